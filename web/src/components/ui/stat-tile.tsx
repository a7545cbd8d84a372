import { useId } from 'react';
import { Icon } from './icon';
import { Skeleton } from './skeleton';

interface StatTileProps {
  label: string;
  icon: string;
  /** Null while loading: a placeholder stands in for the number. */
  value: string | null;
  detail?: string;
}

/** One headline number with its label; a list item, so a row of them reads as "list, 4 items". */
export function StatTile({ label, icon, value, detail }: StatTileProps) {
  const id = useId();
  return (
    <li className="stat-tiles__item">
      <div className="stat-tile" role="group" aria-labelledby={id} aria-busy={value === null || undefined}>
        <span className="stat-tile__icon">
          <Icon name={icon} size={20} />
        </span>
        <span id={id} className="stat-tile__label">
          {label}
        </span>
        {value === null ? (
          <Skeleton className="skeleton--value" />
        ) : (
          <span className="stat-tile__value">{value}</span>
        )}
        {detail && <span className="stat-tile__detail">{detail}</span>}
      </div>
    </li>
  );
}

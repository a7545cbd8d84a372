interface Bar {
  label: string;
  value: number;
}

interface BarListProps {
  /** Names the chart; the list itself carries every number as text. */
  title: string;
  bars: Bar[];
  /** The value of a full bar (defaults to the largest value). */
  max?: number;
  formatValue?: (value: number) => string;
}

/**
 * Horizontal bars as a plain list: each row reads "label, value" to a screen reader and the bar
 * is decoration, so nothing depends on seeing the drawing.
 */
export function BarList({ title, bars, max, formatValue = String }: BarListProps) {
  const top = max ?? Math.max(1, ...bars.map((b) => b.value));
  return (
    <ul className="bar-list" aria-label={title}>
      {bars.map((bar) => (
        <li key={bar.label} className="bar-list__row">
          <span className="bar-list__label">{bar.label}</span>
          <span className="bar-list__value">{formatValue(bar.value)}</span>
          <span className="bar-list__track" aria-hidden="true">
            <span
              className="bar-list__fill"
              style={{ width: `${Math.min(100, Math.max(0, (bar.value / top) * 100))}%` }}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}

interface SkeletonProps {
  className?: string;
}

/** A grey placeholder block; the page that uses it announces the loading itself. */
export function Skeleton({ className = '' }: SkeletonProps) {
  return <span className={`skeleton ${className}`.trim()} aria-hidden="true" />;
}

/** A grid of placeholder cards while a card grid loads, announced once by `label`. */
export function CardGridSkeleton({ label, cards = 6 }: { label: string; cards?: number }) {
  return (
    <div className="toolkit-grid">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      {Array.from({ length: cards }, (_, index) => (
        <div key={index} className="card" aria-hidden="true">
          <Skeleton className="skeleton--label" />
          <Skeleton className="skeleton--title" />
          <Skeleton className="skeleton--line" />
        </div>
      ))}
    </div>
  );
}

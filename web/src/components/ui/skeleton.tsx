interface SkeletonProps {
  className?: string;
}

/** A grey placeholder block; the page that uses it announces the loading itself. */
export function Skeleton({ className = '' }: SkeletonProps) {
  return <span className={`skeleton ${className}`.trim()} aria-hidden="true" />;
}

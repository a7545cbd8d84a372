interface ProgressBarProps {
  value: number;
  max?: number;
  /** The accessible name; the bar shows no text of its own. */
  label: string;
  /** Read instead of the bare number, e.g. "3 of 10". */
  valueText?: string;
  size?: 'small' | 'medium';
}

/** A labelled progress meter (role=progressbar) whose fill never leaves the 0-100% track. */
export function ProgressBar({ value, max = 100, label, valueText, size = 'medium' }: ProgressBarProps) {
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const percent = (clamped / safeMax) * 100;
  return (
    <div
      className={`progress-bar progress-bar--${size}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
    >
      <span className="progress-bar__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}

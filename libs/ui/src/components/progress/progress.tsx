import { cn } from '../../lib/cn';

export type ProgressProps = {
  /** Percent, 0 to 100; values outside are clamped. */
  value: number;
  /** Accessible name of the bar. */
  label?: string;
  /** Shows the rounded percentage beside the label. */
  showValue?: boolean;
  variant?: 'default' | 'success' | 'warning' | 'destructive';
  size?: 'sm' | 'md';
  className?: string;
};

function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

export function Progress({
  value,
  label,
  showValue = false,
  variant = 'default',
  size = 'md',
  className,
}: ProgressProps) {
  const percent = clampPercent(value);
  const rounded = Math.round(percent);
  return (
    <div
      className={cn('gc-progress', `gc-progress--${variant}`, `gc-progress--${size}`, className)}
    >
      {showValue && (
        <div className="gc-progress__meta" aria-hidden="true">
          {label && <span className="gc-progress__label">{label}</span>}
          <span className="gc-progress__value">{rounded}%</span>
        </div>
      )}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded}%`}
        className="gc-progress__track"
      >
        <div className="gc-progress__indicator" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

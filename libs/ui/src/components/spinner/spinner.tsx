import { cn } from '../../lib/cn';

export type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to assistive technology; not shown. */
  label?: string;
  className?: string;
};

export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  return (
    <span role="status" className={cn('gc-spinner', `gc-spinner--${size}`, className)}>
      <span className="gc-spinner__ring" aria-hidden="true" />
      <span className="gc-visually-hidden">{label}</span>
    </span>
  );
}

import { type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import './stat-tile.css';

/** card: a Card (with its shadow); outline: bordered, flat; sunken: a recessed well. */
type StatTileFrame = 'card' | 'outline' | 'sunken';

export type StatTileProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  label: ReactNode;
  value: ReactNode;
  /** Before the label, in the primary colour. */
  icon?: ReactNode;
  /** After the value, smaller: '3 days'. */
  unit?: ReactNode;
  /** Under the value, a short explanation. */
  caption?: ReactNode;
  /** After the label: the trigger of a tooltip that explains the figure. */
  info?: ReactNode;
  frame?: StatTileFrame;
  align?: 'start' | 'center';
  /** Shows the value above the label (the label stays first for screen readers). */
  valueFirst?: boolean;
  /** Keeps the label on one line, cut with an ellipsis, and the info trigger at the end. */
  truncateLabel?: boolean;
  valueTestId?: string;
};

/** One figure of a StatGrid: its label (dt) and value (dd). */
export function StatTile({
  label,
  value,
  icon,
  unit,
  caption,
  info,
  frame = 'outline',
  align = 'start',
  valueFirst = false,
  truncateLabel = false,
  valueTestId,
  className,
  ...rest
}: StatTileProps) {
  return (
    <div
      {...rest}
      className={cn(
        'gc-stat-tile',
        `gc-stat-tile--${frame}`,
        frame === 'card' && 'gc-card',
        align === 'center' && 'gc-stat-tile--center',
        valueFirst && 'gc-stat-tile--value-first',
        truncateLabel && 'gc-stat-tile--truncate',
        className,
      )}
    >
      <dt className="gc-stat-tile__label">
        {icon && (
          <span className="gc-stat-tile__icon" aria-hidden="true">
            {icon}
          </span>
        )}
        <span className="gc-stat-tile__text">{label}</span>
        {info}
      </dt>
      <dd className="gc-stat-tile__value" data-testid={valueTestId}>
        {value}
        {unit && <span className="gc-stat-tile__unit"> {unit}</span>}
      </dd>
      {caption && <dd className="gc-stat-tile__caption">{caption}</dd>}
    </div>
  );
}

import { CircleCheck, CircleX, Info, TriangleExclamationPoint } from 'lucide-react';
import { type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

type AlertVariant = 'info' | 'success' | 'warning' | 'destructive';

export type AlertProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  variant?: AlertVariant;
  title?: string;
  children?: ReactNode;
  action?: ReactNode;
  /** Replaces the variant's icon; `null` hides it. */
  icon?: ReactNode;
};

const icons = {
  info: Info,
  success: CircleCheck,
  warning: TriangleExclamationPoint,
  destructive: CircleX,
} satisfies Record<AlertVariant, unknown>;

export function Alert({
  variant = 'info',
  title,
  children,
  action,
  icon,
  className,
  ...rest
}: AlertProps) {
  const Icon = icons[variant];
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      {...rest}
      className={cn('gc-alert', `gc-alert--${variant}`, className)}
    >
      {icon !== null && (
        <span className="gc-alert__icon" aria-hidden="true">
          {icon ?? <Icon />}
        </span>
      )}
      <div className="gc-alert__body">
        {title && <p className="gc-alert__title">{title}</p>}
        {children && <div className="gc-alert__description">{children}</div>}
      </div>
      {action && <div className="gc-alert__action">{action}</div>}
    </div>
  );
}

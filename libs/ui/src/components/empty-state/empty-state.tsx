import { type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type EmptyStateProps = {
  icon?: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  /** Heading level of the title in the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
  className?: string;
};

export function EmptyState({
  icon,
  title,
  description,
  action,
  titleAs: Heading = 'h3',
  className,
}: EmptyStateProps) {
  return (
    <div className={cn('gc-empty-state', className)}>
      {icon && (
        <div className="gc-empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="gc-empty-state__title">{title}</Heading>
      {description && <p className="gc-empty-state__description">{description}</p>}
      {action && <div className="gc-empty-state__action">{action}</div>}
    </div>
  );
}

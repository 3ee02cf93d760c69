import { type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import './page-header.css';

export type PageHeaderProps = Omit<ComponentPropsWithRef<'header'>, 'title'> & {
  title: ReactNode;
  /** The h1's id, which the page's aria-labelledby names. */
  titleId?: string;
  /** Lets script move the focus to the title (tabIndex -1). */
  titleFocusable?: boolean;
  /** Before the title, 1em in the primary colour (the app's mark). */
  icon?: ReactNode;
  /** A short line above the title, such as today's date. */
  eyebrow?: ReactNode;
  /** The muted line under the title. */
  description?: ReactNode;
  /** At the end of the title's row, wrapping under it when narrow: buttons, a badge. */
  actions?: ReactNode;
  /** Above the title's row, such as a Back link. */
  back?: ReactNode;
  /** Below 640 px the actions fill the width in two equal columns. */
  splitActionsOnPhone?: boolean;
  /** More lines under the description, such as counts or a badge. */
  children?: ReactNode;
};

/** The top of a page: its h1 with the lines around it and the page's main actions. */
export function PageHeader({
  title,
  titleId,
  titleFocusable = false,
  icon,
  eyebrow,
  description,
  actions,
  back,
  splitActionsOnPhone = false,
  className,
  children,
  ...rest
}: PageHeaderProps) {
  return (
    <header
      {...rest}
      className={cn(
        'gc-page-header',
        splitActionsOnPhone && 'gc-page-header--split-actions',
        className,
      )}
    >
      {back}
      <div className="gc-page-header__row">
        <div className="gc-page-header__intro">
          {eyebrow && <p className="gc-page-header__eyebrow">{eyebrow}</p>}
          <h1
            id={titleId}
            tabIndex={titleFocusable ? -1 : undefined}
            className={cn('gc-page-header__title', icon && 'gc-page-header__title--icon')}
          >
            {icon}
            {title}
          </h1>
          {description && <p className="gc-page-header__description">{description}</p>}
          {children}
        </div>
        {actions && <div className="gc-page-header__actions">{actions}</div>}
      </div>
    </header>
  );
}

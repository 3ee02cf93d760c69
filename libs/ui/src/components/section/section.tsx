import { useId, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';
import './section.css';

/** card: a Card with its header and content boxes; panel: bordered, flat; plain: no frame. */
type SectionFrame = 'card' | 'panel' | 'plain';

export type SectionProps = Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  title: ReactNode;
  titleAs?: 'h2' | 'h3' | 'h4';
  /** lg by default; md for a part of a card or a dialog. */
  titleSize?: 'md' | 'lg';
  /** Given when the section moves the focus to its title, which can then take it. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** Before the title, in the primary colour. */
  icon?: ReactNode;
  /** Under the title, muted. */
  description?: ReactNode;
  /** One element at the end of the title's row (wrap several in a gc-cluster). */
  actions?: ReactNode;
  frame?: SectionFrame;
  /** The content box of the card frame, such as gc-stack. */
  contentClassName?: string;
};

/** A titled part of a page, named by its heading. */
export function Section({
  title,
  titleAs: Heading = 'h2',
  titleSize = 'lg',
  titleRef,
  icon,
  description,
  actions,
  frame = 'card',
  contentClassName,
  className,
  children,
  ...rest
}: SectionProps) {
  const titleId = useId();
  const card = frame === 'card';
  return (
    <section
      aria-labelledby={titleId}
      {...rest}
      className={cn('gc-section', `gc-section--${frame}`, card && 'gc-card', className)}
    >
      <div className={cn('gc-section__header', card && 'gc-card__header')}>
        <div className="gc-section__heading">
          <Heading
            id={titleId}
            ref={titleRef}
            tabIndex={titleRef ? -1 : undefined}
            className={cn(
              'gc-section__title',
              `gc-section__title--${titleSize}`,
              card && 'gc-card__title',
              icon && 'gc-section__title--icon',
            )}
          >
            {icon}
            {title}
          </Heading>
          {description && <p className="gc-section__description">{description}</p>}
        </div>
        {actions}
      </div>
      {card ? <div className={cn('gc-card__content', contentClassName)}>{children}</div> : children}
    </section>
  );
}

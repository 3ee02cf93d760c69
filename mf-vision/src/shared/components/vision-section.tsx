import { useId, type ReactNode, type Ref } from 'react';

export type VisionSectionProps = {
  title: string;
  testId: string;
  /** Under the title (e.g. a count). */
  subtitle?: ReactNode;
  /** Beside the title: the section's own buttons. */
  actions?: ReactNode;
  /** Given when the section moves the focus to its title, which can then take it. */
  titleRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
};

/** One part of the board: a card named by its heading, with room for actions beside it. */
export function VisionSection({
  title,
  testId,
  subtitle,
  actions,
  titleRef,
  children,
}: VisionSectionProps) {
  const titleId = useId();

  return (
    <section className="gc-vision-section gc-stack" aria-labelledby={titleId} data-testid={testId}>
      <div className="gc-vision-section__header">
        <div>
          <h2
            id={titleId}
            className="gc-vision-section__title"
            ref={titleRef}
            tabIndex={titleRef ? -1 : undefined}
          >
            {title}
          </h2>
          {subtitle}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

import { type ReactNode, useId } from 'react';

type HistorySectionProps = {
  title: string;
  testId?: string;
  children: ReactNode;
};

/** One titled part of the Completion History, named by its heading. */
export function HistorySection({ title, testId, children }: HistorySectionProps) {
  const headingId = useId();
  return (
    <section className="gc-history-section" aria-labelledby={headingId} data-testid={testId}>
      <h3 id={headingId} className="gc-history-section__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

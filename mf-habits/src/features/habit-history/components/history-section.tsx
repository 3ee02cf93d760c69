import { Section } from '@goalcoach/ui';
import type { ReactNode } from 'react';

type HistorySectionProps = {
  title: string;
  testId?: string;
  children: ReactNode;
};

/** One titled part of the Completion History, named by its heading. */
export function HistorySection({ title, testId, children }: HistorySectionProps) {
  return (
    <Section frame="plain" titleAs="h3" titleSize="md" title={title} data-testid={testId}>
      {children}
    </Section>
  );
}

import { Section } from '@goalcoach/ui';
import type { ReactNode } from 'react';
import { ReviewList } from '../../../shared/components/review-list';
import './week-section.css';

type WeekGroup = { label: string; items: string[]; testId: string };

export type WeekSectionProps = {
  title: string;
  /** An icon with aria-hidden, before the title. */
  icon: ReactNode;
  groups: WeekGroup[];
  /** Shown when no group has an item. */
  emptyText: string;
  testId: string;
};

/** One section of the week card: '{title} (n total)' and its lists, each only when it has items. */
export function WeekSection({ title, icon, groups, emptyText, testId }: WeekSectionProps) {
  const total = groups.reduce((count, group) => count + group.items.length, 0);
  const single = groups.length === 1;
  return (
    <Section
      frame="plain"
      titleAs="h4"
      titleSize="md"
      icon={icon}
      title={
        <span>
          {title} (<span data-testid={`${testId}-count`}>{total}</span> total)
        </span>
      }
      className="gc-week-section"
      data-testid={testId}
    >
      {total === 0 && <p className="gc-text-muted">{emptyText}</p>}
      {groups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <ReviewList
            key={group.label}
            label={single ? undefined : group.label}
            items={group.items}
            testId={group.testId}
          />
        ))}
    </Section>
  );
}

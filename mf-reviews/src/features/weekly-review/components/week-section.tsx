import type { ReactNode } from 'react';

export type WeekGroup = { label: string; items: string[]; testId: string };

export type WeekSectionProps = {
  title: string;
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
    <section className="gc-week-section" data-testid={testId}>
      <h4 className="gc-week-section__title">
        <span className="gc-week-section__icon" aria-hidden="true">
          {icon}
        </span>
        <span>
          {title} (<span data-testid={`${testId}-count`}>{total}</span> total)
        </span>
      </h4>
      {total === 0 && <p className="gc-reviews-muted">{emptyText}</p>}
      {groups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <div key={group.label} className="gc-week-section__group">
            {!single && <h5 className="gc-week-section__label">{group.label}</h5>}
            <ul className="gc-review-list" data-testid={group.testId}>
              {group.items.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
}

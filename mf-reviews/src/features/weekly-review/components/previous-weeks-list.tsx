import { Card, CardContent, CardHeader, CardTitle, Section } from '@goalcoach/ui';
import { ReviewList } from '../../../shared/components/review-list';
import type { PreviousWeek } from '../utils/previous-weeks';
import { weekOf, weekTitle } from '../utils/week-bounds';
import './previous-weeks-list.css';

type Part = { label: string; items: string[] };

/** 'Previous Weeks': each earlier week's entries, one card per week. */
export function PreviousWeeksList({ weeks }: { weeks: PreviousWeek[] }) {
  return (
    <Section
      frame="plain"
      titleAs="h3"
      title="Previous Weeks"
      className="gc-previous-weeks"
      data-testid="weekly-previous"
    >
      {weeks.map((week) => {
        const parts: Part[] = [
          { label: 'Wins This Week', items: week.winsThisWeek },
          { label: 'What Worked', items: week.whatWorked },
          { label: "What Didn't Work", items: week.whatDidntWork },
          { label: 'Areas to Improve', items: week.areasToImprove },
        ];
        return (
          <Card key={week.weekStart} data-testid={`previous-week-${week.weekStart}`}>
            <CardHeader>
              <CardTitle as="h4">{weekTitle(weekOf(week.weekStart))}</CardTitle>
            </CardHeader>
            <CardContent className="gc-stack">
              {parts
                .filter((part) => part.items.length > 0)
                .map((part) => (
                  <ReviewList key={part.label} label={part.label} items={part.items} />
                ))}
            </CardContent>
          </Card>
        );
      })}
    </Section>
  );
}

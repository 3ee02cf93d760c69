import { Card, CardContent, CardHeader, CardTitle } from '@goalcoach/ui';
import type { PreviousWeek } from '../utils/previous-weeks';
import { weekOf, weekTitle } from '../utils/week-bounds';

type Part = { label: string; items: string[] };

/** SPEC §2 'Previous Weeks': each earlier week's entries, one card per week. */
export function PreviousWeeksList({ weeks }: { weeks: PreviousWeek[] }) {
  return (
    <section
      className="gc-stack"
      aria-labelledby="weekly-previous-title"
      data-testid="weekly-previous"
    >
      <h3 id="weekly-previous-title" className="gc-reviews-section-title">
        Previous Weeks
      </h3>
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
                  <div key={part.label}>
                    <h5 className="gc-week-section__label">{part.label}</h5>
                    <ul className="gc-review-list">
                      {part.items.map((item, index) => (
                        <li key={index}>{item}</li>
                      ))}
                    </ul>
                  </div>
                ))}
            </CardContent>
          </Card>
        );
      })}
    </section>
  );
}

import type { CheckIn, WeeklyReview } from '@goalcoach/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@goalcoach/ui';
import { Lightbulb, Target, Trophy } from 'lucide-react';
import { type WeekBounds, weekTitle } from '../utils/week-bounds';
import { summarizeWeek } from '../utils/week-summary';
import { WeekSection } from './week-section';
import { WeekStats } from './week-stats';

export type CurrentWeekCardProps = {
  week: WeekBounds;
  checkIns: CheckIn[];
  reviews: WeeklyReview[];
};

/** This week, built from the check-ins and the manual entries. */
export function CurrentWeekCard({ week, checkIns, reviews }: CurrentWeekCardProps) {
  const summary = summarizeWeek(week, checkIns, reviews);
  return (
    <Card className="gc-current-week" data-testid="weekly-current-week">
      <CardHeader>
        <CardTitle as="h3" data-testid="weekly-week-title">
          {weekTitle(week)}
        </CardTitle>
        <CardDescription>Automatically generated from your daily check-ins</CardDescription>
      </CardHeader>
      <CardContent className="gc-stack">
        <WeekSection
          title="Wins This Week"
          icon={<Trophy aria-hidden />}
          emptyText="No wins recorded this week yet."
          testId="weekly-wins"
          groups={[
            { label: 'Major Wins', items: summary.majorWins, testId: 'weekly-major-wins' },
            {
              label: 'Additional Wins',
              items: summary.additionalWins,
              testId: 'weekly-additional-wins',
            },
          ]}
        />
        <WeekSection
          title="Lessons This Week"
          icon={<Lightbulb aria-hidden />}
          emptyText="No lessons recorded this week yet."
          testId="weekly-lessons"
          groups={[
            { label: 'Key Lessons', items: summary.keyLessons, testId: 'weekly-key-lessons' },
            {
              label: 'Additional Lessons',
              items: summary.additionalLessons,
              testId: 'weekly-additional-lessons',
            },
          ]}
        />
        <WeekSection
          title="Areas to Improve Next Week"
          icon={<Target aria-hidden />}
          emptyText="Add a manual entry to note what to improve next week."
          testId="weekly-areas"
          groups={[
            {
              label: 'Areas to Improve',
              items: summary.areasToImprove,
              testId: 'weekly-areas-list',
            },
          ]}
        />
        <WeekStats summary={summary} />
      </CardContent>
    </Card>
  );
}

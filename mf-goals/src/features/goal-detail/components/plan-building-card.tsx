import type { Goal } from '@goalcoach/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@goalcoach/ui';
import { PlanProgressPanel } from '../../../shared/plan-progress/plan-progress-panel';

export type PlanBuildingCardProps = { goal: Goal };

/** Stands in for the plan while it is built: the same live progress as the wizard. */
export function PlanBuildingCard({ goal }: PlanBuildingCardProps) {
  return (
    <Card data-testid="plan-building">
      <CardHeader>
        <CardTitle as="h2">Building your plan…</CardTitle>
        <CardDescription>
          Your milestones, weekly checkpoints and daily tasks appear here as soon as they are ready.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <PlanProgressPanel goal={goal} testIdPrefix="plan" />
      </CardContent>
    </Card>
  );
}

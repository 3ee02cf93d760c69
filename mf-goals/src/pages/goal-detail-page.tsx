import { isApiError } from '@goalcoach/api';
import { type Goal, isResourceId } from '@goalcoach/contracts';
import { useParams } from '@goalcoach/routing';
import { isPlanBuilding } from '../shared/api/plan-status';
import { useGoal } from '../shared/api/use-goal';
import { BackToGoalsLink } from '../features/goal-detail/components/back-to-goals-link';
import { GeneratePlanBanner } from '../features/goal-detail/components/generate-plan-banner';
import { GoalCompletedBanner } from '../features/goal-detail/components/goal-completed-banner';
import { GoalDetailSkeleton } from '../features/goal-detail/components/goal-detail-skeleton';
import { GoalLoadError } from '../features/goal-detail/components/goal-load-error';
import { GoalNotFound } from '../features/goal-detail/components/goal-not-found';
import { GoalOverview } from '../features/goal-detail/components/goal-overview';
import { GoalStatCards } from '../features/goal-detail/components/goal-stat-cards';
import { OriginalAnswers } from '../features/goal-detail/components/original-answers';
import { PlanBuildingCard } from '../features/goal-detail/components/plan-building-card';
import { usePlanSettledRefresh } from '../features/goal-detail/hooks/use-plan-settled-refresh';
import { offersPlanGeneration } from '../features/goal-detail/utils/goal-rules';
import { DeleteGoalButton } from '../features/goal-deletion/components/delete-goal-button';
import { ExportGoalButton } from '../features/goal-export/components/export-goal-button';
import { ChoosePlanKindDialog } from '../features/plan-kind/components/choose-plan-kind-dialog';
import { QuickAddTask } from '../features/tasks/components/quick-add-task';
import { StartHereToday } from '../features/tasks/components/start-here-today';
import { GoalPlanTabs } from './goal-plan-tabs';
import './goal-detail-page.css';

function GoalDetail({ goal }: { goal: Goal }) {
  const building = isPlanBuilding(goal);
  return (
    <>
      <nav aria-label="Breadcrumb" className="goals-detail__nav">
        <BackToGoalsLink testId="back-to-goals" />
      </nav>
      {goal.progressPercentage >= 100 && <GoalCompletedBanner />}
      {building ? (
        <PlanBuildingCard goal={goal} />
      ) : (
        offersPlanGeneration(goal) && <GeneratePlanBanner goal={goal} />
      )}
      <GoalOverview
        goal={goal}
        planKindChooser={!building && <ChoosePlanKindDialog goal={goal} />}
        actions={
          <>
            <ExportGoalButton goalId={goal.id} />
            <DeleteGoalButton goalId={goal.id} />
          </>
        }
      />
      <GoalStatCards goal={goal} />
      {!building && <StartHereToday goalId={goal.id} />}
      <OriginalAnswers goal={goal} />
      {!building && <QuickAddTask goalId={goal.id} />}
      {!building && <GoalPlanTabs goal={goal} />}
    </>
  );
}

/** /goals/:goalId */
export function GoalDetailPage() {
  const { goalId = '' } = useParams();
  // A segment that is not an id (`/goals/deleted`) is never asked for: it names no goal.
  const isId = isResourceId(goalId);
  const { data: goal, error, isPending, refetch, isRefetching } = useGoal(isId ? goalId : null);
  usePlanSettledRefresh(goal);

  let content;
  if (!isId) content = <GoalNotFound />;
  else if (goal) content = <GoalDetail goal={goal} />;
  else if (isPending) content = <GoalDetailSkeleton />;
  // A malformed id (400) is as missing as an unknown one.
  else if (isApiError(error, 404) || isApiError(error, 400)) content = <GoalNotFound />;
  else content = <GoalLoadError onRetry={() => void refetch()} retrying={isRefetching} />;

  return (
    <section className="gc-page goals-detail gc-stack" data-testid="page-goal-detail">
      {content}
    </section>
  );
}

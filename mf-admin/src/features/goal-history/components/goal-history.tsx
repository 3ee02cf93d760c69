import { Section } from '@goalcoach/ui';
import { History } from 'lucide-react';
import { useState } from 'react';
import { AdminList } from '../../../shared/components/admin-list';
import { Pager } from '../../../shared/components/pager';
import { countOf } from '../../../shared/lib/page-count';
import { useAdminTimeZone } from '../../../shared/lib/use-admin-time-zone';
import { useGoalHistory } from '../api/use-goal-history';
import { trackingStartText } from '../utils/tracking-note';
import { GoalRow } from './goal-row';

/** 'Historical Goal Creation & API Tracking': every goal, newest first, a page at a time. */
export function GoalHistory() {
  const timeZone = useAdminTimeZone();
  const [page, setPage] = useState(1);
  const goals = useGoalHistory(page);

  return (
    <Section
      icon={<History aria-hidden />}
      title="Historical Goal Creation & API Tracking"
      description={
        <span data-testid="admin-tracking-note">
          API call tracking began on {trackingStartText()}. Goals created before then show
          Pre-Tracking. Since then, a plan written by the built-in offline planner, which calls no
          model, shows Offline Plan, and a model's plan without a finished call shows No API Calls.
        </span>
      }
      data-testid="admin-goal-history"
    >
      <AdminList
        query={goals}
        loadingText="Loading goal history..."
        emptyText="No goals found"
        errorTitle="Unable to load goal history"
        errorText="Something went wrong while loading the goals. Please try again."
        label="Goals"
        testId="admin-goal-list"
        rowKey={(goal) => goal.id}
        renderRow={(goal) => <GoalRow goal={goal} timeZone={timeZone} />}
        onPageChange={setPage}
        footer={(shown) => (
          <Pager
            page={shown.page}
            pageSize={shown.pageSize}
            total={shown.total}
            totalText={countOf(shown.total, 'goal', 'goals')}
            label="goals"
            testIdPrefix="admin-goal-history"
            onPageChange={setPage}
          />
        )}
      />
    </Section>
  );
}

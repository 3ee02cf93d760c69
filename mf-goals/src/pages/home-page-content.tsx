import { Button } from '@goalcoach/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { GoalList } from '../features/goal-list/components/goal-list';
import { StatsStrip } from '../features/goal-list/components/stats-strip';
import { GoalWizardDialog } from '../features/goal-wizard/components/goal-wizard-dialog';

/** Home's goals tab ('Your Goals'): stats, the goal cards and goal creation. */
export function HomePageContent() {
  const [wizardOpen, setWizardOpen] = useState(false);
  const openWizard = () => setWizardOpen(true);

  return (
    <section
      className="goals-page gc-stack"
      data-testid="page-goals-home"
      aria-labelledby="page-goals-home-title"
    >
      <header className="goals-page__header">
        <div>
          <h1 id="page-goals-home-title" className="goals-page__title">
            Your Goals
          </h1>
          <p className="goals-muted">
            Each goal becomes a 90-day plan of monthly milestones, weekly checkpoints and daily
            tasks.
          </p>
        </div>
        <Button onClick={openWizard} data-testid="new-goal-button">
          <Plus aria-hidden />
          New Goal
        </Button>
      </header>
      <StatsStrip />
      <GoalList onCreateGoal={openWizard} />
      <GoalWizardDialog open={wizardOpen} onOpenChange={setWizardOpen} />
    </section>
  );
}

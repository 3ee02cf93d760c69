import type { Goal } from '@goalcoach/contracts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@goalcoach/ui';
import { RefineMilestoneButton } from '../features/milestone-refinement/components/refine-milestone-button';
import { MilestoneList } from '../features/milestones/components/milestone-list';
import { WeeklyCheckpoints } from '../features/milestones/components/weekly-checkpoints';
import { CheckpointTasks } from '../features/tasks/components/checkpoint-tasks';
import { TodaysFocus } from '../features/tasks/components/todays-focus';

export type GoalPlanTabsProps = { goal: Goal };

/** Milestones, Weekly Checkpoints and Today's Focus of one goal. */
export function GoalPlanTabs({ goal }: GoalPlanTabsProps) {
  return (
    <Tabs defaultValue="milestones" className="goals-plan-tabs">
      <TabsList fullWidth aria-label="Your plan">
        <TabsTrigger value="milestones" data-testid="tab-milestones">
          Milestones
        </TabsTrigger>
        <TabsTrigger value="checkpoints" data-testid="tab-checkpoints">
          Weekly Checkpoints
        </TabsTrigger>
        <TabsTrigger value="focus" data-testid="tab-focus">
          Today&apos;s Focus
        </TabsTrigger>
      </TabsList>
      <TabsContent value="milestones">
        <MilestoneList
          goalId={goal.id}
          renderActions={(milestone) => <RefineMilestoneButton milestone={milestone} />}
        />
      </TabsContent>
      <TabsContent value="checkpoints">
        <WeeklyCheckpoints
          goalId={goal.id}
          renderTasks={(checkpoint) => (
            <CheckpointTasks
              goalId={goal.id}
              checkpointId={checkpoint.id}
              label={checkpoint.title}
            />
          )}
        />
      </TabsContent>
      <TabsContent value="focus">
        <TodaysFocus goal={goal} />
      </TabsContent>
    </Tabs>
  );
}

import { Button } from '@goalcoach/ui';
import { WandSparkles } from 'lucide-react';
import { useGenerateCheckpointTasks } from '../api/use-generate-checkpoint-tasks';
import './generate-checkpoint-tasks.css';

export type GenerateCheckpointTasksProps = { goalId: string; checkpointId: string };

/** Stands in for the task list of a week that has none. */
export function GenerateCheckpointTasks({ goalId, checkpointId }: GenerateCheckpointTasksProps) {
  const generate = useGenerateCheckpointTasks(goalId, checkpointId);
  return (
    <div className="goals-checkpoint__empty" data-testid="checkpoint-no-tasks">
      <p className="gc-text-muted">No tasks for this week yet.</p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => generate.mutate()}
        loading={generate.isPending}
        data-testid="generate-checkpoint-tasks"
      >
        <WandSparkles aria-hidden />
        Generate tasks for this week
      </Button>
    </div>
  );
}

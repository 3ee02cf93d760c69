import { Button } from '@goalcoach/ui';
import { Download } from 'lucide-react';
import { useExportGoal } from '../api/use-export-goal';

export type ExportGoalButtonProps = { goalId: string };

/** The goal header's Export: the goal as a Notion-compatible ZIP. */
export function ExportGoalButton({ goalId }: ExportGoalButtonProps) {
  const exportGoal = useExportGoal(goalId);
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => exportGoal.mutate()}
      loading={exportGoal.isPending}
      data-testid="export-goal"
    >
      <Download aria-hidden />
      Export
    </Button>
  );
}

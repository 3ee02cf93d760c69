import type { Milestone } from '@goalcoach/contracts';
import { Button } from '@goalcoach/ui';
import { WandSparkles } from 'lucide-react';
import { RefineMilestoneDialog } from './refine-milestone-dialog';

export type RefineMilestoneButtonProps = { milestone: Milestone };

/** 'Refine' on a milestone: opens the refinement dialog. */
export function RefineMilestoneButton({ milestone }: RefineMilestoneButtonProps) {
  return (
    <RefineMilestoneDialog
      milestone={milestone}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Refine ${milestone.title}`}
          data-testid="refine-milestone"
        >
          <WandSparkles aria-hidden />
          Refine
        </Button>
      }
    />
  );
}

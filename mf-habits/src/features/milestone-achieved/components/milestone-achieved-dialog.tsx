import { Button, Dialog, DialogContent, DialogFooter } from '@goalcoach/ui';
import { useState } from 'react';
import {
  type Celebration,
  useCelebrationStore,
} from '../../../shared/celebration/celebration-store';
import { tierCelebration } from '../utils/tier-celebration';
import './milestone-achieved-dialog.css';

function streakText({ streak, streakUnit = 'days' }: Celebration): string {
  const unit = streakUnit === 'weeks' ? 'week' : 'day';
  return `${streak}-${unit} streak`;
}

/** Opens when completing a day makes the streak reach a tier (7, 21, 66 or 100). */
export function MilestoneAchievedDialog() {
  const current = useCelebrationStore((state) => state.current);
  const dismiss = useCelebrationStore((state) => state.dismiss);
  // The last celebration stays on screen while the dialog animates closed.
  const [shown, setShown] = useState(current);
  if (current && current !== shown) setShown(current);

  const { icon: Icon, line } = tierCelebration(shown?.tierName ?? '');

  return (
    <Dialog open={current !== null} onOpenChange={(open) => !open && dismiss()}>
      {shown && (
        <DialogContent
          title={`${shown.tierName}!`}
          description="Milestone achieved"
          size="sm"
          className="gc-milestone"
          data-testid="milestone-achieved-dialog"
        >
          <div className="gc-stack gc-milestone__body">
            <span className="gc-milestone__badge" aria-hidden="true">
              <Icon size={36} />
            </span>
            <p className="gc-milestone__habit" data-testid="milestone-achieved-habit">
              {shown.habitName}
            </p>
            <p className="gc-milestone__streak" data-testid="milestone-achieved-streak">
              {streakText(shown)}
            </p>
            <p className="gc-milestone__line">{line}</p>
          </div>
          <DialogFooter>
            <Button fullWidth onClick={dismiss} data-testid="milestone-achieved-continue">
              Continue Building Your Legacy
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}

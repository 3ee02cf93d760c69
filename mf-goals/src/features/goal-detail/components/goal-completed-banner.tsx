import { Card } from '@goalcoach/ui';
import { Trophy } from 'lucide-react';
import './goal-banner.css';

export function GoalCompletedBanner() {
  return (
    <Card className="goals-banner goals-banner--success" data-testid="goal-completed-banner">
      <Trophy aria-hidden size={28} className="goals-banner__icon" />
      <div className="goals-banner__body">
        <h2 className="goals-banner__title">Congratulations! You achieved your goal!</h2>
        <p>Every task is done. Take a moment to celebrate how far you&apos;ve come.</p>
      </div>
    </Card>
  );
}

import { Button, Card } from '@goalcoach/ui';
import { PartyPopper, Rocket } from 'lucide-react';
import './celebration-card.css';

export type CelebrationCardProps = {
  completedCount: number;
  onStartNext: (completedCount: number) => void;
};

/** Shown when every goal is done: an invitation to set the next one. */
export function CelebrationCard({ completedCount, onStartNext }: CelebrationCardProps) {
  const goals = completedCount === 1 ? 'goal' : 'goals';
  return (
    <Card className="goals-celebration" data-testid="celebration-card">
      <PartyPopper aria-hidden size={36} className="goals-celebration__icon" />
      <h2 className="goals-celebration__title">Amazing work!</h2>
      <p className="goals-celebration__text">
        You&apos;ve completed {completedCount} {goals}. Every finish line is a new starting line.
      </p>
      <Button onClick={() => onStartNext(completedCount)} data-testid="start-next-adventure">
        <Rocket aria-hidden />
        Start Your Next Adventure
      </Button>
    </Card>
  );
}

import { EmptyState } from '@goalcoach/ui';
import { Repeat } from 'lucide-react';

export function HabitsPage() {
  return (
    <section className="gc-stack" data-testid="page-habits" aria-labelledby="page-habits-title">
      <header>
        <h1 id="page-habits-title">Habits</h1>
        <p>
          Small routines that carry your goals, with streaks that grow from Locked In to Unshakable.
        </p>
      </header>
      <EmptyState
        icon={<Repeat aria-hidden size={32} />}
        title="No habits yet"
        description="Your habits and their streaks will appear here."
      />
    </section>
  );
}

import { EmptyState } from '@goalcoach/ui';
import { Map } from 'lucide-react';

export function GoalDetailPage() {
  return (
    <section
      className="gc-stack"
      data-testid="page-goal-detail"
      aria-labelledby="page-goal-detail-title"
    >
      <header>
        <h1 id="page-goal-detail-title">My goal is to:</h1>
        <p>A goal's milestones, weekly checkpoints and today's focus live on this page.</p>
      </header>
      <EmptyState
        icon={<Map aria-hidden size={32} />}
        title="Your plan will show here"
        description="Milestones, checkpoints and tasks appear once the goal's plan exists."
      />
    </section>
  );
}

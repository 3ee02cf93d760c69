import { EmptyState } from '@goalcoach/ui';
import { Target } from 'lucide-react';

export function HomePageContent() {
  return (
    <section
      className="gc-stack"
      data-testid="page-goals-home"
      aria-labelledby="page-goals-home-title"
    >
      <header>
        <h1 id="page-goals-home-title">Your Goals</h1>
        <p>
          Each goal becomes a 90-day plan of monthly milestones, weekly checkpoints and daily tasks.
        </p>
      </header>
      <EmptyState
        icon={<Target aria-hidden size={32} />}
        title="Ready to achieve something amazing?"
        description="Your goals and their plans will appear here."
      />
    </section>
  );
}

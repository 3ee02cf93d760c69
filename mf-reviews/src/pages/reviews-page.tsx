import { EmptyState } from '@goalcoach/ui';
import { Star } from 'lucide-react';

export function ReviewsPage() {
  return (
    <section className="gc-stack" data-testid="page-reviews" aria-labelledby="page-reviews-title">
      <header>
        <h1 id="page-reviews-title">Progress Reviews</h1>
        <p>Track your wins, lessons, and monthly accomplishments</p>
      </header>
      <EmptyState
        icon={<Star aria-hidden size={32} />}
        title="No Weekly Reviews"
        description="Start doing daily check-ins to see your weekly highlights appear here automatically"
      />
    </section>
  );
}

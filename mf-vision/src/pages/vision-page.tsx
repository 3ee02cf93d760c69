import { EmptyState } from '@goalcoach/ui';
import { Eye } from 'lucide-react';

export function VisionPage() {
  return (
    <section className="gc-stack" data-testid="page-vision" aria-labelledby="page-vision-title">
      <header>
        <h1 id="page-vision-title">Your Personal Legend</h1>
        <p>The images, words and voice that remind you where you are going.</p>
      </header>
      <EmptyState
        icon={<Eye aria-hidden size={32} />}
        title="Your vision board is empty"
        description="Images, your vision statement and a voice note will live here."
      />
    </section>
  );
}

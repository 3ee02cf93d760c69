import { Compass, Repeat, Target } from 'lucide-react';
import { RouterButtonLink } from '../layout/router-button-link';
import '../layout/centered-page.css';
import './not-found-page.css';

export default function NotFoundPage() {
  return (
    <main className="shell-centered shell-not-found" data-testid="not-found-page">
      <Compass aria-hidden className="shell-not-found__icon" size={56} />
      <h1>404</h1>
      <h2>Looks Like You&apos;re Off the Path</h2>
      <figure className="shell-not-found__quote">
        <blockquote>“Not all those who wander are lost.”</blockquote>
        <figcaption>— J.R.R. Tolkien</figcaption>
      </figure>
      <div className="shell-not-found__actions">
        <RouterButtonLink to="/" data-testid="not-found-goals">
          <Target aria-hidden size={18} />
          Back to Your Goals
        </RouterButtonLink>
        <RouterButtonLink to="/habits" variant="outline" data-testid="not-found-habits">
          <Repeat aria-hidden size={18} />
          Check Your Habits
        </RouterButtonLink>
      </div>
    </main>
  );
}

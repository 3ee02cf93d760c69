import { Compass } from 'lucide-react';
import { BackToGoalsLink } from './back-to-goals-link';
import './goal-not-found.css';

export function GoalNotFound() {
  return (
    <div className="goals-not-found" data-testid="goal-not-found">
      <Compass aria-hidden size={48} className="goals-not-found__icon" />
      <h1>Goal Not Found</h1>
      <p className="gc-text-muted">The goal you&apos;re looking for doesn&apos;t exist.</p>
      <BackToGoalsLink variant="primary" testId="goal-not-found-back" />
    </div>
  );
}

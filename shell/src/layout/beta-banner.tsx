import { useRuntimeConfig } from '../config/use-runtime-config';
import './notice-bar.css';
import './beta-banner.css';

/** A landmark of its own, so nothing on the page sits outside one. */
export function BetaBanner() {
  const { feedbackUrl } = useRuntimeConfig();
  return (
    <aside
      className="shell-notice-bar shell-beta-banner"
      aria-label="Beta notice"
      data-testid="beta-banner"
    >
      <span>
        <strong>Beta</strong> — we are still shaping GoalCoach.
      </span>
      {feedbackUrl && (
        <a href={feedbackUrl} target="_blank" rel="noopener noreferrer" data-testid="feedback-link">
          Share Feedback
        </a>
      )}
    </aside>
  );
}

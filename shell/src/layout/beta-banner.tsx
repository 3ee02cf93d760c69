import { useRuntimeConfig } from '../config/use-runtime-config';

export function BetaBanner() {
  const { feedbackUrl } = useRuntimeConfig();
  return (
    <div className="shell-beta-banner" data-testid="beta-banner">
      <span>
        <strong>Beta</strong> — we are still shaping GoalCoach.
      </span>
      {feedbackUrl && (
        <a href={feedbackUrl} target="_blank" rel="noopener noreferrer" data-testid="feedback-link">
          Share Feedback
        </a>
      )}
    </div>
  );
}

import { QueryError } from '@goalcoach/ui';

export type GoalLoadErrorProps = {
  onRetry: () => void;
  retrying: boolean;
};

export function GoalLoadError({ onRetry, retrying }: GoalLoadErrorProps) {
  return (
    <div className="gc-stack">
      <h1 className="gc-visually-hidden">Goal</h1>
      <QueryError
        title="Unable to load this goal"
        onRetry={onRetry}
        retrying={retrying}
        testId="goal-load-error"
      >
        Something went wrong while loading your goal. Please try again.
      </QueryError>
    </div>
  );
}

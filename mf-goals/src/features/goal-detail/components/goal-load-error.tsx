import { Alert, Button } from '@goalcoach/ui';
import { RefreshCw } from 'lucide-react';

export type GoalLoadErrorProps = {
  onRetry: () => void;
  retrying: boolean;
};

export function GoalLoadError({ onRetry, retrying }: GoalLoadErrorProps) {
  return (
    <div className="gc-stack">
      <h1 className="gc-visually-hidden">Goal</h1>
      <Alert
        variant="destructive"
        title="Unable to load this goal"
        data-testid="goal-load-error"
        action={
          <Button variant="outline" size="sm" onClick={onRetry} loading={retrying}>
            <RefreshCw aria-hidden />
            Try Again
          </Button>
        }
      >
        Something went wrong while loading your goal. Please try again.
      </Alert>
    </div>
  );
}

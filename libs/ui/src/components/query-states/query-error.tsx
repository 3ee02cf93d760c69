import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';

export type QueryErrorProps = {
  /** The alert's title, e.g. "Unable to load milestones". */
  title: string;
  onRetry: () => void;
  /** Shows the Try Again button as busy while the query runs again. */
  retrying?: boolean;
  testId?: string;
  retryTestId?: string;
  /** The description under the title. */
  children: ReactNode;
};

/** What a list or panel shows when its query failed: the reason and a Try Again button. */
export function QueryError({
  title,
  onRetry,
  retrying,
  testId,
  retryTestId,
  children,
}: QueryErrorProps) {
  return (
    <Alert
      variant="destructive"
      title={title}
      data-testid={testId}
      action={
        <Button
          variant="outline"
          size="sm"
          onClick={onRetry}
          loading={retrying}
          data-testid={retryTestId}
        >
          <RefreshCw aria-hidden />
          Try Again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}

import { QueryError, QueryLoading, Skeleton } from '@goalcoach/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

type QuerySectionProps<T> = {
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'isRefetching' | 'refetch'>;
  /** Read out while loading, e.g. 'Loading reflections'. */
  loadingLabel: string;
  /** e.g. 'Unable to load reflections'. */
  errorTitle: string;
  /** Height in pixels of the placeholder while loading. */
  placeholderHeight?: number;
  children: (data: T) => ReactNode;
};

/** One section of the history: a placeholder while its query runs, an error with Try Again. */
export function QuerySection<T>({
  query,
  loadingLabel,
  errorTitle,
  placeholderHeight = 120,
  children,
}: QuerySectionProps<T>) {
  if (query.isError) {
    return (
      <QueryError
        title={errorTitle}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      >
        Something went wrong while loading it. Please try again.
      </QueryError>
    );
  }
  if (query.data === undefined) {
    return (
      <QueryLoading label={loadingLabel}>
        <Skeleton height={placeholderHeight} />
      </QueryLoading>
    );
  }
  return <>{children(query.data)}</>;
}

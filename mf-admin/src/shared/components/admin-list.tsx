import type { AdminPage } from '@goalcoach/contracts';
import { QueryError } from '@goalcoach/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

type AdminListProps<T> = {
  query: Pick<
    UseQueryResult<AdminPage<T>>,
    'data' | 'isError' | 'isFetching' | 'isPlaceholderData' | 'isRefetching' | 'refetch'
  >;
  /** SPEC's texts, e.g. 'Loading users...' and 'No users found'. */
  loadingText: string;
  emptyText: string;
  errorTitle: string;
  errorText: string;
  /** The list's accessible name, e.g. 'Users'. */
  label: string;
  testId: string;
  rowKey: (row: T) => string;
  renderRow: (row: T) => ReactNode;
  /** Under the rows: the pager of the page shown. */
  footer: (page: AdminPage<T>) => ReactNode;
};

/** An admin list's states: loading, failed with Try Again, empty, or one page of rows. */
export function AdminList<T>({
  query,
  loadingText,
  emptyText,
  errorTitle,
  errorText,
  label,
  testId,
  rowKey,
  renderRow,
  footer,
}: AdminListProps<T>) {
  if (query.isError) {
    return (
      <QueryError
        title={errorTitle}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
        testId={`${testId}-error`}
      >
        {errorText}
      </QueryError>
    );
  }
  if (!query.data) {
    return (
      <p className="gc-admin-muted gc-admin-list__note" role="status">
        {loadingText}
      </p>
    );
  }
  const page = query.data;
  const loadingNext = query.isPlaceholderData && query.isFetching;
  return (
    <div className="gc-stack gc-admin-list" aria-busy={loadingNext || undefined}>
      {page.items.length === 0 ? (
        <p className="gc-admin-muted gc-admin-list__note">{emptyText}</p>
      ) : (
        <ul className="gc-admin-list__rows" aria-label={label} data-testid={testId}>
          {page.items.map((row) => (
            <li key={rowKey(row)}>{renderRow(row)}</li>
          ))}
        </ul>
      )}
      {page.total > 0 && footer(page)}
    </div>
  );
}

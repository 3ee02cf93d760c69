import type { AdminPage } from '@goalcoach/contracts';
import { QueryError } from '@goalcoach/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useEffectEvent } from 'react';
import { isPastEnd, pageCount } from '../lib/page-count';
import './admin-list.css';

type AdminListProps<T> = {
  query: Pick<
    UseQueryResult<AdminPage<T>>,
    'data' | 'isError' | 'isFetching' | 'isPlaceholderData' | 'isRefetching' | 'refetch'
  >;
  /** The list's own wording, e.g. 'Loading users...' and 'No users found'. */
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
  /** Asks for another page: the last one, when rows removed meanwhile left the page past the end. */
  onPageChange: (page: number) => void;
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
  onPageChange,
}: AdminListProps<T>) {
  const lastPage = query.data ? pageCount(query.data.total, query.data.pageSize) : 1;
  const pastEnd = isPastEnd(query.data);
  const goToLastPage = useEffectEvent(() => onPageChange(lastPage));
  useEffect(() => {
    if (pastEnd) goToLastPage();
  }, [pastEnd, lastPage]);

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
      <p className="gc-text-muted gc-admin-list__note" role="status">
        {loadingText}
      </p>
    );
  }
  const page = query.data;
  const loadingNext = query.isPlaceholderData && query.isFetching;
  return (
    <div className="gc-stack gc-admin-list" aria-busy={loadingNext || undefined}>
      {pastEnd ? (
        <p className="gc-text-muted gc-admin-list__note" role="status">
          {loadingText}
        </p>
      ) : page.items.length === 0 ? (
        <p className="gc-text-muted gc-admin-list__note">{emptyText}</p>
      ) : (
        <ul className="gc-admin-list__rows" aria-label={label} data-testid={testId}>
          {page.items.map((row) => (
            <li key={rowKey(row)}>{renderRow(row)}</li>
          ))}
        </ul>
      )}
      {/* The pager stays in place while a page past the end gives way to the last one. */}
      {page.total > 0 && footer(pastEnd ? { ...page, page: lastPage } : page)}
    </div>
  );
}

import { Button } from '@goalcoach/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageCount } from '../lib/page-count';
import './pager.css';

type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  /** What the total counts, e.g. '42 users'. */
  totalText: string;
  /** Names the buttons: `{testIdPrefix}-prev` and `{testIdPrefix}-next`. */
  testIdPrefix: string;
  /** What the buttons page through, for their accessible names, e.g. 'users'. */
  label: string;
  onPageChange: (page: number) => void;
};

/**
 * Previous and Next with 'Page x of y' and the total, under an admin list. At either end the
 * button is aria-disabled rather than disabled, so the one just pressed keeps the focus.
 */
export function Pager({
  page,
  pageSize,
  total,
  totalText,
  testIdPrefix,
  label,
  onPageChange,
}: PagerProps) {
  const pages = pageCount(total, pageSize);
  const atFirst = page <= 1;
  const atLast = page >= pages;
  return (
    <nav className="gc-admin-pager" aria-label={`Pages of ${label}`}>
      <Button
        variant="outline"
        size="sm"
        aria-disabled={atFirst || undefined}
        onClick={() => {
          if (!atFirst) onPageChange(page - 1);
        }}
        aria-label={`Previous page of ${label}`}
        data-testid={`${testIdPrefix}-prev`}
      >
        <ChevronLeft aria-hidden />
        Previous
      </Button>
      <p className="gc-admin-pager__status" aria-live="polite">
        <span>
          Page {page} of {pages}
        </span>
        <span className="gc-text-muted">{totalText}</span>
      </p>
      <Button
        variant="outline"
        size="sm"
        aria-disabled={atLast || undefined}
        onClick={() => {
          if (!atLast) onPageChange(page + 1);
        }}
        aria-label={`Next page of ${label}`}
        data-testid={`${testIdPrefix}-next`}
      >
        Next
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}

import type { AdminPage } from '@goalcoach/contracts';
import { formatCount } from './format-count';

/** Pages needed for `total` rows; an empty list still has its one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** True when `page` came back empty because it lies past the list's last page. */
export function isPastEnd(page: AdminPage<unknown> | undefined): boolean {
  return !!page && page.items.length === 0 && page.page > pageCount(page.total, page.pageSize);
}

/** '1 user', '1,204 users'. */
export function countOf(count: number, singular: string, plural: string): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

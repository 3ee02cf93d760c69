import type { ExportKind } from './export-kinds.js';

/** What reading pages needs of a database: TypeORM's DataSource, or a pg pool in a test. */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** A record as the export writes it: JSON values, keys as in the kind's `fields`. */
export type ExportRecord = Record<string, unknown>;

/** Rows read at a time: a large account (years of daily entries) is never held whole. */
const EXPORT_PAGE_SIZE = 500;

/**
 * The owner's records of one kind, a page at a time, in the kind's order. Each page is one short
 * query that starts after the last row of the one before (keyset paging), so a page costs the
 * same however far into the account it is, and no row can repeat or be left out.
 * PostgreSQL builds each record (`json_build_object`): dates come as `YYYY-MM-DD`, times as
 * ISO 8601 with their offset.
 */
export async function* recordPages(
  db: Queryable,
  kind: ExportKind,
  ownerId: string,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<ExportRecord[]> {
  const { first, next } = pageQueries(kind, pageSize);
  let after: string[] | null = null;
  for (;;) {
    const rows = (await db.query(
      after ? next : first,
      after ? [ownerId, ...after] : [ownerId],
    )) as { record: ExportRecord; cursor: string[] }[];
    if (rows.length > 0) yield rows.map((row) => row.record);
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = last.cursor;
  }
}

/**
 * The SQL of the first page and of each next one (the latter takes the last row's cursor). The
 * page is cut from the kind's own table first, in the order an index gives it, and only its rows
 * are joined to the tables that name them: so no plan can sort all of a person's rows for every
 * page, whatever the planner believes of a table (statistics lag behind a large import).
 * @public bench/account-export.bench.mjs imports it from the build.
 */
export function pageQueries(kind: ExportKind, pageSize: number): { first: string; next: string } {
  const record = Object.entries(kind.fields)
    .map(([key, expression]) => `'${key}', ${expression}`)
    .join(', ');
  const order = kind.order.map((key) => key.expression).join(', ');
  const cursor = kind.order.map((key) => `${key.expression}::text`).join(', ');
  const after = kind.order.map((key, i) => `$${i + 2}::${key.type}`).join(', ');
  const [, alias] = kind.table.split(' ');
  const page = (condition: string) =>
    `SELECT ${alias}.* FROM ${kind.table} ${kind.ownerJoin ?? ''} ` +
    `WHERE ${kind.ownerColumn} = $1${condition} ORDER BY ${order} LIMIT ${pageSize}`;
  const select = (condition: string) =>
    `SELECT json_build_object(${record}) AS record, ARRAY[${cursor}] AS cursor ` +
    `FROM (${page(condition)}) ${alias} ${kind.joins ?? ''} ORDER BY ${order}`;
  return { first: select(''), next: select(` AND (${order}) > (${after})`) };
}

import type { DataSource } from 'typeorm';
import { RetryLaterException } from '../../platform/errors/retry-later.js';
import type { Queryable } from './record-pages.js';

/**
 * Exports one process runs at once. Each holds a pooled connection for as long as its download
 * runs, so a few slow downloads must not take the pool from everything else.
 */
export const MAX_EXPORTS_AT_ONCE = 3;

/**
 * A client that stops reading leaves the transaction idle; PostgreSQL ends it after this long,
 * which breaks that download (visibly: it never completes) and frees the connection.
 */
const IDLE_TIMEOUT = '10min';

/**
 * The longest an export may run, however slowly its client reads: the account service ends it
 * then. A snapshot held for hours would hold back PostgreSQL's clean-up of every table.
 */
export const EXPORT_DEADLINE_MS = 30 * 60_000;

/** The account as it was at one moment, for every query of one export. */
export interface ExportSnapshot extends Queryable {
  /** Ends the transaction and gives the connection back; safe to call more than once. */
  close(): Promise<void>;
}

/** The people whose export is running in this process: one at a time each. */
const running = new Set<string>();

/**
 * Opens a read-only REPEATABLE READ transaction that the whole export of `ownerId` reads from:
 * every file of the archive then shows the same moment of the account, so an account deleted or
 * written to while the download runs still gives a whole and consistent archive, never one cut
 * short in a way that looks complete. Refuses (429) a second export of the same person while
 * one runs, and (503, retry in a minute) any when MAX_EXPORTS_AT_ONCE are running.
 */
export async function openExportSnapshot(db: DataSource, ownerId: string): Promise<ExportSnapshot> {
  if (running.has(ownerId)) {
    throw new RetryLaterException(
      429,
      'Your data is already being prepared in another download. Please wait for it to finish.',
      60,
    );
  }
  if (running.size >= MAX_EXPORTS_AT_ONCE) {
    throw new RetryLaterException(
      503,
      'Many downloads are being prepared right now. Please try again in a minute.',
      60,
    );
  }
  running.add(ownerId);
  const runner = db.createQueryRunner();
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    running.delete(ownerId);
    // A connection that failed (ended by the idle timeout, say) cannot roll back; the pool drops
    // a connection that is no longer usable when it is released.
    await runner.query('ROLLBACK').catch(() => undefined);
    await runner.release();
  };
  try {
    await runner.query('START TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    await runner.query(`SET LOCAL idle_in_transaction_session_timeout = '${IDLE_TIMEOUT}'`);
  } catch (error) {
    await close();
    throw error;
  }
  return { query: (sql, parameters) => runner.query(sql, parameters), close };
}

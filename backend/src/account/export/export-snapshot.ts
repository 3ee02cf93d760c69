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

/** The account as it was at one moment, for every query of one export. */
export interface ExportSnapshot extends Queryable {
  /** Ends the transaction and gives the connection back; safe to call more than once. */
  close(): Promise<void>;
}

let open = 0;

/**
 * Opens a read-only REPEATABLE READ transaction that the whole export reads from: every file of
 * the archive then shows the same moment of the account, so an account deleted or written to
 * while the download runs still gives a whole and consistent archive, never one cut short in a
 * way that looks complete. Refuses (503, retry in a minute) when MAX_EXPORTS_AT_ONCE are running.
 */
export async function openExportSnapshot(db: DataSource): Promise<ExportSnapshot> {
  if (open >= MAX_EXPORTS_AT_ONCE) {
    throw new RetryLaterException(
      503,
      'Many downloads are being prepared right now. Please try again in a minute.',
      60,
    );
  }
  open += 1;
  const runner = db.createQueryRunner();
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    open -= 1;
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

import { describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { RetryLaterException } from '../../platform/errors/retry-later.js';
import { MAX_EXPORTS_AT_ONCE, openExportSnapshot } from './export-snapshot.js';

/** A database that records what each connection was asked, and whether it was given back. */
function fakeDatabase() {
  const connections: { queries: string[]; released: boolean }[] = [];
  const db = {
    createQueryRunner: () => {
      const connection = { queries: [] as string[], released: false };
      connections.push(connection);
      return {
        query: (sql: string) => {
          connection.queries.push(sql);
          return Promise.resolve([]);
        },
        release: () => {
          connection.released = true;
          return Promise.resolve();
        },
      };
    },
  } as unknown as DataSource;
  return { db, connections };
}

const refusal = async (opening: Promise<unknown>) => {
  const error = await opening.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RetryLaterException);
  const { message } = error as RetryLaterException;
  return { status: (error as RetryLaterException).getStatus(), message };
};

describe('openExportSnapshot', () => {
  it('reads one read-only REPEATABLE READ transaction, rolled back and given back on close', async () => {
    const { db, connections } = fakeDatabase();
    const snapshot = await openExportSnapshot(db, 'ann');
    await snapshot.query('SELECT 1');
    await snapshot.close();
    await snapshot.close();
    expect(connections).toEqual([
      {
        queries: [
          'START TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY',
          "SET LOCAL idle_in_transaction_session_timeout = '10min'",
          'SELECT 1',
          'ROLLBACK',
        ],
        released: true,
      },
    ]);
  });

  it("runs one export of a person at a time, and at most a few of everyone's", async () => {
    const { db } = fakeDatabase();
    const ann = await openExportSnapshot(db, 'ann');
    expect(await refusal(openExportSnapshot(db, 'ann'))).toEqual({
      status: 429,
      message:
        'Your data is already being prepared in another download. Please wait for it to finish.',
    });
    const others = await Promise.all(
      Array.from({ length: MAX_EXPORTS_AT_ONCE - 1 }, (_, index) =>
        openExportSnapshot(db, `other-${index}`),
      ),
    );
    expect(await refusal(openExportSnapshot(db, 'bob'))).toEqual({
      status: 503,
      message: 'Many downloads are being prepared right now. Please try again in a minute.',
    });
    await ann.close();
    const bob = await openExportSnapshot(db, 'bob');
    await Promise.all([bob, ...others].map((snapshot) => snapshot.close()));
    await (await openExportSnapshot(db, 'ann')).close();
  });
});

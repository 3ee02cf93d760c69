import { describe, expect, it } from '@jest/globals';
import { appPerBlock } from './support/app-per-block.js';

/** The table as the trigger keeps it, quarters left empty by moves and deletes skipped. */
const KEPT_SQL = `
  SELECT bucket, calls, cost_usd::text AS cost
    FROM ai_usage_quarters
   WHERE calls <> 0 OR cost_usd <> 0
   ORDER BY bucket`;

/** The same figures counted afresh from ai_calls. */
const RECOUNTED_SQL = `
  SELECT date_bin('15 minutes', created_at, '2000-01-01 00:00:00+00') AS bucket,
         count(*)::int AS calls, sum(cost_usd)::numeric(16, 6)::text AS cost
    FROM ai_calls
   GROUP BY 1
   ORDER BY 1`;

const INSERT_CALL_SQL = `
  INSERT INTO ai_calls (purpose, model, prompt_tokens, completion_tokens, cost_usd, duration_ms,
                        outcome, created_at)
  VALUES ('plan', 'gpt-4o', 1000, 500, $1, 1200, 'ok', $2)
  RETURNING id`;

describe('ai_usage_quarters, kept by triggers on ai_calls', () => {
  const block = appPerBlock();

  const insertCall = async (cost: string, at: string): Promise<string> => {
    const { rows } = await block.db.query(INSERT_CALL_SQL, [cost, at]);
    return (rows[0] as { id: string }).id;
  };
  const kept = async () => (await block.db.query(KEPT_SQL)).rows;
  const recounted = async () => (await block.db.query(RECOUNTED_SQL)).rows;

  it('matches a fresh count over ai_calls after inserts, moves, cost changes and deletes', async () => {
    const first = await insertCall('0.007500', '2026-03-31T14:59:00Z');
    const moved = await insertCall('0.000900', '2026-03-31T14:50:00Z');
    const settled = await insertCall('0', '2026-03-31T15:01:00Z');
    const deleted = await insertCall('0.350000', '2026-03-31T15:14:59.999Z');
    await insertCall('0.015000', '2026-03-31T15:14:00Z');
    expect(await kept()).toEqual(await recounted());
    expect(await kept()).toHaveLength(2);

    // Out of the 14:45 quarter into one of its own.
    await block.db.query(`UPDATE ai_calls SET created_at = '2026-04-01T09:30:00Z' WHERE id = $1`, [
      moved,
    ]);
    await block.db.query(`UPDATE ai_calls SET cost_usd = 0.015 WHERE id = $1`, [settled]);
    await block.db.query('DELETE FROM ai_calls WHERE id = $1', [deleted]);
    // Moved and priced at once.
    await block.db.query(
      `UPDATE ai_calls SET created_at = '2026-03-30T00:00:00Z', cost_usd = 0.0001 WHERE id = $1`,
      [first],
    );

    const after = await recounted();
    expect(after).toHaveLength(3);
    expect(await kept()).toEqual(after);
  });

  it('empties when ai_calls is truncated', async () => {
    await insertCall('0.010000', '2026-04-02T10:00:00Z');
    expect(await kept()).not.toEqual([]);
    await block.db.query('TRUNCATE ai_calls');
    expect((await block.db.query('SELECT count(*)::int AS n FROM ai_usage_quarters')).rows).toEqual(
      [{ n: 0 }],
    );
  });
});

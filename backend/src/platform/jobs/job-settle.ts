import type PgBoss from 'pg-boss';
import type { DataSource, EntityManager } from 'typeorm';
import { JOB_SCHEMA } from './job-schema.js';

/** One run of a job: pg-boss's retry_count goes up each time the job is fetched again. */
export interface JobRun {
  queue: string;
  id: string;
  attempt: number;
}

export type JobOutcome = { kind: 'complete' } | { kind: 'fail'; message: string };

/** pg-boss's commands run inside a TypeORM transaction (its `db` option). */
export function pgBossDb(manager: EntityManager): PgBoss.Db {
  return {
    executeSql: async (text: string, values: unknown[]) => ({
      rows: (await manager.query(text, values)) as unknown[],
    }),
  };
}

/**
 * Completes or fails one run of a job, only if that very run is still active: a run that was
 * taken back meanwhile (by the orphan sweep, or by pg-boss's expiry) and fetched again is
 * someone else's now, and pg-boss's complete/fail, which go by id alone, would settle theirs.
 * The row lock (FOR UPDATE) keeps the check and the change one step. False when the run was
 * no longer active.
 */
export function settleJobRun(
  dataSource: DataSource,
  boss: PgBoss,
  run: JobRun,
  outcome: JobOutcome,
): Promise<boolean> {
  return dataSource.transaction(async (manager) => {
    const active = (await manager.query(
      `SELECT 1 FROM ${JOB_SCHEMA}.job
        WHERE name = $1 AND id = $2 AND state = 'active' AND retry_count = $3
        FOR UPDATE`,
      [run.queue, run.id, run.attempt],
    )) as unknown[];
    if (active.length === 0) return false;
    const db = pgBossDb(manager);
    if (outcome.kind === 'complete') await boss.complete(run.queue, run.id, {}, { db });
    else await boss.fail(run.queue, run.id, { message: outcome.message }, { db });
    return true;
  });
}

import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock.js';
import { eraseCutoff } from './deletion-window.js';

/** Goals erased per statement: a large backlog is many short transactions, not one huge one. */
const PURGE_BATCH_SIZE = 50;

/**
 * Erases the goals deleted more than 24 h + 7 days ago, with all their rows: milestones,
 * checkpoints, tasks and plan requests go by their foreign keys' ON DELETE CASCADE; the AI
 * calls stay (they are the admin's cost records) with goal_id set to NULL.
 */
@Injectable()
export class GoalPurgeService {
  private readonly logger = new Logger(GoalPurgeService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The number of goals erased. */
  async purge(now: Date = this.clock.now(), batchSize = PURGE_BATCH_SIZE): Promise<number> {
    const cutoff = eraseCutoff(now);
    let erased = 0;
    for (;;) {
      // SKIP LOCKED: two purges at once (a retried run beside a late one) split the work.
      const rows = (await this.dataSource.query(
        `WITH erased AS (
           DELETE FROM goals WHERE id IN (
             SELECT id FROM goals WHERE deleted_at < $1
              ORDER BY deleted_at LIMIT $2 FOR UPDATE SKIP LOCKED)
           RETURNING 1)
         SELECT count(*)::int AS n FROM erased`,
        [cutoff, batchSize],
      )) as { n: number }[];
      const batch = rows[0]?.n ?? 0;
      erased += batch;
      if (batch < batchSize) break;
    }
    if (erased > 0) this.logger.log({ msg: `Erased ${erased} deleted goals`, erased });
    return erased;
  }
}

import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobQueue } from '../../platform/jobs/job-queue.js';
import { GoalPurgeService } from './goal-purge.service.js';

export const GOAL_PURGE_QUEUE = 'goal-purge';
const EVERY_SECONDS = 60 * 60;

/** Runs the purge of expired deleted goals hourly, on one instance at a time. */
@Injectable()
export class GoalPurgeJob implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: JobQueue,
    private readonly purge: GoalPurgeService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.every(
      // A failed run is tried again soon; the next hour's run would catch up anyway.
      { name: GOAL_PURGE_QUEUE, retryLimit: 2, expireInSeconds: 15 * 60, workers: 1 },
      EVERY_SECONDS,
      async () => {
        await this.purge.purge();
      },
    );
  }
}

import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobQueue } from '../../../platform/jobs/job-queue.js';
import { DueRemindersService } from './due-reminders.service.js';

const DAILY_REMINDERS_QUEUE = 'daily-reminders';
const EVERY_SECONDS = 60;

/** Looks for due reminders every minute, on one instance at a time. */
@Injectable()
export class ReminderJob implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: JobQueue,
    private readonly reminders: DueRemindersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.every(
      // No retry: the next minute's run picks up whatever this one left.
      { name: DAILY_REMINDERS_QUEUE, retryLimit: 0, expireInSeconds: 5 * 60, workers: 1 },
      EVERY_SECONDS,
      async () => {
        await this.reminders.sendDueReminders();
      },
    );
  }
}

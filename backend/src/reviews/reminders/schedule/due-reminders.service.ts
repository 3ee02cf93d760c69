import { Injectable, Logger } from '@nestjs/common';
import pLimit from 'p-limit';
import { DataSource } from 'typeorm';
import type { CalendarDate } from '../../../platform/clock/calendar-date.js';
import { Clock } from '../../../platform/clock/clock.js';
import { CheckInDays } from '../../check-ins/check-in-days.js';
import { PushSender } from '../push/push-sender.js';
import { PushSubscriptionsService } from '../push/push-subscriptions.service.js';
import { REMINDER_PAYLOAD } from '../push/reminder-payload.js';
import { dueReminderDate } from './reminder-schedule.js';

/** Pushes in flight at once from one instance. */
const PUSH_CONCURRENCY = 16;

export interface ReminderRun {
  /** Users claimed by this run (each gets one reminder for the date, from no other run). */
  reminded: number;
  sent: number;
  /** Subscriptions dropped because their push service no longer knows them (404/410). */
  removed: number;
  failed: number;
}

interface EnabledReminder {
  userId: string;
  timeZone: string;
  reminderTime: string;
  lastRemindedOn: CalendarDate | null;
}

interface DueReminder {
  userId: string;
  date: CalendarDate;
}

/**
 * Sends each user's daily reminder at their local time to all their devices, skipping those who
 * already checked in that day. Safe with any number of instances running it at once: a user is
 * claimed for a date by one atomic UPDATE, so exactly one run sends that date's reminder.
 */
@Injectable()
export class DueRemindersService {
  private readonly logger = new Logger(DueRemindersService.name);
  /** The run in progress here: runs on one instance take turns (the job's, a test's). */
  private current: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly checkInDays: CheckInDays,
    private readonly subscriptions: PushSubscriptionsService,
    private readonly sender: PushSender,
  ) {}

  /** Answers once this run, and any run before it on this instance, has sent everything. */
  sendDueReminders(): Promise<ReminderRun> {
    const run = this.current.then(() => this.runOnce(this.clock.now()));
    this.current = run.catch(() => undefined);
    return run;
  }

  private async runOnce(now: Date): Promise<ReminderRun> {
    const due = (await this.enabledWithDevices())
      .map((reminder) => ({
        userId: reminder.userId,
        date: dueReminderDate(
          now,
          reminder.timeZone,
          reminder.reminderTime,
          reminder.lastRemindedOn,
        ),
      }))
      .filter((reminder): reminder is DueReminder => reminder.date !== null);
    const notCheckedIn = await this.withoutCheckIn(due);
    const claimed = await this.claim(notCheckedIn);
    const run = await this.push(claimed);
    if (run.reminded > 0) this.logger.log({ msg: 'Sent daily reminders', ...run });
    return run;
  }

  private async enabledWithDevices(): Promise<EnabledReminder[]> {
    return (await this.dataSource.query(
      `SELECT s.user_id AS "userId", u.time_zone AS "timeZone", s.reminder_time AS "reminderTime",
              s.last_reminded_on::text AS "lastRemindedOn"
         FROM notification_settings s JOIN users u ON u.id = s.user_id
        WHERE s.enabled AND EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.user_id = s.user_id)`,
    )) as EnabledReminder[];
  }

  private async withoutCheckIn(due: DueReminder[]): Promise<DueReminder[]> {
    const checkedIn = await Promise.all(
      due.map(
        async ({ userId, date }) => (await this.checkInDays.between(userId, date, date)).length > 0,
      ),
    );
    return due.filter((_, index) => !checkedIn[index]);
  }

  /** Marks each user reminded for the date unless a run already did; answers those marked here. */
  private async claim(due: DueReminder[]): Promise<string[]> {
    if (due.length === 0) return [];
    const rows = (await this.dataSource.query(
      `UPDATE notification_settings s SET last_reminded_on = d.date
         FROM unnest($1::uuid[], $2::date[]) AS d(user_id, date)
        WHERE s.user_id = d.user_id AND s.enabled
          AND (s.last_reminded_on IS NULL OR s.last_reminded_on < d.date)
       RETURNING s.user_id AS "userId"`,
      [due.map((reminder) => reminder.userId), due.map((reminder) => reminder.date)],
    )) as [{ userId: string }[], number];
    return rows[0].map((row) => row.userId);
  }

  private async push(userIds: string[]): Promise<ReminderRun> {
    const run: ReminderRun = { reminded: userIds.length, sent: 0, removed: 0, failed: 0 };
    const limit = pLimit(PUSH_CONCURRENCY);
    const devices = await this.subscriptions.ofUsers(userIds);
    await Promise.all(
      devices.map((device) =>
        limit(async () => {
          const outcome = await this.sender.send(device, REMINDER_PAYLOAD);
          if (outcome === 'sent') run.sent += 1;
          else if (outcome === 'failed') run.failed += 1;
          else {
            await this.subscriptions.removeGone(device);
            run.removed += 1;
          }
        }),
      ),
    );
    return run;
  }
}

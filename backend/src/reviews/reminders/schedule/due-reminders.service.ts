import { Injectable, Logger } from '@nestjs/common';
import pLimit from 'p-limit';
import { DataSource } from 'typeorm';
import type { CalendarDate } from '../../../platform/clock/calendar-date.js';
import { Clock } from '../../../platform/clock/clock.js';
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

/**
 * The prefilter's window around the reminder time on the wall clock, in seconds: from two
 * hours before to three after. Wider than the hour of REMINDER_WINDOW_MS since a DST change
 * moves the wall clock by up to an hour against the time elapsed (and a skipped time is sent
 * an hour later on the wall clock).
 */
const PREFILTER_BEFORE_SECONDS = 2 * 3600;
const PREFILTER_AFTER_SECONDS = 3 * 3600;

const CANDIDATE_COLUMNS = `s.user_id AS "userId", u.time_zone AS "timeZone",
  s.reminder_time AS "reminderTime", s.last_reminded_on::text AS "lastRemindedOn"`;
const HAS_DEVICE = 'EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.user_id = s.user_id)';

/** $1 now, $2 and $3 the window after and before the reminder time (seconds). */
const CANDIDATES_NEAR_THEIR_TIME = `
  SELECT ${CANDIDATE_COLUMNS}
    FROM notification_settings s
    JOIN users u ON u.id = s.user_id
    CROSS JOIN LATERAL (SELECT $1::timestamptz AT TIME ZONE u.time_zone AS wall) l
    CROSS JOIN LATERAL (
      SELECT mod(extract(epoch FROM l.wall::time - s.reminder_time::time)::integer + 86400,
                 86400) AS since_time) t
   WHERE s.enabled
     AND (s.last_reminded_on IS NULL OR s.last_reminded_on < l.wall::date)
     AND (t.since_time < $2 OR t.since_time >= 86400 - $3)
     AND ${HAS_DEVICE}`;

const ALL_CANDIDATES = `
  SELECT ${CANDIDATE_COLUMNS}
    FROM notification_settings s JOIN users u ON u.id = s.user_id
   WHERE s.enabled AND ${HAS_DEVICE}`;

interface Candidate {
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
    const due = (await this.candidates(now))
      .map((candidate) => ({ userId: candidate.userId, date: this.dueDate(candidate, now) }))
      .filter((reminder): reminder is DueReminder => reminder.date !== null);
    const claimed = await this.claim(due);
    const run = await this.push(claimed);
    if (run.reminded > 0) this.logger.log({ msg: 'Sent daily reminders', ...run });
    return run;
  }

  /** A user whose zone cannot be read gets none, and does not stop the others' reminders. */
  private dueDate(candidate: Candidate, now: Date): CalendarDate | null {
    try {
      return dueReminderDate(
        now,
        candidate.timeZone,
        candidate.reminderTime,
        candidate.lastRemindedOn,
      );
    } catch (error) {
      this.logger.warn({
        msg: 'No reminder: time zone not readable',
        userId: candidate.userId,
        error,
      });
      return null;
    }
  }

  /**
   * Users with reminders on, a device, and a reminder time near their wall clock's now: a
   * superset of those due (dueReminderDate decides, its DST rules included; PostgreSQL reads a
   * time repeated by DST otherwise). A zone PostgreSQL does not know fails the statement for
   * everyone: then every enabled user is a candidate.
   */
  private async candidates(now: Date): Promise<Candidate[]> {
    try {
      return (await this.dataSource.query(CANDIDATES_NEAR_THEIR_TIME, [
        now,
        PREFILTER_AFTER_SECONDS,
        PREFILTER_BEFORE_SECONDS,
      ])) as Candidate[];
    } catch (error) {
      this.logger.warn({ msg: 'Reminder prefilter failed: checking every enabled user', error });
      return (await this.dataSource.query(ALL_CANDIDATES)) as Candidate[];
    }
  }

  /**
   * Marks each user reminded for the date unless a run already did or they have checked in on
   * that date (the occurrence's date, not today's: a run after midnight for yesterday's late
   * reminder looks at yesterday); answers those marked here. One statement, so the check-in
   * test and the claim are one atomic step.
   */
  private async claim(due: DueReminder[]): Promise<string[]> {
    if (due.length === 0) return [];
    const rows = (await this.dataSource.query(
      `UPDATE notification_settings s SET last_reminded_on = d.date
         FROM unnest($1::uuid[], $2::date[]) AS d(user_id, date)
        WHERE s.user_id = d.user_id AND s.enabled
          AND (s.last_reminded_on IS NULL OR s.last_reminded_on < d.date)
          AND NOT EXISTS (
            SELECT 1 FROM daily_checkins c WHERE c.user_id = d.user_id AND c.date = d.date)
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
            // Gone, or on a push service no longer allowed: neither will ever take a push.
            await this.subscriptions.removeGone(device);
            run.removed += 1;
          }
        }),
      ),
    );
    return run;
  }
}

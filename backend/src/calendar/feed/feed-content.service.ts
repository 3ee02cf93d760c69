import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CALENDAR_FEED_FUTURE_DAYS,
  CALENDAR_FEED_PAST_DAYS,
  DEFAULT_REMINDER_TIME,
} from '@goalcoach/contracts';
import type { Repository } from 'typeorm';
import { GoalEntity } from '../../goals/goal.entity.js';
import { TaskEntity } from '../../goals/tasks/task.entity.js';
import { addDays, todayIn } from '../../platform/clock/calendar-date.js';
import { Clock } from '../../platform/clock/clock.js';
import { type AppConfig, InjectAppConfig } from '../../platform/config/app-config.js';
import { NotificationSettingsEntity } from '../../reviews/reminders/settings/notification-settings.entity.js';
import type { CalendarFeedEntity } from '../calendar-feed.entity.js';
import type { FeedContent, FeedTask } from './calendar-document.js';

/** A bound on one feed's size, far above what the window holds in practice. */
const MAX_TASKS = 2000;

/**
 * What a feed shows, read for its owner only: the tasks of the last week and the next 90 days
 * (by the owner's today) that are theirs (goal-less, or of a goal not deleted), with only their
 * text, day, state and goal name; and the check-in event at the owner's reminder time.
 */
@Injectable()
export class FeedContentService {
  constructor(
    @InjectRepository(TaskEntity) private readonly tasks: Repository<TaskEntity>,
    @InjectRepository(NotificationSettingsEntity)
    private readonly notifications: Repository<NotificationSettingsEntity>,
    @InjectAppConfig() private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async contentOf(feed: CalendarFeedEntity, timeZone: string): Promise<FeedContent> {
    const today = todayIn(timeZone, this.clock.now());
    const [tasks, reminderTime] = await Promise.all([
      this.tasksOf(feed.userId, today),
      this.reminderTimeOf(feed.userId),
    ]);
    return {
      uidDomain: new URL(this.config.publicUrl).hostname,
      tasks,
      checkIn: feed.includeCheckInReminder
        ? {
            uid: `daily-check-in-${pseudonymOf(feed.userId)}`,
            timeZone,
            time: reminderTime,
            firstDate: today,
            changedAt: feed.resetAt ?? feed.createdAt,
          }
        : null,
    };
  }

  /** The person's reminder time (notification settings), or the default one they would get. */
  async reminderTimeOf(userId: string): Promise<string> {
    const settings = await this.notifications.findOne({
      where: { userId },
      select: { userId: true, reminderTime: true },
    });
    return settings?.reminderTime ?? DEFAULT_REMINDER_TIME;
  }

  private async tasksOf(userId: string, today: string): Promise<FeedTask[]> {
    const rows = await this.tasks
      .createQueryBuilder('task')
      .leftJoin(GoalEntity, 'goal', 'goal.id = task.goalId')
      .select([
        'task.id AS id',
        'task.task AS task',
        // As text: the driver would make a DATE a Date at the server's midnight.
        'task.date::text AS date',
        'task.status AS status',
        'goal.goal_name AS "goalName"',
        'COALESCE(task.completed_at, task.created_at) AS "changedAt"',
      ])
      .where('task.userId = :userId', { userId })
      .andWhere('task.date BETWEEN :from AND :to', {
        from: addDays(today, -CALENDAR_FEED_PAST_DAYS),
        to: addDays(today, CALENDAR_FEED_FUTURE_DAYS),
      })
      .andWhere('(task.goalId IS NULL OR goal.deletedAt IS NULL)')
      .orderBy('task.date', 'ASC')
      .addOrderBy('task.position', 'ASC')
      .addOrderBy('task.createdAt', 'ASC')
      .limit(MAX_TASKS)
      .getRawMany<FeedTask>();
    return rows;
  }
}

/** A stable name for the person that tells nothing about them (their id stays out of the feed). */
function pseudonymOf(userId: string): string {
  return createHash('sha256').update(`calendar-feed:${userId}`).digest('hex').slice(0, 32);
}

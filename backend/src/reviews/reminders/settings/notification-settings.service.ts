import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DEFAULT_REMINDER_TIME, type NotificationSettings } from '@goalcoach/contracts';
import { Repository } from 'typeorm';
import { Clock } from '../../../platform/clock/clock.js';
import type { UserEntity } from '../../../users/user.entity.js';
import type { NotificationSettingsDto } from '../dto/notification-settings.dto.js';
import { lastOccurrence } from '../schedule/reminder-schedule.js';
import { NotificationSettingsEntity } from './notification-settings.entity.js';

/** Reminders are off until the user turns them on, at 20:00 by default. */
const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  enabled: false,
  reminderTime: DEFAULT_REMINDER_TIME,
};

@Injectable()
export class NotificationSettingsService {
  constructor(
    @InjectRepository(NotificationSettingsEntity)
    private readonly settings: Repository<NotificationSettingsEntity>,
    private readonly clock: Clock,
  ) {}

  async get(user: UserEntity): Promise<NotificationSettings> {
    const row = await this.settings.findOneBy({ userId: user.id });
    return row ? toNotificationSettings(row) : { ...DEFAULT_NOTIFICATION_SETTINGS };
  }

  /**
   * Keeps the date of the last reminder: changing the time after today's reminder went out
   * does not send a second one today. Turning reminders on, or changing the time, counts the
   * occurrence already past as handled (the next one is today's, or tomorrow's if
   * today's time has passed), so saving never makes the job send one at once.
   */
  async save(user: UserEntity, body: NotificationSettingsDto): Promise<NotificationSettings> {
    const now = this.clock.now();
    const passed = lastOccurrence(now, user.timeZone, body.reminderTime).date;
    const rows = (await this.settings.query(
      `INSERT INTO notification_settings AS s
         (user_id, enabled, reminder_time, last_reminded_on, updated_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO UPDATE
         SET enabled = EXCLUDED.enabled, reminder_time = EXCLUDED.reminder_time,
             updated_at = EXCLUDED.updated_at,
             last_reminded_on = CASE
               WHEN s.enabled AND s.reminder_time = EXCLUDED.reminder_time THEN s.last_reminded_on
               ELSE GREATEST(s.last_reminded_on, EXCLUDED.last_reminded_on)
             END
       RETURNING enabled, reminder_time AS "reminderTime"`,
      [user.id, body.enabled, body.reminderTime, passed, now],
    )) as NotificationSettings[];
    const saved = rows[0];
    if (!saved) throw new Error('Saving notification settings returned no row');
    return { enabled: saved.enabled, reminderTime: saved.reminderTime };
  }
}

function toNotificationSettings(row: NotificationSettingsEntity): NotificationSettings {
  return { enabled: row.enabled, reminderTime: row.reminderTime };
}

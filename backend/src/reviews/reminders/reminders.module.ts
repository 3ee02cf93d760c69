import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobsModule } from '../../platform/jobs/jobs.module.js';
import { PushSender } from './push/push-sender.js';
import { PushSubscriptionEntity } from './push/push-subscription.entity.js';
import { PushSubscriptionsController } from './push/push-subscriptions.controller.js';
import { PushSubscriptionsService } from './push/push-subscriptions.service.js';
import { VapidKeysService } from './push/vapid-keys.service.js';
import { DueRemindersService } from './schedule/due-reminders.service.js';
import { ReminderJob } from './schedule/reminder.job.js';
import { NotificationSettingsController } from './settings/notification-settings.controller.js';
import { NotificationSettingsEntity } from './settings/notification-settings.entity.js';
import { NotificationSettingsService } from './settings/notification-settings.service.js';

/** Daily check-in reminders: the settings, the devices' push subscriptions, and the job. */
@Module({
  imports: [
    TypeOrmModule.forFeature([NotificationSettingsEntity, PushSubscriptionEntity]),
    JobsModule,
  ],
  controllers: [NotificationSettingsController, PushSubscriptionsController],
  providers: [
    NotificationSettingsService,
    PushSubscriptionsService,
    VapidKeysService,
    PushSender,
    DueRemindersService,
    ReminderJob,
  ],
})
export class RemindersModule {}

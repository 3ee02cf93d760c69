import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { Clock } from '../../../platform/clock/clock.js';
import { type AppConfig, InjectAppConfig } from '../../../platform/config/app-config.js';
import type { UserEntity } from '../../../users/user.entity.js';
import type { PushSubscriptionDto } from '../dto/push-subscription.dto.js';
import { RemindersErrorCode, RemindersException } from '../reminders.exception.js';
import { isAllowedEndpoint } from './endpoint-policy.js';
import { PushSender } from './push-sender.js';
import { PushSubscriptionEntity } from './push-subscription.entity.js';
import { REMINDER_PAYLOAD } from './reminder-payload.js';

/** Devices kept per user: subscribing one more drops the one subscribed longest ago. */
const MAX_DEVICES = 20;

/** The devices (browsers) a user gets reminders on. */
@Injectable()
export class PushSubscriptionsService {
  constructor(
    @InjectRepository(PushSubscriptionEntity)
    private readonly subscriptions: Repository<PushSubscriptionEntity>,
    @InjectAppConfig() private readonly config: AppConfig,
    private readonly sender: PushSender,
    private readonly clock: Clock,
  ) {}

  /**
   * Adds the device, or updates it: an endpoint is one browser profile, so one that another
   * user subscribed on the same browser moves to this user (the other stops getting pushes),
   * but only with the same keys, which only that browser has; the endpoint alone may leak.
   * A user keeps their MAX_DEVICES latest devices.
   */
  async subscribe(user: UserEntity, body: PushSubscriptionDto): Promise<void> {
    if (!isAllowedEndpoint(body.endpoint, this.config)) {
      throw new RemindersException(RemindersErrorCode.EndpointNotAllowed);
    }
    const expiration = body.expirationTime == null ? null : new Date(body.expirationTime);
    await this.subscriptions.manager.transaction(async (manager) => {
      const saved = (await manager.query(
        `INSERT INTO push_subscriptions AS p
           (user_id, endpoint, p256dh, auth, expiration_time, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (endpoint) DO UPDATE
           SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
               expiration_time = EXCLUDED.expiration_time, created_at = EXCLUDED.created_at
           WHERE p.user_id = EXCLUDED.user_id
              OR (p.p256dh = EXCLUDED.p256dh AND p.auth = EXCLUDED.auth)
         RETURNING id`,
        [user.id, body.endpoint, body.keys.p256dh, body.keys.auth, expiration, this.clock.now()],
      )) as { id: string }[];
      if (saved.length === 0) {
        throw new RemindersException(RemindersErrorCode.SubscriptionKeysDiffer);
      }
      await manager.query(
        `DELETE FROM push_subscriptions WHERE id IN (
           SELECT id FROM push_subscriptions WHERE user_id = $1
            ORDER BY created_at DESC, id DESC OFFSET $2)`,
        [user.id, MAX_DEVICES],
      );
    });
  }

  async unsubscribe(user: UserEntity, endpoint: string): Promise<void> {
    const { affected } = await this.subscriptions.delete({ userId: user.id, endpoint });
    if (!affected) throw new RemindersException(RemindersErrorCode.SubscriptionNotFound);
  }

  /** Pushes a reminder to one of the user's devices now (the dialog's Test Notification). */
  async sendTest(user: UserEntity, endpoint: string): Promise<void> {
    const subscription = await this.subscriptions.findOneBy({ userId: user.id, endpoint });
    if (!subscription) throw new RemindersException(RemindersErrorCode.SubscriptionNotFound);
    const outcome = await this.sender.send(subscription, REMINDER_PAYLOAD);
    if (outcome === 'gone') {
      await this.removeGone(subscription);
      throw new RemindersException(RemindersErrorCode.SubscriptionGone);
    }
    if (outcome === 'not-allowed') {
      // As subscribing it now would: the device may subscribe again with an allowed service.
      await this.removeGone(subscription);
      throw new RemindersException(RemindersErrorCode.EndpointNotAllowed);
    }
    if (outcome === 'failed') throw new RemindersException(RemindersErrorCode.PushUnavailable);
  }

  ofUsers(userIds: string[]): Promise<PushSubscriptionEntity[]> {
    return userIds.length === 0
      ? Promise.resolve([])
      : this.subscriptions.findBy({ userId: In(userIds) });
  }

  /**
   * Forgets a device its push service no longer knows (or that is on a push service no longer
   * allowed), unless it was subscribed again since.
   */
  async removeGone(subscription: PushSubscriptionEntity): Promise<void> {
    await this.subscriptions.delete({
      id: subscription.id,
      userId: subscription.userId,
      p256dh: subscription.p256dh,
      auth: subscription.auth,
    });
  }
}

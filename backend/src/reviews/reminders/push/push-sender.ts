import { Injectable, Logger } from '@nestjs/common';
import type { ReminderPayload } from '@goalcoach/contracts';
import webpush from 'web-push';
import { type AppConfig, InjectAppConfig } from '../../../platform/config/app-config.js';
import { isAllowedEndpoint } from './endpoint-policy.js';
import type { PushSubscriptionEntity } from './push-subscription.entity.js';
import { VapidKeysService } from './vapid-keys.service.js';

/** A reminder is about today: a push service holding it longer than this drops it. */
const TTL_SECONDS = 4 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * What became of one push: taken by the push service, the subscription gone (404/410: the
 * browser unsubscribed or it expired), its endpoint not on a known push service (any more),
 * or refused or unreachable for now. Only 'failed' is worth trying again.
 */
export type PushOutcome = 'sent' | 'gone' | 'not-allowed' | 'failed';

/** Sends encrypted Web Push messages (RFC 8291, aes128gcm) signed with the VAPID keys. */
@Injectable()
export class PushSender {
  private readonly logger = new Logger(PushSender.name);

  constructor(
    @InjectAppConfig() private readonly config: AppConfig,
    private readonly vapidKeys: VapidKeysService,
  ) {}

  async send(subscription: PushSubscriptionEntity, payload: ReminderPayload): Promise<PushOutcome> {
    // Checked again here: a device subscribed before PUSH_SERVICE_HOSTS was narrowed never
    // will be sent to again.
    if (!isAllowedEndpoint(subscription.endpoint, this.config)) {
      this.logger.warn({
        msg: 'A push endpoint is not on a known push service: not sent',
        pushService: hostOf(subscription.endpoint),
      });
      return 'not-allowed';
    }
    const { publicKey, privateKey } = await this.vapidKeys.current();
    // web-push encrypts and signs; the request itself goes through fetch, which (unlike
    // web-push's https-only sender) also reaches a push service on this machine over http.
    const request = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: this.config.push.vapidSubject, publicKey, privateKey },
        TTL: TTL_SECONDS,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
    let status: number | null = null;
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: fetchHeaders(request.headers),
        body: request.body,
        // A push service never redirects; following one would let an endpoint point anywhere.
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      status = response.status;
      if (status >= 200 && status < 300) return 'sent';
      if (status === 404 || status === 410) return 'gone';
    } catch {
      // unreachable or too slow: logged below as a failure without a status
    }
    // The endpoint names the device's push service account: log its host, not the URL.
    this.logger.warn({
      msg: 'A push service did not take a notification',
      pushService: hostOf(subscription.endpoint),
      status,
    });
    return 'failed';
  }
}

/** web-push's headers as fetch takes them: text values, and the length left to fetch. */
function fetchHeaders(headers: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'unknown';
  }
}

import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import webpush from 'web-push';
import {
  type AppConfig,
  InjectAppConfig,
  type VapidKeys,
} from '../../../platform/config/app-config.js';
import { AppSettingsService } from '../../../platform/settings/app-settings.service.js';

export const VAPID_KEYS_SETTING = 'vapid_keys';

/**
 * The application server's VAPID key pair: the configured one, else a pair generated on the
 * first start and stored, so every instance (and every restart) signs with the same keys and
 * the browsers' subscriptions stay valid.
 */
@Injectable()
export class VapidKeysService implements OnApplicationBootstrap {
  private keys: Promise<VapidKeys> | null = null;

  constructor(
    @InjectAppConfig() private readonly config: AppConfig,
    private readonly settings: AppSettingsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.current();
  }

  current(): Promise<VapidKeys> {
    this.keys ??= this.load().catch((error: unknown) => {
      this.keys = null; // the database may be back next time
      throw error;
    });
    return this.keys;
  }

  private async load(): Promise<VapidKeys> {
    const configured = this.config.push.vapidKeys;
    if (configured) return configured;
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    return this.settings.getOrCreate<VapidKeys>(VAPID_KEYS_SETTING, { publicKey, privateKey });
  }
}

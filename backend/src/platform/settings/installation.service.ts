import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AppSettingsService } from './app-settings.service.js';

export interface Installation {
  id: string;
  firstStartedAt: string;
}

export const INSTALLATION_KEY = 'installation';

/** Gives this installation an id on its first start and keeps it from then on. */
@Injectable()
export class InstallationService implements OnApplicationBootstrap {
  private readonly logger = new Logger(InstallationService.name);
  private installation: Installation | null = null;

  constructor(private readonly settings: AppSettingsService) {}

  async onApplicationBootstrap(): Promise<void> {
    const installation = await this.current();
    this.logger.log({
      msg: 'installation',
      installationId: installation.id,
      firstStartedAt: installation.firstStartedAt,
    });
  }

  async current(): Promise<Installation> {
    this.installation ??= await this.settings.getOrCreate<Installation>(INSTALLATION_KEY, {
      id: randomUUID(),
      firstStartedAt: new Date().toISOString(),
    });
    return this.installation;
  }
}

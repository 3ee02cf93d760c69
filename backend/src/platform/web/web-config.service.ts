import { Injectable } from '@nestjs/common';
import { type AppConfig, InjectAppConfig } from '../config/app-config.js';
import { remotePreload } from './remote-preload.js';
import type { RemoteManifestDto, RuntimeConfigDto } from './web.dto.js';

@Injectable()
export class WebConfigService {
  constructor(@InjectAppConfig() private readonly config: AppConfig) {}

  runtimeConfig(): RuntimeConfigDto {
    return {
      feedbackUrl: this.config.feedbackUrl,
      environment: this.config.nodeEnv,
    };
  }

  async remoteManifest(): Promise<RemoteManifestDto> {
    return { remotes: { ...this.config.remoteUrls }, preload: await remotePreload(this.config) };
  }
}

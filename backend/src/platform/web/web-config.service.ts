import { Injectable } from '@nestjs/common';
import { type AppConfig, InjectAppConfig } from '../config/app-config.js';
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

  remoteManifest(): RemoteManifestDto {
    return { remotes: { ...this.config.remoteUrls } };
  }
}

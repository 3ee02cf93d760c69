import { Inject, Injectable } from '@nestjs/common';
import type { PlanSource } from '@goalcoach/contracts';
import type OpenAI from 'openai';
import { AiCallsService } from '../../platform/ai/ai-calls.service.js';
import { OPENAI_CLIENT } from '../../platform/ai/openai-client.js';
import { type AppConfig, InjectAppConfig } from '../../platform/config/app-config.js';
import { AiSettingsStore } from '../ai-settings/ai-settings.store.js';
import { OfflinePlanProvider } from './providers/offline-plan-provider.js';
import { OpenAiPlanProvider } from './providers/openai-plan-provider.js';
import type { MilestoneRefiner, PlanProvider } from './providers/plan-provider.js';

/** The language model when one is configured, else the offline planner. */
@Injectable()
export class PlanProviders {
  readonly current: PlanProvider & MilestoneRefiner;

  constructor(
    @InjectAppConfig() config: AppConfig,
    @Inject(OPENAI_CLIENT) client: OpenAI | null,
    calls: AiCallsService,
    aiSettings: AiSettingsStore,
  ) {
    // The offline planner is deterministic: it uses no prompt, model or temperature.
    this.current = client
      ? new OpenAiPlanProvider(
          client,
          config.ai,
          calls,
          async () => (await aiSettings.inForce()).settings,
        )
      : new OfflinePlanProvider();
  }

  get source(): PlanSource {
    return this.current.source;
  }
}

import { Injectable, Logger } from '@nestjs/common';
import type { AiPrompts } from '@goalcoach/contracts';
import { z } from 'zod';
import { Clock } from '../../platform/clock/clock.js';
import { type AppConfig, InjectAppConfig } from '../../platform/config/app-config.js';
import { AppSettingsService } from '../../platform/settings/app-settings.service.js';
import type { UserEntity } from '../../users/user.entity.js';
import { AI_PROMPT_KEYS, DEFAULT_PROMPTS } from '../plan/providers/plan-prompts.js';
import { templateProblems } from './prompt-problems.js';

const AI_SETTINGS_KEY = 'ai_settings';

/** What a generation asks the model with. */
export interface GenerationSettings {
  prompts: AiPrompts;
  model: string;
  temperature: number;
}

/** The settings in force, and whether an admin chose them (who and when) or they are the defaults. */
export interface SettingsInForce {
  settings: GenerationSettings;
  isDefault: boolean;
  updatedBy: string | null;
  updatedAt: string | null;
}

const person = z.object({ id: z.string(), name: z.string() });
/** The stored row; prompts, model and temperature are null after a reset to the defaults. */
const storedSchema = z.object({
  prompts: z.record(z.string(), z.unknown()).nullable(),
  model: z.string().nullable(),
  temperature: z.number().nullable(),
  updatedBy: person,
  updatedAt: z.string(),
});
type Stored = z.infer<typeof storedSchema>;

/**
 * The AI settings in the database (one row of app_settings), read afresh on each use: every
 * instance sees an admin's change from its next generation on, with nothing cached to go stale.
 * Without a saved row (or after a reset) the defaults are in force: the built-in prompts and
 * the environment's model and temperature.
 */
@Injectable()
export class AiSettingsStore {
  private readonly logger = new Logger(AiSettingsStore.name);

  constructor(
    @InjectAppConfig() private readonly config: AppConfig,
    private readonly appSettings: AppSettingsService,
    private readonly clock: Clock,
  ) {}

  get defaults(): GenerationSettings {
    return {
      prompts: { ...DEFAULT_PROMPTS },
      model: this.config.ai.model,
      temperature: this.config.ai.temperature,
    };
  }

  /** One query. */
  async inForce(): Promise<SettingsInForce> {
    const stored = this.parse(await this.appSettings.get<unknown>(AI_SETTINGS_KEY));
    if (!stored?.prompts || stored.model === null || stored.temperature === null) {
      return { settings: this.defaults, isDefault: true, updatedBy: null, updatedAt: null };
    }
    return {
      settings: {
        prompts: this.usablePrompts(stored.prompts),
        model: stored.model,
        temperature: stored.temperature,
      },
      isDefault: false,
      updatedBy: stored.updatedBy.name,
      updatedAt: stored.updatedAt,
    };
  }

  async save(admin: UserEntity, settings: GenerationSettings): Promise<void> {
    await this.appSettings.set(AI_SETTINGS_KEY, { ...settings, ...this.stamp(admin) });
  }

  /** Back to the defaults; who did it is kept in the row. */
  async reset(admin: UserEntity): Promise<void> {
    await this.appSettings.set(AI_SETTINGS_KEY, {
      prompts: null,
      model: null,
      temperature: null,
      ...this.stamp(admin),
    } satisfies Stored);
  }

  private stamp(admin: UserEntity): Pick<Stored, 'updatedBy' | 'updatedAt'> {
    return {
      updatedBy: { id: admin.id, name: admin.name },
      updatedAt: this.clock.now().toISOString(),
    };
  }

  private parse(value: unknown): Stored | null {
    if (value === null) return null;
    const parsed = storedSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    this.logger.warn({ msg: 'Stored AI settings are unreadable: using the defaults' });
    return null;
  }

  /**
   * Each saved template, unless it no longer suits this version of the generator (a placeholder
   * it needs was added since): then that template's default, so generation keeps working.
   */
  private usablePrompts(saved: Record<string, unknown>): AiPrompts {
    const prompts = { ...DEFAULT_PROMPTS };
    for (const key of AI_PROMPT_KEYS) {
      const template = saved[key];
      const problems = templateProblems(key, template);
      if (typeof template === 'string' && problems.length === 0) prompts[key] = template;
      else this.logger.warn({ msg: `Saved ${key} prompt unusable: using the default`, problems });
    }
    return prompts;
  }
}

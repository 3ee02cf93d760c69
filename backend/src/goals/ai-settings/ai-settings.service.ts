import { Injectable, Logger } from '@nestjs/common';
import type { AiPrompts, AiSettings } from '@goalcoach/contracts';
import type { UserEntity } from '../../users/user.entity.js';
import { GoalsErrorCode, GoalsException } from '../goals.exception.js';
import { PlanProviders } from '../plan/plan-providers.js';
import { AI_PROMPT_KEYS } from '../plan/providers/plan-prompts.js';
import type { UpdateAiSettingsDto } from './ai-settings.dto.js';
import { AiSettingsStore } from './ai-settings.store.js';
import { promptProblems, requiredPlaceholders } from './prompt-problems.js';

/**
 * The AI Prompts and Configuration dialog: every signed-in user reads the settings in force,
 * admins change them or go back to the defaults. The next generation uses them.
 */
@Injectable()
export class AiSettingsService {
  private readonly logger = new Logger(AiSettingsService.name);

  constructor(
    private readonly store: AiSettingsStore,
    private readonly providers: PlanProviders,
  ) {}

  async read(user: UserEntity): Promise<AiSettings> {
    const current = await this.store.inForce();
    return {
      ...current.settings,
      requiredPlaceholders: requiredPlaceholders(),
      isDefault: current.isDefault,
      // Who changed them is the admins' business; others see when.
      updatedBy: user.isAdmin ? current.updatedBy : null,
      updatedAt: current.updatedAt,
      editable: user.isAdmin,
      planSource: this.providers.source,
    };
  }

  async update(admin: UserEntity, body: UpdateAiSettingsDto): Promise<AiSettings> {
    // Validation made sure of an object, not of its keys: they are checked here.
    const problems = promptProblems(body.prompts);
    if (problems.length > 0) {
      throw new GoalsException(GoalsErrorCode.InvalidChange, problems.join('; '));
    }
    const templates = Object.fromEntries(
      AI_PROMPT_KEYS.map((key) => [key, body.prompts[key]]),
    ) as AiPrompts;
    await this.store.save(admin, {
      prompts: templates,
      model: body.model,
      temperature: body.temperature,
    });
    this.logger.log({
      msg: 'AI settings saved',
      adminId: admin.id,
      model: body.model,
      temperature: body.temperature,
    });
    return this.read(admin);
  }

  async reset(admin: UserEntity): Promise<AiSettings> {
    await this.store.reset(admin);
    this.logger.log({ msg: 'AI settings reset to the defaults', adminId: admin.id });
    return this.read(admin);
  }
}

import { ApiProperty } from '@nestjs/swagger';
import type { AiPrompts, UpdateAiSettingsRequest } from '@goalcoach/contracts';
import { IsNotEmpty, IsNumber, IsObject, IsString, Matches, Max, Min } from 'class-validator';
import { MaxChars } from '../../platform/validation/max-chars.js';
import { Trimmed } from '../../platform/validation/trimmed.js';

/** Model names are short ids: `gpt-4o`, `llama3.1:8b`, `org/model-name`. */
const AI_MODEL_MAX_LENGTH = 100;

/**
 * `PUT /api/ai-settings`. The prompts' own rules (non-empty, length, the placeholders each
 * template needs) are checked by the service, so each message can name the template and the
 * placeholder.
 */
export class UpdateAiSettingsDto implements UpdateAiSettingsRequest {
  @IsObject({
    message: 'prompts must be an object with the system, outline, tasks and refine prompts',
  })
  @ApiProperty({
    type: 'object',
    properties: {
      system: { type: 'string' },
      outline: { type: 'string' },
      tasks: { type: 'string' },
      refine: { type: 'string' },
    },
  })
  prompts!: AiPrompts;

  @Trimmed()
  @IsString({ message: 'model is required' })
  @IsNotEmpty({ message: 'model is required' })
  @MaxChars(AI_MODEL_MAX_LENGTH, `model must be at most ${AI_MODEL_MAX_LENGTH} characters`)
  @Matches(/^\S+$/, { message: 'model must be a model name without spaces' })
  @ApiProperty({ example: 'gpt-4o', maxLength: AI_MODEL_MAX_LENGTH })
  model!: string;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'temperature must be a number' })
  @Min(0, { message: 'temperature must be between 0 and 2' })
  @Max(2, { message: 'temperature must be between 0 and 2' })
  @ApiProperty({ minimum: 0, maximum: 2, example: 0.7 })
  temperature!: number;
}

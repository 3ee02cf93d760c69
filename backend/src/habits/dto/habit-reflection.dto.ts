import { type CreateHabitReflectionRequest, HABIT_TEXT_MAX_LENGTH } from '@goalcoach/contracts';
import { Text } from '../../platform/validation/text-fields.js';

export class CreateHabitReflectionDto implements CreateHabitReflectionRequest {
  @Text('Reflection', HABIT_TEXT_MAX_LENGTH, { blank: 'Please write your reflection.' })
  reflection!: string;
}

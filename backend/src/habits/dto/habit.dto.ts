import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  type CreateHabitRequest,
  HABIT_CATEGORIES,
  HABIT_FREQUENCIES,
  HABIT_MAX_COUNT,
  HABIT_NAME_MAX_LENGTH,
  HABIT_TEXT_MAX_LENGTH,
  type HabitCategory,
  type HabitFrequency,
  type UpdateHabitRequest,
} from '@goalcoach/contracts';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsString,
  IsUUID,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';
import { MaxChars } from '../../platform/validation/max-chars.js';
import { Optional } from '../../platform/validation/optional.js';
import { Text } from '../../platform/validation/text-fields.js';
import { Trimmed } from '../../platform/validation/trimmed.js';

/** One line; a blank name (after trimming) is refused with the dialog's own words. */
const HabitName = (optional = false): PropertyDecorator =>
  Text('Habit name', HABIT_NAME_MAX_LENGTH, {
    blank: 'Please enter a habit name.',
    optional,
    lines: 'single',
  });

/** Optional free text: trimmed, may be empty. */
const FreeText =
  (label: string): PropertyDecorator =>
  (target, key) => {
    Optional()(target, key);
    Trimmed()(target, key);
    IsString({ message: `${label} must be text` })(target, key);
    MaxChars(HABIT_TEXT_MAX_LENGTH, `${label} must be at most ${HABIT_TEXT_MAX_LENGTH} characters`)(
      target,
      key,
    );
    ApiPropertyOptional({ maxLength: HABIT_TEXT_MAX_LENGTH })(target, key);
  };

const OneOf =
  (label: string, values: readonly string[]): PropertyDecorator =>
  (target, key) => {
    Optional()(target, key);
    IsIn(values, { message: `${label} must be one of ${values.join(', ')}` })(target, key);
    ApiPropertyOptional({ enum: values })(target, key);
  };

/** Absent or null: no goal; otherwise one of the user's own goals (checked by the service). */
const GoalLink = (): PropertyDecorator => (target, key) => {
  ValidateIf((_object: object, value: unknown) => value != null)(target, key);
  IsUUID('all', { message: 'goalId must be a UUID' })(target, key);
  ApiPropertyOptional({ format: 'uuid', nullable: true })(target, key);
};

const TargetCount = (): PropertyDecorator => (target, key) => {
  Optional()(target, key);
  IsInt({ message: 'targetCount must be a whole number of at least 1' })(target, key);
  Min(1, { message: 'targetCount must be a whole number of at least 1' })(target, key);
  Max(HABIT_MAX_COUNT, { message: `targetCount must be at most ${HABIT_MAX_COUNT}` })(target, key);
  ApiPropertyOptional({ minimum: 1, default: 1 })(target, key);
};

/** Weekdays, 0 = Sunday ... 6 = Saturday; required non-empty for custom (by the service). */
const CustomDays = (): PropertyDecorator => (target, key) => {
  Optional()(target, key);
  IsArray({ message: 'customDays must be a list of weekdays 0-6' })(target, key);
  ArrayMaxSize(7, { message: 'customDays must list each weekday at most once' })(target, key);
  ArrayUnique({ message: 'customDays must list each weekday at most once' })(target, key);
  IsInt({ each: true, message: 'customDays must be a list of weekdays 0-6' })(target, key);
  Min(0, { each: true, message: 'customDays must be a list of weekdays 0-6' })(target, key);
  Max(6, { each: true, message: 'customDays must be a list of weekdays 0-6' })(target, key);
  ApiPropertyOptional({ type: [Number], description: '0 = Sunday ... 6 = Saturday' })(target, key);
};

const AntiHabit = (): PropertyDecorator => (target, key) => {
  Optional()(target, key);
  IsBoolean({ message: 'isAntiHabit must be true or false' })(target, key);
  ApiPropertyOptional()(target, key);
};

/** The fields a habit's creation and its change share, all of them optional. */
class HabitFieldsDto {
  @FreeText('description')
  description?: string;

  @GoalLink()
  goalId?: string | null;

  @FreeText('goalConnection')
  goalConnection?: string;

  @FreeText('cue')
  cue?: string;

  @FreeText('reward')
  reward?: string;

  @OneOf('category', HABIT_CATEGORIES)
  category?: HabitCategory;

  @FreeText('categoryIcon')
  categoryIcon?: string;

  @AntiHabit()
  isAntiHabit?: boolean;

  @OneOf('frequency', HABIT_FREQUENCIES)
  frequency?: HabitFrequency;

  @TargetCount()
  targetCount?: number;

  @CustomDays()
  customDays?: number[];
}

export class CreateHabitDto extends HabitFieldsDto implements CreateHabitRequest {
  @HabitName()
  habitName!: string;
}

export class UpdateHabitDto extends HabitFieldsDto implements UpdateHabitRequest {
  @Optional()
  @HabitName(true)
  habitName?: string;
}

import { ApiProperty } from '@nestjs/swagger';
import {
  type CreateGoalRequest,
  GOAL_ANSWER_MAX_LENGTH,
  GOAL_ANSWER_TOO_THIN,
  isThinGoalAnswer,
} from '@goalcoach/contracts';
import { IsNotEmpty, IsString, ValidateBy } from 'class-validator';
import { MaxChars } from '../../platform/validation/max-chars.js';
import { Trimmed } from '../../platform/validation/trimmed.js';

/**
 * A wizard answer: cleaned text of many lines, not blank, and saying something a plan can use
 * (an answer of "." is refused with what to write instead, rather than planned from).
 */
const Answer =
  (field: keyof CreateGoalRequest, label: string): PropertyDecorator =>
  (target, key) => {
    Trimmed()(target, key);
    IsString({ message: `${label} is required` })(target, key);
    IsNotEmpty({ message: `${label} is required` })(target, key);
    MaxChars(
      GOAL_ANSWER_MAX_LENGTH,
      `${label} must be at most ${GOAL_ANSWER_MAX_LENGTH} characters`,
    )(target, key);
    ValidateBy({
      name: 'notThinAnswer',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && !isThinGoalAnswer(field, value),
        defaultMessage: () => GOAL_ANSWER_TOO_THIN[field],
      },
    })(target, key);
    ApiProperty({ maxLength: GOAL_ANSWER_MAX_LENGTH })(target, key);
  };

export class CreateGoalDto implements CreateGoalRequest {
  @Answer('goal', 'Your goal')
  goal!: string;

  @Answer('why', 'Why it matters')
  why!: string;

  @Answer('vision', 'Your vision')
  vision!: string;

  @Answer('resources', 'Your resources')
  resources!: string;

  @Answer('obstacles', 'Your obstacles')
  obstacles!: string;

  @Answer('workingStyle', 'Your working style')
  workingStyle!: string;

  @Answer('change', 'The change it brings')
  change!: string;
}

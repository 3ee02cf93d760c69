import { ApiProperty } from '@nestjs/swagger';
import { type CreateGoalRequest, GOAL_ANSWER_MAX_LENGTH } from '@goalcoach/contracts';
import { IsNotEmpty, IsString } from 'class-validator';
import { MaxChars } from '../../platform/validation/max-chars.js';
import { Trimmed } from '../../platform/validation/trimmed.js';

const Answer =
  (label: string): PropertyDecorator =>
  (target, key) => {
    Trimmed()(target, key);
    IsString({ message: `${label} is required` })(target, key);
    IsNotEmpty({ message: `${label} is required` })(target, key);
    MaxChars(
      GOAL_ANSWER_MAX_LENGTH,
      `${label} must be at most ${GOAL_ANSWER_MAX_LENGTH} characters`,
    )(target, key);
    ApiProperty({ maxLength: GOAL_ANSWER_MAX_LENGTH })(target, key);
  };

export class CreateGoalDto implements CreateGoalRequest {
  @Answer('Your goal')
  goal!: string;

  @Answer('Why it matters')
  why!: string;

  @Answer('Your vision')
  vision!: string;

  @Answer('Your resources')
  resources!: string;

  @Answer('Your obstacles')
  obstacles!: string;

  @Answer('Your working style')
  workingStyle!: string;

  @Answer('The change it brings')
  change!: string;
}

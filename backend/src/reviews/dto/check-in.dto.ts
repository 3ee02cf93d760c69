import { ApiProperty } from '@nestjs/swagger';
import {
  CHECK_IN_TEXT_MAX_LENGTH,
  CONFIDENCE_SCALE,
  type CreateCheckInRequest,
  type UpdateCheckInRequest,
} from '@goalcoach/contracts';
import { IsBoolean } from 'class-validator';
import { ReviewText, WholeNumber } from './review-fields.js';

export class CreateCheckInDto implements CreateCheckInRequest {
  @IsBoolean({ message: 'completedDailyAction must be true or false' })
  @ApiProperty()
  completedDailyAction!: boolean;

  @ReviewText('wins', CHECK_IN_TEXT_MAX_LENGTH)
  wins?: string | null;

  @ReviewText('lessons', CHECK_IN_TEXT_MAX_LENGTH)
  lessons?: string | null;

  @WholeNumber('confidenceLevel', 1, CONFIDENCE_SCALE)
  confidenceLevel!: number;
}

/** A field left out keeps its value; null or blank clears it. */
export class UpdateCheckInDto implements UpdateCheckInRequest {
  @ReviewText('wins', CHECK_IN_TEXT_MAX_LENGTH)
  wins?: string | null;

  @ReviewText('lessons', CHECK_IN_TEXT_MAX_LENGTH)
  lessons?: string | null;
}

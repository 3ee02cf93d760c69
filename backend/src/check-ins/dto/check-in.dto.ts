import { ApiProperty } from '@nestjs/swagger';
import {
  CHECK_IN_TEXT_MAX_LENGTH,
  CHECK_INS_LIMIT_MAX,
  CONFIDENCE_SCALE,
  type CheckInsQuery,
  type CreateCheckInRequest,
  type UpdateCheckInRequest,
} from '@goalcoach/contracts';
import { IsBoolean } from 'class-validator';
import { CalendarDate } from '../../platform/validation/calendar-date.js';
import { DecimalInteger } from '../../platform/validation/decimal-integer.js';
import { NullableText } from '../../platform/validation/nullable-text.js';
import { Optional } from '../../platform/validation/optional.js';
import { WholeNumber } from '../../platform/validation/whole-number.js';

export class CreateCheckInDto implements CreateCheckInRequest {
  @Optional()
  @CalendarDate('date')
  date?: string;

  @IsBoolean({ message: 'completedDailyAction must be true or false' })
  @ApiProperty()
  completedDailyAction!: boolean;

  @NullableText('wins', CHECK_IN_TEXT_MAX_LENGTH)
  wins?: string | null;

  @NullableText('lessons', CHECK_IN_TEXT_MAX_LENGTH)
  lessons?: string | null;

  @WholeNumber('confidenceLevel', 1, CONFIDENCE_SCALE)
  confidenceLevel!: number;
}

/** A field left out keeps its value; null or blank clears it. */
export class UpdateCheckInDto implements UpdateCheckInRequest {
  @NullableText('wins', CHECK_IN_TEXT_MAX_LENGTH)
  wins?: string | null;

  @NullableText('lessons', CHECK_IN_TEXT_MAX_LENGTH)
  lessons?: string | null;
}

export class CheckInsQueryDto implements CheckInsQuery {
  @Optional()
  @DecimalInteger()
  @WholeNumber('limit', 1, CHECK_INS_LIMIT_MAX)
  limit?: number;
}

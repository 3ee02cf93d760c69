import { ApiProperty } from '@nestjs/swagger';
import type { ChangePlanKindRequest } from '@goalcoach/contracts';
import { IsString, MaxLength } from 'class-validator';
import { Trimmed } from '../../platform/validation/trimmed.js';

/** Which kind or shape to write the plan as; that the coach knows it is checked by the service. */
export class ChangePlanKindDto implements ChangePlanKindRequest {
  @Trimmed()
  @IsString({ message: 'kind must be text' })
  @MaxLength(60, { message: 'kind must be at most 60 characters' })
  @ApiProperty({ example: 'make' })
  kind!: string;
}

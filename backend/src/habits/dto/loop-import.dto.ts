import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { LoopImportQuery } from '@goalcoach/contracts';
import { IsIn } from 'class-validator';
import { Optional } from '../../platform/validation/optional.js';

export class LoopImportQueryDto implements LoopImportQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'], default: 'false' })
  @Optional()
  @IsIn(['true', 'false'], { message: 'dryRun must be true or false' })
  dryRun?: 'true' | 'false';
}

/** For the OpenAPI document: the multipart body of an import. */
export class LoopImportUploadDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: "The ZIP of Loop Habit Tracker's Export as CSV",
  })
  file!: unknown;
}

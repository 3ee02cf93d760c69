import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  REFINEMENT_FEEDBACK_MAX_LENGTH,
  REFINEMENT_REASONS,
  type RefineMilestoneRequest,
  type RefinementReason,
} from '@goalcoach/contracts';
import { IsIn, IsString } from 'class-validator';
import { MaxChars } from '../../platform/validation/max-chars.js';
import { Optional } from '../../platform/validation/optional.js';
import { Trimmed } from '../../platform/validation/trimmed.js';

const REASONS = Object.keys(REFINEMENT_REASONS);

/** Feedback, a preset reason or both; that at least one is given is checked by the service. */
export class RefineMilestoneDto implements RefineMilestoneRequest {
  @Optional()
  @Trimmed()
  @IsString({ message: 'feedback must be text' })
  @MaxChars(
    REFINEMENT_FEEDBACK_MAX_LENGTH,
    `feedback must be at most ${REFINEMENT_FEEDBACK_MAX_LENGTH} characters`,
  )
  @ApiPropertyOptional({ maxLength: REFINEMENT_FEEDBACK_MAX_LENGTH })
  feedback?: string;

  @Optional()
  @IsIn(REASONS, { message: `reason must be one of ${REASONS.join(', ')}` })
  @ApiPropertyOptional({ enum: REASONS })
  reason?: RefinementReason;
}

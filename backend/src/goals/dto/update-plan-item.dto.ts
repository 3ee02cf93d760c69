import {
  CHECKPOINT_STATUSES,
  type CheckpointStatus,
  MILESTONE_STATUSES,
  type MilestoneStatus,
  PLAN_DESCRIPTION_MAX_LENGTH,
  PLAN_TITLE_MAX_LENGTH,
  type UpdateCheckpointRequest,
  type UpdateMilestoneRequest,
} from '@goalcoach/contracts';
import { GoalsErrorCode, GoalsException } from '../goals.exception.js';
import { Optional } from '../../platform/validation/optional.js';
import { Status } from '../../platform/validation/status.js';
import { Text } from '../../platform/validation/text-fields.js';

/** The new text of a milestone or checkpoint, as its edit dialog sends it. */
abstract class PlanItemTextDto {
  @Optional()
  @Text('Title', PLAN_TITLE_MAX_LENGTH, { optional: true, lines: 'single' })
  title?: string;

  @Optional()
  @Text('Description', PLAN_DESCRIPTION_MAX_LENGTH, { optional: true })
  description?: string;
}

export class UpdateMilestoneDto extends PlanItemTextDto implements UpdateMilestoneRequest {
  @Optional()
  @Status(MILESTONE_STATUSES)
  status?: MilestoneStatus;
}

export class UpdateCheckpointDto extends PlanItemTextDto implements UpdateCheckpointRequest {
  @Optional()
  @Status(CHECKPOINT_STATUSES)
  status?: CheckpointStatus;
}

/** What a milestone or checkpoint update asks for: one of two changes, never a mix. */
export type PlanItemChange<S> =
  { kind: 'status'; status: S } | { kind: 'text'; title: string; description: string };

const EITHER_OR = 'Send either a status, or a title and a description together.';

/**
 * The change a validated body asks for. A status with a new text, or a title without its
 * description (or the reverse), is refused: the edit dialog always sends both texts.
 */
export function planItemChange<S>(body: {
  status?: S;
  title?: string;
  description?: string;
}): PlanItemChange<S> {
  const { status, title, description } = body;
  if (status !== undefined && title === undefined && description === undefined) {
    return { kind: 'status', status };
  }
  if (status === undefined && title !== undefined && description !== undefined) {
    return { kind: 'text', title, description };
  }
  throw new GoalsException(GoalsErrorCode.InvalidChange, EITHER_OR);
}

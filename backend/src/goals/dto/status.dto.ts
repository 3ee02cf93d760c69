import { ApiProperty } from '@nestjs/swagger';
import {
  CHECKPOINT_STATUSES,
  type CheckpointStatus,
  MILESTONE_STATUSES,
  type MilestoneStatus,
  TASK_STATUSES,
  type TaskStatus,
  type UpdateCheckpointRequest,
  type UpdateMilestoneRequest,
  type UpdateTaskRequest,
} from '@goalcoach/contracts';
import { IsIn } from 'class-validator';

const Status =
  (values: readonly string[]): PropertyDecorator =>
  (target, key) => {
    IsIn(values, { message: `status must be one of ${values.join(', ')}` })(target, key);
    ApiProperty({ enum: values })(target, key);
  };

export class UpdateMilestoneStatusDto implements UpdateMilestoneRequest {
  @Status(MILESTONE_STATUSES)
  status!: MilestoneStatus;
}

export class UpdateCheckpointStatusDto implements UpdateCheckpointRequest {
  @Status(CHECKPOINT_STATUSES)
  status!: CheckpointStatus;
}

export class UpdateTaskStatusDto implements UpdateTaskRequest {
  @Status(TASK_STATUSES)
  status!: TaskStatus;
}

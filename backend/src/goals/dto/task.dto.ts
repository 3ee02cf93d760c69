import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type CreateTaskRequest,
  type GenerateCheckpointTasksRequest,
  TASK_MAX_LENGTH,
  TASK_STATUSES,
  type TaskStatus,
  type UpdateTaskRequest,
} from '@goalcoach/contracts';
import { IsBoolean, IsUUID, ValidateIf } from 'class-validator';
import { CalendarDate } from '../../platform/validation/calendar-date.js';
import { Optional } from '../../platform/validation/optional.js';
import { Status } from '../../platform/validation/status.js';
import { Text } from '../../platform/validation/text-fields.js';

/** The Add Task dialog's description: one line, not blank after trimming. */
const TaskText = (optional = false): PropertyDecorator =>
  Text('Task', TASK_MAX_LENGTH, {
    blank: 'Please enter a task description.',
    optional,
    lines: 'single',
  });

/** Present and not null: a goal-less task sends null or leaves the field out. */
const GivenId = (label: string): PropertyDecorator => {
  const given = ValidateIf((_object: object, value: unknown) => value != null);
  const uuid = IsUUID('all', { message: `${label} must be a UUID` });
  return (target, key) => {
    given(target, key);
    uuid(target, key);
    ApiPropertyOptional({ format: 'uuid', nullable: true })(target, key);
  };
};

export class CreateTaskDto implements CreateTaskRequest {
  @GivenId('goalId')
  goalId?: string | null;

  @TaskText()
  task!: string;

  /** Absent: the checkpoint of the date's week; null: none (see CreateTaskRequest). */
  @GivenId('checkpointId')
  checkpointId?: string | null;

  @CalendarDate('date')
  date!: string;

  @Optional()
  @Status(TASK_STATUSES)
  status?: TaskStatus;

  @Optional()
  @IsBoolean({ message: 'markedAsWin must be true or false' })
  @ApiPropertyOptional()
  markedAsWin?: boolean;

  @Optional()
  @IsBoolean({ message: 'writtenByPerson must be true or false' })
  @ApiPropertyOptional()
  writtenByPerson?: boolean;
}

export class UpdateTaskDto implements UpdateTaskRequest {
  @Optional()
  @Status(TASK_STATUSES)
  status?: TaskStatus;

  @Optional()
  @TaskText(true)
  task?: string;

  @Optional()
  @IsBoolean({ message: 'markedAsWin must be true or false' })
  @ApiPropertyOptional()
  markedAsWin?: boolean;
}

export class GenerateCheckpointTasksDto implements GenerateCheckpointTasksRequest {
  @IsUUID('all', { message: 'checkpointId must be a UUID' })
  @ApiProperty({ format: 'uuid' })
  checkpointId!: string;

  @IsUUID('all', { message: 'goalId must be a UUID' })
  @ApiProperty({ format: 'uuid' })
  goalId!: string;
}

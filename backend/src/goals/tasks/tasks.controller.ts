import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FocusedTasks, Task, TodayTask } from '@goalcoach/contracts';
import { CurrentUser } from '../../auth/guard/current-user.decorator.js';
import type { UserEntity } from '../../users/user.entity.js';
import { CreateTaskDto, GenerateCheckpointTasksDto, UpdateTaskDto } from '../dto/task.dto.js';
import { GoalsErrorCode, GoalsException } from '../goals.exception.js';
import { ownedId } from '../../platform/validation/owned-id.pipe.js';
import { CheckpointTasksService } from './checkpoint-tasks.service.js';
import { TasksService } from './tasks.service.js';

const GoalId = (name: string) =>
  Param(
    name,
    ownedId(() => new GoalsException(GoalsErrorCode.GoalNotFound)),
  );
const TaskId = () =>
  Param(
    'id',
    ownedId(() => new GoalsException(GoalsErrorCode.TaskNotFound)),
  );

@ApiTags('goals')
@Controller()
export class TasksController {
  constructor(
    private readonly tasks: TasksService,
    private readonly checkpointTasks: CheckpointTasksService,
  ) {}

  // Declared before `tasks/:goalId`, which 'today' is not (the router also prefers it).
  @Get('tasks/today')
  today(@CurrentUser() user: UserEntity): Promise<TodayTask[]> {
    return this.tasks.today(user);
  }

  @Get('tasks/:goalId')
  list(@CurrentUser() user: UserEntity, @GoalId('goalId') goalId: string): Promise<Task[]> {
    return this.tasks.listOfGoal(user, goalId);
  }

  @Get('goals/:id/focused-tasks')
  focused(@CurrentUser() user: UserEntity, @GoalId('id') goalId: string): Promise<FocusedTasks> {
    return this.tasks.focused(user, goalId);
  }

  @Post('tasks')
  create(@CurrentUser() user: UserEntity, @Body() body: CreateTaskDto): Promise<Task> {
    return this.tasks.create(user, body);
  }

  /** Asks the plan generator, so it answers once the tasks are written (or 503). */
  @Post('tasks/generate-from-checkpoint')
  generateFromCheckpoint(
    @CurrentUser() user: UserEntity,
    @Body() body: GenerateCheckpointTasksDto,
  ): Promise<Task[]> {
    return this.checkpointTasks.fill(user, body);
  }

  @Patch('tasks/:id')
  update(
    @CurrentUser() user: UserEntity,
    @TaskId() id: string,
    @Body() body: UpdateTaskDto,
  ): Promise<Task> {
    return this.tasks.update(user, id, body);
  }

  @Delete('tasks/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentUser() user: UserEntity, @TaskId() id: string): Promise<void> {
    return this.tasks.remove(user, id);
  }
}

import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FocusedTasks, Task, TodayTask } from '@goalcoach/contracts';
import { CurrentUser } from '../../auth/guard/current-user.decorator.js';
import type { UserEntity } from '../../users/user.entity.js';
import { CreateTaskDto, GenerateCheckpointTasksDto, UpdateTaskDto } from '../dto/task.dto.js';
import { GoalIdParam, TaskIdParam } from '../goal-id-params.js';
import { CheckpointTasksService } from './checkpoint-tasks.service.js';
import { TasksService } from './tasks.service.js';

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
  list(@CurrentUser() user: UserEntity, @GoalIdParam('goalId') goalId: string): Promise<Task[]> {
    return this.tasks.listOfGoal(user, goalId);
  }

  @Get('goals/:id/focused-tasks')
  focused(@CurrentUser() user: UserEntity, @GoalIdParam() goalId: string): Promise<FocusedTasks> {
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
    @TaskIdParam() id: string,
    @Body() body: UpdateTaskDto,
  ): Promise<Task> {
    return this.tasks.update(user, id, body);
  }

  @Delete('tasks/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentUser() user: UserEntity, @TaskIdParam() id: string): Promise<void> {
    return this.tasks.remove(user, id);
  }
}

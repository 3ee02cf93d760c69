import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Task } from '@goalcoach/contracts';
import { CurrentUser } from '../../auth/guard/current-user.decorator.js';
import type { UserEntity } from '../../users/user.entity.js';
import { UpdateTaskStatusDto } from '../dto/status.dto.js';
import { GoalsErrorCode } from '../goals.exception.js';
import { ownedId } from '../owned-id.pipe.js';
import { TasksService } from './tasks.service.js';

@ApiTags('goals')
@Controller('tasks')
export class TasksController {
  constructor(private readonly tasks: TasksService) {}

  @Get(':goalId')
  list(
    @CurrentUser() user: UserEntity,
    @Param('goalId', ownedId(GoalsErrorCode.GoalNotFound)) goalId: string,
  ): Promise<Task[]> {
    return this.tasks.listOfGoal(user, goalId);
  }

  @Patch(':id')
  update(
    @CurrentUser() user: UserEntity,
    @Param('id', ownedId(GoalsErrorCode.TaskNotFound)) id: string,
    @Body() body: UpdateTaskStatusDto,
  ): Promise<Task> {
    return this.tasks.setStatus(user, id, body.status);
  }
}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CheckInsModule } from '../check-ins/check-ins.module.js';
import { AiModule } from '../platform/ai/ai.module.js';
import { JobsModule } from '../platform/jobs/jobs.module.js';
import { AiSettingsController } from './ai-settings/ai-settings.controller.js';
import { AiSettingsService } from './ai-settings/ai-settings.service.js';
import { AiSettingsStore } from './ai-settings/ai-settings.store.js';
import { CheckpointEntity } from './checkpoints/checkpoint.entity.js';
import { CheckpointsController } from './checkpoints/checkpoints.controller.js';
import { CheckpointsService } from './checkpoints/checkpoints.service.js';
import { GoalDeletionService } from './deletion/goal-deletion.service.js';
import { GoalPurgeJob } from './deletion/goal-purge.job.js';
import { GoalPurgeService } from './deletion/goal-purge.service.js';
import { GoalExportService } from './export/goal-export.service.js';
import { GoalEntity } from './goal.entity.js';
import { GoalsController } from './goals.controller.js';
import { GoalsService } from './goals.service.js';
import { MilestoneEntity } from './milestones/milestone.entity.js';
import { MilestonesController } from './milestones/milestones.controller.js';
import { MilestonesService } from './milestones/milestones.service.js';
import { PlanKindController } from './plan-kind/plan-kind.controller.js';
import { PlanKindService } from './plan-kind/plan-kind.service.js';
import { PlanAllowance } from './plan/plan-allowance.js';
import { PlanGenerationEntity } from './plan/plan-generation.entity.js';
import { PlanGenerationService } from './plan/plan-generation.service.js';
import { PlanProviders } from './plan/plan-providers.js';
import { PlanWriter } from './plan/plan-writer.js';
import { MilestoneRefinementService } from './refinement/milestone-refinement.service.js';
import { RefinementController } from './refinement/refinement.controller.js';
import { RefinementWriter } from './refinement/refinement.writer.js';
import { GoalFiguresService } from './stats/goal-figures.service.js';
import { CheckpointTasksService } from './tasks/checkpoint-tasks.service.js';
import { TaskEntity } from './tasks/task.entity.js';
import { TasksController } from './tasks/tasks.controller.js';
import { TasksService } from './tasks/tasks.service.js';

/** Goals and their 90-day plans: milestones, weekly checkpoints, tasks, and plan generation. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      GoalEntity,
      MilestoneEntity,
      CheckpointEntity,
      TaskEntity,
      PlanGenerationEntity,
    ]),
    AiModule,
    JobsModule,
    CheckInsModule,
  ],
  controllers: [
    GoalsController,
    MilestonesController,
    CheckpointsController,
    TasksController,
    RefinementController,
    PlanKindController,
    AiSettingsController,
  ],
  providers: [
    GoalsService,
    PlanKindService,
    GoalDeletionService,
    GoalPurgeService,
    GoalPurgeJob,
    GoalExportService,
    GoalFiguresService,
    MilestonesService,
    CheckpointsService,
    TasksService,
    CheckpointTasksService,
    PlanProviders,
    PlanAllowance,
    PlanGenerationService,
    PlanWriter,
    MilestoneRefinementService,
    RefinementWriter,
    AiSettingsStore,
    AiSettingsService,
  ],
  // For the monthly reviews: completed tasks, and the AI settings their coach's note is written with.
  exports: [GoalFiguresService, AiSettingsStore],
})
export class GoalsModule {}

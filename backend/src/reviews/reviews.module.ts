import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GoalsModule } from '../goals/goals.module.js';
import { AiModule } from '../platform/ai/ai.module.js';
import { CheckInsModule } from './check-ins/check-ins.module.js';
import { CoachNoteWriter } from './monthly/coach-note/coach-note-writer.js';
import { MonthlyGenerationService } from './monthly/monthly-generation.service.js';
import { MonthlyReviewEntity } from './monthly/monthly-review.entity.js';
import { MonthlyReviewsController } from './monthly/monthly-reviews.controller.js';
import { MonthlyReviewsService } from './monthly/monthly-reviews.service.js';
import { RemindersModule } from './reminders/reminders.module.js';
import { WeeklyReviewEntity } from './weekly/weekly-review.entity.js';
import { WeeklyReviewsController } from './weekly/weekly-reviews.controller.js';
import { WeeklyReviewsService } from './weekly/weekly-reviews.service.js';

/**
 * Reviews: daily check-ins (their own module, which the goal figures read too), weekly entries,
 * monthly reviews with their coach's note, and the reminders.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([WeeklyReviewEntity, MonthlyReviewEntity]),
    CheckInsModule,
    GoalsModule,
    AiModule,
    RemindersModule,
  ],
  controllers: [WeeklyReviewsController, MonthlyReviewsController],
  providers: [
    WeeklyReviewsService,
    MonthlyReviewsService,
    MonthlyGenerationService,
    CoachNoteWriter,
  ],
})
export class ReviewsModule {}

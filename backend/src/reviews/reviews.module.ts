import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CheckInsModule } from '../check-ins/check-ins.module.js';
import { GoalsModule } from '../goals/goals.module.js';
import { AiModule } from '../platform/ai/ai.module.js';
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
 * Reviews: weekly entries, monthly reviews with their coach's note (written from the month's
 * check-ins and completed tasks), and the reminders.
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

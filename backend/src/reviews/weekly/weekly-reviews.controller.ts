import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { WeeklyReview } from '@goalcoach/contracts';
import { CurrentUser } from '../../auth/guard/current-user.decorator.js';
import type { UserEntity } from '../../users/user.entity.js';
import { CreateWeeklyReviewDto } from '../dto/weekly-review.dto.js';
import { WeeklyReviewsService } from './weekly-reviews.service.js';

@ApiTags('reviews')
@Controller()
export class WeeklyReviewsController {
  constructor(private readonly reviews: WeeklyReviewsService) {}

  /** The user's manual weekly entries, newest first. */
  @Get('reviews')
  list(@CurrentUser() user: UserEntity): Promise<WeeklyReview[]> {
    return this.reviews.list(user);
  }

  /** Dated now, in the week (Sunday-Saturday) of the user's zone; always the caller's. */
  @Post('reviews')
  create(
    @CurrentUser() user: UserEntity,
    @Body() body: CreateWeeklyReviewDto,
  ): Promise<WeeklyReview> {
    return this.reviews.create(user, body);
  }
}

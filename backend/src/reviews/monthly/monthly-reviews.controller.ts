import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { MonthlyReview, ReviewYears } from '@goalcoach/contracts';
import { CurrentUser } from '../../auth/guard/current-user.decorator.js';
import type { UserEntity } from '../../users/user.entity.js';
import { CreateMonthlyReviewDto, UpdateMonthlyReviewDto } from '../dto/monthly-review.dto.js';
import { OwnedIdParam } from '../../platform/validation/owned-id.pipe.js';
import { ReviewsErrorCode, ReviewsException } from '../reviews.exception.js';
import { monthPathPart } from './month-limits.js';
import { MonthlyGenerationService } from './monthly-generation.service.js';
import { MonthlyReviewsService } from './monthly-reviews.service.js';

const MonthlyReviewId = () =>
  OwnedIdParam('id', () => new ReviewsException(ReviewsErrorCode.MonthlyReviewNotFound));

@ApiTags('reviews')
@Controller()
export class MonthlyReviewsController {
  constructor(
    private readonly reviews: MonthlyReviewsService,
    private readonly generation: MonthlyGenerationService,
  ) {}

  /** Newest year and month first. */
  @Get('reviews/monthly')
  list(@CurrentUser() user: UserEntity): Promise<MonthlyReview[]> {
    return this.reviews.list(user);
  }

  /** The Monthly tab's year choices (a static path, declared before any with parameters). */
  @Get('reviews/monthly/years')
  years(@CurrentUser() user: UserEntity): Promise<ReviewYears> {
    return this.reviews.years(user);
  }

  /** A manual entry: appended to the month's review, or creating it. */
  @Post('reviews/monthly')
  addEntry(
    @CurrentUser() user: UserEntity,
    @Body() body: CreateMonthlyReviewDto,
  ): Promise<MonthlyReview> {
    return this.reviews.addEntry(user, body);
  }

  /** Generates the month's review, or refreshes it keeping what was added by hand. */
  @Post('reviews/monthly/:year/:month')
  @HttpCode(HttpStatus.OK)
  generate(
    @CurrentUser() user: UserEntity,
    @Param('year', monthPathPart('year')) year: number,
    @Param('month', monthPathPart('month')) month: number,
  ): Promise<MonthlyReview> {
    return this.generation.generate(user, year, month);
  }

  @Patch('reviews/monthly/:id')
  update(
    @CurrentUser() user: UserEntity,
    @MonthlyReviewId() id: string,
    @Body() body: UpdateMonthlyReviewDto,
  ): Promise<MonthlyReview> {
    return this.reviews.update(user, id, body);
  }
}

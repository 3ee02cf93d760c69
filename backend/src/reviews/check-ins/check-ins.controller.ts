import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { CheckIn } from '@goalcoach/contracts';
import { CurrentUser } from '../../auth/guard/current-user.decorator.js';
import type { UserEntity } from '../../users/user.entity.js';
import { CheckInsQueryDto, CreateCheckInDto, UpdateCheckInDto } from '../dto/check-in.dto.js';
import { ownedId } from '../../platform/validation/owned-id.pipe.js';
import { ReviewsErrorCode, ReviewsException } from '../reviews.exception.js';
import { CheckInsService } from './check-ins.service.js';

const CheckInId = () =>
  Param(
    'id',
    ownedId(() => new ReviewsException(ReviewsErrorCode.CheckInNotFound)),
  );

@ApiTags('reviews')
@Controller()
export class CheckInsController {
  constructor(private readonly checkIns: CheckInsService) {}

  /** Today's check-in in the user's zone; a second one the same day updates it. */
  @Post('checkin')
  checkIn(@CurrentUser() user: UserEntity, @Body() body: CreateCheckInDto): Promise<CheckIn> {
    return this.checkIns.checkIn(user, body);
  }

  /** Newest date first; `limit` keeps the newest ones. */
  @Get('checkins')
  list(@CurrentUser() user: UserEntity, @Query() query: CheckInsQueryDto): Promise<CheckIn[]> {
    return this.checkIns.list(user, query.limit);
  }

  @Patch('checkins/:id')
  update(
    @CurrentUser() user: UserEntity,
    @CheckInId() id: string,
    @Body() body: UpdateCheckInDto,
  ): Promise<CheckIn> {
    return this.checkIns.update(user, id, body);
  }
}

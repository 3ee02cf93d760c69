import { Body, Controller, Get, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { CheckIn } from '@goalcoach/contracts';
import { CurrentUser } from '../auth/guard/current-user.decorator.js';
import { OwnedIdParam } from '../platform/validation/owned-id.pipe.js';
import type { UserEntity } from '../users/user.entity.js';
import { CheckInsErrorCode, CheckInsException } from './check-ins.exception.js';
import { CheckInsService } from './check-ins.service.js';
import { CheckInsQueryDto, CreateCheckInDto, UpdateCheckInDto } from './dto/check-in.dto.js';

/** A check-in's id in the path: not one of the user's check-ins answers 404. */
const CheckInId = () =>
  OwnedIdParam('id', () => new CheckInsException(CheckInsErrorCode.CheckInNotFound));

// Listed with the reviews in the API documentation, as on the Reviews page.
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

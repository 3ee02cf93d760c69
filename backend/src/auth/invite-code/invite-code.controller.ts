import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { UserEntity } from '../../users/user.entity.js';
import { AdminOnly } from '../guard/admin-only.decorator.js';
import { CurrentUser } from '../guard/current-user.decorator.js';
import { InviteCodeDto, InviteCodeResponseDto } from './invite-code.dto.js';
import { InviteCodeService } from './invite-code.service.js';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/invite-code')
export class InviteCodeController {
  constructor(private readonly inviteCodes: InviteCodeService) {}

  @Get()
  @ApiOkResponse({ type: InviteCodeResponseDto })
  async get(): Promise<InviteCodeResponseDto> {
    return { code: (await this.inviteCodes.current()) ?? '' };
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: InviteCodeResponseDto })
  async change(
    @Body() body: InviteCodeDto,
    @CurrentUser() admin: UserEntity,
  ): Promise<InviteCodeResponseDto> {
    return { code: await this.inviteCodes.change(body.code, admin.id) };
  }
}

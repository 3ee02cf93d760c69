import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MessageResponseDto } from '../auth/dto/auth.dto.js';
import { CurrentUser } from '../auth/guard/current-user.decorator.js';
import { clearSessionCookie } from '../auth/guard/session-cookie.js';
import { type AppConfig, InjectAppConfig } from '../platform/config/app-config.js';
import { attachmentDisposition } from '../goals/export/export-names.js';
import type { UserEntity } from '../users/user.entity.js';
import { AccountDeletionService } from './deletion/account-deletion.service.js';
import { DeleteAccountDto } from './dto/delete-account.dto.js';
import { AccountExportService } from './export/account-export.service.js';

const ACCOUNT_DELETED_ANSWER = 'Your account and everything in it have been deleted.';

@ApiTags('account')
@Controller('account')
export class AccountController {
  constructor(
    @InjectAppConfig() private readonly config: AppConfig,
    private readonly exports: AccountExportService,
    private readonly deletion: AccountDeletionService,
  ) {}

  /** Everything of the account as one ZIP (see README.txt inside). */
  @Get('export')
  @ApiProduces('application/zip')
  async export(@CurrentUser() user: UserEntity): Promise<StreamableFile> {
    const file = await this.exports.export(user);
    return new StreamableFile(file.stream, {
      type: 'application/zip',
      disposition: attachmentDisposition(file.fileName),
    });
  }

  @Delete()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MessageResponseDto })
  async delete(
    @CurrentUser() user: UserEntity,
    @Body() body: DeleteAccountDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponseDto> {
    await this.deletion.delete(user.id, body, request.ip);
    clearSessionCookie(reply, this.config);
    return { message: ACCOUNT_DELETED_ANSWER };
  }
}

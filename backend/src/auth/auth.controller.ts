import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Clock } from '../platform/clock/clock.js';
import { type AppConfig, InjectAppConfig } from '../platform/config/app-config.js';
import { Public } from '../platform/security/public.decorator.js';
import { toSessionUser } from '../users/user.mapper.js';
import type { UserEntity } from '../users/user.entity.js';
import { AdminEmailService } from './admin-email/admin-email.service.js';
import { type ClientInfo, AuthService } from './auth.service.js';
import {
  ChangePasswordDto,
  ForgotPasswordDto,
  MessageResponseDto,
  ResetPasswordDto,
  SessionUserResponseDto,
  SignInDto,
  SignUpDto,
  UpdateProfileDto,
  ValidateInviteDto,
  ValidateInviteResponseDto,
  VerifyAdminEmailDto,
} from './dto/auth.dto.js';
import { CurrentUser } from './guard/current-user.decorator.js';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './guard/session-cookie.js';
import { PasswordResetService } from './password-reset/password-reset.service.js';

const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email, we have sent a link to reset its password.';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    @InjectAppConfig() private readonly config: AppConfig,
    private readonly auth: AuthService,
    private readonly passwordReset: PasswordResetService,
    private readonly adminEmail: AdminEmailService,
    private readonly clock: Clock,
  ) {}

  @Public()
  @Post('sign-up')
  @ApiOkResponse({ type: SessionUserResponseDto })
  async signUp(
    @Body() body: SignUpDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionUserResponseDto> {
    const { token, session, user } = await this.auth.signUp(body, clientInfo(request));
    setSessionCookie(reply, this.config, token, session.expiresAt);
    return toSessionUser(user, this.clock.now());
  }

  @Public()
  @Post('validate-invite')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ValidateInviteResponseDto })
  async validateInvite(
    @Body() body: ValidateInviteDto,
    @Req() request: FastifyRequest,
  ): Promise<ValidateInviteResponseDto> {
    await this.auth.validateInvite(body.inviteCode, request.ip);
    return { valid: true };
  }

  @Public()
  @Post('sign-in')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: SessionUserResponseDto })
  async signIn(
    @Body() body: SignInDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionUserResponseDto> {
    const { token, session, user } = await this.auth.signIn(body, clientInfo(request));
    setSessionCookie(reply, this.config, token, session.expiresAt);
    return toSessionUser(user, this.clock.now());
  }

  /** Public: signing out without a (valid) session still clears the cookie. */
  @Public()
  @Post('sign-out')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MessageResponseDto })
  async signOut(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponseDto> {
    await this.auth.signOut(readSessionCookie(request));
    clearSessionCookie(reply, this.config);
    return { message: 'Signed out' };
  }

  @Public()
  @Post('forgot-password')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MessageResponseDto })
  async forgotPassword(
    @Body() body: ForgotPasswordDto,
    @Req() request: FastifyRequest,
  ): Promise<MessageResponseDto> {
    await this.passwordReset.requestReset(body.email, request.ip);
    return { message: FORGOT_PASSWORD_ANSWER };
  }

  @Public()
  @Post('reset-password')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MessageResponseDto })
  async resetPassword(
    @Body() body: ResetPasswordDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponseDto> {
    await this.passwordReset.reset(body.token, body.newPassword);
    clearSessionCookie(reply, this.config);
    return { message: 'Your password has been reset. Please sign in with your new password.' };
  }

  @Get('user')
  @ApiOkResponse({ type: SessionUserResponseDto })
  user(@CurrentUser() user: UserEntity): SessionUserResponseDto {
    return toSessionUser(user, this.clock.now());
  }

  @Patch('profile')
  @ApiOkResponse({ type: SessionUserResponseDto })
  async updateProfile(
    @CurrentUser() user: UserEntity,
    @Body() body: UpdateProfileDto,
  ): Promise<SessionUserResponseDto> {
    return toSessionUser(await this.auth.updateProfile(user.id, body), this.clock.now());
  }

  /**
   * Confirms the link mailed to the ADMIN_EMAIL address. Signed in, and a POST: mail scanners
   * open links (GET) on their own, and only the account's owner may confirm it.
   */
  @Post('verify-admin-email')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: SessionUserResponseDto })
  async verifyAdminEmail(
    @CurrentUser() user: UserEntity,
    @Body() body: VerifyAdminEmailDto,
  ): Promise<SessionUserResponseDto> {
    return toSessionUser(await this.adminEmail.confirm(user.id, body.token), this.clock.now());
  }

  @Post('change-password')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MessageResponseDto })
  async changePassword(
    @CurrentUser() user: UserEntity,
    @Body() body: ChangePasswordDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponseDto> {
    const { token, session } = await this.auth.changePassword(user.id, body, clientInfo(request));
    setSessionCookie(reply, this.config, token, session.expiresAt);
    return { message: 'Your password has been updated successfully.' };
  }
}

function clientInfo(request: FastifyRequest): ClientInfo {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    currentToken: readSessionCookie(request),
  };
}

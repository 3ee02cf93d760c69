import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { AuthGuard } from './guard/auth.guard.js';
import { InviteCodeController } from './invite-code/invite-code.controller.js';
import { InviteCodeEntity } from './invite-code/invite-code.entity.js';
import { InviteCodeService } from './invite-code/invite-code.service.js';
import { PasswordHasher } from './passwords/password-hasher.service.js';
import { PasswordResetTokenEntity } from './password-reset/password-reset-token.entity.js';
import { PasswordResetService } from './password-reset/password-reset.service.js';
import { SessionEntity } from './sessions/session.entity.js';
import { SessionsService } from './sessions/sessions.service.js';
import { SignInLimiter } from './sign-in-limit/sign-in-limiter.service.js';

/**
 * Accounts and access: sign-up with the invite code, sessions, password reset, profile, and the
 * global AuthGuard (every route needs a session unless @Public()). The invite code's admin
 * endpoints live here too, since sign-up depends on the code.
 */
@Module({
  imports: [
    UsersModule,
    TypeOrmModule.forFeature([SessionEntity, PasswordResetTokenEntity, InviteCodeEntity]),
  ],
  controllers: [AuthController, InviteCodeController],
  providers: [
    AuthService,
    SessionsService,
    PasswordHasher,
    PasswordResetService,
    SignInLimiter,
    InviteCodeService,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [SessionsService, InviteCodeService],
})
export class AuthModule {}

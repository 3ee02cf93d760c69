import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimiter } from '../platform/security/rate-limit/rate-limiter.service.js';
import { UsersModule } from '../users/users.module.js';
import { AdminEmailVerificationEntity } from './admin-email/admin-email-verification.entity.js';
import { AdminEmailService } from './admin-email/admin-email.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { BackgroundTasks } from './background/background-tasks.js';
import { AuthGuard } from './guard/auth.guard.js';
import { InviteCodeController } from './invite-code/invite-code.controller.js';
import { InviteCodeEntity } from './invite-code/invite-code.entity.js';
import { InviteCodeService } from './invite-code/invite-code.service.js';
import { PasswordHasher } from './passwords/password-hasher.service.js';
import { PasswordResetTokenEntity } from './password-reset/password-reset-token.entity.js';
import { PasswordResetService } from './password-reset/password-reset.service.js';
import { SessionEntity } from './sessions/session.entity.js';
import { SessionsService } from './sessions/sessions.service.js';

/**
 * Accounts and access: sign-up with the invite code, sessions, password reset, profile, the
 * ADMIN_EMAIL link, the limits of these endpoints, and the global AuthGuard (every route needs
 * a session unless @Public()). The invite code's admin
 * endpoints live here too, since sign-up depends on the code.
 */
@Module({
  imports: [
    UsersModule,
    TypeOrmModule.forFeature([
      SessionEntity,
      PasswordResetTokenEntity,
      InviteCodeEntity,
      AdminEmailVerificationEntity,
    ]),
  ],
  controllers: [AuthController, InviteCodeController],
  providers: [
    AuthService,
    SessionsService,
    PasswordHasher,
    PasswordResetService,
    RateLimiter,
    BackgroundTasks,
    AdminEmailService,
    InviteCodeService,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  // PasswordHasher and RateLimiter: deleting an account asks for the password, limited alike.
  exports: [SessionsService, InviteCodeService, PasswordHasher, RateLimiter],
})
export class AuthModule {}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { Clock } from '../../platform/clock/clock.js';
import { type AppConfig, InjectAppConfig } from '../../platform/config/app-config.js';
import { type Mail, Mailer } from '../../platform/mail/mailer.js';
import { RateLimiter } from '../../platform/security/rate-limit/rate-limiter.service.js';
import { UsersService } from '../../users/users.service.js';
import { AuthErrorCode, AuthException } from '../auth.exception.js';
import { BackgroundTasks } from '../background/background-tasks.js';
import { forgotPasswordKeys } from '../limits/auth-limits.js';
import { PasswordHasher } from '../passwords/password-hasher.service.js';
import { passwordWeakness } from '../passwords/password-policy.js';
import { hashToken, newOpaqueToken } from '../sessions/opaque-token.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { passwordChangedMail, resetPasswordMail } from './account-mails.js';
import { PasswordResetTokenEntity } from './password-reset-token.entity.js';

const RESET_TOKEN_LIFETIME_MS = 60 * 60_000;

@Injectable()
export class PasswordResetService {
  constructor(
    @InjectRepository(PasswordResetTokenEntity)
    private readonly tokens: Repository<PasswordResetTokenEntity>,
    @InjectAppConfig() private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly background: BackgroundTasks,
  ) {}

  /**
   * Counts the request against the limits of the address and of the client (429 beyond them,
   * known address or not), then answers. Only after the answer does it look the account up and
   * mail a link when there is one, so the answer takes as long with or without an account.
   */
  async requestReset(email: string, ip: string): Promise<void> {
    await this.limiter.consume(forgotPasswordKeys(email, ip));
    this.background.run('Reset mail', () => this.mailResetLink(email));
  }

  private async mailResetLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = newOpaqueToken();
    const now = this.clock.now();
    await this.tokens.insert({
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
      usedAt: null,
    });
    // Built from PUBLIC_URL, never from the request's Host header.
    const link = `${this.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await this.mailer.send(resetPasswordMail(user.email, user.name, link));
  }

  /** Sets the new password, uses the token up, and ends every session of the account. */
  async reset(token: string, newPassword: string): Promise<void> {
    const now = this.clock.now();
    const found = await this.tokens.findOneBy({
      tokenHash: hashToken(token),
      usedAt: IsNull(),
      expiresAt: MoreThan(now),
    });
    if (!found) throw new AuthException(AuthErrorCode.InvalidResetToken);
    const user = await this.users.findById(found.userId);
    if (!user) throw new AuthException(AuthErrorCode.InvalidResetToken);
    const weakness = passwordWeakness(newPassword, user.email);
    if (weakness) throw new AuthException(AuthErrorCode.WeakPassword, weakness);
    const passwordHash = await this.hasher.hash(newPassword);

    await this.tokens.manager.transaction(async (manager) => {
      // Single use even when two requests race: only one of them marks the token.
      const claimed = await manager
        .createQueryBuilder()
        .update(PasswordResetTokenEntity)
        .set({ usedAt: now })
        .where('id = :id AND used_at IS NULL', { id: found.id })
        .execute();
      if (claimed.affected !== 1) throw new AuthException(AuthErrorCode.InvalidResetToken);
      // Every other link mailed to this account dies with it.
      await manager
        .createQueryBuilder()
        .update(PasswordResetTokenEntity)
        .set({ usedAt: now })
        .where('user_id = :userId AND used_at IS NULL', { userId: user.id })
        .execute();
      await this.users.setPasswordHash(user.id, passwordHash, manager);
      await this.sessions.revokeAllOfUser(user.id, undefined, manager);
    });
    this.sendInBackground(passwordChangedMail(user.email, user.name, this.config.publicUrl));
  }

  notifyPasswordChanged(email: string, name: string): void {
    this.sendInBackground(passwordChangedMail(email, name, this.config.publicUrl));
  }

  private sendInBackground(mail: Mail): void {
    this.background.run(`Mail to ${mail.to}`, () => this.mailer.send(mail));
  }
}

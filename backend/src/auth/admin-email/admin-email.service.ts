import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { Clock } from '../../platform/clock/clock.js';
import { type AppConfig, InjectAppConfig } from '../../platform/config/app-config.js';
import { Mailer } from '../../platform/mail/mailer.js';
import { normalizeEmail, sameEmail } from '../../users/email-address.js';
import type { UserEntity } from '../../users/user.entity.js';
import { UsersService } from '../../users/users.service.js';
import { AuthErrorCode, AuthException } from '../auth.exception.js';
import { BackgroundTasks } from '../background/background-tasks.js';
import { hashToken, newOpaqueToken } from '../sessions/opaque-token.js';
import { verifyAdminEmailMail } from './admin-email-mail.js';
import { AdminEmailVerificationEntity } from './admin-email-verification.entity.js';

const ADMIN_LINK_LIFETIME_MS = 24 * 60 * 60_000;
/** First key of the two-key advisory lock per account: one link at a time, across instances. */
const OFFER_LOCK_CLASS = 736_204;

/**
 * ADMIN_EMAIL never grants admin by itself: the account with that address (any case) gets a
 * link mailed to the address, and becomes an admin when it confirms the link while signed in,
 * as long as its address is still the one the link was sent to. An address typed at sign-up or
 * in the profile proves nothing; a mailbox does, and a session shows the account is the
 * confirmer's own (the owner of the address can always take the account over by resetting its
 * password).
 */
@Injectable()
export class AdminEmailService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminEmailService.name);

  constructor(
    @InjectRepository(AdminEmailVerificationEntity)
    private readonly links: Repository<AdminEmailVerificationEntity>,
    @InjectAppConfig() private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly background: BackgroundTasks,
  ) {}

  /** At start: an existing ADMIN_EMAIL account that is not an admin yet gets its link. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.adminEmail) return;
    const user = await this.users.findByEmail(this.config.adminEmail);
    if (user) this.offerIfAdminAddress(user);
  }

  /**
   * After a sign-up, an e-mail change or a start: mails the link when the account has the
   * ADMIN_EMAIL address and is not an admin, unless a link sent to it is still valid.
   */
  offerIfAdminAddress(user: UserEntity): void {
    if (user.isAdmin || !this.isAdminAddress(user.email)) return;
    this.background.run('Admin e-mail verification', () => this.offer(user.id));
  }

  /** Confirms a link for the signed-in account and makes it an admin (the updated account). */
  async confirm(userId: string, token: string): Promise<UserEntity> {
    const now = this.clock.now();
    return this.links.manager.transaction(async (manager) => {
      const links = manager.getRepository(AdminEmailVerificationEntity);
      const link = await links
        .createQueryBuilder('link')
        .setLock('pessimistic_write') // single use even when two confirmations race
        .where('link.token_hash = :hash AND link.used_at IS NULL AND link.expires_at > :now', {
          hash: hashToken(token),
          now,
        })
        .getOne();
      if (!link) throw new AuthException(AuthErrorCode.InvalidAdminLink);
      if (link.userId !== userId) throw new AuthException(AuthErrorCode.AdminLinkOfOtherAccount);
      const user = await this.users.findByIdForUpdate(userId, manager);
      // The address must still be the account's and still be ADMIN_EMAIL.
      if (!user || normalizeEmail(user.email) !== link.email || !this.isAdminAddress(link.email)) {
        throw new AuthException(AuthErrorCode.InvalidAdminLink);
      }
      await this.users.grantAdmin(user.id, manager);
      await links.update({ userId: user.id, usedAt: IsNull() }, { usedAt: now });
      this.logger.log(`The ADMIN_EMAIL address was confirmed: account ${user.id} is an admin`);
      return { ...user, isAdmin: true };
    });
  }

  private isAdminAddress(email: string): boolean {
    return this.config.adminEmail !== null && sameEmail(email, this.config.adminEmail);
  }

  private async offer(userId: string): Promise<void> {
    const now = this.clock.now();
    const created = await this.links.manager.transaction(async (manager) => {
      // Instances starting together, or a start and a sign-up: only one of them mails.
      await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
        OFFER_LOCK_CLASS,
        userId,
      ]);
      const user = await this.users.findById(userId, manager);
      if (!user || user.isAdmin || !this.isAdminAddress(user.email)) return null;
      const email = normalizeEmail(user.email);
      const links = manager.getRepository(AdminEmailVerificationEntity);
      const outstanding = await links.existsBy({
        userId,
        email,
        usedAt: IsNull(),
        expiresAt: MoreThan(now),
      });
      if (outstanding) return null;
      const token = newOpaqueToken();
      await links.insert({
        userId,
        email,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + ADMIN_LINK_LIFETIME_MS),
        usedAt: null,
      });
      return { user, token };
    });
    if (!created) return;

    // Built from PUBLIC_URL, never from a request's Host header.
    const link = `${this.config.publicUrl}/verify-admin-email?token=${encodeURIComponent(created.token)}`;
    try {
      await this.mailer.send(verifyAdminEmailMail(created.user.email, created.user.name, link));
    } catch (error) {
      // A link nobody received must not hold back the next one (at the next start).
      await this.links.delete({ tokenHash: hashToken(created.token) });
      throw error;
    }
    this.logger.log('A link to confirm admin rights was mailed to the ADMIN_EMAIL address');
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { PasswordHasher } from '../../auth/passwords/password-hasher.service.js';
import { RateLimiter } from '../../platform/security/rate-limit/rate-limiter.service.js';
import { FileStorage } from '../../platform/storage/file-storage.js';
import { normalizeEmail } from '../../users/email-address.js';
import { UsersService } from '../../users/users.service.js';
import type { DeleteAccountDto } from '../dto/delete-account.dto.js';
import { deleteKeys } from '../account-limits.js';
import { AccountErrorCode, AccountException } from '../account.exception.js';

/**
 * Erases an account. Every table that keeps a row of a person points at `users` with
 * `ON DELETE CASCADE`, so deleting the user row erases their goals (and plans), habits, entries,
 * reviews, vision board, settings, sessions and push subscriptions in one statement; the AI call
 * records point at it with `ON DELETE SET NULL` and stay, without the person, for the admin's
 * cost figures. Mails kept for the address go too. Stored files are erased after the rows, as a
 * folder (also files no row names any more); storage that cannot be reached leaves them logged
 * as orphans, never a row without its file.
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger(AccountDeletionService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
    private readonly storage: FileStorage,
  ) {}

  async delete(userId: string, input: DeleteAccountDto, ip: string): Promise<void> {
    const user = await this.users.findByIdWithPassword(userId);
    // The guard found the user a moment ago: gone now means deleted meanwhile, which is done.
    if (!user) return;
    // Said before the password is asked for: no password can change it.
    if (user.isAdmin) await this.refuseLastAdmin(user.id, this.db.manager);
    const attempt = await this.limiter.consume(deleteKeys(user.id, ip));
    if (!(await this.hasher.verify(user.passwordHash, input.password))) {
      throw new AccountException(AccountErrorCode.WrongPassword);
    }
    if (normalizeEmail(input.email) !== user.emailKey) {
      throw new AccountException(AccountErrorCode.EmailMismatch);
    }
    await this.limiter.forget(attempt);

    await this.db.transaction(async (manager) => {
      if (user.isAdmin) await this.refuseLastAdmin(user.id, manager, { lock: true });
      await manager.query('DELETE FROM mail_outbox WHERE lower(btrim(to_address)) = $1', [
        user.emailKey,
      ]);
      await manager.query('DELETE FROM users WHERE id = $1', [user.id]);
    });

    try {
      await this.storage.deleteFolder(user.id);
    } catch (error) {
      this.logger.error(
        { err: error, userId: user.id },
        'could not erase the files of a deleted account',
      );
    }
  }

  /**
   * 409 when no other admin would be left. Under `lock`, the admins' rows stay locked until the
   * transaction ends, so two admins deleting themselves at once cannot both pass.
   */
  private async refuseLastAdmin(
    userId: string,
    manager: EntityManager,
    { lock = false } = {},
  ): Promise<void> {
    const admins: { id: string }[] = await manager.query(
      `SELECT id FROM users WHERE is_admin${lock ? ' FOR UPDATE' : ''}`,
    );
    if (!admins.some((admin) => admin.id !== userId)) {
      throw new AccountException(AccountErrorCode.LastAdmin);
    }
  }
}

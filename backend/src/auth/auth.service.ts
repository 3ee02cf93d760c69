import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type AppConfig, InjectAppConfig } from '../platform/config/app-config.js';
import { RateLimiter } from '../platform/security/rate-limit/rate-limiter.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { UsersErrorCode, UsersException } from '../users/users.exception.js';
import { type ProfileChange, UsersService } from '../users/users.service.js';
import { AdminEmailService } from './admin-email/admin-email.service.js';
import { AuthErrorCode, AuthException } from './auth.exception.js';
import type { ChangePasswordDto, SignInDto, SignUpDto } from './dto/auth.dto.js';
import { InviteCodeService } from './invite-code/invite-code.service.js';
import {
  changePasswordKeys,
  inviteCodeKeys,
  signUpKeys,
  signInAccountKey,
  signInKeys,
} from './limits/auth-limits.js';
import { PasswordHasher } from './passwords/password-hasher.service.js';
import { passwordWeakness } from './passwords/password-policy.js';
import { PasswordResetService } from './password-reset/password-reset.service.js';
import { type NewSession, SessionsService } from './sessions/sessions.service.js';

/** Any constant: serialises sign-ups, so "the first account is the admin" holds under races. */
const SIGN_UP_LOCK = 7_362_002;

export interface SignedIn extends NewSession {
  user: UserEntity;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  /** The session token the client already holds, if any (replaced at sign-in). */
  currentToken: string | undefined;
}

@Injectable()
export class AuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectAppConfig() private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly inviteCodes: InviteCodeService,
    private readonly limiter: RateLimiter,
    private readonly passwordReset: PasswordResetService,
    private readonly adminEmail: AdminEmailService,
  ) {}

  /**
   * Checks an invite code. Validate-invite and sign-up both come here, so guesses count against
   * one limit per client (a right code takes its count back).
   */
  async validateInvite(code: string, ip: string): Promise<void> {
    const attempt = await this.limiter.consume(inviteCodeKeys(ip));
    if (!(await this.inviteCodes.isValid(code))) {
      throw new AuthException(AuthErrorCode.InvalidInviteCode);
    }
    await this.limiter.forget(attempt);
  }

  /**
   * Checks the invite code, creates the account and its first session in one transaction.
   * Without ADMIN_EMAIL the first account is the admin; with it, nobody is until the link mailed
   * to that address is confirmed (see AdminEmailService).
   */
  async signUp(input: SignUpDto, client: ClientInfo): Promise<SignedIn> {
    const attempt = await this.limiter.consume(signUpKeys(client.ip));
    // Cheap checks first: no hashing for a request that cannot succeed.
    await this.validateInvite(input.inviteCode, client.ip);
    const weakness = passwordWeakness(input.password, input.email);
    if (weakness) throw new AuthException(AuthErrorCode.WeakPassword, weakness);
    const passwordHash = await this.hasher.hash(input.password);

    const signedIn = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [SIGN_UP_LOCK]);
      if (!(await this.inviteCodes.isValid(input.inviteCode, manager))) {
        throw new AuthException(AuthErrorCode.InvalidInviteCode);
      }
      if (await this.users.emailExists(input.email, manager)) {
        throw new UsersException(UsersErrorCode.EmailTaken);
      }
      const isAdmin = !this.config.adminEmail && !(await this.users.anyExists(manager));
      const user = await this.users.create(
        {
          name: input.name,
          email: input.email,
          passwordHash,
          isAdmin,
          timeZone: input.timeZone ?? 'UTC',
        },
        manager,
      );
      const session = await this.sessions.create(user.id, client.userAgent, manager);
      return { ...session, user };
    });
    await this.limiter.forget(attempt);
    if (client.currentToken) await this.sessions.revokeByToken(client.currentToken);
    this.adminEmail.offerIfAdminAddress(signedIn.user);
    return signedIn;
  }

  /**
   * The same answer, in about the same time, for an unknown e-mail and a wrong password.
   * Every attempt counts toward the per-account and per-address limits before the password is
   * checked (429 with Retry-After beyond them); a right password takes its count back and
   * clears the account's.
   */
  async signIn(input: SignInDto, client: ClientInfo): Promise<SignedIn> {
    const attempt = await this.limiter.consume(signInKeys(input.email, client.ip));

    const user = await this.users.findByEmailWithPassword(input.email);
    const ok = user
      ? await this.hasher.verify(user.passwordHash, input.password)
      : await this.hasher.verifyNothing(input.password);
    if (!user || !ok) throw new AuthException(AuthErrorCode.InvalidCredentials);
    await this.limiter.forget(attempt);
    await this.limiter.reset(signInAccountKey(input.email));
    // Rotation: the session the client may already hold is replaced by a new one.
    if (client.currentToken) await this.sessions.revokeByToken(client.currentToken);
    const session = await this.sessions.create(user.id, client.userAgent);
    const { passwordHash: _hash, ...withoutHash } = user;
    return { ...session, user: withoutHash as UserEntity };
  }

  async signOut(token: string | undefined): Promise<void> {
    if (token) await this.sessions.revokeByToken(token);
  }

  /** Name, e-mail and time zone. The ADMIN_EMAIL address grants nothing; it may bring a link. */
  async updateProfile(userId: string, change: ProfileChange): Promise<UserEntity> {
    const user = await this.users.updateProfile(userId, change);
    this.adminEmail.offerIfAdminAddress(user);
    return user;
  }

  /**
   * Checks the current password (a guess, limited per account and per address like sign-in),
   * stores the new one, ends every other session and rotates the current one (the caller sets
   * the new cookie).
   */
  async changePassword(
    userId: string,
    input: ChangePasswordDto,
    client: ClientInfo,
  ): Promise<NewSession> {
    const user = await this.users.findByIdWithPassword(userId);
    if (!user) throw new AuthException(AuthErrorCode.NotSignedIn);
    const attempt = await this.limiter.consume(changePasswordKeys(user.id, client.ip));
    if (!(await this.hasher.verify(user.passwordHash, input.currentPassword))) {
      throw new AuthException(AuthErrorCode.WrongCurrentPassword);
    }
    await this.limiter.forget(attempt);
    const weakness = passwordWeakness(input.newPassword, user.email);
    if (weakness) throw new AuthException(AuthErrorCode.WeakPassword, weakness);
    const passwordHash = await this.hasher.hash(input.newPassword);

    const rotated = await this.dataSource.transaction(async (manager) => {
      await this.users.setPasswordHash(user.id, passwordHash, manager);
      // The current session goes too; its successor keeps this client signed in.
      await this.sessions.revokeAllOfUser(user.id, undefined, manager);
      return this.sessions.create(user.id, client.userAgent, manager);
    });
    this.passwordReset.notifyPasswordChanged(user.email, user.name);
    return rotated;
  }
}

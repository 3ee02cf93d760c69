import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type AppConfig, InjectAppConfig } from '../platform/config/app-config.js';
import type { UserEntity } from '../users/user.entity.js';
import { UsersErrorCode, UsersException } from '../users/users.exception.js';
import { UsersService } from '../users/users.service.js';
import { AuthErrorCode, AuthException } from './auth.exception.js';
import type { ChangePasswordDto, SignInDto, SignUpDto } from './dto/auth.dto.js';
import { InviteCodeService } from './invite-code/invite-code.service.js';
import { PasswordHasher } from './passwords/password-hasher.service.js';
import { passwordWeakness } from './passwords/password-policy.js';
import { PasswordResetService } from './password-reset/password-reset.service.js';
import { type NewSession, SessionsService } from './sessions/sessions.service.js';
import { SignInLimiter } from './sign-in-limit/sign-in-limiter.service.js';

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
export class AuthService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectAppConfig() private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly inviteCodes: InviteCodeService,
    private readonly limiter: SignInLimiter,
    private readonly passwordReset: PasswordResetService,
  ) {}

  /** ADMIN_EMAIL names the admin: an account that exists already becomes one at start. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.config.adminEmail) await this.users.promoteByEmail(this.config.adminEmail);
  }

  async validateInvite(code: string): Promise<void> {
    if (!(await this.inviteCodes.isValid(code))) {
      throw new AuthException(AuthErrorCode.InvalidInviteCode);
    }
  }

  /**
   * Checks the invite code, creates the account and its first session in one transaction.
   * The admin is the ADMIN_EMAIL account, or the first account when ADMIN_EMAIL is unset.
   */
  async signUp(input: SignUpDto, client: ClientInfo): Promise<SignedIn> {
    // Cheap checks first: no hashing for a request that cannot succeed.
    await this.validateInvite(input.inviteCode);
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
      const isAdmin = this.config.adminEmail
        ? this.config.adminEmail.toLowerCase() === input.email.trim().toLowerCase()
        : !(await this.users.anyExists(manager));
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
    if (client.currentToken) await this.sessions.revokeByToken(client.currentToken);
    return signedIn;
  }

  /**
   * The same answer, in about the same time, for an unknown e-mail and a wrong password.
   * Failures count toward the per-account and per-address limits (429 with Retry-After).
   */
  async signIn(input: SignInDto, client: ClientInfo): Promise<SignedIn> {
    const retryAfter = await this.limiter.retryAfter(input.email, client.ip);
    if (retryAfter > 0) throw new TooManySignInAttempts(retryAfter);

    const user = await this.users.findByEmailWithPassword(input.email);
    const ok = user
      ? await this.hasher.verify(user.passwordHash, input.password)
      : await this.hasher.verifyNothing(input.password);
    if (!user || !ok) {
      await this.limiter.recordFailure(input.email, client.ip);
      throw new AuthException(AuthErrorCode.InvalidCredentials);
    }
    await this.limiter.clearAccount(input.email);
    // Rotation: the session the client may already hold is replaced by a new one.
    if (client.currentToken) await this.sessions.revokeByToken(client.currentToken);
    const session = await this.sessions.create(user.id, client.userAgent);
    const { passwordHash: _hash, ...withoutHash } = user;
    return { ...session, user: withoutHash as UserEntity };
  }

  async signOut(token: string | undefined): Promise<void> {
    if (token) await this.sessions.revokeByToken(token);
  }

  /**
   * Checks the current password, stores the new one, ends every other session and rotates the
   * current one (the caller sets the new cookie).
   */
  async changePassword(
    userId: string,
    input: ChangePasswordDto,
    userAgent: string | undefined,
  ): Promise<NewSession> {
    const user = await this.users.findByIdWithPassword(userId);
    if (!user) throw new AuthException(AuthErrorCode.NotSignedIn);
    if (!(await this.hasher.verify(user.passwordHash, input.currentPassword))) {
      throw new AuthException(AuthErrorCode.WrongCurrentPassword);
    }
    const weakness = passwordWeakness(input.newPassword, user.email);
    if (weakness) throw new AuthException(AuthErrorCode.WeakPassword, weakness);
    const passwordHash = await this.hasher.hash(input.newPassword);

    const rotated = await this.dataSource.transaction(async (manager) => {
      await this.users.setPasswordHash(user.id, passwordHash, manager);
      // The current session goes too; its successor keeps this client signed in.
      await this.sessions.revokeAllOfUser(user.id, undefined, manager);
      return this.sessions.create(user.id, userAgent, manager);
    });
    this.passwordReset.notifyPasswordChanged(user.email, user.name);
    return rotated;
  }
}

export class TooManySignInAttempts extends AuthException {
  constructor(readonly retryAfterSeconds: number) {
    super(AuthErrorCode.TooManySignInAttempts);
  }
}

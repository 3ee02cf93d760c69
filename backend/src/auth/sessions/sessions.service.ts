import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Not, Repository } from 'typeorm';
import { Clock } from '../../platform/clock/clock.js';
import { UserEntity } from '../../users/user.entity.js';
import { hashToken, newOpaqueToken } from './opaque-token.js';
import { SessionEntity } from './session.entity.js';
import { isSessionExpired, sessionExpiresAt, shouldTouchSession } from './session-lifetime.js';

const USER_AGENT_MAX_LENGTH = 512;

export interface NewSession {
  /** The secret for the cookie; only its hash is stored. */
  token: string;
  session: SessionEntity;
}

export interface ActiveSession {
  session: SessionEntity;
  user: UserEntity;
}

/** Server-side sessions behind the `gc_session` cookie. */
@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    private readonly clock: Clock,
  ) {}

  async create(
    userId: string,
    userAgent: string | undefined,
    manager: EntityManager = this.sessions.manager,
  ): Promise<NewSession> {
    const repository = manager.getRepository(SessionEntity);
    const now = this.clock.now();
    const token = newOpaqueToken();
    // A good moment to forget this user's dead sessions.
    await repository
      .createQueryBuilder()
      .delete()
      .where('user_id = :userId AND expires_at <= :now', { userId, now })
      .execute();
    const session = await repository.save(
      repository.create({
        userId,
        tokenHash: hashToken(token),
        createdAt: now,
        lastUsedAt: now,
        expiresAt: sessionExpiresAt(now),
        userAgent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
      }),
    );
    return { token, session };
  }

  /** The live session and its user for a cookie's token, or null (unknown, idle, expired). */
  async resolve(token: string): Promise<ActiveSession | null> {
    // One query: findOne with a relation adds a DISTINCT sub-query for its LIMIT, and this runs
    // on every signed-in request (token_hash is unique, so no limit is needed).
    const session = await this.sessions
      .createQueryBuilder('session')
      .innerJoinAndSelect('session.user', 'user')
      .where('session.token_hash = :tokenHash', { tokenHash: hashToken(token) })
      .getOne();
    if (!session?.user) return null;
    const now = this.clock.now();
    if (isSessionExpired(session, now)) {
      await this.sessions.delete({ id: session.id });
      return null;
    }
    if (shouldTouchSession(session, now)) {
      session.lastUsedAt = now;
      await this.sessions.update({ id: session.id }, { lastUsedAt: now });
      await this.sessions.manager
        .getRepository(UserEntity)
        .update({ id: session.userId }, { lastSeenAt: now });
    }
    const { user, ...rest } = session;
    return { session: rest as SessionEntity, user };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.delete({ id: sessionId });
  }

  async revokeByToken(token: string): Promise<void> {
    await this.sessions.delete({ tokenHash: hashToken(token) });
  }

  /** Ends every session of the user, except `keepSessionId` when given. */
  async revokeAllOfUser(
    userId: string,
    keepSessionId?: string,
    manager: EntityManager = this.sessions.manager,
  ): Promise<void> {
    await manager
      .getRepository(SessionEntity)
      .delete(keepSessionId ? { userId, id: Not(keepSessionId) } : { userId });
  }
}

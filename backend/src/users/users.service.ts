import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { isUniqueViolation } from '../platform/database/unique-violation.js';
import { Clock } from '../platform/clock/clock.js';
import { TimeZones } from '../platform/clock/time-zones.js';
import { normalizeEmail } from './email-address.js';
import { UserEntity } from './user.entity.js';
import { UsersErrorCode, UsersException } from './users.exception.js';

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  isAdmin: boolean;
  timeZone: string;
}

export interface ProfileChange {
  name: string;
  email: string;
  /** Unchanged when absent. */
  timeZone?: string;
}

/** The users table. E-mail look-ups ignore case. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly clock: Clock,
    private readonly timeZones: TimeZones,
  ) {}

  findById(id: string, manager: EntityManager = this.users.manager): Promise<UserEntity | null> {
    return manager.getRepository(UserEntity).findOneBy({ id });
  }

  /** The user with the password hash loaded, for a password check. */
  findByEmailWithPassword(email: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.emailKey = :key', { key: normalizeEmail(email) })
      .getOne();
  }

  findByIdWithPassword(id: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :id', { id })
      .getOne();
  }

  async emailExists(email: string, manager: EntityManager = this.users.manager): Promise<boolean> {
    return manager.getRepository(UserEntity).existsBy({ emailKey: normalizeEmail(email) });
  }

  async anyExists(manager: EntityManager): Promise<boolean> {
    return manager.getRepository(UserEntity).exists();
  }

  async create(user: NewUser, manager: EntityManager = this.users.manager): Promise<UserEntity> {
    const timeZone = await this.knownZone(user.timeZone);
    const repository = manager.getRepository(UserEntity);
    const entity = repository.create({
      ...user,
      timeZone,
      name: user.name.trim(),
      email: user.email.trim(),
      emailKey: normalizeEmail(user.email),
      createdAt: this.clock.now(),
      lastSeenAt: this.clock.now(),
    });
    try {
      return await repository.save(entity);
    } catch (error) {
      throw translateUniqueViolation(error);
    }
  }

  async updateProfile(id: string, change: ProfileChange): Promise<UserEntity> {
    const timeZone =
      change.timeZone === undefined ? undefined : await this.knownZone(change.timeZone);
    const user = await this.findById(id);
    if (!user) throw new UsersException(UsersErrorCode.NotFound);
    const emailKey = normalizeEmail(change.email);
    if (emailKey !== user.emailKey && (await this.emailExists(change.email))) {
      throw new UsersException(UsersErrorCode.EmailTaken);
    }
    user.name = change.name.trim();
    user.email = change.email.trim();
    user.emailKey = emailKey;
    if (timeZone !== undefined) user.timeZone = timeZone;
    try {
      return await this.users.save(user);
    } catch (error) {
      throw translateUniqueViolation(error);
    }
  }

  /** The zone as PostgreSQL spells it; 400 unless both this process and PostgreSQL know it. */
  private async knownZone(zone: string): Promise<string> {
    const spelled = await this.timeZones.spelling(zone);
    if (spelled === undefined) throw new UsersException(UsersErrorCode.UnknownTimeZone);
    return spelled;
  }

  async setPasswordHash(
    id: string,
    passwordHash: string,
    manager: EntityManager = this.users.manager,
  ): Promise<void> {
    await manager.getRepository(UserEntity).update({ id }, { passwordHash });
  }

  async touchLastSeen(id: string, at: Date): Promise<void> {
    await this.users.update({ id }, { lastSeenAt: at });
  }

  /** The account with this e-mail (compared by normalizeEmail), or null. */
  findByEmail(
    email: string,
    manager: EntityManager = this.users.manager,
  ): Promise<UserEntity | null> {
    return manager.getRepository(UserEntity).findOneBy({ emailKey: normalizeEmail(email) });
  }

  /** The account, locked until the transaction ends (its e-mail cannot change meanwhile). */
  findByIdForUpdate(id: string, manager: EntityManager): Promise<UserEntity | null> {
    return manager
      .getRepository(UserEntity)
      .createQueryBuilder('user')
      .where('user.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
  }

  /** Only through a verified ADMIN_EMAIL link (or the first account when ADMIN_EMAIL is unset). */
  async grantAdmin(id: string, manager: EntityManager): Promise<void> {
    await manager.getRepository(UserEntity).update({ id }, { isAdmin: true });
  }
}

function translateUniqueViolation(error: unknown): unknown {
  return isUniqueViolation(error) ? new UsersException(UsersErrorCode.EmailTaken) : error;
}

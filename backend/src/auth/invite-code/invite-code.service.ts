import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { type AppConfig, InjectAppConfig } from '../../platform/config/app-config.js';
import { Clock } from '../../platform/clock/clock.js';
import { InviteCodeEntity } from './invite-code.entity.js';
import { generateInviteCode, normalizeInviteCode } from './invite-code.js';

/** Any constant: serialises the first-start insert across instances that start together. */
const FIRST_CODE_LOCK = 7_362_001;

@Injectable()
export class InviteCodeService implements OnApplicationBootstrap {
  private readonly logger = new Logger(InviteCodeService.name);

  constructor(
    @InjectRepository(InviteCodeEntity) private readonly codes: Repository<InviteCodeEntity>,
    @InjectAppConfig() private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** On the very first start: INVITE_CODE, or a generated code. Printed by main.ts. */
  async onApplicationBootstrap(): Promise<void> {
    await this.codes.manager.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [FIRST_CODE_LOCK]);
      if (await this.current(manager)) return;
      const code = this.config.initialInviteCode ?? generateInviteCode();
      await manager
        .getRepository(InviteCodeEntity)
        .insert({ code, changedBy: null, changedAt: this.clock.now() });
      this.logger.log('First start: invite code created');
    });
  }

  async current(manager: EntityManager = this.codes.manager): Promise<string | null> {
    const [row] = await manager
      .getRepository(InviteCodeEntity)
      .find({ order: { id: 'DESC' }, take: 1 });
    return row?.code ?? null;
  }

  async isValid(code: string, manager?: EntityManager): Promise<boolean> {
    const current = await this.current(manager);
    return current !== null && normalizeInviteCode(code) === current;
  }

  /** Sets a new code (already validated non-empty) and keeps the old one in the history. */
  async change(code: string, adminId: string): Promise<string> {
    const normalized = normalizeInviteCode(code);
    await this.codes.insert({ code: normalized, changedBy: adminId, changedAt: this.clock.now() });
    return normalized;
  }
}

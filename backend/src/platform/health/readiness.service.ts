import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import {
  type HealthCheckResult,
  HealthCheckService,
  type HealthIndicatorResult,
} from '@nestjs/terminus';
import type { HealthResponse } from '@goalcoach/contracts';
import { DatabasePingIndicator } from './database-ping.indicator.js';
import { ShutdownState } from './shutdown-state.js';

type Statuses = NonNullable<HealthResponse['error']>;

/** Ready = not shutting down and the database answers `SELECT 1`. */
@Injectable()
export class ReadinessService {
  private readonly logger = new Logger(ReadinessService.name);

  constructor(
    private readonly health: HealthCheckService,
    private readonly database: DatabasePingIndicator,
    private readonly shutdown: ShutdownState,
  ) {}

  async check(): Promise<HealthResponse> {
    if (this.shutdown.isShuttingDown) {
      return { status: 'error', error: { app: { status: 'down', message: 'shutting down' } } };
    }
    try {
      const result = await this.health.check([() => this.database.ping('database')]);
      return { status: 'ok', info: statuses(result.info) };
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const result = error.getResponse() as HealthCheckResult;
      // The reasons (hosts, users, driver messages) go to the log, never to this public answer.
      this.logger.warn({ msg: 'not ready', error: result.error });
      return { status: 'error', info: statuses(result.info), error: statuses(result.error) };
    }
  }
}

function statuses(results: Partial<HealthIndicatorResult> | undefined): Statuses {
  const entries = Object.entries(results ?? {}).flatMap(([key, result]) =>
    result ? [[key, { status: result.status }]] : [],
  );
  return Object.fromEntries(entries) as Statuses;
}

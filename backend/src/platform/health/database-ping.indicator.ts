import { Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

const DATABASE_PING_TIMEOUT_MS = 1500;

type Queryable = { query: (sql: string) => Promise<unknown> };

/**
 * `SELECT 1` straight on the driver's connection pool. TypeORM's own ping (what Terminus'
 * TypeOrmHealthIndicator uses) sets up a query runner per call, which cost readiness about
 * five times its throughput under load; the pool is the thing whose health matters anyway.
 */
@Injectable()
export class DatabasePingIndicator {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly indicators: HealthIndicatorService,
  ) {}

  async ping(key: string) {
    const indicator = this.indicators.check(key);
    const pool = (this.dataSource.driver as unknown as { master?: Queryable }).master;
    if (!this.dataSource.isInitialized || !pool) return indicator.down();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('database ping timed out')),
        DATABASE_PING_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([pool.query('SELECT 1'), timeout]);
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: error instanceof Error ? error.message : String(error) });
    } finally {
      clearTimeout(timer);
    }
  }
}

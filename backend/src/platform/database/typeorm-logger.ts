import { Logger } from '@nestjs/common';
import type { Logger as TypeOrmLoggerContract } from 'typeorm';

/**
 * TypeORM's messages through the application's logger. Queries only at debug level, and never
 * their parameters (they hold users' data).
 */
export class TypeOrmLogger implements TypeOrmLoggerContract {
  private readonly logger = new Logger('TypeORM');

  logQuery(query: string): void {
    this.logger.debug(query);
  }

  logQueryError(error: string | Error, query: string): void {
    const reason = error instanceof Error ? error.message : error;
    this.logger.error(`Query failed: ${reason} -- ${query}`);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`Slow query (${time} ms): ${query}`);
  }

  /** Also TypeORM's migration progress ("Migration X has been executed successfully"). */
  logSchemaBuild(message: string): void {
    this.logger.log(message);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
    else this.logger.log(String(message));
  }
}

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

  /**
   * A constraint that refuses a write (SQLSTATE class 23: unique, foreign key, check) is an
   * answer the caller expects and turns into a 409 or 404, not a failure of the application:
   * it is only a debug line. Anything else that the caller does not handle is logged again as
   * the request's failure.
   */
  logQueryError(error: string | Error, query: string): void {
    const reason = error instanceof Error ? error.message : error;
    const line = `Query failed: ${reason} -- ${query}`;
    if (isConstraintViolation(error)) this.logger.debug(line);
    else this.logger.error(line);
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

function isConstraintViolation(error: string | Error): boolean {
  const code = typeof error === 'string' ? undefined : (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('23');
}

import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

type Level = 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal';

/** Sends Nest's own log calls (bootstrap, lifecycle, `new Logger(Context)` in services) to pino. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  /**
   * Nest calls `log(message, context)` and `error(message, stack, context)`: the last string is
   * the context, a string before it is a stack trace.
   */
  private write(level: Level, message: unknown, rest: unknown[]): void {
    const fields: Record<string, unknown> = {};
    const strings = rest.filter((part): part is string => typeof part === 'string');
    if (strings.length > 0) fields.context = strings[strings.length - 1];
    if (strings.length > 1) fields.stack = strings[0];

    if (message instanceof Error) {
      this.logger[level]({ ...fields, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.logger[level]({ ...fields, ...message });
    } else {
      this.logger[level](fields, String(message));
    }
  }
}

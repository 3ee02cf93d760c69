import { hostname } from 'node:os';
import { type DestinationStream, type Logger, pino } from 'pino';
import type { LogLevel } from '../config/app-config.js';
import { maskSecretPaths } from './secret-paths.js';

/**
 * The process's JSON logger: one object per line on stdout (or the given stream, in tests).
 * Every line is masked as written (`streamWrite`), whichever logger or field carries a URL:
 * request lines, Nest's and TypeORM's messages, serialised errors (see secret-paths.ts).
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'goalcoach-backend', hostname: hostname(), pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      hooks: { streamWrite: maskSecretPaths },
    },
    destination,
  );
}

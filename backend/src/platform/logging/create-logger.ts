import { hostname } from 'node:os';
import { type DestinationStream, type Logger, pino } from 'pino';
import type { LogLevel } from '../config/app-config.js';

/** The process's JSON logger: one object per line on stdout (or the given stream, in tests). */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'goalcoach-backend', hostname: hostname(), pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

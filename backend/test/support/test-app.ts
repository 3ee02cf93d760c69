import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type CreateAppOptions, createApp } from '../../src/create-app.js';
import type { AppConfig } from '../../src/platform/config/app-config.js';
import { type Env, loadConfig } from '../../src/platform/config/load-config.js';
import { createLogger } from '../../src/platform/logging/create-logger.js';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  get(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The production application from create-app.ts, listening on a free port. The environment
 * is given explicitly (never read from process.env); the web app is off unless asked for.
 */
export async function startTestApp(env: Env, options: CreateAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SERVE_WEB: 'false',
    ...env,
  });
  const app = await createApp(config, options);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    config,
    baseUrl,
    get: (path, init) => fetch(`${baseUrl}${path}`, init),
    close: () => app.close(),
  };
}

export interface CapturedLogs {
  options: Pick<CreateAppOptions, 'logger'>;
  lines: Record<string, unknown>[];
  /** Resolves with the first line matching, waiting for it if needed (logs follow responses). */
  waitFor(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}

/** A logger that keeps the JSON lines in memory. */
export function captureLogs(level: 'info' | 'error' = 'info'): CapturedLogs {
  const lines: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  const logger = createLogger(level, {
    write(line: string) {
      lines.push(JSON.parse(line) as Record<string, unknown>);
      waiters.splice(0).forEach((wake) => wake());
    },
  });
  const waitFor: CapturedLogs['waitFor'] = async (match) => {
    for (;;) {
      const found = lines.find(match);
      if (found) return found;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return { options: { logger }, lines, waitFor };
}

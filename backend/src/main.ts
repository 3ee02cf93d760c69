import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { InviteCodeService } from './auth/invite-code/invite-code.service.js';
import { createApp } from './create-app.js';
import type { AppConfig } from './platform/config/app-config.js';
import { ConfigError, loadConfig, withDatabaseUrl } from './platform/config/load-config.js';
import {
  type RunningPostgres,
  startEmbeddedPostgres,
} from './platform/database/embedded-postgres.js';
import { ShutdownState } from './platform/health/shutdown-state.js';
import { createLogger } from './platform/logging/create-logger.js';

/** Extra time for closing the database and PostgreSQL once the HTTP server is closed. */
const CLEANUP_GRACE_MS = 5_000;
/** A repeated signal within this time is the same request to stop, not a second one. */
const DUPLICATE_SIGNAL_MS = 1_000;

async function main(): Promise<void> {
  const config = readConfig();
  const rootLogger = createLogger(config.logLevel);
  const logger = rootLogger.child({ context: 'main' });
  // The last net, not the fix: a rejected promise nobody awaited (typically a library's
  // background call while the database is away) is logged instead of ending the process, which
  // is Node's default. The known sources are handled where they arise.
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'Unhandled promise rejection (the process carries on)');
  });

  let postgres: RunningPostgres | null = null;
  let app: NestFastifyApplication | null = null;
  let stoppingSince: number | null = null;

  const onSignal = (signal: NodeJS.Signals) => {
    if (stoppingSince !== null && Date.now() - stoppingSince < DUPLICATE_SIGNAL_MS) {
      return; // one Ctrl+C, delivered twice: by the terminal and by a parent that forwards it
    }
    if (!app || stoppingSince !== null) {
      // Still starting, or asked again: leave now (PostgreSQL still gets its stop signal).
      logger.warn(`${signal}: exiting at once`);
      process.exit(1);
    }
    stoppingSince = Date.now();
    void shutdown(app, signal);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  try {
    if (!config.databaseUrl) {
      postgres = await startEmbeddedPostgres({
        dataDir: path.join(config.dataDir, 'postgres'),
        database: 'goalcoach',
        log: {
          info: (message) => logger.info(message),
          warn: (message) => logger.warn(message),
          error: (message) => logger.error(message),
          debug: (message) => logger.debug(message),
        },
      });
    }
    const started = await createApp(postgres ? withDatabaseUrl(config, postgres.url) : config, {
      logger: rootLogger,
    });
    await started.listen(config.port, config.host);
    app = started;
  } catch (error) {
    logger.fatal({ err: error }, 'GoalCoach could not start');
    // The same for a person reading the terminal, without JSON escaping.
    process.stderr.write(
      `\nGoalCoach could not start: ${String((error as Error)?.message ?? error)}\n`,
    );
    await postgres?.stop().catch(() => undefined);
    process.exit(1);
  }

  logger.info({ url: config.publicUrl }, `GoalCoach is running at ${config.publicUrl}`);
  // The current code (set on the first start, then by an admin): whoever starts the server
  // needs it to create the first account.
  const inviteCode = await app.get(InviteCodeService).current();
  logger.info(
    { url: config.publicUrl },
    `Invite code: ${inviteCode ?? '(none)'} (sign up at ${config.publicUrl})`,
  );

  async function shutdown(running: NestFastifyApplication, signal: NodeJS.Signals): Promise<void> {
    logger.info(`${signal} received: finishing in-flight requests, then stopping`);
    running.get(ShutdownState).begin();

    // Requests still running after the timeout are cut off so the rest can shut down cleanly.
    const cutOff = setTimeout(() => {
      logger.warn(`Requests still running after ${config.shutdownTimeoutMs} ms: closing them`);
      running.getHttpServer().closeAllConnections();
    }, config.shutdownTimeoutMs);
    const giveUp = setTimeout(() => {
      logger.error('Shutdown is stuck: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + CLEANUP_GRACE_MS);
    cutOff.unref();
    giveUp.unref();

    try {
      await running.close(); // stops listening, waits for requests, then closes the database pool
      await postgres?.stop();
      logger.info('Stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  }
}

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

void main();

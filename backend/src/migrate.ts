import path from 'node:path';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from './migrations/index.js';
import { loadConfig } from './platform/config/load-config.js';
import { dataSourceOptions } from './platform/database/data-source-options.js';
import {
  type RunningPostgres,
  startEmbeddedPostgres,
} from './platform/database/embedded-postgres.js';
import { MIGRATIONS_LOCK, withAdvisoryLock } from './platform/database/advisory-lock.js';
import { createLogger } from './platform/logging/create-logger.js';
import { NestPinoLogger } from './platform/logging/nest-pino-logger.js';

/**
 * `node dist/migrate.js run|revert`: applies the pending migrations, or reverts the last one,
 * on DATABASE_URL or (unset) on the embedded PostgreSQL of DATA_DIR, like the application would.
 */
async function migrate(command: string | undefined): Promise<void> {
  if (command !== 'run' && command !== 'revert') {
    throw new Error('Usage: node dist/migrate.js run|revert');
  }
  const config = loadConfig(process.env);
  const rootLogger = createLogger(config.logLevel);
  Logger.overrideLogger(new NestPinoLogger(rootLogger)); // TypeORM's messages (typeorm-logger.ts)
  const logger = rootLogger.child({ context: 'migrate' });
  const log = {
    info: (message: string) => logger.info(message),
    warn: (message: string) => logger.warn(message),
    debug: (message: string) => logger.debug(message),
  };

  let postgres: RunningPostgres | null = null;
  try {
    if (!config.databaseUrl) {
      postgres = await startEmbeddedPostgres({
        dataDir: path.join(config.dataDir, 'postgres'),
        database: 'goalcoach',
        log,
      });
    }
    const databaseUrl = postgres?.url ?? config.databaseUrl ?? '';
    const dataSource = new DataSource({
      ...dataSourceOptions(databaseUrl, MIGRATIONS),
      migrationsRun: false,
    });
    await dataSource.initialize();
    try {
      await withAdvisoryLock(databaseUrl, MIGRATIONS_LOCK, async () => {
        if (command === 'run') {
          const applied = await dataSource.runMigrations({ transaction: 'all' });
          const names = applied.map((migration) => migration.name);
          logger.info(names.length ? `Applied ${names.join(', ')}` : 'No migration to apply');
        } else {
          await dataSource.undoLastMigration({ transaction: 'all' });
          logger.info('Reverted the last migration');
        }
      });
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await postgres?.stop();
  }
}

migrate(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

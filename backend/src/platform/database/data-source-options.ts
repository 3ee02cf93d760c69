import type { DataSourceOptions, MigrationInterface } from 'typeorm';
import { TypeOrmLogger } from './typeorm-logger.js';

export type PostgresDataSourceOptions = Extract<DataSourceOptions, { type: 'postgres' }>;

/** Migration classes, oldest first (backend/src/migrations/index.ts lists them). */
export type Migrations = readonly (new () => MigrationInterface)[];

/**
 * The one database setup shared by the application and the migration script. Both pass the
 * migrations in: the database layer sits below the schema history that uses it.
 */
export function dataSourceOptions(
  databaseUrl: string,
  migrations: Migrations,
): PostgresDataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    applicationName: 'goalcoach',
    synchronize: false,
    migrations: [...migrations],
    migrationsRun: true,
    migrationsTableName: 'migrations',
    connectTimeoutMS: 5000,
    maxQueryExecutionTime: 1000,
    logging: ['error', 'warn', 'migration'],
    logger: new TypeOrmLogger(),
  };
}

import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../../migrations/index.js';
import { TypeOrmLogger } from './typeorm-logger.js';

export type PostgresDataSourceOptions = Extract<DataSourceOptions, { type: 'postgres' }>;

/** The one database setup shared by the application and the migration script. */
export function dataSourceOptions(databaseUrl: string): PostgresDataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    applicationName: 'goalcoach',
    synchronize: false,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTableName: 'migrations',
    connectTimeoutMS: 5000,
    maxQueryExecutionTime: 1000,
    logging: ['error', 'warn', 'migration'],
    logger: new TypeOrmLogger(),
  };
}

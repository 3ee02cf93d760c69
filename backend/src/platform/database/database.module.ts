import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { type Migrations, dataSourceOptions } from './data-source-options.js';
import { MIGRATIONS_LOCK, withAdvisoryLock } from './advisory-lock.js';

@Module({})
export class DatabaseModule {
  /** `migrations`: the schema's whole history, run at start (migrationsRun). */
  static forRoot(migrations: Migrations): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => {
            if (!config.databaseUrl) throw new Error('No database URL: set DATABASE_URL');
            return {
              ...dataSourceOptions(config.databaseUrl, migrations),
              autoLoadEntities: true,
              retryAttempts: 3,
              retryDelay: 1000,
            };
          },
          // Migrations run inside initialize() (migrationsRun): take the lock around it.
          dataSourceFactory: async (options) => {
            if (options?.type !== 'postgres' || !options.url) {
              throw new Error('No database URL: set DATABASE_URL');
            }
            const dataSource = new DataSource(options);
            return withAdvisoryLock(options.url, MIGRATIONS_LOCK, () => dataSource.initialize());
          },
        }),
      ],
    };
  }
}

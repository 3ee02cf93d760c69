import path from 'node:path';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

/** Provides FileStorage: the S3 bucket when S3_BUCKET is set, else `<DATA_DIR>/files`. */
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): FileStorage =>
        config.s3Storage
          ? new S3FileStorage(config.s3Storage)
          : new LocalFileStorage(path.join(config.dataDir, 'files')),
    },
  ],
  exports: [FileStorage],
})
export class StorageModule {}

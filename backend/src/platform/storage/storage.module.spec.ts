import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { Test } from '@nestjs/testing';
import type { Env } from '../config/load-config.js';
import { loadConfig } from '../config/load-config.js';
import { ConfigModule } from '../config/config.module.js';
import { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';
import { StorageModule } from './storage.module.js';

async function storageFor(env: Env): Promise<FileStorage> {
  const moduleRef = await Test.createTestingModule({
    imports: [ConfigModule.forRoot(loadConfig(env, '/srv/goalcoach')), StorageModule],
  }).compile();
  const storage = moduleRef.get(FileStorage);
  await moduleRef.close();
  return storage;
}

describe('StorageModule', () => {
  it('keeps files under DATA_DIR/files without a bucket', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'goalcoach-data-'));
    try {
      const storage = await storageFor({ DATA_DIR: dataDir });
      expect(storage).toBeInstanceOf(LocalFileStorage);
      await storage.put('user-a/photo.png', Buffer.from('png'), 'image/png');
      expect(await readFile(path.join(dataDir, 'files', 'user-a', 'photo.png'), 'utf8')).toBe(
        'png',
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('uses the bucket when S3_BUCKET is set', async () => {
    expect(await storageFor({ S3_BUCKET: 'goalcoach-files' })).toBeInstanceOf(S3FileStorage);
  });
});

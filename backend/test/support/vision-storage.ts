import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { Env } from '../../src/platform/config/load-config.js';

/** Where a vision spec's app keeps its files, and what is stored there now. */
export interface VisionStorage {
  env: Env;
  /** Every stored key (`<userId>/<name>`), sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** The default storage: a folder under a fresh DATA_DIR. */
export async function localStorage(): Promise<VisionStorage> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'goalcoach-vision-'));
  const root = path.join(dataDir, 'files');
  return {
    env: { DATA_DIR: dataDir },
    keys: async () => {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile() && !entry.name.includes('~'))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
        .sort();
    },
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
}

const BUCKET = 'goalcoach-vision';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A real S3-compatible server (s3rver) with an empty bucket, reached through the AWS SDK. */
export async function s3Storage(): Promise<VisionStorage> {
  const directory = await mkdtemp(path.join(tmpdir(), 'goalcoach-vision-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const admin = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  await admin.send(new CreateBucketCommand({ Bucket: BUCKET }));
  return {
    env: {
      // Apart from the server's folder: the app's own must not receive the files.
      DATA_DIR: path.join(directory, 'app'),
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys: async () => {
      const listed = await admin.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
    },
    close: async () => {
      admin.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../src/platform/config/app-config.js';
import {
  type ByteRange,
  FileStorage,
  RangeNotSatisfiableError,
} from '../src/platform/storage/file-storage.js';
import { LocalFileStorage } from '../src/platform/storage/local-file-storage.js';
import { S3FileStorage } from '../src/platform/storage/s3-file-storage.js';
import { must } from './support/must.js';

interface StorageUnderTest {
  storage: FileStorage;
  close(): Promise<void>;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Every FileStorage must pass the same cases. */
function describeFileStorage(name: string, start: () => Promise<StorageUnderTest>): void {
  describe(name, () => {
    let underTest: StorageUnderTest;
    let storage: FileStorage;

    beforeAll(async () => {
      underTest = await start();
      storage = underTest.storage;
    });
    afterAll(() => underTest.close());

    it('gives back what was put, with its content type and size', async () => {
      const body = Buffer.from('<png bytes>');
      await storage.put('user-a/round-trip.png', body, 'image/png');

      const file = await storage.get('user-a/round-trip.png');
      expect(file).not.toBeNull();
      expect(file?.contentType).toBe('image/png');
      expect(file?.size).toBe(body.length);
      expect(await readAll(must(file, 'the stored file').body)).toEqual(body);
    });

    it('replaces a file put again under the same key', async () => {
      await storage.put('user-a/replaced.webm', Buffer.from('first take'), 'audio/webm');
      await storage.put('user-a/replaced.webm', Buffer.from('second'), 'audio/ogg');

      const file = await storage.get('user-a/replaced.webm');
      expect(file?.contentType).toBe('audio/ogg');
      expect(file?.size).toBe(6);
      expect((await readAll(must(file, 'the stored file').body)).toString()).toBe('second');
    });

    it('answers null after a delete, and a second delete is fine', async () => {
      await storage.put('user-a/deleted.jpg', Buffer.from('jpeg'), 'image/jpeg');
      await storage.delete('user-a/deleted.jpg');

      expect(await storage.get('user-a/deleted.jpg')).toBeNull();
      await expect(storage.delete('user-a/deleted.jpg')).resolves.toBeUndefined();
    });

    it("deletes every file of a folder, its sub-folders too, and no other folder's", async () => {
      await storage.put('user-gone/photo.jpg', Buffer.from('jpeg'), 'image/jpeg');
      await storage.put('user-gone/voice/note.webm', Buffer.from('webm'), 'audio/webm');
      await storage.put('user-gone-too/kept.png', Buffer.from('png'), 'image/png');

      await storage.deleteFolder('user-gone');

      expect(await storage.get('user-gone/photo.jpg')).toBeNull();
      expect(await storage.get('user-gone/voice/note.webm')).toBeNull();
      expect(await storage.get('user-gone-too/kept.png')).not.toBeNull();
      await expect(storage.deleteFolder('user-gone')).resolves.toBeUndefined();
      await expect(storage.deleteFolder('../outside')).rejects.toThrow('Invalid storage key');
    });

    it('answers null for a key never stored', async () => {
      expect(await storage.get('user-a/never-stored.png')).toBeNull();
    });

    it.each([
      '../outside.png',
      'user-a/../user-b/photo.png',
      'user-a/..',
      '/etc/passwd',
      'user-a//photo.png',
      'user-a/./photo.png',
      'user-a/',
      '',
      'user-a/photo one.png',
      'user-a\\photo.png',
      'user-a/photo.png?x=1',
      'user-a/phötö.png',
      'user-a/photo.png~type',
      `user-a/${'a'.repeat(600)}.png`,
    ])('refuses the key %p for every operation', async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        'Invalid storage key',
      );
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
      await expect(storage.delete(key)).rejects.toThrow('Invalid storage key');
    });

    it("reaches another user's file only by its exact key", async () => {
      await storage.put('user-b/secret.png', Buffer.from('b only'), 'image/png');

      // The storage lists nothing: a prefix, a guess or a folder name finds no file.
      expect(await storage.get('user-b')).toBeNull();
      expect(await storage.get('user-b/secret')).toBeNull();
      expect(await storage.get('user-a/secret.png')).toBeNull();
      expect('list' in storage).toBe(false);

      await storage.delete('user-a/secret.png');
      const file = await storage.get('user-b/secret.png');
      expect((await readAll(must(file, 'the stored file').body)).toString()).toBe('b only');
    });

    describe('a byte range', () => {
      const body = randomBytes(1000);
      beforeAll(() => storage.put('user-a/ranged.webm', body, 'audio/webm'));

      it.each<[string, ByteRange, number, number]>([
        ['first-last', { first: 10, last: 19 }, 10, 19],
        ['the first two bytes', { first: 0, last: 1 }, 0, 1],
        ['first to the end', { first: 990 }, 990, 999],
        ['a last past the end (cut to the end)', { first: 500, last: 5000 }, 500, 999],
        ['the last 100 bytes', { suffix: 100 }, 900, 999],
        ['a suffix longer than the file (all of it)', { suffix: 5000 }, 0, 999],
      ])('reads only %s', async (_name, range, first, last) => {
        const file = must(await storage.get('user-a/ranged.webm', range), 'the stored file');
        expect(file.range).toEqual({ first, last });
        expect(file.size).toBe(1000);
        expect(file.contentType).toBe('audio/webm');
        expect((await readAll(file.body)).equals(body.subarray(first, last + 1))).toBe(true);
      });

      it.each<[string, ByteRange]>([
        ['starts at the end', { first: 1000 }],
        ['starts past the end', { first: 5000, last: 6000 }],
        ['is an empty suffix', { suffix: 0 }],
      ])('refuses a range that %s, telling the size', async (_name, range) => {
        const refusal: unknown = await storage
          .get('user-a/ranged.webm', range)
          .catch((error: unknown) => error);
        expect(refusal).toBeInstanceOf(RangeNotSatisfiableError);
        expect((refusal as RangeNotSatisfiableError).size).toBe(1000);
      });

      it('answers null for a missing file, whatever the range', async () => {
        expect(await storage.get('user-a/never-stored.webm', { first: 0, last: 1 })).toBeNull();
        expect(await storage.get('user-a/never-stored.webm', { suffix: 10 })).toBeNull();
        expect(await storage.get('user-a/never-stored.webm', { first: 5000 })).toBeNull();
      });

      it('reads the whole file without a range', async () => {
        const file = must(await storage.get('user-a/ranged.webm'), 'the stored file');
        expect(file.range).toBeNull();
        expect((await readAll(file.body)).equals(body)).toBe(true);
      });
    });

    it('keeps binary data byte for byte (1 MB of random bytes)', async () => {
      const body = randomBytes(1024 * 1024);
      await storage.put('user-a/random.bin', body, 'application/octet-stream');

      const file = await storage.get('user-a/random.bin');
      expect(file?.size).toBe(body.length);
      const read = await readAll(must(file, 'the stored file').body);
      expect(read.length).toBe(body.length);
      expect(read.equals(body)).toBe(true);
    });
  });
}

describeFileStorage('LocalFileStorage', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'goalcoach-files-'));
  return {
    storage: new LocalFileStorage(path.join(root, 'files')),
    close: () => rm(root, { recursive: true, force: true }),
  };
});

describeFileStorage('S3FileStorage on a real S3-compatible server (s3rver)', async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 'goalcoach-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const config: S3StorageConfig = {
    bucket: 'goalcoach-test',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  const admin = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await admin.send(new CreateBucketCommand({ Bucket: config.bucket }));
  admin.destroy();
  const storage = new S3FileStorage(config);
  return {
    storage,
    close: async () => {
      storage.onModuleDestroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
});

describe('LocalFileStorage on disk', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'goalcoach-files-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('keeps each file under its key with its type beside it, and no temp files left', async () => {
    const storage = new LocalFileStorage(path.join(root, 'files'));
    await storage.put('user-a/deep/photo.png', Buffer.from('png'), 'image/png');

    expect(await readdir(path.join(root, 'files', 'user-a', 'deep'))).toEqual([
      'photo.png',
      'photo.png~type',
    ]);
    await storage.delete('user-a/deep/photo.png');
    expect(await readdir(path.join(root, 'files', 'user-a', 'deep'))).toEqual([]);
  });
});

describe('LocalFileStorage deleting a folder', () => {
  it('leaves no folder behind that names its owner', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'goalcoach-files-'));
    try {
      const storage = new LocalFileStorage(path.join(root, 'files'));
      await storage.put('user-gone/photo.png', Buffer.from('png'), 'image/png');
      await storage.put('user-kept/photo.png', Buffer.from('png'), 'image/png');

      await storage.deleteFolder('user-gone');

      expect(await readdir(path.join(root, 'files'))).toEqual(['user-kept']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

import { afterAll, beforeAll, expect } from '@jest/globals';
import type { VisionImage } from '@goalcoach/contracts';
import type { ApiClient } from './api-client.js';
import { appPerBlock } from './app-per-block.js';
import { expectError } from './expect-response.js';
import type { TestApp } from './test-app.js';
import type { TestDatabase } from './test-database.js';
import { signedIn } from './test-users.js';
import { addImage, imageFile } from './vision-client.js';
import { png } from './vision-media.js';
import type { VisionStorage } from './vision-storage.js';

export const UNSUPPORTED_IMAGE = 'Only JPEG, PNG, WebP, GIF, HEIC or AVIF images can be uploaded.';
export const UNSUPPORTED_AUDIO = 'Only WebM, Ogg or MP4 audio can be uploaded.';

/** The file name of a file path or storage key. */
export const nameOf = (filePath: string) => filePath.slice(filePath.lastIndexOf('/') + 1);

/**
 * What every vision case shares, set up once for the describe block around the call: an app on
 * a fresh database with its files in the given storage, Ann and Ben signed in, Ben with one
 * image. Read the fields inside tests and hooks (they are set in beforeAll).
 */
export interface VisionBoard {
  readonly app: TestApp;
  readonly db: TestDatabase;
  readonly storage: VisionStorage;
  readonly ann: ApiClient;
  readonly ben: ApiClient;
  readonly bensImage: VisionImage;
  /** GET of a file path as the client (its session cookie, and any headers given). */
  file(client: ApiClient, filePath: string, headers?: Record<string, string>): Promise<Response>;
  /** The refusal leaves no row and no file behind. */
  expectNothingStored(
    send: () => Promise<Response>,
    status: number,
    message: string,
  ): Promise<void>;
}

export function visionBoard(start: () => Promise<VisionStorage>): VisionBoard {
  const shared = {} as {
    storage: VisionStorage;
    ann: ApiClient;
    ben: ApiClient;
    bensImage: VisionImage;
  };
  beforeAll(async () => {
    shared.storage = await start();
  });
  const block = appPerBlock(() => shared.storage.env);
  afterAll(() => shared.storage?.close());
  beforeAll(async () => {
    shared.ann = await signedIn(block.app, 'Ann');
    shared.ben = await signedIn(block.app, 'Ben');
    shared.bensImage = await addImage(block.app, shared.ben, imageFile(await png()));
  });

  const rowsOf = async (table: string) =>
    (await block.db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number;

  return {
    get app() {
      return block.app;
    },
    get db() {
      return block.db;
    },
    get storage() {
      return shared.storage;
    },
    get ann() {
      return shared.ann;
    },
    get ben() {
      return shared.ben;
    },
    get bensImage() {
      return shared.bensImage;
    },
    file: (client, filePath, headers = {}) =>
      block.app.get(filePath, {
        headers: { cookie: `gc_session=${client.token ?? ''}`, ...headers },
      }),
    async expectNothingStored(send, status, message) {
      const keys = await shared.storage.keys();
      const rows = await rowsOf('vision_images');
      await expectError(await send(), status, message);
      expect(await shared.storage.keys()).toEqual(keys);
      expect(await rowsOf('vision_images')).toBe(rows);
    },
  };
}

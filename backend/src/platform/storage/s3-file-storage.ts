import { Readable } from 'node:stream';
import type { OnModuleDestroy } from '@nestjs/common';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config/app-config.js';
import {
  type ByteRange,
  type ByteSpan,
  FileStorage,
  RangeNotSatisfiableError,
  type StoredFile,
  assertValidStorageKey,
  spanOf,
} from './file-storage.js';

/** Files as private objects in an S3-compatible bucket (no ACL: the bucket's default, private). */
export class S3FileStorage extends FileStorage implements OnModuleDestroy {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StorageConfig) {
    super();
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      forcePathStyle: config.forcePathStyle,
      // Null: the SDK's default chain (environment, shared files, instance or task role). A
      // copy: the SDK writes into the object it is given, and the config's is frozen.
      credentials: config.credentials ? { ...config.credentials } : undefined,
      // Other S3-compatible servers often refuse the SDK's default CRC checksums (SDK 3.729+);
      // AWS itself keeps them.
      ...(config.endpoint
        ? {
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          }
        : {}),
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertValidStorageKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile | null> {
    assertValidStorageKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range && (await this.rangeHeader(key, range)),
        }),
      );
      if (!(object.Body instanceof Readable)) {
        throw new Error(`S3 returned no readable body for ${key}`);
      }
      // A server that ignores the range sends the whole file, without Content-Range.
      const part = contentRangeOf(object.ContentRange);
      return {
        body: object.Body,
        contentType: object.ContentType ?? 'application/octet-stream',
        size: part?.size ?? object.ContentLength ?? 0,
        range: part?.span ?? null,
      };
    } catch (error) {
      if (isMissingObject(error)) return null;
      if (range && isUnsatisfiable(error)) {
        const size = await this.sizeOf(key);
        if (size === null) return null;
        throw new RangeNotSatisfiableError(size);
      }
      throw error;
    }
  }

  /**
   * The Range header of a GetObject. A suffix range is turned into first-last with the size
   * (one HEAD more): not every S3-compatible server knows `bytes=-n`. Browsers ask for it
   * rarely.
   */
  private async rangeHeader(key: string, range: ByteRange): Promise<string> {
    if (!('suffix' in range)) return `bytes=${range.first}-${range.last ?? ''}`;
    const size = await this.sizeOf(key);
    const span = size === null ? null : spanOf(range, size);
    if (size !== null && span === null) throw new RangeNotSatisfiableError(size);
    // A missing file: any range finds the same NoSuchKey.
    return span ? `bytes=${span.first}-${span.last}` : 'bytes=0-';
  }

  private async sizeOf(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidStorageKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      // S3 answers 204 for a missing key; some compatible servers answer 404.
      if (!isMissingObject(error)) throw error;
    }
  }

  /** Listed a page at a time and deleted one by one: every S3-compatible server has both calls. */
  async deleteFolder(folder: string): Promise<void> {
    assertValidStorageKey(folder);
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${folder}/`,
          ContinuationToken: continuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) await this.delete(object.Key);
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }
}

function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error instanceof NoSuchKey) return true;
  // A missing bucket is a set-up mistake, not a missing file.
  return error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}

function isUnsatisfiable(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416;
}

/** `bytes 0-99/1234` as the span and the whole size; null without it (the whole file came). */
function contentRangeOf(header: string | undefined): { span: ByteSpan; size: number } | null {
  const match = header === undefined ? null : /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header);
  if (!match) return null;
  return {
    span: { first: Number(match[1]), last: Number(match[2]) },
    size: Number(match[3]),
  };
}

import { Readable } from 'node:stream';
import type { OnModuleDestroy } from '@nestjs/common';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config/app-config.js';
import { FileStorage, type StoredFile, assertValidStorageKey } from './file-storage.js';

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

  async get(key: string): Promise<StoredFile | null> {
    assertValidStorageKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      if (!(object.Body instanceof Readable)) {
        throw new Error(`S3 returned no readable body for ${key}`);
      }
      return {
        body: object.Body,
        contentType: object.ContentType ?? 'application/octet-stream',
        size: object.ContentLength ?? 0,
      };
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

import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './load-config.js';
import { CONFIG_ROOT, problemsOf } from '../../../test/support/config-problems.js';

describe('loadConfig: file storage', () => {
  it('keeps files on this disk when no bucket is set', () => {
    expect(loadConfig({}, CONFIG_ROOT).s3Storage).toBeNull();
  });

  it('takes every S3 setting from the environment', () => {
    const config = loadConfig(
      {
        S3_BUCKET: 'goalcoach-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG',
        S3_FORCE_PATH_STYLE: 'true',
      },
      CONFIG_ROOT,
    );
    expect(config.s3Storage).toEqual({
      bucket: 'goalcoach-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG' },
      forcePathStyle: true,
    });
  });

  it("defaults to AWS itself in us-east-1 with the SDK's own credentials", () => {
    expect(loadConfig({ S3_BUCKET: 'goalcoach-files' }, CONFIG_ROOT).s3Storage).toEqual({
      bucket: 'goalcoach-files',
      endpoint: null,
      region: 'us-east-1',
      credentials: null,
      forcePathStyle: false,
    });
  });

  it('refuses one key without the other, never echoing the secret', () => {
    const secret = 'wJalrXUtnFEMI/K7MDENG';
    expect(problemsOf({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE' })).toEqual([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together, or neither',
    ]);
    const problems = problemsOf({ S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: secret });
    expect(problems).toEqual([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together, or neither',
    ]);
    expect(problems.join('\n')).not.toContain(secret);
  });

  it('refuses S3 settings without a bucket, naming them', () => {
    expect(
      problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_SECRET_ACCESS_KEY: 'secret' }),
    ).toEqual(['S3_ENDPOINT, S3_SECRET_ACCESS_KEY need S3_BUCKET to be set']);
  });

  it('lists every bad S3 value at once', () => {
    expect(
      problemsOf({
        S3_BUCKET: 'files',
        S3_ENDPOINT: 'minio:9000',
        S3_REGION: 'eu central',
        S3_FORCE_PATH_STYLE: 'sometimes',
      }),
    ).toEqual([
      'S3_ENDPOINT must be an http(s) URL (got "minio:9000")',
      'S3_FORCE_PATH_STYLE must be true or false (got "sometimes")',
      'S3_REGION must be a region name such as us-east-1 (got "eu central")',
    ]);
  });
});

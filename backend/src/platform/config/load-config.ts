import path from 'node:path';
import type { RemoteName } from '@goalcoach/contracts';
import {
  type AppConfig,
  type PushConfig,
  type S3StorageConfig,
  LOG_LEVELS,
  type LogLevel,
  NODE_ENVS,
  type NodeEnv,
  REMOTE_FOLDERS,
} from './app-config.js';
import { REPO_ROOT } from './repo-root.js';
import { TRUST_PROXY_EXPECTED, type TrustProxy, parseTrustProxy } from './trust-proxy.js';

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the configuration from environment variables (all of them are listed here, with their
 * defaults). Relative paths are resolved against the repository root, so the answer does not
 * depend on the folder a script was started from. Throws a ConfigError naming every bad value.
 */
export function loadConfig(env: Env, repoRoot: string = REPO_ROOT): AppConfig {
  const problems: string[] = [];
  const read = new EnvReader(env, problems);

  const port = read.integer('PORT', 3000, 0, 65535);
  const nodeEnv = read.oneOf<NodeEnv>('NODE_ENV', NODE_ENVS, 'development');
  const remoteUrls = Object.fromEntries(
    Object.entries(REMOTE_FOLDERS).map(([name, folder]) => [
      name,
      read.remoteUrl(`REMOTE_URL_${name.toUpperCase()}`, `/remotes/${folder}/remoteEntry.js`),
    ]),
  ) as Record<RemoteName, string>;

  const publicUrl = (read.httpUrl('PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const adminEmail = read.email('ADMIN_EMAIL');

  const config: AppConfig = {
    port,
    host: read.string('HOST', '0.0.0.0'),
    nodeEnv,
    databaseUrl: read.databaseUrl('DATABASE_URL'),
    dataDir: path.resolve(repoRoot, read.string('DATA_DIR', '.data')),
    publicUrl,
    feedbackUrl: read.httpUrl('FEEDBACK_URL'),
    remoteUrls: Object.freeze(remoteUrls),
    webDistRoot: path.resolve(repoRoot, read.string('WEB_DIST_ROOT', '.')),
    serveWeb: read.boolean('SERVE_WEB', true),
    logLevel: read.oneOf<LogLevel>('LOG_LEVEL', LOG_LEVELS, 'info'),
    shutdownTimeoutMs: read.integer('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    trustProxy: read.trustProxy('TRUST_PROXY'),
    adminEmail,
    initialInviteCode: read.string('INVITE_CODE', '').toUpperCase() || null,
    smtpUrl: read.smtpUrl('SMTP_URL'),
    mailFrom: read.string('MAIL_FROM', 'GoalCoach <no-reply@localhost>'),
    ai: Object.freeze({
      openaiApiKey: read.string('OPENAI_API_KEY', '') || null,
      openaiBaseUrl: read.httpUrl('OPENAI_BASE_URL'),
      model: read.string('OPENAI_MODEL', 'gpt-4o'),
      temperature: read.decimal('OPENAI_TEMPERATURE', 0.7, 0, 2),
      timeoutMs: read.integer('OPENAI_TIMEOUT_MS', 60_000, 1000, 600_000),
      coachNoteDailyLimit: read.integer('COACH_NOTE_DAILY_LIMIT', 10, 0, 1000),
    }),
    plans: Object.freeze({
      dailyLimit: read.integer('PLAN_DAILY_LIMIT', 10, 1, 1000),
      taskConcurrency: read.integer('PLAN_TASK_CONCURRENCY', 6, 1, 16),
      workers: read.integer('PLAN_WORKERS', 4, 1, 32),
    }),
    push: readPushConfig(read, problems, { publicUrl, adminEmail }),
    s3Storage: readS3StorageConfig(read, problems),
  };

  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze(config);
}

/** A copy of the config that points at another database (used once embedded PostgreSQL runs). */
export function withDatabaseUrl(config: AppConfig, databaseUrl: string): AppConfig {
  return Object.freeze({ ...config, databaseUrl });
}

/** URL-safe base64 without padding, of exactly `bytes` bytes. */
function isBase64UrlOfLength(value: string, bytes: number): boolean {
  return /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes;
}

/** The push services of Chrome (and other Chromium browsers), Firefox, Safari and Edge. */
const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

function readPushConfig(
  read: EnvReader,
  problems: string[],
  { publicUrl, adminEmail }: { publicUrl: string; adminEmail: string | null },
): PushConfig {
  const publicKey = read.string('VAPID_PUBLIC_KEY', '');
  const privateKey = read.string('VAPID_PRIVATE_KEY', '');
  if (publicKey && !isBase64UrlOfLength(publicKey, 65)) {
    problems.push('VAPID_PUBLIC_KEY must be a P-256 public key in URL-safe base64 (65 bytes)');
  }
  // Never echo the private key.
  if (privateKey && !isBase64UrlOfLength(privateKey, 32)) {
    problems.push('VAPID_PRIVATE_KEY must be a P-256 private key in URL-safe base64 (32 bytes)');
  }
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together, or neither');
  }
  // Push services want a way to reach the sender; web-push refuses anything but these two.
  const defaultSubject = adminEmail
    ? `mailto:${adminEmail}`
    : publicUrl.startsWith('https:')
      ? publicUrl
      : `mailto:webpush@${new URL(publicUrl).hostname}`;
  return Object.freeze({
    vapidKeys: publicKey && privateKey ? Object.freeze({ publicKey, privateKey }) : null,
    vapidSubject: read.vapidSubject('VAPID_SUBJECT') ?? defaultSubject,
    serviceHosts: read.hostList('PUSH_SERVICE_HOSTS', DEFAULT_PUSH_SERVICE_HOSTS),
  });
}

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** Null (files under DATA_DIR) unless S3_BUCKET is set. */
function readS3StorageConfig(read: EnvReader, problems: string[]): S3StorageConfig | null {
  const bucket = read.string('S3_BUCKET', '');
  const endpoint = read.httpUrl('S3_ENDPOINT');
  const region = read.string('S3_REGION', 'us-east-1');
  const accessKeyId = read.string('S3_ACCESS_KEY_ID', '');
  // Never echo the secret.
  const secretAccessKey = read.string('S3_SECRET_ACCESS_KEY', '');
  const forcePathStyle = read.boolean('S3_FORCE_PATH_STYLE', false);
  if (!bucket) {
    // Settings for a bucket without the bucket would silently keep files on this disk.
    const orphans = S3_SETTINGS.filter((name) => read.isSet(name));
    if (orphans.length > 0) problems.push(`${orphans.join(', ')} need S3_BUCKET to be set`);
    return null;
  }
  if (!/^[A-Za-z0-9_-]+$/.test(region)) {
    problems.push(`S3_REGION must be a region name such as us-east-1 (got "${region}")`);
  }
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together, or neither');
  }
  return Object.freeze({
    bucket,
    endpoint,
    region,
    credentials:
      accessKeyId && secretAccessKey ? Object.freeze({ accessKeyId, secretAccessKey }) : null,
    forcePathStyle,
  });
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

class EnvReader {
  constructor(
    private readonly env: Env,
    private readonly problems: string[],
  ) {}

  /** The trimmed value, or undefined when unset or blank (a blank value means "use the default"). */
  private raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  isSet(name: string): boolean {
    return this.raw(name) !== undefined;
  }

  private fail<T>(name: string, value: string, expected: string, fallback: T): T {
    this.problems.push(`${name} must be ${expected} (got "${value}")`);
    return fallback;
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const number = /^\d+$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(number) || number < min || number > max) {
      return this.fail(name, value, `an integer from ${min} to ${max}`, fallback);
    }
    return number;
  }

  decimal(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const number = /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
    if (!(number >= min && number <= max)) {
      return this.fail(name, value, `a number from ${min} to ${max}`, fallback);
    }
    return number;
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const word = value.toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    return this.fail(name, value, 'true or false', fallback);
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    return this.fail(name, value, `one of ${allowed.join(', ')}`, fallback);
  }

  httpUrl(name: string): string | null {
    const value = this.raw(name);
    if (value === undefined) return null;
    return isUrlWithProtocol(value, ['http:', 'https:'])
      ? value
      : this.fail(name, value, 'an http(s) URL', null);
  }

  vapidSubject(name: string): string | null {
    const value = this.raw(name);
    if (value === undefined) return null;
    return isUrlWithProtocol(value, ['https:', 'mailto:'])
      ? value
      : this.fail(name, value, 'an https: URL or a mailto: address', null);
  }

  databaseUrl(name: string): string | null {
    const value = this.raw(name);
    if (value === undefined) return null;
    // Never echo the value: it usually carries a password.
    if (isUrlWithProtocol(value, ['postgres:', 'postgresql:'])) return value;
    this.problems.push(`${name} must be a postgres:// URL`);
    return null;
  }

  email(name: string): string | null {
    const value = this.raw(name);
    if (value === undefined) return null;
    return /^[^\s@]+@[^\s@]+$/.test(value)
      ? value
      : this.fail(name, value, 'an e-mail address', null);
  }

  trustProxy(name: string): TrustProxy {
    const value = this.raw(name);
    if (value === undefined) return false;
    return parseTrustProxy(value) ?? this.fail(name, value, TRUST_PROXY_EXPECTED, false);
  }

  smtpUrl(name: string): string | null {
    const value = this.raw(name);
    if (value === undefined) return null;
    // Never echo the value: it usually carries a password.
    if (isUrlWithProtocol(value, ['smtp:', 'smtps:'])) return value;
    this.problems.push(`${name} must be an smtp:// or smtps:// URL`);
    return null;
  }

  /** Host names separated by commas; `*.example.com` stands for its sub-domains. */
  hostList(name: string, fallback: readonly string[]): readonly string[] {
    const value = this.raw(name);
    if (value === undefined) return Object.freeze([...fallback]);
    const hosts = value
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean);
    return hosts.length > 0 && hosts.every(isHostPattern)
      ? Object.freeze(hosts)
      : this.fail(name, value, 'host names separated by commas (e.g. *.push.apple.com)', fallback);
  }

  /** An absolute http(s) URL (another origin) or a path on this origin. */
  remoteUrl(name: string, fallback: string): string {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (value.startsWith('/') && !value.startsWith('//')) return value;
    return isUrlWithProtocol(value, ['http:', 'https:'])
      ? value
      : this.fail(name, value, 'an http(s) URL or a path starting with /', fallback);
  }
}

/** A host name as a URL writes it, or `*.` and one with at least two labels. */
function isHostPattern(entry: string): boolean {
  const host = entry.startsWith('*.') ? entry.slice(2) : entry;
  if (entry !== host && !host.includes('.')) return false;
  try {
    return new URL(`https://${host}/`).hostname === host;
  } catch {
    return false;
  }
}

function isUrlWithProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

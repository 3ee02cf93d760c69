import { Inject } from '@nestjs/common';
import type { RemoteName } from '@goalcoach/contracts';
import type { TrustProxy } from './trust-proxy.js';

export const NODE_ENVS = ['production', 'development', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Folder of each remote in the monorepo (and under /remotes/), keyed by its container name. */
export const REMOTE_FOLDERS = {
  mf_goals: 'mf-goals',
  mf_habits: 'mf-habits',
  mf_reviews: 'mf-reviews',
  mf_vision: 'mf-vision',
  mf_admin: 'mf-admin',
} as const satisfies Record<RemoteName, string>;

export interface AppConfig {
  readonly port: number;
  readonly host: string;
  readonly nodeEnv: NodeEnv;
  /** Null until main.ts has started the embedded PostgreSQL. */
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  /** Without a trailing slash. */
  readonly publicUrl: string;
  readonly feedbackUrl: string | null;
  readonly remoteUrls: Readonly<Record<RemoteName, string>>;
  readonly webDistRoot: string;
  readonly serveWeb: boolean;
  readonly logLevel: LogLevel;
  readonly shutdownTimeoutMs: number;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For gives the client address (per-IP limits). */
  readonly trustProxy: TrustProxy;
  /**
   * The account with this e-mail (trimmed, any case) becomes an admin once it confirms a link
   * mailed to the address; when null, the first account created is the admin.
   */
  readonly adminEmail: string | null;
  /** The invite code stored on the first start; when null, one is generated. */
  readonly initialInviteCode: string | null;
  /** SMTP server for mail (`smtp://user:pass@host:587`); when null, mail goes to the dev outbox. */
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  readonly ai: AiConfig;
  readonly plans: PlanLimitsConfig;
  readonly push: PushConfig;
  /** The bucket for files (vision images, voice notes); when null, they go under DATA_DIR/files. */
  readonly s3Storage: S3StorageConfig | null;
}

/** An S3-compatible bucket (AWS S3, MinIO, R2, ...), reached through the AWS SDK. */
export interface S3StorageConfig {
  readonly bucket: string;
  /** Null: AWS S3 itself (the region's endpoint). */
  readonly endpoint: string | null;
  readonly region: string;
  /** Null: the SDK's default credential chain (environment, shared files, instance role). */
  readonly credentials: S3Credentials | null;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most others). */
  readonly forcePathStyle: boolean;
}

interface S3Credentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

/** Web Push (the daily reminders). */
export interface PushConfig {
  /** From the environment (both or neither); when null, a pair is generated once and stored. */
  readonly vapidKeys: VapidKeys | null;
  /** The VAPID contact: an https: URL or a mailto: address. */
  readonly vapidSubject: string;
  /**
   * Hosts of the push services the server sends to (a browser names its endpoint, so any other
   * host is refused); `*.example.com` takes sub-domains. Plain http only to a listed
   * localhost, 127.0.0.1 or [::1] outside production.
   */
  readonly serviceHosts: readonly string[];
}

/** URL-safe base64: the public key is an uncompressed P-256 point, the private key 32 bytes. */
export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

export interface AiConfig {
  /** When null, plans come from the offline planner. */
  readonly openaiApiKey: string | null;
  /** Any OpenAI-compatible server (Ollama, vLLM, llama.cpp); null means OpenAI itself. */
  readonly openaiBaseUrl: string | null;
  readonly model: string;
  readonly temperature: number;
  /** Limit of one model call; a call that runs longer is abandoned (and retried once). */
  readonly timeoutMs: number;
  /** Model-written coach's notes one user may get per day (in their zone); then offline ones. */
  readonly coachNoteDailyLimit: number;
}

interface PlanLimitsConfig {
  /** Plans one user may start per day (in their time zone). */
  readonly dailyLimit: number;
  /** Checkpoints whose tasks are generated at the same time. */
  readonly taskConcurrency: number;
  /** Plans one instance makes at the same time (for different users). */
  readonly workers: number;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Injects the application's AppConfig. */
export const InjectAppConfig = (): ParameterDecorator => Inject(APP_CONFIG);

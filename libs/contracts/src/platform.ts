/** Federation container names of the domain remotes (folders keep the dashes: `mf-goals`). */
export const REMOTE_NAMES = [
  'mf_goals',
  'mf_habits',
  'mf_reviews',
  'mf_vision',
  'mf_admin',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** What an exposed module needs before it runs, as URLs: its chunks and style sheets. */
export interface ExposedModuleFiles {
  js: string[];
  css: string[];
}

/** `GET /api/federation/manifest`: where the shell loads each remote's entry from. */
export interface RemoteManifest {
  remotes: Record<RemoteName, string>;
  /**
   * For the remotes this server serves itself, by exposed module (`HomePage`): the shell fetches
   * these beside the remote's entry rather than after it (one round trip less on a phone).
   */
  preload: Partial<Record<RemoteName, Record<string, ExposedModuleFiles>>>;
}

/** `GET /api/config`: settings the front end reads at start, per environment. */
export interface RuntimeConfig {
  /** External feedback form for the beta banner; null hides the link. */
  feedbackUrl: string | null;
  environment: 'production' | 'development' | 'test';
}

/** `GET /api/health/live` and `GET /api/health/ready`. */
export interface HealthResponse {
  status: 'ok' | 'error';
  info?: Record<string, { status: string }>;
  error?: Record<string, { status: string; message?: string }>;
}

/** Every error answer of the API. A 5xx carries only statusCode, message and requestId. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  /** Field-level reasons of a 400 from validation, one sentence each. */
  errors?: string[];
  requestId?: string;
}

const RESOURCE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every resource id of the API is a UUID. A page's path segment that is not one names nothing
 * (and must not be sent on: `/goals/deleted` would ask for the deleted-goals list).
 */
export function isResourceId(text: string): boolean {
  return RESOURCE_ID.test(text);
}

/**
 * A URL path whose last segment has an extension asks for a file; any other is a page of the
 * app, which the server answers with the shell's index.html (and the service worker likewise).
 */
export function looksLikeFile(urlPath: string): boolean {
  const lastSegment = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(lastSegment);
}

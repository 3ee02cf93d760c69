import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config.js';

type Directives = Record<string, string[] | null>;

const DOCS_PATH = '/api/docs';

/** Origins other than ours that the shell loads remotes from (a remote given as a path is ours). */
export function remoteOrigins(config: Pick<AppConfig, 'remoteUrls'>): string[] {
  const origins = Object.values(config.remoteUrls)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

/** A remote on this machine is a dev server: its live reload talks over a WebSocket. */
function liveReloadOrigins(origins: string[]): string[] {
  return origins
    .map((origin) => new URL(origin))
    .filter(({ hostname }) => hostname === 'localhost' || hostname === '127.0.0.1')
    .map(({ protocol, host }) => `${protocol === 'https:' ? 'wss' : 'ws'}://${host}`);
}

/**
 * The Content-Security-Policy of the app: scripts, styles, fonts and fetches from this origin
 * and the remotes' origins (Module Federation loads a remote's chunks and manifest from there);
 * inline styles because the UI libraries inject style tags; images also from data: and blob:
 * (previews of uploads), media also from blob: (a recording before upload).
 */
export function contentSecurityPolicy(
  config: Pick<AppConfig, 'remoteUrls' | 'publicUrl'>,
): Directives {
  const remotes = remoteOrigins(config);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'connect-src': ["'self'", ...remotes, ...liveReloadOrigins(remotes)],
    'font-src': ["'self'", 'data:', ...remotes],
    'img-src': ["'self'", 'data:', 'blob:'],
    // A voice note is played back from a blob: before it is uploaded.
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    // Served over plain http (a LAN install), upgrading would break every asset.
    'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
  };
}

/** Swagger UI shows images from anywhere (e.g. its validator's badge); nothing else differs. */
export function docsContentSecurityPolicy(
  config: Pick<AppConfig, 'remoteUrls' | 'publicUrl'>,
): Directives {
  const directives = contentSecurityPolicy(config);
  return { ...directives, 'img-src': ["'self'", 'data:', 'blob:', 'https:'] };
}

export async function registerSecurityHeaders(
  fastify: FastifyInstance,
  config: AppConfig,
): Promise<void> {
  // Must run before helmet's own onRoute hook, which reads the route's `helmet` option.
  fastify.addHook('onRoute', (route) => {
    if (route.url === DOCS_PATH || route.url.startsWith(`${DOCS_PATH}/`)) {
      route.helmet = {
        contentSecurityPolicy: {
          useDefaults: false,
          directives: docsContentSecurityPolicy(config),
        },
      };
    }
  });

  await fastify.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // HSTS only means something over https, and on http://localhost it would pin every other
    // local app to https for a year.
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  fastify.addHook('onSend', async (_request, reply) => {
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}

/**
 * The microphone (the vision board's voice note) only for our own pages, never for a frame of
 * another site; the camera, location and payment for nobody.
 */
const PERMISSIONS_POLICY = 'microphone=(self), camera=(), geolocation=(), payment=()';

import type { AppConfig } from '../../../platform/config/app-config.js';

/** Hosts where a push service may run on this machine (a relay, development, tests). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the server may send pushes to this endpoint. The browser names the endpoint, so the
 * server would POST wherever a user says: only the configured push services are taken
 * (`*.example.com` entries take names with at least one label before `.example.com`), over https
 * on its default port; a push service on this machine (a relay, development, tests) on any port
 * and also over plain http, but never unless the operator lists it.
 */
export function isAllowedEndpoint(endpoint: string, config: Pick<AppConfig, 'push'>): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname;
  if (!config.push.serviceHosts.some((entry) => hostMatches(host, entry))) return false;
  if (LOCAL_HOSTS.has(host)) return url.protocol === 'https:' || url.protocol === 'http:';
  // The URL parser drops a port that is the scheme's default (`:443`).
  return url.protocol === 'https:' && url.port === '';
}

/** A DNS name: labels of letters, digits and hyphens, none empty (`.push.apple.com` is not). */
const HOST_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

function hostMatches(host: string, entry: string): boolean {
  if (LOCAL_HOSTS.has(host)) return host === entry;
  if (!HOST_NAME.test(host)) return false;
  return entry.startsWith('*.') ? host.endsWith(entry.slice(1)) : host === entry;
}

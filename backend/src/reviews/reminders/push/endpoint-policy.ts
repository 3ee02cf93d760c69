import type { AppConfig } from '../../../platform/config/app-config.js';

/** Hosts where a push service may run on this machine (a relay, development, tests). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the server may send pushes to this endpoint. The browser names the endpoint, so the
 * server would POST wherever a user says: only the configured push services are taken
 * (`*.example.com` entries take sub-domains), over https; plain http only to a push service on
 * this machine, which is never listed unless the operator lists it.
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
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOCAL_HOSTS.has(host);
}

function hostMatches(host: string, entry: string): boolean {
  return entry.startsWith('*.') ? host.endsWith(entry.slice(1)) : host === entry;
}

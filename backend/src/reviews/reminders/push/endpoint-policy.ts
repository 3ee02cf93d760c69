import type { AppConfig } from '../../../platform/config/app-config.js';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Push services are reached over https. Plain http is taken only for a push service on this
 * machine outside production (development, tests), or anywhere when the configuration says so.
 */
export function isAllowedEndpoint(
  endpoint: string,
  config: Pick<AppConfig, 'nodeEnv' | 'push'>,
): boolean {
  const url = new URL(endpoint);
  if (url.protocol === 'https:') return true;
  if (url.protocol !== 'http:') return false;
  if (config.push.allowHttpEndpoints) return true;
  return config.nodeEnv !== 'production' && LOCAL_HOSTS.has(url.hostname);
}

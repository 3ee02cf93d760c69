import { isIP } from 'node:net';

/**
 * Fastify's `trustProxy`: whom to believe about the client's address (X-Forwarded-For) and
 * protocol. `false`: nobody, the address is the TCP peer's. `true`: every hop (only behind a
 * proxy that overwrites the header). A list: the proxies' addresses or CIDR ranges (or
 * proxy-addr's names loopback, linklocal, uniquelocal); the client is the nearest address in
 * X-Forwarded-For that is not one of them. No hop count: Fastify 5.12 treats a number as
 * "trust nobody", since a count cannot check that the peer really is a proxy.
 */
export type TrustProxy = boolean | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
export const TRUST_PROXY_EXPECTED =
  'true, false, or a comma-separated list of proxy addresses or CIDR ranges (not a number of hops)';

/** The setting of a TRUST_PROXY value, or null when the value is none of the accepted forms. */
export function parseTrustProxy(value: string): TrustProxy | null {
  const word = value.trim().toLowerCase();
  if (['true', 'yes', 'on'].includes(word)) return true;
  if (['false', 'no', 'off'].includes(word)) return false;
  const entries = word.split(',').map((entry) => entry.trim());
  return entries.every(isProxyEntry) ? entries : null;
}

function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  return bits >= 0 && bits <= (version === 4 ? 32 : 128);
}

import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './load-config.js';
import { parseTrustProxy } from './trust-proxy.js';

describe('TRUST_PROXY', () => {
  it('is off by default: X-Forwarded-For is ignored', () => {
    expect(loadConfig({}, '/srv').trustProxy).toBe(false);
  });

  it('takes true/false, or proxy addresses and CIDR ranges', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('Off')).toBe(false);
    expect(parseTrustProxy('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(parseTrustProxy(' 10.0.0.0/8, 2001:db8::/32 ,loopback')).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1,::1' }, '/srv').trustProxy).toEqual([
      '127.0.0.1',
      '::1',
    ]);
  });

  it('refuses anything else, a hop count too, with a ConfigError naming the variable', () => {
    for (const value of ['maybe', '10.0.0.0/33', '::1/129', '10.0.0.1,', 'proxy.local', '2']) {
      expect(parseTrustProxy(value)).toBeNull();
    }
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' }, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '1' }, '/srv')).toThrow(
      'TRUST_PROXY must be true, false, or a comma-separated list of proxy addresses or CIDR ranges (not a number of hops) (got "1")',
    );
  });
});

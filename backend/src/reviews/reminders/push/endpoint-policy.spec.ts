import { describe, expect, it } from '@jest/globals';
import type { AppConfig } from '../../../platform/config/app-config.js';
import { isAllowedEndpoint } from './endpoint-policy.js';

const config = (nodeEnv: AppConfig['nodeEnv'], allowHttpEndpoints = false) => ({
  nodeEnv,
  push: { vapidKeys: null, vapidSubject: 'mailto:a@example.com', allowHttpEndpoints },
});

describe('isAllowedEndpoint', () => {
  it('takes https everywhere', () => {
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/abc', config('production'))).toBe(
      true,
    );
  });

  it('takes http only on this machine outside production', () => {
    for (const host of ['localhost:8080', '127.0.0.1:9', '[::1]:9']) {
      expect(isAllowedEndpoint(`http://${host}/push`, config('development'))).toBe(true);
      expect(isAllowedEndpoint(`http://${host}/push`, config('production'))).toBe(false);
    }
    expect(isAllowedEndpoint('http://push.example.com/x', config('development'))).toBe(false);
    expect(isAllowedEndpoint('http://10.0.0.8/x', config('test'))).toBe(false);
  });

  it('takes http anywhere when the configuration allows it', () => {
    expect(isAllowedEndpoint('http://push.internal/x', config('production', true))).toBe(true);
  });

  it('never takes other schemes', () => {
    expect(isAllowedEndpoint('ftp://push.example.com/x', config('development', true))).toBe(false);
  });
});

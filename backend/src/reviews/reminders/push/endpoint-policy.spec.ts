import { describe, expect, it } from '@jest/globals';
import type { AppConfig } from '../../../platform/config/app-config.js';
import { isAllowedEndpoint } from './endpoint-policy.js';

const BROWSER_SERVICES = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

const config = (serviceHosts = BROWSER_SERVICES): Pick<AppConfig, 'push'> => ({
  push: { vapidKeys: null, vapidSubject: 'mailto:a@example.com', serviceHosts },
});

describe('isAllowedEndpoint', () => {
  it("takes the browsers' push services over https", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx3',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      expect([endpoint, isAllowedEndpoint(endpoint, config())]).toEqual([endpoint, true]);
    }
  });

  it('refuses https to any other host, however close its name', () => {
    for (const endpoint of [
      'https://internal.example.com/admin',
      'https://10.0.0.8/x',
      'https://127.0.0.1/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://push.apple.com/x',
      'https://evilpush.apple.com/x',
      'https://user:pass@fcm.googleapis.com/x',
      'https://.push.apple.com/x',
      'https://a..push.apple.com/x',
      'https://fcm.googleapis.com./x',
    ]) {
      expect([endpoint, isAllowedEndpoint(endpoint, config())]).toEqual([endpoint, false]);
    }
  });

  it('takes a push service on its default port only', () => {
    expect(isAllowedEndpoint('https://fcm.googleapis.com:443/x', config())).toBe(true);
    for (const endpoint of [
      'https://fcm.googleapis.com:3961/x',
      'https://web.push.apple.com:8443/x',
      'https://fcm.googleapis.com:80/x',
    ]) {
      expect([endpoint, isAllowedEndpoint(endpoint, config())]).toEqual([endpoint, false]);
    }
  });

  it('refuses plain http to a push service on another machine', () => {
    expect(isAllowedEndpoint('http://fcm.googleapis.com/fcm/send/abc', config())).toBe(false);
  });

  it('takes http to a push service on this machine only when the operator lists it', () => {
    const local = ['127.0.0.1', 'localhost', '[::1]'];
    for (const host of ['localhost:8080', '127.0.0.1:9', '[::1]:9']) {
      expect(isAllowedEndpoint(`http://${host}/push`, config(local))).toBe(true);
      expect(isAllowedEndpoint(`https://${host}/push`, config(local))).toBe(true);
      expect(isAllowedEndpoint(`http://${host}/push`, config())).toBe(false);
    }
  });

  it('refuses a local push service that is not listed', () => {
    expect(isAllowedEndpoint('http://127.0.0.1:9/push', config())).toBe(false);
    expect(isAllowedEndpoint('http://localhost:9/push', config(['127.0.0.1']))).toBe(false);
  });

  it('never takes other schemes or what is not a URL', () => {
    expect(isAllowedEndpoint('ftp://fcm.googleapis.com/x', config())).toBe(false);
    expect(isAllowedEndpoint('not a url', config())).toBe(false);
  });
});

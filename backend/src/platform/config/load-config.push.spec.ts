import { describe, expect, it } from '@jest/globals';
import webpush from 'web-push';
import { loadConfig } from './load-config.js';
import { CONFIG_ROOT, problemsOf } from '../../../test/support/config-problems.js';

describe('loadConfig: Web Push', () => {
  const keys = webpush.generateVAPIDKeys();

  it('takes both VAPID keys and the subject from the environment', () => {
    const config = loadConfig(
      {
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        VAPID_SUBJECT: 'mailto:ops@example.com',
        PUSH_SERVICE_HOSTS: ' Push.Example.com, *.push.example.net ,127.0.0.1',
      },
      CONFIG_ROOT,
    );
    expect(config.push).toEqual({
      vapidKeys: { publicKey: keys.publicKey, privateKey: keys.privateKey },
      vapidSubject: 'mailto:ops@example.com',
      serviceHosts: ['push.example.com', '*.push.example.net', '127.0.0.1'],
    });
  });

  it("defaults the push services to the browsers' own", () => {
    expect(loadConfig({}, CONFIG_ROOT).push.serviceHosts).toEqual([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      '*.push.apple.com',
      '*.notify.windows.com',
    ]);
  });

  it.each(['https://fcm.googleapis.com', '*.com', 'push host', ',', 'fcm.googleapis.com:443'])(
    'refuses PUSH_SERVICE_HOSTS=%p',
    (hosts) => {
      expect(problemsOf({ PUSH_SERVICE_HOSTS: hosts })).toEqual([
        `PUSH_SERVICE_HOSTS must be host names separated by commas (e.g. *.push.apple.com) (got "${hosts}")`,
      ]);
    },
  );

  it('refuses one key without the other, naming the pair', () => {
    expect(problemsOf({ VAPID_PUBLIC_KEY: keys.publicKey })).toEqual([
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together, or neither',
    ]);
    expect(problemsOf({ VAPID_PRIVATE_KEY: keys.privateKey })).toEqual([
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together, or neither',
    ]);
  });

  it('refuses keys that are not P-256 keys in URL-safe base64, never echoing the private one', () => {
    const problems = problemsOf({
      VAPID_PUBLIC_KEY: keys.privateKey,
      VAPID_PRIVATE_KEY: 'not+base64/url',
    });
    expect(problems).toEqual([
      'VAPID_PUBLIC_KEY must be a P-256 public key in URL-safe base64 (65 bytes)',
      'VAPID_PRIVATE_KEY must be a P-256 private key in URL-safe base64 (32 bytes)',
    ]);
  });

  it('refuses a subject that push services do not take', () => {
    expect(problemsOf({ VAPID_SUBJECT: 'http://example.com' })).toEqual([
      'VAPID_SUBJECT must be an https: URL or a mailto: address (got "http://example.com")',
    ]);
  });

  it('defaults the subject to the admin e-mail, else the https public URL', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'boss@example.com' }, CONFIG_ROOT).push.vapidSubject).toBe(
      'mailto:boss@example.com',
    );
    expect(
      loadConfig({ PUBLIC_URL: 'https://coach.example.com/' }, CONFIG_ROOT).push.vapidSubject,
    ).toBe('https://coach.example.com');
    expect(
      loadConfig({ PUBLIC_URL: 'http://192.168.1.5:3000' }, CONFIG_ROOT).push.vapidSubject,
    ).toBe('mailto:webpush@192.168.1.5');
  });
});

import { mockApiPerTest } from '@goalcoach/testing';
import {
  asContainer,
  FakeRegistration,
  installPush,
  type FakeServiceWorkerContainer,
} from '../test/browser-fakes';
import { disableDevicePush, enableDevicePush, renewDevicePush } from './push-sync';

const PUBLIC_KEY = Buffer.from(new Uint8Array(65).fill(7)).toString('base64url');
const api = mockApiPerTest();
let container: FakeServiceWorkerContainer;

beforeEach(() => {
  container = installPush();
});

describe('push sync', () => {
  it('subscribes with the server key and stores the subscription on the server', async () => {
    api.on('GET', '/notifications/push-key', { status: 200, body: { publicKey: PUBLIC_KEY } });
    api.on('POST', '/notifications/subscriptions', { status: 201 });

    const subscription = await enableDevicePush(asContainer(container));

    expect(subscription.endpoint).toBe('https://push.example/device-1');
    expect(api.calls('POST', '/notifications/subscriptions').map((call) => call.body)).toEqual([
      {
        endpoint: 'https://push.example/device-1',
        expirationTime: null,
        keys: { p256dh: 'device-p256dh', auth: 'device-auth' },
      },
    ]);
  });

  it('drops the subscription again when the server cannot store it', async () => {
    api.on('GET', '/notifications/push-key', { status: 200, body: { publicKey: PUBLIC_KEY } });
    api.on('POST', '/notifications/subscriptions', { status: 400, body: { message: 'No' } });

    await expect(enableDevicePush(asContainer(container))).rejects.toThrow('400');
    expect(container.registration?.pushManager.subscription).toBeNull();
  });

  it('subscribes afresh and saves once more when the server holds the endpoint with other keys', async () => {
    const conflict = { statusCode: 409, message: 'This device is subscribed with other keys' };
    api.on('GET', '/notifications/push-key', { status: 200, body: { publicKey: PUBLIC_KEY } });
    api.on('POST', '/notifications/subscriptions', ({ body }) =>
      (body as { endpoint: string }).endpoint === 'https://push.example/device-1'
        ? { status: 409, body: conflict }
        : { status: 201 },
    );

    const subscription = await enableDevicePush(asContainer(container));

    expect(subscription.endpoint).toBe('https://push.example/device-2');
    expect(container.registration?.pushManager.subscription).toBe(subscription);
    expect(
      api.calls('POST', '/notifications/subscriptions').map((call) => call.body),
    ).toMatchObject([
      { endpoint: 'https://push.example/device-1' },
      { endpoint: 'https://push.example/device-2' },
    ]);
  });

  it('gives up after one fresh subscription, with the server refusing both', async () => {
    api.on('GET', '/notifications/push-key', { status: 200, body: { publicKey: PUBLIC_KEY } });
    api.on('POST', '/notifications/subscriptions', {
      status: 409,
      body: { statusCode: 409, message: 'Other keys' },
    });

    await expect(enableDevicePush(asContainer(container))).rejects.toThrow('409');
    expect(api.calls('POST', '/notifications/subscriptions')).toHaveLength(2);
    expect(container.registration?.pushManager.subscription).toBeNull();
  });

  it('renews a subscription the server lost: the old one ends here, a new one is saved', async () => {
    api.on('GET', '/notifications/push-key', { status: 200, body: { publicKey: PUBLIC_KEY } });
    api.on('POST', '/notifications/subscriptions', { status: 201 });
    container.registration = new FakeRegistration();
    const lost = container.registration.pushManager.existing(
      'https://push.example/lost',
      new Uint8Array(65).fill(7),
    );

    const renewed = await renewDevicePush(asContainer(container));

    expect(lost.unsubscribed).toBe(true);
    expect(renewed.endpoint).toBe('https://push.example/device-1');
    expect(api.calls('POST', '/notifications/subscriptions').map((call) => call.body)).toEqual([
      {
        endpoint: 'https://push.example/device-1',
        expirationTime: null,
        keys: { p256dh: 'device-p256dh', auth: 'device-auth' },
      },
    ]);
    expect(api.calls('DELETE')).toEqual([]);
  });

  it('fails when the push service cannot be reached, telling the server nothing', async () => {
    api.on('GET', '/notifications/push-key', { status: 200, body: { publicKey: PUBLIC_KEY } });
    container.registration = new FakeRegistration();
    container.registration.pushManager.failure = new DOMException(
      'push service error',
      'AbortError',
    );

    await expect(enableDevicePush(asContainer(container))).rejects.toThrow('push service error');
    expect(api.calls('POST')).toEqual([]);
  });

  it('deletes the subscription on the server and in the browser', async () => {
    api.on('DELETE', '/notifications/subscriptions', { status: 204 });
    container.registration = new FakeRegistration();
    const existing = container.registration.pushManager.existing(
      'https://push.example/a',
      new Uint8Array(65),
    );

    await disableDevicePush(asContainer(container));

    expect(api.calls('DELETE', '/notifications/subscriptions').map((call) => call.body)).toEqual([
      { endpoint: 'https://push.example/a' },
    ]);
    expect(existing.unsubscribed).toBe(true);
  });

  it('ends the browser subscription even when the server cannot be told', async () => {
    api.on('DELETE', '/notifications/subscriptions', { status: 503 });
    container.registration = new FakeRegistration();
    const existing = container.registration.pushManager.existing(
      'https://push.example/a',
      new Uint8Array(65),
    );

    await expect(disableDevicePush(asContainer(container))).rejects.toThrow('503');
    expect(existing.unsubscribed).toBe(true);
  });

  it('does nothing without a subscription', async () => {
    await disableDevicePush(asContainer(container));
    expect(api.calls()).toEqual([]);
  });
});

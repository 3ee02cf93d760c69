import { asContainer, asRegistration, FakeRegistration, installPush } from '../test/browser-fakes';
import {
  applicationServerKey,
  currentPushSubscription,
  pushSupported,
  registerReminderWorker,
  subscribeToPush,
  subscriptionRequest,
} from './push-device';

const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, index) => (index * 37 + 4) % 256);
const PUBLIC_KEY = Buffer.from(KEY_BYTES).toString('base64url');

describe('push device', () => {
  it('is supported only with service workers and PushManager', () => {
    expect(pushSupported()).toBe(false);
    installPush();
    expect(pushSupported()).toBe(true);
    vi.unstubAllGlobals();
    expect(pushSupported()).toBe(false);
  });

  it('decodes the URL-safe base64 server key', () => {
    expect(PUBLIC_KEY).toMatch(/[-_]/);
    expect([...applicationServerKey(PUBLIC_KEY)]).toEqual([...KEY_BYTES]);
  });

  it('registers /sw.js for the whole app and returns once it is active', async () => {
    const container = installPush();
    const registration = await registerReminderWorker(asContainer(container));
    expect(container.registered).toEqual([{ url: '/sw.js', options: { scope: '/' } }]);
    expect(registration).toBe(container.registration);
  });

  it('waits for a new worker to activate', async () => {
    const container = installPush();
    const fresh = new FakeRegistration();
    const worker = Object.assign(new EventTarget(), { state: 'installing' });
    fresh.active = null;
    fresh.installing = worker;
    container.registration = fresh;

    const registered = registerReminderWorker(asContainer(container));
    setTimeout(() => {
      worker.state = 'activated';
      worker.dispatchEvent(new Event('statechange'));
    }, 1);

    await expect(registered).resolves.toBe(fresh);
  });

  it('gives up on a worker that never activates', async () => {
    const container = installPush();
    container.registration = Object.assign(new FakeRegistration(), { active: null });
    await expect(registerReminderWorker(asContainer(container), 5)).rejects.toThrow(
      'did not become active',
    );
  });

  it('subscribes with a visible-only subscription and the server key', async () => {
    const registration = new FakeRegistration();
    const subscription = await subscribeToPush(asRegistration(registration), PUBLIC_KEY);
    expect(registration.pushManager.subscribeCalls).toHaveLength(1);
    const [options] = registration.pushManager.subscribeCalls;
    expect(options?.userVisibleOnly).toBe(true);
    expect([...(options?.applicationServerKey as Uint8Array)]).toEqual([...KEY_BYTES]);
    expect(subscription.endpoint).toBe('https://push.example/device-1');
  });

  it('gives up on a push service that never answers', async () => {
    const registration = new FakeRegistration();
    registration.pushManager.subscribe = () => new Promise(() => undefined);
    await expect(subscribeToPush(asRegistration(registration), PUBLIC_KEY, 5)).rejects.toThrow(
      'did not answer',
    );
  });

  it('reuses a subscription made with the same key', async () => {
    const registration = new FakeRegistration();
    const existing = registration.pushManager.existing('https://push.example/old', KEY_BYTES);
    const subscription = await subscribeToPush(asRegistration(registration), PUBLIC_KEY);
    expect(subscription).toBe(existing);
    expect(registration.pushManager.subscribeCalls).toEqual([]);
  });

  it('replaces a subscription made with another key', async () => {
    const registration = new FakeRegistration();
    const stale = registration.pushManager.existing('https://push.example/old', new Uint8Array(65));
    const subscription = await subscribeToPush(asRegistration(registration), PUBLIC_KEY);
    expect(stale.unsubscribed).toBe(true);
    expect(subscription.endpoint).toBe('https://push.example/device-1');
  });

  it("finds this device's subscription, or none without a registration", async () => {
    const container = installPush();
    await expect(currentPushSubscription(asContainer(container))).resolves.toBeNull();
    container.registration = new FakeRegistration();
    const existing = container.registration.pushManager.existing(
      'https://push.example/a',
      KEY_BYTES,
    );
    await expect(currentPushSubscription(asContainer(container))).resolves.toBe(existing);
  });

  it('turns a subscription into what the server stores', () => {
    const registration = new FakeRegistration();
    const subscription = registration.pushManager.existing('https://push.example/a', KEY_BYTES);
    expect(subscriptionRequest(subscription as unknown as PushSubscription)).toEqual({
      endpoint: 'https://push.example/a',
      expirationTime: null,
      keys: { p256dh: 'device-p256dh', auth: 'device-auth' },
    });
  });
});

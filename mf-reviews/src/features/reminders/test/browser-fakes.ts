/** Stand-ins for the browser's Notification, service worker and push APIs (jsdom has none). */

type Shown = { title: string; options: NotificationOptions; closed: boolean };

export class FakeNotification {
  static permission: NotificationPermission = 'default';
  /** What the user answers when asked. */
  static answer: NotificationPermission = 'granted';
  static asked = 0;
  static shown: FakeNotification[] = [];

  onclick: (() => void) | null = null;
  closed = false;

  constructor(
    readonly title: string,
    readonly options: NotificationOptions = {},
  ) {
    FakeNotification.shown.push(this);
  }

  static requestPermission(): Promise<NotificationPermission> {
    FakeNotification.asked++;
    FakeNotification.permission = FakeNotification.answer;
    return Promise.resolve(FakeNotification.answer);
  }

  close(): void {
    this.closed = true;
  }
}

/**
 * Gives the page a Notification API with this permission (and this answer when asked), taken
 * away again when the test ends.
 */
export function installNotification(
  permission: NotificationPermission,
  answer: NotificationPermission = 'granted',
): void {
  FakeNotification.permission = permission;
  FakeNotification.answer = answer;
  FakeNotification.asked = 0;
  FakeNotification.shown = [];
  vi.stubGlobal('Notification', FakeNotification);
  onTestFinished(uninstallBrowserFakes);
}

class FakePushSubscription {
  unsubscribed = false;
  readonly options: { applicationServerKey: ArrayBuffer; userVisibleOnly: boolean };

  constructor(
    private readonly manager: FakePushManager,
    readonly endpoint: string,
    key: Uint8Array,
  ) {
    this.options = { applicationServerKey: new Uint8Array(key).buffer, userVisibleOnly: true };
  }

  toJSON() {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: { p256dh: 'device-p256dh', auth: 'device-auth' },
    };
  }

  unsubscribe(): Promise<boolean> {
    this.unsubscribed = true;
    if (this.manager.subscription === this) this.manager.subscription = null;
    return Promise.resolve(true);
  }
}

class FakePushManager {
  subscription: FakePushSubscription | null = null;
  /** Makes subscribe fail, as it does with no push service reachable. */
  failure: Error | null = null;
  subscribeCalls: PushSubscriptionOptionsInit[] = [];
  private count = 0;

  getSubscription(): Promise<FakePushSubscription | null> {
    return Promise.resolve(this.subscription);
  }

  subscribe(options: PushSubscriptionOptionsInit): Promise<FakePushSubscription> {
    this.subscribeCalls.push(options);
    if (this.failure) return Promise.reject(this.failure);
    const key = new Uint8Array(options.applicationServerKey as Uint8Array);
    this.count++;
    this.subscription = new FakePushSubscription(
      this,
      `https://push.example/device-${this.count}`,
      key,
    );
    return Promise.resolve(this.subscription);
  }

  /** A subscription the device already has, made with `key`. */
  existing(endpoint: string, key: Uint8Array): FakePushSubscription {
    this.subscription = new FakePushSubscription(this, endpoint, key);
    return this.subscription;
  }
}

export class FakeRegistration {
  active: object | null = {};
  installing: EventTarget | null = null;
  waiting: EventTarget | null = null;
  readonly pushManager = new FakePushManager();
  readonly notifications: Shown[] = [];

  showNotification(title: string, options: NotificationOptions = {}): Promise<void> {
    this.notifications.push({ title, options, closed: false });
    return Promise.resolve();
  }

  getNotifications(filter: { tag?: string } = {}) {
    return Promise.resolve(
      this.notifications
        .filter((shown) => !shown.closed && (!filter.tag || shown.options.tag === filter.tag))
        .map((shown) => ({
          close: () => {
            shown.closed = true;
          },
        })),
    );
  }
}

export class FakeServiceWorkerContainer {
  registration: FakeRegistration | null = null;
  registered: { url: string; options?: RegistrationOptions }[] = [];

  register(url: string, options?: RegistrationOptions): Promise<FakeRegistration> {
    this.registered.push({ url, options });
    this.registration ??= new FakeRegistration();
    return Promise.resolve(this.registration);
  }

  getRegistration(): Promise<FakeRegistration | undefined> {
    return Promise.resolve(this.registration ?? undefined);
  }
}

/**
 * Gives the page service workers and PushManager until the test ends; returns the container to
 * look into.
 */
export function installPush(): FakeServiceWorkerContainer {
  const container = new FakeServiceWorkerContainer();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  vi.stubGlobal('PushManager', FakePushManager);
  onTestFinished(uninstallBrowserFakes);
  return container;
}

function uninstallBrowserFakes(): void {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  vi.unstubAllGlobals();
}

/** The real type a function under test takes, for a fake that provides what it uses. */
export function asContainer(container: FakeServiceWorkerContainer): ServiceWorkerContainer {
  return container as unknown as ServiceWorkerContainer;
}

export function asRegistration(registration: FakeRegistration): ServiceWorkerRegistration {
  return registration as unknown as ServiceWorkerRegistration;
}

import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushSubscriptionRequest, ReminderPayload } from '@goalcoach/contracts';
import ece from 'http_ece';

/** A browser as a push service knows it: its key pair and auth secret (RFC 8291). */
export interface FakeDevice {
  name: string;
  endpoint: string;
  /** What the browser's PushSubscription.toJSON() gives, to POST to the app. */
  subscription: PushSubscriptionRequest;
  ecdh: ECDH;
  authSecret: Buffer;
}

/** One request the push service received, decrypted with its device's keys. */
export interface ReceivedPush {
  device: string;
  payload: ReminderPayload;
  ttl: number;
  urgency: string | undefined;
  /** The VAPID public key the request was signed with (its signature checked). */
  vapidKey: string;
  /** What the push service answered. */
  status: number;
}

/**
 * A local HTTP server standing in for a browser vendor's push service: each device has its own
 * endpoint on it; every request is checked (VAPID JWT signature, audience) and decrypted. A
 * device's endpoint answers 201 unless told otherwise (404/410: gone; 500: failing).
 */
export class FakePushService {
  readonly received: ReceivedPush[] = [];
  /** Requests that could not be read (bad signature, undecryptable): a test expects none. */
  readonly problems: string[] = [];
  private readonly devices = new Map<string, FakeDevice>();
  private readonly answers = new Map<string, number>();
  private readonly waiters: (() => void)[] = [];

  private constructor(
    private readonly server: ReturnType<typeof createServer>,
    readonly baseUrl: string,
  ) {}

  static async start(): Promise<FakePushService> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const service = new FakePushService(server, `http://127.0.0.1:${port}`);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      void service.handle(request, response);
    });
    return service;
  }

  /** A new browser with fresh keys and an endpoint of its own. */
  device(name: string): FakeDevice {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const endpoint = `${this.baseUrl}/push/${name}-${randomBytes(8).toString('hex')}`;
    const device: FakeDevice = {
      name,
      endpoint,
      ecdh,
      authSecret,
      subscription: {
        endpoint,
        expirationTime: null,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: authSecret.toString('base64url'),
        },
      },
    };
    this.devices.set(new URL(endpoint).pathname, device);
    return device;
  }

  /** What the device's endpoint answers from now on. */
  answer(device: FakeDevice, status: number): void {
    this.answers.set(new URL(device.endpoint).pathname, status);
  }

  pushesTo(device: FakeDevice): ReceivedPush[] {
    return this.received.filter((push) => push.device === device.name);
  }

  /** Resolves once `count` requests in all have arrived. */
  async waitForPushes(count: number): Promise<void> {
    while (this.received.length + this.problems.length < count) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = new URL(request.url ?? '/', this.baseUrl).pathname;
    const device = this.devices.get(path);
    const status = device ? (this.answers.get(path) ?? 201) : 404;
    try {
      if (!device) throw new Error(`push to an unknown endpoint ${path}`);
      if (request.method !== 'POST') throw new Error(`${request.method} instead of POST`);
      if (request.headers['content-encoding'] !== 'aes128gcm') {
        throw new Error(`content-encoding ${request.headers['content-encoding']}`);
      }
      const vapidKey = checkVapid(request.headers.authorization, this.baseUrl);
      const plain = ece.decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: device.ecdh,
        authSecret: device.authSecret,
      });
      this.received.push({
        device: device.name,
        payload: JSON.parse(plain.toString('utf8')) as ReminderPayload,
        ttl: Number(request.headers.ttl),
        urgency: request.headers.urgency as string | undefined,
        vapidKey,
        status,
      });
    } catch (error) {
      this.problems.push(error instanceof Error ? error.message : String(error));
    }
    response.writeHead(status).end();
    this.waiters.splice(0).forEach((wake) => wake());
  }
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): an ES256 JWT signed by the
 * key, for this push service's origin, not expired. Answers the key.
 */
function checkVapid(header: string | undefined, origin: string): string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`Authorization is not VAPID: ${header}`);
  const [, token = '', key = ''] = match;
  const [head = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (aud !== origin) throw new Error(`VAPID audience ${aud}, not ${origin}`);
  if (!(exp * 1000 > Date.now())) throw new Error('VAPID token expired');
  if (!/^(mailto:|https:)/.test(sub)) throw new Error(`VAPID subject ${sub}`);
  return key;
}

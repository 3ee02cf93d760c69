/** An in-memory CacheStorage with the parts the worker uses, keyed by absolute URL. */
export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();

  constructor(private readonly origin: string) {}

  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache(this.origin);
      this.caches.set(name, cache);
    }
    return cache;
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  /** What the named cache holds, by path. */
  paths(name: string): string[] {
    return [...(this.caches.get(name)?.entries.keys() ?? [])].map((key) => new URL(key).pathname);
  }
}

export class FakeCache {
  readonly entries = new Map<string, Response>();

  constructor(private readonly origin: string) {}

  private keyOf(key: RequestInfo | URL): string {
    const href = typeof key === 'string' ? key : key instanceof URL ? key.href : key.url;
    return new URL(href, this.origin).href;
  }

  async match(key: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(this.keyOf(key))?.clone();
  }

  /** Like the real one, a new entry for a key goes last in `keys()`. */
  async put(key: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.delete(this.keyOf(key));
    this.entries.set(this.keyOf(key), response);
  }

  async addAll(requests: Request[]): Promise<void> {
    const answered = await Promise.all(
      requests.map(async (request) => ({ request, response: await fetch(request) })),
    );
    if (answered.some(({ response }) => !response.ok)) throw new TypeError('A request failed');
    for (const { request, response } of answered) this.entries.set(this.keyOf(request), response);
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((key) => new Request(key));
  }

  async delete(key: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(this.keyOf(key));
  }
}

/** A same-origin answer as the worker sees one from the network (type "basic"). */
export function networkAnswer(body: string, init: ResponseInit = {}): Response {
  const response = new Response(body, init);
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
}

/** What the page did with object URLs during the current test. */
export type ObjectUrls = { created: string[]; revoked: string[] };

/**
 * jsdom has no `URL.createObjectURL`: each test gets numbered fake URLs and a record of which
 * were revoked.
 */
export function objectUrlsPerTest(): ObjectUrls {
  const urls: ObjectUrls = { created: [], revoked: [] };
  const original = {
    create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
    revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
  };

  beforeEach(() => {
    urls.created.length = 0;
    urls.revoked.length = 0;
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: () => {
        const url = `blob:test/${urls.created.length + 1}`;
        urls.created.push(url);
        return url;
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', {
      configurable: true,
      value: (url: string) => urls.revoked.push(url),
    });
  });

  afterEach(() => {
    for (const [name, descriptor] of [
      ['createObjectURL', original.create],
      ['revokeObjectURL', original.revoke],
    ] as const) {
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else Reflect.deleteProperty(URL, name);
    }
  });

  return urls;
}

import { vi } from 'vitest';

// A fresh module per test: what it has asked for starts empty.
async function load() {
  vi.resetModules();
  return import('./preload-exposed-files');
}

describe('preloadExposedFiles', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for an exposed module's style sheets and chunks, each once, and reads them", async () => {
    const read = vi.fn(() => Promise.resolve(new ArrayBuffer(0)));
    const fetch = vi.fn((_href: string) => Promise.resolve({ ok: true, arrayBuffer: read }));
    vi.stubGlobal('fetch', fetch);
    const { preloadExposedFiles } = await load();
    const files = {
      js: ['/remotes/mf-goals/1.js', '/remotes/mf-goals/2.js'],
      css: ['/remotes/mf-goals/3.css'],
    };
    preloadExposedFiles(files);
    preloadExposedFiles(files);
    expect(fetch.mock.calls.map(([href]) => href)).toEqual([
      '/remotes/mf-goals/3.css',
      '/remotes/mf-goals/1.js',
      '/remotes/mf-goals/2.js',
    ]);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(3));
  });

  it('asks again next time for a file that failed, and never throws', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ ok: false, status: 503 })
      .mockResolvedValue({ ok: true, arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)) });
    vi.stubGlobal('fetch', fetch);
    const { preloadExposedFiles } = await load();
    const files = { js: ['/remotes/mf-vision/1.js'], css: [] };
    preloadExposedFiles(files);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    preloadExposedFiles(files);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    preloadExposedFiles(files);
    preloadExposedFiles(files);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
  });

  it('does nothing for a module the manifest lists no files for', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { preloadExposedFiles } = await load();
    preloadExposedFiles(undefined);
    expect(fetch).not.toHaveBeenCalled();
  });
});

import type { RemoteManifest } from '@goalcoach/contracts';
import { apiClient } from '@goalcoach/api';
import { vi } from 'vitest';
import { loadRemoteModule } from './remote-registry';
import type { RemotePageModule } from './remote-modules';

const loadRemote = vi.fn<(id: string) => Promise<unknown>>();
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: () => undefined,
}));

const manifest: RemoteManifest = {
  remotes: { mf_habits: '/remotes/mf-habits/remoteEntry.js' },
} as RemoteManifest;

describe('loadRemoteModule', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    vi.spyOn(apiClient, 'get').mockResolvedValue({
      data: manifest,
      status: 200,
      headers: new Headers(),
    });
    window.history.replaceState(null, '', '/habits?week=2');
  });
  afterEach(() => vi.restoreAllMocks());

  it("starts a page's data with its code, for the address it opens", async () => {
    const preloadData = vi.fn();
    const page: RemotePageModule = { default: () => null, preloadData };
    loadRemote.mockResolvedValue(page);

    await expect(loadRemoteModule('mf_habits/routes')).resolves.toBe(page);
    expect(preloadData).toHaveBeenCalledTimes(1);
    expect(preloadData.mock.calls[0]?.[0]).toMatchObject({
      pathname: '/habits',
      search: '?week=2',
    });
  });

  it('loads a page that has no data to start', async () => {
    const page: RemotePageModule = { default: () => null };
    loadRemote.mockResolvedValue(page);
    await expect(loadRemoteModule('mf_habits/routes')).resolves.toBe(page);
  });
});

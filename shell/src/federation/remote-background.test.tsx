import { PAGE_SETTLE_MS } from '@goalcoach/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { RemoteLoadError } from './remote-load-error';
import type { RemoteBackgroundModule } from './remote-modules';

const loadRemoteModule =
  vi.fn<(id: string, options?: { fresh?: boolean }) => Promise<RemoteBackgroundModule>>();
vi.mock('./remote-registry', () => ({
  loadRemoteModule: (id: string, options?: { fresh?: boolean }) => loadRemoteModule(id, options),
}));

/** Counts the mounts of the remote's module, which renders nothing of its own. */
const mounted = vi.fn<() => void>();
const backgroundModule: RemoteBackgroundModule = {
  default: () => {
    mounted();
    return null;
  },
};

// Each test gets a fresh module graph, so the per-module cache starts empty.
async function renderFrame() {
  vi.resetModules();
  const { RemoteBackgroundHost } = await import('./remote-background');
  const { container } = render(
    <div data-testid="frame">
      <p>The page</p>
      <RemoteBackgroundHost module="mf_reviews/InPageReminders" />
    </div>,
  );
  return container;
}

/**
 * A requestIdleCallback the test calls when it says the page is idle. Answers `settle`: the
 * settling time passes, then the page goes idle.
 */
function installIdleCallback() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const pending: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => pending.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return async () => {
    await act(() => vi.advanceTimersByTimeAsync(PAGE_SETTLE_MS));
    act(() => pending.splice(0).forEach((callback) => callback()));
  };
}

describe('RemoteBackgroundHost', () => {
  beforeEach(() => {
    loadRemoteModule.mockReset();
    mounted.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the page to load and settle before it waits for idle', async () => {
    loadRemoteModule.mockResolvedValue(backgroundModule);
    const idle = installIdleCallback();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    await renderFrame();
    await idle();
    expect(loadRemoteModule).not.toHaveBeenCalled();

    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    await idle();
    await vi.waitFor(() => expect(mounted).toHaveBeenCalled());
    readyState.mockRestore();
  });

  it('loads the module only once the page has settled and is idle, then mounts it', async () => {
    loadRemoteModule.mockResolvedValue(backgroundModule);
    const idle = installIdleCallback();
    await renderFrame();
    expect(loadRemoteModule).not.toHaveBeenCalled();

    await idle();
    await vi.waitFor(() => expect(mounted).toHaveBeenCalled());
    expect(loadRemoteModule).toHaveBeenCalledWith('mf_reviews/InPageReminders', { fresh: false });
    expect(screen.getByTestId('frame').textContent).toBe('The page');
  });

  it('waits the settling time alone where the browser has no requestIdleCallback', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestIdleCallback', undefined);
    loadRemoteModule.mockResolvedValue(backgroundModule);
    await renderFrame();

    await act(() => vi.advanceTimersByTimeAsync(PAGE_SETTLE_MS - 1));
    expect(loadRemoteModule).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(loadRemoteModule).toHaveBeenCalledTimes(1);
  });

  it('shows nothing at all when the remote is down, and the page stays', async () => {
    loadRemoteModule.mockRejectedValue(
      new RemoteLoadError('mf_reviews', new Error('Failed to fetch')),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const idle = installIdleCallback();
    await renderFrame();

    await idle();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByTestId('frame').textContent).toBe('The page');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing when the module crashes', async () => {
    loadRemoteModule.mockResolvedValue({
      default: () => {
        throw new Error('boom');
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const idle = installIdleCallback();
    await renderFrame();

    await idle();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByTestId('frame').textContent).toBe('The page');
  });
});

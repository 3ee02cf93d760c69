import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { RemoteLoadError } from './remote-load-error';
import type { RemotePanelModule } from './remote-modules';

const loadRemoteModule =
  vi.fn<(id: string, options?: { fresh?: boolean }) => Promise<RemotePanelModule>>();
vi.mock('./remote-registry', () => ({
  loadRemoteModule: (id: string, options?: { fresh?: boolean }) => loadRemoteModule(id, options),
}));

// Each test gets a fresh module graph, so the per-module cache starts empty.
async function renderRemotePanel() {
  vi.resetModules();
  const { RemotePanel } = await import('./remote-panel');
  render(<RemotePanel module="mf_goals/RecentlyDeleted" area="Recently Deleted" />);
}

const panel = (text: string): RemotePanelModule => ({ default: () => <p>{text}</p> });

describe('RemotePanel', () => {
  beforeEach(() => loadRemoteModule.mockReset());

  it('shows a loading state, then the remote panel', async () => {
    loadRemoteModule.mockResolvedValue(panel('Deleted goals'));
    await renderRemotePanel();
    expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Deleted goals')).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledWith('mf_goals/RecentlyDeleted', { fresh: false });
  });

  it('shows the unavailable panel when the remote is down, and Retry loads it afresh', async () => {
    loadRemoteModule
      .mockRejectedValueOnce(new RemoteLoadError('mf_goals', new Error('Failed to fetch')))
      .mockResolvedValueOnce(panel('Deleted goals'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRemotePanel();

    expect(
      await screen.findByText('Recently Deleted is unavailable right now'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Deleted goals')).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenLastCalledWith('mf_goals/RecentlyDeleted', { fresh: true });
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@goalcoach/routing';
import { vi } from 'vitest';
import { RemoteLoadError } from './remote-load-error';
import type { RemotePageModule } from './remote-modules';

const loadRemoteModule =
  vi.fn<(id: string, options?: { fresh?: boolean }) => Promise<RemotePageModule>>();
vi.mock('./remote-registry', () => ({
  loadRemoteModule: (id: string, options?: { fresh?: boolean }) => loadRemoteModule(id, options),
}));

// Each test gets a fresh module graph, so the per-module cache starts empty.
async function renderRemotePage() {
  vi.resetModules();
  const { RemotePage } = await import('./remote-page');
  render(
    <MemoryRouter>
      <RemotePage module="mf_habits/routes" area="Habits" />
    </MemoryRouter>,
  );
}

const page = (text: string): RemotePageModule => ({ default: () => <p>{text}</p> });

describe('RemotePage', () => {
  beforeEach(() => loadRemoteModule.mockReset());

  it('renders the remote page once it has loaded', async () => {
    loadRemoteModule.mockResolvedValue(page('Habits page'));
    await renderRemotePage();
    expect(await screen.findByText('Habits page')).toBeInTheDocument();
  });

  it('shows the unavailable panel when the remote cannot load, and Retry loads it afresh', async () => {
    loadRemoteModule
      .mockRejectedValueOnce(new RemoteLoadError('mf_habits', new Error('Failed to fetch')))
      .mockResolvedValueOnce(page('Habits page'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRemotePage();

    expect(await screen.findByText('Habits is unavailable right now')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Habits page')).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenLastCalledWith('mf_habits/routes', { fresh: true });
  });

  it("hands the remote the shell's 404 page for paths it does not know", async () => {
    loadRemoteModule.mockResolvedValue({ default: ({ notFound }) => <div>{notFound}</div> });
    await renderRemotePage();
    expect(await screen.findByText("Looks Like You're Off the Path")).toBeInTheDocument();
  });

  it('shows a problem panel when the remote throws while rendering', async () => {
    loadRemoteModule.mockResolvedValue({
      default: () => {
        throw new Error('render failed');
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRemotePage();
    expect(await screen.findByText('Habits ran into a problem')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { RemoteLoadError } from '../federation/remote-load-error';
import type { RemoteDialogModule } from '../federation/remote-modules';

const loadRemoteModule =
  vi.fn<(id: string, options?: { fresh?: boolean }) => Promise<RemoteDialogModule>>();
vi.mock('../federation/remote-registry', () => ({
  loadRemoteModule: (id: string, options?: { fresh?: boolean }) => loadRemoteModule(id, options),
}));

// Each test gets a fresh module graph, so the per-module cache starts empty.
async function renderButton() {
  vi.resetModules();
  const { CheckInButton } = await import('./check-in-button');
  render(<CheckInButton />);
}

/** Home inside the frame: a bottom bar with its action slot, on a screen as narrow as `phone`. */
async function renderInFrame(phone: boolean) {
  cleanup();
  document.body.replaceChildren();
  vi.resetModules();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query === '(max-width: 767px)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  const { CheckInButton } = await import('./check-in-button');
  const { NavActionSlotContext } = await import('../layout/nav-action-slot');
  const bar = document.createElement('li');
  bar.dataset.testid = 'bar-slot';
  document.body.append(bar);
  render(
    <NavActionSlotContext.Provider value={bar}>
      <main>
        <CheckInButton />
      </main>
    </NavActionSlotContext.Provider>,
  );
  return { bar, main: screen.getByRole('main') };
}

const remoteDialog: RemoteDialogModule = {
  default: ({ open, onOpenChange }) =>
    open ? (
      <div role="dialog" aria-label="Remote check-in">
        <button onClick={() => onOpenChange(false)}>Done</button>
      </div>
    ) : null,
};

describe('CheckInButton', () => {
  beforeEach(() => loadRemoteModule.mockReset());
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('lives in the bottom bar on a phone, and floats over the page on a wider screen', async () => {
    const phone = await renderInFrame(true);
    const button = screen.getByRole('button', { name: 'Check In' });
    expect(phone.bar).toContainElement(button);
    expect(phone.main).not.toContainElement(button);

    const wide = await renderInFrame(false);
    const floating = within(wide.main).getByRole('button', { name: 'Check In' });
    expect(floating.parentElement).toHaveClass('shell-check-in-fab');
    expect(wide.bar).toBeEmptyDOMElement();
  });

  it('loads the reviews remote only when used, then opens and closes its dialog', async () => {
    loadRemoteModule.mockResolvedValue(remoteDialog);
    await renderButton();
    expect(loadRemoteModule).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Check In' }));
    expect(await screen.findByRole('dialog', { name: 'Remote check-in' })).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledWith('mf_reviews/CheckInDialog', { fresh: false });

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check In' }));
    expect(await screen.findByRole('dialog', { name: 'Remote check-in' })).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledTimes(1);
  });

  it('shows the unavailable panel in a dialog when the remote is down, and Retry loads it', async () => {
    loadRemoteModule
      .mockRejectedValueOnce(new RemoteLoadError('mf_reviews', new Error('Failed to fetch')))
      .mockResolvedValueOnce(remoteDialog);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderButton();

    await userEvent.click(screen.getByRole('button', { name: 'Check In' }));
    const message = await screen.findByText('Daily Check-In is unavailable right now');
    expect(screen.getByRole('dialog', { name: 'Daily Check-In' })).toContainElement(message);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('dialog', { name: 'Remote check-in' })).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenLastCalledWith('mf_reviews/CheckInDialog', { fresh: true });
  });
});

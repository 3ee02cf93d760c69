import 'fake-indexeddb/auto';
import { offlineCache, offlineWriteKeys, queryClient, type HabitDayWrite } from '@goalcoach/api';
import type { SessionUser } from '@goalcoach/contracts';
import { useSession } from '@goalcoach/session';
import { MutationObserver, onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@goalcoach/routing';
import { AccountMenu } from '../account/account-menu';
import { OfflineBanner } from './offline-banner';

const ada: SessionUser = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  isAdmin: false,
  timeZone: 'UTC',
};
const tick: HabitDayWrite = {
  request: { habitId: 'h1', entryDate: '2026-11-24', completed: true },
  what: '“Stretch” on Tue 24 Nov',
};

/** The frame, with the app's offline copy saving: a change is kept once the copy holds it. */
async function renderFrame() {
  await offlineCache.start('u1');
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AccountMenu />
        <OfflineBanner />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  act(() => onlineManager.setOnline(true));
  await offlineCache.remove();
  queryClient.clear();
  useSession.setState({ status: 'loading', user: null });
});

describe('offline banner', () => {
  it('says politely that the page shows what was last loaded, and counts the changes kept', async () => {
    await renderFrame();
    const banner = screen.getByTestId('offline-banner');
    expect(banner).toHaveAttribute('role', 'status');
    expect(banner).toHaveAttribute('aria-live', 'polite');
    expect(banner).toBeEmptyDOMElement();

    act(() => onlineManager.setOnline(false));
    expect(banner).toHaveTextContent("You're offline — showing what was last loaded.");
    act(() => {
      void new MutationObserver<unknown, Error, HabitDayWrite>(queryClient, {
        mutationKey: offlineWriteKeys.habitDay,
      })
        .mutate(tick)
        .catch(() => undefined);
    });
    expect(await screen.findByTestId('sync-status')).toHaveTextContent(
      '1 change saved on this device — will sync.',
    );
  });
});

describe('signing out with changes not synced', () => {
  it('asks first, saying the changes kept on the device would be lost', async () => {
    const user = userEvent.setup();
    useSession.setState({ status: 'authenticated', user: ada });
    await renderFrame();
    act(() => onlineManager.setOnline(false));
    act(() => {
      void new MutationObserver<unknown, Error, HabitDayWrite>(queryClient, {
        mutationKey: offlineWriteKeys.habitDay,
      })
        .mutate(tick)
        .catch(() => undefined);
    });
    await screen.findByTestId('sync-status');

    await user.click(screen.getByTestId('account-menu'));
    await user.click(await screen.findByTestId('menu-logout'));

    const dialog = await screen.findByTestId('logout-unsynced-dialog');
    expect(dialog).toHaveTextContent('1 change is saved only on this device');
    expect(useSession.getState().status).toBe('authenticated');
  });
});

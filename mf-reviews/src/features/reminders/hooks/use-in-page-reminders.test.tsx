import { mockApiPerTest, type MockReply, renderWithProviders } from '@goalcoach/testing';
import { act, screen, within } from '@testing-library/react';
import { aCheckIn, signedInUserIn } from '../../../shared/test/fixtures';
import { useNotificationSettings } from '../api/use-notification-settings';
import {
  FakeNotification,
  FakeRegistration,
  installNotification,
  installPush,
} from '../test/browser-fakes';
import { useInPageReminders } from './use-in-page-reminders';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const api = mockApiPerTest({ arrange: signedInUserIn('Europe/Berlin') });

function Page() {
  useInPageReminders();
  const settings = useNotificationSettings();
  return <p>{settings.isSuccess ? 'settings loaded' : 'loading'}</p>;
}

/** What the server answers for `GET /api/checkins` (newest first), read at each firing. */
let checkIns: MockReply = { status: 200, body: [] };

const checkInOn = (date: string) => aCheckIn({ date });

/** Renders the page at `now` (UTC) for a user in Berlin (UTC+1 in winter). */
async function openPage(now: string, settings = { enabled: true, reminderTime: '20:00' }) {
  vi.setSystemTime(new Date(now));
  api.on('GET', '/notifications/settings', { status: 200, body: settings });
  api.on('GET', '/checkins', () => checkIns);
  renderWithProviders(<Page />, { route: '/reviews', path: '/reviews' });
  await vi.waitFor(() => screen.getByText('settings loaded'));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  checkIns = { status: 200, body: [] };
});

describe('In-page reminders', () => {
  it("shows today's reminder at the chosen time in the user's zone, then tomorrow's", async () => {
    installNotification('granted');
    // 17:00 UTC is 18:00 in Berlin: today's 20:00 is two hours away.
    await openPage('2026-01-10T17:00:00Z');

    await vi.advanceTimersByTimeAsync(2 * HOUR - MINUTE);
    expect(FakeNotification.shown).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(FakeNotification.shown.map((shown) => [shown.title, shown.options.tag])).toEqual([
      ['Daily Goal Check-In', 'daily-check-in'],
    ]);

    await vi.advanceTimersByTimeAsync(24 * HOUR - MINUTE);
    expect(FakeNotification.shown).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(FakeNotification.shown).toHaveLength(2);
  });

  it("waits for tomorrow when today's time has passed", async () => {
    installNotification('granted');
    // 20:30 UTC is 21:30 in Berlin.
    await openPage('2026-01-10T20:30:00Z');

    await vi.advanceTimersByTimeAsync(22 * HOUR + 29 * MINUTE);
    expect(FakeNotification.shown).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(FakeNotification.shown).toHaveLength(1);
  });

  it('closes the reminder after 30 s, and a click goes to the dashboard', async () => {
    installNotification('granted');
    await openPage('2026-01-10T18:59:00Z');
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);

    await vi.advanceTimersByTimeAsync(MINUTE);
    const [reminder] = FakeNotification.shown;
    expect(reminder?.closed).toBe(false);
    reminder?.onclick?.();
    await vi.waitFor(() => screen.getByText('elsewhere'));
    expect(focus).toHaveBeenCalled();
    expect(reminder?.closed).toBe(true);
  });

  it('closes an unclicked reminder after 30 s', async () => {
    installNotification('granted');
    await openPage('2026-01-10T18:59:00Z');

    // 20:00 in Berlin; loading the settings took a little fake time already.
    await vi.advanceTimersByTimeAsync(Date.parse('2026-01-10T19:00:00Z') - Date.now());
    expect(FakeNotification.shown[0]?.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(FakeNotification.shown[0]?.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeNotification.shown[0]?.closed).toBe(true);
  });

  it('leaves the reminder to push on a device with a push subscription', async () => {
    installNotification('granted');
    const container = installPush();
    container.registration = new FakeRegistration();
    container.registration.pushManager.existing('https://push.example/a', new Uint8Array(65));
    await openPage('2026-01-10T18:59:00Z');

    await vi.advanceTimersByTimeAsync(2 * MINUTE);

    expect(FakeNotification.shown).toEqual([]);
    expect(container.registration.notifications).toEqual([]);
  });

  it('shows it through the service worker when one is active and push is not subscribed', async () => {
    installNotification('granted');
    const container = installPush();
    container.registration = new FakeRegistration();
    await openPage('2026-01-10T18:59:00Z');

    await vi.advanceTimersByTimeAsync(MINUTE);

    expect(container.registration.notifications.map((shown) => shown.title)).toEqual([
      'Daily Goal Check-In',
    ]);
    expect(FakeNotification.shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(container.registration.notifications[0]?.closed).toBe(true);
  });

  it('stays silent on a day the user has already checked in, and reminds the next day', async () => {
    installNotification('granted');
    checkIns = { status: 200, body: [checkInOn('2026-01-10'), checkInOn('2026-01-09')] };
    await openPage('2026-01-10T18:59:00Z');

    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(FakeNotification.shown).toEqual([]);
    expect(api.calls('GET', '/checkins')).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(FakeNotification.shown).toHaveLength(1);
  });

  it('reads the check-ins when it fires, so one made since the page opened counts', async () => {
    installNotification('granted');
    await openPage('2026-01-10T17:00:00Z');
    const readAt: number[] = [];
    api.on('GET', '/checkins', () => {
      readAt.push(Date.now());
      return { status: 200, body: [checkInOn('2026-01-10')] };
    });

    await vi.advanceTimersByTimeAsync(2 * HOUR - MINUTE);
    expect(readAt).toEqual([]);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);

    // Read once, at 20:00 in Berlin, and the check-in made since kept the reminder away.
    expect(readAt).toEqual([Date.parse('2026-01-10T19:00:00Z')]);
    expect(FakeNotification.shown).toEqual([]);
  });

  it("takes today in the user's zone, not the device's or UTC's", async () => {
    installNotification('granted');
    // 23:00 UTC on the 9th is 00:00 on the 10th in Berlin: the 9th's check-in is yesterday's.
    checkIns = { status: 200, body: [checkInOn('2026-01-09')] };
    await openPage('2026-01-09T22:00:00Z', { enabled: true, reminderTime: '00:30' });

    await vi.advanceTimersByTimeAsync(90 * MINUTE);
    expect(FakeNotification.shown).toHaveLength(1);
  });

  it('reminds when the check-ins cannot be read', async () => {
    installNotification('granted');
    checkIns = { status: 500, body: { statusCode: 500, message: 'Internal server error' } };
    await openPage('2026-01-10T18:59:00Z');

    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(FakeNotification.shown).toHaveLength(1);
  });

  it('shows nothing while reminders are disabled', async () => {
    installNotification('granted');
    await openPage('2026-01-10T18:59:00Z', { enabled: false, reminderTime: '20:00' });
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(FakeNotification.shown).toEqual([]);
    expect(document.querySelector('.gc-toast')).toBeNull();
  });

  it.each(['denied', 'default'] as const)(
    'shows the reminder inside the page where notifications are %s, and it opens the dashboard',
    async (permission) => {
      installNotification(permission);
      await openPage('2026-01-10T18:59:00Z');

      // The toast is state of the page: its update is awaited like any other.
      await act(() => vi.advanceTimersByTimeAsync(MINUTE));

      expect(FakeNotification.shown).toEqual([]);
      const reminder = screen.getByText('Daily Goal Check-In').closest('.gc-toast') as HTMLElement;
      expect(reminder).toHaveTextContent('Time for your daily check-in');
      act(() => within(reminder).getByRole('button', { name: 'Open Dashboard' }).click());
      await vi.waitFor(() => screen.getByText('elsewhere'));
    },
  );

  it('shows the reminder inside the page where the browser has no notifications', async () => {
    await openPage('2026-01-10T18:59:00Z');
    await act(() => vi.advanceTimersByTimeAsync(MINUTE));
    expect(screen.getByText('Daily Goal Check-In')).toBeInTheDocument();
  });
});

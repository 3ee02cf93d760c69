import { deferredReply, mockApiPerTest, renderWithProviders } from '@goalcoach/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  FakeNotification,
  FakeRegistration,
  installNotification,
  installPush,
} from '../test/browser-fakes';
import { TIME_SAVE_DELAY_MS } from '../hooks/use-settings-draft';
import { RemindersDialog } from './reminders-dialog';

const PUBLIC_KEY = Buffer.from(new Uint8Array(65).fill(9)).toString('base64url');
const OFF = { enabled: false, reminderTime: '20:00' };
const ON = { enabled: true, reminderTime: '20:00' };
const api = mockApiPerTest();

beforeEach(() => {
  api.on('PUT', '/notifications/settings', ({ body }) => ({ status: 200, body }));
});

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Reopen</button>
      <RemindersDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function render(settings: { enabled: boolean; reminderTime: string }) {
  api.on('GET', '/notifications/settings', { status: 200, body: settings });
  return renderWithProviders(<Harness />);
}

const theSwitch = () => screen.findByRole('switch', { name: 'Enable Daily Reminders' });
const puts = () => api.calls('PUT', '/notifications/settings').map((call) => call.body);
const pushStatus = () => screen.getByTestId('reminders-push-status');
const findToast = async (text: string) =>
  (await screen.findByText(text, { selector: '.gc-toast__description, .gc-toast__title' })).closest(
    '.gc-toast',
  );

function acceptPush() {
  api.on('GET', '/notifications/push-key', { status: 200, body: { publicKey: PUBLIC_KEY } });
  api.on('POST', '/notifications/subscriptions', { status: 201 });
}

describe('Reminders dialog', () => {
  it('loads the settings and explains how reminders work, with no Save button', async () => {
    installNotification('default');
    const reply = deferredReply();
    api.on('GET', '/notifications/settings', reply.handler);
    renderWithProviders(<Harness />);

    const dialog = screen.getByRole('dialog', { name: 'Daily Check-In Reminders' });
    expect(within(dialog).getByText('Loading reminder settings...')).toBeVisible();
    reply.resolve({ status: 200, body: OFF });

    expect(await theSwitch()).not.toBeChecked();
    // The time can be chosen before reminders are switched on.
    expect(screen.getByLabelText('Reminder Time')).toHaveValue('20:00');
    expect(screen.queryByTestId('reminders-not-allowed')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'How it works' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'You get a browser notification every day at the time you choose',
      'It reminds you to update your wins and lessons',
      'Clicking the notification opens your goals dashboard',
      'A daily nudge helps you stay consistent',
    ]);
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });

  it('says the settings could not be loaded in plain words, and loads them again', async () => {
    const user = userEvent.setup();
    installNotification('default');
    let reply = {
      status: 500,
      body: { statusCode: 500, message: 'Internal server error', requestId: 'req-42' } as object,
    };
    api.on('GET', '/notifications/settings', () => reply);
    renderWithProviders(<Harness />);

    const error = await screen.findByTestId('reminders-error');
    expect(error).toHaveTextContent(
      'Unable to load reminder settings' +
        'Something went wrong while loading your reminder settings. Please try again.',
    );
    expect(error).not.toHaveTextContent(/500|req-42|Internal server error/);
    reply = { status: 200, body: OFF };
    await user.click(within(error).getByRole('button', { name: 'Try Again' }));
    expect(await theSwitch()).not.toBeChecked();
  });

  it('asks for permission and saves enabled when it is granted', async () => {
    const user = userEvent.setup();
    installNotification('default', 'granted');
    render(OFF);

    await user.click(await theSwitch());

    expect(FakeNotification.asked).toBe(1);
    await vi.waitFor(() => expect(puts()).toEqual([ON]));
    expect(await theSwitch()).toBeChecked();
    expect(screen.getByLabelText('Reminder Time')).toHaveValue('20:00');
    expect(screen.getByText("You'll get a notification at this time every day")).toBeVisible();
    expect(screen.getByTestId('reminders-test')).toHaveTextContent('Test Notification');
  });

  it('switches on where permission is refused, saying it is blocked and how to allow it', async () => {
    const user = userEvent.setup();
    installNotification('default', 'denied');
    render(OFF);

    await user.click(await theSwitch());

    expect(FakeNotification.asked).toBe(1);
    expect(await screen.findByTestId('reminders-blocked')).toHaveTextContent(
      'Notifications are blocked' +
        'This browser blocks notifications from GoalCoach. To allow them, tap the lock or ' +
        'site-settings icon in the address bar, then Notifications → Allow, and reload the page.' +
        'Daily reminders still show inside GoalCoach while it is open.',
    );
    expect(await theSwitch()).toBeChecked();
    expect(await theSwitch()).toBeEnabled();
    await vi.waitFor(() => expect(puts()).toEqual([ON]));
    expect(screen.getByLabelText('Reminder Time')).toHaveAccessibleDescription(
      "You'll be reminded at this time every day while GoalCoach is open",
    );
    expect(screen.queryByTestId('reminders-push-status')).toBeNull();
  });

  it('saves a time chosen before and after switching on where notifications are blocked', async () => {
    const user = userEvent.setup();
    installNotification('denied');
    render(OFF);
    expect(await screen.findByTestId('reminders-blocked')).toBeVisible();
    const time = screen.getByLabelText('Reminder Time');

    fireEvent.change(time, { target: { value: '07:30' } });
    fireEvent.blur(time);
    await vi.waitFor(() => expect(puts()).toEqual([{ enabled: false, reminderTime: '07:30' }]));

    await user.click(await theSwitch());
    fireEvent.change(time, { target: { value: '08:15' } });
    fireEvent.blur(time);

    await vi.waitFor(() =>
      expect(puts()).toEqual([
        { enabled: false, reminderTime: '07:30' },
        { enabled: true, reminderTime: '07:30' },
        { enabled: true, reminderTime: '08:15' },
      ]),
    );
    expect(FakeNotification.asked).toBe(0);
  });

  it('keeps reminders on where the browser already refused, and tests them inside the page', async () => {
    const user = userEvent.setup();
    installNotification('denied');
    render(ON);

    expect(await theSwitch()).toBeChecked();
    expect(screen.getByTestId('reminders-blocked')).toBeVisible();
    await user.click(screen.getByTestId('reminders-test'));

    expect(await findToast('Daily Goal Check-In')).toHaveTextContent(
      'Time for your daily check-in',
    );
    expect(FakeNotification.shown).toEqual([]);
  });

  it('says notifications are not allowed yet when the prompt is closed, and asks again', async () => {
    const user = userEvent.setup();
    installNotification('default', 'default');
    render(OFF);

    await user.click(await theSwitch());

    const note = await screen.findByTestId('reminders-not-allowed');
    expect(note).toHaveTextContent('Notifications are not allowed yet');
    expect(note).toHaveTextContent('If the browser does not ask, tap the lock');
    expect(await theSwitch()).toBeChecked();
    await vi.waitFor(() => expect(puts()).toEqual([ON]));

    FakeNotification.answer = 'granted';
    await user.click(within(note).getByTestId('reminders-allow'));

    expect(FakeNotification.asked).toBe(2);
    await vi.waitFor(() => expect(screen.queryByTestId('reminders-not-allowed')).toBeNull());
    expect(screen.getByLabelText('Reminder Time')).toHaveAccessibleDescription(
      "You'll get a notification at this time every day",
    );
  });

  it('notices permission allowed in the site settings when the page is back in view', async () => {
    installNotification('denied');
    render(ON);
    expect(await screen.findByTestId('reminders-blocked')).toBeVisible();

    FakeNotification.permission = 'granted';
    fireEvent.focus(window);

    await vi.waitFor(() => expect(screen.queryByTestId('reminders-blocked')).toBeNull());
    expect(pushStatus()).toHaveAttribute('data-status', 'unsupported');
  });

  it('says so plainly where the browser has no notifications at all', async () => {
    render(OFF);
    expect(await theSwitch()).toBeEnabled();
    const note = screen.getByTestId('reminders-unsupported');
    expect(note).toHaveAttribute('data-reason', 'browser');
    expect(note).toHaveTextContent(
      'Notifications not supported' +
        'This browser cannot show notifications.' +
        'Daily reminders still show inside GoalCoach while it is open.',
    );
  });

  it('tells iPhone Safari in a tab to add the app to the Home Screen first', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
    );
    render(OFF);
    const note = await screen.findByTestId('reminders-unsupported');
    expect(note).toHaveAttribute('data-reason', 'home-screen');
    expect(note).toHaveTextContent(
      'Add GoalCoach to your Home Screen' +
        'On iPhone and iPad, notifications work only from the Home Screen: tap Share, then ' +
        'Add to Home Screen, and open GoalCoach from there.',
    );
  });

  it('tells a device not yet asked that the account has reminders on, and asks', async () => {
    const user = userEvent.setup();
    installNotification('default', 'granted');
    render(ON);
    expect(await theSwitch()).toBeChecked();
    const note = screen.getByTestId('reminders-not-allowed');
    expect(FakeNotification.asked).toBe(0);

    await user.click(within(note).getByRole('button', { name: 'Allow' }));

    expect(FakeNotification.asked).toBe(1);
    await vi.waitFor(() => expect(screen.queryByTestId('reminders-not-allowed')).toBeNull());
    expect(puts()).toEqual([]);
  });

  it('subscribes this device to push and stores the subscription', async () => {
    installNotification('granted');
    const container = installPush();
    acceptPush();
    render(ON);

    await vi.waitFor(() => expect(pushStatus()).toHaveAttribute('data-status', 'subscribed'));
    expect(pushStatus()).toHaveTextContent(
      'Reminders reach this device even when the app is closed.',
    );
    expect(container.registered).toEqual([{ url: '/sw.js', options: { scope: '/' } }]);
    const [options] = container.registration?.pushManager.subscribeCalls ?? [];
    expect(options?.userVisibleOnly).toBe(true);
    expect([...(options?.applicationServerKey as Uint8Array)]).toEqual(Array(65).fill(9));
    expect(api.calls('POST', '/notifications/subscriptions').map((call) => call.body)).toEqual([
      {
        endpoint: 'https://push.example/device-1',
        expirationTime: null,
        keys: { p256dh: 'device-p256dh', auth: 'device-auth' },
      },
    ]);
  });

  it('says push is unavailable when subscribing fails, and keeps in-page reminders', async () => {
    installNotification('granted');
    const container = installPush();
    container.registration = new FakeRegistration();
    container.registration.pushManager.failure = new DOMException(
      'push service error',
      'AbortError',
    );
    api.on('GET', '/notifications/push-key', { status: 200, body: { publicKey: PUBLIC_KEY } });
    render(ON);

    await vi.waitFor(() => expect(pushStatus()).toHaveAttribute('data-status', 'unavailable'));
    expect(pushStatus()).toHaveTextContent(
      'Push is unavailable on this device. Reminders will show while the app is open in a tab.',
    );
    expect(await theSwitch()).toBeChecked();
    expect(api.calls('POST')).toEqual([]);
  });

  it('turning off saves disabled and ends the push subscription', async () => {
    const user = userEvent.setup();
    installNotification('granted');
    const container = installPush();
    acceptPush();
    api.on('DELETE', '/notifications/subscriptions', { status: 204 });
    render(ON);
    await vi.waitFor(() => expect(pushStatus()).toHaveAttribute('data-status', 'subscribed'));
    const subscription = container.registration?.pushManager.subscription;

    await user.click(await theSwitch());

    await vi.waitFor(() => expect(subscription?.unsubscribed).toBe(true));
    expect(puts()).toEqual([OFF]);
    expect(api.calls('DELETE', '/notifications/subscriptions').map((call) => call.body)).toEqual([
      { endpoint: 'https://push.example/device-1' },
    ]);
    expect(await theSwitch()).not.toBeChecked();
  });

  it('puts the switch back and says so when saving fails', async () => {
    const user = userEvent.setup();
    installNotification('granted');
    api.on('PUT', '/notifications/settings', {
      status: 500,
      body: { statusCode: 500, message: 'Down' },
    });
    render(OFF);

    await user.click(await theSwitch());

    expect(await findToast('Down')).toHaveTextContent(/^Error/);
    await vi.waitFor(async () => expect(await theSwitch()).not.toBeChecked());
  });

  it('saves a new time when the field is left, with the switch state', async () => {
    installNotification('granted');
    render(ON);
    const time = await screen.findByLabelText('Reminder Time');

    fireEvent.change(time, { target: { value: '07:30' } });
    fireEvent.blur(time);

    // Well before the pause that saves a typed time by itself.
    await vi.waitFor(() => expect(puts()).toEqual([{ enabled: true, reminderTime: '07:30' }]), {
      timeout: TIME_SAVE_DELAY_MS / 2,
    });
  });

  it('saves a typed time once the user pauses', async () => {
    installNotification('granted');
    render(ON);
    const time = await screen.findByLabelText('Reminder Time');

    fireEvent.change(time, { target: { value: '07:3' } });
    fireEvent.change(time, { target: { value: '07:35' } });
    expect(puts()).toEqual([]);

    await vi.waitFor(() => expect(puts()).toEqual([{ enabled: true, reminderTime: '07:35' }]), {
      timeout: TIME_SAVE_DELAY_MS * 3,
    });
  });

  it('saves a time still waiting when the dialog closes', async () => {
    const user = userEvent.setup();
    installNotification('granted');
    render(ON);
    fireEvent.change(await screen.findByLabelText('Reminder Time'), {
      target: { value: '06:45' },
    });
    expect(puts()).toEqual([]);

    await user.keyboard('{Escape}');

    await vi.waitFor(() => expect(puts()).toEqual([{ enabled: true, reminderTime: '06:45' }]), {
      timeout: TIME_SAVE_DELAY_MS / 2,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a real push as the test when this device is subscribed', async () => {
    const user = userEvent.setup();
    installNotification('granted');
    installPush();
    acceptPush();
    api.on('POST', '/notifications/test', { status: 204 });
    render(ON);
    await vi.waitFor(() => expect(pushStatus()).toHaveAttribute('data-status', 'subscribed'));

    await user.click(screen.getByTestId('reminders-test'));

    expect(await findToast('Test Sent')).toBeInTheDocument();
    expect(api.calls('POST', '/notifications/test').map((call) => call.body)).toEqual([
      { endpoint: 'https://push.example/device-1' },
    ]);
    expect(FakeNotification.shown).toEqual([]);
  });

  it('shows the test through the service worker when push is unavailable', async () => {
    const user = userEvent.setup();
    installNotification('granted');
    const container = installPush();
    container.registration = new FakeRegistration();
    container.registration.pushManager.failure = new DOMException('offline', 'AbortError');
    api.on('GET', '/notifications/push-key', { status: 200, body: { publicKey: PUBLIC_KEY } });
    render(ON);
    await vi.waitFor(() => expect(pushStatus()).toHaveAttribute('data-status', 'unavailable'));

    await user.click(screen.getByTestId('reminders-test'));

    await vi.waitFor(() =>
      expect(container.registration?.notifications).toEqual([
        {
          title: 'Daily Goal Check-In',
          options: {
            body: expect.stringContaining('check-in') as string,
            tag: 'daily-check-in',
            data: { url: '/' },
          },
          closed: false,
        },
      ]),
    );
    expect(api.calls('POST', '/notifications/test')).toEqual([]);
  });

  it('shows the test with the Notification API where there is no service worker', async () => {
    const user = userEvent.setup();
    installNotification('granted');
    render(ON);
    await vi.waitFor(() => expect(pushStatus()).toHaveAttribute('data-status', 'unsupported'));
    expect(pushStatus()).toHaveTextContent('Reminders will show while the app is open in a tab.');

    await user.click(screen.getByTestId('reminders-test'));

    await vi.waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(FakeNotification.shown[0]?.title).toBe('Daily Goal Check-In');
    expect(FakeNotification.shown[0]?.options.tag).toBe('daily-check-in');
  });

  it.each([
    [410, "This device's push subscription has expired"],
    [404, 'This device is not subscribed to reminders'],
  ])(
    'replaces a subscription the server answers %i for, says so, and the next test reaches it',
    async (status, message) => {
      const user = userEvent.setup();
      installNotification('granted');
      const container = installPush();
      acceptPush();
      api.on('POST', '/notifications/test', ({ body }) =>
        (body as { endpoint: string }).endpoint === 'https://push.example/device-1'
          ? { status, body: { statusCode: status, message } }
          : { status: 204 },
      );
      render(ON);
      await vi.waitFor(() => expect(pushStatus()).toHaveAttribute('data-status', 'subscribed'));
      const lost = container.registration?.pushManager.subscription;

      await user.click(screen.getByTestId('reminders-test'));

      expect(
        await findToast('This device was re-registered for reminders: try again'),
      ).not.toHaveTextContent(/^Error/);
      expect(lost?.unsubscribed).toBe(true);
      expect(container.registration?.pushManager.subscription?.endpoint).toBe(
        'https://push.example/device-2',
      );
      expect(
        api.calls('POST', '/notifications/subscriptions').map((call) => call.body),
      ).toMatchObject([
        { endpoint: 'https://push.example/device-1' },
        { endpoint: 'https://push.example/device-2' },
      ]);
      expect(pushStatus()).toHaveAttribute('data-status', 'subscribed');

      await user.click(screen.getByTestId('reminders-test'));

      expect(await findToast('Test Sent')).toBeInTheDocument();
      expect(api.calls('POST', '/notifications/test').map((call) => call.body)).toEqual([
        { endpoint: 'https://push.example/device-1' },
        { endpoint: 'https://push.example/device-2' },
      ]);
    },
  );

  it('toasts a test push the server could not send, keeping the subscription', async () => {
    const user = userEvent.setup();
    installNotification('granted');
    const container = installPush();
    acceptPush();
    api.on('POST', '/notifications/test', {
      status: 503,
      body: { statusCode: 503, message: 'The push service did not take the notification.' },
    });
    render(ON);
    await vi.waitFor(() => expect(pushStatus()).toHaveAttribute('data-status', 'subscribed'));

    await user.click(screen.getByTestId('reminders-test'));

    expect(await findToast('The push service did not take the notification.')).toHaveTextContent(
      /^Error/,
    );
    expect(container.registration?.pushManager.subscription?.unsubscribed).toBe(false);
    expect(api.calls('POST', '/notifications/subscriptions')).toHaveLength(1);
  });

  it('subscribes afresh when the server holds this endpoint with other keys', async () => {
    installNotification('granted');
    const container = installPush();
    api.on('GET', '/notifications/push-key', { status: 200, body: { publicKey: PUBLIC_KEY } });
    api.on('POST', '/notifications/subscriptions', ({ body }) =>
      (body as { endpoint: string }).endpoint === 'https://push.example/device-1'
        ? { status: 409, body: { statusCode: 409, message: 'Other keys' } }
        : { status: 201 },
    );
    render(ON);

    await vi.waitFor(() => expect(pushStatus()).toHaveAttribute('data-status', 'subscribed'));
    expect(container.registration?.pushManager.subscription?.endpoint).toBe(
      'https://push.example/device-2',
    );
  });

  it("says the server's reason when it refuses the fresh subscription too", async () => {
    const refusal =
      'This device is subscribed with other keys: turn reminders off and on again in this browser';
    installNotification('granted');
    const container = installPush();
    api.on('GET', '/notifications/push-key', { status: 200, body: { publicKey: PUBLIC_KEY } });
    api.on('POST', '/notifications/subscriptions', {
      status: 409,
      body: { statusCode: 409, message: refusal },
    });
    render(ON);

    await vi.waitFor(() => expect(pushStatus()).toHaveAttribute('data-status', 'unavailable'));
    expect(pushStatus()).toHaveTextContent(
      `${refusal} Reminders will show while the app is open in a tab.`,
    );
    expect(pushStatus()).not.toHaveTextContent('Push is unavailable');
    expect(api.calls('POST', '/notifications/subscriptions')).toHaveLength(2);
    expect(container.registration?.pushManager.subscription).toBeNull();
  });
});

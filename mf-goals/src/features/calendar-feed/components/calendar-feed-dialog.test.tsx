import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarFeed } from '@goalcoach/contracts';
import { mockApi, type MockApi, renderWithProviders } from '@goalcoach/testing';
import { useState } from 'react';
import { CalendarFeedDialog } from './calendar-feed-dialog';

let api: MockApi;

const TOKEN = 'A'.repeat(43);
const NEW_TOKEN = 'B'.repeat(43);
const linksOf = (token: string) => ({
  httpsUrl: `https://goals.example.com/calendar/${token}.ics`,
  webcalUrl: `webcal://goals.example.com/calendar/${token}.ics`,
});

const aFeed = (fields: Partial<CalendarFeed> = {}): CalendarFeed => ({
  links: linksOf(TOKEN),
  includeCheckInReminder: false,
  reminderTime: '20:00',
  createdAt: '2026-03-10T23:30:00.000Z',
  resetAt: null,
  ...fields,
});

beforeEach(() => {
  api = mockApi();
});

afterEach(() => {
  expect(api.unmatched).toEqual([]);
  api.restore();
});

function Harness() {
  const [open, setOpen] = useState(true);
  return <CalendarFeedDialog open={open} onOpenChange={setOpen} />;
}

describe('Subscribe in your calendar dialog', () => {
  it('shows the webcal link, the https address to copy, and says the link is private', async () => {
    api.on('GET', '/calendar/feed', { status: 200, body: aFeed() });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(screen.getByTestId('calendar-feed-loading')).toBeInTheDocument();

    const webcal = await screen.findByRole('link', { name: 'Open in your calendar app' });
    expect(webcal).toHaveAttribute('href', linksOf(TOKEN).webcalUrl);
    expect(screen.getByTestId('calendar-feed-url')).toHaveValue(linksOf(TOKEN).httpsUrl);
    expect(screen.getByTestId('calendar-feed-private')).toHaveTextContent(/private/);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(linksOf(TOKEN).httpsUrl);
  });

  it('saves the daily check-in option at once, and keeps the link on screen', async () => {
    api.on('GET', '/calendar/feed', { status: 200, body: aFeed() });
    api.on('PATCH', '/calendar/feed', ({ body }) => ({
      status: 200,
      body: aFeed({ ...(body as object) }),
    }));
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    const option = await screen.findByRole('checkbox', {
      name: 'Include a daily check-in reminder',
    });
    expect(option).toHaveAccessibleDescription(/every day at 20:00/);
    expect(option).not.toBeChecked();
    await user.click(option);
    await waitFor(() => expect(option).toBeChecked());
    expect(api.calls('PATCH', '/calendar/feed').map((call) => call.body)).toEqual([
      { includeCheckInReminder: true },
    ]);
    expect(screen.getByTestId('calendar-feed-url')).toHaveValue(linksOf(TOKEN).httpsUrl);
  });

  it('resets the link only after a confirmation that the old one stops working', async () => {
    api.on('GET', '/calendar/feed', { status: 200, body: aFeed() });
    api.on('POST', '/calendar/feed/reset', {
      status: 200,
      body: aFeed({ links: linksOf(NEW_TOKEN), resetAt: '2026-03-11T08:00:00.000Z' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.click(await screen.findByRole('button', { name: 'Reset link' }));
    expect(screen.getByTestId('calendar-feed-reset-confirm')).toHaveTextContent(
      /old link stops working/,
    );
    const confirm = screen.getByTestId('calendar-feed-reset-confirm-button');
    expect(confirm).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.calls('POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    await user.click(screen.getByTestId('calendar-feed-reset-confirm-button'));
    await waitFor(() =>
      expect(screen.getByTestId('calendar-feed-url')).toHaveValue(linksOf(NEW_TOKEN).httpsUrl),
    );
    expect(screen.queryByTestId('calendar-feed-reset-confirm')).not.toBeInTheDocument();
    expect(api.calls('POST', '/calendar/feed/reset')).toHaveLength(1);
  });

  it('says when the link cannot be loaded, and tries again', async () => {
    let answers = 0;
    api.on('GET', '/calendar/feed', () => {
      answers += 1;
      return answers === 1
        ? { status: 500, body: { statusCode: 500, message: 'Internal server error' } }
        : { status: 200, body: aFeed() };
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.click(await screen.findByTestId('calendar-feed-retry', {}, { timeout: 5000 }));
    expect(await screen.findByTestId('calendar-feed-url')).toHaveValue(linksOf(TOKEN).httpsUrl);
  });
});

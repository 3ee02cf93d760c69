import type { CheckIn, CreateCheckInRequest } from '@goalcoach/contracts';
import { deferredReply, mockApiPerTest, renderWithProviders } from '@goalcoach/testing';
import { SYNC_PENDING_TEXT } from '@goalcoach/ui';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { aCheckIn, signedInUserIn } from '../../../shared/test/fixtures';
import CheckInDialog from './check-in-dialog';

// 23:30 on Sunday Nov 22 in UTC is already Monday Nov 23 in Auckland (UTC+13).
const api = mockApiPerTest({
  arrange: signedInUserIn('Pacific/Auckland'),
  now: '2026-11-22T23:30:00Z',
});
let stored: CheckIn[];

/** How the shell and the Reviews page hold it: open state outside, a button to open. */
function Harness({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open check-in
      </button>
      <CheckInDialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange?.(next);
          setOpen(next);
        }}
      />
    </>
  );
}

beforeEach(() => {
  stored = [aCheckIn({ date: '2026-11-22', wins: '• Yesterday' })];
  api.on('GET', '/checkins', () => ({ status: 200, body: stored }));
});

function savesAs(saved: (request: CreateCheckInRequest) => CheckIn) {
  api.on('POST', '/checkin', (request) => {
    const checkIn = saved(request.body as CreateCheckInRequest);
    stored = [...stored.filter((other) => other.date !== checkIn.date), checkIn];
    return { status: 201, body: checkIn };
  });
}

/** Picks the confidence tile `level` (1-10). */
const confidence = (level: number) => screen.getByRole('radio', { name: `${level} of 10` });

async function openDialog() {
  renderWithProviders(<Harness />);
  return screen.findByTestId('check-in-save');
}

describe('CheckInDialog', () => {
  it('keeps Save disabled until Yes or No and a confidence are chosen, and says so beside it', async () => {
    const user = userEvent.setup();
    const save = await openDialog();

    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Pick Yes or No. Pick your confidence.');
    expect(screen.getByTestId('check-in-missing')).toHaveTextContent(
      'Pick Yes or No. Pick your confidence.',
    );
    expect(screen.getByTestId('check-in-done-yes')).toHaveAttribute('aria-checked', 'false');
    await user.type(screen.getByTestId('check-in-wins'), 'Ran');
    expect(save).toBeDisabled();

    await user.click(screen.getByTestId('check-in-done-no'));
    expect(screen.getByTestId('check-in-done-no')).toHaveAttribute('aria-checked', 'true');
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Pick your confidence.');

    await user.click(confidence(6));
    expect(save).toBeEnabled();
    expect(screen.queryByTestId('check-in-missing')).not.toBeInTheDocument();
    expect(save).not.toHaveAttribute('aria-describedby');
    await user.click(screen.getByTestId('check-in-done-yes'));
    expect(screen.getByTestId('check-in-done-yes')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('check-in-done-no')).toHaveAttribute('aria-checked', 'false');
  });

  it('asks Yes/No as a required radio group with one tab stop and arrow keys', async () => {
    const user = userEvent.setup();
    const save = await openDialog();

    const group = screen.getByRole('radiogroup', {
      name: 'Did you complete your daily action today?',
    });
    expect(group).toHaveAttribute('aria-required', 'true');
    const [yes, no] = within(group).getAllByRole('radio');
    expect([yes, no].map((radio) => radio?.textContent)).toEqual(['Yes', 'No']);
    expect(yes).toHaveAttribute('tabindex', '0');
    expect(no).toHaveAttribute('tabindex', '-1');

    yes?.focus();
    await user.keyboard('{ArrowRight}');
    expect(no).toHaveFocus();
    expect(no).toBeChecked();
    expect(yes).not.toBeChecked();
    expect(no).toHaveAttribute('tabindex', '0');
    expect(yes).toHaveAttribute('tabindex', '-1');
    expect(save).toHaveAccessibleDescription('Pick your confidence.');

    await user.keyboard('{ArrowRight}');
    expect(yes).toHaveFocus();
    expect(yes).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(no).toBeChecked();
  });

  it('asks how confident the person is, 1 to 10, as a required radio group', async () => {
    const user = userEvent.setup();
    const save = await openDialog();

    const group = screen.getByRole('group', {
      name: 'How confident are you that you will reach your goal?',
    });
    const levels = within(group).getAllByRole('radio');
    expect(levels.map((radio) => radio.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(levels.every((radio) => radio.hasAttribute('required'))).toBe(true);
    expect(confidence(1)).toHaveAccessibleDescription('1 = not at all10 = completely');
    expect(levels.some((radio) => (radio as HTMLInputElement).checked)).toBe(false);

    await user.click(confidence(7));
    expect(confidence(7)).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(confidence(8)).toBeChecked();
    expect(confidence(7)).not.toBeChecked();
    await user.click(screen.getByTestId('check-in-done-yes'));
    expect(save).toBeEnabled();
  });

  it('starts a bullet with the first character and a new bullet line on Enter', async () => {
    const user = userEvent.setup();
    await openDialog();
    const wins = screen.getByTestId('check-in-wins');

    await user.type(wins, 'Ran 5k{Enter}Read{Shift>}{Enter}{/Shift}a chapter');
    expect(wins).toHaveValue('• Ran 5k\n• Read\na chapter');

    // Enter in the middle of a line splits it there.
    await user.clear(wins);
    await user.type(wins, 'Ran far');
    await user.type(wins, '{Enter}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    await user.keyboard('x');
    expect(wins).toHaveValue('• Ran\n• x far');
  });

  it("sends the person's confidence with trimmed texts, says well done, closes and reads check-ins again", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    savesAs((request) => aCheckIn({ date: '2026-11-23', ...request, wins: request.wins ?? null }));
    renderWithProviders(<Harness onOpenChange={onOpenChange} />);
    await screen.findByTestId('check-in-save');

    await user.click(screen.getByTestId('check-in-done-yes'));
    await user.click(confidence(4));
    await user.type(screen.getByTestId('check-in-wins'), 'Ran 5k{Enter}{Enter}');
    await user.type(screen.getByTestId('check-in-lessons'), '   ');
    await user.click(screen.getByTestId('check-in-save'));

    expect(await screen.findByText('Check-in Complete!')).toBeInTheDocument();
    expect(screen.getByText('Great job staying consistent with your goals!')).toBeInTheDocument();
    expect(api.calls('POST', '/checkin').map((call) => call.body)).toEqual([
      { date: '2026-11-23', completedDailyAction: true, confidenceLevel: 4, wins: '• Ran 5k' },
    ]);
    await waitFor(() => expect(screen.queryByTestId('check-in-dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(api.calls('GET', '/checkins')).toHaveLength(2));

    // Opened again, it shows what the server now holds for today: nothing typed carries over.
    await user.click(screen.getByRole('button', { name: 'open check-in' }));
    expect(await screen.findByTestId('check-in-existing-note')).toHaveTextContent(
      'You already checked in today — saving updates it',
    );
    expect(screen.getByTestId('check-in-wins')).toHaveValue('• Ran 5k');
    expect(confidence(4)).toBeChecked();
  });

  it('sends the confidence given on a missed day without blank texts, and encourages honesty', async () => {
    const user = userEvent.setup();
    savesAs((request) => aCheckIn({ date: '2026-11-23', ...request, wins: null, lessons: null }));
    await openDialog();

    await user.click(screen.getByTestId('check-in-done-no'));
    await user.click(confidence(9));
    await user.type(screen.getByTestId('check-in-wins'), ' {Enter} ');
    await user.click(screen.getByTestId('check-in-save'));

    expect(await screen.findByText('Check-in Complete!')).toBeInTheDocument();
    expect(screen.getByText(/Thanks for being honest/)).toBeInTheDocument();
    expect(api.calls('POST', '/checkin')[0]?.body).toEqual({
      date: '2026-11-23',
      completedDailyAction: false,
      confidenceLevel: 9,
    });
  });

  it("prefills today's check-in in the user's zone, not yesterday's", async () => {
    stored = [
      ...stored,
      aCheckIn({ date: '2026-11-23', completedDailyAction: false, lessons: '• Sleep more' }),
    ];
    await openDialog();

    expect(screen.getByTestId('check-in-existing-note')).toBeInTheDocument();
    expect(screen.getByTestId('check-in-done-no')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('check-in-wins')).toHaveValue('');
    expect(screen.getByTestId('check-in-lessons')).toHaveValue('• Sleep more');
    expect(confidence(8)).toBeChecked();
    expect(screen.getByTestId('check-in-save')).toBeEnabled();
  });

  it("asks again for the confidence of today's older check-in, which was derived from Yes/No", async () => {
    stored = [...stored, aCheckIn({ date: '2026-11-23', confidenceGiven: false })];
    await openDialog();

    expect(screen.getByTestId('check-in-existing-note')).toBeInTheDocument();
    expect(screen.getByTestId('check-in-done-yes')).toHaveAttribute('aria-checked', 'true');
    expect(confidence(8)).not.toBeChecked();
    expect(screen.getByTestId('check-in-save')).toBeDisabled();
    expect(screen.getByTestId('check-in-missing')).toHaveTextContent('Pick your confidence.');
  });

  it('reads the check-ins again on opening, to prefill one saved on another device', async () => {
    const user = userEvent.setup();
    await openDialog();
    expect(screen.queryByTestId('check-in-existing-note')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('check-in-cancel'));
    stored = [...stored, aCheckIn({ date: '2026-11-23', wins: '• From my phone' })];

    await user.click(screen.getByRole('button', { name: 'open check-in' }));

    expect(await screen.findByTestId('check-in-existing-note')).toBeInTheDocument();
    expect(screen.getByTestId('check-in-wins')).toHaveValue('• From my phone');
    expect(api.calls('GET', '/checkins')).toHaveLength(2);
  });

  it("sends null for a text of today's check-in the user cleared, and keeps the other", async () => {
    const user = userEvent.setup();
    stored = [aCheckIn({ date: '2026-11-23', wins: '• Ran', lessons: '• Rest' })];
    savesAs((request) => aCheckIn({ date: '2026-11-23', ...request, wins: null }));
    await openDialog();

    await user.clear(screen.getByTestId('check-in-wins'));
    await user.click(screen.getByTestId('check-in-save'));

    await waitFor(() =>
      expect(api.calls('POST', '/checkin').map((call) => call.body)).toEqual([
        {
          date: '2026-11-23',
          completedDailyAction: true,
          confidenceLevel: 8,
          wins: null,
          lessons: '• Rest',
        },
      ]),
    );
  });

  it('saves on the day it opened on when midnight passes while it is open', async () => {
    const user = userEvent.setup();
    stored = [aCheckIn({ date: '2026-11-23', wins: '• Ran' })];
    savesAs((request) => aCheckIn({ date: '2026-11-23', ...request }));
    await openDialog();

    // 00:30 on Nov 24 in Auckland; coming back to the tab makes the app read the new day.
    vi.setSystemTime(new Date('2026-11-23T11:30:00Z'));
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await user.click(screen.getByTestId('check-in-save'));

    await waitFor(() =>
      expect(api.calls('POST', '/checkin').map((call) => call.body)).toEqual([
        { date: '2026-11-23', completedDailyAction: true, confidenceLevel: 8, wins: '• Ran' },
      ]),
    );
  });

  it('has no note and nothing prefilled when only yesterday has a check-in', async () => {
    await openDialog();

    expect(screen.queryByTestId('check-in-existing-note')).not.toBeInTheDocument();
    expect(screen.getByTestId('check-in-wins')).toHaveValue('');
  });

  it("disables Save while saving and keeps everything on failure with the server's words", async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    api.on('POST', '/checkin', reply.handler);
    await openDialog();

    await user.click(screen.getByTestId('check-in-done-yes'));
    await user.click(confidence(8));
    await user.type(screen.getByTestId('check-in-wins'), 'Ran');
    await user.click(screen.getByTestId('check-in-save'));
    await waitFor(() => expect(screen.getByTestId('check-in-save')).toBeDisabled());
    await user.click(screen.getByTestId('check-in-save'));

    reply.resolve({ status: 400, body: { statusCode: 400, message: 'confidenceLevel too high' } });
    expect(await screen.findByText('confidenceLevel too high')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(api.calls('POST', '/checkin')).toHaveLength(1);
    expect(screen.getByTestId('check-in-dialog')).toBeInTheDocument();
    expect(screen.getByTestId('check-in-wins')).toHaveValue('• Ran');
    expect(screen.getByTestId('check-in-done-yes')).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(screen.getByTestId('check-in-save')).toBeEnabled());
  });

  it('with no network keeps the check-in on the device, closes, and sends it once back online', async () => {
    const user = userEvent.setup();
    savesAs((request) => aCheckIn({ ...request, date: '2026-11-23' }));
    await openDialog();
    act(() => onlineManager.setOnline(false));
    try {
      await user.click(screen.getByTestId('check-in-done-yes'));
      await user.click(confidence(8));
      await user.click(screen.getByTestId('check-in-save'));

      await waitFor(() => expect(screen.queryByTestId('check-in-dialog')).not.toBeInTheDocument());
      expect(screen.getByText('Check-in saved')).toBeInTheDocument();
      expect(screen.getByText(SYNC_PENDING_TEXT)).toBeInTheDocument();
      expect(api.calls('POST', '/checkin')).toEqual([]);
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    await waitFor(() => expect(api.calls('POST', '/checkin')).toHaveLength(1));
    expect(api.calls('POST', '/checkin')[0]?.body).toEqual({
      date: '2026-11-23',
      completedDailyAction: true,
      confidenceLevel: 8,
    });
  });

  it("says 'Failed to save check-in' when the server gives no reason", async () => {
    const user = userEvent.setup();
    api.on('POST', '/checkin', { status: 422 });
    await openDialog();

    await user.click(screen.getByTestId('check-in-done-yes'));
    await user.click(confidence(2));
    await user.click(screen.getByTestId('check-in-save'));

    expect(await screen.findByText('Failed to save check-in')).toBeInTheDocument();
    expect(screen.getByTestId('check-in-dialog')).toBeInTheDocument();
  });

  it('still offers the form when the check-ins cannot be read', async () => {
    api.on('GET', '/checkins', { status: 500 });
    await openDialog();

    expect(screen.getByTestId('check-in-wins')).toHaveValue('');
    expect(screen.queryByTestId('check-in-existing-note')).not.toBeInTheDocument();
  });
});

import type { Habit, LoopImportResult } from '@goalcoach/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { deferredReply, mockApi, type MockApi, renderWithProviders } from '@goalcoach/testing';
import { aHabit } from '../../../shared/test/fixtures';
import { LoopImportDialog } from './loop-import-dialog';

let api: MockApi;

beforeEach(() => {
  api = mockApi();
});

afterEach(() => {
  expect(api.unmatched).toEqual([]);
  api.restore();
});

const PREVIEW: LoopImportResult = {
  dryRun: true,
  habitCount: 12,
  dayCount: 4381,
  habits: [
    {
      name: 'Meditate',
      action: 'create',
      frequency: 'daily',
      targetCount: 1,
      days: 953,
      archivedInLoop: false,
      notes: [],
    },
    {
      name: 'Gym',
      action: 'merge',
      frequency: 'weekly',
      targetCount: 3,
      days: 467,
      archivedInLoop: true,
      notes: ['Archived in Loop: imported as an active habit.'],
    },
  ],
};

const zipFile = () =>
  new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'Loop Habits CSV.zip', {
    type: 'application/zip',
  });

/** The Import button and the dialog it opens, as the page has them. */
function renderImport() {
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Import
        </button>
        <LoopImportDialog open={open} onOpenChange={setOpen} />
      </>
    );
  }
  const result = renderWithProviders(<Harness />);
  result.queryClient.setQueryData<Habit[]>(['/habits'], [aHabit()]);
  return result;
}

async function openAndPick(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = await screen.findByTestId('loop-import-dialog');
  await user.upload(await within(dialog).findByTestId('loop-import-file'), zipFile());
  return dialog;
}

describe('Import from Loop Habit Tracker', () => {
  it('previews the file first (a dry run), then imports, says so and marks the habits to be read again', async () => {
    const user = userEvent.setup();
    api.on('POST', '/habits/import/loop', ({ query }) =>
      query.dryRun === 'true'
        ? { status: 200, body: PREVIEW }
        : { status: 200, body: { ...PREVIEW, dryRun: false } },
    );
    const { queryClient } = renderImport();

    const dialog = await openAndPick(user);

    expect(await within(dialog).findByTestId('loop-import-summary')).toHaveTextContent(
      '12 habits, 4,381 days: import?',
    );
    const habits = within(dialog).getAllByTestId('loop-import-habit');
    expect(habits[0]).toHaveTextContent('MeditateNewdaily · 953 days');
    expect(habits[1]).toHaveTextContent('GymUpdates yours3 days a week · 467 days');
    expect(habits[1]).toHaveTextContent('Archived in Loop: imported as an active habit.');
    expect(api.calls('POST', '/habits/import/loop')).toEqual([
      expect.objectContaining({ query: { dryRun: 'true' } }),
    ]);

    await user.click(within(dialog).getByTestId('loop-import-confirm'));

    expect(await screen.findByText('Habits Imported')).toBeInTheDocument();
    expect(screen.getByText('12 habits, 4,381 days from Loop Habit Tracker.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('loop-import-dialog')).not.toBeInTheDocument());
    const calls = api.calls('POST', '/habits/import/loop');
    expect(calls.map((call) => call.query)).toEqual([{ dryRun: 'true' }, {}]);
    expect(String(calls[1]?.body)).toContain('Content-Disposition: form-data; name="file"');
    // Marked stale: the page's list reads the habits again.
    expect(queryClient.getQueryState(['/habits'])?.isInvalidated).toBe(true);
  });

  it('cannot import before a preview, and shows while the export is read', async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    api.on('POST', '/habits/import/loop', reply.handler);
    renderImport();

    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByTestId('loop-import-dialog');
    expect(await within(dialog).findByTestId('loop-import-confirm')).toBeDisabled();

    await user.upload(within(dialog).getByTestId('loop-import-file'), zipFile());
    expect(within(dialog).getByTestId('loop-import-reading')).toHaveTextContent(
      'Reading the export…',
    );
    expect(within(dialog).getByTestId('loop-import-confirm')).toBeDisabled();
    reply.resolve({ status: 200, body: PREVIEW });
    await waitFor(() => expect(within(dialog).getByTestId('loop-import-confirm')).toBeEnabled());
  });

  it("shows the server's refusal in the dialog and writes nothing", async () => {
    const user = userEvent.setup();
    const message =
      'The ZIP has no Habits.csv. Expected the ZIP that Loop Habit Tracker writes with Settings → Export as CSV.';
    api.on('POST', '/habits/import/loop', {
      status: 400,
      body: { statusCode: 400, message },
    });
    renderImport();

    const dialog = await openAndPick(user);

    expect(await within(dialog).findByTestId('loop-import-error')).toHaveTextContent(message);
    expect(within(dialog).getByTestId('loop-import-confirm')).toBeDisabled();
    expect(api.calls('POST', '/habits/import/loop')).toHaveLength(1);
  });

  it('is done by keyboard: the file picker takes the focus, Escape closes', async () => {
    const user = userEvent.setup();
    renderImport();

    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByTestId('loop-import-dialog');
    const picker = await within(dialog).findByLabelText('Loop export (ZIP)');
    expect(picker).toHaveAttribute('accept', '.zip,application/zip');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('loop-import-dialog')).not.toBeInTheDocument());
  });
});

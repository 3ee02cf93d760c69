import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * A fresh copy of the dialog and of the loader for each test, so each starts as a page does:
 * without the Radix code (the copy the test setup preloads is left behind).
 */
async function freshDialog() {
  vi.resetModules();
  const [dialog, { loadedOverlays, preloadOverlays }] = await Promise.all([
    import('./dialog'),
    import('../../overlays/load-overlays'),
  ]);
  const { Dialog, DialogContent, DialogTrigger } = dialog;
  function ReminderDialog() {
    return (
      <Dialog>
        <DialogTrigger>Reminders</DialogTrigger>
        <DialogContent title="Daily Check-In Reminders">Body</DialogContent>
      </Dialog>
    );
  }
  return { ...dialog, loadedOverlays, preloadOverlays, ReminderDialog };
}

describe('Dialog before its Radix code has loaded', () => {
  it('renders its trigger with the dialog ARIA and no Radix code', async () => {
    const { ReminderDialog, loadedOverlays } = await freshDialog();
    render(<ReminderDialog />);

    const trigger = screen.getByRole('button', { name: 'Reminders' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).not.toHaveAttribute('aria-controls');
    expect(trigger).toHaveAttribute('data-state', 'closed');
    expect(loadedOverlays()).toBeNull();
  });

  it('fetches the code when the trigger is pointed at or focused', async () => {
    const { ReminderDialog, loadedOverlays } = await freshDialog();
    render(<ReminderDialog />);

    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Reminders' }));

    await waitFor(() => expect(loadedOverlays()).not.toBeNull());
  });

  it('opens once the code arrives, keeps the same trigger and gives it the focus back', async () => {
    const user = userEvent.setup();
    const { ReminderDialog } = await freshDialog();
    render(<ReminderDialog />);
    const trigger = screen.getByRole('button', { name: 'Reminders' });

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const dialog = await screen.findByRole('dialog', { name: 'Daily Check-In Reminders' });

    expect(screen.getByRole('button', { name: 'Reminders', hidden: true })).toBe(trigger);
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('opens a dialog that is open from the start once the code arrives', async () => {
    const { Dialog, DialogContent } = await freshDialog();
    render(
      <Dialog open onOpenChange={() => undefined}>
        <DialogContent title="Edit Habit">Form</DialogContent>
      </Dialog>,
    );

    expect(await screen.findByRole('dialog', { name: 'Edit Habit' })).toBeInTheDocument();
  });

  it('renders at once when the code is already in', async () => {
    const { ReminderDialog, preloadOverlays } = await freshDialog();
    await act(() => preloadOverlays());
    render(<ReminderDialog />);

    fireEvent.click(screen.getByRole('button', { name: 'Reminders' }));

    expect(screen.getByRole('dialog', { name: 'Daily Check-In Reminders' })).toBeInTheDocument();
  });
});

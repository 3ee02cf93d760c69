import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Button } from '../button/button';
import { toast, useToastStore } from '../../toast/toast-store';
import { Toaster } from '../../toast/toaster';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from './dialog';

function ReminderDialog({ description }: { description?: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Reminders</Button>
      </DialogTrigger>
      <DialogContent title="Daily Check-In Reminders" description={description}>
        <p>Body</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Opened by its own state, as after a file picker: no trigger to give the focus back to. */
function UntriggeredDialog({ disabled = false }: { disabled?: boolean }) {
  const [open, setOpen] = useState(true);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={opener} disabled={disabled}>
        Add Images
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Add to your vision board" returnFocusTo={opener}>
          Body
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens from its trigger with title and description wired up', async () => {
    const user = userEvent.setup();
    render(<ReminderDialog description="Get a nudge every day" />);

    await user.click(screen.getByRole('button', { name: 'Reminders' }));

    const dialog = screen.getByRole('dialog', { name: 'Daily Check-In Reminders' });
    expect(dialog).toHaveAccessibleDescription('Get a nudge every day');
    expect(screen.getByRole('heading', { name: 'Daily Check-In Reminders' })).toBeInTheDocument();
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<ReminderDialog />);
    const trigger = screen.getByRole('button', { name: 'Reminders' });

    await user.click(trigger);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with the Close button and with DialogClose', async () => {
    const user = userEvent.setup();
    render(<ReminderDialog />);

    await user.click(screen.getByRole('button', { name: 'Reminders' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reminders' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no description and no console noise when none is given', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const user = userEvent.setup();
    render(<ReminderDialog />);

    await user.click(screen.getByRole('button', { name: 'Reminders' }));

    expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-describedby');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
        >
          <DialogContent title="Edit Habit">Form</DialogContent>
        </Dialog>
      );
    }
    render(<Controlled />);

    expect(screen.getByRole('dialog', { name: 'Edit Habit' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open when a toast above it is used', async () => {
    useToastStore.setState({ toasts: [] });
    // Radix disables pointer events outside a modal dialog; the toaster opts back in with CSS.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(
      <>
        <ReminderDialog />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Reminders' }));
    act(() => {
      toast({ title: 'Saved' });
    });

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));

    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
  it('gives the focus to returnFocusTo on close when it has no trigger', async () => {
    const user = userEvent.setup();
    render(<UntriggeredDialog />);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Images' })).toHaveFocus();
  });

  it('leaves the focus alone when returnFocusTo is disabled', async () => {
    const user = userEvent.setup();
    render(<UntriggeredDialog disabled />);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Images' })).not.toHaveFocus();
  });
});

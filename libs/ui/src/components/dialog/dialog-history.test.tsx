import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, DialogContent, DialogTrigger } from './dialog';

/** Whether the current history entry belongs to an open dialog. */
function onDialogEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'goalcoachDialog' in state;
}

/** Waits for a history move made by someone else (the dialog) to land. */
function nextPopState(): Promise<void> {
  return new Promise((resolve) =>
    window.addEventListener('popstate', () => resolve(), { once: true }),
  );
}

/** The system Back: one history entry back, as the phone's gesture does. */
async function pressBack(): Promise<void> {
  await act(async () => {
    const landed = nextPopState();
    window.history.back();
    await landed;
  });
}

/** Lets the dialogs settle their history entries (pushes wait for a microtask). */
async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

/** Edit Habit, with a Delete confirmation that opens over it. */
function EditWithConfirm({ pending = false }: { pending?: boolean }) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Edit</Button>
      </DialogTrigger>
      <DialogContent title="Edit Habit">
        <Button onClick={() => setConfirmOpen(true)}>Delete</Button>
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          title="Delete this habit?"
          description="It will be removed."
          confirmLabel="Delete Habit"
          onConfirm={() => undefined}
          pending={pending}
        />
      </DialogContent>
    </Dialog>
  );
}

/** How many entries the history has with the page's own on top (forward ones are dropped). */
let pageLength: number;

beforeEach(async () => {
  await settle();
  window.history.pushState({ page: 'habits' }, '', '/habits');
  pageLength = window.history.length;
});

describe('Dialog and Back', () => {
  it('closes on Back, and the page (its address and entry) stays', async () => {
    const user = userEvent.setup();
    render(<EditWithConfirm />);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await settle();
    expect(onDialogEntry()).toBe(true);
    expect(window.history.length).toBe(pageLength + 1);

    await pressBack();

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/habits');
    expect(window.history.state).toEqual({ page: 'habits' });
  });

  it('takes its entry away when closed otherwise, so a later Back leaves the page', async () => {
    const user = userEvent.setup();
    render(<EditWithConfirm />);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await settle();
    const backOverIt = nextPopState();
    await user.keyboard('{Escape}');
    await act(() => backOverIt);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.history.state).toEqual({ page: 'habits' });
    // Reopening does not pile entries up.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await settle();
    expect(window.history.length).toBe(pageLength + 1);
  });

  it('closes nested dialogs one Back at a time, the top one first', async () => {
    const user = userEvent.setup();
    render(<EditWithConfirm />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await settle();
    expect(screen.getByRole('dialog', { name: 'Delete this habit?' })).toBeInTheDocument();

    await pressBack();
    expect(screen.queryByRole('dialog', { name: 'Delete this habit?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Habit' })).toBeInTheDocument();
    expect(onDialogEntry()).toBe(true);

    await pressBack();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.history.state).toEqual({ page: 'habits' });
  });

  it('closing the top dialog otherwise leaves the one below it on its own entry', async () => {
    const user = userEvent.setup();
    render(<EditWithConfirm />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await settle();

    const backOverIt = nextPopState();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(() => backOverIt);
    await settle();
    expect(onDialogEntry()).toBe(true);

    await pressBack();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.history.state).toEqual({ page: 'habits' });
  });

  it('keeps a busy dialog open on Back, and the next Back still does not leave the page', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<EditWithConfirm />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    rerender(<EditWithConfirm pending />);
    await settle();

    await pressBack();
    await settle();
    expect(screen.getByRole('dialog', { name: 'Delete this habit?' })).toBeInTheDocument();
    expect(window.history.length).toBe(pageLength + 2);

    rerender(<EditWithConfirm />);
    await pressBack();
    expect(screen.queryByRole('dialog', { name: 'Delete this habit?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Habit' })).toBeInTheDocument();
  });

  it('does not undo a navigation made from inside the dialog', async () => {
    const user = userEvent.setup();
    function GoalDialog() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent title="Your plan is ready">
            <Button
              onClick={() => {
                window.history.pushState({ page: 'goal' }, '', '/goals/g1');
                setOpen(false);
              }}
            >
              View my plan
            </Button>
          </DialogContent>
        </Dialog>
      );
    }
    render(<GoalDialog />);
    await settle();

    await user.click(screen.getByRole('button', { name: 'View my plan' }));
    await settle();

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/goals/g1');
    expect(window.history.state).toEqual({ page: 'goal' });
  });

  it('swaps entries when one dialog closes as another opens', async () => {
    const user = userEvent.setup();
    function Steps() {
      const [step, setStep] = useState<'first' | 'second' | null>('first');
      return (
        <>
          <Dialog open={step === 'first'} onOpenChange={(next) => !next && setStep(null)}>
            <DialogContent title="First">
              <Button onClick={() => setStep('second')}>Continue</Button>
            </DialogContent>
          </Dialog>
          <Dialog open={step === 'second'} onOpenChange={(next) => !next && setStep(null)}>
            <DialogContent title="Second">Done</DialogContent>
          </Dialog>
        </>
      );
    }
    render(<Steps />);
    await settle();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await settle();
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    expect(window.history.length).toBe(pageLength + 1);

    await pressBack();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.history.state).toEqual({ page: 'habits' });
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Button } from '../button/button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

type HarnessProps = Partial<Pick<ConfirmDialogProps, 'pending' | 'destructive'>> & {
  onConfirm?: () => void;
  withTrigger?: boolean;
};

/** A Delete button opening the confirmation, as the remotes use it. */
function Harness({ pending, destructive, onConfirm = vi.fn(), withTrigger = false }: HarnessProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const deleteButton = (
    <Button ref={opener} onClick={withTrigger ? undefined : () => setOpen(true)}>
      Delete
    </Button>
  );
  return (
    <>
      {!withTrigger && deleteButton}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this habit?"
        description="“Read” will be removed from your routine."
        confirmLabel="Delete Habit"
        onConfirm={onConfirm}
        pending={pending}
        destructive={destructive}
        trigger={withTrigger ? deleteButton : undefined}
        returnFocusTo={withTrigger ? undefined : opener}
        testId="habit-delete-dialog"
        confirmTestId="habit-delete-confirm"
      />
    </>
  );
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  return screen.getByRole('dialog', { name: 'Delete this habit?' });
}

describe('ConfirmDialog', () => {
  it('names and describes itself and carries the given test ids', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    const dialog = await open(user);

    expect(dialog).toHaveAccessibleDescription('“Read” will be removed from your routine.');
    expect(dialog).toHaveAttribute('data-testid', 'habit-delete-dialog');
    expect(within(dialog).getByTestId('habit-delete-confirm')).toHaveTextContent('Delete Habit');
    expect(within(dialog).getByTestId('habit-delete-confirm')).toHaveClass(
      'gc-button--destructive',
    );
  });

  it('calls onConfirm and leaves closing to the caller', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);

    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Habit' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes with Cancel without confirming and gives the focus back to its opener', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);

    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('opens from its trigger and returns the focus to it', async () => {
    const user = userEvent.setup();
    render(<Harness withTrigger />);

    await open(user);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('cannot be dismissed or cancelled while pending, and shows it is busy', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness />);
    await open(user);
    rerender(<Harness pending />);

    await user.keyboard('{Escape}');

    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByTestId('habit-delete-confirm')).toHaveAttribute('aria-busy', 'true');
  });

  it('uses a primary confirm button when the action is not destructive', async () => {
    const user = userEvent.setup();
    render(<Harness destructive={false} />);

    const dialog = await open(user);

    expect(within(dialog).getByTestId('habit-delete-confirm')).toHaveClass('gc-button--primary');
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from './toaster';
import {
  dismissToast,
  toast,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  useToastStore,
} from './toast-store';

function show(...args: Parameters<typeof toast>) {
  let handle: ReturnType<typeof toast> | undefined;
  act(() => {
    handle = toast(...args);
  });
  if (!handle) throw new Error('toast() returned nothing');
  return handle;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.setState({ toasts: [] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toast', () => {
  it('shows one toast at a time, 5 s by default, and keeps a dismissed one 1,000,000 ms', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('shows title and description in a polite live region', () => {
    render(<Toaster />);
    show({ title: 'Habit Created!', description: 'Your new habit has been added.' });

    const title = screen.getByText('Habit Created!');
    expect(screen.getByText('Your new habit has been added.')).toBeInTheDocument();
    expect(title.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('region', { name: /notifications/i })).toContainElement(title);
  });

  it('announces destructive toasts assertively', () => {
    render(<Toaster />);
    show({ title: 'Error', description: 'Failed to create goal', variant: 'destructive' });

    expect(screen.getByText('Error').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'assertive',
    );
  });

  it('shows only one toast: a new one replaces the current', () => {
    render(<Toaster />);
    show({ title: 'First' });
    show({ title: 'Second', variant: 'destructive' });
    show({ title: 'Third' });

    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(screen.getByText('Third')).toBeInTheDocument();
    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(['Third']);
  });

  it('closes after 5000 ms by default and leaves the store after the removal delay', () => {
    render(<Toaster />);
    show({ title: 'Saved' });

    advance(TOAST_DEFAULT_DURATION_MS - 1);
    expect(screen.getByText('Saved')).toBeInTheDocument();

    advance(1);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(useToastStore.getState().toasts).toMatchObject([{ title: 'Saved', open: false }]);

    advance(TOAST_REMOVE_DELAY_MS - 1);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    advance(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('honours a custom duration', () => {
    render(<Toaster />);
    show({ title: 'Goal deleted', duration: 8000 });

    advance(7999);
    expect(screen.getByText('Goal deleted')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Goal deleted')).not.toBeInTheDocument();
  });

  it('gives the replacing toast its full duration', () => {
    render(<Toaster />);
    show({ title: 'First' });
    advance(4000);
    show({ title: 'Second' });

    advance(4999);
    expect(screen.getByText('Second')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('runs the action and closes the toast when the action is clicked', () => {
    const onUndo = vi.fn();
    render(<Toaster />);
    show({ title: 'Goal deleted', action: { label: 'Undo', onClick: onUndo } });

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));

    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Goal deleted')).not.toBeInTheDocument();
  });

  it('closes with the close button, with Escape, and through its handle', () => {
    render(<Toaster />);

    show({ title: 'One' });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('One')).not.toBeInTheDocument();

    show({ title: 'Two' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Dismiss notification' }), {
      key: 'Escape',
    });
    expect(screen.queryByText('Two')).not.toBeInTheDocument();

    const three = show({ title: 'Three' });
    act(() => three.dismiss());
    expect(screen.queryByText('Three')).not.toBeInTheDocument();
  });

  it('dismissToast() without an id closes every toast', () => {
    render(<Toaster />);
    show({ title: 'Open' });

    act(() => dismissToast());

    expect(screen.queryByText('Open')).not.toBeInTheDocument();
    expect(useToastStore.getState().toasts.every((t) => !t.open)).toBe(true);
  });

  it('pauses while hovered by a mouse and resumes with the time left', () => {
    render(<Toaster />);
    show({ title: 'Paused' });
    advance(3000);

    const item = screen.getByText('Paused').closest('li');
    if (!item) throw new Error('toast item not found');
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    advance(20_000);
    expect(screen.getByText('Paused')).toBeInTheDocument();

    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    advance(1999);
    expect(screen.getByText('Paused')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Paused')).not.toBeInTheDocument();
  });

  it('pauses while focus is inside the toast', () => {
    render(<Toaster />);
    show({ title: 'Focused', action: { label: 'Undo', onClick: () => undefined } });

    act(() => screen.getByRole('button', { name: 'Undo' }).focus());
    advance(10_000);

    expect(screen.getByText('Focused')).toBeInTheDocument();
  });

  it('moves focus to the toast with F8', () => {
    render(<Toaster />);
    show({ title: 'Reach me' });

    fireEvent.keyDown(document.body, { key: 'F8' });

    expect(screen.getByText('Reach me').closest('li')).toHaveFocus();
  });

  it('can update an open toast', () => {
    render(<Toaster />);
    const handle = show({ title: 'Saving…' });

    act(() => handle.update({ title: 'Saved', variant: 'success' }));

    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText('Saving…')).not.toBeInTheDocument();
  });
});

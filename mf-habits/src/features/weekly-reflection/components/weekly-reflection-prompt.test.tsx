import type { Habit } from '@goalcoach/contracts';
import { todayCalendarDate } from '@goalcoach/dates';
import { deferredReply, mockApi, type MockApi, renderWithProviders } from '@goalcoach/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from '../../../shared/api/api-paths';
import { useCelebrationStore } from '../../../shared/celebration/celebration-store';
import { aHabit, aReflection } from '../../../shared/test/fixtures';
import { WeeklyReflectionPrompt } from './weekly-reflection-prompt';

const SKIPS_KEY = 'goalcoach.habits.reflection-skips';
let api: MockApi;

beforeEach(() => {
  localStorage.clear();
  api = mockApi();
});

afterEach(() => {
  expect(api.unmatched).toEqual([]);
  api.restore();
});

const notDue = aHabit({ id: 'h1', habitName: 'Morning run' });
const due = aHabit({ id: 'h2', habitName: 'Read', reflectionDue: true });
const alsoDue = aHabit({ id: 'h3', habitName: 'Stretch', reflectionDue: true });

const dialog = () => screen.queryByTestId('weekly-reflection-dialog');
const habitShown = () => screen.getByTestId('weekly-reflection-habit');
const findToast = async (text: string) =>
  (await screen.findByText(text, { selector: '.gc-toast__description, .gc-toast__title' })).closest(
    '.gc-toast',
  );

function render(habits: Habit[]) {
  return renderWithProviders(<WeeklyReflectionPrompt habits={habits} />);
}

describe('Weekly reflection prompt', () => {
  it('asks nothing while no habit is due', () => {
    render([notDue]);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('asks about the first due habit, with the identity question', () => {
    render([notDue, due, alsoDue]);
    expect(screen.getByRole('dialog', { name: 'Weekly Reflection' })).toBeInTheDocument();
    expect(habitShown()).toHaveTextContent('Read');
    expect(screen.getByLabelText('Who are you becoming through this habit?')).toHaveFocus();
  });

  it('waits while Milestone Achieved is open, so two dialogs never open together', () => {
    useCelebrationStore.setState({
      current: { habitName: 'Read', tierName: 'Locked In', streak: 7 },
    });
    render([due]);
    expect(dialog()).not.toBeInTheDocument();
    act(() => useCelebrationStore.getState().dismiss());
    expect(habitShown()).toHaveTextContent('Read');
  });

  it('keeps Save Reflection disabled until there is more than spaces', async () => {
    const user = userEvent.setup({ delay: null });
    render([due]);
    expect(screen.getByTestId('weekly-reflection-save')).toBeDisabled();
    await user.type(screen.getByTestId('weekly-reflection-input'), '   ');
    expect(screen.getByTestId('weekly-reflection-save')).toBeDisabled();
    await user.type(screen.getByTestId('weekly-reflection-input'), 'A reader');
    expect(screen.getByTestId('weekly-reflection-save')).toBeEnabled();
  });

  it('remembers a skip for today, so a reload does not ask again, then asks about the next', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render([due, alsoDue]);

    await user.click(screen.getByTestId('weekly-reflection-skip'));

    expect(habitShown()).toHaveTextContent('Stretch');
    expect(JSON.parse(localStorage.getItem(SKIPS_KEY) ?? '{}')).toEqual({
      h2: todayCalendarDate(),
    });
    unmount();
    render([due]);
    expect(dialog()).not.toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });

  it('treats closing the dialog as a skip', async () => {
    const user = userEvent.setup({ delay: null });
    render([due]);
    await user.keyboard('{Escape}');
    expect(dialog()).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SKIPS_KEY) ?? '{}')).toEqual({
      h2: todayCalendarDate(),
    });
  });

  it('asks again about a habit skipped on an earlier day', () => {
    localStorage.setItem(SKIPS_KEY, JSON.stringify({ h2: '2020-01-05' }));
    render([due]);
    expect(habitShown()).toHaveTextContent('Read');
  });

  it('saves the trimmed reflection, says so, refreshes the list and history, then asks about the next', async () => {
    const user = userEvent.setup({ delay: null });
    const reply = deferredReply();
    api.on('POST', '/habits/h2/reflections', reply.handler);
    const { queryClient } = render([due, alsoDue]);
    queryClient.setQueryData(queryKeys.habits(), [due, alsoDue]);
    queryClient.setQueryData(queryKeys.habitReflections('h2'), []);

    await user.type(
      screen.getByTestId('weekly-reflection-input'),
      '  Someone who reads every night {Enter}and enjoys it ',
    );
    await user.click(screen.getByTestId('weekly-reflection-save'));
    await vi.waitFor(() =>
      expect(screen.getByTestId('weekly-reflection-save')).toHaveAttribute('aria-busy', 'true'),
    );
    reply.resolve({ status: 201, body: aReflection({ habitId: 'h2' }) });

    expect(await findToast('Reflection Saved')).toBeInTheDocument();
    expect(api.calls('POST', '/habits/h2/reflections').map((call) => call.body)).toEqual([
      { reflection: 'Someone who reads every night \nand enjoys it' },
    ]);
    expect(queryClient.getQueryState(queryKeys.habits())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.habitReflections('h2'))?.isInvalidated).toBe(true);
    // The next due habit's dialog follows the save's answer, a render later.
    await vi.waitFor(() => expect(habitShown()).toHaveTextContent('Stretch'));
    expect(screen.getByTestId('weekly-reflection-input')).toHaveValue('');
    expect(localStorage.getItem(SKIPS_KEY)).toBeNull();
  });

  it('keeps the text and the dialog when saving fails, with the error toast', async () => {
    const user = userEvent.setup({ delay: null });
    api.on('POST', '/habits/h2/reflections', { status: 500 });
    render([due]);
    await user.type(screen.getByTestId('weekly-reflection-input'), 'A reader');

    await user.click(screen.getByTestId('weekly-reflection-save'));

    expect(await findToast('Failed to save reflection. Please try again.')).toHaveTextContent(
      /^Error/,
    );
    expect(screen.getByTestId('weekly-reflection-input')).toHaveValue('A reader');
    expect(habitShown()).toHaveTextContent('Read');
    await vi.waitFor(() => expect(screen.getByTestId('weekly-reflection-save')).toBeEnabled());
  });

  it('saves with Ctrl+Enter', async () => {
    const user = userEvent.setup({ delay: null });
    api.on('POST', '/habits/h2/reflections', { status: 201, body: aReflection() });
    render([due]);
    await user.type(
      screen.getByTestId('weekly-reflection-input'),
      'A reader{Control>}{Enter}{/Control}',
    );
    expect(await findToast('Reflection Saved')).toBeInTheDocument();
    expect(api.calls('POST', '/habits/h2/reflections')[0]?.body).toEqual({
      reflection: 'A reader',
    });
  });
});

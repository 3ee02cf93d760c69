import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format, parseISO } from 'date-fns';
import { useState } from 'react';
import { todayCalendarDate } from '@goalcoach/dates';
import { aGoal, aTask } from '../../../shared/test/fixtures';
import { mockApi, type MockApi, renderWithProviders } from '@goalcoach/testing';
import { AddTaskDialog } from './add-task-dialog';

let api: MockApi;

/** The user's today, `days` away. */
const day = (days: number) => format(addDays(parseISO(todayCalendarDate()), days), 'yyyy-MM-dd');

/** Goals a task for today cannot join: first in the list, where the old default looked. */
const CLOSED_GOALS = [
  aGoal({ id: 'g4', goalName: 'Plan still in the making', planStatus: 'generating' }),
  aGoal({ id: 'g5', goalName: 'Ended yesterday', startDate: day(-90), endDate: day(-1) }),
  aGoal({ id: 'g6', goalName: 'Starts tomorrow', startDate: day(1), endDate: day(90) }),
];

beforeEach(() => {
  api = mockApi();
  const open = { startDate: day(-10), endDate: day(79) };
  api.on('GET', '/goals', {
    status: 200,
    body: [
      ...CLOSED_GOALS,
      aGoal({ id: 'g1', goalName: 'Run a half marathon', ...open }),
      aGoal({ id: 'g2', goalName: 'Finished already', status: 'completed', ...open }),
      aGoal({ id: 'g3', goalName: 'Learn Spanish', startDate: day(-89), endDate: day(0) }),
    ],
  });
});

afterEach(() => {
  expect(api.unmatched).toEqual([]);
  api.restore();
});

function Harness() {
  const [open, setOpen] = useState(true);
  return <AddTaskDialog open={open} onOpenChange={setOpen} />;
}

/** What the figures that follow a new task ask for; their answers do not matter here. */
function answerFollowUps() {
  for (const path of [
    '/goals/g1',
    '/goals/g1/focused-tasks',
    '/tasks/g1',
    '/tasks/today',
    '/stats',
  ]) {
    api.on('GET', path, { status: 200, body: {} });
  }
}

describe('Add Task dialog', () => {
  it('keeps Add Task disabled until the description has more than spaces, and says so', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const submit = screen.getByTestId('add-task-submit');
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Describe the task to add it.');
    await user.type(screen.getByLabelText(/Description/), '   ');
    expect(submit).toBeDisabled();
    expect(screen.getByTestId('add-task-missing')).toBeVisible();
    await user.type(screen.getByLabelText(/Description/), 'Stretch');
    expect(submit).toBeEnabled();
    expect(screen.queryByTestId('add-task-missing')).not.toBeInTheDocument();
  });

  it('offers the active goals whose ready plan includes today, the first chosen', async () => {
    renderWithProviders(<Harness />);
    const select = screen.getByTestId('add-task-goal');
    await screen.findByRole('option', { name: 'Learn Spanish' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Run a half marathon', 'Learn Spanish', 'No goal (personal task)']);
    expect(select).toHaveValue('g1');
    expect(select).toBe(screen.getByRole('combobox', { name: 'Goal' }));
    expect(select).toHaveAccessibleDescription("It joins this week's checkpoint of the goal.");
  });

  it('chooses no goal (a personal task) when no goal is open today', async () => {
    const user = userEvent.setup();
    api.on('GET', '/goals', { status: 200, body: CLOSED_GOALS });
    api.on('POST', '/tasks', {
      status: 201,
      body: aTask({ id: 'new', goalId: null, checkpointId: null }),
    });
    api.on('GET', '/tasks/today', { status: 200, body: [] });
    renderWithProviders(<Harness />);
    const select = screen.getByTestId('add-task-goal');
    await screen.findByRole('option', { name: 'No goal (personal task)' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No goal (personal task)']);
    expect(select).toHaveValue('');
    expect(screen.getByText('A personal task, not part of any goal.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Description/), 'Call mum{Enter}');

    expect(await screen.findByText('Task added')).toBeInTheDocument();
    expect(api.calls('POST', '/tasks')[0]?.body).toEqual({
      goalId: null,
      task: 'Call mum',
      date: todayCalendarDate(),
    });
  });

  it('adds the task to the chosen goal for today, says so and closes', async () => {
    const user = userEvent.setup();
    api.on('POST', '/tasks', { status: 201, body: aTask({ id: 'new', goalId: 'g1' }) });
    answerFollowUps();
    renderWithProviders(<Harness />);
    await screen.findByRole('option', { name: 'Learn Spanish' });

    await user.type(screen.getByLabelText(/Description/), '  Stretch for 10 minutes {Enter}');

    expect(await screen.findByText('Task added')).toBeInTheDocument();
    expect(api.calls('POST', '/tasks')[0]?.body).toEqual({
      goalId: 'g1',
      task: 'Stretch for 10 minutes',
      date: todayCalendarDate(),
    });
    expect(screen.queryByTestId('add-task-dialog')).not.toBeInTheDocument();
  });

  it('adds a personal task when no goal is chosen', async () => {
    const user = userEvent.setup();
    api.on('POST', '/tasks', {
      status: 201,
      body: aTask({ id: 'new', goalId: null, checkpointId: null }),
    });
    api.on('GET', '/tasks/today', { status: 200, body: [] });
    renderWithProviders(<Harness />);
    await screen.findByRole('option', { name: 'Learn Spanish' });

    await user.selectOptions(screen.getByTestId('add-task-goal'), 'No goal (personal task)');
    await user.type(screen.getByLabelText(/Description/), 'Call mum');
    await user.click(screen.getByTestId('add-task-submit'));

    expect(await screen.findByText('Task added')).toBeInTheDocument();
    expect(api.calls('POST', '/tasks')[0]?.body).toEqual({
      goalId: null,
      task: 'Call mum',
      date: todayCalendarDate(),
    });
  });

  it("shows the server's reason when the goal's plan does not cover today, and keeps the text", async () => {
    const user = userEvent.setup();
    api.on('POST', '/tasks', {
      status: 400,
      body: { statusCode: 400, message: "Today is outside this goal's 90-day plan." },
    });
    renderWithProviders(<Harness />);
    await screen.findByRole('option', { name: 'Learn Spanish' });

    await user.type(screen.getByLabelText(/Description/), 'Stretch');
    await user.click(screen.getByTestId('add-task-submit'));

    expect(await screen.findByTestId('add-task-error')).toHaveTextContent(
      "Today is outside this goal's 90-day plan.",
    );
    expect(screen.getByLabelText(/Description/)).toHaveValue('Stretch');
    expect(screen.getByTestId('add-task-dialog')).toBeInTheDocument();
  });

  it('closes on Cancel without sending anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByTestId('add-task-cancel'));
    expect(screen.queryByTestId('add-task-dialog')).not.toBeInTheDocument();
    expect(api.calls('POST')).toEqual([]);
  });
});

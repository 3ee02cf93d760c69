import type { Task, TodayTask } from '@goalcoach/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { queryKeys } from '../../../shared/api/api-paths';
import { aGoal, aTask, aTodayTask } from '../../../shared/test/fixtures';
import {
  captureDownloads,
  deferredReply,
  mockApi,
  type MockApi,
  renderWithProviders,
} from '@goalcoach/testing';
import { TodayTaskList } from './today-task-list';

let api: MockApi;

beforeEach(() => {
  api = mockApi();
});

afterEach(() => {
  expect(api.unmatched).toEqual([]);
  api.restore();
  vi.restoreAllMocks();
});

/** jsdom's Blob has no text(); FileReader it has. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const rowOf = (text: string) => {
  const row = screen.getAllByTestId('today-task').find((item) => item.textContent?.includes(text));
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

describe("Today's tasks", () => {
  it("shows each task with its goal, 'Personal' for a goal-less one, and the win badge", async () => {
    const reply = deferredReply();
    api.on('GET', '/tasks/today', reply.handler);
    renderWithProviders(<TodayTaskList onAddTask={vi.fn()} />);
    expect(screen.getByTestId('today-tasks-loading')).toHaveAttribute('aria-busy', 'true');

    reply.resolve({
      status: 200,
      body: [
        aTodayTask({ id: 't1', task: 'Run 3 km', markedAsWin: true }),
        aTodayTask({
          id: 't2',
          task: 'Call mum',
          goalId: null,
          goalName: null,
          checkpointId: null,
        }),
      ],
    });

    const run = await screen.findByRole('checkbox', { name: 'Run 3 km' });
    expect(run).not.toBeChecked();
    expect(within(rowOf('Run 3 km')).getByTestId('today-task-goal')).toHaveTextContent(
      'Run a half marathon',
    );
    expect(within(rowOf('Run 3 km')).getByTestId('today-task-win')).toHaveTextContent(
      'Marked as Win',
    );
    expect(within(rowOf('Call mum')).getByTestId('today-task-goal')).toHaveTextContent('Personal');
    expect(within(rowOf('Call mum')).queryByTestId('today-task-win')).not.toBeInTheDocument();
  });

  it('ticks a task at once and sends the new status', async () => {
    const user = userEvent.setup();
    api.on('GET', '/tasks/today', { status: 200, body: [aTodayTask({ id: 't1', task: 'Run' })] });
    const patch = deferredReply();
    api.on('PATCH', '/tasks/t1', patch.handler);
    api.on('GET', '/goals/g1', { status: 200, body: {} });
    api.on('GET', '/goals', { status: 200, body: [] });
    api.on('GET', '/stats', { status: 200, body: {} });
    renderWithProviders(<TodayTaskList onAddTask={vi.fn()} />);

    await user.click(await screen.findByRole('checkbox', { name: 'Run' }));
    expect(screen.getByRole('checkbox', { name: 'Run' })).toBeChecked();
    expect(api.calls('PATCH', '/tasks/t1')[0]?.body).toEqual({ status: 'completed' });

    api.on('GET', '/tasks/today', {
      status: 200,
      body: [aTodayTask({ id: 't1', task: 'Run', status: 'completed' })],
    });
    patch.resolve({ status: 200, body: aTodayTask({ id: 't1', status: 'completed' }) });
    await vi.waitFor(() => expect(api.calls('GET', '/tasks/today')).toHaveLength(2));
    expect(screen.getByRole('checkbox', { name: 'Run' })).toBeChecked();
  });

  it('puts the box back without a message when the server refuses', async () => {
    const user = userEvent.setup();
    api.on('GET', '/tasks/today', { status: 200, body: [aTodayTask({ id: 't1', task: 'Run' })] });
    const patch = deferredReply();
    api.on('PATCH', '/tasks/t1', patch.handler);
    renderWithProviders(<TodayTaskList onAddTask={vi.fn()} />);

    await user.click(await screen.findByRole('checkbox', { name: 'Run' }));
    expect(screen.getByRole('checkbox', { name: 'Run' })).toBeChecked();
    patch.resolve({ status: 422, body: { statusCode: 422, message: 'boom' } });

    await vi.waitFor(() => expect(screen.getByRole('checkbox', { name: 'Run' })).not.toBeChecked());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('downloads an all-day .ics event for a task', async () => {
    const user = userEvent.setup();
    api.on('GET', '/tasks/today', {
      status: 200,
      body: [aTodayTask({ id: 't1', task: 'Run, then stretch', date: '2026-11-22' })],
    });
    const downloads = captureDownloads();
    renderWithProviders(<TodayTaskList onAddTask={vi.fn()} />);

    await user.click(
      await screen.findByRole('button', { name: 'Add to calendar: Run, then stretch' }),
    );

    expect(downloads.map(({ name }) => name)).toEqual(['run-then-stretch.ics']);
    expect(downloads[0]?.blob.type).toBe('text/calendar;charset=utf-8');
    const text = await readText(downloads[0]?.blob as Blob);
    expect(text).toContain('DTSTART;VALUE=DATE:20261122\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20261123\r\n');
    expect(text).toContain('SUMMARY:Run\\, then stretch\r\n');
    expect(text).toContain('DESCRIPTION:Goal: Run a half marathon\r\n');
  });

  it('says when nothing is planned and offers Add Task', async () => {
    const user = userEvent.setup();
    const onAddTask = vi.fn();
    api.on('GET', '/tasks/today', { status: 200, body: [] });
    renderWithProviders(<TodayTaskList onAddTask={onAddTask} />);

    expect(await screen.findByText('Nothing planned for today')).toBeInTheDocument();
    await user.click(screen.getByTestId('today-tasks-empty-add'));
    expect(onAddTask).toHaveBeenCalledTimes(1);
  });

  it('offers Try Again when the list cannot load', async () => {
    const user = userEvent.setup();
    api.on('GET', '/tasks/today', { status: 500, body: { statusCode: 500, message: 'down' } });
    renderWithProviders(<TodayTaskList onAddTask={vi.fn()} />);

    expect(await screen.findByRole('alert')).toHaveTextContent("Unable to load today's tasks");
    api.on('GET', '/tasks/today', { status: 200, body: [aTodayTask({ task: 'Back again' })] });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });
});

describe("Actions on today's tasks", () => {
  const goalTask = aTodayTask({ id: 't1', task: 'Run 3 km', checkpointId: null });
  const personal = aTodayTask({
    id: 't2',
    task: 'Call mum',
    goalId: null,
    goalName: null,
    checkpointId: null,
    checkpointTitle: null,
    status: 'completed',
    writtenByPerson: true,
  });
  const later = aTodayTask({ id: 't3', task: 'Stretch' });

  /** The server's list of today's tasks, which the tests change as the server would. */
  let today: TodayTask[];

  beforeEach(() => {
    today = [goalTask, personal, later];
    api.on('GET', '/tasks/today', () => ({ status: 200, body: today }));
  });

  const texts = () => screen.queryAllByTestId('today-task-text').map((text) => text.textContent);

  async function chooseAction(user: UserEvent, text: string, action: string) {
    await user.click(within(rowOf(text)).getByRole('button', { name: 'Task actions' }));
    await user.click(await screen.findByRole('menuitem', { name: action }));
  }

  it('renames a personal task inline and marks it as a win', async () => {
    const user = userEvent.setup();
    api.on('PATCH', '/tasks/t2', ({ body }) => {
      today = today.map((task) =>
        task.id === 't2' ? { ...task, ...(body as Partial<Task>) } : task,
      );
      return { status: 200, body: today[1] };
    });
    renderWithProviders(<TodayTaskList onAddTask={vi.fn()} />);
    await screen.findByText('Call mum');

    await chooseAction(user, 'Call mum', 'Edit');
    const field = screen.getByTestId('task-editor-input');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, '  Call mum and dad {Enter}');
    expect(await screen.findByText('Call mum and dad')).toBeInTheDocument();
    expect(api.calls('PATCH', '/tasks/t2')[0]?.body).toEqual({ task: 'Call mum and dad' });
    // Back from editing, focus is on the row's menu again.
    await waitFor(() =>
      expect(within(rowOf('Call mum and dad')).getByTestId('task-actions')).toHaveFocus(),
    );

    await chooseAction(user, 'Call mum and dad', 'Mark as Win');
    expect(within(rowOf('Call mum and dad')).getByTestId('today-task-win')).toHaveTextContent(
      'Marked as Win',
    );
    expect(api.calls('PATCH', '/tasks/t2')[1]?.body).toEqual({ markedAsWin: true });
    await chooseAction(user, 'Call mum and dad', 'Unmark as Win');
    expect(within(rowOf('Call mum and dad')).queryByTestId('today-task-win')).toBeNull();
    expect(api.calls('PATCH', '/tasks/t2')[2]?.body).toEqual({ markedAsWin: false });
  });

  it("marks a goal's task as a win: the goal's list follows and its figures are read again", async () => {
    const user = userEvent.setup();
    api.on('PATCH', '/tasks/t1', () => {
      today = [{ ...goalTask, markedAsWin: true }, personal, later];
      return { status: 200, body: today[0] };
    });
    const { queryClient } = renderWithProviders(<TodayTaskList onAddTask={vi.fn()} />);
    queryClient.setQueryData(queryKeys.goal('g1'), aGoal());
    queryClient.setQueryData<Task[]>(queryKeys.goalTasks('g1'), [aTask({ id: 't1' })]);
    await screen.findByText('Run 3 km');

    await chooseAction(user, 'Run 3 km', 'Mark as Win');
    expect(within(rowOf('Run 3 km')).getByTestId('today-task-win')).toBeInTheDocument();
    expect(queryClient.getQueryData<Task[]>(queryKeys.goalTasks('g1'))?.[0]?.markedAsWin).toBe(
      true,
    );
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.goal('g1'))?.isInvalidated).toBe(true),
    );
  });

  it('takes the win back with a toast when the server refuses', async () => {
    const user = userEvent.setup();
    api.on('PATCH', '/tasks/t3', { status: 500 });
    renderWithProviders(<TodayTaskList onAddTask={vi.fn()} />);
    await screen.findByText('Stretch');

    await chooseAction(user, 'Stretch', 'Mark as Win');

    expect(await screen.findByText('Failed to update task. Please try again.')).toBeInTheDocument();
    expect(within(rowOf('Stretch')).queryByTestId('today-task-win')).toBeNull();
  });

  it('deletes a personal task, and Undo re-creates it as it was in one request', async () => {
    const user = userEvent.setup();
    const restored: Task = { ...personal, id: 't2b', markedAsWin: false };
    const post = deferredReply();
    api
      .on('DELETE', '/tasks/t2', () => {
        today = today.filter((task) => task.id !== 't2');
        return { status: 204 };
      })
      .on('POST', '/tasks', post.handler);
    renderWithProviders(<TodayTaskList onAddTask={vi.fn()} />);
    await screen.findByText('Call mum');

    await chooseAction(user, 'Call mum', 'Delete');
    expect(texts()).toEqual(['Run 3 km', 'Stretch']);
    expect(await screen.findByText('Task deleted')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(api.calls('POST', '/tasks').map((call) => call.body)).toEqual([
      {
        goalId: null,
        task: 'Call mum',
        checkpointId: null,
        date: personal.date,
        status: 'completed',
        markedAsWin: false,
        writtenByPerson: true,
      },
    ]);
    today = [goalTask, { ...restored, goalName: null }, later];
    post.resolve({ status: 201, body: restored });

    await waitFor(() => expect(texts()).toEqual(['Run 3 km', 'Call mum', 'Stretch']));
    expect(rowOf('Call mum')).toHaveAttribute('data-status', 'completed');
    expect(within(rowOf('Call mum')).getByTestId('today-task-goal')).toHaveTextContent('Personal');
    expect(api.calls('PATCH')).toHaveLength(0);
  });

  it("keeps a goal task's missing checkpoint on Undo, and its goal's name", async () => {
    const user = userEvent.setup();
    const won = { ...goalTask, markedAsWin: true };
    today = [won, personal, later];
    api
      .on('DELETE', '/tasks/t1', () => {
        today = today.filter((task) => task.id !== 't1');
        return { status: 204 };
      })
      .on('POST', '/tasks', () => {
        const created: Task = { ...aTask(won), id: 't1b', checkpointTitle: null };
        today = [{ ...created, goalName: won.goalName }, personal, later];
        return { status: 201, body: created };
      });
    const { queryClient } = renderWithProviders(<TodayTaskList onAddTask={vi.fn()} />);
    queryClient.setQueryData(queryKeys.goal('g1'), aGoal());
    await screen.findByText('Run 3 km');

    await chooseAction(user, 'Run 3 km', 'Delete');
    await user.click(await screen.findByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(texts()).toEqual(['Run 3 km', 'Call mum', 'Stretch']));
    expect(api.calls('POST', '/tasks')[0]?.body).toEqual({
      goalId: 'g1',
      task: 'Run 3 km',
      checkpointId: null,
      date: won.date,
      status: 'pending',
      markedAsWin: true,
      writtenByPerson: false,
    });
    expect(within(rowOf('Run 3 km')).getByTestId('today-task-goal')).toHaveTextContent(
      'Run a half marathon',
    );
    expect(within(rowOf('Run 3 km')).getByTestId('today-task-win')).toBeInTheDocument();
    expect(queryClient.getQueryState(queryKeys.goal('g1'))?.isInvalidated).toBe(true);
  });

  it('puts a task back in its place with a toast when the delete is refused', async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    api.on('DELETE', '/tasks/t2', reply.handler);
    renderWithProviders(<TodayTaskList onAddTask={vi.fn()} />);
    await screen.findByText('Call mum');

    await chooseAction(user, 'Call mum', 'Delete');
    expect(texts()).toEqual(['Run 3 km', 'Stretch']);
    reply.resolve({ status: 500 });

    expect(await screen.findByText('Failed to delete task. Please try again.')).toBeInTheDocument();
    expect(texts()).toEqual(['Run 3 km', 'Call mum', 'Stretch']);
    expect(screen.queryByText('Task deleted')).not.toBeInTheDocument();
  });
});

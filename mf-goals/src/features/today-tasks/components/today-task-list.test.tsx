import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { aTodayTask } from '../../../shared/test/fixtures';
import { deferredReply, mockApi, type MockApi } from '../../../shared/test/mock-api';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
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
    patch.resolve({ status: 500, body: { statusCode: 500, message: 'boom' } });

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
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:ics';
    });
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs; the test stands in for the browser's.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderWithProviders(<TodayTaskList onAddTask={vi.fn()} />);

    await user.click(
      await screen.findByRole('button', { name: 'Add to calendar: Run, then stretch' }),
    );

    expect(clicked[0]?.download).toBe('run-then-stretch.ics');
    expect(clicked[0]?.href).toBe('blob:ics');
    expect(blobs[0]?.type).toBe('text/calendar;charset=utf-8');
    const text = await readText(blobs[0] as Blob);
    expect(text).toContain('DTSTART;VALUE=DATE:20261122\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20261123\r\n');
    expect(text).toContain('SUMMARY:Run\\, then stretch\r\n');
    expect(text).toContain('DESCRIPTION:Goal: Run a half marathon\r\n');
    await vi.waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:ics'));
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

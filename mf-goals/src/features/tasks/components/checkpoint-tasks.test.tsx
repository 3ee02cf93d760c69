import type { Task } from '@goalcoach/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { aTask } from '../../../shared/test/fixtures';
import { deferredReply, mockApi, type MockApi, renderWithProviders } from '@goalcoach/testing';
import { CheckpointTasks } from './checkpoint-tasks';

let api: MockApi;

const TASKS: Task[] = [
  aTask({ id: 't1', task: 'Jog for 20 minutes', date: '2026-11-22' }),
  aTask({
    id: 't2',
    task: 'Stretch',
    date: '2026-11-23',
    status: 'completed',
    markedAsWin: true,
  }),
  aTask({ id: 't3', task: 'Rest', date: '2026-11-24' }),
];

function serveTasks(tasks: Task[] = TASKS) {
  api.on('GET', '/tasks/g1', { status: 200, body: tasks });
}

function renderTasks(checkpointId = 'c1') {
  return renderWithProviders(
    <CheckpointTasks goalId="g1" checkpointId={checkpointId} label="Week 1: Base" />,
  );
}

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest<HTMLElement>('[data-testid="task-item"]');
  if (!row) throw new Error(`No row for ${text}`);
  return row;
};

const rowTexts = () => screen.queryAllByTestId('task-text').map((element) => element.textContent);

async function chooseAction(user: UserEvent, text: string, action: RegExp | string) {
  await user.click(within(rowOf(text)).getByRole('button', { name: 'Task actions' }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

beforeEach(() => {
  api = mockApi();
});

afterEach(() => {
  expect(api.unmatched).toEqual([]);
  api.restore();
});

describe('Task actions', () => {
  it('renames a task inline: Enter saves the trimmed text at once', async () => {
    const user = userEvent.setup();
    serveTasks();
    const reply = deferredReply();
    api.on('PATCH', '/tasks/t1', reply.handler);
    renderTasks();
    await screen.findByText('Jog for 20 minutes');

    await chooseAction(user, 'Jog for 20 minutes', 'Edit');
    const input = screen.getByRole('textbox', { name: 'Task text' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('Jog for 20 minutes');
    await user.clear(input);
    await user.type(input, '  Jog for 30 minutes {Enter}');

    expect(screen.queryByRole('textbox', { name: 'Task text' })).not.toBeInTheDocument();
    expect(rowTexts()).toEqual(['Jog for 30 minutes', 'Stretch', 'Rest']);
    expect(api.calls('PATCH', '/tasks/t1')[0]?.body).toEqual({ task: 'Jog for 30 minutes' });
    expect(
      within(rowOf('Jog for 30 minutes')).getByRole('button', { name: 'Task actions' }),
    ).toHaveFocus();

    reply.resolve({ status: 200, body: aTask({ id: 't1', task: 'Jog for 30 minutes' }) });
    await waitFor(() => expect(api.calls('PATCH')).toHaveLength(1));
    expect(rowTexts()).toEqual(['Jog for 30 minutes', 'Stretch', 'Rest']);
  });

  it('changes nothing on Escape, on empty text or on the same text', async () => {
    const user = userEvent.setup();
    serveTasks();
    renderTasks();
    await screen.findByText('Rest');

    await chooseAction(user, 'Rest', 'Edit');
    await user.type(screen.getByRole('textbox', { name: 'Task text' }), ' more{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Task text' })).not.toBeInTheDocument();
    expect(screen.getByText('Rest')).toBeInTheDocument();

    await chooseAction(user, 'Rest', 'Edit');
    await user.clear(screen.getByRole('textbox', { name: 'Task text' }));
    await user.type(screen.getByRole('textbox', { name: 'Task text' }), '   {Enter}');
    expect(screen.getByText('Rest')).toBeInTheDocument();

    await chooseAction(user, 'Rest', 'Edit');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Rest')).toBeInTheDocument();
    expect(api.calls('PATCH')).toHaveLength(0);
  });

  it('puts the old text back with a toast when a rename is refused', async () => {
    const user = userEvent.setup();
    serveTasks();
    const reply = deferredReply();
    api.on('PATCH', '/tasks/t3', reply.handler);
    renderTasks();
    await screen.findByText('Rest');

    await chooseAction(user, 'Rest', 'Edit');
    await user.type(screen.getByRole('textbox', { name: 'Task text' }), ' day{Enter}');
    expect(screen.getByText('Rest day')).toBeInTheDocument();

    reply.resolve({ status: 500, body: { statusCode: 500, message: 'Database unavailable' } });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(rowTexts()).toEqual(['Jog for 20 minutes', 'Stretch', 'Rest']);
  });

  it('marks a task as a win and unmarks it, the badge following at once', async () => {
    const user = userEvent.setup();
    serveTasks();
    api
      .on('PATCH', '/tasks/t1', { status: 200, body: aTask({ id: 't1', markedAsWin: true }) })
      .on('PATCH', '/tasks/t2', { status: 200, body: aTask({ id: 't2', markedAsWin: false }) });
    renderTasks();
    await screen.findByText('Jog for 20 minutes');
    expect(within(rowOf('Stretch')).getByText('Marked as Win')).toBeInTheDocument();
    expect(
      within(rowOf('Jog for 20 minutes')).queryByText('Marked as Win'),
    ).not.toBeInTheDocument();

    await chooseAction(user, 'Jog for 20 minutes', 'Mark as Win');
    expect(within(rowOf('Jog for 20 minutes')).getByText('Marked as Win')).toBeInTheDocument();
    expect(api.calls('PATCH', '/tasks/t1')[0]?.body).toEqual({ markedAsWin: true });

    await chooseAction(user, 'Stretch', 'Unmark as Win');
    expect(within(rowOf('Stretch')).queryByText('Marked as Win')).not.toBeInTheDocument();
    expect(api.calls('PATCH', '/tasks/t2')[0]?.body).toEqual({ markedAsWin: false });
  });

  it('takes the win back with a toast when the server refuses', async () => {
    const user = userEvent.setup();
    serveTasks();
    const reply = deferredReply();
    api.on('PATCH', '/tasks/t3', reply.handler);
    renderTasks();
    await screen.findByText('Rest');

    await chooseAction(user, 'Rest', 'Mark as Win');
    expect(within(rowOf('Rest')).getByText('Marked as Win')).toBeInTheDocument();
    reply.resolve({ status: 503 });
    expect(await screen.findByText('Failed to update task. Please try again.')).toBeInTheDocument();
    expect(within(rowOf('Rest')).queryByText('Marked as Win')).not.toBeInTheDocument();
  });

  it('deletes at once, and Undo brings the task back as it was, in one request', async () => {
    const user = userEvent.setup();
    serveTasks();
    const restored = aTask({
      id: 't2b',
      task: 'Stretch',
      date: '2026-11-23',
      status: 'completed',
      markedAsWin: true,
    });
    const post = deferredReply();
    api.on('DELETE', '/tasks/t2', { status: 204 }).on('POST', '/tasks', post.handler);
    renderTasks();
    await screen.findByText('Stretch');

    await chooseAction(user, 'Stretch', 'Delete');
    expect(rowTexts()).toEqual(['Jog for 20 minutes', 'Rest']);
    expect(await screen.findByText('Task deleted')).toBeInTheDocument();
    expect(api.calls('DELETE', '/tasks/t2')).toHaveLength(1);

    // The list is read again after the restore; it answers with the restored task.
    serveTasks([TASKS[0] as Task, restored, TASKS[2] as Task]);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(api.calls('POST', '/tasks').map((call) => call.body)).toEqual([
      {
        goalId: 'g1',
        task: 'Stretch',
        checkpointId: 'c1',
        date: '2026-11-23',
        status: 'completed',
        markedAsWin: true,
        // A plan's task comes back as the plan's: a refinement may still replace it.
        writtenByPerson: false,
      },
    ]);
    post.resolve({ status: 201, body: restored });

    // Back in its old place, ticked and a win, from the one answer.
    await waitFor(() => expect(rowTexts()).toEqual(['Jog for 20 minutes', 'Stretch', 'Rest']));
    const row = rowOf('Stretch');
    expect(row).toHaveAttribute('data-status', 'completed');
    expect(within(row).getByText('Marked as Win')).toBeInTheDocument();
    expect(api.calls('PATCH')).toHaveLength(0);
  });

  it('says so when the restore fails, and sends nothing more', async () => {
    const user = userEvent.setup();
    serveTasks();
    api
      .on('DELETE', '/tasks/t3', { status: 204 })
      .on('POST', '/tasks', { status: 404, body: { statusCode: 404, message: 'Goal not found' } });
    renderTasks();
    await screen.findByText('Rest');

    await chooseAction(user, 'Rest', 'Delete');
    serveTasks(TASKS.slice(0, 2));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Goal not found')).toBeInTheDocument();
    expect(api.calls('POST', '/tasks')).toHaveLength(1);
    expect(api.calls('PATCH')).toHaveLength(0);
    expect(rowTexts()).toEqual(['Jog for 20 minutes', 'Stretch']);
  });

  it('puts a task back in its place with a toast when the delete is refused', async () => {
    const user = userEvent.setup();
    serveTasks();
    const reply = deferredReply();
    api.on('DELETE', '/tasks/t1', reply.handler);
    renderTasks();
    await screen.findByText('Jog for 20 minutes');

    await chooseAction(user, 'Jog for 20 minutes', 'Delete');
    expect(rowTexts()).toEqual(['Stretch', 'Rest']);
    reply.resolve({ status: 500 });

    expect(await screen.findByText('Failed to delete task. Please try again.')).toBeInTheDocument();
    expect(rowTexts()).toEqual(['Jog for 20 minutes', 'Stretch', 'Rest']);
    expect(screen.queryByText('Task deleted')).not.toBeInTheDocument();
  });

  it('reaches the actions with the keyboard', async () => {
    const user = userEvent.setup();
    serveTasks();
    api.on('PATCH', '/tasks/t3', { status: 200, body: aTask({ id: 't3', markedAsWin: true }) });
    renderTasks();
    await screen.findByText('Rest');

    within(rowOf('Rest')).getByRole('button', { name: 'Task actions' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(api.calls('PATCH', '/tasks/t3')).toHaveLength(1));
    expect(api.calls('PATCH', '/tasks/t3')[0]?.body).toEqual({ markedAsWin: true });
  });
});

describe('A week without tasks', () => {
  it('generates its tasks and shows them', async () => {
    const user = userEvent.setup();
    serveTasks();
    const reply = deferredReply();
    api.on('POST', '/tasks/generate-from-checkpoint', reply.handler);
    renderTasks('c9');

    const generate = await screen.findByRole('button', { name: 'Generate tasks for this week' });
    expect(screen.getByText('No tasks for this week yet.')).toBeInTheDocument();
    await user.click(generate);
    expect(generate).toHaveAttribute('aria-busy', 'true');
    expect(api.calls('POST', '/tasks/generate-from-checkpoint')[0]?.body).toEqual({
      checkpointId: 'c9',
      goalId: 'g1',
    });

    const created = [
      aTask({ id: 'n1', checkpointId: 'c9', task: 'Swim 500 m', date: '2026-12-20' }),
      aTask({ id: 'n2', checkpointId: 'c9', task: 'Cycle 10 km', date: '2026-12-21' }),
    ];
    serveTasks([...TASKS, ...created]);
    reply.resolve({ status: 201, body: created });

    expect(await screen.findByText('Swim 500 m')).toBeInTheDocument();
    expect(rowTexts()).toEqual(['Swim 500 m', 'Cycle 10 km']);
    expect(screen.queryByRole('button', { name: /Generate tasks/ })).not.toBeInTheDocument();
  });

  it("says the server's words when generation fails", async () => {
    const user = userEvent.setup();
    serveTasks();
    api.on('POST', '/tasks/generate-from-checkpoint', {
      status: 429,
      body: { statusCode: 429, message: "You have reached today's limit of plan requests." },
    });
    renderTasks('c9');

    await user.click(await screen.findByRole('button', { name: 'Generate tasks for this week' }));
    expect(
      await screen.findByText("You have reached today's limit of plan requests."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate tasks for this week' })).toBeEnabled();
  });
});

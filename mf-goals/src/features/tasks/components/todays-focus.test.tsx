import type { FocusedTasks } from '@goalcoach/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { aTask } from '../../../shared/test/fixtures';
import { mockApi, type MockApi, renderWithProviders } from '@goalcoach/testing';
import { TodaysFocus } from './todays-focus';

let api: MockApi;

function focusOf(overrides: Partial<FocusedTasks> = {}): FocusedTasks {
  return {
    currentWeek: 2,
    source: 'today',
    focusedTasks: [
      aTask({ id: 'main', task: 'Run 5 km', date: '2026-12-01' }),
      aTask({ id: 'o1', task: 'Stretch', date: '2026-12-02' }),
      aTask({ id: 'o2', task: 'Foam roll', date: '2026-12-03' }),
    ],
    ...overrides,
  };
}

function renderFocus() {
  return renderWithProviders(<TodaysFocus goal={{ id: 'g1' }} />);
}

const texts = (container: HTMLElement) =>
  within(container)
    .queryAllByTestId('task-text')
    .map((element) => element.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 11, 1, 9, 0));
  api = mockApi();
});

afterEach(() => {
  vi.useRealTimers();
  expect(api.unmatched).toEqual([]);
  api.restore();
});

describe("Today's Focus", () => {
  it('shows the main task the server picked, then the overflow', async () => {
    api.on('GET', '/goals/g1/focused-tasks', { status: 200, body: focusOf() });
    renderFocus();

    const focus = await screen.findByTestId('todays-focus');
    expect(within(focus).getByText('Your main task for today, Dec 1, 2026')).toBeInTheDocument();
    expect(texts(focus)).toEqual(['Run 5 km', 'Stretch', 'Foam roll']);
    expect(within(focus).getByText('If you have more time')).toBeInTheDocument();
    // No client-side choice: the tasks list is never read here.
    expect(api.calls('GET', '/tasks/g1')).toHaveLength(0);
  });

  it.each([
    ['week', 'Nothing is scheduled for today. Next up this week:'],
    ['next', 'Nothing is scheduled this week. Your next open task:'],
  ] as const)('says where a %s task comes from', async (source, label) => {
    api.on('GET', '/goals/g1/focused-tasks', {
      status: 200,
      body: focusOf({ source, focusedTasks: [aTask({ id: 'x', task: 'Swim' })] }),
    });
    renderFocus();

    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.queryByText('If you have more time')).not.toBeInTheDocument();
  });

  it('says when the week is done, and when the plan has no tasks', async () => {
    api.on('GET', '/goals/g1/focused-tasks', {
      status: 200,
      body: focusOf({ source: 'done', focusedTasks: [] }),
    });
    const { unmount } = renderFocus();
    expect(await screen.findByText('Nothing left for this week')).toBeInTheDocument();
    unmount();

    api.on('GET', '/goals/g1/focused-tasks', {
      status: 200,
      body: focusOf({ source: 'empty', focusedTasks: [], currentWeek: null }),
    });
    renderFocus();
    expect(await screen.findByText('No tasks yet')).toBeInTheDocument();
  });

  it('says so when the focus cannot be loaded', async () => {
    api.on('GET', '/goals/g1/focused-tasks', { status: 500 });
    renderFocus();
    expect(await screen.findByText('Your tasks could not be loaded.')).toBeInTheDocument();
  });

  it('ticks a task in place: the list is not read again under the pointer', async () => {
    const user = userEvent.setup();
    api
      .on('GET', '/goals/g1/focused-tasks', { status: 200, body: focusOf() })
      .on('PATCH', '/tasks/main', {
        status: 200,
        body: aTask({ id: 'main', status: 'completed' }),
      });
    renderFocus();

    const box = await screen.findByRole('checkbox', { name: 'Run 5 km' });
    await user.click(box);
    expect(box).toBeChecked();
    await waitFor(() => expect(api.calls('PATCH', '/tasks/main')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls('GET', '/goals/g1/focused-tasks')).toHaveLength(1);
    expect(texts(screen.getByTestId('todays-focus'))).toEqual(['Run 5 km', 'Stretch', 'Foam roll']);
  });

  it('asks the server again after a delete, for the next task to focus on', async () => {
    const user = userEvent.setup();
    let reads = 0;
    api
      .on('GET', '/goals/g1/focused-tasks', () => {
        reads += 1;
        return {
          status: 200,
          body:
            reads === 1
              ? focusOf()
              : focusOf({
                  focusedTasks: [
                    aTask({ id: 'o1', task: 'Stretch' }),
                    aTask({ id: 'o2', task: 'Foam roll' }),
                    aTask({ id: 'o3', task: 'Walk' }),
                  ],
                }),
        };
      })
      .on('DELETE', '/tasks/main', { status: 204 });
    renderFocus();

    const focus = await screen.findByTestId('todays-focus');
    await user.click(within(focus).getAllByRole('button', { name: 'Task actions' })[0] as Element);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));

    await waitFor(() => expect(texts(focus)).toEqual(['Stretch', 'Foam roll', 'Walk']));
    expect(screen.getByText('Task deleted')).toBeInTheDocument();
  });
});

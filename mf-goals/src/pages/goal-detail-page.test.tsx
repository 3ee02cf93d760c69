import type { Goal } from '@goalcoach/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { aCheckpoint, aGoal, aMilestone, aTask } from '../shared/test/fixtures';
import { deferredReply, mockApi, type MockApi, renderWithProviders } from '@goalcoach/testing';
import { GoalDetailPage } from './goal-detail-page';

let api: MockApi;

/** Goal ids are UUIDs: the page asks for nothing else. */
const GOAL_ID = '0b5c7c1e-3a52-4c1f-9d0e-6f1a2b3c4d5e';
const ourGoal = (overrides: Partial<Goal> = {}) => aGoal({ id: GOAL_ID, ...overrides });

function serveGoal(goal: Goal) {
  api
    .on('GET', `/goals/${goal.id}`, { status: 200, body: goal })
    .on('GET', `/tasks/${goal.id}`, {
      status: 200,
      body: [
        aTask({ id: 't1', task: 'Jog for 20 minutes', checkpointTitle: 'Week 2: Build up' }),
        aTask({ id: 't2', task: 'Research running shoes', checkpointTitle: 'Week 1: Base' }),
        aTask({ id: 't3', task: 'Stretch', checkpointTitle: 'Week 1: Base' }),
        aTask({ id: 't4', task: 'Write your why', checkpointTitle: 'Week 1: Base' }),
        aTask({ id: 't5', task: 'Done already', status: 'completed', checkpointTitle: 'Week 1' }),
      ],
    })
    .on('GET', `/milestones/${goal.id}`, {
      status: 200,
      body: [aMilestone({ id: 'm1', goalId: goal.id })],
    })
    .on('GET', '/milestones/m1/checkpoints', {
      status: 200,
      body: [aCheckpoint({ id: 'c1', milestoneId: 'm1' })],
    })
    .on('GET', `/checkpoints-with-context/${goal.id}`, {
      status: 200,
      body: [{ id: 'c1', title: 'Week 1: Build the base', milestoneTitle: 'Build the base' }],
    });
}

function renderGoal(goalId = GOAL_ID) {
  return renderWithProviders(<GoalDetailPage />, {
    route: `/goals/${goalId}`,
    path: '/goals/:goalId',
  });
}

beforeEach(() => {
  api = mockApi();
});

afterEach(() => {
  expect(api.unmatched).toEqual([]);
  api.restore();
});

describe('Goal detail page', () => {
  it('says Goal Not Found on a 404, with a way back', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    api.on('GET', `/goals/${unknown}`, {
      status: 404,
      body: { statusCode: 404, message: 'Goal not found' },
    });
    renderGoal(unknown);

    expect(screen.getByTestId('page-goal-detail')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Goal Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The goal you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Goals' })).toHaveAttribute('href', '/');
  });

  // `/goals/deleted` once asked for the deleted-goals list and crashed on its rows.
  it.each(['deleted', 'nope', `${GOAL_ID}x`, '..%2Fhabits'])(
    'says Goal Not Found for %s, which is not an id, and asks the API nothing',
    async (segment) => {
      renderGoal(segment);

      expect(await screen.findByRole('heading', { name: 'Goal Not Found' })).toBeInTheDocument();
      expect(api.calls('GET', `/goals/${decodeURIComponent(segment)}`)).toEqual([]);
    },
  );

  it('offers Try Again on other errors', async () => {
    const user = userEvent.setup();
    serveGoal(ourGoal());
    let calls = 0;
    api.on('GET', `/goals/${GOAL_ID}`, () => {
      calls += 1;
      return calls === 1 ? { status: 500 } : { status: 200, body: ourGoal() };
    });
    renderGoal();

    expect(await screen.findByText('Unable to load this goal')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('goal-title')).toBeInTheDocument();
  });

  it('heads the page with the short title, the legend under it, with dates and status', async () => {
    serveGoal(
      ourGoal({
        shortTitle: 'Half marathon',
        personalLegend: 'Run a half marathon, because I want to feel strong again',
        goalName: 'Run a half marathon',
        planSource: 'offline',
        planKind: 'Endurance running',
        planKindWords: ['run', 'half marathon'],
        planReach:
          'Your race in October is after these 90 days: this plan builds your base, ready to start a 12-week race plan on Monday 6 July.',
      }),
    );
    renderGoal();

    const heading = await screen.findByTestId('goal-title');
    expect(heading.tagName).toBe('H1');
    expect(heading).toHaveTextContent(/^Half marathon$/);
    expect(screen.getByTestId('goal-reason')).toHaveTextContent(
      'Run a half marathon, because I want to feel strong again',
    );
    expect(screen.getByText('My goal is to:')).toBeInTheDocument();
    expect(screen.getByTestId('goal-dates')).toHaveTextContent('Nov 22, 2026 – Feb 19, 2027');
    expect(screen.getByTestId('goal-status')).toHaveTextContent('Active');
    // Which kind of goal the offline planner wrote the plan for.
    expect(screen.getByTestId('offline-planner-note')).toHaveTextContent(
      'Plan built by the offline planner · Endurance running (chosen for “run”, “half marathon”)',
    );
    expect(screen.getByRole('button', { name: 'Not right? Choose another' })).toBeInTheDocument();
    // What the plan's 90 days reach, said once under the heading.
    expect(screen.getByTestId('plan-reach')).toHaveTextContent(
      'Your race in October is after these 90 days: this plan builds your base, ready to start a 12-week race plan on Monday 6 July.',
    );
    expect(screen.getByRole('link', { name: 'Back to Goals' })).toHaveAttribute('href', '/');
  });

  it('shows the four stats with explanations', async () => {
    serveGoal(
      ourGoal({
        shortTitle: 'Become a runner',
        progressPercentage: 20,
        confidenceStreak: 3,
        momentumPercentage: 45,
        resilienceDays: 1.5,
        planSource: 'ai',
      }),
    );
    renderGoal();

    expect(await screen.findByTestId('goal-title')).toHaveTextContent('Become a runner');
    expect(screen.getByTestId('stat-progress')).toHaveTextContent('20%');
    expect(screen.getByTestId('stat-confidence')).toHaveTextContent('3 days');
    expect(screen.getByTestId('stat-momentum')).toHaveTextContent('45%');
    expect(screen.getByTestId('stat-resilience')).toHaveTextContent('1.5 days');
    expect(screen.queryByTestId('offline-planner-note')).not.toBeInTheDocument();

    const about = screen.getByRole('button', { name: 'About Momentum' });
    act(() => about.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'How many of the tasks of the last 7 days you completed.',
    );
  });

  it('congratulates at 100% and shows the Completed badge', async () => {
    serveGoal(ourGoal({ progressPercentage: 100, status: 'completed', taskCount: 3 }));
    renderGoal();

    expect(await screen.findByTestId('goal-completed-banner')).toBeInTheDocument();
    expect(screen.getByTestId('goal-status')).toHaveTextContent('Completed');
    expect(screen.queryByTestId('generate-plan-banner')).not.toBeInTheDocument();
  });

  it('offers the complete plan under 10 tasks and follows its generation', async () => {
    const user = userEvent.setup();
    const goal = ourGoal({ taskCount: 4, progressPercentage: 25 });
    serveGoal(goal);
    api.on('POST', `/goals/${GOAL_ID}/generate-all-tasks`, {
      status: 202,
      body: {
        ...goal,
        planStatus: 'pending',
        planProgress: { ...goal.planProgress, stage: 'queued', percent: 0 },
      },
    });
    renderGoal();

    const banner = await screen.findByTestId('generate-plan-banner');
    await user.click(within(banner).getByRole('button', { name: 'Generate Complete Action Plan' }));

    expect(await screen.findByTestId('plan-building')).toBeInTheDocument();
    expect(screen.queryByTestId('generate-plan-banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByTestId('start-here-today')).not.toBeInTheDocument();
    expect(api.calls('POST', `/goals/${GOAL_ID}/generate-all-tasks`)).toHaveLength(1);
  });

  it("shows the server's words when generation is refused", async () => {
    const user = userEvent.setup();
    serveGoal(ourGoal({ taskCount: 4 }));
    api.on('POST', `/goals/${GOAL_ID}/generate-all-tasks`, {
      status: 409,
      body: { statusCode: 409, message: 'A plan is already being generated for this goal' },
    });
    renderGoal();

    await user.click(await screen.findByRole('button', { name: 'Generate Complete Action Plan' }));
    expect(
      await screen.findByText('A plan is already being generated for this goal'),
    ).toBeInTheDocument();
  });

  it('has no generation banner from 10 tasks', async () => {
    serveGoal(ourGoal({ taskCount: 10, progressPercentage: 0 }));
    renderGoal();

    expect(await screen.findByTestId('goal-title')).toBeInTheDocument();
    expect(screen.queryByTestId('generate-plan-banner')).not.toBeInTheDocument();
  });

  it('starts today with the top 3 pending tasks, earliest week and starter tasks first', async () => {
    serveGoal(ourGoal());
    renderGoal();

    const card = await screen.findByTestId('start-here-today');
    await waitFor(() => expect(within(card).getAllByTestId('task-item')).toHaveLength(3));
    expect(
      within(card)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Research running shoes', 'Write your why', 'Stretch']);
  });

  it('keeps a task ticked in Start Here Today in its place, shown done', async () => {
    const user = userEvent.setup();
    serveGoal(ourGoal());
    api.on('PATCH', '/tasks/t2', { status: 200, body: aTask({ id: 't2', status: 'completed' }) });
    renderGoal();

    const card = await screen.findByTestId('start-here-today');
    const box = await within(card).findByRole('checkbox', { name: 'Research running shoes' });
    await user.click(box);

    await waitFor(() => expect(api.calls('PATCH', '/tasks/t2')).toHaveLength(1));
    expect(within(card).getByRole('checkbox', { name: 'Research running shoes' })).toBeChecked();
    expect(within(card).getAllByTestId('task-item')).toHaveLength(3);
    expect(within(card).queryByText('Jog for 20 minutes')).not.toBeInTheDocument();
  });

  it('lists the original answers under their questions', async () => {
    const user = userEvent.setup();
    serveGoal(ourGoal({ aiInputLifeImpact: 'More confidence' }));
    renderGoal();

    await user.click(
      await screen.findByRole('button', { name: 'View Original Goal Setup Answers' }),
    );
    const answers = screen.getByTestId('original-answers');
    expect(
      within(answers).getByText('How will achieving this goal change your life?'),
    ).toBeInTheDocument();
    expect(within(answers).getByText('More confidence')).toBeInTheDocument();
    expect(within(answers).getAllByRole('term')).toHaveLength(7);
  });

  it('shows milestones with status and expands them into checkpoints', async () => {
    const user = userEvent.setup();
    serveGoal(ourGoal());
    renderGoal();

    const milestone = await screen.findByTestId('milestone-item');
    expect(within(milestone).getByText('Upcoming')).toBeInTheDocument();
    expect(within(milestone).getByRole('checkbox', { name: 'Build the base' })).not.toBeChecked();

    await user.click(within(milestone).getByRole('button', { name: 'Show weekly checkpoints' }));
    expect(await within(milestone).findByTestId('checkpoint-item')).toHaveTextContent(
      'Week 1: Build the base',
    );
  });

  it("reads a milestone's checkpoints as soon as the pointer reaches its toggle", async () => {
    const user = userEvent.setup();
    serveGoal(ourGoal());
    renderGoal();

    const milestone = await screen.findByTestId('milestone-item');
    expect(api.calls('GET', '/milestones/m1/checkpoints')).toHaveLength(0);
    await user.hover(within(milestone).getByRole('button', { name: 'Show weekly checkpoints' }));
    await waitFor(() => expect(api.calls('GET', '/milestones/m1/checkpoints')).toHaveLength(1));

    await user.click(within(milestone).getByRole('button', { name: 'Show weekly checkpoints' }));
    expect(await within(milestone).findByTestId('checkpoint-item')).toBeInTheDocument();
    expect(api.calls('GET', '/milestones/m1/checkpoints')).toHaveLength(1);
  });

  it('keeps a quick second tick while the first one settles', async () => {
    const user = userEvent.setup();
    serveGoal(ourGoal());
    api.on('GET', '/milestones/m1/checkpoints', {
      status: 200,
      body: [
        aCheckpoint({ id: 'c1', milestoneId: 'm1', title: 'Week 1: Base' }),
        aCheckpoint({ id: 'c2', milestoneId: 'm1', title: 'Week 2: Build', weekNumber: 2 }),
      ],
    });
    const first = deferredReply();
    const second = deferredReply();
    api
      .on('PATCH', '/checkpoints/c1', first.handler)
      .on('PATCH', '/checkpoints/c2', second.handler);
    renderGoal();

    const milestone = await screen.findByTestId('milestone-item');
    await user.click(within(milestone).getByRole('button', { name: 'Show weekly checkpoints' }));
    const [one, two] = await within(milestone).findAllByTestId('checkpoint-checkbox');
    if (!one || !two) throw new Error('Expected two checkpoints');
    await user.click(one);
    await user.click(two);
    const reads = api.calls('GET', '/milestones/m1/checkpoints').length;

    first.resolve({ status: 200, body: aCheckpoint({ id: 'c1', status: 'complete' }) });
    await waitFor(() => expect(api.calls('PATCH', '/checkpoints/c1')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The list is not read again while the second change is on its way: it would untick it.
    expect(api.calls('GET', '/milestones/m1/checkpoints')).toHaveLength(reads);
    expect(two).toBeChecked();

    second.resolve({ status: 200, body: aCheckpoint({ id: 'c2', status: 'complete' }) });
    await waitFor(() =>
      expect(api.calls('GET', '/milestones/m1/checkpoints').length).toBeGreaterThan(reads),
    );
  });

  it('rolls a milestone back with a toast when the server refuses', async () => {
    const user = userEvent.setup();
    serveGoal(ourGoal());
    const reply = deferredReply();
    api.on('PATCH', '/milestones/m1', reply.handler);
    renderGoal();

    const box = await screen.findByRole('checkbox', { name: 'Build the base' });
    await user.click(box);
    expect(box).toBeChecked();
    expect(api.calls('PATCH', '/milestones/m1')[0]?.body).toEqual({ status: 'complete' });

    reply.resolve({ status: 500, body: { statusCode: 500, message: 'Database unavailable' } });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it('ticks a task at once and keeps it when the server agrees', async () => {
    const user = userEvent.setup();
    serveGoal(ourGoal());
    api.on('PATCH', '/tasks/t3', { status: 200, body: aTask({ id: 't3', status: 'completed' }) });
    renderGoal();

    await user.click(await screen.findByRole('tab', { name: 'Weekly Checkpoints' }));
    const item = await screen.findByTestId('checkpoint-item');
    const task = await within(item).findByRole('checkbox', { name: 'Stretch' });
    const goalReads = api.calls('GET', `/goals/${GOAL_ID}`).length;
    await user.click(task);

    expect(task).toBeChecked();
    expect(api.calls('PATCH', '/tasks/t3')[0]?.body).toEqual({ status: 'completed' });
    await waitFor(() =>
      expect(api.calls('GET', `/goals/${GOAL_ID}`).length).toBeGreaterThan(goalReads),
    );
    expect(task).toBeChecked();
  });

  it('rolls a task back without a message when the server refuses', async () => {
    const user = userEvent.setup();
    serveGoal(ourGoal());
    const reply = deferredReply();
    api.on('PATCH', '/tasks/t3', reply.handler);
    renderGoal();

    await user.click(await screen.findByRole('tab', { name: 'Weekly Checkpoints' }));
    const item = await screen.findByTestId('checkpoint-item');
    const task = await within(item).findByRole('checkbox', { name: 'Stretch' });
    const row = task.closest('[data-testid="task-item"]');
    expect(row).toHaveAttribute('data-status', 'pending');

    await user.click(task);
    expect(task).toBeChecked();
    expect(row).toHaveAttribute('data-status', 'completed');

    // A refusal (4xx) rolls back; a 5xx would be sent again later (a write kept for sync).
    reply.resolve({ status: 422, body: { statusCode: 422, message: 'nope' } });
    await waitFor(() => expect(task).not.toBeChecked());
    expect(row).toHaveAttribute('data-status', 'pending');
    expect(screen.queryByText('nope')).not.toBeInTheDocument();
  });

  it('shows the plan progress instead of the tabs while the plan is being built', async () => {
    api.on('GET', `/goals/${GOAL_ID}`, {
      status: 200,
      body: ourGoal({
        planStatus: 'generating',
        planSource: 'ai',
        planProgress: {
          stage: 'outlining',
          percent: 12,
          milestoneTitles: ['Base'],
          checkpointsTotal: 0,
          checkpointsDone: 0,
        },
      }),
    });
    renderGoal();

    const building = await screen.findByTestId('plan-building');
    expect(within(building).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '12');
    expect(within(building).getByTestId('plan-stage')).toHaveTextContent(
      'Designing monthly milestones…',
    );
    expect(within(building).getByTestId('plan-milestone-title')).toHaveTextContent('Base');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});

describe('Goal detail page, part 2', () => {
  it('has Export and Delete in the header', async () => {
    serveGoal(ourGoal());
    renderGoal();

    expect(await screen.findByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('quick-adds a task: it shows in its week and the figures are read again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 9, 0));
    const user = userEvent.setup();
    serveGoal(ourGoal());
    const added = aTask({ id: 't9', task: 'Buy a foam roller', date: '2026-11-24' });
    api.on('POST', '/tasks', () => {
      api.on('GET', `/tasks/${GOAL_ID}`, {
        status: 200,
        body: [aTask({ id: 't3', task: 'Stretch' }), added],
      });
      return { status: 201, body: added };
    });
    renderGoal();

    await user.click(await screen.findByRole('tab', { name: 'Weekly Checkpoints' }));
    const week = await screen.findByTestId('checkpoint-item');
    await within(week).findByText('Stretch');
    const goalReads = api.calls('GET', `/goals/${GOAL_ID}`).length;

    const quickAdd = screen.getByTestId('quick-add-task');
    await user.type(within(quickAdd).getByRole('textbox', { name: 'Task' }), 'Buy a foam roller');
    await user.selectOptions(within(quickAdd).getByRole('combobox', { name: 'Checkpoint' }), 'c1');
    await waitFor(() =>
      expect(within(quickAdd).getByRole('button', { name: 'Add' })).toBeEnabled(),
    );
    await user.type(within(quickAdd).getByRole('textbox', { name: 'Task' }), '{Enter}');

    expect(await within(week).findByText('Buy a foam roller')).toBeInTheDocument();
    expect(api.calls('POST', '/tasks')[0]?.body).toMatchObject({ date: '2026-11-24' });
    await waitFor(() =>
      expect(api.calls('GET', `/goals/${GOAL_ID}`).length).toBeGreaterThan(goalReads),
    );
    vi.useRealTimers();
  });

  it('refines a milestone from the Milestones tab and shows the new plan', async () => {
    const user = userEvent.setup();
    serveGoal(ourGoal());
    const refined = aMilestone({ id: 'm1', title: 'Weekend base building' });
    api.on('POST', '/milestones/m1/refine', () => {
      api.on('GET', `/milestones/${GOAL_ID}`, { status: 200, body: [refined] });
      return { status: 200, body: { ...refined, keptOwnTasks: 0 } };
    });
    renderGoal();

    const milestone = await screen.findByTestId('milestone-item');
    await user.click(within(milestone).getByRole('button', { name: 'Refine Build the base' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refine this milestone' });
    await user.click(within(dialog).getByRole('radio', { name: 'Too ambitious for my schedule' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refine Milestone' }));

    expect(await screen.findByText('Milestone refined')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Weekend base building' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', `/tasks/${GOAL_ID}`).length).toBeGreaterThan(1));
  });

  it("reads Today's Focus from the server", async () => {
    const user = userEvent.setup();
    serveGoal(ourGoal());
    api.on('GET', `/goals/${GOAL_ID}/focused-tasks`, {
      status: 200,
      body: {
        currentWeek: 1,
        source: 'week',
        focusedTasks: [aTask({ id: 't3', task: 'Stretch' })],
      },
    });
    renderGoal();

    await user.click(await screen.findByRole('tab', { name: "Today's Focus" }));
    const focus = await screen.findByTestId('todays-focus');
    expect(within(focus).getByText('Nothing is scheduled for today. Next up this week:'));
    expect(within(focus).getAllByTestId('task-item')).toHaveLength(1);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@goalcoach/routing';
import { vi } from 'vitest';
import { reloadPage } from '../shared/lib/reload-page';
import { aGoal, someStats } from '../shared/test/fixtures';
import { deferredReply, mockApi, type MockApi, renderWithProviders } from '@goalcoach/testing';
import { HomePageContent } from './home-page-content';

vi.mock('../shared/lib/reload-page', () => ({ reloadPage: vi.fn() }));

const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

let api: MockApi;

beforeEach(() => {
  api = mockApi();
  api.on('GET', '/stats', { status: 200, body: someStats() });
});

afterEach(() => {
  expect(api.unmatched).toEqual([]);
  api.restore();
});

function cardOf(goalId: string) {
  const card = screen
    .getAllByTestId('goal-card')
    .find((element) => element.getAttribute('data-goal-id') === goalId);
  if (!card) throw new Error(`no card for ${goalId}`);
  return card;
}

describe('Home goals tab', () => {
  it('keeps the page test id and shows skeleton cards while loading', async () => {
    const reply = deferredReply();
    api.on('GET', '/goals', reply.handler);
    renderWithProviders(<HomePageContent />);

    expect(screen.getByTestId('page-goals-home')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Goals' })).toBeInTheDocument();
    expect(screen.getAllByTestId('goal-card-skeleton')).toHaveLength(3);

    reply.resolve({ status: 200, body: [aGoal()] });
    expect(await screen.findByTestId('goal-card')).toBeInTheDocument();
    expect(screen.queryByTestId('goal-card-skeleton')).not.toBeInTheDocument();
  });

  it('shows the stats strip with labels', async () => {
    api.on('GET', '/goals', { status: 200, body: [] });
    renderWithProviders(<HomePageContent />);

    const strip = screen.getByTestId('stats-strip');
    expect(await within(strip).findByText('37%')).toBeInTheDocument();
    expect(within(strip).getByTestId('stats-active-goals')).toHaveTextContent('2');
    expect(within(strip).getByTestId('stats-streak')).toHaveTextContent('4');
    expect(within(strip).getByTestId('stats-completed-goals')).toHaveTextContent('1');
    for (const label of ['Active Goals', 'Day Streak', 'Completed', 'Overall Progress']) {
      expect(within(strip).getByText(label)).toBeInTheDocument();
    }
  });

  it('says "Unable to load goals" and reloads the page on Try Again', async () => {
    const user = userEvent.setup();
    api.on('GET', '/goals', { status: 500, body: { statusCode: 500, message: 'boom' } });
    renderWithProviders(<HomePageContent />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load goals');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('invites a first goal when there is none, and opens the wizard', async () => {
    const user = userEvent.setup();
    api.on('GET', '/goals', { status: 200, body: [] });
    renderWithProviders(<HomePageContent />);

    expect(await screen.findByText('Ready to achieve something amazing?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Your First Goal' }));
    // The wizard's code loads the first time it opens.
    expect(await screen.findByTestId('goal-wizard')).toBeInTheDocument();
  });

  it('opens the wizard from New Goal', async () => {
    const user = userEvent.setup();
    api.on('GET', '/goals', { status: 200, body: [aGoal()] });
    renderWithProviders(<HomePageContent />);

    await user.click(screen.getByTestId('new-goal-button'));
    expect(await screen.findByRole('dialog', { name: 'Create a New Goal' })).toBeInTheDocument();
  });

  it('shows name, progress, streak and a link per goal, with NEW only for recent unfinished goals', async () => {
    api.on('GET', '/goals', {
      status: 200,
      body: [
        aGoal({
          id: 'fresh',
          goalName: 'Learn Spanish',
          createdAt: hoursAgo(2),
          progressPercentage: 40,
        }),
        aGoal({
          id: 'old',
          goalName: 'Write a novel',
          createdAt: hoursAgo(25),
          progressPercentage: 10,
        }),
        aGoal({
          id: 'done',
          goalName: 'Run 5k',
          createdAt: hoursAgo(1),
          progressPercentage: 100,
          confidenceStreak: 9,
        }),
      ],
    });
    renderWithProviders(<HomePageContent />);

    const fresh = await screen.findByText('Learn Spanish');
    expect(fresh).toBeInTheDocument();
    expect(cardOf('fresh')).toHaveAttribute('href', '/goals/fresh');
    expect(within(cardOf('fresh')).getByTestId('goal-card-new')).toHaveTextContent('NEW');
    expect(within(cardOf('fresh')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(cardOf('fresh')).getByText('3 day streak')).toBeInTheDocument();
    expect(within(cardOf('fresh')).queryByText('Complete!')).not.toBeInTheDocument();

    expect(within(cardOf('old')).queryByTestId('goal-card-new')).not.toBeInTheDocument();

    const done = cardOf('done');
    expect(within(done).queryByTestId('goal-card-new')).not.toBeInTheDocument();
    expect(within(done).getByText('Complete!')).toBeInTheDocument();
    expect(within(done).getByTestId('goal-card-check')).toBeInTheDocument();
    expect(within(done).getByText('9 day streak')).toBeInTheDocument();
  });

  it('marks a goal created after the list first showed as NEW once the list is read again', async () => {
    api.on('GET', '/goals', { status: 200, body: [] });
    const { queryClient } = renderWithProviders(<HomePageContent />);
    expect(await screen.findByText('Ready to achieve something amazing?')).toBeInTheDocument();

    // Later, as after the wizard: a goal made now, and the list read afresh.
    await new Promise((resolve) => setTimeout(resolve, 20));
    api.on('GET', '/goals', {
      status: 200,
      body: [aGoal({ id: 'made-now', createdAt: new Date().toISOString(), progressPercentage: 0 })],
    });
    await queryClient.invalidateQueries();

    const card = await screen.findByTestId('goal-card');
    expect(within(card).getByTestId('goal-card-new')).toHaveTextContent('NEW');
  });

  it('shows the plan state of a goal still being built or whose plan failed', async () => {
    api.on('GET', '/goals', {
      status: 200,
      body: [
        aGoal({ id: 'building', planStatus: 'generating' }),
        aGoal({ id: 'failed', planStatus: 'failed' }),
      ],
    });
    renderWithProviders(<HomePageContent />);

    expect(await screen.findByText(/Building your plan…/)).toBeInTheDocument();
    expect(within(cardOf('failed')).getByTestId('goal-card-plan-failed')).toHaveTextContent(
      'Your plan still needs generating',
    );
  });

  it('celebrates when every goal is completed and starts the next one', async () => {
    const user = userEvent.setup();
    api.on('GET', '/goals', {
      status: 200,
      body: [
        aGoal({ id: 'a', status: 'completed', progressPercentage: 100 }),
        aGoal({ id: 'b', status: 'completed', progressPercentage: 100 }),
      ],
    });
    renderWithProviders(<HomePageContent />);

    const card = await screen.findByTestId('celebration-card');
    expect(card).toHaveTextContent("You've completed 2 goals.");
    await user.click(within(card).getByRole('button', { name: 'Start Your Next Adventure' }));
    expect(screen.getByTestId('goal-wizard')).toBeInTheDocument();
  });

  it('does not celebrate while a goal is still active', async () => {
    api.on('GET', '/goals', {
      status: 200,
      body: [aGoal({ id: 'a', status: 'completed' }), aGoal({ id: 'b', status: 'active' })],
    });
    renderWithProviders(<HomePageContent />);

    expect(await screen.findAllByTestId('goal-card')).toHaveLength(2);
    expect(screen.queryByTestId('celebration-card')).not.toBeInTheDocument();
  });
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderHome(route = '/') {
  return renderWithProviders(
    <>
      <HomePageContent />
      <LocationProbe />
    </>,
    { route },
  );
}

describe('Home tabs', () => {
  beforeEach(() => {
    api.on('GET', '/goals', { status: 200, body: [aGoal()] });
    api.on('GET', '/milestones', { status: 200, body: [] });
    api.on('GET', '/tasks/today', { status: 200, body: [] });
  });

  it('offers goals, milestones, habits, tasks and reviews, with goals open at /', () => {
    renderHome();
    const tabs = within(screen.getByRole('tablist', { name: 'Home' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Goals',
      'Milestones',
      'Habits',
      'Tasks',
      'Reviews',
    ]);
    expect(screen.getByRole('tab', { name: 'Goals' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Goals');
  });

  it('opens a panel from its tab and keeps the choice in the address', async () => {
    const user = userEvent.setup();
    renderHome();

    await user.click(screen.getByRole('tab', { name: 'Tasks' }));
    expect(screen.getByRole('heading', { level: 1, name: "Today's Tasks" })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/?tab=tasks');

    await user.click(screen.getByRole('tab', { name: 'Milestones' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Milestones' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/?tab=milestones');

    await user.click(screen.getByRole('tab', { name: 'Goals' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Your Goals' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('opens the panel the address names, as after a reload', async () => {
    renderHome('/?tab=milestones');
    expect(screen.getByRole('tab', { name: 'Milestones' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('No milestones yet')).toBeInTheDocument();
  });

  it('falls back to the goals panel for an unknown tab', () => {
    renderHome('/?tab=nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Goals' })).toBeInTheDocument();
  });

  it('leads to the habits and reviews pages', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.click(screen.getByRole('tab', { name: 'Habits' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/habits');
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/reviews');
  });

  it('moves between tabs with the arrow keys and opens one with Enter', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.click(screen.getByRole('tab', { name: 'Goals' }));

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Milestones' })).toHaveFocus();
    // Focus alone opens nothing: passing Habits must not leave Home.
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tasks' })).toHaveFocus();
    expect(screen.getByTestId('location').textContent).toBe('/');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: "Today's Tasks" })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/habits');
  });

  it('opens the AI settings from the goals panel', async () => {
    const user = userEvent.setup();
    api.on('GET', '/ai-settings', deferredReply().handler);
    renderHome();
    await user.click(screen.getByTestId('ai-settings-button'));
    expect(
      await screen.findByRole('dialog', { name: 'AI Prompts and Configuration' }),
    ).toBeInTheDocument();
  });
  it('opens Subscribe in your calendar from the tasks panel', async () => {
    const user = userEvent.setup();
    api.on('GET', '/calendar/feed', deferredReply().handler);
    renderHome('/?tab=tasks');
    await user.click(screen.getByRole('button', { name: 'Subscribe in your calendar' }));
    expect(
      await screen.findByRole('dialog', { name: 'Subscribe in your calendar' }),
    ).toBeInTheDocument();
  });
});

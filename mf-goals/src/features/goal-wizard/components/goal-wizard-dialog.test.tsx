import type { Goal, SessionUser } from '@goalcoach/contracts';
import { useSession } from '@goalcoach/session';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { aGoal, aPlanProgress } from '../../../shared/test/fixtures';
import { deferredReply, mockApi, type MockApi, renderWithProviders } from '@goalcoach/testing';
import { draftKey } from '../hooks/wizard-draft';
import { GoalWizardDialog } from './goal-wizard-dialog';

function aUser(id: string): SessionUser {
  return { id, name: 'Ada', email: `${id}@example.com`, isAdmin: false, timeZone: 'UTC' };
}

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open wizard
      </button>
      <GoalWizardDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

const ANSWERS = [
  '  Run a half marathon  ',
  'To feel strong',
  'Smiling at the finish',
  'Shoes',
  'Busy weeks',
  'Mornings',
  'More confidence',
];

function pendingGoal(overrides: Partial<Goal> = {}): Goal {
  return aGoal({
    id: 'new-goal',
    planStatus: 'pending',
    planProgress: aPlanProgress({}),
    taskCount: 0,
    progressPercentage: 0,
    ...overrides,
  });
}

async function answerAll(user: UserEvent, answers = ANSWERS) {
  for (const [index, answer] of answers.entries()) {
    expect(screen.getByTestId('wizard-step')).toHaveTextContent(`Question ${index + 1} of 7`);
    await user.type(screen.getByTestId('wizard-answer'), answer);
    if (index < answers.length - 1) await user.click(screen.getByTestId('wizard-next'));
  }
}

/** Answers GET /goals/{id} with each goal in turn, then keeps answering with the last one. */
function pollSequence(api: MockApi, goals: Goal[]) {
  let call = 0;
  api.on('GET', '/goals/new-goal', () => {
    const goal = goals[Math.min(call, goals.length - 1)];
    call += 1;
    return { status: 200, body: goal };
  });
}

let api: MockApi;

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ status: 'authenticated', user: aUser('ada') });
  api = mockApi();
  api.on('GET', '/goals', { status: 200, body: [] }).on('GET', '/stats', { status: 200, body: {} });
});

afterEach(() => {
  expect(api.unmatched).toEqual([]);
  api.restore();
});

// Most tests type all seven answers: on a busy machine that alone can pass the default 5 s.
describe('GoalWizardDialog', { timeout: 15_000 }, () => {
  it('asks one question at a time and keeps Next disabled while the answer is blank', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    const dialog = screen.getByTestId('goal-wizard');
    expect(within(dialog).getAllByTestId('wizard-answer')).toHaveLength(1);
    expect(
      screen.getByLabelText('What goal do you want to achieve in the next 90 days?'),
    ).toHaveFocus();
    expect(screen.getByTestId('wizard-answer')).toHaveAttribute('maxLength', '2000');
    expect(screen.getByTestId('wizard-next')).toBeDisabled();
    expect(screen.getByTestId('wizard-previous')).toBeDisabled();

    await user.type(screen.getByTestId('wizard-answer'), '   ');
    expect(screen.getByTestId('wizard-next')).toBeDisabled();

    await user.type(screen.getByTestId('wizard-answer'), 'Run');
    expect(screen.getByTestId('wizard-next')).toBeEnabled();
    await user.click(screen.getByTestId('wizard-next'));

    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Question 2 of 7');
    expect(screen.getByLabelText('Why does this goal matter to you?')).toHaveFocus();
    expect(screen.getByTestId('wizard-answer')).toHaveValue('');
    expect(screen.getByTestId('wizard-next')).toBeDisabled();
  });

  it('treats zero-width answers as blank and says what to write for "."', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const answer = screen.getByTestId('wizard-answer');

    await user.type(answer, '\u200b\u200d\ufeff');
    expect(screen.getByTestId('wizard-next')).toBeDisabled();
    expect(screen.queryByTestId('wizard-problem')).toBeNull();

    await user.clear(answer);
    await user.type(answer, '.');
    expect(screen.getByTestId('wizard-next')).toBeDisabled();
    expect(screen.getByTestId('wizard-problem')).toHaveTextContent(
      'Describe your goal in a few words',
    );
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Question 1 of 7');

    await user.clear(answer);
    await user.type(answer, 'Run');
    expect(screen.queryByTestId('wizard-problem')).toBeNull();
    await user.click(screen.getByTestId('wizard-next'));

    await user.type(screen.getByTestId('wizard-answer'), '?!');
    expect(screen.getByTestId('wizard-next')).toBeDisabled();
    expect(screen.getByTestId('wizard-problem')).toHaveTextContent(
      'Say in a few words why this goal matters to you',
    );
  });

  it('keeps the answers when going back, and Ctrl+Enter moves on', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.type(screen.getByTestId('wizard-answer'), 'Run a half marathon');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Question 2 of 7');
    await user.type(screen.getByTestId('wizard-answer'), 'To feel strong');

    await user.click(screen.getByTestId('wizard-previous'));
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Question 1 of 7');
    expect(screen.getByTestId('wizard-answer')).toHaveValue('Run a half marathon');

    await user.click(screen.getByTestId('wizard-next'));
    expect(screen.getByTestId('wizard-answer')).toHaveValue('To feel strong');
  });

  // Real time passes here: two polls a second apart, on top of typing seven answers.
  it('sends the trimmed answers, shows the polled progress and then the finished state, which stays', async () => {
    const user = userEvent.setup();
    api.on('POST', '/goals', { status: 201, body: pendingGoal() });
    pollSequence(api, [
      pendingGoal({
        planStatus: 'generating',
        planProgress: aPlanProgress({
          stage: 'tasks',
          percent: 40,
          milestoneTitles: ['Build the base', 'Go longer', 'Race ready'],
          checkpointsTotal: 12,
          checkpointsDone: 3,
        }),
      }),
      pendingGoal({
        planStatus: 'ready',
        planSource: 'ai',
        planProgress: aPlanProgress({ stage: 'done', percent: 100 }),
      }),
    ]);
    renderWithProviders(<Harness />);

    await answerAll(user);
    expect(screen.getByTestId('wizard-next')).toHaveTextContent('Create My Plan');
    await user.click(screen.getByTestId('wizard-next'));

    expect(await screen.findByText('This usually takes 30-60 seconds.')).toBeInTheDocument();
    expect(api.calls('POST', '/goals')[0]?.body).toEqual({
      goal: 'Run a half marathon',
      why: 'To feel strong',
      vision: 'Smiling at the finish',
      resources: 'Shoes',
      obstacles: 'Busy weeks',
      workingStyle: 'Mornings',
      change: 'More confidence',
    });
    expect(screen.getByTestId('wizard-stage')).toHaveTextContent('Analyzing your goal…');

    const bar = () => within(screen.getByTestId('wizard-progress')).getByRole('progressbar');
    await waitFor(() => expect(bar()).toHaveAttribute('aria-valuenow', '40'), { timeout: 3000 });
    expect(screen.getByTestId('wizard-stage')).toHaveTextContent(
      'Planning weekly checkpoints… 3 of 12 weeks planned',
    );
    expect(screen.getAllByTestId('wizard-milestone-title').map((li) => li.textContent)).toEqual([
      'Build the base',
      'Go longer',
      'Race ready',
    ]);

    const created = await screen.findByTestId('wizard-created', {}, { timeout: 3000 });
    expect(created).toHaveTextContent('Goal Created!');
    expect(created).toHaveTextContent(
      "Your AI-powered 90-day plan is ready. Let's make it happen!",
    );
    expect(screen.getByRole('dialog', { name: 'Your 90-Day Plan Is Ready' })).toBeInTheDocument();
    expect(screen.getByTestId('wizard-view-plan')).toHaveFocus();
    // No toast on top of it: the dialog says it.
    expect(screen.getAllByText('Goal Created!')).toHaveLength(1);
    // It waits for the person.
    await act(() => new Promise((resolve) => setTimeout(resolve, 2000)));
    expect(screen.getByTestId('goal-wizard')).toBeInTheDocument();

    await user.click(screen.getByTestId('wizard-close'));
    await waitFor(() => expect(screen.queryByTestId('goal-wizard')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open wizard' }));
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Question 1 of 7');
    expect(screen.getByTestId('wizard-answer')).toHaveValue('');
  }, 15_000);

  it('"View my plan" opens the goal page and closes', async () => {
    const user = userEvent.setup();
    const ready = pendingGoal({
      planStatus: 'ready',
      planProgress: aPlanProgress({ stage: 'done', percent: 100 }),
    });
    api.on('POST', '/goals', { status: 201, body: pendingGoal() });
    pollSequence(api, [ready]);
    renderWithProviders(<Harness />, { route: '/', path: '/' });

    await answerAll(user);
    await user.click(screen.getByTestId('wizard-next'));
    const viewPlan = await screen.findByTestId('wizard-view-plan', {}, { timeout: 3000 });
    expect(viewPlan).toHaveAttribute('href', '/goals/new-goal');
    await user.click(viewPlan);

    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(screen.queryByTestId('goal-wizard')).not.toBeInTheDocument();
  });

  it('keeps the answers on the device through a reload, says so, and Start over drops them', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<Harness />);
    await user.type(screen.getByTestId('wizard-answer'), 'Run a half marathon');
    await user.click(screen.getByTestId('wizard-next'));
    await user.type(screen.getByTestId('wizard-answer'), 'To feel strong');
    expect(screen.queryByTestId('wizard-draft-notice')).not.toBeInTheDocument();
    first.unmount();

    // The page again, as after a reload.
    renderWithProviders(<Harness />);
    expect(screen.getByTestId('wizard-draft-notice')).toHaveTextContent(
      'Your answers from last time are back.',
    );
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Question 2 of 7');
    expect(screen.getByTestId('wizard-answer')).toHaveValue('To feel strong');
    await user.click(screen.getByTestId('wizard-previous'));
    expect(screen.getByTestId('wizard-answer')).toHaveValue('Run a half marathon');

    await user.click(screen.getByTestId('wizard-start-over'));
    expect(screen.queryByTestId('wizard-draft-notice')).not.toBeInTheDocument();
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Question 1 of 7');
    expect(screen.getByTestId('wizard-answer')).toHaveValue('');
    expect(screen.getByTestId('wizard-answer')).toHaveFocus();
    expect(localStorage.getItem(draftKey('ada'))).toBeNull();
  });

  it('keeps one draft per person: another account on the device starts empty', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<Harness />);
    await user.type(screen.getByTestId('wizard-answer'), 'Run a half marathon');
    first.unmount();

    useSession.setState({ status: 'authenticated', user: aUser('grace') });
    renderWithProviders(<Harness />);

    expect(screen.getByTestId('wizard-answer')).toHaveValue('');
    expect(screen.queryByTestId('wizard-draft-notice')).not.toBeInTheDocument();
    expect(localStorage.getItem(draftKey('ada'))).toContain('Run a half marathon');
  });

  it('drops the draft once the goal is created', async () => {
    const user = userEvent.setup();
    api.on('POST', '/goals', { status: 201, body: pendingGoal() });
    pollSequence(api, [pendingGoal({ planStatus: 'generating' })]);
    renderWithProviders(<Harness />);

    await answerAll(user);
    expect(localStorage.getItem(draftKey('ada'))).toContain('More confidence');
    await user.click(screen.getByTestId('wizard-next'));

    expect(await screen.findByTestId('wizard-processing')).toBeInTheDocument();
    expect(localStorage.getItem(draftKey('ada'))).toBeNull();
  });

  it('says the plan comes from the offline planner instead of the 30-60 s wait', async () => {
    const user = userEvent.setup();
    const goal = pendingGoal({ planSource: 'offline' });
    api.on('POST', '/goals', { status: 201, body: goal });
    pollSequence(api, [goal]);
    renderWithProviders(<Harness />);

    await answerAll(user);
    await user.click(screen.getByTestId('wizard-next'));

    expect(await screen.findByTestId('wizard-planner-note')).toHaveTextContent(
      'Built by the offline planner',
    );
    expect(screen.queryByText('This usually takes 30-60 seconds.')).not.toBeInTheDocument();
  });

  it('does not call an offline plan AI-powered when it is ready', async () => {
    const user = userEvent.setup();
    const goal = pendingGoal({ planSource: 'offline' });
    api.on('POST', '/goals', { status: 201, body: goal });
    pollSequence(api, [
      {
        ...goal,
        planStatus: 'ready',
        planProgress: aPlanProgress({ stage: 'done', percent: 100 }),
      },
    ]);
    renderWithProviders(<Harness />);

    await answerAll(user);
    await user.click(screen.getByTestId('wizard-next'));

    expect(await screen.findByTestId('wizard-created', {}, { timeout: 3000 })).toHaveTextContent(
      "Your 90-day plan is ready. Let's make it happen!",
    );
    expect(screen.queryByText(/AI-powered/)).not.toBeInTheDocument();
  });

  it("shows the server's message when the goal cannot be created and keeps the answers", async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    api.on('POST', '/goals', reply.handler);
    renderWithProviders(<Harness />);

    await answerAll(user);
    await user.click(screen.getByTestId('wizard-next'));
    expect(screen.getByTestId('wizard-next')).toHaveAttribute('aria-busy', 'true');
    reply.resolve({ status: 400, body: { statusCode: 400, message: 'why must not be empty' } });

    expect(await screen.findByText('why must not be empty')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Question 7 of 7');
    expect(screen.getByTestId('wizard-answer')).toHaveValue('More confidence');
    expect(screen.getByTestId('wizard-next')).toBeEnabled();
    // Not created: the draft stays.
    expect(localStorage.getItem(draftKey('ada'))).toContain('More confidence');

    await user.click(screen.getByTestId('wizard-previous'));
    expect(screen.getByTestId('wizard-answer')).toHaveValue('Mornings');
  });

  it('falls back to a generic message when the server gives none', async () => {
    const user = userEvent.setup();
    api.on('POST', '/goals', { status: 502 });
    renderWithProviders(<Harness />);

    await answerAll(user);
    await user.click(screen.getByTestId('wizard-next'));

    expect(await screen.findByText('Failed to create goal')).toBeInTheDocument();
  });

  it('shows a failed plan with its reason and a way out', async () => {
    const user = userEvent.setup();
    api.on('POST', '/goals', { status: 201, body: pendingGoal() });
    pollSequence(api, [
      pendingGoal({
        planStatus: 'failed',
        planError: 'The plan generator is unavailable right now.',
        planProgress: aPlanProgress({ stage: 'failed' }),
      }),
    ]);
    renderWithProviders(<Harness />);

    await answerAll(user);
    await user.click(screen.getByTestId('wizard-next'));

    expect(await screen.findByTestId('wizard-failed', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getAllByText('The plan generator is unavailable right now.')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Open Goal' })).toHaveAttribute(
      'href',
      '/goals/new-goal',
    );
    await user.click(screen.getByTestId('wizard-close'));
    await waitFor(() => expect(screen.queryByTestId('goal-wizard')).not.toBeInTheDocument());
  });
});

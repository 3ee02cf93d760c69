import type { Goal, Habit } from '@goalcoach/contracts';
import { deferredReply, mockApi, type MockApi, renderWithProviders } from '@goalcoach/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { aHabit } from '../../../shared/test/fixtures';
import { HabitFormDialog } from './habit-form-dialog';

let api: MockApi;

// The form reads only a goal's id and name; the rest of Goal does not matter here.
const goal = (id: string, goalName: string) => ({ id, goalName }) as Goal;

beforeEach(() => {
  api = mockApi();
  api.on('GET', '/goals', {
    status: 200,
    body: [goal('g1', 'Run a half marathon'), goal('g2', 'Learn Spanish')],
  });
});

afterEach(() => {
  expect(api.unmatched).toEqual([]);
  api.restore();
});

function Harness({ habit }: { habit?: Habit }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <HabitFormDialog open={open} onOpenChange={setOpen} habit={habit} />
      {!open && <p>closed</p>}
    </>
  );
}

const byId = (testId: string) => screen.getByTestId(testId);
/** The toast whose description is `text`. */
const findToast = async (text: string) =>
  (await screen.findByText(text, { selector: '.gc-toast__description' })).closest('.gc-toast');
const goalsLoaded = () => screen.findByRole('option', { name: 'Learn Spanish' });

const CREATED_DEFAULTS = {
  habitName: 'Read',
  description: '',
  goalId: null,
  goalConnection: '',
  cue: '',
  reward: '',
  category: 'Health',
  categoryIcon: 'heart-pulse',
  isAntiHabit: false,
  frequency: 'daily',
  targetCount: 1,
  customDays: [],
};

describe('Create Habit dialog', () => {
  it('is titled Create New Habit and offers the goals by name after No goal', async () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Create New Habit' })).toBeInTheDocument();
    await goalsLoaded();
    expect(
      within(byId('habit-form-goal'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No goal', 'Run a half marathon', 'Learn Spanish']);
    expect(byId('habit-form-goal')).toHaveValue('');
  });

  it('keeps what was entered on every tab while moving between them', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness />);
    await goalsLoaded();

    await user.type(byId('habit-form-name'), 'Meditate');
    await user.selectOptions(byId('habit-form-goal'), 'g2');
    await user.click(byId('habit-form-tab-psychology'));
    await user.type(byId('habit-form-cue'), 'After brushing my teeth');
    await user.click(byId('habit-form-category-Mindset'));
    await user.click(byId('habit-form-anti'));
    await user.click(byId('habit-form-tab-tracking'));
    await user.selectOptions(byId('habit-form-frequency'), 'weekly');
    await user.click(byId('habit-form-tab-basic'));

    expect(byId('habit-form-name')).toHaveValue('Meditate');
    expect(byId('habit-form-goal')).toHaveValue('g2');
    await user.click(byId('habit-form-tab-psychology'));
    expect(byId('habit-form-cue')).toHaveValue('After brushing my teeth');
    expect(byId('habit-form-category-Mindset')).toBeChecked();
    expect(byId('habit-form-category-Health')).not.toBeChecked();
    expect(byId('habit-form-anti')).toBeChecked();
    await user.click(byId('habit-form-tab-tracking'));
    expect(byId('habit-form-frequency')).toHaveValue('weekly');
    expect(screen.getByLabelText('Target: days a week')).toHaveValue(1);
  });

  it('refuses a blank name with the Error toast and shows the name field, focused', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness />);
    await user.type(byId('habit-form-name'), '   ');
    await user.click(byId('habit-form-tab-tracking'));

    await user.click(byId('habit-form-submit'));

    expect(await findToast('Please enter a habit name.')).toHaveTextContent(/^Error/);
    expect(byId('habit-form-tab-basic')).toHaveAttribute('aria-selected', 'true');
    expect(byId('habit-form-name')).toHaveFocus();
    expect(byId('habit-form-name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST')).toEqual([]);
  });

  it('creates a habit from its name alone with the defaults, says so and closes', async () => {
    const user = userEvent.setup({ delay: null });
    api.on('POST', '/habits', { status: 201, body: aHabit({ habitName: 'Read' }) });
    renderWithProviders(<Harness />);

    await user.type(byId('habit-form-name'), '  Read {Enter}');

    expect(await screen.findByText('Habit Created!')).toBeInTheDocument();
    expect(screen.getByText('Your new habit has been added to your routine.')).toBeInTheDocument();
    expect(api.calls('POST', '/habits').map((call) => call.body)).toEqual([CREATED_DEFAULTS]);
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(screen.queryByTestId('habit-form-dialog')).not.toBeInTheDocument();
  });

  it('sends every field of the three tabs', async () => {
    const user = userEvent.setup({ delay: null });
    api.on('POST', '/habits', { status: 201, body: aHabit() });
    renderWithProviders(<Harness />);
    await goalsLoaded();

    await user.type(byId('habit-form-name'), 'Save money');
    await user.type(byId('habit-form-description'), 'Put some aside');
    await user.selectOptions(byId('habit-form-goal'), 'Run a half marathon');
    await user.type(byId('habit-form-goal-connection'), 'Pays for the race');
    await user.click(byId('habit-form-tab-psychology'));
    await user.type(byId('habit-form-cue'), 'Payday');
    await user.type(byId('habit-form-reward'), 'Check the balance');
    await user.click(byId('habit-form-category-Finance'));
    await user.click(byId('habit-form-anti'));
    await user.click(byId('habit-form-tab-tracking'));
    await user.selectOptions(byId('habit-form-frequency'), 'custom');
    await user.click(byId('habit-form-day-5'));
    await user.click(byId('habit-form-day-1'));
    await user.clear(byId('habit-form-target'));
    await user.type(byId('habit-form-target'), '2');
    await user.click(byId('habit-form-submit'));

    await screen.findByText('Habit Created!');
    expect(api.calls('POST', '/habits')[0]?.body).toEqual({
      habitName: 'Save money',
      description: 'Put some aside',
      goalId: 'g1',
      goalConnection: 'Pays for the race',
      cue: 'Payday',
      reward: 'Check the balance',
      category: 'Finance',
      categoryIcon: 'piggy-bank',
      isAntiHabit: true,
      frequency: 'custom',
      targetCount: 2,
      customDays: [1, 5],
    });
  });

  it('needs at least one weekday for a custom habit, shown on the Tracking tab', async () => {
    const user = userEvent.setup({ delay: null });
    api.on('POST', '/habits', { status: 201, body: aHabit() });
    renderWithProviders(<Harness />);
    await user.type(byId('habit-form-name'), 'Swim');
    await user.click(byId('habit-form-tab-tracking'));
    await user.selectOptions(byId('habit-form-frequency'), 'custom');
    await user.click(byId('habit-form-tab-basic'));

    await user.click(byId('habit-form-submit'));

    expect(await findToast('Please choose at least one day.')).toHaveTextContent(/^Error/);
    expect(byId('habit-form-tab-tracking')).toHaveAttribute('aria-selected', 'true');
    expect(byId('habit-form-day-0')).toHaveFocus();
    expect(api.calls('POST')).toEqual([]);

    await user.click(byId('habit-form-day-3'));
    expect(byId('habit-form-day-3')).toHaveAttribute('aria-pressed', 'true');
    await user.click(byId('habit-form-submit'));
    await screen.findByText('Habit Created!');
    expect(api.calls('POST', '/habits')[0]?.body).toMatchObject({
      frequency: 'custom',
      customDays: [3],
    });
  });

  it.each([
    ['', 'daily', 1],
    ['0', 'daily', 1],
    ['4', 'daily', 4],
    ['9', 'weekly', 7],
  ])('reads a target of %j for a %s habit as %i', async (typed, frequency, expected) => {
    const user = userEvent.setup({ delay: null });
    api.on('POST', '/habits', { status: 201, body: aHabit() });
    renderWithProviders(<Harness />);
    await user.type(byId('habit-form-name'), 'Drink water');
    await user.click(byId('habit-form-tab-tracking'));
    await user.selectOptions(byId('habit-form-frequency'), frequency);
    await user.clear(byId('habit-form-target'));
    if (typed) await user.type(byId('habit-form-target'), typed);

    await user.click(byId('habit-form-submit'));

    await screen.findByText('Habit Created!');
    expect(api.calls('POST', '/habits')[0]?.body).toMatchObject({
      frequency,
      targetCount: expected,
    });
  });

  it('shows the fallback target once the field is left', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness />);
    await user.click(byId('habit-form-tab-tracking'));
    await user.clear(byId('habit-form-target'));
    await user.type(byId('habit-form-target'), '0');
    await user.tab();
    expect(screen.getByLabelText('Target: times a day')).toHaveValue(1);
  });

  it('is busy while saving, then keeps everything and says why when it fails', async () => {
    const user = userEvent.setup({ delay: null });
    const reply = deferredReply();
    api.on('POST', '/habits', reply.handler);
    renderWithProviders(<Harness />);
    await user.type(byId('habit-form-name'), 'Read');
    await user.click(byId('habit-form-submit'));

    await vi.waitFor(() => expect(byId('habit-form-submit')).toHaveAttribute('aria-busy', 'true'));
    expect(byId('habit-form-submit')).toBeDisabled();
    reply.resolve({ status: 500 });

    expect(await findToast('Failed to create habit. Please try again.')).toHaveTextContent(
      /^Error/,
    );
    expect(byId('habit-form-name')).toHaveValue('Read');
    await vi.waitFor(() => expect(byId('habit-form-submit')).toBeEnabled());
    expect(screen.queryByText('closed')).not.toBeInTheDocument();
  });

  it("shows the server's own words when it refuses the habit", async () => {
    const user = userEvent.setup({ delay: null });
    api.on('POST', '/habits', {
      status: 400,
      body: { statusCode: 400, message: 'targetCount must be at most 1000' },
    });
    renderWithProviders(<Harness />);
    await user.type(byId('habit-form-name'), 'Read{Enter}');
    expect(await findToast('targetCount must be at most 1000')).toHaveTextContent(/^Error/);
  });
});

describe('Edit Habit dialog', () => {
  const habit = aHabit({
    id: 'h7',
    habitName: 'Evening walk',
    description: 'Around the block',
    goalId: 'g2',
    goalName: 'Learn Spanish',
    goalConnection: 'Listen to Spanish podcasts while walking',
    cue: 'After dinner',
    reward: 'Tea',
    category: 'Relationships',
    categoryIcon: 'users',
    isAntiHabit: true,
    frequency: 'custom',
    targetCount: 2,
    customDays: [2, 4],
  });

  it('pre-fills every field and saves them all with PATCH', async () => {
    const user = userEvent.setup({ delay: null });
    api.on('PATCH', '/habits/h7', { status: 200, body: habit });
    renderWithProviders(<Harness habit={habit} />);
    expect(screen.getByRole('dialog', { name: 'Edit Habit' })).toBeInTheDocument();

    expect(byId('habit-form-name')).toHaveValue('Evening walk');
    expect(byId('habit-form-description')).toHaveValue('Around the block');
    expect(byId('habit-form-goal')).toHaveValue('g2');
    expect(byId('habit-form-goal-connection')).toHaveValue(
      'Listen to Spanish podcasts while walking',
    );
    await user.click(byId('habit-form-tab-psychology'));
    expect(byId('habit-form-cue')).toHaveValue('After dinner');
    expect(byId('habit-form-reward')).toHaveValue('Tea');
    expect(byId('habit-form-category-Relationships')).toBeChecked();
    expect(byId('habit-form-anti')).toBeChecked();
    await user.click(byId('habit-form-tab-tracking'));
    expect(byId('habit-form-frequency')).toHaveValue('custom');
    expect(byId('habit-form-target')).toHaveValue(2);
    expect(byId('habit-form-day-2')).toHaveAttribute('aria-pressed', 'true');
    expect(byId('habit-form-day-4')).toHaveAttribute('aria-pressed', 'true');
    expect(byId('habit-form-day-3')).toHaveAttribute('aria-pressed', 'false');

    await user.click(byId('habit-form-day-6'));
    await user.click(byId('habit-form-tab-basic'));
    await user.clear(byId('habit-form-name'));
    await user.type(byId('habit-form-name'), 'Night walk');
    await user.click(byId('habit-form-submit'));

    expect(await screen.findByText('Habit Updated!')).toBeInTheDocument();
    expect(screen.getByText('Your habit changes have been saved.')).toBeInTheDocument();
    expect(api.calls('PATCH', '/habits/h7').map((call) => call.body)).toEqual([
      {
        habitName: 'Night walk',
        description: 'Around the block',
        goalId: 'g2',
        goalConnection: 'Listen to Spanish podcasts while walking',
        cue: 'After dinner',
        reward: 'Tea',
        category: 'Relationships',
        categoryIcon: 'users',
        isAntiHabit: true,
        frequency: 'custom',
        targetCount: 2,
        customDays: [2, 4, 6],
      },
    ]);
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('says the update failed and stays open', async () => {
    const user = userEvent.setup({ delay: null });
    api.on('PATCH', '/habits/h7', { status: 500 });
    renderWithProviders(<Harness habit={habit} />);
    await user.click(byId('habit-form-submit'));
    expect(await findToast('Failed to update habit. Please try again.')).toHaveTextContent(
      /^Error/,
    );
    expect(byId('habit-form-dialog')).toBeInTheDocument();
  });

  it('does not offer a deleted goal, and leaves its link alone so a restore keeps it', async () => {
    const user = userEvent.setup({ delay: null });
    api.on('PATCH', '/habits/h7', { status: 200, body: habit });
    renderWithProviders(<Harness habit={{ ...habit, goalId: 'gone', goalName: null }} />);
    await goalsLoaded();
    expect(byId('habit-form-goal')).toHaveValue('');
    await user.click(byId('habit-form-submit'));
    await screen.findByText('Habit Updated!');
    expect(api.calls('PATCH', '/habits/h7')[0]?.body).not.toHaveProperty('goalId');
  });
});

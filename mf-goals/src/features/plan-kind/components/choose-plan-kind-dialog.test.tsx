import type { Goal, PlanKindOption } from '@goalcoach/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockApi, renderWithProviders } from '@goalcoach/testing';
import { aGoal } from '../../../shared/test/fixtures';
import { ChoosePlanKindDialog } from './choose-plan-kind-dialog';

let api: MockApi;

const OPTIONS: PlanKindOption[] = [
  { id: 'make', label: 'Make or restore', group: 'shape' },
  { id: 'event', label: 'Organise an event', group: 'shape' },
  { id: 'relationships', label: 'Relationships', group: 'kind' },
  { id: 'general', label: 'Personal project', group: 'general' },
];

const goal = (overrides: Partial<Goal> = {}) =>
  aGoal({ id: 'g1', planSource: 'offline', planKind: 'Relationships', ...overrides });

beforeEach(() => {
  api = mockApi();
});

afterEach(() => {
  expect(api.unmatched).toEqual([]);
  api.restore();
});

describe('Choose another kind of plan', () => {
  it("offers the planner's kinds and shapes with the current one chosen, and rewrites the plan", async () => {
    const user = userEvent.setup();
    api.on('GET', '/goals/plan-kinds', { status: 200, body: OPTIONS });
    renderWithProviders(<ChoosePlanKindDialog goal={goal()} />);

    await user.click(screen.getByRole('button', { name: 'Not right? Choose another' }));
    const dialog = await screen.findByRole('dialog', { name: 'What is this goal?' });
    const select = await within(dialog).findByRole('combobox', { name: 'Write the plan as' });
    expect(select).toHaveValue('relationships');
    // Nothing to rewrite while the planner's own guess is chosen.
    expect(within(dialog).getByRole('button', { name: 'Rewrite the plan' })).toBeDisabled();
    expect(within(dialog).getByRole('group', { name: 'What you are doing' })).toBeInTheDocument();

    api.on('PUT', '/goals/g1/plan-kind', {
      status: 200,
      body: goal({ planKind: 'Make or restore', planKindWords: [] }),
    });
    await user.selectOptions(select, 'make');
    await user.click(within(dialog).getByRole('button', { name: 'Rewrite the plan' }));

    expect(await screen.findByText('Plan rewritten')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The weeks from this one on now follow “Make or restore”. Completed tasks were kept.',
      ),
    ).toBeInTheDocument();
    expect(api.calls('PUT', '/goals/g1/plan-kind').map((call) => call.body)).toEqual([
      { kind: 'make' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the choice when the rewrite fails, saying why', async () => {
    const user = userEvent.setup();
    api
      .on('GET', '/goals/plan-kinds', { status: 200, body: OPTIONS })
      .on('PUT', '/goals/g1/plan-kind', {
        status: 409,
        body: {
          message: 'A plan is already being generated for you. Please wait until it is ready.',
        },
      });
    renderWithProviders(<ChoosePlanKindDialog goal={goal()} />);

    await user.click(screen.getByRole('button', { name: 'Not right? Choose another' }));
    const select = await screen.findByRole('combobox', { name: 'Write the plan as' });
    await user.selectOptions(select, 'event');
    await user.click(screen.getByRole('button', { name: 'Rewrite the plan' }));

    expect(
      await screen.findByText(
        'A plan is already being generated for you. Please wait until it is ready.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(select).toHaveValue('event');
  });

  it('says when the kinds cannot be loaded, with a way to try again', async () => {
    const user = userEvent.setup();
    api.on('GET', '/goals/plan-kinds', { status: 503, body: { message: 'down' } });
    renderWithProviders(<ChoosePlanKindDialog goal={goal()} />);

    await user.click(screen.getByRole('button', { name: 'Not right? Choose another' }));
    expect(await screen.findByText('Unable to load the kinds of plan')).toBeInTheDocument();
    api.on('GET', '/goals/plan-kinds', { status: 200, body: OPTIONS });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('combobox', { name: 'Write the plan as' })).toBeInTheDocument();
  });
});

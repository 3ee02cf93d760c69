import { REFINEMENT_REASONS } from '@goalcoach/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { aMilestone } from '../../../shared/test/fixtures';
import { deferredReply, mockApi, type MockApi, renderWithProviders } from '@goalcoach/testing';
import { REFINEMENT_STAGE_MS } from '../utils/refinement-stages';
import { RefineMilestoneButton } from './refine-milestone-button';

let api: MockApi;

function renderRefine() {
  return renderWithProviders(<RefineMilestoneButton milestone={aMilestone()} />);
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Refine Build the base' }));
  return screen.findByRole('dialog', { name: 'Refine this milestone' });
}

beforeEach(() => {
  api = mockApi();
});

afterEach(() => {
  vi.useRealTimers();
  expect(api.unmatched).toEqual([]);
  api.restore();
});

describe('Milestone refinement dialog', () => {
  it('offers the five reasons and asks for feedback when neither is given', async () => {
    const user = userEvent.setup();
    renderRefine();

    const dialog = await openDialog(user);
    expect(within(dialog).getByText('Build the base')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(Object.values(REFINEMENT_REASONS));

    await user.type(within(dialog).getByRole('textbox', { name: 'Tell us more' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Refine Milestone' }));

    expect(await screen.findByText('Feedback Required')).toBeInTheDocument();
    expect(
      screen.getByText('Please provide feedback or select a reason for refinement.'),
    ).toBeInTheDocument();
    expect(api.calls()).toHaveLength(0);
    expect(dialog).toBeInTheDocument();
  });

  it('shows stages while it works, cannot be closed, then closes with a toast', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const user = userEvent.setup();
    const reply = deferredReply();
    api.on('POST', '/milestones/m1/refine', reply.handler);
    renderRefine();

    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Too ambitious for my schedule' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Tell us more' }),
      '  Only weekends work for me  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refine Milestone' }));

    expect(api.calls('POST', '/milestones/m1/refine')[0]?.body).toEqual({
      feedback: 'Only weekends work for me',
      reason: 'too_ambitious',
    });
    const stage = await within(dialog).findByTestId('refine-stage');
    expect(stage).toHaveTextContent('Rethinking this milestone…');
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(REFINEMENT_STAGE_MS));
    expect(stage).toHaveTextContent('Planning its weeks…');
    act(() => vi.advanceTimersByTime(REFINEMENT_STAGE_MS * 10));
    expect(stage).toHaveTextContent('Saving your refined milestone…');

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    reply.resolve({
      status: 200,
      body: { ...aMilestone({ title: 'Weekend base building' }), keptOwnTasks: 2 },
    });
    expect(await screen.findByText('Milestone refined')).toBeInTheDocument();
    expect(
      screen.getByText(
        '“Weekend base building” has new weekly checkpoints and tasks. Completed tasks were kept, and the 2 tasks you wrote or changed.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Opened again, the form starts empty.
    const again = await openDialog(user);
    expect(within(again).getByRole('textbox', { name: 'Tell us more' })).toHaveValue('');
    expect(
      within(again).getByRole('radio', { name: 'Too ambitious for my schedule' }),
    ).not.toBeChecked();
  });

  it('sends only what was given: a reason alone, or feedback alone', async () => {
    const user = userEvent.setup();
    api.on('POST', '/milestones/m1/refine', {
      status: 200,
      body: { ...aMilestone(), keptOwnTasks: 0 },
    });
    renderRefine();

    let dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Needs more specific steps' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refine Milestone' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Tell us more' }), 'More rest');
    await user.click(within(dialog).getByRole('button', { name: 'Refine Milestone' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(api.calls('POST', '/milestones/m1/refine').map((call) => call.body)).toEqual([
      { reason: 'more_specific' },
      { feedback: 'More rest' },
    ]);
  });

  it('keeps the dialog and the input when regeneration fails', async () => {
    const user = userEvent.setup();
    api.on('POST', '/milestones/m1/refine', {
      status: 502,
      body: { statusCode: 502, message: 'Bad gateway', requestId: 'r1' },
    });
    renderRefine();

    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Not challenging enough' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Tell us more' }), 'Harder');
    await user.click(within(dialog).getByRole('button', { name: 'Refine Milestone' }));

    expect(
      await screen.findByText('Failed to regenerate milestones. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Bad gateway')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Tell us more' })).toHaveValue('Harder');
    expect(within(dialog).getByRole('radio', { name: 'Not challenging enough' })).toBeChecked();
  });

  it("adds the server's reason to the fixed message when today's limit is reached", async () => {
    const user = userEvent.setup();
    api.on('POST', '/milestones/m1/refine', {
      status: 429,
      body: {
        statusCode: 429,
        message: "You've reached today's limit of plans. Please try again tomorrow.",
      },
    });
    renderRefine();

    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: "Doesn't fit my situation" }));
    await user.click(within(dialog).getByRole('button', { name: 'Refine Milestone' }));

    expect(
      await screen.findByText(
        "Failed to regenerate milestones. Please try again. You've reached today's limit of plans. Please try again tomorrow.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps to the fixed failure message for other refusals and long reasons', async () => {
    const user = userEvent.setup();
    const replies = [
      { statusCode: 400, message: 'property reason should not exist' },
      { statusCode: 404, message: 'Milestone not found' },
      { statusCode: 409, message: `Busy ${'x'.repeat(200)}` },
    ];
    api.on('POST', '/milestones/m1/refine', () => {
      const body = replies.shift();
      return { status: body?.statusCode ?? 500, body };
    });
    renderRefine();

    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: "Doesn't fit my situation" }));
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await user.click(within(dialog).getByRole('button', { name: 'Refine Milestone' }));
      await waitFor(() => expect(api.calls('POST', '/milestones/m1/refine')).toHaveLength(attempt));
      expect(
        await screen.findByText('Failed to regenerate milestones. Please try again.'),
      ).toBeInTheDocument();
    }
    expect(screen.queryByText(/should not exist|not found|Busy/)).not.toBeInTheDocument();
  });
});

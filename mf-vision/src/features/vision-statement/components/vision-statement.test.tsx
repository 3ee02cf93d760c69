import type { VisionProfile } from '@goalcoach/contracts';
import { deferredReply, mockApiPerTest, renderWithProviders } from '@goalcoach/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile } from '../../../shared/test/fixtures';
import { VisionStatement } from './vision-statement';

const api = mockApiPerTest();
const SAVED = 'I sail around the world.\n\n  With my family.';

function renderStatement(statement: string | null) {
  return renderWithProviders(<VisionStatement statement={statement} />);
}

const input = () => screen.getByTestId('vision-statement-input');
const save = () => screen.getByTestId('vision-statement-save');

describe('Vision statement', () => {
  it('shows the saved text as written, lines and spaces kept', () => {
    renderStatement(SAVED);

    expect(screen.getByTestId('vision-statement-text').textContent).toBe(SAVED);
    expect(screen.getByTestId('vision-statement-edit')).toHaveTextContent('Edit');
    expect(screen.queryByTestId('vision-statement-input')).not.toBeInTheDocument();
  });

  it('invites to write one when there is none', async () => {
    const user = userEvent.setup();
    renderStatement(null);

    expect(screen.getByTestId('vision-statement-empty')).toBeInTheDocument();
    await user.click(screen.getByTestId('vision-statement-edit'));
    expect(input()).toHaveValue('');
  });

  it('edits with a live counter, limited to 500 characters', async () => {
    const user = userEvent.setup();
    renderStatement(null);
    expect(screen.getByTestId('vision-statement-edit')).toHaveTextContent('Write your vision');

    await user.click(screen.getByTestId('vision-statement-edit'));
    expect(input()).toHaveFocus();
    expect(screen.getByTestId('vision-statement-counter')).toHaveTextContent('0/500');
    await user.type(input(), 'Sail');
    expect(screen.getByTestId('vision-statement-counter')).toHaveTextContent('4/500');
  });

  it("counts characters as the server does: '🎯' is one", async () => {
    const user = userEvent.setup();
    renderStatement(null);
    await user.click(screen.getByTestId('vision-statement-edit'));

    await user.type(input(), 'Go 🎯');

    expect(screen.getByTestId('vision-statement-counter')).toHaveTextContent('4/500');
  });

  it('cuts a paste over 500 characters without splitting an emoji', async () => {
    const user = userEvent.setup();
    renderStatement(null);
    await user.click(screen.getByTestId('vision-statement-edit'));

    await user.paste(`${'a'.repeat(499)}🎯🎯`);

    expect(input()).toHaveValue(`${'a'.repeat(499)}🎯`);
    expect(screen.getByTestId('vision-statement-counter')).toHaveTextContent('500/500');
  });

  it('keeps Save disabled while the trimmed text is empty or unchanged', async () => {
    const user = userEvent.setup();
    renderStatement('Sail');
    await user.click(screen.getByTestId('vision-statement-edit'));

    expect(save()).toBeDisabled();
    await user.type(input(), '  ');
    expect(save()).toBeDisabled();
    await user.clear(input());
    await user.type(input(), '   ');
    expect(save()).toBeDisabled();
    await user.type(input(), 'Fly');
    expect(save()).toBeEnabled();
  });

  it('restores the saved text on Cancel and on Escape, sending nothing', async () => {
    const user = userEvent.setup();
    renderStatement('Sail');

    await user.click(screen.getByTestId('vision-statement-edit'));
    await user.type(input(), ' away');
    await user.click(screen.getByTestId('vision-statement-cancel'));
    expect(screen.getByTestId('vision-statement-text')).toHaveTextContent(/^Sail$/);
    expect(screen.getByTestId('vision-statement-edit')).toHaveFocus();

    await user.click(screen.getByTestId('vision-statement-edit'));
    expect(input()).toHaveValue('Sail');
    await user.type(input(), ' away{Escape}');
    expect(screen.getByTestId('vision-statement-text')).toHaveTextContent(/^Sail$/);
    expect(api.calls()).toEqual([]);
  });

  it("saves the trimmed text, says 'Vision Statement Updated' and shows it", async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    api.on('POST', '/vision/statement', reply.handler);
    const { queryClient } = renderStatement(null);

    await user.click(screen.getByTestId('vision-statement-edit'));
    await user.type(input(), '  Sail around the world  ');
    await user.click(save());
    expect(save()).toHaveTextContent('Saving...');
    expect(save()).toBeDisabled();
    const profile = aProfile({ visionStatement: 'Sail around the world' });
    reply.resolve({ status: 200, body: profile });

    expect(await screen.findByText('Vision Statement Updated')).toBeInTheDocument();
    expect(api.calls('POST', '/vision/statement')[0]?.body).toEqual({
      statement: 'Sail around the world',
    });
    await waitFor(() =>
      expect(screen.queryByTestId('vision-statement-input')).not.toBeInTheDocument(),
    );
    expect(queryClient.getQueryData<VisionProfile>(['/vision/profile'])).toEqual(profile);
  });

  it('saves with Ctrl+Enter', async () => {
    const user = userEvent.setup();
    api.on('POST', '/vision/statement', {
      status: 200,
      body: aProfile({ visionStatement: 'Fly' }),
    });
    renderStatement(null);

    await user.click(screen.getByTestId('vision-statement-edit'));
    await user.type(input(), 'Fly{Control>}{Enter}{/Control}');

    expect(await screen.findByText('Vision Statement Updated')).toBeInTheDocument();
    expect(api.calls('POST', '/vision/statement')).toHaveLength(1);
  });

  it('keeps the text and the editor open when saving fails, with the server message', async () => {
    const user = userEvent.setup();
    api.on('POST', '/vision/statement', {
      status: 400,
      body: { statusCode: 400, message: 'statement must be at most 500 characters' },
    });
    renderStatement(null);

    await user.click(screen.getByTestId('vision-statement-edit'));
    await user.type(input(), 'Fly');
    await user.click(save());

    expect(await screen.findByText('statement must be at most 500 characters')).toBeInTheDocument();
    expect(input()).toHaveValue('Fly');
    expect(save()).toBeEnabled();
  });
});

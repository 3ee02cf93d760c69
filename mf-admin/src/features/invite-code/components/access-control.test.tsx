import { deferredReply, mockApiPerTest, renderWithProviders } from '@goalcoach/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAdmin } from '../../../shared/test/fixtures';
import { AccessControl } from './access-control';

const api = mockApiPerTest({ arrange: () => signInAdmin('Europe/Berlin') });

let storedCode: string;

beforeEach(() => {
  storedCode = 'SPRING-2026';
  api.on('GET', '/admin/invite-code', () => ({ status: 200, body: { code: storedCode } }));
});

const current = () => screen.getByTestId('admin-invite-current');
const input = () => screen.getByTestId('admin-invite-input');
const update = () => screen.getByTestId('admin-invite-update');
const findToast = async (text: string) =>
  (await screen.findByText(text, { selector: '.gc-toast__description' })).closest('.gc-toast');

describe('Access Control', () => {
  it('shows the current code read-only, with the hint', async () => {
    renderWithProviders(<AccessControl />);

    await waitFor(() => expect(current()).toHaveValue('SPRING-2026'));
    expect(current()).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Current Invite Code')).toBe(current());
    expect(input()).toHaveAccessibleDescription(
      'Users need this code to create accounts. Change it periodically for security.',
    );
  });

  it('upper-cases the new code as it is typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccessControl />);

    await user.type(input(), 'summer');
    expect(input()).toHaveValue('SUMMER');
    // Typing in the middle keeps the caret where it was.
    await user.type(input(), 'x', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(input()).toHaveValue('SUMXMER');
  });

  it('keeps Update disabled until the code has more than blanks', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccessControl />);

    expect(update()).toBeDisabled();
    await user.type(input(), '   ');
    expect(update()).toBeDisabled();
    await user.type(input(), 'a');
    expect(update()).toBeEnabled();
  });

  it("saves the trimmed code, says 'Updating...', then confirms, clears and shows the new code", async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    api.on('POST', '/admin/invite-code', reply.handler);
    renderWithProviders(<AccessControl />);
    await waitFor(() => expect(current()).toHaveValue('SPRING-2026'));

    await user.type(input(), ' autumn-26 ');
    await user.click(update());

    expect(update()).toHaveTextContent('Updating...');
    expect(update()).toBeDisabled();
    expect(api.calls('POST', '/admin/invite-code')[0]?.body).toEqual({ code: 'AUTUMN-26' });
    storedCode = 'AUTUMN-26';
    reply.resolve({ status: 200, body: { code: 'AUTUMN-26' } });

    const toast = await findToast('Invite code updated to: AUTUMN-26');
    expect(toast).toHaveTextContent('Success');
    await waitFor(() => expect(input()).toHaveValue(''));
    expect(update()).toHaveTextContent('Update');
    await waitFor(() => expect(current()).toHaveValue('AUTUMN-26'));
    expect(api.calls('GET', '/admin/invite-code')).toHaveLength(2);
  });

  it('submits with Enter', async () => {
    const user = userEvent.setup();
    api.on('POST', '/admin/invite-code', { status: 200, body: { code: 'WINTER' } });
    renderWithProviders(<AccessControl />);

    await user.type(input(), 'winter{Enter}');

    await findToast('Invite code updated to: WINTER');
    expect(api.calls('POST', '/admin/invite-code')).toHaveLength(1);
  });

  it("shows the server's reason when the code is refused, and keeps what was typed", async () => {
    const user = userEvent.setup();
    api.on('POST', '/admin/invite-code', {
      status: 400,
      body: { statusCode: 400, message: 'code must be shorter than or equal to 64 characters' },
    });
    renderWithProviders(<AccessControl />);

    await user.type(input(), 'too-long{Enter}');

    const toast = await findToast('code must be shorter than or equal to 64 characters');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveClass('gc-toast--destructive');
    expect(input()).toHaveValue('TOO-LONG');
    expect(update()).toBeEnabled();
  });

  it("falls back to 'Failed to update invite code' when the server says nothing", async () => {
    const user = userEvent.setup();
    api.on('POST', '/admin/invite-code', { status: 502 });
    renderWithProviders(<AccessControl />);

    await user.type(input(), 'x{Enter}');

    expect(await findToast('Failed to update invite code')).toHaveTextContent('Error');
  });
});

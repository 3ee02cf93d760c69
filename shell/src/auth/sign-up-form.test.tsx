import { ApiError } from '@goalcoach/api';
import { useSession } from '@goalcoach/session';
import { Toaster } from '@goalcoach/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { authApi } from './auth-api';
import { SignUpForm } from './sign-up-form';

vi.mock('./auth-api', () => ({
  authApi: { validateInvite: vi.fn(), signUp: vi.fn() },
  browserTimeZone: () => 'Europe/Berlin',
}));

const ADA = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  isAdmin: false,
  timeZone: 'Europe/Berlin',
};

function refusal(status: number, message: string, errors?: string[]): ApiError {
  const body = { statusCode: status, message, ...(errors ? { errors } : {}) };
  return new ApiError(status, JSON.stringify(body), 'Bad Request', body);
}

const input = (name: 'name' | 'email' | 'password' | 'confirmation' | 'invite') =>
  screen.getByTestId(`sign-up-${name}`);

function renderForm() {
  const user = userEvent.setup();
  render(
    <>
      <SignUpForm />
      <Toaster />
    </>,
  );
  return user;
}

async function fill(
  overrides: Partial<Record<'password' | 'confirmation' | 'invite', string>> = {},
) {
  const user = renderForm();
  await user.type(input('name'), 'Ada Lovelace');
  await user.type(input('email'), 'ada@example.com');
  await user.type(input('password'), overrides.password ?? 'engine-notes');
  await user.type(input('confirmation'), overrides.confirmation ?? 'engine-notes');
  await user.type(input('invite'), overrides.invite ?? 'beta-2026');
  await user.click(screen.getByTestId('sign-up-submit'));
  return user;
}

describe('SignUpForm', () => {
  beforeEach(() => {
    vi.mocked(authApi.validateInvite).mockReset();
    vi.mocked(authApi.signUp).mockReset();
  });

  it('says the whole password rule before anything is typed', () => {
    renderForm();
    expect(input('password')).toHaveAccessibleDescription(
      'At least 6 characters, and not a common password like secret123 or your email',
    );
  });

  it('refuses mismatched passwords under the confirmation, before calling the server', async () => {
    await fill({ confirmation: 'engine-notez' });
    expect(input('confirmation')).toHaveAccessibleDescription('Passwords do not match');
    expect(input('confirmation')).toHaveAttribute('aria-invalid', 'true');
    expect(input('confirmation')).toHaveFocus();
    expect(screen.queryByText('Password mismatch')).not.toBeInTheDocument();
    expect(authApi.validateInvite).not.toHaveBeenCalled();
  });

  it("refuses a short password under the password field with the form's wording", async () => {
    await fill({ password: 'abc', confirmation: 'abc' });
    expect(input('password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 6 characters'),
    );
    expect(authApi.validateInvite).not.toHaveBeenCalled();
  });

  it('says nothing of an empty field only passed through (the sheet must not grow under a tap)', async () => {
    const user = renderForm();
    await user.click(input('name'));
    await user.tab();
    await user.tab();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(input('name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a common password (secret123) as soon as the field is left', async () => {
    const user = renderForm();
    await user.type(input('password'), 'secret123');
    expect(screen.queryByText(/too common/)).not.toBeInTheDocument();
    await user.tab();
    expect(input('password')).toHaveAccessibleDescription(
      expect.stringContaining('This password is too common. Choose one that is harder to guess.'),
    );
    // From then on it follows the typing: a fix clears it at once.
    await user.type(input('password'), '-kettle');
    expect(screen.queryByText(/too common/)).not.toBeInTheDocument();
    expect(authApi.validateInvite).not.toHaveBeenCalled();
  });

  it('says a mismatch once the confirmation is as long as the password, not at the first key', async () => {
    const user = renderForm();
    await user.type(input('password'), 'engine-notes');
    await user.type(input('confirmation'), 'engine');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    await user.type(input('confirmation'), '-notez');
    expect(input('confirmation')).toHaveAccessibleDescription('Passwords do not match');
    await user.type(input('confirmation'), '{Backspace}s');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('checks the invite first and puts a wrong one under the invite field', async () => {
    vi.mocked(authApi.validateInvite).mockRejectedValue(refusal(400, 'Invalid invite code'));
    const user = await fill();
    expect(input('invite')).toHaveAccessibleDescription(
      expect.stringContaining('Invalid invite code'),
    );
    expect(input('invite')).toHaveFocus();
    expect(screen.getAllByText('Invalid invite code')).toHaveLength(1);
    expect(authApi.signUp).not.toHaveBeenCalled();

    // A new code clears the server's word on the old one.
    await user.type(input('invite'), 'X');
    expect(screen.queryByText('Invalid invite code')).not.toBeInTheDocument();
  });

  it("puts the server's refusals under their fields: a taken address, a refused password", async () => {
    vi.mocked(authApi.validateInvite).mockResolvedValue(undefined);
    vi.mocked(authApi.signUp).mockRejectedValueOnce(
      refusal(409, 'An account with this email already exists'),
    );
    const user = await fill();
    expect(input('email')).toHaveAccessibleDescription('An account with this email already exists');
    expect(input('email')).toHaveFocus();

    vi.mocked(authApi.signUp).mockRejectedValueOnce(
      refusal(400, 'This password is too common. Choose one that is harder to guess.'),
    );
    await user.clear(input('email'));
    await user.type(input('email'), 'ada.l@example.com');
    await user.click(screen.getByTestId('sign-up-submit'));
    expect(await screen.findByText(/This password is too common/)).toBeInTheDocument();
    expect(input('password')).toHaveAccessibleDescription(
      expect.stringContaining('This password is too common'),
    );
    expect(input('email')).not.toHaveAttribute('aria-invalid');
  });

  it('tells in a toast what is about no field', async () => {
    vi.mocked(authApi.validateInvite).mockResolvedValue(undefined);
    vi.mocked(authApi.signUp).mockRejectedValue(new ApiError(503, '', 'Service Unavailable', null));
    await fill();
    expect(await screen.findByText('Sign up failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to create account')).toBeInTheDocument();
  });

  it('sends the upper-cased code and the browser time zone, then signs in', async () => {
    vi.mocked(authApi.validateInvite).mockResolvedValue(undefined);
    vi.mocked(authApi.signUp).mockResolvedValue(ADA);
    await fill();
    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(authApi.signUp).toHaveBeenCalledWith(
      expect.objectContaining({ inviteCode: 'BETA-2026', timeZone: 'Europe/Berlin' }),
    );
    expect(useSession.getState().status).toBe('authenticated');
  });
});

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

async function fill(
  overrides: Partial<Record<'password' | 'confirmation' | 'invite', string>> = {},
) {
  const user = userEvent.setup();
  render(
    <>
      <SignUpForm />
      <Toaster />
    </>,
  );
  await user.type(screen.getByTestId('sign-up-name'), 'Ada Lovelace');
  await user.type(screen.getByTestId('sign-up-email'), 'ada@example.com');
  await user.type(screen.getByTestId('sign-up-password'), overrides.password ?? 'engine-notes');
  await user.type(
    screen.getByTestId('sign-up-confirmation'),
    overrides.confirmation ?? 'engine-notes',
  );
  await user.type(screen.getByTestId('sign-up-invite'), overrides.invite ?? 'beta-2026');
  await user.click(screen.getByTestId('sign-up-submit'));
}

describe('SignUpForm', () => {
  beforeEach(() => {
    vi.mocked(authApi.validateInvite).mockReset();
    vi.mocked(authApi.signUp).mockReset();
  });

  it('refuses mismatched passwords before calling the server', async () => {
    await fill({ confirmation: 'engine-notez' });
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(authApi.validateInvite).not.toHaveBeenCalled();
  });

  it('refuses a short password with SPEC wording', async () => {
    await fill({ password: 'abc', confirmation: 'abc' });
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('checks the invite first and creates nothing when it is wrong', async () => {
    vi.mocked(authApi.validateInvite).mockRejectedValue(
      new ApiError(400, '{"statusCode":400,"message":"Invalid invite code"}', 'Bad Request', {
        statusCode: 400,
        message: 'Invalid invite code',
      }),
    );
    await fill();
    expect(await screen.findAllByText('Invalid invite code')).not.toHaveLength(0);
    expect(authApi.signUp).not.toHaveBeenCalled();
  });

  it('sends the upper-cased code and the browser time zone, then signs in', async () => {
    vi.mocked(authApi.validateInvite).mockResolvedValue(undefined);
    vi.mocked(authApi.signUp).mockResolvedValue({
      id: 'u1',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      isAdmin: false,
      timeZone: 'Europe/Berlin',
    });
    await fill();
    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(authApi.signUp).toHaveBeenCalledWith(
      expect.objectContaining({ inviteCode: 'BETA-2026', timeZone: 'Europe/Berlin' }),
    );
    expect(useSession.getState().status).toBe('authenticated');
  });
});

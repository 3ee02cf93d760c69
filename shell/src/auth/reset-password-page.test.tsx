import { ApiError } from '@goalcoach/api';
import { Toaster } from '@goalcoach/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@goalcoach/routing';
import { vi } from 'vitest';
import { authApi } from './auth-api';
import ResetPasswordPage from './reset-password-page';

vi.mock('./auth-api', () => ({ authApi: { resetPassword: vi.fn() } }));
const resetPassword = vi.mocked(authApi.resetPassword);

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/reset-password?token=tok-1']}>
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/" element={<p>landing</p>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** Pastes the text into the field, as a password manager would: quicker than typing it. */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('ResetPasswordPage', () => {
  beforeEach(() => {
    resetPassword.mockReset();
  });

  it('says the rule first and a mismatch under the confirmation, without calling the server', async () => {
    const user = renderPage();
    const password = screen.getByTestId('reset-new-password');
    const confirmation = screen.getByTestId('reset-confirmation');
    expect(password).toHaveAccessibleDescription(
      /At least 6 characters, and not a common password/,
    );

    await enter(user, password, 'silver-canyon');
    await enter(user, confirmation, 'silver-canyoN');
    expect(confirmation).toHaveAccessibleDescription('Passwords do not match');
    await user.click(screen.getByTestId('reset-password-submit'));
    expect(resetPassword).not.toHaveBeenCalled();
    expect(screen.queryByText('Password mismatch')).not.toBeInTheDocument();
  });

  it("puts the server's refusal of the password under the password field", async () => {
    const message = 'This password is too common. Choose one that is harder to guess.';
    resetPassword.mockRejectedValue(
      new ApiError(400, JSON.stringify({ statusCode: 400, message }), 'Bad Request', {
        statusCode: 400,
        message,
      }),
    );
    const user = renderPage();
    await enter(user, screen.getByTestId('reset-new-password'), 'ada@example.com');
    await enter(user, screen.getByTestId('reset-confirmation'), 'ada@example.com');
    await user.click(screen.getByTestId('reset-password-submit'));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('reset-new-password')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(screen.queryByText('Reset failed')).not.toBeInTheDocument();
  });

  it('tells a dead link in a toast', async () => {
    const message = 'This reset link is invalid or has expired. Please request a new one.';
    resetPassword.mockRejectedValue(
      new ApiError(400, JSON.stringify({ statusCode: 400, message }), 'Bad Request', {
        statusCode: 400,
        message,
      }),
    );
    const user = renderPage();
    await enter(user, screen.getByTestId('reset-new-password'), 'silver-canyon');
    await enter(user, screen.getByTestId('reset-confirmation'), 'silver-canyon');
    await user.click(screen.getByTestId('reset-password-submit'));
    expect(await screen.findByText('Reset failed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});

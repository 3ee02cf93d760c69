import { ApiError } from '@goalcoach/api';
import type { SessionUser } from '@goalcoach/contracts';
import { useSession } from '@goalcoach/session';
import { Toaster } from '@goalcoach/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@goalcoach/routing';
import { vi } from 'vitest';
import { authApi } from './auth-api';
import { useAuthDialog } from './auth-dialog-store';
import VerifyAdminEmailPage from './verify-admin-email-page';

vi.mock('./auth-api', () => ({ authApi: { verifyAdminEmail: vi.fn() } }));
const verifyAdminEmail = vi.mocked(authApi.verifyAdminEmail);

const ada: SessionUser = {
  id: 'u1',
  name: 'Ada',
  email: 'admin@example.com',
  isAdmin: false,
  timeZone: 'UTC',
};

function renderAt(path: string, user: SessionUser | null) {
  useSession.setState({ status: user ? 'authenticated' : 'unauthenticated', user });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/verify-admin-email" element={<VerifyAdminEmailPage />} />
        <Route path="/admin" element={<p>admin dashboard</p>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

describe('VerifyAdminEmailPage', () => {
  beforeEach(() => {
    verifyAdminEmail.mockReset();
    useAuthDialog.setState({ open: false, mode: 'sign-in' });
  });

  it('changes nothing by being opened (mail scanners open links): the owner confirms', async () => {
    renderAt('/verify-admin-email?token=tok-123', ada);
    expect(await screen.findByText(/You are signed in as admin@example.com/)).toBeInTheDocument();
    expect(verifyAdminEmail).not.toHaveBeenCalled();

    verifyAdminEmail.mockResolvedValue({ ...ada, isAdmin: true });
    await userEvent.setup().click(screen.getByTestId('verify-admin-confirm'));
    expect(verifyAdminEmail).toHaveBeenCalledWith({ token: 'tok-123' });
    expect(await screen.findByText('Admin rights confirmed')).toBeInTheDocument();
    expect(useSession.getState().user?.isAdmin).toBe(true);

    await userEvent.setup().click(screen.getByTestId('verify-admin-open'));
    expect(await screen.findByText('admin dashboard')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in first, without calling the server', async () => {
    renderAt('/verify-admin-email?token=tok-123', null);
    expect(await screen.findByText(/Sign in to the account/)).toBeInTheDocument();
    expect(screen.queryByTestId('verify-admin-confirm')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByTestId('verify-admin-sign-in'));
    expect(useAuthDialog.getState()).toMatchObject({ open: true, mode: 'sign-in' });
    expect(verifyAdminEmail).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and leaves the user as they were", async () => {
    const message =
      'This link belongs to another account. Sign in with the address it was sent to, then open it again.';
    verifyAdminEmail.mockRejectedValue(
      new ApiError(403, JSON.stringify({ statusCode: 403, message }), 'Forbidden', {
        statusCode: 403,
        message,
      }),
    );
    renderAt('/verify-admin-email?token=tok-123', ada);
    await userEvent.setup().click(await screen.findByTestId('verify-admin-confirm'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(useSession.getState().user?.isAdmin).toBe(false);
  });

  it('says so when the link lost its token', async () => {
    renderAt('/verify-admin-email', ada);
    expect(await screen.findByText(/missing its token/)).toBeInTheDocument();
    expect(screen.queryByTestId('verify-admin-confirm')).not.toBeInTheDocument();
  });
});

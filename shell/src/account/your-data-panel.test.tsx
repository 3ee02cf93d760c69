import { ApiError } from '@goalcoach/api';
import type { SessionUser } from '@goalcoach/contracts';
import { MemoryRouter, Route, Routes } from '@goalcoach/routing';
import { useSession } from '@goalcoach/session';
import { Toaster } from '@goalcoach/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { accountApi } from './account-api';
import { useAccountSettings } from './account-settings-store';
import { YourDataPanel } from './your-data-panel';

vi.mock('./account-api', () => ({
  accountApi: { downloadEverything: vi.fn(), delete: vi.fn() },
}));

const ann: SessionUser = {
  id: 'u1',
  name: 'Ann Example',
  email: 'Ann@example.com',
  isAdmin: false,
  timeZone: 'UTC',
};

const refusal = (status: number, message: string) =>
  new ApiError(status, JSON.stringify({ statusCode: status, message }), 'Refused', {
    statusCode: status,
    message,
  });

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/habits']}>
        <Routes>
          <Route path="/habits" element={<YourDataPanel />} />
          <Route path="/" element={<p>start page</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function askToDelete(password: string, email: string) {
  const user = renderPanel();
  await user.click(screen.getByTestId('account-delete-start'));
  if (password) await user.type(screen.getByTestId('account-delete-password'), password);
  if (email) await user.type(screen.getByTestId('account-delete-email'), email);
  await user.click(screen.getByTestId('account-delete-confirm'));
  return user;
}

describe('Your Data', () => {
  beforeEach(() => {
    useSession.getState().signedIn(ann);
    vi.mocked(accountApi.delete).mockReset();
    vi.mocked(accountApi.downloadEverything).mockReset();
  });
  afterEach(() => useSession.getState().signedOut());

  it('downloads everything as the ZIP the server names', async () => {
    const createObjectURL = vi.fn(() => 'blob:zip');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.mocked(accountApi.downloadEverything).mockResolvedValue({
      blob: new Blob(['PK']),
      filename: 'GoalCoach data 2026-11-27.zip',
    });
    const user = renderPanel();
    await user.click(screen.getByTestId('account-export'));
    expect(await screen.findByText('Your data is downloaded')).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it("says the server's reason when the download is refused", async () => {
    vi.mocked(accountApi.downloadEverything).mockRejectedValue(
      refusal(429, 'You can download your data 5 times an hour. Please try again later.'),
    );
    const user = renderPanel();
    await user.click(screen.getByTestId('account-export'));
    expect(await screen.findByTestId('account-export-error')).toHaveTextContent(
      'You can download your data 5 times an hour.',
    );
  });

  it('asks for the password and the e-mail before sending anything', async () => {
    await askToDelete('', 'someone@else.com');
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByText('Type Ann@example.com to confirm')).toBeInTheDocument();
    expect(accountApi.delete).not.toHaveBeenCalled();
  });

  it('puts a wrong password under its field, and deletes nothing', async () => {
    vi.mocked(accountApi.delete).mockRejectedValue(refusal(400, 'Your password is incorrect'));
    await askToDelete('wrong-one', ' ann@EXAMPLE.com');
    expect(await screen.findByText('Your password is incorrect')).toBeInTheDocument();
    expect(screen.getByTestId('account-delete-password')).toHaveAttribute('aria-invalid', 'true');
    expect(useSession.getState().user).toEqual(ann);
  });

  it("says why the last admin's account stays", async () => {
    const lastAdmin =
      'You are the only admin, so your account cannot be deleted. Another admin is needed first.';
    vi.mocked(accountApi.delete).mockRejectedValue(refusal(409, lastAdmin));
    await askToDelete('right-one', 'ann@example.com');
    expect(await screen.findByTestId('account-delete-error')).toHaveTextContent(lastAdmin);
  });

  it('signs out, closes the settings and goes to the start page once deleted', async () => {
    vi.mocked(accountApi.delete).mockResolvedValue(undefined);
    useAccountSettings.getState().show();
    await askToDelete('right-one', 'ann@example.com');
    expect(await screen.findByText('start page')).toBeInTheDocument();
    expect(accountApi.delete).toHaveBeenCalledWith({
      password: 'right-one',
      email: 'ann@example.com',
    });
    expect(useSession.getState().user).toBeNull();
    expect(useAccountSettings.getState().open).toBe(false);
    expect(screen.getByText('Your account is deleted')).toBeInTheDocument();
  });

  it('can be called off, forgetting what was typed', async () => {
    const user = renderPanel();
    await user.click(screen.getByTestId('account-delete-start'));
    await user.type(screen.getByTestId('account-delete-password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('account-delete-form')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('account-delete-start'));
    expect(screen.getByTestId('account-delete-password')).toHaveValue('');
  });
});

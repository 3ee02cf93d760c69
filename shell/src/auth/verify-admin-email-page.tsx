import type { SessionUser } from '@goalcoach/contracts';
import { useSession } from '@goalcoach/session';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  toast,
} from '@goalcoach/ui';
import { useSearchParams } from '@goalcoach/routing';
import { authApi } from './auth-api';
import { useAuthDialog } from './auth-dialog-store';
import { toastFailure, useFormAction } from '../forms/form-action';
import { RouterButtonLink } from '../layout/router-button-link';
import '../layout/centered-page.css';
import './auth-card.css';

/**
 * Reached from the mail sent to the ADMIN_EMAIL address: `/verify-admin-email?token=…`.
 * Opening it changes nothing (mail scanners open links); the signed-in owner of the account
 * presses Confirm, which POSTs the token.
 */
export default function VerifyAdminEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const user = useSession((state) => state.user);
  const { pending, run } = useFormAction();

  async function confirm() {
    await run(async () => {
      try {
        useSession.getState().signedIn(await authApi.verifyAdminEmail({ token }));
        toast({ title: 'Admin rights confirmed', variant: 'success' });
      } catch (error) {
        toastFailure('Confirmation failed', error, 'This link is invalid or has expired.');
      }
    });
  }

  return (
    <main className="shell-centered" data-testid="verify-admin-email-page">
      <Card className="shell-auth-card">
        <CardHeader>
          <CardTitle as="h1">Confirm admin rights</CardTitle>
          <CardDescription>{explanation(token, user)}</CardDescription>
        </CardHeader>
        {token && (
          <CardContent>
            {user?.isAdmin ? (
              <RouterButtonLink to="/admin" fullWidth data-testid="verify-admin-open">
                Open the Admin Dashboard
              </RouterButtonLink>
            ) : user ? (
              <Button
                onClick={confirm}
                loading={pending}
                fullWidth
                data-testid="verify-admin-confirm"
              >
                Confirm
              </Button>
            ) : (
              <Button
                onClick={() => useAuthDialog.getState().openAuth('sign-in')}
                fullWidth
                data-testid="verify-admin-sign-in"
              >
                Sign In
              </Button>
            )}
          </CardContent>
        )}
      </Card>
    </main>
  );
}

function explanation(token: string, user: Pick<SessionUser, 'email' | 'isAdmin'> | null): string {
  if (!token) return 'This link is missing its token. Use the link from the mail as it is.';
  if (user?.isAdmin) return `${user.email} is an admin of GoalCoach.`;
  if (user) {
    return `You are signed in as ${user.email}. Confirm only if you created this account yourself: it becomes an admin of GoalCoach.`;
  }
  return 'Sign in to the account with the address this mail was sent to, then confirm here.';
}

import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Input,
  toast,
} from '@goalcoach/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@goalcoach/routing';
import { authApi } from './auth-api';
import { useAuthDialog } from './auth-dialog-store';
import { newPasswordProblem } from './password-rules';
import { toastFailure, useFormAction } from '../forms/form-action';

/** Reached from the reset mail: `/reset-password?token=…`. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { pending, run } = useFormAction();
  const navigate = useNavigate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirmation);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    await run(async () => {
      try {
        await authApi.resetPassword({ token, newPassword: password });
        toast({
          title: 'Password updated',
          description: 'Sign in with your new password.',
          variant: 'success',
        });
        navigate('/', { replace: true });
        useAuthDialog.getState().openAuth('sign-in');
      } catch (error) {
        toastFailure('Reset failed', error, 'This reset link is invalid or has expired.');
      }
    });
  }

  return (
    <main className="shell-centered" data-testid="reset-password-page">
      <Card className="shell-auth-card">
        <CardHeader>
          <CardTitle as="h1">Choose a new password</CardTitle>
          <CardDescription>
            {token
              ? 'It must be at least 6 characters long.'
              : 'This link is missing its reset token. Ask for a new link from the sign-in dialog.'}
          </CardDescription>
        </CardHeader>
        {token && (
          <CardContent>
            <form className="gc-stack" onSubmit={submit}>
              <Field label="New password" required>
                <Input
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  data-testid="reset-new-password"
                />
              </Field>
              <Field label="Confirm new password" required>
                <Input
                  type="password"
                  autoComplete="new-password"
                  value={confirmation}
                  onChange={(e) => setConfirmation(e.target.value)}
                  data-testid="reset-confirmation"
                />
              </Field>
              <Button type="submit" loading={pending} fullWidth data-testid="reset-password-submit">
                Set New Password
              </Button>
            </form>
          </CardContent>
        )}
      </Card>
    </main>
  );
}

import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  toast,
} from '@goalcoach/ui';
import { isApiError } from '@goalcoach/api';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@goalcoach/routing';
import { authApi } from './auth-api';
import { useAuthDialog } from './auth-dialog-store';
import { confirmationProblem, NEW_PASSWORD_HINT, passwordProblem } from './password-rules';
import { toastFailure, useFormAction } from '../forms/form-action';
import { RequiredInputField } from '../forms/required-input-field';
import { useFieldErrors } from '../forms/use-field-errors';
import '../layout/centered-page.css';
import './auth-card.css';

type ResetField = 'password' | 'confirmation';

/** Reached from the reset mail: `/reset-password?token=…`. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { pending, run } = useFormAction();
  const navigate = useNavigate();
  const problems: Partial<Record<ResetField, string>> = {};
  const weakness = passwordProblem(password);
  if (weakness) problems.password = weakness;
  const mismatch = confirmationProblem(password, confirmation);
  if (mismatch) problems.confirmation = mismatch;
  const errors = useFieldErrors(problems);
  // A confirmation as long as the password is finished typing: say at once if it differs.
  const confirmationDone = confirmation !== '' && confirmation.length >= password.length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (errors.submit(['password', 'confirmation']).length > 0) return;
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
        // A refused password belongs under its field; a dead link is about the whole page.
        const message = isApiError(error, 400) ? error.serverMessage : null;
        if (message && /password/i.test(message)) {
          errors.setServerErrors({ password: message });
          return;
        }
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
              ? 'Choose a password you do not use elsewhere.'
              : 'This link is missing its reset token. Ask for a new link from the sign-in dialog.'}
          </CardDescription>
        </CardHeader>
        {token && (
          <CardContent>
            <form className="gc-stack" onSubmit={submit} noValidate>
              <RequiredInputField
                label="New password"
                hint={NEW_PASSWORD_HINT}
                error={errors.errorOf('password')}
                type="password"
                autoComplete="new-password"
                value={password}
                onValueChange={(value) => {
                  setPassword(value);
                  errors.change('password');
                }}
                onBlur={() => errors.leave('password')}
                data-testid="reset-new-password"
              />
              <RequiredInputField
                label="Confirm new password"
                error={errors.errorOf('confirmation', confirmationDone)}
                type="password"
                autoComplete="new-password"
                value={confirmation}
                onValueChange={setConfirmation}
                onBlur={() => errors.leave('confirmation')}
                data-testid="reset-confirmation"
              />
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

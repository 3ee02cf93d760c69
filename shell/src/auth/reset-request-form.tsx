import { Button, toast } from '@goalcoach/ui';
import { useState, type FormEvent } from 'react';
import { authApi } from './auth-api';
import { useAuthDialog } from './auth-dialog-store';
import { toastFailure, useFormAction } from '../forms/form-action';
import { RequiredInputField } from '../forms/required-input-field';
import './auth-form-links.css';
import './reset-request-form.css';

export function ResetRequestForm() {
  const [email, setEmail] = useState('');
  const { pending, run } = useFormAction();
  const { setMode } = useAuthDialog();

  async function submit(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      try {
        await authApi.forgotPassword({ email: email.trim() });
        toast({
          title: 'Reset email sent',
          description:
            'If an account uses that address, a link to choose a new password is on its way.',
          variant: 'success',
        });
        setMode('sign-in');
      } catch (error) {
        toastFailure('Reset failed', error, 'Failed to send reset email');
      }
    });
  }

  return (
    <form className="gc-stack" onSubmit={submit} data-testid="reset-request-form">
      <p className="shell-auth__lead">
        Enter your email and we will send you a link to choose a new password.
      </p>
      <RequiredInputField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onValueChange={setEmail}
        data-testid="reset-email"
      />
      <Button type="submit" loading={pending} fullWidth data-testid="reset-submit">
        Send Reset Link
      </Button>
      <div className="shell-auth__links">
        <Button type="button" variant="link" onClick={() => setMode('sign-in')}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}

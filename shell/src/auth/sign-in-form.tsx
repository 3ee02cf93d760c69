import { useSession } from '@goalcoach/session';
import { Button, toast } from '@goalcoach/ui';
import { useState, type FormEvent } from 'react';
import { authApi } from './auth-api';
import { useAuthDialog } from './auth-dialog-store';
import { toastFailure, useFormAction } from '../forms/form-action';
import { RequiredInputField } from '../forms/required-input-field';
import './auth-form-links.css';

export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { pending, run } = useFormAction();
  const { setMode, close } = useAuthDialog();

  async function submit(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      try {
        const user = await authApi.signIn({ email: email.trim(), password });
        useSession.getState().signedIn(user);
        close();
        toast({ title: 'Welcome back!', variant: 'success' });
      } catch (error) {
        toastFailure('Sign in failed', error, 'Invalid email or password');
      }
    });
  }

  return (
    <form className="gc-stack" onSubmit={submit} data-testid="sign-in-form">
      <RequiredInputField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onValueChange={setEmail}
        data-testid="sign-in-email"
      />
      <RequiredInputField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        data-testid="sign-in-password"
      />
      <Button type="submit" loading={pending} fullWidth data-testid="sign-in-submit">
        Sign In
      </Button>
      <div className="shell-auth__links">
        <Button type="button" variant="link" onClick={() => setMode('reset')}>
          Forgot your password?
        </Button>
        <Button type="button" variant="link" onClick={() => setMode('sign-up')}>
          No account yet? Sign up
        </Button>
      </div>
    </form>
  );
}

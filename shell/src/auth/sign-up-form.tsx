import { useSession } from '@goalcoach/session';
import { Button, Field, Input, toast } from '@goalcoach/ui';
import { useState, type FormEvent } from 'react';
import { authApi, browserTimeZone } from './auth-api';
import { useAuthDialog } from './auth-dialog-store';
import { newPasswordProblem } from './password-rules';
import { toastFailure, useFormAction } from '../forms/form-action';

const EMPTY = { name: '', email: '', password: '', confirmation: '', inviteCode: '' };

export function SignUpForm() {
  const [form, setForm] = useState(EMPTY);
  const { pending, run } = useFormAction();
  const { setMode, close } = useAuthDialog();
  const set = (key: keyof typeof EMPTY) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = newPasswordProblem(form.password, form.confirmation);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    await run(createAccount);
  }

  async function createAccount() {
    const inviteCode = form.inviteCode.trim().toUpperCase();
    // The invite is checked first, so a wrong code is named as such (SPEC §5).
    try {
      await authApi.validateInvite({ inviteCode });
    } catch (error) {
      toastFailure('Invalid invite code', error, 'Invalid invite code');
      return;
    }
    try {
      const user = await authApi.signUp({
        name: form.name.trim(),
        email: form.email.trim(),
        password: form.password,
        inviteCode,
        timeZone: browserTimeZone(),
      });
      useSession.getState().signedIn(user);
      setForm(EMPTY);
      close();
      toast({
        title: 'Account created!',
        description: `Welcome to GoalCoach, ${user.name}.`,
        variant: 'success',
      });
    } catch (error) {
      toastFailure('Sign up failed', error, 'Failed to create account');
    }
  }

  return (
    <form className="gc-stack" onSubmit={submit} data-testid="sign-up-form">
      <Field label="Full name" required>
        <Input
          autoComplete="name"
          value={form.name}
          onChange={(e) => set('name')(e.target.value)}
          data-testid="sign-up-name"
        />
      </Field>
      <Field label="Email" required>
        <Input
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(e) => set('email')(e.target.value)}
          data-testid="sign-up-email"
        />
      </Field>
      <Field label="Password" hint="At least 6 characters" required>
        <Input
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={(e) => set('password')(e.target.value)}
          data-testid="sign-up-password"
        />
      </Field>
      <Field label="Confirm password" required>
        <Input
          type="password"
          autoComplete="new-password"
          value={form.confirmation}
          onChange={(e) => set('confirmation')(e.target.value)}
          data-testid="sign-up-confirmation"
        />
      </Field>
      <Field label="Invite code" hint="GoalCoach is invite-only during the beta" required>
        <Input
          autoComplete="off"
          value={form.inviteCode}
          onChange={(e) => set('inviteCode')(e.target.value.toUpperCase())}
          data-testid="sign-up-invite"
        />
      </Field>
      <Button type="submit" loading={pending} fullWidth data-testid="sign-up-submit">
        Create Account
      </Button>
      <div className="shell-auth__links">
        <Button type="button" variant="link" onClick={() => setMode('sign-in')}>
          Already have an account? Sign in
        </Button>
      </div>
    </form>
  );
}

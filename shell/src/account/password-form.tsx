import { errorMessageOf } from '@goalcoach/api';
import { Button, Field, Input, toast } from '@goalcoach/ui';
import { useState, type FormEvent } from 'react';
import { authApi } from '../auth/auth-api';
import { changedPasswordProblem } from '../auth/password-rules';

const EMPTY = { current: '', next: '', confirmation: '' };

export function PasswordForm() {
  const [form, setForm] = useState(EMPTY);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = changedPasswordProblem(form.next, form.confirmation);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      await authApi.changePassword({ currentPassword: form.current, newPassword: form.next });
      setForm(EMPTY);
      toast({
        title: 'Password Changed',
        description: 'Your password has been updated successfully.',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Password Change Failed',
        description: errorMessageOf(error, 'Password change failed'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="gc-stack" onSubmit={submit} data-testid="password-form">
      <Field label="Current password" required>
        <Input
          type="password"
          autoComplete="current-password"
          value={form.current}
          onChange={(e) => setForm({ ...form, current: e.target.value })}
          data-testid="password-current"
        />
      </Field>
      <Field label="New password" hint="At least 6 characters" required>
        <Input
          type="password"
          autoComplete="new-password"
          value={form.next}
          onChange={(e) => setForm({ ...form, next: e.target.value })}
          data-testid="password-new"
        />
      </Field>
      <Field label="Confirm new password" required>
        <Input
          type="password"
          autoComplete="new-password"
          value={form.confirmation}
          onChange={(e) => setForm({ ...form, confirmation: e.target.value })}
          data-testid="password-confirmation"
        />
      </Field>
      <Button type="submit" loading={pending} data-testid="password-save">
        Change Password
      </Button>
    </form>
  );
}

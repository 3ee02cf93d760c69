import { Button, Field, Input, toast } from '@goalcoach/ui';
import { useState, type FormEvent } from 'react';
import { authApi } from '../auth/auth-api';
import { changedPasswordProblem } from '../auth/password-rules';
import { toastFailure, useFormAction } from '../forms/form-action';

const EMPTY = { current: '', next: '', confirmation: '' };

export function PasswordForm() {
  const [form, setForm] = useState(EMPTY);
  const { pending, run } = useFormAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = changedPasswordProblem(form.next, form.confirmation);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    await run(async () => {
      try {
        await authApi.changePassword({ currentPassword: form.current, newPassword: form.next });
        setForm(EMPTY);
        toast({
          title: 'Password Changed',
          description: 'Your password has been updated successfully.',
          variant: 'success',
        });
      } catch (error) {
        toastFailure('Password Change Failed', error, 'Password change failed');
      }
    });
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

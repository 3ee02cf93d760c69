import { Button, toast } from '@goalcoach/ui';
import { useState, type FormEvent } from 'react';
import { authApi } from '../auth/auth-api';
import { changedPasswordProblem } from '../auth/password-rules';
import { toastFailure, useFormAction } from '../forms/form-action';
import { RequiredInputField } from '../forms/required-input-field';

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
      <RequiredInputField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={form.current}
        onValueChange={(current) => setForm({ ...form, current })}
        data-testid="password-current"
      />
      <RequiredInputField
        label="New password"
        hint="At least 6 characters"
        type="password"
        autoComplete="new-password"
        value={form.next}
        onValueChange={(next) => setForm({ ...form, next })}
        data-testid="password-new"
      />
      <RequiredInputField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={form.confirmation}
        onValueChange={(confirmation) => setForm({ ...form, confirmation })}
        data-testid="password-confirmation"
      />
      <Button type="submit" loading={pending} data-testid="password-save">
        Change Password
      </Button>
    </form>
  );
}

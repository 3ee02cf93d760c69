import { useSession } from '@goalcoach/session';
import { Button, toast } from '@goalcoach/ui';
import { useState, type FormEvent } from 'react';
import { authApi } from '../auth/auth-api';
import { useFormAction } from '../forms/form-action';
import { RequiredInputField } from '../forms/required-input-field';

export function ProfileForm() {
  const user = useSession((state) => state.user);
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [timeZone, setTimeZone] = useState(user?.timeZone ?? 'UTC');
  const [error, setError] = useState<string | null>(null);
  const { pending, run } = useFormAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    await run(async () => {
      try {
        const updated = await authApi.updateProfile({
          name: name.trim(),
          email: email.trim(),
          timeZone: timeZone.trim(),
        });
        useSession.getState().signedIn(updated);
        toast({
          title: 'Profile Updated',
          description: 'Your profile information has been updated successfully.',
          variant: 'success',
        });
      } catch {
        // The failure is said in the form, not as a toast.
        setError('Profile update failed');
      }
    });
  }

  return (
    <form className="gc-stack" onSubmit={submit} data-testid="profile-form">
      <RequiredInputField
        label="Name"
        value={name}
        onValueChange={setName}
        autoComplete="name"
        data-testid="profile-name"
      />
      <RequiredInputField
        label="Email"
        type="email"
        value={email}
        onValueChange={setEmail}
        autoComplete="email"
        data-testid="profile-email"
      />
      <RequiredInputField
        label="Time zone"
        hint="Your days, streaks and weeks follow this zone, e.g. Europe/Berlin"
        error={error ?? undefined}
        value={timeZone}
        onValueChange={setTimeZone}
        data-testid="profile-time-zone"
      />
      <Button type="submit" loading={pending} data-testid="profile-save">
        Save Profile
      </Button>
    </form>
  );
}

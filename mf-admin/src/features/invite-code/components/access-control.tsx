import { Button, Field, Input, Section } from '@goalcoach/ui';
import { KeyRound } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useInviteCode } from '../api/use-invite-code';
import { useUpdateInviteCode } from '../api/use-update-invite-code';
import './access-control.css';

/** Upper-cases the field in place, keeping the caret where the admin is typing. */
function upperCased(event: ChangeEvent<HTMLInputElement>): string {
  const input = event.target;
  const { selectionStart, selectionEnd } = input;
  const value = input.value.toUpperCase();
  if (value !== input.value) {
    input.value = value;
    input.setSelectionRange(selectionStart, selectionEnd);
  }
  return value;
}

/** Access Control: the current invite code and a new one to replace it. */
export function AccessControl() {
  const current = useInviteCode();
  const update = useUpdateInviteCode();
  const [draft, setDraft] = useState('');
  const code = draft.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code || update.isPending) return;
    update.mutate(code, { onSuccess: () => setDraft('') });
  };

  return (
    <Section
      icon={<KeyRound aria-hidden />}
      title="Access Control"
      description="The invite code new accounts are created with"
      data-testid="admin-invite"
    >
      <form className="gc-stack" onSubmit={submit}>
        <Field label="Current Invite Code">
          <Input
            readOnly
            value={current.data?.code ?? ''}
            placeholder={current.isError ? 'Unable to load the invite code' : 'Loading...'}
            aria-busy={current.isPending || undefined}
            className="gc-admin-code"
            data-testid="admin-invite-current"
          />
        </Field>
        <Field
          label="New Invite Code"
          hint="Users need this code to create accounts. Change it periodically for security."
        >
          <Input
            value={draft}
            onChange={(event) => setDraft(upperCased(event))}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            placeholder="Enter new invite code"
            className="gc-admin-code"
            data-testid="admin-invite-input"
          />
        </Field>
        <Button
          type="submit"
          disabled={!code || update.isPending}
          aria-busy={update.isPending || undefined}
          className="gc-admin-invite__submit"
          data-testid="admin-invite-update"
        >
          {update.isPending ? 'Updating...' : 'Update'}
        </Button>
      </form>
    </Section>
  );
}

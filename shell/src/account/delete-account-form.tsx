import { errorMessageOf, isApiError } from '@goalcoach/api';
import { useSession } from '@goalcoach/session';
import { Alert, Button, toast } from '@goalcoach/ui';
import { useNavigate } from '@goalcoach/routing';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { endLocalSession } from '../session/end-local-session';
import { accountApi } from './account-api';
import { useAccountSettings } from './account-settings-store';
import { useFormAction } from '../forms/form-action';
import { RequiredInputField } from '../forms/required-input-field';

/** The server's words for the two answers that belong under a field. */
const WRONG_PASSWORD = 'Your password is incorrect';
const WRONG_EMAIL = "The e-mail you typed is not your account's e-mail";

type Problems = { password?: string; email?: string; form?: string };

const sameEmail = (a: string, b: string) =>
  a.normalize('NFKC').trim().toLowerCase() === b.normalize('NFKC').trim().toLowerCase();

/**
 * Account Settings → Danger zone. Nothing happens until the person has said it twice: the
 * password, and their e-mail typed out. Then the account and everything in it is erased, this
 * browser forgets it too, and the person lands signed out on the start page.
 */
export function DeleteAccountForm() {
  const user = useSession((state) => state.user);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const hideSettings = useAccountSettings((state) => state.hide);
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const { pending, run } = useFormAction();
  if (!user) return null;

  function cancel() {
    setAsking(false);
    setPassword('');
    setEmail('');
    setProblems({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problems = {};
    if (!password) found.password = 'Enter your password';
    if (!sameEmail(email, user?.email ?? '')) found.email = `Type ${user?.email} to confirm`;
    setProblems(found);
    if (found.password || found.email) return;
    await run(async () => {
      try {
        await accountApi.delete({ password, email });
      } catch (error) {
        const message = errorMessageOf(
          error,
          'Your account could not be deleted. Please try again.',
        );
        if (message === WRONG_PASSWORD) setProblems({ password: message });
        else if (message === WRONG_EMAIL) setProblems({ email: message });
        else if (isApiError(error, 401))
          setProblems({ form: 'You were signed out. Sign in again to delete your account.' });
        else setProblems({ form: message });
        return;
      }
      hideSettings();
      endLocalSession(queryClient);
      navigate('/', { replace: true });
      toast({
        title: 'Your account is deleted',
        description:
          'Everything in it has been erased. Thank you for working on your goals with us.',
      });
    });
  }

  return (
    <section
      className="gc-stack account-data__section account-data__danger"
      aria-labelledby="account-data-danger"
    >
      <h3 id="account-data-danger" className="account-data__heading">
        Danger zone
      </h3>
      <p className="account-data__text">
        Deleting your account erases your goals, plans, habits, check-ins, reviews and vision board,
        with every image and voice note, and signs you out everywhere. It cannot be undone: download
        your data first if you want to keep it.
      </p>
      {!asking ? (
        <Button
          variant="outline"
          className="account-data__delete"
          onClick={() => setAsking(true)}
          data-testid="account-delete-start"
        >
          Delete my account
        </Button>
      ) : (
        <form className="gc-stack" onSubmit={submit} noValidate data-testid="account-delete-form">
          {problems.form && (
            <Alert variant="destructive" title="Not deleted" data-testid="account-delete-error">
              {problems.form}
            </Alert>
          )}
          <RequiredInputField
            label="Your password"
            error={problems.password}
            type="password"
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
            autoFocus
            data-testid="account-delete-password"
          />
          <RequiredInputField
            label={`Type your e-mail (${user.email}) to confirm`}
            error={problems.email}
            type="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onValueChange={setEmail}
            data-testid="account-delete-email"
          />
          <div className="account-data__actions">
            <Button variant="ghost" onClick={cancel} disabled={pending}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="destructive"
              loading={pending}
              data-testid="account-delete-confirm"
            >
              Delete my account forever
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

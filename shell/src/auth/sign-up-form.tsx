import { errorMessageOf, isApiError } from '@goalcoach/api';
import { useSession } from '@goalcoach/session';
import { Button, toast } from '@goalcoach/ui';
import { useRef, useState, type FormEvent } from 'react';
import { authApi, browserTimeZone } from './auth-api';
import { useAuthDialog } from './auth-dialog-store';
import { NEW_PASSWORD_HINT } from './password-rules';
import {
  SIGN_UP_FIELDS,
  signUpProblems,
  signUpServerErrors,
  type SignUpField,
  type SignUpValues,
} from './sign-up-rules';
import { toastFailure, useFormAction } from '../forms/form-action';
import { RequiredInputField } from '../forms/required-input-field';
import { useFieldErrors } from '../forms/use-field-errors';
import './auth-form-links.css';

const EMPTY: SignUpValues = { name: '', email: '', password: '', confirmation: '', inviteCode: '' };

const TEST_IDS: Record<SignUpField, string> = {
  name: 'sign-up-name',
  email: 'sign-up-email',
  password: 'sign-up-password',
  confirmation: 'sign-up-confirmation',
  inviteCode: 'sign-up-invite',
};

/**
 * Errors sit under their fields: the form's own checks as the person goes (see useFieldErrors),
 * and the server's answer under the field it is about (a wrong invite code under Invite code, an
 * address already taken under Email, a refused password under Password).
 */
export function SignUpForm() {
  const [form, setForm] = useState(EMPTY);
  const { pending, run } = useFormAction();
  const { setMode, close } = useAuthDialog();
  const errors = useFieldErrors(signUpProblems(form));
  const formRef = useRef<HTMLFormElement>(null);

  /** Moves to a field with an error, so on a phone it scrolls into sight. */
  const focus = (field: SignUpField | undefined) => {
    if (field) formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
  };

  /** The props that tie an input to the form's value, its error and its test id. */
  const bind = (field: SignUpField, toValue: (typed: string) => string = (typed) => typed) => ({
    name: field,
    value: form[field],
    onValueChange: (typed: string) => {
      const value = toValue(typed);
      setForm((current) => ({ ...current, [field]: value }));
      errors.change(field);
    },
    onBlur: () => errors.leave(field),
    'data-testid': TEST_IDS[field],
  });

  // A confirmation as long as the password is finished typing: say at once if it differs.
  const confirmationDone =
    form.confirmation !== '' && form.confirmation.length >= form.password.length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = errors.submit(SIGN_UP_FIELDS);
    if (invalid.length > 0) {
      focus(invalid[0]);
      return;
    }
    await run(createAccount);
  }

  async function createAccount() {
    const inviteCode = form.inviteCode.trim().toUpperCase();
    // The invite is checked first, so a wrong code is named as such.
    try {
      await authApi.validateInvite({ inviteCode });
    } catch (error) {
      // A refusal (a wrong code, too many tries) is about the code; anything else is not.
      if (!isApiError(error) || error.status >= 500) {
        toastFailure('Sign up failed', error, 'Failed to create account');
        return;
      }
      errors.setServerErrors({ inviteCode: errorMessageOf(error, 'Invalid invite code') });
      focus('inviteCode');
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
      errors.reset();
      close();
      toast({
        title: 'Account created!',
        description: `Welcome to GoalCoach, ${user.name}.`,
        variant: 'success',
      });
    } catch (error) {
      const fieldErrors = signUpServerErrors(error);
      if (!fieldErrors) {
        toastFailure('Sign up failed', error, 'Failed to create account');
        return;
      }
      errors.setServerErrors(fieldErrors);
      focus(SIGN_UP_FIELDS.find((field) => fieldErrors[field] !== undefined));
    }
  }

  return (
    <form
      ref={formRef}
      className="gc-stack"
      onSubmit={submit}
      noValidate
      data-testid="sign-up-form"
    >
      <RequiredInputField
        label="Full name"
        error={errors.errorOf('name')}
        autoComplete="name"
        {...bind('name')}
      />
      <RequiredInputField
        label="Email"
        error={errors.errorOf('email')}
        type="email"
        autoComplete="email"
        {...bind('email')}
      />
      <RequiredInputField
        label="Password"
        hint={NEW_PASSWORD_HINT}
        error={errors.errorOf('password')}
        type="password"
        autoComplete="new-password"
        {...bind('password')}
      />
      <RequiredInputField
        label="Confirm password"
        error={errors.errorOf('confirmation', confirmationDone)}
        type="password"
        autoComplete="new-password"
        {...bind('confirmation')}
      />
      <RequiredInputField
        label="Invite code"
        hint="GoalCoach is invite-only during the beta"
        error={errors.errorOf('inviteCode')}
        autoComplete="off"
        autoCapitalize="characters"
        {...bind('inviteCode', (typed) => typed.toUpperCase())}
      />
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

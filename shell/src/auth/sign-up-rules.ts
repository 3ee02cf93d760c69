import { isApiError } from '@goalcoach/api';
import { confirmationProblem, passwordProblem } from './password-rules';

export type SignUpField = 'name' | 'email' | 'password' | 'confirmation' | 'inviteCode';
export type SignUpValues = Record<SignUpField, string>;
export type SignUpErrors = Partial<Record<SignUpField, string>>;

/** In the order of the form: the first one with a problem gets the focus. */
export const SIGN_UP_FIELDS: readonly SignUpField[] = [
  'name',
  'email',
  'password',
  'confirmation',
  'inviteCode',
];

// Enough to catch a slip (a missing @ or domain); the server has the last word.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the form can tell before asking the server, in the server's own words where it has them. */
export function signUpProblems(values: SignUpValues): SignUpErrors {
  const problems: SignUpErrors = {};
  if (values.name.trim() === '') problems.name = 'Name is required';
  if (!EMAIL_SHAPE.test(values.email.trim())) {
    problems.email = 'Please enter a valid email address';
  }
  const password = passwordProblem(values.password, values.email);
  if (password) problems.password = password;
  const confirmation = confirmationProblem(values.password, values.confirmation);
  if (confirmation) problems.confirmation = confirmation;
  if (values.inviteCode.trim() === '') problems.inviteCode = 'Invite code is required';
  return problems;
}

/** Which field a sentence of the server's answer is about. */
function fieldOfMessage(message: string): SignUpField | null {
  if (/invite/i.test(message)) return 'inviteCode';
  if (/password/i.test(message)) return 'password';
  if (/e-?mail/i.test(message)) return 'email';
  if (/name/i.test(message)) return 'name';
  return null;
}

/**
 * The server's refusal of a sign-up, sentence by sentence under the field it is about (an
 * address already taken under Email); null when it is about none of them (a 5xx, no network, too
 * many attempts), which is then told in a toast.
 */
export function signUpServerErrors(error: unknown): SignUpErrors | null {
  if (!isApiError(error) || error.status >= 500 || error.status === 429) return null;
  const { body } = error;
  const messages = body?.errors ?? (body?.message ? [body.message] : []);
  const errors: SignUpErrors = {};
  for (const message of messages) {
    const field = error.status === 409 ? 'email' : fieldOfMessage(message);
    if (field && !errors[field]) errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

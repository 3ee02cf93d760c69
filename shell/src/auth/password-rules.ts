/** SPEC §9: the shortest password accepted anywhere. */
export const MIN_PASSWORD_LENGTH = 6;

export type PasswordProblem = { title: string; description: string };

/** Sign-up and reset wording (SPEC §5). */
export function newPasswordProblem(password: string, confirmation: string): PasswordProblem | null {
  if (password !== confirmation) {
    return { title: 'Password mismatch', description: 'Passwords do not match' };
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { title: 'Password too short', description: 'Password must be at least 6 characters' };
  }
  return null;
}

/** Password-change wording (SPEC §5). */
export function changedPasswordProblem(
  password: string,
  confirmation: string,
): PasswordProblem | null {
  if (password !== confirmation) {
    return {
      title: 'Password Mismatch',
      description: "New password and confirmation don't match.",
    };
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return {
      title: 'Password Too Short',
      description: 'New password must be at least 6 characters long.',
    };
  }
  return null;
}

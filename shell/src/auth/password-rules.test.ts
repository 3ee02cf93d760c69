import { changedPasswordProblem, newPasswordProblem } from './password-rules';

describe('password rules', () => {
  it('reports a mismatch before the length, with the sign-up wording', () => {
    expect(newPasswordProblem('abc', 'abd')).toEqual({
      title: 'Password mismatch',
      description: 'Passwords do not match',
    });
    expect(newPasswordProblem('abcde', 'abcde')).toEqual({
      title: 'Password too short',
      description: 'Password must be at least 6 characters',
    });
    expect(newPasswordProblem('abcdef', 'abcdef')).toBeNull();
  });

  it('uses the password-change wording in settings', () => {
    expect(changedPasswordProblem('abcdef', 'abcdeg')?.title).toBe('Password Mismatch');
    expect(changedPasswordProblem('abc', 'abc')).toEqual({
      title: 'Password Too Short',
      description: 'New password must be at least 6 characters long.',
    });
    expect(changedPasswordProblem('abcdef', 'abcdef')).toBeNull();
  });
});

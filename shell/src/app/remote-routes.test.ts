import { describe, expect, it } from 'vitest';
import { remotePageFor } from './remote-routes';

describe('remotePageFor', () => {
  it('names the remote page a path opens, case-insensitively and below its prefix', () => {
    expect(remotePageFor('/')).toBe('mf_goals/HomePage');
    expect(remotePageFor('/habits')).toBe('mf_habits/routes');
    expect(remotePageFor('/Habits/')).toBe('mf_habits/routes');
    expect(remotePageFor('/goals/4f1c')).toBe('mf_goals/routes');
    expect(remotePageFor('/admin')).toBe('mf_admin/routes');
  });

  it('opens no remote page for the shell’s own pages or look-alike paths', () => {
    expect(remotePageFor('/landing')).toBeNull();
    expect(remotePageFor('/reset-password')).toBeNull();
    expect(remotePageFor('/habitsx')).toBeNull();
  });
});

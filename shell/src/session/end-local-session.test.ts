import { QueryClient } from '@tanstack/react-query';
import { offlineSync } from '../offline/offline-sync';
import { endLocalSession } from './end-local-session';

describe('endLocalSession', () => {
  beforeEach(() => localStorage.clear());

  it("forgets the person's drafts on the device and keeps the rest", () => {
    vi.spyOn(offlineSync, 'signedOut').mockResolvedValue(undefined);
    localStorage.setItem('goalcoach:draft:goal-wizard:u1', '{"step":1}');
    localStorage.setItem('goalcoach:draft:goal-wizard:u2', '{"step":3}');
    localStorage.setItem('ui-theme', 'light');

    endLocalSession(new QueryClient());

    expect(localStorage.getItem('goalcoach:draft:goal-wizard:u1')).toBeNull();
    expect(localStorage.getItem('goalcoach:draft:goal-wizard:u2')).toBeNull();
    expect(localStorage.getItem('ui-theme')).toBe('light');
  });
});

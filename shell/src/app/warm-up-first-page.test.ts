import { queryClient } from '@goalcoach/api';
import { useSession } from '@goalcoach/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askWhoIsSignedIn, dropStaleSignedInHint, warmUpFirstPage } from './warm-up-first-page';

const loadRemoteModule = vi.hoisted(() => vi.fn(() => Promise.resolve({})));
const preloadLandingPage = vi.hoisted(() => vi.fn());
vi.mock('../federation/remote-registry', () => ({ loadRemoteModule }));
vi.mock('../pages/lazy-pages', () => ({ preloadLandingPage }));

function clearCookies() {
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; Max-Age=0; Path=/`;
  }
}

afterEach(() => {
  clearCookies();
  vi.clearAllMocks();
  useSession.setState({ status: 'loading', user: null });
});

describe('warmUpFirstPage', () => {
  it('fetches the remote page of a signed-in browser at once', () => {
    document.cookie = 'gc_signed_in=1; Path=/';
    warmUpFirstPage('/habits');
    expect(loadRemoteModule).toHaveBeenCalledWith('mf_habits/routes');
    expect(preloadLandingPage).not.toHaveBeenCalled();
  });

  it('fetches the landing page for a browser with no sign-in hint', () => {
    warmUpFirstPage('/');
    expect(loadRemoteModule).not.toHaveBeenCalled();
    expect(preloadLandingPage).toHaveBeenCalled();
  });

  it('fetches the landing page for the shell’s own pages', () => {
    document.cookie = 'gc_signed_in=1; Path=/';
    warmUpFirstPage('/landing');
    expect(loadRemoteModule).not.toHaveBeenCalled();
    expect(preloadLandingPage).toHaveBeenCalled();
  });
});

describe('dropStaleSignedInHint', () => {
  it('drops the hint once the session check says signed out', () => {
    document.cookie = 'gc_signed_in=1; Path=/';
    const stop = dropStaleSignedInHint();
    useSession.setState({ status: 'authenticated' });
    expect(document.cookie).toContain('gc_signed_in=1');
    useSession.setState({ status: 'unauthenticated', user: null });
    expect(document.cookie).not.toContain('gc_signed_in');
    stop();
  });
});

describe('askWhoIsSignedIn', () => {
  it('starts the session check and the configuration before anything renders', () => {
    const checkSession = vi
      .spyOn(useSession.getState(), 'checkSession')
      .mockResolvedValue(undefined);
    const prefetchQuery = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    askWhoIsSignedIn();
    expect(checkSession).toHaveBeenCalledTimes(1);
    expect(prefetchQuery).toHaveBeenCalledWith({ queryKey: ['/config'] });
  });
});

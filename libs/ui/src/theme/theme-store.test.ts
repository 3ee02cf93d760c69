import { act, renderHook } from '@testing-library/react';
import { mockMatchMedia, type MediaQueryMock } from '../test/media-query-mock';
import { applyInitialTheme, THEME_STORAGE_KEY, useThemeStore } from './theme-store';
import { useTheme } from './use-theme';

const root = document.documentElement;
let media: MediaQueryMock | undefined;

beforeEach(() => {
  localStorage.clear();
  applyInitialTheme();
});

afterEach(() => {
  vi.restoreAllMocks();
  media?.restore();
  media = undefined;
  localStorage.clear();
  act(() => {
    applyInitialTheme();
  });
});

describe('theme store', () => {
  it('defaults to dark and applies it to <html>', () => {
    root.removeAttribute('data-theme');
    localStorage.clear();

    expect(applyInitialTheme()).toBe('dark');

    expect(useThemeStore.getState()).toMatchObject({ theme: 'dark', resolvedTheme: 'dark' });
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
  });

  it('persists the choice under "ui-theme" and reads it back on start', () => {
    act(() => useThemeStore.getState().setTheme('light'));

    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(THEME_STORAGE_KEY).toBe('ui-theme');
    expect(root.dataset.theme).toBe('light');
    expect(root.style.colorScheme).toBe('light');

    useThemeStore.setState({ theme: 'dark', resolvedTheme: 'dark' });
    applyInitialTheme();
    expect(useThemeStore.getState().theme).toBe('light');
  });

  it.each(['purple', '', '{"state":', 'null', 'LIGHT', '42'])(
    'falls back to dark for the stored value %j',
    (stored) => {
      localStorage.setItem(THEME_STORAGE_KEY, stored);

      applyInitialTheme();

      expect(useThemeStore.getState()).toMatchObject({ theme: 'dark', resolvedTheme: 'dark' });
      expect(root.dataset.theme).toBe('dark');
    },
  );

  it("gives the browser's theme-color, for either colour scheme, the applied theme's colour", () => {
    const metas = ['(prefers-color-scheme: dark)', '(prefers-color-scheme: light)'].map((media) => {
      const meta = document.createElement('meta');
      meta.name = 'theme-color';
      meta.media = media;
      document.head.append(meta);
      return meta;
    });
    const colours = () => metas.map((meta) => meta.content);

    act(() => useThemeStore.getState().setTheme('light'));
    expect(colours()).toEqual(['#f4f6fb', '#f4f6fb']);
    act(() => useThemeStore.getState().setTheme('dark'));
    expect(colours()).toEqual(['#0b1020', '#0b1020']);
    metas.forEach((meta) => meta.remove());
  });

  it('follows prefers-color-scheme live while the theme is system', () => {
    media = mockMatchMedia(true);
    act(() => useThemeStore.getState().setTheme('system'));
    expect(useThemeStore.getState().resolvedTheme).toBe('dark');

    act(() => media?.setMatches(false));
    expect(useThemeStore.getState()).toMatchObject({ theme: 'system', resolvedTheme: 'light' });
    expect(root.dataset.theme).toBe('light');
    expect(root.style.colorScheme).toBe('light');

    act(() => media?.setMatches(true));
    expect(root.dataset.theme).toBe('dark');
  });

  it('stops following the system once an explicit theme is chosen', () => {
    media = mockMatchMedia(false);
    act(() => useThemeStore.getState().setTheme('system'));
    expect(media.listenerCount()).toBe(1);

    act(() => useThemeStore.getState().setTheme('dark'));
    act(() => media?.setMatches(false));

    expect(media.listenerCount()).toBe(0);
    expect(root.dataset.theme).toBe('dark');
  });

  it('resolves a stored "system" from the current media query on start', () => {
    media = mockMatchMedia(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'system');

    expect(applyInitialTheme()).toBe('light');
    expect(useThemeStore.getState().theme).toBe('system');
  });

  it('keeps working when localStorage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });

    expect(() => applyInitialTheme()).not.toThrow();
    expect(useThemeStore.getState().theme).toBe('dark');

    expect(() => act(() => useThemeStore.getState().setTheme('light'))).not.toThrow();
    expect(useThemeStore.getState().theme).toBe('light');
    expect(root.dataset.theme).toBe('light');
  });

  it('keeps working when localStorage itself cannot be reached', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access denied', 'SecurityError');
    });

    expect(() => applyInitialTheme()).not.toThrow();
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(() => act(() => useThemeStore.getState().setTheme('system'))).not.toThrow();
  });

  it('picks up a theme changed in another tab', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');

    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    });

    expect(useThemeStore.getState().theme).toBe('light');
    expect(root.dataset.theme).toBe('light');
  });
});

describe('useTheme', () => {
  it('exposes theme, resolvedTheme and setTheme and re-renders on change', () => {
    media = mockMatchMedia(false);
    const { result } = renderHook(() => useTheme());
    expect(result.current).toMatchObject({ theme: 'dark', resolvedTheme: 'dark' });

    act(() => result.current.setTheme('system'));

    expect(result.current).toMatchObject({ theme: 'system', resolvedTheme: 'light' });
  });
});

import { create } from 'zustand';

export type Theme = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

/** The theme is stored under this local-storage key. */
export const THEME_STORAGE_KEY = 'ui-theme';
/** Dark unless the user chose otherwise. */
const DEFAULT_THEME: Theme = 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const THEMES: readonly Theme[] = ['light', 'dark', 'system'];

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The stored value is the bare theme name; a JSON-quoted name is accepted too. */
function parseStoredTheme(raw: string | null): Theme {
  if (raw === null) return DEFAULT_THEME;
  if (isTheme(raw)) return raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isTheme(parsed) ? parsed : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

// Storage can be missing or throw (private mode, disabled cookies, quota): the theme still works.
function readStoredTheme(): Theme {
  try {
    return parseStoredTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return DEFAULT_THEME;
  }
}

function writeStoredTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisted; the choice still applies to this page.
  }
}

function systemPrefersDark(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') {
    return DEFAULT_THEME === 'dark';
  }
  return window.matchMedia(DARK_QUERY).matches;
}

function resolveTheme(theme: Theme): ResolvedTheme {
  if (theme !== 'system') return theme;
  return systemPrefersDark() ? 'dark' : 'light';
}

/** Page background per theme (tokens.css), for the browser's own UI. */
const BROWSER_THEME_COLOR: Record<ResolvedTheme, string> = { dark: '#0b1020', light: '#f4f6fb' };

function applyToDocument(resolved: ResolvedTheme): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.dataset.theme = resolved;
  root.style.colorScheme = resolved;
  // index.html has one per colour scheme (for before any script runs): both follow the theme the
  // app applies, which is not always the system's (dark is the default).
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.setAttribute('content', BROWSER_THEME_COLOR[resolved]);
  }
}

type ThemeState = {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
};

let stopSystemListener: (() => void) | null = null;

function followSystem(follow: boolean): void {
  if (!follow) {
    stopSystemListener?.();
    stopSystemListener = null;
    return;
  }
  if (stopSystemListener || typeof window.matchMedia !== 'function') return;
  const query = window.matchMedia(DARK_QUERY);
  const onChange = (event: MediaQueryListEvent) => {
    const resolved: ResolvedTheme = event.matches ? 'dark' : 'light';
    useThemeStore.setState({ resolvedTheme: resolved });
    applyToDocument(resolved);
  };
  query.addEventListener('change', onChange);
  stopSystemListener = () => query.removeEventListener('change', onChange);
}

function commit(theme: Theme): ResolvedTheme {
  const resolvedTheme = resolveTheme(theme);
  useThemeStore.setState({ theme, resolvedTheme });
  applyToDocument(resolvedTheme);
  followSystem(theme === 'system');
  return resolvedTheme;
}

function initialState(): Pick<ThemeState, 'theme' | 'resolvedTheme'> {
  if (typeof window === 'undefined') return { theme: DEFAULT_THEME, resolvedTheme: 'dark' };
  const theme = readStoredTheme();
  return { theme, resolvedTheme: resolveTheme(theme) };
}

export const useThemeStore = create<ThemeState>()(() => ({
  ...initialState(),
  setTheme: (theme: Theme) => {
    const next = isTheme(theme) ? theme : DEFAULT_THEME;
    writeStoredTheme(next);
    commit(next);
  },
}));

let started = false;

function onStorage(event: StorageEvent): void {
  if (event.key === THEME_STORAGE_KEY || event.key === null) commit(readStoredTheme());
}

/**
 * Reads the stored theme and applies it to <html> (data-theme, color-scheme). Call it before
 * React renders to avoid a flash; calling it again re-reads storage. Returns the applied theme.
 */
export function applyInitialTheme(): ResolvedTheme {
  if (typeof window === 'undefined') return 'dark';
  if (!started) {
    started = true;
    // Another tab changed the theme.
    window.addEventListener('storage', onStorage);
  }
  return commit(readStoredTheme());
}

// The store takes over from any inline pre-render script as soon as the library loads, so
// `system` follows the OS live even on screens without a ThemeToggle.
applyInitialTheme();

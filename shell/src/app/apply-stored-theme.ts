/**
 * Sets the theme before the shared design system has loaded, so a light-theme user does not
 * see a dark flash. The design system's theme store takes over once it runs.
 */
export function applyStoredTheme(): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem('ui-theme');
  } catch {
    // Storage can be unavailable (private modes); the default applies.
  }
  const prefersLight = window.matchMedia?.('(prefers-color-scheme: light)').matches ?? false;
  const resolved = stored === 'light' || (stored === 'system' && prefersLight) ? 'light' : 'dark';
  document.documentElement.dataset['theme'] = resolved;
  document.documentElement.style.colorScheme = resolved;
}

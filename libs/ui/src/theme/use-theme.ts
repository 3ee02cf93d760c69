import { useThemeStore, type ResolvedTheme, type Theme } from './theme-store';

export type UseThemeResult = {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
};

export function useTheme(): UseThemeResult {
  const theme = useThemeStore((state) => state.theme);
  const resolvedTheme = useThemeStore((state) => state.resolvedTheme);
  const setTheme = useThemeStore((state) => state.setTheme);
  return { theme, resolvedTheme, setTheme };
}

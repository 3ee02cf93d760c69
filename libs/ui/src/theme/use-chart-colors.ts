import { useMemo } from 'react';
import { useTheme } from './use-theme';

/** The theme's colours a chart draws with, as values a canvas accepts. */
export type ChartColors = {
  primary: string;
  primarySoft: string;
  warning: string;
  text: string;
  grid: string;
};

function token(style: CSSStyleDeclaration, name: string, fallback: string): string {
  return style.getPropertyValue(name).trim() || fallback;
}

/** A canvas cannot use CSS variables: the theme's tokens are read, again when it changes. */
export function useChartColors(): ChartColors {
  const { resolvedTheme } = useTheme();
  return useMemo(() => {
    const style = getComputedStyle(document.documentElement);
    return {
      primary: token(style, '--gc-color-primary', '#6a5af9'),
      primarySoft: token(style, '--gc-color-primary-soft', '#231f4d'),
      warning: token(style, '--gc-color-warning', '#f59e0b'),
      text: token(style, '--gc-color-text-muted', '#a6b0cb'),
      grid: token(style, '--gc-color-border', '#243052'),
    };
    // resolvedTheme is what changes the tokens' values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resolvedTheme]);
}

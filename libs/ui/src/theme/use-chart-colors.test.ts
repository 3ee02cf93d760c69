import { act, renderHook } from '@testing-library/react';
import { applyInitialTheme, useThemeStore } from './theme-store';
import { useChartColors } from './use-chart-colors';

let tokens: HTMLStyleElement;

beforeEach(() => {
  localStorage.clear();
  applyInitialTheme();
  tokens = document.createElement('style');
  tokens.textContent = `
    :root[data-theme='dark'] { --gc-color-primary: #101010; --gc-color-border: #202020; }
    :root[data-theme='light'] { --gc-color-primary: #f0f0f0; --gc-color-border: #e0e0e0; }
  `;
  document.head.append(tokens);
});

afterEach(() => {
  tokens.remove();
  localStorage.clear();
  act(() => {
    applyInitialTheme();
  });
});

describe('useChartColors', () => {
  it("reads the theme's tokens, with the dark theme's values where one is missing", () => {
    const { result } = renderHook(() => useChartColors());

    expect(result.current).toEqual({
      primary: '#101010',
      primarySoft: '#231f4d',
      warning: '#f59e0b',
      text: '#a6b0cb',
      grid: '#202020',
    });
  });

  it('reads them again when the theme changes', () => {
    const { result } = renderHook(() => useChartColors());

    act(() => useThemeStore.getState().setTheme('light'));

    expect(result.current).toMatchObject({ primary: '#f0f0f0', grid: '#e0e0e0' });
  });
});

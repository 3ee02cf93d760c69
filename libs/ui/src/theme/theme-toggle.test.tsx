import '../test/dom-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyInitialTheme, THEME_STORAGE_KEY } from './theme-store';
import { ThemeToggle } from './theme-toggle';

beforeEach(() => {
  localStorage.clear();
  applyInitialTheme();
});

describe('ThemeToggle', () => {
  it('is a button named "Theme" with the test id', () => {
    render(<ThemeToggle />);

    expect(screen.getByRole('button', { name: 'Theme' })).toHaveAttribute(
      'data-testid',
      'theme-toggle',
    );
  });

  it('offers Light, Dark and System, marks the current one and applies a choice', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);

    await user.click(screen.getByTestId('theme-toggle'));

    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByTestId('theme-option-system')).toHaveAccessibleName('System');
    await user.click(screen.getByTestId('theme-option-light'));

    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('can be operated with the keyboard', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);

    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');

    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
  });
});

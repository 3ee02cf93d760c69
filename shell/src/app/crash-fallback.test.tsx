import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from 'react-error-boundary';
import { vi } from 'vitest';
import { CrashFallback } from './crash-fallback';

function Boom({ error }: { error: unknown }): never {
  throw error;
}

describe('CrashFallback', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

  it('catches a render error and shows the texts with the message in Error details', async () => {
    render(
      <ErrorBoundary FallbackComponent={CrashFallback}>
        <Boom error={new Error('Cannot read properties of undefined')} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(
      screen.getByText('The application encountered an error. Please try refreshing the page.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByText('Error details'));
    expect(screen.getByTestId('crash-details')).toHaveTextContent(
      'Cannot read properties of undefined',
    );
  });

  it('says "Unknown error" when the thrown value has no message', () => {
    render(
      <ErrorBoundary FallbackComponent={CrashFallback}>
        <Boom error="a string" />
      </ErrorBoundary>,
    );
    expect(screen.getByTestId('crash-details')).toHaveTextContent('Unknown error');
  });

  it('Refresh Page reloads the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<CrashFallback error={new Error('x')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});

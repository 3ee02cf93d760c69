import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@goalcoach/ui';
import { TriangleAlert } from 'lucide-react';
import type { FallbackProps } from 'react-error-boundary';
import '../layout/centered-page.css';
import './crash-fallback.css';

/** The last line of defence: an error no nearer boundary caught. */
export function CrashFallback({ error }: Pick<FallbackProps, 'error'>) {
  const message = error instanceof Error && error.message ? error.message : 'Unknown error';
  return (
    <main className="shell-centered" data-testid="crash-fallback">
      <Card className="shell-crash-card" role="alert">
        <CardHeader>
          <TriangleAlert aria-hidden className="shell-crash-icon" size={40} />
          <CardTitle>Something went wrong</CardTitle>
          <CardDescription>
            The application encountered an error. Please try refreshing the page.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <details className="shell-crash-details">
            <summary>Error details</summary>
            <pre data-testid="crash-details">{message}</pre>
          </details>
          <Button onClick={() => window.location.reload()} data-testid="crash-refresh">
            Refresh Page
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}

import { queryClient } from '@goalcoach/api';
import { Toaster, TooltipProvider } from '@goalcoach/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter } from '@goalcoach/routing';
import { AppRoutes } from './app-routes';
import { CrashFallback } from './crash-fallback';
import { OnDemandDialogs } from './on-demand-dialogs';

export function App() {
  return (
    <ErrorBoundary FallbackComponent={CrashFallback}>
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          <BrowserRouter>
            <AppRoutes />
            <OnDemandDialogs />
          </BrowserRouter>
          <Toaster />
        </TooltipProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

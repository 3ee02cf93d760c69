import { queryClient } from '@goalcoach/api';
import { Toaster, TooltipProvider } from '@goalcoach/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter } from '@goalcoach/routing';
import { AccountSettingsDialog } from '../account/account-settings-dialog';
import { AuthDialog } from '../auth/auth-dialog';
import { AppRoutes } from './app-routes';
import { CrashFallback } from './crash-fallback';

export function App() {
  return (
    <ErrorBoundary FallbackComponent={CrashFallback}>
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          <BrowserRouter>
            <AppRoutes />
            <AuthDialog />
            <AccountSettingsDialog />
          </BrowserRouter>
          <Toaster />
        </TooltipProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

import { createQueryClient } from '@goalcoach/api';
import { Toaster, useToastStore } from '@goalcoach/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from '@goalcoach/routing';

type Options = {
  /** The address the router starts at. */
  route?: string;
  /** A route pattern for `ui`, when it reads path parameters. */
  path?: string;
};

/** Renders with what the shell gives a remote: the app's query client setup, router, toasts. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path }: Options = {},
): RenderResult & { queryClient: QueryClient } {
  useToastStore.setState({ toasts: [] });
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        {path ? (
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        ) : (
          ui
        )}
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

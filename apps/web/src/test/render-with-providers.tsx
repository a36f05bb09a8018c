import { ThemeProvider, createTheme } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach } from 'vitest';
import { ConfirmationProvider } from '../components/confirmation/confirmation-provider';
import { ToastProvider } from '../components/toast/toast-provider';
import { createTestI18n } from './test-i18n';

afterEach(cleanup);

type RenderOptions = {
  // The URL the screen is shown at (path and query).
  url?: string;
  // Cached data the screen expects to find, as the route loaders leave it.
  seed?: (queryClient: QueryClient) => void;
};

// Renders a component as the app does: a query client (no retries, so errors show at once), the
// English texts, the theme, the confirmation dialog, the toast and a router at `url`.
export function renderWithProviders(ui: ReactNode, { url = '/', seed }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  seed?.(queryClient);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <I18nextProvider i18n={createTestI18n()}>
            <ThemeProvider theme={createTheme()}>
              <QueryClientProvider client={queryClient}>
                <ConfirmationProvider>
                  <ToastProvider>{ui}</ToastProvider>
                </ConfirmationProvider>
              </QueryClientProvider>
            </ThemeProvider>
          </I18nextProvider>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, queryClient };
}

import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import '../lib/i18n';
import { theme } from '../ui/theme';

/** Renders a screen with the app's providers at `path`; other paths show their name. */
export function renderScreen(element: ReactNode, path = '/', otherPaths: string[] = []) {
  const router = createMemoryRouter(
    [{ path, element }, ...otherPaths.map((p) => ({ path: p, element: <p>{`at ${p}`}</p> }))],
    { initialEntries: [path] },
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider theme={theme}>
      <ModalsProvider>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
  return router;
}

import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { configureClient } from '../api/client';
import { USER_QUERY_KEY } from '../features/users/queries';
import { Toasts } from '../ui/Toasts';
import { STYLE_NONCE, getStyleNonce } from '../ui/cspNonce';
import { toastError, toastSuccess } from '../ui/toast';
import { colorSchemeManager, cssVariablesResolver, responsiveCss, theme } from '../ui/theme';
import i18n, { currentLanguage } from '../lib/i18n';
import { queryClient } from '../lib/queryClient';
import { createAppRouter } from './router';

function createRouterWithClient() {
  const router = createAppRouter();
  configureClient({
    navigate: (path) => {
      if (router.state.location.pathname !== path) void router.navigate(path);
    },
    notify: ({ kind, messageKey }) =>
      kind === 'error' ? toastError(i18n.t(messageKey)) : toastSuccess(i18n.t(messageKey)),
    language: currentLanguage,
    onUnauthorized: () => queryClient.removeQueries({ queryKey: USER_QUERY_KEY }),
  });
  return router;
}

/** Providers: theme (light/dark remembered), modals, toasts, query cache, router. */
export function App() {
  const [router] = useState(createRouterWithClient);
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
      getStyleNonce={getStyleNonce}
    >
      <style nonce={STYLE_NONCE}>{responsiveCss}</style>
      <ModalsProvider>
        <Toasts />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useScreenClassWatcher } from '../hooks/use-screen-class';
import { useScrollWatcher } from '../hooks/use-scroll-state';
import { i18n } from '../lib/i18n';

/**
 * Server data lives in TanStack Query. No automatic retries: the API client reacts to errors in one
 * place, and a retry would repeat those reactions; the screens offer explicit retries instead.
 */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5 * 60 * 1000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

function Watchers() {
  useScreenClassWatcher();
  useScrollWatcher();
  return null;
}

export function AppProvider({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <Watchers />
        {children}
      </I18nextProvider>
    </QueryClientProvider>
  );
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../shared/api/http-client';

/** Only a lost connection or a server fault is worth a second try; a 4xx answer will not change. */
const retryOnce = (failures: number, error: unknown) =>
  failures < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500);

/** The browser's and the server's render (entry-server.tsx) share these defaults. */
export const queryDefaults = {
  queries: { staleTime: 30_000, retry: retryOnce, refetchOnWindowFocus: false },
};

export const queryClient = new QueryClient({ defaultOptions: queryDefaults });

export function AppProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

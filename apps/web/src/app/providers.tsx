import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';
import { SessionProvider } from '@/lib/session-context';

// Toasts only follow an action, so the toaster loads after the first paint.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not fix itself: retry only network and server failures, twice.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  // Signed-out means no cached data of the previous user may remain on screen.
  useEffect(
    () =>
      sessionStore.subscribe(() => {
        if (!sessionStore.getState().user) queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
      <Suspense fallback={null}>
        <Toaster position="top-center" richColors closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}

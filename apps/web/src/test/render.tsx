import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { SessionContext } from '@/lib/session-context';
import type { Session } from '@/lib/session-context';

/** Renders routes in a memory router with a fixed session; returns the router to inspect. */
export function renderRoutes(
  routes: RouteObject[],
  {
    path = '/',
    initialEntries,
    session = {},
  }: { path?: string; initialEntries?: string[]; session?: Partial<Session> } = {},
) {
  const value: Session = {
    user: null,
    loading: false,
    signIn: () => undefined,
    logout: async () => undefined,
    ...session,
  };
  const entries = initialEntries ?? [path];
  const router = createMemoryRouter(routes, {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <SessionContext value={value}>{children}</SessionContext>
    </QueryClientProvider>
  );
  const result = render(wrap(<RouterProvider router={router} />));
  return { ...result, router };
}

/** A route element that shows where the router is, for asserting redirects. */
export function LocationProbe({ name }: { name: string }) {
  return <p data-testid="page">{name}</p>;
}

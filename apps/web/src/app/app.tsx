import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { AppProviders } from './providers';
import { router } from './router';

export function App() {
  // A 401 on a signed-in call has already cleared the session; take the person to /login.
  useEffect(
    () => setUnauthorizedHandler(() => void router.navigate(paths.login, { replace: true })),
    [],
  );

  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { makeUser } from '@/test/fixtures';
import { LocationProbe, renderRoutes } from '@/test/render';
import { AdminRoute } from './admin-route';
import { RequireAuth } from './require-auth';
import { RequireDoctor } from './require-doctor';

const routes: RouteObject[] = [
  { path: '/', element: <LocationProbe name="home" /> },
  { path: '/login', element: <LocationProbe name="login" /> },
  {
    element: <RequireAuth />,
    children: [
      { path: '/dashboard', element: <LocationProbe name="dashboard" /> },
      {
        element: <RequireDoctor />,
        children: [{ path: '/doctor/profile', element: <LocationProbe name="doctor profile" /> }],
      },
    ],
  },
  {
    element: <AdminRoute />,
    children: [{ path: '/admin/panel', element: <LocationProbe name="admin panel" /> }],
  },
];

describe('signed-in guard', () => {
  it('shows Loading while the session is being restored', () => {
    renderRoutes(routes, { path: '/dashboard', session: { loading: true } });
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading$/);
    expect(screen.queryByTestId('page')).not.toBeInTheDocument();
  });

  it('redirects a visitor to /login and remembers where they were going', () => {
    const { router } = renderRoutes(routes, { path: '/dashboard' });
    expect(screen.getByTestId('page')).toHaveTextContent('login');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard' } });
  });

  it('renders the page for a signed-in user', () => {
    renderRoutes(routes, { path: '/dashboard', session: { user: makeUser('patient') } });
    expect(screen.getByTestId('page')).toHaveTextContent('dashboard');
  });
});

describe('doctor-only guard', () => {
  it('sends a patient to /', () => {
    const { router } = renderRoutes(routes, {
      path: '/doctor/profile',
      session: { user: makeUser('patient') },
    });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByTestId('page')).toHaveTextContent('home');
  });

  it('lets a doctor in', () => {
    renderRoutes(routes, { path: '/doctor/profile', session: { user: makeUser('doctor') } });
    expect(screen.getByTestId('page')).toHaveTextContent('doctor profile');
  });

  it('sends a visitor to /login first', () => {
    const { router } = renderRoutes(routes, { path: '/doctor/profile' });
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('admin route', () => {
  it("shows 'Loading...' while the session loads", () => {
    renderRoutes(routes, { path: '/admin/panel', session: { loading: true } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it.each(['patient', 'doctor'] as const)(
    'redirects a %s to / and replaces the history entry',
    (role) => {
      const { router } = renderRoutes(routes, {
        initialEntries: ['/dashboard', '/admin/panel'],
        session: { user: makeUser(role) },
      });
      expect(router.state.location.pathname).toBe('/');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(screen.queryByText('admin panel')).not.toBeInTheDocument();
    },
  );

  it('redirects a visitor to /', () => {
    const { router } = renderRoutes(routes, { path: '/admin/panel' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders the panel for an admin', () => {
    renderRoutes(routes, { path: '/admin/panel', session: { user: makeUser('admin') } });
    expect(screen.getByTestId('page')).toHaveTextContent('admin panel');
  });
});

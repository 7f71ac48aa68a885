import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@arogya/contracts/auth';
import { makeUser } from '@/test/fixtures';
import { LocationProbe, renderRoutes } from '@/test/render';
import { Header } from './header';

function renderHeader(user: UserInfo | null, logout = vi.fn(async () => undefined)) {
  const view = renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <Header />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <LocationProbe name="home" /> },
          { path: 'login', element: <LocationProbe name="login" /> },
        ],
      },
    ],
    { session: { user, logout } },
  );
  return { ...view, logout };
}

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const linkNames = () =>
  mainNav()
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Header', () => {
  it('shows Find a Doctor, Analyze, Login and Sign Up to a visitor', () => {
    renderHeader(null);
    expect(linkNames()).toEqual(['Find a Doctor', 'Analyze']);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('shows a patient every link and their first name', async () => {
    renderHeader(makeUser('patient'));
    expect(linkNames()).toEqual(['Dashboard', 'Assistant', 'Find a Doctor', 'Analyze']);
    expect(await screen.findByRole('button', { name: 'Priya' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('hides Find a Doctor from a doctor', () => {
    renderHeader(makeUser('doctor'));
    expect(linkNames()).toEqual(['Dashboard', 'Assistant', 'Analyze']);
  });

  it('shows an admin neither Find a Doctor nor Analyze', () => {
    renderHeader(makeUser('admin'));
    expect(linkNames()).toEqual(['Dashboard', 'Assistant']);
  });

  it('lists the account items, with Admin Panel only for an admin', async () => {
    const user = userEvent.setup();
    renderHeader(makeUser('admin'));
    await user.click(await screen.findByRole('button', { name: 'Kavya' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByText('Kavya Reddy')).toBeInTheDocument();
    expect(menu.getByText('admin@example.in')).toBeInTheDocument();
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Dashboard',
      'My Profile',
      'Admin Panel',
      'Logout',
    ]);
    expect(menu.getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute(
      'href',
      '/admin/panel',
    );
  });

  it('has no Admin Panel for a patient', async () => {
    const user = userEvent.setup();
    renderHeader(makeUser('patient'));
    await user.click(await screen.findByRole('button', { name: 'Priya' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(menu.queryByRole('menuitem', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('logs out and goes to /login', async () => {
    const user = userEvent.setup();
    const { logout, router } = renderHeader(makeUser('patient'));
    await user.click(await screen.findByRole('button', { name: 'Priya' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('page')).toHaveTextContent('login');
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('Mobile menu', () => {
  it('opens with aria-expanded, mirrors the links and closes on Escape', async () => {
    const user = userEvent.setup();
    renderHeader(makeUser('doctor'));
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = within(screen.getByRole('navigation', { name: 'Menu' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Assistant',
      'Analyze',
      'Dashboard',
      'My Profile',
    ]);
    expect(menu.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes after navigating', async () => {
    const user = userEvent.setup();
    renderHeader(null);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(screen.getByRole('navigation', { name: 'Menu' }));
    await user.click(menu.getByRole('link', { name: 'Login' }));
    expect(await screen.findByTestId('page')).toHaveTextContent('login');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { routes } from './router';

describe('routes', () => {
  it('shows a friendly 404 with a link home for an unknown path', async () => {
    renderRoutes(routes, { path: '/no-such-page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('renders the Document Analyzer title and subtitle for a signed-in user', async () => {
    renderRoutes(routes, { path: '/analyze', session: { user: makeUser('doctor') } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Document Analyzer' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Upload a prescription or lab report to get a simple explanation.'),
    ).toBeInTheDocument();
  });

  it('renders the admin panel headings for an admin', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse([]));
    renderRoutes(routes, { path: '/admin/panel', session: { user: makeUser('admin') } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Panel' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Doctor Management' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Verify new doctor profiles to make them visible to patients.'),
    ).toBeInTheDocument();
  });

  it('greets every role by first name on the dashboard', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse([]));
    renderRoutes(routes, { path: '/dashboard', session: { user: makeUser('doctor') } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Arjun!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Edit your doctor profile/ })).toHaveAttribute(
      'href',
      '/doctor/profile',
    );
  });

  it('renders the landing page with its claims, steps and rated testimonials', async () => {
    renderRoutes(routes, { path: '/' });
    expect(await screen.findByText('Trusted by 10,000+ users')).toBeInTheDocument();
    expect(screen.getByText('24/7 AI support')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Talk to the AI assistant/ })).toHaveAttribute(
      'href',
      '/assistant',
    );
    expect(screen.getAllByRole('img', { name: /out of 5 stars/ })).toHaveLength(3);
    expect(document.getElementById('features')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });
});

import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { paths } from '@/lib/paths';
import { AdminRoute } from './guards/admin-route';
import { RequireAuth } from './guards/require-auth';
import { RequireDoctor } from './guards/require-doctor';
import { HydrateFallback } from './hydrate-fallback';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

/** Every page is its own chunk, so the first bundle holds only the shell and the current page. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback,
    children: [
      {
        index: true,
        lazy: page(
          () => import('@/features/landing/landing-page'),
          (m) => m.LandingPage,
        ),
      },
      {
        path: paths.login,
        lazy: page(
          () => import('@/features/auth/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: paths.signup,
        lazy: page(
          () => import('@/features/auth/signup-page'),
          (m) => m.SignupPage,
        ),
      },
      {
        path: paths.forgotPassword,
        lazy: page(
          () => import('@/features/auth/forgot-password-page'),
          (m) => m.ForgotPasswordPage,
        ),
      },
      {
        path: paths.resetPassword,
        lazy: page(
          () => import('@/features/auth/reset-password-page'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: paths.findDoctor,
        lazy: page(
          () => import('@/features/doctors/find-a-doctor-page'),
          (m) => m.FindADoctorPage,
        ),
      },
      {
        path: paths.faq,
        lazy: page(
          () => import('@/features/info-pages/faq-page'),
          (m) => m.FaqPage,
        ),
      },
      {
        path: paths.contact,
        lazy: page(
          () => import('@/features/info-pages/contact-page'),
          (m) => m.ContactPage,
        ),
      },
      {
        path: paths.terms,
        lazy: page(
          () => import('@/features/info-pages/terms-page'),
          (m) => m.TermsPage,
        ),
      },
      {
        path: paths.privacy,
        lazy: page(
          () => import('@/features/info-pages/privacy-page'),
          (m) => m.PrivacyPage,
        ),
      },
      {
        Component: RequireAuth,
        children: [
          {
            path: paths.dashboard,
            lazy: page(
              () => import('@/features/dashboard/dashboard-page'),
              (m) => m.DashboardPage,
            ),
          },
          {
            path: paths.assistant,
            lazy: page(
              () => import('@/features/assistant/assistant-page'),
              (m) => m.AssistantPage,
            ),
          },
          {
            path: paths.profile,
            lazy: page(
              () => import('@/features/profile/profile-page'),
              (m) => m.ProfilePage,
            ),
          },
          {
            path: paths.analyze,
            lazy: page(
              () => import('@/features/analyzer/analyze-page'),
              (m) => m.AnalyzePage,
            ),
          },
          {
            path: paths.chat,
            lazy: page(
              () => import('@/features/chat/chat-page'),
              (m) => m.ChatPage,
            ),
          },
          {
            Component: RequireDoctor,
            children: [
              {
                path: paths.doctorProfile,
                lazy: page(
                  () => import('@/features/doctors/doctor-profile-page'),
                  (m) => m.DoctorProfilePage,
                ),
              },
            ],
          },
        ],
      },
      {
        Component: AdminRoute,
        children: [
          {
            path: paths.adminPanel,
            lazy: page(
              () => import('@/features/admin/admin-panel-page'),
              (m) => m.AdminPanelPage,
            ),
          },
        ],
      },
      {
        path: '*',
        lazy: page(
          () => import('@/features/info-pages/not-found-page'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

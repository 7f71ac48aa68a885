/**
 * Every route path of SPEC §2 in one place. It lives in lib/ (not app/) because features link
 * to each other's pages and lint forbids features from importing app/.
 */
export const paths = {
  home: '/',
  features: '/#features',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  findDoctor: '/find-a-doctor',
  assistant: '/assistant',
  dashboard: '/dashboard',
  profile: '/profile',
  analyze: '/analyze',
  chat: '/chat/:appointmentId',
  doctorProfile: '/doctor/profile',
  adminPanel: '/admin/panel',
  faq: '/faq',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
} as const;

export const chatPath = (appointmentId: string) => `/chat/${encodeURIComponent(appointmentId)}`;

export const resetPasswordPath = (token: string) => `/reset-password/${encodeURIComponent(token)}`;

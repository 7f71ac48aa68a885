import { enAnalyzer } from './en/analyzer';
import { enAssistant } from './en/assistant';
import { enChat } from './en/chat';
import { enDashboard } from './en/dashboard';
import { enAdmin, enDoctors } from './en/doctors';
import { enInfo } from './en/info';
import { enLanding } from './en/landing';

/**
 * English source strings. Every other locale mirrors this shape (see `Messages` in i18n.ts).
 * Texts quoted in SPEC.md are reproduced exactly; do not "improve" them.
 */
export const en = {
  common: {
    appName: 'Arogya',
    tagline: 'Health guidance and doctors for India',
    loading: 'Loading',
    loadingEllipsis: 'Loading...',
    skipToContent: 'Skip to main content',
    errorWithMessage: 'Error: {{message}}',
    somethingWentWrong: 'Something went wrong',
    comingSoonTitle: 'Coming soon',
    comingSoonBody:
      'We are still building this part of Arogya. It will appear here as soon as it is ready.',
    backToDashboard: 'Back to your dashboard',
    goHome: 'Go to the home page',
    reload: 'Reload the page',
    pageFailed: 'This page could not be loaded. Check your connection and try again.',
  },
  roles: {
    patient: 'Patient',
    doctor: 'Doctor',
    admin: 'Admin',
  },
  nav: {
    main: 'Main',
    home: 'Arogya home',
    dashboard: 'Dashboard',
    assistant: 'Assistant',
    findDoctor: 'Find a Doctor',
    analyze: 'Analyze',
    login: 'Login',
    signUp: 'Sign Up',
    myProfile: 'My Profile',
    adminPanel: 'Admin Panel',
    logout: 'Logout',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mobileMenu: 'Menu',
    userMenu: 'Account menu for {{name}}',
    signedInAs: 'Signed in as',
  },
  footer: {
    about:
      'AI symptom guidance, verified doctors and plain-language explanations of your medical documents.',
    explore: 'Explore',
    account: 'Account',
    help: 'Help',
    features: 'Features',
    faq: 'FAQ',
    contact: 'Contact',
    terms: 'Terms of Use',
    privacy: 'Privacy Policy',
    city: 'Bengaluru, India',
    email: 'support@arogya.health',
    emergency: 'In an emergency, call 108 or 112.',
    disclaimer: 'Arogya gives guidance, not a diagnosis. It does not replace a doctor.',
    copyright: '© {{year}} Arogya',
  },
  landing: enLanding,
  validation: {
    fillAllFields: 'Please fill in all fields.',
    passwordsDoNotMatch: 'Passwords do not match.',
    passwordsDoNotMatchReset: 'Passwords do not match',
    passwordTooShort: 'Password must be at least 6 characters long.',
    invalidEmail: 'Please enter a valid email address.',
  },
  auth: {
    email: 'Email',
    password: 'Password',
    login: {
      title: 'Welcome back',
      subtitle: 'Log in to your Arogya account.',
      submit: 'Login',
      submitting: 'Logging in...',
      forgot: 'Forgot your password?',
      noAccount: "Don't have an account?",
      signUp: 'Sign up',
    },
    signup: {
      title: 'Create your account',
      subtitle: 'Free for patients. Doctors join to meet patients online.',
      name: 'Full name',
      confirmPassword: 'Confirm password',
      passwordHint: 'At least 6 characters.',
      roleLegend: 'I am joining as a',
      rolePatient: 'Patient',
      rolePatientHint: 'Get guidance, find doctors and book appointments.',
      roleDoctor: 'Doctor',
      roleDoctorHint: 'Create a profile and consult patients once verified.',
      submit: 'Sign Up',
      submitting: 'Creating account...',
      haveAccount: 'Already have an account?',
      login: 'Log in',
      welcome: 'Welcome to Arogya, {{name}}!',
    },
    forgot: {
      title: 'Forgot your password?',
      subtitle: 'Enter your email and we will send you a link to set a new password.',
      submit: 'Send reset link',
      submitting: 'Sending...',
      consoleHint:
        'Running Arogya on your own computer? No email is sent: the reset link is printed in the developer console (the server log).',
      backToLogin: 'Back to login',
    },
    reset: {
      title: 'Set a new password',
      subtitle: 'Choose a password of at least 6 characters.',
      newPassword: 'New password',
      confirmPassword: 'Confirm new password',
      submit: 'Reset password',
      submitting: 'Saving...',
      redirecting: 'Taking you to the login page...',
    },
  },
  profile: {
    title: 'My Profile',
    subtitle: 'Your Arogya account details.',
    loading: 'Loading profile...',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    memberSince: 'Member since',
    missing: 'Could not load profile information.',
    loadFailed: 'Failed to fetch profile',
  },
  dashboard: enDashboard,
  assistant: enAssistant,
  doctors: enDoctors,
  analyzer: enAnalyzer,
  chat: enChat,
  admin: enAdmin,

  notFound: {
    title: 'Page not found',
    body: 'We could not find the page you were looking for. It may have moved, or the address may be mistyped.',
    code: 'Error 404',
  },
  ...enInfo,
} as const;

import { z } from 'zod';
import { userRole } from './common';

/** SPEC.md §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;
/** Upper bound so that hashing cost cannot be abused. */
export const MAX_PASSWORD_LENGTH = 128;

export const FILL_ALL_FIELDS = 'Please fill in all fields.';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long.';

const requiredText = (max: number) =>
  z
    .string({ error: FILL_ALL_FIELDS })
    .trim()
    .min(1, FILL_ALL_FIELDS)
    .max(max, `Must be at most ${max} characters.`);

export const email = requiredText(254)
  .pipe(z.email('Please enter a valid email address.'))
  .transform((value) => value.toLowerCase());

export const password = z
  .string({ error: FILL_ALL_FIELDS })
  .min(1, FILL_ALL_FIELDS)
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`);

/** Roles a person may choose at sign-up; admins are never created through the API. */
export const selfServiceRole = z.enum(['patient', 'doctor'], {
  error: 'Role must be patient or doctor.',
});

export const loginRequest = z.object({
  email,
  password: z.string({ error: FILL_ALL_FIELDS }).min(1, FILL_ALL_FIELDS).max(MAX_PASSWORD_LENGTH),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const registerRequest = z.object({
  name: requiredText(100),
  email,
  password,
  role: selfServiceRole.default('patient'),
});
export type RegisterRequest = z.input<typeof registerRequest>;

/** SPEC.md §3 session user info, as stored by the web app under `userInfo`. */
export const userInfo = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: userRole,
  token: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const forgotPasswordRequest = z.object({ email });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

export const resetPasswordRequest = z.object({ password });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

export const resetTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'This reset link is invalid or has expired.'),
});

/** The same answer whether or not the email has an account. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, a password reset link has been sent.';
export const RESET_PASSWORD_MESSAGE = 'Your password has been reset. You can now log in.';
export const INVALID_RESET_TOKEN = 'This reset link is invalid or has expired.';
export const INVALID_CREDENTIALS = 'Invalid email or password.';

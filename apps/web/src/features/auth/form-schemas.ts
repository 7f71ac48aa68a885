import {
  FILL_ALL_FIELDS,
  PASSWORD_TOO_SHORT,
  registerRequest,
  resetPasswordRequest,
} from '@arogya/contracts/auth';
import type { ParseKeys, TFunction } from 'i18next';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';

/** Messages of the web-only checks are i18n keys; contract messages are mapped below. */
const MISMATCH = 'validation.passwordsDoNotMatch';
const MISMATCH_RESET = 'validation.passwordsDoNotMatchReset';

const confirmation = z.string().min(1, FILL_ALL_FIELDS);

// `when: () => true` runs the match check even when another field failed, so the form can
// report the most important problem first (SPEC §5 order), not whichever zod met first.
export const signupForm = registerRequest
  .extend({ confirmPassword: confirmation })
  .refine((form) => form.password === form.confirmPassword, {
    message: MISMATCH,
    path: ['confirmPassword'],
    when: () => true,
  });
export type SignupFormValues = z.input<typeof signupForm>;

export const resetPasswordForm = resetPasswordRequest
  .extend({ confirmPassword: confirmation })
  .refine((form) => form.password === form.confirmPassword, {
    message: MISMATCH_RESET,
    path: ['confirmPassword'],
    when: () => true,
  });
export type ResetPasswordFormValues = z.input<typeof resetPasswordForm>;

/** SPEC §5: all fields first, then the match, then the length. */
const PRIORITY = [FILL_ALL_FIELDS, MISMATCH, MISMATCH_RESET, PASSWORD_TOO_SHORT];

const CONTRACT_MESSAGES: Record<string, ParseKeys> = {
  [FILL_ALL_FIELDS]: 'validation.fillAllFields',
  [PASSWORD_TOO_SHORT]: 'validation.passwordTooShort',
  'Please enter a valid email address.': 'validation.invalidEmail',
};

/** The one message a form shows: the highest-priority problem, translated. */
export function formErrorMessage(errors: FieldErrors, t: TFunction): string | undefined {
  const messages = Object.values(errors)
    .map((error) => error?.message)
    .filter((message): message is string => typeof message === 'string' && message.length > 0);
  if (messages.length === 0) return undefined;
  const rank = (message: string) => {
    const index = PRIORITY.indexOf(message);
    return index === -1 ? PRIORITY.length : index;
  };
  const [first] = [...messages].sort((a, b) => rank(a) - rank(b));
  if (!first) return undefined;
  if (first === MISMATCH || first === MISMATCH_RESET) return t(first);
  const key = CONTRACT_MESSAGES[first];
  return key ? t(key) : first;
}

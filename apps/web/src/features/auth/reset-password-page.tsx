import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useResetPassword } from './api/auth-api';
import { AuthCard } from './components/auth-card';
import { formErrorMessage, resetPasswordForm } from './form-schemas';
import type { ResetPasswordFormValues } from './form-schemas';

const ERROR_ID = 'reset-error';
/** SPEC §9: redirect delay after a password reset. */
export const RESET_REDIRECT_MS = 3000;

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword(token);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(
      () => void navigate(paths.login, { replace: true }),
      RESET_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const onSubmit = handleSubmit(
    ({ password }) => reset.mutate({ password }),
    () => reset.reset(),
  );

  const validation = formErrorMessage(errors, t);
  const message =
    validation ??
    (reset.isError ? errorMessage(reset.error, t('common.somethingWentWrong')) : null);
  const invalid = (field: keyof ResetPasswordFormValues) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': ERROR_ID } : {};

  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      {reset.isSuccess ? (
        <div className="space-y-3">
          <Alert tone="success">{reset.data.message}</Alert>
          <p className="text-center text-slate-700">{t('auth.reset.redirecting')}</p>
        </div>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} className="space-y-5">
          {message && (
            <div id={ERROR_ID}>
              <Alert>{message}</Alert>
            </div>
          )}
          <Field
            label={t('auth.reset.newPassword')}
            type="password"
            autoComplete="new-password"
            {...register('password')}
            {...invalid('password')}
          />
          <Field
            label={t('auth.reset.confirmPassword')}
            type="password"
            autoComplete="new-password"
            {...register('confirmPassword')}
            {...invalid('confirmPassword')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

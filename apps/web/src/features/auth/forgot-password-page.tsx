import { forgotPasswordRequest } from '@arogya/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useForgotPassword } from './api/auth-api';
import { AuthCard } from './components/auth-card';
import { formErrorMessage } from './form-schemas';

const ERROR_ID = 'forgot-error';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordRequest), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(
    (values) => forgot.mutate(values),
    () => forgot.reset(),
  );

  const validation = formErrorMessage(errors, t);
  const message =
    validation ??
    (forgot.isError ? errorMessage(forgot.error, t('common.somethingWentWrong')) : null);

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <Link
          to={paths.login}
          className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900"
        >
          {t('auth.forgot.backToLogin')}
        </Link>
      }
    >
      {forgot.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success">{forgot.data.message}</Alert>
          <Alert tone="info">{t('auth.forgot.consoleHint')}</Alert>
        </div>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} className="space-y-5">
          {message && (
            <div id={ERROR_ID}>
              <Alert>{message}</Alert>
            </div>
          )}
          <Field
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...register('email')}
            {...(errors.email ? { 'aria-invalid': true, 'aria-describedby': ERROR_ID } : {})}
          />
          <Button type="submit" size="lg" className="w-full" disabled={forgot.isPending}>
            {forgot.isPending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

import { loginRequest } from '@arogya/contracts/auth';
import type { LoginRequest, UserInfo } from '@arogya/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Location } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session-context';
import { hasDoctorProfile, useLogin } from './api/auth-api';
import { AuthCard } from './components/auth-card';
import { formErrorMessage } from './form-schemas';

const ERROR_ID = 'login-error';
const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900';

/** Where a guard sent the person from, if it is a page worth returning to. */
function returnPath(state: unknown): string | null {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname === paths.login) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function LoginPage() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '' },
  });

  const goOn = async (user: UserInfo) => {
    if (user.role === 'doctor') {
      const target = (await hasDoctorProfile()) ? paths.dashboard : paths.doctorProfile;
      await navigate(target, { replace: true });
      return;
    }
    await navigate(returnPath(location.state) ?? paths.dashboard, { replace: true });
  };

  const onSubmit = handleSubmit(
    (values) =>
      loginMutation.mutate(values, {
        onSuccess: (user) => {
          signIn(user);
          void goOn(user);
        },
      }),
    () => loginMutation.reset(),
  );

  const validation = formErrorMessage(errors, t);
  const message =
    validation ??
    (loginMutation.isError
      ? errorMessage(loginMutation.error, t('common.somethingWentWrong'))
      : null);
  const invalid = (field: keyof LoginRequest) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': ERROR_ID } : {};

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link to={paths.signup} className={linkClass}>
            {t('auth.login.signUp')}
          </Link>
        </>
      }
    >
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
          {...invalid('email')}
        />
        <Field
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          {...register('password')}
          {...invalid('password')}
        />
        <div className="text-right">
          <Link to={paths.forgotPassword} className={linkClass}>
            {t('auth.login.forgot')}
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={loginMutation.isPending}>
          {loginMutation.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

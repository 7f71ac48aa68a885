import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { firstName } from '@/lib/session';
import { useSession } from '@/lib/session-context';
import { useRegister } from './api/auth-api';
import { AuthCard } from './components/auth-card';
import { RoleChoice } from './components/role-choice';
import { formErrorMessage, signupForm } from './form-schemas';
import type { SignupFormValues } from './form-schemas';

const ERROR_ID = 'signup-error';

export function SignupPage() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signupForm),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', role: 'patient' },
  });

  const onSubmit = handleSubmit(
    ({ confirmPassword: _confirm, ...values }) =>
      registerMutation.mutate(values, {
        onSuccess: (user) => {
          signIn(user);
          toast.success(t('auth.signup.welcome', { name: firstName(user.name) }));
          void navigate(paths.home, { replace: true });
        },
      }),
    () => registerMutation.reset(),
  );

  const validation = formErrorMessage(errors, t);
  const message =
    validation ??
    (registerMutation.isError
      ? errorMessage(registerMutation.error, t('common.somethingWentWrong'))
      : null);
  const invalid = (field: keyof SignupFormValues) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': ERROR_ID } : {};

  return (
    <AuthCard
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle')}
      footer={
        <>
          {t('auth.signup.haveAccount')}{' '}
          <Link
            to={paths.login}
            className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900"
          >
            {t('auth.signup.login')}
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
          label={t('auth.signup.name')}
          autoComplete="name"
          {...register('name')}
          {...invalid('name')}
        />
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
          autoComplete="new-password"
          hint={t('auth.signup.passwordHint')}
          {...register('password')}
          {...invalid('password')}
        />
        <Field
          label={t('auth.signup.confirmPassword')}
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
          {...invalid('confirmPassword')}
        />
        <RoleChoice registration={register('role')} />
        <Button type="submit" size="lg" className="w-full" disabled={registerMutation.isPending}>
          {registerMutation.isPending ? t('auth.signup.submitting') : t('auth.signup.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session-context';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { headerLinks } from './nav-items';

// The dropdown library is only needed once someone is signed in.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center rounded-lg px-3 font-medium',
    isActive
      ? 'bg-teal-50 text-teal-900'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

export function Header() {
  const { t } = useTranslation();
  const { user, loading } = useSession();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label={t('nav.main')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {headerLinks(user).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={navLinkClass}>
                  {t(`nav.${link.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          {/* Nothing while the session is restored, so a signed-in user never sees Login flash. */}
          {loading ? null : user ? (
            <Suspense fallback={null}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <>
              <Link to={paths.login} className={buttonClasses({ variant: 'ghost' })}>
                {t('nav.login')}
              </Link>
              <Link to={paths.signup} className={buttonClasses()}>
                {t('nav.signUp')}
              </Link>
            </>
          )}
        </div>
        <MobileMenu user={user} loading={loading} />
      </div>
    </header>
  );
}

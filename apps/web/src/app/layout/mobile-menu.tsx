import type { UserInfo } from '@arogya/contracts/auth';
import { LogOut, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { accountLinks, headerLinks } from './nav-items';
import { useLogoutAndLeave } from './use-logout';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-12 items-center rounded-xl px-4 text-lg font-medium',
    isActive ? 'bg-teal-50 text-teal-900' : 'text-slate-800 hover:bg-slate-100',
  );

/** The small-screen menu: the same links as the header and the user menu. */
export function MobileMenu({ user, loading }: { user: UserInfo | null; loading: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const logoutAndLeave = useLogoutAndLeave();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The menu belongs to one location: any navigation closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpenAt(null);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
        onClick={() => setOpenAt(open ? null : location.key)}
        className="inline-flex size-11 items-center justify-center rounded-xl text-slate-800 hover:bg-slate-100"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
      </button>
      <div
        id="mobile-menu"
        hidden={!open}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        <nav aria-label={t('nav.mobileMenu')}>
          <ul className="space-y-1">
            {headerLinks(user).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass} onClick={close}>
                  {t(`nav.${link.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          {loading ? null : user ? (
            <div className="mt-4 border-t border-slate-200 pt-4">
              <p className="px-4 pb-2">
                <span className="sr-only">{t('nav.signedInAs')} </span>
                <span className="block font-semibold text-slate-900">{user.name}</span>
                <span className="block break-all text-sm text-slate-600">{user.email}</span>
              </p>
              <ul className="space-y-1">
                {accountLinks(user).map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className={linkClass} end onClick={close}>
                      {t(`nav.${link.label}`)}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    onClick={() => void logoutAndLeave()}
                    className="flex min-h-12 w-full items-center gap-2 rounded-xl px-4 text-lg font-medium text-slate-800 hover:bg-slate-100"
                  >
                    <LogOut aria-hidden="true" className="size-5" />
                    {t('nav.logout')}
                  </button>
                </li>
              </ul>
            </div>
          ) : (
            <div className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-200 pt-4">
              <Link
                to={paths.login}
                onClick={close}
                className={buttonClasses({ variant: 'secondary' })}
              >
                {t('nav.login')}
              </Link>
              <Link to={paths.signup} onClick={close} className={buttonClasses()}>
                {t('nav.signUp')}
              </Link>
            </div>
          )}
        </nav>
      </div>
    </div>
  );
}

import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ParseKeys } from 'i18next';
import { paths } from '@/lib/paths';
import { Logo } from './logo';

type FooterLink = { to: string; label: ParseKeys };

const columns: { heading: 'explore' | 'account' | 'help'; links: FooterLink[] }[] = [
  {
    heading: 'explore',
    links: [
      { to: paths.features, label: 'footer.features' },
      { to: paths.findDoctor, label: 'nav.findDoctor' },
    ],
  },
  {
    heading: 'account',
    links: [
      { to: paths.login, label: 'nav.login' },
      { to: paths.signup, label: 'nav.signUp' },
    ],
  },
  {
    heading: 'help',
    links: [
      { to: paths.faq, label: 'footer.faq' },
      { to: paths.contact, label: 'footer.contact' },
      { to: paths.terms, label: 'footer.terms' },
      { to: paths.privacy, label: 'footer.privacy' },
    ],
  },
];

const linkClass =
  'inline-flex min-h-11 items-center rounded-lg text-slate-700 underline-offset-4 hover:text-teal-800 hover:underline';

export function Footer() {
  const { t } = useTranslation();
  const email = t('footer.email');

  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-5">
        <div className="space-y-3 lg:col-span-2">
          <Logo />
          <p className="text-slate-700">{t('footer.about')}</p>
          <p className="flex items-center gap-2 text-slate-700">
            <MapPin aria-hidden="true" className="size-5 shrink-0 text-teal-700" />
            {t('footer.city')}
          </p>
          <p className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-5 shrink-0 text-teal-700" />
            <a href={`mailto:${email}`} className={linkClass}>
              {email}
            </a>
          </p>
          <p className="flex items-center gap-2 font-medium text-red-800">
            <Phone aria-hidden="true" className="size-5 shrink-0" />
            {t('footer.emergency')}
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-labelledby={`footer-${column.heading}`}>
            <h2 id={`footer-${column.heading}`} className="mb-2 font-semibold text-slate-900">
              {t(`footer.${column.heading}`)}
            </h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-4 text-sm text-slate-600 sm:flex-row sm:justify-between sm:px-6">
          <p>{t('footer.disclaimer')}</p>
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}

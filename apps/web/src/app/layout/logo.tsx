import { HeartPulse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.home}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg text-xl font-bold text-teal-800"
    >
      <span className="flex size-9 items-center justify-center rounded-xl bg-teal-700 text-white">
        <HeartPulse aria-hidden="true" className="size-5" />
      </span>
      {t('common.appName')}
    </Link>
  );
}

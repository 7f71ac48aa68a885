import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** Shown only on the very first load, while the first page's chunk arrives. */
export function HydrateFallback() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
}

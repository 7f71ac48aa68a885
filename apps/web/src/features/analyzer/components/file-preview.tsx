import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../use-object-url';

/** SPEC §2 /analyze: the chosen image, labelled 'Preview:', so people can check it is readable. */
export function FilePreview({ file }: { file: File }) {
  const { t } = useTranslation();
  const url = useObjectUrl(file);
  return (
    <figure className="space-y-2">
      <figcaption className="font-medium text-slate-900">
        {t('analyzer.preview')}{' '}
        <span className="break-all font-normal text-slate-600">{file.name}</span>
      </figcaption>
      {url && (
        <img
          src={url}
          alt={t('analyzer.previewAlt', { name: file.name })}
          decoding="async"
          className="max-h-72 w-full rounded-xl border border-slate-200 bg-slate-100 object-contain"
        />
      )}
    </figure>
  );
}

import { SEARCH_LANGUAGES } from '@arogya/contracts/doctors';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';

export type FilterValues = { search: string; location: string; language: string };

/** SPEC §2 /find-a-doctor filters: search text, location and language (SPEC §9 list). */
export function SearchFilters({
  values,
  onChange,
}: {
  values: FilterValues;
  onChange: (next: Partial<FilterValues>) => void;
}) {
  const { t } = useTranslation();
  const languageId = useId();
  return (
    <form
      role="search"
      aria-label={t('doctors.filters.label')}
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-[2fr_1.5fr_1fr]"
    >
      <div className="relative">
        <Field
          label={t('doctors.filters.search')}
          type="search"
          placeholder={t('doctors.filters.searchPlaceholder')}
          value={values.search}
          onChange={(event) => onChange({ search: event.target.value })}
          enterKeyHint="search"
        />
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute right-3 bottom-3 size-5 text-slate-400"
        />
      </div>
      <Field
        label={t('doctors.filters.location')}
        type="search"
        placeholder={t('doctors.filters.locationPlaceholder')}
        value={values.location}
        onChange={(event) => onChange({ location: event.target.value })}
        autoComplete="address-level2"
      />
      <div className="space-y-1.5">
        <label htmlFor={languageId} className="block font-medium text-slate-900">
          {t('doctors.filters.language')}
        </label>
        <select
          id={languageId}
          value={values.language || 'Any'}
          onChange={(event) => onChange({ language: event.target.value })}
          className="block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          <option value="Any">{t('doctors.filters.any')}</option>
          {SEARCH_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`doctors.languages.${language}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

import type { PrescribedMedicine } from '@arogya/contracts/analysis';
import { Pill } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const scheduleFields = ['dosage', 'frequency', 'duration', 'instructions'] as const;

/** The medicines of a prescription, each with how much, when, how long and any note. */
export function MedicineList({ medicines }: { medicines: PrescribedMedicine[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="space-y-2">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('analyzer.medicines.title')}
      </h3>
      <ul aria-labelledby={headingId} className="space-y-3">
        {medicines.map((medicine, index) => {
          const schedule = scheduleFields.filter((field) => medicine[field]);
          return (
            <li
              key={`${medicine.name}-${index}`}
              className="rounded-xl border border-slate-200 bg-slate-50 p-4"
            >
              <p className="flex items-start gap-2 font-semibold break-words text-slate-900">
                <Pill aria-hidden="true" className="mt-1 size-5 shrink-0 text-teal-700" />
                <span>
                  {medicine.name} {medicine.strength}
                </span>
              </p>
              {schedule.length > 0 && (
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  {schedule.map((field) => (
                    <div key={field} className="contents">
                      <dt className="text-slate-600">{t(`analyzer.medicines.${field}`)}</dt>
                      <dd className="break-words text-slate-900">{medicine[field]}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

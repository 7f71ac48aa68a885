import type { DoctorProfile } from '@arogya/contracts/doctors';
import { BadgeCheck, Briefcase, IndianRupee, Languages, MapPin, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatInr } from '@/lib/format';

/** One result: who, what, where, how much, in which languages, how rated, and Book. */
export function DoctorCard({
  doctor,
  onBook,
}: {
  doctor: DoctorProfile;
  onBook?: (doctor: DoctorProfile) => void;
}) {
  const { t } = useTranslation();
  const { average, count } = doctor.ratings;
  // SPEC §9: the rating is shown to one decimal.
  const rating = average.toFixed(1);

  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="break-words text-xl font-bold text-slate-900">{doctor.user.name}</h3>
          <p className="font-medium text-teal-800">{doctor.specialty}</p>
        </div>
        {doctor.isVerified && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-sm font-semibold text-emerald-800">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t('doctors.card.verified')}
          </span>
        )}
      </div>

      <dl className="mt-4 grid gap-2 text-slate-700">
        <div className="flex items-center gap-2">
          <dt className="sr-only">{t('doctors.card.location')}</dt>
          <MapPin aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          <dd className="break-words">{doctor.location}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">{t('doctors.professional.experience')}</dt>
          <Briefcase aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          <dd>{t('doctors.card.experience', { count: doctor.experience })}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">{t('doctors.card.languages')}</dt>
          <Languages aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          <dd className="break-words">{doctor.languages.join(', ')}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">{t('doctors.card.fee')}</dt>
          <IndianRupee aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          <dd className="font-semibold text-slate-900">{formatInr(doctor.consultationFee)}</dd>
        </div>
      </dl>

      <div className="mt-auto flex items-center justify-between gap-3 pt-5">
        {count > 0 ? (
          <p className="inline-flex items-center gap-1 font-semibold text-slate-900">
            <Star aria-hidden="true" className="size-5 fill-amber-400 text-amber-500" />
            <span className="sr-only">{t('doctors.card.ratingLabel', { rating, count })}</span>
            <span aria-hidden="true" data-testid="rating">
              {t('doctors.card.rating', { rating, count })}
            </span>
          </p>
        ) : (
          <p className="text-slate-600">{t('doctors.card.noRatings')}</p>
        )}
        {onBook && (
          <Button
            onClick={() => onBook(doctor)}
            aria-label={t('doctors.card.bookWith', { name: doctor.user.name })}
          >
            {t('doctors.card.book')}
          </Button>
        )}
      </div>
    </article>
  );
}

export function DoctorCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="h-64 animate-pulse rounded-2xl border border-slate-200 bg-white p-5"
    >
      <div className="h-6 w-2/3 rounded bg-slate-200" />
      <div className="mt-2 h-5 w-1/3 rounded bg-slate-200" />
      <div className="mt-6 space-y-3">
        <div className="h-4 w-1/2 rounded bg-slate-100" />
        <div className="h-4 w-2/5 rounded bg-slate-100" />
        <div className="h-4 w-3/5 rounded bg-slate-100" />
      </div>
    </div>
  );
}

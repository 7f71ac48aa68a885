import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatInr } from '@/lib/format';
import { useMyDoctorProfile } from '@/lib/my-doctor-profile';
import { paths } from '@/lib/paths';

/** SPEC §2 /profile: a doctor also sees their professional details. */
export function ProfessionalDetails() {
  const { t } = useTranslation();
  const profile = useMyDoctorProfile();

  let body;
  if (profile.isPending) body = <Spinner label={t('doctors.form.loading')} />;
  else if (profile.isError)
    body = (
      <Alert>
        {t('common.errorWithMessage', {
          message: errorMessage(profile.error, t('profile.loadFailed')),
        })}
      </Alert>
    );
  else if (!profile.data)
    body = (
      <div className="space-y-4">
        <p className="text-slate-700">{t('doctors.professional.none')}</p>
        <Link to={paths.doctorProfile} className={buttonClasses()}>
          {t('doctors.professional.create')}
        </Link>
      </div>
    );
  else {
    const doctor = profile.data;
    const rows = [
      { label: t('doctors.professional.specialty'), value: doctor.specialty },
      {
        label: t('doctors.professional.experience'),
        value: t('doctors.card.experience', { count: doctor.experience }),
      },
      { label: t('doctors.professional.fee'), value: formatInr(doctor.consultationFee) },
      { label: t('doctors.professional.location'), value: doctor.location },
      { label: t('doctors.professional.languages'), value: doctor.languages.join(', ') },
      {
        label: t('doctors.professional.qualifications'),
        value: doctor.qualifications
          .map((q) => `${q.degree}, ${q.university} (${q.year})`)
          .join('; '),
      },
      {
        label: t('doctors.professional.status'),
        value: doctor.isVerified
          ? t('doctors.professional.verified')
          : t('doctors.professional.pending'),
      },
    ];
    body = (
      <>
        <dl className="divide-y divide-slate-200">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-1 py-4 first:pt-0 sm:grid-cols-3 sm:gap-4">
              <dt className="font-medium text-slate-600">{row.label}</dt>
              <dd className="break-words text-lg text-slate-900 sm:col-span-2">{row.value}</dd>
            </div>
          ))}
        </dl>
        <Link
          to={paths.doctorProfile}
          className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}
        >
          {t('doctors.professional.edit')}
        </Link>
      </>
    );
  }

  return (
    <section aria-labelledby="professional-details" className="mt-8">
      <h2 id="professional-details" className="mb-4 text-2xl font-semibold text-slate-900">
        {t('doctors.professional.title')}
      </h2>
      <Card>{body}</Card>
    </section>
  );
}

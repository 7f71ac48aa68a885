import type { AdminDoctor, ProfileChange } from '@arogya/contracts/doctors';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatInr } from '@/lib/format';

/** SPEC §2 admin table: Doctor Name (email beneath), Specialty, Status, Actions. */
export function DoctorsTable({
  doctors,
  onVerify,
  onWithdraw,
  busyId,
}: {
  doctors: AdminDoctor[];
  onVerify: (doctor: AdminDoctor) => void;
  onWithdraw: (doctor: AdminDoctor) => void;
  busyId: string | undefined;
}) {
  const { t } = useTranslation();
  const cell = 'px-4 py-3 align-top max-sm:block max-sm:px-0 max-sm:py-1';
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{t('admin.tableLabel')}</caption>
      <thead className="border-b border-slate-300 text-sm tracking-wide text-slate-600 uppercase max-sm:sr-only">
        <tr>
          <th scope="col" className="px-4 py-3">
            {t('admin.columns.name')}
          </th>
          <th scope="col" className="px-4 py-3">
            {t('admin.columns.specialty')}
          </th>
          <th scope="col" className="px-4 py-3">
            {t('admin.columns.status')}
          </th>
          <th scope="col" className="px-4 py-3">
            {t('admin.columns.actions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {doctors.map((doctor) => (
          <tr
            key={doctor._id}
            className="border-b border-slate-200 max-sm:block max-sm:rounded-xl max-sm:border max-sm:p-4 max-sm:mb-3"
          >
            <td className={cell}>
              <p className="font-semibold text-slate-900">{doctor.user.name}</p>
              <p className="text-sm break-all text-slate-600">{doctor.user.email}</p>
            </td>
            <td className={cell}>
              <p className="text-slate-900">{doctor.specialty}</p>
              <p className="text-sm text-slate-600">
                {doctor.location} · {formatInr(doctor.consultationFee)}
              </p>
              {doctor.changesSinceVerification.length > 0 && (
                <Changes changes={doctor.changesSinceVerification} />
              )}
            </td>
            <td className={cell}>
              <span
                className={cn(
                  'inline-flex rounded-full px-2.5 py-1 text-sm font-semibold',
                  doctor.isVerified
                    ? 'bg-emerald-100 text-emerald-900'
                    : 'bg-amber-100 text-amber-900',
                )}
              >
                {doctor.isVerified ? t('admin.verified') : t('admin.pending')}
              </span>
            </td>
            <td className={cell}>
              {doctor.isVerified ? (
                <Button
                  variant="ghost"
                  onClick={() => onWithdraw(doctor)}
                  disabled={busyId === doctor._id}
                  aria-label={t('admin.withdrawDoctor', { name: doctor.user.name })}
                >
                  {t('admin.withdraw')}
                </Button>
              ) : (
                <Button
                  onClick={() => onVerify(doctor)}
                  disabled={busyId === doctor._id}
                  aria-label={t('admin.verifyDoctor', { name: doctor.user.name })}
                >
                  {t('admin.verify')}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Changes({ changes }: { changes: ProfileChange[] }) {
  const { t } = useTranslation();
  const show = (change: ProfileChange, value: unknown) =>
    change.field === 'consultationFee' && typeof value === 'number'
      ? formatInr(value)
      : change.field === 'qualifications' && Array.isArray(value)
        ? value.map((q: { degree: string }) => q.degree).join(', ')
        : String(value);
  return (
    <div className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-950">
      <p className="font-semibold">{t('admin.changed')}</p>
      <ul>
        {changes.map((change) => (
          <li key={change.field}>
            {t(`admin.fields.${change.field}`)}: {show(change, change.before)} →{' '}
            {show(change, change.after)}
          </li>
        ))}
      </ul>
    </div>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

const roles = ['patient', 'doctor'] as const;

/** SPEC §2 /signup: patient (default) or doctor, as a radio group with a legend. */
export function RoleChoice({ registration }: { registration: UseFormRegisterReturn<'role'> }) {
  const { t } = useTranslation();
  const labels = {
    patient: { title: t('auth.signup.rolePatient'), hint: t('auth.signup.rolePatientHint') },
    doctor: { title: t('auth.signup.roleDoctor'), hint: t('auth.signup.roleDoctorHint') },
  };

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 font-medium text-slate-900">{t('auth.signup.roleLegend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {roles.map((role) => (
          <label
            key={role}
            className="flex min-h-11 cursor-pointer gap-3 rounded-xl border border-slate-300 p-3 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-teal-700"
          >
            <input
              type="radio"
              value={role}
              {...registration}
              className="mt-1 size-5 shrink-0 accent-teal-700"
            />
            <span>
              <span className="block font-semibold text-slate-900">{labels[role].title}</span>
              <span className="block text-sm text-slate-700">{labels[role].hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

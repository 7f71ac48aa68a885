import { SPECIALTIES } from '@arogya/contracts/doctors';
import type { DoctorProfile } from '@arogya/contracts/doctors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useMyDoctorProfile } from '@/lib/my-doctor-profile';
import { useSaveDoctorProfile } from './api/save-doctor-profile';
import { QualificationRows } from './components/qualification-rows';
import {
  doctorProfileForm,
  formValuesFrom,
  type DoctorProfileFormInput,
  type DoctorProfileFormOutput,
} from './form-schema';

/** SPEC §2 /doctor/profile: the doctor writes the profile an admin then verifies. */
export function DoctorProfilePage() {
  const { t } = useTranslation();
  const profile = useMyDoctorProfile();

  let body;
  if (profile.isPending) body = <Spinner label={t('doctors.form.loading')} />;
  else if (profile.isError)
    body = (
      <Alert>
        {t('common.errorWithMessage', {
          message: errorMessage(profile.error, t('doctors.form.loadFailed')),
        })}
      </Alert>
    );
  else body = <ProfileForm saved={profile.data} />;

  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <PageHeader title={t('doctors.profileTitle')} subtitle={t('doctors.profileSubtitle')} />
        {body}
      </div>
    </PageContainer>
  );
}

function ProfileForm({ saved }: { saved: DoctorProfile | null }) {
  const { t } = useTranslation();
  const specialtyId = useId();
  const bioId = useId();
  const save = useSaveDoctorProfile();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DoctorProfileFormInput, unknown, DoctorProfileFormOutput>({
    resolver: zodResolver(doctorProfileForm),
    defaultValues: formValuesFrom(saved),
  });

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t('doctors.form.saved'));
      },
      onError: (error) => {
        // The server names the fields it refused; show each next to its input.
        if (error instanceof ApiError && error.errors) {
          for (const [field, message] of Object.entries(error.errors)) {
            setError(field as Path<DoctorProfileFormInput>, { message });
          }
        }
      },
    }),
  );

  const status = !saved ? 'statusNew' : saved.isVerified ? 'statusVerified' : 'statusPending';
  return (
    <Card>
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-6" noValidate>
        <Alert tone={saved?.isVerified ? 'success' : 'info'}>
          <p>{t(`doctors.form.${status}`)}</p>
          {saved?.isVerified && <p className="mt-1 text-sm">{t('doctors.form.reverifyNote')}</p>}
        </Alert>
        {save.isError && <Alert>{errorMessage(save.error, t('doctors.form.saveFailed'))}</Alert>}

        <div className="grid gap-5 sm:grid-cols-2">
          <div className="space-y-1.5">
            <label htmlFor={specialtyId} className="block font-medium text-slate-900">
              {t('doctors.form.specialty')}
            </label>
            <select
              id={specialtyId}
              aria-invalid={errors.specialty ? true : undefined}
              aria-describedby={errors.specialty ? `${specialtyId}-error` : undefined}
              className="block min-h-11 w-full rounded-xl border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700"
              defaultValue={saved?.specialty ?? ''}
              {...register('specialty')}
            >
              <option value="">{t('doctors.form.chooseSpecialty')}</option>
              {SPECIALTIES.map((specialty) => (
                <option key={specialty} value={specialty}>
                  {specialty}
                </option>
              ))}
            </select>
            {errors.specialty && (
              <p id={`${specialtyId}-error`} className="text-sm font-medium text-red-700">
                {errors.specialty.message}
              </p>
            )}
          </div>
          <Field
            label={t('doctors.form.location')}
            hint={t('doctors.form.locationHint')}
            error={errors.location?.message}
            autoComplete="address-level2"
            {...register('location')}
          />
          <Field
            label={t('doctors.form.experience')}
            type="number"
            inputMode="numeric"
            min={0}
            error={errors.experience?.message}
            {...register('experience', { valueAsNumber: true })}
          />
          <Field
            label={t('doctors.form.fee')}
            type="number"
            inputMode="numeric"
            min={1}
            error={errors.consultationFee?.message}
            {...register('consultationFee', { valueAsNumber: true })}
          />
        </div>
        <Field
          label={t('doctors.form.languages')}
          hint={t('doctors.form.languagesHint')}
          error={errors.languages?.message}
          {...register('languages')}
        />
        <div className="space-y-1.5">
          <label htmlFor={bioId} className="block font-medium text-slate-900">
            {t('doctors.form.bio')}
          </label>
          <textarea
            id={bioId}
            rows={4}
            className="block w-full rounded-xl border border-slate-400 bg-white px-3 py-2 text-base text-slate-900"
            {...register('bio')}
          />
          {errors.bio && <p className="text-sm font-medium text-red-700">{errors.bio.message}</p>}
        </div>
        <QualificationRows control={control} register={register} errors={errors.qualifications} />
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={save.isPending}>
          {save.isPending ? t('doctors.form.saving') : t('doctors.form.save')}
        </Button>
      </form>
    </Card>
  );
}

import { Plus, Trash2 } from 'lucide-react';
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import {
  emptyQualification,
  type DoctorProfileFormInput,
  type DoctorProfileFormOutput,
} from '../form-schema';

/** SPEC §5: each row needs degree, university and year; a row can go only while others remain. */
export function QualificationRows({
  control,
  register,
  errors,
}: {
  control: Control<DoctorProfileFormInput, unknown, DoctorProfileFormOutput>;
  register: UseFormRegister<DoctorProfileFormInput>;
  errors: FieldErrors<DoctorProfileFormInput>['qualifications'];
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'qualifications' });
  const listError = errors?.message ?? errors?.root?.message;

  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-slate-900">
        {t('doctors.form.qualifications')}
      </legend>
      {listError && <p className="text-sm font-medium text-red-700">{listError}</p>}
      {fields.map((field, index) => {
        const rowErrors = errors?.[index];
        const number = index + 1;
        return (
          <div
            key={field.id}
            role="group"
            aria-label={t('doctors.form.qualificationRow', { number })}
            className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-[2fr_3fr_1fr_auto] sm:items-start"
          >
            <Field
              label={t('doctors.form.degree')}
              error={rowErrors?.degree?.message}
              {...register(`qualifications.${index}.degree`)}
            />
            <Field
              label={t('doctors.form.university')}
              error={rowErrors?.university?.message}
              {...register(`qualifications.${index}.university`)}
            />
            <Field
              label={t('doctors.form.year')}
              type="number"
              inputMode="numeric"
              error={rowErrors?.year?.message}
              {...register(`qualifications.${index}.year`, { valueAsNumber: true })}
            />
            {fields.length > 1 && (
              <Button
                variant="ghost"
                className="sm:mt-8"
                onClick={() => remove(index)}
                aria-label={t('doctors.form.removeQualification', { number })}
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </Button>
            )}
          </div>
        );
      })}
      <Button variant="secondary" onClick={() => append(emptyQualification)}>
        <Plus aria-hidden="true" className="size-5" />
        {t('doctors.form.addQualification')}
      </Button>
    </fieldset>
  );
}

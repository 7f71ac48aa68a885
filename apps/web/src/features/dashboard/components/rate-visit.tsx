import { ratingRequest } from '@arogya/contracts/appointments';
import type { Appointment, RatingRequest } from '@arogya/contracts/appointments';
import { zodResolver } from '@hookform/resolvers/zod';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useRateAppointment } from '../api/appointments';

const STARS = [1, 2, 3, 4, 5] as const;

/** 'Rate this visit' on a past visit until it is rated: 1–5 stars and an optional comment. */
export function RateVisit({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rate = useRateAppointment();
  const commentId = useId();
  const { control, register, handleSubmit, formState } = useForm<
    RatingRequest,
    unknown,
    z.output<typeof ratingRequest>
  >({ resolver: zodResolver(ratingRequest), defaultValues: { stars: 0, comment: '' } });

  if (appointment.rating) {
    return (
      <p className="mt-3 flex items-center gap-2 border-t border-slate-200 pt-3 text-slate-800">
        <Star aria-hidden="true" className="size-5 fill-amber-400 text-amber-500" />
        {t('dashboard.rating.given', { stars: appointment.rating.stars })}
      </p>
    );
  }

  if (!open) {
    return (
      <div className="mt-3 border-t border-slate-200 pt-3">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <Star aria-hidden="true" className="size-5" />
          {t('dashboard.rating.action')}
        </Button>
      </div>
    );
  }

  const submit = handleSubmit(({ stars, comment }) =>
    rate.mutate(
      { id: appointment._id, rating: comment ? { stars, comment } : { stars } },
      { onSuccess: () => toast.success(t('dashboard.rating.done')) },
    ),
  );
  const error = formState.errors.stars?.message ?? formState.errors.comment?.message;

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-3 space-y-3 border-t border-slate-200 pt-3"
    >
      <Controller
        control={control}
        name="stars"
        render={({ field }) => (
          <fieldset>
            <legend className="mb-1 font-medium text-slate-900">
              {t('dashboard.rating.legend')}
            </legend>
            <div className="flex flex-wrap gap-1">
              {STARS.map((value) => (
                <label key={value} className="cursor-pointer">
                  <input
                    type="radio"
                    name={field.name}
                    value={value}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                    onBlur={field.onBlur}
                    className="peer sr-only"
                  />
                  <span className="sr-only">{t('dashboard.rating.star', { count: value })}</span>
                  <span
                    aria-hidden="true"
                    className="flex size-11 items-center justify-center rounded-xl peer-focus-visible:outline-2 peer-focus-visible:outline-teal-700"
                  >
                    <Star
                      className={cn(
                        'size-7',
                        field.value >= value ? 'fill-amber-400 text-amber-600' : 'text-slate-500',
                      )}
                    />
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      <div className="space-y-1.5">
        <label htmlFor={commentId} className="block font-medium text-slate-900">
          {t('dashboard.rating.comment')}
        </label>
        <textarea
          id={commentId}
          rows={3}
          maxLength={500}
          className="block w-full rounded-xl border border-slate-400 px-3 py-2 text-base text-slate-900"
          {...register('comment')}
        />
      </div>
      {(error || rate.isError) && (
        <Alert>{error ?? errorMessage(rate.error, t('dashboard.rating.failed'))}</Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={rate.isPending}>
          {rate.isPending ? t('dashboard.rating.submitting') : t('dashboard.rating.submit')}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)} disabled={rate.isPending}>
          {t('dashboard.rating.close')}
        </Button>
      </div>
    </form>
  );
}

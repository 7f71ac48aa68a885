import type { Availability } from '@arogya/contracts/appointments';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';

type SlotQuery = { data?: Availability; isPending: boolean; isError: boolean; error: unknown };

/**
 * The day's slots as radio tiles. Only free ones can be chosen; the others say why in words
 * (held, booked, passed), so colour is never the only signal.
 */
export function SlotPicker({
  date,
  slots,
  field,
  disabled,
}: {
  date: string;
  slots: SlotQuery;
  field: UseFormRegisterReturn;
  disabled: boolean;
}) {
  const { t } = useTranslation();

  let body;
  if (!date) {
    body = <p className="text-slate-600">{t('doctors.booking.chooseDateFirst')}</p>;
  } else if (slots.isPending) {
    body = <Spinner label={t('doctors.booking.loadingSlots')} />;
  } else if (slots.isError || !slots.data) {
    body = (
      <Alert>
        {t('common.errorWithMessage', {
          message: errorMessage(slots.error, t('doctors.booking.slotsFailed')),
        })}
      </Alert>
    );
  } else {
    const list = slots.data.slots;
    body = (
      <>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {list.map(({ time, status }) => {
            const free = status === 'free';
            return (
              <label key={time} className="block">
                <input
                  type="radio"
                  value={time}
                  disabled={disabled || !free}
                  className="peer sr-only"
                  {...field}
                />
                <span className="flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-xl border border-slate-400 px-2 py-1.5 text-center font-semibold text-slate-900 peer-checked:border-teal-700 peer-checked:bg-teal-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-700 peer-disabled:cursor-not-allowed peer-disabled:border-dashed peer-disabled:bg-slate-100 peer-disabled:text-slate-500">
                  {time}
                  {!free && (
                    <span className="text-xs font-medium">
                      {t(`doctors.booking.slotStatus.${status}`)}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
        {!list.some((slot) => slot.status === 'free') && (
          <p className="mt-2 text-slate-700">{t('doctors.booking.noFreeSlots')}</p>
        )}
      </>
    );
  }

  return (
    <fieldset>
      <legend className="mb-1.5 font-medium text-slate-900">{t('doctors.booking.time')}</legend>
      {body}
    </fieldset>
  );
}

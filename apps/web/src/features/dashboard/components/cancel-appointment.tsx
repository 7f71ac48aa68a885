import type { Appointment } from '@arogya/contracts/appointments';
import { CANCEL_HOURS_BEFORE } from '@arogya/contracts/appointments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatInr } from '@/lib/format';
import { useCancelAppointment } from '../api/appointments';
import { canStillCancel } from '../appointment-groups';

/**
 * Cancel with a confirmation step (it refunds and frees the slot, so it must not happen by a
 * stray tap). Within the last 2 hours the button is off and says why; the server decides anyway
 * and its refusal is shown as it says it.
 */
export function CancelAppointment({ appointment, now }: { appointment: Appointment; now: Date }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelAppointment();
  const allowed = canStillCancel(appointment, now);

  const confirm = () =>
    cancel.mutate(appointment._id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('dashboard.cancel.done'));
      },
    });

  return (
    <div className="mt-3 space-y-3 border-t border-slate-200 pt-3">
      {!allowed && (
        <p className="text-sm text-slate-700">
          {t('dashboard.cancel.tooLate', { hours: CANCEL_HOURS_BEFORE })}
        </p>
      )}
      {confirming ? (
        <div className="space-y-3" role="group" aria-label={t('dashboard.cancel.action')}>
          <p className="font-medium text-slate-900">
            {t('dashboard.cancel.confirm', { fee: formatInr(appointment.consultationFee) })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              className="bg-red-700 hover:bg-red-800 active:bg-red-900"
              onClick={confirm}
              disabled={cancel.isPending}
            >
              {cancel.isPending ? t('dashboard.cancel.cancelling') : t('dashboard.cancel.yes')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setConfirming(false);
                cancel.reset();
              }}
              disabled={cancel.isPending}
            >
              {t('dashboard.cancel.no')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="ghost" onClick={() => setConfirming(true)} disabled={!allowed}>
          {t('dashboard.cancel.action')}
        </Button>
      )}
      {cancel.isError && <Alert>{errorMessage(cancel.error, t('dashboard.cancel.failed'))}</Alert>}
    </div>
  );
}

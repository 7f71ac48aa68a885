import type { DoctorProfile } from '@arogya/contracts/doctors';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The booking dialog of SPEC §4. Slots and payment arrive with the booking feature. */
export function BookingDialog({ doctor, onClose }: { doctor: DoctorProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="booking-title"
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id="booking-title" className="text-2xl font-bold text-slate-900">
        {t('doctors.booking.title', { name: doctor.user.name })}
      </h2>
      <p className="mt-3 text-slate-700">{t('doctors.booking.unavailable')}</p>
      <div className="mt-6 flex justify-end">
        <Button onClick={() => dialog.current?.close()}>{t('doctors.booking.close')}</Button>
      </div>
    </dialog>
  );
}

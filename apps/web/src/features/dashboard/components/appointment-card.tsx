import type { Appointment } from '@arogya/contracts/appointments';
import { CalendarPlus, Clock, MessageSquare, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { formatDate, formatInr } from '@/lib/format';
import { calendarDay } from '@/lib/india-time';
import { chatPath } from '@/lib/paths';
import type { AppointmentRole } from '../api/appointments';
import { displayStatus, videoUrl } from '../appointment-groups';
import type { DisplayStatus } from '../appointment-groups';
import { appointmentIcs, downloadAppointmentIcs } from '../calendar';
import { CancelAppointment } from './cancel-appointment';
import { RateVisit } from './rate-visit';

const badge: Record<DisplayStatus, string> = {
  confirmed: 'bg-teal-50 text-teal-900 border-teal-300',
  completed: 'bg-slate-100 text-slate-800 border-slate-300',
  cancelled: 'bg-red-50 text-red-800 border-red-300',
};

/** One appointment: who, when, its state, and what can be done with it now. */
export function AppointmentCard({
  appointment,
  viewer: role,
  now,
}: {
  appointment: Appointment;
  viewer: AppointmentRole;
  now: Date;
}) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const status = displayStatus(appointment, now);
  const other = role === 'patient' ? appointment.doctor.user.name : appointment.patient.name;
  const video = config.data
    ? videoUrl(config.data.videoBaseUrl, appointment.videoCallRoomId)
    : undefined;
  const live = status !== 'cancelled';

  const addToCalendar = () =>
    downloadAppointmentIcs(
      appointment,
      appointmentIcs(appointment, { role, video, origin: window.location.origin, now, t }),
    );

  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words text-lg font-semibold text-slate-900">
            {role === 'patient' ? other : t('dashboard.appointment.patient', { name: other })}
          </h3>
          {role === 'patient' ? (
            <p className="font-medium text-teal-800">{appointment.doctor.specialty}</p>
          ) : (
            <p className="break-all text-slate-700">{appointment.patient.email}</p>
          )}
        </div>
        <span
          className={cn('rounded-full border px-2.5 py-0.5 text-sm font-semibold', badge[status])}
        >
          {t(`dashboard.appointment.status.${status}`)}
        </span>
      </div>
      <p className="mt-2 flex items-center gap-2 text-slate-800">
        <Clock aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        {t('dashboard.appointment.when', {
          date: formatDate(calendarDay(appointment.appointmentDate)),
          time: appointment.appointmentTime,
        })}
      </p>
      <p className="mt-1 text-slate-700">
        {t('dashboard.appointment.fee', { fee: formatInr(appointment.consultationFee) })}
      </p>

      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={chatPath(appointment._id)}
          className={buttonClasses({ variant: 'secondary' })}
          aria-label={t('dashboard.appointment.chatWith', { name: other })}
        >
          <MessageSquare aria-hidden="true" className="size-5" />
          {t('dashboard.appointment.chat')}
        </Link>
        {live && video && (
          <a
            href={video}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'secondary' })}
          >
            <Video aria-hidden="true" className="size-5" />
            {t('dashboard.appointment.video')}
            <span className="sr-only"> {t('dashboard.appointment.opensInNewTab')}</span>
          </a>
        )}
        {live && (
          <Button variant="ghost" onClick={addToCalendar}>
            <CalendarPlus aria-hidden="true" className="size-5" />
            {t('dashboard.appointment.addToCalendar')}
          </Button>
        )}
      </div>

      {role === 'patient' && status === 'confirmed' && (
        <CancelAppointment appointment={appointment} now={now} />
      )}
      {role === 'patient' && status === 'completed' && <RateVisit appointment={appointment} />}
    </article>
  );
}

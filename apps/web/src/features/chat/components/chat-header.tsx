import type { Appointment } from '@arogya/contracts/appointments';
import type { UserRole } from '@arogya/contracts/common';
import { ArrowLeft, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useAppConfig } from '@/lib/app-config';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';

/**
 * SPEC §2: the 'Chat' heading, who the other person is, when the appointment is, and the video
 * meeting of the appointment (opened in a new tab).
 */
export function ChatHeader({
  appointment,
  role,
}: {
  appointment: Appointment | undefined;
  role: UserRole;
}) {
  const { t } = useTranslation();
  const config = useAppConfig();

  const withWhom =
    appointment &&
    (role === 'doctor'
      ? t('chat.withPatient', { name: appointment.patient.name })
      : t('chat.withDoctor', {
          name: appointment.doctor.user.name,
          specialty: appointment.doctor.specialty,
        }));
  // The date is a calendar day in India: read it at midnight India time.
  const when =
    appointment &&
    t('chat.when', {
      date: formatDate(`${appointment.appointmentDate}T00:00:00+05:30`),
      time: appointment.appointmentTime,
    });
  const videoUrl =
    appointment && appointment.status !== 'cancelled' && config.data
      ? `${config.data.videoBaseUrl}${encodeURIComponent(appointment.videoCallRoomId)}`
      : null;

  return (
    <header className="mb-4 space-y-3">
      <Link
        to={paths.dashboard}
        className="inline-flex min-h-11 items-center gap-2 font-medium text-teal-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t('common.backToDashboard')}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t('chat.title')}
          </h1>
          {appointment && (
            <p className="text-lg text-slate-700">
              <span className="block font-semibold text-slate-900">{withWhom}</span>
              <span className="block">{when}</span>
            </p>
          )}
        </div>
        {videoUrl && (
          <a
            href={videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'secondary' })}
          >
            <Video aria-hidden="true" className="size-5" />
            {t('chat.videoCall')}
            <span className="sr-only"> {t('chat.opensInNewTab')}</span>
          </a>
        )}
      </div>
    </header>
  );
}

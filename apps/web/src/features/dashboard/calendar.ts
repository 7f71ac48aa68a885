import type { Appointment } from '@arogya/contracts/appointments';
import type { TFunction } from 'i18next';
import { buildIcs, downloadIcs } from '@/lib/ics';
import { appointmentStart } from '@/lib/india-time';
import { chatPath } from '@/lib/paths';
import type { AppointmentRole } from './api/appointments';

/** A consultation's length in the calendar entry; slots are an hour apart, visits are shorter. */
export const CONSULTATION_MINUTES = 30;

export function appointmentIcs(
  appointment: Appointment,
  {
    role,
    video,
    origin,
    now,
    t,
  }: { role: AppointmentRole; video?: string; origin: string; now: Date; t: TFunction },
): string {
  const summary =
    role === 'patient'
      ? t('dashboard.calendar.summaryPatient', {
          name: appointment.doctor.user.name,
          specialty: appointment.doctor.specialty,
        })
      : t('dashboard.calendar.summaryDoctor', { name: appointment.patient.name });
  const chat = `${origin}${chatPath(appointment._id)}`;
  return buildIcs({
    uid: `${appointment._id}@arogya`,
    start: appointmentStart(appointment.appointmentDate, appointment.appointmentTime),
    durationMinutes: CONSULTATION_MINUTES,
    summary,
    description: [
      video ? t('dashboard.calendar.video', { url: video }) : null,
      t('dashboard.calendar.chat', { url: chat }),
    ]
      .filter(Boolean)
      .join('\n'),
    url: video,
    stamp: now,
  });
}

export function downloadAppointmentIcs(appointment: Appointment, content: string) {
  downloadIcs(`arogya-appointment-${appointment.appointmentDate}.ics`, content);
}

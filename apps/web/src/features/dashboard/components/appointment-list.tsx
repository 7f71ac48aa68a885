import type { Appointment } from '@arogya/contracts/appointments';
import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import type { AppointmentRole } from '../api/appointments';
import { AppointmentCard } from './appointment-card';

/** A list of appointments, or the SPEC §8 empty text when there are none. */
export function AppointmentList({
  appointments,
  viewer: role,
  now,
  empty,
}: {
  appointments: Appointment[];
  viewer: AppointmentRole;
  now: Date;
  empty: ReactNode;
}) {
  if (appointments.length === 0) {
    return (
      <Card className="flex items-start gap-4">
        <CalendarDays aria-hidden="true" className="mt-1 size-6 shrink-0 text-teal-700" />
        <div className="text-slate-700">{empty}</div>
      </Card>
    );
  }
  return (
    <ul className="space-y-4">
      {appointments.map((appointment) => (
        <li key={appointment._id}>
          <AppointmentCard appointment={appointment} viewer={role} now={now} />
        </li>
      ))}
    </ul>
  );
}

import { appointment } from '@arogya/contracts/appointments';
import type { UserRole } from '@arogya/contracts/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

type MemberRole = Exclude<UserRole, 'admin'>;

const listPath: Record<MemberRole, string> = {
  patient: '/api/appointments/mypatient',
  doctor: '/api/appointments/mydoctor',
};

/** The caller's own appointments (SPEC §7), the only place the chat can learn who it is with. */
export const myAppointmentsQuery = (role: MemberRole) =>
  queryOptions({
    queryKey: ['appointments', 'chat', role],
    queryFn: () => api.get(listPath[role], { schema: z.array(appointment) }),
  });

/** The appointment of this chat, or undefined while loading, for admins, or when not theirs. */
export function useChatAppointment(appointmentId: string, role: UserRole) {
  const member = role === 'admin' ? null : role;
  return useQuery({
    ...myAppointmentsQuery(member ?? 'patient'),
    enabled: member !== null,
    select: (list) => list.find((item) => item._id === appointmentId),
  });
}

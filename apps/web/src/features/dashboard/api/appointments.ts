import { appointment } from '@arogya/contracts/appointments';
import type { RatingRequest } from '@arogya/contracts/appointments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export type AppointmentRole = 'patient' | 'doctor';

/** ['appointments', …] is the prefix a booking elsewhere invalidates. */
export const appointmentsKey = (role: AppointmentRole) => ['appointments', role] as const;

export const myAppointmentsQuery = (role: AppointmentRole) =>
  queryOptions({
    queryKey: appointmentsKey(role),
    queryFn: ({ signal }) =>
      api.get(`/api/appointments/${role === 'patient' ? 'mypatient' : 'mydoctor'}`, {
        schema: z.array(appointment),
        signal,
      }),
  });

export const useMyAppointments = (role: AppointmentRole) => useQuery(myAppointmentsQuery(role));

const appointmentPath = (id: string, action: 'cancel' | 'rating') =>
  `/api/appointments/${encodeURIComponent(id)}/${action}`;

/** A patient cancels (the server refunds and refuses within 2 hours of the start). */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(appointmentPath(id, 'cancel'), undefined, { schema: appointment }),
    // The freed slot shows as free again in the booking dialog too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['appointments'] }),
        queryClient.invalidateQueries({ queryKey: ['availability'] }),
      ]),
  });
}

/** A patient rates a past visit once. */
export function useRateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rating }: { id: string; rating: RatingRequest }) =>
      api.post(appointmentPath(id, 'rating'), rating, { schema: appointment }),
    // The doctor's average in the directory changes with it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['appointments'] }),
        queryClient.invalidateQueries({ queryKey: ['doctors'] }),
      ]),
  });
}

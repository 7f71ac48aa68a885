import { adminDoctor } from '@arogya/contracts/doctors';
import type { AdminDoctor } from '@arogya/contracts/doctors';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const adminDoctorsKey = ['admin', 'doctors'] as const;

export const adminDoctorsQuery = () =>
  queryOptions({
    queryKey: adminDoctorsKey,
    queryFn: () => api.get('/api/admin/doctors', { schema: z.array(adminDoctor) }),
  });

export const useAdminDoctors = () => useQuery(adminDoctorsQuery());

/**
 * SPEC §4: the change shows in the list at once; if the server refuses, the list is fetched
 * again so it shows the truth.
 */
export function useSetVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verified }: { id: string; verified: boolean }) =>
      api.put(`/api/admin/doctors/${encodeURIComponent(id)}/${verified ? 'verify' : 'unverify'}`),
    onMutate: async ({ id, verified }) => {
      await queryClient.cancelQueries({ queryKey: adminDoctorsKey });
      queryClient.setQueryData<AdminDoctor[]>(adminDoctorsKey, (rows) =>
        rows?.map((row) =>
          row._id === id
            ? {
                ...row,
                isVerified: verified,
                changesSinceVerification: verified ? [] : row.changesSinceVerification,
              }
            : row,
        ),
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: adminDoctorsKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['doctors', 'search'] }),
  });
}

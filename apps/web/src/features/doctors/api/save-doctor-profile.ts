import { doctorProfile, doctorProfileInput } from '@arogya/contracts/doctors';
import type { DoctorProfileInput } from '@arogya/contracts/doctors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myDoctorProfileKey } from '@/lib/my-doctor-profile';

export const saveDoctorProfile = (body: DoctorProfileInput) =>
  api.post('/api/doctors/profile', doctorProfileInput.parse(body), { schema: doctorProfile });

export function useSaveDoctorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDoctorProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(myDoctorProfileKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['doctors', 'search'] });
    },
  });
}

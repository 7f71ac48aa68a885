import { doctorProfile } from '@arogya/contracts/doctors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from './api-client';

/** The signed-in doctor's own profile, or null when they have not written one (SPEC §7: 404). */
export async function getMyDoctorProfile() {
  try {
    return await api.get('/api/doctors/profile/me', { schema: doctorProfile });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const myDoctorProfileKey = ['doctors', 'profile', 'me'] as const;

export const myDoctorProfileQuery = () =>
  queryOptions({ queryKey: myDoctorProfileKey, queryFn: getMyDoctorProfile });

/** Shared by the profile page, the profile form and the doctor dashboard. */
export const useMyDoctorProfile = (enabled = true) =>
  useQuery({ ...myDoctorProfileQuery(), enabled });

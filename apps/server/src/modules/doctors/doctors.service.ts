import type { DoctorProfile } from '@arogya/contracts/doctors';
import { notFound } from '../../lib/errors';
import type { DoctorProfileRow, DoctorsRepository } from './doctors.repository';

export function toDoctorProfile(row: DoctorProfileRow): DoctorProfile {
  return {
    _id: row.id,
    user: row.user,
    specialty: row.specialty,
    experience: row.experience,
    consultationFee: row.consultationFee,
    location: row.location,
    bio: row.bio,
    languages: row.languages,
    qualifications: row.qualifications,
    ratings: { average: row.ratingAverage, count: row.ratingCount },
    isVerified: row.isVerified,
  };
}

export function createDoctorsService(doctors: DoctorsRepository) {
  return {
    /** The signed-in doctor's own profile; 404 until they have written one. */
    async ownProfile(userId: string): Promise<DoctorProfile> {
      const row = await doctors.findByUserId(userId);
      if (!row) throw notFound('Doctor profile not found.');
      return toDoctorProfile(row);
    },
  };
}

export type DoctorsService = ReturnType<typeof createDoctorsService>;

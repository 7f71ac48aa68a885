import { doctorProfileInput, parseLanguages } from '@arogya/contracts/doctors';
import type { DoctorProfile } from '@arogya/contracts/doctors';
import { z } from 'zod';

/** SPEC §5: the contract's rules, with languages typed comma-separated and sent as a list. */
export const doctorProfileForm = doctorProfileInput.omit({ languages: true }).extend({
  languages: z.string().transform(parseLanguages).pipe(doctorProfileInput.shape.languages),
});
export type DoctorProfileFormInput = z.input<typeof doctorProfileForm>;
export type DoctorProfileFormOutput = z.output<typeof doctorProfileForm>;

export const emptyQualification = { degree: '', university: '', year: Number.NaN };

/** Form values from a saved profile, or an empty form with one qualification row. */
export function formValuesFrom(profile: DoctorProfile | null | undefined): DoctorProfileFormInput {
  if (!profile) {
    return {
      specialty: '' as DoctorProfileFormInput['specialty'],
      experience: Number.NaN,
      consultationFee: Number.NaN,
      location: '',
      bio: '',
      languages: '',
      qualifications: [emptyQualification],
    };
  }
  return {
    specialty: profile.specialty as DoctorProfileFormInput['specialty'],
    experience: profile.experience,
    consultationFee: profile.consultationFee,
    location: profile.location,
    bio: profile.bio,
    languages: profile.languages.join(', '),
    qualifications:
      profile.qualifications.length > 0 ? profile.qualifications : [emptyQualification],
  };
}

import { z } from 'zod';

export const qualification = z.object({
  degree: z.string(),
  university: z.string(),
  year: z.number().int(),
});
export type Qualification = z.infer<typeof qualification>;

/** SPEC.md §3 doctor profile, as the API answers it. */
export const doctorProfile = z.object({
  _id: z.string(),
  user: z.object({ name: z.string(), email: z.string().optional() }),
  specialty: z.string(),
  experience: z.number().int(),
  consultationFee: z.number().int(),
  location: z.string(),
  bio: z.string(),
  languages: z.array(z.string()),
  qualifications: z.array(qualification),
  ratings: z.object({ average: z.number(), count: z.number().int() }),
  isVerified: z.boolean(),
});
export type DoctorProfile = z.infer<typeof doctorProfile>;

import { z } from 'zod';

/** The specialties a doctor can list under; search deep-links use these exact names. */
export const SPECIALTIES = [
  'General Physician',
  'Cardiologist',
  'Dermatologist',
  'Dentist',
  'Endocrinologist',
  'ENT Specialist',
  'Gastroenterologist',
  'General Surgeon',
  'Gynecologist',
  'Nephrologist',
  'Neurologist',
  'Oncologist',
  'Ophthalmologist',
  'Orthopedic',
  'Pediatrician',
  'Psychiatrist',
  'Pulmonologist',
  'Rheumatologist',
  'Urologist',
  'Emergency Medicine',
  'Physiotherapist',
  'Ayurveda',
  'Homeopathy',
] as const;
export type Specialty = (typeof SPECIALTIES)[number];

/** SPEC.md §9 doctor search languages (besides 'Any'). */
export const SEARCH_LANGUAGES = [
  'Hindi',
  'English',
  'Punjabi',
  'Bengali',
  'Tamil',
  'Telugu',
  'Gujarati',
  'Marathi',
] as const;

export const MIN_QUALIFICATION_YEAR = 1950;

export const qualification = z.object({
  degree: z.string(),
  university: z.string(),
  year: z.number().int(),
});
export type Qualification = z.infer<typeof qualification>;

const ratings = z.object({ average: z.number(), count: z.number().int() });

/**
 * SPEC.md §3 doctor profile, as the API answers it. `user.email` is only present for the doctor
 * themself and for admins: the public directory does not publish doctors' email addresses.
 */
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
  ratings,
  isVerified: z.boolean(),
});
export type DoctorProfile = z.infer<typeof doctorProfile>;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`)
    .max(max, `${field} must be at most ${max} characters.`);

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number.` })
    .int(`${field} must be a whole number.`)
    .min(min, `${field} must be at least ${min}.`)
    .max(max, `${field} must be at most ${max}.`);

/** One qualification row of the profile form: every part is required. */
export const qualificationInput = z.object({
  degree: text('Degree', 100),
  university: text('University', 150),
  year: z
    .number({ error: 'Year must be a number.' })
    .int('Year must be a whole number.')
    .min(MIN_QUALIFICATION_YEAR, `Year must be ${MIN_QUALIFICATION_YEAR} or later.`)
    .refine((year) => year <= new Date().getFullYear(), 'Year cannot be in the future.'),
});

/** SPEC.md §5 doctor profile form, as POST /api/doctors/profile takes it. */
export const doctorProfileInput = z.object({
  specialty: z.enum(SPECIALTIES, { error: 'Please choose a specialty from the list.' }),
  experience: wholeNumber('Experience', 0, 70),
  consultationFee: wholeNumber('Consultation fee', 1, 100_000),
  location: text('Location', 120),
  bio: z.string().trim().max(2000, 'Bio must be at most 2000 characters.').default(''),
  languages: z
    .array(z.string().trim().min(1).max(30, 'Each language must be at most 30 characters.'), {
      error: 'Languages are required.',
    })
    .transform((list) => dedupeCaseInsensitive(list.filter(Boolean)))
    .pipe(
      z.array(z.string()).min(1, 'Languages are required.').max(15, 'List at most 15 languages.'),
    ),
  qualifications: z
    .array(qualificationInput, { error: 'Add at least one qualification.' })
    .min(1, 'Add at least one qualification.')
    .max(10, 'List at most 10 qualifications.'),
});
export type DoctorProfileInput = z.input<typeof doctorProfileInput>;

function dedupeCaseInsensitive(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Splits the form's comma-separated languages into the trimmed list the API takes. */
export const parseLanguages = (value: string): string[] =>
  value
    .split(',')
    .map((language) => language.trim())
    .filter(Boolean);

/** GET /api/doctors query. 'Any' or an empty language means no language filter. */
export const doctorSearchQuery = z.object({
  search: z.string().trim().max(100).optional(),
  location: z.string().trim().max(100).optional(),
  language: z.string().trim().max(30).optional(),
  specialty: z.string().trim().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  cursor: z.string().max(300).optional(),
});
export type DoctorSearchQuery = z.input<typeof doctorSearchQuery>;

export const doctorSearchResult = z.object({
  doctors: z.array(doctorProfile),
  /** Pass as `cursor` to get the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type DoctorSearchResult = z.infer<typeof doctorSearchResult>;

export const doctorIdParams = z.object({
  id: z.uuid('This doctor does not exist.'),
});

/** A field that changed since the admin last verified the profile. */
export const profileChange = z.object({
  field: z.enum(['specialty', 'consultationFee', 'qualifications']),
  before: z.unknown(),
  after: z.unknown(),
});
export type ProfileChange = z.infer<typeof profileChange>;

/** SPEC.md §3 admin doctor list item, with what the admin needs to decide. */
export const adminDoctor = doctorProfile.extend({
  user: z.object({ name: z.string(), email: z.string() }),
  createdAt: z.iso.datetime(),
  verifiedAt: z.iso.datetime().nullable(),
  /** Credentials changed since the last verification (empty for a profile never verified). */
  changesSinceVerification: z.array(profileChange),
});
export type AdminDoctor = z.infer<typeof adminDoctor>;

export const auditEntry = z.object({
  _id: z.string(),
  action: z.string(),
  admin: z.object({ _id: z.string(), name: z.string() }),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /api/admin/stats — the admin dashboard's counts. */
export const adminStats = z.object({
  doctorsPending: z.number().int(),
  doctorsVerified: z.number().int(),
  patients: z.number().int(),
  appointmentsThisWeek: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStats>;

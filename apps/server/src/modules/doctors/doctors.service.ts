import type {
  DoctorProfile,
  DoctorSearchResult,
  ProfileChange,
  Qualification,
} from '@arogya/contracts/doctors';
import type { doctorProfileInput } from '@arogya/contracts/doctors';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/errors';
import { closestSpecialty } from './specialty-match';
import type {
  DirectoryPosition,
  DoctorProfileRow,
  DoctorsRepository,
  ProfileFields,
} from './doctors.repository';

type SearchInput = {
  search?: string | undefined;
  location?: string | undefined;
  language?: string | undefined;
  specialty?: string | undefined;
  limit: number;
  cursor?: string | undefined;
};

/** The SPEC.md §3 shape. Email only where the caller may see it (the doctor, an admin). */
export function toDoctorProfile(
  row: DoctorProfileRow,
  options: { withEmail: boolean },
): DoctorProfile {
  return {
    _id: row.id,
    user: options.withEmail ? row.user : { name: row.user.name },
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

/** Credentials that differ from what the admin last verified. */
export function changesSinceVerification(row: DoctorProfileRow): ProfileChange[] {
  const snapshot = row.verifiedSnapshot;
  if (!snapshot) return [];
  const current = {
    specialty: row.specialty,
    consultationFee: row.consultationFee,
    qualifications: row.qualifications,
  };
  const differs = {
    specialty: snapshot.specialty !== current.specialty,
    consultationFee: snapshot.consultationFee !== current.consultationFee,
    qualifications: !sameQualifications(snapshot.qualifications, current.qualifications),
  };
  return (['specialty', 'consultationFee', 'qualifications'] as const)
    .filter((field) => differs[field])
    .map((field) => ({ field, before: snapshot[field], after: current[field] }));
}

/** Compares by content: jsonb does not keep the key order the rows were written with. */
function sameQualifications(a: Qualification[], b: Qualification[]): boolean {
  const key = (q: Qualification) => `${q.degree}\u0000${q.university}\u0000${q.year}`;
  return a.length === b.length && a.every((q, i) => key(q) === key(b[i]!));
}

/**
 * How the search text matched: as a substring of name or specialty; as a misspelt specialty
 * ('cardiolgy'); or, for names, by word similarity. Later pages keep the first page's way.
 */
type MatchMode = 0 | 1 | 2;
const SUBSTRING = 0;
const SPECIALTY = 1;
const SIMILAR_NAME = 2;

type Cursor = DirectoryPosition & { mode: MatchMode };

const encodeCursor = (row: DoctorProfileRow, mode: MatchMode) =>
  Buffer.from(JSON.stringify([row.ratingAverage, row.experience, row.id, mode])).toString(
    'base64url',
  );

function decodeCursor(cursor: string): Cursor {
  try {
    const [rating, experience, id, mode] = JSON.parse(
      Buffer.from(cursor, 'base64url').toString('utf8'),
    );
    if (
      typeof rating === 'number' &&
      Number.isInteger(experience) &&
      typeof id === 'string' &&
      (mode === SUBSTRING || mode === SPECIALTY || mode === SIMILAR_NAME)
    ) {
      return { rating, experience, id, mode };
    }
  } catch {
    // falls through to the 400 below
  }
  throw badRequest('This page link is invalid; start the search again.');
}

/** `onDirectoryChanged` runs after a profile is saved, so cached directory pages are dropped. */
export function createDoctorsService(
  doctors: DoctorsRepository,
  options: { onDirectoryChanged: () => void },
) {
  return {
    /** The signed-in doctor's own profile; 404 until they have written one. */
    async ownProfile(userId: string): Promise<DoctorProfile> {
      const row = await doctors.findByUserId(userId);
      if (!row) throw notFound('Doctor profile not found.');
      return toDoctorProfile(row, { withEmail: true });
    },

    /**
     * Creates or updates the doctor's own profile. A verified profile whose specialty, fee or
     * qualifications change goes back to pending until an admin verifies it again, so patients
     * never see credentials nobody checked.
     */
    async saveOwnProfile(
      user: { id: string; name: string },
      input: z.output<typeof doctorProfileInput>,
    ): Promise<DoctorProfile> {
      const existing = await doctors.findByUserId(user.id);
      const fields: ProfileFields = { ...input, bio: input.bio ?? '' };
      const keepVerified = !existing?.isVerified || !credentialsDiffer(existing, fields);
      await doctors.saveProfile(user, fields, { keepVerified });
      options.onDirectoryChanged();
      const saved = await doctors.findByUserId(user.id);
      if (!saved) throw new Error('profile vanished after saving');
      return toDoctorProfile(saved, { withEmail: true });
    },

    /** The public directory: verified doctors only, in a stable order, a page at a time. */
    async search(input: SearchInput): Promise<DoctorSearchResult> {
      const language =
        input.language && input.language.toLowerCase() !== 'any' ? input.language : undefined;
      const cursor = input.cursor ? decodeCursor(input.cursor) : undefined;
      const filters = {
        search: input.search || undefined,
        location: input.location || undefined,
        language,
        specialty: input.specialty || undefined,
        after: cursor,
        limit: input.limit + 1,
      };
      // Substring matches first. Only when a search finds nobody: a close specialty, and for
      // a name typed alone, names of similar spelling (the costly way, so it comes last).
      const misspeltSpecialty =
        filters.search && !filters.specialty && closestSpecialty(filters.search);
      const lookup = (mode: MatchMode) =>
        mode === SPECIALTY && misspeltSpecialty
          ? doctors.searchVerified({ ...filters, search: undefined, specialty: misspeltSpecialty })
          : doctors.searchVerified({ ...filters, fuzzy: mode === SIMILAR_NAME });
      let mode: MatchMode = cursor?.mode ?? SUBSTRING;
      let rows = await lookup(mode);
      if (rows.length === 0 && filters.search && !cursor) {
        if (misspeltSpecialty) {
          mode = SPECIALTY;
          rows = await lookup(mode);
        } else if (!filters.location && !language) {
          mode = SIMILAR_NAME;
          rows = await lookup(mode);
        }
      }
      const page = rows.slice(0, input.limit);
      const last = page.at(-1);
      return {
        doctors: page.map((row) => toDoctorProfile(row, { withEmail: false })),
        nextCursor: rows.length > input.limit && last ? encodeCursor(last, mode) : null,
      };
    },

    /** One verified doctor's public profile; 404 for unknown or unverified ones alike. */
    async publicProfile(id: string): Promise<DoctorProfile> {
      const row = await doctors.findById(id);
      if (!row || !row.isVerified)
        throw notFound('This doctor does not exist or is not verified yet.');
      return toDoctorProfile(row, { withEmail: false });
    },
  };
}

function credentialsDiffer(existing: DoctorProfileRow, next: ProfileFields): boolean {
  const verified = existing.verifiedSnapshot ?? existing;
  return (
    verified.specialty !== next.specialty ||
    verified.consultationFee !== next.consultationFee ||
    !sameQualifications(verified.qualifications, next.qualifications)
  );
}

export type DoctorsService = ReturnType<typeof createDoctorsService>;

import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { doctorProfiles, users } from '../../db/schema';

type ProfileRow = typeof doctorProfiles.$inferSelect;
export type DoctorProfileRow = ProfileRow & { user: { name: string; email: string } };

/** The fields a doctor writes; the rest (ratings, verification, search columns) are ours. */
export type ProfileFields = Pick<
  ProfileRow,
  | 'specialty'
  | 'experience'
  | 'consultationFee'
  | 'location'
  | 'bio'
  | 'languages'
  | 'qualifications'
>;

/** Position in the directory order (rating desc, experience desc, id asc) to continue after. */
export type DirectoryPosition = { rating: number; experience: number; id: string };

export type DirectoryFilters = {
  search?: string;
  /** Match `search` by word similarity (typos) instead of as a substring. */
  fuzzy?: boolean;
  location?: string;
  language?: string;
  specialty?: string;
  after?: DirectoryPosition;
  limit: number;
};

const withUser = {
  profile: doctorProfiles,
  name: users.name,
  email: users.email,
};
const toRow = (r: { profile: ProfileRow; name: string; email: string }): DoctorProfileRow => ({
  ...r.profile,
  user: { name: r.name, email: r.email },
});

/**
 * Whether the filters are selective enough that finding the matches through the trigram and
 * specialty indexes and sorting them beats walking the directory order until 25 match. Terms
 * shorter than 4 letters match too many doctors for that ('ent' is in 'dentist', 'patient'…).
 */
const narrow = (f: DirectoryFilters) =>
  Boolean(f.fuzzy) ||
  Boolean(f.specialty) ||
  (f.search?.trim().length ?? 0) >= 4 ||
  (f.location?.trim().length ?? 0) >= 4;

/** `%text%` for LIKE, with the user's own % and _ taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

export function createDoctorsRepository(db: Database) {
  const derived = (name: string, fields: Pick<ProfileFields, 'specialty' | 'languages'>) => ({
    searchText: `${name} ${fields.specialty}`.toLowerCase(),
    languageKeys: fields.languages.map((language) => language.toLowerCase()),
  });

  return {
    /**
     * Creates or replaces a doctor's profile. `keepVerified` false sends a verified profile back
     * to pending.
     */
    async saveProfile(
      user: { id: string; name: string },
      fields: ProfileFields,
      options: { keepVerified: boolean },
    ): Promise<void> {
      const values = { ...fields, ...derived(user.name, fields), updatedAt: new Date() };
      await db
        .insert(doctorProfiles)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({
          target: doctorProfiles.userId,
          set: options.keepVerified ? values : { ...values, isVerified: false },
        });
    },

    /** Inserts a complete profile (demo and benchmark data). */
    async insertProfile(
      user: { id: string; name: string },
      profile: ProfileFields &
        Partial<
          Pick<
            ProfileRow,
            'ratingAverage' | 'ratingCount' | 'isVerified' | 'verifiedAt' | 'verifiedSnapshot'
          >
        >,
    ): Promise<void> {
      await db
        .insert(doctorProfiles)
        .values({ userId: user.id, ...profile, ...derived(user.name, profile) });
    },

    async findByUserId(userId: string): Promise<DoctorProfileRow | undefined> {
      const [row] = await db
        .select(withUser)
        .from(doctorProfiles)
        .innerJoin(users, eq(users.id, doctorProfiles.userId))
        .where(eq(doctorProfiles.userId, userId));
      return row && toRow(row);
    },

    async findById(id: string): Promise<DoctorProfileRow | undefined> {
      const [row] = await db
        .select(withUser)
        .from(doctorProfiles)
        .innerJoin(users, eq(users.id, doctorProfiles.userId))
        .where(eq(doctorProfiles.id, id));
      return row && toRow(row);
    },

    /** Verified doctors matching every given filter, in directory order. */
    async searchVerified(filters: DirectoryFilters): Promise<DoctorProfileRow[]> {
      const conditions: SQL[] = [sql`${doctorProfiles.isVerified}`];
      if (filters.search) {
        const query = filters.search.toLowerCase();
        conditions.push(
          filters.fuzzy
            ? // A close spelling of a word: 'cardiolgy' finds 'cardiologist'.
              sql`${query} <% ${doctorProfiles.searchText}`
            : sql`${doctorProfiles.searchText} like ${containing(query)}`,
        );
      }
      if (filters.location) {
        conditions.push(
          sql`lower(${doctorProfiles.location}) like ${containing(filters.location)}`,
        );
      }
      if (filters.language) {
        conditions.push(
          sql`${doctorProfiles.languageKeys} @> array[${filters.language.toLowerCase()}]::text[]`,
        );
      }
      if (filters.specialty) conditions.push(eq(doctorProfiles.specialty, filters.specialty));
      if (filters.after) {
        const { rating, experience, id } = filters.after;
        conditions.push(sql`(
          ${doctorProfiles.ratingAverage} < ${rating}
          or (${doctorProfiles.ratingAverage} = ${rating} and ${doctorProfiles.experience} < ${experience})
          or (${doctorProfiles.ratingAverage} = ${rating} and ${doctorProfiles.experience} = ${experience}
              and ${doctorProfiles.id} > ${id})
        )`);
      }
      // Find the page's ids on the profiles alone, then load those few rows with their users:
      // joining before filtering would look up a user for every candidate.
      const page = await db
        .select({ id: doctorProfiles.id })
        .from(doctorProfiles)
        .where(and(...conditions))
        .orderBy(
          // The `+ 0` keeps the planner off the ordered index when the filters are narrow.
          narrow(filters)
            ? sql`${doctorProfiles.ratingAverage} + 0 desc`
            : sql`${doctorProfiles.ratingAverage} desc nulls last`,
          sql`${doctorProfiles.experience} desc nulls last`,
          asc(doctorProfiles.id),
        )
        .limit(filters.limit);
      if (page.length === 0) return [];
      const ids = page.map((row) => row.id);
      const rows = await db
        .select(withUser)
        .from(doctorProfiles)
        .innerJoin(users, eq(users.id, doctorProfiles.userId))
        .where(inArray(doctorProfiles.id, ids));
      const byId = new Map(rows.map((row) => [row.profile.id, toRow(row)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** Every profile for the admin: pending first, newest first within each group. */
    async listAll(): Promise<DoctorProfileRow[]> {
      const rows = await db
        .select(withUser)
        .from(doctorProfiles)
        .innerJoin(users, eq(users.id, doctorProfiles.userId))
        .orderBy(
          asc(doctorProfiles.isVerified),
          desc(doctorProfiles.updatedAt),
          asc(doctorProfiles.id),
        );
      return rows.map(toRow);
    },
  };
}

export type DoctorsRepository = ReturnType<typeof createDoctorsRepository>;

import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<typeof users.$inferInsert, 'name' | 'email' | 'passwordHash' | 'role'>;

export function createUsersRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** Inserts a user; undefined when the email is taken (the unique index decides, not a lookup). */
    async insert(user: NewUser): Promise<UserRow | undefined> {
      try {
        const [row] = await db
          .insert(users)
          .values({ ...user, email: user.email.toLowerCase() })
          .returning();
        return row;
      } catch (error) {
        if (uniqueViolation(error) !== undefined) return undefined;
        throw error;
      }
    },

    async count(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
      return row?.count ?? 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

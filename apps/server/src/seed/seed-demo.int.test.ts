import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { DEMO_DOCTORS } from './demo-data';
import { seedDemoData } from './seed-demo';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('demo data', () => {
  it('seeds an admin, two patients, 30+ verified and 3 pending doctors, once', async () => {
    expect(await seedDemoData(database.db)).toBe(true);
    expect(await seedDemoData(database.db)).toBe(false);

    const roles = await database.db.execute<{ role: string; count: number }>(
      sql`select role, count(*)::int as count from users group by role order by role`,
    );
    expect(roles.rows).toEqual([
      { role: 'patient', count: 2 },
      { role: 'doctor', count: DEMO_DOCTORS.length },
      { role: 'admin', count: 1 },
    ]);
    const doctors = await database.db.execute<{
      verified: number;
      pending: number;
      cities: number;
      specialties: number;
    }>(
      sql`select count(*) filter (where is_verified)::int as verified,
                 count(*) filter (where not is_verified)::int as pending,
                 count(distinct location)::int as cities,
                 count(distinct specialty)::int as specialties
          from doctor_profiles`,
    );
    const [summary] = doctors.rows;
    expect(summary!.verified).toBeGreaterThanOrEqual(30);
    expect(summary!.pending).toBe(3);
    expect(summary!.cities).toBeGreaterThanOrEqual(20);
    expect(summary!.specialties).toBeGreaterThanOrEqual(12);
  });
});

import { SPECIALTIES } from '@arogya/contracts/doctors';
import type { Database } from '../db/client';
import { hashPassword } from '../modules/auth/passwords';

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Krishna',
  'Ishaan',
  'Rohan',
  'Ananya',
  'Diya',
  'Aadhya',
  'Saanvi',
  'Kavya',
  'Priya',
  'Meera',
  'Lakshmi',
  'Fatima',
  'Harpreet',
  'Gurpreet',
  'Sourav',
  'Ritika',
  'Neha',
  'Imran',
  'Joseph',
  'Anjali',
  'Deepak',
  'Suresh',
  'Farah',
];
const LAST = [
  'Sharma',
  'Verma',
  'Iyer',
  'Reddy',
  'Nair',
  'Patel',
  'Singh',
  'Kaur',
  'Banerjee',
  'Chatterjee',
  'Das',
  'Gupta',
  'Khan',
  'Qureshi',
  'Menon',
  'Pillai',
  'Rao',
  'Joshi',
  'Kulkarni',
  'Deshpande',
  'Shah',
  'Mehta',
  'Yadav',
  'Mishra',
  'Gowda',
  'Naidu',
  'Bose',
  'Ghosh',
  'Sandhu',
  'Gill',
];
const CITIES = [
  'Mumbai',
  'Delhi',
  'Bengaluru',
  'Hyderabad',
  'Chennai',
  'Kolkata',
  'Pune',
  'Ahmedabad',
  'Jaipur',
  'Lucknow',
  'Kanpur',
  'Nagpur',
  'Indore',
  'Bhopal',
  'Patna',
  'Vadodara',
  'Ludhiana',
  'Agra',
  'Nashik',
  'Varanasi',
  'Madurai',
  'Coimbatore',
  'Kochi',
  'Guwahati',
  'Bhubaneswar',
  'Chandigarh',
  'Mysuru',
  'Surat',
  'Amritsar',
  'Ranchi',
];
const LANGUAGES = [
  'Hindi',
  'English',
  'Punjabi',
  'Bengali',
  'Tamil',
  'Telugu',
  'Gujarati',
  'Marathi',
  'Kannada',
  'Malayalam',
];

/**
 * Adds `count` verified doctors (and their users) in a few set-based statements, for benchmarks.
 * Names, cities, specialties and languages vary deterministically; every account shares one
 * password hash. Returns how long it took in milliseconds.
 */
export async function seedBenchDoctors(db: Database, count: number): Promise<number> {
  const started = Date.now();
  const passwordHash = await hashPassword('bench-password');
  // node-postgres sends JS arrays as PostgreSQL arrays, which drizzle's sql`` would spread.
  await db.$client.query(
    `
      with input as (
        select $1::text[] as first, $2::text[] as last, $3::text[] as cities,
               $4::text[] as specialties, $5::text[] as languages
      ),
      people as (
        select n,
               'Dr. ' || first[1 + n % array_length(first, 1)] || ' ' || last[1 + (n / 7) % array_length(last, 1)] || ' ' || n as name,
               'bench.doctor.' || n || '@arogya.bench' as email,
               specialties[1 + (n / 3) % array_length(specialties, 1)] as specialty,
               cities[1 + (n / 11) % array_length(cities, 1)] as city,
               array['English', languages[1 + n % array_length(languages, 1)], languages[1 + (n / 5) % array_length(languages, 1)]] as langs
        from input, generate_series(1, $6::int) as n
      ),
      new_users as (
        insert into users (name, email, password_hash, role)
        select name, email, $7, 'doctor' from people
        returning id, email
      )
      insert into doctor_profiles (user_id, specialty, experience, consultation_fee, location, bio,
        languages, qualifications, rating_average, rating_count, is_verified, verified_at,
        search_text, language_keys)
      select u.id, p.specialty, p.n % 40, 300 + (p.n % 20) * 50, p.city, '',
             (select array_agg(distinct l) from unnest(p.langs) l),
             jsonb_build_array(jsonb_build_object('degree', 'MBBS', 'university', 'AIIMS', 'year', 1980 + p.n % 40)),
             round(((p.n * 7919) % 41) / 10.0 + 0.9, 1)::numeric(3,2) % 5.01, p.n % 500, true, now(),
             lower(p.name || ' ' || p.specialty),
             (select array_agg(distinct lower(l)) from unnest(p.langs) l)
      from people p join new_users u on u.email = p.email
    `,
    [FIRST, LAST, CITIES, [...SPECIALTIES], LANGUAGES, count, passwordHash],
  );
  // A GIN index is slow right after a bulk load until VACUUM runs (STACK.md).
  await db.$client.query('vacuum analyze users');
  await db.$client.query('vacuum analyze doctor_profiles');
  return Date.now() - started;
}

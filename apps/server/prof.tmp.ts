import { startEmbeddedPostgres } from './src/db/embedded-postgres';
import { connectDatabase } from './src/db/client';
import { runMigrations } from './src/db/migrate';
import { createDoctorsRepository } from './src/modules/doctors/doctors.repository';
import { createDoctorsService } from './src/modules/doctors/doctors.service';
const e = await startEmbeddedPostgres({
  dataDir: '/tmp/bench-data',
  port: 0,
  log: { info() {}, warn() {} },
});
const db = connectDatabase(e.url);
await runMigrations(db);
await db.$client.query('analyze doctor_profiles');
const svc = createDoctorsService(createDoctorsRepository(db), { onDirectoryChanged() {} });
const SEARCHES = [
  '',
  'cardio',
  'cardiolgy',
  'derma',
  'pediatrician',
  'neuro',
  'gyne',
  'priya',
  'sharma',
  'kavya iyer',
  'ortho',
  'psychiatrist',
  'ent',
  'dentist',
  'gastro',
];
const CITIES = [
  '',
  'mumbai',
  'delhi',
  'bengaluru',
  'pune',
  'chennai',
  'kolkata',
  'jaipur',
  'lucknow',
  'patna',
  'kochi',
];
const LANGS = [
  'Any',
  'Any',
  'Hindi',
  'Tamil',
  'Bengali',
  'Marathi',
  'Telugu',
  'Gujarati',
  'Punjabi',
];
await svc.search({ limit: 24 });
const res: [string, number][] = [];
let n = 0;
for (const s of SEARCHES)
  for (const c of ['', ...CITIES]) {
    const l = LANGS[n++ % LANGS.length]!;
    const t0 = performance.now();
    await svc.search({ search: s, location: c, language: l, limit: 24 });
    res.push([`${s}|${c}|${l}`, performance.now() - t0]);
  }
const total = res.reduce((a, [, v]) => a + v, 0);
res.sort((a, b) => b[1] - a[1]);
console.log(
  res
    .slice(0, 15)
    .map(([k, v]) => `${v.toFixed(1)}ms ${k}`)
    .join('\n'),
);
console.log(
  'median',
  res[Math.floor(res.length / 2)]![1].toFixed(1),
  'mean',
  (total / res.length).toFixed(1),
);
await db.$client.end();
await e.stop();

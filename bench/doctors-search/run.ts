// npm run bench:doctors [-- --doctors 100000 --seconds 15 --connections 50]
// GET /api/doctors with a mix of filters on 100,000 doctors in the embedded PostgreSQL, beside a
// bare Fastify hello-world in the same run. Prints a Markdown table for docs/BENCHMARKS.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { SPECIALTIES } from '@arogya/contracts/doctors';
import { connectDatabase } from '../../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { seedBenchDoctors } from '../../apps/server/src/seed/bench-data';
import { freePort, startServer, stop } from '../lib/processes';

const { values } = parseArgs({
  options: {
    doctors: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
  },
});
const doctors = Number(values.doctors);
const seconds = Number(values.seconds);
const connections = Number(values.connections);

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
const LANGUAGES = [
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

/** A deterministic mix of the filter combinations people use: text, city, language, specialty. */
function filterMix(): string[] {
  const paths: string[] = [];
  let n = 0;
  for (const search of SEARCHES) {
    for (const city of CITIES) {
      const language = LANGUAGES[n++ % LANGUAGES.length]!;
      const params = new URLSearchParams();
      if (search) params.set('search', search);
      if (city) params.set('location', city);
      if (language !== 'Any') params.set('language', language);
      paths.push(`/api/doctors?${params}`);
    }
  }
  for (const specialty of SPECIALTIES.slice(0, 10))
    paths.push(`/api/doctors?specialty=${encodeURIComponent(specialty)}`);
  return paths;
}

async function load(url: string, paths: string[]) {
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[i++ % paths.length]! }) }],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-bench-'));
const database = await startEmbeddedPostgres({ dataDir, port: 0, log: { info() {}, warn() {} } });
const processes = [];
try {
  const db = connectDatabase(database.url, { max: 2 });
  await runMigrations(db);
  const seedMs = await seedBenchDoctors(db, doctors);
  await db.$client.end();

  const helloPort = await freePort();
  processes.push(
    await startServer(
      'bench/lib/hello-server.ts',
      { PORT: String(helloPort) },
      `http://127.0.0.1:${helloPort}/hello`,
    ),
  );

  const runApp = async (cacheSeconds: number) => {
    const port = await freePort();
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      DIRECTORY_CACHE_SECONDS: String(cacheSeconds),
    };
    const app = await startServer(
      'apps/server/src/main.ts',
      env,
      `http://127.0.0.1:${port}/api/health`,
    );
    const mix = filterMix();
    await load(`http://127.0.0.1:${port}`, mix.slice(0, 20)); // warm up JIT and connections
    const measured = await load(`http://127.0.0.1:${port}`, mix);
    await stop(app);
    return { ...measured, distinct: mix.length };
  };

  const hello = await load(`http://127.0.0.1:${helloPort}`, ['/hello']);
  const cached = await runApp(15);
  const uncached = await runApp(0);

  const row = (
    name: string,
    r: { rps: number; p50: number; p99: number; non2xx: number; errors: number },
  ) =>
    `| ${name} | ${r.rps.toLocaleString('en-IN')} | ${r.p50} | ${r.p99} | ${Math.round((r.rps / hello.rps) * 100)}% | ${r.non2xx + r.errors} |`;
  console.log(
    `\n${doctors.toLocaleString('en-IN')} doctors seeded in ${(seedMs / 1000).toFixed(1)} s; ${connections} connections, ${seconds} s each, ${os.cpus().length} cores, Node ${process.version}.\n`,
  );
  console.log('| endpoint | req/s | p50 ms | p99 ms | of hello-world | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  console.log(row('bare Fastify hello-world', hello));
  console.log(
    row(
      `GET /api/doctors, ${cached.distinct} filter mixes, directory cache 15 s (default)`,
      cached,
    ),
  );
  console.log(
    row(
      `GET /api/doctors, ${uncached.distinct} filter mixes, cache off (every request hits PostgreSQL)`,
      uncached,
    ),
  );
} finally {
  for (const child of processes) await stop(child);
  await database.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

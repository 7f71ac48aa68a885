// npm run bench:booking [-- --bookings 400 --concurrency 20 --racers 200]
// Full paid bookings (order → sandbox payment → verify → appointment) against the real server
// on the embedded PostgreSQL: bookings per second for distinct slots, and a race of many
// patients for one slot. Prints a Markdown table for docs/BENCHMARKS.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TIME_SLOTS, addDays, indiaToday } from '@arogya/contracts/appointments';
import { SANDBOX_SUCCESS_CARD } from '@arogya/contracts/payments';
import { connectDatabase } from '../../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { seedDemoData } from '../../apps/server/src/seed/seed-demo';
import { freePort, startServer, stop } from '../lib/processes';

const { values } = parseArgs({
  options: {
    bookings: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '20' },
    racers: { type: 'string', default: '200' },
  },
});
const bookings = Number(values.bookings);
const concurrency = Number(values.concurrency);
const racers = Number(values.racers);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-bench-booking-'));
const database = await startEmbeddedPostgres({ dataDir, port: 0, log: { info() {}, warn() {} } });
let server;
try {
  const db = connectDatabase(database.url, { max: 2 });
  await runMigrations(db);
  await seedDemoData(db);
  await db.$client.end();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = await startServer(
    'apps/server/src/main.ts',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
    `${base}/api/health`,
  );

  const call = async (method: string, url: string, token?: string, body?: unknown) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const register = async (i: number) =>
    (
      await call('POST', '/api/auth/register', undefined, {
        name: `Bench Patient ${i}`,
        email: `bench${i}@arogya.bench`,
        password: 'bench-password',
      })
    ).body.token as string;

  const doctors = (await call('GET', '/api/doctors?limit=100')).body.doctors as {
    _id: string;
    consultationFee: number;
  }[];
  const today = indiaToday(new Date());
  const slots: { doctor: { _id: string; consultationFee: number }; date: string; time: string }[] =
    [];
  for (let day = 2; slots.length < bookings; day++) {
    for (const doctor of doctors)
      for (const time of TIME_SLOTS) slots.push({ doctor, date: addDays(today, day), time });
  }

  const patients = await Promise.all(
    Array.from({ length: Math.max(concurrency, racers) }, (_, i) => register(i)),
  );

  const book = async (token: string, slot: (typeof slots)[number]) => {
    const order = await call('POST', '/api/payment/orders', token, {
      amount: slot.doctor.consultationFee,
      doctorId: slot.doctor._id,
      appointmentDate: slot.date,
      appointmentTime: slot.time,
    });
    if (order.status !== 200) return order.status;
    const paid = await call('POST', '/api/payment/sandbox/pay', token, {
      order_id: order.body.id,
      card: { number: SANDBOX_SUCCESS_CARD, expiry: '12/30', cvc: '123', name: 'Bench' },
    });
    await call('POST', '/api/payment/verify', token, paid.body);
    return (
      await call('POST', '/api/appointments', token, {
        doctorId: slot.doctor._id,
        appointmentDate: slot.date,
        appointmentTime: slot.time,
      })
    ).status;
  };

  let next = 0;
  const outcomes: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < bookings) {
        const slot = slots[next++]!;
        outcomes.push(await book(patients[worker]!, slot));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const raceSlot = { doctor: doctors[0]!, date: addDays(today, 1), time: TIME_SLOTS[3] };
  const race = await Promise.all(patients.slice(0, racers).map((token) => book(token, raceSlot)));

  const count = (list: number[], status: number) => list.filter((s) => s === status).length;
  console.log(
    `\n${bookings} bookings over distinct slots by ${concurrency} patients at once; a race of ${racers} patients for one slot. 2 cores, Node ${process.version}.\n`,
  );
  console.log('| measure | result |');
  console.log('| --- | ---: |');
  console.log(
    `| full bookings per second (4 calls each: order, pay, verify, book) | ${(bookings / seconds).toFixed(0)} |`,
  );
  console.log(
    `| mean time for one full booking | ${((seconds * 1000 * concurrency) / bookings).toFixed(0)} ms |`,
  );
  console.log(`| distinct-slot bookings that succeeded | ${count(outcomes, 201)} of ${bookings} |`);
  console.log(`| race: appointments created for the one slot | ${count(race, 201)} |`);
  console.log(`| race: patients refused with 409 before paying | ${count(race, 409)} |`);
  console.log(`| race: any other answer | ${racers - count(race, 201) - count(race, 409)} |`);
} finally {
  if (server) await stop(server);
  await database.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

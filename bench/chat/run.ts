// npm run bench:chat [-- --rooms 500 --messages 20000]
// 500 appointment rooms × 2 members exchanging 20,000 messages through the real server: one
// process, and two processes joined by Redis (patient on one, doctor on the other), beside a
// bare Socket.IO relay measured in the same run. Round trip = send until the other member
// receives it. Every message must arrive exactly once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { io as connect, type Socket } from 'socket.io-client';
import { connectDatabase } from '../../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { seedDemoData } from '../../apps/server/src/seed/seed-demo';
import { freePort, startServer, stop } from '../lib/processes';

const { values } = parseArgs({
  options: {
    rooms: { type: 'string', default: '500' },
    messages: { type: 'string', default: '20000' },
    // Each socket sends one message per `pause` ms (one a second: a brisk conversation).
    pause: { type: 'string', default: '1000' },
  },
});
const roomCount = Number(values.rooms);
const messageCount = Number(values.messages);
const pauseMs = Number(values.pause);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret';

type Member = { token: string };
type Room = { id: string; patient: Member; doctor: Member };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function exchange(
  rooms: Room[],
  urlFor: (side: 'patient' | 'doctor') => string,
  auth: boolean,
) {
  const sockets: Socket[] = [];
  const open = async (member: Member, url: string, room: string) => {
    const socket = connect(url, {
      auth: auth ? { token: member.token } : {},
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect_error', reject);
      socket.once('room_history', () => resolve());
      socket.once('connect', () => socket.emit('join_room', room));
    });
    return socket;
  };
  const pairs = [];
  for (const room of rooms) {
    pairs.push({
      room: room.id,
      patient: await open(room.patient, urlFor('patient'), room.id),
      doctor: await open(room.doctor, urlFor('doctor'), room.id),
    });
  }
  const sentAt = new Map<string, number>();
  const received = new Map<string, number>();
  const latencies: number[] = [];
  let expected = 0;
  for (const { patient, doctor } of pairs) {
    for (const [socket, role] of [
      [patient, 'patient'],
      [doctor, 'doctor'],
    ] as const) {
      socket.on('receive_message', (m: { message: string }) => {
        const [from, key] = m.message.split(' ');
        if (from === role) return; // the sender's own echo
        received.set(key!, (received.get(key!) ?? 0) + 1);
        if (received.get(key!) === 1) latencies.push(performance.now() - sentAt.get(key!)!);
      });
    }
  }
  const perSocket = Math.ceil(messageCount / (pairs.length * 2));
  const started = performance.now();
  for (let round = 0; round < perSocket; round++) {
    for (const { room, patient, doctor } of pairs) {
      for (const [socket, role] of [
        [patient, 'patient'],
        [doctor, 'doctor'],
      ] as const) {
        if (expected >= messageCount) break;
        const key = `${room}:${role}:${round}`;
        sentAt.set(key, performance.now());
        socket.emit('send_message', { room, message: `${role} ${key}` });
        expected++;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  const deadline = Date.now() + 30_000;
  while (received.size < expected && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  const seconds = (performance.now() - started) / 1000;
  for (const socket of sockets) socket.disconnect();
  latencies.sort((a, b) => a - b);
  return {
    sent: expected,
    lost: expected - received.size,
    duplicated: [...received.values()].filter((n) => n > 1).length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: received.size / seconds,
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-bench-chat-'));
const database = await startEmbeddedPostgres({ dataDir, port: 0, log: { info() {}, warn() {} } });
const children = [];
try {
  const db = connectDatabase(database.url, { max: 2 });
  await runMigrations(db);
  await seedDemoData(db);

  const start = async (extra: Record<string, string>) => {
    const port = await freePort();
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      ...extra,
    };
    children.push(
      await startServer('apps/server/src/main.ts', env, `http://127.0.0.1:${port}/api/health`),
    );
    return `http://127.0.0.1:${port}`;
  };
  const single = await start({});
  const post = async (url: string, body: unknown) =>
    (
      await fetch(`${single}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json() as Promise<{ token: string; _id: string }>;

  // Members: 50 patients and the demo doctors; rooms: paid appointments written directly.
  const patients = [];
  for (let i = 0; i < 50; i++)
    patients.push(
      await post('/api/auth/register', {
        name: `Chat Patient ${i}`,
        email: `chat${i}@arogya.bench`,
        password: 'bench-password',
      }),
    );
  const doctorRows = await db.$client.query<{ id: string; email: string }>(
    `select p.id, u.email from doctor_profiles p join users u on u.id = p.user_id where p.is_verified order by u.email`,
  );
  const doctors = [];
  for (const row of doctorRows.rows)
    doctors.push({
      profileId: row.id,
      ...(await post('/api/auth/login', { email: row.email, password: 'Arogya@2026' })),
    });
  const rooms: Room[] = [];
  const slots = [
    '09:00 AM',
    '10:00 AM',
    '11:00 AM',
    '12:00 PM',
    '02:00 PM',
    '03:00 PM',
    '04:00 PM',
    '05:00 PM',
  ];
  for (let i = 0; i < roomCount; i++) {
    const patient = patients[i % patients.length]!;
    const doctor = doctors[i % doctors.length]!;
    const day = 30 + Math.floor(i / (doctors.length * slots.length));
    const time = slots[Math.floor(i / doctors.length) % slots.length]!;
    const { rows } = await db.$client.query<{ id: string }>(
      `with o as (
         insert into payment_orders (provider, provider_order_id, patient_id, amount, status, payment_id)
         values ('sandbox', 'bench_order_' || $1, $2, 500, 'consumed', 'bench_pay_' || $1) returning id)
       insert into appointments (doctor_id, patient_id, appointment_date, appointment_time, starts_at, consultation_fee, video_call_room_id, order_id)
       select $3, $2, current_date + $4::int, $5, now() + ($4::int || ' days')::interval, 500, 'bench-room-' || $1, o.id from o
       returning id`,
      [i, patient._id, doctor.profileId, day, time],
    );
    rooms.push({
      id: rows[0]!.id,
      patient: { token: patient.token },
      doctor: { token: doctor.token },
    });
  }
  await db.$client.end();

  const echoPort = await freePort();
  children.push(
    await startServer(
      'bench/lib/echo-socket-server.ts',
      { PORT: String(echoPort) },
      `http://127.0.0.1:${echoPort}/`,
    ),
  );
  const echo = await exchange(rooms, () => `http://127.0.0.1:${echoPort}`, false);
  const one = await exchange(rooms, () => single, true);
  const a = await start({ REDIS_URL: redisUrl });
  const b = await start({ REDIS_URL: redisUrl });
  const two = await exchange(rooms, (side) => (side === 'patient' ? a : b), true);

  const row = (name: string, r: Awaited<ReturnType<typeof exchange>>) =>
    `| ${name} | ${r.sent.toLocaleString('en-IN')} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${(r.p99 / echo.p99).toFixed(1)}× | ${Math.round(r.perSecond)} | ${r.lost} | ${r.duplicated} |`;
  console.log(
    `\n${roomCount} rooms × 2 members, ${messageCount.toLocaleString('en-IN')} messages, each socket sending one message every ${pauseMs} ms. 2 cores, Node ${process.version}.\n`,
  );
  console.log(
    '| server | messages | p50 ms | p99 ms | p99 vs bare relay | delivered/s | lost | duplicated |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(row('bare Socket.IO relay (baseline)', echo));
  console.log(row('Arogya, one process', one));
  console.log(row('Arogya, two processes over Redis', two));
} finally {
  for (const child of children) await stop(child);
  await database.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_EVENTS,
  type ChatError,
  type ChatMessage,
  type RoomHistory,
} from '@arogya/contracts/chat';
import { bearer, createTestApp, registerUser, type TestApp } from '../../../test/app';
import { bookedAppointment } from '../../../test/booking';

let t: TestApp;
let url: string;
let room: string;
let patient: { token: string; name: string };
let doctor: { token: string; name: string };
const sockets: Socket[] = [];

beforeAll(async () => {
  // Check the token on every message, so the revocation test needs no waiting.
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, { chatTokenRecheckMs: 0 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const booked = await bookedAppointment(t, 'chat');
  room = booked.appointmentId;
  patient = booked.patient;
  doctor = booked.doctor;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

function open(token: string | undefined, at = url): Socket {
  const socket = connect(at, {
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}
const next = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

async function joined(token: string, at = url) {
  const socket = open(token, at);
  const history = next<RoomHistory>(socket, CHAT_EVENTS.history);
  socket.emit(CHAT_EVENTS.join, room);
  return { socket, history: await history };
}

describe('the live chat', () => {
  it('refuses a handshake without a valid token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const socket = open(token);
      const error = await next<Error>(socket, 'connect_error');
      expect(error.message).toBe('Not authorized, please log in again.');
    }
  });

  it('refuses someone who is not the patient or the doctor of the appointment', async () => {
    const stranger = await registerUser(t.app, { email: 'stranger@chat.in' });
    const socket = open(stranger.token);
    const refused = next<ChatError>(socket, CHAT_EVENTS.error);
    socket.emit(CHAT_EVENTS.join, room);
    expect(await refused).toEqual({
      code: 'NOT_A_MEMBER',
      message: 'You can only open the chat of your own appointment.',
    });
    const notJoined = next<ChatError>(socket, CHAT_EVENTS.error);
    socket.emit(CHAT_EVENTS.send, { room, message: 'let me in' });
    expect((await notJoined).code).toBe('NOT_JOINED');
  });

  it('carries messages both ways with the author and time set by the server, and keeps them', async () => {
    const a = await joined(patient.token);
    const b = await joined(doctor.token);
    const atDoctor = next<ChatMessage>(b.socket, CHAT_EVENTS.receive);
    const echo = next<ChatMessage>(a.socket, CHAT_EVENTS.receive);
    a.socket.emit(CHAT_EVENTS.send, {
      room,
      author: 'Someone Else',
      message: '  Namaste doctor, <b>fever</b> since 2 days  ',
      time: '99:99',
    });
    const received = await atDoctor;
    expect(received).toMatchObject({
      room,
      author: patient.name,
      message: 'Namaste doctor, <b>fever</b> since 2 days',
      senderRole: 'patient',
      time: expect.stringMatching(/^\d{2}:\d{2}\s?(am|pm)$/i),
    });
    expect((await echo).id).toBe(received.id);

    const atPatient = next<ChatMessage>(a.socket, CHAT_EVENTS.receive);
    b.socket.emit(CHAT_EVENTS.send, { room, message: 'Please drink plenty of water.' });
    expect(await atPatient).toMatchObject({ author: doctor.name, senderRole: 'doctor' });

    // Rejoining shows the history, oldest first, without duplicates.
    a.socket.disconnect();
    const again = await joined(patient.token);
    const bodies = again.history.messages.map((m) => m.message);
    expect(bodies.slice(-2)).toEqual([
      'Namaste doctor, <b>fever</b> since 2 days',
      'Please drink plenty of water.',
    ]);
    expect(new Set(again.history.messages.map((m) => m.id)).size).toBe(
      again.history.messages.length,
    );

    const page = await t.app.inject({
      url: `/api/appointments/${room}/messages?limit=1`,
      headers: bearer(doctor.token),
    });
    expect(page.json()).toMatchObject({
      messages: [{ message: 'Please drink plenty of water.' }],
      hasMore: true,
    });
    const older = await t.app.inject({
      url: `/api/appointments/${room}/messages?limit=1&before=${encodeURIComponent(page.json().messages[0].sentAt)}`,
      headers: bearer(doctor.token),
    });
    expect(older.json().messages[0].message).toBe('Namaste doctor, <b>fever</b> since 2 days');
    const stranger = await registerUser(t.app, { email: 'nosy@chat.in' });
    expect(
      (
        await t.app.inject({
          url: `/api/appointments/${room}/messages`,
          headers: bearer(stranger.token),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses empty and over-long messages, and more than 5 a second', async () => {
    const { socket } = await joined(patient.token);
    const empty = next<ChatError>(socket, CHAT_EVENTS.error);
    socket.emit(CHAT_EVENTS.send, { room, message: '   ' });
    expect((await empty).code).toBe('INVALID');
    const long = next<ChatError>(socket, CHAT_EVENTS.error);
    socket.emit(CHAT_EVENTS.send, { room, message: 'x'.repeat(2001) });
    expect(await long).toEqual({
      code: 'TOO_LONG',
      message: 'A message can be at most 2000 characters long.',
    });

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const errors: ChatError[] = [];
    socket.on(CHAT_EVENTS.error, (e: ChatError) => errors.push(e));
    for (let i = 0; i < 7; i++) socket.emit(CHAT_EVENTS.send, { room, message: `quick ${i}` });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(errors.map((e) => e.code)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
  });

  it('keeps a cancelled appointment readable but closed for new messages', async () => {
    const other = await bookedAppointment(t, 'closed', '11:00 AM');
    const socket = open(other.patient.token);
    const history = next<RoomHistory>(socket, CHAT_EVENTS.history);
    socket.emit(CHAT_EVENTS.join, other.appointmentId);
    await history;
    await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${other.appointmentId}/cancel`,
      headers: bearer(other.patient.token),
    });
    const closed = next<ChatError>(socket, CHAT_EVENTS.error);
    socket.emit(CHAT_EVENTS.send, { room: other.appointmentId, message: 'Are you there?' });
    expect(await closed).toEqual({
      code: 'CLOSED',
      message: 'This appointment was cancelled; its chat is read-only.',
    });
  });

  it('ends the connection once the token is revoked', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'doctor.chat@test.in', password: 'secret123' },
    });
    const token = login.json().token as string;
    const { socket } = await joined(token);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    const refused = next<ChatError>(socket, CHAT_EVENTS.error);
    const gone = next<string>(socket, 'disconnect');
    socket.emit(CHAT_EVENTS.send, { room, message: 'after logout' });
    expect((await refused).code).toBe('UNAUTHORIZED');
    expect(await gone).toBe('io server disconnect');
  });
});

describe.runIf(process.env.REDIS_URL)('across two server processes (REDIS_URL)', () => {
  it('lets a patient on one process and the doctor on another talk', async () => {
    // Two more server instances on the same database, joined only through Redis.
    const { buildApp } = await import('../../app');
    const { loadConfig } = await import('../../config');
    const { pino } = await import('pino');
    const make = async () => {
      const app = await buildApp({
        config: loadConfig({ DATA_DIR: '/nonexistent', REDIS_URL: process.env.REDIS_URL! }),
        db: t.database.db,
        jwtSecret: 'test-secret-that-is-at-least-32-characters-long',
        clock: t.clock,
        logger: pino({ level: 'silent' }),
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
    };
    const processA = await make();
    const processB = await make();
    try {
      const a = await joined(patient.token, processA.url);
      const b = await joined(doctor.token, processB.url);
      const atDoctor = next<ChatMessage>(b.socket, CHAT_EVENTS.receive);
      a.socket.emit(CHAT_EVENTS.send, { room, message: 'Hello from process A' });
      expect((await atDoctor).message).toBe('Hello from process A');
      const atPatient = next<ChatMessage>(a.socket, CHAT_EVENTS.receive);
      b.socket.emit(CHAT_EVENTS.send, { room, message: 'Hello from process B' });
      expect((await atPatient).message).toBe('Hello from process B');
    } finally {
      await processA.app.close();
      await processB.app.close();
    }
  });
});

import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EVENTS, type ChatMessage } from '@arogya/contracts/chat';
import { createTestApp, type TestApp } from '../../../test/app';
import { bookedAppointment } from '../../../test/booking';
import { createLogger } from '../../lib/logger';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp(
    { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    { logger: createLogger('debug', sink) },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

describe('chat logs', () => {
  it('never contain what people write', async () => {
    const { patient, appointmentId } = await bookedAppointment(t, 'logs');
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const socket = connect(url, {
      auth: { token: patient.token },
      transports: ['websocket'],
      forceNew: true,
    });
    await new Promise((resolve) =>
      socket.once(CHAT_EVENTS.history, resolve).emit(CHAT_EVENTS.join, appointmentId),
    );
    const echoed = new Promise<ChatMessage>((resolve) => socket.once(CHAT_EVENTS.receive, resolve));
    socket.emit(CHAT_EVENTS.send, {
      room: appointmentId,
      message: 'My HIV report came back positive',
    });
    expect((await echoed).message).toBe('My HIV report came back positive');
    socket.emit(CHAT_EVENTS.send, {
      room: appointmentId,
      message: `secret-too-long ${'x'.repeat(2100)}`,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.disconnect();

    const log = lines.join('');
    expect(log).toContain('/api/appointments'); // the booking requests were logged…
    expect(log).not.toContain('HIV report'); // …but no message body ever is
    expect(log).not.toContain('secret-too-long');
  });
});

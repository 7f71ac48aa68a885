import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './mailer';

let server: SMTPServer;
let port: number;
const received: { from: string; to: string[]; body: string }[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          body,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the SMTP mailer (SMTP_URL)', () => {
  it('sends the reset link to the account holder through the configured server', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Arogya <no-reply@arogya.test>');
    await mailer.sendPasswordReset('asha@example.in', 'https://arogya.test/reset-password/abc123');
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('no-reply@arogya.test');
    expect(received[0]!.to).toEqual(['asha@example.in']);
    expect(received[0]!.body).toContain('Subject: Reset your Arogya password');
    expect(received[0]!.body).toContain('https://arogya.test/reset-password/abc123');
  });
});

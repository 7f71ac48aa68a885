import { describe, expect, it } from 'vitest';
import { createMessageWriter, type PendingMessage } from './message-writer';

const message = (body: string, appointmentId = 'a1'): PendingMessage => ({
  appointmentId,
  senderId: 'u1',
  senderRole: 'patient',
  body,
});

describe('createMessageWriter', () => {
  it('writes messages that arrive during a write together, and answers each its own result', async () => {
    const batches: string[][] = [];
    const writer = createMessageWriter(async (rows) => {
      batches.push(rows.map((r) => r.body));
      await new Promise((resolve) => setTimeout(resolve, 10));
      // Appointment 'closed' is cancelled: its rows are not stored.
      return new Map(
        rows.filter((r) => r.appointmentId !== 'closed').map((r) => [r.id, new Date(0)]),
      );
    });
    const first = writer.write(message('one'));
    const rest = [
      writer.write(message('two')),
      writer.write(message('three', 'closed')),
      writer.write(message('four')),
    ];
    const results = await Promise.all([first, ...rest]);
    expect(batches).toEqual([['one'], ['two', 'three', 'four']]);
    expect(results.map((r) => r?.sentAt.getTime() ?? 'closed')).toEqual([0, 0, 'closed', 0]);
    expect(new Set(results.flatMap((r) => (r ? [r.id] : []))).size).toBe(3);
  });

  it('fails every message of a batch the database refused, and keeps writing afterwards', async () => {
    let calls = 0;
    const writer = createMessageWriter(async (rows) => {
      calls++;
      if (calls === 1) throw new Error('database unreachable');
      return new Map(rows.map((r) => [r.id, new Date(0)]));
    });
    await expect(writer.write(message('lost'))).rejects.toThrow('database unreachable');
    await expect(writer.write(message('kept'))).resolves.toMatchObject({ sentAt: new Date(0) });
  });
});

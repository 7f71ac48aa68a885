import crypto from 'node:crypto';

export type PendingMessage = {
  appointmentId: string;
  senderId: string;
  senderRole: string;
  body: string;
};

type Stored = { id: string; sentAt: Date } | undefined;

/**
 * Writes chat messages in small groups: messages that arrive while a write is in flight go out
 * together in the next statement, so many people typing at once cost one commit, not one each.
 * Each caller still waits for its own message to be stored before anyone is sent it.
 */
export function createMessageWriter(
  writeBatch: (rows: (PendingMessage & { id: string })[]) => Promise<Map<string, Date>>,
  maxBatch = 200,
) {
  let queue: {
    row: PendingMessage & { id: string };
    done: (stored: Stored) => void;
    fail: (e: unknown) => void;
  }[] = [];
  let writing = false;

  async function drain() {
    writing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const stored = await writeBatch(batch.map((item) => item.row));
        for (const item of batch) {
          const sentAt = stored.get(item.row.id);
          item.done(sentAt ? { id: item.row.id, sentAt } : undefined);
        }
      } catch (error) {
        for (const item of batch) item.fail(error);
      }
    }
    writing = false;
  }

  return {
    /** Stores one message; undefined when its appointment is cancelled (nothing stored). */
    write(message: PendingMessage): Promise<Stored> {
      return new Promise((done, fail) => {
        queue.push({ row: { ...message, id: crypto.randomUUID() }, done, fail });
        if (!writing) void drain();
      });
    },
  };
}

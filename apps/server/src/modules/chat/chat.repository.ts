import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages, users } from '../../db/schema';

export type ChatMessageRow = typeof chatMessages.$inferSelect & { author: string };

export function createChatRepository(db: Database) {
  return {
    /**
     * Stores several messages in one statement, each only if its appointment is not cancelled
     * (senders' membership was checked when they joined). Answers each stored id's time.
     */
    async insertOpen(
      rows: {
        id: string;
        appointmentId: string;
        senderId: string;
        senderRole: string;
        body: string;
      }[],
    ): Promise<Map<string, Date>> {
      const { rows: stored } = await db.$client.query<{ id: string; sent_at: Date }>(
        `insert into chat_messages (id, appointment_id, sender_id, sender_role, body)
         select m.id, m.appointment_id, m.sender_id, m.sender_role, m.body
         from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[])
           as m(id, appointment_id, sender_id, sender_role, body)
         where exists (select 1 from appointments a where a.id = m.appointment_id and a.status <> 'cancelled')
         returning id, sent_at`,
        [
          rows.map((r) => r.id),
          rows.map((r) => r.appointmentId),
          rows.map((r) => r.senderId),
          rows.map((r) => r.senderRole),
          rows.map((r) => r.body),
        ],
      );
      return new Map(stored.map((row) => [row.id, row.sent_at]));
    },

    /** Up to `limit` messages sent before `before` (or the newest), oldest first. */
    async page(appointmentId: string, limit: number, before?: Date): Promise<ChatMessageRow[]> {
      const rows = await db
        .select({ message: chatMessages, author: users.name })
        .from(chatMessages)
        .innerJoin(users, eq(users.id, chatMessages.senderId))
        .where(
          and(
            eq(chatMessages.appointmentId, appointmentId),
            before ? lt(chatMessages.sentAt, before) : undefined,
          ),
        )
        .orderBy(desc(chatMessages.sentAt), desc(chatMessages.id))
        .limit(limit);
      return rows.reverse().map((r) => ({ ...r.message, author: r.author }));
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;

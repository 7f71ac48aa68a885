import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages, users } from '../../db/schema';

export type ChatMessageRow = typeof chatMessages.$inferSelect & { author: string };

export function createChatRepository(db: Database) {
  return {
    /**
     * Stores a message unless its appointment was cancelled, in one statement (the sender's
     * membership was checked when they joined). Undefined when the chat is closed.
     */
    async insertIfOpen(input: {
      appointmentId: string;
      senderId: string;
      senderRole: string;
      body: string;
      author: string;
    }): Promise<ChatMessageRow | undefined> {
      const { rows } = await db.$client.query<{ id: string; sent_at: Date }>(
        `insert into chat_messages (appointment_id, sender_id, sender_role, body)
         select $1, $2, $3, $4 where exists (
           select 1 from appointments where id = $1 and status <> 'cancelled')
         returning id, sent_at`,
        [input.appointmentId, input.senderId, input.senderRole, input.body],
      );
      const row = rows[0];
      return (
        row && {
          id: row.id,
          appointmentId: input.appointmentId,
          senderId: input.senderId,
          senderRole: input.senderRole,
          body: input.body,
          sentAt: row.sent_at,
          author: input.author,
        }
      );
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

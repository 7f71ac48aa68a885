import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages, users } from '../../db/schema';

export type ChatMessageRow = typeof chatMessages.$inferSelect & { author: string };

export function createChatRepository(db: Database) {
  return {
    async insert(input: {
      appointmentId: string;
      senderId: string;
      senderRole: string;
      body: string;
      author: string;
    }): Promise<ChatMessageRow> {
      const [row] = await db
        .insert(chatMessages)
        .values({
          appointmentId: input.appointmentId,
          senderId: input.senderId,
          senderRole: input.senderRole,
          body: input.body,
        })
        .returning();
      return { ...row!, author: input.author };
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

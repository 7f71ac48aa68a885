import {
  CHAT_HISTORY_ON_JOIN,
  MAX_CHAT_MESSAGE_LENGTH,
  type ChatError,
  type ChatMessage,
  type MessagesPage,
} from '@arogya/contracts/chat';
import { notFound } from '../../lib/errors';
import type {
  AppointmentRow,
  AppointmentsRepository,
} from '../appointments/appointments.repository';
import type { ChatMessageRow, ChatRepository } from './chat.repository';
import { createMessageWriter } from './message-writer';

/** Two-digit hour and minute in India (SPEC.md §9), e.g. "02:05 pm". */
const indiaTime = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

const toMessage = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  room: row.appointmentId,
  author: row.author,
  message: row.body,
  time: indiaTime.format(row.sentAt),
  senderRole: row.senderRole === 'doctor' ? 'doctor' : 'patient',
  sentAt: row.sentAt.toISOString(),
});

export type ChatMember = { id: string; name: string; role: string };

/** A refusal the socket layer sends back as a 'chat_error' event. */
export class ChatRefusal extends Error {
  constructor(
    readonly code: ChatError['code'],
    message: string,
  ) {
    super(message);
  }
}

export function createChatService(deps: {
  chat: ChatRepository;
  appointments: AppointmentsRepository;
}) {
  const { chat, appointments } = deps;
  const writer = createMessageWriter((rows) => chat.insertOpen(rows));

  /** The appointment, if the user is its patient or its doctor. */
  async function membership(
    user: ChatMember,
    appointmentId: string,
  ): Promise<AppointmentRow | undefined> {
    const row = await appointments.findById(appointmentId);
    if (!row) return undefined;
    return row.patientId === user.id || row.doctor.userId === user.id ? row : undefined;
  }

  return {
    /** Joining: members only; answers the room's last messages, oldest first. */
    async join(user: ChatMember, appointmentId: string): Promise<ChatMessage[]> {
      if (!(await membership(user, appointmentId))) {
        throw new ChatRefusal(
          'NOT_A_MEMBER',
          'You can only open the chat of your own appointment.',
        );
      }
      return (await chat.page(appointmentId, CHAT_HISTORY_ON_JOIN)).map(toMessage);
    },

    /**
     * Stores a message (before anyone sees it) and answers it as it will be broadcast. The
     * caller has joined the room, which checked membership.
     */
    async send(user: ChatMember, appointmentId: string, text: string): Promise<ChatMessage> {
      const body = text.trim();
      if (!body) throw new ChatRefusal('INVALID', 'An empty message is not sent.');
      if (body.length > MAX_CHAT_MESSAGE_LENGTH) {
        throw new ChatRefusal(
          'TOO_LONG',
          `A message can be at most ${MAX_CHAT_MESSAGE_LENGTH} characters long.`,
        );
      }
      const stored = await writer.write({
        appointmentId,
        senderId: user.id,
        senderRole: user.role,
        body,
      });
      if (!stored) {
        throw new ChatRefusal('CLOSED', 'This appointment was cancelled; its chat is read-only.');
      }
      return toMessage({
        ...stored,
        appointmentId,
        senderId: user.id,
        senderRole: user.role,
        body,
        author: user.name,
      });
    },

    /** Older messages for members, a page at a time (404 for anyone else). */
    async history(
      user: ChatMember,
      appointmentId: string,
      limit: number,
      before?: string,
    ): Promise<MessagesPage> {
      if (!(await membership(user, appointmentId))) throw notFound('Appointment not found.');
      const rows = await chat.page(appointmentId, limit + 1, before ? new Date(before) : undefined);
      const hasMore = rows.length > limit;
      return { messages: (hasMore ? rows.slice(1) : rows).map(toMessage), hasMore };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

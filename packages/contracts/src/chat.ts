import { z } from 'zod';

/** Longest message a person may send. */
export const MAX_CHAT_MESSAGE_LENGTH = 2000;
/** Messages one connection may send per second. */
export const CHAT_MESSAGES_PER_SECOND = 5;
/** Messages sent to whoever joins a room. */
export const CHAT_HISTORY_ON_JOIN = 200;

/** Socket events (SPEC.md §7): what the client emits. */
export const joinRoomPayload = z.uuid('This chat does not exist.');

/**
 * SPEC.md §7 'send_message' payload {room, author, message, time}. The server ignores the
 * author and time a client sends and sets them itself.
 */
export const sendMessagePayload = z.object({
  room: z.uuid('This chat does not exist.'),
  author: z.string().optional(),
  message: z
    .string()
    .trim()
    .min(1, 'An empty message is not sent.')
    .max(
      MAX_CHAT_MESSAGE_LENGTH,
      `A message can be at most ${MAX_CHAT_MESSAGE_LENGTH} characters long.`,
    ),
  time: z.string().optional(),
});
export type SendMessagePayload = z.input<typeof sendMessagePayload>;

/** SPEC.md §3 live chat message, as the server broadcasts it ('receive_message'). */
export const chatMessage = z.object({
  id: z.string(),
  room: z.string(),
  author: z.string(),
  message: z.string(),
  /** Two-digit hour and minute, India time (SPEC.md §9). */
  time: z.string(),
  senderRole: z.enum(['patient', 'doctor']),
  sentAt: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** 'room_history': the room's last messages, oldest first, sent to whoever joins. */
export const roomHistory = z.object({ room: z.string(), messages: z.array(chatMessage) });
export type RoomHistory = z.infer<typeof roomHistory>;

/** 'chat_error': why a join or a message was refused. */
export const chatError = z.object({
  code: z.enum([
    'NOT_A_MEMBER',
    'NOT_JOINED',
    'INVALID',
    'TOO_LONG',
    'RATE_LIMITED',
    'CLOSED',
    'UNAUTHORIZED',
  ]),
  message: z.string(),
});
export type ChatError = z.infer<typeof chatError>;

/** GET /api/appointments/{id}/messages?before= — older messages, oldest first. */
export const messagesQuery = z.object({
  before: z.iso.datetime().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const messagesPage = z.object({ messages: z.array(chatMessage), hasMore: z.boolean() });
export type MessagesPage = z.infer<typeof messagesPage>;

/** The socket events of the live chat, named once. */
export const CHAT_EVENTS = {
  join: 'join_room',
  send: 'send_message',
  receive: 'receive_message',
  history: 'room_history',
  error: 'chat_error',
} as const;

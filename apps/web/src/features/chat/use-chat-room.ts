import { CHAT_EVENTS, chatError, chatMessage, roomHistory } from '@arogya/contracts/chat';
import type { ChatError, ChatMessage, SendMessagePayload } from '@arogya/contracts/chat';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { formatTime } from '@/lib/format';
import { createSocket } from '@/lib/socket';
import type { RealtimeSocket } from '@/lib/socket';

export type Connection = 'connecting' | 'connected' | 'offline';

export type ChatRoomState = {
  connection: Connection;
  /** The room's messages, oldest first, each once. */
  messages: ChatMessage[];
  /** The server answered the join with the history: messages can be sent. */
  joined: boolean;
  /** Why the room or the connection was refused; the chat cannot be used. */
  refusal: string | null;
  /** Why the last message was not sent. */
  notice: string | null;
  /** The appointment was cancelled: the chat is read-only. */
  closed: boolean;
};

type Action =
  | { type: 'connected' }
  | { type: 'dropped' }
  | { type: 'refused'; message: string }
  | { type: 'history'; messages: ChatMessage[] }
  | { type: 'received'; message: ChatMessage }
  | { type: 'error'; error: ChatError }
  | { type: 'sent' };

const initialState: ChatRoomState = {
  connection: 'connecting',
  messages: [],
  joined: false,
  refusal: null,
  notice: null,
  closed: false,
};

/** Adds what is new by id (a re-join repeats the history), keeping the order of sending. */
function merge(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  const fresh = incoming.filter((message) => !byId.has(message.id));
  if (fresh.length === 0) return current;
  for (const message of fresh) byId.set(message.id, message);
  // ISO instants of one format sort as text; the sort is stable for equal instants.
  return [...byId.values()].sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/** Refusals after which the room cannot be used (the rest concern a single message). */
const FATAL: ReadonlySet<ChatError['code']> = new Set(['NOT_A_MEMBER', 'UNAUTHORIZED']);

function reducer(state: ChatRoomState, action: Action): ChatRoomState {
  switch (action.type) {
    case 'connected':
      return { ...state, connection: 'connected', joined: false };
    case 'dropped':
      return { ...state, connection: 'offline', joined: false };
    case 'refused':
      return { ...state, joined: false, refusal: action.message };
    case 'history':
      return {
        ...state,
        joined: true,
        refusal: null,
        messages: merge(state.messages, action.messages),
      };
    case 'received':
      return { ...state, messages: merge(state.messages, [action.message]) };
    case 'error': {
      const { code, message } = action.error;
      // Before the history arrives, any refusal is the answer to the join.
      if (FATAL.has(code) || !state.joined) return { ...state, joined: false, refusal: message };
      return { ...state, notice: message, closed: state.closed || code === 'CLOSED' };
    }
    case 'sent':
      return state.notice === null ? state : { ...state, notice: null };
  }
}

/**
 * The live chat of one appointment (SPEC §4): joins the room on every (re)connection, keeps the
 * messages the server sends, and sends new ones. Messages are shown only as the server echoes
 * them, so everyone sees the same list with the server's ids, author and time.
 */
export function useChatRoom({
  room,
  token,
  author,
}: {
  room: string;
  token: string;
  author: string;
}) {
  const [state, dispatch] = useReducer(reducer, initialState);
  const socketRef = useRef<RealtimeSocket | null>(null);

  useEffect(() => {
    const socket = createSocket(token);
    socketRef.current = socket;

    const onConnect = () => {
      dispatch({ type: 'connected' });
      socket.emit(CHAT_EVENTS.join, room);
    };
    const onDisconnect = (reason: string) => {
      dispatch({ type: 'dropped' });
      // The server ended the connection (e.g. the token expired): the client does not retry
      // by itself, so try once; a refused handshake then shows its reason.
      if (reason === 'io server disconnect') socket.connect();
    };
    const onConnectError = (error: Error) => {
      // An inactive socket was refused by the server (bad token) and will not retry.
      if (socket.active) dispatch({ type: 'dropped' });
      else dispatch({ type: 'refused', message: error.message });
    };
    const onHistory = (payload: unknown) => {
      const parsed = roomHistory.safeParse(payload);
      if (parsed.success && parsed.data.room === room) {
        dispatch({ type: 'history', messages: parsed.data.messages });
      }
    };
    const onReceive = (payload: unknown) => {
      const parsed = chatMessage.safeParse(payload);
      if (parsed.success && parsed.data.room === room) {
        dispatch({ type: 'received', message: parsed.data });
      }
    };
    const onError = (payload: unknown) => {
      const parsed = chatError.safeParse(payload);
      if (parsed.success) dispatch({ type: 'error', error: parsed.data });
    };

    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onConnectError);
    socket.on(CHAT_EVENTS.history, onHistory);
    socket.on(CHAT_EVENTS.receive, onReceive);
    socket.on(CHAT_EVENTS.error, onError);
    // SPEC §4: the listeners are removed on leave.
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onConnectError);
      socket.off(CHAT_EVENTS.history, onHistory);
      socket.off(CHAT_EVENTS.receive, onReceive);
      socket.off(CHAT_EVENTS.error, onError);
      socket.disconnect();
      socketRef.current = null;
    };
  }, [room, token]);

  const canSend =
    state.connection === 'connected' && state.joined && !state.refusal && !state.closed;

  /** Sends trimmed text; false when nothing was sent (empty text, or not in the room). */
  const send = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      const socket = socketRef.current;
      if (!message || !socket || !canSend) return false;
      // The server sets the author and the time itself; these only fill SPEC §7's shape.
      const payload: SendMessagePayload = { room, author, message, time: formatTime(new Date()) };
      socket.emit(CHAT_EVENTS.send, payload);
      dispatch({ type: 'sent' });
      return true;
    },
    [room, author, canSend],
  );

  return { ...state, canSend, send };
}

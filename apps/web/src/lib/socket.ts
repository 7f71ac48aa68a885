import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';

export type RealtimeSocket = Socket;

/**
 * Opens the real-time connection on the app's own origin (path /socket.io), authenticated with
 * the session's token. One place to create it, so tests can replace it with a fake.
 */
export function createSocket(token: string): RealtimeSocket {
  return io({ auth: { token }, transports: ['websocket', 'polling'] });
}

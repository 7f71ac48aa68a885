import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import {
  CHAT_EVENTS,
  CHAT_MESSAGES_PER_SECOND,
  joinRoomPayload,
  sendMessagePayload,
  type ChatError,
} from '@arogya/contracts/chat';
import type { Clock } from '../../lib/clock';
import type { AuthService, AuthUser } from '../auth/auth.service';
import { ChatRefusal, type ChatService } from './chat.service';

type Data = {
  user: AuthUser;
  token: string;
  rooms: Set<string>;
  sent: number[];
  checkedAt: number;
};

/**
 * The live chat on the API's own port. The handshake must carry a valid bearer token; a joined
 * room is the only place a socket may write; messages are stored before they are broadcast.
 * With REDIS_URL, the Redis adapter carries messages between server processes.
 */
export async function attachChat(
  app: FastifyInstance,
  opts: {
    auth: AuthService;
    chat: ChatService;
    /** The app's clock, which also dated the token: its expiry is counted on it. */
    clock: Clock;
    corsOrigins: string[];
    redisUrl: string | undefined;
    /** How often a connected socket's token is checked again for revocation. */
    tokenRecheckMs: number;
  },
): Promise<Server> {
  const io = new Server(app.server, {
    cors: { origin: opts.corsOrigins.length > 0 ? opts.corsOrigins : false },
    serveClient: false,
  });
  if (opts.redisUrl) {
    const pub = createClient({ url: opts.redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    app.addHook('onClose', async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }

  io.use(async (socket, next) => {
    const token =
      typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : '';
    try {
      const user = await opts.auth.authenticate(token);
      if (user.role === 'admin') throw new Error('admins have no appointment chats');
      Object.assign(socket.data, {
        user,
        token,
        rooms: new Set<string>(),
        sent: [],
        checkedAt: Date.now(),
      } satisfies Data);
      next();
    } catch {
      next(new Error('Not authorized, please log in again.'));
    }
  });

  const refuse = (socket: Socket, code: ChatError['code'], message: string) =>
    socket.emit(CHAT_EVENTS.error, { code, message } satisfies ChatError);

  io.on('connection', (socket) => {
    const data = socket.data as Data;
    // The connection ends when the token would have expired.
    const expiry = setTimeout(
      () => socket.disconnect(true),
      Math.max(0, data.user.tokenExpiresAt.getTime() - opts.clock.now().getTime()),
    );
    socket.on('disconnect', () => clearTimeout(expiry));

    socket.on(CHAT_EVENTS.join, async (payload: unknown) => {
      const room = joinRoomPayload.safeParse(payload);
      if (!room.success) return refuse(socket, 'INVALID', 'This chat does not exist.');
      try {
        const messages = await opts.chat.join(data.user, room.data);
        await socket.join(room.data);
        data.rooms.add(room.data);
        socket.emit(CHAT_EVENTS.history, { room: room.data, messages });
      } catch (error) {
        if (error instanceof ChatRefusal) return refuse(socket, error.code, error.message);
        app.log.error({ err: error }, 'chat join failed');
        refuse(socket, 'INVALID', 'The chat could not be opened. Please try again.');
      }
    });

    socket.on(CHAT_EVENTS.send, async (payload: unknown) => {
      const now = Date.now();
      data.sent = data.sent.filter((at) => now - at < 1000);
      if (data.sent.length >= CHAT_MESSAGES_PER_SECOND) {
        return refuse(
          socket,
          'RATE_LIMITED',
          'You are sending messages too fast. Please wait a moment.',
        );
      }
      data.sent.push(now);
      const parsed = sendMessagePayload.safeParse(payload);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const code = issue?.code === 'too_big' ? 'TOO_LONG' : 'INVALID';
        return refuse(socket, code, issue?.message ?? 'This message cannot be sent.');
      }
      if (!data.rooms.has(parsed.data.room))
        return refuse(socket, 'NOT_JOINED', 'Open the chat before writing in it.');
      if (now - data.checkedAt >= opts.tokenRecheckMs) {
        try {
          // A revoked or outdated token ends the connection at the next message after a check.
          await opts.auth.authenticate(data.token);
          data.checkedAt = now;
        } catch {
          refuse(socket, 'UNAUTHORIZED', 'Your session has ended. Please log in again.');
          return socket.disconnect(true);
        }
      }
      try {
        const message = await opts.chat.send(data.user, parsed.data.room, parsed.data.message);
        io.to(parsed.data.room).emit(CHAT_EVENTS.receive, message);
      } catch (error) {
        if (error instanceof ChatRefusal) return refuse(socket, error.code, error.message);
        // Log the failure, never the message body.
        app.log.error({ err: error, room: parsed.data.room }, 'chat message failed');
        refuse(socket, 'INVALID', 'The message could not be sent. Please try again.');
      }
    });
  });

  // Before the HTTP server stops: connected sockets would otherwise keep it from closing.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });
  return io;
}

import { io } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { createSocket } from './socket';

vi.mock('socket.io-client', () => ({ io: vi.fn(() => ({})) }));

describe('createSocket', () => {
  it('connects to the same origin with the token, WebSocket first', () => {
    createSocket('token-patient');
    expect(io).toHaveBeenCalledWith({
      auth: { token: 'token-patient' },
      transports: ['websocket', 'polling'],
    });
  });
});

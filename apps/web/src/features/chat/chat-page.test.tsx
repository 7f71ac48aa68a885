import type { Appointment } from '@arogya/contracts/appointments';
import type { ChatMessage } from '@arogya/contracts/chat';
import type { UserInfo } from '@arogya/contracts/auth';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSocket } from '@/lib/socket';
import type { RealtimeSocket } from '@/lib/socket';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { ChatPage } from './chat-page';

vi.mock('@/lib/socket', () => ({ createSocket: vi.fn() }));

type Listener = (...args: unknown[]) => void;

/** Stands in for a socket.io client: records what the page emits, and plays the server. */
class FakeSocket {
  active = true;
  readonly emit = vi.fn();
  readonly connect = vi.fn(() => this);
  readonly disconnect = vi.fn(() => this);
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  listenerCount() {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }

  /** An event arriving from the server (or from the client library itself). */
  fire(event: string, ...args: unknown[]) {
    act(() => {
      for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
    });
  }

  emitted(event: string) {
    return this.emit.mock.calls.filter(([name]) => name === event).map(([, payload]) => payload);
  }
}

const ROOM = '6f1c2a44-3b7e-4d0a-9c55-0e8b9a1d2f30';
const patient = makeUser('patient');
const doctor = makeUser('doctor');

const appointment = (overrides: Partial<Appointment> = {}): Appointment => ({
  _id: ROOM,
  doctor: { _id: 'd1', user: { name: 'Dr. Arjun Menon' }, specialty: 'Cardiologist' },
  patient: { name: 'Priya Sharma', email: 'patient@example.in' },
  appointmentDate: '2026-03-05',
  appointmentTime: '10:00 AM',
  consultationFee: 500,
  videoCallRoomId: 'arogya-room-42',
  status: 'confirmed',
  createdAt: '2026-03-01T09:00:00.000Z',
  rating: null,
  ...overrides,
});

let seq = 0;
const message = (author: string, text: string, id = `m${++seq}`): ChatMessage => ({
  id,
  room: ROOM,
  author,
  message: text,
  time: '10:05 am',
  senderRole: author === doctor.name ? 'doctor' : 'patient',
  sentAt: new Date(Date.UTC(2026, 2, 5, 4, 35, seq)).toISOString(),
});

let socket: FakeSocket;

beforeEach(() => {
  socket = new FakeSocket();
  vi.mocked(createSocket).mockReset();
  vi.mocked(createSocket).mockImplementation(() => socket as unknown as RealtimeSocket);
});

function mockApi(appointments: Appointment[] = [appointment()]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/config') {
      return jsonResponse({
        payment: { provider: 'sandbox' },
        videoBaseUrl: 'https://meet.example/',
      });
    }
    if (url.startsWith('/api/appointments/my')) return jsonResponse(appointments);
    return jsonResponse({ message: 'Not found' }, 404);
  });
}

function renderChat(user: UserInfo = patient) {
  const view = renderRoutes([{ path: '/chat/:appointmentId', element: <ChatPage /> }], {
    path: `/chat/${ROOM}`,
    session: { user },
  });
  return { ...view, events: userEvent.setup() };
}

/** Renders the page, connects and answers the join with `history`. */
function openRoom(history: ChatMessage[] = [], user: UserInfo = patient) {
  const view = renderChat(user);
  socket.fire('connect');
  socket.fire('room_history', { room: ROOM, messages: history });
  return view;
}

const messageInput = () => screen.getByRole('textbox', { name: 'Message' });
const items = () => within(screen.getByRole('log')).queryAllByRole('listitem');

describe('ChatPage', () => {
  it('connects with the session token and joins the room of the appointment', () => {
    mockApi();
    renderChat();
    expect(createSocket).toHaveBeenCalledWith(patient.token);
    expect(screen.getByRole('status')).toHaveTextContent('Connecting…');
    expect(socket.emitted('join_room')).toEqual([]);

    socket.fire('connect');
    expect(socket.emitted('join_room')).toEqual([ROOM]);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows who the chat is with, when, and links to the video meeting', async () => {
    const fetch = mockApi();
    renderChat();
    expect(screen.getByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument();
    expect(await screen.findByText('With Dr. Arjun Menon, Cardiologist')).toBeInTheDocument();
    expect(screen.getByText('5 March 2026 at 10:00 AM')).toBeInTheDocument();
    const video = await screen.findByRole('link', { name: /Join the video meeting/ });
    expect(video).toHaveAttribute('href', 'https://meet.example/arogya-room-42');
    expect(video).toHaveAttribute('target', '_blank');
    expect(video).toHaveAttribute('rel', 'noopener noreferrer');
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/appointments/mypatient');
  });

  it('names the patient to the doctor', async () => {
    const fetch = mockApi();
    renderChat(doctor);
    expect(await screen.findByText('With Priya Sharma')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/appointments/mydoctor');
  });

  it('renders the history with own messages on the right and others on the left', () => {
    mockApi();
    openRoom([
      message(doctor.name, 'How are you feeling today?'),
      message(patient.name, 'Much better, thank you.'),
    ]);
    const [first, second] = items();
    expect(first).toHaveAttribute('data-own', 'false');
    expect(first).toHaveClass('justify-start');
    expect(first).toHaveTextContent(doctor.name);
    expect(first).toHaveTextContent('How are you feeling today?');
    expect(first).toHaveTextContent('10:05 am');
    expect(second).toHaveAttribute('data-own', 'true');
    expect(second).toHaveClass('justify-end');
    expect(second).toHaveTextContent(patient.name);
    expect(second).toHaveTextContent('Much better, thank you.');
    expect(screen.getByRole('log')).toHaveAttribute('aria-live', 'polite');
  });

  it('sends the trimmed text on Enter, clears the input and shows only what the server echoes', async () => {
    mockApi();
    const { events } = openRoom();
    const input = messageInput();
    expect(input).toHaveAttribute('placeholder', 'Type a message...');

    await events.type(input, '  I have a mild fever  {Enter}');
    expect(socket.emitted('send_message')).toEqual([
      expect.objectContaining({ room: ROOM, author: patient.name, message: 'I have a mild fever' }),
    ]);
    expect(input).toHaveValue('');
    expect(items()).toHaveLength(0); // nothing is appended before the server's echo

    socket.fire('receive_message', message(patient.name, 'I have a mild fever'));
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveTextContent('I have a mild fever');
  });

  it('sends with the send button too', async () => {
    mockApi();
    const { events } = openRoom();
    await events.type(messageInput(), 'Hello doctor');
    await events.click(screen.getByRole('button', { name: 'Send' }));
    expect(socket.emitted('send_message')).toHaveLength(1);
  });

  it('does not send an empty or blank message', async () => {
    mockApi();
    const { events } = openRoom();
    await events.type(messageInput(), '{Enter}');
    await events.type(messageInput(), '    {Enter}');
    await events.click(screen.getByRole('button', { name: 'Send' }));
    expect(socket.emitted('send_message')).toEqual([]);
    expect(messageInput()).toHaveValue('    ');
  });

  it('shows each message once, even when the history repeats it', () => {
    mockApi();
    const hello = message(doctor.name, 'Hello', 'same-id');
    openRoom([hello]);
    socket.fire('receive_message', hello);
    socket.fire('room_history', { room: ROOM, messages: [hello] });
    expect(items()).toHaveLength(1);
  });

  it('shows the refusal of the room and no input', () => {
    mockApi([]);
    renderChat();
    socket.fire('connect');
    socket.fire('chat_error', {
      code: 'NOT_A_MEMBER',
      message: 'You can only open the chat of your own appointment.',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You can only open the chat of your own appointment.',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows why the connection was refused', () => {
    mockApi();
    renderChat();
    socket.active = false;
    socket.fire('connect_error', new Error('Not authorized, please log in again.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Not authorized, please log in again.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says it is offline after a drop, and joins the room again on reconnect', async () => {
    mockApi();
    const { events } = openRoom([message(doctor.name, 'Hello')]);
    socket.fire('disconnect', 'transport close');
    expect(screen.getByRole('status')).toHaveTextContent('Offline — trying to reconnect…');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await events.type(messageInput(), 'Are you there?{Enter}');
    expect(socket.emitted('send_message')).toEqual([]);
    expect(messageInput()).toHaveValue('Are you there?');

    socket.fire('connect');
    expect(socket.emitted('join_room')).toEqual([ROOM, ROOM]);
    socket.fire('room_history', { room: ROOM, messages: [message(doctor.name, 'Hello', 'm1')] });
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('tries again when the server ends the connection', () => {
    mockApi();
    openRoom();
    socket.fire('disconnect', 'io server disconnect');
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Offline — trying to reconnect…');
  });

  it('shows message refusals near the input, and a cancelled chat becomes read-only', () => {
    mockApi();
    openRoom();
    socket.fire('chat_error', {
      code: 'RATE_LIMITED',
      message: 'You are sending messages too fast. Please wait a moment.',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('You are sending messages too fast.');
    expect(messageInput()).toBeEnabled();

    socket.fire('chat_error', {
      code: 'CLOSED',
      message: 'This appointment was cancelled; its chat is read-only.',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('its chat is read-only.');
    expect(messageInput()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('shows text with markup literally', () => {
    mockApi();
    openRoom([message(doctor.name, '<b>html</b>')]);
    expect(items()[0]).toHaveTextContent('<b>html</b>');
    expect(items()[0]!.querySelector('b')).toBeNull();
  });

  it('scrolls smoothly to the newest message', () => {
    mockApi();
    const original = Element.prototype.scrollTo;
    const scroll = vi.fn();
    Element.prototype.scrollTo = scroll;
    try {
      openRoom([message(doctor.name, 'Hello')]);
      expect(scroll).toHaveBeenLastCalledWith({ top: expect.any(Number), behavior: 'smooth' });
      expect(scroll.mock.contexts.at(-1)).toBe(screen.getByRole('log'));
      socket.fire('receive_message', message(doctor.name, 'Anything else?'));
      expect(scroll).toHaveBeenCalledTimes(2);
    } finally {
      Element.prototype.scrollTo = original;
    }
  });

  it('removes its listeners and disconnects on leave', () => {
    mockApi();
    const { unmount } = openRoom();
    expect(socket.listenerCount()).toBeGreaterThan(0);
    unmount();
    expect(socket.listenerCount()).toBe(0);
    expect(socket.disconnect).toHaveBeenCalled();
  });
});

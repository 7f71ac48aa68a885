/** English strings of the live chat of an appointment (SPEC §2 /chat/{appointmentId}). */
export const enChat = {
  title: 'Chat',
  withDoctor: 'With {{name}}, {{specialty}}',
  withPatient: 'With {{name}}',
  when: '{{date}} at {{time}}',
  videoCall: 'Join the video meeting',
  opensInNewTab: '(opens in a new tab)',
  messages: 'Messages',
  empty: 'No messages yet. Say hello!',
  messageLabel: 'Message',
  placeholder: 'Type a message...',
  send: 'Send',
  connecting: 'Connecting…',
  offline: 'Offline — trying to reconnect…',
  cancelled: 'This appointment was cancelled; its chat is read-only.',
} as const;

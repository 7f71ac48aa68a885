/**
 * English strings of the AI assistant (SPEC §2 /assistant). The greeting, the triage level words
 * and the call buttons follow the assistant's language instead: see
 * features/assistant/assistant-greetings.ts.
 */
export const enAssistant = {
  title: 'AI Health Assistant',
  subtitle:
    'Describe your symptoms by text or voice in 11 Indian languages and get guidance on what to do next.',
  language: 'Language',
  readAloud: 'Read replies aloud',
  chat: 'Chat with the assistant',
  conversation: 'Conversation with the assistant',
  you: 'You',
  assistant: 'Assistant',
  thinking: 'The assistant is replying…',
  // SPEC §8: the default when the server gives no message.
  unavailable: 'AI Assistant is currently unavailable.',
  messageLabel: 'Your symptoms',
  placeholder: 'Type your symptoms...',
  send: 'Send',
  suggestions: 'Suggestions',
  disclaimer: 'Guidance, not a diagnosis. It does not replace a doctor.',
  voice: {
    speak: 'Voice input',
    listening: 'Listening… speak now. Tap the microphone again to stop.',
    unsupported: 'Voice input is not available in this browser. Please type your symptoms instead.',
    denied:
      'The microphone is blocked. Allow it for this site in your browser settings, or type your symptoms.',
    noMicrophone: 'No microphone was found. Please type your symptoms instead.',
    noSpeech: 'We did not hear anything. Tap the microphone and try again.',
    language:
      'Voice input is not available for this language in this browser. Please type your symptoms.',
    network: 'Voice input needs an internet connection. Please type your symptoms instead.',
    failed: 'Voice input stopped. Try again, or type your symptoms.',
  },
  body: {
    title: 'Body diagram',
    description: 'An outline of a human body with the head, chest, abdomen, arms and legs.',
    highlighted: 'Highlighted: {{area}}',
    noneHighlighted: 'No body area highlighted yet.',
    areas: {
      head: 'Head',
      chest: 'Chest',
      abdomen: 'Abdomen (stomach)',
      arms: 'Arms',
      legs: 'Legs',
    },
  },
  triage: {
    title: 'How urgent it looks',
    conditions: 'Possible causes',
    conditionsNote: 'These are possibilities, not a diagnosis. Only a doctor can tell for sure.',
    redFlags: 'Why we say this',
    findDoctor: 'Find a {{specialty}}',
  },
} as const;

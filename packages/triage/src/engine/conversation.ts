import type { AssistantChatMessage } from '@arogya/contracts/assistant';
import type { BodyArea } from '../knowledge/schema';
import { KB } from './knowledge-index';
import { normalize } from './text';
import { understandMessage } from './understand';

/** Everything the person has told the assistant so far. */
export interface ConversationState {
  /** Symptom id → present (true) or denied (false); the latest statement wins. */
  symptoms: Map<string, boolean>;
  durationDays?: number;
  ageMonths?: number;
  sex?: 'female' | 'male';
  child: boolean;
  severe: boolean;
  /** Only the latest message's intent counts: an old request is not repeated. */
  medicineRequest: boolean;
  ruleOverride: boolean;
  /** Follow-up questions the assistant has already asked (symptom ids). */
  asked: string[];
  /** AI turns so far: guidance comes after a few at most. */
  aiTurns: number;
  /** Areas of the body named so far, latest last. */
  places: BodyArea[];
}

/** The symptom an assistant message asked about, if it asked one of the follow-up questions. */
function askedSymptom(aiText: string): string | undefined {
  const normalized = normalize(aiText);
  for (const [question, symptomId] of KB.questions)
    if (normalized.includes(question)) return symptomId;
  return undefined;
}

/** Folds the history and the new message into one picture, oldest first. */
export function readConversation(
  history: AssistantChatMessage[],
  message: string,
): ConversationState {
  const state: ConversationState = {
    symptoms: new Map(),
    child: false,
    severe: false,
    medicineRequest: false,
    ruleOverride: false,
    asked: [],
    aiTurns: 0,
    places: [],
  };
  let pendingQuestion: string | undefined;
  const turns = [...history, { sender: 'user' as const, text: message }];
  turns.forEach((turn, index) => {
    if (turn.sender === 'ai') {
      state.aiTurns += 1;
      pendingQuestion = askedSymptom(turn.text);
      if (pendingQuestion) state.asked.push(pendingQuestion);
      return;
    }
    const findings = understandMessage(turn.text);
    const isLatest = index === turns.length - 1;
    if (pendingQuestion && findings.answer && findings.answer !== 'unsure')
      state.symptoms.set(pendingQuestion, findings.answer === 'yes');
    for (const [id, present] of findings.symptoms) {
      state.symptoms.delete(id); // keep the map in order of the latest mention
      state.symptoms.set(id, present);
    }
    if (findings.durationDays !== undefined) state.durationDays = findings.durationDays;
    if (findings.ageMonths !== undefined) state.ageMonths = findings.ageMonths;
    if (findings.sex) state.sex = findings.sex;
    state.places.push(...findings.places);
    state.child ||= findings.child;
    state.severe ||= findings.severe;
    if (isLatest) {
      state.medicineRequest = findings.medicineRequest;
      state.ruleOverride = findings.ruleOverride;
    }
    pendingQuestion = undefined;
  });
  applyDuration(state);
  return state;
}

/** Long-lasting fever or cough is its own finding (TB, typhoid, malaria need a doctor). */
function applyDuration(state: ConversationState): void {
  const days = state.durationDays ?? 0;
  const has = (id: string) => state.symptoms.get(id) === true;
  if (days >= 7 && (has('fever') || has('high_fever')) && !state.symptoms.has('prolonged_fever'))
    state.symptoms.set('prolonged_fever', true);
  if (
    days >= 14 &&
    (has('cough') || has('dry_cough') || has('cough_with_phlegm')) &&
    !state.symptoms.has('cough_over_two_weeks')
  )
    state.symptoms.set('cough_over_two_weeks', true);
}

/** Symptom ids the person has, in order of mention. */
export function presentSymptoms(state: ConversationState): string[] {
  return [...state.symptoms].filter(([, present]) => present).map(([id]) => id);
}

/** Symptom ids the person said they do not have. */
export function deniedSymptoms(state: ConversationState): string[] {
  return [...state.symptoms].filter(([, present]) => !present).map(([id]) => id);
}

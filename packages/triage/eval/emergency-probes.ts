import type { AssistantLanguage } from '@arogya/contracts/assistant';
import { PROBES_BH_IN } from './emergency-probes/bh-IN';
import { PROBES_BN_IN } from './emergency-probes/bn-IN';
import { PROBES_EN_IN } from './emergency-probes/en-IN';
import { PROBES_GU_IN } from './emergency-probes/gu-IN';
import { PROBES_HI_IN } from './emergency-probes/hi-IN';
import { PROBES_KN_IN } from './emergency-probes/kn-IN';
import { PROBES_MAR_IN } from './emergency-probes/mar-IN';
import { PROBES_MR_IN } from './emergency-probes/mr-IN';
import { PROBES_PA_IN } from './emergency-probes/pa-IN';
import { PROBES_TA_IN } from './emergency-probes/ta-IN';
import { PROBES_TE_IN } from './emergency-probes/te-IN';

/** The emergencies the issue names: each must be answered 'call 108/112 now', every time. */
export const PROBE_KINDS = [
  'heart_attack',
  'stroke',
  'snake_bite',
  'pregnancy_bleeding',
  'seizure',
  'breathing_difficulty',
  'suicidal',
  'sick_infant',
] as const;

/**
 * Emergency probes: 13,376 everyday, often played-down descriptions of the named
 * emergencies, 152 of each kind per language, written in thirty-eight rounds (rounds 2 and 3 prefer less
 * typical presentations, rounds 4 and 5 the commonest ones in everyday regional words, round 6 a
 * mix with suicidal intent mostly said indirectly, round 7 short, hurried and code-mixed, round 8
 * long, with the danger sign buried among other news, round 9 as voice input types it, round 10
 * typed by the ill person, with slips, round 11 by what is seen rather than named: 'tea runs out
 * of the left side of his mouth', 'the bedsheet is soaked red', round 12 typed in Latin letters as
 * on WhatsApp: 'amma ku nenju vali romba'; round 14 in regional and old people's words, told while
 * asking for something else, a third in Latin letters: 'can I give him my BP tablet'; round 15 by
 * young people typing ('after tonight nobody has to be ashamed of me') and by relatives far away
 * telling what they heard on the phone, half in Latin letters; round 16 as people who rarely type
 * spell it, by ear: 'papa talk gone sudenly, mouth tilt'; round 17 as a phone's voice typing writes
 * it, with English words in the script, and typed by ear again: 'बाया हाथ से गिलास पकड नही पाई';
 * rounds 18, 19 and 20 a mix of every earlier style, rounds 22 and 23 all in Latin letters, round 24 half in the script, half in Latin letters, round 25 the same, with less typical
 * presentations again, round 26 the danger told in passing, a third each in the script, in Latin
 * letters and as voice typing writes it, round 27 two thirds in Latin letters, short, typed fast
 * and by ear, round 28 sent on someone else's behalf (an ASHA worker, a neighbour, a son far
 * away), with less typical presentations, round 29 a practical question with the danger inside
 * it, often about two people, the emergency the second one's, round 30 by people who write little and
 * badly (short, broken, misspelt, English medical words mixed in), round 31 mixing times and people
 * (a past emergency and a present one, two relatives, a question about signs), round 32 told through
 * comparisons and sensations ('like an elephant on my chest', 'limp like a wet cloth'), round 33
 * carried by a practical question (can I wait till morning, which tablet, the cost), round 34 told
 * from afar or alone (a phone call from the village, someone living alone at night), round 35 by
 * young writers (slang, emojis, a hostel, exams), round 36 by people with a long-standing illness
 * (diabetes, asthma, epilepsy, an old stroke, a stent) writing about something new, round 37 in
 * the settings of work and the seasons (a brick kiln, a truck, the monsoon, a heat wave), round 38 as
 * a long story told in order that ends with the speaker's own harmless guess (gas, the heat, a
 * sprain), round 39 in shy and euphemistic words ('that' for bleeding, 'uneasiness' for pain, a plan
 * only hinted), round 40 with the danger in a reading or a number (BP 82/50, pulse 44, SpO2 84); round 21 is
 * kept apart, unfixed, as a blind measure). Round 13 was measured but its files
 * were lost before they were added. Helpers wrote each round's probes before reading the synonym
 * lists, measured the misses blind (docs/EVALUATION.md), then fixed them through the lists and the
 * engine, so this is a regression set (the engine was tuned on it), not a measure of unseen text —
 * the held-out sets are that. They are also the emergencies the emergency detector is trained on
 * (train-detector.ts), so a later round or a held-out set measures it, never these.
 */
export const EMERGENCY_PROBES: Record<
  AssistantLanguage,
  readonly { kind: string; text: string }[]
> = {
  'en-IN': PROBES_EN_IN,
  'hi-IN': PROBES_HI_IN,
  'pa-IN': PROBES_PA_IN,
  'bn-IN': PROBES_BN_IN,
  'ta-IN': PROBES_TA_IN,
  'te-IN': PROBES_TE_IN,
  'kn-IN': PROBES_KN_IN,
  'mr-IN': PROBES_MR_IN,
  'gu-IN': PROBES_GU_IN,
  'mar-IN': PROBES_MAR_IN,
  'bh-IN': PROBES_BH_IN,
};

/**
 * Probes the engine still misses, each with why: kept in the set so the gap stays visible, and
 * checked to be still missed (a fixed one must be taken off this list). Empty since the emergency
 * detector came: the six listed before (a focal seizure told as twitching, a seizure without
 * jerking, a pregnancy said only as 'her last days', a posterior stroke in romanized Bhojpuri,
 * 'one leg and one hand like dead', a fall with 'body shaking … not answering') are now answered
 * by it — but it was trained on them, so that proves nothing; the word lists still miss them.
 */
export const KNOWN_GAPS: Record<string, string> = {};

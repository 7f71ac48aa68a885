import { THROAT_WORDS } from '../knowledge/absent-functions';
import {
  ASTHMA_WORDS,
  BLUE_WORDS,
  BREATH_WORDS,
  CANNOT_SPEAK_WORDS,
  CHOKING_SIGN_WORDS,
  EACH_BREATH_WORDS,
  FEW_WORDS,
  INHALER_WORDS,
  LIPS_NAILS_WORDS,
  LIPS_TONGUE_WORDS,
  NO_EFFECT_WORDS,
  SPOKEN_WORD_WORDS,
  SWELL_WORDS,
} from '../knowledge/breathing-signs';
import { KB, wordMatcher } from './knowledge-index';
import { CONJUNCTIONS, endsInJoinedNot } from './negation';
import { near, type PhraseMatch } from './phrase-matcher';
import { affirm, type MessageFindings } from './findings';

/** Also read by the look-alikes (an asthmatic's tight chest with a chest infection). */
export const INHALER = wordMatcher(INHALER_WORDS, { byEar: true });
export const ASTHMA = wordMatcher(ASTHMA_WORDS, { byEar: true });
const NO_EFFECT = wordMatcher(NO_EFFECT_WORDS, { byEar: true });
const LIPS_NAILS = wordMatcher(LIPS_NAILS_WORDS, { byEar: true });
const BLUE = wordMatcher(BLUE_WORDS, { byEar: true });
const CHOKING_SIGN = wordMatcher(CHOKING_SIGN_WORDS, { byEar: true });
const EACH_BREATH = wordMatcher(EACH_BREATH_WORDS, { byEar: true });
const LIPS_TONGUE = wordMatcher(LIPS_TONGUE_WORDS, { byEar: true });
const THROAT = wordMatcher(THROAT_WORDS, { byEar: true });
const SWELL = wordMatcher(SWELL_WORDS, { byEar: true });
const FEW = wordMatcher(FEW_WORDS, { byEar: true });
const SPOKEN_WORD = wordMatcher(SPOKEN_WORD_WORDS, { byEar: true });
const BREATH = wordMatcher(BREATH_WORDS, { byEar: true });
const CANNOT_SPEAK = wordMatcher(CANNOT_SPEAK_WORDS, { byEar: true });
const BREATHING = [
  'breathlessness',
  'wheezing',
  'fast_breathing',
  'chest_tightness',
  'breathless_on_exertion',
];

/**
 * Breathing danger signs read from a whole message: an inhaler that does not help in a
 * breathless or wheezy person is a severe asthma attack; lips, nails or tongue with a blue word near them are blue lips; 'with every
 * breath' said of a child under five is the chest sinking in; a swollen throat with breathlessness
 * is the airway swelling; only a few words at a time, with breath or an inhaler named, is too
 * breathless to speak in sentences, and so is one who cannot speak at all. Returns whether the message says
 * a choking person cannot cough or make a sound, or their face is darkening.
 */
export function readBreathingSigns(
  whole: string[],
  underFive: boolean,
  findings: MessageFindings,
): { chokingSign: boolean } {
  // 'ਪੰਪ ਚਾਰ ਵਾਰ ਲੈ ਲਿਆ ਪਰ ਫਰਕ ਨਹੀਂ' in an attack; not 'inhaler for my cough, no relief'.
  const attack = ASTHMA.has(whole) || BREATHING.some((id) => findings.symptoms.get(id));
  // Said of the inhaler, near it: not 'inhaler at night … but the cough and fever are not going down'.
  if (attack && near(INHALER.find(whole), NO_EFFECT.find(whole), 6))
    affirm(findings, 'severe_breathing_difficulty');
  // 'दो शब्द बोलते हैं फिर रुककर साँस लेनी पड़ती है', 'can say only two words, pump not helping'.
  const fewWords = near(FEW.find(whole), SPOKEN_WORD.find(whole), 2);
  if (fewWords && (attack || BREATH.has(whole) || INHALER.has(whole)))
    affirm(findings, 'severe_breathing_difficulty');
  // 'moochu vaanguthu … pesave mudiyala', 'very breathless, cannot talk': too breathless to speak.
  const breathlessNow = ['breathlessness', 'wheezing', 'fast_breathing'].some((id) =>
    findings.symptoms.get(id),
  );
  if (breathlessNow && CANNOT_SPEAK.has(whole)) affirm(findings, 'severe_breathing_difficulty');
  // 'lips and nails looking bluish'.
  if (near(LIPS_NAILS.find(whole), BLUE.find(whole), 4)) affirm(findings, 'bluish_lips');
  if (underFive && EACH_BREATH.has(whole)) affirm(findings, 'chest_indrawing');
  // 'झींगा खाने के बाद गला सूज गया सांस नहीं आ रही': a throat swelling shut, not a sore throat.
  const throatSwollen = near(THROAT.find(whole), SWELL.find(whole), 3, true);
  const breathless = ['breathlessness', 'wheezing'].some((id) => findings.symptoms.get(id));
  if (throatSwollen && breathless) affirm(findings, 'lip_tongue_swelling');

  return { chokingSign: CHOKING_SIGN.has(whole) };
}

/**
 * 'hoth aur chehra sooj raha hai', 'swollen lips': lips or tongue with a swelling word up to three
 * words after them, or right before them, in one clause, as a symptom match, so that a 'not'
 * ('होंठ सूजे नहीं') denies it as it denies any symptom; a 'not' joined on ('நாக்கு வீங்கல') too.
 */
export function lipSwelling(
  tokens: string[],
  symptoms: PhraseMatch<string>[],
): PhraseMatch<string>[] {
  if (symptoms.some((s) => s.value === 'lip_tongue_swelling')) return [];
  // 'வீங்கல' (not swollen) carries its 'not' joined on.
  const swells = SWELL.find(tokens)
    .map((m) => m.start)
    .filter((at) => !endsInJoinedNot(tokens[at]!));
  for (const { start } of LIPS_TONGUE.find(tokens)) {
    // 'hotho aur chehre pe sujan': one more word when an 'and' joins the lips to the face, but
    // never over a 'not' ('honth ya chehra nahi suja').
    const between = tokens.slice(start + 1, start + 4);
    const joined =
      between.some((t) => CONJUNCTIONS.has(t)) && !between.some((t) => KB.negationTexts.has(t));
    const reach = joined ? 4 : 3;
    const at = swells.find((w) => (w > start && w - start <= reach) || w === start - 1);
    if (at !== undefined)
      return [
        {
          value: 'lip_tongue_swelling',
          start: Math.min(start, at),
          end: Math.max(start, at) + 1,
          length: 0,
        },
      ];
  }
  return [];
}

import {
  BLUE_WORDS,
  CHOKING_SIGN_WORDS,
  EACH_BREATH_WORDS,
  INHALER_WORDS,
  LIPS_NAILS_WORDS,
  NO_EFFECT_WORDS,
} from '../knowledge/breathing-signs';
import { wordMatcher } from './knowledge-index';
import type { PhraseMatcher } from './phrase-matcher';
import type { MessageFindings } from './understand';

const INHALER = wordMatcher(INHALER_WORDS);
const NO_EFFECT = wordMatcher(NO_EFFECT_WORDS);
const LIPS_NAILS = wordMatcher(LIPS_NAILS_WORDS);
const BLUE = wordMatcher(BLUE_WORDS);
const CHOKING_SIGN = wordMatcher(CHOKING_SIGN_WORDS);
const EACH_BREATH = wordMatcher(EACH_BREATH_WORDS);
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
 * breath' said of a child under five is the chest sinking in. Returns whether the message says
 * a choking person cannot cough or make a sound, or their face is darkening.
 */
export function readBreathingSigns(
  whole: string[],
  underFive: boolean,
  findings: MessageFindings,
): { chokingSign: boolean } {
  const says = (matcher: PhraseMatcher<true>) => matcher.find(whole).length > 0;
  const set = (id: string) => {
    if (findings.symptoms.get(id) !== false) findings.symptoms.set(id, true);
  };
  // 'ਪੰਪ ਚਾਰ ਵਾਰ ਲੈ ਲਿਆ ਪਰ ਫਰਕ ਨਹੀਂ' in an attack; not 'inhaler for my cough, no relief'.
  const attack = BREATHING.some((id) => findings.symptoms.get(id));
  if (attack && says(INHALER) && says(NO_EFFECT)) set('severe_breathing_difficulty');
  // 'lips and nails looking bluish'.
  const blues = BLUE.find(whole).map((m) => m.start);
  if (LIPS_NAILS.find(whole).some(({ start }) => blues.some((at) => Math.abs(at - start) <= 4)))
    set('bluish_lips');
  if (underFive && says(EACH_BREATH)) set('chest_indrawing');
  return { chokingSign: says(CHOKING_SIGN) };
}

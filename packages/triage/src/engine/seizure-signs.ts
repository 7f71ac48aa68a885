import {
  FIT_CONTEXT_WORDS,
  FROTH_WORDS,
  STARE_WORDS,
  STIFF_BODY_WORDS,
  TONGUE_BITTEN_WORDS,
} from '../knowledge/seizure-signs';
import { EXERCISE_WORDS } from '../knowledge/look-alike-words';
import { SUDDEN_WORDS } from '../knowledge/stroke-signs';
import { wordMatcher } from './knowledge-index';
import { affirm, type MessageFindings } from './findings';

const TONGUE_BITTEN = wordMatcher(TONGUE_BITTEN_WORDS, { byEar: true });
const FIT_CONTEXT = wordMatcher(FIT_CONTEXT_WORDS, { byEar: true });
const FROTH = wordMatcher(FROTH_WORDS, { byEar: true });
const STIFF_BODY = wordMatcher(STIFF_BODY_WORDS);
const STARE = wordMatcher(STARE_WORDS);
const SUDDEN = wordMatcher(SUDDEN_WORDS);
const EXERCISE = wordMatcher(EXERCISE_WORDS);

/**
 * A fit told by what it left behind: a bitten tongue or froth at the mouth with shaking,
 * stiffening, a fall, unconsciousness or no memory of it, anywhere in the message, is a seizure
 * (NHS). So is the whole body gone stiff, suddenly or after a blank stare.
 */
export function readSeizureSigns(whole: string[], findings: MessageFindings): void {
  const bitten = TONGUE_BITTEN.has(whole);
  const froth = FROTH.has(whole);
  if ((bitten || froth) && FIT_CONTEXT.has(whole)) affirm(findings, 'seizure');
  // The whole body gone stiff, suddenly or after a blank stare; not after exercise, nor with a
  // fever's shivering.
  const stiffFit =
    STIFF_BODY.has(whole) &&
    (SUDDEN.has(whole) || STARE.has(whole)) &&
    !EXERCISE.has(whole) &&
    findings.symptoms.get('chills_rigors') !== true;
  if (stiffFit) affirm(findings, 'seizure');
}

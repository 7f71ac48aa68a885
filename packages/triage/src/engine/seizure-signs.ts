import { FIT_CONTEXT_WORDS, FROTH_WORDS, TONGUE_BITTEN_WORDS } from '../knowledge/seizure-signs';
import { wordMatcher } from './knowledge-index';
import { affirm, type MessageFindings } from './findings';

const TONGUE_BITTEN = wordMatcher(TONGUE_BITTEN_WORDS, { byEar: true });
const FIT_CONTEXT = wordMatcher(FIT_CONTEXT_WORDS, { byEar: true });
const FROTH = wordMatcher(FROTH_WORDS, { byEar: true });

/**
 * A fit told by what it left behind: a bitten tongue or froth at the mouth with shaking,
 * stiffening, a fall, unconsciousness or no memory of it, anywhere in the message, is a seizure
 * (NHS).
 */
export function readSeizureSigns(whole: string[], findings: MessageFindings): void {
  const bitten = TONGUE_BITTEN.has(whole);
  const froth = FROTH.has(whole);
  if ((bitten || froth) && FIT_CONTEXT.has(whole)) affirm(findings, 'seizure');
}

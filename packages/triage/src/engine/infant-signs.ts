import { BULGE_WORDS, SOFT_SPOT_WORDS } from '../knowledge/drowsy-child';
import { wordMatcher } from './knowledge-index';
import { near } from './phrase-matcher';
import { affirm, type MessageFindings } from './findings';

const SOFT_SPOT = wordMatcher(SOFT_SPOT_WORDS, { byEar: true });
const BULGE = wordMatcher(BULGE_WORDS, { byEar: true });

/**
 * 'soft spot on head is bulging up', 'माथा के ऊपर वाला नरम जगह फूलल': the soft spot with a bulge
 * word within six words is a bulging fontanelle, a danger sign in a baby (WHO IMCI).
 */
export function readInfantSigns(whole: string[], findings: MessageFindings): void {
  if (near(SOFT_SPOT.find(whole), BULGE.find(whole), 6)) affirm(findings, 'bulging_fontanelle');
}

import type { AssistantLanguage } from '@arogya/contracts/assistant';
import { LOOKALIKE_PROBES_BH_IN } from './lookalike-probes/bh-IN';
import { LOOKALIKE_PROBES_BN_IN } from './lookalike-probes/bn-IN';
import { LOOKALIKE_PROBES_EN_IN } from './lookalike-probes/en-IN';
import { LOOKALIKE_PROBES_GU_IN } from './lookalike-probes/gu-IN';
import { LOOKALIKE_PROBES_HI_IN } from './lookalike-probes/hi-IN';
import { LOOKALIKE_PROBES_KN_IN } from './lookalike-probes/kn-IN';
import { LOOKALIKE_PROBES_MAR_IN } from './lookalike-probes/mar-IN';
import { LOOKALIKE_PROBES_MR_IN } from './lookalike-probes/mr-IN';
import { LOOKALIKE_PROBES_PA_IN } from './lookalike-probes/pa-IN';
import { LOOKALIKE_PROBES_TA_IN } from './lookalike-probes/ta-IN';
import { LOOKALIKE_PROBES_TE_IN } from './lookalike-probes/te-IN';

/**
 * Look-alike probes: 176 everyday messages that contain alarming words but are not emergencies
 * (mild acidity in a young person, old knee pain, a bee sting with a little local swelling, period
 * cramps, a question about spraying pesticide, 'I will finish all my homework tonight', a
 * toothache spreading to the jaw), 16 per language, written blind in round 7 alongside its
 * emergency probes. A triage engine that calls everything an emergency would be useless: none of
 * these may be answered 'call 108/112 now'. Blind, 164 of 176 were answered calmly; the engine was
 * then fixed on them, so this is a regression set.
 */
export const LOOKALIKE_PROBES: Record<AssistantLanguage, readonly string[]> = {
  'en-IN': LOOKALIKE_PROBES_EN_IN,
  'hi-IN': LOOKALIKE_PROBES_HI_IN,
  'pa-IN': LOOKALIKE_PROBES_PA_IN,
  'bn-IN': LOOKALIKE_PROBES_BN_IN,
  'ta-IN': LOOKALIKE_PROBES_TA_IN,
  'te-IN': LOOKALIKE_PROBES_TE_IN,
  'kn-IN': LOOKALIKE_PROBES_KN_IN,
  'mr-IN': LOOKALIKE_PROBES_MR_IN,
  'gu-IN': LOOKALIKE_PROBES_GU_IN,
  'mar-IN': LOOKALIKE_PROBES_MAR_IN,
  'bh-IN': LOOKALIKE_PROBES_BH_IN,
};

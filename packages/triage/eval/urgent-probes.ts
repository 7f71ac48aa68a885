import type { AssistantLanguage } from '@arogya/contracts/assistant';
import { URGENT_PROBES_BH_IN } from './urgent-probes/bh-IN';
import { URGENT_PROBES_BN_IN } from './urgent-probes/bn-IN';
import { URGENT_PROBES_EN_IN } from './urgent-probes/en-IN';
import { URGENT_PROBES_GU_IN } from './urgent-probes/gu-IN';
import { URGENT_PROBES_HI_IN } from './urgent-probes/hi-IN';
import { URGENT_PROBES_KN_IN } from './urgent-probes/kn-IN';
import { URGENT_PROBES_MAR_IN } from './urgent-probes/mar-IN';
import { URGENT_PROBES_MR_IN } from './urgent-probes/mr-IN';
import { URGENT_PROBES_PA_IN } from './urgent-probes/pa-IN';
import { URGENT_PROBES_TA_IN } from './urgent-probes/ta-IN';
import { URGENT_PROBES_TE_IN } from './urgent-probes/te-IN';

/** Same-day problems a phone GP would see today, never send home with self-care. */
export const URGENT_PROBE_KINDS = [
  'dengue_warning',
  'appendicitis',
  'dog_bite',
  'child_dehydration',
  'kidney_infection',
  'jaundice_fever',
  'deep_wound',
  'high_fever_child',
] as const;

/**
 * Same-day probes: everyday descriptions of problems that need a doctor today, 2 of each kind per
 * language (176). Written before their writers read the synonym lists, then the misses were
 * fixed, so this is a regression set: each must be answered urgent or emergency.
 */
export const URGENT_PROBES: Record<AssistantLanguage, readonly { kind: string; text: string }[]> = {
  'en-IN': URGENT_PROBES_EN_IN,
  'hi-IN': URGENT_PROBES_HI_IN,
  'pa-IN': URGENT_PROBES_PA_IN,
  'bn-IN': URGENT_PROBES_BN_IN,
  'ta-IN': URGENT_PROBES_TA_IN,
  'te-IN': URGENT_PROBES_TE_IN,
  'kn-IN': URGENT_PROBES_KN_IN,
  'mr-IN': URGENT_PROBES_MR_IN,
  'gu-IN': URGENT_PROBES_GU_IN,
  'mar-IN': URGENT_PROBES_MAR_IN,
  'bh-IN': URGENT_PROBES_BH_IN,
};

import { GENERICS_ANTIBIOTICS } from './generics-antibiotics';
import { GENERICS_CARDIO } from './generics-cardio';
import { GENERICS_ENDOCRINE } from './generics-endocrine';
import { GENERICS_GI } from './generics-gi';
import { GENERICS_INFECTION_OTHER } from './generics-infection-other';
import { GENERICS_NEURO } from './generics-neuro';
import { GENERICS_NUTRITION } from './generics-nutrition';
import { GENERICS_OTHER } from './generics-other';
import { GENERICS_PAIN } from './generics-pain';
import { GENERICS_RESPIRATORY } from './generics-respiratory';
import { GENERICS_SKIN_EYE } from './generics-skin-eye';
import type { Generic } from './schema';

/** Every generic (active ingredient) in the dictionary, with plain-language purpose in English and Hindi. */
export const GENERICS: Generic[] = [
  ...GENERICS_PAIN,
  ...GENERICS_GI,
  ...GENERICS_ANTIBIOTICS,
  ...GENERICS_INFECTION_OTHER,
  ...GENERICS_CARDIO,
  ...GENERICS_ENDOCRINE,
  ...GENERICS_NUTRITION,
  ...GENERICS_RESPIRATORY,
  ...GENERICS_NEURO,
  ...GENERICS_SKIN_EYE,
  ...GENERICS_OTHER,
];

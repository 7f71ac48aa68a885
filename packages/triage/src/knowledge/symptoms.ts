import type { Symptom } from './schema';
import { ABDOMEN_SYMPTOMS } from './symptoms/abdomen';
import { CHEST_SYMPTOMS } from './symptoms/chest';
import { CHILDREN_SYMPTOMS } from './symptoms/children';
import { EYE_ENT_SYMPTOMS } from './symptoms/eye-ent';
import { GENERAL_SYMPTOMS } from './symptoms/general';
import { GENERAL_SIGN_SYMPTOMS } from './symptoms/general-signs';
import { HEAD_NEURO_SYMPTOMS } from './symptoms/head-neuro';
import { INJURY_BITE_SYMPTOMS } from './symptoms/injury-bites';
import { MENTAL_SYMPTOMS } from './symptoms/mental';
import { MUSCULOSKELETAL_SYMPTOMS } from './symptoms/musculoskeletal';
import { NOSE_THROAT_SYMPTOMS } from './symptoms/nose-throat';
import { SKIN_SYMPTOMS } from './symptoms/skin';
import { URINARY_SYMPTOMS } from './symptoms/urinary';
import { WOMEN_SYMPTOMS } from './symptoms/women';

/** Every symptom the triage engine recognises (English + romanized Hindi), grouped in ./symptoms/. */
export const SYMPTOMS: Symptom[] = [
  ...GENERAL_SYMPTOMS,
  ...GENERAL_SIGN_SYMPTOMS,
  ...HEAD_NEURO_SYMPTOMS,
  ...MENTAL_SYMPTOMS,
  ...CHEST_SYMPTOMS,
  ...NOSE_THROAT_SYMPTOMS,
  ...ABDOMEN_SYMPTOMS,
  ...URINARY_SYMPTOMS,
  ...SKIN_SYMPTOMS,
  ...EYE_ENT_SYMPTOMS,
  ...MUSCULOSKELETAL_SYMPTOMS,
  ...INJURY_BITE_SYMPTOMS,
  ...WOMEN_SYMPTOMS,
  ...CHILDREN_SYMPTOMS,
];

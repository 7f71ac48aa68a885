import type { Condition } from './schema';
import { BITES_ENVIRONMENT_CONDITIONS } from './conditions/bites-environment';
import { CARDIOVASCULAR_CONDITIONS } from './conditions/cardiovascular';
import { CHILDREN_CONDITIONS } from './conditions/children';
import { CHRONIC_METABOLIC_CONDITIONS } from './conditions/chronic-metabolic';
import { DIGESTIVE_GUT_CONDITIONS } from './conditions/digestive-gut';
import { DIGESTIVE_UPPER_CONDITIONS } from './conditions/digestive-upper';
import { EYE_ENT_DENTAL_CONDITIONS } from './conditions/eye-ent-dental';
import { INFECTION_CONDITIONS } from './conditions/infections';
import { INJURY_CONDITIONS } from './conditions/injuries';
import { KIDNEY_URINARY_CONDITIONS } from './conditions/kidney-urinary';
import { MENTAL_HEALTH_CONDITIONS } from './conditions/mental';
import { MUSCULOSKELETAL_CONDITIONS } from './conditions/musculoskeletal';
import { NEURO_CONDITIONS } from './conditions/neuro';
import { RESPIRATORY_CONDITIONS } from './conditions/respiratory';
import { SKIN_CONDITIONS } from './conditions/skin';
import { VECTOR_BORNE_CONDITIONS } from './conditions/vector-borne';
import { WOMEN_CONDITIONS } from './conditions/women';

/** Every condition in the knowledge base, grouped by area in ./conditions/. */
export const CONDITIONS: Condition[] = [
  ...VECTOR_BORNE_CONDITIONS,
  ...INFECTION_CONDITIONS,
  ...RESPIRATORY_CONDITIONS,
  ...CARDIOVASCULAR_CONDITIONS,
  ...DIGESTIVE_GUT_CONDITIONS,
  ...DIGESTIVE_UPPER_CONDITIONS,
  ...KIDNEY_URINARY_CONDITIONS,
  ...NEURO_CONDITIONS,
  ...MENTAL_HEALTH_CONDITIONS,
  ...SKIN_CONDITIONS,
  ...EYE_ENT_DENTAL_CONDITIONS,
  ...WOMEN_CONDITIONS,
  ...CHILDREN_CONDITIONS,
  ...BITES_ENVIRONMENT_CONDITIONS,
  ...INJURY_CONDITIONS,
  ...CHRONIC_METABOLIC_CONDITIONS,
  ...MUSCULOSKELETAL_CONDITIONS,
];

import type { Vignette } from '../vignette-schema';
import { HOLDOUT4_BH_IN } from './holdout-4/bh-IN';
import { HOLDOUT4_BN_IN } from './holdout-4/bn-IN';
import { HOLDOUT4_EN_IN } from './holdout-4/en-IN';
import { HOLDOUT4_GU_IN } from './holdout-4/gu-IN';
import { HOLDOUT4_HI_IN } from './holdout-4/hi-IN';
import { HOLDOUT4_KN_IN } from './holdout-4/kn-IN';
import { HOLDOUT4_MAR_IN } from './holdout-4/mar-IN';
import { HOLDOUT4_MR_IN } from './holdout-4/mr-IN';
import { HOLDOUT4_PA_IN } from './holdout-4/pa-IN';
import { HOLDOUT4_TA_IN } from './holdout-4/ta-IN';
import { HOLDOUT4_TE_IN } from './holdout-4/te-IN';

/**
 * The fourth held-out set: 132 cases written blind at the start of the session that added the
 * second round of probes, before any of that session's engine work, by writers who read only the
 * case format and the list of condition ids, never the engine, its phrase lists or the probes,
 * and who reported back only their case counts. Twelve per language: one of each of the issue's
 * eight named emergencies (heart attack, stroke, snake bite, heavy bleeding in pregnancy,
 * seizure, breathing difficulty, suicidal thoughts, a very sick infant), about half of them less
 * typical presentations, two urgent, one routine and one self-care.
 * `npm run eval:assistant -- --holdout4`. Do not tune the engine against these cases, and do not
 * change a case after seeing its result.
 */
export const HOLDOUT4_VIGNETTES: readonly Vignette[] = [
  ...HOLDOUT4_EN_IN,
  ...HOLDOUT4_HI_IN,
  ...HOLDOUT4_PA_IN,
  ...HOLDOUT4_BN_IN,
  ...HOLDOUT4_TA_IN,
  ...HOLDOUT4_TE_IN,
  ...HOLDOUT4_KN_IN,
  ...HOLDOUT4_MR_IN,
  ...HOLDOUT4_GU_IN,
  ...HOLDOUT4_MAR_IN,
  ...HOLDOUT4_BH_IN,
];

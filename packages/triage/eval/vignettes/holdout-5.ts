import type { Vignette } from '../vignette-schema';
import { HOLDOUT5_BH_IN } from './holdout-5/bh-IN';
import { HOLDOUT5_BN_IN } from './holdout-5/bn-IN';
import { HOLDOUT5_EN_IN } from './holdout-5/en-IN';
import { HOLDOUT5_GU_IN } from './holdout-5/gu-IN';
import { HOLDOUT5_HI_IN } from './holdout-5/hi-IN';
import { HOLDOUT5_KN_IN } from './holdout-5/kn-IN';
import { HOLDOUT5_MAR_IN } from './holdout-5/mar-IN';
import { HOLDOUT5_MR_IN } from './holdout-5/mr-IN';
import { HOLDOUT5_PA_IN } from './holdout-5/pa-IN';
import { HOLDOUT5_TA_IN } from './holdout-5/ta-IN';
import { HOLDOUT5_TE_IN } from './holdout-5/te-IN';

/**
 * The fifth held-out set: 132 cases written blind at the start of the session that added the
 * suicide-plan readings, before any of that session's engine work, by writers who read only the
 * case format and the list of condition ids, never the engine, its phrase lists, the probes or
 * the earlier held-out sets, and who reported back only their case counts. Twelve per language:
 * one of each of the eight named emergencies, about half of them less typical (suicidal
 * intent said only through a plan, a means at hand, a farewell or 'they'll be better off without
 * me'), two urgent, one routine and one self-care.
 * `npm run eval:assistant -- --holdout5`. Do not tune the engine against these cases, and do not
 * change a case after seeing its result.
 */
export const HOLDOUT5_VIGNETTES: readonly Vignette[] = [
  ...HOLDOUT5_EN_IN,
  ...HOLDOUT5_HI_IN,
  ...HOLDOUT5_PA_IN,
  ...HOLDOUT5_BN_IN,
  ...HOLDOUT5_TA_IN,
  ...HOLDOUT5_TE_IN,
  ...HOLDOUT5_KN_IN,
  ...HOLDOUT5_MR_IN,
  ...HOLDOUT5_GU_IN,
  ...HOLDOUT5_MAR_IN,
  ...HOLDOUT5_BH_IN,
];

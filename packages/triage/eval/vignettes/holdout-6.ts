import type { Vignette } from '../vignette-schema';
import { HOLDOUT6_BH_IN } from './holdout-6/bh-IN';
import { HOLDOUT6_BN_IN } from './holdout-6/bn-IN';
import { HOLDOUT6_EN_IN } from './holdout-6/en-IN';
import { HOLDOUT6_GU_IN } from './holdout-6/gu-IN';
import { HOLDOUT6_HI_IN } from './holdout-6/hi-IN';
import { HOLDOUT6_KN_IN } from './holdout-6/kn-IN';
import { HOLDOUT6_MAR_IN } from './holdout-6/mar-IN';
import { HOLDOUT6_MR_IN } from './holdout-6/mr-IN';
import { HOLDOUT6_PA_IN } from './holdout-6/pa-IN';
import { HOLDOUT6_TA_IN } from './holdout-6/ta-IN';
import { HOLDOUT6_TE_IN } from './holdout-6/te-IN';

/**
 * The sixth held-out set: 132 cases written blind at the end of the session that ran set 5, after
 * all of that session's engine work, for the next session to run once at its end: writers read
 * only the case format and the list of condition ids, never the engine, its phrase lists, the
 * probes or the other held-out sets, and reported back only their case counts. Twelve per
 * language: one of each of the eight named emergencies (about half less typical), two
 * urgent, one routine and one self-care. `npm run eval:assistant -- --holdout6`. Do not open
 * these cases, tune the engine against them or change one after seeing its result.
 */
export const HOLDOUT6_VIGNETTES: readonly Vignette[] = [
  ...HOLDOUT6_EN_IN,
  ...HOLDOUT6_HI_IN,
  ...HOLDOUT6_PA_IN,
  ...HOLDOUT6_BN_IN,
  ...HOLDOUT6_TA_IN,
  ...HOLDOUT6_TE_IN,
  ...HOLDOUT6_KN_IN,
  ...HOLDOUT6_MR_IN,
  ...HOLDOUT6_GU_IN,
  ...HOLDOUT6_MAR_IN,
  ...HOLDOUT6_BH_IN,
];

import type { Vignette } from '../vignette-schema';
import { HOLDOUT11_BH_IN } from './holdout-11/bh-IN';
import { HOLDOUT11_BN_IN } from './holdout-11/bn-IN';
import { HOLDOUT11_EN_IN } from './holdout-11/en-IN';
import { HOLDOUT11_GU_IN } from './holdout-11/gu-IN';
import { HOLDOUT11_HI_IN } from './holdout-11/hi-IN';
import { HOLDOUT11_KN_IN } from './holdout-11/kn-IN';
import { HOLDOUT11_MAR_IN } from './holdout-11/mar-IN';
import { HOLDOUT11_MR_IN } from './holdout-11/mr-IN';
import { HOLDOUT11_PA_IN } from './holdout-11/pa-IN';
import { HOLDOUT11_TA_IN } from './holdout-11/ta-IN';
import { HOLDOUT11_TE_IN } from './holdout-11/te-IN';

/**
 * The eleventh held-out set: 132 cases written blind at the start of the eighth session of
 * 2026-11-28, before its engine work, and run once at its end: writers read only the case format
 * and the list of condition ids, never the engine, its phrase lists, the probes or the other
 * held-out sets, and reported back only their case counts. Twelve per language: one of each of
 * the eight named emergencies (about half less typical), two urgent, one routine and one
 * self-care; three of the twelve typed in Latin letters. `npm run eval:assistant -- --holdout11`.
 * Do not tune the engine against these cases or change one after seeing its result.
 */
export const HOLDOUT11_VIGNETTES: readonly Vignette[] = [
  ...HOLDOUT11_EN_IN,
  ...HOLDOUT11_HI_IN,
  ...HOLDOUT11_PA_IN,
  ...HOLDOUT11_BN_IN,
  ...HOLDOUT11_TA_IN,
  ...HOLDOUT11_TE_IN,
  ...HOLDOUT11_KN_IN,
  ...HOLDOUT11_MR_IN,
  ...HOLDOUT11_GU_IN,
  ...HOLDOUT11_MAR_IN,
  ...HOLDOUT11_BH_IN,
];

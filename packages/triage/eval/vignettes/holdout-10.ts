import type { Vignette } from '../vignette-schema';
import { HOLDOUT10_BH_IN } from './holdout-10/bh-IN';
import { HOLDOUT10_BN_IN } from './holdout-10/bn-IN';
import { HOLDOUT10_EN_IN } from './holdout-10/en-IN';
import { HOLDOUT10_GU_IN } from './holdout-10/gu-IN';
import { HOLDOUT10_HI_IN } from './holdout-10/hi-IN';
import { HOLDOUT10_KN_IN } from './holdout-10/kn-IN';
import { HOLDOUT10_MAR_IN } from './holdout-10/mar-IN';
import { HOLDOUT10_MR_IN } from './holdout-10/mr-IN';
import { HOLDOUT10_PA_IN } from './holdout-10/pa-IN';
import { HOLDOUT10_TA_IN } from './holdout-10/ta-IN';
import { HOLDOUT10_TE_IN } from './holdout-10/te-IN';

/**
 * The tenth held-out set: 132 cases written blind at the start of the seventh session of
 * 2026-11-28, before its engine work, and run once at its end: writers read only the case format
 * and the list of condition ids, never the engine, its phrase lists, the probes or the other
 * held-out sets, and reported back only their case counts. Twelve per language: one of each of
 * the eight named emergencies (about half less typical), two urgent, one routine and one
 * self-care; three of the twelve typed in Latin letters. `npm run eval:assistant -- --holdout10`.
 * Do not tune the engine against these cases or change one after seeing its result.
 */
export const HOLDOUT10_VIGNETTES: readonly Vignette[] = [
  ...HOLDOUT10_EN_IN,
  ...HOLDOUT10_HI_IN,
  ...HOLDOUT10_PA_IN,
  ...HOLDOUT10_BN_IN,
  ...HOLDOUT10_TA_IN,
  ...HOLDOUT10_TE_IN,
  ...HOLDOUT10_KN_IN,
  ...HOLDOUT10_MR_IN,
  ...HOLDOUT10_GU_IN,
  ...HOLDOUT10_MAR_IN,
  ...HOLDOUT10_BH_IN,
];

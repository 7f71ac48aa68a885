import type { Vignette } from '../vignette-schema';
import { HOLDOUT7_BH_IN } from './holdout-7/bh-IN';
import { HOLDOUT7_BN_IN } from './holdout-7/bn-IN';
import { HOLDOUT7_EN_IN } from './holdout-7/en-IN';
import { HOLDOUT7_GU_IN } from './holdout-7/gu-IN';
import { HOLDOUT7_HI_IN } from './holdout-7/hi-IN';
import { HOLDOUT7_KN_IN } from './holdout-7/kn-IN';
import { HOLDOUT7_MAR_IN } from './holdout-7/mar-IN';
import { HOLDOUT7_MR_IN } from './holdout-7/mr-IN';
import { HOLDOUT7_PA_IN } from './holdout-7/pa-IN';
import { HOLDOUT7_TA_IN } from './holdout-7/ta-IN';
import { HOLDOUT7_TE_IN } from './holdout-7/te-IN';

/**
 * The seventh held-out set: 132 cases written blind in the session that ran set 6, after its
 * probe rounds 11 and 12, for a later session to run once at its end: writers read only the case
 * format and the list of condition ids, never the engine, its phrase lists, the probes or the
 * other held-out sets, and reported back only their case counts. Twelve per language: one of each
 * of the eight named emergencies (about half less typical), two urgent, one routine and
 * one self-care; three of the twelve typed in Latin letters, as people type their language on a
 * phone. `npm run eval:assistant -- --holdout7`. Do not open these cases, tune the engine against
 * them or change one after seeing its result.
 */
export const HOLDOUT7_VIGNETTES: readonly Vignette[] = [
  ...HOLDOUT7_EN_IN,
  ...HOLDOUT7_HI_IN,
  ...HOLDOUT7_PA_IN,
  ...HOLDOUT7_BN_IN,
  ...HOLDOUT7_TA_IN,
  ...HOLDOUT7_TE_IN,
  ...HOLDOUT7_KN_IN,
  ...HOLDOUT7_MR_IN,
  ...HOLDOUT7_GU_IN,
  ...HOLDOUT7_MAR_IN,
  ...HOLDOUT7_BH_IN,
];

import type { Vignette } from '../vignette-schema';
import { HOLDOUT8_BH_IN } from './holdout-8/bh-IN';
import { HOLDOUT8_BN_IN } from './holdout-8/bn-IN';
import { HOLDOUT8_EN_IN } from './holdout-8/en-IN';
import { HOLDOUT8_GU_IN } from './holdout-8/gu-IN';
import { HOLDOUT8_HI_IN } from './holdout-8/hi-IN';
import { HOLDOUT8_KN_IN } from './holdout-8/kn-IN';
import { HOLDOUT8_MAR_IN } from './holdout-8/mar-IN';
import { HOLDOUT8_MR_IN } from './holdout-8/mr-IN';
import { HOLDOUT8_PA_IN } from './holdout-8/pa-IN';
import { HOLDOUT8_TA_IN } from './holdout-8/ta-IN';
import { HOLDOUT8_TE_IN } from './holdout-8/te-IN';

/**
 * The eighth held-out set: 132 cases written blind at the start of the session that ran set 7,
 * while probe round 14 was being written and before any of that session's engine work, for a later
 * session to run once at its end: writers read only the case format and the list of condition
 * ids, never the engine, its phrase lists, the probes or the other held-out sets, and reported
 * back only their case counts. Twelve per language: one of each of the eight named
 * emergencies (about half less typical), two urgent, one routine and one self-care; three of the
 * twelve typed in Latin letters. `npm run eval:assistant -- --holdout8`. Do not open these cases,
 * tune the engine against them or change one after seeing its result.
 */
export const HOLDOUT8_VIGNETTES: readonly Vignette[] = [
  ...HOLDOUT8_EN_IN,
  ...HOLDOUT8_HI_IN,
  ...HOLDOUT8_PA_IN,
  ...HOLDOUT8_BN_IN,
  ...HOLDOUT8_TA_IN,
  ...HOLDOUT8_TE_IN,
  ...HOLDOUT8_KN_IN,
  ...HOLDOUT8_MR_IN,
  ...HOLDOUT8_GU_IN,
  ...HOLDOUT8_MAR_IN,
  ...HOLDOUT8_BH_IN,
];

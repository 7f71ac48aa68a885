import type { Vignette } from '../vignette-schema';
import { HOLDOUT15_BH_IN } from './holdout-15/bh-IN';
import { HOLDOUT15_BN_IN } from './holdout-15/bn-IN';
import { HOLDOUT15_EN_IN } from './holdout-15/en-IN';
import { HOLDOUT15_GU_IN } from './holdout-15/gu-IN';
import { HOLDOUT15_HI_IN } from './holdout-15/hi-IN';
import { HOLDOUT15_KN_IN } from './holdout-15/kn-IN';
import { HOLDOUT15_MAR_IN } from './holdout-15/mar-IN';
import { HOLDOUT15_MR_IN } from './holdout-15/mr-IN';
import { HOLDOUT15_PA_IN } from './holdout-15/pa-IN';
import { HOLDOUT15_TA_IN } from './holdout-15/ta-IN';
import { HOLDOUT15_TE_IN } from './holdout-15/te-IN';

/**
 * The fifteenth held-out set: 132 cases written blind at the start of the twelfth session
 * (2026-11-29), before its engine work, and run once at its end: writers read only the case
 * format and the list of condition ids, never the engine, its phrase lists, the probes or the
 * other held-out sets, and reported back only their case counts. Twelve per language: one of each
 * of the eight named emergencies (about half less typical or played down), two urgent, one
 * routine and one self-care; three of the twelve typed in Latin letters (Hinglish in English), at
 * least two told over two or three turns with the key signs only in a later one.
 * Theme: typed in a hurry on a phone or dictated by voice: fragments, no punctuation, slips,
 * English medical words in the language's own script, an unrelated household line in the middle.
 * `npm run eval:assistant -- --holdout15`. Do not tune the engine against these cases or change
 * one after seeing its result.
 */
export const HOLDOUT15_VIGNETTES: readonly Vignette[] = [
  ...HOLDOUT15_EN_IN,
  ...HOLDOUT15_HI_IN,
  ...HOLDOUT15_PA_IN,
  ...HOLDOUT15_BN_IN,
  ...HOLDOUT15_TA_IN,
  ...HOLDOUT15_TE_IN,
  ...HOLDOUT15_KN_IN,
  ...HOLDOUT15_MR_IN,
  ...HOLDOUT15_GU_IN,
  ...HOLDOUT15_MAR_IN,
  ...HOLDOUT15_BH_IN,
];

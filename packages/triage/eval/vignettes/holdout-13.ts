import type { Vignette } from '../vignette-schema';
import { HOLDOUT13_BH_IN } from './holdout-13/bh-IN';
import { HOLDOUT13_BN_IN } from './holdout-13/bn-IN';
import { HOLDOUT13_EN_IN } from './holdout-13/en-IN';
import { HOLDOUT13_GU_IN } from './holdout-13/gu-IN';
import { HOLDOUT13_HI_IN } from './holdout-13/hi-IN';
import { HOLDOUT13_KN_IN } from './holdout-13/kn-IN';
import { HOLDOUT13_MAR_IN } from './holdout-13/mar-IN';
import { HOLDOUT13_MR_IN } from './holdout-13/mr-IN';
import { HOLDOUT13_PA_IN } from './holdout-13/pa-IN';
import { HOLDOUT13_TA_IN } from './holdout-13/ta-IN';
import { HOLDOUT13_TE_IN } from './holdout-13/te-IN';

/**
 * The thirteenth held-out set: 132 cases written blind at the start of the tenth session
 * (2026-11-29, later that day), before its engine work, and run once at its end: writers read only the case format
 * and the list of condition ids, never the engine, its phrase lists, the probes or the other
 * held-out sets, and reported back only their case counts. Twelve per language: one of each of
 * the eight named emergencies (about half less typical or played down), two urgent, one
 * routine and one self-care; three of the twelve typed in Latin letters (Hinglish in English);
 * about half read like a voice message turned into text (run-on, fillers, a word corrected).
 * `npm run eval:assistant -- --holdout13`. Do not tune the engine against these cases or change
 * one after seeing its result.
 */
export const HOLDOUT13_VIGNETTES: readonly Vignette[] = [
  ...HOLDOUT13_EN_IN,
  ...HOLDOUT13_HI_IN,
  ...HOLDOUT13_PA_IN,
  ...HOLDOUT13_BN_IN,
  ...HOLDOUT13_TA_IN,
  ...HOLDOUT13_TE_IN,
  ...HOLDOUT13_KN_IN,
  ...HOLDOUT13_MR_IN,
  ...HOLDOUT13_GU_IN,
  ...HOLDOUT13_MAR_IN,
  ...HOLDOUT13_BH_IN,
];

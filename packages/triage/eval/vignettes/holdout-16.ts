import type { Vignette } from '../vignette-schema';
import { HOLDOUT16_BH_IN } from './holdout-16/bh-IN';
import { HOLDOUT16_BN_IN } from './holdout-16/bn-IN';
import { HOLDOUT16_EN_IN } from './holdout-16/en-IN';
import { HOLDOUT16_GU_IN } from './holdout-16/gu-IN';
import { HOLDOUT16_HI_IN } from './holdout-16/hi-IN';
import { HOLDOUT16_KN_IN } from './holdout-16/kn-IN';
import { HOLDOUT16_MAR_IN } from './holdout-16/mar-IN';
import { HOLDOUT16_MR_IN } from './holdout-16/mr-IN';
import { HOLDOUT16_PA_IN } from './holdout-16/pa-IN';
import { HOLDOUT16_TA_IN } from './holdout-16/ta-IN';
import { HOLDOUT16_TE_IN } from './holdout-16/te-IN';

/**
 * The sixteenth held-out set: 132 cases written blind at the start of the thirteenth session
 * (2026-11-29), before its engine work, and run once at its end: writers read only the case
 * format and the list of condition ids, never the engine, its phrase lists, the probes or the
 * other held-out sets, and reported back only their case counts. Twelve per language: one of each
 * of the eight named emergencies (about half less typical or played down), two urgent, one
 * routine and one self-care; three of the twelve typed in Latin letters (Hinglish in English), at
 * least two told over two or three turns with the key signs only in a later one.
 * Theme: rural and folk speech: dialect words for the body and folk names for illnesses, time
 * told by the day's work (since the morning milking), rough estimates, a healer or home remedy.
 * `npm run eval:assistant -- --holdout16`. Do not tune the engine against these cases or change
 * one after seeing its result.
 */
export const HOLDOUT16_VIGNETTES: readonly Vignette[] = [
  ...HOLDOUT16_EN_IN,
  ...HOLDOUT16_HI_IN,
  ...HOLDOUT16_PA_IN,
  ...HOLDOUT16_BN_IN,
  ...HOLDOUT16_TA_IN,
  ...HOLDOUT16_TE_IN,
  ...HOLDOUT16_KN_IN,
  ...HOLDOUT16_MR_IN,
  ...HOLDOUT16_GU_IN,
  ...HOLDOUT16_MAR_IN,
  ...HOLDOUT16_BH_IN,
];

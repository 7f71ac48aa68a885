import type { Vignette } from '../vignette-schema';
import { HOLDOUT17_BH_IN } from './holdout-17/bh-IN';
import { HOLDOUT17_BN_IN } from './holdout-17/bn-IN';
import { HOLDOUT17_EN_IN } from './holdout-17/en-IN';
import { HOLDOUT17_GU_IN } from './holdout-17/gu-IN';
import { HOLDOUT17_HI_IN } from './holdout-17/hi-IN';
import { HOLDOUT17_KN_IN } from './holdout-17/kn-IN';
import { HOLDOUT17_MAR_IN } from './holdout-17/mar-IN';
import { HOLDOUT17_MR_IN } from './holdout-17/mr-IN';
import { HOLDOUT17_PA_IN } from './holdout-17/pa-IN';
import { HOLDOUT17_TA_IN } from './holdout-17/ta-IN';
import { HOLDOUT17_TE_IN } from './holdout-17/te-IN';

/**
 * The seventeenth held-out set: 132 cases written blind at the start of the fourteenth session
 * (2026-11-29, later that day), before its engine work was measured against anything new, and run
 * once at its end: writers read only the case format and the list of condition ids, never the
 * engine, its phrase lists, the probes or the other held-out sets, and reported back only their
 * case counts. Twelve per language: one of each of the eight named emergencies (about half
 * less typical or played down), two urgent, one routine and one self-care; three of the twelve
 * typed in Latin letters (Hinglish in English), at least two told over two or three turns with the
 * key signs only in a later one.
 * Theme: code-mixed city speech: English words inside the language (in its script and in Latin
 * letters), BP, sugar, ECG, oxygen, abbreviations, medicine names people use, and people who have
 * searched online or asked a chemist first.
 * `npm run eval:assistant -- --holdout17`. Do not tune the engine against these cases or change
 * one after seeing its result.
 */
export const HOLDOUT17_VIGNETTES: readonly Vignette[] = [
  ...HOLDOUT17_EN_IN,
  ...HOLDOUT17_HI_IN,
  ...HOLDOUT17_PA_IN,
  ...HOLDOUT17_BN_IN,
  ...HOLDOUT17_TA_IN,
  ...HOLDOUT17_TE_IN,
  ...HOLDOUT17_KN_IN,
  ...HOLDOUT17_MR_IN,
  ...HOLDOUT17_GU_IN,
  ...HOLDOUT17_MAR_IN,
  ...HOLDOUT17_BH_IN,
];

import type { Vignette } from '../vignette-schema';
import { HOLDOUT14_BH_IN } from './holdout-14/bh-IN';
import { HOLDOUT14_BN_IN } from './holdout-14/bn-IN';
import { HOLDOUT14_EN_IN } from './holdout-14/en-IN';
import { HOLDOUT14_GU_IN } from './holdout-14/gu-IN';
import { HOLDOUT14_HI_IN } from './holdout-14/hi-IN';
import { HOLDOUT14_KN_IN } from './holdout-14/kn-IN';
import { HOLDOUT14_MAR_IN } from './holdout-14/mar-IN';
import { HOLDOUT14_MR_IN } from './holdout-14/mr-IN';
import { HOLDOUT14_PA_IN } from './holdout-14/pa-IN';
import { HOLDOUT14_TA_IN } from './holdout-14/ta-IN';
import { HOLDOUT14_TE_IN } from './holdout-14/te-IN';

/**
 * The fourteenth held-out set: 132 cases written blind at the start of the eleventh session
 * (2026-11-29), before its engine work, and run once at its end: writers read only the case
 * format and the list of condition ids, never the engine, its phrase lists, the probes or the
 * other held-out sets, and reported back only their case counts. Twelve per language: one of each
 * of the eight named emergencies (about half less typical or played down), two urgent, one
 * routine and one self-care; three of the twelve typed in Latin letters (Hinglish in English).
 * Theme: written by someone else about the patient (a son, a neighbour, an ASHA worker, a teacher),
 * about half with a reading (temperature, BP, sugar, oxygen, pulse) or a medicine or home remedy
 * already given. `npm run eval:assistant -- --holdout14`. Do not tune the engine against these
 * cases or change one after seeing its result.
 */
export const HOLDOUT14_VIGNETTES: readonly Vignette[] = [
  ...HOLDOUT14_EN_IN,
  ...HOLDOUT14_HI_IN,
  ...HOLDOUT14_PA_IN,
  ...HOLDOUT14_BN_IN,
  ...HOLDOUT14_TA_IN,
  ...HOLDOUT14_TE_IN,
  ...HOLDOUT14_KN_IN,
  ...HOLDOUT14_MR_IN,
  ...HOLDOUT14_GU_IN,
  ...HOLDOUT14_MAR_IN,
  ...HOLDOUT14_BH_IN,
];

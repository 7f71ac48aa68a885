import type { Vignette } from '../vignette-schema';
import { HOLDOUT12_BH_IN } from './holdout-12/bh-IN';
import { HOLDOUT12_BN_IN } from './holdout-12/bn-IN';
import { HOLDOUT12_EN_IN } from './holdout-12/en-IN';
import { HOLDOUT12_GU_IN } from './holdout-12/gu-IN';
import { HOLDOUT12_HI_IN } from './holdout-12/hi-IN';
import { HOLDOUT12_KN_IN } from './holdout-12/kn-IN';
import { HOLDOUT12_MAR_IN } from './holdout-12/mar-IN';
import { HOLDOUT12_MR_IN } from './holdout-12/mr-IN';
import { HOLDOUT12_PA_IN } from './holdout-12/pa-IN';
import { HOLDOUT12_TA_IN } from './holdout-12/ta-IN';
import { HOLDOUT12_TE_IN } from './holdout-12/te-IN';

/**
 * The twelfth held-out set: 132 cases written blind at the start of the ninth session
 * (2026-11-29), before its engine work, and run once at its end: writers read only the case format
 * and the list of condition ids, never the engine, its phrase lists, the probes or the other
 * held-out sets, and reported back only their case counts. Twelve per language: one of each of
 * the eight named emergencies (about half less typical or played down), two urgent, one
 * routine and one self-care; three of the twelve typed in Latin letters (Hinglish in English).
 * `npm run eval:assistant -- --holdout12`. Do not tune the engine against these cases or change
 * one after seeing its result.
 */
export const HOLDOUT12_VIGNETTES: readonly Vignette[] = [
  ...HOLDOUT12_EN_IN,
  ...HOLDOUT12_HI_IN,
  ...HOLDOUT12_PA_IN,
  ...HOLDOUT12_BN_IN,
  ...HOLDOUT12_TA_IN,
  ...HOLDOUT12_TE_IN,
  ...HOLDOUT12_KN_IN,
  ...HOLDOUT12_MR_IN,
  ...HOLDOUT12_GU_IN,
  ...HOLDOUT12_MAR_IN,
  ...HOLDOUT12_BH_IN,
];

import type { Vignette } from '../vignette-schema';
import { HOLDOUT18_BH_IN } from './holdout-18/bh-IN';
import { HOLDOUT18_BN_IN } from './holdout-18/bn-IN';
import { HOLDOUT18_EN_IN } from './holdout-18/en-IN';
import { HOLDOUT18_GU_IN } from './holdout-18/gu-IN';
import { HOLDOUT18_HI_IN } from './holdout-18/hi-IN';
import { HOLDOUT18_KN_IN } from './holdout-18/kn-IN';
import { HOLDOUT18_MAR_IN } from './holdout-18/mar-IN';
import { HOLDOUT18_MR_IN } from './holdout-18/mr-IN';
import { HOLDOUT18_PA_IN } from './holdout-18/pa-IN';
import { HOLDOUT18_TA_IN } from './holdout-18/ta-IN';
import { HOLDOUT18_TE_IN } from './holdout-18/te-IN';

/**
 * The eighteenth held-out set: 132 cases written blind at the end of the fourteenth session
 * (2026-11-29), after all of its engine work, for a later session to run once at its end: writers
 * read only the case format and the list of condition ids, never the engine, its phrase lists, the
 * probes or the other held-out sets, and reported back only their case counts. Twelve per language:
 * one of each of the eight named emergencies (about half less typical or played down), two
 * urgent, one routine and one self-care; three of the twelve typed in Latin letters (Hinglish in
 * English), most told over two or three turns.
 * Theme: corrections and second thoughts: 'sorry, I meant the left arm', 'actually two hours, not
 * two days', 'oh and she is seven months pregnant', 'not me, my father', an answer to a question
 * the assistant asked, with the decisive information only in a later turn.
 * `npm run eval:assistant -- --holdout18`. Do not tune the engine against these cases or change
 * one after seeing its result.
 */
export const HOLDOUT18_VIGNETTES: readonly Vignette[] = [
  ...HOLDOUT18_EN_IN,
  ...HOLDOUT18_HI_IN,
  ...HOLDOUT18_PA_IN,
  ...HOLDOUT18_BN_IN,
  ...HOLDOUT18_TA_IN,
  ...HOLDOUT18_TE_IN,
  ...HOLDOUT18_KN_IN,
  ...HOLDOUT18_MR_IN,
  ...HOLDOUT18_GU_IN,
  ...HOLDOUT18_MAR_IN,
  ...HOLDOUT18_BH_IN,
];

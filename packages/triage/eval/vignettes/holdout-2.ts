import type { Vignette } from '../vignette-schema';
import { HOLDOUT2_BH_IN } from './holdout-2/bh-IN';
import { HOLDOUT2_BN_IN } from './holdout-2/bn-IN';
import { HOLDOUT2_EN_IN } from './holdout-2/en-IN';
import { HOLDOUT2_GU_IN } from './holdout-2/gu-IN';
import { HOLDOUT2_HI_IN } from './holdout-2/hi-IN';
import { HOLDOUT2_KN_IN } from './holdout-2/kn-IN';
import { HOLDOUT2_MAR_IN } from './holdout-2/mar-IN';
import { HOLDOUT2_MR_IN } from './holdout-2/mr-IN';
import { HOLDOUT2_PA_IN } from './holdout-2/pa-IN';
import { HOLDOUT2_TA_IN } from './holdout-2/ta-IN';
import { HOLDOUT2_TE_IN } from './holdout-2/te-IN';

/**
 * The second held-out set: 110 cases written blind after the first held-out set had been used
 * for fixes (so that one no longer measures unseen text). Its writers read only the case format
 * and the list of condition ids — not the engine, its synonym lists or any other vignette.
 * Ten per language, in SPEC.md §9 order: four emergencies (the named kinds, at least two
 * played down), two urgent, two routine, two self-care; at least one two-turn case each.
 * `npm run eval:assistant -- --holdout2`. Do not tune the engine against these cases, and do not
 * change a case after seeing its result.
 */
export const HOLDOUT2_VIGNETTES: readonly Vignette[] = [
  ...HOLDOUT2_EN_IN,
  ...HOLDOUT2_HI_IN,
  ...HOLDOUT2_PA_IN,
  ...HOLDOUT2_BN_IN,
  ...HOLDOUT2_TA_IN,
  ...HOLDOUT2_TE_IN,
  ...HOLDOUT2_KN_IN,
  ...HOLDOUT2_MR_IN,
  ...HOLDOUT2_GU_IN,
  ...HOLDOUT2_MAR_IN,
  ...HOLDOUT2_BH_IN,
];

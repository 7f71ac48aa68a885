import type { Vignette } from '../vignette-schema';
import { HOLDOUT_VIGNETTES } from './holdout';
import { HOLDOUT2_VIGNETTES } from './holdout-2';
import { HOLDOUT3_VIGNETTES } from './holdout-3';
import { HOLDOUT4_VIGNETTES } from './holdout-4';
import { HOLDOUT5_VIGNETTES } from './holdout-5';
import { HOLDOUT6_VIGNETTES } from './holdout-6';
import { HOLDOUT7_VIGNETTES } from './holdout-7';
import { HOLDOUT8_VIGNETTES } from './holdout-8';
import { HOLDOUT9_VIGNETTES } from './holdout-9';
import { HOLDOUT10_VIGNETTES } from './holdout-10';
import { HOLDOUT11_VIGNETTES } from './holdout-11';
import { HOLDOUT12_VIGNETTES } from './holdout-12';
import { HOLDOUT13_VIGNETTES } from './holdout-13';
import { HOLDOUT14_VIGNETTES } from './holdout-14';
import { HOLDOUT15_VIGNETTES } from './holdout-15';
import { HOLDOUT16_VIGNETTES } from './holdout-16';
import { HOLDOUT17_VIGNETTES } from './holdout-17';
import { HOLDOUT18_VIGNETTES } from './holdout-18';

/** A held-out set, the eval command's flag for it and the name it prints. */
export interface HeldOutSet {
  flag: string;
  label: string;
  vignettes: readonly Vignette[];
}

/** Every held-out set (never used for tuning): `npm run eval:assistant -- --<flag>`. */
export const HELD_OUT_SETS: readonly HeldOutSet[] = [
  { flag: 'holdout', label: 'held-out set', vignettes: HOLDOUT_VIGNETTES },
  { flag: 'holdout2', label: 'held-out set 2', vignettes: HOLDOUT2_VIGNETTES },
  { flag: 'holdout3', label: 'held-out set 3', vignettes: HOLDOUT3_VIGNETTES },
  { flag: 'holdout4', label: 'held-out set 4', vignettes: HOLDOUT4_VIGNETTES },
  { flag: 'holdout5', label: 'held-out set 5', vignettes: HOLDOUT5_VIGNETTES },
  { flag: 'holdout6', label: 'held-out set 6', vignettes: HOLDOUT6_VIGNETTES },
  { flag: 'holdout7', label: 'held-out set 7', vignettes: HOLDOUT7_VIGNETTES },
  { flag: 'holdout8', label: 'held-out set 8', vignettes: HOLDOUT8_VIGNETTES },
  { flag: 'holdout9', label: 'held-out set 9', vignettes: HOLDOUT9_VIGNETTES },
  { flag: 'holdout10', label: 'held-out set 10', vignettes: HOLDOUT10_VIGNETTES },
  { flag: 'holdout11', label: 'held-out set 11', vignettes: HOLDOUT11_VIGNETTES },
  { flag: 'holdout12', label: 'held-out set 12', vignettes: HOLDOUT12_VIGNETTES },
  { flag: 'holdout13', label: 'held-out set 13', vignettes: HOLDOUT13_VIGNETTES },
  { flag: 'holdout14', label: 'held-out set 14', vignettes: HOLDOUT14_VIGNETTES },
  { flag: 'holdout15', label: 'held-out set 15', vignettes: HOLDOUT15_VIGNETTES },
  { flag: 'holdout16', label: 'held-out set 16', vignettes: HOLDOUT16_VIGNETTES },
  { flag: 'holdout17', label: 'held-out set 17', vignettes: HOLDOUT17_VIGNETTES },
  { flag: 'holdout18', label: 'held-out set 18', vignettes: HOLDOUT18_VIGNETTES },
];

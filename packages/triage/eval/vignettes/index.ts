import type { Vignette } from '../vignette-schema';
import { BH_IN } from './bh-IN';
import { BN_IN } from './bn-IN';
import { EN_IN } from './en-IN';
import { GU_IN } from './gu-IN';
import { HI_IN } from './hi-IN';
import { KN_IN } from './kn-IN';
import { MAR_IN } from './mar-IN';
import { MR_IN } from './mr-IN';
import { PA_IN } from './pa-IN';
import { TA_IN } from './ta-IN';
import { TE_IN } from './te-IN';

/** The assistant evaluation set, in SPEC.md §9 language order. */
export const VIGNETTES: readonly Vignette[] = [
  ...EN_IN,
  ...HI_IN,
  ...PA_IN,
  ...BN_IN,
  ...TA_IN,
  ...TE_IN,
  ...KN_IN,
  ...MR_IN,
  ...GU_IN,
  ...MAR_IN,
  ...BH_IN,
];

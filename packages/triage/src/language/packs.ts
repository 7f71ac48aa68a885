import type { AssistantLanguage } from '@arogya/contracts/assistant';
import { pack as english } from './en-IN';
import { pack as hindi } from './hi-IN';
import { pack as punjabi } from './pa-IN';
import { pack as bengali } from './bn-IN';
import { pack as tamil } from './ta-IN';
import { pack as telugu } from './te-IN';
import { pack as kannada } from './kn-IN';
import { pack as marwari } from './mr-IN';
import { pack as gujarati } from './gu-IN';
import { pack as marathi } from './mar-IN';
import { pack as bhojpuri } from './bh-IN';
import type { LanguagePack } from './schema';

/** Every assistant language's pack, keyed by SPEC.md §9 code. */
export const LANGUAGE_PACKS: Partial<Record<AssistantLanguage, LanguagePack>> = {
  'en-IN': english,
  'hi-IN': hindi,
  'pa-IN': punjabi,
  'bn-IN': bengali,
  'ta-IN': tamil,
  'te-IN': telugu,
  'kn-IN': kannada,
  'mr-IN': marwari,
  'gu-IN': gujarati,
  'mar-IN': marathi,
  'bh-IN': bhojpuri,
};

import type { KnowledgeTranslation, TranslatedLanguage } from './schema';
import { translation as bengali } from './bn-IN/translation';
import { translation as bhojpuri } from './bh-IN/translation';
import { translation as gujarati } from './gu-IN/translation';
import { translation as hindi } from './hi-IN/translation';
import { translation as kannada } from './kn-IN/translation';
import { translation as marathi } from './mar-IN/translation';
import { translation as marwari } from './mr-IN/translation';
import { translation as punjabi } from './pa-IN/translation';
import { translation as tamil } from './ta-IN/translation';
import { translation as telugu } from './te-IN/translation';

/** The knowledge base in every assistant language besides English, keyed by SPEC.md §9 code. */
export const TRANSLATIONS: Record<TranslatedLanguage, KnowledgeTranslation> = {
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

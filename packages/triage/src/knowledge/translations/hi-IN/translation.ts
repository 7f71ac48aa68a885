import type { KnowledgeTranslation } from '../schema';
import { PHRASES_SYMPTOMS_1 } from './phrases-symptoms-1';
import { PHRASES_SYMPTOMS_2 } from './phrases-symptoms-2';
import { PHRASES_RULES } from './phrases-rules';
import { PHRASES_CONDITIONS_A_1 } from './phrases-conditions-a-1';
import { PHRASES_CONDITIONS_A_2 } from './phrases-conditions-a-2';
import { PHRASES_CONDITIONS_B_1 } from './phrases-conditions-b-1';
import { PHRASES_CONDITIONS_B_2 } from './phrases-conditions-b-2';
import { SYNONYMS } from './synonyms';
import { PHRASES_EXTRA, SYNONYMS_EXTRA } from './extra';
import { ROMANIZED } from './romanized';

/** Hindi translation of the triage knowledge base. */
export const translation: KnowledgeTranslation = {
  language: 'hi-IN',
  phrases: {
    ...PHRASES_SYMPTOMS_1,
    ...PHRASES_SYMPTOMS_2,
    ...PHRASES_RULES,
    ...PHRASES_CONDITIONS_A_1,
    ...PHRASES_CONDITIONS_A_2,
    ...PHRASES_CONDITIONS_B_1,
    ...PHRASES_CONDITIONS_B_2,
    ...PHRASES_EXTRA,
  },
  synonyms: { ...SYNONYMS, ...SYNONYMS_EXTRA },
  romanized: ROMANIZED,
};

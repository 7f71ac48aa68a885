import { SYNONYMS_1 } from './synonyms-1';
import { SYNONYMS_2 } from './synonyms-2';

/** How people write each symptom in Marwari (Devanagari), for all symptom ids. */
export const SYNONYMS: Record<string, string[]> = { ...SYNONYMS_1, ...SYNONYMS_2 };

import { SYNONYMS_1 } from './synonyms-1';
import { SYNONYMS_2 } from './synonyms-2';
import { SYNONYMS_3 } from './synonyms-3';

/** How people write each symptom in Marathi (Devanagari), by symptom id. */
export const SYNONYMS: Record<string, string[]> = { ...SYNONYMS_1, ...SYNONYMS_2, ...SYNONYMS_3 };

import type { AssistantLanguage } from '@arogya/contracts/assistant';
import { pack as english } from './en-IN';
import type { LanguagePack } from './schema';

/** Every assistant language's pack, keyed by SPEC.md §9 code. */
export const LANGUAGE_PACKS: Partial<Record<AssistantLanguage, LanguagePack>> = {
  'en-IN': english,
};

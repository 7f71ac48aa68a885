import type { AssistantLanguage } from '@arogya/contracts/assistant';
import type { SEARCH_LANGUAGES } from '@arogya/contracts/doctors';
import { paths } from '@/lib/paths';

type DoctorLanguage = (typeof SEARCH_LANGUAGES)[number] | 'Any';

type LanguageTags = {
  /** BCP 47 tag for `lang` attributes, so screen readers pick the right voice. */
  html: string;
  /** Tag handed to speech recognition and used to find a speech synthesis voice. */
  speech: string;
  /** The doctor-search language (SPEC §9) a speaker of this language would look for. */
  doctors: DoctorLanguage;
};

/**
 * SPEC §9 codes are not all real language tags: 'mr-IN' is labelled Marwari but means Marathi to
 * a browser, and 'mar-IN' and 'bh-IN' mean nothing to one. Browsers have no Marwari or Bhojpuri
 * recogniser or voice; Hindi, in the same script and understood by their speakers, comes closest.
 */
export const LANGUAGE_TAGS: Record<AssistantLanguage, LanguageTags> = {
  'en-IN': { html: 'en-IN', speech: 'en-IN', doctors: 'English' },
  'hi-IN': { html: 'hi-IN', speech: 'hi-IN', doctors: 'Hindi' },
  'pa-IN': { html: 'pa-IN', speech: 'pa-IN', doctors: 'Punjabi' },
  'bn-IN': { html: 'bn-IN', speech: 'bn-IN', doctors: 'Bengali' },
  'ta-IN': { html: 'ta-IN', speech: 'ta-IN', doctors: 'Tamil' },
  'te-IN': { html: 'te-IN', speech: 'te-IN', doctors: 'Telugu' },
  // The directory lists no Kannada-speaking filter: do not narrow the search.
  'kn-IN': { html: 'kn-IN', speech: 'kn-IN', doctors: 'Any' },
  'mr-IN': { html: 'mwr-IN', speech: 'hi-IN', doctors: 'Hindi' },
  'gu-IN': { html: 'gu-IN', speech: 'gu-IN', doctors: 'Gujarati' },
  'mar-IN': { html: 'mr-IN', speech: 'mr-IN', doctors: 'Marathi' },
  'bh-IN': { html: 'bho-IN', speech: 'hi-IN', doctors: 'Hindi' },
};

/** /find-a-doctor searching for the specialty, among doctors who speak the person's language. */
export function findDoctorPath(specialty: string, language: AssistantLanguage): string {
  const params = new URLSearchParams({ search: specialty });
  const doctors = LANGUAGE_TAGS[language].doctors;
  if (doctors !== 'Any') params.set('language', doctors);
  return `${paths.findDoctor}?${params}`;
}

const LANGUAGE_KEY = 'arogya.assistant.language';

/** The assistant language this device chose last time, if any. */
export function savedLanguage(): AssistantLanguage | null {
  try {
    const saved = localStorage.getItem(LANGUAGE_KEY);
    return saved && saved in LANGUAGE_TAGS ? (saved as AssistantLanguage) : null;
  } catch {
    return null;
  }
}

export function saveLanguage(language: AssistantLanguage) {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this visit only
  }
}

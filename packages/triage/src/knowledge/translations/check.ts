import { SYMPTOMS } from '../symptoms';
import { SCRIPT_OF, knowledgeTranslationSchema, translatableTexts } from './schema';

/** Every problem of one language's translation; an empty list means complete and well-formed. */
export function translationProblems(input: unknown): string[] {
  const parsed = knowledgeTranslationSchema.safeParse(input);
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const { language, phrases, synonyms, romanized = {} } = parsed.data;
  const script = SCRIPT_OF[language];
  const problems: string[] = [];
  const texts = translatableTexts();
  const known = new Set(texts);
  for (const text of texts) {
    const translated = phrases[text];
    if (translated === undefined) {
      problems.push(`missing phrase: ${text}`);
      continue;
    }
    if (!script.test(translated)) problems.push(`not in the ${language} script: ${translated}`);
    for (const number of text.match(/\b(108|112|102|14416|\d+)\b/g) ?? []) {
      if (!translated.includes(number) && !containsNativeDigits(translated, number)) {
        problems.push(`number ${number} lost in: ${translated}`);
      }
    }
  }
  for (const key of Object.keys(phrases)) {
    if (!known.has(key)) problems.push(`phrase for a text that does not exist: ${key}`);
  }
  for (const symptom of SYMPTOMS) {
    const forms = synonyms[symptom.id];
    if (!forms) {
      problems.push(`missing synonyms: ${symptom.id}`);
      continue;
    }
    if (forms.length < 2) problems.push(`fewer than 2 synonyms: ${symptom.id}`);
    for (const form of forms) {
      if (!script.test(form))
        problems.push(`synonym not in the ${language} script: ${symptom.id}: ${form}`);
    }
  }
  const ids = new Set(SYMPTOMS.map((s) => s.id));
  for (const id of Object.keys(synonyms))
    if (!ids.has(id)) problems.push(`synonyms for unknown symptom: ${id}`);
  for (const [id, forms] of Object.entries(romanized)) {
    if (!ids.has(id)) problems.push(`romanized synonyms for unknown symptom: ${id}`);
    for (const form of forms)
      if (!LATIN_TYPING.test(form))
        problems.push(`romanized synonym not in Latin letters: ${form}`);
  }
  return problems;
}

/** Lower-case Latin letters, digits, spaces, hyphens and apostrophes, as typed on a phone. */
const LATIN_TYPING = /^[a-z0-9' -]+$/;

const NATIVE_DIGIT_ZEROS = [0x966, 0x9e6, 0xa66, 0xae6, 0xbe6, 0xc66, 0xce6];

/** Helplines may be written in the script's own digits (e.g. १०८). */
function containsNativeDigits(text: string, number: string): boolean {
  return NATIVE_DIGIT_ZEROS.some((zero) =>
    text.includes([...number].map((d) => String.fromCharCode(zero + Number(d))).join('')),
  );
}

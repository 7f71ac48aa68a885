import type { AssistantLanguage } from '@arogya/contracts/assistant';
import { BODY_PART_WORDS, PHRASE_ONLY_PART_WORDS } from '../knowledge/body-part-pain';
import { CONDITIONS } from '../knowledge/conditions';
import { EMERGENCY_RULES } from '../knowledge/emergency-rules';
import { AGO_WORDS, EVERYDAY_WORDS, LEXICON_OWN_WORDS } from '../knowledge/everyday-words';
import { LENGTH_UNIT_WORDS } from '../knowledge/bites';
import { FOLLOW_UP_QUESTIONS } from '../knowledge/follow-ups';
import type { Condition, FollowUp, Symptom } from '../knowledge/schema';
import { SYMPTOMS } from '../knowledge/symptoms';
import { TRANSLATIONS } from '../knowledge/translations/all';
import { LANGUAGE_PACKS } from '../language/packs';
import type { LanguagePack, TimeUnit } from '../language/schema';
import { PhraseMatcher } from './phrase-matcher';
import { isIndic, normalize } from './text';

/** Marks a phrase of the shared lexicon. */
export type LexiconWord =
  | { kind: 'negationBefore' }
  | { kind: 'negationAfter' }
  | { kind: 'unit'; unit: TimeUnit }
  | { kind: 'number'; value: number }
  | { kind: 'child' | 'female' | 'male' | 'severe' | 'medicineRequest' | 'ruleOverride' };

function packOf(language: AssistantLanguage): LanguagePack {
  return LANGUAGE_PACKS[language] ?? LANGUAGE_PACKS['en-IN']!;
}

/** 'Is', 'am', 'was' closing a phrase: 'mar jana chahta hu' is also typed '… hoon' or without it. */
const COPULAS = new Set(
  [
    'hai',
    'hain',
    'he',
    'hu',
    'hoon',
    'hun',
    'hoo',
    'tha',
    'thi',
    'है',
    'हैं',
    'हूं',
    'हू',
    'था',
    'थी',
  ].map(normalize),
);

/** Every way a symptom is written, and each phrase of four words or more without its closing copula. */
function* symptomPhrases(): Generator<{ text: string; value: string }> {
  for (const phrase of writtenSymptomPhrases()) {
    yield phrase;
    // Only a phrase whose last word is a copula is normalised whole: there are about 50,000.
    if (!COPULAS.has(normalize(phrase.text.trim().split(/\s+/).at(-1) ?? ''))) continue;
    const words = normalize(phrase.text).split(' ');
    if (words.length >= 4 && COPULAS.has(words.at(-1)!))
      yield { text: words.slice(0, -1).join(' '), value: phrase.value };
  }
}

/** The symptom phrases, listed once: the known words and the symptom matcher both read them. */
const SYMPTOM_PHRASES = [...symptomPhrases()];

/** Every way a symptom is written, in every language: people mix languages and scripts. */
function* writtenSymptomPhrases(): Generator<{ text: string; value: string }> {
  for (const symptom of SYMPTOMS) {
    for (const text of [symptom.en, ...symptom.synonymsEn]) yield { text, value: symptom.id };
    for (const text of symptom.hinglish) yield* withJoined(text, symptom.id);
    for (const translation of Object.values(TRANSLATIONS)) {
      for (const text of translation.synonyms[symptom.id] ?? []) yield { text, value: symptom.id };
      for (const text of translation.romanized?.[symptom.id] ?? [])
        yield* withJoined(text, symptom.id);
      const name = translation.phrases[symptom.en];
      if (name) yield { text: name, value: symptom.id };
    }
  }
}

/**
 * A phrase typed in Latin letters, and its words written together as people often type them
 * ('sir dard' → 'sirdard', 'nenju vali' → 'nenjuvali'): one token of seven letters or more.
 */
function* withJoined(text: string, value: string): Generator<{ text: string; value: string }> {
  yield { text, value };
  const words = normalize(text).split(' ');
  const joined = words.join('');
  if (words.length > 1 && joined.length >= 7 && !isIndic(joined)) yield { text: joined, value };
}

/** The small words of every language pack, in one matcher (a Tamil negation in a Hindi chat still negates). */
function* lexiconPhrases(): Generator<{ text: string; value: LexiconWord }> {
  for (const pack of Object.values(LANGUAGE_PACKS)) {
    const { lexicon } = pack;
    for (const text of lexicon.negationBefore) yield { text, value: { kind: 'negationBefore' } };
    for (const text of lexicon.negationAfter) yield { text, value: { kind: 'negationAfter' } };
    for (const [unit, texts] of Object.entries(lexicon.units))
      for (const text of texts) yield { text, value: { kind: 'unit', unit: unit as TimeUnit } };
    for (const [text, value] of Object.entries(lexicon.numbers))
      yield { text, value: { kind: 'number', value } };
    for (const kind of [
      'child',
      'female',
      'male',
      'severe',
      'medicineRequest',
      'ruleOverride',
    ] as const)
      for (const text of lexicon[kind]) yield { text, value: { kind } };
  }
}

/** Single words for people (child, woman, man, grandmother…) of every language pack. */
function personWords(): Set<string> {
  const words = new Set<string>();
  for (const pack of Object.values(LANGUAGE_PACKS))
    for (const text of [...pack.lexicon.child, ...pack.lexicon.female, ...pack.lexicon.male]) {
      const normalized = normalize(text);
      if (!normalized.includes(' ')) words.add(normalized);
    }
  return words;
}

/** Single negation words of every language: a symptom phrase never reads across one. */
function negationWords(): Set<string> {
  const words = new Set<string>();
  for (const pack of Object.values(LANGUAGE_PACKS))
    for (const text of [...pack.lexicon.negationBefore, ...pack.lexicon.negationAfter]) {
      const normalized = normalize(text);
      if (!normalized.includes(' ')) words.add(normalized);
    }
  return words;
}

/** Single words for parts of the body, normalised. */
function bodyPartWords(): string[] {
  return [...Object.values(BODY_PART_WORDS).flat(), ...PHRASE_ONLY_PART_WORDS]
    .map(normalize)
    .filter((word) => !word.includes(' '));
}

/** Every negation phrase, normalised: a negation must be typed exactly ('नीं' is not 'नींद'). */
function negationTexts(): Set<string> {
  const texts = new Set<string>();
  for (const pack of Object.values(LANGUAGE_PACKS))
    for (const text of [...pack.lexicon.negationBefore, ...pack.lexicon.negationAfter])
      texts.add(normalize(text));
  return texts;
}

/** A normalised whole answer → what it means. */
function answerWords(): Map<string, 'yes' | 'no' | 'unsure'> {
  const answers = new Map<string, 'yes' | 'no' | 'unsure'>();
  for (const pack of Object.values(LANGUAGE_PACKS)) {
    const { lexicon, templates } = pack;
    for (const [answer, texts] of [
      ['unsure', [...lexicon.unsure, templates.chipNotSure]],
      ['no', [...lexicon.no, templates.chipNo]],
      ['yes', [...lexicon.yes, templates.chipYes]],
    ] as const)
      for (const text of texts)
        if (!answers.has(normalize(text))) answers.set(normalize(text), answer);
  }
  return answers;
}

/** Every follow-up question, in every language, → the symptom it asks about. */
function questionTexts(): Map<string, string> {
  const questions = new Map<string, string>();
  for (const symptom of SYMPTOMS) {
    if (!symptom.askAbout) continue;
    questions.set(normalize(symptom.askAbout), symptom.id);
    for (const translation of Object.values(TRANSLATIONS)) {
      const text = translation.phrases[symptom.askAbout];
      if (text) questions.set(normalize(text), symptom.id);
    }
  }
  return questions;
}

/** Words always read as themselves in symptom phrases: people and everyday look-alikes. */
const OWN_WORDS = new Set([...personWords(), ...EVERYDAY_WORDS.map(normalize)]);

/**
 * Indic words the knowledge base spells right or lists (symptom phrases, small words, everyday
 * words, and every word of the replies and templates in every language): a typed word that is
 * one of them reads as itself, never as a word spelled by ear that sounds like another.
 */
function knownIndicWords(): Set<string> {
  const texts: string[] = [...OWN_WORDS];
  for (const { text } of SYMPTOM_PHRASES) texts.push(text);
  for (const { text } of lexiconPhrases()) texts.push(text);
  for (const translation of Object.values(TRANSLATIONS))
    texts.push(...Object.values(translation.phrases));
  for (const pack of Object.values(LANGUAGE_PACKS)) texts.push(...Object.values(pack.templates));
  const known = new Set<string>();
  for (const text of texts)
    for (const token of normalize(text).split(' ')) if (isIndic(token)) known.add(token);
  return known;
}

/** Known Indic words: see knownIndicWords. */
export const KNOWN_INDIC_WORDS = knownIndicWords();

/** The knowledge base, indexed once when the module loads. */
export const KB = {
  symptoms: new Map<string, Symptom>(SYMPTOMS.map((s) => [s.id, s])),
  conditions: CONDITIONS,
  conditionById: new Map<string, Condition>(CONDITIONS.map((c) => [c.id, c])),
  rules: EMERGENCY_RULES,
  followUps: new Map<string, FollowUp>(FOLLOW_UP_QUESTIONS.map((f) => [f.forSymptomId, f])),
  symptomMatcher: new PhraseMatcher(
    SYMPTOM_PHRASES,
    negationWords(),
    new Set(bodyPartWords()),
    OWN_WORDS,
    false,
    KNOWN_INDIC_WORDS,
  ),
  negationTexts: negationTexts(),
  /** 'Ago' after a number of weeks, months or years ('5 साल पहले', '4 months ago'). */
  agoWords: new Set(AGO_WORDS.map(normalize)),
  /** A length after a number ('2 cm'): not a count of marks. */
  lengthUnits: new Set(LENGTH_UNIT_WORDS.map(normalize)),
  /** For single-word lists (body parts, bites), negations too: 'nahi' is not 'nabhi'. */
  ownWords: new Set([...OWN_WORDS, ...negationWords()]),
  lexiconMatcher: new PhraseMatcher<LexiconWord>(
    lexiconPhrases(),
    undefined,
    undefined,
    new Set(LEXICON_OWN_WORDS.map(normalize)),
    true,
  ),
  answers: answerWords(),
  questions: questionTexts(),
  packOf,
};

/**
 * A matcher for a list of single words or short phrases (body parts, bite words, farewell words),
 * reading people and negations as themselves: 'nahi' is not 'nabhi'. With `byEar`, Indic words
 * spelled by ear are read too ('ਹਥੋ' for 'ਹੱਥੋਂ'): for lists that raise an alarm, never for lists
 * that clear one.
 */
export const wordMatcher = (
  words: string[],
  { exactLatin = false, byEar = false, wholeIndic = false } = {},
) =>
  new PhraseMatcher(
    words.map((text) => ({ text, value: true as const })),
    undefined,
    undefined,
    KB.ownWords,
    exactLatin,
    byEar ? KNOWN_INDIC_WORDS : undefined,
    wholeIndic,
  );

/** An English knowledge-base text in the given language (English when no translation exists). */
export function translate(text: string, language: AssistantLanguage): string {
  if (language === 'en-IN') return text;
  return TRANSLATIONS[language]?.phrases[text] ?? text;
}

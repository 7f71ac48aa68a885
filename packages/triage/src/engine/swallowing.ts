import {
  MEDICINE_OR_POISON_WORDS,
  SPRAYING_WORDS,
  SWALLOWED_WORDS,
  TAKEN_IN_WORDS,
  TOOK_WORDS,
} from '../knowledge/swallowing-words';
import { POISONOUS_WORDS, STORING_WORDS } from '../knowledge/look-alike-words';
import { normalize } from './text';
import type { MessageFindings } from './findings';

/**
 * 'swallowed 10 of grandma's BP tablets', 'saari goliyan kha li', 'कीटनाशक पी लिया': a verb of
 * swallowing and a medicine or poison anywhere in one clause is a poisoning, however far apart.
 */
const SWALLOWED = SWALLOWED_WORDS.map(normalize);
const MEDICINE_OR_POISON = MEDICINE_OR_POISON_WORDS.map(normalize);

/** Verbs of taking a medicine, in every language: with five or more tablets, an overdose. */
const TOOK = TOOK_WORDS.map(normalize);

/**
 * Does the padded, normalised text use one of the words, whole or as the start of a longer word
 * ('खा ली' in 'खा लीं')? Two-letter words only whole: 'ਪੀ' is not the start of 'ਪਿਛਲੀ'.
 */
function saysAny(padded: string, words: string[]): boolean {
  return words.some((w) => padded.includes(` ${w} `) || (w.length > 2 && padded.includes(` ${w}`)));
}

export function readSwallowing(clause: string, findings: MessageFindings): void {
  const padded = ` ${normalize(clause)} `;
  const says = (words: string[]) => saysAny(padded, words);
  // 'took my tablets' is a routine dose; 'took 20 tablets', '२० गोळ्या घेतल्या' is not.
  const tookMany = says(TOOK) && (padded.match(/\d+/g) ?? []).some((n) => Number(n) >= 5);
  if ((says(SWALLOWED) || tookMany) && says(MEDICINE_OR_POISON))
    findings.symptoms.set('poisoning', true);
}

/** Spraying a crop: 'ਕੀੜੇਮਾਰ ਦਵਾਈ ਦੀ ਸਪਰੇਅ ਕਰਨੀ ਆ, ਕਿਹੜਾ ਮਾਸਕ ਪਾਈਏ?' is a question, not a poisoning. */
const SPRAYING = SPRAYING_WORDS.map(normalize);
/** Keeping it from children: 'ਕੀਟਨਾਸ਼ਕ ਕਿੱਥੇ ਰੱਖੀਏ' is a question too. */
const STORING = STORING_WORDS.map(normalize);
/** 'ગરોળી ઝેરી હોય?' (is a lizard poisonous?) asks about a creature. */
const POISONOUS = POISONOUS_WORDS.map(normalize);
/** Drinking, eating or swallowing, in every language: with them a pesticide was taken, not sprayed. */
const TAKEN_IN = TAKEN_IN_WORDS.map(normalize);
/** What pesticide does to someone who breathed or touched too much of it (WHO). */
const POISONING_EFFECTS = [
  'vomiting',
  'nausea',
  'dizziness',
  'breathlessness',
  'wheezing',
  'chest_tightness',
  'sweating',
  'blurred_vision',
  'weakness',
  'confusion',
  'fainting',
  'unconscious',
  'seizure',
  'muscle_cramps',
  'tremor',
];

/**
 * A pesticide named in a question about spraying or storing it (what mask, how many ml, where to
 * keep it from the children), or asking whether something is poisonous, with nothing said
 * about drinking or swallowing it and no sign of its effects, is not a poisoning.
 */
export function readSprayingQuestion(text: string, findings: MessageFindings): void {
  if (findings.symptoms.get('poisoning') !== true) return;
  const padded = ` ${normalize(text)} `;
  const says = (words: string[]) => saysAny(padded, words);
  const effects = POISONING_EFFECTS.some((id) => findings.symptoms.get(id) === true);
  const asking = says(SPRAYING) || says(STORING) || says(POISONOUS);
  if (asking && !says(TAKEN_IN) && !effects) findings.symptoms.delete('poisoning');
}

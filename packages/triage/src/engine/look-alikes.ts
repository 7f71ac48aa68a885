import { BLEEDING_WORDS } from '../knowledge/bites';
import {
  MILK_WORDS,
  NOBODY_AFFECTED_WORDS,
  STOPPED_WORDS,
  WELL_WORDS,
} from '../knowledge/everyday-words';
import type { MessageFindings } from './findings';
import { wordMatcher } from './knowledge-index';
import { near } from './phrase-matcher';

/**
 * Everyday messages that sound alarming read for what they say (the look-alike probes,
 * eval/lookalike-probes): a toothache spreading to the jaw, a bee that bit a hand, a cut that has
 * stopped bleeding, a baby said to feed well, a question asked while nobody is hurt. Each clears
 * a finding another reading or phrase made; none adds one.
 */

const NOBODY_MATCHER = wordMatcher(NOBODY_AFFECTED_WORDS);
const MILK_MATCHER = wordMatcher(MILK_WORDS);
const WELL_MATCHER = wordMatcher(WELL_WORDS);
const STOPPED_MATCHER = wordMatcher(STOPPED_WORDS);
const BLEEDING_MATCHER = wordMatcher(BLEEDING_WORDS);
/** Events a question can be about before they happen to anyone. */
const EVENTS = [
  'snake_bite',
  'dog_bite',
  'other_animal_bite',
  'scorpion_sting',
  'insect_sting',
  'poisoning',
  'burn',
];

export function clearLookAlikes(allTokens: string[], findings: MessageFindings): void {
  // 'toothache … little pain going to jaw': pain spreading from a tooth, not from the chest.
  const heartSigns = ['chest_pain', 'chest_tightness', 'sweating', 'breathlessness'].some((id) =>
    findings.symptoms.get(id),
  );
  if (
    findings.symptoms.get('toothache') &&
    findings.symptoms.get('chest_pain_radiating') &&
    !heartSigns
  )
    findings.symptoms.delete('chest_pain_radiating');
  // 'मधुमक्खी ने हाथ पे काट लिया': a hand bitten by a named creature is a bite, not self-harm.
  // A cat's 'scratch' may be an excuse for cuts: only a named stinging insect clears self-harm.
  if (
    findings.symptoms.get('self_harm') &&
    findings.symptoms.get('stinging_insect_sting') &&
    !findings.symptoms.get('suicidal_thoughts')
  )
    findings.symptoms.delete('self_harm');
  // 'उंगली कट गई, दो मिनट खून निकला, अब रुक गया': a wound whose bleeding has stopped, said
  // within a few words of the blood.
  const bleedingStopped = near(
    BLEEDING_MATCHER.find(allTokens),
    STOPPED_MATCHER.find(allTokens),
    6,
    true,
  );
  if (findings.symptoms.get('heavy_bleeding_wound') && bleedingStopped)
    findings.symptoms.delete('heavy_bleeding_wound');
  // 'ਦੁੱਧ ਵਧੀਆ ਪੀਂਦਾ', 'బాగా పాలు తాగుతుంది': a baby said to feed well is feeding.
  const feedsWell = near(MILK_MATCHER.find(allTokens), WELL_MATCHER.find(allTokens), 2);
  if (feedsWell && findings.symptoms.get('infant_not_feeding'))
    findings.symptoms.delete('infant_not_feeding');
  // 'Nobody is bitten, just asking': the event named has happened to no one.
  if (NOBODY_MATCHER.has(allTokens))
    for (const id of EVENTS) if (findings.symptoms.get(id)) findings.symptoms.delete(id);
}

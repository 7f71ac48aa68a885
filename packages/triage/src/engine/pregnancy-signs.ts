import { ABORTION_CLOT_WORDS, BLEEDING_WORDS, SOAKED_WORDS } from '../knowledge/bites';
import { OTHER_BLEEDING_PLACE_WORDS } from '../knowledge/look-alike-words';
import {
  BABY_FELL_WORDS,
  BLOOD_MEASURED_WORDS,
  GROWING_AGAIN_WORDS,
  LESSENING_WORDS,
  RED_WORDS,
  STAINED_WORDS,
} from '../knowledge/pregnancy-signs';
import { KB, wordMatcher, type LexiconWord } from './knowledge-index';
import { isSubsiding, negationStarts, saysUndenied } from './negation';
import { near, type PhraseMatch } from './phrase-matcher';
import { affirm, type MessageFindings } from './findings';
import { normalize } from './text';

/** Clots passed, and pads, clothes or bedding soaked: also read by understand and the look-alikes. */
export const CLOTS = wordMatcher(ABORTION_CLOT_WORDS, { byEar: true });
export const SOAKED = wordMatcher(SOAKED_WORDS, { byEar: true });
const BABY_FELL = wordMatcher(BABY_FELL_WORDS, { byEar: true });
const RED = wordMatcher(RED_WORDS, { byEar: true });
const STAINED = wordMatcher(STAINED_WORDS, { byEar: true });
const BLEEDING = wordMatcher(BLEEDING_WORDS, { byEar: true });
const OTHER_PLACE = wordMatcher(OTHER_BLEEDING_PLACE_WORDS);
const BLOOD_MEASURED = wordMatcher(BLOOD_MEASURED_WORDS);
const LESSENING = wordMatcher(LESSENING_WORDS, { byEar: true });
const GROWING_AGAIN = wordMatcher(GROWING_AGAIN_WORDS);

/** What the clauses of a message said about a pregnancy's end and about bleeding. */
export interface PregnancyClues {
  delivered: boolean;
  abortion: boolean;
  /** Pads or clothes soaking. */
  soaked: boolean;
  /** Bleeding said with no other part of the body near it, and not said to have stopped. */
  bleeding: boolean;
}

/**
 * Does the clause say blood is being lost, not said to have stopped, and not next to another part
 * of the body (`otherParts`: where the clause names one other than the belly or legs)? Blood that
 * is measured ('blood test done', 'blood group', 'रक्त तपासलं') is not lost.
 */
export function saysBleeding(
  tokens: string[],
  words: PhraseMatch<LexiconWord>[],
  otherParts: number[],
): boolean {
  const measured = BLOOD_MEASURED.find(tokens).map((m) => m.start);
  const bleedingAt = BLEEDING.find(tokens)
    .map((m) => m.start)
    .filter((at) => !measured.some((t) => t > at && t - at <= 3));
  if (bleedingAt.length === 0) return false;
  if (otherParts.some((part) => bleedingAt.some((at) => Math.abs(at - part) <= 3))) return false;
  // 'khoon ruk gaya' has stopped; 'khoon … ruk jaiye?' (shall we wait) further on has not, nor
  // has 'खून जा रियो' (blood is going): 'जा' is getting better only in 'बुखार जा नहीं रहा'.
  // 'bleeding रुकै कोनी', 'थांबतच नाही', 'खून ना रुकै', 'रुकण का नाम ना': a stopping word with
  // a 'not' before it or within three words after it has not stopped.
  const notAt = negationStarts(words);
  const stopped = bleedingAt.some((at) =>
    tokens
      .slice(at + 1, at + 4)
      .some(
        (t, k) =>
          isSubsiding(t) && !t.startsWith('जा') && !notAt.some((n) => n > at && n <= at + 4 + k),
      ),
  );
  // 'खून ना रुकै': the 'not' denies the stopping, not the blood.
  const wontStop = bleedingAt.some((at) =>
    // 'खून नइखे जात' (no blood is going) is no bleeding that will not stop.
    notAt.some(
      (n) => n === at + 1 && isSubsiding(tokens[n + 1] ?? '') && !tokens[n + 1]!.startsWith('जा'),
    ),
  );
  return !stopped && (saysUndenied(BLEEDING, tokens, words) || wontStop);
}

/** Bleeding from somewhere named: a bleeding word in the same message is about that. */
const OTHER_BLEEDING = [
  'unusual_bleeding',
  'nosebleed',
  'coughing_blood',
  'vomiting_blood',
  'bloody_stool',
  'blood_in_urine',
  'anal_pain_bleeding',
  'heavy_bleeding_wound',
];

/**
 * Bleeding in a pregnancy, after a delivery or after an abortion or miscarriage, read from a whole
 * message: the month of a pregnancy names a pregnancy; 'the baby fell' in a month of it is a
 * miscarriage; bedding, clothes or the floor gone red in any of these is heavy bleeding.
 */
export function readPregnancyBleeding(
  tokens: string[],
  clues: PregnancyClues,
  findings: MessageFindings,
): void {
  const { delivered } = clues;
  if (saysPregnancyMonth(tokens)) affirm(findings, 'pregnant');
  const pregnant = findings.symptoms.get('pregnant') === true;
  const abortion = clues.abortion || saysMiscarriage(tokens);
  // In a pregnancy, after a delivery or an abortion, 'ರಕ್ತಸ್ರಾವ' (bleeding) without a place is from below.
  const pregnancyContext = pregnant || delivered || abortion;
  // 'अंथरूण पूर्ण लाल भिजलंय', 'లంగా మొత్తం ఎర్రగా', 'farsh laal ho gyo': what blood stains, gone red.
  const redStained =
    pregnancyContext &&
    near(RED.find(tokens), [...STAINED.find(tokens), ...SOAKED.find(tokens)], 3);
  const soaked = clues.soaked || redStained;
  // Bleeding said plainly ('खूप लाल रक्त गेलं') is bleeding from below when nothing else in the
  // message bleeds ('pregnant, nose bleeding' is a nosebleed).
  // 'ब्रश करते समय मसूड़ों से खून': bleeding from the gums or nose, said next to the blood.
  const bleedsElsewhere = near(BLEEDING.find(tokens), OTHER_PLACE.find(tokens), 4);
  // 'खून ना रुकै' in a pregnancy, with no hand, arm or head named, is no wound's bleeding.
  const woundNamed = findings.places.some((area) => area === 'arms' || area === 'head');
  const sameBleeding = woundNamed
    ? ['unusual_bleeding']
    : ['unusual_bleeding', 'heavy_bleeding_wound'];
  const bleedingFromBelow =
    ((clues.bleeding && !bleedsElsewhere) || redStained) &&
    !OTHER_BLEEDING.some(
      (id) => findings.symptoms.get(id) && !(sameBleeding.includes(id) && pregnancyContext),
    );
  // '9 din pehle delivery hui, ab bahut bleeding': bleeding in a message about a delivery.
  const bleedsAfterDelivery =
    bleedingFromBelow || findings.symptoms.get('vaginal_bleeding') === true;
  const settling = delivered && settlingAfterBirth(tokens, clues, findings);
  if (delivered && bleedsAfterDelivery && !settling) affirm(findings, 'bleeding_after_delivery');
  // 'had a baby 10 days ago … big clots are coming': clots passed after a birth are a bleeding
  // (NHS: passing large clots after giving birth is postpartum haemorrhage).
  if (delivered && CLOTS.has(tokens)) affirm(findings, 'bleeding_after_delivery');
  if (settling) findings.symptoms.delete('vaginal_bleeding');
  // 'ಗಂಟೆಗೆ ಎರಡು ಪ್ಯಾಡ್ ಪೂರ್ತಿ ನೆನೆಯುತ್ತಿದೆ': pads soaking after an abortion or a delivery are bleeding.
  const padsSoaking = soaked && (abortion || delivered || pregnant);
  if (padsSoaking && delivered) affirm(findings, 'bleeding_after_delivery');
  // '7 months pregnant … the bedsheet is soaked, she says it must be spotting': soaked is heavy.
  if (padsSoaking && pregnant && !delivered) affirm(findings, 'heavy_bleeding_pregnancy');
  // 'abortion tablets … two pads soaked in an hour, dizzy': heavy bleeding of a pregnancy ended.
  const heavy =
    findings.severe ||
    soaked ||
    CLOTS.has(tokens) ||
    ['fainting', 'dizziness'].some((id) => findings.symptoms.get(id) === true);
  if (abortion && (bleedingFromBelow || padsSoaking) && heavy)
    affirm(findings, 'heavy_bleeding_pregnancy');
  // 'मी 32 आठवड्यांची प्रेग्नंट आहे … खूप लाल रक्त गेलं': bleeding in a message about a pregnancy.
  if (
    !delivered &&
    bleedingFromBelow &&
    findings.symptoms.get('pregnant') &&
    findings.symptoms.get('vaginal_bleeding') !== false &&
    !findings.symptoms.get('spotting_pregnancy') &&
    !findings.symptoms.get('heavy_bleeding_pregnancy')
  )
    findings.symptoms.set('vaginal_bleeding', true);
}

/**
 * Days after the birth, a bleeding said to lessen, with nothing heavy or worrying told: the normal
 * lochia.
 */
function settlingAfterBirth(
  tokens: string[],
  clues: PregnancyClues,
  findings: MessageFindings,
): boolean {
  return (
    (findings.durationDays ?? 0) >= 3 &&
    !clues.soaked &&
    !findings.severe &&
    !LOCHIA_WORRIES.some((id) => findings.symptoms.get(id) === true) &&
    // The lexicon is read only when a lessening word is there (most messages have none).
    LESSENING.has(tokens) &&
    !CLOTS.has(tokens) &&
    !GROWING_AGAIN.has(tokens) &&
    saysUndenied(LESSENING, tokens, KB.lexiconMatcher.find(tokens))
  );
}

/** With any of these, bleeding after a birth is seen now even when it is lessening. */
const LOCHIA_WORRIES = [
  'fever',
  'fainting',
  'dizziness',
  'severe_abdominal_pain',
  'vaginal_discharge',
];

/** 'ત્રીજા મહિને બાળક પડી ગયું': 'the baby fell' right after a month word is a miscarriage. */
function saysMiscarriage(tokens: string[]): boolean {
  return BABY_FELL.find(tokens).some(({ start }) =>
    tokens.slice(Math.max(0, start - 2), start).some((t) => MONTH_WORDS.has(t)),
  );
}

/** Fifth to ninth, as the month of a pregnancy is said ('सातवा चालू आहे', 'ਸੱਤਵਾਂ ਲੱਗਾ'). */
const PREGNANCY_MONTH_ORDINALS = new Set(
  [
    'पाचवा',
    'सहावा',
    'सातवा',
    'आठवा',
    'नववा',
    'पांचवां',
    'पाँचवाँ',
    'छठा',
    'सातवां',
    'सातवाँ',
    'आठवां',
    'आठवाँ',
    'नौवां',
    'नौवाँ',
    'पांचवो',
    'छठो',
    'सातवो',
    'आठवो',
    'नवमो',
    'ਪੰਜਵਾਂ',
    'ਛੇਵਾਂ',
    'ਸੱਤਵਾਂ',
    'ਅੱਠਵਾਂ',
    'ਨੌਵਾਂ',
    'પાંચમો',
    'છઠ્ઠો',
    'સાતમો',
    'આઠમો',
    'નવમો',
  ].map(normalize),
);
const RUNNING_WORDS = ['चालू', 'चल', 'लाग', 'चाल', 'ਲੱਗ', 'ਚੱਲ', 'ચાલ', 'બેઠ', 'চল'].map(normalize);
/**
 * Does the message name the month of a pregnancy? A fifth-to-ninth ordinal or a number of months
 * that is 'running' ('सातवां चल रहा है', 'দেড় মাস চলছিল'; no 'since' between), an ordinal month
 * ('ਨੂੰਹ ਨੂੰ ਅੱਠਵਾਂ ਮਹੀਨਾ', 'तीसरा महीना बा'), or a number of months 'of belly' ('7 महीना के पेट',
 * 'दू महीना के पेट').
 */
function saysPregnancyMonth(tokens: string[]): boolean {
  const numberEnds = new Set(
    KB.lexiconMatcher
      .find(tokens)
      .filter((w) => w.value.kind === 'number')
      .map((w) => w.end),
  );
  return tokens.some((t, i) => {
    const next = tokens[i + 1] ?? '';
    const running = RUNNING_WORDS.some((r) => next.startsWith(r));
    const ordinal = PREGNANCY_MONTH_ORDINALS.has(t) || EARLY_MONTH_ORDINALS.has(t);
    const counted = /^\d+$/.test(tokens[i - 1] ?? '') || numberEnds.has(i);
    const ofBelly = monthOfBelly(tokens, i);
    return (
      ((PREGNANCY_MONTH_ORDINALS.has(t) || MONTH_WORDS.has(t)) && running) ||
      (ordinal && MONTH_WORDS.has(next)) ||
      (MONTH_WORDS.has(t) && counted && ofBelly)
    );
  });
}

/** 'To me' in the Dravidian languages, where 'எனக்கு 7 மாசம்' (to me, 7 months) is a pregnancy. */
const TO_ME = new Set(['enakku', 'எனக்கு', 'naaku', 'naku', 'నాకు', 'nanage', 'ನನಗೆ'].map(normalize));

/**
 * 'Enakku 7 maasam.': a clause of only 'to me', a number and months is how a woman tells her
 * pregnancy's month in Tamil, Telugu and Kannada (a duration would say 'for 7 months', 'maasama').
 */
export function saysOwnMonths(clauseTokens: string[]): boolean {
  const [toMe, count, ...rest] = clauseTokens;
  const months = KB.lexiconMatcher
    .find(clauseTokens)
    .some((w) => w.value.kind === 'unit' && w.value.unit === 'month' && w.start === 2);
  return rest.length === 1 && TO_ME.has(toMe ?? '') && /^\d+$/.test(count ?? '') && months;
}

/**
 * Is the month word at `i` the month of a belly ('महीना के पेट', 'महिना सू पेट सू हूं': a
 * pregnancy), not 'महीने से पेट में दर्द' (belly pain for months)?
 */
export function monthOfBelly(tokens: string[], i: number): boolean {
  const next = tokens[i + 1] ?? '';
  const bellyAt = BELLY_WORDS.has(next) ? i + 1 : BELLY_WORDS.has(tokens[i + 2] ?? '') ? i + 2 : -1;
  return bellyAt > 0 && (OF_WORDS.has(next) || !IN_WORDS.has(tokens[bellyAt + 1] ?? ''));
}

/** Second to fourth, as the month of an early pregnancy is said before a month word ('तीसरा महीना बा'). */
const EARLY_MONTH_ORDINALS = new Set(
  [
    'दूसरा',
    'तीसरा',
    'चौथा',
    'दूजो',
    'तीजो',
    'चौथो',
    'दुसरा',
    'तिसरा',
    'ਦੂਜਾ',
    'ਤੀਜਾ',
    'ਚੌਥਾ',
    'দ্বিতীয়',
    'তৃতীয়',
    'চতুর্থ',
    'ಎರಡನೇ',
    'ಮೂರನೇ',
    'ನಾಲ್ಕನೇ',
    'બીજો',
    'ત્રીજો',
    'ચોથો',
  ].map(normalize),
);
/** The belly, as in '7 महीना के पेट' (seven months' belly: a pregnancy). */
const BELLY_WORDS = new Set(['पेट', 'ਪੇਟ', 'পেট', 'પેટ', 'pet'].map(normalize));
/** 'In', after the belly: 'पेट में दर्द' is a pain in it, not a pregnancy. */
const IN_WORDS = new Set(
  ['में', 'मे', 'मां', 'me', 'mein', 'mai', 'ਵਿੱਚ', 'ਚ', 'ਵਿਚ', 'માં', 'মধ্যে', 'তে'].map(normalize),
);
/** 'Of', between a month and the belly. */
const OF_WORDS = new Set(
  [
    'के',
    'का',
    'की',
    'रो',
    'रा',
    'री',
    'ke',
    'ka',
    'ki',
    'ro',
    'ra',
    'ri',
    'ਦਾ',
    'ਦੇ',
    'ਦੀ',
    'નું',
    'નો',
    'ના',
    'এর',
  ].map(normalize),
);
/** A month, as in 'two months running' (a pregnancy). */
const MONTH_WORDS = new Set(
  [
    'ತಿಂಗಳು',
    'ತಿಂಗಳ',
    'ತಿಂಗ್ಳು',
    'ತಿಂಗ್ಳ',
    'மாசம்',
    'மாதம்',
    'నెల',
    'నెలలు',
    'महीना',
    'महीने',
    'महिना',
    'महिने',
    'महीनो',
    'ਮਹੀਨਾ',
    'ਮਹੀਨੇ',
    'মাস',
    'મહિનો',
    'મહિના',
    'મહિને',
    'mahina',
    'mahine',
  ].map(normalize),
);

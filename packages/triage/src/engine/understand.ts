import {
  AREA_PAIN_SYMPTOM,
  BODY_PART_WORDS,
  JAW_WORDS,
  PAIN_WORDS,
  PULLING_PAIN_WORDS,
  RIB_WORDS,
} from '../knowledge/body-part-pain';
import {
  ABORTION_WORDS,
  BITE_WORDS,
  BITING_ANIMALS,
  DELIVERY_WORDS,
  LOWER_WORDS,
  SOMETHING_WORDS,
  STINGING_INSECT_WORDS,
  FLOOR_WORDS,
  SLEPT_WORDS,
  UPPER_WORDS,
  MARK_WORDS,
  RIGHT_WORDS,
  TWO_WORDS,
} from '../knowledge/bites';
import {
  ABSENT_FUNCTIONS,
  STUCK_WORDS,
  CHOKING_OBJECT_WORDS,
  DROWNING_WORDS,
  FIRE_WORDS,
  SMOKE_WORDS,
  THROAT_WORDS,
  PROBLEM_WORDS,
} from '../knowledge/absent-functions';
import {
  A_LITTLE_WORDS,
  DROWSY_WORDS,
  GREEN_WORDS,
  PALM_SOLE_WORDS,
  YELLOW_WORDS,
} from '../knowledge/drowsy-child';
import type { TimeUnit } from '../language/schema';
import { KB, KNOWN_INDIC_WORDS, wordMatcher, type LexiconWord } from './knowledge-index';
import { PhraseMatcher, indicStem, near, type PhraseMatch } from './phrase-matcher';
import { readMeasurements } from './measurements';
import { lipSwelling, readBreathingSigns } from './breathing-signs';
import {
  DROOL_WORDS,
  LEAN_FORWARD_WORDS,
  NO_EFFECT_WORDS,
  SWELL_WORDS,
} from '../knowledge/breathing-signs';
import {
  AT_ALL,
  AUXILIARIES,
  CONJUNCTIONS,
  PAIN_OR_ANY,
  endsInJoinedNot,
  INDIC_WITHOUT,
  isSubsiding,
  negationStarts,
  saysUndenied,
} from './negation';
import { draggedLeg, readStrokeSigns, saysSudden } from './stroke-signs';
import {
  CHILDHOOD_WORDS,
  ONE_WORDS,
  REMAINED_WORDS,
  SINCE_THEN_WORDS,
} from '../knowledge/look-alike-words';
import {
  GUJARATI_KIN_WORDS,
  INSULIN_WORDS,
  SINCE_AFTER_WORDS,
  TODAY_WORDS,
} from '../knowledge/everyday-words';
import { ILLNESS_TEST_WORDS, POSITIVE_WORDS, TEST_WORDS } from '../knowledge/pregnancy-signs';
import { readInfantSigns } from './infant-signs';
import {
  SOAKED,
  monthOfBelly,
  readPregnancyBleeding,
  saysBleeding,
  saysOwnMonths,
} from './pregnancy-signs';
import { ANTACID_WORDS, NITRATE_WORDS } from '../knowledge/heart-signs';
import { clearLookAlikes, lastTimeSaid } from './look-alikes';
import { readSeizureSigns } from './seizure-signs';
import { readSuicideSigns } from './suicide-signs';
import { readSprayingQuestion, readSwallowing } from './swallowing';
import { affirm, type MessageFindings } from './findings';
import { clauses, isIndic, normalize, tokenize } from './text';

export type { MessageFindings } from './findings';

const DAYS_PER: Record<TimeUnit, number> = { hour: 1 / 24, day: 1, week: 7, month: 30, year: 365 };
/** Words after a number and unit that make it an age ('2 year old', '5 साल का', '3 வயது'). */
const AGE_AFTER = new Set(
  [
    'old',
    'yo',
    'ka',
    'ki',
    'ke',
    'ki umar',
    'का',
    'की',
    'के',
    'ਦਾ',
    'ਦੀ',
    'ਦੇ',
    'da',
    'di',
    'চা',
    'এর',
    'বছরের',
    'வயது',
    'ವರ್ಷದ',
    'వయస్సు',
    'ఏళ్ల',
    'નો',
    'ની',
    'ના',
    'चा',
    'ची',
    'चे',
    'रो',
    'री',
    'के',
    'वर्षीय',
    'साल',
    'बरस',
  ].map(normalize),
);
/**
 * Wives, daughters-in-law and sisters, whose 'eight months' is a pregnancy (a daughter's is her
 * age).
 */
const WIVES = [
  'wife',
  'bahu',
  'biwi',
  'bayko',
  'sunbai',
  'gharwali',
  'gharvali',
  'sister',
  'behen',
  'bahen',
  'bahin',
  'bhan',
  'बहन',
  'बहिन',
  'बहीण',
  'बहिण',
  'भाण',
  'ਭੈਣ',
  'বোন',
  'બહેન',
  'बहू',
  'बहु',
  'पत्नी',
  'बीवी',
  'घरवाली',
  'मेहरारू',
  'पतोह',
  'लुगाई',
  'घरवाळी',
  'बायको',
  'सून',
  'ਘਰਵਾਲੀ',
  'ਨੂੰਹ',
  'ਪਤਨੀ',
  'বউ',
  'বৌ',
  'স্ত্রী',
  'மனைவி',
  'மருமகள்',
  'భార్య',
  'కోడలు',
  'ಹೆಂಡತಿ',
  'ಹೆಂಡ್ತಿ',
  'ಸೊಸೆ',
  'પત્ની',
  'વહુ',
  'ઘરવાળી',
  'ఆవిడ',
  'aavida',
  'hendathi',
  'hendthi',
  'hendti',
  'sose',
  'vahu',
  'भाभी',
  'bhabhi',
  'भउजी',
  'भौजी',
  'bhauji',
  'bhouji',
  // An elder sister: 'akka ki 8 nelalu' (not 'chelli', a baby sister as often as a grown one).
  'akka',
  'அக்கா',
  'అక్క',
  'ಅಕ್ಕ',
].map(normalize);

/**
 * Is the word a wife, daughter-in-law or sister, with an ending on ('மருமகளுக்கு': the stem
 * without its virama, 'மருமகள'; 'bahinila')? 'Bahut' (very) is no 'bahu'.
 */
const isWife = (token: string) =>
  !['bahut', 'bahuth', 'bahot'].includes(token) &&
  WIVES.some((w) => token.startsWith(isIndic(w) ? indicStem(w) : w));
/** 'daughter in law', 'sister-in-law' ending at `i`: the English in-law women of WIVES. */
const isInLaw = (tokens: string[], i: number) =>
  tokens[i] === 'law' &&
  tokens[i - 1] === 'in' &&
  ['daughter', 'sister'].includes(tokens[i - 2] ?? '');
const TEST = wordMatcher(TEST_WORDS);
const POSITIVE = wordMatcher(POSITIVE_WORDS);
const ILLNESS_TEST = wordMatcher(ILLNESS_TEST_WORDS);

/**
 * 'ਮੇਰੀ ਘਰਵਾਲੀ ਦਾ ਟੈਸਟ … ਪੌਜ਼ਿਟਿਵ ਆਇਆ': a wife's test that came out positive, with no illness
 * named for it, is a pregnancy test.
 */
function saysPregnancyTest(tokens: string[]): boolean {
  if (!tokens.some(isWife) || ILLNESS_TEST.has(tokens)) return false;
  return near(TEST.find(tokens), POSITIVE.find(tokens), 5, true);
}

const INSULIN = wordMatcher(INSULIN_WORDS);
const RIBS = wordMatcher(RIB_WORDS);

/** 'Bhar' after a unit: the whole of it ('mahina bhar', a whole month). */
const WHOLE = new Set(['bhar', 'भर', 'ਭਰ'].map(normalize));

/** A baby as Telugu and Kannada are typed in Latin letters ('papa' only after such a unit). */
const LATIN_BABIES = new Set([
  'papa',
  'paapa',
  'babu',
  'baabu',
  'bidda',
  'pilla',
  'magu',
  'maguvu',
]);

/**
 * '20 rojula papa', '3 tingala magu': a unit typed in Latin letters with the 'of' of Telugu or
 * Kannada joined on (-la, -da), then a baby, is the baby's age; 'rojula nundi' (for days) is not.
 */
function latinBabyOfUnits(tokens: string[], unitEnd: number): boolean {
  const unit = tokens[unitEnd - 1] ?? '';
  return /^[a-z]+(la|da)$/.test(unit) && LATIN_BABIES.has(tokens[unitEnd] ?? '');
}

/** Units with 'of' fused on ('মাসের', 'বছরের'): a number of them is an age. */
const FUSED_OF_UNITS = new Set(['মাসের', 'বছরের', 'দিনের'].map(normalize));

/** Words before a number that make it an age ('age 65', 'aged 70', 'उम्र 40'). */
const AGE_BEFORE = new Set(
  [
    'age',
    'aged',
    'im',
    'আমি',
    'ami',
    'umar',
    'umr',
    'उम्र',
    'उमर',
    'वय',
    'ವಯಸ್ಸು',
    'வயது',
    'వయసు',
    'ਉਮਰ',
    'বয়স',
    'ઉંમર',
  ].map(normalize),
);
/** 'since yesterday', 'कल से': one day. */
const YESTERDAY = [
  'yesterday',
  'kal se',
  'कल से',
  'कल',
  'काल पासून',
  'কাল থেকে',
  'ਕੱਲ੍ਹ ਤੋਂ',
  'நேற்று',
  'నిన్న',
  'ನಿನ್ನೆ',
  'ગઈકાલ',
].map(normalize);
const TODAY = [
  'since morning',
  'subah se',
  'सुबह से',
  'आज सुबह',
  'today',
  'aaj se',
  'आज से',
  'this morning',
].map(normalize);

/** Words that join symptoms under one negation ('no cough or fever', 'बुखार और खांसी नहीं'). */

const GUJARATI_KIN = new Set(GUJARATI_KIN_WORDS);

/**
 * Gujarati 'no' after a person is 'of' ('dada no shwas atki jay che', grandpa's breath), not
 * English 'no'.
 */
function possessiveNo(tokens: string[], at: number): boolean {
  return tokens[at] === 'no' && GUJARATI_KIN.has(tokens[at - 1] ?? '');
}

/** Is the whole message a short yes / no / not-sure answer? */
function bareAnswer(text: string): MessageFindings['answer'] {
  const normalized = normalize(text);
  if (normalized.split(' ').length > 4) return undefined;
  const exact = KB.answers.get(normalized);
  if (exact) return exact;
  const first = normalized.split(' ')[0] ?? '';
  return KB.answers.get(first);
}

/** Reads symptoms (with negation), duration, age, sex and intent from one message. */
export function understandMessage(text: string): MessageFindings {
  const findings: MessageFindings = {
    symptoms: new Map(),
    child: false,
    severe: false,
    medicineRequest: false,
    ruleOverride: false,
    answer: bareAnswer(text),
    places: [],
  };
  const normalizedWhole = normalize(text);
  if (YESTERDAY.some((w) => ` ${normalizedWhole} `.includes(` ${w} `))) findings.durationDays = 1;
  if (TODAY.some((w) => ` ${normalizedWhole} `.includes(` ${w} `))) findings.durationDays = 0.5;

  readMeasurements(text, findings);
  let lowerRight = false;
  let delivered = false;
  let bleeding = false;
  let drowsy = false;
  // Every drowsy word said with 'a little' just before it ('thodi sust hai').
  let onlyALittleDrowsy = true;
  let stuckInThroat = false;
  let chokingObject = false;
  let drowned = false;
  let smoke = false;
  let fire = false;
  let garbledTalk = false;
  let abortion = false;
  let soaked = false;
  let weakLimb = false;
  const allTokens = tokenize(text);
  const sudden = saysSudden(allTokens);
  // Fang marks count only in a message about the body ('2 marks less in maths' is not a bite).
  const named = PART_MATCHER.find(tokenize(text));
  const bodyNamed = named.length > 0;
  findings.places = named.map((m) => KB.symptoms.get(m.value)!.bodyArea);
  let pastBefore = false;
  for (const [clauseIndex, clause] of clauses(text).entries()) {
    readSwallowing(clause, findings);
    const tokens = tokenize(clause);
    if (saysOwnMonths(tokens)) affirm(findings, 'pregnant');
    const words = KB.lexiconMatcher
      .find(tokens)
      .filter(
        (w) =>
          (w.value.kind !== 'negationBefore' && w.value.kind !== 'negationAfter') ||
          (KB.negationTexts.has(tokens.slice(w.start, w.end).join(' ')) &&
            !possessiveNo(tokens, w.start)),
      );
    // 'dengue test positive aaya' is no pregnancy test: a test phrase read as pregnancy is dropped
    // when an illness is named for the test.
    const illnessTested = ILLNESS_TEST.has(tokens);
    const tests = TEST.find(tokens);
    const said = longestOnly(KB.symptomMatcher.find(tokens));
    // 'valathu pakkam mudhugu vali', 'ಬೆನ್ನಿನ ಬಲ ಬದಿಯಲ್ಲಿ ನೋವು': one side of the back is the kidney's
    // pain, not another, everyday back pain.
    const flank = said.some((m) => m.value === 'flank_pain');
    // 'heavy bleeding during periods': a period's heavy bleeding is heavy periods, not a wound's.
    const periodBleeding = (m: PhraseMatch<string>) =>
      m.value === 'heavy_bleeding_wound' &&
      said.some((o) => o.value === 'heavy_periods' && o.start < m.end && m.start < o.end);
    const symptoms = said.filter(
      (m) =>
        !(flank && m.value === 'back_pain') &&
        !periodBleeding(m) &&
        !(
          m.value === 'pregnant' &&
          illnessTested &&
          tests.some((t) => t.start >= m.start && t.start < m.end)
        ),
    );
    if (saysPregnancyTest(tokens)) findings.symptoms.set('pregnant', true);
    symptoms.push(
      ...sharedPains(tokens, symptoms),
      ...bodyPartPains(tokens, symptoms),
      ...bites(tokens, symptoms, bodyNamed),
      ...draggedLeg(tokens, symptoms),
      ...upperBellyPain(tokens, symptoms),
      ...lipSwelling(tokens, symptoms),
    );
    // 'माँ को 5 साल पहले लकवा हुआ था': what happened years ago is history, not today's illness;
    // so is a clause that goes on from it ('had a stroke 4 years back, left side weak since then').
    // What a stroke last year left behind, even said with 'now' ('এখন … দুর্বল রয়ে গেছে').
    const residual: boolean = pastBefore && REMAINED.has(tokens);
    const past: boolean =
      saysYearsAgo(tokens, words) ||
      saysLastYear(tokens) ||
      CHILDHOOD.has(tokens) ||
      (pastBefore && SINCE_THEN.has(tokens)) ||
      residual;
    pastBefore = past;
    // '5 saal pehle lakwa hua tha aaj phir achanak muh tedha ho gaya': what comes after a 'today'
    // or 'suddenly' in a clause about years ago is today's.
    const todayFrom =
      past && !residual ? (TODAY_MATCHER.find(tokens)[0]?.start ?? Infinity) : Infinity;
    const stroke = past
      ? { weakLimb: false, garbledTalk: false }
      : readStrokeSigns(tokens, words, sudden, findings);
    if (stroke.garbledTalk) garbledTalk = true;
    if (stroke.weakLimb) weakLimb = true;
    if (saysJawPain(tokens, words)) findings.symptoms.set('jaw_pain', true);
    const vomits = symptoms.some(
      (m) => m.value === 'vomiting' || m.value === 'persistent_vomiting',
    );
    if (vomits && saysUndenied(GREEN_MATCHER, tokens, words))
      findings.symptoms.set('green_vomit', true);
    // Not 'गला में कुछ अटकल नियर' (as if something were stuck): a feeling, not an object.
    const stuck = STUCK_MATCHER.find(tokens).some(
      (m) => !tokens.slice(m.end, m.end + 2).some((t) => LIKE_WORDS.has(t)),
    );
    if (stuck && THROAT_MATCHER.has(tokens)) stuckInThroat = true;
    if (CHOKING_OBJECT_MATCHER.has(tokens)) chokingObject = true;
    if (saysUndenied(DROWNING_MATCHER, tokens, words)) drowned = true;
    if (SMOKE_MATCHER.has(tokens)) smoke = true;
    if (FIRE_MATCHER.has(tokens)) fire = true;
    if (PALM_SOLE_MATCHER.has(tokens) && saysUndenied(YELLOW_MATCHER, tokens, words))
      findings.symptoms.set('yellow_palms_soles', true);
    if (saysLowerRight(tokens, words)) lowerRight = true;
    if (DELIVERY_MATCHER.has(tokens)) delivered = true;
    if (ABORTION_MATCHER.has(tokens)) abortion = true;
    // 'ਘੰਟੇ 'ਚ ਦੋ ਪੈਡ ਭਿੱਜ ਜਾਂਦੇ': soaking; 'एगो पैड भी पूरा ना भीजे', 'one pad a day' is not.
    const onePad = near(ONE_MATCHER.find(tokens), SOAKED.find(tokens), 1, true);
    if (saysUndenied(SOAKED, tokens, words) && !onePad) soaked = true;
    if (saysUndenied(DROWSY_MATCHER, tokens, words)) {
      drowsy = true;
      const littles = A_LITTLE.find(tokens).map((m) => m.end);
      const mild = DROWSY_MATCHER.find(tokens).every((m) => littles.includes(m.start));
      if (!mild) onlyALittleDrowsy = false;
    }
    // Bleeding said, with no other part of the body ('nose', 'hand') than the belly or legs next to it.
    const otherParts = PART_MATCHER.find(tokens)
      .filter((m) => !['abdomen', 'legs'].includes(KB.symptoms.get(m.value)!.bodyArea))
      .map((m) => m.start);
    if (saysBleeding(tokens, words, otherParts)) bleeding = true;
    readNumbers(tokens, words, symptoms, findings);
    for (const word of words) {
      const kind = word.value.kind;
      // 'zyada tala-bhuna kha liya' (ate too much fried food): an amount eaten, not a severity.
      if (kind === 'severe' && amountEaten(tokens, word.end, symptoms)) continue;
      // 'बबुआ, तनी पूछे के रहल …': a child word alone opening the message calls the reader (an
      // elder writing to a son), it does not tell the patient's age.
      if (kind === 'child' && clauseIndex === 0 && tokens.length === 1) continue;
      if (
        kind === 'child' ||
        kind === 'severe' ||
        kind === 'medicineRequest' ||
        kind === 'ruleOverride'
      )
        findings[kind] = true;
      if (kind === 'female' || kind === 'male')
        findings.sex = findings.sex && findings.sex !== kind ? undefined : kind;
    }
    for (const match of symptoms) {
      if (overlapsLexicon(match, words)) continue;
      // 'दमे का दौरा' (an asthma attack), 'dil ka daura pada' (a heart attack): an 'attack' that
      // ends a phrase of another symptom is that symptom's attack, not a fit.
      if (match.value === 'seizure' && endsAnother(match, symptoms)) continue;
      if (past && match.start < todayFrom && findings.symptoms.get(match.value) === undefined)
        continue;
      // 'नशे वाले जैसे लड़खड़ा रहे' (staggering like a drunk) describes a walk, not drinking.
      if (
        COMPARED_ONLY.has(match.value) &&
        tokens.slice(match.end, match.end + 2).some((t) => LIKE_WORDS.has(t))
      )
        continue;
      const denied = isDenied(tokens, match, words, symptoms);
      // A symptom both said and denied in one message: the saying wins ('fever, no high fever').
      if (findings.symptoms.get(match.value) !== true) findings.symptoms.set(match.value, !denied);
    }
    readAbsentFunctions(tokens, words, symptoms, findings);
  }
  // 'pet me dard … ab neeche right side aa gaya': belly pain said to be low on the right.
  if (lowerRight && ABDOMINAL_PAINS.some((id) => findings.symptoms.get(id)))
    findings.symptoms.set('right_lower_abdominal_pain', true);
  readPregnancyBleeding(allTokens, { delivered, abortion, soaked, bleeding }, findings);
  // 'ਨਿੱਕੀ ਦੋ ਸਾਲ ਦੀ ਆ … ਬਹੁਤ ਸੁਸਤ ਹੋਈ ਪਈ': a drowsy child under five is a lethargic child.
  const underFive = findings.ageMonths !== undefined ? findings.ageMonths < 60 : findings.child;
  const underTwelve = findings.ageMonths !== undefined ? findings.ageMonths < 144 : findings.child;
  // Not a child past a year only 'a little sluggish' ('beti 4 saal ki … thodi sust hai').
  const dull = onlyALittleDrowsy && findings.ageMonths !== undefined && findings.ageMonths >= 12;
  if (drowsy && underFive && !dull) affirm(findings, 'infant_lethargic');
  // 'breathing very fast … now becoming drowsy': breathing trouble that makes someone drowsy is
  // tiring them out (NHS asthma attack, COPD).
  const breathing = ['fast_breathing', 'breathlessness', 'wheezing'].some((id) =>
    findings.symptoms.get(id),
  );
  if (drowsy && breathing) affirm(findings, 'severe_breathing_difficulty');
  // A newborn's yellow skin in the first month is newborn jaundice ('१० दिवसाचं बाळ, अंग पिवळं').
  if (
    findings.ageMonths !== undefined &&
    findings.ageMonths < 1 &&
    findings.symptoms.get('yellow_eyes_skin')
  )
    affirm(findings, 'newborn_yellow');
  // 'घशात शेंगदाणा अडकला … आवाजच निघत नाहीये': something stuck in a child's throat, or with a
  // cough, voice or breathing problem, is choking.
  // A peanut or coin with a sudden cough, wheeze or no voice in a child is an inhaled object.
  const { chokingSign } = readBreathingSigns(allTokens, underFive, findings);
  const airwayTrouble = chokingSign || CHOKING_SIGNS.some((id) => findings.symptoms.has(id));
  const noisyOrVoiceless = ['wheezing', 'hoarse_voice', 'breathlessness'].some((id) =>
    findings.symptoms.has(id),
  );
  // Pulled out of water and now coughing or breathless: water in the lungs (WHO drowning).
  const nearDrowning =
    drowned &&
    (airwayTrouble || ['fast_breathing', 'chest_pain'].some((id) => findings.symptoms.has(id)));
  // Smoke breathed in a fire, then a hoarse voice, cough or breathlessness: an airway burn.
  const smokeInhaled = smoke && fire && airwayTrouble;
  const choking =
    (stuckInThroat && (airwayTrouble || underTwelve)) ||
    (chokingObject && noisyOrVoiceless) ||
    nearDrowning ||
    smokeInhaled;
  if (choking) affirm(findings, 'severe_breathing_difficulty');
  // 'fell off his bike, hit his ribs … short fast breaths': a chest injury with breathing trouble
  // can be a collapsed lung or broken ribs (NHS: call 999).
  const chestHurt =
    findings.symptoms.get('injury_fall') &&
    (findings.places.includes('chest') ||
      RIBS.has(allTokens) ||
      findings.symptoms.get('chest_pain'));
  const breathingHard = ['fast_breathing', 'breathlessness'].some((id) =>
    findings.symptoms.get(id),
  );
  if (chestHurt && breathingHard) affirm(findings, 'severe_breathing_difficulty');
  // 'fell in the yard … severe pain in the hip, cannot stand', 'ਤਿਲਕ ਕੇ ਡਿੱਗ ਪਏ … ਖੜ੍ਹੇ ਨਹੀਂ ਹੋ
  // ਸਕਦੇ': a fall or a twist, a painful leg and not able to stand is a broken bone until an X-ray
  // says not (NHS: a broken hip after a fall needs hospital).
  const hurtByFall = ['injury_fall', 'sprain'].some((id) => findings.symptoms.get(id) === true);
  const legHurts = ['leg_pain', 'knee_pain', 'sprain'].some((id) => findings.symptoms.get(id));
  if (hurtByFall && legHurts && findings.symptoms.get('loss_of_balance'))
    affirm(findings, 'suspected_fracture');
  // 'fell from the cycle, wrist swollen and he cries when we move it': a joint swollen after a fall
  // may be broken (NHS: swelling, bruising or pain after a fall — get it X-rayed the same day).
  if (findings.symptoms.get('injury_fall') && findings.symptoms.get('joint_swelling'))
    affirm(findings, 'suspected_fracture');
  // 'right hand also weak, she dropped the glass': new, not 'दाहिने हाथ में कमजोरी 2 महीने से'.
  const recent = findings.durationDays === undefined || findings.durationDays <= 2;
  if (weakLimb && recent) affirm(findings, 'one_sided_weakness');
  // 'achanak ladkhadane lagi, seedhi khadi nahi ho pa rahi, ulti bhi hui': sudden unsteadiness
  // is dizziness too (NHS: feeling off balance), so with vomiting the balance-stroke rule reads it.
  // Only with vomiting: alone, dizziness would make an inner-ear vertigo look likelier.
  const unsteadyAndSick = ['loss_of_balance', 'vomiting'].every((id) => findings.symptoms.get(id));
  if (sudden && unsteadyAndSick) affirm(findings, 'dizziness');
  // 'माथा में अचानक बहुत जोर के दरद': a sudden, severe headache (NHS: call 999).
  if (findings.symptoms.get('headache') && sudden && findings.severe)
    affirm(findings, 'severe_sudden_headache');
  // 'her talk is coming out all mixed up' with 'suddenly' or another stroke sign.
  const otherStrokeSign = STROKE_SIGNS.some((id) => findings.symptoms.get(id));
  // Hours old counts as sudden too ('ਅੱਧਾ ਘੰਟਾ ਹੋ ਗਿਆ', half an hour now), also when another
  // person's longer time is told beside it ('about an hour … my mother's arthritis today').
  const hoursSaid = KB.lexiconMatcher
    .find(allTokens)
    .some((w) => w.value.kind === 'unit' && w.value.unit === 'hour');
  const hoursOld =
    hoursSaid || (findings.durationDays !== undefined && findings.durationDays <= 0.25);
  if (garbledTalk && (sudden || hoursOld || otherStrokeSign)) affirm(findings, 'slurred_speech');
  readSnakeSigns(text, allTokens, findings);
  // 'madhumakkhi ne kaata': a sting by a named bee, wasp or ant, not by an unnamed 'keeda'.
  const namedStinger = STINGING_INSECT_MATCHER.has(allTokens);
  if (
    namedStinger &&
    findings.symptoms.get('insect_sting') === true &&
    !findings.symptoms.get('snake_bite')
  )
    affirm(findings, 'stinging_insect_sting');
  // 'naaluka kinda tablet rendu saarlu vesukunnaru, aina taggaledu … chematalu': a heart
  // patient's tablet under the tongue that brought no relief is a heart attack's pain, however the
  // chest is called (NHS angina).
  // The 'no relief' said within eight words after the tablet, not of something else.
  if (near(NITRATE.find(allTokens), NO_EFFECT.find(allTokens), 8, true)) {
    affirm(findings, 'chest_pain');
    findings.severe = true;
  }
  // 'mukh diye lala porchhe, dhok gilte parchhe na, samne jhuke boshe, nishwas e ghorghor awaj':
  // drooling with trouble swallowing, and leaning forward, noisy breathing or a fever, is an
  // airway closing (NHS epiglottitis). Drooling alone is a teething baby's.
  const has = (id: string) => findings.symptoms.get(id) === true;
  const closingAirway =
    DROOL.has(allTokens) &&
    has('difficulty_swallowing') &&
    (LEAN_FORWARD.has(allTokens) || has('wheezing') || has('fever') || has('high_fever'));
  if (closingAirway) affirm(findings, 'severe_breathing_difficulty');
  // 'நெஞ்சுல … எரிச்சல் … acidity மாத்திரை ரெண்டு போட்டும் குறையல … வாந்தி': a chest burning an
  // antacid did not relieve is read as chest pain, so sickness or sweat beside it is a heart
  // attack's warning (NHS).
  // The 'no relief' must be the antacid's: within six words after it (not 'Baruvu taggaledu',
  // the weight did not go down, said of something else).
  const antacidFailed = near(ANTACID.find(allTokens), NO_EFFECT.find(allTokens), 6, true);
  if (has('burning_chest') && antacidFailed) affirm(findings, 'chest_pain');
  // Before the look-alikes, so a dog's frothing fit is the dog's ('Engal naai ku … valippu').
  readSeizureSigns(allTokens, findings);
  const onScreen = clearLookAlikes(allTokens, findings, text);
  // A goodbye letter left by a serial's heroine is the story's, not anyone's here.
  if (!onScreen) readSuicideSigns(allTokens, findings);
  // After the suicide signs: 'what to do with the empty bottles' of a pesticide is asked too.
  readSprayingQuestion(text, findings);
  readInfantSigns(allTokens, findings);
  // 'इन्सुलिन घेते … जेवली नाही … घाम, थरथरतेय': sweating or trembling in someone on insulin is
  // low sugar until a reading says otherwise (NHS hypoglycaemia).
  const lowSugarSigns = ['sweating', 'tremor', 'confusion'].some((id) => findings.symptoms.get(id));
  if (INSULIN.has(allTokens) && lowSugarSigns && !findings.symptoms.get('high_sugar_reading'))
    affirm(findings, 'low_sugar_symptoms');
  // A very high fever is a fever: the rules about any fever (a baby under 3 months) apply to it.
  if (findings.symptoms.get('high_fever')) findings.symptoms.set('fever', true);
  // A wound that will not heal (a diabetic foot going black, a bed sore) is that, not a fresh cut.
  if (findings.symptoms.get('non_healing_wound')) findings.symptoms.delete('cut_wound');
  // 'spotting after her period … not pregnant, test negative': spotting with a pregnancy denied is
  // spotting between periods, not bleeding in pregnancy.
  if (findings.symptoms.get('pregnant') === false && findings.symptoms.get('spotting_pregnancy')) {
    findings.symptoms.delete('spotting_pregnancy');
    affirm(findings, 'irregular_periods');
  }
  if (findings.symptoms.get('pregnant')) findings.sex = 'female';
  // A very high reading is a high reading: the rules about high BP apply to it too.
  if (findings.symptoms.get('very_high_bp_reading')) findings.symptoms.set('high_bp_reading', true);
  return findings;
}

/**
 * Snake bites nobody named as such: a bite in a message that names a snake, a snake seen where
 * someone slept with krait signs, or a night on the floor followed by nerve signs.
 */
function readSnakeSigns(text: string, allTokens: string[], findings: MessageFindings): void {
  // 'जिनावर काट्यो … सांप हो सके': a bite in a message that names a snake, not denied, may be one.
  const snakeNamed = clauses(text).some((clause) => {
    const tokens = tokenize(clause);
    const snakes = ANIMAL_MATCHER.find(tokens).filter((m) => m.value === 'snake_bite');
    const words = KB.lexiconMatcher.find(tokens);
    const nots = negationStarts(words);
    return snakes.some((m) => !nots.some((at) => at >= m.start - 1 && at <= m.end + 2));
  });
  // A snake seen where someone slept, with the signs a krait bite gives (belly pain, vomiting,
  // drooping eyelids, trouble swallowing), is a bite until shown otherwise (WHO SEARO).
  const kraitSigns = KRAIT_SIGNS.some((id) => findings.symptoms.get(id));
  // Slept on the floor and woke with nerve signs: a krait bite nobody saw.
  const sleptOnFloor = FLOOR_MATCHER.has(allTokens) && SLEPT_MATCHER.has(allTokens);
  if (sleptOnFloor && FLOOR_NERVE_SIGNS.some((id) => findings.symptoms.get(id)))
    affirm(findings, 'snake_bite');
  if (snakeNamed && ([...BITES].some((id) => findings.symptoms.get(id)) || kraitSigns))
    affirm(findings, 'snake_bite');
  // 'கையில ஏதோ கொத்திட்டு ஓடிருச்சு … தலை சுத்துது': something unseen bit, then dizziness, fainting,
  // bleeding or nerve signs: treated as a snake bite until shown otherwise (WHO SEARO).
  // Or a bite word told of it ('ਕਿਸੇ ਨੇ ਲੱਤ ਤੇ ਦੰਦੀ ਵੱਢੀ ਤੇ ਲੰਮਾ ਜਿਹਾ ਭੱਜ ਗਿਆ', someone bit her leg and
  // something long ran off) within five words of the unknown biter.
  const biteOfIt = near(SOMETHING_MATCHER.find(allTokens), BITE_MATCHER.find(allTokens), 5);
  const unseenBite =
    SOMETHING_MATCHER.has(allTokens) &&
    (findings.symptoms.get('insect_sting') === true || biteOfIt) &&
    !STINGING_INSECT_MATCHER.has(allTokens) &&
    !findings.symptoms.get('dog_bite');
  // Swelling after it ('kheton me kuch kaat gaya pair me, sujan aa rahi hai') is a viper's local
  // sign, wherever it is told.
  const venomSign =
    UNSEEN_BITE_VENOM_SIGNS.some((id) => findings.symptoms.get(id)) || SWELL.has(allTokens);
  if (unseenBite && venomSign) affirm(findings, 'snake_bite');
}

/** After a bite by something unseen, signs that venom has spread through the body. */
const UNSEEN_BITE_VENOM_SIGNS = [
  // Vomiting is an early sign of venom spreading (WHO SEARO snakebite guidelines).
  'vomiting',
  'dizziness',
  'fainting',
  'unconscious',
  'drooping_eyelids',
  'difficulty_swallowing',
  'unusual_bleeding',
  'breathlessness',
  // Drowsy or muddled after an unseen bite at night: a krait's venom (WHO SEARO).
  'confusion',
];

const STROKE_SIGNS = ['one_sided_weakness', 'face_drooping', 'sudden_vision_loss'];

/** 'சின்ன வயசுல' (in childhood): what happened then is history too. */
const CHILDHOOD = wordMatcher(CHILDHOOD_WORDS);
/** 'Today', 'suddenly': what is said after them in a clause about years ago is not history. */
const TODAY_MATCHER = wordMatcher([...TODAY_WORDS]);
/** 'Since then', going on from a clause about years ago. */
const SINCE_THEN = wordMatcher(SINCE_THEN_WORDS);
const REMAINED = wordMatcher(REMAINED_WORDS);
/** Marathi 'years-ago' written as one word: '५ वर्षांपूर्वी'. */
const YEARS_AGO_JOINED = new Set(['वर्षांपूर्वी', 'वर्षापूर्वी'].map(normalize));

/** 'in 2019', '২০১৯ এ', '2019 me': 'in' around a calendar year. */
const IN_WORDS = new Set(
  [
    'in',
    'me',
    'mein',
    'mai',
    'में',
    'मध्ये',
    'madhye',
    'এ',
    'e',
    'ma',
    'માં',
    'ch',
    'ਵਿੱਚ',
    'ਚ',
    'లో',
    'lo',
    'ல',
    'la',
    'ಲ್ಲಿ',
    'alli',
  ].map(normalize),
);
/** Being born: 'born in 1985' dates the person, not an illness. */
const BORN = /^(born|janm|जन्म|জন্ম|જન્મ|ਜਨਮ|பிறந்|పుట్టి|ಹುಟ್ಟಿ|पैदा)/u;

/**
 * 'গত বছর স্ট্রোক হয়েছিল', 'बाबार ২০১৯ এ heart attack': last year, or in a calendar year, is
 * history — not 'since last year' or 'since 2019' (a duration), nor the year one was born.
 */
function saysLastYear(tokens: string[]): boolean {
  const since = (at: number) =>
    SINCE_AFTER.has(tokens[at] ?? '') || ['since', 'from'].includes(tokens[at] ?? '');
  if (tokens.some((t) => BORN.test(t))) return false;
  if (lastTimeSaid(tokens).some((m) => !since(m.end) && !since(m.start - 1))) return true;
  return tokens.some(
    (t, i) =>
      /^(19|20)\d\d$/.test(t) &&
      (IN_WORDS.has(tokens[i - 1] ?? '') || IN_WORDS.has(tokens[i + 1] ?? '')) &&
      !since(i + 1) &&
      !since(i - 1),
  );
}

/** Does the clause say something happened a number of years ago (not 'since' then)? */
function saysYearsAgo(tokens: string[], words: PhraseMatch<LexiconWord>[]): boolean {
  if (tokens.some((t) => YEARS_AGO_JOINED.has(t))) return true;
  return words.some((w) => {
    if (w.value.kind !== 'unit' || w.value.unit !== 'year') return false;
    const before = tokens[w.start - 1] ?? '';
    const counted =
      /^\d+$/.test(before) || words.some((n) => n.value.kind === 'number' && n.end === w.start);
    // 'Ago' after it ('5 साल पहले'); 'since' after that (SINCE_AFTER) makes it a duration.
    const ago = KB.agoWords.has(tokens[w.end] ?? '');
    const since = SINCE_AFTER.has(tokens[w.end + 1] ?? '');
    return counted && ago && !since;
  });
}

/** Drops a match inside a longer one of the same symptom ('mirgi' in 'mirgi ka daura'). */
function longestOnly(matches: PhraseMatch<string>[]): PhraseMatch<string>[] {
  return matches.filter(
    (m) =>
      !matches.some(
        (o) =>
          o !== m &&
          o.value === m.value &&
          o.start <= m.start &&
          o.end >= m.end &&
          o.end - o.start > m.end - m.start,
      ),
  );
}

/** Eating or eaten: 'kha liya', 'ate', 'ਖਾ ਲਿਆ', 'खाया'. */
const EATEN =
  /^(kha|khaa|khaya|khaaya|khayi|khai|khaliya|ate|eaten|eating|खा|खाया|खाई|खाए|ਖਾ|ਖਾਧਾ|ਖਾਧੀ|ਖਾਲਿਆ|khadha|khadhi|kheye|kheyechi|khelam|খেয়ে|খেয়েছি|খেলাম)$/u;

/**
 * A severity word followed within three words by eating, with no symptom between ('zyada tala
 * bhuna kha liya', 'ਜ਼ਿਆਦਾ ਤਲਿਆ ਹੋਇਆ ਖਾ ਲਿਆ'): how much was eaten.
 */
function amountEaten(tokens: string[], from: number, symptoms: PhraseMatch<string>[]): boolean {
  for (let at = from; at < from + 3 && at < tokens.length; at++) {
    if (symptoms.some((s) => s.start <= at && s.end > at)) return false;
    if (EATEN.test(tokens[at]!)) return true;
  }
  return false;
}

/** Parts of the body → the pain symptom of their area; pain words; indexed once. */
const PART_MATCHER = new PhraseMatcher(
  Object.entries(BODY_PART_WORDS).flatMap(([area, words]) =>
    words.map((text) => ({
      text,
      value: AREA_PAIN_SYMPTOM[area as keyof typeof AREA_PAIN_SYMPTOM],
    })),
  ),
  undefined,
  undefined,
  KB.ownWords,
);
const PAIN_MATCHER = new PhraseMatcher(PAIN_WORDS.map((text) => ({ text, value: true })));

/**
 * 'pain in the middle of my chest', 'ಕಾಲು ತುಂಬಾ ನೋವು': a body-part word with a pain word up to
 * three words away, neither part of a recognised phrase, is pain in that part. Returned as
 * phrase matches so negation reads them like any other ('no pain in my leg').
 */
function bodyPartPains(tokens: string[], symptoms: PhraseMatch<string>[]): PhraseMatch<string>[] {
  const inSymptom = (i: number) => symptoms.some((s) => s.start <= i && s.end > i);
  const pains = PAIN_MATCHER.find(tokens)
    .map((p) => p.start)
    .filter((j) => !inSymptom(j));
  const found: PhraseMatch<string>[] = [];
  const seen = new Set<number>();
  for (const { value, start: i } of PART_MATCHER.find(tokens)) {
    if (seen.has(i) || inSymptom(i)) continue;
    seen.add(i);
    // Up to three words apart, or further back when the pain is said to be 'in' or 'on' the
    // part ('pain in the middle of my chest').
    const j = pains.find(
      (p) =>
        p !== i &&
        p <= i + 3 &&
        (i - p <= 3 || (i - p <= 6 && ['in', 'on'].includes(tokens[p + 1] ?? ''))),
    );
    if (j === undefined) continue;
    found.push({ value, start: Math.min(i, j), end: Math.max(i, j) + 1, length: 0 });
  }
  return found;
}

/** 'And' between two parts of the body: the conjunctions, and Bhojpuri 'aa' typed in Latin letters. */
const PART_AND = new Set([...CONJUNCTIONS, 'aa']);

/**
 * 'kandha aa pith me bahut dard', 'pith me aur kandhe me bahut dard', 'chest and arm pain': a part
 * of the body joined by 'and' to a pain said of the next part has that pain too. Read by putting the first part in
 * the place of the second: 'kandha me bahut dard'.
 */
function sharedPains(tokens: string[], symptoms: PhraseMatch<string>[]): PhraseMatch<string>[] {
  const found: PhraseMatch<string>[] = [];
  for (const m of symptoms) {
    const and = m.start - 1;
    if (!PART_AND.has(tokens[and] ?? '') || m.end - m.start < 2) continue;
    // The first part one or two words before the 'and' ('kandha aa', 'pith me aur').
    for (const from of [and - 1, and - 2]) {
      // Not a part already read within another symptom ('haath aur pair me dard', body ache).
      if (from < 0 || symptoms.some((s) => s.start <= from && s.end > from)) continue;
      const moved = [...tokens.slice(from, and), ...tokens.slice(m.start + 1, m.end)];
      const other = KB.symptomMatcher
        .find(moved)
        .find((s) => s.start === 0 && s.end === moved.length && s.value !== m.value);
      if (!other) continue;
      found.push({ value: other.value, start: from, end: m.end, length: 0 });
      break;
    }
  }
  return found;
}

/**
 * 'પેટ ના ઉપર ના ભાગ માં ગેસ જેવું દુખે છે', 'pet ke upar wale hisse me dard': the belly, an
 * 'upper' word next to it and a pain word further on is pain in the upper belly (where a heart
 * attack is often felt as 'gas').
 */
function upperBellyPain(tokens: string[], symptoms: PhraseMatch<string>[]): PhraseMatch<string>[] {
  if (symptoms.some((s) => s.value === 'upper_abdominal_pain')) return [];
  const uppers = UPPER_MATCHER.find(tokens).map((m) => m.start);
  const pains = PAIN_MATCHER.find(tokens).map((m) => m.start);
  for (const { value, start: i } of PART_MATCHER.find(tokens)) {
    if (KB.symptoms.get(value)?.bodyArea !== 'abdomen') continue;
    if (!uppers.some((u) => Math.abs(u - i) <= 3)) continue;
    const j = pains.find((p) => p > i && p - i <= 8);
    if (j !== undefined)
      return [{ value: 'upper_abdominal_pain', start: i, end: j + 1, length: 0 }];
  }
  return [];
}

// People, negations and everyday words read as themselves ('saans', breath, is not 'saanp').
const ANIMAL_MATCHER = new PhraseMatcher(
  BITING_ANIMALS.flatMap(({ symptomId, words }) =>
    words.map((text) => ({ text, value: symptomId })),
  ),
  undefined,
  undefined,
  KB.ownWords,
  false,
  KNOWN_INDIC_WORDS,
);
const BITE_MATCHER = wordMatcher(BITE_WORDS, { byEar: true });
const TWO_MATCHER = wordMatcher(TWO_WORDS, { byEar: true });
const MARK_MATCHER = wordMatcher(MARK_WORDS, { byEar: true });
const RIGHT_MATCHER = wordMatcher(RIGHT_WORDS, { byEar: true });
const DELIVERY_MATCHER = wordMatcher(DELIVERY_WORDS, { byEar: true });
const LOWER_MATCHER = wordMatcher(LOWER_WORDS, { byEar: true });
const UPPER_MATCHER = wordMatcher(UPPER_WORDS, { byEar: true });
const DROWSY_MATCHER = wordMatcher(DROWSY_WORDS, { byEar: true });
const A_LITTLE = wordMatcher(A_LITTLE_WORDS, { exactLatin: true });
// Latin jaw words as written: 'jada' (more) is no slip for 'jabda'.
const JAW_MATCHER = wordMatcher(JAW_WORDS, { byEar: true, exactLatin: true });
const PULLING_MATCHER = wordMatcher(PULLING_PAIN_WORDS, { byEar: true });
const GREEN_MATCHER = wordMatcher(GREEN_WORDS, { byEar: true });
const FLOOR_MATCHER = wordMatcher(FLOOR_WORDS, { byEar: true });
const SLEPT_MATCHER = wordMatcher(SLEPT_WORDS, { byEar: true });
const ABORTION_MATCHER = wordMatcher(ABORTION_WORDS, { byEar: true });
const STINGING_INSECT_MATCHER = wordMatcher(STINGING_INSECT_WORDS);
const ONE_MATCHER = wordMatcher(ONE_WORDS);
const FLOOR_NERVE_SIGNS = [
  'drooping_eyelids',
  'hoarse_voice',
  'difficulty_swallowing',
  'slurred_speech',
  'weakness',
  'fainting',
  'unconscious',
];
const KRAIT_SIGNS = [
  'weakness',
  'drooping_eyelids',
  'difficulty_swallowing',
  'abdominal_pain',
  'vomiting',
  'slurred_speech',
  'breathlessness',
];
const STUCK_MATCHER = wordMatcher(STUCK_WORDS, { byEar: true });
const CHOKING_OBJECT_MATCHER = wordMatcher(CHOKING_OBJECT_WORDS, { byEar: true });
const DROWNING_MATCHER = wordMatcher(DROWNING_WORDS, { byEar: true });
const SMOKE_MATCHER = wordMatcher(SMOKE_WORDS, { byEar: true });
const FIRE_MATCHER = wordMatcher(FIRE_WORDS, { byEar: true });
const THROAT_MATCHER = wordMatcher(THROAT_WORDS, { byEar: true });
/** Said (or denied: 'can't cough') with something stuck in the throat, these make it choking. */
const CHOKING_SIGNS = ['cough', 'hoarse_voice', 'breathlessness', 'wheezing'];
const SOMETHING_MATCHER = wordMatcher(SOMETHING_WORDS, { byEar: true });
const SWELL = wordMatcher(SWELL_WORDS, { byEar: true });
const NITRATE = wordMatcher(NITRATE_WORDS);
const ANTACID = wordMatcher(ANTACID_WORDS, { exactLatin: true });
const NO_EFFECT = wordMatcher(NO_EFFECT_WORDS);
const DROOL = wordMatcher(DROOL_WORDS);
const LEAN_FORWARD = wordMatcher(LEAN_FORWARD_WORDS);
const BITES = new Set([
  'snake_bite',
  'dog_bite',
  'other_animal_bite',
  'scorpion_sting',
  'insect_sting',
]);
const PALM_SOLE_MATCHER = wordMatcher(PALM_SOLE_WORDS, { byEar: true });
const YELLOW_MATCHER = wordMatcher(YELLOW_WORDS, { byEar: true });
const ABDOMINAL_PAINS = [
  'abdominal_pain',
  'severe_abdominal_pain',
  'lower_abdominal_pain',
  'abdominal_cramps',
];

/**
 * An animal and a bite word anywhere in a clause (up to 8 words apart, either order, or up to 12
 * with the animal first and no other nearer) is that bite; 'two' and 'marks / holes' close
 * together are fang marks, a snake bite. Returned as phrase matches so negation reads them
 * ('kutte ne kaata nahi').
 */
function bites(
  tokens: string[],
  symptoms: PhraseMatch<string>[],
  bodyNamed: boolean,
): PhraseMatch<string>[] {
  const found: PhraseMatch<string>[] = [];
  const span = (value: string, i: number, j: number) => {
    if (!symptoms.some((s) => s.value === value))
      found.push({ value, start: Math.min(i, j), end: Math.max(i, j) + 1, length: 0 });
  };
  // 'a bit' is not a bite.
  const biteAt = BITE_MATCHER.find(tokens)
    .map((b) => b.start)
    .filter((j) => !(tokens[j] === 'bit' && ['a', 'little'].includes(tokens[j - 1] ?? '')));
  const animals = ANIMAL_MATCHER.find(tokens);
  for (const { value, start: i } of animals) {
    const j = biteAt.find((b) => b !== i && Math.abs(b - i) <= 8);
    if (j !== undefined) span(value, i, j);
  }
  // 'मोहल्ले के कुत्ते ने मेरे 8 साल के बेटे के पैर में काट लिया': a bite told with who and where
  // in between goes to the nearest animal up to 12 words before it, when no other biter is named
  // nearer ('kutte ko khana diya aur raat bhar machhar ne kaata').
  for (const b of biteAt) {
    const nearest = animals.filter(({ start }) => start < b && b - start <= 12).at(-1);
    const otherBiter = symptoms.some((s) => nearest && s.start > nearest.start && s.start < b);
    if (nearest && b - nearest.start > 8 && !otherBiter) span(nearest.value, nearest.start, b);
  }
  // 'কিছু কামড়েছিল': something unseen bit.
  for (const { start: i } of SOMETHING_MATCHER.find(tokens)) {
    const j = biteAt.find((b) => b > i && b - i <= 4);
    if (j !== undefined && !found.length && !symptoms.some((s) => BITES.has(s.value)))
      span('insect_sting', i, j);
  }
  const marks = bodyNamed ? MARK_MATCHER.find(tokens).map((m) => m.start) : [];
  // Up to two words between ('दू गो छोट-छोट दाग', 'two small red marks').
  for (const { start: i, end } of TWO_MATCHER.find(tokens)) {
    // '2 cm ஆழமா காயம்' (a cut 2 cm deep) is a length, not two marks.
    if (KB.lengthUnits.has(tokens[end] ?? '')) continue;
    const j = marks.find((m) => m >= end && m - end <= 2);
    if (j !== undefined) span('snake_bite', i, j);
  }
  return found;
}

/** 'కింద దవడ లాగుతుంది', 'jaw pain': a jaw word with a pain or pulling word within six words, not denied. */
function saysJawPain(tokens: string[], words: PhraseMatch<LexiconWord>[]): boolean {
  const jaws = JAW_MATCHER.find(tokens).map((m) => m.start);
  if (jaws.length === 0) return false;
  const nots = negationStarts(words);
  return [...PAIN_MATCHER.find(tokens), ...PULLING_MATCHER.find(tokens)].some(
    ({ start, end }) =>
      jaws.some((j) => Math.abs(j - start) <= 6) && !nots.some((at) => at >= end && at <= end + 2),
  );
}

/**
 * 'neeche right side', 'ಬಲಗಡೆ ಕೆಳಗೆ': a 'right' and a 'lower' word close together, not denied.
 * Only a 'not' next to them denies them ('right side neeche nahi'); one elsewhere in the clause
 * is about something else ('bhook nahi, dard neeche right side').
 */
function saysLowerRight(tokens: string[], words: PhraseMatch<LexiconWord>[]): boolean {
  const nots = negationStarts(words);
  const lows = LOWER_MATCHER.find(tokens).map((m) => m.start);
  return RIGHT_MATCHER.find(tokens).some(({ start }) =>
    lows.some((low) => {
      if (low === start || Math.abs(low - start) > 3) return false;
      const from = Math.min(low, start) - 2;
      const to = Math.max(low, start) + 3;
      return !nots.some((at) => at >= from && at <= to);
    }),
  );
}

const ABSENT_MATCHER = new PhraseMatcher(
  ABSENT_FUNCTIONS.flatMap(({ symptomId, nouns }) =>
    nouns.map((text) => ({ text, value: symptomId })),
  ),
);
const PROBLEMS = new Set(PROBLEM_WORDS.map(normalize));

/**
 * 'ಉಸಿರು ಬರುತ್ತಿಲ್ಲ', 'మూత్రం రాలేదు', 'hosh nahi aaya': a breath, urine or consciousness word
 * with a negation within the next three words (and no symptom or 'problem' word in between) is
 * that function missing, so the symptom is present. 'Not stopping' ('peshab nahi ruk raha') is not.
 */
function readAbsentFunctions(
  tokens: string[],
  words: PhraseMatch<LexiconWord>[],
  symptoms: PhraseMatch<string>[],
  findings: MessageFindings,
): void {
  const inSymptom = (i: number) => symptoms.some((s) => s.start <= i && s.end > i);
  const negationAt = (i: number) =>
    words.some((w) => w.start === i && w.value.kind === 'negationAfter') ||
    endsInJoinedNot(tokens[i]!);
  for (const { value, start: i } of ABSENT_MATCHER.find(tokens)) {
    if (inSymptom(i)) continue;
    // A duration in between does not count ('period 6 hafte se nahi aaya').
    const durationAt = new Set(
      words
        .filter((w) => w.value.kind === 'unit' || w.value.kind === 'number')
        .flatMap((w) => Array.from({ length: w.end - w.start }, (_, k) => w.start + k)),
    );
    let reach = i + 3;
    for (let j = i + 1; j <= reach && j < tokens.length; j++) {
      // A problem word first: 'இரைப்பும்' (wheeze too) also looks like the number 'இரு'.
      if (PROBLEMS.has(tokens[j]!)) break;
      if (/^\d+$/.test(tokens[j]!) || durationAt.has(j) || SINCE_AFTER.has(tokens[j]!)) {
        reach++;
        continue;
      }
      if (inSymptom(j) || PROBLEMS.has(tokens[j]!) || isSubsiding(tokens[j]!)) break;
      if (!negationAt(j)) continue;
      if (tokens.slice(j + 1, j + 3).some(isSubsiding)) break;
      // 'ਸਾਹ ਵੀ ਨਹੀਂ ਚੜ੍ਹਦਾ' (breath does not climb either): the noun and the words after the
      // 'not' make a symptom, so this denies that symptom rather than saying breath is missing.
      const around = KB.symptomMatcher.find([tokens[i]!, ...tokens.slice(j + 1, j + 3)]);
      const denied = around.find((m) => m.start === 0 && m.end > 1);
      if (denied) {
        if (findings.symptoms.get(denied.value) !== true)
          findings.symptoms.set(denied.value, false);
      } else findings.symptoms.set(value, true);
      break;
    }
  }
}

/** A symptom phrase that is really a small word ('na' in Hinglish) is not a symptom. */
/** Does the match begin on the last word of another symptom's phrase ('dil ka [daura] pada')? */
function endsAnother(match: PhraseMatch<string>, symptoms: PhraseMatch<string>[]): boolean {
  return symptoms.some(
    (s) => s.value !== match.value && s.start < match.start && s.end === match.start + 1,
  );
}

function overlapsLexicon(match: PhraseMatch<string>, words: PhraseMatch<LexiconWord>[]): boolean {
  return words.some(
    (w) =>
      (w.value.kind === 'negationAfter' || w.value.kind === 'negationBefore') &&
      w.start <= match.start &&
      w.end >= match.end,
  );
}

/**
 * Negation: a 'no/not/without' up to 5 words before the symptom, or a 'नहीं/இல்லை/nahi' after it
 * with at most 3 words (and other symptoms joined by 'and/aur') in between.
 */
function isDenied(
  tokens: string[],
  match: PhraseMatch<string>,
  words: PhraseMatch<LexiconWord>[],
  symptoms: PhraseMatch<string>[],
): boolean {
  // A negation word inside a symptom phrase ('बोल नहीं पा रहा') or a longer phrase of another
  // kind ('बर्दाश्त नहीं' = severe) belongs to that phrase and denies nothing.
  const covered = (word: PhraseMatch<LexiconWord>) =>
    symptoms.some((s) => s.start <= word.start && s.end > word.start) ||
    words.some(
      (other) =>
        other.value.kind !== 'negationBefore' &&
        other.value.kind !== 'negationAfter' &&
        other.start <= word.start &&
        other.end > word.start,
    );
  // Between a negation and a symptom further away there may be only other symptoms, 'and/or'
  // and filler: 'no cough or fever' denies both, 'सिर दर्द है, पेट दर्द नहीं' only the stomach.
  const onlySymptomsBetween = (from: number, to: number) => {
    let joined = false;
    for (let i = from; i < to; i++) {
      const token = tokens[i]!;
      if (CONJUNCTIONS.has(token)) joined = true;
      // 'no pain or bleeding': a bare 'pain' and 'any' words may stand in the list too.
      else if (PAIN_OR_ANY.has(token)) continue;
      else if (!symptoms.some((s) => s.start <= i && s.end > i)) return false;
    }
    // Symptoms side by side without an 'and/or' are separate statements, unless an 'any'
    // closes the list ('జ్వరం, దగ్గు ఏమీ లేవు': fever, cough, none).
    return joined || (to - from <= 3 && AT_ALL.has(tokens[to - 1] ?? ''));
  };
  // 'ಬೆವರಿಲ್ಲ' (no sweat): a 'not' joined onto a one-word symptom the phrase itself does not end in.
  const last = tokens[match.end - 1]!;
  if (match.end - match.start === 1 && endsInJoinedNot(last) && last.length > match.length)
    return true;
  // 'अजिबात दूध ओढत नाही' (not sucking milk at all): a symptom said with its own 'not' is only
  // stressed by a 'not at all' before it, never denied.
  const saidWithNot = words.some(
    (w) =>
      (w.value.kind === 'negationAfter' || w.value.kind === 'negationBefore') &&
      w.start >= match.start &&
      w.start < match.end,
  );
  for (const word of words) {
    if (covered(word)) continue;
    if (word.value.kind === 'negationBefore' && word.end <= match.start && !saidWithNot) {
      const gap = match.start - word.end;
      // 'अजिबात दुखत नाहीये पण रक्त येतंय': a 'but', or a 'not' that closes the negation first,
      // ends its reach.
      const closed =
        tokens.slice(word.end, match.start).some((t) => BUT_WORDS.has(t)) ||
        words.some(
          (w) => w.value.kind === 'negationAfter' && w.start >= word.end && w.end <= match.start,
        );
      if (closed) continue;
      // 'बिना दर्द के … खून', 'ਬਿਨਾਂ ਪੀੜ ਤੋਂ … ਖੂਨ': 'without' reaches only to its closing postposition.
      const withoutClosed =
        INDIC_WITHOUT.has(tokens[word.start]!) &&
        tokens.slice(word.end, match.start).some((t) => WITHOUT_CLOSERS.has(t));
      if (withoutClosed) continue;
      // A bare 'ਨਾ' / 'না' / 'na' before a verb ('ਫਿਕਰ ਨਾ ਕਰਿਓ', don't worry) is that verb's: it
      // denies only a symptom right after it ('ਨਾ ਬੁਖਾਰ ਨਾ ਖੰਘ').
      if (word.end - word.start === 1 && SHORT_NOTS.has(tokens[word.start]!) && gap > 0) continue;
      // 'থামছেই না রক্ত' (will not stop, the blood): the 'not' of a stopping verb before it.
      if (SHORT_NOTS.has(tokens[word.start]!) && isSubsiding(tokens[word.start - 1] ?? ''))
        continue;
      // The first symptom right after the negation ('no fever', 'not having any cough') ...
      const nearest = !symptoms.some(
        (s) => s.start >= word.end && s.start < match.start && s.end <= match.start,
      );
      if (nearest && gap <= 4) return true;
      // ... and those joined to it ('no cough or fever').
      if (!nearest && gap <= 8 && onlySymptomsBetween(word.end, match.start)) return true;
    }
    if (word.value.kind === 'negationAfter' && word.start >= match.end) {
      const around = tokens.slice(match.end, word.end + 1);
      if (around.some(isSubsiding)) continue;
      const nearest = !symptoms.some((s) => s.start >= match.end && s.end <= word.start);
      // A danger sign is denied only by a negation right after it, 'at all' aside ('बेहोश
      // बिल्कुल नहीं'): in 'सुस्त है रोता नहीं' (limp, not crying) the 'not' is the crying's.
      const between = tokens.slice(match.end, word.start);
      const dangerSign = KB.symptoms.get(match.value)?.redFlag?.level === 'emergency';
      if (dangerSign && !between.every((t) => AT_ALL.has(t))) continue;
      // Other words may stand between only if they are auxiliaries ('বমি হচ্ছে না', 'उलटी होत
      // नाही'): in 'জ্বর ভাব খেতে পারছে না' the 'not' is the eating's, not the fever's.
      if (
        nearest &&
        word.start - match.end <= 3 &&
        between.every((t) => AT_ALL.has(t) || AUXILIARIES.has(t))
      )
        return true;
      // 'bukhar aur khansi nahi': symptoms joined by 'aur' share the negation.
      if (!nearest && word.start - match.end <= 8 && onlySymptomsBetween(match.end, word.start))
        return true;
    }
  }
  return false;
}

/** Symptoms people use as comparisons ('like a drunk'), which then say nothing about the person. */
const COMPARED_ONLY = new Set(['alcohol_dependence']);
const LIKE_WORDS = new Set(
  [
    'like',
    'jaise',
    'jaisa',
    'जैसे',
    'जैसा',
    'नियर',
    'सारखं',
    'वाले',
    'सारखा',
    'सारखे',
    'ਵਾਂਗ',
    'ਵਰਗਾ',
    'মতো',
    'মত',
    'மாதிரி',
    'లా',
    'ಹಾಗೆ',
    'ತರ',
    'જેવું',
    'જેવા',
    'ज्यूं',
    // Marwari 'as if', Kannada 'it felt as if' ('ಸಿಕ್ಕಿದ ಹಾಗಾಯ್ತು').
    'जियां',
    'jiyan',
    'ಹಾಗಾಯ್ತು',
    'ಹಂಗಾಯ್ತು',
    'ಹಾಗಿತ್ತು',
  ].map(normalize),
);

/** One-syllable 'not's that also stand before verbs. */
const SHORT_NOTS = new Set(['ਨਾ', 'না', 'ना', 'न', 'na', 'ન', 'ના'].map(normalize));

/** The postpositions that close what 'without' covers ('बिना दर्द के', 'ਬਿਨਾਂ ਪੀੜ ਤੋਂ'). */
const WITHOUT_CLOSERS = new Set(
  ['के', 'ke', 'से', 'se', 'ਤੋਂ', 'ton', 'to', 'ਦੇ', 'de', 'का', 'ka', 'ची', 'चे', 'शिवाय'].map(
    normalize,
  ),
);

/** 'But': a negation before it never reaches a symptom after it. */
const BUT_WORDS = new Set(
  [
    'but',
    'par',
    'lekin',
    'magar',
    'पर',
    'लेकिन',
    'मगर',
    'पण',
    'परंतु',
    'ਪਰ',
    'ਪਰੰਤੂ',
    'কিন্তু',
    'ஆனா',
    'ஆனால்',
    'కానీ',
    'ಆದರೆ',
    'પરંતુ',
    'પણ',
  ].map(normalize),
);

/** Words naming who is ill, before 'is 62' / 'am 58' (the lexicon's family words are added). */
const PERSON = new Set(['i', 'im', 'he', 'she', 'hes', 'shes', 'patient']);
/** A sex letter or 'years old' after a bare number: '22m', '35 f', '60 yo'. */
const AGE_SUFFIX = new Set(['m', 'f', 'yo', 'y', 'male', 'female']);
const BARE_AGE_OF = new Set(['ના', 'નો', 'ની'].map(normalize));
const AGE_VERB = new Set(['is', 'am', 'was']);

/**
 * Numbers with a unit are ages when marked as ages ('2 year old', '5 साल का', 'age 65', or a
 * child word right after: '২ মাসের বাচ্চা'), months of pregnancy when the clause is about
 * pregnancy, else durations. Bare numbers are ages in '22m', 'age 65', 'dad is 62'.
 */
function readNumbers(
  tokens: string[],
  words: PhraseMatch<LexiconWord>[],
  symptoms: PhraseMatch<string>[],
  findings: MessageFindings,
): void {
  const isPregnancyClause = symptoms.some((s) => s.value === 'pregnant');
  const childStarts = new Set(words.filter((w) => w.value.kind === 'child').map((w) => w.start));
  const childEnds = new Set(words.filter((w) => w.value.kind === 'child').map((w) => w.end - 1));
  const personWords = words.filter((w) => ['child', 'female', 'male'].includes(w.value.kind));
  const people = new Set(personWords.map((w) => w.end - 1));
  const personStarts = new Set(personWords.map((w) => w.start));
  // Not a 'since' phrase read across an 'of' ('बेटा 11 साल का साइकिल से गिर गया' is an
  // eleven-year-old's fall, not eleven years of it): the unit alone is read instead.
  const units = words.filter(
    (w): w is PhraseMatch<Extract<LexiconWord, { kind: 'unit' }>> =>
      w.value.kind === 'unit' && !(w.end - w.start > 2 && AGE_AFTER.has(tokens[w.start + 1] ?? '')),
  );
  for (const unit of units) {
    // 'baby 1 varas nu': Gujarati 'varas' (year), not Kannada 'vara' (week) with an ending.
    if (units.some((u) => u.start === unit.start && u.length > unit.length)) continue;
    const count = numberBefore(tokens, words, unit.start);
    if (!count) {
      // 'ਮਹੀਨੇ ਦੀ ਕੁੜੀ', 'महीने का बच्चा': a unit with no number, 'of', then a child is one unit old.
      const kind = unit.value.unit;
      // 'mahina bhar se', 'हफ्ता भर से': a whole week, month or year ('दिन भर' is all day).
      if (WHOLE.has(tokens[unit.end] ?? '') && kind !== 'day' && kind !== 'hour') {
        findings.durationDays = Math.max(findings.durationDays ?? 0, DAYS_PER[kind]);
        continue;
      }
      const of = AGE_AFTER.has(tokens[unit.end] ?? '');
      const childNext = personStarts.has(unit.end + 1) || personStarts.has(unit.end + 2);
      // 'నెల పాపకి జ్వరం': in Telugu, Kannada and Tamil the child comes right after, with no 'of'.
      const childRightAfter = childStarts.has(unit.end) && isIndic(tokens[unit.end] ?? '');
      const unitOld = (of && childNext) || childRightAfter;
      if (unitOld && kind !== 'hour' && kind !== 'year' && findings.ageMonths === undefined)
        findings.ageMonths = Math.round(DAYS_PER[kind] / 30.4);
      continue;
    }
    const kind = unit.value.unit;
    if (isPregnancyClause && (kind === 'month' || kind === 'week') && count.value <= 42) continue;
    // 'पाँच महीना के पेट': the month of a pregnancy, not an age or a duration.
    if (kind === 'month' && monthOfBelly(tokens, unit.end - 1)) continue;
    // 'wife is 34 weeks', '৩৪ সপ্তাহ চলছে': 16 to 42 weeks of nothing else is a pregnancy.
    // 'ಸೊಸೆಗೆ 8 ತಿಂಗಳು', 'बहू को 7 महीने': three to nine months said right after a woman is a
    // pregnancy, unless it says 'since' or a symptom follows.
    const ofWoman = [1, 2].some(
      (back) => isWife(tokens[count.start - back] ?? '') || isInLaw(tokens, count.start - back),
    );
    if (
      kind === 'month' &&
      ofWoman &&
      count.value >= 3 &&
      count.value <= 9 &&
      !SINCE_AFTER.has(tokens[unit.end] ?? '') &&
      !symptoms.some((s) => s.start === unit.end || s.start === unit.end + 1) &&
      // Not her baby's age: 'बहन का 8 महीने का बच्चा', "my sister's 8 month old".
      !personStarts.has(unit.end + 1) &&
      !personStarts.has(unit.end + 2) &&
      tokens[unit.end] !== 'old'
    ) {
      affirm(findings, 'pregnant');
      continue;
    }
    if (
      kind === 'week' &&
      count.value >= 16 &&
      count.value <= 42 &&
      !['for', 'since', 'last', 'past', 'from'].includes(tokens[count.start - 1] ?? '') &&
      !SINCE_AFTER.has(tokens[unit.end] ?? '')
    ) {
      findings.symptoms.set('pregnant', true);
      continue;
    }
    const after = tokens[unit.end];
    const twoAfter = tokens.slice(unit.end, unit.end + 2).join(' ');
    const before = tokens[count.start - 1];
    // 'माझं बाळ एक महिन्याचं आहे': a unit with a joined 'of' after a child word is the child's age,
    // unless a symptom follows ('बाळाला दोन दिवसांचा ताप' is two days of fever).
    const ofChild =
      POSSESSIVE_ENDINGS.some((ending) => tokens[unit.end - 1]!.endsWith(ending)) &&
      [...childStarts].some((start) => start < count.start && count.start - start <= 4) &&
      !symptoms.some((s) => s.start === unit.end);
    const saysSince =
      ['for', 'since', 'last', 'past', 'from'].includes(before ?? '') ||
      SINCE_AFTER.has(after ?? '') ||
      SINCE_ENDINGS.some((ending) => tokens[unit.end - 1]!.endsWith(ending));
    // 'my son 3 years, fever 104', 'మా బాబుకి 3 ఏళ్ళు': years or months right after a child word
    // are the child's age ('बेटा 2 महीने से खांसी' says since, so it stays a duration).
    // Days or weeks too ('பாப்பாக்கு 40 நாள் தான்'), unless a symptom follows ('బాబుకి 3 రోజులు
    // జ్వరం' is three days of fever).
    const symptomNext = symptoms.some((s) => s.start === unit.end || s.start === unit.end + 1);
    const afterPerson =
      childEnds.has(count.start - 1) &&
      !saysSince &&
      (kind === 'year' ||
        kind === 'month' ||
        ((kind === 'day' || kind === 'week') && !symptomNext));
    // 'mujhe 2 din ka bukhar', 'ਦੋ ਮਹੀਨੇ ਦੀ ਖੰਘ': an 'of' with a symptom right after it is how long
    // the symptom has lasted, not an age ('2 din ka baccha' is).
    const ofSymptom =
      after !== 'old' &&
      symptoms.some((s) => s.start === unit.end + 1 && !childStarts.has(s.start));
    const isAge =
      (after !== undefined && (AGE_AFTER.has(after) || AGE_AFTER.has(twoAfter)) && !ofSymptom) ||
      (before !== undefined && AGE_BEFORE.has(before)) ||
      childStarts.has(unit.end) ||
      childStarts.has(unit.end + 1) ||
      ofChild ||
      afterPerson ||
      // Bengali fuses 'of' onto the unit: 'ভাইপো ৮ মাসের' (nephew, of eight months).
      (FUSED_OF_UNITS.has(tokens[unit.end - 1] ?? '') && !symptomNext) ||
      latinBabyOfUnits(tokens, unit.end);
    // 'I am 48 years', 'मैं 45 साल': 15 years or more is an age unless it says 'for'/'since'
    // or 'ago' ('20 saal pehle miscarriage hua tha').
    const ago = KB.agoWords.has(after ?? '');
    if (kind === 'year' && count.value >= 15 && !saysSince && !isAge && !ago) {
      findings.ageMonths = Math.round(count.value * 12);
      continue;
    }
    if (isAge && kind !== 'hour') {
      findings.ageMonths = Math.round((count.value * DAYS_PER[kind]) / 30.4);
      if (kind === 'year') findings.ageMonths = Math.round(count.value * 12);
    } else {
      findings.durationDays = Math.max(findings.durationDays ?? 0, count.value * DAYS_PER[kind]);
    }
  }
  if (findings.ageMonths !== undefined) return;
  // 'I am 5 months pregnant': a number with a unit was read above, never as a bare age.
  const unitStarts = new Set(words.filter((w) => w.value.kind === 'unit').map((w) => w.start));
  // An age said ('I'm 16', 'age 65') before one read from a suffix ('22m'): 'the 100m race'.
  const ageAt = (i: number, bySuffix: boolean): boolean => {
    const token = tokens[i]!;
    if (!/^\d{1,3}$/.test(token) || Number(token) > 110 || unitStarts.has(i + 1)) return false;
    const previous = tokens[i - 1] ?? '';
    // Not '100m', '400m' (a race's metres).
    if (bySuffix) return AGE_SUFFIX.has(tokens[i + 1] ?? '') && Number(token) < 100;
    return (
      AGE_BEFORE.has(previous) ||
      // Gujarati 'મમ્મી 65 ના છે' (mother is 65's): a grown-up age with a joined 'of'.
      (Number(token) >= 15 && BARE_AGE_OF.has(tokens[i + 1] ?? '')) ||
      (AGE_VERB.has(previous) && (PERSON.has(tokens[i - 2] ?? '') || people.has(i - 2)))
    );
  };
  const at = [false, true]
    .map((bySuffix) => tokens.findIndex((_, i) => ageAt(i, bySuffix)))
    .find((i) => i >= 0);
  if (at !== undefined) findings.ageMonths = Number(tokens[at]) * 12;
}

/** A word after a duration that says 'since' ('2 saal se', '3 ఏళ్ళ నుంచి', '২ বছর ধরে'). */
const SINCE_AFTER = new Set(SINCE_AFTER_WORDS.map(normalize));
/** 'Since' joined onto the unit: Telugu 'ఏళ్ళుగా', Tamil 'வருஷமா', Kannada 'ವರ್ಷದಿಂದ', Gujarati 'વર્ષથી'. */
// Latin 'pasun' too: 'mulila 2 divsanpasun' is two days of it, not a two-day-old baby.
const SINCE_ENDINGS = [
  'గా',
  'నుంచి',
  'மா',
  'ஆக',
  'ாக',
  'ದಿಂದ',
  'ಇಂದ',
  'થી',
  'पासून',
  'ਤੋਂ',
  'से',
  'pasun',
  'paasun',
].map(normalize);

/** 'Of' joined onto a word: Marathi 'महिन्याचं', Gujarati 'મહિનાનું', Bengali 'মাসের'. */
const POSSESSIVE_ENDINGS = ['चा', 'ची', 'चे', 'चं', 'च्या', 'નું', 'નો', 'ની', 'ના', 'ের', 'এর'].map(
  normalize,
);

/** The number just before a unit word: digits ('3', '3.5') or a number word ('three', 'तीन'). */
function numberBefore(
  tokens: string[],
  words: PhraseMatch<LexiconWord>[],
  unitStart: number,
): { value: number; start: number } | undefined {
  for (let back = 1; back <= 2; back++) {
    const at = unitStart - back;
    if (at < 0) return undefined;
    const token = tokens[at]!;
    if (/^\d+(\.\d+)?$/.test(token)) {
      // '1 5 days' came from '1-5 days' or '1.5'? normalize() keeps neither dot: use the last number.
      return { value: Number(token), start: at };
    }
    const word = words.find((w) => w.value.kind === 'number' && w.end === at + 1);
    if (word && word.value.kind === 'number') return { value: word.value.value, start: word.start };
  }
  return undefined;
}

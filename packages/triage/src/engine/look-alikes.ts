import {
  BITE_WORDS,
  BITING_ANIMALS,
  BLEEDING_WORDS,
  MARK_WORDS,
  TWO_WORDS,
} from '../knowledge/bites';
import {
  FIT_AND_WELL_WORDS,
  FIT_OF_HEALTH_BEFORE_WORDS,
  SINCE_AFTER_WORDS,
  MILK_WORDS,
  NOBODY_AFFECTED_WORDS,
  STOPPED_WORDS,
  WELL_WORDS,
} from '../knowledge/everyday-words';
import {
  AWAKE_WORDS,
  COMPARE_WORDS,
  DENTAL_WORDS,
  DREAM_WORDS,
  SNORE_WORDS,
  JUST_ASKING_WORDS,
  OLD_WORDS,
  SCAR_WORDS,
  CHARACTER_WORDS,
  FICTION_WORDS,
  EXERCISE_WORDS,
  FALLING_FEELING_WORDS,
  FIRST_AID_WORDS,
  HYPOTHETICAL_WORDS,
  CPR_WORDS,
  EPILEPSY_NAME_WORDS,
  IF_WORDS,
  INFO_WORDS,
  THEN_WORDS,
  LEARN_OR_IF_WORDS,
  FRUIT_STAIN_WORDS,
  IDIOM_WORDS,
  JOKING_CONTEXT_WORDS,
  JOKE_SAID_WORDS,
  SOMEONE_WORDS,
  COMMUNITY_WORDS,
  OUTREACH_WORDS,
  ABOUT_WORDS,
  NOT_ME_WORDS,
  PLUPERFECT_WORDS,
  RUN_WORDS,
  STARTLE_WORDS,
  SAYS_WORDS,
  INJECTION_WORDS,
  IN_SLEEP_WORDS,
  MOVEMENT_WORDS,
  SEEN_WORDS,
  SHED_SKIN_WORDS,
  ROPE_SEEN_WORDS,
  WHITE_WORDS,
  NEIGHBOUR_WORDS,
  NEVER_AGAIN_WORDS,
  NOBODY_WORDS,
  NOT_ONCE_WORDS,
  SINCE_THEN_WORDS,
  STOOD_UP_WORDS,
  IRON_TABLET_WORDS,
  BLOOD_SIGHT_WORDS,
  WELL_NOW_WORDS,
  AFTER_THAT_WORDS,
  PILLOW_WORDS,
  EARLIER_DELIVERY_WORDS,
  NEXT_PREGNANCY_WORDS,
  LAST_YEAR_WORDS,
  PREVENT_WORDS,
  HOSPITAL_TREATED_WORDS,
  DAYS_AGO_WORDS,
  HEART_STROKE_NAME_WORDS,
  POSTURE_WORDS,
  PRESSED_WORDS,
  RECENT_WORDS,
  SLEEP_ONSET_WORDS,
  WOKEN_BY_IT_WORDS,
  THORN_WORDS,
  THOUGHT_WORDS,
  TOOTH_WORDS,
  AFTER_EVENT_WORDS,
  AGAIN_WORDS,
  CONFUSED_ABOUT_WORDS,
  HEARSAY_WORDS,
  NEWS_WORDS,
  PASSED_WORDS,
  PRECAUTION_WORDS,
  RECOVERED_WORDS,
  SIGNS_OF_WORDS,
  SINCE_EVENT_WORDS,
  ANIMAL_WORDS,
  CLASS_WORDS,
  MOSQUITO_WORDS,
  FORM_WORDS,
  HISTORY_WORDS,
  HOME_AGAIN_WORDS,
  TESTED_NORMAL_WORDS,
  VET_WORDS,
  EPILEPSY_ILLNESS_WORDS,
  FIT_MEDICINE_WORDS,
  CONTROLLED_WORDS,
  LAST_WEEK_WORDS,
  DEFINITION_WORDS,
} from '../knowledge/look-alike-words';
import { PAIN_WORDS } from '../knowledge/body-part-pain';
import { DEATH_WORDS } from '../knowledge/farewell';
import { POISON_WORDS } from '../knowledge/suicide-plan';
import { SUDDEN_WORDS, WEAK_WORDS } from '../knowledge/stroke-signs';
import { saysSudden } from './stroke-signs';
import type { MessageFindings } from './findings';
import { KB, wordMatcher } from './knowledge-index';
import { endsInJoinedNot, isSubsiding, negationStarts } from './negation';
import { near } from './phrase-matcher';
import { ASTHMA, INHALER } from './breathing-signs';
import { CLOTS, SOAKED } from './pregnancy-signs';
import { normalize } from './text';

/**
 * Everyday messages that sound alarming read for what they say (the look-alike probes,
 * eval/lookalike-probes): a toothache spreading to the jaw, a bee that bit a hand, a cut that has
 * stopped bleeding, a baby said to feed well, a question asked while nobody is hurt, the jerk of
 * falling asleep, lips stained by jamun, a lip numb from the dentist's injection, a chest sore to
 * the touch after the gym, a thorn taken for a bite, a foot numb after sitting cross-legged, a
 * 'snake' that was a rope, a white discharge in pregnancy, a first-aid question about a bite that
 * may happen. Each clears a finding another reading or phrase made; none adds one.
 */

const NOBODY_MATCHER = wordMatcher(NOBODY_AFFECTED_WORDS);
const MILK_MATCHER = wordMatcher(MILK_WORDS);
const WELL_MATCHER = wordMatcher(WELL_WORDS);
const STOPPED_MATCHER = wordMatcher(STOPPED_WORDS);
const BLEEDING_MATCHER = wordMatcher(BLEEDING_WORDS);
const SLEEP_ONSET = wordMatcher(SLEEP_ONSET_WORDS);
const WOKEN_BY_IT = wordMatcher(WOKEN_BY_IT_WORDS);
const FALLING_FEELING = wordMatcher(FALLING_FEELING_WORDS);
const FRUIT_STAIN = wordMatcher(FRUIT_STAIN_WORDS);
const DENTAL = wordMatcher(DENTAL_WORDS);
const INJECTION = wordMatcher(INJECTION_WORDS);
const EXERCISE = wordMatcher(EXERCISE_WORDS);
const PRESSED = wordMatcher(PRESSED_WORDS);
const THORN = wordMatcher(THORN_WORDS);
const TWO = wordMatcher(TWO_WORDS);
const MARK = wordMatcher(MARK_WORDS);
const OLD = wordMatcher(OLD_WORDS, { exactLatin: true });
const SCAR = wordMatcher(SCAR_WORDS, { exactLatin: true });
const SNAKE = wordMatcher(BITING_ANIMALS.find((a) => a.symptomId === 'snake_bite')!.words);
const POSTURE = wordMatcher(POSTURE_WORDS);
const NEIGHBOUR = wordMatcher(NEIGHBOUR_WORDS);
const MOVEMENT = wordMatcher(MOVEMENT_WORDS);
const SEEN = wordMatcher(SEEN_WORDS);
const ROPE_SEEN = wordMatcher(ROPE_SEEN_WORDS);
const WHITE = wordMatcher(WHITE_WORDS);
const BITE = wordMatcher(BITE_WORDS);
const PREVENT = wordMatcher(PREVENT_WORDS);
const HEART_STROKE_NAME = wordMatcher(HEART_STROKE_NAME_WORDS);
const IN_SLEEP = wordMatcher(IN_SLEEP_WORDS);
const FIRST_AID = wordMatcher(FIRST_AID_WORDS);
const CPR = wordMatcher(CPR_WORDS);
const IF = wordMatcher(IF_WORDS, { exactLatin: true });
const JUST_ASKING = wordMatcher(JUST_ASKING_WORDS);
const THEN = wordMatcher(THEN_WORDS, { exactLatin: true });
const INFO = wordMatcher(INFO_WORDS);
const EPILEPSY_NAME = wordMatcher(EPILEPSY_NAME_WORDS);
const LEARN_OR_IF = wordMatcher(LEARN_OR_IF_WORDS, { exactLatin: true });
const HYPOTHETICAL = wordMatcher(HYPOTHETICAL_WORDS, { exactLatin: true, wholeIndic: true });
const DREAM = wordMatcher(DREAM_WORDS, { exactLatin: true });
const SNORE = wordMatcher(SNORE_WORDS);
const FICTION = wordMatcher(FICTION_WORDS, { exactLatin: true });
const CHARACTER = wordMatcher(CHARACTER_WORDS, { exactLatin: true });
const AWAKE = wordMatcher(AWAKE_WORDS);
const NEVER_AGAIN = wordMatcher(NEVER_AGAIN_WORDS);
const NOBODY = wordMatcher(NOBODY_WORDS);
const IDIOM = wordMatcher(IDIOM_WORDS, { exactLatin: true });
const SHED_SKIN = wordMatcher(SHED_SKIN_WORDS);
const TOOTH = wordMatcher(TOOTH_WORDS);
const RECENT = wordMatcher(RECENT_WORDS);
const FIT_AND_WELL = wordMatcher([...FIT_AND_WELL_WORDS]);
const FIT_OF_HEALTH_BEFORE = new Set(FIT_OF_HEALTH_BEFORE_WORDS);
const NOT_ONCE = wordMatcher(NOT_ONCE_WORDS);
const BLOOD_SIGHT = wordMatcher(BLOOD_SIGHT_WORDS);
const WELL_NOW = wordMatcher(WELL_NOW_WORDS);
const HOSPITAL_TREATED = wordMatcher([...HOSPITAL_TREATED_WORDS, ...INJECTION_WORDS]);
const DAYS_AGO = wordMatcher(DAYS_AGO_WORDS, { exactLatin: true });
const IRON_TABLET = wordMatcher(IRON_TABLET_WORDS);
const STOOD_UP = wordMatcher(STOOD_UP_WORDS);
const SINCE_THEN = wordMatcher([...SINCE_THEN_WORDS, ...AFTER_THAT_WORDS]);
const AGAIN = wordMatcher(AGAIN_WORDS, { exactLatin: true });
const SUDDEN = wordMatcher(SUDDEN_WORDS, { byEar: true });
const DEATH = wordMatcher(DEATH_WORDS, { byEar: true });
const POISON = wordMatcher(POISON_WORDS);
const AFTER_EVENT = wordMatcher(AFTER_EVENT_WORDS);
const SINCE_EVENT = wordMatcher(SINCE_EVENT_WORDS, { exactLatin: true });
const HEARSAY = wordMatcher(HEARSAY_WORDS, { exactLatin: true });
const PRECAUTION = wordMatcher(PRECAUTION_WORDS);
const PASSED = wordMatcher(PASSED_WORDS, { exactLatin: true });
const NEWS = wordMatcher(NEWS_WORDS, { exactLatin: true });
const CONFUSED_ABOUT = wordMatcher(CONFUSED_ABOUT_WORDS, { exactLatin: true });
const SIGNS_OF = wordMatcher(SIGNS_OF_WORDS, { exactLatin: true });
const ENDED_WELL = wordMatcher([...WELL_NOW_WORDS, ...FIT_AND_WELL_WORDS, ...RECOVERED_WORDS]);
/** 'Closed' or 'stopped', of bleeding: 'bleeding band hai', 'ruk gayi' (not 'kam', lessening). */
const ENDED = new Set(['band', 'bandh', 'बंद', 'बन्द', 'ਬੰਦ', 'বন্ধ', 'બંધ'].map(normalize));
/** 'Ice cream' after 'eating ice'. */
const CREAM = new Set(['cream', 'creams', 'क्रीम'].map(normalize));
const STOPPED_STEM = /^(ruk|रुक|ਰੁਕ|stop|थम|थांब|থেম|থাম)/u;
const PILLOW = wordMatcher(PILLOW_WORDS);
const EARLIER_DELIVERY = wordMatcher(EARLIER_DELIVERY_WORDS);
const NEXT_PREGNANCY = wordMatcher(NEXT_PREGNANCY_WORDS);
const LAST_YEAR = wordMatcher(LAST_YEAR_WORDS, { exactLatin: true });
/** Weeks, months or years ago as Marathi writes it, in one word: 'सहा महिन्यांपूर्वी'. */
const WEEKS_AGO_JOINED = new Set(
  ['आठवड्यांपूर्वी', 'आठवड्यापूर्वी', 'महिन्यांपूर्वी', 'महिन्यापूर्वी', 'वर्षांपूर्वी', 'वर्षापूर्वी'].map(normalize),
);
/** A year, not a month, in a 'last year' phrase ('pichhle saal', 'गेल्या वर्षी'). */
const YEAR_IN_WORD = /year|varsh|वर्ष|साल|বছর|ਸਾਲ|વર્ષ|ವರ್ಷ|సంవత్సర|வருஷ|வருட/u;
/** Years ago in one word: Marathi 'वर्षांपूर्वी', typed 'varshanpurvi'. */
const YEARS_AGO_JOINED = new Set(
  ['वर्षांपूर्वी', 'वर्षापूर्वी', 'varshanpurvi', 'varshapurvi', 'varshampurvi'].map(normalize),
);
const THOUGHT = wordMatcher(THOUGHT_WORDS);
const JOKING_CONTEXT = wordMatcher(JOKING_CONTEXT_WORDS, { exactLatin: true });
const JOKE_SAID = wordMatcher(JOKE_SAID_WORDS, { exactLatin: true });
const SOMEONE = wordMatcher(SOMEONE_WORDS, { exactLatin: true });
const COMMUNITY = wordMatcher(COMMUNITY_WORDS, { exactLatin: true });
const OUTREACH = wordMatcher(OUTREACH_WORDS, { exactLatin: true });
const ABOUT = wordMatcher(ABOUT_WORDS, { exactLatin: true });
const NOT_ME = wordMatcher(NOT_ME_WORDS, { exactLatin: true });
const PLUPERFECT = wordMatcher(PLUPERFECT_WORDS, { exactLatin: true });
const RUN = wordMatcher(RUN_WORDS, { exactLatin: true });
const STARTLE = wordMatcher(STARTLE_WORDS, { exactLatin: true });
const SAYS = wordMatcher(SAYS_WORDS, { exactLatin: true });
const COMPARE = wordMatcher(COMPARE_WORDS, { exactLatin: true });
const FORM = wordMatcher(FORM_WORDS, { exactLatin: true });
const HISTORY = wordMatcher(HISTORY_WORDS, { exactLatin: true });
const ANIMAL = wordMatcher(ANIMAL_WORDS, { exactLatin: true });
const VET = wordMatcher(VET_WORDS, { exactLatin: true });
const MOSQUITO = wordMatcher(MOSQUITO_WORDS, { exactLatin: true });
const CLASS = wordMatcher(CLASS_WORDS, { exactLatin: true });
const TESTED_NORMAL = wordMatcher(TESTED_NORMAL_WORDS, { exactLatin: true });
const HOME_AGAIN = wordMatcher(HOME_AGAIN_WORDS);
const LAST_WEEK = wordMatcher(LAST_WEEK_WORDS, { exactLatin: true });
const DEFINITION = wordMatcher(DEFINITION_WORDS, { exactLatin: true });
const SINCE_AFTER = new Set(SINCE_AFTER_WORDS.map(normalize));
const EPILEPSY_ILLNESS = wordMatcher(EPILEPSY_ILLNESS_WORDS, { exactLatin: true });
const FIT_MEDICINE = wordMatcher(FIT_MEDICINE_WORDS, { exactLatin: true });
const CONTROLLED = wordMatcher(CONTROLLED_WORDS, { exactLatin: true });
/** Pain words ('dard', 'vali', 'pain'): a pain told is no joke. */
const PAIN = wordMatcher(PAIN_WORDS);
/**
 * A laugh typed: 😂, 🤣, 💀, 'haha', 'lol', or 'हाहा', 'হা হা' in a script (emoji are gone from the tokens,
 * so read from the text).
 */
const LAUGH =
  /😂|🤣|😆|😅|😄|😁|😹|💀|😵‍💫|\bha(?: ?ha)+\b|\blol\b|\blmao\b|(?<![\p{L}\p{M}])(?:(?:हा|হা|ਹਾ|હા|ஹா|హా|ಹಾ) ?){2,}(?![\p{L}\p{M}])/iu;
/**
 * What a joke can exaggerate: 'heart attack vandhudum pola', 'fits varudhu 😂', 'rubber snake on
 * the bed, almost had a heart attack 😂'. Not a wish to die: laughed off, it is still taken as said.
 */
const HYPERBOLE = [
  'chest_pain',
  'chest_tightness',
  'palpitations',
  'seizure',
  'severe_breathing_difficulty',
  'breathlessness',
  'fainting',
  'snake_bite',
];
/** What naming a heart attack or a stroke is read as. */
const NAMED_EVENT_SIGNS = [
  'chest_pain',
  'chest_pain_radiating',
  'chest_tightness',
  'one_sided_weakness',
  'face_drooping',
  'slurred_speech',
];
/** Bleeding in or after a pregnancy, as the symptoms name it. */
const PREGNANCY_BLEEDINGS = [
  'heavy_bleeding_pregnancy',
  'bleeding_after_delivery',
  'vaginal_bleeding',
];
/** How a pregnancy's bleeding is also read: a wound's ('చాలా రక్తం పోయింది'), 'ರಕ್ತಸ್ರಾವ' (unusual bleeding). */
const OTHER_BLEEDINGS = ['heavy_bleeding_wound', 'unusual_bleeding'];
/** With any of these a miscarriage told with no bleeding is still seen now. */
const MISCARRIAGE_WORRIES = [
  'vaginal_bleeding',
  'spotting_pregnancy',
  'fainting',
  'dizziness',
  'severe_abdominal_pain',
  'lower_abdominal_pain',
  'abdominal_cramps',
  'abdominal_pain',
  'fever',
];
/**
 * What comes with such a joke and changes nothing: the exam's worry and lost sleep, or the cold
 * the laugh was told beside ('saans atak gayi haha … khaansi').
 */
const JOKE_COMPANIONS = [
  'anxiety_worry',
  'sleep_problems',
  'cough',
  'dry_cough',
  'runny_nose',
  'blocked_nose',
  'sneezing',
];
const WEAK = wordMatcher(WEAK_WORDS);
/** 'Not sure', 'pata nahi': a doubt about the bite keeps it a bite. */
const UNSURE = wordMatcher(
  [...KB.answers].filter(([, answer]) => answer === 'unsure').map(([text]) => text),
);
/**
 * What a heart attack brings besides the pain (the warning signs of the chest-pain rule, and pain
 * spreading to the back): without them a chest sore to the touch is a strain. Not arm pain: a
 * strained chest muscle pulls in the arm too.
 */
const HEART_COMPANIONS = [
  ...KB.rules
    .find((rule) => rule.id === 'chest_pain_with_warning_signs')!
    .anyOf!.filter((id) => id !== 'arm_pain'),
  'chest_pain_radiating',
  'back_pain',
];
const CHEST_PAINS = [
  'chest_pain',
  'chest_tightness',
  'chest_pain_radiating',
  'chest_pain_on_exertion',
];
const BREATHING_TROUBLE = [
  'breathlessness',
  'severe_breathing_difficulty',
  'fast_breathing',
  'wheezing',
  'chest_indrawing',
];
/** Signs of venom, at the bite or spread: then a thorn in the story does not explain it. */
const VENOM_SIGNS = [
  'dizziness',
  'fainting',
  'unconscious',
  'drooping_eyelids',
  'vomiting',
  'unusual_bleeding',
  'heavy_bleeding_wound',
  'leg_swelling',
  'joint_swelling',
  'red_swollen_skin',
  'blisters',
  'facial_swelling',
  'lip_tongue_swelling',
];
const BITE_EVENTS = ['snake_bite', 'insect_sting', 'other_animal_bite'];
/** With these, confused talk in sleep may be delirium or a drowsy, ill brain. */
const SLEEP_TALK_WORRIES = [
  'fever',
  'high_fever',
  'head_injury',
  'unconscious',
  'fainting',
  'seizure',
  'vomiting',
  'headache',
  'stiff_neck',
  'infant_lethargic',
];
/** Stroke signs of the face and speech: a numb foot after sitting cross-legged has none. */
const FACE_OR_SPEECH = ['face_drooping', 'slurred_speech', 'sudden_vision_loss'];
/** An eye infection: with it, eyes that will not open are stuck or swollen, not drooping lids. */
const EYE_INFECTION = ['red_eye', 'eye_discharge', 'watery_itchy_eyes', 'eyelid_lump'];
/**
 * A sore throat: with it, 'cannot speak' is the throat, not a stroke. Not a hoarse voice, which the
 * same words ('ಮಾತು ಬರ್ತಿಲ್ಲ') also say.
 */
const THROAT_TROUBLE = ['sore_throat'];
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

/** What an animal may go through that would be a person's emergency: its fit, its snake bite. */
const ANIMAL_ILLS = [
  ...HYPERBOLE,
  'unconscious',
  'heavy_bleeding_wound',
  'poisoning',
  'scorpion_sting',
  'vomiting',
  'diarrhoea',
  'fever',
  'bloating',
  'tremor',
  // A cow's or goat's bleeding after calving or kidding.
  'vaginal_bleeding',
  'bleeding_after_delivery',
  'heavy_bleeding_pregnancy',
];
/** What the owner may tell of themselves beside the animal's illness: the fright of it. */
const OWNER_OWN = ['anxiety_worry'];
/** What a form's question about the past names: a fit, a heart attack or stroke, a reading. */
const FORM_HISTORY = [...NAMED_EVENT_SIGNS, 'seizure', 'high_bp_reading', 'high_sugar_reading'];

/** Minutes, in every script: how long a shaking lasted. */
const MINUTES = /^(min|mins|minute|minutes|मिनट|मिनिट|मिनिटं|ਮਿੰਟ|মিনিট|நிமிஷ|நிமிட|నిమిష|ನಿಮಿಷ|મિનિટ)/u;

/** What comes with a stiff neck in meningitis (NHS): without any of them, a strained neck. */
const MENINGISM_COMPANIONS = [
  'fever',
  'high_fever',
  'headache',
  'one_sided_headache',
  'severe_sudden_headache',
  'head_injury',
  'vomiting',
  'confusion',
  'infant_lethargic',
  'light_sensitivity',
  'rash_not_fading',
  'seizure',
  'unconscious',
];

/** How pauses in breathing during sleep are read; only the emergency reading is cleared. */
const SLEEP_APNOEA_SIGNS = ['severe_breathing_difficulty', 'breathlessness'];

/** What a film or serial shows its characters going through (and the fright of watching it). */
const ON_SCREEN = [
  ...HYPERBOLE,
  ...EVENTS,
  'suicidal_thoughts',
  'self_harm',
  'unconscious',
  'one_sided_weakness',
  'face_drooping',
  'slurred_speech',
  'loss_of_balance',
  'sudden_vision_loss',
  'heavy_bleeding_pregnancy',
  'bleeding_after_delivery',
  'vaginal_bleeding',
  'heavy_bleeding_wound',
  'anxiety_worry',
];
/** What the one watching may tell of themselves beside a film's story: the fright, a pounding heart. */
const WATCHER_OWN = ['pregnant', 'anxiety_worry', 'palpitations'];
/** How close (in words) an emergency word must be to the film or its character. */
const ON_SCREEN_REACH = 10;

/**
 * 'In the serial the heroine had a stroke and fell to one side; what are the real signs?', 'the
 * hero dies of a snake bite in the movie, how to tell poisonous snakes apart?': an emergency that
 * befell a character of a film or serial. Both a film word and a character word must be said,
 * each emergency named near one of them at least once, nothing but such events told, and no pain or 'suddenly'
 * (not 'watching the serial, papa suddenly could not lift his arm').
 */
function aboutFiction(allTokens: string[], findings: MessageFindings, nots: number[]): boolean {
  if (!FICTION.has(allTokens) || !CHARACTER.has(allTokens)) return false;
  // A pain denied ('slept fine after, no pain or anything') is none.
  const painTold = PAIN.find(allTokens).some((m) => !denied(m, nots, allTokens));
  if (painTold || saysSudden(allTokens)) return false;
  // The watcher's own pregnancy and fright ('I am 4 months pregnant, now scared') may be told too.
  if (!saysNothingBut(findings, [...ON_SCREEN, ...WATCHER_OWN])) return false;
  const characters = CHARACTER.find(allTokens);
  const screen = [...FICTION.find(allTokens), ...characters];
  // A sign read from the whole message is placed at its name or word: a bleeding of pregnancy at
  // its blood word ('bleeds after delivery'), a stroke's signs at 'stroke', a bite at 'snake'.
  const present = (ids: string[]) => ids.filter((id) => findings.symptoms.get(id));
  const placedAt = (places: { start: number; end: number }[], ids: string[]) =>
    places.flatMap((b) => ids.map((value) => ({ ...b, value })));
  const bleedingsTold = present(PREGNANCY_BLEEDINGS);
  const told = [
    ...symptomsSaid(allTokens),
    ...placedAt(BLEEDING_MATCHER.find(allTokens), bleedingsTold),
    ...placedAt(
      HEART_STROKE_NAME.find(allTokens),
      present([...NAMED_EVENT_SIGNS, 'loss_of_balance', 'sudden_vision_loss', 'unconscious']),
    ),
    ...placedAt([...SNAKE.find(allTokens), ...BITE.find(allTokens)], present(['snake_bite'])),
  ].filter((m) => findings.symptoms.get(m.value) && !WATCHER_OWN.includes(m.value));
  // Something must have been said of the story ('watching serial, papa fell to one side' has no
  // place), and a bleeding of pregnancy at a blood word. A goodbye letter alone is no symptom.
  const anyTold = [...findings.symptoms].some(([id, yes]) => yes && !WATCHER_OWN.includes(id));
  if (anyTold && told.length === 0) return false;
  if (!bleedingsTold.every((id) => told.some((m) => m.value === id))) return false;
  // 'watching a serial when my wife started bleeding': what is told only just after a person of
  // the family is theirs, unless the person is the character's ('the hero's wife', 'the father
  // character'). Told once of a character, it is the story's ('the hero's mother had a stroke …
  // mother is scared of a stroke').
  const persons = personsNamed(allTokens).filter(
    (p) =>
      !characters.some((c) => (p.start >= c.start && p.start - c.end <= 1) || c.start === p.end),
  );
  const ofAPerson = (m: { start: number }) =>
    persons.some((p) => p.end <= m.start && m.start - p.end <= 3);
  const kinds = new Set(told.map((m) => m.value));
  if ([...kinds].some((id) => told.filter((m) => m.value === id).every(ofAPerson))) return false;
  const onScreen = (m: { start: number }) =>
    screen.some((c) => Math.abs(c.start - m.start) <= ON_SCREEN_REACH);
  // Each emergency told of the character at least once ('… how to tell snakes apart' may follow).
  return told.every((m) => told.some((n) => n.value === m.value && onScreen(n)));
}

/**
 * Clears what everyday look-alikes set off. Returns whether the message tells of a film's or
 * serial's character, whose goodbye letter or plan is the story's, not a reader's.
 */
export function clearLookAlikes(
  allTokens: string[],
  findings: MessageFindings,
  text: string,
): boolean {
  const has = (id: string) => findings.symptoms.get(id) === true;
  const clear = (ids: string[]) => ids.forEach((id) => findings.symptoms.delete(id));
  // Negations typed whole ('कीं … कोनी' read across three words is not 'कीं कोनी', nothing).
  const nots = negationStarts(
    lexiconSaid(allTokens).filter((w) =>
      KB.negationTexts.has(allTokens.slice(w.start, w.end).join(' ')),
    ),
  );
  // 'we are confused about diet', 'confused which tablet to take': unsure of a choice, not a
  // confused mind — every confusion word read lies inside such a phrase.
  if (has('confusion') && CONFUSED_ABOUT.has(allTokens)) {
    const abouts = CONFUSED_ABOUT.find(allTokens);
    const confusions = symptomsSaid(allTokens).filter((m) => m.value === 'confusion');
    if (confusions.every((m) => abouts.some((a) => a.start <= m.start && a.end >= m.end)))
      clear(['confusion']);
  }
  // 'मच्छर काट लेलस, हाथ पर ददोरा … खुजली': itchy bumps from mosquito bites, not a sting's
  // allergy, unless breathing, faintness or a swelling of the face or lips comes with them.
  const allergySigns = [...BREATHING_TROUBLE, 'fainting', 'lip_tongue_swelling', 'facial_swelling'];
  if (has('insect_sting') && MOSQUITO.has(allTokens) && !allergySigns.some(has))
    clear(['insect_sting']);
  // 'sore throat after eating ice cream': ice cream, not a craving for ice (iron deficiency).
  const iceCravings = symptomsSaid(allTokens).filter((m) => m.value === 'eating_mud_ice');
  if (iceCravings.length > 0 && iceCravings.every((m) => CREAM.has(allTokens[m.end] ?? '')))
    clear(['eating_mud_ice']);
  // 'toothache … little pain going to jaw': pain spreading from a tooth, not from the chest.
  const heartSigns = ['chest_pain', 'chest_tightness', 'sweating', 'breathlessness'].some(has);
  if (has('toothache') && has('chest_pain_radiating') && !heartSigns)
    clear(['chest_pain_radiating']);
  // 'मधुमक्खी ने हाथ पे काट लिया': a hand bitten by a named creature is a bite, not self-harm.
  // A cat's 'scratch' may be an excuse for cuts: only a named stinging insect clears self-harm.
  if (has('self_harm') && has('stinging_insect_sting') && !has('suicidal_thoughts'))
    clear(['self_harm']);
  // 'उंगली कट गई, दो मिनट खून निकला, अब रुक गया': a wound whose bleeding has stopped, said
  // within a few words of the blood — not 'લોહી બંધ થયું નથી', it has not stopped.
  const bleedingStopped = near(
    BLEEDING_MATCHER.find(allTokens),
    STOPPED_MATCHER.find(allTokens).filter(
      (m) => !nots.some((at) => at >= m.end && at <= m.end + 1),
    ),
    6,
    true,
  );
  if (has('heavy_bleeding_wound') && bleedingStopped) clear(['heavy_bleeding_wound']);
  // 'ager mashe miscarriage hoyechilo, ekhon sob thik, bleeding nei', 'चार महीने पहले गर्भपात हुआ
  // था, अब बिल्कुल ठीक': a miscarriage told with its bleeding denied, or weeks, months or years
  // ago with no bleeding, pads or clots told, and no pain or faintness, is over; asking about the
  // next pregnancy is no emergency. Every bleeding word must be denied ('bleeding nahi ruk rahi'
  // is not); 'दोन महिन्याचा गर्भपात … तीन पॅड भिजतायत' counts the pregnancy's months, with no
  // 'ago', and tells the bleeding by the pads.
  const bleedings = BLEEDING_MATCHER.find(allTokens);
  const bleedingDenied =
    bleedings.length > 0 &&
    bleedings.every((b) => denied(b, nots, allTokens) && !isSubsiding(allTokens[b.end + 1] ?? ''));
  const bleedingTold = bleedings.length > 0 || SOAKED.has(allTokens) || CLOTS.has(allTokens);
  // 'ಡೆಲಿವರಿ ಆಗಿ 3 ತಿಂಗಳು ಆಯ್ತು': 'have passed' just after the unit says 'ago' too.
  const passedAt = (at: number) =>
    PASSED.find(allTokens.slice(at, at + 3)).some((m) => m.start === 0);
  // 'पिछला हफ्ता … मिर्गी आइल रहे … अब ऊ ठीक बा': last week too, not 'since last week'.
  const lastWeek = timePastSaid(LAST_WEEK, allTokens).some(
    (m) =>
      !['since', 'from'].includes(allTokens[m.start - 1] ?? '') &&
      !SINCE_AFTER.has(allTokens[m.end] ?? ''),
  );
  // A time unit with 'ago' (or 'have passed') after it: '3 महीने पहले'.
  const unitsAgo = (units: string[]) =>
    lexiconSaid(allTokens).filter(
      (w) =>
        w.value.kind === 'unit' &&
        units.includes(w.value.unit) &&
        (KB.agoWords.has(allTokens[w.end] ?? '') || passedAt(w.end)),
    );
  // 'Baba na 2015 madhe heart attack aala hota', 'ಅಪ್ಪನಿಗೆ 2015ರಲ್ಲಿ': a calendar year told.
  const yearTold = allTokens.some((t) => /^(19[5-9]\d|20\d\d)(?!\d)/u.test(t));
  const longAgo =
    yearTold ||
    allTokens.some((t) => WEEKS_AGO_JOINED.has(t)) ||
    lastTimeSaid(allTokens).length > 0 ||
    lastWeek ||
    unitsAgo(['week', 'month', 'year']).length > 0;
  // 'पहिल्या डिलिव्हरीत खूप रक्तस्राव झाला होता, आता दुसऱ्यांदा प्रेग्नंट आहे, काय काळजी
  // घ्यावी?': an earlier delivery's bleeding, asked about for the next pregnancy. Every bleeding
  // word within six words after the earlier delivery; nothing else wrong now.
  // Not 'pehli delivery normal thi, doosri pregnancy me bleeding': the next pregnancy named
  // between them makes the bleeding its own.
  const earlier = EARLIER_DELIVERY.find(allTokens);
  const nexts = NEXT_PREGNANCY.find(allTokens);
  const toldOfEarlier = (b: { start: number }) =>
    earlier.some(
      (e) =>
        b.start >= e.end &&
        b.start - e.end <= 6 &&
        !nexts.some((n) => n.start >= e.end && n.start < b.start),
    );
  // A bleeding denied now ('… ab phir pregnant, koi bleeding nahi') is not today's.
  const undeniedBleedings = bleedings.filter((b) => !denied(b, nots, allTokens));
  const earlierBleedingOnly =
    undeniedBleedings.length > 0 &&
    undeniedBleedings.every(toldOfEarlier) &&
    nexts.length > 0 &&
    !SOAKED.has(allTokens) &&
    !CLOTS.has(allTokens) &&
    saysNothingBut(findings, [...PREGNANCY_BLEEDINGS, ...OTHER_BLEEDINGS, 'pregnant']);
  // 'చాలా రక్తం పోయింది' (much blood was lost) is read as a wound's bleeding too.
  if (earlierBleedingOnly) clear([...PREGNANCY_BLEEDINGS, ...OTHER_BLEEDINGS]);
  // 'bhabhi ki delivery 2 mahine pehle hui thi, bahut bleeding hui thi tab, ab bilkul theek hai':
  // a bleeding of weeks or months ago, the story ending well after its last bleeding word, with
  // nothing else wrong and nothing sudden, today or again near a bleeding word.
  const pastBleeding = () => {
    // 'ರಕ್ತ ಹೋಗಿ' (blood went) is a bleeding symptom's phrase, not a bleeding word of the list.
    const said = [
      ...bleedings,
      ...symptomsSaid(allTokens)
        .filter((m) => [...PREGNANCY_BLEEDINGS, 'heavy_bleeding_wound'].includes(m.value))
        .map((m) => ({ ...m, value: true as const })),
    ];
    // 'no bleeding since' after it ends the story too.
    const told = said.filter((b) => !denied(b, nots, allTokens));
    const deniedAfter = said.some((b) => denied(b, nots, allTokens) && b.start > lastStart(told));
    return (
      told.length > 0 &&
      (ENDED_WELL.find(allTokens).some((m) => m.start > lastStart(told)) || deniedAfter) &&
      !near(said, freshWords(allTokens), 6) &&
      saysNothingBut(findings, [...PREGNANCY_BLEEDINGS, 'heavy_bleeding_wound', 'pregnant'])
    );
  };
  if (longAgo && PREGNANCY_BLEEDINGS.some(has) && pastBleeding())
    clear([...PREGNANCY_BLEEDINGS, 'heavy_bleeding_wound']);
  // 'miscarriage nantar khup bleeding jhala hota, pan te 20 varshanpurvi. Aata ti 55 chi aahe':
  // a pregnancy's bleeding years ago is over, however the story ends — every bleeding word
  // within ten words of the years ago, nothing today, sudden or again near one, and nothing
  // else wrong.
  const yearsAgo = [
    ...unitsAgo(['year']),
    ...lastTimeSaid(allTokens).filter((m) =>
      YEAR_IN_WORD.test(allTokens.slice(m.start, m.end).join(' ')),
    ),
    ...allTokens.flatMap((t, i) =>
      YEARS_AGO_JOINED.has(t) ? [{ start: i, end: i + 1, value: true as const }] : [],
    ),
  ];
  const bleedingSaid = [
    ...bleedings,
    ...symptomsSaid(allTokens)
      .filter((m) => PREGNANCY_BLEEDINGS.includes(m.value))
      .map((m) => ({ ...m, value: true as const })),
  ];
  const yearsPast =
    yearsAgo.length > 0 &&
    bleedingSaid.length > 0 &&
    bleedingSaid.every((b) =>
      yearsAgo.some((y) => b.start - y.end <= 10 && y.start - b.end <= 10),
    ) &&
    !near(bleedingSaid, freshWords(allTokens), 6) &&
    // 'अबै बा फेर पेट सूं है' (she is pregnant again now) tells of today's pregnancy, not a bleeding.
    saysNothingBut(findings, [...PREGNANCY_BLEEDINGS, 'heavy_bleeding_wound', 'pregnant']);
  if (PREGNANCY_BLEEDINGS.some(has) && yearsPast)
    clear([...PREGNANCY_BLEEDINGS, 'heavy_bleeding_wound']);
  // 'Mere chacha ne 2 saal pehle zeher kha liya tha, bach gaye, ab counselling ke baad khush hain':
  // a poisoning of weeks, months or years ago, the story ending well after its last poison word,
  // nothing 'today' or 'again' near it, and nothing else wrong but mood (a wish to die still
  // counts).
  if (has('poisoning') && longAgo) {
    const poisons = [
      ...POISON.find(allTokens),
      ...symptomsSaid(allTokens)
        .filter((m) => m.value === 'poisoning')
        .map((m) => ({ ...m, value: true as const })),
    ];
    const endedWell = ENDED_WELL.find(allTokens).some((m) => m.start > lastStart(poisons));
    const onlyThat = saysNothingBut(findings, ['poisoning', 'low_mood', 'anxiety_worry', 'boil']);
    if (poisons.length > 0 && endedWell && onlyThat && !near(poisons, freshWords(allTokens), 6))
      clear(['poisoning']);
  }
  // 'miscarriage ho gyo tho, ab bleeding band hai': every bleeding word followed by 'stopped'
  // ('band', 'ruk gayi'), with no 'not' in the two words after ('band nahi ho rahi').
  const stopped = (token: string) => ENDED.has(token) || STOPPED_STEM.test(token);
  const bleedingEnded =
    bleedings.length > 0 &&
    bleedings.every(
      (b) => stopped(allTokens[b.end] ?? '') && !nots.some((at) => at > b.end && at <= b.end + 2),
    );
  const miscarriageOver = bleedingDenied || bleedingEnded || (longAgo && !bleedingTold);
  if (has('heavy_bleeding_pregnancy') && miscarriageOver && !MISCARRIAGE_WORRIES.some(has))
    clear(['heavy_bleeding_pregnancy']);
  // 'ਦੁੱਧ ਵਧੀਆ ਪੀਂਦਾ', 'బాగా పాలు తాగుతుంది': a baby said to feed well is feeding.
  // Not 'नीट दूध पीत नाही' (does not drink milk properly): no 'not' just after the milk.
  const milk = MILK_MATCHER.find(allTokens).filter(
    (m) => !nots.some((at) => at >= m.end && at <= m.end + 2),
  );
  if (near(milk, WELL_MATCHER.find(allTokens), 2) && has('infant_not_feeding'))
    clear(['infant_not_feeding']);
  // 'ঘুমিয়ে পড়ার ঠিক আগে … মনে হয় পড়ে যাচ্ছি, শরীরটা একবার ঝটকা': a sleep start, not a fit.
  // A jerk is a moment: never when the shaking lasted minutes ('ಮಗು ನಿದ್ದೆಯಲ್ಲಿ ಬೆಚ್ಚಿ ಎದ್ದು ಫಿಟ್ಸ್
  // ಬಂತು, 5 ನಿಮಿಷ ಕೈಕಾಲು ಒದರಿತು').
  const lastedMinutes = allTokens.some(
    (t, i) => MINUTES.test(t) && /^\d+$|^[\p{L}\p{M}]+$/u.test(allTokens[i - 1] ?? ''),
  );
  const aJerk = !lastedMinutes;
  if (SLEEP_ONSET.has(allTokens) && FALLING_FEELING.has(allTokens) && aJerk && !has('unconscious'))
    clear(['seizure', 'loss_of_balance']);
  // 'sote waqt achanak pair jhatka deta hai, neend khul jaati hai, kya ye fits hai?': a jerk that
  // wakes the sleeper, with nothing else wrong.
  const onlyJerk = saysNothingBut(findings, ['seizure', 'sleep_problems', 'leg_radiating_pain']);
  if (SLEEP_ONSET.has(allTokens) && WOKEN_BY_IT.has(allTokens) && onlyJerk && aJerk)
    clear(['seizure']);
  // 'kivi inda neeru sortide' (water leaking from the ear): an ear's discharge, not the waters
  // breaking, when no pregnancy is told.
  const earTold = has('ear_discharge') || has('ear_pain');
  if (earTold && !has('pregnant')) clear(['water_leaking_pregnancy']);
  // 'ate jamun, lips and tongue purple-blue, laughing and playing': a stain, not a lack of oxygen.
  if (FRUIT_STAIN.has(allTokens) && !BREATHING_TROUBLE.some(has)) clear(['bluish_lips']);
  // 'दात काढायला इंजेक्शन दिलं … एक बाजू बधिर, पाणी बाहेर येतं': the dentist's numbing, not a stroke.
  // Lips that feel thick and water that dribbles out are the numbing too.
  if (DENTAL.has(allTokens) && INJECTION.has(allTokens)) {
    // Speech that feels strange with numb lips is the numbing too.
    clear([
      'face_drooping',
      'one_sided_weakness',
      'loss_of_balance',
      'water_leaking_pregnancy',
      'slurred_speech',
      'numbness_tingling',
    ]);
    if (!BREATHING_TROUBLE.some(has)) clear(['lip_tongue_swelling']);
  }
  // 'लकवा से बचने को क्या करे, BP 140 रहता है', 'how to prevent heart attack? father has sugar': a
  // heart attack or stroke only named, to ask how to prevent one, with nothing else wrong but a
  // reading told. Never with 'suddenly', nor with a sign said in words of its own ('chest pain').
  if (PREVENT.has(allTokens) && onlyNamedEvent(allTokens, findings, nots)) clear(NAMED_EVENT_SIGNS);
  // 'I keep worrying what if he has a heart attack at night and no one is there': a heart attack
  // or stroke only named, every name after an 'if' or before a 'then'.
  const eventNames = HEART_STROKE_NAME.find(allTokens);
  // The longest reading of each name ('लकवो मार जावै तो', not 'लकवो' alone).
  const longest = eventNames.filter(
    (n) => !eventNames.some((o) => o !== n && o.start <= n.start && o.end >= n.end),
  );
  const eventToCome = longest.every(mayHappenAt(allTokens));
  if (eventToCome && onlyNamedEvent(allTokens, findings, nots)) clear(NAMED_EVENT_SIGNS);
  // 'Father had a heart attack 3 months ago, got a stent, doing really well now — can he eat
  // ghee?', 'लकवे के लक्षण क्या होते हैं? चाचा को पिछले साल हुआ था', 'ನ್ಯೂಸ್ ನಲ್ಲಿ ನೋಡಿದೆ ಯುವಕರಿಗೆ
  // ಜಿಮ್ ನಲ್ಲಿ ಹಾರ್ಟ್ ಅಟ್ಯಾಕ್ ಆಗ್ತಿದೆ': a heart attack or stroke of weeks, months or years ago, told
  // before a question about its signs or after a story that ends well, or of a news story.
  // 'Meri maasi ko stroke hua tha … mujhe koi takleef nahi': a pluperfect just after every name
  // tells a past event as well as a time ago does.
  // Each name's longest reading ('lakwa maar gaya tha', not 'lakwa' alone).
  const pluperfects = PLUPERFECT.find(allTokens);
  const namedPluperfect =
    longest.length > 0 &&
    longest.every((n) => pluperfects.some((p) => p.start > n.start && p.start <= n.end + 1));
  const past = longAgo || namedPluperfect;
  if (NAMED_EVENT_SIGNS.some(has) && namedAsPast(allTokens, findings, nots, past))
    clear(NAMED_EVENT_SIGNS);
  clearNamedPast(allTokens, nots, findings);
  // 'পাশের বাড়ির দিদাকে কাল রাতে বুকে ব্যথা বলে হাসপাতালে নিয়ে গিয়েছিল, আজ বাড়ি ফিরেছেন, সব রিপোর্ট
  // নর্মাল', 'ECG, echo, TMT all done, the heart doctor said anxiety, six months like this': a chest
  // pain or heart attack checked — tests normal or a stent put in — told after it, then home again,
  // well, or months old; no pain told after the check, nothing else wrong but worry.
  if (CHEST_PAINS.some(has) || NAMED_EVENT_SIGNS.some(has)) {
    const chestSaid = symptomsSaid(allTokens).filter((m) =>
      [...CHEST_PAINS, ...NAMED_EVENT_SIGNS].includes(m.value),
    );
    const lastChest = lastStart(chestSaid);
    const checks = TESTED_NORMAL.find(allTokens).filter((m) => m.start > lastChest);
    const settled =
      [...HOME_AGAIN.find(allTokens), ...ENDED_WELL.find(allTokens)].some(
        (m) => m.start > lastChest,
      ) || (findings.durationDays ?? 0) >= 30;
    const painAfterCheck = PAIN.find(allTokens).some((m) => checks.some((c) => m.start > c.start));
    const onlyChest = saysNothingBut(findings, [
      ...CHEST_PAINS,
      ...NAMED_EVENT_SIGNS,
      'anxiety_worry',
      'sleep_problems',
      'high_bp_reading',
    ]);
    if (chestSaid.length > 0 && checks.length > 0 && settled && !painAfterCheck && onlyChest)
      clear([...CHEST_PAINS, ...NAMED_EVENT_SIGNS]);
  }
  // 'gym, push-ups … hurts when pressed', 'hurts more when I raise my arm': a strained muscle
  // (NHS chest pain), unless the pain comes with what a heart attack brings.
  // 'sweating a lot after gym, how much water should I drink': a workout's sweat, with nothing
  // else wrong but thirst or tiredness.
  const onlySweat = saysNothingBut(findings, ['sweating', 'fatigue', 'excessive_thirst']);
  if (EXERCISE.has(allTokens) && onlySweat) clear(['sweating']);
  const strained = PRESSED.has(allTokens) || MOVEMENT.has(allTokens);
  if (EXERCISE.has(allTokens) && strained && !HEART_COMPANIONS.some(has)) clear(CHEST_PAINS);
  // 'fell off the scooter yesterday, hit my ribs, it hurts in the chest only when I press there':
  // a bruised rib (NHS), with nothing a heart attack brings and no trouble breathing.
  // 'after the 100m race my chest felt tight for like a minute then totally fine. I'm 16': a
  // young person's chest tight with exercise and gone, with nothing a heart attack brings.
  const young = findings.ageMonths !== undefined && findings.ageMonths < 40 * 12;
  const chestWords = symptomsSaid(allTokens).filter((m) => CHEST_PAINS.includes(m.value));
  const passed = ENDED_WELL.find(allTokens).some((m) => m.start > lastStart(chestWords));
  if (EXERCISE.has(allTokens) && young && passed && !HEART_COMPANIONS.some(has)) clear(CHEST_PAINS);
  // 'Asthma hai mujhe … 3 din se bukhar, peela balgam … bas seene mein jakdan si hai': an
  // asthmatic's chest tight with a chest infection is the asthma flaring — wheeze and short of
  // breath, seen the same day — not a heart attack, with nothing a heart attack brings.
  const asthmatic = ASTHMA.has(allTokens) || INHALER.has(allTokens);
  const chestInfection = ['cough_with_phlegm', 'cough', 'fever', 'wheezing'].some(has);
  const onlyTight = !['chest_pain', 'chest_pain_radiating'].some(has);
  if (
    asthmatic &&
    has('chest_tightness') &&
    chestInfection &&
    onlyTight &&
    !HEART_COMPANIONS.some(has)
  ) {
    clear(['chest_tightness']);
    findings.symptoms.set('wheezing', true);
    findings.symptoms.set('breathlessness', true);
  }
  const bruised = has('injury_fall') && PRESSED.has(allTokens);
  if (bruised && !HEART_COMPANIONS.some(has) && !BREATHING_TROUBLE.some(has)) clear(CHEST_PAINS);
  // 'पांचवो महीनो … थोड़ो सफेद पाणी जावै': white discharge, not the waters breaking.
  if (WHITE.has(allTokens) && has('water_leaking_pregnancy')) {
    clear(['water_leaking_pregnancy']);
    findings.symptoms.set('vaginal_discharge', true);
  }
  // 'पलथी मार के दू घंटा बइठल … अँगूठा सुन्न': pressure on a nerve while sitting or sleeping.
  if (POSTURE.has(allTokens) && !FACE_OR_SPEECH.some(has)) clear(['one_sided_weakness']);
  // 'खून जांच के टाइम सुई देख के … बेहोस हो गईनी अब एकदम ठीक बानी': a moment's faint at a needle
  // or the sight of blood, well again now, with nothing else wrong (NHS: vasovagal syncope).
  const faintOnly = saysNothingBut(findings, ['unconscious', 'fainting', 'dizziness']);
  const bloodFaint = BLOOD_SIGHT.has(allTokens) || INJECTION.has(allTokens);
  if (bloodFaint && WELL_NOW.has(allTokens) && faintOnly) clear(['unconscious', 'fainting']);
  // 'খাট থেকে তাড়াতাড়ি উঠতেই দু সেকেন্ড চোখে অন্ধকার … এখন একদম ঠিক আছি': a moment's darkness
  // on getting up, well again now, with nothing else wrong (NHS: low blood pressure on standing).
  const onlyBlackout = saysNothingBut(findings, ['sudden_vision_loss', 'dizziness', 'fainting']);
  if (STOOD_UP.has(allTokens) && WELL_NOW.has(allTokens) && onlyBlackout)
    clear(['sudden_vision_loss', 'fainting']);
  // 'pregnancy ch lohe diyan goliyan shuru kitiyan te latrine kaali aundi': black stools from iron
  // tablets (NHS), with nothing else wrong — not with blood, vomiting, dizziness or pain.
  const onlyBlackStool = saysNothingBut(findings, ['black_stool', 'constipation', 'pregnant']);
  if (has('black_stool') && IRON_TABLET.has(allTokens) && onlyBlackStool) clear(['black_stool']);
  // 'kaal takiyo galat lagyo to gardan me akdan hai': a neck stiff from the pillow, with nothing
  // else wrong (no fever, headache or vomiting), is a crick, not meningitis' stiff neck.
  const onlyNeck = saysNothingBut(findings, ['stiff_neck', 'neck_pain', 'shoulder_pain']);
  if (has('stiff_neck') && PILLOW.has(allTokens) && onlyNeck) {
    clear(['stiff_neck']);
    findings.symptoms.set('neck_pain', true);
  }
  // 'शेजारच्या मुलाला तापात आकडी आली होती … आकडी येऊ नये म्हणून काय करावे?': a fit that came to
  // a neighbour's child, asked about to prevent one here.
  if (NEIGHBOUR.has(allTokens) && PREVENT.has(allTokens) && !has('unconscious')) clear(['seizure']);
  // 'தூக்கத்துல … உளறுறான்': talking in sleep is not confusion, unless something else is wrong
  // (a fever's delirium, a head injury, drowsiness).
  if (IN_SLEEP.has(allTokens) && !SLEEP_TALK_WORRIES.some(has)) clear(['confusion']);
  // 'ஜுரம் … உடம்பு கிடுகிடுன்னு நடுங்குது … நல்லா முழிச்சுப் பேசறான். இது வலிப்பா': shivering
  // with a fever while awake and talking is a rigor, not a fit.
  const shivering = has('chills_rigors') || has('tremor');
  const awake = AWAKE.find(allTokens).some((m) => !denied(m, nots, allTokens));
  if (has('fever') && shivering && awake && !has('unconscious')) clear(['seizure']);
  // 'fits with high fever when he was 3, now he is 12 and never came again': a fit long past;
  // 'epilepsy since childhood, three years not one fit' (a 'not' within four words after a fit
  // word, or 'not once'): years without a fit — unless a fit today, now or minutes ago is told
  // too, or the 'not' is a fit's that will not stop ('jhatke ruk nahi rahe').
  // Not the 'daura' of 'dil ka daura' (a heart attack named).
  const eventNamesHere = HEART_STROKE_NAME.find(allTokens);
  const fits = symptomsSaid(allTokens)
    .filter((m) => m.value === 'seizure')
    .filter((m) => !eventNamesHere.some((n) => n.start < m.end && m.start < n.end));
  const fitIsDenied = (m: { end: number }) =>
    nots.some(
      (at) =>
        at >= m.end &&
        at <= m.end + 3 &&
        ![-2, -1, 1].some((d) => isSubsiding(allTokens[at + d] ?? '')),
    );
  const fitDenied = fits.some(fitIsDenied);
  // 'आठ महीने पहले एक बार दौरा पड़ा था … कोई दौरा नहीं आया। गाड़ी चला सकता हूँ?': months
  // without a fit count as well as years.
  // '… तब से कोई दौरा नहीं आया': none since then, with nothing but the fit told.
  const noneSince =
    SINCE_THEN.find(allTokens).some((s) => nots.some((at) => at >= s.end && at <= s.end + 8)) &&
    saysNothingBut(findings, ['seizure']);
  const fitFree =
    ((findings.durationDays ?? 0) >= 30 || longAgo) &&
    (fitDenied || NOT_ONCE.has(allTokens) || noneSince) &&
    !RECENT.has(allTokens);
  // 'Papa had a heart attack 6 years back, now totally fit': 'fit' said of health.
  // "She's fit and has no pain", 'keeping fit': a bare 'fit' just after such a word.
  const wellFits = FIT_AND_WELL.find(allTokens);
  const fitOfHealth = (f: { start: number; end: number }) =>
    allTokens[f.start] === 'fit' &&
    f.end - f.start === 1 &&
    FIT_OF_HEALTH_BEFORE.has(allTokens[f.start - 1] ?? '');
  if (
    fits.length > 0 &&
    fits.every((f) => fitOfHealth(f) || wellFits.some((w) => f.start >= w.start && f.end <= w.end))
  )
    clear(['seizure']);
  // Never with a fit told today ('never happened again, but today he is having fits'); 'ippudu
  // 14 yellu' (now 14 years old) gives an age, not a time of the fit.
  const yearUnits = lexiconSaid(allTokens)
    .filter((w) => w.value.kind === 'unit' && w.value.unit === 'year')
    .map((w) => w.start);
  const ageNow = (m: { end: number }) =>
    /^\d+$/.test(allTokens[m.end] ?? '') && yearUnits.includes(m.end + 1);
  const fitToday = near(
    RECENT.find(allTokens).filter((m) => !ageNow(m)),
    fits,
    4,
  );
  const neverAgain = NEVER_AGAIN.has(allTokens) && !fitToday;
  // 'had fits at 2 yr with fever, now 10 yr no fits': fits at an age long past, none now.
  const olderNow = RECENT.find(allTokens).some(ageNow);
  const fitNamedDenied = fits.some((m) => nots.some((at) => at >= m.start - 2 && at < m.start));
  if (olderNow && (fitDenied || fitNamedDenied) && !fitToday && !has('unconscious'))
    clear(['seizure']);
  if ((neverAgain || fitFree) && !has('unconscious')) clear(['seizure']);
  // 'चार महीना पैली ताव में अेक बार दौरो आयो हो … अबै ठीक है': one fit months ago, the story
  // ending well after it, nothing 'today' or 'again' near a fit, nothing else wrong but the fever
  // it came with.
  const fitEndedWell = ENDED_WELL.find(allTokens).some((m) => m.start > lastStart(fits));
  const onlyTheFit = saysNothingBut(findings, [
    'seizure',
    'fever',
    'high_fever',
    'prolonged_fever',
  ]);
  const fitPast =
    longAgo && fits.length > 0 && fitEndedWell && !near(fits, freshWords(allTokens), 6);
  if (fitPast && onlyTheFit && !has('unconscious')) clear(['seizure']);
  // "I'm epileptic on levetiracetam, well controlled for years … a headache, can I take a
  // paracetamol with my fits medicine?": epilepsy named as an illness one lives with, and its
  // medicine, with no fit told: every fit word inside the illness's name or its medicine's, the
  // illness kept in check, treated or long-standing, and nothing today, sudden or again near it.
  // A name read across a gap with another fit word inside ('mirgi aayi, mirgi ki dawai') is none.
  const fitsIn = (n: { start: number; end: number }) =>
    fits.filter((f) => n.start <= f.start && n.end >= f.end).length;
  const medicines = FIT_MEDICINE.find(allTokens).filter((n) => fitsIn(n) <= 1);
  const illnessNames = [
    ...EPILEPSY_ILLNESS.find(allTokens).filter((n) => fitsIn(n) <= 1),
    ...medicines,
  ];
  // A fit denied ('ਦੌਰਾ ਨਹੀਂ ਪਿਆ', no fit came) is not one told.
  const fitsTold = fits.filter((f) => !fitIsDenied(f));
  const namesOnly =
    fitsTold.length > 0 &&
    fitsTold.every((f) => illnessNames.some((n) => n.start <= f.start && n.end >= f.end));
  const livedWith =
    CONTROLLED.has(allTokens) ||
    medicines.length > 0 ||
    (findings.durationDays ?? 0) >= 30 ||
    longAgo;
  // A 'today' near the medicine's name is not a fit's ('fits medicine going on. Today he scraped his knee').
  const namedFits = fitsTold.filter(
    (f) => !medicines.some((n) => n.start <= f.start && n.end >= f.end),
  );
  const fresh = near(namedFits, freshWords(allTokens), 6);
  if (namesOnly && livedWith && !fresh && !has('unconscious')) clear(['seizure']);
  // 'kannu bidoke aagtilla, kannalli pichchu': eyes stuck shut with an eye infection.
  if (EYE_INFECTION.some(has) && !BITE_EVENTS.some(has)) clear(['drooping_eyelids']);
  // 'ਸੱਜੇ ਪਾਸੇ ਦਾ ਦੰਦ ਢਿੱਲਾ ਪੈ ਗਿਆ': a loose tooth on one side, not a weak side of the body.
  if (near(TOOTH.find(allTokens), WEAK.find(allTokens), 3) && !FACE_OR_SPEECH.some(has))
    clear(['one_sided_weakness']);
  // 'seedha haath upar nahi uth raha, kandhe me dard, gym me chot': a strain at the gym explains
  // an arm that will not lift (not shoulder pain alone, nor a fall, which a stroke may bring).
  // Never when it came on suddenly.
  // So does a shoulder painful for a week or more ('shoulder pain since 2 months, cant lift my arm
  // above head': a frozen shoulder).
  const armStrained =
    EXERCISE.has(allTokens) || (has('shoulder_pain') && (findings.durationDays ?? 0) >= 7);
  if (armStrained && !saysSudden(allTokens) && !FACE_OR_SPEECH.some(has))
    clear(['one_sided_weakness']);
  // 'ਗਲਾ ਖਰਾਬ ਹੈ, ਬੋਲ ਨਹੀਂ ਸਕਦਾ': a sore throat that takes the voice, with no other stroke sign.
  const strokeSigns = ['face_drooping', 'one_sided_weakness', 'sudden_vision_loss', 'confusion'];
  if (THROAT_TROUBLE.some(has) && !strokeSigns.some(has)) clear(['slurred_speech']);
  // 'maths paper paathen. fits varudhu 😵‍💫😂', 'crush reply … heart attack vandhudum pola': a
  // laugh, or a comparison about an exam or a crush, with nothing else wrong.
  // Never with a pain told ('papa ko result dekh ke chest pain, heart attack lagta hai'): a real
  // pain is not a figure of speech, laughed about or not.
  const joking =
    (LAUGH.test(text) ||
      JOKE_SAID.has(allTokens) ||
      (JOKING_CONTEXT.has(allTokens) && COMPARE.has(allTokens))) &&
    !PAIN.has(allTokens);
  const onlyHyperbole = saysNothingBut(findings, [...HYPERBOLE, ...JOKE_COMPANIONS]);
  if (joking && onlyHyperbole) clear(HYPERBOLE);
  // 'heart attack aaye to CPR kaise dete hai? sikhna hai', 'how to do CPR if someone gets a heart
  // attack': a first-aid question, with no pain told and nothing else wrong.
  // A pain of someone the class is for ('सीने के दर्द में कोई गिर जाए तो सीपीआर कैसे दें') is no pain
  // told: every pain word in what may happen, or with 'someone' and a 'then' in the five words
  // after it (not 'सीने में दर्द हो रहा है तो', a pain now).
  const thens = THEN.find(allTokens);
  const someones = SOMEONE.find(allTokens);
  const ofSomeone = (p: { end: number }) =>
    thens.some(
      (t) =>
        t.start >= p.end &&
        t.start - p.end <= 5 &&
        someones.some((o) => o.start >= p.end && o.end <= t.start),
    );
  const painMayHappen = mayHappenAt(allTokens);
  const painToCome = PAIN.find(allTokens).every((p) => painMayHappen(p) || ofSomeone(p));
  const learningCpr = CPR.has(allTokens) && LEARN_OR_IF.has(allTokens) && painToCome;
  // What the class teaches for: a heart attack, a collapse ('बेशुद्ध पडलेल्या माणसाला').
  const cprTopics = [...HYPERBOLE, 'unconscious'];
  if (learningCpr && saysNothingBut(findings, [...cprTopics, ...JOKE_COMPANIONS])) clear(cprTopics);
  if (asksAboutAFitToCome(allTokens, findings, nots)) clear(['seizure']);
  // 'कल ट्रक पलटने का एक वीडियो देखा, बताया गया ड्राइवर को दौरा पड़ा था। मुझे कोई बीमारी नहीं है':
  // a fit in a video or the news, every fit word within eight words after it and no one of ours
  // named in the four words before one, the writer well, nothing else told.
  const newsSaid = NEWS.find(allTokens);
  const people = personsNamed(allTokens);
  const fitOfTheNews = (f: { start: number }) =>
    newsSaid.some((n) => n.end <= f.start && f.start - n.end <= 8) &&
    !people.some((p) => p.end <= f.start && f.start - p.end <= 4);
  const writerWell = WELL_NOW.has(allTokens) || FIT_AND_WELL.has(allTokens);
  if (
    fits.length > 0 &&
    fits.every(fitOfTheNews) &&
    writerWell &&
    saysNothingBut(findings, ['seizure'])
  )
    clear(['seizure']);
  // 'biology practical साठी विचारतोय: फिट आलेल्या माणसाला first aid मध्ये काय करायचं': a fit asked
  // about for a class or a project, nobody of the family named, nothing else told.
  const forAClass =
    CLASS.has(allTokens) &&
    (FIRST_AID.has(allTokens) || INFO.has(allTokens) || JUST_ASKING.has(allTokens));
  // A bleeding after birth asked about for nursing studies too ('Amar bon nursing porche …
  // postpartum haemorrhage … shudhu padashona r jonyo'); the student may be named just before.
  const classWords = CLASS.find(allTokens);
  const nobodyOfOurs = personsNamed(allTokens).every((p) =>
    classWords.some((c) => c.start >= p.end && c.start - p.end <= 3),
  );
  const classTopics = ['seizure', ...PREGNANCY_BLEEDINGS];
  if (forAClass && nobodyOfOurs && saysNothingBut(findings, classTopics)) clear(classTopics);
  // '6 हफ़्ते की बेटी का टीका शनिवार को है, वो एकदम ठीक है … टीके के बाद अगर बुखार आए तो कौन सी
  // दवाई दें?': a fever that may come (every fever word after an 'if' or before a 'then'), the
  // child said to be well now, nothing else wrong. Not 'agar bukhar hai to' said of a fever now
  // without 'she is well'.
  const fevers = symptomsSaid(allTokens).filter(
    (m) => m.value === 'fever' || m.value === 'high_fever',
  );
  const feedsWell = near(MILK_MATCHER.find(allTokens), WELL_MATCHER.find(allTokens), 2);
  const wellNow =
    WELL_NOW.has(allTokens) ||
    FIT_AND_WELL.has(allTokens) ||
    JUST_ASKING.has(allTokens) ||
    feedsWell;
  const feverToCome = fevers.length > 0 && fevers.every(mayHappenAt(allTokens));
  if (feverToCome && wellNow && saysNothingBut(findings, ['fever', 'high_fever']))
    clear(['fever', 'high_fever']);
  if (asksAboutBleedingToCome(allTokens, findings)) clear(PREGNANCY_BLEEDINGS);
  // 'நெஞ்சு வலி வந்தா உடனே ஆஸ்பிரின் மெல்லணும்னு … இப்போ யாருக்கும் பிரச்சனை இல்ல': a chest pain
  // that may come (every chest-pain word after an 'if' or before a 'then'), nobody ill now, nothing
  // else told.
  const chestPains = symptomsSaid(allTokens).filter((m) => CHEST_PAINS.includes(m.value));
  const chestToCome = chestPains.length > 0 && chestPains.every(mayHappenAt(allTokens));
  const nobodyIll = NOBODY_MATCHER.has(allTokens) || JUST_ASKING.has(allTokens);
  if (chestToCome && nobodyIll && saysNothingBut(findings, [...CHEST_PAINS, ...NAMED_EVENT_SIGNS]))
    clear([...CHEST_PAINS, ...NAMED_EVENT_SIGNS]);
  // 'पति को खर्राटे आते हैं और नींद में सांस रुकती सी लगती है फिर खुद ही चलने लगती है … छह महीने
  // से': an adult's snoring with pauses in breath during sleep is sleep apnoea (a routine visit),
  // with nothing else wrong but tiredness; never in a child.
  const sleepApnoea =
    SNORE.has(allTokens) &&
    !findings.child &&
    saysNothingBut(findings, [...SLEEP_APNOEA_SIGNS, 'sleep_problems', 'fatigue', 'drowsiness']);
  if (sleepApnoea) clear(['severe_breathing_difficulty']);
  // 'sapne mein dikhyo ki unne heart attack aayo … waise bilkul theek hai': a heart attack or fit
  // seen in a dream, by someone well now, with nothing else wrong.
  const dreamt = DREAM.has(allTokens) && (WELL_NOW.has(allTokens) || FIT_AND_WELL.has(allTokens));
  if (dreamt && onlyHyperbole) clear(HYPERBOLE);
  // 'I want to die of shame haha', 'शर्म से मर जाऊं': every wish to die said is a figure of
  // speech. The plan readings that come after (a means, a goodbye) still count.
  const idioms = IDIOM.find(allTokens);
  const wishes = symptomsSaid(allTokens).filter((m) => m.value === 'suicidal_thoughts');
  const figurative = (m: { start: number; end: number }) =>
    idioms.some((i) => i.end >= m.start - 3 && i.start <= m.end + 2);
  if (wishes.length > 0 && wishes.every(figurative)) clear(['suicidal_thoughts']);
  // 'খবরে দেখলাম একটা বাচ্চা আত্মহত্যা করেছে। আমার ছেলে ১৫ … কী লক্ষণ দেখব?': a suicide in a news
  // story, asked about to know the signs: every suicide word within four words after a news word,
  // a question about signs (not 'what do I do', which a person at risk asks too), nothing else
  // wrong but low mood or worry. The plan readings that come after still count.
  const onlyMood = saysNothingBut(findings, ['suicidal_thoughts', 'low_mood', 'anxiety_worry']);
  if (wishes.length > 0 && onlyMood && SIGNS_OF.has(allTokens)) {
    const newsEnds = NEWS.find(allTokens).map((m) => m.end);
    const ofTheNews = (m: { start: number }) =>
      newsEnds.some((end) => m.start >= end && m.start - end <= 4);
    if (wishes.every(ofTheNews)) clear(['suicidal_thoughts']);
  }
  // 'ਕਿਸਾਨਾਂ ਦੀਆਂ ਖ਼ੁਦਕੁਸ਼ੀਆਂ ਵਧ ਰਹੀਆਂ … ਜਾਗਰੂਕਤਾ ਕੈਂਪ … ਕਿਹੜਾ ਹੈਲਪਲਾਈਨ ਨੰਬਰ', 'don shetkaryanni
  // aatmahatya keli. Mi gram panchayat sadasya … Mala swatahla asa kahi vatat nahi': a community's
  // suicides, asked about by someone organising help for it. Every suicide word within three words
  // after the community named (farmers, students); an awareness camp, meeting or union named; the
  // topic marked as one — told in the news, 'about' it, 'I am fine' or 'not me' — and nothing
  // else wrong but low mood or worry. The plan readings that come after still count.
  if (wishes.length > 0 && onlyMood && OUTREACH.has(allTokens)) {
    const communities = COMMUNITY.find(allTokens);
    const ofACommunity = (m: { start: number }) =>
      communities.some((c) => c.end <= m.start && m.start - c.end <= 3);
    const abouts = ABOUT.find(allTokens);
    const aTopic =
      NEWS.has(allTokens) ||
      NOT_ME.has(allTokens) ||
      FIT_AND_WELL.has(allTokens) ||
      wishes.some((m) => abouts.some((a) => a.start === m.end));
    if (aTopic && wishes.every(ofACommunity)) clear(['suicidal_thoughts']);
  }
  // 'Humare kutte ko kal raat fit aaya tha … kya vet Sunday ko khula hota hai?', 'snake bit our
  // cow, where is the animal hospital': an animal's illness, asked about for a vet (or told just
  // after the animal, 'the neighbour's dog had seizures'), each sign
  // within five words of the animal and no person named in the four words before it (not 'mummy
  // ko fit aa raha hai, kutte ko vet ke paas le jana tha'), nothing told but what an animal may
  // have. Never with an animal's bite, unless a snake bit the animal ('kutta nai saanp kaatyo').
  const animalBit = (has('dog_bite') || has('other_animal_bite')) && !has('snake_bite');
  if (ANIMAL.has(allTokens) && !animalBit) {
    const animals = ANIMAL.find(allTokens);
    // Not epilepsy named as the writer's own illness ('எனக்கே ஃபிட்ஸ் இருக்கு', I have fits myself).
    const illnesses = EPILEPSY_ILLNESS.find(allTokens);
    const signs = symptomsSaid(allTokens).filter(
      (m) =>
        ANIMAL_ILLS.includes(m.value) &&
        !illnesses.some((n) => n.start <= m.start && n.end >= m.end),
    );
    const persons = personsNamed(allTokens);
    // 'Bhaiya ke kutta ke jhatka': a person with the animal between is its owner.
    const ofAPerson = (m: { start: number }) =>
      persons.some(
        (p) =>
          p.end <= m.start &&
          m.start - p.end <= 4 &&
          !animals.some((a) => a.start >= p.end && a.end <= m.start),
      );
    // Without a vet named, the animal must be what each sign is told of ('the dog had seizures').
    const toldOfIt = (m: { start: number }) =>
      VET.has(allTokens) || animals.some((a) => a.end <= m.start && m.start - a.end <= 4);
    // With a vet named the story may run on ('our dog has epilepsy and had a one-minute fit',
    // 'भैंस ने कल बच्चा दिया है और उसके बाद से थोड़ा खून').
    const window = VET.has(allTokens) ? 12 : 5;
    const ofTheAnimal = signs.every(
      (m) => near([m], animals, window) && !ofAPerson(m) && toldOfIt(m),
    );
    const animalIlls = [...ANIMAL_ILLS, 'dog_bite', 'other_animal_bite'];
    const told =
      signs.length > 0 && ofTheAnimal && saysNothingBut(findings, [...animalIlls, ...OWNER_OWN]);
    if (told) clear(animalIlls.filter(has));
  }
  // 'the insurance form asks any history of seizures, stroke or heart attack; my uncle had a
  // stroke years ago', "school form mein 'history of seizures' mein kya likhun?": a form's
  // question about the past, with a heart attack or stroke only named, no pain, and nothing
  // 'sudden', 'again' or 'today' near a fit or an event (not 'papa ko abhi stroke hua, insurance
  // form me history column').
  if (FORM.has(allTokens) && HISTORY.has(allTokens) && !PAIN.has(allTokens)) {
    const names = HEART_STROKE_NAME.find(allTokens);
    const signs = symptomsSaid(allTokens).filter((m) => FORM_HISTORY.includes(m.value));
    // A sign read across a name ('stroke or heart attack', 'had a stroke') is the name's.
    const named = (m: { value: string; start: number; end: number }) =>
      m.value === 'seizure' || names.some((n) => n.start < m.end && m.start < n.end);
    const onlyNamed = saysNothingBut(findings, FORM_HISTORY) && signs.every(named);
    if (onlyNamed && !near(signs, freshWords(allTokens), 6)) clear(FORM_HISTORY);
  }
  // 'patang chagavi, have gardan ane khabho akdai gaya chhe … biji koi taklif nathi': a stiff neck
  // alone in an adult is a strained neck; meningitis brings fever, headache, vomiting, drowsiness
  // or confusion with it (NHS), and in a child it is always read as told.
  const grownUp =
    !findings.child && (findings.ageMonths === undefined || findings.ageMonths >= 192);
  if (has('stiff_neck') && grownUp && !MENINGISM_COMPANIONS.some(has)) {
    clear(['stiff_neck']);
    findings.symptoms.set('neck_pain', true);
  }
  // 'Aaj pahila beri 5 km daudni, aakhir me saans phool gail … sab normal ho gail': breath lost on
  // a run or a climb, settled with rest (a 'well', 'normal again' after the last breath word), with
  // nothing else but a racing heart, sweat or tiredness; never with blue lips or chest pain.
  const breaths = symptomsSaid(allTokens).filter((m) => BREATHING_TROUBLE.includes(m.value));
  const firstBreath = Math.min(...breaths.map((m) => m.start));
  const ranFirst = [...EXERCISE.find(allTokens), ...RUN.find(allTokens)].some(
    (m) => m.start < firstBreath,
  );
  const settledAfter = ENDED_WELL.find(allTokens).some((m) => m.start > lastStart(breaths));
  const onlyWinded = saysNothingBut(findings, [
    ...BREATHING_TROUBLE,
    'palpitations',
    'sweating',
    'fatigue',
  ]);
  if (breaths.length > 0 && ranFirst && settledAfter && onlyWinded)
    clear([...BREATHING_TROUBLE, 'palpitations']);
  // 'ঘুমের মধ্যে … হাত-পা চমকে ওঠে … জেগে থাকলে দিব্যি হাসে, দুধ খায় … দিদা বলছে খিঁচুনি, আমার মনে হয়
  // শুধু চমকানো': a baby's startle in sleep, 'fit' only as another's word for it, the baby feeding
  // or well awake, nothing else told.
  const saidBy = SAYS.find(allTokens);
  const fitsCalled = symptomsSaid(allTokens).filter((m) => m.value === 'seizure');
  const onlyTheirWord =
    fitsCalled.length > 0 &&
    fitsCalled.every((m) => saidBy.some((w) => Math.abs(w.start - m.end) <= 3));
  const startleInSleep = STARTLE.has(allTokens) && IN_SLEEP.has(allTokens);
  const wellAwake = MILK_MATCHER.has(allTokens) || WELL_MATCHER.has(allTokens);
  if (
    onlyTheirWord &&
    startleInSleep &&
    wellAwake &&
    saysNothingBut(findings, ['seizure', 'pregnant'])
  )
    clear(['seizure']);
  const onScreen = aboutFiction(allTokens, findings, nots);
  if (onScreen) clear(ON_SCREEN);
  clearBiteLookAlikes(allTokens, nots, findings);
  return onScreen;
}

/**
 * A heart attack or stroke only named ('लकवा से बचने को क्या करे'): every sign read lies inside a
 * name of the event, nothing else is wrong but a reading told, and nothing came on suddenly.
 */
function onlyNamedEvent(allTokens: string[], findings: MessageFindings, nots: number[]): boolean {
  return signsOnlyNamed(allTokens, findings, nots) && !saysSudden(allTokens);
}

/** Every heart attack or stroke sign read lies inside a name of the event; nothing else is wrong but a reading. */
function signsOnlyNamed(allTokens: string[], findings: MessageFindings, nots: number[]): boolean {
  // The worry of it ('ए ज चिंता थाय') may be told too.
  // So may the sun a heatstroke is named after ('how is heatstroke different from a stroke?').
  const alsoTold = ['high_bp_reading', 'high_sugar_reading', 'anxiety_worry', 'heat_exposure'];
  if (!saysNothingBut(findings, [...NAMED_EVENT_SIGNS, ...alsoTold])) return false;
  return HEART_STROKE_NAME.has(allTokens) && eventSignsInNames(allTokens, nots);
}

/** Every heart attack or stroke sign said (not denied) lies inside a name of the event. */
function eventSignsInNames(allTokens: string[], nots: number[]): boolean {
  const names = HEART_STROKE_NAME.find(allTokens);
  return symptomsSaid(allTokens)
    .filter((m) => NAMED_EVENT_SIGNS.includes(m.value) && !denied(m, nots, allTokens))
    .every((m) => names.some((n) => n.start <= m.start && n.end >= m.end));
}

/**
 * A heart attack or stroke only named, told as past: its signs only inside its names, no
 * 'suddenly', 'again' or 'today' within six words of a name (not 'was fine, now suddenly a stroke
 * again'; 'walks 30 minutes daily' further on is no sudden onset), and either long ago with a
 * question about signs or 'well now', 'recovered' said after the last name, or in the news.
 */
function namedAsPast(
  allTokens: string[],
  findings: MessageFindings,
  nots: number[],
  longAgo: boolean,
): boolean {
  if (!signsOnlyNamed(allTokens, findings, nots)) return false;
  const names = HEART_STROKE_NAME.find(allTokens);
  if (near(names, freshWords(allTokens), 6)) return false;
  if (NEWS.has(allTokens)) return true;
  // 'What is heatstroke and how is it different from a brain stroke? … which signs to watch for':
  // what the illness is, asked with its signs, and no one named just before a name.
  const persons = personsNamed(allTokens);
  const ofSomeone = names.some((n) =>
    persons.some((p) => p.end <= n.start && n.start - p.end <= 4),
  );
  // Or asked only to know ('फक्त माहितीसाठी विचारतोय').
  const toKnow = SIGNS_OF.has(allTokens) || INFO.has(allTokens) || JUST_ASKING.has(allTokens);
  if (DEFINITION.has(allTokens) && toKnow && !ofSomeone) return true;
  if (!longAgo) return false;
  const lastName = lastStart(names);
  const endsWell = ENDED_WELL.find(allTokens).some((m) => m.start > lastName);
  return endsWell || SIGNS_OF.has(allTokens) || INFO.has(allTokens);
}

/**
 * A heart attack or stroke named as the past: what someone died of ('ਪਿਤਾ ਜੀ 55 ਸਾਲ ਦੀ ਉਮਰ 'ਚ ਦਿਲ
 * ਦੇ ਦੌਰੇ ਨਾਲ ਪੂਰੇ ਹੋ ਗਏ … ਢਿੱਡ ਦੇ ਉੱਤੇ ਜਲਣ', 'news: a 30-year-old died of a heart attack in the
 * gym'), or the time counted from ('हार्ट अटैक के बाद से खून पतला करने की गोली … पेशाब में लाल
 * रंग', 'since his stroke'). Each sign is cleared only when every word of it lies inside such a
 * name (the writer's own 'chest pain' stays), and never with 'suddenly', 'again' or 'today' near a
 * name ('had a heart attack after lunch' names no past: 'after' must come before the name).
 */
function clearNamedPast(allTokens: string[], nots: number[], findings: MessageFindings): void {
  if (!NAMED_EVENT_SIGNS.some((id) => findings.symptoms.get(id) === true)) return;
  const names = HEART_STROKE_NAME.find(allTokens);
  const deaths = DEATH.find(allTokens);
  const afters = AFTER_EVENT.find(allTokens);
  const sinces = SINCE_EVENT.find(allTokens);
  const past = names.filter(
    (n) =>
      near([n], deaths, 4) ||
      afters.some((a) => a.start >= n.end && a.start - n.end <= 2) ||
      sinces.some((b) => b.end <= n.start && n.start - b.end <= 2),
  );
  if (past.length === 0) return;
  const fresh = freshWords(allTokens);
  if (near(names, fresh, 4)) return;
  const signs = symptomsSaid(allTokens).filter(
    (m) => NAMED_EVENT_SIGNS.includes(m.value) && !denied(m, nots, allTokens),
  );
  // A sign that begins with the name ('ஸ்ட்ரோக் வந்ததுல': the stroke came) is the name's.
  const inPast = (m: { start: number }) => past.some((n) => n.start <= m.start && m.start < n.end);
  for (const id of NAMED_EVENT_SIGNS) {
    const said = signs.filter((m) => m.value === id);
    if (said.length > 0 && said.every(inPast)) findings.symptoms.delete(id);
  }
}

/**
 * 'Suddenly', 'again', 'today': words that make an event told beside them one happening now. Not
 * the 'now' of 'now she is well' ('ಈಗ ಚೆನ್ನಾಗಿ ಇದ್ದಾಳೆ').
 */
function freshWords(allTokens: string[]) {
  // Not the 'again' of 'pregnant again' ('फेर पेट सूं है'), nor the 'now' of 'well now' or of
  // 'now it has stopped' ('ఇప్పుడు పూర్తిగా ఆగిపోయింది').
  const within = [...ENDED_WELL.find(allTokens), ...NEXT_PREGNANCY.find(allTokens)];
  const stops = STOPPED_MATCHER.find(allTokens);
  return [...SUDDEN.find(allTokens), ...AGAIN.find(allTokens), ...RECENT.find(allTokens)].filter(
    (m) =>
      !within.some((w) => (w.start <= m.start && w.end >= m.end) || w.start === m.end) &&
      !stops.some((st) => st.start >= m.end && st.start - m.end <= 1),
  );
}

/** Is the word denied: a 'not' just before or just after it ('did not bite', 'काटल नइखे'), or joined on? */
function denied(m: { start: number; end: number }, nots: number[], tokens: string[]): boolean {
  return (
    nots.some((at) => at === m.start - 1 || at === m.end) ||
    endsInJoinedNot(tokens[m.end - 1] ?? '')
  );
}

/** Where the last of the matches starts, or -1. */
const lastStart = (matches: { start: number }[]) => Math.max(-1, ...matches.map((m) => m.start));

/**
 * Bites that did not happen: a thorn, a rope seen as a snake, a first-aid question asked ahead,
 * a snake only seen or dreamt of, a bite denied, 'nobody is bitten'.
 */
function clearBiteLookAlikes(allTokens: string[], nots: number[], findings: MessageFindings): void {
  const has = (id: string) => findings.symptoms.get(id) === true;
  const clear = (ids: string[]) => ids.forEach((id) => findings.symptoms.delete(id));
  const snakes = SNAKE.find(allTokens);
  const bites = BITE.find(allTokens);
  // 'पहले डर गए कि साँप ने काटा, पर बबूल का काँटा निकला': a thorn said last, with no sign of
  // venom; not 'she says it's just a thorn but we saw the snake', and never with two puncture
  // marks ('कांटो लाग्यो … दो छोटा छेद'): a bite taken for a thorn is how krait bites are missed.
  const lastThorn = lastStart(THORN.find(allTokens));
  // A snake only thought of ('got scared thinking snake') is not one seen after the thorn.
  const thoughtOf = (m: { start: number }) =>
    THOUGHT.find(allTokens).some((s) => s.end === m.start || s.end === m.start - 1);
  const snakeAfter = snakes.some(
    (m) =>
      m.start > lastThorn && !nots.some((at) => at >= m.start && at <= m.end + 3) && !thoughtOf(m),
  );
  // Not a length ('2 cm deep').
  const twos = TWO.find(allTokens).filter((m) => !KB.lengthUnits.has(allTokens[m.end] ?? ''));
  const fangMarks = near(twos, MARK.find(allTokens), 3, true);
  if (lastThorn >= 0 && !snakeAfter && !fangMarks && !VENOM_SIGNS.some(has)) clear(BITE_EVENTS);
  // 'do chhote nishaan ne. Saap nahi si, main khud kikkar da kanda kadhya': marks, but every snake
  // word denied right after it and the thorn taken out; not with a sign of venom or a doubt
  // ('pata nahi saanp tha ya nahi').
  const snakesDenied =
    snakes.length > 0 && snakes.every((m) => nots.some((at) => at >= m.end && at <= m.end + 1));
  if (lastThorn >= 0 && snakesDenied && !VENOM_SIGNS.some(has) && !UNSURE.has(allTokens))
    clear(BITE_EVENTS);
  // 'saw a snake in the store room, but it was just an old rope': a snake only seen, a rope said
  // after it, nothing bit and no sign of venom (not 'bitten, we tied a rope above it').
  const lastSnake = lastStart(snakes);
  const ropeAfter = ROPE_SEEN.find(allTokens).some((m) => m.start > lastSnake);
  const onlySeen = SEEN.has(allTokens) && bites.length === 0 && !VENOM_SIGNS.some(has);
  if (lastSnake >= 0 && ropeAfter && onlySeen) clear(['snake_bite']);
  // 'paambu kadichu netru, hospital la oosi pottanga, ipo nalla irukan': a snake bite of a day or
  // more ago, treated in hospital, the person well now, no sign of venom told.
  const over = () =>
    DAYS_AGO.has(allTokens) && HOSPITAL_TREATED.has(allTokens) && WELL_NOW.has(allTokens);
  if (has('snake_bite') && !VENOM_SIGNS.some(has) && over()) clear(['snake_bite']);
  // 'गली के कुकुर काट लेलस, दू गो दाँत के निसान': a dog's tooth marks, no snake named, no venom sign.
  if (has('dog_bite') && snakes.length === 0 && !VENOM_SIGNS.some(has)) clear(['snake_bite']);
  // 'साँप काटने पर प्राथमिक उपचार क्या है? अगले हफ़्ते ट्रेकिंग': a first-aid question about a bite
  // that may happen, with nothing else wrong.
  // Not 'saanp ne kaata … kaatne par first aid?': a bite word outside the 'if it bites' is a bite.
  // 'what should we do if someone gets bitten by a snake': an 'if' up to four words before the
  // bite, or a 'then' just after it ('karde to'), makes it one that may happen too.
  const maybe = HYPOTHETICAL.find(allTokens);
  const mayHappen = mayHappenAt(allTokens);
  const biteSaid = bites.some((b) => !mayHappen(b));
  const onlyEvents = saysNothingBut(findings, EVENTS);
  const asksFirstAid = FIRST_AID.has(allTokens) || INFO.has(allTokens);
  const hypothetical = maybe.length > 0 || bites.length > 0;
  if (asksFirstAid && hypothetical && !biteSaid && onlyEvents) clear(EVENTS);
  // 'ফার্স্ট এইড ক্লাস হচ্ছে, আমাকে সাপের কামড় নিয়ে একটু বলতে বলেছে। কামড়ের জায়গায় দড়ি বাঁধা উচিত কি
  // না': a first-aid class or talk about bites, nobody named, nothing else wrong, no sign of venom.
  // 'Mara dikra e school project ma …': the child whose project or play it is may be named.
  const classes = CLASS.find(allTokens);
  const nobodyNamed = personsNamed(allTokens).every((p) =>
    classes.some((c) => c.start >= p.end && c.start - p.end <= 3),
  );
  const asksToKnow = FIRST_AID.has(allTokens) || INFO.has(allTokens) || JUST_ASKING.has(allTokens);
  const teaching = CLASS.has(allTokens) && asksToKnow;
  if (teaching && nobodyNamed && onlyEvents && !VENOM_SIGNS.some(has)) clear(EVENTS);
  // 'கனவுல பாம்பு கடிச்சுது, முழிச்சா ஒண்ணும் இல்ல': a dream; 'a rat snake went near my feet but
  // did not bite': every bite word denied; 'a snake crawled through the garden, it did nothing to
  // anyone', 'found a snake's shed skin': a snake that touched nobody, with nothing else wrong. Never with puncture marks, a
  // sign of venom or a doubt ('not sure whether it bit'); not a snake merely seen ('we saw it was
  // a snake going away' is how a bite is told).
  const nobodies = NOBODY.find(allTokens).map((m) => m.end);
  const biteDenied = (b: { start: number; end: number }) =>
    denied(b, nots, allTokens) || nobodies.some((end) => end <= b.start && b.start - end <= 1);
  const noBite =
    (DREAM.has(allTokens) && onlyEvents) ||
    (bites.length > 0 && bites.every(biteDenied)) ||
    (bites.length === 0 && onlyEvents && (NOBODY.has(allTokens) || SHED_SKIN.has(allTokens)));
  if (has('snake_bite') && noBite && !fangMarks && !VENOM_SIGNS.some(has) && !UNSURE.has(allTokens))
    clear(BITE_EVENTS);
  // 'मेरे नाना के पैर पर बरसों पुराना सांप काटने का निशान है', 'ભાઈના પગ પર દસ વર્ષ જૂનો સાપ
  // કરડ્યાનો ડાઘ': the old mark or scar of a bite, with no sign of venom (not two marks).
  const oldMark = near(OLD.find(allTokens), [...MARK.find(allTokens), ...SCAR.find(allTokens)], 5);
  if (has('snake_bite') && oldMark && !fangMarks && !VENOM_SIGNS.some(has)) clear(BITE_EVENTS);
  // 'gaon me ek aadmi ke saanp kaat lelas aa mar gail, suna. hamni khet me jaani, ka savdhani
  // rakhi?': a bite heard of, to someone who died of it, told before a question about care to
  // take, with nothing else wrong.
  // Or heard of, to someone who recovered ('…hospital la nela ani to pura bara zala').
  const heardOfADeath = () =>
    HEARSAY.has(allTokens) &&
    (near(bites, DEATH.find(allTokens), 8) ||
      ENDED_WELL.find(allTokens).some((m) => m.start > lastStart(bites)));
  const asksCare = () => PRECAUTION.has(allTokens) || PREVENT.has(allTokens) || asksFirstAid;
  if (has('snake_bite') && onlyEvents && !VENOM_SIGNS.some(has) && heardOfADeath() && asksCare())
    clear(EVENTS);
  // 'Nobody is bitten, just asking': the event named has happened to no one.
  if (NOBODY_MATCHER.has(allTokens)) clear(EVENTS.filter(has));
}

/**
 * Is the event said at this place one that may happen: inside a 'what if' phrase, up to four words
 * after an 'if', or just before a 'then' ('saanp kaat le to', 'लोई आवे तो')?
 */
function mayHappenAt(allTokens: string[]): (at: { start: number; end: number }) => boolean {
  const maybe = HYPOTHETICAL.find(allTokens);
  const ifs = IF.find(allTokens);
  const thens = THEN.find(allTokens);
  return (b) =>
    maybe.some((m) => b.start >= m.start && b.start < m.end) ||
    ifs.some((i) => i.end <= b.start && b.start - i.end <= 4) ||
    thens.some((t) => t.start >= b.end && t.start - b.end <= 1);
}

/**
 * 'गरभ रे टैम लोई आवे तो कद अस्पताल जावणो? … बस पूछूं हूं': bleeding in pregnancy asked about as
 * what may happen (every bleeding word after an 'if' or before a 'then'), with 'just asking', 'nobody
 * is ill' or a request for information, and nothing else told.
 */
function asksAboutBleedingToCome(allTokens: string[], findings: MessageFindings): boolean {
  const bleedings = BLEEDING_MATCHER.find(allTokens);
  if (bleedings.length === 0 || !bleedings.every(mayHappenAt(allTokens))) return false;
  const asking = JUST_ASKING.has(allTokens) || NOBODY_MATCHER.has(allTokens) || INFO.has(allTokens);
  return asking && saysNothingBut(findings, [...PREGNANCY_BLEEDINGS, 'pregnant']);
}

/**
 * 'padosi ko mirgi h, agar daura pade to kya karna chahiye? pehle se jaan lena chahti hu': what to
 * do if a fit comes, asked to know beforehand, with nothing else wrong. Every fit told is one that
 * may come ('agar … pade to') or epilepsy named as someone's illness; not 'abhi daura pada, agar
 * phir aaye to kya karein' (one has come).
 */
function asksAboutAFitToCome(
  allTokens: string[],
  findings: MessageFindings,
  nots: number[],
): boolean {
  const onlyFits = saysNothingBut(findings, ['seizure']);
  if (!onlyFits || !INFO.has(allTokens)) return false;
  const ifs = IF.find(allTokens);
  const thens = THEN.find(allTokens);
  const names = EPILEPSY_NAME.find(allTokens);
  const fits = symptomsSaid(allTokens).filter((m) => m.value === 'seizure');
  const mayCome = (m: { start: number; end: number }) =>
    ifs.some((i) => i.end <= m.start && m.start - i.end <= 4) ||
    thens.some((t) => t.start >= m.end && t.start - m.end <= 2);
  const named = (m: { start: number; end: number }) =>
    names.some((n) => n.start >= m.start && n.end <= m.end) && m.end - m.start <= 2;
  // 'আমার … জীবনে কোনোদিন খিঁচুনি হয়নি' (never had a fit in my life): a fit denied is none.
  const denied = (m: { end: number }) => nots.some((at) => at >= m.end && at <= m.end + 3);
  // 'mirgi h, agar daura pade to': the fit that may come is not always a fit word of its own.
  const asked = fits.some(mayCome) || ifs.length > 0;
  return asked && fits.length > 0 && fits.every((m) => mayCome(m) || named(m) || denied(m));
}

/**
 * The symptom phrases and lexicon words of a message, found once: the readings ask for them many
 * times, and the tokens do not change while findings are cleared.
 */
const SYMPTOMS_SAID = new WeakMap<string[], ReturnType<typeof KB.symptomMatcher.find>>();
const LEXICON_SAID = new WeakMap<string[], ReturnType<typeof KB.lexiconMatcher.find>>();
function symptomsSaid(allTokens: string[]) {
  let found = SYMPTOMS_SAID.get(allTokens);
  if (!found) SYMPTOMS_SAID.set(allTokens, (found = KB.symptomMatcher.find(allTokens)));
  return found;
}
function lexiconSaid(allTokens: string[]) {
  let found = LEXICON_SAID.get(allTokens);
  if (!found) LEXICON_SAID.set(allTokens, (found = KB.lexiconMatcher.find(allTokens)));
  return found;
}

/**
 * 'Last year', 'last month' said as a time past. Not 'for the last 2 months' (how long, up to
 * now): no 'the' or 'for' before it, no number read across inside it.
 */
export function lastTimeSaid(tokens: string[]) {
  return timePastSaid(LAST_YEAR, tokens);
}

/** A time-past phrase ('last year', 'last week') not said as how long up to now. */
function timePastSaid(matcher: typeof LAST_YEAR, tokens: string[]) {
  return matcher
    .find(tokens)
    .filter(
      (m) =>
        !['the', 'for', 'past'].includes(tokens[m.start - 1] ?? '') &&
        !tokens.slice(m.start, m.end).some((t) => /^\d/.test(t)),
    );
}

/** The people named: a woman, a man, a child ('wife', 'papa', 'beta'). */
function personsNamed(allTokens: string[]) {
  return lexiconSaid(allTokens).filter((w) => ['female', 'male', 'child'].includes(w.value.kind));
}

/** Whether every symptom said (not denied) is one of these. */
function saysNothingBut(findings: MessageFindings, ids: readonly string[]): boolean {
  return [...findings.symptoms].every(([id, present]) => !present || ids.includes(id));
}

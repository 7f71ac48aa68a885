import { JOINED_NEGATION_ENDINGS } from '../knowledge/absent-functions';
import { PAIN_WORDS } from '../knowledge/body-part-pain';
import type { LexiconWord } from './knowledge-index';
import type { PhraseMatch, PhraseMatcher } from './phrase-matcher';
import { normalize } from './text';

/** Where negations stand in a clause, and what they deny. Pure. */

/** Where the clause's negation words ('not', 'नहीं', 'இல்லை') start. */
export function negationStarts(words: PhraseMatch<LexiconWord>[]): number[] {
  return words
    .filter((w) => w.value.kind === 'negationBefore' || w.value.kind === 'negationAfter')
    .map((w) => w.start);
}

/** Does the clause use one of the matcher's words with no 'not' right after it ('sust nahi hai')? */
export function saysUndenied(
  matcher: PhraseMatcher<true>,
  tokens: string[],
  words: PhraseMatch<LexiconWord>[],
): boolean {
  const nots = negationStarts(words);
  const befores = words.filter((w) => w.value.kind === 'negationBefore').map((w) => w.start);
  // English 'without' only comes before what it denies: 'bleeding without pain' is bleeding.
  const afterOnly = nots.filter((at) => !ONLY_BEFORE.has(tokens[at] ?? ''));
  // A 'not' right before, or after it across only auxiliaries and 'at all' words ('khoon nahi aa
  // raha', 'sust bilkul nahi'): in 'ರಕ್ತ ಆಗಿದೆ ನೋವು ಇಲ್ಲ' the 'not' is the pain's.
  const denies = (m: PhraseMatch<true>, at: number) =>
    at === m.start - 1 ||
    // 'not even filling a pad': 'not even' covers the few words after it.
    (tokens[at + 1] === 'even' && at < m.start && m.start - at <= 4) ||
    // 'no pain or bleeding': a 'no' a few words before, across only 'or', 'pain' and 'any'.
    (befores.includes(at) &&
      at < m.start &&
      m.start - at <= 4 &&
      tokens.slice(at + 1, m.start).every((t) => CONJUNCTIONS.has(t) || PAIN_OR_ANY.has(t))) ||
    (at >= m.end &&
      at <= m.end + 2 &&
      afterOnly.includes(at) &&
      tokens.slice(m.end, at).every((t) => AT_ALL.has(t) || AUXILIARIES.has(t))) ||
    // 'खून-पानी कुछ ना': a short list closed by 'nothing' shares its 'not'.
    (at > m.end && at <= m.end + 3 && afterOnly.includes(at) && AT_ALL.has(tokens[at - 1] ?? ''));
  return matcher.find(tokens).some((m) => !nots.some((at) => denies(m, at)));
}

/**
 * 'Without' in the Indian languages: it covers what follows up to its closing postposition
 * ('बिना दर्द के', 'ਬਿਨਾਂ ਪੀੜ ਤੋਂ').
 */
export const INDIC_WITHOUT = new Set(
  ['बिना', 'bina', 'ਬਿਨਾਂ', 'ਬਿਨਾ', 'बेगर', 'begar'].map(normalize),
);

/** Negations that deny only what follows them ('without pain'), never what comes before. */
const ONLY_BEFORE = new Set([...INDIC_WITHOUT, 'without']);

/** 'At all', 'is', 'even': words that may stand between a danger sign and its denial. */
export const AT_ALL = new Set(
  [
    'at',
    'all',
    'any',
    'is',
    'was',
    'bilkul',
    'bhi',
    'also',
    'either',
    'even',
    'ਵੀ',
    'પણ',
    'पण',
    'तबो',
    'भि',
    'to',
    'hi',
    'hai',
    'है',
    'भी',
    'तो',
    'त',
    'ही',
    'बिल्कुल',
    'बिलकुल',
    'अजिबात',
    'ਬਿਲਕੁਲ',
    'একদম',
    'একেবারে',
    'எதுவும்',
    'ఏమీ',
    'ಏನೂ',
    'બિલકુલ',
    'જરાય',
    // Topic particles and 'any': 'ਦਰਦ ਤਾਂ ਕੋਈ ਨੀ', 'bukhar to koi nahi', 'জ্বর তো নেই'.
    'ਤਾਂ',
    'ਕੋਈ',
    'koi',
    'कोई',
    'তো',
    'તો',
    'કોઈ',
    'तर',
    // 'Anything': 'ঘাম বা শ্বাসকষ্ট কিছু নেই', 'સોજો કંઈ નથી', 'कुछ नहीं'.
    'কিছু',
    'કંઈ',
    'કશું',
    'कुछ',
    'कुछु',
    'कुछो',
    'कुछुओ',
    'kuchho',
    'kuchhu',
    'काही',
    'कीं',
    'ਕੁਝ',
    // The same typed in Latin letters: 'raktham noppi emi levu', 'rokto kichhu nei'.
    'emi',
    'emee',
    'edhuvum',
    'ethuvum',
    'enu',
    'enoo',
    'kichhu',
    'kichu',
    'kuch',
    'kuchh',
    'kai',
    'kashu',
    'kahi',
    'kaahi',
    'kujh',
    // 'Etcetera': 'ਦੌਰਾ ਵਗੈਰਾ ਕੁਝ ਨਹੀਂ'.
    'ਵਗੈਰਾ',
    'वगैरा',
    'वगैरह',
    'etc',
  ].map(normalize),
);

/** Verbs of being, coming and happening that sit between a symptom and its 'not'. */
export const AUXILIARIES = new Set(
  [
    'hai',
    'ho',
    'hua',
    'hui',
    'aaya',
    'aayi',
    'aya',
    'raha',
    'rahi',
    'है',
    'हो',
    'हुआ',
    'हुई',
    'आया',
    'आई',
    'आयी',
    'रहा',
    'रही',
    'होत',
    'होती',
    'होतो',
    'येत',
    'आला',
    'आली',
    'झाला',
    'झाली',
    'आहे',
    'आवै',
    'हुयो',
    'बा',
    'भइल',
    'आइल',
    'ਹੈ',
    'ਹੋ',
    'ਹੋਇਆ',
    'ਆਇਆ',
    'ਰਿਹਾ',
    'ਰਹੀ',
    'আছে',
    'হচ্ছে',
    'হয়',
    'হয়েছে',
    'হল',
    'আসছে',
    'এসেছে',
    'இருக்கு',
    'வருது',
    'வந்துச்சு',
    'ఉంది',
    'అయింది',
    'వచ్చింది',
    'వస్తోంది',
    'ಆಗಿದೆ',
    'ಬಂದಿದೆ',
    'ಇದೆ',
    'ಬರುತ್ತಿದೆ',
    'છે',
    'થયું',
    'થઈ',
    'થાય',
    'આવ્યો',
    'આવી',
  ].map(normalize),
);

/** 'And', 'or': symptoms joined by them share a negation ('no cough or fever'). */
export const CONJUNCTIONS = new Set(
  [
    'and',
    'or',
    'nor',
    'aur',
    'ya',
    'ni',
    'और',
    'या',
    'व',
    'आणि',
    'किंवा',
    'अउर',
    'आ',
    'अर',
    'भा',
    'bha',
    'ਅਤੇ',
    'ਜਾਂ',
    'ও',
    'এবং',
    'বা',
    'அல்லது',
    'மற்றும்',
    'మరియు',
    'లేదా',
    // 'ఛాతీ నొప్పి గానీ ఆయాసం గానీ లేదు': neither … nor.
    'గానీ',
    'గాని',
    'gaani',
    'ಮತ್ತು',
    'ಅಥವಾ',
    'અને',
    'કે',
    'any',
    'koi',
    'कोई',
  ].map(normalize),
);

/** Words that may stand in a denied list besides symptoms: 'no pain or bleeding', 'कुछ नहीं'. */
export const PAIN_OR_ANY = new Set([...PAIN_WORDS.map(normalize), ...AT_ALL]);

/** Does the word carry a 'not' joined on ('ಬರುತ್ತಿಲ್ಲ', 'வீங்கல', 'আসেনি')? */
export function endsInJoinedNot(token: string): boolean {
  return JOINED_NEGATION_ENDINGS.some(
    (ending) => token.endsWith(ending) && token.length > ending.length + 1,
  );
}

/**
 * Verbs of getting better: 'बुखार उतर नहीं रहा', 'ज्वर कमी होत नाही', 'காய்ச்சல் குறையல' say the
 * symptom goes ON, so a negation next to them denies nothing.
 */
const SUBSIDING = [
  'utar',
  'kam',
  'ruk',
  'theek',
  'thik',
  'ghat',
  'stop',
  'better',
  'reduc',
  'subsid',
  'improv',
  'going down',
  'उतर',
  'कम',
  'रुक',
  'ठीक',
  'घट',
  'थम',
  'जा',
  'उतरत',
  'ਉਤਰ',
  'ਘੱਟ',
  'ਠੀਕ',
  'ਰੁਕ',
  'কম',
  'কমছে',
  'সার',
  'ছাড়ছে',
  'குறைய',
  'குறைஞ்',
  'நிக்க',
  'சரியா',
  'తగ్గ',
  'ಕಡಿಮೆ',
  'ಇಳಿ',
  'ಕಮ್ಮಿ',
  'ઉતર',
  'ઓછ',
  'મટ',
  'ઘટ',
  'कमी',
  'बरा',
  // Stopping: 'daura band nahi ho raha' is a fit that goes on, not a denied fit.
  'band',
  'बंद',
  'ਬੰਦ',
  'বন্ধ',
  'থাম',
  'બંધ',
  'અટક',
  'थांब',
  'ನಿಲ್ಲ',
  'ఆగ',
  'நின்',
].map(normalize);
/** Does the word say the symptom is getting better ('ruk', 'थांब', 'குறைய')? */
export const isSubsiding = (token: string) => SUBSIDING.some((stem) => token.startsWith(stem));

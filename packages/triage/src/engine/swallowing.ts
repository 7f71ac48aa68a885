import { POISONOUS_WORDS, STORING_WORDS } from '../knowledge/look-alike-words';
import { normalize } from './text';
import type { MessageFindings } from './findings';

/**
 * 'swallowed 10 of grandma's BP tablets', 'saari goliyan kha li', 'कीटनाशक पी लिया': a verb of
 * swallowing and a medicine or poison anywhere in one clause is a poisoning, however far apart.
 */
const SWALLOWED = [
  'swallow',
  'ate',
  'eaten',
  'drank',
  'drunk',
  'overdose',
  'kha li',
  'kha liya',
  'kha gaya',
  'kha gayi',
  'pi li',
  'pi liya',
  'पी लेले',
  'पी लेलस',
  'पी गइल',
  'pee liya',
  'निगल',
  'खा ली',
  'खा लिया',
  'खा गया',
  'खा गई',
  'पी ली',
  'पी लिया',
  'pi gaya',
  'pi gayi',
  'पी गया',
  'पी गई',
].map(normalize);
const MEDICINE_OR_POISON = [
  'tablet',
  'tablets',
  'pills',
  'pill',
  'medicine',
  'capsules',
  'poison',
  'pesticide',
  'insecticide',
  'rat poison',
  'kerosene',
  'phenyl',
  'acid',
  'goli',
  'goliyan',
  'goliya',
  'dawai',
  'zeher',
  'jahar',
  'गोली',
  'गोलियां',
  'गोलियाँ',
  'दवाई',
  'दवा',
  'ज़हर',
  'जहर',
  'कीटनाशक',
  'कीटनासक',
  'mitti ka tel',
  'मिट्टी का तेल',
  'bleach',
  'harpic',
  'toilet cleaner',
  'keetnashak',
  'गोळ्या',
  'ਗੋਲੀਆਂ',
  'ট্যাবলেট',
  'বড়ি',
  'ঘুমের ওষুধ',
  'மாத்திரை',
  'மாத்திரைகள்',
  'మాత్రలు',
  'మాత్రలన్నీ',
  'ಮಾತ್ರೆ',
  'ಮಾತ್ರೆಗಳು',
  'ગોળીઓ',
  'ગોળી',
  'tablet',
].map(normalize);

/** Verbs of taking a medicine, in every language: with five or more tablets, an overdose. */
const TOOK = [
  'took',
  'taken',
  'le li',
  'le liya',
  'ले ली',
  'ले लीं',
  'ले लिया',
  'खा लीं',
  'घेतल्या',
  'घेतले',
  'खाल्ल्या',
  'गिळल्या',
  'ਖਾ ਲਈਆਂ',
  'ਲੈ ਲਈਆਂ',
  'খেয়ে',
  'খেয়েছে',
  'গিলে',
  'சாப்பிட்டு',
  'முழுங்கி',
  'போட்டுக்கிட்ட',
  'వేసుకు',
  'మింగ',
  'ತಗೊಂಡ',
  'ನುಂಗಿ',
  'ખાઈ લીધી',
  'લઈ લીધી',
  'ગળી',
  'खा लिहल',
  'खा लेहल',
  'खा लेनी',
  'खा लेलीं',
  'खा लेले',
  'खा गइनी',
].map(normalize);

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
const SPRAYING = [
  'spray',
  'spraying',
  'chhidkav',
  'छिड़काव',
  'छिडकाव',
  'छिड़क',
  'छिडक',
  'फवारणी',
  'ਸਪਰੇਅ',
  'ਸਪਰੇ',
  'ਛਿੜਕ',
  'স্প্রে',
  'ছিটা',
  'ছেটা',
  'அடிக்கும்போது',
  'அடிக்க',
  'அடிச்சப்புறம்',
  'கொட்டப்',
  'தெளிக்',
  'ஸ்பிரே',
  'స్ప్రే',
  'కొట్టేటప్పుడు',
  'కొట్టబోతున్న',
  'కొట్టాక',
  'పిచికారీ',
  'కొట్టాలి',
  'కొట్టిన',
  'ಸ್ಪ್ರೇ',
  'ಸಿಂಪಡ',
  'છાંટ',
  'સ્પ્રે',
].map(normalize);
/** Keeping it from children: 'ਕੀਟਨਾਸ਼ਕ ਕਿੱਥੇ ਰੱਖੀਏ' is a question too. */
const STORING = STORING_WORDS.map(normalize);
/** 'ગરોળી ઝેરી હોય?' (is a lizard poisonous?) asks about a creature. */
const POISONOUS = POISONOUS_WORDS.map(normalize);
/** Drinking, eating or swallowing, in every language: with them a pesticide was taken, not sprayed. */
const TAKEN_IN = [
  ...SWALLOWED,
  ...TOOK,
  'drink',
  'drinking',
  'pi',
  'pee',
  'पी',
  'पिया',
  'पीया',
  'खाया',
  'खाई',
  'ਪੀ',
  'ਪੀਤੀ',
  'ਪੀਤਾ',
  'ਖਾ',
  'ਖਾਧੀ',
  'খেয়ে',
  'খেয়েছে',
  'খেয়েছেন',
  'গিলে',
  'குடிச்ச',
  'குடிச்சு',
  'குடித்த',
  'சாப்பிட்ட',
  'முழுங்',
  'తాగ',
  'మింగ',
  'తిన్న',
  'ಕುಡಿದ',
  'ಕುಡಿದು',
  'ನುಂಗ',
  'ತಿಂದ',
  'પી',
  'પીધ',
  'ખાઈ',
  'ગળી',
  'प्याल',
  'पिऊन',
  'प्यायल',
  'खाल्ल',
  'पी ग्यो',
  'पी लियो',
  'पी लेलस',
  'पी गइल',
  'खा लेलस',
].map(normalize);
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

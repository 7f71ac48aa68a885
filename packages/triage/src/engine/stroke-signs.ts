import { BODY_PART_WORDS } from '../knowledge/body-part-pain';
import { RIGHT_WORDS } from '../knowledge/bites';
import { ONE_WORDS } from '../knowledge/look-alike-words';
import {
  CANNOT_STAND_WORDS,
  DRAG_WORDS,
  GARBLED_WORDS,
  HALF_WORDS,
  LEAN_WORDS,
  LEFT_WORDS,
  MOUTH_WORDS,
  NUMB_WORDS,
  PULL_WORDS,
  SEE_WORDS,
  SIDE_WORDS,
  SPEECH_WORDS,
  SPILL_WORDS,
  SUDDEN_WORDS,
  TURNED_WORDS,
  WALK_WORDS,
  WEAK_WORDS,
} from '../knowledge/stroke-signs';
import { wordMatcher, type LexiconWord } from './knowledge-index';
import { endsInJoinedNot, negationStarts, saysUndenied } from './negation';
import { near, type PhraseMatch } from './phrase-matcher';
import { affirm, type MessageFindings } from './findings';

/**
 * Stroke signs told in people's own words rather than a symptom's name (NHS and AHA BE-FAST):
 * a dragged leg, sight lost on one side, one side numb or one hand weak, the mouth turned or food
 * falling from one side of it, falling to one side, talk that suddenly comes out wrong. Pure.
 */

const ARM = wordMatcher(BODY_PART_WORDS.arms, { byEar: true });
const LEG = wordMatcher(BODY_PART_WORDS.legs, { byEar: true });
const LEFT = wordMatcher(LEFT_WORDS, { byEar: true });
const ONE = wordMatcher(ONE_WORDS, { exactLatin: true, byEar: true });
const RIGHT = wordMatcher(RIGHT_WORDS, { byEar: true });
const SIDE = wordMatcher(SIDE_WORDS, { byEar: true });
const HALF = wordMatcher(HALF_WORDS, { byEar: true });
const SEE = wordMatcher(SEE_WORDS, { byEar: true });
const NUMB = wordMatcher(NUMB_WORDS, { byEar: true });
const DRAG = wordMatcher(DRAG_WORDS, { byEar: true });
const PULL = wordMatcher(PULL_WORDS, { byEar: true });
const WALK = wordMatcher(WALK_WORDS, { byEar: true });
const WEAK = wordMatcher(WEAK_WORDS, { byEar: true });
const SUDDEN = wordMatcher(SUDDEN_WORDS, { byEar: true });
const MOUTH = wordMatcher(MOUTH_WORDS, { byEar: true });
const SPILL = wordMatcher(SPILL_WORDS, { byEar: true });
const SPEECH = wordMatcher(SPEECH_WORDS, { byEar: true });
const GARBLED = wordMatcher(GARBLED_WORDS, { byEar: true });
const TURNED = wordMatcher(TURNED_WORDS, { byEar: true });
const LEAN = wordMatcher(LEAN_WORDS, { byEar: true });
const CANNOT_STAND = wordMatcher(CANNOT_STAND_WORDS, { byEar: true });

/** Does the message say it came on suddenly ('achanak', 'திடீர்னு')? */
export const saysSudden = (tokens: string[]): boolean => SUDDEN.has(tokens);

/**
 * The stroke signs of one clause: sight lost on one side, one side numb, the mouth turned or food
 * falling from one side of it, not able to stand or falling to one side (loss of balance), one
 * hand or leg numb when the message says it came on suddenly. Returns whether the clause says one
 * hand is weak (or one leg, when sudden), which counts only when it is not weeks old, and whether
 * it says talk comes out garbled, which counts only with another stroke sign or 'suddenly'.
 */
export function readStrokeSigns(
  tokens: string[],
  words: PhraseMatch<LexiconWord>[],
  sudden: boolean,
  findings: MessageFindings,
): { weakLimb: boolean; garbledTalk: boolean } {
  if (saysOneSidedSightLost(tokens, words)) findings.symptoms.set('sudden_vision_loss', true);
  // 'one leg and one hand like dead': an arm and a leg each said with 'one' are one side.
  const oneOfEach = ONE.find(tokens).length >= 2 && ARM.has(tokens) && LEG.has(tokens);
  // 'ek taraf ka hath pair kaam nahi kar raha': 'one side' named as such is a side too.
  const oneNamedSide = near(ONE.find(tokens), SIDE.find(tokens), 1, true);
  const leftOrRight = LEFT.has(tokens) || RIGHT.has(tokens) || oneOfEach || oneNamedSide;
  const oneSide = leftOrRight || SIDE.has(tokens);
  // 'बहन रो डावो पासो … अचाणचक सुन्न हो ग्यो': one side of the body numb.
  const numb = saysUndenied(NUMB, tokens, words);
  if (leftOrRight && SIDE.has(tokens) && numb) findings.symptoms.set('one_sided_weakness', true);
  const limb = ARM.has(tokens) || (sudden && LEG.has(tokens));
  // 'बायां पैर सुन्न पड़ गया' twenty minutes ago; a numb hand for months is a nerve problem.
  if (leftOrRight && limb && numb && sudden) affirm(findings, 'one_sided_weakness');
  // 'rice started falling from the right side of her mouth', 'mouth is going to one side'.
  const mouthSpills = near(MOUTH.find(tokens), SPILL.find(tokens), 8);
  if ((mouthSpills || (MOUTH.has(tokens) && TURNED.has(tokens))) && oneSide)
    affirm(findings, 'face_drooping');
  // 'cant stand straight, keeps falling to one side'.
  const fallsToOneSide = near(LEAN.find(tokens), SIDE.find(tokens), 3);
  if (CANNOT_STAND.has(tokens) || fallsToOneSide) affirm(findings, 'loss_of_balance');
  return {
    // 'right hand also weak, she dropped the steel glass'.
    // A limb, or a whole side ('दाहिना तरफ के देह काम नइखे करत').
    weakLimb: leftOrRight && (limb || SIDE.has(tokens)) && saysUndenied(WEAK, tokens, words),
    garbledTalk: near(SPEECH.find(tokens), GARBLED.find(tokens), 6),
  };
}

/**
 * 'दाहिना गोड़ घसीटात बा', 'ડાબો પગ ઘસડાતો ચાલે છે': a leg and a drag word (or a pull word and
 * a walk word) in one clause is weakness of one side. A 'not' by the drag word denies it.
 */
export function draggedLeg(
  tokens: string[],
  symptoms: PhraseMatch<string>[],
): PhraseMatch<string>[] {
  if (symptoms.some((s) => s.value === 'one_sided_weakness')) return [];
  if (LEG.find(tokens).length === 0) return [];
  const walking = WALK.has(tokens);
  const drag = [...DRAG.find(tokens), ...(walking ? PULL.find(tokens) : [])][0];
  return drag ? [{ value: 'one_sided_weakness', start: drag.start, end: drag.end, length: 0 }] : [];
}

/**
 * 'ડાબી બાજુનું કંઈ દેખાતું નથી', "can't see anything on the left", 'आधा ही दिखता है… बाकी नहीं':
 * a side or half word with a see word that is denied (a 'not' within three words, or a joined
 * negative) is sight lost on one side: a stroke sign.
 */
export function saysOneSidedSightLost(
  tokens: string[],
  words: PhraseMatch<LexiconWord>[],
): boolean {
  const sided = LEFT.has(tokens) || RIGHT.has(tokens) || HALF.has(tokens);
  if (!sided) return false;
  const nots = negationStarts(words);
  const joinedNot = (i: number) => endsInJoinedNot(tokens[i] ?? '');
  return SEE.find(tokens).some(({ start, end }) =>
    // English 'see' has other senses ('I see no change'): only 'cannot / can't / unable to see'.
    /^[a-z]/.test(tokens[start]!)
      ? CANNOT.has(tokens[start - 1] ?? '') ||
        tokens.slice(start - 2, start).join(' ') === 'unable to' ||
        tokens.slice(end, end + 2).some((t) => HINGLISH_NOT.has(t))
      : nots.some((at) => at >= start - 3 && at <= end + 2) || joinedNot(start) || joinedNot(end),
  );
}

const CANNOT = new Set(['cant', 'cannot', 'couldnt', 'not']);
const HINGLISH_NOT = new Set(['nahi', 'nhi', 'nahin', 'nai', 'na']);

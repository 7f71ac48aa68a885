import {
  DEATH_WORDS,
  FAN_WORDS,
  TIE_WORDS,
  FAREWELL_WORDS,
  GIVING_AWAY_WORDS,
  JOIN_THEM_WORDS,
  LAST_WORDS,
  LETTER_WORDS,
  LOCKED_WORDS,
  NO_FUTURE_WORDS,
  NO_WORRY_WORDS,
  ROPE_WORDS,
  UNREACHABLE_WORDS,
} from '../knowledge/farewell';
import { INSULIN_WORDS } from '../knowledge/everyday-words';
import {
  ALL_WORDS,
  CONTAINER_WORDS,
  DEBT_WORDS,
  EMPTY_WORDS,
  END_ALL_WORDS,
  FINE_WORDS,
  EVERYDAY_MEANS_WORDS,
  FINAL_DAYS_WORDS,
  HEIGHT_WORDS,
  HOPELESS_WORDS,
  LIE_OR_JUMP_WORDS,
  JUMP_THOUGHT_WORDS,
  LOOK_DOWN_WORDS,
  LAST_GOODBYE_WORDS,
  LAST_MESSAGE_WORDS,
  LETHAL_AMOUNT_WORDS,
  NO_TROUBLE_WORDS,
  PLACE_MEANS_WORDS,
  VEHICLE_CRASH_WORDS,
  INSURANCE_PAYOUT_WORDS,
  PILL_WORDS,
  POISON_WORDS,
  RELIEF_WORDS,
  SORRY_WORDS,
  STOCKPILED_WORDS,
  SWIM_WORDS,
  BUY_AGAIN_WORDS,
  TONIGHT_WORDS,
  WITHOUT_ME_WORDS,
  DIE_MYSELF_WORDS,
  WILL_TAKE_WORDS,
  WILL_DRINK_WORDS,
  COURAGE_WORDS,
  TRAIN_PLACE_WORDS,
  TRAIN_TIME_WORDS,
} from '../knowledge/suicide-plan';
import { PAIN_WORDS } from '../knowledge/body-part-pain';
import { SPRAYING_WORDS } from '../knowledge/swallowing-words';
import { KB, wordMatcher } from './knowledge-index';
import { near } from './phrase-matcher';
import { tokenize } from './text';
import { affirm, type MessageFindings } from './findings';

/** 'Bye' as people end any chat. */
const BARE_BYES = ['bye', 'बाय', 'બાય'];
const FAREWELL = wordMatcher([...FAREWELL_WORDS, ...LAST_GOODBYE_WORDS], { byEar: true });
/** A goodbye that is more than a bare 'bye': 'alvida', 'বিদায়', 'we won't meet again'. */
const REAL_GOODBYE = wordMatcher([
  ...FAREWELL_WORDS.filter((w) => !BARE_BYES.includes(w)),
  ...LAST_GOODBYE_WORDS,
]);
const LAST = wordMatcher(LAST_WORDS, { byEar: true });
const LAST_MESSAGE = wordMatcher(LAST_MESSAGE_WORDS, { byEar: true });
const SORRY = wordMatcher(SORRY_WORDS, { byEar: true });
const NO_TROUBLE = wordMatcher(NO_TROUBLE_WORDS, { byEar: true });
const GIVING_AWAY = wordMatcher(GIVING_AWAY_WORDS, { byEar: true });
const NO_FUTURE = wordMatcher(NO_FUTURE_WORDS, { byEar: true });
const WITHOUT_ME = wordMatcher(WITHOUT_ME_WORDS, { byEar: true });
const RELIEF = wordMatcher(RELIEF_WORDS, { byEar: true });
const ROPE = wordMatcher(ROPE_WORDS, { byEar: true });
const LOCKED = wordMatcher(LOCKED_WORDS, { byEar: true });
const DEATH = wordMatcher(DEATH_WORDS, { byEar: true });
const JOIN_THEM = wordMatcher(JOIN_THEM_WORDS, { byEar: true });
const POISON = wordMatcher(POISON_WORDS, { byEar: true });
const EVERYDAY_MEANS = wordMatcher(EVERYDAY_MEANS_WORDS, { byEar: true });
const PILLS = wordMatcher(PILL_WORDS, { byEar: true });
const ALL = wordMatcher(ALL_WORDS, { byEar: true });
const INSULIN = wordMatcher(INSULIN_WORDS);
const TONIGHT = wordMatcher(TONIGHT_WORDS, { byEar: true });
const STOCKPILED = wordMatcher(STOCKPILED_WORDS, { byEar: true });
const END_ALL = wordMatcher(END_ALL_WORDS, { byEar: true });
const EMPTY = wordMatcher(EMPTY_WORDS, { byEar: true });
const DEBT = wordMatcher(DEBT_WORDS, { byEar: true });
const FINE = wordMatcher(FINE_WORDS);
const PLACE_MEANS = wordMatcher(PLACE_MEANS_WORDS, { byEar: true });
const VEHICLE_CRASH = wordMatcher(VEHICLE_CRASH_WORDS, { exactLatin: true });
const INSURANCE_PAYOUT = wordMatcher(INSURANCE_PAYOUT_WORDS, { exactLatin: true });
const CONTAINER = wordMatcher(CONTAINER_WORDS, { byEar: true });
const NO_WORRY = wordMatcher(NO_WORRY_WORDS, { byEar: true });
const HOPELESS = wordMatcher(HOPELESS_WORDS, { byEar: true });
const PAIN = wordMatcher(PAIN_WORDS);
const LIE_OR_JUMP = wordMatcher(LIE_OR_JUMP_WORDS, { byEar: true });
const HEIGHT = wordMatcher(HEIGHT_WORDS, { byEar: true });
const JUMP_THOUGHT = wordMatcher(JUMP_THOUGHT_WORDS, { byEar: true });
const LOOK_DOWN = wordMatcher(LOOK_DOWN_WORDS, { byEar: true });
const UNREACHABLE = wordMatcher(UNREACHABLE_WORDS, { byEar: true });
const LETTER = wordMatcher(LETTER_WORDS, { byEar: true });
const FAN = wordMatcher(FAN_WORDS, { byEar: true });
const TIE = wordMatcher(TIE_WORDS, { byEar: true });
const SWIM = wordMatcher(SWIM_WORDS);
const BUY_AGAIN = wordMatcher(BUY_AGAIN_WORDS);
const LETHAL_AMOUNT = wordMatcher(LETHAL_AMOUNT_WORDS, { byEar: true });
const FINAL_DAYS = wordMatcher(FINAL_DAYS_WORDS, { byEar: true });
const SPRAYING = wordMatcher(SPRAYING_WORDS);
const DIE_MYSELF = wordMatcher(DIE_MYSELF_WORDS, { exactLatin: true });
const DIE_MYSELF_EXACT = new Set(DIE_MYSELF_WORDS.map((w) => tokenize(w).join(' ')));
const WILL_TAKE = wordMatcher(WILL_TAKE_WORDS, { exactLatin: true });
const WILL_DRINK = wordMatcher(WILL_DRINK_WORDS, { exactLatin: true });
const COURAGE = wordMatcher(COURAGE_WORDS, { exactLatin: true });
const TRAIN_TIME = wordMatcher(TRAIN_TIME_WORDS, { exactLatin: true });
const TRAIN_PLACE = wordMatcher(TRAIN_PLACE_WORDS, { exactLatin: true });

/** A stock of tablets is ten or more. */
const STOCK_OF_TABLETS = 10;

/**
 * Suicide warning signs told as a whole message rather than a phrase (Tele-MANAS, WHO): each needs
 * two halves, and neither half alone is a warning.
 * - a goodbye ('bye everyone', 'we won't meet again', 'thank you all for everything') with an
 *   apology, 'I won't trouble anyone any more' or 'they'll be fine without me';
 * - 'forgive me' with 'I won't trouble anyone any more'; 'this is my last message' with 'sorry';
 *   'after tonight nobody will be troubled by me' (a set time with 'no trouble' or 'no worry');
 * - 'you won't have to worry about me any more' counts as a goodbye; a last goodbye (not a bare
 *   'bye') with a locked door, a phone switched off or a letter left behind, or a letter with an
 *   apology;
 * - things given away with 'I won't need them', 'after me', 'without me', an apology, a goodbye,
 *   a letter, a locked door, a phone switched off or debts;
 * - 'they'll be better off without me' with 'end it all', debts or a means at hand; 'end it
 *   all' with a letter left or with hopelessness; a letter with hopelessness and a height, a set
 *   time or the phone switched off;
 * - 'if I'm not there' with 'they'll be at peace': the belief that others are better off;
 * - a rope and a locked door, or a rope being tied to the ceiling fan; a wish to join someone who
 *   died;
 * - a means at hand with a plan: poison or a stock of tablets with 'tonight'; any means (also
 *   pesticide, sleeping pills, a rope, railway tracks, a well, a high bridge) with a stock kept
 *   aside, 'finish everything', an apology, a goodbye ('take care of mother'), 'after me', debts,
 *   a letter left or hopelessness ('can't bear it any more'; not with sleeping pills alone, asked for sleep);
 *   poison or a rope with the phone switched off or a door locked (pesticide only with distress
 *   or debts: it is taken to the field every day); lying down or jumping at a railway line, a
 *   well or a canal, said as what one will do; jumping from or looking down from a terrace or
 *   roof with despair, 'end it all', a farewell or relief; a means with one's last days named
 *   ('this is my last week'); asking which tablets are the strongest or how many make one not
 *   wake up, with the last days named, despair or a letter.
 * An empty strip or bottle in a message about tablets or poison is a poisoning: they were taken.
 */
export function readSuicideSigns(whole: string[], findings: MessageFindings): void {
  const apology = LAST.has(whole) || NO_TROUBLE.has(whole);
  // 'Can't bear it any more', not said of a pain ('dard sahan nahi hota').
  const pains = PAIN.find(whole);
  const hopeless = HOPELESS.find(whole).some((m) => !near([m], pains, 3));
  const goodbye = FAREWELL.has(whole) || LAST_MESSAGE.has(whole) || NO_WORRY.has(whole);
  const lastGoodbye = REAL_GOODBYE.has(whole) || LAST_MESSAGE.has(whole) || NO_WORRY.has(whole);
  // Cut off from everyone: a locked door, a phone switched off.
  const cutOff = LOCKED.has(whole) || UNREACHABLE.has(whole);
  const letter = LETTER.has(whole);
  const afterMe = NO_FUTURE.has(whole) || WITHOUT_ME.has(whole);
  const betterOffWithoutMe = afterMe && (RELIEF.has(whole) || FINE.has(whole));
  const farewell =
    (goodbye && (apology || betterOffWithoutMe)) ||
    // 'after tonight nobody has to be ashamed of me', 'aaj raat ke baad kekro tension na deb'.
    (TONIGHT.has(whole) && (NO_TROUBLE.has(whole) || NO_WORRY.has(whole))) ||
    (LAST.has(whole) && NO_TROUBLE.has(whole)) ||
    // 'I won't be a burden to anyone; without me all will be fine'.
    (NO_TROUBLE.has(whole) && betterOffWithoutMe) ||
    (LAST_MESSAGE.has(whole) && SORRY.has(whole)) ||
    // Not a bare 'bye' ('papa is not picking up, bye'): a goodbye meant as the last one.
    (lastGoodbye && (cutOff || letter)) ||
    (letter && (apology || SORRY.has(whole))) ||
    // 'sorry, don't worry about me, bye' sent before locking the door: even a bare 'bye'.
    (goodbye && SORRY.has(whole) && cutOff);
  const debts = DEBT.has(whole);
  // Things given away with 'without me' or debts too ('ਮੇਰੇ ਬਿਨਾਂ ਤੁਹਾਡਾ ਖਰਚਾ ਘੱਟ', 'करजा … सौंप देनी').
  const affairsInOrder =
    GIVING_AWAY.has(whole) && (afterMe || apology || goodbye || letter || cutOff || debts);
  const othersBetterOff = afterMe && RELIEF.has(whole);
  // A rope and a locked door; a rope or dupatta tied to the ceiling fan ('ਪੱਖੇ ਨਾਲ ਚੁੰਨੀ ਬੰਨ੍ਹ').
  const hangingRisk =
    ROPE.has(whole) &&
    (LOCKED.has(whole) || (near(ROPE.find(whole), FAN.find(whole), 4) && TIE.has(whole)));
  const joinTheDead = DEATH.has(whole) && JOIN_THEM.has(whole);
  const stockOfTablets = saysStockOfTablets(whole);
  const poisonAtHand = POISON.has(whole) || stockOfTablets;
  const meansAtHand =
    poisonAtHand || EVERYDAY_MEANS.has(whole) || ROPE.has(whole) || PLACE_MEANS.has(whole);
  // Pesticide, kerosene, a rope, a place, poison or a stock of tablets: more than a sleeping pill.
  const carriedBeyondPills =
    poisonAtHand ||
    ROPE.has(whole) ||
    EVERYDAY_MEANS.find(whole).some((m) => !PILLS.has(whole.slice(m.start, m.end)));
  const meansBeyondPills = carriedBeyondPills || PLACE_MEANS.has(whole);
  const jumps = LIE_OR_JUMP.find(whole);
  // 'sahan hot nahi … terrace var ubha aahe, bas udi marto': jumping from a height, with despair
  // or a farewell (not 'the boy was jumping on the roof and fell').
  const distress =
    hopeless || END_ALL.has(whole) || apology || lastGoodbye || afterMe || SORRY.has(whole);
  // 'रेल की लाइन पर जाकर सो जाऊंगा', 'कुइयाँ में कूद जाईं': lying down or jumping said as what one
  // will do; a bare 'jump' ('kids jump into the river to bathe') only with despair.
  // Not a jump into water to swim or bathe, said without despair.
  const intents = jumps.filter((m) => (m.end - m.start > 1 && !SWIM.has(whole)) || distress);
  const heights = HEIGHT.find(whole);
  const placeIntent =
    near(PLACE_MEANS.find(whole), intents, 6) ||
    (near(heights, jumps, 6) && distress) ||
    // 'ਕੋਠੇ ਤੇ ਖੜ੍ਹਾ ਹਾਂ, ਮਹੀਨਿਆਂ ਤੋਂ … ਨਹੀਂ ਝੱਲਿਆ ਜਾਂਦਾ, ਛਾਲ ਮਾਰ ਦੇਣੀ ਆ': with despair, a jump said
    // as intent and a height told further apart in the message.
    (near(heights, intents, 20) && distress) ||
    // 'chhat pe baitha hoon … aaj raat kood jaunga': a jump said as what one will do, at a set time.
    (near(heights, intents, 20) && TONIGHT.has(whole)) ||
    (near(heights, JUMP_THOUGHT.find(whole), 6) && !SWIM.has(whole)) ||
    // 'छत पर खड़ा बानी, नीचे देखत बानी त लागत बा इहे ठीक रही': looking down from a height, with
    // relief, despair or a goodbye.
    (near(heights, LOOK_DOWN.find(whole), 6) && (distress || RELIEF.has(whole)));
  // 'wrote that this is her last week … asking which tablets are the strongest': a question about
  // a lethal amount of tablets, with her last days named, despair or a letter.
  const finalDays = FINAL_DAYS.has(whole);
  const lethalQuestion = near(PILLS.find(whole), LETHAL_AMOUNT.find(whole), 8);
  // 'I keep thinking my family would get the insurance money if I drive the auto into a truck'.
  const crashIntent = VEHICLE_CRASH.has(whole) && (distress || INSURANCE_PAYOUT.has(whole));
  // 'zeher kha ke mar jaunga', 'ঘুমের ওষুধ খেয়ে মরে যাব': a means, then 'I'll die' within six
  // words; 'zeher kha lungi', 'I will drink poison': poison with 'I will take' just before or after.
  // 'will drink acid': an everyday means drunk, not used ('will take pesticide to the field').
  const means = [...POISON.find(whole), ...PILLS.find(whole), ...EVERYDAY_MEANS.find(whole)];
  const beside = (p: { start: number; end: number }, t: { start: number; end: number }) =>
    t.start === p.end || t.end === p.start;
  const willDrink = WILL_DRINK.find(whole);
  const willTake = [...WILL_TAKE.find(whole), ...willDrink];
  // Exactly as listed: 'মরে যাবে' (he, you will die) is not 'মরে যাব' (I will die).
  const dieSaid = DIE_MYSELF.find(whole).filter(
    (d) => DIE_MYSELF_EXACT.has(whole.slice(d.start, d.end).join(' ')) && !near([d], pains, 4),
  );
  const takenToDie =
    near(means, dieSaid, 6, true) ||
    POISON.find(whole).some((p) => willTake.some((t) => beside(p, t))) ||
    EVERYDAY_MEANS.find(whole).some((p) => willDrink.some((t) => beside(p, t))) ||
    // 'कीटनाशक की बोतल रखी है, आज रात पी लूँगा': drunk a few words on, tonight or in despair.
    (EVERYDAY_MEANS.find(whole).some((p) =>
      willDrink.some((t) => t.start >= p.end && t.start - p.end <= 8),
    ) &&
      (TONIGHT.has(whole) || distress)) ||
    // 'main aaj raat mar jaungi, sab khatam': 'I'll die' with despair, not said of a pain.
    (dieSaid.length > 0 && (hopeless || END_ALL.has(whole) || lastGoodbye || afterMe));
  // 'railway line pe jaai … 3 din se khana naikhe khaat … train ke time puchhat rahal': a train's
  // time asked, with the railway line or 'in front of the train' told.
  const trainPlan = TRAIN_TIME.has(whole) && TRAIN_PLACE.has(whole);
  const plan =
    takenToDie ||
    trainPlan ||
    placeIntent ||
    crashIntent ||
    (lethalQuestion && (finalDays || distress || letter)) ||
    (poisonAtHand && TONIGHT.has(whole)) ||
    (meansAtHand &&
      (STOCKPILED.has(whole) ||
        END_ALL.has(whole) ||
        apology ||
        // Not a bare 'bye' ('we live near the railway tracks … bye').
        lastGoodbye ||
        afterMe ||
        debts ||
        finalDays ||
        // 'बच्चों के लिए चिट्ठी लिख दी है, कीटनाशक की शीशी': a letter left beside the means (not
        // a crop to spray told beside a letter written).
        (letter && !SPRAYING.has(whole)) ||
        // Not a sleeping pill asked for sleep or pain ('दर्द सहन नहीं होता, नींद की गोली ले सकते हैं').
        (hopeless && meansBeyondPills) ||
        // 'sorry messages to everyone, and now the phone is off' ('sagalyana sorry che messages').
        (SORRY.has(whole) && cutOff) ||
        // 'Rassi le aaya hoon … bas himmat jod raha hoon': the courage mustered is the last step.
        COURAGE.has(whole)));
  // 'since evening his phone is off and the rope from the shed is missing'.
  // Pesticide taken to the field with the phone off is a day's work; poison or a rope is not.
  // A blade bought and the bathroom door to be locked tonight: a set time is enough, unless the
  // means is sprayed on a crop.
  const cutOffWithMeans =
    cutOff &&
    (poisonAtHand ||
      ROPE.has(whole) ||
      (carriedBeyondPills && (distress || debts || (TONIGHT.has(whole) && !SPRAYING.has(whole)))));
  // 'they will live better without me … tonight I end it all', with debts or 'end it all'.
  const burdenPlan = betterOffWithoutMe && (END_ALL.has(whole) || debts || meansAtHand);
  // 'can't bear it any more … decided to finish everything tonight, the letter is written';
  // 'nothing matters … wrote letters for my mom … then going up to the terrace'.
  const decidedToEnd =
    (END_ALL.has(whole) && (letter || hopeless)) ||
    (letter && hopeless && (HEIGHT.has(whole) || TONIGHT.has(whole) || cutOff));
  if (
    farewell ||
    affairsInOrder ||
    othersBetterOff ||
    hangingRisk ||
    joinTheDead ||
    plan ||
    cutOffWithMeans ||
    burdenPlan ||
    decidedToEnd
  )
    affirm(findings, 'suicidal_thoughts');
  // 'ரூம்ல தூக்க மாத்திரை strip காலியா கிடந்துச்சு': the tablets are gone, so were taken;
  // not a strip used up and to be bought again ('patta khali ho gaya, naya lana hai').
  const emptied = near(EMPTY.find(whole), CONTAINER.find(whole), 3) && !BUY_AGAIN.has(whole);
  if (emptied && (PILLS.has(whole) || meansAtHand)) affirm(findings, 'poisoning');
}

/** 'saari goliyan', '30 sleeping tablets': tablets with 'all' or a number of ten or more near them. */
function saysStockOfTablets(whole: string[]): boolean {
  const alls = ALL.find(whole).map((m) => m.start);
  // 'ಅಮ್ಮನ ನಿದ್ದೆ ಮಾತ್ರೆ ಕೂಡಿಡ್ತಿದ್ದೀನಿ': tablets being saved up are a stock, however many.
  if (PILLS.has(whole) && STOCKPILED.has(whole)) return true;
  // 'saari insulin ek saath laga lunga': all of one's insulin at once is a means as tablets are.
  if (near(INSULIN.find(whole), ALL.find(whole), 3)) return true;
  const counted = PILLS.find(whole).some(({ start }) =>
    whole
      .slice(Math.max(0, start - 3), start + 3)
      .some(
        (token, i) =>
          Number(token) >= STOCK_OF_TABLETS || alls.includes(Math.max(0, start - 3) + i),
      ),
  );
  if (counted) return true;
  // 'I've collected my sleeping tablets … take all of them tonight': 'all of them' is the tablets.
  const allOfThem = alls.some(
    (i) => (whole[i + 1] === 'of' && whole[i + 2] === 'them') || whole[i - 1] === 'them',
  );
  if (!allOfThem || !PILLS.has(whole)) return false;
  // Not 'the doctor gave 3 (three) tablets, take them all tonight?': a few counted are no stock.
  const fewWords = KB.lexiconMatcher
    .find(whole)
    .filter((w) => w.value.kind === 'number' && w.value.value < STOCK_OF_TABLETS)
    .map((w) => w.end);
  return !PILLS.find(whole).some(({ start }) =>
    [1, 2, 3].some(
      (back) =>
        Number(whole[start - back]) < STOCK_OF_TABLETS || fewWords.includes(start - back + 1),
    ),
  );
}

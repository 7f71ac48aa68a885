import type { AssistantLanguage } from '@arogya/contracts/assistant';
import { LOOKALIKE_PROBES_BH_IN } from './lookalike-probes/bh-IN';
import { LOOKALIKE_PROBES_BN_IN } from './lookalike-probes/bn-IN';
import { LOOKALIKE_PROBES_EN_IN } from './lookalike-probes/en-IN';
import { LOOKALIKE_PROBES_GU_IN } from './lookalike-probes/gu-IN';
import { LOOKALIKE_PROBES_HI_IN } from './lookalike-probes/hi-IN';
import { LOOKALIKE_PROBES_KN_IN } from './lookalike-probes/kn-IN';
import { LOOKALIKE_PROBES_MAR_IN } from './lookalike-probes/mar-IN';
import { LOOKALIKE_PROBES_MR_IN } from './lookalike-probes/mr-IN';
import { LOOKALIKE_PROBES_PA_IN } from './lookalike-probes/pa-IN';
import { LOOKALIKE_PROBES_TA_IN } from './lookalike-probes/ta-IN';
import { LOOKALIKE_PROBES_TE_IN } from './lookalike-probes/te-IN';

/**
 * Look-alike probes: 2,112 everyday messages that contain alarming words but are not emergencies
 * (mild acidity in a young person, old knee pain, a bee sting with a little local swelling, period
 * cramps, a question about spraying pesticide or about snake-bite first aid, 'I will finish all my
 * homework tonight', a stroke years ago and a cold today, danger signs said to be absent, the jerk
 * of falling asleep, lips stained by jamun, a lip numb after the dentist, a snake seen or dreamt
 * of, 'I want to die of shame'), 192 per language, written blind in rounds 7–12 and 14–19
 * alongside their emergency probes. A triage engine that calls everything an emergency would be
 * useless: none of these may be answered 'call 108/112 now', except the ones in
 * KNOWN_LOOKALIKE_GAPS. Blind, 164 of 176 (round 7), 138 of 176 (round 8), 167 of 176 (round 9),
 * 172 of 176 (round 10), 126 of 176 (round 11), 142 of 176 (round 12), 151 of 176 (round 14) 156
 * of 176 (round 15), 153 of 176 (round 16), 150 of 176 (round 17), 161 of 176 (round 18) and 164 of 176 (round 19) were answered calmly; the engine was then fixed on
 * them, so this is a regression set.
 */
export const LOOKALIKE_PROBES: Record<AssistantLanguage, readonly string[]> = {
  'en-IN': LOOKALIKE_PROBES_EN_IN,
  'hi-IN': LOOKALIKE_PROBES_HI_IN,
  'pa-IN': LOOKALIKE_PROBES_PA_IN,
  'bn-IN': LOOKALIKE_PROBES_BN_IN,
  'ta-IN': LOOKALIKE_PROBES_TA_IN,
  'te-IN': LOOKALIKE_PROBES_TE_IN,
  'kn-IN': LOOKALIKE_PROBES_KN_IN,
  'mr-IN': LOOKALIKE_PROBES_MR_IN,
  'gu-IN': LOOKALIKE_PROBES_GU_IN,
  'mar-IN': LOOKALIKE_PROBES_MAR_IN,
  'bh-IN': LOOKALIKE_PROBES_BH_IN,
};

/** Look-alikes still answered as emergencies, each with why (the test checks they still are). */
export const KNOWN_LOOKALIKE_GAPS: Record<string, string> = {
  'delivery ne do mahina hoya, ab mahino wapas aayo, pelan jitro hi khoon, dard koni. aa thik hai kai?':
    "[mr-IN] The first period two months after a delivery, 'as much blood as before' (round 18): any bleeding in a message about a delivery is read as bleeding after childbirth; a period coming back is not yet told apart; the safe side.",
  'என் பையனுக்கு எட்டு வயசுல ஒரு தடவை வலிப்பு வந்தது, இப்போ பதினாறு, அதுக்கப்புறம் ஒண்ணும் இல்ல. அவன் ஸ்விம்மிங் கிளாஸ் போகலாமா?':
    "[ta-IN] One fit at age eight, nothing since (round 18): an age said in words is not read as 'years ago', and 'nothing after that' cannot be listed safely (words may sit inside a phrase, so it also matched 'afterwards remembers nothing'); the safe side.",
  'మా అమ్మాయికి ఏడేళ్ళప్పుడు ఒకసారి ఫిట్స్ వచ్చింది, ఇప్పుడు పదిహేను, ఆ తర్వాత ఏమీ లేదు. డ్రైవింగ్ నేర్చుకోవచ్చా?':
    '[te-IN] The same: one fit at age seven, nothing since, in Telugu (round 18).',
  'பக்கத்து வீட்டு பையன் கிரிக்கெட் விளையாடும்போது நெஞ்சுல பந்து பட்டுச்சு லேசா வலிக்குது ஆனா ஓடி விளையாடுறான் ஐஸ் வைக்கலாமா':
    '[ta-IN] A cricket ball hit the chest, a little pain, the boy still running about (round 17): no reading yet takes a blow to the chest as the cause of chest pain; the safe side.',
  'என் வீட்டுக்காரர் தூக்கத்துல கால் மட்டும் ஒரு தடவை உதறுது அவருக்கு ஒன்னும் தெரியாது காலைல நல்லா எழுந்துடறாரு இது வலிப்பா':
    "[ta-IN] One leg jerking once in sleep, asked 'is this a fit?' (round 17): the question names a fit and only the sleep-start reading (falling asleep with a falling feeling) clears one; the safe side.",
  'మా ఆయనకి నిద్రలో కాలు ఒక్కసారి అదురుతుంది ఆయనకి ఏమీ తెలియదు పొద్దున బాగానే లేస్తాడు ఇది ఫిట్స్ ఆ':
    '[te-IN] The same single leg jerk in sleep asked about as a fit, in Telugu (round 17).',
  'రెండు నెలల పాప అప్పుడప్పుడు తుమ్ముతుంది కానీ బాగా పాలు తాగుతుంది నిద్రపోతుంది జ్వరం లేదు ఊపిరి నార్మల్ గా ఉంది ఇది మామూలేనా':
    "[te-IN] Voice input without commas: 'బాగా … జ్వరం' (high fever) is read across the sentence and the 'not' after it belongs to another phrase; a fever in a two-month-old is an emergency, the safe side.",
  'જૂના કપડાં બધાં આપી દીધાં એક અનાથ આશ્રમમાં મતલબ જે હવે નથી પહેરતી એ મનને સારું લાગે છે':
    "[gu-IN] 'મતલબ … નથી' (no meaning, hopelessness) read across an unpunctuated sentence about giving old clothes to an orphanage.",
  'बसलेलं असताना पटकन उठलं की डोळ्यासमोर थोडी अंधारी येते आणि चक्कर येते एका सेकंदात ठीक होतं':
    '[mar-IN] Darkness before the eyes for a second on standing up (postural dizziness) is read as sudden loss of vision.',
  'पटकन उठल्यावर डोळ्यासमोर अंधारी येते, दोन सेकंदात ठीक होत. बाकी वेळ काही त्रास नाही.':
    '[mar-IN] The same postural darkness before the eyes, typed by the person (round 10).',
  'দাদুর মুখটা একদিকে বেঁকে আছে দেখে নতুন বউমা ভয় পেয়েছে, কিন্তু ওটা দশ বছর আগে স্ট্রোক হওয়ার পর থেকেই এরকম। আজ নতুন কিছু হয়নি, দাদু দিব্যি খাচ্ছেন, গল্প করছেন।':
    "[bn-IN] A face turned to one side since a stroke ten years ago (round 11): the 'years ago' is read in its own sentence, so the drooping face in the sentence before still counts as new.",
  'পুকুরে অনেকক্ষণ সাঁতার কেটে ওঠার পর ছেলের ঠোঁট একটু নীলচে আর গা কাঁপছিল, গামছা দিয়ে মুছে রোদে বসিয়ে দেওয়ার পর এখন ঠোঁট লাল, হাসছে খেলছে।':
    "[bn-IN] Lips bluish from cold water that are pink again now (round 11): no reading yet lets 'now red' undo 'bluish'.",
  'ঝোপ থেকে বেরোনোর সময় পায়ে কিছু একটা ফুটল, দুটো ছোট লাল দাগ। সাপ ভেবে ভয় পেয়েছিলাম, কিন্তু দেখি পাশেই কাঁটাঝোপ, একটা কাঁটা চামড়ায় আটকে ছিল। ফোলা নেই, ব্যথাও প্রায় নেই।':
    '[bn-IN] A thorn with two small red marks (round 11): two puncture marks keep a bite a snake bite even when a thorn is blamed, since that is how krait bites are missed; the safe side.',
  'polam lo paamu kaatindi anukunnam, chooste mulla gucchukundi, chinna gaatu, konchem raktam vachindi anthe':
    '[te-IN] A thorn taken for a snake bite, with a little blood (round 12): blood keeps a bite a possible snake bite; the safe side.',
  'বিয়েবাড়িতে দাদার নাচ দেখে এত হেসেছি যে দম বন্ধ হয়ে যাচ্ছিল, পেটে খিল ধরে গেছে 😂':
    "[bn-IN] Laughing so hard the breath stopped and the belly cramped (round 14): no reading yet lets laughter ('এত হেসেছি যে', '😂') undo 'দম বন্ধ হয়ে যাচ্ছিল'.",
  'ayyo full cringe, stage meeda dance chestu jaari padipoya, ippude velli chachipovalani undi 🤡😂':
    "[te-IN] 'I want to go and die right now 🤡😂' after falling on stage (round 15): a wish to die is taken as said even when laughed off, so this stays an emergency — the safe side, chosen on purpose.",
};

/**
 * Body functions people describe by their absence: 'ಉಸಿರು ಬರುತ್ತಿಲ್ಲ' (breath is not coming),
 * 'మూత్రం రాలేదు' (urine has not come), 'होश नहीं आया' (has not come round). The noun followed
 * closely by a negated verb means the symptom is PRESENT, however the verb is phrased, so these
 * are read even when no synonym list has the exact words. Nouns are given in every script and in
 * romanized Hindi; a noun that is part of a recognised symptom phrase is left to that phrase.
 */
export const ABSENT_FUNCTIONS: { symptomId: string; nouns: string[] }[] = [
  {
    // Breath that does not come is an emergency, not a mild breathlessness.
    symptomId: 'severe_breathing_difficulty',
    nouns: [
      'saans',
      'sans',
      'saas',
      'साँस',
      'सांस',
      'सास',
      'श्वास',
      'ਸਾਹ',
      'শ্বাস',
      'নিঃশ্বাস',
      'দম',
      'மூச்சு',
      'శ్వాస',
      'ఊపిరి',
      'ಉಸಿರು',
      'ಉಸಿರಾಟ',
      'શ્વાસ',
    ],
  },
  {
    symptomId: 'reduced_urination',
    nouns: [
      'peshab',
      'pishab',
      'susu',
      'पेशाब',
      'पेसाब',
      'पिशाब',
      'मूत',
      'लघवी',
      'ਪਿਸ਼ਾਬ',
      'ਪੇਸ਼ਾਬ',
      'প্রস্রাব',
      'পেচ্ছাপ',
      'হিসু',
      'மூத்திரம்',
      'சிறுநீர்',
      'మూత్రం',
      'ఉచ్చ',
      'ಮೂತ್ರ',
      'ಉಚ್ಚೆ',
      'પેશાબ',
    ],
  },
  {
    symptomId: 'unconscious',
    nouns: [
      'hosh',
      'होश',
      'होस',
      'शुद्धीवर',
      'ਹੋਸ਼',
      'জ্ঞান',
      'হুঁশ',
      'சுயநினைவு',
      'స్పృహ',
      'ಪ್ರಜ್ಞೆ',
      'ભાન',
      'હોશ',
    ],
  },
  {
    // 'period 6 hafte se nahi aaya', 'ಪೀರಿಯಡ್ ಆಗಿಲ್ಲ': a period that has not come is a missed period.
    symptomId: 'missed_period',
    nouns: [
      'period',
      'periods',
      'mc',
      'mahwari',
      'पीरियड',
      'पीरियड्स',
      'माहवारी',
      'मासिक',
      'मासिक पाळी',
      'पाळी',
      'ਮਾਹਵਾਰੀ',
      'ਪੀਰੀਅਡ',
      'মাসিক',
      'পিরিয়ড',
      'மாதவிடாய்',
      'பீரியட்ஸ்',
      'నెలసరి',
      'పీరియడ్స్',
      'ಮುಟ್ಟು',
      'ಪೀರಿಯಡ್',
      'માસિક',
      'પીરિયડ',
    ],
  },
];

/**
 * Endings of a negated verb written as one word, where the language joins the negation on:
 * Kannada 'ಬರುತ್ತಿಲ್ಲ', Telugu 'రావట్లేదు', Tamil 'வரல' / 'வரலை', Bengali 'আসেনি'.
 * Only read right after one of the nouns above, where no other meaning is likely.
 */
export const JOINED_NEGATION_ENDINGS = [
  'ಿಲ್ಲ',
  'లేదు',
  // Tamil colloquial negatives ('முடியல', 'வரல', 'ஆகல'), not the locative '-ல' of 'நெஞ்சுல'.
  'யல',
  'யலை',
  'ரல',
  'ரலை',
  'கல',
  'கலை',
  'வில்லை',
  'নি',
];

/** Words that make 'breath … not' a denial of a problem rather than a missing function ('saans me taklif nahi'). */
export const PROBLEM_WORDS = [
  'taklif',
  'takleef',
  'dikkat',
  'problem',
  'pareshani',
  'तकलीफ',
  'दिक्कत',
  'परेशानी',
  'समस्या',
  'त्रास',
  'ਤਕਲੀਫ਼',
  'ਤਕਲੀਫ',
  'ਦਿੱਕਤ',
  'সমস্যা',
  'কষ্ট',
  'அசௌகரியம்',
  'பிரச்சனை',
  'கஷ்டம்',
  'సమస్య',
  'ఇబ్బంది',
  'ತೊಂದರೆ',
  'ಸಮಸ್ಯೆ',
  'તકલીફ',
  'સમસ્યા',
];

/**
 * Something stuck in the throat ('గొంతులో పల్లీ ఇరుక్కుపోయింది', 'घशात शेंगदाणा अडकला'): in a child,
 * or with a cough, voice or breathing word in the message, it is choking (an emergency).
 */
export const STUCK_WORDS = [
  'stuck',
  'atak',
  'atka',
  'atki',
  'अटक',
  'अडक',
  'ਫਸ',
  'ਅੜ',
  'আটকে',
  'আটকা',
  'சிக்கி',
  'சிக்கிக்',
  'ఇరుక్కు',
  'ఇరుక్క',
  'ಸಿಕ್ಕಿ',
  'ಸಿಲುಕ',
  'ફસા',
  'અટક',
];
export const THROAT_WORDS = [
  'throat',
  'windpipe',
  'gala',
  'gale',
  'गला',
  'गले',
  'घसा',
  'घशात',
  'गळा',
  'गळ्यात',
  'ਗਲ',
  'ਗਲੇ',
  'গলা',
  'গলায়',
  'தொண்டை',
  'தொண்டையில',
  'గొంతు',
  'గొంతులో',
  'ಗಂಟಲು',
  'ಗಂಟಲಲ್ಲಿ',
  'ગળા',
  'ગળામાં',
];

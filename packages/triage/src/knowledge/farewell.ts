/**
 * A goodbye together with an apology or 'I can't go on' in one message ('"আর পারছি না, সবাইকে
 * বিদায়"', 'எல்லாருக்கும் bye, என்ன மன்னிச்சிடுங்க', 'bye everyone, forgive me') is a farewell
 * message: read as suicidal thoughts (Tele-MANAS guidance: goodbye messages are a warning sign).
 * Neither half alone is: 'bye' and 'sorry' are everyday words.
 */
export const FAREWELL_WORDS = [
  'goodbye',
  'bye',
  'alvida',
  'अलविदा',
  'ਅਲਵਿਦਾ',
  'বিদায়',
  'গুডবাই',
  'குட்பை',
  'விடைபெறு',
  'வீடைபெறு',
  'వీడ్కోలు',
  'గుడ్ బై',
  'ವಿದಾಯ',
  'ಗುಡ್ ಬೈ',
  'अलविदा',
  'બાય',
  'અલવિદા',
  'बाय',
];

/**
 * An apology or giving up: 'forgive me', 'আর পারছি না', 'I can't anymore'. Not 'sorry' or Hindi
 * 'माफ़ कीजिए': they are everyday politeness ('sorry to bother, … bye').
 */
export const LAST_WORDS = [
  'forgive',
  'cant go on',
  'cant take it',
  'ਮਾਫ਼',
  'ਮਾਫ',
  'ক্ষমা',
  'মাফ',
  'আর পারছি না',
  'আর পারব না',
  'மன்னிச்சி',
  'மன்னிச்சு',
  'மன்னித்து',
  'క్షమించ',
  'ಕ್ಷಮಿಸ',
  'ಕ್ಷಮೆ',
  'માફ',
  'aur nahi ho raha',
  'और नहीं सह',
  'अब और नहीं',
];

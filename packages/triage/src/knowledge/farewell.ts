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

/**
 * Putting affairs in order: giving things away together with 'after me' or 'I won't need these'
 * ('ಬೈಕ್ ಫೋನ್ ಎಲ್ಲ ಫ್ರೆಂಡ್ಸ್ ಗೆ ಕೊಟ್ಟುಬಿಟ್ಟ … ಇನ್ನು ಇವೆಲ್ಲ ಬೇಕಾಗಲ್ಲ', 'પાસવર્ડ ભાઇ ને મોકલી દીધા,
 * મારા પછી એ લોકો સંભાળી લેશે') is a suicide warning sign (Tele-MANAS). Neither half alone is.
 */
export const GIVING_AWAY_WORDS = [
  'gave away',
  'giving away',
  'given away',
  'de diya sab',
  'baant',
  'बाँट',
  'बांट',
  'दे दिया',
  'दे दी',
  'ਵੰਡ',
  'ਦੇ ਦਿੱਤ',
  'বিলিয়ে',
  'দিয়ে দিয়েছে',
  'দিয়ে দিল',
  'குடுத்துட்ட',
  'கொடுத்துட்ட',
  'ఇచ్చేశ',
  'ఇచ్చేసా',
  'ಕೊಟ್ಟುಬಿಟ್ಟ',
  'ಹಂಚಿ',
  'ಕೊಟ್ಟಿದ್ದಾನೆ',
  'આપી દીધ',
  'મોકલી દીધ',
  'વહેંચી',
  'वाटून',
  'देऊन टाकल',
  'दे दियो',
  'दे दीयो',
  'दे देलस',
];
export const NO_FUTURE_WORDS = [
  'after me',
  'wont need',
  'will not need',
  'mere baad',
  'मेरे बाद',
  'माझ्यानंतर',
  'माझ्या नंतर',
  'ਮੇਰੇ ਬਾਅਦ',
  'আমার পরে',
  'আমি না থাকলে',
  'எனக்கு அப்புறம்',
  'நான் இல்லன்னா',
  'నా తర్వాత',
  'ನನ್ನ ನಂತರ',
  'ಬೇಕಾಗಲ್ಲ',
  'મારા પછી',
  'हमरा बाद',
  'म्हारै पछै',
  'जरूरत कोनी',
  'जरूरत नहीं पड़ेगी',
  'जरूरत नहीं रहेगी',
  'ज़रूरत नहीं पड़ेगी',
];

/**
 * A rope taken into a room that is then locked ('ஒரு கயிறு எடுத்துட்டு போனத பார்த்தேன் … கதவ
 * பூட்டிக்கிட்டா'): a hanging risk, read as suicidal thoughts. Either alone is everyday.
 */
export const ROPE_WORDS = [
  'rope',
  'noose',
  'rassi',
  'रस्सी',
  'दोरी',
  'दोर',
  'ਰੱਸੀ',
  'দড়ি',
  'கயிறு',
  'கயிற',
  'తాడు',
  'ಹಗ್ಗ',
  'દોરડ',
  'दोरडो',
];
export const LOCKED_WORDS = [
  'locked',
  'lock',
  'band kar',
  'बंद कर',
  'कुंडी',
  'ਬੰਦ ਕਰ',
  'কুলুপ',
  'বন্ধ করে',
  'খিল',
  'பூட்டி',
  'பூட்டிக்கிட்ட',
  'தாழ்ப்பா',
  'గడియ',
  'తలుపు వేసు',
  'ಚಿಲಕ',
  'ಬಾಗಿಲು ಹಾಕ',
  'બંધ કરી',
  'કડી',
  'कडी',
];

/**
 * Stroke signs people describe in their own words rather than with a symptom's name (NHS and
 * AHA BE-FAST): a leg dragged while walking ('दाहिना गोड़ घसीटात बा', 'ડાબો પગ ઘસડાતો ચાલે છે') is
 * weakness of one side; not seeing on one side or half of what is in front ('ડાબી બાજુનું કંઈ
 * દેખાતું નથી', 'can't see anything on the left') is sudden loss of vision. Read from a leg word
 * and a drag word, or a side / half word, a see word and a 'not', anywhere in one clause.
 */

/** Words that only mean dragging: a leg with one of them is a dragged leg. */
export const DRAG_WORDS = [
  'drag',
  'drags',
  'dragging',
  'dragged',
  'ghasit',
  'ghaseet',
  'ghasitna',
  'घसीट',
  'घसिट',
  'घिसट',
  'घसट',
  'ਘਸੀਟ',
  'ਘੜੀਸ',
  'ঘষট',
  'ঘষে ঘষে',
  'টেনে টেনে',
  'இழுத்து இழுத்து',
  'ఈడ్చుకుంటూ',
  'ఈడుస్తూ',
  'ఈడ్చ',
  'ಎಳೆದುಕೊಂಡು',
  'ಎಳ್ಕೊಂಡು',
  'ઘસડા',
  'ઘસડી',
  'ઘસેડ',
  'ઢસડા',
  'ઢસડી',
];

/** Words that mean pulling as well as dragging ('पाय ओढत चालतात'): a dragged leg only with a walk word. */
export const PULL_WORDS = ['ओढत', 'ओढून', 'இழுத்துக்கிட்டு', 'ಎಳೆದು', 'ಎಳೀತ'];

/** Walking: 'चलते', 'ચાલે', 'நடக்க', 'నడుస్తు'. */
export const WALK_WORDS = [
  'walk',
  'walking',
  'chal',
  'chalta',
  'chalte',
  'चल',
  'चाल',
  'चाले',
  'ਤੁਰ',
  'ਚੱਲ',
  'হাঁট',
  'চল',
  'நட',
  'నడ',
  'ನಡೆ',
  'ನಡೀ',
  'ચાલ',
];

/** Left, for one-sided vision loss (right is in ./bites RIGHT_WORDS). */
export const LEFT_WORDS = [
  'left',
  'baayi',
  'bayi',
  'baaye',
  'baayen',
  'बाईं',
  'बाएं',
  'बायें',
  'बाँया',
  'बायां',
  'बाया',
  'डाव',
  'डावी',
  'डाव्या',
  'डाबै',
  'डाबी',
  'डावो',
  'बावां',
  'ਖੱਬੇ',
  'ਖੱਬੀ',
  'ਖੱਬਾ',
  'বাম',
  'বাঁ',
  'বাঁদিকে',
  'இடது',
  'இடப்பக்க',
  'ఎడమ',
  'ಎಡ',
  'ಎಡಗಡೆ',
  'ಎಡಭಾಗ',
  'ડાબી',
  'ડાબે',
  'ડાબો',
  'ડાબા',
];

/** Half: 'आधा दिख रहा है', 'பாதி தான் தெரியுது'. */
export const HALF_WORDS = [
  'half',
  'aadha',
  'adha',
  'आधा',
  'आधी',
  'अर्धा',
  'अर्धे',
  'ਅੱਧਾ',
  'ਅੱਧੀ',
  'অর্ধেক',
  'আধা',
  'பாதி',
  'సగం',
  'ಅರ್ಧ',
  'અડધું',
  'અડધી',
];

/** Seeing: the verb stems, which Indic inflections start with. */
export const SEE_WORDS = [
  'see',
  'seeing',
  'visible',
  'vision',
  'dikh',
  'dikhai',
  'dikhta',
  'dikhti',
  'दिख',
  'दिस',
  'दीस',
  'ਦਿਸ',
  'ਦਿੱਖ',
  'ਦਿਖ',
  'দেখ',
  'தெரிய',
  'தெரில',
  'కనిప',
  'కనబ',
  'ಕಾಣ',
  'ಕಾಣಿಸ',
  'દેખા',
  'દેખાય',
  'સૂઝ',
];

/**
 * A side of the body ('डावो पासो', 'left side', 'ಎಡಭಾಗ') and a numb word in one clause, with a
 * left or right word: one side gone numb, a stroke sign (BE-FAST), however far apart the words.
 */
export const SIDE_WORDS = [
  'side',
  'taraf',
  'tarf',
  'तरफ',
  'ओर',
  'बाजू',
  'बाजूला',
  'पासो',
  'पासा',
  'ਪਾਸਾ',
  'ਪਾਸੇ',
  'দিক',
  'পাশ',
  'பக்கம்',
  'பக்க',
  'వైపు',
  'భాగం',
  'ಭಾಗ',
  'ಕಡೆ',
  // Side joined onto left / right: 'ಎಡಗಡೆ', 'বাঁদিকে', 'இடப்பக்க'.
  'ಎಡಗಡೆ',
  'ಬಲಗಡೆ',
  'ಎಡಭಾಗ',
  'ಬಲಭಾಗ',
  'বাঁদিকে',
  'ডানদিকে',
  'இடப்பக்க',
  'வலப்பக்க',
  'બાજુ',
];
export const NUMB_WORDS = [
  'numb',
  'numbness',
  'sunn',
  'sun pad',
  'सुन्न',
  'सुन',
  'बधिर',
  'ਸੁੰਨ',
  'অসাড়',
  'அசைவில்லா',
  'மரத்து',
  'மதமத',
  'తిమ్మిరి',
  'తిమ్మిర్లు',
  'ಜೋಮು',
  'ಮರಗಟ್ಟ',
  'સુન્ન',
  'ખાલી ચડ',
];

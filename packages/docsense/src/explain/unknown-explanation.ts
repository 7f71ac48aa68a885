import type { AnalysisLanguage } from '@arogya/contracts/analysis';

const WHAT_TO_UPLOAD = {
  en: 'Please upload a clear photo of a printed lab report (for example blood or urine test results) or a typed prescription, with the whole page flat and in good light.',
  hi: 'कृपया छपी हुई लैब रिपोर्ट (जैसे खून या पेशाब की जाँच के नतीजे) या टाइप की हुई डॉक्टर की पर्ची की साफ़ फ़ोटो अपलोड करें, जिसमें पूरा पेज सीधा और अच्छी रोशनी में हो।',
};

const NOT_A_REPORT = {
  en: 'This does not look like a lab report or a prescription, so we cannot explain it.',
  hi: 'यह लैब रिपोर्ट या डॉक्टर की पर्ची जैसा नहीं लगता, इसलिए हम इसे समझा नहीं सकते।',
};

const NO_TEXT = {
  en: 'We could not read any text in this image.',
  hi: 'इस फ़ोटो में हम कोई लिखावट नहीं पढ़ पाए।',
};

/** A polite note that the page is not something we explain, and what to upload instead. */
export function explainUnknown(hasText: boolean, language: AnalysisLanguage): string {
  const lang = language === 'hi-IN' ? 'hi' : 'en';
  const first = hasText ? NOT_A_REPORT[lang] : NO_TEXT[lang];
  return `${first} ${WHAT_TO_UPLOAD[lang]}`;
}

import type { AnalysisLanguage } from '@arogya/contracts/analysis';
import { describeDose, describeDuration } from '../medicines/everyday-words';
import type { Words } from '../medicines/everyday-words';
import { DOSE_FORMS } from '../medicines/knowledge/index';
import type { MedicineFinding } from '../medicines/parse-prescription';

/** The sentences of a prescription explanation in one language. */
interface PrescriptionPhrases {
  intro: (count: number) => string;
  contains: (generics: string) => string;
  unknown: string;
  howTo: (parts: string[]) => string;
  notShown: string;
  forDuration: (duration: string) => string;
  and: string;
  closing: string;
}

const EN: PrescriptionPhrases = {
  intro: (n) =>
    `This looks like a prescription. We could read ${n} ${n === 1 ? 'medicine' : 'medicines'}:`,
  contains: (generics) => `It contains ${generics}.`,
  unknown:
    'We could not find this name in our medicine list, so please ask your doctor or pharmacist what it is for.',
  howTo: (parts) => `How to take it: ${parts.join(', ')}.`,
  notShown: 'The paper does not clearly show how to take it; please ask your doctor or pharmacist.',
  forDuration: (duration) => (duration.startsWith('until') ? duration : `for ${duration}`),
  and: 'and',
  closing:
    'Please take your medicines exactly as your doctor wrote them. Do not start, stop or change any medicine or its dose on your own. If anything is unclear, or you feel unwell after a medicine, ask your doctor or pharmacist.',
};

const HI: PrescriptionPhrases = {
  intro: (n) =>
    `यह डॉक्टर की पर्ची (प्रिस्क्रिप्शन) लगती है। हम इसमें ${n} ${n === 1 ? 'दवा' : 'दवाएँ'} पढ़ पाए:`,
  contains: (generics) => `इसमें ${generics} है।`,
  unknown:
    'यह नाम हमारी दवाओं की सूची में नहीं मिला, इसलिए यह किस लिए है, यह अपने डॉक्टर या फ़ार्मासिस्ट से पूछें।',
  howTo: (parts) => `कैसे लें: ${parts.join(', ')}।`,
  notShown: 'पर्ची पर यह साफ़ नहीं दिखता कि इसे कैसे लेना है; कृपया डॉक्टर या फ़ार्मासिस्ट से पूछें।',
  forDuration: (duration) => duration,
  and: 'और',
  closing:
    'दवाएँ ठीक वैसे ही लें जैसे डॉक्टर ने लिखी हैं। अपने मन से कोई दवा शुरू न करें, बंद न करें और उसकी खुराक न बदलें। कुछ भी साफ़ न हो, या दवा लेने के बाद तबीयत ठीक न लगे, तो डॉक्टर या फ़ार्मासिस्ट से पूछें।',
};

function pick(words: Words, language: AnalysisLanguage): string {
  return language === 'hi-IN' ? words.hi : words.en;
}

/** 'a', 'a and b', 'a, b and c'. */
function listOf(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/**
 * A generic's name inside a sentence: 'Paracetamol' → 'paracetamol', but 'ORS' and 'B12' keep
 * capitals.
 */
function inSentence(name: string): string {
  return /^\p{Lu}\p{Ll}/u.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

/** The form in words ('tablet', 'गोली'), from the line or from the dictionary's brand. */
function formWords(finding: MedicineFinding): Words | undefined {
  const form = finding.form ?? DOSE_FORMS.find((f) => f.form === finding.brand?.form);
  if (!form || form.form === 'other') return undefined;
  // The heading already has brackets: 'drops (ड्रॉप्स)' is shown as 'drops, ड्रॉप्स'.
  const flat = (text: string) => text.replace(/\s*\(([^)]*)\)/g, ', $1');
  return { en: flat(form.en), hi: flat(form.hi) };
}

/** One medicine: name, what it contains and is for, and how to take it as printed. */
function describeMedicine(
  finding: MedicineFinding,
  position: number,
  language: AnalysisLanguage,
): string {
  const phrases = language === 'hi-IN' ? HI : EN;
  const { medicine, generics, schedule } = finding;
  const form = formWords(finding);
  const details = [form && pick(form, language), medicine.strength].filter(Boolean);
  const heading = `${position}. ${medicine.name}${details.length > 0 ? ` (${details.join(', ')})` : ''}:`;

  const about: string[] = [];
  if (generics.length === 0) {
    about.push(phrases.unknown);
  } else {
    // A brand's name does not say what is in it; a generic's name does.
    const contents = listOf(
      generics.map((g) => inSentence(g.name)),
      phrases.and,
    );
    if (finding.brand) about.push(phrases.contains(contents));
    about.push(
      ...generics.slice(0, 3).map((g) => (language === 'hi-IN' ? g.purposeHi : g.purpose)),
    );
  }

  const frequency = schedule.frequency && pick(schedule.frequency, language);
  // 'half a tablet in the morning and half at night' already says the dose.
  const dose = /tablet|गोली/.test(frequency ?? '')
    ? undefined
    : describeDose(schedule, finding.form?.form ?? finding.brand?.form);
  const how = [
    dose && pick(dose, language),
    frequency,
    schedule.food && pick(schedule.food, language),
    schedule.duration && phrases.forDuration(pick(describeDuration(schedule.duration), language)),
  ].filter((part): part is string => Boolean(part));
  const howTo = how.length > 0 ? phrases.howTo(how) : phrases.notShown;

  return [heading, ...about, howTo].join(' ');
}

/**
 * Explains a prescription in plain words: each medicine with what it contains and is for, and
 * the schedule as printed in everyday words (morning, afternoon, night), with food timing and
 * duration; never a dose the paper does not show. Ends with a reminder to follow the doctor.
 */
export function explainPrescription(
  medicines: MedicineFinding[],
  language: AnalysisLanguage,
): string {
  const phrases = language === 'hi-IN' ? HI : EN;
  const items = medicines.map((m, i) => describeMedicine(m, i + 1, language));
  return [phrases.intro(medicines.length), items.join('\n'), phrases.closing].join('\n\n');
}

import type { AnalysisLanguage } from '@arogya/contracts/analysis';
import type { LabFinding } from '../lab/lab-finding';

/** The sentences of a lab report explanation in one language. */
interface LabPhrases {
  intro: (count: number) => string;
  outOfRange: (count: number) => string;
  lower: (name: string, value: string, range: string | undefined) => string;
  higher: (name: string, value: string, range: string | undefined) => string;
  positive: (name: string, value: string, usual: string | undefined) => string;
  restNormal: (count: number) => string;
  allNormal: (count: number) => string;
  noRange: (count: number) => string;
  noMeaning: string;
  closing: string;
}

const EN: LabPhrases = {
  intro: (n) =>
    `This looks like a lab report. We could read ${n} test ${n === 1 ? 'result' : 'results'} from it.`,
  outOfRange: (n) =>
    n === 1 ? '1 result is outside the usual range:' : `${n} results are outside the usual range:`,
  lower: (name, value, range) =>
    `${name}: ${value}, lower than the usual range${range ? ` (${range})` : ''}.`,
  higher: (name, value, range) =>
    `${name}: ${value}, higher than the usual range${range ? ` (${range})` : ''}.`,
  positive: (name, value, usual) => `${name}: ${value}${usual ? ` (usually ${usual})` : ''}.`,
  restNormal: (n) =>
    n === 1
      ? 'The other result is within the usual range.'
      : `The other ${n} results are within the usual range.`,
  allNormal: (n) =>
    n === 1
      ? 'The result is within the usual range.'
      : `All ${n} results are within the usual range.`,
  noRange: (n) =>
    `For ${n} ${n === 1 ? 'result' : 'results'} we could not find a usual range to compare with; your doctor can explain ${n === 1 ? 'it' : 'them'}.`,
  noMeaning: 'Your doctor can tell you what this means for you.',
  closing:
    "These notes are general information, not a diagnosis. Please show this report to your doctor, who will read it together with your symptoms and health history. Follow your doctor's advice, and do not start, stop or change any medicine on your own.",
};

const HI: LabPhrases = {
  intro: (n) => `यह एक लैब रिपोर्ट लगती है। हम इसमें से ${n} जाँच के नतीजे पढ़ पाए।`,
  outOfRange: (n) =>
    n === 1 ? '1 नतीजा सामान्य सीमा से बाहर है:' : `${n} नतीजे सामान्य सीमा से बाहर हैं:`,
  lower: (name, value, range) =>
    `${name}: ${value}, जो सामान्य सीमा${range ? ` (${range})` : ''} से कम है।`,
  higher: (name, value, range) =>
    `${name}: ${value}, जो सामान्य सीमा${range ? ` (${range})` : ''} से ज़्यादा है।`,
  positive: (name, value, usual) => `${name}: ${value}${usual ? ` (आम तौर पर ${usual})` : ''}।`,
  restNormal: (n) =>
    n === 1 ? 'बाकी 1 नतीजा सामान्य सीमा में है।' : `बाकी ${n} नतीजे सामान्य सीमा में हैं।`,
  allNormal: (n) => (n === 1 ? 'यह नतीजा सामान्य सीमा में है।' : `सभी ${n} नतीजे सामान्य सीमा में हैं।`),
  noRange: (n) =>
    n === 1
      ? '1 नतीजे के लिए हमें तुलना करने को सामान्य सीमा नहीं मिली; इसके बारे में डॉक्टर बता सकते हैं।'
      : `${n} नतीजों के लिए हमें तुलना करने को सामान्य सीमा नहीं मिली; इनके बारे में डॉक्टर बता सकते हैं।`,
  noMeaning: 'इसका आपके लिए क्या मतलब है, यह डॉक्टर बता सकते हैं।',
  closing:
    'यह जानकारी सामान्य है, यह निदान (डायग्नोसिस) नहीं है। यह रिपोर्ट अपने डॉक्टर को दिखाएँ, वे इसे आपके लक्षणों और सेहत के इतिहास के साथ समझेंगे। डॉक्टर की सलाह मानें, और अपने मन से कोई दवा शुरू न करें, बंद न करें और न ही बदलें।',
};

/** A result printed as a word ('Positive', '++') rather than a number. */
function isWordResult(finding: LabFinding): boolean {
  return !/^[<>≤≥]?\s*\d/.test(finding.result.value);
}

/** One out-of-range result with what it usually means. */
function describeFinding(finding: LabFinding, language: AnalysisLanguage): string {
  const phrases = language === 'hi-IN' ? HI : EN;
  const { result, test } = finding;
  const hindi = language === 'hi-IN';
  const name = hindi ? test.hi.name : result.test;
  const value = !result.unit
    ? result.value
    : `${result.value}${result.unit === '%' ? '' : ' '}${result.unit}`;
  const meanings = hindi ? test.hi : test;

  if (isWordResult(finding) && result.flag === 'high') {
    const usual = result.referenceRange ?? test.qualitative?.normal[0];
    const meaning = meanings.meaningAbnormal ?? meanings.meaningHigh ?? phrases.noMeaning;
    return `${phrases.positive(name, result.value, usual)} ${meaning}`;
  }
  if (result.flag === 'low') {
    return `${phrases.lower(name, value, result.referenceRange)} ${meanings.meaningLow ?? phrases.noMeaning}`;
  }
  const meaning = meanings.meaningHigh ?? meanings.meaningAbnormal ?? phrases.noMeaning;
  return `${phrases.higher(name, value, result.referenceRange)} ${meaning}`;
}

/**
 * Explains a lab report in plain words: how many results were read, each out-of-range value and
 * what it usually means (from the knowledge base, never stated as certain), that the rest are
 * within range, and a reminder to go through it with the doctor.
 */
export function explainLabReport(findings: LabFinding[], language: AnalysisLanguage): string {
  const phrases = language === 'hi-IN' ? HI : EN;
  const outOfRange = findings.filter((f) => f.result.flag === 'low' || f.result.flag === 'high');
  const normal = findings.filter((f) => f.result.flag === 'normal').length;
  const unranged = findings.filter((f) => f.result.flag === undefined).length;

  const paragraphs = [phrases.intro(findings.length)];
  if (outOfRange.length > 0) {
    const items = outOfRange.map((f) => `- ${describeFinding(f, language)}`);
    paragraphs.push([phrases.outOfRange(outOfRange.length), ...items].join('\n'));
    if (normal > 0) paragraphs.push(phrases.restNormal(normal));
  } else if (normal > 0) {
    paragraphs.push(phrases.allNormal(normal));
  }
  if (unranged > 0) paragraphs.push(phrases.noRange(unranged));
  paragraphs.push(phrases.closing);
  return paragraphs.join('\n\n');
}

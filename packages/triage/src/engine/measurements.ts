import { asciiDigits } from './text';
import type { MessageFindings } from './findings';

const OXYGEN_WORD =
  /oxygen|oxy|spo2|saturation|ऑक्सी|आक्सी|ऑक्सि|ओक्सी|ਆਕਸੀ|অক্সি|ஆக்ஸி|ஆக்சி|ఆక్సి|ಆಕ್ಸಿ|ઓક્સિ/iu;
/**
 * Oxygen levels of 92 % or less said in words (70–92): the tens and the numbers people read off
 * an oximeter in the 80s, in every language.
 */
const LOW_OXYGEN_NUMBER_WORDS = [
  'seventy',
  'eighty',
  'ninety one',
  'ninety two',
  'सत्तर',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अठासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'ऐंशी',
  'पंच्याऐंशी',
  'पंचाऐंशी',
  'शहाऐंशी',
  'सत्त्याऐंशी',
  'अठ्ठ्याऐंशी',
  'ਸੱਤਰ',
  'ਅੱਸੀ',
  'ਪਚਾਸੀ',
  'ਛਿਆਸੀ',
  'ਅਠਾਸੀ',
  'ਨੱਬੇ',
  'সত্তর',
  'আশি',
  'পঁচাশি',
  'ছিয়াশি',
  'অষ্টআশি',
  'অষ্টাশি',
  'নব্বই',
  'எழுபது',
  'எண்பது',
  'எண்பத்',
  'தொண்ணூறு',
  'డెబ్బై',
  'ఎనభై',
  'తొంభై',
  'ಎಪ್ಪತ್ತು',
  'ಎಂಬತ್ತು',
  'ಎಂಬತ್ತೈದು',
  'ತೊಂಬತ್ತು',
  'સિત્તેર',
  'એંશી',
  'પંચાશી',
  'છયાશી',
  'નેવું',
];

/** Year words ('45 varsha', '60 साल'): a number before one is an age. */
const YEAR_WORDS = [
  'year',
  'yr',
  'saal',
  'sal',
  'varsh',
  'baras',
  'वर्ष',
  'साल',
  'बरस',
  'वरस',
  'ਸਾਲ',
  'বছর',
  'வயசு',
  'வயது',
  'ఏళ్ళ',
  'ఏళ్ల',
  'సంవత్సర',
  'ವರ್ಷ',
  'વર્ષ',
  'વરસ',
  'bochor',
  'bochhor',
  'bosor',
  'বৎসর',
  'varusham',
  'varudam',
  'வருஷ',
  'வருட',
];

/** A word for fever or a thermometer: a number near one may be a temperature. */
const FEVER_WORDS =
  /fever|temperature|temp|therm[a-z]*m[ei]ter|bukh?aa?r|bokhar|bukhaar|jwar|jw?aram|joo?ram|juram|kaa?[iy]?chal|\btaa[vp]\b|\bjor\b|बुखार|बोखार|बुख़ार|ताप|ताव|ज्वर|थर्मामीटर|காய்ச்சல்|காச்சல்|ஜுரம்|ஜூரம்|ஜ்வரம்|டெம்பரேச்சர்|தெர்மாமீட்டர்|జ్వరం|జ్వరము|థర్మామీటర్|ಜ್ವರ|ಥರ್ಮಾಮೀಟರ್|জ্বর|থার্মোমিটার|ਬੁਖਾਰ|ਬੁਖ਼ਾਰ|ਤਾਪ|ਥਰਮਾਮੀਟਰ|તાવ|થર્મોમીટર/iu;

/**
 * A temperature of 102–106 °F said aloud and typed by voice: 'one hundred three', 'hundred and
 * two', 'एक सौ तीन', 'ek sau char'. Read only beside a fever word, like a number in digits.
 */
const HIGH_FEVER_NUMBER_WORDS =
  /\bhundred (?:and )?(?:two|three|four|five|six)\b|एक ?सौ (?:दो|तीन|चार|पांच|पाँच|छह|छः)(?![\p{L}\p{M}])|\b(?:ek )?sau (?:do|teen|tin|char|chaar|panch|paanch)\b/iu;

/**
 * Numbers people quote from a BP machine, a glucometer, an oximeter or a thermometer. A blood
 * pressure of 140/90 or more, a sugar of 250 or more (or 70 or less), an oxygen level of 92 % or
 * less and a temperature of 100.4 °F (38 °C) or more are findings of their own.
 */
export function readMeasurements(text: string, findings: MessageFindings): void {
  // '८६', '৮৬': Indic digits read as digits.
  const normalized = asciiDigits(text.normalize('NFC'));
  for (const [, high, low] of normalized.matchAll(/\b(\d{2,3})\s*(?:\/|over)\s*(\d{2,3})\b/g)) {
    const systolic = Number(high);
    const diastolic = Number(low);
    if (
      systolic >= 70 &&
      systolic <= 260 &&
      systolic > diastolic &&
      (systolic >= 140 || diastolic >= 90)
    )
      findings.symptoms.set('high_bp_reading', true);
    if (systolic >= 180 || diastolic >= 120) findings.symptoms.set('very_high_bp_reading', true);
    // 'BP 82/50', 'BP ૮૪/૫૦': under 90/60 (NHS low blood pressure).
    if (
      systolic >= 50 &&
      systolic < 90 &&
      diastolic >= 30 &&
      diastolic < 60 &&
      systolic > diastolic
    )
      findings.symptoms.set('low_bp_reading', true);
  }
  // 'pulse 44', 'ਨਬਜ਼ 150', 'ನಾಡಿ 40': a resting pulse under 50 or of 140 and more. Not a pulse
  // oximeter's oxygen number.
  for (const [, value] of normalized.matchAll(
    /(?:pulse(?!\s*ox)|heart rate|\bhr\b|पल्स|नब्ज़|नब्ज|नाडी|नाड़ी|ਪਲਸ|ਨਬਜ਼|পালস|নাড়ি|பல்ஸ்|நாடி|పల్స్|నాడి|ಪಲ್ಸ್|ನಾಡಿ|પલ્સ|નાડી)\D{0,12}?(\d{2,3})\b/giu,
  )) {
    const pulse = Number(value);
    if ((pulse >= 20 && pulse < 50) || (pulse >= 140 && pulse <= 250))
      findings.symptoms.set('abnormal_pulse_reading', true);
  }
  // 'papa ka BP 200 ho gaya': a single BP number.
  for (const [, value] of normalized.matchAll(
    /(?:\bbp|\bb\.p\.?|pressure|बीपी|ਬੀਪੀ|বিপি|প্রেশার|பிபி|బీపీ|ಬಿಪಿ|બીપી|प्रेशर)\D{0,12}?(\d{3})\b(?!\s*\/)/giu,
  )) {
    const systolic = Number(value);
    if (systolic >= 140 && systolic <= 260) findings.symptoms.set('high_bp_reading', true);
    if (systolic >= 180 && systolic <= 260) findings.symptoms.set('very_high_bp_reading', true);
  }
  // 'oximeter me oxygen 86', 'SpO2 88%': 92 % or less is a low oxygen level (NHS: go to A&E).
  const oxygen = normalized.match(
    /(?:spo2|sp02|spo 2|oxygen|o2|saturation|oximeter|ऑक्सी|ऑक्सि|ओक्सी|ਆਕਸੀ|অক্সি|ஆக்ஸி|ஆக்சி|ఆక్సి|ಆಕ್ಸಿ|ઓક્સિ)\D{0,15}?(\d{2,3})\b/iu,
  );
  // 'ऑक्सीजन लागी ही … मसीन मं 84 आवै': the machine's number, with oxygen named earlier and no
  // other machine's reading (BP, pulse, sugar) told.
  const otherMachine = /\bbp\b|pulse|sugar|pressure|बीपी|पल्स|शुगर|सुगर/iu.test(normalized);
  const machine =
    OXYGEN_WORD.test(normalized) && !otherMachine
      ? normalized.match(
          /(?:machine|meter|मशीन|मसीन|मीटर|ਮਸ਼ੀਨ|মেশিন|மெஷின்|మిషన్|ಮಷಿನ್|મશીન)\D{0,10}?(\d{2})\b/iu,
        )
      : null;
  for (const reading of [oxygen, machine]) {
    const value = Number(reading?.[1]);
    if (value >= 50 && value <= 92) findings.symptoms.set('severe_breathing_difficulty', true);
  }
  // Said aloud and typed by voice: 'oxygen eighty five', 'ऑक्सीजन पचासी', 'ఆక్సిజన్ ఎనభై ఎనిమిది'.
  if (OXYGEN_WORD.test(normalized) && LOW_OXYGEN_NUMBER_WORDS.some((w) => normalized.includes(w)))
    findings.symptoms.set('severe_breathing_difficulty', true);
  const sugar = normalized.match(
    /(?:sugar|glucose|rbs|fbs|शुगर|सुगर|ग्लूकोज|சுகர்|షుగర్|ಶುಗರ್|সুগার|ਸ਼ੂਗਰ|સુગર)\D{0,15}(\d{2,3})\b/iu,
  );
  // 'sugar test madsbeku 45 varsha': a number followed by years is an age, not a reading.
  const ageFollows =
    sugar !== null &&
    YEAR_WORDS.some((w) =>
      normalized
        .slice(sugar.index! + sugar[0].length)
        .trimStart()
        .startsWith(w),
    );
  if (sugar && !ageFollows) {
    const value = Number(sugar[1]);
    if (value >= 250) findings.symptoms.set('high_sugar_reading', true);
    else if (value > 0 && value <= 70) findings.symptoms.set('low_sugar_symptoms', true);
  }
  if (FEVER_WORDS.test(normalized) && HIGH_FEVER_NUMBER_WORDS.test(normalized)) {
    findings.symptoms.set('high_fever', true);
    findings.symptoms.set('fever', true);
  }
  for (const [, degrees, unit] of normalized.matchAll(
    /\b(\d{2,3}(?:\.\d)?)\s*(?:°|degree|degrees|डिग्री)?\s*(f|c)?\b/giu,
  )) {
    const value = Number(degrees);
    const fahrenheit = unit?.toLowerCase() === 'c' ? value * 1.8 + 32 : value;
    const saysFever = FEVER_WORDS.test(normalized);
    if (saysFever && fahrenheit >= 102 && fahrenheit <= 110)
      findings.symptoms.set('high_fever', true);
    // 100.4 °F (38 °C) and up is a fever, which matters most in a baby under 3 months. A reading
    // with a decimal in that range ('100.6') is a temperature even without a fever word.
    const reading = /\.\d$/.test(degrees!) && fahrenheit >= 100.4 && fahrenheit <= 107;
    if ((saysFever || reading) && fahrenheit >= 100.4 && fahrenheit <= 110)
      findings.symptoms.set('fever', true);
  }
}

import type { DoseForm, DurationPattern, FoodTiming, FrequencyCode } from './schema';

/**
 * Frequency notations seen on Indian prescriptions. Patterns are written as doctors write them;
 * a matcher should compare case-insensitively and ignore spaces and dots ("B.D." = "BD", "1 - 0 - 1" = "1-0-1").
 * Dash notation is morning-afternoon-night; four numbers are morning-afternoon-evening-night.
 */
export const FREQUENCIES: FrequencyCode[] = [
  { pattern: ['1-0-0', '1+0+0'], timesPerDay: 1, morning: 1, afternoon: 0, night: 0, en: 'once a day, in the morning', hi: 'दिन में एक बार, सुबह' },
  { pattern: ['0-1-0', '0+1+0'], timesPerDay: 1, morning: 0, afternoon: 1, night: 0, en: 'once a day, in the afternoon', hi: 'दिन में एक बार, दोपहर को' },
  { pattern: ['0-0-1', '0+0+1'], timesPerDay: 1, morning: 0, afternoon: 0, night: 1, en: 'once a day, at night', hi: 'दिन में एक बार, रात को' },
  { pattern: ['1-0-1', '1+0+1'], timesPerDay: 2, morning: 1, afternoon: 0, night: 1, en: 'twice a day: once in the morning and once at night', hi: 'दिन में दो बार: सुबह एक और रात को एक' },
  { pattern: ['1-1-0', '1+1+0'], timesPerDay: 2, morning: 1, afternoon: 1, night: 0, en: 'twice a day: once in the morning and once in the afternoon', hi: 'दिन में दो बार: सुबह एक और दोपहर को एक' },
  { pattern: ['0-1-1', '0+1+1'], timesPerDay: 2, morning: 0, afternoon: 1, night: 1, en: 'twice a day: once in the afternoon and once at night', hi: 'दिन में दो बार: दोपहर को एक और रात को एक' },
  { pattern: ['1-1-1', '1+1+1'], timesPerDay: 3, morning: 1, afternoon: 1, night: 1, en: 'three times a day: morning, afternoon and night', hi: 'दिन में तीन बार: सुबह, दोपहर और रात' },
  { pattern: ['1-1-1-1', '1+1+1+1'], timesPerDay: 4, morning: 1, afternoon: 1, evening: 1, night: 1, en: 'four times a day: morning, afternoon, evening and night', hi: 'दिन में चार बार: सुबह, दोपहर, शाम और रात' },
  { pattern: ['2-0-2', '2+0+2'], timesPerDay: 2, morning: 2, afternoon: 0, night: 2, en: 'twice a day: two in the morning and two at night', hi: 'दिन में दो बार: सुबह दो और रात को दो' },
  { pattern: ['1-0-2'], timesPerDay: 2, morning: 1, afternoon: 0, night: 2, en: 'twice a day: one in the morning and two at night', hi: 'दिन में दो बार: सुबह एक और रात को दो' },
  { pattern: ['2-0-1'], timesPerDay: 2, morning: 2, afternoon: 0, night: 1, en: 'twice a day: two in the morning and one at night', hi: 'दिन में दो बार: सुबह दो और रात को एक' },
  { pattern: ['½-0-½', '1/2-0-1/2', '0.5-0-0.5'], timesPerDay: 2, morning: 0.5, afternoon: 0, night: 0.5, en: 'half a tablet in the morning and half at night', hi: 'सुबह आधी गोली और रात को आधी गोली' },
  { pattern: ['½-0-0', '1/2-0-0', '0.5-0-0'], timesPerDay: 1, morning: 0.5, afternoon: 0, night: 0, en: 'half a tablet once a day, in the morning', hi: 'दिन में एक बार सुबह आधी गोली' },
  { pattern: ['0-0-½', '0-0-1/2', '0-0-0.5'], timesPerDay: 1, morning: 0, afternoon: 0, night: 0.5, en: 'half a tablet once a day, at night', hi: 'दिन में एक बार रात को आधी गोली' },
  { pattern: ['OD', 'O.D.', 'QD', 'once daily', 'once a day', '1 time a day', 'din mein ek baar', 'दिन में एक बार'], timesPerDay: 1, en: 'once a day, at the same time each day', hi: 'दिन में एक बार, रोज़ एक ही समय पर' },
  { pattern: ['OM', 'O.M.', 'every morning', 'in the morning'], timesPerDay: 1, morning: true, en: 'once a day, in the morning', hi: 'दिन में एक बार, सुबह' },
  { pattern: ['ON', 'O.N.', 'every night', 'at night'], timesPerDay: 1, night: true, en: 'once a day, at night', hi: 'दिन में एक बार, रात को' },
  { pattern: ['BD', 'B.D.', 'BID', 'B.I.D.', 'twice daily', 'twice a day', 'din mein do baar', 'दिन में दो बार'], timesPerDay: 2, morning: true, night: true, en: 'twice a day, usually morning and night', hi: 'दिन में दो बार, आमतौर पर सुबह और रात' },
  { pattern: ['TDS', 'T.D.S.', 'TID', 'T.I.D.', 'thrice daily', 'three times a day', 'din mein teen baar', 'दिन में तीन बार'], timesPerDay: 3, morning: true, afternoon: true, night: true, en: 'three times a day: morning, afternoon and night', hi: 'दिन में तीन बार: सुबह, दोपहर और रात' },
  { pattern: ['QID', 'Q.I.D.', 'QDS', 'four times a day', 'din mein chaar baar', 'दिन में चार बार'], timesPerDay: 4, morning: true, afternoon: true, evening: true, night: true, en: 'four times a day, spread through the day', hi: 'दिन में चार बार, पूरे दिन में बाँटकर' },
  { pattern: ['HS', 'H.S.', 'QHS', 'at bedtime', 'bedtime', 'sote samay', 'सोते समय'], timesPerDay: 1, night: true, en: 'once a day, at bedtime', hi: 'दिन में एक बार, रात को सोते समय' },
  { pattern: ['SOS', 'S.O.S.', 'PRN', 'P.R.N.', 'as needed', 'when required', 'if needed', 'zarurat padne par', 'ज़रूरत पड़ने पर'], asNeeded: true, en: 'only when needed, for example for pain or fever', hi: 'सिर्फ़ ज़रूरत पड़ने पर, जैसे दर्द या बुखार होने पर' },
  { pattern: ['STAT', 'stat', 'immediately'], timesPerDay: 1, en: 'one dose straight away', hi: 'एक खुराक तुरंत' },
  { pattern: ['Q4H', 'q4h', 'every 4 hours', '4 hourly'], timesPerDay: 6, en: 'every four hours', hi: 'हर चार घंटे पर' },
  { pattern: ['Q6H', 'q6h', 'every 6 hours', '6 hourly'], timesPerDay: 4, en: 'every six hours', hi: 'हर छह घंटे पर' },
  { pattern: ['Q8H', 'q8h', 'every 8 hours', '8 hourly'], timesPerDay: 3, en: 'every eight hours', hi: 'हर आठ घंटे पर' },
  { pattern: ['Q12H', 'q12h', 'every 12 hours', '12 hourly'], timesPerDay: 2, en: 'every twelve hours', hi: 'हर बारह घंटे पर' },
  { pattern: ['weekly', 'once a week', 'once weekly', 'hafte mein ek baar', 'हफ़्ते में एक बार'], timesPerDay: 1 / 7, en: 'once a week, on the same day each week', hi: 'हफ़्ते में एक बार, हर हफ़्ते उसी दिन' },
  { pattern: ['twice weekly', 'twice a week'], timesPerDay: 2 / 7, en: 'twice a week', hi: 'हफ़्ते में दो बार' },
  { pattern: ['alternate day', 'alternate days', 'on alternate days', 'AD', 'every other day', 'ek din chhodkar', 'एक दिन छोड़कर'], timesPerDay: 0.5, en: 'every other day', hi: 'एक दिन छोड़कर' },
  { pattern: ['monthly', 'once a month'], timesPerDay: 1 / 30, en: 'once a month', hi: 'महीने में एक बार' },
];

/** Food-timing notations; compare case-insensitively, ignoring dots. */
export const FOOD_TIMINGS: FoodTiming[] = [
  { pattern: ['AC', 'A.C.', 'a/c', 'before food', 'before meals', 'before meal', 'khane se pehle', 'khana khane se pehle', 'खाने से पहले'], en: 'before food', hi: 'खाने से पहले' },
  { pattern: ['PC', 'P.C.', 'p/c', 'after food', 'after meals', 'after meal', 'khane ke baad', 'khana khane ke baad', 'खाने के बाद'], en: 'after food', hi: 'खाने के बाद' },
  { pattern: ['empty stomach', 'on empty stomach', 'E/S', 'khali pet', 'खाली पेट'], en: 'on an empty stomach, before eating anything', hi: 'खाली पेट, कुछ भी खाने से पहले' },
  { pattern: ['before breakfast', 'BBF', 'nashte se pehle', 'नाश्ते से पहले'], en: 'before breakfast', hi: 'नाश्ते से पहले' },
  { pattern: ['after breakfast', 'ABF', 'nashte ke baad', 'नाश्ते के बाद'], en: 'after breakfast', hi: 'नाश्ते के बाद' },
  { pattern: ['with food', 'with meals', 'CC', 'khane ke saath', 'खाने के साथ'], en: 'with food', hi: 'खाने के साथ' },
  { pattern: ['before dinner', 'raat ke khane se pehle', 'रात के खाने से पहले'], en: 'before dinner', hi: 'रात के खाने से पहले' },
  { pattern: ['after dinner', 'raat ke khane ke baad', 'रात के खाने के बाद'], en: 'after dinner', hi: 'रात के खाने के बाद' },
  { pattern: ['with milk', 'doodh ke saath', 'दूध के साथ'], en: 'with milk', hi: 'दूध के साथ' },
  { pattern: ['with water', 'with plenty of water', 'paani ke saath', 'पानी के साथ'], en: 'with a full glass of water', hi: 'एक गिलास पानी के साथ' },
];

/** Dose-form abbreviations written before a medicine name; compare case-insensitively. */
export const DOSE_FORMS: DoseForm[] = [
  { pattern: ['Tab.', 'Tab', 'Tabs', 'T.', 'Tablet'], form: 'tablet', en: 'tablet', hi: 'गोली' },
  { pattern: ['Cap.', 'Cap', 'Caps', 'C.', 'Capsule'], form: 'capsule', en: 'capsule', hi: 'कैप्सूल' },
  { pattern: ['Syp.', 'Syp', 'Syr.', 'Syr', 'Syrup'], form: 'syrup', en: 'syrup', hi: 'सिरप' },
  { pattern: ['Susp.', 'Susp', 'Suspension', 'Dry syp.'], form: 'suspension', en: 'liquid suspension (shake well)', hi: 'घोल वाली दवा (हिलाकर लें)' },
  { pattern: ['Inj.', 'Inj', 'Injection', 'Amp.', 'Vial'], form: 'injection', en: 'injection', hi: 'इंजेक्शन' },
  { pattern: ['Oint.', 'Oint', 'Ointment', 'Ung.'], form: 'ointment', en: 'ointment for the skin', hi: 'त्वचा पर लगाने का मलहम' },
  { pattern: ['Crm.', 'Cr.', 'Cream'], form: 'cream', en: 'cream for the skin', hi: 'त्वचा पर लगाने की क्रीम' },
  { pattern: ['Gel', 'Jel.'], form: 'gel', en: 'gel', hi: 'जेल' },
  { pattern: ['Gtt.', 'Gtts', 'Drops', 'Drp.', 'E/D', 'Eye drops', 'Ear drops', 'Nasal drops'], form: 'drops', en: 'drops', hi: 'बूँदें (ड्रॉप्स)' },
  { pattern: ['Sach.', 'Sachet', 'Sac.'], form: 'sachet', en: 'sachet (mix in water or milk as told)', hi: 'पाउच (बताए अनुसार पानी या दूध में घोलें)' },
  { pattern: ['Resp.', 'Respules', 'Neb.'], form: 'respules', en: 'respules for a nebuliser', hi: 'नेबुलाइज़र में डालने की दवा (रेस्प्यूल्स)' },
  { pattern: ['Inh.', 'Inhaler', 'MDI', 'Rotacap', 'Rotacaps', 'Puff'], form: 'inhaler', en: 'inhaler (breathed in)', hi: 'इनहेलर (साँस से ली जाने वाली दवा)' },
  { pattern: ['Lot.', 'Lotion'], form: 'lotion', en: 'lotion for the skin', hi: 'त्वचा पर लगाने का लोशन' },
  { pattern: ['Pwd.', 'Powder', 'Dusting powder'], form: 'powder', en: 'powder', hi: 'पाउडर' },
  { pattern: ['Spray', 'Nasal spray', 'Spr.'], form: 'spray', en: 'spray', hi: 'स्प्रे' },
  { pattern: ['Soap', 'Bar'], form: 'soap', en: 'medicated soap', hi: 'दवा वाला साबुन' },
  { pattern: ['Shampoo', 'Mouthwash', 'Supp.', 'Pessary', 'Vag. tab.'], form: 'other', en: 'other form, use as told by your doctor', hi: 'अन्य रूप, डॉक्टर के बताए अनुसार इस्तेमाल करें' },
];

/** Count group shared by the duration patterns: ASCII digits, Devanagari digits or an English number word. */
const COUNT = String.raw`(\d+|[०-९]+|(?<![a-z])(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|fifteen|twenty|thirty))`;

/**
 * Duration notations as regular-expression sources (case-insensitive, Unicode).
 * Group 1 holds the count; `1/52` style means weeks, `1/7` days and `1/12` months.
 * Try them in order and keep the first match; the `ongoing` pattern has no count.
 */
export const DURATION_PATTERNS: DurationPattern[] = [
  {
    source: String.raw`(?:[x×*]\s*|for\s+)?${COUNT}\s*(?:days?|d)\b`,
    flags: 'iu',
    unit: 'day',
    examples: [
      { text: 'x 5 days', count: 5 },
      { text: 'for 5 days', count: 5 },
      { text: '5 days', count: 5 },
      { text: '× 3 days', count: 3 },
      { text: 'X5d', count: 5 },
      { text: 'for seven days', count: 7 },
    ],
  },
  {
    source: String.raw`(?:[x×*]\s*|for\s+)?${COUNT}\s*(?:weeks?|wks?|w)\b`,
    flags: 'iu',
    unit: 'week',
    examples: [
      { text: '× 1 week', count: 1 },
      { text: '2 weeks', count: 2 },
      { text: 'for two weeks', count: 2 },
      { text: 'x 3 wks', count: 3 },
    ],
  },
  {
    source: String.raw`(?:[x×*]\s*|for\s+)?${COUNT}\s*(?:months?|mths?|mon)\b`,
    flags: 'iu',
    unit: 'month',
    examples: [
      { text: '1 month', count: 1 },
      { text: 'x 3 months', count: 3 },
      { text: 'for six months', count: 6 },
      { text: '2 mths', count: 2 },
    ],
  },
  {
    source: String.raw`(?:[x×*]\s*|for\s+)?(\d+)\s*\/\s*52\b`,
    flags: 'iu',
    unit: 'week',
    examples: [
      { text: '1/52', count: 1 },
      { text: 'x 2/52', count: 2 },
    ],
  },
  {
    source: String.raw`(?:[x×*]\s*|for\s+)?(\d+)\s*\/\s*7\b`,
    flags: 'iu',
    unit: 'day',
    examples: [
      { text: '5/7', count: 5 },
      { text: 'x 3/7', count: 3 },
    ],
  },
  {
    source: String.raw`(?:[x×*]\s*|for\s+)?(\d+)\s*\/\s*12\b`,
    flags: 'iu',
    unit: 'month',
    examples: [
      { text: '3/12', count: 3 },
      { text: 'x 1/12', count: 1 },
    ],
  },
  {
    source: String.raw`(\d+|[०-९]+)\s*(?:दिन|din)(?![a-z])`,
    flags: 'iu',
    unit: 'day',
    examples: [
      { text: '5 दिन', count: 5 },
      { text: '७ दिन तक', count: 7 },
      { text: '10 din', count: 10 },
    ],
  },
  {
    source: String.raw`(\d+|[०-९]+)\s*(?:हफ़्ते|हफ्ते|हफ़्ता|हफ्ता|सप्ताह|hafte|hafta)`,
    flags: 'iu',
    unit: 'week',
    examples: [
      { text: '2 हफ़्ते', count: 2 },
      { text: '1 सप्ताह', count: 1 },
      { text: '2 hafte', count: 2 },
    ],
  },
  {
    source: String.raw`(\d+|[०-९]+)\s*(?:महीने|महीना|माह|mahine|mahina)`,
    flags: 'iu',
    unit: 'month',
    examples: [
      { text: '3 महीने', count: 3 },
      { text: '१ माह', count: 1 },
      { text: '1 mahina', count: 1 },
    ],
  },
  {
    source: String.raw`\b(?:to\s+continue|continue|cont\.?|long[\s-]?term|lifelong|till\s+next\s+visit|until\s+review)\b|लगातार|जारी रखें`,
    flags: 'iu',
    unit: 'ongoing',
    examples: [{ text: 'to continue' }, { text: 'Cont.' }, { text: 'lifelong' }, { text: 'लगातार' }],
  },
];

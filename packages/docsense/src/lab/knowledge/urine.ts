import type { LabTest } from './schema';
import { DIPSTICK_WORDS } from './units';

// Urine routine examination, physical and chemical part (dipstick). Colour and appearance are
// left out on purpose: they carry little meaning alone. Microscopy is in urine-microscopy.ts.

const dipstick: Pick<LabTest, 'panel' | 'kind' | 'qualitative'> = {
  panel: 'urine',
  kind: 'qualitative',
  qualitative: DIPSTICK_WORDS,
};

/** Urine routine: pH, specific gravity and dipstick chemistry, plus the urine albumin/creatinine ratio. */
export const URINE_TESTS: LabTest[] = [
  {
    id: 'urine_ph',
    name: 'Urine pH (reaction)',
    aliases: [
      'Urine pH',
      'pH',
      'pH (Urine)',
      'Reaction',
      'Reaction (pH)',
      'Urine Reaction',
      'Reaction/pH',
      'pH / Reaction',
    ],
    panel: 'urine',
    kind: 'quantitative',
    unit: 'pH',
    unitAliases: ['pH units', 'pH unit'],
    range: { low: 4.5, high: 8 },
    qualitative: {
      normal: ['acidic', 'acid', 'slightly acidic', 'neutral'],
      abnormal: ['alkaline', 'alk'],
    },
    meaningHigh:
      'Alkaline urine can come from a vegetable-rich diet, a recent meal, a urine infection or a sample that stood too long. Your doctor will read it with the rest of the urine test.',
    meaningLow:
      'Quite acidic urine is often linked to a high-protein diet, fasting, not drinking enough water or uncontrolled diabetes. Your doctor will read it with the rest of the urine test.',
    hi: {
      name: 'पेशाब का pH',
      meaningHigh:
        'पेशाब का क्षारीय होना सब्ज़ियों वाले खाने, हाल के भोजन, पेशाब के इन्फ़ेक्शन या देर तक रखे सैंपल से हो सकता है। डॉक्टर इसे पेशाब की बाकी जाँच के साथ देखेंगे।',
      meaningLow:
        'पेशाब का ज़्यादा अम्लीय होना अक्सर ज़्यादा प्रोटीन वाले खाने, उपवास, कम पानी पीने या बेकाबू डायबिटीज़ से जुड़ा होता है। डॉक्टर इसे पेशाब की बाकी जाँच के साथ देखेंगे।',
    },
    plausible: { min: 4, max: 9.5 },
  },
  {
    id: 'urine_specific_gravity',
    name: 'Urine specific gravity',
    aliases: [
      'Specific Gravity',
      'Urine Specific Gravity',
      'Specific Gravity (Urine)',
      'Sp. Gravity',
      'Sp Gravity',
      'Sp. Gr.',
      'Sp.Gr',
      'Sp Gr',
      'SG',
      'S.G.',
    ],
    panel: 'urine',
    kind: 'quantitative',
    unit: 'SG',
    unitAliases: ['sp. gr.', 'sp gr', 'specific gravity'],
    range: { low: 1.005, high: 1.03 },
    meaningHigh:
      'Concentrated urine usually means the body needs more water; sugar or protein in the urine can also raise it. Please drink enough fluids and discuss it with your doctor.',
    meaningLow:
      'Dilute urine usually just means you drank a lot of fluids. If it stays low, your doctor may check how well the kidneys concentrate urine.',
    hi: {
      name: 'पेशाब का स्पेसिफ़िक ग्रैविटी (गाढ़ापन)',
      meaningHigh:
        'गाढ़ा पेशाब आम तौर पर बताता है कि शरीर को ज़्यादा पानी चाहिए; पेशाब में शुगर या प्रोटीन से भी यह बढ़ सकता है। पर्याप्त पानी पिएँ और डॉक्टर से बात करें।',
      meaningLow:
        'पतला पेशाब आम तौर पर ज़्यादा पानी पीने से होता है। अगर यह लगातार कम रहे तो डॉक्टर गुर्दों की पेशाब गाढ़ा करने की क्षमता जाँच सकते हैं।',
    },
    plausible: { min: 1, max: 1.06 },
  },
  {
    id: 'urine_protein',
    name: 'Urine protein (albumin)',
    aliases: [
      'Urine Protein',
      'Protein (Urine)',
      'Urine Proteins',
      'Proteins (Urine)',
      'Urine Albumin',
      'Albumin (Urine)',
      'Urine Albumin/Protein',
      'Protein/Albumin',
      'Albumin / Protein',
      'Proteinuria',
      'Protein',
      'Albumin',
    ],
    ...dipstick,
    meaningAbnormal:
      'Protein in the urine can be temporary after fever, heavy exercise or long standing, but it can also be an early sign of kidney strain, for example from diabetes or high blood pressure. Your doctor may suggest a repeat test.',
    hi: {
      name: 'पेशाब में प्रोटीन (एल्ब्यूमिन)',
      meaningAbnormal:
        'पेशाब में प्रोटीन बुखार, भारी कसरत या देर तक खड़े रहने के बाद कुछ समय के लिए आ सकता है, पर यह गुर्दों पर ज़ोर का शुरुआती संकेत भी हो सकता है, जैसे डायबिटीज़ या हाई बीपी में। डॉक्टर दोबारा जाँच को कह सकते हैं।',
    },
    plausible: { min: 0, max: 5000 },
  },
  {
    id: 'urine_sugar',
    name: 'Urine sugar (glucose)',
    aliases: [
      'Urine Sugar',
      'Sugar (Urine)',
      'Urine Glucose',
      'Glucose (Urine)',
      'Urine Sugar (Fasting)',
      'Urine Sugar (PP)',
      'Urine Sugar (Random)',
      'Glycosuria',
      'Sugar',
      'Glucose',
    ],
    ...dipstick,
    meaningAbnormal:
      'Sugar in the urine usually means the blood sugar has been high, as in diabetes, and occasionally appears even with normal blood sugar. Please discuss it with your doctor, who may check your blood sugar.',
    hi: {
      name: 'पेशाब में शुगर',
      meaningAbnormal:
        'पेशाब में शुगर का मतलब आम तौर पर है कि खून में शुगर ज़्यादा रही है, जैसे डायबिटीज़ में, और कभी-कभी सामान्य ब्लड शुगर में भी आ जाती है। डॉक्टर से बात करें; वे ब्लड शुगर जाँच सकते हैं।',
    },
    plausible: { min: 0, max: 5000 },
  },
  {
    id: 'urine_ketones',
    name: 'Urine ketones',
    aliases: [
      'Ketones',
      'Ketone',
      'Ketone Bodies',
      'Urine Ketones',
      'Ketones (Urine)',
      'Urine Ketone Bodies',
      'Ketone Bodies (Urine)',
      'Acetone',
      'Ketonuria',
    ],
    ...dipstick,
    meaningAbnormal:
      'Ketones appear when the body burns fat for energy, for example after fasting, vomiting or a very low-carbohydrate diet. In people with diabetes they can be a warning sign, so anyone with diabetes or feeling unwell should contact their doctor promptly.',
    hi: {
      name: 'पेशाब में कीटोन',
      meaningAbnormal:
        'कीटोन तब आते हैं जब शरीर ऊर्जा के लिए चर्बी जलाता है, जैसे उपवास, उल्टी या बहुत कम कार्बोहाइड्रेट वाले खाने के बाद। डायबिटीज़ वाले व्यक्ति में यह चेतावनी का संकेत हो सकता है, इसलिए अगर डायबिटीज़ है या तबीयत ठीक नहीं है तो जल्द डॉक्टर से संपर्क करें।',
    },
    plausible: { min: 0, max: 500 },
  },
  {
    id: 'urine_bilirubin',
    name: 'Urine bilirubin (bile pigments)',
    aliases: [
      'Urine Bilirubin',
      'Bilirubin (Urine)',
      'Bile Pigments',
      'Bile Pigment',
      'Bile Pigments (Urine)',
      'Urine Bile Pigments',
      'Bilirubin',
    ],
    ...dipstick,
    meaningAbnormal:
      'Bilirubin in the urine can be an early sign that the liver or bile ducts need checking, for example in jaundice. Please discuss it with your doctor.',
    hi: {
      name: 'पेशाब में बिलीरुबिन (पित्त वर्णक)',
      meaningAbnormal:
        'पेशाब में बिलीरुबिन आना इस बात का शुरुआती संकेत हो सकता है कि लिवर या पित्त की नलियों की जाँच की ज़रूरत है, जैसे पीलिया में। डॉक्टर से बात करें।',
    },
    plausible: { min: 0, max: 50 },
  },
  {
    id: 'urine_bile_salts',
    name: 'Urine bile salts',
    aliases: ['Bile Salts', 'Bile Salt', 'Urine Bile Salts', 'Bile Salts (Urine)'],
    ...dipstick,
    meaningAbnormal:
      'Bile salts in the urine can be a sign that bile is not flowing freely from the liver, as may happen in jaundice. Please discuss it with your doctor.',
    hi: {
      name: 'पेशाब में पित्त लवण',
      meaningAbnormal:
        'पेशाब में पित्त लवण आना इस बात का संकेत हो सकता है कि लिवर से पित्त ठीक से नहीं बह रहा, जैसा पीलिया में हो सकता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 0, max: 50 },
  },
  {
    id: 'urine_urobilinogen',
    name: 'Urine urobilinogen',
    aliases: ['Urobilinogen', 'Urine Urobilinogen', 'Urobilinogen (Urine)', 'UBG'],
    panel: 'urine',
    kind: 'qualitative',
    qualitative: {
      normal: [
        'normal',
        'normal (0.2)',
        'within normal limits',
        'present in normal amount',
        'normally present',
        'nil',
        'negative',
        'absent',
        'not detected',
      ],
      abnormal: [
        'increased',
        'raised',
        'high',
        'positive',
        'excess',
        '+',
        '++',
        '+++',
        '1+',
        '2+',
        '3+',
      ],
    },
    meaningAbnormal:
      'A raised urobilinogen can be seen with liver conditions or faster breakdown of red cells. Your doctor will read it with the blood tests.',
    hi: {
      name: 'पेशाब में यूरोबिलिनोजन',
      meaningAbnormal:
        'यूरोबिलिनोजन बढ़ना लिवर की समस्या या लाल कोशिकाओं के तेज़ी से टूटने में दिख सकता है। डॉक्टर इसे खून की जाँचों के साथ देखेंगे।',
    },
    plausible: { min: 0, max: 50 },
  },
  {
    id: 'urine_blood',
    name: 'Blood in urine (dipstick)',
    aliases: [
      'Blood (Urine)',
      'Urine Blood',
      'Blood',
      'Occult Blood',
      'Occult Blood (Urine)',
      'Urine Haemoglobin',
      'Urine Hemoglobin',
      'Haemoglobin (Urine)',
      'Hemoglobin (Urine)',
      'Haematuria',
    ],
    ...dipstick,
    meaningAbnormal:
      'A positive blood test on the urine strip can come from menstruation, a urine infection, stones or heavy exercise, and sometimes needs further checking. Please discuss it with your doctor.',
    hi: {
      name: 'पेशाब में खून (डिपस्टिक)',
      meaningAbnormal:
        'पेशाब की पट्टी पर खून पॉज़िटिव आना माहवारी, पेशाब के इन्फ़ेक्शन, पथरी या भारी कसरत से हो सकता है, और कभी-कभी आगे जाँच की ज़रूरत होती है। डॉक्टर से बात करें।',
    },
    plausible: { min: 0, max: 1000 },
  },
  {
    id: 'urine_nitrite',
    name: 'Urine nitrite',
    aliases: ['Nitrite', 'Nitrites', 'Urine Nitrite', 'Nitrite (Urine)'],
    ...dipstick,
    meaningAbnormal:
      'A positive nitrite suggests bacteria in the urine, often from a urine infection. Please discuss it with your doctor, who may suggest a urine culture.',
    hi: {
      name: 'पेशाब में नाइट्राइट',
      meaningAbnormal:
        'नाइट्राइट पॉज़िटिव होना पेशाब में बैक्टीरिया की ओर इशारा करता है, जो अक्सर पेशाब के इन्फ़ेक्शन से होता है। डॉक्टर से बात करें; वे यूरिन कल्चर जाँच सुझा सकते हैं।',
    },
    plausible: { min: 0, max: 10 },
  },
  {
    id: 'urine_leukocyte_esterase',
    name: 'Urine leukocyte esterase',
    aliases: [
      'Leukocyte Esterase',
      'Leucocyte Esterase',
      'Leukocytes (Dipstick)',
      'Leucocytes (Urine)',
      'Leukocytes (Urine)',
      'Urine Leukocytes',
      'Urine Leucocytes',
      'LE',
    ],
    ...dipstick,
    meaningAbnormal:
      'A positive leukocyte esterase means white cells were found in the urine, which often points to a urine infection or inflammation. Please discuss it with your doctor.',
    hi: {
      name: 'पेशाब में ल्यूकोसाइट एस्टरेज़',
      meaningAbnormal:
        'ल्यूकोसाइट एस्टरेज़ पॉज़िटिव होने का मतलब है कि पेशाब में सफ़ेद कोशिकाएँ मिलीं, जो अक्सर पेशाब के इन्फ़ेक्शन या सूजन की ओर इशारा करता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 0, max: 1000 },
  },
  {
    id: 'urine_albumin_creatinine_ratio',
    name: 'Urine albumin / creatinine ratio (microalbumin)',
    aliases: [
      'Urine Albumin Creatinine Ratio',
      'Urine Albumin/Creatinine Ratio',
      'Albumin Creatinine Ratio',
      'Albumin/Creatinine Ratio',
      'Microalbumin/Creatinine Ratio',
      'Urine Microalbumin/Creatinine Ratio',
      'Microalbumin Creatinine Ratio',
      'UACR',
      'ACR',
      'Urine ACR',
    ],
    panel: 'urine',
    kind: 'quantitative',
    unit: 'mg/g',
    unitAliases: [
      'mg/g creatinine',
      'mg/g creat',
      'mg/gm',
      'mg/gm creatinine',
      'µg/mg',
      'ug/mg',
      'mcg/mg',
      'mcg/mg creatinine',
    ],
    conversions: [{ unit: 'mg/mmol', aliases: ['mg/mmol creatinine'], factor: 8.84 }],
    range: { high: 30 },
    meaningHigh:
      'Small amounts of albumin in the urine can be an early sign of kidney strain from diabetes or high blood pressure; fever or exercise can also raise it for a while. Your doctor may repeat the test.',
    hi: {
      name: 'पेशाब में एल्ब्यूमिन / क्रिएटिनिन अनुपात (माइक्रोएल्ब्यूमिन)',
      meaningHigh:
        'पेशाब में थोड़ा एल्ब्यूमिन आना डायबिटीज़ या हाई बीपी से गुर्दों पर ज़ोर का शुरुआती संकेत हो सकता है; बुखार या कसरत से भी यह कुछ समय के लिए बढ़ सकता है। डॉक्टर जाँच दोहरा सकते हैं।',
    },
    plausible: { min: 0, max: 10000 },
  },
];

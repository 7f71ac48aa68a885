import type { LabTest } from './schema';
import { MG_DL_ALIASES, PERCENT_ALIASES, mmolPerL } from './units';

// ESR and blood sugar. Glucose cut-offs follow ADA / ICMR practice: fasting 100 and 2-hour
// post-meal 140 are where "prediabetes" starts, so the upper limits are 99 and 139.

/** mmol/L of glucose to mg/dL (molar mass 180.16 g/mol). */
const GLUCOSE_MMOL = mmolPerL(18.016);

const hiLowSugar =
  'शुगर कम होना लंबे उपवास के बाद या डायबिटीज़ की कुछ दवाओं से हो सकता है। अगर काँपना, पसीना या घबराहट महसूस हुई हो तो जल्द डॉक्टर को बताएँ।';
const enLowSugar =
  'A low sugar can happen after a long fast or with some diabetes medicines. If you felt shaky, sweaty or confused, tell your doctor soon.';

/** ESR and blood-sugar tests (FBS, PPBS, RBS, HbA1c, estimated average glucose). */
export const SUGAR_TESTS: LabTest[] = [
  {
    id: 'esr',
    name: 'Erythrocyte sedimentation rate (ESR)',
    aliases: ['ESR', 'E.S.R.', 'E.S.R', 'Erythrocyte Sedimentation Rate', 'Erythrocyte Sedimentation Rate (ESR)', 'ESR (Westergren)', 'ESR - Westergren', 'ESR (Wintrobe)', 'ESR 1st Hour', 'ESR (1st Hr)', 'Sed Rate', 'Sedimentation Rate'],
    panel: 'esr',
    kind: 'quantitative',
    unit: 'mm/hr',
    unitAliases: ['mm/hour', 'mm/h', 'mm/1st hr', 'mm/1st hour', 'mm in 1st hr', 'mm at 1 hr', 'mm/1hr', 'mm/1 hr', 'mm 1st hr', 'mm'],
    range: { high: 20, male: { high: 15 }, female: { high: 20 } },
    meaningHigh:
      'A raised ESR is a general sign of inflammation or infection somewhere in the body; it also rises with age, pregnancy and anaemia. It does not point to any one illness, so please discuss it with your doctor.',
    hi: {
      name: 'ईएसआर (ESR)',
      meaningHigh:
        'ईएसआर बढ़ा होना शरीर में कहीं सूजन या इन्फ़ेक्शन का एक आम संकेत है; उम्र, गर्भावस्था और खून की कमी में भी यह बढ़ता है। यह किसी एक बीमारी को नहीं बताता, इसलिए डॉक्टर से बात करें।',
    },
    plausible: { min: 0, max: 200 },
  },
  {
    id: 'fbs',
    name: 'Fasting blood sugar',
    aliases: ['FBS', 'Fasting Blood Sugar', 'Blood Sugar Fasting', 'Blood Sugar (Fasting)', 'Blood Sugar F', 'Fasting Blood Glucose', 'Blood Glucose Fasting', 'Fasting Plasma Glucose', 'FPG', 'FBG', 'Fasting Glucose', 'Glucose Fasting', 'Glucose (Fasting)', 'Glucose, Fasting', 'Glucose (F)', 'Glucose - Fasting', 'Plasma Glucose Fasting', 'Plasma Glucose (Fasting)', 'Plasma Glucose (F)', 'Plasma Glucose - F', 'Sugar Fasting', 'BSF', 'BSL Fasting'],
    panel: 'sugar',
    kind: 'quantitative',
    unit: 'mg/dL',
    unitAliases: MG_DL_ALIASES,
    conversions: [GLUCOSE_MMOL],
    range: { low: 70, high: 99 },
    meaningHigh:
      'A fasting sugar above the normal range can point to prediabetes or diabetes, but one reading is not enough to decide. Please discuss it with your doctor, who may repeat it or suggest an HbA1c test.',
    meaningLow: enLowSugar,
    hi: {
      name: 'खाली पेट ब्लड शुगर (FBS)',
      meaningHigh:
        'खाली पेट शुगर सामान्य से ज़्यादा होना प्रीडायबिटीज़ या डायबिटीज़ की ओर इशारा कर सकता है, पर एक जाँच से यह तय नहीं होता। डॉक्टर से बात करें; वे जाँच दोहराने या HbA1c कराने को कह सकते हैं।',
      meaningLow: hiLowSugar,
    },
    plausible: { min: 10, max: 2000 },
  },
  {
    id: 'ppbs',
    name: 'Post-meal (post-prandial) blood sugar',
    aliases: ['PPBS', 'PP Blood Sugar', 'Post Prandial Blood Sugar', 'Postprandial Blood Sugar', 'Post-Prandial Blood Sugar', 'Blood Sugar PP', 'Blood Sugar (PP)', 'Blood Sugar Post Prandial', 'Post Prandial Plasma Glucose', 'PPPG', 'PPBG', 'PP Glucose', 'Glucose PP', 'Glucose (PP)', 'Glucose, Post Prandial', 'Glucose - PP', 'Plasma Glucose PP', 'Plasma Glucose (PP)', '2 Hr PP Blood Sugar', '2hr PPBS', 'Glucose 2 Hrs PP', 'BSPP', 'PP Sugar', 'Post Lunch Blood Sugar', 'PLBS'],
    panel: 'sugar',
    kind: 'quantitative',
    unit: 'mg/dL',
    unitAliases: MG_DL_ALIASES,
    conversions: [GLUCOSE_MMOL],
    range: { low: 70, high: 139 },
    meaningHigh:
      'A sugar level above the normal range two hours after a meal can point to prediabetes or diabetes. One reading is not enough to decide; please discuss it with your doctor.',
    meaningLow: enLowSugar,
    hi: {
      name: 'खाने के बाद ब्लड शुगर (PPBS)',
      meaningHigh:
        'खाने के दो घंटे बाद शुगर सामान्य से ज़्यादा होना प्रीडायबिटीज़ या डायबिटीज़ की ओर इशारा कर सकता है। एक जाँच से यह तय नहीं होता; डॉक्टर से बात करें।',
      meaningLow: hiLowSugar,
    },
    plausible: { min: 10, max: 2000 },
  },
  {
    id: 'rbs',
    name: 'Random blood sugar',
    aliases: ['RBS', 'Random Blood Sugar', 'Blood Sugar Random', 'Blood Sugar (Random)', 'Random Blood Glucose', 'RBG', 'Random Plasma Glucose', 'RPG', 'Random Glucose', 'Glucose Random', 'Glucose (Random)', 'Glucose, Random', 'Glucose (R)', 'Plasma Glucose Random', 'Plasma Glucose (Random)', 'Plasma Glucose (R)', 'Sugar Random', 'BSR', 'Blood Sugar', 'Blood Glucose', 'Plasma Glucose', 'Glucose', 'Sugar'],
    panel: 'sugar',
    kind: 'quantitative',
    unit: 'mg/dL',
    unitAliases: MG_DL_ALIASES,
    conversions: [GLUCOSE_MMOL],
    range: { low: 70, high: 140 },
    meaningHigh:
      'A random sugar above the normal range may simply reflect a recent meal, but it can also be a sign of diabetes. Please discuss it with your doctor, who may suggest a fasting sugar or HbA1c test.',
    meaningLow: enLowSugar,
    hi: {
      name: 'रैंडम ब्लड शुगर (RBS)',
      meaningHigh:
        'किसी भी समय की शुगर सामान्य से ज़्यादा होना हाल के खाने की वजह से हो सकता है, पर यह डायबिटीज़ का संकेत भी हो सकता है। डॉक्टर से बात करें; वे खाली पेट शुगर या HbA1c जाँच सुझा सकते हैं।',
      meaningLow: hiLowSugar,
    },
    plausible: { min: 10, max: 2000 },
  },
  {
    id: 'hba1c',
    name: 'HbA1c (3-month average sugar)',
    aliases: ['HbA1c', 'Hb A1c', 'HbA1C', 'HBA1C', 'A1c', 'A1C', 'Glycated Haemoglobin', 'Glycated Hemoglobin', 'Glycosylated Haemoglobin', 'Glycosylated Hemoglobin', 'Glycosylated Hb', 'Glycated Hb', 'HbA1c (Glycosylated Hemoglobin)', 'Glycosylated Hemoglobin (HbA1c)', 'Haemoglobin A1c', 'Hemoglobin A1c'],
    panel: 'sugar',
    kind: 'quantitative',
    unit: '%',
    unitAliases: [...PERCENT_ALIASES, '% of total Hb', '%Hb', 'NGSP %', '% (NGSP)'],
    conversions: [
      { unit: 'mmol/mol', aliases: ['mmol/mol Hb', 'IFCC mmol/mol', 'mmol/mol (IFCC)'], factor: 0.09148, offset: 2.152 },
    ],
    range: { high: 5.6 },
    meaningHigh:
      'HbA1c shows your average sugar over about three months. A value above the normal range can point to prediabetes or diabetes, or to how well diabetes is controlled; please discuss it with your doctor.',
    hi: {
      name: 'एचबीए1सी (तीन महीने की औसत शुगर)',
      meaningHigh:
        'HbA1c पिछले लगभग तीन महीनों की औसत शुगर बताता है। सामान्य से ज़्यादा होना प्रीडायबिटीज़ या डायबिटीज़ की ओर इशारा कर सकता है, या यह बताता है कि डायबिटीज़ कितनी काबू में है; डॉक्टर से बात करें।',
    },
    plausible: { min: 3, max: 20 },
  },
  {
    id: 'estimated_average_glucose',
    name: 'Estimated average glucose',
    aliases: ['Estimated Average Glucose', 'eAG', 'EAG', 'Estimated Average Glucose (eAG)', 'Mean Blood Glucose', 'Mean Plasma Glucose', 'Average Blood Glucose', 'Estimated Mean Glucose'],
    panel: 'sugar',
    kind: 'quantitative',
    unit: 'mg/dL',
    unitAliases: MG_DL_ALIASES,
    conversions: [GLUCOSE_MMOL],
    range: { high: 116 },
    meaningHigh:
      'This is your HbA1c turned into an average sugar level. A value above the normal range usually goes with a raised HbA1c; please discuss it with your doctor.',
    hi: {
      name: 'अनुमानित औसत शुगर (eAG)',
      meaningHigh:
        'यह HbA1c से निकाली गई औसत शुगर है। सामान्य से ज़्यादा होना आम तौर पर बढ़े हुए HbA1c के साथ होता है; डॉक्टर से बात करें।',
    },
    plausible: { min: 40, max: 600 },
  },
];

import type { LabTest } from './schema';
import { MG_DL_ALIASES, RATIO_ALIASES, mmolPerL, umolPerL } from './units';

// Kidney function tests (KFT / RFT). Electrolytes are in electrolytes.ts.

const mgDl: Pick<LabTest, 'panel' | 'kind' | 'unit' | 'unitAliases'> = {
  panel: 'kft',
  kind: 'quantitative',
  unit: 'mg/dL',
  unitAliases: MG_DL_ALIASES,
};

/** Kidney function tests: urea, BUN, creatinine, uric acid, eGFR. */
export const KIDNEY_TESTS: LabTest[] = [
  {
    id: 'urea',
    name: 'Blood urea',
    aliases: [
      'Urea',
      'Blood Urea',
      'Serum Urea',
      'S. Urea',
      'Urea, Serum',
      'Urea (Serum)',
      'Urea - Serum',
      'Sr. Urea',
      'B. Urea',
    ],
    ...mgDl,
    conversions: [mmolPerL(6.006)],
    range: { low: 15, high: 40 },
    meaningHigh:
      'A raised urea is often due to not drinking enough water, a high-protein diet or a recent illness, and can also mean the kidneys are working less well. Your doctor will read it together with creatinine.',
    meaningLow:
      'A low urea is usually not a concern and can be seen with a low-protein diet, pregnancy or plenty of fluids. Please mention it to your doctor.',
    hi: {
      name: 'ब्लड यूरिया',
      meaningHigh:
        'यूरिया बढ़ना अक्सर कम पानी पीने, ज़्यादा प्रोटीन वाले खाने या हाल की बीमारी से होता है, और इसका मतलब यह भी हो सकता है कि गुर्दे कम ठीक से काम कर रहे हैं। डॉक्टर इसे क्रिएटिनिन के साथ देखेंगे।',
      meaningLow:
        'यूरिया कम होना आम तौर पर चिंता की बात नहीं है; यह कम प्रोटीन वाले खाने, गर्भावस्था या ज़्यादा पानी पीने से हो सकता है। डॉक्टर को बता दें।',
    },
    plausible: { min: 2, max: 600 },
  },
  {
    id: 'bun',
    name: 'Blood urea nitrogen (BUN)',
    aliases: [
      'BUN',
      'Blood Urea Nitrogen',
      'Blood Urea Nitrogen (BUN)',
      'BUN (Blood Urea Nitrogen)',
      'Urea Nitrogen',
      'Serum Urea Nitrogen',
      'Urea Nitrogen, Blood',
      'S. BUN',
    ],
    ...mgDl,
    conversions: [mmolPerL(2.801)],
    range: { low: 7, high: 20 },
    meaningHigh:
      'A raised BUN is often due to not drinking enough water or a high-protein diet, and can also mean the kidneys are working less well. Your doctor will read it together with creatinine.',
    meaningLow:
      'A low BUN is usually not a concern and can be seen with a low-protein diet or plenty of fluids. Please mention it to your doctor.',
    hi: {
      name: 'ब्लड यूरिया नाइट्रोजन (BUN)',
      meaningHigh:
        'बीयूएन बढ़ना अक्सर कम पानी पीने या ज़्यादा प्रोटीन वाले खाने से होता है, और इसका मतलब यह भी हो सकता है कि गुर्दे कम ठीक से काम कर रहे हैं। डॉक्टर इसे क्रिएटिनिन के साथ देखेंगे।',
      meaningLow:
        'बीयूएन कम होना आम तौर पर चिंता की बात नहीं है; यह कम प्रोटीन वाले खाने या ज़्यादा पानी पीने से हो सकता है। डॉक्टर को बता दें।',
    },
    plausible: { min: 1, max: 300 },
  },
  {
    id: 'creatinine',
    name: 'Serum creatinine',
    aliases: [
      'Creatinine',
      'Serum Creatinine',
      'S. Creatinine',
      'S Creatinine',
      'Sr. Creatinine',
      'Creatinine, Serum',
      'Creatinine (Serum)',
      'Creatinine - Serum',
      'Creat',
      'CREA',
      'Blood Creatinine',
    ],
    ...mgDl,
    conversions: [umolPerL(1 / 88.4)],
    range: { low: 0.5, high: 1.3, male: { low: 0.7, high: 1.3 }, female: { low: 0.5, high: 1.1 } },
    meaningHigh:
      'Creatinine is a waste product cleared by the kidneys, so a raised level can mean the kidneys are filtering less well; dehydration, a large muscle build or some medicines can also raise it. Please discuss it with your doctor.',
    meaningLow:
      'A low creatinine usually reflects a smaller muscle mass and is rarely a concern. Please mention it to your doctor.',
    hi: {
      name: 'सीरम क्रिएटिनिन',
      meaningHigh:
        'क्रिएटिनिन एक बेकार पदार्थ है जिसे गुर्दे बाहर निकालते हैं, इसलिए इसका बढ़ना बता सकता है कि गुर्दे कम ठीक से छान रहे हैं; पानी की कमी, ज़्यादा मांसपेशियाँ या कुछ दवाएँ भी इसे बढ़ा सकती हैं। डॉक्टर से बात करें।',
      meaningLow:
        'क्रिएटिनिन कम होना आम तौर पर कम मांसपेशियों को दिखाता है और शायद ही चिंता की बात होती है। डॉक्टर को बता दें।',
    },
    plausible: { min: 0.1, max: 30 },
  },
  {
    id: 'uric_acid',
    name: 'Uric acid',
    aliases: [
      'Uric Acid',
      'Serum Uric Acid',
      'S. Uric Acid',
      'Sr. Uric Acid',
      'Uric Acid, Serum',
      'Uric Acid (Serum)',
      'Uric Acid - Serum',
      'Urate',
      'Serum Urate',
      'SUA',
    ],
    ...mgDl,
    conversions: [umolPerL(1 / 59.48)],
    range: { low: 2.6, high: 7.2, male: { low: 3.5, high: 7.2 }, female: { low: 2.6, high: 6 } },
    meaningHigh:
      'A raised uric acid is common and is linked to diet (red meat, alcohol, sugary drinks), extra weight and kidney function; in some people it can lead to gout or kidney stones. Please discuss it with your doctor.',
    meaningLow: 'A low uric acid is usually not a concern. Please mention it to your doctor.',
    hi: {
      name: 'यूरिक एसिड',
      meaningHigh:
        'यूरिक एसिड बढ़ना आम है और खान-पान (लाल मांस, शराब, मीठे पेय), ज़्यादा वज़न और गुर्दों के काम से जुड़ा होता है; कुछ लोगों में इससे गठिया (गाउट) या पथरी हो सकती है। डॉक्टर से बात करें।',
      meaningLow: 'यूरिक एसिड कम होना आम तौर पर चिंता की बात नहीं है। डॉक्टर को बता दें।',
    },
    plausible: { min: 0.3, max: 30 },
  },
  {
    id: 'egfr',
    name: 'Estimated glomerular filtration rate (eGFR)',
    aliases: [
      'eGFR',
      'Estimated GFR',
      'GFR, Estimated',
      'GFR Estimated',
      'Estimated Glomerular Filtration Rate',
      'eGFR (CKD-EPI)',
      'eGFR (MDRD)',
      'eGFR - CKD EPI',
      'GFR',
    ],
    panel: 'kft',
    kind: 'quantitative',
    unit: 'mL/min/1.73m²',
    unitAliases: [
      'ml/min/1.73m2',
      'mL/min/1.73 m2',
      'ml/min/1.73 m²',
      'mL/min/1.73m^2',
      'ml/min/1.73 sq.m',
      'ml/min/1.73 sq m',
      'mL/min/1.73',
      'ml/min',
    ],
    range: { low: 90 },
    meaningLow:
      'eGFR estimates how well the kidneys filter: a slightly low value is common with age and is not always a problem, while a clearly low value can mean reduced kidney function. Please discuss it with your doctor.',
    hi: {
      name: 'ईजीएफ़आर (गुर्दों की छानने की क्षमता)',
      meaningLow:
        'ईजीएफ़आर बताता है कि गुर्दे कितनी अच्छी तरह छान रहे हैं: उम्र के साथ थोड़ा कम होना आम है और हमेशा समस्या नहीं होती, जबकि काफ़ी कम होना गुर्दों की कम क्षमता बता सकता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 1, max: 200 },
  },
  {
    id: 'bun_creatinine_ratio',
    name: 'BUN / creatinine ratio',
    aliases: [
      'BUN/Creatinine Ratio',
      'BUN / Creatinine Ratio',
      'BUN : Creatinine Ratio',
      'BUN/Creat Ratio',
      'BUN/Creatinine',
      'Urea Nitrogen/Creatinine Ratio',
      'BUN Creatinine Ratio',
    ],
    panel: 'kft',
    kind: 'quantitative',
    unit: 'ratio',
    unitAliases: RATIO_ALIASES,
    range: { low: 10, high: 20 },
    meaningHigh:
      'A high ratio is most often due to not drinking enough water, and sometimes to bleeding in the gut or a high-protein diet. Your doctor will read it with urea and creatinine.',
    meaningLow:
      'A low ratio can be seen with a low-protein diet or liver conditions. Your doctor will read it with urea and creatinine.',
    hi: {
      name: 'बीयूएन / क्रिएटिनिन अनुपात',
      meaningHigh:
        'यह अनुपात ज़्यादा होना अक्सर कम पानी पीने से, और कभी-कभी आँतों में खून बहने या ज़्यादा प्रोटीन वाले खाने से होता है। डॉक्टर इसे यूरिया और क्रिएटिनिन के साथ देखेंगे।',
      meaningLow:
        'यह अनुपात कम होना कम प्रोटीन वाले खाने या लिवर की समस्या में दिख सकता है। डॉक्टर इसे यूरिया और क्रिएटिनिन के साथ देखेंगे।',
    },
    plausible: { min: 1, max: 100 },
  },
];

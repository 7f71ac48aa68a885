import type { LabTest } from './schema';
import { MG_DL_ALIASES, RATIO_ALIASES, mmolPerL } from './units';

// Lipid profile. Limits are the "desirable/optimal" cut-offs (NCEP ATP III) that Indian labs
// print; a person's own target depends on their heart risk and is set by their doctor.

/** mmol/L of cholesterol (any fraction) to mg/dL. */
const CHOLESTEROL_MMOL = mmolPerL(38.67);
/** mmol/L of triglycerides to mg/dL. */
const TRIGLYCERIDE_MMOL = mmolPerL(88.57);

const cholesterolShape: Pick<LabTest, 'panel' | 'kind' | 'unit' | 'unitAliases' | 'conversions'> = {
  panel: 'lipid',
  kind: 'quantitative',
  unit: 'mg/dL',
  unitAliases: MG_DL_ALIASES,
  conversions: [CHOLESTEROL_MMOL],
};

const ratioShape: Pick<LabTest, 'panel' | 'kind' | 'unit' | 'unitAliases'> = {
  panel: 'lipid',
  kind: 'quantitative',
  unit: 'ratio',
  unitAliases: RATIO_ALIASES,
};

/** Lipid profile: cholesterol fractions, triglycerides and ratios. */
export const LIPID_TESTS: LabTest[] = [
  {
    id: 'total_cholesterol',
    name: 'Total cholesterol',
    aliases: [
      'Total Cholesterol',
      'Cholesterol',
      'Cholesterol, Total',
      'Cholesterol Total',
      'Cholesterol - Total',
      'Serum Cholesterol',
      'S. Cholesterol',
      'Total Cholesterol (TC)',
      'T. Cholesterol',
      'TC',
    ],
    ...cholesterolShape,
    range: { high: 200 },
    meaningHigh:
      'Cholesterol above the desirable level can, over years, add to the risk of heart disease. Food, activity and sometimes medicine help; please discuss it with your doctor.',
    hi: {
      name: 'कुल कोलेस्ट्रॉल',
      meaningHigh:
        'कोलेस्ट्रॉल चाहे गए स्तर से ज़्यादा होना सालों में दिल की बीमारी का ख़तरा बढ़ा सकता है। खान-पान, कसरत और कभी-कभी दवा से मदद मिलती है; डॉक्टर से बात करें।',
    },
    plausible: { min: 30, max: 1500 },
  },
  {
    id: 'triglycerides',
    name: 'Triglycerides',
    aliases: [
      'Triglycerides',
      'Triglyceride',
      'TG',
      'TGL',
      'Serum Triglycerides',
      'S. Triglycerides',
      'Triglycerides (TG)',
      'Triglycerides, Serum',
    ],
    panel: 'lipid',
    kind: 'quantitative',
    unit: 'mg/dL',
    unitAliases: MG_DL_ALIASES,
    conversions: [TRIGLYCERIDE_MMOL],
    range: { high: 150 },
    meaningHigh:
      'Raised triglycerides are often linked to sugary or oily food, alcohol, extra weight or uncontrolled sugar (a non-fasting sample also reads higher), and can add to heart risk. Please discuss it with your doctor.',
    hi: {
      name: 'ट्राइग्लिसराइड',
      meaningHigh:
        'ट्राइग्लिसराइड बढ़ना अक्सर मीठे या तले खाने, शराब, ज़्यादा वज़न या बेकाबू शुगर से जुड़ा होता है (बिना उपवास के सैंपल में भी यह ज़्यादा आता है), और यह दिल का ख़तरा बढ़ा सकता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 10, max: 10000 },
  },
  {
    id: 'hdl_cholesterol',
    name: 'HDL cholesterol ("good" cholesterol)',
    aliases: [
      'HDL',
      'HDL Cholesterol',
      'HDL-C',
      'HDL - Cholesterol',
      'HDL Cholesterol, Direct',
      'HDL Cholesterol - Direct',
      'Cholesterol HDL',
      'Cholesterol - HDL',
      'HDL-Cholesterol',
      'High Density Lipoprotein',
      'High Density Lipoprotein Cholesterol',
      'Direct HDL',
    ],
    ...cholesterolShape,
    range: { low: 40, male: { low: 40 }, female: { low: 50 } },
    meaningLow:
      'HDL is the "good" cholesterol, so a low level can add to heart risk. Regular exercise, not smoking and a healthy weight help raise it; please discuss it with your doctor.',
    hi: {
      name: 'एचडीएल कोलेस्ट्रॉल ("अच्छा" कोलेस्ट्रॉल)',
      meaningLow:
        'एचडीएल "अच्छा" कोलेस्ट्रॉल है, इसलिए इसका कम होना दिल का ख़तरा बढ़ा सकता है। नियमित कसरत, धूम्रपान छोड़ना और सही वज़न इसे बढ़ाने में मदद करते हैं; डॉक्टर से बात करें।',
    },
    plausible: { min: 5, max: 200 },
  },
  {
    id: 'ldl_cholesterol',
    name: 'LDL cholesterol ("bad" cholesterol)',
    aliases: [
      'LDL',
      'LDL Cholesterol',
      'LDL-C',
      'LDL - Cholesterol',
      'LDL Cholesterol, Direct',
      'LDL Cholesterol - Direct',
      'LDL Cholesterol (Calculated)',
      'Cholesterol LDL',
      'Cholesterol - LDL',
      'LDL-Cholesterol',
      'Low Density Lipoprotein',
      'Low Density Lipoprotein Cholesterol',
      'Direct LDL',
    ],
    ...cholesterolShape,
    range: { high: 100 },
    meaningHigh:
      'LDL is the "bad" cholesterol; a level above the optimal range can, over years, add to the risk of heart disease and stroke. How low it should be depends on your overall risk, so please discuss it with your doctor.',
    hi: {
      name: 'एलडीएल कोलेस्ट्रॉल ("ख़राब" कोलेस्ट्रॉल)',
      meaningHigh:
        'एलडीएल "ख़राब" कोलेस्ट्रॉल है; इसका बेहतर स्तर से ज़्यादा होना सालों में दिल की बीमारी और लकवे का ख़तरा बढ़ा सकता है। यह कितना कम होना चाहिए यह आपके कुल ख़तरे पर निर्भर है, इसलिए डॉक्टर से बात करें।',
    },
    plausible: { min: 5, max: 1000 },
  },
  {
    id: 'vldl_cholesterol',
    name: 'VLDL cholesterol',
    aliases: [
      'VLDL',
      'VLDL Cholesterol',
      'VLDL-C',
      'VLDL - Cholesterol',
      'Cholesterol VLDL',
      'Cholesterol - VLDL',
      'VLDL Cholesterol (Calculated)',
      'Very Low Density Lipoprotein',
    ],
    ...cholesterolShape,
    range: { high: 30 },
    meaningHigh:
      'VLDL is worked out from triglycerides, so it rises when triglycerides are high. Please discuss it with your doctor along with the rest of the lipid profile.',
    hi: {
      name: 'वीएलडीएल कोलेस्ट्रॉल',
      meaningHigh:
        'वीएलडीएल ट्राइग्लिसराइड से निकाला जाता है, इसलिए ट्राइग्लिसराइड बढ़ने पर यह भी बढ़ता है। इसे पूरी लिपिड रिपोर्ट के साथ डॉक्टर से दिखाएँ।',
    },
    plausible: { min: 1, max: 2000 },
  },
  {
    id: 'non_hdl_cholesterol',
    name: 'Non-HDL cholesterol',
    aliases: [
      'Non-HDL Cholesterol',
      'Non HDL Cholesterol',
      'Non-HDL-C',
      'Non HDL-C',
      'Non-HDL',
      'Cholesterol Non-HDL',
    ],
    ...cholesterolShape,
    range: { high: 130 },
    meaningHigh:
      'Non-HDL cholesterol adds up all the "bad" cholesterol types; a level above the desirable range can add to heart risk over time. Please discuss it with your doctor.',
    hi: {
      name: 'नॉन-एचडीएल कोलेस्ट्रॉल',
      meaningHigh:
        'नॉन-एचडीएल कोलेस्ट्रॉल सभी "ख़राब" कोलेस्ट्रॉल को जोड़कर बनता है; इसका चाहे गए स्तर से ज़्यादा होना समय के साथ दिल का ख़तरा बढ़ा सकता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 10, max: 1500 },
  },
  {
    id: 'total_hdl_ratio',
    name: 'Total cholesterol / HDL ratio',
    aliases: [
      'Total Cholesterol/HDL Ratio',
      'Total Cholesterol / HDL Ratio',
      'TC/HDL Ratio',
      'TC/HDL Cholesterol Ratio',
      'TC/HDL',
      'TC : HDL',
      'Cholesterol/HDL Ratio',
      'CHOL/HDL Ratio',
      'Chol/HDL',
      'Total Cholesterol : HDL Cholesterol Ratio',
      'Cardiac Risk Ratio',
      'Risk Ratio',
    ],
    ...ratioShape,
    range: { high: 5 },
    meaningHigh:
      'A higher ratio means more total cholesterol compared with the "good" HDL cholesterol, which can add to heart risk. Please discuss it with your doctor.',
    hi: {
      name: 'कुल कोलेस्ट्रॉल / एचडीएल अनुपात',
      meaningHigh:
        'यह अनुपात ज़्यादा होने का मतलब है कि "अच्छे" एचडीएल के मुक़ाबले कुल कोलेस्ट्रॉल ज़्यादा है, जो दिल का ख़तरा बढ़ा सकता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 0.5, max: 30 },
  },
  {
    id: 'ldl_hdl_ratio',
    name: 'LDL / HDL ratio',
    aliases: [
      'LDL/HDL Ratio',
      'LDL / HDL Ratio',
      'LDL/HDL',
      'LDL : HDL',
      'LDL Cholesterol/HDL Ratio',
      'LDL : HDL Ratio',
    ],
    ...ratioShape,
    range: { high: 3.5 },
    meaningHigh:
      'A higher ratio means more "bad" LDL compared with "good" HDL cholesterol, which can add to heart risk. Please discuss it with your doctor.',
    hi: {
      name: 'एलडीएल / एचडीएल अनुपात',
      meaningHigh:
        'यह अनुपात ज़्यादा होने का मतलब है कि "अच्छे" एचडीएल के मुक़ाबले "ख़राब" एलडीएल ज़्यादा है, जो दिल का ख़तरा बढ़ा सकता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 0.2, max: 20 },
  },
];

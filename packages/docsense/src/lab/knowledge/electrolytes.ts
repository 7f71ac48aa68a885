import type { LabTest } from './schema';
import { MG_DL_ALIASES, MMOL_L_ALIASES, mmolPerL } from './units';

// Serum electrolytes and minerals, usually printed with the KFT.

const mmolShape: Pick<LabTest, 'panel' | 'kind' | 'unit' | 'unitAliases'> = {
  panel: 'electrolytes',
  kind: 'quantitative',
  unit: 'mmol/L',
  unitAliases: MMOL_L_ALIASES,
};

const mgDlShape: Pick<LabTest, 'panel' | 'kind' | 'unit' | 'unitAliases'> = {
  panel: 'electrolytes',
  kind: 'quantitative',
  unit: 'mg/dL',
  unitAliases: MG_DL_ALIASES,
};

/** Electrolytes and minerals: sodium, potassium, chloride, bicarbonate, calcium, phosphorus, magnesium. */
export const ELECTROLYTE_TESTS: LabTest[] = [
  {
    id: 'sodium',
    name: 'Sodium',
    aliases: [
      'Sodium',
      'Na',
      'Na+',
      'Serum Sodium',
      'S. Sodium',
      'Sodium (Na+)',
      'Sodium (Na)',
      'Sodium, Serum',
      'Sr. Sodium',
    ],
    ...mmolShape,
    range: { low: 135, high: 145 },
    meaningHigh:
      'A high sodium most often means the body is short of water. Please discuss it with your doctor soon, especially if you feel very thirsty or unwell.',
    meaningLow:
      'A low sodium can come from vomiting, diarrhoea, some medicines (such as water tablets) or drinking a lot of plain water, and sometimes from other conditions. Please discuss it with your doctor soon, especially if you feel confused or very weak.',
    hi: {
      name: 'सोडियम',
      meaningHigh:
        'सोडियम ज़्यादा होने का मतलब अक्सर शरीर में पानी की कमी है। जल्द डॉक्टर से बात करें, ख़ासकर अगर बहुत प्यास लगे या तबीयत ठीक न लगे।',
      meaningLow:
        'सोडियम कम होना उल्टी, दस्त, कुछ दवाओं (जैसे पेशाब बढ़ाने वाली गोलियाँ) या बहुत ज़्यादा सादा पानी पीने से, और कभी-कभी दूसरे कारणों से हो सकता है। जल्द डॉक्टर से बात करें, ख़ासकर अगर उलझन या बहुत कमज़ोरी लगे।',
    },
    plausible: { min: 90, max: 200 },
  },
  {
    id: 'potassium',
    name: 'Potassium',
    aliases: [
      'Potassium',
      'K',
      'K+',
      'Serum Potassium',
      'S. Potassium',
      'Potassium (K+)',
      'Potassium (K)',
      'Potassium, Serum',
      'Sr. Potassium',
    ],
    ...mmolShape,
    range: { low: 3.5, high: 5.1 },
    meaningHigh:
      'A high potassium can come from kidney problems or some medicines, and a delayed or shaken sample can also read falsely high. Because potassium affects the heart rhythm, please show it to your doctor soon.',
    meaningLow:
      'A low potassium is often due to vomiting, diarrhoea or water tablets, and can cause weakness or cramps. Please show it to your doctor soon.',
    hi: {
      name: 'पोटैशियम',
      meaningHigh:
        'पोटैशियम ज़्यादा होना गुर्दों की समस्या या कुछ दवाओं से हो सकता है, और सैंपल में देरी या हिलने से भी ग़लत तरीके से ज़्यादा आ सकता है। पोटैशियम दिल की धड़कन पर असर डालता है, इसलिए इसे जल्द डॉक्टर को दिखाएँ।',
      meaningLow:
        'पोटैशियम कम होना अक्सर उल्टी, दस्त या पेशाब बढ़ाने वाली गोलियों से होता है और इससे कमज़ोरी या ऐंठन हो सकती है। इसे जल्द डॉक्टर को दिखाएँ।',
    },
    plausible: { min: 1, max: 10 },
  },
  {
    id: 'chloride',
    name: 'Chloride',
    aliases: [
      'Chloride',
      'Cl',
      'Cl-',
      'Serum Chloride',
      'S. Chloride',
      'Chloride (Cl-)',
      'Chloride (Cl)',
      'Chloride, Serum',
      'Sr. Chloride',
    ],
    ...mmolShape,
    range: { low: 98, high: 107 },
    meaningHigh:
      'A high chloride usually goes along with dehydration or a change in the body’s acid balance. Your doctor will read it with sodium and bicarbonate.',
    meaningLow:
      'A low chloride is often seen after vomiting or with water tablets. Your doctor will read it with sodium and bicarbonate.',
    hi: {
      name: 'क्लोराइड',
      meaningHigh:
        'क्लोराइड ज़्यादा होना आम तौर पर पानी की कमी या शरीर के एसिड संतुलन में बदलाव के साथ होता है। डॉक्टर इसे सोडियम और बाइकार्बोनेट के साथ देखेंगे।',
      meaningLow:
        'क्लोराइड कम होना अक्सर उल्टी के बाद या पेशाब बढ़ाने वाली गोलियों से दिखता है। डॉक्टर इसे सोडियम और बाइकार्बोनेट के साथ देखेंगे।',
    },
    plausible: { min: 60, max: 150 },
  },
  {
    id: 'bicarbonate',
    name: 'Bicarbonate (total CO2)',
    aliases: [
      'Bicarbonate',
      'HCO3',
      'HCO3-',
      'Bicarbonate (HCO3)',
      'Serum Bicarbonate',
      'S. Bicarbonate',
      'Total CO2',
      'TCO2',
      'CO2',
      'Total Carbon Dioxide',
      'CO2 Content',
    ],
    ...mmolShape,
    range: { low: 22, high: 29 },
    meaningHigh:
      'A high bicarbonate is often seen after vomiting or with some water tablets. Your doctor will read it with the other salts.',
    meaningLow:
      'A low bicarbonate means the blood is slightly more acidic than usual, which can happen with diarrhoea, kidney problems or uncontrolled diabetes. Please discuss it with your doctor.',
    hi: {
      name: 'बाइकार्बोनेट',
      meaningHigh:
        'बाइकार्बोनेट ज़्यादा होना अक्सर उल्टी के बाद या कुछ पेशाब बढ़ाने वाली गोलियों से दिखता है। डॉक्टर इसे बाकी लवणों के साथ देखेंगे।',
      meaningLow:
        'बाइकार्बोनेट कम होने का मतलब है कि खून सामान्य से थोड़ा ज़्यादा अम्लीय है, जो दस्त, गुर्दों की समस्या या बेकाबू डायबिटीज़ में हो सकता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 2, max: 60 },
  },
  {
    id: 'calcium',
    name: 'Calcium',
    aliases: [
      'Calcium',
      'Serum Calcium',
      'S. Calcium',
      'Sr. Calcium',
      'Calcium, Total',
      'Calcium Total',
      'Total Calcium',
      'Calcium (Total)',
      'Calcium, Serum',
      'Ca',
      'Ca++',
      'Ca2+',
    ],
    ...mgDlShape,
    conversions: [mmolPerL(4.008), { unit: 'mEq/L', aliases: [], factor: 2.004 }],
    range: { low: 8.6, high: 10.2 },
    meaningHigh:
      'A high calcium can come from too many calcium or vitamin D supplements, an overactive parathyroid gland or other conditions. Please discuss it with your doctor.',
    meaningLow:
      'A low calcium is often linked to low vitamin D or low albumin in the blood, and sometimes to other causes. Please discuss it with your doctor.',
    hi: {
      name: 'कैल्शियम',
      meaningHigh:
        'कैल्शियम ज़्यादा होना बहुत ज़्यादा कैल्शियम या विटामिन D सप्लीमेंट, पैराथायरॉइड ग्रंथि के ज़्यादा काम करने या दूसरे कारणों से हो सकता है। डॉक्टर से बात करें।',
      meaningLow:
        'कैल्शियम कम होना अक्सर विटामिन D की कमी या खून में एल्ब्यूमिन कम होने से जुड़ा होता है, कभी-कभी दूसरे कारणों से भी। डॉक्टर से बात करें।',
    },
    plausible: { min: 3, max: 20 },
  },
  {
    id: 'ionised_calcium',
    name: 'Ionised calcium',
    aliases: [
      'Ionised Calcium',
      'Ionized Calcium',
      'Calcium, Ionised',
      'Calcium, Ionized',
      'Calcium Ionized',
      'Calcium (Ionised)',
      'iCa',
      'iCa++',
      'Free Calcium',
    ],
    ...mmolShape,
    conversions: [{ unit: 'mg/dL', aliases: MG_DL_ALIASES, factor: 1 / 4.008 }],
    range: { low: 1.12, high: 1.32 },
    meaningHigh:
      'A high ionised calcium can come from supplements, an overactive parathyroid gland or other conditions. Please discuss it with your doctor.',
    meaningLow:
      'A low ionised calcium is often linked to low vitamin D or magnesium, and sometimes to other causes. Please discuss it with your doctor.',
    hi: {
      name: 'आयनित कैल्शियम',
      meaningHigh:
        'आयनित कैल्शियम ज़्यादा होना सप्लीमेंट, पैराथायरॉइड ग्रंथि के ज़्यादा काम करने या दूसरे कारणों से हो सकता है। डॉक्टर से बात करें।',
      meaningLow:
        'आयनित कैल्शियम कम होना अक्सर विटामिन D या मैग्नीशियम की कमी से जुड़ा होता है, कभी-कभी दूसरे कारणों से भी। डॉक्टर से बात करें।',
    },
    plausible: { min: 0.3, max: 4 },
  },
  {
    id: 'phosphorus',
    name: 'Phosphorus',
    aliases: [
      'Phosphorus',
      'Inorganic Phosphorus',
      'Phosphorus, Inorganic',
      'Phosphorus (Inorganic)',
      'Serum Phosphorus',
      'S. Phosphorus',
      'Phosphate',
      'Serum Phosphate',
      'Inorganic Phosphate',
      'PO4',
      'Phosphorous',
    ],
    ...mgDlShape,
    conversions: [mmolPerL(3.097)],
    range: { low: 2.5, high: 4.5 },
    meaningHigh:
      'A high phosphorus is most often linked to reduced kidney function. Please discuss it with your doctor.',
    meaningLow:
      'A low phosphorus can be linked to poor nutrition, low vitamin D or some medicines such as antacids. Please discuss it with your doctor.',
    hi: {
      name: 'फ़ॉस्फ़ोरस',
      meaningHigh: 'फ़ॉस्फ़ोरस ज़्यादा होना अक्सर गुर्दों की कम क्षमता से जुड़ा होता है। डॉक्टर से बात करें।',
      meaningLow:
        'फ़ॉस्फ़ोरस कम होना कम पोषण, विटामिन D की कमी या एंटासिड जैसी कुछ दवाओं से जुड़ा हो सकता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 0.3, max: 20 },
  },
  {
    id: 'magnesium',
    name: 'Magnesium',
    aliases: [
      'Magnesium',
      'Serum Magnesium',
      'S. Magnesium',
      'Sr. Magnesium',
      'Magnesium, Serum',
      'Magnesium (Mg)',
      'Mg',
      'Mg++',
    ],
    ...mgDlShape,
    conversions: [mmolPerL(2.431), { unit: 'mEq/L', aliases: [], factor: 1.2155 }],
    range: { low: 1.6, high: 2.6 },
    meaningHigh:
      'A high magnesium is uncommon and is usually linked to kidney problems or magnesium-containing antacids or laxatives. Please discuss it with your doctor.',
    meaningLow:
      'A low magnesium can come from diarrhoea, alcohol, some acidity or water tablets, or poor diet, and can cause cramps. Please discuss it with your doctor.',
    hi: {
      name: 'मैग्नीशियम',
      meaningHigh:
        'मैग्नीशियम ज़्यादा होना कम ही होता है और आम तौर पर गुर्दों की समस्या या मैग्नीशियम वाले एंटासिड या जुलाब से जुड़ा होता है। डॉक्टर से बात करें।',
      meaningLow:
        'मैग्नीशियम कम होना दस्त, शराब, एसिडिटी या पेशाब बढ़ाने वाली कुछ गोलियों, या कम पोषण से हो सकता है और इससे ऐंठन हो सकती है। डॉक्टर से बात करें।',
    },
    plausible: { min: 0.3, max: 12 },
  },
];

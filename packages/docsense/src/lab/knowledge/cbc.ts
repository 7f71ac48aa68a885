import type { LabTest } from './schema';
import { G_DL_ALIASES, G_PER_L, PERCENT_ALIASES } from './units';

// Complete blood count: red cells and red cell indices. Ranges follow common Indian
// laboratory practice (automated 5-part analysers), adults.

/** Red cell parts of the complete blood count (CBC / haemogram), plus the reticulocyte count. */
export const CBC_TESTS: LabTest[] = [
  {
    id: 'haemoglobin',
    name: 'Haemoglobin',
    aliases: [
      'Haemoglobin',
      'Hemoglobin',
      'Hb',
      'HGB',
      'HAEMOGLOBIN (Hb)',
      'Hemoglobin (Hb)',
      'Hb%',
      'Haemoglobin (HGB)',
    ],
    panel: 'cbc',
    kind: 'quantitative',
    unit: 'g/dL',
    unitAliases: G_DL_ALIASES,
    conversions: [G_PER_L],
    range: { low: 12, high: 17, male: { low: 13, high: 17 }, female: { low: 12, high: 15 } },
    meaningHigh:
      'A high haemoglobin is often due to dehydration, smoking or living at high altitude, and less often to a condition that makes extra red cells. Please discuss it with your doctor.',
    meaningLow:
      'A low haemoglobin usually means anaemia (fewer healthy red cells), which in India is most often due to low iron. It is common and usually treatable; your doctor can find the cause.',
    hi: {
      name: 'हीमोग्लोबिन',
      meaningHigh:
        'हीमोग्लोबिन ज़्यादा होना अक्सर पानी की कमी, धूम्रपान या ऊँचाई वाली जगह पर रहने से होता है, कभी-कभी किसी और कारण से भी। इस बारे में अपने डॉक्टर से बात करें।',
      meaningLow:
        'हीमोग्लोबिन कम होने का मतलब आम तौर पर खून की कमी (एनीमिया) है, जो भारत में अक्सर आयरन की कमी से होती है। यह आम है और इसका इलाज हो सकता है; कारण जानने के लिए डॉक्टर से बात करें।',
    },
    plausible: { min: 1, max: 25 },
  },
  {
    id: 'rbc_count',
    name: 'Red blood cell count',
    aliases: [
      'RBC Count',
      'RBC',
      'Red Blood Cell Count',
      'Red Blood Cells',
      'Total RBC Count',
      'RBC Count (Red Blood Cell)',
      'Erythrocyte Count',
      'Red Cell Count',
      'TRBC',
    ],
    panel: 'cbc',
    kind: 'quantitative',
    unit: 'million/µL',
    unitAliases: [
      'million/uL',
      'million/μL',
      'millions/µL',
      'mill/cumm',
      'mill/mm3',
      'million/cumm',
      'millions/cumm',
      'million/cu mm',
      'million/mm3',
      'mil/µL',
      'mil/uL',
      'M/µL',
      'M/uL',
      '10^6/µL',
      '10^6/uL',
      'x10^6/uL',
      '10⁶/µL',
      '10^12/L',
      'x10^12/L',
      'T/L',
    ],
    conversions: [
      {
        unit: 'cells/µL',
        aliases: ['/cumm', 'cells/cumm', '/µL', '/uL', '/mm3'],
        factor: 0.000001,
      },
    ],
    range: { low: 3.8, high: 5.5, male: { low: 4.5, high: 5.5 }, female: { low: 3.8, high: 4.8 } },
    meaningHigh:
      'A high red cell count is often linked to dehydration, smoking or a trait such as thalassaemia minor, and sometimes to other conditions. Your doctor can say whether it needs attention.',
    meaningLow:
      'A low red cell count usually goes with anaemia, for example from low iron, vitamin B12 or folate, or blood loss. Please discuss the cause with your doctor.',
    hi: {
      name: 'लाल रक्त कोशिकाओं की गिनती (RBC)',
      meaningHigh:
        'लाल रक्त कोशिकाएँ ज़्यादा होना अक्सर पानी की कमी, धूम्रपान या थैलेसीमिया माइनर जैसी बनावट से जुड़ा होता है, कभी-कभी किसी और कारण से भी। डॉक्टर बताएँगे कि इस पर ध्यान देना है या नहीं।',
      meaningLow:
        'लाल रक्त कोशिकाएँ कम होना आम तौर पर खून की कमी (एनीमिया) से जुड़ा होता है, जैसे आयरन, विटामिन B12 या फ़ोलेट की कमी या खून बहना। कारण जानने के लिए डॉक्टर से बात करें।',
    },
    plausible: { min: 0.5, max: 10 },
  },
  {
    id: 'pcv',
    name: 'Packed cell volume (haematocrit)',
    aliases: [
      'PCV',
      'Packed Cell Volume',
      'Haematocrit',
      'Hematocrit',
      'HCT',
      'PCV (Packed Cell Volume)',
      'Haematocrit (PCV)',
      'Hematocrit (HCT)',
      'PCV/HCT',
      'HCT/PCV',
    ],
    panel: 'cbc',
    kind: 'quantitative',
    unit: '%',
    unitAliases: PERCENT_ALIASES,
    conversions: [{ unit: 'L/L', aliases: ['ratio'], factor: 100 }],
    range: { low: 36, high: 50, male: { low: 40, high: 50 }, female: { low: 36, high: 46 } },
    meaningHigh:
      'A high PCV means the blood is more concentrated than usual, most often from dehydration or smoking. Please discuss it with your doctor.',
    meaningLow:
      'A low PCV usually goes along with a low haemoglobin, that is anaemia. Your doctor can look for the reason.',
    hi: {
      name: 'पीसीवी (हीमैटोक्रिट)',
      meaningHigh:
        'पीसीवी ज़्यादा होने का मतलब है कि खून सामान्य से गाढ़ा है, जो अक्सर पानी की कमी या धूम्रपान से होता है। इस बारे में डॉक्टर से बात करें।',
      meaningLow:
        'पीसीवी कम होना आम तौर पर हीमोग्लोबिन कम होने, यानी खून की कमी (एनीमिया), के साथ होता है। डॉक्टर इसका कारण देख सकते हैं।',
    },
    plausible: { min: 5, max: 75 },
  },
  {
    id: 'mcv',
    name: 'Mean corpuscular volume (average red cell size)',
    aliases: [
      'MCV',
      'Mean Corpuscular Volume',
      'MCV (Mean Corpuscular Volume)',
      'Mean Cell Volume',
      'Mean Corpuscular Vol',
    ],
    panel: 'cbc',
    kind: 'quantitative',
    unit: 'fL',
    unitAliases: [
      'femtolitre',
      'femtoliter',
      'cu micron',
      'cu.micron',
      'µm3',
      'um3',
      'cubic micron',
    ],
    range: { low: 83, high: 101 },
    meaningHigh:
      'Larger than usual red cells are often seen with low vitamin B12 or folate, regular alcohol use, or thyroid or liver conditions. Please discuss it with your doctor.',
    meaningLow:
      'Smaller than usual red cells most often point to iron deficiency, and sometimes to a trait such as thalassaemia minor. Your doctor can check which it is.',
    hi: {
      name: 'एमसीवी (लाल रक्त कोशिका का औसत आकार)',
      meaningHigh:
        'लाल कोशिकाएँ सामान्य से बड़ी होना अक्सर विटामिन B12 या फ़ोलेट की कमी, नियमित शराब, या थायरॉइड या लिवर की समस्या में देखा जाता है। डॉक्टर से बात करें।',
      meaningLow:
        'लाल कोशिकाएँ सामान्य से छोटी होना अक्सर आयरन की कमी की ओर इशारा करता है, कभी-कभी थैलेसीमिया माइनर की ओर भी। डॉक्टर जाँच कर बता सकते हैं।',
    },
    plausible: { min: 40, max: 160 },
  },
  {
    id: 'mch',
    name: 'Mean corpuscular haemoglobin',
    aliases: [
      'MCH',
      'Mean Corpuscular Haemoglobin',
      'Mean Corpuscular Hemoglobin',
      'MCH (Mean Corpuscular Hemoglobin)',
      'Mean Cell Haemoglobin',
      'Mean Cell Hemoglobin',
    ],
    panel: 'cbc',
    kind: 'quantitative',
    unit: 'pg',
    unitAliases: ['picogram', 'picograms', 'pg/cell', 'pgm'],
    range: { low: 27, high: 32 },
    meaningHigh:
      'A high MCH usually goes with larger red cells, as seen with low vitamin B12 or folate. Your doctor will read it together with the other blood counts.',
    meaningLow:
      'A low MCH means each red cell carries less haemoglobin than usual, most often because of low iron. Please discuss it with your doctor.',
    hi: {
      name: 'एमसीएच (हर लाल कोशिका में औसत हीमोग्लोबिन)',
      meaningHigh:
        'एमसीएच ज़्यादा होना आम तौर पर बड़ी लाल कोशिकाओं के साथ होता है, जैसे विटामिन B12 या फ़ोलेट की कमी में। डॉक्टर इसे बाकी रिपोर्ट के साथ देखेंगे।',
      meaningLow:
        'एमसीएच कम होने का मतलब है कि हर लाल कोशिका में हीमोग्लोबिन सामान्य से कम है, जो अक्सर आयरन की कमी से होता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 10, max: 50 },
  },
  {
    id: 'mchc',
    name: 'Mean corpuscular haemoglobin concentration',
    aliases: [
      'MCHC',
      'Mean Corpuscular Haemoglobin Concentration',
      'Mean Corpuscular Hemoglobin Concentration',
      'MCHC (Mean Corpuscular Hb Concentration)',
      'Mean Cell Hb Concentration',
    ],
    panel: 'cbc',
    kind: 'quantitative',
    unit: 'g/dL',
    unitAliases: [...G_DL_ALIASES, '%'],
    conversions: [G_PER_L],
    range: { low: 31.5, high: 34.5 },
    meaningHigh:
      'A high MCHC is uncommon; it can come from a sample issue or from a condition where red cells are rounder than usual. Your doctor may repeat or extend the tests.',
    meaningLow:
      'A low MCHC means the red cells are paler than usual, most often because of low iron. Please discuss it with your doctor.',
    hi: {
      name: 'एमसीएचसी (लाल कोशिकाओं में हीमोग्लोबिन की सघनता)',
      meaningHigh:
        'एमसीएचसी ज़्यादा होना कम ही होता है; यह सैंपल की वजह से या लाल कोशिकाओं की बनावट बदलने से हो सकता है। डॉक्टर जाँच दोहराने या और जाँच करने को कह सकते हैं।',
      meaningLow:
        'एमसीएचसी कम होने का मतलब है कि लाल कोशिकाएँ सामान्य से फीकी हैं, जो अक्सर आयरन की कमी से होता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 15, max: 45 },
  },
  {
    id: 'rdw_cv',
    name: 'Red cell distribution width (RDW-CV)',
    aliases: [
      'RDW',
      'RDW-CV',
      'RDW CV',
      'RDW - CV',
      'Red Cell Distribution Width',
      'Red Cell Distribution Width (RDW)',
      'RDW-CV (Red Cell Distribution Width)',
      'Red Cell Distribution Width - CV',
    ],
    panel: 'cbc',
    kind: 'quantitative',
    unit: '%',
    unitAliases: PERCENT_ALIASES,
    range: { low: 11.6, high: 14 },
    meaningHigh:
      'A high RDW means the red cells vary more in size than usual, which is often an early sign of low iron, vitamin B12 or folate. Please discuss it with your doctor.',
    meaningLow:
      'A low RDW is rarely a concern on its own; your doctor will read it with the other counts.',
    hi: {
      name: 'आरडीडब्ल्यू (लाल कोशिकाओं के आकार में अंतर)',
      meaningHigh:
        'आरडीडब्ल्यू ज़्यादा होने का मतलब है कि लाल कोशिकाओं के आकार में सामान्य से ज़्यादा अंतर है, जो अक्सर आयरन, विटामिन B12 या फ़ोलेट की कमी का शुरुआती संकेत होता है। डॉक्टर से बात करें।',
      meaningLow:
        'आरडीडब्ल्यू कम होना अकेले में शायद ही चिंता की बात होती है; डॉक्टर इसे बाकी रिपोर्ट के साथ देखेंगे।',
    },
    plausible: { min: 5, max: 40 },
  },
  {
    id: 'rdw_sd',
    name: 'Red cell distribution width (RDW-SD)',
    aliases: [
      'RDW-SD',
      'RDW SD',
      'RDW - SD',
      'Red Cell Distribution Width - SD',
      'RDW-SD (Red Cell Distribution Width)',
    ],
    panel: 'cbc',
    kind: 'quantitative',
    unit: 'fL',
    unitAliases: ['femtolitre', 'femtoliter'],
    range: { low: 39, high: 46 },
    meaningHigh:
      'A high RDW-SD means the red cells vary more in size than usual, often from low iron, vitamin B12 or folate. Please discuss it with your doctor.',
    meaningLow:
      'A low RDW-SD is rarely a concern on its own; your doctor will read it with the other counts.',
    hi: {
      name: 'आरडीडब्ल्यू-एसडी (लाल कोशिकाओं के आकार में अंतर)',
      meaningHigh:
        'आरडीडब्ल्यू-एसडी ज़्यादा होने का मतलब है कि लाल कोशिकाओं के आकार में ज़्यादा अंतर है, जो अक्सर आयरन, विटामिन B12 या फ़ोलेट की कमी से होता है। डॉक्टर से बात करें।',
      meaningLow:
        'आरडीडब्ल्यू-एसडी कम होना अकेले में शायद ही चिंता की बात होती है; डॉक्टर इसे बाकी रिपोर्ट के साथ देखेंगे।',
    },
    plausible: { min: 15, max: 120 },
  },
  {
    id: 'reticulocyte_count',
    name: 'Reticulocyte count (young red cells)',
    aliases: [
      'Reticulocyte Count',
      'Retic Count',
      'Reticulocytes',
      'Retic',
      'Corrected Reticulocyte Count',
    ],
    panel: 'cbc',
    kind: 'quantitative',
    unit: '%',
    unitAliases: PERCENT_ALIASES,
    range: { low: 0.5, high: 2.5 },
    meaningHigh:
      'A high reticulocyte count means the bone marrow is making red cells faster, for example after blood loss or during treatment of anaemia. Your doctor will explain what it means for you.',
    meaningLow:
      'A low reticulocyte count means fewer new red cells are being made, which can happen with low iron, vitamin B12 or folate, or other conditions. Please discuss it with your doctor.',
    hi: {
      name: 'रेटिकुलोसाइट (नई लाल कोशिकाएँ)',
      meaningHigh:
        'रेटिकुलोसाइट ज़्यादा होने का मतलब है कि बोन मैरो तेज़ी से लाल कोशिकाएँ बना रहा है, जैसे खून बहने के बाद या एनीमिया के इलाज के दौरान। डॉक्टर आपको इसका मतलब समझाएँगे।',
      meaningLow:
        'रेटिकुलोसाइट कम होने का मतलब है कि नई लाल कोशिकाएँ कम बन रही हैं, जो आयरन, विटामिन B12 या फ़ोलेट की कमी या दूसरे कारणों से हो सकता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 0, max: 40 },
  },
];

import type { LabTest } from './schema';
import { NG_ML_ALIASES, SCREENING_WORDS, UKAT_PER_L, U_L_ALIASES } from './units';

// Inflammation markers (CRP, hs-CRP, RA factor, ASO) and other common single tests
// (amylase, lipase, PSA). Latex slide tests print Positive/Negative instead of a number,
// so the quantitative entries also carry result words.

const mgPerL: Pick<LabTest, 'unit' | 'unitAliases' | 'conversions'> = {
  unit: 'mg/L',
  unitAliases: ['mg / l', 'mg/litre'],
  conversions: [{ unit: 'mg/dL', aliases: ['mg%'], factor: 10 }],
};

const iuPerMl: Pick<LabTest, 'unit' | 'unitAliases'> = {
  unit: 'IU/mL',
  unitAliases: ['U/mL', 'kIU/L'],
};

/** CRP, hs-CRP, RA factor, ASO titre, amylase, lipase and PSA. */
export const INFLAMMATION_OTHER_TESTS: LabTest[] = [
  {
    id: 'crp',
    name: 'C-reactive protein (CRP)',
    aliases: [
      'CRP',
      'C-Reactive Protein',
      'C Reactive Protein',
      'C-Reactive Protein (CRP)',
      'CRP (Quantitative)',
      'CRP Quantitative',
      'CRP - Quantitative',
      'Quantitative CRP',
      'CRP (Latex)',
      'CRP (Qualitative)',
      'Serum CRP',
      'S. CRP',
    ],
    panel: 'inflammation',
    kind: 'quantitative',
    ...mgPerL,
    range: { high: 5 },
    qualitative: SCREENING_WORDS,
    meaningHigh:
      'A raised CRP is a general sign of inflammation or infection in the body; it does not show where or why. Your doctor will read it with your symptoms and may repeat it to see the trend.',
    hi: {
      name: 'सी-रिएक्टिव प्रोटीन (CRP)',
      meaningHigh:
        'सीआरपी बढ़ना शरीर में सूजन या इन्फ़ेक्शन का एक आम संकेत है; इससे यह पता नहीं चलता कि कहाँ या क्यों। डॉक्टर इसे लक्षणों के साथ देखेंगे और बदलाव देखने के लिए दोबारा जाँच कर सकते हैं।',
    },
    plausible: { min: 0, max: 600 },
  },
  {
    id: 'hs_crp',
    name: 'High-sensitivity CRP (hs-CRP)',
    aliases: [
      'hs-CRP',
      'hsCRP',
      'HS CRP',
      'High Sensitivity CRP',
      'High Sensitive CRP',
      'High Sensitivity C-Reactive Protein',
      'hs C-Reactive Protein',
      'hs-CRP (High Sensitivity CRP)',
      'Cardio CRP',
      'Cardiac CRP',
    ],
    panel: 'inflammation',
    kind: 'quantitative',
    ...mgPerL,
    range: { high: 3 },
    meaningHigh:
      'In someone without a current infection, a higher hs-CRP is linked to a higher heart risk over the years; a recent cold or infection also raises it. Your doctor may repeat it when you are well.',
    hi: {
      name: 'हाई-सेंसिटिविटी सीआरपी (hs-CRP)',
      meaningHigh:
        'जिन्हें अभी कोई इन्फ़ेक्शन नहीं है, उनमें hs-CRP ज़्यादा होना सालों में दिल के ज़्यादा ख़तरे से जुड़ा है; हाल का ज़ुकाम या इन्फ़ेक्शन भी इसे बढ़ाता है। ठीक होने पर डॉक्टर इसे दोबारा जाँच सकते हैं।',
    },
    plausible: { min: 0, max: 600 },
  },
  {
    id: 'ra_factor',
    name: 'Rheumatoid factor (RA factor)',
    aliases: [
      'RA Factor',
      'Rheumatoid Factor',
      'Rheumatoid Factor (RA)',
      'Rheumatoid Factor (RF)',
      'RF',
      'RA Test',
      'RA Factor (Quantitative)',
      'RA Factor (Latex)',
      'RF Quantitative',
      'R.A. Factor',
    ],
    panel: 'inflammation',
    kind: 'quantitative',
    ...iuPerMl,
    range: { high: 14 },
    qualitative: SCREENING_WORDS,
    meaningHigh:
      'A raised RA factor can be seen in rheumatoid arthritis, but also with other conditions, infections and in some healthy older people, so it is not a diagnosis by itself. Your doctor will read it with your joint symptoms.',
    hi: {
      name: 'रूमेटॉइड फ़ैक्टर (RA फ़ैक्टर)',
      meaningHigh:
        'आरए फ़ैक्टर बढ़ना रूमेटॉइड आर्थराइटिस में दिख सकता है, पर दूसरी बीमारियों, इन्फ़ेक्शन और कुछ स्वस्थ बुज़ुर्गों में भी, इसलिए यह अकेले कोई निदान नहीं है। डॉक्टर इसे जोड़ों के लक्षणों के साथ देखेंगे।',
    },
    plausible: { min: 0, max: 5000 },
  },
  {
    id: 'aso_titre',
    name: 'ASO titre (anti-streptolysin O)',
    aliases: [
      'ASO',
      'ASO Titre',
      'ASO Titer',
      'ASO (Quantitative)',
      'ASLO',
      'ASLO Titre',
      'Anti Streptolysin O',
      'Antistreptolysin O',
      'Anti-Streptolysin O Titre',
      'Anti Streptolysin O Titre',
      'Anti-Streptolysin O (ASO)',
    ],
    panel: 'inflammation',
    kind: 'quantitative',
    ...iuPerMl,
    range: { high: 200 },
    qualitative: SCREENING_WORDS,
    meaningHigh:
      'A raised ASO usually means a recent streptococcal infection, such as a sore throat or skin infection. Rarely such infections affect the joints, heart or kidneys, so your doctor will read it with your symptoms.',
    hi: {
      name: 'एएसओ टाइटर (ASO)',
      meaningHigh:
        'एएसओ बढ़ने का मतलब आम तौर पर हाल का स्ट्रेप्टोकोकस इन्फ़ेक्शन है, जैसे गले या त्वचा का इन्फ़ेक्शन। कभी-कभार ऐसे इन्फ़ेक्शन जोड़ों, दिल या गुर्दों पर असर करते हैं, इसलिए डॉक्टर इसे लक्षणों के साथ देखेंगे।',
    },
    plausible: { min: 0, max: 5000 },
  },
  {
    id: 'amylase',
    name: 'Amylase',
    aliases: [
      'Amylase',
      'Serum Amylase',
      'S. Amylase',
      'Amylase, Serum',
      'Amylase (Serum)',
      'Alpha Amylase',
      'Total Amylase',
    ],
    panel: 'other',
    kind: 'quantitative',
    unit: 'U/L',
    unitAliases: U_L_ALIASES,
    conversions: [UKAT_PER_L],
    range: { high: 100 },
    meaningHigh:
      'A raised amylase can come from inflammation of the pancreas (pancreatitis), salivary glands or other causes. Severe belly pain needs prompt care; otherwise please discuss it with your doctor.',
    hi: {
      name: 'एमाइलेज़',
      meaningHigh:
        'एमाइलेज़ बढ़ना अग्न्याशय (पैंक्रियास) की सूजन, लार ग्रंथियों या दूसरे कारणों से हो सकता है। अगर पेट में तेज़ दर्द है तो जल्द इलाज लें; नहीं तो डॉक्टर से बात करें।',
    },
    plausible: { min: 1, max: 20000 },
  },
  {
    id: 'lipase',
    name: 'Lipase',
    aliases: [
      'Lipase',
      'Serum Lipase',
      'S. Lipase',
      'Lipase, Serum',
      'Lipase (Serum)',
      'Pancreatic Lipase',
    ],
    panel: 'other',
    kind: 'quantitative',
    unit: 'U/L',
    unitAliases: U_L_ALIASES,
    conversions: [UKAT_PER_L],
    range: { high: 60 },
    meaningHigh:
      'A raised lipase most often points to inflammation of the pancreas (pancreatitis), especially with upper belly pain, though other conditions can raise it a little. Please contact your doctor promptly.',
    hi: {
      name: 'लाइपेज़',
      meaningHigh:
        'लाइपेज़ बढ़ना अक्सर अग्न्याशय (पैंक्रियास) की सूजन की ओर इशारा करता है, ख़ासकर पेट के ऊपरी हिस्से में दर्द के साथ, हालाँकि दूसरे कारण भी इसे थोड़ा बढ़ा सकते हैं। जल्द डॉक्टर से संपर्क करें।',
    },
    plausible: { min: 1, max: 30000 },
  },
  {
    id: 'psa_total',
    name: 'Prostate-specific antigen (PSA)',
    aliases: [
      'PSA',
      'Total PSA',
      'PSA Total',
      'PSA, Total',
      'PSA (Total)',
      'PSA - Total',
      'tPSA',
      'S. PSA',
      'Serum PSA',
      'Prostate Specific Antigen',
      'Prostate-Specific Antigen',
      'Prostate Specific Antigen, Total',
      'Prostate Specific Antigen (PSA)',
    ],
    panel: 'other',
    kind: 'quantitative',
    unit: 'ng/mL',
    unitAliases: NG_ML_ALIASES,
    range: { high: 4 },
    meaningHigh:
      'PSA can rise with an enlarged prostate (very common with age), a prostate infection, recent ejaculation or cycling, and sometimes with prostate cancer. A raised value is a reason to talk to your doctor, not a diagnosis.',
    hi: {
      name: 'पीएसए (प्रोस्टेट स्पेसिफ़िक एंटीजन)',
      meaningHigh:
        'पीएसए बढ़े हुए प्रोस्टेट (उम्र के साथ बहुत आम), प्रोस्टेट के इन्फ़ेक्शन, हाल के वीर्यपात या साइकिल चलाने से, और कभी-कभी प्रोस्टेट कैंसर से बढ़ सकता है। बढ़ा हुआ नतीजा डॉक्टर से बात करने की वजह है, निदान नहीं।',
    },
    plausible: { min: 0, max: 10000 },
  },
];

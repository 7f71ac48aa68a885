import type { LabTest } from './schema';
import { RATIO_ALIASES, SCREENING_WORDS, SECONDS_ALIASES, UKAT_PER_L, U_L_ALIASES } from './units';

// Cardiac markers and clotting tests. Troponin limits are the 99th-percentile upper limits of
// common high-sensitivity assays; they differ between analysers, so the printed range of the
// report wins. Rapid cards print Positive/Negative, hence the result words.

const troponinShape: Pick<
  LabTest,
  'panel' | 'kind' | 'unit' | 'unitAliases' | 'conversions' | 'qualitative' | 'plausible'
> = {
  panel: 'cardiac',
  kind: 'quantitative',
  unit: 'ng/L',
  unitAliases: ['pg/mL', 'pg / ml'],
  conversions: [{ unit: 'ng/mL', aliases: ['µg/L', 'ug/L'], factor: 1000 }],
  qualitative: SCREENING_WORDS,
  plausible: { min: 0, max: 200000 },
};

const troponinHighEn =
  'A raised troponin can be a sign of strain or damage to the heart muscle, and some other illnesses can raise it too. Please contact your doctor today; with chest pain, breathlessness or sweating, go straight to an emergency department or call 108/112 now.';
const troponinHighHi =
  'ट्रोपोनिन बढ़ना दिल की मांसपेशी पर ज़ोर या नुकसान का संकेत हो सकता है, और कुछ दूसरी बीमारियाँ भी इसे बढ़ा सकती हैं। आज ही डॉक्टर से संपर्क करें; अगर सीने में दर्द, साँस फूलना या पसीना है तो तुरंत इमरजेंसी जाएँ या 108/112 पर कॉल करें।';

const secondsShape: Pick<LabTest, 'panel' | 'kind' | 'unit' | 'unitAliases' | 'plausible'> = {
  panel: 'coagulation',
  kind: 'quantitative',
  unit: 's',
  unitAliases: SECONDS_ALIASES,
  plausible: { min: 5, max: 200 },
};

/** Troponin I and T, CK-MB, prothrombin time, INR and aPTT. */
export const CARDIAC_COAGULATION_TESTS: LabTest[] = [
  {
    id: 'troponin_i',
    name: 'Troponin I',
    aliases: [
      'Troponin I',
      'Troponin-I',
      'Trop I',
      'Trop-I',
      'Trop I (Rapid)',
      'TnI',
      'cTnI',
      'Cardiac Troponin I',
      'hs-Troponin I',
      'hs Troponin I',
      'High Sensitivity Troponin I',
      'Troponin I (hs)',
      'hs-TnI',
      'hs-cTnI',
    ],
    ...troponinShape,
    range: { high: 26, male: { high: 34 }, female: { high: 16 } },
    meaningHigh: troponinHighEn,
    hi: { name: 'ट्रोपोनिन I', meaningHigh: troponinHighHi },
  },
  {
    id: 'troponin_t',
    name: 'Troponin T',
    aliases: [
      'Troponin T',
      'Troponin-T',
      'Trop T',
      'Trop-T',
      'Trop T (Rapid)',
      'TnT',
      'cTnT',
      'Cardiac Troponin T',
      'hs-Troponin T',
      'hs Troponin T',
      'High Sensitivity Troponin T',
      'Troponin T (hs)',
      'hs-TnT',
      'hs-cTnT',
    ],
    ...troponinShape,
    range: { high: 14 },
    meaningHigh: troponinHighEn,
    hi: { name: 'ट्रोपोनिन T', meaningHigh: troponinHighHi },
  },
  {
    id: 'ck_mb',
    name: 'CK-MB (heart muscle enzyme)',
    aliases: [
      'CK-MB',
      'CKMB',
      'CK MB',
      'CPK-MB',
      'CPK MB',
      'Creatine Kinase MB',
      'Creatine Kinase-MB',
      'Creatine Kinase - MB',
      'CK-MB (Activity)',
    ],
    panel: 'cardiac',
    kind: 'quantitative',
    unit: 'U/L',
    unitAliases: U_L_ALIASES,
    conversions: [UKAT_PER_L],
    range: { high: 25 },
    meaningHigh:
      'CK-MB is an enzyme found mostly in heart muscle; a raised level can come from heart strain, and also from heavy exercise or muscle injury. Please contact your doctor today, and with any chest pain go to an emergency department at once.',
    hi: {
      name: 'सीके-एमबी (दिल की मांसपेशी का एंज़ाइम)',
      meaningHigh:
        'सीके-एमबी ज़्यादातर दिल की मांसपेशी में पाया जाने वाला एंज़ाइम है; इसका बढ़ना दिल पर ज़ोर से, और भारी कसरत या मांसपेशियों की चोट से भी हो सकता है। आज ही डॉक्टर से संपर्क करें, और सीने में दर्द हो तो तुरंत इमरजेंसी जाएँ।',
    },
    plausible: { min: 0, max: 10000 },
  },
  {
    id: 'prothrombin_time',
    name: 'Prothrombin time (PT)',
    aliases: [
      'Prothrombin Time',
      'Prothrombin Time (PT)',
      'PT',
      'PT (Test)',
      'PT Test',
      'PT - Test',
      'PT - Patient',
      'PT (Patient)',
      'Prothrombin Time - Test',
      'Prothrombin Time (Patient)',
      'Pro Time',
    ],
    ...secondsShape,
    range: { low: 11, high: 13.5 },
    meaningHigh:
      'A longer than usual PT means the blood is taking longer to clot, which can be due to blood-thinning medicine, low vitamin K or liver conditions. Please discuss it with your doctor, especially if you take a blood thinner.',
    meaningLow: 'A slightly short PT is rarely a concern. Your doctor will read it with the INR.',
    hi: {
      name: 'प्रोथ्रोम्बिन टाइम (PT)',
      meaningHigh:
        'पीटी सामान्य से लंबा होने का मतलब है कि खून जमने में ज़्यादा समय लग रहा है, जो खून पतला करने वाली दवा, विटामिन K की कमी या लिवर की समस्या से हो सकता है। डॉक्टर से बात करें, ख़ासकर अगर आप खून पतला करने की दवा लेते हैं।',
      meaningLow: 'पीटी थोड़ा कम होना शायद ही चिंता की बात होती है। डॉक्टर इसे INR के साथ देखेंगे।',
    },
  },
  {
    id: 'inr',
    name: 'INR (international normalised ratio)',
    aliases: [
      'INR',
      'PT INR',
      'PT-INR',
      'PT/INR',
      'INR Value',
      'International Normalised Ratio',
      'International Normalized Ratio',
      'International Normalised Ratio (INR)',
      'International Normalized Ratio (INR)',
    ],
    panel: 'coagulation',
    kind: 'quantitative',
    unit: 'ratio',
    unitAliases: RATIO_ALIASES,
    range: { low: 0.8, high: 1.2 },
    meaningHigh:
      'A high INR means the blood takes longer to clot. For people on blood-thinning medicine such as warfarin a higher INR is often the aim, so your doctor will compare it with your personal target.',
    meaningLow:
      'A low INR is rarely a concern unless you take a blood thinner, in which case the treatment may need review by your doctor.',
    hi: {
      name: 'आईएनआर (INR)',
      meaningHigh:
        'आईएनआर ज़्यादा होने का मतलब है कि खून जमने में ज़्यादा समय लगता है। वारफ़रिन जैसी खून पतला करने वाली दवा लेने वालों में अक्सर ज़्यादा INR ही लक्ष्य होता है, इसलिए डॉक्टर इसे आपके अपने लक्ष्य से मिलाकर देखेंगे।',
      meaningLow:
        'आईएनआर कम होना शायद ही चिंता की बात होती है, जब तक आप खून पतला करने की दवा न ले रहे हों; तब डॉक्टर इलाज की समीक्षा कर सकते हैं।',
    },
    plausible: { min: 0.5, max: 20 },
  },
  {
    id: 'aptt',
    name: 'Activated partial thromboplastin time (aPTT)',
    aliases: [
      'APTT',
      'APTT (Test)',
      'APTT - Test',
      'APTT - Patient',
      'APTT (Patient)',
      'Activated Partial Thromboplastin Time',
      'Activated Partial Thromboplastin Time (APTT)',
      'PTT',
      'Partial Thromboplastin Time',
      'PTTK',
    ],
    ...secondsShape,
    range: { low: 25, high: 35 },
    meaningHigh:
      'A longer than usual aPTT means the blood is taking longer to clot, which can be due to heparin-type medicine, a clotting factor shortage or a sample issue. Please discuss it with your doctor.',
    meaningLow:
      'A slightly short aPTT is rarely a concern; your doctor will read it with the other clotting tests.',
    hi: {
      name: 'एपीटीटी (aPTT)',
      meaningHigh:
        'एपीटीटी सामान्य से लंबा होने का मतलब है कि खून जमने में ज़्यादा समय लग रहा है, जो हेपरिन जैसी दवा, खून जमाने वाले किसी तत्व की कमी या सैंपल की वजह से हो सकता है। डॉक्टर से बात करें।',
      meaningLow: 'एपीटीटी थोड़ा कम होना शायद ही चिंता की बात होती है; डॉक्टर इसे बाकी जाँचों के साथ देखेंगे।',
    },
  },
];

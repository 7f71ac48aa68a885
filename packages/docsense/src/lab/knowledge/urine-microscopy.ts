import type { LabTest } from './schema';
import { MICROSCOPY_COUNT_WORDS, MICROSCOPY_PRESENCE_WORDS, PER_HPF_ALIASES } from './units';

// Urine routine examination, microscopic part. Counts are per high-power field (/hpf) and are
// often printed as a span ('2-4') or a word ('Occasional', 'Plenty').

const perHpf: Pick<LabTest, 'panel' | 'kind' | 'unit' | 'unitAliases' | 'qualitative'> = {
  panel: 'urine',
  kind: 'quantitative',
  unit: '/hpf',
  unitAliases: PER_HPF_ALIASES,
  qualitative: MICROSCOPY_COUNT_WORDS,
};

const presence: Pick<LabTest, 'panel' | 'kind' | 'qualitative'> = {
  panel: 'urine',
  kind: 'qualitative',
  qualitative: MICROSCOPY_PRESENCE_WORDS,
};

/** Urine microscopy: pus cells, red cells, epithelial cells, casts, crystals, bacteria, yeast. */
export const URINE_MICROSCOPY_TESTS: LabTest[] = [
  {
    id: 'urine_pus_cells',
    name: 'Pus cells in urine',
    aliases: [
      'Pus Cells',
      'Pus Cell',
      'Pus Cells (WBC)',
      'Pus Cells/hpf',
      'Urine Pus Cells',
      'Pus Cells (Urine)',
      'WBC (Urine)',
      'Urine WBC',
      'WBC/hpf',
      'WBCs/hpf',
      'Leucocytes/hpf',
      'Leukocytes/hpf',
      'Pus Cells / Leucocytes',
    ],
    ...perHpf,
    range: { high: 5 },
    meaningHigh:
      'More pus cells than usual in the urine often point to a urine infection or inflammation; in women a sample mixed with vaginal discharge can also show this. Please discuss it with your doctor, who may suggest a urine culture.',
    hi: {
      name: 'पेशाब में पस सेल',
      meaningHigh:
        'पेशाब में सामान्य से ज़्यादा पस सेल अक्सर पेशाब के इन्फ़ेक्शन या सूजन की ओर इशारा करते हैं; महिलाओं में सफ़ेद पानी मिले सैंपल से भी ऐसा हो सकता है। डॉक्टर से बात करें; वे यूरिन कल्चर जाँच सुझा सकते हैं।',
    },
    plausible: { min: 0, max: 1000 },
  },
  {
    id: 'urine_rbc',
    name: 'Red blood cells in urine',
    aliases: [
      'RBC (Urine)',
      'Urine RBC',
      'Urine RBCs',
      'RBC/hpf',
      'RBCs/hpf',
      'Red Blood Cells (Urine)',
      'Red Cells (Urine)',
      'Urine Red Blood Cells',
      'Erythrocytes (Urine)',
      'RBC',
      'Red Blood Cells',
    ],
    ...perHpf,
    range: { high: 2 },
    meaningHigh:
      'Red cells in the urine can come from menstruation, a urine infection, stones or heavy exercise, and sometimes need further checking. Please discuss it with your doctor.',
    hi: {
      name: 'पेशाब में लाल रक्त कोशिकाएँ',
      meaningHigh:
        'पेशाब में लाल कोशिकाएँ माहवारी, पेशाब के इन्फ़ेक्शन, पथरी या भारी कसरत से आ सकती हैं, और कभी-कभी आगे जाँच की ज़रूरत होती है। डॉक्टर से बात करें।',
    },
    plausible: { min: 0, max: 1000 },
  },
  {
    id: 'urine_epithelial_cells',
    name: 'Epithelial cells in urine',
    aliases: [
      'Epithelial Cells',
      'Epithelial Cell',
      'Epithelial Cells/hpf',
      'Squamous Epithelial Cells',
      'Epith. Cells',
      'Epi Cells',
      'Urine Epithelial Cells',
      'Epithelial Cells (Urine)',
    ],
    ...perHpf,
    range: { high: 5 },
    meaningHigh:
      'Many epithelial cells usually mean the sample picked up skin cells during collection and are rarely a concern. Your doctor may ask for a repeat "clean-catch" sample.',
    hi: {
      name: 'पेशाब में एपिथीलियल सेल',
      meaningHigh:
        'ज़्यादा एपिथीलियल सेल का मतलब आम तौर पर है कि सैंपल लेते समय त्वचा की कोशिकाएँ मिल गईं, और यह शायद ही चिंता की बात होती है। डॉक्टर साफ़ तरीके से दोबारा सैंपल देने को कह सकते हैं।',
    },
    plausible: { min: 0, max: 500 },
  },
  {
    id: 'urine_casts',
    name: 'Casts in urine',
    aliases: [
      'Casts',
      'Cast',
      'Urine Casts',
      'Casts (Urine)',
      'Hyaline Casts',
      'Granular Casts',
      'Casts/lpf',
    ],
    ...presence,
    meaningAbnormal:
      'Casts are tiny tube-shaped particles formed in the kidneys; a few clear (hyaline) casts can appear after exercise or when short of water, while other types may need checking. Please discuss it with your doctor.',
    hi: {
      name: 'पेशाब में कास्ट',
      meaningAbnormal:
        'कास्ट गुर्दों में बनने वाले छोटे नली जैसे कण होते हैं; कसरत के बाद या पानी की कमी में कुछ साफ़ (हायलिन) कास्ट आ सकते हैं, जबकि दूसरी तरह के कास्ट की जाँच की ज़रूरत हो सकती है। डॉक्टर से बात करें।',
    },
    plausible: { min: 0, max: 500 },
  },
  {
    id: 'urine_crystals',
    name: 'Crystals in urine',
    aliases: [
      'Crystals',
      'Crystal',
      'Urine Crystals',
      'Crystals (Urine)',
      'Calcium Oxalate Crystals',
      'Uric Acid Crystals',
      'Triple Phosphate Crystals',
      'Amorphous Phosphates',
      'Amorphous Urates',
      'Amorphous Deposits',
    ],
    panel: 'urine',
    kind: 'qualitative',
    qualitative: {
      normal: MICROSCOPY_PRESENCE_WORDS.normal,
      abnormal: [
        ...MICROSCOPY_PRESENCE_WORDS.abnormal,
        'calcium oxalate',
        'ca oxalate',
        'uric acid',
        'triple phosphate',
        'amorphous phosphates',
        'amorphous urates',
        'amorphous',
      ],
    },
    meaningAbnormal:
      'Crystals are common in urine, especially when it is concentrated or after certain foods, and often mean nothing. If they keep appearing, especially with pain, your doctor may check for a tendency to form stones.',
    hi: {
      name: 'पेशाब में क्रिस्टल',
      meaningAbnormal:
        'पेशाब में क्रिस्टल आम हैं, ख़ासकर गाढ़े पेशाब में या कुछ खानों के बाद, और अक्सर इनका कोई ख़ास मतलब नहीं होता। अगर ये बार-बार आएँ, ख़ासकर दर्द के साथ, तो डॉक्टर पथरी बनने की प्रवृत्ति जाँच सकते हैं।',
    },
    plausible: { min: 0, max: 500 },
  },
  {
    id: 'urine_bacteria',
    name: 'Bacteria in urine',
    aliases: ['Bacteria', 'Bacteria (Urine)', 'Urine Bacteria', 'Bacteriuria', 'Organisms'],
    ...presence,
    meaningAbnormal:
      'Bacteria in a urine sample can mean a urine infection, but they often come from the skin during collection. Your doctor will read it with pus cells and symptoms, and may suggest a urine culture.',
    hi: {
      name: 'पेशाब में बैक्टीरिया',
      meaningAbnormal:
        'पेशाब के सैंपल में बैक्टीरिया पेशाब के इन्फ़ेक्शन का संकेत हो सकते हैं, पर अक्सर ये सैंपल लेते समय त्वचा से आ जाते हैं। डॉक्टर इसे पस सेल और लक्षणों के साथ देखेंगे और यूरिन कल्चर सुझा सकते हैं।',
    },
    plausible: { min: 0, max: 500 },
  },
  {
    id: 'urine_yeast',
    name: 'Yeast cells in urine',
    aliases: [
      'Yeast Cells',
      'Yeast',
      'Yeast Cell',
      'Budding Yeast',
      'Budding Yeast Cells',
      'Fungal Elements',
      'Yeast Cells (Urine)',
    ],
    ...presence,
    meaningAbnormal:
      'Yeast in the urine is often from a minor fungal infection or from the skin during collection, and is more common with diabetes. Please discuss it with your doctor.',
    hi: {
      name: 'पेशाब में यीस्ट (फफूंद) सेल',
      meaningAbnormal:
        'पेशाब में यीस्ट अक्सर हल्के फफूंद इन्फ़ेक्शन से या सैंपल लेते समय त्वचा से आता है, और डायबिटीज़ में ज़्यादा आम है। डॉक्टर से बात करें।',
    },
    plausible: { min: 0, max: 500 },
  },
];

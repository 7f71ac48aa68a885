import type { LabTest } from './schema';
import { PERCENT_ALIASES, PER_UL_ALIASES, THOUSANDS_PER_UL } from './units';

// Complete blood count: white cells. Differential counts appear twice on most Indian reports,
// as a percentage (DLC) and as an absolute count; the bare names ('Neutrophils') are shared by
// both entries on purpose and the printed unit decides (see SHARED_ALIASES in lab-tests.ts).

type CountShape = Pick<LabTest, 'panel' | 'kind' | 'unit' | 'unitAliases' | 'conversions'>;

const absoluteCount: CountShape = {
  panel: 'cbc',
  kind: 'quantitative',
  unit: '/µL',
  unitAliases: PER_UL_ALIASES,
  conversions: [THOUSANDS_PER_UL],
};

const percentOfWbc: CountShape = {
  panel: 'cbc',
  kind: 'quantitative',
  unit: '%',
  unitAliases: PERCENT_ALIASES,
};

/** White cell parts of the complete blood count: total count, differential and absolute counts. */
export const CBC_WBC_TESTS: LabTest[] = [
  {
    id: 'tlc',
    name: 'Total white blood cell count',
    aliases: [
      'TLC',
      'Total Leucocyte Count',
      'Total Leukocyte Count',
      'Total Leucocyte Count (TLC)',
      'WBC',
      'WBC Count',
      'Total WBC Count',
      'Total W.B.C. Count',
      'W.B.C. Count',
      'White Blood Cells',
      'White Blood Cell Count',
      'White Cell Count',
      'WBC Count (TLC)',
      'Leucocytes',
      'Leukocytes',
      'Total Count',
      'TC',
      'Leucocyte Count',
    ],
    ...absoluteCount,
    range: { low: 4000, high: 11000 },
    meaningHigh:
      'A high white cell count usually means the body is fighting an infection or inflammation; stress, smoking and some medicines can also raise it. Please discuss it with your doctor.',
    meaningLow:
      'A low white cell count is often seen during viral infections such as dengue and usually recovers, but it can have other causes too. Please discuss it with your doctor.',
    hi: {
      name: 'कुल सफ़ेद रक्त कोशिकाएँ (TLC)',
      meaningHigh:
        'सफ़ेद रक्त कोशिकाएँ ज़्यादा होने का मतलब आम तौर पर है कि शरीर किसी इन्फ़ेक्शन या सूजन से लड़ रहा है; तनाव, धूम्रपान और कुछ दवाओं से भी यह बढ़ सकता है। डॉक्टर से बात करें।',
      meaningLow:
        'सफ़ेद रक्त कोशिकाएँ कम होना डेंगू जैसे वायरल इन्फ़ेक्शन में अक्सर दिखता है और आम तौर पर ठीक हो जाता है, पर इसके और कारण भी हो सकते हैं। डॉक्टर से बात करें।',
    },
    plausible: { min: 100, max: 500000 },
  },
  {
    id: 'neutrophils_percent',
    name: 'Neutrophils (%)',
    aliases: [
      'Neutrophils',
      'Neutrophil',
      'Neutrophils %',
      'Neutrophils (%)',
      'NEUT%',
      'NEU%',
      'Neut %',
      'Polymorphs',
      'Polymorphs (Neutrophils)',
      'Polymorphonuclear Cells',
      'Segmented Neutrophils',
      'Neutrophil Percentage',
      'Polys',
    ],
    ...percentOfWbc,
    range: { low: 40, high: 80 },
    meaningHigh:
      'A high share of neutrophils most often points to a bacterial infection, inflammation or stress. Please discuss it with your doctor.',
    meaningLow:
      'A low share of neutrophils is common during viral infections and usually settles, but your doctor may want to recheck it.',
    hi: {
      name: 'न्यूट्रोफिल (%)',
      meaningHigh:
        'न्यूट्रोफिल का हिस्सा ज़्यादा होना अक्सर बैक्टीरिया वाले इन्फ़ेक्शन, सूजन या तनाव की ओर इशारा करता है। डॉक्टर से बात करें।',
      meaningLow:
        'न्यूट्रोफिल का हिस्सा कम होना वायरल इन्फ़ेक्शन में आम है और अक्सर ठीक हो जाता है, पर डॉक्टर इसे दोबारा जाँचना चाह सकते हैं।',
    },
    plausible: { min: 0, max: 100 },
  },
  {
    id: 'lymphocytes_percent',
    name: 'Lymphocytes (%)',
    aliases: [
      'Lymphocytes',
      'Lymphocyte',
      'Lymphocytes %',
      'Lymphocytes (%)',
      'LYMPH%',
      'LYM%',
      'Lymph %',
      'Lymphocyte Percentage',
    ],
    ...percentOfWbc,
    range: { low: 20, high: 40 },
    meaningHigh:
      'A high share of lymphocytes is often seen with viral infections such as dengue or flu and usually settles afterwards. Please discuss it with your doctor.',
    meaningLow:
      'A low share of lymphocytes often happens when neutrophils rise during a bacterial infection or stress. Your doctor will read it with the other counts.',
    hi: {
      name: 'लिम्फोसाइट (%)',
      meaningHigh:
        'लिम्फोसाइट का हिस्सा ज़्यादा होना डेंगू या फ़्लू जैसे वायरल इन्फ़ेक्शन में अक्सर दिखता है और बाद में ठीक हो जाता है। डॉक्टर से बात करें।',
      meaningLow:
        'लिम्फोसाइट का हिस्सा कम होना अक्सर तब होता है जब बैक्टीरिया वाले इन्फ़ेक्शन या तनाव में न्यूट्रोफिल बढ़ जाते हैं। डॉक्टर इसे बाकी गिनती के साथ देखेंगे।',
    },
    plausible: { min: 0, max: 100 },
  },
  {
    id: 'monocytes_percent',
    name: 'Monocytes (%)',
    aliases: [
      'Monocytes',
      'Monocyte',
      'Monocytes %',
      'Monocytes (%)',
      'MONO%',
      'Mono %',
      'Monocyte Percentage',
    ],
    ...percentOfWbc,
    range: { low: 2, high: 10 },
    meaningHigh:
      'A high share of monocytes is often seen while recovering from an infection and sometimes with long-lasting inflammation. Please discuss it with your doctor.',
    meaningLow:
      'A low share of monocytes is rarely a concern on its own; your doctor will read it with the other counts.',
    hi: {
      name: 'मोनोसाइट (%)',
      meaningHigh:
        'मोनोसाइट का हिस्सा ज़्यादा होना अक्सर इन्फ़ेक्शन से उबरते समय और कभी-कभी लंबे समय की सूजन में दिखता है। डॉक्टर से बात करें।',
      meaningLow:
        'मोनोसाइट का हिस्सा कम होना अकेले में शायद ही चिंता की बात होती है; डॉक्टर इसे बाकी गिनती के साथ देखेंगे।',
    },
    plausible: { min: 0, max: 100 },
  },
  {
    id: 'eosinophils_percent',
    name: 'Eosinophils (%)',
    aliases: [
      'Eosinophils',
      'Eosinophil',
      'Eosinophils %',
      'Eosinophils (%)',
      'EOS%',
      'EO%',
      'Eos %',
      'Eosinophil Percentage',
    ],
    ...percentOfWbc,
    range: { low: 1, high: 6 },
    meaningHigh:
      'A high share of eosinophils is commonly linked to allergies, asthma or worm infections, which are frequent in India. Please discuss it with your doctor.',
    meaningLow:
      'A low share of eosinophils is usually not a concern; stress or steroid medicines can lower it.',
    hi: {
      name: 'इओसिनोफिल (%)',
      meaningHigh:
        'इओसिनोफिल का हिस्सा ज़्यादा होना आम तौर पर एलर्जी, दमा या पेट के कीड़ों से जुड़ा होता है, जो भारत में आम हैं। डॉक्टर से बात करें।',
      meaningLow:
        'इओसिनोफिल का हिस्सा कम होना आम तौर पर चिंता की बात नहीं है; तनाव या स्टेरॉयड दवाओं से यह कम हो सकता है।',
    },
    plausible: { min: 0, max: 100 },
  },
  {
    id: 'basophils_percent',
    name: 'Basophils (%)',
    aliases: [
      'Basophils',
      'Basophil',
      'Basophils %',
      'Basophils (%)',
      'BASO%',
      'Baso %',
      'Basophil Percentage',
    ],
    ...percentOfWbc,
    range: { high: 2 },
    meaningHigh:
      'A slightly high share of basophils is uncommon and can be seen with allergies or inflammation. Your doctor will decide whether it needs a recheck.',
    hi: {
      name: 'बेसोफिल (%)',
      meaningHigh:
        'बेसोफिल का हिस्सा थोड़ा ज़्यादा होना कम ही होता है और एलर्जी या सूजन में दिख सकता है। डॉक्टर तय करेंगे कि दोबारा जाँच की ज़रूरत है या नहीं।',
    },
    plausible: { min: 0, max: 100 },
  },
  {
    id: 'neutrophils_absolute',
    name: 'Absolute neutrophil count',
    aliases: [
      'Absolute Neutrophil Count',
      'ANC',
      'Neutrophils',
      'Neutrophils Absolute',
      'Neutrophils (Absolute)',
      'Neutrophils Abs',
      'Abs Neutrophils',
      'Absolute Neutrophils',
      'NEUT#',
      'NEU#',
      'Neutrophils Absolute Count',
    ],
    ...absoluteCount,
    range: { low: 2000, high: 7000 },
    meaningHigh:
      'A high number of neutrophils most often means the body is fighting a bacterial infection or inflammation. Please discuss it with your doctor.',
    meaningLow:
      'A low number of neutrophils can make it harder to fight infections; it is often temporary after a viral illness. Please show it to your doctor, and seek care quickly if you get a fever.',
    hi: {
      name: 'न्यूट्रोफिल की कुल संख्या (ANC)',
      meaningHigh:
        'न्यूट्रोफिल की संख्या ज़्यादा होने का मतलब अक्सर है कि शरीर बैक्टीरिया वाले इन्फ़ेक्शन या सूजन से लड़ रहा है। डॉक्टर से बात करें।',
      meaningLow:
        'न्यूट्रोफिल कम होने से इन्फ़ेक्शन से लड़ना मुश्किल हो सकता है; वायरल बीमारी के बाद यह अक्सर अस्थायी होता है। इसे डॉक्टर को दिखाएँ, और बुखार आए तो जल्दी इलाज लें।',
    },
    plausible: { min: 0, max: 400000 },
  },
  {
    id: 'lymphocytes_absolute',
    name: 'Absolute lymphocyte count',
    aliases: [
      'Absolute Lymphocyte Count',
      'ALC',
      'Lymphocytes',
      'Lymphocytes Absolute',
      'Lymphocytes (Absolute)',
      'Lymphocytes Abs',
      'Abs Lymphocytes',
      'Absolute Lymphocytes',
      'LYMPH#',
      'LYM#',
    ],
    ...absoluteCount,
    range: { low: 1000, high: 3000 },
    meaningHigh:
      'A high number of lymphocytes is often seen with viral infections and usually settles. If it stays high your doctor may look further.',
    meaningLow:
      'A low number of lymphocytes can happen during or after infections, with stress or with some medicines. Please discuss it with your doctor.',
    hi: {
      name: 'लिम्फोसाइट की कुल संख्या',
      meaningHigh:
        'लिम्फोसाइट की संख्या ज़्यादा होना वायरल इन्फ़ेक्शन में अक्सर दिखता है और आम तौर पर ठीक हो जाता है। अगर यह बनी रहे तो डॉक्टर आगे जाँच कर सकते हैं।',
      meaningLow:
        'लिम्फोसाइट की संख्या कम होना इन्फ़ेक्शन के दौरान या बाद में, तनाव में या कुछ दवाओं से हो सकता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 0, max: 400000 },
  },
  {
    id: 'monocytes_absolute',
    name: 'Absolute monocyte count',
    aliases: [
      'Absolute Monocyte Count',
      'AMC',
      'Monocytes',
      'Monocytes Absolute',
      'Monocytes (Absolute)',
      'Monocytes Abs',
      'Abs Monocytes',
      'Absolute Monocytes',
      'MONO#',
    ],
    ...absoluteCount,
    range: { low: 200, high: 1000 },
    meaningHigh:
      'A high number of monocytes is often seen while recovering from an infection or with long-lasting inflammation. Please discuss it with your doctor.',
    meaningLow:
      'A low number of monocytes is rarely a concern on its own; your doctor will read it with the other counts.',
    hi: {
      name: 'मोनोसाइट की कुल संख्या',
      meaningHigh:
        'मोनोसाइट की संख्या ज़्यादा होना अक्सर इन्फ़ेक्शन से उबरते समय या लंबे समय की सूजन में दिखता है। डॉक्टर से बात करें।',
      meaningLow:
        'मोनोसाइट की संख्या कम होना अकेले में शायद ही चिंता की बात होती है; डॉक्टर इसे बाकी गिनती के साथ देखेंगे।',
    },
    plausible: { min: 0, max: 100000 },
  },
  {
    id: 'eosinophils_absolute',
    name: 'Absolute eosinophil count',
    aliases: [
      'Absolute Eosinophil Count',
      'AEC',
      'Eosinophils',
      'Eosinophils Absolute',
      'Eosinophils (Absolute)',
      'Eosinophils Abs',
      'Abs Eosinophils',
      'Absolute Eosinophils',
      'EOS#',
      'EO#',
      'Absolute Eosinophil Count (AEC)',
    ],
    ...absoluteCount,
    range: { low: 40, high: 440 },
    meaningHigh:
      'A high eosinophil count is commonly linked to allergies, asthma or worm infections. Please discuss it with your doctor, who may suggest simple further tests.',
    meaningLow:
      'A low eosinophil count is usually not a concern; stress or steroid medicines can lower it.',
    hi: {
      name: 'इओसिनोफिल की कुल संख्या (AEC)',
      meaningHigh:
        'इओसिनोफिल की संख्या ज़्यादा होना आम तौर पर एलर्जी, दमा या पेट के कीड़ों से जुड़ा होता है। डॉक्टर से बात करें, वे कुछ आसान जाँचें सुझा सकते हैं।',
      meaningLow:
        'इओसिनोफिल की संख्या कम होना आम तौर पर चिंता की बात नहीं है; तनाव या स्टेरॉयड दवाओं से यह कम हो सकती है।',
    },
    plausible: { min: 0, max: 100000 },
  },
  {
    id: 'basophils_absolute',
    name: 'Absolute basophil count',
    aliases: [
      'Absolute Basophil Count',
      'Basophils',
      'Basophils Absolute',
      'Basophils (Absolute)',
      'Basophils Abs',
      'Abs Basophils',
      'Absolute Basophils',
      'BASO#',
    ],
    ...absoluteCount,
    range: { high: 100 },
    meaningHigh:
      'A slightly high basophil count is uncommon and can be seen with allergies or inflammation. Your doctor will decide whether it needs a recheck.',
    hi: {
      name: 'बेसोफिल की कुल संख्या',
      meaningHigh:
        'बेसोफिल की संख्या थोड़ी ज़्यादा होना कम ही होता है और एलर्जी या सूजन में दिख सकता है। डॉक्टर तय करेंगे कि दोबारा जाँच की ज़रूरत है या नहीं।',
    },
    plausible: { min: 0, max: 50000 },
  },
];

import type { LabTest } from './schema';
import { PER_UL_ALIASES, THOUSANDS_PER_UL } from './units';

// Complete blood count: platelets. Indian reports print the count per µL (/cumm), in
// lakhs/cumm or in 10^3/µL; all convert to per µL.

/** Platelet parts of the complete blood count: count, MPV and PDW. */
export const CBC_PLATELET_TESTS: LabTest[] = [
  {
    id: 'platelet_count',
    name: 'Platelet count',
    aliases: [
      'Platelet Count',
      'Platelets',
      'PLT',
      'Platelet',
      'PLT Count',
      'Platelet Count (PLT)',
      'Total Platelet Count',
      'Platelets Count',
      'Thrombocyte Count',
      'Thrombocytes',
    ],
    panel: 'cbc',
    kind: 'quantitative',
    unit: '/µL',
    unitAliases: PER_UL_ALIASES,
    conversions: [
      THOUSANDS_PER_UL,
      {
        unit: 'lakhs/cumm',
        aliases: [
          'lakh/cumm',
          'lakhs/cu mm',
          'lakhs/cmm',
          'lakh/cmm',
          'lakhs/µL',
          'lakhs/uL',
          'lakh/µL',
          'lakh/uL',
          'lakhs/mm3',
          'lacs/cumm',
          'lac/cumm',
          'lacs/mm3',
          'lakhs',
          'lakh',
          'lacs',
          'lakhs/cu.mm',
        ],
        factor: 100000,
      },
    ],
    range: { low: 150000, high: 410000 },
    meaningHigh:
      'A high platelet count is most often a temporary reaction to an infection, inflammation or low iron. If it stays high your doctor may look further.',
    meaningLow:
      'A low platelet count is common during viral fevers such as dengue and usually recovers, but it can also have other causes. Please share it with your doctor soon, especially if you notice unusual bleeding or bruising.',
    hi: {
      name: 'प्लेटलेट्स की गिनती',
      meaningHigh:
        'प्लेटलेट्स ज़्यादा होना अक्सर किसी इन्फ़ेक्शन, सूजन या आयरन की कमी की अस्थायी प्रतिक्रिया होती है। अगर यह बना रहे तो डॉक्टर आगे जाँच कर सकते हैं।',
      meaningLow:
        'प्लेटलेट्स कम होना डेंगू जैसे वायरल बुखार में आम है और अक्सर ठीक हो जाता है, पर इसके और कारण भी हो सकते हैं। इसे जल्द डॉक्टर को दिखाएँ, ख़ासकर अगर असामान्य खून बहना या नीले निशान दिखें।',
    },
    plausible: { min: 1000, max: 2000000 },
  },
  {
    id: 'mpv',
    name: 'Mean platelet volume',
    aliases: ['MPV', 'Mean Platelet Volume', 'MPV (Mean Platelet Volume)', 'Mean Platelet Vol'],
    panel: 'cbc',
    kind: 'quantitative',
    unit: 'fL',
    unitAliases: ['femtolitre', 'femtoliter'],
    range: { low: 7.5, high: 11.5 },
    meaningHigh:
      'Larger platelets usually mean the body is making new platelets quickly, for example while recovering from a low count. Your doctor will read it with the platelet count.',
    meaningLow:
      'Smaller platelets can be seen when the bone marrow is making fewer platelets. It matters mainly together with the platelet count; please discuss it with your doctor.',
    hi: {
      name: 'एमपीवी (प्लेटलेट का औसत आकार)',
      meaningHigh:
        'बड़े प्लेटलेट्स का मतलब आम तौर पर है कि शरीर तेज़ी से नए प्लेटलेट्स बना रहा है, जैसे कम गिनती से उबरते समय। डॉक्टर इसे प्लेटलेट्स की गिनती के साथ देखेंगे।',
      meaningLow:
        'छोटे प्लेटलेट्स तब दिख सकते हैं जब बोन मैरो कम प्लेटलेट्स बना रहा हो। इसका महत्व प्लेटलेट्स की गिनती के साथ ही है; डॉक्टर से बात करें।',
    },
    plausible: { min: 3, max: 20 },
  },
  {
    id: 'pdw',
    name: 'Platelet distribution width',
    aliases: ['PDW', 'Platelet Distribution Width', 'PDW (Platelet Distribution Width)'],
    panel: 'cbc',
    kind: 'quantitative',
    unit: 'fL',
    unitAliases: ['femtolitre', 'femtoliter'],
    range: { low: 9, high: 17 },
    meaningHigh:
      'A high PDW means platelets vary more in size than usual, often while the body replaces platelets. It is read together with the platelet count by your doctor.',
    meaningLow:
      'A low PDW is rarely a concern on its own; your doctor will read it with the platelet count.',
    hi: {
      name: 'पीडीडब्ल्यू (प्लेटलेट्स के आकार में अंतर)',
      meaningHigh:
        'पीडीडब्ल्यू ज़्यादा होने का मतलब है कि प्लेटलेट्स के आकार में ज़्यादा अंतर है, जो अक्सर नए प्लेटलेट्स बनने के समय होता है। डॉक्टर इसे प्लेटलेट्स की गिनती के साथ देखेंगे।',
      meaningLow:
        'पीडीडब्ल्यू कम होना अकेले में शायद ही चिंता की बात होती है; डॉक्टर इसे प्लेटलेट्स की गिनती के साथ देखेंगे।',
    },
    plausible: { min: 3, max: 30 },
  },
];

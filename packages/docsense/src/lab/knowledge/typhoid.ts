import type { LabTest } from './schema';
import { SCREENING_WORDS } from './units';

// Typhoid tests. Widal titres ('1:160') are stored as the denominator (160) in unit 'titre';
// above 1:80 is flagged high. A single Widal is often misleading in India (past infection,
// vaccination, other fevers), and every Widal meaning says so.

const widal: Pick<
  LabTest,
  'panel' | 'kind' | 'unit' | 'unitAliases' | 'range' | 'qualitative' | 'plausible'
> = {
  panel: 'infection',
  kind: 'quantitative',
  unit: 'titre',
  unitAliases: ['titer', 'titres', 'titers', 'dilution', 'dil', 'dil.'],
  range: { high: 80 },
  qualitative: {
    normal: [
      'no agglutination',
      'no agglutination seen',
      'negative',
      'non-reactive',
      'non reactive',
      'not significant',
      'nil',
      'absent',
    ],
    abnormal: [
      'agglutination seen',
      'agglutination present',
      'positive',
      'reactive',
      'significant',
    ],
  },
  plausible: { min: 0, max: 5120 },
};

const widalHighEn =
  'A titre above 1:80 can suggest typhoid, but a single Widal test is often misleading in India: an old infection, vaccination or other fevers can raise it too. Doctors usually rely on symptoms, a blood culture or a repeat test after a week, so please discuss it with your doctor.';
const widalHighHi =
  '1:80 से ऊपर का टाइटर टाइफ़ाइड की ओर इशारा कर सकता है, पर भारत में अकेला विडाल टेस्ट अक्सर भ्रामक होता है: पुराना इन्फ़ेक्शन, टीका या दूसरे बुखार भी इसे बढ़ा सकते हैं। डॉक्टर आम तौर पर लक्षण, ब्लड कल्चर या एक हफ़्ते बाद दोबारा जाँच पर भरोसा करते हैं, इसलिए डॉक्टर से बात करें।';

/** Widal (S. Typhi O and H, S. Paratyphi AH and BH) and Typhidot IgM/IgG. */
export const TYPHOID_TESTS: LabTest[] = [
  {
    id: 'widal_typhi_o',
    name: 'Widal test: S. Typhi O',
    aliases: [
      'S. Typhi O',
      'S.Typhi O',
      'S Typhi O',
      'S. Typhi "O"',
      'S. Typhi (O)',
      'S. Typhi O Antigen',
      'Salmonella Typhi O',
      'Salmonella Typhi O Antigen',
      'Salmonella Typhi "O"',
      'Typhi O',
      'TO',
      'Widal O',
      'Widal - S. Typhi O',
    ],
    ...widal,
    meaningHigh: widalHighEn,
    hi: { name: 'विडाल टेस्ट: एस. टाइफ़ी O', meaningHigh: widalHighHi },
  },
  {
    id: 'widal_typhi_h',
    name: 'Widal test: S. Typhi H',
    aliases: [
      'S. Typhi H',
      'S.Typhi H',
      'S Typhi H',
      'S. Typhi "H"',
      'S. Typhi (H)',
      'S. Typhi H Antigen',
      'Salmonella Typhi H',
      'Salmonella Typhi H Antigen',
      'Salmonella Typhi "H"',
      'Typhi H',
      'TH',
      'Widal H',
      'Widal - S. Typhi H',
    ],
    ...widal,
    meaningHigh: widalHighEn,
    hi: { name: 'विडाल टेस्ट: एस. टाइफ़ी H', meaningHigh: widalHighHi },
  },
  {
    id: 'widal_paratyphi_ah',
    name: 'Widal test: S. Paratyphi AH',
    aliases: [
      'S. Paratyphi AH',
      'S.Paratyphi AH',
      'S Paratyphi AH',
      'S. Paratyphi A H',
      'S. Paratyphi A (H)',
      'S. Paratyphi "AH"',
      'S. Paratyphi A "H"',
      'Salmonella Paratyphi A H',
      'Salmonella Paratyphi AH',
      'Paratyphi AH',
      'Paratyphi A',
      'AH',
    ],
    ...widal,
    meaningHigh: widalHighEn,
    hi: { name: 'विडाल टेस्ट: एस. पैराटाइफ़ी AH', meaningHigh: widalHighHi },
  },
  {
    id: 'widal_paratyphi_bh',
    name: 'Widal test: S. Paratyphi BH',
    aliases: [
      'S. Paratyphi BH',
      'S.Paratyphi BH',
      'S Paratyphi BH',
      'S. Paratyphi B H',
      'S. Paratyphi B (H)',
      'S. Paratyphi "BH"',
      'S. Paratyphi B "H"',
      'Salmonella Paratyphi B H',
      'Salmonella Paratyphi BH',
      'Paratyphi BH',
      'Paratyphi B',
      'BH',
    ],
    ...widal,
    meaningHigh: widalHighEn,
    hi: { name: 'विडाल टेस्ट: एस. पैराटाइफ़ी BH', meaningHigh: widalHighHi },
  },
  {
    id: 'typhidot_igm',
    name: 'Typhidot IgM (typhoid antibody)',
    aliases: [
      'Typhidot IgM',
      'Typhidot (IgM)',
      'Typhidot-M',
      'Typhi Dot IgM',
      'Typhidot',
      'Salmonella Typhi IgM',
      'S. Typhi IgM',
      'Typhoid IgM',
      'Typhoid IgM Antibody',
      'Anti Salmonella Typhi IgM',
    ],
    panel: 'infection',
    kind: 'qualitative',
    qualitative: SCREENING_WORDS,
    meaningAbnormal:
      'A positive Typhidot IgM can suggest a recent typhoid infection, but rapid typhoid tests sometimes react falsely. Your doctor will read it with your symptoms and may suggest a blood culture.',
    hi: {
      name: 'टाइफ़िडॉट IgM (टाइफ़ाइड एंटीबॉडी)',
      meaningAbnormal:
        'टाइफ़िडॉट IgM पॉज़िटिव होना हाल के टाइफ़ाइड इन्फ़ेक्शन की ओर इशारा कर सकता है, पर टाइफ़ाइड की रैपिड जाँच कभी-कभी ग़लत पॉज़िटिव आती है। डॉक्टर इसे लक्षणों के साथ देखेंगे और ब्लड कल्चर सुझा सकते हैं।',
    },
    plausible: { min: 0, max: 100 },
  },
  {
    id: 'typhidot_igg',
    name: 'Typhidot IgG (typhoid antibody)',
    aliases: [
      'Typhidot IgG',
      'Typhidot (IgG)',
      'Typhi Dot IgG',
      'Salmonella Typhi IgG',
      'S. Typhi IgG',
      'Typhoid IgG',
      'Typhoid IgG Antibody',
      'Anti Salmonella Typhi IgG',
    ],
    panel: 'infection',
    kind: 'qualitative',
    qualitative: SCREENING_WORDS,
    meaningAbnormal:
      'A positive Typhidot IgG on its own usually reflects a typhoid infection or vaccination in the past, and does not by itself mean typhoid now. Please discuss it with your doctor.',
    hi: {
      name: 'टाइफ़िडॉट IgG (टाइफ़ाइड एंटीबॉडी)',
      meaningAbnormal:
        'अकेले टाइफ़िडॉट IgG पॉज़िटिव होना आम तौर पर पहले हुए टाइफ़ाइड या लगे टीके को दिखाता है, और इसका मतलब यह नहीं कि अभी टाइफ़ाइड है। डॉक्टर से बात करें।',
    },
    plausible: { min: 0, max: 100 },
  },
];

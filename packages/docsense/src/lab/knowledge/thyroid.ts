import type { LabTest } from './schema';
import { PG_ML_ALIASES, UG_DL_ALIASES } from './units';

// Thyroid profile. Limits are common adult values for non-pregnant adults; pregnancy uses
// trimester-specific limits that the doctor applies.

/** Thyroid tests: T3, T4, TSH, free T3, free T4 and anti-TPO antibodies. */
export const THYROID_TESTS: LabTest[] = [
  {
    id: 't3_total',
    name: 'Total T3 (triiodothyronine)',
    aliases: [
      'T3',
      'Total T3',
      'T3 Total',
      'T3, Total',
      'T3 - Total',
      'TT3',
      'Triiodothyronine',
      'Tri-iodothyronine',
      'Triiodothyronine (T3)',
      'T3 (Triiodothyronine)',
      'Total Triiodothyronine',
      'Triiodothyronine Total (T3)',
      'Total T3 (Triiodothyronine)',
    ],
    panel: 'thyroid',
    kind: 'quantitative',
    unit: 'ng/dL',
    unitAliases: ['ng%', 'ng / dl'],
    conversions: [
      { unit: 'ng/mL', aliases: [], factor: 100 },
      { unit: 'nmol/L', aliases: [], factor: 65.1 },
    ],
    range: { low: 80, high: 200 },
    meaningHigh:
      'A high T3 is often seen with an overactive thyroid; pregnancy and some medicines can also raise it. Your doctor will read it with TSH.',
    meaningLow:
      'A low T3 can be seen with an underactive thyroid, and also temporarily during any serious illness or fasting. Your doctor will read it with TSH.',
    hi: {
      name: 'टी3 (T3) कुल',
      meaningHigh:
        'टी3 ज़्यादा होना अक्सर थायरॉइड के ज़्यादा सक्रिय होने में दिखता है; गर्भावस्था और कुछ दवाओं से भी यह बढ़ सकता है। डॉक्टर इसे टीएसएच के साथ देखेंगे।',
      meaningLow:
        'टी3 कम होना थायरॉइड के कम सक्रिय होने में, और किसी गंभीर बीमारी या उपवास के दौरान कुछ समय के लिए भी दिख सकता है। डॉक्टर इसे टीएसएच के साथ देखेंगे।',
    },
    plausible: { min: 10, max: 1000 },
  },
  {
    id: 't4_total',
    name: 'Total T4 (thyroxine)',
    aliases: [
      'T4',
      'Total T4',
      'T4 Total',
      'T4, Total',
      'T4 - Total',
      'TT4',
      'Thyroxine',
      'Thyroxine (T4)',
      'T4 (Thyroxine)',
      'Total Thyroxine',
      'Thyroxine Total (T4)',
      'Total T4 (Thyroxine)',
    ],
    panel: 'thyroid',
    kind: 'quantitative',
    unit: 'µg/dL',
    unitAliases: UG_DL_ALIASES,
    conversions: [{ unit: 'nmol/L', aliases: [], factor: 1 / 12.87 }],
    range: { low: 4.5, high: 12.5 },
    meaningHigh:
      'A high T4 is often seen with an overactive thyroid; pregnancy and birth-control pills can also raise total T4. Your doctor will read it with TSH.',
    meaningLow:
      'A low T4 often goes with an underactive thyroid, which is common and treatable. Your doctor will read it with TSH.',
    hi: {
      name: 'टी4 (T4) कुल',
      meaningHigh:
        'टी4 ज़्यादा होना अक्सर थायरॉइड के ज़्यादा सक्रिय होने में दिखता है; गर्भावस्था और गर्भनिरोधक गोलियाँ भी कुल टी4 बढ़ा सकती हैं। डॉक्टर इसे टीएसएच के साथ देखेंगे।',
      meaningLow:
        'टी4 कम होना अक्सर थायरॉइड के कम सक्रिय होने के साथ होता है, जो आम है और इसका इलाज होता है। डॉक्टर इसे टीएसएच के साथ देखेंगे।',
    },
    plausible: { min: 0.1, max: 40 },
  },
  {
    id: 'tsh',
    name: 'TSH (thyroid stimulating hormone)',
    aliases: [
      'TSH',
      'Thyroid Stimulating Hormone',
      'TSH (Thyroid Stimulating Hormone)',
      'Thyroid Stimulating Hormone (TSH)',
      'Thyrotropin',
      'Serum TSH',
      'S. TSH',
      'TSH - Ultrasensitive',
      'TSH, Ultrasensitive',
      'Ultrasensitive TSH',
      'US TSH',
      'usTSH',
      'hsTSH',
      'TSH 3rd Generation',
      'Third Generation TSH',
      'TSH (Ultrasensitive)',
    ],
    panel: 'thyroid',
    kind: 'quantitative',
    unit: 'mIU/L',
    unitAliases: [
      'µIU/mL',
      'uIU/mL',
      'μIU/mL',
      'microIU/mL',
      'micro IU/ml',
      'mU/L',
      'µU/mL',
      'uU/mL',
    ],
    range: { low: 0.4, high: 4.5 },
    meaningHigh:
      'A high TSH usually means the thyroid is underactive (hypothyroidism), which is common and very treatable. Mild rises can be temporary, so your doctor may repeat it along with free T4.',
    meaningLow:
      'A low TSH can mean the thyroid is overactive, or, in people on thyroid medicine, that the treatment needs review. Please discuss it with your doctor.',
    hi: {
      name: 'टीएसएच (थायरॉइड उत्तेजक हार्मोन)',
      meaningHigh:
        'टीएसएच ज़्यादा होने का मतलब आम तौर पर है कि थायरॉइड कम सक्रिय है (हाइपोथायरॉइडिज़्म), जो आम है और इसका अच्छा इलाज होता है। हल्की बढ़त अस्थायी भी हो सकती है, इसलिए डॉक्टर इसे फ़्री T4 के साथ दोबारा जाँच सकते हैं।',
      meaningLow:
        'टीएसएच कम होने का मतलब हो सकता है कि थायरॉइड ज़्यादा सक्रिय है, या जो लोग थायरॉइड की दवा ले रहे हैं उनके इलाज की समीक्षा की ज़रूरत है। डॉक्टर से बात करें।',
    },
    plausible: { min: 0, max: 500 },
  },
  {
    id: 'free_t3',
    name: 'Free T3',
    aliases: [
      'FT3',
      'Free T3',
      'F-T3',
      'F T3',
      'Free T3 (FT3)',
      'FT3 (Free T3)',
      'Free Triiodothyronine',
      'Free Tri-iodothyronine',
      'Free Triiodothyronine (FT3)',
      'T3, Free',
      'T3 Free',
    ],
    panel: 'thyroid',
    kind: 'quantitative',
    unit: 'pg/mL',
    unitAliases: PG_ML_ALIASES,
    conversions: [{ unit: 'pmol/L', aliases: [], factor: 0.651 }],
    range: { low: 2, high: 4.4 },
    meaningHigh:
      'A high free T3 is often seen with an overactive thyroid. Your doctor will read it with TSH.',
    meaningLow:
      'A low free T3 can be seen with an underactive thyroid or during a serious illness. Your doctor will read it with TSH.',
    hi: {
      name: 'फ़्री टी3 (FT3)',
      meaningHigh:
        'फ़्री टी3 ज़्यादा होना अक्सर थायरॉइड के ज़्यादा सक्रिय होने में दिखता है। डॉक्टर इसे टीएसएच के साथ देखेंगे।',
      meaningLow:
        'फ़्री टी3 कम होना थायरॉइड के कम सक्रिय होने में या किसी गंभीर बीमारी के दौरान दिख सकता है। डॉक्टर इसे टीएसएच के साथ देखेंगे।',
    },
    plausible: { min: 0.3, max: 50 },
  },
  {
    id: 'free_t4',
    name: 'Free T4',
    aliases: [
      'FT4',
      'Free T4',
      'F-T4',
      'F T4',
      'Free T4 (FT4)',
      'FT4 (Free T4)',
      'Free Thyroxine',
      'Free Thyroxine (FT4)',
      'T4, Free',
      'T4 Free',
    ],
    panel: 'thyroid',
    kind: 'quantitative',
    unit: 'ng/dL',
    unitAliases: ['ng / dl'],
    conversions: [{ unit: 'pmol/L', aliases: [], factor: 1 / 12.87 }],
    range: { low: 0.93, high: 1.7 },
    meaningHigh:
      'A high free T4 is often seen with an overactive thyroid or a thyroid medicine that needs review. Your doctor will read it with TSH.',
    meaningLow:
      'A low free T4 usually goes with an underactive thyroid, which is common and treatable. Your doctor will read it with TSH.',
    hi: {
      name: 'फ़्री टी4 (FT4)',
      meaningHigh:
        'फ़्री टी4 ज़्यादा होना अक्सर थायरॉइड के ज़्यादा सक्रिय होने में या थायरॉइड की दवा की समीक्षा की ज़रूरत होने पर दिखता है। डॉक्टर इसे टीएसएच के साथ देखेंगे।',
      meaningLow:
        'फ़्री टी4 कम होना आम तौर पर थायरॉइड के कम सक्रिय होने के साथ होता है, जो आम है और इसका इलाज होता है। डॉक्टर इसे टीएसएच के साथ देखेंगे।',
    },
    plausible: { min: 0.05, max: 10 },
  },
  {
    id: 'anti_tpo',
    name: 'Anti-TPO antibodies',
    aliases: [
      'Anti TPO',
      'Anti-TPO',
      'Anti TPO Antibody',
      'Anti-TPO Antibodies',
      'Anti-TPO Ab',
      'Anti Thyroid Peroxidase Antibody',
      'Anti-Thyroid Peroxidase Antibodies',
      'Thyroid Peroxidase Antibody',
      'TPO Antibody',
      'TPO Ab',
      'ATPO',
      'Anti Microsomal Antibody',
    ],
    panel: 'thyroid',
    kind: 'quantitative',
    unit: 'IU/mL',
    unitAliases: ['U/mL', 'kIU/L', 'kU/L'],
    range: { high: 34 },
    meaningHigh:
      'Raised anti-TPO antibodies suggest the immune system is acting on the thyroid, the most common cause of an underactive thyroid. Many people with this still have normal thyroid levels; your doctor may suggest checking TSH from time to time.',
    hi: {
      name: 'एंटी-टीपीओ एंटीबॉडी',
      meaningHigh:
        'एंटी-टीपीओ एंटीबॉडी बढ़ना बताता है कि शरीर की रोग-प्रतिरोधक प्रणाली थायरॉइड पर असर कर रही है, जो थायरॉइड के कम सक्रिय होने का सबसे आम कारण है। कई लोगों में थायरॉइड का स्तर फिर भी सामान्य रहता है; डॉक्टर समय-समय पर टीएसएच जाँचने को कह सकते हैं।',
    },
    plausible: { min: 0, max: 10000 },
  },
];

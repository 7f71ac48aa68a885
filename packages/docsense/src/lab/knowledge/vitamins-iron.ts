import type { LabTest } from './schema';
import {
  MG_DL_ALIASES,
  NG_ML_ALIASES,
  PERCENT_ALIASES,
  PG_ML_ALIASES,
  UG_DL_ALIASES,
  umolPerL,
} from './units';

// Vitamins (D, B12, folate) and iron studies.

/** µmol/L of iron to µg/dL (molar mass 55.85 g/mol). */
const IRON_UMOL = umolPerL(5.585);

/** Vitamin D, vitamin B12, folate and iron studies (iron, TIBC, saturation, ferritin, transferrin). */
export const VITAMIN_IRON_TESTS: LabTest[] = [
  {
    id: 'vitamin_d',
    name: 'Vitamin D (25-hydroxy)',
    aliases: [
      'Vitamin D',
      'Vitamin D (25-OH)',
      'Vitamin D (25 OH)',
      'Vitamin D, 25-Hydroxy',
      'Vitamin D (25 Hydroxy)',
      'Vitamin D Total',
      'Vitamin D3',
      'Vit D',
      'Vit. D',
      'Vit D3',
      '25-OH Vitamin D',
      '25 OH Vitamin D',
      '25(OH) Vitamin D',
      '25(OH)D',
      '25-OH-D',
      '25-Hydroxy Vitamin D',
      '25 Hydroxy Vitamin D',
      'Total 25 Hydroxy Vitamin D',
      '25-Hydroxycholecalciferol',
      '25 OH Vit D',
    ],
    panel: 'vitamins',
    kind: 'quantitative',
    unit: 'ng/mL',
    unitAliases: NG_ML_ALIASES,
    conversions: [{ unit: 'nmol/L', aliases: [], factor: 1 / 2.496 }],
    range: { low: 30, high: 100 },
    meaningHigh:
      'A very high vitamin D is almost always from taking more supplement than needed. Please show it to your doctor before taking any more.',
    meaningLow:
      'Low vitamin D is very common in India, even with plenty of sun, and can affect bones and muscles. Your doctor can advise on sunlight, food and whether a supplement is needed.',
    hi: {
      name: 'विटामिन D (25-OH)',
      meaningHigh:
        'विटामिन D बहुत ज़्यादा होना लगभग हमेशा ज़रूरत से ज़्यादा सप्लीमेंट लेने से होता है। और लेने से पहले इसे डॉक्टर को दिखाएँ।',
      meaningLow:
        'विटामिन D की कमी भारत में बहुत आम है, धूप होने पर भी, और इसका असर हड्डियों और मांसपेशियों पर हो सकता है। डॉक्टर धूप, खाने और सप्लीमेंट की ज़रूरत के बारे में सलाह दे सकते हैं।',
    },
    plausible: { min: 1, max: 400 },
  },
  {
    id: 'vitamin_b12',
    name: 'Vitamin B12',
    aliases: [
      'Vitamin B12',
      'Vitamin B-12',
      'Vit B12',
      'Vit. B12',
      'B12',
      'Serum B12',
      'Serum Vitamin B12',
      'Vitamin B12 (Cyanocobalamin)',
      'Cyanocobalamin',
      'Cobalamin',
      'Vitamin B12, Serum',
    ],
    panel: 'vitamins',
    kind: 'quantitative',
    unit: 'pg/mL',
    unitAliases: PG_ML_ALIASES,
    conversions: [{ unit: 'pmol/L', aliases: [], factor: 1.355 }],
    range: { low: 211, high: 911 },
    meaningHigh:
      'A high vitamin B12 is usually from supplements or injections and is rarely a concern; occasionally it is linked to liver or blood conditions. Please mention it to your doctor.',
    meaningLow:
      'Low vitamin B12 is common, especially in vegetarians, and can cause tiredness, tingling or anaemia. It is easy to treat; please discuss it with your doctor.',
    hi: {
      name: 'विटामिन B12',
      meaningHigh:
        'विटामिन B12 ज़्यादा होना आम तौर पर सप्लीमेंट या इंजेक्शन से होता है और शायद ही चिंता की बात होती है; कभी-कभी यह लिवर या खून की समस्या से जुड़ा होता है। डॉक्टर को बता दें।',
      meaningLow:
        'विटामिन B12 की कमी आम है, ख़ासकर शाकाहारी लोगों में, और इससे थकान, झुनझुनी या खून की कमी हो सकती है। इसका इलाज आसान है; डॉक्टर से बात करें।',
    },
    plausible: { min: 20, max: 30000 },
  },
  {
    id: 'folate',
    name: 'Folate (folic acid)',
    aliases: [
      'Folate',
      'Folic Acid',
      'Serum Folate',
      'Folate, Serum',
      'Serum Folic Acid',
      'Folic Acid (Serum)',
      'Folic Acid, Serum',
      'Vitamin B9',
    ],
    panel: 'vitamins',
    kind: 'quantitative',
    unit: 'ng/mL',
    unitAliases: NG_ML_ALIASES,
    conversions: [{ unit: 'nmol/L', aliases: [], factor: 1 / 2.266 }],
    range: { low: 3.9 },
    meaningLow:
      'Low folate can come from a diet short in green vegetables and pulses, alcohol or pregnancy, and can cause anaemia. It is easy to treat; please discuss it with your doctor.',
    hi: {
      name: 'फ़ोलेट (फ़ोलिक एसिड)',
      meaningLow:
        'फ़ोलेट की कमी हरी सब्ज़ियाँ और दालें कम खाने, शराब या गर्भावस्था से हो सकती है और इससे खून की कमी हो सकती है। इसका इलाज आसान है; डॉक्टर से बात करें।',
    },
    plausible: { min: 0.1, max: 100 },
  },
  {
    id: 'serum_iron',
    name: 'Serum iron',
    aliases: [
      'Serum Iron',
      'Iron',
      'S. Iron',
      'Iron, Serum',
      'Iron (Serum)',
      'Iron - Serum',
      'Serum Fe',
      'Fe',
      'Iron Level',
    ],
    panel: 'iron',
    kind: 'quantitative',
    unit: 'µg/dL',
    unitAliases: UG_DL_ALIASES,
    conversions: [IRON_UMOL],
    range: { low: 50, high: 175, male: { low: 65, high: 175 }, female: { low: 50, high: 170 } },
    meaningHigh:
      'A high serum iron is often due to recent iron tablets or injections, and less often to the body storing too much iron. Please discuss it with your doctor.',
    meaningLow:
      'A low serum iron often points to low iron stores, which is common in India, but it also drops during infections or inflammation. Your doctor will read it with ferritin.',
    hi: {
      name: 'सीरम आयरन',
      meaningHigh:
        'सीरम आयरन ज़्यादा होना अक्सर हाल में ली गई आयरन की गोलियों या इंजेक्शन से होता है, और कभी-कभी शरीर में ज़्यादा आयरन जमा होने से। डॉक्टर से बात करें।',
      meaningLow:
        'सीरम आयरन कम होना अक्सर शरीर में आयरन के कम भंडार की ओर इशारा करता है, जो भारत में आम है, पर इन्फ़ेक्शन या सूजन में भी यह घटता है। डॉक्टर इसे फ़ेरिटिन के साथ देखेंगे।',
    },
    plausible: { min: 5, max: 1000 },
  },
  {
    id: 'tibc',
    name: 'Total iron binding capacity (TIBC)',
    aliases: [
      'TIBC',
      'Total Iron Binding Capacity',
      'Total Iron-Binding Capacity',
      'TIBC (Total Iron Binding Capacity)',
      'Total Iron Binding Capacity (TIBC)',
      'Iron Binding Capacity, Total',
      'Iron Binding Capacity',
    ],
    panel: 'iron',
    kind: 'quantitative',
    unit: 'µg/dL',
    unitAliases: UG_DL_ALIASES,
    conversions: [IRON_UMOL],
    range: { low: 250, high: 450 },
    meaningHigh:
      'A high TIBC usually means the body is trying to pick up more iron, as happens with low iron stores or in pregnancy. Please discuss it with your doctor.',
    meaningLow:
      'A low TIBC can be seen with long-lasting illness or inflammation, low protein, or too much stored iron. Please discuss it with your doctor.',
    hi: {
      name: 'टीआईबीसी (आयरन बाँधने की कुल क्षमता)',
      meaningHigh:
        'टीआईबीसी ज़्यादा होने का मतलब आम तौर पर है कि शरीर ज़्यादा आयरन पकड़ने की कोशिश कर रहा है, जैसा आयरन के कम भंडार में या गर्भावस्था में होता है। डॉक्टर से बात करें।',
      meaningLow:
        'टीआईबीसी कम होना लंबी बीमारी या सूजन, कम प्रोटीन या ज़्यादा जमा आयरन में दिख सकता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 50, max: 1000 },
  },
  {
    id: 'transferrin_saturation',
    name: 'Transferrin saturation',
    aliases: [
      'Transferrin Saturation',
      'Transferrin Saturation (%)',
      '% Transferrin Saturation',
      '% Saturation of Transferrin',
      'Saturation of Transferrin',
      'Transferrin Sat',
      'TSAT',
      'TSAT %',
      'Iron Saturation',
      '% Iron Saturation',
      'Percent Saturation',
    ],
    panel: 'iron',
    kind: 'quantitative',
    unit: '%',
    unitAliases: PERCENT_ALIASES,
    range: { low: 20, high: 50 },
    meaningHigh:
      'A high transferrin saturation can follow recent iron treatment, and sometimes points to the body storing too much iron. Please discuss it with your doctor.',
    meaningLow:
      'A low transferrin saturation usually points to low iron available for making blood. Please discuss it with your doctor.',
    hi: {
      name: 'ट्रांसफ़ेरिन सैचुरेशन',
      meaningHigh:
        'ट्रांसफ़ेरिन सैचुरेशन ज़्यादा होना हाल के आयरन इलाज के बाद हो सकता है, और कभी-कभी शरीर में ज़्यादा आयरन जमा होने की ओर इशारा करता है। डॉक्टर से बात करें।',
      meaningLow:
        'ट्रांसफ़ेरिन सैचुरेशन कम होना आम तौर पर बताता है कि खून बनाने के लिए आयरन कम उपलब्ध है। डॉक्टर से बात करें।',
    },
    plausible: { min: 1, max: 100 },
  },
  {
    id: 'ferritin',
    name: 'Ferritin (iron stores)',
    aliases: [
      'Ferritin',
      'Serum Ferritin',
      'S. Ferritin',
      'Ferritin, Serum',
      'Ferritin (Serum)',
      'Ferritin - Serum',
      'Sr. Ferritin',
    ],
    panel: 'iron',
    kind: 'quantitative',
    unit: 'ng/mL',
    unitAliases: NG_ML_ALIASES,
    conversions: [{ unit: 'pmol/L', aliases: [], factor: 0.445 }],
    range: { low: 13, high: 400, male: { low: 30, high: 400 }, female: { low: 13, high: 150 } },
    meaningHigh:
      'Ferritin rises with infection, inflammation, liver conditions or extra weight, and less often with too much stored iron. Please discuss it with your doctor.',
    meaningLow:
      'A low ferritin is the clearest sign that the body’s iron stores are low, which is common and treatable. Your doctor can find the cause and advise on treatment.',
    hi: {
      name: 'फ़ेरिटिन (आयरन का भंडार)',
      meaningHigh:
        'फ़ेरिटिन इन्फ़ेक्शन, सूजन, लिवर की समस्या या ज़्यादा वज़न में बढ़ता है, और कभी-कभी ज़्यादा जमा आयरन से। डॉक्टर से बात करें।',
      meaningLow:
        'फ़ेरिटिन कम होना सबसे साफ़ संकेत है कि शरीर में आयरन का भंडार कम है, जो आम है और इसका इलाज होता है। डॉक्टर कारण ढूँढकर इलाज की सलाह दे सकते हैं।',
    },
    plausible: { min: 0.5, max: 100000 },
  },
  {
    id: 'transferrin',
    name: 'Transferrin',
    aliases: ['Transferrin', 'Serum Transferrin', 'S. Transferrin', 'Transferrin, Serum'],
    panel: 'iron',
    kind: 'quantitative',
    unit: 'mg/dL',
    unitAliases: MG_DL_ALIASES,
    conversions: [{ unit: 'g/L', aliases: ['gm/l'], factor: 100 }],
    range: { low: 200, high: 360 },
    meaningHigh:
      'A high transferrin usually means the body is trying to pick up more iron, as with low iron stores or pregnancy. Please discuss it with your doctor.',
    meaningLow:
      'A low transferrin can be seen with long-lasting illness, low protein or liver conditions. Please discuss it with your doctor.',
    hi: {
      name: 'ट्रांसफ़ेरिन',
      meaningHigh:
        'ट्रांसफ़ेरिन ज़्यादा होने का मतलब आम तौर पर है कि शरीर ज़्यादा आयरन पकड़ने की कोशिश कर रहा है, जैसे आयरन के कम भंडार या गर्भावस्था में। डॉक्टर से बात करें।',
      meaningLow:
        'ट्रांसफ़ेरिन कम होना लंबी बीमारी, कम प्रोटीन या लिवर की समस्या में दिख सकता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 20, max: 1000 },
  },
];

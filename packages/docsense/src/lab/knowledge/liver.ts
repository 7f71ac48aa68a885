import type { LabTest } from './schema';
import {
  G_DL_ALIASES,
  G_PER_L,
  MG_DL_ALIASES,
  RATIO_ALIASES,
  UKAT_PER_L,
  U_L_ALIASES,
  umolPerL,
} from './units';

// Liver function tests (LFT). Enzyme limits vary a little by analyser; these are the common
// adult limits on Indian reports (IFCC methods at 37 °C).

/** µmol/L of bilirubin to mg/dL. */
const BILIRUBIN_UMOL = umolPerL(1 / 17.1);

const enzymeShape: Pick<LabTest, 'panel' | 'kind' | 'unit' | 'unitAliases' | 'conversions'> = {
  panel: 'lft',
  kind: 'quantitative',
  unit: 'U/L',
  unitAliases: U_L_ALIASES,
  conversions: [UKAT_PER_L],
};

const bilirubinShape: Pick<LabTest, 'panel' | 'kind' | 'unit' | 'unitAliases' | 'conversions'> = {
  panel: 'lft',
  kind: 'quantitative',
  unit: 'mg/dL',
  unitAliases: MG_DL_ALIASES,
  conversions: [BILIRUBIN_UMOL],
};

const proteinShape: Pick<LabTest, 'panel' | 'kind' | 'unit' | 'unitAliases' | 'conversions'> = {
  panel: 'lft',
  kind: 'quantitative',
  unit: 'g/dL',
  unitAliases: G_DL_ALIASES,
  conversions: [G_PER_L],
};

/** Liver function tests: bilirubin, liver enzymes and proteins. */
export const LIVER_TESTS: LabTest[] = [
  {
    id: 'bilirubin_total',
    name: 'Total bilirubin',
    aliases: [
      'Total Bilirubin',
      'Bilirubin Total',
      'Bilirubin, Total',
      'Bilirubin - Total',
      'Bilirubin (Total)',
      'Serum Bilirubin',
      'S. Bilirubin',
      'Serum Bilirubin Total',
      'T. Bilirubin',
      'TBIL',
      'T Bil',
      'Bilirubin',
    ],
    ...bilirubinShape,
    range: { high: 1.2 },
    meaningHigh:
      'Bilirubin is a yellow pigment cleared by the liver; a raised level can cause yellowish eyes (jaundice) and may come from the liver, the bile ducts or faster breakdown of red cells; a mild rise is sometimes a harmless inherited trait. Please discuss it with your doctor.',
    hi: {
      name: 'कुल बिलीरुबिन',
      meaningHigh:
        'बिलीरुबिन एक पीला रंग है जिसे लिवर साफ़ करता है; इसके बढ़ने से आँखें पीली (पीलिया) हो सकती हैं; यह लिवर, पित्त की नलियों या लाल कोशिकाओं के तेज़ी से टूटने से हो सकता है, और हल्की बढ़त कभी-कभी एक हानिरहित पारिवारिक बनावट होती है। डॉक्टर से बात करें।',
    },
    plausible: { min: 0, max: 60 },
  },
  {
    id: 'bilirubin_direct',
    name: 'Direct (conjugated) bilirubin',
    aliases: [
      'Direct Bilirubin',
      'Bilirubin Direct',
      'Bilirubin, Direct',
      'Bilirubin - Direct',
      'Bilirubin (Direct)',
      'Conjugated Bilirubin',
      'D. Bilirubin',
      'DBIL',
      'D Bil',
      'Serum Bilirubin Direct',
    ],
    ...bilirubinShape,
    range: { high: 0.3 },
    meaningHigh:
      'A raised direct bilirubin usually means the liver or the bile ducts are not clearing bile as well as usual. Please discuss it with your doctor, who may suggest further tests.',
    hi: {
      name: 'डायरेक्ट बिलीरुबिन',
      meaningHigh:
        'डायरेक्ट बिलीरुबिन बढ़ने का मतलब आम तौर पर है कि लिवर या पित्त की नलियाँ पित्त को ठीक से नहीं निकाल पा रहीं। डॉक्टर से बात करें; वे और जाँचें सुझा सकते हैं।',
    },
    plausible: { min: 0, max: 40 },
  },
  {
    id: 'bilirubin_indirect',
    name: 'Indirect (unconjugated) bilirubin',
    aliases: [
      'Indirect Bilirubin',
      'Bilirubin Indirect',
      'Bilirubin, Indirect',
      'Bilirubin - Indirect',
      'Bilirubin (Indirect)',
      'Unconjugated Bilirubin',
      'I. Bilirubin',
      'IBIL',
      'Indirect Bilirubin (Calculated)',
    ],
    ...bilirubinShape,
    range: { high: 0.9 },
    meaningHigh:
      'A raised indirect bilirubin is often due to faster breakdown of red cells or to Gilbert syndrome, a common harmless trait. Please discuss it with your doctor.',
    hi: {
      name: 'इनडायरेक्ट बिलीरुबिन',
      meaningHigh:
        'इनडायरेक्ट बिलीरुबिन बढ़ना अक्सर लाल कोशिकाओं के तेज़ी से टूटने या गिल्बर्ट सिंड्रोम (एक आम और हानिरहित बनावट) से होता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 0, max: 40 },
  },
  {
    id: 'sgot_ast',
    name: 'SGOT (AST) liver enzyme',
    aliases: [
      'SGOT',
      'AST',
      'SGOT (AST)',
      'AST (SGOT)',
      'SGOT/AST',
      'AST/SGOT',
      'S.G.O.T.',
      'S.G.O.T',
      'Aspartate Aminotransferase',
      'Aspartate Aminotransferase (AST)',
      'Aspartate Transaminase',
      'Serum Glutamic Oxaloacetic Transaminase',
      'AST (Aspartate Aminotransferase)',
    ],
    ...enzymeShape,
    range: { high: 40 },
    meaningHigh:
      'SGOT is an enzyme found in the liver and muscles, so a raised level can come from liver strain (for example fatty liver, alcohol, viral hepatitis or some medicines) or from muscle injury or heavy exercise. Please discuss it with your doctor.',
    hi: {
      name: 'एसजीओटी (AST) लिवर एंज़ाइम',
      meaningHigh:
        'एसजीओटी लिवर और मांसपेशियों में पाया जाने वाला एंज़ाइम है, इसलिए इसका बढ़ना लिवर पर ज़ोर (जैसे फैटी लिवर, शराब, वायरल हेपेटाइटिस या कुछ दवाएँ) या मांसपेशियों की चोट या भारी कसरत से हो सकता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 1, max: 30000 },
  },
  {
    id: 'sgpt_alt',
    name: 'SGPT (ALT) liver enzyme',
    aliases: [
      'SGPT',
      'ALT',
      'SGPT (ALT)',
      'ALT (SGPT)',
      'SGPT/ALT',
      'ALT/SGPT',
      'S.G.P.T.',
      'S.G.P.T',
      'Alanine Aminotransferase',
      'Alanine Aminotransferase (ALT)',
      'Alanine Transaminase',
      'Serum Glutamic Pyruvic Transaminase',
      'ALT (Alanine Aminotransferase)',
    ],
    ...enzymeShape,
    range: { high: 41, male: { high: 41 }, female: { high: 33 } },
    meaningHigh:
      'SGPT is an enzyme found mainly in the liver, so a raised level usually points to liver strain, commonly from fatty liver, alcohol, viral hepatitis or some medicines. Please discuss it with your doctor.',
    hi: {
      name: 'एसजीपीटी (ALT) लिवर एंज़ाइम',
      meaningHigh:
        'एसजीपीटी मुख्य रूप से लिवर में पाया जाने वाला एंज़ाइम है, इसलिए इसका बढ़ना आम तौर पर लिवर पर ज़ोर की ओर इशारा करता है, जो अक्सर फैटी लिवर, शराब, वायरल हेपेटाइटिस या कुछ दवाओं से होता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 1, max: 30000 },
  },
  {
    id: 'alkaline_phosphatase',
    name: 'Alkaline phosphatase (ALP)',
    aliases: [
      'Alkaline Phosphatase',
      'ALP',
      'Alkaline Phosphatase (ALP)',
      'ALP (Alkaline Phosphatase)',
      'Alk. Phosphatase',
      'Alk Phosphatase',
      'Alk Phos',
      'S. Alkaline Phosphatase',
      'Serum Alkaline Phosphatase',
      'Alkaline Phosphatase, Serum',
    ],
    ...enzymeShape,
    range: { low: 40, high: 130 },
    meaningHigh:
      'ALP comes from the liver, bile ducts and bones, so a raised level can point to a bile flow problem or to bone activity (normal in growing children and in pregnancy). Please discuss it with your doctor.',
    meaningLow:
      'A low ALP is uncommon and is sometimes linked to low zinc, magnesium or poor nutrition. Please discuss it with your doctor.',
    hi: {
      name: 'एल्कलाइन फ़ॉस्फ़ेटेज़ (ALP)',
      meaningHigh:
        'एएलपी लिवर, पित्त की नलियों और हड्डियों से आता है, इसलिए इसका बढ़ना पित्त के बहाव की दिक़्क़त या हड्डियों की गतिविधि (बढ़ते बच्चों और गर्भावस्था में सामान्य) की ओर इशारा कर सकता है। डॉक्टर से बात करें।',
      meaningLow:
        'एएलपी कम होना कम ही होता है और कभी-कभी ज़िंक, मैग्नीशियम या पोषण की कमी से जुड़ा होता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 5, max: 6000 },
  },
  {
    id: 'ggt',
    name: 'Gamma GT (GGT)',
    aliases: [
      'GGT',
      'GGTP',
      'Gamma GT',
      'Gamma-GT',
      'Gamma GT (GGT)',
      'Gamma Glutamyl Transferase',
      'Gamma-Glutamyl Transferase',
      'Gamma Glutamyl Transpeptidase',
      'Gamma-Glutamyl Transpeptidase',
      'γ-GT',
      'γGT',
      'GGT (Gamma Glutamyl Transferase)',
    ],
    ...enzymeShape,
    range: { high: 60, male: { high: 60 }, female: { high: 40 } },
    meaningHigh:
      'A raised GGT often goes with alcohol use, fatty liver, a bile flow problem or some medicines. Please discuss it with your doctor.',
    hi: {
      name: 'गामा जीटी (GGT)',
      meaningHigh:
        'जीजीटी बढ़ना अक्सर शराब, फैटी लिवर, पित्त के बहाव की दिक़्क़त या कुछ दवाओं के साथ होता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 1, max: 5000 },
  },
  {
    id: 'total_protein',
    name: 'Total protein',
    aliases: [
      'Total Protein',
      'Total Proteins',
      'Protein, Total',
      'Protein Total',
      'Proteins, Total',
      'Protein - Total',
      'Serum Protein',
      'Serum Total Protein',
      'S. Protein',
      'Total Protein, Serum',
      'T. Protein',
      'TP',
    ],
    ...proteinShape,
    range: { low: 6.4, high: 8.3 },
    meaningHigh:
      'A high total protein is often due to dehydration or long-lasting inflammation, and sometimes to other conditions. Please discuss it with your doctor.',
    meaningLow:
      'A low total protein can come from poor nutrition, liver or kidney conditions, or protein loss from the gut. Please discuss it with your doctor.',
    hi: {
      name: 'कुल प्रोटीन',
      meaningHigh:
        'कुल प्रोटीन ज़्यादा होना अक्सर पानी की कमी या लंबे समय की सूजन से होता है, कभी-कभी दूसरे कारणों से भी। डॉक्टर से बात करें।',
      meaningLow:
        'कुल प्रोटीन कम होना कम पोषण, लिवर या गुर्दे की समस्या, या आँतों से प्रोटीन निकलने से हो सकता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 1, max: 15 },
  },
  {
    id: 'albumin',
    name: 'Albumin',
    aliases: [
      'Albumin',
      'Serum Albumin',
      'S. Albumin',
      'Albumin, Serum',
      'Albumin (Serum)',
      'Albumin - Serum',
      'ALB',
    ],
    ...proteinShape,
    range: { low: 3.5, high: 5.2 },
    meaningHigh:
      'A high albumin is usually due to dehydration. Drinking enough water and rechecking is often all that is needed; please discuss it with your doctor.',
    meaningLow:
      'A low albumin can come from poor nutrition, a long illness, or liver or kidney conditions. Please discuss it with your doctor.',
    hi: {
      name: 'एल्ब्यूमिन',
      meaningHigh:
        'एल्ब्यूमिन ज़्यादा होना आम तौर पर पानी की कमी से होता है। अक्सर पर्याप्त पानी पीकर दोबारा जाँच ही काफ़ी होती है; डॉक्टर से बात करें।',
      meaningLow:
        'एल्ब्यूमिन कम होना कम पोषण, लंबी बीमारी, या लिवर या गुर्दे की समस्या से हो सकता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 0.5, max: 7 },
  },
  {
    id: 'globulin',
    name: 'Globulin',
    aliases: [
      'Globulin',
      'Globulins',
      'Serum Globulin',
      'S. Globulin',
      'Globulin (Calculated)',
      'Globulin, Serum',
      'GLOB',
    ],
    ...proteinShape,
    range: { low: 2, high: 3.5 },
    meaningHigh:
      'A high globulin is often seen with long-lasting infection or inflammation, and sometimes with liver conditions. Please discuss it with your doctor.',
    meaningLow:
      'A low globulin is uncommon and can be linked to nutrition or to how the body makes antibodies. Please discuss it with your doctor.',
    hi: {
      name: 'ग्लोब्युलिन',
      meaningHigh:
        'ग्लोब्युलिन ज़्यादा होना अक्सर लंबे समय के इन्फ़ेक्शन या सूजन में, और कभी-कभी लिवर की समस्या में दिखता है। डॉक्टर से बात करें।',
      meaningLow:
        'ग्लोब्युलिन कम होना कम ही होता है और पोषण या शरीर में एंटीबॉडी बनने से जुड़ा हो सकता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 0.3, max: 12 },
  },
  {
    id: 'ag_ratio',
    name: 'Albumin / globulin (A/G) ratio',
    aliases: [
      'A/G Ratio',
      'A:G Ratio',
      'A / G Ratio',
      'A/G',
      'AG Ratio',
      'Albumin/Globulin Ratio',
      'Albumin / Globulin Ratio',
      'Albumin : Globulin Ratio',
      'Albumin Globulin Ratio',
      'Alb/Glob Ratio',
    ],
    panel: 'lft',
    kind: 'quantitative',
    unit: 'ratio',
    unitAliases: RATIO_ALIASES,
    range: { low: 1, high: 2.1 },
    meaningHigh:
      'A high A/G ratio is rarely a concern on its own; your doctor will read it with albumin and globulin.',
    meaningLow:
      'A low A/G ratio means relatively less albumin or more globulin, as seen with long-lasting inflammation or liver conditions. Please discuss it with your doctor.',
    hi: {
      name: 'एल्ब्यूमिन / ग्लोब्युलिन (A/G) अनुपात',
      meaningHigh:
        'A/G अनुपात ज़्यादा होना अकेले में शायद ही चिंता की बात होती है; डॉक्टर इसे एल्ब्यूमिन और ग्लोब्युलिन के साथ देखेंगे।',
      meaningLow:
        'A/G अनुपात कम होने का मतलब है कि एल्ब्यूमिन तुलना में कम या ग्लोब्युलिन ज़्यादा है, जैसा लंबे समय की सूजन या लिवर की समस्या में दिखता है। डॉक्टर से बात करें।',
    },
    plausible: { min: 0.1, max: 5 },
  },
];

import type { LabTest } from './schema';
import { SCREENING_WORDS } from './units';

// Fever work-up common in India: dengue, malaria, chikungunya, scrub typhus.
// Typhoid tests are in typhoid.ts; blood-borne virus screening in blood-borne.ts.

const card: Pick<LabTest, 'panel' | 'kind' | 'qualitative'> = {
  panel: 'infection',
  kind: 'qualitative',
  qualitative: SCREENING_WORDS,
};

/** Dengue, malaria, chikungunya and scrub typhus tests. */
export const INFECTION_TESTS: LabTest[] = [
  {
    id: 'dengue_ns1',
    name: 'Dengue NS1 antigen',
    aliases: [
      'Dengue NS1 Antigen',
      'Dengue NS1',
      'Dengue NS1 Ag',
      'Dengue NS1 Antigen (Rapid)',
      'Dengue NS1 Antigen (ELISA)',
      'Dengue NS1 Antigen, Rapid',
      'NS1 Antigen',
      'NS1 Ag',
      'NS1',
      'Dengue Antigen NS1',
    ],
    ...card,
    meaningAbnormal:
      'A positive NS1 usually means a current dengue infection, most often in the first days of fever. Most people recover with rest and fluids; stay in touch with your doctor, keep an eye on the platelet count, and seek care at once for severe belly pain, repeated vomiting, bleeding or drowsiness.',
    hi: {
      name: 'डेंगू NS1 एंटीजन',
      meaningAbnormal:
        'NS1 पॉज़िटिव होने का मतलब आम तौर पर डेंगू का मौजूदा इन्फ़ेक्शन है, अक्सर बुखार के शुरुआती दिनों में। ज़्यादातर लोग आराम और तरल पदार्थों से ठीक हो जाते हैं; डॉक्टर के संपर्क में रहें, प्लेटलेट्स पर नज़र रखें, और पेट में तेज़ दर्द, बार-बार उल्टी, खून बहने या बहुत सुस्ती होने पर तुरंत अस्पताल जाएँ।',
    },
    plausible: { min: 0, max: 100 },
  },
  {
    id: 'dengue_igm',
    name: 'Dengue IgM antibody',
    aliases: [
      'Dengue IgM',
      'Dengue IgM Antibody',
      'Dengue IgM Antibodies',
      'Dengue Antibody IgM',
      'Dengue Antibodies IgM',
      'Anti Dengue IgM',
      'Dengue IgM (ELISA)',
      'Dengue IgM (Rapid)',
      'Dengue Serology IgM',
    ],
    ...card,
    meaningAbnormal:
      'A positive dengue IgM usually means a recent dengue infection, usually from about the fifth day of fever. Stay in touch with your doctor, drink enough fluids, and seek care at once for warning signs such as severe belly pain, vomiting or bleeding.',
    hi: {
      name: 'डेंगू IgM एंटीबॉडी',
      meaningAbnormal:
        'डेंगू IgM पॉज़िटिव होने का मतलब आम तौर पर हाल का डेंगू इन्फ़ेक्शन है, अक्सर बुखार के लगभग पाँचवें दिन से। डॉक्टर के संपर्क में रहें, पर्याप्त तरल लें, और पेट में तेज़ दर्द, उल्टी या खून बहने जैसे संकेतों पर तुरंत अस्पताल जाएँ।',
    },
    plausible: { min: 0, max: 100 },
  },
  {
    id: 'dengue_igg',
    name: 'Dengue IgG antibody',
    aliases: [
      'Dengue IgG',
      'Dengue IgG Antibody',
      'Dengue IgG Antibodies',
      'Dengue Antibody IgG',
      'Dengue Antibodies IgG',
      'Anti Dengue IgG',
      'Dengue IgG (ELISA)',
      'Dengue IgG (Rapid)',
      'Dengue Serology IgG',
    ],
    ...card,
    meaningAbnormal:
      'A positive dengue IgG on its own usually means a dengue infection at some time in the past, which is common in India. Together with a positive NS1 or IgM it can point to a repeat infection; please discuss it with your doctor.',
    hi: {
      name: 'डेंगू IgG एंटीबॉडी',
      meaningAbnormal:
        'अकेले डेंगू IgG पॉज़िटिव होने का मतलब आम तौर पर है कि पहले कभी डेंगू हुआ था, जो भारत में आम है। NS1 या IgM भी पॉज़िटिव हो तो यह दोबारा इन्फ़ेक्शन की ओर इशारा कर सकता है; डॉक्टर से बात करें।',
    },
    plausible: { min: 0, max: 100 },
  },
  {
    id: 'malaria_antigen',
    name: 'Malaria antigen (rapid test)',
    aliases: [
      'Malaria Antigen',
      'Malaria Ag',
      'Malaria Antigen (Rapid)',
      'Malaria Antigen Test',
      'Malaria Rapid Test',
      'Malaria Rapid Card Test',
      'Malaria Card Test',
      'Rapid Malaria Test',
      'RDT Malaria',
      'Malaria RDT',
      'MP Card',
      'Malaria Pf/Pv Antigen',
      'Pf/Pv Antigen',
      'Malaria Parasite Antigen',
      'P. falciparum Antigen',
      'P. vivax Antigen',
      'Plasmodium falciparum Antigen',
      'Plasmodium vivax Antigen',
      'Malaria (Pf/Pv)',
    ],
    panel: 'infection',
    kind: 'qualitative',
    qualitative: {
      normal: SCREENING_WORDS.normal,
      abnormal: [
        ...SCREENING_WORDS.abnormal,
        'pf positive',
        'pv positive',
        'p. falciparum positive',
        'p. vivax positive',
        'mixed infection',
      ],
    },
    meaningAbnormal:
      'A positive malaria test usually means a malaria infection, which gets better with prompt treatment. Please contact your doctor today.',
    hi: {
      name: 'मलेरिया एंटीजन (रैपिड जाँच)',
      meaningAbnormal:
        'मलेरिया जाँच पॉज़िटिव होने का मतलब आम तौर पर मलेरिया का इन्फ़ेक्शन है, जो समय पर इलाज से ठीक होता है। आज ही डॉक्टर से संपर्क करें।',
    },
    plausible: { min: 0, max: 100 },
  },
  {
    id: 'malaria_parasite_smear',
    name: 'Malaria parasite (blood smear)',
    aliases: [
      'Malaria Parasite',
      'Malarial Parasite',
      'MP',
      'MP (Smear)',
      'Malaria Parasite (Smear)',
      'Smear for MP',
      'Smear for Malaria Parasite',
      'Smear for Malarial Parasite',
      'Peripheral Smear for MP',
      'Peripheral Smear for Malarial Parasite',
      'Thick and Thin Smear for MP',
      'MP Slide',
      'Blood for MP',
    ],
    panel: 'infection',
    kind: 'qualitative',
    qualitative: {
      normal: [
        'not seen',
        'no malarial parasite seen',
        'no malaria parasite seen',
        'mp not seen',
        'not found',
        'no parasite seen',
        'absent',
        'negative',
        'not detected',
        'nil',
      ],
      abnormal: [
        'seen',
        'present',
        'detected',
        'positive',
        'found',
        'p. vivax seen',
        'p. falciparum seen',
        'ring forms seen',
        'trophozoites seen',
        'gametocytes seen',
        'schizonts seen',
      ],
    },
    meaningAbnormal:
      'Malaria parasites seen in the blood smear usually mean a malaria infection, which gets better with prompt treatment. Please contact your doctor today.',
    hi: {
      name: 'मलेरिया परजीवी (ब्लड स्मियर)',
      meaningAbnormal:
        'ब्लड स्मियर में मलेरिया परजीवी दिखने का मतलब आम तौर पर मलेरिया का इन्फ़ेक्शन है, जो समय पर इलाज से ठीक होता है। आज ही डॉक्टर से संपर्क करें।',
    },
    plausible: { min: 0, max: 100 },
  },
  {
    id: 'chikungunya_igm',
    name: 'Chikungunya IgM antibody',
    aliases: [
      'Chikungunya IgM',
      'Chikungunya IgM Antibody',
      'Chikungunya (IgM)',
      'Anti Chikungunya IgM',
      'Chikungunya Antibody IgM',
      'CHIK IgM',
      'Chikungunya IgM (ELISA)',
    ],
    ...card,
    meaningAbnormal:
      'A positive chikungunya IgM usually means a recent chikungunya infection. The fever settles in days, though joint pain can last longer; please discuss care and pain relief with your doctor.',
    hi: {
      name: 'चिकनगुनिया IgM एंटीबॉडी',
      meaningAbnormal:
        'चिकनगुनिया IgM पॉज़िटिव होने का मतलब आम तौर पर हाल का चिकनगुनिया इन्फ़ेक्शन है। बुखार कुछ दिनों में उतर जाता है, पर जोड़ों का दर्द ज़्यादा समय तक रह सकता है; देखभाल और दर्द से राहत के लिए डॉक्टर से बात करें।',
    },
    plausible: { min: 0, max: 100 },
  },
  {
    id: 'scrub_typhus_igm',
    name: 'Scrub typhus IgM antibody',
    aliases: [
      'Scrub Typhus IgM',
      'Scrub Typhus IgM Antibody',
      'Scrub Typhus Antibody IgM',
      'Scrub Typhus (IgM)',
      'Scrub Typhus IgM (ELISA)',
      'Scrub Typhus',
      'Orientia tsutsugamushi IgM',
      'Anti Scrub Typhus IgM',
    ],
    ...card,
    meaningAbnormal:
      'A positive scrub typhus IgM suggests scrub typhus, a mite-borne fever common in parts of India that responds well to treatment. Please contact your doctor promptly.',
    hi: {
      name: 'स्क्रब टाइफ़स IgM एंटीबॉडी',
      meaningAbnormal:
        'स्क्रब टाइफ़स IgM पॉज़िटिव होना स्क्रब टाइफ़स की ओर इशारा करता है, जो भारत के कुछ हिस्सों में आम, कीड़े (माइट) से फैलने वाला बुखार है और इलाज से अच्छी तरह ठीक होता है। जल्द डॉक्टर से संपर्क करें।',
    },
    plausible: { min: 0, max: 100 },
  },
];

import type { LabTest } from './schema';
import { SCREENING_WORDS } from './units';

// Screening for blood-borne infections, routinely done before surgery, in pregnancy and at
// blood donation. Wording stresses that a reactive screen is not a final answer.

const screen: Pick<LabTest, 'panel' | 'kind' | 'qualitative' | 'plausible'> = {
  panel: 'infection',
  kind: 'qualitative',
  qualitative: SCREENING_WORDS,
  plausible: { min: 0, max: 100 },
};

/** HBsAg, HIV, anti-HCV and VDRL screening tests. */
export const BLOOD_BORNE_TESTS: LabTest[] = [
  {
    id: 'hbsag',
    name: 'Hepatitis B surface antigen (HBsAg)',
    aliases: [
      'HBsAg',
      'HBs Ag',
      'HBsAg (Rapid)',
      'HBsAg (ELISA)',
      'HBsAg Card',
      'HBsAg (Card)',
      'Hepatitis B Surface Antigen',
      'Hepatitis B Surface Antigen (HBsAg)',
      'Hepatitis B (HBsAg)',
      'Australia Antigen',
      'Hepatitis B Screening',
    ],
    ...screen,
    meaningAbnormal:
      'A reactive HBsAg suggests the hepatitis B virus is present; screening results are usually checked again with further tests, and with proper care most people live well. Please discuss it with your doctor, who can also advise your family on testing and vaccination.',
    hi: {
      name: 'हेपेटाइटिस B सरफ़ेस एंटीजन (HBsAg)',
      meaningAbnormal:
        'HBsAg रिएक्टिव होना हेपेटाइटिस B वायरस की मौजूदगी की ओर इशारा करता है; स्क्रीनिंग के नतीजे आम तौर पर और जाँचों से दोबारा परखे जाते हैं, और सही देखभाल से ज़्यादातर लोग अच्छा जीवन जीते हैं। डॉक्टर से बात करें; वे परिवार की जाँच और टीके के बारे में भी सलाह दे सकते हैं।',
    },
  },
  {
    id: 'hiv_screening',
    name: 'HIV 1 & 2 screening',
    aliases: [
      'HIV',
      'HIV I & II',
      'HIV 1 & 2',
      'HIV I and II',
      'HIV 1 and 2',
      'HIV-1/2',
      'HIV 1/2',
      'HIV I & II Antibodies',
      'HIV 1 & 2 Antibodies',
      'HIV-1/2 Antibody',
      'HIV Antibody',
      'Anti HIV',
      'Anti-HIV 1 & 2',
      'HIV Ag/Ab',
      'HIV 1/2 Ag/Ab Combo',
      'HIV (Rapid)',
      'HIV Tridot',
      'HIV Screening',
      'HIV Screening Test',
      'HIV I & II (Rapid)',
    ],
    ...screen,
    meaningAbnormal:
      'A reactive HIV screening result is not a final answer: screening tests can sometimes react falsely, and further tests are always needed. Please speak with your doctor or a government ICTC counselling centre soon; effective treatment is available free across India.',
    hi: {
      name: 'एचआईवी 1 और 2 स्क्रीनिंग',
      meaningAbnormal:
        'एचआईवी स्क्रीनिंग का रिएक्टिव नतीजा अंतिम जवाब नहीं है: स्क्रीनिंग जाँच कभी-कभी ग़लत रिएक्टिव आ सकती है, और आगे की जाँच हमेशा ज़रूरी होती है। जल्द अपने डॉक्टर या सरकारी ICTC परामर्श केंद्र से बात करें; पूरे भारत में असरदार इलाज मुफ़्त उपलब्ध है।',
    },
  },
  {
    id: 'anti_hcv',
    name: 'Hepatitis C antibody (anti-HCV)',
    aliases: [
      'Anti HCV',
      'Anti-HCV',
      'HCV',
      'HCV Antibody',
      'Anti HCV Antibody',
      'Anti-HCV Antibodies',
      'Hepatitis C Antibody',
      'Hepatitis C Virus Antibody',
      'HCV (Rapid)',
      'HCV (ELISA)',
      'Hepatitis C Screening',
    ],
    ...screen,
    meaningAbnormal:
      'A reactive anti-HCV means the body has met the hepatitis C virus at some point; a further test shows whether the virus is still present. Hepatitis C can usually be cured with treatment, so please discuss it with your doctor.',
    hi: {
      name: 'हेपेटाइटिस C एंटीबॉडी (Anti-HCV)',
      meaningAbnormal:
        'Anti-HCV रिएक्टिव होने का मतलब है कि शरीर का कभी हेपेटाइटिस C वायरस से सामना हुआ है; आगे की एक जाँच बताती है कि वायरस अभी भी है या नहीं। हेपेटाइटिस C आम तौर पर इलाज से ठीक हो जाता है, इसलिए डॉक्टर से बात करें।',
    },
  },
  {
    id: 'vdrl',
    name: 'VDRL (syphilis screening)',
    aliases: [
      'VDRL',
      'VDRL Test',
      'VDRL (Qualitative)',
      'VDRL (Rapid)',
      'VDRL/RPR',
      'RPR',
      'RPR Test',
      'Syphilis Screening',
      'Venereal Disease Research Laboratory',
      'Venereal Disease Research Laboratory Test',
    ],
    ...screen,
    meaningAbnormal:
      'A reactive VDRL can point to syphilis, an infection that is treatable, but it can also react falsely in pregnancy, other infections or autoimmune conditions. A further specific test is usually done; please discuss it privately with your doctor.',
    hi: {
      name: 'वीडीआरएल (सिफ़लिस स्क्रीनिंग)',
      meaningAbnormal:
        'वीडीआरएल रिएक्टिव होना सिफ़लिस की ओर इशारा कर सकता है, जिसका इलाज होता है, पर गर्भावस्था, दूसरे इन्फ़ेक्शन या ऑटोइम्यून बीमारियों में यह ग़लत रिएक्टिव भी आ सकता है। आम तौर पर एक और ख़ास जाँच होती है; अपने डॉक्टर से निजी तौर पर बात करें।',
    },
  },
];

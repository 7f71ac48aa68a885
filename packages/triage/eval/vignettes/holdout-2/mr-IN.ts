import type { Vignette } from '../../vignette-schema';

/** Held-out set 2, Marwari: written blind, see ../holdout-2.ts. */
export const HOLDOUT2_MR_IN: readonly Vignette[] = [
  {
    id: 'mr-h2-snake-bite-field',
    language: 'mr-IN',
    turns: [
      'भाईसा, म्हारा काकोसा (60 बरस) सांझ नै खेत में बाजरी री पूळी उठावता हा, पग में कीं चुभ्यो। बै कैवै कांटो लाग्यो, पण टखणा कनै दो छोटा छेद दीखै, पग सूजतो जावै अर बां नै नींद सी आवै। हल्दी बांध दी है, सुबह डाक्टर नै दिखा देवां?',
    ],
    expected: {
      level: 'emergency',
      area: 'legs',
      conditions: ['snake_bite'],
    },
    tags: ['holdout', 'casual_emergency', 'elderly'],
    note: 'Two puncture marks in a field at dusk with spreading swelling and drowsiness is a snake bite until proven otherwise.',
  },
  {
    id: 'mr-h2-chest-weight-gas',
    language: 'mr-IN',
    turns: [
      'बापूजी 62 साल रा, सुगर री गोळी लेवै। आधा घंटा सूं छाती में भार सो लागै, बै कैवै गैस है। डावो हाथ दूखै, पसीनो घणो आ र्यो है अर जी घबरावै। ईनो दे दियो, कोई फरक कोनी पड़्यो',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
    },
    tags: ['holdout', 'casual_emergency', 'elderly'],
    note: 'Diabetic man with chest heaviness, left arm pain and sweating not eased by antacid: possible heart attack.',
  },
  {
    id: 'mr-h2-infant-not-feeding',
    language: 'mr-IN',
    turns: [
      'म्हारी छोरी ठीक कोनी लागै आज',
      'डेढ़ महीना री है। काल रात सूं दूध कोनी चूंगै, डील तपै, ढीली पड़ी है, रोवै भी कोनी ढंग सूं। सांस जल्दी जल्दी चालै',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis', 'bronchiolitis'],
    },
    tags: ['holdout', 'infant', 'vague_opening'],
    note: 'Six-week-old with fever, not feeding, floppy and fast breathing needs emergency care.',
  },
  {
    id: 'mr-h2-pregnancy-bleeding',
    language: 'mr-IN',
    turns: [
      'बीनणी रो सातवों महीनो चालै। सुबह सूं नीचै सूं खून घणो जावै, दो कपड़ा भीज ग्या, पेट भी कसै। म्हारी मां कैवै आराम करसी तो ठीक हो जासी, गाडी करां के?',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy'],
    },
    tags: ['holdout', 'pregnancy', 'casual_emergency'],
    note: 'Heavy vaginal bleeding with tightening at seven months is an obstetric emergency.',
  },
  {
    id: 'mr-h2-dengue-warning-signs',
    language: 'mr-IN',
    turns: [
      'च्यार दिन सूं तेज ताव हो, आज ताव तो उतरग्यो पण पेट में घणो दरद है, दो बार उल्टी हुई, मसूड़ा सूं थोड़ो खून आयो। मोहल्ला में डेंगू घणो चाल र्यो है। म्हैं 25 साल रो हूं',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'none',
      conditions: ['dengue'],
    },
    tags: ['holdout'],
    note: 'Dengue with warning signs (abdominal pain, vomiting, gum bleeding as fever falls) needs same-day assessment and platelet count.',
  },
  {
    id: 'mr-h2-dog-bite-child',
    language: 'mr-IN',
    turns: [
      'छोरो नौ साल रो, गळी रो कुत्तो पिंडी पर बटको भर ग्यो। दांत गहरा लाग्या, खून आयो, साबण सूं धो दियो। कुत्ता रो कोई ठिकाणो कोनी। सुई लगवाणी पड़ैली कांई?',
    ],
    expected: {
      level: 'urgent',
      area: 'legs',
      conditions: ['dog_bite_rabies'],
    },
    tags: ['holdout', 'child'],
    note: 'Deep stray-dog bite needs rabies vaccine and immunoglobulin the same day.',
  },
  {
    id: 'mr-h2-knee-pain-elderly',
    language: 'mr-IN',
    turns: [
      'मांजी री उमर सित्तर बरस। छह-सात म्हीना सूं दोनूं गोडा दूखै, सीढ्यां चढणो मुसकिल, सुबह उठतां ई अकड़ज्यावै। सोजो कोनी, ताव कोनी, पड्या भी कोनी।',
    ],
    expected: {
      level: 'routine',
      area: 'legs',
      conditions: ['osteoarthritis', 'rheumatoid_arthritis'],
    },
    tags: ['holdout', 'elderly', 'negation'],
    note: 'Months of bilateral knee pain in an older woman without fever, swelling or injury: book a visit.',
  },
  {
    id: 'mr-h2-tired-cold-weight-gain',
    language: 'mr-IN',
    turns: [
      'म्हैं 34 बरस री हूं। कई म्हीना सूं थकाण रैवै, वजन बधग्यो, ठंड घणी लागै, बाळ घणा झड़ै अर कब्ज रैवै। पीरियड भी घणा आवै। कांई जांच करावूं?',
    ],
    expected: {
      level: 'routine',
      area: 'none',
      conditions: ['hypothyroidism', 'iron_deficiency_anaemia'],
    },
    tags: ['holdout'],
    note: 'Slow-onset tiredness, weight gain, cold intolerance and hair fall suggest hypothyroidism or anaemia: routine tests.',
  },
  {
    id: 'mr-h2-loose-motions-wedding',
    language: 'mr-IN',
    turns: [
      'काल ब्याव में जीम्यो, रात सूं च्यार बार पतळा दस्त लाग्या। उल्टी कोनी, ताव कोनी, खून भी कोनी। पाणी अर छाछ पीऊं हूं, पेसाब बराबर आवै। दवाई लेवूं के?',
    ],
    expected: {
      level: 'self_care',
      area: 'abdomen',
      conditions: ['gastroenteritis', 'food_poisoning'],
    },
    tags: ['holdout', 'negation'],
    note: 'Mild diarrhoea without blood, fever or vomiting in an adult drinking well: ORS and home care.',
  },
  {
    id: 'mr-h2-runny-nose-sneezing',
    language: 'mr-IN',
    turns: ['दो दिन सूं नाक बैवै, छींकां पर छींकां, गळो थोड़ो खराब। हल्को सो ताव। ऑफिस जाऊं कै कोनी'],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['common_cold', 'viral_fever', 'allergic_rhinitis'],
    },
    tags: ['holdout'],
    note: 'Two days of runny nose, sneezing and mild fever is a common cold.',
  },
];

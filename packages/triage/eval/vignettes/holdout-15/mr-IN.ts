import type { Vignette } from '../../vignette-schema';

/** Held-out set 15, Marwari: written blind, see ../holdout-15.ts. */
export const HOLDOUT15_MR_IN: readonly Vignette[] = [
  {
    id: 'mr-h15-father-in-law-chest-weight-ajwain',
    language: 'mr-IN',
    turns: [
      'म्हारा सुसराजी 64 साल रा है आधा घंटा सूं छाती में भार सो लागै कैवै गैस है पसीनो घणो आ रियो है डावो हाथ भारी हो ग्यो जीव घबरावै अजवाइन अर काळो नमक दे दूं कांई शुगर री दवाई भी लेवै',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'elderly', 'casual_emergency'],
    note: 'Chest pressure with sweating, left arm heaviness and unease in a diabetic 64-year-old is a likely heart attack, not gas.',
  },
  {
    id: 'mr-h15-neighbour-uncle-face-twisted-tea',
    language: 'mr-IN',
    turns: [
      'padosa ra kaka 70 saal ra abaar chai peeta peeta mundo ek kani tedo hogyo boli saaf koni aave jimno haath uthe koni cup niche padgyo. kaki kave thakan hai so jasi. 40 minute hogya',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'elderly', 'casual_emergency'],
    note: 'Sudden facial droop, slurred speech and right arm weakness for 40 minutes is an acute stroke, not tiredness.',
  },
  {
    id: 'mr-h15-father-swollen-foot-from-field-two-turns',
    language: 'mr-IN',
    turns: [
      'बापू रो पग सूज ग्यो खेत सूं आया जद सूं',
      'हां बोल्या बाजरी में कांई काट ग्यो अंधारो हो दिख्यो कोनी टखणा कनै दो छेद है खून रिस रियो है अबै आंख्यां भारी हो री है उल्टी भी आई गांव आळा झाड़ो करावण री बात कर रिया है',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['snake_bite', 'scorpion_sting'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'vague_opening', 'casual_emergency'],
    note: 'Two puncture marks with oozing, swelling, drooping eyelids and vomiting after a bite in a field suggest envenomation needing antivenom, not a faith healer.',
  },
  {
    id: 'mr-h15-wife-eighth-month-heavy-bleeding',
    language: 'mr-IN',
    turns: [
      'घरआळी ने आठवों महीनो चाल रियो है अबार बाथरूम में घणो खून आयो कपड़ा भीजग्या पेट में दरद भी है अर चक्कर आवै छोरो हाल स्कूल सूं आयो कोनी घर में गाड़ी कोनी कांई करां',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'pregnancy'],
    note: 'Heavy bleeding soaking clothes with pain and dizziness at eight months suggests placental abruption or praevia with blood loss.',
  },
  {
    id: 'mr-h15-son-fit-not-stopping-shoe-smell',
    language: 'mr-IN',
    turns: [
      'छोरा ने मिरगी है 22 साल रो दवाई 1 हफ्तो सूं छोड़ राखी आज दौरो पड्यो 10 मिनट हो ग्या रुकै कोनी मुंडा सूं झाग एक खतम होतां ई दूजो चालू जूतो सुंघायो कीं फरक कोनी पड्यो हमेस तो आपे ई ठीक हो जावै',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['epilepsy'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency', 'typo'],
    note: 'A fit lasting over 5 minutes or recurring without recovery after stopping medicine is status epilepticus, unlike his usual self-limiting fits.',
  },
  {
    id: 'mr-h15-grandfather-bidi-breathless-oximeter-84',
    language: 'mr-IN',
    turns: [
      'दादोसा बीड़ी घणी पीवै 2 दिन सूं खांसी ताव आज सांस कोनी आवै बैठा बैठा हांफै बात भी पूरी कोनी कर सकै होठ नीला सा दिखै ऑक्सीजन मशीन में 84 आयो',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['copd', 'pneumonia', 'asthma', 'heart_failure'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'elderly', 'typo'],
    note: 'An elderly smoker with fever, breathlessness at rest, inability to finish sentences, cyanosis and saturation 84 percent needs emergency oxygen.',
  },
  {
    id: 'mr-h15-woman-well-tonight',
    language: 'mr-IN',
    turns: [
      'म्हनै अब जीणो कोनी घरवाळो पीवै अर रोज मारै टाबरां री भी कीं सुध कोनी रही आज रात नै बाड़ा आळा कुआ में कूद जासूं सोच लियो है बस किणी नै तो बताणो हो',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['108', '14416'],
    },
    tags: ['holdout'],
    note: 'A woman facing domestic violence with a decided method and time tonight is in an acute suicidal crisis.',
  },
  {
    id: 'mr-h15-granddaughter-three-weeks-fever-sleepy',
    language: 'mr-IN',
    turns: [
      'म्हारी पोती 3 हफ्ता री है काल सूं ताव 100.4 दूध कोनी पीवै सुस्त पड़ी है घणी नींद में रोवै भी कोनी जोर सूं सरदी लागगी दिखै अजवाइन री पोटली सेक दां कांई',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'infant', 'casual_emergency'],
    note: 'Any fever in a 3-week-old, here with poor feeding, lethargy and a weak cry, is possible neonatal sepsis.',
  },
  {
    id: 'mr-h15-boy-navel-pain-moved-right-two-turns',
    language: 'mr-IN',
    turns: [
      'छोरा रो पेट दुखै सुबह सूं 15 साल रो',
      'पैला नाभि कनै दुखतो हो अब जीमणी कानी नीचै आ ग्यो 2 बार उल्टी हल्को ताव 99.8 चालै तो दरद बढ़ जावै भूख कोनी',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'abdomen',
      conditions: ['appendicitis'],
    },
    tags: ['holdout', 'child', 'vague_opening'],
    note: 'Periumbilical pain migrating to the right lower abdomen with vomiting, low fever and anorexia is classic appendicitis needing same-day surgical review.',
  },
  {
    id: 'mr-h15-girl-fell-cycle-wrist-bent',
    language: 'mr-IN',
    turns: [
      'chhori 11 saal ri cycle su padgi daavo haath ri kalai suj gi hilave to ghano dukhe thodi tedi si dikhe. haldi doodh diyo. patti bandh du ya doctor ne dikhau',
    ],
    expected: {
      level: 'urgent',
      area: 'arms',
      conditions: ['fracture', 'sprain_strain'],
    },
    tags: ['holdout', 'child'],
    note: 'A swollen, painful and visibly deformed wrist after a fall on an outstretched hand is a likely fracture needing an X-ray today.',
  },
  {
    id: 'mr-h15-thirst-urine-weight-loss-buffalo',
    language: 'mr-IN',
    turns: [
      '2 महीना सूं बार बार पेसाब जावणो पड़ै तिस घणी लागै वजन 5 किलो घटग्यो थकान रवै बापू नै भी सुगर ही अरे हां भैंस नै भी डांगर डाक्टर नै दिखाणी है काल उमर 45 सुगर री जांच करावूं कांई',
    ],
    expected: {
      level: 'routine',
      area: 'none',
      conditions: ['type2_diabetes'],
    },
    tags: ['holdout', 'typo'],
    note: 'Two months of polyuria, thirst and weight loss with a family history in a 45-year-old suggest diabetes for testing in the next days.',
  },
  {
    id: 'mr-h15-loose-motions-after-wedding-feast',
    language: 'mr-IN',
    turns: [
      'kal byaav me jeeman kiyo aaj subah su 4 baar patlo dast ulti koni taav koni khoon koni paani aur chhach pee rahyo hun dukaan kholni hai kai goli lu',
    ],
    expected: {
      level: 'self_care',
      area: 'abdomen',
      conditions: ['gastroenteritis', 'food_poisoning'],
    },
    tags: ['holdout', 'negation'],
    note: 'A few watery stools after a feast without vomiting, fever or blood while drinking well is mild gastroenteritis for home care with fluids.',
  },
];

import type { Vignette } from '../../vignette-schema';

/** Held-out set 12, Bhojpuri: written blind, see ../holdout-12.ts. */
export const HOLDOUT12_BH_IN: readonly Vignette[] = [
  {
    id: 'bh-h12-siwan-babuji-gas-sweating-phone',
    language: 'bh-IN',
    turns: [
      'हम दिल्ली में बानी, गाँव (सिवान) से माई के फोन आइल ह। बाबूजी (उमिर 62) के घंटा भर से छाती में दबाव जइसन बा, कहत बाड़न कि गैस बनल बा, अजवाइन फाँक लेले बाड़न। बाकिर पसीना से तर-बतर बाड़न, बायाँ हाथ में दरद उतर रहल बा आ जी मिचलात बा। कवन गैस के दवाई भेजीं?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency', 'elderly'],
    note: 'An hour of chest pressure with sweating, left arm pain and nausea passed off as gas is a likely heart attack.',
  },
  {
    id: 'bh-h12-gorakhpur-dada-right-side-kamjori',
    language: 'bh-IN',
    turns: [
      'Hamar dada ke aaj bihane se dahina taraf kamjori ba. Haath se lota na uthat, godwa ghasit ke chalat baade, muh tedha lagata aa bolat baade ta saaf na bujhaata. Ghar ke log kahata ki budhapa ke kamjori ha, taakat ke dawai dila da. Gorakhpur se baani.',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'], mustMention: ['108'] },
    tags: ['holdout', 'romanized', 'casual_emergency', 'elderly'],
    note: 'Sudden one-sided weakness with facial droop and unclear speech since morning is a stroke, not old-age weakness.',
  },
  {
    id: 'bh-h12-brother-paddy-field-snake-ojha',
    language: 'bh-IN',
    turns: [
      'हमरा भाई के अबहीं आधा घंटा पहिले धान के खेत में मेड़ पर साँप काट लेलस। करिया रंग के रहे। गोड़ पर दू गो दाँत के निसान बा, ओकर आँख भारी होत बा आ बोली लड़खड़ा रहल बा। गाँव वाला कहत बाड़े कि ओझा से झड़वा ल। रस्सी से कस के बाँध दिहल बा। का करीं?',
    ],
    expected: {
      level: 'emergency',
      area: 'legs',
      conditions: ['snake_bite'],
      mustMention: ['108'],
    },
    tags: ['holdout'],
    note: 'Snake bite with drooping eyes and slurred speech signals neurotoxic envenomation needing antivenom, not an ojha.',
  },
  {
    id: 'bh-h12-wife-eighth-month-clots-ara',
    language: 'bh-IN',
    turns: [
      'डाक्टर साहेब, हमार मेहरारू के तबीयत ठीक नइखे, का करीं?',
      'ऊ आठवाँ महीना में बाड़ी। आज दुपहरिया से खून बहुत जा रहल बा, थक्का-थक्का निकलत बा, साड़ी भीज गइल। पेट कड़ा हो गइल बा आ मुँह पियर पड़ गइल बा। अस्पताल दूर बा, आरा के लगे गाँव में बानी।',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'vague_opening', 'pregnancy'],
    note: 'Heavy bleeding with clots, a hard abdomen and pallor at eight months suggests abruption and needs emergency transfer.',
  },
  {
    id: 'bh-h12-ballia-neighbour-boy-fever-fit-ongoing',
    language: 'bh-IN',
    turns: [
      'पड़ोस के लइका (6 बरिस) के बुखार रहे, अबहीं ओकरा के झटका आवे लागल, दाँत लाग गइल बा, हाथ-गोड़ अइंठ रहल बा। दस मिनट से ऊपर हो गइल, रुकत नइखे। ओकर माई जूता सुँघावत बाड़ी। हमनी बलिया में बानी।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['febrile_seizure', 'epilepsy', 'meningitis'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'child'],
    note: 'A convulsion lasting over ten minutes in a feverish child is prolonged seizure needing emergency treatment.',
  },
  {
    id: 'bh-h12-chhapra-mother-bidi-breathless-blue',
    language: 'bh-IN',
    turns: [
      'हमार माई के कल्ह रात से साँस बहुत फूलत बा। पहिले से खाँसी रहेला, बरिसन ले बीड़ी पियले बाड़ी। बाकिर आज त एगो बात पूरा ना बोल पावत बाड़ी, ओठ नीला पड़ गइल बा, बइठल-बइठल हाँफत बाड़ी आ ऊँघाइल जइसन लागत बाड़ी। घर में पंप-मशीन कुछु नइखे। छपरा के लगे गाँव में बानी।',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['copd', 'pneumonia', 'asthma'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'elderly'],
    note: 'Severe breathlessness with blue lips, inability to finish a sentence and drowsiness is respiratory failure.',
  },
  {
    id: 'bh-h12-varanasi-aspirant-roof-sleep-medicine',
    language: 'bh-IN',
    turns: [
      'भइया, बस इ पूछे के रहे कि नींद ना आवे त कवनो दवाई बा का? तीन बेर से कंपटीशन में फेल हो गइनी, घरे सभे ताना मारेला। अब लागेला कि हम बोझ बानी, केहू के कवनो फरक ना पड़ी अगर हम ना रहीं। कल्ह छत पर जाके सोचत रहीं कि कूद जाईं। बाकिर छोड़ीं, नींद के दवाई बताईं।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Feeling a burden and having considered jumping from the roof, mentioned in passing, is a suicidal crisis.',
  },
  {
    id: 'bh-h12-two-month-grandson-hot-grunting-nazar',
    language: 'bh-IN',
    turns: [
      'हमार पोता दू महीना के बा। कल्ह से देह आगि नियर गरम बा, दूध पीयल छोड़ देले बा, बहुत सुतत बा, जगवला पर भी ठीक से ना जागत। साँस तेज-तेज चलत बा आ हर साँस पर कुँहरत बा। दादी कहत बाड़ी नजर लाग गइल बा।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis', 'pneumonia'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'infant', 'casual_emergency'],
    note: 'A two-month-old with high fever, poor feeding, lethargy and grunting fast breathing has multiple danger signs.',
  },
  {
    id: 'bh-h12-patna-burning-urine-fever-back-pain',
    language: 'bh-IN',
    turns: [
      'Hamra ke teen din se peshab me jalan hot ba, baar-baar jaaye ke padata. Kaal se bukhar 102 ba, kapkapi ke saath, aa peeth me daayan taraf kamar ke upar dard ba. Ulti nahi hot, paani pi paawat baani. Patna me baani, kaal clinic jaaeen ki aaje?',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_infection', 'urinary_tract_infection', 'kidney_stones'],
    },
    tags: ['holdout', 'romanized', 'negation'],
    note: 'Urinary burning with fever, rigors and flank pain suggests pyelonephritis needing antibiotics today, but she is keeping fluids down.',
  },
  {
    id: 'bh-h12-daughter-hot-dal-forearm-blisters',
    language: 'bh-IN',
    turns: [
      'हमार बेटी (4 बरिस) के हाथ पर चूल्हा से उतरत खउलत दाल गिर गइल। कलाई से कोहनी ले करीब हथेली भर जगह लाल बा, दू-तीन गो फोका पड़ गइल बा, बहुत रोवत बिया। ठंढा पानी डाल देले बानी। दादी टूथपेस्ट लगावे के कहत बाड़ी। का डॉक्टर के दिखावे के पड़ी?',
    ],
    expected: { level: 'urgent', area: 'arms', conditions: ['burns'] },
    tags: ['holdout', 'child'],
    note: 'A palm-sized blistering scald in a young child needs same-day dressing and assessment but not an ambulance.',
  },
  {
    id: 'bh-h12-months-sour-belching-after-meals',
    language: 'bh-IN',
    turns: [
      'Do-teen mahina se khana khaile ke baad chhati ke neeche pet me jalan hot ba aa khatta dakar aawela, raat ke sutla pe muh me khatta paani aa jaala. Chai aa masaledaar khana jyada khaayila. Wajan na ghatal, ulti me khoon na, kariya paikhana na. Gas ke goli se thoda aaram mil jaala. Ka kari?',
    ],
    expected: {
      level: 'routine',
      area: 'abdomen',
      conditions: ['acid_reflux', 'peptic_ulcer_gastritis'],
    },
    tags: ['holdout', 'romanized', 'negation'],
    note: 'Months of meal-related heartburn and sour regurgitation without alarm features warrants a non-urgent visit.',
  },
  {
    id: 'bh-h12-tongue-ulcer-bitten-three-days',
    language: 'bh-IN',
    turns: [
      'मुँह में कुछ दिक्कत बा।',
      'जीभ के किनारे एगो छोट छाला बा, तीन दिन से। खाए में तीखा लागेला, बाकिर बुखार नइखे, आ पहिलहूँ अइसन हो चुकल बा, हफ्ता भर में ठीक हो जाला। गलती से दाँत से कट गइल रहे।',
    ],
    expected: { level: 'self_care', area: 'head', conditions: ['mouth_ulcers'] },
    tags: ['holdout', 'vague_opening', 'negation'],
    note: 'A small three-day tongue ulcer after a bite with no fever heals on its own with home care.',
  },
];

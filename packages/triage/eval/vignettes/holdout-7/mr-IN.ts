import type { Vignette } from '../../vignette-schema';

/** Held-out set 7, Marwari (Rajasthani, Devanagari): written blind; never tune the engine on these. */
export const HOLDOUT7_MR_IN: readonly Vignette[] = [
  {
    id: 'mr-h7-diabetic-father-restless-sweating-no-chest-pain',
    language: 'mr-IN',
    turns: [
      'म्हारा बापूजी नै शुगर री बीमारी है, सत्तर बरस रा है। घंटे भर सूं घणा बेचैन है, सांस फूल री है, ठंडो पसीनो छूट रह्यो है अर जी घबरावै। छाती में दरद कोनी, कैवे। गैस री गोळी दी, पण कीं फरक कोनी पड़्यो। कांई करां?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina', 'heart_failure'],
    },
    tags: ['holdout', 'elderly', 'negation', 'casual_emergency'],
  },
  {
    id: 'mr-h7-grandmother-face-crooked-right-arm-wont-lift',
    language: 'mr-IN',
    turns: [
      'Mhari dadi ro moondo ek kani tedho hogyo, bolti bagat jeebh atke hai, kain bole samajh koni aave. Jimno haath upar koni uthe. Aadho ghanto hoyo. Ghar aala keve thodo aaram karan do, thik ho jaasi.',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'] },
    tags: ['holdout', 'romanized', 'elderly', 'casual_emergency'],
  },
  {
    id: 'mr-h7-bajra-field-snake-bite-bhopa-jhaado',
    language: 'mr-IN',
    turns: [
      'सांझ नै खेत में बाजरी काटतां म्हारै भाई रै पग में सांप डस लियो। दो दांत रा निसाण है, पग सूज रह्यो है अर घणो दरद है। गांव आळा कैवे भोपाजी कनै झाड़ो लगवा दो। डागदर कनै जावणो जरूरी है कांई?',
    ],
    expected: { level: 'emergency', area: 'none', conditions: ['snake_bite'] },
    tags: ['holdout', 'casual_emergency'],
  },
  {
    id: 'mr-h7-home-delivery-heavy-bleeding-pale-dizzy',
    language: 'mr-IN',
    turns: [
      'म्हारी बीनणी रो परसों घर में ही जापो हुयो। आज सुबह सूं घणो खून जा रह्यो है, कपड़ा पूरा भीज ग्या, मोटा-मोटा थक्का आवै। मूंडो पीळो पड़ ग्यो, उठतां ही चक्कर आवै। दाई कैवे जापै पछै इत्तो तो होवै।',
    ],
    expected: { level: 'emergency', area: 'abdomen', conditions: ['postpartum_haemorrhage'] },
    tags: ['holdout', 'pregnancy', 'casual_emergency'],
  },
  {
    id: 'mr-h7-boy-fitting-ten-minutes-no-fever',
    language: 'mr-IN',
    turns: [
      'म्हारो छोरो आठ बरस रो है। दस मिनट सूं हाथ-पग झटका खा रह्या है, आंख्यां ऊपर चढ़ गी, मूंडा सूं झाग आवै। ताव कोनी हो, दिन में तो खेल रह्यो हो। अजे भी झटका बंद कोनी हुया।',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['epilepsy'] },
    tags: ['holdout', 'child', 'negation'],
  },
  {
    id: 'mr-h7-bidi-smoking-mother-blue-lips-cannot-talk',
    language: 'mr-IN',
    turns: [
      'Mhari maa 65 baras ri hai, barsan su beedi pive. Do din su khaansi ar taav, aaj saans bilkul koni aa ri, baat koni kar sake, hoth neela pad gya. Raat ne davakhano band hai, subah le chaalaan kain?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['copd', 'pneumonia', 'heart_failure'],
    },
    tags: ['holdout', 'romanized', 'elderly', 'casual_emergency'],
  },
  {
    id: 'mr-h7-gave-bike-to-brother-savings-to-mother-after-tonight',
    language: 'mr-IN',
    turns: [
      'म्हारो मोबाइल अर बाइक छोटा भाई नै दे दी, म्हारी सगळी बचत मां रै खाता में डाल दी। सगळा सूं माफी मांग ली। म्हारै कारण घर में कळेस ही होवै, म्हूं नीं रैवूं तो सब सुखी रैसी। आज रात पछै किणी नै तकलीफ कोनी देवूं।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout'],
  },
  {
    id: 'mr-h7-one-month-girl-grunting-not-feeding-cold',
    language: 'mr-IN',
    turns: [
      'म्हारी छोरी एक महीना री है। काल सूं दूध कोनी पीवै, घणी सुस्त पड़ी है, सांस जल्दी-जल्दी लेवै अर हर सांस साथै “ऊं-ऊं” री आवाज आवै। पसळियां अंदर धंसै। डील ठंडो लागै।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis', 'pneumonia', 'bronchiolitis'],
    },
    tags: ['holdout', 'infant'],
  },
  {
    id: 'mr-h7-scorpion-sting-burning-pain-no-sweating',
    language: 'mr-IN',
    turns: [
      'रात नै जूती पहरतां बिच्छू काट लियो। जठै काट्यो बठै घणी जळन अर झणझणाहट है, दरद ऊपर तांईं चढ़ै। उल्टी कोनी, पसीनो कोनी, सांस ठीक है। म्हूं चाळीस बरस रो हूं।',
    ],
    expected: { level: 'urgent', area: 'none', conditions: ['scorpion_sting'] },
    tags: ['holdout', 'negation'],
  },
  {
    id: 'mr-h7-wife-third-month-vomiting-everything',
    language: 'mr-IN',
    turns: [
      'Mhari gharwali ne teejo mahino chaal rio hai. Teen din su jo bhi khaave-pive, sab ulti ho jaave, paani bhi koni tike. Pesab peelo ar thodo aave, ghani kamjori, uthe to chakkar aave.',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['hyperemesis', 'dehydration'],
    },
    tags: ['holdout', 'romanized', 'pregnancy'],
  },
  {
    id: 'mr-h7-grandmother-slowly-blurred-vision-glare',
    language: 'mr-IN',
    turns: [
      'म्हारी दादी बहत्तर बरस री है। साल भर सूं आंख्यां में धुंधळो दीखै, धीरे-धीरे बधतो जा रह्यो है। रात नै गाड्यां री लाइट में चौंध लागै। दरद कोनी, लाली कोनी। अब सूई में धागो कोनी पिरो सकै।',
    ],
    expected: { level: 'routine', area: 'head', conditions: ['cataract'] },
    tags: ['holdout', 'elderly', 'negation'],
  },
  {
    id: 'mr-h7-round-itchy-patch-on-thigh',
    language: 'mr-IN',
    turns: [
      'डाक्टर साब, कुछ दिनां सूं थोड़ी तकलीफ हो री है।',
      'जांघ कनै गोळ-गोळ लाल चकत्तो है, किनारा उभर्योड़ा, घणी खाज आवै। गरमी में पसीनो घणो आवै। दस दिन हुया। ताव-वाव कोनी। कोई क्रीम बताओ।',
    ],
    expected: {
      level: 'self_care',
      area: 'none',
      conditions: ['fungal_skin_infection', 'eczema'],
    },
    tags: ['holdout', 'negation', 'vague_opening'],
  },
];

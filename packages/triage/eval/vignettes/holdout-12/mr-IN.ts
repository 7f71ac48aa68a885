import type { Vignette } from '../../vignette-schema';

/** Held-out set 12, Marwari: written blind, see ../holdout-12.ts. */
export const HOLDOUT12_MR_IN: readonly Vignette[] = [
  {
    id: 'mr-h12-diabetic-mother-sweating-weakness-phone-call',
    language: 'mr-IN',
    turns: [
      'म्हैं बेंगलुरु में हूँ, अबार गाँव सूं भाभी रो फोन आयो। म्हारी माँ 67 बरस री है, सुगर री बीमारी है। दिनुगे सूं घणी कमजोरी बतावे, जी घबरावे, ठंडो पसीनो आवे, दो बार उल्टी होई अर थोड़ो चालतां ही साँस चढ़े। छाती में दरद कोनी बतावे, कैवे बाय चढ़गी है। भाभी पूछे के ग्लूकोज रो पाणी पिला दां अर सुवा दां?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina', 'hypoglycaemia'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency', 'elderly', 'negation'],
    note: 'An elderly diabetic woman with sudden weakness, cold sweat, vomiting and breathlessness can be having a silent heart attack even without chest pain.',
  },
  {
    id: 'mr-h12-father-speech-slurred-arm-weak-barmer',
    language: 'mr-IN',
    turns: [
      'बापूजी आज कीं अजीब सा बोले है, समझ कोनी आवे।',
      'घंटो भर पैली सूं बोली लड़खड़ावे, मूंडो एक कानी टेढ़ो होग्यो, जीवणो हाथ अर पग उठे कोनी। उमर 71 बरस, बीपी री गोळी लेवे। बाड़मेर कानी गाँव है, बड़ो अस्पताल 40 किलोमीटर।',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'], mustMention: ['108'] },
    tags: ['holdout', 'vague_opening', 'elderly'],
    note: 'Sudden slurred speech, facial droop and right-sided weakness within the hour is a stroke needing immediate transfer.',
  },
  {
    id: 'mr-h12-brother-snake-bajra-field-tejaji-romanized',
    language: 'mr-IN',
    turns: [
      'Khet me bajri kaatta taim mhara bhaya re pag me saanp khaaygyo. Kaalo saanp ho, bhaag gyo. Pag re upar do daant ra nishaan, sojo chadto jaave. Gaon aala kave Tejaji ra thaan pe le chalo, taanti bandhwa do. Ke karaan?',
    ],
    expected: {
      level: 'emergency',
      area: 'legs',
      conditions: ['snake_bite'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'romanized', 'casual_emergency'],
    note: 'A snake bite with fang marks and rising swelling needs antivenom at hospital, not a shrine thread.',
  },
  {
    id: 'mr-h12-wife-fifth-month-heavy-bleeding-mother-says-rest',
    language: 'mr-IN',
    turns: [
      'म्हारी लुगाई रे पांचवों महीनो चाले। आज दोपहर सूं घणो खून जावे, दो-तीन गाभा भीजग्या, पेट में मरोड़ उठे अर मूंडो पीळो पड़ग्यो। म्हारी माँ कैवे खाट पे सुवाण दो, आपे ई रुक जासी। डॉक्टरनी तो कस्बा में बैठे। के करां?',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'pregnancy', 'casual_emergency'],
    note: 'Heavy bleeding soaking clothes with cramps and pallor in pregnancy is an obstetric emergency, not something to rest off.',
  },
  {
    id: 'mr-h12-child-fever-fit-not-waking-shoe-smelled',
    language: 'mr-IN',
    turns: [
      'म्हारो टाबर साढ़ा तीन बरस रो है, काले सूं ताव हो। अबार हाथ-पग अकड़ग्या, झटका आया, आँख्यां ऊपर चढ़गी। पंदरा मिनट होग्या, झटका तो थमग्या पण हाल तांई होश कोनी आयो, बुलावां तो कोनी बोले। जूती सुंघाई, कीं फरक कोनी पड़्यो।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['febrile_seizure', 'meningitis', 'epilepsy'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'child'],
    note: 'A child still unresponsive 15 minutes after a febrile fit needs emergency care to rule out ongoing seizure or meningitis.',
  },
  {
    id: 'mr-h12-teen-daughter-wheeze-after-dust-storm-blue-lips',
    language: 'mr-IN',
    turns: [
      'आंधी आई जद सूं म्हारी छोरी (16 बरस) ने साँस कोनी आवे। छाती में सीटी बाजे, पूरी बात कोनी बोल सके, आगे झुक नै बैठी है। पंप तीन बार लियो, कीं फरक कोनी पड़्यो। होठ नीला सा लागे।',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['asthma'], mustMention: ['108'] },
    tags: ['holdout', 'child'],
    note: 'Severe asthma not responding to reliever with inability to speak and cyanosis is life-threatening.',
  },
  {
    id: 'mr-h12-farmer-debt-hailstorm-well-thoughts-sleep-pill',
    language: 'mr-IN',
    turns: [
      'म्हारे माथे घणो करजो होग्यो, इण बार ओळा पड़्या अर सगळी फसल बिगड़गी। रात ने नींद कोनी आवे, रोटी भी कोनी भावे। कदे-कदे लागे के कुवे में कूद जाऊँ तो सगळो झंझट मिट जावे, घरवाळां ने कीं कोनी बतायो। बस नींद री कोई गोळी बता दो।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Thoughts of jumping into a well amid debt and crop loss, mentioned while asking for sleeping pills, is a suicidal crisis.',
  },
  {
    id: 'mr-h12-six-week-girl-not-suckling-grunting-nazar',
    language: 'mr-IN',
    turns: [
      'म्हारी छोरी रो जी ठीक कोनी लागे।',
      'डेढ़ महीना री है। दो दिन सूं दूध कोनी चूंगे, घणी सूती रेवे, डील तपे, साँस जल्दी-जल्दी लेवे अर हर साँस माथे कुंकारो करे, पसळियाँ अंदर धँसे। दादीसा कैवे नजर लागगी, राई-लूण उतारां?',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'pneumonia', 'sepsis'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'vague_opening', 'infant'],
    note: 'A six-week-old with poor feeding, lethargy, fever, fast grunting breathing and chest indrawing has multiple danger signs.',
  },
  {
    id: 'mr-h12-wife-burning-urine-fever-flank-pain-romanized',
    language: 'mr-IN',
    turns: [
      'Mhari lugai ne teen din su peshab me ghani jalan, baar baar jaavno pade. Aaj taav chadgyo 102, kamar re jeevne paase dard hai, ek baar ulti bhi hui. Paani ghano pive hai. Ghar me koi goli padi hai ke?',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_infection', 'urinary_tract_infection'],
    },
    tags: ['holdout', 'romanized'],
    note: 'Urinary burning progressing to fever and flank pain suggests pyelonephritis and needs antibiotics and review today.',
  },
  {
    id: 'mr-h12-mother-palm-burn-boiling-milk-toothpaste',
    language: 'mr-IN',
    turns: [
      'चूल्हे पे दूध उफण्यो तो म्हारी माँ रो हाथ दाझग्यो। हथेळी जितो लाल होग्यो, फफोला पड़ग्या, घणी बळत है। अड़ोसण टूथपेस्ट लगा दियो। पैली ठंडा पाणी में राख्यो हो।',
    ],
    expected: { level: 'urgent', area: 'arms', conditions: ['burns'] },
    tags: ['holdout'],
    note: 'A blistering scald about the size of a palm needs same-day dressing and assessment, not an ambulance.',
  },
  {
    id: 'mr-h12-two-months-heartburn-sour-burps-night',
    language: 'mr-IN',
    turns: [
      'दो महीना सूं खाणो खायां पछै छाती में बळत होवे, खाटी डकारां आवे, रात ने सूतां बेसी होवे। चाय अर मिर्ची घणी खाऊँ। वजन कोनी घट्यो, उल्टी में खून कोनी, काळो दस्त कोनी, चालतां साँस कोनी फूले।',
    ],
    expected: {
      level: 'routine',
      area: 'chest',
      conditions: ['acid_reflux', 'peptic_ulcer_gastritis'],
    },
    tags: ['holdout', 'negation'],
    note: 'Weeks of meal-related heartburn with no alarm features is reflux for a routine visit.',
  },
  {
    id: 'mr-h12-cricket-ankle-twist-improving-romanized',
    language: 'mr-IN',
    turns: [
      'Kaal saanjh ne cricket khelta taim daavo takhno mud gyo. Thodo sojo ho, aaj kam hai, chaal sakun hun, dard bhi ghatyo hai. Haddi tooti jaisi koni laage. Ke karun?',
    ],
    expected: { level: 'self_care', area: 'legs', conditions: ['sprain_strain'] },
    tags: ['holdout', 'romanized', 'negation'],
    note: 'A mild ankle sprain that is improving with full weight-bearing can be managed with rest, ice and compression at home.',
  },
];

import type { Vignette } from '../../vignette-schema';

/** Held-out set 11, Marwari: written blind, see ../holdout-11.ts. */
export const HOLDOUT11_MR_IN: readonly Vignette[] = [
  {
    id: 'mr-h11-sasuji-jaw-back-pain-sweating',
    language: 'mr-IN',
    turns: [
      'म्हारी सासूजी नै सुबै सूं जबड़ा में अर पीठ में दरद हो रियो है, ठंडो ठंडो पसीनो घणो आ रियो है। बे केवै गैस है, अजवाइन अर सोडो दे दियो पण फरक कोनी। जीव घबरावै, उल्टी सी आवै। सुगर री मरीज है, 62 बरस री। कांई चूरण देवां सा?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency', 'elderly'],
    note: 'Diabetic older woman with jaw and back pain, cold sweat and nausea is an atypical heart attack until proven otherwise.',
  },
  {
    id: 'mr-h11-bapuji-cup-fell-talking-ulta',
    language: 'mr-IN',
    turns: [
      'बापूजी चाय पी रिया हा, अचाणचक कप हाथ सूं छूट ग्यो। अबै बोलै तो कांई उल्टो-सीधो बोलै, समझ में कोनी आवै, अर मूंडो एक कानी टेढो सो लागै। आधो घंटो पैली तो बिल्कुल ठीक हा। बीपी री गोळी लेवै, आज लीवी कै कोनी, ठा कोनी।',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'], mustMention: ['108'] },
    tags: ['holdout', 'elderly'],
    note: 'Sudden garbled speech, dropped cup and facial droop within the last hour is a stroke needing immediate hospital care.',
  },
  {
    id: 'mr-h11-khet-raat-kuch-kaat-gyo',
    language: 'mr-IN',
    turns: [
      'raat ne khet me paani de ryo ho, pag me kuch kaat gyo, andhero ho to dikhyo koni. do chhota nisaan hai ghuta niche, ab pag suj ryo hai aur jalan ghani. gaon ra bhopaji kane jhaado lagwa lyaan ke?',
    ],
    expected: {
      level: 'emergency',
      area: 'legs',
      conditions: ['snake_bite', 'scorpion_sting'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'romanized', 'vague_opening', 'casual_emergency'],
    note: 'An unseen night bite in a field with two fang marks and spreading swelling must be treated as a snake bite and taken to hospital now.',
  },
  {
    id: 'mr-h11-binani-saatvo-mahino-khoon',
    language: 'mr-IN',
    turns: [
      'म्हारी बीनणी रै सातवों महीनो चाल रियो है, दोपैर सूं पेट में दरद है, कमर भी दुखै।',
      'हाँ, अबार बाथरूम गी तो खून घणो जा रियो है, कपड़ा पूरा भीज ग्या। चक्कर आवै, मूंडो पीळो पड़ ग्यो। डाक्टरणी परसूं री टेम दीनी ही।',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'pregnancy', 'vague_opening'],
    note: 'Heavy vaginal bleeding with dizziness at seven months of pregnancy is an obstetric emergency.',
  },
  {
    id: 'mr-h11-tabar-taav-jhatka',
    language: 'mr-IN',
    turns: [
      'टाबर दो बरस रो है, काल सूं ताव हो। अबार आंख्यां ऊपर चढ़ गी अर हाथ-पग झटका मारण लाग्या, मूंडा सूं झाग आयो। दो-तीन मिनट में रुक्यो, अबै सुस्त पड़्यो है, बोलावां तो पूरो जागै कोनी। प्याज सुंघा दियो।',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['febrile_seizure', 'meningitis', 'epilepsy'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'child'],
    note: 'A toddler who just had a fit with fever and is still not fully awake needs urgent hospital assessment now.',
  },
  {
    id: 'mr-h11-chhoro-damo-pump-koni-lage',
    language: 'mr-IN',
    turns: [
      'म्हारो छोरो पंदरा बरस रो है, उणनै दमो है। आज सांझ सूं सांस घणी फूल री है, पंप तीन बार लियो पण कोई फरक कोनी। पूरी बात भी कोनी बोल पावै, बैठ्यो-बैठ्यो आगे झुक्योड़ो है, होठ नीला सा लागै।',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['asthma', 'anaphylaxis', 'pneumonia'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'child'],
    note: 'Severe asthma attack not relieved by inhaler, unable to speak in sentences and bluish lips is life-threatening.',
  },
  {
    id: 'mr-h11-bhai-cheeja-baant-di-dawai',
    language: 'mr-IN',
    turns: [
      'म्हारो भाई नौकरी छूटी जद सूं चुपचाप रेवै। काल आपरी बाइक अर फोन दोस्त नै दे दियो, सगळां सूं माफी मांगतो फिरै। आज मनै केयो "अबै थांनै म्हारी तकलीफ कोनी देऊं, मां रो ध्यान राखजै"। उणरै कमरा में खेत आळी कीड़ा मारण री दवाई री बोतल मिली। बो केवै कीं कोनी, सो जाओ।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'casual_emergency', 'vague_opening'],
    note: 'Giving away belongings, farewells and pesticide kept in his room show suicidal intent with a plan and means.',
  },
  {
    id: 'mr-h11-dedh-mahina-chhori-doodh-koni',
    language: 'mr-IN',
    turns: [
      'म्हारी छोरी डेढ़ महीना री है। काल सूं दूध कोनी पीवै, घणी नींद में रेवै, जगावां तो भी पूरी कोनी जागै। हाथ-पग ठंडा है, रोवै भी धीमो धीमो। ताव कोनी लाग्यो तो डाक्टर कनै जावणो जरूरी है कांई?',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'infant', 'negation', 'casual_emergency'],
    note: 'A six-week-old who is not feeding, hard to wake and cold has possible sepsis even without fever.',
  },
  {
    id: 'mr-h11-kamar-side-bhayankar-dard',
    language: 'mr-IN',
    turns: [
      'kal raat su kamar ke ek side me bhayankar dard uthe, aage pet aur niche tak jaave. baith bhi koni sakun, peshab me jalan aur thodo laal sa lage. taav koni. garmi me paani kam piyo ho. dard ki goli kuni si lyu?',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_stones', 'urinary_tract_infection'],
    },
    tags: ['holdout', 'romanized', 'negation'],
    note: 'Colicky loin-to-groin pain with blood-tinged urine suggests a kidney stone that needs same-day assessment and pain relief.',
  },
  {
    id: 'mr-h11-gali-ro-kutto-pindi',
    language: 'mr-IN',
    turns: [
      'गळी रो कुत्तो म्हारा छोरा (आठ बरस) नै पिंडी पे काट खायो, दांत गडग्या, थोड़ो खून निकळ्यो। म्हे साबुण सूं धोयर हळदी लगा दी। सुई लगाणी पड़ैगी कांई? कालै स्कूल री छुट्टी है जद ले चालां?',
    ],
    expected: { level: 'urgent', area: 'legs', conditions: ['dog_bite_rabies'] },
    tags: ['holdout', 'child'],
    note: 'A street dog bite breaking the skin needs rabies vaccine and wound care today, not after a delay.',
  },
  {
    id: 'mr-h11-ghutna-jakdan-tel',
    language: 'mr-IN',
    turns: [
      'म्हारै दोनूं घुटणां में छह-सात महीनां सूं दरद रेवै। सीढ़ी चढ़ूं तो घणो, अर नीचै बैठर उठणो मुस्किल। सुबै थोड़ी जकड़न रेवै, फेर चालूं तो खुल जावै। सोजो कोनी। कुण सो तेल लगाऊं, सरसूं रो कै महानारायण?',
    ],
    expected: {
      level: 'routine',
      area: 'legs',
      conditions: ['osteoarthritis', 'rheumatoid_arthritis'],
    },
    tags: ['holdout', 'elderly', 'negation', 'typo'],
    note: 'Months of mechanical knee pain without swelling or red flags fits osteoarthritis for a planned doctor visit.',
  },
  {
    id: 'mr-h11-naak-behe-chheenka',
    language: 'mr-IN',
    turns: [
      'do din su naak beh ryo hai, chheenka aave, galo thodo kharab. taav koni, khaano peeno sab theek. office jaau ke chhutti lyu? adrak wali chai chaal jaasi?',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['common_cold', 'allergic_rhinitis'],
    },
    tags: ['holdout', 'romanized', 'negation'],
    note: 'Runny nose, sneezing and mild sore throat without fever in an adult is a common cold manageable at home.',
  },
];

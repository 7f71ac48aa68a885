import type { Vignette } from '../../vignette-schema';

/** Held-out set 7, Tamil: written blind; never tune the engine on these. */
export const HOLDOUT7_TA_IN: readonly Vignette[] = [
  {
    id: 'ta-h7-diabetic-father-breathless-sweating-no-chest-pain',
    language: 'ta-IN',
    turns: [
      'அப்பாவுக்கு 68 வயசு, சுகர் இருக்கு. அரை மணி நேரமா ரொம்ப மூச்சு வாங்குது, உடம்பெல்லாம் குளிர்ந்த வியர்வை, வாந்தி வர மாதிரி இருக்குன்னு சொல்றாரு. நெஞ்சு வலி எதுவும் இல்லையாம். காஸ் பிரச்சனையா இருக்குமா?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina', 'heart_failure'],
    },
    tags: ['holdout', 'elderly', 'negation', 'casual_emergency'],
  },
  {
    id: 'ta-h7-grandmother-mouth-twisted-food-spilling',
    language: 'ta-IN',
    turns: [
      'பாட்டி சாப்பிட்டுட்டு இருக்கும்போது திடீர்னு வாய் ஒரு பக்கமா கோணிடுச்சு, சாப்பாடு வாயிலிருந்து வழியுது. வலது கையில டம்ளர் பிடிக்க முடியல, பேசுறது குழறுது. பத்து நிமிஷம் ஆகுது.',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'] },
    tags: ['holdout', 'elderly'],
  },
  {
    id: 'ta-h7-floor-sleeping-painless-bite-drooping-eyelids',
    language: 'ta-IN',
    turns: [
      'Nethu raathiri veetla tharaila paai pottu thoongitu irundhen. Kaalaila ezhundhapo kaal viral la chinna rendu pulli maadhiri irukku, vali edhuvum illa. Aana ippo kann imai thongi varudhu, thanni muzhunga kashtama irukku, vayiru valikudhu. Edho poochi kadichirukkumo? Konjam thoongina sari aayidumaa?',
    ],
    expected: { level: 'emergency', area: 'none', conditions: ['snake_bite'] },
    tags: ['holdout', 'romanized', 'casual_emergency', 'negation'],
  },
  {
    id: 'ta-h7-four-days-after-delivery-soaking-pads-clots',
    language: 'ta-IN',
    turns: [
      'என் மனைவிக்கு நாலு நாள் முன்னாடி பக்கத்து ஆஸ்பத்திரியில சுகப்பிரசவம் ஆச்சு. இன்னைக்கு காலையிலிருந்து ரத்தப்போக்கு ரொம்ப அதிகமா இருக்கு, ஒரு மணி நேரத்துக்கு ஒரு நாப்கின் முழுசா நனைஞ்சுடுது, பெரிய கட்டி கட்டியா போகுது. தலை சுத்துது, முகம் வெளுத்து போச்சு.',
    ],
    expected: { level: 'emergency', area: 'abdomen', conditions: ['postpartum_haemorrhage'] },
    tags: ['holdout', 'pregnancy'],
  },
  {
    id: 'ta-h7-toddler-fever-fit-now-drowsy',
    language: 'ta-IN',
    turns: [
      'என் பையனுக்கு ரெண்டு வயசு. நேத்திலிருந்து காய்ச்சல். இப்போ திடீர்னு கண்ணு மேல சொருகி, கை கால் எல்லாம் வெட்டி வெட்டி இழுத்துச்சு, மூணு நிமிஷம் இருக்கும். இப்போ நின்னுடுச்சு ஆனா ரொம்ப தூக்க கலக்கமா இருக்கான், கூப்பிட்டா சரியா பதில் இல்ல.',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['febrile_seizure', 'epilepsy', 'meningitis'],
    },
    tags: ['holdout', 'child'],
  },
  {
    id: 'ta-h7-one-year-old-fast-breathing-chest-pulling-in',
    language: 'ta-IN',
    turns: [
      'En ponnukku 1 vayasu. 3 naala kaichal, irumal. Ippo romba vegama moochu vidura, nenju ulla ulla izhukkudhu, paal kudikka maatengura. Moochu vidumbodhu “mmm mmm” nu sound varudhu. Night varaikum wait pannalaamaa?',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['pneumonia', 'bronchiolitis'] },
    tags: ['holdout', 'romanized', 'child'],
  },
  {
    id: 'ta-h7-farmer-debt-pesticide-in-field-look-after-family',
    language: 'ta-IN',
    turns: [
      'ரெண்டு வருஷமா மழை இல்ல, கடன்காரங்க தினமும் வீட்டுக்கு வராங்க. தோட்டத்துல பூச்சி மருந்து டப்பா எடுத்து வச்சிருக்கேன். என் பொண்டாட்டி பிள்ளைகளை யாராவது பார்த்துக்கோங்க, இனி நான் இருந்து என்ன பிரயோஜனம்.',
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
    id: 'ta-h7-three-week-baby-not-feeding-cold-no-fever',
    language: 'ta-IN',
    turns: [
      'பாப்பா பிறந்து மூணு வாரம் ஆகுது. நேத்து ராத்திரியிலிருந்து பால் குடிக்கவே இல்ல, ரொம்ப சோர்ந்து தூங்கிட்டே இருக்கா, அழுகை கூட மெதுவா இருக்கு. காய்ச்சல் இல்ல, உடம்பு தொட்டா ஜில்லுனு இருக்கு. மூச்சு கொஞ்சம் வேகமா இருக்கு.',
    ],
    expected: { level: 'emergency', area: 'none', conditions: ['very_sick_infant', 'sepsis'] },
    tags: ['holdout', 'infant', 'negation'],
  },
  {
    id: 'ta-h7-three-day-fever-bone-pain-behind-eyes',
    language: 'ta-IN',
    turns: [
      'மூணு நாளா கடுமையான காய்ச்சல், உடம்பு முழுக்க எலும்பு உடையுற மாதிரி வலி, கண்ணுக்கு பின்னாடி வலிக்குது, சாப்பிடவே பிடிக்கல. வாந்தி இல்ல, ரத்தம் எங்கேயும் வரல. எங்க தெருவுல நிறைய பேருக்கு டெங்கு வந்திருக்கு.',
    ],
    expected: {
      level: 'urgent',
      area: 'none',
      conditions: ['dengue', 'chikungunya', 'malaria'],
    },
    tags: ['holdout', 'negation'],
  },
  {
    id: 'ta-h7-burning-urine-then-chills-and-back-pain',
    language: 'ta-IN',
    turns: [
      'Rendu naala urine pogumbodhu erichal, adikkadi poganum nu thonudhu. Nethu night la irundhu kulir kaichal, mudhugu la valadhu pakkam keezha valikudhu, oru dhadava vaandhi eduthen. Naan 30 vayasu ponnu, pregnant illa.',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_infection', 'urinary_tract_infection'],
    },
    tags: ['holdout', 'romanized', 'negation'],
  },
  {
    id: 'ta-h7-both-knees-ache-on-stairs-six-months',
    language: 'ta-IN',
    turns: [
      'எனக்கு 62 வயசு. ஆறு மாசமா ரெண்டு முழங்காலும் வலிக்குது, படி ஏறும்போதும் தரையில உட்கார்ந்து எழும்போதும் ரொம்ப வலி. காலையில கொஞ்ச நேரம் மடக்க கஷ்டமா இருக்கு, நடந்தா கொஞ்சம் சரியாகும். வீக்கம், சிவப்பு எதுவும் இல்ல.',
    ],
    expected: { level: 'routine', area: 'legs', conditions: ['osteoarthritis'] },
    tags: ['holdout', 'elderly', 'negation'],
  },
  {
    id: 'ta-h7-runny-nose-sneezing-no-fever',
    language: 'ta-IN',
    turns: [
      'ரெண்டு நாளா உடம்பு சரியில்ல.',
      'ரெண்டு நாளா மூக்கு ஒழுகுது, தும்மல், தொண்டை லேசா கரகரப்பா இருக்கு. காய்ச்சல் இல்ல, மூச்சு விட கஷ்டம் எதுவும் இல்ல. ஆபீஸ் போயிட்டு தான் இருக்கேன். வீட்டுல என்ன பண்ணலாம்?',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['common_cold', 'allergic_rhinitis'],
    },
    tags: ['holdout', 'negation', 'vague_opening'],
  },
];

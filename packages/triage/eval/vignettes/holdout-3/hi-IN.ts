import type { Vignette } from '../../vignette-schema';

/** Held-out set 3, Hindi: written blind, see ../holdout-3.ts. */
export const HOLDOUT3_HI_IN: readonly Vignette[] = [
  {
    id: 'hi-h3-floor-sleep-belly-pain-droopy-eyelids',
    language: 'hi-IN',
    turns: [
      'सुबह से तबियत बहुत अजीब सी लग रही है',
      'उम्र 35, कल रात खेत वाले घर में ज़मीन पर चटाई बिछा के सोया था। सुबह उठा तो पेट में तेज़ दर्द, दो बार उल्टी हुई, आँखों की पलकें भारी होकर नीचे गिर रही हैं, निगलने में भी दिक्कत। शरीर पर कोई निशान नहीं दिख रहा, बुखार भी नहीं है।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['snake_bite'],
    },
    tags: ['holdout', 'vague_opening', 'casual_emergency', 'negation'],
    note: 'Belly pain, vomiting and drooping eyelids after sleeping on the floor is a krait bite until proven otherwise, even without a mark.',
  },
  {
    id: 'hi-h3-toddler-fever-fit',
    language: 'hi-IN',
    turns: [
      'mera beta 1.5 saal ka hai, kal raat se tez bukhar tha. abhi achanak aankhein upar chadh gayi, haath pair akad ke jhatke aane lage, muh se jhaag. 2-3 min mein ruka par ab bilkul sust hai, theek se jaag nahi raha',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['febrile_seizure', 'epilepsy', 'meningitis'],
    },
    tags: ['holdout', 'romanized', 'child'],
    note: 'A fit with fever in a toddler who stays drowsy afterwards needs emergency assessment.',
  },
  {
    id: 'hi-h3-daughter-wrist-cuts-note',
    language: 'hi-IN',
    turns: [
      'मेरी बेटी 16 साल की है। रिज़ल्ट के बाद से किसी से बात नहीं करती, ठीक से खाना भी नहीं खाती। आज उसकी कलाई पर ब्लेड के कई कट देखे और कॉपी में लिखा था "मेरे बिना सब खुश रहेंगे"। हम क्या करें?',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'child'],
    note: 'Self-harm with a farewell-style note is a suicidal crisis: immediate help and the Tele-MANAS helpline.',
  },
  {
    id: 'hi-h3-wedding-food-lips-swollen-throat-tight',
    language: 'hi-IN',
    turns: [
      'शादी में खाना खाने के आधे घंटे बाद पूरे शरीर पर पित्ती निकल आई, होंठ और आँखें सूज गईं, गला कसा-कसा लग रहा है, आवाज़ भारी हो गई और साँस में सीटी सी बज रही है। शायद थोड़ी एलर्जी है, कोई टैबलेट बता दो',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['anaphylaxis'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Hives with lip swelling, throat tightness, hoarse voice and wheeze is anaphylaxis, not a tablet problem.',
  },
  {
    id: 'hi-h3-diabetic-father-red-hot-foot',
    language: 'hi-IN',
    turns: [
      'पापा 60 साल के हैं, शुगर के मरीज़। 4 दिन पहले नई चप्पल से एड़ी पर छाला हुआ था। अब पूरा पैर टखने तक लाल, गरम और सूजा हुआ है, लाली ऊपर बढ़ती जा रही है, कल रात से बुखार और कंपकंपी।',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'legs',
      conditions: ['cellulitis', 'sepsis'],
    },
    tags: ['holdout', 'elderly'],
    note: 'Spreading cellulitis with fever and rigors in a diabetic needs a doctor today, possibly admission for IV antibiotics.',
  },
  {
    id: 'hi-h3-girl-fever-red-eyes-rash-from-face',
    language: 'hi-IN',
    turns: [
      'meri beti 4 saal ki, 4 din se bukhar utar nahi raha, aankhein laal aur paani aa raha, sukhi khansi bhi. aaj kaan ke peeche aur chehre pe laal daane nikle jo neeche body pe phail rahe. tika nahi lagwaya tha',
    ],
    expected: {
      level: 'urgent',
      area: 'none',
      conditions: ['measles', 'childhood_fever'],
    },
    tags: ['holdout', 'romanized', 'child'],
    note: 'Fever, cough, red eyes and a rash spreading down from the face in an unvaccinated child suggests measles: see a doctor today.',
  },
  {
    id: 'hi-h3-family-night-itch-finger-webs',
    language: 'hi-IN',
    turns: [
      'घर में सबको रात को बहुत खुजली होती है, 2 हफ्ते से। उँगलियों के बीच, कलाई और कमर पर छोटे-छोटे दाने। पहले छोटे भाई को हुआ था फिर सबको हो गया। बुखार नहीं है।',
    ],
    expected: {
      level: 'routine',
      area: 'none',
      conditions: ['scabies', 'eczema'],
    },
    tags: ['holdout', 'negation'],
    note: 'Night itching in finger webs spreading through the family is scabies: routine visit to treat the whole household.',
  },
  {
    id: 'hi-h3-old-man-night-urination-thin-stream',
    language: 'hi-IN',
    turns: [
      'उम्र 67 साल। 6-7 महीने से रात में 4-5 बार पेशाब के लिए उठता हूँ, धार पतली है, लगता है पूरा खाली नहीं हुआ। जलन या खून नहीं है, पेशाब रुका भी नहीं है।',
    ],
    expected: {
      level: 'routine',
      area: 'abdomen',
      conditions: ['enlarged_prostate'],
    },
    tags: ['holdout', 'elderly', 'negation'],
    note: 'Gradual night-time frequency and weak stream without retention or blood suggests BPH: routine check-up.',
  },
  {
    id: 'hi-h3-eyelid-small-painful-bump',
    language: 'hi-IN',
    turns: [
      'left aankh ki upar wali palak pe ek choti laal phunsi ho gayi hai, chhune pe dard hota hai, 2 din se. nazar bilkul theek hai, aankh laal nahi hai. garam sikai kar sakte hai kya?',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['stye'],
    },
    tags: ['holdout', 'romanized', 'negation'],
    note: 'A small tender eyelid bump with normal vision is a stye: warm compresses at home.',
  },
  {
    id: 'hi-h3-toddler-mouth-sores-palm-spots',
    language: 'hi-IN',
    turns: [
      'बेटा 3 साल का है। परसों हल्का बुखार था, अब मुँह में छाले हैं और हथेलियों व तलवों पर छोटे लाल दाने। प्ले स्कूल में और बच्चों को भी हुआ है। पानी पी रहा है, पेशाब ठीक कर रहा है, खेल भी रहा है।',
    ],
    expected: {
      level: 'self_care',
      area: 'none',
      conditions: ['hand_foot_mouth', 'chickenpox', 'mouth_ulcers'],
    },
    tags: ['holdout', 'child'],
    note: 'Hand, foot and mouth disease in a child who is drinking and active can be managed at home with warning signs.',
  },
];

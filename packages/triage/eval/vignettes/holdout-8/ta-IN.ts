import type { Vignette } from '../../vignette-schema';

/** Held-out set 8, Tamil: written blind, see ../holdout-8.ts. */
export const HOLDOUT8_TA_IN: readonly Vignette[] = [
  {
    id: 'ta-h8-husband-gym-chest-tight-left-arm',
    language: 'ta-IN',
    turns: [
      'en purushan ku 48 vayasu, gym la workout mudichittu vandhaaru, nenju romba azhuththuthu nu solraaru, idadhu kai la vali iranguthu, vervai kottuthu. 20 nimisham aachu kammi aagala. smoke pannuvaaru',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
    tags: ['holdout', 'romanized'],
    note: 'Crushing chest pain radiating to the left arm with sweating for twenty minutes after exertion in a smoker is a likely heart attack.',
  },
  {
    id: 'ta-h8-appa-tv-slumped-slurred-no-headache',
    language: 'ta-IN',
    turns: [
      'அப்பாவுக்கு 66 வயசு. டிவி பாத்துட்டு இருந்தவரு திடீர்னு ஒரு பக்கமா சாஞ்சுட்டாரு. கூப்பிட்டா பதில் சொல்ல பாக்குறாரு ஆனா வாய் குழறுது, இடது பக்க உதடு கோணிகிட்டு இருக்கு. தலைவலி எதுவும் இல்லன்னு சொல்றாரு. பிபி மாத்திரை ரெண்டு நாளா போடல. டயர்டா இருக்காரு போல, தூங்க விடலாமா?',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'] },
    tags: ['holdout', 'elderly', 'negation', 'casual_emergency'],
    note: 'Sudden slumping to one side with slurred speech and facial droop in a hypertensive man off his tablets is a stroke despite no headache.',
  },
  {
    id: 'ta-h8-thambi-snake-ankle-fang-marks-leaf',
    language: 'ta-IN',
    turns: [
      'en thambi ku thottathula paambu kadichiduchu, kanukaal la rendu pal thadam irukku. kaal vegama veenguthu, vaanthi varuthu nu solraan. kattu pottu pachilai arachu vachom, naatu vaidhyar kitta poganuma hospital ah',
    ],
    expected: { level: 'emergency', area: 'legs', conditions: ['snake_bite'] },
    tags: ['holdout', 'romanized'],
    note: 'Fang marks with rapidly spreading swelling and vomiting after a snake bite need anti-venom in hospital, not herbal treatment.',
  },
  {
    id: 'ta-h8-three-months-cramp-then-clots-dizzy',
    language: 'ta-IN',
    turns: [
      'நான் மூணு மாசம் முழுகாம இருக்கேன். காலையில இருந்து அடிவயிறு லேசா பிடிச்சு பிடிச்சு வலிக்குது.',
      'இப்போ ரத்தம் நிறைய போகுது, கட்டி கட்டியா வருது, ஒரு மணி நேரத்துல ரெண்டு நாப்கின் முழுசா நனைஞ்சுடுச்சு. எழுந்து நின்னா தலை சுத்துது.',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy', 'ectopic_pregnancy'],
    },
    tags: ['holdout', 'pregnancy'],
    note: 'First-trimester cramps progressing to heavy bleeding with clots and postural dizziness suggest miscarriage with significant blood loss needing emergency care.',
  },
  {
    id: 'ta-h8-girl-epilepsy-tablets-over-two-fits-no-waking',
    language: 'ta-IN',
    turns: [
      'என் பொண்ணுக்கு 15 வயசு, வலிப்பு நோய் இருக்கு, மாத்திரை ஒரு வாரமா முடிஞ்சு போச்சு வாங்கல. இன்னைக்கு அரை மணி நேரத்துல ரெண்டு தடவை வலிப்பு வந்துச்சு, நடுவுல கண்ணே முழிக்கல, இப்பவும் பேச்சு மூச்சு இல்லாம கிடக்கா.',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['epilepsy'] },
    tags: ['holdout', 'child'],
    note: 'Two seizures without regaining consciousness in between after stopping antiepileptics is status epilepticus needing emergency treatment.',
  },
  {
    id: 'ta-h8-prawn-rash-throat-closing-voice-change',
    language: 'ta-IN',
    turns: [
      'கல்யாண வீட்டுல இறால் சாப்பிட்டு பத்து நிமிஷம் ஆச்சு, உடம்பு முழுக்க தடிப்பு தடிப்பா வந்துடுச்சு, உதடு வீங்கிடுச்சு, தொண்டை அடைக்கிற மாதிரி இருக்கு, மூச்சு விட முடியல, குரலே மாறிடுச்சு.',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['anaphylaxis', 'urticaria'] },
    tags: ['holdout'],
    note: 'Hives, lip swelling, throat tightness, voice change and breathing difficulty minutes after prawns is anaphylaxis needing adrenaline now.',
  },
  {
    id: 'ta-h8-hostel-no-sleep-called-amma-sorry-dupatta',
    language: 'ta-IN',
    turns: [
      'ரெண்டு வாரமா தூக்கமே இல்ல. யாருக்கும் நான் தேவையில்லன்னு தோணுது. இன்னைக்கு அம்மாவுக்கு போன் பண்ணி எல்லாத்துக்கும் மன்னிச்சுருங்கன்னு சொல்லிட்டேன். ரூம்மேட் ஊருக்கு போயிட்டா, ஃபேன் கீழ துப்பட்டா எடுத்து வச்சிருக்கேன்.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Hopelessness, a farewell-like apology call, being alone and a ligature prepared under the fan amount to an imminent suicide plan.',
  },
  {
    id: 'ta-h8-six-month-grunting-nose-flaring-karpooravalli',
    language: 'ta-IN',
    turns: [
      'ஆறு மாச குழந்தை, ரெண்டு நாளா இருமல் சளி. இன்னைக்கு மூச்சு விடும்போது ங்ங்னு முனகுது, மூக்கு விரிஞ்சு விரிஞ்சு மூடுது, பால் குடிக்கவே முடியல, உதடு சுத்தி லேசா நீலமா இருக்கு. பாட்டி கற்பூரவள்ளி சாறு கொடுத்தா சளி கரைஞ்சுடும்னு சொல்றாங்க.',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['very_sick_infant', 'bronchiolitis', 'pneumonia'],
    },
    tags: ['holdout', 'infant', 'casual_emergency'],
    note: 'Grunting, nasal flaring, inability to feed and bluish lips in an infant with a cold are signs of respiratory failure needing hospital oxygen now.',
  },
  {
    id: 'ta-h8-five-day-fever-black-scab-waist-farmer',
    language: 'ta-IN',
    turns: [
      'அஞ்சு நாளா காய்ச்சல் 102 வரைக்கும், கூட தலைவலி, உடம்பு வலி. குளிக்கும்போது பாத்தேன் இடுப்பு பக்கத்துல சிகரெட் சூடு மாதிரி ஒரு கருப்பு பொருக்கு இருக்கு, வலிக்கல. தோட்டத்துல புல் அறுக்குற வேலை பாக்குறேன். மூச்சு விட கஷ்டம் இல்ல.',
    ],
    expected: {
      level: 'urgent',
      area: 'none',
      conditions: ['scrub_typhus', 'typhoid', 'viral_fever'],
    },
    tags: ['holdout', 'negation'],
    note: 'Five days of fever with a painless black eschar in a field worker suggests scrub typhus needing doxycycline after a same-day doctor visit.',
  },
  {
    id: 'ta-h8-three-week-cough-night-sweat-blood-streak',
    language: 'ta-IN',
    turns: [
      'மூணு வாரமா இருமல் நிக்கவே இல்ல. சாயந்திரம் ஆனா லேசா காய்ச்சல், ராத்திரி வேர்த்து கொட்டுது, சட்டை லூசா ஆயிடுச்சு. நேத்து சளியில ரத்தக் கோடு தெரிஞ்சுது. இருமல் சிரப் குடிச்சும் கொறையல.',
    ],
    expected: {
      level: 'urgent',
      area: 'chest',
      conditions: ['tuberculosis', 'pneumonia'],
    },
    tags: ['holdout'],
    note: 'Three weeks of cough with evening fever, night sweats, weight loss and blood-streaked sputum suggest tuberculosis needing prompt sputum testing.',
  },
  {
    id: 'ta-h8-irregular-periods-facial-hair-weight',
    language: 'ta-IN',
    turns: [
      'enaku 29 vayasu. 6 maasama period correct ah varala, 2 illa 3 maasathuku oru thadavai thaan varuthu. mugathula mudi valaruthu, weight 8 kg koodiduchu, pimples um adhigam. vali onnum illa',
    ],
    expected: { level: 'routine', area: 'abdomen', conditions: ['pcos', 'hypothyroidism'] },
    tags: ['holdout', 'romanized', 'negation'],
    note: 'Infrequent periods with facial hair, acne and weight gain suggest polycystic ovary syndrome for a planned gynaecology or clinic visit.',
  },
  {
    id: 'ta-h8-ear-blocked-after-bath-no-pain',
    language: 'ta-IN',
    turns: [
      'வலது காது அடைச்ச மாதிரி இருக்கு, ஒரு வாரமா. குளிச்சப்புறம் இன்னும் அதிகமா அடைக்குது. வலி இல்ல, சீழ் வரல, காய்ச்சல் இல்ல. பட்ஸ் போட்டு குடைஞ்சு எடுக்கலாமா?',
    ],
    expected: {
      level: 'self_care',
      acceptableLevels: ['routine'],
      area: 'head',
      conditions: ['earwax', 'otitis_externa'],
    },
    tags: ['holdout', 'negation'],
    note: 'A blocked ear worse after bathing without pain, discharge or fever is likely wax, managed with softening drops and no cotton buds.',
  },
];

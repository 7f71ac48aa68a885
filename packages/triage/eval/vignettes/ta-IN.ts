import type { Vignette } from '../vignette-schema';

/** Tamil (ta-IN), Tamil script, in the spoken register people chat in. */
export const TA_IN: Vignette[] = [
  {
    id: 'ta-mi-heavy-chest',
    language: 'ta-IN',
    turns: ['நெஞ்சு ரொம்ப கனமா இருக்கு, இடது கை வரை வலி போகுது, வியர்த்துக் கொட்டுது. வயசு 55.'],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
  },
  {
    id: 'ta-seizure-brother',
    language: 'ta-IN',
    turns: ['என் தம்பிக்கு திடீர்னு வலிப்பு வந்துச்சு, கை கால் இழுத்துக்கிச்சு, இப்போ சுயநினைவு இல்ல.'],
    expected: { level: 'emergency', area: 'head', conditions: ['epilepsy'] },
  },
  {
    id: 'ta-pregnancy-bleeding',
    language: 'ta-IN',
    turns: ['நான் 6 மாசமா இருக்கேன், இப்போ நிறைய ரத்தம் போகுது, வயிறு வலிக்குது.'],
    expected: { level: 'emergency', area: 'abdomen', conditions: ['bleeding_in_pregnancy'] },
    tags: ['pregnancy'],
  },
  {
    id: 'ta-suicidal-thoughts',
    language: 'ta-IN',
    turns: ['வாழவே பிடிக்கல, தற்கொலை பண்ணிக்கலாம்னு தோணுது.'],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
  },
  {
    id: 'ta-scrub-typhus-eschar',
    language: 'ta-IN',
    turns: ['ஒரு வாரமா காய்ச்சல், தலைவலி. தொடை இடுக்குல கருப்பா ஒரு புண் இருக்கு, அதுல வலி இல்ல.'],
    expected: {
      level: 'urgent',
      area: 'none',
      conditions: ['scrub_typhus'],
    },
    note: 'Fever with a painless black eschar: scrub typhus, needs treatment within a day.',
  },
  {
    id: 'ta-renal-colic',
    language: 'ta-IN',
    turns: ['இடுப்பு பக்கவாட்டுல இருந்து கீழ் வயிறு வரை விட்டு விட்டு கடுமையான வலி, வாந்தி வருது.'],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'abdomen',
      conditions: ['kidney_stones', 'kidney_infection'],
    },
  },
  {
    id: 'ta-dog-bite-child-hand',
    language: 'ta-IN',
    turns: ['தெரு நாய் என் பையனை கையில கடிச்சிருச்சு, ரத்தம் வருது. அவனுக்கு 10 வயசு.'],
    expected: { level: 'urgent', area: 'arms', conditions: ['dog_bite_rabies'] },
    tags: ['child'],
  },
  {
    id: 'ta-knee-pain',
    language: 'ta-IN',
    turns: ['முழங்கால் வலி ரொம்ப நாளா இருக்கு, படி ஏறும்போது அதிகமா வலிக்குது. வயசு 60.'],
    expected: { level: 'routine', area: 'legs', conditions: ['osteoarthritis'] },
  },
  {
    id: 'ta-piles',
    language: 'ta-IN',
    turns: ['மலம் கழிக்கும்போது ரத்தம் வருது, அங்க வலியும் இருக்கு, மலச்சிக்கலும் இருக்கு.'],
    expected: { level: 'routine', area: 'abdomen', conditions: ['piles', 'constipation'] },
  },
  {
    id: 'ta-tb-cough',
    language: 'ta-IN',
    turns: ['மூணு வாரமா இருமல், ராத்திரில வியர்வை, எடை குறைஞ்சிருக்கு, சாயங்காலம் லேசா காய்ச்சல்.'],
    expected: {
      level: 'routine',
      acceptableLevels: ['urgent'],
      area: 'chest',
      conditions: ['tuberculosis'],
    },
  },
  {
    id: 'ta-common-cold',
    language: 'ta-IN',
    turns: ['ஜலதோஷம், மூக்கு ஒழுகுது, தும்மல் வருது. காய்ச்சல் இல்ல.'],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['common_cold', 'allergic_rhinitis'],
    },
    tags: ['negation'],
  },
  {
    id: 'ta-heat-exhaustion',
    language: 'ta-IN',
    turns: [
      'வெயில்ல வேலை பார்த்தேன், தலைவலி, ரொம்ப வியர்வை, சோர்வா இருக்கு. நிழல்ல உட்கார்ந்து தண்ணி குடிச்சா பரவாயில்ல, குழப்பம் எதுவும் இல்ல.',
    ],
    expected: {
      level: 'self_care',
      area: 'none',
      conditions: ['heat_exhaustion', 'dehydration'],
    },
    tags: ['negation'],
  },
  {
    id: 'ta-fever-multi-turn',
    language: 'ta-IN',
    turns: [
      'உடம்பு சரியில்ல',
      '3 நாளா காய்ச்சல், உடம்பு வலி, தலைவலி',
      'வாந்தி இல்ல, எங்கயும் ரத்தம் வரல, சாப்பிட முடியுது',
    ],
    expected: {
      level: 'routine',
      acceptableLevels: ['urgent'],
      area: 'none',
      conditions: ['viral_fever', 'dengue', 'malaria', 'typhoid', 'chikungunya'],
    },
    tags: ['vague_opening', 'negation'],
    note: 'Third day of fever without warning signs: a blood test in the next day or two.',
  },
];

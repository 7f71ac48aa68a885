import type { Vignette } from '../../vignette-schema';

/** Held-out set 4, Tamil: written blind, see ../holdout-4.ts. */
export const HOLDOUT4_TA_IN: readonly Vignette[] = [
  {
    id: 'ta-h4-mother-sugar-jaw-pain-breathless',
    language: 'ta-IN',
    turns: [
      'அம்மாவுக்கு காலைலேந்து உடம்பு சரியில்ல',
      'வயசு 61, sugar 15 வருஷமா இருக்கு. ஒரு மணி நேரமா மூச்சு வாங்குது, உடம்பெல்லாம் வேர்த்து கொட்டுது, தாடையும் முதுகு மேல் பக்கமும் வலிக்குதுன்னு சொல்றாங்க. நெஞ்சு வலி இல்லன்னு சொல்றாங்க. gas ஆ இருக்கும்னு நினைக்கிறேன், இஞ்சி டீ குடுக்கலாமா?',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
    tags: ['holdout', 'vague_opening', 'casual_emergency', 'negation', 'elderly'],
    note: 'Breathlessness, sweating and jaw/upper-back pain in an older diabetic woman is a heart attack until proven otherwise, even without chest pain.',
  },
  {
    id: 'ta-h4-grandfather-mouth-twisted-hand-weak',
    language: 'ta-IN',
    turns: [
      'தாத்தா 74 வயசு. டிவி பாத்துட்டு இருந்தாரு, திடீர்னு வாய் ஒரு பக்கம் கோணிக்கிச்சு, வலது கை தூக்கவே முடியல, பேச்சு குழறுது. அரை மணி நேரம் ஆச்சு. என்ன பண்றது?',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'] },
    tags: ['holdout', 'elderly'],
    note: 'Sudden facial droop, one-arm weakness and slurred speech in an elderly man: acute stroke.',
  },
  {
    id: 'ta-h4-night-field-prick-eyelids-drooping',
    language: 'ta-IN',
    turns: [
      'என் வயசு 38. நேத்து ராத்திரி வயல்ல தண்ணி பாய்ச்சிட்டு இருந்தப்போ கால்ல ஏதோ குத்துன மாதிரி இருந்துச்சு, முள்ளுன்னு நினைச்சு விட்டுட்டேன். வலியும் இல்ல வீக்கமும் இல்ல. ஆனா காலைலேந்து கண் இமை தொங்குது, எல்லாம் ரெண்டு ரெண்டா தெரியுது, சாப்பாடு விழுங்க கஷ்டமா இருக்கு. தூக்கம் பத்தலையோ?',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['snake_bite'] },
    tags: ['holdout', 'casual_emergency', 'negation'],
    note: 'Painless night-time bite in a field followed by ptosis, double vision and swallowing trouble: neurotoxic (krait) envenomation needing antivenom.',
  },
  {
    id: 'ta-h4-wife-after-delivery-soaking-pads',
    language: 'ta-IN',
    turns: [
      'என் மனைவிக்கு 5 நாள் முன்னாடி normal delivery ஆச்சு. இன்னைக்கு மதியத்துலேந்து ரொம்ப bleeding ஆகுது, ஒரு மணி நேரத்துல ரெண்டு pad முழுசா நனைஞ்சிடுச்சு, பெரிய பெரிய கட்டியா வருது. தலை சுத்துதுன்னு சொல்றா, முகம் வெளுத்து போச்சு. delivery அப்புறம் இப்படி வரது சகஜம் தானா?',
    ],
    expected: { level: 'emergency', area: 'abdomen', conditions: ['postpartum_haemorrhage'] },
    tags: ['holdout', 'casual_emergency', 'pregnancy'],
    note: 'Soaking two pads an hour with clots, dizziness and pallor after delivery: secondary postpartum haemorrhage.',
  },
  {
    id: 'ta-h4-son-fell-jerking-first-time',
    language: 'ta-IN',
    turns: [
      'என் பையன் 19 வயசு, சாப்பிட்டுட்டு இருந்தவன் திடீர்னு கீழ விழுந்து கை கால் எல்லாம் வெட்டி வெட்டி இழுத்துச்சு, வாயில நுரை வந்துச்சு. 5 நிமிஷம் இருந்துச்சு. இப்போ நின்னுடுச்சு ஆனா கூப்பிட்டா சரியா பதில் சொல்லல, குழப்பமா தூக்க கலக்கமா இருக்கான். இதுக்கு முன்னாடி இப்படி வந்ததே இல்ல. காய்ச்சல் இல்ல.',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['epilepsy'] },
    tags: ['holdout', 'negation'],
    note: 'A first-ever generalised seizure lasting five minutes with ongoing confusion needs emergency assessment.',
  },
  {
    id: 'ta-h4-asthma-inhaler-not-working-lips-blue',
    language: 'ta-IN',
    turns: [
      'எனக்கு ஆஸ்துமா இருக்கு. நைட்லேந்து மூச்சு விட ரொம்ப கஷ்டமா இருக்கு, inhaler 4 தடவை அடிச்சும் குறையல. ஒரு வாக்கியம் முழுசா பேச முடியல, உதடு லேசா நீலமா இருக்குன்னு wife சொல்றா. ஆவி பிடிச்சா சரியாகுமா?',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['asthma'] },
    tags: ['holdout', 'casual_emergency'],
    note: 'Asthma attack not relieved by repeated inhaler, unable to finish sentences, bluish lips: life-threatening asthma.',
  },
  {
    id: 'ta-h4-daughter-sorry-messages-locked-room',
    language: 'ta-IN',
    turns: [
      'என் பொண்ணு 16 வயசு, 12th படிக்கிறா. result வந்ததுலேந்து யார் கிட்டயும் பேசல. இன்னைக்கு அவ friends க்கு "என்ன மன்னிச்சிடுங்க, இனிமே நான் யாருக்கும் தொல்லை தர மாட்டேன்"னு message அனுப்பியிருக்கா. அவ ரூம்ல தூக்க மாத்திரை strip காலியா கிடந்துச்சு. இப்போ கதவை பூட்டிட்டு உள்ள இருக்கா, கூப்பிட்டா பதில் இல்ல. நான் என்ன பண்ணணும்',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['suicidal_crisis', 'poisoning'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'child'],
    note: 'Farewell messages, an empty strip of sleeping pills and no answer from a locked room: suicide attempt in a teenager.',
  },
  {
    id: 'ta-h4-newborn-cold-floppy-not-feeding',
    language: 'ta-IN',
    turns: [
      'குழந்தை பொறந்து 12 நாள் ஆகுது. நேத்துலேந்து பால் குடிக்க மாட்டேங்குது, ரொம்ப தூங்கிட்டே இருக்கு, எழுப்பினாலும் அழுகை சத்தமே வரல. கை கால் ஜில்லுன்னு இருக்கு, உடம்பு துணி மாதிரி தொள தொளன்னு இருக்கு. காய்ச்சல் இல்ல. பாட்டி சளி பிடிச்சிருக்குன்னு சொல்றாங்க, வீட்லயே பாத்துக்கலாமா?',
    ],
    expected: { level: 'emergency', area: 'none', conditions: ['very_sick_infant', 'sepsis'] },
    tags: ['holdout', 'infant', 'casual_emergency', 'negation'],
    note: 'A 12-day-old who will not feed, is cold, floppy and hard to rouse has possible neonatal sepsis even without fever.',
  },
  {
    id: 'ta-h4-street-dog-bit-boy-leg',
    language: 'ta-IN',
    turns: [
      'என் பையன் 8 வயசு, இன்னைக்கு காலைல ஸ்கூல் போகும்போது தெரு நாய் கால்ல கடிச்சிடுச்சு. பல் பதிஞ்சு கொஞ்சம் ரத்தம் வந்துச்சு, சோப்பு போட்டு கழுவிட்டோம், மஞ்சள் வெச்சிருக்கோம். ஊசி போடணுமா இல்ல பரவாயில்லையா?',
    ],
    expected: { level: 'urgent', area: 'legs', conditions: ['dog_bite_rabies'] },
    tags: ['holdout', 'child'],
    note: 'A bleeding street-dog bite needs rabies vaccine (and likely immunoglobulin) started today.',
  },
  {
    id: 'ta-h4-loin-pain-to-groin-red-urine',
    language: 'ta-IN',
    turns: [
      'ஆண், 34 வயசு. வலது பக்கம் முதுகுக்கு கீழ விட்டு விட்டு பயங்கரமா வலிகுது, அப்படியே தொடை இடுக்கு வரைக்கும் இறங்குது. urine போகும்போது எரியுது, கொஞ்சம் சிவப்பா போகுது. ரெண்டு தடவை வாந்தி. காய்ச்சல் இல்ல.',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_stones', 'kidney_infection'],
    },
    tags: ['holdout', 'negation', 'typo'],
    note: 'Colicky loin-to-groin pain with blood in urine and vomiting, no fever: likely kidney stone needing same-day review and pain relief.',
  },
  {
    id: 'ta-h4-mother-both-knees-stairs',
    language: 'ta-IN',
    turns: [
      'என் அம்மாக்கு 62 வயசு. ரெண்டு மூணு மாசமா ரெண்டு முட்டியும் வலிக்குது, படி ஏறும்போதும் கீழ உக்காந்து எழுந்திருக்கும்போதும் ரொம்ப வலி, காலைல கொஞ்ச நேரம் விறைப்பா இருக்கு. வீக்கம் இல்ல சிவப்பும் இல்ல. தைலம் தேய்ச்சும் போகல. எந்த டாக்டர் கிட்ட காட்டணும்?',
    ],
    expected: {
      level: 'routine',
      area: 'legs',
      conditions: ['osteoarthritis', 'rheumatoid_arthritis'],
    },
    tags: ['holdout', 'negation', 'elderly'],
    note: 'Months of bilateral knee pain on stairs in an older woman without swelling or redness: likely osteoarthritis, for a routine visit.',
  },
  {
    id: 'ta-h4-runny-nose-sneezing-two-days',
    language: 'ta-IN',
    turns: [
      'ரெண்டு நாளா மூக்கு ஒழுகுது, தும்மல் வந்துட்டே இருக்கு, தொண்டை லேசா கரகரப்பா இருக்கு. காய்ச்சல் கொஞ்சம் கூட இல்ல, சாப்பாடு நல்லா சாப்பிடுறேன், office போயிட்டு தான் இருக்கேன். மாத்திரை ஏதாவது வேணுமா?',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['common_cold', 'allergic_rhinitis'],
    },
    tags: ['holdout', 'negation'],
    note: 'Two days of runny nose, sneezing and scratchy throat without fever in a well adult: common cold, self-care.',
  },
];

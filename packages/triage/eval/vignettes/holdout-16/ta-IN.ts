import type { Vignette } from '../../vignette-schema';

/** Held-out set 16, Tamil: written blind, see ../holdout-16.ts. */
export const HOLDOUT16_TA_IN: readonly Vignette[] = [
  {
    id: 'ta-h16-milking-gas-chest-pain',
    language: 'ta-IN',
    turns: [
      'காலைல மாடு கறந்துட்டு வந்ததுலேருந்து வயிறு மேல்பக்கம் ஒரு மாதிரி உப்புசமா இருக்கு. வாயு பிடிச்சிருக்குன்னு சோடா குடிச்சேன், ஏப்பமும் வரல.',
      'இப்ப நெஞ்சு நடுவுல யாரோ அமுக்குற மாதிரி பாரமா இருக்கு, இடது கை வரைக்கும் வலி இறங்குது, மேலெல்லாம் சில்லுனு வேர்த்துக் கொட்டுது. அறுபது வயசாச்சு, சக்கர வியாதி உண்டு. சாயங்காலம் வரை பாக்கலாமா?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency', 'elderly'],
    note: 'A diabetic 60-year-old with crushing central chest pressure spreading to the left arm and cold sweat has a heart attack until proven otherwise, however much he blames gas.',
  },
  {
    id: 'ta-h16-field-lunch-face-droop',
    language: 'ta-IN',
    turns: [
      'எங்க அப்பாவுக்கு எழுபது வயசு இருக்கும். மதியம் வயல்ல கஞ்சி குடிச்சிட்டு இருக்கும்போது திடீர்னு வலது கை தூக்க முடியல, வாய் ஒரு பக்கம் கோணிக்கிச்சு, பேச்சு குழறுது. ஊர்ல பக்கவாதம்னு சொல்லி வாத எண்ணெய் தேய்ச்சு விடச் சொல்றாங்க. என்ன பண்றது?',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'], mustMention: ['108'] },
    tags: ['holdout', 'elderly'],
    note: 'Sudden one-sided arm weakness, facial droop and slurred speech in an elderly man are a stroke needing hospital within hours, not oil massage.',
  },
  {
    id: 'ta-h16-night-irrigation-snake-bite',
    language: 'ta-IN',
    turns: [
      'Raathiri vayal la thanni paaichitu irundhen, kaal la edho kadichuchu. Rendu pulli maadhiri kaayam, ippo kaal nalla veengiduchu, kann imai thaanaa moodudhu. Enga oorla visham edukka oru aal irukaru, avar kitta poi manthiram pottukalama? Kayiru katti vechirukken.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['snake_bite'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'romanized', 'casual_emergency'],
    note: 'Two fang marks with spreading swelling and drooping eyelids after a night bite in a paddy field mean envenomation needing anti-snake venom at a hospital at once, not a village healer.',
  },
  {
    id: 'ta-h16-home-delivery-bleeding',
    language: 'ta-IN',
    turns: [
      'என் மருமகளுக்கு நேத்து ராத்திரி வீட்டிலேயே பிரசவம் ஆச்சு, ஊர் மருத்துவச்சி பாத்தாங்க. ஆம்பளப் பிள்ள, நல்லா பால் குடிக்கிறான்.',
      'ஆனா காலைலேருந்து ரத்தம் நிக்கவே இல்ல, நாலஞ்சு துணி நனைஞ்சு போச்சு, கட்டி கட்டியா வருது. கெட்ட ரத்தம் போகுதுன்னு பெரியவங்க சொல்றாங்க. அவ முகம் வெளுத்துப் போச்சு, தலை சுத்துதுன்னு படுத்தே கிடக்கா.',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['postpartum_haemorrhage'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency', 'pregnancy'],
    note: 'Soaking several cloths with clots the day after a home delivery, with pallor and dizziness, is postpartum haemorrhage needing emergency transfer, not normal cleansing blood.',
  },
  {
    id: 'ta-h16-janni-fever-fit-keys',
    language: 'ta-IN',
    turns: [
      'மூணு வயசு பையனுக்கு ரெண்டு நாளா காய்ச்சல். இன்னிக்கு விளக்கு வைக்கிற நேரத்துல கண்ணு மேல சொருகி, கை கால் வெட்டி வெட்டி இழுத்துச்சு. ஜன்னி வந்துருச்சுன்னு பாட்டி கையில இரும்பு சாவிக் கொத்து குடுத்தாங்க. இப்ப நின்னுருச்சு, ஆனா தூங்கிட்டே இருக்கான், எழுப்புனா சரியா முழிக்கல.',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['febrile_seizure', 'epilepsy', 'meningitis'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'child'],
    note: 'A fit with fever in a young child who is still hard to rouse afterwards needs emergency assessment for a complicated febrile seizure or brain infection.',
  },
  {
    id: 'ta-h16-brick-kiln-breathless',
    language: 'ta-IN',
    turns: [
      'பக்கத்து வீட்டு அண்ணன் சூளையில செங்கல் அறுக்கிறவர், அவருக்கு இழுப்பு உண்டு. மதியத்துலேருந்து மூச்சு இரைச்சுட்டே இருக்கு, ஒரு வார்த்தை முழுசா பேச முடியல, குனிஞ்சு உக்காந்தே இருக்காரு, உதடு நீலமாயிருச்சு. பம்ப் மருந்து தீந்து போச்சு.',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['asthma', 'copd'],
      mustMention: ['108'],
    },
    tags: ['holdout'],
    note: 'A known asthmatic unable to speak in sentences with blue lips and no inhaler left is having a life-threatening attack.',
  },
  {
    id: 'ta-h16-farmer-debt-pesticide',
    language: 'ta-IN',
    turns: [
      'Moonu varusham mazhai illa, kadalai payir ellam kaanju pochu. Bank kadan, vatti kadan ellam kazhuthukku mela. Nethu poochi marundhu dabba vaangi kottagai la vechirukken. Pondaati pullainga thoongina aprom ellathayum mudichidalaamnu thonudhu. Yaar kittayum sollala.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['108', '14416'],
    },
    tags: ['holdout', 'romanized'],
    note: 'A debt-ridden farmer who has bought pesticide and plans to end his life tonight is in an acute suicidal crisis needing immediate help.',
  },
  {
    id: 'ta-h16-infant-drishti-limp',
    language: 'ta-IN',
    turns: [
      'ரெண்டு மாசக் குழந்தை. நேத்து கோயில் திருவிழாக்கு கூட்டிட்டுப் போனோம், அதுலேருந்து உடம்பு அனலா கொதிக்குது, பால் சப்பவே மாட்டேங்குது, துவண்டு கிடக்கு, உச்சிக்குழி லேசா உள்ள போயிருக்கு. கண் திருஷ்டின்னு மாமியார் சுத்திப் போட்டு கறுப்புக் கயிறு கட்டிருக்காங்க. விடியற வரைக்கும் பாக்கலாமா?',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency', 'infant'],
    note: 'A two-month-old with high fever, refusing feeds, floppy and with a sunken fontanelle may have sepsis and needs hospital now, not evil-eye rituals.',
  },
  {
    id: 'ta-h16-goat-herding-dog-bite',
    language: 'ta-IN',
    turns: [
      'En paiyan 10 vayasu, aadu meikka ponappo theru naai kendakaal la kadichiduchu. Pal pathinja kaayam, rathamum vandhuchu. Amma manjal arachu pooshi vittaanga. Oosi podanuma illa manjal podhuma?',
    ],
    expected: { level: 'urgent', area: 'none', conditions: ['dog_bite_rabies'] },
    tags: ['holdout', 'romanized', 'child'],
    note: 'A bleeding stray-dog bite needs wound washing and rabies vaccine with immunoglobulin the same day, but the child is otherwise stable.',
  },
  {
    id: 'ta-h16-jaundice-keezhanelli',
    language: 'ta-IN',
    turns: [
      'இருபத்தஞ்சு வயசு, லாரி ஓட்டுறேன். மூணு நாளா கண்ணு மஞ்சளா இருக்கு, ஒண்ணுக்கு கும்முனு மஞ்சளா போகுது, சாப்பாடு பிடிக்கல, ரெண்டு மூணு தடவை வாந்தி. மஞ்சக் காமாலைன்னு கீழாநெல்லி அரைச்சுக் குடிக்கச் சொல்றாங்க, நாட்டு வைத்தியர் கிட்ட மந்திரிச்சுக்கலாமான்னு யோசிக்கிறேன்.',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['hepatitis_a', 'hepatitis_e', 'hepatitis_b'],
    },
    tags: ['holdout'],
    note: 'New jaundice with dark urine and vomiting needs a doctor and liver tests today, though there are no signs of liver failure yet.',
  },
  {
    id: 'ta-h16-paddy-worker-knee-pain',
    language: 'ta-IN',
    turns: [
      'அம்மாவுக்கு அம்பது அம்பத்தஞ்சு வயசு இருக்கும், வயல்ல குனிஞ்சு நாத்து நடுவாங்க. ரெண்டு மூணு வருஷமா ரெண்டு முழங்காலும் வலி, காலைல எழுந்ததும் மடக்க கஷ்டம், படி ஏறும்போது கடகடன்னு சத்தம். புளிப் பத்து போட்டுப் பாத்தாச்சு. வீக்கம், சிவப்பு, காய்ச்சல் ஏதும் இல்ல.',
    ],
    expected: { level: 'routine', area: 'legs', conditions: ['osteoarthritis'] },
    tags: ['holdout', 'negation'],
    note: 'Years of bilateral knee pain with creaking and no swelling, redness or fever is wear-and-tear arthritis suited to a booked appointment.',
  },
  {
    id: 'ta-h16-body-heat-mouth-ulcers',
    language: 'ta-IN',
    turns: [
      'உடம்பு சூடு ஜாஸ்தியாகி வாய்ல ரெண்டு மூணு சின்ன புண்ணு, ரெண்டு நாளா காரம் சாப்பிட்டா எரியுது. காய்ச்சல் இல்ல, சாப்பிட முடியுது. அம்மா தொப்புள்ல விளக்கெண்ணெய் வைக்கச் சொல்றாங்க, மோர் குடிக்கிறேன். வேற ஏதாவது பண்ணணுமா?',
    ],
    expected: { level: 'self_care', area: 'head', conditions: ['mouth_ulcers'] },
    tags: ['holdout', 'negation'],
    note: 'A few small mouth ulcers for two days without fever and with normal eating can be managed at home.',
  },
];

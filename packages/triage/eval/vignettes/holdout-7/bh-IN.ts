import type { Vignette } from '../../vignette-schema';

/** Held-out set 7, Bhojpuri: written blind; never tune the engine on these. */
export const HOLDOUT7_BH_IN: readonly Vignette[] = [
  {
    id: 'bh-h7-father-chest-heavy-stone',
    language: 'bh-IN',
    turns: [
      'हमार बाबूजी (65 बरिस) के छाती में बहुत भारी लागत बा, जइसे केहू पत्थर रख देले होखे. दरद बायाँ हाथ में उतरत बा, पसीना से तर-बतर बाड़न. आधा घंटा से बा. गैस के गोली दे दीं का?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
    },
    tags: ['holdout', 'elderly', 'casual_emergency'],
  },
  {
    id: 'bh-h7-mother-words-jumbled-right-arm',
    language: 'bh-IN',
    turns: [
      'hamar mai ke achanak bolal gadbad ho gail ba, kuchh bolat baadi ta samajh me na aawat, aur daahina haath utha na paawat baadi. ek ghanta pahile le ekdam thik rahli. umar 72 ba. ka kari, bihane doctor ke dekha di?',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke'],
    },
    tags: ['holdout', 'romanized', 'elderly', 'casual_emergency'],
  },
  {
    id: 'bh-h7-floor-sleeper-droopy-eyelids',
    language: 'bh-IN',
    turns: [
      'रात में भुइयाँ पर सुतल रहनी. भोर में उठनी त आँख के पलक गिरल-गिरल लागत बा, पेट में दरद बा आ बोले में जीभ लटपटात बा. देह पर कहीं काटे के दाग ना लउकत, कहीं दरद भी ना बा. पिछला हफ्ता घर में करैत देखाइल रहे.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['snake_bite'],
    },
    tags: ['holdout', 'negation'],
  },
  {
    id: 'bh-h7-bleeding-after-abortion-pills',
    language: 'bh-IN',
    turns: [
      'हमार मेहरारू के दू दिन पहिले गाँव के दुकान से बच्चा गिरावे वाला दवाई खियावल गइल. आज बहुत खून जात बा, थक्का-थक्का, तीन गो कपड़ा भींज गइल. पेट में बहुत दरद बा आ बेहोसी जइसन लागत बा.',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy', 'postpartum_haemorrhage', 'ectopic_pregnancy'],
    },
    tags: ['holdout', 'pregnancy'],
  },
  {
    id: 'bh-h7-brother-fit-not-stopping',
    language: 'bh-IN',
    turns: [
      'hamra bhai ke mirgi aawela. aaj 10 minat se jhatka aawat ba, ruke ke naam na le ta, muh se fen nikalat ba aa hosh nai ba. pichhla baar juta sungha dele rahi ta thik ho gail rahe.',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['epilepsy'],
    },
    tags: ['holdout', 'romanized', 'typo'],
  },
  {
    id: 'bh-h7-asthma-pump-not-working',
    language: 'bh-IN',
    turns: [
      'हमरा दमा बा. पंप तीन बेर ले लेनी बाकिर साँस ना आवत बा, बोलल ना जात, पूरा बाक्य ना बोल पावत बानी. होंठ नीला-नीला लागत बा.',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['asthma', 'anaphylaxis', 'copd'],
    },
    tags: ['holdout'],
  },
  {
    id: 'bh-h7-burden-rope-fan',
    language: 'bh-IN',
    turns: [
      'हम सबके ऊपर बोझ बन गइल बानी. आज माई के फोन करके माफी माँग लेनी, सबके आखिरी बेर देख लेनी. छत के पंखा में रस्सी बाँध देले बानी, अब बस रात होखे के इंतजार बा.',
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
    id: 'bh-h7-ten-day-baby-yellow-soles',
    language: 'bh-IN',
    turns: [
      'हमार 10 दिन के बबुआ के देह पूरा पियर हो गइल बा, गोड़ के तलवा तक पियर. आज से दूध ना पियत बा, बहुत सुस्त बा, रोवतो नइखे. दादी कहत बाड़ी धूप देखा द, ठीक हो जाई.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'neonatal_jaundice'],
    },
    tags: ['holdout', 'infant', 'casual_emergency'],
  },
  {
    id: 'bh-h7-week-fever-evening-rise',
    language: 'bh-IN',
    turns: [
      'एक हफ्ता से बुखार बा, रोज साँझ के बढ़ जाला, 102 ले चल जाला. पेट में दरद, भूख ना लागे, कमजोरी बहुत बा. दस्त ना बा, उल्टी ना बा. गाँव के डाक्टर से दवाई लेनी बाकिर फरक ना पड़ल.',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['typhoid', 'malaria', 'dengue', 'scrub_typhus'],
    },
    tags: ['holdout', 'negation'],
  },
  {
    id: 'bh-h7-fell-wrist-bent',
    language: 'bh-IN',
    turns: [
      'khet me haath ke bal gir gaini. kalai soojh gail ba, thoda tedh lagat ba, haath hilawe me bahut dard hota. ungli sab hilat ba, sunn nai ba.',
    ],
    expected: {
      level: 'urgent',
      area: 'none',
      conditions: ['fracture', 'sprain_strain'],
    },
    tags: ['holdout', 'romanized', 'negation'],
  },
  {
    id: 'bh-h7-knee-pain-stairs',
    language: 'bh-IN',
    turns: [
      'हमार उमर 62 बरिस बा. कई महीना से दूनो घुटना में दरद बा, सीढ़ी चढ़े में ज्यादा होला, बिहाने उठला पर थोड़ा देर कड़ा लागेला. सूजन, लाली, बुखार कुछ ना बा.',
    ],
    expected: {
      level: 'routine',
      area: 'legs',
      conditions: ['osteoarthritis', 'rheumatoid_arthritis', 'gout'],
    },
    tags: ['holdout', 'elderly', 'negation'],
  },
  {
    id: 'bh-h7-chaat-loose-motions',
    language: 'bh-IN',
    turns: [
      'काल्ह से तबियत ठीक नइखे।',
      'काल्ह बाहर समोसा-चाट खइनी, रात से तीन-चार बेर पातर दस्त भइल बा आ पेट में हल्का मरोड़. पैखाना में खून ना बा, बुखार ना बा, पानी आ ओआरएस खूब पियत बानी, पेसाब ठीक होता.',
    ],
    expected: {
      level: 'self_care',
      area: 'abdomen',
      conditions: ['gastroenteritis', 'food_poisoning', 'dehydration'],
    },
    tags: ['holdout', 'negation', 'vague_opening'],
  },
];

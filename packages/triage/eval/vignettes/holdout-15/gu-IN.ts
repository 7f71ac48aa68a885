import type { Vignette } from '../../vignette-schema';

/** Held-out set 15, Gujarati: written blind, see ../holdout-15.ts. */
export const HOLDOUT15_GU_IN: readonly Vignette[] = [
  {
    id: 'gu-h15-mother-tired-jaw-pain-cold-sweat',
    language: 'gu-IN',
    turns: [
      'મમ્મી ને સવાર થી બહુ થાક લાગે છે કહે છે કામ વધારે હતું એટલે પણ હમણાં ગભરામણ થાય છે ઠંડો પરસેવો જડબા માં ને ડાબા ખભા માં દુખે છે ઉલટી જેવું લાગે ઉંમર 58 ડાયાબિટીસ 15 વર્ષ થી ORS આપી દઉં?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'elderly', 'casual_emergency'],
    note: 'A long-standing diabetic woman with fatigue, cold sweat, nausea and jaw and left shoulder pain has an atypical heart attack presentation.',
  },
  {
    id: 'gu-h15-father-slurred-left-side-dead',
    language: 'gu-IN',
    turns: [
      'પપ્પા 72 વર્ષ ના 20 મિનિટ પહેલા અચાનક બોલવા માં જીભ લથડે છે શું બોલે છે સમજાતું નથી ડાબો હાથ ને ડાબો પગ ખોટો પડી ગયો મોઢું એક બાજુ વાંકુ બીપી ની ગોરી કાલે લેવાની ભૂલી ગયા તા',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'elderly', 'typo'],
    note: 'Sudden slurred speech, left-sided weakness and facial droop 20 minutes ago in a hypertensive man of 72 is an acute stroke.',
  },
  {
    id: 'gu-h15-farmer-snake-bite-tied-rope-cut',
    language: 'gu-IN',
    turns: [
      'ખેતર માં પાણી વાળતો હતો ને પગ માં સાપ કરડ્યો કાળો હતો 15 મિનિટ થઈ દોરી બાંધી દીધી છે બ્લેડ થી કાપો મૂકી ઝેર ચૂસી કાઢું? પગ સૂજવા લાગ્યો ઝણઝણાટી થાય છે',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['snake_bite'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'A snake bite with swelling and tingling needs immediate transfer for antivenom; cutting and sucking the wound is harmful.',
  },
  {
    id: 'gu-h15-daughter-in-law-early-pregnancy-bleeding-two-turns',
    language: 'gu-IN',
    turns: [
      'વહુ ને પેટ માં દુખે છે સવાર થી',
      'હા 2 મહિના નું છે હમણાં બ્લીડીંગ ચાલુ થયું બહુ જ ગાંઠા પડે છે એક બાજુ સખત દુખાવો ચક્કર આવી ને બેસી ગઈ',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy', 'ectopic_pregnancy'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'pregnancy', 'vague_opening'],
    note: 'Heavy bleeding with clots, one-sided pain and near-fainting at 8 weeks may be a ruptured ectopic or miscarriage with haemorrhage.',
  },
  {
    id: 'gu-h15-toddler-fever-fit-onion-normal',
    language: 'gu-IN',
    turns: [
      'દીકરો દોઢ વર્ષ નો રાતે તાવ 103 હતો હમણાં આખું શરીર ખેંચાવા લાગ્યું આંખ ઉપર ચડી ગઈ 3 4 મિનિટ ડુંગળી સુંઘાડી પછી બંધ થયું હવે ઘેન માં છે આ તાવ ની ખેંચ નોર્મલ છે ને સવારે ડોક્ટર પાસે જઈએ તો ચાલે?',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['febrile_seizure', 'epilepsy', 'meningitis'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'child', 'casual_emergency'],
    note: 'A first generalised fit with high fever in an 18-month-old who is still drowsy needs immediate assessment, not a morning visit.',
  },
  {
    id: 'gu-h15-friend-prawns-throat-closing',
    language: 'gu-IN',
    turns: [
      'મારી ફ્રેન્ડ એ પાર્ટી માં ઝીંગા ખાધા 10 મિનિટ માં આખા શરીરે ચકામા હોઠ ને આંખ સૂજી ગયા ગળું બંધ થતું હોય એવું કહે છે શ્વાસ માં સીટી વાગે છે અવાજ બેસી ગયો',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['anaphylaxis', 'asthma'],
      mustMention: ['108'],
    },
    tags: ['holdout'],
    note: 'Hives, lip swelling, throat tightness, wheeze and hoarseness minutes after shellfish is anaphylaxis with airway involvement.',
  },
  {
    id: 'gu-h15-student-result-terrace-tonight',
    language: 'gu-IN',
    turns: [
      'kai nathi gamtu result kharab aavyu ghare koi ne mo batavi nahi saku. aaje raate terrace parthi kudi jais em nakki karyu che mummy ni sleeping pills pan bhegi kari che koi ne kehvu nathi',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['108', '14416'],
    },
    tags: ['holdout'],
    note: 'A young person with a decided plan for tonight and collected pills is at imminent suicide risk.',
  },
  {
    id: 'gu-h15-baby-cold-then-fast-breathing-three-turns',
    language: 'gu-IN',
    turns: [
      'બેબી બરાબર નથી લાગતી',
      '4 મહિના ની છે 2 દિવસ થી શરદી ખાંસી',
      'હવે બહુ ઝડપ થી શ્વાસ લે છે ગણ્યા તો 1 મિનિટ માં 70 પાંસળી અંદર ખેંચાય છે દૂધ નથી પીતી હોઠ થોડા ભૂરા',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['very_sick_infant', 'bronchiolitis', 'pneumonia'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'infant', 'vague_opening'],
    note: 'A 4-month-old with breathing rate 70, chest indrawing, refusal to feed and bluish lips has severe respiratory illness needing oxygen now.',
  },
  {
    id: 'gu-h15-high-fever-society-dengue',
    language: 'gu-IN',
    turns: [
      '3 divas thi taav 102 103 utarto j nathi aakhu sharir kalatu hoy em dukhe aankh ni pachal dukhe society ma 4 5 jan ne dengue thayo che. ulti nathi pet ma dukhtu nathi naak ke pesab ma lohi nathi paracetamol lau chu',
    ],
    expected: {
      level: 'urgent',
      area: 'none',
      conditions: ['dengue', 'viral_fever', 'chikungunya', 'malaria'],
    },
    tags: ['holdout', 'negation'],
    note: 'High fever with body ache and retro-orbital pain during a local outbreak is suspected dengue needing a same-day platelet check, with no warning signs yet.',
  },
  {
    id: 'gu-h15-bp-190-headache-tablets-ran-out',
    language: 'gu-IN',
    turns: [
      'બીપી માપ્યું 190/112 આવ્યું માથું પાછળ થી સખત દુખે છે સવાર થી ગોળી 4 દિવસ થી ખૂટી ગઈ તી લાવ્યો નથી દીકરી ની સગાઈ રવિવારે છે એનું ટેન્શન આંખે ઝાંખું નથી હાથ પગ બરાબર ચાલે છે છાતી માં દુખાવો નથી ઉંમર 56',
    ],
    expected: {
      level: 'urgent',
      area: 'head',
      conditions: ['hypertension'],
    },
    tags: ['holdout', 'negation'],
    note: 'Severely raised BP with headache after stopping tablets but no visual, neurological or chest symptoms is hypertensive urgency for review today.',
  },
  {
    id: 'gu-h15-tired-hair-fall-weight-gain-cold',
    language: 'gu-IN',
    turns: [
      '3 4 મહિના થી બહુ થાક વાળ બહુ ખરે છે વજન 6 કિલો વધી ગયું ખાવાનું એટલું જ છે ઠંડી વધારે લાગે કબજિયાત પિરિયડ પણ વધારે આવે છે ઉંમર 34 એક મિનિટ બાબા નું ટિફિન ભરવાનું છે... કયો રિપોર્ટ કરાવું',
    ],
    expected: {
      level: 'routine',
      area: 'none',
      conditions: ['hypothyroidism', 'iron_deficiency_anaemia'],
    },
    tags: ['holdout'],
    note: 'Months of fatigue, hair fall, weight gain, cold intolerance, constipation and heavier periods suggest hypothyroidism for a planned visit with TSH.',
  },
  {
    id: 'gu-h15-son-red-sticky-eyes-school',
    language: 'gu-IN',
    turns: [
      'dikra ni aankh lal che kal thi 9 varas no che paani pade che ne savare chipda thi chonti jay che school ma ghana ne aankh aavi che dekhay barabar che dukhavo khas nathi kya tipa nakhu',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['conjunctivitis'],
    },
    tags: ['holdout', 'child', 'negation'],
    note: 'Red, watery, sticky eyes with normal vision and little pain during a school outbreak is infective conjunctivitis for home care.',
  },
];

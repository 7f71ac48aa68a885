import type { Vignette } from '../../vignette-schema';

/** Held-out set 2, Gujarati: written blind, see ../holdout-2.ts. */
export const HOLDOUT2_GU_IN: readonly Vignette[] = [
  {
    id: 'gu-h2-ba-spoon-fell-speech',
    language: 'gu-IN',
    turns: [
      'મારા બા ને આજે કંઈક ઠીક નથી લાગતું',
      'બા 72 વર્ષના છે. જમતી વખતે હાથમાંથી ચમચી પડી ગઈ, જમણો હાથ ઉપડતો નથી અને બોલે છે તો શબ્દો ગરબડ થાય છે. મોઢું પણ એક બાજુ વાંકું લાગે છે. અડધો કલાક થયો, એ કહે છે થાક છે બસ સૂઈ જવું છે',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke'],
    },
    tags: ['holdout', 'vague_opening', 'casual_emergency', 'elderly'],
    note: 'Sudden one-sided arm weakness, slurred speech and facial droop half an hour ago: stroke, call 108 now.',
  },
  {
    id: 'gu-h2-brother-first-fit',
    language: 'gu-IN',
    turns: [
      'મારા ભાઈ (25 વર્ષ) ને અચાનક ખેંચ આવી, હાથપગ ઝટકા મારતા હતા, મોઢામાંથી ફીણ. 5 મિનિટથી વધારે ચાલ્યું. હવે બંધ થઈ ગઈ પણ જવાબ નથી આપતો, ઘોરે છે. પહેલાં ક્યારેય આવું નથી થયું',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['epilepsy'],
    },
    tags: ['holdout'],
    note: 'First-ever prolonged seizure and still not responding afterwards: emergency.',
  },
  {
    id: 'gu-h2-40-day-baby-sleepy',
    language: 'gu-IN',
    turns: [
      'મારી દીકરી 40 દિવસની છે. સવારથી દૂધ બહુ ઓછું પીએ છે, બસ સૂતી જ રહે છે, ઉઠાડીએ તો પણ ઢીલી પડી રહે. શરીર થોડું ગરમ લાગે છે. ઘરમાં બધા કહે છે નાનું બાળક તો સૂએ જ, ચિંતા ના કર. સાંજ સુધી રાહ જોઈએ?',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis'],
    },
    tags: ['holdout', 'infant', 'casual_emergency'],
    note: 'Six-week-old feeding poorly, limp and warm: possible serious infection, take to hospital now.',
  },
  {
    id: 'gu-h2-father-pump-not-working',
    language: 'gu-IN',
    turns: [
      'પપ્પા ને દમ ની તકલીફ છે. આજે pump 4 વાર લીધો તો પણ શ્વાસ ચડે છે, એક વાક્ય પૂરું બોલી નથી શકતા, બેઠા બેઠા હાંફે છે અને હોઠ કાળા પડતા લાગે છે',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['asthma', 'copd', 'pneumonia'],
    },
    tags: ['holdout'],
    note: 'Breathless at rest, cannot finish a sentence, bluish lips despite inhaler: severe attack, emergency.',
  },
  {
    id: 'gu-h2-fever-gone-vomiting-gums',
    language: 'gu-IN',
    turns: [
      'ચાર દિવસથી તાવ હતો, આજે તાવ ઉતર્યો પણ પેટમાં દુખે છે, 3-4 વાર ઉલટી થઈ અને બ્રશ કરતાં પેઢામાંથી થોડું લોહી આવ્યું. સોસાયટીમાં ઘણાને ડેન્ગ્યુ થયો છે. platelet રિપોર્ટ હજુ નથી કરાવ્યો',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'none',
      conditions: ['dengue'],
    },
    tags: ['holdout'],
    note: 'Dengue-like illness with warning signs as fever settles (abdominal pain, vomiting, gum bleeding): same-day assessment.',
  },
  {
    id: 'gu-h2-son-pain-moved-right',
    language: 'gu-IN',
    turns: [
      'મારો દીકરો 14 વર્ષનો છે, ગઈ રાતથી દૂંટી પાસે દુખાવો હતો, હવે જમણી બાજુ નીચે ખસી ગયો છે. ચાલે તો વધારે દુખે, ભૂખ નથી લાગતી, હલકો તાવ છે. ઝાડા નથી',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'abdomen',
      conditions: ['appendicitis'],
    },
    tags: ['holdout', 'child', 'negation'],
    note: 'Periumbilical pain migrating to the right lower abdomen with fever and anorexia: suspected appendicitis.',
  },
  {
    id: 'gu-h2-tired-weight-gain-cold',
    language: 'gu-IN',
    turns: [
      'ઉંમર 38. છેલ્લા 3-4 મહિનાથી ખૂબ થાક લાગે છે, વજન 5 કિલો વધી ગયું, બીજાને ના લાગે એટલી ઠંડી મને લાગે, વાળ ખરે છે ને કબજિયાત રહે. પીરિયડ્સ પણ વધારે આવે છે. કયો ટેસ્ટ કરાવું?',
    ],
    expected: {
      level: 'routine',
      area: 'none',
      conditions: ['hypothyroidism', 'iron_deficiency_anaemia'],
    },
    tags: ['holdout'],
    note: 'Months of fatigue, weight gain, cold intolerance and hair fall: likely hypothyroidism, routine blood tests.',
  },
  {
    id: 'gu-h2-burning-urine-no-fever',
    language: 'gu-IN',
    turns: [
      '2 દિવસથી પેશાબમાં બળતળા થાય છે ને વારંવાર જવું પડે છે. તાવ નથી, કમરમાં દુખાવો નથી, ઉલટી પણ નથી. પાણી વધારે પીઉ છું. પ્રેગનન્ટ નથી',
    ],
    expected: {
      level: 'routine',
      area: 'abdomen',
      conditions: ['urinary_tract_infection', 'vaginal_infection'],
    },
    tags: ['holdout', 'negation', 'typo'],
    note: 'Simple lower urinary symptoms without fever, flank pain or pregnancy: uncomplicated UTI, see a doctor in the coming days.',
  },
  {
    id: 'gu-h2-panipuri-loose-motions',
    language: 'gu-IN',
    turns: [
      'કાલે રાત્રે બહાર પાણીપુરી ખાધી, આજે સવારથી 3 વાર પાતળા ઝાડા થયા અને પેટમાં થોડી મરોડ. લોહી નથી, તાવ નથી. ORS અને છાશ પીઉં છું, પેશાબ બરાબર આવે છે',
    ],
    expected: {
      level: 'self_care',
      area: 'abdomen',
      conditions: ['food_poisoning', 'gastroenteritis'],
    },
    tags: ['holdout', 'negation'],
    note: 'A few loose stools after street food, no blood or fever, drinking well and passing urine: home care with ORS.',
  },
  {
    id: 'gu-h2-tea-pan-palm-burn',
    language: 'gu-IN',
    turns: [
      'ચા બનાવતા ગરમ તપેલી હાથે અડી ગઈ, હથેળી પર સિક્કા જેટલો લાલ ડાઘ અને બળતરા થાય છે. ફોલ્લો નથી પડ્યો. ઠંડુ પાણી રેડ્યું. ટૂથપેસ્ટ લગાવું?',
    ],
    expected: {
      level: 'self_care',
      area: 'arms',
      conditions: ['burns'],
    },
    tags: ['holdout', 'negation'],
    note: 'Coin-sized superficial burn without blisters, already cooled: home care (no toothpaste).',
  },
];

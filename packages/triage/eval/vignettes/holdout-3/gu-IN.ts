import type { Vignette } from '../../vignette-schema';

/** Held-out set 3, Gujarati: written blind, see ../holdout-3.ts. */
export const HOLDOUT3_GU_IN: readonly Vignette[] = [
  {
    id: 'gu-h3-grandmother-left-side-blind-leg-drag',
    language: 'gu-IN',
    turns: [
      'મારા બા ને સવારથી કંઈક બરાબર નથી લાગતું',
      'ઉંમર 74. નાહીને બહાર આવ્યા ત્યારથી કહે છે ડાબી બાજુનું કંઈ દેખાતું નથી, બારણા સાથે ભટકાઈ ગયા અને ડાબો પગ થોડો ઘસડાતો ચાલે છે. મારું નામ પણ ભૂલી ગયા. એ તો કહે છે ખાલી થાક છે, આરામ કરી લઈશ',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke'],
    },
    tags: ['holdout', 'vague_opening', 'casual_emergency', 'elderly'],
    note: 'Sudden loss of one side of vision, a dragging leg and confusion since this morning: stroke, within the treatment window.',
  },
  {
    id: 'gu-h3-newborn-cold-grunting',
    language: 'gu-IN',
    turns: [
      'મારો દીકરો 12 દિવસનો છે. કાલ રાતથી બહુ સુસ્ત છે, ધાવણ બરાબર નથી લેતો, હાથ પગ બરફ જેવા ઠંડા, અને દરેક શ્વાસે ઉંહ ઉંહ અવાજ કરે છે. તાવ નથી, ઉલટી પણ નથી. ઠંડીને લીધે હશે? ગોદડી ઓઢાડી છે',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis'],
    },
    tags: ['holdout', 'infant', 'negation', 'casual_emergency'],
    note: 'Newborn who is lethargic, feeding poorly, cold and grunting: possible neonatal sepsis even without fever.',
  },
  {
    id: 'gu-h3-toddler-fever-fit-still-drowsy',
    language: 'gu-IN',
    turns: [
      'અમારી દીકરી અઢી વર્ષની, કાલથી તાવ છે. હમણાં 10 મિનિટ પહેલા એની આંખો ઉપર ચડી ગઈ, હાથ પગ ઝટકા મારવા લાગ્યા અને મોઢામાંથી ફીણ. અત્યારે બંધ થયું પણ ઘેનમાં છે, બોલાવીએ તો પૂરી જાગતી નથી. શું કરું??',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['febrile_seizure', 'epilepsy', 'meningitis'],
    },
    tags: ['holdout', 'child'],
    note: 'First fit with fever in a toddler who is still hard to wake: needs emergency assessment to exclude meningitis.',
  },
  {
    id: 'gu-h3-wasp-sting-lips-swelling',
    language: 'gu-IN',
    turns: [
      'ખેતરે ભમરી હાથ પર કરડી ગઈ, 15 મિનિટ થઈ. હવે આખા શરીરે લાલ ઢીમણાં અને ખંજવાળ, હોઠ ફૂલી ગયા છે, ગળામાં કંઈક ભીંસાય છે ને અવાજ ઘોઘરો થઈ ગયો. ખંજવાળ માટે કઈ tablet લઉં?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['anaphylaxis'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Hives with lip swelling, throat tightness and a hoarse voice minutes after a sting: anaphylaxis, not just itching.',
  },
  {
    id: 'gu-h3-yellow-eyes-dark-urine',
    language: 'gu-IN',
    turns: [
      'છેલ્લા 4-5 દિવસથી આંખો પીળી દેખાય છે, પેશાબ એકદમ ઘાટો પીળો, ભૂખ જ નથી લાગતી અને ઉબકા આવે. અઠવાડિયા પહેલા થોડો તાવ હતો. પેટમાં જમણી બાજુ ઉપર ભારે લાગે. ઉંમર 28, દારૂ નથી પીતો',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['hepatitis_a', 'hepatitis_e', 'hepatitis_b'],
    },
    tags: ['holdout', 'negation'],
    note: 'New jaundice with dark urine, nausea and poor appetite after a fever: acute viral hepatitis, needs blood tests within a day.',
  },
  {
    id: 'gu-h3-child-fever-rash-behind-ears',
    language: 'gu-IN',
    turns: [
      'મારા દીકરાને (5 વર્ષ) ચાર દિવસથી તાવ, શરદી, ઉધરસ અને આંખો લાલ. આજે કાન પાછળથી લાલ દાણા શરૂ થયા જે હવે મોઢા અને છાતી પર ફેલાય છે. રસી બધી નથી લીધી, ફળિયામાં બીજા છોકરાઓને પણ આવું થયું છે',
    ],
    expected: {
      level: 'urgent',
      area: 'none',
      conditions: ['measles'],
    },
    tags: ['holdout', 'child'],
    note: 'Fever, cough, red eyes then a rash spreading from behind the ears in an unvaccinated child: measles, needs a doctor today.',
  },
  {
    id: 'gu-h3-heavy-periods-clots',
    language: 'gu-IN',
    turns: [
      '35 વર્ષ. 6-7 મહિનાથી માસિક બહુ વધારે આવે છે, 8 દિવસ ચાલે અને પહેલા 3 દિવસ દર 2 કલાકે pad બદલવું પડે, ગઠ્ઠા પણ પડે. થાક બહુ લાગે. પેટમાં ખાસ દુખાવો નથી, pregnancy નથી',
    ],
    expected: {
      level: 'routine',
      area: 'abdomen',
      conditions: ['heavy_periods', 'iron_deficiency_anaemia', 'pcos'],
    },
    tags: ['holdout', 'negation'],
    note: 'Months of heavy, long periods with clots and tiredness but stable: gynaecology visit and haemoglobin check in the coming days.',
  },
  {
    id: 'gu-h3-grandfather-misty-vision',
    language: 'gu-IN',
    turns: [
      'મારા દાદાજી 78 ના છે. એક વર્ષથી ધીમે ધીમે ઝાંખું દેખાય છે, જાણે કાચ પર ધુમ્મસ હોય, રાતે ગાડીની લાઈટ સામે બહુ ચમકારા લાગે. આંખ દુખતી નથી, લાલ પણ નથી. છાપું વાંચવું અઘરું થઈ ગયું',
    ],
    expected: {
      level: 'routine',
      area: 'head',
      conditions: ['cataract'],
    },
    tags: ['holdout', 'elderly', 'negation'],
    note: 'Slowly worsening cloudy vision with glare in an old man, painless and white eye: cataract, planned eye check.',
  },
  {
    id: 'gu-h3-ring-rash-inner-thigh',
    language: 'gu-IN',
    turns: [
      'જાંઘ ના અંદરના ભાગે ગોળ લાલ ચકામું થયું છે, કિનારી ઉપસેલી અને વચ્ચે થી સાફ, ખુબ ખંજવાળ આવે ખાસ કરી ને પરસેવો થાય ત્યારે. 2 અઠવાડિયા થી છે. દાદર જેવુ લાગે છે',
    ],
    expected: {
      level: 'self_care',
      area: 'legs',
      conditions: ['fungal_skin_infection'],
    },
    tags: ['holdout', 'typo'],
    note: 'Itchy ring-shaped rash with a raised edge in the groin fold: ringworm, antifungal cream and keeping dry.',
  },
  {
    id: 'gu-h3-girl-sticky-red-eyes',
    language: 'gu-IN',
    turns: [
      'દીકરી 8 વર્ષ, કાલે થી બંને આંખ લાલ, સવારે ઊઠે ત્યારે પાંપણ પીળા ચીપડાથી ચોંટી જાય. ક્લાસમાં ઘણાને આંખો આવી છે. જોવામાં કોઈ તકલીફ નથી, તાવ નથી, લાઈટથી આંખ દુખતી નથી',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['conjunctivitis'],
    },
    tags: ['holdout', 'child', 'negation'],
    note: 'Both eyes red and sticky during a class outbreak with normal vision and no pain: eye flu, home care and hygiene.',
  },
];

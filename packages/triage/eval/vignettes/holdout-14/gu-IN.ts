import type { Vignette } from '../../vignette-schema';

/** Held-out set 14, Gujarati: written blind, see ../holdout-14.ts. */
export const HOLDOUT14_GU_IN: readonly Vignette[] = [
  {
    id: 'gu-h14-neighbour-diabetic-kaka-sweating-gas',
    language: 'gu-IN',
    turns: [
      'અમારી બાજુમાં રહેતા કાકા, 56 વર્ષના, એમને ડાયાબિટીસ છે. એક કલાકથી બેચેની છે, ખૂબ પરસેવો વળે છે, બે વાર ઉલટી થઈ અને શ્વાસ ચડે છે. છાતીમાં બહુ દુખાવો નથી એવું કહે છે, બસ થોડું દબાણ જેવું લાગે છે. એ કહે છે ગેસ થયો છે, અજમો અને સોડા પીધા. એમના ઘરે કોઈ નથી, હું એમની સાથે છું. ગેસની કઈ દવા આપું?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'A diabetic with sudden sweating, vomiting, breathlessness and chest pressure may be having a silent heart attack.',
  },
  {
    id: 'gu-h14-son-mother-missed-bp-tablet-left-weakness',
    language: 'gu-IN',
    turns: [
      'મમ્મી 68 વર્ષની છે, બીપીની ગોળી (એમ્લોડિપિન) લે છે પણ બે દિવસથી ભૂલી ગઈ. શું અત્યારે એક સાથે બે ગોળી આપી દઉં? આજે બપોરે 3 વાગ્યાથી એ થોડું અસંબદ્ધ બોલે છે, ડાબો હાથ ઊંચો નથી થતો, ચાનો કપ હાથમાંથી પડી ગયો. મોઢું ડાબી બાજુ થોડું લટકી ગયું છે. બીપી માપ્યું તો 200/110 આવ્યું.',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke', 'hypertension'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'elderly', 'casual_emergency'],
    note: 'Sudden confused speech, left arm weakness and facial droop with BP 200/110 is a stroke; the tablet question is secondary.',
  },
  {
    id: 'gu-h14-farm-owner-worker-night-bite-droopy-eyes',
    language: 'gu-IN',
    turns: [
      'અમારા ખેતરમાં કામ કરતો એક મજૂર રાત્રે ઝૂંપડીમાં જમીન પર સૂતો હતો. સવારે ઉઠ્યો ત્યારે કહે કે હાથ પર કંઈક કરડ્યું, કદાચ કીડી હશે. નિશાન બરાબર દેખાતું નથી, સોજો પણ નથી. પણ હવે બે કલાકથી એની આંખના પોપચાં ઢળી ગયાં છે, થૂંક ગળવામાં તકલીફ છે, અને કહે છે કે બધું બે-બે દેખાય છે. એ તો કહે છે થાક છે, આરામ કરીશ. શું આ ગંભીર છે?',
    ],
    expected: {
      level: 'emergency',
      area: 'arms',
      conditions: ['snake_bite'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency', 'negation'],
    note: 'A night bite while sleeping on the floor followed by drooping eyelids, double vision and trouble swallowing is classic krait envenomation.',
  },
  {
    id: 'gu-h14-asha-three-months-bleeding-clots',
    language: 'gu-IN',
    turns: [
      'Hu ASHA worker chu. Amara gaam ma ek ben ne trijo mahino chale che. Aaje bapor thi khub bleeding thay che, gaththa pan pade che, 1 kalak ma 3 pad badlya, badha bhijai gaya. Pet ma khub jor thi dukhe che ane ene chakkar aave che, bethi pan nathi shakti. Eno var bahar gaam gayo che. Su karu?',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'pregnancy'],
    note: 'Soaking three pads in an hour with clots, cramping and dizziness in the first trimester is heavy bleeding with possible shock.',
  },
  {
    id: 'gu-h14-anganwadi-toddler-fever-104-fit',
    language: 'gu-IN',
    turns: [
      'હું આંગણવાડી કાર્યકર છું. દોઢ વર્ષના એક બાળકને સવારથી તાવ હતો, 104 સુધી ગયો. મેં પેરાસિટામોલ સિરપ આપ્યું હતું. અડધા કલાક પછી અચાનક આંખો ઉપર ચડી ગઈ, આખું શરીર ખેંચાવા લાગ્યું, બે-ત્રણ મિનિટ આવું ચાલ્યું. હવે ખેંચ બંધ છે પણ બાળક ઘેનમાં છે, બરાબર સામે જોતું નથી. એની મમ્મી ખેતરે ગઈ છે.',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['febrile_seizure', 'epilepsy', 'meningitis'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'child'],
    note: 'A convulsion with high fever in a toddler who remains drowsy needs emergency evaluation.',
  },
  {
    id: 'gu-h14-teacher-child-peanut-chikki-swelling',
    language: 'gu-IN',
    turns: [
      'હું શાળામાં શિક્ષિકા છું. રિસેસમાં એક છોકરાએ મિત્રની સીંગની ચીકી ખાધી અને હવે તેના આખા શરીર પર લાલ ચકામા થઈ ગયા છે, ખંજવાળ આવે છે. તેની બેગમાં સેટ્રિઝિન છે, શું આપી દઉં?',
      'દસ મિનિટમાં હોઠ અને આંખો ફૂલી ગયાં છે, અવાજ ઘોઘરો થઈ ગયો છે, શ્વાસ લેતી વખતે સીટી જેવો અવાજ આવે છે અને એ કહે છે ગળું બંધ થઈ રહ્યું છે. એની મમ્મીએ પહેલાં કહ્યું હતું કે એને સીંગની એલર્જી છે.',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['anaphylaxis'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'child', 'casual_emergency'],
    note: 'Hives progressing to lip swelling, hoarse voice and wheeze after peanuts in an allergic child is anaphylaxis.',
  },
  {
    id: 'gu-h14-warden-student-note-locked-room',
    language: 'gu-IN',
    turns: [
      'હું ગર્લ્સ હોસ્ટેલની વોર્ડન છું. એક વિદ્યાર્થીની, 19 વર્ષની, પરીક્ષામાં નાપાસ થઈ છે. આજે તેની રૂમમેટને એક ચિઠ્ઠી મળી જેમાં લખ્યું છે “મમ્મી-પપ્પા મને માફ કરજો”. એ બે દિવસથી જમતી નથી, કોઈ સાથે બોલતી નથી, અને કાલે રૂમમેટને પૂછતી હતી કે પંખો કેટલું વજન ઝીલી શકે. અત્યારે એણે રૂમ અંદરથી બંધ કરી દીધો છે અને દરવાજો ખોલતી નથી.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['108', '14416'],
    },
    tags: ['holdout'],
    note: 'A farewell note, questions about the ceiling fan and a locked room signal imminent suicide risk.',
  },
  {
    id: 'gu-h14-neighbour-two-month-baby-fever-mottled',
    language: 'gu-IN',
    turns: [
      'Amara padosi nu baby 2 mahina nu che. Kale raat thi tav che, thermometer ma 100.8 batave che. Savar thi dudh nathi pitu, khub sust che, barabar radtu pan nathi, bas dheemu dheemu kanse che. Hath pag thanda che ane chamdi par jaali jevi bhaat dekhay che. Eni mummy e crocin na teepa aapya che. Su ghare joi shakay?',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'infant'],
    note: 'Fever in a two-month-old with poor feeding, lethargy, weak cry, cold limbs and mottled skin signals sepsis.',
  },
  {
    id: 'gu-h14-employer-maid-yellow-eyes-dark-urine',
    language: 'gu-IN',
    turns: [
      'અમારે ત્યાં કામ કરવા આવતાં બેન, 35 વર્ષનાં, પાંચ દિવસથી એમને ખાવાનું ભાવતું નથી, ઉલટી જેવું થાય છે. આજે જોયું તો આંખો પીળી છે અને કહે છે પેશાબ પણ ઘેરો પીળો આવે છે. હળવો તાવ છે. પેટમાં જમણી બાજુ ઉપર થોડું દુખે છે. એ ચાલીને આવ્યાં, બરાબર વાત કરે છે. ગામના વૈદે કમળાની માળા પહેરાવી છે.',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['hepatitis_a', 'hepatitis_e', 'hepatitis_b'],
    },
    tags: ['holdout'],
    note: 'New jaundice with dark urine, nausea and right upper pain needs liver tests and a doctor today, though she is currently stable.',
  },
  {
    id: 'gu-h14-son-diabetic-father-red-swollen-leg-thorn',
    language: 'gu-IN',
    turns: [
      'પપ્પા 70 વર્ષના છે, ડાયાબિટીસ છે. ત્રણ દિવસ પહેલાં ખેતરમાં પગમાં કાંટો વાગ્યો હતો. હવે ઘૂંટણથી નીચે આખો પગ લાલ, ગરમ અને સૂજેલો છે, અડીએ તો દુખે છે. ગઈ રાતથી 100 તાવ છે. હળદર-મીઠાનો લેપ લગાડ્યો છે. શ્વાસની કોઈ તકલીફ નથી, ભાનમાં છે.',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'legs',
      conditions: ['cellulitis', 'deep_vein_thrombosis'],
    },
    tags: ['holdout', 'elderly', 'negation'],
    note: 'Spreading redness, warmth and swelling with fever after a thorn prick in a diabetic is cellulitis needing antibiotics today.',
  },
  {
    id: 'gu-h14-daughter-father-night-urination-weak-stream',
    language: 'gu-IN',
    turns: [
      'Mara pappa 66 varsh na che. Chhella 6-7 mahina thi raat ma 4-5 vaar peshab karva uthe che, dhaar pan dheemi aave che ane puro thayo hoy evu lagtu nathi. Baltra nathi, tav nathi, peshab ma lohi nathi. Raat ni ungh puri thati nathi etle divase thakela rahe che. Kaya doctor ne batavvu?',
    ],
    expected: {
      level: 'routine',
      area: 'abdomen',
      conditions: ['enlarged_prostate', 'urinary_tract_infection'],
    },
    tags: ['holdout', 'elderly', 'negation'],
    note: 'Months of night urination and a weak stream in an older man without fever or blood fit prostate enlargement for a planned visit.',
  },
  {
    id: 'gu-h14-daughter-mother-mouth-ulcers-glycerin',
    language: 'gu-IN',
    turns: [
      'મમ્મીને ત્રણ દિવસથી મોઢામાં બે નાનાં ચાંદાં પડ્યાં છે, જીભની બાજુમાં. તીખું ખાય ત્યારે બળે છે. બાકી તાવ નથી, ખાવાનું બરાબર ખાય છે. મેં ગ્લિસરીન લગાડ્યું છે અને મોળું જમવાનું આપું છું. છેલ્લા અઠવાડિયે ઉજાગરા બહુ થયા હતા. બીજું કંઈ કરવાની જરૂર છે?',
    ],
    expected: {
      level: 'self_care',
      acceptableLevels: ['routine'],
      area: 'head',
      conditions: ['mouth_ulcers'],
    },
    tags: ['holdout', 'negation'],
    note: 'A few small mouth ulcers for three days with normal eating and no fever heal on their own with home care.',
  },
];

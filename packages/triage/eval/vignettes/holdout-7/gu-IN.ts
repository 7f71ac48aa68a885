import type { Vignette } from '../../vignette-schema';

/** Held-out set 7, Gujarati: written blind; never tune the engine on these. */
export const HOLDOUT7_GU_IN: readonly Vignette[] = [
  {
    id: 'gu-h7-diabetic-father-sweating-no-chest-pain',
    language: 'gu-IN',
    turns: [
      'પપ્પાને સારું નથી લાગતું, શું કરું?',
      'એ 68 વર્ષના છે, ડાયાબિટીસ છે. અડધા કલાકથી બહુ પરસેવો વળે છે, ગભરામણ થાય છે, શ્વાસ ચડે છે અને ઉલટી જેવું લાગે છે. છાતીમાં દુખાવો નથી, એ કહે છે ગેસ હશે. સોડા પીવડાવી દઉં?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
    },
    tags: ['holdout', 'vague_opening', 'elderly', 'negation', 'casual_emergency'],
  },
  {
    id: 'gu-h7-mother-face-droop-cup-falls',
    language: 'gu-IN',
    turns: [
      'mummy 70 varsh na che. 20 minute thi emnu mo ek baju vaaku thai gayu che, bolva ma jeeb ladkhadai che ane jamna haath ma chaa no kap pakdi nathi shakta, padi gayo. dukhavo kai nathi. thaak lagyo hase, suvdavi dau?',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke'],
    },
    tags: ['holdout', 'romanized', 'elderly', 'casual_emergency'],
  },
  {
    id: 'gu-h7-child-bitten-woodpile',
    language: 'gu-IN',
    turns: [
      'મારો 10 વર્ષનો છોકરો વાડામાં લાકડાના ઢગલા પાસે રમતો હતો ને પગે સાપ કરડ્યો. બે દાંતના નિશાન છે, ત્યાંથી લોહી ઝરે છે ને પગ ફૂલતો જાય છે. પડોશી કહે છે કસીને દોરી બાંધી દો ને કાપો મૂકીને ઝેર ચૂસી લો. શું કરીએ?',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['snake_bite'],
    },
    tags: ['holdout', 'child'],
  },
  {
    id: 'gu-h7-home-delivery-bleeding',
    language: 'gu-IN',
    turns: [
      'મારી વહુની ડિલિવરી ત્રણ કલાક પહેલાં ઘરે જ થઈ. લોહી બંધ જ નથી થતું, બે કપડાં આખા પલળી ગયા, મોટા ગઠ્ઠા પડે છે. હવે એને ચક્કર આવે છે ને હાથ ઠંડા પડી ગયા છે.',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['postpartum_haemorrhage'],
    },
    tags: ['holdout'],
  },
  {
    id: 'gu-h7-toddler-fever-fit',
    language: 'gu-IN',
    turns: [
      'મારો 2 વર્ષનો દીકરો સવારથી તાવમાં હતો. હમણાં અચાનક આંખો ઉપર ચડી ગઈ, હાથ-પગ ખેંચાવા લાગ્યા ને મોઢામાંથી ફીણ આવે છે. પાંચ મિનિટથી ચાલુ છે, બોલાવીએ તો જવાબ નથી આપતો.',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['febrile_seizure', 'epilepsy', 'meningitis'],
    },
    tags: ['holdout', 'child'],
  },
  {
    id: 'gu-h7-injection-lips-swelling-wheeze',
    language: 'gu-IN',
    turns: [
      'દવાખાનેથી તાવનું ઇન્જેક્શન લઈને ઘરે આવી. પંદર મિનિટમાં આખા શરીરે લાલ ચકામાં ને ખંજવાળ, હોઠ ને આંખ સૂજી ગયાં, ગળું બંધ થતું લાગે છે ને શ્વાસ લેતાં સીટી જેવો અવાજ આવે છે.',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['anaphylaxis', 'urticaria'],
    },
    tags: ['holdout'],
  },
  {
    id: 'gu-h7-farmer-pesticide-farewell',
    language: 'gu-IN',
    turns: [
      'have koi rasto nathi. devu etlu badhu che ke ghar vala mate boj banyo chu. khetar ni ordi ma jantunashak ni bottle kadhi ne rakhi che, aaje raate badhu puru. mara chhokra ne kejo ke papa ne maaf kare.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'romanized'],
  },
  {
    id: 'gu-h7-newborn-cold-not-feeding',
    language: 'gu-IN',
    turns: [
      'મારી દીકરી 20 દિવસની છે. સવારથી ધાવતી જ નથી, બહુ સુસ્ત પડી રહે છે, શરીર ઠંડું ઠંડું લાગે છે. તાવ નથી ને રડતી પણ નથી, એટલે શાંતિથી સૂતી હશે એમ ઘરવાળા કહે છે.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant'],
    },
    tags: ['holdout', 'infant', 'negation', 'casual_emergency'],
  },
  {
    id: 'gu-h7-high-fever-eye-pain-society',
    language: 'gu-IN',
    turns: [
      'ત્રણ દિવસથી 102-103 તાવ છે, માથું ને આંખની પાછળ દુખે છે, આખું શરીર ને સાંધા તૂટે છે. ઉલટી નથી, ક્યાંયથી લોહી નથી પડતું. અમારી સોસાયટીમાં બે જણને ડેન્ગ્યુ થયો છે.',
    ],
    expected: {
      level: 'urgent',
      area: 'none',
      conditions: ['dengue', 'chikungunya', 'malaria', 'viral_fever'],
    },
    tags: ['holdout', 'negation'],
  },
  {
    id: 'gu-h7-flank-pain-red-urine',
    language: 'gu-IN',
    turns: [
      'kal raat thi pith ni jamni baju kamar ma bahu dukhe che, moju aave evu dukhe ane niche pedu sudhi jaay che. pesab ma thodu laal laal aave che. taav nathi. ek var ulti thai.',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_stones', 'kidney_infection', 'urinary_tract_infection'],
    },
    tags: ['holdout', 'romanized', 'negation'],
  },
  {
    id: 'gu-h7-tired-weight-gain-cold',
    language: 'gu-IN',
    turns: [
      'છેલ્લા બે-ત્રણ મહિનાથી બહુ થાક લાગે છે, કંઈ કર્યા વગર વજન વધી ગયું, બીજાને ગરમી લાગે ત્યારે મને ઠંડી લાગે છે, વાળ ખરે છે ને ચામડી સૂકી થઈ ગઈ છે. બાકી કોઈ મોટી તકલીફ નથી.',
    ],
    expected: {
      level: 'routine',
      area: 'none',
      conditions: ['hypothyroidism', 'iron_deficiency_anaemia'],
    },
    tags: ['holdout', 'negation'],
  },
  {
    id: 'gu-h7-runny-nose-sneezing',
    language: 'gu-IN',
    turns: [
      'બે દિવસથી તબિયત બરાબર નથી.',
      'બે દિવસથી નાક વહે છે, છીંકો આવે છે ને ગળું થોડું ખરાબ છે. તાવ હળવો 99 જેટલો. ખાવા-પીવાનું બરાબર છે, શ્વાસમાં કોઈ તકલીફ નથી.',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['common_cold', 'viral_fever', 'allergic_rhinitis', 'tonsillitis_pharyngitis'],
    },
    tags: ['holdout', 'negation', 'vague_opening'],
  },
];

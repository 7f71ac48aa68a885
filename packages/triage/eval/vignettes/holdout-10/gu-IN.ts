import type { Vignette } from '../../vignette-schema';

/** Held-out set 10, Gujarati: written blind, see ../holdout-10.ts. */
export const HOLDOUT10_GU_IN: readonly Vignette[] = [
  {
    id: 'gu-h10-diabetic-mother-just-weakness-jaw-pain',
    language: 'gu-IN',
    turns: [
      'મમ્મી ને સવાર થી બહુ નબળાઈ લાગે છે, કહે છે ખાલી થાક છે. કોઈ ટોનિક કે ગ્લુકોઝ આપી શકાય?',
      'એમની ઉંમર 64, ડાયાબિટીસ છે. પરસેવો બહુ વળે છે, જડબા માં અને ડાબા ખભા માં દુખે છે, થોડું ચાલે તો શ્વાસ ચડી જાય છે. છાતી માં દુખાવો નથી એવું કહે છે પણ ભાર જેવું લાગે છે',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
    tags: ['holdout', 'casual_emergency', 'elderly', 'vague_opening'],
    note: 'An older diabetic woman with sweating, jaw and shoulder pain, breathlessness and chest heaviness has an atypical heart attack until proven otherwise.',
  },
  {
    id: 'gu-h10-bp-tablet-question-father-slurred-speech',
    language: 'gu-IN',
    turns: [
      'પપ્પા ની BP ની ગોળી Amlodipine 5 mg છે, એ સવારે લેવાની કે રાત્રે? આજે લેવાનું ભૂલી ગયા લાગે છે',
      'અને હા, આજે બપોર થી એમનો અવાજ થોડો લથડાય છે અને જમણો હાથ બરાબર ઉપડતો નથી, ચા નો કપ પકડી ના શક્યા. અમને લાગ્યું ગોળી ના લીધી એટલે હશે',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke', 'hypertension'] },
    tags: ['holdout', 'casual_emergency', 'elderly'],
    note: 'New slurred speech and right arm weakness since this afternoon is a stroke, mentioned in passing under a medication question.',
  },
  {
    id: 'gu-h10-romanized-uncle-snake-bite-grass-cutting',
    language: 'gu-IN',
    turns: [
      'mara kaka ne khetar ma ghas kaapta saap karadyo, haath par. bhuva pase lai jaiye ke su karvu?',
      'haath aakho suji gayo che ne kaala daag jeva nishan che, emne ek vaar ulti thai ane aankh ma jhankhu dekhay che kahe che. 40 minute thaya',
    ],
    expected: { level: 'emergency', area: 'arms', conditions: ['snake_bite'] },
    tags: ['holdout', 'romanized', 'casual_emergency'],
    note: 'Snake bite with spreading swelling, vomiting and blurred vision shows envenomation and needs anti-snake venom at a hospital now.',
  },
  {
    id: 'gu-h10-home-delivery-soaking-cloths-dizzy',
    language: 'gu-IN',
    turns: [
      'મારી વહુ ની ડિલિવરી 3 દિવસ પહેલા ઘરે જ થઈ. આજે લોહી ઘણું જાય છે, આવું નોર્મલ હોય ને?',
      'દર કલાકે કપડું આખું ભીંજાઈ જાય છે, મોટા ગઠ્ઠા પણ પડે છે. એ ઊભી થાય તો ચક્કર આવે છે અને મોઢું ફિક્કું પડી ગયું છે',
    ],
    expected: { level: 'emergency', area: 'abdomen', conditions: ['postpartum_haemorrhage'] },
    tags: ['holdout', 'pregnancy', 'casual_emergency'],
    note: 'Soaking a cloth every hour with clots, dizziness and pallor three days after delivery is postpartum haemorrhage with shock signs.',
  },
  {
    id: 'gu-h10-toddler-fever-fit-not-waking',
    language: 'gu-IN',
    turns: [
      'મારા દીકરા ને (2 વર્ષ) તાવ હતો અને અચાનક આંચકી આવી, આંખો ઉપર ચડી ગઈ અને હાથ પગ ખેંચાયા',
      'આંચકી તો 3-4 મિનિટ માં બંધ થઈ ગઈ પણ અડધો કલાક થયો હજી જાગતો નથી, બોલાવીએ તો જવાબ નથી આપતો, ઢીલો પડી ગયો છે',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['febrile_seizure', 'meningitis', 'epilepsy'],
    },
    tags: ['holdout', 'child'],
    note: 'A child still unresponsive half an hour after a febrile fit needs emergency assessment for meningitis or ongoing seizure.',
  },
  {
    id: 'gu-h10-romanized-asthma-cannot-speak',
    language: 'gu-IN',
    turns: [
      'mane swas nathi levato, chhati ma sisoti vage che, pump 4 vaar lidho farak nathi',
      'bolva ma pan takleef che ek ek shabd, betho chu to pan haanfu chu. umar 29, ek kalak thi aavu che',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['asthma', 'anaphylaxis'] },
    tags: ['holdout', 'romanized'],
    note: 'Wheeze with breathlessness at rest, single-word speech and no response to repeated inhaler doses is a severe asthma attack.',
  },
  {
    id: 'gu-h10-student-asks-about-pill-strip',
    language: 'gu-IN',
    turns: [
      'મમ્મી ની ઊંઘ ની ગોળી (alprazolam) ની આખી સ્ટ્રીપ એક સાથે લઈ લે તો શું થાય?',
      'હું 19 વર્ષ નો છું, રિઝલ્ટ માં ફેલ થયો. ઘરે કોઈ ને મોઢું બતાવી શકું એમ નથી. સ્ટ્રીપ મારી પાસે જ છે, આજે રાતે બધું પતાવી દેવું છે',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'vague_opening'],
    note: 'A young person with a plan, the means in hand and intent tonight is a suicidal crisis needing immediate help and the Tele-MANAS number.',
  },
  {
    id: 'gu-h10-ten-day-baby-fever-not-sucking',
    language: 'gu-IN',
    turns: [
      'અમારી દીકરી 10 દિવસ ની છે, એને તાવ જેવું લાગે છે અને ધાવતી નથી',
      'આખો દિવસ ઊંઘે છે, ઉઠાડીએ તો પણ રડતી નથી. શરીર પીળું પણ લાગે છે, હથેળી સુધી. થર્મોમીટર માં 100.8 આવ્યું',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis', 'neonatal_jaundice'],
    },
    tags: ['holdout', 'infant'],
    note: 'A ten-day-old with fever, not feeding, hard to rouse and jaundice to the palms has multiple neonatal danger signs.',
  },
  {
    id: 'gu-h10-romanized-burning-urine-fever-flank',
    language: 'gu-IN',
    turns: [
      'pishab ma baltara thay che ane vaaramvaar javu pade che, 2 divas thi taav pan che',
      'taav 101-102 aave che, dhruji jav chu. kamar ma jamni baju dukhe che. ulti nathi thati, paani pi shaku chu. hu 34 varsh ni chu, pregnant nathi',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_infection', 'urinary_tract_infection'],
    },
    tags: ['holdout', 'romanized', 'negation'],
    note: 'Urinary symptoms with fever, rigors and flank pain suggest pyelonephritis needing a doctor and antibiotics today; she is keeping fluids down.',
  },
  {
    id: 'gu-h10-three-day-high-fever-dengue-around',
    language: 'gu-IN',
    turns: [
      'ત્રણ દિવસ થી તાવ ઉતરતો નથી, 103 સુધી જાય છે, આખું શરીર તૂટે છે અને આંખ પાછળ દુખે છે',
      'ઉલટી નથી, પેટ માં દુખાવો નથી, ક્યાંય લોહી નથી નીકળતું. પાણી પીવાય છે, પેશાબ બરાબર છે. અમારી સોસાયટી માં બે ત્રણ જણ ને ડેન્ગ્યુ થયો છે',
    ],
    expected: { level: 'urgent', area: 'none', conditions: ['dengue', 'viral_fever', 'malaria'] },
    tags: ['holdout', 'negation'],
    note: 'Three days of high fever with dengue-like aches but no warning signs needs a doctor and blood count today, not an ambulance.',
  },
  {
    id: 'gu-h10-tiredness-weight-gain-hair-fall',
    language: 'gu-IN',
    turns: [
      'છેલ્લા 3-4 મહિના થી બહુ થાક લાગે છે, વજન 5 કિલો વધી ગયું, વાળ બહુ ખરે છે',
      'બધા કરતા ઠંડી વધારે લાગે, કબજિયાત રહે છે. ઉંમર 41. બીજી કોઈ તકલીફ નથી, થાઇરોઇડ નો રિપોર્ટ કરાવવો જોઈએ?',
    ],
    expected: {
      level: 'routine',
      area: 'none',
      conditions: ['hypothyroidism', 'iron_deficiency_anaemia'],
    },
    tags: ['holdout', 'negation'],
    note: 'Months of fatigue, weight gain, hair fall, cold intolerance and constipation suggest hypothyroidism for a routine visit and blood tests.',
  },
  {
    id: 'gu-h10-acidity-after-wedding-meal',
    language: 'gu-IN',
    turns: [
      'કાલે રાત્રે લગ્ન માં બહુ જમી લીધું, સવાર થી ખાટા ઓડકાર આવે છે ને છાતી ની નીચે બળતરા થાય છે',
      'ઉંમર 26. ચાલવા થી કે દાદરા ચડવા થી કંઈ વધતું નથી, પરસેવો કે શ્વાસ ની તકલીફ નથી. ઈનો લઉં તો ચાલે?',
    ],
    expected: {
      level: 'self_care',
      area: 'abdomen',
      conditions: ['acid_reflux', 'peptic_ulcer_gastritis'],
    },
    tags: ['holdout', 'negation'],
    note: 'Sour belching and burning after a heavy meal in a young adult, not worse on exertion and without sweating or breathlessness, is simple acidity.',
  },
];

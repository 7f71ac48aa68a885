import type { Vignette } from '../vignette-schema';

/** Bhojpuri (bh-IN), Devanagari script. */
export const BH_IN: Vignette[] = [
  {
    id: 'bh-mi-left-arm',
    language: 'bh-IN',
    turns: ['छाती में बहुत भारीपन बा, दरद बाँया हाथ में जात बा आ ठंडा पसीना छूटत बा।'],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
  },
  {
    id: 'bh-infant-fever-not-feeding',
    language: 'bh-IN',
    turns: ['हमार 2 महीना के बबुआ दूध नइखे पियत, बुखार बा आ एकदम सुस्त पड़ल बा।'],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis', 'meningitis'],
    },
    tags: ['infant'],
  },
  {
    id: 'bh-pregnancy-bleeding',
    language: 'bh-IN',
    turns: ['हम 7 महीना के पेट से बानी, नीचे से बहुत खून जात बा।'],
    expected: { level: 'emergency', area: 'abdomen', conditions: ['bleeding_in_pregnancy'] },
    tags: ['pregnancy'],
  },
  {
    id: 'bh-seizure-brother',
    language: 'bh-IN',
    turns: ['हमरा भाई के मिरगी के दौरा पड़ल बा, झटका आवत बा, होस नइखे।'],
    expected: { level: 'emergency', area: 'head', conditions: ['epilepsy'] },
  },
  {
    id: 'bh-child-fever-drowsy',
    language: 'bh-IN',
    turns: ['हमार 5 साल के बेटा के तेज बुखार बा आ आज सुबह से बेहोस जइसन बा, ऊटपटांग बोलत बा।'],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['japanese_encephalitis', 'meningitis', 'sepsis'],
    },
    tags: ['child', 'casual_emergency'],
    note: 'Fever with altered consciousness in a child (acute encephalitis syndrome).',
  },
  {
    id: 'bh-dog-bite-leg',
    language: 'bh-IN',
    turns: ['कुकुर गोड़ में काट लिहलस, खून निकलल बा।'],
    expected: { level: 'urgent', area: 'legs', conditions: ['dog_bite_rabies'] },
  },
  {
    id: 'bh-typhoid-ten-days',
    language: 'bh-IN',
    turns: ['दस दिन से बुखार नइखे उतरत, पेट दरद बा, भूख ना लागे।'],
    expected: { level: 'urgent', area: 'none', conditions: ['typhoid', 'malaria'] },
  },
  {
    id: 'bh-rheumatoid-morning-stiffness',
    language: 'bh-IN',
    turns: ['दुनो हाथ के जोड़ में दरद रहेला, सुबह के अंगुरी एक घंटा ले जकड़ल रहेला।'],
    expected: {
      level: 'routine',
      area: 'arms',
      conditions: ['rheumatoid_arthritis', 'osteoarthritis'],
    },
  },
  {
    id: 'bh-worms-child',
    language: 'bh-IN',
    turns: ['लइका के पैखाना में कीड़ा देखाइल, पेट दरद करेला आ रात के गुदा में खुजली होला।'],
    expected: { level: 'routine', area: 'abdomen', conditions: ['intestinal_worms'] },
    tags: ['child'],
  },
  {
    id: 'bh-common-cold',
    language: 'bh-IN',
    turns: ['सरदी-जुकाम बा, नाक बहत बा, छींक आवत बा, बुखार नइखे।'],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['common_cold', 'allergic_rhinitis'],
    },
    tags: ['negation'],
  },
  {
    id: 'bh-ankle-sprain',
    language: 'bh-IN',
    turns: ['गोड़ मुड़ गइल, मोच आ गइल बा, थोड़ा सूजन बा बाकिर चल पावत बानी।'],
    expected: { level: 'self_care', area: 'legs', conditions: ['sprain_strain'] },
  },
  {
    id: 'bh-loose-motions-multi-turn',
    language: 'bh-IN',
    turns: ['तबियत ठीक नइखे', 'पेट खराब बा, पतला पैखाना 4 बेर भइल', 'खून नइखे, बुखार नइखे, पानी पियत बानी'],
    expected: {
      level: 'self_care',
      area: 'abdomen',
      conditions: ['gastroenteritis', 'food_poisoning'],
    },
    tags: ['vague_opening', 'negation'],
  },
];

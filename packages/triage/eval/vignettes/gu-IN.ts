import type { Vignette } from '../vignette-schema';

/** Gujarati (gu-IN), Gujarati script. */
export const GU_IN: Vignette[] = [
  {
    id: 'gu-mi-left-arm',
    language: 'gu-IN',
    turns: ['છાતીમાં ભાર લાગે છે, દુખાવો ડાબા હાથમાં જાય છે અને ઠંડો પરસેવો વળે છે. ઉંમર 58.'],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
  },
  {
    id: 'gu-bee-sting-anaphylaxis',
    language: 'gu-IN',
    turns: ['મધમાખી કરડ્યા પછી આખા શરીરે લાલ ચકામા થઈ ગયા, શ્વાસ ચડે છે અને ગળું બંધ થતું લાગે છે.'],
    expected: { level: 'emergency', area: 'chest', conditions: ['anaphylaxis'] },
  },
  {
    id: 'gu-infant-cold-not-feeding',
    language: 'gu-IN',
    turns: ['મારું 1 મહિનાનું બાળક ધાવતું નથી, ખૂબ ઊંઘે છે અને શરીર ઠંડું લાગે છે.'],
    expected: { level: 'emergency', area: 'none', conditions: ['very_sick_infant', 'sepsis'] },
    tags: ['infant'],
  },
  {
    id: 'gu-dengue-gum-bleeding',
    language: 'gu-IN',
    turns: ['3 દિવસથી તાવ છે, આંખ પાછળ દુખે છે, આખું શરીર દુખે છે. આજે પેઢામાંથી લોહી નીકળ્યું અને ઉલટી થાય છે.'],
    expected: { level: 'emergency', area: 'none', conditions: ['dengue'] },
    note: 'Dengue with bleeding gums and vomiting: warning signs.',
  },
  {
    id: 'gu-appendicitis',
    language: 'gu-IN',
    turns: ['નાભિ પાસે દુખાવો શરૂ થયો, હવે જમણી બાજુ નીચે ખસ્યો છે, ચાલું તો વધે છે, એક વાર ઉલટી થઈ.'],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'abdomen',
      conditions: ['appendicitis'],
    },
  },
  {
    id: 'gu-child-fast-breathing',
    language: 'gu-IN',
    turns: ['મારા 3 વર્ષના દીકરાને 3 દિવસથી તાવ અને ઉઘરસ છે, હવે શ્વાસ ઝડપી ચાલે છે.'],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'chest',
      conditions: ['pneumonia', 'bronchiolitis'],
    },
    tags: ['typo', 'child'],
    note: 'Fast breathing with fever in a child under 5 is pneumonia until seen (IMCI).',
  },
  {
    id: 'gu-dog-bite-leg',
    language: 'gu-IN',
    turns: ['કૂતરું પગમાં કરડ્યું, ઘા છે અને થોડું લોહી નીકળ્યું.'],
    expected: { level: 'urgent', area: 'legs', conditions: ['dog_bite_rabies'] },
  },
  {
    id: 'gu-uti',
    language: 'gu-IN',
    turns: ['પેશાબમાં બળતરા થાય છે અને વારે વારે પેશાબ જવું પડે છે, તાવ નથી.'],
    expected: {
      level: 'routine',
      acceptableLevels: ['urgent'],
      area: 'abdomen',
      conditions: ['urinary_tract_infection'],
    },
    tags: ['negation'],
  },
  {
    id: 'gu-scabies-family',
    language: 'gu-IN',
    turns: ['રાતે ખૂબ ખંજવાળ આવે છે, ઘરમાં બધાને છે, શરીર પર નાની નાની ફોલ્લીઓ છે.'],
    expected: { level: 'routine', area: 'none', conditions: ['scabies'] },
  },
  {
    id: 'gu-diabetes-thirst',
    language: 'gu-IN',
    turns: ['ખૂબ તરસ લાગે છે, વારંવાર પેશાબ જવું પડે છે, વજન ઘટ્યું છે અને થાક લાગે છે.'],
    expected: {
      level: 'routine',
      acceptableLevels: ['urgent'],
      area: 'none',
      conditions: ['type2_diabetes'],
    },
  },
  {
    id: 'gu-common-cold',
    language: 'gu-IN',
    turns: ['શરદી થઈ છે, નાક વહે છે, છીંક આવે છે, તાવ નથી.'],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['common_cold', 'allergic_rhinitis'],
    },
    tags: ['negation'],
  },
  {
    id: 'gu-acidity',
    language: 'gu-IN',
    turns: ['જમ્યા પછી છાતીમાં બળતરા થાય છે અને ખાટા ઓડકાર આવે છે.'],
    expected: {
      level: 'self_care',
      acceptableLevels: ['routine'],
      area: 'chest',
      conditions: ['acid_reflux', 'peptic_ulcer_gastritis'],
    },
  },
  {
    id: 'gu-headache-multi-turn',
    language: 'gu-IN',
    turns: ['તબિયત સારી નથી', 'સવારથી માથું દુખે છે, કામનું ટેન્શન છે', 'ઉલટી નથી, તાવ નથી, આંખે બરાબર દેખાય છે'],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['tension_headache', 'migraine'],
    },
    tags: ['vague_opening', 'negation'],
  },
];

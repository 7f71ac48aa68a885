/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Bee, wasp or ant sting': 'मधुमाखी, ततैयो या कीड़ी रो डंक',
  'Yellow palms or soles': 'हथेळी या पगथळी पीळी',
  'Jaw pain': 'जबड़ा में दरद',
  'Green vomit': 'हरी उल्टी',
  'Something stuck in the throat (a fish bone, a coin)': 'गळै में कीं अटकग्यो (माछळी रो कांटो, सिक्को)',
  'Something stuck in the throat needs a hospital today. Do not try to push it down with food; call 108 if breathing or speaking becomes hard.':
    'गळै में कीं अटक्योड़ो हुवै तो आज ही अस्पताल जावो। खाणो खा र उणनै नीचै धकेलण री कोसिस मत करो; सांस लेवण या बोलण में तकलीफ हुवै तो 108 पर फोन करो।',
  'An injury to the eye, or metal or a chemical in it': 'आंख में चोट, या आंख में लोहै रो कण या केमिकल',
  'An injured eye, or metal or a chemical in it, needs an eye doctor or hospital today. For a chemical or lime, rinse the eye with clean water for 15 minutes first.':
    'आंख में चोट हुवै, या उण में लोहै रो कण या केमिकल पड़्यो हुवै, तो आज ही आंख्यां रै डाक्टर या अस्पताल नै दिखावो। केमिकल या चूनो पड़्यो हुवै तो पैलां 15 मिनट तांई आंख नै साफ पाणी सूं धोवो।',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  stinging_insect_sting: ['मधुमाखी रो डंक', 'ततैयो काट्यो', 'मधुमाखी काटी'],
  yellow_palms_soles: ['हथेळी पीळी', 'पगथळी पीळी', 'हथेळियां पीळी', 'तळवा पीळा'],
  jaw_pain: ['जबड़ा में दरद', 'जबड़ो दुखै'],
  green_vomit: ['हरी उल्टी', 'हरी उलटी'],
  object_in_throat: [
    'गळै में कांटो अटकग्यो',
    'माछळी रो कांटो',
    'गळै में हाडको अटकग्यो',
    'गळै में सिक्को',
    'सिक्को गिटग्यो',
    'सिक्को निगळग्यो',
  ],
  eye_injury: ['आंख में चोट', 'आंख में लोहै रो कण', 'आंख में लोहो', 'आंख में चूनो', 'आंख में तेजाब', 'आंख में केमिकल'],
};

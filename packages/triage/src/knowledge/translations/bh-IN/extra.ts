/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Bee, wasp or ant sting': 'मधुमक्खी, बिरनी भा चिउँटी के डंक',
  'Yellow palms or soles': 'हथेली भा तलवा पियर',
  'Jaw pain': 'जबड़ा में दरद',
  'Green vomit': 'हरियर उल्टी',
  'Something stuck in the throat (a fish bone, a coin)': 'गला में कुछ फँसल (मछरी के काँटा, सिक्का)',
  'Something stuck in the throat needs a hospital today. Do not try to push it down with food; call 108 if breathing or speaking becomes hard.':
    'गला में कुछ फँसल होखे त आजे अस्पताल जाईं। खाना खा के ओकरा के नीचे धकेले के कोसिस मत करीं; साँस लेवे भा बोले में दिक्कत होखे त 108 पर फोन करीं।',
  'An injury to the eye, or metal or a chemical in it': 'आँख में चोट, भा आँख में लोहा के कण भा केमिकल पड़ल',
  'An injured eye, or metal or a chemical in it, needs an eye doctor or hospital today. For a chemical or lime, rinse the eye with clean water for 15 minutes first.':
    'आँख में चोट लागल होखे, भा ओमें लोहा के कण भा केमिकल पड़ल होखे, त आजे आँख के डाक्टर भा अस्पताल में देखाईं। केमिकल भा चूना पड़ल होखे त पहिले 15 मिनट ले साफ पानी से आँख धोईं।',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  stinging_insect_sting: ['मधुमक्खी के डंक', 'बिरनी काटलस', 'मधुमक्खी काटलस'],
  yellow_palms_soles: ['हथेली पियर', 'तलवा पियर', 'हथेली पीयर', 'तलवा पीयर'],
  jaw_pain: ['जबड़ा में दरद', 'जबड़ा दुखात'],
  green_vomit: ['हरियर उल्टी', 'हरा उल्टी'],
  object_in_throat: [
    'मछरी के काँटा',
    'मछरी के कांटा',
    'मछली के काँटा',
    'गला में काँटा फँसल',
    'गला में काँटा अटकल',
    'गला में हड्डी फँसल',
    'गला में हड्डी फँस गइल',
    'गला में सिक्का',
    'सिक्का घोंट लेलस',
    'सिक्का निगल लेलस',
    'सिक्का लील गइल',
  ],
  eye_injury: [
    'आँख में चोट',
    'आँख पर चोट',
    'आँख में लोहा',
    'आँख में लोहा के कण',
    'आँख में चूना',
    'आँख में तेजाब',
    'आँख में केमिकल',
    'आँख में कुछ घुस गइल',
    'आँख में कुछ चल गइल',
    'आंख में चोट',
    'आंख में चूना',
  ],
};

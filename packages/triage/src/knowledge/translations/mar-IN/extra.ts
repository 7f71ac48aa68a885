/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Bee, wasp or ant sting': 'मधमाशी, गांधीलमाशी किंवा मुंगीचा डंख',
  'Yellow palms or soles': 'तळहात किंवा तळपाय पिवळे',
  'Jaw pain': 'जबड्यात दुखणे',
  'Green vomit': 'हिरवी उलटी',
  'Something stuck in the throat (a fish bone, a coin)': 'घशात काहीतरी अडकले (माशाचा काटा, नाणे)',
  'Something stuck in the throat needs a hospital today. Do not try to push it down with food; call 108 if breathing or speaking becomes hard.':
    'घशात काहीतरी अडकले असेल तर आजच दवाखान्यात जा. अन्न खाऊन ते खाली ढकलण्याचा प्रयत्न करू नका; श्वास घेणे किंवा बोलणे कठीण झाले तर 108 वर फोन करा.',
  'An injury to the eye, or metal or a chemical in it':
    'डोळ्याला इजा, किंवा डोळ्यात लोखंडाचा कण किंवा रसायन',
  'An injured eye, or metal or a chemical in it, needs an eye doctor or hospital today. For a chemical or lime, rinse the eye with clean water for 15 minutes first.':
    'डोळ्याला इजा झाली असेल, किंवा डोळ्यात लोखंडाचा कण किंवा रसायन गेले असेल, तर आजच डोळ्यांच्या डॉक्टरांकडे किंवा दवाखान्यात जा. रसायन किंवा चुना गेला असेल तर आधी 15 मिनिटे डोळा स्वच्छ पाण्याने धुवा.',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  stinging_insect_sting: ['मधमाशी चावली', 'मधमाशीचा डंख', 'गांधीलमाशी चावली'],
  yellow_palms_soles: ['तळहात पिवळे', 'तळपाय पिवळे', 'तळवे पिवळे', 'तळहात पण पिवळे'],
  jaw_pain: ['जबडा दुखतो', 'जबड्यात दुखत'],
  green_vomit: ['हिरवी उलटी', 'हिरव्या रंगाची उलटी'],
  object_in_throat: [
    'घशात काटा अडकला',
    'माशाचा काटा अडकला',
    'घशात हाड अडकलं',
    'नाणं गिळलं',
    'नाणे गिळले',
    'घशात नाणं अडकलं',
  ],
  eye_injury: [
    'डोळ्याला मार लागला',
    'डोळ्याला इजा',
    'डोळ्यात लोखंडाचा कण',
    'डोळ्यात चुना गेला',
    'डोळ्यात केमिकल गेलं',
    'डोळ्यात ॲसिड गेलं',
  ],
};

/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Blood pressure below 90/60': '90/60 पेक्षा कमी बीपी',
  'Pulse under 50 or over 130 a minute': 'नाडी (पल्स) मिनिटाला 50 पेक्षा कमी किंवा 130 पेक्षा जास्त',
  'A painful band of blisters on one side of the body':
    'शरीराच्या एका बाजूला पट्ट्यासारख्या रेषेत दुखणारे फोड',
  'Is there a painful band of blisters on one side of the body?':
    'शरीराच्या एकाच बाजूला पट्ट्यासारख्या रेषेत दुखणारे फोड आले आहेत का?',
  'Shingles (herpes zoster)': 'नागीण (हर्पीस झोस्टर, शिंगल्स)',
  'Keep the rash clean and dry and wear loose cotton clothes; a cool, damp cloth can ease the pain.':
    'पुरळ स्वच्छ आणि कोरडे ठेवा आणि सैल सुती कपडे घाला; थंड, ओल्या कापडाने शेकल्यास दुखणे कमी होऊ शकते.',
  'Do not burst the blisters or put ash, oil or home pastes on them.':
    'फोड फोडू नका, आणि त्यावर राख, तेल किंवा घरगुती लेप लावू नका.',
  'Keep away from pregnant women, newborns and anyone who has not had chickenpox until the blisters crust over.':
    'फोड सुकून खपली येईपर्यंत गरोदर महिला, नवजात बाळे आणि ज्यांना कधी कांजिण्या झाल्या नाहीत त्यांच्यापासून दूर राहा.',
  'A rash near the eye, or eye pain or blurred sight — see a doctor today':
    'डोळ्याजवळ पुरळ, किंवा डोळा दुखणे किंवा धूसर दिसणे — आजच डॉक्टरांना दाखवा',
  'Confusion, a stiff neck, or weakness of the face': 'गोंधळ उडणे, मान ताठ होणे, किंवा चेहऱ्यात अशक्तपणा',
  'Pain that stays for weeks after the rash has gone': 'पुरळ गेल्यानंतरही आठवडे राहणारे दुखणे',
  'A sore throat with a high fever and trouble swallowing needs a doctor today. Go to a hospital at once if breathing is hard or you cannot swallow your own saliva.':
    'घसा दुखत असेल, खूप ताप असेल आणि गिळायला त्रास होत असेल तर आजच डॉक्टरांना दाखवा. श्वास घ्यायला त्रास होत असेल किंवा स्वतःची थुंकीही गिळता येत नसेल तर लगेच दवाखान्यात जा.',
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
  'High sugar with great thirst or passing a lot of urine needs a doctor today. Go to hospital at once if there is vomiting, fast breathing or drowsiness.':
    'शुगर जास्त असेल आणि खूप तहान लागत असेल किंवा खूप लघवी होत असेल तर आजच डॉक्टरांना दाखवा. उलटी, जलद श्वास किंवा गुंगी असेल तर लगेच दवाखान्यात जा.',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  low_bp_reading: ['बीपी खूप कमी', 'बीपी उतरला'],
  abnormal_pulse_reading: ['नाडी खूप मंद', 'नाडी खूप जलद'],
  // Shingles: named ('नागीण', 'हर्पीस'), or blisters told as a band or line on one side.
  one_sided_band_rash: [
    'नागीण झाली',
    'नागीण आली',
    'हर्पीस',
    'हर्पीज',
    'शिंगल्स',
    'पट्ट्यासारखे फोड',
    'पट्ट्यासारखे पुरळ',
    'रेषेत फोड',
    'रेषेत पुरळ',
    'एका बाजूला पट्ट्यात फोड',
    'एकाच बाजूला फोड',
    'कमरेवर एका बाजूला फोड',
    'एका बाजूला फोड आणि आग',
    'नागीण उठली',
    'नागिणीचे फोड',
  ],
  stinging_insect_sting: ['मधमाशी चावली', 'मधमाशीचा डंख', 'गांधीलमाशी चावली'],
  yellow_palms_soles: ['तळहात पिवळे', 'तळपाय पिवळे', 'तळवे पिवळे', 'तळहात पण पिवळे'],
  jaw_pain: [
    'जबडा दुखतो',
    'जबड्यात दुखत',
    'जबड्यात जडपणा',
    'जबडा जड',
    'जबडा जड झालाय',
    'जबड्यात हातांत जडपणा',
    'जबड्यात हातात जडपणा',
  ],
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

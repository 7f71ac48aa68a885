/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Blood pressure below 90/60': '90/60 से कम बीपी',
  'Pulse under 50 or over 130 a minute': 'नाड़ी (पल्स) मिनट में 50 से कम भा 130 से जादा',
  'High sugar with great thirst or passing a lot of urine needs a doctor today. Go to hospital at once if there is vomiting, fast breathing or drowsiness.':
    'सुगर बढ़ल होखे आ बहुत पियास लागत होखे भा बेर-बेर ढेर पेसाब होखत होखे त आजे डाक्टर के देखाईं। उल्टी, तेज साँस भा बहुत उँघाई (सुस्ती) होखे त तुरंते अस्पताल जाईं।',
  'A sore throat with a high fever and trouble swallowing needs a doctor today. Go to a hospital at once if breathing is hard or you cannot swallow your own saliva.':
    'गला में दरद के संगे तेज बुखार आ घोंटे में दिक्कत होखे त आजे डाक्टर के देखाईं। साँस लेवे में दिक्कत होखे भा आपन थूक भी ना घोंटा पावे त तुरंते अस्पताल जाईं।',
  'A painful band of blisters on one side of the body': 'देह के एक ओर पट्टी नियर लाइन में दरद वाला फोका',
  'Is there a painful band of blisters on one side of the body?':
    'का देह के एके ओर पट्टी नियर लाइन में दरद वाला फोका निकलल बा?',
  'Shingles (herpes zoster)': 'हर्पीज जोस्टर (शिंगल्स, जनेऊ रोग)',
  'Keep the rash clean and dry and wear loose cotton clothes; a cool, damp cloth can ease the pain.':
    'दाना के साफ आ सूखा राखीं आ ढीला सूती कपड़ा पहिनीं; ठंडा, भीजल कपड़ा से सेंकला पर दरद में आराम मिल सकेला।',
  'Do not burst the blisters or put ash, oil or home pastes on them.':
    'फोका के मत फोड़ीं, आ ओह पर राख, तेल भा घर के बनावल लेप मत लगाईं।',
  'Keep away from pregnant women, newborns and anyone who has not had chickenpox until the blisters crust over.':
    'जबले फोका सूख के पपड़ी ना बन जाव, तबले गरभवती मेहरारू, नया जनमल बच्चा आ जेकरा कबो चेचक (छोटी माता) ना भइल होखे, ओह लोग से दूर रहीं।',
  'A rash near the eye, or eye pain or blurred sight — see a doctor today':
    'आँख के लगे दाना, भा आँख में दरद भा धुंधला लउकल — आजे डाक्टर के देखाईं',
  'Confusion, a stiff neck, or weakness of the face': 'बहकल बात (भ्रम), गरदन अकड़ल, भा चेहरा में कमजोरी',
  'Pain that stays for weeks after the rash has gone': 'दाना ठीक भइला के बाद भी हफ्तन ले रहे वाला दरद',
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
  low_bp_reading: ['बीपी बहुत कम', 'बीपी गिर गइल'],
  abnormal_pulse_reading: ['नाड़ी बहुत धीमा', 'नाड़ी बहुत तेज'],
  // Shingles: named ('हर्पीज', 'जनेऊ निकलल'), or blisters told as a band or line on one side.
  one_sided_band_rash: [
    'हर्पीज',
    'हर्पीस',
    'हरपीज',
    'शिंगल्स',
    'जनेऊ रोग',
    'जनेऊ निकलल',
    'जनेऊ वाला दाना',
    'पट्टी नियर दाना',
    'पट्टी नियर फोका',
    'पट्टी नियर छाला',
    'पट्टी जइसन दाना',
    'पट्टी जइसन फोका',
    'लाइन में फोका',
    'लाइन में दाना',
    'एक ओर पट्टी में दाना',
    'एक ओर फोका',
    'एके ओर फोका',
    'कमर के एक ओर दाना',
  ],
  stinging_insect_sting: ['मधुमक्खी के डंक', 'बिरनी काटलस', 'मधुमक्खी काटलस'],
  yellow_palms_soles: ['हथेली पियर', 'तलवा पियर', 'हथेली पीयर', 'तलवा पीयर'],
  jaw_pain: ['जबड़ा में दरद', 'जबड़ा दुखात'],
  green_vomit: ['हरियर उल्टी', 'हरा उल्टी'],
  object_in_throat: [
    // Something stuck in the throat.
    'गला में चना अटक गइल',
    'गला में चना फँस गइल',
    'गला में कुछ अटक गइल',
    'गला में कुछ फँस गइल',
    'गला में अटक गइल',
    'गला में फँस गइल',
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

/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Blood pressure below 90/60': 'बीपी 90/60 से कम',
  'Pulse under 50 or over 130 a minute': 'नब्ज़ (पल्स) 50 से कम या 130 से ज़्यादा प्रति मिनट',
  'A painful band of blisters on one side of the body': 'शरीर के एक तरफ़ पट्टी जैसी लाइन में दर्द वाले छाले',
  'Is there a painful band of blisters on one side of the body?':
    'क्या शरीर के एक ही तरफ़ पट्टी जैसी लाइन में दर्द वाले छाले निकले हैं?',
  'Shingles (herpes zoster)': 'हर्पीज़ ज़ोस्टर (शिंगल्स, जनेऊ रोग)',
  'Keep the rash clean and dry and wear loose cotton clothes; a cool, damp cloth can ease the pain.':
    'दानों को साफ़ और सूखा रखें और ढीले सूती कपड़े पहनें; ठंडे, गीले कपड़े से सेंकने पर दर्द में आराम मिल सकता है।',
  'Do not burst the blisters or put ash, oil or home pastes on them.':
    'छालों को न फोड़ें, और उन पर राख, तेल या घर का बना लेप न लगाएं।',
  'Keep away from pregnant women, newborns and anyone who has not had chickenpox until the blisters crust over.':
    'जब तक छाले सूखकर पपड़ी न बन जाएं, तब तक गर्भवती महिलाओं, नवजात बच्चों और जिन्हें कभी चिकनपॉक्स (छोटी माता) नहीं हुई, उनसे दूर रहें।',
  'A rash near the eye, or eye pain or blurred sight — see a doctor today':
    'आंख के पास दाने, या आंख में दर्द या धुंधला दिखना — आज ही डॉक्टर को दिखाएं',
  'Confusion, a stiff neck, or weakness of the face': 'उलझन (भ्रम), गर्दन अकड़ना, या चेहरे में कमज़ोरी',
  'Pain that stays for weeks after the rash has gone': 'दाने ठीक होने के बाद भी हफ़्तों तक रहने वाला दर्द',
  'Bee, wasp or ant sting': 'मधुमक्खी, ततैया या चींटी का डंक',
  'Yellow palms or soles': 'हथेलियां या तलवे पीले',
  'Jaw pain': 'जबड़े में दर्द',
  'Green vomit': 'हरी उल्टी',
  'Something stuck in the throat (a fish bone, a coin)': 'गले में कुछ अटक जाना (मछली का कांटा, सिक्का)',
  'Something stuck in the throat needs a hospital today. Do not try to push it down with food; call 108 if breathing or speaking becomes hard.':
    'गले में कुछ अटक जाए तो आज ही अस्पताल जाएं। उसे खाना खाकर नीचे धकेलने की कोशिश न करें; सांस लेने या बोलने में दिक्कत हो तो 108 पर फ़ोन करें।',
  'An injury to the eye, or metal or a chemical in it':
    'आंख में चोट, या आंख में लोहे का कण या कोई केमिकल चला जाना',
  'An injured eye, or metal or a chemical in it, needs an eye doctor or hospital today. For a chemical or lime, rinse the eye with clean water for 15 minutes first.':
    'आंख में चोट लगी हो, या लोहे का कण या कोई केमिकल चला गया हो, तो आज ही आंखों के डॉक्टर या अस्पताल जाएं। केमिकल या चूना गया हो तो पहले आंख को 15 मिनट तक साफ़ पानी से धोएं।',
  'High sugar with great thirst or passing a lot of urine needs a doctor today. Go to hospital at once if there is vomiting, fast breathing or drowsiness.':
    'शुगर ज़्यादा हो और बहुत प्यास लगे या बहुत ज़्यादा पेशाब आए तो आज ही डॉक्टर को दिखाएं। उल्टी, तेज़ सांस या बहुत नींद आना (सुस्ती) हो तो तुरंत अस्पताल जाएं।',
  'A sore throat with a high fever and trouble swallowing needs a doctor today. Go to a hospital at once if breathing is hard or you cannot swallow your own saliva.':
    'गले में दर्द के साथ तेज़ बुखार हो और निगलने में तकलीफ़ हो तो आज ही डॉक्टर को दिखाएं। सांस लेने में तकलीफ़ हो या अपना थूक भी न निगल पाएं तो तुरंत अस्पताल जाएं।',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  low_bp_reading: ['बीपी बहुत कम', 'बीपी गिर गया'],
  abnormal_pulse_reading: ['नब्ज़ बहुत धीमी', 'नब्ज़ बहुत तेज़'],
  // Shingles: named ('हर्पीज़', 'जनेऊ निकला'), or blisters told as a band or line on one side.
  one_sided_band_rash: [
    'हर्पीज़',
    'हर्पीस',
    'हर्पिस',
    'हरपीज',
    'शिंगल्स',
    'जनेऊ रोग',
    'जनेऊ निकल',
    'जनेऊ वाले दाने',
    'पट्टी जैसे दाने',
    'पट्टी जैसे छाले',
    'पट्टी की तरह छाले',
    'पट्टी की तरह दाने',
    'पट्टी की तरह दर्द वाले छाले',
    'पट्टी में दाने',
    'लाइन में दाने',
    'लाइन में छाले',
    'एक तरफ़ पट्टी में दाने',
    'एक तरफ़ छाले',
    'एक तरफ़ दाने और जलन',
    'कमर पर एक तरफ़ दाने',
    'कमर पे एक तरफ दाने',
  ],
  stinging_insect_sting: ['मधुमक्खी का डंक', 'ततैया का डंक', 'मधुमक्खी ने काटा', 'ततैया ने काटा'],
  yellow_palms_soles: ['हथेलियां पीली', 'हथेली पीली', 'तलवे पीले', 'तलवे भी पीले'],
  jaw_pain: ['जबड़े में दर्द', 'जबड़ा दर्द', 'जबड़े में खिंचाव'],
  green_vomit: ['हरी उल्टी', 'हरे रंग की उल्टी', 'उल्टी हरी'],
  // A fish or chicken bone, or a coin, stuck in the throat (a hospital today). Not a bare
  // 'गले में कांटा' ('गले में कांटे जैसी चुभन' is a sore throat), nor 'गले में कुछ अटका सा लगता'
  // (a lump felt in the throat): the bone or coin, or something that got stuck just now.
  object_in_throat: [
    'मछली का कांटा',
    'मछली की हड्डी',
    'मच्छी का कांटा',
    'गले में कांटा फंस',
    'गले में कांटा अटक',
    'कांटा गले में फंस',
    'कांटा गले में अटक',
    'गले में हड्डी',
    'गले मे हड्डी',
    'हड्डी गले में फंस',
    'हड्डी गले में अटक',
    'चिकन की हड्डी फंस',
    'चिकन की हड्डी अटक',
    'मुर्गे की हड्डी फंस',
    'मुर्गे की हड्डी अटक',
    'गले में कुछ अटक गया',
    'गले में कुछ फंस गया',
    'गले मे कुछ अटक गया',
    'गले मे कुछ फंस गया',
    'गले में सिक्का',
    'गले मे सिक्का',
    'सिक्का गले में',
    'सिक्का निगल',
    'सिक्का खा लिया',
  ],
  // Hurt, hit, or metal, glass, lime (चूना), acid or a chemical in the eye (an eye doctor
  // today). Dust, a straw or 'आंख में कुछ गिर/चला गया' stay eye_pain.
  eye_injury: [
    'आंख में लकड़ी का बुरादा',
    'आंख में बुरादा',
    'आंख में लकड़ी का',
    'आंख में लकड़ी का टुकड़ा',
    'आंख में चोट',
    'आंख मे चोट',
    'आंख पर चोट',
    'आंख पे चोट',
    'आंख की चोट',
    'आंख घायल',
    'आंख पर मुक्का',
    'आंख पर गेंद लग',
    'आंख में गेंद लग',
    'आंख में लोहे का',
    'आंख मे लोहे का',
    'आंख में लोहा',
    'आंख में लोहे का कण',
    'आंख में लोहे का टुकड़ा',
    'आंख में धातु',
    'आंख में कांच',
    'आंख में कुछ घुस',
    'आंख में चूना',
    'आंख मे चूना',
    'आंख में तेजाब',
    'आंख मे तेजाब',
    'आंख में एसिड',
    'आंख में केमिकल',
    'आंख में कैमिकल',
  ],
};

/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Blood pressure below 90/60': '90/60 सूं कम बीपी',
  'Pulse under 50 or over 130 a minute': 'नाड़ (पल्स) मिनट में 50 सूं कम या 130 सूं बेसी',
  'A painful band of blisters on one side of the body':
    'डील रै एक कानी पट्टी जियां लैण में दरद वाळा फफोला',
  'Is there a painful band of blisters on one side of the body?':
    'कांई डील रै एक ही कानी पट्टी जियां लैण में दरद वाळा फफोला निकळ्या है?',
  'Shingles (herpes zoster)': 'हर्पीज जोस्टर (शिंगल्स, जनेऊ रोग)',
  'Keep the rash clean and dry and wear loose cotton clothes; a cool, damp cloth can ease the pain.':
    'दाणां नै साफ अर सूखा राखो अर ढीला सूती गाभा पैरो; ठंडो, गीलो कपड़ो राखण सूं दरद में आराम मिल सकै।',
  'Do not burst the blisters or put ash, oil or home pastes on them.':
    'फफोलां नै मत फोड़ो, अर उणां पर राख, तेल या घर रो बणायोड़ो लेप मत लगावो।',
  'Keep away from pregnant women, newborns and anyone who has not had chickenpox until the blisters crust over.':
    'जद तांई फफोला सूख र पपड़ी नीं बण जावै, तद तांई गरभवती लुगायां, नवा जलम्योड़ा टाबरां अर जिणां रै कदे छोटी माता (चिकनपॉक्स) कोनी निकळी, उणां सूं आगा रैवो।',
  'A rash near the eye, or eye pain or blurred sight — see a doctor today':
    'आंख कनै दाणा, या आंख में दरद या धुंधळो दीखणो — आज ही डाक्टर नै दिखावो',
  'Confusion, a stiff neck, or weakness of the face':
    'उळझण (होस ठिकाणै कोनी), नाड़ अकड़णी, या मूंडा में कमजोरी',
  'Pain that stays for weeks after the rash has gone': 'दाणा मिट्यां पछै भी हफ्तां तांई रैवण वाळो दरद',
  'A sore throat with a high fever and trouble swallowing needs a doctor today. Go to a hospital at once if breathing is hard or you cannot swallow your own saliva.':
    'गळो दुखै, तेज ताव हुवै अर निगळण में तकलीफ हुवै तो आज ही डाक्टर नै दिखावो। सांस लेवण में तकलीफ हुवै या आपरो थूक भी नीं निगळ सको तो झट अस्पताल जावो।',
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
  'High sugar with great thirst or passing a lot of urine needs a doctor today. Go to hospital at once if there is vomiting, fast breathing or drowsiness.':
    'शुगर बेसी हुवै अर घणी तिस लागै या घणो पेसाब आवै तो आज ही डाक्टर नै दिखावो। उल्टी, तेज सांस या घणी ऊंघ हुवै तो झट अस्पताल जावो।',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  low_bp_reading: ['बीपी घणो कम', 'बीपी गिरग्यो'],
  abnormal_pulse_reading: ['नाड़ घणी धीमी', 'नाड़ घणी तेज'],
  // Shingles: named ('हर्पीज', 'जनेऊ निकळ्यो'), or blisters told as a band or line on one side.
  one_sided_band_rash: [
    'हर्पीज',
    'हर्पीस',
    'हरपीज',
    'शिंगल्स',
    'जनेऊ रोग',
    'जनेऊ निकळ्यो',
    'जनेऊ निकळगी',
    'पट्टी जियां दाणा',
    'पट्टी जियां फफोला',
    'लैण में दाणा',
    'लैण में फफोला',
    'एक कानी पट्टी में दाणा',
    'एक कानी फफोला',
    'कमर पर एक कानी दाणा',
    'एक कानी दाणा अर जळण',
  ],
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

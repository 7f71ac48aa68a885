/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Blood pressure below 90/60': '90/60-க்கு கீழ BP',
  'Pulse under 50 or over 130 a minute':
    'நாடித்துடிப்பு (பல்ஸ்) நிமிஷத்துக்கு 50-க்கு கீழ அல்லது 130-க்கு மேல',
  'Bee, wasp or ant sting': 'தேனீ, குளவி அல்லது எறும்பு கொட்டு',
  'Yellow palms or soles': 'உள்ளங்கை அல்லது உள்ளங்கால் மஞ்சள்',
  'Jaw pain': 'தாடை வலி',
  'Green vomit': 'பச்சை வாந்தி',
  'Something stuck in the throat (a fish bone, a coin)': 'தொண்டையில ஏதோ சிக்கியிருத்தல் (மீன் முள், காசு)',
  'Something stuck in the throat needs a hospital today. Do not try to push it down with food; call 108 if breathing or speaking becomes hard.':
    'தொண்டையில ஏதாவது சிக்கியிருந்தா இன்னைக்கே ஆஸ்பத்திரிக்குப் போங்க. சாப்பாட்டை முழுங்கி அதை உள்ள தள்ளப் பார்க்காதீங்க; மூச்சு விடவோ பேசவோ கஷ்டமானா 108-க்கு போன் பண்ணுங்க.',
  'An injury to the eye, or metal or a chemical in it':
    'கண்ணுல அடிபடுதல், அல்லது கண்ணுக்குள்ள இரும்புத் துகள் அல்லது ரசாயனம் (கெமிக்கல்) போதல்',
  'An injured eye, or metal or a chemical in it, needs an eye doctor or hospital today. For a chemical or lime, rinse the eye with clean water for 15 minutes first.':
    'கண்ணுல அடிபட்டிருந்தாலோ, இரும்புத் துகள் அல்லது ரசாயனம் (கெமிக்கல்) கண்ணுக்குள்ள போயிருந்தாலோ, இன்னைக்கே கண் டாக்டரையோ ஆஸ்பத்திரியையோ பாருங்க. ரசாயனம் அல்லது சுண்ணாம்பு பட்டிருந்தா, முதல்ல சுத்தமான தண்ணியால 15 நிமிஷம் கண்ணைக் கழுவுங்க.',
  'A painful band of blisters on one side of the body':
    'உடம்போட ஒரு பக்கத்துல மட்டும் பட்டை மாதிரி வரிசையா வர்ற, வலிக்கற கொப்புளங்கள்',
  'Is there a painful band of blisters on one side of the body?':
    'உடம்போட ஒரு பக்கத்துல மட்டும் பட்டை மாதிரி வலிக்கற கொப்புளங்கள் இருக்கா?',
  'Shingles (herpes zoster)': 'அக்கி (ஹெர்பிஸ் ஜோஸ்டர்)',
  'Keep the rash clean and dry and wear loose cotton clothes; a cool, damp cloth can ease the pain.':
    'தடிப்பைச் சுத்தமாவும் ஈரமில்லாமலும் வெச்சுக்கோங்க, தளர்வான பருத்தித் துணி போட்டுக்கோங்க; குளிர்ந்த ஈரத் துணி வெச்சா வலி கொஞ்சம் குறையும்.',
  'Do not burst the blisters or put ash, oil or home pastes on them.':
    'கொப்புளங்களை உடைக்காதீங்க; அதுமேல சாம்பல், எண்ணெய், வீட்டுல அரைச்ச பத்து எதுவும் போடாதீங்க.',
  'Keep away from pregnant women, newborns and anyone who has not had chickenpox until the blisters crust over.':
    'கொப்புளங்கள் காய்ஞ்சு பொருக்கு கட்டுற வரைக்கும், கர்ப்பிணிப் பெண்கள், பச்சைக் குழந்தைங்க, இதுக்கு முன்னாடி சின்னம்மை வராதவங்க கிட்ட இருந்து தள்ளியே இருங்க.',
  'A rash near the eye, or eye pain or blurred sight — see a doctor today':
    'கண்ணுக்குப் பக்கத்துல தடிப்பு, கண் வலி அல்லது மங்கலான பார்வை — இன்னைக்கே டாக்டரைப் பாருங்க',
  'Confusion, a stiff neck, or weakness of the face':
    'குழப்பம், கழுத்து விறைப்பு, அல்லது முகத்துல பலவீனம் (முகம் தளர்ந்து போதல்)',
  'Pain that stays for weeks after the rash has gone': 'தடிப்பு போன பிறகும் வாரக்கணக்கா நீடிக்கற வலி',
  'High sugar with great thirst or passing a lot of urine needs a doctor today. Go to hospital at once if there is vomiting, fast breathing or drowsiness.':
    'ரத்த சர்க்கரை அளவு அதிகமா இருந்து, ரொம்ப தாகமோ நிறைய சிறுநீர் போறதோ இருந்தா இன்னைக்கே டாக்டரைப் பாருங்க. வாந்தி, வேகமான மூச்சு அல்லது தூக்கக் கலக்கம் இருந்தா உடனே ஆஸ்பத்திரிக்குப் போங்க.',
  'A sore throat with a high fever and trouble swallowing needs a doctor today. Go to a hospital at once if breathing is hard or you cannot swallow your own saliva.':
    'தொண்டை வலியோட அதிகக் காய்ச்சலும் முழுங்கக் கஷ்டமும் இருந்தா இன்னைக்கே டாக்டரைப் பாருங்க. மூச்சு விடக் கஷ்டமா இருந்தாலோ சொந்த எச்சிலைக் கூட முழுங்க முடியலைன்னாலோ உடனே ஆஸ்பத்திரிக்குப் போங்க.',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  low_bp_reading: ['பிபி ரொம்ப குறைஞ்சிருச்சு', 'பிபி இறங்கிடுச்சு'],
  abnormal_pulse_reading: ['நாடி ரொம்ப மெதுவா', 'நாடி ரொம்ப வேகமா'],
  stinging_insect_sting: ['தேனீ கொட்டிடுச்சு', 'குளவி கொட்டிடுச்சு', 'தேனீ கொட்டு'],
  yellow_palms_soles: ['உள்ளங்கை மஞ்சள்', 'உள்ளங்கால் மஞ்சள்', 'உள்ளங்கையும் மஞ்சள்'],
  jaw_pain: [
    'தாடை வலி',
    'தாடையில் வலி',
    // 'வலி … தாடை வரைக்கும் போகுது': the pain goes up to the jaw.
    'தாடை வரைக்கும் போகுது',
    'தாடை வரை போகுது',
    'தாடைக்கு பரவுது',
  ],
  green_vomit: ['பச்சை வாந்தி', 'பச்சை நிற வாந்தி'],
  // 'தொண்டை' also reads 'தொண்டையில', 'தொண்டைல'; 'முள்' reads 'முள்ளு'. A thorn in the throat
  // goes with a verb of getting stuck: 'தொண்டையில முள்ளு குத்துற மாதிரி' is a sore throat.
  object_in_throat: [
    'மீன் முள்',
    'மீன்முள்',
    'தொண்டை முள் சிக்கி',
    'தொண்டை முள் மாட்டி',
    'கோழி எலும்பு',
    'தொண்டை எலும்பு சிக்கி',
    'தொண்டை எலும்பு மாட்டி',
    'காசு முழுங்கி',
    'காசு விழுங்கி',
    'நாணயம் முழுங்கி',
    'காயின் முழுங்கி',
    'தொண்டை காசு சிக்கி',
    'தொண்டை ஏதோ சிக்கி',
    'தொண்டை ஏதோ மாட்டி',
  ],
  // 'கண்ணு' also reads 'கண்ணுல', 'கண்ணில்', 'கண்ணை'. Iron comes with 'துகள்' or a verb:
  // 'கண்ணு வெளுத்து இரும்புச்சத்து குறைவு' is anaemia.
  eye_injury: [
    'கண்ணு அடிபட்ட',
    'கண் அடிபட்ட',
    'கண்ணு அடி பட்ட',
    'கண் காயம்',
    'கண்ணு காயம்',
    'கண்ணு இரும்பு துகள்',
    'கண்ணு இரும்புத்துகள்',
    'கண்ணு இரும்பு தூள்',
    'இரும்பு துகள் கண்ணு',
    'கண்ணு இரும்பு விழுந்து',
    'கண்ணு இரும்பு பட்டு',
    'கண்ணு சுண்ணாம்பு',
    'சுண்ணாம்பு கண்ணு',
    'கண்ணு கெமிக்கல்',
    'கெமிக்கல் கண்ணு',
    'கண்ணு ஆசிட்',
    'கண்ணு அமிலம்',
    'கண்ணு குச்சி குத்தி',
    'கண்ணு சிமெண்ட்',
    'சிமெண்ட் கண்ணு',
    'கண்ணு சிமென்ட்',
    'சிமென்ட் கண்ணு',
  ],
  // Shingles: named ('அக்கி', 'ஹெர்பிஸ்'), or blisters told as a band or line on one side.
  // 'கொப்புள' also reads 'கொப்புளம்', 'கொப்புளங்கள்'. 'அக்கி' alone would also read 'அக்கினி'
  // (fire, 'அக்கினி வெயில்'): it goes with a second word.
  one_sided_band_rash: [
    'அக்கி அம்மை',
    'அக்கி வந்திருக்கு',
    'அக்கி போட்டிருக்கு',
    'அக்கி கிளம்பியிருக்கு',
    'அக்கி நோய்',
    'அக்கி புண்',
    'அக்கி கொப்புள',
    'ஹெர்பிஸ்',
    'ஹெர்பீஸ்',
    'ஷிங்கிள்ஸ்',
    'ஒரு பக்கம் பட்டை மாதிரி கொப்புள',
    'ஒரு பக்கம் வரிசையா கொப்புள',
    'பட்டை மாதிரி கொப்புள',
    'பெல்ட் மாதிரி கொப்புள',
    'கோடு மாதிரி கொப்புள',
    'ஒரு பக்கம் மட்டும் எரிச்சலோட கொப்புள',
  ],
};

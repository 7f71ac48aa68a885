/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
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
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
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
  ],
};

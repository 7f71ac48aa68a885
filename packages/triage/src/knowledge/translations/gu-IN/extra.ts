/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Blood pressure below 90/60': '90/60 થી ઓછું બીપી',
  'Pulse under 50 or over 130 a minute': 'નાડી (પલ્સ) મિનિટે 50 થી ઓછી કે 130 થી વધુ',
  'Bee, wasp or ant sting': 'મધમાખી, ભમરી કે કીડીનો ડંખ',
  'Yellow palms or soles': 'હથેળી કે પગના તળિયા પીળા',
  'Jaw pain': 'જડબામાં દુખાવો',
  'Green vomit': 'લીલી ઊલટી',
  'Something stuck in the throat (a fish bone, a coin)': 'ગળામાં કંઈક ફસાઈ જવું (માછલીનો કાંટો, સિક્કો)',
  'Something stuck in the throat needs a hospital today. Do not try to push it down with food; call 108 if breathing or speaking becomes hard.':
    'ગળામાં કંઈક ફસાયું હોય તો આજે જ હોસ્પિટલ જાઓ. ખાવાનું ખાઈને તેને નીચે ઉતારવાનો પ્રયત્ન ન કરો; શ્વાસ લેવામાં કે બોલવામાં તકલીફ થાય તો 108 પર ફોન કરો.',
  'An injury to the eye, or metal or a chemical in it': 'આંખમાં ઈજા, અથવા આંખમાં લોખંડ-ધાતુનો કણ કે કેમિકલ',
  'An injured eye, or metal or a chemical in it, needs an eye doctor or hospital today. For a chemical or lime, rinse the eye with clean water for 15 minutes first.':
    'આંખમાં ઈજા થઈ હોય, કે આંખમાં લોખંડ-ધાતુનો કણ કે કેમિકલ ગયું હોય, તો આજે જ આંખના ડોક્ટર કે હોસ્પિટલ જાઓ. કેમિકલ કે ચૂનો ગયો હોય તો પહેલાં 15 મિનિટ સુધી આંખને ચોખ્ખા પાણીથી ધુઓ.',
  'A painful band of blisters on one side of the body': 'શરીરની એક બાજુ પટ્ટા જેવા દુખાવાવાળા ફોલ્લા',
  'Is there a painful band of blisters on one side of the body?':
    'શરીરની એક બાજુ પટ્ટા જેવા દુખાવાવાળા ફોલ્લા છે?',
  'Shingles (herpes zoster)': 'હર્પીસ ઝોસ્ટર (શિંગલ્સ)',
  'Keep the rash clean and dry and wear loose cotton clothes; a cool, damp cloth can ease the pain.':
    'ચાંદાં-ફોલ્લા ચોખ્ખા અને કોરા રાખો અને ઢીલાં સુતરાઉ કપડાં પહેરો; ઠંડું, ભીનું કપડું મૂકવાથી દુખાવો ઓછો થઈ શકે.',
  'Do not burst the blisters or put ash, oil or home pastes on them.':
    'ફોલ્લા ફોડશો નહીં અને તેના પર રાખ, તેલ કે ઘરગથ્થુ લેપ ન લગાવો.',
  'Keep away from pregnant women, newborns and anyone who has not had chickenpox until the blisters crust over.':
    'ફોલ્લા સુકાઈને પોપડી ન વળે ત્યાં સુધી સગર્ભા સ્ત્રીઓ, નવજાત બાળકો અને જેમને અછબડા ન થયા હોય તેમનાથી દૂર રહો.',
  'A rash near the eye, or eye pain or blurred sight — see a doctor today':
    'આંખ પાસે ફોલ્લી, અથવા આંખમાં દુખાવો કે ઝાંખું દેખાય — આજે જ ડોક્ટરને બતાવો',
  'Confusion, a stiff neck, or weakness of the face': 'મૂંઝવણ, ગરદન અકડાઈ જવી, અથવા ચહેરામાં નબળાઈ',
  'Pain that stays for weeks after the rash has gone':
    'ફોલ્લા મટી ગયા પછી પણ અઠવાડિયાઓ સુધી રહેતો દુખાવો',
  'High sugar with great thirst or passing a lot of urine needs a doctor today. Go to hospital at once if there is vomiting, fast breathing or drowsiness.':
    'સુગર વધારે હોય અને ખૂબ તરસ લાગે કે ઘણો પેશાબ થાય તો આજે જ ડોક્ટરને બતાવો. ઊલટી, ઝડપી શ્વાસ કે ઘેન હોય તો તરત હોસ્પિટલ જાઓ.',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  low_bp_reading: ['બીપી બહુ ઓછું', 'બીપી ઘટી ગયું'],
  abnormal_pulse_reading: ['નાડી બહુ ધીમી', 'નાડી બહુ ઝડપી'],
  stinging_insect_sting: ['મધમાખીનો ડંખ', 'ભમરીનો ડંખ', 'મધમાખી કરડી'],
  yellow_palms_soles: ['હથેળી પીળી', 'તળિયા પીળા', 'પગના તળિયા પીળા'],
  jaw_pain: ['જડબામાં દુખાવો', 'જડબું દુખે'],
  green_vomit: ['લીલી ઊલટી', 'લીલા રંગની ઊલટી'],
  object_in_throat: [
    'માછલીનો કાંટો ગળામાં',
    'માછલીનો કાંટો ફસાયો',
    'માછલીનો કાંટો ફસાઈ',
    'માછલીનો કાંટો અટકી',
    'ગળામાં કાંટો ફસાયો',
    'ગળામાં કાંટો ફસાઈ',
    'ગળામાં કાંટો અટકી',
    'કાંટો ગળામાં ફસાયો',
    'કાંટો ગળામાં ફસાઈ',
    'ગળામાં હાડકું ફસાયું',
    'ગળામાં હાડકું ફસાઈ',
    'હાડકું ગળામાં ફસાયું',
    'ગળામાં કંઈક ફસાઈ ગયું',
    'ગળામાં કંઈક અટકી ગયું',
    'ગળામાં સિક્કો',
    'સિક્કો ગળી ગયો',
    'સિક્કો ગળી ગઈ',
    'પૈસો ગળી ગયો',
  ],
  eye_injury: [
    'આંખમાં વાગ્યું',
    'આંખે વાગ્યું',
    'આંખ પર વાગ્યું',
    'આંખમાં ઈજા',
    'આંખમાં ઇજા',
    'આંખને ઈજા',
    'આંખને ઇજા',
    'આંખ પર માર લાગ્યો',
    'આંખમાં લોખંડનો કણ',
    'આંખમાં લોખંડની કરચ',
    'આંખમાં લોખંડનો ટુકડો',
    'લોખંડનો કણ આંખમાં',
    'આંખમાં ચૂનો',
    'આંખમાં ચુનો',
    'આંખમાં એસિડ ગયું',
    'આંખમાં એસિડ પડ્યું',
    'આંખમાં તેજાબ',
    'આંખમાં કેમિકલ',
    'આંખમાં કંઈક ઘૂસી ગયું',
    'આંખમાં કંઈક ઘુસી ગયું',
  ],
  one_sided_band_rash: [
    'હર્પીસ',
    'હર્પિસ',
    'હર્પીઝ',
    'શિંગલ્સ',
    'એક બાજુ પટ્ટામાં ફોલ્લા',
    'પટ્ટા જેવા ફોલ્લા',
    'લાઇનમાં ફોલ્લા',
    'એક બાજુ બળતરા અને ફોલ્લા',
  ],
};

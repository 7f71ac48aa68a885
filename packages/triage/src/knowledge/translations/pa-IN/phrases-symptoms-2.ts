export const PHRASES_SYMPTOMS_2: Record<string, string> = {
  'Pain in the lower right belly can be appendicitis.': 'ਢਿੱਡ ਦੇ ਸੱਜੇ ਹੇਠਲੇ ਪਾਸੇ ਦਰਦ ਅਪੈਂਡਿਕਸ ਹੋ ਸਕਦਾ ਹੈ।',
  'Pain in the upper belly': 'ਢਿੱਡ ਦੇ ਉੱਪਰਲੇ ਹਿੱਸੇ ਵਿੱਚ ਦਰਦ',
  'Is the pain in the upper part of your belly?': 'ਕੀ ਦਰਦ ਤੁਹਾਡੇ ਢਿੱਡ ਦੇ ਉੱਪਰਲੇ ਹਿੱਸੇ ਵਿੱਚ ਹੈ?',
  'Pain under the right ribs': 'ਸੱਜੀਆਂ ਪਸਲੀਆਂ ਦੇ ਹੇਠਾਂ ਦਰਦ',
  'Is the pain under your right ribs?': 'ਕੀ ਦਰਦ ਤੁਹਾਡੀਆਂ ਸੱਜੀਆਂ ਪਸਲੀਆਂ ਦੇ ਹੇਠਾਂ ਹੈ?',
  'Pain in the lower belly': 'ਢਿੱਡ ਦੇ ਹੇਠਲੇ ਹਿੱਸੇ ਵਿੱਚ ਦਰਦ',
  'Is the pain in your lower belly?': 'ਕੀ ਦਰਦ ਤੁਹਾਡੇ ਢਿੱਡ ਦੇ ਹੇਠਲੇ ਹਿੱਸੇ ਵਿੱਚ ਹੈ?',
  'Cramping stomach pain': 'ਢਿੱਡ ਵਿੱਚ ਮਰੋੜ ਵਾਲਾ ਦਰਦ',
  'Is the pain crampy, coming in waves?': 'ਕੀ ਦਰਦ ਮਰੋੜ ਵਾਂਗ ਹੈ, ਜੋ ਰੁਕ-ਰੁਕ ਕੇ ਲਹਿਰਾਂ ਵਾਂਗ ਆਉਂਦਾ ਹੈ?',
  'Bloating or gas': 'ਅਫਾਰਾ ਜਾਂ ਗੈਸ',
  'Do you feel bloated or gassy?': 'ਕੀ ਤੁਹਾਡਾ ਢਿੱਡ ਫੁੱਲਿਆ ਹੋਇਆ ਲੱਗਦਾ ਹੈ ਜਾਂ ਗੈਸ ਬਣਦੀ ਹੈ?',
  'Indigestion, sour burps or feeling full quickly': 'ਬਦਹਜ਼ਮੀ, ਖੱਟੇ ਡਕਾਰ ਜਾਂ ਛੇਤੀ ਢਿੱਡ ਭਰ ਜਾਣਾ',
  'Do you get indigestion or sour burps?': 'ਕੀ ਤੁਹਾਨੂੰ ਬਦਹਜ਼ਮੀ ਹੁੰਦੀ ਹੈ ਜਾਂ ਖੱਟੇ ਡਕਾਰ ਆਉਂਦੇ ਹਨ?',
  'Nausea (feeling like vomiting)': 'ਜੀਅ ਕੱਚਾ ਹੋਣਾ (ਉਲਟੀ ਆਉਣ ਵਾਂਗ ਲੱਗਣਾ)',
  'Do you feel sick to your stomach (nausea)?': 'ਕੀ ਤੁਹਾਡਾ ਜੀਅ ਕੱਚਾ ਹੁੰਦਾ ਹੈ (ਉਲਟੀ ਆਉਣ ਵਾਂਗ ਲੱਗਦਾ ਹੈ)?',
  Vomiting: 'ਉਲਟੀਆਂ',
  'Have you been vomiting?': 'ਕੀ ਤੁਹਾਨੂੰ ਉਲਟੀਆਂ ਆ ਰਹੀਆਂ ਹਨ?',
  'Vomiting again and again, cannot keep fluids down': 'ਵਾਰ-ਵਾਰ ਉਲਟੀ, ਪਾਣੀ ਵੀ ਅੰਦਰ ਨਾ ਟਿਕਣਾ',
  'Are you vomiting so often that you cannot keep even water down?':
    'ਕੀ ਇੰਨੀਆਂ ਉਲਟੀਆਂ ਆ ਰਹੀਆਂ ਹਨ ਕਿ ਪਾਣੀ ਵੀ ਅੰਦਰ ਨਹੀਂ ਟਿਕਦਾ?',
  'Not keeping any fluids down quickly leads to dehydration.':
    'ਜੇ ਕੋਈ ਵੀ ਤਰਲ ਅੰਦਰ ਨਾ ਟਿਕੇ ਤਾਂ ਛੇਤੀ ਹੀ ਸਰੀਰ ਵਿੱਚ ਪਾਣੀ ਦੀ ਕਮੀ ਹੋ ਜਾਂਦੀ ਹੈ।',
  'Vomiting blood or coffee-ground material': 'ਉਲਟੀ ਵਿੱਚ ਖੂਨ ਜਾਂ ਕੌਫ਼ੀ ਦੇ ਚੂਰੇ ਵਰਗਾ ਕਾਲਾ ਮਾਦਾ',
  'Have you vomited blood or dark coffee-ground material?':
    'ਕੀ ਉਲਟੀ ਵਿੱਚ ਖੂਨ ਜਾਂ ਕੌਫ਼ੀ ਦੇ ਚੂਰੇ ਵਰਗਾ ਕਾਲਾ ਮਾਦਾ ਆਇਆ ਹੈ?',
  'Vomiting blood is a sign of bleeding inside the gut.':
    'ਉਲਟੀ ਵਿੱਚ ਖੂਨ ਆਉਣਾ ਢਿੱਡ-ਆਂਦਰਾਂ ਦੇ ਅੰਦਰ ਖੂਨ ਵਗਣ ਦੀ ਨਿਸ਼ਾਨੀ ਹੈ।',
  'Loose motions (diarrhoea)': 'ਦਸਤ (ਪਤਲੀਆਂ ਟੱਟੀਆਂ)',
  'Do you have loose motions (diarrhoea)?': 'ਕੀ ਤੁਹਾਨੂੰ ਦਸਤ (ਪਤਲੀਆਂ ਟੱਟੀਆਂ) ਲੱਗੇ ਹੋਏ ਹਨ?',
  'Very large amounts of watery diarrhoea (like rice water)':
    'ਬਹੁਤ ਜ਼ਿਆਦਾ ਪਾਣੀ ਵਰਗੇ ਦਸਤ (ਚੌਲਾਂ ਦੇ ਪਾਣੀ ਵਰਗੇ)',
  'Are the loose motions very large and watery, like rice water?':
    'ਕੀ ਦਸਤ ਬਹੁਤ ਜ਼ਿਆਦਾ ਤੇ ਪਾਣੀ ਵਰਗੇ ਹਨ, ਚੌਲਾਂ ਦੇ ਪਾਣੀ ਵਾਂਗ?',
  'Very heavy watery diarrhoea can dehydrate a person within hours.':
    'ਬਹੁਤ ਜ਼ਿਆਦਾ ਪਾਣੀ ਵਰਗੇ ਦਸਤ ਕੁਝ ਘੰਟਿਆਂ ਵਿੱਚ ਹੀ ਸਰੀਰ ਵਿੱਚ ਪਾਣੀ ਦੀ ਕਮੀ ਕਰ ਸਕਦੇ ਹਨ।',
  'Blood or mucus in stool': 'ਟੱਟੀ ਵਿੱਚ ਖੂਨ ਜਾਂ ਆਂਵ (ਰੇਸ਼ਾ)',
  'Is there blood or mucus in the stool?': 'ਕੀ ਟੱਟੀ ਵਿੱਚ ਖੂਨ ਜਾਂ ਆਂਵ (ਰੇਸ਼ਾ) ਆਉਂਦਾ ਹੈ?',
  'Black, tarry stool': 'ਕਾਲੀ, ਲੁੱਕ ਵਰਗੀ ਟੱਟੀ',
  'Are your stools black and sticky like tar?': 'ਕੀ ਤੁਹਾਡੀ ਟੱਟੀ ਕਾਲੀ ਤੇ ਲੁੱਕ ਵਾਂਗ ਚਿਪਚਿਪੀ ਹੈ?',
  'Black, tarry stool can mean bleeding in the stomach.':
    'ਕਾਲੀ, ਲੁੱਕ ਵਰਗੀ ਟੱਟੀ ਦਾ ਮਤਲਬ ਮਿਹਦੇ ਵਿੱਚ ਖੂਨ ਵਗਣਾ ਹੋ ਸਕਦਾ ਹੈ।',
  Constipation: 'ਕਬਜ਼',
  'Are you constipated?': 'ਕੀ ਤੁਹਾਨੂੰ ਕਬਜ਼ ਹੈ?',
  'Pain, lump or bright red bleeding at the back passage':
    'ਪਖਾਨੇ ਵਾਲੀ ਥਾਂ (ਗੁਦਾ) ਤੇ ਦਰਦ, ਗੰਢ ਜਾਂ ਸੂਹਾ ਲਾਲ ਖੂਨ',
  'Do you have pain, a lump or bright red blood when passing stool?':
    'ਕੀ ਟੱਟੀ ਕਰਦਿਆਂ ਦਰਦ ਹੁੰਦਾ ਹੈ, ਗੰਢ ਹੈ ਜਾਂ ਸੂਹਾ ਲਾਲ ਖੂਨ ਆਉਂਦਾ ਹੈ?',
  'Worms in stool or itching around the anus': 'ਟੱਟੀ ਵਿੱਚ ਕੀੜੇ (ਚੂਣੇ) ਜਾਂ ਗੁਦਾ ਦੁਆਲੇ ਖੁਜਲੀ',
  'Have you seen worms in the stool or is there itching around the anus?':
    'ਕੀ ਤੁਸੀਂ ਟੱਟੀ ਵਿੱਚ ਕੀੜੇ ਦੇਖੇ ਹਨ ਜਾਂ ਗੁਦਾ (ਪਿਛਲੀ ਥਾਂ) ਦੁਆਲੇ ਖੁਜਲੀ ਹੁੰਦੀ ਹੈ?',
  'Swollen belly that keeps growing': 'ਢਿੱਡ ਸੁੱਜਣਾ ਜੋ ਵਧਦਾ ਜਾਵੇ',
  'Has your belly become swollen and larger?': 'ਕੀ ਤੁਹਾਡਾ ਢਿੱਡ ਸੁੱਜ ਕੇ ਵੱਡਾ ਹੋ ਗਿਆ ਹੈ?',
  'Burning or pain when passing urine': 'ਪਿਸ਼ਾਬ ਕਰਦਿਆਂ ਜਲਣ ਜਾਂ ਦਰਦ',
  'Does it burn or hurt when you pass urine?': 'ਕੀ ਪਿਸ਼ਾਬ ਕਰਦਿਆਂ ਜਲਣ ਜਾਂ ਦਰਦ ਹੁੰਦਾ ਹੈ?',
  'Passing urine very often': 'ਵਾਰ-ਵਾਰ ਪਿਸ਼ਾਬ ਆਉਣਾ',
  'Do you need to pass urine more often than usual?': 'ਕੀ ਤੁਹਾਨੂੰ ਆਮ ਨਾਲੋਂ ਵੱਧ ਵਾਰ ਪਿਸ਼ਾਬ ਜਾਣਾ ਪੈਂਦਾ ਹੈ?',
  'Blood in urine': 'ਪਿਸ਼ਾਬ ਵਿੱਚ ਖੂਨ',
  'Is there blood in your urine?': 'ਕੀ ਤੁਹਾਡੇ ਪਿਸ਼ਾਬ ਵਿੱਚ ਖੂਨ ਆਉਂਦਾ ਹੈ?',
  'Cloudy or foul-smelling urine': 'ਗੰਧਲਾ ਜਾਂ ਬਦਬੂਦਾਰ ਪਿਸ਼ਾਬ',
  'Is your urine cloudy or bad-smelling?': 'ਕੀ ਤੁਹਾਡਾ ਪਿਸ਼ਾਬ ਗੰਧਲਾ ਹੈ ਜਾਂ ਉਸ ਵਿੱਚੋਂ ਬਦਬੂ ਆਉਂਦੀ ਹੈ?',
  'Pain in the side or back below the ribs, may spread to groin':
    'ਵੱਖੀ ਜਾਂ ਪਿੱਠ ਵਿੱਚ ਪਸਲੀਆਂ ਦੇ ਹੇਠਾਂ ਦਰਦ, ਜੋ ਚੱਡਿਆਂ ਵੱਲ ਜਾ ਸਕਦਾ ਹੈ',
  'Do you have pain in your side or back, just below the ribs?':
    'ਕੀ ਤੁਹਾਡੀ ਵੱਖੀ ਜਾਂ ਪਿੱਠ ਵਿੱਚ, ਪਸਲੀਆਂ ਦੇ ਬਿਲਕੁਲ ਹੇਠਾਂ ਦਰਦ ਹੈ?',
  'Weak stream or difficulty starting urine': 'ਪਿਸ਼ਾਬ ਦੀ ਧਾਰ ਕਮਜ਼ੋਰ ਜਾਂ ਪਿਸ਼ਾਬ ਸ਼ੁਰੂ ਹੋਣ ਵਿੱਚ ਔਖ',
  'Is your urine stream weak or hard to start?':
    'ਕੀ ਤੁਹਾਡੇ ਪਿਸ਼ਾਬ ਦੀ ਧਾਰ ਕਮਜ਼ੋਰ ਹੈ ਜਾਂ ਪਿਸ਼ਾਬ ਮੁਸ਼ਕਲ ਨਾਲ ਸ਼ੁਰੂ ਹੁੰਦਾ ਹੈ?',
  'Cannot pass urine at all': 'ਪਿਸ਼ਾਬ ਬਿਲਕੁਲ ਨਾ ਆਉਣਾ',
  'Are you unable to pass urine at all?': 'ਕੀ ਤੁਹਾਡਾ ਪਿਸ਼ਾਬ ਬਿਲਕੁਲ ਨਹੀਂ ਉਤਰ ਰਿਹਾ?',
  'Being unable to pass urine needs a doctor within hours.':
    'ਪਿਸ਼ਾਬ ਬਿਲਕੁਲ ਨਾ ਆਵੇ ਤਾਂ ਕੁਝ ਘੰਟਿਆਂ ਵਿੱਚ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਉਣਾ ਜ਼ਰੂਰੀ ਹੈ।',
  'Rash or spots on the skin': 'ਚਮੜੀ ਤੇ ਧੱਫੜ ਜਾਂ ਦਾਣੇ',
  'Do you have a rash or spots on your skin?': 'ਕੀ ਤੁਹਾਡੀ ਚਮੜੀ ਤੇ ਧੱਫੜ ਜਾਂ ਦਾਣੇ ਹਨ?',
  'Rash that does not fade when a glass is pressed on it': 'ਧੱਫੜ ਜੋ ਕੱਚ ਦਾ ਗਲਾਸ ਦਬਾਉਣ ਤੇ ਵੀ ਫਿੱਕੇ ਨਾ ਪੈਣ',
  'If you press a glass on the rash, does it stay visible?':
    'ਜੇ ਤੁਸੀਂ ਧੱਫੜ ਉੱਤੇ ਕੱਚ ਦਾ ਗਲਾਸ ਦਬਾਓ, ਕੀ ਉਹ ਫਿਰ ਵੀ ਦਿਸਦੇ ਰਹਿੰਦੇ ਹਨ?',
  'A rash that does not fade under a glass can be meningitis or sepsis.':
    'ਜੋ ਧੱਫੜ ਗਲਾਸ ਦਬਾਉਣ ਤੇ ਫਿੱਕੇ ਨਾ ਪੈਣ, ਉਹ ਦਿਮਾਗੀ ਬੁਖਾਰ (ਮੈਨਿਨਜਾਈਟਿਸ) ਜਾਂ ਖੂਨ ਵਿੱਚ ਜ਼ਹਿਰ (ਸੈਪਸਿਸ) ਹੋ ਸਕਦੇ ਹਨ।',
  Itching: 'ਖੁਜਲੀ / ਖਾਰਸ਼',
  'Is your skin itchy?': 'ਕੀ ਤੁਹਾਡੀ ਚਮੜੀ ਤੇ ਖੁਜਲੀ ਹੁੰਦੀ ਹੈ?',
  'Itching worse at night, others at home itching too': 'ਰਾਤ ਨੂੰ ਵੱਧ ਖੁਜਲੀ, ਘਰ ਦੇ ਹੋਰਾਂ ਨੂੰ ਵੀ ਖੁਜਲੀ',
  'Is the itching worse at night, or do others at home itch too?':
    'ਕੀ ਖੁਜਲੀ ਰਾਤ ਨੂੰ ਵੱਧ ਹੁੰਦੀ ਹੈ, ਜਾਂ ਘਰ ਦੇ ਹੋਰ ਜੀਆਂ ਨੂੰ ਵੀ ਖੁਜਲੀ ਹੁੰਦੀ ਹੈ?',
  'Red, hot, painful, swollen skin': 'ਲਾਲ, ਗਰਮ, ਦਰਦ ਵਾਲੀ, ਸੁੱਜੀ ਚਮੜੀ',
  'Is there an area of skin that is red, hot, swollen and painful?':
    'ਕੀ ਚਮੜੀ ਦਾ ਕੋਈ ਹਿੱਸਾ ਲਾਲ, ਗਰਮ, ਸੁੱਜਿਆ ਤੇ ਦਰਦ ਵਾਲਾ ਹੈ?',
  'Boil or pus-filled lump': 'ਫੋੜਾ ਜਾਂ ਪੀਕ ਵਾਲੀ ਗੰਢ',
  'Do you have a boil or a painful lump with pus?': 'ਕੀ ਤੁਹਾਨੂੰ ਫੋੜਾ ਜਾਂ ਪੀਕ ਵਾਲੀ ਦਰਦ ਕਰਦੀ ਗੰਢ ਹੈ?',
  'Itchy ring-shaped patches': 'ਖੁਜਲੀ ਵਾਲੇ ਗੋਲ ਛੱਲੇ ਵਰਗੇ ਧੱਬੇ (ਦੱਦ)',
  'Are there itchy, ring-shaped patches with a raised edge?':
    'ਕੀ ਖੁਜਲੀ ਵਾਲੇ ਗੋਲ ਛੱਲੇ ਵਰਗੇ ਧੱਬੇ ਹਨ ਜਿਨ੍ਹਾਂ ਦਾ ਕਿਨਾਰਾ ਉੱਭਰਿਆ ਹੋਇਆ ਹੈ?',
  'Sores with honey-coloured crusts': 'ਸ਼ਹਿਦ ਰੰਗੇ ਖਰੀਂਡਾਂ ਵਾਲੇ ਜ਼ਖ਼ਮ',
  'Are there sores with yellow or honey-coloured crusts?':
    'ਕੀ ਅਜਿਹੇ ਜ਼ਖ਼ਮ ਹਨ ਜਿਨ੍ਹਾਂ ਉੱਤੇ ਪੀਲੇ ਜਾਂ ਸ਼ਹਿਦ ਰੰਗੇ ਖਰੀਂਡ ਜੰਮੇ ਹੋਣ?',
  'Fluid-filled blisters': 'ਪਾਣੀ ਭਰੇ ਛਾਲੇ',
  'Are there small fluid-filled blisters?': 'ਕੀ ਨਿੱਕੇ-ਨਿੱਕੇ ਪਾਣੀ ਭਰੇ ਛਾਲੇ ਹਨ?',
  'Raised itchy welts (hives)': 'ਉੱਭਰੇ ਹੋਏ ਖੁਜਲੀ ਵਾਲੇ ਧੱਫੜ (ਪਿੱਤ)',
  'Do you have raised, itchy welts that come and go?':
    'ਕੀ ਤੁਹਾਨੂੰ ਉੱਭਰੇ ਹੋਏ ਖੁਜਲੀ ਵਾਲੇ ਧੱਫੜ (ਪਿੱਤ) ਹੁੰਦੇ ਹਨ ਜੋ ਆਉਂਦੇ-ਜਾਂਦੇ ਰਹਿੰਦੇ ਹਨ?',
  'Dry, scaly or cracked skin patches': 'ਚਮੜੀ ਤੇ ਸੁੱਕੇ, ਪਪੜੀਦਾਰ ਜਾਂ ਫਟੇ ਧੱਬੇ',
  'Do you have dry, scaly or cracked patches of skin?':
    'ਕੀ ਤੁਹਾਡੀ ਚਮੜੀ ਤੇ ਸੁੱਕੇ, ਪਪੜੀਦਾਰ ਜਾਂ ਫਟੇ ਹੋਏ ਧੱਬੇ ਹਨ?',
  'Pimples or acne': 'ਫਿਨਸੀਆਂ ਜਾਂ ਕਿੱਲ-ਮੁਹਾਸੇ',
  'Do you have pimples on the face, chest or back?': 'ਕੀ ਤੁਹਾਡੇ ਚਿਹਰੇ, ਛਾਤੀ ਜਾਂ ਪਿੱਠ ਤੇ ਫਿਨਸੀਆਂ ਹਨ?',
  'Pale or reddish skin patch that has lost feeling':
    'ਚਮੜੀ ਤੇ ਫਿੱਕਾ ਜਾਂ ਲਾਲ ਜਿਹਾ ਧੱਬਾ ਜਿਸ ਵਿੱਚ ਛੋਹ ਦਾ ਪਤਾ ਨਾ ਲੱਗੇ',
  'Is there a light or reddish skin patch where you cannot feel touch?':
    'ਕੀ ਚਮੜੀ ਤੇ ਕੋਈ ਹਲਕੇ ਰੰਗ ਦਾ ਜਾਂ ਲਾਲ ਜਿਹਾ ਧੱਬਾ ਹੈ ਜਿੱਥੇ ਛੂਹਣ ਦਾ ਪਤਾ ਨਹੀਂ ਲੱਗਦਾ?',
  'Lice or nits in the hair': 'ਵਾਲਾਂ ਵਿੱਚ ਜੂੰਆਂ ਜਾਂ ਲੀਖਾਂ',
  'Have you seen lice or nits in the hair?': 'ਕੀ ਤੁਸੀਂ ਵਾਲਾਂ ਵਿੱਚ ਜੂੰਆਂ ਜਾਂ ਲੀਖਾਂ ਦੇਖੀਆਂ ਹਨ?',
  'Hair loss': 'ਵਾਲ ਝੜਨੇ',
  'Are you losing more hair than usual?': 'ਕੀ ਤੁਹਾਡੇ ਵਾਲ ਆਮ ਨਾਲੋਂ ਵੱਧ ਝੜ ਰਹੇ ਹਨ?',
  'Wound or foot sore that will not heal': 'ਜ਼ਖ਼ਮ ਜਾਂ ਪੈਰ ਦਾ ਫੋੜਾ ਜੋ ਠੀਕ ਨਾ ਹੋਵੇ',
  'Do you have a wound or foot sore that is not healing?':
    'ਕੀ ਤੁਹਾਨੂੰ ਕੋਈ ਜ਼ਖ਼ਮ ਜਾਂ ਪੈਰ ਦਾ ਫੋੜਾ ਹੈ ਜੋ ਠੀਕ ਨਹੀਂ ਹੋ ਰਿਹਾ?',
  'Painless black scab (often in skin folds) with fever':
    'ਬੁਖਾਰ ਨਾਲ ਬਿਨਾਂ ਦਰਦ ਵਾਲਾ ਕਾਲਾ ਖਰੀਂਡ (ਅਕਸਰ ਚਮੜੀ ਦੀਆਂ ਤਹਿਆਂ ਵਿੱਚ)',
  'Is there a painless black scab anywhere, for example in the armpit or groin?':
    'ਕੀ ਕਿਤੇ ਬਿਨਾਂ ਦਰਦ ਵਾਲਾ ਕਾਲਾ ਖਰੀਂਡ ਹੈ, ਜਿਵੇਂ ਕੱਛ ਜਾਂ ਚੱਡਿਆਂ ਵਿੱਚ?',
  'Red or pink eye': 'ਲਾਲ ਜਾਂ ਗੁਲਾਬੀ ਅੱਖ (ਅੱਖਾਂ ਆਉਣੀਆਂ)',
  'Are your eyes red?': 'ਕੀ ਤੁਹਾਡੀਆਂ ਅੱਖਾਂ ਲਾਲ ਹਨ?',
  'Sticky discharge from the eye': 'ਅੱਖ ਵਿੱਚੋਂ ਚਿਪਚਿਪਾ ਗਿੱਡ ਆਉਣਾ',
  'Is there sticky discharge from the eye?': 'ਕੀ ਅੱਖ ਵਿੱਚੋਂ ਚਿਪਚਿਪਾ ਗਿੱਡ ਨਿਕਲਦਾ ਹੈ?',
  'Watery, itchy eyes': 'ਅੱਖਾਂ ਵਿੱਚੋਂ ਪਾਣੀ ਵਗਣਾ ਤੇ ਖੁਜਲੀ',
  'Are your eyes watery or itchy?': 'ਕੀ ਤੁਹਾਡੀਆਂ ਅੱਖਾਂ ਵਿੱਚੋਂ ਪਾਣੀ ਵਗਦਾ ਹੈ ਜਾਂ ਖੁਜਲੀ ਹੁੰਦੀ ਹੈ?',
  'Eye pain': 'ਅੱਖ ਵਿੱਚ ਦਰਦ',
  'Do you have pain in the eye?': 'ਕੀ ਤੁਹਾਡੀ ਅੱਖ ਵਿੱਚ ਦਰਦ ਹੈ?',
  'Painful lump on the eyelid': 'ਪਲਕ ਤੇ ਦਰਦ ਵਾਲੀ ਫਿਨਸੀ (ਗੁਹਾਂਜਣੀ)',
  'Is there a painful lump on the edge of the eyelid?': 'ਕੀ ਪਲਕ ਦੇ ਕਿਨਾਰੇ ਤੇ ਦਰਦ ਵਾਲੀ ਫਿਨਸੀ ਜਾਂ ਗੰਢ ਹੈ?',
  Earache: 'ਕੰਨ ਦਰਦ',
  'Do you have ear pain?': 'ਕੀ ਤੁਹਾਡੇ ਕੰਨ ਵਿੱਚ ਦਰਦ ਹੈ?',
  'Discharge from the ear': 'ਕੰਨ ਵਗਣਾ',
  'Is there fluid or pus coming out of the ear?': 'ਕੀ ਕੰਨ ਵਿੱਚੋਂ ਪਾਣੀ ਜਾਂ ਪੀਕ ਨਿਕਲ ਰਹੀ ਹੈ?',
  'Reduced hearing or blocked ear': 'ਘੱਟ ਸੁਣਨਾ ਜਾਂ ਕੰਨ ਬੰਦ ਲੱਗਣਾ',
  'Is your hearing reduced or does the ear feel blocked?': 'ਕੀ ਤੁਹਾਨੂੰ ਘੱਟ ਸੁਣਦਾ ਹੈ ਜਾਂ ਕੰਨ ਬੰਦ-ਬੰਦ ਲੱਗਦਾ ਹੈ?',
  'Ringing or buzzing in the ears': 'ਕੰਨਾਂ ਵਿੱਚ ਘੰਟੀ ਜਾਂ ਸ਼ਾਂ-ਸ਼ਾਂ ਦੀ ਆਵਾਜ਼',
  'Do you hear ringing or buzzing in your ears?':
    'ਕੀ ਤੁਹਾਡੇ ਕੰਨਾਂ ਵਿੱਚ ਘੰਟੀ ਵੱਜਣ ਜਾਂ ਸ਼ਾਂ-ਸ਼ਾਂ ਦੀ ਆਵਾਜ਼ ਆਉਂਦੀ ਹੈ?',
  'Swelling in front of the ear or along the jaw': 'ਕੰਨ ਦੇ ਅੱਗੇ ਜਾਂ ਜਬਾੜੇ ਦੇ ਨਾਲ-ਨਾਲ ਸੋਜ',
  'Is there swelling in front of the ear or along the jaw?': 'ਕੀ ਕੰਨ ਦੇ ਅੱਗੇ ਜਾਂ ਜਬਾੜੇ ਦੇ ਨਾਲ-ਨਾਲ ਸੋਜ ਹੈ?',
  Toothache: 'ਦੰਦ ਦਰਦ',
  'Do you have toothache?': 'ਕੀ ਤੁਹਾਡੇ ਦੰਦ ਵਿੱਚ ਦਰਦ ਹੈ?',
  'Mouth ulcers': 'ਮੂੰਹ ਵਿੱਚ ਛਾਲੇ',
  'Do you have sores or ulcers in the mouth?': 'ਕੀ ਤੁਹਾਡੇ ਮੂੰਹ ਵਿੱਚ ਛਾਲੇ ਜਾਂ ਜ਼ਖ਼ਮ ਹਨ?',
  'Swelling at the front of the neck (goitre)': 'ਗਰਦਨ ਦੇ ਅਗਲੇ ਪਾਸੇ ਸੋਜ (ਗਿੱਲੜ)',
  'Is there swelling at the front of your neck?': 'ਕੀ ਤੁਹਾਡੀ ਗਰਦਨ ਦੇ ਅਗਲੇ ਪਾਸੇ ਸੋਜ ਹੈ?',
  'Joint pain': 'ਜੋੜਾਂ ਵਿੱਚ ਦਰਦ',
  'Do your joints hurt?': 'ਕੀ ਤੁਹਾਡੇ ਜੋੜਾਂ ਵਿੱਚ ਦਰਦ ਹੁੰਦਾ ਹੈ?',
  'Severe joint pain that makes moving hard': 'ਜੋੜਾਂ ਵਿੱਚ ਬਹੁਤ ਤੇਜ਼ ਦਰਦ ਜਿਸ ਨਾਲ ਹਿੱਲਣਾ ਔਖਾ ਹੋਵੇ',
  'Is the joint pain so severe that it is hard to move or walk?':
    'ਕੀ ਜੋੜਾਂ ਦਾ ਦਰਦ ਇੰਨਾ ਤੇਜ਼ ਹੈ ਕਿ ਹਿੱਲਣਾ ਜਾਂ ਤੁਰਨਾ ਔਖਾ ਹੈ?',
  'Swollen joints': 'ਜੋੜਾਂ ਵਿੱਚ ਸੋਜ',
  'Are any of your joints swollen?': 'ਕੀ ਤੁਹਾਡਾ ਕੋਈ ਜੋੜ ਸੁੱਜਿਆ ਹੋਇਆ ਹੈ?',
  'Stiff joints in the morning for over 30 minutes': 'ਸਵੇਰੇ 30 ਮਿੰਟ ਤੋਂ ਵੱਧ ਜੋੜ ਆਕੜੇ ਰਹਿਣੇ',
  'Are your joints stiff for more than half an hour after waking?':
    'ਕੀ ਸਵੇਰੇ ਉੱਠਣ ਤੋਂ ਬਾਅਦ ਅੱਧੇ ਘੰਟੇ ਤੋਂ ਵੱਧ ਤੁਹਾਡੇ ਜੋੜ ਆਕੜੇ ਰਹਿੰਦੇ ਹਨ?',
  'Knee pain': 'ਗੋਡਿਆਂ ਵਿੱਚ ਦਰਦ',
  'Do you have knee pain?': 'ਕੀ ਤੁਹਾਡੇ ਗੋਡੇ ਵਿੱਚ ਦਰਦ ਹੈ?',
  'Sudden painful, red, swollen big toe or ankle': 'ਪੈਰ ਦਾ ਅੰਗੂਠਾ ਜਾਂ ਗਿੱਟਾ ਅਚਾਨਕ ਦਰਦ ਵਾਲਾ, ਲਾਲ ਤੇ ਸੁੱਜਿਆ',
  'Is your big toe or ankle suddenly red, hot and very painful?':
    'ਕੀ ਤੁਹਾਡੇ ਪੈਰ ਦਾ ਅੰਗੂਠਾ ਜਾਂ ਗਿੱਟਾ ਅਚਾਨਕ ਲਾਲ, ਗਰਮ ਤੇ ਬਹੁਤ ਦਰਦ ਵਾਲਾ ਹੋ ਗਿਆ ਹੈ?',
  'Back pain': 'ਕਮਰ ਦਰਦ',
  'Do you have back pain?': 'ਕੀ ਤੁਹਾਡੀ ਕਮਰ ਜਾਂ ਪਿੱਠ ਵਿੱਚ ਦਰਦ ਹੈ?',
  'Pain shooting from the back or buttock down the leg': 'ਕਮਰ ਜਾਂ ਚਿੱਤੜ ਤੋਂ ਲੱਤ ਵੱਲ ਜਾਂਦਾ ਚੀਸ ਵਾਲਾ ਦਰਦ',
  'Does pain shoot from your back or buttock down the leg?':
    'ਕੀ ਦਰਦ ਕਮਰ ਜਾਂ ਚਿੱਤੜ ਤੋਂ ਚੀਸ ਬਣ ਕੇ ਲੱਤ ਵੱਲ ਜਾਂਦਾ ਹੈ?',
  'Muscle cramps': 'ਪੱਠਿਆਂ ਵਿੱਚ ਵੱਟ ਪੈਣੇ (ਨਾੜ ਚੜ੍ਹਨੀ)',
  'Are you getting muscle cramps?': 'ਕੀ ਤੁਹਾਡੇ ਪੱਠਿਆਂ ਵਿੱਚ ਵੱਟ ਪੈਂਦੇ ਹਨ ਜਾਂ ਨਾੜ ਚੜ੍ਹਦੀ ਹੈ?',
  'Painful calf muscles (both legs)': 'ਪਿੰਨੀਆਂ ਵਿੱਚ ਦਰਦ (ਦੋਵੇਂ ਲੱਤਾਂ)',
  'Are your calf muscles painful or tender?':
    'ਕੀ ਤੁਹਾਡੀਆਂ ਲੱਤਾਂ ਦੀਆਂ ਪਿੰਨੀਆਂ ਵਿੱਚ ਦਰਦ ਹੈ ਜਾਂ ਛੂਹਣ ਤੇ ਦੁਖਦੀਆਂ ਹਨ?',
  'Pain, warmth and swelling in one calf': 'ਇੱਕ ਪਿੰਨੀ ਵਿੱਚ ਦਰਦ, ਗਰਮੀ ਤੇ ਸੋਜ',
  'Is one calf swollen, warm and painful?': 'ਕੀ ਇੱਕ ਲੱਤ ਦੀ ਪਿੰਨੀ ਸੁੱਜੀ, ਗਰਮ ਤੇ ਦਰਦ ਵਾਲੀ ਹੈ?',
  'A painful swollen calf can be a blood clot.': 'ਦਰਦ ਵਾਲੀ ਸੁੱਜੀ ਪਿੰਨੀ ਖੂਨ ਦਾ ਗਤਲਾ (ਕਲੌਟ) ਹੋ ਸਕਦੀ ਹੈ।',
  'Shoulder pain or stiffness': 'ਮੋਢੇ ਵਿੱਚ ਦਰਦ ਜਾਂ ਆਕੜਨ',
  'Do you have shoulder pain or stiffness?': 'ਕੀ ਤੁਹਾਡੇ ਮੋਢੇ ਵਿੱਚ ਦਰਦ ਹੈ ਜਾਂ ਮੋਢਾ ਆਕੜਿਆ ਹੋਇਆ ਹੈ?',
  'Injury or fall': 'ਸੱਟ ਲੱਗਣੀ ਜਾਂ ਡਿੱਗਣਾ',
  'Have you had an injury or a fall?': 'ਕੀ ਤੁਹਾਨੂੰ ਸੱਟ ਲੱਗੀ ਹੈ ਜਾਂ ਤੁਸੀਂ ਡਿੱਗੇ ਹੋ?',
  'Head injury': 'ਸਿਰ ਤੇ ਸੱਟ',
  'Have you had a blow to the head?': 'ਕੀ ਤੁਹਾਡੇ ਸਿਰ ਤੇ ਸੱਟ ਵੱਜੀ ਹੈ?',
  'A head injury needs checking, especially with vomiting, drowsiness or on blood thinners.':
    'ਸਿਰ ਦੀ ਸੱਟ ਚੈੱਕ ਕਰਵਾਉਣੀ ਜ਼ਰੂਰੀ ਹੈ, ਖ਼ਾਸ ਕਰਕੇ ਜੇ ਉਲਟੀ ਆਵੇ, ਊਂਘ ਆਵੇ ਜਾਂ ਮਰੀਜ਼ ਖੂਨ ਪਤਲਾ ਕਰਨ ਵਾਲੀ ਦਵਾਈ ਲੈਂਦਾ ਹੋਵੇ।',
  'Bleeding from a wound that will not stop': 'ਜ਼ਖ਼ਮ ਵਿੱਚੋਂ ਖੂਨ ਜੋ ਰੁਕੇ ਨਾ',
  'Is there bleeding that does not stop with firm pressure?':
    'ਕੀ ਜ਼ੋਰ ਨਾਲ ਦਬਾਉਣ ਤੇ ਵੀ ਖੂਨ ਨਹੀਂ ਰੁਕ ਰਿਹਾ?',
  'Bleeding that will not stop with firm pressure is an emergency.':
    'ਜ਼ੋਰ ਨਾਲ ਦਬਾਉਣ ਤੇ ਵੀ ਖੂਨ ਨਾ ਰੁਕੇ ਤਾਂ ਇਹ ਐਮਰਜੈਂਸੀ ਹੈ।',
  'A cut or open wound': 'ਕੱਟ ਜਾਂ ਖੁੱਲ੍ਹਾ ਜ਼ਖ਼ਮ',
  'Do you have a cut or an open wound?': 'ਕੀ ਤੁਹਾਨੂੰ ਕੋਈ ਕੱਟ ਲੱਗਾ ਹੈ ਜਾਂ ਕੋਈ ਖੁੱਲ੍ਹਾ ਜ਼ਖ਼ਮ ਹੈ?',
  'A deep or gaping cut, or one with dirt, glass or rust in it':
    'ਡੂੰਘਾ ਜਾਂ ਖੁੱਲ੍ਹਿਆ ਹੋਇਆ ਕੱਟ, ਜਾਂ ਅਜਿਹਾ ਕੱਟ ਜਿਸ ਵਿੱਚ ਮਿੱਟੀ, ਕੱਚ ਜਾਂ ਜੰਗਾਲ ਹੋਵੇ',
  'Is the cut deep or gaping, or is there dirt, glass or rust in it?':
    'ਕੀ ਕੱਟ ਡੂੰਘਾ ਹੈ ਜਾਂ ਖੁੱਲ੍ਹਿਆ ਹੋਇਆ (ਕੰਢੇ ਵੱਖ-ਵੱਖ) ਹੈ, ਜਾਂ ਉਸ ਵਿੱਚ ਮਿੱਟੀ, ਕੱਚ ਜਾਂ ਜੰਗਾਲ ਹੈ?',
  'A deep or gaping cut, or one with dirt, glass or rust in it, needs cleaning, closing and a tetanus check at a hospital today.':
    'ਡੂੰਘੇ ਜਾਂ ਖੁੱਲ੍ਹੇ ਹੋਏ ਕੱਟ ਨੂੰ, ਜਾਂ ਜਿਸ ਕੱਟ ਵਿੱਚ ਮਿੱਟੀ, ਕੱਚ ਜਾਂ ਜੰਗਾਲ ਹੋਵੇ, ਅੱਜ ਹੀ ਹਸਪਤਾਲ ਵਿੱਚ ਸਾਫ਼ ਕਰਵਾਉਣ, ਬੰਦ ਕਰਵਾਉਣ (ਟਾਂਕੇ) ਤੇ ਟੈਟਨਸ ਦੀ ਜਾਂਚ ਦੀ ਲੋੜ ਹੈ।',
  'Possible broken bone (deformed, cannot move or bear weight)':
    'ਹੱਡੀ ਟੁੱਟੀ ਹੋਣ ਦਾ ਸ਼ੱਕ (ਟੇਢਾ ਦਿਸਣਾ, ਹਿੱਲ ਨਾ ਸਕਣਾ ਜਾਂ ਭਾਰ ਨਾ ਪਾ ਸਕਣਾ)',
  'Does the injured part look deformed, or can you not move it or put weight on it?':
    'ਕੀ ਸੱਟ ਵਾਲਾ ਅੰਗ ਟੇਢਾ ਦਿਸਦਾ ਹੈ, ਜਾਂ ਤੁਸੀਂ ਉਸਨੂੰ ਹਿਲਾ ਨਹੀਂ ਸਕਦੇ ਜਾਂ ਉਸ ਉੱਤੇ ਭਾਰ ਨਹੀਂ ਪਾ ਸਕਦੇ?',
  'A suspected broken bone needs an X-ray and a doctor today.':
    'ਹੱਡੀ ਟੁੱਟਣ ਦੇ ਸ਼ੱਕ ਤੇ ਅੱਜ ਹੀ ਐਕਸ-ਰੇ ਤੇ ਡਾਕਟਰ ਦੀ ਲੋੜ ਹੈ।',
  'Twisted ankle, wrist or knee with swelling': 'ਗਿੱਟੇ, ਗੁੱਟ ਜਾਂ ਗੋਡੇ ਵਿੱਚ ਮੋਚ ਤੇ ਸੋਜ',
  'Did you twist a joint, with swelling or bruising afterwards?':
    'ਕੀ ਕੋਈ ਜੋੜ ਮੁੜਿਆ (ਮੋਚ ਆਈ) ਤੇ ਬਾਅਦ ਵਿੱਚ ਸੋਜ ਜਾਂ ਨੀਲ ਪੈ ਗਿਆ?',
  'Burn or scald': 'ਸੜਨਾ ਜਾਂ ਗਰਮ ਪਾਣੀ/ਭਾਫ਼ ਨਾਲ ਝੁਲਸਣਾ',
  'Have you been burnt or scalded?': 'ਕੀ ਤੁਸੀਂ ਅੱਗ, ਗਰਮ ਪਾਣੀ ਜਾਂ ਭਾਫ਼ ਨਾਲ ਸੜੇ ਹੋ?',
  'Snake bite': 'ਸੱਪ ਦਾ ਡੰਗ',
  'Has a snake bitten you?': 'ਕੀ ਤੁਹਾਨੂੰ ਸੱਪ ਨੇ ਡੰਗਿਆ ਹੈ?',
  'Every snake bite is an emergency: anti-snake venom is given free at government hospitals.':
    'ਸੱਪ ਦਾ ਹਰ ਡੰਗ ਐਮਰਜੈਂਸੀ ਹੈ: ਸਰਕਾਰੀ ਹਸਪਤਾਲਾਂ ਵਿੱਚ ਸੱਪ ਦੇ ਜ਼ਹਿਰ ਦਾ ਟੀਕਾ (ਐਂਟੀ-ਸਨੇਕ ਵੈਨਮ) ਮੁਫ਼ਤ ਲੱਗਦਾ ਹੈ।',
  'Dog bite or scratch': 'ਕੁੱਤੇ ਦਾ ਵੱਢਣਾ ਜਾਂ ਨਹੁੰਦਰ',
  'Has a dog bitten or scratched you?': 'ਕੀ ਤੁਹਾਨੂੰ ਕੁੱਤੇ ਨੇ ਵੱਢਿਆ ਹੈ ਜਾਂ ਨਹੁੰਦਰ ਮਾਰੀ ਹੈ?',
  'Dog bites need wound washing and rabies vaccination the same day.':
    'ਕੁੱਤੇ ਦੇ ਵੱਢਣ ਤੇ ਉਸੇ ਦਿਨ ਜ਼ਖ਼ਮ ਧੋਣਾ ਤੇ ਹਲਕਾਅ (ਰੇਬੀਜ਼) ਦਾ ਟੀਕਾ ਲਗਵਾਉਣਾ ਜ਼ਰੂਰੀ ਹੈ।',
  'Bite or scratch from a cat, monkey or other mammal':
    'ਬਿੱਲੀ, ਬਾਂਦਰ ਜਾਂ ਕਿਸੇ ਹੋਰ ਜਾਨਵਰ ਦਾ ਵੱਢਣਾ ਜਾਂ ਨਹੁੰਦਰ',
  'Has a cat, monkey or other animal bitten or scratched you?':
    'ਕੀ ਤੁਹਾਨੂੰ ਬਿੱਲੀ, ਬਾਂਦਰ ਜਾਂ ਕਿਸੇ ਹੋਰ ਜਾਨਵਰ ਨੇ ਵੱਢਿਆ ਹੈ ਜਾਂ ਨਹੁੰਦਰ ਮਾਰੀ ਹੈ?',
  'Mammal bites can spread rabies; get the wound washed and vaccinated today.':
    'ਜਾਨਵਰਾਂ ਦੇ ਵੱਢਣ ਨਾਲ ਹਲਕਾਅ (ਰੇਬੀਜ਼) ਫੈਲ ਸਕਦਾ ਹੈ; ਅੱਜ ਹੀ ਜ਼ਖ਼ਮ ਧੁਆਓ ਤੇ ਟੀਕਾ ਲਗਵਾਓ।',
  'Scorpion sting': 'ਬਿੱਛੂ ਦਾ ਡੰਗ',
  'Has a scorpion stung you?': 'ਕੀ ਤੁਹਾਨੂੰ ਬਿੱਛੂ ਨੇ ਡੰਗਿਆ ਹੈ?',
  'Scorpion stings can affect the heart, especially in children.':
    'ਬਿੱਛੂ ਦਾ ਡੰਗ ਦਿਲ ਤੇ ਅਸਰ ਕਰ ਸਕਦਾ ਹੈ, ਖ਼ਾਸ ਕਰਕੇ ਬੱਚਿਆਂ ਵਿੱਚ।',
  'Bee, wasp or insect sting': 'ਮਧੂ-ਮੱਖੀ, ਭਰਿੰਡ ਜਾਂ ਕੀੜੇ ਦਾ ਡੰਗ',
  'Have you been stung by a bee, wasp or insect?': 'ਕੀ ਤੁਹਾਨੂੰ ਮਧੂ-ਮੱਖੀ, ਭਰਿੰਡ ਜਾਂ ਕਿਸੇ ਕੀੜੇ ਨੇ ਡੰਗਿਆ ਹੈ?',
  'Swallowed poison, pesticide, chemicals or too many medicines':
    'ਜ਼ਹਿਰ, ਕੀੜੇਮਾਰ ਦਵਾਈ (ਸਪਰੇਅ), ਕੈਮੀਕਲ ਜਾਂ ਬਹੁਤ ਸਾਰੀਆਂ ਦਵਾਈਆਂ ਖਾ ਲੈਣੀਆਂ',
  'Has the person swallowed poison, pesticide, chemicals or too many tablets?':
    'ਕੀ ਮਰੀਜ਼ ਨੇ ਜ਼ਹਿਰ, ਕੀੜੇਮਾਰ ਦਵਾਈ (ਸਪਰੇਅ), ਕੈਮੀਕਲ ਜਾਂ ਬਹੁਤ ਸਾਰੀਆਂ ਗੋਲੀਆਂ ਖਾ ਲਈਆਂ ਹਨ?',
  'Poisoning needs emergency treatment now. Take the container to hospital.':
    'ਜ਼ਹਿਰ ਖਾਣ ਤੇ ਹੁਣੇ ਐਮਰਜੈਂਸੀ ਇਲਾਜ ਚਾਹੀਦਾ ਹੈ। ਉਸ ਦੀ ਡੱਬੀ/ਬੋਤਲ ਹਸਪਤਾਲ ਨਾਲ ਲੈ ਕੇ ਜਾਓ।',
  'Currently pregnant': 'ਹੁਣ ਗਰਭਵਤੀ ਹੋਣਾ',
  'Are you pregnant?': 'ਕੀ ਤੁਸੀਂ ਗਰਭਵਤੀ ਹੋ?',
  'Heavy bleeding from the vagina in pregnancy': 'ਗਰਭ ਦੌਰਾਨ ਯੋਨੀ (ਥੱਲਿਓਂ) ਬਹੁਤ ਖੂਨ ਪੈਣਾ',
  'Are you pregnant and bleeding heavily from the vagina?':
    'ਕੀ ਤੁਸੀਂ ਗਰਭਵਤੀ ਹੋ ਤੇ ਯੋਨੀ (ਥੱਲਿਓਂ) ਬਹੁਤ ਖੂਨ ਪੈ ਰਿਹਾ ਹੈ?',
  'Heavy bleeding in pregnancy is an emergency for mother and baby.':
    'ਗਰਭ ਦੌਰਾਨ ਬਹੁਤ ਖੂਨ ਪੈਣਾ ਮਾਂ ਤੇ ਬੱਚੇ ਦੋਵਾਂ ਲਈ ਐਮਰਜੈਂਸੀ ਹੈ।',
  'Bleeding from the vagina': 'ਯੋਨੀ (ਥੱਲਿਓਂ) ਖੂਨ ਪੈਣਾ',
  'Are you bleeding from the vagina?': 'ਕੀ ਤੁਹਾਨੂੰ ਯੋਨੀ (ਥੱਲਿਓਂ) ਖੂਨ ਪੈ ਰਿਹਾ ਹੈ?',
  'Light spotting in pregnancy': 'ਗਰਭ ਦੌਰਾਨ ਹਲਕੇ ਖੂਨ ਦੇ ਦਾਗ਼ ਲੱਗਣੇ',
  'Are you pregnant and having light spotting?': 'ਕੀ ਤੁਸੀਂ ਗਰਭਵਤੀ ਹੋ ਤੇ ਹਲਕੇ ਖੂਨ ਦੇ ਦਾਗ਼ ਲੱਗ ਰਹੇ ਹਨ?',
  'Any bleeding in pregnancy should be checked by a doctor today.':
    'ਗਰਭ ਦੌਰਾਨ ਥੋੜ੍ਹਾ ਜਿਹਾ ਵੀ ਖੂਨ ਆਵੇ ਤਾਂ ਅੱਜ ਹੀ ਡਾਕਟਰ ਤੋਂ ਚੈੱਕ ਕਰਵਾਓ।',
  'Baby moving less than usual (pregnancy)': 'ਢਿੱਡ ਵਿੱਚ ਬੱਚੇ ਦਾ ਆਮ ਨਾਲੋਂ ਘੱਟ ਹਿੱਲਣਾ (ਗਰਭ)',
  'Is the baby moving less than usual?': 'ਕੀ ਢਿੱਡ ਵਿੱਚ ਬੱਚਾ ਆਮ ਨਾਲੋਂ ਘੱਟ ਹਿੱਲ ਰਿਹਾ ਹੈ?',
  'Reduced baby movements need checking at the hospital today, without waiting.':
    'ਬੱਚੇ ਦਾ ਘੱਟ ਹਿੱਲਣਾ ਅੱਜ ਹੀ ਹਸਪਤਾਲ ਵਿੱਚ ਚੈੱਕ ਕਰਵਾਓ, ਉਡੀਕ ਨਾ ਕਰੋ।',
  'Fluid leaking from the vagina in pregnancy': 'ਗਰਭ ਦੌਰਾਨ ਯੋਨੀ (ਥੱਲਿਓਂ) ਪਾਣੀ ਰਿਸਣਾ',
  'Is fluid leaking from the vagina?': 'ਕੀ ਯੋਨੀ (ਥੱਲਿਓਂ) ਪਾਣੀ ਰਿਸ ਰਿਹਾ ਹੈ?',
  'Waters breaking needs hospital care now, especially before the due date.':
    'ਪਾਣੀ ਪੈ ਜਾਵੇ (ਪਾਣੀ ਦੀ ਥੈਲੀ ਫਟ ਜਾਵੇ) ਤਾਂ ਹੁਣੇ ਹਸਪਤਾਲ ਜਾਓ, ਖ਼ਾਸ ਕਰਕੇ ਜੇ ਜਣੇਪੇ ਦੀ ਤਾਰੀਖ ਤੋਂ ਪਹਿਲਾਂ ਹੋਵੇ।',
  'Nausea and vomiting in pregnancy': 'ਗਰਭ ਦੌਰਾਨ ਜੀਅ ਕੱਚਾ ਹੋਣਾ ਤੇ ਉਲਟੀਆਂ',
  'Are you pregnant with nausea or vomiting?': 'ਕੀ ਤੁਸੀਂ ਗਰਭਵਤੀ ਹੋ ਤੇ ਜੀਅ ਕੱਚਾ ਹੁੰਦਾ ਹੈ ਜਾਂ ਉਲਟੀਆਂ ਆਉਂਦੀਆਂ ਹਨ?',
  'Heavy bleeding after childbirth': 'ਜਣੇਪੇ ਤੋਂ ਬਾਅਦ ਬਹੁਤ ਖੂਨ ਪੈਣਾ',
  'Have you given birth recently and are bleeding heavily?':
    'ਕੀ ਤੁਹਾਡਾ ਹਾਲ ਹੀ ਵਿੱਚ ਜਣੇਪਾ ਹੋਇਆ ਹੈ ਤੇ ਬਹੁਤ ਖੂਨ ਪੈ ਰਿਹਾ ਹੈ?',
  'Heavy bleeding after childbirth is life-threatening.': 'ਜਣੇਪੇ ਤੋਂ ਬਾਅਦ ਬਹੁਤ ਖੂਨ ਪੈਣਾ ਜਾਨ ਲਈ ਖ਼ਤਰਾ ਹੈ।',
  'Missed or late period': 'ਮਾਹਵਾਰੀ ਨਾ ਆਉਣੀ ਜਾਂ ਲੇਟ ਹੋਣੀ',
  'Is your period late or missed?': 'ਕੀ ਤੁਹਾਡੀ ਮਾਹਵਾਰੀ (ਮਹੀਨਾ) ਲੇਟ ਹੈ ਜਾਂ ਨਹੀਂ ਆਈ?',
  'Heavy or long periods': 'ਮਾਹਵਾਰੀ ਵਿੱਚ ਬਹੁਤ ਖੂਨ ਜਾਂ ਲੰਮੀ ਮਾਹਵਾਰੀ',
  'Are your periods heavy or lasting longer than a week?':
    'ਕੀ ਮਾਹਵਾਰੀ ਵਿੱਚ ਬਹੁਤ ਖੂਨ ਪੈਂਦਾ ਹੈ ਜਾਂ ਇਹ ਇੱਕ ਹਫ਼ਤੇ ਤੋਂ ਵੱਧ ਚੱਲਦੀ ਹੈ?',
  'Irregular periods': 'ਮਾਹਵਾਰੀ ਬੇਤਰਤੀਬ ਆਉਣੀ',
  'Are your periods irregular?': 'ਕੀ ਤੁਹਾਡੀ ਮਾਹਵਾਰੀ ਬੇਤਰਤੀਬ (ਕਦੇ ਜਲਦੀ, ਕਦੇ ਦੇਰ ਨਾਲ) ਆਉਂਦੀ ਹੈ?',
  'Painful periods': 'ਮਾਹਵਾਰੀ ਵੇਲੇ ਦਰਦ',
  'Are your periods painful?': 'ਕੀ ਮਾਹਵਾਰੀ ਵੇਲੇ ਤੁਹਾਨੂੰ ਦਰਦ ਹੁੰਦਾ ਹੈ?',
  'Unusual vaginal discharge': 'ਯੋਨੀ ਵਿੱਚੋਂ ਅਜੀਬ ਪਾਣੀ (ਚਿੱਟਾ ਪਾਣੀ) ਪੈਣਾ',
  'Do you have unusual vaginal discharge?': 'ਕੀ ਤੁਹਾਨੂੰ ਯੋਨੀ ਵਿੱਚੋਂ ਅਜੀਬ ਕਿਸਮ ਦਾ ਪਾਣੀ (ਚਿੱਟਾ ਪਾਣੀ) ਪੈਂਦਾ ਹੈ?',
  'Itching or soreness in the vaginal area': 'ਯੋਨੀ ਵਾਲੀ ਥਾਂ ਤੇ ਖੁਜਲੀ ਜਾਂ ਦੁਖਣਾ',
  'Is there itching or soreness around the vagina?': 'ਕੀ ਯੋਨੀ ਦੇ ਆਲੇ-ਦੁਆਲੇ ਖੁਜਲੀ ਜਾਂ ਦੁਖਣ ਹੈ?',
  'Hot flushes': 'ਅਚਾਨਕ ਗਰਮੀ ਦੇ ਸੇਕ ਉੱਠਣੇ',
  'Do you get sudden waves of heat (hot flushes)?': 'ਕੀ ਤੁਹਾਨੂੰ ਅਚਾਨਕ ਸਰੀਰ ਵਿੱਚ ਗਰਮੀ ਦੇ ਸੇਕ ਉੱਠਦੇ ਹਨ?',
  'Extra hair on face or body': 'ਚਿਹਰੇ ਜਾਂ ਸਰੀਰ ਤੇ ਵਾਧੂ ਵਾਲ',
  'Have you noticed extra hair growth on the face or body?':
    'ਕੀ ਤੁਹਾਡੇ ਚਿਹਰੇ ਜਾਂ ਸਰੀਰ ਤੇ ਵਾਧੂ ਵਾਲ ਉੱਗਣ ਲੱਗੇ ਹਨ?',
  'Baby or child not feeding or unable to drink': 'ਬੱਚਾ ਦੁੱਧ ਨਾ ਪੀਵੇ ਜਾਂ ਕੁਝ ਪੀ ਨਾ ਸਕੇ',
  'Is the baby or child unable to feed or drink?': 'ਕੀ ਬੱਚਾ ਦੁੱਧ ਨਹੀਂ ਪੀ ਰਿਹਾ ਜਾਂ ਕੁਝ ਵੀ ਪੀ ਨਹੀਂ ਸਕਦਾ?',
  'A baby who cannot feed is a danger sign and needs hospital care now.':
    'ਜੋ ਬੱਚਾ ਦੁੱਧ ਨਾ ਪੀ ਸਕੇ, ਇਹ ਖ਼ਤਰੇ ਦੀ ਨਿਸ਼ਾਨੀ ਹੈ ਤੇ ਉਸਨੂੰ ਹੁਣੇ ਹਸਪਤਾਲ ਲਿਜਾਣਾ ਜ਼ਰੂਰੀ ਹੈ।',
  'Baby or child very sleepy, floppy or hard to wake': 'ਬੱਚਾ ਬਹੁਤ ਸੁਸਤ, ਢਿੱਲਾ ਜਾਂ ਮੁਸ਼ਕਲ ਨਾਲ ਜਾਗੇ',
  'Is the child unusually sleepy, floppy or hard to wake?':
    'ਕੀ ਬੱਚਾ ਆਮ ਨਾਲੋਂ ਵੱਧ ਸੁੱਤਾ ਰਹਿੰਦਾ ਹੈ, ਢਿੱਲਾ ਪੈ ਗਿਆ ਹੈ ਜਾਂ ਮੁਸ਼ਕਲ ਨਾਲ ਜਾਗਦਾ ਹੈ?',
  'A floppy or unusually sleepy child is a danger sign and needs hospital care now.':
    'ਢਿੱਲਾ ਜਾਂ ਆਮ ਨਾਲੋਂ ਬਹੁਤ ਸੁਸਤ ਬੱਚਾ ਖ਼ਤਰੇ ਦੀ ਨਿਸ਼ਾਨੀ ਹੈ ਤੇ ਉਸਨੂੰ ਹੁਣੇ ਹਸਪਤਾਲ ਲਿਜਾਣਾ ਜ਼ਰੂਰੀ ਹੈ।',
  'Sunken eyes (or sunken soft spot in a baby)': 'ਅੱਖਾਂ ਅੰਦਰ ਧਸਣੀਆਂ (ਜਾਂ ਬੱਚੇ ਦਾ ਤਾਲੂ ਬੈਠਣਾ)',
  'Do the eyes look sunken?': 'ਕੀ ਅੱਖਾਂ ਅੰਦਰ ਧਸੀਆਂ ਹੋਈਆਂ ਲੱਗਦੀਆਂ ਹਨ?',
  'Bulging soft spot on a baby’s head': 'ਬੱਚੇ ਦੇ ਸਿਰ ਦਾ ਤਾਲੂ ਉੱਭਰਨਾ',
  'Is the soft spot on the baby’s head bulging?': 'ਕੀ ਬੱਚੇ ਦੇ ਸਿਰ ਦਾ ਤਾਲੂ (ਨਰਮ ਥਾਂ) ਉੱਭਰਿਆ ਹੋਇਆ ਹੈ?',
  'A bulging soft spot can mean pressure on the brain, such as meningitis.':
    'ਉੱਭਰੇ ਹੋਏ ਤਾਲੂ ਦਾ ਮਤਲਬ ਦਿਮਾਗ ਉੱਤੇ ਦਬਾਅ ਹੋ ਸਕਦਾ ਹੈ, ਜਿਵੇਂ ਦਿਮਾਗੀ ਬੁਖਾਰ (ਮੈਨਿਨਜਾਈਟਿਸ)।',
  'Baby crying constantly and cannot be settled': 'ਬੱਚਾ ਲਗਾਤਾਰ ਰੋਵੇ ਤੇ ਚੁੱਪ ਨਾ ਕਰੇ',
  'Is the baby crying constantly or with a high-pitched cry?':
    'ਕੀ ਬੱਚਾ ਲਗਾਤਾਰ ਰੋ ਰਿਹਾ ਹੈ ਜਾਂ ਤਿੱਖੀ ਚੀਕ ਵਰਗਾ ਰੋਂਦਾ ਹੈ?',
  'Barking cough with noisy breathing in (child)': 'ਭੌਂਕਣ ਵਰਗੀ ਖੰਘ ਤੇ ਸਾਹ ਅੰਦਰ ਲੈਂਦਿਆਂ ਆਵਾਜ਼ (ਬੱਚਾ)',
  'Does the child have a barking cough or a harsh noise when breathing in?':
    'ਕੀ ਬੱਚੇ ਨੂੰ ਭੌਂਕਣ ਵਰਗੀ ਖੰਘ ਹੈ ਜਾਂ ਸਾਹ ਅੰਦਰ ਲੈਂਦਿਆਂ ਖਰਵੀ ਆਵਾਜ਼ ਆਉਂਦੀ ਹੈ?',
  'Coughing fits ending in a whoop or vomiting': "ਖੰਘ ਦੇ ਦੌਰੇ ਜੋ 'ਹੂਪ' ਦੀ ਆਵਾਜ਼ ਜਾਂ ਉਲਟੀ ਨਾਲ ਮੁੱਕਣ",
  'Are there bouts of coughing that end with a whoop or vomiting?':
    "ਕੀ ਖੰਘ ਦੇ ਦੌਰੇ ਪੈਂਦੇ ਹਨ ਜੋ 'ਹੂਪ' ਦੀ ਆਵਾਜ਼ ਜਾਂ ਉਲਟੀ ਨਾਲ ਮੁੱਕਦੇ ਹਨ?",
  'Newborn baby looks yellow': 'ਨਵਜੰਮਿਆ ਬੱਚਾ ਪੀਲਾ ਦਿਸਣਾ',
  'Does the newborn baby look yellow?': 'ਕੀ ਨਵਜੰਮਿਆ ਬੱਚਾ ਪੀਲਾ ਦਿਸਦਾ ਹੈ?',
  'Jaundice in a newborn needs a bilirubin check today.':
    'ਨਵਜੰਮੇ ਬੱਚੇ ਦੇ ਪੀਲੀਏ ਵਿੱਚ ਅੱਜ ਹੀ ਬਿਲੀਰੁਬਿਨ ਟੈਸਟ ਕਰਵਾਓ।',
  'Pain in an arm or hand': 'ਬਾਂਹ ਜਾਂ ਹੱਥ ਵਿੱਚ ਦਰਦ',
  'Pain in a leg or foot': 'ਲੱਤ ਜਾਂ ਪੈਰ ਵਿੱਚ ਦਰਦ',
  'Blood in the stool should be checked by a doctor in the coming days; go today if there is a lot of blood, dizziness or black stool.':
    'ਟੱਟੀ ਵਿੱਚ ਖ਼ੂਨ ਆਉਣ ਤੇ ਅਗਲੇ ਕੁਝ ਦਿਨਾਂ ਵਿੱਚ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ; ਜ਼ਿਆਦਾ ਖ਼ੂਨ, ਚੱਕਰ ਜਾਂ ਕਾਲੀ ਟੱਟੀ ਹੋਵੇ ਤਾਂ ਅੱਜ ਹੀ ਜਾਓ।',
  'Blood pressure of 180/120 or more': '180/120 ਜਾਂ ਉਸ ਤੋਂ ਵੱਧ ਬੀਪੀ',
  'A blood pressure of 180/120 or more needs a doctor today. Call 108 or 112 if there is chest pain, breathlessness, weakness or confusion.':
    '180/120 ਜਾਂ ਉਸ ਤੋਂ ਵੱਧ ਬੀਪੀ ਹੋਵੇ ਤਾਂ ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ। ਛਾਤੀ ਵਿੱਚ ਦਰਦ, ਸਾਹ ਚੜ੍ਹਨਾ, ਕਮਜ਼ੋਰੀ ਜਾਂ ਉਲਝਣ ਹੋਵੇ ਤਾਂ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ।',
  'Drooping eyelids or double vision that came on suddenly': 'ਅਚਾਨਕ ਪਲਕਾਂ ਡਿੱਗਣੀਆਂ ਜਾਂ ਦੋ-ਦੋ ਦਿਸਣਾ',
  'Eyelids that suddenly droop, double vision or trouble swallowing can be a snake bite during sleep (often painless) or a nerve emergency. Call 108 or 112 now.':
    'ਅਚਾਨਕ ਪਲਕਾਂ ਡਿੱਗਣੀਆਂ, ਦੋ-ਦੋ ਦਿਸਣਾ ਜਾਂ ਨਿਗਲਣ ਵਿੱਚ ਔਖ ਸੁੱਤੇ ਪਏ ਸੱਪ ਦੇ ਡੰਗ (ਅਕਸਰ ਬਿਨਾਂ ਦਰਦ) ਜਾਂ ਨਸਾਂ ਦੀ ਐਮਰਜੈਂਸੀ ਹੋ ਸਕਦੀ ਹੈ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ।',
};

export const PHRASES_SYMPTOMS_2: Record<string, string> = {
  'Pain in the lower right belly can be appendicitis.':
    'அடிவயித்தோட வலது பக்க வலி, குடல்வால் அழற்சியா (அப்பெண்டிசைட்டிஸ்) இருக்கலாம்.',
  'Pain in the upper belly': 'மேல் வயிற்று வலி',
  'Is the pain in the upper part of your belly?': 'வலி வயித்தோட மேல் பகுதியில இருக்கா?',
  'Pain under the right ribs': 'வலது விலா எலும்புக்குக் கீழ வலி',
  'Is the pain under your right ribs?': 'வலி வலது விலா எலும்புக்குக் கீழ இருக்கா?',
  'Pain in the lower belly': 'அடிவயிற்று வலி',
  'Is the pain in your lower belly?': 'வலி அடிவயித்துல இருக்கா?',
  'Cramping stomach pain': 'வயிறு பிசைஞ்சு பிசைஞ்சு வலித்தல் (வயித்துப் பிடிப்பு)',
  'Is the pain crampy, coming in waves?': 'வலி பிசையற மாதிரி, அலை அலையா வந்து வந்து போகுதா?',
  'Bloating or gas': 'வயிறு உப்புசம் அல்லது வாயு (கேஸ்)',
  'Do you feel bloated or gassy?': 'வயிறு உப்புசமா, வாயு (கேஸ்) நிறைஞ்ச மாதிரி இருக்கா?',
  'Indigestion, sour burps or feeling full quickly':
    'அஜீரணம், புளிச்ச ஏப்பம் அல்லது சீக்கிரமே வயிறு நிறைஞ்ச மாதிரி இருத்தல்',
  'Do you get indigestion or sour burps?': 'அஜீரணமா இருக்கா, புளிச்ச ஏப்பம் வருதா?',
  'Nausea (feeling like vomiting)': 'குமட்டல் (வாந்தி வர்ற மாதிரி இருத்தல்)',
  'Do you feel sick to your stomach (nausea)?': 'குமட்டுதா (வாந்தி வர்ற மாதிரி இருக்கா)?',
  Vomiting: 'வாந்தி',
  'Have you been vomiting?': 'வாந்தி எடுத்தீங்களா?',
  'Vomiting again and again, cannot keep fluids down':
    'திரும்பத் திரும்ப வாந்தி, தண்ணி குடிச்சாலும் உள்ள நிக்கல',
  'Are you vomiting so often that you cannot keep even water down?':
    'தண்ணி குடிச்சா கூட நிக்காத அளவுக்கு அடிக்கடி வாந்தி எடுக்கறீங்களா?',
  'Not keeping any fluids down quickly leads to dehydration.':
    'குடிக்கறது எதுவுமே உள்ள நிக்கலைன்னா, சீக்கிரமே உடம்புல நீர்ச்சத்து குறைஞ்சிடும்.',
  'Vomiting blood or coffee-ground material': 'ரத்த வாந்தி அல்லது காபித் தூள் மாதிரி கருப்பா வாந்தி',
  'Have you vomited blood or dark coffee-ground material?':
    'ரத்தமோ காபித் தூள் மாதிரி கருப்பான பொருளோ வாந்தி எடுத்தீங்களா?',
  'Vomiting blood is a sign of bleeding inside the gut.':
    'ரத்த வாந்தி, வயித்துக்குள்ள (குடல்ல) ரத்தக் கசிவு இருக்கறதோட அறிகுறி.',
  'Loose motions (diarrhoea)': 'பேதி (வயிற்றுப்போக்கு)',
  'Do you have loose motions (diarrhoea)?': 'பேதி (வயிற்றுப்போக்கு) ஆகுதா?',
  'Very large amounts of watery diarrhoea (like rice water)':
    'ரொம்ப அதிகமா தண்ணியா பேதி (அரிசி கழுவின தண்ணி மாதிரி)',
  'Are the loose motions very large and watery, like rice water?':
    'பேதி ரொம்ப அதிகமா, அரிசி கழுவின தண்ணி மாதிரி தண்ணியா போகுதா?',
  'Very heavy watery diarrhoea can dehydrate a person within hours.':
    'ரொம்ப அதிகமா தண்ணியா பேதி ஆனா, சில மணி நேரத்துலயே உடம்புல நீர்ச்சத்து குறைஞ்சிடலாம்.',
  'Blood or mucus in stool': 'மலத்துல ரத்தம் அல்லது சளி (சீதம்)',
  'Is there blood or mucus in the stool?': 'மலத்துல ரத்தமோ சளியோ (சீதம்) வருதா?',
  'Black, tarry stool': 'கருப்பா, தார் மாதிரி மலம்',
  'Are your stools black and sticky like tar?': 'மலம் தார் மாதிரி கருப்பா, பிசுபிசுப்பா போகுதா?',
  'Black, tarry stool can mean bleeding in the stomach.':
    'கருப்பா தார் மாதிரி மலம் போனா, வயித்துக்குள்ள ரத்தக் கசிவு இருக்கலாம்.',
  Constipation: 'மலச்சிக்கல்',
  'Are you constipated?': 'மலச்சிக்கல் இருக்கா?',
  'Pain, lump or bright red bleeding at the back passage':
    'ஆசனவாயில வலி, கட்டி அல்லது பளிச்சுன்னு சிவப்பா ரத்தம்',
  'Do you have pain, a lump or bright red blood when passing stool?':
    'மலம் போகும்போது வலி, கட்டி அல்லது பளிச்சுன்னு சிவப்பா ரத்தம் வருதா?',
  'Worms in stool or itching around the anus': 'மலத்துல புழு அல்லது ஆசனவாயைச் சுத்தி அரிப்பு',
  'Have you seen worms in the stool or is there itching around the anus?':
    'மலத்துல புழு பாத்தீங்களா, இல்ல ஆசனவாயைச் சுத்தி அரிக்குதா?',
  'Swollen belly that keeps growing': 'பெருசாகிட்டே போற வயிறு வீக்கம்',
  'Has your belly become swollen and larger?': 'வயிறு வீங்கி பெருசாகியிருக்கா?',
  'Burning or pain when passing urine': 'சிறுநீர் போகும்போது எரிச்சல் அல்லது வலி',
  'Does it burn or hurt when you pass urine?': 'சிறுநீர் போகும்போது எரியுதா, வலிக்குதா?',
  'Passing urine very often': 'அடிக்கடி சிறுநீர் போதல்',
  'Do you need to pass urine more often than usual?': 'வழக்கத்தை விட அடிக்கடி சிறுநீர் போகணும்னு தோணுதா?',
  'Blood in urine': 'சிறுநீர்ல ரத்தம்',
  'Is there blood in your urine?': 'சிறுநீர்ல ரத்தம் வருதா?',
  'Cloudy or foul-smelling urine': 'கலங்கலான அல்லது நாத்தம் அடிக்கற சிறுநீர்',
  'Is your urine cloudy or bad-smelling?': 'சிறுநீர் கலங்கலா இருக்கா, இல்ல நாத்தம் அடிக்குதா?',
  'Pain in the side or back below the ribs, may spread to groin':
    'விலா எலும்புக்குக் கீழ விலாப் பக்கத்துல அல்லது முதுகுல வலி, தொடை இடுக்கு வரை பரவலாம்',
  'Do you have pain in your side or back, just below the ribs?':
    'விலா எலும்புக்குக் கொஞ்சம் கீழ, விலாப் பக்கத்துலயோ முதுகுலயோ வலிக்குதா?',
  'Weak stream or difficulty starting urine': 'சிறுநீர் வேகம் இல்லாம போதல் அல்லது சிறுநீர் வர ஆரம்பிக்க கஷ்டம்',
  'Is your urine stream weak or hard to start?':
    'சிறுநீர் வேகம் இல்லாம மெதுவா போகுதா, இல்ல ஆரம்பிக்கவே கஷ்டமா இருக்கா?',
  'Cannot pass urine at all': 'சிறுநீரே போக முடியாமை',
  'Are you unable to pass urine at all?': 'சிறுநீர் கொஞ்சம் கூட போக முடியலையா?',
  'Being unable to pass urine needs a doctor within hours.':
    'சிறுநீர் போக முடியலைன்னா, சில மணி நேரத்துக்குள்ள டாக்டரைப் பாக்கணும்.',
  'Rash or spots on the skin': 'தோல்ல தடிப்பு அல்லது புள்ளிகள்',
  'Do you have a rash or spots on your skin?': 'தோல்ல தடிப்போ புள்ளிகளோ இருக்கா?',
  'Rash that does not fade when a glass is pressed on it':
    'கண்ணாடி டம்ளரை வச்சு அழுத்தினாலும் மறையாத தடிப்பு',
  'If you press a glass on the rash, does it stay visible?':
    'தடிப்பு மேல கண்ணாடி டம்ளரை வச்சு அழுத்தினா, அது அப்படியே தெரியுதா?',
  'A rash that does not fade under a glass can be meningitis or sepsis.':
    'கண்ணாடி டம்ளரை வச்சு அழுத்தினாலும் மறையாத தடிப்பு, மெனிஞ்சைட்டிஸா (மூளைச் சவ்வு அழற்சி) அல்லது செப்சிஸா இருக்கலாம்.',
  Itching: 'அரிப்பு',
  'Is your skin itchy?': 'தோல் அரிக்குதா?',
  'Itching worse at night, others at home itching too':
    'ராத்திரியில அதிகமாகற அரிப்பு, வீட்டுல மத்தவங்களுக்கும் அரிப்பு',
  'Is the itching worse at night, or do others at home itch too?':
    'ராத்திரியில அரிப்பு அதிகமா இருக்கா, இல்ல வீட்டுல மத்தவங்களுக்கும் அரிக்குதா?',
  'Red, hot, painful, swollen skin': 'சிவந்து, சூடா, வலியோட வீங்கியிருக்கற தோல்',
  'Is there an area of skin that is red, hot, swollen and painful?':
    'தோல்ல ஏதாவது ஒரு இடம் சிவந்து, சூடா, வீங்கி, வலிக்குதா?',
  'Boil or pus-filled lump': 'கட்டி அல்லது சீழ் பிடிச்ச கட்டி',
  'Do you have a boil or a painful lump with pus?': 'கட்டியோ, சீழ் பிடிச்சு வலிக்கற கட்டியோ இருக்கா?',
  'Itchy ring-shaped patches': 'அரிக்கற வளையம் மாதிரி வட்டத் திட்டுகள் (படர்தாமரை)',
  'Are there itchy, ring-shaped patches with a raised edge?':
    'ஓரம் தடிச்சு, வளையம் மாதிரி, அரிக்கற வட்டத் திட்டுகள் இருக்கா?',
  'Sores with honey-coloured crusts': 'தேன் நிறப் பொருக்கோட இருக்கற புண்கள்',
  'Are there sores with yellow or honey-coloured crusts?':
    'மஞ்சள் அல்லது தேன் நிறத்துல பொருக்கு கட்டின புண்கள் இருக்கா?',
  'Fluid-filled blisters': 'நீர் கொப்புளங்கள்',
  'Are there small fluid-filled blisters?': 'சின்னச் சின்ன நீர் கொப்புளங்கள் இருக்கா?',
  'Raised itchy welts (hives)': 'தோல்ல மேடா எழும்பி அரிக்கற தடிப்புகள் (காணாக்கடி)',
  'Do you have raised, itchy welts that come and go?':
    'தோல்ல மேடா எழும்பி அரிக்கற தடிப்புகள் வந்து வந்து மறையுதா?',
  'Dry, scaly or cracked skin patches': 'வறண்டு, செதில் செதிலா அல்லது வெடிச்ச தோல் திட்டுகள்',
  'Do you have dry, scaly or cracked patches of skin?':
    'தோல்ல வறண்டு, செதில் செதிலா அல்லது வெடிச்சு இருக்கற திட்டுகள் இருக்கா?',
  'Pimples or acne': 'பருக்கள்',
  'Do you have pimples on the face, chest or back?': 'முகம், நெஞ்சு அல்லது முதுகுல பருக்கள் இருக்கா?',
  'Pale or reddish skin patch that has lost feeling': 'உணர்ச்சி இல்லாத வெளிறிய அல்லது சிவந்த தோல் திட்டு',
  'Is there a light or reddish skin patch where you cannot feel touch?':
    'தொட்டா உணர்ச்சியே தெரியாத, வெளிறிய அல்லது சிவப்பான தோல் திட்டு இருக்கா?',
  'Lice or nits in the hair': 'தலையில பேன் அல்லது ஈர் (பேன் முட்டை)',
  'Have you seen lice or nits in the hair?': 'தலையில பேனோ ஈரோ (பேன் முட்டை) பாத்தீங்களா?',
  'Hair loss': 'முடி கொட்டுதல்',
  'Are you losing more hair than usual?': 'வழக்கத்தை விட அதிகமா முடி கொட்டுதா?',
  'Wound or foot sore that will not heal': 'ஆறாத காயம் அல்லது கால் புண்',
  'Do you have a wound or foot sore that is not healing?': 'ஆறாத காயமோ கால்ல புண்ணோ இருக்கா?',
  'Painless black scab (often in skin folds) with fever':
    'காய்ச்சலோட வலி இல்லாத கருப்பு பொருக்கு (பெரும்பாலும் தோல் மடிப்புகள்ல)',
  'Is there a painless black scab anywhere, for example in the armpit or groin?':
    'உடம்புல எங்கயாவது, உதாரணமா அக்குள்ல அல்லது தொடை இடுக்குல, வலி இல்லாத கருப்பு பொருக்கு இருக்கா?',
  'Red or pink eye': 'கண் சிவப்பா அல்லது இளஞ்சிவப்பா இருத்தல்',
  'Are your eyes red?': 'கண் சிவந்திருக்கா?',
  'Sticky discharge from the eye': 'கண்ணுல இருந்து பிசுபிசுப்பா பீளை வருதல்',
  'Is there sticky discharge from the eye?': 'கண்ணுல பிசுபிசுப்பா பீளை வருதா?',
  'Watery, itchy eyes': 'கண்ணுல தண்ணி வருதல், கண் அரிப்பு',
  'Are your eyes watery or itchy?': 'கண்ணுல தண்ணி வருதா, இல்ல கண் அரிக்குதா?',
  'Eye pain': 'கண் வலி',
  'Do you have pain in the eye?': 'கண் வலிக்குதா?',
  'Painful lump on the eyelid': 'கண் இமையில வலிக்கற கட்டி',
  'Is there a painful lump on the edge of the eyelid?': 'கண் இமையோட ஓரத்துல வலிக்கற கட்டி இருக்கா?',
  Earache: 'காது வலி',
  'Do you have ear pain?': 'காது வலிக்குதா?',
  'Discharge from the ear': 'காதுல சீழ் அல்லது தண்ணி வடிதல்',
  'Is there fluid or pus coming out of the ear?': 'காதுல இருந்து தண்ணியோ சீழோ வருதா?',
  'Reduced hearing or blocked ear': 'காது சரியா கேக்காமை அல்லது காது அடைப்பு',
  'Is your hearing reduced or does the ear feel blocked?':
    'காது கேக்கறது குறைஞ்சிருக்கா, இல்ல காது அடைச்ச மாதிரி இருக்கா?',
  'Ringing or buzzing in the ears': 'காதுல இரைச்சல் அல்லது ரீங்காரம்',
  'Do you hear ringing or buzzing in your ears?': 'காதுக்குள்ள இரைச்சலோ ரீங்காரச் சத்தமோ கேக்குதா?',
  'Swelling in front of the ear or along the jaw': 'காதுக்கு முன்னால அல்லது தாடையை ஒட்டி வீக்கம்',
  'Is there swelling in front of the ear or along the jaw?':
    'காதுக்கு முன்னாலயோ தாடையை ஒட்டியோ வீக்கம் இருக்கா?',
  Toothache: 'பல் வலி',
  'Do you have toothache?': 'பல் வலிக்குதா?',
  'Mouth ulcers': 'வாய்ப்புண்',
  'Do you have sores or ulcers in the mouth?': 'வாய்ல புண் இருக்கா?',
  'Swelling at the front of the neck (goitre)': 'கழுத்தோட முன்பக்கம் வீக்கம் (முன்கழுத்துக் கழலை)',
  'Is there swelling at the front of your neck?': 'கழுத்தோட முன்பக்கம் வீக்கம் இருக்கா?',
  'Joint pain': 'மூட்டு வலி',
  'Do your joints hurt?': 'மூட்டு வலிக்குதா?',
  'Severe joint pain that makes moving hard': 'அசையவே கஷ்டமா இருக்கற அளவுக்கு கடுமையான மூட்டு வலி',
  'Is the joint pain so severe that it is hard to move or walk?':
    'அசையவோ நடக்கவோ முடியாத அளவுக்கு மூட்டு வலி கடுமையா இருக்கா?',
  'Swollen joints': 'மூட்டு வீக்கம்',
  'Are any of your joints swollen?': 'ஏதாவது மூட்டு வீங்கியிருக்கா?',
  'Stiff joints in the morning for over 30 minutes':
    'காலையில 30 நிமிஷத்துக்கு மேல மூட்டு இறுக்கம் (விறைப்பு)',
  'Are your joints stiff for more than half an hour after waking?':
    'தூங்கி எழுந்ததுக்கு அப்புறம் அரை மணி நேரத்துக்கு மேல மூட்டு இறுக்கமா, விறைப்பா இருக்கா?',
  'Knee pain': 'முழங்கால் வலி',
  'Do you have knee pain?': 'முழங்கால் வலிக்குதா?',
  'Sudden painful, red, swollen big toe or ankle':
    'கால் பெருவிரல் அல்லது கணுக்கால் திடீர்னு சிவந்து, வீங்கி, வலித்தல்',
  'Is your big toe or ankle suddenly red, hot and very painful?':
    'கால் பெருவிரலோ கணுக்காலோ திடீர்னு சிவந்து, சூடாகி, ரொம்ப வலிக்குதா?',
  'Back pain': 'முதுகு வலி',
  'Do you have back pain?': 'முதுகு வலிக்குதா?',
  'Pain shooting from the back or buttock down the leg':
    'முதுகுல இருந்தோ பிட்டத்துல இருந்தோ கால் வழியா கீழ சுளீர்னு இறங்குற வலி',
  'Does pain shoot from your back or buttock down the leg?':
    'முதுகுல இருந்தோ பிட்டத்துல இருந்தோ கால் வழியா வலி சுளீர்னு இறங்குதா?',
  'Muscle cramps': 'தசைப் பிடிப்பு (நரம்பு இழுத்துக்கறது)',
  'Are you getting muscle cramps?': 'தசைப் பிடிப்பு வருதா (நரம்பு இழுத்துக்குதா)?',
  'Painful calf muscles (both legs)': 'கெண்டைக்கால் தசை வலி (ரெண்டு கால்லயும்)',
  'Are your calf muscles painful or tender?': 'கெண்டைக்கால் தசை வலிக்குதா, இல்ல தொட்டா வலிக்குதா?',
  'Pain, warmth and swelling in one calf': 'ஒரு கெண்டைக்கால்ல வலி, சூடு, வீக்கம்',
  'Is one calf swollen, warm and painful?': 'ஒரு கெண்டைக்கால் மட்டும் வீங்கி, சூடா, வலிக்குதா?',
  'A painful swollen calf can be a blood clot.':
    'வலியோட வீங்கின கெண்டைக்கால், ரத்தக் கட்டியா (ரத்த உறைவு) இருக்கலாம்.',
  'Shoulder pain or stiffness': 'தோள்பட்டை வலி அல்லது இறுக்கம்',
  'Do you have shoulder pain or stiffness?': 'தோள்பட்டை வலிக்குதா, இல்ல இறுக்கமா இருக்கா?',
  'Injury or fall': 'அடிபடுதல் அல்லது கீழ விழுதல்',
  'Have you had an injury or a fall?': 'எங்கயாவது அடிபட்டுச்சா, இல்ல கீழ விழுந்தீங்களா?',
  'Head injury': 'தலையில அடி',
  'Have you had a blow to the head?': 'தலையில அடிபட்டுச்சா?',
  'A head injury needs checking, especially with vomiting, drowsiness or on blood thinners.':
    'தலையில அடிபட்டா டாக்டர்கிட்ட காட்டணும், முக்கியமா வாந்தி, தூக்கக் கலக்கம் இருந்தாலோ, ரத்தத்தை இளக்கற மாத்திரை சாப்பிட்டுட்டு இருந்தாலோ.',
  'Bleeding from a wound that will not stop': 'நிக்காம ரத்தம் வர்ற காயம்',
  'Is there bleeding that does not stop with firm pressure?': 'அழுத்திப் பிடிச்சாலும் ரத்தம் நிக்கலையா?',
  'Bleeding that will not stop with firm pressure is an emergency.':
    'அழுத்திப் பிடிச்சாலும் நிக்காத ரத்தப்போக்கு அவசர நிலை.',
  'A cut or open wound': 'வெட்டுக் காயம் அல்லது திறந்த காயம்',
  'Do you have a cut or an open wound?': 'எங்கயாவது வெட்டுக் காயமோ திறந்த காயமோ இருக்கா?',
  'A deep or gaping cut, or one with dirt, glass or rust in it':
    'ஆழமான அல்லது பிளந்து திறந்திருக்கற வெட்டு, அல்லது உள்ள மண், கண்ணாடி, துரு இருக்கற காயம்',
  'Is the cut deep or gaping, or is there dirt, glass or rust in it?':
    'வெட்டு ஆழமா இருக்கா, பிளந்து திறந்திருக்கா, இல்ல அதுக்குள்ள மண், கண்ணாடி, துரு ஏதாவது இருக்கா?',
  'A deep or gaping cut, or one with dirt, glass or rust in it, needs cleaning, closing and a tetanus check at a hospital today.':
    'ஆழமான அல்லது பிளந்து திறந்திருக்கற வெட்டு, அல்லது உள்ள மண், கண்ணாடி, துரு இருக்கற காயத்தை இன்னைக்கே ஆஸ்பத்திரியில சுத்தம் பண்ணி, தையல் போட்டு மூடி, டெட்டனஸ் ஊசி தேவையான்னு பாக்கணும்.',
  'Possible broken bone (deformed, cannot move or bear weight)':
    'எலும்பு முறிஞ்சிருக்கலாம் (கோணலா இருக்கு, அசைக்க முடியல அல்லது ஊன்ற முடியல)',
  'Does the injured part look deformed, or can you not move it or put weight on it?':
    'அடிபட்ட இடம் கோணலா தெரியுதா, இல்ல அதை அசைக்கவோ ஊன்றவோ முடியலையா?',
  'A suspected broken bone needs an X-ray and a doctor today.':
    'எலும்பு முறிஞ்ச மாதிரி சந்தேகம் இருந்தா, இன்னைக்கே எக்ஸ்-ரே எடுத்து டாக்டரைப் பாக்கணும்.',
  'Twisted ankle, wrist or knee with swelling': 'வீக்கத்தோட கணுக்கால், மணிக்கட்டு அல்லது முழங்கால் சுளுக்கு',
  'Did you twist a joint, with swelling or bruising afterwards?':
    'ஏதாவது மூட்டு சுளுக்கி, அப்புறம் வீக்கமோ ரத்தம் கட்டியோ இருக்கா?',
  'Burn or scald': 'தீக்காயம் அல்லது சுடுதண்ணி காயம்',
  'Have you been burnt or scalded?': 'தீக்காயமோ சுடுதண்ணி கொட்டி காயமோ பட்டுச்சா?',
  'Snake bite': 'பாம்புக் கடி',
  'Has a snake bitten you?': 'பாம்பு கடிச்சுதா?',
  'Every snake bite is an emergency: anti-snake venom is given free at government hospitals.':
    'ஒவ்வொரு பாம்புக் கடியும் அவசர நிலைதான்: பாம்பு விஷ முறிவு மருந்து (ஆன்டி-ஸ்னேக் வெனம்) அரசு ஆஸ்பத்திரிகள்ல இலவசமா போடறாங்க.',
  'Dog bite or scratch': 'நாய் கடி அல்லது நாய் பிறாண்டுதல்',
  'Has a dog bitten or scratched you?': 'நாய் கடிச்சுதா, இல்ல பிறாண்டுச்சா?',
  'Dog bites need wound washing and rabies vaccination the same day.':
    'நாய் கடிச்சா அன்னைக்கே காயத்தைக் கழுவி, வெறிநாய்க்கடி (ரேபிஸ்) தடுப்பூசி போடணும்.',
  'Bite or scratch from a cat, monkey or other mammal':
    'பூனை, குரங்கு அல்லது வேற விலங்கு கடித்தல் அல்லது பிறாண்டுதல்',
  'Has a cat, monkey or other animal bitten or scratched you?':
    'பூனை, குரங்கு அல்லது வேற ஏதாவது விலங்கு கடிச்சுதா, இல்ல பிறாண்டுச்சா?',
  'Mammal bites can spread rabies; get the wound washed and vaccinated today.':
    'விலங்குகள் கடிச்சா ரேபிஸ் பரவலாம்; இன்னைக்கே காயத்தைக் கழுவி, தடுப்பூசி போட்டுக்கோங்க.',
  'Scorpion sting': 'தேள் கொட்டு',
  'Has a scorpion stung you?': 'தேள் கொட்டுச்சா?',
  'Scorpion stings can affect the heart, especially in children.':
    'தேள் கொட்டு இதயத்தைப் பாதிக்கலாம், முக்கியமா குழந்தைகள்ல.',
  'Bee, wasp or insect sting': 'தேனீ, குளவி அல்லது பூச்சி கொட்டு',
  'Have you been stung by a bee, wasp or insect?': 'தேனீ, குளவி அல்லது ஏதாவது பூச்சி கொட்டுச்சா?',
  'Swallowed poison, pesticide, chemicals or too many medicines':
    'விஷம், பூச்சிமருந்து, ரசாயனம் அல்லது அளவுக்கு மீறி மாத்திரைகளை முழுங்குதல்',
  'Has the person swallowed poison, pesticide, chemicals or too many tablets?':
    'அவங்க விஷம், பூச்சிமருந்து, ரசாயனம் அல்லது நிறைய மாத்திரைகளை முழுங்கிட்டாங்களா?',
  'Poisoning needs emergency treatment now. Take the container to hospital.':
    'விஷம் குடிச்சா உடனே அவசர சிகிச்சை தேவை. அந்த டப்பா அல்லது பாட்டிலை ஆஸ்பத்திரிக்கு எடுத்துட்டுப் போங்க.',
  'Currently pregnant': 'இப்போ கர்ப்பமா இருத்தல்',
  'Are you pregnant?': 'நீங்க கர்ப்பமா இருக்கீங்களா?',
  'Heavy bleeding from the vagina in pregnancy': 'கர்ப்ப காலத்துல பிறப்புறுப்புல இருந்து அதிக ரத்தப்போக்கு',
  'Are you pregnant and bleeding heavily from the vagina?':
    'கர்ப்பமா இருக்கும்போது பிறப்புறுப்புல இருந்து அதிகமா ரத்தம் போகுதா?',
  'Heavy bleeding in pregnancy is an emergency for mother and baby.':
    'கர்ப்ப காலத்துல அதிக ரத்தப்போக்கு, அம்மாவுக்கும் குழந்தைக்கும் அவசர நிலை.',
  'Bleeding from the vagina': 'பிறப்புறுப்புல இருந்து ரத்தப்போக்கு',
  'Are you bleeding from the vagina?': 'பிறப்புறுப்புல இருந்து ரத்தம் போகுதா?',
  'Light spotting in pregnancy': 'கர்ப்ப காலத்துல லேசா ரத்தக் கறை படுதல்',
  'Are you pregnant and having light spotting?': 'கர்ப்பமா இருக்கும்போது லேசா ரத்தக் கறை படுதா?',
  'Any bleeding in pregnancy should be checked by a doctor today.':
    'கர்ப்ப காலத்துல எந்த ரத்தப்போக்கா இருந்தாலும் இன்னைக்கே டாக்டர்கிட்ட காட்டணும்.',
  'Baby moving less than usual (pregnancy)': 'வயித்துல குழந்தை வழக்கத்தை விட குறைவா அசைதல் (கர்ப்பம்)',
  'Is the baby moving less than usual?': 'வயித்துல குழந்தை வழக்கத்தை விட குறைவா அசையுதா?',
  'Reduced baby movements need checking at the hospital today, without waiting.':
    'குழந்தையோட அசைவு குறைஞ்சா, காத்திருக்காம இன்னைக்கே ஆஸ்பத்திரியில பரிசோதிக்கணும்.',
  'Fluid leaking from the vagina in pregnancy': 'கர்ப்ப காலத்துல பிறப்புறுப்புல இருந்து தண்ணி கசிதல்',
  'Is fluid leaking from the vagina?': 'பிறப்புறுப்புல இருந்து தண்ணி கசியுதா?',
  'Waters breaking needs hospital care now, especially before the due date.':
    'பனிக்குடம் உடைஞ்சா உடனே ஆஸ்பத்திரிக்குப் போகணும், முக்கியமா பிரசவ தேதிக்கு முன்னாடியே உடைஞ்சா.',
  'Nausea and vomiting in pregnancy': 'கர்ப்ப காலத்துல குமட்டல், வாந்தி',
  'Are you pregnant with nausea or vomiting?': 'கர்ப்பமா இருக்கும்போது குமட்டலோ வாந்தியோ இருக்கா?',
  'Heavy bleeding after childbirth': 'பிரசவத்துக்கு அப்புறம் அதிக ரத்தப்போக்கு',
  'Have you given birth recently and are bleeding heavily?':
    'சமீபத்துல பிரசவம் ஆகி, அதிகமா ரத்தம் போகுதா?',
  'Heavy bleeding after childbirth is life-threatening.':
    'பிரசவத்துக்கு அப்புறம் அதிக ரத்தப்போக்கு உயிருக்கே ஆபத்தானது.',
  'Missed or late period': 'மாதவிடாய் (பீரியட்ஸ்) வராமை அல்லது தள்ளிப் போதல்',
  'Is your period late or missed?': 'மாதவிடாய் (பீரியட்ஸ்) தள்ளிப் போயிருக்கா, இல்ல வரவே இல்லையா?',
  'Heavy or long periods': 'அதிக ரத்தப்போக்கோ நீண்ட நாளோ இருக்கற மாதவிடாய்',
  'Are your periods heavy or lasting longer than a week?':
    'மாதவிடாய்ல ரத்தப்போக்கு அதிகமா இருக்கா, இல்ல ஒரு வாரத்துக்கு மேல நீடிக்குதா?',
  'Irregular periods': 'ஒழுங்கில்லாத மாதவிடாய்',
  'Are your periods irregular?': 'மாதவிடாய் ஒழுங்கா வரலையா?',
  'Painful periods': 'மாதவிடாய் வலி',
  'Are your periods painful?': 'மாதவிடாய் நேரத்துல வலிக்குதா?',
  'Unusual vaginal discharge': 'பிறப்புறுப்புல வழக்கத்துக்கு மாறான வெள்ளைப்படுதல்',
  'Do you have unusual vaginal discharge?': 'வழக்கத்துக்கு மாறா வெள்ளைப்படுதா?',
  'Itching or soreness in the vaginal area': 'பிறப்புறுப்பு பகுதியில அரிப்பு அல்லது புண்ணா இருத்தல்',
  'Is there itching or soreness around the vagina?':
    'பிறப்புறுப்பைச் சுத்தி அரிக்குதா, இல்ல புண்ணா வலிக்குதா?',
  'Hot flushes': 'திடீர்னு உடம்பு சூடாகுதல் (ஹாட் ஃப்ளஷ்)',
  'Do you get sudden waves of heat (hot flushes)?':
    'திடீர் திடீர்னு உடம்பு முழுக்க சூடு பரவுதா (ஹாட் ஃப்ளஷ்)?',
  'Extra hair on face or body': 'முகத்துல அல்லது உடம்புல அதிகமா முடி வளர்தல்',
  'Have you noticed extra hair growth on the face or body?':
    'முகத்துலயோ உடம்புலயோ வழக்கத்தை விட அதிகமா முடி வளருதா?',
  'Baby or child not feeding or unable to drink': 'பால் குடிக்காத அல்லது எதுவும் குடிக்க முடியாத குழந்தை',
  'Is the baby or child unable to feed or drink?':
    'குழந்தையால பால் குடிக்கவோ எதுவும் குடிக்கவோ முடியலையா?',
  'A baby who cannot feed is a danger sign and needs hospital care now.':
    'பால் குடிக்க முடியாத குழந்தை ஆபத்தான அறிகுறி; உடனே ஆஸ்பத்திரிக்குக் கொண்டு போகணும்.',
  'Baby or child very sleepy, floppy or hard to wake':
    'ரொம்ப தூங்கற, துவண்டு போன அல்லது எழுப்ப கஷ்டமான குழந்தை',
  'Is the child unusually sleepy, floppy or hard to wake?':
    'குழந்தை வழக்கத்துக்கு மாறா ரொம்ப தூங்குதா, துவண்டு போயிருக்கா, இல்ல எழுப்பறதே கஷ்டமா இருக்கா?',
  'A floppy or unusually sleepy child is a danger sign and needs hospital care now.':
    'துவண்டு போன அல்லது வழக்கத்துக்கு மாறா ரொம்ப தூங்கற குழந்தை ஆபத்தான அறிகுறி; உடனே ஆஸ்பத்திரிக்குக் கொண்டு போகணும்.',
  'Sunken eyes (or sunken soft spot in a baby)':
    'குழி விழுந்த கண்கள் (அல்லது குழந்தையோட உச்சிக்குழி உள்ள அமுங்குதல்)',
  'Do the eyes look sunken?': 'கண்கள் குழி விழுந்து உள்ள போன மாதிரி தெரியுதா?',
  'Bulging soft spot on a baby’s head': 'குழந்தையோட தலையில உச்சிக்குழி புடைச்சு இருத்தல்',
  'Is the soft spot on the baby’s head bulging?': 'குழந்தையோட தலையில உச்சிக்குழி புடைச்சு இருக்கா?',
  'A bulging soft spot can mean pressure on the brain, such as meningitis.':
    'உச்சிக்குழி புடைச்சிருந்தா மூளையில அழுத்தம் இருக்கலாம், உதாரணமா மெனிஞ்சைட்டிஸ் (மூளைச் சவ்வு அழற்சி).',
  'Baby crying constantly and cannot be settled': 'சமாதானப்படுத்த முடியாம தொடர்ந்து அழற குழந்தை',
  'Is the baby crying constantly or with a high-pitched cry?':
    'குழந்தை நிறுத்தாம அழுதுகிட்டே இருக்கா, இல்ல கீச்சுனு உச்சக் குரல்ல அழுதா?',
  'Barking cough with noisy breathing in (child)':
    'நாய் குரைக்கற மாதிரி இருமல், மூச்சு இழுக்கும்போது சத்தம் (குழந்தை)',
  'Does the child have a barking cough or a harsh noise when breathing in?':
    'குழந்தைக்கு நாய் குரைக்கற மாதிரி இருமல் இருக்கா, இல்ல மூச்சை உள்ள இழுக்கும்போது கரகரன்னு சத்தம் வருதா?',
  'Coughing fits ending in a whoop or vomiting':
    'விடாம இருமி, கடைசியில ‘ஊப்’னு சத்தத்தோட அல்லது வாந்தியோட முடியற இருமல்',
  'Are there bouts of coughing that end with a whoop or vomiting?':
    'விடாம தொடர்ந்து இருமி, கடைசியில ‘ஊப்’னு சத்தமோ வாந்தியோ வருதா?',
  'Newborn baby looks yellow': 'பிறந்த குழந்தை மஞ்சளா இருத்தல்',
  'Does the newborn baby look yellow?': 'பிறந்த குழந்தை மஞ்சளா தெரியுதா?',
  'Jaundice in a newborn needs a bilirubin check today.':
    'பிறந்த குழந்தைக்கு மஞ்சள் காமாலை இருந்தா, இன்னைக்கே பிலிரூபின் பரிசோதனை பண்ணணும்.',
  'Pain in an arm or hand': 'கை வலி',
  'Pain in a leg or foot': 'கால் வலி',
  'Blood in the stool should be checked by a doctor in the coming days; go today if there is a lot of blood, dizziness or black stool.':
    'மலத்துல ரத்தம் வந்தா அடுத்த சில நாள்ல டாக்டரைப் பாருங்க; ரத்தம் அதிகமா இருந்தாலோ, தலை சுத்தினாலோ, மலம் கருப்பா இருந்தாலோ இன்னைக்கே போங்க.',
  'Blood pressure of 180/120 or more': '180/120 அல்லது அதுக்கு மேல BP',
  'A blood pressure of 180/120 or more needs a doctor today. Call 108 or 112 if there is chest pain, breathlessness, weakness or confusion.':
    'BP 180/120 அல்லது அதுக்கு மேல இருந்தா இன்னைக்கே டாக்டரைப் பாருங்க. நெஞ்சு வலி, மூச்சுத் திணறல், பலவீனம் அல்லது குழப்பம் இருந்தா 108 அல்லது 112-க்கு போன் பண்ணுங்க.',
  'Drooping eyelids or double vision that came on suddenly':
    'திடீர்னு கண் இமை தொங்குதல் அல்லது ரெண்டா தெரிதல்',
  'Eyelids that suddenly droop, double vision or trouble swallowing can be a snake bite during sleep (often painless) or a nerve emergency. Call 108 or 112 now.':
    'திடீர்னு கண் இமை தொங்கினாலோ, ரெண்டு ரெண்டா தெரிஞ்சாலோ, விழுங்க கஷ்டமா இருந்தாலோ, தூக்கத்துல பாம்பு கடிச்சதா (பெரும்பாலும் வலி இல்லாம) இல்ல நரம்பு அவசர நிலையா இருக்கலாம். உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க.',
};

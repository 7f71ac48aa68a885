export const PHRASES_SYMPTOMS_1: Record<string, string> = {
  Fever: 'காய்ச்சல்',
  'Do you have a fever?': 'உங்களுக்கு காய்ச்சல் இருக்கா?',
  'High fever (above 102°F / 39°C)': 'அதிக காய்ச்சல் (102°F / 39°C-க்கு மேல)',
  'Is the fever high, above 102°F (39°C)?': 'காய்ச்சல் அதிகமா, 102°F (39°C)-க்கு மேல இருக்கா?',
  'Chills and shivering with fever': 'காய்ச்சலோட குளிர், நடுக்கம்',
  'Does the fever come with chills or shivering?': 'காய்ச்சலோட குளிரோ நடுக்கமோ வருதா?',
  'Fever that comes and goes': 'விட்டு விட்டு வர்ற காய்ச்சல்',
  'Does the fever come and go, with normal hours or days in between?':
    'காய்ச்சல் விட்டு விட்டு வருதா? இடையில சில மணி நேரமோ சில நாளோ சாதாரணமா இருக்கா?',
  'Fever for more than a week': 'ஒரு வாரத்துக்கு மேல காய்ச்சல்',
  'Has the fever lasted more than a week?': 'காய்ச்சல் ஒரு வாரத்துக்கு மேல இருக்கா?',
  'Mild fever in the evenings': 'சாயங்காலத்துல லேசான காய்ச்சல்',
  'Do you get a mild fever mostly in the evenings?': 'பெரும்பாலும் சாயங்காலத்துல லேசா காய்ச்சல் அடிக்குதா?',
  'Night sweats': 'ராத்திரியில வியர்த்துக் கொட்டுதல்',
  'Do you sweat heavily at night?': 'ராத்திரியில ரொம்ப வியர்த்துக் கொட்டுதா?',
  'Heavy or cold sweating': 'அதிக வியர்வை அல்லது சில்லுன்னு வியர்த்தல்',
  'Are you sweating heavily or breaking into a cold sweat?':
    'ரொம்ப வியர்க்குதா, இல்ல உடம்பு சில்லுன்னு ஆகி வியர்க்குதா?',
  Tiredness: 'சோர்வு (களைப்பு)',
  'Do you feel unusually tired?': 'வழக்கத்தை விட ரொம்ப சோர்வா, களைப்பா இருக்கா?',
  'General weakness': 'உடம்பு பலவீனம் (தளர்ச்சி)',
  'Do you feel weak all over?': 'உடம்பு முழுக்க பலவீனமா, தளர்ச்சியா இருக்கா?',
  'Body aches and muscle pain': 'உடம்பு வலி, தசை வலி',
  'Do you have aches and pains all over your body?': 'உடம்பு முழுக்க வலிக்குதா?',
  'Unexplained weight loss': 'காரணம் தெரியாம எடை குறைதல்',
  'Have you lost weight without trying?': 'முயற்சி பண்ணாமலே உங்க எடை குறைஞ்சிருக்கா?',
  'Weight gain': 'எடை கூடுதல்',
  'Have you gained weight recently without eating more?':
    'அதிகமா சாப்பிடாமலே சமீபத்துல எடை கூடியிருக்கா?',
  'Loss of appetite': 'பசி இல்லாமை (சாப்பிட பிடிக்காதது)',
  'Have you lost your appetite?': 'பசியே எடுக்கலையா, சாப்பிடவே பிடிக்கலையா?',
  'Feeling very thirsty': 'ரொம்ப தாகமா இருத்தல்',
  'Are you much more thirsty than usual?': 'வழக்கத்தை விட ரொம்ப அதிகமா தாகம் எடுக்குதா?',
  'Dry mouth and lips': 'வாய், உதடு வறண்டு போதல்',
  'Is your mouth or tongue very dry?': 'வாயோ நாக்கோ ரொம்ப வறண்டு இருக்கா?',
  'Passing little or no urine': 'சிறுநீர் ரொம்ப கம்மியா போதல் அல்லது போகவே இல்லாமை',
  'Are you passing much less urine than usual?': 'வழக்கத்தை விட ரொம்ப கம்மியா சிறுநீர் போகுதா?',
  'Fainting or nearly fainting': 'மயக்கம் போடுதல் அல்லது மயக்கம் வர்ற மாதிரி இருத்தல்',
  'Have you fainted or felt about to faint?': 'மயக்கம் போட்டீங்களா, இல்ல மயக்கம் வர்ற மாதிரி இருந்துச்சா?',
  'Fainting needs a doctor to find the cause, the same day.':
    'மயக்கம் போட்டா, காரணத்தைக் கண்டுபிடிக்க அன்னைக்கே டாக்டரைப் பாக்கணும்.',
  'Unconscious or cannot be woken': 'நினைவு இல்லாம இருத்தல் அல்லது எழுப்பவே முடியாத நிலை',
  'Is the person unconscious or very hard to wake?':
    'அவங்க நினைவு இல்லாம இருக்காங்களா, இல்ல எழுப்பறதே ரொம்ப கஷ்டமா இருக்கா?',
  'A person who cannot be woken needs emergency care now.':
    'எழுப்ப முடியாத ஒருத்தருக்கு உடனே அவசர சிகிச்சை தேவை.',
  'Sudden confusion or drowsiness': 'திடீர்னு குழப்பம் அல்லது தூக்கக் கலக்கம்',
  'Has the person become confused, very drowsy or unusual in behaviour?':
    'அவங்க குழம்பிப் போயிருக்காங்களா, ரொம்ப தூக்கக் கலக்கமா இருக்காங்களா, இல்ல வித்தியாசமா நடந்துக்கறாங்களா?',
  'Sudden confusion can mean a stroke, brain infection, sepsis or very low sugar.':
    'திடீர் குழப்பம் பக்கவாதம் (ஸ்ட்ரோக்), மூளையில கிருமித் தொற்று, செப்சிஸ் (ரத்தத்துல பரவின தொற்று) அல்லது சர்க்கரை ரொம்ப குறைஞ்சதோட அறிகுறியா இருக்கலாம்.',
  'Swollen glands (lumps in neck, armpit or groin)':
    'நெறி கட்டுதல் (கழுத்து, அக்குள் அல்லது தொடை இடுக்குல கட்டி)',
  'Have you noticed swollen glands or lumps in your neck, armpits or groin?':
    'கழுத்து, அக்குள் அல்லது தொடை இடுக்குல நெறி கட்டியிருக்கா, இல்ல கட்டி ஏதாவது தெரியுதா?',
  'Pale skin, lips or nails': 'தோல், உதடு அல்லது நகம் வெளுத்துப் போதல்',
  'Do your skin, inner eyelids or nails look pale?':
    'உங்க தோல், கண் இமையோட உள்பக்கம் அல்லது நகம் வெளுத்துப் போயிருக்கா?',
  'Yellow eyes or skin (jaundice)': 'கண் அல்லது தோல் மஞ்சளா இருத்தல் (மஞ்சள் காமாலை)',
  'Have the whites of your eyes or your skin turned yellow?':
    'கண்ணோட வெள்ளைப் பகுதியோ தோலோ மஞ்சளா மாறியிருக்கா?',
  'Jaundice needs blood tests and a doctor within a day.':
    'மஞ்சள் காமாலைக்கு ஒரு நாளுக்குள்ள ரத்தப் பரிசோதனை செஞ்சு டாக்டரைப் பாக்கணும்.',
  'Dark yellow or tea-coloured urine': 'அடர் மஞ்சள் அல்லது டீ கலர்ல சிறுநீர்',
  'Is your urine dark yellow or tea-coloured?': 'உங்க சிறுநீர் அடர் மஞ்சளா அல்லது டீ கலர்ல இருக்கா?',
  'Unusual bleeding or bruising (gums, nose, red spots under skin)':
    'வழக்கத்துக்கு மாறான ரத்தக் கசிவு அல்லது ரத்தம் கட்டுதல் (ஈறு, மூக்கு, தோலுக்கு அடியில சிவப்புப் புள்ளிகள்)',
  'Have you noticed bleeding from gums or nose, or tiny red spots on the skin?':
    'ஈறுல இருந்தோ மூக்குல இருந்தோ ரத்தம் வருதா, இல்ல தோல்ல சின்னச் சின்ன சிவப்புப் புள்ளிகள் தெரியுதா?',
  'Unexplained bleeding can mean low platelets (for example in dengue).':
    'காரணம் தெரியாத ரத்தக் கசிவு, ரத்தத்துல தட்டணுக்கள் (பிளேட்லெட்) குறைஞ்சிருக்கறதைக் காட்டலாம் (உதாரணமா டெங்குல).',
  Nosebleed: 'மூக்குல ரத்தம் வருதல்',
  'Have you had a nosebleed?': 'மூக்குல இருந்து ரத்தம் வந்துச்சா?',
  'Cold, clammy, pale skin': 'சில்லுன்னு, பிசுபிசுப்பா, வெளுத்துப்போன தோல்',
  'Are your hands and feet cold and clammy?': 'கை கால் சில்லுன்னு, வியர்த்து பிசுபிசுப்பா இருக்கா?',
  'Cold, clammy skin can be a sign of shock.':
    'சில்லுன்னு பிசுபிசுப்பா இருக்கற தோல், அதிர்ச்சி நிலையோட (ஷாக்) அறிகுறியா இருக்கலாம்.',
  'Been in strong heat or sun': 'கடுமையான வெயில்ல அல்லது வெப்பத்துல இருந்தது',
  'Have you been out in strong heat or sun?': 'கடுமையான வெயில்லயோ வெப்பத்துலயோ வெளியே இருந்தீங்களா?',
  'Very hot, dry skin with no sweating': 'வியர்வையே இல்லாம, ரொம்ப சூடா, வறண்டு இருக்கற தோல்',
  'Is the skin very hot and dry, without sweating?': 'தோல் வியர்க்காம ரொம்ப சூடா, வறண்டு இருக்கா?',
  'Always feeling cold': 'எப்பவுமே குளிரா இருத்தல்',
  'Do you feel cold when others feel comfortable?':
    'மத்தவங்களுக்கு சாதாரணமா இருக்கும்போது உங்களுக்கு மட்டும் குளிருதா?',
  'Cannot tolerate heat, sweating a lot': 'சூடு தாங்க முடியாமை, ரொம்ப வியர்த்தல்',
  'Do you feel hot and sweaty when others are comfortable?':
    'மத்தவங்களுக்கு சாதாரணமா இருக்கும்போது உங்களுக்கு மட்டும் சூடா, வியர்த்துக் கொட்டுதா?',
  'Shaky, sweaty, hungry or confused (low blood sugar)':
    'நடுக்கம், வியர்வை, பசி அல்லது குழப்பம் (ரத்தத்துல சர்க்கரை குறைதல்)',
  'Do you have diabetes and feel shaky, sweaty or confused?':
    'உங்களுக்கு சர்க்கரை நோய் இருந்து, இப்போ கை கால் நடுங்குதா, வியர்க்குதா, இல்ல குழப்பமா இருக்கா?',
  'Low blood sugar must be treated straight away with sugar or a sweet drink.':
    'ரத்தத்துல சர்க்கரை குறைஞ்சா, உடனே சர்க்கரை அல்லது இனிப்பான பானம் குடுத்து சரி பண்ணணும்.',
  'High blood sugar reading': 'ரத்த சர்க்கரை அளவு அதிகமா இருத்தல்',
  'Has your blood sugar been reading high?': 'உங்க ரத்த சர்க்கரை அளவு அதிகமா காட்டுதா?',
  'Fruity or nail-polish smelling breath': 'மூச்சுல பழ வாசனை அல்லது நெயில் பாலிஷ் வாசனை',
  'Does the breath smell fruity or like nail polish?':
    'மூச்சுல பழ வாசனையோ நெயில் பாலிஷ் மாதிரி வாசனையோ அடிக்குதா?',
  'High blood pressure reading': 'BP (ரத்த அழுத்தம்) அதிகமா இருத்தல்',
  'Has your blood pressure been measured high?': 'BP (ரத்த அழுத்தம்) பாத்தப்போ அதிகமா இருந்துச்சா?',
  'Craving to eat mud, chalk or ice': 'மண், சாக்பீஸ் அல்லது ஐஸ் சாப்பிடணும்னு ஆசை',
  'Do you crave eating mud, chalk or ice?': 'மண், சாக்பீஸ் அல்லது ஐஸ் சாப்பிடணும்னு தோணுதா?',
  Headache: 'தலைவலி',
  'Do you have a headache?': 'தலைவலி இருக்கா?',
  'Sudden, very severe headache (worst ever)':
    'திடீர்னு வர்ற, ரொம்ப கடுமையான தலைவலி (இதுவரை இல்லாத அளவு)',
  'Did the headache start suddenly and is it the worst you have ever had?':
    'தலைவலி திடீர்னு ஆரம்பிச்சுதா? இதுவரை வந்ததுலயே இதுதான் ரொம்ப மோசமான தலைவலியா?',
  'A sudden, extremely severe headache can be bleeding in the brain.':
    'திடீர்னு வர்ற ரொம்ப கடுமையான தலைவலி, மூளையில ரத்தக் கசிவா இருக்கலாம்.',
  'Throbbing headache on one side': 'ஒரு பக்கமா விண் விண்ணுன்னு துடிக்கற தலைவலி',
  'Is the headache throbbing or on one side of the head?':
    'தலைவலி விண் விண்ணுன்னு துடிக்குதா, இல்ல தலையோட ஒரு பக்கம் மட்டும் வலிக்குதா?',
  'Pain behind the eyes': 'கண்ணுக்குப் பின்னால வலி',
  'Do you have pain behind your eyes?': 'கண்ணுக்குப் பின்னால வலிக்குதா?',
  'Light hurts the eyes': 'வெளிச்சம் பட்டா கண் கூசுதல், வலித்தல்',
  'Does bright light bother your eyes?': 'அதிக வெளிச்சத்தைப் பாத்தா கண் கூசுதா, தொந்தரவா இருக்கா?',
  'Stiff neck (cannot bend chin to chest)': 'கழுத்து விறைப்பு (தாடையை நெஞ்சு வரை குனிய முடியாது)',
  'Is your neck stiff, so that you cannot touch your chin to your chest?':
    'கழுத்து விறைச்சு, தாடையை நெஞ்சுல தொட முடியாத அளவுக்கு இருக்கா?',
  'Fits, seizure or convulsions': 'வலிப்பு (ஜன்னி, உடம்பு வெட்டி இழுத்தல்)',
  'Has there been a fit, seizure or jerking of the body?':
    'வலிப்பு வந்துச்சா, இல்ல உடம்பு வெட்டி வெட்டி இழுத்துச்சா?',
  'A seizure needs emergency help, especially a first one or one lasting over 5 minutes.':
    'வலிப்புக்கு அவசர உதவி தேவை, முக்கியமா முதல் தடவை வர்ற வலிப்பு அல்லது 5 நிமிஷத்துக்கு மேல நீடிக்கற வலிப்புக்கு.',
  'Face drooping on one side': 'முகம் ஒரு பக்கம் கோணிப் போதல் (தொங்குதல்)',
  'Has one side of the face dropped or can the person not smile evenly?':
    'முகத்தோட ஒரு பக்கம் கோணிப் போயிருக்கா, இல்ல சிரிக்கும்போது ஒரு பக்கம் மட்டும் சரியா வரலையா?',
  'A drooping face is a sign of stroke. Every minute counts.':
    'முகம் கோணிப் போறது பக்கவாதத்தோட (ஸ்ட்ரோக்) அறிகுறி. ஒவ்வொரு நிமிஷமும் முக்கியம்.',
  'Weakness or numbness of one arm, leg or side':
    'ஒரு கை, கால் அல்லது உடம்போட ஒரு பக்கம் பலவீனம் அல்லது மரத்துப் போதல்',
  'Is there sudden weakness or numbness in one arm, leg or one side of the body?':
    'ஒரு கையிலோ, கால்லயோ, உடம்போட ஒரு பக்கத்துலயோ திடீர்னு பலம் இல்லாம போச்சா, இல்ல மரத்துப் போச்சா?',
  'Sudden weakness of one side is a sign of stroke. Every minute counts.':
    'உடம்போட ஒரு பக்கம் திடீர்னு பலவீனமாகறது பக்கவாதத்தோட (ஸ்ட்ரோக்) அறிகுறி. ஒவ்வொரு நிமிஷமும் முக்கியம்.',
  'Slurred or confused speech': 'பேச்சு குழறுதல் அல்லது தெளிவில்லாத பேச்சு',
  'Is the speech suddenly slurred or hard to understand?':
    'பேச்சு திடீர்னு குழறுதா, இல்ல புரிஞ்சுக்க கஷ்டமா இருக்கா?',
  'Sudden difficulty speaking is a sign of stroke. Every minute counts.':
    'திடீர்னு பேச முடியாம கஷ்டப்படறது பக்கவாதத்தோட (ஸ்ட்ரோக்) அறிகுறி. ஒவ்வொரு நிமிஷமும் முக்கியம்.',
  'Sudden loss of vision or double vision': 'திடீர்னு பார்வை போதல் அல்லது எல்லாம் ரெண்டா தெரிதல்',
  'Have you suddenly lost vision or started seeing double?':
    'திடீர்னு கண் தெரியாம போச்சா, இல்ல எல்லாம் ரெண்டு ரெண்டா தெரியுதா?',
  'Sudden loss of sight can be a stroke or an eye emergency.':
    'திடீர்னு பார்வை போறது பக்கவாதமா (ஸ்ட்ரோக்) இருக்கலாம், இல்ல உடனே கவனிக்க வேண்டிய கண் அவசர நிலையா இருக்கலாம்.',
  'Blurred or cloudy vision': 'மங்கலான பார்வை',
  'Is your vision blurred or cloudy?': 'பார்வை மங்கலா, புகை மூட்டமா தெரியுதா?',
  'Numbness, tingling or burning in hands or feet':
    'கை கால்ல மரத்துப் போதல், ஊசி குத்தற மாதிரி இருத்தல் அல்லது எரிச்சல்',
  'Do you have tingling, numbness or burning in your hands or feet?':
    'கை கால்ல ஊசி குத்தற மாதிரி இருக்கா, மரத்துப் போகுதா, இல்ல எரியுதா?',
  'Shaking hands (tremor)': 'கை நடுக்கம்',
  'Do your hands shake or tremble?': 'உங்க கை நடுங்குதா?',
  'Dizziness or light-headedness': 'தலைசுற்றல் அல்லது கிறுகிறுப்பு',
  'Do you feel dizzy or light-headed?': 'தலை சுத்துதா, இல்ல கிறுகிறுன்னு வருதா?',
  'Room spinning (vertigo)': 'சுத்தி இருக்கறதெல்லாம் சுழலற மாதிரி இருத்தல் (வெர்டிகோ)',
  'Does it feel as if the room is spinning?': 'அறையே சுத்தற மாதிரி இருக்கா?',
  'Unsteady walking or loss of balance': 'தள்ளாடி நடத்தல் அல்லது நிலை தடுமாறுதல்',
  'Are you unsteady on your feet or losing your balance?':
    'நடக்கும்போது தள்ளாடுதா, இல்ல நிலை தடுமாறுதா?',
  'Pain or pressure in the face or forehead': 'முகத்துல அல்லது நெத்தியில வலி, அழுத்தம் (கனமா இருத்தல்)',
  'Do you feel pain or pressure in your cheeks or forehead?':
    'கன்னத்துலயோ நெத்தியிலயோ வலியோ அழுத்தமோ (கனமா) இருக்கா?',
  'Neck pain': 'கழுத்து வலி',
  'Do you have neck pain?': 'கழுத்து வலிக்குதா?',
  'Cannot close one eye or move one side of the face':
    'ஒரு கண்ணை மூட முடியாமை அல்லது முகத்தோட ஒரு பக்கத்தை அசைக்க முடியாமை',
  'Is one side of your face weak so you cannot close that eye fully?':
    'முகத்தோட ஒரு பக்கம் பலவீனமாகி, அந்தப் பக்கக் கண்ணை முழுசா மூட முடியலையா?',
  'Trouble sleeping': 'தூக்கம் வராம கஷ்டப்படுதல்',
  'Are you having trouble sleeping?': 'தூக்கம் சரியா வரலையா?',
  'Forgetfulness or poor concentration': 'மறதி அல்லது கவனம் செலுத்த முடியாமை',
  'Have you been more forgetful or unable to concentrate?':
    'சமீபமா மறதி அதிகமா இருக்கா, இல்ல எதுலயும் கவனம் செலுத்த முடியலையா?',
  'Feeling sad or low most days': 'பெரும்பாலான நாள் சோகமா, மனசு சரியில்லாம இருத்தல்',
  'Have you been feeling sad or low most days?': 'பெரும்பாலான நாள் சோகமாவோ மனசு சோர்ந்தோ இருக்கா?',
  'No interest or pleasure in things': 'எதுலயும் ஆர்வமோ சந்தோஷமோ இல்லாமை',
  'Have you lost interest or pleasure in things you used to enjoy?':
    'முன்னாடி உங்களுக்குப் பிடிச்ச விஷயங்கள்ல இப்போ ஆர்வமோ சந்தோஷமோ இல்லையா?',
  'Feeling hopeless or worthless':
    'நம்பிக்கையே இல்லாம இருத்தல் அல்லது தன்னை எதுக்கும் லாயக்கில்லாதவரா நினைத்தல்',
  'Do you feel hopeless or worthless?':
    'வாழ்க்கையில நம்பிக்கையே இல்லாத மாதிரி, இல்ல நீங்க எதுக்கும் லாயக்கில்லாத மாதிரி தோணுதா?',
  'Thoughts of ending your life': 'உயிரை மாய்ச்சுக்கணும்னு எண்ணம் (தற்கொலை எண்ணம்)',
  'Are you having thoughts of ending your life?': 'உங்க உயிரை மாய்ச்சுக்கணும்னு எண்ணம் வருதா?',
  'You deserve support right now. Call Tele-MANAS 14416 (free, 24x7) or 112 if in danger.':
    'உங்களுக்கு இப்பவே உதவி கிடைக்கணும். டெலி-மனஸ் 14416-க்கு போன் பண்ணுங்க (இலவசம், 24x7). ஆபத்துல இருந்தா 112-க்கு கூப்பிடுங்க.',
  'Hurting yourself on purpose': 'வேணும்னே தன்னைத் தானே காயப்படுத்திக்கறது',
  'Have you hurt yourself or thought about hurting yourself?':
    'உங்களை நீங்களே காயப்படுத்திக்கிட்டீங்களா, இல்ல அப்படிச் செய்யணும்னு நினைச்சீங்களா?',
  'Self-harm needs help now: call 112, or Tele-MANAS 14416 to talk to a counsellor.':
    'தன்னைத் தானே காயப்படுத்திக்கிட்டா உடனே உதவி தேவை: 112-க்கு போன் பண்ணுங்க, இல்ல ஆலோசகரோட பேச டெலி-மனஸ் 14416-க்கு கூப்பிடுங்க.',
  'Constant worry, nervousness or restlessness': 'எப்பவும் கவலை, பதட்டம் அல்லது நிம்மதி இல்லாமை',
  'Do you feel worried, nervous or on edge most of the time?':
    'பெரும்பாலான நேரம் கவலையாவோ பதட்டமாவோ படபடப்பாவோ இருக்கா?',
  'Sudden attacks of intense fear with racing heart': 'நெஞ்சு படபடப்போட திடீர்னு வர்ற கடுமையான பயம்',
  'Do you get sudden attacks of intense fear that peak within minutes?':
    'திடீர்னு கடுமையான பயம் வந்து, சில நிமிஷத்துலயே உச்சத்துக்குப் போகுதா?',
  'Irritability or anger': 'எரிச்சல் அல்லது கோபம்',
  'Have you been more irritable or angry than usual?':
    'வழக்கத்தை விட அதிகமா எரிச்சல் படறீங்களா, கோபப்படறீங்களா?',
  'Hearing voices or seeing things others do not':
    'மத்தவங்களுக்குக் கேக்காத குரல்கள் கேக்கறது அல்லது மத்தவங்களுக்குத் தெரியாதது தெரியறது',
  'Are you hearing voices or seeing things that others do not?':
    'மத்தவங்களுக்குக் கேக்காத குரல்கள் உங்களுக்குக் கேக்குதா, இல்ல மத்தவங்களுக்குத் தெரியாதது உங்களுக்குத் தெரியுதா?',
  'New voices or strange beliefs need a mental-health doctor soon.':
    'புதுசா குரல்கள் கேக்கறது அல்லது விசித்திரமான நம்பிக்கைகள் வந்தா, சீக்கிரமே மனநல டாக்டரைப் பாக்கணும்.',
  'Drinking alcohol heavily or unable to stop': 'அளவுக்கு மீறி குடித்தல் அல்லது குடியை நிறுத்த முடியாமை',
  'Do you drink alcohol most days or find it hard to stop?':
    'பெரும்பாலான நாள் மது குடிக்கறீங்களா, இல்ல குடியை நிறுத்த கஷ்டமா இருக்கா?',
  'Chest pain': 'நெஞ்சு வலி',
  'Do you have chest pain?': 'நெஞ்சு வலிக்குதா?',
  'Chest pain must be checked by a doctor the same day; call 108 if it is severe.':
    'நெஞ்சு வலி வந்தா அன்னைக்கே டாக்டர்கிட்ட காட்டணும்; வலி கடுமையா இருந்தா 108-க்கு போன் பண்ணுங்க.',
  'Chest pain spreading to the arm, jaw, neck or back':
    'கை, தாடை, கழுத்து அல்லது முதுகுக்குப் பரவுற நெஞ்சு வலி',
  'Does the chest pain spread to your arm, jaw, neck or back?':
    'நெஞ்சு வலி கை, தாடை, கழுத்து அல்லது முதுகுக்குப் பரவுதா?',
  'Chest pain spreading to the arm, jaw or back can be a heart attack.':
    'கை, தாடை அல்லது முதுகுக்குப் பரவுற நெஞ்சு வலி மாரடைப்பா (ஹார்ட் அட்டாக்) இருக்கலாம்.',
  'Heaviness, pressure or tightness in the chest': 'நெஞ்சுல கனம், அழுத்தம் அல்லது இறுக்கம்',
  'Does your chest feel heavy, tight or squeezed?':
    'நெஞ்சு கனமா, இறுக்கமா, இல்ல யாரோ பிழியற மாதிரி இருக்கா?',
  'Crushing heaviness in the chest can be a heart attack.':
    'நெஞ்சை அமுக்கற மாதிரி கனம் இருந்தா, அது மாரடைப்பா (ஹார்ட் அட்டாக்) இருக்கலாம்.',
  'Chest pain on walking or exertion that eases with rest':
    'நடக்கும்போது அல்லது உழைக்கும்போது வந்து, ஓய்வெடுத்தா குறையற நெஞ்சு வலி',
  'Does the chest pain come on when you walk or exert yourself and ease with rest?':
    'நடக்கும்போதோ கஷ்டமான வேலை செய்யும்போதோ நெஞ்சு வலி வந்து, ஓய்வெடுத்தா குறையுதா?',
  'Chest pain on exertion can be angina and needs a doctor soon.':
    'உழைக்கும்போது வர்ற நெஞ்சு வலி ஆஞ்சைனாவா (இதயத்துக்கு ரத்தம் குறைவா போறதால வர்ற வலி) இருக்கலாம்; சீக்கிரமே டாக்டரைப் பாக்கணும்.',
  'Burning behind the breastbone (heartburn)': 'நெஞ்சு எலும்புக்குப் பின்னால எரிச்சல் (நெஞ்செரிச்சல்)',
  'Do you get a burning feeling behind the breastbone, often after meals?':
    'சாப்பிட்டதுக்கு அப்புறம் அடிக்கடி நெஞ்சு எலும்புக்குப் பின்னால எரியுதா?',
  'Racing, pounding or irregular heartbeat': 'இதயம் வேகமா, படபடன்னு அல்லது ஒழுங்கில்லாம துடித்தல்',
  'Do you feel your heart racing, pounding or beating irregularly?':
    'இதயம் வேகமா அடிக்குதா, படபடன்னு துடிக்குதா, இல்ல ஒழுங்கில்லாம துடிக்குதா?',
  'Shortness of breath': 'மூச்சு வாங்குதல் (மூச்சுத் திணறல்)',
  'Are you short of breath?': 'மூச்சு வாங்குதா?',
  'New breathlessness should be seen by a doctor the same day.':
    'புதுசா மூச்சு வாங்குனா அன்னைக்கே டாக்டரைப் பாக்கணும்.',
  'Severe difficulty breathing (cannot speak in full sentences)':
    'கடுமையான மூச்சுத் திணறல் (முழு வாக்கியமா பேச முடியாது)',
  'Is breathing so hard that speaking in full sentences is difficult?':
    'முழுசா ஒரு வாக்கியம் கூட பேச முடியாத அளவுக்கு மூச்சுத் திணறுதா?',
  'Severe breathing difficulty is life-threatening.': 'கடுமையான மூச்சுத் திணறல் உயிருக்கே ஆபத்தானது.',
  'Blue or grey lips, tongue or face': 'உதடு, நாக்கு அல்லது முகம் நீலமா அல்லது சாம்பல் நிறமா மாறுதல்',
  'Are the lips or face turning blue or grey?': 'உதடோ முகமோ நீலமா, சாம்பல் நிறமா மாறுதா?',
  'Blue lips mean the body is not getting enough oxygen.':
    'உதடு நீலமா இருந்தா, உடம்புக்குப் போதுமான ஆக்சிஜன் கிடைக்கலைன்னு அர்த்தம்.',
  'Wheezing (whistling sound when breathing)': 'வீசிங் (மூச்சு விடும்போது விசில் மாதிரி சத்தம்)',
  'Is there a whistling sound (wheeze) when you breathe?':
    'மூச்சு விடும்போது விசில் மாதிரி சத்தம் (வீசிங்) வருதா?',
  'Breathless on walking or climbing stairs': 'நடக்கும்போது அல்லது படி ஏறும்போது மூச்சு வாங்குதல்',
  'Do you get out of breath when walking or climbing stairs?':
    'நடக்கும்போதோ படி ஏறும்போதோ மூச்சு வாங்குதா?',
  'Breathless when lying flat or waking up breathless':
    'மல்லாந்து படுத்தா மூச்சு வாங்குதல் அல்லது மூச்சுத் திணறலோட தூக்கத்துல இருந்து முழிச்சுக்கறது',
  'Do you get breathless when lying flat or wake up at night short of breath?':
    'மல்லாந்து படுக்கும்போது மூச்சு வாங்குதா, இல்ல ராத்திரியில மூச்சுத் திணறி முழிச்சுக்கறீங்களா?',
  Cough: 'இருமல்',
  'Do you have a cough?': 'இருமல் இருக்கா?',
  'Dry cough': 'வறட்டு இருமல்',
  'Is the cough dry?': 'சளி இல்லாம வறட்டு இருமலா இருக்கா?',
  'Cough with phlegm': 'சளியோட இருமல்',
  'Are you coughing up phlegm?': 'இருமும்போது சளி வருதா?',
  'Cough for more than 2 weeks': '2 வாரத்துக்கு மேல இருமல்',
  'Has the cough lasted more than 2 weeks?': 'இருமல் 2 வாரத்துக்கு மேல இருக்கா?',
  'Coughing up blood': 'இருமும்போது ரத்தம் வருதல்',
  'Have you coughed up blood?': 'இருமும்போது ரத்தம் வந்துச்சா?',
  'Coughing up blood must be checked by a doctor the same day.':
    'இருமலோட ரத்தம் வந்தா அன்னைக்கே டாக்டர்கிட்ட காட்டணும்.',
  'Fast breathing': 'வேகமா மூச்சு விடுதல்',
  'Is the breathing faster than normal?': 'மூச்சு வழக்கத்தை விட வேகமா இருக்கா?',
  'Lower chest sinks in with each breath (child)':
    'ஒவ்வொரு மூச்சுக்கும் கீழ் நெஞ்சு உள்ள அமுங்குதல் (குழந்தை)',
  'Does the lower chest sink in when the child breathes in?':
    'குழந்தை மூச்சை உள்ள இழுக்கும்போது கீழ் நெஞ்சு உள்ள அமுங்குதா?',
  'Chest sinking in with breaths is a danger sign of severe pneumonia in children.':
    'மூச்சு விடும்போது நெஞ்சு உள்ள அமுங்கறது, குழந்தைகள்ல கடுமையான நிமோனியாவோட ஆபத்தான அறிகுறி.',
  'Swollen feet or ankles': 'கால் பாதம் அல்லது கணுக்கால் வீக்கம்',
  'Are your feet or ankles swollen?': 'கால் பாதமோ கணுக்காலோ வீங்கியிருக்கா?',
  'Runny nose': 'மூக்கு ஒழுகுதல்',
  'Do you have a runny nose?': 'மூக்கு ஒழுகுதா?',
  'Blocked nose': 'மூக்கடைப்பு',
  'Is your nose blocked?': 'மூக்கு அடைச்சிருக்கா?',
  Sneezing: 'தும்மல்',
  'Are you sneezing a lot?': 'ரொம்ப தும்மல் வருதா?',
  'Sore throat': 'தொண்டை வலி',
  'Do you have a sore throat?': 'தொண்டை வலிக்குதா?',
  'Hoarse or lost voice': 'தொண்டை கட்டுதல் (குரல் கம்மிப் போதல் அல்லது குரலே வராமை)',
  'Has your voice become hoarse?': 'குரல் கம்மிப் போச்சா, தொண்டை கட்டியிருக்கா?',
  'Difficulty or pain swallowing': 'விழுங்கும்போது கஷ்டம் அல்லது வலி',
  'Is it hard or painful to swallow?': 'விழுங்கறது கஷ்டமா இருக்கா, இல்ல வலிக்குதா?',
  'Loss of smell or taste': 'வாசனை அல்லது ருசி தெரியாம போதல்',
  'Have you lost your sense of smell or taste?': 'வாசனையோ ருசியோ தெரியாம போச்சா?',
  'Swelling of lips, tongue or throat': 'உதடு, நாக்கு அல்லது தொண்டை வீக்கம்',
  'Are your lips, tongue or throat swelling?': 'உதடோ நாக்கோ தொண்டையோ வீங்குதா?',
  'Swelling of the lips, tongue or throat can block breathing (severe allergy).':
    'உதடு, நாக்கு அல்லது தொண்டை வீங்கினா மூச்சே அடைச்சுப் போகலாம் (கடுமையான அலர்ஜி).',
  'Puffy face or swelling of face and hands': 'முகம் உப்பிப் போதல் அல்லது முகம், கை வீக்கம்',
  'Is your face or are your hands puffy or swollen?': 'முகமோ கையோ உப்பி வீங்கியிருக்கா?',
  'Lump in the breast': 'மார்பகத்துல கட்டி',
  'Have you felt a new lump in the breast?': 'மார்பகத்துல புதுசா ஏதாவது கட்டி தெரியுதா?',
  'A new breast lump should be examined by a doctor soon.':
    'மார்பகத்துல புதுசா கட்டி வந்தா, சீக்கிரமே டாக்டர்கிட்ட காட்டணும்.',
  'Stomach or belly pain': 'வயிற்று வலி',
  'Do you have stomach pain?': 'வயிறு வலிக்குதா?',
  'Sudden, severe stomach pain': 'திடீர்னு வர்ற கடுமையான வயிற்று வலி',
  'Is the stomach pain sudden and severe?': 'வயிற்று வலி திடீர்னு, கடுமையா வந்துச்சா?',
  'Sudden severe stomach pain can be a surgical emergency or internal bleeding.':
    'திடீர்னு வர்ற கடுமையான வயிற்று வலி, உடனே ஆபரேஷன் தேவைப்படற அவசர நிலையாவோ உள்ளுக்குள்ள ரத்தக் கசிவாவோ இருக்கலாம்.',
  'Pain that moves to the lower right belly': 'அடிவயித்தோட வலது பக்கத்துக்கு நகர்ற வலி',
  'Is the pain in the lower right part of the belly, or did it move there from the navel?':
    'வலி அடிவயித்தோட வலது பக்கம் இருக்கா, இல்ல தொப்புள்ல இருந்து அங்க நகர்ந்துச்சா?',
};

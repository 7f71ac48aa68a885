export const PHRASES_CONDITIONS_A_1: Record<string, string> = {
  'Dengue fever': 'டெங்கு காய்ச்சல்',
  'Drink plenty of fluids: water, ORS, coconut water, buttermilk, soups.':
    'நிறைய தண்ணி, ஆகாரம் குடிங்க: தண்ணி, ORS கரைசல், இளநீர், மோர், சூப்.',
  'Rest at home and sponge with lukewarm water if very hot.':
    'வீட்டுலயே ஓய்வெடுங்க; உடம்பு ரொம்ப சூடா இருந்தா வெதுவெதுப்பான தண்ணியில துணியை நனைச்சு உடம்பைத் துடைங்க.',
  'Paracetamol for fever only as advised by a pharmacist or doctor. Do not take ibuprofen, aspirin or other painkillers: they raise the bleeding risk in dengue.':
    'காய்ச்சலுக்கு பாராசிட்டமால், மருந்தாளுநர் (பார்மசிஸ்ட்) அல்லது டாக்டர் சொன்னபடி மட்டும். இபுப்ரூஃபன், ஆஸ்பிரின் அல்லது வேற வலி மாத்திரைகள் சாப்பிடாதீங்க: டெங்குல இவை ரத்தக் கசிவு அபாயத்தை அதிகமாக்கும்.',
  'Get a blood test (platelet count, dengue NS1 or antibody) as the doctor advises.':
    'டாக்டர் சொல்றபடி ரத்தப் பரிசோதனை (பிளேட்லெட் கவுண்ட், டெங்கு NS1 அல்லது ஆன்டிபாடி டெஸ்ட்) பண்ணுங்க.',
  'Use mosquito nets and repellents and empty standing water (coolers, pots, tyres) to protect others.':
    'மத்தவங்களுக்குப் பரவாம இருக்க, கொசுவலை, கொசு விரட்டி பயன்படுத்துங்க; தேங்கி நிக்கற தண்ணியை (கூலர், பானை, டயர்) காலி பண்ணுங்க.',
  'Bleeding from gums or nose, red spots on the skin, or blood in vomit or stool':
    'ஈறு அல்லது மூக்குல ரத்தம், தோல்ல சிவப்புப் புள்ளிகள், அல்லது வாந்தியிலயோ மலத்துலயோ ரத்தம்',
  'Repeated vomiting or not able to drink': 'திரும்பத் திரும்ப வாந்தி அல்லது எதுவும் குடிக்க முடியாமை',
  'Severe stomach pain': 'கடுமையான வயிற்று வலி',
  'Cold, clammy skin, restlessness, drowsiness or fainting — especially as the fever comes down (days 3–7)':
    'சில்லுன்னு பிசுபிசுப்பான தோல், நிம்மதியின்மை (அமைதியில்லாம தவித்தல்), தூக்கக் கலக்கம் அல்லது மயக்கம் — முக்கியமா காய்ச்சல் இறங்கும்போது (3–7 நாள்ல)',
  'Passing very little urine': 'ரொம்ப கம்மியா சிறுநீர் போதல்',
  Malaria: 'மலேரியா',
  'Get a blood test for malaria (rapid test or slide) the same day — it is free at government health centres.':
    'அன்னைக்கே மலேரியாவுக்கு ரத்தப் பரிசோதனை (ரேபிட் டெஸ்ட் அல்லது ஸ்லைடு) பண்ணுங்க — அரசு சுகாதார நிலையங்கள்ல இது இலவசம்.',
  'Take the full course of malaria treatment exactly as prescribed, even if you feel better.':
    'உடம்பு சரியான மாதிரி தோணினாலும், மலேரியா மருந்தை டாக்டர் எழுதிக் குடுத்தபடியே முழு கோர்ஸும் சாப்பிடுங்க.',
  'Sleep under a mosquito net (preferably insecticide-treated) and cover arms and legs in the evening.':
    'கொசுவலைக்குள்ள தூங்குங்க (முடிஞ்சா மருந்து தடவின கொசுவலை); சாயங்காலம் கை கால்களை மூடற மாதிரி துணி போடுங்க.',
  'Confusion, drowsiness, fits or unconsciousness':
    'குழப்பம், தூக்கக் கலக்கம், வலிப்பு அல்லது நினைவு இழப்பு',
  'Yellow eyes, dark or very little urine':
    'கண் மஞ்சளா இருத்தல், சிறுநீர் அடர் நிறமா அல்லது ரொம்ப கம்மியா போதல்',
  'Breathing difficulty, repeated vomiting or unable to eat or drink':
    'மூச்சுத் திணறல், திரும்பத் திரும்ப வாந்தி அல்லது சாப்பிடவோ குடிக்கவோ முடியாமை',
  'Fever in a pregnant woman or young child': 'கர்ப்பிணிப் பெண்ணுக்கோ சின்னக் குழந்தைக்கோ காய்ச்சல்',
  Chikungunya: 'சிக்குன்குனியா',
  'Rest the painful joints; cool compresses can ease swelling.':
    'வலிக்கற மூட்டுகளுக்கு ஓய்வு குடுங்க; குளிர்ந்த ஒத்தடம் வீக்கத்தைக் குறைக்கும்.',
  'Paracetamol for fever only as advised by a pharmacist or doctor; avoid painkillers like ibuprofen or aspirin unless a doctor says they are safe.':
    'காய்ச்சலுக்கு பாராசிட்டமால், மருந்தாளுநர் அல்லது டாக்டர் சொன்னபடி மட்டும்; டாக்டர் பாதுகாப்பானதுன்னு சொன்னாலொழிய இபுப்ரூஃபன், ஆஸ்பிரின் மாதிரி வலி மாத்திரைகளைத் தவிர்த்திடுங்க.',
  'Gentle stretching once the fever settles; joint pain can last weeks — see a doctor if it persists.':
    'காய்ச்சல் விட்டதும் மெதுவா உடம்பை நீட்டி மடக்கி பயிற்சி செய்யுங்க; மூட்டு வலி பல வாரம் நீடிக்கலாம் — தொடர்ந்து இருந்தா டாக்டரைப் பாருங்க.',
  'Use mosquito nets and repellents; Aedes mosquitoes bite during the day.':
    'கொசுவலை, கொசு விரட்டி பயன்படுத்துங்க; ஏடிஸ் கொசுக்கள் பகல் நேரத்துல கடிக்கும்.',
  'Any bleeding, persistent vomiting or severe stomach pain (dengue can look similar)':
    'எந்த ரத்தக் கசிவும், நிக்காத வாந்தி அல்லது கடுமையான வயிற்று வலி (டெங்குவும் இதே மாதிரி இருக்கலாம்)',
  'Confusion, fits or drowsiness': 'குழப்பம், வலிப்பு அல்லது தூக்கக் கலக்கம்',
  'Fever in a newborn, elderly person or pregnant woman near delivery':
    'பிறந்த குழந்தை, வயசானவங்க அல்லது பிரசவ நேரம் நெருங்கின கர்ப்பிணிக்கு காய்ச்சல்',
  'Scrub typhus': 'ஸ்க்ரப் டைபஸ் (உண்ணிக் காய்ச்சல்)',
  'See a doctor within a day: scrub typhus is easily treated with antibiotics that a doctor prescribes.':
    'ஒரு நாளுக்குள்ள டாக்டரைப் பாருங்க: டாக்டர் எழுதிக் குடுக்கற ஆன்டிபயாட்டிக் மருந்துகளால ஸ்க்ரப் டைபஸ் சுலபமா குணமாகும்.',
  'Mention any work in fields, bushes or gardens and look for a black scab in the armpit, groin or waist.':
    'வயல், புதர் அல்லது தோட்டத்துல வேலை செஞ்சிருந்தா டாக்டர்கிட்ட சொல்லுங்க; அக்குள், தொடை இடுக்கு அல்லது இடுப்புல கருப்பு பொருக்கு இருக்கான்னு பாருங்க.',
  Breathlessness: 'மூச்சு வாங்குதல்',
  'Confusion, drowsiness or fits': 'குழப்பம், தூக்கக் கலக்கம் அல்லது வலிப்பு',
  'Yellow eyes or very little urine': 'கண் மஞ்சளா இருத்தல் அல்லது ரொம்ப கம்மியா சிறுநீர் போதல்',
  'Leptospirosis (rat fever)': 'லெப்டோஸ்பைரோசிஸ் (எலிக் காய்ச்சல்)',
  'See a doctor within a day and tell them if you waded through flood water or sewage, or farm in wet fields.':
    'ஒரு நாளுக்குள்ள டாக்டரைப் பாருங்க; வெள்ளத் தண்ணியிலயோ சாக்கடைத் தண்ணியிலயோ நடந்தீங்களா, ஈரமான வயல்ல விவசாயம் பண்றீங்களான்னு டாக்டர்கிட்ட சொல்லுங்க.',
  'Wear boots and gloves in flood water or paddy fields; cover cuts.':
    'வெள்ளத் தண்ணியிலயோ நெல் வயல்லயோ இறங்கும்போது பூட்ஸ், கையுறை போடுங்க; காயங்களை மூடி வைங்க.',
  'Yellow eyes or skin': 'கண் அல்லது தோல் மஞ்சளா இருத்தல்',
  'Coughing blood or breathlessness': 'இருமல்ல ரத்தம் அல்லது மூச்சு வாங்குதல்',
  'Bleeding anywhere': 'உடம்புல எங்கயாவது ரத்தக் கசிவு',
  'Brain fever (acute encephalitis, including Japanese encephalitis)':
    'மூளைக் காய்ச்சல் (அக்யூட் என்செஃபலைட்டிஸ், ஜப்பானிய மூளைக் காய்ச்சல் உட்பட)',
  'Call 108 and take the person to hospital now; keep them on their side if drowsy.':
    '108-க்கு போன் பண்ணி, அவங்களை உடனே ஆஸ்பத்திரிக்குக் கொண்டு போங்க; தூக்கக் கலக்கமா இருந்தா ஒரு பக்கமா சாய்ச்சுப் படுக்க வைங்க.',
  'Children in high-risk districts should get the JE vaccine under the national immunisation programme.':
    'அதிக ஆபத்துள்ள மாவட்டங்கள்ல இருக்கற குழந்தைகளுக்கு, தேசிய தடுப்பூசித் திட்டத்துல JE (ஜப்பானிய மூளைக் காய்ச்சல்) தடுப்பூசி போடணும்.',
  'Any fever with confusion, fits, unusual behaviour or drowsiness is an emergency':
    'குழப்பம், வலிப்பு, வித்தியாசமான நடத்தை அல்லது தூக்கக் கலக்கத்தோட எந்தக் காய்ச்சல் வந்தாலும் அது அவசர நிலை',
  'Typhoid (enteric fever)': 'டைபாய்டு (குடல் காய்ச்சல்)',
  'See a doctor for a blood test; typhoid needs a full course of antibiotics chosen by a doctor.':
    'ரத்தப் பரிசோதனைக்கு டாக்டரைப் பாருங்க; டைபாய்டுக்கு டாக்டர் தேர்ந்தெடுக்கற ஆன்டிபயாட்டிக் மருந்தை முழு கோர்ஸும் சாப்பிடணும்.',
  'Eat soft, freshly cooked food and drink boiled or filtered water.':
    'அப்பப்போ சமைச்ச மென்மையான சாப்பாடு சாப்பிடுங்க; காய்ச்சின அல்லது வடிகட்டின தண்ணி குடிங்க.',
  'Wash hands with soap after the toilet and before cooking; do not cook for others while ill.':
    'கழிவறைக்குப் போயிட்டு வந்ததும், சமைக்கறதுக்கு முன்னாடியும் சோப்பு போட்டு கை கழுவுங்க; உடம்பு சரியில்லாதப்போ மத்தவங்களுக்கு சமைக்காதீங்க.',
  'Severe stomach pain or a hard, swollen belly':
    'கடுமையான வயிற்று வலி அல்லது வயிறு கல்லு மாதிரி இறுகி வீங்குதல்',
  'Black or bloody stools': 'கருப்பா அல்லது ரத்தத்தோட மலம்',
  'Confusion or extreme drowsiness': 'குழப்பம் அல்லது ரொம்ப அதிகமான தூக்கக் கலக்கம்',
  'Fever still present after some days of treatment':
    'சில நாள் சிகிச்சைக்கு அப்புறமும் காய்ச்சல் விடாம இருத்தல்',
  'Tuberculosis (TB)': 'காசநோய் (டிபி)',
  'Get tested this week: sputum tests and TB treatment are free at government health centres (Ni-kshay).':
    'இந்த வாரமே பரிசோதனை பண்ணுங்க: சளிப் பரிசோதனையும் டிபி சிகிச்சையும் அரசு சுகாதார நிலையங்கள்ல இலவசம் (நி-க்ஷய்).',
  'Cover your mouth when coughing, open windows, and sleep apart if possible until treatment starts.':
    'இருமும்போது வாயை மூடுங்க, ஜன்னல்களைத் திறந்து வைங்க; சிகிச்சை ஆரம்பிக்கற வரைக்கும் முடிஞ்சா தனியா தூங்குங்க.',
  'If diagnosed, never stop treatment early; eat a protein-rich diet (Ni-kshay Poshan Yojana gives nutrition support).':
    'டிபின்னு உறுதியானா, சிகிச்சையை நடுவுல ஒருபோதும் நிறுத்தாதீங்க; புரதச்சத்து நிறைஞ்ச சாப்பாடு சாப்பிடுங்க (நி-க்ஷய் போஷன் யோஜனா திட்டத்துல ஊட்டச்சத்துக்கு உதவித்தொகை கிடைக்கும்).',
  'Breathlessness or chest pain': 'மூச்சு வாங்குதல் அல்லது நெஞ்சு வலி',
  'Very high fever or confusion': 'ரொம்ப அதிகமான காய்ச்சல் அல்லது குழப்பம்',
  'Hepatitis A (jaundice from contaminated food or water)':
    'ஹெபடைடிஸ் A (அசுத்தமான சாப்பாடு அல்லது தண்ணியால வர்ற மஞ்சள் காமாலை)',
  'See a doctor for liver blood tests; most people recover at home over a few weeks.':
    'கல்லீரல் ரத்தப் பரிசோதனைக்கு டாக்டரைப் பாருங்க; பெரும்பாலானவங்க சில வாரத்துல வீட்டுலயே குணமாகிடுவாங்க.',
  'Rest, drink plenty of clean fluids and eat small, simple meals.':
    'ஓய்வெடுங்க, சுத்தமான தண்ணி, ஆகாரம் நிறைய குடிங்க, கொஞ்சம் கொஞ்சமா எளிமையான சாப்பாடு சாப்பிடுங்க.',
  'Avoid alcohol, and take no medicines or herbal remedies without asking a doctor — the liver is vulnerable.':
    'மது குடிக்காதீங்க; டாக்டர்கிட்ட கேக்காம எந்த மருந்தோ நாட்டு மருந்தோ சாப்பிடாதீங்க — கல்லீரல் இப்போ எளிதில பாதிக்கப்படும்.',
  'Wash hands with soap after the toilet; use boiled or filtered water.':
    'கழிவறைக்குப் போயிட்டு வந்ததும் சோப்பு போட்டு கை கழுவுங்க; காய்ச்சின அல்லது வடிகட்டின தண்ணியைப் பயன்படுத்துங்க.',
  'Confusion, excessive sleepiness or strange behaviour':
    'குழப்பம், அளவுக்கு மீறின தூக்கம் அல்லது விசித்திரமான நடத்தை',
  'Bleeding or bruising easily': 'ரத்தக் கசிவு அல்லது சுலபமா ரத்தம் கட்டுதல்',
  'Vomiting everything': 'சாப்பிட்டது எல்லாத்தையும் வாந்தி எடுத்தல்',
  'Hepatitis E (water-borne jaundice, dangerous in pregnancy)':
    'ஹெபடைடிஸ் E (தண்ணி மூலமா பரவுற மஞ்சள் காமாலை, கர்ப்ப காலத்துல ஆபத்தானது)',
  'See a doctor for liver tests; a pregnant woman with jaundice must be seen the same day.':
    'கல்லீரல் பரிசோதனைக்கு டாக்டரைப் பாருங்க; மஞ்சள் காமாலை இருக்கற கர்ப்பிணிப் பெண் அன்னைக்கே டாக்டரைப் பாக்கணும்.',
  'Rest, drink clean fluids and eat light meals.':
    'ஓய்வெடுங்க, சுத்தமான தண்ணி குடிங்க, லேசான சாப்பாடு சாப்பிடுங்க.',
  'Avoid alcohol and any medicine or herbal remedy not advised by a doctor.':
    'மது குடிக்காதீங்க; டாக்டர் சொல்லாத எந்த மருந்தோ நாட்டு மருந்தோ சாப்பிடாதீங்க.',
  'Drink only boiled or filtered water, especially during the monsoon.':
    'காய்ச்சின அல்லது வடிகட்டின தண்ணியை மட்டும் குடிங்க, முக்கியமா மழைக்காலத்துல.',
  'Jaundice during pregnancy': 'கர்ப்ப காலத்துல மஞ்சள் காமாலை',
  'Confusion or drowsiness': 'குழப்பம் அல்லது தூக்கக் கலக்கம்',
  'Hepatitis B': 'ஹெபடைடிஸ் B',
  'Get a blood test; long-term hepatitis B is treatable and family members can be vaccinated.':
    'ரத்தப் பரிசோதனை பண்ணுங்க; நீண்ட கால ஹெபடைடிஸ் B-க்கு சிகிச்சை இருக்கு, குடும்பத்துல மத்தவங்களுக்கு தடுப்பூசி போடலாம்.',
  'Avoid alcohol and do not share razors, toothbrushes or needles.':
    'மது குடிக்காதீங்க; ரேஸர், பல் பிரஷ், ஊசி இவற்றை மத்தவங்களோட பகிர்ந்துக்காதீங்க.',
  'Vomiting blood or black stools': 'ரத்த வாந்தி அல்லது கருப்பா மலம்',
  'Swelling of the belly': 'வயிறு வீக்கம்',
  'Viral fever': 'வைரஸ் காய்ச்சல்',
  'Eat light home food; most viral fevers settle in 3 to 5 days.':
    'லேசான வீட்டுச் சாப்பாடு சாப்பிடுங்க; பெரும்பாலான வைரஸ் காய்ச்சல் 3 முதல் 5 நாள்ல சரியாகிடும்.',
  'Fever lasting more than 3 days, or above 102°F (39°C) that does not come down':
    '3 நாளுக்கு மேல நீடிக்கற காய்ச்சல், அல்லது 102°F (39°C)-க்கு மேல இருந்து இறங்காத காய்ச்சல்',
  'Bleeding, rash, severe body or joint pain (get tested for dengue, malaria)':
    'ரத்தக் கசிவு, தடிப்பு, கடுமையான உடம்பு வலி அல்லது மூட்டு வலி (டெங்கு, மலேரியா பரிசோதனை பண்ணுங்க)',
  'Stiff neck, confusion, breathlessness or repeated vomiting':
    'கழுத்து விறைப்பு, குழப்பம், மூச்சு வாங்குதல் அல்லது திரும்பத் திரும்ப வாந்தி',
  'Sepsis (life-threatening reaction to infection)': 'செப்சிஸ் (கிருமித் தொற்றால உயிருக்கு ஆபத்தான நிலை)',
  'Slurred speech or confusion': 'பேச்சு குழறுதல் அல்லது குழப்பம்',
  'Mottled, bluish or very pale skin': 'திட்டுத் திட்டா, நீலமா அல்லது ரொம்ப வெளுத்துப்போன தோல்',
  'No urine all day': 'நாள் முழுக்க சிறுநீர் போகாமை',
  'Severe breathlessness': 'கடுமையான மூச்சுத் திணறல்',
  Meningitis: 'மெனிஞ்சைட்டிஸ் (மூளைச் சவ்வு அழற்சி)',
  'Fever with stiff neck, severe headache, dislike of light or a rash that does not fade is an emergency':
    'கழுத்து விறைப்பு, கடுமையான தலைவலி, வெளிச்சம் பாக்க முடியாமை அல்லது மறையாத தடிப்போட காய்ச்சல் இருந்தா அது அவசர நிலை',
  'Leprosy (Hansen’s disease)': 'தொழுநோய் (ஹேன்சன் நோய்)',
  'See a doctor: leprosy is fully curable and treatment is free at government health centres.':
    'டாக்டரைப் பாருங்க: தொழுநோயை முழுசா குணப்படுத்த முடியும், அரசு சுகாதார நிலையங்கள்ல சிகிச்சை இலவசம்.',
  'Protect numb hands and feet from burns and cuts; check them daily for wounds.':
    'மரத்துப் போன கை கால்களை தீக்காயம், வெட்டுக் காயத்துல இருந்து பாதுகாங்க; தினமும் காயம் ஏதாவது இருக்கான்னு பாருங்க.',
  'Painful red eye or loss of vision': 'வலியோட கண் சிவத்தல் அல்லது பார்வை குறைதல்',
  'New weakness of hands or feet': 'கை அல்லது கால்ல புதுசா பலவீனம்',
  'Painful swollen nerves or new red patches': 'வலியோட வீங்கின நரம்புகள் அல்லது புதுசா சிவப்புத் திட்டுகள்',
  'Common cold': 'சாதாரண சளி (ஜலதோஷம்)',
  'Rest and drink warm fluids such as soups, warm water with honey and lemon (no honey for babies under 1 year).':
    'ஓய்வெடுங்க; சூப், தேனும் எலுமிச்சையும் கலந்த வெதுவெதுப்பான தண்ணி மாதிரி சூடான பானங்கள் குடிங்க (1 வயசுக்குக் கீழ உள்ள குழந்தைகளுக்கு தேன் குடுக்கக் கூடாது).',
  'Steam inhalation and saline nose drops can ease a blocked nose.':
    'ஆவி பிடிக்கறதும், சலைன் (உப்புத் தண்ணி) மூக்கு சொட்டு மருந்தும் மூக்கடைப்பைக் குறைக்கும்.',
  'Gargle with warm salt water for a sore throat.':
    'தொண்டை வலிக்கு வெதுவெதுப்பான உப்புத் தண்ணியில வாய் கொப்பளிங்க.',
  'Antibiotics do not help colds; most clear in 7 to 10 days.':
    'ஜலதோஷத்துக்கு ஆன்டிபயாட்டிக் உதவாது; பெரும்பாலும் 7 முதல் 10 நாள்ல சரியாகிடும்.',
  'Breathlessness or fast breathing': 'மூச்சு வாங்குதல் அல்லது வேகமா மூச்சு விடுதல்',
  'High fever for more than 3 days': '3 நாளுக்கு மேல அதிக காய்ச்சல்',
  'Symptoms lasting more than 3 weeks': '3 வாரத்துக்கு மேல நீடிக்கற அறிகுறிகள்',
  'A baby who is not feeding': 'பால் குடிக்காத குழந்தை',
  'Flu (influenza)': 'ஃப்ளூ (இன்ஃப்ளூயன்ஸா)',
  'Stay home and wear a mask around elderly or pregnant family members.':
    'வீட்டுலயே இருங்க; வீட்டுல இருக்கற வயசானவங்க, கர்ப்பிணிகள் பக்கத்துல இருக்கும்போது மாஸ்க் போடுங்க.',
  'Breathlessness, chest pain or blue lips': 'மூச்சு வாங்குதல், நெஞ்சு வலி அல்லது உதடு நீலமா இருத்தல்',
  'Flu in a pregnant woman, someone over 65, or someone with diabetes, heart, lung or kidney disease — see a doctor early':
    'கர்ப்பிணிப் பெண், 65 வயசுக்கு மேல உள்ளவங்க, அல்லது சர்க்கரை நோய், இதயம், நுரையீரல், சிறுநீரக நோய் உள்ளவங்களுக்கு ஃப்ளூ வந்தா — சீக்கிரமே டாக்டரைப் பாருங்க',
  'COVID-19': 'கோவிட்-19',
  'Stay home, wear a mask near others and keep rooms ventilated.':
    'வீட்டுலயே இருங்க, மத்தவங்க பக்கத்துல இருக்கும்போது மாஸ்க் போடுங்க, அறைகள்ல காத்தோட்டம் இருக்கற மாதிரி பாத்துக்கோங்க.',
  'Breathlessness or oxygen level below 94% on a pulse oximeter':
    'மூச்சு வாங்குதல், அல்லது பல்ஸ் ஆக்ஸிமீட்டர்ல ஆக்சிஜன் அளவு 94%-க்குக் கீழ',
  'Chest pain or pressure': 'நெஞ்சு வலி அல்லது நெஞ்சுல அழுத்தம்',
  'Confusion or bluish lips': 'குழப்பம் அல்லது உதடு நீலமா இருத்தல்',
  'Pneumonia (lung infection)': 'நிமோனியா (நுரையீரல் தொற்று)',
  'See a doctor within a day; pneumonia often needs antibiotics that a doctor prescribes.':
    'ஒரு நாளுக்குள்ள டாக்டரைப் பாருங்க; நிமோனியாவுக்கு பெரும்பாலும் டாக்டர் எழுதிக் குடுக்கற ஆன்டிபயாட்டிக் தேவைப்படும்.',
  'Rest, and keep babies breastfeeding often.':
    'ஓய்வெடுங்க; குழந்தைகளுக்கு அடிக்கடி தாய்ப்பால் குடுத்துட்டே இருங்க.',
  'Breathing very fast or chest sinking in with each breath (children)':
    'ரொம்ப வேகமா மூச்சு விடுதல் அல்லது ஒவ்வொரு மூச்சுக்கும் நெஞ்சு உள்ள அமுங்குதல் (குழந்தைகள்)',
  'Blue lips, confusion or drowsiness': 'உதடு நீலமா இருத்தல், குழப்பம் அல்லது தூக்கக் கலக்கம்',
  'Unable to drink or feed': 'குடிக்கவோ பால் குடிக்கவோ முடியாமை',
  Asthma: 'ஆஸ்துமா (இழுப்பு)',
  'Use your reliever inhaler exactly as your doctor showed you; a spacer helps children.':
    'டாக்டர் காட்டிக் குடுத்த மாதிரியே உங்க ரிலீவர் இன்ஹேலரை (உடனடி நிவாரண இன்ஹேலர்) பயன்படுத்துங்க; குழந்தைகளுக்கு ஸ்பேசர் உதவும்.',
  'Avoid smoke, dust, chulha smoke, incense and known triggers; keep windows open while cooking.':
    'புகை, தூசி, அடுப்புப் புகை, ஊதுபத்தி மற்றும் உங்களுக்கு ஒத்துக்காதுன்னு தெரிஞ்ச பொருட்களைத் தவிர்த்திடுங்க; சமைக்கும்போது ஜன்னல்களைத் திறந்து வைங்க.',
  'Ask a doctor for a written asthma action plan and review it regularly.':
    'டாக்டர்கிட்ட எழுத்துப்பூர்வமான ஆஸ்துமா செயல் திட்டம் (ஆக்ஷன் பிளான்) கேட்டு வாங்குங்க, அதை அடிக்கடி சரிபாருங்க.',
  'Reliever inhaler not helping or needed more than every 4 hours':
    'ரிலீவர் இன்ஹேலர் வேலை செய்யல, அல்லது 4 மணி நேரத்துக்கு ஒரு தடவைக்கு மேல தேவைப்படுது',
  'Too breathless to speak, eat or sleep': 'பேசவோ, சாப்பிடவோ, தூங்கவோ முடியாத அளவுக்கு மூச்சு வாங்குதல்',
  'Blue or grey lips, or a child’s chest sinking in':
    'உதடு நீலமா அல்லது சாம்பல் நிறமா இருத்தல், அல்லது குழந்தையோட நெஞ்சு உள்ள அமுங்குதல்',
  'COPD (chronic bronchitis / emphysema)':
    'COPD (நீண்ட கால நுரையீரல் அடைப்பு நோய் — க்ரானிக் ப்ராங்கைட்டிஸ் / எம்ஃபைசீமா)',
  'Stop smoking or bidi use — the single most helpful step; ask for free quitline support (1800-11-2356).':
    'சிகரெட், பீடி பழக்கத்தை நிறுத்துங்க — இதுதான் மிக முக்கியமான ஒரே உதவி; இலவச உதவிக்கு புகையிலை நிறுத்த ஹெல்ப்லைனை (1800-11-2356) கூப்பிடுங்க.',
  'Avoid chulha and biomass smoke; cook with LPG and keep kitchens ventilated.':
    'விறகு அடுப்பு, சாண வரட்டி புகையைத் தவிர்த்திடுங்க; LPG கேஸ்ல சமைங்க, சமையலறையில காத்தோட்டம் இருக்கட்டும்.',
  'Use inhalers as prescribed and stay active with gentle walking.':
    'டாக்டர் எழுதிக் குடுத்தபடி இன்ஹேலர்களைப் பயன்படுத்துங்க; மெதுவா நடந்து சுறுசுறுப்பா இருங்க.',
  'Ask a doctor about flu and pneumonia vaccines.':
    'ஃப்ளூ, நிமோனியா தடுப்பூசிகள் பத்தி டாக்டர்கிட்ட கேளுங்க.',
  'Much more breathless than usual': 'வழக்கத்தை விட ரொம்ப அதிகமா மூச்சு வாங்குதல்',
  'Blue lips or confusion': 'உதடு நீலமா இருத்தல் அல்லது குழப்பம்',
  'Phlegm turning green or yellow with fever': 'காய்ச்சலோட சளி பச்சையா அல்லது மஞ்சளா மாறுதல்',
  'Chest cold (acute bronchitis)': 'நெஞ்சு சளி (அக்யூட் ப்ராங்கைட்டிஸ்)',
  'Rest and drink warm fluids.': 'ஓய்வெடுங்க, சூடான பானங்கள் குடிங்க.',
  'Honey in warm water can soothe a cough (not for babies under 1 year).':
    'வெதுவெதுப்பான தண்ணியில தேன் கலந்து குடிச்சா இருமல் குறையும் (1 வயசுக்குக் கீழ உள்ள குழந்தைகளுக்கு வேண்டாம்).',
  'Avoid smoke; usually settles within 3 weeks.':
    'புகையைத் தவிர்த்திடுங்க; பொதுவா 3 வாரத்துக்குள்ள சரியாகிடும்.',
  'Cough lasting more than 3 weeks (get tested for TB)':
    '3 வாரத்துக்கு மேல நீடிக்கற இருமல் (டிபி பரிசோதனை பண்ணுங்க)',
  'Coughing blood': 'இருமல்ல ரத்தம்',
  'Breathlessness or high fever': 'மூச்சு வாங்குதல் அல்லது அதிக காய்ச்சல்',
  'Nasal allergy (allergic rhinitis)': 'மூக்கு அலர்ஜி (அலர்ஜிக் ரைனைட்டிஸ்)',
  'Avoid dust, pollen, pets or smoke that set it off; wash bedding weekly in hot water.':
    'அலர்ஜியைத் தூண்டற தூசி, மகரந்தம், செல்லப் பிராணிகள் அல்லது புகையைத் தவிர்த்திடுங்க; படுக்கை விரிப்புகளை வாரம் ஒரு தடவை சுடுதண்ணியில துவைங்க.',
  'Saline nose rinses can help.': 'சலைன் (உப்புத் தண்ணி) வச்சு மூக்கைக் கழுவினா உதவும்.',
  'A pharmacist or doctor can advise on allergy medicines.':
    'அலர்ஜி மருந்துகள் பத்தி மருந்தாளுநர் அல்லது டாக்டர் ஆலோசனை சொல்வாங்க.',
  'Wheezing or breathlessness (possible asthma)': 'வீசிங் அல்லது மூச்சு வாங்குதல் (ஆஸ்துமாவா இருக்கலாம்)',
  'Symptoms disturbing sleep or work despite care':
    'சரியா கவனிச்சுக்கிட்டும் தூக்கத்தையோ வேலையையோ கெடுக்கற அறிகுறிகள்',
  'Sinus infection (sinusitis)': 'சைனஸ் தொற்று (சைனசைட்டிஸ்)',
  'Steam inhalation and saline nose rinses.': 'ஆவி பிடிங்க, சலைன் (உப்புத் தண்ணி) வச்சு மூக்கைக் கழுவுங்க.',
  'Rest and drink fluids.': 'ஓய்வெடுங்க, தண்ணி, ஆகாரம் நிறைய குடிங்க.',
  'Swelling or redness around the eyes': 'கண்ணைச் சுத்தி வீக்கம் அல்லது சிவப்பு',
  'Double vision or vision changes': 'எல்லாம் ரெண்டா தெரிதல் அல்லது பார்வையில மாற்றம்',
  'Severe headache with stiff neck or confusion': 'கழுத்து விறைப்பு அல்லது குழப்பத்தோட கடுமையான தலைவலி',
  'Lasting more than 10 days': '10 நாளுக்கு மேல நீடித்தல்',
  'Heart attack': 'மாரடைப்பு (ஹார்ட் அட்டாக்)',
  'Call 108 or 112 now. Sit down and rest while waiting; do not walk or drive yourself.':
    'உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க. காத்திருக்கும்போது உட்கார்ந்து ஓய்வெடுங்க; நடக்கவோ நீங்களே வண்டி ஓட்டவோ கூடாது.',
  'If you are not allergic, chewing an aspirin may help — only if the ambulance or a doctor advises it.':
    'உங்களுக்கு அலர்ஜி இல்லைன்னா, ஒரு ஆஸ்பிரின் மாத்திரையை மென்னு சாப்பிட்டா உதவலாம் — ஆம்புலன்ஸ் ஆட்களோ டாக்டரோ சொன்னா மட்டும்.',
  'If the person collapses and is not breathing, start hands-only CPR (push hard and fast in the centre of the chest).':
    'அவங்க சரிஞ்சு விழுந்து மூச்சு விடலைன்னா, கையால மட்டும் CPR ஆரம்பிங்க (நெஞ்சோட நடுவுல பலமா, வேகமா அழுத்துங்க).',
  'Chest pain or heaviness lasting more than a few minutes, especially with sweating, breathlessness or vomiting':
    'சில நிமிஷத்துக்கு மேல நீடிக்கற நெஞ்சு வலி அல்லது நெஞ்சு கனம், முக்கியமா வியர்வை, மூச்சு வாங்குதல் அல்லது வாந்தியோட',
  'People with diabetes, women and elderly people may have only breathlessness, tiredness or upper belly discomfort':
    'சர்க்கரை நோய் உள்ளவங்க, பெண்கள், வயசானவங்களுக்கு மூச்சு வாங்குதல், சோர்வு அல்லது மேல் வயித்துல அசௌகரியம் மட்டுமே இருக்கலாம்',
  'Angina (chest pain from narrowed heart arteries)':
    'ஆஞ்சைனா (இதய ரத்தக் குழாய்கள் சுருங்கினதால வர்ற நெஞ்சு வலி)',
  'Stop and rest when pain starts; see a doctor within a day if this is new.':
    'வலி ஆரம்பிச்சதும் நின்னு ஓய்வெடுங்க; இது புதுசா வந்திருந்தா ஒரு நாளுக்குள்ள டாக்டரைப் பாருங்க.',
  'Use any angina spray or tablet only as your doctor prescribed.':
    'ஆஞ்சைனா ஸ்ப்ரே அல்லது மாத்திரையை டாக்டர் எழுதிக் குடுத்தபடி மட்டும் பயன்படுத்துங்க.',
  'Stop smoking, control blood pressure, sugar and cholesterol, and walk daily once a doctor approves.':
    'சிகரெட்டை நிறுத்துங்க; BP, சுகர், கொழுப்பு (கொலஸ்ட்ரால்) கட்டுப்பாட்டுல வச்சிருங்க; டாக்டர் சரின்னு சொன்னதும் தினமும் நடங்க.',
  'Pain at rest, or lasting more than 10 minutes — call 108':
    'ஓய்வா இருக்கும்போதே வலி, அல்லது 10 நிமிஷத்துக்கு மேல நீடிக்கற வலி — 108-க்கு போன் பண்ணுங்க',
  'Pain coming more often or with less effort': 'வலி அடிக்கடி வருதல், அல்லது கொஞ்சம் வேலை செஞ்சாலே வருதல்',
  'Heart failure': 'இதய செயலிழப்பு (ஹார்ட் ஃபெயிலியர்)',
  'See a doctor within a day if breathlessness or swelling is new or worse.':
    'மூச்சு வாங்குதலோ வீக்கமோ புதுசா வந்திருந்தா அல்லது அதிகமாகியிருந்தா, ஒரு நாளுக்குள்ள டாக்டரைப் பாருங்க.',
  'Limit salt; follow the fluid advice your doctor gives.':
    'உப்பைக் குறைங்க; எவ்வளவு தண்ணி குடிக்கணும்னு டாக்டர் சொல்றதைக் கடைப்பிடிங்க.',
  'Weigh yourself daily; a quick gain can mean fluid build-up.':
    'தினமும் எடை பாருங்க; திடீர்னு எடை கூடினா உடம்புல நீர் கோர்த்திருக்குன்னு அர்த்தம்.',
  'Breathless at rest or waking up gasping':
    'ஓய்வா இருக்கும்போதே மூச்சு வாங்குதல் அல்லது மூச்சுக்குத் திணறி முழிச்சுக்கறது',
  'Chest pain or fainting': 'நெஞ்சு வலி அல்லது மயக்கம்',
  'Weight gain of 2 kilos in a few days': 'சில நாள்ல 2 கிலோ எடை கூடுதல்',
  'High blood pressure (hypertension)': 'உயர் ரத்த அழுத்தம் (BP / ஹைப்பர்டென்ஷன்)',
  'Recheck after sitting quietly for 5 minutes; BP checks are free at government health centres.':
    '5 நிமிஷம் அமைதியா உட்கார்ந்த பிறகு மறுபடியும் BP பாருங்க; அரசு சுகாதார நிலையங்கள்ல BP பரிசோதனை இலவசம்.',
  'Cut down salt, pickles and papads; eat more vegetables and fruit.':
    'உப்பு, ஊறுகாய், அப்பளம் குறைங்க; காய்கறிகள், பழங்கள் அதிகமா சாப்பிடுங்க.',
  'Walk or exercise most days, stop smoking and limit alcohol.':
    'பெரும்பாலான நாள் நடங்க அல்லது உடற்பயிற்சி செய்யுங்க; சிகரெட்டை நிறுத்துங்க, மதுவைக் குறைங்க.',
  'If you take BP medicines, do not stop them without your doctor.':
    'BP மாத்திரை சாப்பிடறவங்க, டாக்டர்கிட்ட கேக்காம அதை நிறுத்தாதீங்க.',
  'BP 180/120 or higher with chest pain, severe headache, confusion, vision loss or weakness — call 108':
    'நெஞ்சு வலி, கடுமையான தலைவலி, குழப்பம், பார்வை இழப்பு அல்லது பலவீனத்தோட BP 180/120 அல்லது அதுக்கு மேல — 108-க்கு போன் பண்ணுங்க',
  'BP repeatedly 140/90 or higher — book a doctor visit':
    'BP திரும்பத் திரும்ப 140/90 அல்லது அதுக்கு மேல — டாக்டரைப் பாக்க நேரம் வாங்குங்க',
};

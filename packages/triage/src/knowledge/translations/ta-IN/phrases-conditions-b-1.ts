export const PHRASES_CONDITIONS_B_1: Record<string, string> = {
  'Not eating or unable to look after yourself':
    'சாப்பிடாம இருத்தல் அல்லது தன்னைத் தானே கவனிச்சுக்க முடியாமை',
  Anxiety: 'பதட்டம் (ஆங்சைட்டி)',
  'Try slow breathing: in through the nose, out slowly through the mouth, for a few minutes.':
    'மெதுவா மூச்சு விட்டுப் பாருங்க: மூக்கு வழியா உள்ள இழுத்து, வாய் வழியா மெதுவா வெளியே விடுங்க, சில நிமிஷம் இப்படிச் செய்யுங்க.',
  'Regular exercise, less caffeine and a steady sleep routine help.':
    'தவறாத உடற்பயிற்சி, டீ/காபி (காஃபின்) குறைச்சல், ஒழுங்கான தூக்க நேரம் இவை உதவும்.',
  'Chest pain or breathlessness that may not be anxiety — get checked':
    'பதட்டத்தால இல்லாம இருக்கக்கூடிய நெஞ்சு வலி அல்லது மூச்சு வாங்குதல் — டாக்டர்கிட்ட பரிசோதிச்சுக்கோங்க',
  'Thoughts of self-harm — call Tele-MANAS 14416':
    'தன்னைத் தானே காயப்படுத்திக்கணும்னு எண்ணம் — டெலி-மனஸ் 14416-க்கு போன் பண்ணுங்க',
  'Panic attack': 'பீதி தாக்குதல் (பேனிக் அட்டாக்)',
  'Sit down, breathe slowly and remind yourself it will pass within minutes.':
    'உட்கார்ந்து மெதுவா மூச்சு விடுங்க; இது சில நிமிஷத்துல சரியாகிடும்னு உங்களுக்கு நீங்களே சொல்லிக்கோங்க.',
  'A first episode with chest pain, especially over age 40 or with heart risk — rule out a heart attack (call 108)':
    'முதல் தடவையா நெஞ்சு வலியோட வந்தா, முக்கியமா 40 வயசுக்கு மேல இருந்தாலோ இதய நோய் அபாயம் இருந்தாலோ — மாரடைப்பு இல்லைன்னு உறுதி பண்ணிக்கோங்க (108-க்கு போன் பண்ணுங்க)',
  'Attacks keep coming back': 'திரும்பத் திரும்ப இப்படி வருதல்',
  'Sleep problems (insomnia)': 'தூக்கப் பிரச்சனைகள் (தூக்கமின்மை)',
  'Keep fixed sleep and wake times; avoid screens for an hour before bed.':
    'தினமும் ஒரே நேரத்துல தூங்கி, ஒரே நேரத்துல எழுந்திருங்க; தூங்கறதுக்கு ஒரு மணி நேரம் முன்னாடியே போன்/டிவி பாக்கறதை நிறுத்துங்க.',
  'Avoid tea, coffee and heavy meals late in the evening.':
    'ராத்திரி நேரங்கழிச்சு டீ, காபி, கனமான சாப்பாடு இவற்றைத் தவிர்த்திடுங்க.',
  'Do not start sleeping pills without a doctor.': 'டாக்டர் இல்லாம தூக்க மாத்திரை சாப்பிட ஆரம்பிக்காதீங்க.',
  'Poor sleep with low mood or hopelessness': 'மனசு சோர்வோ நம்பிக்கையின்மையோட சரியான தூக்கம் இல்லாமை',
  'Loud snoring with pauses in breathing': 'தூக்கத்துல மூச்சு நின்னு நின்னு வர்ற சத்தமான குறட்டை',
  'Psychosis (losing touch with reality)': 'மனநோய் நிலை (சைக்கோசிஸ் — நிஜத்தோட தொடர்பு விட்டுப் போதல்)',
  'Stay calm and keep the person safe; call Tele-MANAS 14416 for guidance.':
    'அமைதியா இருங்க, அவங்களைப் பாதுகாப்பா பாத்துக்கோங்க; வழிகாட்டுதலுக்கு டெலி-மனஸ் 14416-க்கு போன் பண்ணுங்க.',
  'Arrange a psychiatrist visit within a day; do not stop any prescribed medicine abruptly.':
    'ஒரு நாளுக்குள்ள மனநல டாக்டரை (சைக்கியாட்ரிஸ்ட்) பாக்க ஏற்பாடு பண்ணுங்க; டாக்டர் எழுதிக் குடுத்த எந்த மருந்தையும் திடீர்னு நிறுத்தாதீங்க.',
  'Risk of harming self or others — call 112':
    'தனக்கோ மத்தவங்களுக்கோ தீங்கு செய்யற அபாயம் — 112-க்கு போன் பண்ணுங்க',
  'Not eating, drinking or sleeping for days': 'பல நாளா சாப்பிடாம, குடிக்காம, தூங்காம இருத்தல்',
  'Alcohol dependence': 'குடிப்பழக்க அடிமைத்தனம்',
  'Do not stop suddenly after long heavy drinking — withdrawal can cause fits; plan it with a doctor.':
    'ரொம்ப நாளா அதிகமா குடிச்சிட்டு இருந்தா திடீர்னு நிறுத்தாதீங்க — நிறுத்தும்போது வர்ற பாதிப்பால வலிப்பு வரலாம்; டாக்டரோட சேர்ந்து திட்டமிட்டு நிறுத்துங்க.',
  'Call Tele-MANAS 14416 or the national drug de-addiction helpline 14446 for free help.':
    'இலவச உதவிக்கு டெலி-மனஸ் 14416 அல்லது தேசிய போதை மறுவாழ்வு ஹெல்ப்லைன் 14446-க்கு போன் பண்ணுங்க.',
  'Shaking, confusion, seeing things or fits after stopping alcohol — go to hospital':
    'குடியை நிறுத்தினதுக்கு அப்புறம் நடுக்கம், குழப்பம், இல்லாதது தெரிதல் அல்லது வலிப்பு — ஆஸ்பத்திரிக்குப் போங்க',
  'Vomiting blood or yellow eyes': 'ரத்த வாந்தி அல்லது கண் மஞ்சளா இருத்தல்',
  'Skin infection (cellulitis)': 'தோல் தொற்று (செல்லுலைட்டிஸ்)',
  'See a doctor within a day; cellulitis usually needs prescribed antibiotics.':
    'ஒரு நாளுக்குள்ள டாக்டரைப் பாருங்க; செல்லுலைட்டிஸுக்கு பொதுவா டாக்டர் எழுதிக் குடுக்கற ஆன்டிபயாட்டிக் தேவைப்படும்.',
  'Rest and raise the affected limb.': 'ஓய்வெடுங்க, பாதிக்கப்பட்ட கையையோ காலையோ உயர்த்தி வைங்க.',
  'Mark the edge of the redness with a pen to see if it spreads.':
    'சிவப்பு பரவுதான்னு பாக்க, சிவந்த இடத்தோட ஓரத்தை பேனாவால குறிச்சு வைங்க.',
  'Redness spreading fast, fever with shivering or confusion':
    'சிவப்பு வேகமா பரவுதல், நடுக்கத்தோட காய்ச்சல் அல்லது குழப்பம்',
  'Redness around the eye or on the face': 'கண்ணைச் சுத்தி அல்லது முகத்துல சிவப்பு',
  Impetigo: 'இம்பெடிகோ (பொருக்குப் புண் தொற்று)',
  'Keep the area clean and dry; wash with soap and water and pat dry.':
    'அந்த இடத்தைச் சுத்தமா, ஈரமில்லாம வச்சிருங்க; சோப்பும் தண்ணியும் வச்சுக் கழுவி, மெதுவா ஒத்தி துடைங்க.',
  'Do not scratch; keep nails short; use separate towels.':
    'சொறியாதீங்க; நகத்தை வெட்டி வைங்க; தனித் துண்டு பயன்படுத்துங்க.',
  'Keep the child home from school until a doctor says it is not infectious.':
    'இனி பரவாதுன்னு டாக்டர் சொல்ற வரைக்கும் குழந்தையை ஸ்கூலுக்கு அனுப்பாம வீட்டுலயே வச்சிருங்க.',
  'Fever or spreading redness': 'காய்ச்சல் அல்லது பரவுற சிவப்பு',
  'Sores not better after a week': 'ஒரு வாரம் ஆகியும் சரியாகாத புண்கள்',
  'Boil or abscess': 'கட்டி அல்லது சீழ் கட்டி',
  'Apply a warm, clean compress several times a day.':
    'சுத்தமான, வெதுவெதுப்பான ஒத்தடம் ஒரு நாளைக்குப் பல தடவை குடுங்க.',
  'Do not squeeze or pierce it.': 'அதைப் பிதுக்கவோ குத்தி உடைக்கவோ கூடாது.',
  'Repeated boils — get your blood sugar checked.':
    'திரும்பத் திரும்ப கட்டி வந்தா — ரத்த சர்க்கரை அளவைப் பரிசோதிச்சுக்கோங்க.',
  'Boil on the face, or larger than a coin': 'முகத்துல கட்டி, அல்லது ஒரு நாணயத்தை விட பெரிய கட்டி',
  'Not better in 2 weeks': '2 வாரத்துல சரியாகலைன்னா',
  'Ringworm / fungal skin infection (daad)': 'படர்தாமரை / பூஞ்சைத் தோல் தொற்று (தேமல், படை)',
  'Keep skin folds dry; wear loose cotton clothes and change sweaty clothes quickly.':
    'தோல் மடிப்புகளை ஈரமில்லாம வச்சிருங்க; தளர்வான பருத்தித் துணி போடுங்க, வியர்த்த துணிகளை உடனே மாத்துங்க.',
  'Do not share towels, combs or clothes; wash clothes in hot water and dry in the sun.':
    'துண்டு, சீப்பு, துணிகளை மத்தவங்களோட பகிர்ந்துக்காதீங்க; துணிகளை சுடுதண்ணியில துவைச்சு வெயில்ல காய வைங்க.',
  'Avoid steroid creams and mixed creams sold over the counter — they make fungal infections worse.':
    'கடையில டாக்டர் சீட்டு இல்லாம விக்கற ஸ்டீராய்டு க்ரீம், கலப்பு க்ரீம்களைத் தவிர்த்திடுங்க — அவை பூஞ்சைத் தொற்றை இன்னும் மோசமாக்கும்.',
  'A pharmacist or doctor can advise on an antifungal cream; use it for the full time advised.':
    'பூஞ்சை எதிர்ப்பு க்ரீம் பத்தி மருந்தாளுநர் அல்லது டாக்டர் ஆலோசனை சொல்வாங்க; அவங்க சொன்ன முழு காலத்துக்கும் அதைப் பயன்படுத்துங்க.',
  'Spreading widely, on the scalp or nails, or not better after 2 weeks of care':
    'பரவலா பரவுதல், தலையிலோ நகத்துலயோ வருதல், அல்லது 2 வாரம் கவனிச்சும் சரியாகாமை',
  'You have diabetes or low immunity':
    'உங்களுக்கு சர்க்கரை நோய் இருந்தா அல்லது நோய் எதிர்ப்பு சக்தி குறைவா இருந்தா',
  Scabies: 'சிரங்கு (ஸ்கேபிஸ்)',
  'Everyone in the household needs treatment at the same time, even without itching — a doctor will prescribe it.':
    'வீட்டுல இருக்கற எல்லாருக்கும் ஒரே நேரத்துல சிகிச்சை தேவை, அரிப்பு இல்லாதவங்களுக்கும் — டாக்டர் மருந்து எழுதித் தருவாங்க.',
  'Wash clothes, towels and bedsheets in hot water and dry in sun, or seal them in a bag for 3 days.':
    'துணி, துண்டு, படுக்கை விரிப்புகளை சுடுதண்ணியில துவைச்சு வெயில்ல காய வைங்க, அல்லது அவற்றை ஒரு பையில போட்டு 3 நாளுக்கு இறுக்கமா கட்டி வைங்க.',
  'Itching may last a few weeks after treatment; this is normal.':
    'சிகிச்சைக்கு அப்புறமும் சில வாரம் அரிப்பு இருக்கலாம்; இது சாதாரணம்தான்.',
  'Sores with pus, fever or spreading redness': 'சீழோட புண்கள், காய்ச்சல் அல்லது பரவுற சிவப்பு',
  'Thick crusted skin in an elderly or weak person':
    'வயசானவங்களுக்கோ பலவீனமானவங்களுக்கோ தடிமனா பொருக்கு கட்டின தோல்',
  'Eczema (dermatitis)': 'கரப்பான் / எக்ஸிமா (டெர்மடைட்டிஸ்)',
  'Moisturise often with a plain, fragrance-free moisturiser.':
    'வாசனை இல்லாத சாதாரண மாய்ஸ்சரைசரை அடிக்கடி தடவுங்க.',
  'Use mild soap or soap-free washes; avoid hot water.':
    'மைல்டான சோப்பு அல்லது சோப்பு இல்லாத க்ளென்சர் பயன்படுத்துங்க; சுடுதண்ணியைத் தவிர்த்திடுங்க.',
  'Avoid triggers such as detergents, wool and rubbing.':
    'சோப்புத் தூள் (டிடர்ஜென்ட்), கம்பளி, தேய்க்கறது மாதிரி தூண்டற காரணங்களைத் தவிர்த்திடுங்க.',
  'Weeping, crusted or painful skin (infection)':
    'நீர் கசியற, பொருக்கு கட்டின அல்லது வலிக்கற தோல் (தொற்று)',
  'Sudden painful blisters with fever': 'காய்ச்சலோட திடீர்னு வலிக்கற கொப்புளங்கள்',
  'Hives / skin allergy (urticaria)': 'காணாக்கடி / தோல் அலர்ஜி (அர்டிகேரியா)',
  'Cool compresses and loose cotton clothes help the itch.':
    'குளிர்ந்த ஒத்தடமும் தளர்வான பருத்தித் துணியும் அரிப்பைக் குறைக்கும்.',
  'Note and avoid triggers (new food, medicine, soap, insect bites).':
    'தூண்டற காரணங்களை (புது சாப்பாடு, மருந்து, சோப்பு, பூச்சிக் கடி) குறிச்சு வச்சு, அவற்றைத் தவிர்த்திடுங்க.',
  'A pharmacist or doctor can advise on an antihistamine.':
    'அலர்ஜி மாத்திரை (ஆன்டிஹிஸ்டமின்) பத்தி மருந்தாளுநர் அல்லது டாக்டர் ஆலோசனை சொல்வாங்க.',
  'Swelling of lips, tongue or throat, wheeze or breathlessness, or fainting — call 108 (anaphylaxis)':
    'உதடு, நாக்கு அல்லது தொண்டை வீக்கம், வீசிங் அல்லது மூச்சு வாங்குதல், அல்லது மயக்கம் — 108-க்கு போன் பண்ணுங்க (அனாஃபிலாக்ஸிஸ்)',
  'Hives lasting more than 6 weeks': '6 வாரத்துக்கு மேல நீடிக்கற காணாக்கடி',
  'Acne (pimples)': 'முகப்பரு (பருக்கள்)',
  'Wash the face twice a day with a mild face wash.':
    'மைல்டான ஃபேஸ் வாஷ் வச்சு ஒரு நாளைக்கு ரெண்டு தடவை முகம் கழுவுங்க.',
  'Do not squeeze pimples.': 'பருக்களைப் பிதுக்காதீங்க.',
  'Avoid oily creams and steroid creams.':
    'எண்ணெய்ப் பசையுள்ள க்ரீம்களையும் ஸ்டீராய்டு க்ரீம்களையும் தவிர்த்திடுங்க.',
  'Painful deep lumps or scarring': 'வலிக்கற ஆழமான கட்டிகள் அல்லது தழும்பு விழுதல்',
  'Acne with irregular periods and extra hair growth (possible PCOS)':
    'ஒழுங்கில்லாத மாதவிடாய், அதிக முடி வளர்ச்சியோட முகப்பரு (PCOS-ஆ இருக்கலாம்)',
  'Head lice': 'தலைப் பேன்',
  'Comb wet, conditioned hair with a fine-tooth lice comb every few days for two weeks.':
    'ரெண்டு வாரத்துக்கு, சில நாளுக்கு ஒரு தடவை, ஈரமான, கண்டிஷனர் போட்ட முடியை பேன் சீப்பால (ஈர் கோலி) சீவுங்க.',
  'Check and treat everyone in the family at the same time.':
    'குடும்பத்துல எல்லாருக்கும் ஒரே நேரத்துல பேன் பாத்து சிகிச்சை பண்ணுங்க.',
  'Wash pillow covers and combs in hot water.': 'தலையணை உறைகளையும் சீப்புகளையும் சுடுதண்ணியில கழுவுங்க.',
  'Scalp sores with pus or swollen neck glands': 'தலையில சீழோட புண்கள் அல்லது கழுத்துல நெறி கட்டுதல்',
  'Conjunctivitis (eye flu, aankh aana)': 'கண் நோய் (மெட்ராஸ் ஐ / கண் சிவப்பு தொற்று)',
  'Clean the eyelids with cotton dipped in boiled and cooled water, one piece per wipe.':
    'காய்ச்சி ஆற வச்ச தண்ணியில நனைச்ச பஞ்சால கண் இமைகளைச் சுத்தம் பண்ணுங்க, ஒவ்வொரு தடவை துடைக்கவும் புது பஞ்சு.',
  'Wash hands often; do not share towels, pillows or eye make-up.':
    'அடிக்கடி கை கழுவுங்க; துண்டு, தலையணை, கண் மை மாதிரி அலங்காரப் பொருட்களை மத்தவங்களோட பகிர்ந்துக்காதீங்க.',
  'Do not use steroid eye drops or home remedies in the eye without an eye doctor.':
    'கண் டாக்டர் இல்லாம ஸ்டீராய்டு கண் சொட்டு மருந்தோ வீட்டு வைத்தியமோ கண்ணுல போடாதீங்க.',
  'Stay home from school or work while the eye is sticky.':
    'கண்ணுல பீளை ஒட்டிக்கிட்டு இருக்கற வரைக்கும் ஸ்கூலுக்கோ வேலைக்கோ போகாம வீட்டுலயே இருங்க.',
  'Eye pain, blurred vision or light hurting the eye':
    'கண் வலி, மங்கலான பார்வை அல்லது வெளிச்சம் பட்டா கண் கூசுதல்',
  'A newborn with red, sticky eyes': 'கண் சிவந்து பீளை ஒட்டியிருக்கற பிறந்த குழந்தை',
  'Not better after a week': 'ஒரு வாரம் ஆகியும் சரியாகலைன்னா',
  'Stye (eyelid boil)': 'கண் கட்டி (இமையில கட்டி)',
  'Hold a clean warm compress on the eyelid several times a day.':
    'சுத்தமான வெதுவெதுப்பான ஒத்தடத்தை இமை மேல ஒரு நாளைக்குப் பல தடவை வைங்க.',
  'Do not squeeze it; avoid eye make-up until healed.':
    'அதைப் பிதுக்காதீங்க; சரியாகற வரைக்கும் கண் மை, கண் அலங்காரம் போடாதீங்க.',
  'Swelling spreading to the whole eyelid or face': 'இமை முழுக்கவோ முகத்துக்கோ பரவுற வீக்கம்',
  'Vision changes or fever': 'பார்வையில மாற்றம் அல்லது காய்ச்சல்',
  'Cataract (motiyabind)': 'கண் புரை (கேட்டராக்ட்)',
  'Book an eye check; cataract surgery is available free under the national blindness control programme.':
    'கண் பரிசோதனைக்கு நேரம் வாங்குங்க; தேசிய பார்வையிழப்பு தடுப்புத் திட்டத்துல கண் புரை ஆபரேஷன் இலவசமா கிடைக்கும்.',
  'Use good lighting and sunglasses outdoors.':
    'நல்ல வெளிச்சத்துல வேலை செய்யுங்க; வெளியே போகும்போது கூலிங் கிளாஸ் போடுங்க.',
  'Sudden loss of vision, eye pain or a red eye — see an eye doctor the same day':
    'திடீர் பார்வை இழப்பு, கண் வலி அல்லது கண் சிவத்தல் — அன்னைக்கே கண் டாக்டரைப் பாருங்க',
  'Middle-ear infection': 'நடுக்காது தொற்று',
  'Keep the ear dry; do not put oil, drops or cotton buds into the ear.':
    'காதை ஈரமில்லாம வச்சிருங்க; காதுக்குள்ள எண்ணெய், சொட்டு மருந்து, பட்ஸ் எதுவும் விடாதீங்க.',
  'Paracetamol for pain or fever only as advised by a pharmacist or doctor.':
    'வலிக்கோ காய்ச்சலுக்கோ பாராசிட்டமால், மருந்தாளுநர் அல்லது டாக்டர் சொன்னபடி மட்டும்.',
  'Most ear infections improve in 3 days; see a doctor if discharge appears or it lasts longer.':
    'பெரும்பாலான காது தொற்றுகள் 3 நாள்ல சரியாகும்; சீழ் வடிய ஆரம்பிச்சா அல்லது அதுக்கு மேல நீடிச்சா டாக்டரைப் பாருங்க.',
  'Swelling or pain behind the ear': 'காதுக்குப் பின்னால வீக்கம் அல்லது வலி',
  'Stiff neck, drowsiness or high fever': 'கழுத்து விறைப்பு, தூக்கக் கலக்கம் அல்லது அதிக காய்ச்சல்',
  'Discharge from the ear for more than 2 weeks': '2 வாரத்துக்கு மேல காதுல சீழ் வடிதல்',
  'Outer-ear infection (swimmer’s ear)': 'வெளிக்காது தொற்று (நீச்சல்காரர் காது)',
  'Keep water out of the ear while bathing; do not use cotton buds or hairpins.':
    'குளிக்கும்போது காதுக்குள்ள தண்ணி போகாம பாத்துக்கோங்க; பட்ஸ், ஹேர்பின் எதுவும் பயன்படுத்தாதீங்க.',
  'See a doctor for ear drops if pain persists.':
    'வலி தொடர்ந்தா, காது சொட்டு மருந்துக்கு டாக்டரைப் பாருங்க.',
  'Spreading redness or swelling to the face': 'முகம் வரை பரவுற சிவப்பு அல்லது வீக்கம்',
  'Fever, or diabetes with severe ear pain': 'காய்ச்சல், அல்லது சர்க்கரை நோயோட கடுமையான காது வலி',
  'Earwax blockage': 'காதுக் குரும்பை அடைப்பு',
  'Do not dig with cotton buds, keys or hairpins.': 'பட்ஸ், சாவி, ஹேர்பின் வச்சு காதைக் குடையாதீங்க.',
  'A pharmacist can advise on softening ear drops; a doctor can remove hard wax.':
    'குரும்பையை இளக்கற காது சொட்டு மருந்து பத்தி மருந்தாளுநர் ஆலோசனை சொல்வாங்க; கெட்டியான குரும்பையை டாக்டர் எடுப்பாங்க.',
  'Sudden hearing loss in one ear — see a doctor within a day':
    'ஒரு காதுல திடீர்னு கேக்காம போனா — ஒரு நாளுக்குள்ள டாக்டரைப் பாருங்க',
  'Pain, discharge or fever': 'வலி, சீழ் வடிதல் அல்லது காய்ச்சல்',
  'Sore throat or tonsillitis': 'தொண்டை வலி அல்லது டான்சில் அழற்சி',
  'Gargle with warm salt water and drink warm fluids.':
    'வெதுவெதுப்பான உப்புத் தண்ணியில வாய் கொப்பளிங்க, சூடான பானங்கள் குடிங்க.',
  'Most sore throats are viral and settle within a week without antibiotics.':
    'பெரும்பாலான தொண்டை வலி வைரஸால வர்றது; ஆன்டிபயாட்டிக் இல்லாமலே ஒரு வாரத்துக்குள்ள சரியாகிடும்.',
  'Difficulty breathing or drooling, unable to swallow saliva':
    'மூச்சுத் திணறல் அல்லது எச்சில் வடிதல், எச்சிலைக் கூட விழுங்க முடியாமை',
  'One-sided swelling at the back of the throat or muffled voice':
    'தொண்டையோட பின்பக்கம் ஒரு பக்கம் மட்டும் வீக்கம், அல்லது குரல் அடைச்ச மாதிரி ஆகுதல்',
  'Lasting more than a week': 'ஒரு வாரத்துக்கு மேல நீடித்தல்',
  'Tooth decay or dental infection': 'பல் சொத்தை அல்லது பல் தொற்று',
  'Rinse with warm salt water; avoid very hot, cold and sweet food.':
    'வெதுவெதுப்பான உப்புத் தண்ணியில வாய் கொப்பளிங்க; ரொம்ப சூடான, ஜில்லுன்னு இருக்கற, இனிப்பான சாப்பாட்டைத் தவிர்த்திடுங்க.',
  'Brush twice daily with fluoride toothpaste; book a dentist visit.':
    'ஃப்ளோரைடு பற்பசையால ஒரு நாளைக்கு ரெண்டு தடவை பல் துலக்குங்க; பல் டாக்டரைப் பாக்க நேரம் வாங்குங்க.',
  'Swelling of the face, jaw or neck, or difficulty swallowing or opening the mouth — see a doctor today':
    'முகம், தாடை அல்லது கழுத்து வீக்கம், அல்லது விழுங்கவோ வாயைத் திறக்கவோ முடியாமை — இன்னைக்கே டாக்டரைப் பாருங்க',
  'Rinse with salt water; avoid spicy, sour and hot food.':
    'உப்புத் தண்ணியில வாய் கொப்பளிங்க; காரமான, புளிப்பான, சூடான சாப்பாட்டைத் தவிர்த்திடுங்க.',
  'Stop tobacco, gutkha and paan.': 'புகையிலை, குட்கா, பான் பழக்கத்தை நிறுத்துங்க.',
  'An ulcer or white/red patch lasting more than 3 weeks, especially if you use tobacco — get it checked for oral cancer':
    '3 வாரத்துக்கு மேல ஆறாத புண் அல்லது வெள்ளை/சிவப்புத் திட்டு, முக்கியமா புகையிலை பழக்கம் இருந்தா — வாய்ப் புற்றுநோய் இல்லைன்னு பரிசோதிச்சுக்கோங்க',
  'Bleeding in pregnancy (possible miscarriage or placental problem)':
    'கர்ப்ப கால ரத்தப்போக்கு (கருச்சிதைவு அல்லது நஞ்சுக்கொடி பிரச்சனையா இருக்கலாம்)',
  'Call 108 (or 102 for the free maternal ambulance) and go to the nearest hospital with a labour room now.':
    '108-க்கு (அல்லது இலவச தாய்-சேய் ஆம்புலன்ஸுக்கு 102-க்கு) போன் பண்ணி, உடனே பிரசவ அறை இருக்கற பக்கத்து ஆஸ்பத்திரிக்குப் போங்க.',
  'Lie down while waiting, and carry your pregnancy card (MCP card).':
    'காத்திருக்கும்போது படுத்துக்கோங்க; உங்க கர்ப்ப அட்டையை (தாய்-சேய் நல அட்டை / MCP கார்டு) எடுத்துட்டுப் போங்க.',
  'Any bleeding in pregnancy needs a doctor; heavy bleeding, clots, pain or dizziness is an emergency':
    'கர்ப்ப காலத்துல எந்த ரத்தப்போக்கா இருந்தாலும் டாக்டரைப் பாக்கணும்; அதிக ரத்தப்போக்கு, ரத்தக் கட்டி போதல், வலி அல்லது தலைசுற்றல் இருந்தா அது அவசர நிலை',
  'Ectopic pregnancy (pregnancy outside the womb)':
    'கருக்குழாய் கர்ப்பம் (கர்ப்பப்பைக்கு வெளியே உருவாகும் கர்ப்பம் / எக்டோபிக்)',
  'Missed period with one-sided lower belly pain, bleeding, shoulder-tip pain or fainting — go to hospital now':
    'மாதவிடாய் தள்ளிப் போய், அடிவயித்துல ஒரு பக்க வலி, ரத்தப்போக்கு, தோள்பட்டை நுனியில வலி அல்லது மயக்கம் — உடனே ஆஸ்பத்திரிக்குப் போங்க',
  'High blood pressure of pregnancy (pre-eclampsia)': 'கர்ப்ப கால உயர் ரத்த அழுத்தம் (ப்ரீ-எக்லாம்ப்சியா)',
  'Attend every antenatal check-up so blood pressure and urine are tested.':
    'BP-யும் சிறுநீரும் பரிசோதிக்கப்படற மாதிரி, கர்ப்ப கால பரிசோதனை (செக்-அப்) ஒவ்வொண்ணுக்கும் தவறாம போங்க.',
  'Severe headache, blurred vision, sudden swelling of face or hands, upper belly pain or fits in pregnancy — emergency':
    'கர்ப்ப காலத்துல கடுமையான தலைவலி, பார்வை மங்கல், முகம் அல்லது கை திடீர்னு வீங்குதல், மேல் வயிற்று வலி அல்லது வலிப்பு — அவசர நிலை',
  'Severe vomiting in pregnancy': 'கர்ப்ப காலத்துல கடுமையான வாந்தி',
  'Eat small, dry snacks often; sip fluids between meals.':
    'அடிக்கடி கொஞ்சம் கொஞ்சமா உலர்ந்த சிற்றுண்டி (பிஸ்கட், ரொட்டி மாதிரி) சாப்பிடுங்க; சாப்பாட்டுக்கு நடுவுல தண்ணி, ஆகாரத்தைக் கொஞ்சம் கொஞ்சமா குடிங்க.',
  'See a doctor today if you cannot keep fluids down.':
    'குடிக்கறது எதுவும் உள்ள நிக்கலைன்னா இன்னைக்கே டாக்டரைப் பாருங்க.',
  'Vomiting everything for 24 hours': '24 மணி நேரமா சாப்பிட்டது எல்லாத்தையும் வாந்தி எடுத்தல்',
  'Very little or dark urine': 'ரொம்ப கம்மியா சிறுநீர் போதல் அல்லது அடர் நிற சிறுநீர்',
  'Vomiting blood': 'ரத்த வாந்தி',
  'Reduced baby movements in pregnancy': 'கர்ப்ப காலத்துல குழந்தையோட அசைவு குறைதல்',
  'Go to the hospital labour room today, without waiting until tomorrow; do not rely on home doppler devices.':
    'நாளை வரைக்கும் காத்திருக்காம இன்னைக்கே ஆஸ்பத்திரி பிரசவ அறைக்குப் போங்க; வீட்டுல வச்சிருக்கற டாப்ளர் கருவிகளை நம்பாதீங்க.',
  'Baby moving less or differently, fluid leaking, or bleeding':
    'குழந்தை குறைவா அல்லது வித்தியாசமா அசைதல், தண்ணி கசிதல், அல்லது ரத்தப்போக்கு',
  'Lie flat with legs raised while waiting; keep the mother warm.':
    'காத்திருக்கும்போது கால்களை உயர்த்தி வச்சு நேரா படுக்க வைங்க; அம்மாவைக் கதகதப்பா வச்சிருங்க.',
  'Soaking a pad within an hour, large clots, dizziness or fast heartbeat after delivery':
    'பிரசவத்துக்கு அப்புறம் ஒரு மணி நேரத்துக்குள்ள நாப்கின் முழுசா நனைதல், பெரிய ரத்தக் கட்டிகள், தலைசுற்றல் அல்லது வேகமான இதயத் துடிப்பு',
  'Polycystic ovary syndrome (PCOS)': 'சினைப்பை நீர்க்கட்டி (PCOS)',
  'Regular exercise and a balanced diet low in sugar and refined flour help periods and weight.':
    'தவறாத உடற்பயிற்சியும், சர்க்கரை, மைதா குறைஞ்ச சமச்சீர் சாப்பாடும் மாதவிடாயையும் எடையையும் சரி பண்ண உதவும்.',
  'Book a gynecologist visit for tests.':
    'பரிசோதனைகளுக்கு மகப்பேறு டாக்டரை (கைனகாலஜிஸ்ட்) பாக்க நேரம் வாங்குங்க.',
  'No period for 3 months or more': '3 மாசமோ அதுக்கு மேலயோ மாதவிடாய் வராமை',
  'Very heavy bleeding': 'ரொம்ப அதிக ரத்தப்போக்கு',
  'Heavy periods': 'அதிக மாதவிடாய் ரத்தப்போக்கு',
  'Eat iron-rich foods (green leafy vegetables, jaggery, dal, meat, eggs) and get a haemoglobin test.':
    'இரும்புச்சத்து நிறைஞ்ச சாப்பாடு (கீரை வகைகள், வெல்லம், பருப்பு, இறைச்சி, முட்டை) சாப்பிடுங்க; ஹீமோகுளோபின் பரிசோதனை பண்ணுங்க.',
  'Book a gynecologist visit.': 'மகப்பேறு டாக்டரை (கைனகாலஜிஸ்ட்) பாக்க நேரம் வாங்குங்க.',
  'Soaking a pad every hour, dizziness or fainting':
    'ஒவ்வொரு மணி நேரமும் நாப்கின் முழுசா நனைதல், தலைசுற்றல் அல்லது மயக்கம்',
  'Bleeding after menopause or between periods':
    'மாதவிடாய் நின்ன பிறகு (மெனோபாஸ்) அல்லது ரெண்டு மாதவிடாய்க்கு நடுவுல ரத்தப்போக்கு',
  'Period pain': 'மாதவிடாய் வலி',
  'A hot water bottle on the lower belly and gentle exercise help.':
    'அடிவயித்துல சுடுதண்ணி பை வைக்கறதும், லேசான உடற்பயிற்சியும் உதவும்.',
  'Pain that stops daily activities despite care':
    'கவனிச்சும், தினசரி வேலைகளைச் செய்ய விடாத அளவுக்கு வலி',
  'Fever, unusual discharge or pain outside periods':
    'காய்ச்சல், வழக்கத்துக்கு மாறான வெள்ளைப்படுதல், அல்லது மாதவிடாய் இல்லாத நேரத்துல வலி',
  'Vaginal infection (thrush or bacterial vaginosis)':
    'பிறப்புறுப்புத் தொற்று (பூஞ்சைத் தொற்று அல்லது பாக்டீரியா தொற்று)',
  'Wear loose cotton underwear; wash with plain water and avoid douching or scented products.':
    'தளர்வான பருத்தி உள்ளாடை போடுங்க; சாதாரண தண்ணியால கழுவுங்க; உள்ள தண்ணி பீய்ச்சிக் கழுவறதையும் வாசனைப் பொருட்களையும் தவிர்த்திடுங்க.',
  'See a doctor for the right treatment.': 'சரியான சிகிச்சைக்கு டாக்டரைப் பாருங்க.',
  'Fever or lower belly pain': 'காய்ச்சல் அல்லது அடிவயிற்று வலி',
  'Symptoms during pregnancy': 'கர்ப்ப காலத்துல இந்த அறிகுறிகள்',
  'Foul-smelling discharge with bleeding': 'ரத்தப்போக்கோட நாத்தமடிக்கற வெள்ளைப்படுதல்',
  'Menopause symptoms': 'மாதவிடாய் நிற்கும் கால (மெனோபாஸ்) அறிகுறிகள்',
  'Wear light layers, keep the room cool and cut down on caffeine and spicy food.':
    'லேசான துணிகளை அடுக்கடுக்கா போடுங்க, அறையைக் குளிர்ச்சியா வச்சிருங்க, டீ/காபியையும் காரமான சாப்பாட்டையும் குறைங்க.',
  'Weight-bearing exercise and calcium-rich foods protect bones.':
    'உடம்பு எடையைத் தாங்கற உடற்பயிற்சிகளும் (நடை மாதிரி) கால்சியம் நிறைஞ்ச சாப்பாடும் எலும்புகளைப் பாதுகாக்கும்.',
  'Any bleeding after periods have stopped for a year — see a doctor':
    'ஒரு வருஷம் மாதவிடாய் நின்ன பிறகு எந்த ரத்தப்போக்கு வந்தாலும் — டாக்டரைப் பாருங்க',
  'Fever in a child': 'குழந்தைக்குக் காய்ச்சல்',
  'Keep breastfeeding or giving fluids often; offer small amounts frequently.':
    'தாய்ப்பால் குடுத்துட்டே இருங்க அல்லது அடிக்கடி தண்ணி, ஆகாரம் குடுங்க; கொஞ்சம் கொஞ்சமா அடிக்கடி குடுங்க.',
  'Dress the child lightly; do not wrap in blankets. Sponge with lukewarm (not cold) water if uncomfortable.':
    'குழந்தைக்கு லேசான துணி போடுங்க; போர்வையால போர்த்தாதீங்க. அசௌகரியமா இருந்தா வெதுவெதுப்பான (ஜில்லுன்னு இல்லாத) தண்ணியில துணி நனைச்சுத் துடைங்க.',
  'Fever medicine only in the dose a doctor or pharmacist gives for the child’s weight — never adult tablets.':
    'காய்ச்சல் மருந்தை, குழந்தையோட எடைக்கு ஏத்தபடி டாக்டர் அல்லது மருந்தாளுநர் சொல்ற அளவுல மட்டும் குடுங்க — பெரியவங்க மாத்திரையை ஒருபோதும் குடுக்காதீங்க.',
  'Check the child regularly, including at night.': 'குழந்தையை அடிக்கடி கவனிங்க, ராத்திரியிலயும்.',
  'Any fever in a baby under 3 months': '3 மாசத்துக்குக் குறைவான குழந்தைக்கு எந்தக் காய்ச்சல் வந்தாலும்',
  'Danger signs — go to hospital now: not able to feed or drink, vomiting everything, fits, very sleepy or floppy, chest sinking in or fast breathing.':
    'ஆபத்தான அறிகுறிகள் — உடனே ஆஸ்பத்திரிக்குப் போங்க: பால் குடிக்கவோ எதுவும் குடிக்கவோ முடியாமை, குடுக்கறது எல்லாத்தையும் வாந்தி எடுத்தல், வலிப்பு, ரொம்ப தூக்கம் அல்லது துவண்டு போதல், நெஞ்சு உள்ள அமுங்குதல் அல்லது வேகமான மூச்சு.',
  'Rash that does not fade under a glass, stiff neck, or fever lasting more than 2 days':
    'கண்ணாடி டம்ளரை வச்சு அழுத்தினாலும் மறையாத தடிப்பு, கழுத்து விறைப்பு, அல்லது 2 நாளுக்கு மேல நீடிக்கற காய்ச்சல்',
  'Serious illness in a young infant (possible sepsis)':
    'சின்னக் குழந்தைக்கு தீவிரமான நோய் (செப்சிஸா இருக்கலாம்)',
};

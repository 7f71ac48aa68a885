export const PHRASES_CONDITIONS_A_2: Record<string, string> = {
  'Irregular or fast heartbeat (arrhythmia)': 'ஒழுங்கில்லாத அல்லது வேகமான இதயத் துடிப்பு (அரித்மியா)',
  'Sit down and breathe slowly; cut down on tea, coffee, energy drinks and alcohol.':
    'உட்கார்ந்து மெதுவா மூச்சு விடுங்க; டீ, காபி, எனர்ஜி டிரிங்க், மது இவற்றைக் குறைங்க.',
  'See a doctor for an ECG, ideally while symptoms are present.':
    'ECG எடுக்க டாக்டரைப் பாருங்க; முடிஞ்சா அறிகுறிகள் இருக்கும்போதே எடுக்கறது நல்லது.',
  'Palpitations with chest pain, fainting or breathlessness — call 108':
    'நெஞ்சு வலி, மயக்கம் அல்லது மூச்சு வாங்குதலோட நெஞ்சு படபடப்பு — 108-க்கு போன் பண்ணுங்க',
  'Blood clot in the leg (DVT)': 'கால்ல ரத்தக் கட்டி (DVT)',
  'See a doctor today for a scan; do not massage the leg.':
    'ஸ்கேன் எடுக்க இன்னைக்கே டாக்டரைப் பாருங்க; காலை மசாஜ் பண்ணாதீங்க.',
  'Sudden breathlessness, chest pain or coughing blood — a clot may have reached the lungs; call 108':
    'திடீர் மூச்சுத் திணறல், நெஞ்சு வலி அல்லது இருமல்ல ரத்தம் — ரத்தக் கட்டி நுரையீரலுக்குப் போயிருக்கலாம்; 108-க்கு போன் பண்ணுங்க',
  'Stomach infection (gastroenteritis)': 'வயிற்றுத் தொற்று (இரைப்பை குடல் அழற்சி / கேஸ்ட்ரோஎன்டரைட்டிஸ்)',
  'Drink ORS (oral rehydration solution) in small frequent sips after every loose motion; also water, coconut water, rice water, dal water, buttermilk.':
    'ஒவ்வொரு தடவை பேதி ஆனதுக்கு அப்புறமும் ORS கரைசலை (வாய்வழி நீர்ச்சத்து கரைசல்) அடிக்கடி கொஞ்சம் கொஞ்சமா குடிங்க; தண்ணி, இளநீர், கஞ்சித் தண்ணி, பருப்புத் தண்ணி, மோரும் குடிங்க.',
  'Keep eating light food: khichdi, curd rice, banana, idli; keep breastfeeding babies.':
    'லேசான சாப்பாடு சாப்பிட்டுட்டே இருங்க: பருப்பு சாதம் (கிச்சடி), கஞ்சி, தயிர் சாதம், வாழைப்பழம், இட்லி; குழந்தைகளுக்குத் தாய்ப்பால் குடுத்துட்டே இருங்க.',
  'Zinc for children with diarrhoea is given free with ORS at health centres — ask the health worker how to give it.':
    'பேதி உள்ள குழந்தைகளுக்கு சுகாதார நிலையங்கள்ல ORS-ஓட சேர்த்து ஜிங்க் மாத்திரையும் இலவசமா குடுக்கறாங்க — எப்படிக் குடுக்கணும்னு சுகாதாரப் பணியாளர்கிட்ட கேளுங்க.',
  'Wash hands with soap after the toilet and before eating; drink boiled or filtered water.':
    'கழிவறைக்குப் போயிட்டு வந்ததும், சாப்பிடறதுக்கு முன்னாடியும் சோப்பு போட்டு கை கழுவுங்க; காய்ச்சின அல்லது வடிகட்டின தண்ணி குடிங்க.',
  'Signs of dehydration: very little urine, sunken eyes, very thirsty or unable to drink, dizziness':
    'உடம்புல நீர்ச்சத்து குறைஞ்சதோட அறிகுறிகள்: ரொம்ப கம்மியா சிறுநீர் போதல், கண் குழி விழுதல், ரொம்ப தாகம் அல்லது குடிக்கவே முடியாமை, தலைசுற்றல்',
  'Blood in stool, high fever or severe stomach pain':
    'மலத்துல ரத்தம், அதிக காய்ச்சல் அல்லது கடுமையான வயிற்று வலி',
  'Vomiting everything for more than a few hours, or diarrhoea for more than 2 days in an adult':
    'சில மணி நேரத்துக்கு மேல சாப்பிட்டது எல்லாத்தையும் வாந்தி எடுத்தல், அல்லது பெரியவங்களுக்கு 2 நாளுக்கு மேல பேதி',
  'A baby or child who is drowsy or not feeding': 'தூக்கக் கலக்கமா இருக்கற அல்லது பால் குடிக்காத குழந்தை',
  Dehydration: 'நீர்ச்சத்து குறைபாடு (டீஹைட்ரேஷன்)',
  'Rest in a cool, shaded place.': 'குளிர்ச்சியான, நிழலான இடத்துல ஓய்வெடுங்க.',
  'Keep sipping fluids even if vomiting — small sips every few minutes.':
    'வாந்தி வந்தாலும் தண்ணி, ஆகாரத்தைக் கொஞ்சம் கொஞ்சமா குடிச்சுட்டே இருங்க — சில நிமிஷத்துக்கு ஒரு தடவை ஒரு மிடறு.',
  'No urine for 8 hours (or no wet nappy for 6 hours in a baby)':
    '8 மணி நேரமா சிறுநீர் போகாமை (அல்லது குழந்தைக்கு 6 மணி நேரமா டயப்பர் ஈரமாகாமை)',
  'Confusion, fainting or a fast heartbeat': 'குழப்பம், மயக்கம் அல்லது வேகமான இதயத் துடிப்பு',
  'A child who is drowsy, floppy or cannot drink':
    'தூக்கக் கலக்கமா இருக்கற, துவண்டு போன அல்லது குடிக்க முடியாத குழந்தை',
  'Cholera / severe watery diarrhoea': 'காலரா / கடுமையான தண்ணி பேதி',
  'Go to a health centre today; severe cases need a drip.':
    'இன்னைக்கே சுகாதார நிலையத்துக்குப் போங்க; கடுமையா இருந்தா டிரிப்ஸ் (குளுக்கோஸ் ஏத்தணும்) தேவைப்படும்.',
  'Very weak, drowsy or cannot drink': 'ரொம்ப பலவீனம், தூக்கக் கலக்கம் அல்லது குடிக்க முடியாமை',
  'Sunken eyes and no urine': 'கண் குழி விழுதல், சிறுநீரே போகாமை',
  'Cold hands and feet': 'கை கால் சில்லுன்னு இருத்தல்',
  'Dysentery (bloody diarrhoea)': 'சீதபேதி (ரத்தத்தோட பேதி)',
  'See a doctor within a day; bloody diarrhoea may need treatment a doctor prescribes.':
    'ஒரு நாளுக்குள்ள டாக்டரைப் பாருங்க; ரத்தத்தோட பேதிக்கு டாக்டர் எழுதிக் குடுக்கற சிகிச்சை தேவைப்படலாம்.',
  'High fever or severe pain': 'அதிக காய்ச்சல் அல்லது கடுமையான வலி',
  'Signs of dehydration': 'உடம்புல நீர்ச்சத்து குறைஞ்சதோட அறிகுறிகள்',
  'Bloody diarrhoea in a child': 'குழந்தைக்கு ரத்தத்தோட பேதி',
  'Food poisoning': 'உணவு நச்சு (ஃபுட் பாய்சனிங்)',
  'Rest and eat bland food once vomiting settles.':
    'ஓய்வெடுங்க; வாந்தி நின்னதும் காரம், மசாலா இல்லாத சாதாரண சாப்பாடு சாப்பிடுங்க.',
  'Avoid street food, cut fruit left open, and leftovers kept out of the fridge.':
    'தெருவோரக் கடை சாப்பாடு, திறந்து வச்ச வெட்டின பழம், ஃப்ரிட்ஜ்ல வைக்காம வெளியே வச்சிருந்த மீதி சாப்பாடு இவற்றைத் தவிர்த்திடுங்க.',
  'Blood in stool or vomit': 'மலத்துலயோ வாந்தியிலயோ ரத்தம்',
  'Double vision, drooping eyelids or difficulty swallowing':
    'எல்லாம் ரெண்டா தெரிதல், கண் இமை தொங்குதல் அல்லது விழுங்க முடியாமை',
  'Worm infection': 'குடல் புழுத் தொற்று (வயித்துல பூச்சி)',
  'Deworming medicine is given free to children on National Deworming Day — ask a health worker or doctor.':
    'தேசிய குடற்புழு நீக்க நாள்ல குழந்தைகளுக்கு பூச்சி மாத்திரை இலவசமா குடுக்கறாங்க — சுகாதாரப் பணியாளர் அல்லது டாக்டர்கிட்ட கேளுங்க.',
  'Wear footwear outdoors, trim nails and wash hands before eating.':
    'வெளியே போகும்போது செருப்பு போடுங்க, நகங்களை வெட்டி வைங்க, சாப்பிடறதுக்கு முன்னாடி கை கழுவுங்க.',
  'Severe stomach pain with vomiting': 'வாந்தியோட கடுமையான வயிற்று வலி',
  'Child looks pale or is not growing well': 'குழந்தை வெளுத்துப் போயிருக்கு அல்லது சரியா வளரல',
  'Eat more fibre: whole grains, dal, vegetables, fruit such as papaya and guava.':
    'நார்ச்சத்து அதிகமா சாப்பிடுங்க: முழு தானியங்கள், பருப்பு, காய்கறிகள், பப்பாளி, கொய்யா மாதிரி பழங்கள்.',
  'Drink more water and walk daily.': 'அதிகமா தண்ணி குடிங்க, தினமும் நடங்க.',
  'Do not ignore the urge to go.': 'மலம் கழிக்கணும்னு தோணினா அடக்காதீங்க.',
  'Not passing stool or gas with vomiting and a swollen belly':
    'வாந்தியும் வயிறு வீக்கமும் இருந்து, மலமோ வாயுவோ போகாமை',
  'Blood in stool or weight loss': 'மலத்துல ரத்தம் அல்லது எடை குறைதல்',
  'New constipation after age 50 lasting weeks':
    '50 வயசுக்கு அப்புறம் புதுசா வந்து, பல வாரம் நீடிக்கற மலச்சிக்கல்',
  'Irritable bowel syndrome (IBS)': 'எரிச்சல் குடல் நோய் (IBS)',
  'Eat regular meals and note foods that trigger symptoms.':
    'நேரத்துக்கு சாப்பிடுங்க; எந்த சாப்பாடு அறிகுறிகளைத் தூண்டுதுன்னு குறிச்சு வைங்க.',
  'Exercise, manage stress and sleep well.':
    'உடற்பயிற்சி செய்யுங்க, மன அழுத்தத்தைக் குறைங்க, நல்லா தூங்குங்க.',
  'Weight loss, blood in stool or fever': 'எடை குறைதல், மலத்துல ரத்தம் அல்லது காய்ச்சல்',
  'Symptoms starting after age 50': '50 வயசுக்கு அப்புறம் ஆரம்பிக்கற அறிகுறிகள்',
  'Piles (haemorrhoids) or anal fissure': 'மூலம் (பைல்ஸ்) அல்லது ஆசனவாய் வெடிப்பு (ஃபிஷர்)',
  'Prevent straining: fibre-rich food, plenty of water.':
    'மலம் கழிக்கும்போது முக்காம இருக்க: நார்ச்சத்து நிறைஞ்ச சாப்பாடு, நிறைய தண்ணி.',
  'Sit in a tub of warm water for relief.':
    'நிவாரணத்துக்கு வெதுவெதுப்பான தண்ணி நிரப்பின டப்பில உட்காருங்க.',
  'Keep the area clean and dry.': 'அந்த இடத்தைச் சுத்தமா, ஈரமில்லாம வச்சிருங்க.',
  'Heavy bleeding or dark blood': 'அதிக ரத்தப்போக்கு அல்லது கருப்பு நிற ரத்தம்',
  'Severe pain with a hard lump': 'கெட்டியான கட்டியோட கடுமையான வலி',
  'Weight loss or a change in bowel habit': 'எடை குறைதல் அல்லது மலம் கழிக்கற பழக்கத்துல மாற்றம்',
  'Acidity and acid reflux (GERD)': 'அசிடிட்டி, நெஞ்செரிச்சல் (GERD)',
  'Eat smaller meals and avoid lying down for 2 to 3 hours after eating.':
    'கொஞ்சம் கொஞ்சமா சாப்பிடுங்க; சாப்பிட்டு 2 முதல் 3 மணி நேரத்துக்குப் படுக்காதீங்க.',
  'Cut down on fried, spicy and oily food, tea, coffee, alcohol and smoking.':
    'பொரிச்ச, காரமான, எண்ணெய் அதிகமான சாப்பாடு, டீ, காபி, மது, சிகரெட் இவற்றைக் குறைங்க.',
  'Raise the head end of the bed; lose weight if overweight.':
    'கட்டில்ல தலைப்பக்கத்தை உயர்த்தி வைங்க; எடை அதிகமா இருந்தா குறைங்க.',
  'A pharmacist can advise on antacids for occasional use.':
    'எப்பவாவது பயன்படுத்த அன்டாசிட் (அசிடிட்டி மருந்து) பத்தி மருந்தாளுநர் ஆலோசனை சொல்வாங்க.',
  'Chest pain with sweating, breathlessness or pain spreading to the arm or jaw — could be the heart; call 108':
    'வியர்வை, மூச்சு வாங்குதல், அல்லது கை, தாடைக்குப் பரவுற வலியோட நெஞ்சு வலி — இதயப் பிரச்சனையா இருக்கலாம்; 108-க்கு போன் பண்ணுங்க',
  'Difficulty swallowing, weight loss, vomiting blood or black stools':
    'விழுங்க முடியாமை, எடை குறைதல், ரத்த வாந்தி அல்லது கருப்பா மலம்',
  'Gastritis or stomach ulcer': 'இரைப்பை அழற்சி (கேஸ்ட்ரைட்டிஸ்) அல்லது வயிற்றுப் புண் (அல்சர்)',
  'Avoid painkillers such as ibuprofen, diclofenac or aspirin unless a doctor says they are safe.':
    'டாக்டர் பாதுகாப்பானதுன்னு சொன்னாலொழிய இபுப்ரூஃபன், டைக்ளோஃபெனாக், ஆஸ்பிரின் மாதிரி வலி மாத்திரைகளைத் தவிர்த்திடுங்க.',
  'Avoid alcohol, smoking and very spicy food; eat regular meals.':
    'மது, சிகரெட், ரொம்ப காரமான சாப்பாட்டைத் தவிர்த்திடுங்க; நேரத்துக்கு சாப்பிடுங்க.',
  'Vomiting blood or black, tarry stools — go to hospital now':
    'ரத்த வாந்தி அல்லது கருப்பா, தார் மாதிரி மலம் — உடனே ஆஸ்பத்திரிக்குப் போங்க',
  'Sudden severe stomach pain': 'திடீர்னு வர்ற கடுமையான வயிற்று வலி',
  'Bleeding in the stomach or gut': 'இரைப்பை அல்லது குடல்ல ரத்தக் கசிவு',
  'Call 108 now; lie down with legs raised if dizzy. Do not eat or drink until seen.':
    'உடனே 108-க்கு போன் பண்ணுங்க; தலை சுத்தினா கால்களை உயர்த்தி வச்சுப் படுங்க. டாக்டர் பாக்கற வரைக்கும் எதுவும் சாப்பிடவோ குடிக்கவோ கூடாது.',
  'Any vomiting of blood or black stools with dizziness is an emergency':
    'தலைசுற்றலோட ரத்த வாந்தியோ கருப்பா மலமோ இருந்தா அது அவசர நிலை',
  Appendicitis: 'குடல்வால் அழற்சி (அப்பெண்டிசைட்டிஸ்)',
  'Go to a doctor or hospital within hours; do not eat or take painkillers or laxatives until examined.':
    'சில மணி நேரத்துக்குள்ள டாக்டர்கிட்டயோ ஆஸ்பத்திரிக்கோ போங்க; டாக்டர் பரிசோதிக்கற வரைக்கும் எதுவும் சாப்பிடாதீங்க, வலி மாத்திரையோ பேதி மாத்திரையோ சாப்பிடாதீங்க.',
  'Pain suddenly spreading across the whole belly or getting much worse':
    'வலி திடீர்னு வயிறு முழுக்கப் பரவுதல் அல்லது ரொம்ப அதிகமாகுதல்',
  'High fever, hard belly or repeated vomiting':
    'அதிக காய்ச்சல், வயிறு கல்லு மாதிரி இருத்தல் அல்லது திரும்பத் திரும்ப வாந்தி',
  'Gallstones / gallbladder pain': 'பித்தப்பை கல் / பித்தப்பை வலி',
  'Eat smaller, low-fat meals.': 'கொஞ்சம் கொஞ்சமா, கொழுப்பு குறைவான சாப்பாடு சாப்பிடுங்க.',
  'See a doctor for an ultrasound if pain keeps returning after meals.':
    'சாப்பிட்டதுக்கு அப்புறம் திரும்பத் திரும்ப வலி வந்தா, அல்ட்ராசவுண்ட் ஸ்கேன் எடுக்க டாக்டரைப் பாருங்க.',
  'Pain lasting more than 8 hours': '8 மணி நேரத்துக்கு மேல நீடிக்கற வலி',
  'Fever with shivering, or yellow eyes — see a doctor today':
    'நடுக்கத்தோட காய்ச்சல், அல்லது கண் மஞ்சளா இருத்தல் — இன்னைக்கே டாக்டரைப் பாருங்க',
  'Acute pancreatitis': 'கணைய அழற்சி (அக்யூட் பேன்க்ரியாடைட்டிஸ்)',
  'Severe upper belly pain going through to the back with vomiting needs hospital now':
    'முதுகு வரை ஊடுருவிப் போற கடுமையான மேல் வயிற்று வலியும் வாந்தியும் இருந்தா, உடனே ஆஸ்பத்திரிக்குப் போகணும்',
  'Liver damage (cirrhosis, often from alcohol)':
    'கல்லீரல் பாதிப்பு (சிரோசிஸ், பெரும்பாலும் குடிப்பழக்கத்தால)',
  'Stop alcohol completely; ask for help with de-addiction (Tele-MANAS 14416 can guide you).':
    'மதுவை முழுசா நிறுத்துங்க; குடி மறுவாழ்வுக்கு (டி-அடிக்ஷன்) உதவி கேளுங்க (டெலி-மனஸ் 14416 வழிகாட்டும்).',
  'Take no herbal or other medicines without asking your doctor.':
    'உங்க டாக்டர்கிட்ட கேக்காம நாட்டு மருந்தோ வேற எந்த மருந்தோ சாப்பிடாதீங்க.',
  'Confusion or sleepiness': 'குழப்பம் அல்லது தூக்கக் கலக்கம்',
  'Fever with a swollen, painful belly': 'வயிறு வீங்கி வலியோட காய்ச்சல்',
  'Urine infection (UTI)': 'சிறுநீர் தொற்று (UTI / நீர்க்கடுப்பு)',
  'Drink plenty of water so that urine is pale.':
    'சிறுநீர் வெளிர் நிறமா போற அளவுக்கு நிறைய தண்ணி குடிங்க.',
  'See a doctor for a urine test; antibiotics, if needed, must be prescribed — do not take leftover ones.':
    'சிறுநீர் பரிசோதனைக்கு டாக்டரைப் பாருங்க; ஆன்டிபயாட்டிக் தேவைன்னா டாக்டர்தான் எழுதித் தரணும் — முன்னாடி மீதி இருக்கற மாத்திரைகளைச் சாப்பிடாதீங்க.',
  'Do not hold urine for long; wipe front to back.':
    'சிறுநீரை ரொம்ப நேரம் அடக்கி வைக்காதீங்க; முன்னால இருந்து பின்னால துடைங்க.',
  'Fever with shivering, or pain in the side or back (kidney infection)':
    'நடுக்கத்தோட காய்ச்சல், அல்லது விலாப் பக்கத்துலயோ முதுகுலயோ வலி (சிறுநீரகத் தொற்று)',
  'Symptoms in pregnancy, in a man, or in a child':
    'கர்ப்பிணிப் பெண், ஆண் அல்லது குழந்தைக்கு இந்த அறிகுறிகள்',
  'Kidney infection (pyelonephritis)': 'சிறுநீரகத் தொற்று (பைலோநெஃப்ரைட்டிஸ்)',
  'See a doctor today; kidney infections need prescribed antibiotics.':
    'இன்னைக்கே டாக்டரைப் பாருங்க; சிறுநீரகத் தொற்றுக்கு டாக்டர் எழுதிக் குடுக்கற ஆன்டிபயாட்டிக் தேவை.',
  'Drink plenty of fluids and rest.': 'நிறைய தண்ணி, ஆகாரம் குடிங்க, ஓய்வெடுங்க.',
  'Confusion, very fast breathing or cold clammy skin (possible sepsis) — call 108':
    'குழப்பம், ரொம்ப வேகமான மூச்சு அல்லது சில்லுன்னு பிசுபிசுப்பான தோல் (செப்சிஸா இருக்கலாம்) — 108-க்கு போன் பண்ணுங்க',
  'Vomiting so that fluids do not stay down': 'குடிக்கறது எதுவும் உள்ள நிக்காத அளவுக்கு வாந்தி',
  'Kidney stone (pathri)': 'சிறுநீரகக் கல் (கிட்னி ஸ்டோன்)',
  'Drink plenty of water through the day, especially in summer.':
    'நாள் முழுக்க நிறைய தண்ணி குடிங்க, முக்கியமா வெயில் காலத்துல.',
  'Pain relief only as advised by a doctor or pharmacist; see a doctor within a day for severe pain.':
    'வலி நிவாரணம் டாக்டர் அல்லது மருந்தாளுநர் சொன்னபடி மட்டும்; வலி கடுமையா இருந்தா ஒரு நாளுக்குள்ள டாக்டரைப் பாருங்க.',
  'Reduce salt and very high-protein diets.':
    'உப்பையும், ரொம்ப அதிக புரதச்சத்து உள்ள சாப்பாட்டையும் குறைங்க.',
  'Fever or shivering with stone pain — an infected blocked kidney is an emergency':
    'கல் வலியோட காய்ச்சல் அல்லது நடுக்கம் — தொற்று ஏற்பட்டு அடைச்சுக்கிட்ட சிறுநீரகம் அவசர நிலை',
  'Unable to pass urine': 'சிறுநீர் போக முடியாமை',
  'Pain not controlled or repeated vomiting': 'கட்டுப்படாத வலி அல்லது திரும்பத் திரும்ப வாந்தி',
  'Enlarged prostate (BPH)': 'புராஸ்டேட் வீக்கம் (BPH)',
  'Reduce fluids in the evening and cut down on tea, coffee and alcohol.':
    'சாயங்காலத்துக்கு அப்புறம் தண்ணி குடிக்கறதைக் குறைங்க; டீ, காபி, மதுவைக் குறைங்க.',
  'Book a doctor visit for a prostate check.': 'புராஸ்டேட் பரிசோதனைக்கு டாக்டரைப் பாக்க நேரம் வாங்குங்க.',
  'Unable to pass urine at all': 'சிறுநீரே போக முடியாமை',
  'Fever with urinary symptoms': 'சிறுநீர் பிரச்சனைகளோட காய்ச்சல்',
  'Chronic kidney disease': 'நீண்ட கால சிறுநீரக நோய் (CKD)',
  'Control blood pressure and sugar; limit salt.':
    'BP-யையும் சுகரையும் கட்டுப்பாட்டுல வச்சிருங்க; உப்பைக் குறைங்க.',
  'Avoid painkillers and herbal remedies unless your doctor approves them.':
    'உங்க டாக்டர் சரின்னு சொன்னாலொழிய வலி மாத்திரைகளையும் நாட்டு மருந்துகளையும் தவிர்த்திடுங்க.',
  'Breathlessness or very little urine': 'மூச்சு வாங்குதல் அல்லது ரொம்ப கம்மியா சிறுநீர் போதல்',
  'Severe swelling': 'கடுமையான வீக்கம்',
  'Stroke (brain attack)': 'பக்கவாதம் (ஸ்ட்ரோக் / மூளைத் தாக்கு)',
  'Call 108 or 112 now and note the time symptoms began — clot-busting treatment works only within hours.':
    'உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, அறிகுறிகள் ஆரம்பிச்ச நேரத்தைக் குறிச்சு வைங்க — ரத்தக் கட்டியைக் கரைக்கற சிகிச்சை சில மணி நேரத்துக்குள்ள குடுத்தாதான் வேலை செய்யும்.',
  'Do not give food, water or medicines; lay the person on their side if drowsy or vomiting.':
    'சாப்பாடு, தண்ணி, மருந்து எதுவும் குடுக்காதீங்க; தூக்கக் கலக்கமா இருந்தாலோ வாந்தி எடுத்தாலோ ஒரு பக்கமா சாய்ச்சுப் படுக்க வைங்க.',
  'Remember FAST: Face drooping, Arm weakness, Speech difficulty — Time to call 108':
    'FAST-ஐ நினைவுல வச்சுக்கோங்க: முகம் கோணுதல் (Face), கை பலவீனம் (Arm), பேச்சு தடுமாற்றம் (Speech) — உடனே 108-க்கு போன் பண்ண வேண்டிய நேரம் (Time)',
  'Symptoms that go away within minutes still need hospital today (mini-stroke)':
    'சில நிமிஷத்துல சரியாகிப் போற அறிகுறிகளுக்கும் இன்னைக்கே ஆஸ்பத்திரிக்குப் போகணும் (சின்ன ஸ்ட்ரோக் / மினி-ஸ்ட்ரோக்)',
  Migraine: 'ஒற்றைத் தலைவலி (மைக்ரேன்)',
  'Rest in a dark, quiet room; a cool cloth on the forehead can help.':
    'இருட்டான, அமைதியான அறையில ஓய்வெடுங்க; நெத்தியில ஈரத் துணி வச்சா உதவும்.',
  'Drink water and do not skip meals or sleep.': 'தண்ணி குடிங்க; சாப்பாட்டையோ தூக்கத்தையோ தவிர்க்காதீங்க.',
  'Keep a headache diary of triggers such as sleep loss, fasting, bright sun or stress.':
    'தூக்கம் கெடறது, விரதம், கடுமையான வெயில், மன அழுத்தம் மாதிரி தலைவலியைத் தூண்டற காரணங்களை ஒரு நோட்டுல எழுதி வைங்க.',
  'Painkillers only as advised by a pharmacist or doctor; using them on more than a few days a week can worsen headaches.':
    'வலி மாத்திரைகள் மருந்தாளுநர் அல்லது டாக்டர் சொன்னபடி மட்டும்; வாரத்துல சில நாளுக்கு மேல அவற்றைச் சாப்பிட்டா தலைவலி இன்னும் அதிகமாகலாம்.',
  'Sudden, worst-ever headache, or headache with weakness, confusion, fits or slurred speech — call 108':
    'திடீர்னு வர்ற, இதுவரை இல்லாத அளவு தலைவலி, அல்லது பலவீனம், குழப்பம், வலிப்பு, பேச்சு குழறுதலோட தலைவலி — 108-க்கு போன் பண்ணுங்க',
  'Headache with fever and stiff neck': 'காய்ச்சல், கழுத்து விறைப்போட தலைவலி',
  'Headaches becoming more frequent or changing pattern, or starting after age 50':
    'தலைவலி அடிக்கடி வருதல் அல்லது வர்ற விதம் மாறுதல், அல்லது 50 வயசுக்கு அப்புறம் ஆரம்பித்தல்',
  'Tension-type headache': 'டென்ஷன் தலைவலி (மன அழுத்தத் தலைவலி)',
  'Drink water, sleep regularly and take screen breaks.':
    'தண்ணி குடிங்க, நேரத்துக்குத் தூங்குங்க, போன்/டிவி திரையைப் பாக்கறதுல இருந்து இடையிடையே ஓய்வு எடுங்க.',
  'Gentle neck stretches and relaxation help.':
    'மெதுவா கழுத்தை நீட்டி மடக்கற பயிற்சியும், ரிலாக்ஸ் பண்றதும் உதவும்.',
  'Painkillers only as advised by a pharmacist or doctor.':
    'வலி மாத்திரைகள் மருந்தாளுநர் அல்லது டாக்டர் சொன்னபடி மட்டும்.',
  'Headache that wakes you up or is worse on lying down with vomiting':
    'தூக்கத்துல இருந்து எழுப்பற தலைவலி, அல்லது படுத்தா அதிகமாகி வாந்தியோட வர்ற தலைவலி',
  'Headache after a head injury': 'தலையில அடிபட்டதுக்கு அப்புறம் தலைவலி',
  'Headache with fever, stiff neck, weakness or confusion':
    'காய்ச்சல், கழுத்து விறைப்பு, பலவீனம் அல்லது குழப்பத்தோட தலைவலி',
  'Seizure / epilepsy': 'வலிப்பு / காக்கா வலிப்பு (எபிலெப்ஸி)',
  'During a fit: move hard objects away, cushion the head, do not hold the person down and put nothing in the mouth.':
    'வலிப்பு வரும்போது: கடினமான பொருட்களை அப்புறப்படுத்துங்க, தலைக்குக் கீழ மென்மையா ஏதாவது வைங்க, அவங்களை அழுத்திப் பிடிக்காதீங்க, வாயில எதையும் வைக்காதீங்க.',
  'After the jerking stops, roll them onto their side and stay until fully awake.':
    'வெட்டி இழுக்கறது நின்னதும், அவங்களை ஒரு பக்கமா திருப்பிப் படுக்க வைங்க; முழுசா சுயநினைவு வர்ற வரைக்கும் கூடவே இருங்க.',
  'Call 108 for a first fit, a fit over 5 minutes, repeated fits, injury, or a fit in pregnancy.':
    'முதல் தடவை வலிப்பு, 5 நிமிஷத்துக்கு மேல வலிப்பு, திரும்பத் திரும்ப வலிப்பு, அடிபட்டிருந்தா, அல்லது கர்ப்ப காலத்துல வலிப்பு வந்தா 108-க்கு போன் பண்ணுங்க.',
  'If you have epilepsy, take your medicines regularly and avoid swimming alone or driving until your doctor allows.':
    'உங்களுக்கு காக்கா வலிப்பு இருந்தா, மாத்திரைகளைத் தவறாம சாப்பிடுங்க; டாக்டர் அனுமதிக்கற வரைக்கும் தனியா நீச்சல் அடிக்கறதையும் வண்டி ஓட்டறதையும் தவிர்த்திடுங்க.',
  'Fit lasting more than 5 minutes or not waking up between fits':
    '5 நிமிஷத்துக்கு மேல நீடிக்கற வலிப்பு, அல்லது ரெண்டு வலிப்புக்கு நடுவுல சுயநினைவு வராமை',
  'First-ever fit': 'வாழ்க்கையில முதல் தடவை வலிப்பு',
  'Fit with fever, head injury or in pregnancy':
    'காய்ச்சல், தலையில அடி, அல்லது கர்ப்ப காலத்துல வர்ற வலிப்பு',
  'Vertigo (inner-ear balance problem)': 'வெர்டிகோ (உள்காது சமநிலை பிரச்சனை)',
  'Sit or lie down when it starts; get up slowly.':
    'தலைசுற்றல் ஆரம்பிச்சதும் உட்காருங்க அல்லது படுங்க; மெதுவா எழுந்திருங்க.',
  'Avoid driving, heights and ladders until it settles.':
    'சரியாகற வரைக்கும் வண்டி ஓட்டறது, உயரமான இடங்கள், ஏணி இவற்றைத் தவிர்த்திடுங்க.',
  'Drink fluids if vomiting.': 'வாந்தி எடுத்தா தண்ணி, ஆகாரம் குடிங்க.',
  'Vertigo with double vision, slurred speech, weakness or trouble walking — could be a stroke, call 108':
    'எல்லாம் ரெண்டா தெரிதல், பேச்சு குழறுதல், பலவீனம் அல்லது நடக்க முடியாமையோட தலைசுற்றல் — பக்கவாதமா (ஸ்ட்ரோக்) இருக்கலாம், 108-க்கு போன் பண்ணுங்க',
  'Bell’s palsy (facial nerve weakness)': 'பெல்ஸ் பால்ஸி (முக நரம்பு பலவீனம் / முகவாதம்)',
  'See a doctor within a day: treatment started early works best.':
    'ஒரு நாளுக்குள்ள டாக்டரைப் பாருங்க: சீக்கிரமே சிகிச்சை ஆரம்பிச்சா நல்ல பலன் கிடைக்கும்.',
  'Protect the eye that will not close (eye drops, tape or an eye patch at night as advised).':
    'மூட முடியாத கண்ணைப் பாதுகாங்க (டாக்டர் சொன்னபடி கண் சொட்டு மருந்து, ராத்திரியில டேப் அல்லது கண் மூடி).',
  'Weakness of the arm or leg, or speech trouble — could be a stroke, call 108':
    'கை அல்லது கால் பலவீனம், அல்லது பேச்சுல பிரச்சனை — பக்கவாதமா (ஸ்ட்ரோக்) இருக்கலாம், 108-க்கு போன் பண்ணுங்க',
  'Nerve damage in hands and feet (neuropathy)': 'கை கால் நரம்பு பாதிப்பு (நியூரோபதி)',
  'Check feet daily for cuts and blisters; always wear footwear.':
    'வெட்டுக் காயம், கொப்புளம் இருக்கான்னு தினமும் கால்களைப் பாருங்க; எப்பவும் செருப்பு போடுங்க.',
  'Keep blood sugar controlled and avoid alcohol.':
    'ரத்த சர்க்கரையைக் கட்டுப்பாட்டுல வச்சிருங்க; மது குடிக்காதீங்க.',
  'Get vitamin B12 and sugar tested.': 'வைட்டமின் B12, சுகர் பரிசோதனை பண்ணுங்க.',
  'A foot wound that is not healing or turns red, black or smelly':
    'ஆறாத கால் புண், அல்லது சிவந்து, கருத்து, நாத்தம் அடிக்கற கால் புண்',
  'Weakness spreading up the legs over days': 'சில நாள்ல கால்ல இருந்து மேல பரவுற பலவீனம்',
  'Fainting (syncope)': 'மயக்கம் (சின்கோப்)',
  'Lie down with legs raised until fully recovered; then sit up slowly.':
    'முழுசா சரியாகற வரைக்கும் கால்களை உயர்த்தி வச்சுப் படுங்க; அப்புறம் மெதுவா எழுந்து உட்காருங்க.',
  'Drink fluids and eat something once awake.':
    'நினைவு வந்ததும் தண்ணி, ஆகாரம் குடிங்க, ஏதாவது சாப்பிடுங்க.',
  'Fainting during exercise, with chest pain or palpitations, or without warning':
    'உடற்பயிற்சி செய்யும்போது மயக்கம், நெஞ்சு வலி அல்லது படபடப்போட மயக்கம், அல்லது எந்த முன்னறிகுறியும் இல்லாம மயக்கம்',
  'Not waking within a minute': 'ஒரு நிமிஷத்துக்குள்ள நினைவு திரும்பாமை',
  'Fainting in pregnancy': 'கர்ப்ப காலத்துல மயக்கம்',
  'Suicidal thoughts or self-harm crisis': 'தற்கொலை எண்ணங்கள் அல்லது தன்னைத் தானே காயப்படுத்திக்கற நெருக்கடி',
  'Call Tele-MANAS 14416 now — free, confidential, 24x7. If you are in immediate danger, call 112.':
    'உடனே டெலி-மனஸ் 14416-க்கு போன் பண்ணுங்க — இலவசம், ரகசியம் காக்கப்படும், 24x7. உடனடி ஆபத்துல இருந்தா 112-க்கு போன் பண்ணுங்க.',
  'Stay with someone you trust and move away from anything you could use to harm yourself.':
    'நீங்க நம்பற ஒருத்தர் கூடவே இருங்க; உங்களைக் காயப்படுத்திக்கப் பயன்படுத்தக்கூடிய எந்தப் பொருள்கிட்ட இருந்தும் விலகி இருங்க.',
  'You are not alone, and these feelings can get better with help.':
    'நீங்க தனியா இல்ல; உதவி கிடைச்சா இந்த உணர்வுகள் சரியாகும்.',
  'Having a plan or means to end your life, or having already harmed yourself — call 112 now':
    'உயிரை மாய்ச்சுக்கத் திட்டமோ வழியோ வச்சிருந்தா, அல்லது ஏற்கனவே உங்களைக் காயப்படுத்திக்கிட்டிருந்தா — உடனே 112-க்கு போன் பண்ணுங்க',
  Depression: 'மனச்சோர்வு (டிப்ரஷன்)',
  'Talk to someone you trust, or call Tele-MANAS 14416 (free, 24x7, in your language) to speak with a trained counsellor.':
    'நீங்க நம்பற ஒருத்தர்கிட்ட பேசுங்க, அல்லது பயிற்சி பெற்ற ஆலோசகர்கிட்ட பேச டெலி-மனஸ் 14416-க்கு போன் பண்ணுங்க (இலவசம், 24x7, உங்க மொழியிலேயே).',
  'Keep a simple daily routine: regular sleep, meals, a short walk in daylight.':
    'தினமும் ஒரு எளிய நடைமுறையைக் கடைப்பிடிங்க: நேரத்துக்குத் தூக்கம், நேரத்துக்குச் சாப்பாடு, பகல் வெளிச்சத்துல கொஞ்ச நேரம் நடை.',
  'Avoid alcohol and other drugs.': 'மது, வேற போதைப் பொருட்களைத் தவிர்த்திடுங்க.',
  'Depression is a common, treatable illness — seeing a doctor is a sign of strength.':
    'மனச்சோர்வு ஒரு சாதாரணமான, குணப்படுத்தக்கூடிய நோய் — டாக்டரைப் பாக்கறது தைரியத்தோட அடையாளம்.',
  'Thoughts of ending your life — call Tele-MANAS 14416 or 112 now':
    'உயிரை மாய்ச்சுக்கணும்னு எண்ணம் — உடனே டெலி-மனஸ் 14416 அல்லது 112-க்கு போன் பண்ணுங்க',
};

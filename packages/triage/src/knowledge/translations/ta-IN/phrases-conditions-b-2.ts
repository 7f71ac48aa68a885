export const PHRASES_CONDITIONS_B_2: Record<string, string> = {
  'Call 108 and go to hospital now; keep the baby warm with skin-to-skin contact and keep trying to breastfeed on the way.':
    '108-க்கு போன் பண்ணி, உடனே ஆஸ்பத்திரிக்குப் போங்க; குழந்தையை அம்மாவோட உடம்போட ஒட்டி வச்சு (தோலோடு தோல்) கதகதப்பா வச்சிருங்க, போற வழியிலயும் தாய்ப்பால் குடுக்க முயற்சி பண்ணுங்க.',
  'Baby feels cold, or has fever, in the first two months of life':
    'பிறந்த முதல் ரெண்டு மாசத்துக்குள்ள குழந்தை உடம்பு சில்லுன்னு இருத்தல், அல்லது காய்ச்சல்',
  'Bronchiolitis (chest infection in babies)': 'ப்ராங்கியோலைட்டிஸ் (குழந்தைகளுக்கு வர்ற நெஞ்சு சளித் தொற்று)',
  'Saline drops can clear a blocked nose before feeds.':
    'பால் குடுக்கறதுக்கு முன்னாடி சலைன் (உப்புத் தண்ணி) சொட்டு மருந்து போட்டா மூக்கடைப்பு சரியாகும்.',
  'Keep the baby away from smoke.': 'குழந்தையைப் புகையில இருந்து தள்ளி வச்சிருங்க.',
  'Pauses in breathing or blue lips': 'மூச்சு நின்னு நின்னு வருதல் அல்லது உதடு நீலமா இருத்தல்',
  Croup: 'க்ரூப் (குழந்தைகளுக்கு குரைப்பு இருமல்)',
  'Keep the child calm and sitting upright; crying makes it worse.':
    'குழந்தையை அமைதியா, நிமிர்ந்து உட்கார்ந்த நிலையில வச்சிருங்க; அழுதா இன்னும் மோசமாகும்.',
  'Do not use steam or hot water near the child (burn risk).':
    'குழந்தை பக்கத்துல ஆவியோ சுடுதண்ணியோ வைக்காதீங்க (சுட்டுக்கிற அபாயம்).',
  'Noisy breathing even at rest, chest sinking in, drooling, or blue lips — call 108':
    'ஓய்வா இருக்கும்போதே சத்தத்தோட மூச்சு, நெஞ்சு உள்ள அமுங்குதல், எச்சில் வடிதல், அல்லது உதடு நீலமா இருத்தல் — 108-க்கு போன் பண்ணுங்க',
  'Whooping cough (pertussis)': 'கக்குவான் இருமல் (பெர்டுசிஸ்)',
  'See a doctor within a day; babies under 6 months often need hospital care.':
    'ஒரு நாளுக்குள்ள டாக்டரைப் பாருங்க; 6 மாசத்துக்குக் குறைவான குழந்தைகளை பெரும்பாலும் ஆஸ்பத்திரியில சேர்த்து பாக்க வேண்டியிருக்கும்.',
  'Check that the child’s DPT vaccines are complete.':
    'குழந்தைக்கு DPT தடுப்பூசிகள் எல்லாம் போட்டாச்சான்னு சரிபாருங்க.',
  'Baby turning blue or stopping breathing during coughing fits':
    'இருமும்போது குழந்தை நீலமா மாறுதல் அல்லது மூச்சு நின்னு போதல்',
  'Not feeding or vomiting after every feed':
    'பால் குடிக்காமை, அல்லது ஒவ்வொரு தடவை பால் குடிச்சதும் வாந்தி',
  Chickenpox: 'சின்னம்மை (சிக்கன் பாக்ஸ்)',
  'Calamine lotion and cool baths ease the itch; keep nails short.':
    'கலமைன் லோஷனும் குளிர்ந்த தண்ணியில குளியலும் அரிப்பைக் குறைக்கும்; நகத்தை வெட்டி வைங்க.',
  'Do not give ibuprofen or aspirin for chickenpox.': 'சின்னம்மைக்கு இபுப்ரூஃபனோ ஆஸ்பிரினோ குடுக்காதீங்க.',
  'Stay away from school, pregnant women and newborns until all spots crust over.':
    'எல்லா கொப்புளங்களும் காய்ஞ்சு பொருக்கு கட்டற வரைக்கும் ஸ்கூல், கர்ப்பிணிப் பெண்கள், பிறந்த குழந்தைகள் பக்கம் போகாதீங்க.',
  'Breathlessness, chest pain, confusion or fits': 'மூச்சு வாங்குதல், நெஞ்சு வலி, குழப்பம் அல்லது வலிப்பு',
  'Red, hot, swollen skin around blisters': 'கொப்புளங்களைச் சுத்தி சிவந்து, சூடா, வீங்கின தோல்',
  'Chickenpox in a pregnant woman, newborn or person with low immunity':
    'கர்ப்பிணிப் பெண், பிறந்த குழந்தை அல்லது நோய் எதிர்ப்பு சக்தி குறைஞ்சவங்களுக்கு சின்னம்மை',
  Measles: 'தட்டம்மை (மீசில்ஸ்)',
  'See a doctor; vitamin A is given to children with measles under the national programme.':
    'டாக்டரைப் பாருங்க; தேசிய திட்டத்துல தட்டம்மை வந்த குழந்தைகளுக்கு வைட்டமின் A குடுக்கறாங்க.',
  'Keep the child away from others for 4 days after the rash starts; check MR vaccination of siblings.':
    'தடிப்பு ஆரம்பிச்சு 4 நாள் வரைக்கும் குழந்தையை மத்தவங்ககிட்ட இருந்து தனியா வச்சிருங்க; கூடப் பிறந்தவங்களுக்கு MR தடுப்பூசி போட்டாச்சான்னு சரிபாருங்க.',
  'Fast or difficult breathing': 'வேகமான அல்லது கஷ்டமான மூச்சு',
  'Drowsiness or fits': 'தூக்கக் கலக்கம் அல்லது வலிப்பு',
  'Diarrhoea with dehydration': 'நீர்ச்சத்து குறைவோட பேதி',
  'Mumps (galsua)': 'பொன்னுக்கு வீங்கி / புட்டாலம்மை (மம்ப்ஸ்)',
  'Rest, drink fluids and eat soft food; avoid sour food like pickles and citrus.':
    'ஓய்வெடுங்க, தண்ணி, ஆகாரம் குடிங்க, மென்மையான சாப்பாடு சாப்பிடுங்க; ஊறுகாய், எலுமிச்சை, ஆரஞ்சு மாதிரி புளிப்பான சாப்பாட்டைத் தவிர்த்திடுங்க.',
  'A warm or cold compress on the swelling.': 'வீக்கத்து மேல வெதுவெதுப்பான அல்லது குளிர்ந்த ஒத்தடம் குடுங்க.',
  'Stay home from school or work for 5 days after the swelling starts.':
    'வீக்கம் ஆரம்பிச்சதுல இருந்து 5 நாளுக்கு ஸ்கூலுக்கோ வேலைக்கோ போகாம வீட்டுலயே இருங்க.',
  'Stiff neck, severe headache or drowsiness': 'கழுத்து விறைப்பு, கடுமையான தலைவலி அல்லது தூக்கக் கலக்கம்',
  'Painful swollen testicles or severe belly pain':
    'வலியோட வீங்கின விதைப்பைகள் அல்லது கடுமையான வயிற்று வலி',
  'Hand, foot and mouth disease': 'கை, கால், வாய் நோய் (HFMD)',
  'Cool, soft food and drinks are easier on a sore mouth.':
    'குளிர்ச்சியான, மென்மையான சாப்பாடும் பானங்களும் புண்ணான வாய்க்கு இதமா இருக்கும்.',
  'Wash hands well; keep the child home while unwell.':
    'கையை நல்லா கழுவுங்க; உடம்பு சரியில்லாதப்போ குழந்தையை வீட்டுலயே வச்சிருங்க.',
  'Not drinking or passing very little urine': 'குடிக்காமை அல்லது ரொம்ப கம்மியா சிறுநீர் போதல்',
  'Drowsiness, fits or jerky movements': 'தூக்கக் கலக்கம், வலிப்பு அல்லது உடம்பு வெட்டி வெட்டி இழுத்தல்',
  'Febrile seizure (fit with fever in a young child)':
    'காய்ச்சல் வலிப்பு / ஜன்னி (சின்னக் குழந்தைக்குக் காய்ச்சலோட வர்ற வலிப்பு)',
  'Lay the child on their side on a safe surface; do not put anything in the mouth or hold them down.':
    'குழந்தையைப் பாதுகாப்பான இடத்துல ஒரு பக்கமா சாய்ச்சுப் படுக்க வைங்க; வாயில எதையும் வைக்காதீங்க, அழுத்திப் பிடிக்காதீங்க.',
  'Note the time; call 108 if it is the first fit, lasts more than 5 minutes, or the child does not wake normally.':
    'நேரத்தைக் குறிச்சு வைங்க; முதல் தடவை வலிப்பா இருந்தாலோ, 5 நிமிஷத்துக்கு மேல நீடிச்சாலோ, குழந்தை சாதாரணமா முழிக்கலைன்னாலோ 108-க்கு போன் பண்ணுங்க.',
  'Fit longer than 5 minutes, another fit, or stiff neck, rash or drowsiness afterwards':
    '5 நிமிஷத்துக்கு மேல வலிப்பு, மறுபடியும் வலிப்பு, அல்லது அதுக்கு அப்புறம் கழுத்து விறைப்பு, தடிப்பு அல்லது தூக்கக் கலக்கம்',
  'Newborn jaundice': 'பிறந்த குழந்தைக்கு மஞ்சள் காமாலை',
  'Breastfeed often, every 2 to 3 hours.':
    'அடிக்கடி தாய்ப்பால் குடுங்க, 2 முதல் 3 மணி நேரத்துக்கு ஒரு தடவை.',
  'Get the baby’s bilirubin checked today; do not rely on sunlight treatment at home.':
    'இன்னைக்கே குழந்தைக்கு பிலிரூபின் பரிசோதனை பண்ணுங்க; வீட்டுல வெயில்ல காட்டறதை மட்டும் நம்பாதீங்க.',
  'Yellow palms or soles, jaundice in the first 24 hours, a sleepy baby not feeding, or pale stools':
    'உள்ளங்கை அல்லது உள்ளங்கால் மஞ்சளா இருத்தல், பிறந்த முதல் 24 மணி நேரத்துக்குள்ளயே மஞ்சள் காமாலை, பால் குடிக்காம தூங்கிட்டே இருக்கற குழந்தை, அல்லது வெளிர் நிற மலம்',
  'Heat stroke': 'வெயில் தாக்கம் (ஹீட் ஸ்ட்ரோக்)',
  'Call 108 now. Move the person to shade or a cool room and remove extra clothing.':
    'உடனே 108-க்கு போன் பண்ணுங்க. அவங்களை நிழலுக்கோ குளிர்ச்சியான அறைக்கோ கொண்டு போய், அதிகப்படியான துணிகளைக் கழட்டுங்க.',
  'Cool them fast: wet the skin with cool water and fan them; put wet cloths or ice packs on the neck, armpits and groin.':
    'சீக்கிரமா உடம்பைக் குளிர வைங்க: குளிர்ந்த தண்ணியால தோலை நனைச்சு விசிறி வீசுங்க; கழுத்து, அக்குள், தொடை இடுக்குல ஈரத் துணி அல்லது ஐஸ் பேக் வைங்க.',
  'Give sips of water only if fully awake; do not give anything by mouth if drowsy.':
    'முழு சுயநினைவோட இருந்தா மட்டும் கொஞ்சம் கொஞ்சமா தண்ணி குடுங்க; தூக்கக் கலக்கமா இருந்தா வாய் வழியா எதுவும் குடுக்காதீங்க.',
  'Confusion, fits, unconsciousness or very hot skin after heat exposure is an emergency':
    'வெயில்ல இருந்ததுக்கு அப்புறம் குழப்பம், வலிப்பு, நினைவு இழப்பு அல்லது ரொம்ப சூடான தோல் இருந்தா அது அவசர நிலை',
  'Heat exhaustion': 'வெப்பச் சோர்வு (ஹீட் எக்ஸாஸ்ஷன்)',
  'Move to a cool, shaded place, lie down and raise the feet.':
    'குளிர்ச்சியான, நிழலான இடத்துக்குப் போய், படுத்து, கால்களை உயர்த்தி வைங்க.',
  'Drink water, ORS, buttermilk, lemon water or aam panna.':
    'தண்ணி, ORS கரைசல், மோர், எலுமிச்சை ஜூஸ் அல்லது மாங்காய் ஜூஸ் (ஆம் பன்னா) குடிங்க.',
  'Cool the skin with wet cloths and a fan.': 'ஈரத் துணியாலயும் ஃபேன் காத்தாலயும் தோலைக் குளிர வைங்க.',
  'Avoid going out between noon and 4 pm in heat waves; wear a cap and loose cotton clothes.':
    'அனல் காத்து வீசும் நாட்கள்ல மதியம் 12 மணியில இருந்து 4 மணி வரைக்கும் வெளியே போகாதீங்க; தொப்பியும் தளர்வான பருத்தித் துணியும் போடுங்க.',
  'Not better within 30 minutes of cooling and fluids':
    'குளிர வச்சு, தண்ணி குடுத்து 30 நிமிஷத்துக்குள்ள சரியாகலைன்னா',
  'Confusion, stopping sweating or fainting — treat as heat stroke and call 108':
    'குழப்பம், வியர்வை நின்னு போதல் அல்லது மயக்கம் — வெயில் தாக்கம் (ஹீட் ஸ்ட்ரோக்) மாதிரியே கவனிச்சு 108-க்கு போன் பண்ணுங்க',
  'Call 108 and go to the nearest hospital now — anti-snake venom is free at government hospitals.':
    '108-க்கு போன் பண்ணி, உடனே பக்கத்துல இருக்கற ஆஸ்பத்திரிக்குப் போங்க — அரசு ஆஸ்பத்திரிகள்ல பாம்பு விஷ முறிவு மருந்து (ஆன்டி-ஸ்னேக் வெனம்) இலவசம்.',
  'Keep calm and still; keep the bitten limb still and below heart level. Remove rings, bangles and tight clothing.':
    'அமைதியா, அசையாம இருங்க; கடிபட்ட கையையோ காலையோ அசைக்காம, இதயத்தோட உயரத்துக்குக் கீழ வச்சிருங்க. மோதிரம், வளையல், இறுக்கமான துணிகளைக் கழட்டுங்க.',
  'Do not cut the wound, suck out venom, tie a tight tourniquet, apply herbs or visit a traditional healer — these waste time.':
    'காயத்தை வெட்டாதீங்க, விஷத்தை வாயால உறிஞ்சாதீங்க, இறுக்கமா கட்டுப் போடாதீங்க, பச்சிலை வைக்காதீங்க, நாட்டு வைத்தியர்கிட்ட போகாதீங்க — இதெல்லாம் நேரத்தை வீணாக்கும்.',
  'Note the time of the bite; take a photo of the snake only if it is safe.':
    'கடிச்ச நேரத்தைக் குறிச்சு வைங்க; பாதுகாப்பா இருந்தா மட்டும் பாம்பை போட்டோ எடுங்க.',
  'Even without pain, krait bites (often at night while sleeping on the floor) can cause drooping eyelids and breathing failure hours later':
    'வலி இல்லைன்னாலும், கட்டுவிரியன் கடி (பெரும்பாலும் ராத்திரி தரையில தூங்கும்போது) சில மணி நேரம் கழிச்சு கண் இமை தொங்குதலையும் மூச்சு நின்னு போறதையும் உண்டாக்கலாம்',
  'Dog or animal bite (rabies risk)': 'நாய் அல்லது விலங்கு கடி (ரேபிஸ் அபாயம்)',
  'Wash the wound at once with soap and running water for 15 minutes — this greatly reduces rabies risk.':
    'உடனே காயத்தை சோப்பு போட்டு, ஓடற தண்ணியில 15 நிமிஷம் கழுவுங்க — இது ரேபிஸ் அபாயத்தை ரொம்பவே குறைக்கும்.',
  'Go to a health centre today for anti-rabies vaccine (free at government hospitals) and, for deep bites, rabies immunoglobulin.':
    'இன்னைக்கே சுகாதார நிலையத்துக்குப் போய் வெறிநாய்க்கடி (ரேபிஸ்) தடுப்பூசி போட்டுக்கோங்க (அரசு ஆஸ்பத்திரிகள்ல இலவசம்); ஆழமான கடியா இருந்தா ரேபிஸ் இம்யூனோகுளோபுலின் ஊசியும் போடணும்.',
  'Do not apply chilli, turmeric, oil or other substances, and do not stitch or bandage tightly.':
    'மிளகாய், மஞ்சள், எண்ணெய் அல்லது வேற எதையும் தடவாதீங்க; தையல் போடவோ இறுக்கமா கட்டுப் போடவோ கூடாது.',
  'Complete every vaccine dose on the schedule the doctor gives.':
    'டாக்டர் சொல்ற அட்டவணைப்படி எல்லா தடுப்பூசி டோஸ்களையும் தவறாம போட்டு முடிங்க.',
  'Deep bites, bites on the face, head or hands, or multiple bites — go today, do not wait':
    'ஆழமான கடி, முகம், தலை அல்லது கையில கடி, அல்லது பல இடத்துல கடி — இன்னைக்கே போங்க, காத்திருக்காதீங்க',
  'Bleeding that will not stop': 'நிக்காத ரத்தப்போக்கு',
  'Go to the nearest hospital now, especially for a child; keep the person calm and still.':
    'உடனே பக்கத்துல இருக்கற ஆஸ்பத்திரிக்குப் போங்க, முக்கியமா குழந்தையா இருந்தா; அவங்களை அமைதியா, அசையாம வச்சிருங்க.',
  'A cold pack on the sting helps pain. Do not cut or suck the sting.':
    'கொட்டின இடத்துல ஐஸ் ஒத்தடம் வச்சா வலி குறையும். கொட்டின இடத்தை வெட்டவோ வாயால உறிஞ்சவோ கூடாது.',
  'Sweating, vomiting, cold limbs, breathlessness or restlessness after a sting — call 108':
    'கொட்டினதுக்கு அப்புறம் வியர்வை, வாந்தி, கை கால் சில்லிட்டுப் போதல், மூச்சு வாங்குதல் அல்லது நிம்மதியில்லாம தவித்தல் — 108-க்கு போன் பண்ணுங்க',
  'Insect bite or sting (local reaction)': 'பூச்சிக் கடி அல்லது கொட்டு (அந்த இடத்தில் மட்டும் எதிர்வினை)',
  'Scrape out a bee sting with a fingernail or card, then wash with soap and water.':
    'தேனீ கொட்டிய முள்ளை நகத்தால அல்லது ஒரு கார்டால சுரண்டி எடுங்க, பிறகு சோப்பு தண்ணீரால கழுவுங்க.',
  'A cold pack on the spot for 10 minutes eases pain and swelling; keep the part raised.':
    'அந்த இடத்துல 10 நிமிஷம் ஐஸ் ஒத்தடம் குடுத்தா வலியும் வீக்கமும் குறையும்; அந்த பகுதியை உயர்த்தி வைங்க.',
  'Many stings at once, a sting inside the mouth, or redness that spreads and gets hot after a day or two':
    'ஒரே நேரத்துல நிறைய கொட்டு, வாய்க்குள்ள கொட்டு, அல்லது ஒன்றிரண்டு நாள்ல பரவி சூடாகுற சிவப்பு',
  'Severe allergic reaction (anaphylaxis)': 'கடுமையான அலர்ஜி (அனாஃபிலாக்ஸிஸ்)',
  'Call 108 now. If the person has an adrenaline auto-injector, use it.':
    'உடனே 108-க்கு போன் பண்ணுங்க. அவங்ககிட்ட அட்ரினலின் ஆட்டோ-இன்ஜெக்டர் இருந்தா, அதைப் பயன்படுத்துங்க.',
  'Lie them flat with legs raised; if breathing is hard, let them sit up.':
    'கால்களை உயர்த்தி வச்சு நேரா படுக்க வைங்க; மூச்சு விட கஷ்டமா இருந்தா உட்கார விடுங்க.',
  'Swelling of lips or throat, breathing difficulty or fainting after a food, medicine or sting':
    'ஏதாவது சாப்பாடு, மருந்து அல்லது பூச்சி கொட்டினதுக்கு அப்புறம் உதடு அல்லது தொண்டை வீக்கம், மூச்சுத் திணறல் அல்லது மயக்கம்',
  'Poisoning (pesticide, chemical, medicine overdose)':
    'விஷம் (பூச்சிமருந்து, ரசாயனம், அளவுக்கு மீறி மாத்திரை)',
  'Call 108 now. Do not make the person vomit and do not give milk, salt water or oil.':
    'உடனே 108-க்கு போன் பண்ணுங்க. வாந்தி எடுக்க வைக்காதீங்க; பால், உப்புத் தண்ணி, எண்ணெய் எதுவும் குடுக்காதீங்க.',
  'Remove clothes soaked in pesticide and wash skin with soap and water (wear gloves).':
    'பூச்சிமருந்துல நனைஞ்ச துணிகளைக் கழட்டி, தோலை சோப்பும் தண்ணியும் வச்சுக் கழுவுங்க (கையுறை போட்டுக்கோங்க).',
  'Take the container or strip to hospital. If it was deliberate, Tele-MANAS 14416 can support later.':
    'அந்த டப்பா அல்லது மாத்திரை அட்டையை ஆஸ்பத்திரிக்கு எடுத்துட்டுப் போங்க. வேணும்னே செஞ்சதா இருந்தா, அப்புறம் டெலி-மனஸ் 14416 உதவும்.',
  'Any swallowed pesticide, kerosene, acid or extra medicines is an emergency even if the person looks well':
    'பூச்சிமருந்து, மண்ணெண்ணெய், ஆசிட் அல்லது அதிகப்படியான மாத்திரைகள் எதை முழுங்கியிருந்தாலும், அவங்க நல்லா இருக்கற மாதிரி தெரிஞ்சாலும் அது அவசர நிலை',
  'Burns and scalds': 'தீக்காயம், சுடுதண்ணி காயம்',
  'Cool the burn under cool running tap water for 20 minutes as soon as possible.':
    'எவ்வளவு சீக்கிரம் முடியுமோ, அவ்வளவு சீக்கிரம் காயத்தை குழாய்ல ஓடற குளிர்ந்த தண்ணியில 20 நிமிஷம் காட்டுங்க.',
  'Remove rings and clothing near the burn unless stuck to the skin.':
    'காயத்துக்குப் பக்கத்துல இருக்கற மோதிரம், துணிகளைக் கழட்டுங்க — தோலோட ஒட்டியிருந்தா மட்டும் கழட்டாதீங்க.',
  'Cover loosely with cling film or a clean cloth. Do not apply toothpaste, ghee, oil, ice or turmeric; do not burst blisters.':
    'கிளிங் ஃபிலிம் (பிளாஸ்டிக் உறை) அல்லது சுத்தமான துணியால தளர்வா மூடுங்க. பற்பசை, நெய், எண்ணெய், ஐஸ், மஞ்சள் எதுவும் தடவாதீங்க; கொப்புளங்களை உடைக்காதீங்க.',
  'Burns larger than the person’s palm, deep (white or charred), or on face, hands, feet, genitals or joints — go to hospital':
    'அவங்க உள்ளங்கையை விட பெரிய தீக்காயம், ஆழமான காயம் (வெள்ளையா அல்லது கருகிப் போய்), அல்லது முகம், கை, கால், பிறப்புறுப்பு, மூட்டுகள்ல காயம் — ஆஸ்பத்திரிக்குப் போங்க',
  'Any burn in a baby, or electrical, chemical or smoke-inhalation burns — call 108':
    'குழந்தைக்கு எந்தத் தீக்காயமும், அல்லது மின்சாரம், ரசாயனம், புகையை சுவாசிச்சதால ஏற்பட்ட காயம் — 108-க்கு போன் பண்ணுங்க',
  'Broken bone (fracture)': 'எலும்பு முறிவு (ஃப்ராக்சர்)',
  'Keep the injured part still with a splint or sling; do not try to straighten it.':
    'அடிபட்ட பகுதியை சப்போர்ட் கட்டை (ஸ்ப்லின்ட்) அல்லது தொட்டில் கட்டு (ஸ்லிங்) வச்சு அசையாம வைங்க; நேரா நிமிர்த்த முயற்சி பண்ணாதீங்க.',
  'Apply a cold pack wrapped in cloth; get an X-ray today.':
    'துணியில சுத்தின ஐஸ் ஒத்தடம் குடுங்க; இன்னைக்கே எக்ஸ்-ரே எடுங்க.',
  'Avoid traditional bone-setting massage, which can cause lasting damage.':
    'நாட்டு எலும்பு கட்டு / புத்தூர் கட்டு மாதிரி மசாஜ் பண்ற பாரம்பரிய முறையைத் தவிர்த்திடுங்க, அது நிரந்தர பாதிப்பை உண்டாக்கலாம்.',
  'Bone through the skin, heavy bleeding, or a cold, numb or pale limb — call 108':
    'தோலைக் கிழிச்சு வெளியே தெரியற எலும்பு, அதிக ரத்தப்போக்கு, அல்லது சில்லிட்டு, மரத்து, வெளுத்துப் போன கை அல்லது கால் — 108-க்கு போன் பண்ணுங்க',
  'Suspected neck, back, hip or thigh fracture — do not move the person; call 108':
    'கழுத்து, முதுகு, இடுப்பு அல்லது தொடை எலும்பு முறிஞ்சிருக்கலாம்னு சந்தேகம் — அவங்களை நகர்த்தாதீங்க; 108-க்கு போன் பண்ணுங்க',
  'Sprain or strain': 'சுளுக்கு அல்லது தசைப் பிடிப்பு',
  'Rest, cold pack wrapped in cloth for 20 minutes every few hours, firm (not tight) bandage, and keep it raised.':
    'ஓய்வு குடுங்க; துணியில சுத்தின ஐஸ் ஒத்தடம் சில மணி நேரத்துக்கு ஒரு தடவை 20 நிமிஷம் வைங்க; அழுத்தமா (ஆனா இறுக்கமா இல்லாம) கட்டுப் போடுங்க; அந்த இடத்தை உயர்த்தி வைங்க.',
  'Start gentle movement after 2 days.': '2 நாளுக்கு அப்புறம் மெதுவா அசைக்க ஆரம்பிங்க.',
  'Cannot put any weight on it, or it looks deformed — get an X-ray':
    'கொஞ்சம் கூட ஊன்ற முடியலைன்னா, அல்லது கோணலா தெரிஞ்சா — எக்ஸ்-ரே எடுங்க',
  'Not improving after a week': 'ஒரு வாரம் ஆகியும் முன்னேற்றம் இல்லைன்னா',
  'Rest and have someone stay with you for 24 hours.':
    'ஓய்வெடுங்க; 24 மணி நேரத்துக்கு யாராவது ஒருத்தர் உங்க கூடவே இருக்கட்டும்.',
  'Avoid alcohol, driving and sports until checked.':
    'டாக்டர் பாக்கற வரைக்கும் மது, வண்டி ஓட்டறது, விளையாட்டு இவற்றைத் தவிர்த்திடுங்க.',
  'See a doctor today if you are elderly or take blood thinners.':
    'நீங்க வயசானவரா இருந்தாலோ, ரத்தத்தை இளக்கற மாத்திரை சாப்பிட்டா இருந்தாலோ இன்னைக்கே டாக்டரைப் பாருங்க.',
  'Knocked out, fit, repeated vomiting, confusion, worsening headache, bleeding from ear or nose, or weakness — call 108':
    'மயங்கி விழுதல், வலிப்பு, திரும்பத் திரும்ப வாந்தி, குழப்பம், அதிகமாகற தலைவலி, காது அல்லது மூக்குல ரத்தம், அல்லது பலவீனம் — 108-க்கு போன் பண்ணுங்க',
  'Severe bleeding from a wound': 'காயத்துல இருந்து கடுமையான ரத்தப்போக்கு',
  'Call 108. Press firmly on the wound with a clean cloth and do not let go; add more cloth on top if it soaks through.':
    '108-க்கு போன் பண்ணுங்க. சுத்தமான துணியால காயத்தை அழுத்தமா பிடிங்க, விடாதீங்க; துணி நனைஞ்சுட்டா அதுக்கு மேலயே இன்னொரு துணியை வைங்க.',
  'Raise the injured part and lie the person down.':
    'அடிபட்ட பகுதியை உயர்த்தி வைங்க, அவங்களைப் படுக்க வைங்க.',
  'Bleeding that will not stop, spurting blood, or dizziness and pale, cold skin':
    'நிக்காத ரத்தப்போக்கு, பீறிட்டு வர்ற ரத்தம், அல்லது தலைசுற்றலோட வெளுத்து சில்லிட்ட தோல்',
  'Cut or wound': 'வெட்டு அல்லது காயம்',
  'Press on the cut with a clean cloth until the bleeding stops, then rinse it under clean running water.':
    'ரத்தம் நிக்கற வரைக்கும் சுத்தமான துணியால வெட்டின இடத்தை அழுத்திப் பிடிங்க, அப்புறம் ஓடுற சுத்தமான தண்ணியில கழுவுங்க.',
  'Cover it with a clean dressing and keep it clean and dry; do not put mud, ash, coffee powder or toothpaste on it.':
    'சுத்தமான கட்டுத்துணியால மூடி, சுத்தமாவும் ஈரமில்லாமலும் வச்சுக்கோங்க; அது மேல மண், சாம்பல், காபி பொடி, பற்பசை எதுவும் போடாதீங்க.',
  'If your last tetanus injection was more than 10 years ago, or you do not know, get one within a day.':
    'கடைசியா டெட்டனஸ் ஊசி போட்டு 10 வருஷத்துக்கு மேல ஆயிருந்தா, இல்ல எப்போ போட்டீங்கன்னு தெரியலைன்னா, ஒரு நாளுக்குள்ள போட்டுக்கோங்க.',
  'Bleeding that does not stop after 10 minutes of firm pressure — call 108':
    '10 நிமிஷம் அழுத்தமா பிடிச்சும் ரத்தம் நிக்கலைன்னா — 108-க்கு போன் பண்ணுங்க',
  'A deep, gaping or long cut, a cut on the face, or glass, dirt or rust in it — go to a hospital today':
    'ஆழமான, பிளந்து திறந்த அல்லது நீளமான வெட்டு, முகத்துல வெட்டு, அல்லது உள்ள கண்ணாடி, மண், துரு இருந்தா — இன்னைக்கே ஆஸ்பத்திரிக்குப் போங்க',
  'Spreading redness, pus, fever or pain that gets worse — see a doctor today':
    'சிவப்பு பரவுனா, சீழ் வச்சா, காய்ச்சல் வந்தா, இல்ல வலி அதிகமானா — இன்னைக்கே டாக்டரைப் பாருங்க',
  'Diabetes (high blood sugar)': 'சர்க்கரை நோய் (ரத்தத்துல சர்க்கரை அதிகம்)',
  'Get a fasting sugar and HbA1c test; screening is free at government health centres.':
    'வெறும் வயித்துல சுகர் பரிசோதனையும் HbA1c பரிசோதனையும் பண்ணுங்க; அரசு சுகாதார நிலையங்கள்ல இந்தப் பரிசோதனை இலவசம்.',
  'Eat more vegetables, dal and whole grains; cut sweets, sugary drinks, white rice and maida.':
    'காய்கறிகள், பருப்பு, முழு தானியங்கள் அதிகமா சாப்பிடுங்க; இனிப்பு, சர்க்கரை பானங்கள், வெள்ளை அரிசி, மைதாவைக் குறைங்க.',
  'Walk at least 30 minutes most days; keep a healthy weight.':
    'பெரும்பாலான நாள் குறைஞ்சது 30 நிமிஷம் நடங்க; உடம்பு எடையைச் சரியான அளவுல வச்சிருங்க.',
  'If on diabetes medicines, take them as prescribed; check feet daily.':
    'சர்க்கரை நோய்க்கு மாத்திரை சாப்பிட்டா, டாக்டர் எழுதிக் குடுத்தபடி சாப்பிடுங்க; தினமும் கால்களைப் பாருங்க.',
  'Vomiting, deep fast breathing, fruity breath or drowsiness with high sugar — go to hospital':
    'சுகர் அதிகமா இருந்து வாந்தி, ஆழமான வேகமான மூச்சு, மூச்சுல பழ வாசனை அல்லது தூக்கக் கலக்கம் — ஆஸ்பத்திரிக்குப் போங்க',
  'A foot wound that is red, black or smelly': 'சிவந்த, கருத்த அல்லது நாத்தமடிக்கற கால் புண்',
  'Low blood sugar (hypo)': 'ரத்த சர்க்கரை குறைவு (லோ சுகர் / ஹைப்போ)',
  'If awake and able to swallow, take something sugary now: glucose, sugar in water, fruit juice or sweets. Then eat a proper snack.':
    'முழிச்சிருந்து விழுங்க முடிஞ்சா, உடனே ஏதாவது இனிப்பா சாப்பிடுங்க: குளுக்கோஸ், தண்ணியில சர்க்கரை, பழ ஜூஸ் அல்லது மிட்டாய். அப்புறம் சரியான சிற்றுண்டி சாப்பிடுங்க.',
  'Recheck sugar after 15 minutes and repeat if still low.':
    '15 நிமிஷம் கழிச்சு மறுபடியும் சுகர் பாருங்க; இன்னும் குறைவா இருந்தா மறுபடியும் அதே மாதிரி செய்யுங்க.',
  'Tell your doctor — your diabetes medicines may need changing.':
    'உங்க டாக்டர்கிட்ட சொல்லுங்க — உங்க சர்க்கரை நோய் மாத்திரைகளை மாத்த வேண்டியிருக்கலாம்.',
  'Drowsy, confused, fitting or unconscious — do not give anything by mouth; call 108':
    'தூக்கக் கலக்கம், குழப்பம், வலிப்பு அல்லது நினைவு இழப்பு — வாய் வழியா எதுவும் குடுக்காதீங்க; 108-க்கு போன் பண்ணுங்க',
  'Very high sugar emergency (diabetic ketoacidosis)':
    'ரத்த சர்க்கரை ரொம்ப அதிகமான அவசர நிலை (டயபடிக் கீட்டோஅசிடோசிஸ்)',
  'Go to hospital now; sip water on the way if awake. Do not stop insulin.':
    'உடனே ஆஸ்பத்திரிக்குப் போங்க; சுயநினைவோட இருந்தா போற வழியில கொஞ்சம் கொஞ்சமா தண்ணி குடிங்க. இன்சுலினை நிறுத்தாதீங்க.',
  'High sugar with vomiting, deep breathing, fruity breath, stomach pain or drowsiness':
    'சுகர் அதிகமா இருந்து வாந்தி, ஆழமான மூச்சு, மூச்சுல பழ வாசனை, வயிற்று வலி அல்லது தூக்கக் கலக்கம்',
  'Underactive thyroid (hypothyroidism)': 'தைராய்டு குறைவு (ஹைப்போதைராய்டிசம்)',
  'Get a thyroid (TSH) blood test.': 'தைராய்டு (TSH) ரத்தப் பரிசோதனை பண்ணுங்க.',
  'Use iodised salt at home.': 'வீட்டுல அயோடின் கலந்த உப்பைப் பயன்படுத்துங்க.',
  'If prescribed thyroid medicine, take it every day on an empty stomach as advised.':
    'தைராய்டு மாத்திரை எழுதிக் குடுத்திருந்தா, சொன்னபடி தினமும் வெறும் வயித்துல சாப்பிடுங்க.',
  'Extreme drowsiness, confusion or feeling very cold':
    'ரொம்ப அதிகமான தூக்கக் கலக்கம், குழப்பம் அல்லது ரொம்ப குளிரா இருத்தல்',
  'A neck swelling that grows quickly or makes swallowing or breathing hard':
    'சீக்கிரமா பெருசாகற கழுத்து வீக்கம், அல்லது விழுங்கறதையோ மூச்சு விடறதையோ கஷ்டமாக்கற கழுத்து வீக்கம்',
  'Overactive thyroid (hyperthyroidism)': 'தைராய்டு அதிகம் (ஹைப்பர்தைராய்டிசம்)',
  'Get a thyroid blood test.': 'தைராய்டு ரத்தப் பரிசோதனை பண்ணுங்க.',
  'Cut down on tea, coffee and energy drinks while waiting.':
    'டாக்டரைப் பாக்கற வரைக்கும் டீ, காபி, எனர்ஜி டிரிங்க் இவற்றைக் குறைங்க.',
  'Very fast heartbeat, fever, confusion or chest pain — go to hospital':
    'ரொம்ப வேகமான இதயத் துடிப்பு, காய்ச்சல், குழப்பம் அல்லது நெஞ்சு வலி — ஆஸ்பத்திரிக்குப் போங்க',
  'Anaemia (low haemoglobin, often iron deficiency)':
    'ரத்தசோகை (ஹீமோகுளோபின் குறைவு, பெரும்பாலும் இரும்புச்சத்து குறைவால)',
  'Get a haemoglobin test; it is free at government health centres (Anaemia Mukt Bharat).':
    'ஹீமோகுளோபின் பரிசோதனை பண்ணுங்க; அரசு சுகாதார நிலையங்கள்ல இது இலவசம் (அனீமியா முக்த் பாரத்).',
  'Eat iron-rich foods: green leafy vegetables, jaggery, dates, dal, chana, eggs, meat; add lemon or amla to help absorption.':
    'இரும்புச்சத்து நிறைஞ்ச சாப்பாடு சாப்பிடுங்க: கீரை வகைகள், வெல்லம், பேரீச்சம்பழம், பருப்பு, கொண்டைக்கடலை, முட்டை, இறைச்சி; இரும்புச்சத்து உடம்புல சேர எலுமிச்சை அல்லது நெல்லிக்காய் சேர்த்துக்கோங்க.',
  'Avoid tea or coffee with meals.': 'சாப்பாட்டோட டீ, காபி குடிக்காதீங்க.',
  'Iron and folic acid supplements are given free to pregnant women, adolescents and children — take them as the health worker advises.':
    'கர்ப்பிணிப் பெண்கள், வளரிளம் பருவத்தினர், குழந்தைகளுக்கு இரும்புச்சத்து, ஃபோலிக் ஆசிட் மாத்திரைகள் இலவசமா குடுக்கறாங்க — சுகாதாரப் பணியாளர் சொன்னபடி சாப்பிடுங்க.',
  'Breathless at rest, chest pain or fainting':
    'ஓய்வா இருக்கும்போதே மூச்சு வாங்குதல், நெஞ்சு வலி அல்லது மயக்கம்',
  'Black stools or heavy bleeding': 'கருப்பா மலம் அல்லது அதிக ரத்தப்போக்கு',
  'Anaemia in pregnancy': 'கர்ப்ப காலத்துல ரத்தசோகை',
  'Vitamin B12 deficiency': 'வைட்டமின் B12 குறைபாடு',
  'Get a B12 blood test, especially if vegetarian or on long-term diabetes or acidity medicines.':
    'B12 ரத்தப் பரிசோதனை பண்ணுங்க, முக்கியமா சைவமா இருந்தாலோ, நீண்ட காலமா சர்க்கரை நோய் அல்லது அசிடிட்டி மாத்திரை சாப்பிட்டா இருந்தாலோ.',
  'Include milk, curd, paneer, eggs, fish or fortified foods.':
    'பால், தயிர், பனீர், முட்டை, மீன் அல்லது சத்து சேர்க்கப்பட்ட (ஃபோர்டிஃபைடு) சாப்பாடு சேர்த்துக்கோங்க.',
  'Difficulty walking, worsening numbness or confusion':
    'நடக்க கஷ்டம், அதிகமாகற மரத்துப் போதல் அல்லது குழப்பம்',
  'Knee and joint wear (osteoarthritis)': 'முழங்கால், மூட்டு தேய்மானம் (ஆஸ்டியோஆர்த்ரைட்டிஸ்)',
  'Stay active: walking and thigh-strengthening exercises protect the knee.':
    'சுறுசுறுப்பா இருங்க: நடையும், தொடைத் தசையை பலப்படுத்தற பயிற்சிகளும் முழங்காலைப் பாதுகாக்கும்.',
  'Lose weight if overweight; use a chair instead of squatting on the floor.':
    'எடை அதிகமா இருந்தா குறைங்க; தரையில குந்தி உட்காராம நாற்காலியைப் பயன்படுத்துங்க.',
  'Warm compresses ease stiffness.': 'வெதுவெதுப்பான ஒத்தடம் இறுக்கத்தைக் குறைக்கும்.',
  'A hot, red, swollen joint with fever': 'காய்ச்சலோட சூடா, சிவந்து, வீங்கின மூட்டு',
  'Unable to bear weight': 'கால ஊன்றவே முடியாமை',
  'Rheumatoid arthritis': 'முடக்கு வாதம் (ருமட்டாய்டு ஆர்த்ரைட்டிஸ்)',
  'Book a doctor visit soon: early treatment prevents joint damage.':
    'சீக்கிரமே டாக்டரைப் பாக்க நேரம் வாங்குங்க: ஆரம்பத்துலயே சிகிச்சை எடுத்தா மூட்டு பாதிப்பைத் தடுக்கலாம்.',
  'Gentle exercise and warm water soaks for stiff hands.':
    'இறுகிப் போன கைகளுக்கு லேசான பயிற்சியும் வெதுவெதுப்பான தண்ணியில ஊற வைக்கறதும் உதவும்.',
  'A single very hot, swollen joint with fever': 'காய்ச்சலோட ஒரே ஒரு மூட்டு ரொம்ப சூடா வீங்கியிருத்தல்',
  Gout: 'கவுட் (யூரிக் ஆசிட் மூட்டு வலி)',
  'Rest and raise the joint; a cold pack wrapped in cloth helps.':
    'மூட்டுக்கு ஓய்வு குடுத்து உயர்த்தி வைங்க; துணியில சுத்தின ஐஸ் ஒத்தடம் உதவும்.',
  'Drink plenty of water; cut down on alcohol, red meat, organ meat and sugary drinks.':
    'நிறைய தண்ணி குடிங்க; மது, சிவப்பு இறைச்சி (ஆடு, மாடு), ஈரல் மாதிரி உள்ளுறுப்பு இறைச்சி, சர்க்கரை பானங்கள் இவற்றைக் குறைங்க.',
  'Fever or shivering with a hot joint (possible joint infection)':
    'சூடான மூட்டோட காய்ச்சல் அல்லது நடுக்கம் (மூட்டுல தொற்றா இருக்கலாம்)',
  'Low back pain': 'கீழ் முதுகு வலி (இடுப்பு வலி)',
  'Keep moving gently; bed rest slows recovery.':
    'மெதுவா அசைஞ்சுட்டே இருங்க; படுக்கையிலயே ஓய்வெடுத்தா குணமாக தாமதமாகும்.',
  'Warm compresses and gentle stretches.': 'வெதுவெதுப்பான ஒத்தடமும் லேசான நீட்டி மடக்கற பயிற்சியும்.',
  'Lift with bent knees; take breaks from long sitting.':
    'பொருளைத் தூக்கும்போது முழங்காலை மடக்கித் தூக்குங்க; ரொம்ப நேரம் உட்கார்ந்திருந்தா இடையிடையே எழுந்திருங்க.',
  'Numbness around the genitals or buttocks, loss of bladder or bowel control, or weakness in both legs — go to hospital now':
    'பிறப்புறுப்பு அல்லது பிட்டத்தைச் சுத்தி மரத்துப் போதல், சிறுநீர் அல்லது மலத்தை அடக்க முடியாமை, அல்லது ரெண்டு கால்லயும் பலவீனம் — உடனே ஆஸ்பத்திரிக்குப் போங்க',
  'Back pain with fever, weight loss or after a fall':
    'காய்ச்சல், எடை குறைதலோட முதுகு வலி, அல்லது கீழ விழுந்ததுக்கு அப்புறம் முதுகு வலி',
  'Sciatica (trapped nerve in the back)': 'சியாட்டிகா (முதுகுல நரம்பு அழுத்தப்படுதல்)',
  'Keep active with gentle walking and stretches.':
    'மெதுவா நடந்தும், நீட்டி மடக்கற பயிற்சி செஞ்சும் சுறுசுறுப்பா இருங்க.',
  'Warm compresses; avoid lifting heavy loads.':
    'வெதுவெதுப்பான ஒத்தடம் குடுங்க; கனமான பொருட்களைத் தூக்காதீங்க.',
  'Weakness in both legs, or loss of bladder or bowel control — emergency':
    'ரெண்டு கால்லயும் பலவீனம், அல்லது சிறுநீர் அல்லது மலத்தை அடக்க முடியாமை — அவசர நிலை',
  'Neck pain / cervical spondylosis': 'கழுத்து வலி / கழுத்து எலும்புத் தேய்மானம் (செர்விகல் ஸ்பாண்டிலோசிஸ்)',
  'Keep screens at eye level and take breaks every 30 minutes.':
    'கம்ப்யூட்டர்/போன் திரையைக் கண் மட்டத்துல வைங்க; 30 நிமிஷத்துக்கு ஒரு தடவை இடைவேளை எடுங்க.',
  'Gentle neck exercises and warm compresses.': 'லேசான கழுத்துப் பயிற்சிகளும் வெதுவெதுப்பான ஒத்தடமும்.',
  'Use one firm pillow.': 'கெட்டியான ஒரே ஒரு தலையணை பயன்படுத்துங்க.',
  'Neck stiffness with fever or headache — emergency':
    'காய்ச்சல் அல்லது தலைவலியோட கழுத்து விறைப்பு — அவசர நிலை',
  'Weakness or clumsiness in arms or legs': 'கை அல்லது கால்கள்ல பலவீனம் அல்லது தடுமாற்றம்',
  'Frozen shoulder': 'தோள்பட்டை இறுக்கம் (ஃப்ரோசன் ஷோல்டர்)',
  'Keep the shoulder moving with gentle exercises; physiotherapy helps.':
    'லேசான பயிற்சிகளால தோள்பட்டையை அசைச்சுட்டே இருங்க; பிசியோதெரபி உதவும்.',
  'Warm compresses.': 'வெதுவெதுப்பான ஒத்தடம்.',
  'Left shoulder or arm pain with chest pain, sweating or breathlessness — could be the heart; call 108':
    'நெஞ்சு வலி, வியர்வை அல்லது மூச்சு வாங்குதலோட இடது தோள்பட்டை அல்லது இடது கை வலி — இதயப் பிரச்சனையா இருக்கலாம்; 108-க்கு போன் பண்ணுங்க',
  'Spotting in pregnancy': 'கர்ப்ப காலத்துல லேசான ரத்தக் கறை (ஸ்பாட்டிங்)',
  'See your ANM, ASHA or doctor today so the pregnancy can be checked; take your pregnancy card (MCP card).':
    'கர்ப்பத்தைப் பரிசோதிக்க இன்னைக்கே உங்க ANM (கிராம சுகாதார செவிலியர்), ASHA பணியாளர் அல்லது டாக்டரைப் பாருங்க; உங்க கர்ப்ப அட்டையை (தாய்-சேய் நல அட்டை / MCP கார்டு) எடுத்துட்டுப் போங்க.',
  'Rest, and use a pad (not a tampon) so you can see how much blood there is.':
    'ஓய்வு எடுங்க; எவ்வளவு ரத்தம் போகுதுன்னு பாக்க முடியற மாதிரி நாப்கின் (பேட்) வச்சுக்கோங்க, டேம்பன் வேண்டாம்.',
  'Bleeding like a period or with clots, belly pain, shoulder-tip pain, dizziness or fainting — go to hospital now':
    'மாதவிடாய் மாதிரி ரத்தப்போக்கு அல்லது ரத்தக் கட்டி போதல், வயித்து வலி, தோள்பட்டை நுனியில வலி, தலைசுற்றல் அல்லது மயக்கம் — உடனே ஆஸ்பத்திரிக்குப் போங்க',
};

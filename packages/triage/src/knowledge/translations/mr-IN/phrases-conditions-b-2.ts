/** Marwari (mr-IN) translations of the triage knowledge base: conditions (second half), part 2 of 2. */
export const PHRASES_CONDITIONS_B_2: Record<string, string> = {
  'Call 108 and go to hospital now; keep the baby warm with skin-to-skin contact and keep trying to breastfeed on the way.':
    "108 पर फोन करो अर अबार ही अस्पताल जावो; टाबर नै मां री छाती सूं चिपकाय'र (चामड़ी सूं चामड़ी) गरम राखो अर रस्तै में दूध पावण री कोसिस करता रैवो।",
  'Baby feels cold, or has fever, in the first two months of life':
    'जलम रै पैला दो महीनां में टाबर ठंडो लागै या ताव हुवै',
  'Bronchiolitis (chest infection in babies)': 'ब्रोंकियोलाइटिस (नान्हा टाबरां री छाती रो इन्फेक्सन)',
  'Saline drops can clear a blocked nose before feeds.':
    'दूध पावण सूं पैली खारै पाणी (सलाइन) री बूंदां सूं बंद नाक खुल सकै है।',
  'Keep the baby away from smoke.': 'टाबर नै धूंवै सूं आगो राखो।',
  'Pauses in breathing or blue lips': 'सांस बिचाळै रुकणी या नीळा होठ',
  Croup: 'क्रुप (टाबरां री भूंसण जिसी खांसी)',
  'Keep the child calm and sitting upright; crying makes it worse.':
    'टाबर नै सांत अर सीधो बैठ्योड़ो राखो; रोवण सूं तकलीफ बधै है।',
  'Do not use steam or hot water near the child (burn risk).':
    'टाबर कनै भाप या तातो पाणी मत राखो (दाझण रो खतरो)।',
  'Noisy breathing even at rest, chest sinking in, drooling, or blue lips — call 108':
    'आराम में भी सांस री आवाज, छाती मांय धंसणी, लार टपकणी या नीळा होठ — 108 पर फोन करो',
  'Whooping cough (pertussis)': 'काळी खांसी (कुकर खांसी / पर्टुसिस)',
  'See a doctor within a day; babies under 6 months often need hospital care.':
    'एक दिन रै मांय डाक्टर नै दिखावो; 6 महीनां सूं छोटा टाबरां नै घणकरी बार अस्पताल में भरती करणो पड़ै है।',
  'Check that the child’s DPT vaccines are complete.':
    'देखो कै टाबर रा DPT टीका पूरा लाग्योड़ा है कै कोनी।',
  'Baby turning blue or stopping breathing during coughing fits':
    'खांसी रै दौरै में टाबर नीळो पड़णो या सांस रुकणी',
  'Not feeding or vomiting after every feed': 'दूध कोनी पीवै या हर बार दूध पावण पछै उल्टी',
  Chickenpox: 'छोटी माता (चिकनपॉक्स / अछबड़ा)',
  'Calamine lotion and cool baths ease the itch; keep nails short.':
    'कैलामाइन लोसन अर ठंडै पाणी सूं न्हावण सूं खाज में आराम मिलै है; नाखून छोटा राखो।',
  'Do not give ibuprofen or aspirin for chickenpox.': 'छोटी माता में आइबुप्रोफेन या एस्पिरिन मत देवो।',
  'Stay away from school, pregnant women and newborns until all spots crust over.':
    'जद तांई सगळा दाणां पर पपड़ी नीं जम जावै, स्कूल, पेट सूं लुगायां अर नुवा जलम्योड़ा टाबरां सूं आगा रैवो।',
  'Breathlessness, chest pain, confusion or fits': 'सांस फूलणी, छाती में दरद, होस-हवास गड़बड़ या दौरा',
  'Red, hot, swollen skin around blisters': 'छालां रै आसै-पासै लाल, ताती, सूज्योड़ी चामड़ी',
  'Chickenpox in a pregnant woman, newborn or person with low immunity':
    'पेट सूं लुगाई, नुवै जलम्योड़ै टाबर या कम इम्युनिटी वाळै मिनख नै छोटी माता',
  Measles: 'खसरो (ओरी)',
  'See a doctor; vitamin A is given to children with measles under the national programme.':
    'डाक्टर नै दिखावो; राष्ट्रीय कार्यक्रम में खसरै वाळा टाबरां नै विटामिन A दियो जावै है।',
  'Keep the child away from others for 4 days after the rash starts; check MR vaccination of siblings.':
    'दाणा निकळ्यां पछै 4 दिन तांई टाबर नै दूजां सूं आगो राखो; भाई-बैनां रो MR टीको लाग्योड़ो है कै कोनी, देखो।',
  'Fast or difficult breathing': 'तेज सांस या सांस लेवण में तकलीफ',
  'Drowsiness or fits': 'घणी ऊंघ या दौरा',
  'Diarrhoea with dehydration': 'डील में पाणी री कमी रै सागै दस्त',
  'Mumps (galsua)': 'गलसुआ (कनफेड़ / मम्प्स)',
  'Rest, drink fluids and eat soft food; avoid sour food like pickles and citrus.':
    'आराम करो, पाणी अर पतळी चीजां पीवो अर नरम खाणो खावो; खाटी चीजां जियां अचार अर नींबू-संतरा मत खावो।',
  'A warm or cold compress on the swelling.': 'सोजै पर कुणकुणी या ठंडी पट्टी (सेक) राखो।',
  'Stay home from school or work for 5 days after the swelling starts.':
    'सोजो सरू हुयां पछै 5 दिन तांई स्कूल या काम पर मत जावो, घरै रैवो।',
  'Stiff neck, severe headache or drowsiness': 'गरदन अकड़णी, घणो तेज माथो दुखणो या घणी ऊंघ',
  'Painful swollen testicles or severe belly pain': 'अंडकोस (फोतां) में दरद अर सोजो या पेट में घणो तेज दरद',
  'Hand, foot and mouth disease': 'हाथ, पग अर मूंडै री बीमारी (HFMD)',
  'Cool, soft food and drinks are easier on a sore mouth.':
    'ठंडो, नरम खाणो अर पेय दुखतै मूंडै सारू सोरा रैवै है।',
  'Wash hands well; keep the child home while unwell.':
    'चोखी तरियां हाथ धोवो; टाबर बीमार हुवै जद तांई उणनै घरै राखो।',
  'Not drinking or passing very little urine': 'कीं कोनी पीवणो या घणो थोड़ो पेसाब',
  'Drowsiness, fits or jerky movements': 'घणी ऊंघ, दौरा या झटका',
  'Febrile seizure (fit with fever in a young child)': 'ताव रो दौरो (छोटै टाबर नै ताव में दौरो)',
  'Lay the child on their side on a safe surface; do not put anything in the mouth or hold them down.':
    "टाबर नै सुरक्षित जगां पर पसवाड़ै सुवाण दो; मूंडै में कीं मत घालो अर उणनै पकड़'र दबावो मत।",
  'Note the time; call 108 if it is the first fit, lasts more than 5 minutes, or the child does not wake normally.':
    'टेम देखो; पैली बार दौरो हुवै, 5 मिनट सूं बेसी चालै, या टाबर ठीक सूं होस में नीं आवै तो 108 पर फोन करो।',
  'Fit longer than 5 minutes, another fit, or stiff neck, rash or drowsiness afterwards':
    '5 मिनट सूं लांबो दौरो, दूजो दौरो, या पछै गरदन अकड़णी, दाणा या घणी ऊंघ',
  'Newborn jaundice': 'नुवै जलम्योड़ै टाबर रो पीळियो',
  'Breastfeed often, every 2 to 3 hours.': 'बार-बार मां रो दूध पावो, हर 2 सूं 3 घंटां में।',
  'Get the baby’s bilirubin checked today; do not rely on sunlight treatment at home.':
    'आज ही टाबर री बिलीरुबिन री जांच करावो; घरै तावड़ो दिखावण रै भरोसै मत रैवो।',
  'Yellow palms or soles, jaundice in the first 24 hours, a sleepy baby not feeding, or pale stools':
    'हथेळी या पगथळी पीळी, पैला 24 घंटां में पीळियो, टाबर घणो ऊंघै अर दूध कोनी पीवै, या धोळी-फीकी टट्टी',
  'Heat stroke': 'लू लागणी (हीट स्ट्रोक)',
  'Call 108 now. Move the person to shade or a cool room and remove extra clothing.':
    'अबार ही 108 पर फोन करो। मिनख नै छियां में या ठंडै कमरै में ले जावो अर फालतू कपड़ा उतार दो।',
  'Cool them fast: wet the skin with cool water and fan them; put wet cloths or ice packs on the neck, armpits and groin.':
    'जल्दी ठंडो करो: चामड़ी नै ठंडै पाणी सूं भिजोवो अर पंखो करो; गरदन, कांख अर जांघ री जड़ पर गीला कपड़ा या बरफ री थैली राखो।',
  'Give sips of water only if fully awake; do not give anything by mouth if drowsy.':
    'पूरो होस हुवै जद ही घूंट-घूंट पाणी देवो; ऊंघतो हुवै तो मूंडै में कीं मत देवो।',
  'Confusion, fits, unconsciousness or very hot skin after heat exposure is an emergency':
    'गरमी या लू लाग्यां पछै होस-हवास गड़बड़, दौरा, बेहोसी या घणी ताती चामड़ी इमरजेंसी है',
  'Heat exhaustion': 'गरमी सूं थकाण (हीट एग्जॉसन)',
  'Move to a cool, shaded place, lie down and raise the feet.':
    'ठंडी, छियां वाळी जगां पर जावो, सूय जावो अर पग ऊंचा करो।',
  'Drink water, ORS, buttermilk, lemon water or aam panna.':
    'पाणी, ORS, छाछ, नींबू पाणी या आम रो पनो (कैरी रो पनो) पीवो।',
  'Cool the skin with wet cloths and a fan.': 'गीलै कपड़ै अर पंखै सूं चामड़ी नै ठंडी करो।',
  'Avoid going out between noon and 4 pm in heat waves; wear a cap and loose cotton clothes.':
    'लू चालती हुवै तो दोपारां 12 सूं 4 बजे तांई बारै मत निकळो; टोपी (साफो) अर ढीला सूती कपड़ा पैरो।',
  'Not better within 30 minutes of cooling and fluids':
    'ठंडो कर्यां अर पाणी पायां पछै 30 मिनट में सुधार कोनी',
  'Confusion, stopping sweating or fainting — treat as heat stroke and call 108':
    "होस-हवास गड़बड़, पसीनो बंद हुवणो या बेहोसी — इणनै लू लागणी (हीट स्ट्रोक) मान'र 108 पर फोन करो",
  'Call 108 and go to the nearest hospital now — anti-snake venom is free at government hospitals.':
    '108 पर फोन करो अर अबार ही नेड़लै अस्पताल जावो — सरकारी अस्पतालां में सांप रै जहर री दवाई (एंटी-स्नेक वेनम) मुफत है।',
  'Keep calm and still; keep the bitten limb still and below heart level. Remove rings, bangles and tight clothing.':
    'सांत अर थिर रैवो; काट्योड़ै हाथ या पग नै हलावो मत अर उणनै दिल सूं नीचो राखो। अंगूठी, चूड़ियां अर टाइट कपड़ा उतार दो।',
  'Do not cut the wound, suck out venom, tie a tight tourniquet, apply herbs or visit a traditional healer — these waste time.':
    "घाव नै काटो मत, जहर चूस'र मत काढो, कस'र पट्टी (बंध) मत बांधो, जड़ी-बूटी मत लगावो अर झाड़-फूंक वाळै (भोपै) कनै मत जावो — इणां में टेम बरबाद हुवै है।",
  'Note the time of the bite; take a photo of the snake only if it is safe.':
    'काटण रो टेम लिख लेवो; सांप री फोटो फगत जद लेवो जद ओ सुरक्षित हुवै।',
  'Even without pain, krait bites (often at night while sleeping on the floor) can cause drooping eyelids and breathing failure hours later':
    'दरद नीं हुवै तो भी करैत (काळै सांप) रो काटणो (घणकरो रात नै जमीं पर सूवतां) कीं घंटां पछै पलकां लटकणी अर सांस रुकणी कर सकै है',
  'Dog or animal bite (rabies risk)': 'कुत्तै या जिनावर रो काटणो (रेबीज रो खतरो)',
  'Wash the wound at once with soap and running water for 15 minutes — this greatly reduces rabies risk.':
    'घाव नै तुरंत साबुण अर बैवतै पाणी सूं 15 मिनट तांई धोवो — इणसूं रेबीज रो खतरो घणो घट जावै है।',
  'Go to a health centre today for anti-rabies vaccine (free at government hospitals) and, for deep bites, rabies immunoglobulin.':
    "आज ही स्वास्थ्य केंद्र जा'र रेबीज रो टीको लगवावो (सरकारी अस्पतालां में मुफत), अर ऊंडो काट्यो हुवै तो रेबीज इम्युनोग्लोबुलिन भी।",
  'Do not apply chilli, turmeric, oil or other substances, and do not stitch or bandage tightly.':
    "मिरच, हळदी, तेल या दूजी कोई चीज मत लगावो, अर टांका मत लगवावो या कस'र पट्टी मत बांधो।",
  'Complete every vaccine dose on the schedule the doctor gives.':
    'डाक्टर जको टेम बतावै, उण मुजब टीकै री हर खुराक पूरी करो।',
  'Deep bites, bites on the face, head or hands, or multiple bites — go today, do not wait':
    'ऊंडो काटणो, मूंडै, माथै या हाथां पर काटणो, या कई जगां काटणो — आज ही जावो, उडीको मत',
  'Bleeding that will not stop': 'खून जको रुकै कोनी',
  'Go to the nearest hospital now, especially for a child; keep the person calm and still.':
    'अबार ही नेड़लै अस्पताल जावो, खास कर टाबर हुवै तो; मिनख नै सांत अर थिर राखो।',
  'A cold pack on the sting helps pain. Do not cut or suck the sting.':
    'डंक री जगां पर ठंडी पट्टी (बरफ) सूं दरद में आराम मिलै है। डंक री जगां नै काटो मत अर चूसो मत।',
  'Sweating, vomiting, cold limbs, breathlessness or restlessness after a sting — call 108':
    'डंक पछै पसीनो, उल्टी, ठंडा हाथ-पग, सांस फूलणी या बेचैनी — 108 पर फोन करो',
  'Insect bite or sting (local reaction)': 'कीड़ा रो काटणो या डंक (फगत उणी जगां री तकलीफ)',
  'Scrape out a bee sting with a fingernail or card, then wash with soap and water.':
    'मधुमाखी रो डंक नख या किणी कार्ड सूं खुरच नै काढो, पछै साबण अर पाणी सूं धोवो।',
  'A cold pack on the spot for 10 minutes eases pain and swelling; keep the part raised.':
    'उण जगां पर 10 मिनट ठंडी सिकाई करणै सूं दरद अर सोजो घटै; उण हिस्सै नै ऊंचो राखो।',
  'Many stings at once, a sting inside the mouth, or redness that spreads and gets hot after a day or two':
    'एकै साथै घणा डंक, मूंडै मांय डंक, या एक-दो दिन पछै फैलती अर गरम होती लाली',
  'Severe allergic reaction (anaphylaxis)': 'घणी तेज एलर्जी (एनाफिलेक्सिस)',
  'Call 108 now. If the person has an adrenaline auto-injector, use it.':
    'अबार ही 108 पर फोन करो। जे उण मिनख कनै एड्रेनालिन रो ऑटो-इंजेक्टर हुवै, तो लगावो।',
  'Lie them flat with legs raised; if breathing is hard, let them sit up.':
    "उणनै पग ऊंचा कर'र सीधो सुवाण दो; सांस लेवण में तकलीफ हुवै तो बैठण दो।",
  'Swelling of lips or throat, breathing difficulty or fainting after a food, medicine or sting':
    'कोई खाणो, दवाई या डंक पछै होठ या गळै रो सोजो, सांस री तकलीफ या बेहोसी',
  'Poisoning (pesticide, chemical, medicine overdose)': 'जहर (कीटनासक, केमिकल, दवाई री घणी खुराक)',
  'Call 108 now. Do not make the person vomit and do not give milk, salt water or oil.':
    'अबार ही 108 पर फोन करो। मिनख नै उल्टी मत करावो अर दूध, लूण रो पाणी या तेल मत पावो।',
  'Remove clothes soaked in pesticide and wash skin with soap and water (wear gloves).':
    "कीटनासक में भीज्योड़ा कपड़ा उतार दो अर चामड़ी नै साबुण-पाणी सूं धोवो (दस्ताना पैर'र)।",
  'Take the container or strip to hospital. If it was deliberate, Tele-MANAS 14416 can support later.':
    "जहर रो डब्बो, सीसी या गोळियां रो पत्तो अस्पताल ले जावो। जे जाण-बूझ'र खायो हो, तो पछै टेली-मानस 14416 मदद कर सकै है।",
  'Any swallowed pesticide, kerosene, acid or extra medicines is an emergency even if the person looks well':
    'कीटनासक, घासलेट (केरोसिन), तेजाब या बेसी दवाइयां गिटणी इमरजेंसी है, भलाईं मिनख ठीक दीखै',
  'Burns and scalds': 'दाझणो (आग या तातै पाणी सूं)',
  'Cool the burn under cool running tap water for 20 minutes as soon as possible.':
    'जित्तो जल्दी हुय सकै, दाझ्योड़ी जगां नै नळ रै ठंडै बैवतै पाणी नीचै 20 मिनट तांई राखो।',
  'Remove rings and clothing near the burn unless stuck to the skin.':
    'दाझ्योड़ी जगां कनै री अंगूठी अर कपड़ा उतार दो, पण जे चामड़ी सूं चिपग्या हुवै तो मत खींचो।',
  'Cover loosely with cling film or a clean cloth. Do not apply toothpaste, ghee, oil, ice or turmeric; do not burst blisters.':
    'क्लिंग फिल्म (पन्नी) या साफ कपड़ै सूं ढीलो ढको। टूथपेस्ट, घी, तेल, बरफ या हळदी मत लगावो; छाला मत फोड़ो।',
  'Burns larger than the person’s palm, deep (white or charred), or on face, hands, feet, genitals or joints — go to hospital':
    'मिनख री हथेळी सूं मोटो दाझणो, ऊंडो दाझणो (धोळो या काळो-झुलस्योड़ो), या मूंडै, हाथां, पगां, गुप्त अंगां या जोड़ां पर दाझणो — अस्पताल जावो',
  'Any burn in a baby, or electrical, chemical or smoke-inhalation burns — call 108':
    'नान्है टाबर रो कोई भी दाझणो, या बिजळी, केमिकल या धूंवै में सांस लेवण सूं दाझणो — 108 पर फोन करो',
  'Broken bone (fracture)': 'हड्डी टूटणी (फ्रैक्चर)',
  'Keep the injured part still with a splint or sling; do not try to straighten it.':
    'चोट वाळी जगां नै खपच्ची (स्प्लिंट) या झोळी (स्लिंग) सूं थिर राखो; सीधी करण री कोसिस मत करो।',
  'Apply a cold pack wrapped in cloth; get an X-ray today.':
    'कपड़ै में लपेट्योड़ी ठंडी पट्टी (बरफ) राखो; आज ही एक्स-रे करावो।',
  'Avoid traditional bone-setting massage, which can cause lasting damage.':
    'देसी हाड बैठावण वाळां री मालिस सूं बचो, इणसूं हमेसा रो नुकसाण हुय सकै है।',
  'Bone through the skin, heavy bleeding, or a cold, numb or pale limb — call 108':
    'हड्डी चामड़ी सूं बारै निकळ आवै, घणो खून बैवै, या हाथ-पग ठंडो, सुन्न या फीको पड़ जावै — 108 पर फोन करो',
  'Suspected neck, back, hip or thigh fracture — do not move the person; call 108':
    'गरदन, कमर, कूल्है या जांघ री हड्डी टूटण रो सक — मिनख नै हलावो मत; 108 पर फोन करो',
  'Sprain or strain': 'मोच या नस खिंचणी',
  'Rest, cold pack wrapped in cloth for 20 minutes every few hours, firm (not tight) bandage, and keep it raised.':
    "आराम करो, हर कीं घंटां में 20 मिनट तांई कपड़ै में लपेट्योड़ी ठंडी पट्टी (बरफ) राखो, कस'र (पण घणी टाइट नीं) पट्टी बांधो, अर उणनै ऊंचो राखो।",
  'Start gentle movement after 2 days.': '2 दिनां पछै हळकै-हळकै हलावणो सरू करो।',
  'Cannot put any weight on it, or it looks deformed — get an X-ray':
    'उण पर बिलकुल भार कोनी दे सको, या टेढ़ो दीखै — एक्स-रे करावो',
  'Not improving after a week': 'एक हफ्तै पछै भी सुधार कोनी',
  'Rest and have someone stay with you for 24 hours.': 'आराम करो अर 24 घंटां तांई कोई थांरै सागै रैवै।',
  'Avoid alcohol, driving and sports until checked.':
    'जांच नीं हुवै जद तांई दारू, गाडी चलावणो अर खेल-कूद मत करो।',
  'See a doctor today if you are elderly or take blood thinners.':
    'जे थे बडेरा हो या खून पतळो करण री दवाई लेवो हो, तो आज ही डाक्टर नै दिखावो।',
  'Knocked out, fit, repeated vomiting, confusion, worsening headache, bleeding from ear or nose, or weakness — call 108':
    'बेहोस हुवणो, दौरो, बार-बार उल्टी, होस-हवास गड़बड़, बधतो माथो दुखणो, कान या नाक सूं खून, या कमजोरी — 108 पर फोन करो',
  'Cut or wound': 'कटणो या घाव',
  'Press on the cut with a clean cloth until the bleeding stops, then rinse it under clean running water.':
    'खून रुकै जद तांई साफ कपड़ै सूं कट्योड़ी जगां नै दबायां राखो, पछै बैवतै साफ पाणी सूं धोवो।',
  'Cover it with a clean dressing and keep it clean and dry; do not put mud, ash, coffee powder or toothpaste on it.':
    'साफ पट्टी सूं ढको अर साफ-सूखो राखो; उण पर माटी, राख, कॉफी पाउडर या टूथपेस्ट मत लगावो।',
  'If your last tetanus injection was more than 10 years ago, or you do not know, get one within a day.':
    'जे टिटनेस रो छेलो इंजेक्सन 10 बरसां सूं बेसी पैलां लाग्यो हो, या थांनै ठाह कोनी, तो एक दिन रै मांय लगवा लेवो।',
  'Bleeding that does not stop after 10 minutes of firm pressure — call 108':
    'जोर सूं 10 मिनट दबायां पछै भी खून कोनी रुकै — 108 पर फोन करो',
  'A deep, gaping or long cut, a cut on the face, or glass, dirt or rust in it — go to a hospital today':
    'ऊंडो, फाट्योड़ो या लांबो घाव, मूंडै पर घाव, या उण में कांच, माटी या जंग — आज ही अस्पताल जावो',
  'Spreading redness, pus, fever or pain that gets worse — see a doctor today':
    'फैलती लाली, राध (पीप), ताव या बधतो दरद — आज ही डाक्टर नै दिखावो',
  'Severe bleeding from a wound': 'घाव सूं घणो खून बैवणो',
  'Call 108. Press firmly on the wound with a clean cloth and do not let go; add more cloth on top if it soaks through.':
    '108 पर फोन करो। साफ कपड़ै सूं घाव नै जोर सूं दबावो अर छोड़ो मत; कपड़ो भीज जावै तो ऊपर सूं अजेस कपड़ो राखो।',
  'Raise the injured part and lie the person down.': 'चोट वाळी जगां नै ऊंची करो अर मिनख नै सुवाण दो।',
  'Bleeding that will not stop, spurting blood, or dizziness and pale, cold skin':
    'खून जको रुकै कोनी, पिचकारी री तरियां खून, या चक्कर अर फीकी, ठंडी चामड़ी',
  'Diabetes (high blood sugar)': 'शुगर री बीमारी (डायबिटीज / मधुमेह)',
  'Get a fasting sugar and HbA1c test; screening is free at government health centres.':
    'खाली पेट शुगर अर HbA1c री जांच करावो; सरकारी स्वास्थ्य केंद्रां पर जांच मुफत है।',
  'Eat more vegetables, dal and whole grains; cut sweets, sugary drinks, white rice and maida.':
    'साग-सब्जी, दाळ अर मोटो अनाज बेसी खावो; मिठाई, मीठा पेय, धोळा चावळ अर मैदो कम करो।',
  'Walk at least 30 minutes most days; keep a healthy weight.':
    'घणकरा दिनां कम सूं कम 30 मिनट घूमो; वजन ठीक राखो।',
  'If on diabetes medicines, take them as prescribed; check feet daily.':
    'शुगर री दवाई लेवो हो तो डाक्टर रै लिख्यां मुजब लेवो; रोज पगां नै देखो।',
  'Vomiting, deep fast breathing, fruity breath or drowsiness with high sugar — go to hospital':
    'बेसी शुगर रै सागै उल्टी, ऊंडी तेज सांस, सांस में फळ जिसी बास या घणी ऊंघ — अस्पताल जावो',
  'A foot wound that is red, black or smelly': 'पग रो घाव जको लाल, काळो पड़ग्यो या बास मारै',
  'Low blood sugar (hypo)': 'शुगर घणी कम हुवणी (हाइपो)',
  'If awake and able to swallow, take something sugary now: glucose, sugar in water, fruit juice or sweets. Then eat a proper snack.':
    'जे होस में हो अर गिट सको, तो अबार ही कीं मीठो लेवो: ग्लूकोज, पाणी में चीणी, फळ रो जूस या मिठाई। पछै ठीक सूं कीं नास्तो करो।',
  'Recheck sugar after 15 minutes and repeat if still low.':
    '15 मिनट पछै पाछी शुगर जांचो अर अजेस कम हुवै तो पाछो मीठो लेवो।',
  'Tell your doctor — your diabetes medicines may need changing.':
    'आपरै डाक्टर नै बतावो — हुय सकै थांरी शुगर री दवाई बदळणी पड़ै।',
  'Drowsy, confused, fitting or unconscious — do not give anything by mouth; call 108':
    'घणी ऊंघ, होस-हवास गड़बड़, दौरा या बेहोसी — मूंडै में कीं मत देवो; 108 पर फोन करो',
  'Very high sugar emergency (diabetic ketoacidosis)':
    'घणी बेसी शुगर री इमरजेंसी (डायबिटिक कीटोएसिडोसिस)',
  'Go to hospital now; sip water on the way if awake. Do not stop insulin.':
    'अबार ही अस्पताल जावो; होस में हो तो रस्तै में घूंट-घूंट पाणी पीवो। इंसुलिन बंद मत करो।',
  'High sugar with vomiting, deep breathing, fruity breath, stomach pain or drowsiness':
    'बेसी शुगर रै सागै उल्टी, ऊंडी सांस, सांस में फळ जिसी बास, पेट में दरद या घणी ऊंघ',
  'Underactive thyroid (hypothyroidism)': 'थायरॉइड कम काम करणो (हाइपोथायरॉइडिज्म)',
  'Get a thyroid (TSH) blood test.': 'थायरॉइड (TSH) री खून जांच करावो।',
  'Use iodised salt at home.': 'घरै आयोडीन वाळो लूण काम में लेवो।',
  'If prescribed thyroid medicine, take it every day on an empty stomach as advised.':
    'थायरॉइड री दवाई लिखी हुवै तो सलाह मुजब रोज खाली पेट लेवो।',
  'Extreme drowsiness, confusion or feeling very cold': 'घणी ही ऊंघ, होस-हवास गड़बड़ या घणी ठंड लागणी',
  'A neck swelling that grows quickly or makes swallowing or breathing hard':
    'गरदन रो सोजो जको जल्दी बधै या गिटण अर सांस लेवण में तकलीफ करै',
  'Overactive thyroid (hyperthyroidism)': 'थायरॉइड बेसी काम करणो (हाइपरथायरॉइडिज्म)',
  'Get a thyroid blood test.': 'थायरॉइड री खून जांच करावो।',
  'Cut down on tea, coffee and energy drinks while waiting.':
    'जांच री उडीक में चाय, कॉफी अर एनर्जी ड्रिंक कम करो।',
  'Very fast heartbeat, fever, confusion or chest pain — go to hospital':
    'दिल घणो तेज धड़कणो, ताव, होस-हवास गड़बड़ या छाती में दरद — अस्पताल जावो',
  'Anaemia (low haemoglobin, often iron deficiency)':
    'खून री कमी (एनीमिया, हीमोग्लोबिन कम, घणकरो लोह री कमी सूं)',
  'Get a haemoglobin test; it is free at government health centres (Anaemia Mukt Bharat).':
    'हीमोग्लोबिन री जांच करावो; सरकारी स्वास्थ्य केंद्रां पर आ मुफत है (एनीमिया मुक्त भारत)।',
  'Eat iron-rich foods: green leafy vegetables, jaggery, dates, dal, chana, eggs, meat; add lemon or amla to help absorption.':
    'लोह (आयरन) वाळो खाणो खावो: हरी पत्तां वाळी साग-सब्जी, गुड़, खजूर, दाळ, चणा, इंडा, मांस; सागै नींबू या आंवळो लेवो ताकि लोह डील में लागै।',
  'Avoid tea or coffee with meals.': 'खाणै रै सागै चाय या कॉफी मत पीवो।',
  'Iron and folic acid supplements are given free to pregnant women, adolescents and children — take them as the health worker advises.':
    'पेट सूं लुगायां, किसोर-किसोरियां अर टाबरां नै आयरन अर फोलिक एसिड री गोळियां मुफत मिलै है — स्वास्थ्य कार्यकर्ता कैवै जियां लेवो।',
  'Breathless at rest, chest pain or fainting': 'आराम करतां भी सांस फूलणी, छाती में दरद या बेहोसी',
  'Black stools or heavy bleeding': 'काळी टट्टी या घणो खून जावणो',
  'Anaemia in pregnancy': 'गरभ में खून री कमी',
  'Vitamin B12 deficiency': 'विटामिन B12 री कमी',
  'Get a B12 blood test, especially if vegetarian or on long-term diabetes or acidity medicines.':
    'B12 री खून जांच करावो, खास कर जे थे साकाहारी हो या घणा दिनां सूं शुगर या एसिडिटी री दवाई लेवो हो।',
  'Include milk, curd, paneer, eggs, fish or fortified foods.':
    'दूध, दही, पनीर, इंडा, माछली या पोसण मिलायोड़ो (फोर्टिफाइड) खाणो खावो।',
  'Difficulty walking, worsening numbness or confusion':
    'चालण में तकलीफ, बधतो सुन्नपणो या होस-हवास गड़बड़',
  'Knee and joint wear (osteoarthritis)': 'गोडां अर जोड़ां रो घसणो (ऑस्टियोआर्थराइटिस)',
  'Stay active: walking and thigh-strengthening exercises protect the knee.':
    'सक्रिय रैवो: घूमणो अर जांघां नै मजबूत करण री कसरत गोडां नै बचावै है।',
  'Lose weight if overweight; use a chair instead of squatting on the floor.':
    'वजन बेसी हुवै तो घटावो; जमीं पर ऊकड़ू बैठण री जगां कुरसी काम में लेवो।',
  'Warm compresses ease stiffness.': 'कुणकुणो सेक अकड़न में आराम देवै है।',
  'A hot, red, swollen joint with fever': 'ताव रै सागै तातो, लाल, सूज्योड़ो जोड़',
  'Unable to bear weight': 'भार कोनी झेल सकणो',
  'Rheumatoid arthritis': 'रुमेटाइड गठियो (रुमेटाइड आर्थराइटिस)',
  'Book a doctor visit soon: early treatment prevents joint damage.':
    'जल्दी डाक्टर सूं मिलण रो टेम लेवो: जल्दी इलाज सूं जोड़ खराब हुवण सूं बचै है।',
  'Gentle exercise and warm water soaks for stiff hands.':
    "हळकी कसरत अर अकड़्योड़ा हाथां नै कुणकुणै पाणी में डुबोय'र राखो।",
  'A single very hot, swollen joint with fever': 'ताव रै सागै एक ही जोड़ घणो तातो अर सूज्योड़ो',
  Gout: 'गठिया (गाउट / यूरिक एसिड)',
  'Rest and raise the joint; a cold pack wrapped in cloth helps.':
    'आराम करो अर जोड़ नै ऊंचो राखो; कपड़ै में लपेट्योड़ी ठंडी पट्टी (बरफ) सूं आराम मिलै है।',
  'Drink plenty of water; cut down on alcohol, red meat, organ meat and sugary drinks.':
    'घणो पाणी पीवो; दारू, लाल मांस, कळेजी-गुरदा जिस्यो मांस अर मीठा पेय कम करो।',
  'Fever or shivering with a hot joint (possible joint infection)':
    'तातै जोड़ रै सागै ताव या धूजणी (जोड़ में इन्फेक्सन हुय सकै है)',
  'Low back pain': 'कमर रो दरद (नीचली कमर)',
  'Keep moving gently; bed rest slows recovery.':
    'हळकै-हळकै हालता-चालता रैवो; खाट पर पड़्या रैवण सूं ठीक हुवण में देर लागै है।',
  'Warm compresses and gentle stretches.': 'कुणकुणो सेक अर हळकी खिंचाव वाळी कसरत।',
  'Lift with bent knees; take breaks from long sitting.':
    "गोडा मोड़'र भार उठावो; घणी देर बैठ्या रैवो तो बिचाळै-बिचाळै उठो।",
  'Numbness around the genitals or buttocks, loss of bladder or bowel control, or weakness in both legs — go to hospital now':
    'गुप्त अंगां या कूल्हां रै आसै-पासै सुन्नपणो, पेसाब या टट्टी पर काबू कोनी रैवणो, या दोनूं पगां में कमजोरी — अबार ही अस्पताल जावो',
  'Back pain with fever, weight loss or after a fall': 'ताव, वजन घटण रै सागै या पड़्यां पछै कमर रो दरद',
  'Sciatica (trapped nerve in the back)': 'साइटिका (कमर में नस दबणी / रींगण बाय)',
  'Keep active with gentle walking and stretches.':
    "हळकै-हळकै घूम'र अर खिंचाव वाळी कसरत कर'र सक्रिय रैवो।",
  'Warm compresses; avoid lifting heavy loads.': 'कुणकुणो सेक करो; भारी वजन मत उठावो।',
  'Weakness in both legs, or loss of bladder or bowel control — emergency':
    'दोनूं पगां में कमजोरी, या पेसाब या टट्टी पर काबू कोनी रैवणो — इमरजेंसी',
  'Neck pain / cervical spondylosis': 'गरदन रो दरद / सर्वाइकल स्पॉन्डिलोसिस',
  'Keep screens at eye level and take breaks every 30 minutes.':
    'मोबाइल-कंप्यूटर री स्क्रीन आंख्यां री सीध में राखो अर हर 30 मिनट में आराम लेवो।',
  'Gentle neck exercises and warm compresses.': 'गरदन री हळकी कसरत अर कुणकुणो सेक।',
  'Use one firm pillow.': 'एक ही कड़क सिराणो काम में लेवो।',
  'Neck stiffness with fever or headache — emergency': 'ताव या माथै रै दरद रै सागै गरदन अकड़णी — इमरजेंसी',
  'Weakness or clumsiness in arms or legs': 'हाथां या पगां में कमजोरी या बेढंगोपणो (चीजां छूटणी)',
  'Frozen shoulder': 'खांधो जामणो (फ्रोजन सोल्डर)',
  'Keep the shoulder moving with gentle exercises; physiotherapy helps.':
    'हळकी कसरत सूं खांधै नै हलावता रैवो; फिजियोथेरेपी सूं फायदो हुवै है।',
  'Warm compresses.': 'कुणकुणो सेक।',
  'Left shoulder or arm pain with chest pain, sweating or breathlessness — could be the heart; call 108':
    'छाती में दरद, पसीनै या सांस फूलण रै सागै डावै खांधै या बांह में दरद — दिल री तकलीफ हुय सकै है; 108 पर फोन करो',
  'Spotting in pregnancy': 'गरभ में थोड़ो-थोड़ो खून रा दाग (स्पॉटिंग)',
  'See your ANM, ASHA or doctor today so the pregnancy can be checked; take your pregnancy card (MCP card).':
    'आज ही आपरी ANM, आशा बैनजी या डाक्टर नै दिखावो ताकि गरभ री जांच हुय सकै; आपरो गरभ रो कार्ड (MCP कार्ड, जच्चा-बच्चा कार्ड) सागै ले जावो।',
  'Rest, and use a pad (not a tampon) so you can see how much blood there is.':
    'आराम करो, अर पैड काम में लेवो (टैम्पोन कोनी), जिणसूं ठा पड़ै कै कित्तो खून जा रियो है।',
  'Bleeding like a period or with clots, belly pain, shoulder-tip pain, dizziness or fainting — go to hospital now':
    'महीनै जिसो खून या थक्का आवणा, पेट में दरद, खांधै री टोच पर दरद, चक्कर या बेहोसी — अबार ही अस्पताल जावो',
};

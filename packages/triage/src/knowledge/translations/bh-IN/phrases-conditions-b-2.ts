/** Bhojpuri (bh-IN) translations of the triage knowledge base texts (conditions B, part 2). */
export const PHRASES_CONDITIONS_B_2: Record<string, string> = {
  'Call 108 and go to hospital now; keep the baby warm with skin-to-skin contact and keep trying to breastfeed on the way.':
    '108 पर फोन करीं आ अबहीं अस्पताल जाईं; बच्चा के अपना छाती से सटा के (चमड़ी से चमड़ी) गरम रखीं आ रस्ता में माई के दूध पियावे के कोसिस करत रहीं।',
  'Baby feels cold, or has fever, in the first two months of life':
    'जनम के पहिला दू महीना में बच्चा के देह ठंडा लागे, भा बुखार होखे',
  'Bronchiolitis (chest infection in babies)': 'ब्रोंकियोलाइटिस (छोट बच्चा के छाती के इन्फेक्शन)',
  'Saline drops can clear a blocked nose before feeds.':
    'दूध पियावे से पहिले नमक पानी वाला ड्रॉप से बंद नाक खुल सकेला।',
  'Keep the baby away from smoke.': 'बच्चा के धुआँ से दूर रखीं।',
  'Pauses in breathing or blue lips': 'साँस बीच-बीच में रुकल भा नीला ओठ',
  Croup: 'क्रूप (लइकन में भूँके जइसन खाँसी वाला बेमारी)',
  'Keep the child calm and sitting upright; crying makes it worse.':
    'लइका के शांत आ सीधा बइठा के रखीं; रोवला से हालत बिगड़ जाला।',
  'Do not use steam or hot water near the child (burn risk).':
    'लइका के लगे भाप भा गरम पानी मत रखीं (जरे के खतरा)।',
  'Noisy breathing even at rest, chest sinking in, drooling, or blue lips — call 108':
    'आराम में भी साँस में आवाज, छाती धँसल, लार गिरल भा नीला ओठ — 108 पर फोन करीं',
  'Whooping cough (pertussis)': 'काली खाँसी (कुकुर खाँसी, पर्टुसिस)',
  'See a doctor within a day; babies under 6 months often need hospital care.':
    'एक दिन के भीतर डाक्टर के देखाईं; 6 महीना से छोट बच्चा के अक्सर अस्पताल में भरती करे के पड़ेला।',
  'Check that the child’s DPT vaccines are complete.':
    'देखीं कि लइका के DPT के सब टीका लाग गइल बा कि ना।',
  'Baby turning blue or stopping breathing during coughing fits':
    'खाँसी के दौरा में बच्चा नीला पड़ जाव भा साँस रुक जाव',
  'Not feeding or vomiting after every feed': 'दूध ना पियल भा हर बेर दूध पियला के बाद उल्टी',
  Chickenpox: 'चेचक / छोटी माता (चिकनपॉक्स)',
  'Calamine lotion and cool baths ease the itch; keep nails short.':
    'कैलामाइन लोशन आ ठंडा पानी से नहइला से खुजली कम होला; नोह छोट रखीं।',
  'Do not give ibuprofen or aspirin for chickenpox.': 'चेचक (चिकनपॉक्स) में आइबुप्रोफेन भा एस्पिरिन मत दीं।',
  'Stay away from school, pregnant women and newborns until all spots crust over.':
    'जब ले सब दाना पर पपड़ी ना जम जाव, स्कूल, गरभवती मेहरारू आ नया जनमल बच्चा से दूर रहीं।',
  'Breathlessness, chest pain, confusion or fits': 'साँस फूलल, छाती में दरद, भरम भा दौरा',
  'Red, hot, swollen skin around blisters': 'फोका के चारो ओर चमड़ी लाल, गरम आ सूजल',
  'Chickenpox in a pregnant woman, newborn or person with low immunity':
    'गरभवती मेहरारू, नया जनमल बच्चा भा कमजोर रोग-प्रतिरोधक ताकत वाला आदमी के चेचक (चिकनपॉक्स)',
  Measles: 'खसरा (मीजल्स)',
  'See a doctor; vitamin A is given to children with measles under the national programme.':
    'डाक्टर के देखाईं; राष्ट्रीय कार्यक्रम में खसरा वाला लइकन के विटामिन A दियाला।',
  'Keep the child away from others for 4 days after the rash starts; check MR vaccination of siblings.':
    'दाना निकलला के बाद 4 दिन ले लइका के दोसरा से दूर रखीं; भाई-बहिन के MR टीका लागल बा कि ना, देखीं।',
  'Fast or difficult breathing': 'तेज साँस भा साँस लेवे में दिक्कत',
  'Drowsiness or fits': 'ऊँघाई भा दौरा',
  'Diarrhoea with dehydration': 'दस्त के साथे देह में पानी के कमी',
  'Mumps (galsua)': 'गलसुआ (मम्प्स)',
  'Rest, drink fluids and eat soft food; avoid sour food like pickles and citrus.':
    'आराम करीं, पानी-पियल चीज पीहीं आ नरम खाना खाईं; अचार आ नींबू-संतरा जइसन खट्टा चीज से बचीं।',
  'A warm or cold compress on the swelling.': 'सूजन पर गरम भा ठंडा सेंक करीं।',
  'Stay home from school or work for 5 days after the swelling starts.':
    'सूजन सुरू होखे के बाद 5 दिन ले स्कूल भा काम पर मत जाईं, घरे रहीं।',
  'Stiff neck, severe headache or drowsiness': 'गरदन अकड़ल, बहुत तेज कपार दरद भा ऊँघाई',
  'Painful swollen testicles or severe belly pain': 'अंडकोस में दरद आ सूजन भा पेट में बहुत तेज दरद',
  'Hand, foot and mouth disease': 'हाथ, गोड़ आ मुँह के बेमारी (HFMD)',
  'Cool, soft food and drinks are easier on a sore mouth.':
    'दुखत मुँह खातिर ठंडा, नरम खाना आ पेय आसान रहेला।',
  'Wash hands well; keep the child home while unwell.':
    'ठीक से हाथ धोईं; बेमार रहे तब ले लइका के घरे रखीं।',
  'Not drinking or passing very little urine': 'कुछ ना पियल भा पेसाब बहुत कम होखल',
  'Drowsiness, fits or jerky movements': 'ऊँघाई, दौरा भा देह में झटका',
  'Febrile seizure (fit with fever in a young child)':
    'बुखार वाला दौरा (छोट लइका में बुखार के साथे झटका)',
  'Lay the child on their side on a safe surface; do not put anything in the mouth or hold them down.':
    'लइका के कवनो सुरक्षित जगह पर करवट सुताईं; मुँह में कुछुओ मत डालीं आ दबा के मत पकड़ीं।',
  'Note the time; call 108 if it is the first fit, lasts more than 5 minutes, or the child does not wake normally.':
    'समय देख लीं; अगर पहिला बेर दौरा बा, 5 मिनट से ढेर चले, भा लइका ठीक से ना जागे त 108 पर फोन करीं।',
  'Fit longer than 5 minutes, another fit, or stiff neck, rash or drowsiness afterwards':
    '5 मिनट से लमहर दौरा, दोबारा दौरा, भा बाद में गरदन अकड़ल, दाना भा ऊँघाई',
  'Newborn jaundice': 'नया जनमल बच्चा के पीलिया',
  'Breastfeed often, every 2 to 3 hours.': 'बेर-बेर माई के दूध पियाईं, हर 2 से 3 घंटा पर।',
  'Get the baby’s bilirubin checked today; do not rely on sunlight treatment at home.':
    'आजे बच्चा के बिलीरुबिन के जाँच कराईं; घर पर घाम देखावे के भरोसे मत रहीं।',
  'Yellow palms or soles, jaundice in the first 24 hours, a sleepy baby not feeding, or pale stools':
    'हथेली भा तलवा पीयर, पहिला 24 घंटा में पीलिया, बच्चा ऊँघात बा आ दूध ना पियत बा, भा फीका, सफेद जइसन पैखाना',
  'Heat stroke': 'लू लागल (हीट स्ट्रोक)',
  'Call 108 now. Move the person to shade or a cool room and remove extra clothing.':
    'अबहीं 108 पर फोन करीं। आदमी के छाँह भा ठंडा कमरा में ले जाईं आ ढेर कपड़ा उतार दीं।',
  'Cool them fast: wet the skin with cool water and fan them; put wet cloths or ice packs on the neck, armpits and groin.':
    'जल्दी ठंडा करीं: देह के ठंडा पानी से भिजाईं आ पंखा हाँकीं; गरदन, काँख आ जाँघ के जोड़ पर भीजल कपड़ा भा बरफ के पैक रखीं।',
  'Give sips of water only if fully awake; do not give anything by mouth if drowsy.':
    'पूरा होस में होखे तबे घूँट-घूँट पानी दीं; ऊँघात होखे त मुँह से कुछुओ मत दीं।',
  'Confusion, fits, unconsciousness or very hot skin after heat exposure is an emergency':
    'गरमी में रहला के बाद भरम, दौरा, बेहोसी भा देह बहुत गरम होखल इमरजेंसी ह',
  'Heat exhaustion': 'गरमी से थकावट (हीट एग्जॉस्शन)',
  'Move to a cool, shaded place, lie down and raise the feet.':
    'ठंडा, छाँह वाला जगह पर चल जाईं, लेट जाईं आ गोड़ ऊपर उठा लीं।',
  'Drink water, ORS, buttermilk, lemon water or aam panna.':
    'पानी, ORS, मट्ठा, नींबू पानी भा आम पन्ना पीहीं।',
  'Cool the skin with wet cloths and a fan.': 'भीजल कपड़ा आ पंखा से देह ठंडा करीं।',
  'Avoid going out between noon and 4 pm in heat waves; wear a cap and loose cotton clothes.':
    'लू चले घरी दुपहरिया 12 बजे से साँझ 4 बजे ले बाहर मत निकलीं; टोपी आ ढीला सूती कपड़ा पहिनीं।',
  'Not better within 30 minutes of cooling and fluids':
    'ठंडा कइला आ पानी पियला के 30 मिनट में आराम ना भइल',
  'Confusion, stopping sweating or fainting — treat as heat stroke and call 108':
    'भरम, पसीना बंद हो जाइल भा बेहोसी — एकरा के लू (हीट स्ट्रोक) मानीं आ 108 पर फोन करीं',
  'Call 108 and go to the nearest hospital now — anti-snake venom is free at government hospitals.':
    '108 पर फोन करीं आ अबहीं सबसे नजदीक के अस्पताल जाईं — साँप के जहर के सुई (एंटी-स्नेक वेनम) सरकारी अस्पताल में मुफत बा।',
  'Keep calm and still; keep the bitten limb still and below heart level. Remove rings, bangles and tight clothing.':
    'शांत रहीं आ हिलीं-डोलीं मत; जहाँ साँप काटले बा ओह हाथ भा गोड़ के सीधा आ दिल से नीचे रखीं। अँगूठी, चूड़ी आ कसल कपड़ा उतार दीं।',
  'Do not cut the wound, suck out venom, tie a tight tourniquet, apply herbs or visit a traditional healer — these waste time.':
    'घाव के मत काटीं, जहर चूस के मत निकालीं, कस के पट्टी मत बान्हीं, जड़ी-बूटी मत लगाईं आ ओझा-गुनी भा झाड़-फूँक वाला लगे मत जाईं — एहसे खाली समय बरबाद होला।',
  'Note the time of the bite; take a photo of the snake only if it is safe.':
    'काटे के समय याद रखीं; साँप के फोटो तबे लीं जब ई सुरक्षित होखे।',
  'Even without pain, krait bites (often at night while sleeping on the floor) can cause drooping eyelids and breathing failure hours later':
    'दरद ना होखे तब्बो करैत साँप के काटल (अक्सर रात में जमीन पर सुतत घरी) कुछ घंटा बाद पलक लटकल आ साँस रुके के कारन बन सकेला',
  'Dog or animal bite (rabies risk)': 'कुकुर भा जानवर के काटल (रेबीज के खतरा)',
  'Wash the wound at once with soap and running water for 15 minutes — this greatly reduces rabies risk.':
    'घाव के तुरंते साबुन आ बहत पानी से 15 मिनट ले धोईं — एहसे रेबीज के खतरा बहुत कम हो जाला।',
  'Go to a health centre today for anti-rabies vaccine (free at government hospitals) and, for deep bites, rabies immunoglobulin.':
    'आजे स्वास्थ्य केंद्र जा के रेबीज के टीका लगवाईं (सरकारी अस्पताल में मुफत), आ गहिर घाव होखे त रेबीज इम्युनोग्लोबुलिन भी।',
  'Do not apply chilli, turmeric, oil or other substances, and do not stitch or bandage tightly.':
    'घाव पर मरिचा, हरदी, तेल भा कवनो दोसर चीज मत लगाईं, आ टाँका मत लगवाईं, ना कस के पट्टी बान्हीं।',
  'Complete every vaccine dose on the schedule the doctor gives.':
    'डाक्टर जवन तारीख देस, ओह हिसाब से टीका के सब खुराक पूरा करीं।',
  'Deep bites, bites on the face, head or hands, or multiple bites — go today, do not wait':
    'गहिर घाव, चेहरा, कपार भा हाथ पर काटल, भा कई जगह काटल — आजे जाईं, इंतजार मत करीं',
  'Bleeding that will not stop': 'खून जवन रुकत नइखे',
  'Go to the nearest hospital now, especially for a child; keep the person calm and still.':
    'अबहीं सबसे नजदीक के अस्पताल जाईं, खास करके लइका होखे त; आदमी के शांत आ बिना हिलले-डोलले रखीं।',
  'A cold pack on the sting helps pain. Do not cut or suck the sting.':
    'डंक वाला जगह पर ठंडा पैक रखला से दरद कम होला। डंक वाला जगह के मत काटीं, मत चूसीं।',
  'Sweating, vomiting, cold limbs, breathlessness or restlessness after a sting — call 108':
    'डंक के बाद पसीना, उल्टी, ठंडा हाथ-गोड़, साँस फूलल भा बेचैनी — 108 पर फोन करीं',
  'Insect bite or sting (local reaction)': 'कीड़ा के काटल या डंक (खाली ओही जगह पर असर)',
  'Scrape out a bee sting with a fingernail or card, then wash with soap and water.':
    'मधुमक्खी के डंक नोह भा कवनो कार्ड से खुरच के निकालीं, फेर साबुन आ पानी से धो लीं।',
  'A cold pack on the spot for 10 minutes eases pain and swelling; keep the part raised.':
    'ओह जगह पर 10 मिनट ठंडा सेंक कइला से दरद आ सूजन घटेला; ओह हिस्सा के ऊपर उठा के रखीं।',
  'Many stings at once, a sting inside the mouth, or redness that spreads and gets hot after a day or two':
    'एके साथे ढेर डंक, मुँह के भीतर डंक, या एक-दू दिन बाद फइलत आ गरम होत लाली',
  'Severe allergic reaction (anaphylaxis)': 'गंभीर एलर्जी (एनाफिलेक्सिस)',
  'Call 108 now. If the person has an adrenaline auto-injector, use it.':
    'अबहीं 108 पर फोन करीं। अगर आदमी लगे एड्रेनालिन के ऑटो-इंजेक्टर बा, त ओकरा के लगाईं।',
  'Lie them flat with legs raised; if breathing is hard, let them sit up.':
    'आदमी के सीधा लेटा के गोड़ ऊपर उठाईं; साँस लेवे में दिक्कत होखे त बइठे दीं।',
  'Swelling of lips or throat, breathing difficulty or fainting after a food, medicine or sting':
    'कवनो खाना, दवाई भा डंक के बाद ओठ भा गला में सूजन, साँस लेवे में दिक्कत भा बेहोसी',
  'Poisoning (pesticide, chemical, medicine overdose)':
    'जहर खाइल (कीटनासक, केमिकल, ढेर दवाई खा लिहल)',
  'Call 108 now. Do not make the person vomit and do not give milk, salt water or oil.':
    'अबहीं 108 पर फोन करीं। आदमी के उल्टी मत करवाईं आ दूध, नमक पानी भा तेल मत पियाईं।',
  'Remove clothes soaked in pesticide and wash skin with soap and water (wear gloves).':
    'कीटनासक से भीजल कपड़ा उतार दीं आ चमड़ी के साबुन-पानी से धोईं (दस्ताना पहिन के)।',
  'Take the container or strip to hospital. If it was deliberate, Tele-MANAS 14416 can support later.':
    'जहर के डिब्बा/सीसी भा दवाई के पत्ता अस्पताल ले जाईं। अगर जान-बूझ के खइले होखे, त बाद में Tele-MANAS 14416 से सहारा मिल सकेला।',
  'Any swallowed pesticide, kerosene, acid or extra medicines is an emergency even if the person looks well':
    'कीटनासक, किरासन तेल, तेजाब भा ढेर दवाई निगलल इमरजेंसी ह, चाहे आदमी ठीक लउके तब्बो',
  'Burns and scalds': 'जरल आ झउँसल',
  'Cool the burn under cool running tap water for 20 minutes as soon as possible.':
    'जतना जल्दी हो सके, जरल जगह के नल के बहत ठंडा पानी में 20 मिनट ले रखीं।',
  'Remove rings and clothing near the burn unless stuck to the skin.':
    'जरल जगह के लगे के अँगूठी आ कपड़ा उतार दीं, जब ले ऊ चमड़ी से चिपकल ना होखे।',
  'Cover loosely with cling film or a clean cloth. Do not apply toothpaste, ghee, oil, ice or turmeric; do not burst blisters.':
    'क्लिंग फिल्म (पन्नी) भा साफ कपड़ा से ढीला ढँक दीं। टूथपेस्ट, घी, तेल, बरफ भा हरदी मत लगाईं; फोका मत फोरीं।',
  'Burns larger than the person’s palm, deep (white or charred), or on face, hands, feet, genitals or joints — go to hospital':
    'आदमी के हथेली से बड़ जरल, गहिर (सफेद भा करिया पड़ गइल), भा चेहरा, हाथ, गोड़, गुप्तांग चाहे जोड़ पर जरल — अस्पताल जाईं',
  'Any burn in a baby, or electrical, chemical or smoke-inhalation burns — call 108':
    'छोट बच्चा के कवनो जरल, भा बिजली, केमिकल चाहे धुआँ से जरल — 108 पर फोन करीं',
  'Broken bone (fracture)': 'हड्डी टूटल (फ्रैक्चर)',
  'Keep the injured part still with a splint or sling; do not try to straighten it.':
    'चोट वाला हिस्सा के खपच्ची (स्प्लिंट) भा गला से लटकावे वाला पट्टी से बिना हिलले रखीं; सीधा करे के कोसिस मत करीं।',
  'Apply a cold pack wrapped in cloth; get an X-ray today.':
    'कपड़ा में लपेट के ठंडा पैक लगाईं; आजे एक्स-रे कराईं।',
  'Avoid traditional bone-setting massage, which can cause lasting damage.':
    'पहलवानी-देसी तरीका से हड्डी बइठावे वाला मालिस से बचीं, एहसे हमेसा खातिर नुकसान हो सकेला।',
  'Bone through the skin, heavy bleeding, or a cold, numb or pale limb — call 108':
    'हड्डी चमड़ी से बाहर निकलल, बहुत खून बहल, भा हाथ-गोड़ ठंडा, सुन्न चाहे फीका (सफेद) — 108 पर फोन करीं',
  'Suspected neck, back, hip or thigh fracture — do not move the person; call 108':
    'गरदन, पीठ, कूल्हा भा जाँघ के हड्डी टूटे के शक — आदमी के मत हिलाईं; 108 पर फोन करीं',
  'Sprain or strain': 'मोच भा नस खिंचाइल',
  'Rest, cold pack wrapped in cloth for 20 minutes every few hours, firm (not tight) bandage, and keep it raised.':
    'आराम करीं, हर कुछ घंटा पर 20 मिनट ले कपड़ा में लपेटल ठंडा पैक लगाईं, कसल (बाकिर बहुत कस के ना) पट्टी बान्हीं, आ ऊपर उठा के रखीं।',
  'Start gentle movement after 2 days.': '2 दिन के बाद हल्का-हल्का हिलावल-डोलावल सुरू करीं।',
  'Cannot put any weight on it, or it looks deformed — get an X-ray':
    'तनिको भार ना दे पावत बानी, भा टेढ़ लउकत बा — एक्स-रे कराईं',
  'Not improving after a week': 'एक हप्ता के बादो आराम ना भइल',
  'Rest and have someone stay with you for 24 hours.': 'आराम करीं आ 24 घंटा ले केहू के अपना साथे रहे दीं।',
  'Avoid alcohol, driving and sports until checked.': 'जाँच होखे ले दारू, गाड़ी चलावल आ खेलकूद से बचीं।',
  'See a doctor today if you are elderly or take blood thinners.':
    'अगर रउआ बूढ़ बानी भा खून पातर करे वाला दवाई खात बानी, त आजे डाक्टर के देखाईं।',
  'Knocked out, fit, repeated vomiting, confusion, worsening headache, bleeding from ear or nose, or weakness — call 108':
    'बेहोस हो गइल, दौरा, बार-बार उल्टी, भरम, बढ़त कपार दरद, कान भा नाक से खून, भा कमजोरी — 108 पर फोन करीं',
  'Cut or wound': 'कटल भा घाव',
  'Press on the cut with a clean cloth until the bleeding stops, then rinse it under clean running water.':
    'खून रुके ले साफ कपड़ा से कटल जगह पर दबा के रखीं, फेर साफ बहत पानी के धार में धोईं।',
  'Cover it with a clean dressing and keep it clean and dry; do not put mud, ash, coffee powder or toothpaste on it.':
    'साफ पट्टी से ढँक दीं आ ओकरा के साफ-सूखा रखीं; ओह पर माटी, राख, कॉफी पाउडर भा टूथपेस्ट मत लगाईं।',
  'If your last tetanus injection was more than 10 years ago, or you do not know, get one within a day.':
    'अगर पिछला टिटनेस के सुई 10 साल से ढेर पहिले लागल रहे, भा रउआ के पता नइखे, त एक दिन के भीतर लगवा लीं।',
  'Bleeding that does not stop after 10 minutes of firm pressure — call 108':
    'जोर से 10 मिनट दबवला के बादो खून ना रुके — 108 पर फोन करीं',
  'A deep, gaping or long cut, a cut on the face, or glass, dirt or rust in it — go to a hospital today':
    'गहिर, मुँह बवले भा लमहर कटल, चेहरा पर कटल, भा ओमें काँच, माटी भा जंग — आजे अस्पताल जाईं',
  'Spreading redness, pus, fever or pain that gets worse — see a doctor today':
    'फइलत लाली, पीब (मवाद), बुखार भा बढ़त दरद — आजे डाक्टर के देखाईं',
  'Severe bleeding from a wound': 'घाव से बहुत खून बहल',
  'Call 108. Press firmly on the wound with a clean cloth and do not let go; add more cloth on top if it soaks through.':
    '108 पर फोन करीं। साफ कपड़ा से घाव पर जोर से दबाईं आ छोड़ीं मत; कपड़ा खून से भीज जाव त ओकरे ऊपर अउरी कपड़ा रख दीं।',
  'Raise the injured part and lie the person down.': 'चोट वाला हिस्सा ऊपर उठाईं आ आदमी के लेटा दीं।',
  'Bleeding that will not stop, spurting blood, or dizziness and pale, cold skin':
    'खून जवन ना रुके, फव्वारा जइसन खून, भा चक्कर आ फीका (सफेद), ठंडा चमड़ी',
  'Diabetes (high blood sugar)': 'शुगर के बेमारी (डायबिटीज, खून में शुगर ढेर)',
  'Get a fasting sugar and HbA1c test; screening is free at government health centres.':
    'खाली पेट शुगर आ HbA1c के जाँच कराईं; सरकारी स्वास्थ्य केंद्र पर जाँच मुफत बा।',
  'Eat more vegetables, dal and whole grains; cut sweets, sugary drinks, white rice and maida.':
    'तरकारी, दाल आ मोट अनाज ढेर खाईं; मिठाई, मीठ पेय, सफेद भात आ मैदा कम करीं।',
  'Walk at least 30 minutes most days; keep a healthy weight.':
    'जादेतर दिन कम से कम 30 मिनट टहलीं; वजन ठीक रखीं।',
  'If on diabetes medicines, take them as prescribed; check feet daily.':
    'अगर शुगर के दवाई चलत बा, त डाक्टर के लिखल मुताबिक लीं; रोज गोड़ देखीं।',
  'Vomiting, deep fast breathing, fruity breath or drowsiness with high sugar — go to hospital':
    'शुगर ढेर होखे आ साथे उल्टी, गहिर-तेज साँस, साँस से फल जइसन गंध भा ऊँघाई — अस्पताल जाईं',
  'A foot wound that is red, black or smelly': 'गोड़ के घाव जवन लाल, करिया भा बदबूदार बा',
  'Low blood sugar (hypo)': 'शुगर कम होखल (हाइपो)',
  'If awake and able to swallow, take something sugary now: glucose, sugar in water, fruit juice or sweets. Then eat a proper snack.':
    'अगर होस में बानी आ घोंट सकीले, त अबहीं कुछ मीठ लीं: ग्लूकोज, पानी में चीनी, फल के जूस भा मिठाई। फेर ठीक से कुछ नास्ता करीं।',
  'Recheck sugar after 15 minutes and repeat if still low.':
    '15 मिनट बाद फेर से शुगर नापीं, अबहियो कम होखे त फेर से मीठ लीं।',
  'Tell your doctor — your diabetes medicines may need changing.':
    'अपना डाक्टर के बताईं — शुगर के दवाई बदले के पड़ सकेला।',
  'Drowsy, confused, fitting or unconscious — do not give anything by mouth; call 108':
    'ऊँघात, भरमाइल, दौरा पड़त भा बेहोस — मुँह से कुछुओ मत दीं; 108 पर फोन करीं',
  'Very high sugar emergency (diabetic ketoacidosis)':
    'शुगर बहुत ढेर होखे के इमरजेंसी (डायबिटिक कीटोएसिडोसिस)',
  'Go to hospital now; sip water on the way if awake. Do not stop insulin.':
    'अबहीं अस्पताल जाईं; होस में होखीं त रस्ता में घूँट-घूँट पानी पीहीं। इंसुलिन बंद मत करीं।',
  'High sugar with vomiting, deep breathing, fruity breath, stomach pain or drowsiness':
    'शुगर ढेर होखे आ साथे उल्टी, गहिर साँस, साँस से फल जइसन गंध, पेट दरद भा ऊँघाई',
  'Underactive thyroid (hypothyroidism)': 'थायराइड कम काम कइल (हाइपोथायराइडिज्म)',
  'Get a thyroid (TSH) blood test.': 'थायराइड (TSH) के खून जाँच कराईं।',
  'Use iodised salt at home.': 'घर में आयोडीन वाला नमक खाईं।',
  'If prescribed thyroid medicine, take it every day on an empty stomach as advised.':
    'अगर थायराइड के दवाई लिखल बा, त रोज खाली पेट ओइसहीं लीं जइसे बतावल बा।',
  'Extreme drowsiness, confusion or feeling very cold': 'बहुत ढेर ऊँघाई, भरम भा बहुत जाड़ लागल',
  'A neck swelling that grows quickly or makes swallowing or breathing hard':
    'गरदन के सूजन जवन तेजी से बढ़े भा जवना से घोंटे चाहे साँस लेवे में दिक्कत होखे',
  'Overactive thyroid (hyperthyroidism)': 'थायराइड ढेर काम कइल (हाइपरथायराइडिज्म)',
  'Get a thyroid blood test.': 'थायराइड के खून जाँच कराईं।',
  'Cut down on tea, coffee and energy drinks while waiting.':
    'इंतजार करत घरी चाय, कॉफी आ एनर्जी ड्रिंक कम करीं।',
  'Very fast heartbeat, fever, confusion or chest pain — go to hospital':
    'दिल बहुत तेज धड़कल, बुखार, भरम भा छाती में दरद — अस्पताल जाईं',
  'Anaemia (low haemoglobin, often iron deficiency)':
    'खून के कमी (एनीमिया, हीमोग्लोबिन कम, अक्सर आयरन के कमी से)',
  'Get a haemoglobin test; it is free at government health centres (Anaemia Mukt Bharat).':
    'हीमोग्लोबिन के जाँच कराईं; सरकारी स्वास्थ्य केंद्र पर ई मुफत बा (एनीमिया मुक्त भारत)।',
  'Eat iron-rich foods: green leafy vegetables, jaggery, dates, dal, chana, eggs, meat; add lemon or amla to help absorption.':
    'आयरन वाला खाना खाईं: हरियर पत्ता वाला साग, गुड़, खजूर, दाल, चना, अंडा, मांस; साथे नींबू भा आँवला लीं ताकि आयरन देह में ठीक से लागे।',
  'Avoid tea or coffee with meals.': 'खाना के साथे चाय भा कॉफी मत पीहीं।',
  'Iron and folic acid supplements are given free to pregnant women, adolescents and children — take them as the health worker advises.':
    'गरभवती मेहरारू, किशोर-किशोरी आ लइकन के आयरन आ फोलिक एसिड के गोली मुफत मिलेला — स्वास्थ्य कार्यकर्ता जइसे बतावस ओइसे लीं।',
  'Breathless at rest, chest pain or fainting': 'आराम में भी साँस फूलल, छाती में दरद भा बेहोसी',
  'Black stools or heavy bleeding': 'करिया पैखाना भा बहुत खून जाइल',
  'Anaemia in pregnancy': 'गरभ में खून के कमी',
  'Vitamin B12 deficiency': 'विटामिन B12 के कमी',
  'Get a B12 blood test, especially if vegetarian or on long-term diabetes or acidity medicines.':
    'B12 के खून जाँच कराईं, खास करके अगर शाकाहारी बानी भा बहुत दिन से शुगर चाहे एसिडिटी के दवाई खात बानी।',
  'Include milk, curd, paneer, eggs, fish or fortified foods.':
    'दूध, दही, पनीर, अंडा, मछरी भा विटामिन मिलावल (फोर्टिफाइड) खाना खाईं।',
  'Difficulty walking, worsening numbness or confusion': 'चले में दिक्कत, बढ़त सुन्नपन भा भरम',
  'Knee and joint wear (osteoarthritis)': 'ठेहुना आ जोड़ घिसल (ऑस्टियोआर्थराइटिस, गठिया)',
  'Stay active: walking and thigh-strengthening exercises protect the knee.':
    'चलत-फिरत रहीं: टहलल आ जाँघ मजबूत करे वाला कसरत ठेहुना के बचावेला।',
  'Lose weight if overweight; use a chair instead of squatting on the floor.':
    'वजन ढेर बा त घटाईं; जमीन पर उकड़ूँ बइठे के बजाय कुर्सी पर बइठीं।',
  'Warm compresses ease stiffness.': 'गरम सेंक से जकड़न कम होला।',
  'A hot, red, swollen joint with fever': 'बुखार के साथे गरम, लाल, सूजल जोड़',
  'Unable to bear weight': 'भार ना दे पावल',
  'Rheumatoid arthritis': 'रूमेटाइड आर्थराइटिस (गठिया-बाई)',
  'Book a doctor visit soon: early treatment prevents joint damage.':
    'जल्दी डाक्टर से मिले के समय लीं: जल्दी इलाज से जोड़ खराब होखे से बच जाला।',
  'Gentle exercise and warm water soaks for stiff hands.':
    'हल्का कसरत करीं आ जकड़ल हाथ के गुनगुना पानी में डुबा के रखीं।',
  'A single very hot, swollen joint with fever': 'बुखार के साथे एगो जोड़ बहुत गरम आ सूजल',
  Gout: 'गाउट (यूरिक एसिड वाला गठिया)',
  'Rest and raise the joint; a cold pack wrapped in cloth helps.':
    'आराम करीं आ जोड़ के ऊपर उठा के रखीं; कपड़ा में लपेटल ठंडा पैक से फायदा होला।',
  'Drink plenty of water; cut down on alcohol, red meat, organ meat and sugary drinks.':
    'खूब पानी पीहीं; दारू, लाल मांस, कलेजी-गुर्दा जइसन मांस आ मीठ पेय कम करीं।',
  'Fever or shivering with a hot joint (possible joint infection)':
    'गरम जोड़ के साथे बुखार भा कँपकँपी (जोड़ में इन्फेक्शन हो सकेला)',
  'Low back pain': 'कमर के निचला हिस्सा में दरद',
  'Keep moving gently; bed rest slows recovery.':
    'धीरे-धीरे हिलत-डोलत रहीं; खटिया पर पड़ल रहला से ठीक होखे में देर लागेला।',
  'Warm compresses and gentle stretches.': 'गरम सेंक आ हल्का-हल्का देह तानल।',
  'Lift with bent knees; take breaks from long sitting.':
    'ठेहुना मोड़ के सामान उठाईं; ढेर देर ले बइठल रहे के बीच-बीच में उठत रहीं।',
  'Numbness around the genitals or buttocks, loss of bladder or bowel control, or weakness in both legs — go to hospital now':
    'गुप्तांग भा चूतड़ के आसपास सुन्नपन, पेसाब भा पैखाना पर काबू ना रहल, भा दूनो गोड़ में कमजोरी — अबहीं अस्पताल जाईं',
  'Back pain with fever, weight loss or after a fall': 'बुखार, वजन घटल के साथे भा गिरला के बाद कमर दरद',
  'Sciatica (trapped nerve in the back)': 'साइटिका (कमर में नस दबल)',
  'Keep active with gentle walking and stretches.': 'हल्का टहल के आ देह तान के चलत-फिरत रहीं।',
  'Warm compresses; avoid lifting heavy loads.': 'गरम सेंक करीं; भारी बोझ उठावे से बचीं।',
  'Weakness in both legs, or loss of bladder or bowel control — emergency':
    'दूनो गोड़ में कमजोरी, भा पेसाब चाहे पैखाना पर काबू ना रहल — इमरजेंसी',
  'Neck pain / cervical spondylosis': 'गरदन के दरद / सर्वाइकल स्पॉन्डिलोसिस',
  'Keep screens at eye level and take breaks every 30 minutes.':
    'मोबाइल-कंप्यूटर के स्क्रीन आँख के ऊँचाई पर रखीं आ हर 30 मिनट पर तनी आराम लीं।',
  'Gentle neck exercises and warm compresses.': 'गरदन के हल्का कसरत आ गरम सेंक।',
  'Use one firm pillow.': 'एगो कड़ा तकिया लगाईं।',
  'Neck stiffness with fever or headache — emergency': 'बुखार भा कपार दरद के साथे गरदन अकड़ल — इमरजेंसी',
  'Weakness or clumsiness in arms or legs':
    'हाथ भा गोड़ में कमजोरी भा अनाड़ीपन (चीज गिरल, ठीक से काम ना होखल)',
  'Frozen shoulder': 'फ्रोजन शोल्डर (कंधा जाम होखल)',
  'Keep the shoulder moving with gentle exercises; physiotherapy helps.':
    'हल्का कसरत से कंधा के हिलावत-डोलावत रहीं; फिजियोथेरेपी से फायदा होला।',
  'Warm compresses.': 'गरम सेंक।',
  'Left shoulder or arm pain with chest pain, sweating or breathlessness — could be the heart; call 108':
    'बाँया कंधा भा बाँह में दरद आ साथे छाती में दरद, पसीना भा साँस फूलल — दिल के हो सकेला; 108 पर फोन करीं',
  'Spotting in pregnancy': 'गरभ में हल्का-हल्का खून के दाग (स्पॉटिंग)',
  'See your ANM, ASHA or doctor today so the pregnancy can be checked; take your pregnancy card (MCP card).':
    'आजे अपना ANM, आसा दीदी (ASHA) भा डाक्टर के देखाईं ताकि गरभ के जाँच हो सके; आपन गरभ वाला कार्ड (MCP कार्ड) साथे ले जाईं।',
  'Rest, and use a pad (not a tampon) so you can see how much blood there is.':
    'आराम करीं, आ पैड लगाईं (टैम्पोन ना), जेसे पता चले कि केतना खून जात बा।',
  'Bleeding like a period or with clots, belly pain, shoulder-tip pain, dizziness or fainting — go to hospital now':
    'महीना जइसन खून भा थक्का आवल, पेट में दरद, कंधा के सिरा पर दरद, चक्कर भा बेहोसी — अबहीं अस्पताल जाईं',
};

/** Hindi (hi-IN) translations of the triage knowledge base texts (conditions-b, part 2). */
export const PHRASES_CONDITIONS_B_2: Record<string, string> = {
  'Give sips of water only if fully awake; do not give anything by mouth if drowsy.':
    'पानी के घूंट तभी दें जब व्यक्ति पूरे होश में हो; अगर बहुत नींद में है तो मुंह से कुछ न दें।',
  'Confusion, fits, unconsciousness or very hot skin after heat exposure is an emergency':
    'गर्मी/धूप में रहने के बाद उलझन, दौरे, बेहोशी या त्वचा बहुत गर्म होना इमरजेंसी है',
  'Heat exhaustion': 'गर्मी से थकावट (हीट एग्ज़ॉशन)',
  'Move to a cool, shaded place, lie down and raise the feet.':
    'ठंडी, छांव वाली जगह पर जाएं, लेट जाएं और पैर ऊपर उठा लें।',
  'Drink water, ORS, buttermilk, lemon water or aam panna.':
    'पानी, ORS, छाछ, नींबू पानी या आम पना पिएं।',
  'Cool the skin with wet cloths and a fan.': 'गीले कपड़ों और पंखे से त्वचा को ठंडा करें।',
  'Avoid going out between noon and 4 pm in heat waves; wear a cap and loose cotton clothes.':
    'लू के दिनों में दोपहर 12 से शाम 4 बजे के बीच बाहर न निकलें; टोपी और ढीले सूती कपड़े पहनें।',
  'Not better within 30 minutes of cooling and fluids':
    'ठंडा करने और पानी पिलाने के 30 मिनट के अंदर आराम न मिलना',
  'Confusion, stopping sweating or fainting — treat as heat stroke and call 108':
    'उलझन, पसीना बंद हो जाना या बेहोशी — इसे लू लगना (हीट स्ट्रोक) मानें और 108 पर फ़ोन करें',
  'Call 108 and go to the nearest hospital now — anti-snake venom is free at government hospitals.':
    '108 पर फ़ोन करें और अभी सबसे पास के अस्पताल जाएं — सरकारी अस्पताल में सांप के ज़हर की दवा (एंटी-स्नेक वेनम) मुफ़्त है।',
  'Keep calm and still; keep the bitten limb still and below heart level. Remove rings, bangles and tight clothing.':
    'शांत रहें और हिलें-डुलें नहीं; जिस हाथ या पैर पर काटा है उसे स्थिर और दिल से नीचे रखें। अंगूठी, चूड़ियां और तंग कपड़े उतार दें।',
  'Do not cut the wound, suck out venom, tie a tight tourniquet, apply herbs or visit a traditional healer — these waste time.':
    'घाव को न काटें, ज़हर न चूसें, कसकर पट्टी/रस्सी न बांधें, जड़ी-बूटी न लगाएं और झाड़-फूंक वाले के पास न जाएं — इनसे समय बर्बाद होता है।',
  'Note the time of the bite; take a photo of the snake only if it is safe.':
    'काटने का समय नोट करें; सांप की फ़ोटो तभी लें जब ऐसा करना सुरक्षित हो।',
  'Even without pain, krait bites (often at night while sleeping on the floor) can cause drooping eyelids and breathing failure hours later':
    'दर्द न हो तब भी, करैत सांप के काटने से (अक्सर रात में ज़मीन पर सोते समय) कुछ घंटे बाद पलकें लटक सकती हैं और सांस रुक सकती है',
  'Dog or animal bite (rabies risk)': 'कुत्ते या जानवर का काटना (रेबीज़ का ख़तरा)',
  'Wash the wound at once with soap and running water for 15 minutes — this greatly reduces rabies risk.':
    'घाव को तुरंत साबुन और बहते पानी से 15 मिनट तक धोएं — इससे रेबीज़ का ख़तरा बहुत कम हो जाता है।',
  'Go to a health centre today for anti-rabies vaccine (free at government hospitals) and, for deep bites, rabies immunoglobulin.':
    'आज ही किसी स्वास्थ्य केंद्र पर रेबीज़ का टीका लगवाएं (सरकारी अस्पताल में मुफ़्त) और गहरे घाव हो तो रेबीज़ इम्युनोग्लोबुलिन (RIG) भी।',
  'Do not apply chilli, turmeric, oil or other substances, and do not stitch or bandage tightly.':
    'घाव पर मिर्च, हल्दी, तेल या कोई और चीज़ न लगाएं, और घाव पर टांके न लगवाएं या कसकर पट्टी न बांधें।',
  'Complete every vaccine dose on the schedule the doctor gives.':
    'डॉक्टर ने जो तारीख़ें बताई हैं, उन पर टीके की हर खुराक पूरी करें।',
  'Deep bites, bites on the face, head or hands, or multiple bites — go today, do not wait':
    'गहरे घाव, चेहरे, सिर या हाथों पर काटना, या कई जगह काटना — आज ही जाएं, इंतज़ार न करें',
  'Bleeding that will not stop': 'खून जो रुक नहीं रहा',
  'Go to the nearest hospital now, especially for a child; keep the person calm and still.':
    'अभी सबसे पास के अस्पताल जाएं, ख़ासकर बच्चे के मामले में; व्यक्ति को शांत रखें और हिलने-डुलने न दें।',
  'A cold pack on the sting helps pain. Do not cut or suck the sting.':
    'डंक वाली जगह पर ठंडी सिकाई (बर्फ़ की थैली) से दर्द में आराम मिलता है। डंक वाली जगह को न काटें, न चूसें।',
  'Sweating, vomiting, cold limbs, breathlessness or restlessness after a sting — call 108':
    'डंक के बाद पसीना, उल्टी, हाथ-पैर ठंडे, सांस फूलना या बेचैनी — 108 पर फ़ोन करें',
  'Insect bite or sting (local reaction)': 'कीड़े का काटना या डंक (सिर्फ़ उसी जगह की प्रतिक्रिया)',
  'Scrape out a bee sting with a fingernail or card, then wash with soap and water.':
    'मधुमक्खी का डंक नाखून या किसी कार्ड से खुरचकर निकालें, फिर साबुन और पानी से धोएं।',
  'A cold pack on the spot for 10 minutes eases pain and swelling; keep the part raised.':
    'उस जगह पर 10 मिनट ठंडी सिकाई करने से दर्द और सूजन कम होती है; उस हिस्से को ऊपर उठाकर रखें।',
  'Many stings at once, a sting inside the mouth, or redness that spreads and gets hot after a day or two':
    'एक साथ कई डंक, मुंह के अंदर डंक, या एक-दो दिन बाद फैलती और गर्म होती लाली',
  'Severe allergic reaction (anaphylaxis)': 'गंभीर एलर्जी (एनाफिलेक्सिस)',
  'Call 108 now. If the person has an adrenaline auto-injector, use it.':
    'अभी 108 पर फ़ोन करें। अगर व्यक्ति के पास एड्रेनालिन का ऑटो-इंजेक्टर है, तो उसे लगाएं।',
  'Lie them flat with legs raised; if breathing is hard, let them sit up.':
    'उसे पैर ऊपर उठाकर सीधा लिटाएं; अगर सांस लेने में दिक्कत हो तो बैठने दें।',
  'Swelling of lips or throat, breathing difficulty or fainting after a food, medicine or sting':
    'कोई खाना, दवा या डंक के बाद होंठ या गले में सूजन, सांस लेने में दिक्कत या बेहोशी',
  'Poisoning (pesticide, chemical, medicine overdose)': 'ज़हर (कीटनाशक, केमिकल, दवा की ज़्यादा मात्रा)',
  'Call 108 now. Do not make the person vomit and do not give milk, salt water or oil.':
    'अभी 108 पर फ़ोन करें। व्यक्ति को उल्टी न करवाएं और दूध, नमक का पानी या तेल न पिलाएं।',
  'Remove clothes soaked in pesticide and wash skin with soap and water (wear gloves).':
    'कीटनाशक में भीगे कपड़े उतार दें और त्वचा को साबुन और पानी से धोएं (दस्ताने पहनकर)।',
  'Take the container or strip to hospital. If it was deliberate, Tele-MANAS 14416 can support later.':
    'ज़हर या दवा की बोतल, डिब्बा या पत्ता अस्पताल साथ ले जाएं। अगर यह जानबूझकर किया गया था, तो बाद में टेली-मानस 14416 से मदद मिल सकती है।',
  'Any swallowed pesticide, kerosene, acid or extra medicines is an emergency even if the person looks well':
    'कीटनाशक, मिट्टी का तेल, तेज़ाब या ज़्यादा दवाइयां निगल लेना इमरजेंसी है, चाहे व्यक्ति ठीक दिख रहा हो',
  'Burns and scalds': 'जलना और गर्म पानी/भाप से झुलसना',
  'Cool the burn under cool running tap water for 20 minutes as soon as possible.':
    'जितनी जल्दी हो सके, जली हुई जगह को नल के ठंडे बहते पानी के नीचे 20 मिनट तक रखें।',
  'Remove rings and clothing near the burn unless stuck to the skin.':
    'जली हुई जगह के पास की अंगूठी और कपड़े उतार दें, बशर्ते वे त्वचा से चिपके न हों।',
  'Cover loosely with cling film or a clean cloth. Do not apply toothpaste, ghee, oil, ice or turmeric; do not burst blisters.':
    'क्लिंग फ़िल्म (खाने वाली प्लास्टिक की पन्नी) या साफ़ कपड़े से ढीला ढककर रखें। टूथपेस्ट, घी, तेल, बर्फ़ या हल्दी न लगाएं; छाले न फोड़ें।',
  'Burns larger than the person’s palm, deep (white or charred), or on face, hands, feet, genitals or joints — go to hospital':
    'व्यक्ति की हथेली से बड़ा जलना, गहरा जलना (सफ़ेद या काला पड़ा), या चेहरे, हाथों, पैरों, गुप्तांगों या जोड़ों पर जलना — अस्पताल जाएं',
  'Any burn in a baby, or electrical, chemical or smoke-inhalation burns — call 108':
    'छोटे बच्चे का कोई भी जलना, या बिजली, केमिकल या धुआं सांस में जाने से जलना — 108 पर फ़ोन करें',
  'Broken bone (fracture)': 'हड्डी टूटना (फ़्रैक्चर)',
  'Keep the injured part still with a splint or sling; do not try to straighten it.':
    'चोट वाले हिस्से को खपच्ची (स्प्लिंट) या गले में लटकी पट्टी (स्लिंग) से स्थिर रखें; उसे सीधा करने की कोशिश न करें।',
  'Apply a cold pack wrapped in cloth; get an X-ray today.':
    'कपड़े में लपेटकर ठंडी सिकाई करें; आज ही एक्स-रे करवाएं।',
  'Avoid traditional bone-setting massage, which can cause lasting damage.':
    'हड्डी बैठाने वाले पहलवान/देसी मालिश से बचें, इससे हमेशा के लिए नुकसान हो सकता है।',
  'Bone through the skin, heavy bleeding, or a cold, numb or pale limb — call 108':
    'हड्डी त्वचा से बाहर निकल आई हो, बहुत ज़्यादा खून बह रहा हो, या हाथ-पैर ठंडा, सुन्न या फीका पड़ गया हो — 108 पर फ़ोन करें',
  'Suspected neck, back, hip or thigh fracture — do not move the person; call 108':
    'गर्दन, कमर, कूल्हे या जांघ की हड्डी टूटने का शक हो — व्यक्ति को हिलाएं नहीं; 108 पर फ़ोन करें',
  'Sprain or strain': 'मोच या मांसपेशी में खिंचाव',
  'Rest, cold pack wrapped in cloth for 20 minutes every few hours, firm (not tight) bandage, and keep it raised.':
    'आराम करें, हर कुछ घंटों में 20 मिनट तक कपड़े में लपेटकर ठंडी सिकाई करें, कसी हुई (पर बहुत तंग नहीं) पट्टी बांधें, और उस हिस्से को ऊंचा रखें।',
  'Start gentle movement after 2 days.': '2 दिन बाद धीरे-धीरे हिलाना-डुलाना शुरू करें।',
  'Cannot put any weight on it, or it looks deformed — get an X-ray':
    'उस पर ज़रा भी वज़न न डाल पाना, या वह टेढ़ा दिखे — एक्स-रे करवाएं',
  'Not improving after a week': 'एक हफ़्ते बाद भी आराम न होना',
  'Rest and have someone stay with you for 24 hours.':
    'आराम करें और 24 घंटे तक किसी को अपने पास रहने को कहें।',
  'Avoid alcohol, driving and sports until checked.': 'जांच होने तक शराब, गाड़ी चलाने और खेलकूद से बचें।',
  'See a doctor today if you are elderly or take blood thinners.':
    'अगर आप बुज़ुर्ग हैं या खून पतला करने की दवा लेते हैं तो आज ही डॉक्टर को दिखाएं।',
  'Knocked out, fit, repeated vomiting, confusion, worsening headache, bleeding from ear or nose, or weakness — call 108':
    'बेहोश हो जाना, दौरा, बार-बार उल्टी, उलझन, बढ़ता सिरदर्द, कान या नाक से खून, या कमज़ोरी — 108 पर फ़ोन करें',
  'Cut or wound': 'कट या घाव',
  'Press on the cut with a clean cloth until the bleeding stops, then rinse it under clean running water.':
    'खून रुकने तक साफ़ कपड़े से कट पर दबाकर रखें, फिर उसे बहते साफ़ पानी से धोएं।',
  'Cover it with a clean dressing and keep it clean and dry; do not put mud, ash, coffee powder or toothpaste on it.':
    'उस पर साफ़ पट्टी बांधें और उसे साफ़ और सूखा रखें; उस पर मिट्टी, राख, कॉफ़ी पाउडर या टूथपेस्ट न लगाएं।',
  'If your last tetanus injection was more than 10 years ago, or you do not know, get one within a day.':
    'अगर आपको टिटनेस का पिछला टीका (इंजेक्शन) 10 साल से ज़्यादा पहले लगा था, या आपको याद नहीं, तो एक दिन के अंदर लगवा लें।',
  'Bleeding that does not stop after 10 minutes of firm pressure — call 108':
    '10 मिनट ज़ोर से दबाने के बाद भी खून न रुके — 108 पर फ़ोन करें',
  'A deep, gaping or long cut, a cut on the face, or glass, dirt or rust in it — go to a hospital today':
    'गहरा, खुला (फटा) हुआ या लंबा कट, चेहरे पर कट, या उसमें कांच, मिट्टी या जंग हो — आज ही अस्पताल जाएं',
  'Spreading redness, pus, fever or pain that gets worse — see a doctor today':
    'लाली फैलना, मवाद, बुखार या दर्द बढ़ते जाना — आज ही डॉक्टर को दिखाएं',
  'Severe bleeding from a wound': 'घाव से बहुत ज़्यादा खून बहना',
  'Call 108. Press firmly on the wound with a clean cloth and do not let go; add more cloth on top if it soaks through.':
    '108 पर फ़ोन करें। साफ़ कपड़े से घाव पर ज़ोर से दबाएं और छोड़ें नहीं; कपड़ा खून से भीग जाए तो उसके ऊपर और कपड़ा रख दें।',
  'Raise the injured part and lie the person down.': 'चोट वाले हिस्से को ऊंचा करें और व्यक्ति को लिटा दें।',
  'Bleeding that will not stop, spurting blood, or dizziness and pale, cold skin':
    'खून जो रुक नहीं रहा, खून की धार निकलना, या चक्कर आना और त्वचा फीकी व ठंडी पड़ना',
  'Diabetes (high blood sugar)': 'शुगर / डायबिटीज़ (खून में शुगर ज़्यादा)',
  'Get a fasting sugar and HbA1c test; screening is free at government health centres.':
    'खाली पेट शुगर और HbA1c की जांच करवाएं; सरकारी स्वास्थ्य केंद्र पर यह जांच मुफ़्त है।',
  'Eat more vegetables, dal and whole grains; cut sweets, sugary drinks, white rice and maida.':
    'सब्ज़ियां, दाल और साबुत अनाज ज़्यादा खाएं; मिठाई, मीठे शरबत/कोल्ड ड्रिंक, सफ़ेद चावल और मैदा कम करें।',
  'Walk at least 30 minutes most days; keep a healthy weight.':
    'ज़्यादातर दिन कम से कम 30 मिनट पैदल चलें; वज़न सही रखें।',
  'If on diabetes medicines, take them as prescribed; check feet daily.':
    'अगर शुगर की दवा लेते हैं तो वैसे ही लें जैसे डॉक्टर ने लिखी है; रोज़ पैरों को देखें।',
  'Vomiting, deep fast breathing, fruity breath or drowsiness with high sugar — go to hospital':
    'शुगर ज़्यादा होने के साथ उल्टी, गहरी तेज़ सांस, सांस से फल जैसी महक या बहुत नींद आना — अस्पताल जाएं',
  'A foot wound that is red, black or smelly': 'पैर का घाव जो लाल, काला या बदबूदार हो',
  'Low blood sugar (hypo)': 'शुगर कम होना (हाइपो)',
  'If awake and able to swallow, take something sugary now: glucose, sugar in water, fruit juice or sweets. Then eat a proper snack.':
    'अगर होश में हैं और निगल सकते हैं, तो अभी कुछ मीठा लें: ग्लूकोज़, पानी में चीनी, फलों का जूस या मिठाई। फिर ठीक से कुछ नाश्ता खाएं।',
  'Recheck sugar after 15 minutes and repeat if still low.':
    '15 मिनट बाद फिर से शुगर जांचें और अगर अब भी कम हो तो दोबारा मीठा लें।',
  'Tell your doctor — your diabetes medicines may need changing.':
    'अपने डॉक्टर को बताएं — हो सकता है आपकी शुगर की दवा बदलनी पड़े।',
  'Drowsy, confused, fitting or unconscious — do not give anything by mouth; call 108':
    'बहुत सुस्त, उलझन में, दौरा पड़ रहा हो या बेहोश — मुंह से कुछ न दें; 108 पर फ़ोन करें',
  'Very high sugar emergency (diabetic ketoacidosis)':
    'शुगर बहुत ज़्यादा होने की इमरजेंसी (डायबिटिक कीटोएसिडोसिस)',
  'Go to hospital now; sip water on the way if awake. Do not stop insulin.':
    'अभी अस्पताल जाएं; होश में हों तो रास्ते में घूंट-घूंट पानी पिएं। इंसुलिन बंद न करें।',
  'High sugar with vomiting, deep breathing, fruity breath, stomach pain or drowsiness':
    'शुगर ज़्यादा होने के साथ उल्टी, गहरी सांस, सांस से फल जैसी महक, पेट दर्द या बहुत नींद आना',
  'Underactive thyroid (hypothyroidism)': 'थायराइड कम काम करना (हाइपोथायरॉइडिज़्म)',
  'Get a thyroid (TSH) blood test.': 'थायराइड (TSH) की खून जांच करवाएं।',
  'Use iodised salt at home.': 'घर में आयोडीन वाला नमक इस्तेमाल करें।',
  'If prescribed thyroid medicine, take it every day on an empty stomach as advised.':
    'अगर थायराइड की दवा लिखी गई है, तो बताए अनुसार रोज़ खाली पेट लें।',
  'Extreme drowsiness, confusion or feeling very cold':
    'बहुत ही ज़्यादा नींद आना, उलझन या बहुत ज़्यादा ठंड लगना',
  'A neck swelling that grows quickly or makes swallowing or breathing hard':
    'गर्दन की सूजन जो तेज़ी से बढ़ रही हो या जिससे निगलना या सांस लेना मुश्किल हो',
  'Overactive thyroid (hyperthyroidism)': 'थायराइड ज़्यादा काम करना (हाइपरथायरॉइडिज़्म)',
  'Get a thyroid blood test.': 'थायराइड की खून जांच करवाएं।',
  'Cut down on tea, coffee and energy drinks while waiting.':
    'जांच/इलाज का इंतज़ार करते समय चाय, कॉफ़ी और एनर्जी ड्रिंक कम करें।',
  'Very fast heartbeat, fever, confusion or chest pain — go to hospital':
    'दिल बहुत तेज़ धड़कना, बुखार, उलझन या सीने में दर्द — अस्पताल जाएं',
  'Anaemia (low haemoglobin, often iron deficiency)':
    'खून की कमी (एनीमिया — हीमोग्लोबिन कम, अक्सर आयरन की कमी से)',
  'Get a haemoglobin test; it is free at government health centres (Anaemia Mukt Bharat).':
    'हीमोग्लोबिन की जांच करवाएं; सरकारी स्वास्थ्य केंद्र पर यह मुफ़्त है (एनीमिया मुक्त भारत)।',
  'Eat iron-rich foods: green leafy vegetables, jaggery, dates, dal, chana, eggs, meat; add lemon or amla to help absorption.':
    'आयरन वाली चीज़ें खाएं: हरी पत्तेदार सब्ज़ियां, गुड़, खजूर, दाल, चना, अंडे, मीट; साथ में नींबू या आंवला लें ताकि आयरन अच्छे से लगे।',
  'Avoid tea or coffee with meals.': 'खाने के साथ चाय या कॉफ़ी न पिएं।',
  'Iron and folic acid supplements are given free to pregnant women, adolescents and children — take them as the health worker advises.':
    'गर्भवती महिलाओं, किशोरों और बच्चों को आयरन और फ़ोलिक एसिड की गोलियां मुफ़्त मिलती हैं — स्वास्थ्य कार्यकर्ता के बताए अनुसार लें।',
  'Breathless at rest, chest pain or fainting': 'आराम में भी सांस फूलना, सीने में दर्द या बेहोशी',
  'Black stools or heavy bleeding': 'काली टट्टी या बहुत ज़्यादा खून आना',
  'Anaemia in pregnancy': 'गर्भ में खून की कमी',
  'Vitamin B12 deficiency': 'विटामिन B12 की कमी',
  'Get a B12 blood test, especially if vegetarian or on long-term diabetes or acidity medicines.':
    'B12 की खून जांच करवाएं, ख़ासकर अगर आप शाकाहारी हैं या लंबे समय से शुगर या एसिडिटी की दवा ले रहे हैं।',
  'Include milk, curd, paneer, eggs, fish or fortified foods.':
    'खाने में दूध, दही, पनीर, अंडे, मछली या विटामिन मिलाए गए (फ़ोर्टिफ़ाइड) खाने शामिल करें।',
  'Difficulty walking, worsening numbness or confusion': 'चलने में दिक्कत, सुन्नपन बढ़ना या उलझन',
  'Knee and joint wear (osteoarthritis)': 'घुटनों और जोड़ों का घिसना (ऑस्टियोआर्थराइटिस)',
  'Stay active: walking and thigh-strengthening exercises protect the knee.':
    'चलते-फिरते रहें: पैदल चलना और जांघ को मज़बूत करने वाली कसरत घुटने को बचाती हैं।',
  'Lose weight if overweight; use a chair instead of squatting on the floor.':
    'वज़न ज़्यादा हो तो कम करें; ज़मीन पर उकड़ूं बैठने की जगह कुर्सी इस्तेमाल करें।',
  'Warm compresses ease stiffness.': 'गरम सिकाई से अकड़न कम होती है।',
  'A hot, red, swollen joint with fever': 'बुखार के साथ कोई जोड़ गर्म, लाल और सूजा हुआ',
  'Unable to bear weight': 'वज़न न डाल पाना',
  'Rheumatoid arthritis': 'रूमेटॉइड आर्थराइटिस (गठिया की एक बीमारी)',
  'Book a doctor visit soon: early treatment prevents joint damage.':
    'जल्दी डॉक्टर को दिखाने का समय लें: जल्दी इलाज से जोड़ ख़राब होने से बचते हैं।',
  'Gentle exercise and warm water soaks for stiff hands.':
    'अकड़े हुए हाथों के लिए हल्की कसरत और गुनगुने पानी में हाथ डुबोकर रखना।',
  'A single very hot, swollen joint with fever': 'बुखार के साथ एक ही जोड़ बहुत गर्म और सूजा हुआ',
  Gout: 'गाउट (यूरिक एसिड वाला गठिया)',
  'Rest and raise the joint; a cold pack wrapped in cloth helps.':
    'आराम करें और जोड़ को ऊंचा रखें; कपड़े में लपेटकर ठंडी सिकाई से आराम मिलता है।',
  'Drink plenty of water; cut down on alcohol, red meat, organ meat and sugary drinks.':
    'खूब पानी पिएं; शराब, लाल मांस (बकरे का मीट), कलेजी-गुर्दे जैसा मांस और मीठे शरबत/कोल्ड ड्रिंक कम करें।',
  'Fever or shivering with a hot joint (possible joint infection)':
    'गर्म जोड़ के साथ बुखार या कंपकंपी (जोड़ में इन्फेक्शन हो सकता है)',
  'Low back pain': 'कमर के निचले हिस्से में दर्द',
  'Keep moving gently; bed rest slows recovery.':
    'धीरे-धीरे चलते-फिरते रहें; बिस्तर पर पड़े रहने से ठीक होने में देर लगती है।',
  'Warm compresses and gentle stretches.': 'गरम सिकाई और हल्की स्ट्रेचिंग।',
  'Lift with bent knees; take breaks from long sitting.':
    'वज़न उठाते समय घुटने मोड़कर उठाएं; देर तक बैठे रहने के बीच-बीच में उठें।',
  'Numbness around the genitals or buttocks, loss of bladder or bowel control, or weakness in both legs — go to hospital now':
    'गुप्तांगों या कूल्हों के आसपास सुन्नपन, पेशाब या टट्टी पर काबू न रहना, या दोनों पैरों में कमज़ोरी — अभी अस्पताल जाएं',
  'Back pain with fever, weight loss or after a fall':
    'बुखार, वज़न कम होने के साथ, या गिरने के बाद कमर दर्द',
  'Sciatica (trapped nerve in the back)': 'साइटिका (कमर में नस दबना)',
  'Keep active with gentle walking and stretches.': 'हल्का पैदल चलकर और स्ट्रेचिंग करके चलते-फिरते रहें।',
  'Warm compresses; avoid lifting heavy loads.': 'गरम सिकाई करें; भारी बोझ उठाने से बचें।',
  'Weakness in both legs, or loss of bladder or bowel control — emergency':
    'दोनों पैरों में कमज़ोरी, या पेशाब या टट्टी पर काबू न रहना — इमरजेंसी',
  'Neck pain / cervical spondylosis': 'गर्दन दर्द / सर्वाइकल स्पॉन्डिलोसिस',
  'Keep screens at eye level and take breaks every 30 minutes.':
    'मोबाइल/कंप्यूटर की स्क्रीन आंखों की ऊंचाई पर रखें और हर 30 मिनट में थोड़ा आराम लें।',
  'Gentle neck exercises and warm compresses.': 'गर्दन की हल्की कसरत और गरम सिकाई।',
  'Use one firm pillow.': 'एक ही सख़्त तकिया इस्तेमाल करें।',
  'Neck stiffness with fever or headache — emergency': 'बुखार या सिरदर्द के साथ गर्दन अकड़ना — इमरजेंसी',
  'Weakness or clumsiness in arms or legs':
    'बांहों या पैरों में कमज़ोरी या बेढंगापन (चीज़ें हाथ से छूटना, ठोकर लगना)',
  'Frozen shoulder': 'फ़्रोज़न शोल्डर (कंधा जाम होना)',
  'Keep the shoulder moving with gentle exercises; physiotherapy helps.':
    'हल्की कसरत करके कंधे को हिलाते-डुलाते रहें; फ़िज़ियोथेरेपी से मदद मिलती है।',
  'Warm compresses.': 'गरम सिकाई।',
  'Left shoulder or arm pain with chest pain, sweating or breathlessness — could be the heart; call 108':
    'सीने में दर्द, पसीना या सांस फूलने के साथ बाएं कंधे या बांह में दर्द — दिल की तकलीफ़ हो सकती है; 108 पर फ़ोन करें',
  'Spotting in pregnancy': 'गर्भ में हल्का खून आना (धब्बे लगना)',
  'See your ANM, ASHA or doctor today so the pregnancy can be checked; take your pregnancy card (MCP card).':
    'आज ही अपनी ANM, आशा दीदी या डॉक्टर को दिखाएं ताकि गर्भ की जांच हो सके; अपना गर्भावस्था कार्ड (MCP कार्ड / ममता कार्ड) साथ ले जाएं।',
  'Rest, and use a pad (not a tampon) so you can see how much blood there is.':
    'आराम करें, और पैड इस्तेमाल करें (टैम्पोन नहीं), ताकि पता चल सके कि कितना खून आ रहा है।',
  'Bleeding like a period or with clots, belly pain, shoulder-tip pain, dizziness or fainting — go to hospital now':
    'माहवारी जैसा खून या थक्के आना, पेट में दर्द, कंधे के सिरे पर दर्द, चक्कर आना या बेहोशी — अभी अस्पताल जाएं',
};

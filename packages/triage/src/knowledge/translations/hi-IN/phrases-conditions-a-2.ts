/** Hindi (hi-IN) translations of the triage knowledge base texts (conditions-a, part 2). */
export const PHRASES_CONDITIONS_A_2: Record<string, string> = {
  'Exercise, manage stress and sleep well.': 'कसरत करें, तनाव कम रखें और अच्छी नींद लें।',
  'Weight loss, blood in stool or fever': 'वज़न कम होना, टट्टी में खून या बुखार',
  'Symptoms starting after age 50': 'लक्षण 50 साल की उम्र के बाद शुरू होना',
  'Piles (haemorrhoids) or anal fissure': 'बवासीर (पाइल्स) या गुदा में दरार (फ़िशर)',
  'Prevent straining: fibre-rich food, plenty of water.':
    'टट्टी के समय ज़ोर न लगाना पड़े, इसके लिए: रेशे वाला खाना, खूब पानी।',
  'Sit in a tub of warm water for relief.': 'आराम के लिए गुनगुने पानी के टब में बैठें।',
  'Keep the area clean and dry.': 'उस जगह को साफ़ और सूखा रखें।',
  'Heavy bleeding or dark blood': 'बहुत ज़्यादा खून आना या गहरे रंग का खून',
  'Severe pain with a hard lump': 'सख़्त गांठ के साथ तेज़ दर्द',
  'Weight loss or a change in bowel habit': 'वज़न कम होना या टट्टी की आदत में बदलाव',
  'Acidity and acid reflux (GERD)': 'एसिडिटी और खट्टा पानी ऊपर आना (GERD)',
  'Eat smaller meals and avoid lying down for 2 to 3 hours after eating.':
    'थोड़ा-थोड़ा खाना खाएं और खाने के बाद 2 से 3 घंटे तक न लेटें।',
  'Cut down on fried, spicy and oily food, tea, coffee, alcohol and smoking.':
    'तली-भुनी, मसालेदार और तेल वाली चीज़ें, चाय, कॉफ़ी, शराब और सिगरेट कम करें।',
  'Raise the head end of the bed; lose weight if overweight.':
    'पलंग का सिरहाने वाला हिस्सा ऊंचा करें; वज़न ज़्यादा हो तो कम करें।',
  'A pharmacist can advise on antacids for occasional use.':
    'कभी-कभार लेने के लिए एसिडिटी की दवा (एंटासिड) के बारे में केमिस्ट सलाह दे सकते हैं।',
  'Chest pain with sweating, breathlessness or pain spreading to the arm or jaw — could be the heart; call 108':
    'सीने में दर्द के साथ पसीना, सांस फूलना या दर्द बांह या जबड़े तक जाना — दिल की तकलीफ़ हो सकती है; 108 पर फ़ोन करें',
  'Difficulty swallowing, weight loss, vomiting blood or black stools':
    'निगलने में दिक्कत, वज़न कम होना, खून की उल्टी या काली टट्टी',
  'Gastritis or stomach ulcer': 'गैस्ट्राइटिस (पेट की सूजन) या पेट का अल्सर (छाला)',
  'Avoid painkillers such as ibuprofen, diclofenac or aspirin unless a doctor says they are safe.':
    'आइबुप्रोफ़ेन, डाइक्लोफ़ेनाक या एस्पिरिन जैसी दर्द की दवाइयां न लें, जब तक डॉक्टर न कहे कि ये सुरक्षित हैं।',
  'Avoid alcohol, smoking and very spicy food; eat regular meals.':
    'शराब, सिगरेट और बहुत मसालेदार खाने से बचें; समय पर खाना खाएं।',
  'Vomiting blood or black, tarry stools — go to hospital now':
    'खून की उल्टी या काली, तारकोल जैसी टट्टी — अभी अस्पताल जाएं',
  'Sudden severe stomach pain': 'अचानक पेट में तेज़ दर्द',
  'Bleeding in the stomach or gut': 'पेट या आंतों में खून बहना',
  'Call 108 now; lie down with legs raised if dizzy. Do not eat or drink until seen.':
    'अभी 108 पर फ़ोन करें; चक्कर आ रहे हों तो पैर ऊपर उठाकर लेट जाएं। डॉक्टर के देखने तक कुछ न खाएं-पिएं।',
  'Any vomiting of blood or black stools with dizziness is an emergency':
    'खून की उल्टी या काली टट्टी के साथ चक्कर आना — यह इमरजेंसी है',
  Appendicitis: 'अपेंडिक्स (अपेंडिसाइटिस)',
  'Go to a doctor or hospital within hours; do not eat or take painkillers or laxatives until examined.':
    'कुछ ही घंटों में डॉक्टर या अस्पताल जाएं; जांच होने तक कुछ न खाएं, न दर्द की दवा लें, न पेट साफ़ करने की दवा।',
  'Pain suddenly spreading across the whole belly or getting much worse':
    'दर्द अचानक पूरे पेट में फैल जाना या बहुत ज़्यादा बढ़ जाना',
  'High fever, hard belly or repeated vomiting': 'तेज़ बुखार, पेट सख़्त होना या बार-बार उल्टी',
  'Gallstones / gallbladder pain': 'पित्त की पथरी / पित्ताशय का दर्द',
  'Eat smaller, low-fat meals.': 'थोड़ा-थोड़ा और कम चिकनाई वाला खाना खाएं।',
  'See a doctor for an ultrasound if pain keeps returning after meals.':
    'अगर खाने के बाद बार-बार दर्द होता है तो अल्ट्रासाउंड के लिए डॉक्टर को दिखाएं।',
  'Pain lasting more than 8 hours': 'दर्द 8 घंटे से ज़्यादा रहना',
  'Fever with shivering, or yellow eyes — see a doctor today':
    'कंपकंपी के साथ बुखार, या आंखें पीली — आज ही डॉक्टर को दिखाएं',
  'Acute pancreatitis': 'एक्यूट पैंक्रियाटाइटिस (पैंक्रियास/लबलबे की अचानक सूजन)',
  'Severe upper belly pain going through to the back with vomiting needs hospital now':
    'ऊपरी पेट में तेज़ दर्द जो आर-पार पीठ तक जाए और साथ में उल्टी — अभी अस्पताल जाना ज़रूरी है',
  'Liver damage (cirrhosis, often from alcohol)': 'लिवर ख़राब होना (सिरोसिस, अक्सर शराब से)',
  'Stop alcohol completely; ask for help with de-addiction (Tele-MANAS 14416 can guide you).':
    'शराब पूरी तरह छोड़ दें; नशा छुड़ाने के लिए मदद मांगें (टेली-मानस 14416 रास्ता बता सकता है)।',
  'Take no herbal or other medicines without asking your doctor.':
    'डॉक्टर से पूछे बिना कोई जड़ी-बूटी या दूसरी दवा न लें।',
  'Confusion or sleepiness': 'उलझन या बहुत नींद आना',
  'Fever with a swollen, painful belly': 'बुखार के साथ पेट फूला हुआ और दर्द वाला',
  'Urine infection (UTI)': 'पेशाब का इन्फेक्शन (UTI)',
  'Drink plenty of water so that urine is pale.': 'इतना पानी पिएं कि पेशाब हल्के रंग का आए।',
  'See a doctor for a urine test; antibiotics, if needed, must be prescribed — do not take leftover ones.':
    'पेशाब की जांच के लिए डॉक्टर को दिखाएं; एंटीबायोटिक ज़रूरी हो तो डॉक्टर ही लिखे — पहले की बची हुई दवा न लें।',
  'Do not hold urine for long; wipe front to back.':
    'पेशाब को देर तक रोककर न रखें; आगे से पीछे की ओर पोंछें।',
  'Fever with shivering, or pain in the side or back (kidney infection)':
    'कंपकंपी के साथ बुखार, या बगल या कमर में दर्द (गुर्दे का इन्फेक्शन)',
  'Symptoms in pregnancy, in a man, or in a child': 'गर्भ में, किसी आदमी में, या बच्चे में ये लक्षण',
  'Kidney infection (pyelonephritis)': 'गुर्दे (किडनी) का इन्फेक्शन (पायलोनेफ्राइटिस)',
  'See a doctor today; kidney infections need prescribed antibiotics.':
    'आज ही डॉक्टर को दिखाएं; गुर्दे के इन्फेक्शन में डॉक्टर की लिखी एंटीबायोटिक चाहिए।',
  'Drink plenty of fluids and rest.': 'खूब पानी और तरल चीज़ें पिएं और आराम करें।',
  'Confusion, very fast breathing or cold clammy skin (possible sepsis) — call 108':
    'उलझन, बहुत तेज़-तेज़ सांस या ठंडी चिपचिपी त्वचा (सेप्सिस हो सकता है) — 108 पर फ़ोन करें',
  'Vomiting so that fluids do not stay down': 'इतनी उल्टी कि पानी भी पेट में न टिके',
  'Kidney stone (pathri)': 'गुर्दे की पथरी (पथरी)',
  'Drink plenty of water through the day, especially in summer.':
    'दिन भर खूब पानी पिएं, ख़ासकर गर्मियों में।',
  'Pain relief only as advised by a doctor or pharmacist; see a doctor within a day for severe pain.':
    'दर्द की दवा सिर्फ़ डॉक्टर या केमिस्ट की सलाह से लें; दर्द तेज़ हो तो एक दिन के अंदर डॉक्टर को दिखाएं।',
  'Reduce salt and very high-protein diets.': 'नमक कम करें और बहुत ज़्यादा प्रोटीन वाला खाना कम करें।',
  'Fever or shivering with stone pain — an infected blocked kidney is an emergency':
    'पथरी के दर्द के साथ बुखार या कंपकंपी — इन्फेक्शन वाला, रुका हुआ गुर्दा इमरजेंसी है',
  'Unable to pass urine': 'पेशाब न कर पाना',
  'Pain not controlled or repeated vomiting': 'दर्द काबू में न आना या बार-बार उल्टी',
  'Enlarged prostate (BPH)': 'प्रोस्टेट ग्रंथि का बढ़ना (BPH)',
  'Reduce fluids in the evening and cut down on tea, coffee and alcohol.':
    'शाम को पानी और तरल चीज़ें कम पिएं और चाय, कॉफ़ी और शराब कम करें।',
  'Book a doctor visit for a prostate check.': 'प्रोस्टेट की जांच के लिए डॉक्टर को दिखाने का समय लें।',
  'Unable to pass urine at all': 'पेशाब बिल्कुल न उतरना',
  'Fever with urinary symptoms': 'बुखार के साथ पेशाब की तकलीफ़',
  'Chronic kidney disease': 'गुर्दे की पुरानी बीमारी (क्रोनिक किडनी डिज़ीज़)',
  'Control blood pressure and sugar; limit salt.': 'बीपी और शुगर काबू में रखें; नमक कम खाएं।',
  'Avoid painkillers and herbal remedies unless your doctor approves them.':
    'दर्द की दवाइयों और जड़ी-बूटियों से बचें, जब तक डॉक्टर हां न कहें।',
  'Breathlessness or very little urine': 'सांस फूलना या बहुत कम पेशाब',
  'Severe swelling': 'बहुत ज़्यादा सूजन',
  'Stroke (brain attack)': 'लकवा / स्ट्रोक (दिमाग़ का दौरा)',
  'Call 108 or 112 now and note the time symptoms began — clot-busting treatment works only within hours.':
    'अभी 108 या 112 पर फ़ोन करें और नोट करें कि लक्षण किस समय शुरू हुए — थक्का घोलने वाला इलाज सिर्फ़ कुछ घंटों के अंदर ही काम करता है।',
  'Do not give food, water or medicines; lay the person on their side if drowsy or vomiting.':
    'खाना, पानी या दवा न दें; अगर व्यक्ति बहुत सुस्त हो या उल्टी कर रहा हो तो उसे करवट से लिटाएं।',
  'Remember FAST: Face drooping, Arm weakness, Speech difficulty — Time to call 108':
    'FAST याद रखें: चेहरा (Face) लटकना, बांह (Arm) में कमज़ोरी, बोलने (Speech) में दिक्कत — समय (Time) है 108 पर फ़ोन करने का',
  'Symptoms that go away within minutes still need hospital today (mini-stroke)':
    'जो लक्षण कुछ मिनटों में ठीक हो जाएं, उनके लिए भी आज ही अस्पताल जाना ज़रूरी है (छोटा स्ट्रोक)',
  Migraine: 'माइग्रेन (आधासीसी)',
  'Rest in a dark, quiet room; a cool cloth on the forehead can help.':
    'अंधेरे, शांत कमरे में आराम करें; माथे पर ठंडा गीला कपड़ा रखने से आराम मिल सकता है।',
  'Drink water and do not skip meals or sleep.': 'पानी पिएं और खाना या नींद न छोड़ें।',
  'Keep a headache diary of triggers such as sleep loss, fasting, bright sun or stress.':
    'सिरदर्द की एक डायरी रखें कि किस वजह से दर्द शुरू होता है, जैसे नींद पूरी न होना, भूखे रहना/व्रत, तेज़ धूप या तनाव।',
  'Painkillers only as advised by a pharmacist or doctor; using them on more than a few days a week can worsen headaches.':
    'दर्द की दवा सिर्फ़ केमिस्ट या डॉक्टर की सलाह से लें; हफ़्ते में कुछ दिनों से ज़्यादा लेने पर सिरदर्द और बढ़ सकता है।',
  'Sudden, worst-ever headache, or headache with weakness, confusion, fits or slurred speech — call 108':
    'अचानक, ज़िंदगी का सबसे तेज़ सिरदर्द, या सिरदर्द के साथ कमज़ोरी, उलझन, दौरे या ज़बान लड़खड़ाना — 108 पर फ़ोन करें',
  'Headache with fever and stiff neck': 'सिरदर्द के साथ बुखार और गर्दन अकड़ना',
  'Headaches becoming more frequent or changing pattern, or starting after age 50':
    'सिरदर्द पहले से ज़्यादा बार होना या उसका ढंग बदल जाना, या 50 साल की उम्र के बाद शुरू होना',
  'Tension-type headache': 'तनाव वाला सिरदर्द',
  'Drink water, sleep regularly and take screen breaks.':
    'पानी पिएं, समय पर सोएं और मोबाइल/स्क्रीन से बीच-बीच में आराम लें।',
  'Gentle neck stretches and relaxation help.':
    'गर्दन की हल्की स्ट्रेचिंग और शरीर को ढीला छोड़ने (आराम) से मदद मिलती है।',
  'Painkillers only as advised by a pharmacist or doctor.':
    'दर्द की दवा सिर्फ़ केमिस्ट या डॉक्टर की सलाह से लें।',
  'Headache that wakes you up or is worse on lying down with vomiting':
    'सिरदर्द जिससे नींद खुल जाए, या लेटने पर बढ़े और साथ में उल्टी हो',
  'Headache after a head injury': 'सिर की चोट के बाद सिरदर्द',
  'Headache with fever, stiff neck, weakness or confusion':
    'सिरदर्द के साथ बुखार, गर्दन अकड़ना, कमज़ोरी या उलझन',
  'Seizure / epilepsy': 'दौरे / मिर्गी',
  'During a fit: move hard objects away, cushion the head, do not hold the person down and put nothing in the mouth.':
    'दौरे के समय: सख़्त चीज़ें दूर हटा दें, सिर के नीचे कुछ नरम रखें, व्यक्ति को पकड़कर दबाएं नहीं और मुंह में कुछ न डालें।',
  'After the jerking stops, roll them onto their side and stay until fully awake.':
    'झटके रुकने के बाद उसे करवट से लिटा दें और पूरी तरह होश आने तक पास रहें।',
  'Call 108 for a first fit, a fit over 5 minutes, repeated fits, injury, or a fit in pregnancy.':
    '108 पर फ़ोन करें अगर पहली बार दौरा पड़ा हो, दौरा 5 मिनट से ज़्यादा चले, बार-बार दौरे पड़ें, चोट लगी हो, या गर्भ में दौरा पड़े।',
  'If you have epilepsy, take your medicines regularly and avoid swimming alone or driving until your doctor allows.':
    'अगर आपको मिर्गी है, तो दवाइयां नियम से लें और डॉक्टर की इजाज़त तक अकेले तैरने या गाड़ी चलाने से बचें।',
  'Fit lasting more than 5 minutes or not waking up between fits':
    'दौरा 5 मिनट से ज़्यादा चलना या दौरों के बीच होश न आना',
  'First-ever fit': 'ज़िंदगी में पहली बार दौरा',
  'Fit with fever, head injury or in pregnancy': 'बुखार, सिर की चोट के साथ या गर्भ में दौरा',
  'Vertigo (inner-ear balance problem)': 'चक्कर (वर्टिगो — अंदरूनी कान से संतुलन की तकलीफ़)',
  'Sit or lie down when it starts; get up slowly.': 'चक्कर शुरू होते ही बैठ जाएं या लेट जाएं; धीरे-धीरे उठें।',
  'Avoid driving, heights and ladders until it settles.':
    'ठीक होने तक गाड़ी चलाने, ऊंचाई पर जाने और सीढ़ी (निसैनी) पर चढ़ने से बचें।',
  'Drink fluids if vomiting.': 'उल्टी हो रही हो तो पानी और तरल चीज़ें पीते रहें।',
  'Vertigo with double vision, slurred speech, weakness or trouble walking — could be a stroke, call 108':
    'चक्कर के साथ दो-दो दिखना, ज़बान लड़खड़ाना, कमज़ोरी या चलने में दिक्कत — लकवा (स्ट्रोक) हो सकता है, 108 पर फ़ोन करें',
  'Bell’s palsy (facial nerve weakness)': 'बेल्स पाल्सी (चेहरे की नस की कमज़ोरी, मुंह का लकवा)',
  'See a doctor within a day: treatment started early works best.':
    'एक दिन के अंदर डॉक्टर को दिखाएं: जल्दी इलाज शुरू हो तो सबसे अच्छा असर होता है।',
  'Protect the eye that will not close (eye drops, tape or an eye patch at night as advised).':
    'जो आंख बंद नहीं होती, उसे बचाकर रखें (जैसा बताया जाए — आंख की बूंदें, टेप या रात को आंख पर पट्टी)।',
  'Weakness of the arm or leg, or speech trouble — could be a stroke, call 108':
    'बांह या पैर में कमज़ोरी, या बोलने में दिक्कत — लकवा (स्ट्रोक) हो सकता है, 108 पर फ़ोन करें',
  'Nerve damage in hands and feet (neuropathy)': 'हाथ-पैरों की नसों का ख़राब होना (न्यूरोपैथी)',
  'Check feet daily for cuts and blisters; always wear footwear.':
    'रोज़ पैरों को देखें कि कहीं कटा या छाला तो नहीं; हमेशा चप्पल-जूते पहनें।',
  'Keep blood sugar controlled and avoid alcohol.': 'शुगर काबू में रखें और शराब से दूर रहें।',
  'Get vitamin B12 and sugar tested.': 'विटामिन B12 और शुगर की जांच करवाएं।',
  'A foot wound that is not healing or turns red, black or smelly':
    'पैर का घाव जो भर नहीं रहा या लाल, काला या बदबूदार हो रहा है',
  'Weakness spreading up the legs over days': 'कमज़ोरी जो कुछ दिनों में पैरों से ऊपर की ओर बढ़ रही हो',
  'Fainting (syncope)': 'बेहोश होना (सिंकोपी)',
  'Lie down with legs raised until fully recovered; then sit up slowly.':
    'पूरी तरह ठीक होने तक पैर ऊपर उठाकर लेटे रहें; फिर धीरे-धीरे उठकर बैठें।',
  'Drink fluids and eat something once awake.': 'होश आने के बाद कुछ पिएं और कुछ खाएं।',
  'Fainting during exercise, with chest pain or palpitations, or without warning':
    'कसरत करते समय बेहोश होना, सीने में दर्द या धड़कन तेज़ होने के साथ बेहोश होना, या बिना किसी पूर्व संकेत के बेहोश होना',
  'Not waking within a minute': 'एक मिनट के अंदर होश न आना',
  'Fainting in pregnancy': 'गर्भ में बेहोश होना',
  'Suicidal thoughts or self-harm crisis': 'आत्महत्या के ख़याल या खुद को नुकसान पहुंचाने का संकट',
  'Call Tele-MANAS 14416 now — free, confidential, 24x7. If you are in immediate danger, call 112.':
    'अभी टेली-मानस 14416 पर फ़ोन करें — मुफ़्त, आपकी बात गुप्त रहेगी, 24x7। अगर आप तुरंत ख़तरे में हैं, तो 112 पर फ़ोन करें।',
  'Stay with someone you trust and move away from anything you could use to harm yourself.':
    'किसी भरोसे वाले व्यक्ति के साथ रहें और ऐसी हर चीज़ से दूर हो जाएं जिससे आप खुद को नुकसान पहुंचा सकते हैं।',
  'You are not alone, and these feelings can get better with help.':
    'आप अकेले नहीं हैं, और मदद से ये भावनाएं ठीक हो सकती हैं।',
  'Having a plan or means to end your life, or having already harmed yourself — call 112 now':
    'अपनी जान लेने की योजना या साधन होना, या खुद को पहले ही नुकसान पहुंचा चुके हों — अभी 112 पर फ़ोन करें',
  Depression: 'डिप्रेशन (अवसाद, लगातार उदासी की बीमारी)',
  'Talk to someone you trust, or call Tele-MANAS 14416 (free, 24x7, in your language) to speak with a trained counsellor.':
    'किसी भरोसे वाले व्यक्ति से बात करें, या ट्रेनिंग वाले काउंसलर से बात करने के लिए टेली-मानस 14416 पर फ़ोन करें (मुफ़्त, 24x7, आपकी भाषा में)।',
  'Keep a simple daily routine: regular sleep, meals, a short walk in daylight.':
    'रोज़ की एक सादी दिनचर्या रखें: समय पर सोना, समय पर खाना, दिन की रोशनी में थोड़ी देर टहलना।',
  'Avoid alcohol and other drugs.': 'शराब और दूसरे नशों से दूर रहें।',
  'Depression is a common, treatable illness — seeing a doctor is a sign of strength.':
    'डिप्रेशन एक आम बीमारी है जिसका इलाज होता है — डॉक्टर को दिखाना हिम्मत की बात है।',
  'Thoughts of ending your life — call Tele-MANAS 14416 or 112 now':
    'अपनी जान लेने के ख़याल — अभी टेली-मानस 14416 या 112 पर फ़ोन करें',
};

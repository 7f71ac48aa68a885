/** Bhojpuri (bh-IN) translations of the triage knowledge base texts (conditions B, part 1). */
export const PHRASES_CONDITIONS_B_1: Record<string, string> = {
  'Not eating or unable to look after yourself': 'खाना ना खाइल भा अपना देखभाल ना कर पावल',
  Anxiety: 'घबराहट आ चिंता के बेमारी (एंग्जायटी)',
  'Try slow breathing: in through the nose, out slowly through the mouth, for a few minutes.':
    'धीरे-धीरे साँस लेवे के कोसिस करीं: नाक से साँस भीतर लीं, मुँह से धीरे-धीरे बाहर छोड़ीं, कुछ मिनट ले।',
  'Regular exercise, less caffeine and a steady sleep routine help.':
    'रोज कसरत, चाय-कॉफी कम, आ सुते के तय समय से फायदा होला।',
  'Chest pain or breathlessness that may not be anxiety — get checked':
    'छाती में दरद भा साँस फूलल जवन घबराहट ना होके कुछ आउर हो सकेला — जाँच कराईं',
  'Thoughts of self-harm — call Tele-MANAS 14416':
    'अपना के चोट पहुँचावे के बिचार — Tele-MANAS 14416 पर फोन करीं',
  'Panic attack': 'घबराहट के दौरा (पैनिक अटैक)',
  'Sit down, breathe slowly and remind yourself it will pass within minutes.':
    'बइठ जाईं, धीरे-धीरे साँस लीं आ अपना के याद दिआईं कि ई कुछ मिनट में ठीक हो जाई।',
  'A first episode with chest pain, especially over age 40 or with heart risk — rule out a heart attack (call 108)':
    'छाती में दरद के साथे पहिला बेर अइसन दौरा, खास करके 40 साल से ढेर उमिर में भा दिल के बेमारी के खतरा होखे त — पहिले हार्ट अटैक के जाँच करवाईं (108 पर फोन करीं)',
  'Attacks keep coming back': 'दौरा बार-बार पड़त बा',
  'Sleep problems (insomnia)': 'नींद के दिक्कत (अनिद्रा)',
  'Keep fixed sleep and wake times; avoid screens for an hour before bed.':
    'सुते आ जागे के समय तय रखीं; सुते से एक घंटा पहिले मोबाइल-टीवी मत देखीं।',
  'Avoid tea, coffee and heavy meals late in the evening.':
    'साँझ के देर से चाय, कॉफी आ भारी खाना से बचीं।',
  'Do not start sleeping pills without a doctor.': 'डाक्टर के बिना नींद के गोली सुरू मत करीं।',
  'Poor sleep with low mood or hopelessness': 'नींद खराब आ साथे उदासी भा निरासा',
  'Loud snoring with pauses in breathing': 'जोर से खर्राटा आ साँस बीच-बीच में रुकल',
  'Psychosis (losing touch with reality)': 'साइकोसिस (दिमागी हालत जवना में असलियत से नाता टूट जाला)',
  'Stay calm and keep the person safe; call Tele-MANAS 14416 for guidance.':
    'शांत रहीं आ आदमी के सुरक्षित रखीं; सलाह खातिर Tele-MANAS 14416 पर फोन करीं।',
  'Arrange a psychiatrist visit within a day; do not stop any prescribed medicine abruptly.':
    'एक दिन के भीतर मन के डाक्टर (मनोचिकित्सक) से मिले के इंतजाम करीं; लिखल कवनो दवाई अचानक मत छोड़ीं।',
  'Risk of harming self or others — call 112':
    'अपना के भा दोसरा के नुकसान पहुँचावे के खतरा — 112 पर फोन करीं',
  'Not eating, drinking or sleeping for days': 'कई दिन से ना खाइल, ना पियल, ना सुतल',
  'Alcohol dependence': 'दारू के लत',
  'Do not stop suddenly after long heavy drinking — withdrawal can cause fits; plan it with a doctor.':
    'बहुत दिन ले ढेर दारू पियला के बाद अचानक मत छोड़ीं — छोड़े पर दौरा पड़ सकेला; डाक्टर के साथे योजना बना के छोड़ीं।',
  'Call Tele-MANAS 14416 or the national drug de-addiction helpline 14446 for free help.':
    'मुफत मदद खातिर Tele-MANAS 14416 भा राष्ट्रीय नसा मुक्ति हेल्पलाइन 14446 पर फोन करीं।',
  'Shaking, confusion, seeing things or fits after stopping alcohol — go to hospital':
    'दारू छोड़ला के बाद काँपल, भरम, अइसन चीज लउकल जवन नइखे, भा दौरा — अस्पताल जाईं',
  'Vomiting blood or yellow eyes': 'खून के उल्टी भा आँख पीयर',
  'Skin infection (cellulitis)': 'चमड़ी के इन्फेक्शन (सेल्युलाइटिस)',
  'See a doctor within a day; cellulitis usually needs prescribed antibiotics.':
    'एक दिन के भीतर डाक्टर के देखाईं; सेल्युलाइटिस में अक्सर डाक्टर के लिखल एंटीबायोटिक चाहीं।',
  'Rest and raise the affected limb.': 'आराम करीं आ जवन हाथ भा गोड़ में बा ओकरा के ऊपर उठा के रखीं।',
  'Mark the edge of the redness with a pen to see if it spreads.':
    'लाली के किनारा पर पेन से निसान लगा दीं, ताकि पता चले कि फइलत बा कि ना।',
  'Redness spreading fast, fever with shivering or confusion':
    'लाली तेजी से फइलत बा, कँपकँपी के साथे बुखार भा भरम',
  'Redness around the eye or on the face': 'आँख के चारो ओर भा चेहरा पर लाली',
  Impetigo: 'इम्पेटिगो (पीयर पपड़ी वाला चमड़ी के इन्फेक्शन)',
  'Keep the area clean and dry; wash with soap and water and pat dry.':
    'ओह जगह के साफ आ सूखल रखीं; साबुन-पानी से धो के हल्का-हल्का थपथपा के पोंछीं।',
  'Do not scratch; keep nails short; use separate towels.':
    'खुजलाईं मत; नोह छोट रखीं; सबके तौलिया अलग-अलग रखीं।',
  'Keep the child home from school until a doctor says it is not infectious.':
    'जब ले डाक्टर ना कहस कि अब छुआछूत वाला नइखे, लइका के स्कूल मत भेजीं।',
  'Fever or spreading redness': 'बुखार भा फइलत लाली',
  'Sores not better after a week': 'एक हप्ता के बादो घाव ठीक ना भइल',
  'Boil or abscess': 'फोड़ा भा पीब वाला गाँठ',
  'Apply a warm, clean compress several times a day.': 'दिन में कई बेर साफ, गरम कपड़ा से सेंकीं।',
  'Do not squeeze or pierce it.': 'ओकरा के दबाईं मत आ फोरीं मत।',
  'Repeated boils — get your blood sugar checked.': 'बार-बार फोड़ा होखे — अपना शुगर के जाँच कराईं।',
  'Boil on the face, or larger than a coin': 'चेहरा पर फोड़ा, भा सिक्का से बड़ फोड़ा',
  'Not better in 2 weeks': '2 हप्ता में ठीक ना भइल',
  'Ringworm / fungal skin infection (daad)': 'दाद / चमड़ी के फंगल इन्फेक्शन (दाद-खाज)',
  'Keep skin folds dry; wear loose cotton clothes and change sweaty clothes quickly.':
    'चमड़ी के मोड़ वाला जगह सूखल रखीं; ढीला सूती कपड़ा पहिनीं आ पसीना वाला कपड़ा जल्दी बदलीं।',
  'Do not share towels, combs or clothes; wash clothes in hot water and dry in the sun.':
    'तौलिया, कंघी भा कपड़ा केहू से साझा मत करीं; कपड़ा गरम पानी में धोईं आ घाम में सुखाईं।',
  'Avoid steroid creams and mixed creams sold over the counter — they make fungal infections worse.':
    'दोकान पर मिले वाला स्टेरॉयड क्रीम आ मिलल-जुलल क्रीम से बचीं — एहसे फंगल इन्फेक्शन अउरी बिगड़ जाला।',
  'A pharmacist or doctor can advise on an antifungal cream; use it for the full time advised.':
    'फंगस मारे वाला क्रीम के बारे में फार्मासिस्ट भा डाक्टर सलाह दे सकेलन; जेतना दिन कहल जाव, ओतना दिन पूरा लगाईं।',
  'Spreading widely, on the scalp or nails, or not better after 2 weeks of care':
    'दूर-दूर ले फइलल, कपार के चमड़ी भा नोह पर, भा 2 हप्ता देखभाल के बादो ठीक ना भइल',
  'You have diabetes or low immunity': 'रउआ के शुगर बा भा रोग से लड़े के ताकत कम बा',
  Scabies: 'खाज-खुजली (स्केबीज)',
  'Everyone in the household needs treatment at the same time, even without itching — a doctor will prescribe it.':
    'घर के सब लोग के एके साथे इलाज चाहीं, चाहे खुजली ना होखे तब्बो — डाक्टर दवाई लिख दीहें।',
  'Wash clothes, towels and bedsheets in hot water and dry in sun, or seal them in a bag for 3 days.':
    'कपड़ा, तौलिया आ चादर गरम पानी में धो के घाम में सुखाईं, भा 3 दिन ले थैली में बंद करके रख दीं।',
  'Itching may last a few weeks after treatment; this is normal.':
    'इलाज के बाद कुछ हप्ता ले खुजली रह सकेला; ई सामान्य बात ह।',
  'Sores with pus, fever or spreading redness': 'पीब वाला घाव, बुखार भा फइलत लाली',
  'Thick crusted skin in an elderly or weak person': 'बूढ़ भा कमजोर आदमी के चमड़ी पर मोट पपड़ी',
  'Eczema (dermatitis)': 'एक्जिमा (चमड़ी के सूजन)',
  'Moisturise often with a plain, fragrance-free moisturiser.':
    'बिना खुसबू वाला सादा मॉइस्चराइजर बेर-बेर लगाईं।',
  'Use mild soap or soap-free washes; avoid hot water.':
    'हल्का साबुन भा बिना साबुन वाला चीज से धोईं; गरम पानी से बचीं।',
  'Avoid triggers such as detergents, wool and rubbing.':
    'जवन चीज से बढ़ेला ओकरा से बचीं, जइसे सर्फ-साबुन (डिटर्जेंट), ऊनी कपड़ा आ रगड़ल।',
  'Weeping, crusted or painful skin (infection)': 'चमड़ी से पानी रिसल, पपड़ी पड़ल भा दरद (इन्फेक्शन)',
  'Sudden painful blisters with fever': 'बुखार के साथे अचानक दरद वाला फोका',
  'Hives / skin allergy (urticaria)': 'पित्ती / चमड़ी के एलर्जी (अर्टिकेरिया)',
  'Cool compresses and loose cotton clothes help the itch.':
    'ठंडा पट्टी आ ढीला सूती कपड़ा से खुजली में आराम मिलेला।',
  'Note and avoid triggers (new food, medicine, soap, insect bites).':
    'देखीं कि कवना चीज से होला आ ओकरा से बचीं (नया खाना, दवाई, साबुन, कीड़ा के काटल)।',
  'A pharmacist or doctor can advise on an antihistamine.':
    'एंटीहिस्टामिन (एलर्जी के दवाई) के बारे में फार्मासिस्ट भा डाक्टर सलाह दे सकेलन।',
  'Swelling of lips, tongue or throat, wheeze or breathlessness, or fainting — call 108 (anaphylaxis)':
    'ओठ, जीभ भा गला में सूजन, साँस में सीटी भा साँस फूलल, भा बेहोसी — 108 पर फोन करीं (गंभीर एलर्जी, एनाफिलेक्सिस)',
  'Hives lasting more than 6 weeks': '6 हप्ता से ढेर पित्ती रहल',
  'Acne (pimples)': 'मुँहासा (पिंपल)',
  'Wash the face twice a day with a mild face wash.': 'दिन में दू बेर हल्का फेस वॉश से चेहरा धोईं।',
  'Do not squeeze pimples.': 'मुँहासा मत फोरीं।',
  'Avoid oily creams and steroid creams.': 'तेल वाला क्रीम आ स्टेरॉयड क्रीम से बचीं।',
  'Painful deep lumps or scarring': 'दरद वाला गहिर गाँठ भा दाग पड़ल',
  'Acne with irregular periods and extra hair growth (possible PCOS)':
    'बेटाइम महीना आ ढेर बार उगे के साथे मुँहासा (PCOS हो सकेला)',
  'Head lice': 'कपार में जूँ (ढील)',
  'Comb wet, conditioned hair with a fine-tooth lice comb every few days for two weeks.':
    'दू हप्ता ले हर कुछ दिन पर भीजल, कंडीशनर लगावल बार के महीन दाँत वाला ढील के कंघी से झारीं।',
  'Check and treat everyone in the family at the same time.':
    'परिवार के सब लोग के एके साथे देखीं आ इलाज करीं।',
  'Wash pillow covers and combs in hot water.': 'तकिया के खोल आ कंघी गरम पानी में धोईं।',
  'Scalp sores with pus or swollen neck glands': 'कपार के चमड़ी पर पीब वाला घाव भा गरदन में गिलटी फूलल',
  'Conjunctivitis (eye flu, aankh aana)': 'आँख आइल (कंजक्टिवाइटिस, आई फ्लू)',
  'Clean the eyelids with cotton dipped in boiled and cooled water, one piece per wipe.':
    'उबाल के ठंडा कइल पानी में रुई भिजा के पलक साफ करीं, हर बेर पोंछे खातिर नया रुई।',
  'Wash hands often; do not share towels, pillows or eye make-up.':
    'बेर-बेर हाथ धोईं; तौलिया, तकिया भा आँख के काजल-मेकअप केहू से साझा मत करीं।',
  'Do not use steroid eye drops or home remedies in the eye without an eye doctor.':
    'आँख के डाक्टर के बिना आँख में स्टेरॉयड वाला ड्रॉप भा घरेलू नुस्खा मत डालीं।',
  'Stay home from school or work while the eye is sticky.':
    'जब ले आँख चिपचिपात रहे, स्कूल भा काम पर मत जाईं, घरे रहीं।',
  'Eye pain, blurred vision or light hurting the eye': 'आँख में दरद, धुंधला लउकल भा रोसनी से आँख में तकलीफ',
  'A newborn with red, sticky eyes': 'नया जनमल बच्चा के लाल, चिपचिपा आँख',
  'Not better after a week': 'एक हप्ता के बादो ठीक ना भइल',
  'Stye (eyelid boil)': 'गुहेरी (पलक पर फुंसी)',
  'Hold a clean warm compress on the eyelid several times a day.':
    'दिन में कई बेर पलक पर साफ गरम कपड़ा से सेंकीं।',
  'Do not squeeze it; avoid eye make-up until healed.':
    'ओकरा के दबाईं मत; ठीक होखे ले आँख में काजल-मेकअप मत लगाईं।',
  'Swelling spreading to the whole eyelid or face': 'सूजन पूरा पलक भा चेहरा पर फइल गइल',
  'Vision changes or fever': 'लउके में बदलाव भा बुखार',
  'Cataract (motiyabind)': 'मोतियाबिंद',
  'Book an eye check; cataract surgery is available free under the national blindness control programme.':
    'आँख के जाँच कराईं; राष्ट्रीय अंधता नियंत्रण कार्यक्रम में मोतियाबिंद के ऑपरेशन मुफत होला।',
  'Use good lighting and sunglasses outdoors.':
    'अच्छा रोसनी में काम करीं आ बाहर घाम में करिया चस्मा पहिनीं।',
  'Sudden loss of vision, eye pain or a red eye — see an eye doctor the same day':
    'अचानक आँख से ना लउकल, आँख में दरद भा लाल आँख — ओही दिन आँख के डाक्टर के देखाईं',
  'Middle-ear infection': 'बीच के कान के इन्फेक्शन',
  'Keep the ear dry; do not put oil, drops or cotton buds into the ear.':
    'कान सूखल रखीं; कान में तेल, ड्रॉप भा ईयरबड मत डालीं।',
  'Paracetamol for pain or fever only as advised by a pharmacist or doctor.':
    'दरद भा बुखार खातिर पैरासिटामोल खाली फार्मासिस्ट भा डाक्टर के कहला पर लीं।',
  'Most ear infections improve in 3 days; see a doctor if discharge appears or it lasts longer.':
    'जादेतर कान के इन्फेक्शन 3 दिन में ठीक होखे लागेला; कान बहे लागे भा ढेर दिन ले रहे त डाक्टर के देखाईं।',
  'Swelling or pain behind the ear': 'कान के पीछे सूजन भा दरद',
  'Stiff neck, drowsiness or high fever': 'गरदन अकड़ल, ऊँघाई भा तेज बुखार',
  'Discharge from the ear for more than 2 weeks': '2 हप्ता से ढेर कान बहल',
  'Outer-ear infection (swimmer’s ear)': 'बाहरी कान के इन्फेक्शन (स्विमर्स ईयर)',
  'Keep water out of the ear while bathing; do not use cotton buds or hairpins.':
    'नहात घरी कान में पानी मत जाए दीं; ईयरबड भा हेयरपिन मत डालीं।',
  'See a doctor for ear drops if pain persists.': 'दरद ना जाव त कान के ड्रॉप खातिर डाक्टर के देखाईं।',
  'Spreading redness or swelling to the face': 'लाली भा सूजन चेहरा ले फइलल',
  'Fever, or diabetes with severe ear pain': 'बुखार, भा शुगर के साथे कान में बहुत तेज दरद',
  'Earwax blockage': 'कान में मैल (खूँट) जमल',
  'Do not dig with cotton buds, keys or hairpins.': 'ईयरबड, चाबी भा हेयरपिन से कान मत खोदीं।',
  'A pharmacist can advise on softening ear drops; a doctor can remove hard wax.':
    'मैल नरम करे वाला ड्रॉप के बारे में फार्मासिस्ट सलाह दे सकेलन; कड़ा मैल डाक्टर निकाल सकेलन।',
  'Sudden hearing loss in one ear — see a doctor within a day':
    'अचानक एक कान से सुनाई कम होखल — एक दिन के भीतर डाक्टर के देखाईं',
  'Pain, discharge or fever': 'दरद, कान बहल भा बुखार',
  'Sore throat or tonsillitis': 'गला खराब भा टॉन्सिल',
  'Gargle with warm salt water and drink warm fluids.':
    'गुनगुना नमक पानी से गरारा करीं आ गरम चीज पीहीं।',
  'Most sore throats are viral and settle within a week without antibiotics.':
    'जादेतर गला खराब वायरस से होला आ बिना एंटीबायोटिक के हप्ता भर में ठीक हो जाला।',
  'Difficulty breathing or drooling, unable to swallow saliva':
    'साँस लेवे में दिक्कत भा लार गिरल, थूक ना घोंट पावल',
  'One-sided swelling at the back of the throat or muffled voice':
    'गला के पीछे एक ओर सूजन भा आवाज दबल-दबल',
  'Lasting more than a week': 'एक हप्ता से ढेर रहल',
  'Tooth decay or dental infection': 'दाँत में कीड़ा भा दाँत के इन्फेक्शन',
  'Rinse with warm salt water; avoid very hot, cold and sweet food.':
    'गुनगुना नमक पानी से कुल्ला करीं; बहुत गरम, ठंडा आ मीठ खाना से बचीं।',
  'Brush twice daily with fluoride toothpaste; book a dentist visit.':
    'फ्लोराइड वाला मंजन से दिन में दू बेर ब्रश करीं; दाँत के डाक्टर से मिले के समय लीं।',
  'Swelling of the face, jaw or neck, or difficulty swallowing or opening the mouth — see a doctor today':
    'चेहरा, जबड़ा भा गरदन में सूजन, भा घोंटे चाहे मुँह खोले में दिक्कत — आजे डाक्टर के देखाईं',
  'Rinse with salt water; avoid spicy, sour and hot food.':
    'नमक पानी से कुल्ला करीं; मसालेदार, खट्टा आ गरम खाना से बचीं।',
  'Stop tobacco, gutkha and paan.': 'तंबाकू, गुटखा आ पान छोड़ीं।',
  'An ulcer or white/red patch lasting more than 3 weeks, especially if you use tobacco — get it checked for oral cancer':
    '3 हप्ता से ढेर रहे वाला छाला भा सफेद/लाल दाग, खास करके अगर तंबाकू खात बानी — मुँह के कैंसर के जाँच कराईं',
  'Bleeding in pregnancy (possible miscarriage or placental problem)':
    'गरभ में खून आवल (गरभ गिरे भा आँवल (प्लेसेंटा) के दिक्कत हो सकेला)',
  'Call 108 (or 102 for the free maternal ambulance) and go to the nearest hospital with a labour room now.':
    '108 पर फोन करीं (भा मुफत जच्चा एम्बुलेंस खातिर 102) आ अबहीं सबसे नजदीक के अस्पताल जाईं जहाँ लेबर रूम होखे।',
  'Lie down while waiting, and carry your pregnancy card (MCP card).':
    'इंतजार करत घरी लेटल रहीं, आ आपन गरभ वाला कार्ड (MCP कार्ड) साथे ले जाईं।',
  'Any bleeding in pregnancy needs a doctor; heavy bleeding, clots, pain or dizziness is an emergency':
    'गरभ में कवनो तरह के खून आवे त डाक्टर के देखावे के चाहीं; बहुत खून, थक्का, दरद भा चक्कर इमरजेंसी ह',
  'Ectopic pregnancy (pregnancy outside the womb)': 'बच्चादानी के बाहर के गरभ (एक्टोपिक प्रेगनेंसी)',
  'Missed period with one-sided lower belly pain, bleeding, shoulder-tip pain or fainting — go to hospital now':
    'महीना ना आइल आ साथे पेड़ू के एक ओर दरद, खून आवल, कंधा के सिरा पर दरद भा बेहोसी — अबहीं अस्पताल जाईं',
  'High blood pressure of pregnancy (pre-eclampsia)': 'गरभ में हाई बीपी (प्री-एक्लेम्पसिया)',
  'Attend every antenatal check-up so blood pressure and urine are tested.':
    'गरभ के हर जाँच (एएनसी) में जाईं ताकि बीपी आ पेसाब के जाँच होत रहे।',
  'Severe headache, blurred vision, sudden swelling of face or hands, upper belly pain or fits in pregnancy — emergency':
    'गरभ में बहुत तेज कपार दरद, धुंधला लउकल, चेहरा भा हाथ में अचानक सूजन, पेट के ऊपरी हिस्सा में दरद भा दौरा — इमरजेंसी',
  'Severe vomiting in pregnancy': 'गरभ में बहुत ढेर उल्टी',
  'Eat small, dry snacks often; sip fluids between meals.':
    'बेर-बेर थोड़ा-थोड़ा सूखल नास्ता खाईं; खाना के बीच-बीच में घूँट-घूँट पानी पीहीं।',
  'See a doctor today if you cannot keep fluids down.':
    'अगर कुछुओ पियल पेट में ना रुके त आजे डाक्टर के देखाईं।',
  'Vomiting everything for 24 hours': '24 घंटा से जवन खाईं-पीहीं सब उल्टी हो जाव',
  'Very little or dark urine': 'पेसाब बहुत कम भा गाढ़',
  'Vomiting blood': 'खून के उल्टी',
  'Reduced baby movements in pregnancy': 'गरभ में बच्चा के हिलल-डोलल कम होखल',
  'Go to the hospital labour room today, without waiting until tomorrow; do not rely on home doppler devices.':
    'आजे अस्पताल के लेबर रूम जाईं, काल्ह ले इंतजार मत करीं; घर वाला डॉप्लर मशीन के भरोसे मत रहीं।',
  'Baby moving less or differently, fluid leaking, or bleeding':
    'बच्चा कम भा अलग तरह से हिलत बा, पानी रिसत बा, भा खून आवत बा',
  'Lie flat with legs raised while waiting; keep the mother warm.':
    'इंतजार करत घरी गोड़ ऊपर उठा के सीधा लेटा दीं; माई के गरम रखीं।',
  'Soaking a pad within an hour, large clots, dizziness or fast heartbeat after delivery':
    'डिलीवरी के बाद एक घंटा के भीतर पैड भीज जाव, बड़-बड़ थक्का, चक्कर भा दिल तेज धड़के',
  'Polycystic ovary syndrome (PCOS)': 'पीसीओएस (PCOS — बच्चादानी के अंडाशय में गाँठ वाला बेमारी)',
  'Regular exercise and a balanced diet low in sugar and refined flour help periods and weight.':
    'रोज कसरत आ कम चीनी-मैदा वाला संतुलित खाना से महीना आ वजन दूनो में फायदा होला।',
  'Book a gynecologist visit for tests.': 'जाँच खातिर मेहरारू डाक्टर (गाइनेकोलॉजिस्ट) से मिले के समय लीं।',
  'No period for 3 months or more': '3 महीना भा ओहसे ढेर से महीना ना आइल',
  'Very heavy bleeding': 'बहुत ढेर खून जाइल',
  'Heavy periods': 'महीना में ढेर खून जाइल',
  'Eat iron-rich foods (green leafy vegetables, jaggery, dal, meat, eggs) and get a haemoglobin test.':
    'आयरन वाला खाना खाईं (हरियर पत्ता वाला साग, गुड़, दाल, मांस, अंडा) आ हीमोग्लोबिन के जाँच कराईं।',
  'Book a gynecologist visit.': 'मेहरारू डाक्टर (गाइनेकोलॉजिस्ट) से मिले के समय लीं।',
  'Soaking a pad every hour, dizziness or fainting': 'हर घंटा पैड भीज जाव, चक्कर भा बेहोसी',
  'Bleeding after menopause or between periods': 'महीना बंद भइला के बाद भा दू महीना के बीच में खून आवल',
  'Period pain': 'महीना के दरद',
  'A hot water bottle on the lower belly and gentle exercise help.':
    'पेड़ू पर गरम पानी के बोतल आ हल्का कसरत से आराम मिलेला।',
  'Pain that stops daily activities despite care': 'देखभाल के बादो अइसन दरद कि रोज के काम-काज रुक जाव',
  'Fever, unusual discharge or pain outside periods':
    'बुखार, असामान्य पानी आवल भा महीना के अलावा दोसरा समय दरद',
  'Vaginal infection (thrush or bacterial vaginosis)': 'योनि के इन्फेक्शन (फंगल भा बैक्टीरिया वाला)',
  'Wear loose cotton underwear; wash with plain water and avoid douching or scented products.':
    'ढीला सूती जाँघिया पहिनीं; सादा पानी से धोईं आ भीतर से धोवल (डूशिंग) भा खुसबू वाला चीज से बचीं।',
  'See a doctor for the right treatment.': 'सही इलाज खातिर डाक्टर के देखाईं।',
  'Fever or lower belly pain': 'बुखार भा पेड़ू में दरद',
  'Symptoms during pregnancy': 'गरभ के समय लच्छन',
  'Foul-smelling discharge with bleeding': 'खून के साथे बदबूदार पानी आवल',
  'Menopause symptoms': 'महीना बंद होखे (मेनोपॉज) के लच्छन',
  'Wear light layers, keep the room cool and cut down on caffeine and spicy food.':
    'पातर कपड़ा के कई परत पहिनीं, कमरा ठंडा रखीं आ चाय-कॉफी आ मसालेदार खाना कम करीं।',
  'Weight-bearing exercise and calcium-rich foods protect bones.':
    'वजन उठावे वाला कसरत आ कैल्शियम वाला खाना से हड्डी मजबूत रहेला।',
  'Any bleeding after periods have stopped for a year — see a doctor':
    'महीना एक साल से बंद भइला के बाद कवनो तरह के खून आवे — डाक्टर के देखाईं',
  'Fever in a child': 'लइका के बुखार',
  'Keep breastfeeding or giving fluids often; offer small amounts frequently.':
    'माई के दूध भा पानी-पियल चीज बेर-बेर देत रहीं; थोड़ा-थोड़ा करके बार-बार दीं।',
  'Dress the child lightly; do not wrap in blankets. Sponge with lukewarm (not cold) water if uncomfortable.':
    'लइका के हल्का कपड़ा पहिनाईं; कंबल में मत लपेटीं। बेचैनी होखे त गुनगुना (ठंडा ना) पानी से देह पोंछीं।',
  'Fever medicine only in the dose a doctor or pharmacist gives for the child’s weight — never adult tablets.':
    'बुखार के दवाई खाली ओतने दीं जेतना डाक्टर भा फार्मासिस्ट लइका के वजन देख के बतावस — बड़ लोग के गोली कबो मत दीं।',
  'Check the child regularly, including at night.': 'लइका के बेर-बेर देखत रहीं, रात में भी।',
  'Any fever in a baby under 3 months': '3 महीना से छोट बच्चा के कवनो तरह के बुखार',
  'Danger signs — go to hospital now: not able to feed or drink, vomiting everything, fits, very sleepy or floppy, chest sinking in or fast breathing.':
    'खतरा के निसानी — अबहीं अस्पताल जाईं: दूध भा पानी ना पी पावल, सब उल्टी हो जाइल, दौरा, बहुत ढेर नींद भा ढीला पड़ल, छाती धँसल भा तेज साँस।',
  'Rash that does not fade under a glass, stiff neck, or fever lasting more than 2 days':
    'अइसन दाना जवन गिलास से दबवला पर फीका ना पड़े, गरदन अकड़ल, भा 2 दिन से ढेर बुखार',
  'Serious illness in a young infant (possible sepsis)': 'छोट बच्चा में गंभीर बेमारी (सेप्सिस हो सकेला)',
};

/** Marwari (mr-IN) translations of the triage knowledge base: conditions (second half), part 1 of 2. */
export const PHRASES_CONDITIONS_B_1: Record<string, string> = {
  'Not eating or unable to look after yourself': 'खाणो छोड़ देवणो या आपरो ध्यान खुद कोनी राख सकणो',
  Anxiety: 'घबराट (एंग्जायटी)',
  'Try slow breathing: in through the nose, out slowly through the mouth, for a few minutes.':
    'धीरै-धीरै सांस लेवण री कोसिस करो: नाक सूं मांय, मूंडै सूं धीरै-धीरै बारै, कीं मिनटां तांई।',
  'Regular exercise, less caffeine and a steady sleep routine help.':
    'रोज कसरत, चाय-कॉफी कम अर टेम पर नींद सूं फायदो हुवै है।',
  'Chest pain or breathlessness that may not be anxiety — get checked':
    'छाती में दरद या सांस फूलणी जको घबराट कोनी भी हुय सकै — जांच करावो',
  'Thoughts of self-harm — call Tele-MANAS 14416':
    'खुद नै नुकसाण पुगावण रा विचार — टेली-मानस 14416 पर फोन करो',
  'Panic attack': 'पैनिक अटैक (अचाणचक घणी घबराट रो दौरो)',
  'Sit down, breathe slowly and remind yourself it will pass within minutes.':
    'बैठ जावो, धीरै-धीरै सांस लेवो अर खुद नै याद दिरावो कै ओ कीं मिनटां में निकळ जासी।',
  'A first episode with chest pain, especially over age 40 or with heart risk — rule out a heart attack (call 108)':
    'छाती रै दरद रै सागै पैली बार दौरो, खास कर 40 बरस सूं बेसी उमर में या दिल रै खतरै वाळां में — हार्ट अटैक री जांच करावो (108 पर फोन करो)',
  'Attacks keep coming back': 'दौरा बार-बार आवणा',
  'Sleep problems (insomnia)': 'नींद री तकलीफ (अनिद्रा)',
  'Keep fixed sleep and wake times; avoid screens for an hour before bed.':
    'सूवण अर उठण रो टेम पक्को राखो; सूवण सूं एक घंटो पैली मोबाइल-टीवी री स्क्रीन मत देखो।',
  'Avoid tea, coffee and heavy meals late in the evening.':
    'मोड़ी सिंझ्या चाय, कॉफी अर भारी खाणो मत लेवो।',
  'Do not start sleeping pills without a doctor.': 'डाक्टर नै पूछ्यां बिना नींद री गोळियां सरू मत करो।',
  'Poor sleep with low mood or hopelessness': 'उदासी या निरासा रै सागै नींद कोनी आवणी',
  'Loud snoring with pauses in breathing': 'जोर सूं घुर्राटा अर सांस बिचाळै रुकणी',
  'Psychosis (losing touch with reality)': 'साइकोसिस (सच्चाई सूं नातो टूटणो)',
  'Stay calm and keep the person safe; call Tele-MANAS 14416 for guidance.':
    'सांत रैवो अर उण मिनख नै सुरक्षित राखो; सलाह सारू टेली-मानस 14416 पर फोन करो।',
  'Arrange a psychiatrist visit within a day; do not stop any prescribed medicine abruptly.':
    'एक दिन रै मांय मन रै डाक्टर (मनोचिकित्सक) नै दिखावो; डाक्टर री लिख्योड़ी कोई दवाई अचाणचक बंद मत करो।',
  'Risk of harming self or others — call 112': 'खुद नै या दूजां नै नुकसाण पुगावण रो खतरो — 112 पर फोन करो',
  'Not eating, drinking or sleeping for days': 'कई दिनां सूं कीं खावणो, पीवणो या सूवणो कोनी',
  'Alcohol dependence': 'दारू री लत',
  'Do not stop suddenly after long heavy drinking — withdrawal can cause fits; plan it with a doctor.':
    "घणा दिनां सूं घणी दारू पीवता हुवो तो अचाणचक मत छोड़ो — छोड़ण सूं दौरा पड़ सकै है; डाक्टर रै सागै मिल'र योजना बणावो।",
  'Call Tele-MANAS 14416 or the national drug de-addiction helpline 14446 for free help.':
    'मुफत मदद सारू टेली-मानस 14416 या नसा मुक्ति री राष्ट्रीय हेल्पलाइन 14446 पर फोन करो।',
  'Shaking, confusion, seeing things or fits after stopping alcohol — go to hospital':
    'दारू छोड़्यां पछै धूजणी, होस-हवास गड़बड़, चीजां दीखणी या दौरा — अस्पताल जावो',
  'Vomiting blood or yellow eyes': 'खून री उल्टी या पीळी आंख्यां',
  'Skin infection (cellulitis)': 'चामड़ी रो इन्फेक्सन (सेल्युलाइटिस)',
  'See a doctor within a day; cellulitis usually needs prescribed antibiotics.':
    'एक दिन रै मांय डाक्टर नै दिखावो; सेल्युलाइटिस में घणकरी बार डाक्टर री लिख्योड़ी एंटीबायोटिक चाइजै।',
  'Rest and raise the affected limb.': 'आराम करो अर जकै हाथ या पग में तकलीफ है उणनै ऊंचो राखो।',
  'Mark the edge of the redness with a pen to see if it spreads.':
    'लाली री किनारी पर पेन सूं निसाण लगावो, ताकि ठाह पड़ै कै आ फैल री है कै कोनी।',
  'Redness spreading fast, fever with shivering or confusion':
    'लाली जल्दी फैलणी, धूजणी रै सागै ताव या होस-हवास गड़बड़',
  'Redness around the eye or on the face': 'आंख रै आसै-पासै या मूंडै पर लाली',
  Impetigo: 'इम्पेटिगो (पपड़ी वाळा फोड़ा)',
  'Keep the area clean and dry; wash with soap and water and pat dry.':
    "उण जगां नै साफ अर सूकी राखो; साबुण-पाणी सूं धो'र हळकै-हळकै थपथपा'र सुकावो।",
  'Do not scratch; keep nails short; use separate towels.':
    'खुजावो मत; नाखून छोटा राखो; तौलियो न्यारो राखो।',
  'Keep the child home from school until a doctor says it is not infectious.':
    'जद तांई डाक्टर नीं कैवै कै अबै आ कोनी फैलै, टाबर नै स्कूल मत भेजो।',
  'Fever or spreading redness': 'ताव या फैलती लाली',
  'Sores not better after a week': 'एक हफ्तै पछै भी फोड़ा ठीक कोनी हुया',
  'Boil or abscess': 'फोड़ो या पीप री गांठ (फोड़ो/एब्सेस)',
  'Apply a warm, clean compress several times a day.': 'दिन में कई बार कुणकुणो, साफ कपड़ो (सेक) राखो।',
  'Do not squeeze or pierce it.': 'उणनै दबावो मत अर फोड़ो मत।',
  'Repeated boils — get your blood sugar checked.': 'बार-बार फोड़ा हुवै — खून री शुगर री जांच करावो।',
  'Boil on the face, or larger than a coin': 'मूंडै पर फोड़ो, या सिक्कै सूं मोटो फोड़ो',
  'Not better in 2 weeks': '2 हफ्तां में ठीक कोनी हुयो',
  'Ringworm / fungal skin infection (daad)': 'दाद / चामड़ी रो फंगल इन्फेक्सन (दाद)',
  'Keep skin folds dry; wear loose cotton clothes and change sweaty clothes quickly.':
    'चामड़ी री सळां नै सूकी राखो; ढीला सूती कपड़ा पैरो अर पसीनै वाळा कपड़ा जल्दी बदळो।',
  'Do not share towels, combs or clothes; wash clothes in hot water and dry in the sun.':
    "तौलिया, कांगसियो या कपड़ा किणी रै सागै मत बांटो; कपड़ा तातै पाणी में धो'र तावड़ै में सुकावो।",
  'Avoid steroid creams and mixed creams sold over the counter — they make fungal infections worse.':
    "दुकान सूं मिलण वाळी स्टेरॉइड क्रीम अर मिलाय'र बणी क्रीम मत लगावो — इणां सूं फंगल इन्फेक्सन बधै है।",
  'A pharmacist or doctor can advise on an antifungal cream; use it for the full time advised.':
    'फंगस री क्रीम बाबत फार्मासिस्ट या डाक्टर सलाह देय सकै है; जित्ता दिन कैयो हुवै, पूरा दिन लगावो।',
  'Spreading widely, on the scalp or nails, or not better after 2 weeks of care':
    'घणो फैलणो, माथै री चामड़ी या नाखूनां पर हुवणो, या 2 हफ्तां रै ध्यान पछै भी ठीक नीं हुवणो',
  'You have diabetes or low immunity': 'थांनै शुगर है या डील री बीमारी सूं लड़ण री ताकत (इम्युनिटी) कम है',
  Scabies: 'खाज-खुजली (स्केबीज)',
  'Everyone in the household needs treatment at the same time, even without itching — a doctor will prescribe it.':
    'घर रै सगळा लोगां रो इलाज एक सागै हुवणो चाइजै, भलाईं खाज नीं चालती हुवै — डाक्टर दवाई लिख देसी।',
  'Wash clothes, towels and bedsheets in hot water and dry in sun, or seal them in a bag for 3 days.':
    "कपड़ा, तौलिया अर चादरां तातै पाणी में धो'र तावड़ै में सुकावो, या 3 दिनां तांई थैली में बंद कर'र राखो।",
  'Itching may last a few weeks after treatment; this is normal.':
    'इलाज पछै भी कीं हफ्तां तांई खाज चाल सकै है; आ आम बात है।',
  'Sores with pus, fever or spreading redness': 'पीप वाळा घाव, ताव या फैलती लाली',
  'Thick crusted skin in an elderly or weak person': 'बडेरै या कमजोर मिनख री चामड़ी पर मोटी पपड़ी',
  'Eczema (dermatitis)': 'एक्जिमा (चामड़ी रो सोजो / डर्मेटाइटिस)',
  'Moisturise often with a plain, fragrance-free moisturiser.':
    'सादो, बिना खुसबू वाळो मॉइस्चराइजर (चिकणाई) बार-बार लगावो।',
  'Use mild soap or soap-free washes; avoid hot water.':
    'हळको साबुण या बिना साबुण वाळो वॉस काम में लेवो; तातै पाणी सूं मत न्हावो।',
  'Avoid triggers such as detergents, wool and rubbing.':
    'जकी चीजां सूं तकलीफ बधै उणां सूं बचो, जियां डिटर्जेंट (सरफ), ऊन अर रगड़णो।',
  'Weeping, crusted or painful skin (infection)': 'रिसती, पपड़ी वाळी या दुखती चामड़ी (इन्फेक्सन)',
  'Sudden painful blisters with fever': 'ताव रै सागै अचाणचक दुखता छाला',
  'Hives / skin allergy (urticaria)': 'पित्ती / चामड़ी री एलर्जी (अर्टिकेरिया)',
  'Cool compresses and loose cotton clothes help the itch.':
    'ठंडी पट्टी अर ढीला सूती कपड़ा खाज में आराम देवै है।',
  'Note and avoid triggers (new food, medicine, soap, insect bites).':
    'किण चीज सूं हुवै, बो ध्यान राखो अर उणसूं बचो (नुवो खाणो, दवाई, साबुण, कीड़ां रो काटणो)।',
  'A pharmacist or doctor can advise on an antihistamine.':
    'एंटीहिस्टामिन (एलर्जी री दवाई) बाबत फार्मासिस्ट या डाक्टर सलाह देय सकै है।',
  'Swelling of lips, tongue or throat, wheeze or breathlessness, or fainting — call 108 (anaphylaxis)':
    'होठ, जीभ या गळै रो सोजो, सांस में सीटी या सांस फूलणी, या बेहोसी — 108 पर फोन करो (एनाफिलेक्सिस)',
  'Hives lasting more than 6 weeks': '6 हफ्तां सूं बेसी पित्ती रैवणी',
  'Acne (pimples)': 'मुंहासा (फुंसियां)',
  'Wash the face twice a day with a mild face wash.': 'दिन में दो बार हळकै फेस वॉस सूं मूंडो धोवो।',
  'Do not squeeze pimples.': 'मुंहासा मत फोड़ो।',
  'Avoid oily creams and steroid creams.': 'चिकणी क्रीम अर स्टेरॉइड क्रीम मत लगावो।',
  'Painful deep lumps or scarring': 'दरद वाळी ऊंडी गांठां या दाग पड़णा',
  'Acne with irregular periods and extra hair growth (possible PCOS)':
    'बेटेम महीनो अर बेसी बाळां रै सागै मुंहासा (PCOS हुय सकै है)',
  'Head lice': 'माथै में जूं',
  'Comb wet, conditioned hair with a fine-tooth lice comb every few days for two weeks.':
    'गीलै, कंडीसनर लगायोड़ै बाळां में जूं री बारीक कांगसी सूं दो हफ्तां तांई हर कीं दिनां में कांगसी करो।',
  'Check and treat everyone in the family at the same time.':
    'घर रै सगळां नै देखो अर सगळां रो इलाज एक सागै करो।',
  'Wash pillow covers and combs in hot water.': 'सिराणै रा गिलाफ अर कांगसिया तातै पाणी में धोवो।',
  'Scalp sores with pus or swollen neck glands':
    'माथै री चामड़ी पर पीप वाळा घाव या गरदन री गांठां सूजणी',
  'Conjunctivitis (eye flu, aankh aana)': 'आंख आवणी (कंजंक्टिवाइटिस, आई फ्लू)',
  'Clean the eyelids with cotton dipped in boiled and cooled water, one piece per wipe.':
    "उबाळ'र ठंडो कर्योड़ै पाणी में भिज्योड़ी रूई सूं पलकां साफ करो, हर बार पूंछण सारू नुवो टुकड़ो।",
  'Wash hands often; do not share towels, pillows or eye make-up.':
    'बार-बार हाथ धोवो; तौलिया, सिराणा या आंख रो काजळ-मेकअप किणी रै सागै मत बांटो।',
  'Do not use steroid eye drops or home remedies in the eye without an eye doctor.':
    'आंख रै डाक्टर नै पूछ्यां बिना आंख में स्टेरॉइड री बूंदां या घरेलू नुस्खा मत घालो।',
  'Stay home from school or work while the eye is sticky.':
    'जद तांई आंख चिपचिपी रैवै, स्कूल या काम पर मत जावो, घरै रैवो।',
  'Eye pain, blurred vision or light hurting the eye': 'आंख में दरद, धुंधळो दीखणो या उजाळो आंख नै चुभणो',
  'A newborn with red, sticky eyes': 'नुवो जलम्योड़ो टाबर जिणरी आंख्यां लाल अर चिपचिपी है',
  'Not better after a week': 'एक हफ्तै पछै भी ठीक कोनी हुयो',
  'Stye (eyelid boil)': 'गुहेरी (पलक पर फुंसी)',
  'Hold a clean warm compress on the eyelid several times a day.':
    'दिन में कई बार पलक पर साफ, कुणकुणो कपड़ो (सेक) राखो।',
  'Do not squeeze it; avoid eye make-up until healed.':
    'उणनै दबावो मत; ठीक नीं हुवै जद तांई आंख रो मेकअप (काजळ) मत लगावो।',
  'Swelling spreading to the whole eyelid or face': 'सोजो पूरी पलक या मूंडै तांई फैलणो',
  'Vision changes or fever': 'दीखण में फरक या ताव',
  'Cataract (motiyabind)': 'मोतियाबिंद',
  'Book an eye check; cataract surgery is available free under the national blindness control programme.':
    'आंख री जांच रो टेम लेवो; राष्ट्रीय अंधता नियंत्रण कार्यक्रम में मोतियाबिंद रो ऑपरेसन मुफत हुवै है।',
  'Use good lighting and sunglasses outdoors.': 'चोखो उजाळो राखो अर बारै तावड़ै में काळा चस्मा पैरो।',
  'Sudden loss of vision, eye pain or a red eye — see an eye doctor the same day':
    'अचाणचक दीखणो बंद, आंख में दरद या आंख लाल — उणी दिन आंख रै डाक्टर नै दिखावो',
  'Middle-ear infection': 'कान रै मांय रो इन्फेक्सन (मिडल-ईयर इन्फेक्सन)',
  'Keep the ear dry; do not put oil, drops or cotton buds into the ear.':
    'कान नै सूको राखो; कान में तेल, बूंदां या रूई री तीली (ईयरबड) मत घालो।',
  'Paracetamol for pain or fever only as advised by a pharmacist or doctor.':
    'दरद या ताव सारू पैरासिटामोल फगत फार्मासिस्ट या डाक्टर रै कैयां मुजब लेवो।',
  'Most ear infections improve in 3 days; see a doctor if discharge appears or it lasts longer.':
    'घणकरा कान रा इन्फेक्सन 3 दिनां में सुधर जावै है; कान बैवण लागै या बेसी दिन चालै तो डाक्टर नै दिखावो।',
  'Swelling or pain behind the ear': 'कान रै लारै सोजो या दरद',
  'Stiff neck, drowsiness or high fever': 'गरदन अकड़णी, घणी ऊंघ या तेज ताव',
  'Discharge from the ear for more than 2 weeks': '2 हफ्तां सूं बेसी कान बैवणो',
  'Outer-ear infection (swimmer’s ear)': 'बारलै कान रो इन्फेक्सन (स्विमर्स ईयर)',
  'Keep water out of the ear while bathing; do not use cotton buds or hairpins.':
    'न्हावतां कान में पाणी मत जावण दो; रूई री तीली या हेयरपिन मत घालो।',
  'See a doctor for ear drops if pain persists.': 'दरद नीं जावै तो कान री बूंदां सारू डाक्टर नै दिखावो।',
  'Spreading redness or swelling to the face': 'लाली या सोजो मूंडै तांई फैलणो',
  'Fever, or diabetes with severe ear pain': 'ताव, या शुगर रै सागै कान में घणो तेज दरद',
  'Earwax blockage': 'कान में मैल जमणो (कान बंद)',
  'Do not dig with cotton buds, keys or hairpins.': 'रूई री तीली, चाबी या हेयरपिन सूं कान मत खोदो।',
  'A pharmacist can advise on softening ear drops; a doctor can remove hard wax.':
    'मैल नरम करण री बूंदां बाबत फार्मासिस्ट सलाह देय सकै है; कड़क मैल डाक्टर काढ सकै है।',
  'Sudden hearing loss in one ear — see a doctor within a day':
    'एक कान सूं अचाणचक सुणीजणो बंद — एक दिन रै मांय डाक्टर नै दिखावो',
  'Pain, discharge or fever': 'दरद, कान बैवणो या ताव',
  'Sore throat or tonsillitis': 'गळो खराब या टॉन्सिल (गलगंठा)',
  'Gargle with warm salt water and drink warm fluids.':
    'कुणकुणै लूण वाळै पाणी सूं कुल्ला करो अर गरम पेय पीवो।',
  'Most sore throats are viral and settle within a week without antibiotics.':
    'घणकरा गळै रा इन्फेक्सन वायरल हुवै अर बिना एंटीबायोटिक एक हफ्तै में ठीक हुय जावै है।',
  'Difficulty breathing or drooling, unable to swallow saliva':
    'सांस लेवण में तकलीफ या लार टपकणी, थूक भी कोनी गिट सकणो',
  'One-sided swelling at the back of the throat or muffled voice':
    'गळै रै लारै एक बाजू सोजो या भारी-दबी आवाज',
  'Lasting more than a week': 'एक हफ्तै सूं बेसी रैवणो',
  'Tooth decay or dental infection': 'दांत में कीड़ो या दांत रो इन्फेक्सन',
  'Rinse with warm salt water; avoid very hot, cold and sweet food.':
    'कुणकुणै लूण वाळै पाणी सूं कुल्ला करो; घणो तातो, ठंडो अर मीठो मत खावो।',
  'Brush twice daily with fluoride toothpaste; book a dentist visit.':
    'दिन में दो बार फ्लोराइड वाळै मंजन (टूथपेस्ट) सूं ब्रस करो; दांतां रै डाक्टर सूं मिलण रो टेम लेवो।',
  'Swelling of the face, jaw or neck, or difficulty swallowing or opening the mouth — see a doctor today':
    'मूंडै, जाबड़ै या गरदन में सोजो, या गिटण या मूंडो खोलण में तकलीफ — आज ही डाक्टर नै दिखावो',
  'Rinse with salt water; avoid spicy, sour and hot food.':
    'लूण वाळै पाणी सूं कुल्ला करो; तीखो, खाटो अर तातो खाणो मत खावो।',
  'Stop tobacco, gutkha and paan.': 'तमाखू, गुटखो अर पान छोड़ो।',
  'An ulcer or white/red patch lasting more than 3 weeks, especially if you use tobacco — get it checked for oral cancer':
    'छालो या धोळो/लाल चकत्तो जको 3 हफ्तां सूं बेसी रैवै, खास कर जे थे तमाखू खावो — मूंडै रै कैंसर री जांच करावो',
  'Bleeding in pregnancy (possible miscarriage or placental problem)':
    'गरभ में खून आवणो (गरभ गिरणो या आंवळ/नाळ री तकलीफ हुय सकै है)',
  'Call 108 (or 102 for the free maternal ambulance) and go to the nearest hospital with a labour room now.':
    '108 पर फोन करो (या मुफत जच्चा एम्बुलेंस सारू 102) अर अबार ही नेड़लै अस्पताल जावो जठै लेबर रूम (जापै रो कमरो) हुवै।',
  'Lie down while waiting, and carry your pregnancy card (MCP card).':
    'उडीकतां सूता रैवो, अर आपरो गरभ रो कार्ड (MCP कार्ड, जच्चा-बच्चा कार्ड) सागै राखो।',
  'Any bleeding in pregnancy needs a doctor; heavy bleeding, clots, pain or dizziness is an emergency':
    'गरभ में थोड़ो भी खून आवै तो डाक्टर नै दिखावो; घणो खून, थक्का, दरद या चक्कर इमरजेंसी है',
  'Ectopic pregnancy (pregnancy outside the womb)': 'बच्चादानी रै बारै गरभ (एक्टोपिक प्रेगनेंसी)',
  'Missed period with one-sided lower belly pain, bleeding, shoulder-tip pain or fainting — go to hospital now':
    'महीनो नीं आयो हुवै अर सागै पेडू में एक बाजू दरद, खून आवणो, खांधै री टोच पर दरद या बेहोसी — अबार ही अस्पताल जावो',
  'High blood pressure of pregnancy (pre-eclampsia)': 'गरभ में हाई बीपी (प्री-एक्लेम्पसिया)',
  'Attend every antenatal check-up so blood pressure and urine are tested.':
    'हर गरभ री जांच (ANC चेकअप) में जावो ताकि बीपी अर पेसाब री जांच हुय सकै।',
  'Severe headache, blurred vision, sudden swelling of face or hands, upper belly pain or fits in pregnancy — emergency':
    'गरभ में घणो तेज माथो दुखणो, धुंधळो दीखणो, मूंडै या हाथां पर अचाणचक सोजो, पेट रै ऊपरलै हिस्सै में दरद या दौरा — इमरजेंसी',
  'Severe vomiting in pregnancy': 'गरभ में घणी उल्टी',
  'Eat small, dry snacks often; sip fluids between meals.':
    'बार-बार थोड़ो-थोड़ो सूको नास्तो खावो; खाणै रै बिचाळै घूंट-घूंट पाणी पीवो।',
  'See a doctor today if you cannot keep fluids down.':
    'जे पाणी पेट में कोनी टिकै तो आज ही डाक्टर नै दिखावो।',
  'Vomiting everything for 24 hours': '24 घंटां सूं जो खावै-पीवै सगळो उल्टी में निकळणो',
  'Very little or dark urine': 'घणो थोड़ो या गैरै रंग रो पेसाब',
  'Vomiting blood': 'खून री उल्टी',
  'Reduced baby movements in pregnancy': 'गरभ में टाबर रो कम हालणो',
  'Go to the hospital labour room today, without waiting until tomorrow; do not rely on home doppler devices.':
    'आज ही अस्पताल रै लेबर रूम में जावो, काल तांई मत उडीको; घर री डॉप्लर मसीन रै भरोसै मत रैवो।',
  'Baby moving less or differently, fluid leaking, or bleeding':
    'टाबर कम हालणो या अलग तरियां हालणो, पाणी रिसणो, या खून आवणो',
  'Lie flat with legs raised while waiting; keep the mother warm.':
    "उडीकतां पग ऊंचा कर'र सीधा सूता रैवो; मां नै गरम राखो।",
  'Soaking a pad within an hour, large clots, dizziness or fast heartbeat after delivery':
    'जापै पछै एक घंटै में पैड पूरो भीज जावणो, मोटा थक्का, चक्कर या तेज धड़कन',
  'Polycystic ovary syndrome (PCOS)': 'पॉलीसिस्टिक ओवरी सिंड्रोम (PCOS)',
  'Regular exercise and a balanced diet low in sugar and refined flour help periods and weight.':
    'रोज कसरत अर कम चीणी अर कम मैदै वाळो संतुलित खाणो महीनै अर वजन सारू फायदै रो है।',
  'Book a gynecologist visit for tests.': 'जांच सारू लुगायां रै डाक्टर (गाइनेकोलॉजिस्ट) सूं मिलण रो टेम लेवो।',
  'No period for 3 months or more': '3 महीनां या बेसी सूं महीनो कोनी आयो',
  'Very heavy bleeding': 'घणो ही बेसी खून जावणो',
  'Heavy periods': 'महीनै में घणो खून जावणो',
  'Eat iron-rich foods (green leafy vegetables, jaggery, dal, meat, eggs) and get a haemoglobin test.':
    'लोह (आयरन) वाळो खाणो खावो (हरी पत्तां वाळी साग-सब्जी, गुड़, दाळ, मांस, इंडा) अर हीमोग्लोबिन (खून) री जांच करावो।',
  'Book a gynecologist visit.': 'लुगायां रै डाक्टर (गाइनेकोलॉजिस्ट) सूं मिलण रो टेम लेवो।',
  'Soaking a pad every hour, dizziness or fainting': 'हर घंटै पैड पूरो भीज जावणो, चक्कर या बेहोसी',
  'Bleeding after menopause or between periods':
    'महीना बंद हुयां पछै (मेनोपॉज) या दो महीनां रै बिचाळै खून आवणो',
  'Period pain': 'महीनै रो दरद',
  'A hot water bottle on the lower belly and gentle exercise help.':
    'पेडू पर तातै पाणी री बोतल (सेक) अर हळकी कसरत सूं आराम मिलै है।',
  'Pain that stops daily activities despite care': 'ध्यान राख्यां पछै भी इत्तो दरद कै रोज रा काम रुक जावै',
  'Fever, unusual discharge or pain outside periods': 'ताव, अजीब पाणी (सफेद पाणी) या महीनै बिना दरद',
  'Vaginal infection (thrush or bacterial vaginosis)': 'योनि रो इन्फेक्सन (थ्रश या बैक्टीरियल वेजिनोसिस)',
  'Wear loose cotton underwear; wash with plain water and avoid douching or scented products.':
    'ढीला सूती अंडरवियर (कच्छी) पैरो; सादै पाणी सूं धोवो अर मांय पाणी री धार (डूशिंग) या खुसबू वाळी चीजां सूं बचो।',
  'See a doctor for the right treatment.': 'सही इलाज सारू डाक्टर नै दिखावो।',
  'Fever or lower belly pain': 'ताव या पेडू में दरद',
  'Symptoms during pregnancy': 'गरभ रै टेम लखण',
  'Foul-smelling discharge with bleeding': 'खून रै सागै बास मारतो पाणी (सफेद पाणी)',
  'Menopause symptoms': 'महीना बंद हुवण (मेनोपॉज) रा लखण',
  'Wear light layers, keep the room cool and cut down on caffeine and spicy food.':
    'हळका-हळका कपड़ा पैरो, कमरो ठंडो राखो अर चाय-कॉफी अर तीखो खाणो कम करो।',
  'Weight-bearing exercise and calcium-rich foods protect bones.':
    'वजन उठावण वाळी कसरत अर कैल्सियम वाळो खाणो हड्डियां नै मजबूत राखै है।',
  'Any bleeding after periods have stopped for a year — see a doctor':
    'महीना एक बरस सूं बंद हुयां पछै थोड़ो भी खून आवै — डाक्टर नै दिखावो',
  'Fever in a child': 'टाबर नै ताव',
  'Keep breastfeeding or giving fluids often; offer small amounts frequently.':
    'मां रो दूध पावता रैवो या बार-बार पाणी अर पतळी चीजां देवता रैवो; थोड़ो-थोड़ो, बार-बार देवो।',
  'Dress the child lightly; do not wrap in blankets. Sponge with lukewarm (not cold) water if uncomfortable.':
    'टाबर नै हळका कपड़ा पैरावो; कंबळ में मत लपेटो। तकलीफ हुवै तो कुणकुणै (ठंडै कोनी) पाणी सूं डील पूंछो।',
  'Fever medicine only in the dose a doctor or pharmacist gives for the child’s weight — never adult tablets.':
    'ताव री दवाई फगत उत्ती ही देवो जित्ती डाक्टर या फार्मासिस्ट टाबर रै वजन मुजब बतावै — बडां री गोळियां कदेई मत देवो।',
  'Check the child regularly, including at night.': 'टाबर नै टेम-टेम पर देखता रैवो, रात नै भी।',
  'Any fever in a baby under 3 months': '3 महीनां सूं छोटै टाबर नै थोड़ो भी ताव',
  'Danger signs — go to hospital now: not able to feed or drink, vomiting everything, fits, very sleepy or floppy, chest sinking in or fast breathing.':
    'खतरै रा लखण — अबार ही अस्पताल जावो: दूध या पाणी कोनी पी सकै, जो खावै-पीवै सगळो उल्टी में निकळै, दौरा, घणो ऊंघै या ढीलो पड़ग्यो, छाती मांय धंसै या तेज सांस।',
  'Rash that does not fade under a glass, stiff neck, or fever lasting more than 2 days':
    'गिलास दबायां नीं मिटण वाळा दाणा, गरदन अकड़णी, या 2 दिनां सूं बेसी ताव',
  'Serious illness in a young infant (possible sepsis)': 'नान्है टाबर में गंभीर बीमारी (सेप्सिस हुय सकै है)',
};

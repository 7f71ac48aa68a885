/** Hindi (hi-IN) translations of the triage knowledge base texts (conditions-b, part 1). */
export const PHRASES_CONDITIONS_B_1: Record<string, string> = {
  'Not eating or unable to look after yourself': 'खाना न खाना या अपनी देखभाल खुद न कर पाना',
  Anxiety: 'चिंता और घबराहट (एंग्ज़ाइटी)',
  'Try slow breathing: in through the nose, out slowly through the mouth, for a few minutes.':
    'धीरे-धीरे सांस लेकर देखें: नाक से अंदर, मुंह से धीरे-धीरे बाहर, कुछ मिनट तक।',
  'Regular exercise, less caffeine and a steady sleep routine help.':
    'रोज़ कसरत, चाय-कॉफ़ी कम करना और रोज़ एक ही समय पर सोना मदद करता है।',
  'Chest pain or breathlessness that may not be anxiety — get checked':
    'सीने में दर्द या सांस फूलना जो शायद घबराहट से न हो — जांच करवाएं',
  'Thoughts of self-harm — call Tele-MANAS 14416':
    'खुद को नुकसान पहुंचाने के ख़याल — टेली-मानस 14416 पर फ़ोन करें',
  'Panic attack': 'घबराहट का दौरा (पैनिक अटैक)',
  'Sit down, breathe slowly and remind yourself it will pass within minutes.':
    'बैठ जाएं, धीरे-धीरे सांस लें और खुद को याद दिलाएं कि यह कुछ ही मिनटों में ठीक हो जाएगा।',
  'A first episode with chest pain, especially over age 40 or with heart risk — rule out a heart attack (call 108)':
    'पहली बार ऐसा हो और साथ में सीने में दर्द हो, ख़ासकर 40 साल से ज़्यादा उम्र में या दिल की बीमारी का ख़तरा हो — पक्का करें कि हार्ट अटैक तो नहीं (108 पर फ़ोन करें)',
  'Attacks keep coming back': 'दौरे बार-बार आते रहें',
  'Sleep problems (insomnia)': 'नींद की तकलीफ़ (अनिद्रा)',
  'Keep fixed sleep and wake times; avoid screens for an hour before bed.':
    'सोने और उठने का समय पक्का रखें; सोने से एक घंटा पहले मोबाइल/टीवी न देखें।',
  'Avoid tea, coffee and heavy meals late in the evening.': 'देर शाम चाय, कॉफ़ी और भारी खाना न लें।',
  'Do not start sleeping pills without a doctor.': 'डॉक्टर से पूछे बिना नींद की गोलियां शुरू न करें।',
  'Poor sleep with low mood or hopelessness': 'नींद ठीक न आने के साथ मन उदास रहना या निराशा',
  'Loud snoring with pauses in breathing': 'ज़ोर से खर्राटे और बीच-बीच में सांस रुकना',
  'Psychosis (losing touch with reality)': 'साइकोसिस (असलियत से नाता टूटना)',
  'Stay calm and keep the person safe; call Tele-MANAS 14416 for guidance.':
    'शांत रहें और व्यक्ति को सुरक्षित रखें; सलाह के लिए टेली-मानस 14416 पर फ़ोन करें।',
  'Arrange a psychiatrist visit within a day; do not stop any prescribed medicine abruptly.':
    'एक दिन के अंदर मानसिक रोग के डॉक्टर (साइकियाट्रिस्ट) को दिखाने का इंतज़ाम करें; डॉक्टर की लिखी कोई भी दवा अचानक बंद न करें।',
  'Risk of harming self or others — call 112':
    'खुद को या दूसरों को नुकसान पहुंचाने का ख़तरा — 112 पर फ़ोन करें',
  'Not eating, drinking or sleeping for days': 'कई दिनों से न खाना, न पीना या न सोना',
  'Alcohol dependence': 'शराब की लत',
  'Do not stop suddenly after long heavy drinking — withdrawal can cause fits; plan it with a doctor.':
    'लंबे समय तक बहुत ज़्यादा पीने के बाद अचानक न छोड़ें — छोड़ने के असर से दौरे पड़ सकते हैं; डॉक्टर के साथ मिलकर छोड़ने की योजना बनाएं।',
  'Call Tele-MANAS 14416 or the national drug de-addiction helpline 14446 for free help.':
    'मुफ़्त मदद के लिए टेली-मानस 14416 या राष्ट्रीय नशा मुक्ति हेल्पलाइन 14446 पर फ़ोन करें।',
  'Shaking, confusion, seeing things or fits after stopping alcohol — go to hospital':
    'शराब छोड़ने के बाद कांपना, उलझन, ऐसी चीज़ें दिखना जो नहीं हैं, या दौरे — अस्पताल जाएं',
  'Vomiting blood or yellow eyes': 'खून की उल्टी या आंखें पीली',
  'Skin infection (cellulitis)': 'त्वचा का इन्फेक्शन (सेल्युलाइटिस)',
  'See a doctor within a day; cellulitis usually needs prescribed antibiotics.':
    'एक दिन के अंदर डॉक्टर को दिखाएं; सेल्युलाइटिस में आमतौर पर डॉक्टर की लिखी एंटीबायोटिक चाहिए।',
  'Rest and raise the affected limb.': 'आराम करें और जिस हाथ या पैर में तकलीफ़ है उसे ऊंचा रखें।',
  'Mark the edge of the redness with a pen to see if it spreads.':
    'लाली के किनारे पर पेन से निशान लगा दें ताकि पता चले कि वह फैल रही है या नहीं।',
  'Redness spreading fast, fever with shivering or confusion':
    'लाली तेज़ी से फैलना, कंपकंपी के साथ बुखार या उलझन',
  'Redness around the eye or on the face': 'आंख के आसपास या चेहरे पर लाली',
  Impetigo: 'इम्पेटिगो (पपड़ी वाले फुंसी-घाव)',
  'Keep the area clean and dry; wash with soap and water and pat dry.':
    'उस जगह को साफ़ और सूखा रखें; साबुन-पानी से धोएं और हल्के से थपथपाकर सुखाएं।',
  'Do not scratch; keep nails short; use separate towels.':
    'खुजाएं नहीं; नाखून छोटे रखें; अलग तौलिया इस्तेमाल करें।',
  'Keep the child home from school until a doctor says it is not infectious.':
    'जब तक डॉक्टर न कहें कि अब यह दूसरों को नहीं फैलेगा, बच्चे को स्कूल न भेजें।',
  'Fever or spreading redness': 'बुखार या लाली फैलना',
  'Sores not better after a week': 'एक हफ़्ते बाद भी घाव ठीक न होना',
  'Boil or abscess': 'फोड़ा',
  'Apply a warm, clean compress several times a day.': 'दिन में कई बार साफ़, गुनगुने कपड़े से सेंक करें।',
  'Do not squeeze or pierce it.': 'इसे दबाएं या फोड़ें नहीं।',
  'Repeated boils — get your blood sugar checked.': 'बार-बार फोड़े हों — अपनी शुगर की जांच करवाएं।',
  'Boil on the face, or larger than a coin': 'चेहरे पर फोड़ा, या सिक्के से बड़ा फोड़ा',
  'Not better in 2 weeks': '2 हफ़्ते में ठीक न होना',
  'Ringworm / fungal skin infection (daad)': 'दाद / त्वचा का फंगल इन्फेक्शन (दाद)',
  'Keep skin folds dry; wear loose cotton clothes and change sweaty clothes quickly.':
    'त्वचा की सिलवटें सूखी रखें; ढीले सूती कपड़े पहनें और पसीने वाले कपड़े जल्दी बदलें।',
  'Do not share towels, combs or clothes; wash clothes in hot water and dry in the sun.':
    'तौलिया, कंघी या कपड़े साझा न करें; कपड़े गरम पानी में धोएं और धूप में सुखाएं।',
  'Avoid steroid creams and mixed creams sold over the counter — they make fungal infections worse.':
    'दुकान पर बिना पर्चे मिलने वाली स्टेरॉयड क्रीम और मिली-जुली क्रीम न लगाएं — इनसे फंगल इन्फेक्शन और बिगड़ जाता है।',
  'A pharmacist or doctor can advise on an antifungal cream; use it for the full time advised.':
    'फंगस की क्रीम के बारे में केमिस्ट या डॉक्टर सलाह दे सकते हैं; जितने दिन बताया जाए, पूरे समय लगाएं।',
  'Spreading widely, on the scalp or nails, or not better after 2 weeks of care':
    'दूर तक फैल रहा हो, सिर की त्वचा या नाखूनों पर हो, या 2 हफ़्ते की देखभाल के बाद भी ठीक न हो',
  'You have diabetes or low immunity': 'आपको शुगर है या शरीर की रोग से लड़ने की ताक़त कम है',
  Scabies: 'खुजली का रोग (स्केबीज़, खाज)',
  'Everyone in the household needs treatment at the same time, even without itching — a doctor will prescribe it.':
    'घर के सभी लोगों का इलाज एक साथ होना चाहिए, चाहे उन्हें खुजली न भी हो — डॉक्टर दवा लिखेंगे।',
  'Wash clothes, towels and bedsheets in hot water and dry in sun, or seal them in a bag for 3 days.':
    'कपड़े, तौलिये और चादरें गरम पानी में धोकर धूप में सुखाएं, या उन्हें 3 दिन के लिए थैले में बंद करके रख दें।',
  'Itching may last a few weeks after treatment; this is normal.':
    'इलाज के बाद भी कुछ हफ़्ते खुजली रह सकती है; यह आम बात है।',
  'Sores with pus, fever or spreading redness': 'मवाद वाले घाव, बुखार या लाली फैलना',
  'Thick crusted skin in an elderly or weak person':
    'बुज़ुर्ग या कमज़ोर व्यक्ति की त्वचा पर मोटी पपड़ी जमना',
  'Eczema (dermatitis)': 'एक्ज़िमा (त्वचा की सूजन, डर्मेटाइटिस)',
  'Moisturise often with a plain, fragrance-free moisturiser.':
    'सादा, बिना ख़ुशबू वाला मॉइस्चराइज़र बार-बार लगाएं।',
  'Use mild soap or soap-free washes; avoid hot water.':
    'हल्का साबुन या बिना साबुन वाला वॉश इस्तेमाल करें; गरम पानी से न नहाएं।',
  'Avoid triggers such as detergents, wool and rubbing.':
    'जिन चीज़ों से तकलीफ़ बढ़ती है उनसे बचें, जैसे डिटर्जेंट, ऊनी कपड़े और रगड़ना।',
  'Weeping, crusted or painful skin (infection)': 'त्वचा से पानी रिसना, पपड़ी जमना या दर्द (इन्फेक्शन)',
  'Sudden painful blisters with fever': 'बुखार के साथ अचानक दर्द वाले छाले',
  'Hives / skin allergy (urticaria)': 'पित्ती / त्वचा की एलर्जी (अर्टिकेरिया)',
  'Cool compresses and loose cotton clothes help the itch.':
    'ठंडी पट्टी और ढीले सूती कपड़ों से खुजली में आराम मिलता है।',
  'Note and avoid triggers (new food, medicine, soap, insect bites).':
    'ध्यान दें कि किस चीज़ से होता है और उससे बचें (नया खाना, दवा, साबुन, कीड़े का काटना)।',
  'A pharmacist or doctor can advise on an antihistamine.':
    'एलर्जी की दवा (एंटीहिस्टामिन) के बारे में केमिस्ट या डॉक्टर सलाह दे सकते हैं।',
  'Swelling of lips, tongue or throat, wheeze or breathlessness, or fainting — call 108 (anaphylaxis)':
    'होंठ, जीभ या गले में सूजन, सांस में सीटी या सांस फूलना, या बेहोशी — 108 पर फ़ोन करें (एनाफिलेक्सिस, बहुत गंभीर एलर्जी)',
  'Hives lasting more than 6 weeks': 'पित्ती 6 हफ़्ते से ज़्यादा रहना',
  'Acne (pimples)': 'मुंहासे (पिंपल)',
  'Wash the face twice a day with a mild face wash.': 'दिन में दो बार हल्के फ़ेसवॉश से मुंह धोएं।',
  'Do not squeeze pimples.': 'मुंहासे न दबाएं।',
  'Avoid oily creams and steroid creams.': 'चिकनी/तेल वाली क्रीम और स्टेरॉयड क्रीम न लगाएं।',
  'Painful deep lumps or scarring': 'दर्द वाली गहरी गांठें या निशान पड़ना',
  'Acne with irregular periods and extra hair growth (possible PCOS)':
    'मुंहासों के साथ माहवारी अनियमित और ज़्यादा बाल आना (PCOS हो सकता है)',
  'Head lice': 'सिर में जूं',
  'Comb wet, conditioned hair with a fine-tooth lice comb every few days for two weeks.':
    'दो हफ़्ते तक हर कुछ दिन में गीले, कंडीशनर लगे बालों में जूं निकालने वाली बारीक कंघी फेरें।',
  'Check and treat everyone in the family at the same time.':
    'परिवार के सभी लोगों के बाल एक साथ देखें और सबका इलाज एक साथ करें।',
  'Wash pillow covers and combs in hot water.': 'तकिए के कवर और कंघियां गरम पानी में धोएं।',
  'Scalp sores with pus or swollen neck glands': 'सिर की त्वचा पर मवाद वाले घाव या गर्दन की गांठें सूजना',
  'Conjunctivitis (eye flu, aankh aana)': 'आंख आना (कंजंक्टिवाइटिस, आई फ़्लू)',
  'Clean the eyelids with cotton dipped in boiled and cooled water, one piece per wipe.':
    'उबालकर ठंडे किए पानी में रुई भिगोकर पलकें साफ़ करें, हर बार पोंछने के लिए नई रुई लें।',
  'Wash hands often; do not share towels, pillows or eye make-up.':
    'बार-बार हाथ धोएं; तौलिया, तकिया या आंखों का मेकअप साझा न करें।',
  'Do not use steroid eye drops or home remedies in the eye without an eye doctor.':
    'आंख के डॉक्टर की सलाह के बिना स्टेरॉयड वाली आंख की दवा या घरेलू नुस्ख़े आंख में न डालें।',
  'Stay home from school or work while the eye is sticky.':
    'जब तक आंख में चिपचिपा कीचड़ आ रहा है, स्कूल या काम पर न जाएं, घर पर रहें।',
  'Eye pain, blurred vision or light hurting the eye': 'आंख में दर्द, धुंधला दिखना या रोशनी से आंख में तकलीफ़',
  'A newborn with red, sticky eyes': 'नवजात बच्चे की आंखें लाल और चिपचिपी',
  'Not better after a week': 'एक हफ़्ते बाद भी ठीक न होना',
  'Stye (eyelid boil)': 'गुहेरी (पलक पर फुंसी)',
  'Hold a clean warm compress on the eyelid several times a day.':
    'दिन में कई बार पलक पर साफ़, गुनगुना कपड़ा रखकर सेंक करें।',
  'Do not squeeze it; avoid eye make-up until healed.':
    'इसे दबाएं नहीं; ठीक होने तक आंखों का मेकअप न लगाएं।',
  'Swelling spreading to the whole eyelid or face': 'सूजन पूरी पलक या चेहरे तक फैलना',
  'Vision changes or fever': 'नज़र में बदलाव या बुखार',
  'Cataract (motiyabind)': 'मोतियाबिंद',
  'Book an eye check; cataract surgery is available free under the national blindness control programme.':
    'आंखों की जांच का समय लें; राष्ट्रीय अंधता नियंत्रण कार्यक्रम में मोतियाबिंद का ऑपरेशन मुफ़्त होता है।',
  'Use good lighting and sunglasses outdoors.': 'अच्छी रोशनी में काम करें और बाहर धूप का चश्मा पहनें।',
  'Sudden loss of vision, eye pain or a red eye — see an eye doctor the same day':
    'अचानक दिखना बंद होना, आंख में दर्द या आंख लाल होना — उसी दिन आंख के डॉक्टर को दिखाएं',
  'Middle-ear infection': 'बीच के कान का इन्फेक्शन',
  'Keep the ear dry; do not put oil, drops or cotton buds into the ear.':
    'कान को सूखा रखें; कान में तेल, बूंदें या ईयरबड (रुई वाली तीली) न डालें।',
  'Paracetamol for pain or fever only as advised by a pharmacist or doctor.':
    'दर्द या बुखार के लिए पैरासिटामोल सिर्फ़ केमिस्ट या डॉक्टर की सलाह से लें।',
  'Most ear infections improve in 3 days; see a doctor if discharge appears or it lasts longer.':
    'ज़्यादातर कान के इन्फेक्शन 3 दिन में ठीक होने लगते हैं; अगर कान बहने लगे या ज़्यादा दिन चले तो डॉक्टर को दिखाएं।',
  'Swelling or pain behind the ear': 'कान के पीछे सूजन या दर्द',
  'Stiff neck, drowsiness or high fever': 'गर्दन अकड़ना, बहुत नींद आना या तेज़ बुखार',
  'Discharge from the ear for more than 2 weeks': '2 हफ़्ते से ज़्यादा कान बहना',
  'Outer-ear infection (swimmer’s ear)': 'बाहरी कान का इन्फेक्शन (स्विमर्स ईयर)',
  'Keep water out of the ear while bathing; do not use cotton buds or hairpins.':
    'नहाते समय कान में पानी न जाने दें; ईयरबड या हेयरपिन का इस्तेमाल न करें।',
  'See a doctor for ear drops if pain persists.':
    'दर्द न जाए तो कान की दवा (ड्रॉप) के लिए डॉक्टर को दिखाएं।',
  'Spreading redness or swelling to the face': 'लाली या सूजन चेहरे तक फैलना',
  'Fever, or diabetes with severe ear pain': 'बुखार, या शुगर वाले व्यक्ति को कान में तेज़ दर्द',
  'Earwax blockage': 'कान में मैल जमना',
  'Do not dig with cotton buds, keys or hairpins.': 'ईयरबड, चाबी या हेयरपिन से कान न कुरेदें।',
  'A pharmacist can advise on softening ear drops; a doctor can remove hard wax.':
    'मैल नरम करने वाली कान की बूंदों के बारे में केमिस्ट सलाह दे सकते हैं; सख़्त मैल डॉक्टर निकाल सकते हैं।',
  'Sudden hearing loss in one ear — see a doctor within a day':
    'एक कान से अचानक सुनाई देना कम हो जाए — एक दिन के अंदर डॉक्टर को दिखाएं',
  'Pain, discharge or fever': 'दर्द, कान बहना या बुखार',
  'Sore throat or tonsillitis': 'गले में ख़राश या टॉन्सिल',
  'Gargle with warm salt water and drink warm fluids.':
    'गुनगुने नमक वाले पानी से गरारे करें और गरम चीज़ें पिएं।',
  'Most sore throats are viral and settle within a week without antibiotics.':
    'ज़्यादातर गले की ख़राश वायरस से होती है और बिना एंटीबायोटिक के एक हफ़्ते में ठीक हो जाती है।',
  'Difficulty breathing or drooling, unable to swallow saliva':
    'सांस लेने में दिक्कत या लार टपकना, थूक भी निगल न पाना',
  'One-sided swelling at the back of the throat or muffled voice':
    'गले के पीछे एक तरफ़ सूजन या आवाज़ दबी-दबी सी',
  'Lasting more than a week': 'एक हफ़्ते से ज़्यादा रहना',
  'Tooth decay or dental infection': 'दांत में कीड़ा (सड़न) या दांत का इन्फेक्शन',
  'Rinse with warm salt water; avoid very hot, cold and sweet food.':
    'गुनगुने नमक वाले पानी से कुल्ला करें; बहुत गरम, ठंडी और मीठी चीज़ों से बचें।',
  'Brush twice daily with fluoride toothpaste; book a dentist visit.':
    'फ़्लोराइड वाले टूथपेस्ट से दिन में दो बार ब्रश करें; दांत के डॉक्टर को दिखाने का समय लें।',
  'Swelling of the face, jaw or neck, or difficulty swallowing or opening the mouth — see a doctor today':
    'चेहरे, जबड़े या गर्दन में सूजन, या निगलने या मुंह खोलने में दिक्कत — आज ही डॉक्टर को दिखाएं',
  'Rinse with salt water; avoid spicy, sour and hot food.':
    'नमक वाले पानी से कुल्ला करें; मसालेदार, खट्टी और गरम चीज़ों से बचें।',
  'Stop tobacco, gutkha and paan.': 'तंबाकू, गुटखा और पान छोड़ दें।',
  'An ulcer or white/red patch lasting more than 3 weeks, especially if you use tobacco — get it checked for oral cancer':
    'मुंह का छाला या सफ़ेद/लाल दाग जो 3 हफ़्ते से ज़्यादा रहे, ख़ासकर अगर आप तंबाकू खाते हैं — मुंह के कैंसर की जांच करवाएं',
  'Bleeding in pregnancy (possible miscarriage or placental problem)':
    'गर्भ में खून आना (गर्भ गिरना या आंवल/प्लेसेंटा की तकलीफ़ हो सकती है)',
  'Call 108 (or 102 for the free maternal ambulance) and go to the nearest hospital with a labour room now.':
    '108 पर फ़ोन करें (या मुफ़्त जच्चा एम्बुलेंस के लिए 102) और अभी सबसे पास के उस अस्पताल जाएं जहां लेबर रूम हो।',
  'Lie down while waiting, and carry your pregnancy card (MCP card).':
    'इंतज़ार करते समय लेटी रहें, और अपना गर्भावस्था कार्ड (MCP कार्ड / ममता कार्ड) साथ रखें।',
  'Any bleeding in pregnancy needs a doctor; heavy bleeding, clots, pain or dizziness is an emergency':
    'गर्भ में थोड़ा भी खून आए तो डॉक्टर को दिखाना ज़रूरी है; बहुत ज़्यादा खून, थक्के, दर्द या चक्कर आना इमरजेंसी है',
  'Ectopic pregnancy (pregnancy outside the womb)': 'एक्टोपिक प्रेगनेंसी (बच्चेदानी के बाहर ठहरा गर्भ)',
  'Missed period with one-sided lower belly pain, bleeding, shoulder-tip pain or fainting — go to hospital now':
    'माहवारी न आने के साथ पेट के निचले हिस्से में एक तरफ़ दर्द, खून आना, कंधे के सिरे पर दर्द या बेहोशी — अभी अस्पताल जाएं',
  'High blood pressure of pregnancy (pre-eclampsia)': 'गर्भ में हाई बीपी (प्री-एक्लेम्पसिया)',
  'Attend every antenatal check-up so blood pressure and urine are tested.':
    'गर्भ की हर जांच (ANC चेकअप) पर जाएं ताकि बीपी और पेशाब की जांच होती रहे।',
  'Severe headache, blurred vision, sudden swelling of face or hands, upper belly pain or fits in pregnancy — emergency':
    'गर्भ में तेज़ सिरदर्द, धुंधला दिखना, चेहरे या हाथों पर अचानक सूजन, ऊपरी पेट में दर्द या दौरे — इमरजेंसी',
  'Severe vomiting in pregnancy': 'गर्भ में बहुत ज़्यादा उल्टी',
  'Eat small, dry snacks often; sip fluids between meals.':
    'थोड़ी-थोड़ी देर में सूखा, हल्का नाश्ता खाएं; खाने के बीच-बीच में घूंट-घूंट पानी पिएं।',
  'See a doctor today if you cannot keep fluids down.':
    'अगर पानी भी पेट में नहीं टिकता तो आज ही डॉक्टर को दिखाएं।',
  'Vomiting everything for 24 hours': '24 घंटे से जो भी लें सब उल्टी में निकल जाना',
  'Very little or dark urine': 'बहुत कम पेशाब या गहरे रंग का पेशाब',
  'Vomiting blood': 'खून की उल्टी',
  'Reduced baby movements in pregnancy': 'गर्भ में बच्चे का कम हिलना',
  'Go to the hospital labour room today, without waiting until tomorrow; do not rely on home doppler devices.':
    'कल तक इंतज़ार किए बिना आज ही अस्पताल के लेबर रूम जाएं; घर वाली डॉप्लर मशीन पर भरोसा न करें।',
  'Baby moving less or differently, fluid leaking, or bleeding':
    'बच्चा कम हिल रहा है या अलग तरह से हिल रहा है, पानी रिस रहा है, या खून आ रहा है',
  'Lie flat with legs raised while waiting; keep the mother warm.':
    'इंतज़ार करते समय पैर ऊपर उठाकर सीधा लिटाएं; मां को गर्म रखें।',
  'Soaking a pad within an hour, large clots, dizziness or fast heartbeat after delivery':
    'डिलीवरी के बाद एक घंटे के अंदर पैड पूरा भीग जाना, बड़े-बड़े थक्के, चक्कर आना या दिल तेज़ धड़कना',
  'Polycystic ovary syndrome (PCOS)': 'पीसीओएस (PCOS — अंडाशय में गांठों वाली हार्मोन की बीमारी)',
  'Regular exercise and a balanced diet low in sugar and refined flour help periods and weight.':
    'रोज़ कसरत और ऐसा संतुलित खाना जिसमें चीनी और मैदा कम हो, माहवारी और वज़न ठीक रखने में मदद करते हैं।',
  'Book a gynecologist visit for tests.':
    'जांच के लिए महिला रोग डॉक्टर (गायनोकॉलजिस्ट) को दिखाने का समय लें।',
  'No period for 3 months or more': '3 महीने या उससे ज़्यादा समय से माहवारी न आना',
  'Very heavy bleeding': 'बहुत ज़्यादा खून आना',
  'Heavy periods': 'माहवारी में ज़्यादा खून आना',
  'Eat iron-rich foods (green leafy vegetables, jaggery, dal, meat, eggs) and get a haemoglobin test.':
    'आयरन वाली चीज़ें खाएं (हरी पत्तेदार सब्ज़ियां, गुड़, दाल, मीट, अंडे) और हीमोग्लोबिन (खून) की जांच करवाएं।',
  'Book a gynecologist visit.': 'महिला रोग डॉक्टर (गायनोकॉलजिस्ट) को दिखाने का समय लें।',
  'Soaking a pad every hour, dizziness or fainting': 'हर घंटे पैड पूरा भीग जाना, चक्कर आना या बेहोशी',
  'Bleeding after menopause or between periods':
    'माहवारी बंद होने के बाद (मेनोपॉज़ के बाद) या दो माहवारी के बीच खून आना',
  'Period pain': 'माहवारी का दर्द',
  'A hot water bottle on the lower belly and gentle exercise help.':
    'पेट के निचले हिस्से पर गरम पानी की बोतल रखने और हल्की कसरत से आराम मिलता है।',
  'Pain that stops daily activities despite care': 'देखभाल के बावजूद दर्द इतना कि रोज़ के काम रुक जाएं',
  'Fever, unusual discharge or pain outside periods':
    'बुखार, असामान्य पानी आना या माहवारी के अलावा दिनों में दर्द',
  'Vaginal infection (thrush or bacterial vaginosis)':
    'योनि का इन्फेक्शन (फंगल/थ्रश या बैक्टीरियल वेजिनोसिस)',
  'Wear loose cotton underwear; wash with plain water and avoid douching or scented products.':
    'ढीले सूती अंडरवियर पहनें; सादे पानी से धोएं और योनि के अंदर पानी से धुलाई (डूशिंग) या ख़ुशबू वाली चीज़ें इस्तेमाल न करें।',
  'See a doctor for the right treatment.': 'सही इलाज के लिए डॉक्टर को दिखाएं।',
  'Fever or lower belly pain': 'बुखार या पेट के निचले हिस्से में दर्द',
  'Symptoms during pregnancy': 'गर्भ के दौरान ये लक्षण',
  'Foul-smelling discharge with bleeding': 'खून के साथ बदबूदार पानी आना',
  'Menopause symptoms': 'मेनोपॉज़ (माहवारी हमेशा के लिए बंद होने) के लक्षण',
  'Wear light layers, keep the room cool and cut down on caffeine and spicy food.':
    'हल्के कपड़े कई परतों में पहनें, कमरा ठंडा रखें और चाय-कॉफ़ी और मसालेदार खाना कम करें।',
  'Weight-bearing exercise and calcium-rich foods protect bones.':
    'वज़न उठाने वाली कसरत (जैसे पैदल चलना) और कैल्शियम वाला खाना हड्डियों को मज़बूत रखता है।',
  'Any bleeding after periods have stopped for a year — see a doctor':
    'माहवारी एक साल से बंद होने के बाद ज़रा भी खून आए — डॉक्टर को दिखाएं',
  'Fever in a child': 'बच्चे को बुखार',
  'Keep breastfeeding or giving fluids often; offer small amounts frequently.':
    'मां का दूध या पानी-तरल चीज़ें बार-बार देते रहें; थोड़ा-थोड़ा करके बार-बार दें।',
  'Dress the child lightly; do not wrap in blankets. Sponge with lukewarm (not cold) water if uncomfortable.':
    'बच्चे को हल्के कपड़े पहनाएं; कंबल में न लपेटें। बेचैनी हो तो गुनगुने (ठंडे नहीं) पानी से शरीर पोंछें।',
  'Fever medicine only in the dose a doctor or pharmacist gives for the child’s weight — never adult tablets.':
    'बुखार की दवा सिर्फ़ उतनी ही दें जितनी डॉक्टर या केमिस्ट बच्चे के वज़न के हिसाब से बताएं — बड़ों वाली गोली कभी न दें।',
  'Check the child regularly, including at night.': 'बच्चे को बार-बार देखते रहें, रात में भी।',
  'Any fever in a baby under 3 months': '3 महीने से छोटे बच्चे को ज़रा भी बुखार',
  'Danger signs — go to hospital now: not able to feed or drink, vomiting everything, fits, very sleepy or floppy, chest sinking in or fast breathing.':
    'ख़तरे के लक्षण — अभी अस्पताल जाएं: दूध या कुछ भी न पी पाना, जो भी दें सब उल्टी में निकल जाना, दौरे, बहुत सुस्त या ढीला पड़ जाना, छाती अंदर धंसना या तेज़-तेज़ सांस।',
  'Rash that does not fade under a glass, stiff neck, or fever lasting more than 2 days':
    'ऐसे दाने जो गिलास से दबाने पर फीके न पड़ें, गर्दन अकड़ना, या 2 दिन से ज़्यादा बुखार',
  'Serious illness in a young infant (possible sepsis)': 'छोटे शिशु में गंभीर बीमारी (सेप्सिस हो सकता है)',
  'Call 108 and go to hospital now; keep the baby warm with skin-to-skin contact and keep trying to breastfeed on the way.':
    '108 पर फ़ोन करें और अभी अस्पताल जाएं; बच्चे को अपनी छाती से चिपकाकर (त्वचा से त्वचा) गर्म रखें और रास्ते में मां का दूध पिलाने की कोशिश करते रहें।',
  'Baby feels cold, or has fever, in the first two months of life':
    'जन्म के पहले दो महीनों में बच्चा ठंडा लगे, या उसे बुखार हो',
  'Bronchiolitis (chest infection in babies)': 'ब्रोंकियोलाइटिस (छोटे बच्चों की छाती का इन्फेक्शन)',
  'Saline drops can clear a blocked nose before feeds.':
    'दूध पिलाने से पहले नमक वाले पानी की बूंदें (सलाइन ड्रॉप) डालने से बंद नाक खुल सकती है।',
  'Keep the baby away from smoke.': 'बच्चे को धुएं से दूर रखें।',
  'Pauses in breathing or blue lips': 'सांस बीच-बीच में रुकना या होंठ नीले',
  Croup: 'क्रूप (बच्चों की भौंकने जैसी खांसी वाली बीमारी)',
  'Keep the child calm and sitting upright; crying makes it worse.':
    'बच्चे को शांत रखें और सीधा बैठाकर रखें; रोने से तकलीफ़ बढ़ती है।',
  'Do not use steam or hot water near the child (burn risk).':
    'बच्चे के पास भाप या गरम पानी न रखें (जलने का ख़तरा)।',
  'Noisy breathing even at rest, chest sinking in, drooling, or blue lips — call 108':
    'आराम में भी सांस में आवाज़, छाती अंदर धंसना, लार टपकना, या होंठ नीले — 108 पर फ़ोन करें',
  'Whooping cough (pertussis)': 'काली खांसी (कुकुर खांसी, पर्टुसिस)',
  'See a doctor within a day; babies under 6 months often need hospital care.':
    'एक दिन के अंदर डॉक्टर को दिखाएं; 6 महीने से छोटे बच्चों को अक्सर अस्पताल में भर्ती की ज़रूरत होती है।',
  'Check that the child’s DPT vaccines are complete.': 'देखें कि बच्चे के DPT के सारे टीके लग चुके हैं।',
  'Baby turning blue or stopping breathing during coughing fits':
    'खांसी के दौरे में बच्चा नीला पड़ जाए या सांस रुक जाए',
  'Not feeding or vomiting after every feed': 'दूध न पीना या हर बार दूध पीने के बाद उल्टी',
  Chickenpox: 'चिकनपॉक्स (छोटी माता)',
  'Calamine lotion and cool baths ease the itch; keep nails short.':
    'कैलामाइन लोशन और ठंडे पानी से नहाने से खुजली में आराम मिलता है; नाखून छोटे रखें।',
  'Do not give ibuprofen or aspirin for chickenpox.': 'छोटी माता में आइबुप्रोफ़ेन या एस्पिरिन न दें।',
  'Stay away from school, pregnant women and newborns until all spots crust over.':
    'जब तक सारे दानों पर पपड़ी न जम जाए, स्कूल, गर्भवती महिलाओं और नवजात बच्चों से दूर रहें।',
  'Breathlessness, chest pain, confusion or fits': 'सांस फूलना, सीने में दर्द, उलझन या दौरे',
  'Red, hot, swollen skin around blisters': 'छालों के आसपास त्वचा लाल, गर्म और सूजी हुई',
  'Chickenpox in a pregnant woman, newborn or person with low immunity':
    'गर्भवती महिला, नवजात बच्चे या कम रोग-प्रतिरोधक ताक़त वाले व्यक्ति को छोटी माता',
  Measles: 'खसरा',
  'See a doctor; vitamin A is given to children with measles under the national programme.':
    'डॉक्टर को दिखाएं; सरकारी कार्यक्रम में खसरे वाले बच्चों को विटामिन A दिया जाता है।',
  'Keep the child away from others for 4 days after the rash starts; check MR vaccination of siblings.':
    'दाने निकलने के बाद 4 दिन तक बच्चे को दूसरों से दूर रखें; भाई-बहनों का MR (खसरा-रूबेला) टीका देख लें।',
  'Fast or difficult breathing': 'तेज़ सांस या सांस लेने में दिक्कत',
  'Drowsiness or fits': 'बहुत नींद आना या दौरे',
  'Diarrhoea with dehydration': 'दस्त के साथ पानी की कमी',
  'Mumps (galsua)': 'गलसुआ (मम्प्स)',
  'Rest, drink fluids and eat soft food; avoid sour food like pickles and citrus.':
    'आराम करें, तरल चीज़ें पिएं और नरम खाना खाएं; अचार और नींबू-संतरा जैसी खट्टी चीज़ें न खाएं।',
  'A warm or cold compress on the swelling.': 'सूजन पर गुनगुनी या ठंडी सिकाई करें।',
  'Stay home from school or work for 5 days after the swelling starts.':
    'सूजन शुरू होने के बाद 5 दिन तक स्कूल या काम पर न जाएं, घर पर रहें।',
  'Stiff neck, severe headache or drowsiness': 'गर्दन अकड़ना, तेज़ सिरदर्द या बहुत नींद आना',
  'Painful swollen testicles or severe belly pain': 'अंडकोष में दर्द और सूजन या पेट में तेज़ दर्द',
  'Hand, foot and mouth disease': 'हाथ-पैर-मुंह की बीमारी (HFMD)',
  'Cool, soft food and drinks are easier on a sore mouth.':
    'मुंह में छाले हों तो ठंडा, नरम खाना और ठंडी चीज़ें पीना आसान रहता है।',
  'Wash hands well; keep the child home while unwell.':
    'अच्छी तरह हाथ धोएं; बीमारी के दौरान बच्चे को घर पर रखें।',
  'Not drinking or passing very little urine': 'कुछ न पीना या बहुत कम पेशाब आना',
  'Drowsiness, fits or jerky movements': 'बहुत नींद आना, दौरे या झटके वाली हरकतें',
  'Febrile seizure (fit with fever in a young child)': 'बुखार वाले दौरे (छोटे बच्चे में बुखार के साथ दौरा)',
  'Lay the child on their side on a safe surface; do not put anything in the mouth or hold them down.':
    'बच्चे को किसी सुरक्षित जगह पर करवट से लिटाएं; मुंह में कुछ न डालें और उसे पकड़कर न दबाएं।',
  'Note the time; call 108 if it is the first fit, lasts more than 5 minutes, or the child does not wake normally.':
    'समय नोट करें; अगर पहली बार दौरा पड़ा है, 5 मिनट से ज़्यादा चले, या बच्चा ठीक से होश में न आए, तो 108 पर फ़ोन करें।',
  'Fit longer than 5 minutes, another fit, or stiff neck, rash or drowsiness afterwards':
    'दौरा 5 मिनट से ज़्यादा चलना, फिर से दौरा पड़ना, या बाद में गर्दन अकड़ना, दाने या बहुत नींद आना',
  'Newborn jaundice': 'नवजात बच्चे को पीलिया',
  'Breastfeed often, every 2 to 3 hours.': 'बार-बार मां का दूध पिलाएं, हर 2 से 3 घंटे में।',
  'Get the baby’s bilirubin checked today; do not rely on sunlight treatment at home.':
    'आज ही बच्चे का बिलीरुबिन जांच करवाएं; घर पर धूप दिखाने के इलाज पर भरोसा न करें।',
  'Yellow palms or soles, jaundice in the first 24 hours, a sleepy baby not feeding, or pale stools':
    'हथेलियां या तलवे पीले, पहले 24 घंटे में पीलिया, बच्चा सुस्त और दूध नहीं पी रहा, या सफ़ेद/फीकी टट्टी',
  'Heat stroke': 'लू लगना (हीट स्ट्रोक)',
  'Call 108 now. Move the person to shade or a cool room and remove extra clothing.':
    'अभी 108 पर फ़ोन करें। व्यक्ति को छांव में या ठंडे कमरे में ले जाएं और फ़ालतू कपड़े उतार दें।',
  'Cool them fast: wet the skin with cool water and fan them; put wet cloths or ice packs on the neck, armpits and groin.':
    'जल्दी से ठंडा करें: त्वचा को ठंडे पानी से गीला करें और पंखा करें; गर्दन, बगल और जांघ के जोड़ पर गीले कपड़े या बर्फ़ की थैली रखें।',
};

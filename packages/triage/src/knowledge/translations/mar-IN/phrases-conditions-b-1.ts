/** Marathi (mar-IN) translations of knowledge-base texts: conditions-b, part 1 of 2. */
export const PHRASES_CONDITIONS_B_1: Record<string, string> = {
  'Not eating or unable to look after yourself': 'न खाणे किंवा स्वतःची काळजी घेता न येणे',
  Anxiety: 'चिंतेचा आजार (ॲन्झायटी)',
  'Try slow breathing: in through the nose, out slowly through the mouth, for a few minutes.':
    'हळू श्वास घेऊन पाहा: नाकाने श्वास आत घ्या, तोंडाने हळूहळू बाहेर सोडा, असे काही मिनिटे करा.',
  'Regular exercise, less caffeine and a steady sleep routine help.':
    'नियमित व्यायाम, चहा-कॉफी (कॅफिन) कमी करणे आणि झोपेची ठरलेली वेळ यांचा फायदा होतो.',
  'Chest pain or breathlessness that may not be anxiety — get checked':
    'छातीत दुखणे किंवा दम लागणे, जे चिंतेमुळे नसू शकते — तपासणी करून घ्या',
  'Thoughts of self-harm — call Tele-MANAS 14416':
    'स्वतःला इजा करण्याचे विचार — टेली-मानस 14416 वर फोन करा',
  'Panic attack': 'पॅनिक अटॅक (अचानक भीतीचा झटका)',
  'Sit down, breathe slowly and remind yourself it will pass within minutes.':
    'खाली बसा, हळू श्वास घ्या, आणि हे काही मिनिटांत निघून जाईल असे स्वतःला सांगा.',
  'A first episode with chest pain, especially over age 40 or with heart risk — rule out a heart attack (call 108)':
    'पहिल्यांदाच असा झटका आणि सोबत छातीत दुखणे, विशेषतः वय 40 पेक्षा जास्त असेल किंवा हृदयविकाराचा धोका असेल — हार्ट अटॅक नाही ना याची खात्री करा (108 वर फोन करा)',
  'Attacks keep coming back': 'झटके पुन्हा पुन्हा येत राहणे',
  'Sleep problems (insomnia)': 'झोपेच्या तक्रारी (निद्रानाश)',
  'Keep fixed sleep and wake times; avoid screens for an hour before bed.':
    'झोपण्याची आणि उठण्याची वेळ ठरलेली ठेवा; झोपण्याआधी एक तास मोबाईल किंवा टीव्ही पाहू नका.',
  'Avoid tea, coffee and heavy meals late in the evening.':
    'संध्याकाळी उशिरा चहा, कॉफी आणि जड जेवण टाळा.',
  'Do not start sleeping pills without a doctor.': 'डॉक्टरांना विचारल्याशिवाय झोपेच्या गोळ्या सुरू करू नका.',
  'Poor sleep with low mood or hopelessness': 'उदास मन किंवा निराशेसोबत नीट झोप न येणे',
  'Loud snoring with pauses in breathing': 'मोठ्याने घोरणे आणि मधे मधे श्वास थांबणे',
  'Psychosis (losing touch with reality)': 'सायकोसिस (वास्तवाचे भान सुटणे)',
  'Stay calm and keep the person safe; call Tele-MANAS 14416 for guidance.':
    'शांत राहा आणि व्यक्तीला सुरक्षित ठेवा; मार्गदर्शनासाठी टेली-मानस 14416 वर फोन करा.',
  'Arrange a psychiatrist visit within a day; do not stop any prescribed medicine abruptly.':
    'एका दिवसाच्या आत मानसोपचार तज्ज्ञांना (सायकियाट्रिस्ट) दाखवा; लिहून दिलेले कोणतेही औषध अचानक बंद करू नका.',
  'Risk of harming self or others — call 112':
    'स्वतःला किंवा इतरांना इजा करण्याचा धोका — 112 वर फोन करा',
  'Not eating, drinking or sleeping for days': 'कित्येक दिवस न खाणे, न पिणे किंवा न झोपणे',
  'Alcohol dependence': 'दारूचे व्यसन',
  'Do not stop suddenly after long heavy drinking — withdrawal can cause fits; plan it with a doctor.':
    'बराच काळ खूप दारू पीत असाल तर अचानक बंद करू नका — दारू सोडल्यावर फिट येऊ शकते; डॉक्टरांच्या मदतीने ठरवून सोडा.',
  'Call Tele-MANAS 14416 or the national drug de-addiction helpline 14446 for free help.':
    'मोफत मदतीसाठी टेली-मानस 14416 किंवा राष्ट्रीय नशामुक्ती हेल्पलाइन 14446 वर फोन करा.',
  'Shaking, confusion, seeing things or fits after stopping alcohol — go to hospital':
    'दारू सोडल्यानंतर थरथर, गोंधळ, भास होणे किंवा फिट — दवाखान्यात जा',
  'Vomiting blood or yellow eyes': 'रक्ताची उलटी किंवा डोळे पिवळे होणे',
  'Skin infection (cellulitis)': 'त्वचेचा संसर्ग (सेल्युलायटिस)',
  'See a doctor within a day; cellulitis usually needs prescribed antibiotics.':
    'एका दिवसाच्या आत डॉक्टरांना दाखवा; सेल्युलायटिसमध्ये बहुतेक वेळा डॉक्टरांनी लिहून दिलेली अँटिबायोटिक लागतात.',
  'Rest and raise the affected limb.': 'आराम करा आणि त्रास होत असलेला हात किंवा पाय उंच ठेवा.',
  'Mark the edge of the redness with a pen to see if it spreads.':
    'लाली पसरते आहे का हे पाहण्यासाठी तिच्या कडेवर पेनाने खूण करा.',
  'Redness spreading fast, fever with shivering or confusion':
    'लाली झपाट्याने पसरणे, थंडी वाजून ताप, किंवा गोंधळ',
  'Redness around the eye or on the face': 'डोळ्याभोवती किंवा चेहऱ्यावर लाली',
  Impetigo: 'इम्पेटिगो (खपल्या धरणारा त्वचेचा संसर्ग)',
  'Keep the area clean and dry; wash with soap and water and pat dry.':
    'ती जागा स्वच्छ आणि कोरडी ठेवा; साबण-पाण्याने धुवा आणि हलके टिपून कोरडी करा.',
  'Do not scratch; keep nails short; use separate towels.':
    'खाजवू नका; नखे लहान ठेवा; वेगळा टॉवेल वापरा.',
  'Keep the child home from school until a doctor says it is not infectious.':
    'आता संसर्ग पसरणार नाही असे डॉक्टर सांगेपर्यंत मुलाला शाळेत पाठवू नका.',
  'Fever or spreading redness': 'ताप किंवा पसरणारी लाली',
  'Sores not better after a week': 'आठवडाभरानंतरही जखमा बऱ्या न होणे',
  'Boil or abscess': 'गळू (पू भरलेली गाठ)',
  'Apply a warm, clean compress several times a day.': 'दिवसातून अनेक वेळा स्वच्छ, कोमट कापडाने शेक द्या.',
  'Do not squeeze or pierce it.': 'ते दाबू नका किंवा फोडू नका.',
  'Repeated boils — get your blood sugar checked.': 'पुन्हा पुन्हा गळवे येत असतील — शुगर तपासून घ्या.',
  'Boil on the face, or larger than a coin': 'चेहऱ्यावर गळू, किंवा नाण्यापेक्षा मोठे गळू',
  'Not better in 2 weeks': '2 आठवड्यांत बरे न होणे',
  'Ringworm / fungal skin infection (daad)': 'गजकर्ण / नायटा (त्वचेचा बुरशीजन्य संसर्ग)',
  'Keep skin folds dry; wear loose cotton clothes and change sweaty clothes quickly.':
    'त्वचेच्या घड्या कोरड्या ठेवा; सैल सुती कपडे घाला आणि घामाने ओले झालेले कपडे लगेच बदला.',
  'Do not share towels, combs or clothes; wash clothes in hot water and dry in the sun.':
    'टॉवेल, कंगवा किंवा कपडे दुसऱ्यांसोबत वापरू नका; कपडे गरम पाण्यात धुवून उन्हात वाळवा.',
  'Avoid steroid creams and mixed creams sold over the counter — they make fungal infections worse.':
    'दुकानात सहज मिळणारी स्टेरॉइडची क्रीम आणि मिक्स क्रीम वापरू नका — त्यांनी बुरशीचा संसर्ग अजून वाढतो.',
  'A pharmacist or doctor can advise on an antifungal cream; use it for the full time advised.':
    'बुरशीविरोधी (अँटिफंगल) क्रीमबद्दल फार्मासिस्ट किंवा डॉक्टर सल्ला देऊ शकतात; सांगितलेल्या पूर्ण कालावधीपर्यंत ती लावा.',
  'Spreading widely, on the scalp or nails, or not better after 2 weeks of care':
    'खूप पसरणे, डोक्याच्या त्वचेवर किंवा नखांवर होणे, किंवा 2 आठवडे काळजी घेऊनही बरे न होणे',
  'You have diabetes or low immunity': 'तुम्हाला डायबेटीस असेल किंवा रोगप्रतिकारशक्ती कमी असेल',
  Scabies: 'खरूज',
  'Everyone in the household needs treatment at the same time, even without itching — a doctor will prescribe it.':
    'घरातल्या सगळ्यांनी एकाच वेळी उपचार घ्यायला हवेत, खाज नसली तरी — डॉक्टर औषध लिहून देतील.',
  'Wash clothes, towels and bedsheets in hot water and dry in sun, or seal them in a bag for 3 days.':
    'कपडे, टॉवेल आणि चादरी गरम पाण्यात धुवून उन्हात वाळवा, किंवा 3 दिवस पिशवीत घट्ट बंद करून ठेवा.',
  'Itching may last a few weeks after treatment; this is normal.':
    'उपचारानंतरही काही आठवडे खाज राहू शकते; हे सामान्य आहे.',
  'Sores with pus, fever or spreading redness': 'पू असलेल्या जखमा, ताप किंवा पसरणारी लाली',
  'Thick crusted skin in an elderly or weak person': 'वयस्कर किंवा अशक्त व्यक्तीच्या त्वचेवर जाड खपल्या',
  'Eczema (dermatitis)': 'इसब (एक्झिमा)',
  'Moisturise often with a plain, fragrance-free moisturiser.':
    'साधे, सुगंध नसलेले मॉइश्चरायझर वारंवार लावा.',
  'Use mild soap or soap-free washes; avoid hot water.':
    'सौम्य साबण किंवा साबणाशिवायचे क्लेन्झर वापरा; गरम पाणी टाळा.',
  'Avoid triggers such as detergents, wool and rubbing.':
    'डिटर्जंट, लोकरीचे कपडे आणि घासणे यांसारख्या त्रास वाढवणाऱ्या गोष्टी टाळा.',
  'Weeping, crusted or painful skin (infection)': 'पाणी गळणारी, खपल्या धरलेली किंवा दुखरी त्वचा (संसर्ग)',
  'Sudden painful blisters with fever': 'तापासोबत अचानक दुखरे फोड',
  'Hives / skin allergy (urticaria)': 'अंगावर पित्त उठणे / त्वचेची ॲलर्जी (अर्टिकेरिया)',
  'Cool compresses and loose cotton clothes help the itch.':
    'थंड पाण्याच्या पट्ट्या आणि सैल सुती कपड्यांनी खाज कमी होते.',
  'Note and avoid triggers (new food, medicine, soap, insect bites).':
    'कशामुळे पित्त उठते (नवीन अन्न, औषध, साबण, किडे चावणे) ते लक्षात ठेवा आणि टाळा.',
  'A pharmacist or doctor can advise on an antihistamine.':
    'ॲलर्जीच्या गोळीबद्दल (अँटिहिस्टामाइन) फार्मासिस्ट किंवा डॉक्टर सल्ला देऊ शकतात.',
  'Swelling of lips, tongue or throat, wheeze or breathlessness, or fainting — call 108 (anaphylaxis)':
    'ओठ, जीभ किंवा घसा सुजणे, घरघर किंवा दम लागणे, किंवा चक्कर येऊन पडणे — 108 वर फोन करा (ॲनाफिलॅक्सिस)',
  'Hives lasting more than 6 weeks': '6 आठवड्यांपेक्षा जास्त काळ पित्त उठत राहणे',
  'Acne (pimples)': 'मुरूम (पुटकुळ्या)',
  'Wash the face twice a day with a mild face wash.': 'सौम्य फेस वॉशने दिवसातून दोन वेळा चेहरा धुवा.',
  'Do not squeeze pimples.': 'मुरूम दाबू नका.',
  'Avoid oily creams and steroid creams.': 'तेलकट क्रीम आणि स्टेरॉइडची क्रीम टाळा.',
  'Painful deep lumps or scarring': 'दुखऱ्या, खोल गाठी किंवा व्रण (डाग) राहणे',
  'Acne with irregular periods and extra hair growth (possible PCOS)':
    'मुरुमांसोबत अनियमित पाळी आणि जास्त केस येणे (पीसीओएस असू शकतो)',
  'Head lice': 'डोक्यात उवा',
  'Comb wet, conditioned hair with a fine-tooth lice comb every few days for two weeks.':
    'दोन आठवडे, दर काही दिवसांनी ओल्या, कंडिशनर लावलेल्या केसांतून उवांच्या बारीक फणीने विंचरा.',
  'Check and treat everyone in the family at the same time.':
    'घरातल्या सगळ्यांचे केस तपासा आणि सगळ्यांवर एकाच वेळी उपचार करा.',
  'Wash pillow covers and combs in hot water.': 'उशांचे अभ्रे आणि कंगवे गरम पाण्यात धुवा.',
  'Scalp sores with pus or swollen neck glands':
    'डोक्याच्या त्वचेवर पू असलेल्या जखमा, किंवा मानेतल्या गाठी सुजणे',
  'Conjunctivitis (eye flu, aankh aana)': 'डोळे येणे (आय फ्लू / कंजंक्टिव्हायटिस)',
  'Clean the eyelids with cotton dipped in boiled and cooled water, one piece per wipe.':
    'उकळून थंड केलेल्या पाण्यात बुडवलेल्या कापसाने पापण्या स्वच्छ करा; प्रत्येक वेळी पुसायला नवीन कापूस घ्या.',
  'Wash hands often; do not share towels, pillows or eye make-up.':
    'वारंवार हात धुवा; टॉवेल, उशा किंवा डोळ्यांचा मेकअप (काजळ वगैरे) दुसऱ्यांसोबत वापरू नका.',
  'Do not use steroid eye drops or home remedies in the eye without an eye doctor.':
    'डोळ्यांच्या डॉक्टरांना विचारल्याशिवाय स्टेरॉइडचे आय ड्रॉप्स किंवा घरगुती उपाय डोळ्यात घालू नका.',
  'Stay home from school or work while the eye is sticky.':
    'डोळा चिकट असेपर्यंत शाळेत किंवा कामावर न जाता घरीच राहा.',
  'Eye pain, blurred vision or light hurting the eye':
    'डोळा दुखणे, धूसर दिसणे किंवा उजेडाचा डोळ्याला त्रास होणे',
  'A newborn with red, sticky eyes': 'नवजात बाळाचे डोळे लाल आणि चिकट असणे',
  'Not better after a week': 'आठवडाभरानंतरही बरे न होणे',
  'Stye (eyelid boil)': 'रांजणवाडी (पापणीवरचा फोड)',
  'Hold a clean warm compress on the eyelid several times a day.':
    'दिवसातून अनेक वेळा स्वच्छ, कोमट कापडाने पापणीला शेक द्या.',
  'Do not squeeze it; avoid eye make-up until healed.':
    'ती दाबू नका; बरी होईपर्यंत डोळ्यांचा मेकअप टाळा.',
  'Swelling spreading to the whole eyelid or face': 'सूज संपूर्ण पापणीवर किंवा चेहऱ्यावर पसरणे',
  'Vision changes or fever': 'दिसण्यात बदल किंवा ताप',
  'Cataract (motiyabind)': 'मोतीबिंदू',
  'Book an eye check; cataract surgery is available free under the national blindness control programme.':
    'डोळ्यांच्या तपासणीसाठी वेळ घ्या; राष्ट्रीय अंधत्व नियंत्रण कार्यक्रमात मोतीबिंदूचे ऑपरेशन मोफत होते.',
  'Use good lighting and sunglasses outdoors.':
    'भरपूर उजेडात काम करा आणि बाहेर जाताना गॉगल (काळा चष्मा) वापरा.',
  'Sudden loss of vision, eye pain or a red eye — see an eye doctor the same day':
    'अचानक दिसेनासे होणे, डोळा दुखणे किंवा लाल होणे — त्याच दिवशी डोळ्यांच्या डॉक्टरांना दाखवा',
  'Middle-ear infection': 'मधल्या कानाचा संसर्ग',
  'Keep the ear dry; do not put oil, drops or cotton buds into the ear.':
    'कान कोरडा ठेवा; कानात तेल, थेंब किंवा कापसाच्या काड्या घालू नका.',
  'Paracetamol for pain or fever only as advised by a pharmacist or doctor.':
    'दुखण्यासाठी किंवा तापासाठी पॅरासिटामॉल फक्त फार्मासिस्ट किंवा डॉक्टरांच्या सल्ल्यानेच घ्या.',
  'Most ear infections improve in 3 days; see a doctor if discharge appears or it lasts longer.':
    'कानाचे बहुतेक संसर्ग 3 दिवसांत कमी होतात; कानातून पाणी किंवा पू येऊ लागला किंवा त्याहून जास्त दिवस त्रास राहिला तर डॉक्टरांना दाखवा.',
  'Swelling or pain behind the ear': 'कानाच्या मागे सूज किंवा दुखणे',
  'Stiff neck, drowsiness or high fever': 'मान ताठ होणे, गुंगी किंवा जास्त ताप',
  'Discharge from the ear for more than 2 weeks': '2 आठवड्यांपेक्षा जास्त काळ कान वाहणे',
  'Outer-ear infection (swimmer’s ear)': 'बाहेरच्या कानाचा संसर्ग (स्विमर्स इअर)',
  'Keep water out of the ear while bathing; do not use cotton buds or hairpins.':
    'आंघोळ करताना कानात पाणी जाऊ देऊ नका; कापसाच्या काड्या किंवा पिना कानात घालू नका.',
  'See a doctor for ear drops if pain persists.':
    'दुखणे कमी होत नसेल तर कानातल्या थेंबांसाठी डॉक्टरांना दाखवा.',
  'Spreading redness or swelling to the face': 'लाली किंवा सूज चेहऱ्यापर्यंत पसरणे',
  'Fever, or diabetes with severe ear pain': 'ताप, किंवा डायबेटीस असून कान खूप दुखणे',
  'Earwax blockage': 'कानात मळ साचून कान बंद होणे',
  'Do not dig with cotton buds, keys or hairpins.':
    'कापसाच्या काड्या, किल्ल्या किंवा पिनांनी कान कोरू नका.',
  'A pharmacist can advise on softening ear drops; a doctor can remove hard wax.':
    'मळ मऊ करणाऱ्या कानातल्या थेंबांबद्दल फार्मासिस्ट सल्ला देऊ शकतात; कडक मळ डॉक्टर काढू शकतात.',
  'Sudden hearing loss in one ear — see a doctor within a day':
    'एका कानाने अचानक ऐकू येणे बंद होणे — एका दिवसाच्या आत डॉक्टरांना दाखवा',
  'Pain, discharge or fever': 'दुखणे, कानातून पाणी किंवा पू येणे, किंवा ताप',
  'Sore throat or tonsillitis': 'घसा दुखणे किंवा टॉन्सिल्स सुजणे',
  'Gargle with warm salt water and drink warm fluids.':
    'कोमट मिठाच्या पाण्याने गुळण्या करा आणि गरम पातळ पदार्थ प्या.',
  'Most sore throats are viral and settle within a week without antibiotics.':
    'बहुतेक घसादुखी व्हायरसमुळे होते आणि अँटिबायोटिकशिवाय आठवडाभरात बरी होते.',
  'Difficulty breathing or drooling, unable to swallow saliva':
    'श्वास घ्यायला त्रास, किंवा तोंडातून लाळ गळणे, थुंकीसुद्धा गिळता न येणे',
  'One-sided swelling at the back of the throat or muffled voice':
    'घशाच्या मागे एका बाजूला सूज, किंवा आवाज दबल्यासारखा येणे',
  'Lasting more than a week': 'आठवड्यापेक्षा जास्त राहणे',
  'Tooth decay or dental infection': 'दात किडणे किंवा दाताचा संसर्ग',
  'Rinse with warm salt water; avoid very hot, cold and sweet food.':
    'कोमट मिठाच्या पाण्याने चुळा भरा; खूप गरम, थंड आणि गोड पदार्थ टाळा.',
  'Brush twice daily with fluoride toothpaste; book a dentist visit.':
    'फ्लोराईड असलेल्या टूथपेस्टने दिवसातून दोन वेळा दात घासा; दातांच्या डॉक्टरांची वेळ घ्या.',
  'Swelling of the face, jaw or neck, or difficulty swallowing or opening the mouth — see a doctor today':
    'चेहरा, जबडा किंवा मान सुजणे, किंवा गिळायला किंवा तोंड उघडायला त्रास — आजच डॉक्टरांना दाखवा',
  'Rinse with salt water; avoid spicy, sour and hot food.':
    'मिठाच्या पाण्याने चुळा भरा; तिखट, आंबट आणि गरम पदार्थ टाळा.',
  'Stop tobacco, gutkha and paan.': 'तंबाखू, गुटखा आणि पान बंद करा.',
  'An ulcer or white/red patch lasting more than 3 weeks, especially if you use tobacco — get it checked for oral cancer':
    '3 आठवड्यांपेक्षा जास्त राहणारा तोंडातला फोड किंवा पांढरा/लाल चट्टा, विशेषतः तुम्ही तंबाखू खात असाल तर — तोंडाच्या कॅन्सरसाठी तपासून घ्या',
  'Bleeding in pregnancy (possible miscarriage or placental problem)':
    'गरोदरपणात रक्तस्राव (गर्भपात किंवा वारेचा त्रास असू शकतो)',
  'Call 108 (or 102 for the free maternal ambulance) and go to the nearest hospital with a labour room now.':
    '108 वर फोन करा (किंवा गरोदर मातांच्या मोफत ॲम्ब्युलन्ससाठी 102), आणि आत्ताच प्रसूती कक्ष (लेबर रूम) असलेल्या जवळच्या दवाखान्यात जा.',
  'Lie down while waiting, and carry your pregnancy card (MCP card).':
    'वाट पाहत असताना आडवे पडा, आणि तुमचे गरोदरपणाचे कार्ड (एमसीपी कार्ड) सोबत घ्या.',
  'Any bleeding in pregnancy needs a doctor; heavy bleeding, clots, pain or dizziness is an emergency':
    'गरोदरपणात थोडेसुद्धा रक्त गेले तरी डॉक्टरांना दाखवा; जास्त रक्तस्राव, रक्ताच्या गाठी, दुखणे किंवा चक्कर ही इमर्जन्सी आहे',
  'Ectopic pregnancy (pregnancy outside the womb)': 'गर्भाशयाबाहेरची गर्भधारणा (एक्टोपिक प्रेग्नन्सी)',
  'Missed period with one-sided lower belly pain, bleeding, shoulder-tip pain or fainting — go to hospital now':
    'पाळी चुकली असून ओटीपोटात एका बाजूला दुखणे, रक्त जाणे, खांद्याच्या टोकाला दुखणे किंवा चक्कर येऊन पडणे — आत्ताच दवाखान्यात जा',
  'High blood pressure of pregnancy (pre-eclampsia)': 'गरोदरपणातील उच्च रक्तदाब (प्री-एक्लॅम्पसिया)',
  'Attend every antenatal check-up so blood pressure and urine are tested.':
    'गरोदरपणातील प्रत्येक तपासणीला जा, म्हणजे बीपी आणि लघवीची तपासणी होईल.',
  'Severe headache, blurred vision, sudden swelling of face or hands, upper belly pain or fits in pregnancy — emergency':
    'गरोदरपणात खूप डोकेदुखी, धूसर दिसणे, चेहरा किंवा हात अचानक सुजणे, पोटाच्या वरच्या भागात दुखणे किंवा फिट — इमर्जन्सी',
  'Severe vomiting in pregnancy': 'गरोदरपणात खूप उलट्या',
  'Eat small, dry snacks often; sip fluids between meals.':
    'थोडे-थोडे कोरडे खाणे वारंवार खा; दोन जेवणांच्या मधे पातळ पदार्थ घोट-घोट प्या.',
  'See a doctor today if you cannot keep fluids down.':
    'पाणी पोटात टिकत नसेल तर आजच डॉक्टरांना दाखवा.',
  'Vomiting everything for 24 hours': '24 तास सगळे उलटून पडणे',
  'Very little or dark urine': 'खूप कमी किंवा गडद रंगाची लघवी',
  'Vomiting blood': 'रक्ताची उलटी',
  'Reduced baby movements in pregnancy': 'गरोदरपणात बाळाची हालचाल कमी होणे',
  'Go to the hospital labour room today, without waiting until tomorrow; do not rely on home doppler devices.':
    'उद्यापर्यंत वाट न पाहता आजच दवाखान्याच्या प्रसूती कक्षात (लेबर रूम) जा; घरच्या डॉप्लर यंत्रावर विसंबून राहू नका.',
  'Baby moving less or differently, fluid leaking, or bleeding':
    'बाळाची हालचाल कमी किंवा वेगळी वाटणे, पाणी जाणे, किंवा रक्त जाणे',
  'Lie flat with legs raised while waiting; keep the mother warm.':
    'वाट पाहत असताना पाय उंच करून सपाट झोपा; आईला उबदार ठेवा.',
  'Soaking a pad within an hour, large clots, dizziness or fast heartbeat after delivery':
    'बाळंतपणानंतर एका तासात पॅड पूर्ण भिजणे, रक्ताच्या मोठ्या गाठी पडणे, चक्कर किंवा जलद धडधड',
  'Polycystic ovary syndrome (PCOS)': 'पीसीओएस (पॉलिसिस्टिक ओव्हरी सिंड्रोम — अंडाशयात गाठी)',
  'Regular exercise and a balanced diet low in sugar and refined flour help periods and weight.':
    'नियमित व्यायाम आणि साखर व मैदा कमी असलेला संतुलित आहार यांमुळे पाळी आणि वजन दोन्हींत फायदा होतो.',
  'Book a gynecologist visit for tests.': 'तपासण्यांसाठी स्त्रीरोगतज्ज्ञांची वेळ घ्या.',
  'No period for 3 months or more': '3 महिने किंवा त्याहून जास्त पाळी न येणे',
  'Very heavy bleeding': 'खूप जास्त रक्तस्राव',
  'Heavy periods': 'पाळीत जास्त रक्तस्राव',
  'Eat iron-rich foods (green leafy vegetables, jaggery, dal, meat, eggs) and get a haemoglobin test.':
    'लोह भरपूर असलेले पदार्थ खा (हिरव्या पालेभाज्या, गूळ, डाळी, मांस, अंडी) आणि हिमोग्लोबिनची तपासणी करा.',
  'Book a gynecologist visit.': 'स्त्रीरोगतज्ज्ञांची वेळ घ्या.',
  'Soaking a pad every hour, dizziness or fainting':
    'दर तासाला पॅड पूर्ण भिजणे, चक्कर येणे किंवा चक्कर येऊन पडणे',
  'Bleeding after menopause or between periods':
    'पाळी कायमची बंद झाल्यानंतर किंवा दोन पाळ्यांच्या मधे रक्त जाणे',
  'Period pain': 'पाळीतले दुखणे',
  'A hot water bottle on the lower belly and gentle exercise help.':
    'ओटीपोटावर गरम पाण्याच्या पिशवीने शेक आणि हलका व्यायाम यांनी आराम मिळतो.',
  'Pain that stops daily activities despite care': 'काळजी घेऊनही रोजची कामे करता येत नाहीत इतके दुखणे',
  'Fever, unusual discharge or pain outside periods':
    'ताप, नेहमीपेक्षा वेगळा स्राव, किंवा पाळी नसतानाही दुखणे',
  'Vaginal infection (thrush or bacterial vaginosis)': 'योनीमार्गाचा संसर्ग (बुरशीजन्य किंवा जिवाणूजन्य)',
  'Wear loose cotton underwear; wash with plain water and avoid douching or scented products.':
    'सैल सुती अंतर्वस्त्रे घाला; फक्त साध्या पाण्याने धुवा, आणि आतून धुणे (डूशिंग) किंवा सुगंधी उत्पादने टाळा.',
  'See a doctor for the right treatment.': 'योग्य उपचारांसाठी डॉक्टरांना दाखवा.',
  'Fever or lower belly pain': 'ताप किंवा ओटीपोटात दुखणे',
  'Symptoms during pregnancy': 'गरोदरपणात ही लक्षणे असणे',
  'Foul-smelling discharge with bleeding': 'रक्तासोबत घाण वासाचा स्राव',
  'Menopause symptoms': 'पाळी बंद होतानाची लक्षणे (मेनोपॉज)',
  'Wear light layers, keep the room cool and cut down on caffeine and spicy food.':
    'हलके, पातळ कपडे घाला, खोली थंड ठेवा आणि चहा-कॉफी (कॅफिन) व तिखट पदार्थ कमी करा.',
  'Weight-bearing exercise and calcium-rich foods protect bones.':
    'अंगाचा भार पेलणारे व्यायाम (उदा. चालणे) आणि कॅल्शियम भरपूर असलेले पदार्थ यांनी हाडे मजबूत राहतात.',
  'Any bleeding after periods have stopped for a year — see a doctor':
    'पाळी एक वर्ष बंद झाल्यानंतर थोडेसुद्धा रक्त गेले तर — डॉक्टरांना दाखवा',
  'Fever in a child': 'मुलाला ताप',
  'Keep breastfeeding or giving fluids often; offer small amounts frequently.':
    'अंगावरचे दूध पाजत राहा किंवा वारंवार पातळ पदार्थ देत राहा; थोडे-थोडे पण सारखे द्या.',
  'Dress the child lightly; do not wrap in blankets. Sponge with lukewarm (not cold) water if uncomfortable.':
    'मुलाला हलके कपडे घाला; ब्लँकेटमध्ये गुंडाळू नका. अस्वस्थ वाटत असेल तर कोमट (थंड नाही) पाण्याने अंग पुसा.',
  'Fever medicine only in the dose a doctor or pharmacist gives for the child’s weight — never adult tablets.':
    'तापाचे औषध फक्त डॉक्टर किंवा फार्मासिस्ट मुलाच्या वजनानुसार जो डोस सांगतील तेवढेच द्या — मोठ्यांच्या गोळ्या कधीही देऊ नका.',
  'Check the child regularly, including at night.': 'मुलाकडे वेळोवेळी लक्ष ठेवा, रात्रीसुद्धा.',
  'Any fever in a baby under 3 months': '3 महिन्यांपेक्षा लहान बाळाला कोणताही ताप',
  'Danger signs — go to hospital now: not able to feed or drink, vomiting everything, fits, very sleepy or floppy, chest sinking in or fast breathing.':
    'धोक्याची लक्षणे — आत्ताच दवाखान्यात जा: दूध किंवा काहीच पिता न येणे, सगळे उलटून पडणे, फिट, खूप झोपाळू किंवा मलूल होणे, छाती आत ओढली जाणे किंवा जलद श्वास.',
  'Rash that does not fade under a glass, stiff neck, or fever lasting more than 2 days':
    'ग्लास दाबल्यावरही फिके न होणारे पुरळ, मान ताठ होणे, किंवा 2 दिवसांपेक्षा जास्त ताप',
  'Serious illness in a young infant (possible sepsis)': 'लहान बाळाचा गंभीर आजार (सेप्सिस असू शकतो)',
  'Call 108 and go to hospital now; keep the baby warm with skin-to-skin contact and keep trying to breastfeed on the way.':
    '108 वर फोन करा आणि आत्ताच दवाखान्यात जा; बाळाला आईच्या छातीशी त्वचेला त्वचा लावून उबदार ठेवा आणि वाटेत अंगावर पाजण्याचा प्रयत्न करत राहा.',
  'Baby feels cold, or has fever, in the first two months of life':
    'जन्मानंतरच्या पहिल्या दोन महिन्यांत बाळाचे अंग थंड लागणे किंवा ताप येणे',
  'Bronchiolitis (chest infection in babies)': 'ब्राँकिओलायटिस (बाळांमधील छातीचा संसर्ग)',
  'Saline drops can clear a blocked nose before feeds.':
    'दूध पाजण्याआधी सलाईनचे थेंब टाकल्याने चोंदलेले नाक मोकळे होऊ शकते.',
  'Keep the baby away from smoke.': 'बाळाला धुरापासून दूर ठेवा.',
  'Pauses in breathing or blue lips': 'श्वास मधे मधे थांबणे किंवा ओठ निळे पडणे',
  Croup: 'क्रूप (घसा सुजून भुंकल्यासारखा खोकला)',
  'Keep the child calm and sitting upright; crying makes it worse.':
    'मुलाला शांत ठेवा आणि ताठ बसवा; रडल्याने त्रास वाढतो.',
  'Do not use steam or hot water near the child (burn risk).':
    'मुलाजवळ वाफ किंवा गरम पाणी वापरू नका (भाजण्याचा धोका).',
  'Noisy breathing even at rest, chest sinking in, drooling, or blue lips — call 108':
    'शांत असतानाही श्वास घेताना आवाज, छाती आत ओढली जाणे, लाळ गळणे, किंवा ओठ निळे पडणे — 108 वर फोन करा',
  'Whooping cough (pertussis)': 'डांग्या खोकला',
  'See a doctor within a day; babies under 6 months often need hospital care.':
    'एका दिवसाच्या आत डॉक्टरांना दाखवा; 6 महिन्यांपेक्षा लहान बाळांना बहुतेक वेळा दवाखान्यात दाखल करावे लागते.',
  'Check that the child’s DPT vaccines are complete.':
    'मुलाच्या डीपीटीच्या (त्रिगुणी) लसी पूर्ण झाल्या आहेत का ते तपासा.',
  'Baby turning blue or stopping breathing during coughing fits':
    'खोकल्याच्या उबळीत बाळ निळे पडणे किंवा श्वास थांबणे',
  'Not feeding or vomiting after every feed': 'दूध न पिणे, किंवा प्रत्येक वेळी पाजल्यावर उलटी होणे',
  Chickenpox: 'कांजिण्या',
  'Calamine lotion and cool baths ease the itch; keep nails short.':
    'कॅलामाइन लोशन आणि थंड पाण्याच्या आंघोळीने खाज कमी होते; नखे लहान ठेवा.',
  'Do not give ibuprofen or aspirin for chickenpox.': 'कांजिण्यांमध्ये आयबुप्रोफेन किंवा ॲस्पिरिन देऊ नका.',
  'Stay away from school, pregnant women and newborns until all spots crust over.':
    'सगळ्या फोडांवर खपली धरेपर्यंत शाळा, गरोदर बायका आणि नवजात बाळांपासून दूर राहा.',
  'Breathlessness, chest pain, confusion or fits': 'दम लागणे, छातीत दुखणे, गोंधळ किंवा फिट',
  'Red, hot, swollen skin around blisters': 'फोडांभोवतीची त्वचा लाल, गरम आणि सुजलेली',
  'Chickenpox in a pregnant woman, newborn or person with low immunity':
    'गरोदर बाई, नवजात बाळ किंवा रोगप्रतिकारशक्ती कमी असलेल्या व्यक्तीला कांजिण्या',
  Measles: 'गोवर',
  'See a doctor; vitamin A is given to children with measles under the national programme.':
    'डॉक्टरांना दाखवा; राष्ट्रीय कार्यक्रमात गोवर झालेल्या मुलांना व्हिटॅमिन ए दिले जाते.',
  'Keep the child away from others for 4 days after the rash starts; check MR vaccination of siblings.':
    'पुरळ आल्यानंतर 4 दिवस मुलाला इतरांपासून दूर ठेवा; भावंडांची एमआर (गोवर-रुबेला) लस झाली आहे का ते तपासा.',
  'Fast or difficult breathing': 'जलद श्वास किंवा श्वास घ्यायला त्रास',
  'Drowsiness or fits': 'गुंगी किंवा फिट',
  'Diarrhoea with dehydration': 'जुलाबांसोबत शरीरातले पाणी कमी होणे',
  'Mumps (galsua)': 'गालगुंड',
  'Rest, drink fluids and eat soft food; avoid sour food like pickles and citrus.':
    'आराम करा, पातळ पदार्थ प्या आणि मऊ अन्न खा; लोणचे आणि लिंबू-संत्र्यासारखे आंबट पदार्थ टाळा.',
  'A warm or cold compress on the swelling.': 'सुजेवर कोमट किंवा थंड शेक द्या.',
  'Stay home from school or work for 5 days after the swelling starts.':
    'सूज सुरू झाल्यानंतर 5 दिवस शाळेत किंवा कामावर न जाता घरी राहा.',
  'Stiff neck, severe headache or drowsiness': 'मान ताठ होणे, खूप डोकेदुखी किंवा गुंगी',
  'Painful swollen testicles or severe belly pain': 'अंडकोष सुजून दुखणे किंवा पोटात खूप दुखणे',
  'Hand, foot and mouth disease': 'हात-पाय-तोंडाचा आजार (एचएफएमडी)',
  'Cool, soft food and drinks are easier on a sore mouth.':
    'तोंड दुखत असेल तर थंड, मऊ अन्न आणि पेये घेणे सोपे जाते.',
  'Wash hands well; keep the child home while unwell.':
    'हात नीट धुवा; मूल आजारी असेपर्यंत त्याला घरीच ठेवा.',
  'Not drinking or passing very little urine': 'काहीच न पिणे किंवा खूप कमी लघवी होणे',
  'Drowsiness, fits or jerky movements': 'गुंगी, फिट किंवा अंगाला झटके',
  'Febrile seizure (fit with fever in a young child)': 'तापातली फिट (लहान मुलाला तापात आकडी येणे)',
  'Lay the child on their side on a safe surface; do not put anything in the mouth or hold them down.':
    'मुलाला सुरक्षित जागी एका कुशीवर झोपवा; तोंडात काहीही घालू नका किंवा त्याला दाबून धरू नका.',
  'Note the time; call 108 if it is the first fit, lasts more than 5 minutes, or the child does not wake normally.':
    'वेळ पाहून ठेवा; पहिल्यांदाच फिट आली असेल, 5 मिनिटांपेक्षा जास्त वेळ राहिली, किंवा मूल नेहमीसारखे जागे होत नसेल तर 108 वर फोन करा.',
  'Fit longer than 5 minutes, another fit, or stiff neck, rash or drowsiness afterwards':
    '5 मिनिटांपेक्षा जास्त वेळ फिट, पुन्हा फिट येणे, किंवा नंतर मान ताठ होणे, पुरळ येणे किंवा गुंगी',
  'Newborn jaundice': 'नवजात बाळाची कावीळ',
  'Breastfeed often, every 2 to 3 hours.': 'वारंवार, दर 2 ते 3 तासांनी अंगावर पाजा.',
  'Get the baby’s bilirubin checked today; do not rely on sunlight treatment at home.':
    'आजच बाळाचे बिलीरुबिन तपासून घ्या; घरी उन्हात ठेवण्याच्या उपायावर विसंबून राहू नका.',
  'Yellow palms or soles, jaundice in the first 24 hours, a sleepy baby not feeding, or pale stools':
    'तळहात किंवा तळपाय पिवळे होणे, पहिल्या 24 तासांत कावीळ, बाळ झोपाळू असून दूध न पिणे, किंवा फिकट (पांढरट) शौच',
  'Heat stroke': 'उष्माघात',
  'Call 108 now. Move the person to shade or a cool room and remove extra clothing.':
    'आत्ताच 108 वर फोन करा. व्यक्तीला सावलीत किंवा थंड खोलीत न्या आणि जास्तीचे कपडे काढा.',
  'Cool them fast: wet the skin with cool water and fan them; put wet cloths or ice packs on the neck, armpits and groin.':
    'अंग लवकर थंड करा: त्वचा थंड पाण्याने ओली करा आणि वारा घाला; मान, काख आणि जांघेवर ओली कापडे किंवा बर्फाच्या पिशव्या ठेवा.',
  'Give sips of water only if fully awake; do not give anything by mouth if drowsy.':
    'व्यक्ती पूर्ण शुद्धीवर असेल तरच पाण्याचे घोट द्या; गुंगीत असेल तर तोंडाने काहीही देऊ नका.',
  'Confusion, fits, unconsciousness or very hot skin after heat exposure is an emergency':
    'उष्णतेत राहिल्यानंतर गोंधळ, फिट, बेशुद्धी किंवा अंग खूप गरम होणे ही इमर्जन्सी आहे',
  'Heat exhaustion': 'उष्णतेमुळे आलेला थकवा (उन्हाचा त्रास)',
  'Move to a cool, shaded place, lie down and raise the feet.':
    'थंड, सावलीच्या जागी जा, आडवे पडा आणि पाय उंच करा.',
  'Drink water, ORS, buttermilk, lemon water or aam panna.':
    'पाणी, ओआरएस, ताक, लिंबू सरबत किंवा कैरीचे पन्हे प्या.',
  'Cool the skin with wet cloths and a fan.': 'ओल्या कापडांनी आणि पंख्याने अंग थंड करा.',
  'Avoid going out between noon and 4 pm in heat waves; wear a cap and loose cotton clothes.':
    'उष्णतेच्या लाटेत दुपारी 12 ते संध्याकाळी 4 या वेळेत बाहेर जाणे टाळा; टोपी आणि सैल सुती कपडे घाला.',
  'Not better within 30 minutes of cooling and fluids':
    'अंग थंड करून आणि पातळ पदार्थ देऊनही 30 मिनिटांत बरे न वाटणे',
  'Confusion, stopping sweating or fainting — treat as heat stroke and call 108':
    'गोंधळ, घाम येणे बंद होणे किंवा चक्कर येऊन पडणे — उष्माघात समजून उपचार करा आणि 108 वर फोन करा',
  'Call 108 and go to the nearest hospital now — anti-snake venom is free at government hospitals.':
    '108 वर फोन करा आणि आत्ताच जवळच्या दवाखान्यात जा — सरकारी दवाखान्यांत सर्पविषावरचे इंजेक्शन (अँटी-स्नेक व्हेनम) मोफत मिळते.',
};

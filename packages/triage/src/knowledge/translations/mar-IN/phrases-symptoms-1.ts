/** Marathi (mar-IN) translations of knowledge-base texts: symptoms, part 1 of 2. */
export const PHRASES_SYMPTOMS_1: Record<string, string> = {
  Fever: 'ताप',
  'Do you have a fever?': 'तुम्हाला ताप आहे का?',
  'High fever (above 102°F / 39°C)': 'जास्त ताप (102°F / 39°C पेक्षा जास्त)',
  'Is the fever high, above 102°F (39°C)?': 'ताप जास्त आहे का, 102°F (39°C) पेक्षा जास्त?',
  'Chills and shivering with fever': 'तापासोबत थंडी वाजणे आणि हुडहुडी भरणे',
  'Does the fever come with chills or shivering?': 'ताप येताना थंडी वाजते किंवा हुडहुडी भरते का?',
  'Fever that comes and goes': 'येऊन-जाऊन येणारा ताप',
  'Does the fever come and go, with normal hours or days in between?':
    'ताप येतो-जातो का, मधे काही तास किंवा दिवस बरे वाटते का?',
  'Fever for more than a week': 'आठवड्यापेक्षा जास्त दिवस ताप',
  'Has the fever lasted more than a week?': 'ताप आठवड्यापेक्षा जास्त दिवस राहिला आहे का?',
  'Mild fever in the evenings': 'संध्याकाळी हलका ताप',
  'Do you get a mild fever mostly in the evenings?': 'तुम्हाला बहुतेक संध्याकाळी हलका ताप येतो का?',
  'Night sweats': 'रात्री घाम येणे',
  'Do you sweat heavily at night?': 'तुम्हाला रात्री खूप घाम येतो का?',
  'Heavy or cold sweating': 'खूप घाम किंवा थंड घाम येणे',
  'Are you sweating heavily or breaking into a cold sweat?':
    'तुम्हाला खूप घाम येतोय किंवा थंड घाम फुटतोय का?',
  Tiredness: 'थकवा',
  'Do you feel unusually tired?': 'तुम्हाला नेहमीपेक्षा जास्त थकवा वाटतो का?',
  'General weakness': 'अशक्तपणा',
  'Do you feel weak all over?': 'तुम्हाला सगळ्या अंगात अशक्तपणा वाटतो का?',
  'Body aches and muscle pain': 'अंगदुखी आणि स्नायू दुखणे',
  'Do you have aches and pains all over your body?': 'तुमचे सगळे अंग दुखते का?',
  'Unexplained weight loss': 'कारण नसताना वजन कमी होणे',
  'Have you lost weight without trying?': 'प्रयत्न न करता तुमचे वजन कमी झाले आहे का?',
  'Weight gain': 'वजन वाढणे',
  'Have you gained weight recently without eating more?':
    'जास्त न खाता सुद्धा अलीकडे तुमचे वजन वाढले आहे का?',
  'Loss of appetite': 'भूक न लागणे',
  'Have you lost your appetite?': 'तुमची भूक कमी झाली आहे का?',
  'Feeling very thirsty': 'खूप तहान लागणे',
  'Are you much more thirsty than usual?': 'तुम्हाला नेहमीपेक्षा खूप जास्त तहान लागते का?',
  'Dry mouth and lips': 'तोंड आणि ओठ कोरडे पडणे',
  'Is your mouth or tongue very dry?': 'तुमचे तोंड किंवा जीभ खूप कोरडी पडली आहे का?',
  'Passing little or no urine': 'लघवी कमी होणे किंवा अजिबात न होणे',
  'Are you passing much less urine than usual?': 'तुम्हाला नेहमीपेक्षा खूप कमी लघवी होते का?',
  'Fainting or nearly fainting': 'चक्कर येऊन पडणे किंवा पडल्यासारखे होणे',
  'Have you fainted or felt about to faint?':
    'तुम्ही चक्कर येऊन पडला आहात का, किंवा आता पडणार असे वाटले का?',
  'Fainting needs a doctor to find the cause, the same day.':
    'चक्कर येऊन पडण्याचे कारण शोधण्यासाठी त्याच दिवशी डॉक्टरांना दाखवा.',
  'Unconscious or cannot be woken': 'बेशुद्ध, किंवा उठवले तरी उठत नाही',
  'Is the person unconscious or very hard to wake?':
    'ती व्यक्ती बेशुद्ध आहे का, किंवा तिला उठवायला खूप अवघड जाते का?',
  'A person who cannot be woken needs emergency care now.':
    'जी व्यक्ती उठवूनही उठत नाही तिला आत्ताच तातडीच्या उपचारांची गरज आहे.',
  'Sudden confusion or drowsiness': 'अचानक गोंधळल्यासारखे होणे किंवा गुंगी येणे',
  'Has the person become confused, very drowsy or unusual in behaviour?':
    'ती व्यक्ती गोंधळलेली आहे का, खूप गुंगीत आहे का, किंवा तिचे वागणे नेहमीसारखे नाही का?',
  'Sudden confusion can mean a stroke, brain infection, sepsis or very low sugar.':
    'अचानक गोंधळल्यासारखे होणे म्हणजे लकवा (स्ट्रोक), मेंदूचा संसर्ग, सेप्सिस किंवा शुगर खूप कमी होणे असू शकते.',
  'Swollen glands (lumps in neck, armpit or groin)': 'सुजलेल्या गाठी (मान, काख किंवा जांघेत गाठ)',
  'Have you noticed swollen glands or lumps in your neck, armpits or groin?':
    'तुमच्या मानेत, काखेत किंवा जांघेत सुजलेल्या गाठी दिसल्या आहेत का?',
  'Pale skin, lips or nails': 'त्वचा, ओठ किंवा नखे फिकट पडणे',
  'Do your skin, inner eyelids or nails look pale?':
    'तुमची त्वचा, पापण्यांचा आतला भाग किंवा नखे फिकट दिसतात का?',
  'Yellow eyes or skin (jaundice)': 'डोळे किंवा त्वचा पिवळी होणे (कावीळ)',
  'Have the whites of your eyes or your skin turned yellow?':
    'तुमच्या डोळ्यांचा पांढरा भाग किंवा त्वचा पिवळी झाली आहे का?',
  'Jaundice needs blood tests and a doctor within a day.':
    'काविळीत एका दिवसाच्या आत रक्त तपासणी करून डॉक्टरांना दाखवणे गरजेचे आहे.',
  'Dark yellow or tea-coloured urine': 'गडद पिवळी किंवा चहाच्या रंगाची लघवी',
  'Is your urine dark yellow or tea-coloured?': 'तुमची लघवी गडद पिवळी किंवा चहाच्या रंगाची आहे का?',
  'Unusual bleeding or bruising (gums, nose, red spots under skin)':
    'नेहमी न होणारा रक्तस्राव किंवा काळे-निळे डाग (हिरड्या, नाक, त्वचेखाली लाल ठिपके)',
  'Have you noticed bleeding from gums or nose, or tiny red spots on the skin?':
    'तुमच्या हिरड्यांतून किंवा नाकातून रक्त येते का, किंवा त्वचेवर बारीक लाल ठिपके दिसतात का?',
  'Unexplained bleeding can mean low platelets (for example in dengue).':
    'कारण नसताना रक्त येणे म्हणजे प्लेटलेट कमी झाल्या असू शकतात (उदा. डेंग्यूमध्ये).',
  Nosebleed: 'नाकातून रक्त येणे (घोळणा फुटणे)',
  'Have you had a nosebleed?': 'तुमच्या नाकातून रक्त आले आहे का?',
  'Cold, clammy, pale skin': 'थंड, ओलसर-चिकट, फिकट त्वचा',
  'Are your hands and feet cold and clammy?': 'तुमचे हात-पाय थंड आणि ओलसर-चिकट झाले आहेत का?',
  'Cold, clammy skin can be a sign of shock.': 'थंड, ओलसर-चिकट त्वचा हे शॉकचे लक्षण असू शकते.',
  'Been in strong heat or sun': 'कडक ऊन किंवा उष्णतेत राहणे',
  'Have you been out in strong heat or sun?': 'तुम्ही कडक उन्हात किंवा उष्णतेत बाहेर होता का?',
  'Very hot, dry skin with no sweating': 'घाम न येता त्वचा खूप गरम आणि कोरडी होणे',
  'Is the skin very hot and dry, without sweating?': 'घाम न येता त्वचा खूप गरम आणि कोरडी झाली आहे का?',
  'Always feeling cold': 'सतत थंडी वाजणे',
  'Do you feel cold when others feel comfortable?': 'इतरांना ठीक वाटत असताना तुम्हाला थंडी वाजते का?',
  'Cannot tolerate heat, sweating a lot': 'उष्णता सहन न होणे, खूप घाम येणे',
  'Do you feel hot and sweaty when others are comfortable?':
    'इतरांना ठीक वाटत असताना तुम्हाला गरम होते आणि घाम येतो का?',
  'Shaky, sweaty, hungry or confused (low blood sugar)': 'थरथर, घाम, भूक किंवा गोंधळ (शुगर कमी होणे)',
  'Do you have diabetes and feel shaky, sweaty or confused?':
    'तुम्हाला डायबेटीस (मधुमेह) आहे आणि थरथर, घाम किंवा गोंधळल्यासारखे वाटते का?',
  'Low blood sugar must be treated straight away with sugar or a sweet drink.':
    'शुगर कमी झाली तर लगेच साखर किंवा गोड सरबत देऊन उपचार करायलाच हवा.',
  'High blood sugar reading': 'रक्तातील शुगर जास्त येणे',
  'Has your blood sugar been reading high?': 'तुमची शुगर तपासल्यावर जास्त आली आहे का?',
  'Fruity or nail-polish smelling breath': 'श्वासाला फळांसारखा किंवा नेलपॉलिशसारखा वास',
  'Does the breath smell fruity or like nail polish?':
    'श्वासाला फळांसारखा किंवा नेलपॉलिशसारखा वास येतो का?',
  'High blood pressure reading': 'बीपी (रक्तदाब) जास्त येणे',
  'Has your blood pressure been measured high?': 'तुमचे बीपी (रक्तदाब) तपासल्यावर जास्त आले आहे का?',
  'Craving to eat mud, chalk or ice': 'माती, खडू किंवा बर्फ खाण्याची इच्छा होणे',
  'Do you crave eating mud, chalk or ice?': 'तुम्हाला माती, खडू किंवा बर्फ खावासा वाटतो का?',
  Headache: 'डोकेदुखी',
  'Do you have a headache?': 'तुमचे डोके दुखते का?',
  'Sudden, very severe headache (worst ever)': 'अचानक, खूप जोरात डोकेदुखी (आजपर्यंतची सगळ्यात जास्त)',
  'Did the headache start suddenly and is it the worst you have ever had?':
    'डोकेदुखी अचानक सुरू झाली का, आणि आजपर्यंत कधीच इतके डोके दुखले नव्हते का?',
  'A sudden, extremely severe headache can be bleeding in the brain.':
    'अचानक आणि खूपच जोरात डोके दुखणे म्हणजे मेंदूत रक्तस्राव असू शकतो.',
  'Throbbing headache on one side': 'डोक्याच्या एका बाजूला ठणकणारी डोकेदुखी (अर्धशिशी)',
  'Is the headache throbbing or on one side of the head?':
    'डोके ठणकते का, किंवा डोक्याच्या एकाच बाजूला दुखते का?',
  'Pain behind the eyes': 'डोळ्यांच्या मागे दुखणे',
  'Do you have pain behind your eyes?': 'तुमच्या डोळ्यांच्या मागे दुखते का?',
  'Light hurts the eyes': 'उजेडाचा डोळ्यांना त्रास होणे',
  'Does bright light bother your eyes?': 'प्रखर उजेडाचा तुमच्या डोळ्यांना त्रास होतो का?',
  'Stiff neck (cannot bend chin to chest)': 'मान ताठ होणे (हनुवटी छातीला लावता येत नाही)',
  'Is your neck stiff, so that you cannot touch your chin to your chest?':
    'तुमची मान इतकी ताठ झाली आहे का की हनुवटी छातीला लावता येत नाही?',
  'Fits, seizure or convulsions': 'फिट येणे, आकडी किंवा झटके',
  'Has there been a fit, seizure or jerking of the body?':
    'फिट किंवा आकडी आली आहे का, किंवा अंगाला झटके आले आहेत का?',
  'A seizure needs emergency help, especially a first one or one lasting over 5 minutes.':
    'फिट आल्यास तातडीची मदत लागते, विशेषतः पहिल्यांदाच आली असेल किंवा 5 मिनिटांपेक्षा जास्त वेळ राहिली असेल तर.',
  'Face drooping on one side': 'चेहरा एका बाजूने वाकडा होणे (लोंबणे)',
  'Has one side of the face dropped or can the person not smile evenly?':
    'चेहऱ्याची एक बाजू खाली पडली आहे का, किंवा त्या व्यक्तीला दोन्ही बाजूंनी सारखे हसता येत नाही का?',
  'A drooping face is a sign of stroke. Every minute counts.':
    'चेहरा वाकडा होणे हे लकव्याचे (स्ट्रोकचे) लक्षण आहे. एक-एक मिनिट महत्त्वाचा आहे.',
  'Weakness or numbness of one arm, leg or side': 'एक हात, पाय किंवा एक बाजू कमजोर किंवा बधीर होणे',
  'Is there sudden weakness or numbness in one arm, leg or one side of the body?':
    'एका हातात, पायात किंवा शरीराच्या एका बाजूला अचानक कमजोरी किंवा बधीरपणा आला आहे का?',
  'Sudden weakness of one side is a sign of stroke. Every minute counts.':
    'एका बाजूला अचानक कमजोरी येणे हे लकव्याचे (स्ट्रोकचे) लक्षण आहे. एक-एक मिनिट महत्त्वाचा आहे.',
  'Slurred or confused speech': 'बोलणे अडखळणे किंवा अस्पष्ट होणे',
  'Is the speech suddenly slurred or hard to understand?':
    'बोलणे अचानक अडखळू लागले आहे का, किंवा समजायला अवघड जाते का?',
  'Sudden difficulty speaking is a sign of stroke. Every minute counts.':
    'अचानक बोलायला त्रास होणे हे लकव्याचे (स्ट्रोकचे) लक्षण आहे. एक-एक मिनिट महत्त्वाचा आहे.',
  'Sudden loss of vision or double vision': 'अचानक दिसेनासे होणे किंवा दोन-दोन दिसणे',
  'Have you suddenly lost vision or started seeing double?':
    'तुम्हाला अचानक दिसायचे बंद झाले आहे का, किंवा सगळे दोन-दोन दिसू लागले आहे का?',
  'Sudden loss of sight can be a stroke or an eye emergency.':
    'अचानक दिसेनासे होणे हे लकवा (स्ट्रोक) किंवा डोळ्याची तातडीची समस्या असू शकते.',
  'Blurred or cloudy vision': 'धूसर किंवा अंधुक दिसणे',
  'Is your vision blurred or cloudy?': 'तुम्हाला धूसर किंवा अंधुक दिसते का?',
  'Numbness, tingling or burning in hands or feet': 'हाता-पायांना बधीरपणा, मुंग्या येणे किंवा जळजळ',
  'Do you have tingling, numbness or burning in your hands or feet?':
    'तुमच्या हाता-पायांना मुंग्या येतात, बधीर वाटते किंवा जळजळ होते का?',
  'Shaking hands (tremor)': 'हात थरथरणे (कंप)',
  'Do your hands shake or tremble?': 'तुमचे हात थरथरतात का?',
  'Dizziness or light-headedness': 'चक्कर येणे किंवा डोके हलके वाटणे',
  'Do you feel dizzy or light-headed?': 'तुम्हाला चक्कर येते का, किंवा डोके हलके-हलके वाटते का?',
  'Room spinning (vertigo)': 'सगळे गरगर फिरल्यासारखे वाटणे (व्हर्टिगो)',
  'Does it feel as if the room is spinning?': 'खोली गरगर फिरत आहे असे वाटते का?',
  'Unsteady walking or loss of balance': 'चालताना डगमगणे किंवा तोल जाणे',
  'Are you unsteady on your feet or losing your balance?':
    'तुम्ही चालताना डगमगता का, किंवा तुमचा तोल जातो का?',
  'Pain or pressure in the face or forehead': 'चेहऱ्यात किंवा कपाळात दुखणे किंवा जडपणा',
  'Do you feel pain or pressure in your cheeks or forehead?':
    'तुमच्या गालांत किंवा कपाळात दुखते किंवा जड वाटते का?',
  'Neck pain': 'मानदुखी',
  'Do you have neck pain?': 'तुमची मान दुखते का?',
  'Cannot close one eye or move one side of the face':
    'एक डोळा बंद करता न येणे किंवा चेहऱ्याची एक बाजू हलवता न येणे',
  'Is one side of your face weak so you cannot close that eye fully?':
    'तुमच्या चेहऱ्याची एक बाजू इतकी कमजोर झाली आहे का की त्या बाजूचा डोळा पूर्ण बंद होत नाही?',
  'Trouble sleeping': 'झोप न लागणे',
  'Are you having trouble sleeping?': 'तुम्हाला झोप लागायला त्रास होतो का?',
  'Forgetfulness or poor concentration': 'विसरभोळेपणा किंवा लक्ष न लागणे',
  'Have you been more forgetful or unable to concentrate?':
    'तुम्ही आजकाल जास्त विसरता का, किंवा कशातच लक्ष लागत नाही का?',
  'Feeling sad or low most days': 'बहुतेक दिवस उदास किंवा मन उतरल्यासारखे वाटणे',
  'Have you been feeling sad or low most days?':
    'तुम्हाला बहुतेक दिवस उदास किंवा मन उतरल्यासारखे वाटते का?',
  'No interest or pleasure in things': 'कशातच रस किंवा आनंद न वाटणे',
  'Have you lost interest or pleasure in things you used to enjoy?':
    'पूर्वी ज्या गोष्टींमध्ये मजा यायची त्यात आता रस किंवा आनंद वाटत नाही का?',
  'Feeling hopeless or worthless': 'निराश वाटणे किंवा आपण काहीच कामाचे नाही असे वाटणे',
  'Do you feel hopeless or worthless?':
    'तुम्हाला निराश वाटते का, किंवा आपण काहीच कामाचे नाही असे वाटते का?',
  'Thoughts of ending your life': 'जीव देण्याचे विचार येणे',
  'Are you having thoughts of ending your life?': 'तुमच्या मनात जीव देण्याचे विचार येत आहेत का?',
  'You deserve support right now. Call Tele-MANAS 14416 (free, 24x7) or 112 if in danger.':
    'तुम्हाला आत्ता आधार मिळायलाच हवा. टेली-मानस 14416 वर फोन करा (मोफत, 24x7), किंवा धोका असेल तर 112 वर फोन करा.',
  'Hurting yourself on purpose': 'मुद्दाम स्वतःला इजा करणे',
  'Have you hurt yourself or thought about hurting yourself?':
    'तुम्ही स्वतःला इजा केली आहे का, किंवा तसे करण्याचा विचार केला आहे का?',
  'Self-harm needs help now: call 112, or Tele-MANAS 14416 to talk to a counsellor.':
    'स्वतःला इजा केली असेल तर आत्ताच मदत घ्या: 112 वर फोन करा, किंवा समुपदेशकाशी बोलण्यासाठी टेली-मानस 14416 वर फोन करा.',
  'Constant worry, nervousness or restlessness': 'सतत काळजी, घाबरल्यासारखे किंवा अस्वस्थ वाटणे',
  'Do you feel worried, nervous or on edge most of the time?':
    'तुम्हाला बहुतेक वेळा काळजी, भीती किंवा अस्वस्थ वाटते का?',
  'Sudden attacks of intense fear with racing heart': 'छातीत धडधड होऊन अचानक खूप भीती वाटण्याचे झटके',
  'Do you get sudden attacks of intense fear that peak within minutes?':
    'तुम्हाला अचानक खूप भीती वाटण्याचे झटके येतात का, जे काही मिनिटांतच शिगेला पोहोचतात?',
  'Irritability or anger': 'चिडचिड किंवा राग',
  'Have you been more irritable or angry than usual?':
    'तुमची नेहमीपेक्षा जास्त चिडचिड होते का, किंवा जास्त राग येतो का?',
  'Hearing voices or seeing things others do not':
    'इतरांना ऐकू न येणारे आवाज ऐकू येणे किंवा न दिसणाऱ्या गोष्टी दिसणे',
  'Are you hearing voices or seeing things that others do not?':
    'इतरांना ऐकू येत नाहीत असे आवाज तुम्हाला ऐकू येतात का, किंवा इतरांना दिसत नाहीत अशा गोष्टी दिसतात का?',
  'New voices or strange beliefs need a mental-health doctor soon.':
    'नव्याने आवाज ऐकू येऊ लागले किंवा विचित्र समजुती होऊ लागल्या तर लवकर मानसोपचार डॉक्टरांना दाखवा.',
  'Drinking alcohol heavily or unable to stop': 'खूप दारू पिणे किंवा सोडता न येणे',
  'Do you drink alcohol most days or find it hard to stop?':
    'तुम्ही बहुतेक दिवस दारू पिता का, किंवा ती सोडायला अवघड जाते का?',
  'Chest pain': 'छातीत दुखणे',
  'Do you have chest pain?': 'तुमच्या छातीत दुखते का?',
  'Chest pain must be checked by a doctor the same day; call 108 if it is severe.':
    'छातीत दुखत असेल तर त्याच दिवशी डॉक्टरांना दाखवायलाच हवे; खूप दुखत असेल तर 108 वर फोन करा.',
  'Chest pain spreading to the arm, jaw, neck or back':
    'छातीतले दुखणे हात, जबडा, मान किंवा पाठीकडे पसरणे',
  'Does the chest pain spread to your arm, jaw, neck or back?':
    'छातीतले दुखणे तुमच्या हातात, जबड्यात, मानेत किंवा पाठीत पसरते का?',
  'Chest pain spreading to the arm, jaw or back can be a heart attack.':
    'छातीतले दुखणे हात, जबडा किंवा पाठीकडे पसरत असेल तर तो हार्ट अटॅक असू शकतो.',
  'Heaviness, pressure or tightness in the chest': 'छातीत जडपणा, दाब किंवा आवळल्यासारखे वाटणे',
  'Does your chest feel heavy, tight or squeezed?':
    'तुमची छाती जड, घट्ट किंवा कोणी दाबत असल्यासारखी वाटते का?',
  'Crushing heaviness in the chest can be a heart attack.':
    'छाती कोणी चिरडत असल्यासारखा जडपणा हा हार्ट अटॅक असू शकतो.',
  'Chest pain on walking or exertion that eases with rest':
    'चालताना किंवा कष्टाचे काम करताना छातीत दुखणे, जे आराम केल्यावर कमी होते',
  'Does the chest pain come on when you walk or exert yourself and ease with rest?':
    'चालताना किंवा कष्ट करताना छातीत दुखते का, आणि आराम केल्यावर कमी होते का?',
  'Chest pain on exertion can be angina and needs a doctor soon.':
    'कष्ट करताना छातीत दुखणे हे अँजायना असू शकते; लवकर डॉक्टरांना दाखवा.',
  'Burning behind the breastbone (heartburn)': 'छातीच्या मधल्या हाडामागे जळजळ (छातीत जळजळ)',
  'Do you get a burning feeling behind the breastbone, often after meals?':
    'तुम्हाला छातीच्या मधल्या हाडामागे जळजळ होते का, बहुतेक जेवणानंतर?',
  'Racing, pounding or irregular heartbeat': 'छातीत जोरात धडधडणे किंवा अनियमित ठोके',
  'Do you feel your heart racing, pounding or beating irregularly?':
    'तुमच्या छातीत जोरात धडधडते का, किंवा ठोके अनियमित पडतात असे वाटते का?',
  'Shortness of breath': 'दम लागणे (धाप लागणे)',
  'Are you short of breath?': 'तुम्हाला दम लागतो का?',
  'New breathlessness should be seen by a doctor the same day.':
    'नव्याने दम लागू लागला असेल तर त्याच दिवशी डॉक्टरांना दाखवा.',
  'Severe difficulty breathing (cannot speak in full sentences)':
    'श्वास घ्यायला खूप त्रास (पूर्ण वाक्य बोलता येत नाही)',
  'Is breathing so hard that speaking in full sentences is difficult?':
    'श्वास घ्यायला इतका त्रास होतो का की पूर्ण वाक्य बोलणेही अवघड जाते?',
  'Severe breathing difficulty is life-threatening.': 'श्वास घ्यायला खूप त्रास होणे जीवघेणे आहे.',
  'Blue or grey lips, tongue or face': 'ओठ, जीभ किंवा चेहरा निळा किंवा राखाडी पडणे',
  'Are the lips or face turning blue or grey?': 'ओठ किंवा चेहरा निळा किंवा राखाडी पडत आहे का?',
  'Blue lips mean the body is not getting enough oxygen.':
    'ओठ निळे पडणे म्हणजे शरीराला पुरेसा ऑक्सिजन मिळत नाही.',
  'Wheezing (whistling sound when breathing)': 'घरघर (श्वास घेताना शिट्टीसारखा आवाज)',
  'Is there a whistling sound (wheeze) when you breathe?':
    'श्वास घेताना शिट्टीसारखा आवाज (घरघर) येतो का?',
  'Breathless on walking or climbing stairs': 'चालताना किंवा जिना चढताना दम लागणे',
  'Do you get out of breath when walking or climbing stairs?':
    'चालताना किंवा जिना चढताना तुम्हाला दम लागतो का?',
  'Breathless when lying flat or waking up breathless': 'सपाट झोपल्यावर दम लागणे किंवा दम लागून जाग येणे',
  'Do you get breathless when lying flat or wake up at night short of breath?':
    'सपाट झोपल्यावर तुम्हाला दम लागतो का, किंवा रात्री दम लागून जाग येते का?',
  Cough: 'खोकला',
  'Do you have a cough?': 'तुम्हाला खोकला आहे का?',
  'Dry cough': 'कोरडा खोकला',
  'Is the cough dry?': 'खोकला कोरडा आहे का?',
  'Cough with phlegm': 'कफ (बेडका) पडणारा खोकला',
  'Are you coughing up phlegm?': 'खोकल्यावर कफ (बेडका) पडतो का?',
  'Cough for more than 2 weeks': '2 आठवड्यांपेक्षा जास्त दिवस खोकला',
  'Has the cough lasted more than 2 weeks?': 'खोकला 2 आठवड्यांपेक्षा जास्त दिवस आहे का?',
  'Coughing up blood': 'खोकल्यातून रक्त पडणे',
  'Have you coughed up blood?': 'खोकल्यातून तुम्हाला रक्त पडले आहे का?',
  'Coughing up blood must be checked by a doctor the same day.':
    'खोकल्यातून रक्त पडत असेल तर त्याच दिवशी डॉक्टरांना दाखवायलाच हवे.',
  'Fast breathing': 'श्वास जलद चालणे',
  'Is the breathing faster than normal?': 'श्वास नेहमीपेक्षा जलद चालला आहे का?',
  'Lower chest sinks in with each breath (child)':
    'प्रत्येक श्वासाला छातीचा खालचा भाग आत ओढला जाणे (लहान मूल)',
  'Does the lower chest sink in when the child breathes in?':
    'मूल श्वास घेताना छातीचा खालचा भाग आत ओढला जातो का?',
  'Chest sinking in with breaths is a danger sign of severe pneumonia in children.':
    'श्वास घेताना छाती आत ओढली जाणे हे मुलांमध्ये गंभीर न्यूमोनियाचे धोक्याचे लक्षण आहे.',
  'Swollen feet or ankles': 'पाय किंवा घोटे सुजणे',
  'Are your feet or ankles swollen?': 'तुमचे पाय किंवा घोटे सुजले आहेत का?',
  'Runny nose': 'नाक गळणे (सर्दी)',
  'Do you have a runny nose?': 'तुमचे नाक गळते का?',
  'Blocked nose': 'नाक चोंदणे',
  'Is your nose blocked?': 'तुमचे नाक चोंदले आहे का?',
  Sneezing: 'शिंका येणे',
  'Are you sneezing a lot?': 'तुम्हाला खूप शिंका येतात का?',
  'Sore throat': 'घसा दुखणे (खवखवणे)',
  'Do you have a sore throat?': 'तुमचा घसा दुखतो किंवा खवखवतो का?',
  'Hoarse or lost voice': 'आवाज बसणे किंवा आवाज जाणे',
  'Has your voice become hoarse?': 'तुमचा आवाज बसला आहे का?',
  'Difficulty or pain swallowing': 'गिळायला त्रास होणे किंवा दुखणे',
  'Is it hard or painful to swallow?': 'गिळायला अवघड जाते किंवा दुखते का?',
  'Loss of smell or taste': 'वास किंवा चव न कळणे',
  'Have you lost your sense of smell or taste?': 'तुम्हाला वास किंवा चव कळेनाशी झाली आहे का?',
  'Swelling of lips, tongue or throat': 'ओठ, जीभ किंवा घसा सुजणे',
  'Are your lips, tongue or throat swelling?': 'तुमचे ओठ, जीभ किंवा घसा सुजत आहे का?',
  'Swelling of the lips, tongue or throat can block breathing (severe allergy).':
    'ओठ, जीभ किंवा घसा सुजल्याने श्वास अडकू शकतो (गंभीर ॲलर्जी).',
  'Puffy face or swelling of face and hands': 'चेहरा फुगणे किंवा चेहरा आणि हातांवर सूज',
  'Is your face or are your hands puffy or swollen?': 'तुमचा चेहरा किंवा हात फुगले किंवा सुजले आहेत का?',
  'Lump in the breast': 'स्तनात गाठ',
  'Have you felt a new lump in the breast?': 'तुम्हाला स्तनात नवीन गाठ जाणवली आहे का?',
  'A new breast lump should be examined by a doctor soon.':
    'स्तनात नवीन गाठ असेल तर लवकर डॉक्टरांकडून तपासून घ्या.',
  'Stomach or belly pain': 'पोटदुखी',
  'Do you have stomach pain?': 'तुमचे पोट दुखते का?',
  'Sudden, severe stomach pain': 'अचानक, खूप जोरात पोटदुखी',
  'Is the stomach pain sudden and severe?': 'पोटदुखी अचानक आणि खूप जोरात सुरू झाली आहे का?',
  'Sudden severe stomach pain can be a surgical emergency or internal bleeding.':
    'अचानक खूप जोरात पोट दुखणे म्हणजे तातडीच्या ऑपरेशनची गरज किंवा पोटात आतून रक्तस्राव असू शकतो.',
  'Pain that moves to the lower right belly': 'पोटाच्या उजव्या खालच्या बाजूला सरकणारे दुखणे',
  'Is the pain in the lower right part of the belly, or did it move there from the navel?':
    'पोटाच्या उजव्या खालच्या भागात दुखते का, किंवा बेंबीजवळून दुखणे तिकडे सरकले का?',
  'Pain in the lower right belly can be appendicitis.':
    'पोटाच्या उजव्या खालच्या भागात दुखणे म्हणजे अपेंडिक्सला सूज (अपेंडिसायटिस) असू शकते.',
  'Pain in the upper belly': 'पोटाच्या वरच्या भागात दुखणे',
  'Is the pain in the upper part of your belly?': 'तुमच्या पोटाच्या वरच्या भागात दुखते का?',
  'Pain under the right ribs': 'उजव्या बरगड्यांखाली दुखणे',
  'Is the pain under your right ribs?': 'तुमच्या उजव्या बरगड्यांखाली दुखते का?',
  'Pain in the lower belly': 'ओटीपोटात (पोटाच्या खालच्या भागात) दुखणे',
  'Is the pain in your lower belly?': 'तुमच्या ओटीपोटात (पोटाच्या खालच्या भागात) दुखते का?',
  'Cramping stomach pain': 'पोटात मुरडा येऊन दुखणे',
  'Is the pain crampy, coming in waves?': 'पोटात मुरडा येतो का, कळा थांबून-थांबून येतात का?',
  'Bloating or gas': 'पोट फुगणे किंवा गॅस',
};

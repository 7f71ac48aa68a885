/** Hindi (hi-IN) translations of the triage knowledge base texts (symptoms, part 1). */
export const PHRASES_SYMPTOMS_1: Record<string, string> = {
  Fever: 'बुखार',
  'Do you have a fever?': 'क्या आपको बुखार है?',
  'High fever (above 102°F / 39°C)': 'तेज़ बुखार (102°F / 39°C से ज़्यादा)',
  'Is the fever high, above 102°F (39°C)?': 'क्या बुखार तेज़ है, 102°F (39°C) से ज़्यादा?',
  'Chills and shivering with fever': 'बुखार के साथ ठंड लगना और कंपकंपी',
  'Does the fever come with chills or shivering?': 'क्या बुखार ठंड लगकर या कंपकंपी के साथ आता है?',
  'Fever that comes and goes': 'बुखार जो आता-जाता रहता है',
  'Does the fever come and go, with normal hours or days in between?':
    'क्या बुखार आता-जाता है, और बीच में कुछ घंटे या दिन ठीक रहते हैं?',
  'Fever for more than a week': 'एक हफ़्ते से ज़्यादा बुखार',
  'Has the fever lasted more than a week?': 'क्या बुखार एक हफ़्ते से ज़्यादा समय से है?',
  'Mild fever in the evenings': 'शाम को हल्का बुखार',
  'Do you get a mild fever mostly in the evenings?': 'क्या आपको ज़्यादातर शाम को हल्का बुखार आता है?',
  'Night sweats': 'रात को पसीना आना',
  'Do you sweat heavily at night?': 'क्या रात को बहुत ज़्यादा पसीना आता है?',
  'Heavy or cold sweating': 'बहुत पसीना या ठंडा पसीना आना',
  'Are you sweating heavily or breaking into a cold sweat?':
    'क्या आपको बहुत पसीना आ रहा है या ठंडा पसीना छूट रहा है?',
  Tiredness: 'थकान',
  'Do you feel unusually tired?': 'क्या आपको आम दिनों से ज़्यादा थकान लगती है?',
  'General weakness': 'कमज़ोरी',
  'Do you feel weak all over?': 'क्या आपको पूरे शरीर में कमज़ोरी लगती है?',
  'Body aches and muscle pain': 'बदन दर्द और मांसपेशियों में दर्द',
  'Do you have aches and pains all over your body?': 'क्या आपके पूरे शरीर में दर्द है?',
  'Unexplained weight loss': 'बिना वजह वज़न कम होना',
  'Have you lost weight without trying?': 'क्या आपका वज़न बिना कोशिश किए कम हो गया है?',
  'Weight gain': 'वज़न बढ़ना',
  'Have you gained weight recently without eating more?':
    'क्या हाल में ज़्यादा खाए बिना आपका वज़न बढ़ गया है?',
  'Loss of appetite': 'भूख न लगना',
  'Have you lost your appetite?': 'क्या आपकी भूख कम हो गई है या खत्म हो गई है?',
  'Feeling very thirsty': 'बहुत प्यास लगना',
  'Are you much more thirsty than usual?': 'क्या आपको रोज़ से बहुत ज़्यादा प्यास लगती है?',
  'Dry mouth and lips': 'मुंह और होंठ सूखना',
  'Is your mouth or tongue very dry?': 'क्या आपका मुंह या जीभ बहुत सूखी है?',
  'Passing little or no urine': 'पेशाब बहुत कम या बिल्कुल न आना',
  'Are you passing much less urine than usual?': 'क्या आपको रोज़ से बहुत कम पेशाब आ रहा है?',
  'Fainting or nearly fainting': 'बेहोश होना या बेहोशी जैसा लगना',
  'Have you fainted or felt about to faint?': 'क्या आप बेहोश हुए हैं या ऐसा लगा कि बेहोश हो जाएंगे?',
  'Fainting needs a doctor to find the cause, the same day.':
    'बेहोश होने की वजह डॉक्टर से उसी दिन पता करवानी ज़रूरी है।',
  'Unconscious or cannot be woken': 'बेहोश है या जगाने पर भी नहीं जागता',
  'Is the person unconscious or very hard to wake?': 'क्या मरीज़ बेहोश है या उसे जगाना बहुत मुश्किल है?',
  'A person who cannot be woken needs emergency care now.':
    'जो व्यक्ति जगाने पर भी नहीं जागता, उसे अभी तुरंत इमरजेंसी इलाज चाहिए।',
  'Sudden confusion or drowsiness': 'अचानक उलझन या बहुत ज़्यादा नींद आना',
  'Has the person become confused, very drowsy or unusual in behaviour?':
    'क्या मरीज़ उलझा-उलझा सा है, बहुत ज़्यादा सुस्त है या अजीब बर्ताव कर रहा है?',
  'Sudden confusion can mean a stroke, brain infection, sepsis or very low sugar.':
    'अचानक उलझन होना लकवा (स्ट्रोक), दिमाग़ का इन्फेक्शन, खून में गंभीर इन्फेक्शन (सेप्सिस) या शुगर बहुत कम होने का संकेत हो सकता है।',
  'Swollen glands (lumps in neck, armpit or groin)': 'गांठें सूजना (गर्दन, बगल या जांघ के जोड़ में गांठ)',
  'Have you noticed swollen glands or lumps in your neck, armpits or groin?':
    'क्या आपको गर्दन, बगल या जांघ के जोड़ (कमर के नीचे) में सूजी हुई गांठें दिखी हैं?',
  'Pale skin, lips or nails': 'त्वचा, होंठ या नाखून फीके या सफ़ेद पड़ना',
  'Do your skin, inner eyelids or nails look pale?':
    'क्या आपकी त्वचा, आंख की पलक के अंदर का हिस्सा या नाखून फीके/सफ़ेद दिखते हैं?',
  'Yellow eyes or skin (jaundice)': 'आंखें या त्वचा पीली होना (पीलिया)',
  'Have the whites of your eyes or your skin turned yellow?':
    'क्या आपकी आंखों का सफ़ेद हिस्सा या त्वचा पीली हो गई है?',
  'Jaundice needs blood tests and a doctor within a day.':
    'पीलिया में खून की जांच और एक दिन के अंदर डॉक्टर को दिखाना ज़रूरी है।',
  'Dark yellow or tea-coloured urine': 'गहरा पीला या चाय जैसे रंग का पेशाब',
  'Is your urine dark yellow or tea-coloured?': 'क्या आपका पेशाब गहरा पीला या चाय के रंग का है?',
  'Unusual bleeding or bruising (gums, nose, red spots under skin)':
    'बिना वजह खून आना या नील पड़ना (मसूड़े, नाक, त्वचा के नीचे लाल दाने)',
  'Have you noticed bleeding from gums or nose, or tiny red spots on the skin?':
    'क्या मसूड़ों या नाक से खून आया है, या त्वचा पर छोटे-छोटे लाल दाने दिखे हैं?',
  'Unexplained bleeding can mean low platelets (for example in dengue).':
    'बिना वजह खून आना प्लेटलेट कम होने का संकेत हो सकता है (जैसे डेंगू में)।',
  Nosebleed: 'नाक से खून आना (नकसीर)',
  'Have you had a nosebleed?': 'क्या आपकी नाक से खून आया है?',
  'Cold, clammy, pale skin': 'ठंडी, चिपचिपी, फीकी त्वचा',
  'Are your hands and feet cold and clammy?': 'क्या आपके हाथ-पैर ठंडे और चिपचिपे (पसीने वाले) हैं?',
  'Cold, clammy skin can be a sign of shock.':
    'ठंडी, चिपचिपी त्वचा शॉक (शरीर में खून का दौरा बहुत कम होना) का संकेत हो सकती है।',
  'Been in strong heat or sun': 'तेज़ गर्मी या धूप में रहना',
  'Have you been out in strong heat or sun?': 'क्या आप तेज़ गर्मी या धूप में बाहर रहे हैं?',
  'Very hot, dry skin with no sweating': 'त्वचा बहुत गर्म और सूखी, पसीना बिल्कुल नहीं',
  'Is the skin very hot and dry, without sweating?':
    'क्या त्वचा बहुत गर्म और सूखी है, और पसीना नहीं आ रहा?',
  'Always feeling cold': 'हमेशा ठंड लगना',
  'Do you feel cold when others feel comfortable?':
    'क्या आपको तब भी ठंड लगती है जब बाकी लोगों को ठीक लग रहा होता है?',
  'Cannot tolerate heat, sweating a lot': 'गर्मी बर्दाश्त न होना, बहुत पसीना आना',
  'Do you feel hot and sweaty when others are comfortable?':
    'क्या आपको तब भी गर्मी लगती है और पसीना आता है जब बाकी लोगों को ठीक लग रहा होता है?',
  'Shaky, sweaty, hungry or confused (low blood sugar)': 'कांपना, पसीना, भूख या उलझन (शुगर कम होना)',
  'Do you have diabetes and feel shaky, sweaty or confused?':
    'क्या आपको शुगर (डायबिटीज़) है और कांपना, पसीना या उलझन हो रही है?',
  'Low blood sugar must be treated straight away with sugar or a sweet drink.':
    'शुगर कम होने पर तुरंत चीनी खिलाएं या कोई मीठा पेय (जैसे शरबत) पिलाएं।',
  'High blood sugar reading': 'शुगर की जांच में ज़्यादा आना',
  'Has your blood sugar been reading high?': 'क्या आपकी शुगर की जांच में शुगर ज़्यादा आ रही है?',
  'Fruity or nail-polish smelling breath': 'सांस से फल जैसी या नेल-पॉलिश जैसी महक आना',
  'Does the breath smell fruity or like nail polish?':
    'क्या सांस से फल जैसी या नेल-पॉलिश जैसी महक आती है?',
  'High blood pressure reading': 'बीपी ज़्यादा आना',
  'Has your blood pressure been measured high?': 'क्या जांच में आपका बीपी (ब्लड प्रेशर) ज़्यादा आया है?',
  'Craving to eat mud, chalk or ice': 'मिट्टी, चॉक या बर्फ़ खाने का मन करना',
  'Do you crave eating mud, chalk or ice?': 'क्या आपका मिट्टी, चॉक या बर्फ़ खाने का मन करता है?',
  Headache: 'सिरदर्द',
  'Do you have a headache?': 'क्या आपके सिर में दर्द है?',
  'Sudden, very severe headache (worst ever)': 'अचानक, बहुत तेज़ सिरदर्द (ज़िंदगी का सबसे तेज़)',
  'Did the headache start suddenly and is it the worst you have ever had?':
    'क्या सिरदर्द अचानक शुरू हुआ और इतना तेज़ है जितना पहले कभी नहीं हुआ?',
  'A sudden, extremely severe headache can be bleeding in the brain.':
    'अचानक बहुत ही तेज़ सिरदर्द दिमाग़ में खून बहने की वजह से हो सकता है।',
  'Throbbing headache on one side': 'सिर के एक तरफ़ धड़कता हुआ दर्द',
  'Is the headache throbbing or on one side of the head?':
    'क्या सिरदर्द धक-धक करता है या सिर के एक तरफ़ है?',
  'Pain behind the eyes': 'आंखों के पीछे दर्द',
  'Do you have pain behind your eyes?': 'क्या आपकी आंखों के पीछे दर्द होता है?',
  'Light hurts the eyes': 'रोशनी से आंखों में तकलीफ़',
  'Does bright light bother your eyes?': 'क्या तेज़ रोशनी से आपकी आंखों में तकलीफ़ होती है?',
  'Stiff neck (cannot bend chin to chest)': 'गर्दन अकड़ना (ठुड्डी छाती से नहीं लगती)',
  'Is your neck stiff, so that you cannot touch your chin to your chest?':
    'क्या आपकी गर्दन अकड़ गई है, कि ठुड्डी छाती से नहीं लगा पाते?',
  'Fits, seizure or convulsions': 'दौरे पड़ना, मिर्गी या झटके आना',
  'Has there been a fit, seizure or jerking of the body?':
    'क्या दौरा पड़ा है, मिर्गी आई है या शरीर में झटके आए हैं?',
  'A seizure needs emergency help, especially a first one or one lasting over 5 minutes.':
    'दौरा पड़ने पर तुरंत इमरजेंसी मदद चाहिए, ख़ासकर अगर पहली बार पड़ा हो या 5 मिनट से ज़्यादा चले।',
  'Face drooping on one side': 'चेहरा एक तरफ़ लटक जाना',
  'Has one side of the face dropped or can the person not smile evenly?':
    'क्या चेहरे का एक हिस्सा लटक गया है या व्यक्ति ठीक से बराबर मुस्कुरा नहीं पा रहा?',
  'A drooping face is a sign of stroke. Every minute counts.':
    'चेहरा लटकना लकवे (स्ट्रोक) का संकेत है। एक-एक मिनट कीमती है।',
  'Weakness or numbness of one arm, leg or side': 'एक हाथ, एक पैर या शरीर के एक तरफ़ कमज़ोरी या सुन्नपन',
  'Is there sudden weakness or numbness in one arm, leg or one side of the body?':
    'क्या एक हाथ, एक पैर या शरीर के एक तरफ़ अचानक कमज़ोरी या सुन्नपन आ गया है?',
  'Sudden weakness of one side is a sign of stroke. Every minute counts.':
    'शरीर के एक तरफ़ अचानक कमज़ोरी लकवे (स्ट्रोक) का संकेत है। एक-एक मिनट कीमती है।',
  'Slurred or confused speech': 'ज़बान लड़खड़ाना या बोली साफ़ न होना',
  'Is the speech suddenly slurred or hard to understand?':
    'क्या अचानक ज़बान लड़खड़ाने लगी है या बात समझ नहीं आ रही?',
  'Sudden difficulty speaking is a sign of stroke. Every minute counts.':
    'अचानक बोलने में दिक्कत लकवे (स्ट्रोक) का संकेत है। एक-एक मिनट कीमती है।',
  'Sudden loss of vision or double vision': 'अचानक दिखना बंद होना या दो-दो दिखना',
  'Have you suddenly lost vision or started seeing double?':
    'क्या अचानक आपको दिखना बंद हो गया है या हर चीज़ दो-दो दिखने लगी है?',
  'Sudden loss of sight can be a stroke or an eye emergency.':
    'अचानक दिखना बंद होना लकवा (स्ट्रोक) या आंख की इमरजेंसी हो सकती है।',
  'Blurred or cloudy vision': 'धुंधला दिखना',
  'Is your vision blurred or cloudy?': 'क्या आपको धुंधला दिखता है?',
  'Numbness, tingling or burning in hands or feet': 'हाथों या पैरों में सुन्नपन, झनझनाहट या जलन',
  'Do you have tingling, numbness or burning in your hands or feet?':
    'क्या आपके हाथों या पैरों में झनझनाहट, सुन्नपन या जलन होती है?',
  'Shaking hands (tremor)': 'हाथ कांपना',
  'Do your hands shake or tremble?': 'क्या आपके हाथ कांपते हैं?',
  'Dizziness or light-headedness': 'चक्कर आना या सिर हल्का लगना',
  'Do you feel dizzy or light-headed?': 'क्या आपको चक्कर आते हैं या सिर हल्का-हल्का लगता है?',
  'Room spinning (vertigo)': 'कमरा घूमता हुआ लगना (चक्कर)',
  'Does it feel as if the room is spinning?': 'क्या ऐसा लगता है जैसे कमरा घूम रहा है?',
  'Unsteady walking or loss of balance': 'चलते समय लड़खड़ाना या संतुलन बिगड़ना',
  'Are you unsteady on your feet or losing your balance?':
    'क्या चलते हुए आप लड़खड़ाते हैं या संतुलन बिगड़ जाता है?',
  'Pain or pressure in the face or forehead': 'चेहरे या माथे में दर्द या भारीपन',
  'Do you feel pain or pressure in your cheeks or forehead?':
    'क्या आपके गालों या माथे में दर्द या भारीपन लगता है?',
  'Neck pain': 'गर्दन में दर्द',
  'Do you have neck pain?': 'क्या आपकी गर्दन में दर्द है?',
  'Cannot close one eye or move one side of the face': 'एक आंख बंद न होना या चेहरे का एक हिस्सा न हिलना',
  'Is one side of your face weak so you cannot close that eye fully?':
    'क्या चेहरे का एक हिस्सा कमज़ोर हो गया है कि उस तरफ़ की आंख पूरी बंद नहीं होती?',
  'Trouble sleeping': 'नींद न आना',
  'Are you having trouble sleeping?': 'क्या आपको सोने में दिक्कत हो रही है?',
  'Forgetfulness or poor concentration': 'भूलना या ध्यान न लगना',
  'Have you been more forgetful or unable to concentrate?':
    'क्या आप पहले से ज़्यादा भूलने लगे हैं या ध्यान नहीं लगा पाते?',
  'Feeling sad or low most days': 'ज़्यादातर दिन उदास या मन उदास रहना',
  'Have you been feeling sad or low most days?': 'क्या ज़्यादातर दिन आपका मन उदास या बुझा-बुझा रहता है?',
  'No interest or pleasure in things': 'किसी चीज़ में मन न लगना',
  'Have you lost interest or pleasure in things you used to enjoy?':
    'क्या जिन चीज़ों में पहले मज़ा आता था, अब उनमें मन नहीं लगता?',
  'Feeling hopeless or worthless': 'निराशा या खुद को बेकार समझना',
  'Do you feel hopeless or worthless?':
    'क्या आपको लगता है कि कोई उम्मीद नहीं है या आप किसी काम के नहीं हैं?',
  'Thoughts of ending your life': 'अपनी जान लेने के ख़याल आना',
  'Are you having thoughts of ending your life?': 'क्या आपके मन में अपनी जान लेने के ख़याल आ रहे हैं?',
  'You deserve support right now. Call Tele-MANAS 14416 (free, 24x7) or 112 if in danger.':
    'आपको अभी मदद और सहारा मिलना चाहिए। टेली-मानस 14416 (मुफ़्त, 24x7) पर फ़ोन करें, या ख़तरा हो तो 112 पर।',
  'Hurting yourself on purpose': 'जानबूझकर खुद को चोट पहुंचाना',
  'Have you hurt yourself or thought about hurting yourself?':
    'क्या आपने खुद को चोट पहुंचाई है या ऐसा करने के बारे में सोचा है?',
  'Self-harm needs help now: call 112, or Tele-MANAS 14416 to talk to a counsellor.':
    'खुद को चोट पहुंचाने पर अभी मदद चाहिए: 112 पर फ़ोन करें, या काउंसलर से बात करने के लिए टेली-मानस 14416 पर।',
  'Constant worry, nervousness or restlessness': 'हर समय चिंता, घबराहट या बेचैनी',
  'Do you feel worried, nervous or on edge most of the time?':
    'क्या आपको ज़्यादातर समय चिंता, घबराहट या बेचैनी रहती है?',
  'Sudden attacks of intense fear with racing heart': 'अचानक बहुत ज़्यादा डर के दौरे, दिल तेज़ धड़कना',
  'Do you get sudden attacks of intense fear that peak within minutes?':
    'क्या आपको अचानक बहुत तेज़ डर के दौरे पड़ते हैं जो कुछ ही मिनटों में सबसे ज़्यादा हो जाते हैं?',
  'Irritability or anger': 'चिड़चिड़ापन या गुस्सा',
  'Have you been more irritable or angry than usual?':
    'क्या आप पहले से ज़्यादा चिड़चिड़े हो गए हैं या गुस्सा करने लगे हैं?',
  'Hearing voices or seeing things others do not': 'ऐसी आवाज़ें सुनना या चीज़ें देखना जो दूसरों को नहीं दिखतीं',
  'Are you hearing voices or seeing things that others do not?':
    'क्या आपको ऐसी आवाज़ें सुनाई देती हैं या ऐसी चीज़ें दिखती हैं जो दूसरों को नहीं दिखतीं?',
  'New voices or strange beliefs need a mental-health doctor soon.':
    'नई-नई आवाज़ें सुनाई देना या अजीब बातों पर यकीन करना — जल्दी ही मानसिक रोग के डॉक्टर को दिखाएं।',
  'Drinking alcohol heavily or unable to stop': 'बहुत ज़्यादा शराब पीना या छोड़ न पाना',
  'Do you drink alcohol most days or find it hard to stop?':
    'क्या आप ज़्यादातर दिन शराब पीते हैं या छोड़ना मुश्किल लगता है?',
  'Chest pain': 'सीने में दर्द',
  'Do you have chest pain?': 'क्या आपके सीने में दर्द है?',
  'Chest pain must be checked by a doctor the same day; call 108 if it is severe.':
    'सीने के दर्द की जांच उसी दिन डॉक्टर से करवाएं; दर्द तेज़ हो तो 108 पर फ़ोन करें।',
  'Chest pain spreading to the arm, jaw, neck or back': 'सीने का दर्द बांह, जबड़े, गर्दन या पीठ तक जाना',
  'Does the chest pain spread to your arm, jaw, neck or back?':
    'क्या सीने का दर्द आपकी बांह, जबड़े, गर्दन या पीठ तक जाता है?',
  'Chest pain spreading to the arm, jaw or back can be a heart attack.':
    'बांह, जबड़े या पीठ तक जाने वाला सीने का दर्द हार्ट अटैक हो सकता है।',
  'Heaviness, pressure or tightness in the chest': 'सीने में भारीपन, दबाव या जकड़न',
  'Does your chest feel heavy, tight or squeezed?':
    'क्या आपका सीना भारी लगता है, जकड़ा हुआ या दबा हुआ लगता है?',
  'Crushing heaviness in the chest can be a heart attack.':
    'सीने में बहुत ज़्यादा भारीपन, जैसे कोई दबा रहा हो, हार्ट अटैक हो सकता है।',
  'Chest pain on walking or exertion that eases with rest':
    'चलने या मेहनत करने पर सीने में दर्द जो आराम करने पर ठीक हो जाए',
  'Does the chest pain come on when you walk or exert yourself and ease with rest?':
    'क्या चलने या मेहनत करने पर सीने में दर्द होता है और आराम करने पर ठीक हो जाता है?',
  'Chest pain on exertion can be angina and needs a doctor soon.':
    'मेहनत करने पर सीने में दर्द एनजाइना (दिल की नसों की बीमारी) हो सकता है, जल्दी डॉक्टर को दिखाएं।',
  'Burning behind the breastbone (heartburn)': 'छाती की हड्डी के पीछे जलन (सीने में जलन)',
  'Do you get a burning feeling behind the breastbone, often after meals?':
    'क्या छाती के बीच में जलन होती है, अक्सर खाने के बाद?',
  'Racing, pounding or irregular heartbeat': 'दिल तेज़ धड़कना, धक-धक करना या बेतरतीब धड़कना',
  'Do you feel your heart racing, pounding or beating irregularly?':
    'क्या आपको लगता है कि दिल तेज़ धड़क रहा है, ज़ोर से धक-धक कर रहा है या बेतरतीब धड़क रहा है?',
  'Shortness of breath': 'सांस फूलना',
  'Are you short of breath?': 'क्या आपकी सांस फूल रही है?',
  'New breathlessness should be seen by a doctor the same day.':
    'नई-नई सांस फूलने की तकलीफ़ हो तो उसी दिन डॉक्टर को दिखाएं।',
  'Severe difficulty breathing (cannot speak in full sentences)':
    'सांस लेने में बहुत ज़्यादा तकलीफ़ (पूरा वाक्य नहीं बोल पाते)',
  'Is breathing so hard that speaking in full sentences is difficult?':
    'क्या सांस इतनी मुश्किल से आ रही है कि पूरा वाक्य बोलना मुश्किल है?',
  'Severe breathing difficulty is life-threatening.': 'सांस लेने में बहुत ज़्यादा तकलीफ़ जान के लिए ख़तरा है।',
  'Blue or grey lips, tongue or face': 'होंठ, जीभ या चेहरा नीला या सलेटी पड़ना',
  'Are the lips or face turning blue or grey?': 'क्या होंठ या चेहरा नीला या सलेटी पड़ रहा है?',
  'Blue lips mean the body is not getting enough oxygen.':
    'होंठ नीले पड़ने का मतलब है कि शरीर को पूरी ऑक्सीजन नहीं मिल रही।',
  'Wheezing (whistling sound when breathing)': 'सांस में सीटी जैसी आवाज़ (घरघराहट)',
  'Is there a whistling sound (wheeze) when you breathe?': 'क्या सांस लेते समय सीटी जैसी आवाज़ आती है?',
  'Breathless on walking or climbing stairs': 'चलने या सीढ़ी चढ़ने पर सांस फूलना',
  'Do you get out of breath when walking or climbing stairs?':
    'क्या चलने या सीढ़ी चढ़ने पर आपकी सांस फूल जाती है?',
  'Breathless when lying flat or waking up breathless':
    'सीधा लेटने पर सांस फूलना या सांस फूलने से नींद खुलना',
  'Do you get breathless when lying flat or wake up at night short of breath?':
    'क्या सीधा लेटने पर सांस फूलती है या रात को सांस फूलने से नींद खुल जाती है?',
  Cough: 'खांसी',
  'Do you have a cough?': 'क्या आपको खांसी है?',
  'Dry cough': 'सूखी खांसी',
  'Is the cough dry?': 'क्या खांसी सूखी है?',
  'Cough with phlegm': 'बलगम वाली खांसी',
  'Are you coughing up phlegm?': 'क्या खांसी में बलगम निकलता है?',
  'Cough for more than 2 weeks': '2 हफ़्ते से ज़्यादा खांसी',
  'Has the cough lasted more than 2 weeks?': 'क्या खांसी 2 हफ़्ते से ज़्यादा समय से है?',
  'Coughing up blood': 'खांसी में खून आना',
  'Have you coughed up blood?': 'क्या खांसी में खून आया है?',
  'Coughing up blood must be checked by a doctor the same day.':
    'खांसी में खून आए तो उसी दिन डॉक्टर से जांच करवाएं।',
  'Fast breathing': 'तेज़-तेज़ सांस चलना',
  'Is the breathing faster than normal?': 'क्या सांस सामान्य से तेज़ चल रही है?',
  'Lower chest sinks in with each breath (child)': 'हर सांस के साथ नीचे की छाती अंदर धंसना (बच्चा)',
  'Does the lower chest sink in when the child breathes in?':
    'क्या बच्चे के सांस लेते समय नीचे की छाती अंदर धंसती है?',
  'Chest sinking in with breaths is a danger sign of severe pneumonia in children.':
    'सांस के साथ छाती अंदर धंसना बच्चों में गंभीर निमोनिया का ख़तरे वाला संकेत है।',
  'Swollen feet or ankles': 'पैरों या टखनों में सूजन',
  'Are your feet or ankles swollen?': 'क्या आपके पैरों या टखनों में सूजन है?',
  'Runny nose': 'नाक बहना',
  'Do you have a runny nose?': 'क्या आपकी नाक बह रही है?',
  'Blocked nose': 'नाक बंद होना',
  'Is your nose blocked?': 'क्या आपकी नाक बंद है?',
  Sneezing: 'छींकें आना',
  'Are you sneezing a lot?': 'क्या आपको बहुत छींकें आ रही हैं?',
  'Sore throat': 'गले में ख़राश या दर्द',
  'Do you have a sore throat?': 'क्या आपके गले में दर्द या ख़राश है?',
  'Hoarse or lost voice': 'आवाज़ बैठना या आवाज़ चली जाना',
  'Has your voice become hoarse?': 'क्या आपकी आवाज़ बैठ गई है?',
  'Difficulty or pain swallowing': 'निगलने में दिक्कत या दर्द',
  'Is it hard or painful to swallow?': 'क्या निगलने में दिक्कत या दर्द होता है?',
  'Loss of smell or taste': 'सूंघने या स्वाद की ताक़त चली जाना',
  'Have you lost your sense of smell or taste?': 'क्या आपको गंध या स्वाद आना बंद हो गया है?',
  'Swelling of lips, tongue or throat': 'होंठ, जीभ या गले में सूजन',
  'Are your lips, tongue or throat swelling?': 'क्या आपके होंठ, जीभ या गले में सूजन आ रही है?',
  'Swelling of the lips, tongue or throat can block breathing (severe allergy).':
    'होंठ, जीभ या गले की सूजन से सांस रुक सकती है (गंभीर एलर्जी)।',
  'Puffy face or swelling of face and hands': 'चेहरा फूलना या चेहरे और हाथों पर सूजन',
  'Is your face or are your hands puffy or swollen?': 'क्या आपका चेहरा या हाथ फूले हुए या सूजे हुए हैं?',
  'Lump in the breast': 'स्तन में गांठ',
  'Have you felt a new lump in the breast?': 'क्या आपको स्तन में कोई नई गांठ महसूस हुई है?',
  'A new breast lump should be examined by a doctor soon.':
    'स्तन में नई गांठ हो तो जल्दी ही डॉक्टर से जांच करवाएं।',
  'Stomach or belly pain': 'पेट दर्द',
  'Do you have stomach pain?': 'क्या आपके पेट में दर्द है?',
  'Sudden, severe stomach pain': 'अचानक, तेज़ पेट दर्द',
  'Is the stomach pain sudden and severe?': 'क्या पेट दर्द अचानक और बहुत तेज़ है?',
  'Sudden severe stomach pain can be a surgical emergency or internal bleeding.':
    'अचानक तेज़ पेट दर्द में ऑपरेशन की इमरजेंसी या अंदर खून बहना हो सकता है।',
  'Pain that moves to the lower right belly': 'दर्द जो खिसककर पेट के नीचे दाईं तरफ़ चला जाए',
  'Is the pain in the lower right part of the belly, or did it move there from the navel?':
    'क्या दर्द पेट के नीचे दाईं तरफ़ है, या नाभि से खिसककर वहां गया है?',
};

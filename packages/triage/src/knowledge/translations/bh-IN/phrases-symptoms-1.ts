/** Bhojpuri (bh-IN) translations of the triage knowledge base texts (symptoms, part 1). */
export const PHRASES_SYMPTOMS_1: Record<string, string> = {
  Fever: 'बुखार',
  'Do you have a fever?': 'का रउआ के बुखार बा?',
  'High fever (above 102°F / 39°C)': 'तेज बुखार (102°F / 39°C से ढेर)',
  'Is the fever high, above 102°F (39°C)?': 'का बुखार तेज बा, 102°F (39°C) से ढेर?',
  'Chills and shivering with fever': 'बुखार के साथे जाड़ लागल आ कँपकँपी',
  'Does the fever come with chills or shivering?': 'का बुखार जाड़ लाग के भा कँपकँपी के साथे आवेला?',
  'Fever that comes and goes': 'बुखार जवन आवेला-जाला',
  'Does the fever come and go, with normal hours or days in between?':
    'का बुखार आवेला-जाला, आ बीच में कुछ घंटा भा दिन ठीक रहेला?',
  'Fever for more than a week': 'एक हप्ता से ढेर बुखार',
  'Has the fever lasted more than a week?': 'का बुखार एक हप्ता से ढेर दिन से बा?',
  'Mild fever in the evenings': 'साँझ के हल्का बुखार',
  'Do you get a mild fever mostly in the evenings?': 'का रउआ के जादेतर साँझ के हल्का बुखार आवेला?',
  'Night sweats': 'रात में पसीना',
  'Do you sweat heavily at night?': 'का रात में बहुत पसीना आवेला?',
  'Heavy or cold sweating': 'बहुत पसीना भा ठंडा पसीना',
  'Are you sweating heavily or breaking into a cold sweat?':
    'का रउआ के बहुत पसीना आवता भा ठंडा पसीना छूटता?',
  Tiredness: 'थकान',
  'Do you feel unusually tired?': 'का रउआ के रोज से ढेर थकान लागता?',
  'General weakness': 'कमजोरी',
  'Do you feel weak all over?': 'का रउआ के पूरा देह में कमजोरी लागता?',
  'Body aches and muscle pain': 'देह दरद आ मांसपेसी में दरद',
  'Do you have aches and pains all over your body?': 'का रउआ के पूरा देह में दरद बा?',
  'Unexplained weight loss': 'बिना कारन वजन घटल',
  'Have you lost weight without trying?': 'का बिना कोसिस कइले रउआ के वजन घट गइल बा?',
  'Weight gain': 'वजन बढ़ल',
  'Have you gained weight recently without eating more?':
    'का हाल में बिना ढेर खइले रउआ के वजन बढ़ गइल बा?',
  'Loss of appetite': 'भूख ना लागल',
  'Have you lost your appetite?': 'का रउआ के भूख मर गइल बा?',
  'Feeling very thirsty': 'बहुत पियास लागल',
  'Are you much more thirsty than usual?': 'का रउआ के रोज से बहुत ढेर पियास लागता?',
  'Dry mouth and lips': 'मुँह आ ओठ सूखल',
  'Is your mouth or tongue very dry?': 'का रउआ के मुँह भा जीभ बहुत सूखल बा?',
  'Passing little or no urine': 'पेसाब बहुत कम भा एकदम ना होखल',
  'Are you passing much less urine than usual?': 'का रउआ के रोज से बहुत कम पेसाब होता?',
  'Fainting or nearly fainting': 'बेहोस भइल भा बेहोसी जइसन लागल',
  'Have you fainted or felt about to faint?': 'का रउआ बेहोस भइल बानी भा अइसन लागल कि बेहोस हो जाएब?',
  'Fainting needs a doctor to find the cause, the same day.':
    'बेहोस होखे के कारन जाने खातिर ओही दिन डाक्टर के देखावे के चाहीं।',
  'Unconscious or cannot be woken': 'बेहोस बा भा जगवला पर ना जागत बा',
  'Is the person unconscious or very hard to wake?': 'का ऊ आदमी बेहोस बा भा बहुत मुसकिल से जागत बा?',
  'A person who cannot be woken needs emergency care now.':
    'जे आदमी जगवला पर ना जागे, ओकरा के अबहीं इमरजेंसी इलाज चाहीं।',
  'Sudden confusion or drowsiness': 'अचानक भरम भा बहुत ऊँघाई',
  'Has the person become confused, very drowsy or unusual in behaviour?':
    'का ऊ आदमी अचानक भरमा गइल बा, बहुत ऊँघात बा भा अजीब बेवहार करत बा?',
  'Sudden confusion can mean a stroke, brain infection, sepsis or very low sugar.':
    'अचानक भरम होखल लकवा (स्ट्रोक), दिमाग के इन्फेक्शन, सेप्सिस भा बहुत कम शुगर के निसानी हो सकेला।',
  'Swollen glands (lumps in neck, armpit or groin)': 'गिलटी फूलल (गरदन, काँख भा जाँघ के जोड़ में गाँठ)',
  'Have you noticed swollen glands or lumps in your neck, armpits or groin?':
    'का रउआ के गरदन, काँख भा जाँघ के जोड़ में गिलटी फूलल भा गाँठ लउकल बा?',
  'Pale skin, lips or nails': 'चमड़ी, ओठ भा नोह फीका (सफेद) पड़ल',
  'Do your skin, inner eyelids or nails look pale?':
    'का रउआ के चमड़ी, पलक के भीतरी हिस्सा भा नोह फीका (सफेद) लउकता?',
  'Yellow eyes or skin (jaundice)': 'आँख भा चमड़ी पीयर (पीलिया)',
  'Have the whites of your eyes or your skin turned yellow?':
    'का रउआ के आँख के सफेद हिस्सा भा चमड़ी पीयर हो गइल बा?',
  'Jaundice needs blood tests and a doctor within a day.':
    'पीलिया में एक दिन के भीतर खून के जाँच आ डाक्टर के देखावल जरूरी बा।',
  'Dark yellow or tea-coloured urine': 'गाढ़ पीयर भा चाय जइसन रंग के पेसाब',
  'Is your urine dark yellow or tea-coloured?': 'का रउआ के पेसाब गाढ़ पीयर भा चाय जइसन रंग के बा?',
  'Unusual bleeding or bruising (gums, nose, red spots under skin)':
    'अजीब तरह से खून निकलल भा नीला दाग (मसूढ़ा, नाक, चमड़ी के नीचे लाल बुंदकी)',
  'Have you noticed bleeding from gums or nose, or tiny red spots on the skin?':
    'का मसूढ़ा भा नाक से खून निकलल बा, भा चमड़ी पर छोट-छोट लाल बुंदकी लउकल बा?',
  'Unexplained bleeding can mean low platelets (for example in dengue).':
    'बिना कारन खून निकलल प्लेटलेट कम होखे के निसानी हो सकेला (जइसे डेंगू में)।',
  Nosebleed: 'नाक से खून (नकसीर)',
  'Have you had a nosebleed?': 'का रउआ के नाक से खून निकलल बा?',
  'Cold, clammy, pale skin': 'ठंडा, चिपचिपा, फीका (सफेद) चमड़ी',
  'Are your hands and feet cold and clammy?': 'का रउआ के हाथ-गोड़ ठंडा आ चिपचिपा बा?',
  'Cold, clammy skin can be a sign of shock.':
    'ठंडा, चिपचिपा चमड़ी शॉक (देह के गंभीर हालत) के निसानी हो सकेला।',
  'Been in strong heat or sun': 'तेज गरमी भा घाम में रहल',
  'Have you been out in strong heat or sun?': 'का रउआ तेज गरमी भा घाम में बाहर रहल बानी?',
  'Very hot, dry skin with no sweating': 'चमड़ी बहुत गरम आ सूखल, पसीना ना आवत',
  'Is the skin very hot and dry, without sweating?': 'का चमड़ी बहुत गरम आ सूखल बा, बिना पसीना के?',
  'Always feeling cold': 'हरदम जाड़ लागल',
  'Do you feel cold when others feel comfortable?':
    'का रउआ के तब्बो जाड़ लागेला जब दोसरा लोग के ठीक लागेला?',
  'Cannot tolerate heat, sweating a lot': 'गरमी ना सहाइल, बहुत पसीना',
  'Do you feel hot and sweaty when others are comfortable?':
    'का रउआ के गरमी लागेला आ पसीना आवेला जब दोसरा लोग ठीक रहेला?',
  'Shaky, sweaty, hungry or confused (low blood sugar)': 'काँपल, पसीना, भूख भा भरम (शुगर कम होखल)',
  'Do you have diabetes and feel shaky, sweaty or confused?':
    'का रउआ के शुगर (डायबिटीज) बा आ काँपत बानी, पसीना आवता भा भरम होता?',
  'Low blood sugar must be treated straight away with sugar or a sweet drink.':
    'शुगर कम होखे पर तुरंते चीनी भा कवनो मीठ चीज पियावे के चाहीं।',
  'High blood sugar reading': 'शुगर के जाँच में ढेर आइल',
  'Has your blood sugar been reading high?': 'का रउआ के शुगर के जाँच में शुगर ढेर आवता?',
  'Fruity or nail-polish smelling breath': 'साँस से फल भा नेल-पालिस जइसन गंध',
  'Does the breath smell fruity or like nail polish?': 'का साँस से फल भा नेल-पालिस जइसन गंध आवेला?',
  'High blood pressure reading': 'बीपी के जाँच में ढेर आइल',
  'Has your blood pressure been measured high?': 'का रउआ के बीपी नापला पर ढेर आइल बा?',
  'Craving to eat mud, chalk or ice': 'माटी, खड़िया भा बरफ खाए के मन',
  'Do you crave eating mud, chalk or ice?': 'का रउआ के माटी, खड़िया भा बरफ खाए के मन करेला?',
  Headache: 'कपार दरद',
  'Do you have a headache?': 'का रउआ के कपार दरद बा?',
  'Sudden, very severe headache (worst ever)': 'अचानक, बहुत तेज कपार दरद (जिनगी के सबसे तेज)',
  'Did the headache start suddenly and is it the worst you have ever had?':
    'का कपार दरद अचानक सुरू भइल आ अइसन दरद रउआ के पहिले कबो ना भइल?',
  'A sudden, extremely severe headache can be bleeding in the brain.':
    'अचानक बहुत तेज कपार दरद दिमाग में खून बहे के निसानी हो सकेला।',
  'Throbbing headache on one side': 'कपार के एक ओर धमक वाला दरद',
  'Is the headache throbbing or on one side of the head?':
    'का कपार दरद धमक वाला बा भा कपार के एक ओर बा?',
  'Pain behind the eyes': 'आँख के पीछे दरद',
  'Do you have pain behind your eyes?': 'का रउआ के आँख के पीछे दरद बा?',
  'Light hurts the eyes': 'रोसनी से आँख में दिक्कत',
  'Does bright light bother your eyes?': 'का तेज रोसनी से आँख में तकलीफ होला?',
  'Stiff neck (cannot bend chin to chest)': 'गरदन अकड़ल (ठुड्डी छाती से ना सटे)',
  'Is your neck stiff, so that you cannot touch your chin to your chest?':
    'का रउआ के गरदन अकड़ल बा, कि ठुड्डी छाती से ना सटा पावत बानी?',
  'Fits, seizure or convulsions': 'मिरगी, दौरा भा झटका',
  'Has there been a fit, seizure or jerking of the body?':
    'का दौरा पड़ल बा, मिरगी आइल बा भा देह में झटका आइल बा?',
  'A seizure needs emergency help, especially a first one or one lasting over 5 minutes.':
    'दौरा पड़ला पर इमरजेंसी मदद चाहीं, खास करके पहिला बेर भा 5 मिनट से ढेर चलला पर।',
  'Face drooping on one side': 'मुँह एक ओर लटक गइल',
  'Has one side of the face dropped or can the person not smile evenly?':
    'का चेहरा के एक ओर लटक गइल बा, भा ऊ आदमी बराबर से ना मुसका पावत बा?',
  'A drooping face is a sign of stroke. Every minute counts.':
    'चेहरा लटकल लकवा (स्ट्रोक) के निसानी ह। एक-एक मिनट कीमती बा।',
  'Weakness or numbness of one arm, leg or side': 'एक हाथ, एक गोड़ भा एक ओर के देह में कमजोरी भा सुन्नपन',
  'Is there sudden weakness or numbness in one arm, leg or one side of the body?':
    'का अचानक एक हाथ, एक गोड़ भा देह के एक ओर कमजोरी भा सुन्नपन आ गइल बा?',
  'Sudden weakness of one side is a sign of stroke. Every minute counts.':
    'अचानक एक ओर के देह कमजोर होखल लकवा (स्ट्रोक) के निसानी ह। एक-एक मिनट कीमती बा।',
  'Slurred or confused speech': 'बोली लड़खड़ाइल भा साफ ना',
  'Is the speech suddenly slurred or hard to understand?':
    'का अचानक बोली लड़खड़ा गइल बा भा बात समझ में ना आवत बा?',
  'Sudden difficulty speaking is a sign of stroke. Every minute counts.':
    'अचानक बोले में दिक्कत लकवा (स्ट्रोक) के निसानी ह। एक-एक मिनट कीमती बा।',
  'Sudden loss of vision or double vision': 'अचानक आँख से ना लउकल भा दू-दू लउकल',
  'Have you suddenly lost vision or started seeing double?':
    'का अचानक रउआ के लउकल बंद हो गइल बा भा एक चीज दू गो लउकत बा?',
  'Sudden loss of sight can be a stroke or an eye emergency.':
    'अचानक आँख से ना लउकल लकवा (स्ट्रोक) भा आँख के इमरजेंसी हो सकेला।',
  'Blurred or cloudy vision': 'धुंधला भा धुआँ जइसन लउकल',
  'Is your vision blurred or cloudy?': 'का रउआ के धुंधला भा धुआँ जइसन लउकता?',
  'Numbness, tingling or burning in hands or feet': 'हाथ भा गोड़ में सुन्नपन, झुनझुनी भा जलन',
  'Do you have tingling, numbness or burning in your hands or feet?':
    'का रउआ के हाथ भा गोड़ में झुनझुनी, सुन्नपन भा जलन होला?',
  'Shaking hands (tremor)': 'हाथ काँपल',
  'Do your hands shake or tremble?': 'का रउआ के हाथ काँपेला?',
  'Dizziness or light-headedness': 'चक्कर भा कपार हल्का लागल',
  'Do you feel dizzy or light-headed?': 'का रउआ के चक्कर आवेला भा कपार हल्का लागेला?',
  'Room spinning (vertigo)': 'चारो ओर सब घूमत लागल (वर्टिगो)',
  'Does it feel as if the room is spinning?': 'का अइसन लागेला कि कमरा घूमत बा?',
  'Unsteady walking or loss of balance': 'चले में डगमगाइल भा संतुलन ना रहल',
  'Are you unsteady on your feet or losing your balance?':
    'का रउआ चले में डगमगात बानी भा संतुलन बिगड़त बा?',
  'Pain or pressure in the face or forehead': 'चेहरा भा लिलार में दरद भा भारीपन',
  'Do you feel pain or pressure in your cheeks or forehead?':
    'का रउआ के गाल भा लिलार में दरद भा भारीपन लागेला?',
  'Neck pain': 'गरदन में दरद',
  'Do you have neck pain?': 'का रउआ के गरदन में दरद बा?',
  'Cannot close one eye or move one side of the face': 'एक आँख बंद ना होखल भा चेहरा के एक ओर ना हिलल',
  'Is one side of your face weak so you cannot close that eye fully?':
    'का रउआ के चेहरा के एक ओर कमजोर बा कि ओह ओर के आँख पूरा बंद ना होखेला?',
  'Trouble sleeping': 'नींद ना आवल',
  'Are you having trouble sleeping?': 'का रउआ के नींद में दिक्कत बा?',
  'Forgetfulness or poor concentration': 'भुलाइल भा मन ना लागल',
  'Have you been more forgetful or unable to concentrate?':
    'का रउआ पहिले से ढेर भुलाए लागल बानी भा कवनो काम में ध्यान ना लागेला?',
  'Feeling sad or low most days': 'जादेतर दिन उदास भा मन खराब रहल',
  'Have you been feeling sad or low most days?': 'का रउआ जादेतर दिन उदास भा मन मारल रहत बानी?',
  'No interest or pleasure in things': 'कवनो चीज में मन ना लागल, खुसी ना मिलल',
  'Have you lost interest or pleasure in things you used to enjoy?':
    'का जवन चीज में पहिले मन लागत रहे, ओहमें अब मन भा खुसी ना मिलेला?',
  'Feeling hopeless or worthless': 'निरास भा अपना के बेकार समझल',
  'Do you feel hopeless or worthless?': 'का रउआ के निरासा लागेला भा अपना के बेकार समझेनी?',
  'Thoughts of ending your life': 'जान दे देवे के बिचार',
  'Are you having thoughts of ending your life?': 'का रउआ के अपना जान दे देवे के बिचार आवता?',
  'You deserve support right now. Call Tele-MANAS 14416 (free, 24x7) or 112 if in danger.':
    'रउआ के अबहीं सहारा मिले के चाहीं। Tele-MANAS 14416 पर फोन करीं (मुफत, 24x7), भा खतरा होखे त 112 पर।',
  'Hurting yourself on purpose': 'जान-बूझ के अपना के चोट पहुँचावल',
  'Have you hurt yourself or thought about hurting yourself?':
    'का रउआ अपना के चोट पहुँचवले बानी भा अइसन करे के सोचले बानी?',
  'Self-harm needs help now: call 112, or Tele-MANAS 14416 to talk to a counsellor.':
    'अपना के चोट पहुँचावे पर अबहीं मदद चाहीं: 112 पर फोन करीं, भा काउंसलर से बात करे खातिर Tele-MANAS 14416 पर।',
  'Constant worry, nervousness or restlessness': 'हरदम चिंता, घबराहट भा बेचैनी',
  'Do you feel worried, nervous or on edge most of the time?':
    'का रउआ जादेतर समय चिंता में, घबराइल भा बेचैन रहत बानी?',
  'Sudden attacks of intense fear with racing heart': 'अचानक बहुत डर के दौरा, दिल तेज धड़कल',
  'Do you get sudden attacks of intense fear that peak within minutes?':
    'का रउआ के अचानक बहुत डर के दौरा पड़ेला जवन कुछ मिनट में सबसे ढेर हो जाला?',
  'Irritability or anger': 'चिड़चिड़ापन भा गुस्सा',
  'Have you been more irritable or angry than usual?':
    'का रउआ पहिले से ढेर चिड़चिड़ा भा गुस्सा हो गइल बानी?',
  'Hearing voices or seeing things others do not':
    'अइसन आवाज सुनाई दिहल भा चीज लउकल जवन दोसरा के ना लउके',
  'Are you hearing voices or seeing things that others do not?':
    'का रउआ के अइसन आवाज सुनाई देला भा चीज लउकेला जवन दोसरा लोग के ना सुनाई-लउके?',
  'New voices or strange beliefs need a mental-health doctor soon.':
    'नया आवाज सुनाई दिहल भा अजीब बिस्वास होखे त जल्दी मन के डाक्टर (मनोचिकित्सक) के देखावे के चाहीं।',
  'Drinking alcohol heavily or unable to stop': 'बहुत दारू पियल भा छोड़ ना पावल',
  'Do you drink alcohol most days or find it hard to stop?':
    'का रउआ जादेतर दिन दारू पीहेनी भा छोड़े में मुसकिल होला?',
  'Chest pain': 'छाती में दरद',
  'Do you have chest pain?': 'का रउआ के छाती में दरद बा?',
  'Chest pain must be checked by a doctor the same day; call 108 if it is severe.':
    'छाती के दरद ओही दिन डाक्टर से जँचवावे के चाहीं; दरद तेज होखे त 108 पर फोन करीं।',
  'Chest pain spreading to the arm, jaw, neck or back':
    'छाती के दरद जवन बाँह, जबड़ा, गरदन भा पीठ ले फइलेला',
  'Does the chest pain spread to your arm, jaw, neck or back?':
    'का छाती के दरद रउआ के बाँह, जबड़ा, गरदन भा पीठ ले फइलेला?',
  'Chest pain spreading to the arm, jaw or back can be a heart attack.':
    'बाँह, जबड़ा भा पीठ ले फइले वाला छाती के दरद हार्ट अटैक हो सकेला।',
  'Heaviness, pressure or tightness in the chest': 'छाती में भारीपन, दबाव भा जकड़न',
  'Does your chest feel heavy, tight or squeezed?': 'का रउआ के छाती भारी, जकड़ल भा दबल जइसन लागेला?',
  'Crushing heaviness in the chest can be a heart attack.':
    'छाती में पीस देवे वाला भारीपन हार्ट अटैक हो सकेला।',
  'Chest pain on walking or exertion that eases with rest':
    'चले भा मेहनत करे पर छाती में दरद जवन आराम कइला पर ठीक हो जाला',
  'Does the chest pain come on when you walk or exert yourself and ease with rest?':
    'का चले भा मेहनत करे पर छाती में दरद होला आ आराम कइला पर कम हो जाला?',
  'Chest pain on exertion can be angina and needs a doctor soon.':
    'मेहनत करे पर छाती के दरद एंजाइना हो सकेला, जल्दी डाक्टर के देखावे के चाहीं।',
  'Burning behind the breastbone (heartburn)': 'छाती के हड्डी के पीछे जलन (सीना जरल)',
  'Do you get a burning feeling behind the breastbone, often after meals?':
    'का रउआ के छाती के बीच हड्डी के पीछे जलन होला, अक्सर खाना खइला के बाद?',
  'Racing, pounding or irregular heartbeat': 'दिल तेज, धक-धक भा बेतरतीब धड़कल',
  'Do you feel your heart racing, pounding or beating irregularly?':
    'का रउआ के दिल तेज, जोर से भा बेतरतीब धड़कत लागेला?',
  'Shortness of breath': 'साँस फूलल',
  'Are you short of breath?': 'का रउआ के साँस फूलता?',
  'New breathlessness should be seen by a doctor the same day.':
    'नया-नया साँस फूले लागे त ओही दिन डाक्टर के देखावे के चाहीं।',
  'Severe difficulty breathing (cannot speak in full sentences)':
    'साँस लेवे में बहुत दिक्कत (पूरा बात ना बोल पावल)',
  'Is breathing so hard that speaking in full sentences is difficult?':
    'का साँस अइसन फूलता कि पूरा बात बोले में दिक्कत होता?',
  'Severe breathing difficulty is life-threatening.': 'साँस लेवे में बहुत दिक्कत जान खातिर खतरा ह।',
  'Blue or grey lips, tongue or face': 'ओठ, जीभ भा चेहरा नीला भा मटमइला',
  'Are the lips or face turning blue or grey?': 'का ओठ भा चेहरा नीला भा मटमइला होत बा?',
  'Blue lips mean the body is not getting enough oxygen.':
    'नीला ओठ के मतलब बा कि देह के पूरा ऑक्सीजन नइखे मिलत।',
  'Wheezing (whistling sound when breathing)': 'साँस में सीटी (घरघराहट)',
  'Is there a whistling sound (wheeze) when you breathe?': 'का साँस लेवे में सीटी जइसन आवाज आवेला?',
  'Breathless on walking or climbing stairs': 'चले भा सीढ़ी चढ़े पर साँस फूलल',
  'Do you get out of breath when walking or climbing stairs?':
    'का चले भा सीढ़ी चढ़े पर रउआ के साँस फूल जाला?',
  'Breathless when lying flat or waking up breathless': 'सीधा लेटला पर साँस फूलल भा साँस फूल के नींद खुलल',
  'Do you get breathless when lying flat or wake up at night short of breath?':
    'का सीधा लेटला पर साँस फूलेला भा रात में साँस फूल के नींद खुल जाला?',
  Cough: 'खाँसी',
  'Do you have a cough?': 'का रउआ के खाँसी बा?',
  'Dry cough': 'सूखल खाँसी',
  'Is the cough dry?': 'का खाँसी सूखल बा?',
  'Cough with phlegm': 'बलगम वाला खाँसी',
  'Are you coughing up phlegm?': 'का खाँसी में बलगम निकलता?',
  'Cough for more than 2 weeks': '2 हप्ता से ढेर खाँसी',
  'Has the cough lasted more than 2 weeks?': 'का खाँसी 2 हप्ता से ढेर दिन से बा?',
  'Coughing up blood': 'खाँसी में खून आवल',
  'Have you coughed up blood?': 'का खाँसी में खून आइल बा?',
  'Coughing up blood must be checked by a doctor the same day.':
    'खाँसी में खून आवे त ओही दिन डाक्टर से जँचवावे के चाहीं।',
  'Fast breathing': 'तेज-तेज साँस',
  'Is the breathing faster than normal?': 'का साँस सामान्य से तेज चलता?',
  'Lower chest sinks in with each breath (child)': 'साँस लेवे में छाती के निचला हिस्सा धँसल (बच्चा)',
  'Does the lower chest sink in when the child breathes in?':
    'का बच्चा के साँस लेत घरी छाती के निचला हिस्सा भीतर धँसेला?',
  'Chest sinking in with breaths is a danger sign of severe pneumonia in children.':
    'साँस लेत घरी छाती धँसल बच्चा में गंभीर निमोनिया के खतरा वाला निसानी ह।',
  'Swollen feet or ankles': 'गोड़ भा एड़ी के लगे सूजन',
  'Are your feet or ankles swollen?': 'का रउआ के गोड़ भा एड़ी के लगे सूजन बा?',
  'Runny nose': 'नाक बहल',
  'Do you have a runny nose?': 'का रउआ के नाक बहता?',
  'Blocked nose': 'नाक बंद',
  'Is your nose blocked?': 'का रउआ के नाक बंद बा?',
  Sneezing: 'छींक आवल',
  'Are you sneezing a lot?': 'का रउआ के बहुत छींक आवता?',
  'Sore throat': 'गला खराब भा गला में दरद',
  'Do you have a sore throat?': 'का रउआ के गला में दरद बा?',
  'Hoarse or lost voice': 'आवाज बइठल भा बंद',
  'Has your voice become hoarse?': 'का रउआ के आवाज बइठ गइल बा?',
  'Difficulty or pain swallowing': 'घोंटे में दिक्कत भा दरद',
  'Is it hard or painful to swallow?': 'का कुछ घोंटे में दिक्कत भा दरद होता?',
  'Loss of smell or taste': 'गंध भा स्वाद ना मिलल',
  'Have you lost your sense of smell or taste?': 'का रउआ के गंध भा स्वाद मिलल बंद हो गइल बा?',
  'Swelling of lips, tongue or throat': 'ओठ, जीभ भा गला में सूजन',
  'Are your lips, tongue or throat swelling?': 'का रउआ के ओठ, जीभ भा गला सूजत बा?',
  'Swelling of the lips, tongue or throat can block breathing (severe allergy).':
    'ओठ, जीभ भा गला के सूजन से साँस रुक सकेला (गंभीर एलर्जी)।',
  'Puffy face or swelling of face and hands': 'चेहरा फूलल भा चेहरा आ हाथ में सूजन',
  'Is your face or are your hands puffy or swollen?': 'का रउआ के चेहरा भा हाथ फूलल भा सूजल बा?',
  'Lump in the breast': 'छाती (स्तन) में गाँठ',
  'Have you felt a new lump in the breast?': 'का रउआ के स्तन में कवनो नया गाँठ महसूस भइल बा?',
  'A new breast lump should be examined by a doctor soon.':
    'स्तन में नया गाँठ होखे त जल्दी डाक्टर से जँचवावे के चाहीं।',
  'Stomach or belly pain': 'पेट दरद',
  'Do you have stomach pain?': 'का रउआ के पेट में दरद बा?',
  'Sudden, severe stomach pain': 'अचानक, बहुत तेज पेट दरद',
  'Is the stomach pain sudden and severe?': 'का पेट के दरद अचानक आ बहुत तेज बा?',
  'Sudden severe stomach pain can be a surgical emergency or internal bleeding.':
    'अचानक बहुत तेज पेट दरद ऑपरेशन वाला इमरजेंसी भा भीतर खून बहे के निसानी हो सकेला।',
  'Pain that moves to the lower right belly': 'दरद जवन पेट के दहिना ओर नीचे चल जाला',
  'Is the pain in the lower right part of the belly, or did it move there from the navel?':
    'का दरद पेट के दहिना ओर नीचे बा, भा ढोंढ़ी से सरक के ओहिजा गइल बा?',
};

/** Marwari (mr-IN) translations of the triage knowledge base: symptoms, part 1 of 2. */
export const PHRASES_SYMPTOMS_1: Record<string, string> = {
  Fever: 'ताव (बुखार)',
  'Do you have a fever?': 'कांई थांनै ताव है?',
  'High fever (above 102°F / 39°C)': 'तेज ताव (102°F / 39°C सूं बेसी)',
  'Is the fever high, above 102°F (39°C)?': 'कांई ताव तेज है, 102°F (39°C) सूं बेसी?',
  'Chills and shivering with fever': 'ताव रै सागै ठंड लागणी अर धूजणी छूटणी',
  'Does the fever come with chills or shivering?': "कांई ताव ठंड लाग'र या धूजणी रै सागै आवै है?",
  'Fever that comes and goes': 'ताव जको आवै-जावै',
  'Does the fever come and go, with normal hours or days in between?':
    'कांई ताव आवै-जावै है, अर बिचाळै कीं घंटा या दिन ठीक रैवो हो?',
  'Fever for more than a week': 'एक हफ्तै सूं बेसी ताव',
  'Has the fever lasted more than a week?': 'कांई ताव नै एक हफ्तै सूं बेसी हुयग्यो है?',
  'Mild fever in the evenings': 'सिंझ्या नै हळको ताव',
  'Do you get a mild fever mostly in the evenings?': 'कांई थांनै घणकरो सिंझ्या नै हळको ताव आवै है?',
  'Night sweats': 'रात नै पसीनो आवणो',
  'Do you sweat heavily at night?': 'कांई थांनै रात नै घणो पसीनो आवै है?',
  'Heavy or cold sweating': 'घणो पसीनो या ठंडो पसीनो आवणो',
  'Are you sweating heavily or breaking into a cold sweat?':
    'कांई थांनै घणो पसीनो आय रियो है या ठंडो पसीनो छूट रियो है?',
  Tiredness: 'थकाण',
  'Do you feel unusually tired?': 'कांई थांनै रोजीना सूं घणी थकाण लागै है?',
  'General weakness': 'कमजोरी',
  'Do you feel weak all over?': 'कांई थांनै सगळै डील में कमजोरी लागै है?',
  'Body aches and muscle pain': 'डील दुखणो अर मांसपेसियां में दरद',
  'Do you have aches and pains all over your body?': 'कांई थांरै सगळै डील में दरद है?',
  'Unexplained weight loss': 'बिना कारण वजन घटणो',
  'Have you lost weight without trying?': 'कांई थांरो वजन बिना कोसिस कर्यां घटग्यो है?',
  'Weight gain': 'वजन बधणो',
  'Have you gained weight recently without eating more?':
    'कांई थांरो वजन हाल ही में बधग्यो है, जद कै खाणो बेसी कोनी खायो?',
  'Loss of appetite': 'भूख कोनी लागणी',
  'Have you lost your appetite?': 'कांई थांनै भूख लागणी बंद हुयगी है?',
  'Feeling very thirsty': 'घणी तिस लागणी',
  'Are you much more thirsty than usual?': 'कांई थांनै रोजीना सूं घणी बेसी तिस लागै है?',
  'Dry mouth and lips': 'मूंडो अर होठ सूकणा',
  'Is your mouth or tongue very dry?': 'कांई थांरो मूंडो या जीभ घणी सूकी है?',
  'Passing little or no urine': 'पेसाब थोड़ो आवणो या बिलकुल कोनी आवणो',
  'Are you passing much less urine than usual?': 'कांई थांनै रोजीना सूं घणो कम पेसाब आय रियो है?',
  'Fainting or nearly fainting': 'बेहोस हुवणो या बेहोसी जिसो लागणो',
  'Have you fainted or felt about to faint?': 'कांई थे बेहोस हुया हो या इयां लाग्यो कै बेहोस हुय जास्यो?',
  'Fainting needs a doctor to find the cause, the same day.':
    'बेहोस हुवण रो कारण जाणण सारू उणी दिन डाक्टर नै दिखावणो जरूरी है।',
  'Unconscious or cannot be woken': 'बेहोस है या जगायां कोनी जागै',
  'Is the person unconscious or very hard to wake?': 'कांई बो मिनख बेहोस है या घणो मुसकल सूं जागै है?',
  'A person who cannot be woken needs emergency care now.':
    'जको मिनख जगायां कोनी जागै, उणनै अबार ही इमरजेंसी इलाज चाइजै।',
  'Sudden confusion or drowsiness': 'अचाणचक होस-हवास गड़बड़ हुवणो या घणी ऊंघ',
  'Has the person become confused, very drowsy or unusual in behaviour?':
    'कांई बो मिनख बावळो-सो हुयग्यो है, घणो ऊंघै है या उणरो बरताव अजीब हुयग्यो है?',
  'Sudden confusion can mean a stroke, brain infection, sepsis or very low sugar.':
    'अचाणचक होस-हवास गड़बड़ हुवणो लकवो (स्ट्रोक), दिमाग रो इन्फेक्सन, सेप्सिस (खून में जैर फैलणो) या घणी कम शुगर रो लखण हुय सकै है।',
  'Swollen glands (lumps in neck, armpit or groin)': 'गांठां सूजणी (गरदन, कांख या जांघ री जड़ में गांठ)',
  'Have you noticed swollen glands or lumps in your neck, armpits or groin?':
    'कांई थांनै गरदन, कांख या जांघ री जड़ में सूज्योड़ी गांठां या गोळा दीख्या है?',
  'Pale skin, lips or nails': 'चामड़ी, होठ या नाखून फीका पड़णा',
  'Do your skin, inner eyelids or nails look pale?':
    'कांई थांरी चामड़ी, आंख्यां री पलकां रो मांयलो हिस्सो या नाखून फीका (धोळा) दीखै है?',
  'Yellow eyes or skin (jaundice)': 'आंख्यां या चामड़ी पीळी (पीळियो)',
  'Have the whites of your eyes or your skin turned yellow?':
    'कांई थांरी आंख्यां रो धोळो भाग या चामड़ी पीळी पड़गी है?',
  'Jaundice needs blood tests and a doctor within a day.':
    'पीळियै में एक दिन रै मांय खून री जांच अर डाक्टर नै दिखावणो जरूरी है।',
  'Dark yellow or tea-coloured urine': 'गैरो पीळो या चाय जिस्यै रंग रो पेसाब',
  'Is your urine dark yellow or tea-coloured?': 'कांई थांरो पेसाब गैरो पीळो या चाय जिस्यै रंग रो है?',
  'Unusual bleeding or bruising (gums, nose, red spots under skin)':
    'अजीब तरियां खून आवणो या नीळ पड़णा (मसूड़ा, नाक, चामड़ी रै नीचै लाल दाग)',
  'Have you noticed bleeding from gums or nose, or tiny red spots on the skin?':
    'कांई थांनै मसूड़ां या नाक सूं खून आवतो दीख्यो है, या चामड़ी पर नान्हा-नान्हा लाल दाग?',
  'Unexplained bleeding can mean low platelets (for example in dengue).':
    'बिना कारण खून आवणो प्लेटलेट्स घटण रो लखण हुय सकै है (जियां डेंगू में)।',
  Nosebleed: 'नकसीर (नाक सूं खून)',
  'Have you had a nosebleed?': 'कांई थांरी नकसीर फूटी है (नाक सूं खून आयो है)?',
  'Cold, clammy, pale skin': 'ठंडी, चिपचिपी, फीकी चामड़ी',
  'Are your hands and feet cold and clammy?': 'कांई थांरा हाथ-पग ठंडा अर चिपचिपा (पसीनै वाळा) है?',
  'Cold, clammy skin can be a sign of shock.':
    'ठंडी, चिपचिपी चामड़ी शॉक (बीपी घणो गिरणो) रो लखण हुय सकै है।',
  'Been in strong heat or sun': 'तेज गरमी या तावड़ै में रैवणो',
  'Have you been out in strong heat or sun?': 'कांई थे तेज गरमी या तावड़ै में बारै रैया हो?',
  'Very hot, dry skin with no sweating': 'घणी ताती, सूकी चामड़ी अर पसीनो बिलकुल कोनी',
  'Is the skin very hot and dry, without sweating?':
    'कांई चामड़ी घणी ताती अर सूकी है, अर पसीनो कोनी आवै?',
  'Always feeling cold': 'हर बगत ठंड लागणी',
  'Do you feel cold when others feel comfortable?': 'कांई थांनै ठंड लागै है जद दूजां नै ठीक लागै है?',
  'Cannot tolerate heat, sweating a lot': 'गरमी सहन कोनी हुवै, घणो पसीनो आवै',
  'Do you feel hot and sweaty when others are comfortable?':
    'कांई थांनै गरमी अर पसीनो आवै है जद दूजां नै ठीक लागै है?',
  'Shaky, sweaty, hungry or confused (low blood sugar)':
    'धूजणी, पसीनो, भूख या होस-हवास गड़बड़ (शुगर घणी कम हुवणी)',
  'Do you have diabetes and feel shaky, sweaty or confused?':
    'कांई थांनै शुगर (डायबिटीज) है अर धूजणी, पसीनो या होस-हवास गड़बड़ हुय रियो है?',
  'Low blood sugar must be treated straight away with sugar or a sweet drink.':
    "शुगर घणी कम हुवै तो तुरंत चीणी या मीठो सरबत देय'र इलाज करणो जरूरी है।",
  'High blood sugar reading': 'शुगर री जांच में शुगर बेसी आवणी',
  'Has your blood sugar been reading high?': 'कांई थांरी खून री शुगर जांच में बेसी आय री है?',
  'Fruity or nail-polish smelling breath': 'सांस में फळ जिसी या नेल-पॉलिस जिसी बास',
  'Does the breath smell fruity or like nail polish?':
    'कांई सांस में फळ जिसी या नेल-पॉलिस जिसी बास आवै है?',
  'High blood pressure reading': 'बीपी बेसी आवणो',
  'Has your blood pressure been measured high?': 'कांई थांरो बीपी (खून रो दबाव) मापण पर बेसी आयो है?',
  'Craving to eat mud, chalk or ice': 'माटी, चाक (खड़िया) या बरफ खावण रो मन करणो',
  'Do you crave eating mud, chalk or ice?': 'कांई थांरो माटी, चाक या बरफ खावण रो घणो मन करै है?',
  Headache: 'माथो दुखणो',
  'Do you have a headache?': 'कांई थांरो माथो दुखै है?',
  'Sudden, very severe headache (worst ever)':
    'अचाणचक, घणो तेज माथो दुखणो (जिंदगी में इत्तो कदेई कोनी दुख्यो)',
  'Did the headache start suddenly and is it the worst you have ever had?':
    'कांई माथो अचाणचक दुखणो सरू हुयो अर इत्तो तेज दरद पैली कदेई कोनी हुयो?',
  'A sudden, extremely severe headache can be bleeding in the brain.':
    'अचाणचक, घणो ही तेज माथो दुखणो दिमाग में खून बैवण रो लखण हुय सकै है।',
  'Throbbing headache on one side': 'माथै री एक बाजू धक-धक करतो दरद',
  'Is the headache throbbing or on one side of the head?':
    'कांई माथै रो दरद धक-धक करै है या माथै री एक बाजू ही है?',
  'Pain behind the eyes': 'आंख्यां रै लारै दरद',
  'Do you have pain behind your eyes?': 'कांई थांरी आंख्यां रै लारै दरद है?',
  'Light hurts the eyes': 'उजाळै सूं आंख्यां दुखणी',
  'Does bright light bother your eyes?': 'कांई तेज उजाळो आंख्यां नै चुभै है?',
  'Stiff neck (cannot bend chin to chest)': 'गरदन अकड़णी (ठोडी छाती तांई कोनी लागै)',
  'Is your neck stiff, so that you cannot touch your chin to your chest?':
    'कांई थांरी गरदन अकड़ी है, इत्ती कै ठोडी छाती सूं कोनी लगा सको?',
  'Fits, seizure or convulsions': 'दौरा, मिरगी या झटका आवणा',
  'Has there been a fit, seizure or jerking of the body?':
    'कांई दौरो पड़्यो है, मिरगी आई है या डील में झटका आया है?',
  'A seizure needs emergency help, especially a first one or one lasting over 5 minutes.':
    'दौरो पड़ै तो इमरजेंसी मदद चाइजै, खास कर पैली बार पड़्यो हुवै या 5 मिनट सूं बेसी चालै।',
  'Face drooping on one side': 'मूंडै री एक बाजू लटकणी',
  'Has one side of the face dropped or can the person not smile evenly?':
    'कांई मूंडै री एक बाजू लटकगी है, या बो मिनख बराबर हंस कोनी सकै?',
  'A drooping face is a sign of stroke. Every minute counts.':
    'मूंडो लटकणो लकवै (स्ट्रोक) रो लखण है। एक-एक मिनट कीमती है।',
  'Weakness or numbness of one arm, leg or side': 'एक हाथ, पग या डील री एक बाजू में कमजोरी या सुन्नपणो',
  'Is there sudden weakness or numbness in one arm, leg or one side of the body?':
    'कांई अचाणचक एक हाथ, एक पग या डील री एक बाजू में कमजोरी या सुन्नपणो आयो है?',
  'Sudden weakness of one side is a sign of stroke. Every minute counts.':
    'अचाणचक एक बाजू कमजोर हुवणो लकवै (स्ट्रोक) रो लखण है। एक-एक मिनट कीमती है।',
  'Slurred or confused speech': 'बोली लड़खड़ावणी या बातां उलझ्योड़ी',
  'Is the speech suddenly slurred or hard to understand?':
    'कांई बोली अचाणचक लड़खड़ावण लागगी है या समझ में कोनी आवै?',
  'Sudden difficulty speaking is a sign of stroke. Every minute counts.':
    'अचाणचक बोलण में तकलीफ लकवै (स्ट्रोक) रो लखण है। एक-एक मिनट कीमती है।',
  'Sudden loss of vision or double vision': 'अचाणचक दीखणो बंद हुवणो या एक री दो चीजां दीखणी',
  'Have you suddenly lost vision or started seeing double?':
    'कांई थांनै अचाणचक दीखणो बंद हुयग्यो है या एक री दो चीजां दीखण लागी है?',
  'Sudden loss of sight can be a stroke or an eye emergency.':
    'अचाणचक दीखणो बंद हुवणो लकवो (स्ट्रोक) या आंख री इमरजेंसी हुय सकै है।',
  'Blurred or cloudy vision': 'धुंधळो दीखणो',
  'Is your vision blurred or cloudy?': 'कांई थांनै धुंधळो दीखै है?',
  'Numbness, tingling or burning in hands or feet': 'हाथ-पगां में सुन्नपणो, झणझणाहट या बळत',
  'Do you have tingling, numbness or burning in your hands or feet?':
    'कांई थांरै हाथां या पगां में झणझणाहट, सुन्नपणो या बळत हुवै है?',
  'Shaking hands (tremor)': 'हाथ धूजणा (कांपणा)',
  'Do your hands shake or tremble?': 'कांई थांरा हाथ धूजै या कांपै है?',
  'Dizziness or light-headedness': 'चक्कर आवणा या माथो हळको लागणो',
  'Do you feel dizzy or light-headed?': 'कांई थांनै चक्कर आवै है या माथो हळको-हळको लागै है?',
  'Room spinning (vertigo)': 'सगळो घूमतो लागणो (वर्टिगो)',
  'Does it feel as if the room is spinning?': 'कांई इयां लागै है कै कमरो (सगळो) घूम रियो है?',
  'Unsteady walking or loss of balance': 'चालतां डगमगावणो या संतुलन बिगड़णो',
  'Are you unsteady on your feet or losing your balance?':
    'कांई चालतां थांरा पग डगमगावै है या संतुलन बिगड़ै है?',
  'Pain or pressure in the face or forehead': 'मूंडै या ललाड़ में दरद या भारीपणो',
  'Do you feel pain or pressure in your cheeks or forehead?':
    'कांई थांरै गालां या ललाड़ में दरद या भारीपणो लागै है?',
  'Neck pain': 'गरदन में दरद',
  'Do you have neck pain?': 'कांई थांरी गरदन में दरद है?',
  'Cannot close one eye or move one side of the face': 'एक आंख बंद कोनी हुवै या मूंडै री एक बाजू कोनी हालै',
  'Is one side of your face weak so you cannot close that eye fully?':
    'कांई थांरै मूंडै री एक बाजू कमजोर हुयगी है, इत्ती कै उण बाजू री आंख पूरी बंद कोनी हुवै?',
  'Trouble sleeping': 'नींद कोनी आवणी',
  'Are you having trouble sleeping?': 'कांई थांनै नींद आवण में तकलीफ हुय री है?',
  'Forgetfulness or poor concentration': 'भूलणो या ध्यान कोनी लागणो',
  'Have you been more forgetful or unable to concentrate?':
    'कांई थे पैली सूं बेसी भूलण लाग्या हो या ध्यान कोनी लगा सको?',
  'Feeling sad or low most days': 'घणकरा दिनां मन उदास रैवणो',
  'Have you been feeling sad or low most days?': 'कांई घणकरा दिनां थांरो मन उदास या भारी रैवै है?',
  'No interest or pleasure in things': 'किणी बात में मन या खुसी कोनी',
  'Have you lost interest or pleasure in things you used to enjoy?':
    'कांई जिण कामां में पैली मन लागतो, अबै उणां में मन या खुसी कोनी रैयी?',
  'Feeling hopeless or worthless': 'निरास हुवणो या खुद नै बेकार समझणो',
  'Do you feel hopeless or worthless?': 'कांई थांनै निरासा लागै है या थे खुद नै बेकार समझो हो?',
  'Thoughts of ending your life': 'आपरो जीव देवण रा विचार',
  'Are you having thoughts of ending your life?': 'कांई थांरै मन में आपरो जीव देवण रा विचार आवै है?',
  'You deserve support right now. Call Tele-MANAS 14416 (free, 24x7) or 112 if in danger.':
    'थांनै अबार ही सहारो मिलणो चाइजै। टेली-मानस (Tele-MANAS) 14416 पर फोन करो (मुफत, 24x7), या खतरो हुवै तो 112 पर।',
  'Hurting yourself on purpose': "जाण-बूझ'र खुद नै नुकसाण पुगावणो",
  'Have you hurt yourself or thought about hurting yourself?':
    'कांई थे खुद नै नुकसाण पुगायो है या इयां करण रो सोच्यो है?',
  'Self-harm needs help now: call 112, or Tele-MANAS 14416 to talk to a counsellor.':
    'खुद नै नुकसाण पुगावण पर अबार ही मदद चाइजै: 112 पर फोन करो, या काउंसलर सूं बात करण सारू टेली-मानस 14416 पर।',
  'Constant worry, nervousness or restlessness': 'हर बगत फिकर, घबराट या बेचैनी',
  'Do you feel worried, nervous or on edge most of the time?':
    'कांई थांनै घणकरी बगत फिकर, घबराट या बेचैनी रैवै है?',
  'Sudden attacks of intense fear with racing heart': 'अचाणचक घणो डर लागणो अर दिल जोर-जोर सूं धड़कणो',
  'Do you get sudden attacks of intense fear that peak within minutes?':
    'कांई थांनै अचाणचक घणो डर लागै है जको कीं मिनटां में सगळां सूं बेसी हुय जावै?',
  'Irritability or anger': 'चिड़चिड़ापणो या रीस',
  'Have you been more irritable or angry than usual?':
    'कांई थे पैली सूं बेसी चिड़चिड़ा हुयग्या हो या बेसी रीस आवै है?',
  'Hearing voices or seeing things others do not':
    'इस्या आवाजां सुणणी या चीजां दीखणी जको दूजां नै कोनी दीखै',
  'Are you hearing voices or seeing things that others do not?':
    'कांई थांनै इस्यी आवाजां सुणीजै है या चीजां दीखै है जको दूजां नै कोनी सुणीजै-दीखै?',
  'New voices or strange beliefs need a mental-health doctor soon.':
    'नुवी आवाजां सुणीजै या अजीब बातां माणण लागै तो जल्दी मन रै डाक्टर (मानसिक रोग रै डाक्टर) नै दिखावो।',
  'Drinking alcohol heavily or unable to stop': 'घणी दारू पीवणो या छोड़ कोनी सकणो',
  'Do you drink alcohol most days or find it hard to stop?':
    'कांई थे घणकरा दिनां दारू पीवो हो या छोड़णी मुसकल लागै है?',
  'Chest pain': 'छाती में दरद',
  'Do you have chest pain?': 'कांई थांरी छाती में दरद है?',
  'Chest pain must be checked by a doctor the same day; call 108 if it is severe.':
    'छाती रो दरद उणी दिन डाक्टर नै दिखावणो जरूरी है; दरद तेज हुवै तो 108 पर फोन करो।',
  'Chest pain spreading to the arm, jaw, neck or back':
    'छाती रो दरद जको बांह, जाबड़ै, गरदन या पीठ तांई फैलै',
  'Does the chest pain spread to your arm, jaw, neck or back?':
    'कांई छाती रो दरद थांरी बांह, जाबड़ै, गरदन या पीठ तांई जावै है?',
  'Chest pain spreading to the arm, jaw or back can be a heart attack.':
    'बांह, जाबड़ै या पीठ तांई फैलतो छाती रो दरद हार्ट अटैक हुय सकै है।',
  'Heaviness, pressure or tightness in the chest': 'छाती में भारीपणो, दबाव या जकड़न',
  'Does your chest feel heavy, tight or squeezed?': 'कांई थांरी छाती भारी, जकड़ी या दबी-दबी लागै है?',
  'Crushing heaviness in the chest can be a heart attack.':
    'छाती में घणो भारी दबाव हार्ट अटैक हुय सकै है।',
  'Chest pain on walking or exertion that eases with rest':
    'चालतां या मेहनत करतां छाती में दरद जको आराम करण सूं घटै',
  'Does the chest pain come on when you walk or exert yourself and ease with rest?':
    'कांई छाती रो दरद चालतां या मेहनत करतां हुवै अर आराम करण सूं घट जावै?',
  'Chest pain on exertion can be angina and needs a doctor soon.':
    'मेहनत करतां छाती रो दरद एंजाइना हुय सकै है, जल्दी डाक्टर नै दिखावो।',
  'Burning behind the breastbone (heartburn)': 'छाती री हड्डी रै लारै बळत (छाती में जलन)',
  'Do you get a burning feeling behind the breastbone, often after meals?':
    'कांई थांनै छाती री हड्डी रै लारै बळत हुवै है, घणकरी बार खाणो खायां पछै?',
  'Racing, pounding or irregular heartbeat': 'दिल तेज, जोर सूं या बेढंगो धड़कणो',
  'Do you feel your heart racing, pounding or beating irregularly?':
    'कांई थांनै दिल तेज, जोर सूं या बेढंगो (ऊंचो-नीचो) धड़कतो लागै है?',
  'Shortness of breath': 'सांस फूलणी',
  'Are you short of breath?': 'कांई थांरी सांस फूलै है?',
  'New breathlessness should be seen by a doctor the same day.':
    'नुवी सांस फूलण री तकलीफ उणी दिन डाक्टर नै दिखावो।',
  'Severe difficulty breathing (cannot speak in full sentences)':
    'सांस लेवण में घणी तकलीफ (पूरी बात कोनी बोल सकै)',
  'Is breathing so hard that speaking in full sentences is difficult?':
    'कांई सांस इत्ती मुसकल सूं आवै है कै पूरी बात बोलणी मुसकल है?',
  'Severe breathing difficulty is life-threatening.': 'सांस लेवण में घणी तकलीफ जान रो खतरो है।',
  'Blue or grey lips, tongue or face': 'होठ, जीभ या मूंडो नीळो या भूरो पड़णो',
  'Are the lips or face turning blue or grey?': 'कांई होठ या मूंडो नीळो या भूरो पड़ रियो है?',
  'Blue lips mean the body is not getting enough oxygen.':
    'नीळा होठ रो मतलब है कै डील नै पूरी ऑक्सीजन कोनी मिल री।',
  'Wheezing (whistling sound when breathing)': 'सांस में सीटी बाजणी (घरघराहट)',
  'Is there a whistling sound (wheeze) when you breathe?':
    'कांई सांस लेवतां सीटी जिसी आवाज (घरघराहट) आवै है?',
  'Breathless on walking or climbing stairs': 'चालतां या पगोथिया चढ़तां सांस फूलणी',
  'Do you get out of breath when walking or climbing stairs?':
    'कांई चालतां या पगोथिया (सीढ़ियां) चढ़तां थांरी सांस फूलै है?',
  'Breathless when lying flat or waking up breathless': "सीधा सूवतां सांस फूलणी या सांस फूल'र नींद खुलणी",
  'Do you get breathless when lying flat or wake up at night short of breath?':
    "कांई सीधा सूवतां थांरी सांस फूलै है या रात नै सांस फूल'र नींद खुल जावै है?",
  Cough: 'खांसी',
  'Do you have a cough?': 'कांई थांनै खांसी है?',
  'Dry cough': 'सूकी खांसी',
  'Is the cough dry?': 'कांई खांसी सूकी है?',
  'Cough with phlegm': 'बलगम वाळी खांसी',
  'Are you coughing up phlegm?': 'कांई खांसी में बलगम (कफ) आवै है?',
  'Cough for more than 2 weeks': '2 हफ्तां सूं बेसी खांसी',
  'Has the cough lasted more than 2 weeks?': 'कांई खांसी नै 2 हफ्तां सूं बेसी हुयग्या है?',
  'Coughing up blood': 'खांसी में खून आवणो',
  'Have you coughed up blood?': 'कांई खांसी में थांनै खून आयो है?',
  'Coughing up blood must be checked by a doctor the same day.':
    'खांसी में खून आवै तो उणी दिन डाक्टर नै दिखावणो जरूरी है।',
  'Fast breathing': 'तेज-तेज सांस लेवणो',
  'Is the breathing faster than normal?': 'कांई सांस रोजीना सूं तेज चाल री है?',
  'Lower chest sinks in with each breath (child)': 'हर सांस रै सागै नीचली छाती मांय धंसणी (टाबर)',
  'Does the lower chest sink in when the child breathes in?':
    'कांई टाबर सांस लेवै जद उणरी नीचली छाती मांय धंसै है?',
  'Chest sinking in with breaths is a danger sign of severe pneumonia in children.':
    'सांस रै सागै छाती धंसणी टाबरां में गंभीर निमोनिया रो खतरनाक लखण है।',
  'Swollen feet or ankles': 'पगां या टखणां में सोजो',
  'Are your feet or ankles swollen?': 'कांई थांरा पग या टखणा सूज्योड़ा है?',
  'Runny nose': 'नाक बैवणो',
  'Do you have a runny nose?': 'कांई थांरो नाक बैवै है?',
  'Blocked nose': 'नाक बंद हुवणो',
  'Is your nose blocked?': 'कांई थांरो नाक बंद है?',
  Sneezing: 'छींकां आवणी',
  'Are you sneezing a lot?': 'कांई थांनै घणी छींकां आवै है?',
  'Sore throat': 'गळो दुखणो (गळो खराब)',
  'Do you have a sore throat?': 'कांई थांरो गळो दुखै है?',
  'Hoarse or lost voice': 'आवाज बैठणी या आवाज कोनी निकळणी',
  'Has your voice become hoarse?': 'कांई थांरी आवाज बैठगी है (भारी हुयगी है)?',
  'Difficulty or pain swallowing': 'गिटण में तकलीफ या दरद',
  'Is it hard or painful to swallow?': 'कांई कीं गिटण में तकलीफ या दरद हुवै है?',
  'Loss of smell or taste': 'बास (सूंघणो) या स्वाद कोनी आवणो',
  'Have you lost your sense of smell or taste?': 'कांई थांनै बास या स्वाद आवणो बंद हुयग्यो है?',
  'Swelling of lips, tongue or throat': 'होठ, जीभ या गळो सूजणो',
  'Are your lips, tongue or throat swelling?': 'कांई थांरा होठ, जीभ या गळो सूज रियो है?',
  'Swelling of the lips, tongue or throat can block breathing (severe allergy).':
    'होठ, जीभ या गळै रो सोजो सांस रोक सकै है (घणी तेज एलर्जी)।',
  'Puffy face or swelling of face and hands': 'मूंडो फूल्योड़ो या मूंडै अर हाथां पर सोजो',
  'Is your face or are your hands puffy or swollen?': 'कांई थांरो मूंडो या हाथ फूल्योड़ा या सूज्योड़ा है?',
  'Lump in the breast': 'छाती (स्तन) में गांठ',
  'Have you felt a new lump in the breast?': 'कांई थांनै छाती (स्तन) में कोई नुवी गांठ लागी है?',
  'A new breast lump should be examined by a doctor soon.':
    'स्तन में नुवी गांठ हुवै तो जल्दी डाक्टर सूं जांच करावो।',
  'Stomach or belly pain': 'पेट में दरद',
  'Do you have stomach pain?': 'कांई थांरै पेट में दरद है?',
  'Sudden, severe stomach pain': 'अचाणचक, पेट में घणो तेज दरद',
  'Is the stomach pain sudden and severe?': 'कांई पेट रो दरद अचाणचक अर घणो तेज है?',
  'Sudden severe stomach pain can be a surgical emergency or internal bleeding.':
    'अचाणचक पेट में घणो तेज दरद ऑपरेसन वाळी इमरजेंसी या मांयनै खून बैवणो हुय सकै है।',
  'Pain that moves to the lower right belly': 'दरद जको पेट री नीचली जीवणी बाजू आ जावै',
  'Is the pain in the lower right part of the belly, or did it move there from the navel?':
    "कांई दरद पेट री नीचली जीवणी बाजू है, या नाभी (धूंटी) सूं सरक'र उठै आयो है?",
};

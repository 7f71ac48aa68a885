import type { OrdinaryProbe } from '../ordinary-probes';

/** Ordinary probes, Hindi: everyday health messages that are not emergencies. */
export const ORDINARY_PROBES_HI_IN: readonly OrdinaryProbe[] = [
  { level: 'self_care', text: 'mobile dekh dekh ke sar dard ho raha hai aankhen bhi thaki hain' },
  {
    level: 'self_care',
    text: 'जुकाम के बाद रात को सूखी खांसी आती है, तीन दिन हो गए। बुखार नहीं है। शहद और अदरक ले रहा हूं, थोड़ा आराम है। कितने दिन में ठीक होगी?',
  },
  {
    level: 'routine',
    text: 'दो महीने में बिना कोशिश के 4 किलो वज़न कम हो गया। खाना ठीक खा रहा हूं, बुखार नहीं। जांच करानी चाहिए?',
  },
  {
    level: 'routine',
    text: 'बवासीर की दिक्कत है, एक हफ्ते से सख्त पाखाने के साथ दर्द और दो चार बूंद खून आता है।',
  },
  { level: 'urgent', text: 'daant dard ke saath gaal sooj gaya aur raat se bukhar' },
  { level: 'routine', text: 'दोनों आंखें लाल हैं और कल से कीचड़ आ रहा है, आंख आई है शायद' },
  { level: 'self_care', text: 'पैर के तलवे में गोखरू है, चलने में चुभता है' },
  { level: 'urgent', text: '5 saal ki beti raat se kaan dard se ro rahi hai, bukhar 101' },
  {
    level: 'self_care',
    text: 'क्रिकेट खेलते हुए टखना मुड़ गया, हल्की सूजन है। चल पा रहा हूं और पैर पर वज़न भी डाल पा रहा हूं। बर्फ लगा दी है, और क्या करूं?',
  },
  { level: 'urgent', text: 'peshab me jalan ke saath 101 bukhar aur kamar dard kal se' },
  { level: 'urgent', text: 'chemist pe BP 170/100 aaya, sar dard nahi, koi dawai nahi leta' },
  { level: 'self_care', text: 'जीभ पर छाला है 4 दिन से, खाना खाते समय जलता है।' },
  {
    level: 'self_care',
    text: 'periods ke pehle do din pet me bahut marod hota hai, meftal spas le sakti hu?',
  },
  { level: 'self_care', text: 'सब्ज़ी काटते हुए उंगली कट गई, खून रुक गया है। पट्टी कर दी, और कुछ करना है?' },
  { level: 'urgent', text: 'टूटे कांच से हथेली कट गई, दबाने से खून रुक गया पर घाव खुला हुआ है। टांके लगेंगे क्या?' },
  { level: 'self_care', text: 'pahadi raste pe bus me ek baar ulti hui ab theek lag raha hai' },
  { level: 'self_care', text: 'एड़ियां फट गई हैं, नंगे पैर चलने में दर्द होता है, क्या लगाएं?' },
  { level: 'routine', text: 'hemoglobin 9 aaya hai, hamesha thakan rehti hai, 26 saal ki hu' },
  {
    level: 'self_care',
    text: 'मैं 2 महीने की प्रेग्नेंट हूं, रोज़ सुबह जी मिचलाता है और आज एक बार उल्टी हुई। थोड़ा थोड़ा खा रही हूं और पानी पी रही हूं। क्या ये नॉर्मल है, घर पर क्या करूं?',
  },
  {
    level: 'urgent',
    text: 'raat ke khane me machhli ka kaanta gale me fas gaya, nigalne me chubhta hai',
  },
  {
    level: 'urgent',
    text: '6 din se bukhar hai roz thoda badh jata hai bhookh nahi lagti chemist ne widal bola',
  },
  { level: 'routine', text: 'typhoid ke baad se 3 mahine se baal bahut jhad rahe hain' },
  {
    level: 'urgent',
    text: 'एक घंटा पहले गली के कुत्ते ने पैर पर काट लिया। छोटा घाव है, साबुन पानी से धो दिया। कौन सा इंजेक्शन लगेगा और कब तक?',
  },
  {
    level: 'routine',
    text: 'jaangh par daad hai 2 mahine se, cream lagane se bhi nahi ja raha, fail raha hai',
  },
  { level: 'urgent', text: 'सुबह से 10 बार दस्त, कमज़ोरी और पेशाब कम आ रहा है। ORS पी पा रहा हूं।' },
  { level: 'self_care', text: 'धूप में घूमने से हाथ और गर्दन की स्किन लाल होकर छिल रही है।' },
  { level: 'self_care', text: '20 मिनट से हिचकी नहीं रुक रही' },
  { level: 'self_care', text: 'सर्दी खांसी में दही खा सकते हैं क्या' },
  {
    level: 'routine',
    text: 'कई महीनों से मीटिंग से पहले बहुत घबराहट होती है, पेट में कुछ होने लगता है और हर बात ज़्यादा सोचती हूं। काम पर असर पड़ रहा है। किसी से बात करना चाहती हूं।',
  },
  { level: 'routine', text: 'दो महीने से बीपी नॉर्मल आ रहा है क्या बीपी की गोली बंद कर सकते हैं' },
  {
    level: 'routine',
    text: 'bachha 6 saal ka raat ko piche khujli karta hai, pet me keede honge kya',
  },
  { level: 'self_care', text: 'flight ke baad se kaan band band lag raha hai, dard nahi hai' },
  { level: 'self_care', text: 'gym shuru kiya hai 2 din se pairon me dard hai normal hai kya' },
  { level: 'self_care', text: 'सुबह से 3 बार दस्त हुए हैं बुखार नहीं है पानी पी रहा हूं ओआरएस लूं क्या' },
  {
    level: 'routine',
    text: 'रिपोर्ट में टीएसएच 8.5 आया है थकान रहती है वजन बढ़ रहा है दवाई लेनी पड़ेगी क्या',
  },
  { level: 'urgent', text: 'कूल्हे पर बड़ा मवाद वाला फोड़ा है, बहुत दर्द और कल से बुखार' },
  { level: 'routine', text: 'अखबार पढ़ने में धुंधला दिखता है, उम्र 44, चश्मा लगेगा?' },
  { level: 'self_care', text: 'पापा को शुगर है, दवा से कंट्रोल में है। नाश्ते में क्या देना सही रहेगा?' },
  { level: 'routine', text: 'ek hafte se safed pani aa raha hai aur khujli hai, badbu nahi' },
  {
    level: 'routine',
    text: 'तीन हफ्ते से खांसी है, बुखार नहीं, सुबह बलगम आता है। मैं बीड़ी पीता हूं। क्या टीबी की जांच करानी चाहिए?',
  },
  { level: 'self_care', text: 'work from home me pura din baithne se kamar dukhti hai' },
  {
    level: 'routine',
    text: 'मां 70 साल की हैं, एक महीने से कमज़ोरी और थकान रहती है, खाना भी पहले से कम खाती हैं। बुखार नहीं है। घर पर बीपी और शुगर ठीक आ रहे हैं।',
  },
  {
    level: 'urgent',
    text: 'तीन दिन से 102-103 बुखार है, बदन दर्द है। पैरासिटामोल से कुछ घंटे उतरता है फिर चढ़ जाता है। दाने या खून आना कुछ नहीं। डेंगू की जांच करवाऊं?',
  },
  {
    level: 'self_care',
    text: 'कल रात हल्का बुखार 99.8 और बदन दर्द था, एक पैरासिटामोल ली, आज लगभग ठीक हूं। कोई टेस्ट कराना पड़ेगा?',
  },
  { level: 'routine', text: 'यूरिक एसिड 8.6 आया है, पिछले साल पैर के अंगूठे में दर्द हुआ था। दवा लेनी होगी?' },
  { level: 'self_care', text: 'तीन दिन से पेट साफ नहीं हुआ क्या खाऊं' },
  {
    level: 'self_care',
    text: 'mujhe 8 kilo wazan kam karna hai, 30 saal, ghar pe rehti hu, koi bimari nahi. diet batao',
  },
  { level: 'routine', text: 'period 10 din late hai test negative aaya' },
  {
    level: 'routine',
    text: 'दादाजी 75 साल के हैं। पिछले एक साल से नाम भूल जाते हैं, चीज़ें रखकर भूल जाते हैं और एक ही बात बार बार पूछते हैं। अचानक कुछ नहीं हुआ, रोज़ का काम खुद कर लेते हैं। याददाश्त की जांच के लिए किसे दिखाएं?',
  },
  {
    level: 'self_care',
    text: 'मेरी बेटी 5 साल की है, दो दिन से हल्की सर्दी खांसी है। बुखार एक बार 99.6 था, अब नहीं है। वो खेल रही है और खाना भी ठीक खा रही है। क्या दवा देनी ज़रूरी है?',
  },
  {
    level: 'urgent',
    text: 'सुबह से 5 बार उल्टी हो चुकी है पानी भी नहीं टिक रहा उम्र 30 और कोई बीमारी नहीं',
  },
  { level: 'self_care', text: 'सर में रूसी और खुजली बहुत है सर्दियों से' },
  {
    level: 'urgent',
    text: 'पापा की शुगर सुबह से 340 है, प्यास बहुत लग रही है और बार बार पेशाब जा रहे हैं। बात ठीक से कर रहे हैं। तीन दिन से दवा नहीं ली थी।',
  },
  { level: 'self_care', text: 'roz vitamin C aur zinc le sakte hain immunity ke liye?' },
  {
    level: 'urgent',
    text: 'एक दिन छोड़कर कंपकंपी के साथ बुखार आ रहा है हम छत्तीसगढ़ के जंगल वाले इलाके में रहते हैं मलेरिया टेस्ट कराना है क्या',
  },
  { level: 'urgent', text: 'मंदिर में बंदर ने हाथ पर नाखून मार दिया, थोड़ा खून निकला। इंजेक्शन लगवाना पड़ेगा?' },
  {
    level: 'self_care',
    text: 'office ke tension se raat ko neend nahi aati, dimag chalta rehta hai. bina neend ki goli ke kuch upay batao',
  },
  { level: 'routine', text: 'goli lene ke baad bhi khane ke baad sugar 220 aa rahi hai' },
  {
    level: 'routine',
    text: 'छह महीने से पीरियड्स अनियमित हैं, वज़न बढ़ रहा है और ठुड्डी पर बाल आ रहे हैं। मेरी उम्र 22 है। क्या ये PCOD है? किस डॉक्टर को दिखाऊं?',
  },
  { level: 'routine', text: 'रात में 3-4 बार पेशाब के लिए उठना पड़ता है, धार भी कमज़ोर है, उम्र 63' },
  { level: 'routine', text: 'सुबह उठकर पहला कदम रखते ही एड़ी में तेज़ दर्द, एक महीने से' },
  {
    level: 'urgent',
    text: 'बेटे की आंख पर क्रिकेट की गेंद लगी, पलक सूज गई है और दर्द है पर दिख ठीक रहा है। आज ही दिखाएं?',
  },
  { level: 'self_care', text: 'राजमा खाने के बाद पेट फूल जाता है और गैस बनती है' },
  { level: 'urgent', text: 'चार दिन से आंखें पीली, पेशाब गहरा पीला, भूख नहीं और थकान' },
  {
    level: 'self_care',
    text: 'पिछले महीने दादी जी गुज़र गईं। ऑफिस जा रहा हूं, खाना भी खा रहा हूं, पर शाम को मन बहुत उदास हो जाता है और कभी कभी रोना आ जाता है। घर वाले साथ हैं। क्या ये सामान्य है?',
  },
  {
    level: 'routine',
    text: 'naukri chhootne ke baad 2 mahine se mann udaas rehta hai, kisi cheez me maza nahi aata, neend bhi kam. biwi saath hai, doctor se baat karna chahta hu',
  },
  {
    level: 'self_care',
    text: 'कल रात शादी में तला भुना खाया, तब से पेट में जलन और खट्टी डकारें आ रही हैं। एक ENO लिया था, थोड़ा आराम है। उल्टी या बुखार नहीं है। घर पर और क्या कर सकते हैं?',
  },
  {
    level: 'self_care',
    text: 'beti ke sir me juyen ho gayi school se, kaise hatayein? 9 saal ki hai',
  },
  { level: 'routine', text: 'दो महीने से लगभग रोज़ एसिडिटी होती है, सुबह pantoprazole लेने के बाद भी।' },
  {
    level: 'urgent',
    text: 'seedhi se gir gaya, ghutna sooj gaya garam hai aur poora mud nahi raha',
  },
  { level: 'routine', text: 'vitamin D 11 aaya report me kya karu' },
  { level: 'self_care', text: 'अगले हफ्ते बोर्ड के पेपर हैं, पढ़ाई में मन नहीं लग रहा और घबराहट होती है' },
  { level: 'self_care', text: 'garmi me din bhar thakan rehti hai, kitna pani peena chahiye?' },
  {
    level: 'routine',
    text: 'मेरी बेटी 9 महीने की है, अभी भी बिना सहारे के नहीं बैठती। हंसती है, आवाज़ें निकालती है और दूध ठीक पीती है। क्या ये देर है? बच्चों के डॉक्टर को दिखाएं?',
  },
  {
    level: 'self_care',
    text: 'बगीचे में मधुमक्खी ने हाथ पर काट लिया थोड़ी सूजन और दर्द है बाकी सब ठीक है क्या लगाएं',
  },
  { level: 'self_care', text: 'इस मौसम में रोज़ सुबह आंखों में खुजली, पानी और छींकें आती हैं' },
  {
    level: 'routine',
    text: 'मम्मी का बीपी घर पर एक हफ्ते से 150/95 के आसपास आ रहा है। उन्हें कोई तकलीफ नहीं है, सर दर्द भी नहीं। वो Amlodipine 5 लेती हैं। क्या दवा बदलनी पड़ेगी?',
  },
  { level: 'self_care', text: 'chehre pe pimples bahut hain 18 saal ka hu kaunsa facewash lu' },
  {
    level: 'urgent',
    text: 'पैर पर लाल, गरम, सूजा हुआ हिस्सा दो दिन से फैल रहा है और 100 बुखार है। वहां छोटी खरोंच लगी थी।',
  },
  {
    level: 'routine',
    text: 'kamar ka dard baayen pair tak ja raha hai 2 hafte se, painkiller se thoda hi aaram',
  },
  {
    level: 'urgent',
    text: '7 महीने की प्रेग्नेंसी है, सुबह से पेशाब में जलन और 100.5 बुखार। बच्चा ठीक से हिल रहा है।',
  },
  {
    level: 'urgent',
    text: 'सुबह से बाईं कमर में तेज़ दर्द है जो नीचे जांघ की तरफ जाता है। दो साल पहले पथरी हुई थी। दर्द की गोली ली, फिर भी दर्द है।',
  },
  { level: 'self_care', text: 'दो दिन से नाक बह रही है और छींकें आ रही हैं, बुखार नहीं है। क्या लूँ?' },
  { level: 'routine', text: 'daant me thanda pani lagta hai aur kala daag hai' },
  { level: 'self_care', text: 'बच्ची की गर्दन और पीठ पर घमौरियां हो गई हैं, दूध ठीक पी रही है और खुश है' },
  {
    level: 'urgent',
    text: 'kal dengue NS1 positive aaya, platelets 1.25 lakh hain. kha pi raha hu, pet me dard nahi, kahin se khoon nahi. ab kya karu?',
  },
  {
    level: 'routine',
    text: 'मुझे पांचवां महीना चल रहा है। एनोमली स्कैन कब करवाना है और कौन कौन से टेस्ट बाकी हैं?',
  },
  { level: 'urgent', text: 'स्कूटी से गिर गई कलाई सूज गई बहुत दर्द हिला नही पा रही हड्डी टूटी क्या' },
  {
    level: 'self_care',
    text: 'मेरा 4 साल का बेटा दोपहर का खाना नहीं खाता, बस बिस्कुट और दूध मांगता है। खेलता कूदता है और डॉक्टर ने पिछले महीने वज़न ठीक बताया था। उसे खाना कैसे खिलाएं?',
  },
  { level: 'routine', text: 'पति रात को ज़ोर से खर्राटे लेते हैं और दिन भर नींद आती रहती है' },
  {
    level: 'routine',
    text: 'एक साल से दोनों घुटनों में दर्द है, सीढ़ी चढ़ने में ज़्यादा। उम्र 60 है। तेल मालिश से खास फर्क नहीं पड़ा।',
  },
  {
    level: 'self_care',
    text: 'gale me khich khich ho rahi hai kal se, garam pani pi raha hu, aur kya karu',
  },
  { level: 'routine', text: 'पूरे शरीर में खुजली वाले दाने हैं रात को ज़्यादा खुजली होती है भाई को भी यही है' },
  {
    level: 'self_care',
    text: 'बदन दर्द के लिए दिन में दो बार पैरासिटामोल 650 ले सकते हैं क्या? उम्र 40, कोई और बीमारी नहीं।',
  },
  {
    level: 'routine',
    text: 'health checkup me fasting sugar 132 aur HbA1c 6.7 aaya iska kya matlab hai',
  },
  {
    level: 'urgent',
    text: 'पड़ोसी की बिल्ली ने बेटे के हाथ पर काट लिया चमड़ी छिल गई रेबीज़ का इंजेक्शन लगेगा क्या',
  },
  {
    level: 'routine',
    text: 'दो महीने से कंधा जकड़ा है, हाथ पूरा ऊपर नहीं जाता। शुगर की बीमारी है, उम्र 55।',
  },
  {
    level: 'urgent',
    text: 'mera 3 saal ka beta subah se 4 baar ulti aur dast kar chuka hai. ORS ke ghoont le raha hai aur khel bhi raha hai par susu ek hi baar kiya. kya karein?',
  },
  {
    level: 'self_care',
    text: 'मेरे 2 साल के बेटे को सुबह से 100.4 बुखार है पर वो खेल रहा है, दूध पी रहा है और सूसू भी ठीक कर रहा है। पैरासिटामोल सिरप दिया है। किन बातों पर ध्यान रखूं?',
  },
  { level: 'routine', text: 'बगल में फोड़ा हुआ है, इस साल तीसरी बार' },
  { level: 'self_care', text: 'दो दिन से नाक बह रही है और छींकें आ रही हैं, बुखार नहीं है। क्या लूँ?' },
  { level: 'self_care', text: 'sir dard ho raha hai subah se, neend puri nahi hui' },
  {
    level: 'self_care',
    text: 'मेरी उम्र 29 साल है, तीन दिन से गले में खराश और हल्की खांसी है। कल रात 99.6 बुखार था, एक पैरासिटामोल से उतर गया। सांस लेने में कोई दिक्कत नहीं, खाना-पीना ठीक है। क्या गरारे और भाप से काम चल जाएगा?',
  },
  {
    level: 'self_care',
    text: 'शादी में ज्यादा तला हुआ खा लिया तब से खट्टी डकार आ रही है और पेट के ऊपर जलन है उल्टी नहीं है कोई सिरप बता दीजिए',
  },
  {
    level: 'self_care',
    text: 'mera beta 5 saal ka hai aaj 3 baar patle dast hue hain. khel raha hai, kha bhi raha hai, khoon nahi, ulti nahi, susu theek kar raha hai. ORS de rahi hu, kya itna kafi hai ya dawai chahiye?',
  },
  {
    level: 'self_care',
    text: 'चार दिन से पेट साफ नहीं हुआ। सफर में पानी कम पिया। पेट में दर्द नहीं है, खून नहीं आया। उम्र 41, बाकी कोई बीमारी नहीं। कोई घरेलू उपाय बताइए।',
  },
  {
    level: 'self_care',
    text: 'मेरी बेटी 9 साल की है, उसके सिर में फिर से जूँ हो गई हैं। पिछले महीने दवा वाला शैम्पू लगाया था, स्कूल खुलते ही फिर आ गईं। सिर पर कोई घाव नहीं, बुखार भी नहीं। पूरे घर का इलाज करना पड़ेगा क्या?',
  },
  {
    level: 'self_care',
    text: 'सब्ज़ी काटते वक्त उंगली कट गई, दबाने से खून रुक गया। 6 महीने पहले टिटनेस का इंजेक्शन लगा था। सिर्फ पट्टी काफी है?',
  },
  {
    level: 'self_care',
    text: 'khet me kaam karte waqt madhumakkhi ne haath pe kaat liya, 1 ghante pehle. sirf usi jagah sujan aur khujli hai. hoth ya chehra nahi suja, saans theek hai. dank nikaal diya. barf lagau?',
  },
  {
    level: 'self_care',
    text: 'कल क्रिकेट खेलते हुए पैर मुड़ गया, टखने के बाहर हल्की सूजन है। थोड़े दर्द के साथ चल पा रहा हूँ। बर्फ लगाऊँ या सेंक करूँ? कितने दिन आराम करना होगा?',
  },
  {
    level: 'self_care',
    text: 'पिताजी 70 साल के हैं, बीपी की दवा टेल्मिसार्टन 40 लेते हैं। आज सुबह 136/84 आया, कल 140/86 था। उन्हें कोई चक्कर या सिरदर्द नहीं है, रोज़ सुबह टहलने जाते हैं। क्या ये ठीक है या दवा बदलनी पड़ेगी?',
  },
  {
    level: 'self_care',
    text: 'board exam 3 hafte me hai, padhai me mann nahi lagta, har waqt ghabrahat rehti hai. raat 2 baje tak phone chalata hu. khana theek kha raha hu. koi tips do plz',
  },
  {
    level: 'self_care',
    text: 'मैं एक फैक्ट्री में रात की शिफ्ट करता हूँ, पिछले दो महीने से दिन में ठीक से नींद नहीं आती। 4-5 घंटे ही सो पाता हूँ और थकान रहती है। कोई और बीमारी नहीं है, कोई दवा नहीं लेता। नींद सुधारने के लिए क्या करूँ?',
  },
  {
    level: 'self_care',
    text: 'पीरियड के पहले दो दिन पेट के नीचे बहुत ऐंठन होती है, 15 साल की उम्र से। गरम पानी की थैली से थोड़ा आराम मिलता है। ब्लीडिंग नॉर्मल है, 5 दिन चलती है। कौन सी गोली ले सकती हूँ और दिन में कितनी?',
  },
  {
    level: 'self_care',
    text: 'मैं 7 हफ्ते की प्रेग्नेंट हूँ, पहला बच्चा है। सुबह जी मिचलाता है और कभी-कभी एक बार उल्टी हो जाती है। दोपहर तक पानी और खाना ठीक से रुक जाता है। कोई ब्लीडिंग या पेट दर्द नहीं। क्या ये नॉर्मल है, क्या खाऊँ?',
  },
  {
    level: 'self_care',
    text: 'कोलेस्ट्रॉल थोड़ा बढ़ा हुआ है, उम्र 48। खाने में क्या कम करूँ? हम घी वाला खाना ज़्यादा खाते हैं।',
  },
  {
    level: 'self_care',
    text: 'vajan 8 kilo kam karna hai, 25 saal, ladki, koi bimari nahi. safe diet batao',
  },
  { level: 'self_care', text: 'जीभ पर छाले हैं 3 दिन से, मिर्च वाला खाने पर जलन होती है' },
  {
    level: 'self_care',
    text: '3 saal ke bete ki peeth aur gardan pe ghamoriyan ho gayi hain, bahut khujli karta hai. khana peena khelna sab theek hai, bukhar nahi. din me 2 baar nehlate hain. kaunsa powder lagaye?',
  },
  {
    level: 'self_care',
    text: 'मेरी मम्मी 62 साल की हैं सीढ़ी चढ़ते वक्त घुटने में दर्द होता है कुछ महीनों से सूजन नहीं है घर में चल फिर लेती हैं कोई एक्सरसाइज बता दीजिए',
  },
  {
    level: 'self_care',
    text: 'मैं मजदूरी करता हूँ, परसों सीमेंट की बोरियाँ उठाई थीं तब से कमर में अकड़न और दर्द है। पैरों में दर्द नहीं जाता, सुन्नपन नहीं है, पेशाब ठीक है। सेंक से थोड़ा आराम है। जल्दी ठीक होने के लिए क्या करूँ?',
  },
  {
    level: 'self_care',
    text: 'बच्ची 9 महीने की है, शायद दाँत निकल रहे हैं।\nलार बहुत गिर रही है, सब मुँह में डालती है, हल्का 99 बुखार। दूध ठीक पी रही है।',
  },
  {
    level: 'self_care',
    text: 'मेरे 2 साल के बेटे को आज सुबह से 100 बुखार है और नाक बह रही है। सिरप दिया तो अब खेल रहा है और खाना भी खाया। कोई दाना नहीं, सांस तेज़ नहीं, उल्टी नहीं। घर पर ही देख सकते हैं?',
  },
  {
    level: 'self_care',
    text: 'pura din computer pe kaam karke aankhein sukhi aur thaki lagti hain, laali nahi dard nahi. koi drops?',
  },
  {
    level: 'self_care',
    text: 'शाम को पेट फूल जाता है और गैस बहुत बनती है, एक हफ्ते से। आजकल राजमा-छोले ज़्यादा खा रहे हैं। दर्द नहीं, पेट साफ होता है, उल्टी नहीं। खाने में क्या बदलें?',
  },
  {
    level: 'self_care',
    text: 'पिछले महीने मेरे दादाजी गुज़र गए, तब से मैं बार-बार रो पड़ती हूँ, खासकर रात को। कॉलेज जा रही हूँ, खाना खा रही हूँ, दोस्तों से बात भी करती हूँ। बस मन खाली सा लगता है। क्या ये सामान्य है और कितने दिन रहेगा?',
  },
  { level: 'self_care', text: 'सर्दी में पैरासिटामोल और सेट्रिज़िन साथ में ले सकते हैं?' },
  {
    level: 'self_care',
    text: 'vitamin D ka 60k wala sachet doodh ke saath le sakte hain kya hafte me ek baar?',
  },
  {
    level: 'self_care',
    text: 'office checkup me mera hb 11.6 aaya hai. 30 saal ki hoon, koi takleef nahi, periods normal hain, thakan bhi nahi. kya ye kam hai? khane me kya badhau?',
  },
  {
    level: 'self_care',
    text: 'बस में पहाड़ी रास्ते पर बेटे को एक बार उल्टी हुई, अब ठीक है पानी पी रहा है। 11 साल का है।',
  },
  {
    level: 'self_care',
    text: 'सर्दी के बाद सूखी खांसी रह गई है, 6 दिन से, रात को लेटने पर ज़्यादा। अब बुखार नहीं है, सांस नहीं फूलती, बलगम नहीं। मैं 35 की हूँ, धूम्रपान नहीं करती। शहद-अदरक से काम चलेगा या सिरप लूँ?',
  },
  {
    level: 'self_care',
    text: 'dopahar dhoop me khet me kaam kiya, sar dard aur thakan ho gayi. chhaon me aaram kiya, nimbu pani piya, ab theek hoon. aur kya karu?',
  },
  {
    level: 'self_care',
    text: 'मेरी बेटी 8 साल की है, आज गर्मी में खेलते हुए नाक से खून आया। नाक दबाकर आगे झुकाया तो 5 मिनट में रुक गया। पिछली गर्मी में भी एक बार हुआ था। अब वो ठीक है और खेल रही है। इसे रोकने के लिए क्या करें?',
  },
  { level: 'self_care', text: 'चेहरे पर मुंहासे बहुत हैं, 18 साल का लड़का हूँ, फेसवॉश लगाता हूँ, और क्या करूँ' },
  {
    level: 'self_care',
    text: 'main 45 saal ka truck driver hoon, roz 10-12 ghante gaadi chalata hoon. shaam tak gardan aur kandhe akad jaate hain, garam paani se nahane se aaram milta hai. haathon me sunnpan ya kamzori nahi hai. koi exercise batao jo beech me kar saku',
  },
  {
    level: 'self_care',
    text: 'एड़ियाँ फट गई हैं, दर्द होता है, 52 साल, घर में नंगे पैर काम करती हूँ। कौन सी क्रीम लगाऊँ?',
  },
  {
    level: 'self_care',
    text: 'raat ko kabhi kabhi pair ki pindli me cramp aata hai, 40 saal, din bhar khadi rehti hu. baaki sab theek, kya kru',
  },
  {
    level: 'self_care',
    text: 'बच्चा 6 साल का है, कल रात शादी में मच्छरों ने बहुत काटा। हाथ-पैर पर लाल खुजली वाले दाने हैं, बुखार नहीं, खेल रहा है। कौन सी क्रीम लगाएँ और खुजाने से कैसे रोकें?',
  },
  {
    level: 'self_care',
    text: 'सर्दी शुरू होते ही सिर में रूसी और खुजली हो रही है बाल झड़ने के पैच नहीं है कौन सा शैम्पू लगाऊँ',
  },
  {
    level: 'self_care',
    text: 'हर सुबह झाड़ू लगाते वक्त 10-15 छींकें आती हैं, नाक में खुजली और आँखों से पानी। घरघराहट या बुखार नहीं है। सालों से हर सर्दी में ऐसा होता है। क्या रोज़ एलर्जी की गोली ले सकती हूँ?',
  },
  {
    level: 'routine',
    text: 'तीन हफ्ते से खांसी है, थोड़ा सफेद बलगम आता है। उम्र 50, बीड़ी पीता हूँ। कुछ दिन शाम को हल्का बुखार आता है और लगता है वज़न थोड़ा कम हुआ है। बलगम में खून नहीं, सांस नहीं फूलती, सीने में दर्द नहीं। क्या टीबी की जांच करानी चाहिए?',
  },
  {
    level: 'routine',
    text: 'ghar me sabko raat ko bahut khujli ho rahi hai, ungliyon ke beech aur kalai pe chhote dane. 2 hafte pehle ek rishtedar aaye the tab se shuru hua. bacchon ko sabse zyada hai, bukhar kisi ko nahi. sabko kya dawa lagani padegi?',
  },
  {
    level: 'routine',
    text: 'जांघ और कमर के पास गोल खुजली वाला दाद है एक महीने से, किनारे लाल और उभरे हुए। केमिस्ट की क्रीम से कुछ दिन ठीक रहता है फिर लौट आता है। काम पर पसीना बहुत आता है, टाइट जींस पहनता हूँ। क्या करूँ?',
  },
  {
    level: 'routine',
    text: 'मैं 22 साल की हूँ, पीरियड 2-3 महीने में एक बार आते हैं। चेहरे पर मुंहासे, ठुड्डी पर बाल और एक साल में 6 किलो वज़न बढ़ा है। सहेली कहती है PCOD हो सकता है। किस डॉक्टर को दिखाऊँ और कौन से टेस्ट होंगे?',
  },
  {
    level: 'routine',
    text: 'meri umar 32 hai, shaadishuda. ek hafte se safed paani aa raha hai aur khujli hai. bukhar nahi, pet ke neeche dard nahi, badbu nahi. cotton pehen rahi hu aur saaf rakh rahi hu. kaunsi dawa ya kis doctor ko dikhau?',
  },
  {
    level: 'routine',
    text: 'थायराइड टेस्ट में TSH 8.2 आया। उम्र 38, महिला। कुछ महीनों से थकान रहती है, वज़न बढ़ रहा है, बाल झड़ते हैं। गले में सूजन नहीं। दवा शुरू करनी पड़ेगी या दोबारा टेस्ट करवाऊँ?',
  },
  {
    level: 'routine',
    text: 'मेरी माँ 68 साल की हैं, 12 साल से शुगर है, मेटफॉर्मिन लेती हैं। पिछले दो हफ्ते से फास्टिंग शुगर 170-190 आ रही है जबकि खाने का परहेज़ कर रही हैं। चक्कर नहीं, पैरों में कोई घाव नहीं, खाना ठीक खा रही हैं। क्या डॉक्टर से दवा बदलवानी चाहिए?',
  },
  {
    level: 'routine',
    text: 'मेडिकल स्टोर पर इस हफ्ते तीन बार बीपी चेक करवाया 150 बटा 96 आया मेरी उम्र 52 है अभी कोई दवा नहीं लेता सिरदर्द चक्कर कुछ नहीं है पापा को भी बीपी था क्या दवा शुरू करनी चाहिए',
  },
  {
    level: 'routine',
    text: 'दादी 76 साल की हैं, पिछले एक साल से धीरे-धीरे चीज़ें रखकर भूल जाती हैं और एक ही बात बार-बार पूछती हैं। अपना नहाना-खाना खुद कर लेती हैं, गिरी नहीं हैं, अचानक कोई बदलाव नहीं हुआ। किस डॉक्टर को दिखाएँ?',
  },
  {
    level: 'routine',
    text: 'blood test me Hb 9 aaya hai. 28 saal, hamesha thakan rehti hai, periods me bleeding zyada hoti hai 7 din. shakahari hoon. chakkar ya behoshi nahi. sirf iron ki goli kaafi hai ya aur test?',
  },
  {
    level: 'routine',
    text: 'डिलीवरी के बाद से बवासीर है। एक हफ्ते से लैट्रिन के वक्त दर्द और कुछ बूंद लाल खून आता है। कमज़ोरी या चक्कर नहीं। केमिस्ट की क्रीम लगा रही हूँ। सर्जन को दिखाना होगा?',
  },
  {
    level: 'routine',
    text: 'मैं 60 साल का हूँ, दोनों घुटनों में सुबह अकड़न रहती है और पालथी मारकर बैठने में दर्द होता है। कभी-कभी शाम को दाएँ घुटने में हल्की सूजन आ जाती है। दर्द की गोली से कुछ देर आराम मिलता है। क्या एक्स-रे करवाऊँ?',
  },
  {
    level: 'routine',
    text: '10 din se daaya kaan band sa lag raha hai aur khujli hai, shayad mail hai. sarson tel dala tha. pus nahi, bukhar nahi, sunai thoda dabba sa. ENT se saaf karwau?',
  },
  {
    level: 'routine',
    text: 'मेरा बेटा 6 साल का है, रात को गुदा में खुजली करता है और नींद में दाँत पीसता है। कल पॉटी में छोटे सफेद धागे जैसे कीड़े दिखे। खाना ठीक खाता है, पेट दर्द या बुखार नहीं। कौन सी दवा दें, क्या सबको लेनी होगी?',
  },
  {
    level: 'routine',
    text: 'meri 3 saal ki beti khana nahi khati, bas doodh aur biscuit chahiye. anganwadi card me vajan theek hai aur bahut active hai. bukhar ya dast nahi. usko khana kaise khilayein?',
  },
  {
    level: 'routine',
    text: 'बेटी 7 साल की है, सर्दी के बाद दो हफ्ते से रात को खांसी आती है। बुखार नहीं, खेलती है, घरघराहट नहीं सुनाई देती। शहद और भाप दे रहे हैं। डॉक्टर को दिखाना चाहिए?',
  },
  {
    level: 'routine',
    text: 'नई नौकरी लगे 2 महीने हुए, तब से हर वक्त चिंता रहती है। पेट में गांठ सी लगती है और नींद टूट-टूट कर आती है। काम संभाल रहा हूँ पर मुश्किल हो रहा है। क्या किसी काउंसलर से बात करूँ?',
  },
  { level: 'routine', text: 'typhoid ke baad 3 mahine se baal bahut jhad rahe hain' },
  {
    level: 'routine',
    text: 'सुबह आँखें लाल और चिपकी हुई, पहले एक आँख में थी अब दोनों में। बेटे की क्लास में कई बच्चों को यही है। दिखता ठीक है, दर्द नहीं।',
  },
  {
    level: 'routine',
    text: 'akhbaar padhne me dhundhla dikhta hai jab tak door na karu. 47 saal. chashma lagega?',
  },
  {
    level: 'routine',
    text: 'जांघों और कूल्हे पर बार-बार फोड़े निकल रहे हैं, 2 महीने में 3 बार। फूटकर हफ्ते भर में ठीक हो जाते हैं। मैं 42 साल का हूँ, थोड़ा मोटा हूँ, शुगर कभी चेक नहीं करवाई। अभी बुखार नहीं। कौन से टेस्ट करवाऊँ?',
  },
  {
    level: 'routine',
    text: 'period 12 din late hai, pregnancy test 2 baar negative aaya. 27 saal, pet dard nahi, bleeding nahi. office me tension bahut hai aajkal. cycle normally 30 din ka hota hai. gynae ko kab dikhau?',
  },
  {
    level: 'routine',
    text: '5 महीने की प्रेग्नेंसी है। एनॉमली स्कैन कब करवाना है और आयरन-कैल्शियम की गोली साथ में ले सकते हैं?',
  },
  {
    level: 'routine',
    text: 'subah pehla kadam rakhte hi edi me tez dard hota hai, 2 mahine se. thoda chalne ke baad kam hota hai phir shaam ko wapas. 45 saal, teacher hoon, din bhar khadi rehti hoon. chot nahi lagi, sujan nahi. kya karu?',
  },
  {
    level: 'routine',
    text: 'दो महीने से रोज़ एसिडिटी है, पैंटोप्राज़ोल खाने पर भी। उम्र 40, देर रात खाना खाता हूँ और काम का तनाव है। उल्टी नहीं, काला मल नहीं, भूख ठीक है, वज़न नहीं घटा। क्या एंडोस्कोपी करवानी चाहिए?',
  },
  {
    level: 'routine',
    text: 'दो हफ्ते से सिर भारी है और गालों के ऊपर दर्द नाक बंद पीला बलगम आता है झुकने पर बढ़ जाता है भाप ली थोड़ा आराम है बुखार नहीं है एंटीबायोटिक चाहिए क्या',
  },
  {
    level: 'routine',
    text: 'pregnancy ke baad se gaalon pe kaale dhabbe hain, baby 1 saal ka ho gaya. koi cream?',
  },
  {
    level: 'routine',
    text: 'पापा 66 साल के हैं, रात को 3-4 बार पेशाब के लिए उठते हैं। धार पतली है और शुरू होने में देर लगती है। जलन नहीं, बुखार नहीं, खून नहीं। क्या ये प्रोस्टेट है, किसे दिखाएँ?',
  },
  {
    level: 'routine',
    text: 'कल से पेशाब में जलन है और बार-बार जाना पड़ रहा है। उम्र 25, बुखार नहीं, कमर दर्द नहीं, पेशाब में खून नहीं। पानी ज़्यादा पी रही हूँ। यूरिन टेस्ट करवाऊँ?',
  },
  {
    level: 'routine',
    text: 'report me B12 140 aaya hai, pairon me jhunjhuni hoti hai kabhi kabhi, raat ko zyada. 36 saal, shuddh shakahari, sugar nahi hai. injection lagenge ya goli kaafi hai?',
  },
  {
    level: 'routine',
    text: 'लिवर टेस्ट में SGPT 82 आया, अल्ट्रासाउंड में फैटी लिवर। हफ्ते में दो बार पीता हूँ। कितना गंभीर है?',
  },
  {
    level: 'routine',
    text: 'पापा के गुज़रने के बाद 6 महीने से मम्मी को ठीक से नींद नहीं आती। 63 साल की हैं, रात 3 बजे उठ जाती हैं फिर नींद नहीं आती, खाना भी कम खाती हैं। घर का काम कर लेती हैं और पड़ोसियों से बात भी करती हैं। क्या डॉक्टर को दिखाएँ?',
  },
  {
    level: 'routine',
    text: 'बेटे के चेहरे पर 2-3 हल्के सफेद धब्बे हैं और एक बाँह पर। 10 साल का है, खुजली नहीं, 2 महीने से हैं। उन पर बाल सफेद नहीं हुए। क्या ये सफेद दाग है या कुछ और?',
  },
  {
    level: 'routine',
    text: 'doctor sahab mere tonsil har 2-3 mahine me sooj jaate hain.\nabhi bas halka gala kharab hai, bukhar nahi. operation karwana padega kya?',
  },
  { level: 'routine', text: 'कैंप में आज फास्टिंग शुगर 115 आई, उम्र 54, कोई दवा नहीं लेता। क्या मुझे शुगर है?' },
  {
    level: 'urgent',
    text: 'तीन दिन से 102-103 बुखार है, बदन दर्द और आँखों के पीछे दर्द। उम्र 26। पैरासिटामोल से उतरता है पर 6 घंटे में फिर चढ़ जाता है। कहीं से खून नहीं, उल्टी नहीं, पानी पी पा रहा हूँ। क्या आज डेंगू टेस्ट करवाऊँ?',
  },
  {
    level: 'urgent',
    text: 'bhai ka NS1 kal positive aaya, platelet 1.3 lakh hai. aaj bukhar kam hai aur paani, nariyal paani khoob pee raha hai. pet dard nahi, masoodon se khoon nahi, ulti nahi. platelet kitne din me dobara check karayein?',
  },
  {
    level: 'urgent',
    text: 'एक दिन छोड़कर ठंड लगकर कंपकंपी के साथ बुखार आता है, फिर बहुत पसीना। 4 दिन हो गए। बीच में ठीक लगता है बस कमज़ोरी रहती है। उम्र 33, हमारे मोहल्ले में 2 लोगों को मलेरिया हुआ है। जांच कहाँ करवाऊँ?',
  },
  {
    level: 'urgent',
    text: 'पाँच दिन से बुखार है जो रोज़ थोड़ा-थोड़ा बढ़ता है, आज 102। पेट में हल्की बेचैनी और भूख नहीं, पर उल्टी-दस्त नहीं। पिछले हफ्ते बाहर का खाना बहुत खाया था। क्या टाइफाइड हो सकता है, कौन सा टेस्ट करवाऊँ?',
  },
  {
    level: 'urgent',
    text: 'baayi taraf kamar se neeche groin tak tez dard, lehron me aa raha hai 2 ghante se. 2 saal pehle pathri thi, waisa hi dard. ek baar ulti hui. bukhr nahi, peshab theek. dard ki goli se kam farak.',
  },
  {
    level: 'urgent',
    text: 'मैं 30 साल की हूँ, 3 दिन से पेशाब में जलन है। कल से 101 बुखार है और अब दाईं तरफ कमर में दर्द। खाना-पानी ले पा रही हूँ, उल्टी नहीं। क्या आज ही डॉक्टर को दिखाना चाहिए?',
  },
  {
    level: 'urgent',
    text: 'आज सुबह से 8-10 बार पतले दस्त हुए हैं, कमज़ोरी है और मुँह सूख रहा है। पेशाब कम आ रहा है। ORS घूंट-घूंट पी पा रहा हूँ। मल में खून नहीं। मैं 34 का हूँ, अकेला रहता हूँ, क्या करूँ?',
  },
  {
    level: 'urgent',
    text: 'mera 2 saal ka beta subah se 4 baar ulti aur 6 baar dast kar chuka hai. susu kam kar raha hai par ORS thoda thoda pee raha hai. hosh me hai, rote waqt aansu aate hain, potty me khoon nahi. kya aaj doctor ke paas le jaun?',
  },
  {
    level: 'urgent',
    text: 'स्कूटी से गिर गई, दायीं कलाई सूज गई है और बहुत दर्द है, मोड़ नहीं पा रही। कोई घाव नहीं, उंगलियाँ हिल रही हैं, सुन्न नहीं। हड्डी टूटी होगी क्या?',
  },
  {
    level: 'urgent',
    text: 'बेटा 10 साल का झूले से गिर गया।\nबाँह सूज गई है, पकड़ कर बैठा है हिलाने नहीं देता, चमड़ी नहीं कटी। एक्स-रे करवाना होगा?',
  },
  {
    level: 'urgent',
    text: 'घर लौटते वक्त गली के कुत्ते ने पैर पर काट लिया, दो छोटे दाँत के निशान हैं और थोड़ा खून निकला। 15 मिनट तक नल के नीचे साबुन से धोया। पहले कभी रेबीज़ का टीका नहीं लगा। टीका लगवाना पड़ेगा, आज कहाँ लगेगा?',
  },
  {
    level: 'urgent',
    text: 'mandir me bandar ne haath pe nakhun maar diya, thodi chamdi chhil gayi. injection lagega kya?',
  },
  {
    level: 'urgent',
    text: 'वर्कशॉप में ग्राइंडिंग करते वक्त बाईं आँख में लोहे का छोटा कण चला गया। कई बार साफ पानी से धोया पर अभी भी कुछ चुभ रहा है। आँख लाल है और पानी आ रहा है, दिख ठीक रहा है। क्या आज आँख के डॉक्टर को दिखाऊँ?',
  },
  {
    level: 'urgent',
    text: 'beti 4 saal ki, raat se kaan me dard, bukhar 101, letne pe roti hai. paracetamol diya thoda soyi. kaan se paani nahi aa raha, doodh pee rahi hai. aaj dikhana chahiye?',
  },
  {
    level: 'urgent',
    text: 'दो दिन से गले में बहुत दर्द, खाना निगलना मुश्किल, बुखार 102, टॉन्सिल पर सफेद दाग और गर्दन की गांठें सूजी। उम्र 19, हॉस्टल में हूँ। पानी पी रहा हूँ, सांस ठीक है। एंटीबायोटिक लगेगी?',
  },
  {
    level: 'urgent',
    text: 'kulhe pe bada dard wala phoda hai, laali fail rahi hai, kal se bukhar',
  },
  { level: 'urgent', text: 'टूटे कांच से हथेली कट गई, घाव थोड़ा खुला है, कपड़ा दबाकर खून रुका है। टांके लगेंगे?' },
  {
    level: 'urgent',
    text: 'माँ की रैंडम शुगर आज दोपहर 310 आई। दवा खत्म हो गई थी तो एक हफ्ते से नहीं ली। प्यास बहुत लग रही है और बार-बार पेशाब जा रही हैं, पर बातचीत ठीक कर रही हैं और चल-फिर रही हैं। क्या आज ही डॉक्टर के पास जाएँ?',
  },
  {
    level: 'urgent',
    text: 'aaj 2 baar bp 172/102 aaya, 3 din se goli bhool gaya. sar dard nahi, baaki theek. umar 59',
  },
  {
    level: 'urgent',
    text: 'मेरी उम्र 62 है, कमर के एक तरफ पट्टी की तरह दर्द वाले छाले निकले हैं जो पीठ तक जाते हैं। छाले आने से 2 दिन पहले से जलन वाला दर्द था। बुखार नहीं, आँख के पास नहीं। क्या ये हर्पीस ज़ोस्टर है, दवा जल्दी लेनी होगी?',
  },
  {
    level: 'urgent',
    text: 'मैं 9 हफ्ते की प्रेग्नेंट हूँ, कल से पानी भी नहीं रुक रहा, 6-7 बार उल्टी हो चुकी है। कमज़ोरी है और पेशाब गहरे रंग का है। कोई ब्लीडिंग नहीं, पेट में दर्द नहीं। क्या करूँ?',
  },
  {
    level: 'urgent',
    text: 'mera beta 8 saal ka hai, 3 din se 102-103 bukhar hai. khana kam kha raha hai par paani aur juice pee raha hai, bukhar utarne pe khelta hai. daane nahi, ulti nahi, khansi nahi. kya aaj blood test karwa lein?',
  },
  {
    level: 'urgent',
    text: 'खाना बनाते वक्त गरम तेल हाथ पर गिर गया, हथेली जितना जला है और छाले पड़ गए। ठंडे पानी के नीचे रखा।',
  },
  {
    level: 'urgent',
    text: 'umar 31, aaj se chickenpox ke daane nikle hain bukhar ke saath. bacchon ko pichhle hafte hua tha',
  },
  { level: 'urgent', text: 'कल से गुदा के पास अचानक बहुत दर्द वाली गांठ है, बैठ नहीं पा रहा, बुखार नहीं।' },
  {
    level: 'urgent',
    text: 'कल शाम सीढ़ी से फिसल गई, दाहिनी कलाई बहुत सूज गई है और थोड़ी टेढ़ी लग रही है। उंगलियाँ हिलाने पर तेज़ दर्द होता है। सिर पर चोट नहीं लगी, होश पूरा है। क्या आज ही एक्स-रे करवाना चाहिए?',
  },
  {
    level: 'urgent',
    text: 'mummy 70 saal ki bathroom me gir gayi, kulhe me bahut dard hai khadi nahi ho pa rahi. sir pe chot nahi lagi aur normal baat kar rahi hain. kya karein',
  },
  {
    level: 'urgent',
    text: 'मेरे बेटे को गली के कुत्ते ने पैर पर काट लिया, उम्र 10 साल। साबुन और बहते पानी से 15 मिनट धो दिया, खून बंद है। रेबीज़ का टीका कब तक लगवाना ज़रूरी है?',
  },
  {
    level: 'urgent',
    text: 'bandar ne haath pe panja maara mandir ke paas, thodi skin chhil gayi. injection lagwana padega kya',
  },
  {
    level: 'urgent',
    text: 'रोटी बनाते समय गरम तवा हाथ पर लग गया, हथेली पर बड़े बड़े छाले पड़ गए हैं। ठंडे पानी में रखा, जलन अभी भी बहुत है। छाले फोड़ दूँ या डॉक्टर को दिखाऊँ?',
  },
  {
    level: 'urgent',
    text: 'सब्ज़ी काटते हुए अंगूठा गहरा कट गया घाव खुला दिख रहा है दबाने पर खून रुक गया टांके लगेंगे क्या',
  },
  {
    level: 'urgent',
    text: 'पीठ के बाईं तरफ बहुत तेज़ दर्द जो नीचे पेशाब की जगह तक जा रहा है, दो घंटे से। एक बार उल्टी हुई। पहले भी पथरी हो चुकी है, बुखार नहीं है।',
  },
  {
    level: 'urgent',
    text: 'peshab me jalan 3 din se, ab bukhar 101 aur kapkapi, kamar ke neeche dard bhi. age 30 female',
  },
  {
    level: 'urgent',
    text: 'मेरी बेटी 3 साल की है, सुबह से 103 बुखार है लेकिन खेल रही है और पानी-जूस पी रही है। पैरासिटामोल से 100 पर आ जाता है। कोई दाने नहीं, झटके नहीं आए। आज ही डॉक्टर को दिखाना चाहिए?',
  },
  {
    level: 'urgent',
    text: 'रात से 8-9 बार दस्त, कमज़ोरी और मुँह सूख रहा है। ओआरएस पी रहा हूँ, पेशाब आ रहा है पर कम। उम्र 40',
  },
  {
    level: 'urgent',
    text: 'धूल वाली सफाई के बाद रात को सीटी जैसी साँस चलने लगी, इनहेलर के दो पफ लिए तो ठीक हो गई। अब आराम से पूरी बात कर पा रहा हूँ। आज थोड़ा सीना भारी लग रहा है, डॉक्टर को दिखाऊँ?',
  },
  {
    level: 'urgent',
    text: 'shaadi me jhinga khane ke baad poore sharir pe lal chakatte aur khujli, honth ya gala nahi sooja, saans theek hai. ek allergy ki goli li hai, doctor ko dikhana padega?',
  },
  {
    level: 'urgent',
    text: 'घर की मशीन पर बीपी 170/100 आ रहा है, दो बार नापा। सिर के पीछे हल्का दर्द है। सीने में दर्द नहीं, हाथ पैर में कमजोरी नहीं, बोलना ठीक है। उम्र 60, बीपी की दवा लेता हूँ।',
  },
  {
    level: 'urgent',
    text: 'shugar 350 aayi hai subah, bahut thakaan aur pyaas. ek hafte se goli nahi li. ulti nahi, hosh theek hai',
  },
  {
    level: 'urgent',
    text: 'ट्रेन में 28 घंटे का सफर करके आया, तब से बाईं पिंडली सूजी है और दर्द कर रही है। साँस ठीक है, सीने में दर्द नहीं। कहीं खून का थक्का तो नहीं?',
  },
  {
    level: 'urgent',
    text: 'वेल्डिंग का काम करते हुए आँख में कुछ चला गया, आँख लाल है, पानी आ रहा है, किरकिरी लग रही है। दिख ठीक रहा है।',
  },
  {
    level: 'urgent',
    text: 'kaan me 4 din se dard tha ab peela mawaad nikal raha hai, halka bukhar bhi',
  },
  {
    level: 'urgent',
    text: 'भाई 24 साल का है, 5 दिन से आँखें पीली और पेशाब गहरा पीला। भूख नहीं लगती, जी मिचलाता है। होश में है, बात ठीक कर रहा है। पीलिया है क्या?',
  },
  { level: 'urgent', text: 'जांघ पर फोड़ा बड़ा हो गया है लाल और पस भरा बहुत दर्द हल्का बुखार मुझे शुगर है' },
  {
    level: 'urgent',
    text: 'मैं 9 हफ्ते की प्रेग्नेंट हूँ, दिन में 6-7 बार उल्टी होती है, खाना नहीं टिकता, थोड़ा पानी टिक जाता है। खून नहीं आया, पेट में दर्द नहीं। खड़े होने पर चक्कर आता है।',
  },
  {
    level: 'urgent',
    text: 'दादाजी 80 साल के हैं, आंगन में गिर गए। घुटना बहुत सूजा है, सहारे से चल रहे हैं। सिर पर चोट नहीं लगी, बिलकुल ठीक से बात कर रहे हैं।',
  },
  {
    level: 'urgent',
    text: 'खेत में बिच्छू ने पैर में डंक मार दिया, उसी जगह बहुत जलन वाला दर्द है। पसीना नहीं, उल्टी नहीं, साँस ठीक। क्या करें',
  },
  {
    level: 'urgent',
    text: 'football khelte hue pair mud gaya, takhna bahut sooja aur neela, zameen pe pair nahi rakh paa raha',
  },
  {
    level: 'urgent',
    text: 'गिरने के बाद कंधा अजीब सा उतरा हुआ लग रहा है, हाथ ऊपर नहीं उठ रहा। होश पूरा है, सिर पर चोट नहीं। कंधा उतर गया क्या?',
  },
  {
    level: 'urgent',
    text: 'billi ne kal haath pe kaata tha, aaj daant ke nishan ke aas paas lal aur sooja hai, tees mar raha hai. billi ka tika nahi hua',
  },
  {
    level: 'urgent',
    text: 'बेटा झूले से गिर गया, बाँह सूज गई है और हिला नहीं रहा। रो रहा है पर बात कर रहा है, सिर नहीं लगा। आज ही ले जाएँ या कल तक रुकें?',
  },
  {
    level: 'urgent',
    text: '3 din se bukhar 102-103, badan dard, aankhon ke peeche dard. kahi se khoon nahi aa raha, paani khoob pee raha hu. dengue test karwaun?',
  },
  {
    level: 'urgent',
    text: 'विडाल पॉजिटिव आया है, 7 दिन से बुखार, लोकल डॉक्टर की गोलियों से नहीं उतर रहा। थोड़ा खाना खा रहा हूँ, उल्टी नहीं।',
  },
  {
    level: 'urgent',
    text: 'एक दिन छोड़कर ठंड लगकर बुखार आता है फिर पसीना। बीच वाले दिन ठीक लगता है। पिछले महीने झारखंड गया था काम से। मलेरिया हो सकता है?',
  },
  {
    level: 'urgent',
    text: 'pet ke daayi taraf neeche subah se dard, chalne par badh raha hai, halka bukhar. ulti nahi. umar 20',
  },
  {
    level: 'urgent',
    text: 'डेढ़ साल का बेटा कल से उल्टी-दस्त कर रहा है। ओआरएस पी रहा है, आज 3 बार डायपर गीला हुआ, हँस खेल रहा है। कब तक दिखाना चाहिए?',
  },
  { level: 'urgent', text: 'कुत्ते ने हाथ के कटे हुए हिस्से को चाट लिया, क्या टीका लगेगा?' },
  {
    level: 'urgent',
    text: 'जंग लगी कील चप्पल से पैर में घुस गई। डेटॉल से साफ़ कर लिया। टिटनेस का इंजेक्शन कब लगा था याद नहीं।',
  },
  {
    level: 'urgent',
    text: 'beta 7 saal, 2 din se chehra aur aankhein phooli hain aur peshab coca cola jaise rang ka. khel raha hai khaana kha raha hai, kitna serious hai?',
  },
  {
    level: 'urgent',
    text: 'गले में बहुत दर्द, 102 बुखार, टॉन्सिल पर सफेद दाग। खाना निगलने में दर्द पर पानी पी पा रहा हूँ।',
  },
  {
    level: 'urgent',
    text: 'दोपहर में मछली का काँटा गले में अटक गया, चुभन है। थूक निगल पा रहा हूँ, साँस बिलकुल ठीक है।',
  },
  {
    level: 'urgent',
    text: '5 din se khansi bukhar, ab peela balgam aur gehri saans lene pe right side me dard. aaram me saans theek, oximeter 96',
  },
  {
    level: 'urgent',
    text: 'पैर का अंगूठा रात से अचानक लाल, गरम और सूजा हुआ है, चादर छूने से भी दर्द। पिछले साल यूरिक एसिड बढ़ा था।',
  },
  { level: 'urgent', text: 'पीठ पर एक तरफ पट्टी जैसे जलन वाले छाले 2 दिन से, उम्र 62। हर्पीज़ है क्या?' },
  {
    level: 'urgent',
    text: 'ungli darwaze me dab gayi, nakhun kaala ho gaya aur bahut soojan. toot to nahi gayi?',
  },
  {
    level: 'urgent',
    text: 'पापा 65 साल के हैं, केमिस्ट पर बीपी 180/105 आया। कहते हैं ठीक लग रहा है, सिरदर्द नहीं, सीने में दर्द नहीं। 10 दिन से बीपी की गोली अपने आप बंद कर रखी है।',
  },
  {
    level: 'urgent',
    text: 'घुटने के नीचे पैर लाल, गरम, सूजा और दर्द 2 दिन से, बुखार भी। एक छोटी खरोंच से शुरू हुआ।',
  },
  {
    level: 'routine',
    text: 'प्रेशर कुकर की भाप से बाँह जल गई, सिक्के जितना एक छाला है। पानी में रखा, अब दर्द कम है।',
  },
  {
    level: 'routine',
    text: 'khana khane ke baad sugar 240 aa rahi hai ek hafte se, metformin le raha hu, koi takleef nahi',
  },
  {
    level: 'routine',
    text: 'तीन हफ्ते से खाँसी, शाम को हल्का बुखार, वज़न भी कम हुआ। टीबी का डर है। साँस ठीक है, बलगम में खून नहीं।',
  },
  {
    level: 'routine',
    text: 'bp 150/95 aa raha hai is mahine kayi baar, koi takleef nahi, umar 48',
  },
  {
    level: 'routine',
    text: 'नहाने के बाद से 2 दिन से दाहिना कान बंद और हल्का दर्द, पानी नहीं निकल रहा, बुखार नहीं।',
  },
  {
    level: 'routine',
    text: 'हफ्ते भर पहले गिरी थी, घुटना सूजा है। चल लेती हूँ पर सीढ़ी चढ़ने और बैठने पर दर्द होता है।',
  },
  { level: 'routine', text: 'safed pani gaadha aur khujli ek hafte se, bukhar nahi' },
  {
    level: 'routine',
    text: 'नहाते समय बाएँ स्तन में छोटी सी गाँठ महसूस हुई, दर्द नहीं है। उम्र 38, कोई डिस्चार्ज नहीं। कितनी जल्दी दिखाना चाहिए?',
  },
  { level: 'routine', text: 'सख्त पाखाने के बाद खून की बूँदें, बवासीर का दर्द। चक्कर नहीं आते।' },
  {
    level: 'routine',
    text: 'thyroid report me TSH 9.8 aaya hai, thakaan aur wazan badh raha hai. abhi koi dawa nahi',
  },
  {
    level: 'routine',
    text: 'खून की जाँच में एचबी 8.5 आया है। थकान रहती है, सीढ़ी चढ़ने पर साँस फूलती है, पीरियड्स ज़्यादा आते हैं। क्या आयरन की गोली खुद शुरू कर दूँ?',
  },
  {
    level: 'routine',
    text: 'अम्मा 70 साल की हैं, 6 महीने से नई बातें भूल जाती हैं, एक ही सवाल बार-बार पूछती हैं। पर सबको पहचानती हैं और अपना काम खुद कर लेती हैं।',
  },
  {
    level: 'routine',
    text: 'is hafte asthma ka inhaler din me 3-4 baar lena pad raha hai, har baar aaram milta hai, baithe baithe saans nahi phoolti',
  },
  { level: 'routine', text: 'दोनों आँखें लाल, चिपचिपा कीचड़ 2 दिन से, दिख ठीक रहा है' },
  {
    level: 'routine',
    text: '3 हफ्ते से शरीर पर पित्ती निकलती है और चली जाती है, ज़्यादातर रात को। होंठ नहीं सूजते, साँस ठीक।',
  },
  {
    level: 'routine',
    text: 'naukri chhootne ke baad ek mahine se neend nahi aati, mann udaas rehta hai. khud ko nuksan ka koi khayal nahi, bas theek hona chahta hu',
  },
  { level: 'routine', text: '6 साल की बेटी रात को गुदा में खुजाती है, पाखाने में छोटे सफेद कीड़े दिखे।' },
  {
    level: 'routine',
    text: 'pair ke talve me kaanta chubha tha 4 din pehle, ab thoda lal aur dard, bukhar nahi',
  },
  // Round 23: every message typed in Latin letters again, measured blind against rules and the detector trained on rounds 1–22 (rules 88.1 %, with the detector 92.3 % at 0.99).
  { level: 'self_care', text: 'kal se zukam aur chheenk aa rahi, koi tablet batao' },
  { level: 'self_care', text: '4 din se sookhi khaansi hai bukhar nahi, koi syrup?' },
  {
    level: 'routine',
    text: 'mummy 60 saal ki hai ghutno me dard rehta seedhi chadhne me, koi tel ya exercise',
  },
  { level: 'self_care', text: 'khaali pet chai peene se acidity ho jaati hai kya kare' },
  { level: 'self_care', text: 'naya sabun lagane ke baad haath pe khujli wale laal daane' },
  { level: 'self_care', text: 'aaj subah se halka bukhar 99.6, badan dard, baaki theek' },
  { level: 'self_care', text: 'office me lamba baithne se kamar me dard' },
  { level: 'routine', text: 'fasting sugar 120 aaya aur HbA1c 6.2, kya mujhe sugar hai?' },
  { level: 'self_care', text: 'wajan kam karna hai, shakahari hu, kya diet lu' },
  {
    level: 'self_care',
    text: '4 saal ke bete ko aaj 3 baar loose motion hua, khel raha hai paani pi raha hai',
  },
  { level: 'self_care', text: 'din bhar laptop pe kaam karke sar dard hota hai' },
  { level: 'self_care', text: 'baalo me bahut rusi hai, kaunsa shampoo' },
  { level: 'self_care', text: '3 din se pet saaf nahi hua, koi gharelu nuskha' },
  { level: 'routine', text: 'munh me baar baar chhale ho jaate hai, koi vitamin?' },
  { level: 'self_care', text: 'raat ko neend nahi aati, phone chalata rehta hu, kya karu' },
  { level: 'self_care', text: 'vitamin D 15 aaya hai, hafte me ek goli le sakta hu?' },
  // Round 24: half in the script, half in Latin letters, a mix of every earlier style; measured blind against rules and the detector of round 23 (rules 89.5 %, with the detector 96.0 %).
  { level: 'self_care', text: 'दो दिन से जुकाम और छींकें, गले में हल्की खराश। क्या लूं?' },
  { level: 'routine', text: 'सीढी चढते समय घुटने में दर्द होता है, उम्र 58। कोई व्यायाम बताइए' },
  {
    level: 'routine',
    text: 'आज जांच में fasting sugar 118 और खाने के बाद 160 आई। क्या मुझे डायबिटीज है? खाने में क्या परहेज करूं?',
  },
  { level: 'self_care', text: 'नए साबुन के बाद से हाथों पर लाल खुजली वाले दाने हैं, कल से' },
  { level: 'self_care', text: 'लैपटॉप पर ज्यादा बैठने से कमर में दर्द रहता है, कौन सी कसरत करूं?' },
  { level: 'self_care', text: 'वजन कम करना है तो रात को चावल खा सकते हैं?' },
  {
    level: 'self_care',
    text: '6 साल के बेटे को आज 3 बार दस्त हुए पर खेल रहा है, पानी पी रहा है, खाना खा रहा है। क्या दें?',
  },
  { level: 'self_care', text: 'गर्मी में दिन भर में कितना पानी पीना चाहिए?' },
  {
    level: 'self_care',
    text: 'kal se halka bukhar 99.8, badan dard thoda. paracetamol le skte h?',
  },
  {
    level: 'self_care',
    text: 'raat ko sukhi khansi bhot aati 4 din se. koi syrup ya gharelu nuskha?',
  },
  { level: 'self_care', text: 'khana khane ke baad roz acidity, khatti dakar. kya na khau?' },
  { level: 'routine', text: 'aaj medical store pe bp 138/88 aaya, koi tension wali baat h?' },
  { level: 'self_care', text: 'baalo me rusi bhot h koi accha shampoo batao' },
  { level: 'routine', text: 'vitamin d report me 18 aaya, goli kitne din leni h?' },
  {
    level: 'self_care',
    text: 'kal pair me moch aa gyi, thodi sujan, chal pa rha hu. baraf lagau ya garam sek?',
  },
  { level: 'self_care', text: 'raat ko neend nhi aati, mobile chalata rehta hu. kya karu' },
  // Round 25: half in the script, half in Latin letters, less typical presentations; measured blind against rules and the detector of round 24 (rules 83.5 %, with the detector 95.7 %).
  { level: 'self_care', text: 'कल से नाक बह रही है और गला थोड़ा खराब है, बुखार नहीं है। क्या लूं?' },
  { level: 'self_care', text: 'प्याज काटते हुए उंगली कट गई, दबाने से खून रुक गया, पट्टी कर दूं?' },
  { level: 'self_care', text: 'मच्छर के काटे पर बहुत खुजली हो रही है, क्या लगाएं?' },
  { level: 'self_care', text: 'Khana khane ke baad thodi acidity hoti hai, Gelusil le sakte hai?' },
  {
    level: 'self_care',
    text: 'Bete ko do din se dast hai par khel raha hai, kha raha hai, ORS de rahe hai, aur kya kare?',
  },
  { level: 'self_care', text: 'Exam ki tension me neend nahi aati, koi gharelu upay batao.' },
  {
    level: 'routine',
    text: 'पिछले एक महीने से दवा के बावजूद खाली पेट शुगर 140-150 आ रही है, दवा बदलनी चाहिए?',
  },
  { level: 'routine', text: 'मैं 55 की हूँ, तीन महीने से सीढ़ी चढ़ते वक्त घुटने में हल्का दर्द रहता है।' },
  { level: 'routine', text: 'पीठ पर एक तिल है जो पिछले कुछ महीनों में बड़ा और गहरा हो गया है, दर्द नहीं है।' },
  {
    level: 'routine',
    text: 'Mummy ke baal bahut jhad rahe hai aur thakaan rehti hai, thyroid jaanch karaye kya?',
  },
  {
    level: 'routine',
    text: 'Do mahine se period time pe nahi aa raha, test negative hai, koi dikkat hai kya?',
  },
  { level: 'urgent', text: 'बेटी को तीन दिन से 102 बुखार है और अब कान में दर्द, बहुत रो रही है।' },
  {
    level: 'urgent',
    text: 'दादाजी का बीपी आज 180/110 आया, हल्का सिर दर्द है, बाकी कोई तकलीफ नहीं, गोली ले ली है।',
  },
  {
    level: 'urgent',
    text: 'Peshab me jalan aur kal raat se thand lag ke bukhar, kamar me side me dard bhi.',
  },
  {
    level: 'urgent',
    text: 'Kal kutte ne kaat liya tha, chhota sa ghaav hai, abhi tak injection nahi lagwaya.',
  },
  {
    level: 'urgent',
    text: 'Aankh me kal se laali aur dard hai, roshni chubh rahi aur dhundhla dikh raha.',
  },
  // Round 26: a third in the script with English words, a third in Latin letters, a third with slips or as voice typing writes it, the danger told in passing; measured blind against rules and the detector of round 25 (rules 85.5 %, with the detector 96.0 %).
  {
    level: 'self_care',
    text: '2 din se halka zukaam aur chheenk hai, bukhar nahi. Koi gharelu nuskha?',
  },
  { level: 'self_care', text: 'रात को spicy खाने के बाद acidity हो जाती है, क्या करूं?' },
  { level: 'self_care', text: 'प्याज काटते समय उंगली कट गई खून रुक गया है पट्टी कैसे करूं' },
  {
    level: 'self_care',
    text: '6 saal ke bete ko aaj do baar halke dast hue, khaa pee raha hai aur khel raha hai. Kya dein?',
  },
  { level: 'self_care', text: 'बेटे के पैरों पर मच्छर ने बहुत काटा है, खुजली हो रही है। कौन सी cream लगाएं?' },
  {
    level: 'routine',
    text: 'मेरी उम्र 38 है दो महीने से थकान रहती है और बाल झड रहे हैं थायराइड चेक कराऊं क्या',
  },
  {
    level: 'routine',
    text: '3 hafte se raat ko khansi aa rahi hai, bukhar nahi, main din mein 10 cigarette peeta hoon.',
  },
  {
    level: 'routine',
    text: 'माँ की fasting sugar घर के glucometer पर इस हफ्ते दो बार 160 आई, metformin ले रही हैं। Dose बदलनी चाहिए?',
  },
  {
    level: 'routine',
    text: 'Gardan mein ek mahine se chhoti si gaanth hai, dard nahi, badh bhi nahi rahi.',
  },
  { level: 'routine', text: 'उम्र 55 सीढी चढते वक्त घुटने में दर्द होता है कुछ महीनों से बाकी ठीक हूं' },
  {
    level: 'urgent',
    text: '8 साल के बेटे को 3 दिन से 103 बुखार है, अब कान में भी दर्द है, paracetamol से ज़्यादा फर्क नहीं पड़ रहा।',
  },
  {
    level: 'urgent',
    text: 'Kal se peshab mein jalan aur bukhar hai, kamar ke side mein dard bhi ho raha hai.',
  },
  {
    level: 'urgent',
    text: 'पापा शुगर के मरीज हैं पैर में घाव है जो दो दिन से लाल और सूजा हुआ है मवाद भी आ रहा है',
  },
  {
    level: 'urgent',
    text: 'Beti 5 saal ki hai, subah se 6 baar ulti kar chuki hai, paani bhi nahi tik raha, par abhi khel rahi hai.',
  },
  {
    level: 'urgent',
    text: 'आज सुबह गली के कुत्ते ने पैर पर काट लिया, छोटा घाव है, साबुन से धो दिया। Injection लगवाना पड़ेगा?',
  },
  { level: 'urgent', text: 'चार दिन से बुखार है बदन दर्द है आज प्लेटलेट 90000 आया पानी खूब पी रहा हूं' },
  // Round 27: two thirds in Latin letters, short, typed fast and by ear; measured blind against rules and the detector of round 26 (rules 83.2 %, with the detector 95.2 %).
  { level: 'self_care', text: '2 din se zukaam chheenk bukhar nhi' },
  { level: 'self_care', text: 'muh me chhale khana khate dard' },
  { level: 'self_care', text: 'pyaz kaatte ungli kat gyi khoon ruk gya' },
  { level: 'self_care', text: 'रात को देर से खाना खाया, खट्टी डकार आ रही' },
  { level: 'self_care', text: 'galat takiye se gardan akad gyi' },
  { level: 'routine', text: 'office camp me khali pet sugar 140 aaya' },
  { level: 'routine', text: '55 साल, सीढ़ी चढ़ते घुटनों में दर्द 2 महीने से' },
  { level: 'routine', text: '3 mahine se baal bhut jhad rhe' },
  { level: 'routine', text: '6 महीने से पीरियड अनियमित' },
  { level: 'routine', text: 'bacche ki skin pe safed daag' },
  { level: 'routine', text: '3 hafte se raat ko khaansi bukhar nhi' },
  { level: 'urgent', text: '3 din se 102 bukhar badan dard mohalle me dengue chal rha' },
  { level: 'urgent', text: 'पेशाब में जलन, बुखार और कमर दर्द कल से' },
  { level: 'urgent', text: 'bacche ke kaan me dard raat bhar roya mawaad aarha' },
  { level: 'urgent', text: 'subah kutte ne pair pe kaata halki khrach h injection lagega kya' },
  { level: 'urgent', text: 'मिक्सी चलाते आंख में कुछ गया, लाल है दर्द हो रहा' },
  // Round 28: sent on someone else's behalf (an ASHA worker, a neighbour, a son far away), a third each in the script, in Latin letters and as voice typing writes it, less typical presentations; measured blind against rules and the detector of round 27 (rules 86.4 %, with the detector 97.4 %).
  { level: 'urgent', text: 'पेशाब में जलन, 102 बुखार और कल से कमर में एक तरफ़ दर्द।' },
  {
    level: 'urgent',
    text: 'kal gali ke kutte ne haath pe kaata, chhota sa zakhm hai, abhi tak injection nahi lagwaya',
  },
  { level: 'urgent', text: 'बच्चे के कान से मवाद बह रहा है और दो दिन से बुखार है' },
  {
    level: 'urgent',
    text: 'kal se aankh laal, bahut dard aur roshni chubh rahi, dhundhla dikh raha',
  },
  { level: 'urgent', text: 'कुकर की भाप से हथेली जल गई, बड़ा सा छाला, बहुत दर्द' },
  { level: 'routine', text: 'घुटनों में दर्द सीढ़ी चढ़ते वक़्त, दो महीने से।' },
  { level: 'routine', text: 'haath pe safed daag dheere dheere badh rahe hain' },
  { level: 'routine', text: 'पीरियड छह महीने से अनियमित आ रहे हैं और चेहरे पर बाल बढ़ रहे' },
  { level: 'routine', text: 'teen hafte se sookhi khansi, bukhar nahi, dhoomrapan nahi karta' },
  { level: 'routine', text: 'पढ़ते वक्त पास का धुंधला दिखता है चश्मा बनवाना है' },
  { level: 'routine', text: 'thyroid ki report me TSH 8 aaya hai, thakan rehti hai' },
  { level: 'self_care', text: 'जुकाम और छींकें दो दिन से, बुखार नहीं।' },
  { level: 'self_care', text: 'garmi me peeth pe ghamoriyan ho gayi hain, khujli' },
  { level: 'self_care', text: 'दो दिन से कब्ज़ है बाकी सब ठीक' },
  { level: 'self_care', text: 'sir me rusi bahut hai' },
  { level: 'self_care', text: 'सब्ज़ी काटते वक्त उंगली में छोटा सा कट लगा, खून रुक गया' },
  // Round 29: a practical question with the danger inside it ('can we wait till morning?'), often about two people, the emergency the second one's; measured blind against rules and the detector of round 28 (rules 86.4 %, with the detector 94.3 %).
  {
    level: 'urgent',
    text: 'बेटी (6 साल) को तीन दिन से तेज़ बुखार 103 है, पेट में दर्द, मोहल्ले में टाइफ़ाइड चल रहा है। पानी पी रही है, बात ठीक कर रही है। आज दिखाएँ या कल? और पति की दाढ़ में दर्द है।',
  },
  {
    level: 'urgent',
    text: 'Subah se ek aankh laal, bahut dard aur roshni chubh rahi, dhundhla dikh raha. Main contact lens pehenti hu. Medical se eye drops le lu ya aaj hi doctor?',
  },
  {
    level: 'urgent',
    text: 'कल शाम गली के कुत्ते ने बेटे के पैर में काटा दांत के निशान हैं खून भी निकला था हमने साबुन से धो दिया इंजेक्शन आज लगवाना जरूरी है या सोमवार को',
  },
  {
    level: 'urgent',
    text: 'Gale me bahut dard, thook nigal nahi paa rahi, ek side sujan aur muh poora nahi khul raha, bukhar 102. Kal tak garare karke dekh lu?',
  },
  {
    level: 'urgent',
    text: 'दादी को दो दिन से दस्त हो रहे हैं, दिन में 6-7 बार, कमज़ोरी है और पेशाब कम आ रहा है, पर बात ठीक कर रही हैं। 78 साल की हैं। ओआरएस दे रहे हैं। आज डॉक्टर को दिखाएँ?',
  },
  {
    level: 'routine',
    text: 'Mujhe 2 saal se dono kaano me seeti jaisi awaaz aati hai aur thoda kam sunai deta hai, dard ya paani nahi. ENT ko dikhaun? Aur pati ko subah baar baar chheenk aati hai.',
  },
  {
    level: 'routine',
    text: 'मम्मी को रात में पेशाब के लिए 3-4 बार उठना पड़ता है, प्यास ज़्यादा लगती है, पिछले कुछ महीनों में वज़न भी घटा है। शुगर की जाँच कहाँ करवाएँ?',
  },
  {
    level: 'routine',
    text: 'मेरे पति की कमर में दो महीने से दर्द रहता है सुबह उठते समय ज्यादा होता है कोई चोट नहीं लगी कौन से डॉक्टर को दिखाएं और फिजियोथेरेपी कहां होती है',
  },
  {
    level: 'routine',
    text: 'Beta 4 saal ka hai, raat ko kharrate leta hai aur muh khol ke sota hai, din me bilkul theek. ENT ko dikhayein? Aur beti ko pet ke keede ki dawai kab dein?',
  },
  {
    level: 'routine',
    text: 'कुछ हफ़्तों से सुबह उठने पर हाथ की उँगलियों में अकड़न रहती है और जोड़ों में हल्की सूजन। क्या ये गठिया है? किस डॉक्टर के पास जाऊँ?',
  },
  {
    level: 'routine',
    text: 'मुझे एक महीने से कब्ज रहती है और शौच के समय थोड़ा खून आता है दर्द नहीं होता उम्र 32 साल है बवासीर है क्या कौन से डॉक्टर को दिखाऊं',
  },
  {
    level: 'self_care',
    text: 'Kal dhoop me cricket khela, aaj gardan aur haathon pe halki laal jalan, chhale nahi. Aloe vera laga lu? Bhai ko bhi same hai.',
  },
  {
    level: 'self_care',
    text: 'रात को देर तक फ़ोन देखने से सुबह सिर में हल्का दर्द रहता है, और कोई तकलीफ़ नहीं। पानी भी कम पीता हूँ। क्या करूँ? मम्मी को भी यही शिकायत है।',
  },
  {
    level: 'self_care',
    text: 'होली के रंग से हाथों में थोड़ी खुजली और सूखापन है कोई सूजन नहीं है क्या नारियल तेल लगा सकते हैं बच्चों को भी ऐसा ही है',
  },
  {
    level: 'self_care',
    text: 'Meri 7 saal ki beti ke sir me joon ho gayi hain, school se aayi hongi. Kaunsa shampoo lagayein aur kanghi se nikal sakte hain? Mujhe bhi thodi khujli ho rahi hai.',
  },
  {
    level: 'self_care',
    text: 'मेरी बेटी को मच्छरों ने बहुत काटा है लाल दाने हैं खुजली हो रही है बुखार नहीं है क्या लगाएं और कौन सी मच्छरदानी अच्छी है',
  },
  // Round 30: people who write little and badly (short, broken, misspelt, English medical words mixed in); measured blind against rules and the detector of round 29 (rules 92.6 %, with the detector 98.0 %).
  { level: 'urgent', text: 'पेसाब मे जलन बुखार कपकपी, कमर मे दरद 2 दिन से' },
  { level: 'urgent', text: 'कुत्ते ने काटा कल, टीका नही लगवाया अभी' },
  { level: 'urgent', text: 'आंख मे लोहे का कण गया, लाल, खुल नही रही, पानी आ रहा' },
  { level: 'urgent', text: '4 दिन से बुखार 103, सर दरद आंख के पीछे, डेंगू चल रहा गांव मे' },
  { level: 'urgent', text: 'kaan me bahut dard bacche ke, raat bhar roya, bukhar bhi 101' },
  { level: 'routine', text: 'सुगर फास्टिंग 170 आयी, दवा शुरू नही की' },
  { level: 'routine', text: 'घुटनो मे दरद 3 महीने से सीढी चढने मे' },
  { level: 'routine', text: 'सफेद पानी और खुजली 2 हफ्ते से' },
  { level: 'routine', text: 'BP 150/96 मेडिकल पे चेक किया 2 बार' },
  { level: 'routine', text: '3 hafte se khansi, balgam, raat ko pasina, wajan kam ho raha' },
  { level: 'routine', text: 'haath pair me jhanjhanahat rehti hai, sugar ka mareez 10 saal' },
  { level: 'self_care', text: 'जुकाम छींक गला खराब कल से बुखार नही' },
  { level: 'self_care', text: 'मुह मे छाले 2, खाने मे चुभते' },
  { level: 'self_care', text: 'सब्जी काटते उंगली कटी छोटी, खून रुक गया' },
  { level: 'self_care', text: 'दस्त 2 बार, ORS पी रहा, खून नही बुखार नही' },
  { level: 'self_care', text: 'dhoop me ghum ke sir dard, pani kam piya aaj' },
  // Round 31: messages that mix times and people (a past emergency and a present worry, two family members, a question about signs, recovery after hospital); measured blind against rules and the detector of round 30 (rules 93.2 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: 'बेटी 6 साल की है, 3 दिन से 103 बुखार और कान में दर्द, बहुत रो रही है। भाई को पिछले महीने यही हुआ था, एंटीबायोटिक लगी थी',
  },
  {
    level: 'urgent',
    text: 'dadi ko peshab me jalan aur bukhar kal se, thand se kaanp rahi, sugar bhi hai',
  },
  {
    level: 'urgent',
    text: 'पापा का 10 दिन पहले घुटना बदला गया, अब टाँकों की जगह लाल, सूजी हुई है और मवाद आ रहा है, हल्का बुखार',
  },
  {
    level: 'urgent',
    text: 'आज सुबह गली के कुत्ते ने पिंडली पर काटा, साबुन से धो लिया है। कज़िन को पिछले साल काटा था तो इंजेक्शन लगे थे। कहाँ जाऊँ?',
  },
  {
    level: 'urgent',
    text: 'beti 4 saal ki hai, 2 din se ulti dast, aaj peshab bahut kam aaya aur thodi sust hai',
  },
  {
    level: 'routine',
    text: 'माँ को 5 साल पहले टीबी हुई थी, इलाज पूरा हुआ। अब 3 हफ़्ते से खाँसी है, बुखार नहीं, भूख थोड़ी कम',
  },
  {
    level: 'routine',
    text: 'pati ka BP ek hafte se 150/95 aa raha, koi takleef nahi, unke papa ko bhi BP tha',
  },
  {
    level: 'routine',
    text: 'एक महीने से थकान रहती है और पीरियड्स में बहुत ब्लीडिंग होती है। बहन को थायरॉइड है, क्या वही हो सकता है?',
  },
  { level: 'routine', text: 'पीठ पर तिल कुछ महीनों में बड़ा हो गया है। नाना जी को स्किन कैंसर था' },
  {
    level: 'routine',
    text: 'bete ke ghutne me 2 hafte se dard hai cricket ke baad, chal leta par daudne pe dard',
  },
  {
    level: 'routine',
    text: '4 महीने पहले डिलीवरी हुई, तब से रोज़ कमर के निचले हिस्से में दर्द रहता है। बच्चा ठीक है। दिखाना चाहिए?',
  },
  {
    level: 'self_care',
    text: 'mujhe aur bhai dono ko kal se sardi zukam, gala thoda kharab, bukhar nahi',
  },
  {
    level: 'self_care',
    text: 'सब्ज़ी काटते हुए बेटे की उंगली पर छोटा सा कट लगा, खून रुक गया। पिछले साल बड़ा कट लगा था तो टाँके लगे थे, ये छोटा है',
  },
  { level: 'self_care', text: 'शाम से हल्का सिरदर्द, देर तक फ़ोन देखा और रात नींद कम हुई' },
  { level: 'self_care', text: 'कल पार्टी में बिरयानी खाकर एसिडिटी, आज बेहतर' },
  { level: 'self_care', text: 'mummy ko machhar ke kaatne pe khujli ho rahi, bas thoda laal hai' },
  // Round 32: comparisons and sensations ('like an elephant on my chest', 'limp like a wet cloth', 'half my body feels like someone else's'); measured blind against rules and the detector of round 31 (rules 83.8 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'peshab mein aag jaisi jalan, har 10 minute mein jaana, ab kaanp ke bukhar aur kamar mein daayein taraf dard',
  },
  {
    level: 'urgent',
    text: '6 साल के बेटे के कान में जैसे कोई ड्रिल चला रहा हो, रात से, बुखार 101, सो नहीं पा रहा',
  },
  { level: 'urgent', text: 'सीढ़ी पर पैर मुड़ा, टखना पाव जैसा फूल गया, ज़मीन पर रख नहीं पा रहा' },
  {
    level: 'urgent',
    text: 'kutte ne haath pe kaata aadha ghanta pehle, thoda khoon aaya, sabun se dho liya hai',
  },
  {
    level: 'urgent',
    text: 'पेट में दाईं तरफ नीचे चलने या खाँसने पर चाकू जैसी चुभन, कल नाभि के पास से शुरू हुआ था, हल्का बुखार, भूख बिल्कुल नहीं',
  },
  { level: 'routine', text: 'सुबह पहला कदम रखते ही एड़ी में जैसे कील चुभती है, 2 महीने से' },
  {
    level: 'routine',
    text: 'mahine bhar se aisa lagta hai jaise phone ki battery 10% pe atki ho, baal bhi bahut jhad rahe',
  },
  {
    level: 'routine',
    text: 'ghutno mein jaise ret bhari ho, seedhi chadhte kat-kat awaaz, 55 saal ki hoon',
  },
  { level: 'routine', text: 'गर्दन में मटर जितनी गाँठ, दर्द नहीं, 3 हफ़्ते से है' },
  {
    level: 'routine',
    text: 'लगभग डेढ़ महीने से रात को खाने के बाद खट्टा पानी गले तक चढ़ आता है और सीने में जलन होती है, जैसे तेज़ाब। गोली लेने से थोड़ा आराम मिलता है पर फिर से हो जाता है',
  },
  {
    level: 'routine',
    text: 'raat ko ungliyon mein jhunjhuni jaise cheentiyan chal rahi ho, subah theek, kuch hafton se',
  },
  { level: 'self_care', text: 'नाक नल की तरह बह रही है, छींकें, गले में हल्की खराश, बुखार नहीं' },
  { level: 'self_care', text: 'gala reg-maal jaisa ho gaya match mein chilla chilla ke' },
  { level: 'self_care', text: 'मच्छर के काटे पर बहुत खुजली, छोटा सा लाल दाना' },
  { level: 'self_care', text: 'आज दो बार पतले दस्त, पेट में गुड़गुड़, बाकी ठीक हूँ, ओआरएस पी रहा हूँ' },
  { level: 'self_care', text: 'sardi mein honth sookhi dharti jaise phat gaye' },
  // Round 33: a practical question carries the message (can I wait till morning, which tablet, cost, travel, work or school); measured blind against rules and the detector of round 32 (rules 88.1 %, with the detector 96.9 %).
  {
    level: 'urgent',
    text: '3 दिन से तेज़ बुखार, सिरदर्द और बदन दर्द है, मोहल्ले में डेंगू फैला है। क्या आज दुकान पर जा सकता हूँ या आज ही खून की जाँच करवाऊँ?',
  },
  {
    level: 'urgent',
    text: 'Bete ke gale mein bahut dard hai, 102 bukhar, khana nigal nahi pa raha aur gale mein safed daane dikh rahe hain. Kya kal school bhej dein?',
  },
  {
    level: 'urgent',
    text: 'पेशाब में जलन 2 दिन से थी, आज ठंड लगकर बुखार आया और कमर के दाहिनी तरफ़ दर्द है। क्या सोमवार तक रुक सकती हूँ?',
  },
  {
    level: 'urgent',
    text: 'बेटे का सिर खेलते हुए दीवार से टकराया, माथे पर 2 सेमी का कट है, खून रुक गया पर घाव खुला है, बच्चा ठीक खेल रहा है। क्या टाँके आज ही लगवाने होंगे?',
  },
  {
    level: 'urgent',
    text: 'Mummy ki aankh kal se laal hai, bahut dard hai, roshni se chubhan hai aur dhundhla dikh raha hai. Kya chashme wale ki dukaan pe dikha dein ya hospital?',
  },
  {
    level: 'routine',
    text: 'पिछले 3 हफ़्ते से खाने के बाद पेट में जलन और भारीपन रहता है, उल्टी नहीं, वज़न ठीक है। सरकारी अस्पताल में पेट के डॉक्टर किस दिन बैठते हैं?',
  },
  {
    level: 'routine',
    text: 'Meri 12 saal ki beti ke sir mein jooein bahut hain aur sir pe chhote-chhote daane ho gaye hain. Kaun sa shampoo lagayein ya doctor ko dikhayein?',
  },
  {
    level: 'routine',
    text: 'सास को महीने भर से घुटनों में दर्द है, सीढ़ी चढ़ने में दिक्कत होती है। क्या अगले हफ़्ते हरिद्वार ट्रेन से जा सकती हैं?',
  },
  {
    level: 'routine',
    text: 'दो महीने से थकान रहती है, बाल झड़ रहे हैं और माहवारी अनियमित है। थायरॉइड की जाँच कितने की होती है?',
  },
  {
    level: 'routine',
    text: 'पति के खर्राटे बहुत तेज़ हैं और दिन में ऑफ़िस में बार-बार नींद आती है। किस डॉक्टर को दिखाएँ?',
  },
  {
    level: 'routine',
    text: 'Papa ki sugar dawai ke baad bhi 250 aa rahi hai pichhle mahine se. Kya dawai khud badha dein ya agle hafte doctor se milein?',
  },
  {
    level: 'self_care',
    text: 'बेटे को 2 दिन से ज़ुकाम और छींकें हैं, बुखार नहीं, खेल रहा है। क्या स्कूल भेज सकते हैं?',
  },
  { level: 'self_care', text: 'रोटी सेंकते हुए उंगली तवे से जल गई, लाल है, छाला नहीं। क्या टूथपेस्ट लगा लूँ?' },
  {
    level: 'self_care',
    text: 'Kal raat shaadi mein zyada tala-bhuna kha liya, aaj pet bhaari hai aur khatti dakar aa rahi hai. Kya aaj sirf khichdi khaun?',
  },
  {
    level: 'self_care',
    text: 'लंबे सफ़र के बाद कमर में हल्का दर्द है, और कोई तकलीफ़ नहीं। क्या कल काम पर जा सकता हूँ और कौन सा बाम लगाऊँ?',
  },
  {
    level: 'self_care',
    text: 'मच्छर के काटने से बच्ची के हाथ पर खुजली वाले दाने हैं, बुखार नहीं। कौन सी क्रीम लगाएँ?',
  },
  // Round 34: told from afar or alone (a son retelling a phone call from the village, a video call, someone living alone at night, a neighbour through the wall); measured blind against rules and the detector of round 33 (rules 86.1 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'मम्मी का फोन आया, कल से पेशाब में जलन, 101 बुखार और कमर में एक तरफ दर्द है। 60 साल की हैं और शुगर है।',
  },
  {
    level: 'urgent',
    text: 'Hostel mein hoon, 3 din se tez bukhar 103 tak, badan tod dard aur aaj haath pe laal daane aa gaye. Yahan dengue phaila hua hai.',
  },
  {
    level: 'urgent',
    text: 'पापा सुबह बाथरूम में फिसल गए, शाम को फोन पर बताया, कलाई सूज गई है और हिला नहीं पा रहे। 72 साल के हैं, मम्मी के साथ अकेले रहते हैं।',
  },
  {
    level: 'urgent',
    text: 'अकेली रहती हूँ, सुबह से पेट में दाईं तरफ नीचे दर्द है जो बढ़ता जा रहा है, हल्का बुखार है और भूख नहीं लग रही।',
  },
  {
    level: 'urgent',
    text: 'पड़ोसी का 5 साल का बच्चा सुबह से 8-9 बार दस्त-उल्टी कर चुका है, दोपहर से पेशाब नहीं आया। माँ-बाप काम पर हैं, दादी ने मुझसे पूछा क्या करें।',
  },
  {
    level: 'routine',
    text: 'माँ फोन पर बता रही थीं दो महीने से घुटनों का दर्द बढ़ गया है, सीढ़ी चढ़ना मुश्किल हो गया है। उम्र 66 है।',
  },
  {
    level: 'routine',
    text: 'Papa ko 2 hafte se sookhi khansi hai, bukhar nahi, raat ko zyada hoti hai. Phone pe awaaz bhi baithi hui lag rahi thi.',
  },
  {
    level: 'routine',
    text: 'छह महीने से नाइट शिफ्ट कर रहा हूँ, दिन में नींद नहीं आती, थकान रहती है और बाल भी झड़ रहे हैं। कौन से टेस्ट करवाऊँ?',
  },
  {
    level: 'routine',
    text: 'पति सऊदी में हैं, फोन पर बताया हफ्ते भर से कमर के निचले हिस्से में दर्द है, भारी सामान उठाते हैं, पैरों में कोई कमज़ोरी नहीं।',
  },
  {
    level: 'routine',
    text: 'नानाजी ने फोन पर बताया रात में कई बार पेशाब के लिए उठना पड़ता है और धार कमज़ोर है। 75 साल के हैं।',
  },
  {
    level: 'routine',
    text: 'Akela rehta hoon, 2-3 hafte se wajan kam ho raha hai aur pyaas bahut lagti hai, baar baar peshab bhi. Ghar mein sabko sugar hai.',
  },
  {
    level: 'self_care',
    text: 'हॉस्टल में हूँ, कल से गला खराब है और नाक बह रही है, बुखार नहीं। रात को मेस बंद है, क्या करूँ?',
  },
  {
    level: 'self_care',
    text: 'Mummy ne phone pe bataya 2 din se halka sar dard aur naak band hai, mausam badla hai. Kya dena chahiye?',
  },
  {
    level: 'self_care',
    text: 'अकेले रहता हूँ, प्याज़ काटते हुए उंगली कट गई, छोटा सा कट है, दबाने से खून रुक गया। और कुछ करना है?',
  },
  {
    level: 'self_care',
    text: 'पापा ने फोन पर बताया शादी में पकौड़े खाकर खट्टी डकारें और एसिडिटी हो रही है, और कोई दिक्कत नहीं। क्या ले सकते हैं?',
  },
  {
    level: 'self_care',
    text: 'Night shift ke baad aankhen laal hain aur jalan ho rahi hai, 10 ghante screen pe kaam karta hoon. Kya karun?',
  },
  // Round 35: young writers (students 13–24: slang, emojis, English mixed in, hostel, exams, sports, a friend's forwarded message); measured blind against rules and the detector of round 34 (rules 87.8 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: 'हॉस्टल में 3 दिन से 103 बुखार है, बदन टूट रहा और अब हाथों पे लाल दाने निकल आए। हमारे एरिया में डेंगू फैला है',
  },
  {
    level: 'urgent',
    text: 'mummy ko peshab mein jalan aur kamar ke side mein dard hai, kal se kaanp ke bukhar bhi aa raha. aaj hi doctor ko dikhau?',
  },
  {
    level: 'urgent',
    text: 'कबड्डी में गिरा, कलाई सूज गई है और थोड़ी टेढ़ी दिख रही, हिला नहीं पा रहा। दर्द सहन हो रहा है बस',
  },
  { level: 'urgent', text: '8 साल के भाई को सुबह से 7-8 बार उल्टी-दस्त हो चुके, अब पेशाब भी कम आ रहा' },
  {
    level: 'urgent',
    text: 'kal raat se pet ke right side neeche dard hai, chalne pe badh raha aur ek baar ulti bhi hui. 19 saal ki hoon',
  },
  {
    level: 'routine',
    text: 'कोचिंग से आने के बाद लगभग रोज़ शाम को सिर दर्द होता है, 2 हफ्ते से। कहीं आँखों का नंबर तो नहीं?',
  },
  {
    level: 'routine',
    text: 'papa ko 2 hafte se sukhi khansi hai, bukhar nahi, par ja hi nahi rahi. bidi bhi peete hain',
  },
  {
    level: 'routine',
    text: '4 महीने से पीरियड्स अनियमित हैं, कभी आते नहीं कभी दो बार। मैं 17 की हूँ और वज़न भी बढ़ रहा',
  },
  { level: 'routine', text: 'चेहरे पे मुहांसे बहुत बढ़ गए हैं और दाग छोड़ रहे, कितने फेसवॉश try किए कुछ फर्क नहीं' },
  { level: 'routine', text: 'दादी के घुटनों में बहुत दर्द रहता है, सीढ़ी नहीं चढ़ पातीं, थोड़ी सूजन भी है' },
  {
    level: 'routine',
    text: 'पहली नौकरी के लिए नोएडा आए एक महीना हुआ, मन बहुत उदास रहता है, नींद ठीक नहीं। खुद को नुकसान पहुँचाने जैसा कुछ नहीं सोचता, बस सब फीका लगता है',
  },
  {
    level: 'self_care',
    text: 'बाइक पे बारिश में भीग गया तो ज़ुकाम हो गया, नाक बह रही और छींकें, बुखार नहीं। घर पे क्या करूँ?',
  },
  {
    level: 'self_care',
    text: 'canteen ka samosa kha ke halki acidity ho rahi 😅 khane ke baad seene mein jalan, koi gharelu upay?',
  },
  { level: 'self_care', text: 'exam के stress से मुँह में छाला हो गया, तीखा खाने पे बहुत चुभता है' },
  { level: 'self_care', text: 'कल IPL मैच में इतना चिल्लाए कि गला बैठ गया lol आवाज़ फटी हुई है' },
  {
    level: 'self_care',
    text: 'hostel mein machhar ke kaatne se haathon pe bahut khujli, koi cream batao',
  },
  // Round 36: people with a long-standing illness or a known history (diabetes, BP, asthma, epilepsy, an old stroke or heart attack, a stent, kidney disease, a past miscarriage or C-section, old TB) write about something new; measured blind against rules and the detector of round 35 (rules 90.9 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: 'मेरे पापा शुगर के मरीज़ हैं। तीन दिन से पैर के अंगूठे पर छाला था, अब वो लाल होकर सूज गया है, मवाद निकल रहा है और हल्का बुखार भी है। शुगर 280 के आसपास आ रही है। क्या आज ही डॉक्टर को दिखाना चाहिए?',
  },
  {
    level: 'urgent',
    text: 'Mujhe kidney ki bimari hai, nephrologist ko dikhata hoon. Do din se peshab mein jalan hai, baar baar jaana padta hai, aur aaj 101 bukhaar aur kamar ke ek side dard hai. Ulti nahi hai, khana-peena kar pa raha hoon.',
  },
  {
    level: 'urgent',
    text: 'बेटे को दमा है, 9 साल का है। दो दिन से सर्दी-खाँसी है और रात में सांस में सीटी बज रही है, पंप दिन में 4 बार देना पड़ रहा है। बात ठीक से कर रहा है, खेल भी रहा है, पर पंप से पूरा आराम नहीं हो रहा।',
  },
  {
    level: 'urgent',
    text: 'दस दिन पहले मेरा सिज़ेरियन हुआ था। टाँकों के पास लाली बढ़ गई है, वहाँ से बदबूदार पानी निकल रहा है और कल से बुखार 100-101 है। खून ज़्यादा नहीं आ रहा, बच्चा भी ठीक है।',
  },
  {
    level: 'urgent',
    text: 'Mummy ko BP hai, aaj check kiya toh 180/105 aaya, do baar naapa. Sir mein halka bhaaripan hai bas, seene mein dard, kamzori ya bolne mein dikkat nahi hai. Subah ki goli li thi. Aaj doctor ko dikhana chahiye kya?',
  },
  {
    level: 'routine',
    text: 'पाँच साल से थायराइड की गोली Thyronorm 50 ले रही हूँ। पिछले दो महीने से वज़न बढ़ रहा है, थकान रहती है और बाल झड़ रहे हैं। आखिरी TSH टेस्ट साल भर पहले हुआ था। क्या डोज़ बदलनी पड़ेगी?',
  },
  {
    level: 'routine',
    text: 'Sugar 8 saal se hai, aajkal padhte waqt akshar thode dhundhle lagte hain, khaas kar raat ko. Achanak nahi hua, dheere dheere ho raha hai. Aankh ka checkup kaafi time se nahi karaya. Kis doctor ke paas jaun?',
  },
  {
    level: 'routine',
    text: 'बीपी के लिए एम्लोडिपिन 10 चल रही है। एक महीने से शाम तक दोनों टखनों में हल्की सूजन आ जाती है, सुबह तक उतर जाती है। सांस ठीक है, कोई दर्द नहीं। क्या ये दवा का असर है?',
  },
  {
    level: 'routine',
    text: 'बेटी 14 साल की है, मिर्गी के लिए सोडियम वैल्प्रोएट लेती है। दौरे तो बंद हैं पर पिछले छह महीने में उसका वज़न 8 किलो बढ़ गया और पीरियड्स अनियमित हो गए हैं। क्या दवा बदली जा सकती है?',
  },
  {
    level: 'routine',
    text: 'तीन साल पहले हार्ट अटैक के बाद से दवाइयाँ चल रही हैं, दिल ठीक है। पिछले कुछ हफ्तों से घुटनों में दर्द रहता है, खासकर सीढ़ियाँ चढ़ते समय। दर्द की गोली लेने से डर लगता है कि दिल की दवा के साथ ठीक नहीं। किस डॉक्टर को दिखाएँ?',
  },
  {
    level: 'routine',
    text: 'Dadi ko 2 saal pehle lakwa hua tha, ab walker se chalti hain. Pichle kuch mahino se raat ko neend nahi aati aur chidchidi rehti hain. Koi nayi kamzori ya takleef nahi hai. Kya unhe kisi doctor ko dikhana chahiye?',
  },
  {
    level: 'self_care',
    text: 'शुगर है, मेटफॉर्मिन लेता हूँ। कल से ज़ुकाम और छींकें आ रही हैं, गले में हल्की खराश है, बुखार नहीं। शुगर 140 के आसपास है। कोई ऐसा कफ सिरप बताइए जिसमें चीनी न हो।',
  },
  {
    level: 'self_care',
    text: 'BP ki dawai leta hoon, sab control mein hai. Kal shaadi mein bahut masaledaar khaana khaya, aaj pet mein gas aur khatti dakaar aa rahi hai. Seene mein dard nahi hai, bas pet bhara bhara lag raha hai. Ghar pe kya karun?',
  },
  {
    level: 'self_care',
    text: 'माँ को थायराइड और बीपी है। कल से हल्के दस्त हैं, दिन में तीन-चार बार, बुखार या खून नहीं है, खाना-पीना ठीक कर रही हैं। ORS दे रहे हैं। बीपी की गोली चालू रखें या नहीं?',
  },
  {
    level: 'self_care',
    text: 'रोज़ दमे का स्टेरॉयड वाला पंप लेता हूँ। दो-तीन दिन से मुँह में छाले और गले में हल्की खराश है, सांस बिल्कुल ठीक है। क्या पंप के बाद कुल्ला करने से फर्क पड़ेगा?',
  },
  {
    level: 'self_care',
    text: 'दो साल पहले सिज़ेरियन हुआ था, अब सब ठीक है। कल घर की सफाई करते हुए भारी बाल्टी उठाई तो आज कमर के निचले हिस्से में हल्का दर्द है, पैरों में सुन्नपन या कमज़ोरी नहीं है। गरम सेक और आराम से ठीक हो जाएगा?',
  },
  // Round 37: work and seasons (farm, construction site, brick kiln, factory, drivers, fishermen, migrant workers; monsoon floods, heat wave, winter smoke, festival fasting, pilgrimage, wedding crowds); measured blind against rules and the detector of round 36 (rules 92.0 %, with the detector 98.3 %).
  {
    level: 'urgent',
    text: 'बाढ़ के पानी में तीन दिन काम किया, अब चार दिन से तेज़ बुखार है, पिंडलियों में बहुत दर्द है और आँखें लाल हैं। पेशाब ठीक आ रहा है, होश में हूँ, चल-फिर रहा हूँ। क्या आज ही दिखाना चाहिए?',
  },
  {
    level: 'urgent',
    text: 'Beti 6 saal ki hai, 3 din se bukhar 102-103 reh raha hai, aaj body pe laal daane aaye hain aur pet me halka dard hai. Khana-peena kar rahi hai. Mohalle me dengue chal raha hai, test karwana chahiye?',
  },
  {
    level: 'urgent',
    text: 'लोहे की चादर काटते हुए बाएँ हाथ पर करीब तीन सेंटीमीटर गहरा कट लग गया। कपड़ा दबाने से खून रुक गया है पर घाव खुला हुआ है और चादर पर जंग लगी थी। उँगलियाँ ठीक हिल रही हैं।',
  },
  {
    level: 'urgent',
    text: 'पिताजी को पेशाब में जलन है और दो दिन से कंपकंपी के साथ बुखार है, कमर के एक तरफ़ दर्द भी है। वो ट्रक चलाते हैं और पानी कम पीते हैं। उल्टी नहीं है, खाना खा रहे हैं।',
  },
  {
    level: 'urgent',
    text: 'Kheton me spray karte waqt dawa aankh me chali gayi. Paani se 15 minute dho liya, par ab bhi aankh laal hai, jalan hai aur thoda dhundhla dikh raha hai. Baaki sab theek hai.',
  },
  {
    level: 'routine',
    text: 'मैं ऑटो चलाता हूँ, छह महीने से कमर में दर्द रहता है, ख़ासकर दिन ख़त्म होने पर। पैरों में कोई कमज़ोरी या सुन्नपन नहीं है। किसी हड्डी के डॉक्टर को दिखाना चाहता हूँ।',
  },
  {
    level: 'routine',
    text: 'मम्मी को सर्दी आते ही घुटनों में दर्द बढ़ जाता है, सीढ़ी चढ़ने में दिक्कत होती है। साल भर से है, अब थोड़ा ज़्यादा हो गया है। किसी अच्छे डॉक्टर का अपॉइंटमेंट लेना है।',
  },
  {
    level: 'routine',
    text: 'ईंट भट्ठे पर काम करने से दो महीने से सूखी खाँसी है, बुखार नहीं, वज़न नहीं घटा और साँस ठीक है। जाँच करवानी है कि फेफड़ों में कुछ गड़बड़ तो नहीं।',
  },
  {
    level: 'routine',
    text: 'पिछले कुछ महीनों से प्यास ज़्यादा लगती है और रात में तीन-चार बार पेशाब जाना पड़ता है। मेरे पिताजी को शुगर थी। मैं मिल में काम करता हूँ, छुट्टी शनिवार को होती है।',
  },
  {
    level: 'routine',
    text: 'मछली पकड़ने का काम करता हूँ, धूप और पानी की चमक से आँख के कोने में सफ़ेद सी झिल्ली बढ़ रही है, कभी-कभी चुभन होती है। नज़र ठीक है। आँख के डॉक्टर को कब दिखाऊँ?',
  },
  {
    level: 'routine',
    text: 'हमारी बहू की शादी को दो साल हो गए, माहवारी अनियमित रहती है और बच्चा नहीं ठहर रहा। वो ठीक है, कोई दर्द नहीं। किसी महिला डॉक्टर से मिलना है।',
  },
  {
    level: 'self_care',
    text: 'Garmi me dhoop me kaam karke aaya hu, halka sar dard aur thakaan hai, paseena bahut aaya tha. Koi chakkar ya ulti nahi. Kya nimbu paani aur aaram kaafi hai?',
  },
  {
    level: 'self_care',
    text: 'सर्दी के मौसम में दो दिन से नाक बह रही है, गले में हल्की खराश है, बुखार नहीं है। काम पर जा रहा हूँ। कोई घरेलू उपाय बताइए।',
  },
  {
    level: 'self_care',
    text: 'बरसात में खेत में नंगे पैर काम करने से पैरों की उँगलियों के बीच खुजली और सफ़ेद गलन हो गई है। कोई दर्द या सूजन नहीं है।',
  },
  {
    level: 'self_care',
    text: 'Shaadi me teen din se bhaari khana kha raha hu, ab pet me gas aur khatti dakar aa rahi hai. Bukhar ya ulti nahi hai. Ghar pe kya karu?',
  },
  {
    level: 'self_care',
    text: 'धान रोपाई के बाद से कंधों और पीठ की मांसपेशियों में अकड़न और दर्द है, आराम करने से कुछ कम होता है। कोई चोट नहीं लगी।',
  },
  // Round 38: a long story told in order, ending with the speaker's own harmless guess (gas, acidity, the heat, a sprain, tiredness); measured blind against rules and the detector of round 37 (rules 88.9 %, with the detector 95.7 %).
  {
    level: 'urgent',
    text: 'कल से पेशाब में जलन थी, आज ठंड लगकर बुखार आया और अब कमर के दाहिने तरफ दर्द है। फिर भी ऑफिस गई, बस में बहुत भीड़ थी। सोचा गर्मी है, खूब पानी पी रही हूँ।',
  },
  {
    level: 'urgent',
    text: 'Beta 6 saal ka hai, school se aaya to kaan mein dard bata raha tha, shaam ko bukhar 102 ho gaya, rote rote so gaya, ab bhi kaan pakad ke ro raha hai. Thoda kha-pee raha hai. Sarson ka garam tel daal dein?',
  },
  {
    level: 'urgent',
    text: 'मेहमानों के लिए प्याज़ काट रही थी, चाकू फिसला और अंगूठे में गहरा कट लग गया, खुला हुआ है, दबाने से खून कम हुआ पर घाव गहरा दिख रहा है। हल्दी भरकर कपड़ा बाँध दिया। टिटनेस का इंजेक्शन बहुत पहले लगा था। सँभल जाएगा शायद।',
  },
  {
    level: 'urgent',
    text: 'Subah bus se utarte hue pair mud gaya, kadak ki awaaz aayi. Langdaate hue office pahuncha par ab takhna bahut sooj gaya hai, neela pad gaya hai aur pair zameen pe rakh hi nahi pa raha. Moch hi hogi, barf aur patti baandh leta hoon.',
  },
  {
    level: 'urgent',
    text: 'तीन दिन पहले नई चप्पल ने पैर में काट लिया था, मुझे शुगर है। आज देखा तो घाव के चारों तरफ लाल हो गया है, गरम और सूजा हुआ, हल्का बुखार भी है। सोचा बीटाडीन लगाकर छोड़ दूँ।',
  },
  {
    level: 'routine',
    text: 'तीन हफ्ते से हर वक्त प्यास लगती है और रात में तीन-चार बार पेशाब के लिए उठना पड़ता है। मम्मी को शुगर है। सोचा गर्मी की वजह से पानी ज़्यादा पी रही हूँ। बाकी ठीक हूँ। जाँच करवा लूँ?',
  },
  {
    level: 'routine',
    text: 'Do mahine se subah uthte hi ghutno mein akdan rehti hai, seedhi chadhte waqt dard hota hai. Umar 55 hai. Socha umar ka asar hai, garam tel se maalish kar leti hoon. Doctor ko kab dikhaun?',
  },
  {
    level: 'routine',
    text: 'पिछले तीन महीने से माहवारी हर दो हफ्ते में आ रही है, थोड़ी ज़्यादा भी, बाकी सब ठीक। उम्र 42 है। सोचा बेटे के बोर्ड एग्ज़ाम का तनाव है। लेडी डॉक्टर को दिखाऊँ?',
  },
  {
    level: 'routine',
    text: 'तीन हफ्ते पहले दाढ़ी बनाते वक्त गर्दन में छोटी सी गाँठ महसूस हुई, दर्द नहीं है, मटर जितनी है, अब भी वैसी ही है। बुखार नहीं। पत्नी कहती है दाँत की वजह से है, चली जाएगी। दिखा लूँ?',
  },
  {
    level: 'routine',
    text: 'एक महीने से खाना खाने के बाद छाती में जलन और खट्टी डकारें आती हैं। ऑफिस के बाद रात को देर से खाना खाता हूँ। एंटासिड से आराम मिल जाता है। डॉक्टर को दिखाना चाहिए क्या?',
  },
  {
    level: 'routine',
    text: 'Mera 4 saal ka beta mahino se zor zor se kharrate leta hai, raat ko muh khol ke saans leta hai, teacher kehti hain class mein oonghta hai. Dadi kehti hain sab bachche kharrate lete hain. ENT ko dikhayein?',
  },
  {
    level: 'self_care',
    text: 'आज दिन भर भागदौड़ रही, बाज़ार गई, फिर मेहमानों का खाना बनाया, कुकर की सीटियाँ बजती रहीं। अब हल्का सिरदर्द है और थकान। बुखार नहीं। लगता है थकान ही है, पानी पीकर जल्दी सो जाऊँगी।',
  },
  {
    level: 'self_care',
    text: 'Kal raat shaadi mein bahut tala-bhuna kha liya, aaj subah se halki acidity aur pet phoola hua hai. Dard nahi, ulti nahi. Jeera paani pee rahi hoon. Theek ho jayega na?',
  },
  {
    level: 'self_care',
    text: 'कल से नाक बह रही है, छींकें आ रही हैं, गले में हल्की खराश है, बुखार नहीं। बेटा स्कूल से लेकर आया। भाप ले रही हूँ और हल्दी वाला दूध पी रही हूँ। ठीक हो जाएगा न?',
  },
  {
    level: 'self_care',
    text: 'बगीचे में नंगे पैर घूम रहा था, ईंट के किनारे से घुटना छिल गया, छोटी सी खरोंच, थोड़ा खून निकला जो अपने आप रुक गया। साबुन से धो लिया। और कुछ करना है?',
  },
  {
    level: 'self_care',
    text: 'पिछले हफ्ते घर शिफ्ट किया, बहुत डिब्बे उठाए। अब कंधे और कमर में दर्द है, झुकने पर ज़्यादा, पर सुन्नपन या पैर में दर्द नहीं। गरम पानी की थैली से सेंक करके आराम करूँगा, ठीक?',
  },
  // Round 39: shyness and euphemism (bleeding called 'that' or 'my clothes got spoiled', pain called 'uneasiness', a suicide plan only hinted, elders' polite indirection); measured blind against rules and the detector of round 37 (rules 78.4 %, with the detector 94.3 %).
  {
    level: 'urgent',
    text: 'Nanad ki shaadi ke kaam mein lagi rahi, teen din se peshaab mein jalan thi, aaj kaanp ke bukhaar aa raha hai aur kamar mein ek taraf dard. Sharam ke maare kisi ko bataya nahi. 30 saal ki hoon.',
  },
  {
    level: 'urgent',
    text: 'ससुर जी को तीन दिन से खाँसी-बुखार है, आज बुखार 102, बलगम पीला, चलने पर साँस थोड़ी फूलती है पर बात ठीक कर रहे हैं, खाना कम। कहते हैं डॉक्टर के पास बाद में चलेंगे।',
  },
  {
    level: 'urgent',
    text: 'पति के पैर में दो दिन पहले कील चुभ गई थी, अब वहाँ लाली फैल रही है, सूजन है, गरम है, हल्का बुखार भी। शुगर के मरीज़ हैं। कहते हैं बस थोड़ी सी बात है।',
  },
  {
    level: 'urgent',
    text: 'Bachche (5) ke kaan mein 2 din se dard, aaj kaan se peela paani beh raha hai aur bukhaar 101. Thoda khel raha hai, khaana kam.',
  },
  {
    level: 'urgent',
    text: 'बहन को दो दिन से उल्टी-दस्त हैं, आज पेशाब बहुत कम, मुँह सूख रहा है, खड़े होने पर चक्कर आता है। पानी पीते ही उल्टी हो जाती है। बात ठीक कर रही है।',
  },
  {
    level: 'routine',
    text: "50 की उम्र में 'महीने वाली बात' अनियमित हो गई है, कभी दो महीने नहीं, कभी ज़्यादा। रात को गर्मी सी लगती है और पसीना। और कोई परेशानी नहीं।",
  },
  {
    level: 'routine',
    text: "Kuch mahino se mujhe 'wahan' khujli aur safed paani ki shikayat hai, badbu nahi. Bolne mein sharam aati hai. Kya kisi lady doctor ko dikhaana chahiye?",
  },
  {
    level: 'routine',
    text: 'माँ के पैरों में शाम तक सूजन आ जाती है, सुबह कम हो जाती है। साँस ठीक है। कई हफ़्तों से ऐसा है।',
  },
  {
    level: 'routine',
    text: "पति दुकान बंद होने के बाद से चुप-चुप रहते हैं, खाना कम, नींद नहीं आती, किसी से मिलते नहीं। कोई ऐसी-वैसी बात नहीं कहते, बस उदास हैं। 'पागलों का डॉक्टर' सुनकर डरते हैं। किसे दिखाएँ?",
  },
  {
    level: 'routine',
    text: 'Mujhe kaafi time se latrine ke baad thoda khoon aata hai aur wahan masse jaisa lagta hai. Dard kam hai, umar 35. Kisi ko bolne mein sharam aati hai.',
  },
  {
    level: 'routine',
    text: 'पिछले दो महीने से बहुत प्यास लगती है, बार-बार पेशाब जाना पड़ता है, वज़न थोड़ा कम हुआ है। परिवार में शुगर है। जाँच करवानी चाहिए?',
  },
  {
    level: 'self_care',
    text: 'मौसम बदलते ही छींकें और नाक बहना शुरू हो गया, आँखों में हल्की खुजली, बुखार नहीं। छोटी सी बात के लिए डॉक्टर को तंग नहीं करना चाहता।',
  },
  {
    level: 'self_care',
    text: 'Teen din se latrine sakht aa rahi hai, thoda zor lagana padta hai, aur koi takleef nahi. Paani kam peeta hoon shayad. Ghar pe kya karun?',
  },
  {
    level: 'self_care',
    text: 'धूप में काम करने से गर्दन और हाथों पर हल्की जलन और लाली है, छाले नहीं। ठंडा पानी लगा रही हूँ।',
  },
  {
    level: 'self_care',
    text: 'सर्दी में एड़ियाँ फट गई हैं, चलने पर हल्का दर्द होता है। खून नहीं, कोई सूजन नहीं।',
  },
  {
    level: 'self_care',
    text: 'कल जिम में पहली बार गया, आज जाँघों और बाहों में अकड़न और दर्द है। बाकी सब ठीक।',
  },
  // Round 40: readings and numbers (BP 82/50, pulse 44, SpO2 84, a baby's 35.2 °C, fits three times in an hour), the danger often in the number alone; measured blind after rounds 38 and 39's fixes (rules 87.8 %, with the detector 94.9 %).
  {
    level: 'urgent',
    text: 'तीन दिन से 102-103 बुखार है, आज प्लेटलेट 90 हज़ार आई। उल्टी नहीं, पानी पी रहा हूँ। उम्र 30।',
  },
  {
    level: 'urgent',
    text: 'Pair ki ungli mein 2 din pehle chot lagi thi, ab laal ho gayi hai aur sooj gayi, thoda pus bhi. Sugar 260 ke aaspaas rehti hai. Bukhaar nahi.',
  },
  {
    level: 'urgent',
    text: '5 साल की बेटी के कान से मवाद निकल रहा है, रात भर रोई, बुखार 101 है।',
  },
  {
    level: 'urgent',
    text: 'आँख में लकड़ी का बुरादा गया था, पानी से धो लिया, पर 2 घंटे बाद भी चुभन और लाली है, आँसू आ रहे हैं।',
  },
  {
    level: 'urgent',
    text: 'Peshab karte waqt jalan 3 din se, aaj kamar mein dard aur 101.5 bukhaar. Umar 35, pregnant nahi hoon.',
  },
  {
    level: 'routine',
    text: 'पिछले 10 दिन से बीपी 146/92 के आसपास आ रहा है, कोई तकलीफ़ नहीं, उम्र 50। दवा शुरू करनी चाहिए?',
  },
  {
    level: 'routine',
    text: 'Vitamin D ki report mein 12 aaya hai, kamar aur pairon mein dard rehta hai. Doctor se kab milna chahiye?',
  },
  {
    level: 'routine',
    text: 'Pichle 3 mahine mein bina koshish ke 5 kilo wazan ghat gaya hai, bhookh theek hai, umar 44.',
  },
  {
    level: 'routine',
    text: 'मेरी 14 साल की बेटी की माहवारी हर बार 10 दिन तक चलती है। हीमोग्लोबिन 9.8 आया है।',
  },
  {
    level: 'routine',
    text: 'Fasting sugar 128 aur khane ke baad 190 aaya, pehli baar check karaya. Umar 42, pitaji ko bhi sugar hai.',
  },
  {
    level: 'routine',
    text: '6 हफ्ते से खाँसी है, रात को ज़्यादा, बुखार नहीं। दिन में 10 बीड़ी पीता हूँ।',
  },
  {
    level: 'self_care',
    text: 'Do din se zukaam aur chheenkein, temperature 99.2, baaki sab theek hai. Kya lun?',
  },
  {
    level: 'self_care',
    text: 'Kal dhoop mein 4 ghante cricket khela, aaj sir mein halka dard aur thakaan, paani kam piya tha. BP 118/78.',
  },
  {
    level: 'self_care',
    text: '8 महीने के बेटे के दाँत निकल रहे हैं, हल्का बुखार 99.5, लार बहुत गिर रही है, खेल रहा है।',
  },
  {
    level: 'self_care',
    text: 'एड़ी में सुबह उठकर पहले 10 कदम दर्द होता है, फिर ठीक हो जाता है। 2 हफ्ते से है।',
  },
  {
    level: 'self_care',
    text: 'रसोई में तवे से उंगली जल गई, 1 सेंटीमीटर का लाल निशान है, छाला नहीं पड़ा।',
  },
];

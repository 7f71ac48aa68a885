import type { OrdinaryProbe } from '../ordinary-probes';

/** Ordinary probes, Bhojpuri: everyday health messages that are not emergencies. */
export const ORDINARY_PROBES_BH_IN: readonly OrdinaryProbe[] = [
  { level: 'self_care', text: 'सरदी खोंखी में दही खा सकेनी का' },
  {
    level: 'routine',
    text: 'माई 70 साल के बाड़ी, एक महीना से कमजोरी आ थकान रहेला, खाना भी पहिले से कम खाली। बुखार नइखे। घरे बीपी आ सुगर ठीक आवत बा।',
  },
  { level: 'self_care', text: 'बाबूजी के सुगर बा, दवाई से कंट्रोल में बा। नास्ता में का दिहल ठीक रही?' },
  {
    level: 'urgent',
    text: 'तीन दिन से 102-103 बुखार बा, देह दरद बा। पैरासिटामोल से कुछ घंटा उतरेला फेर चढ़ जाला। दाना भा खून आवे के कुछ नइखे। डेंगू के जांच कराईं का?',
  },
  { level: 'self_care', text: 'pahaadi raasta me bus me ek ber ulti bhail, ab thik lagat ba' },
  { level: 'self_care', text: 'तीन दिन से पेट साफ ना भइल बा का खाईं' },
  {
    level: 'urgent',
    text: '6 din se bukhar ba roj tanik badh jaala bhookh na lagela dawai dukaan wala widal bolle ba',
  },
  { level: 'self_care', text: 'घाम में घूमे से हाथ आ गरदन के चमड़ी लाल होके छिलात बा।' },
  { level: 'urgent', text: '5 saal ke beti raat se kaan dard se roawat bia, bukhar 101' },
  { level: 'routine', text: 'रात में 3-4 बेर पेसाब खातिर उठे के पड़ेला, धार भी कमजोर बा, उमिर 63' },
  { level: 'self_care', text: 'muh pe bahut pimple ba, 18 saal ke bani, kaun facewash lagaayin' },
  {
    level: 'urgent',
    text: 'dawai dukaan pe BP 170/100 aail, maatha dard naikhe, kawno dawai na khaani',
  },
  {
    level: 'routine',
    text: 'दू महीना में बिना कोसिस के 4 किलो वजन घट गइल। खाना ठीक खात बानी, बुखार नइखे। जांच करावे के चाहीं?',
  },
  { level: 'routine', text: 'typhoid ke baad se 3 mahina se baal bahut jharat ba' },
  { level: 'self_care', text: 'एह मौसम में रोज भोरे आंख में खुजली, पानी आ छींक आवेला' },
  {
    level: 'self_care',
    text: 'हम दू महीना के पेट से बानी, रोज भोरे जी मिचलाला आ आज एक बेर उल्टी भइल। थोड़-थोड़ खात बानी आ पानी पियत बानी। ई नॉर्मल बा का, घरे का करीं?',
  },
  { level: 'self_care', text: 'दू दिन से नाक बहत बा आ छींक आवत बा, बुखार नइखे। कवन दवाई लीं?' },
  {
    level: 'routine',
    text: 'दू महीना से कंधा जकड़ गइल बा, हाथ पूरा ऊपर ना जाला। सुगर के बेमारी बा, उमिर 55।',
  },
  { level: 'self_care', text: 'जीभ पर छाला बा 4 दिन से, खाना खात घरी जरेला।' },
  {
    level: 'self_care',
    text: 'mahina ke pahila du din pet me bahut marod hola, meftal spas le sakila ka?',
  },
  {
    level: 'self_care',
    text: 'काल्ह रात बियाह में तेल मसाला वाला खाना खइनी, तब से पेट में जलन आ खट्टा डकार आवत बा। एगो ENO पियनी, तनी आराम बा। उल्टी भा बुखार नइखे। घरे अउरी का करीं?',
  },
  { level: 'self_care', text: 'mobile dekhat dekhat maatha dard hota aa aankh bhi thak gail ba' },
  {
    level: 'routine',
    text: 'kamar ke dard baayan god tak jaat ba 2 hafta se, dard ke goli se tanike aaram',
  },
  {
    level: 'routine',
    text: 'हमरा पांचवा महीना चलत बा। एनोमली स्कैन कब करावे के बा आ कवन-कवन जांच बाकी बा?',
  },
  {
    level: 'self_care',
    text: 'तरकारी काटत घरी अंगुरी कट गइल, खून रुक गइल बा। पट्टी बान्ह देनी, अउरी कुछ करे के बा?',
  },
  {
    level: 'urgent',
    text: 'hamar 3 saal ke beta bhore se 4 ber ulti aa dast kaile ba. ORS ghont ghont piyat ba aa khelat bhi ba bakir susu ek hi ber kailas. ka karin?',
  },
  { level: 'self_care', text: 'ghar se kaam karat pura din baithe se kamar dukhaat ba' },
  { level: 'routine', text: 'हमार मरद रात के जोर से खर्राटा लेलन आ दिन भर ऊंघात रहेलन' },
  {
    level: 'routine',
    text: 'हमार बेटी 9 महीना के बिया, अबहीं बिना सहारा के ना बइठेले। हंसेले, बोली निकालेले आ दूध ठीक पियेले। ई देर बा का? बच्चा के डॉक्टर के देखाईं?',
  },
  {
    level: 'self_care',
    text: 'सरदी के बाद रात में सूखा खोंखी आवत बा, तीन दिन हो गइल। बुखार नइखे। मधु आ अदरख लेत बानी, तनी आराम बा। केतना दिन में ठीक होई?',
  },
  {
    level: 'routine',
    text: 'छव महीना से महीना ठीक से ना आवत बा, वजन बढ़त बा आ ठोढ़ी पर बाल आवत बा। हमार उमिर 22 बा। ई PCOD बा का? कवना डॉक्टर के देखाईं?',
  },
  {
    level: 'routine',
    text: 'jaangh par daad ba 2 mahina se, cream lagaile par bhi naikhe jaat, failat ba',
  },
  { level: 'self_care', text: 'garmi me din bhar thakaan rahela, ketna paani piye ke chaahi?' },
  { level: 'routine', text: 'daant me thanda paani lagela aa kaala daag ba' },
  {
    level: 'urgent',
    text: 'भोरे से 5 बेर उल्टी हो गइल बा पानी भी ना टिकत बा उमिर 30 आ कवनो बेमारी नइखे',
  },
  { level: 'urgent', text: 'daant dard ke saathe gaal phool gail aa raat se bukhar ba' },
  {
    level: 'urgent',
    text: 'बाबूजी के सुगर भोरे से 340 बा, बहुत पियास लागत बा आ बार-बार पेसाब जात बाड़न। बात ठीक से करत बाड़न। तीन दिन से दवाई ना खइले रहलन।',
  },
  { level: 'routine', text: 'भोरे उठ के पहिला डेग रखते एड़ी में तेज दरद, एक महीना से' },
  { level: 'routine', text: 'कांख में फोड़ा भइल बा, एह साल तीसरा बेर' },
  {
    level: 'routine',
    text: 'naukri chhutla ke baad 2 mahina se man udaas rahela, kawno chij me man na lage, neend bhi kam. mehraaru saath bari, doctor se baat kare ke chaahat bani',
  },
  {
    level: 'routine',
    text: 'बवासीर के दिक्कत बा, एक हफ्ता से कड़ा पैखाना के साथे दरद आ दू-चार बूंद खून आवेला।',
  },
  { level: 'self_care', text: 'भोरे से 3 बेर पतला पैखाना भइल बा बुखार नइखे पानी पियत बानी ओआरएस लीं का' },
  {
    level: 'urgent',
    text: 'kaalh dengue NS1 positive aail, platelet 1.25 lakh ba. khaat piyat bani, pet me dard naikhe, kahin se khoon naikhe. ab ka karin?',
  },
  {
    level: 'self_care',
    text: 'beti ke kapaar me dheel ho gail school se, kaise hataayin? 9 saal ke bia',
  },
  {
    level: 'self_care',
    text: 'हमार 2 साल के बेटा के भोरे से 100.4 बुखार बा बाकिर खेलत बा, दूध पियत बा आ सुसु भी ठीक से करत बा। पैरासिटामोल सिरप दे देले बानी। कवना बात पर धेयान राखीं?',
  },
  { level: 'routine', text: 'पूरा देह में खुजली वाला दाना बा रात के जादे खुजाला भाई के भी इहे बा' },
  { level: 'routine', text: 'vitamin D 11 aail ba report me, ka karin' },
  {
    level: 'routine',
    text: 'माई के बीपी घरे एक हफ्ता से 150/95 के आसपास आवत बा। उनका कवनो तकलीफ नइखे, माथा दरद भी ना। ऊ Amlodipine 5 खाली। दवाई बदले के पड़ी का?',
  },
  {
    level: 'routine',
    text: 'laika 6 saal ke ba, raat ke peechhe khujaawat rahela, pet me kira hoi ka',
  },
  {
    level: 'self_care',
    text: 'kaam ke tension se raat me neend na aavela, dimag chalte rahela. bina neend ke goli ke kuch upaay bataain',
  },
  {
    level: 'routine',
    text: 'एक साल से दूनो ठेहुना में दरद बा, सीढ़ी चढ़े में जादे। उमिर 60 बा। तेल मालिस से कवनो खास फरक नइखे।',
  },
  { level: 'self_care', text: 'roj vitamin C aa zinc le sakila immunity khaatir?' },
  {
    level: 'urgent',
    text: 'भोरे से बायां कमर में तेज दरद बा जवन नीचे जांघ ओर जात बा। दू साल पहिले पथरी भइल रहे। दरद के गोली खइनी, तबो दरद बा।',
  },
  {
    level: 'urgent',
    text: 'गोड़ पर लाल, गरम, फूलल जगह दू दिन से फइलत बा आ 100 बुखार बा। उहां छोटहन खरोंच लागल रहे।',
  },
  {
    level: 'routine',
    text: 'health checkup me fasting sugar 132 aa HbA1c 6.7 aail ba, eh ke ka matlab ba',
  },
  { level: 'urgent', text: 'pesaab me jalan ke saathe 101 bukhar aa kamar dard kaalh se' },
  { level: 'routine', text: 'दू महीना से बीपी नॉर्मल आवत बा का बीपी के गोली बंद कर सकेनी' },
  { level: 'routine', text: 'दू महीना से लगभग रोज एसिडिटी होला, भोरे pantoprazole खइला के बादो।' },
  {
    level: 'self_care',
    text: 'काल्ह रात हलुक बुखार 99.8 आ देह दरद रहे, एगो पैरासिटामोल लेनी, आज लगभग ठीक बानी। कवनो जांच करावे के पड़ी?',
  },
  {
    level: 'routine',
    text: 'बाबा 75 साल के बाड़न। पिछला एक साल से नाम भुला जालन, चीज रख के भुला जालन आ एके बात बार-बार पूछेलन। अचानक कुछ ना भइल, रोज के काम अपने कर लेलन। याददास्त के जांच खातिर केकरा के देखाईं?',
  },
  { level: 'self_care', text: 'jahaaj se aaile ke baad kaan band-band lagat ba, dard naikhe' },
  {
    level: 'self_care',
    text: 'बगइचा में मधुमाछी हाथ पर काट लिहलस तनी फूलल बा आ दरद बा बाकी सब ठीक बा का लगाईं',
  },
  { level: 'routine', text: 'ek hafta se safed paani aavat ba aa khujli ba, badbu naikhe' },
  {
    level: 'routine',
    text: 'तीन हफ्ता से खोंखी बा, बुखार नइखे, भोरे बलगम आवेला। हम बीड़ी पीयेनी। टीबी के जांच करावे के चाहीं का?',
  },
  {
    level: 'routine',
    text: 'यूरिक एसिड 8.6 आइल बा, पिछला साल गोड़ के अंगूठा में दरद भइल रहे। दवाई खाए के पड़ी?',
  },
  { level: 'routine', text: 'hemoglobin 9 aail ba, hardam thakaan rahela, 26 saal ke bani' },
  { level: 'routine', text: 'दूनो आंख लाल बा आ काल्ह से कीचड़ आवत बा, आंख आइल बा सायद' },
  { level: 'routine', text: 'goli khaile ke baado khana ke baad sugar 220 aavat ba' },
  { level: 'urgent', text: '7 महीना के पेट बा, भोरे से पेसाब में जलन आ 100.5 बुखार। बच्चा ठीक से हिलत बा।' },
  { level: 'routine', text: 'रिपोर्ट में टीएसएच 8.5 आइल बा थकान रहेला वजन बढ़त बा दवाई खाए के पड़ी का' },
  {
    level: 'self_care',
    text: 'hamra 8 kilo wajan kam kare ke ba, 30 saal, ghare rahile, koi bimari naikhe. khaana-peena bataain',
  },
  { level: 'self_care', text: 'एड़ी फाट गइल बा, खाली गोड़ चले में दरद होला, का लगाईं?' },
  {
    level: 'urgent',
    text: 'एक घंटा पहिले गली के कुकुर गोड़ पर काट लिहलस। छोटहन घाव बा, साबुन पानी से धो देले बानी। कवन सुई लागी आ कब ले?',
  },
  {
    level: 'routine',
    text: 'कई महीना से मीटिंग से पहिले बहुत घबराहट होला, पेट में कुछ-कुछ होखे लागेला आ हर बात जादे सोचेनी। काम पर असर पड़त बा। केहू से बात करे के चाहत बानी।',
  },
  {
    level: 'urgent',
    text: 'बेटा के आंख पर क्रिकेट के गेंद लाग गइल, पपनी फूल गइल बा आ दरद बा बाकिर ठीक से लउकत बा। आजे देखाईं का?',
  },
  { level: 'self_care', text: 'माथा में रूसी बा आ बहुत खुजली होला, जाड़ा सुरू भइला से' },
  { level: 'urgent', text: 'कूल्हा पर बड़हन मवाद वाला फोड़ा बा, बहुत दरद आ काल्ह से बुखार' },
  {
    level: 'self_care',
    text: 'हमार 4 साल के बेटा दुपहरिया के खाना ना खाला, खाली बिस्कुट आ दूध मांगेला। खेलत-कूदत बा आ डॉक्टर पिछला महीना वजन ठीक बतवले रहलें। ओकरा के खाना कइसे खियाईं?',
  },
  {
    level: 'self_care',
    text: 'kaalh se gala me khich khich hota, garam pani piyat bani, aur ka karin',
  },
  {
    level: 'urgent',
    text: 'एक दिन छोड़ के कंपकंपी के साथे बुखार आवत बा हमनी के झारखंड के जंगल वाला इलाका में रहेनी मलेरिया के जांच करावे के बा का',
  },
  { level: 'urgent', text: 'चार दिन से आंख पियर, पेसाब गाढ़ पियर, भूख नइखे आ थकान बा' },
  { level: 'routine', text: 'अखबार पढ़े में धुंधला लउकेला, उमिर 44, चस्मा लागी का?' },
  {
    level: 'self_care',
    text: 'हमार बेटी 5 साल के बिया, दू दिन से हलुक सरदी खोंखी बा। एक बेर 99.6 बुखार रहे, अब नइखे। खेलत बिया आ खाना भी ठीक से खात बिया। दवाई दिहल जरूरी बा का?',
  },
  { level: 'urgent', text: 'मंदिर पर बानर हाथ पर नोह मार दिहलस, तनी खून निकलल। सुई लगवावे के पड़ी का?' },
  { level: 'self_care', text: 'राजमा खइला के बाद पेट फूल जाला आ गैस बनेला' },
  { level: 'routine', text: 'mahina 10 din late ba, test negative aail' },
  { level: 'self_care', text: 'अगिला हफ्ता बोर्ड के परीक्षा बा, पढ़ाई में मन ना लागत बा आ घबराहट होत बा' },
  { level: 'self_care', text: 'gym suru kaile bani, du din se god me dard ba, normal ba ka' },
  {
    level: 'urgent',
    text: 'seedhi se gir gaini, thehuna phool gail garam ba aa pura mudat naikhe',
  },
  { level: 'urgent', text: 'स्कूटी से गिर गइनी कलाई फूल गइल बहुत दरद हिला ना पावत बानी हड्डी टूटल बा का' },
  {
    level: 'self_care',
    text: 'पिछला महीना दादी गुजर गइली। ऑफिस जात बानी, खाना भी खात बानी, बाकिर सांझ के मन बहुत उदास हो जाला आ कबो-कबो रोआई आ जाला। घर के लोग साथ बा। ई ठीक बा का?',
  },
  {
    level: 'self_care',
    text: 'देह दरद खातिर दिन में दू बेर पैरासिटामोल 650 ले सकेनी का? उमिर 40, अउरी कवनो बेमारी नइखे।',
  },
  { level: 'urgent', text: 'पड़ोसी के बिलार बेटा के हाथ पर काट लिहलस चमड़ी छिला गइल रेबीज के सुई लागी का' },
  {
    level: 'self_care',
    text: 'बच्ची के गरदन आ पीठ पर घमौरी हो गइल बा, दूध ठीक से पियत बिया आ खुस बिया',
  },
  {
    level: 'urgent',
    text: 'भोरे से 10 बेर पतला पैखाना, कमजोरी बा आ पेसाब कम होत बा। ORS पी पावत बानी।',
  },
  {
    level: 'self_care',
    text: 'क्रिकेट खेलत घरी गोड़ मोचा गइल, तनी सूजन बा। चल पावत बानी आ गोड़ पर भार दे पावत बानी। बरफ लगा देले बानी, अउरी का करीं?',
  },
  {
    level: 'urgent',
    text: 'raat ke khana me machhri ke kaanta gala me phans gail, ghotat ghari gadat ba',
  },
  {
    level: 'urgent',
    text: 'टूटल सीसा से हथेली कट गइल, दबवला से खून रुक गइल बाकिर घाव खुलल बा। टांका लागी का?',
  },
  { level: 'self_care', text: 'गोड़ के तलवा में गोखरू बा, चले में गड़ेला' },
  { level: 'self_care', text: '20 मिनट से हिचकी ना रुकत बा' },
  { level: 'self_care', text: 'काल्ह से नाक बहत बा आ छींक आवत बा, बोखार नइखे। का लीं?' },
  { level: 'self_care', text: 'kapar dukhat ba subah se, raat me neend na bhail' },
  {
    level: 'self_care',
    text: 'हमार उमिर 31 साल बा, दू दिन से गला में खराश आ हल्का खांसी बा। काल्ह रात 99.4 बोखार रहल, एगो पैरासिटामोल से उतर गइल। सांस लेवे में कवनो दिक्कत नइखे, खाना-पीना ठीक बा। भाप आ नमक के पानी से गरारा से काम चल जाई का?',
  },
  {
    level: 'self_care',
    text: 'बियाह में ढेर तेल वाला खा लेनी तब से खट्टा डकार आवत बा आ पेट के ऊपर जरन बा उल्टी नइखे कवनो सिरप बता दीं',
  },
  {
    level: 'self_care',
    text: 'hamar beta 4 saal ke ba, aaj 3 baar patar paikhana bhail. khelat ba, khat bhi ba, khoon nahi, ulti nahi, peshab theek ba. ORS det bani, itna kaafi ba ki dawai chahi?',
  },
  {
    level: 'self_care',
    text: 'चार दिन से पेट साफ नइखे भइल। सफर में पानी कम पियनी। पेट में दरद नइखे, खून नइखे। हमार उमिर 40 बा, अउरी कवनो बेमारी नइखे। कवनो घरेलू उपाय बताईं।',
  },
  {
    level: 'self_care',
    text: 'हमार बबुनी 9 साल के बिया, ओकरा माथा में फेर से ढील हो गइल बा। पिछला महीना दवाई वाला शैम्पू लगवनी, इस्कूल खुलते फेर आ गइल। माथा पर कवनो घाव नइखे, बोखार नइखे। पूरा घर के इलाज करावे के पड़ी का?',
  },
  {
    level: 'self_care',
    text: 'तरकारी काटत घरी अंगुरी कट गइल, दबवला से खून रुक गइल। छव महीना पहिले टिटनेस के सुई लागल रहे। खाली पट्टी से काम चल जाई?',
  },
  {
    level: 'self_care',
    text: 'khet me kaam karat ghari madhumakkhi haath pe kaat lelas, ek ghanta pahile. khali ohi jagah sujan aa khujli ba. honth ya chehra na sujal ba, saans theek ba. dank nikaal deni. baraf lagaai?',
  },
  {
    level: 'self_care',
    text: 'काल्ह फुटबॉल खेलत घरी गोड़ मुड़ गइल, एड़ी के बगल में हल्का सूजन बा। थोड़ा दरद के साथ चल पावत बानी। बरफ लगाईं कि सेंकाई करीं? केतना दिन आराम करे के पड़ी?',
  },
  {
    level: 'self_care',
    text: 'बाबूजी 69 साल के बाड़न, बीपी के दवाई एम्लोडिपिन 5 खालन। आज सुबह 138/86 आइल, काल्ह 140/88 रहल। उनका कवनो चक्कर चाहे कपार दरद नइखे, रोज सुबह टहले जालन। ई ठीक बा नू, कि दवाई बदले के पड़ी?',
  },
  {
    level: 'self_care',
    text: 'board ke pariksha 3 hafta me ba, padhai me man na lagat ba, har ghari ghabrahat rahat ba. raat 2 baje le phone chalawat rahi la. khana theek khat bani. kuch upay batai plz',
  },
  {
    level: 'self_care',
    text: 'हम दिल्ली में फैक्ट्री में रात के सिफ्ट करेनी, दू महीना से दिन में ठीक से नींद ना आवेला। 4-5 घंटा सुत पावेनी आ थकान रहेला। कवनो बेमारी नइखे, कवनो दवाई ना खाइले। नींद सुधारे खातिर का करीं?',
  },
  {
    level: 'self_care',
    text: 'महीना (पीरियड) के पहिला दू दिन पेट के नीचे बहुत ऐंठन होला, 15 साल के उमिर से। गरम पानी के थैली से तनी आराम मिलेला। खून नॉर्मल आवेला, 5 दिन चलेला। कवन गोली ले सकेनी आ दिन में केतना?',
  },
  {
    level: 'self_care',
    text: 'हम 8 हफ्ता से पेट से बानी, पहिला बच्चा ह। सुबह जी मिचलाला आ कबो-कबो एक बेर उल्टी हो जाला। दुपहर ले खाना-पानी ठीक से रुक जाला। खून नइखे जात, पेट में दरद नइखे। ई नॉर्मल बा का, का खाईं?',
  },
  {
    level: 'self_care',
    text: 'बाबूजी के सुगर बा, रोज सुबह सत्तू पियेलन। सत्तू से सुगर बढ़ी का, केतना पियल ठीक बा?',
  },
  {
    level: 'self_care',
    text: 'vajan 7 kilo kam kare ke ba, 24 saal, laiki, koi bemari nahi. safe diet batai',
  },
  { level: 'self_care', text: 'जीभ पर छाला बा तीन दिन से, मरिचा वाला खइला पर जरेला' },
  {
    level: 'self_care',
    text: '3 saal ke babua ke peeth aa gardan pe ghamauri ho gail ba, bahut khujlawat ba. khana-pina, khel sab theek ba, bukhar nahi. din me 2 baar nahwawat bani. kaun powder lagaai?',
  },
  {
    level: 'self_care',
    text: 'हमार माई 63 साल के बाड़ी सीढ़ी चढ़े में ठेहुना में दरद होला कुछ महीना से सूजन नइखे घर में चल फिर लेली कवनो एक्सरसाइज बता दीं',
  },
  {
    level: 'self_care',
    text: 'हम मजदूरी करेनी, परसों सीमेंट के बोरा उठवले रहनी तब से कमर धर लेले बा आ दरद बा। गोड़ में दरद नइखे उतरत, सुन्न नइखे, पेसाब ठीक होता। सेंकला से तनी आराम बा। जल्दी ठीक होखे खातिर का करीं?',
  },
  {
    level: 'self_care',
    text: 'बबुनी 9 महीना के बिया, लागत बा दाँत निकलत बा।\nलार ढेर गिरत बा, सब मुँह में डालत बिया, हल्का 99 बोखार। दूध ठीक से पियत बिया।',
  },
  {
    level: 'self_care',
    text: 'हमार 2 साल के बबुआ के आज सुबह से 100 बोखार बा आ नाक बहत बा। सिरप देनी त अब खेलत बा आ खाना भी खइलस। कवनो दाना नइखे, सांस तेज नइखे, उल्टी नइखे। घरे पर देख सकेनी का?',
  },
  {
    level: 'self_care',
    text: 'din bhar computer pe kaam kara ke aankh sukh jaat ba aa thakal lagela, laali nahi, dard nahi. koi drop?',
  },
  {
    level: 'self_care',
    text: 'साँझ के पेट फूल जाला आ गैस ढेर बनेला, एक हफ्ता से। आजकल राजमा-छोला आ चना ढेर खात बानी। दरद नइखे, पैखाना साफ होता, उल्टी नइखे। खाना में का बदलीं?',
  },
  {
    level: 'self_care',
    text: 'पिछला महीना हमार आजी गुजर गइली, तब से हम बार-बार रो पड़ेनी, खास कर के रात में। कॉलेज जात बानी, खात बानी, संघतियन से बात भी करेनी। बस मन खाली-खाली लागेला। ई सामान्य बा का, केतना दिन रही?',
  },
  { level: 'self_care', text: 'सरदी में पैरासिटामोल आ सेट्रिज़िन एके साथ ले सकेनी का?' },
  {
    level: 'self_care',
    text: 'ham bahar dhoop me kaam karila, garmi me loo se bache khatir ka kari? abhi koi dikkat nahi ba',
  },
  {
    level: 'self_care',
    text: 'office ke checkup me hamar Hb 11.7 aail ba. 29 saal ke bani, koi taklif nahi, mahina normal ba, thakan bhi nahi. ka i kam ba? khana me ka badhaai?',
  },
  {
    level: 'self_care',
    text: 'बस में पहाड़ी रास्ता पर बबुआ के एक बेर उल्टी भइल, अब ठीक बा पानी पियत बा। 10 साल के बा।',
  },
  {
    level: 'self_care',
    text: 'सरदी के बाद सूखा खांसी रह गइल बा, छव दिन से, रात में सुतला पर ढेर। अब बोखार नइखे, सांस ना फूलेला, बलगम नइखे। हम 36 के बानी, बीड़ी-सिगरेट ना पिहीं। मधु-अदरक से काम चली कि सिरप लीं?',
  },
  {
    level: 'self_care',
    text: 'dupahar ke ghaam me khet me kaam kaini, kapar dukhae lagal aa thakan ho gail. chhanh me aaram kaini, nimbu pani piyni, ab theek bani. aur ka kari?',
  },
  {
    level: 'self_care',
    text: 'हमार बबुनी 8 साल के बिया, आज गरमी में खेलत घरी नाक से खून आइल। नाक दबा के आगे झुकवनी त 5 मिनट में रुक गइल। पिछला गरमी में भी एक बेर भइल रहे। अब ठीक बिया आ खेलत बिया। एकरा के रोके खातिर का करीं?',
  },
  { level: 'self_care', text: 'मुँह पर मुँहासा ढेर बा, 18 साल के लइका बानी, फेसवॉश लगावेनी, अउरी का करीं' },
  {
    level: 'self_care',
    text: 'ham 46 saal ke truck driver bani, roj 10-12 ghanta gaadi chalaweni. saanjh le gardan aa kandha akad jaala, garam paani se nahaila pe aaram milela. haath me sunnpan ya kamjori nahi ba. koi exercise batai je beech me kar saki',
  },
  {
    level: 'self_care',
    text: 'एड़ी फाट गइल बा, दरद होला, 53 साल, घर में नंगे गोड़ काम करेनी। कवन क्रीम लगाईं?',
  },
  { level: 'self_care', text: 'subah se ruk-ruk ke hichki aawat ba, aur koi dikkat nahi' },
  {
    level: 'self_care',
    text: 'बबुआ 6 साल के बा, काल्ह रात बियाह में मच्छर ढेर काट लेलस। हाथ-गोड़ पर लाल खुजली वाला दाना बा, बोखार नइखे, खेलत बा। कवन क्रीम लगाईं आ खजुआवे से कइसे रोकीं?',
  },
  { level: 'self_care', text: 'जाड़ा शुरू होते माथा में रूसी आ खुजली होता बाल झड़े के पैच नइखे कवन शैम्पू लगाईं' },
  {
    level: 'self_care',
    text: 'रोज सुबह झाड़ू लगावत घरी 10-15 गो छींक आवेला, नाक में खुजली आ आँख से पानी। घरघराहट चाहे बोखार नइखे। बरिसन से हर जाड़ा में अइसहीं होला। रोज एलर्जी के गोली ले सकेनी का?',
  },
  {
    level: 'routine',
    text: 'तीन हफ्ता से खांसी बा, तनी उजर बलगम आवेला। उमिर 52, बीड़ी पिहीं। कुछ दिन साँझ के हल्का बोखार आवेला आ लागत बा वजन तनी घटल बा। बलगम में खून नइखे, सांस ना फूलेला, छाती में दरद नइखे। टीबी के जांच करावे के चाहीं का?',
  },
  {
    level: 'routine',
    text: 'ghar me sab ke raat me bahut khujli hot ba, anguri ke beech aa kalai pe chhot-chhot dana. 2 hafta pahile ek rishtedar aail rahlan tab se shuru bhail. laikan ke sabse jyada ba, bukhar kekro nahi. sab ke ka dawai lagawe ke padi?',
  },
  {
    level: 'routine',
    text: 'जांघ आ कमर के लगे गोल खुजली वाला दाद बा एक महीना से, किनारा लाल आ उभरल। केमिस्ट के क्रीम से कुछ दिन ठीक रहेला फेर लौट आवेला। काम पर पसीना ढेर आवेला, टाइट जींस पहिनेनी। का करीं?',
  },
  {
    level: 'routine',
    text: 'हम 22 साल के बानी, महीना 2-3 महीना में एक बेर आवेला। मुँह पर मुँहासा, ठुड्डी पर बाल आ एक साल में 6 किलो वजन बढ़ गइल। सहेली कहत बिया PCOD हो सकेला। कवना डाक्टर के देखाईं आ कवन जांच होई?',
  },
  {
    level: 'routine',
    text: 'hamar umir 33 ba, biyah ho gail ba. ek hafta se ujar pani jaat ba aa khujli ba. bukhar nahi, pet ke neeche dard nahi, badbu nahi. suti kapda pahinat bani aa saaf rakhat bani. kaun dawai ya kaun doctor?',
  },
  {
    level: 'routine',
    text: 'थायराइड जांच में TSH 8 आइल। उमिर 37, मेहरारू बानी। कुछ महीना से थकान रहेला, वजन बढ़त बा, बाल झड़त बा। गरदन में सूजन नइखे। दवाई शुरू करे के पड़ी कि दोबारा जांच करवाईं?',
  },
  {
    level: 'routine',
    text: 'हमार माई 67 साल के बाड़ी, 10 साल से सुगर बा, मेटफॉर्मिन खाली। दू हफ्ता से खाली पेट सुगर 170-190 आवत बा जबकि परहेज करत बाड़ी। चक्कर नइखे, गोड़ में कवनो घाव नइखे, खाना ठीक खात बाड़ी। डाक्टर से दवाई बदलवावे के चाहीं का?',
  },
  {
    level: 'routine',
    text: 'दवाई दोकान पर एह हफ्ता तीन बेर बीपी नपवनी 150 बटा 95 आइल हमार उमिर 51 बा अभी कवनो दवाई ना खाइले कपार दरद चक्कर कुछ नइखे बाबूजी के भी बीपी रहे दवाई शुरू करे के चाहीं का',
  },
  {
    level: 'routine',
    text: 'आजी 77 साल के बाड़ी, एक साल से धीरे-धीरे चीज रख के भुला जाली आ एके बात बार-बार पूछेली। आपन नहाइल-खाइल खुदे कर लेली, गिरल नइखी, अचानक कवनो बदलाव ना भइल। कवना डाक्टर के देखावल जाव?',
  },
  {
    level: 'routine',
    text: 'khoon jaanch me Hb 9 aail ba. 29 saal, hardam thakan rahat ba, mahina me khoon dher jaat ba 7 din. shakahari bani. chakkar na aawe. khali iron ke goli kaafi ba ki aur jaanch?',
  },
  {
    level: 'routine',
    text: 'बच्चा होखे के बाद से बवासीर बा। एक हफ्ता से पैखाना के बेरा दरद आ कुछ बूंद लाल खून आवेला। कमजोरी चाहे चक्कर नइखे। केमिस्ट वाला क्रीम लगावत बानी। सर्जन के देखावे के पड़ी?',
  },
  {
    level: 'routine',
    text: 'हम 61 साल के बानी, दूनो ठेहुना में सुबह अकड़न रहेला आ पलथी मार के बइठे में दरद होला। कबो-कबो साँझ के दाहिना ठेहुना में हल्का सूजन आ जाला। दरद के गोली से कुछ देर आराम मिलेला। एक्स-रे करवाईं का?',
  },
  {
    level: 'routine',
    text: '10 din se dahina kaan band-band lagat ba aa khujli ba, sayad khont ba. karua tel dalle rahni. pij nahi, bukhar nahi, sunai tani dabal-dabal. ENT se saaf karwaai?',
  },
  {
    level: 'routine',
    text: 'हमार बबुआ 6 साल के बा, रात में पिछवाड़ा में खजुआवेला आ नींद में दाँत पीसेला। काल्ह पैखाना में छोट-छोट उजर धागा नियर कीड़ा लउकल। खाना ठीक खाला, पेट दरद चाहे बोखार नइखे। कवन दवाई दीं, का सबके खाए के पड़ी?',
  },
  {
    level: 'routine',
    text: 'hamar 3 saal ke babuni khana na khaali, khali doodh aa biscuit chahi. anganwadi card me vajan theek ba aa bahut chanchal bia. bukhar ya dast nahi. okra ke khana kaise khiyaai?',
  },
  {
    level: 'routine',
    text: 'बबुनी 7 साल के बिया, सरदी के बाद दू हफ्ता से रात में खांसी आवेला। बोखार नइखे, खेलेले, घरघराहट ना सुनाला। मधु आ भाप देत बानी। डाक्टर के देखावे के चाहीं?',
  },
  {
    level: 'routine',
    text: 'नया नोकरी लागल 2 महीना भइल, तब से हर घड़ी चिंता रहेला। पेट में गांठ नियर लागेला आ नींद टूट-टूट के आवेला। काम संभालत बानी बाकिर मुश्किल होता। कवनो काउंसलर से बात करीं का?',
  },
  { level: 'routine', text: 'typhoid ke baad 3 mahina se baal bahut jharat ba' },
  {
    level: 'routine',
    text: 'सुबह आँख लाल आ कीचड़ से चिपकल, पहिले एगो आँख में रहे अब दूनो में। बबुआ के क्लास में कई गो लइकन के इहे बा। देखाई ठीक देत बा, दरद नइखे।',
  },
  {
    level: 'routine',
    text: 'baba 70 saal ke baadan, dhire-dhire dhundhla lauke lagal ba, saal bhar se. dard nahi, laali nahi. motiyabind ba ka, operation kab karawe ke chahi?',
  },
  {
    level: 'routine',
    text: 'जांघ आ कूल्हा पर बार-बार फोड़ा निकलत बा, 2 महीना में 3 बेर। फूट के हफ्ता भर में ठीक हो जाला। हम 43 साल के बानी, तनी मोट बानी, सुगर कबो ना जंचवनी। अभी बोखार नइखे। कवन जांच करवाईं?',
  },
  {
    level: 'routine',
    text: 'mahina 12 din late ba, pregnancy test 2 baar negative aail. 27 saal, pet dard nahi, khoon nahi. aajkal ghar me tension dher ba. mahina aam taur pe 30 din pe aawela. doctor ke kab dekhaai?',
  },
  {
    level: 'routine',
    text: '5 महीना के पेट बा। एनॉमली अल्ट्रासाउंड कब करावे के बा, आ आयरन-कैल्शियम के गोली एके साथ ले सकेनी का?',
  },
  {
    level: 'routine',
    text: 'subah pahila kadam rakhte edi me tej dard hola, 2 mahina se. tani chalala ke baad kam ho jaala fer saanjh ke lautela. 45 saal, master bani, din bhar khada rahe ke padela. chot na lagal, sujan nahi. ka kari?',
  },
  {
    level: 'routine',
    text: 'दू महीना से रोज एसिडिटी बा, पैंटोप्राज़ोल खइला पर भी। उमिर 40, देर रात खाना खाइले आ काम के तनाव बा। उल्टी नइखे, पैखाना करिया नइखे, भूख ठीक बा, वजन ना घटल। एंडोस्कोपी करावे के चाहीं का?',
  },
  {
    level: 'routine',
    text: 'दू हफ्ता से कपार भारी बा आ गाल के ऊपर दरद नाक बंद पियर बलगम आवेला झुकला पर बढ़ जाला भाप लेनी तनी आराम बा बोखार नइखे एंटीबायोटिक चाहीं का',
  },
  {
    level: 'routine',
    text: 'bachcha hoe ke baad se gaal pe kariya daag ba, babua 1 saal ke ho gail. koi cream?',
  },
  {
    level: 'routine',
    text: 'बाबूजी 66 साल के बाड़न, रात में 3-4 बेर पेसाब खातिर उठेलन। धार पातर बा आ शुरू होखे में देर लागेला। जरन नइखे, बोखार नइखे, खून नइखे। का ई प्रोस्टेट ह, केकरा के देखाईं?',
  },
  {
    level: 'routine',
    text: 'काल्ह से पेसाब में जरन बा आ बार-बार जाए के पड़त बा। उमिर 25, बोखार नइखे, कमर दरद नइखे, पेसाब में खून नइखे। पानी ढेर पियत बानी। पेसाब के जांच करवाईं?',
  },
  {
    level: 'routine',
    text: 'report me B12 140 aail ba, gorwa me jhunjhuni hola kabo-kabo, raat me dher. 36 saal, shudh shakahari, sugar nahi ba. sui lagi ki goli kaafi ba?',
  },
  {
    level: 'routine',
    text: 'खैनी-गुटखा 15 साल से खात बानी, अब छोड़े के बा। मुँह में कवनो घाव चाहे उजर दाग नइखे। कइसे छोड़ीं, कवनो दवाई भा सलाह मिली?',
  },
  {
    level: 'routine',
    text: 'बाबूजी के गुजरला के बाद 6 महीना से माई के ठीक से नींद ना आवेला। 63 साल के बाड़ी, रात 3 बजे उठ जाली फेर नींद ना आवे, खाना भी कम खाली। घर के काम कर लेली आ पड़ोसी से बतियावेली भी। डाक्टर के देखावल जाव का?',
  },
  {
    level: 'routine',
    text: 'बबुआ के मुँह पर 2-3 गो हल्का उजर दाग बा आ एगो बाँह पर। 10 साल के बा, खुजली नइखे, 2 महीना से बा। ओह पर के बाल उजर नइखे भइल। का ई सफेद दाग ह कि कुछ अउरी?',
  },
  {
    level: 'routine',
    text: 'doctor saheb hamar tonsil har 2-3 mahina pe sooj jaala.\nabhi khali halka gala kharab ba, bukhar nahi. operation karawe ke padi ka?',
  },
  {
    level: 'routine',
    text: 'कैंप में आज खाली पेट सुगर 114 आइल, उमिर 55, कवनो दवाई ना खाइले। का हमरा सुगर बा?',
  },
  {
    level: 'urgent',
    text: 'तीन दिन से 102-103 बोखार बा, देह दरद आ आँख के पीछे दरद। उमिर 27। पैरासिटामोल से उतरेला बाकिर 6 घंटा में फेर चढ़ जाला। कहीं से खून नइखे, उल्टी नइखे, पानी पी पावत बानी। आजे डेंगू जांच करवाईं का?',
  },
  {
    level: 'urgent',
    text: 'bhaiya ke NS1 kaal positive aail, platelet 1.3 lakh ba. aaj bukhar kam ba aa pani, nariyal pani khoob piyat baadan. pet dard nahi, masoodha se khoon nahi, ulti nahi. platelet ketna din pe dobara jaanchwaai?',
  },
  {
    level: 'urgent',
    text: 'एक दिन छोड़ के जाड़ा दे के कंपकंपी वाला बोखार आवता, फेर खूब पसीना। 4 दिन हो गइल। बीच में ठीक लागेला खाली कमजोरी रहेला। उमिर 33, हमनी के टोला में 2 आदमी के मलेरिया भइल बा। जांच कहाँ करवाईं?',
  },
  {
    level: 'urgent',
    text: 'पाँच दिन से बोखार बा जे रोज तनी-तनी बढ़त बा, आज 102। पेट में हल्का बेचैनी आ भूख नइखे, बाकिर उल्टी-दस्त नइखे। पिछला हफ्ता बाहर के खाना ढेर खइनी। टाइफाइड हो सकेला का, कवन जांच करवाईं?',
  },
  {
    level: 'urgent',
    text: 'baayan ora kamar se neeche jangha ke jod le tej dard, lahar nesan aawat ba 2 ghanta se. 2 saal pahile pathri rahe, ohi tarah ke dard. ek baar ulti bhail. bukhr nahi, peshab theek. dard ke goli se kam farak.',
  },
  {
    level: 'urgent',
    text: 'हम 30 साल के बानी, 3 दिन से पेसाब में जरन बा। काल्ह से 101 बोखार बा आ अब दाहिना ओर कमर में दरद। खाना-पानी ले पावत बानी, उल्टी नइखे। आजे डाक्टर के देखावे के चाहीं का?',
  },
  {
    level: 'urgent',
    text: 'आज सुबह से 8-10 बेर पातर पैखाना भइल बा, कमजोरी बा आ मुँह सूखत बा। पेसाब कम होता। ORS घूंट-घूंट पी पावत बानी। पैखाना में खून नइखे। हम 34 के बानी, मुंबई में अकेले रहिले, का करीं?',
  },
  {
    level: 'urgent',
    text: 'hamar 2 saal ke babua subah se 4 baar ulti aa 6 baar dast kar chukal ba. peshab kam karat ba bakir ORS thor-thor piyat ba. hosh me ba, rowe ghari aansu aawat ba, paikhana me khoon nahi. aaje doctor ke lage le jaai ka?',
  },
  {
    level: 'urgent',
    text: 'साइकिल से गिर गइनी, दाहिना कलाई सूज गइल बा आ बहुत दरद बा, मोड़ ना पावत बानी। कवनो घाव नइखे, अंगुरी हिलत बा, सुन्न नइखे। हड्डी टूटल होई का?',
  },
  {
    level: 'urgent',
    text: 'बबुआ 10 साल के झूला से गिर गइल।\nबाँह सूज गइल बा, पकड़ के बइठल बा हिलावे ना देत बा, चमड़ा ना कटल। एक्स-रे करावे के पड़ी?',
  },
  {
    level: 'urgent',
    text: 'घरे लौटत घरी गली के कुकुर गोड़ पर काट लेलस, दू गो छोट दाँत के निसान बा आ तनी खून निकलल। 15 मिनट ले नल के नीचे साबुन से धोवनी। पहिले कबो रेबीज के टीका ना लागल। टीका लगवावे के पड़ी, आज कहाँ लागी?',
  },
  {
    level: 'urgent',
    text: 'mandir me bandar haath pe nohun maar delas, tani chamra chhil gail. sui lagi ka?',
  },
  {
    level: 'urgent',
    text: 'वर्कशॉप में घिसाई करत घरी बायाँ आँख में लोहा के छोट कण चल गइल। कई बेर साफ पानी से धोवनी बाकिर अभियो कुछ गड़त बा। आँख लाल बा आ पानी आवत बा, देखाई ठीक देत बा। आजे आँख के डाक्टर के देखाईं का?',
  },
  {
    level: 'urgent',
    text: 'babuni 4 saal ke, raat se kaan me dard, bukhar 101, sutala pe rowat bia. paracetamol deni tani sutal. kaan se pani nahi aawat, doodh piyat bia. aaj dekhawe ke chahi?',
  },
  {
    level: 'urgent',
    text: 'दू दिन से गला में बहुत दरद, खाना घोंटल मुश्किल, बोखार 102, टॉन्सिल पर उजर दाग आ गरदन के गिल्टी सूजल। उमिर 19, हॉस्टल में बानी। पानी पियत बानी, सांस ठीक बा। एंटीबायोटिक लागी?',
  },
  { level: 'urgent', text: 'kulha pe bada dard wala phora ba, laali failat ba, kaal se bukhar' },
  {
    level: 'urgent',
    text: 'टूटल सीसा से हथेली कट गइल, घाव तनी खुलल बा, कपड़ा दबा के खून रुकल बा। टांका लागी?',
  },
  {
    level: 'urgent',
    text: 'माई के रैंडम सुगर आज दुपहर 310 आइल। दवाई खतम हो गइल रहे त एक हफ्ता से ना खइली। पियास ढेर लागत बा आ बार-बार पेसाब जात बाड़ी, बाकिर बातचीत ठीक करत बाड़ी आ चलत-फिरत बाड़ी। आजे डाक्टर के लगे जाईं का?',
  },
  {
    level: 'urgent',
    text: 'aaj 2 baar bp 172/102 aail, 3 din se goli bhula gaini. kapar dard nahi, baaki theek. umir 59',
  },
  {
    level: 'urgent',
    text: 'हमार उमिर 62 बा, कमर के एक ओर पट्टी नियर दरद वाला फफोला निकलल बा जे पीठ ले जाता। फफोला आवे से 2 दिन पहिले से जरन वाला दरद रहे। बोखार नइखे, आँख के लगे नइखे। का ई हर्पीस ह, दवाई जल्दी लेवे के पड़ी?',
  },
  {
    level: 'urgent',
    text: 'हम 9 हफ्ता से पेट से बानी, काल्ह से पानियो ना रुकत बा, 6-7 बेर उल्टी हो चुकल। कमजोरी बा आ पेसाब गाढ़ा रंग के बा। खून नइखे जात, पेट में दरद नइखे। का करीं?',
  },
  {
    level: 'urgent',
    text: 'hamar beta 8 saal ke ba, 3 din se 102-103 bukhar ba. khana kam khaat ba bakir pani aa juice piyat ba, bukhar utarla pe khelela. dana nahi, ulti nahi, khansi nahi. aaj khoon jaanch karwa lin ka?',
  },
  {
    level: 'urgent',
    text: 'खाना बनावत घरी गरम तेल हाथ पर गिर गइल, हथेली भर जरल बा आ फफोला पड़ गइल। ठंडा पानी के नीचे रखनी।',
  },
  {
    level: 'urgent',
    text: 'umir 31, aaj se mata (chickenpox) ke dana niklal ba bukhar ke saathe. laikan ke pichhla hafta bhail rahe',
  },
  {
    level: 'urgent',
    text: 'काल्ह से गुदा के लगे अचानक बहुत दरद वाला गांठ बा, बइठ ना पावत बानी, बोखार नइखे।',
  },
  {
    level: 'urgent',
    text: 'काल्ह साइकिल से गिर गइनी, दहिना कलाई बहुत फूल गइल बा आ तनी टेढ़ लागत बा। अंगुरी हिलावे में बहुत दरद होता। माथा में चोट नइखे लागल, पूरा होश में बानी। आजे एक्स-रे करावे के चाहीं का?',
  },
  {
    level: 'urgent',
    text: 'mai 72 saal ke bathroom me gir gaili, kulha me bahut darad ba, khada na ho pawat bari. mathwa me chot na lagal, thik se bolat bari. ka kari',
  },
  {
    level: 'urgent',
    text: 'हमरा बेटा के गली के कुकुर गोड़ में काट लेलस, उमिर 9 साल। साबुन आ पानी से 15 मिनट धो देनी, खून बंद बा। रेबीज के सुई केतना जल्दी लगवावे के पड़ी?',
  },
  {
    level: 'urgent',
    text: 'bandar hath pa panja mar dihalas mandir lage, chamdi tani chhil gail. sui lagwawe ke padi ka',
  },
  {
    level: 'urgent',
    text: 'पूड़ी छानत घरी गरम तेल हाथ पर छिटक गइल, अब हाथ के पीठ पर 3-4 गो बड़ फोका पड़ गइल बा। ठंडा पानी में रखनी बाकिर जलन बहुत बा। फोका फोड़ दीं कि डाक्टर के देखाईं?',
  },
  {
    level: 'urgent',
    text: 'तरकारी काटत घरी अंगुरी गहिर कट गइल घाव खुलल लउकत बा दबवला से खून रुक गइल टांका लागी का',
  },
  {
    level: 'urgent',
    text: 'कमर के बायाँ ओर बहुत तेज दरद, नीचे जांघ के जड़ ले जात बा, दू घंटा से। एक बेर उल्टी भइल। पहिले पथरी हो चुकल बा, बोखार नइखे।',
  },
  {
    level: 'urgent',
    text: 'pesab me jalan 3 din se, ab bukhar 101 aa kampkampi, kamar ke niche darad bhi. umir 28 mehraru',
  },
  {
    level: 'urgent',
    text: 'हमार बेटी 3 साल के बिया, भोर से 103 बोखार बा बाकिर खेलत बिया आ पानी, जूस पियत बिया। पैरासिटामोल से 100 पर आ जाता। कवनो दाना नइखे, झटका ना आइल। आजे डाक्टर के देखाईं का?',
  },
  {
    level: 'urgent',
    text: 'रात से 8 बेर पातर पैखाना, कमजोरी आ मुँह सूखत बा। ओआरएस पियत बानी, पेसाब होता बाकिर कम। उमिर 38',
  },
  {
    level: 'urgent',
    text: 'धूरा झारला के बाद रात में छाती में सीटी बाजे लागल, इनहेलर के दू पफ लिहनी त ठीक हो गइल। अब आराम से पूरा बात बतिया सकत बानी। आज छाती तनी भारी लागत बा, डाक्टर के देखाईं?',
  },
  {
    level: 'urgent',
    text: 'biyah me jhinga khaila ke baad saera deh pa lal chakatta aa khujli, oth ya gala na phulal, saans thik ba. allergy ke goli khaile bani, doctor ke dekhawe ke padi?',
  },
  {
    level: 'urgent',
    text: 'घर के मसीन पर बीपी 170/100 आवत बा, दू बेर नापनी। माथा के पाछे हलुक दरद बा। छाती में दरद नइखे, हाथ गोड़ में कमजोरी नइखे, बोली ठीक बा। उमिर 60, बीपी के दवाई खाईले।',
  },
  {
    level: 'urgent',
    text: 'sugar 350 aail ba bhore, bahut thakan aa piyas. ek hafta se goli na khaile bani. ulti nahi, hosh thik ba',
  },
  {
    level: 'urgent',
    text: 'ट्रेन में 30 घंटा के सफर कइके आइनी, तब से बायाँ पिंडरी फूलल बा आ दरद करत बा। साँस ठीक बा, छाती में दरद नइखे। कहीं खून के थक्का त ना ह?',
  },
  {
    level: 'urgent',
    text: 'वेल्डिंग के काम करत घरी आँख में कुछ चल गइल। आँख लाल बा, लोर चुअत बा, किरकिरी लागत बा। लउकत ठीक बा।',
  },
  {
    level: 'urgent',
    text: 'kaan me 4 din se darad rahal, ab piyar mawad bahat ba, tani bukhar bhi ba',
  },
  {
    level: 'urgent',
    text: 'भाई 23 साल के, 5 दिन से आँख पियर आ पेसाब गाढ़ पियर। भूख नइखे, जी मिचलात बा। होश में बा, ठीक से बतियावत बा। पीलिया ह का?',
  },
  {
    level: 'urgent',
    text: 'जाँघ पर फोड़ा बड़हन हो गइल बा, लाल आ मवाद से भरल, बहुत दरद, हलुक बोखार। हमरा सुगर बा।',
  },
  {
    level: 'urgent',
    text: 'हम 10 हफ्ता के पेट से बानी, दिन में 6-7 बेर उल्टी होता, खाना ना टिकत बा, तनी पानी टिक जाता। खून ना आइल, पेट में दरद नइखे। ठाड़ होखीं त चक्कर आवेला।',
  },
  {
    level: 'urgent',
    text: 'बाबा 80 साल के बाड़ें, अंगना में गिर गइलें। ठेहुना बहुत फूल गइल बा, सहारा से चलत बाड़ें। माथा में चोट नइखे, एकदम ठीक से बात करत बाड़ें।',
  },
  {
    level: 'urgent',
    text: 'खेत में बिच्छी गोड़ में डंक मार देलस, ओही जगह बहुत जलन वाला दरद बा। पसीना नइखे, उल्टी नइखे, साँस ठीक बा। का करीं?',
  },
  {
    level: 'urgent',
    text: 'cricket khelat ghari godwa much gail, ghutti bahut phool gail aa neela ho gail, jamin pa god na rakhal jaat ba',
  },
  {
    level: 'urgent',
    text: 'गिरला के बाद कंधा अजीब लउकत बा, हाथ ऊपर ना उठत बा। पूरा होश में बानी, माथा में चोट नइखे। कंधा उतर गइल का?',
  },
  {
    level: 'urgent',
    text: 'bilar kaal hath me kaat lele rahe, aaj daant ke nisan ke aaspas lal aa phulal ba, tees marat ba. bilar ke tika na lagal ba',
  },
  {
    level: 'urgent',
    text: 'बेटा झूला से गिर गइल, बाँह फूल गइल बा आ हिलावत नइखे। रोवत बा बाकिर बतियावत बा, माथा ना लागल। आजे ले जाईं कि काल्ह ले रुकीं?',
  },
  {
    level: 'urgent',
    text: '3 din se bukhar 102-103, deh darad, aankh ke pichhe darad. kahin se khoon na aawat ba, pani khoob piyat bani. dengue jaanch karwai?',
  },
  {
    level: 'urgent',
    text: 'विडाल पॉजिटिव आइल बा, 7 दिन से बोखार, गाँव के डाक्टर के गोली से ना उतरत बा। तनी-मनी खात बानी, उल्टी नइखे।',
  },
  {
    level: 'urgent',
    text: 'एक दिन छोड़ के जाड़ा देके बोखार आवेला फेर पसीना। बीच वाला दिन ठीक लागेला। पिछला महीना काम से झारखंड गइल रहनी। मलेरिया हो सकेला?',
  },
  {
    level: 'urgent',
    text: 'pet ke dahina or niche bhore se darad, chalala pa badhat ba, halka bukhar. ulti nahi. umir 19',
  },
  {
    level: 'urgent',
    text: 'डेढ़ साल के बबुआ के काल्ह से उल्टी-दस्त होता। ओआरएस पियत बा, आज 3 बेर डायपर भींजल, हँसत खेलत बा। कब देखाईं?',
  },
  { level: 'urgent', text: 'कुकुर हाथ के कटल जगह चाट लेलस, सुई लागी का?' },
  {
    level: 'urgent',
    text: 'जंग लागल कील चप्पल से गोड़ में घुस गइल। डेटॉल से साफ कर लेनी। टिटनेस के सुई कब लागल रहे याद नइखे।',
  },
  {
    level: 'urgent',
    text: 'beta 7 saal, 2 din se muh aa aankh phulal ba aa pesab coca cola jaisan rang. khelat ba khaat ba, sirius ba ka?',
  },
  {
    level: 'urgent',
    text: 'गला में बहुत दरद, 102 बोखार, टॉन्सिल पर उज्जर दाग। खाना घोंटे में दरद बाकिर पानी पी लेत बानी।',
  },
  {
    level: 'urgent',
    text: 'दुपहरिया में मछरी के काँटा गला में अटक गइल, गड़त बा। थूक घोंट लेत बानी, साँस एकदम ठीक बा।',
  },
  {
    level: 'urgent',
    text: '5 din se khansi bukhar, ab piyar balgam aa lamba saans lehla pa dahina or darad. aaram me saans thik, oximeter 96',
  },
  {
    level: 'urgent',
    text: 'गोड़ के अंगूठा रात से अचानक लाल, गरम आ फूलल बा, चादर छू जाव तबो दरद। पिछला साल यूरिक एसिड बढ़ल रहे।',
  },
  { level: 'urgent', text: 'पीठ पर एक ओर पट्टी नियर जलन वाला फोका 2 दिन से, उमिर 62। ई हर्पीज ह का?' },
  {
    level: 'urgent',
    text: 'anguri kewadi me dab gail, nahun kariya ho gail aa bahut phulal ba. toot ta na gail?',
  },
  {
    level: 'urgent',
    text: 'बाबूजी 65 साल के, दवाई दोकान पर बीपी 180/105 आइल। कहत बाड़ें ठीक लागत बा, माथा दरद नइखे, छाती में दरद नइखे। 10 दिन से अपने मन से बीपी के गोली छोड़ देले बाड़ें।',
  },
  {
    level: 'urgent',
    text: 'ठेहुना के नीचे गोड़ लाल, गरम, फूलल आ दरद 2 दिन से, बोखार भी बा। एगो छोट खरोंच से सुरू भइल।',
  },
  {
    level: 'routine',
    text: 'कुकर के भाप से बाँह जर गइल, सिक्का बराबर एगो फोका बा। पानी में रखनी, अब दरद कम बा।',
  },
  {
    level: 'routine',
    text: 'khana khaila ke baad sugar 240 aawat ba ek hafta se, metformin khat bani, kauno dikkat nahi',
  },
  {
    level: 'routine',
    text: 'तीन हफ्ता से खोंखी, साँझ के हलुक बोखार, वजन भी घटल बा। टीबी के डर बा। साँस ठीक बा, बलगम में खून नइखे।',
  },
  { level: 'routine', text: 'bp 150/95 aawat ba e mahina kai beri, kauno dikkat nahi, umir 48' },
  { level: 'routine', text: 'नहइला के बाद 2 दिन से दहिना कान बंद आ हलुक दरद, कुछ बहत नइखे, बोखार नइखे।' },
  {
    level: 'routine',
    text: 'हफ्ता भर पहिले गिर गइल रहनी, ठेहुना फूलल बा। चल लेत बानी बाकिर सीढ़ी पर आ पलथी मारे में दरद होला।',
  },
  { level: 'routine', text: 'ujjar pani gadha aa khujli ek hafta se, bukhar nahi' },
  {
    level: 'routine',
    text: 'नहात घरी बायाँ छाती में छोट गाँठ बुझाइल, दरद नइखे। उमिर 38, कुछ निकलत नइखे। केतना जल्दी देखावे के चाहीं?',
  },
  { level: 'routine', text: 'कड़ा पैखाना के बाद खून के बूँद, बवासीर के दरद। चक्कर ना आवेला।' },
  {
    level: 'routine',
    text: 'thyroid report me TSH 9.8 aail ba, thakan aa wajan badhat ba. abhi kauno dawai na',
  },
  {
    level: 'routine',
    text: 'खून जाँच में एचबी 8.5 आइल बा। थकान रहेला, सीढ़ी चढ़े में साँस फूलेला, महीना ढेर आवेला। आयरन के गोली अपने से सुरू कर दीं का?',
  },
  {
    level: 'routine',
    text: 'माई 70 साल के, 6 महीना से नया बात भुला जाली आ एके सवाल बेर-बेर पूछेली। बाकिर सबके चिन्हेली आ आपन काम अपने कर लेली।',
  },
  {
    level: 'routine',
    text: 'e hafta dama ke inhaler din me 3-4 beri lewe ke padat ba, har beri aaram mil jaala, baithal me saans na phoolela',
  },
  { level: 'routine', text: 'दुनो आँख लाल, चिपचिप कीचड़ 2 दिन से, लउकत ठीक बा' },
  {
    level: 'routine',
    text: '3 हफ्ता से देह पर पित्ती निकलेला आ चल जाला, जादे रात में। ओठ ना फूलेला, साँस ठीक बा।',
  },
  {
    level: 'routine',
    text: 'naukri chhutla ke baad ek mahina se neend na aawela, man udas rahela. apna ke nuksan kare ke kauno khayal na ba, bas phir se thik hoke chahat bani',
  },
  { level: 'routine', text: '6 साल के बेटी रात में पिछवाड़ा खुजलावेले, पैखाना में छोट-छोट उज्जर कीड़ा लउकल।' },
  {
    level: 'routine',
    text: 'god ke talwa me kanta gadal rahe 4 din pahile, ab tani lal aa darad ba, bukhar nahi',
  },
  // Round 23: every message typed in Latin letters again, measured blind against rules and the detector trained on rounds 1–22 (rules 88.1 %, with the detector 92.3 % at 0.99).
  { level: 'self_care', text: 'kaal se sardi jukaam aa chheenk aawat ba, koi goli batai' },
  { level: 'self_care', text: '4 din se sukha khansi ba bukhar naikhe, koi syrup?' },
  {
    level: 'routine',
    text: 'mai 60 saal ke bari, seedhi chadhe me thehuna me dard hola, koi tel ya kasrat',
  },
  { level: 'self_care', text: 'khaali pet chah piye se gas acidity ho jaala, ka kari' },
  { level: 'self_care', text: 'naya sabun lagawla ke baad haath pe khujli wala laal daana' },
  { level: 'self_care', text: 'aaj bhor se halka bukhar 99.5 ba, deh dard, baaki thik' },
  { level: 'self_care', text: 'office me dher der baithla se kamar me dard' },
  { level: 'routine', text: 'fasting sugar 122 aail aa HbA1c 6.1, ka hamra sugar ba?' },
  { level: 'self_care', text: 'wajan ghatawe ke ba, shakahari bani, ka khaai' },
  {
    level: 'self_care',
    text: '4 saal ke beta ke aaj 3 baar pet chalal, khelat ba paani peeyat ba',
  },
  { level: 'self_care', text: 'din bhar laptop pe kaam kaila se kapaar dard hola' },
  { level: 'self_care', text: 'baal me bahut rusi ba, kaun shampoo lagai' },
  { level: 'self_care', text: '3 din se pet saaf naikhe hot, koi gharelu nuskha' },
  { level: 'routine', text: 'munh me baar baar chhaala ho jaala, koi vitamin?' },
  { level: 'self_care', text: 'raat me neend na aawe, phone chalawat rahila, ka kari' },
  { level: 'self_care', text: 'vitamin D 14 aail ba, hafta me ek goli le sakila?' },
  // Round 24: half in the script, half in Latin letters, a mix of every earlier style; measured blind against rules and the detector of round 23 (rules 89.5 %, with the detector 96.0 %).
  { level: 'self_care', text: 'दू दिन से सरदी आ छींक बा, गला तनी खरखरात बा। का लीं?' },
  { level: 'routine', text: 'सीढ़ी चढ़त घरी ठेहुना में दरद होला, उमिर 58। कवनो कसरत बताईं' },
  {
    level: 'routine',
    text: 'आज जाँच में fasting sugar 118 आ खाना के बाद 160 आइल। का हमरा sugar के बेमारी बा? खाना में का परहेज करीं?',
  },
  { level: 'self_care', text: 'नया साबुन लगवला के बाद से हाथ पर लाल खुजली वाला दाना बा, काल्ह से' },
  { level: 'self_care', text: 'laptop पर ढेर बइठला से कमर में दरद रहेला, कवन कसरत करीं?' },
  { level: 'self_care', text: 'वजन घटावे के बा त राती के भात खा सकेनी?' },
  {
    level: 'self_care',
    text: '6 साल के बेटा के आज 3 बेर पतला दस्त भइल बाकिर खेलत बा, पानी पियत बा, खाना खात बा। का दीं?',
  },
  { level: 'self_care', text: 'गरमी में दिन भर में कतना पानी पिए के चाहीं?' },
  {
    level: 'self_care',
    text: 'kal se halka bukhar 99.8, deh tani dukhat ba. paracetamol le sakila?',
  },
  {
    level: 'self_care',
    text: 'raat ke sukha khansi bahut aawela 4 din se. koi syrup ya ghar ke nuskha?',
  },
  { level: 'self_care', text: 'khana khaila ke baad roj acidity, khatta dakar. ka na khaayi?' },
  { level: 'routine', text: 'aaj dawai dukan pe bp 138/88 aail, kono chinta ke baat ba?' },
  { level: 'self_care', text: 'baal me rusi bahut ba koi badhiya shampoo batayi' },
  { level: 'routine', text: 'vitamin d report me 18 aail, goli kitna din khaye ke ba?' },
  {
    level: 'self_care',
    text: 'kal gor me moch aa gail, tani sujan ba, chal pawat bani. baraf lagayi ki garam sek?',
  },
  { level: 'self_care', text: 'raat ke neend na aawe, mobile chalawat rahila. ka kari' },
  // Round 25: half in the script, half in Latin letters, less typical presentations; measured blind against rules and the detector of round 24 (rules 83.5 %, with the detector 95.7 %).
  { level: 'self_care', text: 'काल्ह से नाक बहत बा आ गला तनी खराब बा, बुखार नइखे। का लीं?' },
  { level: 'self_care', text: 'तरकारी काटत घरी अँगुरी कट गइल, दबवला से खून रुक गइल, पट्टी कर दीं?' },
  { level: 'self_care', text: 'मच्छर के काटल पर बहुत खुजली होत बा, का लगाईं?' },
  { level: 'self_care', text: 'Khana khaila ke baad tani acidity hola, Gelusil le sakila?' },
  {
    level: 'self_care',
    text: 'Beta ke du din se dast ba bakir khelat ba, khaat ba, ORS det bani, aur ka karin?',
  },
  { level: 'self_care', text: 'Exam ke tension me neend na aawe, kauno gharelu upay batai.' },
  { level: 'routine', text: 'एक महीना से दवाई के बादो खाली पेट सुगर 140-150 आवत बा, दवाई बदले के चाहीं?' },
  { level: 'routine', text: 'हम 55 साल के बानी, तीन महीना से सीढ़ी चढ़त घरी ठेहुना में हल्का दरद रहेला।' },
  { level: 'routine', text: 'पीठ पर एगो तिल बा जवन कुछ महीना में बड़ आ करिया हो गइल बा, दरद नइखे।' },
  {
    level: 'routine',
    text: 'Mai ke baal bahut jharat ba aa thakan rahela, thyroid jaanch karawal jaay ka?',
  },
  {
    level: 'routine',
    text: 'Du mahina se mahina time pa naikhe aawat, test negative ba, kauno dikkat ba ka?',
  },
  { level: 'urgent', text: 'बिटिया के तीन दिन से 102 बुखार बा आ अब कान में दरद, बहुत रोवत बिया।' },
  {
    level: 'urgent',
    text: 'दादा जी के बीपी आज 180/110 आइल, तनी कपार दरद बा, बाकी कवनो तकलीफ नइखे, गोली ले लेले बाड़न।',
  },
  {
    level: 'urgent',
    text: 'Peshab me jalan aa kaal rati se jaada de ke bukhar, kamar ke bagal me dard bhi.',
  },
  { level: 'urgent', text: 'Kaal kukur kaat lihlas, chhota ghaav ba, ab le sui naikhe lagawal.' },
  {
    level: 'urgent',
    text: 'Aankh me kaal se laali aa dard ba, roshni chubhat ba aa dhundhla lukat ba.',
  },
  // Round 26: a third in the script with English words, a third in Latin letters, a third with slips or as voice typing writes it, the danger told in passing; measured blind against rules and the detector of round 25 (rules 85.5 %, with the detector 96.0 %).
  {
    level: 'self_care',
    text: '2 din se halka sardi aa chheenk ba, bukhar naikhe. Kawno gharelu nuskha?',
  },
  { level: 'self_care', text: 'रात के तीखा खइला के बाद acidity हो जाला, का करीं?' },
  { level: 'self_care', text: 'पियाज काटत घरी अंगुरी कट गईल खून रुक गईल बा पट्टी कइसे करीं' },
  {
    level: 'self_care',
    text: '6 saal ke beta ke aaj du beri halka dast bhail, khaat-piyat ba aa khelat ba. Ka di?',
  },
  { level: 'self_care', text: 'बेटा के गोड़ पर मच्छर बहुत काटले बा, खुजली होत बा। कवन cream लगाईं?' },
  {
    level: 'routine',
    text: 'हमार उमिर 38 बा दू महीना से थकान रहेला आ बाल झडत बा थायराइड जांच करवाईं का',
  },
  {
    level: 'routine',
    text: '3 hafta se raat ke khansi aawat ba, bukhar naikhe, hum din bhar me 10 go cigarette piyeni.',
  },
  {
    level: 'routine',
    text: 'माई के fasting sugar घर के glucometer पर ए हफ्ता दू बेर 160 आइल, metformin खात बाड़ी। Dose बदले के चाहीं?',
  },
  {
    level: 'routine',
    text: 'Gardan me ek mahina se chhot gaanth ba, dard naikhe, badhat bhi naikhe.',
  },
  { level: 'routine', text: 'उमिर 55 सीढी चढत घरी ठेहुना में दरद होला कुछ महीना से बाकी ठीक बानी' },
  {
    level: 'urgent',
    text: '8 साल के बेटा के 3 दिन से 103 बुखार बा, अब कान में भी दरद बा, paracetamol से ढेर फरक नइखे।',
  },
  {
    level: 'urgent',
    text: 'Kalh se peshab me jalan aa bukhar ba, kamar ke bagal me dard bhi hot ba.',
  },
  {
    level: 'urgent',
    text: 'बाबूजी सुगर के मरीज हवन गोड में घाव बा जवन दू दिन से लाल आ सूजल बा मवाद भी आवत बा',
  },
  {
    level: 'urgent',
    text: 'Bitiya 5 saal ke ba, bhore se 6 beri ulti kar chukal, paani bhi naikhe tikat, bakir abhi khelat bari.',
  },
  {
    level: 'urgent',
    text: 'आज भोरे गली के कुकुर गोड़ पर काट लेलस, छोट घाव बा, साबुन से धो देनी। Injection लगवावे के पड़ी?',
  },
  { level: 'urgent', text: 'चार दिन से बुखार बा देह दरद बा आज प्लेटलेट 90000 आइल पानी खूब पियत बानी' },
  // Round 27: two thirds in Latin letters, short, typed fast and by ear; measured blind against rules and the detector of round 26 (rules 83.2 %, with the detector 95.2 %).
  { level: 'self_care', text: 'du din se sardi chhink aawat baa bukhaar naikhe' },
  { level: 'self_care', text: 'muh me chhaala baa khaat ghari dard' },
  { level: 'self_care', text: 'pyaaj kaatat ungli kat gail khoon ruk gail' },
  { level: 'self_care', text: 'राति के देर से खाना खइनी, खट्टा डकार आवत बा' },
  { level: 'self_care', text: 'galat takiya se gardan akad gail' },
  { level: 'routine', text: 'office camp me khaali pet sugar 140 aail' },
  { level: 'routine', text: '55 साल, सीढ़ी चढ़े में ठेहुना में दरद दू महीना से' },
  { level: 'routine', text: 'teen mahina se baal bahut jharat baa' },
  { level: 'routine', text: 'छव महीना से महीना ठीक से नइखे आवत, कबो आगे कबो पीछे' },
  { level: 'routine', text: 'laika ke chamdi pe ujar daag baa' },
  { level: 'routine', text: 'teen hafta se raati ke khaansi bukhaar naikhe' },
  { level: 'urgent', text: 'teen din se 102 bukhaar deh tootat baa tola me dengue chalat baa' },
  { level: 'urgent', text: 'पेसाब में जलन, बुखार आ कमर में दरद काल्ह से' },
  { level: 'urgent', text: 'laika ke kaan me dard raat bhar roil peeb aawat baa' },
  { level: 'urgent', text: 'bhor me kukur gor pe kaat lehlas tani chhilal baa sui lagi ka' },
  { level: 'urgent', text: 'मिक्सी चलावत आँख में कुछ पड़ गइल, लाल बा दरद होत बा' },
  // Round 28: sent on someone else's behalf (an ASHA worker, a neighbour, a son far away), a third each in the script, in Latin letters and as voice typing writes it, less typical presentations; measured blind against rules and the detector of round 27 (rules 86.4 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'हमार बाबूजी (सुगर के मरीज) के गोड़ में घाव बा, तीन दिन से लाल होके सूजन बढ़त बा, मवाद आवत बा आ हल्का बुखार बा।',
  },
  {
    level: 'urgent',
    text: 'Laika ke 5 din se bukhar ba, har saanjh kampkampi ke saath tej ho jaala. Malaria ke jaanch karawe ke chaahi?',
  },
  {
    level: 'urgent',
    text: 'हमार तीन साल के बेटी के आज सबेरे से आठ बेर दस्त भइल बा पेशाब कम भइल बा बाकिर अभी पानी पियत बिया आ खेलत बिया',
  },
  {
    level: 'urgent',
    text: 'Padosi ke laika ke aaj kutta kaat lihalas, ghaav chhota ba, khoon tanik niklal. Sui lagwawe ke chahi ka?',
  },
  {
    level: 'urgent',
    text: 'चाची के आँख में कल्ह खेत में भूसा पड़ गइल, आज आँख लाल बा, पानी गिरत बा आ रोशनी चुभत बा।',
  },
  {
    level: 'routine',
    text: 'हमार बाबूजी के रात में तीन चार बेर पेशाब करे उठे के पड़ेला आ धार कमजोर बा कई महीना से',
  },
  {
    level: 'routine',
    text: 'Didi ke gala me aage ek gaanth ba, kai mahina se dheere dheere badhat ba, dard na.',
  },
  {
    level: 'routine',
    text: 'हमरा दोकान के मुंशी जी के कमर में कई हफ्ता से दरद रहेला, देर तक बइठला पर बढ़ जाला।',
  },
  {
    level: 'routine',
    text: 'Beti ke dono haath pe gol gol khujli wala daag ba, mahina bhar se, padosi ke laikan ke bhi ba.',
  },
  { level: 'routine', text: 'माई के थकान रहेला आ चेहरा पीयर लउकेला खून के कमी बा का जाँच करावे के बा' },
  {
    level: 'routine',
    text: 'चाचा के बीपी के दवाई चलत बा, कुछ हफ्ता से साँझ के गोड़ में हल्का सूजन रहेला, सबेरे ठीक। अउरी कवनो दिक्कत ना।',
  },
  {
    level: 'self_care',
    text: 'Kal se naak bahat ba aur chheenk aawat ba, bukhar na. Bhaap le leve se theek hoi?',
  },
  { level: 'self_care', text: 'हमरा लइका के धूप में घूम के आइल बा त घमौरी निकल गइल बा खुजली होता' },
  {
    level: 'self_care',
    text: 'कल्ह बियाह में ढेर तेल-मसाला खा लिहनी, आज पेट भारी बा आ खट्टा डकार आवत बा, अउरी कवनो दिक्कत ना।',
  },
  {
    level: 'self_care',
    text: 'Haath pe garam chaay gir gail, tanik laal ba, chhala na paral. Ka lagaai?',
  },
  { level: 'self_care', text: 'बहुत देर मोबाइल देखला से आँख थक जाला आ माथा भारी रहेला' },
  // Round 29: a practical question with the danger inside it ('can we wait till morning?'), often about two people, the emergency the second one's; measured blind against rules and the detector of round 28 (rules 86.4 %, with the detector 94.3 %).
  {
    level: 'urgent',
    text: 'माई के आँख कल्हिए से बहुत लाल बा, बहुत दरद बा आ धुँधला लउकत बा, रोशनी में चुभत बा। आजे देखावे के पड़ी का?',
  },
  {
    level: 'urgent',
    text: 'beta ke kaal se gala me bahut dard ba, 102 bukhaar ba, thook ghontat ghari bhi dard aa muh poora na khulat. aaj doctor ke dikhaai ka?',
  },
  {
    level: 'urgent',
    text: 'चाचा के पेसाब दस घंटा से नइखे उतरल पेट के नीचे फूलल बा आ दरद बा पहिले से प्रोस्टेट के तकलीफ बा आज डाक्टर के लगे जाए के चाहीं का',
  },
  {
    level: 'urgent',
    text: 'aaj dupahariya kutta bhaiya ke goda me kaat lihlas, tanik khoon nikalal, saabun paani se dho dihni. sui aaje lagwawe ke padi ka?',
  },
  {
    level: 'urgent',
    text: 'भउजी के दू दिन से पेट के दहिना ओर नीचे दरद बा, अब बढ़त जात बा, तनी बुखार बा आ भूख नइखे लागत। आज डाक्टर के लगे जाईं का?',
  },
  {
    level: 'routine',
    text: 'teen hafta se sukha khaansi ba, bukhaar na ba, raat me jyada hoela. bidi cigarette na piyila. kab dikhaayin?',
  },
  {
    level: 'routine',
    text: 'हमरा गरदन में आगे एगो गाँठ बा दू महीना से दरद नइखे बाकिर धीरे धीरे बड़ होत बा कवन डाक्टर के देखाईं',
  },
  {
    level: 'routine',
    text: 'बाबूजी के सुगर बा, कुछ महीना से रात में गोड़ में झनझनी आ सुन्नपन रहेला। एकर जाँच कब आ कहाँ करावल जाव?',
  },
  {
    level: 'routine',
    text: 'bahin ke mahina har bera 10-12 din der se aawela, chehra par daana aa baal jharat ba. lady doctor ke dikhaawe ke chaahi ka?',
  },
  {
    level: 'routine',
    text: 'मामा जी के खर्राटा बहुत जोर से आवेला दिन भर ऊँघत रहेलन गाड़ी चलावत घरी भी झपकी आवेला एकर जाँच कहाँ होखी',
  },
  {
    level: 'routine',
    text: 'du hafta se daant me thanda garam lagela, ek daant me kariya daag ba. dentist ke kab le dikha di?',
  },
  {
    level: 'self_care',
    text: 'काल्ह घाम में बहुत घूमनी, आज तनी कपार दरद आ थकान बा, बुखार नइखे। नींबू पानी पी के आराम करीं का?',
  },
  {
    level: 'self_care',
    text: 'sabji kaatat ghari ungli me chhot sa kat gail, khoon ruk gail ba, ghaav gahir na ba. kaun malham lagaayin?',
  },
  {
    level: 'self_care',
    text: 'बबुआ पाँच साल के बा दू दिन से पैखाना नइखे भइल बाकिर खेलत बा खात बा पेट नरम बा का खिआईं',
  },
  {
    level: 'self_care',
    text: 'raat bhar jaag ke padhai kaini, aankh me jalan aa halka kapaar dard ba. ka kari?',
  },
  { level: 'self_care', text: 'नया जूता से एड़ी पर छाला पड़ गइल बा, लाल नइखे, पीब नइखे। का लगाईं?' },
  // Round 30: people who write little and badly (short, broken, misspelt, English medical words mixed in); measured blind against rules and the detector of round 29 (rules 92.6 %, with the detector 98.0 %).
  { level: 'urgent', text: 'पेसाब मे जलन बोखार 102 कँपकँपी कमर मे दरद' },
  { level: 'urgent', text: 'काल्ह कुकुर काट लेलस हाथ मे सुई ना लगल बा' },
  { level: 'urgent', text: 'आँख लाल बहुत दरद धुँधला देखाता सबेरे से' },
  { level: 'urgent', text: '3 दिन से तेज बोखार देह टुटत बा गाँव मे डेंगू फइलल बा' },
  { level: 'urgent', text: 'pet ke dahina or niche dard kal raat se chale me jada ek baar ulti' },
  { level: 'routine', text: '3 हफ्ता से खाँसी साँझ के बोखार वजन घटत बा' },
  { level: 'routine', text: 'सुगर खाली पेट 250 गोली खात बानी गोड मे झुनझुनी' },
  { level: 'routine', text: 'घुटना दरद 60 साल चले मे कटकट' },
  { level: 'routine', text: 'महीना 2 महीना से ना आइल जाँच मे निगेटिव' },
  { level: 'routine', text: 'BP 150/95 aail dawai dukan par kapar dard naikhe kuch taklif nahi' },
  { level: 'routine', text: 'kaan se paani bahat ba 1 hafta se tanik kam sunai deta' },
  { level: 'self_care', text: 'सर्दी नाक बहत बा छींक 2 दिन से बोखार नइखे' },
  { level: 'self_care', text: '2 दिन से पैखाना कड़ा पानी कम पियत बानी' },
  { level: 'self_care', text: 'घाम मे काम कइला से कपार दरद पानी कम पियनी' },
  { level: 'self_care', text: 'मुँह मे छाला 2 दिन से जीभ पर' },
  { level: 'self_care', text: 'kal kasrat ke baad jaangh me dard sujan nahi chal sakat bani' },
  // Round 31: messages that mix times and people (a past emergency and a present worry, two family members, a question about signs, recovery after hospital); measured blind against rules and the detector of round 30 (rules 93.2 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: 'माई के तीन दिन से 103 बुखार बा, देह पर लाल-लाल दाना निकलल बा आ मसूढ़ा से तनी खून आवत बा। हमनी के इलाका में डेंगू फइलल बा।',
  },
  {
    level: 'urgent',
    text: 'beti ke do din se pesaab me jalan ba aa ab peeth me ek taraf dard, bukhar 102, kampkampi chhutat ba. pahile bhi UTI bhail rahe.',
  },
  {
    level: 'urgent',
    text: 'बाबूजी के हार्ट अटैक के बाद से खून पातर करे वाला गोली चलत बा। आज भोरे पेसाब में लाल रंग लउकल। बाकी कवनो तकलीफ नइखे।',
  },
  {
    level: 'urgent',
    text: 'बेटा (7 साल) काल्ह साँझ पेड़ से गिर गइल, हाथ फूल गइल बा, टेढ़ नइखे बाकिर हिलवला पर बहुत रोवत बा।',
  },
  {
    level: 'urgent',
    text: 'सुगर वाला दादा के गोड़ में घाव रहे, अब लाल आ गरम हो गइल बा, मवाद आवत बा आ हल्का बुखार बा।',
  },
  {
    level: 'routine',
    text: 'hamra do hafta se khansi ba, bukhar naikhe, raat me jaada hola. bhai ke pichhla saal TB bhail rahe, ehi se puchhat bani.',
  },
  {
    level: 'routine',
    text: 'मरद के बीपी घर के मशीन पर तीन-चार दिन से 145/95 आवत बा। कपार ना दुखाला, कवनो तकलीफ नइखे। उनकर बाबूजी के भी बीपी रहे।',
  },
  {
    level: 'routine',
    text: 'हमरा महीना भर से बहुत थकान लागत बा, बाल झड़त बा, वजन बढ़ गइल बा। माई के थायराइड बा।',
  },
  {
    level: 'routine',
    text: 'iya ke thehuna me bahut dard rahela, seedhi na chadh paawat baadi. kuch mahina se ba. calcium ke goli chalat ba.',
  },
  {
    level: 'routine',
    text: 'बेटी 16 साल के बिया, दू महीना से महीना ना आइल, वजन बढ़ल बा आ चेहरा पर बाल आवत बा।',
  },
  {
    level: 'routine',
    text: 'बाबूजी के लकवा के बाद घरे ले अइला छह महीना हो गइल। अब रात में सुतत नइखन, चिड़चिड़ात बाड़न, उदास रहेलन। का कइल जाव?',
  },
  {
    level: 'self_care',
    text: 'लइका के दू दिन से सर्दी, छींक, तनी खाँसी बा। बुखार नइखे, खेलत बा, खात बा। हमरो ओइसने बा।',
  },
  {
    level: 'self_care',
    text: 'kal biyah me jaada kha lehni, aaj pet phoolal ba aa tani acidity. ulti naikhe, dast naikhe.',
  },
  {
    level: 'self_care',
    text: 'घाम में घूम के अइनी त तनी कपार दुखात बा। पानी पी लेहनी। माई के भी गरमी में अइसहीं होला।',
  },
  { level: 'self_care', text: 'तावा से अँगुरी जर गइल, फोड़ा नइखे।' },
  {
    level: 'self_care',
    text: 'mehraru ke aa hamra dunu jaana ke gala kharkharat ba, kaal thanda paani piyle rahni. bukhar naikhe.',
  },
  // Round 32: comparisons and sensations ('like an elephant on my chest', 'limp like a wet cloth', 'half my body feels like someone else's'); measured blind against rules and the detector of round 31 (rules 83.8 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'Pishab karat bera aag lagat ba, kamar me ek taraf dard, jaada de ke 102 bukhar',
  },
  { level: 'urgent', text: 'कान में जइसे केहू ड्रिल चलावत होखे, पीब बहत बा, बोखार बा, लइका 6 साल के' },
  { level: 'urgent', text: 'गोड़ में घाव रहे, अब चारो ओर लाल, गरम, फूलल, एगो लाल लकीर ऊपर चढ़त बा' },
  { level: 'urgent', text: 'आँख लाल, जइसे बालू पड़ गइल होखे, रोशनी सहात नइखे, धुंधला लउकत बा' },
  {
    level: 'urgent',
    text: 'Teen din se dast, muh sukhal lakdi niyar, peshab kam, uthat bera chakkar',
  },
  { level: 'routine', text: 'दू हफ्ता से खाँसी, गला में कुछ अटकल नियर, बोखार नइखे' },
  {
    level: 'routine',
    text: 'Raat me gor me chiunti chalat jaisan lagat ba, mahina bhar se, sugar ba',
  },
  { level: 'routine', text: 'ठेहुना में बालू भरल नियर किरकिरी, सीढ़ी चढ़त बेरा पिरात बा, कुछ महीना से' },
  { level: 'routine', text: 'खाना के बाद छाती में खट्टा पानी ऊपर आवेला, जलन, रोज, दू महीना से' },
  {
    level: 'routine',
    text: 'Baal puaal niyar jharat ba, thakaan, jaada besi lagela, mahina bhar se',
  },
  { level: 'routine', text: 'कमर में लचक लाग गइल, झुकला पर टीस, हफ्ता भर भइल, गोड़ में कुछ नइखे' },
  { level: 'self_care', text: 'नाक नल नियर बहत बा, सर्दी' },
  {
    level: 'self_care',
    text: 'Ghaam me ghumni, kapaar me halka hathauda jaisan, paani pi leni ta thik lagat ba',
  },
  { level: 'self_care', text: 'अँगुरी जर गइल, चटका नियर जरत बा, फोड़ा नइखे, खाली लाल बा' },
  { level: 'self_care', text: 'Raat bhar neend na aail, aaj aankh bhaari, deh me aalas' },
  { level: 'self_care', text: 'पेट गुब्बारा नियर फूलल बा, गैस, काल्ह बहुत चना खा लेले रहनी' },
  // Round 33: a practical question carries the message (can I wait till morning, which tablet, cost, travel, work or school); measured blind against rules and the detector of round 32 (rules 88.1 %, with the detector 96.9 %).
  {
    level: 'urgent',
    text: 'लइका के तीन दिन से 102 बुखार बा, गोली देला पर उतरेला फेर चढ़ जाला, आज देह पर लाल-लाल दाना निकल आइल बा। काल्ह स्कूल भेज दीं कि आजे डाक्टर लगे ले चलीं?',
  },
  {
    level: 'urgent',
    text: 'Peshab me jalan hot baa aa aaj se kamar ke ek taraf dard baa, kanpkanpi de ke bukhar aail baa. Kal Patna bus se jaaye ke baa, chal jaai?',
  },
  {
    level: 'urgent',
    text: 'बाबूजी के सुगर बा, गोड़ के अँगुरी के घाव चार दिन में लाल होके फूल गइल बा आ पीब आवत बा। एतवार के ब्लॉक वाला अस्पताल खुलल रहेला का?',
  },
  {
    level: 'urgent',
    text: 'सासु जी के काल्ह से दस्त आ उल्टी होत बा, आज पेशाब बहुत कम भइल आ मुँह सूखत बा, बाकिर होस में बाड़ी आ बतियावत बाड़ी। घरे ओआरएस देत रहीं कि आजे अस्पताल ले चलीं?',
  },
  {
    level: 'urgent',
    text: 'साइकिल से गिरला पर बेटा के कलाई फूल गइल बा आ टेढ़ लउकत बा, हिलवला पर बहुत दरद होता। गाँव के डाक्टर पट्टी बान्ह दिहें कि एक्स-रे खातिर शहर जाए के पड़ी?',
  },
  {
    level: 'routine',
    text: 'Do hafta se bihane uthla pe thehuna akad jaat baa aa seedhi chadhe me dard hot baa. Kawna doctor ke dekhai, haddi wala ki sadharan, aa fees ketna lagela?',
  },
  {
    level: 'routine',
    text: 'महीना भर से बहुत पियास लागत बा आ रात में तीन बेर पेशाब खातिर उठे के पड़ेला, माई-बाबूजी दूनो के सुगर बा। जाँच खातिर भूखे पेट जाए के पड़ी का?',
  },
  {
    level: 'routine',
    text: 'दादी के दू हफ्ता से सूखा खाँसी बा, बुखार नइखे, खाना ठीक से खात बाड़ी। अगिला हफ्ता डाक्टर के देखा दीं त चली?',
  },
  {
    level: 'routine',
    text: 'Hamar beta 9 saal ke baa, kahat baa board par likhal saaf na lauke aa saanjh ke kapaar dukhela. Chasma khatir sarkari aspatal me jaanch hola ka?',
  },
  {
    level: 'routine',
    text: 'महीना दू महीना देरी से आवत बा आ आवेला त बहुत दरद होला, प्रेगनेंसी टेस्ट निगेटिव बा। लेडी डाक्टर के लगे कब जाईं, आ अल्ट्रासाउंड में केतना लागेला?',
  },
  {
    level: 'routine',
    text: 'मरद के तीन हफ्ता से खाना खइला के बाद ऊपर पेट में जलन होला आ खट्टा डकार आवेला, वजन नइखे घटल। दवाई दोकान वाला जवन गोली देला ऊहे चलावत रहीं कि डाक्टर के देखाईं?',
  },
  {
    level: 'self_care',
    text: 'काल्ह से सर्दी बा आ गला खरखरात बा, बुखार नइखे। आज ऑफिस जा सकेनी का, आ गरम पानी के गरारा से काम चल जाई?',
  },
  {
    level: 'self_care',
    text: 'Kaal khet me kaam karat ghari haath me chhota kharoch lagal, khoon ruk gail baa. Dettol lagawni, TT ke sui 6 mahina pahile lele rahni, phir se leve ke padi ka?',
  },
  {
    level: 'self_care',
    text: 'बिटिया के स्कूल में मच्छर काट लेलस, हाथ पर ददोरा निकलल बा आ खुजली होता, बाकी ऊ खेलत बिया। काल्ह स्कूल भेज दीं आ कवन क्रीम लगाईं?',
  },
  {
    level: 'self_care',
    text: 'घाम में बजार घूमला के बाद कपार दुखात बा आ थकान बा, नींबू पानी पी लेले बानी। आज साँझ के पैरासिटामोल खा के सुत जाईं का?',
  },
  {
    level: 'self_care',
    text: 'Baba ke do din se latrine saaf naikhe hot, baaki thik bade, khaat-piyat ghumat bade. Triphala di ki isabgol, ketna dihal jaai?',
  },
  // Round 34: told from afar or alone (a son retelling a phone call from the village, a video call, someone living alone at night, a neighbour through the wall); measured blind against rules and the detector of round 33 (rules 86.1 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'माई फोन कइली, दू दिन से पेसाब में जलन बा आ आज कँपकँपी दे के बोखार आइल, पीठ में एक ओर दरद बा। कहत बाड़ी काल्ह डॉक्टर लगे जाइब।',
  },
  {
    level: 'urgent',
    text: 'Ham hostel me bani, kaal se pet ke dahina niche wala hissa me dard ba aa chalat ghari aur badh jaat ba, tani bokhar bhi ba.',
  },
  {
    level: 'urgent',
    text: 'बाबूजी गाँव में अकेले बाड़े, फोन पर कहलन गोड़ में घाव भइल रहे, अब गोड़ लाल हो के फूल गइल बा आ गरम लागत बा। उनका सुगर बा।',
  },
  {
    level: 'urgent',
    text: 'Room pe akele bani, 3 din se 102 bokhar ba, deh aa aankh ke pichhe dard ba, hamra mohalla me dengue chalat ba.',
  },
  {
    level: 'urgent',
    text: 'घरवाली के फोन, हमार 5 साल के बेटा के तीन दिन से बोखार बा, आज कान दुखात बा आ रोवत बा, दवाई से भी बोखार नइखे उतरत।',
  },
  {
    level: 'routine',
    text: 'Mai phone pe batawat bari ki ek mahina se thehuna bahut dukhaala, seedhi na chadh paawat bari. Gaon me doctor hafta me ek din aawelan.',
  },
  {
    level: 'routine',
    text: 'अकेले रहीला, कुछ हफ्ता से रात में नींद ना आवे आ हरदम थकान लागेला, वजन भी तनी घटल बा।',
  },
  {
    level: 'routine',
    text: 'बाबूजी फोन पर कहलन अब रात में तीन-चार बेर पेसाब खातिर उठे के पड़ेला, बाकी ठीक बा। उमिर 65 बा।',
  },
  {
    level: 'routine',
    text: 'Hostel ke mess ke khana se 2 hafta se pet gadbad ba, kabhi kabhi dast ho jaala, bokhar naikhe.',
  },
  {
    level: 'routine',
    text: 'सास जी फोन पर बतवली उनकर सुगर जँचवावल गइल त 220 आइल, गोली खालीं, अउर कवनो तकलीफ नइखे।',
  },
  {
    level: 'routine',
    text: 'बगल वाली चाची से रोज हाल पूछेनी, कहेली दू हफ्ता से सूखा खाँसी बा, बोखार नइखे, रात में तनी ढेर आवेला।',
  },
  {
    level: 'self_care',
    text: 'Night shift ke chalte kapaar dukhaala aa aankh jarela, neend pura na hoela. Kuchh gharelu upay bataain.',
  },
  {
    level: 'self_care',
    text: 'माई फोन कइली, काल्ह से सर्दी बा आ गला में खराश बा, बोखार नइखे। काढ़ा पिए के कहीं का?',
  },
  {
    level: 'self_care',
    text: 'हॉस्टल में बानी, परीक्षा के टेंशन से दू दिन से खट्टा डकार आ छाती में जलन होत बा, अउर कुछु नइखे।',
  },
  {
    level: 'self_care',
    text: 'Babuji ke phone, kaal khet me kaam karat ghari kamar tani lachak gail, aaj tani aaram ba, chal-phir lewat bade.',
  },
  { level: 'self_care', text: 'अकेले रहीले, घाम में घूम के अइनी त ओठ फाट गइल बा आ चमड़ी सूखल बा। का लगाईं?' },
  // Round 35: young writers (students 13–24: slang, emojis, English mixed in, hostel, exams, sports, a friend's forwarded message); measured blind against rules and the detector of round 34 (rules 87.8 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: '4 दिन से 103 बुखार बा, आज देह पर लाल-लाल दाना निकलल आ मसूड़ा से तनी खून आइल। मोहल्ला में डेंगू फइलल बा।',
  },
  {
    level: 'urgent',
    text: 'mai ke pesab me bahut jalan aa kamar ke bagal me dard ba, aaj se kanpkanpi ke sathe bukhar aail ba.',
  },
  {
    level: 'urgent',
    text: 'कबड्डी खेलत घरी कलाई मुड़ गइल, बहुत सूजन बा आ टेढ़ लउकत बा, हिलावल ना जात बा।',
  },
  {
    level: 'urgent',
    text: 'दहिना ओर पेट के नीचे सबेरे से दरद बढ़त जात बा, चलला पर अउरी दुखाता, एक बेर उल्टी भइल। हम 19 के बानी, लॉज में रहीला।',
  },
  {
    level: 'urgent',
    text: 'hamra ke gali ke kukur kaat lihlas, ghaav chhot ba bakir khoon nikalal. sui lagwawe ke padi ka?',
  },
  {
    level: 'routine',
    text: '3 हफ्ता से मुँह पर मुहाँसा बढ़ गइल बा, कवनो क्रीम काम नइखे करत। चमड़ी वाला डॉक्टर के देखाईं का?',
  },
  {
    level: 'routine',
    text: '2 mahina se period naikhe aail, test negative ba, aa munh pa baal badhat ba. PCOD hoi ka?',
  },
  {
    level: 'routine',
    text: 'बाबा के 3 हफ्ता से खाँसी बा, रात में ढेर, भूख कम भइल आ वजन घटल बा। बीड़ी पिएलें।',
  },
  {
    level: 'routine',
    text: 'मोबाइल पर पढ़ाई से 10 दिन से माथा दुखाता आ बोर्ड पर लिखल धुँधला लउकत बा। चश्मा लागी का?',
  },
  { level: 'routine', text: 'दादी के घुटना बहुत दुखाला, सीढ़ी ना चढ़ पावेली, बिहाने जकड़ जाला।' },
  {
    level: 'routine',
    text: 'gym me deadlift ke baad 10 din se kamar dukhat ba, jhukila t chubhe la, god me kuchh naikhe.',
  },
  {
    level: 'self_care',
    text: 'काल्ह ठेला पर गोलगप्पा खइनी, आज दू बेर पतला दस्त भइल, बुखार नइखे, पानी पियत बानी। का खाईं?',
  },
  { level: 'self_care', text: 'दू दिन से नाक बहत बा, छींक आवत बा आ गला खरखरात बा। रूम में सभे के बा।' },
  {
    level: 'self_care',
    text: 'naya joota se edi pa chhala pad gail ba, chale me dukhata. ka lagaai?',
  },
  {
    level: 'self_care',
    text: 'छठ के बरत के बाद माई के खट्टा डकार आवत बा आ पेट फूलल लागत बा, अउरी कुछ नइखे।',
  },
  {
    level: 'self_care',
    text: 'बियाह में रात भर नाच के गोड़ के पिंडली दुखात बा 😅 सूजन नइखे, बस थकान। का करीं?',
  },
  // Round 36: people with a long-standing illness or a known history (diabetes, BP, asthma, epilepsy, an old stroke or heart attack, a stent, kidney disease, a past miscarriage or C-section, old TB) write about something new; measured blind against rules and the detector of round 35 (rules 90.9 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: 'हमरा सुगर बा। तीन दिन से गोड़ के अँगूठा में घाव बा, अब लाल हो के फूल गइल बा, मवाद निकलत बा आ तनी बुखार भी बा।',
  },
  {
    level: 'urgent',
    text: 'Hamar beta aath saal ke ba, dama ba. Du din se 101-102 bukhar ba, khaansi badh gail, pump se tani aaram milela bakir raat bhar khaansat rahela. Aaj doctor ke dekha di ka?',
  },
  {
    level: 'urgent',
    text: 'माई के किडनी के बेमारी बा। दू दिन से पेसाब में जलन, जाड़ा दे के बुखार आ कमर में एक ओर दरद बा। होश में बाड़ी, खात-पियत बाड़ी।',
  },
  {
    level: 'urgent',
    text: 'बाबूजी के थायराइड आ बीपी बा। काल्ह आँगन में फिसल के गिर गइलन, कलाई बहुत फूल गइल बा, हिलावे पर दरद, लागत बा हड्डी टूटल बा। माथा ना लागल, बाकी ठीक बाड़न।',
  },
  {
    level: 'urgent',
    text: 'Hamar do mahina pahile operation se delivery bhail. Ab taanka ke jagah laal sujan aa gail ba, garam lagat ba aa tani paani jaisan mawaad nikalat ba, halka bukhar bhi ba.',
  },
  {
    level: 'routine',
    text: 'हमरा बीपी बा, छव महीना से खून के जाँच ना भइल। सुगर, कोलेस्ट्रॉल, किडनी के जाँच करावे के बा। कब आईं, खाली पेट आवे के बा का?',
  },
  {
    level: 'routine',
    text: 'थायराइड के गोली खात बानी, बाकिर दू महीना से बाल बहुत झड़त बा आ वजन बढ़त बा। डोज बदले के पड़ी का? डाक्टर से समय लेवे के बा।',
  },
  {
    level: 'routine',
    text: 'Hamra sugar ba, kuchh din se gor ke talwa me chiti renge jaisan lagat ba, raat me jaada. Dard naikhe. Nas wala doctor ke dikhaayi ki sugar wala ke?',
  },
  {
    level: 'routine',
    text: 'बाबा के पुरान लकवा बा, अब फेर से फिजियोथेरेपी शुरू करावे के बा, बायाँ हाथ तनी कड़ा हो गइल बा। अगिला हफ्ता अपॉइंटमेंट मिल जाई का?',
  },
  {
    level: 'routine',
    text: 'हमरा दमा बा। महीना भर से हफ्ता में तीन-चार रात पंप लेवे के पड़त बा, पहिले एतना ना होत रहे। बाकी ठीक बानी। डाक्टर के देखावे के बा।',
  },
  {
    level: 'routine',
    text: 'हमार टीबी के इलाज तीन साल पहिले पूरा भइल रहे। अब दू हफ्ता से सूखा खाँसी बा, बुखार नइखे, वजन ना घटल। जाँच करा लीं का?',
  },
  {
    level: 'self_care',
    text: 'Hamra BP ba, goli roj khaani. Kaalh se sardi ba, naak bahat ba, gala kharkharat ba. Kawan sardi ke dawai lee je BP ke nuksaan na kare?',
  },
  {
    level: 'self_care',
    text: 'हमरा सुगर बा। काल्ह बियाह में ढेर खा लेनी, आज पेट फूलल बा आ खट्टा डकार आवत बा। सुगर १६० आइल। घर पर का करीं?',
  },
  {
    level: 'self_care',
    text: 'हमार बेटा के मिर्गी के दवाई चलत बा। आज खेलत घरी घुटना छिला गइल, तनी खून निकलल। खाली डेटॉल लगा के पट्टी कर दीं, काफी बा?',
  },
  {
    level: 'self_care',
    text: 'Maai ke thyroid ba. Du din se tikha khaila se acidity aa khatta dakar aawat ba. Aur kuchh naikhe. Ghar ke koi upay bataayin.',
  },
  {
    level: 'self_care',
    text: 'स्टेंट लगले तीन साल हो गइल। काल्ह जिम में गोड़ के नया कसरत कइनी, आज जाँघ आ पिंडली में दरद बा, सीढ़ी उतरत घरी जादे। छाती में कुछ नइखे। बाम लगा लीं?',
  },
  // Round 37: work and seasons (farm, construction site, brick kiln, factory, drivers, fishermen, migrant workers; monsoon floods, heat wave, winter smoke, festival fasting, pilgrimage, wedding crowds); measured blind against rules and the detector of round 36 (rules 92.0 %, with the detector 98.3 %).
  {
    level: 'urgent',
    text: 'Hamar beta 9 saal ke ba, teen din se bukhar ba, roj dupahar me kaanp ke bukhar chadhela aur sar me dard rahela. Khana kam khaat ba bakir khelat ba. Gaon me malaria ke kes bhail ba.',
  },
  {
    level: 'urgent',
    text: 'भट्ठा पर कोयला झोंकत बेरा हाथ पर गरम राख गिर गइल। हथेली के बराबर जलल बा, फफोला पड़ गइल बा आ बहुत जलन बा। बाकी हम ठीक बानी।',
  },
  {
    level: 'urgent',
    text: 'खेत में हँसुआ से गोड़ कट गइल रहे तीन दिन पहिले। अब ओहिजा लाल, सूजल आ पीब भरल बा, लाली ऊपर ओर फइलत बा आ हल्का बुखार भी बा।',
  },
  {
    level: 'urgent',
    text: 'Papa ke pesaab ruk-ruk ke aawat ba, bahut jor lagawe pe thoda-thoda hota, pet ke niche phoolal ba aur dard ba. Kaal se ihe haal ba. Umir 67 ba.',
  },
  {
    level: 'urgent',
    text: 'बाढ़ के पानी में दू दिन आवत-जात रहनी, अब पेट में मरोड़ आ पानी जइसन दस्त दिन में आठ-दस बेर होत बा, हल्का बुखार बा। पानी पी पावत बानी आ पेशाब होत बा।',
  },
  {
    level: 'routine',
    text: 'हम मछुआरा बानी, बरिसन से धूप में रहिला। गाल पर एगो तिल धीरे-धीरे बड़ होत बा आ रंग बदलत बा। दरद नइखे। डॉक्टर के कब देखावल जाव?',
  },
  {
    level: 'routine',
    text: 'Mai ke do mahina se raat me haath ke ungli sunn ho jaala, khaas kar sil-batta chalawe ke baad. Kamjori naikhe. Kaun doctor ke dikhai?',
  },
  {
    level: 'routine',
    text: 'ट्रक चलावत-चलावत बवासीर हो गइल बा, पखाना में कबो-कबो थोड़ा खून आ दरद होला। छह महीना से बा। ऑपरेशन के जरूरत बा कि ना, देखावे के बा।',
  },
  {
    level: 'routine',
    text: 'हम बिल्डिंग में पेंट के काम करीला, साल भर से हाथ में खुजली बा आ चमड़ी फटत बा। घरेलू उपाय से फायदा ना भइल। चमड़ी के डॉक्टर से मिले के बा।',
  },
  {
    level: 'routine',
    text: 'बाबूजी के सुगर के दवाई चलत बा, तीन महीना से जाँच ना भइल। गाँव से आके जाँच करवावे के बा आ दवाई के मात्रा ठीक करावे के बा।',
  },
  {
    level: 'routine',
    text: 'गेहूँ के कटाई में धूल से हर साल नाक बंद आ छींक बहुत आवेला, महीना भर चलेला। अबकी पहिले से इलाज करावे के बा।',
  },
  {
    level: 'self_care',
    text: 'Chhath ke baad se goda me thoda dard aur thakaan ba, ghaat pe der tak khada rahni. Baaki sab theek ba. Ka kari?',
  },
  {
    level: 'self_care',
    text: 'जाड़ा में ओठ आ एड़ी फट गइल बा, हल्का दरद बा, खून नइखे आवत। घर पर का लगाईं?',
  },
  {
    level: 'self_care',
    text: 'बियाह के दावत में तीन दिन से तला-भुना खा के पेट भारी बा, खट्टा डकार आवत बा। बुखार भा उल्टी नइखे।',
  },
  {
    level: 'self_care',
    text: 'Garmi me pith aur gardan pe ghamauri nikal gail ba, khujli bahut hota, bukhar naikhe. Ghar pe ka laga li?',
  },
  {
    level: 'self_care',
    text: 'मच्छर काटला से लइका के हाथ पर दू-चार गो लाल दाना बा, खुजली करत बा, बाकिर बुखार नइखे आ खेलत-कूदत बा।',
  },
  // Round 38: a long story told in order, ending with the speaker's own harmless guess (gas, acidity, the heat, a sprain, tiredness); measured blind against rules and the detector of round 37 (rules 88.9 %, with the detector 95.7 %).
  {
    level: 'urgent',
    text: 'परसों खेत में काम करत घरी जंग लागल कील गोड़ में घुस गइल। ओह घरी हरदी लगा देनी। आज बिहाने से घाव के चारों ओर लाल हो गइल बा, सूजन बढ़ल बा, टीस मारत बा आ तनी बुखार बा, 101। चल पावत बानी। मोच होई सोच के सेंक देले बानी।',
  },
  {
    level: 'urgent',
    text: 'Kaal se peshaab me jalan, aaj bihane se kamar me ek taraf dard aa kaanp ke bukhar aail, 102. Office jaaye ke rahe, na gaini. Paani kam piyni ehi se hoi, nimbu paani piyat bani.',
  },
  {
    level: 'urgent',
    text: 'लइका (दस बरिस) साइकिल से गिरल, हाथ के बल। स्कूल गइल, लवटल त कलाई सूज गइल बा, टेढ़ नइखे बाकिर हिलवला पर बहुत दुखात बा, अँगुरी हिलावत बा। मोच होई, बरफ लगा देनी। आज एक्स-रे करवा लीं का?',
  },
  {
    level: 'urgent',
    text: 'तीन दिन से बुखार बा, बिहाने उतर जाला, साँझ के 102 तक चढ़ जाला। देह आ आँख के पाछे बहुत दरद। आज देह पर बारीक लाल दाना लउकल। पड़ोस में दू आदमी के डेंगू भइल रहे। कमजोरी होई, आराम करत बानी, खात-पियत बानी।',
  },
  {
    level: 'urgent',
    text: 'Bihane chah banaawat ghari garam tel haath pe chhitak gail. Thanda paani dhaarni, baaki ab hatheli pe bada phoka ho gail ba, sikka se bhi bada, bahut jarat ba. Toothpaste laga dihni. Aaj dekhawe ke pari ka?',
  },
  {
    level: 'routine',
    text: 'पिछला महीना से राति में बेर-बेर पेशाब खातिर उठे के पड़त बा आ पियास बहुत लागत बा। दिन में दफ्तरो में बोतल खाली हो जाला। वजन तनी घट गइल बा। माई के सुगर बा। गरमी से होई, तबो जाँच करवा लीं का?',
  },
  {
    level: 'routine',
    text: 'Du hafta se sookha khaansi ba, raat me jaada. Bukhar na, saans na phoolat. Naya ghar me rang-rogan bhail tabe se shuru bhail. Hardi-doodh piyat bani. Agila hafta dekhaa dee ka?',
  },
  {
    level: 'routine',
    text: 'ठेहुना बिहाने उठला पर अकड़ जाला, सीढ़ी चढ़त घरी दुखाला। तीन महीना से इहे हाल बा। मंदिर जाए में सीढ़ी गिन-गिन के चढ़ेनी। उमिर हो गइल एही से होई, सरसों तेल के मालिश करेनी। डाक्टर के कब देखाईं?',
  },
  {
    level: 'routine',
    text: 'हमार महीना चार महीना से गड़बड़ा गइल बा, कबो पंद्रह दिन पर, कबो डेढ़ महीना पर। चेहरा पर मुँहासा बढ़ गइल बा। बाकी कवनो तकलीफ नइखे। कॉलेज के परीक्षा के टेंशन होई शायद।',
  },
  {
    level: 'routine',
    text: 'Babuji 58 ke baani. Mahina bhar se saanjh ke unkar godh tanik phool jaala, bihane kam ho jaala. Saans na phoolat. BP ke dawai badlaail 2 mahina bhail. Dukaan pe din bhar khada rahelan, ehi se hoi.',
  },
  {
    level: 'routine',
    text: 'बेटी के माथा में ढील हो गइल बा आ अब गरदन के पाछे छोट-छोट गाँठ महसूस होत बा, दुखात नइखे। स्कूल में सबके ढील बा। बुखार नइखे, खेलत बिया। ढील के दवाई लगा देनी। गाँठ खातिर देखावे के चाहीं का?',
  },
  {
    level: 'self_care',
    text: 'काल्ह राति दोस्त के बियाह में खूब मसालेदार खाना खइनी, देर ले नचनी। आज बिहाने पेट में जलन आ खट्टा डकार आवत बा। बुखार नइखे, उल्टी नइखे। एसिडिटी होई, ठंडा दूध पी लेले बानी।',
  },
  {
    level: 'self_care',
    text: 'Parson barkha me bhinj gaini, bus aadha ghanta late aail. Kaal se naak bahat ba, chheenk aawat ba, gala tanik khichkhichaat ba. Bukhar na. Adrak wala chah aa bhaap le rahal bani. Aur kuchh kare ke ba ka?',
  },
  {
    level: 'self_care',
    text: 'बरामदा में गमला खिसकावत घरी पीठ में तनी चिलक धर लेलस। चलत बानी, झुके में खिंचाव लागत बा। गोड़ में झुनझुनी नइखे। बाम लगा देनी, आज आराम करब।',
  },
  {
    level: 'self_care',
    text: 'लइका (छव बरिस) स्कूल से आइल, टिफिन में दोस्त के आइसक्रीम खइले रहे। साँझ के दू बेर पतला पैखाना भइल, बाकिर खेलत बा, पानी पियत बा, पेशाब ठीक से होत बा। बुखार नइखे। ओआरएस देत बानी आ खिचड़ी बनावत बानी।',
  },
  {
    level: 'self_care',
    text: 'काल्ह से घाम में बियाह के खरीदारी खातिर घूमत बानी, आज माथा तनी दुखात बा, मुँह सूखत बा। पानी कम पियले रहनी। घरे आके सत्तू के शरबत पियनी, अब ठीक लागत बा। आज जल्दी सुत जाइब।',
  },
  // Round 39: shyness and euphemism (bleeding called 'that' or 'my clothes got spoiled', pain called 'uneasiness', a suicide plan only hinted, elders' polite indirection); measured blind against rules and the detector of round 37 (rules 78.4 %, with the detector 94.3 %).
  {
    level: 'urgent',
    text: 'Babu (4 saal) ke aankh laal ba, aankh ke aas-paas sujan, palak phool gail, bukhar 101 ba. Bhore se dard kahat ba. Baaki khaat-pee raha ba.',
  },
  {
    level: 'urgent',
    text: 'मरद के दू दिन से गला में बहुत दरद, एक ओर सूजन, मुँह पूरा ना खुलत, आवाज बदल गइल बा। पानी घोंट लेत बाड़न, साँस ठीक बा।',
  },
  {
    level: 'urgent',
    text: 'चूल्हा पर दूध उफनल, हाथ जर गइल। हथेली भर में बड़-बड़ फफोला, बहुत जरत बा। ठंढा पानी डाल देले बानी।',
  },
  {
    level: 'urgent',
    text: 'माई आँगन में फिसल के गिर गइली, कलाई सूज गइल बा आ टेढ़ लागत बा, बहुत दरद बा। माथा में चोट नइखे, बाकी सब ठीक।',
  },
  {
    level: 'urgent',
    text: 'Hamar mehraru ke chhati me ek taraf sujan aa laali ba, doodh pilawe me bahut dard, bukhar 101. Bachcha 3 hafta ke ba. Kahe me sharam lagat rahe, ehi se der bhail.',
  },
  {
    level: 'routine',
    text: 'Mehraru ke ek mahina se neeche se safed paani jaisan jaata, khujli bhi ba. Kahe me laaj lagat ba. Bukhar ya dard naikhe.',
  },
  {
    level: 'routine',
    text: 'बाबूजी के कुछ महीना से खाना घोंटे में तनी अटकेला, खास कर रोटी। वजन भी घटल बा। पानी ठीक से पियत बाड़न।',
  },
  {
    level: 'routine',
    text: 'दू हफ्ता से दाँत में ठंढा-गरम लागेला, कबो-कबो हल्का टीस। सूजन ना, बुखार ना।',
  },
  {
    level: 'routine',
    text: 'भाई के महीना भर से कमर के नीचे दरद, बोरा उठावे के काम करेला। गोड़ में झुनझुनी ना, पेशाब-पैखाना ठीक।',
  },
  {
    level: 'routine',
    text: 'Hamar laiki 17 saal ke ba, chehra aa peeth pe daana-daana bhar gail ba, sharam ke mare bahar na nikle. Kaun dawai lagawal jaay?',
  },
  {
    level: 'routine',
    text: 'सासु जी के आँख में साल भर से धुंधलापन बढ़त बा, रात में बत्ती के चारो ओर घेरा लउकेला। दरद नइखे।',
  },
  {
    level: 'self_care',
    text: 'Do din se sardi-zukaam, naak bahat ba, chheenk aa gala me khich-khich. Bukhar naikhe, khana-peena theek.',
  },
  {
    level: 'self_care',
    text: 'छठ के परसाद में ठेकुआ ढेर खा लेनी, पेट फूलल बा आ डकार आवत बा। अउरी कुछ दिक्कत नइखे।',
  },
  {
    level: 'self_care',
    text: 'दरवाजा के चौखट से माथा लाग गइल, हल्का गूमड़ बा। होस ठीक, उल्टी ना, चक्कर ना, बस छुवला पर दुखाता।',
  },
  {
    level: 'self_care',
    text: 'Naya joota pahin ke edi pe chhala pad gail, chalat me dard. Sugar naikhe, laali ya pus bhi naikhe.',
  },
  {
    level: 'self_care',
    text: 'लू में बाजार से लौटनी त माथा तनी भारी रहे, पानी आ सतुआ पियनी त आराम बा। उल्टी-चक्कर ना।',
  },
  // Round 40: readings and numbers (BP 82/50, pulse 44, SpO2 84, a baby's 35.2 °C, fits three times in an hour), the danger often in the number alone; measured blind after rounds 38 and 39's fixes (rules 87.8 %, with the detector 94.9 %).
  {
    level: 'urgent',
    text: 'लइका (7) के 4 दिन से बोखार 103 ले जात बा, दवाई से उतरेला फेर चढ़ जाला, पेट दरद आ उल्टी 2 बेर। खात नइखे।',
  },
  {
    level: 'urgent',
    text: 'peshab me jalan, 101 bukhar, kamar ke ek taraf dard, 2 din se. umar 29, mehraru bani.',
  },
  {
    level: 'urgent',
    text: 'बाबूजी के सुगर 2 दिन से 380-400 आवत बा, पियास ढेर लागत बा, बाकिर होस में बाड़े, उल्टी नइखे।',
  },
  {
    level: 'urgent',
    text: 'हँसुआ से हाथ कट गइल, 2 इंच गहिर घाव, खून रुक गइल बा, टाँका लागी का? टिटनेस के सुई 5 साल पहिले लागल रहे।',
  },
  {
    level: 'urgent',
    text: 'aankh laal ba, bahut dard, roshni me chubhat ba, dhundhla lauke. bhore se. umar 40.',
  },
  {
    level: 'routine',
    text: 'BP 3 बेर नापनी, 144/92 आ 150/96 आवत बा, उमर 50, कवनो दिक्कत नइखे।',
  },
  {
    level: 'routine',
    text: '3 hafta se sukha khaansi ba, bukhar naikhe, raat me jyada. beedi 10 go roj.',
  },
  {
    level: 'routine',
    text: 'ठेहुना में 4 महीना से दरद, सीढ़ी चढ़त में बढ़ जाला, उमर 58।',
  },
  {
    level: 'routine',
    text: 'हीमोग्लोबिन 8.9 आइल, थकान रहेला, महीना ढेर आवेला। उमर 32।',
  },
  {
    level: 'routine',
    text: 'HbA1c 8.1 aail, metformin 500 do baar khaat bani. dawai badhe ke chahi?',
  },
  {
    level: 'routine',
    text: 'महीना 45-50 दिन पर आवेला 6 महीना से, मुँह पर दाना, वजन 6 किलो बढ़ल। उमर 22।',
  },
  {
    level: 'self_care',
    text: 'काल्ह से सर्दी, छींक, गला खराब, बोखार 99.4। गरम पानी पियत बानी।',
  },
  {
    level: 'self_care',
    text: 'shaadi me 4 go rasgulla aur puri khaa leni, aaj pet bhari ba, 1 baar dast, bukhar naikhe.',
  },
  {
    level: 'self_care',
    text: 'लइका साइकिल से गिर के ठेहुना छिला लिहलस, तनी खून आइल, बंद हो गइल, खेलत बा।',
  },
  {
    level: 'self_care',
    text: 'रात में 4 घंटा ही नींद भइल, कपार तनी भारी लागत बा। चाय पी लेनी।',
  },
  {
    level: 'self_care',
    text: 'मच्छर काटला से हाथ पर 5-6 गो दाना, खुजली होत बा, अउर कवनो दिक्कत नइखे।',
  },
];

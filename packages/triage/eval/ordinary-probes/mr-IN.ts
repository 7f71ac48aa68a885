import type { OrdinaryProbe } from '../ordinary-probes';

/** Ordinary probes, Marwari: everyday health messages that are not emergencies. */
export const ORDINARY_PROBES_MR_IN: readonly OrdinaryProbe[] = [
  {
    level: 'self_care',
    text: 'mobile ghano dekhan su aankhyan mein jalan ar bhaar lage saanjh ne',
  },
  { level: 'routine', text: 'nanosa ne kam sunije ar kaan mein seeti baje' },
  {
    level: 'self_care',
    text: 'जुकाम तो ठीक हुग्यो पण पांच दिन सूं सूखी खांसी रैगी, खास कर रात नै। ताव कोनी अर सांस ठीक है। सहद अदरक ले रियो हूं। आपै ई ठीक हो जासी कांई?',
  },
  {
    level: 'urgent',
    text: 'तीन दिन सूं 102-103 ताव है, पेरासिटामोल सूं उतरै अर पाछो चढ़ जावै। डील टूटै है। खांसी या दस्त कोनी। उमर 35 साल।',
  },
  { level: 'self_care', text: 'गरमी में छोरै री नकसीर फूटगी, पांच मिनट नाक दबायो तो रुकगी। अब ठीक है' },
  {
    level: 'self_care',
    text: 'छोरै नै ब्याव में जीम्यां पछै एक बार उल्टी हुई अब खेलै है पाणी भी पीवै है कोई चिंता री बात तो कोनी',
  },
  {
    level: 'urgent',
    text: 'paanch din su taav, widal tset positive aayo, bhookh koni lage, kai karu',
  },
  { level: 'self_care', text: 'मूंडै में छालो हुग्यो खावतां बळै' },
  {
    level: 'urgent',
    text: 'khet mein kaam karta aankh mein kuch padgyo, lal hai ar ghani khatke, pani su dhoi',
  },
  {
    level: 'routine',
    text: 'दफ्तर रै काम रो घणो दबाव है। दो महीनां सूं मन उदास रैवै, किणी चीज में मन कोनी लागै। घरआळां सागै ठीक हूं अर खुद नै नुकसान पूगावण रो कोई विचार कोनी। किण सूं बात करूं?',
  },
  { level: 'self_care', text: 'machhar ghana kaate tabran ne, lal dana ar khaaj, kai lagawa' },
  {
    level: 'urgent',
    text: 'kal raat su jo bhi khau ulti ho jave, pani bhi koni tike, 6-7 ulti hugi',
  },
  { level: 'routine', text: 'ghar aala kave hu ghana kharrata lu, din mein neend aave' },
  { level: 'routine', text: 'बाल घणा झड़ै कांगसी करतां गुच्छा आ जावै' },
  {
    level: 'self_care',
    text: 'सीढ़ी उतरतां पग मुड़ग्यो। चाल सकूं हूं, हळकी सूजन अर दरद है। बरफ लगाऊं कै गरम सेक करूं?',
  },
  { level: 'self_care', text: 'वजन घटावण सारू सुबै नास्तै में कांई खाऊं? परांठा छोड़णा दोरा है 😅' },
  {
    level: 'self_care',
    text: 'दो दिन सूं नाक बह रियो है अर छींकां आ री है। उमर 30 साल, ताव कोनी अर गळो भी ठीक है। भाप ली ही, थोड़ो आराम है। और कांई करूं?',
  },
  { level: 'routine', text: 'विटामिन डी 12 आयो, कुणसी दवाई अर कितरा दिन?' },
  {
    level: 'self_care',
    text: 'dujo mahino chal rio hai pet ko, savere uthtan hi ji machlave ar ek baar ulti hove, pachhe din thik nikle. aa normal hai kai?',
  },
  {
    level: 'self_care',
    text: 'म्हैं 19 साल री हूं। महीनै रा पैलड़ा दो दिन पेडू में घणी मरोड़ उठै। महीनो टैम माथै आवै अर खून भी सामान्य ही है। गरम पाणी री थैली सूं थोड़ो आराम मिलै। और कांई कर सकूं?',
  },
  { level: 'self_care', text: 'पकोड़ा खाया पछै पेट में बळत अर खाटी डकार आ री है' },
  { level: 'self_care', text: 'teen din su pet saaf koni hovai, kabaj hai, kai lu?' },
  { level: 'routine', text: 'दादी सा रा गोडा सूज्योड़ा रैवै सुबै अकड़ जावै दो महीनां सूं' },
  {
    level: 'routine',
    text: 'pehli baar pet se hu, teen mahina hoya, checkup kad kad karavno ar iron goli kad su chalu?',
  },
  { level: 'self_care', text: 'सारो दिन कंप्यूटर माथै काम करूं जद सांझ नै माथो दुखै' },
  { level: 'urgent', text: 'गलूड़ियै हाथ माथै पंजो मार्यो थोड़ो खून आयो टीको लगवाणो पड़सी?' },
  { level: 'self_care', text: 'हिचकी रुक कोनी री दस मिनट सूं' },
  { level: 'routine', text: 'पेसाब करतां हळकी बळत दो दिन सूं, ताव कोनी, पाणी बधा दियो' },
  { level: 'routine', text: 'नानीसा नै धुंधळो दीखै आंख में धोळो सो लागै, मोतियो होसी कांई?' },
  {
    level: 'self_care',
    text: 'म्हारो छोरो 4 साल रो है, आज सुबै सूं 100 ताव है। पण खेलै है, रोटी खाई अर पाणी भी पीवै है। नाक थोड़ो बहै है। खाली पेरासिटामोल दे दूं कांई?',
  },
  {
    level: 'routine',
    text: 'म्हैं 24 साल री हूं। महीनो दो-तीन महीनां में आवै, वजन बधै है अर ठोडी माथै बाल आवै। सहेली कैवै PCOD होसी। कुणसा डाक्टर कनै जाऊं अर कुणसी जांच?',
  },
  {
    level: 'routine',
    text: 'dadi sa ko bp 150/95 aa rio hai teen din su, goli roj leve, matho thodo bhaari',
  },
  { level: 'self_care', text: 'tave su aangli jal gai, thodi lal hai, chhalo koni padyo' },
  { level: 'routine', text: 'बापू सा नै रात नै तीन चार बार पेसाब सारू उठणो पड़ै, धार भी धीमी, 65 साल' },
  {
    level: 'urgent',
    text: 'च्यार दिन सूं आंख्यां अर पेसाब पीळा है। भूख कोनी लागै अर जी मचळावै। ताव हळको हो। पीळियो होसी कांई?',
  },
  {
    level: 'urgent',
    text: 'galo ghano kharab, 102 taav, gitakan mein dikkat, kakda par dhola daag',
  },
  {
    level: 'urgent',
    text: 'chhori paanch saal ri, teen din su taav 103 taanyi jave. dawai su utre ar pachhe khele bhi ar pani bhi pive. pan teeje din bhi taav koni tutyo, aaj doctor kane jaavan kai?',
  },
  {
    level: 'routine',
    text: 'म्हारी मां 70 साल री है। कीं हफ्तां सूं कमजोरी लागै अर भूख कम लागै। ताव कोनी, हालै चालै है, बस जल्दी थाक जावै। कुणसी जांच करावां?',
  },
  { level: 'routine', text: 'cholesterol report mein LDL 172 aayo, umar 41, kai karno chaije?' },
  { level: 'routine', text: 'गरदन माथै छोटा छोटा मस्सा निकळ्या है, कटवाणा पड़सी?' },
  {
    level: 'routine',
    text: "बाबोसा 75 साल रा है चीज मेल'र भूल जावै अर एक ई बात बार बार पूछै कीं महीनां सूं",
  },
  { level: 'self_care', text: 'गरमी में पीठ माथै घमोरियां निकळगी, घणी चुभै है' },
  {
    level: 'urgent',
    text: 'chaar din su taav ar sharir mein ghano dard, mohalle mein dengue chal rio hai. kal jaanch karai platelets 1 lakh 25 hazaar aaya. kathe bhi khoon koni aayo, pet dard koni, pani ar juice pi rio hu. aaj doctor ne dikhavu?',
  },
  { level: 'self_care', text: 'माथै में रूसी घणी है खाज भी आवै शैंपू कुणसो लगाऊं' },
  { level: 'self_care', text: 'jukam mein paracetamol ar cetirizine saathe le sakan kai?' },
  {
    level: 'routine',
    text: 'म्हारी मां 57 साल री है। पिछलै हफ्तै खाली पेट सुगर 140 अर जीम्यां पछै 208 आई। अजे कोई दवाई कोनी लेवै अर कोई तकलीफ कोनी। अब दवाई चालू करणी पड़सी कांई?',
  },
  { level: 'routine', text: 'महीनां सूं तेजाब बणै गोळी खाऊं तो ठीक नीं तो पाछो बो ई हाल' },
  { level: 'routine', text: 'jaangh mein daad hugyo gol gol, cream lagai pan felto jave' },
  { level: 'routine', text: 'आंख लाल है गीड आवै सुबै चिपक जावै, दीखण में फरक कोनी' },
  {
    level: 'self_care',
    text: "साग काटतां आंगळी माथै छोटो सो कट लागग्यो। दबायो तो खून रुकग्यो, घाव गैरो कोनी। टिटनेस रो टीको पिछलै साल लगवायो हो। बस साफ कर'र पट्टी बांध दूं?",
  },
  {
    level: 'routine',
    text: 'खून री जांच में Hb 9 आयो है। उमर 28 साल, थकान रैवै अर मूंडो पीळो लागै। महीनो थोड़ो ज्यादा आवै। आयरन री गोळी आपै चालू कर दूं कै पैली डाक्टर नै दिखाऊं?',
  },
  {
    level: 'self_care',
    text: 'khet mein taavde mein kaam karyo, matho bhaari ar thakan, pesab peelo aave, pani kam piyo ho',
  },
  {
    level: 'urgent',
    text: 'काल रात सूं जीवणै पासै कमर सूं नीचै कानी जावतो तेज दरद उठै अर बैठ जावै। पैली भी पथरी निकळी ही। पेसाब थोड़ो लाल सो आयो। दरद री गोळी सूं थोड़ो फरक है।',
  },
  { level: 'urgent', text: 'जांघ माथै मोटो फोड़ो पकग्यो लाल अर गरम सागै ताव भी आग्यो' },
  { level: 'routine', text: 'घर में सगळां नै रात नै खाज आवै आंगळ्यां बिचै दाणा है टाबरां नै भी' },
  {
    level: 'urgent',
    text: 'pesab mein jalan ar saathe dhujni walo taav 101, kamar ke ek paase dard',
  },
  { level: 'routine', text: 'raat ne haathan mein jhanjhanahat ar aangli sunn ho jave' },
  {
    level: 'routine',
    text: 'बवासीर री तकलीफ है। टट्टी टैम दरद होवै अर कदे कदे दो तीन बूंद खून आवै। कबज भी रैवै। ईसबगोल ले रियो हूं पण पूरो फरक कोनी।',
  },
  {
    level: 'self_care',
    text: 'सातवों महीनो चाल रियो है। रात नै जीम्यां पछै खाटी डकार अर गळै तांई बळत होवै। टाबर ठीक हालै है अर दूजी कोई तकलीफ कोनी। कांई करूं?',
  },
  { level: 'routine', text: 'kaan mein char din su halko dard ar bhitar khaaj, taav koni' },
  { level: 'self_care', text: 'raat ne pindi mein nas chadh jave, ek do minute ghano dard hove' },
  {
    level: 'self_care',
    text: 'kal bori uthai hi, kamar mein halko dard hai. chal fir saku hu, pag mein jhanjhanahat koni',
  },
  {
    level: 'routine',
    text: 'एक हफ्तै सूं सफेद पाणी पड़ै अर नीचै खाज भी आवै। दही जियो गाढ़ो है। ताव या पेट दरद कोनी। लेडी डाक्टर नै दिखावणो पड़सी कांई?',
  },
  {
    level: 'routine',
    text: 'mhari umar 46 saal hai, teen hafta su khansi koni jave. saanjh ne halko taav bhi ho jave ar wajan bhi thodo ghatyo laage. mhare gaon mein ek aadmi ne TB huyi hi. jaanch kathe karavu?',
  },
  { level: 'routine', text: 'roj subah chhinkan ri jhadi lag jave ar naak band, ek saal su' },
  {
    level: 'routine',
    text: 'TSH report 8 aai, thakan rave ar wajan badhe. dawai chalu karni padsi?',
  },
  { level: 'routine', text: 'टाबर री टट्टी में धोळा कीड़ा दीख्या अर रात नै लारै खुजावै' },
  { level: 'routine', text: "सुबै उठ'र पैलो पग धरतां ई एडी में चसको चालै" },
  {
    level: 'urgent',
    text: 'चा रो उकळतो पाणी हाथ माथै पड़ग्यो। हथेळी जितरी जगां छाला हुग्या है। बीस मिनट ठंडो पाणी नाख्यो। दरद घणो है।',
  },
  {
    level: 'routine',
    text: "बार बार पगां माथै फोड़ा निकळै, इण साल तीजी बार हुयो। आपै फूट'र ठीक हो जावै, ताव कोनी आवै। सुगर री जांच करावूं कांई?",
  },
  { level: 'self_care', text: 'काल इंटरव्यू है घबराट हो री है हाथां में पसीनो आवै सांत कियां रैऊं' },
  {
    level: 'self_care',
    text: 'exam mein 10 din baaki hai, padhyo yaad koni rahve, ghano tension hove, neend bhi kam aave',
  },
  { level: 'urgent', text: 'सुबै सूं आठ दस बार पतळा दस्त हुग्या कमजोरी घणी पेसाब कम आयो मूंडो सूखै' },
  { level: 'routine', text: 'छ महीनां में 8 किलो वजन बधग्यो, खाणो उतो ई है, कुणसी जांच करावूं?' },
  { level: 'urgent', text: 'पथरी रो दरद पाछो चालू हुग्यो एक बार उल्टी भी हुई' },
  { level: 'self_care', text: 'chhori ke mathe mein ju padgi school su, kai lagawa?' },
  { level: 'urgent', text: 'दाढ़ में दरद हो अब गाल सूजग्यो अर हळको ताव' },
  {
    level: 'self_care',
    text: 'म्हैं 51 साल री हूं। सीढ़ी चढ़तां गोडां में हळको दरद होवै, सूजन कोनी। समतळ जगां चालण में कोई दिक्कत कोनी। कुणसी कसरत करूं?',
  },
  {
    level: 'self_care',
    text: 'galo thodo kharab hai kal su, garam pani mein namak daal ke kulla kar rio hu, aur kai karu?',
  },
  {
    level: 'urgent',
    text: "एक दिन छोड़'र धूजणी सागै ताव चढ़ै अर पछै पसीनो आय'र उतर जावै। एक हफ्तो हुग्यो। म्हारै अठै माछर घणा है। मलेरिया तो कोनी?",
  },
  { level: 'urgent', text: 'बडा भाई नै 27 साल री उमर में माता (चिकनपॉक्स) निकळी, दाणा अर ताव 101' },
  {
    level: 'routine',
    text: 'mharo chhoro teen saal ko hai, do mahina su khano ghano kam khave. khele thik hai, taav koni, pan wajan koni badhe. doctor kane kad le jaavan, koi taakat ri dawai?',
  },
  {
    level: 'self_care',
    text: 'म्हारी उमर 33 साल है। काल रात सूं तीन बार पतळा दस्त लाग्या, सायद बारै री पाणीपुरी खाई ही। ORS पी रियो हूं अर पेसाब ठीक आ रियो है। दस्त में खून कोनी अर ताव भी कोनी। खावण में कांई लेऊं?',
  },
  {
    level: 'urgent',
    text: 'khet mein jung lagyo keel pag mein chubh gyo, tetanus ko tiko paanch saal pelyan lagyo ho',
  },
  { level: 'self_care', text: 'मूंडै माथै कील मुंहासा घणा निकळै 17 साल रो हूं कांई लगाऊं' },
  { level: 'routine', text: "हाथां री चामड़ी सूख'र फाटै अर खाज आवै, बासण मांजण सूं और बधै" },
  { level: 'self_care', text: 'मधुमाखी हाथ माथै डंक मार दियो, थोड़ी सूजन अर दरद है, और कोई तकलीफ कोनी' },
  { level: 'self_care', text: 'टाबर नै जुकाम सागै खांसी है पण खेलतो फिरै अर दूध भी पीवै' },
  {
    level: 'urgent',
    text: 'sugar check kari 350 aai, goli lev hu, tis ghani lage, baaki thik hai',
  },
  {
    level: 'urgent',
    text: 'छोरो 12 साल रो साइकल सूं पड़ग्यो अर हाथ रै भार पड़्यो। कांडो सूजग्यो अर हलावतां घणो दरद होवै। आंगळ्यां हालै है अर चामड़ी कोनी फाटी। हाड टूट्यो हो सकै कांई?',
  },
  { level: 'self_care', text: 'edi fat gi hai, siyale mein aur badh jave' },
  { level: 'self_care', text: 'रात नै नींद कोनी आवै दो बजे तांई पासा फेरूं मोबाइल भी देखूं कोई उपाय बताओ' },
  {
    level: 'urgent',
    text: 'म्हारी छोरी 6 साल री है, रात सूं कान रै दरद सूं रोवै है। ताव 101 है। दो दिन पैली जुकाम हो। पाणी पीवै है अर बराबर बात करै है।',
  },
  {
    level: 'self_care',
    text: 'म्हारा बापू सा 63 साल रा है, BP री गोळी लेवै अर BP 130/80 रै आसपास रैवै। अब सुबै घूमणो चालू करणो चावै। कितो चालणो ठीक रैसी अर लूण कितो घटावां?',
  },
  {
    level: 'urgent',
    text: 'gali ke kutte ne pag mein batko bhar liyo, daant ka nishan ar thodo khoon. injection kathe lagsi?',
  },
  { level: 'self_care', text: 'पेट फूल्योड़ो रैवै गैस बणै रोटी खायां पछै' },
  { level: 'urgent', text: 'पग बुरी तरियां मुड़ग्यो घणो सूजग्यो पग धरती माथै कोनी धरीजै' },
  {
    level: 'urgent',
    text: "कांच सूं पग में गैरो कट लागग्यो, कपड़ो दबा'र खून रुकग्यो पण घाव खुल्लो है, टांका लागसी?",
  },
  {
    level: 'self_care',
    text: 'tabar ke daant aa rahya hai, 8 mahina ko, chidchido rave ar laar ghani pade',
  },
  {
    level: 'self_care',
    text: 'पिछलै महीनै म्हारी दादी सा गुजरग्या। जद सूं मन उदास रैवै अर कदे कदे रोवणो आ जावै। खाणो पीणो अर काम चालै है, नींद भी ठीक है। ओ सामान्य है कांई?',
  },
  {
    level: 'self_care',
    text: 'म्हारी छोरी 6 बरस री है, काल रात सूं 100 ताव है। पैरासिटामोल दी तो ताव उतर ग्यो अर अबार खेले है, खावे भी है। उल्टी कोनी, दस्त कोनी, सांस में कोई तकलीफ कोनी। घर में कांई ध्यान राखां?',
  },
  { level: 'self_care', text: 'दो दिन सूं जुकाम अर छींकां आवे, नाक बहवे। ताव कोनी।' },
  {
    level: 'self_care',
    text: 'mhare 3 din su gala me kharash hai, garam paani ra kurla karu hu. taav koni, khaavan me dikkat koni. aur kai karu?',
  },
  {
    level: 'self_care',
    text: 'रात नै जीम्यां पछै खाटी डकारां आवे अर पेट में जलन होवे चाय घणी पीऊं हूं अर मोड़ो जीमूं हूं कांई करूं',
  },
  {
    level: 'self_care',
    text: 'kabj hai 4 din su, pet saaf koni hove. paani kam piu hu. koi desi ilaaj batao',
  },
  {
    level: 'self_care',
    text: 'म्हैं 46 बरस रो हूं, दुकान पर दिनभर बैठ्यो रेवूं। एक हफ्ता सूं कमर रे नीचे वाळे हिस्से में दरद है, सवेरे उठूं जद ज्यादा। पगां में सुन्नपणो कोनी, पेशाब में कोई तकलीफ कोनी। गरम सेक कर्यो तो थोड़ो फरक पड़्यो।',
  },
  {
    level: 'self_care',
    text: 'Mhari umar 20 baras hai, exam me 12 din baaki hai ar raat ne neend koni aave. Man me ghani fikar rehve ke number kam aasi. Khaano theek khau hu, koi bimari koni. Neend saaru kai karu?',
  },
  { level: 'self_care', text: 'छोरी रे माथा में जूं पड़गी, स्कूल सूं लाई लागे। कांई लगावां?' },
  {
    level: 'self_care',
    text: 'खेत में मधुमाखी बांह पर काट ली, थोड़ी सूजन अर जलन है। डंक काढ दियो। दूजी जगां सूजन कोनी, सांस ठीक है, डील पर ददोड़ा कोनी। बरफ लगा सकूं?',
  },
  {
    level: 'self_care',
    text: 'saag kaatta hua aangli me chhoto so cut lag gyo, khoon band hugyo. dettol laga du kai?',
  },
  {
    level: 'self_care',
    text: 'म्हारा बापूजी 71 बरस रा है, बीपी री दवाई रोज लेवे। आज सवेरे घर री मशीन में 134/82 आयो। माथो कोनी दुखे, चक्कर कोनी, सगळो ठीक है। ओ ठीक है नीं?',
  },
  {
    level: 'self_care',
    text: 'आज सवेरे सूं 3 बार पतला दस्त लाग्या, काल ब्याव में जीम्या हा। ताव कोनी, दस्त में लोही कोनी, पेशाब ठीक आवे। ORS अर छाछ पीऊं हूं। और कीं लेणो पड़सी?',
  },
  {
    level: 'self_care',
    text: 'pet me baccho hai doosro mahino, savere jee machle ar ulti jisyo lage. doctor kayo normal hai. khaan-pin me kai dhyan raakhu?',
  },
  {
    level: 'self_care',
    text: 'टाबर नै 3 दिन सूं खांसी है\nताव कोनी, खेले है, खावे है। 5 बरस रो है, सहद दे सकां कांई?',
  },
  {
    level: 'self_care',
    text: 'म्हैं 29 बरस री हूं, महीना आवे जद पैला दो दिन पेट में घणा मरोड़ उठे। तारीख हर महीने ठीक आवे अर खून भी साधारण है। गरम थैली सूं थोड़ो आराम मिले। और कांई कर सकूं?',
  },
  { level: 'self_care', text: 'सीढ्यां उतरतां पग मुड़ग्यो, थोड़ी सूजन है पण चाल सकूं हूं, वजन दे सकूं।' },
  {
    level: 'self_care',
    text: 'aankh laal hai ek kaani, savere geed su chipak jave. dikhe theek hai, dard koni, ujaala su takleef koni. school me ghana taabaran ne hui hai.',
  },
  {
    level: 'self_care',
    text: 'वजन घटाणो है म्हारो वजन 84 किलो है लंबाई 5 फुट 3 इंच डाइट कांई राखूं कोई बीमारी कोनी कोई दवाई कोनी लेवूं',
  },
  {
    level: 'self_care',
    text: 'म्हारी मां नै सुगर है, 64 बरस री है। आज सवेरे भूखे पेट सुगर 126 आई, गोळ्यां टैम पर लेवे। कोई तकलीफ कोनी, थकान भी कोनी। आ रीडिंग ठीक है कांई?',
  },
  {
    level: 'self_care',
    text: 'haatha par kharaj ar chhota laal daana hugya, navo sabun lagayo ho 2 din pelyan. taav koni, dooji jaga koni.',
  },
  { level: 'self_care', text: 'मूंडा में छाला हुग्या, मिरच वाळो खाऊं तो बळे।' },
  {
    level: 'self_care',
    text: 'Mharo chhoro 3 baras ro hai ar 4 din su roti theek koni khave. Taav koni, ulti koni, dast koni, khele hai ar doodh pive hai. Peshab bhi theek kare. Aa fikar ri baat hai kai?',
  },
  {
    level: 'self_care',
    text: 'गरमी में टाबर री पीठ अर गळा पर अळाई हुगी, खुजावे है। 2 बरस रो है, बाकी मजा में है।',
  },
  {
    level: 'self_care',
    text: 'म्हारा बापूजी नै गुजर्यां एक महीनो हुयो। जद सूं मन उदास रेवे, कदे कदे रोवणो आ जावे। काम पर जाऊं, टाबरां साथै रेवूं, खाणो ठीक खाऊं। कोई माड़ा विचार कोनी आवे, बस मन भारी रेवे। आ साधारण बात है कांई?',
  },
  {
    level: 'self_care',
    text: 'savere ek baar ulti hui, ab theek hu. paani piu hu, roti bhi kha li. koi dawai chaiye kai?',
  },
  { level: 'self_care', text: 'डाक्टर लोहा री गोळी दी है, भूखे पेट लेवूं कै जीम्यां पछै? चाय साथै ले सकूं?' },
  {
    level: 'self_care',
    text: 'kaan me mail bhargyo lage, sunan me thodo band band lage. dard koni, paani koni nikle. earbud su saaf kar lu?',
  },
  {
    level: 'self_care',
    text: 'गोडां में दरद होवे सीढ्यां चढतां\nउमर 57, वजन थोड़ो ज्यादा है। सूजन कोनी, लाली कोनी, चाल लेवूं। कसी कसरत करूं अर कांई नीं करूं?',
  },
  { level: 'self_care', text: 'ठंड में होठ फाटग्या, कांई लगाऊं' },
  {
    level: 'self_care',
    text: 'Mhare 2 din su naak band hai ar matho bhaari lage, khaas kar savere. Kaal 99 taav ho, aaj koni. Din me do baar bhaap lewu hu. Galo thodo dukhe pan khaano utar jave. Aa sinus hai ke saadhaaran jukaam?',
  },
  {
    level: 'self_care',
    text: 'म्हैं तावड़ा में चिणाई रो काम करूं हूं, गरमी में कित्तो पाणी पीणो चाइजे? सांझ नै थकान होवे पण आराम करूं तो ठीक हो जाऊं।',
  },
  {
    level: 'self_care',
    text: 'म्हैं मंडी में बोरी उठावण रो काम करूं, 37 बरस रो हूं। दिनभर वजन उठावण सूं कांधा में दरद रेवे, रात नै आराम करूं तो सवेरे ठीक लागे। हाथ पूरो ऊंचो जावे, सुन्न कोनी होवे, पड़्यो कोनी। बाम लगाऊं हूं, और कांई करूं?',
  },
  {
    level: 'self_care',
    text: 'baby 8 mahina ro hai, daant aavta lage, laar ghani pade ar chidchido huyo hai. taav koni, doodh theek pive.',
  },
  { level: 'self_care', text: 'गैस घणी बणे, सांझ नै पेट फूल जावे। चणा अर दाळ ज्यादा खावां।' },
  {
    level: 'self_care',
    text: 'Bapuji ri BP ri goli amlodipine hai, savere levni ke raat ne? 68 baras ra hai, BP control me hai.',
  },
  {
    level: 'self_care',
    text: 'म्हारी छोरी 15 बरस री है, तीन महीना सूं मूंडा पर फुंस्यां होवे। वा दिन में घणी बार मूंडो धोवे अर फुंस्यां फोड़े। ताव या दूजी कोई तकलीफ कोनी, महीनो ठीक आवे। कांई लगावणो चोखो?',
  },
  { level: 'self_care', text: 'आधा घंटा सूं हिचकी बंद कोनी होवे, पाणी भी पी लियो' },
  { level: 'self_care', text: 'maatha me roosi ghani hai, khujaal aave. kaisyo shampoo laga?' },
  {
    level: 'self_care',
    text: 'बाई नै रात नै पग री पिंडी में बांयटा आवे\nउमर 62, दिन में ठीक चाले, पग पर सूजन या लाली कोनी। पाणी कम पीवे। कांई करां?',
  },
  {
    level: 'self_care',
    text: 'Mhara dadosa 77 baras ra hai, savere ghoomba jave ar aapro saaro kaam aap kare. Kai dina su kabj rehve ar bhookh thodi kam hai, pan vajan koni ghatyo, pet me dard koni. Khaana me kai badlaav karaan?',
  },
  {
    level: 'routine',
    text: 'म्हनै 3 हफ्ता सूं सूखी खांसी है, रात नै बढ जावे। ताव कोनी, बलगम में लोही कोनी, वजन कोनी घट्यो, सांस कोनी चढे। सिरप पीयो पण फरक कोनी। म्हैं 42 बरस रो हूं अर पैला बीड़ी पीवतो, टीबी तो कोनी?',
  },
  {
    level: 'routine',
    text: 'Mhari umar 24 baras hai, ek saal su mahino 2-3 mahina me ek baar aave. Vajan 7 kilo badhgyo ar mooda par baal badhgya. Pet me dard koni. Kisi kayo PCOD ho sake, kun sa doctor ne dikhaun ar kai test?',
  },
  {
    level: 'routine',
    text: 'एक हफ्ता सूं सफेद पाणी पड़े, थोड़ी बास अर खुजली भी है। ताव कोनी, पेट में दरद कोनी।',
  },
  {
    level: 'routine',
    text: 'म्हारी उमर 33 है, हर बगत थकान रेवे, बाल झड़े अर ठंड ज्यादा लागे। पिछला 2 महीना में वजन 4 किलो बढ्यो। दूजी कोई तकलीफ कोनी। थायराइड हो सके कांई? कुण सो टेस्ट करावूं?',
  },
  {
    level: 'routine',
    text: 'report me hemoglobin 9.1 aayo, mhe 23 baras ri hu. thakaan rehve pan baaki sab theek, mahino normal. kai khaaun ar goli levni padsi?',
  },
  {
    level: 'routine',
    text: 'जांघ रे जोड़ में गोळ गोळ लाल दाद है, खुजली घणी आवे। एक महीना सूं है, दुकान री क्रीम लगाई तो कीं दिन ठीक फेर फैलगी।',
  },
  {
    level: 'routine',
    text: 'ghar me saga ne raat ne aanglyaan bich khujli aave\ntaabaran ne bhi, 2 hafta hugya. khaaj hai kai? saga ne dawai levni padsi?',
  },
  {
    level: 'routine',
    text: 'म्हारा दादोसा 73 बरस रा है, कीं महीनां सूं बातां भूल जावे, एक ही बात दो तीन बार पूछे। जीमे है, चाले है, आपरो काम आप करे। अचाणचक कीं कोनी बदळ्यो, धीरे धीरे हुयो। कुण सा डाक्टर नै दिखावां?',
  },
  {
    level: 'routine',
    text: 'bawaseer ri takleef hai, latrine jaata dard hove ar kade kade thodo khoon tapke. 2 hafta su. kabj rehve, vajan koni ghatyo.',
  },
  {
    level: 'routine',
    text: 'जीवणा कान में 2 दिन सूं दरद है, थोड़ो कम सुणीजे। ताव कोनी, कान सूं कीं कोनी निकळे।',
  },
  {
    level: 'routine',
    text: 'म्हारो छोरो 7 बरस रो है, रात नै गुदा कनै खुजावे अर नींद में दांत किटकिटावे। खाणो कम खावे पण खेले पूरो। ताव कोनी, दस्त कोनी, पेट दरद कोनी। किरमियां होसी? कुण सी दवाई देवां?',
  },
  {
    level: 'routine',
    text: 'Sugar report aai: khaali pet 150, jeemba ke baad 224. Mhe 52 baras ro hu, pelyan baar test karayo. Koi takleef koni pan raat ne peshab saaru 2 baar uthno pade. Ab kai karu?',
  },
  {
    level: 'routine',
    text: 'छोरी 12 बरस री है, केवे बोर्ड पर धुंधळो दीखे अर पढतां आंख्यां सूं पाणी आवे। सांझ नै कदे माथो दुखे। आंख लाल कोनी।',
  },
  {
    level: 'routine',
    text: 'म्हैं 50 बरस री हूं, एक साल सूं गोडां में दरद है अर अबै नीचे बैठणो भारी हुग्यो। सवेरे आधो घंटो जकड़न रेवे। कदे कदे सूजन आवे, ताव कोनी। दरद री गोळी सूं आराम मिले पण रोज तो कोनी ले सकूं?',
  },
  {
    level: 'routine',
    text: 'mhane 2 mahina su ghabraahat si rehve, kaam ri fikar ghani hove ar neend kam. khaano theek, koi maada vichaar koni. counselling kathe milsi?',
  },
  {
    level: 'routine',
    text: 'गळा रे आगे थायराइड वाळी जगां पर छोटी गांठ सी लागे, दरद कोनी, गिटण में तकलीफ कोनी। कुण सो टेस्ट करावां?',
  },
  {
    level: 'routine',
    text: 'पांचवों महीनो चाले है, सगळो नॉर्मल है\nबस सांझ नै पगां पर थोड़ी सूजन आवे, सवेरे कम हो जावे। माथो कोनी दुखे, धुंधळो कोनी दीखे, पिछली बार बीपी 110/70 हो। टाबर ठीक हालै है। अगलो चेकअप आगला हफ्ता है, जद तांई ठीक है कांई?',
  },
  {
    level: 'routine',
    text: 'mooda par gaala par dhaula fika daag padgya, chhoro 9 baras ro hai. khujli koni, taavda me ghano khele.',
  },
  { level: 'routine', text: 'माथा में एक जगां सिक्का जित्ती गोळ टाट पड़गी, दरद या खुजली कोनी।' },
  {
    level: 'routine',
    text: 'Mhari maa 60 baras ri hai, 5 saal su BP ri dawai leve. Ek mahina su ghar par BP 150/94 ke aas paas aave. Matho koni dukhe, chakkar koni, dooji koi nishaani koni. Dawai badalni padsi kai?',
  },
  {
    level: 'routine',
    text: 'टाबर रो वजन कोनी बढे, 2 बरस रो है अर 9 किलो है। खावण में नखरा करे, खेले ठीक है, बार बार बीमार कोनी पड़े। कांई खवावां?',
  },
  {
    level: 'routine',
    text: 'पेशाब करतां थोड़ी जलन होवे दो दिन सूं बार बार जाणो पड़े ताव कोनी कमर कोनी दुखे पाणी ज्यादा पीऊं फेर भी',
  },
  {
    level: 'routine',
    text: 'mhane 3 mahina su roj gas ar khataas bane, antacid su farak koni pade. vajan koni ghatyo, ulti koni, kaali latrine koni.',
  },
  {
    level: 'routine',
    text: 'म्हारी उमर 27 बरस है, ब्याव नै दो साल हुग्या अर टाबर री कोसिस करां। महीनो टैम पर आवे, कोई दरद कोनी। दोनुवां री तबीयत ठीक है, कोई दवाई कोनी चाले। कद अर कुण सा टेस्ट करावां?',
  },
  { level: 'routine', text: 'पग री पगथळी पर मस्सो हुग्यो, चालतां चुभे। 3 महीना सूं।' },
  {
    level: 'routine',
    text: '3 hafta su neend koni aave, raat ra 3 baje aankh khul jave phir koni laage. naukri ri fikar hai. bina dawai koi upaay?',
  },
  {
    level: 'routine',
    text: 'म्हारी दादीसा 82 बरस री है, 15 दिन सूं घणी कमजोरी लागे अर भूख कम है। ताव कोनी, खांसी कोनी, दस्त कोनी। बीपी अर सुगर री गोळ्यां चाले, रीडिंग ठीक है। लोही री जांच करावां कांई?',
  },
  {
    level: 'routine',
    text: 'kaan su kade kade paani jisyo nikle, juni takleef hai ek saal su. dard halko, taav koni.',
  },
  {
    level: 'routine',
    text: 'रिपोर्ट में विटामिन डी 10 आयो अर बी12 भी कम है। पगां में कदे कदे झणझणाहट होवे। कांई करूं?',
  },
  {
    level: 'routine',
    text: 'Mhe 20 baras ro college student hu, 5 mahina su mooda ar peeth par phunsyaan ghani hai ar daag reh jave. Ghar me face wash ar ek cream lagai pan farak koni. Taav ya dooji koi takleef koni. Chamdi ra doctor ne dikhaano chaije kai?',
  },
  {
    level: 'routine',
    text: "सवेरे खाट सूं उठ'र पैलो पग मेलूं जद एडी में घणो दरद होवे, थोड़ो चाल्यां पछै कम हो जावे। 2 महीना सूं है, उमर 45।",
  },
  {
    level: 'routine',
    text: 'टाबर नै बार बार जुकाम खांसी हो जावे\nहर महीने। 4 बरस रो है, बाकी खेले है, वजन ठीक है, सांस में सीटी कोनी बाजे। ताकत बधावण नै कांई करां?',
  },
  {
    level: 'routine',
    text: '6 mahina su mahina me ghano khoon pade, 7-8 din chale. thakaan hove ar haath pag thanda. pet me baccho koni, dard khaas koni.',
  },
  {
    level: 'routine',
    text: 'म्हैं 56 बरस रो किसान हूं, 3 हफ्ता सूं कांधा सूं कोहणी तांई दरद है, हाथ पूरो ऊंचो कोनी जावे। पड़्यो कोनी, कोई चोट कोनी। रात नै उण कानी सोवूं तो बढे। सेक अर मालिस करी, फरक कोनी। म्हनै सुगर भी है।',
  },
  {
    level: 'routine',
    text: 'कोलेस्ट्रॉल 238 आयो रिपोर्ट में, उमर 47। दवाई लेवणी पड़सी कै खाणा सूं ठीक होसी?',
  },
  {
    level: 'urgent',
    text: 'म्हनै 3 दिन सूं 102-103 ताव है, डील टूटे अर आंख्यां रे लारे दरद है। पैरासिटामोल सूं थोड़ी देर उतरे। उल्टी कोनी, कठै सूं लोही कोनी आवे, पेट दरद कोनी। म्हारे मोहल्ला में डेंगू रा केस है, आज जांच करावूं?',
  },
  {
    level: 'urgent',
    text: "Mhane 4 din su taav aave jave, pelyan dhoojni aave thand lage phir paseeno aa'r utar jave. Matho dukhe ar deel toote. Ek baar ulti hui. Mhare gaon me malaria ra case hai, saans theek hai.",
  },
  {
    level: 'urgent',
    text: 'आज दोपारां गळी रे कुत्ते पग पर काट लियो, दांत लाग्या अर थोड़ो लोही निकळ्यो। साबुण अर पाणी सूं धो दियो। टीको कठै अर कद लगवाणो?',
  },
  {
    level: 'urgent',
    text: 'पसवाड़ा सूं पेट रे नीचे तांई घणो तेज दरद आवे लहरां ज्यूं पिछली बार पथरी ही पेशाब में जलन है ताव कोनी उल्टी कोनी',
  },
  {
    level: 'urgent',
    text: 'तीन दिन सूं पेशाब में जलन ही अर आज 101 ताव चढग्यो, कमर रे एक कानी दरद है। म्हैं 30 बरस री हूं, पेट सूं कोनी। उल्टी कोनी, पाणी पी लेवूं। आज किण नै दिखाऊं?',
  },
  {
    level: 'urgent',
    text: 'bhaiyo cricket khelto pad gyo, kalaai soojgi ar ghumaavan me ghano dard. aanglyaan hale ar thandi koni. haddi tooti hosi kai? x-ray aaj karavaan?',
  },
  {
    level: 'urgent',
    text: 'म्हारो छोरो 4 बरस रो है, काल सूं 8-10 बार दस्त अर 3 बार उल्टी हुई। सवेरे सूं पेशाब कम कर्यो, मूंडो सूखो लागे। जागे है, बात करे है अर ORS थोड़ो थोड़ो पीवे। दस्त में लोही कोनी।',
  },
  {
    level: 'urgent',
    text: 'typhoid ri jaanch positive aai, 5 din su 101-102 taav hai. bhookh koni. mhe 28 baras ro, ulti koni, pet me thodo dard.',
  },
  {
    level: 'urgent',
    text: 'फैक्ट्री में ग्राइंडर पर काम करतां आंख में लोहा रो कण पड़ग्यो, पाणी सूं धोई पण अबार भी रड़के अर लाल है। दीखे ठीक है।',
  },
  {
    level: 'urgent',
    text: 'म्हैं 43 बरस रो हूं, 5 दिन सूं 101 रे आसपास ताव है, भूख कोनी लागे अर पेट खराब सो। गांव रे डाक्टर गोळ्यां दी पण ताव कोनी जावे। लोही या उल्टी कोनी, सांस ठीक है। आज कठै दिखाऊं?',
  },
  {
    level: 'urgent',
    text: 'daadh me dard ar gaal soojgyo, taav bhi 100 hai. 2 din su. moondo khule hai, gitt saku hu.',
  },
  {
    level: 'urgent',
    text: 'बिल्ली हाथ पर पंजो मार दियो\nथोड़ो लोही निकळ्यो, धो दियो। पाळ्योड़ी कोनी, गळी री है। टीको लगवाणो पड़सी कांई?',
  },
  {
    level: 'urgent',
    text: 'कांख में फोड़ो हुयो है, चार दिन में मोटो अर लाल हुग्यो, मांय राध भर्योड़ी लागे। आज 100 ताव है। हाथ हिलावूं तो दुखे।',
  },
  {
    level: 'urgent',
    text: 'Mhari chhori 10 baras ri hai, 3 din su taav 103 taai jave. Paracetamol deva to khele ar thodo khaave. Ulti koni, saans theek, deel par daana koni. Pan taav poro utre hi koni, aaj dikhaavaan?',
  },
  {
    level: 'urgent',
    text: 'बाई न्हावण घर में रपटगी, कलाई सूजगी अर टेढी लागे, हाले कोनी। माथो कोनी लाग्यो, ठीक बात करे। उमर 67।',
  },
  {
    level: 'urgent',
    text: 'छोरी रे 3 दिन सूं कान में घणो दरद हो अर आज पीळी राध निकळी। 6 बरस री है, 101 ताव है। खेले है, थोड़ो खावे। आज डाक्टर कनै ले जावां?',
  },
  {
    level: 'urgent',
    text: 'savere su 6 baar ulti hui, kai bhi pet me koni tike, paani bhi koni. mhe 31 baras ri, dast bhi lagya hai. ubhi hou to chakkar so aave.',
  },
  { level: 'urgent', text: 'खेत में बांदरो काट ग्यो, हाथ पर घाव है, लोही बंद है। टीका लगवाणा पड़सी?' },
  {
    level: 'urgent',
    text: 'म्हारी घरआळी नै 2 दिन सूं गळो घणो दुखे, थूक गिटण में तकलीफ अर 102 ताव है। काकड़ा पर धोळा दाग दीखे। सांस ठीक है, आवाज थोड़ी बैठगी। उमर 26।',
  },
  {
    level: 'urgent',
    text: 'pag me kaanch ghus gyo, maay reh gyo lage. khoon band hai pan pag dharti par koni tike.',
  },
  {
    level: 'urgent',
    text: 'आज जीम्यां पछै सुगर 315 आई, गोळी ली ही। तिस ज्यादा लागे अर बार बार पेशाब। बाकी ठीक हूं, उमर 60, उल्टी कोनी।',
  },
  {
    level: 'urgent',
    text: 'Mhari umar 36 hai, kaal raat su peeth re ek kaani su pet re neeche taai ghano dard hai. Peshab me thodo laal dikhe. Taav koni, ulti koni. Dard ri goli su thodo ghatyo pan phir aa jave.',
  },
  {
    level: 'urgent',
    text: 'म्हारा बापूजी 63 बरस रा है, ललाट पर एक कानी जलन रे साथै पाणी वाळा छाला हुग्या, आंख कनै तांई। 2 दिन पैला बठै दरद शुरू हुयो हो। आंख सूं ठीक दीखे। आज दिखावां?',
  },
  {
    level: 'urgent',
    text: 'baby 1 baras ro hai, 2 din su taav 102, kaan khainche ar raat ne rove. doodh pive, peshab theek, din me khele bhi.',
  },
  {
    level: 'urgent',
    text: 'म्हैं 53 बरस री हूं, जीवणो गोडो अचाणचक सूजग्यो, लाल अर गरम है, चालण में घणो दरद। 2 दिन सूं है अर 100 ताव भी है। पड़ी कोनी, कोई चोट कोनी।',
  },
  {
    level: 'urgent',
    text: 'म्हनै सातवों महीनो चालै। दो दिनां सूं दोनूं पग सूज्योड़ा है, मेडिकल माथै BP देख्यो तो 140/90। माथो कोनी दुखै, आंख्यां में धुंधळो कोनी, टाबर पेट में चोखो हालै। अगली जांच तांई रुक सकूं कांई?',
  },
  {
    level: 'urgent',
    text: '5 din su khaansi ar bukhar, peelo balgam aave. saans lewan me dikkat koni pan ghani kamjori hai',
  },
  {
    level: 'urgent',
    text: "Bapuji 61 baras ra hai. Teen din su dawi kaani peeth su pet taai ek hi side me bal'r dard, ab chhota chhota phafola line me nikalgya. Thodo bukhar hai. Aankh kane kin koni. O shingles (nagin) hai kai, dawai kad su chalu karni?",
  },
  {
    level: 'routine',
    text: 'खून री जांच में Hb 8.3 आयो। कई दिनां सूं थकाण, सीढ़ी चढूं तो सांस फूलै, पण बैठी रहूं तो ठीक। महीनो थोड़ो बेसी आवै। लोहा री गोळी ही काफी है कांई?',
  },
  {
    level: 'routine',
    text: 'sonography me 6mm ri pathri aayi, abar dard koni. operation karwano padsi ke paani piwan su nikal jaasi',
  },
  {
    level: 'routine',
    text: 'नौकरी छूटी जद सूं दो महीना सूं नींद ठीक कोनी आवै। मन हमेस घबरायोड़ो रहवै, काळजो धड़कै। खुद नै नुकसान पुगावा रो कोई विचार कोनी। किणी सूं बात करणी चाऊं, कठै जावूं?',
  },
  {
    level: 'urgent',
    text: 'gali ra kutta pag me kaat liyo, thodo khoon aayo. sabun su dhoy liyo. rabies ro injection kathe lagsi, aaj hi lagwano padsi kai?',
  },
  {
    level: 'urgent',
    text: 'pag ro angutho ghano laal ar sujyo hai, aakhi raat dard su neend koni aayi. uric acid pehla badhyodo ho',
  },
  { level: 'routine', text: 'दो महीना सूं गोडां में दरद, घणो चालूं तो सूज जावै। उमर 58' },
  { level: 'urgent', text: "पग मुड़ग्यो, टखणो घणो सूजग्यो, पग नीचै धर'र चाल कोनी सकूं" },
  {
    level: 'routine',
    text: 'म्हारी छोरी 19 बरस री है, महीनो दो-तीन महीना में एक बार आवै। मूंडै माथै मुंहासा, वजन भी बध्यो। PCOS तो कोनी, कुणसा डाक्टर नै दिखावां?',
  },
  {
    level: 'urgent',
    text: 'खेत में काम करतां जंग लाग्योड़ी कील पग में चुभगी। थोड़ो खून आयो अर रुकग्यो। छेल्ली बार टिटनेस रो इंजेक्सन कद लगवायो, याद कोनी। आज ही लगवाणो पड़सी कांई?',
  },
  { level: 'urgent', text: 'झींगा खाया पछै आखा डील में ददोड़ा अर खाज, होठ कोनी सूज्या, सांस ठीक है' },
  {
    level: 'urgent',
    text: 'grinder su kaam karto ho, aankh me kin padgyo. aankh laal hai paani aave, dikhe to theek hai. chubhe ghano',
  },
  { level: 'routine', text: 'डावी छाती में एक छोटी गांठ लागै, दरद कोनी। उमर 41। कुणसा डाक्टर नै दिखावूं' },
  {
    level: 'urgent',
    text: '3 din su daant me dard, ab gaal soojgyo. nigal sakun hun, saans me koi dikkat koni. daant ra doctor ne aaj hi dikhano kai',
  },
  {
    level: 'urgent',
    text: 'म्हारा घरवाळा नै सुगर है, हफ्तै भर सूं गोळी ठीक सूं कोनी ली। आज घरां चैक कर्यो तो 350 आयो। घणा थाक्योड़ा है, तिस घणी लागै, पण बात ठीक करै है, उल्टी कोनी। आज ही डाक्टर कनै जावणो चाइजै?',
  },
  {
    level: 'urgent',
    text: 'Dengue ri jaanch positive aayi, aaj chotho din hai bukhar ro. Platelet 88,000 aaya hai. Khoon kathe su koni aayo, ulti koni, thodo khaano kha lewu, paani khoob piwu. Bharti hono padsi ke ghar me reh sakun?',
  },
  {
    level: 'urgent',
    text: 'म्हनै दमो है। काल रात धूळ घणी ही तो सांस में सीटी बाजबा लागी, इनहेलर रा दो पफ लिया तो ठीक हुयग्यो। अबार सांस ठीक है, बात भी आराम सूं कर सकूं। पण ईं हफ्तै तीन बार इयां हुयो, डाक्टर नै मिलणो चाइजै कांई?',
  },
  { level: 'routine', text: 'कमर कनै गोळ दाद, तीन क्रीम लगाई पण कोनी गई, खाज घणी' },
  {
    level: 'routine',
    text: 'Latrine jaatan thoda khoon ra tipka pade, 2 hafta hoyga. Thodo dard bhi hai, kabj rahve. Chakkar ya kamjori koni. Bawaseer hai kai, kitto jaldi doctor ne dikhano?',
  },
  {
    level: 'urgent',
    text: "दो दिनां सूं पेसाब करती बगत बळत हुवै, बार-बार जावणो पड़ै। आज ठंड लाग'र 101 ताव आयग्यो, कमर में थोड़ो दरद है। पाणी घणो पीवूं हूं। आ गुरदा री इन्फेक्सन तो कोनी?",
  },
  {
    level: 'routine',
    text: 'thyroid ri report me TSH 9.4 aayo, thakan rahve, wajan badhgyo. goli leni padsi kai',
  },
  {
    level: 'routine',
    text: 'दो-तीन महीना सूं महीनो घणो बेसी आवै, पैला दो दिन हर 3 घंटा में पैड बदळणो पड़ै। घणी थकाण है, पण चक्कर कोनी आवै। उमर 44। डाक्टर नै कद दिखावूं?',
  },
  {
    level: 'urgent',
    text: "म्हारा बापूजी 80 बरस रा है, काल रात सीढ़ी माथै ठोकर खा'र पड़ग्या। माथै में चोट कोनी, बात बिल्कुल ठीक करै, सगळां नै ओळखै। पण डावै हाथ री कळाई सूज'र नीली पड़गी, हाथ हला कोनी सकै।",
  },
  {
    level: 'urgent',
    text: "Mhare pehla bhi pathri hi. Aaj suba su kamar ri laar su neeche kaani rah rah'r ghano dard uthe, ek bar ulti bhi hui. Bukhar koni, pesab thodo laal hai. Dard ri goli lee pan aaram koni, aaj hi doctor ne dikhano padsi kai?",
  },
  { level: 'urgent', text: 'मधुमाखी चार-पांच जगां काट खाई, आखो हाथ सूजग्यो। सांस ठीक है, मूंडो कोनी सूज्यो' },
  { level: 'routine', text: 'BP हफ्तै भर सूं रोज देखूं, 150/95 रै आसपास आवै, गोळी लेवूं, बाकी कीं तकलीफ कोनी' },
  {
    level: 'urgent',
    text: "mharo chhoro 3 baras ro hai, hath pakad'r khinchyo to ab dawo hath uncho koni kare. rove koni, khele hai pan us hath su kin koni pakde",
  },
  {
    level: 'urgent',
    text: 'जोधपुर सूं कलकत्ता दो दिन री रेल री जातरा करी। अबार डावै पग री पिंडी सूजगी है अर दुखै, हाथ लगावूं तो गरम लागै। सांस में कोई तकलीफ कोनी, छाती में दरद भी कोनी। कुणसी जांच करवाणी चाइजै?',
  },
  {
    level: 'urgent',
    text: 'रोटी बणाती बगत गरम तेल हाथ माथै पड़ग्यो। हथेळी कनै तीन फफोला हुयग्या है, घणी बळत हुवै। ठंडा पाणी में दस मिनट राख्यो। टूथपेस्ट लगा सकूं कांई, डाक्टर नै दिखाणो पड़सी?',
  },
  {
    level: 'routine',
    text: 'khali pet sugar teen bar 180 aayi, metformin lewu hun. dose badlano padsi kai',
  },
  { level: 'routine', text: 'एसिडिटी रोज हुवै, सिरप पीवूं तो पैली जियां आराम कोनी, महीनो हुयग्यो' },
  {
    level: 'urgent',
    text: 'म्हनै दो महीना रो पेट है। तीन दिनां सूं कीं भी खावूं टिकै कोनी, पाणी पीवूं तो भी उल्टी। खून कोनी आयो, पेट में दरद भी कोनी। पण घणी कमजोरी है, पेसाब कम आवै।',
  },
  {
    level: 'urgent',
    text: 'सब्जी काटती बगत छुरी आंगळी में ऊंडी लागगी खून अबार रुकग्यो पण घाव खुल्यो पड्यो है टांका लगवाणा पड़सी कांई',
  },
  { level: 'urgent', text: 'बिच्छू पग री आंगळी में डंक मार्यो, बठै ही घणो दरद है, और कीं कोनी' },
  {
    level: 'urgent',
    text: 'jangh par ek phodo hoyo hai, mawad bhargi, ghano dukhe, thodo bukhar bhi. chirwano padsi kai?',
  },
  {
    level: 'urgent',
    text: 'म्हारो छोरो 13 बरस रो है, छह दिनां सूं ताव है, सांझ नै बध जावै। पेट में थोड़ो दरद, भूख कोनी। गांव रा डाक्टर गोळ्यां दी पण ताव कोनी उतर्यो। मियादी ताव (टाइफाइड) तो कोनी, कुणसी जांच करावां?',
  },
  {
    level: 'urgent',
    text: "म्हारा 2 बरस रा टाबर माथै गरम चाय ढुळगी। बांह माथै रुपिया रा सिक्का जितरो फफोलो हुयग्यो। तुरंत नळ रा पाणी में राख्यो। अबार रोवणो बंद कर'र खेलै है। डाक्टर नै दिखावां कांई?",
  },
  {
    level: 'routine',
    text: 'chhoro 6 baras ro hai, theek su khave koni, wajan koni badhe, raat ne laar khaaj chale kewe. pet me kida hai kai',
  },
  { level: 'urgent', text: 'टाबर नै दूध पावूं, एक छाती लाल हुयगी, दुखै अर कड़क है, 100 ताव' },
  {
    level: 'urgent',
    text: 'हफ्तै भर सूं आंख्यां पीळी है, पेसाब भी गैरो पीळो आवै। भूख बिल्कुल कोनी, खावूं तो जी मचळै। पेट में दरद खास कोनी। पीळियो हुयग्यो कांई, कुणसी जांच करवावां?',
  },
  {
    level: 'urgent',
    text: 'Mhari chhori 4 baras ri hai, ek rupiya ro sikko gitak gayi. Khaansi koni, saans theek le, khaano bhi khaave, khele bhi. Ulti bhi koni kari. X-ray karwano padsi, aaj hi hospital jawa kai?',
  },
  {
    level: 'urgent',
    text: 'छोरा नै 103 ताव है, क्रोसिन दी जद सूं खेलै है अर दूध पीवै है। आज ही दिखाणो पड़सी कांई?',
  },
  {
    level: 'urgent',
    text: 'म्हारै घर री बिल्ली म्हारी छोरी रै हाथ माथै पंजो मार्यो अर थोड़ो काट लियो। बिल्ली रै टीका लाग्या कै कोनी, याद कोनी। घाव छोटो है, साबुन सूं धोय दियो। छोरी 8 बरस री है, रेबीज रो इंजेक्शन लगवाणो पड़सी कांई?',
  },
  {
    level: 'urgent',
    text: "काल सांझ नै स्कूटी सूं फिसळ'र पड़ग्यो। जीमणै हाथ री कळाई घणी सूजगी है अर घणी दुखै। माथै में कोई चोट कोनी लागी, होस पूरो है। आंगळियां हालै है पण हाथ घुमाऊं तो घणो दरद हुवै। हाड टूटगी कांई, आज ही एक्सरे करवाणो पड़सी?",
  },
  {
    level: 'urgent',
    text: 'बाथरूम साफ करबा री दवाई आंख में उछळगी पाणी सूं खूब धोई अबार भी बळै लाल है दीखै ठीक है',
  },
  {
    level: 'routine',
    text: 'तीन हफ्ता पैली टखणो मुड़ग्यो हो। सोजो उतरग्यो, चाल लेवूं। पण सीढ़ी चढूं जद अबार भी दुखै, ढीलो-ढीलो लागै। एक्सरे करवाणो चाइजै कांई?',
  },
  {
    level: 'routine',
    text: 'बापूजी 75 बरस रा है। आजकाल चाबी कठै धरी भूल जावै, एक ही बात बार-बार पूछै। खाणो, न्हाणो सगळो खुद करै। ईं खातर कुणसा डाक्टर नै दिखावां?',
  },
  {
    level: 'urgent',
    text: "म्हारी माँ 73 बरस री है, आज सुबै बाथरूम में फिसळ'र पड़गी। बात-चीत बिल्कुल ठीक करै है, माथै में कीं कोनी लाग्यो। पण डावै कूल्हे में दरद है, ऊभी कोनी हो सकै। कठै लेर जावां?",
  },
  { level: 'urgent', text: 'छोरी रै कान में दरद है, कान सूं पीळो पाणी बैवै, थोड़ो ताव भी' },
  {
    level: 'urgent',
    text: 'maa ro BP dekhyo 170/100 aayo, bas thodo mathe me dard hai. chhati me dard koni, hath pag theek hale hai. kai karan?',
  },
  {
    level: 'urgent',
    text: 'तीन दिनां सूं 102, 103 ताव उतरै ही कोनी, डील टूटै। गोळी लेवूं तो थोड़ी देर उतरै फेर चढ़ जावै',
  },
  {
    level: 'urgent',
    text: 'Bapuji 67 baras ra hai, kaal su 8 bar dast lagya. ORS pive hai, pesab thodo aave hai pan ghana kamjor hai, mundo sukhyo hai. Ulti koni, baat theek kare hai. Hospital le jawa ke ghar me hi dekh lewa?',
  },
  { level: 'urgent', text: 'मंदर कनै बांदरो पग में काट लियो दांतां रा निसाण है इंजेक्सन लगवाणो पड़सी कांई' },
  {
    level: 'routine',
    text: 'kutta kaatyo jad 0 ar 3 din ra injection lagwaya, 7ve din ro reh gyo, aaj 9vo din hai. ab kai karun',
  },
  {
    level: 'routine',
    text: 'तीन हफ्ता सूं खांसी कोनी जावै। थोड़ो बलगम आवै, खून कोनी। रात नै थोड़ो पसीनो आवै, वजन भी घट्यो लागै। पड़ोसी नै टीबी ही, म्हनै भी तो कोनी, डर लागै।',
  },
  {
    level: 'urgent',
    text: 'माँ नै सुगर है। पग रै अंगूठा रै नीचै एक घाव है, हफ्तै भर सूं भरै कोनी, अबार मवाद आवै अर बास भी आवै। माँ नै दरद खास कोनी लागै। कांई करां?',
  },
  {
    level: 'urgent',
    text: "डावै पग में एक छोटो घाव हो, अबार चारूंमेर लाल हुय'र सूजग्यो अर गरम है। लाली काल सूं बेसी फैलगी। थोड़ो ताव भी है। एंटीबायोटिक चाइजै कांई?",
  },
  {
    level: 'urgent',
    text: "ek din chhod'r ek din dhruj'r bukhar aave, pachhe paseeno aa'r utar jaave. malaria to koni?",
  },
  // Round 23: every message typed in Latin letters again, measured blind against rules and the detector trained on rounds 1–22 (rules 88.1 %, with the detector 92.3 % at 0.99).
  { level: 'self_care', text: 'do din su jukaam ar chheenka aave, koi dawai bataao' },
  { level: 'self_care', text: 'sookhi khaansi hai raat ne ghani aave' },
  { level: 'routine', text: 'maa sa ra goda mein dard rahve seedhiyan chadhta' },
  { level: 'self_care', text: 'roti khaaya pachhe khatta dakar ar jalan, kai khaavan' },
  { level: 'self_care', text: 'haath pe laal daana ar khujli teen din su' },
  { level: 'self_care', text: 'kaal su halko taav 99.5, baaki theek hu' },
  { level: 'self_care', text: 'kamar mein dard rahve ghani der computer pe baithan su' },
  { level: 'routine', text: 'sugar test karaayo fasting 118 aayo, o jyada hai kai?' },
  { level: 'self_care', text: 'wajan ghataano hai, naashta mein kai khaavan' },
  { level: 'self_care', text: 'chhota ne do din su patla dast, khele hai ar paani peeve' },
  { level: 'self_care', text: 'maatha mein rusi ghani, kunsa shampoo aacho' },
  { level: 'self_care', text: 'raat ne neend der su aave' },
  { level: 'routine', text: 'thyroid ri report mein TSH 5.2 aayo, doctor ne dikhaano chahije?' },
  { level: 'self_care', text: 'mobile dekh ne aankhya thak jaave ar paani aave' },
  { level: 'routine', text: 'daadh mein dard thando paani peeta' },
  { level: 'self_care', text: 'kai din su kabj rahve, koi desi tariko' },
  // Round 24: half in the script, half in Latin letters, a mix of every earlier style; measured blind against rules and the detector of round 23 (rules 89.5 %, with the detector 96.0 %).
  { level: 'self_care', text: 'दो दिनां सूं सरदी अर छींकां, गळो थोड़ो खराब। कोई घरेलू नुस्खो?' },
  { level: 'routine', text: 'मां सा रे गोडां में दरद रेवे, सीढ़ी चढतां ज्यादा। कांई कसरत करे?' },
  { level: 'self_care', text: 'जीम्यां पछे गैस बणे अर पेट फूल जावे, कांई खाणो छोड़ूं?' },
  { level: 'self_care', text: 'हाथ पर लाल दाणा अर खाज, नुवो साबण बरत्यो हो' },
  { level: 'routine', text: 'फास्टिंग शुगर 118 आई, आ ज्यादा है कांई? खाणो कियां राखूं' },
  { level: 'self_care', text: 'काले सूं हळको ताव 99.8, डील टूटे, खाणो पीणो ठीक है' },
  { level: 'self_care', text: 'दफ्तर में आखो दिन बैठ्यां कमर दूखे, कोई सलाह?' },
  {
    level: 'self_care',
    text: 'छोरो 4 बरस रो, 2 बार पतळा दस्त हुया, खेले है पाणी पीवे पेसाब ठीक। ORS देवां?',
  },
  { level: 'self_care', text: '4 din su khansi hai, sukhi, raat ne jyada. koi syrup?' },
  { level: 'self_care', text: 'daanta me thando lage, sensitive toothpaste kunsi chokhi?' },
  { level: 'routine', text: 'report me vitamin D 15 aayo, kitta din goli leni?' },
  { level: 'self_care', text: '10 kilo vajan ghatano hai, kitti roti khau, diet plan batao' },
  { level: 'self_care', text: 'screen dekh dekh aankhya me jalan, koi drops?' },
  {
    level: 'self_care',
    text: 'saanj ne chai koni mile to mathe dard hu jaave haha, chai kam kiyan karu?',
  },
  { level: 'self_care', text: 'paga ri edi faat gi, kain lagau' },
  { level: 'self_care', text: 'raat ne neend kam aave, mobile der taai chalau. koi tip?' },
  // Round 25: half in the script, half in Latin letters, less typical presentations; measured blind against rules and the detector of round 24 (rules 83.5 %, with the detector 95.7 %).
  { level: 'self_care', text: 'दो दिन सूं जुकाम अर गळो खराब है, ताव कोनी। घर में कांई करूं?' },
  { level: 'self_care', text: 'टाबर रै घुटना पर खेलतां छोटी खरोंच आई, थोड़ो लोई आयो हो, अबै बंद है।' },
  { level: 'self_care', text: 'garmi me kaam karyo, paani kam piyo, sir dukhe. kai karu' },
  {
    level: 'self_care',
    text: 'kaal raat ghano jeem liyo, aaj pet bhaari aur gas, ek do baar dast bhi',
  },
  { level: 'self_care', text: 'kamar me thodo dard hai, kaal paani ri matki uthai thi' },
  {
    level: 'routine',
    text: 'म्हारी सुगर री जांच करवाई, खाली पेट 160 आई, दवाई कोनी लेवूं अबार। डॉक्टर नै कद दिखाऊं?',
  },
  { level: 'routine', text: 'तीन हफ्ता सूं खांसी जावै कोनी, ताव कोनी पण रात नै बढ़ै।' },
  { level: 'routine', text: 'मासिक दो महीना सूं टैम पर कोनी आवै, प्रेगनेंसी टेस्ट नेगेटिव है।' },
  {
    level: 'routine',
    text: 'mummy ra goda me mahina su dard, sidhi chadhan me dikkat, sojan thodi',
  },
  { level: 'routine', text: 'BP ri goli khatam ho gi, 150/95 aa ryo, chakkar koni aave' },
  { level: 'urgent', text: 'पेसाब में जळन अर कमर री एक कानी दरद, काल सूं ताव 102 है, कंपकंपी भी छूटै।' },
  { level: 'urgent', text: 'पग में कांटो लाग्यो हो, अबै घाव लाल, गरम अर पीप भरी है, म्हैं सुगर रो मरीज हूं।' },
  { level: 'urgent', text: 'कुत्तो काट ग्यो पिंडी पर, दांत लाग्या, लोई रुकग्यो। सुई कठै लगवाऊं?' },
  {
    level: 'urgent',
    text: 'chhora ne 3 din su bukhar 103, goli su utre pan pher chadhe, gaam me dengu chal ryo hai',
  },
  { level: 'urgent', text: 'aankh me kaal su laali aur dard, roshni chubhe, dikhe bhi dhundhlo' },
  {
    level: 'urgent',
    text: 'tabar 4 saal ro, aaj 8-10 baar dast ho gya, thodo susto hai par paani piye',
  },
  // Round 26: a third in the script with English words, a third in Latin letters, a third with slips or as voice typing writes it, the danger told in passing; measured blind against rules and the detector of round 25 (rules 85.5 %, with the detector 96.0 %).
  {
    level: 'self_care',
    text: 'Do din su naak beh rahi hai aur chheenk aa rai hai, halko sar dard. Ghar pe kai karan?',
  },
  { level: 'self_care', text: 'धूप म सु आयो तो थोड़ो सिर दुखे बाकी कीं कोनी कांई लेवूं' },
  {
    level: 'self_care',
    text: 'म्हारै छोरै (3 बरस) रै हाथ पर मच्छर काटण सूं लाल दाणा होग्या, खाज आवै। कुणसी cream लगावां?',
  },
  {
    level: 'self_care',
    text: 'Hath par garam chai gir gi, thoda laal hai, chhalo koni. Kai lagau?',
  },
  { level: 'self_care', text: 'कबज रेवे दो तीन दिन सु पेट भारी लागे कोई देसी नुस्खो बताओ' },
  {
    level: 'routine',
    text: 'गोडा मांय दरद रैवै दो महीना सूं, सीढ़ी चढ़तां घणो। उमर 58। किसा doctor नै दिखावां?',
  },
  {
    level: 'routine',
    text: 'Mhari beti 14 saal ri hai, teen mahina su period nahi aayo, weight bhi badh ryo hai. Doctor ne kad dikhano chahije?',
  },
  {
    level: 'routine',
    text: 'सुगर की जांच करवाई खाली पेट 160 आई पेलां कदी करवाई कोनी कोई दिक्कत कोनी बस तिस जादा लागे',
  },
  { level: 'routine', text: 'नजदीक रो कम दीखै, अखबार पढ़बा मांय दिक्कत होवै। चश्मो लगावणो पड़सी कांई?' },
  {
    level: 'routine',
    text: 'Do hafta su sukhi khansi hai, raat ne jyada, taav kono. Kaun si jaanch karwani chahije?',
  },
  { level: 'routine', text: 'पेसाब म जलन ह हफ्ता भर सु ताव कोनी पाणी बी खूब पीवूं फेर बी' },
  {
    level: 'urgent',
    text: 'म्हारा बापू रै पग री आंगळी पर घाव है, सुगर है, अबै लाल होग्यो अर राध आवण लागी, हल्को ताव भी। आज ई दिखावां कांई?',
  },
  {
    level: 'urgent',
    text: 'Gali ro kutto chhore ne pag par kaat gyo, khoon thoda aayo. Injection lagwano padsi ka?',
  },
  { level: 'urgent', text: 'टाबर पांच बरस को ह कान म दरद घणो ह रात भर रोयो अर ताव 102 ह' },
  {
    level: 'urgent',
    text: 'तीन दिन सूं तेज ताव 103 है, डील मांय दरद अर आंख्यां रै पाछै दुखै, अठै मच्छर घणा है। dengue तो कोनी?',
  },
  {
    level: 'urgent',
    text: 'Aangli mein chaku su gehro kat lag gyo, khoon ruk gyo par ghav khulo hai, taanka lagsi ka?',
  },
  // Round 27: two thirds in Latin letters, short, typed fast and by ear; measured blind against rules and the detector of round 26 (rules 83.2 %, with the detector 95.2 %).
  { level: 'self_care', text: 'do din su naak behe chheenk aave halko jukam hai' },
  { level: 'self_care', text: 'sabji kaatta aangli kat gi thodo khoon aayo ruk gyo' },
  { level: 'self_care', text: 'मूंडै में छाळा हुयग्या, तीखो खावां तो बळै' },
  { level: 'self_care', text: 'tel wala khano khayo khatti dakar aave halki jalan' },
  { level: 'self_care', text: 'gala me kharas hai thodi khansi taav koni' },
  { level: 'self_care', text: 'सियाळै में हाथां री चामड़ी फाटगी, खुजली आवै' },
  { level: 'routine', text: 'गोडां में महीना सूं दरद है, चढतां उतरतां ज्यादा दुखै' },
  { level: 'routine', text: 'aajkal pyaas ghani lage raat me 4 baar peshab jaano pade' },
  { level: 'routine', text: 'म्हारी बेटी रो तीन महीनां सूं महीनो कोनी आयो, ब्याव कोनी हुयो' },
  { level: 'routine', text: 'teen hafta su khansi hai jaave koni vajan bhi ghatyo lage' },
  { level: 'routine', text: 'haath par safed daag hoyga dhire dhire badhe' },
  { level: 'urgent', text: 'teen din su taav 103 aave sharir ghano dukhe kamjori' },
  { level: 'urgent', text: 'peshab me jalan kamar me dard ar kaal su taav bhi' },
  { level: 'urgent', text: 'गळी रो कुत्तो छोरा रै पग पर काटग्यो, दांत लाग्या, खून आयो' },
  { level: 'urgent', text: 'tabar re kaan me dard kaan su paani aave taav bhi hai 3 saal ro' },
  {
    level: 'urgent',
    text: 'kaam karta aankh me loha ro kan padgyo laal hoygi paani aave khule koni',
  },
  // Round 28: sent on someone else's behalf (an ASHA worker, a neighbour, a son far away), a third each in the script, in Latin letters and as voice typing writes it, less typical presentations; measured blind against rules and the detector of round 27 (rules 86.4 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'Dadi ne pesab me jalan, taav 102 ar kamar me ek taraf dard, kampkampi chhute',
  },
  { level: 'urgent', text: 'छोरे रे गळा में घणो दरद, थूक निगळणो मुसकल, ताव 103, गळे में एक तरफ सोजो।' },
  { level: 'urgent', text: 'बापू ने शुगर है पग री आंगळी रो घाव काळो पड़ ग्यो बदबू आवे' },
  { level: 'urgent', text: 'Ek aankh laal, dard ghano, roshni chubhe, dhundhlo dikhe, kaal su' },
  {
    level: 'urgent',
    text: 'नानाजी ने तीन दिन सूं दस्त, आज पेसाब कम आयो, मुंडो सूखो, कमजोरी घणी। उमर सत्तर साल।',
  },
  {
    level: 'routine',
    text: 'Maa ne ghutna me mahina su dard, seedhi chadhno mushkil, subah akdan',
  },
  { level: 'routine', text: 'भाई रो वजन बढ़ग्यो, रात ने खर्राटा घणा, दिन में नींद आवे।' },
  { level: 'routine', text: 'लुगाई ने दो महीना सूं पीरियड कोनी आयो टेस्ट नेगेटिव है वजन बढ़्यो' },
  { level: 'routine', text: 'Dada ne raat me baar baar pesab aave, dhaar dheemi, mahina su' },
  { level: 'routine', text: 'छोरी ने थकावट रेवे, नख सफेद, महीना में घणो खून जावे।' },
  { level: 'routine', text: 'बापू री आंख में मोतियो है धुंधलो दीखे धीरे धीरे बढ़्यो ऑपरेशन कद करावां' },
  { level: 'self_care', text: 'Naak bahe, chheenka, halki khansi, do din su, taav koni' },
  { level: 'self_care', text: 'तावड़ा में काम कर्यो तो माथो दुखे, पाणी पी लियो, अबे थोड़ो ठीक।' },
  { level: 'self_care', text: 'सर्दी में एड़ी में दरारां पड़ गी थोड़ो दुखे लोई कोनी' },
  { level: 'self_care', text: 'Chhore ne machhar kaatya, khujli ar laal daana, taav koni' },
  {
    level: 'self_care',
    text: 'म्हारो भाई पचीस बरस रो है, तीखो खायां पछे छाती में जलन अर खाटी डकार आवे, पैलां भी हुई है।',
  },
  // Round 29: a practical question with the danger inside it ('can we wait till morning?'), often about two people, the emergency the second one's; measured blind against rules and the detector of round 28 (rules 86.4 %, with the detector 94.3 %).
  {
    level: 'urgent',
    text: 'टाबर रै कान में तीन दिन सूं दरद, आज कान सूं पीळो पाणी निकळै, ताव 101। सांझ नै डाक्टर कनै जावां, अबार सरसूं रो तेल गरम कर डाळ देवां कांई?',
  },
  {
    level: 'urgent',
    text: 'bapu ne peshab ruk ruk ke aave ho, aaj dinuge su bilkul koni aayo, pet niche phulyo ar dard. kal tak ruk sakan?',
  },
  {
    level: 'urgent',
    text: 'म्हारी लुगाई रो पग मुड़ग्यो सीढ़ी सूं उतरतां टखणो घणो सूजग्यो पग धरै तो घणो दरद चाल कोनी सकै हड्डी टूटी होसी कांई बरफ लगा देवां',
  },
  {
    level: 'urgent',
    text: 'mhare gala me 2 din su dard, aaj thook nigalan me bhi takleef, ek kani sujan, mooh pooro koni khule, taav. garara karun ke doctor?',
  },
  {
    level: 'urgent',
    text: 'दादीसा नै दो दिन सूं दस्त, आज थोड़ी कमजोरी, पाणी पीवै, पेसाब आवै पण कम। बै 78 बरस री है अर बीपी री गोळी लेवै। आज ही दिखावां कांई?',
  },
  {
    level: 'routine',
    text: 'mhari kamar me 3 mahina su dard, dinuge uthun jad akdan, kaam karta theek. x-ray karavun? kis doctor ne dikhavun?',
  },
  {
    level: 'routine',
    text: 'छोरी रै मूंडा माथै दो बरस सूं घणा मुंहासा होवै कांई क्रीम लगावां चमड़ी रा डाक्टर नै दिखावां कांई',
  },
  {
    level: 'routine',
    text: 'म्हनै छह महीना सूं एड़ी में दरद, दिनुगै पहलो पग धरूं जद घणो। जूता बदळूं? कुणसा डाक्टर नै दिखावूं?',
  },
  {
    level: 'routine',
    text: 'papa ne khurrata ghana aave, din me neend aave, bhaari bhi hai. kis doctor ne dikhavan? kai test hove?',
  },
  {
    level: 'routine',
    text: 'म्हारा छोरा रो वजन कम है बरोबर खावै कोनी पांच बरस रो है पेट में कीड़ा होसी कांई कीड़ा री दवाई कद देवां',
  },
  {
    level: 'routine',
    text: 'mane 2 mahina su haath ri aangliyan me dinuge jhanjhanahat, thodi sujan. thyroid ri goli leun hun. report kara lun?',
  },
  {
    level: 'self_care',
    text: 'तावड़ा में फिरयां पछै टाबर रा गाल लाल, थोड़ी घमौरी, बाकी खेलै, पाणी पीवै। कुणसो पाउडर लगावां?',
  },
  {
    level: 'self_care',
    text: 'kal raat jagran me jaagyo, aaj aankhya laal ar matho thodo bhari, baaki theek. neend poori kar lun to chalsi?',
  },
  {
    level: 'self_care',
    text: 'सियाळा में होठ फाट ग्या थोड़ी लोई भी आवै फाटेड़ा होठां माथै कांई लगावां घी लगा सकां',
  },
  {
    level: 'self_care',
    text: 'chhora ne garmi me naak su thodi loi aayi, 2 minat daba ke ruk gi, ab khele. baar baar koni aave. kai dhyan rakhan?',
  },
  {
    level: 'self_care',
    text: 'म्हनै दो दिन सूं कबज है, पेट में दरद कोनी। इसबगोल ले लूं कांई? पाणी कित्तो पीऊं?',
  },
  // Round 30: people who write little and badly (short, broken, misspelt, English medical words mixed in); measured blind against rules and the detector of round 29 (rules 92.6 %, with the detector 98.0 %).
  { level: 'urgent', text: 'पेसाब मे जळन ताव 102 कांपणी कमर रै लारै दरद' },
  { level: 'urgent', text: 'ऊंट री लात पग पे लागी सूजग्यो पग पे वजन कोनी धर सकूं' },
  { level: 'urgent', text: '3 दिन सूं ताव 103 डील दुखै आंख्यां रै लारै दरद उल्टी डेंगू तो कोनी' },
  { level: 'urgent', text: 'गळी मे कुत्तो काट ग्यो पिंडी पे दांत गड्या थोड़ो खून सुई कोनी लगवाई' },
  {
    level: 'urgent',
    text: 'tabar 2 baras ro kaan me dard taav 101 raat bhar royo kaan su pani aave',
  },
  { level: 'routine', text: 'गोडा मे दरद 2 महीना सूं पैड्यां चढणी दोरी 58 बरस' },
  { level: 'routine', text: 'महीनो 3 महीना सूं टेम पे कोनी आवै मूंडा पे फुंसी वजन बधै' },
  { level: 'routine', text: 'हाथ पे खाज गोळ गोळ दाग 3 हफ्ता होग्या फैलै' },
  { level: 'routine', text: 'बीपी री गोळी खतम होगी 150/90 आवै और कोई तकलीफ कोनी' },
  { level: 'routine', text: '2 hafta su khansi taav koni beedi pivu' },
  { level: 'routine', text: 'sugar ri jaanch karavni h 45 baras bapu ne sugar hi thakan rahve' },
  { level: 'self_care', text: 'जुकाम छींका नाक बैवै गळो थोड़ो खराब काले सूं' },
  { level: 'self_care', text: 'रोटी बणावती हाथ थोड़ो बळग्यो छोटी जगै लाल छालो कोनी' },
  { level: 'self_care', text: '3 दिन सूं कब्ज पेट भारी और कीं कोनी' },
  { level: 'self_care', text: 'तावड़ा मे काम कर्यो माथो दुखै पाणी कम पीयो' },
  { level: 'self_care', text: 'bus me ulti aave kaal gaon jano h kai karu' },
  // Round 31: messages that mix times and people (a past emergency and a present worry, two family members, a question about signs, recovery after hospital); measured blind against rules and the detector of round 30 (rules 93.2 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: 'छोरै नै तीन दिन सूं 103 ताव, आज डील पर लाल दाणा, हाड़ दुखै। पाड़ोसी नै गयै हफ्तै डेंगू हुयो हो',
  },
  {
    level: 'urgent',
    text: 'dadisa ne pesab me jalan, aaj ghano bukhar, kaanpni, kamar me ek kani dard. pehla bhi ek baar pesab ko infection hoyo ho',
  },
  { level: 'urgent', text: 'बापू नै सुगर है। पग री आंगळी मं घाव, राध आवै, लाली ऊपर बधती जावै, काल सूं ताव' },
  {
    level: 'urgent',
    text: 'म्हनै काल सूं पेट रै जीमणै कानी नीचै दरद बधतो जावै, उल्टी, चालूं तो दुखै। भाई रो पैली अपेंडिक्स रो ऑपरेसन हुयो हो',
  },
  {
    level: 'urgent',
    text: 'do saal ke tabar ne do din su dast, aaj pesab kam, thodo susat hai, par khele hai, paani pive hai',
  },
  {
    level: 'routine',
    text: 'मां रै दो हफ्ता सूं गोडा दुखै, सीढ़ी चढ़णो दोरो। म्हनै भी कंप्यूटर रै काम सूं थोड़ी कमर दुखै',
  },
  {
    level: 'routine',
    text: 'teen hafta su khaansi, bukhar koni, raat ne jyada. bapu ne das baras pehla TB hoyo ho, isu thodo dar lage',
  },
  { level: 'routine', text: 'गयै साल थायरॉइड री गोळी सरू करी, अबै बाळ झड़ै, थकाण। जांच फेर कोनी कराई' },
  {
    level: 'routine',
    text: 'छोरी दस बरस री, एक महीना सूं कैवै बोर्ड पर लिख्योड़ो कोनी दीखै, सांझ नै माथो दुखै',
  },
  {
    level: 'routine',
    text: 'mhane kuch dina su pesab baar baar aave, tis ghani lage. maa ne sugar hai',
  },
  { level: 'routine', text: 'तीन महीना पैली डेंगू हुयो हो, अबै ठीक, पण हाल भी थकाण, कदै कदै जोड़ां मं दरद' },
  { level: 'self_care', text: 'छोरै नै सरदी, नाक बैवै, खेलै है, खावै है। म्हनै भी गळै मं थोड़ी खराश' },
  {
    level: 'self_care',
    text: 'kal biryani khaayi jad ghani acidity hoyi, aaj theek hu. thodi gas hai bas',
  },
  { level: 'self_care', text: 'आंगळी पर गरम तेल रा छांटा, छोटो सो दाझ्यो' },
  {
    level: 'self_care',
    text: 'परसूं डूंगर चढ़्यो, पिंडयां दुखै। दादोसा नै दिल री बीमारी ही, पण म्हनै छाती मं कीं कोनी',
  },
  {
    level: 'self_care',
    text: 'ek din su do baar dast, bukhar koni, paani pi rayo hu, khaano thodo',
  },
  // Round 32: comparisons and sensations ('like an elephant on my chest', 'limp like a wet cloth', 'half my body feels like someone else's'); measured blind against rules and the detector of round 31 (rules 83.8 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'teen din su taav, deel angaara, haad tootan jyu dard, aaj deel par laal laal daana',
  },
  { level: 'urgent', text: "पेसाब करतां आग लगावै ज्यूं बळै, लारै कमर में दरद, धूजणी देय'र ताव चढ्यो" },
  { level: 'urgent', text: 'चार बरस रा टाबर रै कान में ढोल बाजै ज्यूं दरद, रात भर रोयो, ताव 102' },
  {
    level: 'urgent',
    text: 'जीवणी कानी पेट रै नीचै छुरी चुभै ज्यूं दरद, सुबै सूं बधतो जावै, चालूं तो घणो, खाणो कोनी भावै',
  },
  { level: 'urgent', text: 'पग री चोट रै च्यारूंमेर लाली आग ज्यूं फैलै, गरम गरम, म्हनैं सुगर है' },
  { level: 'routine', text: 'दो हफ्ता सूं गळा में कीं अटक्योड़ो लागै, छाती में बळत रात नैं घणी' },
  {
    level: 'routine',
    text: 'goda me ret bhari ho jyu kirkir, pagothiya chadhta ghano, do mahina su',
  },
  {
    level: 'routine',
    text: 'सुबै उठूं जद आंगळ्यां जंग लाग्योड़ा कब्जा ज्यूं अकड़ी, आधो घंटो लागै खुलण में, कई हफ्ता सूं',
  },
  {
    level: 'routine',
    text: 'महीना भर सूं थकाण, बैटरी खाली फोन ज्यूं, तिस घणी लागै, रात नैं तीन बार पेसाब खातर उठूं',
  },
  { level: 'routine', text: 'kaan me samandar jyu saaye saaye awaaj, ek mahina su, dard koni' },
  { level: 'routine', text: 'पगां रै लारै नसां केंचुआ ज्यूं फूलगी, सांझ तांई पग भारी' },
  { level: 'self_care', text: 'सरदी, नाक नळ ज्यूं चालै, गळा में थोड़ी खराश, ताव कोनी' },
  { level: 'self_care', text: 'naya joota pehrya, edi me chhalo, jalyo hove jyu bale' },
  { level: 'self_care', text: 'रात नींद पूरी कोनी हुई, माथा रै लारै रस्सी बांधी ज्यूं हळको दरद, और कीं कोनी' },
  {
    level: 'self_care',
    text: 'raat ne chana ri daal khaai, pet gubbara jyu phool gyo, gas nikle thodi thodi',
  },
  { level: 'self_care', text: 'तावड़ै में घूम्यो, गरदन रै लारै लाल हो गी, थोड़ी बळत' },
  // Round 33: a practical question carries the message (can I wait till morning, which tablet, cost, travel, work or school); measured blind against rules and the detector of round 32 (rules 88.1 %, with the detector 96.9 %).
  {
    level: 'urgent',
    text: 'तीन दिन सूं ताव 103 उतरै कोनी, डील टूटै, गांव में डेंगू घणो फैल्यो है। काल दफ्तर जा सकूं कै आज ही खून री जांच करावूं?',
  },
  {
    level: 'urgent',
    text: 'Chhore ne kaan mein dard ar taav, raat bhar royo, kaan su thodo paani aave. Aaj school bhej dyun kai?',
  },
  {
    level: 'urgent',
    text: 'मां नै काल सूं पेसाब में बळत, धूजणी रो ताव, कमर रै एक कानी दरद। बांनै सुगर है। दीतवार नै क्लिनिक खुलो मिलसी कांई?',
  },
  {
    level: 'urgent',
    text: 'पग में कांटो लाग्यो हो, घाव में राध पड़गी अर लाली ऊपर नै फैल री है, थोड़ो ताव भी है। गांव रो डागदर इंजेक्सन लगा दे तो चालसी कै सहर जावणो पड़सी?',
  },
  {
    level: 'urgent',
    text: "Mhari lugai ne aathvo mahino hai, aaj dinuge su pag ar mundo sooj gyo, mathe mein thodo dard. Main office su saanjh ne aa'r le jaun to chalsi kai?",
  },
  {
    level: 'routine',
    text: 'एक महीना सूं सूखी खांसी, रात नै जादा, ताव कोनी। सहर रा अस्पताळ में एक्सरे रो कितरो लागै?',
  },
  {
    level: 'routine',
    text: 'Kai hafta su goda mein dard, pedi chadhta jaada. Mhari umar 58 hai. Kisa doctor ne dikhaun, haadkan aala ne?',
  },
  {
    level: 'routine',
    text: 'छोरी हॉस्टल में है, तीन महीना सूं महीनो कोनी आयो, वजन भी घटग्यो। घरै आवै जद तांई रुकां कै उठै ही दिखा दां?',
  },
  {
    level: 'routine',
    text: 'दो महीना सूं माथा में रूसी घणी, खाज आवै, बाळ झड़ै। चामड़ी रा डागदर कनै पैली नंबर लगाणो पड़ै कै सीधा जा सकां?',
  },
  {
    level: 'routine',
    text: "बापू री सुगर री गोळी खतम होगी, घरै जांच करी तो खाली पेट 190 आई, और कोई तकलीफ कोनी। मेडिकल पे जूनी पर्ची दिखा'र ले लां कै डागदर नै फेर दिखाणो पड़सी?",
  },
  {
    level: 'routine',
    text: 'Ek hafta su pet mein jalan, jeeman pachhe khatti dakaar, acidity laage. Gas ri goli su farak koni, endoscopy karavni pade kai?',
  },
  {
    level: 'self_care',
    text: 'काल सूं छोरी नै सरदी, गळा में थोड़ी खराश, ताव कोनी, खेलै कूदै है। स्कूल भेज दूं कांई? गरम पाणी पा री हूं।',
  },
  {
    level: 'self_care',
    text: "Taavde mein kaam kar'r mathe mein thodo dard, paani kam piyo ho. Chhaach pi'r soy jaun to chaal jasi, goli leni pade kai?",
  },
  { level: 'self_care', text: 'नवी जूत्यां सूं पग में छाळा पड़ग्या। फोड़ दूं कांई? काल ब्याव में घणो हालणो है।' },
  {
    level: 'self_care',
    text: 'टाबर डेढ़ बरस रो है, दांत आ रिया लागै, लार पड़ै, चिड़चिड़ो है पण खेलै खावै। मसूड़ां पे कोई जेल लगा सकां कांई?',
  },
  {
    level: 'self_care',
    text: "रात री ट्रेन में सफर कर'र गाबड़ अकड़गी, घुमावूं तो थोड़ो दरद। गरम सेक कर लूं तो चालसी, आज गाड़ी चला सकूं कांई?",
  },
  // Round 34: told from afar or alone (a son retelling a phone call from the village, a video call, someone living alone at night, a neighbour through the wall); measured blind against rules and the detector of round 33 (rules 86.1 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'मां फोन पे बताई, बापूजी नै तीन दिन सूं 102 ताव, डील दूखै, गाम में डेंगू घणो फैल्योड़ो है। अबार हालै-चालै है पण रोटी कोनी भावै।',
  },
  {
    level: 'urgent',
    text: 'Hostel mein hoon, kaal su pesaab karta jalan, aaj kamar re ek kaani dard, taav saathe dhrujni chhoote. Ghar door hai, akeli kiyaan jaaun?',
  },
  {
    level: 'urgent',
    text: "पाड़ोस री डोकरी माजी अेकली रैवै, काल न्हावणै री जगां रपटग्या, अबै कलाई सूजगी अर नीळी पड़गी, घुमा कोनी सकै। बेटो मुंबई में, म्हनै फोन कर'र पूछै।",
  },
  {
    level: 'urgent',
    text: "रात री ड्यूटी कर'र आयो, सुबै सूं आठ-नौ बार पाणी ज्यूं दस्त, उल्टी, मूंडो सूखै, पेसाब कम। कमरा में कोई कोनी।",
  },
  {
    level: 'urgent',
    text: "Bapu gaam mein, pag ro ghaav das din su bharijo koni, bane sugar hai, aaj laal hoy'r sooj gyo ar bas aave, maa video pe dikhayo.",
  },
  {
    level: 'routine',
    text: 'मां नै महीना भर सूं गोडा में दरद, सुबै उठै जद जकड़न, फोन पे कैवै मिंदर तांई चालणो भारी पड़ै। किसा डागदर नै दिखावां?',
  },
  {
    level: 'routine',
    text: 'म्हैं अेकली रैऊं, दो हफ्ता सूं रात नै सूखी खांसी, ताव कोनी, रोज थोड़ो थाकेलो। छुट्टी शनिवार नै ई मिलै।',
  },
  {
    level: 'routine',
    text: 'Dadosa ne kaan su thik koni sunije, phone pe jor su bolno pade, do-teen mahina su jyada hogyo. Kaan ra doctor ne dikhavaan kai?',
  },
  {
    level: 'routine',
    text: 'बापूजी री बीपी मसीन तीन दिन सूं 150/95 बतावै, वॉट्सऐप पे फोटू भेजी, माथो दूखणो कीं कोनी। गोळी बदळणी पड़सी कांई?',
  },
  {
    level: 'routine',
    text: 'लुगाई गाम में, छोरो छः बरस रो, हफ्ता भर सूं माथा में खाज, अेक जगां गोळ-गोळ केस झड़ग्या, फोटू भेजी।',
  },
  {
    level: 'routine',
    text: 'रात री ड्यूटी करूं, महीना भर सूं पेट रै ऊपरलै हिस्सै में जळन, खाली पेट जादा, ऐंटासिड पीऊं तो थोड़ो ठीक।',
  },
  {
    level: 'self_care',
    text: 'Hostel mein hoon, kaal su chheenkan, naak bahe, galo thodo kharaab, taav koni. Maa phone pe kaadho peevan ri kaive, itto kaafi hai?',
  },
  {
    level: 'self_care',
    text: 'मां बताई दादोसा नै दो दिन सूं कब्ज है, बाकी कीं तकलीफ कोनी, रोटी खावै। घरां कांई देवां?',
  },
  {
    level: 'self_care',
    text: 'रात नै अेकलो लैपटॉप आगै काम, आंख्यां में जळन, सूखी-सूखी, थोड़ो माथो दूखै। नींद ले लूं तो ठीक होवै।',
  },
  {
    level: 'self_care',
    text: 'Beti video call pe dikhayo, haath pe machhar kaatya jiyan laal daana, khaaj aave, aur kiin koni. Kai lagavaan?',
  },
  {
    level: 'self_care',
    text: "बापू फोन पे बतायो नवी जूतियां पैर'र गाम सूं बस अड्डै तांई पैदल गया, एडी पे छालो पड़ग्यो, थोड़ो दूखै। बापू नै सुगर कोनी।",
  },
  // Round 35: young writers (students 13–24: slang, emojis, English mixed in, hostel, exams, sports, a friend's forwarded message); measured blind against rules and the detector of round 34 (rules 87.8 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: '3 दिन सूं 102 ताव, सगळो डील दुखे, आंख्यां रै लारै दरद, hostel में घणा जणां नै dengue हुयो। paracetamol लेवूं तो ई कोनी उतरै',
  },
  {
    level: 'urgent',
    text: 'Football khelta kalai pe padgyo, abe sujgi, aakar tedho dikhe, hila koni saku',
  },
  {
    level: 'urgent',
    text: "बापू नै पेसाब में बळत, अबै ठंड देर ताव, कमर रै लारै दरद। बे कैवे 'पाणी पीस्यूं तो ठीक हो जासी'",
  },
  {
    level: 'urgent',
    text: 'Jimni kani pet ke niche dard, nabhi kane su shuru hoyar abe niche aagyo, chalu to badhe, ek baar ulti. 20 ko hu, hostel mein',
  },
  {
    level: 'urgent',
    text: 'छोटा भाई नै गळी रो कुत्तो काटग्यो, पिंडी पै घाव गैरो है, खून आयो। गांव में टीको कोनी, दादीसा मिरच लगावण री कैवे',
  },
  {
    level: 'routine',
    text: 'दो महीना सूं बाळ घणा झड़ै, periods भी टैम पे कोनी आवै, मूंडा पे दाणा। 18 री हूं, PCOS होसी कांई?',
  },
  {
    level: 'routine',
    text: 'Mummy ke do mahina su godan mein dard, paidiyan chadhno mushkil, subah akdan. 50 ki hai',
  },
  {
    level: 'routine',
    text: 'board पे लिख्योड़ो धुंधळो दीखै, आंख्यां थकै, माथो दुखे। लारली bench पे बैठूं, 15 रो हूं',
  },
  { level: 'routine', text: 'नानोसा री sugar fasting 190 आई, बे ठीक है पण पग थोड़ा सुन्न हुवै' },
  {
    level: 'routine',
    text: 'Papa ne do mahina su raat ne ghani baar pesab aave, tis ghani lage, wajan bhi ghatgyo. ba kewe garmi hai',
  },
  {
    level: 'routine',
    text: '3 हफ्ता सूं खांसी कोनी जावै, ताव कोनी, थोड़ो बलगम, रात नै ज्यादा। नुवी नौकरी है, AC office',
  },
  {
    level: 'self_care',
    text: 'जुकाम, नाक बैवे, गळो थोड़ो खराब, ताव कोनी। काल practical exam है, कांई करूं?',
  },
  {
    level: 'self_care',
    text: 'Exam time mein raat ne der tak padhu, maatho dukhe, screen ghano dekhu. goli koni leni, dujo kai upay?',
  },
  { level: 'self_care', text: 'काल तावड़ै में दिन भर cricket खेल्यो, मूंडो बळग्यो, थोड़ी जलन, छाला कोनी' },
  {
    level: 'self_care',
    text: 'Mess ro khano khaya pachhe 2 baar patlo dast, ulti koni, taav koni, abe theek hu',
  },
  {
    level: 'self_care',
    text: 'लू में बारै गियो तो नाक सूं थोड़ो खून आयो, 5 मिनट नाक दबायो तो रुकग्यो, अबै ठीक हूं। 14 रो हूं, पैली भी गरमी में एक बार हुयो हो',
  },
  // Round 36: people with a long-standing illness or a known history (diabetes, BP, asthma, epilepsy, an old stroke or heart attack, a stent, kidney disease, a past miscarriage or C-section, old TB) write about something new; measured blind against rules and the detector of round 35 (rules 90.9 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: 'म्हनै शुगर है, पग रै अंगूठा में एक हफ्ता पैलां छालो हुयो हो। अबै बठै सूं पीप आवै, पूरो पंजो लाल अर गरम, हल्को ताव भी है। शुगर तीन सौ रै आसपास आवै।',
  },
  {
    level: 'urgent',
    text: 'Mhari maa ne kidney ri bimari hai. Do din su peshab ma jalan, baar baar jaano pade, aaj taav 101 ar kamar ma ek taraf dard. Khana theek kha ri hai, hosh ma hai.',
  },
  {
    level: 'urgent',
    text: "बापूजी रै स्टेंट पड़्योड़ो है, खून पतळो करण री गोळी लेवै। काल बाथरूम में फिसळ'र गोडा पर गिरग्या, अबै गोडो घणो सूज्यो अर नीलो पड़ग्यो, चाल सकै पण दरद घणो।",
  },
  {
    level: 'urgent',
    text: 'म्हनै दमो है। तीन दिन सूं खांसी अर पीळो बलगम, आज ताव 102 आयो, पंप थोड़ो बेसी लेवणो पड़ै। सांस ठीक चालै, बोल सकूं, पण कमजोरी घणी है।',
  },
  {
    level: 'urgent',
    text: 'सात बरस री बेटी नै मिरगी री दवाई चालै। दो दिन सूं उल्टी हुवै जिणसूं गोळी भी निकळ जावै। दौरो कोनी पड़्यो पण डर लागै।',
  },
  {
    level: 'routine',
    text: 'म्हनै बारा बरस सूं शुगर है। थोड़ा महीनां सूं पढ़तां आंख्यां धुंधली लागै, चश्मो बदळ्यो तो भी फरक कोनी। आंख्यां री शुगर आळी जांच कठै करावां?',
  },
  {
    level: 'routine',
    text: 'Papa ne BP ri goli Amlodipine shuru kari, ek mahino hua. Ab saanjh ne pag ra takhna halka sooj jaave, subah theek. Koi aur takleef koni. Goli badalni chaahije kaai?',
  },
  {
    level: 'routine',
    text: 'म्हारो टाबर ऑपरेशन सूं हुयां दो बरस हुयग्या। टांका री जगा कदे-कदे खुजली अर खिंचाव सो लागै, और कीं कोनी। कांई दिखावणो चाहीजै?',
  },
  {
    level: 'routine',
    text: 'पुराणी टीबी ठीक हुयां चार बरस हुयग्या। अबै छव हफ्ता सूं सूखी खांसी है, ताव कोनी, वजन थोड़ो घट्यो लागै। जांच करावणी चाहीजै कांई?',
  },
  {
    level: 'routine',
    text: 'Mhari saasu ne thyroid hai, aajkal baal ghana jharhe, thand ghani lage ar neend ghani aave. Goli roz leve. Report chh mahina su koni karaai.',
  },
  {
    level: 'routine',
    text: 'म्हारो बीपी घरां 150/95 आवै, दवाई चालै। कोई तकलीफ कोनी पण दो हफ्ता सूं इयां ई आवै। डोज बढ़ावणो पड़सी कांई?',
  },
  {
    level: 'self_care',
    text: 'म्हनै शुगर है, गोळी लेवूं, शुगर काबू में है। काल सूं नाक बहै अर छींका आवै, गळो थोड़ो खराब। ताव कोनी। खांसी री कोई इसी सिरप ले सकूं जिणमें खांड ना हुवै?',
  },
  {
    level: 'self_care',
    text: 'Mhane BP hai, kuch din su kabz rehve, pet saaf koni hove. Khana ma kaai badlaav karun? Koi aur takleef koni.',
  },
  {
    level: 'self_care',
    text: 'दादीसा नै बीपी है, दो दिन सूं ठंड री वजै सूं गोडा दुखै, पैलां भी इयां हुवै। सेक अर तेल री मालिस ठीक है कांई?',
  },
  {
    level: 'self_care',
    text: 'स्टेंट पड़्यां पांच बरस हुया। रसोई में हाथ पर थोड़ो गरम तेल पड़ग्यो, छोटी सी लाल जगा, छालो कोनी। खून पतळो करण री गोळी लेवूं, कीं खास करणो पड़सी?',
  },
  {
    level: 'self_care',
    text: 'Mhari chhori ne asthma hai, 10 baras ri. Kal mele ma ghani dhoop lagi, aaj sir dukhe ar thodi thaki hai, saans bilkul theek. Ghare kaai karaan?',
  },
  // Round 37: work and seasons (farm, construction site, brick kiln, factory, drivers, fishermen, migrant workers; monsoon floods, heat wave, winter smoke, festival fasting, pilgrimage, wedding crowds); measured blind against rules and the detector of round 36 (rules 92.0 %, with the detector 98.3 %).
  {
    level: 'urgent',
    text: 'तीन दिन सूं ताव एक सौ तीन है, आखो सरीर टूटै, आंख्यां रै लारै दरद अर आज हाथां पर लाल दाणा निकळ्या। मोहल्लै में डेंगू चाल रियो है। खा-पी सकूं, चाल-फिर सकूं। आज ही डागदर नै दिखाऊं कै काल?',
  },
  {
    level: 'urgent',
    text: 'Kal khet mein kaam karta pag mein jung lagi keel ghus gi. Aaj pag sooj gyo, laal aur garam hai, raat ne halko taav bhi aayo. Tetanus ko teeko paanch baras su koni lagvayo.',
  },
  {
    level: 'urgent',
    text: 'म्हारी मां नै सुगर है। तीन दिन पैलां नुवीं जूती सूं अंगूठै पर छालो पड़्यो, अबै बठै सूं पीप आवै अर पग लाल होग्यो। दरद ज्यादा कोनी, पण सुगर री मरीज है इण वास्तै डर लागै।',
  },
  {
    level: 'urgent',
    text: 'म्हारो छोरो च्यार बरस रो है, काल सूं उल्टी-दस्त होवै, आठ-दस बार होग्या। पाणी पीवै, पेसाब करै है पण थोड़ो, अर दिन में सुस्त सो है। खेलतां बरसात रो भरियोड़ो पाणी पी लियो हो।',
  },
  {
    level: 'urgent',
    text: 'Grinder su kaam karto, lohe ko kan aankh mein udgyo. Dhoyo par kaal su aankh laal hai, ret jiso chubhe, paani behe aur roshni su dard. Aankh khol koni sakun barabar.',
  },
  {
    level: 'routine',
    text: 'ट्रक चलावतां आखो दिन बैठ्यो रैवूं, छह महीना सूं कमर में दरद रैवै अर कदे-कदे डावै पग में झणझणाट होवै। काम तो कर लेवूं। कोई हाडकां रो डागदर दिखाणो चाहिजै कांई?',
  },
  {
    level: 'routine',
    text: 'भट्टै पर कई बरसां सूं काम करूं, दो-तीन महीना सूं सूखी खांसी रैवै जकी जावै कोनी, चढ़ाई पर सांस थोड़ो फूलै। ताव कोनी, वजन ठीक है। फेफड़ां री जांच करावणी है।',
  },
  {
    level: 'routine',
    text: 'Mhari maa baavan ki hai, khet mein kaam kare. Kai mahina su goda mein dard, khaas kar sawere uthe jad aur paghathiya chadhte. Sojo koni. Kisi haad ka doctor ne dikha ke jaanch karvani hai.',
  },
  {
    level: 'routine',
    text: "म्हारी नुवीं ब्याहयोड़ी बहू रै महीनो टेम पर कोनी आवै, दो-तीन महीना छोड़'र आवै, अर मूंडै पर दाणा अर बाल बधै। बाकी सब ठीक। किसी लुगायां री डागदरणी नै दिखावां?",
  },
  {
    level: 'routine',
    text: 'फैक्ट्री में मसीनां रो घणो हल्लो है, दो बरस सूं कानां में सीटी सी बाजै अर अबै टीवी ऊंचो चलाणो पड़ै। कानां री जांच करावणी है, किसो दिन ठीक रैसी?',
  },
  {
    level: 'routine',
    text: 'गरमी में हर साल हाथां-पगां पर खाज वाळा गोळ चकत्ता होवै, जांघां बिचै भी। क्रीम लगाऊं तो दब जावै पण फेर आ जावै। इणरो पूरो इलाज करावणो है।',
  },
  {
    level: 'self_care',
    text: 'Taavde mein mandi su sabji laata-laata halko sir dard ho gyo aur thodi thakaan hai. Paani piyo hai, chhaanv mein baithyo hun, baaki sab theek. Ghar pe kai karun?',
  },
  {
    level: 'self_care',
    text: 'सियाळै में होठ फाटै अर एड़ियां में चीरा पड़ै, खेत में उघाड़ै पगां जावूं। थोड़ो दरद होवै, खून कोनी। घरां कांई लगावूं?',
  },
  {
    level: 'self_care',
    text: 'नवरात्र रा व्रत में दो दिन सूं कब्ज होग्यो, पेट भारी सो लागै, बाकी कोई तकलीफ कोनी। व्रत में कांई खावूं के पेट साफ रैवै?',
  },
  {
    level: 'self_care',
    text: 'म्हारी छोरी दस बरस री है, बरसात में दो दिन सूं छींकां, नाक बहै अर गळो थोड़ो खराब। ताव कोनी, खेलै-कूदै। घरां कांई देवां?',
  },
  {
    level: 'self_care',
    text: 'Byaav mein teen din lagatar nachyo, ab pindiyaan aur pagaan mein ghano dard hai, jaane kisi ne kutyo ho. Sojo koni, taav koni. Ghar pe kai karun ki jaldi theek ho jaun?',
  },
  // Round 38: a long story told in order, ending with the speaker's own harmless guess (gas, acidity, the heat, a sprain, tiredness); measured blind against rules and the detector of round 37 (rules 88.9 %, with the detector 95.7 %).
  {
    level: 'urgent',
    text: "तीन दिन सूं ताव, पैली पैरासिटामोल ले'र काम माथै जावतो रह्यो। आज डील घणो टूटै, आंख्यां रै लारै दरद, डील माथै बारीक लाल दाणा। मोहल्लै में डेंगू चालै है कैवै। खावणो-पीवणो हुवै है। कमजोरी है बस, पपीतै रै पत्तां रो रस पीस्यूं।",
  },
  {
    level: 'urgent',
    text: "Kaal raat su pesaab me jalan, aaj dinuge su thand laag'r taav, kamar ri ek kaani laare dard. Dukaan kholni hi, bus chhoot gi. Paani kam piyo ho, isu hosi, nariyal paani pee lesyu.",
  },
  {
    level: 'urgent',
    text: "म्हारो छोरो 6 बरस रो, स्कूल में खेलतो पड़ग्यो, कलाई सूजगी, घुमावण कोनी देवै, थोड़ी टेढ़ी दीखै। मास्टरजी बरफ लगा'र भेज दियो। मोच होसी, तेल लगा'र पाटो बांध द्यां तो चालसी?",
  },
  {
    level: 'urgent',
    text: 'दादी-सा नै दो दिन सूं दस्त, आज थोड़ा कम है पण खावण रो मन कोनी, पेसाब कम, जीभ सूकी। बात करै, चालै-फिरै। परस्यूं ठेलै री पकौड़ी खाई ही। छाछ पिला रिया हां।',
  },
  {
    level: 'urgent',
    text: 'Kaal aankh me cricket ri ball laagi, jad to theek ho. Aaj dinuge su aankh laal, dukhe, ujalo koni jhele, dhundhlo dikhe. Dhool gayi hosi, gulab jal daal diyo.',
  },
  {
    level: 'routine',
    text: 'दो महीना सूं रात नै तीन-च्यार बार पेसाब सारू उठूं, तिस घणी लागै। बापूजी नै सुगर है। दुकान संभाळूं, टैम कोनी मिलै। सियाळो है इण सारू होसी। इण हफ्तै जांच करावूं कांई?',
  },
  {
    level: 'routine',
    text: 'Teen hafta su sookhi khaansi, raat ne ghani. Taav koni, roti theek khaavu. Ghar saame sadak ro kaam chaale, dhool ghani. Kaadho piyo pan koni gayi. Dhool ri allergy hosi.',
  },
  {
    level: 'routine',
    text: 'गोडां में छह महीना सूं दरद, सीढ़ी चढ़तां घणो। मिंदर री पैड़ियां अबै कोनी चढ़ीजै। उमर 55, वजन थोड़ो बत्तो। बुढापो है बस, तेल री मालिस करस्यूं।',
  },
  {
    level: 'routine',
    text: 'दो महीना सूं माहवारी कोनी आई, प्रेगनेंसी टेस्ट नेगेटिव। मूंडै माथै फुणसियां घणी, वजन बधै। होस्टल रो खाणो अर परीक्षा रो टेंसन होसी।',
  },
  {
    level: 'routine',
    text: 'गरदन कनै एक छोटी गांठ महीनै भर सूं है, दुखै कोनी। न्हावतां हाथ में आई। बडी कोनी हुई, पण गई भी कोनी। गरमी री फुणसी होसी।',
  },
  {
    level: 'routine',
    text: "Mhari chhori 9 baras ri, master-ji bolya class me board theek koni dikhe. Ghar me TV kanne baith'r dekhe. Mobile ghano dekhe isu hosi. Aankhyan ra doctor ne kad dikhavan?",
  },
  {
    level: 'self_care',
    text: "काल बरसात में भीज'र घरै आयो, आज नाक बैवै, छींकां, गळो थोड़ो खरखरो। ताव कोनी, काम करूं हूं। सूंठ रो काढो बणा'र जल्दी सोय जास्यूं।",
  },
  {
    level: 'self_care',
    text: 'Aaj rasoi me kadhai ro garam handle chhu liyo, aangli thodi laal, jalan. Chhalo koni padyo. Thanda paani me 10 minute raakhi. Aloe vera laga dyu to chaalsi?',
  },
  {
    level: 'self_care',
    text: "बीसपत नै तावड़ै में क्रिकेट खेल्यो, दूजै दिन पिंडियां में दरद। चालूं हूं, सोजो कोनी। नवा जूता भी पैर्या हा। गरम पाणी री सेक कर'र आराम करस्यूं।",
  },
  {
    level: 'self_care',
    text: "काल रात ब्याव रै जीमण में तळ्योड़ो घणो खायो, आज दिनूगै पेट फूल्योड़ो, खाटी डकारां। दरद कोनी, उलटी कोनी। छाछ पी'र हळको जीमस्यूं।",
  },
  {
    level: 'self_care',
    text: 'Mharo chhoro 4 baras ro, park me khelto padyo, godo chhilgyo, thodo lohi aayo. Dho diyo, ab khele, chaalan me taklif koni. Tetanus ra tika sab lagyoda hai. Patti laga dyu to ghani hai nee?',
  },
  // Round 39: shyness and euphemism (bleeding called 'that' or 'my clothes got spoiled', pain called 'uneasiness', a suicide plan only hinted, elders' polite indirection); measured blind against rules and the detector of round 37 (rules 78.4 %, with the detector 94.3 %).
  {
    level: 'urgent',
    text: 'छोरी नै तीन दिन सूं ताव है, आज कान में घणो दरद अर कान सूं पाणी निकळै। खेलै-खावै पण रात भर रोई। आठ बरस री है।',
  },
  {
    level: 'urgent',
    text: 'Sa, peshab karta jalan ghani hai, aur aaj su kamar ri ek kaani dukhe, thodo taav bhi hai 101, dhrujni bhi aave. Sharam ri baat hai isliye kisi ne koni kayo.',
  },
  {
    level: 'urgent',
    text: 'म्हारा बापूजी रै पग रै अंगूठा पर घाव है, शुगर है। दो दिन सूं लाल हुग्यो, सूजग्यो अर राध आवै, हलको ताव भी। वै कैवै छोटी सी बात है।',
  },
  {
    level: 'urgent',
    text: 'दो बरस रै टाबर नै काल सूं उल्टी-दस्त, दिन में पांच-छह बार। पाणी पीवै, पेशाब भी आवै, पण थोड़ो सुस्त सो है अर खावणो कोनी खावै।',
  },
  {
    level: 'urgent',
    text: 'Mharo bhai ne parson khet me daraanti su hath kat gayo, pattee baandh di. Aaj ghaav ke aas-paas laal ho gayo, sujan aur dard badhyo, ek laal lakeer kohni kaani jaave.',
  },
  {
    level: 'routine',
    text: 'उमर पचपन है। रात नै दो-तीन बार पेशाब सारू उठणो पड़ै, धार धीमी। कैवतां सरम आवै, पण कोई दरद कोनी, ताव कोनी।',
  },
  {
    level: 'routine',
    text: 'Mharo mahino teen mahina su ghano aave, saat din tak, aur ghani kamjori lage. Pet su koni hu, test kar liyo. Bolta sharam aave par ab puchno pad rahyo hai.',
  },
  {
    level: 'routine',
    text: 'सासूजी रा गोडां में बरसां सूं दरद, सियाळै में बेसी। चालणो हुवै, पण सीढ्यां दोरी। कोई दवा बतावो के दिखावणो पड़सी?',
  },
  {
    level: 'routine',
    text: 'दो महीना सूं मन उदास रैवै, नींद कोनी आवै, कीं में मन कोनी लागै। खुद नै कीं करण री कोई बात कोनी, बस भारी-भारी सो लागै।',
  },
  {
    level: 'routine',
    text: 'Tabar ri chamdi pe gol-gol daag hai jisme khujli aave, do hafta su. Taav koni, khelto-kudto hai.',
  },
  {
    level: 'routine',
    text: 'घरवाळा जोर सूं खर्राटा लेवै अर दिन में बैठ्या-बैठ्या ऊंघ जावै। वजन भी घणो है। वै मानै कोनी पण म्हनै चिंता है।',
  },
  {
    level: 'self_care',
    text: 'दो दिन सूं नाक बैवै, छींकां आवै, गळो थोड़ो खराब। ताव कोनी, खावणो-पीवणो ठीक।',
  },
  {
    level: 'self_care',
    text: 'Kaal byaav me ghano tel-masalo khayo, ab pet me thodi jalan aur khatti dakaar. Aur koi dikkat koni.',
  },
  {
    level: 'self_care',
    text: 'कब्ज रै पछै बैठणै री जगां कनै थोड़ी खुजली अर जलन। खून कोनी, बस बैठण में थोड़ी अड़चण। कैवतां सरम आवै।',
  },
  {
    level: 'self_care',
    text: 'तावड़ै में खेत सूं आया पछै माथो थोड़ो भारी, पाणी पीयो अर छायां में बैठ्या तो आधो ठीक हुग्यो। उल्टी-चक्कर कोनी।',
  },
  {
    level: 'self_care',
    text: 'Mhari ediyan faati padi hai, chaaltan thodi chubhe. Sugar koni, aur koi takleef koni.',
  },
  // Round 40: readings and numbers (BP 82/50, pulse 44, SpO2 84, a baby's 35.2 °C, fits three times in an hour), the danger often in the number alone; measured blind after rounds 38 and 39's fixes (rules 87.8 %, with the detector 94.9 %).
  {
    level: 'urgent',
    text: 'छोरा (8 बरस) नै 3 दिन सूं ताव 102-103 रैवै, दवाई सूं उतरै पण पाछो चढ जावै, पेट भी दुखै। खाणो-पीणो कम है।',
  },
  {
    level: 'urgent',
    text: 'peshab ma jalan ar 101 taav, kamar ma ek kani dard, 2 din hoya. umar 30, lugai hu.',
  },
  {
    level: 'urgent',
    text: 'बापू री शुगर कालै सूं 320-350 आवै, इंसुलिन चालै, तिस घणी लागै, पण होस पूरो है, उल्टी कोनी।',
  },
  {
    level: 'urgent',
    text: 'खेत मांय कुल्हाड़ी सूं पग पर 3 इंच रो घाव हुग्यो, लोही रुकग्यो, पण गहरो है, टांका लागसी कांई? टिटनस री सुई 6 साल पैलां लागी ही।',
  },
  {
    level: 'urgent',
    text: 'chhoro 6 saal ro, kaan ma 2 din su ghano dard, aaj peep nikli ar 100 ro taav. raat ne rovto rayo.',
  },
  {
    level: 'routine',
    text: 'BP 3-4 बार मापियो, 146/92 अर 150/94 आवै, उमर 52, कोई तकलीफ कोनी। डॉक्टर नै कद दिखावां?',
  },
  {
    level: 'routine',
    text: 'गोडा मांय 6 महीना सूं दरद, सीढी चढतां घणो, उमर 60। तेल री मालिस करूं पण फरक कोनी।',
  },
  {
    level: 'routine',
    text: '3 hafta su sookhi khansi hai, taav koni, raat ne jyada. beedi 10-12 roj peevu.',
  },
  {
    level: 'routine',
    text: 'HbA1c 7.8 आयो, मेटफॉर्मिन 500 दोय बार लेवूं। दवाई बधावणी पड़सी कांई?',
  },
  {
    level: 'routine',
    text: 'mahino 40-45 din ma aave, 6 mahina su, wajan bhi 5 kilo badhgyo. umar 24, byaav ne 1 saal hoyo.',
  },
  {
    level: 'routine',
    text: 'हीमोग्लोबिन 9.2 आयो, थकावट रैवै, लुगाई 28 बरस री है। आयरन री गोळी लेवां के डॉक्टर नै दिखावां?',
  },
  {
    level: 'self_care',
    text: 'kaal su naak bahe, chheenk aave, 99.4 taav, galo thodo kharab. garam paani piyu hu.',
  },
  {
    level: 'self_care',
    text: 'आज तावड़ा मांय 4 घंटा काम कियो, माथो थोड़ो दुखै, पाणी कम पियो हो। अबै छायां मांय हूं, ठीक लागै।',
  },
  {
    level: 'self_care',
    text: 'गीगली 10 महीना री, दांत आवै, थोड़ी चिड़चिड़ी, ताव 99, दूध पीवै अर खेलै।',
  },
  {
    level: 'self_care',
    text: '2 din su kabj hai, pet thodo bhari, dard koni. paani ghano kam peevu.',
  },
  {
    level: 'self_care',
    text: 'रात नै 5 घंटा ई नींद आई, सुबै सूं थोड़ो माथो भारी। ब्याव मांय नाच्या हा 😊',
  },
];

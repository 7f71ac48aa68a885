import type { OrdinaryProbe } from '../ordinary-probes';

/** Ordinary probes, Marathi: everyday health messages that are not emergencies. */
export const ORDINARY_PROBES_MAR_IN: readonly OrdinaryProbe[] = [
  { level: 'self_care', text: 'दोन दिवसांपासून सर्दी आहे, नाक गळतंय, ताप नाही. काय करू?' },
  {
    level: 'self_care',
    text: 'ghasa khavkhavtoy kalpasun, komat panyat meeth ghalun gulnya karu ka?',
  },
  { level: 'self_care', text: 'रात्री तळलेलं खाल्लं की छातीत जळजळ होते ऍसिडिटी काय करू' },
  {
    level: 'self_care',
    text: 'माझं वय ३०, ऑफिसच्या टेन्शनमुळे आठवडाभर झोप नीट लागत नाही. रात्री उशिरापर्यंत मोबाईल बघतो हे खरं. बाकी काही त्रास नाही, जेवण नीट आहे. झोप सुधारण्यासाठी काय करू?',
  },
  { level: 'self_care', text: 'mulachya hatapayala dasanchya chavyane lal gathi alyat, khaj yete' },
  { level: 'self_care', text: 'सर्दी खोकला ३ दिवस झाले वाफ घेतली तर चालेल का ताप नाही' },
  {
    level: 'self_care',
    text: 'वय ४०, चार-पाच दिवसांपासून पोट साफ होत नाही, दोन-तीन दिवसांनी एकदा संडास होते. पाणी कमी पितोय आणि भाज्या पण कमी खाल्ल्या. पोटात दुखणं किंवा रक्त काही नाही. इसबगोल घेऊ का?',
  },
  {
    level: 'self_care',
    text: 'मुलगी ८ वर्षांची, शाळेतून डोक्यात उवा घेऊन आली. रोज फणीने विंचरतेय पण जात नाहीत. डोक्यावर जखम वगैरे नाही. कोणतं औषध लावू, आणि घरातल्या बाकीच्यांना पण लावावं लागेल का?',
  },
  {
    level: 'self_care',
    text: 'पाळीच्या पहिल्या दिवशी दर महिन्याला पोटात दुखतं, गरम पाण्याची पिशवी ठेवली की बरं वाटतं. हे नॉर्मल आहे ना?',
  },
  { level: 'self_care', text: 'jinyavarun utartana paay murgalala, chalta yetay, suj thodi ahe' },
  { level: 'self_care', text: 'भाजी चिरताना बोट कापलं, रक्त थांबलं, छोटी जखम आहे. डेटॉल लावू का?' },
  { level: 'self_care', text: 'tondat 2 fod alet, khatana zombtat' },
  {
    level: 'self_care',
    text: 'mazi aai 66 varshanchi, BP chya golya niyamit ghete. aaj sakali machine var 132/82 ala. chakkar kinva itar kahi tras nahi, ekdam thik ahe. he normal ahe na?',
  },
  {
    level: 'self_care',
    text: 'अर्ध्या तासापूर्वी हाताला मधमाशी चावली. काटा काढला, बर्फ लावला. थोडी सूज आणि आग होतेय. श्वासाला त्रास किंवा अंगावर खाज काही नाही. अजून काय करू?',
  },
  { level: 'self_care', text: 'उन्हाळ्यात पाठीवर घामोळं आलंय पावडर लावू का' },
  {
    level: 'self_care',
    text: 'exam javal ali ahe khup tension yetay kahi lakshat rahat nahi kay karu',
  },
  {
    level: 'self_care',
    text: 'मी २ महिन्यांची गरोदर आहे, सकाळी मळमळ होते, नीट खाता येत नाही. थोडं थोडं खातेय, पाणी पितेय. काय करावं?',
  },
  {
    level: 'self_care',
    text: 'baal 3 varshacha, nit jevat nahi pan kheltoy, doctor mhanle vajan barobar ahe',
  },
  { level: 'self_care', text: 'दुपारी बाहेरचं खाल्ल्यावर एकदा उलटी झाली, आता बरं वाटतंय, पाणी पितोय' },
  { level: 'self_care', text: 'टाचांना भेगा पडल्यात काय लावू' },
  {
    level: 'self_care',
    text: 'मी ३५ वर्षांची, वजन ७८ किलो, उंची ५ फूट ३. वजन कमी करायचंय, दोन आठवड्यांपासून सकाळी चालायला जातेय. रात्री चपाती की भात, काय चांगलं? गोड अजिबात सुटत नाही.',
  },
  {
    level: 'self_care',
    text: 'माझ्या वडिलांना शुगर आहे, वय ६२. आज उपाशीपोटी शुगर ११६ आली, काल १२२ होती. गोळ्या नियमित घेतात, रोज फिरायला जातात. अशक्तपणा किंवा चक्कर काही नाही. हे ठीक आहे ना?',
  },
  {
    level: 'self_care',
    text: 'दिवसभर कॉम्प्युटरवर काम करून डोळे लाल होतात आणि पाणी येतं, दुखत नाही, दिसतं नीट',
  },
  { level: 'self_care', text: 'nak band ahe ratri zop yet nahi vicks lavla tar chalel ka' },
  {
    level: 'self_care',
    text: 'माझी मुलगी २ वर्षांची, कालपासून हलका ताप ९९.६. खेळतेय, खातेय, लघवी पण नीट होतेय. थोडी सर्दी आहे. पॅरासिटामॉल सिरप देऊ का?',
  },
  { level: 'self_care', text: 'thyroid chi goli upashi poti ghyaychi, chaha kiti velane gheu?' },
  {
    level: 'self_care',
    text: 'आई जाऊन तीन महिने झाले, अजून मन खूप उदास असतं. कामं करतेय, जेवतेय, पण अचानक रडू येतं. कोणतेही वाईट विचार येत नाहीत. हे साहजिक आहे का?',
  },
  { level: 'self_care', text: 'pot fugta, khup gas hoto, dhekar yetat' },
  {
    level: 'self_care',
    text: 'कानात मळ साठलाय असं वाटतं, थोडं जड वाटतं. दुखत नाही, पू किंवा पाणी येत नाही, ऐकायला नीट येतं. कॉटन बडने साफ करू का?',
  },
  {
    level: 'self_care',
    text: '1 athavdyapasun pathit dukhtay, divasbhar khurchivar basun kaam. kahi lagla nahi, paay badhir hot nahi. kuthle vyayam karu?',
  },
  { level: 'self_care', text: 'लोहाच्या गोळ्या घेतल्यावर संडास काळी होते, काळजी करायची का?' },
  { level: 'self_care', text: 'achanak 2 vela julab zale, ORS ghetoy, taap nahi' },
  {
    level: 'self_care',
    text: 'वय ५६, जिना चढताना गुडघे दुखतात, वजन थोडं जास्त. सकाळी थोडा वेळ आखडतात. सूज किंवा लालसरपणा नाही. घरी काय करू शकतो?',
  },
  { level: 'self_care', text: 'हिमोग्लोबिन वाढवायला काय खाऊ' },
  { level: 'self_care', text: 'केस खूप गळतायत काही दिवस झाले टेन्शनमध्ये आहे' },
  {
    level: 'self_care',
    text: 'presentation adhi khup nervous hoto, haat ghamtat, ghasa korda padto. kasa handle karu?',
  },
  { level: 'self_care', text: 'थंडीत ओठ फुटलेत' },
  { level: 'self_care', text: 'रोज नारळपाणी प्यायलं तर बीपीला चांगलं का' },
  {
    level: 'self_care',
    text: 'baal 8 mahinyacha, daat yetayt, khup laal galtey ani sagla tondat ghalta, thoda chidchid karta',
  },
  { level: 'self_care', text: 'नवीन चपलेमुळे पायाला फोड आलाय' },
  {
    level: 'routine',
    text: 'तीन आठवड्यांपासून खोकला आहे. आधी सर्दी होती ती गेली पण खोकला जात नाही, रात्री जास्त येतो. ताप नाही, वजन कमी झालं नाही, कफात रक्त नाही. सिरप घेतलं पण फरक नाही. टीबी तर नसेल ना?',
  },
  { level: 'routine', text: 'dokyat khup konda ani khaj, shampoo badalla tari farak nahi' },
  {
    level: 'routine',
    text: 'जांघेत गोल गोल खाज येणारा चट्टा, नायटा असेल, क्रीम लावली की कमी होतो परत येतो',
  },
  { level: 'routine', text: 'रात्री बोटांच्या बेचक्यात खूप खाज सुटते घरात सगळ्यांना होतंय' },
  {
    level: 'routine',
    text: 'pali 2-3 mahinyani yete, chehryavar pimples ani kes vadhtayt, vajan pan vadhtay. PCOS asu shakto ka?',
  },
  {
    level: 'routine',
    text: 'वय २६, लग्न झालंय. काही दिवसांपासून अंगावरून पांढरं जास्त जातंय, दह्यासारखं, थोडी खाज पण आहे. ताप किंवा ओटीपोटात दुखणं नाही. पाळी वेळेवर आली.',
  },
  {
    level: 'routine',
    text: 'माझं वय २७, बरेच दिवस खूप थकवा येतो, जिना चढताना थोडा दम लागतो. डोळ्याखाली पांढरट दिसतं. पाळी जास्त जाते. अजून रक्त तपासणी केली नाही. ऍनिमिया असेल का?',
  },
  { level: 'routine', text: 'thyroid report madhe TSH 6.8 ala, goli ghet nahi, kay karu' },
  { level: 'routine', text: 'संडासच्या वेळी थोडं रक्त पडतं, आग होते, बद्धकोष्ठता असते. मूळव्याध असेल?' },
  {
    level: 'routine',
    text: 'बाबांचं वय ७४, हल्ली खूप विसरायला होतं. चावी कुठे ठेवली, लोकांची नावं आठवत नाहीत. स्वतःची कामं स्वतः करतात. कोणत्या डॉक्टरला दाखवू?',
  },
  {
    level: 'routine',
    text: 'pahilyandach test keli, fasting sugar 158 ani jevnanantar 236, kahi goli ghet nahi',
  },
  { level: 'routine', text: 'कानात खाज येते आणि थोडं पू सारखं येतं आठवडाभर' },
  {
    level: 'routine',
    text: 'नववीत आहे, फळ्यावरचं लांबून अंधुक दिसतं. जास्त वेळ वाचलं की डोकं दुखतं. चष्मा लागेल का?',
  },
  {
    level: 'routine',
    text: 'बीपी तीन दिवस मोजलं १४८/९२, १४४/९४, १५०/९०. वय ४६, औषध नाही, कधी कधी डोकं दुखतं.',
  },
  { level: 'routine', text: 'मुलाच्या संडासमध्ये पांढरे धाग्यासारखे जंत दिसले, रात्री खाज येते' },
  {
    level: 'routine',
    text: 'pregnancy cha 5 va mahina chalu ahe, aata konya test karayla havya? kay khau naye?',
  },
  { level: 'routine', text: 'मान दुखते आणि हाताला कधी कधी मुंग्या येतात कॉम्प्युटरवर काम असतं' },
  {
    level: 'routine',
    text: 'वय १८, वर्षभरापासून चेहऱ्यावर पू भरलेले मुरुम येतात, बरे झाले की डाग राहतात. फेसवॉश बदलून बघितला, फरक नाही. मी फोडत पण नाही तरी डाग पडतात. कोणत्या डॉक्टरला दाखवू?',
  },
  {
    level: 'routine',
    text: 'acidity chi goli 2 mahine roj ghyavi lagte, nahi ghetli tar jaljal. roj ghene thik ahe ka?',
  },
  {
    level: 'routine',
    text: 'मुलगा ११ वर्षांचा. वर्षातून ५-६ वेळा घसा दुखतो, टॉन्सिल सुजून ताप येतो, दर वेळी अँटिबायोटिक लागते. आता बरा आहे. ऑपरेशन करावं लागेल का ते विचारायचं होतं.',
  },
  {
    level: 'routine',
    text: 'महिनाभर झोप नीट लागत नाही, कामात मन लागत नाही, भूक कमी झाली आहे. कोणतेही वाईट विचार येत नाहीत, फक्त सगळं जड वाटतं. कौन्सेलिंग कुठे मिळेल?',
  },
  {
    level: 'routine',
    text: 'sonography madhe 6mm kidney stone ala, aata dukhat nahi. pani jast pitoy, pudhe kay karu?',
  },
  { level: 'routine', text: 'गुडघा अधूनमधून सुजतो, वय ६१, चालायला त्रास, वेदनाशामक घेऊन चाललंय' },
  { level: 'routine', text: 'report madhe vitamin D 11 ala, kiti divas goli ghyavi lagel' },
  { level: 'routine', text: 'रात्री ३-४ वेळा लघवीला उठावं लागतं, वय ६९, जळजळ नाही' },
  { level: 'routine', text: 'पायाच्या बोटांमध्ये पांढरं होऊन खाज आणि चिरा पडतात, पावसाळ्यात जास्त' },
  { level: 'routine', text: 'diet karun pan vajan kami hot nahi, thyroid check karu ka?' },
  { level: 'routine', text: 'पाळी खूप जास्त जाते ७-८ दिवस, पॅड सारखे बदलावे लागतात, अशक्त वाटतं' },
  {
    level: 'routine',
    text: 'mazi mulgi 7 varshachi, mahinabhar nit jevat nahi, barik zaliye asa vatta. taap nahi, khelte, shalet jate. potat adhun madhun dukhta mhante. jantachi goli khup divsat dili nahi.',
  },
  { level: 'routine', text: 'बाळ २ महिन्यांचं, दूध कमी पडतंय असं वाटतं, पण वजन नीट वाढतंय' },
  { level: 'routine', text: 'गळ्यावर चामखीळ आल्यात काढायच्या आहेत' },
  { level: 'routine', text: 'तीन आठवड्यांपासून खांदा दुखतो, हात वर नीट करता येत नाही' },
  {
    level: 'routine',
    text: 'जेवल्यानंतर पोटाच्या वरच्या भागात दुखतं, महिनाभर, गोळी घेतली की कमी होतं परत सुरू',
  },
  { level: 'routine', text: 'pregnancy madhe sugar test thodi jast ali, 6 va mahina, kay karave' },
  {
    level: 'routine',
    text: 'ratri khup ghorto, bayko mhante madhe madhe shwas thambto asa vatta. divasa office madhe zop yete. vajan 92 kilo ahe.',
  },
  {
    level: 'urgent',
    text: 'तीन दिवसांपासून ताप १०३ पर्यंत जातोय, पॅरासिटामॉल घेतली की उतरतो परत चढतो. अंग खूप दुखतंय, डोळ्यांमागे दुखतं. आमच्या भागात डेंग्यू चालू आहे. उलटी किंवा रक्तस्राव काही नाही, पाणी पितोय.',
  },
  {
    level: 'urgent',
    text: 'thandi vajun ek divasaad taap yeto, ghaam yeun utarto. malaria asel ka? amchya bhagat hoto',
  },
  { level: 'urgent', text: 'ताप ५ दिवस झाले उतरत नाही, पोटात हलकं दुखतं, भूक नाही. टायफॉइड टेस्ट करू का?' },
  {
    level: 'urgent',
    text: 'सकाळपासून कमरेच्या उजव्या बाजूतून ओटीपोटाकडे खूप कळा येतायत, येऊन जाऊन. दोन वर्षांपूर्वी एकदा मुतखडा झाला होता, तेव्हा असंच दुखलं होतं. एकदा उलटी झाली. ताप नाही.',
  },
  {
    level: 'urgent',
    text: 'laghvila jaljal ani aaj thandi bharun taap ala, kamrechya ekach bajula dukhtay',
  },
  {
    level: 'urgent',
    text: 'माझा मुलगा १२ वर्षांचा, सायकलवरून पडला, मनगटाला लागलं. सुजलंय, फिरवता येत नाही, दुखतंय म्हणून रडतोय. बर्फ लावला. हाड मोडलं का ते कुठे दाखवू?',
  },
  {
    level: 'urgent',
    text: 'gallitla kutra chavla payala, thoda rakta ala, sabnane dhutla. injection aaj kuthe milel?',
  },
  {
    level: 'urgent',
    text: 'मुलगा ४ वर्षांचा, २ दिवस दिवसाला ८-१० वेळा पातळ जुलाब, लघवी कमी झाली, तोंड कोरडं. पण पाणी पितोय आणि बोलतोय.',
  },
  { level: 'urgent', text: 'डोळ्यात काहीतरी गेलंय खुपतंय पाणी येतंय धुतलं तरी जात नाही' },
  { level: 'urgent', text: 'mulga 6 varshacha, ratripasun kaan khup dukhtoy, taap 101, radtoy' },
  {
    level: 'urgent',
    text: 'घसा खूप दुखतो, गिळताना त्रास, पाणी पिता येतंय. ताप १०२, टॉन्सिलवर पांढरे ठिपके.',
  },
  { level: 'urgent', text: 'काखेत मोठं गळू झालंय खूप दुखतं तापासारखं वाटतं' },
  {
    level: 'urgent',
    text: '3 divsapurvi payala jakham zali, aata lal houn sujli ahe, garam lagte, pu yetoy',
  },
  {
    level: 'urgent',
    text: 'mazi aai 71 varshachi, 2 divas ulatya ani julab, kahi nit khau shakat nahi. khup ashakt vatta mhante, tond korda padlay. bolte vyavasthit, taap nahi. kay karu?',
  },
  {
    level: 'urgent',
    text: 'आज संध्याकाळी फुटबॉल खेळताना घोटा मुरगळला. खूप सुजलाय, अजिबात भार देता येत नाही, हाडावर दाबलं की दुखतं. बर्फ लावलाय. एक्स-रे काढावा लागेल का?',
  },
  { level: 'urgent', text: 'मांजरीने ओरबाडलं रक्त आलं इंजेक्शन लागेल का' },
  {
    level: 'urgent',
    text: 'dengue NS1 positive ala aaj, platelet 1.3 lakh, taap ahe, baki kahi tras nahi. admit vhava lagel ka?',
  },
  { level: 'urgent', text: 'कालपासून एका डोळ्यात लालसरपणा, दुखतं आणि उजेड सहन होत नाही' },
  {
    level: 'urgent',
    text: 'आठवा महिना चालू आहे, २ दिवसांपासून लघवीला जळजळ होते, ताप नाही, बाळाची हालचाल नीट आहे',
  },
  {
    level: 'urgent',
    text: 'उन्हात काम करताना चक्कर आल्यासारखं झालं खूप घाम मळमळ आता सावलीत बसलोय पाणी पितोय',
  },
  {
    level: 'urgent',
    text: 'मागच्या आठवड्यात टायफॉइड निघाला, डॉक्टरांनी अँटिबायोटिक दिलं. ३ दिवस घेतोय तरी ताप १०२ वरून उतरत नाही. जेवण कमी झालंय पण पाणी पितोय. परत डॉक्टरकडे जाऊ का?',
  },
  {
    level: 'urgent',
    text: 'kal ratripasun potachya ujvya bajula khali dukhna vadhtay, halka taap, malmal',
  },
  { level: 'urgent', text: 'दारात बोट चेपलं, नख काळं झालं, खूप सुजलंय, वाकडं दिसतंय' },
  {
    level: 'urgent',
    text: 'baal dedh varshacha, 3 divas taap 102-103, aushadhane utarto, madhe madhe kheltay. angavar pural nahi',
  },
  { level: 'urgent', text: 'दाढ खूप दुखतेय, कालपासून गाल सुजलाय' },
  {
    level: 'self_care',
    text: 'मला दोन दिवसांपासून सर्दी आहे, नाकातून पाणी येतंय आणि शिंका येतात. घसा थोडा खवखवतो, पण ताप नाही, अंगदुखी नाही. वय ३२, ऑफिसला जातोय. वाफ घेतोय, अजून काय करू?',
  },
  {
    level: 'self_care',
    text: 'ghasa dukhtoy 2 divas, tikhat khalla ki jast dukhto. taap nahi, jevan vyavasthit jatay. mithachya komat panyane gulnya kartoy, ajun kay karu?',
  },
  {
    level: 'self_care',
    text: 'मुलगी ५ वर्षांची आहे, कालपासून ९९.८ ताप आहे. ती छान खेळतेय, पळतेय, जेवणही बरं आहे. अंगावर पुरळ नाही, उलटी नाही, लघवी नेहमीसारखी. पॅरासिटामॉल द्यावं की फक्त लक्ष ठेवू?',
  },
  { level: 'self_care', text: 'जेवल्यावर छातीत जळजळ होते, ॲसिडिटी' },
  {
    level: 'self_care',
    text: 'maza vay 45, ratri jevlyavar chhatit jaljal hote ani aambat dhekar yetat. mahinabhar asa adhun madhun hotay. gas chi goli ghetli ki kami hota. chhatit dukhat nahi, dham lagat nahi, ulti nahi. jevnat kay badal karu?',
  },
  {
    level: 'self_care',
    text: 'काल जिना उतरताना घोटा मुरगळला. थोडी सूज आहे, पण पाय टेकवून चालता येतंय, दुखणं सहन होतंय. बर्फ लावतोय आणि पाय उंच ठेवतोय. अजून काही करायला हवं का?',
  },
  {
    level: 'self_care',
    text: 'भाजी चिरताना बोट कापलं छोटंसं कट आहे ब्लीडिंग थांबलं आता अँटिसेप्टिक क्रीम लावू की बँडेज',
  },
  {
    level: 'self_care',
    text: 'haatala madhmashi chavli, suj aali ahe ani khaj yetey. fakt tithech lal ahe, baki kuthe kahi nahi, shwas vyavasthit. kay lavu?',
  },
  {
    level: 'self_care',
    text: 'माझं वय ६०, तीन-चार दिवसांपासून पोट साफ होत नाही. पाणी कमी पितो, फिरणंही कमी झालंय. पोटात दुखत नाही, पोट फुगलेलं नाही, शौचात रक्त नाही. इसबगोल घेतलं तर चालेल का?',
  },
  {
    level: 'self_care',
    text: 'aaj sakali ekda ulti zali, kal ratri lagnat jevlo hoto.\naata bara vattay, taap nahi, sandas pan normal. kahi karava lagel ka?',
  },
  {
    level: 'self_care',
    text: 'मी बारावीत आहे, बोर्डाची परीक्षा जवळ आली आहे. खूप टेन्शन येतं, रात्री झोप लागायला उशीर होतो, सगळं विसरेन असं वाटतं. कोणतेही वाईट विचार येत नाहीत, फक्त भीती वाटते. मन शांत ठेवायला काय करू?',
  },
  {
    level: 'self_care',
    text: 'mulga 3 varshancha, 3-4 divas nit jevat nahiye. pan khelto vyavasthit, taap nahi, sandas laghvi normal. kay karu?',
  },
  { level: 'self_care', text: 'मुलीच्या डोक्यात उवा झाल्यात शाळेतून आल्या वाटत कोणता शांपू चांगला' },
  { level: 'self_care', text: 'chehryavar khup pimples yetat, vay 19. konta face wash vaparu' },
  {
    level: 'self_care',
    text: 'वय २२, पाळीच्या पहिल्या दोन दिवसांत ओटीपोटात खूप दुखतं. पाळी नियमित आहे, रक्तस्राव नेहमीसारखा, बाकी वेळी काही त्रास नाही. गरम पाण्याची पिशवी ठेवली की थोडं बरं वाटतं. दुखण्यासाठी कोणती गोळी घेता येईल?',
  },
  {
    level: 'self_care',
    text: 'प्रेग्नन्सीचा दुसरा महिना चालू आहे, सकाळी उठल्यावर खूप मळमळतं. दिवसातून एकदा उलटी होते, नंतर जेवू शकते. पाणी पितेय, लघवीही व्यवस्थित होतेय. काय खाल्लं तर मळमळ कमी होईल?',
  },
  {
    level: 'self_care',
    text: 'कानात मळ साचलाय असं वाटतं, कान थोडा बंद बंद वाटतो. दुखत नाही, पू नाही, ऐकू येतंय. तेल घालू का?',
  },
  {
    level: 'self_care',
    text: 'maza vay 28, ratri 2 paryant mobile baghto, mag zop lagayla ushir hoto. sakali uthayla tras, divasbhar thakva vatto. baki mood vagaire thik ahe. zop sudharayla kay karu?',
  },
  {
    level: 'self_care',
    text: 'mala diabetes ahe, vay 58. aaj sakali upashi sugar 132 aali, aadhi 120-125 asaychi. goli vyavasthit ghetoy, kahi tras nahi. diet madhe kay badlu?',
  },
  {
    level: 'self_care',
    text: 'दिवसभर कॉम्प्युटरवर बसून काम असतं, संध्याकाळी कमरेत दुखतं. वय ३५, कुठे लागलेलं नाही. पायात मुंग्या किंवा बधिरपणा नाही. कोणते व्यायाम करू?',
  },
  {
    level: 'self_care',
    text: 'वडील जाऊन तीन आठवडे झाले. मन खूप उदास असतं, कामात लक्ष लागत नाही, मधेच रडू येतं. जेवण-झोप साधारण चालू आहे, स्वतःला काही करायचे विचार नाहीत. असं वाटणं साहजिक आहे का, कसं सावरू?',
  },
  {
    level: 'self_care',
    text: '1 divas julab, 3 vela patal sandas. ORS ani pani pitoy. taap nahi, rakt nahi, laghvi thik.',
  },
  {
    level: 'self_care',
    text: 'माझं वजन ७८ किलो, उंची ५ फूट ३ इंच, वय ३४. रोज काय खाल्लं तर वजन कमी होईल? भात पूर्ण बंद करू का?',
  },
  {
    level: 'self_care',
    text: '2 varshachya mulacha naak band ahe, ratri zopayla tras hoto. taap nahi, kheltoy, dudh pitoy vyavasthit.',
  },
  {
    level: 'self_care',
    text: 'कमरेवर गोल गोल चकत्या आल्यात खूप खाज येते घाम आला की वाढते कोणती अँटिफंगल क्रीम लावू',
  },
  {
    level: 'self_care',
    text: 'ukadyamule balachya pathivar ani manevar ghamolya aalyat, khaj yetey. konti powder lavu?',
  },
  {
    level: 'self_care',
    text: 'आई ७० वर्षांची, बीपीच्या गोळ्या नियमित घेते. आज सकाळी तपासलं तर १३८/८६ आलं. चक्कर नाही, डोकेदुखी नाही, व्यवस्थित आहे. हे रीडिंग ठीक आहे ना?',
  },
  {
    level: 'self_care',
    text: 'ताप उतरून तीन दिवस झाले, पण खूप अशक्तपणा आहे आणि भूक कमी. आता काय खाणं चांगलं?',
  },
  {
    level: 'self_care',
    text: '6 va mahina chalu ahe, iron chya goli ghetlyavar sandas kala hoto. potat dukhat nahi. he normal ahe ka?',
  },
  { level: 'self_care', text: 'तोंड आलंय, तिखट खाल्लं की जळजळ, दोन दिवस' },
  { level: 'self_care', text: 'zopetun uthlyavar maan dukhte, usha badlu ka?' },
  {
    level: 'self_care',
    text: 'वय ५५, जिना चढताना दोन्ही गुडघे दुखतात. गुडघ्यांना सूज नाही, लाल नाहीत, सपाट रस्त्यावर चालायला त्रास नाही. वजन थोडं जास्त आहे. कोणते व्यायाम करू?',
  },
  {
    level: 'self_care',
    text: 'report madhe cholesterol 215 aala. doctoranni goli nahi dili, diet sudhara mhanale. vay 42, sugar BP normal. kay kay khau naye?',
  },
  {
    level: 'self_care',
    text: 'ऑफिसच्या कामामुळे खूप ताण आहे, संध्याकाळी डोकं जड होतं. वय ३८.\nयोगा आणि प्राणायाम केलं तर फरक पडेल का?',
  },
  {
    level: 'self_care',
    text: '4 varshacha mulga ratri sandasachya jagi khajavto, mati pan khato. jantanche aushadh dyave ka?',
  },
  { level: 'self_care', text: 'थंडीत टाचा फुटल्यात, थोडं दुखतंही. काय लावू?' },
  {
    level: 'self_care',
    text: '12 varshachya mulachya nakatun ukadyat thoda rakt aala. naak dabun dharlyavar 5 minitat thambla. kuthe lagla nahi, dusrikade kuthun rakt yet nahi. kalji karaychi ka?',
  },
  {
    level: 'self_care',
    text: 'आठवडाभर कोरडा खोकला आहे, सर्दीपासून सुरू झाला. ताप नाही, दम लागत नाही, कफात रक्त नाही. मध-आलं घेतोय, थोडा कमी झालाय. अजून काय करू?',
  },
  {
    level: 'self_care',
    text: 'maza vay 30, roj sandhyakali halki dokedukhi, divasbhar screen var kaam. dolyasamor andhuk nahi, ulti nahi. pani pan kami pito.',
  },
  {
    level: 'self_care',
    text: 'डेंग्यू बरा होऊन दहा दिवस झाले, प्लेटलेट आता १ लाख ८० हजार आहेत. खाणं-पिणं नेहमीसारखं. पुन्हा टेस्ट करावी लागेल का?',
  },
  {
    level: 'routine',
    text: 'वय ४२, तीन आठवड्यांपासून खोकला जात नाही. आधी सर्दी झाली होती, आता पांढरा कफ पडतो, संध्याकाळी कधी कधी अंग कोमट वाटतं. कफात रक्त नाही, दम लागत नाही, छातीत दुखत नाही. टीबी असू शकतो का? तपासणी कुठे करू?',
  },
  {
    level: 'routine',
    text: 'maza vay 24, 6 mahinyanpasun pali aniyamit ahe, 2 mahinyani yete. chehryavar ani hanuvatila kes yetayt, vajan pan vadhtay. potat dukhat nahi. PCOS asel ka? kontya test karu?',
  },
  {
    level: 'routine',
    text: 'आठवडाभर पांढरं पाणी जास्त जातंय, थोडा वास आणि खाज. ताप नाही, ओटीपोटात दुखत नाही. कोणत्या डॉक्टरकडे जाऊ?',
  },
  {
    level: 'routine',
    text: 'thyroid report madhe TSH 7.8 aala. vay 34, thakva yeto, kes galtat. goli suru karavi lagel ka?',
  },
  {
    level: 'routine',
    text: 'रिपोर्टमध्ये हिमोग्लोबिन ९.२ आलंय. वय २६, पाळीत रक्तस्राव जरा जास्त होतो. मधेच चक्कर येते आणि जिना चढला की थकवा येतो, पण कधी बेशुद्ध पडले नाही. आयर्नच्या गोळ्या स्वतः घेऊ की डॉक्टरला दाखवू?',
  },
  {
    level: 'routine',
    text: 'वय ४०, दोन आठवड्यांपासून शौचाच्या वेळी गुदद्वाराशी दुखतं आणि टिश्यूवर थोडं लाल रक्त दिसतं. जुनी बद्धकोष्ठता आहे. चक्कर नाही, वजन कमी झालेलं नाही. मूळव्याध वाटतो, कोणाला दाखवू?',
  },
  {
    level: 'routine',
    text: 'सगळ्या अंगाला खाज रात्री जास्त वाढते बोटांच्या बेचक्यात बारीक पुटकुळ्या घरात सगळ्यांना होतंय खरूज आहे का',
  },
  { level: 'routine', text: 'काखेत एक गळू झालंय, तीन दिवस, दुखतंय. ताप नाही, फार मोठं नाही.' },
  {
    level: 'routine',
    text: 'vadil 62, sugar upashi 180 ani jevanantar 260 yetey. 2 varsh metformin ghetayt. kadhi kadhi payat mungya yetat, pan jakham nahi. goli badlavi lagel ka?',
  },
  {
    level: 'routine',
    text: 'आई ७४ वर्षांची, वर्षभरात विसरणं वाढलंय. चावी कुठे ठेवली लक्षात राहत नाही, तोच प्रश्न परत परत विचारते. अचानक काही झालं नाही, हळूहळू वाढतंय; चालणं, जेवण ठीक आहे. कोणत्या डॉक्टरला दाखवावं?',
  },
  {
    level: 'routine',
    text: '८ वर्षांच्या मुलाच्या कानातून थोडा पू येतोय, हलकं दुखतंय. ताप नाही. पोहायला गेला होता.',
  },
  {
    level: 'routine',
    text: 'dola lal, khaj yetey, sakali chipad chiktat. ekach dola, disayla kahi tras nahi. office madhe 2 jananna zalay.',
  },
  {
    level: 'routine',
    text: 'वय ५०, दोन महिन्यांपासून मानेपासून उजव्या हातात मुंग्या आणि दुखणं उतरतं. जास्त वेळ मोबाईल पाहिला की वाढतं. हातात ताकद व्यवस्थित आहे, वस्तू हातातून पडत नाहीत. कोणती तपासणी करावी?',
  },
  {
    level: 'routine',
    text: 'पाचवा महिना चालू आहे, सगळं ठीक आहे. आता कोणत्या टेस्ट करायच्या, ॲनोमली स्कॅन कधी?',
  },
  {
    level: 'routine',
    text: 'medical madhe BP tapasla 150/95, vay 48. aadhi kadhi goli ghetli nahi. dokedukhi nahi, chhatit dukhat nahi, fakt kamacha taan ahe. kay karu, parat tapasu ka?',
  },
  {
    level: 'routine',
    text: 'बाबा ६५, सकाळी उठल्यावर गुडघे आखडलेले असतात, अर्ध्या तासाने मोकळे होतात. बरेच महिने.',
  },
  {
    level: 'routine',
    text: 'mulga 9 varshacha, ajun ratri anthrunat laghvi karto. divsa thik asto, jaljal nahi.',
  },
  {
    level: 'routine',
    text: 'मुलगी दीड वर्षाची, अजून दोन-तीन शब्दच बोलते. हाक मारली की बघते, चालते, खेळते, नजरेला नजर देते. घरचे म्हणतात काळजी करू नको. डॉक्टरला कधी दाखवावं?',
  },
  {
    level: 'routine',
    text: 'व्हिटॅमिन डी १२ आलंय, कंबर आणि पाय दुखतात. किती दिवस गोळ्या घ्याव्या लागतील?',
  },
  {
    level: 'routine',
    text: 'तीन महिन्यांपासून खूप काळजी वाटते, गर्दीत गेलं की छातीत धडधड होते, दहा मिनिटांत थांबते. रात्री झोप मोडते. वय ३१, छातीत दुखत नाही, कोणतेही वाईट विचार नाहीत. समुपदेशन घेऊ की औषध लागेल?',
  },
  {
    level: 'routine',
    text: 'तीन महिन्यांपासून केस खूप गळतायत.\nउशीवर, कंगव्यात पुंजके येतात, वय २९. कोणत्या टेस्ट करू?',
  },
  {
    level: 'routine',
    text: '3 mahinyat 5 kilo vajan vadhla, divasbhar thakva, thandi jast vajte. thyroid check karu ka?',
  },
  {
    level: 'routine',
    text: 'महिनाभर गॅस-ॲसिडिटी, गोळी घेतली की कमी होते मग परत. वय ३६, उलटी नाही, वजन कमी झालं नाही.',
  },
  {
    level: 'routine',
    text: '7 varshachya mulachya galavar pandhre dag, khaj yet nahi. he kay asel?',
  },
  { level: 'routine', text: 'पायाच्या अंगठ्याचं नख पिवळं आणि जाड झालंय, सहा महिने.' },
  {
    level: 'routine',
    text: 'टायफॉईड बरा झालाय, पुन्हा विडाल टेस्ट करावी लागेल का? डॉक्टर काही बोलले नाहीत.',
  },
  {
    level: 'routine',
    text: 'sonography madhe davya kidney madhe 5 mm khada aala. aata kahi dukhat nahi, laghvi thik. kay khau ani kay nako, operation lagel ka?',
  },
  {
    level: 'routine',
    text: 'दोन दिवस लघवीला हलकी जळजळ, सारखं जावं लागतं. वय २९, ताप नाही, कमरेत दुखत नाही.',
  },
  {
    level: 'routine',
    text: 'दर वर्षी थंडी पडली की मला खोकला आणि छातीत सूं सूं आवाज येतो. वय ३३, यंदाही आठवड्यापासून सुरू आहे. बोलताना, चालताना त्रास नाही, ताप नाही. ॲलर्जी टेस्ट करू का?',
  },
  { level: 'routine', text: 'दोन महिने पाळी आली नाही, प्रेग्नन्सी टेस्ट निगेटिव्ह. वय २७, पोटात दुखत नाही.' },
  {
    level: 'routine',
    text: 'baba 68 varshanche, ratri 3-4 da laghvila uthtat, dhar pan kami zali ahe. jaljal nahi, rakt nahi. prostate cha tras asel ka? kontya doctor kade jau?',
  },
  {
    level: 'routine',
    text: 'हाताच्या बोटांच्या सांध्यांत सकाळी दुखतं आणि सूज येते, वय ४६, बाई आहे. दोन महिने.',
  },
  {
    level: 'routine',
    text: 'मुलगी ६ वर्षांची, अजिबात जेवत नाही, वर्षभरात वजन जवळजवळ वाढलं नाही. खेळते, ताप नाही, शौच व्यवस्थित. जंताचं औषध सहा महिन्यांपूर्वी दिलं होतं. कोणत्या तपासण्या करू?',
  },
  {
    level: 'routine',
    text: 'lambcha andhuk disto, falyavarcha vachta yet nahi. vay 14. dolyanchya doctor la dakhvu ka?',
  },
  {
    level: 'routine',
    text: 'शुगरच्या रिपोर्टमध्ये HbA1c ७.४ आलंय, याचा अर्थ काय? गोळ्या वाढवाव्या लागतील का?',
  },
  {
    level: 'urgent',
    text: 'वय ३०, तीन दिवसांपासून ताप १०३ पर्यंत जातोय, पॅरासिटामॉल घेतली की उतरतो आणि परत चढतो. अंगदुखी आणि डोळ्यांच्या मागे दुखतं. आमच्या भागात बऱ्याच जणांना डेंग्यू झालाय. उलटी नाही, पोटात दुखत नाही, कुठूनही रक्त येत नाही. आज कोणती टेस्ट करू?',
  },
  {
    level: 'urgent',
    text: 'thandi vajun taap yetoy, ek divas aad. 2 da zala, ghaam yeun taap utarto. aamchya bhagat dase khup ahet. malaria asel ka? aajach test karu ka?',
  },
  {
    level: 'urgent',
    text: 'भाऊ १९ वर्षांचा, पाच दिवसांपासून ताप, रोज थोडा थोडा वाढतोय, आज १०२. पोटात अस्वस्थ, भूक नाही, डोकं दुखतं. बाहेरचं खाल्लं होतं. उलटी नाही, पूर्ण शुद्धीत आहे. टायफॉईडची टेस्ट आजच करू का?',
  },
  {
    level: 'urgent',
    text: 'कमरेच्या उजव्या बाजूला लाटेसारखी कळ येतेय, खाली ओटीपोटात उतरते. आधी मुतखडा झाला होता. उलटी नाही, ताप नाही.',
  },
  {
    level: 'urgent',
    text: '3 divas laghvila jaljal, aaj pasun taap 101 ani kamrechya ekach bajula dukhtay. vay 32, bai.',
  },
  {
    level: 'urgent',
    text: 'मुलगा ६ वर्षांचा, आज सकाळपासून ६-७ वेळा पातळ जुलाब आणि दोनदा उलटी. ORS थोडं थोडं पितोय, सकाळपासून लघवी एकदाच झाली. बोलतोय, ओळखतोय, फक्त मलूल आहे. ताप नाही, शौचात रक्त नाही.',
  },
  {
    level: 'urgent',
    text: 'संध्याकाळी गल्लीतल्या कुत्र्याने पायाला चावलं, दात लागून थोडं रक्त आलं. लगेच साबण-पाण्याने पंधरा मिनिटं धुतलं. वय ३५, आधी कधी लस घेतलेली नाही. आजच इंजेक्शन घ्यावं लागेल का, सरकारी दवाखान्यात मिळेल का?',
  },
  {
    level: 'urgent',
    text: 'mulgi 11 varshachi, cycle varun padli, managatila suj aali, dukhanyamule haat firavta yet nahi. bota halavte.',
  },
  {
    level: 'urgent',
    text: 'बाबा ६५, काल रात्रीपासून चार-पाच वेळा जुलाब आणि एकदा उलटी. उभं राहिलं की थोडी चक्कर येते, तोंड कोरडं पडलंय. बोलणं व्यवस्थित, छातीत दुखत नाही. ORS देतोय, आज डॉक्टरकडे नेऊ का?',
  },
  { level: 'urgent', text: 'डोळ्यात किडा गेला खुपतंय पाणी येतंय धुतलं तरी निघाला नाही काय करू' },
  {
    level: 'urgent',
    text: 'mulachya kanat kal ratri pasun khup dukhtay, vay 7.\ntaap 101, kanala haat lavla ki radto. kahi baher yet nahi.',
  },
  {
    level: 'urgent',
    text: 'मांजरीने हातावर ओरबाडलं, थोडं रक्त आलं. रस्त्यावरची मांजर आहे. लस घ्यावी लागेल का?',
  },
  {
    level: 'urgent',
    text: 'kaam kartana patryane haat kapla, jawal jawal 2 cm khol. kapad dabun dharla tar rakt kami hotay. TT che injection 5 varshapurvi ghetla hota. take ghalave lagtil ka?',
  },
  {
    level: 'urgent',
    text: 'पायावरचं गळू मोठं होऊन लाल झालंय, आजूबाजूला गरम लागतं, आजपासून ताप १००. मला शुगर आहे.',
  },
  {
    level: 'urgent',
    text: 'फुटबॉल खेळताना पाय मुरगळला, वय १७. घोटा खूप सुजलाय, पाय जमिनीवर टेकवता येत नाही. बर्फ लावला, दुखणं कमी नाही. एक्स-रे आजच काढावा लागेल का?',
  },
  { level: 'urgent', text: 'मूळव्याधीच्या जागी अचानक कडक निळसर गाठ आली, दुखण्यामुळे बसता येत नाही.' },
  {
    level: 'urgent',
    text: 'सहावा महिना चालू आहे, दोन दिवसांपासून लघवीला जळजळ आणि आज ताप १००. बाळाची हालचाल व्यवस्थित आहे, रक्तस्राव नाही, पोटात दुखत नाही. आज डॉक्टरकडे जावं लागेल का?',
  },
  {
    level: 'urgent',
    text: 'aai 60, aaj upashi sugar 320 aali. tahan khup lagtey, sarkhi laghvi. bolna vyavasthit, jevtey pan. 2 divas goli ghyayla visarli hoti. kay karu?',
  },
  { level: 'urgent', text: '३ वर्षाच्या मुलाने कानात मणी घातलाय, काढता येत नाही. रडत नाही, खेळतोय.' },
  {
    level: 'urgent',
    text: 'वय ५५, चार दिवसांपासून ताप १०२ आणि खोकल्यातून पिवळा कफ. दम लागत नाही, छातीत दुखत नाही, कफात रक्त नाही. शुगर आहे, गोळ्या चालू आहेत. आज छातीचा एक्स-रे काढू का?',
  },
  {
    level: 'urgent',
    text: 'maza vay 30, angavar kanjinyasarkhe fod aale, taap 101. lahanpani kanjinya zalya navtya. kay karu?',
  },
  {
    level: 'urgent',
    text: 'घशात माशाचा काटा अडकलाय असं वाटतं, गिळताना टोचतं. भात गिळून पाहिला, गेला नाही. श्वास व्यवस्थित आहे.',
  },
  {
    level: 'urgent',
    text: 'दहा दिवसांपासून भूक नाही, मळमळ होते. आज पाहिलं तर डोळे पिवळे आणि लघवी गडद पिवळी. वय २४, ताप नाही, पोटात हलकं दुखतं. कावीळ असेल तर कोणत्या टेस्ट करू?',
  },
  {
    level: 'urgent',
    text: '3 divas dadh dukhtey, aata gaal sujla ani halka taap. nit jevta yet nahi.',
  },
  {
    level: 'urgent',
    text: 'दोनदा बीपी तपासलं, १६८/१०० आलं, डोकं जड वाटतंय.\nवय ५८, दोन दिवस गोळी घेतली नाही. आज डॉक्टरला दाखवावं लागेल का?',
  },
  {
    level: 'urgent',
    text: 'मुलाला 103 ताप आहे, क्रोसिन दिल्यावर खेळतोय, दूध पितोय. आजच दाखवायला हवं का?',
  },
  {
    level: 'urgent',
    text: 'Dengue test positive aali, aaj tapacha chautha divas. Platelets 90,000 aalet. Kuthunhi raktasrav nahi, ulti nahi, thoda jevtoy, paani bharpur pitoy. Admit vhava lagel ka ki ghari rahu shakto?',
  },
  { level: 'urgent', text: 'बाळाला दूध पाजतेय, एक स्तन लाल होऊन दुखतोय, घट्ट झालाय, 100 ताप' },
  {
    level: 'urgent',
    text: 'स्वयंपाक करताना गरम तेल हातावर उडालं. तळहातावर तीन फोड आलेत, खूप आग होतेय. थंड पाण्यात दहा मिनिटं ठेवला. टूथपेस्ट लावू का, डॉक्टरकडे जावं लागेल का?',
  },
  { level: 'routine', text: 'दोन महिन्यांपासून गुडघा दुखतो, जास्त चाललं की सूज येते. वय 57' },
  {
    level: 'routine',
    text: 'बाबा 76 वर्षांचे आहेत. अलीकडे किल्ल्या कुठे ठेवल्या ते विसरतात, एकच प्रश्न पुन्हा पुन्हा विचारतात. जेवण, अंघोळ सगळं स्वतः करतात. यासाठी कुठल्या डॉक्टरांना दाखवावं?',
  },
  {
    level: 'routine',
    text: 'माझी मुलगी 19 वर्षांची आहे, पाळी दोन-तीन महिन्यांनी एकदाच येते. चेहऱ्यावर मुरुमं, वजनही वाढलंय. PCOS असेल का, कुठल्या डॉक्टरांकडे जावं?',
  },
  {
    level: 'urgent',
    text: 'Mala adhi kidney stone hota. Aaj sakalpasun pathichya baajula khali kalane kalane khup dukhtay, ekda ulti zali. Taap nahi, laghvi thodi laalsar aahe. Painkiller ghetli pan kami hot nahi, aajach doctor la dakhvaycha ka?',
  },
  { level: 'routine', text: 'डाव्या स्तनात एक छोटी गाठ लागतेय, दुखत नाही. वय 40. कुठल्या डॉक्टरांना दाखवू' },
  {
    level: 'urgent',
    text: '3 divsanpasun daat dukhtoy, aata gaal sujlay. gilta yetay, shwasacha tras nahi. daatachya doctor la aajach dakhvava ka',
  },
  {
    level: 'urgent',
    text: 'grinder ne kaam kartana dolyat kahitari gela. dola laal zalay, paani yetay, disat vyavasthit aahe. tochtay khup',
  },
  {
    level: 'urgent',
    text: 'शेतात काम करताना गंजलेला खिळा पायात घुसला. थोडं रक्त आलं आणि थांबलं. शेवटचं टीटी इंजेक्शन कधी घेतलं आठवत नाही. आजच घ्यावं लागेल का?',
  },
  {
    level: 'urgent',
    text: 'माझे बाबा 79 वर्षांचे आहेत, काल रात्री जिन्यावर अडखळून पडले. डोक्याला मार नाही, नीट बोलतायत, सगळ्यांना ओळखतायत. पण डावं मनगट सुजून काळंनिळं झालंय, हात हलवता येत नाही.',
  },
  {
    level: 'urgent',
    text: 'माझ्या मिस्टरांना शुगर आहे, आठवडाभर गोळ्या नीट घेतल्या नाहीत. आज घरी तपासली तर 350 आली. खूप थकवा आहे, तहान खूप लागतेय, पण नीट बोलतायत, उलटी नाही. आजच डॉक्टरकडे जायला हवं का?',
  },
  {
    level: 'urgent',
    text: 'भाजी चिरताना सुरी बोटात खोल गेली रक्त आता थांबलंय पण जखम उघडीच आहे टाके घालावे लागतील का',
  },
  {
    level: 'routine',
    text: 'Shauchala gelyavar thode raktache themb padtat, 2 aathavde zale. Thoda dukhta, malavrodh aahe. Chakkar kiva ashaktpana nahi. Mulvyadh asel ka, kiti lavkar doctor la dakhvava?',
  },
  {
    level: 'urgent',
    text: 'मी दोन महिन्यांची गरोदर आहे. तीन दिवसांपासून काहीच खाल्लेलं टिकत नाही, पाणी प्यायलं तरी उलटी होते. रक्तस्राव नाही, पोटात दुखत नाही. पण खूप अशक्तपणा आहे, लघवी कमी होतेय.',
  },
  { level: 'routine', text: 'ॲसिडिटी रोज होते, सिरप घेतलं तरी आधीसारखं बरं वाटत नाही, महिना झाला' },
  {
    level: 'routine',
    text: 'mulga 6 varshacha aahe, neet jevat nahi, vajan vadhat nahi, ratri mage khaj yete mhanto. jant astil ka',
  },
  {
    level: 'urgent',
    text: 'आमच्या घरच्या मांजरीने माझ्या मुलीच्या हातावर ओरबाडलं आणि थोडं चावलं. मांजरीला लस दिली होती का आठवत नाही. जखम छोटी आहे, साबणाने धुतली. मुलगी 8 वर्षांची आहे, रेबीजचं इंजेक्शन लागेल का?',
  },
  {
    level: 'urgent',
    text: 'कोळंबी खाल्ल्यावर अंगभर गांधी उठल्या, खाज सुटलीय, ओठ सुजले नाहीत, श्वास व्यवस्थित',
  },
  {
    level: 'urgent',
    text: 'मला सातवा महिना चालू आहे. दोन दिवसांपासून दोन्ही पावलं सुजलीत, मेडिकलमध्ये BP तपासला तर 140/90. डोकं दुखत नाही, अंधुक दिसत नाही, बाळ छान हालचाल करतंय. पुढच्या तपासणीपर्यंत थांबू शकते का?',
  },
  {
    level: 'urgent',
    text: '5 divsanpasun khokla ani taap, pivla kaf yetoy. shwas ghyayla tras nahi pan khup ashaktpana aahe',
  },
  {
    level: 'urgent',
    text: 'माझ्या 2 वर्षांच्या मुलावर गरम चहा सांडला. हाताच्या पुढच्या भागावर रुपयाच्या नाण्याएवढा फोड आलाय. लगेच नळाखाली धरला. आता रडणं थांबवून खेळतोय. डॉक्टरांना दाखवावं का?',
  },
  {
    level: 'urgent',
    text: 'payacha angtha khup laal ani suzlay, ratrabhar dukhnyamule zop nahi. uric acid adhi jast hota',
  },
  {
    level: 'routine',
    text: 'sonography madhe 6mm cha mutkhada aahe mhanale, aata dukhat nahi. operation lagel ka ki paani pyayla nighun jail',
  },
  {
    level: 'urgent',
    text: 'माझ्या आईचं वय 72, आज सकाळी बाथरूममध्ये घसरून पडली. नीट बोलतेय, डोक्याला काही लागलं नाही. पण डाव्या खुब्यात दुखतंय, उभं राहता येत नाही. कुठल्या दवाखान्यात न्यावं?',
  },
  { level: 'urgent', text: 'देवळाजवळ माकडाने पायाला चावलं दातांचे व्रण आहेत इंजेक्शन घ्यावं लागेल का' },
  {
    level: 'urgent',
    text: 'ek divasa aad thandi bharun taap yeto, mag ghaam yeun utarto. malaria asel ka',
  },
  {
    level: 'urgent',
    text: 'डाव्या पायाला एक छोटी जखम होती, आता भोवती लाल होऊन सुजलंय आणि गरम लागतं. लालसरपणा कालपेक्षा जास्त पसरलाय. थोडा ताप आहे. अँटिबायोटिक लागेल का?',
  },
  { level: 'urgent', text: 'मुलीचा कान दुखतोय, कानातून पिवळं पाणी येतंय, थोडा तापही आहे' },
  {
    level: 'urgent',
    text: 'काल संध्याकाळी स्कूटरवरून घसरून पडलो. उजवं मनगट खूप सुजलंय आणि खूप दुखतंय. डोक्याला काही लागलं नाही, शुद्ध पूर्ण आहे. बोटं हलतात पण हात फिरवला की खूप दुखतं. हाड मोडलं असेल का, आजच एक्स-रे काढायचा का?',
  },
  {
    level: 'urgent',
    text: 'Babanche vay 62. Teen divsanpasun davya baajula pathipasun potaparyant ekach baajula jaljal ani dukhna, aata chhote chhote fod olit aale. Thoda taap aahe. Dolyajaval kahi nahi. He nagin (shingles) aahe ka, aushadh kadhi suru karava?',
  },
  {
    level: 'urgent',
    text: 'aaicha BP pahila 170/100 aala, fakt thoda doka dukhtay. chhatit dukhat nahi, haat paay vyavasthit haltat. kay karava',
  },
  {
    level: 'urgent',
    text: 'बाथरूम क्लिनर डोळ्यात उडालं पाण्याने भरपूर धुतलं अजून जळजळ होतेय लाल आहे दिसतंय नीट',
  },
  {
    level: 'urgent',
    text: 'पुण्याहून गुवाहाटीला दोन दिवस रेल्वेने प्रवास केला. आता डाव्या पायाची पोटरी सुजलीय आणि दुखतेय, हात लावला तर गरम लागते. श्वास घ्यायला काही त्रास नाही, छातीत दुखत नाही. कुठली टेस्ट करावी?',
  },
  {
    level: 'urgent',
    text: 'maza mulga 3 varshacha aahe, haat dharun odhla ani aata dava haat varti uchlat nahi. radat nahi, khelto pan to haat vaparat nahi',
  },
  {
    level: 'routine',
    text: 'तीन आठवड्यांपासून खोकला जात नाही. थोडा कफ येतो, रक्त नाही. रात्री थोडा घाम येतो, वजन कमी झाल्यासारखं वाटतं. शेजाऱ्यांना टीबी होता, मलाही असेल का अशी भीती वाटते.',
  },
  { level: 'urgent', text: 'पाय मुरगळला, घोटा खूप सुजलाय, पाय टेकून चालताच येत नाही' },
  {
    level: 'urgent',
    text: 'mandivar ek gaLu aala aahe, pu bharla aahe, khup dukhtay, thoda taap pan. kapun kaadhava lagel ka?',
  },
  {
    level: 'urgent',
    text: 'माझा मुलगा 14 वर्षांचा आहे, सहा दिवसांपासून ताप, संध्याकाळी वाढतो. पोट थोडं दुखतं, भूक नाही. जवळच्या दवाखान्यात गोळ्या दिल्या पण ताप उतरला नाही. टायफॉईड असेल का, कुठली टेस्ट?',
  },
  {
    level: 'urgent',
    text: 'Mazi mulgi 4 varshachi aahe, ek rupayacha coin gilla. Khokla nahi, shwas vyavasthit ghetey, jevtey, kheltey. Ulti pan nahi keli. X-ray kadhava lagel ka, aajach hospital la jaycha ka?',
  },
  {
    level: 'routine',
    text: 'upashi sugar teen vela 180 aali, metformin gheto. dose badlava lagel ka',
  },
  {
    level: 'urgent',
    text: 'तीन दिवसांपासून 102, 103 ताप उतरतच नाही, अंग दुखतंय. गोळी घेतली की थोडा वेळ कमी होतो',
  },
  {
    level: 'urgent',
    text: 'आईला शुगर आहे. पायाच्या अंगठ्याखाली एक जखम आहे, आठवडाभर भरत नाही, आता पू येतोय आणि वासही येतोय. तिला फारसं दुखत नाही. काय करावं?',
  },
  {
    level: 'urgent',
    text: 'मधमाश्या चार-पाच ठिकाणी चावल्या, पूर्ण हात सुजलाय. श्वास व्यवस्थित आहे, चेहरा सुजला नाही',
  },
  {
    level: 'routine',
    text: 'BP आठवडाभर रोज तपासतोय 150/95 च्या आसपास येतो, गोळी घेतो, बाकी काही त्रास नाही',
  },
  {
    level: 'routine',
    text: 'thyroid report madhe TSH 9.1 aala, thakva vatto, vajan vadhla. goli ghyavi lagel ka',
  },
  { level: 'urgent', text: 'विंचू पायाच्या बोटाला चावला, फक्त त्या जागी खूप ठणकतंय, बाकी काही नाही' },
  {
    level: 'routine',
    text: 'तीन आठवड्यांपूर्वी घोटा मुरगळला होता. सूज कमी झालीय, चालता येतं. पण जिना चढताना अजून दुखतं, थोडं ढिलं वाटतं. एक्स-रे काढावा का?',
  },
  {
    level: 'routine',
    text: 'kutra chavlyavar 0 ani 3 divsache injection ghetle, 7 vya divsacha rahila, aaj 9 va divas. aata kay karu',
  },
  {
    level: 'urgent',
    text: 'Babanche vay 68, kaalpasun 8 vela julab zale. ORS pitat, laghvi thodi hote pan khup thaklet, tond korda padlay. Ulti nahi, vyavasthit boltat. Hospital madhe nyava ki gharich baghava?',
  },
  {
    level: 'routine',
    text: 'नोकरी गेल्यापासून दोन महिने नीट झोप लागत नाही. मन सतत अस्वस्थ असतं, छातीत धडधड होते. स्वतःला काही करून घ्यावं असे कुठलेही विचार नाहीत. कुणाशीतरी बोलावंसं वाटतं, कुठे जाऊ?',
  },
  {
    level: 'routine',
    text: 'दोन-तीन महिन्यांपासून पाळी खूप जास्त जाते, पहिले दोन दिवस दर 3 तासांनी पॅड बदलावा लागतो. खूप थकवा आहे, पण चक्कर येत नाही. वय 43. डॉक्टरांना कधी दाखवावं?',
  },
  { level: 'routine', text: 'कमरेजवळ गोल गजकर्ण, तीन क्रीम लावल्या तरी जात नाही, खाज खूप' },
  {
    level: 'urgent',
    text: 'आठवडाभरापासून डोळे पिवळे दिसतायत, लघवीही गडद पिवळी होतेय. भूक अजिबात नाही, खाल्लं की मळमळतं. पोटात फारसं दुखत नाही. कावीळ असेल का, कुठल्या तपासण्या कराव्या?',
  },
  {
    level: 'routine',
    text: 'रक्त तपासणीत Hb 8.6 आलंय. काही दिवसांपासून थकवा, जिना चढला की दम लागतो, पण बसल्यावर बरं वाटतं. पाळी थोडी जास्त जाते. फक्त लोहाच्या गोळ्या पुरेशा आहेत का?',
  },
  {
    level: 'urgent',
    text: 'दोन दिवसांपासून लघवी करताना जळजळ होते, सारखं जावंसं वाटतं. आज थंडी भरून 101 ताप आला, कंबरेत मागे थोडं दुखतंय. पाणी भरपूर पितेय. हे किडनीचं इन्फेक्शन असेल का?',
  },
  {
    level: 'urgent',
    text: 'मला दमा आहे. काल रात्री धुळीमुळे श्वासात शिट्टीसारखा आवाज आला, इनहेलरचे दोन पफ घेतल्यावर बरं वाटलं. आता व्यवस्थित श्वास घेता येतोय, बोलायलाही त्रास नाही. पण या आठवड्यात तीनदा असं झालं, डॉक्टरांना भेटावं का?',
  },
  {
    level: 'urgent',
    text: 'rastyavarchya kutryane payala chavla, thoda rakta aala. sabanane dhutla. rabies injection kuthe ghyaycha, aajach ghyaycha ka?',
  },
  // Round 23: every message typed in Latin letters again, measured blind against rules and the detector trained on rounds 1–22 (rules 88.1 %, with the detector 92.3 % at 0.99).
  { level: 'self_care', text: '2 divas pasun sardi, naakatun pani yetay, kay khau' },
  { level: 'self_care', text: 'ratri korda khokla yeto, madh aala ghatlela chaha chalel ka?' },
  { level: 'routine', text: 'aai che gudhe dukhtat, jine utarna kathin jata, konta doctor bagheu' },
  { level: 'self_care', text: 'jevlyanantar acidity hote, pantop gheu shakto ka?' },
  { level: 'self_care', text: 'hatavar lal puraL, khaj yete, 3 divas zale' },
  { level: 'self_care', text: 'kalpasun 99.8 taap, ang dukhtay, crocin ghetoy' },
  { level: 'self_care', text: 'computer var basun kambar dukhte, konte vyayam karu' },
  { level: 'routine', text: 'fasting sugar 128, PP 190 aali, jast aahe ka?' },
  { level: 'self_care', text: 'sugar aslelyana amba khalla tar chalel ka?' },
  {
    level: 'self_care',
    text: 'mulga 3 varshacha, 2 vela patal sandas zali, kheltoy khatoy, taap nahi, ORS purel ka?',
  },
  { level: 'self_care', text: 'kes khup galtayt, konta tel lavu' },
  { level: 'routine', text: 'babancha BP 140/90 yetoy, golya ghyayla visartat, kay karu' },
  { level: 'self_care', text: 'zop yayla ushir hoto, ratri mobile khup baghto' },
  { level: 'self_care', text: 'thanda khalla ki daat shirshirtat' },
  { level: 'self_care', text: 'report madhe vitamin D kami aala, kiti divas goli ghyaychi' },
  { level: 'self_care', text: 'mulichya kanat mal jamlay, drops ghalu shakto ka?' },
  // Round 24: half in the script, half in Latin letters, a mix of every earlier style; measured blind against rules and the detector of round 23 (rules 89.5 %, with the detector 96.0 %).
  { level: 'self_care', text: 'दोन दिवसांपासून सर्दी, नाक बंद, घसा थोडा खवखवतो. वाफ घेऊ की गोळी?' },
  { level: 'routine', text: 'गुडघे दुखतात, जिना चढताना त्रास होतो, वय ६२. कोणतं तेल चोळू?' },
  { level: 'routine', text: 'शुगर टेस्ट केली, फास्टिंग ११८, पीपी १६५. हे जास्त आहे का? आहार कसा ठेवू?' },
  {
    level: 'self_care',
    text: 'मुलगा ५ वर्षांचा, कालपासून दोनदा पातळ जुलाब, खेळतोय खातोय, ताप नाही. ओआरएस देऊ?',
  },
  { level: 'self_care', text: 'कंबर दुखते, दिवसभर कॉम्प्युटरवर बसून काम. कोणते व्यायाम करू?' },
  { level: 'self_care', text: 'हातावर खाज आणि लाल पुरळ, नवीन साबण वापरल्यापासून.' },
  { level: 'self_care', text: 'आठवडाभर रात्री कोरडा खोकला, ताप नाही. मध आलं घेतलं तर चालेल का?' },
  { level: 'self_care', text: 'डायबिटीस मध्ये आंबा खाऊ शकतो का? थोडासा?' },
  {
    level: 'self_care',
    text: 'kalpasun halka taap 99.8, ang dukhtay, aaj jara bara. paracetamol gheu ka?',
  },
  { level: 'self_care', text: 'jevlyavar pot fugta ani aambat dhekar, roj ratri. kay karu?' },
  { level: 'self_care', text: 'kes khup galtayt, konta tel lavu' },
  { level: 'routine', text: 'report madhe cholesterol 230 aala, kay khau kay nako' },
  { level: 'self_care', text: 'mulichya doktyat uva, shaletun aanlya 😩 konta shampoo?' },
  { level: 'self_care', text: 'zop neet yet nahi, ratri 2 paryant phone baghto. tips dya' },
  { level: 'self_care', text: 'upvasachya divshi ashakt vatta, sabudana sodun kay khau?' },
  { level: 'self_care', text: 'payala kurup zalay, chalatana lagta. kay lavu' },
  // Round 25: half in the script, half in Latin letters, less typical presentations; measured blind against rules and the detector of round 24 (rules 83.5 %, with the detector 95.7 %).
  { level: 'self_care', text: 'दोन दिवसांपासून सर्दी आणि घसा खवखवतोय, ताप नाही. घरी काय करू?' },
  { level: 'self_care', text: 'मुलाच्या गुडघ्याला खेळताना छोटं खरचटलं, थोडं रक्त आलं होतं, आता थांबलंय.' },
  { level: 'self_care', text: 'unhat kaam kela, pani kami pyalo, doka dukhtay, kay karu' },
  { level: 'self_care', text: 'kal ratri jasta jevlo, aaj pot jad ani gas, ek don da julab pan' },
  { level: 'self_care', text: 'kamberet thoda dukhtay, kal panyacha handa uchalla hota' },
  { level: 'routine', text: 'शुगर तपासली, उपाशीपोटी १६० आली, अजून औषध घेत नाही. डॉक्टरांना कधी दाखवू?' },
  { level: 'routine', text: 'तीन आठवड्यांपासून खोकला जात नाही, ताप नाही पण रात्री वाढतो.' },
  { level: 'routine', text: 'दोन महिन्यांपासून पाळी वेळेवर येत नाही, प्रेग्नन्सी टेस्ट निगेटिव्ह आहे.' },
  {
    level: 'routine',
    text: 'aaichya gudhgyat mahinabhar dukhtay, jina chadhayla traas, thodi suj',
  },
  { level: 'routine', text: 'BP chya golya sampalya, 150/95 yetay, chakkar nahi' },
  {
    level: 'urgent',
    text: 'लघवीला जळजळ आणि कमरेच्या एका बाजूला दुखतंय, कालपासून १०२ ताप, थंडी वाजून येतेय.',
  },
  { level: 'urgent', text: 'पायात काटा गेला होता, आता जखम लाल, गरम आणि पू भरलाय, मी शुगरचा पेशंट आहे.' },
  { level: 'urgent', text: 'कुत्रा पोटरीला चावला, दात लागले, रक्त थांबलंय. इंजेक्शन कुठे घेऊ?' },
  {
    level: 'urgent',
    text: 'mulala 3 divsapasun 103 taap, golinantar utarto pan parat chadhto, gavat dengue chalu ahe',
  },
  { level: 'urgent', text: 'dolyat kalpasun laali ani dukhtay, ujed tochtoy, dhoosar distay' },
  {
    level: 'urgent',
    text: 'mulga 4 varshacha, aaj 8-10 vela julab zale, thoda sust ahe pan pani pito',
  },
  // Round 26: a third in the script with English words, a third in Latin letters, a third with slips or as voice typing writes it, the danger told in passing; measured blind against rules and the detector of round 25 (rules 85.5 %, with the detector 96.0 %).
  {
    level: 'self_care',
    text: 'Don divsapasun naak galtay ani shinka yetayt, halki dokedukhi. Gharich kay karu?',
  },
  { level: 'self_care', text: 'उन्हातून आलो तर थोडं डोकं दुखतंय बाकी काही नाही काय घेऊ' },
  {
    level: 'self_care',
    text: 'माझ्या मुलाच्या (3 वर्षे) हातावर डास चावल्यामुळे लाल पुरळ आलंय, खाज येते. कोणती cream लावू?',
  },
  { level: 'self_care', text: 'Hatavar garam chaha sandla, thoda lal aahe, phod nahi. Kay lavu?' },
  {
    level: 'self_care',
    text: 'दोन तीन दिवस झाले पोट साफ होत नाही पोट जड वाटतं काही घरगुती उपाय सांगा',
  },
  {
    level: 'routine',
    text: 'दोन महिन्यांपासून गुडघा दुखतोय, जिना चढताना जास्त. वय 58. कोणत्या doctor ला दाखवू?',
  },
  {
    level: 'routine',
    text: 'Majhi mulgi 14 varshachi aahe, teen mahine zale period aali nahi, vajan pan vadhtay. Doctor la kadhi dakhvava?',
  },
  {
    level: 'routine',
    text: 'शुगर ची तपासणी केली उपाशीपोटी 160 आली आधी कधी केली नव्हती काही त्रास नाही फक्त तहान जास्त लागते',
  },
  { level: 'routine', text: 'जवळचं कमी दिसतंय, पेपर वाचायला त्रास होतो. चष्मा लागेल का?' },
  {
    level: 'routine',
    text: 'Don aathavde zale korda khokla aahe, ratri jast, taap nahi. Konti test karavi?',
  },
  { level: 'routine', text: 'लघवीला जळजळ होते आठवडाभरापासून ताप नाही पाणी भरपूर पितेय तरी' },
  {
    level: 'urgent',
    text: 'बाबांच्या पायाच्या बोटाला जखम आहे, शुगर आहे, आता लाल झालीय आणि पू यायला लागलाय, थोडा तापही. आजच दाखवावं का?',
  },
  {
    level: 'urgent',
    text: 'Gallitla kutra porala payala chavla, thoda rakt aala. Injection ghyava lagel ka?',
  },
  { level: 'urgent', text: 'मुलगा पाच वर्षांचा आहे कान खूप दुखतोय रात्रभर रडला आणि ताप 102 आहे' },
  {
    level: 'urgent',
    text: 'तीन दिवसांपासून 103 ताप आहे, अंग दुखतंय आणि डोळ्यांच्या मागे दुखतं, इकडे डास खूप आहेत. Dengue तर नसेल?',
  },
  {
    level: 'urgent',
    text: 'Botala surine khol kaaplay, rakt thambla pan jakham ughadi aahe, take ghalave lagtil ka?',
  },
  // Round 27: two thirds in Latin letters, short, typed fast and by ear; measured blind against rules and the detector of round 26 (rules 83.2 %, with the detector 95.2 %).
  { level: 'self_care', text: 'don divsanpasun naak galtay shinka yetayt sadha sardi ahe' },
  { level: 'self_care', text: 'bhaji chirtana bot kapla thoda rakt ala thamble' },
  { level: 'self_care', text: 'तोंडात फोड आलेत, तिखट खाल्लं की जळजळ होते' },
  { level: 'self_care', text: 'telkat khalla ambat dhekar yetayt thodi jaljal' },
  { level: 'self_care', text: 'ghasa khavkhavtoy thodasa khokla tap nahi' },
  { level: 'self_care', text: 'थंडीत हाताची त्वचा फुटलीय, खाज येते' },
  { level: 'routine', text: 'गुडघ्यात महिनाभरापासून दुखतंय, जिना चढताना जास्त' },
  { level: 'routine', text: 'halli tahan khup lagte ratri 4 vela laghvila uthava lagta' },
  { level: 'routine', text: 'माझ्या मुलीची तीन महिन्यांपासून पाळी आली नाही, लग्न झालेलं नाही' },
  { level: 'routine', text: 'teen athavde khokla jat nahi vajan pan kami zalyasarkha vatatay' },
  { level: 'routine', text: 'hatavar pandhre daag alet halu halu vadhtayt' },
  { level: 'urgent', text: 'teen divas tap 103 yetoy ang khup dukhtay ashaktapana' },
  { level: 'urgent', text: 'laghvila jaljal kambaret dukhtay ani kalpasun tap pan' },
  { level: 'urgent', text: 'गल्लीतला कुत्रा मुलाच्या पायाला चावला, दात लागले, रक्त आलं' },
  { level: 'urgent', text: '3 varshachya mulachya kanat dukhtay kanatun pani yetay tap pan ahe' },
  {
    level: 'urgent',
    text: 'kaam kartana dolyat lokhandacha kan gela dola laal zala pani yetay ughdat nahi',
  },
  // Round 28: sent on someone else's behalf (an ASHA worker, a neighbour, a son far away), a third each in the script, in Latin letters and as voice typing writes it, less typical presentations; measured blind against rules and the detector of round 27 (rules 86.4 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'Aaila 3 divas pasun laghvila jalajal ani aaj tap 102, kambarit ek bajula dukhtay. Ulti nahi. Ti sugar patient ahe.',
  },
  {
    level: 'urgent',
    text: 'शेजारचा मुलगा सायकलवरून पडला, मनगटाजवळ हात सुजलाय आणि वाकडा दिसतोय. बोटं हलवतो, रक्त नाही.',
  },
  {
    level: 'urgent',
    text: 'माझ्या आईचा डोळा लाल झालाय खूप दुखतोय उजेड सहन होत नाही आणि नजर थोडी धूसर झालीये कालपासून',
  },
  {
    level: 'urgent',
    text: 'Mulala 4 divas pasun tap ahe 103 paryant, ang dukhta, dolyamagun dukhta. Paani pito, thoda khelto pan. Gavat dengue chi sathi ahe.',
  },
  {
    level: 'urgent',
    text: 'काकांना शुगर आहे, पायावरची छोटी जखम दोन दिवसांत लाल होऊन सुजली आहे आणि लाली वर पसरतेय, थोडा तापही आहे.',
  },
  {
    level: 'routine',
    text: 'माझ्या सासूबाईंना खूप दिवसांपासून गुडघेदुखी आहे जिना चढताना त्रास होतो ऑर्थोपेडिक डॉक्टर ला दाखवायचं आहे',
  },
  {
    level: 'routine',
    text: 'Bhavala 2-3 mahinyapasun khup tahan lagte ani ratri 3-4 vela laghvila uthto, vajan pan kami zalay. Sugar check karavi ka?',
  },
  {
    level: 'routine',
    text: 'आमच्या दुकानात काम करणाऱ्या मुलाला महिनाभरापासून पायाच्या बोटांमध्ये खाज आहे आणि त्वचा पांढरी होऊन सोलवटतेय.',
  },
  {
    level: 'routine',
    text: 'Shalet ek mulgi board var lihilela nit vachu shakat nahi, dole barik karun baghte. Chashma lagel ka, kuthe dakhvava?',
  },
  {
    level: 'routine',
    text: 'बाबांची बीपी ची गोळी संपली आहे आणि दोन महिने चेकअप केलं नाही मशीन वर एकशे पन्नास बाय नव्वद येतंय बाकी काही त्रास नाही',
  },
  {
    level: 'routine',
    text: 'माझ्या बहिणीची पाळी गेले तीन-चार महिने अनियमित आहे, चेहऱ्यावर मुरुम आलेत आणि वजन वाढलंय.',
  },
  {
    level: 'self_care',
    text: 'Kal pasun sardi ani ghasa khavkhavtoy, tap nahi. Garam pani ani halad dudh chalel ka?',
  },
  {
    level: 'self_care',
    text: 'माझा मुलगा उन्हात खेळून आल्यावर डोकं दुखत होतं पाणी पिऊन थोडा झोपला आता बरं वाटतंय',
  },
  {
    level: 'self_care',
    text: 'आईचं काल लग्नात जेवल्यानंतर पोट थोडं बिघडलं, दोनदा पातळ झालं. आता पाणी पिते आहे, ताप नाही, अशक्तपणा नाही.',
  },
  {
    level: 'self_care',
    text: 'Shejarchya kakancha bhaji kaptana botala chhota kaap lagla, ragat thambla. Kay lavava?',
  },
  { level: 'self_care', text: 'मला डास चावून हातावर बरेच फोड आलेत खाज येते बाकी काही नाही' },
  // Round 29: a practical question with the danger inside it ('can we wait till morning?'), often about two people, the emergency the second one's; measured blind against rules and the detector of round 28 (rules 86.4 %, with the detector 94.3 %).
  {
    level: 'urgent',
    text: 'दोन दिवसांपासून लघवीला जळजळ होते, आज कंबरेच्या एका बाजूला दुखतंय आणि थंडी वाजून १०२ ताप आलाय. आज डॉक्टरकडे जावं का की उद्या?',
  },
  {
    level: 'urgent',
    text: 'mulala (7 varsh) kalpasun kanat khup dukhtay, tap 101 ahe ani kanatun pani yetay. aaj dakhvayla nyav ka?',
  },
  {
    level: 'urgent',
    text: 'आईच्या पायाला काचेचा तुकडा लागला खोल कापलंय दाबून धरल्यावर रक्त थांबलंय पण जखम उघडी आहे टाके लागतील का आजच जायला हवं का',
  },
  {
    level: 'urgent',
    text: 'babanna sugar ahe, payala ek jakham zali ahe 4 divsanpasun, aata lal zali, suj ali ani pu yetoy. tap nahi. aaj dakhvu ka?',
  },
  {
    level: 'urgent',
    text: 'नवऱ्याला तीन दिवसांपासून १०३ ताप आहे, अंग खूप दुखतंय, डोळ्यांच्या मागे दुखतंय. आमच्या भागात डेंग्यू चालू आहे. आज रक्त तपासायला जावं का?',
  },
  {
    level: 'routine',
    text: '2 mahinyanpasun kambar dukhte, office madhe basun basun. payat jhinjhinya nahit. ortho la dakhvava ka?',
  },
  {
    level: 'routine',
    text: 'माझ्या आईला सारखी तहान लागते आणि रात्री तीन चार वेळा लघवीला उठते वजन थोडं कमी झालंय शुगर तपासायला कधी जाऊ',
  },
  {
    level: 'routine',
    text: 'गेल्या महिन्यापासून हातापायांना खाज आणि गोल लालसर चट्टे आलेत, त्यांच्या कडा वाढतायत. भावालाही झालंय. कोणतं मलम लावू?',
  },
  {
    level: 'routine',
    text: 'baykola mahinabhar pasun thakva yeto, chehra pandhra vatato, mashik pali jast hote. hemoglobin check karaycha ka?',
  },
  {
    level: 'routine',
    text: 'बाबांना दोन वर्षांपासून बीपी आहे गोळ्या घेतात पण घरी तपासलं तर १५० ९५ येतं डोकं दुखत नाही काही त्रास नाही डॉक्टरकडे कधी जावं',
  },
  {
    level: 'routine',
    text: 'mala javalcha vachayla tras hoto, chashma lagel vatta. ani ajobanna motibindu ahe ka te pan baghaycha ahe. kuthlya doctor kade jau?',
  },
  {
    level: 'self_care',
    text: 'कालपासून सर्दी आहे, नाक गळतंय आणि घसा थोडा खवखवतोय, ताप नाही. गरम पाण्याच्या गुळण्या केल्या तर चालेल का?',
  },
  {
    level: 'self_care',
    text: 'kal lagnat jast tel-tikhat khalla, aaj thodi acidity ahe ani pot jad vattay, baki kahi nahi. ENO gheu ka?',
  },
  {
    level: 'self_care',
    text: 'मुलाला डास चावल्याच्या गाठी आल्यात खाज येतेय ताप नाही खेळतोय त्यावर काय लावू',
  },
  {
    level: 'self_care',
    text: 'kal pahilyanda gym la gelo, aaj mandya ani pathit dukhtay, chalta yetay vyavasthit. garam panyane shekla tar chalel ka?',
  },
  {
    level: 'self_care',
    text: 'थंडीमुळे ओठ फाटलेत आणि टाचांना भेगा पडल्यात. आईलाही तसंच आहे. घरगुती काय लावता येईल?',
  },
  // Round 30: people who write little and badly (short, broken, misspelt, English medical words mixed in); measured blind against rules and the detector of round 29 (rules 92.6 %, with the detector 98.0 %).
  { level: 'urgent', text: 'लघवीला जळजळ ताप 102 थंडी वाजते कमरेत दुखत' },
  { level: 'urgent', text: 'काल कुत्रा चावला हाताला जखम लस घेतली नाही' },
  { level: 'urgent', text: 'डोळा लाल खुप दुखतो धुसर दिसतय सकाळपासुन' },
  { level: 'urgent', text: '3 दिवस ताप जोरात अंग मोडुन आलय गावात डेंगु आहे' },
  {
    level: 'urgent',
    text: 'potachya ujavya baju khali dukhtay kal ratri pasun chalatana jast ulti 1 da',
  },
  { level: 'routine', text: '3 आठवडे खोकला संध्याकाळी ताप वजन कमी होतय' },
  { level: 'routine', text: 'सुगर उपाशी 250 येते गोळ्या घेतो पायाला मुंग्या' },
  { level: 'routine', text: 'गुडघे दुखतात 60 वय चालताना कटकट आवाज' },
  { level: 'routine', text: 'पाळी 2 महीने आली नाही प्रेग्नंसी टेस्ट निगेटिव' },
  { level: 'routine', text: 'BP 150/95 ala medical madhe tapasla dokedukhi nahi kahi tras nahi' },
  { level: 'routine', text: 'kanatun pani yetay 1 athavda thoda kami aikayla yeta' },
  { level: 'self_care', text: 'सर्दी नाक गळतय शिंका 2 दिवस ताप नाय' },
  { level: 'self_care', text: '2 दिवस संडास कडक होते पाणि कमी पितो' },
  { level: 'self_care', text: 'उन्हात काम करुन डोक दुखतय पाणी कमी पिल' },
  { level: 'self_care', text: 'तोंड आलय जिभेवर छाले 2 दिवस' },
  { level: 'self_care', text: 'kal gym nantar mandi dukhtey sujan nahi chalta yeta' },
  // Round 31: messages that mix times and people (a past emergency and a present worry, two family members, a question about signs, recovery after hospital); measured blind against rules and the detector of round 30 (rules 93.2 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: 'आईला तीन दिवसांपासून १०३ ताप आहे, अंगावर लाल पुरळ आले आणि हिरड्यांतून थोडं रक्त येतंय. आमच्या भागात डेंग्यू चालू आहे.',
  },
  {
    level: 'urgent',
    text: 'mulila 2 divsanpasun lagvi kartana jalajal ani aata paathit ekach bajula dukhtay, taap 102, thandi vajtey. tila mage pan UTI zala hota.',
  },
  {
    level: 'urgent',
    text: 'बाबांना हार्ट अटॅक आल्यापासून ते रक्त पातळ करायची गोळी घेतात. आज सकाळी लघवीत लाल रंग दिसला. बाकी काही त्रास नाही.',
  },
  {
    level: 'urgent',
    text: 'माझा मुलगा (७ वर्षं) काल संध्याकाळी झाडावरून पडला, हात सुजलाय, वाकडा नाही पण हलवला की खूप रडतो.',
  },
  {
    level: 'urgent',
    text: 'डायबिटीस असलेल्या आजोबांच्या पायाला जखम झाली होती, आता ती लाल, गरम झालीये, पू येतोय आणि थोडा ताप आहे.',
  },
  {
    level: 'routine',
    text: 'mala 2 athavdyanpasun khokla ahe, taap nahi, pan ratri jast hoto. mazya bhavala magchya varshi TB zala hota, mhanun vichartoy.',
  },
  {
    level: 'routine',
    text: 'नवऱ्याचं बीपी घरच्या मशीनवर तीन-चार दिवस १४५/९५ येतंय. डोकेदुखी नाही, काही त्रास नाही. त्यांच्या वडिलांनाही बीपी होतं.',
  },
  {
    level: 'routine',
    text: 'मला गेल्या महिन्यापासून खूप थकवा येतो, केस गळतात, वजन वाढलंय. आईला थायरॉईड आहे.',
  },
  {
    level: 'routine',
    text: 'aajiche gudghe khup dukhtat, jina chadhta yet nahi. kahi mahine zale. calcium chya goli chalu ahet.',
  },
  {
    level: 'routine',
    text: 'माझी मुलगी १६ वर्षांची आहे, दोन महिने पाळी आली नाही, वजन वाढलंय आणि चेहऱ्यावर केस येतायत.',
  },
  {
    level: 'routine',
    text: 'बाबांना स्ट्रोकनंतर घरी आणून सहा महिने झाले. आता ते रात्री झोपत नाहीत, चिडचिड करतात, उदास असतात. काय करावं?',
  },
  {
    level: 'self_care',
    text: 'मुलाला दोन दिवसांपासून सर्दी, शिंका, थोडा खोकला आहे. ताप नाही, खेळतो, जेवतो. आणि मलाही तसंच आहे.',
  },
  {
    level: 'self_care',
    text: 'kal lagnat jast jevlo, aaj pot fugalay ani thodi acidity. ulti nahi, julab nahi.',
  },
  {
    level: 'self_care',
    text: 'उन्हात फिरून आल्यावर थोडं डोकं दुखतंय. पाणी प्यायलो. आईलाही उन्हाळ्यात असंच होतं.',
  },
  { level: 'self_care', text: 'गरम तवा बोटाला लागला, फोड नाही.' },
  {
    level: 'self_care',
    text: 'baykocha ani maza doghancha ghasa kharkhartoy, kal thanda pani pyalo. taap nahi.',
  },
  // Round 32: comparisons and sensations ('like an elephant on my chest', 'limp like a wet cloth', 'half my body feels like someone else's'); measured blind against rules and the detector of round 31 (rules 83.8 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'Laghvi kartana aag aag hotey, kambret ek baju dukhtey, thandi bharun 102 tap aalay',
  },
  { level: 'urgent', text: 'कानात कोणी ड्रिल मारल्यासारखं ठणकतंय, पू येतोय, ताप आहे, मुलगा ६ वर्षांचा' },
  {
    level: 'urgent',
    text: 'पायाला जखम झाली होती, आता भोवती लाल, गरम, फुगल्यासारखी, आणि एक लाल रेघ वर चढतेय',
  },
  { level: 'urgent', text: 'डोळा लाल, वाळू टाकल्यासारखा खुपतोय, उजेड सहन होत नाही, धूसर दिसतंय' },
  {
    level: 'urgent',
    text: 'Teen divas julab, tond lakdasarkha korda, laghvi kami, uthtana chakkar yetey',
  },
  { level: 'routine', text: 'दोन आठवड्यांपासून खोकला, घशात काहीतरी अडकल्यासारखं, ताप नाही' },
  {
    level: 'routine',
    text: 'Ratri payat mungya chalat asalyasarkha vatta, mahinabhar zala, sugar aahe',
  },
  { level: 'routine', text: 'गुडघ्यात वाळू भरल्यासारखी कुरकुर, जिना चढताना दुखतो, काही महिने झाले' },
  { level: 'routine', text: 'जेवणानंतर छातीत आंबट पाणी वर येतं, जळजळ, रोजच होतं, दोन महिने झाले' },
  { level: 'routine', text: 'Kes pendhyasarkhe galtayt, thakva, thandi jast vajte, mahinabhar' },
  { level: 'routine', text: 'कमरेत उसण भरल्यासारखी, वाकताना कळ, आठवडा झाला, पायात काही नाही' },
  { level: 'self_care', text: 'नाक नळासारखं गळतंय, सर्दी झालीये' },
  {
    level: 'self_care',
    text: 'Unhat firlo, dokyat halka hatoda martoy asa, pani pyalyavar bara vatla',
  },
  { level: 'self_care', text: 'बोटाला चटका बसला, जळल्यासारखं होतंय, फोड नाही, फक्त लाल झालंय' },
  { level: 'self_care', text: 'Ratri zop nahi zali, aaj dole jad, angat aalas' },
  { level: 'self_care', text: 'पोट फुग्यासारखं फुगलंय, गॅस झालाय, काल जास्त हरभरे खाल्ले' },
  // Round 33: a practical question carries the message (can I wait till morning, which tablet, cost, travel, work or school); measured blind against rules and the detector of round 32 (rules 88.1 %, with the detector 96.9 %).
  {
    level: 'urgent',
    text: 'मुलाला तीन दिवसांपासून १०२ ताप आहे, गोळी दिली की उतरतो आणि परत चढतो, आज अंगावर लाल पुरळ आलंय. उद्या शाळेत पाठवू का, की आजच डॉक्टरकडे नेऊ?',
  },
  {
    level: 'urgent',
    text: 'Mala lagvi kartana jalzal hotey, ani aaj pasun kambarechya ek bajula dukhtay, thandi vajun taap aalay. Udya Pune la bus ne jaycha aahe, jau ka?',
  },
  {
    level: 'urgent',
    text: 'वडिलांना साखरेचा त्रास आहे, पायाच्या बोटाला झालेली जखम चार दिवसांत लाल होऊन सुजलीय आणि पू येतोय. रविवारी तालुक्याचा दवाखाना उघडा असतो का?',
  },
  {
    level: 'urgent',
    text: 'सासूबाईंना कालपासून जुलाब आणि उलट्या होतायत, आज लघवी खूप कमी झालीय आणि तोंड कोरडं पडलंय, पण त्या शुद्धीत आहेत आणि बोलतायत. घरी ओआरएस देत राहू की आज दवाखान्यात नेऊ?',
  },
  {
    level: 'urgent',
    text: 'सायकलवरून पडल्यावर लेकाचं मनगट सुजलंय आणि वाकडं दिसतंय, हलवलं की खूप दुखतं. गावातले डॉक्टर पट्टी बांधतील का, की एक्स-रे साठी शहरात जावं लागेल?',
  },
  {
    level: 'routine',
    text: 'Gelya 2 athvadyapasun sakali uthlyavar gudghe aakhadtat ani payrya chadhtana dukhtat. Kontya doctor kade dakhvava, ortho ki general, ani fees sadharan kiti aste?',
  },
  {
    level: 'routine',
    text: 'मला महिनाभरापासून खूप तहान लागते आणि रात्री तीनदा लघवीला उठावं लागतं, आई-वडील दोघांना डायबिटीस आहे. तपासणीसाठी उपाशीपोटी जावं लागतं का?',
  },
  {
    level: 'routine',
    text: 'आमच्या आजीला दोन आठवड्यांपासून कोरडा खोकला आहे, ताप नाही, जेवण व्यवस्थित करतेय. पुढच्या आठवड्यात डॉक्टरकडे नेलं तर चालेल का?',
  },
  {
    level: 'routine',
    text: 'Maza mulga 9 varshancha aahe, falyavarcha lihilela nit disat nahi mhanto ani sandhyakali doka dukhta. Chashmyasathi sarkari hospital madhe test hote ka?',
  },
  {
    level: 'routine',
    text: 'पाळी दोन महिने उशिरा येतेय आणि आली की खूप दुखते, प्रेग्नन्सी टेस्ट निगेटिव्ह आहे. स्त्रीरोगतज्ज्ञांकडे कधी जावं, आणि सोनोग्राफीचा खर्च किती असतो?',
  },
  {
    level: 'routine',
    text: 'नवऱ्याला तीन आठवड्यांपासून जेवल्यावर छातीखाली जळजळ होते आणि आंबट ढेकर येतात, वजन कमी झालेलं नाही. मेडिकलवाला देतो ती गोळी चालू ठेवू का, की डॉक्टरला दाखवू?',
  },
  {
    level: 'self_care',
    text: 'मला कालपासून सर्दी आहे आणि घसा खवखवतोय, ताप नाही. आज ऑफिसला जाऊ का आणि गरम पाण्याच्या गुळण्या पुरेशा आहेत का?',
  },
  {
    level: 'self_care',
    text: 'Kal shetat kaam kartana hatala chhota kharchatla, rakt thambla aahe. Dettol lavla, TT che injection 6 mahinyapurvi ghetle hote, parat ghyava lagel ka?',
  },
  {
    level: 'self_care',
    text: 'लेकीला शाळेत डास चावून हातावर गांधी उठल्यात, खाज येतेय, बाकी ती खेळतेय. उद्या शाळेत पाठवू का आणि कोणतं क्रीम लावू?',
  },
  {
    level: 'self_care',
    text: 'उन्हात मार्केटमध्ये फिरल्यावर डोकं दुखतंय आणि थकवा आलाय, लिंबू सरबत घेतलंय. आज संध्याकाळी पॅरासिटामॉल घेऊन झोपू का?',
  },
  {
    level: 'self_care',
    text: 'Ajobanna don divsapasun shauchala saaf hot nahi, baki te thik aahet, jevtat, firtat. Triphala deu ka ki isabgol, kiti dyaycha?',
  },
  // Round 34: told from afar or alone (a son retelling a phone call from the village, a video call, someone living alone at night, a neighbour through the wall); measured blind against rules and the detector of round 33 (rules 86.1 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'आईचा फोन, तिला दोन दिवसांपासून लघवीला जळजळ होतेय आणि आज थंडी वाजून ताप आलाय, पाठीत एका बाजूला दुखतंय. ती म्हणते उद्या जाईन दवाखान्यात.',
  },
  {
    level: 'urgent',
    text: 'Mi hostel var aahe, kalpasun potachya ujavya khalchya bajula dukhtay ani aata chaltana jaast dukhtay, thoda taap pan aahe.',
  },
  {
    level: 'urgent',
    text: 'बाबा गावी एकटे असतात, फोनवर म्हणाले पायाला जखम झाली होती, आता पाय लाल होऊन सुजलाय आणि गरम लागतोय. त्यांना साखरेचा त्रास आहे.',
  },
  {
    level: 'urgent',
    text: 'Room var ekta rahto, 3 divasanpasun 102 taap aahe, ang ani dolyanchya maage dukhtay, aamchya bhagat dengue chalu aahe.',
  },
  {
    level: 'urgent',
    text: 'बायकोचा फोन, आमच्या ५ वर्षांच्या मुलाला तीन दिवसांपासून ताप आहे, आज कान दुखतोय म्हणून रडतोय, औषध देऊनही ताप उतरत नाही.',
  },
  {
    level: 'routine',
    text: 'Aai phone var sangte ki tila ek mahinyapasun gudghe khup dukhtat, jina chadhta yet nahi. Gavat doctor athavdyatun ekdach yetat.',
  },
  {
    level: 'routine',
    text: 'एकटा राहतो, गेल्या काही आठवड्यांपासून रात्री झोप लागत नाही आणि सतत थकवा वाटतो, वजन थोडं कमी झालंय.',
  },
  {
    level: 'routine',
    text: 'बाबा फोनवर म्हणाले अलीकडे रात्री तीन-चार वेळा लघवीला उठावं लागतं, बाकी ठीक आहे. त्यांचं वय ६५ आहे.',
  },
  {
    level: 'routine',
    text: 'Hostel chi mess khaun 2 athavde zale pot bighadlela aahe, adhun madhun julab hotat, pan taap nahi.',
  },
  {
    level: 'routine',
    text: 'सासूबाईंनी फोनवर सांगितलं त्यांची शुगर तपासली तर २२० आली, गोळ्या घेतात, बाकी काही त्रास नाही.',
  },
  {
    level: 'routine',
    text: 'शेजारच्या काकूंची मी रोज चौकशी करते, त्या म्हणतात दोन आठवड्यांपासून कोरडा खोकला आहे, ताप नाही, रात्री जरा जास्त येतो.',
  },
  {
    level: 'self_care',
    text: 'Night shift mule doke dukhtay ani dole jaltat, zop purna hot nahi. Kahi gharguti upay sanga.',
  },
  {
    level: 'self_care',
    text: 'आईचा फोन, तिला कालपासून सर्दी आणि घसा खवखवतोय, ताप नाही. काढा घ्यायला सांगू का?',
  },
  {
    level: 'self_care',
    text: 'मी हॉस्टेलवर आहे, परीक्षेच्या ताणामुळे दोन दिवसांपासून ॲसिडिटी होतेय, बाकी काही नाही.',
  },
  {
    level: 'self_care',
    text: 'Babancha phone, kaal shetat kaam kartana kambar thodi dharli, aaj thoda bara aahe, chalta-firta yetay.',
  },
  { level: 'self_care', text: 'एकटीच राहते, उन्हात फिरून आले आणि ओठ फुटलेत, त्वचा कोरडी पडलीय. काय लावू?' },
  // Round 35: young writers (students 13–24: slang, emojis, English mixed in, hostel, exams, sports, a friend's forwarded message); measured blind against rules and the detector of round 34 (rules 87.8 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: '४ दिवसांपासून १०३ ताप आहे, आज अंगावर लाल ठिपके आले आणि हिरड्यांतून थोडं रक्त आलं. आमच्या भागात डेंग्यू पसरलाय.',
  },
  {
    level: 'urgent',
    text: 'aai la laghvila khup jalajal ani kambarechya bajula dukhtay, aajpasun thandi bharun taap aalay.',
  },
  {
    level: 'urgent',
    text: 'धुळवडीत बहिणीच्या डोळ्यात रंग गेला, डोळा लालभडक झालाय, खूप दुखतोय आणि नीट दिसत नाहीये असं म्हणते.',
  },
  {
    level: 'urgent',
    text: 'उजव्या बाजूला खाली पोटात सकाळपासून दुखणं वाढतंय, चाललं की जास्त दुखतं, एकदा उलटी झाली. मी २० वर्षांची, PG मध्ये राहते.',
  },
  {
    level: 'urgent',
    text: 'mala gallitlya kutryane chavla, jakham lahan aahe pan rakta aala. injection ghyaycha ka?',
  },
  {
    level: 'routine',
    text: '३ आठवड्यांपासून चेहऱ्यावर पिंपल्स वाढलेत, कोणतीच cream लागू पडत नाही. dermatologist ला दाखवू का?',
  },
  {
    level: 'routine',
    text: '2 mahinyapasun period aali nahi, pregnancy test negative aahe, ani chehryavar kes vadhlet. PCOD asel ka?',
  },
  {
    level: 'routine',
    text: 'आजोबांना ३ आठवड्यांपासून खोकला आहे, रात्री जास्त, भूक कमी झालीये आणि वजन घटलंय.',
  },
  {
    level: 'routine',
    text: 'online class मुळे १५ दिवसांपासून डोळे दुखतात आणि फळ्यावरचं अंधुक दिसतं. चष्मा लागेल का?',
  },
  { level: 'routine', text: 'आईचे गुडघे खूप दुखतात, जिना चढता येत नाही, सकाळी आखडतात.' },
  {
    level: 'routine',
    text: 'gym madhe deadlift nantar 10 divas jhale kambar dukhtey, vakla ki kalak yete, payat kahi nahi.',
  },
  {
    level: 'self_care',
    text: 'कालच्या गाडीवरच्या वडापावनंतर आज दोनदा जुलाब झाले, ताप नाही, पाणी पितोय. काय खाऊ?',
  },
  {
    level: 'self_care',
    text: 'दोन दिवसांपासून नाक गळतंय, शिंका येतायत आणि घसा खवखवतोय. रूममध्ये सगळ्यांना झालंय.',
  },
  {
    level: 'self_care',
    text: 'navin chapla ne tacha javal fod aala, chalaytana dukhta. kay lavu?',
  },
  {
    level: 'self_care',
    text: 'उपवासानंतर आईला आंबट ढेकरा येतायत आणि पोट फुगल्यासारखं वाटतंय, बाकी काही नाही.',
  },
  {
    level: 'self_care',
    text: 'ढोल-ताशा पथकाच्या practice नंतर खांदे आणि हात दुखतायत 😅 सूज नाही, फक्त थकवा. काय करू?',
  },
  // Round 36: people with a long-standing illness or a known history (diabetes, BP, asthma, epilepsy, an old stroke or heart attack, a stent, kidney disease, a past miscarriage or C-section, old TB) write about something new; measured blind against rules and the detector of round 35 (rules 90.9 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: 'मला शुगर आहे. तीन दिवसांपासून पायाच्या अंगठ्याला जखम आहे, आता ती लाल होऊन सुजली आहे, त्यातून पू येतोय आणि थोडा तापही आहे.',
  },
  {
    level: 'urgent',
    text: 'Maza mulga 8 varshacha, tyala asthma aahe. Don divas pasun tap 101-102 aahe, khokla vadhlay, pump ne thoda aaram milto pan ratri zopet khoklat rahto. Aaj doctor la dakhvava ka?',
  },
  {
    level: 'urgent',
    text: 'आईला किडनीचा आजार आहे. दोन दिवसांपासून लघवीला जळजळ, थंडी वाजून ताप आणि कमरेत एका बाजूला दुखतंय. ती शुद्धीवर आहे, खाते-पिते.',
  },
  {
    level: 'urgent',
    text: 'बाबांना थायरॉईड आणि बीपी आहे. काल ते घसरून पडले, मनगट खूप सुजलंय, हलवलं की दुखतं, हाड मोडलं असावं असं वाटतं. डोकं आपटलं नाही, बाकी ठीक आहेत.',
  },
  {
    level: 'urgent',
    text: 'Mala 2 mahinyapurvi C-section jhala. Aata takyanchya jagi laal sujan aali aahe, garam lagta ani thoda paanyasarkha pu yetoy, halka tap pan aahe.',
  },
  {
    level: 'routine',
    text: 'मला बीपी आहे, सहा महिने झाले रक्त तपासणी केली नाही. शुगर, कोलेस्टेरॉल, किडनीच्या टेस्ट करायच्या आहेत. कधी यावं, उपाशीपोटी यायचं का?',
  },
  {
    level: 'routine',
    text: 'थायरॉईडची गोळी घेतेय, पण गेले दोन महिने केस खूप गळतायत आणि वजन वाढतंय. डोस बदलायला हवा का? डॉक्टरांची वेळ घ्यायची आहे.',
  },
  {
    level: 'routine',
    text: 'Mala sugar aahe, gele kahi divas paayanchya talvyanna mungya chaltat tasa vatta, ratri jaast. Dukhat nahi. Nasanchya doctor kade jaava ki sugar doctor kade?',
  },
  {
    level: 'routine',
    text: 'आजोबांना जुना पक्षाघात आहे, त्यांची फिजिओथेरपी परत सुरू करायची आहे, डावा हात थोडा कडक झालाय. पुढच्या आठवड्यात अपॉइंटमेंट मिळेल का?',
  },
  {
    level: 'routine',
    text: 'मला दमा आहे. गेल्या महिनाभरापासून आठवड्यातून तीन-चार रात्री पंप घ्यावा लागतोय, आधी इतकं नव्हतं. बाकी ठीक आहे. डॉक्टरांना दाखवायचं आहे.',
  },
  {
    level: 'routine',
    text: 'माझा टीबीचा उपचार तीन वर्षांपूर्वी पूर्ण झाला. आता दोन आठवड्यांपासून कोरडा खोकला आहे, ताप नाही, वजन कमी झालेलं नाही. तपासणी करून घ्यावी का?',
  },
  {
    level: 'self_care',
    text: 'Mala BP aahe, goli niyamit ghete. Kal pasun sardi, naak galtay, ghasa khavkhavtoy. Konta sardi cha aushadh ghyava je BP la traas denar nahi?',
  },
  {
    level: 'self_care',
    text: 'मला शुगर आहे. काल लग्नात जरा जास्त जेवण झालं, आज पोट फुगलंय आणि आंबट ढेकर येतायत. शुगर १६० आली. घरी काय करू?',
  },
  {
    level: 'self_care',
    text: 'माझ्या मुलाच्या फिट्सच्या गोळ्या चालू आहेत. आज खेळताना गुडघा खरचटला, थोडं रक्त आलं. फक्त डेटॉल लावून पट्टी केली तर पुरेसं आहे का?',
  },
  {
    level: 'self_care',
    text: 'Aai la thyroid aahe. Tila 2 divas pasun tikhat khallyamule acidity ani karpat dhekar yetayt. Baaki kahi nahi. Kahi gharguti upay sanga.',
  },
  {
    level: 'self_care',
    text: 'स्टेंट टाकून तीन वर्षं झाली. काल जिममध्ये नवीन पायांचा व्यायाम केला, आज मांड्या आणि पोटऱ्या दुखतायत, जिना उतरताना जास्त. छातीत काही त्रास नाही. बाम लावू का?',
  },
  // Round 37: work and seasons (farm, construction site, brick kiln, factory, drivers, fishermen, migrant workers; monsoon floods, heat wave, winter smoke, festival fasting, pilgrimage, wedding crowds); measured blind against rules and the detector of round 36 (rules 92.0 %, with the detector 98.3 %).
  {
    level: 'urgent',
    text: 'आमच्या वस्तीत डेंग्यूचे रुग्ण आहेत. मला तीन दिवसांपासून १०२ ताप आहे, अंग आणि डोळ्यांमागे खूप दुखतंय. उलटी, रक्त येणं, चक्कर असं काही नाही आणि पाणी नीट पितोय. आजच रक्त तपासणी करावी का?',
  },
  {
    level: 'urgent',
    text: 'Kaal vitbhattyavar kaam kartana payat ganjlela khila ghusla. Aaj tithe laal hoon suj aali aahe, thoda puu disto ani halka taap aahe. Chalu shakto pan dukhtay. Dhanurvatache injection ghetle nahi.',
  },
  {
    level: 'urgent',
    text: 'कारखान्यात वेल्डिंग करताना कालपासून डोळ्यात काहीतरी गेल्यासारखं वाटतंय. डोळा लाल झालाय, सतत पाणी येतंय, उजेड सहन होत नाही आणि थोडं धूसर दिसतंय. डोळे चोळले तर जास्त दुखतं.',
  },
  {
    level: 'urgent',
    text: 'उन्हाळ्यात पाणी कमी पिल्यामुळे असेल, माझ्या ६५ वर्षांच्या आईला दोन दिवसांपासून लघवीला जळजळ होतेय, १०१ ताप आहे आणि कंबरेच्या एका बाजूला दुखतंय. ती जेवते आहे, बोलते आहे, पण अशक्त वाटतेय.',
  },
  {
    level: 'urgent',
    text: 'Maza paach varshancha mulga pavsat bhijun aala. Kal ratripasun tyacha kaan khup dukhtay, taap 101 aahe ani aaj sakali kaanatun pivla pani aala. To radtoy pan khelto ani jevto pan.',
  },
  {
    level: 'routine',
    text: 'गेली दोन वर्षं कापसावर फवारणी करतोय, हातमोजे वापरत नव्हतो. आता हातांची त्वचा कोरडी पडलीय, खाज येते आणि भेगा पडल्यात. बाकी काही त्रास नाही. त्वचेच्या डॉक्टरांकडे दाखवायचंय.',
  },
  {
    level: 'routine',
    text: 'Mi truck driver aahe, saha mahinyapasun kambar dukhte, lamb pravasanantar jast dukhte. Payat mungya yet nahit, laghvi-sandas normal aahe. Kuthlya doctorla dakhvu ani appointment kadhi gheu?',
  },
  {
    level: 'routine',
    text: 'शेतीच्या कामात कधी बीपी तपासलंच नाही. आता वय पन्नास झालं आणि वडिलांना साखरेचा आजार होता. मला सध्या काही त्रास नाही, पण एकदा पूर्ण तपासणी करून घ्यायची आहे. कोणत्या तपासण्या कराव्यात?',
  },
  {
    level: 'routine',
    text: 'गिरणीत पंधरा वर्षं मशीनच्या आवाजात काम करतोय. हळूहळू ऐकायला कमी येतंय आणि कानात सतत गुणगुण होते. दुखत नाही, पू येत नाही. कानाची तपासणी कुठे आणि कशी करून घ्यावी?',
  },
  {
    level: 'routine',
    text: 'Pandharpur vaari nantar mazya aaichya gudghyat dukhna vadhla aahe, jina chadhtana jast dukhta. Sujan nahi, taap nahi, ti chalte pan halu. Ortho doctor la dakhvayla appointment ghyaychi aahe.',
  },
  {
    level: 'routine',
    text: 'मी मासेमार आहे, दिवसभर उन्हात बोटीवर असतो. नाकावर तीन महिन्यांपासून एक छोटी गाठ आली आहे, अधूनमधून त्यावर खपली येते आणि पुन्हा निघते. दुखत नाही. डॉक्टरांना दाखवावं का?',
  },
  {
    level: 'self_care',
    text: 'दिवाळीचा फराळ जरा जास्तच झाला. कालपासून पोट जड वाटतंय आणि थोडी आम्लपित्ताची जळजळ आहे. ताप, उलटी, जुलाब काही नाही. घरी काय उपाय करू?',
  },
  {
    level: 'self_care',
    text: 'Thandit majhe otha phutle aahet ani shetat kaam karun tachanna bhegaa padlyat. Dukhat nahi fakt thodi khaj ani korda vatta. Ghari kay lavaycha, tel ki vaseline?',
  },
  {
    level: 'self_care',
    text: 'उपवासाच्या दिवशी संध्याकाळी थोडं डोकं दुखतं आणि थकवा येतो, उपवास सोडल्यावर लगेच बरं वाटतं. बाकी काही त्रास नाही, साखर-बीपी नाही. उपवासात काय काळजी घ्यावी?',
  },
  {
    level: 'self_care',
    text: 'पावसात भिजल्यामुळे माझ्या दहा वर्षांच्या मुलीला सर्दी, शिंका आणि घसा खवखवतोय. ताप नाही, ती खेळतेय, जेवतेय आणि शाळेतही गेली. घरगुती उपाय सांगा.',
  },
  {
    level: 'self_care',
    text: 'बांधकामावर भर उन्हात काम करून माझ्या पाठीवर आणि मानेवर बारीक घामोळं आलंय, रात्री खाज जास्त येते. ताप नाही, बाकी तब्येत ठीक आहे. कोणती पावडर लावू आणि काय काळजी घेऊ?',
  },
  // Round 38: a long story told in order, ending with the speaker's own harmless guess (gas, acidity, the heat, a sprain, tiredness); measured blind against rules and the detector of round 37 (rules 88.9 %, with the detector 95.7 %).
  {
    level: 'urgent',
    text: 'परवा शेतात काम करताना गंजलेला खिळा पायात घुसला. तेव्हा हळद लावली. आज सकाळपासून जखमेभोवती लाल झालंय, सूज वाढलीये, ठणकतंय आणि थोडा ताप आहे, १०१. चालू शकतो. मुरगळलं असेल म्हणून शेक दिलाय.',
  },
  {
    level: 'urgent',
    text: 'Kalpasun laghvila jalan, aaj sakalpasun kambret ekach bajula dukhtay ani thandi bharun taap aala, 102. Office la jaycha hota pan nahi gele. Pani kami pyayle mhanun asel, limbu pani pitey.',
  },
  {
    level: 'urgent',
    text: 'मुलगा (१० वर्षांचा) सायकलवरून पडला, हात टेकला. शाळेत गेला, आल्यावर मनगट सुजलंय, वाकडं नाही पण हलवलं की खूप दुखतं, बोटं हलवतोय. मुरगळलं असेल, बर्फ लावला. आज एक्स-रे काढावा का?',
  },
  {
    level: 'urgent',
    text: 'तीन दिवसांपासून ताप आहे, सकाळी उतरतो, संध्याकाळी १०२ पर्यंत जातो. अंग आणि डोळ्यांमागे खूप दुखतं. आज अंगावर बारीक लाल पुरळ दिसलं. शेजारी दोघांना डेंग्यू झाला होता. अशक्तपणा असेल म्हणून आराम करतोय, खातोय-पितोय.',
  },
  {
    level: 'urgent',
    text: 'Sakali chaha karta karta garam tel hatavar udla. Thanda pani otla, pan ata talvyavar motha phod alay, naanyapeksha motha, khup aag hotey. Toothpaste lavli. Aaj dakhvava lagel ka?',
  },
  {
    level: 'routine',
    text: 'गेल्या महिन्यापासून रात्री सारखं लघवीला उठावं लागतं आणि तहान खूप लागते. दिवसा ऑफिसमध्ये पण पाण्याची बाटली संपते. वजन थोडं कमी झालंय. आईला शुगर आहे. उन्हाळा आहे म्हणून असेल, तरी चेक करावं का?',
  },
  {
    level: 'routine',
    text: 'Don athavdyanpasun korda khokla ahe, ratri jast. Taap nahi, dam nahi. Navin ghar rangavla tevhapasun suru zala. Halad-doodh ghetoy. Pudhchya athavdyat dakhvu ka?',
  },
  {
    level: 'routine',
    text: 'गुडघे सकाळी उठल्यावर आखडतात, जिना चढताना दुखतात. गेले तीन महिने असंच चालू आहे. देवळात जाताना पायऱ्या मोजून चढते. वय झालं म्हणून असेल, तेल मालिश करते. डॉक्टरला कधी दाखवू?',
  },
  {
    level: 'routine',
    text: 'माझी पाळी गेल्या चार महिन्यांपासून अनियमित झालीये, कधी पंधरा दिवसांनी, कधी दीड महिन्याने. चेहऱ्यावर पिंपल्स वाढलेत. बाकी काही त्रास नाही. कॉलेजच्या परीक्षांचा ताण असेल बहुतेक.',
  },
  {
    level: 'routine',
    text: 'Baba 58 che ahet. Mahinyabharapasun tyanche paay sandhyakali thode sujtat, sakali kami hotat. Dam lagat nahi. BP chya goli badlun 2 mahine zale. Dukanat divasbhar ubhe astat mhanun asel.',
  },
  {
    level: 'routine',
    text: 'मुलीच्या डोक्यात उवा झाल्यात आणि आता मानेवर मागे छोट्या गाठी जाणवतायत, दुखत नाहीत. शाळेत सगळ्यांनाच उवा आहेत. ताप नाही, ती खेळतेय. उवांचं औषध लावलं. गाठींसाठी दाखवावं का?',
  },
  {
    level: 'self_care',
    text: 'काल रात्री मित्राच्या लग्नात खूप तिखट-मसालेदार जेवण झालं, उशिरापर्यंत नाचलो. आज सकाळी पोटात जळजळ आणि आंबट ढेकर येतायत. ताप नाही, उलटी नाही. बहुतेक ॲसिडिटी, कोकम सरबत घेतलं.',
  },
  {
    level: 'self_care',
    text: 'Parva pavsat bhijlo, bus ardha taas ushira aali. Kalpasun naak galtay, shinka yetayt, ghasa thoda khavkhavtoy. Taap nahi. Aale ghalun chaha ani vafara gheto. Ajun kahi karava ka?',
  },
  {
    level: 'self_care',
    text: 'गॅलरीत कुंड्या हलवताना पाठीत थोडी उसण भरली. चालतोय, वाकताना जरा ओढ जाणवते. पायात मुंग्या नाहीत. बाम लावला आणि आज आराम करतो.',
  },
  {
    level: 'self_care',
    text: 'मुलगा (६ वर्षे) शाळेतून आला, मित्राच्या डब्यातलं आईस्क्रीम खाल्लं होतं. संध्याकाळी दोनदा पातळ शौचाला झाली, पण खेळतोय, पाणी पितोय, लघवी नीट होतेय. ताप नाही. ओआरएस देते आणि मऊ खिचडी करते.',
  },
  {
    level: 'self_care',
    text: 'कालपासून उन्हात लग्नाच्या खरेदीसाठी फिरतेय, आज डोकं थोडं दुखतंय, तोंड कोरडं पडतंय. पाणी कमी प्यायलं. घरी आल्यावर कोकम सरबत घेतलं, आता बरं वाटतंय. आज लवकर झोपते.',
  },
  // Round 39: shyness and euphemism (bleeding called 'that' or 'my clothes got spoiled', pain called 'uneasiness', a suicide plan only hinted, elders' polite indirection); measured blind against rules and the detector of round 37 (rules 78.4 %, with the detector 94.3 %).
  {
    level: 'urgent',
    text: 'मुलीला (९) दोन दिवस ताप आहे, आज घसा खूप दुखतोय, गिळायला त्रास, मानेत गाठी लागतायत. पाणी पिते, थोडं खेळतेही.',
  },
  {
    level: 'urgent',
    text: 'Bhau kaal welding karun aala, tevhapasun dolyat khup tochtay, pani yetay, dole lal ani ujed sahan hot nahi. Ratrabhar zopla nahi.',
  },
  {
    level: 'urgent',
    text: 'दाढ ठणकतेय, आता गाल सुजलाय, थोडा ताप आहे आणि तोंड पूर्ण उघडत नाही. गिळता येतं, श्वासाचा त्रास नाही.',
  },
  {
    level: 'urgent',
    text: 'बाबांना दोन दिवसांपासून उलटी-जुलाब, आज उभं राहिल्यावर चक्कर येते, तोंड कोरडं पडलंय. पाणी पितायत, शुद्धीत आहेत. वय ७२.',
  },
  {
    level: 'urgent',
    text: 'Kaal gallitla kutra payala chavla, jakham lahan ahe, sabnane dhuvun ghetli. Lasi ajun ghetli nahi. Aaj javun yeu ki chalel?',
  },
  {
    level: 'routine',
    text: 'चार महिने पाळी आलीच नाही, टेस्ट निगेटिव्ह आहे. चेहऱ्यावर केस वाढलेत आणि वजनही वाढलंय. आईला सांगायला संकोच वाटतो.',
  },
  {
    level: 'routine',
    text: 'Manela ani khandyala 3 aathavde dukhtay, divasbhar computer var kaam. Haatat mungya nahi, taakad theek ahe. Konala dakhvava?',
  },
  {
    level: 'routine',
    text: 'सासऱ्यांना ऐकायला कमी येतं, टीव्ही मोठ्याने लावतात, फोनवर बोलणं समजत नाही. स्वतःहून सांगायला कचरतात.',
  },
  {
    level: 'routine',
    text: 'गेले काही आठवडे मन लागत नाही, झोप कमी, भूक कमी. स्वतःला काही करण्याचा विचार अजिबात नाही, पण कुणाशी बोलावंसं वाटत नाही.',
  },
  {
    level: 'routine',
    text: 'Mulgyachi unchi vargatlya mulanpeksha kami vatte, 8 varshancha ahe. Jevan kami jevto, baki khelto, shalet hushar ahe.',
  },
  {
    level: 'routine',
    text: 'गेल्या तीन महिन्यांत न ठरवता चार किलो वजन कमी झालं, तहान खूप लागते, रात्री लघवीला वारंवार उठावं लागतं. बाकी ठीक आहे.',
  },
  {
    level: 'self_care',
    text: 'Don divas sardi, shinka, naak galtay. Tap nahi, jevan neet jatay, kaamala jatoy.',
  },
  {
    level: 'self_care',
    text: 'पितृपक्षाच्या जेवणात जरा जास्तच तिखट झालं, आता पोटात थोडी जळजळ आणि आंबट ढेकर. आणखी काही त्रास नाही.',
  },
  {
    level: 'self_care',
    text: 'डास चावून मुलाच्या हातावर लाल गांधी आल्यात, खाज सुटते. ताप नाही, खेळतोय, जेवतोय.',
  },
  {
    level: 'self_care',
    text: 'Gym suru kela, don divas zale, mandya ani potrya khup dukhtayt. Chalta yeta, sujan nahi, lagvi normal.',
  },
  {
    level: 'self_care',
    text: 'थंडीमुळे ओठ फुटलेत आणि टाचांना भेगा पडल्यात. शुगर नाही, बाकी काही त्रास नाही.',
  },
  // Round 40: readings and numbers (BP 82/50, pulse 44, SpO2 84, a baby's 35.2 °C, fits three times in an hour), the danger often in the number alone; measured blind after rounds 38 and 39's fixes (rules 87.8 %, with the detector 94.9 %).
  {
    level: 'urgent',
    text: 'मुलीला (9) 4 दिवसांपासून ताप 102-103, अंगावर लाल पुरळ, प्लेटलेट्स 1,10,000 आल्या. खाते-पिते थोडं.',
  },
  {
    level: 'urgent',
    text: 'lagvila jalajal, 101.5 taap, kambret ek bajula dukhtay, 2 divas zale. mi 34 varshanchi ahe.',
  },
  {
    level: 'urgent',
    text: 'आजोबांचा पाय 2 दिवसांपासून लाल, गरम आणि सुजलेला, ताप 100.8. मधुमेह आहे, साखर 280.',
  },
  {
    level: 'urgent',
    text: 'कोयत्याने हाताला 4 सेंमी कापलं, रक्त थांबलं पण जखम उघडी आहे, टाके लागतील का? धनुर्वाताचं इंजेक्शन 7 वर्षांपूर्वी घेतलं होतं.',
  },
  {
    level: 'urgent',
    text: 'dola laal zalay, khup dukhtoy, ujed sahan hot nahi, najar dhusar. sakalpasun. lens vaparte.',
  },
  {
    level: 'routine',
    text: 'BP ghari 3 vela mojla, 148/94, 152/96 yetay, vay 55. kahi tras nahi. doctor kade kadhi jau?',
  },
  {
    level: 'routine',
    text: 'TSH 7.2 आला, थकवा असतो, वजन 4 किलो वाढलं. औषध सुरू करावं लागेल का?',
  },
  {
    level: 'routine',
    text: 'पाठीच्या खालच्या भागात 3 महिन्यांपासून दुखतं, सकाळी जास्त, वय 45, ड्रायव्हर आहे.',
  },
  {
    level: 'routine',
    text: '2 आठवड्यांपासून कोरडा खोकला, ताप नाही, रात्री जास्त. विडी दिवसाला 15.',
  },
  {
    level: 'routine',
    text: 'mi 50 varshanchi, pali 2 mahine ushira yete ani kadhi kadhi ratri ghaam yeto. he menopause ahe ka?',
  },
  {
    level: 'routine',
    text: 'व्हिटॅमिन D 14 आलं रिपोर्टमध्ये, हाडं थोडी दुखतात. कोणतं औषध घ्यावं, डॉक्टरांना कधी दाखवू?',
  },
  {
    level: 'self_care',
    text: 'कालपासून सर्दी, शिंका, घसा खवखवतो, ताप 99.2. गरम पाणी आणि वाफ घेतोय.',
  },
  {
    level: 'self_care',
    text: 'kal ratri 3 vada pav khalle, aaj pot thoda bigadlay, 2 vela julab, tap nahi, pani pito ahe.',
  },
  {
    level: 'self_care',
    text: 'मुलाचा (6) पुढचा दात हलतोय, खाताना थोडं रक्त आलं, दुखत नाही. तो खेळतोय नेहमीसारखा.',
  },
  {
    level: 'self_care',
    text: 'night shift mule 4 tasach zop zali, doka thoda jad vatatay, chaha ghetla.',
  },
  {
    level: 'self_care',
    text: 'नवीन बुटांमुळे टाचेला 1 सेंमीचा फोड आलाय, थोडा दुखतो, लाल नाही, पू नाही. काय लावू?',
  },
];

import type { AssistantLanguage } from '@arogya/contracts/assistant';
import { LOOKALIKE_PROBES_BH_IN } from './lookalike-probes/bh-IN';
import { LOOKALIKE_PROBES_BN_IN } from './lookalike-probes/bn-IN';
import { LOOKALIKE_PROBES_EN_IN } from './lookalike-probes/en-IN';
import { LOOKALIKE_PROBES_GU_IN } from './lookalike-probes/gu-IN';
import { LOOKALIKE_PROBES_HI_IN } from './lookalike-probes/hi-IN';
import { LOOKALIKE_PROBES_KN_IN } from './lookalike-probes/kn-IN';
import { LOOKALIKE_PROBES_MAR_IN } from './lookalike-probes/mar-IN';
import { LOOKALIKE_PROBES_MR_IN } from './lookalike-probes/mr-IN';
import { LOOKALIKE_PROBES_PA_IN } from './lookalike-probes/pa-IN';
import { LOOKALIKE_PROBES_TA_IN } from './lookalike-probes/ta-IN';
import { LOOKALIKE_PROBES_TE_IN } from './lookalike-probes/te-IN';

/**
 * Look-alike probes: 5,632 everyday messages that contain alarming words but are not emergencies
 * (mild acidity in a young person, old knee pain, a bee sting with a little local swelling, period
 * cramps, a question about spraying pesticide or about snake-bite first aid, 'I will finish all my
 * homework tonight', a stroke years ago and a cold today, danger signs said to be absent, the jerk
 * of falling asleep, lips stained by jamun, a lip numb after the dentist, a snake seen or dreamt
 * of, 'I want to die of shame'), 512 per language, written blind in rounds 7–12, 14–20 and 22–40
 * alongside their emergency probes. A triage engine that calls everything an emergency would be
 * useless: none of these may be answered 'call 108/112 now', except the ones in
 * KNOWN_LOOKALIKE_GAPS. Blind, 164 of 176 (round 7), 138 of 176 (round 8), 167 of 176 (round 9),
 * 172 of 176 (round 10), 126 of 176 (round 11), 142 of 176 (round 12), 151 of 176 (round 14) 156
 * of 176 (round 15), 153 of 176 (round 16), 150 of 176 (round 17), 161 of 176 (round 18) 164 of 176 (round 19) 141 of 176 (round 20, rules alone) 155 of 176 (round 22, with the detector), 165 of 176 (round 23, all in Latin letters), 162 of 176 (round 24) 134 of 176 (round 25, with the detector; rules alone 138) 151 of 176 (round 26, with the detector; rules alone 155) 159 of 176 (round 27, with the detector; rules alone 168), 141 of 176 (round 28, with the detector; rules alone 142) 133 of 176 (round 29, two people in one message, with the detector; rules alone 133) 146 of 176 (round 30, short and misspelt, with the detector) 118 of 176 (round 31, past events, news and two people, with the detector; rules alone 120) 165 of 176 (round 32, comparisons, with the detector; rules alone 171) 122 of 176 (round 33, a practical question, with the detector; rules alone 125) 131 of 176 (round 34, told from afar or alone, with the detector; rules alone 132) 145 of 176 (round 35, young writers, with the detector; rules alone 147) 135 of 176 (round 36, a known illness, with the detector; rules alone 136) 127 of 176 (round 37, work and seasons, with the detector; rules alone 130), 126 of 176 (round 38, a story with a harmless guess, with the detector; rules alone 127) 142 of 176 (round 39, shy and euphemistic, with the detector; rules alone 144) and 149 of 176 (round 40, readings and numbers, with the detector; rules alone 150) were answered calmly; the engine was then fixed on
 * them, so this is a regression set.
 */
export const LOOKALIKE_PROBES: Record<AssistantLanguage, readonly string[]> = {
  'en-IN': LOOKALIKE_PROBES_EN_IN,
  'hi-IN': LOOKALIKE_PROBES_HI_IN,
  'pa-IN': LOOKALIKE_PROBES_PA_IN,
  'bn-IN': LOOKALIKE_PROBES_BN_IN,
  'ta-IN': LOOKALIKE_PROBES_TA_IN,
  'te-IN': LOOKALIKE_PROBES_TE_IN,
  'kn-IN': LOOKALIKE_PROBES_KN_IN,
  'mr-IN': LOOKALIKE_PROBES_MR_IN,
  'gu-IN': LOOKALIKE_PROBES_GU_IN,
  'mar-IN': LOOKALIKE_PROBES_MAR_IN,
  'bh-IN': LOOKALIKE_PROBES_BH_IN,
};

/** Look-alikes still answered as emergencies, each with why (the test checks they still are). */
export const KNOWN_LOOKALIKE_GAPS: Record<string, string> = {
  'Khet mein kal ek saanp dikha, lagbhag 4 feet ka, dhaman tha shayad. Kisi ko kaata nahi, woh khud chala gaya. Kya karein ki ghar mein na aaye?':
    "[hi-IN] Round 40 (readings and numbers), written blind in the fourteenth session: a snake only seen, the bite denied ('Kisi ko kaata nahi'), with 'shayad' about its kind read as a doubt whether it bit; the safe side.",
  'Dost ke jokes sun ke hans hans ke pet mein dard ho gaya, saans hi ruk gayi thi 1 minute ke liye haha. Itna hansna nuksaan toh nahi karta?':
    '[hi-IN] Round 40 (readings and numbers), written blind in the fourteenth session: laughing till the belly hurt and the breath stopped: the ache told blocks the joke reading; the safe side.',
  'मेरी दादी बताती हैं कि 1980 में उन्हें साँप ने काटा था और वो बच गई थीं। क्या सच में काटी जगह चूसने से ज़हर निकल जाता है?':
    "[hi-IN] Round 40 (readings and numbers), written blind in the fourteenth session: a bite in 1980, retold by a grandmother: 'साँप ने काटा था' next to the year is not read as past; the safe side.",
  'ਦਫ਼ਤਰ ਵਿੱਚ ਬੌਸ ਨੇ 3 ਪ੍ਰੋਜੈਕਟ ਇਕੱਠੇ ਦੇ ਦਿੱਤੇ, ਲੱਗਦਾ ਮੈਂ ਤਾਂ ਕੰਮ ਕਰਦਾ ਕਰਦਾ ਮਰ ਜਾਣਾ 😅 ਰਾਤ ਨੂੰ ਨੀਂਦ ਵਧੀਆ ਕਿਵੇਂ ਆਵੇ?':
    "[pa-IN] Round 40 (readings and numbers), written blind in the fourteenth session: 'worked to death 😅' stays read as a wish to die (by design a joke does not clear one, and 'working and working' as an idiom would clear a real wish too); the safe side.",
  'আমার শ্বশুরমশাইয়ের ২০১৮ সালে হার্ট অ্যাটাক হয়েছিল, এনজিওপ্লাস্টি হয়েছে, এখন রোজ সকালে লেকে ৩ কিমি হাঁটেন। ওনার পালস ৬৪ থাকে, এটা কি কম?':
    "[bn-IN] Round 40 (readings and numbers), written blind in the fourteenth session: a heart attack in 2018 with a stent, well now, read as chest pain: 'হার্ট অ্যাটাক' is also a chest-pain phrase in Bengali and the pulse question keeps it; the safe side.",
  'ঠাকুমা গল্প করেন ১৯৭৮-এর বন্যায় ওনাকে সাপে কামড়েছিল, ওঝা ঝাড়ফুঁক করে সারিয়েছিল। সত্যিই কি ওঝায় কাজ হয়?':
    "[bn-IN] Round 40 (readings and numbers), written blind in the fourteenth session: a bite in the 1978 flood retold by a grandmother, '১৯৭৮-এর' not read as a year; the safe side.",
  'எங்க பாட்டிக்கு 20 வருஷத்துக்கு முன்னாடி வலிப்பு இருந்துச்சு, மாத்திரை சாப்பிட்டு 15 வருஷமா ஒரு தடவை கூட வரல.':
    "[ta-IN] Round 40 (readings and numbers), written blind in the fourteenth session: a grandmother's fits twenty years ago, none for fifteen years on tablets: the years on tablets are read as an overdose; the safe side.",
  'నిన్న రాత్రి నన్ను పాము కరిచినట్టు కల వచ్చింది, 3 గంటలకు భయంతో లేచాను. ఒంటి మీద ఏమీ లేదు, అలాంటి కలలు ఎందుకు వస్తాయి?':
    "[te-IN] Round 40 (readings and numbers), written blind in the fourteenth session: a snake bite dreamt, 'ఒంటి మీద ఏమీ లేదు' (nothing on the body) not read as 'nobody bitten'; the safe side.",
  'ಸ್ಟ್ರೋಕ್ ಬಂದರೆ ಹೇಗೆ ಗುರುತಿಸೋದು? ನಮ್ಮ ಅಮ್ಮನಿಗೆ 65, BP 130/84, ಏನೂ ತೊಂದರೆ ಇಲ್ಲ, ಆದರೂ ಭಯ.':
    "[kn-IN] Round 40 (readings and numbers), written blind in the fourteenth session: how to recognise a stroke if it comes, asked with no one ill: 'ಬಂದರೆ' (if it comes) is not read as an 'if'; the safe side.",
  'ನನ್ನ ಮಗನಿಗೆ 2 ವರ್ಷ ಇದ್ದಾಗ ಜ್ವರದಲ್ಲಿ ಒಂದು ಸಲ ಫಿಟ್ಸ್ ಬಂದಿತ್ತು, ಈಗ 11, ಆಮೇಲೆ ಯಾವತ್ತೂ ಬಂದಿಲ್ಲ.':
    "[kn-IN] Round 40 (readings and numbers), written blind in the fourteenth session: one fever fit at two, none since, now 11: 'ಈಗ 11' is not read as an age, so the fit reads as today's; the safe side.",
  'bhabhi ri delivery 3 din pelan hui, normal, halko khoon aave, din ma 2 pad badle, dard koni, doodh pilave. aa thik hai na?':
    '[mr-IN] Round 40 (readings and numbers), written blind in the fourteenth session: light bleeding three days after a birth, two pads a day: settling lochia, read as a bleeding after delivery; the safe side.',
  'ગઈકાલે ફિલ્મમાં હીરોના પપ્પાને હાર્ટ એટેક આવ્યો અને 10 મિનિટ ઇમોશનલ સીન ચાલ્યો, આખું થિયેટર રડતું હતું.':
    "[gu-IN] Round 40 (readings and numbers), written blind in the fourteenth session: a film's heart attack with '10 મિનિટ' (a ten-minute scene) read as happening now; the safe side.",
  'काकांना पक्षाघात झाला म्हणून मला भीती वाटते, वय 40, BP 122/80, कुठलंही लक्षण नाही. काय काळजी घ्यावी?':
    "[mar-IN] Round 40 (readings and numbers), written blind in the fourteenth session: an uncle's stroke, the writer only afraid and well, told without a time the readings know; the safe side.",
  'नाटकात मला हार्ट अटॅकचा सीन करायचाय, खरंच माणूस कसा पडतो, कसा छाती पकडतो? 2 आठवड्यांनी प्रयोग आहे.':
    "[mar-IN] Round 40 (readings and numbers), written blind in the fourteenth session: acting a heart attack in a play ('नाटकात … सीन'): 'छाती पकडतो' asked about is read as chest pain; the safe side.",
  'is mahina ke target 200 piece ba, malik kahat ba na bhail ta hamra heart attack aa jaai 😅 kaise stress kam kari?':
    "[bh-IN] Round 40 (readings and numbers), written blind in the fourteenth session: a joke about a work target ('heart attack aa jaai 😅') told with a conditional ('na bhail ta'), which blocks the joke reading; the safe side.",
  'टीवी सीरियल में देखनी कि साँप काटला पर ओझा झाड़ के ठीक कर देलस, का सांचो अइसन होला? हमार लइका पूछत बा।':
    "[bh-IN] Round 40 (readings and numbers), written blind in the fourteenth session: a serial's snake bite asked about for a child: no character word, so not read as the story's; the safe side.",
  "At dinner my son gulped water too fast and it went down the wrong way, he coughed hard for a few seconds, then he was fine, laughing and talking, and finished his food. He's playing happily now. Just asking, is patting the back the right thing in such cases?":
    "[en-IN] Round 38 (a story with a harmless guess), written blind in the fourteenth session: a choke that passed in seconds ('went down the wrong way … coughed … then he was fine') is still read as choking now; the safe side.",
  "Mummy aaj kitchen mein phisal gayi, ghabrahat mein boli 'lagta hai lakwa maar gaya', par 5 min mein uth ke chalne lagi, haath pair sab normal, bol bhi theek rahi hain, bas ghutne pe halki chot. Ice laga dein?":
    "[en-IN] Round 38 (a story with a harmless guess), written blind in the fourteenth session: a stroke only feared after a fall ('lagta hai lakwa maar gaya'), every sign then denied: a feared danger whose signs are denied is not yet read as none; the safe side.",
  "Mummy aaj kitchen mein phisal gayi, ghabrahat mein boli 'lagta hai lakwa maar gaya', par 5 minute mein uth ke chalne lagi, haath-pair sab normal, bol bhi theek rahi hain, bas ghutne pe halki chot. Barf laga dein?":
    "[hi-IN] Round 38 (a story with a harmless guess), written blind in the fourteenth session: a stroke only feared after a fall ('lagta hai lakwa maar gaya'), every sign then denied: a feared danger whose signs are denied is not yet read as none; the safe side.",
  "Mummy ajj rasoi ch tilak gaye, ghabra ke kehnde 'lagda adharang ho gaya', par 5 minute ch uth ke turan lagg pae, hath-pair sab theek, bolde vi saaf ne, bas godde te thodi satt. Baraf la deyie?":
    "[pa-IN] Round 38 (a story with a harmless guess), written blind in the fourteenth session: a stroke only feared after a fall ('lagda adharang ho gaya'), every sign then denied: a feared danger whose signs are denied is not yet read as none; the safe side.",
  'டிவி சீரியல்ல ஒருத்தருக்கு நெஞ்சு வலி வந்து விழுற சீன் பார்த்து என் பாட்டி ரொம்ப அழுதாங்க. அவங்களுக்கு ஒண்ணுமில்ல, நல்லா தான் இருக்காங்க, ஆனா அதுக்கப்புறம் பயமா இருக்காம். அவங்களுக்கு வழக்கமா ஏதாவது டெஸ்ட் பண்ணலாமா?':
    "[ta-IN] Round 39 (shy and euphemistic), written blind in the fourteenth session: a serial's character named only as 'someone' with a chest pain told of them: the pain blocks the film reading; the safe side.",
  'என் அம்மாவுக்கு பக்கவாதம் வந்தது, அதனால எனக்கும் வருமோன்னு பயம். எனக்கு 35 வயசு, எந்த அறிகுறியும் இல்ல, பிபி நார்மல். முன்னெச்சரிக்கையா என்ன பண்ணலாம்?':
    "[ta-IN] Round 39 (shy and euphemistic), written blind in the fourteenth session: another's stroke, the writer only afraid and well, told without a time or a pluperfect the readings know; the safe side.",
  'Paappavukku 4 maasam, thoongum bodhu thidirnu kai kaal thooki thukki vizhum, appuram nalla thoongidum. Paal nalla kudikkura, nalla sirikkura. Ithu normal ah illa fits ah nu bayama irukku.':
    "[ta-IN] Round 39 (shy and euphemistic), written blind in the fourteenth session: a baby's startle in sleep asked about ('fits ah?') with no one else's word for it: the startle reading needs another's word; the safe side.",
  'వదినకి ఎనిమిదో నెల. ఈరోజు పొద్దున కడుపులో బిడ్డ గట్టిగా తన్నింది, వదిన నవ్వుతూ ఫుట్బాల్ ప్లేయర్ అవుతాడు అంది. నొప్పి లేదు, రక్తం లేదు, ఉమ్మనీరు పోలేదు. వచ్చే వారం డాక్టర్ చెకప్. బిడ్డ కదలికలు రోజుకి ఎన్నిసార్లు లెక్కపెట్టాలి?':
    "[te-IN] Round 38 (a story with a harmless guess), written blind in the fourteenth session: 'ఉమ్మనీరు పోలేదు' (the waters did not go): a 'not' joined to the verb after a one-word symptom is not read as a denial; the safe side.",
  'మా కుక్క పిల్లకి నిన్న సాయంత్రం మూర్ఛ లాగా వచ్చింది, కాళ్ళు కొట్టుకుంది, రెండు నిమిషాల్లో మామూలైపోయింది. ఇప్పుడు ఆడుకుంటోంది. పశువుల డాక్టర్ దగ్గరికి ఎప్పుడు తీసుకెళ్ళాలి?':
    "[te-IN] Round 39 (shy and euphemistic), written blind in the fourteenth session: a puppy's fit ('కుక్క పిల్లకి … మూర్ఛ'): the animal word is not read as the one the fit is told of; the safe side.",
  "బాలింతగా ఉన్నప్పుడు తనకి 'ఆ రక్తం' ఎక్కువ పోయిందని మా అమ్మ కథలు చెప్తుంది, అది ముప్పై ఏళ్ళ క్రితం మాట. ఇప్పుడు నాకు ఏడో నెల, అంతా బాగుంది, కానీ ఆ కథలతో భయంగా ఉంది. ఏ లక్షణాలు చూస్తే వెంటనే రావాలో చెప్పండి.":
    "[te-IN] Round 39 (shy and euphemistic), written blind in the fourteenth session: a mother's bleeding of thirty years ago, retold with the writer's fear in her own pregnancy now; the safe side.",
  "ರಿಸಲ್ಟ್ ಬಂತು, ಲೆಕ್ಕದಲ್ಲಿ ಕಮ್ಮಿ ಮಾರ್ಕ್ಸ್. ಅಮ್ಮ ಬೈದ್ರು, ನಾನು ಫ್ರೆಂಡ್ ಗೆ ತಮಾಷೆಗೆ 'ಇನ್ನು ಸತ್ತೇ ಹೋಗ್ಬೇಕು' ಅಂತ ಮೆಸೇಜ್ ಮಾಡಿದೆ, ಆಮೇಲೆ ಇಬ್ರೂ ಐಸ್ ಕ್ರೀಮ್ ತಿನ್ನೋಕೆ ಹೋದ್ವಿ. ಈಗ ಚೆನ್ನಾಗಿದೀನಿ, ಮುಂದಿನ ಸಲ ಟ್ಯೂಷನ್ ಸೇರ್ತೀನಿ. ಓದುವಾಗ ಗಮನ ಹೆಚ್ಚಿಸೋಕೆ ಏನು ತಿನ್ನಬೇಕು?":
    "[kn-IN] Round 38 (a story with a harmless guess), written blind in the fourteenth session: a wish to die written as a joke ('ತಮಾಷೆಗೆ') stays read as said: by design, a joke does not clear a wish to die; the safe side.",
  'Nanna friend ge 45 ke heart attack bandu hogbittaru. Eega nange tumba bhaya, nange yaava symptoms illa, 40 varsha, BP sugar normal. Yaava tests maadisbeku?':
    "[kn-IN] Round 39 (shy and euphemistic), written blind in the fourteenth session: a friend's fatal heart attack, the writer only afraid and well: a death told without 'died of' words the readings know; the safe side.",
  "ನಮ್ಮ ತಮ್ಮ ಕ್ರಿಕೆಟ್ ಮ್ಯಾಚ್ ಸೋತಾಗ 'ಇನ್ನು ಬದುಕೋದೇ ಬೇಡ' ಅಂತ ನಗ್ತಾ ಹೇಳ್ತಾನೆ, ಮುಂದಿನ ಕ್ಷಣ ಊಟ ಮಾಡಿ ಮತ್ತೆ ಆಟಕ್ಕೆ ಹೋಗ್ತಾನೆ. ಖುಷಿಯಾಗಿದ್ದಾನೆ, ಓದು ಚೆನ್ನಾಗಿದೆ, ಸ್ನೇಹಿತರು ಜಾಸ್ತಿ. ಇಂಥ ಮಾತು ಬಗ್ಗೆ ಚಿಂತೆ ಮಾಡಬೇಕಾ?":
    "[kn-IN] Round 39 (shy and euphemistic), written blind in the fourteenth session: a brother's 'ಇನ್ನು ಬದುಕೋದೇ ಬೇಡ' said laughing stays read as said: by design, a joke does not clear a wish to die; the safe side.",
  'ನನಗೆ ಮೂರ್ಛೆ ರೋಗ ಇದೆ ಅಂತ ಮದುವೆ ಸಂಬಂಧದವರಿಗೆ ಹೇಳಬೇಕಾ ಅಂತ ಗೊಂದಲ. ಎಂಟು ವರ್ಷದಿಂದ ಒಂದು ಸಲಾನೂ ಬಂದಿಲ್ಲ, ಮಾತ್ರೆ ತೊಗೊಳ್ತಿದ್ದೀನಿ. ಮದುವೆ ಆದ ಮೇಲೆ ಗರ್ಭಿಣಿ ಆದ್ರೆ ಮಾತ್ರೆ ಮುಂದುವರಿಸಬಹುದಾ?':
    "[kn-IN] Round 39 (shy and euphemistic), written blind in the fourteenth session: epilepsy named 'ಮೂರ್ಛೆ ರೋಗ' is read as fainting and 'ಗೊಂದಲ' (a dilemma) as confusion; the safe side.",
  'ಮಳೆಗಾಲದಲ್ಲಿ ಹೊಲಕ್ಕೆ ಹೋಗುವಾಗ ಹಾವು ಕಚ್ಚದಂತೆ ಏನು ಮುನ್ನೆಚ್ಚರಿಕೆ ತೆಗೆದುಕೊಳ್ಳಬೇಕು? ಬೂಟು ಹಾಕಿದ್ರೆ ಸಾಕಾ? ನಮ್ಮೂರಲ್ಲಿ ಕಳೆದ ವರ್ಷ ಒಬ್ಬರಿಗೆ ಕಚ್ಚಿತ್ತು, ಅದಕ್ಕೆ ಕೇಳ್ತಿದ್ದೀನಿ.':
    "[kn-IN] Round 39 (shy and euphemistic), written blind in the fourteenth session: 'ಕಚ್ಚದಂತೆ' (so that it does not bite) is read as a bite; the safe side.",
  'Aaj dinuge khet gayo, kher ri jhaadi kanne ek saanp sarakto gyo. Mhane katyo koni, dur su dekhyo, bo bil me ghus gyo. Haath-pag sab dekh liya, koi nisaan koni. Chomaasa tai joota pehranna chaije kai? Paani ro saanp hosi shayad.':
    "[mr-IN] Round 38 (a story with a harmless guess), written blind in the fourteenth session: a snake seen, the bite denied ('Mhane katyo koni'), but 'shayad' about the snake's kind reads as a doubt whether it bit; the safe side.",
  "पाड़ै रा काकोसा नै लकवो मारग्यो, सुण्यो। जद सूं म्हनै भी डर लागै, 40 बरस रो हूं, बीपी-सुगर कीं कोनी, कोई तकलीफ कोनी। फेर भी रात नै सोवतां हाथ-पग हिला'र देखूं। लकवै रा लखण कांई हुवै, पैली ठाह पड़ै कांई?":
    "[mr-IN] Round 38 (a story with a harmless guess), written blind in the fourteenth session: another's stroke heard of ('सुण्यो'), the writer only afraid and well, with a night-time twitch told; the safe side.",
  "आज दिनूगै पैली बार पांच किलोमीटर भाज्यो, पूरो करतां ई सांस कोनी मावै जियां लाग्यो, बेंच माथै बैठग्यो। दस मिनट में ठीक हुयग्यो, घरै आ'र न्हायो, नास्तो कर्यो, अबै आराम है। दम कम है बस, रोज थोड़ो-थोड़ो बधाऊं कांई?":
    "[mr-IN] Round 38 (a story with a harmless guess), written blind in the fourteenth session: breath lost on a first run, settled in ten minutes: 'ठीक हुयग्यो' with a Marwari run word the reading does not yet have together; the safe side.",
  'दादी-सा बतावता हा बांरै टैम गांव में सांप काट्यां झाड़ो लगावता। आज स्कूल रै प्रोजेक्ट सारू बीं माथै लिखूं हूं। सांची में सांप काटै तो पैली कांई करणो चाइजै? अस्पताळ में कुण सो इंजेक्सन लागै?':
    "[mr-IN] Round 38 (a story with a harmless guess), written blind in the fourteenth session: a bite told as an old custom ('सांप काट्यां झाड़ो लगावता') for a school project, a grandmother named; the safe side.",
  'ગઈકાલે રાત્રે ટીવી પર સિરિયલ જોતા હતા, એમાં સસરાને હાર્ટ એટેક આવે એવું બતાવ્યું. મારા પપ્પા 60 ના છે, એકદમ સાજા, પણ મને બીક લાગી. એમના દર વર્ષે કયા કયા ટેસ્ટ કરાવવા જોઈએ? મારા હિસાબે ઈસીજી પૂરતું છે.':
    "[gu-IN] Round 38 (a story with a harmless guess), written blind in the fourteenth session: a serial's character named only by a kin word ('સસરાને'), not read as a character; the safe side.",
  'બાજુવાળા કાકાને લકવો થયો એવું સાંભળ્યું. ત્યારથી મને પણ બીક લાગે છે, 40 વર્ષનો છું, બીપી-ડાયાબિટીસ કંઈ નથી, કોઈ તકલીફ નથી. છતાં રાત્રે સૂતી વખતે હાથ-પગ હલાવીને જોઉં છું. લકવાના લક્ષણ શું હોય, પહેલેથી ખબર પડે?':
    "[gu-IN] Round 38 (a story with a harmless guess), written blind in the fourteenth session: another's stroke heard of ('સાંભળ્યું'), the writer only afraid and well, told without a time the readings know; the safe side.",
  'આજે સવારે પહેલી વાર પાંચ કિલોમીટર દોડ્યો, પૂરું કર્યા પછી શ્વાસ જ નહોતો માતો એવું લાગ્યું, બાંકડે બેસી ગયો. દસ મિનિટમાં સારું થઈ ગયું, ઘરે આવીને નાહ્યો, નાસ્તો કર્યો, હવે આરામ છે. સ્ટેમિના ઓછો છે બસ, રોજ થોડું થોડું વધારું?':
    "[gu-IN] Round 38 (a story with a harmless guess), written blind in the fourteenth session: breath lost on a first run, settled in ten minutes: the settling 'સારું થઈ ગયું' is read, but the breath 'એવું લાગ્યું' (as if) stays; the safe side.",
  "આજે પરિણામ આવ્યું, ગણિતમાં ઓછા માર્ક. મમ્મી ખીજાઈ, મેં બહેનપણીને મજાકમાં લખ્યું 'હવે તો મરી જવું છે', પછી બંને આઈસક્રીમ ખાવા ગઈ. હવે સારું છે, આવતા વર્ષે ટ્યુશન રાખીશ. વાંચવામાં ધ્યાન લાગે એ માટે શું ખાવું?":
    "[gu-IN] Round 38 (a story with a harmless guess), written blind in the fourteenth session: a wish to die written as a joke ('મજાકમાં') stays read as said: by design, a joke does not clear a wish to die; the safe side.",
  'મારી બહેનપણીના પપ્પાને લકવો થયો ત્યારથી મને બીક લાગે છે કે મને પણ થશે. મને કોઈ તકલીફ નથી, બીપી બરાબર છે, ઉંમર 42. આ બીકમાંથી કેવી રીતે નીકળું, કોઈ ટેસ્ટ કરાવું?':
    "[gu-IN] Round 39 (shy and euphemistic), written blind in the fourteenth session: another's stroke, the writer only afraid and well, told without a time the readings know; the safe side.",
  'સવારે કાંકરિયાના ત્રણ ચક્કર દોડ્યો, પછી હાંફ ચડી ગઈ, પણ પાંચ મિનિટ બેસી રહેતાં બરાબર થઈ ગયું. 35 વર્ષ, કોઈ તકલીફ નથી. રોજ દોડું તો ચાલે?':
    "[gu-IN] Round 39 (shy and euphemistic), written blind in the fourteenth session: 'ત્રણ ચક્કર દોડ્યો' (ran three laps) reads 'ચક્કર' as dizziness; the safe side.",
  'काल रात्री जेवणानंतर सगळे मिळून जुना मराठी सिनेमा बघत होतो. त्यात हिरोच्या वडिलांना हार्ट अटॅक येतो, आजी इतकी रडली की विचारू नका. आज सकाळपासून ती विचारतेय, छातीत दुखण्याची लक्षणं कोणती असतात? तिला स्वतःला काही त्रास नाही.':
    "[mar-IN] Round 38 (a story with a harmless guess), written blind in the fourteenth session: a film's heart attack with the grandmother's questions about a pain's signs after it: a pain asked about as a sign blocks the film reading; the safe side.",
  'शेजारच्या काकूंच्या नातवाला फिट्स येतात आणि ते सुट्टीत आमच्याकडे राहायला येणार आहेत. झटका आला तर काय करायचं हे मला आधीच शिकायचंय. तोंडात चमचा घालायचा का? कुठल्या कुशीवर ठेवायचं? आत्ता कुणालाही काही झालेलं नाही.':
    "[mar-IN] Round 38 (a story with a harmless guess), written blind in the fourteenth session: a neighbour's grandson's fits told as his illness ('फिट्स येतात'), asked about ahead ('झटका आला तर'): the habitual form is not read as a name; the safe side.",
  'काल्ह राति खाना के बाद सब केहू मिल के पुरान भोजपुरी फिलिम देखत रहनी। ओमे हीरो के बाबूजी के हार्ट अटैक आवेला, दादी एतना रोवली कि पूछीं मत। आज बिहाने से पूछत बाड़ी कि छाती के दरद में का लच्छन होला? उनका खुद कवनो तकलीफ नइखे।':
    "[bh-IN] Round 38 (a story with a harmless guess), written blind in the fourteenth session: a film's heart attack with the grandmother's questions about a pain's signs after it: a pain asked about as a sign blocks the film reading; the safe side.",
  'पड़ोस के चाची के नाती के मिर्गी के दौरा आवेला, छुट्टी में ऊ लोग हमनी के इहाँ रहे आवे वाला बा। दौरा आवे त का करे के चाहीं, मुँह में चम्मच डालीं का, कवना करवट सुताईं? अभी केहू के कुछ नइखे भइल।':
    "[bh-IN] Round 38 (a story with a harmless guess), written blind in the fourteenth session: 'दौरा आवे त' (if a fit comes) is not read as a fit that may come; the safe side.",
  'बबुनी चार महीना के बिया, नाक तनी बंद-बंद लागेला, दूध पियत घरी घुरघुराहट जइसन आवाज। बाकिर दूध पूरा पियत बिया, हँसत बिया, बुखार नइखे।':
    "[bh-IN] Round 39 (shy and euphemistic), written blind in the fourteenth session: a baby's snuffly breathing with a blocked nose, feeding well, is read as grunting; the safe side.",
  'ਸਾਡੇ ਕੁੱਤੇ ਨੇ ਖੇਤ ਵਿੱਚ ਇੱਕ ਸੱਪ ਮਾਰ ਦਿੱਤਾ। ਕੁੱਤੇ ਨੂੰ ਡੰਗ ਨਹੀਂ ਵੱਜਿਆ, ਦੋ ਦਿਨ ਹੋ ਗਏ, ਖਾਂਦਾ ਪੀਂਦਾ ਤੇ ਖੇਡਦਾ ਹੈ। ਬੱਸ ਪੁੱਛਣਾ ਸੀ ਕੀ ਸੱਪ ਦੇ ਡੰਗ ਦੀ ਦਵਾਈ ਘਰ ਰੱਖ ਸਕਦੇ ਹਾਂ?':
    "[pa-IN] Round 37 (work and seasons): 'ਕੁੱਤੇ ਨੇ' (the dog did) reads as a dog bite and the snake-bite medicine asked about as a snake bite; worked on in the fourteenth session, not cleared; the safe side.",
  'Nenu edu nelala garbhini, antha normal ani doctor garu chepparu. Ee Bathukamma ki aadavaallatho kalisi aadavacha, ekkuva sepu nilabadithe bidda ki emaina avutunda? Raktasravam, noppi emi levu, bidda baaga kadulutondi, just doubt anthe.':
    "[te-IN] Round 37 (work and seasons): 'Raktasravam, noppi emi levu' — a comma list closed by one 'not' denies only its last item (a 'nothing else' would be denied too); the safe side.",
  "Ee bisilige naanu saaythini antha hendthi ge tamashege heLde, avlu tension aagi 'app ge keLu' antidaale 😄 Naanu chennagiddini, dina 4 litre neeru kudithini. Construction kelsadalli heat stroke baradante enu maadbeku, tips kodi.":
    "[kn-IN] Round 37 (work and seasons): 'I'll die in this heat', said as a joke to a wife, stays read as a wish to die: by design a joke does not clear one, and 'the heat' as an idiom would clear 'garmi se … mar jana chahta hu' too; the safe side.",
  'काल्ह मेला में झूला पर बइठलीं त डर के मारे साँस अटक गइल, उतरते ठीक हो गइनी आ खूब हँसी भइल। ओकरा बाद कवनो दिक्कत नइखे। बस पूछे के रहे कि बच्चा के कवना उमर में झूला पर बइठावल ठीक बा?':
    "[bh-IN] Round 37 (work and seasons): breath caught from fright on a swing and settled at once; a breath that stopped and came back is not cleared outside a run, since a baby's pause in breathing is told the same way; the safe side.",
  'Chacha kahat baadan ki jaada me unkar chhati jakad jaala, lekin teen saal se kuchh naikhe bhail aur doctor sab theek batawle rahlan. 60 saal me flu ke teeka lagwawe ke chahi ka?':
    "[bh-IN] Round 37 (work and seasons): an uncle's chest that tightens in the cold, three years without trouble, read as chest tightness today; the safe side.",
  'मेरा पहला बच्चा सिज़ेरियन से हुआ था और डिलीवरी के बाद बहुत खून बहा था, खून चढ़ाना पड़ा था। अब वो दो साल का है, हँसता-खेलता है, और हम दूसरे बच्चे का प्लान कर रहे हैं। क्या इस बार नॉर्मल डिलीवरी हो सकती है?':
    "[hi-IN] Round 36: an earlier delivery's bleeding told more than six words after the earlier delivery is named, before the next pregnancy ('पहला बच्चा सिज़ेरियन से हुआ था और डिलीवरी के बाद बहुत खून बहा था … दूसरे बच्चे का प्लान'); the earlier-delivery reading reaches six words; the safe side.",
  "মায়ের হাঁপানি আছে, আর আমার ছ'মাসের ছেলে। শুনেছি হাঁপানি বংশে থাকে। বাচ্চার এখন কোনও কাশি বা শ্বাসকষ্ট নেই, দিব্যি আছে। ওর যাতে না হয় সেজন্য কি কিছু করা যায়? ঘরে ধূপ জ্বালানো কি বন্ধ করব?":
    "[bn-IN] Round 36: asthma named as a relative's illness ('মায়ের হাঁপানি আছে') with the baby's cough and breathing denied is still read as breathing trouble; asthma named as someone's long-standing illness is not yet told apart from an attack now; the safe side.",
  'Enaku fits irukku, last valippu 3 varusham munnadi vandhadhu. Levipil saapduren. Ippo kalyanam fix aagirukku, pregnancy plan pannumbodhu indha tablet kozhandhaikku safe ah nu theriyanum. Yaara paakkanum, neuro doctor ah illa gynaec ah?':
    "[ta-IN] Round 36: epilepsy on treatment with the last fit years ago ('last valippu 3 varusham munnadi vandhadhu'): the last fit's own word is outside the illness's name and no well-word follows it; the safe side.",
  'Enaku munnadi rendu C-section aagirukku. Ippo 45 vayasu, last 3 maasama period la konjam adhigama ratham poguthu, aana mayakkam, sorvu edhuvum illa. Hemoglobin 11 nu vandhuchu. Menopause time la idhu normal ah?':
    "[ta-IN] Round 36: a comma list closed by 'nothing' ('mayakkam, sorvu edhuvum illa') denies only its last item, and heavy periods years after two C-sections read as bleeding after a delivery; the safe side.",
  'ನನ್ನ ಮಗನಿಗೆ ಹೋದ ವರ್ಷ ಜ್ವರದಲ್ಲಿ ಒಂದು ಸಲ ಫಿಟ್ಸ್ ಬಂದಿತ್ತು, ಆಸ್ಪತ್ರೆಯಲ್ಲಿ ಎಲ್ಲ ಟೆಸ್ಟ್ ನಾರ್ಮಲ್ ಬಂತು, ಅವತ್ತಿಂದ ಚೆನ್ನಾಗಿದ್ದಾನೆ. ಈಗ ಒಂದೂವರೆ ವರ್ಷ, ಮುಂದಿನ ವಾರ ಲಸಿಕೆ ಇದೆ. ಲಸಿಕೆ ಆದ ಮೇಲೆ ಜ್ವರ ಬಂದ್ರೆ ಮತ್ತೆ ಫಿಟ್ಸ್ ಬರುತ್ತಾ? ಮುಂಚೆನೇ ಪ್ಯಾರಸಿಟಮಾಲ್ ಕೊಡಬೇಕಾ?':
    "[kn-IN] Round 36: a febrile fit last year, well since, asked whether a fit will come with the next fever: the fit that may come is the story's last fit word, so it does not 'end well' after it; the safe side.",
  'पैलां म्हारो एक गरभ तीजा महीना में लोही आवण सूं गिरग्यो हो। अबै फेर पांचवों महीनो है, सगळो ठीक है, कोई लोही कोनी। सोनोग्राफी कद-कद करावणी चाहीजै अर कांई सावधानी राखूं?':
    "[mr-IN] Round 36: a past miscarriage's bleeding told with 'earlier' and no time ago, the new pregnancy's bleeding denied ('कोई लोही कोनी', 'કોઈ લોહી નથી'): the past bleeding is read as today's; the safe side.",
  'પહેલાં મારે ત્રીજા મહિને લોહી પડીને કસુવાવડ થઈ હતી. હવે ફરી પાંચમો મહિનો છે, બધું બરાબર છે, કોઈ લોહી નથી. સોનોગ્રાફી ક્યારે ક્યારે કરાવવી અને શું ધ્યાન રાખવું?':
    "[gu-IN] Round 36: a past miscarriage's bleeding told with 'earlier' and no time ago, the new pregnancy's bleeding denied ('कोई लोही कोनी', 'કોઈ લોહી નથી'): the past bleeding is read as today's; the safe side.",
  'Mara bhai ne kidney ni pathri ni takleef che. Eni dikri ne school ma project malyo, heart attack na lakshano. Koi saral bhasha ma samjavo ke chhati no dukhavo kevi rite olakhvo, etle e poster banavi shake.':
    "[gu-IN] Round 36: a school project about a heart attack's signs ('project malyo, heart attack na lakshano … chhati no dukhavo kevi rite olakhvo'): the class readings cover bites and fits, not chest pain; the safe side.",
  'हमार बकरी के आज दौरा जइसन पड़ल, दू मिनट गोड़ पटकलस फेर उठ के घास खाए लागल। जानवर के डाक्टर कहाँ मिली? हमरा खुद मिर्गी बा, एही से तनी डेरा गइनी।':
    "[bh-IN] Round 36: an animal's fit told beside the writer's own epilepsy named by a bare 'मिर्गी' ('हमरा खुद मिर्गी बा'), which is also said of a fit happening, so it is not taken as an illness's name; the safe side.",
  '100 मीटर दौड़ के बाद एक मिनट छाती में जकड़न लगी फिर एकदम ठीक हो गया। मैं 16 का हूँ, ये नॉर्मल है?':
    "[hi-IN] Round 35: a young runner's chest tight for a minute after a race and gone, the age told without 'years' ('मैं 16 का हूँ', 'ਮੈਂ 16 ਦਾ ਆਂ'), so the young-runner reading does not know the age; the safe side.",
  '100 ਮੀਟਰ ਦੌੜ ਤੋਂ ਬਾਅਦ ਇੱਕ ਮਿੰਟ ਛਾਤੀ ਚ ਜਕੜ ਲੱਗੀ ਫੇਰ ਬਿਲਕੁਲ ਠੀਕ। ਮੈਂ 16 ਦਾ ਆਂ, ਇਹ ਨਾਰਮਲ ਆ?':
    "[pa-IN] Round 35: a young runner's chest tight for a minute after a race and gone, the age told without 'years' ('मैं 16 का हूँ', 'ਮੈਂ 16 ਦਾ ਆਂ'), so the young-runner reading does not know the age; the safe side.",
  'मागच्या आठवड्यात आमच्या hostel मध्ये एकाला साप चावला होता, वेळेवर anti-venom मिळालं आणि आता तो परत आलाय. hostel मध्ये साप येऊ नये म्हणून काय करायचं?':
    "[mar-IN] Round 35: a fit or a bite last week, now well again ('पिछला हफ्ता', 'ગયા અઠવાડિયે'): 'last week' is not read as past, because 'last' read across a number ('for the last 2 weeks') once made a two-week chest pain history; the safe side.",
  'हमार ननद के पिछला हफ्ता मिरगी के दौरा पड़ल रहे दू मिनट में ठीक हो गइल डाक्टर दवाई बढ़ा दिहले बाड़े अब ऊ ठीक बाड़ी का ऊ सोमवार से फेरु चूल्हा पर खाना बना सकेली':
    "[bh-IN] Round 29: a fit or a bite last week, now well again ('पिछला हफ्ता', 'ગયા અઠવાડિયે'): 'last week' is not read as past, because 'last' read across a number ('for the last 2 weeks') once made a two-week chest pain history; the safe side.",
  'ਗੁਆਂਢਣ ਚਾਚੀ ਨੇ ਦੱਸਿਆ ਉਹਨਾਂ ਦੀ ਨੂੰਹ ਦੇ ਕੱਲ੍ਹ ਹਸਪਤਾਲ ਵਿੱਚ ਮੁੰਡਾ ਹੋਇਆ, ਥੋੜ੍ਹਾ ਖ਼ੂਨ ਵੱਧ ਗਿਆ ਸੀ ਪਰ ਡਾਕਟਰਾਂ ਨੇ ਸਾਂਭ ਲਿਆ, ਹੁਣ ਮਾਂ-ਪੁੱਤ ਦੋਵੇਂ ਠੀਕ ਨੇ। ਪੰਜੀਰੀ ਭੇਜਾਂ ਕਿ ਹਾਲੇ ਨਹੀਂ?':
    "[pa-IN] Round 35: a delivery yesterday whose bleeding the doctors handled, both well now, told of a neighbour's daughter-in-law: a bleeding after a birth a day ago is not cleared (as the Hindi of round 34); the safe side.",
  "Hostel mess sambar saapta apram 'naan saaga poren' maari feel, aana just gas dhaan 😂 seeraga thanni work aagumaa":
    "[ta-IN] Round 35: a wish to die said as a joke ('just gas 😂', 'anta joke'); a wish laughed off is still taken as said, by design (Tele-MANAS); the safe side.",
  "'Saayabeku anistide' anta joke maadide coz boss Sunday kelsa kotru 😭 don't worry naanu fine, weekend stress kammi maadodu hege?":
    "[kn-IN] Round 35: a wish to die said as a joke ('just gas 😂', 'anta joke'); a wish laughed off is still taken as said, by design (Tele-MANAS); the safe side.",
  'छोटकी बहिन पर छिपकिली गिर गइल त अइसन चिल्लाइल जइसे साँप काट लिहले होखे 😂 छिपकिली छू जाव त कुछ होला का?':
    "[bh-IN] Round 35: 'screamed as if a snake had bitten her 😂' about a lizard that fell: the comparison with a fall told is not read as a joke; the safe side.",
  "My friend messaged 'this exam is killing me, I want to die lol' and then sent memes. Just checking, he's fine, we're going for chai later.":
    "[en-IN] Round 34: a friend's quoted 'I want to die lol' is read as a wish to die; a wish laughed off is still taken as said, by design (Tele-MANAS); the safe side.",
  'पड़ोस की चाची ने बताया उनकी बहू को कल रात अस्पताल में बच्चा हुआ, थोड़ा खून ज़्यादा गया था पर डॉक्टर ने संभाल लिया, अब माँ-बच्चा दोनों ठीक हैं। उनके लिए क्या खाना भेजूँ?':
    "[hi-IN] Round 34: a bleeding after someone else's delivery, told as past and stopped or handled in hospital, with no time ago the engine counts; clearing it without a time would also clear a fresh one said to have eased; the safe side.",
  'দিদির ডেলিভারির পর প্রথম মাসে অল্প অল্প রক্ত যাচ্ছিল, ডাক্তার বলেছিলেন স্বাভাবিক, এখন থেমে গেছে। দিদি ভালো আছে, ফোনে শুধু জানতে চাইল কবে থেকে হাঁটাহাঁটি শুরু করতে পারবে।':
    "[bn-IN] Round 34: a bleeding after someone else's delivery, told as past and stopped or handled in hospital, with no time ago the engine counts; clearing it without a time would also clear a fresh one said to have eased; the safe side.",
  'মা একা থাকে, রাতে যদি পড়ে যায় বা বুকে ব্যথা হয়, কাউকে ডাকতে পারবে না, এই ভয়টা সবসময় থাকে। আগে থেকে কী ব্যবস্থা করে রাখা যায়?':
    "[bn-IN] Round 34: a danger feared for someone living alone or far away ('if she falls or gets chest pain', 'if she bleeds at night'), told with a conditional the engine does not read as an 'if'; Hindi 'agar … hai' is also said of what is happening now, so conditionals are not cleared without more; the safe side.",
  'அக்காவுக்கு டெலிவரி ஆன முதல் மாசம் கொஞ்சம் கொஞ்சமா ரத்தப்போக்கு இருந்துச்சு, டாக்டர் சாதாரணம்னு சொன்னாங்க, இப்ப நின்னுடுச்சு. அக்கா நல்லா இருக்கா, எப்ப இருந்து வாக்கிங் போகலாம்னு கேட்டா.':
    "[ta-IN] Round 34: a bleeding after someone else's delivery, told as past and stopped or handled in hospital, with no time ago the engine counts; clearing it without a time would also clear a fresh one said to have eased; the safe side.",
  'அம்மா தனியா இருக்காங்க, ராத்திரி கீழ விழுந்தாலோ நெஞ்சு வலி வந்தாலோ யாரையும் கூப்பிட முடியாதேன்னு பயமா இருக்கு. முன்னாடியே என்ன ஏற்பாடு பண்ணி வைக்கலாம்?':
    "[ta-IN] Round 34: a danger feared for someone living alone or far away ('if she falls or gets chest pain', 'if she bleeds at night'), told with a conditional the engine does not read as an 'if'; Hindi 'agar … hai' is also said of what is happening now, so conditionals are not cleared without more; the safe side.",
  'అక్కకి డెలివరీ అయిన మొదటి నెలలో కొంచెం కొంచెం బ్లీడింగ్ ఉండేది, డాక్టర్ మామూలే అన్నారు, ఇప్పుడు ఆగిపోయింది. అక్క బాగుంది, ఎప్పటి నుంచి వాకింగ్ చేయొచ్చని అడిగింది.':
    "[te-IN] Round 34: a bleeding after someone else's delivery, told as past and stopped or handled in hospital, with no time ago the engine counts; clearing it without a time would also clear a fresh one said to have eased; the safe side.",
  'అమ్మ ఒంటరిగా ఉంటుంది, రాత్రి కింద పడినా, ఛాతీ నొప్పి వచ్చినా ఎవరినీ పిలవలేదేమో అని భయం. ముందే ఏం ఏర్పాట్లు చేసి పెట్టొచ్చు?':
    "[te-IN] Round 34: a danger feared for someone living alone or far away ('if she falls or gets chest pain', 'if she bleeds at night'), told with a conditional the engine does not read as an 'if'; Hindi 'agar … hai' is also said of what is happening now, so conditionals are not cleared without more; the safe side.",
  "వీడియో కాల్‌లో నాన్న చెప్పారు మేడ మీద గాలిపటం ఎగరేస్తూ 'ఊపిరి ఆగిపోయింది' అని, నిజానికి కొంచెం ఆయాసం వచ్చింది, రెండు నిమిషాలు కూర్చుంటే సర్దుకుంది. 55 ఏళ్ళు, రోజూ వాకింగ్ చేస్తారు.":
    "[te-IN] Round 34: 'my breath stopped' quoted and then corrected ('actually a little breathless, settled in two minutes'); the correction is not read; the safe side.",
  'Maga ge ondoovare varsha, 4 tingaLa hinde jvaradalli ondu sala fits bandittu, doctor febrile seizure anta heLidru. Eega chennaagide, amma keLtidaare mattomme bandre enu maaDbeku anta.':
    "[kn-IN] Round 34: one fever fit months ago, 'eega chennaagide' (well now) in Latin-letter Kannada not among the well-now words; the safe side.",
  'ನನ್ನ ತಂಗಿ ಗರ್ಭಿಣಿ, ಊರಲ್ಲಿದಾಳೆ. ಒಂದು ವೇಳೆ ರಾತ್ರಿ ರಕ್ತಸ್ರಾವ ಆದ್ರೆ ಹತ್ತಿರ ಆಸ್ಪತ್ರೆ ಇಲ್ಲ, ಅದಕ್ಕೆ ಈಗಲೇ ಪ್ಲಾನ್ ಮಾಡ್ಬೇಕು ಅಂತಿದೀನಿ, ಸದ್ಯಕ್ಕೆ ಅವಳಿಗೆ ಏನೂ ತೊಂದರೆ ಇಲ್ಲ.':
    "[kn-IN] Round 34: a danger feared for someone living alone or far away ('if she falls or gets chest pain', 'if she bleeds at night'), told with a conditional the engine does not read as an 'if'; Hindi 'agar … hai' is also said of what is happening now, so conditionals are not cleared without more; the safe side.",
  'Mhari bahan pet su hai, gaam mein rahve. Kade raat ne lohi chaalu ho jaave to najdik aspatal koni, isu abaar su plan karno hai, abhi bine kiin takleef koni.':
    "[mr-IN] Round 34: a danger feared for someone living alone or far away ('if she falls or gets chest pain', 'if she bleeds at night'), told with a conditional the engine does not read as an 'if'; Hindi 'agar … hai' is also said of what is happening now, so conditionals are not cleared without more; the safe side.",
  'नाईट शिफ्टमध्ये सहकाऱ्याने सांगितलं की त्याच्या काकांना स्ट्रोक आला तेव्हा काय-काय झालं; मला ती लक्षणं नीट माहिती हवीत म्हणजे गावी आईला सांगता येईल. तिला आत्ता काही त्रास नाही.':
    "[mar-IN] Round 34: a colleague's uncle's stroke, no time given, asked about for its signs; without a time ago a named stroke is not cleared; the safe side.",
  'ನನ್ನ ಅಕ್ಕನಿಗೆ ಡೆಲಿವರಿ ಆದಾಗ ತುಂಬಾ ರಕ್ತ ಹೋಗಿತ್ತು, ಡಾಕ್ಟರ್ ಸರಿ ಮಾಡಿದ್ರು, ಈಗ ಅಮ್ಮ ಮಗು ಇಬ್ರೂ ಚೆನ್ನಾಗಿದಾರೆ. ನಾನು ಈಗ ಮೂರು ತಿಂಗಳು ಗರ್ಭಿಣಿ, ಆರಾಮಾಗಿದೀನಿ, ಹೆಚ್ಚುವರಿ ಟೆಸ್ಟ್ ಏನಾದ್ರೂ ಮಾಡಿಸಬೇಕಾ?':
    "[kn-IN] Round 33: a sister's delivery bleeding that ended well, told beside the writer's own pregnancy with no time ago, is read as a bleeding in pregnancy; clearing it without a time would also clear 'bleeding a lot, doctor saw her, now fine' told of the writer; the safe side.",
  'Nanna magalige 2 tingalu aadaga lasike haakisidaaga swalpa jwara bandittu, ondu dinadalli hoytu, ivaga 6 tingalu. Mundina lasike ge Sunday PHC open irutta?':
    "[kn-IN] Round 33: an age told with 'when' ('2 tingalu aadaga', when she was two months) is read as the child's age now, so a fever gone long ago meets the young-infant fever rule; the safe side.",
  'म्हारी जेठाणी रै जापा में घणो खून गयो हो, पण डागदरां संभाळ लियो, अबै मां टाबर दोनूं ठीक है। म्हनै तीजो महीनो चाल रियो है, सब ठीक है, म्हनै भी कोई जादा जांच करावणी पड़सी कांई?':
    "[mr-IN] Round 33: as the Kannada sister's delivery above: another woman's past delivery bleeding, no time ago, beside the writer's pregnancy; the safe side.",
  "I'm 30 weeks pregnant. When I'm busy at work the baby's movements feel less, but when I lie on my left side after lunch she kicks more than 10 times in an hour. Is that normal? And my husband wants to know if I can travel by train to my mother's place next month.":
    "[en-IN] Round 29: movements 'feel less' is read as reduced fetal movements, an emergency; a normal kick count told beside it is not read, and RCOG would still have it checked the same day; the safe side.",
  'Baby 2 mahine ka hai, kal tika laga tha, tab se halka bukhar 99.8 aur thoda chidchida, par doodh achha pee raha aur khel raha. Ye normal hai na? Aur pati ki kamar dard ke liye kya karein?':
    "[hi-IN] Round 29: 'bukhar' in a 2-month-old meets the young-infant fever rule although the reading given, 99.8 °F, is under NICE's 38 °C; readings below that are not yet used to deny a fever; the safe side.",
  'दादा जी के हाथ कई साल से हल्के काँपते हैं, ख़ासकर कप पकड़ते समय, बाक़ी सब ठीक है, बोलना-चलना सामान्य। क्या ये लकवे की शुरुआत है? किस डॉक्टर को दिखाएँ? और दादी की आँख का ऑपरेशन कब कराएँ?':
    "[hi-IN] Round 29: 'लकवे' named only inside a question ('is this the start of paralysis?') still reads as one-sided weakness; a stroke word asked about, with no sign told, is not yet told apart; the safe side.",
  'Kal khet ch pair te saap ne kaateya si, par asi vekhya oh dhaman si, zehrila nahi hunda. 2 din ho gaye, bas do chhote jehe nishan, koi sojh nahi, koi dard nahi, sab theek. Fer vi TT da teeka lagwauna chahida?':
    "[pa-IN] Round 29: a bite by a rat snake ('dhaman') said to be non-venomous, two days ago, with two small marks; a bite with fang marks is kept an emergency whatever snake is named, because bites are often misidentified (WHO SEARO); the safe side.",
  'amar 1 maser meye ghumer moddhe hotath chomke uthe haat pa chhore dey, tarpor abar ghumiye pore. dudh bhalo khay, kanna o swabhabik. eta ki khichuni? porer sopthaher tikar dine jiggesh korlei hobe?':
    "[bn-IN] Round 29: a 1-month-old's startle in sleep asked about as 'is this a fit?'; the fit word in the question is read as a fit, and a startle in a young baby is not cleared without a doctor; the safe side.",
  'thatha ku kai nadukkam pala varusham ah irukku, tea cup pudikkumbodhu mattum, maaradhu illa, vera onnum illa. idhu fits ah? eppo neurologist paakanum?':
    "[ta-IN] Round 29: a years-long tremor asked about as 'is this fits?'; the fit word inside the question is read as a fit; the safe side.",
  'maa chelli ki 2nd month, ippudu emi problem ledu. pregnancy lo bleeding aithe edi danger, edi kaadu ani mundugaane telusukovali. emaina list undha?':
    "[te-IN] Round 29: Telugu 'aithe' is both 'if' and 'as for' ('bleeding aithe avutondi' is bleeding now), so a bleeding said with it is not taken as one that may come; the safe side.",
  "naa friend tho suicide gurinchi movie chusam. tarvata vaadu 'nenu alanti aalochana eppudu cheyyanu, movie baagundi anthe' annadu. kaani depression lakshanalu ela gurtupattalo telusukovali, emaina booklet undha?":
    "[te-IN] Round 29: suicide named as a film's subject, with no character word and a friend's low mood asked about; a suicide word is kept a crisis (with Tele-MANAS 14416) unless it is plainly fiction or a figure of speech; the safe side.",
  'दादोसा नै छाती में दरद होयो हो जद ईसीजी अर टेस्ट सगळा नॉर्मल आया, डाक्टर कैयो मांसपेसी रो है। अबै दरद कोनी। बै रोज घूमण जा सकै कांई? अर म्हारी मां रो बीपी 140/90 आवै, लूण कम करां?':
    "[mr-IN] Round 29: a grandfather's past chest pain, checked and gone, and the mother's BP 140/90 in the same message are read as one person's chest pain with high BP; two people in a message are not yet told apart; the safe side.",
  'mhari saheli psychology padhe, college me aatmhatya rokan pe talk deno hai. Tele-MANAS ro number kai hai ar chetavni ra lakshan kai kai hai, list bata do.':
    '[mr-IN] Round 29: suicide named as the subject of a college talk; a suicide word is kept a crisis reply (which gives 14416, asked for here) unless it is plainly fiction or a figure of speech; the safe side.',
  'टीवी माथै किसान री आत्महत्या री खबर आई, म्हारो दस बरस रो छोरो पूछै मरणो कांई होवै। म्हारा घर में सगळा ठीक है। टाबरां नै इसी बात कियां समझावां?':
    "[mr-IN] Round 29: a farmer's suicide in the TV news, asked about to explain to a child; news is not a character of a film, so the fiction reading does not clear it; the safe side.",
  'દાદાને બે મહિના પહેલા બેલ્સ પાલ્સી થયો હતો મોઢું વાંકું થયું હતું હવે લગભગ સારું છે હાથ પગ બરાબર છે આંખમાં ટીપાં ક્યાં સુધી નાખવાના':
    "[gu-IN] Round 29: a face turned two months ago by Bell's palsy, nearly well now; only a stroke sign years ago or last year is read as history, not months ago; the safe side.",
  'mari friend hospital ma nurse che, ena ward ma ek patient e aatmahatya no prayas karyo hato, have stable che. e puchhe che family ne kem samjavvu. Tele-MANAS gujarati ma vaat kare?':
    "[gu-IN] Round 29: a ward patient's past suicide attempt, now stable, asked about by a nurse; a suicide word is kept a crisis reply (with 14416) unless plainly fiction or a figure of speech; the safe side.",
  'ಹುಟ್ಟಿ 15 ದಿನ ಆದ ಮಗುಗೆ ಸೀನು ಬಿಕ್ಕಳಿಕೆ ಹಾಲು ಚೆನ್ನಾಗಿ ಕುಡಿತಿದೆ ಜ್ವರ ಇಲ್ಲ':
    "[kn-IN] Round 27: the not-feeding phrase 'ಮಗು … ಹಾಲು … ಕುಡಿತಾ ಇಲ್ಲ' reaches over 'ಜ್ವರ' and takes its 'ಇಲ್ಲ', so 'no fever' is read as fever in a 15-day-old; the safe side.",
  'Khet mein aaj ek saanp dekhyo, kisi ne kaatyo kono, bhaag gyo. Tabran ne khet mein bhejno safe hai ka, koi upaay?':
    "[mr-IN] Round 26: 'kaatyo kono' (did not bite) ends in Marwari 'kono' (not), which is not a negation word: in Bengali typed in Latin letters 'kono' means 'any', so it would deny Bengali symptoms; the safe side.",
  'which bleeding in pregnancy is dangerous? asking for my cousin due in march, she is fine now':
    "[en-IN] Round 22: a question asked for a cousin who is fine now, but 'bleeding in pregnancy' still matches the pregnancy-bleeding symptom and no shared asking-ahead word ('asking for my cousin', 'she is fine now') clears it; the safe side.",
  'son had fever fit when he was 2, now he is 6 with fever 100, playing and eating, any risk?':
    "[en-IN] Round 22: a febrile fit years ago ('when he was 2') is still read as a fit now, since the shared lists have no past-history reading for 'had … when he was'; the safe side.",
  'my eye is twitching since 2 days, is this a type of fit?':
    "[en-IN] Round 22: 'is this a type of fit?' matches the English seizure word 'fit' and the shared lists do not read an eyelid twitch or a question as no fit; the safe side.",
  'bete ko 2 saal ki umar me bukhar wala jhatka aaya tha, ab 6 saal ka hai halka bukhar 100 hai, khel raha hai, koi khatra?':
    "[hi-IN] Round 22: a febrile fit at age 2 ('2 saal ki umar me … aaya tha') is still read as a fit now, with no shared past-history reading; the safe side.",
  'munde nu 2 saal di umar ch bukhar wala jhatka aaya si, hun 6 saal da te halka bukhar 100, khed reha, koi khatra?':
    "[pa-IN] Round 22: a febrile fit at age 2 ('2 saal di umar ch … aaya si') is still read as a fit now, with no shared past-history reading; the safe side.",
  'en paiyan ku 5 vayasula oru dhadava fits vandhuchu, ippo 12, 7 varusham onnum illa. school trip anuppalama?':
    "[ta-IN] Round 22: one fit at age 5 and none for 7 years, but 'ippo 12' (now 12 years old) reads 'ippo' as a fit happening now (shared RECENT_WORDS) and '7 varusham onnum illa' is not a shared NOT_ONCE phrase, so the fit-free-years look-alike does not clear it; the safe side.",
  'abbayi ki 5 yella vayasulo okasari fits vachindi, ippudu 12, 7 yellu emi ledu. school trip pampavacha?':
    "[te-IN] Round 22: one fit at age 5 and none for 7 years, but 'ippudu 12' (now 12 years old) reads 'ippudu' as a fit happening now (shared RECENT_WORDS) and '7 yellu emi ledu' is not a shared NOT_ONCE phrase, so the fit-free-years look-alike does not clear it; the safe side.",
  'huduga ge 5 varsha iddaga ondsala fits bandittu, eega 12, 7 varsha enu illa. school trip kalisbahuda?':
    "[kn-IN] Round 22: one childhood fit 7 years ago ('5 varsha iddaga', when he was five) is not read as history because 'iddaga' is in no shared childhood/ago list, so 'fits' counts as a fit now; the safe side.",
  'chhora ne 5 saal ri umar me ek baar mirgi aayi hi, ab 12 ro hai, 7 saal su kai koni. school trip bhej sakaan?':
    "[mr-IN] Round 22: one fit at age five ('5 saal ri umar me') is not read as history because 'umar me' is in no shared childhood/ago list, so 'mirgi aayi' counts as a fit now; the safe side.",
  'dikra ne 2 varas ni umare tav vali khench aavi hati, have 6 varas no che halko tav 100, rame che, koi jokham?':
    "[gu-IN] Round 22: a febrile fit at age 2 told as history, 'varas ni umare' (at the age of) is not a childhood/past word in the shared list, so the old fit reads as today's seizure; the safe side.",
  'mulala 5 varshacha astana ekda fit aali hoti, aata 12 cha ahe, 7 varsha kahi nahi. school trip la pathvu ka?':
    "[mar-IN] Round 22: one fit at age five ('5 varshacha astana') is not read as history because 'astana' is in no shared childhood/ago list, so 'fit aali' counts as a fit now; the safe side.",
  'ਪਿਛਲੀ ਵਾਰ ਮਿਸਕੈਰਿਜ ਹੋਇਆ ਸੀ ਤੇ ਬਹੁਤ ਖੂਨ ਗਿਆ ਸੀ, ਹੁਣ ਫੇਰ ਪ੍ਰੈਗਨੈਂਟ ਆਂ, ਸਭ ਠੀਕ ਚੱਲਦਾ, ਕਿਹੜੇ ਟੈਸਟ ਕਰਵਾਈਏ?':
    "[pa-IN] Round 20: heavy bleeding in a miscarriage 'last time', pregnant again and well: bleeding in a message about a pregnancy is read across the message, and 'last time' is not history; the safe side.",
  'gym e kal onek bench press korechi, aj buker muscle e byatha, hat tulle lage, tiple byatha kore, shash kosto ba gham kichui nei':
    "[bn-IN] Round 20: chest muscle pain after the gym with 'shash kosto ba gham kichui nei' (no breathlessness or sweat at all) in Latin letters: the 'nothing at all' after a list joined by 'ba' does not yet deny the list; the safe side.",
  'ghumer modhye majhe majhe pa ta jhaki diye othe, ghum bhenge jay, abar ghumiye pori. eta ki khichuni?':
    "[bn-IN] Round 20: leg jerks in sleep asked about ('is this a fit?'): a fit only asked about is not yet told from one that happened; the safe side.",
  'பக்கவாதம் வந்தா முதல்ல என்ன பண்ணனும்னு ஸ்கூல் ப்ராஜெக்டுக்கு எழுதணும், அறிகுறிகள் என்னென்ன?':
    '[ta-IN] Round 20: what to do for a stroke, asked for a school project: only questions about bites are cleared as questions; the safe side.',
  'ಮೀಟಿಂಗ್‌ನಲ್ಲಿ ಬಾಸ್ ಮಾತು ಕೇಳಿ ನನಗೆ ಲಕ್ವಾ ಹೊಡೆದ ಹಾಗಾಯ್ತು 😂 ಬಾಯಿಂದ ಒಂದು ಮಾತೂ ಬರ್ಲಿಲ್ಲ':
    "[kn-IN] Round 20: 'I felt struck by a stroke' hearing the boss, with 😂: a laugh clears only the hyperbole of heart attacks and fits, kept so on purpose for stroke signs; the safe side.",
  'hinde pregnancy alli bleeding aagittu, ivaga eradane pregnancy 5th month, ella normal, scan chennagide. iron tablet yavaga togobeku?':
    "[kn-IN] Round 20: bleeding in an earlier pregnancy, now pregnant and well: 'previous pregnancy' is not yet read as history; the safe side.",
  'ಎರಡು ತಿಂಗಳ ಮಗುಗೆ ನಾಳೆ ಲಸಿಕೆ ಹಾಕಿಸ್ಬೇಕು, ಆಮೇಲೆ ಜ್ವರ ಬಂದ್ರೆ ಯಾವ ಸಿರಪ್ ಕೊಡ್ಬೇಕು? ಈಗ ಆರೋಗ್ಯವಾಗಿದೆ.':
    "[kn-IN] Round 20: a two-month-old's vaccine tomorrow, 'if fever comes later, which medicine?': a fever said only as a condition is not yet read as absent; the safe side.",
  "बॉस री बातां सुण'र म्हनै तो लकवो मारग्यो जाणै 😂 मीटिंग में कीं बोल ई कोनी सक्यो":
    "[mr-IN] Round 20: 'as if a stroke hit me' hearing the boss, with 😂: as the Kannada one, a laugh does not clear stroke signs, on purpose; the safe side.",
  'lakva zalyavar suruvatila kay lakshane distat? amchya gavat ek ajobanna zala hota mhanun vichartoy, gharat sagle thik ahet':
    "[mar-IN] Round 20: 'what are the first signs after a stroke?' asked for a villager: a question about a stroke's signs is read as one; the safe side.",
  'पिछला बेर गर्भ गिर गइल रहे आ बहुत खून गइल रहे, अब फेर पेट से बानी, सब ठीक चलत बा, कवन जाँच करवाईं?':
    "[bh-IN] Round 20: a miscarriage with heavy bleeding 'last time', pregnant again and well: 'last time' is not history, and bleeding is read across the message; the safe side.",
  'delivery ne do mahina hoya, ab mahino wapas aayo, pelan jitro hi khoon, dard koni. aa thik hai kai?':
    "[mr-IN] The first period two months after a delivery, 'as much blood as before' (round 18): any bleeding in a message about a delivery is read as bleeding after childbirth; a period coming back is not yet told apart; the safe side.",
  'என் பையனுக்கு எட்டு வயசுல ஒரு தடவை வலிப்பு வந்தது, இப்போ பதினாறு, அதுக்கப்புறம் ஒண்ணும் இல்ல. அவன் ஸ்விம்மிங் கிளாஸ் போகலாமா?':
    "[ta-IN] One fit at age eight, nothing since (round 18): an age said in words is not read as 'years ago', and 'nothing after that' cannot be listed safely (words may sit inside a phrase, so it also matched 'afterwards remembers nothing'); the safe side.",
  'మా అమ్మాయికి ఏడేళ్ళప్పుడు ఒకసారి ఫిట్స్ వచ్చింది, ఇప్పుడు పదిహేను, ఆ తర్వాత ఏమీ లేదు. డ్రైవింగ్ నేర్చుకోవచ్చా?':
    '[te-IN] The same: one fit at age seven, nothing since, in Telugu (round 18).',
  'பக்கத்து வீட்டு பையன் கிரிக்கெட் விளையாடும்போது நெஞ்சுல பந்து பட்டுச்சு லேசா வலிக்குது ஆனா ஓடி விளையாடுறான் ஐஸ் வைக்கலாமா':
    '[ta-IN] A cricket ball hit the chest, a little pain, the boy still running about (round 17): no reading yet takes a blow to the chest as the cause of chest pain; the safe side.',
  'என் வீட்டுக்காரர் தூக்கத்துல கால் மட்டும் ஒரு தடவை உதறுது அவருக்கு ஒன்னும் தெரியாது காலைல நல்லா எழுந்துடறாரு இது வலிப்பா':
    "[ta-IN] One leg jerking once in sleep, asked 'is this a fit?' (round 17): the question names a fit and only the sleep-start reading (falling asleep with a falling feeling) clears one; the safe side.",
  'మా ఆయనకి నిద్రలో కాలు ఒక్కసారి అదురుతుంది ఆయనకి ఏమీ తెలియదు పొద్దున బాగానే లేస్తాడు ఇది ఫిట్స్ ఆ':
    '[te-IN] The same single leg jerk in sleep asked about as a fit, in Telugu (round 17).',
  'రెండు నెలల పాప అప్పుడప్పుడు తుమ్ముతుంది కానీ బాగా పాలు తాగుతుంది నిద్రపోతుంది జ్వరం లేదు ఊపిరి నార్మల్ గా ఉంది ఇది మామూలేనా':
    "[te-IN] Voice input without commas: 'బాగా … జ్వరం' (high fever) is read across the sentence and the 'not' after it belongs to another phrase; a fever in a two-month-old is an emergency, the safe side.",
  'જૂના કપડાં બધાં આપી દીધાં એક અનાથ આશ્રમમાં મતલબ જે હવે નથી પહેરતી એ મનને સારું લાગે છે':
    "[gu-IN] 'મતલબ … નથી' (no meaning, hopelessness) read across an unpunctuated sentence about giving old clothes to an orphanage.",
  'बसलेलं असताना पटकन उठलं की डोळ्यासमोर थोडी अंधारी येते आणि चक्कर येते एका सेकंदात ठीक होतं':
    '[mar-IN] Darkness before the eyes for a second on standing up (postural dizziness) is read as sudden loss of vision.',
  'দাদুর মুখটা একদিকে বেঁকে আছে দেখে নতুন বউমা ভয় পেয়েছে, কিন্তু ওটা দশ বছর আগে স্ট্রোক হওয়ার পর থেকেই এরকম। আজ নতুন কিছু হয়নি, দাদু দিব্যি খাচ্ছেন, গল্প করছেন।':
    "[bn-IN] A face turned to one side since a stroke ten years ago (round 11): the 'years ago' is read in its own sentence, so the drooping face in the sentence before still counts as new.",
  'পুকুরে অনেকক্ষণ সাঁতার কেটে ওঠার পর ছেলের ঠোঁট একটু নীলচে আর গা কাঁপছিল, গামছা দিয়ে মুছে রোদে বসিয়ে দেওয়ার পর এখন ঠোঁট লাল, হাসছে খেলছে।':
    "[bn-IN] Lips bluish from cold water that are pink again now (round 11): no reading yet lets 'now red' undo 'bluish'.",
  'ঝোপ থেকে বেরোনোর সময় পায়ে কিছু একটা ফুটল, দুটো ছোট লাল দাগ। সাপ ভেবে ভয় পেয়েছিলাম, কিন্তু দেখি পাশেই কাঁটাঝোপ, একটা কাঁটা চামড়ায় আটকে ছিল। ফোলা নেই, ব্যথাও প্রায় নেই।':
    '[bn-IN] A thorn with two small red marks (round 11): two puncture marks keep a bite a snake bite even when a thorn is blamed, since that is how krait bites are missed; the safe side.',
  'polam lo paamu kaatindi anukunnam, chooste mulla gucchukundi, chinna gaatu, konchem raktam vachindi anthe':
    '[te-IN] A thorn taken for a snake bite, with a little blood (round 12): blood keeps a bite a possible snake bite; the safe side.',
  'বিয়েবাড়িতে দাদার নাচ দেখে এত হেসেছি যে দম বন্ধ হয়ে যাচ্ছিল, পেটে খিল ধরে গেছে 😂':
    "[bn-IN] Laughing so hard the breath stopped and the belly cramped (round 14): no reading yet lets laughter ('এত হেসেছি যে', '😂') undo 'দম বন্ধ হয়ে যাচ্ছিল'.",
  'ayyo full cringe, stage meeda dance chestu jaari padipoya, ippude velli chachipovalani undi 🤡😂':
    "[te-IN] 'I want to go and die right now 🤡😂' after falling on stage (round 15): a wish to die is taken as said even when laughed off, so this stays an emergency — the safe side, chosen on purpose.",
  'हंस हंस के दम घुट गया कल कॉमेडी देख के, पेट मे दरद अभी भी':
    '[hi-IN] Laughing till the breath stopped yesterday, belly sore still (round 30): laughter without a typed laugh or emoji is not read as the cause, and a pain blocks the joke reading; the safe side.',
  'ਹੱਸ ਹੱਸ ਕੇ ਸਾਹ ਨੀ ਆਉਦਾ ਸੀ ਕੱਲ ਕਮੇਡੀ ਦੇਖ ਕੇ, ਹੁਣ ਪਸਲੀਆਂ ਦੁਖਦੀਆਂ':
    '[pa-IN] The same laughter yesterday, ribs sore now (round 30): not read as the cause; the safe side.',
  'ನಮ್ಮ ಊರಲ್ಲಿ ಒಬ್ರಿಗೆ ಹಾವು ಕಚ್ಚಿ ಸತ್ರಂತೆ ಹಾವು ಕಚ್ಚಿದ್ರೆ ಮೊದ್ಲು ಏನು ಮಾಡಬೇಕು':
    '[kn-IN] Someone in the village died of a bite, they say; what to do if one bites (round 30): a bite told as hearsay of another person is still read as a bite; the safe side.',
  'ગામ મા એક ને સાપ કરડ્યો હતો સાપ કરડે તો પેલા શુ કરવુ':
    "[gu-IN] Someone in the village was bitten; what to do first if one bites (round 30): the told bite outside the 'if' is read as a bite (the 'if' words now match only whole, so 'it bit' is never read as 'if it bites'); the safe side.",
  "My son had a febrile seizure last year at 2 yrs. Now he's 3 and has a mild cold, no fever. Should I worry about fits again?":
    "[en-IN] A fit last year, asked about as a worry now (round 31): 'worry about fits again' is read as a fit told now — no reading yet tells a worry about a fit from a fit; the safe side.",
  "ਮੁੰਡੇ ਨੂੰ ਪਿਛਲੇ ਸਾਲ 2 ਸਾਲ ਦੀ ਉਮਰ 'ਚ ਬੁਖਾਰ ਨਾਲ ਝਟਕੇ ਆਏ ਸੀ। ਹੁਣ 3 ਦਾ, ਹਲਕਾ ਜ਼ੁਕਾਮ, ਬੁਖਾਰ ਨਹੀਂ। ਫੇਰ ਦੌਰੇ ਦੀ ਫ਼ਿਕਰ ਕਰਾਂ?":
    '[pa-IN] The same worry about a fit coming again (round 31): read as a fit told now; the safe side.',
  'நேத்து ராத்திரி நெஞ்சு படபடப்பும் கொஞ்சம் வலியும் இருந்துச்சு, பயந்துட்டேன். இன்னைக்கு ஆஸ்பத்திரில ECG, ட்ரோபோனின் எல்லாம் பார்த்தாங்க, எல்லாம் நார்மல்னு சொன்னாங்க, இப்போ ஒண்ணும் இல்ல. இன்னும் ஏதாவது பண்ணணுமா?':
    '[ta-IN] Chest pain last night, ECG and troponin normal in hospital today, nothing now (round 31): no reading yet clears a chest pain checked and gone; the safe side.',
  'maagchya pregnancy madhe bleeding zala hota mhanun bhiti vatte. aata 4 mahine, sagla normal ahe, sonography pan changli. pravas karu shakte ka?':
    "[mar-IN] Bleeding in the last pregnancy, all normal in this one (round 31): the earlier-pregnancy reading needs a word for the next pregnancy, and 'aata 4 mahine' is not one; the safe side.",
  'aamchya gavat eka mansala saap chavun to gela asa aikla. amhi shetat jato, kay kalji ghyavi? gumboot ghalave ka?':
    "[mar-IN] A village bite heard of, before a question about care (round 31): 'to gela' (he went, died) is too common a word to read as a death, so the hearsay reading does not apply; the safe side.",
  'सासू माँ की बातें सुन के खून खौल जाता है, किसी दिन मेरा बीपी फट जाएगा':
    "[hi-IN] 'My blood boils' at a mother-in-law's words (round 32): a Bhojpuri bleeding phrase ('खून … जात') is read across the idiom's 'खौल'; the safe side.",
  'itno hansyo ke pet dukhan lagyo, thodi der saans koni aayo, pachhe thik':
    '[mr-IN] Laughed till the breath stopped a while, fine after (round 32): laughter is not read as the cause in Latin-letter Marwari, as in the earlier laughing gaps; the safe side.',
  'etlu hasyo ke pet dukhva lagyu, thodi vaar shwas j na aavyo, pachi saru':
    '[gu-IN] The same laughter in Latin-letter Gujarati (round 32); the safe side.',
};

import type { AssistantLanguage } from '@arogya/contracts/assistant';
import { ORDINARY_PROBES_BH_IN } from './ordinary-probes/bh-IN';
import { ORDINARY_PROBES_BN_IN } from './ordinary-probes/bn-IN';
import { ORDINARY_PROBES_EN_IN } from './ordinary-probes/en-IN';
import { ORDINARY_PROBES_GU_IN } from './ordinary-probes/gu-IN';
import { ORDINARY_PROBES_HI_IN } from './ordinary-probes/hi-IN';
import { ORDINARY_PROBES_KN_IN } from './ordinary-probes/kn-IN';
import { ORDINARY_PROBES_MAR_IN } from './ordinary-probes/mar-IN';
import { ORDINARY_PROBES_MR_IN } from './ordinary-probes/mr-IN';
import { ORDINARY_PROBES_PA_IN } from './ordinary-probes/pa-IN';
import { ORDINARY_PROBES_TA_IN } from './ordinary-probes/ta-IN';
import { ORDINARY_PROBES_TE_IN } from './ordinary-probes/te-IN';

export interface OrdinaryProbe {
  /** The level a careful GP would give it; never an emergency. */
  level: 'urgent' | 'routine' | 'self_care';
  text: string;
}

/**
 * Ordinary probes: 6,028 everyday health messages that are not emergencies (fevers, coughs,
 * stomach upsets, aches, skin, periods, children's and old people's complaints, worries), 548 per
 * language — 100 short and long, 100 long and detailed, 60 near the line (a possible fracture,
 * a burn with blisters, a dog bite, a kidney stone, hives without swelling of the lips) — a third in
 * Latin letters — and 16 each from rounds 23 (in Latin letters) and 24–40, written blind by helpers. They teach the emergency detector what everyday
 * complaints look like, and a test checks that none is answered as an emergency. Blind, the word
 * lists alone answered 39 of the first 1,700, 36 of the 660 near the line, none of round 23's 176, 1 of round 24's 176, 2 of round 25's 176, 1 of round 26's 176, 1 of round 27's 176, 6 of round 28's 176, 3 of round 29's 176, 1 of round 30's 176, 16 of round 31's 176, 7 of round 32's 176, 5 of round 33's 176, 3 of round 34's 176, 7 of round 35's 176, 24 of round 36's 176, 2 of round 37's 176, 6 of round 38's 176, 2 of round 39's 176 and 2 of round 40's 176 (these thirteen with the detector) as emergencies
 * (docs/EVALUATION.md); those were then fixed or listed in KNOWN_ORDINARY_GAPS.
 */
export const ORDINARY_PROBES: Record<AssistantLanguage, readonly OrdinaryProbe[]> = {
  'en-IN': ORDINARY_PROBES_EN_IN,
  'hi-IN': ORDINARY_PROBES_HI_IN,
  'pa-IN': ORDINARY_PROBES_PA_IN,
  'bn-IN': ORDINARY_PROBES_BN_IN,
  'ta-IN': ORDINARY_PROBES_TA_IN,
  'te-IN': ORDINARY_PROBES_TE_IN,
  'kn-IN': ORDINARY_PROBES_KN_IN,
  'mr-IN': ORDINARY_PROBES_MR_IN,
  'gu-IN': ORDINARY_PROBES_GU_IN,
  'mar-IN': ORDINARY_PROBES_MAR_IN,
  'bh-IN': ORDINARY_PROBES_BH_IN,
};

/** Ordinary probes still answered as an emergency, each with why (all on the safe side). */
export const KNOWN_ORDINARY_GAPS: Record<string, string> = {
  'পরশু থেকে জ্বর, গা-হাত-পা ব্যথা। আজ সকালে স্নান করে অফিস যাওয়ার জন্য তৈরি হচ্ছিলাম, তখন দেখি পায়ে লাল লাল ছোপ, দাঁতের মাড়ি থেকে একটু রক্ত। পাড়ায় অনেকের ডেঙ্গু হচ্ছে। ভাবছি গরমে হয়েছে, পেঁপে পাতার রস খাব।':
    '[bn-IN] Round 38 (a story with a harmless guess), written blind in the fourteenth session: fever with a little gum bleeding is answered as an emergency: a WHO dengue warning sign, for which hospital now is defensible (the writer expected urgent); the safe side.',
  'முந்தாநேத்துல இருந்து காய்ச்சல், உடம்பு வலி. இன்னைக்கு காலையில குளிச்சிட்டு ஆபீஸ் கிளம்பும்போது பார்த்தா கால்ல சிவப்பு சிவப்பா புள்ளிகள், பல் ஈறுல லேசா ரத்தம். தெருவுல நிறைய பேருக்கு டெங்கு. உடம்பு சூடுன்னு நினைக்கிறேன், பப்பாளி இலைச்சாறு குடிக்கலாம்னு இருக்கேன்.':
    '[ta-IN] Round 38 (a story with a harmless guess), written blind in the fourteenth session: fever with a little gum bleeding is answered as an emergency: a WHO dengue warning sign, for which hospital now is defensible (the writer expected urgent); the safe side.',
  'మొన్నటి నుంచి జ్వరం, ఒళ్లు నొప్పులు. ఈరోజు పొద్దున స్నానం చేసి ఆఫీస్ కి రెడీ అవుతుంటే కాళ్ల మీద ఎర్రటి చుక్కలు, చిగుళ్ల నుంచి కొంచెం రక్తం. మా వీధిలో చాలామందికి డెంగ్యూ. వేడి చేసిందేమో, బొప్పాయి ఆకు రసం తాగుతా అనుకుంటున్నా.':
    '[te-IN] Round 38 (a story with a harmless guess), written blind in the fourteenth session: fever with a little gum bleeding is answered as an emergency: a WHO dengue warning sign, for which hospital now is defensible (the writer expected urgent); the safe side.',
  'Hamar mehraru ke chhati me ek taraf sujan aa laali ba, doodh pilawe me bahut dard, bukhar 101. Bachcha 3 hafta ke ba. Kahe me sharam lagat rahe, ehi se der bhail.':
    "[bh-IN] Round 39 (shy and euphemistic), written blind in the fourteenth session: the baby's age ('3 hafta') is read as the patient's, so the mother's fever is a young infant's; the safe side.",
  'म्हारो छोरो च्यार बरस रो है, काल सूं उल्टी-दस्त होवै, आठ-दस बार होग्या। पाणी पीवै, पेसाब करै है पण थोड़ो, अर दिन में सुस्त सो है। खेलतां बरसात रो भरियोड़ो पाणी पी लियो हो।':
    "[mr-IN] Round 37 (work and seasons): a four-year-old with diarrhoea who is 'सुस्त सो' (a bit listless) is read as a drowsy child, a WHO danger sign of dehydration; the safe side.",
  'बेटे को दमा है, 9 साल का है। दो दिन से सर्दी-खाँसी है और रात में सांस में सीटी बज रही है, पंप दिन में 4 बार देना पड़ रहा है। बात ठीक से कर रहा है, खेल भी रहा है, पर पंप से पूरा आराम नहीं हो रहा।':
    "[hi-IN] Round 36: an asthmatic child whose pump 'does not give full relief' is kept as an inhaler that does not help (severe breathing difficulty); the safe side.",
  'दस दिन पहले मेरा सिज़ेरियन हुआ था। टाँकों के पास लाली बढ़ गई है, वहाँ से बदबूदार पानी निकल रहा है और कल से बुखार 100-101 है। खून ज़्यादा नहीं आ रहा, बच्चा भी ठीक है।':
    "[hi-IN] Round 36: 'not much blood' ten days after a C-section ('खून ज़्यादा नहीं', 'রক্তপাত বেশি নেই') is read as bleeding after a delivery: 'much' between the blood and the 'not' is not read as a denial, since 'दर्द ज़्यादा नहीं' must not deny the pain; the safe side.",
  'Mummy ko BP hai, aaj check kiya toh 180/105 aaya, do baar naapa. Sir mein halka bhaaripan hai bas, seene mein dard, kamzori ya bolne mein dikkat nahi hai. Subah ki goli li thi. Aaj doctor ko dikhana chahiye kya?':
    "[hi-IN] Round 36: a comma list closed by one 'not' ('seene mein dard, kamzori ya bolne mein dikkat nahi hai', 'ಎದೆ ನೋವು, ಕೈಕಾಲು ಜೋಮು … ಏನೂ ಇಲ್ಲ') denies only its last item, so a high BP reading reads chest pain; the safe side.",
  'Main 5 mahine pregnant haan, pehla bachcha operation naal hoya si. Do din ton pishaab ch jalan, kal raat ton kamar de sajje paase dard te 101 bukhar, kamb ke thand lagdi hai. Bachcha hilda hai, khoon nahi aaya.':
    "[pa-IN] Round 36: a kidney infection in pregnancy (fever, shivering, flank pain) is raised a step by the condition's red flag (NICE: pyelonephritis in pregnancy is admitted); by design.",
  'আমার সিজার হয়েছে দশ দিন আগে। সেলাইয়ের জায়গাটা লাল হয়ে গরম, টিপলে ব্যথা, একটু হলুদ রস বেরোচ্ছে, গায়ে হালকা জ্বর, ৯৯-১০০। রক্তপাত বেশি নেই, বাচ্চাও ভালো আছে।':
    "[bn-IN] Round 36: 'not much blood' ten days after a C-section ('खून ज़्यादा नहीं', 'রক্তপাত বেশি নেই') is read as bleeding after a delivery: 'much' between the blood and the 'not' is not read as a denial, since 'दर्द ज़्यादा नहीं' must not deny the pain; the safe side.",
  'அப்பாவுக்கு ஆறு மாசம் முன்னாடி ஸ்ட்ரோக் வந்துச்சு, இப்போ இடது கை கொஞ்சம் பலவீனமா இருக்கு, அப்படியே தான் இருக்கு, மோசமாகல. பிசியோதெரபி இன்னும் தொடரணுமா, எந்த டாக்டர பார்க்கலாம்?':
    "[ta-IN] Round 36: a stroke six months ago with the weakness left from it unchanged ('அப்படியே தான் இருக்கு, மோசமாகல'): months ago is not read as a stroke's past (only years are), so the weakness reads as new; the safe side.",
  'ఐదో నెల నడుస్తోంది, మొదటి కాన్పు సిజేరియన్ అయింది. రెండు రోజులుగా మూత్రంలో మంట, నడుము పక్కన నొప్పి, జ్వరం 101, వణుకు. రక్తస్రావం ఏమీ లేదు, బిడ్డ బాగానే కదులుతోంది.':
    "[te-IN] Round 36: a kidney infection in pregnancy (fever, shivering, flank pain) is raised a step by the condition's red flag (NICE: pyelonephritis in pregnancy is admitted); by design.",
  'ನನಗೆ ಎಂಟು ವರ್ಷದಿಂದ ಬಿಪಿ. ಮನೆಯಲ್ಲಿ ಮಷೀನ್‌ನಲ್ಲಿ ನೋಡಿದೆ, ಬೆಳಿಗ್ಗೆ 182/104, ಅರ್ಧ ಗಂಟೆ ಬಿಟ್ಟು ಮತ್ತೆ 178/100. ಹಿಂದಿನ ತಲೆಯಲ್ಲಿ ಸ್ವಲ್ಪ ಭಾರ ಅಷ್ಟೇ, ಎದೆ ನೋವು, ಕೈಕಾಲು ಜೋಮು, ಕಣ್ಣು ಮಂಜು ಏನೂ ಇಲ್ಲ. ಮಾತ್ರೆ ಸರಿಯಾಗಿ ತಗೊಂಡಿದ್ದೀನಿ. ಇವತ್ತೇ ಡಾಕ್ಟರ್‌ನ ನೋಡಬೇಕಾ?':
    "[kn-IN] Round 36: a comma list closed by one 'not' ('seene mein dard, kamzori ya bolne mein dikkat nahi hai', 'ಎದೆ ನೋವು, ಕೈಕಾಲು ಜೋಮು … ಏನೂ ಇಲ್ಲ') denies only its last item, so a high BP reading reads chest pain; the safe side.",
  '૩ દિવસથી 103 તાવ છે ને આજે શરીર પર લાલ ટપકાં દેખાયાં, હોસ્ટેલમાં ઘણાને ડેન્ગ્યુ થયો છે. બ્રશ કરતાં પેઢામાંથી થોડું લોહી પણ આવ્યું.':
    "[gu-IN] Round 35: a dengue-like fever with a rash and bleeding gums (or red spots) is answered 'go to hospital now'; WHO dengue guidance makes mucosal bleeding a warning sign for hospital care, so the writer's 'urgent' and the engine's 'emergency' are both defensible; the safe side.",
  '४ दिवसांपासून १०३ ताप आहे, आज अंगावर लाल ठिपके आले आणि हिरड्यांतून थोडं रक्त आलं. आमच्या भागात डेंग्यू पसरलाय.':
    "[mar-IN] Round 35: a dengue-like fever with a rash and bleeding gums (or red spots) is answered 'go to hospital now'; WHO dengue guidance makes mucosal bleeding a warning sign for hospital care, so the writer's 'urgent' and the engine's 'emergency' are both defensible; the safe side.",
  '4 दिन से 103 बुखार बा, आज देह पर लाल-लाल दाना निकलल आ मसूड़ा से तनी खून आइल। मोहल्ला में डेंगू फइलल बा।':
    "[bh-IN] Round 35: a dengue-like fever with a rash and bleeding gums (or red spots) is answered 'go to hospital now'; WHO dengue guidance makes mucosal bleeding a warning sign for hospital care, so the writer's 'urgent' and the engine's 'emergency' are both defensible; the safe side.",
  'मां फोन पे बताई, बापूजी नै तीन दिन सूं 102 ताव, डील दूखै, गाम में डेंगू घणो फैल्योड़ो है। अबार हालै-चालै है पण रोटी कोनी भावै।':
    "[mr-IN] Round 34: 'हालै-चालै है पण रोटी कोनी' (moving about, but not eating) is read across 'है पण' as 'हालै चालै कोनी' (not moving), unresponsive; the safe side.",
  "Mhari lugai ne aathvo mahino hai, aaj dinuge su pag ar mundo sooj gyo, mathe mein thodo dard. Main office su saanjh ne aa'r le jaun to chalsi kai?":
    "[mr-IN] Round 33: swollen face and legs with a headache in the eighth month are read as pre-eclampsia's warning signs, an emergency; NHS says to call the maternity unit or 111 at once, so the writer's 'urgent' and the engine's 'emergency' are both defensible; the safe side.",
  'saanj ne chai koni mile to mathe dard hu jaave haha, chai kam kiyan karu?':
    "[mr-IN] Round 24: 'saanj' (evening) with 'koni mile' (do not get) is heard by the breathing reading as 'saans koni mile' (cannot get breath), which the everyday words do not reach; the safe side.",
  'Wheezing started last night after I cleaned the dusty loft. Took 2 puffs of Asthalin and it settled, I can talk in full sentences. Today my chest still feels a little tight. Should I see my doctor today?':
    "[en-IN] Ordinary: 'chest still feels a little tight' matches chest_tightness, which alone raises the heart-attack rule, and no shared rule clears it after an inhaler that helped; the safe side.",
  'twisted my ankle playing football, very swollen and turning blue, cant put any weight on it':
    "[en-IN] Ordinary: 'turning blue' said of a swollen ankle still reads as blue lips in the shared English lists; the safe side.",
  'धूल वाली सफाई के बाद रात को सीटी जैसी साँस चलने लगी, इनहेलर के दो पफ लिए तो ठीक हो गई। अब आराम से पूरी बात कर पा रहा हूँ। आज थोड़ा सीना भारी लग रहा है, डॉक्टर को दिखाऊँ?':
    "[hi-IN] Ordinary: 'सीना भारी' is chest_tightness, which alone raises the heart-attack rule, and no shared rule clears it after an inhaler that helped; the safe side.",
  '3 हफ्ते से शरीर पर पित्ती निकलती है और चली जाती है, ज़्यादातर रात को। होंठ नहीं सूजते, साँस ठीक।':
    "[hi-IN] Ordinary: the engine's lip-swelling reading (breathing-signs.ts lipSwelling) spans 'होंठ नहीं सूजते' and so covers its own 'not'; the safe side.",
  '3 ਹਫ਼ਤਿਆਂ ਤੋਂ ਸਰੀਰ ਤੇ ਛਪਾਕੀ ਨਿਕਲਦੀ ਤੇ ਚਲੀ ਜਾਂਦੀ, ਜ਼ਿਆਦਾ ਰਾਤ ਨੂੰ। ਬੁੱਲ੍ਹ ਨਹੀਂ ਸੁੱਜਦੇ, ਸਾਹ ਠੀਕ।':
    "[pa-IN] Ordinary: the engine's lip-swelling reading (breathing-signs.ts lipSwelling) spans 'ਬੁੱਲ੍ਹ ਨਹੀਂ ਸੁੱਜਦੇ' and so covers its own 'not'; the safe side.",
  'রোদে কাজ করে মাথা ঘুরছে খুব ঘাম হচ্ছে গা গোলাচ্ছে এখন ছায়ায় বসে জল খাচ্ছি':
    '[bn-IN] Ordinary: heat exhaustion (sun, sweat, dizziness, nausea, resting in shade), the shared rule heart_attack_without_chest_pain excludes only fever, not heat exposure; the safe side.',
  'পড়ে যাওয়ার পর কাঁধটা অদ্ভুত দেখাচ্ছে, হাত ওপরে তুলতে পারছি না। জ্ঞান পুরো আছে, মাথায় চোট নেই। কাঁধ সরে গেছে?':
    "[bn-IN] Ordinary: a shoulder dislocated in a fall, 'হাত ওপরে তুলতে পারছি না' reads as one-sided weakness (stroke) and the learned detector also scores it an emergency; the safe side.",
  'என் 2 வயசு பையன் மேல சூடான டீ கொட்டிடுச்சு. முன்கையில் ஒரு ரூபாய் காசு அளவு கொப்புளம் வந்திருக்கு. உடனே குழாய் தண்ணில காட்டினோம். இப்போ அழுகை நின்னு விளையாடுறான். டாக்டர்கிட்ட காட்டணுமா?':
    "[ta-IN] Ordinary: a coin-sized blister from spilt tea on a 2-year-old's forearm, already cooled and the child playing, still meets the shared young_child_burn rule (any burn under 5 years is an emergency, whatever its size); the safe side.",
  'రేపు ఉద్యోగం ఇంటర్వ్యూ ఉంది. నిన్నటి నుంచి కడుపులో తిప్పుతోంది, నిద్ర రావట్లేదు, చేతులకు చెమటలు పడుతున్నాయి. ఇంతకుముందు పరీక్షల టైంలో కూడా ఇలాగే అయింది. ప్రశాంతంగా ఎలా ఉండాలి?':
    "[te-IN] Ordinary: interview nerves with a churning stomach and sweaty palms ('చేతులకు చెమటలు') read as sweating with nausea, which the shared heart-attack-without-chest-pain rule raises; sweat on the hands is not yet told apart; the safe side.",
  'మా అమ్మగారికి 70 ఏళ్ళు, ఈ ఉదయం బాత్‌రూమ్‌లో జారి పడ్డారు. బాగా మాట్లాడుతున్నారు, తలకి ఏమీ తగలలేదు. కానీ ఎడమ తుంటి దగ్గర నొప్పి, లేచి నిలబడలేకపోతున్నారు. ఏ హాస్పిటల్‌కి తీసుకెళ్ళాలి?':
    "[te-IN] Ordinary: an older woman who slipped, hip pain, cannot stand up, whose 'లేచి నిలబడలేకపోతున్నారు' the shared stroke-signs list ('నిలబడలేక') reads as loss of balance, making stroke a likely rival; the safe side.",
  'ನಾಳೆ ಕೆಲಸದ ಇಂಟರ್ವ್ಯೂ ಇದೆ. ನಿನ್ನೆಯಿಂದ ಹೊಟ್ಟೆ ತೊಳಸುತ್ತೆ, ನಿದ್ದೆ ಬರ್ತಿಲ್ಲ, ಕೈ ಬೆವರುತ್ತೆ. ಮುಂಚೆ ಪರೀಕ್ಷೆ ಟೈಮಲ್ಲೂ ಹೀಗೇ ಆಗ್ತಿತ್ತು. ಹೇಗೆ ಶಾಂತವಾಗಿರೋದು?':
    "[kn-IN] Ordinary: sweaty palms ('ಕೈ ಬೆವರುತ್ತೆ') before an interview are read as sweating and, with the nausea, fire the shared sweating-with-nausea heart-attack rule, which has no nervousness/palms look-alike; the safe side.",
  'झींगा खाया पछै आखा डील में ददोड़ा अर खाज, होठ कोनी सूज्या, सांस ठीक है':
    "[mr-IN] Ordinary: the engine's lip-swelling reading joins 'होठ' and 'सूज्या' across the 'कोनी' between them, so the denial is taken as part of the phrase and the lips count as swollen; the safe side.",
  "म्हारी माँ 73 बरस री है, आज सुबै बाथरूम में फिसळ'र पड़गी। बात-चीत बिल्कुल ठीक करै है, माथै में कीं कोनी लाग्यो। पण डावै कूल्हे में दरद है, ऊभी कोनी हो सकै। कठै लेर जावां?":
    "[mr-IN] Ordinary: 'ऊभी कोनी हो सकै' (cannot stand) after a fall with hip pain is read by the shared stroke signs as loss of balance, and no look-alike clears it for a fall; the safe side.",
  'उन्हात काम करताना चक्कर आल्यासारखं झालं खूप घाम मळमळ आता सावलीत बसलोय पाणी पितोय':
    '[mar-IN] Ordinary: sweating, nausea and dizziness from working in the sun fire the shared sweating-with-nausea heart-attack rule, which has no heat look-alike; the safe side.',
  'माझ्या आईचं वय 72, आज सकाळी बाथरूममध्ये घसरून पडली. नीट बोलतेय, डोक्याला काही लागलं नाही. पण डाव्या खुब्यात दुखतंय, उभं राहता येत नाही. कुठल्या दवाखान्यात न्यावं?':
    "[mar-IN] Ordinary: 'उभं राहता येत नाही' (cannot stand) after a fall with hip pain is read by the shared stroke signs as loss of balance, and no look-alike clears it for a fall; the safe side.",
  '3 हफ्ता से देह पर पित्ती निकलेला आ चल जाला, जादे रात में। ओठ ना फूलेला, साँस ठीक बा।':
    "[bh-IN] Ordinary: hives coming and going, 'ओठ ना फूलेला' has its 'not' between the lip and the swelling word, which the shared lip-swelling reader does not see, so it reads as lip swelling (anaphylaxis); the safe side.",
  'आईला तीन दिवसांपासून १०३ ताप आहे, अंगावर लाल पुरळ आले आणि हिरड्यांतून थोडं रक्त येतंय. आमच्या भागात डेंग्यू चालू आहे.':
    '[mar-IN] Ordinary (round 31): a dengue-like fever with a little bleeding from the gums — WHO counts mucosal bleeding as a dengue warning sign (hospital care), so emergency is defensible where the writer expected urgent.',
  'माई के तीन दिन से 103 बुखार बा, देह पर लाल-लाल दाना निकलल बा आ मसूढ़ा से तनी खून आवत बा। हमनी के इलाका में डेंगू फइलल बा।':
    '[bh-IN] Ordinary (round 31): the same dengue warning sign (bleeding gums); defensible.',
};

/** Marathi (mar-IN) translations of knowledge-base texts: rules. */
export const PHRASES_RULES: Record<string, string> = {
  'This could be a heart attack. Call 108 or 112 now, or go to the nearest emergency department. Sit and rest while you wait; do not drive yourself.':
    'हा हार्ट अटॅक असू शकतो. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा. मदत येईपर्यंत बसून आराम करा; स्वतः गाडी चालवत जाऊ नका.',
  'Chest pain with sweating, breathlessness, sickness or dizziness could be a heart attack. Call 108 or 112 now, or go to the nearest emergency department.':
    'घाम, दम लागणे, मळमळ किंवा चक्कर यांसोबत छातीत दुखत असेल तर तो हार्ट अटॅक असू शकतो. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा.',
  'A racing heart with fainting, chest pain or breathlessness needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'छातीत जोरात धडधड होत असेल आणि सोबत चक्कर येऊन पडणे, छातीत दुखणे किंवा दम लागणे असेल तर तातडीच्या उपचारांची गरज आहे. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा.',
  'Bleeding from the vagina with fainting or feeling faint needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'योनीमार्गातून रक्त जात असेल आणि सोबत चक्कर येऊन पडणे किंवा चक्कर आल्यासारखे वाटत असेल तर तातडीच्या उपचारांची गरज आहे. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा.',
  'A swollen leg with breathlessness or chest pain can be a clot in the lungs. Call 108 or 112 now, or go to the nearest emergency department.':
    'पाय सुजला असेल आणि सोबत दम लागत असेल किंवा छातीत दुखत असेल तर फुफ्फुसात रक्ताची गुठळी असू शकते. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा.',
  'Very high blood pressure with these symptoms is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'या लक्षणांसोबत बीपी खूप जास्त असणे ही इमर्जन्सी आहे. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा.',
  'These are signs of a stroke. Call 108 or 112 now, or go to the nearest emergency department. Note the time the symptoms started — every minute counts.':
    'ही लकव्याची (स्ट्रोकची) लक्षणे आहेत. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा. लक्षणे कधी सुरू झाली ती वेळ लक्षात ठेवा — एक-एक मिनिट महत्त्वाचा आहे.',
  'A headache with weakness, speech, vision changes or confusion could be a stroke or bleeding in the brain. Call 108 or 112 now, or go to the nearest emergency department.':
    'डोकेदुखीसोबत कमजोरी, बोलण्यात किंवा दिसण्यात बदल, किंवा गोंधळ असेल तर तो लकवा (स्ट्रोक) किंवा मेंदूत रक्तस्राव असू शकतो. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा.',
  'A sudden, worst-ever headache can be bleeding in the brain. Call 108 or 112 now, or go to the nearest emergency department.':
    'अचानक, आजपर्यंतची सगळ्यात जास्त डोकेदुखी म्हणजे मेंदूत रक्तस्राव असू शकतो. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा.',
  'Sudden loss of vision needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'अचानक दिसेनासे झाले तर तातडीच्या उपचारांची गरज आहे. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा.',
  'A fit or seizure needs emergency help. Call 108 or 112 now, or go to the nearest emergency department. Lay the person on their side, put nothing in the mouth and time the fit.':
    'फिट किंवा आकडी आल्यास तातडीची मदत लागते. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा. व्यक्तीला एका कुशीवर झोपवा, तोंडात काहीही घालू नका आणि फिट किती वेळ चालली ते घड्याळात पाहा.',
  'A person who is unconscious, very drowsy or suddenly confused needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'बेशुद्ध, खूप गुंगीत असलेल्या किंवा अचानक गोंधळलेल्या व्यक्तीला तातडीच्या उपचारांची गरज आहे. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा.',
  'Fever with a stiff neck can be meningitis. Call 108 or 112 now, or go to the nearest emergency department.':
    'तापासोबत मान ताठ होणे म्हणजे मेंदुज्वर (मेनिंजायटीस) असू शकतो. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा.',
  'A rash that does not fade under a glass can be meningitis or sepsis. Call 108 or 112 now, or go to the nearest emergency department.':
    'ग्लास दाबल्यावरही फिके न होणारे पुरळ मेंदुज्वर (मेनिंजायटीस) किंवा सेप्सिस असू शकते. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा.',
  'Fever with confusion, fits or drowsiness can be brain fever, cerebral malaria or sepsis. Call 108 or 112 now, or go to the nearest emergency department.':
    'तापासोबत गोंधळ, फिट किंवा गुंगी असेल तर तो ब्रेन फीवर (मेंदूला सूज), मेंदूचा मलेरिया किंवा सेप्सिस असू शकतो. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा.',
  'A head injury with vomiting, drowsiness, fits or weakness needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'डोक्याला मार लागल्यानंतर उलटी, गुंगी, फिट किंवा कमजोरी असेल तर तातडीच्या उपचारांची गरज आहे. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा.',
  'Severe breathing difficulty or blue lips is an emergency. Call 108 or 112 now, or go to the nearest emergency department. Sit upright and loosen tight clothing.':
    'श्वास घ्यायला खूप त्रास होणे किंवा ओठ निळे पडणे ही इमर्जन्सी आहे. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा. ताठ बसा आणि घट्ट कपडे सैल करा.',
  'Swelling of the lips, tongue or throat can be a severe allergic reaction. Call 108 or 112 now, or go to the nearest emergency department.':
    'ओठ, जीभ किंवा घसा सुजणे ही गंभीर ॲलर्जी असू शकते. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा.',
  'Hives with breathing difficulty or faintness can be anaphylaxis. Call 108 or 112 now, or go to the nearest emergency department.':
    'अंगावर पित्त उठून श्वास घ्यायला त्रास होत असेल किंवा भोवळ येत असेल तर ती गंभीर ॲलर्जी (ॲनाफिलॅक्सिस) असू शकते. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा.',
  'Coughing blood with breathlessness or chest pain needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'खोकल्यातून रक्त पडत असेल आणि सोबत दम लागत असेल किंवा छातीत दुखत असेल तर तातडीच्या उपचारांची गरज आहे. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा.',
  'Any fever in a baby under 3 months old needs to be seen in hospital now. Call 108 or go to the nearest hospital.':
    '3 महिन्यांपेक्षा लहान बाळाला थोडा जरी ताप आला तरी आत्ताच दवाखान्यात दाखवा. 108 वर फोन करा किंवा जवळच्या दवाखान्यात जा.',
  'These are danger signs in a child. Go to hospital now or call 108; keep the baby warm and keep trying to feed.':
    'ही मुलामधील धोक्याची लक्षणे आहेत. आत्ताच दवाखान्यात जा किंवा 108 वर फोन करा; बाळाला उबदार ठेवा आणि दूध पाजण्याचा प्रयत्न करत राहा.',
  'Fast breathing with fever in a young child can be pneumonia. See a doctor today; go to hospital now if the chest sinks in or the child cannot feed.':
    'लहान मुलाला तापासोबत जलद श्वास चालत असेल तर तो न्यूमोनिया असू शकतो. आजच डॉक्टरांना दाखवा; छाती आत ओढली जात असेल किंवा मूल दूध पिऊ शकत नसेल तर आत्ताच दवाखान्यात जा.',
  'A child with diarrhoea who is drowsy, has sunken eyes, is passing little urine or cannot drink is severely dehydrated. Go to hospital now; give ORS sips on the way.':
    'जुलाब होणारे मूल गुंगीत असेल, त्याचे डोळे खोल गेले असतील, लघवी कमी होत असेल किंवा ते काही पिऊ शकत नसेल, तर त्याच्या शरीरातले पाणी खूप कमी झाले आहे. आत्ताच दवाखान्यात जा; वाटेत ओआरएसचे घोट देत राहा.',
  'You may be getting dehydrated. Keep sipping ORS and see a doctor today; go to hospital if you feel faint or cannot keep fluids down.':
    'तुमच्या शरीरातले पाणी कमी होत असू शकते. ओआरएसचे घोट घेत राहा आणि आजच डॉक्टरांना दाखवा; भोवळ येत असेल किंवा पाणी पोटात टिकत नसेल तर दवाखान्यात जा.',
  'Heavy bleeding in pregnancy or after childbirth is an emergency. Call 108 (or 102) and go to the nearest hospital with a labour room now.':
    'गरोदरपणात किंवा बाळंतपणानंतर जास्त रक्तस्राव होणे ही इमर्जन्सी आहे. 108 (किंवा 102) वर फोन करा आणि आत्ताच प्रसूती कक्ष (लेबर रूम) असलेल्या जवळच्या दवाखान्यात जा.',
  'Bleeding in pregnancy can be dangerous for mother and baby. Go to the hospital labour room now or call 108.':
    'गरोदरपणात रक्त जाणे आई आणि बाळ दोघांसाठी धोकादायक असू शकते. आत्ताच दवाखान्याच्या प्रसूती कक्षात (लेबर रूम) जा किंवा 108 वर फोन करा.',
  'These are danger signs in pregnancy. Go to the hospital labour room now or call 108.':
    'ही गरोदरपणातील धोक्याची लक्षणे आहेत. आत्ताच दवाखान्याच्या प्रसूती कक्षात (लेबर रूम) जा किंवा 108 वर फोन करा.',
  'A headache, blurred vision, sudden swelling or fits in pregnancy can be pre-eclampsia. Go to hospital now or call 108.':
    'गरोदरपणात डोकेदुखी, धूसर दिसणे, अचानक सूज किंवा फिट येणे हा गरोदरपणातील जास्त बीपीचा गंभीर त्रास (प्री-एक्लॅम्पसिया) असू शकतो. आत्ताच दवाखान्यात जा किंवा 108 वर फोन करा.',
  'In pregnancy this needs a doctor today. Contact your ANM, ASHA or hospital now.':
    'गरोदरपणात यासाठी आजच डॉक्टरांना दाखवायला हवे. आत्ताच तुमच्या एएनएम सिस्टर, आशा ताई किंवा दवाखान्याशी संपर्क करा.',
  'A missed period with lower belly pain and dizziness or bleeding can be an ectopic pregnancy. Go to hospital now or call 108.':
    'पाळी चुकली असेल आणि ओटीपोटात दुखत असेल, सोबत चक्कर येत असेल किंवा रक्त जात असेल तर ती गर्भाशयाबाहेरची गर्भधारणा (एक्टोपिक प्रेग्नन्सी) असू शकते. आत्ताच दवाखान्यात जा किंवा 108 वर फोन करा.',
  'You are not alone and help is available right now. Call Tele-MANAS 14416 (free, 24x7, in your language). If you are in immediate danger or have harmed yourself, call 112.':
    'तुम्ही एकटे नाही आहात, आणि आत्ताच मदत मिळू शकते. टेली-मानस 14416 वर फोन करा (मोफत, 24x7, तुमच्या भाषेत). तुम्हाला लगेच धोका असेल किंवा तुम्ही स्वतःला इजा केली असेल तर 112 वर फोन करा.',
  'If you have hurt yourself, call 112 or go to the nearest emergency department now. Tele-MANAS 14416 is there to talk any time.':
    'तुम्ही स्वतःला इजा केली असेल तर 112 वर फोन करा किंवा आत्ताच जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा. बोलण्यासाठी टेली-मानस 14416 कधीही उपलब्ध आहे.',
  'A snake bite is an emergency even if it does not hurt. Call 108 and go to the nearest government hospital for anti-snake venom. Keep still; do not cut, suck or tie the wound.':
    'साप चावला असेल तर दुखत नसले तरी ती इमर्जन्सी आहे. 108 वर फोन करा आणि सर्पविषावरच्या इंजेक्शनसाठी (अँटी-स्नेक व्हेनम) जवळच्या सरकारी दवाखान्यात जा. हालचाल करू नका; जखम कापू नका, चोखू नका किंवा बांधू नका.',
  'A scorpion sting in a child can affect the heart. Go to hospital now or call 108.':
    'मुलाला विंचू चावल्यास हृदयावर परिणाम होऊ शकतो. आत्ताच दवाखान्यात जा किंवा 108 वर फोन करा.',
  'Sweating, vomiting or breathlessness after a scorpion sting is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'विंचू चावल्यानंतर घाम येणे, उलटी होणे किंवा दम लागणे ही इमर्जन्सी आहे. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा.',
  'Wash the wound with soap and running water for 15 minutes, then get the anti-rabies vaccine today at a health centre (free at government hospitals).':
    'जखम साबण आणि वाहत्या पाण्याने 15 मिनिटे धुवा, मग आजच आरोग्य केंद्रात रेबीजची लस घ्या (सरकारी दवाखान्यांत मोफत).',
  'Poisoning is an emergency. Call 108 now; do not make the person vomit. Take the container with you.':
    'विषबाधा ही इमर्जन्सी आहे. आत्ताच 108 वर फोन करा; व्यक्तीला उलटी करायला लावू नका. विषाची बाटली किंवा डबा सोबत घेऊन जा.',
  'This could be heat stroke. Call 108 now, move the person to shade and cool them with water and fanning.':
    'हा उष्माघात असू शकतो. आत्ताच 108 वर फोन करा, व्यक्तीला सावलीत न्या आणि अंगाला पाणी लावून व वारा घालून अंग थंड करा.',
  'Burns in young children can be serious even when they look small. Cool the burn under running water for 20 minutes and go to a hospital now or call 108.':
    'लहान मुलांचे भाजणे छोटे दिसले तरी गंभीर असू शकते. भाजलेली जागा 20 मिनिटे वाहत्या पाण्याखाली (नळाच्या धारेखाली) धरून थंड करा आणि आत्ताच दवाखान्यात जा किंवा 108 वर फोन करा.',
  'A child with fever and pain on passing urine may have a kidney infection. See a doctor today.':
    'मुलाला ताप असेल आणि लघवी करताना दुखत असेल तर किडनीचा संसर्ग असू शकतो. आजच डॉक्टरांना दाखवा.',
  'A child with earache or fluid from the ear and a fever should see a doctor today.':
    'मुलाचा कान दुखत असेल किंवा कानातून पाणी येत असेल, आणि सोबत ताप असेल, तर आजच डॉक्टरांना दाखवा.',
  'Press hard on the wound with a clean cloth and keep pressing. Call 108 or 112 now, or go to the nearest emergency department.':
    'स्वच्छ कापडाने जखमेवर जोरात दाबा आणि दाबून धरा. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा.',
  'Vomiting blood is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'रक्ताची उलटी ही इमर्जन्सी आहे. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा.',
  'Black stools with dizziness can be serious internal bleeding. Call 108 or 112 now, or go to the nearest emergency department.':
    'काळी शौच आणि चक्कर येणे म्हणजे पोटात आतून गंभीर रक्तस्राव असू शकतो. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा.',
  'Sudden severe stomach pain needs emergency assessment. Go to the nearest emergency department or call 108.':
    'अचानक खूप जोरात पोटात दुखत असेल तर तातडीने तपासणीची गरज आहे. जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा किंवा 108 वर फोन करा.',
  'Fever with bleeding, cold clammy skin or repeated vomiting can be severe dengue or another serious infection. Go to hospital now.':
    'तापासोबत रक्तस्राव, थंड ओलसर-चिकट त्वचा किंवा सारख्या उलट्या असतील तर तो गंभीर डेंग्यू किंवा दुसरा गंभीर संसर्ग असू शकतो. आत्ताच दवाखान्यात जा.',
  'Fever with yellow eyes needs a doctor and blood tests today (malaria, hepatitis, leptospirosis).':
    'तापासोबत डोळे पिवळे झाले असतील तर आजच डॉक्टरांना दाखवा आणि रक्त तपासणी करा (मलेरिया, हिपॅटायटिस/कावीळ, लेप्टोस्पायरोसिस).',
  'High sugar with vomiting, fast breathing or drowsiness can be a diabetic emergency. Go to hospital now or call 108.':
    'शुगर जास्त असून उलटी, जलद श्वास किंवा गुंगी असेल तर ती डायबेटीसची इमर्जन्सी असू शकते. आत्ताच दवाखान्यात जा किंवा 108 वर फोन करा.',
  'Very low sugar with confusion or unconsciousness is an emergency. Call 108. Do not give food or drink to someone who cannot swallow safely.':
    'शुगर खूप कमी होऊन गोंधळ किंवा बेशुद्धी आली असेल तर ती इमर्जन्सी आहे. 108 वर फोन करा. जी व्यक्ती नीट गिळू शकत नाही तिला खायला-प्यायला देऊ नका.',
  'Take something sugary now (glucose, sugar water, juice) if you can swallow, then eat. Call 108 if you do not improve within 15 minutes.':
    'गिळता येत असेल तर आत्ताच काहीतरी गोड घ्या (ग्लुकोज, साखरेचे पाणी, फळांचा रस), मग काहीतरी खा. 15 मिनिटांत बरे वाटले नाही तर 108 वर फोन करा.',
  'Side or back pain with fever or vomiting can be a kidney infection or infected stone. See a doctor today.':
    'कुशीत किंवा पाठीत दुखत असेल आणि सोबत ताप किंवा उलटी असेल तर तो किडनीचा संसर्ग किंवा संसर्ग झालेला मुतखडा असू शकतो. आजच डॉक्टरांना दाखवा.',
  'Being unable to pass urine needs a doctor within hours. Go to a hospital today.':
    'लघवी होत नसेल तर काही तासांतच डॉक्टरांना दाखवायला हवे. आजच दवाखान्यात जा.',
  'Red, hot, swollen skin or a boil with fever can be a spreading infection. See a doctor today.':
    'तापासोबत त्वचा लाल, गरम, सुजलेली असेल किंवा गळू असेल तर तो पसरणारा संसर्ग असू शकतो. आजच डॉक्टरांना दाखवा.',
  'High blood pressure with a headache, dizziness or blurred vision needs a doctor today. Call 108 or 112 if there is chest pain, weakness or confusion.':
    'डोकेदुखी, चक्कर किंवा अंधुक दिसणे यासोबत बीपी जास्त असेल तर आजच डॉक्टरांना दाखवा. छातीत दुखणे, अशक्तपणा किंवा गोंधळ असेल तर 108 किंवा 112 वर फोन करा.',
  'Wheezing with breathlessness needs a doctor today. Call 108 or 112 if speaking is hard or the lips turn blue.':
    'धाप लागण्यासोबत छातीत शिट्टीसारखा आवाज (घरघर) येत असेल तर आजच डॉक्टरांना दाखवा. बोलायला त्रास होत असेल किंवा ओठ निळे पडले तर 108 किंवा 112 वर फोन करा.',
  'An older person who has fallen should see a doctor today even if they seem fine: a broken hip or a head injury can be hidden. Call 108 or 112 if they cannot get up or are drowsy.':
    'वयस्कर व्यक्ती पडली असेल तर बरी वाटली तरी आजच डॉक्टरांना दाखवा: खुब्याचे हाड मोडणे किंवा डोक्याला मार लपलेला असू शकतो. उठता येत नसेल किंवा खूप गुंगी असेल तर 108 किंवा 112 वर फोन करा.',
  'A very high fever in a child under 5 should be seen by a doctor today. Go to hospital now if the child is very drowsy, has a fit, a rash that does not fade or cannot drink.':
    '5 वर्षांखालील मुलाला खूप जास्त ताप असेल तर आजच डॉक्टरांना दाखवा. मूल खूप मलूल असेल, झटके येत असतील, दाबल्यावर न जाणारे पुरळ असेल किंवा पिऊ शकत नसेल तर आत्ताच दवाखान्यात जा.',
  'A burn with blisters should be seen by a doctor today, sooner if it is on the face, hands, feet or private parts or larger than the palm. Keep it under cool running water for 20 minutes and do not burst the blisters.':
    'फोड आलेली भाजलेली जखम आजच डॉक्टरांना दाखवा; चेहरा, हात, पाय किंवा गुप्तांगावर असेल किंवा तळहातापेक्षा मोठी असेल तर आणखी लवकर. 20 मिनिटे थंड वाहत्या पाण्याखाली धरा आणि फोड फोडू नका.',
  'Sweating with breathlessness, sickness or dizziness can be a heart attack even without chest pain, especially in women, older people and people with diabetes. Call 108 or 112 now, or go to the nearest emergency department.':
    'घामासोबत धाप लागणे, मळमळ किंवा चक्कर छातीत न दुखताही हार्ट अटॅक असू शकतो, विशेषतः स्त्रिया, वयस्कर आणि मधुमेह असलेल्यांमध्ये. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा.',
  'What you describe could be an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'तुम्ही जे सांगितलं ती इमर्जन्सी असू शकते. आत्ताच 108 किंवा 112 वर फोन करा, किंवा जवळच्या दवाखान्याच्या इमर्जन्सी विभागात जा.',
  'Blood in the urine with fever or pain can be a urine or kidney infection or a stone. See a doctor today.':
    'ताप किंवा दुखण्यासोबत लघवीतून रक्त येत असेल तर तो लघवीचा किंवा किडनीचा संसर्ग किंवा मुतखडा असू शकतो. आजच डॉक्टरांना दाखवा.',
  'A red, painful eye with blurred sight or pain in bright light needs an eye doctor or hospital today.':
    'डोळा लाल होऊन दुखत असेल आणि सोबत धूसर दिसत असेल किंवा तेज उजेडात डोळा दुखत असेल, तर आजच डोळ्यांच्या डॉक्टरांना दाखवा किंवा दवाखान्यात जा.',
};

/** Marathi (mar-IN) translations of knowledge-base texts: conditions-a, part 1 of 2. */
export const PHRASES_CONDITIONS_A_1: Record<string, string> = {
  'Dengue fever': 'डेंग्यू ताप',
  'Drink plenty of fluids: water, ORS, coconut water, buttermilk, soups.':
    'भरपूर पातळ पदार्थ प्या: पाणी, ओआरएस, नारळपाणी, ताक, सूप.',
  'Rest at home and sponge with lukewarm water if very hot.':
    'घरी आराम करा, आणि अंग खूप गरम असेल तर कोमट पाण्याने अंग पुसून घ्या.',
  'Paracetamol for fever only as advised by a pharmacist or doctor. Do not take ibuprofen, aspirin or other painkillers: they raise the bleeding risk in dengue.':
    'तापासाठी पॅरासिटामॉल फक्त फार्मासिस्ट (औषध दुकानदार) किंवा डॉक्टरांच्या सल्ल्यानेच घ्या. आयबुप्रोफेन, ॲस्पिरिन किंवा इतर पेनकिलर (दुखण्याच्या गोळ्या) घेऊ नका: डेंग्यूमध्ये त्यांनी रक्तस्रावाचा धोका वाढतो.',
  'Get a blood test (platelet count, dengue NS1 or antibody) as the doctor advises.':
    'डॉक्टर सांगतील तशी रक्त तपासणी करून घ्या (प्लेटलेट काउंट, डेंग्यू NS1 किंवा अँटीबॉडी).',
  'Use mosquito nets and repellents and empty standing water (coolers, pots, tyres) to protect others.':
    'इतरांना वाचवण्यासाठी मच्छरदाणी आणि डास पळवणारी औषधे वापरा, आणि साचलेले पाणी (कूलर, भांडी, टायर) रिकामे करा.',
  'Bleeding from gums or nose, red spots on the skin, or blood in vomit or stool':
    'हिरड्या किंवा नाकातून रक्त, त्वचेवर लाल ठिपके, किंवा उलटीत किंवा शौचात रक्त',
  'Repeated vomiting or not able to drink': 'सारख्या उलट्या किंवा काहीच पिता न येणे',
  'Severe stomach pain': 'पोटात खूप दुखणे',
  'Cold, clammy skin, restlessness, drowsiness or fainting — especially as the fever comes down (days 3–7)':
    'थंड, ओलसर-चिकट त्वचा, अस्वस्थता, गुंगी किंवा चक्कर येऊन पडणे — विशेषतः ताप उतरत असताना (दिवस 3–7)',
  'Passing very little urine': 'खूप कमी लघवी होणे',
  Malaria: 'मलेरिया (हिवताप)',
  'Get a blood test for malaria (rapid test or slide) the same day — it is free at government health centres.':
    'त्याच दिवशी मलेरियासाठी रक्त तपासणी करा (रॅपिड टेस्ट किंवा स्लाईड) — सरकारी आरोग्य केंद्रांत ती मोफत होते.',
  'Take the full course of malaria treatment exactly as prescribed, even if you feel better.':
    'बरे वाटू लागले तरी मलेरियाच्या औषधांचा पूर्ण कोर्स डॉक्टरांनी सांगितल्याप्रमाणेच घ्या.',
  'Sleep under a mosquito net (preferably insecticide-treated) and cover arms and legs in the evening.':
    'मच्छरदाणीत झोपा (शक्यतो कीटकनाशक लावलेली), आणि संध्याकाळी हात-पाय पूर्ण झाकणारे कपडे घाला.',
  'Confusion, drowsiness, fits or unconsciousness': 'गोंधळ, गुंगी, फिट किंवा बेशुद्धी',
  'Yellow eyes, dark or very little urine': 'डोळे पिवळे होणे, गडद किंवा खूप कमी लघवी',
  'Breathing difficulty, repeated vomiting or unable to eat or drink':
    'श्वास घ्यायला त्रास, सारख्या उलट्या, किंवा काहीच खाता-पिता न येणे',
  'Fever in a pregnant woman or young child': 'गरोदर बाई किंवा लहान मुलाला ताप',
  Chikungunya: 'चिकुनगुनिया',
  'Rest the painful joints; cool compresses can ease swelling.':
    'दुखणाऱ्या सांध्यांना आराम द्या; थंड पाण्याच्या पट्ट्यांनी सूज कमी होऊ शकते.',
  'Paracetamol for fever only as advised by a pharmacist or doctor; avoid painkillers like ibuprofen or aspirin unless a doctor says they are safe.':
    'तापासाठी पॅरासिटामॉल फक्त फार्मासिस्ट किंवा डॉक्टरांच्या सल्ल्यानेच घ्या; डॉक्टरांनी सुरक्षित आहे असे सांगितल्याशिवाय आयबुप्रोफेन किंवा ॲस्पिरिनसारख्या पेनकिलर घेऊ नका.',
  'Gentle stretching once the fever settles; joint pain can last weeks — see a doctor if it persists.':
    'ताप उतरल्यावर हलके-हलके अंग ताणण्याचे व्यायाम करा; सांधेदुखी काही आठवडे राहू शकते — ती कमी झाली नाही तर डॉक्टरांना दाखवा.',
  'Use mosquito nets and repellents; Aedes mosquitoes bite during the day.':
    'मच्छरदाणी आणि डास पळवणारी औषधे वापरा; हे एडिस डास दिवसा चावतात.',
  'Any bleeding, persistent vomiting or severe stomach pain (dengue can look similar)':
    'कुठूनही रक्तस्राव, न थांबणाऱ्या उलट्या किंवा पोटात खूप दुखणे (डेंग्यूही असाच दिसू शकतो)',
  'Confusion, fits or drowsiness': 'गोंधळ, फिट किंवा गुंगी',
  'Fever in a newborn, elderly person or pregnant woman near delivery':
    'नवजात बाळ, वयस्कर व्यक्ती किंवा दिवस भरत आलेल्या गरोदर बाईला ताप',
  'Scrub typhus': 'स्क्रब टायफस',
  'See a doctor within a day: scrub typhus is easily treated with antibiotics that a doctor prescribes.':
    'एका दिवसाच्या आत डॉक्टरांना दाखवा: डॉक्टरांनी दिलेल्या अँटिबायोटिकने स्क्रब टायफस सहज बरा होतो.',
  'Mention any work in fields, bushes or gardens and look for a black scab in the armpit, groin or waist.':
    'शेतात, झुडपांत किंवा बागेत काम केले असेल तर डॉक्टरांना सांगा, आणि काखेत, जांघेत किंवा कमरेवर काळी खपली आहे का ते पाहा.',
  Breathlessness: 'दम लागणे',
  'Confusion, drowsiness or fits': 'गोंधळ, गुंगी किंवा फिट',
  'Yellow eyes or very little urine': 'डोळे पिवळे होणे किंवा खूप कमी लघवी',
  'Leptospirosis (rat fever)': 'लेप्टोस्पायरोसिस (उंदीर ताप)',
  'See a doctor within a day and tell them if you waded through flood water or sewage, or farm in wet fields.':
    'एका दिवसाच्या आत डॉक्टरांना दाखवा, आणि तुम्ही पुराच्या किंवा गटाराच्या पाण्यातून चालला असाल, किंवा ओल्या शेतात काम करत असाल तर त्यांना सांगा.',
  'Wear boots and gloves in flood water or paddy fields; cover cuts.':
    'पुराच्या पाण्यात किंवा भातशेतीत गमबूट आणि हातमोजे घाला; जखमा झाकून ठेवा.',
  'Yellow eyes or skin': 'डोळे किंवा त्वचा पिवळी होणे',
  'Coughing blood or breathlessness': 'खोकल्यातून रक्त किंवा दम लागणे',
  'Bleeding anywhere': 'कुठूनही रक्तस्राव',
  'Brain fever (acute encephalitis, including Japanese encephalitis)':
    'ब्रेन फीवर (मेंदूला तीव्र सूज — एन्सेफलायटिस, जपानी एन्सेफलायटिससह)',
  'Call 108 and take the person to hospital now; keep them on their side if drowsy.':
    '108 वर फोन करा आणि व्यक्तीला आत्ताच दवाखान्यात न्या; गुंगीत असेल तर एका कुशीवर झोपवा.',
  'Children in high-risk districts should get the JE vaccine under the national immunisation programme.':
    'जास्त धोका असलेल्या जिल्ह्यांतील मुलांना राष्ट्रीय लसीकरण कार्यक्रमातून जेई (JE) लस द्यायला हवी.',
  'Any fever with confusion, fits, unusual behaviour or drowsiness is an emergency':
    'तापासोबत गोंधळ, फिट, विचित्र वागणे किंवा गुंगी असेल तर ती इमर्जन्सी आहे',
  'Typhoid (enteric fever)': 'टायफॉइड (विषमज्वर)',
  'See a doctor for a blood test; typhoid needs a full course of antibiotics chosen by a doctor.':
    'रक्त तपासणीसाठी डॉक्टरांना दाखवा; टायफॉइडमध्ये डॉक्टरांनी निवडलेल्या अँटिबायोटिकचा पूर्ण कोर्स घ्यावा लागतो.',
  'Eat soft, freshly cooked food and drink boiled or filtered water.':
    'मऊ, ताजे शिजवलेले अन्न खा आणि उकळलेले किंवा फिल्टरचे पाणी प्या.',
  'Wash hands with soap after the toilet and before cooking; do not cook for others while ill.':
    'संडासनंतर आणि स्वयंपाकाआधी साबणाने हात धुवा; आजारी असताना इतरांसाठी स्वयंपाक करू नका.',
  'Severe stomach pain or a hard, swollen belly': 'पोटात खूप दुखणे, किंवा पोट कडक होऊन फुगणे',
  'Black or bloody stools': 'काळी किंवा रक्ताची शौच',
  'Confusion or extreme drowsiness': 'गोंधळ किंवा खूप जास्त गुंगी',
  'Fever still present after some days of treatment': 'काही दिवस उपचार घेऊनही ताप कायम राहणे',
  'Tuberculosis (TB)': 'क्षयरोग (टीबी)',
  'Get tested this week: sputum tests and TB treatment are free at government health centres (Ni-kshay).':
    'याच आठवड्यात तपासणी करा: सरकारी आरोग्य केंद्रांत बेडक्याची तपासणी आणि टीबीचे उपचार मोफत आहेत (नि-क्षय).',
  'Cover your mouth when coughing, open windows, and sleep apart if possible until treatment starts.':
    'खोकताना तोंड झाका, खिडक्या उघड्या ठेवा, आणि उपचार सुरू होईपर्यंत शक्य असेल तर वेगळे झोपा.',
  'If diagnosed, never stop treatment early; eat a protein-rich diet (Ni-kshay Poshan Yojana gives nutrition support).':
    'टीबीचे निदान झाले तर उपचार कधीही मधेच थांबवू नका; प्रोटीन (प्रथिने) भरपूर असलेला आहार घ्या (नि-क्षय पोषण योजनेतून पोषणासाठी मदत मिळते).',
  'Breathlessness or chest pain': 'दम लागणे किंवा छातीत दुखणे',
  'Very high fever or confusion': 'खूप जास्त ताप किंवा गोंधळ',
  'Hepatitis A (jaundice from contaminated food or water)':
    'हिपॅटायटिस ए (दूषित अन्न किंवा पाण्यामुळे होणारी कावीळ)',
  'See a doctor for liver blood tests; most people recover at home over a few weeks.':
    'लिव्हरच्या (यकृताच्या) रक्त तपासण्यांसाठी डॉक्टरांना दाखवा; बहुतेक लोक काही आठवड्यांत घरीच बरे होतात.',
  'Rest, drink plenty of clean fluids and eat small, simple meals.':
    'आराम करा, भरपूर स्वच्छ पातळ पदार्थ प्या आणि थोडे-थोडे, साधे जेवण घ्या.',
  'Avoid alcohol, and take no medicines or herbal remedies without asking a doctor — the liver is vulnerable.':
    'दारू टाळा, आणि डॉक्टरांना विचारल्याशिवाय कोणतीही औषधे किंवा जडीबुटी घेऊ नका — अशा वेळी लिव्हर नाजूक असते.',
  'Wash hands with soap after the toilet; use boiled or filtered water.':
    'संडासनंतर साबणाने हात धुवा; उकळलेले किंवा फिल्टरचे पाणी वापरा.',
  'Confusion, excessive sleepiness or strange behaviour': 'गोंधळ, खूप जास्त झोप येणे किंवा विचित्र वागणे',
  'Bleeding or bruising easily': 'सहज रक्त येणे किंवा काळे-निळे डाग पडणे',
  'Vomiting everything': 'खाल्लेले-प्यायलेले सगळे उलटून पडणे',
  'Hepatitis E (water-borne jaundice, dangerous in pregnancy)':
    'हिपॅटायटिस ई (पाण्यातून पसरणारी कावीळ, गरोदरपणात धोकादायक)',
  'See a doctor for liver tests; a pregnant woman with jaundice must be seen the same day.':
    'लिव्हरच्या तपासण्यांसाठी डॉक्टरांना दाखवा; गरोदर बाईला कावीळ झाली असेल तर त्याच दिवशी डॉक्टरांना दाखवायलाच हवे.',
  'Rest, drink clean fluids and eat light meals.': 'आराम करा, स्वच्छ पातळ पदार्थ प्या आणि हलके जेवण घ्या.',
  'Avoid alcohol and any medicine or herbal remedy not advised by a doctor.':
    'दारू टाळा, आणि डॉक्टरांनी न सांगितलेले कोणतेही औषध किंवा जडीबुटी घेऊ नका.',
  'Drink only boiled or filtered water, especially during the monsoon.':
    'फक्त उकळलेले किंवा फिल्टरचे पाणी प्या, विशेषतः पावसाळ्यात.',
  'Jaundice during pregnancy': 'गरोदरपणात कावीळ',
  'Confusion or drowsiness': 'गोंधळ किंवा गुंगी',
  'Hepatitis B': 'हिपॅटायटिस बी',
  'Get a blood test; long-term hepatitis B is treatable and family members can be vaccinated.':
    'रक्त तपासणी करा; दीर्घकाळ राहणाऱ्या हिपॅटायटिस बी वर उपचार होऊ शकतात आणि घरातल्या लोकांना लस देता येते.',
  'Avoid alcohol and do not share razors, toothbrushes or needles.':
    'दारू टाळा, आणि रेझर (वस्तरा), टूथब्रश किंवा सुया दुसऱ्यांसोबत वाटून वापरू नका.',
  'Vomiting blood or black stools': 'रक्ताची उलटी किंवा काळी शौच',
  'Swelling of the belly': 'पोट फुगणे (पोटावर सूज)',
  'Viral fever': 'व्हायरल ताप',
  'Eat light home food; most viral fevers settle in 3 to 5 days.':
    'घरचे हलके जेवण घ्या; बहुतेक व्हायरल ताप 3 ते 5 दिवसांत बरे होतात.',
  'Fever lasting more than 3 days, or above 102°F (39°C) that does not come down':
    '3 दिवसांपेक्षा जास्त राहणारा ताप, किंवा 102°F (39°C) पेक्षा जास्त ताप जो उतरत नाही',
  'Bleeding, rash, severe body or joint pain (get tested for dengue, malaria)':
    'रक्तस्राव, पुरळ, खूप अंगदुखी किंवा सांधेदुखी (डेंग्यू, मलेरियाची तपासणी करा)',
  'Stiff neck, confusion, breathlessness or repeated vomiting':
    'मान ताठ होणे, गोंधळ, दम लागणे किंवा सारख्या उलट्या',
  'Sepsis (life-threatening reaction to infection)':
    'सेप्सिस (संसर्गामुळे शरीरात होणारी जीवघेणी प्रतिक्रिया)',
  'Slurred speech or confusion': 'बोलणे अडखळणे किंवा गोंधळ',
  'Mottled, bluish or very pale skin': 'चट्टेदार, निळसर किंवा खूप फिकट त्वचा',
  'No urine all day': 'दिवसभर लघवी न होणे',
  'Severe breathlessness': 'खूप दम लागणे',
  Meningitis: 'मेंदुज्वर (मेनिंजायटीस)',
  'Fever with stiff neck, severe headache, dislike of light or a rash that does not fade is an emergency':
    'तापासोबत मान ताठ होणे, खूप डोकेदुखी, उजेड सहन न होणे, किंवा दाबल्यावरही फिके न होणारे पुरळ असेल तर ती इमर्जन्सी आहे',
  'Leprosy (Hansen’s disease)': 'कुष्ठरोग (हॅन्सनचा आजार)',
  'See a doctor: leprosy is fully curable and treatment is free at government health centres.':
    'डॉक्टरांना दाखवा: कुष्ठरोग पूर्ण बरा होतो आणि सरकारी आरोग्य केंद्रांत उपचार मोफत आहेत.',
  'Protect numb hands and feet from burns and cuts; check them daily for wounds.':
    'बधीर झालेल्या हातापायांना भाजण्यापासून आणि कापण्यापासून वाचवा; रोज जखमा आहेत का ते तपासा.',
  'Painful red eye or loss of vision': 'दुखणारा लाल डोळा किंवा दिसणे कमी होणे',
  'New weakness of hands or feet': 'हातापायांत नव्याने कमजोरी',
  'Painful swollen nerves or new red patches': 'दुखऱ्या, सुजलेल्या नसा किंवा नवीन लाल चट्टे',
  'Common cold': 'साधी सर्दी',
  'Rest and drink warm fluids such as soups, warm water with honey and lemon (no honey for babies under 1 year).':
    'आराम करा आणि सूप, मध-लिंबू घातलेले कोमट पाणी असे गरम पातळ पदार्थ प्या (1 वर्षाखालील बाळांना मध देऊ नका).',
  'Steam inhalation and saline nose drops can ease a blocked nose.':
    'वाफ घेतल्याने आणि सलाईनचे (मिठाच्या पाण्याचे) थेंब नाकात टाकल्याने चोंदलेले नाक मोकळे होऊ शकते.',
  'Gargle with warm salt water for a sore throat.': 'घसा दुखत असेल तर कोमट मिठाच्या पाण्याने गुळण्या करा.',
  'Antibiotics do not help colds; most clear in 7 to 10 days.':
    'सर्दीवर अँटिबायोटिकचा उपयोग होत नाही; बहुतेक सर्दी 7 ते 10 दिवसांत बरी होते.',
  'Breathlessness or fast breathing': 'दम लागणे किंवा जलद श्वास',
  'High fever for more than 3 days': '3 दिवसांपेक्षा जास्त दिवस जास्त ताप',
  'Symptoms lasting more than 3 weeks': '3 आठवड्यांपेक्षा जास्त राहणारी लक्षणे',
  'A baby who is not feeding': 'दूध न पिणारे बाळ',
  'Flu (influenza)': 'फ्लू (इन्फ्लुएंझा)',
  'Stay home and wear a mask around elderly or pregnant family members.':
    'घरीच राहा, आणि घरातील वयस्कर किंवा गरोदर व्यक्तींजवळ असताना मास्क लावा.',
  'Breathlessness, chest pain or blue lips': 'दम लागणे, छातीत दुखणे किंवा ओठ निळे पडणे',
  'Flu in a pregnant woman, someone over 65, or someone with diabetes, heart, lung or kidney disease — see a doctor early':
    'गरोदर बाई, 65 वर्षांपेक्षा जास्त वयाची व्यक्ती, किंवा डायबेटीस, हृदय, फुफ्फुस किंवा किडनीचा आजार असलेल्या व्यक्तीला फ्लू — लवकर डॉक्टरांना दाखवा',
  'COVID-19': 'कोविड-19',
  'Stay home, wear a mask near others and keep rooms ventilated.':
    'घरीच राहा, इतरांजवळ मास्क लावा आणि खोल्यांत हवा खेळती ठेवा.',
  'Breathlessness or oxygen level below 94% on a pulse oximeter':
    'दम लागणे, किंवा पल्स ऑक्सिमीटरवर ऑक्सिजन 94% पेक्षा कमी',
  'Chest pain or pressure': 'छातीत दुखणे किंवा दाब',
  'Confusion or bluish lips': 'गोंधळ किंवा ओठ निळसर पडणे',
  'Pneumonia (lung infection)': 'न्यूमोनिया (फुफ्फुसांचा संसर्ग)',
  'See a doctor within a day; pneumonia often needs antibiotics that a doctor prescribes.':
    'एका दिवसाच्या आत डॉक्टरांना दाखवा; न्यूमोनियात बहुतेक वेळा डॉक्टरांनी लिहून दिलेली अँटिबायोटिक औषधे लागतात.',
  'Rest, and keep babies breastfeeding often.': 'आराम करा, आणि बाळांना वारंवार अंगावरचे दूध पाजत राहा.',
  'Breathing very fast or chest sinking in with each breath (children)':
    'खूप जलद श्वास, किंवा प्रत्येक श्वासाला छाती आत ओढली जाणे (मुलांमध्ये)',
  'Blue lips, confusion or drowsiness': 'ओठ निळे पडणे, गोंधळ किंवा गुंगी',
  'Unable to drink or feed': 'काहीच पिता न येणे किंवा दूध पिता न येणे',
  Asthma: 'दमा (अस्थमा)',
  'Use your reliever inhaler exactly as your doctor showed you; a spacer helps children.':
    'आराम देणारा (रिलिव्हर) इनहेलर/पंप डॉक्टरांनी दाखवल्याप्रमाणेच वापरा; मुलांसाठी स्पेसर उपयोगी पडतो.',
  'Avoid smoke, dust, chulha smoke, incense and known triggers; keep windows open while cooking.':
    'धूर, धूळ, चुलीचा धूर, उदबत्ती आणि ज्या गोष्टींनी त्रास वाढतो हे माहीत आहे त्या टाळा; स्वयंपाक करताना खिडक्या उघड्या ठेवा.',
  'Ask a doctor for a written asthma action plan and review it regularly.':
    'दम्यासाठी लेखी कृती आराखडा (ॲक्शन प्लॅन) डॉक्टरांकडून घ्या आणि तो नियमितपणे डॉक्टरांसोबत तपासून घ्या.',
  'Reliever inhaler not helping or needed more than every 4 hours':
    'रिलिव्हर इनहेलरने आराम न मिळणे, किंवा दर 4 तासांपेक्षा जास्त वेळा लागणे',
  'Too breathless to speak, eat or sleep': 'बोलता, खाता किंवा झोपता येत नाही इतका दम लागणे',
  'Blue or grey lips, or a child’s chest sinking in':
    'ओठ निळे किंवा राखाडी पडणे, किंवा मुलाची छाती आत ओढली जाणे',
  'COPD (chronic bronchitis / emphysema)':
    'सीओपीडी (फुफ्फुसांचा जुना आजार — क्रॉनिक ब्राँकायटिस / एम्फिसीमा)',
  'Stop smoking or bidi use — the single most helpful step; ask for free quitline support (1800-11-2356).':
    'सिगारेट किंवा बिडी ओढणे बंद करा — हा सगळ्यात जास्त उपयोगी उपाय आहे; सोडण्यासाठी मोफत हेल्पलाइनची मदत घ्या (1800-11-2356).',
  'Avoid chulha and biomass smoke; cook with LPG and keep kitchens ventilated.':
    'चूल आणि लाकूड-गोवऱ्यांचा धूर टाळा; गॅसवर (एलपीजी) स्वयंपाक करा आणि स्वयंपाकघरात हवा खेळती ठेवा.',
  'Use inhalers as prescribed and stay active with gentle walking.':
    'इनहेलर डॉक्टरांनी सांगितल्याप्रमाणे वापरा, आणि हलके चालून शरीर सक्रिय ठेवा.',
  'Ask a doctor about flu and pneumonia vaccines.': 'फ्लू आणि न्यूमोनियाच्या लसींबद्दल डॉक्टरांना विचारा.',
  'Much more breathless than usual': 'नेहमीपेक्षा खूप जास्त दम लागणे',
  'Blue lips or confusion': 'ओठ निळे पडणे किंवा गोंधळ',
  'Phlegm turning green or yellow with fever': 'तापासोबत कफ हिरवा किंवा पिवळा होणे',
  'Chest cold (acute bronchitis)': 'छातीत कफ-सर्दी (ब्राँकायटिस)',
  'Rest and drink warm fluids.': 'आराम करा आणि गरम पातळ पदार्थ प्या.',
  'Honey in warm water can soothe a cough (not for babies under 1 year).':
    'कोमट पाण्यात मध घेतल्याने खोकला कमी होऊ शकतो (1 वर्षाखालील बाळांना नाही).',
  'Avoid smoke; usually settles within 3 weeks.': 'धूर टाळा; बहुतेक वेळा 3 आठवड्यांत बरे होते.',
  'Cough lasting more than 3 weeks (get tested for TB)':
    '3 आठवड्यांपेक्षा जास्त राहणारा खोकला (टीबीची तपासणी करा)',
  'Coughing blood': 'खोकल्यातून रक्त पडणे',
  'Breathlessness or high fever': 'दम लागणे किंवा जास्त ताप',
  'Nasal allergy (allergic rhinitis)': 'नाकाची ॲलर्जी (ॲलर्जिक सर्दी)',
  'Avoid dust, pollen, pets or smoke that set it off; wash bedding weekly in hot water.':
    'ज्या धूळ, परागकण, पाळीव प्राणी किंवा धुरामुळे त्रास सुरू होतो ते टाळा; अंथरूण-पांघरूण दर आठवड्याला गरम पाण्यात धुवा.',
  'Saline nose rinses can help.': 'मिठाच्या पाण्याने (सलाईन) नाक धुतल्याने आराम मिळू शकतो.',
  'A pharmacist or doctor can advise on allergy medicines.':
    'ॲलर्जीच्या औषधांबद्दल फार्मासिस्ट किंवा डॉक्टर सल्ला देऊ शकतात.',
  'Wheezing or breathlessness (possible asthma)': 'घरघर किंवा दम लागणे (दमा असू शकतो)',
  'Symptoms disturbing sleep or work despite care': 'काळजी घेऊनही लक्षणांमुळे झोपेत किंवा कामात अडथळा येणे',
  'Sinus infection (sinusitis)': 'सायनसचा संसर्ग (सायनुसायटिस)',
  'Steam inhalation and saline nose rinses.': 'वाफ घ्या आणि मिठाच्या पाण्याने (सलाईन) नाक धुवा.',
  'Rest and drink fluids.': 'आराम करा आणि पातळ पदार्थ प्या.',
  'Swelling or redness around the eyes': 'डोळ्यांभोवती सूज किंवा लाली',
  'Double vision or vision changes': 'दोन-दोन दिसणे किंवा दिसण्यात बदल',
  'Severe headache with stiff neck or confusion': 'मान ताठ होणे किंवा गोंधळासोबत खूप डोकेदुखी',
  'Lasting more than 10 days': '10 दिवसांपेक्षा जास्त राहणे',
  'Heart attack': 'हार्ट अटॅक (हृदयविकाराचा झटका)',
  'Call 108 or 112 now. Sit down and rest while waiting; do not walk or drive yourself.':
    'आत्ताच 108 किंवा 112 वर फोन करा. मदत येईपर्यंत बसून आराम करा; स्वतः चालत किंवा गाडी चालवत जाऊ नका.',
  'If you are not allergic, chewing an aspirin may help — only if the ambulance or a doctor advises it.':
    'तुम्हाला ॲलर्जी नसेल तर ॲस्पिरिनची गोळी चावून खाल्ल्याने मदत होऊ शकते — पण फक्त ॲम्ब्युलन्सवाल्यांनी किंवा डॉक्टरांनी सांगितले तरच.',
  'If the person collapses and is not breathing, start hands-only CPR (push hard and fast in the centre of the chest).':
    'व्यक्ती कोसळली आणि श्वास घेत नसेल तर फक्त हातांनी सीपीआर सुरू करा (छातीच्या मधोमध जोरात आणि भरभर दाबा).',
  'Chest pain or heaviness lasting more than a few minutes, especially with sweating, breathlessness or vomiting':
    'काही मिनिटांपेक्षा जास्त वेळ राहणारे छातीतले दुखणे किंवा जडपणा, विशेषतः घाम, दम लागणे किंवा उलटीसोबत',
  'People with diabetes, women and elderly people may have only breathlessness, tiredness or upper belly discomfort':
    'डायबेटीस असलेले लोक, बायका आणि वयस्कर लोकांमध्ये फक्त दम लागणे, थकवा किंवा पोटाच्या वरच्या भागात अस्वस्थता एवढेच दिसू शकते',
  'Angina (chest pain from narrowed heart arteries)':
    'अँजायना (हृदयाच्या रक्तवाहिन्या अरुंद झाल्यामुळे छातीत दुखणे)',
  'Stop and rest when pain starts; see a doctor within a day if this is new.':
    'दुखायला लागले की थांबा आणि आराम करा; हे नव्याने होत असेल तर एका दिवसाच्या आत डॉक्टरांना दाखवा.',
  'Use any angina spray or tablet only as your doctor prescribed.':
    'अँजायनाचा स्प्रे किंवा गोळी फक्त डॉक्टरांनी सांगितल्याप्रमाणेच वापरा.',
  'Stop smoking, control blood pressure, sugar and cholesterol, and walk daily once a doctor approves.':
    'धूम्रपान बंद करा, बीपी, शुगर आणि कोलेस्टेरॉल नियंत्रणात ठेवा, आणि डॉक्टरांनी परवानगी दिल्यावर रोज चाला.',
  'Pain at rest, or lasting more than 10 minutes — call 108':
    'आराम करत असतानाही दुखणे, किंवा 10 मिनिटांपेक्षा जास्त वेळ दुखणे — 108 वर फोन करा',
  'Pain coming more often or with less effort': 'दुखणे जास्त वेळा येणे, किंवा थोड्याशा श्रमानेही येणे',
  'Heart failure': 'हृदय कमजोर होणे (हार्ट फेल्युअर)',
  'See a doctor within a day if breathlessness or swelling is new or worse.':
    'दम लागणे किंवा सूज नवीन असेल किंवा वाढली असेल तर एका दिवसाच्या आत डॉक्टरांना दाखवा.',
  'Limit salt; follow the fluid advice your doctor gives.':
    'मीठ कमी खा; किती पाणी किंवा पातळ पदार्थ घ्यायचे ते डॉक्टरांच्या सल्ल्याप्रमाणे ठेवा.',
  'Weigh yourself daily; a quick gain can mean fluid build-up.':
    'रोज वजन करा; वजन झटकन वाढले तर शरीरात पाणी साठत असू शकते.',
  'Breathless at rest or waking up gasping': 'आराम करत असतानाही दम लागणे, किंवा धाप लागून जाग येणे',
  'Chest pain or fainting': 'छातीत दुखणे किंवा चक्कर येऊन पडणे',
  'Weight gain of 2 kilos in a few days': 'काही दिवसांत 2 किलो वजन वाढणे',
  'High blood pressure (hypertension)': 'उच्च रक्तदाब (हाय बीपी)',
  'Recheck after sitting quietly for 5 minutes; BP checks are free at government health centres.':
    '5 मिनिटे शांत बसल्यानंतर पुन्हा बीपी तपासा; सरकारी आरोग्य केंद्रांत बीपी तपासणी मोफत होते.',
  'Cut down salt, pickles and papads; eat more vegetables and fruit.':
    'मीठ, लोणची आणि पापड कमी करा; भाज्या आणि फळे जास्त खा.',
  'Walk or exercise most days, stop smoking and limit alcohol.':
    'बहुतेक दिवस चाला किंवा व्यायाम करा, धूम्रपान बंद करा आणि दारू कमी करा.',
  'If you take BP medicines, do not stop them without your doctor.':
    'तुम्ही बीपीची औषधे घेत असाल तर डॉक्टरांना विचारल्याशिवाय ती बंद करू नका.',
  'BP 180/120 or higher with chest pain, severe headache, confusion, vision loss or weakness — call 108':
    'बीपी 180/120 किंवा त्याहून जास्त असून छातीत दुखणे, खूप डोकेदुखी, गोंधळ, दिसेनासे होणे किंवा कमजोरी — 108 वर फोन करा',
  'BP repeatedly 140/90 or higher — book a doctor visit':
    'बीपी पुन्हा पुन्हा 140/90 किंवा त्याहून जास्त येत असेल — डॉक्टरांची वेळ घ्या',
  'Irregular or fast heartbeat (arrhythmia)': 'अनियमित किंवा जलद हृदयाचे ठोके (अरिदमिया)',
  'Sit down and breathe slowly; cut down on tea, coffee, energy drinks and alcohol.':
    'खाली बसा आणि हळूहळू श्वास घ्या; चहा, कॉफी, एनर्जी ड्रिंक आणि दारू कमी करा.',
  'See a doctor for an ECG, ideally while symptoms are present.':
    'ईसीजी काढण्यासाठी डॉक्टरांना दाखवा, शक्यतो लक्षणे असतानाच.',
  'Palpitations with chest pain, fainting or breathlessness — call 108':
    'धडधडीसोबत छातीत दुखणे, चक्कर येऊन पडणे किंवा दम लागणे — 108 वर फोन करा',
  'Blood clot in the leg (DVT)': 'पायात रक्ताची गुठळी (डीव्हीटी)',
  'See a doctor today for a scan; do not massage the leg.':
    'स्कॅनसाठी आजच डॉक्टरांना दाखवा; पायाला मालिश करू नका.',
  'Sudden breathlessness, chest pain or coughing blood — a clot may have reached the lungs; call 108':
    'अचानक दम लागणे, छातीत दुखणे किंवा खोकल्यातून रक्त — गुठळी फुफ्फुसात पोहोचली असू शकते; 108 वर फोन करा',
  'Stomach infection (gastroenteritis)': 'पोटाचा संसर्ग (गॅस्ट्रो)',
  'Drink ORS (oral rehydration solution) in small frequent sips after every loose motion; also water, coconut water, rice water, dal water, buttermilk.':
    'प्रत्येक जुलाबानंतर ओआरएस (जीवनजल) थोडे-थोडे, वारंवार घोट घेऊन प्या; सोबत पाणी, नारळपाणी, भाताची पेज, डाळीचे पाणी, ताक हेही द्या.',
  'Keep eating light food: khichdi, curd rice, banana, idli; keep breastfeeding babies.':
    'हलके अन्न खात राहा: खिचडी, दही-भात, केळे, इडली; बाळांना अंगावरचे दूध पाजत राहा.',
  'Zinc for children with diarrhoea is given free with ORS at health centres — ask the health worker how to give it.':
    'जुलाब झालेल्या मुलांसाठी आरोग्य केंद्रांत ओआरएससोबत झिंक मोफत दिले जाते — ते कसे द्यायचे ते आरोग्य कर्मचाऱ्याला विचारा.',
  'Wash hands with soap after the toilet and before eating; drink boiled or filtered water.':
    'संडासनंतर आणि जेवणाआधी साबणाने हात धुवा; उकळलेले किंवा फिल्टरचे पाणी प्या.',
  'Signs of dehydration: very little urine, sunken eyes, very thirsty or unable to drink, dizziness':
    'शरीरातले पाणी कमी झाल्याची लक्षणे: खूप कमी लघवी, डोळे खोल जाणे, खूप तहान लागणे किंवा काहीच पिता न येणे, चक्कर',
  'Blood in stool, high fever or severe stomach pain': 'शौचात रक्त, जास्त ताप किंवा पोटात खूप दुखणे',
  'Vomiting everything for more than a few hours, or diarrhoea for more than 2 days in an adult':
    'काही तासांपेक्षा जास्त वेळ सगळे उलटून पडणे, किंवा मोठ्या व्यक्तीला 2 दिवसांपेक्षा जास्त जुलाब',
  'A baby or child who is drowsy or not feeding': 'गुंगीत असलेले किंवा दूध न पिणारे बाळ किंवा मूल',
  Dehydration: 'शरीरातले पाणी कमी होणे (डिहायड्रेशन)',
  'Rest in a cool, shaded place.': 'थंड, सावलीच्या जागी आराम करा.',
  'Keep sipping fluids even if vomiting — small sips every few minutes.':
    'उलट्या होत असल्या तरी पातळ पदार्थ घेत राहा — दर काही मिनिटांनी थोडे-थोडे घोट.',
  'No urine for 8 hours (or no wet nappy for 6 hours in a baby)':
    '8 तास लघवी न होणे (किंवा बाळाचा लंगोट 6 तास ओला न होणे)',
  'Confusion, fainting or a fast heartbeat': 'गोंधळ, चक्कर येऊन पडणे किंवा जलद धडधड',
  'A child who is drowsy, floppy or cannot drink': 'गुंगीत असलेले, मलूल किंवा काहीच पिऊ न शकणारे मूल',
  'Cholera / severe watery diarrhoea': 'कॉलरा / खूप जास्त पाण्यासारखे जुलाब',
  'Go to a health centre today; severe cases need a drip.':
    'आजच आरोग्य केंद्रात जा; गंभीर असेल तर सलाईन लावावे लागते.',
  'Very weak, drowsy or cannot drink': 'खूप अशक्तपणा, गुंगी किंवा काहीच पिता न येणे',
  'Sunken eyes and no urine': 'डोळे खोल जाणे आणि लघवी न होणे',
  'Cold hands and feet': 'हात-पाय थंड पडणे',
  'Dysentery (bloody diarrhoea)': 'आमांश (रक्ताचे जुलाब)',
  'See a doctor within a day; bloody diarrhoea may need treatment a doctor prescribes.':
    'एका दिवसाच्या आत डॉक्टरांना दाखवा; रक्ताच्या जुलाबांवर डॉक्टरांनी लिहून दिलेले उपचार लागू शकतात.',
  'High fever or severe pain': 'जास्त ताप किंवा खूप दुखणे',
  'Signs of dehydration': 'शरीरातले पाणी कमी झाल्याची लक्षणे',
  'Bloody diarrhoea in a child': 'मुलाला रक्ताचे जुलाब',
  'Food poisoning': 'अन्नातून विषबाधा',
  'Rest and eat bland food once vomiting settles.':
    'आराम करा, आणि उलट्या थांबल्यावर साधे, बिनमसाल्याचे अन्न खा.',
  'Avoid street food, cut fruit left open, and leftovers kept out of the fridge.':
    'रस्त्यावरचे खाणे, उघडी ठेवलेली कापलेली फळे, आणि फ्रीजबाहेर ठेवलेले शिळे अन्न टाळा.',
  'Blood in stool or vomit': 'शौचात किंवा उलटीत रक्त',
  'Double vision, drooping eyelids or difficulty swallowing':
    'दोन-दोन दिसणे, पापण्या खाली पडणे किंवा गिळायला त्रास',
  'Worm infection': 'जंत होणे',
  'Deworming medicine is given free to children on National Deworming Day — ask a health worker or doctor.':
    'राष्ट्रीय जंतनाशक दिनी मुलांना जंताचे औषध मोफत दिले जाते — आरोग्य कर्मचारी किंवा डॉक्टरांना विचारा.',
  'Wear footwear outdoors, trim nails and wash hands before eating.':
    'बाहेर जाताना चप्पल घाला, नखे कापा आणि जेवणाआधी हात धुवा.',
  'Severe stomach pain with vomiting': 'उलटीसोबत पोटात खूप दुखणे',
  'Child looks pale or is not growing well': 'मूल फिकट दिसणे किंवा त्याची वाढ नीट न होणे',
  'Eat more fibre: whole grains, dal, vegetables, fruit such as papaya and guava.':
    'तंतुमय पदार्थ जास्त खा: अख्खी धान्ये, डाळी, भाज्या, पपई आणि पेरूसारखी फळे.',
  'Drink more water and walk daily.': 'जास्त पाणी प्या आणि रोज चाला.',
  'Do not ignore the urge to go.': 'शौचाला जावेसे वाटले तर टाळू नका.',
  'Not passing stool or gas with vomiting and a swollen belly':
    'उलटी आणि पोट फुगण्यासोबत शौच किंवा गॅस न सुटणे',
  'Blood in stool or weight loss': 'शौचात रक्त किंवा वजन कमी होणे',
  'New constipation after age 50 lasting weeks':
    '50 वर्षांनंतर नव्याने सुरू होऊन कित्येक आठवडे राहणारी पोट साफ न होण्याची तक्रार',
  'Irritable bowel syndrome (IBS)': 'आयबीएस (इरिटेबल बाऊल सिंड्रोम — आतड्यांचा त्रास)',
  'Eat regular meals and note foods that trigger symptoms.':
    'वेळच्या वेळी जेवा, आणि कोणत्या पदार्थांमुळे त्रास वाढतो ते लिहून ठेवा.',
  'Exercise, manage stress and sleep well.': 'व्यायाम करा, ताण कमी ठेवा आणि चांगली झोप घ्या.',
  'Weight loss, blood in stool or fever': 'वजन कमी होणे, शौचात रक्त किंवा ताप',
  'Symptoms starting after age 50': '50 वर्षांनंतर लक्षणे सुरू होणे',
  'Piles (haemorrhoids) or anal fissure': 'मूळव्याध किंवा फिशर (गुदद्वाराला चीर)',
  'Prevent straining: fibre-rich food, plenty of water.':
    'शौचाला जोर लावावा लागू नये म्हणून: तंतुमय अन्न, भरपूर पाणी.',
  'Sit in a tub of warm water for relief.': 'आराम मिळण्यासाठी कोमट पाण्याच्या टबमध्ये बसा.',
  'Keep the area clean and dry.': 'ती जागा स्वच्छ आणि कोरडी ठेवा.',
  'Heavy bleeding or dark blood': 'जास्त रक्त पडणे किंवा काळपट रक्त',
  'Severe pain with a hard lump': 'कडक गाठीसोबत खूप दुखणे',
  'Weight loss or a change in bowel habit': 'वजन कमी होणे किंवा शौचाच्या सवयीत बदल',
};

export const PHRASES_CONDITIONS_A_1: Record<string, string> = {
  'Dengue fever': 'ডেঙ্গি জ্বর',
  'Drink plenty of fluids: water, ORS, coconut water, buttermilk, soups.':
    'প্রচুর জল জাতীয় জিনিস খান: জল, ORS, ডাবের জল, ঘোল, স্যুপ।',
  'Rest at home and sponge with lukewarm water if very hot.':
    'বাড়িতে বিশ্রাম নিন, আর গা খুব গরম হলে হালকা গরম জলে গা মুছিয়ে দিন।',
  'Paracetamol for fever only as advised by a pharmacist or doctor. Do not take ibuprofen, aspirin or other painkillers: they raise the bleeding risk in dengue.':
    'জ্বরের জন্য প্যারাসিটামল শুধু ওষুধের দোকানদার (ফার্মাসিস্ট) বা ডাক্তারের পরামর্শমতো খান। আইবুপ্রোফেন, অ্যাসপিরিন বা অন্য কোনো ব্যথার ওষুধ খাবেন না: ডেঙ্গিতে এগুলো রক্ত পড়ার ঝুঁকি বাড়ায়।',
  'Get a blood test (platelet count, dengue NS1 or antibody) as the doctor advises.':
    'ডাক্তার যেমন বলবেন সেভাবে রক্ত পরীক্ষা (প্লেটলেট কাউন্ট, ডেঙ্গি NS1 বা অ্যান্টিবডি) করিয়ে নিন।',
  'Use mosquito nets and repellents and empty standing water (coolers, pots, tyres) to protect others.':
    'অন্যদের বাঁচাতে মশারি আর মশা তাড়ানোর ক্রিম/ধূপ ব্যবহার করুন, আর জমা জল (কুলার, টব/হাঁড়ি, টায়ার) ফেলে দিন।',
  'Bleeding from gums or nose, red spots on the skin, or blood in vomit or stool':
    'মাড়ি বা নাক দিয়ে রক্ত পড়া, চামড়ায় লাল দাগ, বা বমি বা পায়খানায় রক্ত',
  'Repeated vomiting or not able to drink': 'বারবার বমি বা কিছু পান করতে না পারা',
  'Severe stomach pain': 'খুব বেশি পেটব্যথা',
  'Cold, clammy skin, restlessness, drowsiness or fainting — especially as the fever comes down (days 3–7)':
    'ঠান্ডা, চটচটে চামড়া, অস্থিরতা, ঝিমিয়ে পড়া বা অজ্ঞান হয়ে যাওয়া — বিশেষ করে যখন জ্বর নামছে (3–7 দিনের মাথায়)',
  'Passing very little urine': 'খুব কম প্রস্রাব হওয়া',
  Malaria: 'ম্যালেরিয়া',
  'Get a blood test for malaria (rapid test or slide) the same day — it is free at government health centres.':
    'সেদিনই ম্যালেরিয়ার রক্ত পরীক্ষা (র‍্যাপিড টেস্ট বা স্লাইড) করান — সরকারি স্বাস্থ্যকেন্দ্রে এটা বিনামূল্যে হয়।',
  'Take the full course of malaria treatment exactly as prescribed, even if you feel better.':
    'ম্যালেরিয়ার ওষুধের পুরো কোর্স ঠিক যেমন লিখে দেওয়া হয়েছে তেমনই খান, ভালো লাগলেও মাঝপথে ছাড়বেন না।',
  'Sleep under a mosquito net (preferably insecticide-treated) and cover arms and legs in the evening.':
    'মশারির ভেতরে ঘুমোন (পারলে ওষুধ মাখানো মশারি), আর সন্ধেবেলা হাত-পা ঢেকে রাখুন।',
  'Confusion, drowsiness, fits or unconsciousness':
    'সব গুলিয়ে যাওয়া, ঝিমিয়ে পড়া, খিঁচুনি বা অজ্ঞান হয়ে যাওয়া',
  'Yellow eyes, dark or very little urine': 'চোখ হলুদ, গাঢ় রঙের প্রস্রাব বা খুব কম প্রস্রাব',
  'Breathing difficulty, repeated vomiting or unable to eat or drink':
    'শ্বাসকষ্ট, বারবার বমি, বা কিছু খেতে বা পান করতে না পারা',
  'Fever in a pregnant woman or young child': 'গর্ভবতী মহিলা বা ছোট বাচ্চার জ্বর',
  Chikungunya: 'চিকুনগুনিয়া',
  'Rest the painful joints; cool compresses can ease swelling.':
    'ব্যথার গাঁটগুলোকে বিশ্রাম দিন; ঠান্ডা সেঁক দিলে ফোলা কমতে পারে।',
  'Paracetamol for fever only as advised by a pharmacist or doctor; avoid painkillers like ibuprofen or aspirin unless a doctor says they are safe.':
    'জ্বরের জন্য প্যারাসিটামল শুধু ফার্মাসিস্ট বা ডাক্তারের পরামর্শমতো খান; আইবুপ্রোফেন বা অ্যাসপিরিনের মতো ব্যথার ওষুধ খাবেন না, যদি না ডাক্তার বলেন যে সেগুলো নিরাপদ।',
  'Gentle stretching once the fever settles; joint pain can last weeks — see a doctor if it persists.':
    'জ্বর কমে গেলে আস্তে আস্তে হালকা স্ট্রেচিং করুন; গাঁটের ব্যথা কয়েক সপ্তাহ থাকতে পারে — না কমলে ডাক্তার দেখান।',
  'Use mosquito nets and repellents; Aedes mosquitoes bite during the day.':
    'মশারি আর মশা তাড়ানোর ক্রিম ব্যবহার করুন; এডিস মশা দিনের বেলায় কামড়ায়।',
  'Any bleeding, persistent vomiting or severe stomach pain (dengue can look similar)':
    'যে কোনো রক্ত পড়া, বমি না থামা বা খুব বেশি পেটব্যথা (ডেঙ্গিও দেখতে এরকম হতে পারে)',
  'Confusion, fits or drowsiness': 'সব গুলিয়ে যাওয়া, খিঁচুনি বা ঝিমিয়ে পড়া',
  'Fever in a newborn, elderly person or pregnant woman near delivery':
    'নবজাতক, বয়স্ক মানুষ, বা প্রসবের সময় কাছে এসে গেছে এমন গর্ভবতী মহিলার জ্বর',
  'Scrub typhus': 'স্ক্রাব টাইফাস',
  'See a doctor within a day: scrub typhus is easily treated with antibiotics that a doctor prescribes.':
    'এক দিনের মধ্যে ডাক্তার দেখান: ডাক্তারের লিখে দেওয়া অ্যান্টিবায়োটিকে স্ক্রাব টাইফাস সহজেই সেরে যায়।',
  'Mention any work in fields, bushes or gardens and look for a black scab in the armpit, groin or waist.':
    'মাঠে, ঝোপঝাড়ে বা বাগানে কাজ করে থাকলে ডাক্তারকে বলুন, আর বগলে, কুঁচকিতে বা কোমরে কোনো কালো মামড়ি আছে কিনা দেখুন।',
  Breathlessness: 'শ্বাসকষ্ট',
  'Confusion, drowsiness or fits': 'সব গুলিয়ে যাওয়া, ঝিমিয়ে পড়া বা খিঁচুনি',
  'Yellow eyes or very little urine': 'চোখ হলুদ বা খুব কম প্রস্রাব',
  'Leptospirosis (rat fever)': 'লেপ্টোস্পাইরোসিস (ইঁদুর-জ্বর)',
  'See a doctor within a day and tell them if you waded through flood water or sewage, or farm in wet fields.':
    'এক দিনের মধ্যে ডাক্তার দেখান, আর তাঁকে বলুন যদি বন্যার জল বা নর্দমার জলের মধ্যে দিয়ে হেঁটে থাকেন, বা ভেজা জমিতে চাষের কাজ করেন।',
  'Wear boots and gloves in flood water or paddy fields; cover cuts.':
    'বন্যার জলে বা ধানখেতে গামবুট আর দস্তানা পরুন; কাটা-ছেঁড়া ঢেকে রাখুন।',
  'Yellow eyes or skin': 'চোখ বা গা হলুদ',
  'Coughing blood or breathlessness': 'কাশির সঙ্গে রক্ত বা শ্বাসকষ্ট',
  'Bleeding anywhere': 'শরীরের যে কোনো জায়গা থেকে রক্ত পড়া',
  'Brain fever (acute encephalitis, including Japanese encephalitis)':
    'মস্তিষ্কের জ্বর বা ব্রেন ফিভার (অ্যাকিউট এনসেফালাইটিস, জাপানিজ এনসেফালাইটিস সহ)',
  'Call 108 and take the person to hospital now; keep them on their side if drowsy.':
    '108-এ ফোন করুন আর মানুষটিকে এখনই হাসপাতালে নিয়ে যান; ঝিমিয়ে পড়লে এক পাশ ফিরিয়ে শুইয়ে রাখুন।',
  'Children in high-risk districts should get the JE vaccine under the national immunisation programme.':
    'বেশি ঝুঁকির জেলার বাচ্চাদের জাতীয় টিকাকরণ কর্মসূচিতে JE-র টিকা দেওয়া উচিত।',
  'Any fever with confusion, fits, unusual behaviour or drowsiness is an emergency':
    'জ্বরের সঙ্গে সব গুলিয়ে যাওয়া, খিঁচুনি, অস্বাভাবিক আচরণ বা ঝিমিয়ে পড়া — যে কোনোটা থাকলেই জরুরি অবস্থা',
  'Typhoid (enteric fever)': 'টাইফয়েড (আন্ত্রিক জ্বর)',
  'See a doctor for a blood test; typhoid needs a full course of antibiotics chosen by a doctor.':
    'রক্ত পরীক্ষার জন্য ডাক্তার দেখান; টাইফয়েডে ডাক্তারের বেছে দেওয়া অ্যান্টিবায়োটিকের পুরো কোর্স দরকার।',
  'Eat soft, freshly cooked food and drink boiled or filtered water.':
    'নরম, টাটকা রান্না করা খাবার খান, আর ফোটানো বা ফিল্টার করা জল খান।',
  'Wash hands with soap after the toilet and before cooking; do not cook for others while ill.':
    'পায়খানার পরে আর রান্নার আগে সাবান দিয়ে হাত ধুন; অসুস্থ অবস্থায় অন্যদের জন্য রান্না করবেন না।',
  'Severe stomach pain or a hard, swollen belly': 'খুব বেশি পেটব্যথা বা পেট শক্ত হয়ে ফুলে যাওয়া',
  'Black or bloody stools': 'কালো বা রক্ত মেশানো পায়খানা',
  'Confusion or extreme drowsiness': 'সব গুলিয়ে যাওয়া বা ভীষণ ঝিমিয়ে পড়া',
  'Fever still present after some days of treatment': 'কয়েক দিন চিকিৎসার পরেও জ্বর না ছাড়া',
  'Tuberculosis (TB)': 'যক্ষ্মা (টিবি)',
  'Get tested this week: sputum tests and TB treatment are free at government health centres (Ni-kshay).':
    'এই সপ্তাহেই পরীক্ষা করান: সরকারি স্বাস্থ্যকেন্দ্রে কফ পরীক্ষা আর টিবির চিকিৎসা বিনামূল্যে হয় (নি-ক্ষয়)।',
  'Cover your mouth when coughing, open windows, and sleep apart if possible until treatment starts.':
    'কাশির সময় মুখ ঢাকুন, জানলা খুলে রাখুন, আর চিকিৎসা শুরু না হওয়া পর্যন্ত পারলে আলাদা ঘুমোন।',
  'If diagnosed, never stop treatment early; eat a protein-rich diet (Ni-kshay Poshan Yojana gives nutrition support).':
    'টিবি ধরা পড়লে কখনও মাঝপথে চিকিৎসা বন্ধ করবেন না; প্রোটিনযুক্ত খাবার খান (নি-ক্ষয় পোষণ যোজনায় পুষ্টির জন্য সাহায্য দেওয়া হয়)।',
  'Breathlessness or chest pain': 'শ্বাসকষ্ট বা বুকে ব্যথা',
  'Very high fever or confusion': 'খুব বেশি জ্বর বা সব গুলিয়ে যাওয়া',
  'Hepatitis A (jaundice from contaminated food or water)':
    'হেপাটাইটিস A (দূষিত খাবার বা জল থেকে জন্ডিস)',
  'See a doctor for liver blood tests; most people recover at home over a few weeks.':
    'লিভারের রক্ত পরীক্ষার জন্য ডাক্তার দেখান; বেশিরভাগ মানুষ কয়েক সপ্তাহে বাড়িতেই সেরে ওঠেন।',
  'Rest, drink plenty of clean fluids and eat small, simple meals.':
    'বিশ্রাম নিন, প্রচুর পরিষ্কার জল জাতীয় জিনিস খান, আর অল্প অল্প করে সাদাসিধে খাবার খান।',
  'Avoid alcohol, and take no medicines or herbal remedies without asking a doctor — the liver is vulnerable.':
    'মদ খাবেন না, আর ডাক্তারকে না জিজ্ঞেস করে কোনো ওষুধ বা জড়িবুটি/কবিরাজি ওষুধ খাবেন না — লিভার এখন দুর্বল।',
  'Wash hands with soap after the toilet; use boiled or filtered water.':
    'পায়খানার পরে সাবান দিয়ে হাত ধুন; ফোটানো বা ফিল্টার করা জল খান।',
  'Confusion, excessive sleepiness or strange behaviour':
    'সব গুলিয়ে যাওয়া, খুব বেশি ঘুম ঘুম ভাব বা অদ্ভুত আচরণ',
  'Bleeding or bruising easily': 'সহজেই রক্ত পড়া বা কালশিটে পড়া',
  'Vomiting everything': 'যা খাচ্ছেন সব বমি হয়ে যাওয়া',
  'Hepatitis E (water-borne jaundice, dangerous in pregnancy)':
    'হেপাটাইটিস E (জল থেকে ছড়ানো জন্ডিস, গর্ভাবস্থায় বিপজ্জনক)',
  'See a doctor for liver tests; a pregnant woman with jaundice must be seen the same day.':
    'লিভারের পরীক্ষার জন্য ডাক্তার দেখান; গর্ভবতী মহিলার জন্ডিস হলে সেদিনই ডাক্তার দেখাতে হবে।',
  'Rest, drink clean fluids and eat light meals.':
    'বিশ্রাম নিন, পরিষ্কার জল জাতীয় জিনিস খান আর হালকা খাবার খান।',
  'Avoid alcohol and any medicine or herbal remedy not advised by a doctor.':
    'মদ খাবেন না, আর ডাক্তার না বললে কোনো ওষুধ বা জড়িবুটি খাবেন না।',
  'Drink only boiled or filtered water, especially during the monsoon.':
    'শুধু ফোটানো বা ফিল্টার করা জল খান, বিশেষ করে বর্ষাকালে।',
  'Jaundice during pregnancy': 'গর্ভাবস্থায় জন্ডিস',
  'Confusion or drowsiness': 'সব গুলিয়ে যাওয়া বা ঝিমিয়ে পড়া',
  'Hepatitis B': 'হেপাটাইটিস B',
  'Get a blood test; long-term hepatitis B is treatable and family members can be vaccinated.':
    'রক্ত পরীক্ষা করান; দীর্ঘদিনের হেপাটাইটিস B-র চিকিৎসা আছে, আর বাড়ির লোকেরা টিকা নিতে পারেন।',
  'Avoid alcohol and do not share razors, toothbrushes or needles.':
    'মদ খাবেন না, আর রেজার/ব্লেড, টুথব্রাশ বা সূচ কারও সঙ্গে ভাগ করে ব্যবহার করবেন না।',
  'Vomiting blood or black stools': 'রক্তবমি বা কালো পায়খানা',
  'Swelling of the belly': 'পেট ফুলে যাওয়া',
  'Viral fever': 'ভাইরাল জ্বর',
  'Eat light home food; most viral fevers settle in 3 to 5 days.':
    'বাড়ির হালকা খাবার খান; বেশিরভাগ ভাইরাল জ্বর 3 থেকে 5 দিনে সেরে যায়।',
  'Fever lasting more than 3 days, or above 102°F (39°C) that does not come down':
    '3 দিনের বেশি জ্বর, বা 102°F (39°C)-এর বেশি জ্বর যা নামছে না',
  'Bleeding, rash, severe body or joint pain (get tested for dengue, malaria)':
    'রক্ত পড়া, র‍্যাশ, গায়ে বা গাঁটে খুব বেশি ব্যথা (ডেঙ্গি, ম্যালেরিয়ার পরীক্ষা করান)',
  'Stiff neck, confusion, breathlessness or repeated vomiting':
    'ঘাড় শক্ত, সব গুলিয়ে যাওয়া, শ্বাসকষ্ট বা বারবার বমি',
  'Sepsis (life-threatening reaction to infection)':
    'সেপসিস (সংক্রমণ থেকে শরীরের প্রাণঘাতী প্রতিক্রিয়া)',
  'Slurred speech or confusion': 'কথা জড়িয়ে যাওয়া বা সব গুলিয়ে যাওয়া',
  'Mottled, bluish or very pale skin': 'চামড়ায় ছোপ ছোপ দাগ, নীলচে বা খুব ফ্যাকাশে চামড়া',
  'No urine all day': 'সারা দিনে একবারও প্রস্রাব না হওয়া',
  'Severe breathlessness': 'খুব বেশি শ্বাসকষ্ট',
  Meningitis: 'মেনিনজাইটিস',
  'Fever with stiff neck, severe headache, dislike of light or a rash that does not fade is an emergency':
    'জ্বরের সঙ্গে ঘাড় শক্ত, খুব মাথাব্যথা, আলো সহ্য না হওয়া বা গ্লাস চাপলেও মিলিয়ে না যাওয়া র‍্যাশ — জরুরি অবস্থা',
  'Leprosy (Hansen’s disease)': 'কুষ্ঠ (হ্যানসেনস ডিজিজ)',
  'See a doctor: leprosy is fully curable and treatment is free at government health centres.':
    'ডাক্তার দেখান: কুষ্ঠ পুরোপুরি সেরে যায়, আর সরকারি স্বাস্থ্যকেন্দ্রে চিকিৎসা বিনামূল্যে।',
  'Protect numb hands and feet from burns and cuts; check them daily for wounds.':
    'অসাড় হাত-পা আগুনে পোড়া আর কাটা-ছেঁড়া থেকে বাঁচিয়ে রাখুন; রোজ দেখুন কোথাও ঘা হয়েছে কিনা।',
  'Painful red eye or loss of vision': 'চোখ লাল হয়ে ব্যথা বা চোখে দেখতে না পাওয়া',
  'New weakness of hands or feet': 'হাতে বা পায়ে নতুন করে দুর্বলতা',
  'Painful swollen nerves or new red patches': 'স্নায়ু (নার্ভ) ফুলে ব্যথা বা নতুন লাল দাগ',
  'Common cold': 'সাধারণ সর্দি-কাশি',
  'Rest and drink warm fluids such as soups, warm water with honey and lemon (no honey for babies under 1 year).':
    'বিশ্রাম নিন আর গরম জিনিস খান, যেমন স্যুপ, মধু-লেবু দেওয়া গরম জল (1 বছরের কম বয়সী শিশুকে মধু দেবেন না)।',
  'Steam inhalation and saline nose drops can ease a blocked nose.':
    'ভাপ নেওয়া আর স্যালাইন নাকের ড্রপে নাক বন্ধ কমতে পারে।',
  'Gargle with warm salt water for a sore throat.': 'গলা ব্যথার জন্য গরম নুন-জলে গার্গল করুন।',
  'Antibiotics do not help colds; most clear in 7 to 10 days.':
    'সর্দিতে অ্যান্টিবায়োটিক কাজ করে না; বেশিরভাগ সর্দি 7 থেকে 10 দিনে সেরে যায়।',
  'Breathlessness or fast breathing': 'শ্বাসকষ্ট বা তাড়াতাড়ি শ্বাস নেওয়া',
  'High fever for more than 3 days': '3 দিনের বেশি খুব জ্বর',
  'Symptoms lasting more than 3 weeks': '3 সপ্তাহের বেশি লক্ষণ থাকা',
  'A baby who is not feeding': 'শিশু দুধ খাচ্ছে না',
  'Flu (influenza)': 'ফ্লু (ইনফ্লুয়েঞ্জা)',
  'Stay home and wear a mask around elderly or pregnant family members.':
    'বাড়িতে থাকুন, আর বাড়ির বয়স্ক বা গর্ভবতী সদস্যদের কাছে গেলে মাস্ক পরুন।',
  'Breathlessness, chest pain or blue lips': 'শ্বাসকষ্ট, বুকে ব্যথা বা ঠোঁট নীল হয়ে যাওয়া',
  'Flu in a pregnant woman, someone over 65, or someone with diabetes, heart, lung or kidney disease — see a doctor early':
    'গর্ভবতী মহিলা, 65 বছরের বেশি বয়সী কেউ, বা যাঁর সুগার, হার্ট, ফুসফুস বা কিডনির রোগ আছে — তাঁদের ফ্লু হলে তাড়াতাড়ি ডাক্তার দেখান',
  'COVID-19': 'কোভিড-19',
  'Stay home, wear a mask near others and keep rooms ventilated.':
    'বাড়িতে থাকুন, অন্যদের কাছে মাস্ক পরুন আর ঘরে হাওয়া চলাচলের ব্যবস্থা রাখুন।',
  'Breathlessness or oxygen level below 94% on a pulse oximeter':
    'শ্বাসকষ্ট, বা পালস অক্সিমিটারে অক্সিজেন 94%-এর নিচে',
  'Chest pain or pressure': 'বুকে ব্যথা বা চাপ',
  'Confusion or bluish lips': 'সব গুলিয়ে যাওয়া বা ঠোঁট নীলচে',
  'Pneumonia (lung infection)': 'নিউমোনিয়া (ফুসফুসের সংক্রমণ)',
  'See a doctor within a day; pneumonia often needs antibiotics that a doctor prescribes.':
    'এক দিনের মধ্যে ডাক্তার দেখান; নিউমোনিয়ায় প্রায়ই ডাক্তারের লিখে দেওয়া অ্যান্টিবায়োটিক লাগে।',
  'Rest, and keep babies breastfeeding often.': 'বিশ্রাম নিন, আর শিশুকে ঘনঘন বুকের দুধ খাওয়াতে থাকুন।',
  'Breathing very fast or chest sinking in with each breath (children)':
    'খুব তাড়াতাড়ি শ্বাস নেওয়া বা প্রতিটা শ্বাসে বুক ভেতরে ঢুকে যাওয়া (বাচ্চাদের)',
  'Blue lips, confusion or drowsiness': 'ঠোঁট নীল, সব গুলিয়ে যাওয়া বা ঝিমিয়ে পড়া',
  'Unable to drink or feed': 'কিছু পান করতে বা দুধ খেতে না পারা',
  Asthma: 'হাঁপানি (অ্যাজমা)',
  'Use your reliever inhaler exactly as your doctor showed you; a spacer helps children.':
    'ডাক্তার যেমন দেখিয়ে দিয়েছেন ঠিক সেভাবে রিলিভার ইনহেলার নিন; বাচ্চাদের জন্য স্পেসার কাজে দেয়।',
  'Avoid smoke, dust, chulha smoke, incense and known triggers; keep windows open while cooking.':
    'ধোঁয়া, ধুলো, উনুনের ধোঁয়া, ধূপকাঠি আর যেগুলোতে টান ওঠে জানা আছে সেগুলো এড়িয়ে চলুন; রান্নার সময় জানলা খুলে রাখুন।',
  'Ask a doctor for a written asthma action plan and review it regularly.':
    'ডাক্তারের কাছ থেকে হাঁপানির লিখিত অ্যাকশন প্ল্যান নিন আর মাঝে মাঝে সেটা দেখিয়ে নিন।',
  'Reliever inhaler not helping or needed more than every 4 hours':
    'রিলিভার ইনহেলারে কাজ হচ্ছে না, বা 4 ঘণ্টার আগেই আবার লাগছে',
  'Too breathless to speak, eat or sleep': 'এত শ্বাসকষ্ট যে কথা বলা, খাওয়া বা ঘুমোনো যাচ্ছে না',
  'Blue or grey lips, or a child’s chest sinking in':
    'ঠোঁট নীল বা ছাই রঙের, বা বাচ্চার বুক ভেতরে ঢুকে যাচ্ছে',
  'COPD (chronic bronchitis / emphysema)': 'সিওপিডি (পুরনো ব্রঙ্কাইটিস / এমফাইসিমা)',
  'Stop smoking or bidi use — the single most helpful step; ask for free quitline support (1800-11-2356).':
    'সিগারেট বা বিড়ি খাওয়া ছেড়ে দিন — এটাই সবচেয়ে বেশি কাজের পদক্ষেপ; বিনামূল্যে নেশা ছাড়ার হেল্পলাইনের (1800-11-2356) সাহায্য নিন।',
  'Avoid chulha and biomass smoke; cook with LPG and keep kitchens ventilated.':
    'উনুন আর কাঠ-ঘুঁটের ধোঁয়া এড়িয়ে চলুন; গ্যাসে (LPG) রান্না করুন আর রান্নাঘরে হাওয়া চলাচল রাখুন।',
  'Use inhalers as prescribed and stay active with gentle walking.':
    'ডাক্তার যেমন লিখেছেন সেভাবে ইনহেলার নিন, আর আস্তে আস্তে হেঁটে সচল থাকুন।',
  'Ask a doctor about flu and pneumonia vaccines.':
    'ফ্লু আর নিউমোনিয়ার টিকার ব্যাপারে ডাক্তারকে জিজ্ঞেস করুন।',
  'Much more breathless than usual': 'অন্য সময়ের চেয়ে অনেক বেশি শ্বাসকষ্ট',
  'Blue lips or confusion': 'ঠোঁট নীল বা সব গুলিয়ে যাওয়া',
  'Phlegm turning green or yellow with fever': 'জ্বরের সঙ্গে কফ সবুজ বা হলুদ হয়ে যাওয়া',
  'Chest cold (acute bronchitis)': 'বুকে সর্দি বসা (অ্যাকিউট ব্রঙ্কাইটিস)',
  'Rest and drink warm fluids.': 'বিশ্রাম নিন আর গরম জিনিস পান করুন।',
  'Honey in warm water can soothe a cough (not for babies under 1 year).':
    'গরম জলে মধু খেলে কাশি আরাম হতে পারে (1 বছরের কম বয়সী শিশুকে নয়)।',
  'Avoid smoke; usually settles within 3 weeks.':
    'ধোঁয়া এড়িয়ে চলুন; সাধারণত 3 সপ্তাহের মধ্যে সেরে যায়।',
  'Cough lasting more than 3 weeks (get tested for TB)': '3 সপ্তাহের বেশি কাশি (টিবির পরীক্ষা করান)',
  'Coughing blood': 'কাশির সঙ্গে রক্ত',
  'Breathlessness or high fever': 'শ্বাসকষ্ট বা খুব জ্বর',
  'Nasal allergy (allergic rhinitis)': 'নাকের অ্যালার্জি (অ্যালার্জিক রাইনাইটিস)',
  'Avoid dust, pollen, pets or smoke that set it off; wash bedding weekly in hot water.':
    'যে ধুলো, ফুলের রেণু, পোষা প্রাণী বা ধোঁয়ায় অ্যালার্জি বাড়ে সেগুলো এড়িয়ে চলুন; বিছানার চাদর-বালিশের ওয়াড় প্রতি সপ্তাহে গরম জলে কাচুন।',
  'Saline nose rinses can help.': 'নুন-জল (স্যালাইন) দিয়ে নাক ধুলে উপকার হতে পারে।',
  'A pharmacist or doctor can advise on allergy medicines.':
    'অ্যালার্জির ওষুধের ব্যাপারে ফার্মাসিস্ট বা ডাক্তার পরামর্শ দিতে পারেন।',
  'Wheezing or breathlessness (possible asthma)': 'বুকে সাঁই সাঁই আওয়াজ বা শ্বাসকষ্ট (হাঁপানি হতে পারে)',
  'Symptoms disturbing sleep or work despite care':
    'যত্ন নেওয়ার পরেও লক্ষণের জন্য ঘুম বা কাজের অসুবিধা হচ্ছে',
  'Sinus infection (sinusitis)': 'সাইনাসের সংক্রমণ (সাইনুসাইটিস)',
  'Steam inhalation and saline nose rinses.': 'ভাপ নেওয়া আর নুন-জল (স্যালাইন) দিয়ে নাক ধোয়া।',
  'Rest and drink fluids.': 'বিশ্রাম নিন আর জল জাতীয় জিনিস খান।',
  'Swelling or redness around the eyes': 'চোখের চারপাশে ফোলা বা লাল হওয়া',
  'Double vision or vision changes': 'সব কিছু দুটো দেখা বা চোখে দেখার পরিবর্তন',
  'Severe headache with stiff neck or confusion': 'খুব মাথাব্যথার সঙ্গে ঘাড় শক্ত বা সব গুলিয়ে যাওয়া',
  'Lasting more than 10 days': '10 দিনের বেশি থাকা',
  'Heart attack': 'হার্ট অ্যাটাক',
  'Call 108 or 112 now. Sit down and rest while waiting; do not walk or drive yourself.':
    'এখনই 108 বা 112-এ ফোন করুন। অপেক্ষার সময় বসে বিশ্রাম নিন; নিজে হেঁটে যাবেন না বা গাড়ি চালাবেন না।',
  'If you are not allergic, chewing an aspirin may help — only if the ambulance or a doctor advises it.':
    'অ্যালার্জি না থাকলে একটা অ্যাসপিরিন চিবিয়ে খেলে উপকার হতে পারে — তবে শুধু অ্যাম্বুলেন্স বা ডাক্তার বললে তবেই।',
  'If the person collapses and is not breathing, start hands-only CPR (push hard and fast in the centre of the chest).':
    'মানুষটি পড়ে গিয়ে শ্বাস না নিলে শুধু হাত দিয়ে সিপিআর শুরু করুন (বুকের মাঝখানে জোরে আর তাড়াতাড়ি চাপ দিন)।',
  'Chest pain or heaviness lasting more than a few minutes, especially with sweating, breathlessness or vomiting':
    'কয়েক মিনিটের বেশি বুকে ব্যথা বা ভার, বিশেষ করে সঙ্গে ঘাম, শ্বাসকষ্ট বা বমি',
  'People with diabetes, women and elderly people may have only breathlessness, tiredness or upper belly discomfort':
    'সুগারের রোগী, মহিলা আর বয়স্কদের শুধু শ্বাসকষ্ট, ক্লান্তি বা পেটের ওপরের দিকে অস্বস্তি হতে পারে',
  'Angina (chest pain from narrowed heart arteries)':
    'এনজাইনা (হার্টের সরু হয়ে যাওয়া ধমনীর জন্য বুকে ব্যথা)',
  'Stop and rest when pain starts; see a doctor within a day if this is new.':
    'ব্যথা শুরু হলে থেমে বিশ্রাম নিন; এটা নতুন হলে এক দিনের মধ্যে ডাক্তার দেখান।',
  'Use any angina spray or tablet only as your doctor prescribed.':
    'এনজাইনার কোনো স্প্রে বা ট্যাবলেট শুধু ডাক্তার যেমন লিখেছেন সেভাবেই ব্যবহার করুন।',
  'Stop smoking, control blood pressure, sugar and cholesterol, and walk daily once a doctor approves.':
    'ধূমপান ছাড়ুন, প্রেশার, সুগার আর কোলেস্টেরল নিয়ন্ত্রণে রাখুন, আর ডাক্তার অনুমতি দিলে রোজ হাঁটুন।',
  'Pain at rest, or lasting more than 10 minutes — call 108':
    'বিশ্রামের সময়েও ব্যথা, বা 10 মিনিটের বেশি ব্যথা — 108-এ ফোন করুন',
  'Pain coming more often or with less effort': 'ব্যথা আরও ঘনঘন হচ্ছে বা অল্প পরিশ্রমেই হচ্ছে',
  'Heart failure': 'হার্ট ফেলিওর (হৃৎপিণ্ড দুর্বল হয়ে যাওয়া)',
  'See a doctor within a day if breathlessness or swelling is new or worse.':
    'শ্বাসকষ্ট বা ফোলা নতুন হলে বা বেড়ে গেলে এক দিনের মধ্যে ডাক্তার দেখান।',
  'Limit salt; follow the fluid advice your doctor gives.':
    'নুন কম খান; জল কতটা খাবেন সে ব্যাপারে ডাক্তারের কথা মেনে চলুন।',
  'Weigh yourself daily; a quick gain can mean fluid build-up.':
    'রোজ ওজন মাপুন; হঠাৎ ওজন বেড়ে গেলে শরীরে জল জমছে বোঝাতে পারে।',
  'Breathless at rest or waking up gasping': 'বিশ্রামের সময়েও শ্বাসকষ্ট বা দম আটকে ঘুম ভেঙে যাওয়া',
  'Chest pain or fainting': 'বুকে ব্যথা বা অজ্ঞান হয়ে যাওয়া',
  'Weight gain of 2 kilos in a few days': 'কয়েক দিনে 2 কেজি ওজন বেড়ে যাওয়া',
  'High blood pressure (hypertension)': 'হাই ব্লাড প্রেশার (উচ্চ রক্তচাপ)',
  'Recheck after sitting quietly for 5 minutes; BP checks are free at government health centres.':
    '5 মিনিট চুপচাপ বসে থাকার পরে আবার মাপুন; সরকারি স্বাস্থ্যকেন্দ্রে প্রেশার মাপানো বিনামূল্যে।',
  'Cut down salt, pickles and papads; eat more vegetables and fruit.':
    'নুন, আচার আর পাঁপড় কম খান; বেশি করে শাকসবজি আর ফল খান।',
  'Walk or exercise most days, stop smoking and limit alcohol.':
    'বেশিরভাগ দিন হাঁটুন বা ব্যায়াম করুন, ধূমপান ছাড়ুন আর মদ কমান।',
  'If you take BP medicines, do not stop them without your doctor.':
    'প্রেশারের ওষুধ খেলে ডাক্তারকে না জিজ্ঞেস করে বন্ধ করবেন না।',
  'BP 180/120 or higher with chest pain, severe headache, confusion, vision loss or weakness — call 108':
    'প্রেশার 180/120 বা তার বেশি, সঙ্গে বুকে ব্যথা, খুব মাথাব্যথা, সব গুলিয়ে যাওয়া, চোখে দেখতে না পাওয়া বা দুর্বলতা — 108-এ ফোন করুন',
  'BP repeatedly 140/90 or higher — book a doctor visit':
    'বারবার প্রেশার 140/90 বা তার বেশি আসছে — ডাক্তার দেখানোর সময় নিন',
  'Irregular or fast heartbeat (arrhythmia)': 'এলোমেলো বা খুব দ্রুত হৃৎস্পন্দন (অ্যারিদমিয়া)',
};

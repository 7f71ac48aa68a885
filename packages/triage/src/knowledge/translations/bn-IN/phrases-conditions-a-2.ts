export const PHRASES_CONDITIONS_A_2: Record<string, string> = {
  'Sit down and breathe slowly; cut down on tea, coffee, energy drinks and alcohol.':
    'বসে পড়ুন আর ধীরে ধীরে শ্বাস নিন; চা, কফি, এনার্জি ড্রিংক আর মদ কমিয়ে দিন।',
  'See a doctor for an ECG, ideally while symptoms are present.':
    'ইসিজি (ECG) করানোর জন্য ডাক্তার দেখান, সবচেয়ে ভালো হয় লক্ষণ থাকার সময়েই করালে।',
  'Palpitations with chest pain, fainting or breathlessness — call 108':
    'বুক ধড়ফড়ের সঙ্গে বুকে ব্যথা, অজ্ঞান হয়ে যাওয়া বা শ্বাসকষ্ট — 108-এ ফোন করুন',
  'Blood clot in the leg (DVT)': 'পায়ে রক্ত জমাট বাঁধা (ডিভিটি)',
  'See a doctor today for a scan; do not massage the leg.':
    'আজই স্ক্যান করানোর জন্য ডাক্তার দেখান; পা মালিশ করবেন না।',
  'Sudden breathlessness, chest pain or coughing blood — a clot may have reached the lungs; call 108':
    'হঠাৎ শ্বাসকষ্ট, বুকে ব্যথা বা কাশির সঙ্গে রক্ত — জমাট রক্ত ফুসফুসে পৌঁছে থাকতে পারে; 108-এ ফোন করুন',
  'Stomach infection (gastroenteritis)': 'পেটের সংক্রমণ (গ্যাস্ট্রোএন্টেরাইটিস)',
  'Drink ORS (oral rehydration solution) in small frequent sips after every loose motion; also water, coconut water, rice water, dal water, buttermilk.':
    'প্রতিবার পাতলা পায়খানার পরে অল্প অল্প করে ঘনঘন চুমুক দিয়ে ORS (প্যাকেটের ওআরএস গুঁড়ো জলে গুলে) খান; সঙ্গে জল, ডাবের জল, ভাতের মাড়, ডালের জল, ঘোলও খান।',
  'Keep eating light food: khichdi, curd rice, banana, idli; keep breastfeeding babies.':
    'হালকা খাবার খেতে থাকুন: খিচুড়ি, দই-ভাত, কলা, ইডলি; শিশুকে বুকের দুধ খাওয়ানো চালিয়ে যান।',
  'Zinc for children with diarrhoea is given free with ORS at health centres — ask the health worker how to give it.':
    'পাতলা পায়খানা হওয়া বাচ্চাদের জন্য স্বাস্থ্যকেন্দ্রে ORS-এর সঙ্গে জিঙ্ক বিনামূল্যে দেওয়া হয় — কীভাবে খাওয়াবেন তা স্বাস্থ্যকর্মীকে জিজ্ঞেস করুন।',
  'Wash hands with soap after the toilet and before eating; drink boiled or filtered water.':
    'পায়খানার পরে আর খাওয়ার আগে সাবান দিয়ে হাত ধুন; ফোটানো বা ফিল্টার করা জল খান।',
  'Signs of dehydration: very little urine, sunken eyes, very thirsty or unable to drink, dizziness':
    'শরীরে জলের অভাবের লক্ষণ: খুব কম প্রস্রাব, চোখ বসে যাওয়া, খুব তেষ্টা বা কিছু পান করতে না পারা, মাথা ঘোরা',
  'Blood in stool, high fever or severe stomach pain': 'পায়খানায় রক্ত, খুব জ্বর বা খুব বেশি পেটব্যথা',
  'Vomiting everything for more than a few hours, or diarrhoea for more than 2 days in an adult':
    'কয়েক ঘণ্টার বেশি সময় ধরে যা খাচ্ছেন সব বমি হয়ে যাওয়া, বা বড়দের 2 দিনের বেশি পাতলা পায়খানা',
  'A baby or child who is drowsy or not feeding': 'শিশু বা বাচ্চা ঝিমিয়ে পড়েছে বা খাচ্ছে না',
  Dehydration: 'শরীরে জলের অভাব (ডিহাইড্রেশন)',
  'Rest in a cool, shaded place.': 'ঠান্ডা, ছায়া-ঘেরা জায়গায় বিশ্রাম নিন।',
  'Keep sipping fluids even if vomiting — small sips every few minutes.':
    'বমি হলেও জল জাতীয় জিনিস চুমুক দিয়ে খেতে থাকুন — কয়েক মিনিট পরপর অল্প অল্প চুমুক।',
  'No urine for 8 hours (or no wet nappy for 6 hours in a baby)':
    '8 ঘণ্টা ধরে প্রস্রাব হয়নি (বা শিশুর 6 ঘণ্টা ধরে ন্যাপি/কাঁথা ভেজেনি)',
  'Confusion, fainting or a fast heartbeat': 'সব গুলিয়ে যাওয়া, অজ্ঞান হয়ে যাওয়া বা বুক ধড়ফড়',
  'A child who is drowsy, floppy or cannot drink':
    'বাচ্চা ঝিমিয়ে পড়েছে, নেতিয়ে পড়েছে বা কিছু পান করতে পারছে না',
  'Cholera / severe watery diarrhoea': 'কলেরা / খুব বেশি জলের মতো পাতলা পায়খানা',
  'Go to a health centre today; severe cases need a drip.':
    'আজই স্বাস্থ্যকেন্দ্রে যান; বাড়াবাড়ি হলে স্যালাইন (ড্রিপ) দিতে হয়।',
  'Very weak, drowsy or cannot drink': 'খুব দুর্বল, ঝিমিয়ে পড়া বা কিছু পান করতে না পারা',
  'Sunken eyes and no urine': 'চোখ বসে যাওয়া আর একদম প্রস্রাব না হওয়া',
  'Cold hands and feet': 'হাত-পা ঠান্ডা',
  'Dysentery (bloody diarrhoea)': 'আমাশা (রক্ত-আমাশয়)',
  'See a doctor within a day; bloody diarrhoea may need treatment a doctor prescribes.':
    'এক দিনের মধ্যে ডাক্তার দেখান; রক্ত-আমাশয়ে ডাক্তারের লিখে দেওয়া চিকিৎসা লাগতে পারে।',
  'High fever or severe pain': 'খুব জ্বর বা খুব বেশি ব্যথা',
  'Signs of dehydration': 'শরীরে জলের অভাবের লক্ষণ',
  'Bloody diarrhoea in a child': 'বাচ্চার রক্ত-আমাশয়',
  'Food poisoning': 'খাবারে বিষক্রিয়া (ফুড পয়জনিং)',
  'Rest and eat bland food once vomiting settles.': 'বিশ্রাম নিন, আর বমি থামলে সাদামাটা খাবার খান।',
  'Avoid street food, cut fruit left open, and leftovers kept out of the fridge.':
    'রাস্তার খাবার, কেটে খোলা রাখা ফল, আর ফ্রিজের বাইরে রাখা বাসি খাবার খাবেন না।',
  'Blood in stool or vomit': 'পায়খানায় বা বমিতে রক্ত',
  'Double vision, drooping eyelids or difficulty swallowing':
    'সব কিছু দুটো দেখা, চোখের পাতা ঝুলে পড়া বা গিলতে অসুবিধা',
  'Worm infection': 'কৃমির সংক্রমণ',
  'Deworming medicine is given free to children on National Deworming Day — ask a health worker or doctor.':
    'জাতীয় কৃমিনাশক দিবসে বাচ্চাদের বিনামূল্যে কৃমির ওষুধ দেওয়া হয় — স্বাস্থ্যকর্মী বা ডাক্তারকে জিজ্ঞেস করুন।',
  'Wear footwear outdoors, trim nails and wash hands before eating.':
    'বাইরে জুতো/চটি পরুন, নখ কেটে রাখুন আর খাওয়ার আগে হাত ধুন।',
  'Severe stomach pain with vomiting': 'বমির সঙ্গে খুব বেশি পেটব্যথা',
  'Child looks pale or is not growing well': 'বাচ্চাকে ফ্যাকাশে দেখাচ্ছে বা ঠিকমতো বাড়ছে না',
  'Eat more fibre: whole grains, dal, vegetables, fruit such as papaya and guava.':
    'বেশি আঁশযুক্ত খাবার খান: গোটা শস্য (আটা, লাল চাল), ডাল, শাকসবজি, পেঁপে আর পেয়ারার মতো ফল।',
  'Drink more water and walk daily.': 'বেশি করে জল খান আর রোজ হাঁটুন।',
  'Do not ignore the urge to go.': 'পায়খানার বেগ এলে চেপে রাখবেন না।',
  'Not passing stool or gas with vomiting and a swollen belly':
    'বমির সঙ্গে পায়খানা বা বায়ু বেরোচ্ছে না আর পেট ফুলে আছে',
  'Blood in stool or weight loss': 'পায়খানায় রক্ত বা ওজন কমে যাওয়া',
  'New constipation after age 50 lasting weeks':
    '50 বছর বয়সের পরে নতুন করে কোষ্ঠকাঠিন্য, যা কয়েক সপ্তাহ ধরে চলছে',
  'Irritable bowel syndrome (IBS)': 'ইরিটেবল বাওয়েল সিনড্রোম (IBS)',
  'Eat regular meals and note foods that trigger symptoms.':
    'নিয়ম করে সময়মতো খান, আর কোন খাবারে সমস্যা বাড়ে তা খেয়াল করে লিখে রাখুন।',
  'Exercise, manage stress and sleep well.': 'ব্যায়াম করুন, দুশ্চিন্তা সামলান আর ভালো করে ঘুমোন।',
  'Weight loss, blood in stool or fever': 'ওজন কমে যাওয়া, পায়খানায় রক্ত বা জ্বর',
  'Symptoms starting after age 50': '50 বছর বয়সের পরে লক্ষণ শুরু হওয়া',
  'Piles (haemorrhoids) or anal fissure': 'পাইলস (অর্শ) বা মলদ্বারে চিড় (ফিশার)',
  'Prevent straining: fibre-rich food, plenty of water.':
    'পায়খানার সময় জোরে কোঁত দিতে না হয় তার ব্যবস্থা করুন: আঁশযুক্ত খাবার, প্রচুর জল।',
  'Sit in a tub of warm water for relief.': 'আরামের জন্য গামলায় হালকা গরম জল নিয়ে তাতে বসুন।',
  'Keep the area clean and dry.': 'জায়গাটা পরিষ্কার আর শুকনো রাখুন।',
  'Heavy bleeding or dark blood': 'খুব বেশি রক্ত পড়া বা কালচে রক্ত',
  'Severe pain with a hard lump': 'শক্ত গুটলির সঙ্গে খুব বেশি ব্যথা',
  'Weight loss or a change in bowel habit': 'ওজন কমে যাওয়া বা পায়খানার অভ্যাস বদলে যাওয়া',
  'Acidity and acid reflux (GERD)': 'অম্বল আর অ্যাসিড উঠে আসা (GERD)',
  'Eat smaller meals and avoid lying down for 2 to 3 hours after eating.':
    'একবারে কম করে খান, আর খাওয়ার পরে 2 থেকে 3 ঘণ্টা শোবেন না।',
  'Cut down on fried, spicy and oily food, tea, coffee, alcohol and smoking.':
    'ভাজাভুজি, ঝাল আর তেলতেলে খাবার, চা, কফি, মদ আর ধূমপান কমান।',
  'Raise the head end of the bed; lose weight if overweight.':
    'খাটের মাথার দিকটা উঁচু করে নিন; ওজন বেশি হলে কমান।',
  'A pharmacist can advise on antacids for occasional use.':
    'মাঝেমধ্যে খাওয়ার জন্য অ্যান্টাসিডের ব্যাপারে ফার্মাসিস্ট পরামর্শ দিতে পারেন।',
  'Chest pain with sweating, breathlessness or pain spreading to the arm or jaw — could be the heart; call 108':
    'বুকে ব্যথার সঙ্গে ঘাম, শ্বাসকষ্ট, বা ব্যথা হাতে বা চোয়ালে ছড়িয়ে যাওয়া — হার্টের সমস্যা হতে পারে; 108-এ ফোন করুন',
  'Difficulty swallowing, weight loss, vomiting blood or black stools':
    'গিলতে অসুবিধা, ওজন কমে যাওয়া, রক্তবমি বা কালো পায়খানা',
  'Gastritis or stomach ulcer': 'গ্যাস্ট্রাইটিস বা পাকস্থলীর আলসার (পেটে ঘা)',
  'Avoid painkillers such as ibuprofen, diclofenac or aspirin unless a doctor says they are safe.':
    'আইবুপ্রোফেন, ডাইক্লোফেনাক বা অ্যাসপিরিনের মতো ব্যথার ওষুধ খাবেন না, যদি না ডাক্তার বলেন যে সেগুলো নিরাপদ।',
  'Avoid alcohol, smoking and very spicy food; eat regular meals.':
    'মদ, ধূমপান আর খুব ঝাল খাবার এড়িয়ে চলুন; নিয়ম করে সময়মতো খান।',
  'Vomiting blood or black, tarry stools — go to hospital now':
    'রক্তবমি বা কালো, আলকাতরার মতো পায়খানা — এখনই হাসপাতালে যান',
  'Sudden severe stomach pain': 'হঠাৎ খুব বেশি পেটব্যথা',
  'Bleeding in the stomach or gut': 'পাকস্থলী বা অন্ত্রে রক্তক্ষরণ',
  'Call 108 now; lie down with legs raised if dizzy. Do not eat or drink until seen.':
    'এখনই 108-এ ফোন করুন; মাথা ঘুরলে পা উঁচু করে শুয়ে পড়ুন। ডাক্তার না দেখা পর্যন্ত কিছু খাবেন বা পান করবেন না।',
  'Any vomiting of blood or black stools with dizziness is an emergency':
    'মাথা ঘোরার সঙ্গে যে কোনো রক্তবমি বা কালো পায়খানা জরুরি অবস্থা',
  Appendicitis: 'অ্যাপেন্ডিসাইটিস',
  'Go to a doctor or hospital within hours; do not eat or take painkillers or laxatives until examined.':
    'কয়েক ঘণ্টার মধ্যে ডাক্তার বা হাসপাতালে যান; পরীক্ষা না হওয়া পর্যন্ত কিছু খাবেন না, ব্যথার ওষুধ বা জোলাপ নেবেন না।',
  'Pain suddenly spreading across the whole belly or getting much worse':
    'ব্যথা হঠাৎ সারা পেটে ছড়িয়ে যাওয়া বা অনেক বেড়ে যাওয়া',
  'High fever, hard belly or repeated vomiting': 'খুব জ্বর, পেট শক্ত বা বারবার বমি',
  'Gallstones / gallbladder pain': 'পিত্তথলিতে পাথর / পিত্তথলির ব্যথা',
  'Eat smaller, low-fat meals.': 'একবারে কম করে, কম তেল-চর্বির খাবার খান।',
  'See a doctor for an ultrasound if pain keeps returning after meals.':
    'খাওয়ার পরে বারবার ব্যথা ফিরে এলে আলট্রাসাউন্ড করানোর জন্য ডাক্তার দেখান।',
  'Pain lasting more than 8 hours': '8 ঘণ্টার বেশি ব্যথা থাকা',
  'Fever with shivering, or yellow eyes — see a doctor today':
    'কাঁপুনি দিয়ে জ্বর, বা চোখ হলুদ — আজই ডাক্তার দেখান',
  'Acute pancreatitis': 'অ্যাকিউট প্যানক্রিয়াটাইটিস (অগ্ন্যাশয়ে প্রদাহ)',
  'Severe upper belly pain going through to the back with vomiting needs hospital now':
    'পেটের ওপরের দিকে ভীষণ ব্যথা যা পিঠ পর্যন্ত ফুঁড়ে যায়, সঙ্গে বমি — এখনই হাসপাতালে যেতে হবে',
  'Liver damage (cirrhosis, often from alcohol)': 'লিভারের ক্ষতি (সিরোসিস, প্রায়ই মদ থেকে)',
  'Stop alcohol completely; ask for help with de-addiction (Tele-MANAS 14416 can guide you).':
    'মদ একেবারে ছেড়ে দিন; নেশা ছাড়ার জন্য সাহায্য নিন (Tele-MANAS 14416 পথ দেখাতে পারে)।',
  'Take no herbal or other medicines without asking your doctor.':
    'ডাক্তারকে না জিজ্ঞেস করে জড়িবুটি বা অন্য কোনো ওষুধ খাবেন না।',
  'Confusion or sleepiness': 'সব গুলিয়ে যাওয়া বা ঘুম ঘুম ভাব',
  'Fever with a swollen, painful belly': 'জ্বরের সঙ্গে পেট ফুলে ব্যথা',
  'Urine infection (UTI)': 'প্রস্রাবের সংক্রমণ (ইউরিন ইনফেকশন, UTI)',
  'Drink plenty of water so that urine is pale.': 'প্রচুর জল খান যাতে প্রস্রাবের রং হালকা থাকে।',
  'See a doctor for a urine test; antibiotics, if needed, must be prescribed — do not take leftover ones.':
    'প্রস্রাব পরীক্ষার জন্য ডাক্তার দেখান; অ্যান্টিবায়োটিক লাগলে ডাক্তারকেই লিখে দিতে হবে — আগের বেঁচে যাওয়া ওষুধ খাবেন না।',
  'Do not hold urine for long; wipe front to back.':
    'অনেকক্ষণ প্রস্রাব চেপে রাখবেন না; সামনে থেকে পেছনের দিকে মুছুন।',
  'Fever with shivering, or pain in the side or back (kidney infection)':
    'কাঁপুনি দিয়ে জ্বর, বা পাশে বা পিঠে ব্যথা (কিডনির সংক্রমণ)',
  'Symptoms in pregnancy, in a man, or in a child': 'গর্ভাবস্থায়, পুরুষদের, বা বাচ্চাদের এই লক্ষণ',
  'Kidney infection (pyelonephritis)': 'কিডনির সংক্রমণ (পায়েলোনেফ্রাইটিস)',
  'See a doctor today; kidney infections need prescribed antibiotics.':
    'আজই ডাক্তার দেখান; কিডনির সংক্রমণে ডাক্তারের লিখে দেওয়া অ্যান্টিবায়োটিক লাগে।',
  'Drink plenty of fluids and rest.': 'প্রচুর জল জাতীয় জিনিস খান আর বিশ্রাম নিন।',
  'Confusion, very fast breathing or cold clammy skin (possible sepsis) — call 108':
    'সব গুলিয়ে যাওয়া, খুব তাড়াতাড়ি শ্বাস নেওয়া বা ঠান্ডা চটচটে চামড়া (সেপসিস হতে পারে) — 108-এ ফোন করুন',
  'Vomiting so that fluids do not stay down': 'এমন বমি যে জল-টলও পেটে থাকছে না',
  'Kidney stone (pathri)': 'কিডনিতে পাথর (পাথরি)',
  'Drink plenty of water through the day, especially in summer.':
    'সারা দিন ধরে প্রচুর জল খান, বিশেষ করে গরমকালে।',
  'Pain relief only as advised by a doctor or pharmacist; see a doctor within a day for severe pain.':
    'ব্যথার ওষুধ শুধু ডাক্তার বা ফার্মাসিস্টের পরামর্শমতো খান; খুব বেশি ব্যথা হলে এক দিনের মধ্যে ডাক্তার দেখান।',
  'Reduce salt and very high-protein diets.': 'নুন কম খান, আর খুব বেশি প্রোটিনের খাবার কমান।',
  'Fever or shivering with stone pain — an infected blocked kidney is an emergency':
    'পাথরের ব্যথার সঙ্গে জ্বর বা কাঁপুনি — সংক্রমণ হয়ে আটকে যাওয়া কিডনি জরুরি অবস্থা',
  'Unable to pass urine': 'প্রস্রাব করতে না পারা',
  'Pain not controlled or repeated vomiting': 'ব্যথা কমছে না বা বারবার বমি',
  'Enlarged prostate (BPH)': 'প্রোস্টেট বড় হয়ে যাওয়া (BPH)',
  'Reduce fluids in the evening and cut down on tea, coffee and alcohol.':
    'সন্ধের পরে জল কম খান, আর চা, কফি ও মদ কমিয়ে দিন।',
  'Book a doctor visit for a prostate check.': 'প্রোস্টেট পরীক্ষা করানোর জন্য ডাক্তার দেখানোর সময় নিন।',
  'Unable to pass urine at all': 'একেবারেই প্রস্রাব করতে না পারা',
  'Fever with urinary symptoms': 'প্রস্রাবের সমস্যার সঙ্গে জ্বর',
  'Chronic kidney disease': 'দীর্ঘদিনের কিডনির রোগ (ক্রনিক কিডনি ডিজিজ)',
  'Control blood pressure and sugar; limit salt.': 'প্রেশার আর সুগার নিয়ন্ত্রণে রাখুন; নুন কম খান।',
  'Avoid painkillers and herbal remedies unless your doctor approves them.':
    'ডাক্তার অনুমতি না দিলে ব্যথার ওষুধ আর জড়িবুটি খাবেন না।',
  'Breathlessness or very little urine': 'শ্বাসকষ্ট বা খুব কম প্রস্রাব',
  'Severe swelling': 'খুব বেশি ফোলা',
  'Stroke (brain attack)': 'স্ট্রোক (মস্তিষ্কে আঘাত/ব্রেন অ্যাটাক)',
  'Call 108 or 112 now and note the time symptoms began — clot-busting treatment works only within hours.':
    'এখনই 108 বা 112-এ ফোন করুন আর লক্ষণ কখন শুরু হয়েছে সেই সময়টা মনে রাখুন — জমাট রক্ত গলানোর চিকিৎসা শুধু কয়েক ঘণ্টার মধ্যেই কাজ করে।',
  'Do not give food, water or medicines; lay the person on their side if drowsy or vomiting.':
    'খাবার, জল বা ওষুধ দেবেন না; ঝিমিয়ে পড়লে বা বমি করলে মানুষটিকে এক পাশ ফিরিয়ে শুইয়ে দিন।',
  'Remember FAST: Face drooping, Arm weakness, Speech difficulty — Time to call 108':
    'FAST মনে রাখুন: Face — মুখ বেঁকে যাওয়া, Arm — হাত দুর্বল, Speech — কথা বলতে অসুবিধা, Time — এখনই 108-এ ফোন করার সময়',
  'Symptoms that go away within minutes still need hospital today (mini-stroke)':
    'কয়েক মিনিটে লক্ষণ চলে গেলেও আজই হাসপাতালে যেতে হবে (মিনি-স্ট্রোক)',
  Migraine: 'মাইগ্রেন (আধকপালে)',
  'Rest in a dark, quiet room; a cool cloth on the forehead can help.':
    'অন্ধকার, চুপচাপ ঘরে বিশ্রাম নিন; কপালে ঠান্ডা ভেজা কাপড় দিলে আরাম হতে পারে।',
  'Drink water and do not skip meals or sleep.': 'জল খান, আর খাওয়া বা ঘুম বাদ দেবেন না।',
  'Keep a headache diary of triggers such as sleep loss, fasting, bright sun or stress.':
    'কোন কোন কারণে মাথাব্যথা শুরু হয়, যেমন ঘুম কম হওয়া, উপোস, কড়া রোদ বা দুশ্চিন্তা — একটা খাতায় লিখে রাখুন।',
  'Painkillers only as advised by a pharmacist or doctor; using them on more than a few days a week can worsen headaches.':
    'ব্যথার ওষুধ শুধু ফার্মাসিস্ট বা ডাক্তারের পরামর্শমতো খান; সপ্তাহে কয়েক দিনের বেশি খেলে মাথাব্যথা আরও বাড়তে পারে।',
  'Sudden, worst-ever headache, or headache with weakness, confusion, fits or slurred speech — call 108':
    'হঠাৎ, জীবনের সবচেয়ে তীব্র মাথাব্যথা, বা মাথাব্যথার সঙ্গে দুর্বলতা, সব গুলিয়ে যাওয়া, খিঁচুনি বা কথা জড়িয়ে যাওয়া — 108-এ ফোন করুন',
  'Headache with fever and stiff neck': 'জ্বর আর ঘাড় শক্তের সঙ্গে মাথাব্যথা',
  'Headaches becoming more frequent or changing pattern, or starting after age 50':
    'মাথাব্যথা আগের চেয়ে ঘনঘন হচ্ছে বা ধরন বদলে যাচ্ছে, বা 50 বছর বয়সের পরে শুরু হয়েছে',
  'Tension-type headache': 'টেনশনের মাথাব্যথা',
  'Drink water, sleep regularly and take screen breaks.':
    'জল খান, নিয়ম করে ঘুমোন, আর মোবাইল/টিভির পর্দা থেকে মাঝে মাঝে বিরতি নিন।',
  'Gentle neck stretches and relaxation help.': 'আলতো করে ঘাড়ের স্ট্রেচিং আর মন শান্ত রাখা উপকারী।',
  'Painkillers only as advised by a pharmacist or doctor.':
    'ব্যথার ওষুধ শুধু ফার্মাসিস্ট বা ডাক্তারের পরামর্শমতো খান।',
  'Headache that wakes you up or is worse on lying down with vomiting':
    'যে মাথাব্যথায় ঘুম ভেঙে যায়, বা শুলে বাড়ে আর সঙ্গে বমি হয়',
  'Headache after a head injury': 'মাথায় চোট লাগার পরে মাথাব্যথা',
  'Headache with fever, stiff neck, weakness or confusion':
    'মাথাব্যথার সঙ্গে জ্বর, ঘাড় শক্ত, দুর্বলতা বা সব গুলিয়ে যাওয়া',
  'Seizure / epilepsy': 'খিঁচুনি / মৃগী',
  'During a fit: move hard objects away, cushion the head, do not hold the person down and put nothing in the mouth.':
    'খিঁচুনির সময়: শক্ত জিনিসপত্র সরিয়ে দিন, মাথার নিচে নরম কিছু দিন, মানুষটিকে চেপে ধরবেন না আর মুখে কিছু ঢোকাবেন না।',
  'After the jerking stops, roll them onto their side and stay until fully awake.':
    'ঝাঁকুনি থামলে তাঁকে এক পাশ ফিরিয়ে দিন, আর পুরোপুরি জ্ঞান না ফেরা পর্যন্ত পাশে থাকুন।',
  'Call 108 for a first fit, a fit over 5 minutes, repeated fits, injury, or a fit in pregnancy.':
    'প্রথমবার খিঁচুনি, 5 মিনিটের বেশি খিঁচুনি, বারবার খিঁচুনি, চোট লাগলে, বা গর্ভাবস্থায় খিঁচুনি হলে 108-এ ফোন করুন।',
  'If you have epilepsy, take your medicines regularly and avoid swimming alone or driving until your doctor allows.':
    'মৃগী থাকলে নিয়ম করে ওষুধ খান, আর ডাক্তার অনুমতি না দেওয়া পর্যন্ত একা সাঁতার কাটবেন না বা গাড়ি চালাবেন না।',
  'Fit lasting more than 5 minutes or not waking up between fits':
    '5 মিনিটের বেশি খিঁচুনি, বা দুটো খিঁচুনির মাঝে জ্ঞান না ফেরা',
  'First-ever fit': 'জীবনে প্রথমবার খিঁচুনি',
  'Fit with fever, head injury or in pregnancy':
    'জ্বর বা মাথায় চোটের সঙ্গে খিঁচুনি, বা গর্ভাবস্থায় খিঁচুনি',
  'Vertigo (inner-ear balance problem)': 'ভার্টিগো (ভেতরের কানের জন্য ভারসাম্যের সমস্যা)',
  'Sit or lie down when it starts; get up slowly.': 'শুরু হলে বসে পড়ুন বা শুয়ে পড়ুন; আস্তে আস্তে উঠুন।',
  'Avoid driving, heights and ladders until it settles.':
    'না কমা পর্যন্ত গাড়ি চালাবেন না, উঁচু জায়গায় উঠবেন না, মই বেয়ে উঠবেন না।',
  'Drink fluids if vomiting.': 'বমি হলে জল জাতীয় জিনিস খান।',
  'Vertigo with double vision, slurred speech, weakness or trouble walking — could be a stroke, call 108':
    'ভার্টিগোর সঙ্গে সব কিছু দুটো দেখা, কথা জড়িয়ে যাওয়া, দুর্বলতা বা হাঁটতে অসুবিধা — স্ট্রোক হতে পারে, 108-এ ফোন করুন',
  'Bell’s palsy (facial nerve weakness)': 'বেলস পালসি (মুখের স্নায়ুর দুর্বলতা)',
  'See a doctor within a day: treatment started early works best.':
    'এক দিনের মধ্যে ডাক্তার দেখান: তাড়াতাড়ি চিকিৎসা শুরু করলে সবচেয়ে ভালো কাজ হয়।',
  'Protect the eye that will not close (eye drops, tape or an eye patch at night as advised).':
    'যে চোখ বন্ধ হচ্ছে না সেটাকে বাঁচিয়ে রাখুন (পরামর্শমতো চোখের ড্রপ, রাতে টেপ বা চোখের পট্টি)।',
  'Weakness of the arm or leg, or speech trouble — could be a stroke, call 108':
    'হাত বা পায়ে দুর্বলতা, বা কথা বলতে অসুবিধা — স্ট্রোক হতে পারে, 108-এ ফোন করুন',
  'Nerve damage in hands and feet (neuropathy)': 'হাত-পায়ের স্নায়ুর ক্ষতি (নিউরোপ্যাথি)',
  'Check feet daily for cuts and blisters; always wear footwear.':
    'রোজ পা দেখুন কোথাও কেটেছে বা ফোস্কা পড়েছে কিনা; সবসময় জুতো/চটি পরুন।',
  'Keep blood sugar controlled and avoid alcohol.': 'রক্তের সুগার নিয়ন্ত্রণে রাখুন আর মদ খাবেন না।',
  'Get vitamin B12 and sugar tested.': 'ভিটামিন B12 আর সুগারের পরীক্ষা করান।',
  'A foot wound that is not healing or turns red, black or smelly':
    'পায়ের ঘা যা সারছে না, বা লাল, কালো হয়ে যাচ্ছে বা দুর্গন্ধ বেরোচ্ছে',
  'Weakness spreading up the legs over days': 'কয়েক দিন ধরে দুর্বলতা পা থেকে ওপরের দিকে উঠছে',
  'Fainting (syncope)': 'অজ্ঞান হয়ে যাওয়া (সিনকোপ)',
  'Lie down with legs raised until fully recovered; then sit up slowly.':
    'পুরোপুরি সুস্থ না হওয়া পর্যন্ত পা উঁচু করে শুয়ে থাকুন; তারপর আস্তে আস্তে উঠে বসুন।',
  'Drink fluids and eat something once awake.': 'জ্ঞান ফিরলে জল জাতীয় কিছু খান আর কিছু খাবার খান।',
  'Fainting during exercise, with chest pain or palpitations, or without warning':
    'ব্যায়াম বা পরিশ্রমের সময় অজ্ঞান হওয়া, বুকে ব্যথা বা বুক ধড়ফড়ের সঙ্গে অজ্ঞান হওয়া, বা কোনো আগাম লক্ষণ ছাড়াই অজ্ঞান হওয়া',
  'Not waking within a minute': 'এক মিনিটের মধ্যে জ্ঞান না ফেরা',
  'Fainting in pregnancy': 'গর্ভাবস্থায় অজ্ঞান হয়ে যাওয়া',
  'Suicidal thoughts or self-harm crisis': 'আত্মহত্যার চিন্তা বা নিজের ক্ষতি করার সংকট',
  'Call Tele-MANAS 14416 now — free, confidential, 24x7. If you are in immediate danger, call 112.':
    'এখনই Tele-MANAS 14416-এ ফোন করুন — বিনামূল্যে, গোপন, 24x7। যদি এখনই বিপদ থাকে, 112-এ ফোন করুন।',
  'Stay with someone you trust and move away from anything you could use to harm yourself.':
    'বিশ্বাস করেন এমন কারও সঙ্গে থাকুন, আর নিজের ক্ষতি করতে পারেন এমন যে কোনো জিনিস থেকে দূরে সরে যান।',
  'You are not alone, and these feelings can get better with help.':
    'আপনি একা নন, আর সাহায্য পেলে এই অনুভূতিগুলো ভালো হতে পারে।',
  'Having a plan or means to end your life, or having already harmed yourself — call 112 now':
    'জীবন শেষ করার পরিকল্পনা বা উপায় হাতের কাছে থাকা, বা ইতিমধ্যে নিজের ক্ষতি করে ফেলা — এখনই 112-এ ফোন করুন',
  Depression: 'ডিপ্রেশন (অবসাদ)',
  'Talk to someone you trust, or call Tele-MANAS 14416 (free, 24x7, in your language) to speak with a trained counsellor.':
    'বিশ্বাস করেন এমন কারও সঙ্গে কথা বলুন, বা প্রশিক্ষিত কাউন্সেলরের সঙ্গে কথা বলতে Tele-MANAS 14416-এ ফোন করুন (বিনামূল্যে, 24x7, আপনার ভাষায়)।',
  'Keep a simple daily routine: regular sleep, meals, a short walk in daylight.':
    'রোজকার একটা সহজ রুটিন রাখুন: নিয়ম করে ঘুম, খাওয়া, দিনের আলোয় একটু হাঁটা।',
  'Avoid alcohol and other drugs.': 'মদ আর অন্য নেশার জিনিস থেকে দূরে থাকুন।',
  'Depression is a common, treatable illness — seeing a doctor is a sign of strength.':
    'ডিপ্রেশন একটা সাধারণ রোগ, এর চিকিৎসা আছে — ডাক্তার দেখানো দুর্বলতা নয়, মনের জোরের পরিচয়।',
  'Thoughts of ending your life — call Tele-MANAS 14416 or 112 now':
    'জীবন শেষ করার চিন্তা আসছে — এখনই Tele-MANAS 14416 বা 112-এ ফোন করুন',
};

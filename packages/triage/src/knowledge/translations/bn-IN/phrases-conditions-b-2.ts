export const PHRASES_CONDITIONS_B_2: Record<string, string> = {
  'See a doctor within a day; babies under 6 months often need hospital care.':
    'এক দিনের মধ্যে ডাক্তার দেখান; 6 মাসের কম বয়সী শিশুদের প্রায়ই হাসপাতালে ভর্তি করতে হয়।',
  'Check that the child’s DPT vaccines are complete.':
    'বাচ্চার DPT টিকাগুলো সব দেওয়া হয়েছে কিনা দেখে নিন।',
  'Baby turning blue or stopping breathing during coughing fits':
    'কাশির দমকের সময় শিশু নীল হয়ে যাচ্ছে বা শ্বাস থেমে যাচ্ছে',
  'Not feeding or vomiting after every feed': 'দুধ খাচ্ছে না বা প্রতিবার খাওয়ার পরে বমি করছে',
  Chickenpox: 'জলবসন্ত (চিকেন পক্স)',
  'Calamine lotion and cool baths ease the itch; keep nails short.':
    'ক্যালামাইন লোশন আর ঠান্ডা জলে স্নান চুলকানি কমায়; নখ ছোট করে কেটে রাখুন।',
  'Do not give ibuprofen or aspirin for chickenpox.': 'জলবসন্তে আইবুপ্রোফেন বা অ্যাসপিরিন দেবেন না।',
  'Stay away from school, pregnant women and newborns until all spots crust over.':
    'সব গুটি শুকিয়ে মামড়ি না পড়া পর্যন্ত স্কুল, গর্ভবতী মহিলা আর নবজাতকদের থেকে দূরে থাকুন।',
  'Breathlessness, chest pain, confusion or fits': 'শ্বাসকষ্ট, বুকে ব্যথা, সব গুলিয়ে যাওয়া বা খিঁচুনি',
  'Red, hot, swollen skin around blisters': 'ফোস্কার চারপাশের চামড়া লাল, গরম আর ফোলা',
  'Chickenpox in a pregnant woman, newborn or person with low immunity':
    'গর্ভবতী মহিলা, নবজাতক বা রোগ প্রতিরোধ ক্ষমতা কম এমন কারও জলবসন্ত',
  Measles: 'হাম',
  'See a doctor; vitamin A is given to children with measles under the national programme.':
    'ডাক্তার দেখান; জাতীয় কর্মসূচিতে হামে আক্রান্ত বাচ্চাদের ভিটামিন A দেওয়া হয়।',
  'Keep the child away from others for 4 days after the rash starts; check MR vaccination of siblings.':
    'র‍্যাশ বেরোনোর পর 4 দিন বাচ্চাকে অন্যদের থেকে আলাদা রাখুন; ভাইবোনদের MR টিকা দেওয়া আছে কিনা দেখে নিন।',
  'Fast or difficult breathing': 'তাড়াতাড়ি শ্বাস নেওয়া বা শ্বাস নিতে কষ্ট',
  'Drowsiness or fits': 'ঝিমিয়ে পড়া বা খিঁচুনি',
  'Diarrhoea with dehydration': 'পাতলা পায়খানার সঙ্গে শরীরে জলের অভাব',
  'Mumps (galsua)': 'মাম্পস (গাল ফোলা, গলসুয়া)',
  'Rest, drink fluids and eat soft food; avoid sour food like pickles and citrus.':
    'বিশ্রাম নিন, জল জাতীয় জিনিস খান আর নরম খাবার খান; আচার আর লেবু-কমলার মতো টক খাবার খাবেন না।',
  'A warm or cold compress on the swelling.': 'ফোলা জায়গায় গরম বা ঠান্ডা সেঁক দিন।',
  'Stay home from school or work for 5 days after the swelling starts.':
    'ফোলা শুরু হওয়ার পর 5 দিন স্কুলে বা কাজে যাবেন না, বাড়িতে থাকুন।',
  'Stiff neck, severe headache or drowsiness': 'ঘাড় শক্ত, খুব মাথাব্যথা বা ঝিমিয়ে পড়া',
  'Painful swollen testicles or severe belly pain': 'অণ্ডকোষ ফুলে ব্যথা বা খুব বেশি পেটব্যথা',
  'Hand, foot and mouth disease': 'হ্যান্ড, ফুট অ্যান্ড মাউথ ডিজিজ (হাত-পা-মুখের রোগ)',
  'Cool, soft food and drinks are easier on a sore mouth.':
    'মুখে ঘা থাকলে ঠান্ডা, নরম খাবার আর পানীয় খেতে সুবিধা হয়।',
  'Wash hands well; keep the child home while unwell.':
    'ভালো করে হাত ধুন; অসুস্থ থাকাকালীন বাচ্চাকে বাড়িতে রাখুন।',
  'Not drinking or passing very little urine': 'কিছু পান না করা বা খুব কম প্রস্রাব হওয়া',
  'Drowsiness, fits or jerky movements': 'ঝিমিয়ে পড়া, খিঁচুনি বা শরীরে ঝটকা দেওয়া নড়াচড়া',
  'Febrile seizure (fit with fever in a young child)': 'জ্বরের খিঁচুনি (ছোট বাচ্চার জ্বরের সঙ্গে খিঁচুনি)',
  'Lay the child on their side on a safe surface; do not put anything in the mouth or hold them down.':
    'বাচ্চাকে নিরাপদ জায়গায় এক পাশ ফিরিয়ে শুইয়ে দিন; মুখে কিছু ঢোকাবেন না বা চেপে ধরবেন না।',
  'Note the time; call 108 if it is the first fit, lasts more than 5 minutes, or the child does not wake normally.':
    'সময়টা খেয়াল রাখুন; প্রথমবার খিঁচুনি হলে, 5 মিনিটের বেশি চললে, বা বাচ্চা স্বাভাবিকভাবে জেগে না উঠলে 108-এ ফোন করুন।',
  'Fit longer than 5 minutes, another fit, or stiff neck, rash or drowsiness afterwards':
    '5 মিনিটের বেশি খিঁচুনি, আবার খিঁচুনি, বা পরে ঘাড় শক্ত, র‍্যাশ বা ঝিমিয়ে পড়া',
  'Newborn jaundice': 'নবজাতকের জন্ডিস',
  'Breastfeed often, every 2 to 3 hours.': 'ঘনঘন বুকের দুধ খাওয়ান, প্রতি 2 থেকে 3 ঘণ্টায়।',
  'Get the baby’s bilirubin checked today; do not rely on sunlight treatment at home.':
    'আজই শিশুর বিলিরুবিন পরীক্ষা করান; বাড়িতে রোদে রাখার চিকিৎসার ওপর ভরসা করবেন না।',
  'Yellow palms or soles, jaundice in the first 24 hours, a sleepy baby not feeding, or pale stools':
    'হাতের তালু বা পায়ের তলা হলুদ, জন্মের প্রথম 24 ঘণ্টায় জন্ডিস, ঘুমিয়ে থাকা শিশু যে দুধ খাচ্ছে না, বা ফ্যাকাশে সাদাটে পায়খানা',
  'Heat stroke': 'হিট স্ট্রোক (সর্দিগর্মি)',
  'Call 108 now. Move the person to shade or a cool room and remove extra clothing.':
    'এখনই 108-এ ফোন করুন। মানুষটিকে ছায়ায় বা ঠান্ডা ঘরে নিয়ে যান আর বাড়তি জামাকাপড় খুলে দিন।',
  'Cool them fast: wet the skin with cool water and fan them; put wet cloths or ice packs on the neck, armpits and groin.':
    'তাড়াতাড়ি শরীর ঠান্ডা করুন: ঠান্ডা জলে গা ভিজিয়ে হাওয়া করুন; ঘাড়ে, বগলে আর কুঁচকিতে ভেজা কাপড় বা বরফের প্যাক দিন।',
  'Give sips of water only if fully awake; do not give anything by mouth if drowsy.':
    'পুরো জ্ঞান থাকলে তবেই চুমুক দিয়ে জল খাওয়ান; ঝিমিয়ে পড়লে মুখে কিছু দেবেন না।',
  'Confusion, fits, unconsciousness or very hot skin after heat exposure is an emergency':
    'গরমে থাকার পরে সব গুলিয়ে যাওয়া, খিঁচুনি, অজ্ঞান হয়ে যাওয়া বা গা খুব গরম — জরুরি অবস্থা',
  'Heat exhaustion': 'গরমে শরীর কাহিল হয়ে পড়া (হিট এক্সহশন)',
  'Move to a cool, shaded place, lie down and raise the feet.':
    'ঠান্ডা, ছায়া-ঘেরা জায়গায় গিয়ে শুয়ে পড়ুন আর পা উঁচু করে রাখুন।',
  'Drink water, ORS, buttermilk, lemon water or aam panna.':
    'জল, ORS, ঘোল, লেবুর জল বা আমপোড়ার শরবত খান।',
  'Cool the skin with wet cloths and a fan.': 'ভেজা কাপড় আর পাখার হাওয়ায় গা ঠান্ডা করুন।',
  'Avoid going out between noon and 4 pm in heat waves; wear a cap and loose cotton clothes.':
    'তাপপ্রবাহের সময় দুপুর 12টা থেকে বিকেল 4টে পর্যন্ত বাইরে যাবেন না; টুপি আর ঢিলেঢালা সুতির জামা পরুন।',
  'Not better within 30 minutes of cooling and fluids':
    'ঠান্ডা করা আর জল খাওয়ানোর 30 মিনিটের মধ্যে ভালো না হওয়া',
  'Confusion, stopping sweating or fainting — treat as heat stroke and call 108':
    'সব গুলিয়ে যাওয়া, ঘাম বন্ধ হয়ে যাওয়া বা অজ্ঞান হয়ে যাওয়া — হিট স্ট্রোক ধরে নিয়ে 108-এ ফোন করুন',
  'Call 108 and go to the nearest hospital now — anti-snake venom is free at government hospitals.':
    '108-এ ফোন করুন আর এখনই কাছের হাসপাতালে যান — সরকারি হাসপাতালে সাপের বিষের ওষুধ (অ্যান্টি-স্নেক ভেনম) বিনামূল্যে।',
  'Keep calm and still; keep the bitten limb still and below heart level. Remove rings, bangles and tight clothing.':
    'শান্ত থাকুন আর নড়াচড়া করবেন না; যেখানে কামড়েছে সেই হাত বা পা স্থির রাখুন আর হার্টের চেয়ে নিচে রাখুন। আংটি, চুড়ি আর আঁটসাঁট জামাকাপড় খুলে ফেলুন।',
  'Do not cut the wound, suck out venom, tie a tight tourniquet, apply herbs or visit a traditional healer — these waste time.':
    'ক্ষত কাটবেন না, বিষ চুষে বের করবেন না, শক্ত করে বাঁধন দেবেন না, জড়িবুটি লাগাবেন না বা ওঝা-গুণিনের কাছে যাবেন না — এতে শুধু সময় নষ্ট হয়।',
  'Note the time of the bite; take a photo of the snake only if it is safe.':
    'কখন কামড়েছে সেই সময়টা মনে রাখুন; নিরাপদ হলে তবেই সাপের ছবি তুলুন।',
  'Even without pain, krait bites (often at night while sleeping on the floor) can cause drooping eyelids and breathing failure hours later':
    'ব্যথা না থাকলেও কালাচ (ক্রেট) সাপের কামড়ে (প্রায়ই রাতে মেঝেতে ঘুমোনোর সময়) কয়েক ঘণ্টা পরে চোখের পাতা ঝুলে পড়তে পারে আর শ্বাস বন্ধ হয়ে যেতে পারে',
  'Dog or animal bite (rabies risk)': 'কুকুর বা অন্য প্রাণীর কামড় (জলাতঙ্কের ঝুঁকি)',
  'Wash the wound at once with soap and running water for 15 minutes — this greatly reduces rabies risk.':
    'সঙ্গে সঙ্গে ক্ষতটা সাবান আর কলের চলতি জলে 15 মিনিট ধরে ধুয়ে ফেলুন — এতে জলাতঙ্কের ঝুঁকি অনেকটাই কমে যায়।',
  'Go to a health centre today for anti-rabies vaccine (free at government hospitals) and, for deep bites, rabies immunoglobulin.':
    'আজই স্বাস্থ্যকেন্দ্রে গিয়ে জলাতঙ্কের টিকা নিন (সরকারি হাসপাতালে বিনামূল্যে), আর গভীর কামড় হলে র‍্যাবিস ইমিউনোগ্লোবুলিনও।',
  'Do not apply chilli, turmeric, oil or other substances, and do not stitch or bandage tightly.':
    'লঙ্কা, হলুদ, তেল বা অন্য কিছু লাগাবেন না, আর সেলাই করবেন না বা শক্ত করে ব্যান্ডেজ বাঁধবেন না।',
  'Complete every vaccine dose on the schedule the doctor gives.':
    'ডাক্তার যে তারিখগুলো দেবেন সেই অনুযায়ী টিকার প্রতিটা ডোজ পুরো করুন।',
  'Deep bites, bites on the face, head or hands, or multiple bites — go today, do not wait':
    'গভীর কামড়, মুখে, মাথায় বা হাতে কামড়, বা অনেক জায়গায় কামড় — আজই যান, অপেক্ষা করবেন না',
  'Bleeding that will not stop': 'রক্ত পড়া থামছে না',
  'Go to the nearest hospital now, especially for a child; keep the person calm and still.':
    'এখনই কাছের হাসপাতালে যান, বিশেষ করে বাচ্চা হলে; মানুষটিকে শান্ত আর স্থির রাখুন।',
  'A cold pack on the sting helps pain. Do not cut or suck the sting.':
    'হুলের জায়গায় ঠান্ডা সেঁক দিলে ব্যথা কমে। হুলের জায়গা কাটবেন না বা চুষবেন না।',
  'Sweating, vomiting, cold limbs, breathlessness or restlessness after a sting — call 108':
    'হুল ফোটানোর পরে ঘাম, বমি, হাত-পা ঠান্ডা, শ্বাসকষ্ট বা অস্থিরতা — 108-এ ফোন করুন',
  'Insect bite or sting (local reaction)': 'পোকার কামড় বা হুল (শুধু সেই জায়গায় প্রতিক্রিয়া)',
  'Scrape out a bee sting with a fingernail or card, then wash with soap and water.':
    'মৌমাছির হুল নখ বা কোনো কার্ড দিয়ে চেঁছে বের করুন, তারপর সাবান-জল দিয়ে ধুয়ে নিন।',
  'A cold pack on the spot for 10 minutes eases pain and swelling; keep the part raised.':
    'জায়গাটায় 10 মিনিট ঠান্ডা সেঁক দিলে ব্যথা আর ফোলা কমে; অংশটা একটু উঁচু করে রাখুন।',
  'Many stings at once, a sting inside the mouth, or redness that spreads and gets hot after a day or two':
    'একসাথে অনেক হুল, মুখের ভেতরে হুল, বা এক-দুদিন পরে ছড়িয়ে পড়া আর গরম হয়ে ওঠা লালচে ভাব',
  'Severe allergic reaction (anaphylaxis)': 'মারাত্মক অ্যালার্জির প্রতিক্রিয়া (অ্যানাফাইল্যাক্সিস)',
  'Call 108 now. If the person has an adrenaline auto-injector, use it.':
    'এখনই 108-এ ফোন করুন। মানুষটির কাছে অ্যাড্রিনালিন অটো-ইনজেক্টর থাকলে সেটা ব্যবহার করুন।',
  'Lie them flat with legs raised; if breathing is hard, let them sit up.':
    'পা উঁচু করে সোজা শুইয়ে দিন; শ্বাস নিতে কষ্ট হলে উঠে বসতে দিন।',
  'Swelling of lips or throat, breathing difficulty or fainting after a food, medicine or sting':
    'কোনো খাবার, ওষুধ বা হুলের পরে ঠোঁট বা গলা ফুলে যাওয়া, শ্বাসকষ্ট বা অজ্ঞান হয়ে যাওয়া',
  'Poisoning (pesticide, chemical, medicine overdose)':
    'বিষক্রিয়া (কীটনাশক, কেমিক্যাল, বেশি ওষুধ খেয়ে ফেলা)',
  'Call 108 now. Do not make the person vomit and do not give milk, salt water or oil.':
    'এখনই 108-এ ফোন করুন। মানুষটিকে বমি করাবেন না, আর দুধ, নুন-জল বা তেল খাওয়াবেন না।',
  'Remove clothes soaked in pesticide and wash skin with soap and water (wear gloves).':
    'কীটনাশকে ভেজা জামাকাপড় খুলে ফেলুন আর সাবান-জল দিয়ে চামড়া ধুয়ে দিন (হাতে দস্তানা পরে)।',
  'Take the container or strip to hospital. If it was deliberate, Tele-MANAS 14416 can support later.':
    'শিশি/কৌটো বা ওষুধের পাতাটা হাসপাতালে নিয়ে যান। যদি ইচ্ছে করে খেয়ে থাকেন, পরে Tele-MANAS 14416 পাশে থাকতে পারে।',
  'Any swallowed pesticide, kerosene, acid or extra medicines is an emergency even if the person looks well':
    'কীটনাশক, কেরোসিন, অ্যাসিড বা বেশি ওষুধ — যা-ই গিলে থাকুন, মানুষটিকে ভালো দেখালেও এটা জরুরি অবস্থা',
  'Burns and scalds': 'আগুনে পোড়া আর গরম জলে ছ্যাঁকা',
  'Cool the burn under cool running tap water for 20 minutes as soon as possible.':
    'যত তাড়াতাড়ি সম্ভব পোড়া জায়গাটা কলের চলতি ঠান্ডা জলের নিচে 20 মিনিট ধরে রাখুন।',
  'Remove rings and clothing near the burn unless stuck to the skin.':
    'পোড়া জায়গার কাছের আংটি আর জামাকাপড় খুলে ফেলুন, যদি না চামড়ায় সেঁটে গিয়ে থাকে।',
  'Cover loosely with cling film or a clean cloth. Do not apply toothpaste, ghee, oil, ice or turmeric; do not burst blisters.':
    'ক্লিং ফিল্ম বা পরিষ্কার কাপড় দিয়ে আলগা করে ঢেকে দিন। টুথপেস্ট, ঘি, তেল, বরফ বা হলুদ লাগাবেন না; ফোস্কা ফাটাবেন না।',
  'Burns larger than the person’s palm, deep (white or charred), or on face, hands, feet, genitals or joints — go to hospital':
    'মানুষটির হাতের তালুর চেয়ে বড় পোড়া, গভীর পোড়া (সাদা বা কালো হয়ে যাওয়া), বা মুখ, হাত, পা, গোপনাঙ্গ বা গাঁটে পোড়া — হাসপাতালে যান',
  'Any burn in a baby, or electrical, chemical or smoke-inhalation burns — call 108':
    'শিশুর যে কোনো পোড়া, বা কারেন্টে, কেমিক্যালে বা ধোঁয়া টেনে পোড়া — 108-এ ফোন করুন',
  'Broken bone (fracture)': 'হাড় ভাঙা (ফ্র্যাকচার)',
  'Keep the injured part still with a splint or sling; do not try to straighten it.':
    'চোট লাগা অংশটা স্প্লিন্ট (কাঠ/বাতা) বা ঝোলা দিয়ে স্থির রাখুন; সোজা করার চেষ্টা করবেন না।',
  'Apply a cold pack wrapped in cloth; get an X-ray today.':
    'কাপড়ে মুড়ে ঠান্ডা সেঁক দিন; আজই এক্স-রে করান।',
  'Avoid traditional bone-setting massage, which can cause lasting damage.':
    'হাতুড়ে দিয়ে হাড় বসানো বা মালিশ করাবেন না, এতে স্থায়ী ক্ষতি হতে পারে।',
  'Bone through the skin, heavy bleeding, or a cold, numb or pale limb — call 108':
    'হাড় চামড়া ফুঁড়ে বেরিয়ে এসেছে, খুব রক্ত পড়ছে, বা হাত-পা ঠান্ডা, অবশ বা ফ্যাকাশে — 108-এ ফোন করুন',
  'Suspected neck, back, hip or thigh fracture — do not move the person; call 108':
    'ঘাড়, পিঠ, কোমর বা ঊরুর হাড় ভেঙেছে বলে সন্দেহ — মানুষটিকে নাড়াবেন না; 108-এ ফোন করুন',
  'Sprain or strain': 'মচকানো বা পেশিতে টান',
  'Rest, cold pack wrapped in cloth for 20 minutes every few hours, firm (not tight) bandage, and keep it raised.':
    'বিশ্রাম দিন, কয়েক ঘণ্টা পরপর কাপড়ে মোড়া ঠান্ডা সেঁক 20 মিনিট করে দিন, শক্ত করে (কিন্তু খুব আঁটো নয়) ব্যান্ডেজ বাঁধুন, আর উঁচু করে রাখুন।',
  'Start gentle movement after 2 days.': '2 দিন পরে আস্তে আস্তে নাড়াচাড়া শুরু করুন।',
  'Cannot put any weight on it, or it looks deformed — get an X-ray':
    'একটুও ভর দেওয়া যাচ্ছে না, বা বেঁকে গেছে দেখাচ্ছে — এক্স-রে করান',
  'Not improving after a week': 'এক সপ্তাহ পরেও ভালো না হওয়া',
  'Rest and have someone stay with you for 24 hours.':
    'বিশ্রাম নিন, আর 24 ঘণ্টা কাউকে আপনার সঙ্গে থাকতে বলুন।',
  'Avoid alcohol, driving and sports until checked.':
    'ডাক্তার না দেখানো পর্যন্ত মদ, গাড়ি চালানো আর খেলাধুলো বন্ধ রাখুন।',
  'See a doctor today if you are elderly or take blood thinners.':
    'বয়স্ক হলে বা রক্ত পাতলা করার ওষুধ খেলে আজই ডাক্তার দেখান।',
  'Knocked out, fit, repeated vomiting, confusion, worsening headache, bleeding from ear or nose, or weakness — call 108':
    'অজ্ঞান হয়ে যাওয়া, খিঁচুনি, বারবার বমি, সব গুলিয়ে যাওয়া, মাথাব্যথা বাড়তে থাকা, কান বা নাক দিয়ে রক্ত পড়া, বা দুর্বলতা — 108-এ ফোন করুন',
  'Cut or wound': 'কেটে যাওয়া বা ক্ষত',
  'Press on the cut with a clean cloth until the bleeding stops, then rinse it under clean running water.':
    'রক্ত পড়া না থামা পর্যন্ত পরিষ্কার কাপড় দিয়ে কাটা জায়গাটা চেপে ধরুন, তারপর পরিষ্কার কলের চলতি জলে ধুয়ে নিন।',
  'Cover it with a clean dressing and keep it clean and dry; do not put mud, ash, coffee powder or toothpaste on it.':
    'পরিষ্কার ড্রেসিং বা গজ দিয়ে ঢেকে রাখুন, আর জায়গাটা পরিষ্কার ও শুকনো রাখুন; মাটি, ছাই, কফি গুঁড়ো বা টুথপেস্ট লাগাবেন না।',
  'If your last tetanus injection was more than 10 years ago, or you do not know, get one within a day.':
    'শেষ টিটেনাস ইনজেকশন 10 বছরের বেশি আগে নিয়ে থাকলে, বা মনে না থাকলে, এক দিনের মধ্যে একটা নিয়ে নিন।',
  'Bleeding that does not stop after 10 minutes of firm pressure — call 108':
    '10 মিনিট জোরে চেপে ধরার পরেও রক্ত পড়া না থামলে — 108-এ ফোন করুন',
  'A deep, gaping or long cut, a cut on the face, or glass, dirt or rust in it — go to a hospital today':
    'গভীর, হাঁ হয়ে থাকা বা লম্বা কাটা, মুখে কাটা, বা কাটার ভেতরে কাচ, ময়লা বা মরচে — আজই হাসপাতালে যান',
  'Spreading redness, pus, fever or pain that gets worse — see a doctor today':
    'লাল ভাব ছড়িয়ে পড়া, পুঁজ, জ্বর বা ব্যথা বাড়তে থাকা — আজই ডাক্তার দেখান',
  'Severe bleeding from a wound': 'ক্ষত থেকে খুব বেশি রক্ত পড়া',
  'Call 108. Press firmly on the wound with a clean cloth and do not let go; add more cloth on top if it soaks through.':
    '108-এ ফোন করুন। পরিষ্কার কাপড় দিয়ে ক্ষতের ওপর জোরে চেপে ধরুন আর ছাড়বেন না; কাপড় রক্তে ভিজে গেলে ওপরে আরও কাপড় দিন।',
  'Raise the injured part and lie the person down.':
    'চোট লাগা অংশটা উঁচু করে ধরুন আর মানুষটিকে শুইয়ে দিন।',
  'Bleeding that will not stop, spurting blood, or dizziness and pale, cold skin':
    'রক্ত পড়া থামছে না, ফিনকি দিয়ে রক্ত বেরোচ্ছে, বা মাথা ঘোরা আর ফ্যাকাশে, ঠান্ডা চামড়া',
  'Diabetes (high blood sugar)': 'ডায়াবেটিস (রক্তে সুগার বেশি)',
  'Get a fasting sugar and HbA1c test; screening is free at government health centres.':
    'খালি পেটে সুগার আর HbA1c পরীক্ষা করান; সরকারি স্বাস্থ্যকেন্দ্রে বিনামূল্যে পরীক্ষা হয়।',
  'Eat more vegetables, dal and whole grains; cut sweets, sugary drinks, white rice and maida.':
    'বেশি করে শাকসবজি, ডাল আর গোটা শস্য খান; মিষ্টি, চিনি দেওয়া পানীয়, সাদা ভাত আর ময়দা কমান।',
  'Walk at least 30 minutes most days; keep a healthy weight.':
    'বেশিরভাগ দিন অন্তত 30 মিনিট হাঁটুন; ওজন ঠিক রাখুন।',
  'If on diabetes medicines, take them as prescribed; check feet daily.':
    'সুগারের ওষুধ খেলে ডাক্তার যেমন লিখেছেন তেমনই খান; রোজ পা দেখে নিন।',
  'Vomiting, deep fast breathing, fruity breath or drowsiness with high sugar — go to hospital':
    'সুগার বেশির সঙ্গে বমি, গভীর আর তাড়াতাড়ি শ্বাস, নিঃশ্বাসে ফলের মতো গন্ধ বা ঝিমিয়ে পড়া — হাসপাতালে যান',
  'A foot wound that is red, black or smelly': 'পায়ের ঘা যা লাল, কালো হয়ে গেছে বা দুর্গন্ধ বেরোচ্ছে',
  'Low blood sugar (hypo)': 'সুগার কমে যাওয়া (হাইপো)',
  'If awake and able to swallow, take something sugary now: glucose, sugar in water, fruit juice or sweets. Then eat a proper snack.':
    'জ্ঞান থাকলে আর গিলতে পারলে এখনই মিষ্টি কিছু খান: গ্লুকোজ, জলে গোলা চিনি, ফলের রস বা মিষ্টি। তারপর ঠিকমতো কিছু জলখাবার খান।',
  'Recheck sugar after 15 minutes and repeat if still low.':
    '15 মিনিট পরে আবার সুগার মাপুন, তখনও কম থাকলে আবার একই জিনিস করুন।',
  'Tell your doctor — your diabetes medicines may need changing.':
    'ডাক্তারকে জানান — আপনার সুগারের ওষুধ বদলানোর দরকার হতে পারে।',
  'Drowsy, confused, fitting or unconscious — do not give anything by mouth; call 108':
    'ঝিমিয়ে পড়া, সব গুলিয়ে যাওয়া, খিঁচুনি বা অজ্ঞান — মুখে কিছু দেবেন না; 108-এ ফোন করুন',
  'Very high sugar emergency (diabetic ketoacidosis)':
    'সুগার খুব বেড়ে যাওয়ার জরুরি অবস্থা (ডায়াবেটিক কিটোঅ্যাসিডোসিস)',
  'Go to hospital now; sip water on the way if awake. Do not stop insulin.':
    'এখনই হাসপাতালে যান; জ্ঞান থাকলে পথে চুমুক দিয়ে জল খান। ইনসুলিন বন্ধ করবেন না।',
  'High sugar with vomiting, deep breathing, fruity breath, stomach pain or drowsiness':
    'সুগার বেশির সঙ্গে বমি, গভীর শ্বাস, নিঃশ্বাসে ফলের মতো গন্ধ, পেটব্যথা বা ঝিমিয়ে পড়া',
  'Underactive thyroid (hypothyroidism)': 'থাইরয়েড কম কাজ করা (হাইপোথাইরয়েডিজম)',
  'Get a thyroid (TSH) blood test.': 'থাইরয়েডের (TSH) রক্ত পরীক্ষা করান।',
  'Use iodised salt at home.': 'বাড়িতে আয়োডিনযুক্ত নুন ব্যবহার করুন।',
  'If prescribed thyroid medicine, take it every day on an empty stomach as advised.':
    'থাইরয়েডের ওষুধ দেওয়া হলে, যেমন বলা হয়েছে সেভাবে রোজ খালি পেটে খান।',
  'Extreme drowsiness, confusion or feeling very cold':
    'ভীষণ ঝিমিয়ে পড়া, সব গুলিয়ে যাওয়া বা খুব শীত লাগা',
  'A neck swelling that grows quickly or makes swallowing or breathing hard':
    'গলার ফোলা যা তাড়াতাড়ি বাড়ছে, বা যার জন্য গিলতে বা শ্বাস নিতে কষ্ট হচ্ছে',
  'Overactive thyroid (hyperthyroidism)': 'থাইরয়েড বেশি কাজ করা (হাইপারথাইরয়েডিজম)',
  'Get a thyroid blood test.': 'থাইরয়েডের রক্ত পরীক্ষা করান।',
  'Cut down on tea, coffee and energy drinks while waiting.':
    'ডাক্তার দেখানোর অপেক্ষার মধ্যে চা, কফি আর এনার্জি ড্রিংক কমিয়ে দিন।',
  'Very fast heartbeat, fever, confusion or chest pain — go to hospital':
    'খুব দ্রুত হৃৎস্পন্দন, জ্বর, সব গুলিয়ে যাওয়া বা বুকে ব্যথা — হাসপাতালে যান',
  'Anaemia (low haemoglobin, often iron deficiency)':
    'রক্তাল্পতা (হিমোগ্লোবিন কম, প্রায়ই আয়রনের অভাবে)',
  'Get a haemoglobin test; it is free at government health centres (Anaemia Mukt Bharat).':
    'হিমোগ্লোবিন পরীক্ষা করান; সরকারি স্বাস্থ্যকেন্দ্রে এটা বিনামূল্যে হয় (অ্যানিমিয়া মুক্ত ভারত)।',
  'Eat iron-rich foods: green leafy vegetables, jaggery, dates, dal, chana, eggs, meat; add lemon or amla to help absorption.':
    'আয়রনযুক্ত খাবার খান: সবুজ শাক, গুড়, খেজুর, ডাল, ছোলা, ডিম, মাংস; সঙ্গে লেবু বা আমলকী খেলে আয়রন ভালো শোষণ হয়।',
  'Avoid tea or coffee with meals.': 'খাওয়ার সঙ্গে চা বা কফি খাবেন না।',
  'Iron and folic acid supplements are given free to pregnant women, adolescents and children — take them as the health worker advises.':
    'গর্ভবতী মহিলা, কিশোর-কিশোরী আর বাচ্চাদের আয়রন আর ফলিক অ্যাসিড বড়ি বিনামূল্যে দেওয়া হয় — স্বাস্থ্যকর্মী যেমন বলবেন সেভাবে খান।',
  'Breathless at rest, chest pain or fainting':
    'বিশ্রামের সময়েও শ্বাসকষ্ট, বুকে ব্যথা বা অজ্ঞান হয়ে যাওয়া',
  'Black stools or heavy bleeding': 'কালো পায়খানা বা খুব বেশি রক্ত পড়া',
  'Anaemia in pregnancy': 'গর্ভাবস্থায় রক্তাল্পতা',
  'Vitamin B12 deficiency': 'ভিটামিন B12-এর অভাব',
  'Get a B12 blood test, especially if vegetarian or on long-term diabetes or acidity medicines.':
    'B12-এর রক্ত পরীক্ষা করান, বিশেষ করে নিরামিষাশী হলে বা অনেক দিন ধরে সুগার বা অম্বলের ওষুধ খেলে।',
  'Include milk, curd, paneer, eggs, fish or fortified foods.':
    'দুধ, দই, পনির, ডিম, মাছ বা ভিটামিন মেশানো (ফর্টিফায়েড) খাবার খান।',
  'Difficulty walking, worsening numbness or confusion':
    'হাঁটতে অসুবিধা, অবশ ভাব বেড়ে যাওয়া বা সব গুলিয়ে যাওয়া',
  'Knee and joint wear (osteoarthritis)': 'হাঁটু আর গাঁটের ক্ষয় (অস্টিওআর্থ্রাইটিস)',
  'Stay active: walking and thigh-strengthening exercises protect the knee.':
    'সচল থাকুন: হাঁটা আর ঊরুর পেশি মজবুত করার ব্যায়াম হাঁটুকে রক্ষা করে।',
  'Lose weight if overweight; use a chair instead of squatting on the floor.':
    'ওজন বেশি হলে কমান; মেঝেতে উবু হয়ে না বসে চেয়ারে বসুন।',
  'Warm compresses ease stiffness.': 'গরম সেঁক দিলে আড়ষ্ট ভাব কমে।',
  'A hot, red, swollen joint with fever': 'জ্বরের সঙ্গে গরম, লাল, ফোলা গাঁট',
  'Unable to bear weight': 'ভর দিতে না পারা',
  'Rheumatoid arthritis': 'রিউমাটয়েড আর্থ্রাইটিস (গাঁটে বাত)',
  'Book a doctor visit soon: early treatment prevents joint damage.':
    'তাড়াতাড়ি ডাক্তার দেখানোর সময় নিন: শুরুতেই চিকিৎসা করলে গাঁটের ক্ষতি আটকানো যায়।',
  'Gentle exercise and warm water soaks for stiff hands.':
    'আড়ষ্ট হাতের জন্য হালকা ব্যায়াম আর গরম জলে হাত ডুবিয়ে রাখা।',
  'A single very hot, swollen joint with fever': 'জ্বরের সঙ্গে একটা গাঁট খুব গরম আর ফোলা',
  Gout: 'গেঁটে বাত (গাউট)',
  'Rest and raise the joint; a cold pack wrapped in cloth helps.':
    'গাঁটটাকে বিশ্রাম দিন আর উঁচু করে রাখুন; কাপড়ে মোড়া ঠান্ডা সেঁক উপকারী।',
  'Drink plenty of water; cut down on alcohol, red meat, organ meat and sugary drinks.':
    'প্রচুর জল খান; মদ, লাল মাংস (যেমন খাসির মাংস), মেটে আর চিনি দেওয়া পানীয় কমান।',
  'Fever or shivering with a hot joint (possible joint infection)':
    'গরম গাঁটের সঙ্গে জ্বর বা কাঁপুনি (গাঁটে সংক্রমণ হতে পারে)',
  'Low back pain': 'কোমরে ব্যথা',
  'Keep moving gently; bed rest slows recovery.':
    'আস্তে আস্তে নড়াচড়া করতে থাকুন; শুয়ে থাকলে সারতে দেরি হয়।',
  'Warm compresses and gentle stretches.': 'গরম সেঁক আর হালকা স্ট্রেচিং।',
  'Lift with bent knees; take breaks from long sitting.':
    'হাঁটু ভাঁজ করে ভারী জিনিস তুলুন; অনেকক্ষণ একটানা বসে না থেকে মাঝে মাঝে উঠুন।',
  'Numbness around the genitals or buttocks, loss of bladder or bowel control, or weakness in both legs — go to hospital now':
    'গোপনাঙ্গ বা পাছার চারপাশে অবশ ভাব, প্রস্রাব বা পায়খানা আটকে রাখতে না পারা, বা দুই পায়েই দুর্বলতা — এখনই হাসপাতালে যান',
  'Back pain with fever, weight loss or after a fall':
    'কোমরে ব্যথার সঙ্গে জ্বর, ওজন কমে যাওয়া, বা পড়ে যাওয়ার পরে ব্যথা',
  'Sciatica (trapped nerve in the back)': 'সায়াটিকা (কোমরে স্নায়ু চাপা পড়া)',
  'Keep active with gentle walking and stretches.': 'আস্তে আস্তে হাঁটা আর স্ট্রেচিং করে সচল থাকুন।',
  'Warm compresses; avoid lifting heavy loads.': 'গরম সেঁক দিন; ভারী জিনিস তুলবেন না।',
  'Weakness in both legs, or loss of bladder or bowel control — emergency':
    'দুই পায়েই দুর্বলতা, বা প্রস্রাব বা পায়খানা আটকে রাখতে না পারা — জরুরি অবস্থা',
  'Neck pain / cervical spondylosis': 'ঘাড়ে ব্যথা / সারভাইক্যাল স্পন্ডিলোসিস',
  'Keep screens at eye level and take breaks every 30 minutes.':
    'মোবাইল/কম্পিউটারের পর্দা চোখের সমান উচ্চতায় রাখুন আর প্রতি 30 মিনিটে একটু বিরতি নিন।',
  'Gentle neck exercises and warm compresses.': 'হালকা ঘাড়ের ব্যায়াম আর গরম সেঁক।',
  'Use one firm pillow.': 'একটা শক্ত বালিশ ব্যবহার করুন।',
  'Neck stiffness with fever or headache — emergency': 'জ্বর বা মাথাব্যথার সঙ্গে ঘাড় শক্ত — জরুরি অবস্থা',
  'Weakness or clumsiness in arms or legs': 'হাতে বা পায়ে দুর্বলতা বা আনাড়ি ভাব',
  'Frozen shoulder': 'ফ্রোজেন শোল্ডার (কাঁধ জমে যাওয়া)',
  'Keep the shoulder moving with gentle exercises; physiotherapy helps.':
    'হালকা ব্যায়াম করে কাঁধ নাড়াতে থাকুন; ফিজিওথেরাপিতে উপকার হয়।',
  'Warm compresses.': 'গরম সেঁক।',
  'Left shoulder or arm pain with chest pain, sweating or breathlessness — could be the heart; call 108':
    'বাঁ কাঁধ বা বাঁ হাতে ব্যথার সঙ্গে বুকে ব্যথা, ঘাম বা শ্বাসকষ্ট — হার্টের সমস্যা হতে পারে; 108-এ ফোন করুন',
  'Spotting in pregnancy': 'গর্ভাবস্থায় অল্প রক্তের দাগ (স্পটিং)',
  'See your ANM, ASHA or doctor today so the pregnancy can be checked; take your pregnancy card (MCP card).':
    'আজই আপনার ANM, ASHA দিদি বা ডাক্তারকে দেখান, যাতে গর্ভের অবস্থা পরীক্ষা করা যায়; গর্ভাবস্থার কার্ড (MCP কার্ড) সঙ্গে নিন।',
  'Rest, and use a pad (not a tampon) so you can see how much blood there is.':
    'বিশ্রাম নিন, আর প্যাড ব্যবহার করুন (ট্যাম্পন নয়), যাতে বোঝা যায় কতটা রক্ত যাচ্ছে।',
  'Bleeding like a period or with clots, belly pain, shoulder-tip pain, dizziness or fainting — go to hospital now':
    'মাসিকের মতো রক্ত পড়া বা চাকা চাকা রক্ত, পেটে ব্যথা, কাঁধের ডগায় ব্যথা, মাথা ঘোরা বা অজ্ঞান হয়ে যাওয়া — এখনই হাসপাতালে যান',
};

export const PHRASES_RULES: Record<string, string> = {
  'This could be a heart attack. Call 108 or 112 now, or go to the nearest emergency department. Sit and rest while you wait; do not drive yourself.':
    'এটা হার্ট অ্যাটাক হতে পারে। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান। অপেক্ষার সময় বসে বিশ্রাম নিন; নিজে গাড়ি চালিয়ে যাবেন না।',
  'Chest pain with sweating, breathlessness, sickness or dizziness could be a heart attack. Call 108 or 112 now, or go to the nearest emergency department.':
    'বুকে ব্যথার সঙ্গে ঘাম, শ্বাসকষ্ট, বমি বমি ভাব বা মাথা ঘোরা থাকলে হার্ট অ্যাটাক হতে পারে। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান।',
  'A racing heart with fainting, chest pain or breathlessness needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'বুক ধড়ফড়ের সঙ্গে অজ্ঞান হয়ে যাওয়া, বুকে ব্যথা বা শ্বাসকষ্ট থাকলে জরুরি চিকিৎসা দরকার। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান।',
  'Bleeding from the vagina with fainting or feeling faint needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'যোনিপথ দিয়ে রক্ত পড়ার সঙ্গে অজ্ঞান হয়ে যাওয়া বা অজ্ঞান হয়ে যাওয়ার মতো লাগলে জরুরি চিকিৎসা দরকার। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান।',
  'A swollen leg with breathlessness or chest pain can be a clot in the lungs. Call 108 or 112 now, or go to the nearest emergency department.':
    'পা ফোলার সঙ্গে শ্বাসকষ্ট বা বুকে ব্যথা থাকলে ফুসফুসে রক্ত জমাট বাঁধা (ক্লট) হতে পারে। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান।',
  'Very high blood pressure with these symptoms is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'এই লক্ষণগুলোর সঙ্গে প্রেশার খুব বেশি থাকলে তা জরুরি অবস্থা। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান।',
  'These are signs of a stroke. Call 108 or 112 now, or go to the nearest emergency department. Note the time the symptoms started — every minute counts.':
    'এগুলো স্ট্রোকের লক্ষণ। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান। লক্ষণ কখন শুরু হয়েছে সেই সময়টা মনে রাখুন — প্রতিটা মিনিট দামি।',
  'A headache with weakness, speech, vision changes or confusion could be a stroke or bleeding in the brain. Call 108 or 112 now, or go to the nearest emergency department.':
    'মাথাব্যথার সঙ্গে দুর্বলতা, কথা বলতে অসুবিধা, চোখে দেখার সমস্যা বা সব গুলিয়ে যাওয়া থাকলে স্ট্রোক বা মাথার ভেতরে রক্তক্ষরণ হতে পারে। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান।',
  'A sudden, worst-ever headache can be bleeding in the brain. Call 108 or 112 now, or go to the nearest emergency department.':
    'হঠাৎ, জীবনের সবচেয়ে তীব্র মাথাব্যথা মাথার ভেতরে রক্তক্ষরণ হতে পারে। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান।',
  'Sudden loss of vision needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'হঠাৎ চোখে দেখতে না পেলে জরুরি চিকিৎসা দরকার। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান।',
  'A fit or seizure needs emergency help. Call 108 or 112 now, or go to the nearest emergency department. Lay the person on their side, put nothing in the mouth and time the fit.':
    'খিঁচুনি হলে জরুরি সাহায্য দরকার। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান। মানুষটিকে এক পাশ ফিরিয়ে শুইয়ে দিন, মুখে কিছু ঢোকাবেন না, আর খিঁচুনি কতক্ষণ চলল তা ঘড়ি দেখে খেয়াল রাখুন।',
  'A person who is unconscious, very drowsy or suddenly confused needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'যিনি অজ্ঞান, খুব ঝিমিয়ে পড়েছেন বা হঠাৎ সব গুলিয়ে ফেলছেন, তাঁর জরুরি চিকিৎসা দরকার। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান।',
  'Fever with a stiff neck can be meningitis. Call 108 or 112 now, or go to the nearest emergency department.':
    'জ্বরের সঙ্গে ঘাড় শক্ত হলে মেনিনজাইটিস হতে পারে। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান।',
  'A rash that does not fade under a glass can be meningitis or sepsis. Call 108 or 112 now, or go to the nearest emergency department.':
    'যে র‍্যাশ গ্লাস চেপে ধরলেও মিলিয়ে যায় না, তা মেনিনজাইটিস বা সেপসিস হতে পারে। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান।',
  'Fever with confusion, fits or drowsiness can be brain fever, cerebral malaria or sepsis. Call 108 or 112 now, or go to the nearest emergency department.':
    'জ্বরের সঙ্গে সব গুলিয়ে যাওয়া, খিঁচুনি বা ঝিমিয়ে পড়া থাকলে মস্তিষ্কের জ্বর (ব্রেন ফিভার), সেরিব্রাল ম্যালেরিয়া বা সেপসিস হতে পারে। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান।',
  'A head injury with vomiting, drowsiness, fits or weakness needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'মাথায় চোটের পরে বমি, ঝিমিয়ে পড়া, খিঁচুনি বা দুর্বলতা হলে জরুরি চিকিৎসা দরকার। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান।',
  'Severe breathing difficulty or blue lips is an emergency. Call 108 or 112 now, or go to the nearest emergency department. Sit upright and loosen tight clothing.':
    'খুব বেশি শ্বাসকষ্ট বা ঠোঁট নীল হয়ে যাওয়া জরুরি অবস্থা। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান। সোজা হয়ে বসুন আর আঁটসাঁট জামাকাপড় ঢিলে করে দিন।',
  'Swelling of the lips, tongue or throat can be a severe allergic reaction. Call 108 or 112 now, or go to the nearest emergency department.':
    'ঠোঁট, জিভ বা গলা ফুলে যাওয়া মারাত্মক অ্যালার্জির প্রতিক্রিয়া হতে পারে। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান।',
  'Hives with breathing difficulty or faintness can be anaphylaxis. Call 108 or 112 now, or go to the nearest emergency department.':
    'আমবাতের সঙ্গে শ্বাসকষ্ট বা অজ্ঞান অজ্ঞান ভাব থাকলে অ্যানাফাইল্যাক্সিস (মারাত্মক অ্যালার্জি) হতে পারে। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান।',
  'Coughing blood with breathlessness or chest pain needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'কাশির সঙ্গে রক্ত, আর তার সঙ্গে শ্বাসকষ্ট বা বুকে ব্যথা থাকলে জরুরি চিকিৎসা দরকার। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান।',
  'Any fever in a baby under 3 months old needs to be seen in hospital now. Call 108 or go to the nearest hospital.':
    '3 মাসের কম বয়সী শিশুর যে কোনো জ্বর হলেই এখনই হাসপাতালে দেখাতে হবে। 108-এ ফোন করুন বা কাছের হাসপাতালে যান।',
  'These are danger signs in a child. Go to hospital now or call 108; keep the baby warm and keep trying to feed.':
    'এগুলো বাচ্চার বিপদ-লক্ষণ। এখনই হাসপাতালে যান বা 108-এ ফোন করুন; বাচ্চাকে গরম রাখুন আর খাওয়ানোর চেষ্টা চালিয়ে যান।',
  'Fast breathing with fever in a young child can be pneumonia. See a doctor today; go to hospital now if the chest sinks in or the child cannot feed.':
    'ছোট বাচ্চার জ্বরের সঙ্গে তাড়াতাড়ি শ্বাস নেওয়া নিউমোনিয়া হতে পারে। আজই ডাক্তার দেখান; বুক ভেতরে ঢুকে গেলে বা বাচ্চা খেতে না পারলে এখনই হাসপাতালে যান।',
  'A child with diarrhoea who is drowsy, has sunken eyes, is passing little urine or cannot drink is severely dehydrated. Go to hospital now; give ORS sips on the way.':
    'পাতলা পায়খানা হওয়া বাচ্চা যদি ঝিমিয়ে পড়ে, চোখ বসে যায়, প্রস্রাব কম হয় বা কিছু খেতে-পান করতে না পারে, তাহলে শরীরে মারাত্মক জলের অভাব হয়েছে। এখনই হাসপাতালে যান; যাওয়ার পথে অল্প অল্প করে ORS খাওয়ান।',
  'You may be getting dehydrated. Keep sipping ORS and see a doctor today; go to hospital if you feel faint or cannot keep fluids down.':
    'আপনার শরীরে জলের অভাব (ডিহাইড্রেশন) হতে পারে। অল্প অল্প করে ORS খেতে থাকুন আর আজই ডাক্তার দেখান; অজ্ঞান অজ্ঞান লাগলে বা কিছুই পেটে না থাকলে হাসপাতালে যান।',
  'Heavy bleeding in pregnancy or after childbirth is an emergency. Call 108 (or 102) and go to the nearest hospital with a labour room now.':
    'গর্ভাবস্থায় বা প্রসবের পরে খুব বেশি রক্ত পড়া জরুরি অবস্থা। 108 (বা 102)-এ ফোন করুন আর এখনই লেবার রুম আছে এমন কাছের হাসপাতালে যান।',
  'Bleeding in pregnancy can be dangerous for mother and baby. Go to the hospital labour room now or call 108.':
    'গর্ভাবস্থায় রক্ত পড়া মা আর বাচ্চা দুজনের জন্যই বিপজ্জনক হতে পারে। এখনই হাসপাতালের লেবার রুমে যান বা 108-এ ফোন করুন।',
  'These are danger signs in pregnancy. Go to the hospital labour room now or call 108.':
    'এগুলো গর্ভাবস্থার বিপদ-লক্ষণ। এখনই হাসপাতালের লেবার রুমে যান বা 108-এ ফোন করুন।',
  'A headache, blurred vision, sudden swelling or fits in pregnancy can be pre-eclampsia. Go to hospital now or call 108.':
    'গর্ভাবস্থায় মাথাব্যথা, চোখে ঝাপসা দেখা, হঠাৎ ফুলে যাওয়া বা খিঁচুনি প্রি-এক্লাম্পসিয়া হতে পারে। এখনই হাসপাতালে যান বা 108-এ ফোন করুন।',
  'In pregnancy this needs a doctor today. Contact your ANM, ASHA or hospital now.':
    'গর্ভাবস্থায় এর জন্য আজই ডাক্তার দেখানো দরকার। এখনই আপনার ANM, ASHA দিদি বা হাসপাতালের সঙ্গে যোগাযোগ করুন।',
  'A missed period with lower belly pain and dizziness or bleeding can be an ectopic pregnancy. Go to hospital now or call 108.':
    'মাসিক বন্ধের সঙ্গে তলপেটে ব্যথা আর মাথা ঘোরা বা রক্ত পড়া থাকলে একটোপিক প্রেগন্যান্সি (জরায়ুর বাইরে গর্ভ) হতে পারে। এখনই হাসপাতালে যান বা 108-এ ফোন করুন।',
  'You are not alone and help is available right now. Call Tele-MANAS 14416 (free, 24x7, in your language). If you are in immediate danger or have harmed yourself, call 112.':
    'আপনি একা নন, আর এখনই সাহায্য পাওয়া যায়। Tele-MANAS 14416-এ ফোন করুন (বিনামূল্যে, 24x7, আপনার ভাষায়)। যদি এখনই বিপদ থাকে বা নিজের ক্ষতি করে ফেলে থাকেন, 112-এ ফোন করুন।',
  'If you have hurt yourself, call 112 or go to the nearest emergency department now. Tele-MANAS 14416 is there to talk any time.':
    'নিজেকে আঘাত করে থাকলে এখনই 112-এ ফোন করুন বা কাছের হাসপাতালের এমার্জেন্সিতে যান। যে কোনো সময় কথা বলার জন্য Tele-MANAS 14416 আছে।',
  'A snake bite is an emergency even if it does not hurt. Call 108 and go to the nearest government hospital for anti-snake venom. Keep still; do not cut, suck or tie the wound.':
    'সাপে কামড়ানো জরুরি অবস্থা, ব্যথা না থাকলেও। 108-এ ফোন করুন আর সাপের বিষের ওষুধের (অ্যান্টি-স্নেক ভেনম) জন্য কাছের সরকারি হাসপাতালে যান। নড়াচড়া না করে স্থির থাকুন; ক্ষত কাটবেন না, চুষবেন না বা বাঁধন দেবেন না।',
  'A scorpion sting in a child can affect the heart. Go to hospital now or call 108.':
    'বাচ্চাকে কাঁকড়াবিছে কামড়ালে হার্টের ক্ষতি হতে পারে। এখনই হাসপাতালে যান বা 108-এ ফোন করুন।',
  'Sweating, vomiting or breathlessness after a scorpion sting is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'কাঁকড়াবিছে কামড়ানোর পরে ঘাম, বমি বা শ্বাসকষ্ট হলে তা জরুরি অবস্থা। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান।',
  'Wash the wound with soap and running water for 15 minutes, then get the anti-rabies vaccine today at a health centre (free at government hospitals).':
    'ক্ষতটা সাবান আর কলের চলতি জলে 15 মিনিট ধরে ধুয়ে ফেলুন, তারপর আজই স্বাস্থ্যকেন্দ্রে জলাতঙ্কের (অ্যান্টি-র‍্যাবিস) টিকা নিন (সরকারি হাসপাতালে বিনামূল্যে)।',
  'Poisoning is an emergency. Call 108 now; do not make the person vomit. Take the container with you.':
    'বিষ খাওয়া জরুরি অবস্থা। এখনই 108-এ ফোন করুন; মানুষটিকে বমি করানোর চেষ্টা করবেন না। বিষের শিশি/প্যাকেটটা সঙ্গে নিয়ে যান।',
  'This could be heat stroke. Call 108 now, move the person to shade and cool them with water and fanning.':
    'এটা হিট স্ট্রোক (সর্দিগর্মি) হতে পারে। এখনই 108-এ ফোন করুন, মানুষটিকে ছায়ায় নিয়ে যান আর জল দিয়ে ও হাওয়া করে শরীর ঠান্ডা করুন।',
  'Burns in young children can be serious even when they look small. Cool the burn under running water for 20 minutes and go to a hospital now or call 108.':
    'ছোট বাচ্চাদের পোড়া ছোট দেখালেও গুরুতর হতে পারে। পোড়া জায়গাটা 20 মিনিট ধরে কলের জলের ধারার নিচে রেখে ঠান্ডা করুন আর এখনই হাসপাতালে যান বা 108-এ ফোন করুন।',
  'A child with fever and pain on passing urine may have a kidney infection. See a doctor today.':
    'বাচ্চার জ্বরের সঙ্গে প্রস্রাব করার সময় ব্যথা হলে কিডনির সংক্রমণ হতে পারে। আজই ডাক্তার দেখান।',
  'A child with earache or fluid from the ear and a fever should see a doctor today.':
    'বাচ্চার কানে ব্যথা হলে বা কান দিয়ে জল বেরোলে, আর সঙ্গে জ্বর থাকলে, আজই ডাক্তার দেখান।',
  'Press hard on the wound with a clean cloth and keep pressing. Call 108 or 112 now, or go to the nearest emergency department.':
    'পরিষ্কার কাপড় দিয়ে ক্ষতের ওপর জোরে চেপে ধরুন আর চেপে ধরেই থাকুন। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান।',
  'Vomiting blood is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'রক্তবমি জরুরি অবস্থা। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান।',
  'Black stools with dizziness can be serious internal bleeding. Call 108 or 112 now, or go to the nearest emergency department.':
    'কালো পায়খানার সঙ্গে মাথা ঘোরা থাকলে পেটের ভেতরে মারাত্মক রক্তক্ষরণ হতে পারে। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান।',
  'Sudden severe stomach pain needs emergency assessment. Go to the nearest emergency department or call 108.':
    'হঠাৎ খুব বেশি পেটব্যথা হলে জরুরি ভিত্তিতে দেখানো দরকার। কাছের হাসপাতালের এমার্জেন্সিতে যান বা 108-এ ফোন করুন।',
  'Fever with bleeding, cold clammy skin or repeated vomiting can be severe dengue or another serious infection. Go to hospital now.':
    'জ্বরের সঙ্গে রক্ত পড়া, ঠান্ডা চটচটে চামড়া বা বারবার বমি হলে মারাত্মক ডেঙ্গি বা অন্য কোনো গুরুতর সংক্রমণ হতে পারে। এখনই হাসপাতালে যান।',
  'Fever with yellow eyes needs a doctor and blood tests today (malaria, hepatitis, leptospirosis).':
    'জ্বরের সঙ্গে চোখ হলুদ হলে আজই ডাক্তার দেখানো আর রক্ত পরীক্ষা করানো দরকার (ম্যালেরিয়া, হেপাটাইটিস, লেপ্টোস্পাইরোসিস)।',
  'High sugar with vomiting, fast breathing or drowsiness can be a diabetic emergency. Go to hospital now or call 108.':
    'সুগার বেশির সঙ্গে বমি, তাড়াতাড়ি শ্বাস নেওয়া বা ঝিমিয়ে পড়া থাকলে ডায়াবেটিসের জরুরি অবস্থা হতে পারে। এখনই হাসপাতালে যান বা 108-এ ফোন করুন।',
  'Very low sugar with confusion or unconsciousness is an emergency. Call 108. Do not give food or drink to someone who cannot swallow safely.':
    'সুগার খুব কমে গিয়ে সব গুলিয়ে যাওয়া বা অজ্ঞান হয়ে যাওয়া জরুরি অবস্থা। 108-এ ফোন করুন। যিনি ঠিকমতো গিলতে পারছেন না, তাঁকে কিছু খেতে বা পান করতে দেবেন না।',
  'Take something sugary now (glucose, sugar water, juice) if you can swallow, then eat. Call 108 if you do not improve within 15 minutes.':
    'গিলতে পারলে এখনই মিষ্টি কিছু খান (গ্লুকোজ, চিনির জল, ফলের রস), তারপর খাবার খান। 15 মিনিটের মধ্যে ভালো না লাগলে 108-এ ফোন করুন।',
  'Side or back pain with fever or vomiting can be a kidney infection or infected stone. See a doctor today.':
    'পাশে বা পিঠে ব্যথার সঙ্গে জ্বর বা বমি থাকলে কিডনির সংক্রমণ বা পাথরে সংক্রমণ হতে পারে। আজই ডাক্তার দেখান।',
  'Being unable to pass urine needs a doctor within hours. Go to a hospital today.':
    'প্রস্রাব একেবারে আটকে গেলে কয়েক ঘণ্টার মধ্যে ডাক্তার দেখানো দরকার। আজই হাসপাতালে যান।',
  'Red, hot, swollen skin or a boil with fever can be a spreading infection. See a doctor today.':
    'জ্বরের সঙ্গে লাল, গরম, ফোলা চামড়া বা ফোঁড়া ছড়িয়ে পড়া সংক্রমণ হতে পারে। আজই ডাক্তার দেখান।',
  'High blood pressure with a headache, dizziness or blurred vision needs a doctor today. Call 108 or 112 if there is chest pain, weakness or confusion.':
    'মাথাব্যথা, মাথা ঘোরা বা ঝাপসা দেখার সঙ্গে হাই প্রেশার থাকলে আজই ডাক্তার দেখান। বুকে ব্যথা, দুর্বলতা বা বিভ্রান্তি হলে 108 বা 112-এ ফোন করুন।',
  'Wheezing with breathlessness needs a doctor today. Call 108 or 112 if speaking is hard or the lips turn blue.':
    'শ্বাসকষ্টের সঙ্গে বুকে সাঁই সাঁই শব্দ হলে আজই ডাক্তার দেখান। কথা বলতে কষ্ট হলে বা ঠোঁট নীল হলে 108 বা 112-এ ফোন করুন।',
  'An older person who has fallen should see a doctor today even if they seem fine: a broken hip or a head injury can be hidden. Call 108 or 112 if they cannot get up or are drowsy.':
    'বয়স্ক মানুষ পড়ে গেলে ঠিক মনে হলেও আজই ডাক্তার দেখান: কোমরের হাড় ভাঙা বা মাথার চোট লুকিয়ে থাকতে পারে। উঠতে না পারলে বা খুব ঝিমিয়ে থাকলে 108 বা 112-এ ফোন করুন।',
  'A very high fever in a child under 5 should be seen by a doctor today. Go to hospital now if the child is very drowsy, has a fit, a rash that does not fade or cannot drink.':
    '৫ বছরের কম বয়সী বাচ্চার খুব বেশি জ্বর হলে আজই ডাক্তার দেখান। বাচ্চা খুব নেতিয়ে পড়লে, খিঁচুনি হলে, চাপ দিলে না মেলানো র‍্যাশ হলে বা খেতে না পারলে এখনই হাসপাতালে যান।',
  'A burn with blisters should be seen by a doctor today, sooner if it is on the face, hands, feet or private parts or larger than the palm. Keep it under cool running water for 20 minutes and do not burst the blisters.':
    'ফোস্কা পড়া পোড়া আজই ডাক্তার দেখান; মুখে, হাতে, পায়ে বা গোপনাঙ্গে হলে বা হাতের তালুর চেয়ে বড় হলে আরও তাড়াতাড়ি। 20 মিনিট ঠান্ডা চলমান জলের নিচে রাখুন, ফোস্কা ফাটাবেন না।',
  'Sweating with breathlessness, sickness or dizziness can be a heart attack even without chest pain, especially in women, older people and people with diabetes. Call 108 or 112 now, or go to the nearest emergency department.':
    'ঘামের সঙ্গে শ্বাসকষ্ট, বমি ভাব বা মাথা ঘোরা বুকে ব্যথা ছাড়াও হার্ট অ্যাটাক হতে পারে, বিশেষ করে মহিলা, বয়স্ক ও ডায়াবেটিসের রোগীদের। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান।',
  'What you describe could be an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'আপনি যা বললেন তা জরুরি অবস্থা হতে পারে। এখনই 108 বা 112-এ ফোন করুন, বা কাছের হাসপাতালের এমার্জেন্সিতে যান।',
  'Blood in the urine with fever or pain can be a urine or kidney infection or a stone. See a doctor today.':
    'জ্বর বা ব্যথার সঙ্গে প্রস্রাবে রক্ত এলে প্রস্রাবের বা কিডনির সংক্রমণ, বা পাথর হতে পারে। আজই ডাক্তার দেখান।',
  'A red, painful eye with blurred sight or pain in bright light needs an eye doctor or hospital today.':
    'চোখ লাল হয়ে ব্যথা করলে, সঙ্গে ঝাপসা দেখলে বা জোরালো আলোয় চোখে ব্যথা হলে, আজই চোখের ডাক্তার দেখান বা হাসপাতালে যান।',
};

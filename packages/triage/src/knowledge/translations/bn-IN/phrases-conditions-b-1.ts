export const PHRASES_CONDITIONS_B_1: Record<string, string> = {
  'Not eating or unable to look after yourself': 'খাওয়াদাওয়া বন্ধ, বা নিজের দেখাশোনা করতে না পারা',
  Anxiety: 'উদ্বেগ (অ্যাংজাইটি)',
  'Try slow breathing: in through the nose, out slowly through the mouth, for a few minutes.':
    'ধীরে শ্বাস নেওয়ার চেষ্টা করুন: নাক দিয়ে শ্বাস টানুন, মুখ দিয়ে আস্তে আস্তে ছাড়ুন, কয়েক মিনিট ধরে।',
  'Regular exercise, less caffeine and a steady sleep routine help.':
    'নিয়মিত ব্যায়াম, চা-কফি কম খাওয়া আর রোজ একই সময়ে ঘুমোনো উপকারী।',
  'Chest pain or breathlessness that may not be anxiety — get checked':
    'বুকে ব্যথা বা শ্বাসকষ্ট যা হয়তো উদ্বেগের জন্য নয় — পরীক্ষা করিয়ে নিন',
  'Thoughts of self-harm — call Tele-MANAS 14416':
    'নিজের ক্ষতি করার চিন্তা — Tele-MANAS 14416-এ ফোন করুন',
  'Panic attack': 'প্যানিক অ্যাটাক (হঠাৎ ভীষণ আতঙ্ক)',
  'Sit down, breathe slowly and remind yourself it will pass within minutes.':
    'বসে পড়ুন, আস্তে আস্তে শ্বাস নিন, আর নিজেকে মনে করান যে কয়েক মিনিটের মধ্যেই এটা কেটে যাবে।',
  'A first episode with chest pain, especially over age 40 or with heart risk — rule out a heart attack (call 108)':
    'প্রথমবার এমন হলে আর সঙ্গে বুকে ব্যথা থাকলে, বিশেষ করে বয়স 40-এর বেশি হলে বা হার্টের ঝুঁকি থাকলে — হার্ট অ্যাটাক কিনা দেখে নিতে হবে (108-এ ফোন করুন)',
  'Attacks keep coming back': 'বারবার এমন অ্যাটাক হচ্ছে',
  'Sleep problems (insomnia)': 'ঘুমের সমস্যা (অনিদ্রা)',
  'Keep fixed sleep and wake times; avoid screens for an hour before bed.':
    'রোজ একই সময়ে শুতে যান আর উঠুন; শোয়ার এক ঘণ্টা আগে থেকে মোবাইল/টিভি দেখবেন না।',
  'Avoid tea, coffee and heavy meals late in the evening.':
    'সন্ধের পরে চা, কফি আর ভারী খাবার খাবেন না।',
  'Do not start sleeping pills without a doctor.': 'ডাক্তারকে না জিজ্ঞেস করে ঘুমের ওষুধ শুরু করবেন না।',
  'Poor sleep with low mood or hopelessness': 'ঘুম কম হওয়ার সঙ্গে মন খারাপ বা কোনো আশা নেই মনে হওয়া',
  'Loud snoring with pauses in breathing': 'জোরে নাক ডাকা, মাঝে মাঝে শ্বাস থেমে যাওয়া',
  'Psychosis (losing touch with reality)': 'সাইকোসিস (বাস্তবের সঙ্গে যোগাযোগ হারিয়ে ফেলা)',
  'Stay calm and keep the person safe; call Tele-MANAS 14416 for guidance.':
    'শান্ত থাকুন আর মানুষটিকে নিরাপদে রাখুন; কী করবেন জানতে Tele-MANAS 14416-এ ফোন করুন।',
  'Arrange a psychiatrist visit within a day; do not stop any prescribed medicine abruptly.':
    'এক দিনের মধ্যে মনের ডাক্তার (সাইকিয়াট্রিস্ট) দেখানোর ব্যবস্থা করুন; ডাক্তারের দেওয়া কোনো ওষুধ হঠাৎ বন্ধ করবেন না।',
  'Risk of harming self or others — call 112': 'নিজের বা অন্যের ক্ষতি করার ঝুঁকি — 112-এ ফোন করুন',
  'Not eating, drinking or sleeping for days': 'কয়েক দিন ধরে খাওয়া, জল খাওয়া বা ঘুম বন্ধ',
  'Alcohol dependence': 'মদের নেশা (অ্যালকোহল নির্ভরতা)',
  'Do not stop suddenly after long heavy drinking — withdrawal can cause fits; plan it with a doctor.':
    'অনেক দিন ধরে বেশি মদ খাওয়ার পরে হঠাৎ ছাড়বেন না — ছাড়ার ধাক্কায় খিঁচুনি হতে পারে; ডাক্তারের সঙ্গে পরিকল্পনা করে ছাড়ুন।',
  'Call Tele-MANAS 14416 or the national drug de-addiction helpline 14446 for free help.':
    'বিনামূল্যে সাহায্যের জন্য Tele-MANAS 14416 বা জাতীয় নেশামুক্তি হেল্পলাইন 14446-এ ফোন করুন।',
  'Shaking, confusion, seeing things or fits after stopping alcohol — go to hospital':
    'মদ ছাড়ার পরে কাঁপুনি, সব গুলিয়ে যাওয়া, না থাকা জিনিস দেখা বা খিঁচুনি — হাসপাতালে যান',
  'Vomiting blood or yellow eyes': 'রক্তবমি বা চোখ হলুদ',
  'Skin infection (cellulitis)': 'চামড়ার সংক্রমণ (সেলুলাইটিস)',
  'See a doctor within a day; cellulitis usually needs prescribed antibiotics.':
    'এক দিনের মধ্যে ডাক্তার দেখান; সেলুলাইটিসে সাধারণত ডাক্তারের লিখে দেওয়া অ্যান্টিবায়োটিক লাগে।',
  'Rest and raise the affected limb.': 'বিশ্রাম নিন আর আক্রান্ত হাত বা পা উঁচু করে রাখুন।',
  'Mark the edge of the redness with a pen to see if it spreads.':
    'লাল হওয়া জায়গার কিনারা পেন দিয়ে দাগিয়ে রাখুন, যাতে বোঝা যায় ছড়াচ্ছে কিনা।',
  'Redness spreading fast, fever with shivering or confusion':
    'লাল ভাব তাড়াতাড়ি ছড়াচ্ছে, কাঁপুনি দিয়ে জ্বর বা সব গুলিয়ে যাওয়া',
  'Redness around the eye or on the face': 'চোখের চারপাশে বা মুখে লাল হয়ে যাওয়া',
  Impetigo: 'ইমপেটিগো (মামড়ি পড়া ছোঁয়াচে ঘা)',
  'Keep the area clean and dry; wash with soap and water and pat dry.':
    'জায়গাটা পরিষ্কার আর শুকনো রাখুন; সাবান-জল দিয়ে ধুয়ে আলতো করে চেপে চেপে মুছুন।',
  'Do not scratch; keep nails short; use separate towels.':
    'চুলকাবেন না; নখ ছোট করে কাটুন; আলাদা গামছা/তোয়ালে ব্যবহার করুন।',
  'Keep the child home from school until a doctor says it is not infectious.':
    'ডাক্তার যতক্ষণ না বলছেন যে আর ছোঁয়াচে নয়, ততদিন বাচ্চাকে স্কুলে পাঠাবেন না।',
  'Fever or spreading redness': 'জ্বর বা লাল ভাব ছড়িয়ে পড়া',
  'Sores not better after a week': 'এক সপ্তাহ পরেও ঘা না সারা',
  'Boil or abscess': 'ফোঁড়া',
  'Apply a warm, clean compress several times a day.': 'দিনে কয়েকবার পরিষ্কার গরম সেঁক দিন।',
  'Do not squeeze or pierce it.': 'টিপবেন না বা ফুটো করবেন না।',
  'Repeated boils — get your blood sugar checked.': 'বারবার ফোঁড়া হলে — রক্তের সুগার পরীক্ষা করান।',
  'Boil on the face, or larger than a coin': 'মুখে ফোঁড়া, বা কয়েনের চেয়ে বড় ফোঁড়া',
  'Not better in 2 weeks': '2 সপ্তাহে না সারা',
  'Ringworm / fungal skin infection (daad)': 'দাদ / চামড়ার ছত্রাক সংক্রমণ (ফাঙ্গাল ইনফেকশন)',
  'Keep skin folds dry; wear loose cotton clothes and change sweaty clothes quickly.':
    'চামড়ার ভাঁজ শুকনো রাখুন; ঢিলেঢালা সুতির জামা পরুন আর ঘামে ভেজা জামা তাড়াতাড়ি বদলে ফেলুন।',
  'Do not share towels, combs or clothes; wash clothes in hot water and dry in the sun.':
    'গামছা/তোয়ালে, চিরুনি বা জামাকাপড় কারও সঙ্গে ভাগ করবেন না; জামাকাপড় গরম জলে কেচে রোদে শুকোন।',
  'Avoid steroid creams and mixed creams sold over the counter — they make fungal infections worse.':
    'দোকানে প্রেসক্রিপশন ছাড়া বিক্রি হওয়া স্টেরয়েড ক্রিম আর মিশ্র ক্রিম লাগাবেন না — এতে দাদ আরও বেড়ে যায়।',
  'A pharmacist or doctor can advise on an antifungal cream; use it for the full time advised.':
    'ছত্রাকের (অ্যান্টিফাঙ্গাল) ক্রিমের ব্যাপারে ফার্মাসিস্ট বা ডাক্তার পরামর্শ দিতে পারেন; যতদিন বলা হয়েছে পুরো সময় ধরে লাগান।',
  'Spreading widely, on the scalp or nails, or not better after 2 weeks of care':
    'অনেকটা জায়গায় ছড়িয়ে পড়ছে, মাথার চামড়ায় বা নখে হয়েছে, বা 2 সপ্তাহ যত্নের পরেও সারছে না',
  'You have diabetes or low immunity': 'আপনার সুগার (ডায়াবেটিস) আছে বা রোগ প্রতিরোধ ক্ষমতা কম',
  Scabies: 'খোস-পাঁচড়া (স্ক্যাবিস)',
  'Everyone in the household needs treatment at the same time, even without itching — a doctor will prescribe it.':
    'বাড়ির সবার একসঙ্গে চিকিৎসা দরকার, যাদের চুলকানি নেই তাদেরও — ডাক্তার ওষুধ লিখে দেবেন।',
  'Wash clothes, towels and bedsheets in hot water and dry in sun, or seal them in a bag for 3 days.':
    'জামাকাপড়, গামছা/তোয়ালে আর বিছানার চাদর গরম জলে কেচে রোদে শুকোন, বা 3 দিন একটা ব্যাগে মুখ বন্ধ করে রেখে দিন।',
  'Itching may last a few weeks after treatment; this is normal.':
    'চিকিৎসার পরেও কয়েক সপ্তাহ চুলকানি থাকতে পারে; এটা স্বাভাবিক।',
  'Sores with pus, fever or spreading redness': 'পুঁজওয়ালা ঘা, জ্বর বা লাল ভাব ছড়িয়ে পড়া',
  'Thick crusted skin in an elderly or weak person': 'বয়স্ক বা দুর্বল মানুষের চামড়ায় মোটা মামড়ি পড়া',
  'Eczema (dermatitis)': 'একজিমা (ডার্মাটাইটিস)',
  'Moisturise often with a plain, fragrance-free moisturiser.':
    'সাধারণ, সুগন্ধ ছাড়া ময়েশ্চারাইজার ঘনঘন লাগান।',
  'Use mild soap or soap-free washes; avoid hot water.':
    'হালকা সাবান বা সাবান-ছাড়া ফেসওয়াশ/বডিওয়াশ ব্যবহার করুন; গরম জল এড়িয়ে চলুন।',
  'Avoid triggers such as detergents, wool and rubbing.':
    'যেসব জিনিসে বাড়ে সেগুলো এড়িয়ে চলুন, যেমন কাপড় কাচার সাবান/ডিটারজেন্ট, উলের জামা আর ঘষা।',
  'Weeping, crusted or painful skin (infection)':
    'চামড়া থেকে রস গড়াচ্ছে, মামড়ি পড়েছে বা ব্যথা হচ্ছে (সংক্রমণ)',
  'Sudden painful blisters with fever': 'জ্বরের সঙ্গে হঠাৎ ব্যথাওয়ালা ফোস্কা',
  'Hives / skin allergy (urticaria)': 'আমবাত / চামড়ার অ্যালার্জি (আর্টিকেরিয়া)',
  'Cool compresses and loose cotton clothes help the itch.':
    'ঠান্ডা সেঁক আর ঢিলেঢালা সুতির জামায় চুলকানি কমে।',
  'Note and avoid triggers (new food, medicine, soap, insect bites).':
    'কী থেকে হচ্ছে খেয়াল করে সেটা এড়িয়ে চলুন (নতুন খাবার, ওষুধ, সাবান, পোকার কামড়)।',
  'A pharmacist or doctor can advise on an antihistamine.':
    'অ্যান্টিহিস্টামিন (অ্যালার্জির ওষুধ) নিয়ে ফার্মাসিস্ট বা ডাক্তার পরামর্শ দিতে পারেন।',
  'Swelling of lips, tongue or throat, wheeze or breathlessness, or fainting — call 108 (anaphylaxis)':
    'ঠোঁট, জিভ বা গলা ফুলে যাওয়া, বুকে সাঁই সাঁই বা শ্বাসকষ্ট, বা অজ্ঞান হয়ে যাওয়া — 108-এ ফোন করুন (অ্যানাফাইল্যাক্সিস)',
  'Hives lasting more than 6 weeks': '6 সপ্তাহের বেশি আমবাত থাকা',
  'Acne (pimples)': 'ব্রণ',
  'Wash the face twice a day with a mild face wash.': "দিনে দু'বার হালকা ফেসওয়াশ দিয়ে মুখ ধুন।",
  'Do not squeeze pimples.': 'ব্রণ টিপবেন না।',
  'Avoid oily creams and steroid creams.': 'তেলতেলে ক্রিম আর স্টেরয়েড ক্রিম লাগাবেন না।',
  'Painful deep lumps or scarring': 'ভেতরে গভীর ব্যথাওয়ালা গুটলি বা দাগ পড়ে যাওয়া',
  'Acne with irregular periods and extra hair growth (possible PCOS)':
    'অনিয়মিত মাসিক আর বাড়তি লোমের সঙ্গে ব্রণ (PCOS হতে পারে)',
  'Head lice': 'মাথায় উকুন',
  'Comb wet, conditioned hair with a fine-tooth lice comb every few days for two weeks.':
    "দু' সপ্তাহ ধরে কয়েক দিন পরপর, ভেজা আর কন্ডিশনার লাগানো চুলে উকুনের সরু দাঁতের চিরুনি চালান।",
  'Check and treat everyone in the family at the same time.':
    'পরিবারের সবাইকে একসঙ্গে দেখুন আর চিকিৎসা করুন।',
  'Wash pillow covers and combs in hot water.': 'বালিশের ওয়াড় আর চিরুনি গরম জলে ধুয়ে নিন।',
  'Scalp sores with pus or swollen neck glands': 'মাথার চামড়ায় পুঁজওয়ালা ঘা বা ঘাড়ের গ্রন্থি ফুলে যাওয়া',
  'Conjunctivitis (eye flu, aankh aana)': 'কনজাংটিভাইটিস (চোখ ওঠা, আই ফ্লু)',
  'Clean the eyelids with cotton dipped in boiled and cooled water, one piece per wipe.':
    'ফুটিয়ে ঠান্ডা করা জলে তুলো ভিজিয়ে চোখের পাতা পরিষ্কার করুন, প্রতিবার মোছার জন্য আলাদা তুলো নিন।',
  'Wash hands often; do not share towels, pillows or eye make-up.':
    'ঘনঘন হাত ধুন; গামছা/তোয়ালে, বালিশ বা চোখের সাজের জিনিস কারও সঙ্গে ভাগ করবেন না।',
  'Do not use steroid eye drops or home remedies in the eye without an eye doctor.':
    'চোখের ডাক্তারকে না দেখিয়ে চোখে স্টেরয়েড ড্রপ বা ঘরোয়া টোটকা দেবেন না।',
  'Stay home from school or work while the eye is sticky.':
    'চোখ থেকে চটচটে পিচুটি বেরোনো বন্ধ না হওয়া পর্যন্ত স্কুলে বা কাজে যাবেন না, বাড়িতে থাকুন।',
  'Eye pain, blurred vision or light hurting the eye': 'চোখে ব্যথা, ঝাপসা দেখা বা আলোয় চোখে কষ্ট',
  'A newborn with red, sticky eyes': 'নবজাতকের চোখ লাল আর পিচুটিতে চটচটে',
  'Not better after a week': 'এক সপ্তাহ পরেও না সারা',
  'Stye (eyelid boil)': 'আঞ্জনি (চোখের পাতায় ফোঁড়া)',
  'Hold a clean warm compress on the eyelid several times a day.':
    'দিনে কয়েকবার চোখের পাতায় পরিষ্কার গরম সেঁক ধরে রাখুন।',
  'Do not squeeze it; avoid eye make-up until healed.':
    'টিপবেন না; না সারা পর্যন্ত চোখে কাজল বা মেকআপ লাগাবেন না।',
  'Swelling spreading to the whole eyelid or face': 'ফোলা পুরো চোখের পাতায় বা মুখে ছড়িয়ে পড়া',
  'Vision changes or fever': 'চোখে দেখার পরিবর্তন বা জ্বর',
  'Cataract (motiyabind)': 'ছানি (চোখে ছানি পড়া)',
  'Book an eye check; cataract surgery is available free under the national blindness control programme.':
    'চোখ পরীক্ষা করানোর সময় নিন; জাতীয় অন্ধত্ব নিয়ন্ত্রণ কর্মসূচিতে ছানি অপারেশন বিনামূল্যে হয়।',
  'Use good lighting and sunglasses outdoors.': 'ভালো আলো ব্যবহার করুন আর বাইরে সানগ্লাস পরুন।',
  'Sudden loss of vision, eye pain or a red eye — see an eye doctor the same day':
    'হঠাৎ চোখে দেখতে না পাওয়া, চোখে ব্যথা বা চোখ লাল — সেদিনই চোখের ডাক্তার দেখান',
  'Middle-ear infection': 'মাঝকানের সংক্রমণ (কানের ভেতরে ইনফেকশন)',
  'Keep the ear dry; do not put oil, drops or cotton buds into the ear.':
    'কান শুকনো রাখুন; কানে তেল, ড্রপ বা কটন বাড দেবেন না।',
  'Paracetamol for pain or fever only as advised by a pharmacist or doctor.':
    'ব্যথা বা জ্বরের জন্য প্যারাসিটামল শুধু ফার্মাসিস্ট বা ডাক্তারের পরামর্শমতো খান।',
  'Most ear infections improve in 3 days; see a doctor if discharge appears or it lasts longer.':
    'বেশিরভাগ কানের সংক্রমণ 3 দিনে ভালো হয়ে যায়; কান দিয়ে কিছু বেরোলে বা এর চেয়ে বেশি দিন থাকলে ডাক্তার দেখান।',
  'Swelling or pain behind the ear': 'কানের পেছনে ফোলা বা ব্যথা',
  'Stiff neck, drowsiness or high fever': 'ঘাড় শক্ত, ঝিমিয়ে পড়া বা খুব জ্বর',
  'Discharge from the ear for more than 2 weeks': '2 সপ্তাহের বেশি কান দিয়ে কিছু বেরোনো',
  'Outer-ear infection (swimmer’s ear)': 'বাইরের কানের সংক্রমণ (সুইমার্স ইয়ার)',
  'Keep water out of the ear while bathing; do not use cotton buds or hairpins.':
    'স্নানের সময় কানে জল ঢুকতে দেবেন না; কটন বাড বা চুলের কাঁটা ব্যবহার করবেন না।',
  'See a doctor for ear drops if pain persists.': 'ব্যথা না কমলে কানের ড্রপের জন্য ডাক্তার দেখান।',
  'Spreading redness or swelling to the face': 'লাল ভাব বা ফোলা মুখ পর্যন্ত ছড়িয়ে পড়া',
  'Fever, or diabetes with severe ear pain': 'জ্বর, বা সুগার (ডায়াবেটিস) থাকলে কানে খুব বেশি ব্যথা',
  'Earwax blockage': 'কানে খোল জমে কান বন্ধ হওয়া',
  'Do not dig with cotton buds, keys or hairpins.':
    'কটন বাড, চাবি বা চুলের কাঁটা দিয়ে কান খোঁচাবেন না।',
  'A pharmacist can advise on softening ear drops; a doctor can remove hard wax.':
    'খোল নরম করার ড্রপের ব্যাপারে ফার্মাসিস্ট পরামর্শ দিতে পারেন; শক্ত খোল ডাক্তার বের করে দিতে পারেন।',
  'Sudden hearing loss in one ear — see a doctor within a day':
    'হঠাৎ এক কানে শুনতে না পাওয়া — এক দিনের মধ্যে ডাক্তার দেখান',
  'Pain, discharge or fever': 'ব্যথা, কান দিয়ে কিছু বেরোনো বা জ্বর',
  'Sore throat or tonsillitis': 'গলা ব্যথা বা টনসিলের সংক্রমণ (টনসিলাইটিস)',
  'Gargle with warm salt water and drink warm fluids.':
    'গরম নুন-জলে গার্গল করুন আর গরম জিনিস পান করুন।',
  'Most sore throats are viral and settle within a week without antibiotics.':
    'বেশিরভাগ গলা ব্যথা ভাইরাসের জন্য হয়, আর অ্যান্টিবায়োটিক ছাড়াই এক সপ্তাহের মধ্যে সেরে যায়।',
  'Difficulty breathing or drooling, unable to swallow saliva':
    'শ্বাস নিতে কষ্ট বা মুখ দিয়ে লালা গড়িয়ে পড়া, থুতু গিলতে না পারা',
  'One-sided swelling at the back of the throat or muffled voice':
    'গলার ভেতরে পেছন দিকে এক পাশে ফোলা, বা গলার স্বর চাপা হয়ে যাওয়া',
  'Lasting more than a week': 'এক সপ্তাহের বেশি থাকা',
  'Tooth decay or dental infection': 'দাঁতে পোকা বা দাঁতের সংক্রমণ',
  'Rinse with warm salt water; avoid very hot, cold and sweet food.':
    'গরম নুন-জলে কুলকুচি করুন; খুব গরম, ঠান্ডা আর মিষ্টি খাবার খাবেন না।',
  'Brush twice daily with fluoride toothpaste; book a dentist visit.':
    "দিনে দু'বার ফ্লোরাইডযুক্ত টুথপেস্ট দিয়ে দাঁত মাজুন; দাঁতের ডাক্তার দেখানোর সময় নিন।",
  'Swelling of the face, jaw or neck, or difficulty swallowing or opening the mouth — see a doctor today':
    'মুখ, চোয়াল বা গলা ফুলে যাওয়া, বা গিলতে বা মুখ খুলতে অসুবিধা — আজই ডাক্তার দেখান',
  'Rinse with salt water; avoid spicy, sour and hot food.':
    'নুন-জলে কুলকুচি করুন; ঝাল, টক আর গরম খাবার খাবেন না।',
  'Stop tobacco, gutkha and paan.': 'তামাক, গুটখা আর পান খাওয়া ছেড়ে দিন।',
  'An ulcer or white/red patch lasting more than 3 weeks, especially if you use tobacco — get it checked for oral cancer':
    'ঘা বা সাদা/লাল দাগ যা 3 সপ্তাহের বেশি আছে, বিশেষ করে তামাক খেলে — মুখের ক্যান্সার কিনা পরীক্ষা করান',
  'Bleeding in pregnancy (possible miscarriage or placental problem)':
    'গর্ভাবস্থায় রক্ত পড়া (গর্ভপাত বা গর্ভফুল/প্লাসেন্টার সমস্যা হতে পারে)',
  'Call 108 (or 102 for the free maternal ambulance) and go to the nearest hospital with a labour room now.':
    '108-এ ফোন করুন (বা বিনামূল্যে মাতৃযান অ্যাম্বুলেন্সের জন্য 102) আর এখনই লেবার রুম আছে এমন কাছের হাসপাতালে যান।',
  'Lie down while waiting, and carry your pregnancy card (MCP card).':
    'অপেক্ষার সময় শুয়ে থাকুন, আর গর্ভাবস্থার কার্ড (MCP কার্ড) সঙ্গে নিন।',
  'Any bleeding in pregnancy needs a doctor; heavy bleeding, clots, pain or dizziness is an emergency':
    'গর্ভাবস্থায় যে কোনো রক্ত পড়লে ডাক্তার দেখানো দরকার; বেশি রক্ত পড়া, চাকা চাকা রক্ত, ব্যথা বা মাথা ঘোরা জরুরি অবস্থা',
  'Ectopic pregnancy (pregnancy outside the womb)': 'একটোপিক প্রেগন্যান্সি (জরায়ুর বাইরে গর্ভ)',
  'Missed period with one-sided lower belly pain, bleeding, shoulder-tip pain or fainting — go to hospital now':
    'মাসিক বন্ধের সঙ্গে তলপেটের এক দিকে ব্যথা, রক্ত পড়া, কাঁধের ডগায় ব্যথা বা অজ্ঞান হয়ে যাওয়া — এখনই হাসপাতালে যান',
  'High blood pressure of pregnancy (pre-eclampsia)': 'গর্ভাবস্থার হাই প্রেশার (প্রি-এক্লাম্পসিয়া)',
  'Attend every antenatal check-up so blood pressure and urine are tested.':
    'প্রতিটা গর্ভকালীন চেক-আপে যান, যাতে প্রেশার আর প্রস্রাব পরীক্ষা হয়।',
  'Severe headache, blurred vision, sudden swelling of face or hands, upper belly pain or fits in pregnancy — emergency':
    'গর্ভাবস্থায় খুব মাথাব্যথা, চোখে ঝাপসা দেখা, হঠাৎ মুখ বা হাত ফুলে যাওয়া, পেটের ওপরের দিকে ব্যথা বা খিঁচুনি — জরুরি অবস্থা',
  'Severe vomiting in pregnancy': 'গর্ভাবস্থায় খুব বেশি বমি',
  'Eat small, dry snacks often; sip fluids between meals.':
    'ঘনঘন অল্প করে শুকনো খাবার খান; খাওয়ার মাঝে মাঝে চুমুক দিয়ে জল জাতীয় জিনিস খান।',
  'See a doctor today if you cannot keep fluids down.': 'জলও পেটে না থাকলে আজই ডাক্তার দেখান।',
  'Vomiting everything for 24 hours': '24 ঘণ্টা ধরে যা খাচ্ছেন সব বমি হয়ে যাওয়া',
  'Very little or dark urine': 'খুব কম প্রস্রাব বা গাঢ় রঙের প্রস্রাব',
  'Vomiting blood': 'রক্তবমি',
  'Reduced baby movements in pregnancy': 'গর্ভাবস্থায় পেটের বাচ্চার নড়াচড়া কমে যাওয়া',
  'Go to the hospital labour room today, without waiting until tomorrow; do not rely on home doppler devices.':
    'কাল পর্যন্ত অপেক্ষা না করে আজই হাসপাতালের লেবার রুমে যান; বাড়িতে ডপলার যন্ত্রের ওপর ভরসা করবেন না।',
  'Baby moving less or differently, fluid leaking, or bleeding':
    'বাচ্চা কম নড়ছে বা অন্যরকম নড়ছে, জল বেরোচ্ছে, বা রক্ত পড়ছে',
  'Lie flat with legs raised while waiting; keep the mother warm.':
    'অপেক্ষার সময় পা উঁচু করে সোজা শুয়ে থাকুন; মাকে গরম রাখুন।',
  'Soaking a pad within an hour, large clots, dizziness or fast heartbeat after delivery':
    'প্রসবের পরে এক ঘণ্টার মধ্যে প্যাড ভিজে যাওয়া, বড় বড় রক্তের চাকা, মাথা ঘোরা বা বুক ধড়ফড়',
  'Polycystic ovary syndrome (PCOS)': 'পলিসিস্টিক ওভারি সিনড্রোম (PCOS)',
  'Regular exercise and a balanced diet low in sugar and refined flour help periods and weight.':
    'নিয়মিত ব্যায়াম আর কম চিনি ও কম ময়দার সুষম খাবার মাসিক আর ওজন ঠিক রাখতে সাহায্য করে।',
  'Book a gynecologist visit for tests.': 'পরীক্ষার জন্য স্ত্রীরোগ বিশেষজ্ঞ (গাইনি) দেখানোর সময় নিন।',
  'No period for 3 months or more': '3 মাস বা তার বেশি মাসিক না হওয়া',
  'Very heavy bleeding': 'খুব বেশি রক্ত পড়া',
  'Heavy periods': 'মাসিকে বেশি রক্ত যাওয়া',
  'Eat iron-rich foods (green leafy vegetables, jaggery, dal, meat, eggs) and get a haemoglobin test.':
    'আয়রনযুক্ত খাবার খান (সবুজ শাক, গুড়, ডাল, মাংস, ডিম) আর হিমোগ্লোবিন পরীক্ষা করান।',
  'Book a gynecologist visit.': 'স্ত্রীরোগ বিশেষজ্ঞ (গাইনি) দেখানোর সময় নিন।',
  'Soaking a pad every hour, dizziness or fainting':
    'প্রতি ঘণ্টায় প্যাড ভিজে যাওয়া, মাথা ঘোরা বা অজ্ঞান হয়ে যাওয়া',
  'Bleeding after menopause or between periods':
    'মাসিক পাকাপাকিভাবে বন্ধ হওয়ার (মেনোপজ) পরে বা দুই মাসিকের মাঝে রক্ত পড়া',
  'Period pain': 'মাসিকের ব্যথা',
  'A hot water bottle on the lower belly and gentle exercise help.':
    'তলপেটে গরম জলের ব্যাগ দিয়ে সেঁক আর হালকা ব্যায়াম উপকারী।',
  'Pain that stops daily activities despite care':
    'যত্ন নেওয়ার পরেও এমন ব্যথা যে রোজকার কাজ বন্ধ হয়ে যায়',
  'Fever, unusual discharge or pain outside periods':
    'জ্বর, অস্বাভাবিক স্রাব বা মাসিকের সময় ছাড়াও ব্যথা',
  'Vaginal infection (thrush or bacterial vaginosis)':
    'যোনির সংক্রমণ (ছত্রাক/থ্রাশ বা ব্যাকটেরিয়াল ভ্যাজাইনোসিস)',
  'Wear loose cotton underwear; wash with plain water and avoid douching or scented products.':
    'ঢিলেঢালা সুতির অন্তর্বাস পরুন; শুধু সাধারণ জল দিয়ে ধুন, আর ভেতরে জল দিয়ে ধোয়া (ডুশ) বা সুগন্ধি জিনিস ব্যবহার করবেন না।',
  'See a doctor for the right treatment.': 'সঠিক চিকিৎসার জন্য ডাক্তার দেখান।',
  'Fever or lower belly pain': 'জ্বর বা তলপেটে ব্যথা',
  'Symptoms during pregnancy': 'গর্ভাবস্থায় এই লক্ষণ',
  'Foul-smelling discharge with bleeding': 'দুর্গন্ধযুক্ত স্রাবের সঙ্গে রক্ত পড়া',
  'Menopause symptoms': 'মেনোপজের (মাসিক বন্ধ হওয়ার সময়ের) লক্ষণ',
  'Wear light layers, keep the room cool and cut down on caffeine and spicy food.':
    'হালকা পাতলা জামা কয়েক স্তরে পরুন, ঘর ঠান্ডা রাখুন, আর চা-কফি ও ঝাল খাবার কমান।',
  'Weight-bearing exercise and calcium-rich foods protect bones.':
    'শরীরের ভার বহন করে এমন ব্যায়াম (যেমন হাঁটা) আর ক্যালসিয়ামযুক্ত খাবার হাড় মজবুত রাখে।',
  'Any bleeding after periods have stopped for a year — see a doctor':
    'এক বছর মাসিক বন্ধ থাকার পরে যে কোনো রক্ত পড়া — ডাক্তার দেখান',
  'Fever in a child': 'বাচ্চার জ্বর',
  'Keep breastfeeding or giving fluids often; offer small amounts frequently.':
    'বুকের দুধ খাওয়ানো চালিয়ে যান বা ঘনঘন জল জাতীয় জিনিস দিন; অল্প অল্প করে বারবার খাওয়ান।',
  'Dress the child lightly; do not wrap in blankets. Sponge with lukewarm (not cold) water if uncomfortable.':
    'বাচ্চাকে হালকা জামা পরান; কম্বলে মুড়ে রাখবেন না। অস্বস্তি হলে হালকা গরম (ঠান্ডা নয়) জলে গা মুছিয়ে দিন।',
  'Fever medicine only in the dose a doctor or pharmacist gives for the child’s weight — never adult tablets.':
    'জ্বরের ওষুধ শুধু বাচ্চার ওজন অনুযায়ী ডাক্তার বা ফার্মাসিস্ট যে মাত্রা দেন সেটুকুই — কখনও বড়দের ট্যাবলেট দেবেন না।',
  'Check the child regularly, including at night.': 'রাতেও বাচ্চাকে নিয়মিত দেখুন।',
  'Any fever in a baby under 3 months': '3 মাসের কম বয়সী শিশুর যে কোনো জ্বর',
  'Danger signs — go to hospital now: not able to feed or drink, vomiting everything, fits, very sleepy or floppy, chest sinking in or fast breathing.':
    'বিপদ-লক্ষণ — এখনই হাসপাতালে যান: দুধ বা কিছু খেতে না পারা, যা খাচ্ছে সব বমি, খিঁচুনি, খুব ঘুম ঘুম বা নেতিয়ে পড়া, বুক ভেতরে ঢুকে যাওয়া বা তাড়াতাড়ি শ্বাস।',
  'Rash that does not fade under a glass, stiff neck, or fever lasting more than 2 days':
    'গ্লাস চাপলেও মিলিয়ে না যাওয়া র‍্যাশ, ঘাড় শক্ত, বা 2 দিনের বেশি জ্বর',
  'Serious illness in a young infant (possible sepsis)': 'ছোট শিশুর গুরুতর অসুখ (সেপসিস হতে পারে)',
  'Call 108 and go to hospital now; keep the baby warm with skin-to-skin contact and keep trying to breastfeed on the way.':
    '108-এ ফোন করুন আর এখনই হাসপাতালে যান; শিশুকে মায়ের গায়ের সঙ্গে চামড়ায় চামড়া লাগিয়ে গরম রাখুন আর পথে বুকের দুধ খাওয়ানোর চেষ্টা চালিয়ে যান।',
  'Baby feels cold, or has fever, in the first two months of life':
    'জন্মের প্রথম দুই মাসে শিশুর গা ঠান্ডা লাগা বা জ্বর',
  'Bronchiolitis (chest infection in babies)': 'ব্রঙ্কিওলাইটিস (শিশুদের বুকের সংক্রমণ)',
  'Saline drops can clear a blocked nose before feeds.':
    'দুধ খাওয়ানোর আগে স্যালাইন ড্রপ দিলে বন্ধ নাক খুলে যেতে পারে।',
  'Keep the baby away from smoke.': 'শিশুকে ধোঁয়া থেকে দূরে রাখুন।',
  'Pauses in breathing or blue lips': 'শ্বাস মাঝে মাঝে থেমে যাওয়া বা ঠোঁট নীল',
  Croup: 'ক্রুপ (বাচ্চাদের ঘেউ ঘেউ কাশি)',
  'Keep the child calm and sitting upright; crying makes it worse.':
    'বাচ্চাকে শান্ত রাখুন আর সোজা করে বসিয়ে রাখুন; কাঁদলে বেড়ে যায়।',
  'Do not use steam or hot water near the child (burn risk).':
    'বাচ্চার কাছে ভাপ বা গরম জল ব্যবহার করবেন না (পুড়ে যাওয়ার ভয়)।',
  'Noisy breathing even at rest, chest sinking in, drooling, or blue lips — call 108':
    'বিশ্রামের সময়েও শ্বাসে আওয়াজ, বুক ভেতরে ঢুকে যাওয়া, মুখ দিয়ে লালা পড়া বা ঠোঁট নীল — 108-এ ফোন করুন',
  'Whooping cough (pertussis)': 'হুপিং কাশি (পারটুসিস)',
};

export const PHRASES_SYMPTOMS_1: Record<string, string> = {
  Fever: 'জ্বর',
  'Do you have a fever?': 'আপনার কি জ্বর আছে?',
  'High fever (above 102°F / 39°C)': 'খুব বেশি জ্বর (102°F / 39°C-এর বেশি)',
  'Is the fever high, above 102°F (39°C)?': 'জ্বর কি খুব বেশি, 102°F (39°C)-এর উপরে?',
  'Chills and shivering with fever': 'জ্বরের সঙ্গে শীত করা আর কাঁপুনি',
  'Does the fever come with chills or shivering?': 'জ্বরের সঙ্গে কি শীত করে বা কাঁপুনি দেয়?',
  'Fever that comes and goes': 'জ্বর আসে আর যায়',
  'Does the fever come and go, with normal hours or days in between?':
    'জ্বর কি আসে আর ছেড়ে যায়, মাঝে কয়েক ঘণ্টা বা কয়েক দিন ঠিক থাকেন?',
  'Fever for more than a week': 'এক সপ্তাহের বেশি জ্বর',
  'Has the fever lasted more than a week?': 'জ্বর কি এক সপ্তাহের বেশি দিন ধরে আছে?',
  'Mild fever in the evenings': 'সন্ধের দিকে হালকা জ্বর',
  'Do you get a mild fever mostly in the evenings?': 'আপনার কি বেশিরভাগ সন্ধের দিকে হালকা জ্বর আসে?',
  'Night sweats': 'রাতে ঘাম হওয়া',
  'Do you sweat heavily at night?': 'আপনার কি রাতে খুব ঘাম হয়?',
  'Heavy or cold sweating': 'খুব বেশি ঘাম বা ঠান্ডা ঘাম',
  'Are you sweating heavily or breaking into a cold sweat?':
    'আপনার কি খুব ঘাম হচ্ছে বা ঠান্ডা ঘাম দিচ্ছে?',
  Tiredness: 'ক্লান্তি',
  'Do you feel unusually tired?': 'আপনার কি অস্বাভাবিক রকম ক্লান্ত লাগছে?',
  'General weakness': 'শরীর দুর্বল লাগা',
  'Do you feel weak all over?': 'আপনার কি সারা শরীর দুর্বল লাগছে?',
  'Body aches and muscle pain': 'গা-হাত-পা ব্যথা আর পেশিতে ব্যথা',
  'Do you have aches and pains all over your body?': 'আপনার কি সারা গায়ে ব্যথা-বেদনা আছে?',
  'Unexplained weight loss': 'কারণ ছাড়া ওজন কমে যাওয়া',
  'Have you lost weight without trying?': 'চেষ্টা না করেও কি আপনার ওজন কমে গেছে?',
  'Weight gain': 'ওজন বেড়ে যাওয়া',
  'Have you gained weight recently without eating more?':
    'বেশি না খেয়েও কি সম্প্রতি আপনার ওজন বেড়ে গেছে?',
  'Loss of appetite': 'খিদে না পাওয়া',
  'Have you lost your appetite?': 'আপনার কি খিদে চলে গেছে?',
  'Feeling very thirsty': 'খুব জল তেষ্টা পাওয়া',
  'Are you much more thirsty than usual?': 'আপনার কি অন্য সময়ের চেয়ে অনেক বেশি জল তেষ্টা পাচ্ছে?',
  'Dry mouth and lips': 'মুখ আর ঠোঁট শুকিয়ে যাওয়া',
  'Is your mouth or tongue very dry?': 'আপনার মুখ বা জিভ কি খুব শুকনো লাগছে?',
  'Passing little or no urine': 'প্রস্রাব খুব কম হওয়া বা একদম না হওয়া',
  'Are you passing much less urine than usual?': 'আপনার কি অন্য সময়ের চেয়ে অনেক কম প্রস্রাব হচ্ছে?',
  'Fainting or nearly fainting': 'অজ্ঞান হয়ে যাওয়া বা অজ্ঞান হওয়ার মতো লাগা',
  'Have you fainted or felt about to faint?':
    'আপনি কি অজ্ঞান হয়ে গিয়েছিলেন বা মনে হয়েছিল এখনই অজ্ঞান হয়ে যাবেন?',
  'Fainting needs a doctor to find the cause, the same day.':
    'অজ্ঞান হলে সেদিনই ডাক্তার দেখিয়ে কারণ খুঁজে বের করা দরকার।',
  'Unconscious or cannot be woken': 'অজ্ঞান বা জাগানো যাচ্ছে না',
  'Is the person unconscious or very hard to wake?':
    'মানুষটি কি অজ্ঞান, বা তাঁকে জাগানো খুব কঠিন হচ্ছে?',
  'A person who cannot be woken needs emergency care now.':
    'যাঁকে জাগানো যাচ্ছে না তাঁর এখনই জরুরি চিকিৎসা দরকার।',
  'Sudden confusion or drowsiness': 'হঠাৎ সব গুলিয়ে যাওয়া বা ঝিমিয়ে পড়া',
  'Has the person become confused, very drowsy or unusual in behaviour?':
    'মানুষটি কি হঠাৎ সব গুলিয়ে ফেলছেন, খুব ঝিমিয়ে পড়েছেন বা অস্বাভাবিক আচরণ করছেন?',
  'Sudden confusion can mean a stroke, brain infection, sepsis or very low sugar.':
    'হঠাৎ সব গুলিয়ে যাওয়া মানে স্ট্রোক, মাথায় (মস্তিষ্কে) সংক্রমণ, সেপসিস বা সুগার খুব কমে যাওয়া হতে পারে।',
  'Swollen glands (lumps in neck, armpit or groin)': 'গ্রন্থি ফুলে যাওয়া (ঘাড়, বগল বা কুঁচকিতে গুটলি)',
  'Have you noticed swollen glands or lumps in your neck, armpits or groin?':
    'আপনার ঘাড়ে, বগলে বা কুঁচকিতে কি গ্রন্থি ফোলা বা গুটলি লক্ষ করেছেন?',
  'Pale skin, lips or nails': 'চামড়া, ঠোঁট বা নখ ফ্যাকাশে',
  'Do your skin, inner eyelids or nails look pale?':
    'আপনার চামড়া, চোখের পাতার ভেতরটা বা নখ কি ফ্যাকাশে দেখাচ্ছে?',
  'Yellow eyes or skin (jaundice)': 'চোখ বা গা হলুদ (জন্ডিস)',
  'Have the whites of your eyes or your skin turned yellow?':
    'আপনার চোখের সাদা অংশ বা গায়ের চামড়া কি হলুদ হয়ে গেছে?',
  'Jaundice needs blood tests and a doctor within a day.':
    'জন্ডিস হলে এক দিনের মধ্যে রক্ত পরীক্ষা আর ডাক্তার দেখানো দরকার।',
  'Dark yellow or tea-coloured urine': 'গাঢ় হলুদ বা চায়ের রঙের প্রস্রাব',
  'Is your urine dark yellow or tea-coloured?': 'আপনার প্রস্রাব কি গাঢ় হলুদ বা চায়ের মতো রঙের?',
  'Unusual bleeding or bruising (gums, nose, red spots under skin)':
    'অস্বাভাবিক রক্ত পড়া বা কালশিটে পড়া (মাড়ি, নাক, চামড়ার নিচে লাল ছোপ)',
  'Have you noticed bleeding from gums or nose, or tiny red spots on the skin?':
    'মাড়ি বা নাক থেকে রক্ত পড়া, বা চামড়ায় ছোট ছোট লাল দাগ কি লক্ষ করেছেন?',
  'Unexplained bleeding can mean low platelets (for example in dengue).':
    'কারণ ছাড়া রক্ত পড়া মানে প্লেটলেট কমে যাওয়া হতে পারে (যেমন ডেঙ্গিতে)।',
  Nosebleed: 'নাক দিয়ে রক্ত পড়া',
  'Have you had a nosebleed?': 'আপনার কি নাক দিয়ে রক্ত পড়েছে?',
  'Cold, clammy, pale skin': 'ঠান্ডা, চটচটে, ফ্যাকাশে চামড়া',
  'Are your hands and feet cold and clammy?': 'আপনার হাত-পা কি ঠান্ডা আর ঘামে চটচটে?',
  'Cold, clammy skin can be a sign of shock.': 'ঠান্ডা, চটচটে চামড়া শক-এর লক্ষণ হতে পারে।',
  'Been in strong heat or sun': 'কড়া গরমে বা রোদে ছিলেন',
  'Have you been out in strong heat or sun?': 'আপনি কি কড়া গরমে বা রোদে বাইরে ছিলেন?',
  'Very hot, dry skin with no sweating': 'খুব গরম, শুকনো চামড়া, একদম ঘাম নেই',
  'Is the skin very hot and dry, without sweating?': 'চামড়া কি খুব গরম আর শুকনো, একটুও ঘাম নেই?',
  'Always feeling cold': 'সবসময় শীত শীত করা',
  'Do you feel cold when others feel comfortable?': 'অন্যদের যখন ঠিক লাগে, তখনও কি আপনার শীত করে?',
  'Cannot tolerate heat, sweating a lot': 'গরম সহ্য হয় না, খুব ঘাম হয়',
  'Do you feel hot and sweaty when others are comfortable?':
    'অন্যদের যখন ঠিক লাগে, তখনও কি আপনার গরম লাগে আর ঘাম হয়?',
  'Shaky, sweaty, hungry or confused (low blood sugar)':
    'কাঁপুনি, ঘাম, খিদে বা সব গুলিয়ে যাওয়া (সুগার কমে যাওয়া)',
  'Do you have diabetes and feel shaky, sweaty or confused?':
    'আপনার কি সুগার (ডায়াবেটিস) আছে, আর হাত-পা কাঁপছে, ঘাম হচ্ছে বা সব গুলিয়ে যাচ্ছে?',
  'Low blood sugar must be treated straight away with sugar or a sweet drink.':
    'সুগার কমে গেলে সঙ্গে সঙ্গে চিনি বা মিষ্টি শরবত খাইয়ে সামলাতে হবে।',
  'High blood sugar reading': 'সুগার মাপলে বেশি আসছে',
  'Has your blood sugar been reading high?': 'আপনার রক্তে সুগার কি মাপলে বেশি আসছে?',
  'Fruity or nail-polish smelling breath': 'নিঃশ্বাসে ফলের মতো বা নেলপালিশের মতো গন্ধ',
  'Does the breath smell fruity or like nail polish?':
    'নিঃশ্বাসে কি ফলের মতো বা নেলপালিশের মতো গন্ধ আসে?',
  'High blood pressure reading': 'প্রেশার মাপলে বেশি আসছে',
  'Has your blood pressure been measured high?': 'আপনার ব্লাড প্রেশার কি মাপলে বেশি এসেছে?',
  'Craving to eat mud, chalk or ice': 'মাটি, চক বা বরফ খাওয়ার ইচ্ছা',
  'Do you crave eating mud, chalk or ice?': 'আপনার কি মাটি, চক বা বরফ খেতে ইচ্ছা করে?',
  Headache: 'মাথাব্যথা',
  'Do you have a headache?': 'আপনার কি মাথাব্যথা আছে?',
  'Sudden, very severe headache (worst ever)': 'হঠাৎ, খুব তীব্র মাথাব্যথা (জীবনে সবচেয়ে বেশি)',
  'Did the headache start suddenly and is it the worst you have ever had?':
    'মাথাব্যথা কি হঠাৎ শুরু হয়েছে, আর এমন ব্যথা কি জীবনে আগে কখনও হয়নি?',
  'A sudden, extremely severe headache can be bleeding in the brain.':
    'হঠাৎ, ভীষণ তীব্র মাথাব্যথা মানে মাথার ভেতরে রক্তক্ষরণ হতে পারে।',
  'Throbbing headache on one side': 'মাথার এক দিকে দপদপ করে ব্যথা',
  'Is the headache throbbing or on one side of the head?':
    'মাথাব্যথা কি দপদপ করে, বা মাথার এক দিকে হয়?',
  'Pain behind the eyes': 'চোখের পেছনে ব্যথা',
  'Do you have pain behind your eyes?': 'আপনার কি চোখের পেছনে ব্যথা হয়?',
  'Light hurts the eyes': 'আলোয় চোখে কষ্ট হয়',
  'Does bright light bother your eyes?': 'জোরালো আলোয় কি আপনার চোখে কষ্ট হয়?',
  'Stiff neck (cannot bend chin to chest)': 'ঘাড় শক্ত (থুতনি বুকে ঠেকানো যায় না)',
  'Is your neck stiff, so that you cannot touch your chin to your chest?':
    'আপনার ঘাড় কি এমন শক্ত যে থুতনি বুকে ঠেকাতে পারছেন না?',
  'Fits, seizure or convulsions': 'খিঁচুনি',
  'Has there been a fit, seizure or jerking of the body?':
    'খিঁচুনি হয়েছে কি, বা শরীর ঝাঁকুনি দিয়ে কেঁপে উঠেছে?',
  'A seizure needs emergency help, especially a first one or one lasting over 5 minutes.':
    'খিঁচুনি হলে জরুরি সাহায্য দরকার, বিশেষ করে প্রথমবার হলে বা 5 মিনিটের বেশি চললে।',
  'Face drooping on one side': 'মুখের এক দিক বেঁকে/ঝুলে যাওয়া',
  'Has one side of the face dropped or can the person not smile evenly?':
    'মুখের এক দিক কি ঝুলে গেছে, বা মানুষটি ঠিকমতো দু-দিক সমান করে হাসতে পারছেন না?',
  'A drooping face is a sign of stroke. Every minute counts.':
    'মুখ ঝুলে যাওয়া স্ট্রোকের লক্ষণ। প্রতিটা মিনিট দামি।',
  'Weakness or numbness of one arm, leg or side': 'এক হাত, এক পা বা শরীরের এক দিক দুর্বল বা অবশ',
  'Is there sudden weakness or numbness in one arm, leg or one side of the body?':
    'এক হাতে, এক পায়ে বা শরীরের এক দিকে কি হঠাৎ দুর্বলতা বা অবশ ভাব এসেছে?',
  'Sudden weakness of one side is a sign of stroke. Every minute counts.':
    'হঠাৎ শরীরের এক দিক দুর্বল হওয়া স্ট্রোকের লক্ষণ। প্রতিটা মিনিট দামি।',
  'Slurred or confused speech': 'কথা জড়িয়ে যাওয়া বা এলোমেলো কথা',
  'Is the speech suddenly slurred or hard to understand?':
    'কথা কি হঠাৎ জড়িয়ে যাচ্ছে বা বোঝা কঠিন হচ্ছে?',
  'Sudden difficulty speaking is a sign of stroke. Every minute counts.':
    'হঠাৎ কথা বলতে অসুবিধা স্ট্রোকের লক্ষণ। প্রতিটা মিনিট দামি।',
  'Sudden loss of vision or double vision': 'হঠাৎ চোখে দেখতে না পাওয়া বা সব কিছু দুটো দেখা',
  'Have you suddenly lost vision or started seeing double?':
    'আপনি কি হঠাৎ চোখে দেখতে পাচ্ছেন না, বা সব কিছু দুটো করে দেখছেন?',
  'Sudden loss of sight can be a stroke or an eye emergency.':
    'হঠাৎ দৃষ্টি চলে যাওয়া স্ট্রোক বা চোখের জরুরি সমস্যা হতে পারে।',
  'Blurred or cloudy vision': 'চোখে ঝাপসা বা ঘোলাটে দেখা',
  'Is your vision blurred or cloudy?': 'আপনি কি চোখে ঝাপসা বা ঘোলাটে দেখছেন?',
  'Numbness, tingling or burning in hands or feet': 'হাতে বা পায়ে অবশ ভাব, ঝিনঝিন বা জ্বালা',
  'Do you have tingling, numbness or burning in your hands or feet?':
    'আপনার হাতে বা পায়ে কি ঝিনঝিন করে, অবশ লাগে বা জ্বালা করে?',
  'Shaking hands (tremor)': 'হাত কাঁপা',
  'Do your hands shake or tremble?': 'আপনার হাত কি কাঁপে?',
  'Dizziness or light-headedness': 'মাথা ঘোরা বা মাথা হালকা লাগা',
  'Do you feel dizzy or light-headed?': 'আপনার কি মাথা ঘোরে বা মাথা হালকা লাগে?',
  'Room spinning (vertigo)': 'চারপাশ ঘুরছে মনে হওয়া (ভার্টিগো)',
  'Does it feel as if the room is spinning?': 'মনে হচ্ছে কি ঘরটা চারপাশে ঘুরছে?',
  'Unsteady walking or loss of balance': 'টলমল করে হাঁটা বা ভারসাম্য হারানো',
  'Are you unsteady on your feet or losing your balance?':
    'হাঁটতে গিয়ে কি টলে যাচ্ছেন বা ভারসাম্য রাখতে পারছেন না?',
  'Pain or pressure in the face or forehead': 'মুখে বা কপালে ব্যথা বা ভার লাগা',
  'Do you feel pain or pressure in your cheeks or forehead?':
    'আপনার গালে বা কপালে কি ব্যথা বা ভার ভার লাগে?',
  'Neck pain': 'ঘাড়ে ব্যথা',
  'Do you have neck pain?': 'আপনার কি ঘাড়ে ব্যথা আছে?',
  'Cannot close one eye or move one side of the face':
    'এক চোখ বন্ধ করতে বা মুখের এক দিক নাড়াতে না পারা',
  'Is one side of your face weak so you cannot close that eye fully?':
    'আপনার মুখের এক দিক কি এমন দুর্বল যে সেই চোখটা পুরো বন্ধ করতে পারছেন না?',
  'Trouble sleeping': 'ঘুমের সমস্যা',
  'Are you having trouble sleeping?': 'আপনার কি ঘুমের সমস্যা হচ্ছে?',
  'Forgetfulness or poor concentration': 'ভুলে যাওয়া বা মন দিতে না পারা',
  'Have you been more forgetful or unable to concentrate?':
    'আপনি কি আগের চেয়ে বেশি ভুলে যাচ্ছেন, বা কোনো কাজে মন দিতে পারছেন না?',
  'Feeling sad or low most days': 'বেশিরভাগ দিন মন খারাপ বা মনমরা লাগা',
  'Have you been feeling sad or low most days?': 'বেশিরভাগ দিন কি আপনার মন খারাপ বা মনমরা লাগছে?',
  'No interest or pleasure in things': 'কোনো কিছুতে আগ্রহ বা আনন্দ না পাওয়া',
  'Have you lost interest or pleasure in things you used to enjoy?':
    'যে কাজগুলো আগে ভালো লাগত, সেগুলোতে কি আর আগ্রহ বা আনন্দ পাচ্ছেন না?',
  'Feeling hopeless or worthless': 'নিজেকে আশাহীন বা মূল্যহীন মনে হওয়া',
  'Do you feel hopeless or worthless?': 'আপনার কি মনে হয় কোনো আশা নেই, বা আপনার কোনো দাম নেই?',
  'Thoughts of ending your life': 'নিজের জীবন শেষ করে দেওয়ার চিন্তা',
  'Are you having thoughts of ending your life?': 'আপনার কি নিজের জীবন শেষ করে দেওয়ার চিন্তা আসছে?',
  'You deserve support right now. Call Tele-MANAS 14416 (free, 24x7) or 112 if in danger.':
    'এখনই সাহায্য পাওয়া আপনার অধিকার। Tele-MANAS 14416-এ ফোন করুন (বিনামূল্যে, 24x7), বা বিপদ থাকলে 112-এ।',
  'Hurting yourself on purpose': 'ইচ্ছে করে নিজেকে আঘাত করা',
  'Have you hurt yourself or thought about hurting yourself?':
    'আপনি কি নিজেকে আঘাত করেছেন, বা নিজেকে আঘাত করার কথা ভেবেছেন?',
  'Self-harm needs help now: call 112, or Tele-MANAS 14416 to talk to a counsellor.':
    'নিজের ক্ষতি করলে এখনই সাহায্য দরকার: 112-এ ফোন করুন, বা কাউন্সেলরের সঙ্গে কথা বলতে Tele-MANAS 14416-এ।',
  'Constant worry, nervousness or restlessness': 'সবসময় দুশ্চিন্তা, ভয় ভয় বা অস্থির লাগা',
  'Do you feel worried, nervous or on edge most of the time?':
    'আপনার কি বেশিরভাগ সময় দুশ্চিন্তা হয়, ভয় ভয় লাগে বা অস্থির লাগে?',
  'Sudden attacks of intense fear with racing heart': 'হঠাৎ ভীষণ ভয় পাওয়া, সঙ্গে বুক ধড়ফড়',
  'Do you get sudden attacks of intense fear that peak within minutes?':
    'আপনার কি হঠাৎ ভীষণ ভয়ের ধাক্কা আসে, যা কয়েক মিনিটের মধ্যে চরমে ওঠে?',
  'Irritability or anger': 'খিটখিটে মেজাজ বা রাগ',
  'Have you been more irritable or angry than usual?':
    'আপনি কি আগের চেয়ে বেশি খিটখিটে হয়ে গেছেন বা বেশি রেগে যাচ্ছেন?',
  'Hearing voices or seeing things others do not':
    'এমন গলা শোনা বা জিনিস দেখা যা অন্যরা শোনে/দেখে না',
  'Are you hearing voices or seeing things that others do not?':
    'আপনি কি এমন গলা শুনছেন বা এমন জিনিস দেখছেন যা অন্যরা শুনতে বা দেখতে পায় না?',
  'New voices or strange beliefs need a mental-health doctor soon.':
    'নতুন করে গলা শোনা বা অদ্ভুত বিশ্বাস হলে তাড়াতাড়ি মনের ডাক্তার (সাইকিয়াট্রিস্ট) দেখানো দরকার।',
  'Drinking alcohol heavily or unable to stop': 'খুব বেশি মদ খাওয়া বা ছাড়তে না পারা',
  'Do you drink alcohol most days or find it hard to stop?':
    'আপনি কি প্রায় রোজই মদ খান, বা ছাড়তে চেয়েও পারেন না?',
  'Chest pain': 'বুকে ব্যথা',
  'Do you have chest pain?': 'আপনার কি বুকে ব্যথা আছে?',
  'Chest pain must be checked by a doctor the same day; call 108 if it is severe.':
    'বুকে ব্যথা হলে সেদিনই ডাক্তার দেখাতে হবে; ব্যথা খুব বেশি হলে 108-এ ফোন করুন।',
  'Chest pain spreading to the arm, jaw, neck or back':
    'বুকের ব্যথা হাত, চোয়াল, ঘাড় বা পিঠে ছড়িয়ে যাওয়া',
  'Does the chest pain spread to your arm, jaw, neck or back?':
    'বুকের ব্যথা কি আপনার হাতে, চোয়ালে, ঘাড়ে বা পিঠে ছড়িয়ে যায়?',
  'Chest pain spreading to the arm, jaw or back can be a heart attack.':
    'বুকের ব্যথা হাতে, চোয়ালে বা পিঠে ছড়ালে হার্ট অ্যাটাক হতে পারে।',
  'Heaviness, pressure or tightness in the chest': 'বুকে ভার, চাপ বা আঁটসাঁট লাগা',
  'Does your chest feel heavy, tight or squeezed?':
    'আপনার বুক কি ভারী লাগে, চেপে ধরে আছে বা কেউ নিংড়ে দিচ্ছে মনে হয়?',
  'Crushing heaviness in the chest can be a heart attack.':
    'বুকে পিষে দেওয়ার মতো ভার লাগা হার্ট অ্যাটাক হতে পারে।',
  'Chest pain on walking or exertion that eases with rest':
    'হাঁটলে বা পরিশ্রম করলে বুকে ব্যথা, বিশ্রাম নিলে কমে যায়',
  'Does the chest pain come on when you walk or exert yourself and ease with rest?':
    'হাঁটলে বা পরিশ্রম করলে কি বুকে ব্যথা হয়, আর বিশ্রাম নিলে কমে যায়?',
  'Chest pain on exertion can be angina and needs a doctor soon.':
    'পরিশ্রম করলে বুকে ব্যথা এনজাইনা হতে পারে, তাড়াতাড়ি ডাক্তার দেখানো দরকার।',
  'Burning behind the breastbone (heartburn)': 'বুকের মাঝখানে হাড়ের পেছনে জ্বালা (অম্বল/বুক জ্বালা)',
  'Do you get a burning feeling behind the breastbone, often after meals?':
    'বুকের মাঝখানের হাড়ের পেছনে কি জ্বালা জ্বালা করে, প্রায়ই খাওয়ার পরে?',
  'Racing, pounding or irregular heartbeat': 'বুক ধড়ফড় করা, বুক ঢিপঢিপ করা বা হৃৎস্পন্দন এলোমেলো হওয়া',
  'Do you feel your heart racing, pounding or beating irregularly?':
    'আপনার কি মনে হয় বুক খুব জোরে ধড়ফড় করছে, ঢিপঢিপ করছে বা এলোমেলোভাবে চলছে?',
  'Shortness of breath': 'শ্বাসকষ্ট',
  'Are you short of breath?': 'আপনার কি শ্বাস নিতে কষ্ট হচ্ছে?',
  'New breathlessness should be seen by a doctor the same day.':
    'নতুন করে শ্বাসকষ্ট শুরু হলে সেদিনই ডাক্তার দেখানো উচিত।',
  'Severe difficulty breathing (cannot speak in full sentences)':
    'খুব বেশি শ্বাসকষ্ট (পুরো বাক্য বলতে পারছেন না)',
  'Is breathing so hard that speaking in full sentences is difficult?':
    'শ্বাস নিতে কি এত কষ্ট হচ্ছে যে পুরো কথা একটানা বলতে পারছেন না?',
  'Severe breathing difficulty is life-threatening.': 'খুব বেশি শ্বাসকষ্ট প্রাণঘাতী হতে পারে।',
  'Blue or grey lips, tongue or face': 'ঠোঁট, জিভ বা মুখ নীল বা ছাই রঙের হয়ে যাওয়া',
  'Are the lips or face turning blue or grey?': 'ঠোঁট বা মুখ কি নীল বা ছাই রঙের হয়ে যাচ্ছে?',
  'Blue lips mean the body is not getting enough oxygen.':
    'ঠোঁট নীল হওয়া মানে শরীর যথেষ্ট অক্সিজেন পাচ্ছে না।',
  'Wheezing (whistling sound when breathing)': 'শ্বাসে সাঁই সাঁই শব্দ (হুইজিং)',
  'Is there a whistling sound (wheeze) when you breathe?': 'শ্বাস নেওয়ার সময় কি বুকে সাঁই সাঁই শব্দ হয়?',
  'Breathless on walking or climbing stairs': 'হাঁটলে বা সিঁড়ি উঠলে হাঁপিয়ে যাওয়া',
  'Do you get out of breath when walking or climbing stairs?':
    'হাঁটলে বা সিঁড়ি উঠলে কি আপনি হাঁপিয়ে যান?',
  'Breathless when lying flat or waking up breathless':
    'চিত হয়ে শুলে শ্বাসকষ্ট বা রাতে দম আটকে ঘুম ভেঙে যাওয়া',
  'Do you get breathless when lying flat or wake up at night short of breath?':
    'সোজা চিত হয়ে শুলে কি শ্বাসকষ্ট হয়, বা রাতে দম আটকে ঘুম ভেঙে যায়?',
  Cough: 'কাশি',
  'Do you have a cough?': 'আপনার কি কাশি আছে?',
  'Dry cough': 'শুকনো কাশি',
  'Is the cough dry?': 'কাশি কি শুকনো?',
  'Cough with phlegm': 'কফ সহ কাশি',
  'Are you coughing up phlegm?': 'কাশির সঙ্গে কি কফ উঠছে?',
  'Cough for more than 2 weeks': '2 সপ্তাহের বেশি কাশি',
  'Has the cough lasted more than 2 weeks?': 'কাশি কি 2 সপ্তাহের বেশি দিন ধরে আছে?',
  'Coughing up blood': 'কাশির সঙ্গে রক্ত ওঠা',
  'Have you coughed up blood?': 'আপনার কি কাশির সঙ্গে রক্ত উঠেছে?',
  'Coughing up blood must be checked by a doctor the same day.':
    'কাশির সঙ্গে রক্ত উঠলে সেদিনই ডাক্তার দেখাতে হবে।',
  'Fast breathing': 'তাড়াতাড়ি শ্বাস নেওয়া',
  'Is the breathing faster than normal?': 'শ্বাস কি স্বাভাবিকের চেয়ে তাড়াতাড়ি পড়ছে?',
  'Lower chest sinks in with each breath (child)':
    'প্রতিটা শ্বাসে বুকের নিচের দিক ভেতরে ঢুকে যাওয়া (বাচ্চা)',
  'Does the lower chest sink in when the child breathes in?':
    'বাচ্চা শ্বাস নেওয়ার সময় কি বুকের নিচের দিকটা ভেতরে ঢুকে যায়?',
  'Chest sinking in with breaths is a danger sign of severe pneumonia in children.':
    'শ্বাসের সঙ্গে বুক ভেতরে ঢুকে যাওয়া বাচ্চাদের মারাত্মক নিউমোনিয়ার বিপদ-লক্ষণ।',
  'Swollen feet or ankles': 'পা বা গোড়ালি ফোলা',
  'Are your feet or ankles swollen?': 'আপনার পা বা গোড়ালি কি ফুলে গেছে?',
  'Runny nose': 'নাক দিয়ে জল পড়া',
  'Do you have a runny nose?': 'আপনার কি নাক দিয়ে জল পড়ছে?',
  'Blocked nose': 'নাক বন্ধ',
  'Is your nose blocked?': 'আপনার নাক কি বন্ধ হয়ে আছে?',
  Sneezing: 'হাঁচি',
  'Are you sneezing a lot?': 'আপনার কি খুব হাঁচি হচ্ছে?',
  'Sore throat': 'গলা ব্যথা',
  'Do you have a sore throat?': 'আপনার কি গলা ব্যথা আছে?',
  'Hoarse or lost voice': 'গলা বসে যাওয়া বা গলার স্বর চলে যাওয়া',
  'Has your voice become hoarse?': 'আপনার গলা কি বসে গেছে?',
  'Difficulty or pain swallowing': 'গিলতে অসুবিধা বা ব্যথা',
  'Is it hard or painful to swallow?': 'গিলতে কি কষ্ট হয় বা ব্যথা লাগে?',
  'Loss of smell or taste': 'গন্ধ বা স্বাদ চলে যাওয়া',
  'Have you lost your sense of smell or taste?': 'আপনি কি গন্ধ বা স্বাদ পাচ্ছেন না?',
  'Swelling of lips, tongue or throat': 'ঠোঁট, জিভ বা গলা ফুলে যাওয়া',
  'Are your lips, tongue or throat swelling?': 'আপনার ঠোঁট, জিভ বা গলা কি ফুলে যাচ্ছে?',
  'Swelling of the lips, tongue or throat can block breathing (severe allergy).':
    'ঠোঁট, জিভ বা গলা ফুলে গেলে শ্বাস বন্ধ হয়ে যেতে পারে (মারাত্মক অ্যালার্জি)।',
  'Puffy face or swelling of face and hands': 'মুখ ফোলা-ফোলা বা মুখ আর হাত ফুলে যাওয়া',
  'Is your face or are your hands puffy or swollen?':
    'আপনার মুখ বা হাত কি ফোলা-ফোলা লাগছে বা ফুলে গেছে?',
  'Lump in the breast': 'স্তনে গুটলি/চাকা',
  'Have you felt a new lump in the breast?': 'স্তনে কি নতুন কোনো গুটলি বা চাকা টের পেয়েছেন?',
  'A new breast lump should be examined by a doctor soon.':
    'স্তনে নতুন গুটলি হলে তাড়াতাড়ি ডাক্তারকে দিয়ে পরীক্ষা করানো উচিত।',
  'Stomach or belly pain': 'পেটব্যথা',
  'Do you have stomach pain?': 'আপনার কি পেটব্যথা আছে?',
  'Sudden, severe stomach pain': 'হঠাৎ, খুব বেশি পেটব্যথা',
  'Is the stomach pain sudden and severe?': 'পেটব্যথা কি হঠাৎ শুরু হয়েছে আর খুব বেশি?',
  'Sudden severe stomach pain can be a surgical emergency or internal bleeding.':
    'হঠাৎ খুব বেশি পেটব্যথা মানে জরুরি অপারেশনের দরকার বা পেটের ভেতরে রক্তক্ষরণ হতে পারে।',
  'Pain that moves to the lower right belly': 'ব্যথা সরে গিয়ে পেটের নিচে ডান দিকে আসা',
  'Is the pain in the lower right part of the belly, or did it move there from the navel?':
    'ব্যথা কি পেটের নিচের ডান দিকে, বা নাভির কাছ থেকে সরে ওখানে এসেছে?',
  'Pain in the lower right belly can be appendicitis.':
    'পেটের নিচে ডান দিকে ব্যথা অ্যাপেন্ডিসাইটিস হতে পারে।',
  'Pain in the upper belly': 'পেটের ওপরের দিকে ব্যথা',
  'Is the pain in the upper part of your belly?': 'ব্যথা কি পেটের ওপরের দিকে?',
  'Pain under the right ribs': 'ডান দিকের পাঁজরের নিচে ব্যথা',
  'Is the pain under your right ribs?': 'ব্যথা কি ডান দিকের পাঁজরের নিচে?',
};

export const PHRASES_SYMPTOMS_2: Record<string, string> = {
  'Pain in the lower belly': 'তলপেটে ব্যথা',
  'Is the pain in your lower belly?': 'ব্যথা কি তলপেটে?',
  'Cramping stomach pain': 'পেটে মোচড় দিয়ে ব্যথা',
  'Is the pain crampy, coming in waves?': 'ব্যথা কি মোচড় দিয়ে দিয়ে, ঢেউয়ের মতো আসে?',
  'Bloating or gas': 'পেট ফাঁপা বা গ্যাস',
  'Do you feel bloated or gassy?': 'আপনার কি পেট ফাঁপা লাগে বা গ্যাস হয়?',
  'Indigestion, sour burps or feeling full quickly': 'বদহজম, টক ঢেকুর বা অল্প খেলেই পেট ভরে যাওয়া',
  'Do you get indigestion or sour burps?': 'আপনার কি বদহজম হয় বা টক ঢেকুর ওঠে?',
  'Nausea (feeling like vomiting)': 'বমি বমি ভাব',
  'Do you feel sick to your stomach (nausea)?': 'আপনার কি গা গোলাচ্ছে, বমি বমি লাগছে?',
  Vomiting: 'বমি',
  'Have you been vomiting?': 'আপনার কি বমি হচ্ছে?',
  'Vomiting again and again, cannot keep fluids down': 'বারবার বমি, জলও পেটে থাকছে না',
  'Are you vomiting so often that you cannot keep even water down?':
    'এত ঘনঘন বমি হচ্ছে যে জলটুকুও পেটে রাখতে পারছেন না?',
  'Not keeping any fluids down quickly leads to dehydration.':
    'কোনো জলই পেটে না থাকলে খুব তাড়াতাড়ি শরীরে জলের অভাব (ডিহাইড্রেশন) হয়।',
  'Vomiting blood or coffee-ground material': 'রক্তবমি বা কফির গুঁড়োর মতো কালচে বমি',
  'Have you vomited blood or dark coffee-ground material?':
    'আপনার কি রক্তবমি হয়েছে, বা কফির গুঁড়োর মতো কালচে কিছু বমি হয়েছে?',
  'Vomiting blood is a sign of bleeding inside the gut.':
    'রক্তবমি মানে পেটের/অন্ত্রের ভেতরে রক্তক্ষরণ হচ্ছে।',
  'Loose motions (diarrhoea)': 'পাতলা পায়খানা (ডায়রিয়া)',
  'Do you have loose motions (diarrhoea)?': 'আপনার কি পাতলা পায়খানা (ডায়রিয়া) হচ্ছে?',
  'Very large amounts of watery diarrhoea (like rice water)':
    'খুব বেশি পরিমাণে জলের মতো পায়খানা (চাল-ধোয়া জলের মতো)',
  'Are the loose motions very large and watery, like rice water?':
    'পাতলা পায়খানা কি খুব বেশি পরিমাণে আর জলের মতো, চাল-ধোয়া জলের মতো?',
  'Very heavy watery diarrhoea can dehydrate a person within hours.':
    'খুব বেশি জলের মতো পায়খানা হলে কয়েক ঘণ্টার মধ্যেই শরীরে জলের অভাব হয়ে যেতে পারে।',
  'Blood or mucus in stool': 'পায়খানায় রক্ত বা আম',
  'Is there blood or mucus in the stool?': 'পায়খানায় কি রক্ত বা আম (শ্লেষ্মা) যাচ্ছে?',
  'Black, tarry stool': 'কালো, আলকাতরার মতো পায়খানা',
  'Are your stools black and sticky like tar?': 'আপনার পায়খানা কি আলকাতরার মতো কালো আর চটচটে?',
  'Black, tarry stool can mean bleeding in the stomach.':
    'কালো, আলকাতরার মতো পায়খানা মানে পাকস্থলীতে রক্তক্ষরণ হতে পারে।',
  Constipation: 'কোষ্ঠকাঠিন্য (পায়খানা কষা)',
  'Are you constipated?': 'আপনার কি পায়খানা কষা হচ্ছে (কোষ্ঠকাঠিন্য)?',
  'Pain, lump or bright red bleeding at the back passage':
    'মলদ্বারে ব্যথা, গুটলি বা টকটকে লাল রক্ত পড়া',
  'Do you have pain, a lump or bright red blood when passing stool?':
    'পায়খানা করার সময় কি ব্যথা হয়, গুটলি টের পান বা টকটকে লাল রক্ত পড়ে?',
  'Worms in stool or itching around the anus': 'পায়খানায় কৃমি বা মলদ্বারের চারপাশে চুলকানি',
  'Have you seen worms in the stool or is there itching around the anus?':
    'পায়খানায় কি কৃমি দেখেছেন, বা মলদ্বারের চারপাশে চুলকায়?',
  'Swollen belly that keeps growing': 'পেট ফুলে ক্রমশ বড় হয়ে যাওয়া',
  'Has your belly become swollen and larger?': 'আপনার পেট কি ফুলে আগের চেয়ে বড় হয়ে গেছে?',
  'Burning or pain when passing urine': 'প্রস্রাবের সময় জ্বালা বা ব্যথা',
  'Does it burn or hurt when you pass urine?': 'প্রস্রাব করার সময় কি জ্বালা করে বা ব্যথা লাগে?',
  'Passing urine very often': 'ঘনঘন প্রস্রাব',
  'Do you need to pass urine more often than usual?': 'আপনার কি অন্য সময়ের চেয়ে ঘনঘন প্রস্রাব পাচ্ছে?',
  'Blood in urine': 'প্রস্রাবে রক্ত',
  'Is there blood in your urine?': 'আপনার প্রস্রাবে কি রক্ত যাচ্ছে?',
  'Cloudy or foul-smelling urine': 'ঘোলা বা দুর্গন্ধযুক্ত প্রস্রাব',
  'Is your urine cloudy or bad-smelling?': 'আপনার প্রস্রাব কি ঘোলা বা তাতে বাজে গন্ধ?',
  'Pain in the side or back below the ribs, may spread to groin':
    'পাঁজরের নিচে পাশে বা পিঠে ব্যথা, কুঁচকি পর্যন্ত ছড়াতে পারে',
  'Do you have pain in your side or back, just below the ribs?':
    'আপনার কি পাশে বা পিঠে, পাঁজরের ঠিক নিচে ব্যথা হয়?',
  'Weak stream or difficulty starting urine': 'প্রস্রাবের ধারা সরু/দুর্বল বা প্রস্রাব শুরু হতে অসুবিধা',
  'Is your urine stream weak or hard to start?':
    'আপনার প্রস্রাবের ধারা কি দুর্বল, বা প্রস্রাব শুরু হতে কষ্ট হয়?',
  'Cannot pass urine at all': 'একেবারেই প্রস্রাব হচ্ছে না',
  'Are you unable to pass urine at all?': 'আপনি কি একেবারেই প্রস্রাব করতে পারছেন না?',
  'Being unable to pass urine needs a doctor within hours.':
    'প্রস্রাব একেবারে আটকে গেলে কয়েক ঘণ্টার মধ্যে ডাক্তার দেখানো দরকার।',
  'Rash or spots on the skin': 'চামড়ায় র‍্যাশ বা দানা/দাগ',
  'Do you have a rash or spots on your skin?': 'আপনার চামড়ায় কি র‍্যাশ বা দানা/দাগ বেরিয়েছে?',
  'Rash that does not fade when a glass is pressed on it':
    'যে র‍্যাশের ওপর কাচের গ্লাস চেপে ধরলেও মিলিয়ে যায় না',
  'If you press a glass on the rash, does it stay visible?':
    'র‍্যাশের ওপর কাচের গ্লাস চেপে ধরলে কি দাগগুলো তখনও দেখা যায়?',
  'A rash that does not fade under a glass can be meningitis or sepsis.':
    'যে র‍্যাশ গ্লাস চেপে ধরলেও মিলিয়ে যায় না, তা মেনিনজাইটিস বা সেপসিস হতে পারে।',
  Itching: 'চুলকানি',
  'Is your skin itchy?': 'আপনার চামড়া কি চুলকায়?',
  'Itching worse at night, others at home itching too': 'রাতে চুলকানি বাড়ে, বাড়ির অন্যদেরও চুলকায়',
  'Is the itching worse at night, or do others at home itch too?':
    'চুলকানি কি রাতে বাড়ে, বা বাড়ির অন্যদেরও চুলকায়?',
  'Red, hot, painful, swollen skin': 'লাল, গরম, ব্যথাযুক্ত, ফোলা চামড়া',
  'Is there an area of skin that is red, hot, swollen and painful?':
    'চামড়ার কোনো জায়গা কি লাল, গরম, ফোলা আর ব্যথা?',
  'Boil or pus-filled lump': 'ফোঁড়া বা পুঁজভরা গুটলি',
  'Do you have a boil or a painful lump with pus?': 'আপনার কি ফোঁড়া বা পুঁজভরা ব্যথার গুটলি হয়েছে?',
  'Itchy ring-shaped patches': 'চুলকানিযুক্ত গোল গোল দাগ (দাদ)',
  'Are there itchy, ring-shaped patches with a raised edge?':
    'চামড়ায় কি চুলকানিওয়ালা গোল গোল দাগ আছে, যার কিনারা একটু উঁচু?',
  'Sores with honey-coloured crusts': 'মধুর মতো রঙের মামড়ি পড়া ঘা',
  'Are there sores with yellow or honey-coloured crusts?':
    'এমন ঘা আছে কি, যার ওপর হলুদ বা মধুর রঙের মামড়ি পড়েছে?',
  'Fluid-filled blisters': 'জলভরা ফোস্কা',
  'Are there small fluid-filled blisters?': 'ছোট ছোট জলভরা ফোস্কা বেরিয়েছে কি?',
  'Raised itchy welts (hives)': 'উঁচু হয়ে ফুলে ওঠা চুলকানির চাকা (আমবাত)',
  'Do you have raised, itchy welts that come and go?':
    'আপনার কি চামড়ায় উঁচু হয়ে ফুলে ওঠা চুলকানির চাকা হয়, যা আসে আর মিলিয়ে যায়?',
  'Dry, scaly or cracked skin patches': 'শুকনো, খসখসে, আঁশ ওঠা বা ফাটা চামড়ার দাগ',
  'Do you have dry, scaly or cracked patches of skin?':
    'আপনার চামড়ায় কি শুকনো, আঁশ ওঠা বা ফাটা ফাটা জায়গা আছে?',
  'Pimples or acne': 'ব্রণ',
  'Do you have pimples on the face, chest or back?': 'আপনার কি মুখে, বুকে বা পিঠে ব্রণ হয়?',
  'Pale or reddish skin patch that has lost feeling': 'অসাড় হয়ে যাওয়া ফ্যাকাশে বা লালচে চামড়ার দাগ',
  'Is there a light or reddish skin patch where you cannot feel touch?':
    'চামড়ায় কি এমন হালকা বা লালচে দাগ আছে, যেখানে ছুঁলে টের পান না?',
  'Lice or nits in the hair': 'চুলে উকুন বা নিকি (উকুনের ডিম)',
  'Have you seen lice or nits in the hair?': 'চুলে কি উকুন বা নিকি দেখেছেন?',
  'Hair loss': 'চুল পড়া',
  'Are you losing more hair than usual?': 'আপনার কি অন্য সময়ের চেয়ে বেশি চুল পড়ছে?',
  'Wound or foot sore that will not heal': 'সারছে না এমন ঘা বা পায়ের ঘা',
  'Do you have a wound or foot sore that is not healing?':
    'আপনার কি এমন কোনো ঘা বা পায়ের ঘা আছে যা সারছে না?',
  'Painless black scab (often in skin folds) with fever':
    'জ্বরের সঙ্গে ব্যথাহীন কালো মামড়ি (প্রায়ই চামড়ার ভাঁজে)',
  'Is there a painless black scab anywhere, for example in the armpit or groin?':
    'শরীরের কোথাও, যেমন বগলে বা কুঁচকিতে, কি ব্যথাহীন কালো মামড়ি আছে?',
  'Red or pink eye': 'চোখ লাল বা গোলাপি হওয়া (চোখ ওঠা)',
  'Are your eyes red?': 'আপনার চোখ কি লাল হয়েছে?',
  'Sticky discharge from the eye': 'চোখ থেকে চটচটে পিচুটি বেরোনো',
  'Is there sticky discharge from the eye?': 'চোখ থেকে কি চটচটে পিচুটি বেরোচ্ছে?',
  'Watery, itchy eyes': 'চোখ দিয়ে জল পড়া, চোখ চুলকানো',
  'Are your eyes watery or itchy?': 'আপনার চোখ দিয়ে কি জল পড়ছে বা চোখ চুলকাচ্ছে?',
  'Eye pain': 'চোখে ব্যথা',
  'Do you have pain in the eye?': 'আপনার কি চোখে ব্যথা হচ্ছে?',
  'Painful lump on the eyelid': 'চোখের পাতায় ব্যথাযুক্ত গুটলি (আঞ্জনি)',
  'Is there a painful lump on the edge of the eyelid?':
    'চোখের পাতার কিনারায় কি ব্যথাযুক্ত গুটলি হয়েছে?',
  Earache: 'কানে ব্যথা',
  'Do you have ear pain?': 'আপনার কি কানে ব্যথা হচ্ছে?',
  'Discharge from the ear': 'কান দিয়ে কিছু বেরোনো (কান পাকা)',
  'Is there fluid or pus coming out of the ear?': 'কান দিয়ে কি জল বা পুঁজ বেরোচ্ছে?',
  'Reduced hearing or blocked ear': 'কানে কম শোনা বা কান বন্ধ লাগা',
  'Is your hearing reduced or does the ear feel blocked?':
    'আপনি কি কানে কম শুনছেন, বা কান বন্ধ বন্ধ লাগছে?',
  'Ringing or buzzing in the ears': 'কানে ঝিঁঝিঁ বা ভোঁ ভোঁ শব্দ',
  'Do you hear ringing or buzzing in your ears?': 'আপনি কি কানের ভেতর ঝিঁঝিঁ বা ভোঁ ভোঁ শব্দ শোনেন?',
  'Swelling in front of the ear or along the jaw': 'কানের সামনে বা চোয়াল বরাবর ফোলা',
  'Is there swelling in front of the ear or along the jaw?':
    'কানের সামনে বা চোয়াল বরাবর কি ফুলে গেছে?',
  Toothache: 'দাঁতে ব্যথা',
  'Do you have toothache?': 'আপনার কি দাঁতে ব্যথা আছে?',
  'Mouth ulcers': 'মুখে ঘা (মুখের আলসার)',
  'Do you have sores or ulcers in the mouth?': 'আপনার মুখের ভেতরে কি ঘা বা আলসার হয়েছে?',
  'Swelling at the front of the neck (goitre)': 'গলার সামনের দিকে ফোলা (গলগণ্ড/গয়টার)',
  'Is there swelling at the front of your neck?': 'আপনার গলার সামনের দিকে কি ফোলা আছে?',
  'Joint pain': 'গাঁটে ব্যথা',
  'Do your joints hurt?': 'আপনার গাঁটে গাঁটে কি ব্যথা হয়?',
  'Severe joint pain that makes moving hard': 'গাঁটে এত ব্যথা যে নড়াচড়া করা কঠিন',
  'Is the joint pain so severe that it is hard to move or walk?':
    'গাঁটের ব্যথা কি এত বেশি যে নড়তে বা হাঁটতে কষ্ট হয়?',
  'Swollen joints': 'গাঁট ফোলা',
  'Are any of your joints swollen?': 'আপনার কোনো গাঁট কি ফুলে আছে?',
  'Stiff joints in the morning for over 30 minutes': 'সকালে 30 মিনিটের বেশি গাঁট শক্ত/আড়ষ্ট হয়ে থাকা',
  'Are your joints stiff for more than half an hour after waking?':
    'ঘুম থেকে ওঠার পর কি আধ ঘণ্টার বেশি গাঁটগুলো শক্ত/আড়ষ্ট হয়ে থাকে?',
  'Knee pain': 'হাঁটুতে ব্যথা',
  'Do you have knee pain?': 'আপনার কি হাঁটুতে ব্যথা আছে?',
  'Sudden painful, red, swollen big toe or ankle': 'হঠাৎ পায়ের বুড়ো আঙুল বা গোড়ালি লাল হয়ে ফুলে ব্যথা',
  'Is your big toe or ankle suddenly red, hot and very painful?':
    'আপনার পায়ের বুড়ো আঙুল বা গোড়ালি কি হঠাৎ লাল, গরম হয়ে ভীষণ ব্যথা করছে?',
  'Back pain': 'পিঠে/কোমরে ব্যথা',
  'Do you have back pain?': 'আপনার কি পিঠে বা কোমরে ব্যথা আছে?',
  'Pain shooting from the back or buttock down the leg':
    'কোমর বা পাছা থেকে পা বেয়ে নেমে যাওয়া ব্যথা',
  'Does pain shoot from your back or buttock down the leg?':
    'ব্যথা কি কোমর বা পাছা থেকে পা বেয়ে নিচে নেমে যায়?',
  'Muscle cramps': 'পেশিতে টান ধরা (খিল ধরা)',
  'Are you getting muscle cramps?': 'আপনার কি পেশিতে টান ধরছে বা খিল ধরছে?',
  'Painful calf muscles (both legs)': 'পায়ের ডিমে ব্যথা (দুই পায়েই)',
  'Are your calf muscles painful or tender?': 'আপনার পায়ের ডিমে কি ব্যথা আছে, বা টিপলে ব্যথা লাগে?',
  'Pain, warmth and swelling in one calf': 'এক পায়ের ডিমে ব্যথা, গরম ভাব আর ফোলা',
  'Is one calf swollen, warm and painful?': 'এক পায়ের ডিম কি ফুলে, গরম হয়ে ব্যথা করছে?',
  'A painful swollen calf can be a blood clot.':
    'পায়ের ডিম ফুলে ব্যথা হলে রক্ত জমাট বাঁধা (ক্লট) হতে পারে।',
  'Shoulder pain or stiffness': 'কাঁধে ব্যথা বা কাঁধ শক্ত হয়ে যাওয়া',
  'Do you have shoulder pain or stiffness?': 'আপনার কি কাঁধে ব্যথা আছে, বা কাঁধ শক্ত হয়ে গেছে?',
  'Injury or fall': 'চোট লাগা বা পড়ে যাওয়া',
  'Have you had an injury or a fall?': 'আপনি কি চোট পেয়েছেন বা পড়ে গিয়েছিলেন?',
  'Head injury': 'মাথায় চোট',
  'Have you had a blow to the head?': 'আপনার কি মাথায় আঘাত লেগেছে?',
  'A head injury needs checking, especially with vomiting, drowsiness or on blood thinners.':
    'মাথায় চোট লাগলে পরীক্ষা করানো দরকার, বিশেষ করে বমি হলে, ঝিমিয়ে পড়লে বা রক্ত পাতলা করার ওষুধ খেলে।',
  'Bleeding from a wound that will not stop': 'ক্ষত থেকে রক্ত পড়া থামছে না',
  'Is there bleeding that does not stop with firm pressure?':
    'জোরে চেপে ধরলেও কি রক্ত পড়া থামছে না?',
  'Bleeding that will not stop with firm pressure is an emergency.':
    'জোরে চেপে ধরলেও রক্ত পড়া না থামলে তা জরুরি অবস্থা।',
  'A cut or open wound': 'কেটে যাওয়া বা খোলা ক্ষত',
  'Do you have a cut or an open wound?': 'আপনার কি কোথাও কেটে গেছে, বা খোলা ক্ষত আছে?',
  'A deep or gaping cut, or one with dirt, glass or rust in it':
    'গভীর বা হাঁ হয়ে থাকা কাটা, বা এমন কাটা যার ভেতরে ময়লা, কাচ বা মরচে ঢুকেছে',
  'Is the cut deep or gaping, or is there dirt, glass or rust in it?':
    'কাটাটা কি গভীর বা হাঁ হয়ে আছে, বা তার ভেতরে ময়লা, কাচ বা মরচে ঢুকেছে?',
  'A deep or gaping cut, or one with dirt, glass or rust in it, needs cleaning, closing and a tetanus check at a hospital today.':
    'গভীর বা হাঁ হয়ে থাকা কাটা, বা যে কাটার ভেতরে ময়লা, কাচ বা মরচে ঢুকেছে, তা আজই হাসপাতালে পরিষ্কার করানো, সেলাই বা জোড়া লাগানো আর টিটেনাসের টিকা দরকার কি না দেখানো দরকার।',
  'Possible broken bone (deformed, cannot move or bear weight)':
    'হাড় ভেঙেছে বলে সন্দেহ (বেঁকে গেছে, নাড়ানো যায় না বা ভর দেওয়া যায় না)',
  'Does the injured part look deformed, or can you not move it or put weight on it?':
    'চোট লাগা জায়গাটা কি বেঁকে গেছে দেখাচ্ছে, বা নাড়াতে বা তাতে ভর দিতে পারছেন না?',
  'A suspected broken bone needs an X-ray and a doctor today.':
    'হাড় ভেঙেছে সন্দেহ হলে আজই এক্স-রে আর ডাক্তার দেখানো দরকার।',
  'Twisted ankle, wrist or knee with swelling': 'গোড়ালি, কবজি বা হাঁটু মচকে গিয়ে ফুলে যাওয়া',
  'Did you twist a joint, with swelling or bruising afterwards?':
    'কোনো গাঁট কি মচকে গিয়েছিল, তারপর ফুলে গেছে বা কালশিটে পড়েছে?',
  'Burn or scald': 'পুড়ে যাওয়া বা গরম জলে/ভাপে ছ্যাঁকা লাগা',
  'Have you been burnt or scalded?': 'আপনি কি পুড়ে গেছেন বা গরম জলে ছ্যাঁকা খেয়েছেন?',
  'Snake bite': 'সাপে কামড়ানো',
  'Has a snake bitten you?': 'আপনাকে কি সাপে কামড়েছে?',
  'Every snake bite is an emergency: anti-snake venom is given free at government hospitals.':
    'সাপে কামড়ানো সবসময়ই জরুরি অবস্থা: সরকারি হাসপাতালে সাপের বিষের ওষুধ (অ্যান্টি-স্নেক ভেনম) বিনামূল্যে দেওয়া হয়।',
  'Dog bite or scratch': 'কুকুরে কামড়ানো বা আঁচড়ানো',
  'Has a dog bitten or scratched you?': 'আপনাকে কি কুকুরে কামড়েছে বা আঁচড়েছে?',
  'Dog bites need wound washing and rabies vaccination the same day.':
    'কুকুরে কামড়ালে সেদিনই ক্ষত ধুতে হবে আর জলাতঙ্কের (র‍্যাবিস) টিকা নিতে হবে।',
  'Bite or scratch from a cat, monkey or other mammal':
    'বিড়াল, বাঁদর বা অন্য কোনো প্রাণীর কামড় বা আঁচড়',
  'Has a cat, monkey or other animal bitten or scratched you?':
    'আপনাকে কি বিড়াল, বাঁদর বা অন্য কোনো প্রাণী কামড়েছে বা আঁচড়েছে?',
  'Mammal bites can spread rabies; get the wound washed and vaccinated today.':
    'বিড়াল, বাঁদরের মতো প্রাণীর কামড়ে জলাতঙ্ক ছড়াতে পারে; আজই ক্ষত ধুয়ে টিকা নিন।',
  'Scorpion sting': 'কাঁকড়াবিছের কামড়',
  'Has a scorpion stung you?': 'আপনাকে কি কাঁকড়াবিছে কামড়েছে?',
  'Scorpion stings can affect the heart, especially in children.':
    'কাঁকড়াবিছের কামড় হার্টের ক্ষতি করতে পারে, বিশেষ করে বাচ্চাদের।',
  'Bee, wasp or insect sting': 'মৌমাছি, বোলতা বা পোকার হুল',
  'Have you been stung by a bee, wasp or insect?':
    'আপনাকে কি মৌমাছি, বোলতা বা কোনো পোকা হুল ফুটিয়েছে?',
  'Swallowed poison, pesticide, chemicals or too many medicines':
    'বিষ, কীটনাশক, কেমিক্যাল বা অনেক বেশি ওষুধ খেয়ে ফেলা',
  'Has the person swallowed poison, pesticide, chemicals or too many tablets?':
    'মানুষটি কি বিষ, কীটনাশক, কেমিক্যাল বা অনেক বেশি ট্যাবলেট খেয়ে ফেলেছেন?',
  'Poisoning needs emergency treatment now. Take the container to hospital.':
    'বিষ খেলে এখনই জরুরি চিকিৎসা দরকার। বিষের শিশি/প্যাকেটটা হাসপাতালে সঙ্গে নিয়ে যান।',
  'Currently pregnant': 'এখন গর্ভবতী',
  'Are you pregnant?': 'আপনি কি গর্ভবতী (পেটে বাচ্চা আছে)?',
  'Heavy bleeding from the vagina in pregnancy': 'গর্ভাবস্থায় যোনিপথ দিয়ে খুব বেশি রক্ত পড়া',
  'Are you pregnant and bleeding heavily from the vagina?':
    'আপনি কি গর্ভবতী, আর যোনিপথ দিয়ে খুব বেশি রক্ত পড়ছে?',
  'Heavy bleeding in pregnancy is an emergency for mother and baby.':
    'গর্ভাবস্থায় খুব বেশি রক্ত পড়া মা আর বাচ্চা দুজনের জন্যই জরুরি অবস্থা।',
  'Bleeding from the vagina': 'যোনিপথ দিয়ে রক্ত পড়া',
  'Are you bleeding from the vagina?': 'আপনার কি যোনিপথ দিয়ে রক্ত পড়ছে?',
  'Light spotting in pregnancy': 'গর্ভাবস্থায় অল্প অল্প রক্তের দাগ',
  'Are you pregnant and having light spotting?': 'আপনি কি গর্ভবতী, আর অল্প অল্প রক্তের দাগ দেখছেন?',
  'Any bleeding in pregnancy should be checked by a doctor today.':
    'গর্ভাবস্থায় যে কোনো রক্ত পড়লে আজই ডাক্তার দেখানো উচিত।',
  'Baby moving less than usual (pregnancy)': 'পেটের বাচ্চা অন্য সময়ের চেয়ে কম নড়ছে (গর্ভাবস্থা)',
  'Is the baby moving less than usual?': 'পেটের বাচ্চা কি অন্য সময়ের চেয়ে কম নড়ছে?',
  'Reduced baby movements need checking at the hospital today, without waiting.':
    'বাচ্চার নড়াচড়া কমে গেলে অপেক্ষা না করে আজই হাসপাতালে দেখাতে হবে।',
  'Fluid leaking from the vagina in pregnancy': 'গর্ভাবস্থায় যোনিপথ দিয়ে জল বেরোনো',
  'Is fluid leaking from the vagina?': 'যোনিপথ দিয়ে কি জল বেরোচ্ছে?',
  'Waters breaking needs hospital care now, especially before the due date.':
    'জল ভাঙলে এখনই হাসপাতালে যেতে হবে, বিশেষ করে প্রসবের তারিখের আগে হলে।',
  'Nausea and vomiting in pregnancy': 'গর্ভাবস্থায় বমি বমি ভাব আর বমি',
  'Are you pregnant with nausea or vomiting?': 'আপনি কি গর্ভবতী, আর বমি বমি লাগছে বা বমি হচ্ছে?',
  'Heavy bleeding after childbirth': 'প্রসবের পরে খুব বেশি রক্ত পড়া',
  'Have you given birth recently and are bleeding heavily?':
    'আপনার কি সম্প্রতি বাচ্চা হয়েছে, আর খুব বেশি রক্ত পড়ছে?',
  'Heavy bleeding after childbirth is life-threatening.':
    'প্রসবের পরে খুব বেশি রক্ত পড়া প্রাণঘাতী হতে পারে।',
  'Missed or late period': 'মাসিক বন্ধ বা দেরিতে হওয়া',
  'Is your period late or missed?': 'আপনার মাসিক কি দেরি হয়েছে বা বন্ধ আছে?',
  'Heavy or long periods': 'বেশি রক্ত যাওয়া বা অনেক দিন ধরে মাসিক',
  'Are your periods heavy or lasting longer than a week?':
    'আপনার মাসিকে কি খুব বেশি রক্ত যায়, বা এক সপ্তাহের বেশি দিন চলে?',
  'Irregular periods': 'অনিয়মিত মাসিক',
  'Are your periods irregular?': 'আপনার মাসিক কি অনিয়মিত?',
  'Painful periods': 'মাসিকের সময় ব্যথা',
  'Are your periods painful?': 'মাসিকের সময় কি আপনার ব্যথা হয়?',
  'Unusual vaginal discharge': 'অস্বাভাবিক সাদা স্রাব',
  'Do you have unusual vaginal discharge?':
    'আপনার কি যোনিপথ দিয়ে অস্বাভাবিক সাদা স্রাব বা অন্য রকম স্রাব যাচ্ছে?',
  'Itching or soreness in the vaginal area': 'যোনিপথের আশেপাশে চুলকানি বা জ্বালা',
  'Is there itching or soreness around the vagina?': 'যোনিপথের চারপাশে কি চুলকায় বা জ্বালা করে?',
  'Hot flushes': 'হঠাৎ গা গরম হয়ে ওঠা (হট ফ্লাশ)',
  'Do you get sudden waves of heat (hot flushes)?':
    'আপনার কি হঠাৎ হঠাৎ শরীরে গরমের ঝলক আসে (হট ফ্লাশ)?',
  'Extra hair on face or body': 'মুখে বা শরীরে বাড়তি লোম',
  'Have you noticed extra hair growth on the face or body?':
    'মুখে বা শরীরে কি বাড়তি লোম গজাতে দেখছেন?',
  'Baby or child not feeding or unable to drink': 'শিশু বা বাচ্চা দুধ খাচ্ছে না বা কিছুই খেতে পারছে না',
  'Is the baby or child unable to feed or drink?': 'শিশু বা বাচ্চা কি দুধ টানতে বা কিছু খেতে পারছে না?',
  'A baby who cannot feed is a danger sign and needs hospital care now.':
    'যে শিশু দুধ খেতে পারছে না, সেটা বিপদ-লক্ষণ, এখনই হাসপাতালে নিয়ে যেতে হবে।',
  'Baby or child very sleepy, floppy or hard to wake':
    'শিশু বা বাচ্চা খুব ঘুম ঘুম, নেতিয়ে পড়া বা জাগানো কঠিন',
  'Is the child unusually sleepy, floppy or hard to wake?':
    'বাচ্চা কি অস্বাভাবিক রকম ঘুমোচ্ছে, নেতিয়ে পড়েছে বা তাকে জাগানো কঠিন?',
  'A floppy or unusually sleepy child is a danger sign and needs hospital care now.':
    'বাচ্চা নেতিয়ে পড়লে বা অস্বাভাবিক ঘুমোলে সেটা বিপদ-লক্ষণ, এখনই হাসপাতালে নিয়ে যেতে হবে।',
  'Sunken eyes (or sunken soft spot in a baby)': 'চোখ বসে যাওয়া (বা শিশুর মাথার তালু বসে যাওয়া)',
  'Do the eyes look sunken?': 'চোখ কি বসে গেছে দেখাচ্ছে?',
  'Bulging soft spot on a baby’s head': 'শিশুর মাথার তালু (নরম জায়গা) ফুলে উঠেছে',
  'Is the soft spot on the baby’s head bulging?': 'শিশুর মাথার নরম তালুটা কি ফুলে উঁচু হয়ে আছে?',
  'A bulging soft spot can mean pressure on the brain, such as meningitis.':
    'মাথার তালু ফুলে উঠলে মস্তিষ্কে চাপ হতে পারে, যেমন মেনিনজাইটিসে।',
  'Baby crying constantly and cannot be settled': 'শিশু একটানা কাঁদছে, কিছুতেই থামানো যাচ্ছে না',
  'Is the baby crying constantly or with a high-pitched cry?':
    'শিশু কি একটানা কাঁদছে, বা খুব তীক্ষ্ণ চিৎকার করে কাঁদছে?',
  'Barking cough with noisy breathing in (child)':
    'ঘেউ ঘেউ কাশি, সঙ্গে শ্বাস নেওয়ার সময় আওয়াজ (বাচ্চা)',
  'Does the child have a barking cough or a harsh noise when breathing in?':
    'বাচ্চার কি কুকুরের ডাকের মতো ঘেউ ঘেউ কাশি, বা শ্বাস টানার সময় কর্কশ আওয়াজ হয়?',
  'Coughing fits ending in a whoop or vomiting': 'একটানা কাশির দমক, শেষে হুপ শব্দ বা বমি',
  'Are there bouts of coughing that end with a whoop or vomiting?':
    'একটানা দমকে দমকে কাশির পরে কি হুপ করে শব্দ হয় বা বমি হয়ে যায়?',
  'Newborn baby looks yellow': 'নবজাতক শিশু হলুদ দেখাচ্ছে',
  'Does the newborn baby look yellow?': 'নবজাতক শিশুকে কি হলুদ দেখাচ্ছে?',
  'Jaundice in a newborn needs a bilirubin check today.':
    'নবজাতকের জন্ডিস হলে আজই বিলিরুবিন পরীক্ষা করাতে হবে।',
  'Pain in an arm or hand': 'হাতে ব্যথা',
  'Pain in a leg or foot': 'পায়ে ব্যথা',
  'Blood in the stool should be checked by a doctor in the coming days; go today if there is a lot of blood, dizziness or black stool.':
    'মলে রক্ত গেলে সামনের কয়েক দিনের মধ্যে ডাক্তার দেখান; অনেক রক্ত, মাথা ঘোরা বা কালো মল হলে আজই যান।',
  'Blood pressure of 180/120 or more': '180/120 বা তার বেশি প্রেশার',
  'A blood pressure of 180/120 or more needs a doctor today. Call 108 or 112 if there is chest pain, breathlessness, weakness or confusion.':
    'প্রেশার 180/120 বা তার বেশি হলে আজই ডাক্তার দেখান। বুকে ব্যথা, শ্বাসকষ্ট, দুর্বলতা বা বিভ্রান্তি হলে 108 বা 112-এ ফোন করুন।',
  'Drooping eyelids or double vision that came on suddenly':
    'হঠাৎ চোখের পাতা ঝুলে পড়া বা দুটো করে দেখা',
  'Eyelids that suddenly droop, double vision or trouble swallowing can be a snake bite during sleep (often painless) or a nerve emergency. Call 108 or 112 now.':
    'হঠাৎ চোখের পাতা ঝুলে পড়া, দুটো করে দেখা বা গিলতে কষ্ট ঘুমের মধ্যে সাপের কামড় (প্রায়ই ব্যথাহীন) বা স্নায়ুর জরুরি অবস্থা হতে পারে। এখনই 108 বা 112-এ ফোন করুন।',
};

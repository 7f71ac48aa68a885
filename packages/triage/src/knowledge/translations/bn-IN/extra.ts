/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Blood pressure below 90/60': '90/60-এর কম প্রেশার',
  'Pulse under 50 or over 130 a minute': 'নাড়ি (পালস) মিনিটে 50-এর কম বা 130-এর বেশি',
  'High sugar with great thirst or passing a lot of urine needs a doctor today. Go to hospital at once if there is vomiting, fast breathing or drowsiness.':
    'খুব তেষ্টা বা বারবার প্রস্রাবের সঙ্গে সুগার বেশি হলে আজই ডাক্তার দেখান। বমি, দ্রুত শ্বাস বা খুব ঘুম ঘুম ভাব হলে এখনই হাসপাতালে যান।',
  'A painful band of blisters on one side of the body':
    'শরীরের এক পাশে ফিতের মতো সারি দিয়ে ব্যথাওয়ালা ফোসকা',
  'Is there a painful band of blisters on one side of the body?':
    'শরীরের শুধু এক পাশে কি ফিতের মতো সারি দিয়ে ব্যথাওয়ালা ফোসকা উঠেছে?',
  'Shingles (herpes zoster)': 'হারপিস জোস্টার (শিংগলস, বিসর্প)',
  'Keep the rash clean and dry and wear loose cotton clothes; a cool, damp cloth can ease the pain.':
    'র‍্যাশ পরিষ্কার ও শুকনো রাখুন, ঢিলেঢালা সুতির জামা পরুন; ঠান্ডা, ভেজা কাপড় দিলে ব্যথা একটু কমতে পারে।',
  'Do not burst the blisters or put ash, oil or home pastes on them.':
    'ফোসকা ফাটাবেন না, আর তার ওপর ছাই, তেল বা ঘরোয়া প্রলেপ লাগাবেন না।',
  'Keep away from pregnant women, newborns and anyone who has not had chickenpox until the blisters crust over.':
    'ফোসকা শুকিয়ে মামড়ি না পড়া পর্যন্ত গর্ভবতী মহিলা, সদ্যোজাত শিশু আর যাদের কখনো জলবসন্ত হয়নি, তাদের থেকে দূরে থাকুন।',
  'A rash near the eye, or eye pain or blurred sight — see a doctor today':
    'চোখের কাছে র‍্যাশ, বা চোখে ব্যথা বা ঝাপসা দেখা — আজই ডাক্তার দেখান',
  'Confusion, a stiff neck, or weakness of the face':
    'বিভ্রান্তি (কথাবার্তা গুলিয়ে যাওয়া), ঘাড় শক্ত হয়ে যাওয়া, বা মুখে দুর্বলতা',
  'Pain that stays for weeks after the rash has gone':
    'র‍্যাশ সেরে যাওয়ার পরেও কয়েক সপ্তাহ ধরে থাকা ব্যথা',
  'A sore throat with a high fever and trouble swallowing needs a doctor today. Go to a hospital at once if breathing is hard or you cannot swallow your own saliva.':
    'গলা ব্যথার সঙ্গে বেশি জ্বর আর গিলতে কষ্ট হলে আজই ডাক্তার দেখান। শ্বাস নিতে কষ্ট হলে বা নিজের থুতুও গিলতে না পারলে তখনই হাসপাতালে যান।',
  'Bee, wasp or ant sting': 'মৌমাছি, বোলতা বা পিঁপড়ের হুল',
  'Yellow palms or soles': 'হাতের তালু বা পায়ের তলা হলুদ',
  'Jaw pain': 'চোয়ালে ব্যথা',
  'Green vomit': 'সবুজ বমি',
  'Something stuck in the throat (a fish bone, a coin)': 'গলায় কিছু আটকে যাওয়া (মাছের কাঁটা, কয়েন)',
  'Something stuck in the throat needs a hospital today. Do not try to push it down with food; call 108 if breathing or speaking becomes hard.':
    'গলায় কিছু আটকে গেলে আজই হাসপাতালে যান। খাবার খেয়ে সেটা নিচে নামানোর চেষ্টা করবেন না; শ্বাস নিতে বা কথা বলতে কষ্ট হলে 108-এ ফোন করুন।',
  'An injury to the eye, or metal or a chemical in it':
    'চোখে চোট, বা চোখে লোহা-ধাতুর কুচি বা কেমিক্যাল ঢোকা',
  'An injured eye, or metal or a chemical in it, needs an eye doctor or hospital today. For a chemical or lime, rinse the eye with clean water for 15 minutes first.':
    'চোখে চোট লাগলে, বা চোখে লোহা-ধাতুর কুচি বা কেমিক্যাল ঢুকলে, আজই চোখের ডাক্তার বা হাসপাতালে যান। কেমিক্যাল বা চুন ঢুকলে আগে 15 মিনিট ধরে পরিষ্কার জল দিয়ে চোখ ধুয়ে নিন।',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  low_bp_reading: ['প্রেশার খুব কম', 'প্রেশার নেমে গেছে'],
  abnormal_pulse_reading: ['নাড়ি খুব ধীর', 'নাড়ি খুব দ্রুত'],
  // Shingles: named ('হারপিস', 'বিসর্প'), or blisters told as a band or line on one side.
  one_sided_band_rash: [
    'হারপিস',
    'হার্পিস',
    'হারপিজ',
    'শিংগলস',
    'শিঙ্গলস',
    'বিসর্প',
    'ফিতের মতো ফোসকা',
    'ফিতের মতো র‍্যাশ',
    'সারি দিয়ে ফোসকা',
    'লাইন দিয়ে ফোসকা',
    'লাইন করে ফোসকা',
    'এক পাশে ফোসকা',
    'এক দিকে ফোসকা',
    'এক পাশে জ্বালা করা ফোসকা',
  ],
  stinging_insect_sting: ['মৌমাছির হুল', 'বোলতার হুল', 'মৌমাছি কামড়েছে'],
  yellow_palms_soles: ['হাতের তালু হলুদ', 'পায়ের তলা হলুদ', 'তালু হলুদ', 'তলাও হলুদ'],
  jaw_pain: ['চোয়ালে ব্যথা', 'চোয়াল ব্যথা', 'চোয়ালে চাপ'],
  green_vomit: ['সবুজ বমি', 'সবুজ রঙের বমি'],
  object_in_throat: [
    'গলায় মাছের কাঁটা',
    'গলায় মাছের কাটা',
    'মাছের কাঁটা গলায়',
    'মাছের কাটা গলায়',
    'মাছের কাঁটা আটকে',
    'গলায় কাঁটা আটকে',
    'গলায় কাঁটা ফুটেছে',
    'গলায় কাঁটা বিঁধেছে',
    'কাঁটা গলায় আটকে',
    'গলায় হাড় আটকে',
    'হাড় গলায় আটকে',
    'মুরগির হাড় গলায়',
    'গলায় কিছু আটকে গেছে',
    'গলায় কিছু একটা আটকে',
    'কয়েন গিলে',
    'পয়সা গিলে',
    'গলায় কয়েন',
    'গলায় পয়সা আটকে',
    'কাঁটা গিলে ফেলেছি',
    'কাঁটা গিলেছি',
    'গলায় বিঁধে আছে',
    'গলায় কাঁটা বিঁধে',
  ],
  eye_injury: [
    'চোখে চোট',
    'চোখে আঘাত',
    'চোখে ঘুষি',
    'চোখে বল লেগে',
    'চোখে লোহার কুচি',
    'চোখে লোহার গুঁড়ো',
    'চোখে লোহার টুকরো',
    'লোহার কুচি চোখে',
    'চোখে লোহা ঢুকেছে',
    'চোখে চুন',
    'চোখে অ্যাসিড পড়েছে',
    'চোখে অ্যাসিড গেছে',
    'চোখে এসিড পড়েছে',
    'চোখে এসিড গেছে',
    'চোখে কেমিক্যাল',
    'চোখে কেমিকেল',
    'চোখে কিছু ঢুকে',
    'ছিটকে চোখে পড়েছে',
    'চোখে ছিটকে পড়েছে',
  ],
};

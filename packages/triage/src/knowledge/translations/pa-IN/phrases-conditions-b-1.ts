export const PHRASES_CONDITIONS_B_1: Record<string, string> = {
  'Not eating or unable to look after yourself': 'ਖਾਣਾ ਨਾ ਖਾਣਾ ਜਾਂ ਆਪਣੀ ਦੇਖਭਾਲ ਨਾ ਕਰ ਸਕਣਾ',
  Anxiety: 'ਘਬਰਾਹਟ ਤੇ ਫ਼ਿਕਰ ਦੀ ਬਿਮਾਰੀ (ਐਂਗਜ਼ਾਇਟੀ)',
  'Try slow breathing: in through the nose, out slowly through the mouth, for a few minutes.':
    'ਹੌਲੀ-ਹੌਲੀ ਸਾਹ ਲੈ ਕੇ ਦੇਖੋ: ਨੱਕ ਰਾਹੀਂ ਅੰਦਰ, ਮੂੰਹ ਰਾਹੀਂ ਹੌਲੀ-ਹੌਲੀ ਬਾਹਰ, ਕੁਝ ਮਿੰਟਾਂ ਲਈ।',
  'Regular exercise, less caffeine and a steady sleep routine help.':
    'ਨਿਯਮ ਨਾਲ ਕਸਰਤ, ਚਾਹ-ਕੌਫ਼ੀ ਘੱਟ ਤੇ ਸੌਣ ਦਾ ਪੱਕਾ ਸਮਾਂ ਮਦਦ ਕਰਦੇ ਹਨ।',
  'Chest pain or breathlessness that may not be anxiety — get checked':
    'ਛਾਤੀ ਦਰਦ ਜਾਂ ਸਾਹ ਚੜ੍ਹਨਾ ਜੋ ਸ਼ਾਇਦ ਘਬਰਾਹਟ ਕਰਕੇ ਨਾ ਹੋਵੇ — ਚੈੱਕ ਕਰਵਾਓ',
  'Thoughts of self-harm — call Tele-MANAS 14416':
    'ਆਪਣੇ-ਆਪ ਨੂੰ ਨੁਕਸਾਨ ਪਹੁੰਚਾਉਣ ਦੇ ਖ਼ਿਆਲ — Tele-MANAS 14416 ਤੇ ਫ਼ੋਨ ਕਰੋ',
  'Panic attack': 'ਪੈਨਿਕ ਅਟੈਕ (ਅਚਾਨਕ ਬਹੁਤ ਡਰ ਦਾ ਦੌਰਾ)',
  'Sit down, breathe slowly and remind yourself it will pass within minutes.':
    'ਬੈਠ ਜਾਓ, ਹੌਲੀ-ਹੌਲੀ ਸਾਹ ਲਓ ਤੇ ਆਪਣੇ-ਆਪ ਨੂੰ ਯਾਦ ਕਰਾਓ ਕਿ ਇਹ ਕੁਝ ਮਿੰਟਾਂ ਵਿੱਚ ਲੰਘ ਜਾਵੇਗਾ।',
  'A first episode with chest pain, especially over age 40 or with heart risk — rule out a heart attack (call 108)':
    'ਛਾਤੀ ਦਰਦ ਨਾਲ ਪਹਿਲਾ ਦੌਰਾ, ਖ਼ਾਸ ਕਰਕੇ 40 ਸਾਲ ਤੋਂ ਵੱਡੀ ਉਮਰ ਜਾਂ ਦਿਲ ਦੀ ਬਿਮਾਰੀ ਦਾ ਖ਼ਤਰਾ ਹੋਵੇ — ਪੱਕਾ ਕਰੋ ਕਿ ਦਿਲ ਦਾ ਦੌਰਾ ਤਾਂ ਨਹੀਂ (108 ਤੇ ਫ਼ੋਨ ਕਰੋ)',
  'Attacks keep coming back': 'ਦੌਰੇ ਵਾਰ-ਵਾਰ ਮੁੜ ਆਉਣੇ',
  'Sleep problems (insomnia)': 'ਨੀਂਦ ਦੀ ਤਕਲੀਫ਼ (ਇਨਸੋਮਨੀਆ)',
  'Keep fixed sleep and wake times; avoid screens for an hour before bed.':
    'ਸੌਣ ਤੇ ਜਾਗਣ ਦਾ ਸਮਾਂ ਪੱਕਾ ਰੱਖੋ; ਸੌਣ ਤੋਂ ਇੱਕ ਘੰਟਾ ਪਹਿਲਾਂ ਮੋਬਾਈਲ/ਟੀਵੀ ਨਾ ਦੇਖੋ।',
  'Avoid tea, coffee and heavy meals late in the evening.':
    'ਸ਼ਾਮ ਨੂੰ ਦੇਰ ਨਾਲ ਚਾਹ, ਕੌਫ਼ੀ ਤੇ ਭਾਰੀ ਖਾਣੇ ਤੋਂ ਬਚੋ।',
  'Do not start sleeping pills without a doctor.': 'ਡਾਕਟਰ ਤੋਂ ਬਿਨਾਂ ਨੀਂਦ ਦੀਆਂ ਗੋਲੀਆਂ ਸ਼ੁਰੂ ਨਾ ਕਰੋ।',
  'Poor sleep with low mood or hopelessness': 'ਉਦਾਸ ਮਨ ਜਾਂ ਨਿਰਾਸ਼ਾ ਨਾਲ ਨੀਂਦ ਨਾ ਆਉਣੀ',
  'Loud snoring with pauses in breathing': 'ਉੱਚੇ ਘੁਰਾੜੇ ਤੇ ਵਿੱਚ-ਵਿੱਚ ਸਾਹ ਰੁਕਣਾ',
  'Psychosis (losing touch with reality)': 'ਸਾਈਕੋਸਿਸ (ਅਸਲੀਅਤ ਨਾਲੋਂ ਨਾਤਾ ਟੁੱਟਣਾ)',
  'Stay calm and keep the person safe; call Tele-MANAS 14416 for guidance.':
    'ਸ਼ਾਂਤ ਰਹੋ ਤੇ ਮਰੀਜ਼ ਨੂੰ ਸੁਰੱਖਿਅਤ ਰੱਖੋ; ਸਲਾਹ ਲਈ Tele-MANAS 14416 ਤੇ ਫ਼ੋਨ ਕਰੋ।',
  'Arrange a psychiatrist visit within a day; do not stop any prescribed medicine abruptly.':
    'ਇੱਕ ਦਿਨ ਦੇ ਅੰਦਰ ਮਾਨਸਿਕ ਰੋਗਾਂ ਦੇ ਡਾਕਟਰ (ਸਾਈਕਾਇਟ੍ਰਿਸਟ) ਨੂੰ ਦਿਖਾਓ; ਡਾਕਟਰ ਦੀ ਲਿਖੀ ਕੋਈ ਵੀ ਦਵਾਈ ਅਚਾਨਕ ਬੰਦ ਨਾ ਕਰੋ।',
  'Risk of harming self or others — call 112':
    'ਆਪਣੇ-ਆਪ ਨੂੰ ਜਾਂ ਦੂਜਿਆਂ ਨੂੰ ਨੁਕਸਾਨ ਪਹੁੰਚਾਉਣ ਦਾ ਖ਼ਤਰਾ — 112 ਤੇ ਫ਼ੋਨ ਕਰੋ',
  'Not eating, drinking or sleeping for days': 'ਕਈ ਦਿਨਾਂ ਤੋਂ ਨਾ ਖਾਣਾ, ਨਾ ਪੀਣਾ ਜਾਂ ਨਾ ਸੌਣਾ',
  'Alcohol dependence': 'ਸ਼ਰਾਬ ਦੀ ਲਤ',
  'Do not stop suddenly after long heavy drinking — withdrawal can cause fits; plan it with a doctor.':
    'ਲੰਮੇ ਸਮੇਂ ਤੱਕ ਬਹੁਤ ਸ਼ਰਾਬ ਪੀਣ ਤੋਂ ਬਾਅਦ ਇਕਦਮ ਨਾ ਛੱਡੋ — ਛੱਡਣ ਨਾਲ ਦੌਰੇ ਪੈ ਸਕਦੇ ਹਨ; ਡਾਕਟਰ ਨਾਲ ਮਿਲ ਕੇ ਯੋਜਨਾ ਬਣਾਓ।',
  'Call Tele-MANAS 14416 or the national drug de-addiction helpline 14446 for free help.':
    'ਮੁਫ਼ਤ ਮਦਦ ਲਈ Tele-MANAS 14416 ਜਾਂ ਸਰਕਾਰੀ ਨਸ਼ਾ ਛੁਡਾਊ ਹੈਲਪਲਾਈਨ 14446 ਤੇ ਫ਼ੋਨ ਕਰੋ।',
  'Shaking, confusion, seeing things or fits after stopping alcohol — go to hospital':
    'ਸ਼ਰਾਬ ਛੱਡਣ ਤੋਂ ਬਾਅਦ ਕੰਬਣੀ, ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ, ਅਜੀਬ ਚੀਜ਼ਾਂ ਦਿਸਣੀਆਂ ਜਾਂ ਦੌਰੇ — ਹਸਪਤਾਲ ਜਾਓ',
  'Vomiting blood or yellow eyes': 'ਖੂਨ ਦੀ ਉਲਟੀ ਜਾਂ ਪੀਲੀਆਂ ਅੱਖਾਂ',
  'Skin infection (cellulitis)': 'ਚਮੜੀ ਦੀ ਲਾਗ (ਸੈਲੂਲਾਈਟਿਸ)',
  'See a doctor within a day; cellulitis usually needs prescribed antibiotics.':
    'ਇੱਕ ਦਿਨ ਦੇ ਅੰਦਰ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ; ਸੈਲੂਲਾਈਟਿਸ ਵਿੱਚ ਆਮ ਤੌਰ ਤੇ ਡਾਕਟਰ ਦੀਆਂ ਲਿਖੀਆਂ ਐਂਟੀਬਾਇਓਟਿਕ ਦਵਾਈਆਂ ਦੀ ਲੋੜ ਹੁੰਦੀ ਹੈ।',
  'Rest and raise the affected limb.': 'ਆਰਾਮ ਕਰੋ ਤੇ ਪ੍ਰਭਾਵਿਤ ਬਾਂਹ ਜਾਂ ਲੱਤ ਨੂੰ ਉੱਚਾ ਰੱਖੋ।',
  'Mark the edge of the redness with a pen to see if it spreads.':
    'ਲਾਲੀ ਦੇ ਕਿਨਾਰੇ ਤੇ ਪੈੱਨ ਨਾਲ ਨਿਸ਼ਾਨ ਲਾ ਦਿਓ ਤਾਂ ਜੋ ਪਤਾ ਲੱਗੇ ਕਿ ਇਹ ਫੈਲ ਰਹੀ ਹੈ ਜਾਂ ਨਹੀਂ।',
  'Redness spreading fast, fever with shivering or confusion':
    'ਲਾਲੀ ਤੇਜ਼ੀ ਨਾਲ ਫੈਲਣੀ, ਕਾਂਬੇ ਨਾਲ ਬੁਖਾਰ ਜਾਂ ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ',
  'Redness around the eye or on the face': 'ਅੱਖ ਦੁਆਲੇ ਜਾਂ ਚਿਹਰੇ ਤੇ ਲਾਲੀ',
  Impetigo: 'ਇੰਪੈਟੀਗੋ (ਪੀਲੇ ਖਰੀਂਡਾਂ ਵਾਲੀ ਚਮੜੀ ਦੀ ਲਾਗ)',
  'Keep the area clean and dry; wash with soap and water and pat dry.':
    'ਉਸ ਥਾਂ ਨੂੰ ਸਾਫ਼ ਤੇ ਸੁੱਕਾ ਰੱਖੋ; ਸਾਬਣ ਤੇ ਪਾਣੀ ਨਾਲ ਧੋ ਕੇ ਹੌਲੀ-ਹੌਲੀ ਥਪਥਪਾ ਕੇ ਸੁਕਾਓ।',
  'Do not scratch; keep nails short; use separate towels.': 'ਖੁਰਕੋ ਨਾ; ਨਹੁੰ ਛੋਟੇ ਰੱਖੋ; ਤੌਲੀਆ ਵੱਖਰਾ ਵਰਤੋ।',
  'Keep the child home from school until a doctor says it is not infectious.':
    'ਜਦ ਤੱਕ ਡਾਕਟਰ ਨਾ ਕਹੇ ਕਿ ਹੁਣ ਇਹ ਦੂਜਿਆਂ ਨੂੰ ਨਹੀਂ ਲੱਗੇਗੀ, ਬੱਚੇ ਨੂੰ ਸਕੂਲ ਨਾ ਭੇਜੋ।',
  'Fever or spreading redness': 'ਬੁਖਾਰ ਜਾਂ ਫੈਲਦੀ ਲਾਲੀ',
  'Sores not better after a week': 'ਇੱਕ ਹਫ਼ਤੇ ਬਾਅਦ ਵੀ ਜ਼ਖ਼ਮ ਠੀਕ ਨਾ ਹੋਣੇ',
  'Boil or abscess': 'ਫੋੜਾ ਜਾਂ ਪੀਕ ਵਾਲੀ ਗੰਢ (ਐਬਸੈੱਸ)',
  'Apply a warm, clean compress several times a day.': 'ਦਿਨ ਵਿੱਚ ਕਈ ਵਾਰ ਕੋਸਾ, ਸਾਫ਼ ਕੱਪੜਾ ਰੱਖ ਕੇ ਸੇਕ ਕਰੋ।',
  'Do not squeeze or pierce it.': 'ਇਸਨੂੰ ਨਾ ਦਬਾਓ ਤੇ ਨਾ ਹੀ ਸੂਈ ਨਾਲ ਫੋੜੋ।',
  'Repeated boils — get your blood sugar checked.': 'ਵਾਰ-ਵਾਰ ਫੋੜੇ ਨਿਕਲਣ — ਆਪਣੀ ਸ਼ੂਗਰ ਚੈੱਕ ਕਰਵਾਓ।',
  'Boil on the face, or larger than a coin': 'ਚਿਹਰੇ ਤੇ ਫੋੜਾ, ਜਾਂ ਸਿੱਕੇ ਤੋਂ ਵੱਡਾ ਫੋੜਾ',
  'Not better in 2 weeks': '2 ਹਫ਼ਤਿਆਂ ਵਿੱਚ ਠੀਕ ਨਾ ਹੋਣਾ',
  'Ringworm / fungal skin infection (daad)': 'ਦੱਦ / ਚਮੜੀ ਦੀ ਫੰਗਲ ਲਾਗ (ਦਾਦ)',
  'Keep skin folds dry; wear loose cotton clothes and change sweaty clothes quickly.':
    'ਚਮੜੀ ਦੀਆਂ ਤਹਿਆਂ ਨੂੰ ਸੁੱਕਾ ਰੱਖੋ; ਖੁੱਲ੍ਹੇ ਸੂਤੀ ਕੱਪੜੇ ਪਾਓ ਤੇ ਪਸੀਨੇ ਵਾਲੇ ਕੱਪੜੇ ਛੇਤੀ ਬਦਲੋ।',
  'Do not share towels, combs or clothes; wash clothes in hot water and dry in the sun.':
    'ਤੌਲੀਏ, ਕੰਘੇ ਜਾਂ ਕੱਪੜੇ ਸਾਂਝੇ ਨਾ ਕਰੋ; ਕੱਪੜੇ ਗਰਮ ਪਾਣੀ ਵਿੱਚ ਧੋਵੋ ਤੇ ਧੁੱਪ ਵਿੱਚ ਸੁਕਾਓ।',
  'Avoid steroid creams and mixed creams sold over the counter — they make fungal infections worse.':
    'ਦੁਕਾਨ ਤੋਂ ਬਿਨਾਂ ਪਰਚੀ ਮਿਲਣ ਵਾਲੀਆਂ ਸਟੀਰੌਇਡ ਕਰੀਮਾਂ ਤੇ ਮਿਲੀਆਂ-ਜੁਲੀਆਂ ਕਰੀਮਾਂ ਤੋਂ ਬਚੋ — ਇਹ ਫੰਗਲ ਲਾਗ ਨੂੰ ਹੋਰ ਵਿਗਾੜਦੀਆਂ ਹਨ।',
  'A pharmacist or doctor can advise on an antifungal cream; use it for the full time advised.':
    'ਫੰਗਸ ਮਾਰਨ ਵਾਲੀ ਕਰੀਮ ਬਾਰੇ ਕੈਮਿਸਟ ਜਾਂ ਡਾਕਟਰ ਸਲਾਹ ਦੇ ਸਕਦਾ ਹੈ; ਇਸਨੂੰ ਦੱਸੇ ਗਏ ਪੂਰੇ ਸਮੇਂ ਤੱਕ ਲਾਓ।',
  'Spreading widely, on the scalp or nails, or not better after 2 weeks of care':
    'ਦੂਰ ਤੱਕ ਫੈਲਣਾ, ਸਿਰ ਦੀ ਚਮੜੀ ਜਾਂ ਨਹੁੰਆਂ ਤੇ ਹੋਣਾ, ਜਾਂ 2 ਹਫ਼ਤੇ ਦੇਖਭਾਲ ਤੋਂ ਬਾਅਦ ਵੀ ਠੀਕ ਨਾ ਹੋਣਾ',
  'You have diabetes or low immunity': 'ਤੁਹਾਨੂੰ ਸ਼ੂਗਰ ਹੈ ਜਾਂ ਸਰੀਰ ਦੀ ਰੋਗਾਂ ਨਾਲ ਲੜਨ ਦੀ ਤਾਕਤ ਘੱਟ ਹੈ',
  Scabies: 'ਖੁਰਕ (ਸਕੇਬੀਜ਼)',
  'Everyone in the household needs treatment at the same time, even without itching — a doctor will prescribe it.':
    'ਘਰ ਦੇ ਸਾਰੇ ਜੀਆਂ ਦਾ ਇੱਕੋ ਵੇਲੇ ਇਲਾਜ ਜ਼ਰੂਰੀ ਹੈ, ਭਾਵੇਂ ਖੁਜਲੀ ਨਾ ਵੀ ਹੋਵੇ — ਡਾਕਟਰ ਦਵਾਈ ਲਿਖ ਦੇਵੇਗਾ।',
  'Wash clothes, towels and bedsheets in hot water and dry in sun, or seal them in a bag for 3 days.':
    'ਕੱਪੜੇ, ਤੌਲੀਏ ਤੇ ਚਾਦਰਾਂ ਗਰਮ ਪਾਣੀ ਵਿੱਚ ਧੋ ਕੇ ਧੁੱਪ ਵਿੱਚ ਸੁਕਾਓ, ਜਾਂ 3 ਦਿਨਾਂ ਲਈ ਇੱਕ ਥੈਲੇ ਵਿੱਚ ਬੰਦ ਕਰਕੇ ਰੱਖ ਦਿਓ।',
  'Itching may last a few weeks after treatment; this is normal.':
    'ਇਲਾਜ ਤੋਂ ਬਾਅਦ ਕੁਝ ਹਫ਼ਤੇ ਖੁਜਲੀ ਰਹਿ ਸਕਦੀ ਹੈ; ਇਹ ਆਮ ਗੱਲ ਹੈ।',
  'Sores with pus, fever or spreading redness': 'ਪੀਕ ਵਾਲੇ ਜ਼ਖ਼ਮ, ਬੁਖਾਰ ਜਾਂ ਫੈਲਦੀ ਲਾਲੀ',
  'Thick crusted skin in an elderly or weak person': 'ਬਜ਼ੁਰਗ ਜਾਂ ਕਮਜ਼ੋਰ ਵਿਅਕਤੀ ਦੀ ਚਮੜੀ ਤੇ ਮੋਟੇ ਖਰੀਂਡ ਜੰਮਣੇ',
  'Eczema (dermatitis)': 'ਐਗਜ਼ੀਮਾ (ਚੰਬਲ — ਖੁਸ਼ਕ, ਖਾਰਸ਼ ਵਾਲੀ ਚਮੜੀ)',
  'Moisturise often with a plain, fragrance-free moisturiser.':
    'ਸਾਦੀ, ਬਿਨਾਂ ਖੁਸ਼ਬੂ ਵਾਲੀ ਮੌਇਸਚਰਾਈਜ਼ਰ ਕਰੀਮ ਵਾਰ-ਵਾਰ ਲਾਓ।',
  'Use mild soap or soap-free washes; avoid hot water.':
    'ਹਲਕਾ ਸਾਬਣ ਜਾਂ ਬਿਨਾਂ ਸਾਬਣ ਵਾਲਾ ਵਾਸ਼ ਵਰਤੋ; ਗਰਮ ਪਾਣੀ ਤੋਂ ਬਚੋ।',
  'Avoid triggers such as detergents, wool and rubbing.':
    'ਜਿਨ੍ਹਾਂ ਚੀਜ਼ਾਂ ਨਾਲ ਤਕਲੀਫ਼ ਵਧਦੀ ਹੈ ਉਹਨਾਂ ਤੋਂ ਬਚੋ, ਜਿਵੇਂ ਸਰਫ਼/ਡਿਟਰਜੈਂਟ, ਊਨ ਤੇ ਰਗੜ।',
  'Weeping, crusted or painful skin (infection)': 'ਚਮੜੀ ਵਿੱਚੋਂ ਪਾਣੀ ਰਿਸਣਾ, ਖਰੀਂਡ ਜੰਮਣੇ ਜਾਂ ਦਰਦ (ਲਾਗ)',
  'Sudden painful blisters with fever': 'ਬੁਖਾਰ ਨਾਲ ਅਚਾਨਕ ਦਰਦ ਵਾਲੇ ਛਾਲੇ',
  'Hives / skin allergy (urticaria)': 'ਪਿੱਤ / ਚਮੜੀ ਦੀ ਐਲਰਜੀ (ਅਰਟੀਕੇਰੀਆ)',
  'Cool compresses and loose cotton clothes help the itch.':
    'ਠੰਢੀ ਪੱਟੀ ਤੇ ਖੁੱਲ੍ਹੇ ਸੂਤੀ ਕੱਪੜੇ ਖੁਜਲੀ ਵਿੱਚ ਮਦਦ ਕਰਦੇ ਹਨ।',
  'Note and avoid triggers (new food, medicine, soap, insect bites).':
    'ਧਿਆਨ ਰੱਖੋ ਕਿ ਪਿੱਤ ਕਿਸ ਚੀਜ਼ ਨਾਲ ਉੱਠਦੀ ਹੈ (ਨਵਾਂ ਖਾਣਾ, ਦਵਾਈ, ਸਾਬਣ, ਕੀੜੇ ਦਾ ਡੰਗ) ਤੇ ਉਸ ਤੋਂ ਬਚੋ।',
  'A pharmacist or doctor can advise on an antihistamine.':
    'ਐਲਰਜੀ ਦੀ ਦਵਾਈ (ਐਂਟੀਹਿਸਟਾਮੀਨ) ਬਾਰੇ ਕੈਮਿਸਟ ਜਾਂ ਡਾਕਟਰ ਸਲਾਹ ਦੇ ਸਕਦਾ ਹੈ।',
  'Swelling of lips, tongue or throat, wheeze or breathlessness, or fainting — call 108 (anaphylaxis)':
    'ਬੁੱਲ੍ਹਾਂ, ਜੀਭ ਜਾਂ ਗਲੇ ਦੀ ਸੋਜ, ਸਾਹ ਵਿੱਚ ਘਰਘਰਾਹਟ ਜਾਂ ਸਾਹ ਚੜ੍ਹਨਾ, ਜਾਂ ਬੇਹੋਸ਼ੀ — 108 ਤੇ ਫ਼ੋਨ ਕਰੋ (ਐਨਾਫਾਈਲੈਕਸਿਸ)',
  'Hives lasting more than 6 weeks': '6 ਹਫ਼ਤਿਆਂ ਤੋਂ ਵੱਧ ਰਹਿਣ ਵਾਲੀ ਪਿੱਤ',
  'Acne (pimples)': 'ਕਿੱਲ-ਮੁਹਾਸੇ (ਫਿਨਸੀਆਂ)',
  'Wash the face twice a day with a mild face wash.': 'ਦਿਨ ਵਿੱਚ ਦੋ ਵਾਰ ਹਲਕੇ ਫੇਸ ਵਾਸ਼ ਨਾਲ ਮੂੰਹ ਧੋਵੋ।',
  'Do not squeeze pimples.': 'ਫਿਨਸੀਆਂ ਨਾ ਦਬਾਓ।',
  'Avoid oily creams and steroid creams.': 'ਤੇਲ ਵਾਲੀਆਂ ਕਰੀਮਾਂ ਤੇ ਸਟੀਰੌਇਡ ਕਰੀਮਾਂ ਤੋਂ ਬਚੋ।',
  'Painful deep lumps or scarring': 'ਡੂੰਘੀਆਂ ਦਰਦ ਵਾਲੀਆਂ ਗੰਢਾਂ ਜਾਂ ਦਾਗ਼ ਪੈਣੇ',
  'Acne with irregular periods and extra hair growth (possible PCOS)':
    'ਬੇਤਰਤੀਬ ਮਾਹਵਾਰੀ ਤੇ ਵਾਧੂ ਵਾਲਾਂ ਨਾਲ ਕਿੱਲ-ਮੁਹਾਸੇ (PCOS ਹੋ ਸਕਦਾ ਹੈ)',
  'Head lice': 'ਸਿਰ ਵਿੱਚ ਜੂੰਆਂ',
  'Comb wet, conditioned hair with a fine-tooth lice comb every few days for two weeks.':
    'ਦੋ ਹਫ਼ਤਿਆਂ ਤੱਕ ਹਰ ਕੁਝ ਦਿਨਾਂ ਬਾਅਦ ਗਿੱਲੇ, ਕੰਡੀਸ਼ਨਰ ਲੱਗੇ ਵਾਲਾਂ ਵਿੱਚ ਜੂੰਆਂ ਵਾਲੀ ਬਰੀਕ ਕੰਘੀ ਫੇਰੋ।',
  'Check and treat everyone in the family at the same time.':
    'ਪਰਿਵਾਰ ਦੇ ਸਾਰੇ ਜੀਆਂ ਨੂੰ ਇੱਕੋ ਵੇਲੇ ਚੈੱਕ ਕਰੋ ਤੇ ਇਲਾਜ ਕਰੋ।',
  'Wash pillow covers and combs in hot water.': 'ਸਿਰਹਾਣਿਆਂ ਦੇ ਗਲਾਫ਼ ਤੇ ਕੰਘੀਆਂ ਗਰਮ ਪਾਣੀ ਵਿੱਚ ਧੋਵੋ।',
  'Scalp sores with pus or swollen neck glands':
    'ਸਿਰ ਦੀ ਚਮੜੀ ਤੇ ਪੀਕ ਵਾਲੇ ਜ਼ਖ਼ਮ ਜਾਂ ਗਰਦਨ ਦੀਆਂ ਗਿਲਟੀਆਂ ਸੁੱਜਣੀਆਂ',
  'Conjunctivitis (eye flu, aankh aana)': 'ਅੱਖਾਂ ਆਉਣੀਆਂ (ਕੰਜਕਟੀਵਾਈਟਿਸ, ਆਈ ਫਲੂ)',
  'Clean the eyelids with cotton dipped in boiled and cooled water, one piece per wipe.':
    'ਉਬਾਲ ਕੇ ਠੰਢੇ ਕੀਤੇ ਪਾਣੀ ਵਿੱਚ ਰੂੰ ਡੁਬੋ ਕੇ ਪਲਕਾਂ ਸਾਫ਼ ਕਰੋ, ਹਰ ਵਾਰ ਪੂੰਝਣ ਲਈ ਨਵਾਂ ਟੁਕੜਾ ਲਓ।',
  'Wash hands often; do not share towels, pillows or eye make-up.':
    'ਵਾਰ-ਵਾਰ ਹੱਥ ਧੋਵੋ; ਤੌਲੀਏ, ਸਿਰਹਾਣੇ ਜਾਂ ਅੱਖਾਂ ਦਾ ਮੇਕਅੱਪ (ਸੁਰਮਾ/ਕਾਜਲ) ਸਾਂਝਾ ਨਾ ਕਰੋ।',
  'Do not use steroid eye drops or home remedies in the eye without an eye doctor.':
    'ਅੱਖਾਂ ਦੇ ਡਾਕਟਰ ਤੋਂ ਬਿਨਾਂ ਸਟੀਰੌਇਡ ਵਾਲੀਆਂ ਅੱਖ ਦੀਆਂ ਬੂੰਦਾਂ ਜਾਂ ਘਰੇਲੂ ਨੁਸਖੇ ਅੱਖ ਵਿੱਚ ਨਾ ਪਾਓ।',
  'Stay home from school or work while the eye is sticky.':
    'ਜਦ ਤੱਕ ਅੱਖ ਵਿੱਚੋਂ ਚਿਪਚਿਪਾ ਗਿੱਡ ਆਉਂਦਾ ਹੈ, ਸਕੂਲ ਜਾਂ ਕੰਮ ਤੇ ਨਾ ਜਾਓ, ਘਰ ਰਹੋ।',
  'Eye pain, blurred vision or light hurting the eye': 'ਅੱਖ ਵਿੱਚ ਦਰਦ, ਧੁੰਦਲਾ ਦਿਸਣਾ ਜਾਂ ਰੌਸ਼ਨੀ ਨਾਲ ਅੱਖ ਦੁਖਣੀ',
  'A newborn with red, sticky eyes': 'ਨਵਜੰਮੇ ਬੱਚੇ ਦੀਆਂ ਅੱਖਾਂ ਲਾਲ ਤੇ ਚਿਪਚਿਪੀਆਂ',
  'Not better after a week': 'ਇੱਕ ਹਫ਼ਤੇ ਬਾਅਦ ਵੀ ਠੀਕ ਨਾ ਹੋਣਾ',
  'Stye (eyelid boil)': 'ਗੁਹਾਂਜਣੀ (ਪਲਕ ਤੇ ਫਿਨਸੀ)',
  'Hold a clean warm compress on the eyelid several times a day.':
    'ਦਿਨ ਵਿੱਚ ਕਈ ਵਾਰ ਪਲਕ ਤੇ ਸਾਫ਼ ਕੋਸਾ ਕੱਪੜਾ ਰੱਖ ਕੇ ਸੇਕ ਕਰੋ।',
  'Do not squeeze it; avoid eye make-up until healed.':
    'ਇਸਨੂੰ ਨਾ ਦਬਾਓ; ਠੀਕ ਹੋਣ ਤੱਕ ਅੱਖਾਂ ਦਾ ਮੇਕਅੱਪ (ਸੁਰਮਾ/ਕਾਜਲ) ਨਾ ਲਾਓ।',
  'Swelling spreading to the whole eyelid or face': 'ਸੋਜ ਸਾਰੀ ਪਲਕ ਜਾਂ ਚਿਹਰੇ ਤੱਕ ਫੈਲਣੀ',
  'Vision changes or fever': 'ਨਜ਼ਰ ਵਿੱਚ ਫ਼ਰਕ ਜਾਂ ਬੁਖਾਰ',
  'Cataract (motiyabind)': 'ਚਿੱਟਾ ਮੋਤੀਆ (ਮੋਤੀਆਬਿੰਦ)',
  'Book an eye check; cataract surgery is available free under the national blindness control programme.':
    'ਅੱਖਾਂ ਦਾ ਚੈੱਕਅੱਪ ਕਰਵਾਓ; ਕੌਮੀ ਅੰਨ੍ਹਾਪਣ ਰੋਕੂ ਪ੍ਰੋਗਰਾਮ ਤਹਿਤ ਮੋਤੀਏ ਦਾ ਅਪਰੇਸ਼ਨ ਮੁਫ਼ਤ ਹੁੰਦਾ ਹੈ।',
  'Use good lighting and sunglasses outdoors.': 'ਚੰਗੀ ਰੌਸ਼ਨੀ ਵਰਤੋ ਤੇ ਬਾਹਰ ਧੁੱਪ ਵਾਲੀਆਂ ਐਨਕਾਂ ਲਾਓ।',
  'Sudden loss of vision, eye pain or a red eye — see an eye doctor the same day':
    'ਅਚਾਨਕ ਨਜ਼ਰ ਚਲੀ ਜਾਣੀ, ਅੱਖ ਵਿੱਚ ਦਰਦ ਜਾਂ ਲਾਲ ਅੱਖ — ਉਸੇ ਦਿਨ ਅੱਖਾਂ ਦੇ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ',
  'Middle-ear infection': 'ਕੰਨ ਦੇ ਅੰਦਰ (ਵਿਚਕਾਰਲੇ ਕੰਨ) ਦੀ ਲਾਗ',
  'Keep the ear dry; do not put oil, drops or cotton buds into the ear.':
    'ਕੰਨ ਸੁੱਕਾ ਰੱਖੋ; ਕੰਨ ਵਿੱਚ ਤੇਲ, ਬੂੰਦਾਂ ਜਾਂ ਈਅਰ-ਬਡ (ਤੀਲੀ) ਨਾ ਪਾਓ।',
  'Paracetamol for pain or fever only as advised by a pharmacist or doctor.':
    'ਦਰਦ ਜਾਂ ਬੁਖਾਰ ਲਈ ਪੈਰਾਸੀਟਾਮੋਲ ਸਿਰਫ਼ ਕੈਮਿਸਟ ਜਾਂ ਡਾਕਟਰ ਦੀ ਸਲਾਹ ਨਾਲ ਲਓ।',
  'Most ear infections improve in 3 days; see a doctor if discharge appears or it lasts longer.':
    'ਕੰਨ ਦੀਆਂ ਜ਼ਿਆਦਾਤਰ ਲਾਗਾਂ 3 ਦਿਨਾਂ ਵਿੱਚ ਠੀਕ ਹੋਣ ਲੱਗਦੀਆਂ ਹਨ; ਜੇ ਕੰਨ ਵਗਣ ਲੱਗੇ ਜਾਂ ਇਸ ਤੋਂ ਵੱਧ ਚੱਲੇ ਤਾਂ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ।',
  'Swelling or pain behind the ear': 'ਕੰਨ ਦੇ ਪਿੱਛੇ ਸੋਜ ਜਾਂ ਦਰਦ',
  'Stiff neck, drowsiness or high fever': 'ਗਰਦਨ ਆਕੜਨੀ, ਊਂਘ ਜਾਂ ਤੇਜ਼ ਬੁਖਾਰ',
  'Discharge from the ear for more than 2 weeks': '2 ਹਫ਼ਤਿਆਂ ਤੋਂ ਵੱਧ ਕੰਨ ਵਗਣਾ',
  'Outer-ear infection (swimmer’s ear)': 'ਬਾਹਰਲੇ ਕੰਨ ਦੀ ਲਾਗ (ਸਵਿਮਰਜ਼ ਈਅਰ)',
  'Keep water out of the ear while bathing; do not use cotton buds or hairpins.':
    'ਨਹਾਉਂਦਿਆਂ ਕੰਨ ਵਿੱਚ ਪਾਣੀ ਨਾ ਜਾਣ ਦਿਓ; ਈਅਰ-ਬਡ ਜਾਂ ਵਾਲਾਂ ਵਾਲੀਆਂ ਸੂਈਆਂ (ਹੇਅਰਪਿੰਨ) ਨਾ ਵਰਤੋ।',
  'See a doctor for ear drops if pain persists.': 'ਜੇ ਦਰਦ ਨਾ ਹਟੇ ਤਾਂ ਕੰਨ ਦੀਆਂ ਬੂੰਦਾਂ ਲਈ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ।',
  'Spreading redness or swelling to the face': 'ਲਾਲੀ ਜਾਂ ਸੋਜ ਚਿਹਰੇ ਤੱਕ ਫੈਲਣੀ',
  'Fever, or diabetes with severe ear pain': 'ਬੁਖਾਰ, ਜਾਂ ਸ਼ੂਗਰ ਦੇ ਮਰੀਜ਼ ਨੂੰ ਕੰਨ ਵਿੱਚ ਬਹੁਤ ਤੇਜ਼ ਦਰਦ',
  'Earwax blockage': 'ਕੰਨ ਵਿੱਚ ਮੈਲ ਜੰਮ ਕੇ ਕੰਨ ਬੰਦ ਹੋਣਾ',
  'Do not dig with cotton buds, keys or hairpins.': 'ਈਅਰ-ਬਡ, ਚਾਬੀਆਂ ਜਾਂ ਹੇਅਰਪਿੰਨ ਨਾਲ ਕੰਨ ਨਾ ਖੁਰਚੋ।',
  'A pharmacist can advise on softening ear drops; a doctor can remove hard wax.':
    'ਮੈਲ ਨਰਮ ਕਰਨ ਵਾਲੀਆਂ ਕੰਨ ਦੀਆਂ ਬੂੰਦਾਂ ਬਾਰੇ ਕੈਮਿਸਟ ਸਲਾਹ ਦੇ ਸਕਦਾ ਹੈ; ਸਖ਼ਤ ਮੈਲ ਡਾਕਟਰ ਕੱਢ ਸਕਦਾ ਹੈ।',
  'Sudden hearing loss in one ear — see a doctor within a day':
    'ਇੱਕ ਕੰਨ ਤੋਂ ਅਚਾਨਕ ਸੁਣਨਾ ਬੰਦ ਹੋ ਜਾਣਾ — ਇੱਕ ਦਿਨ ਦੇ ਅੰਦਰ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ',
  'Pain, discharge or fever': 'ਦਰਦ, ਕੰਨ ਵਗਣਾ ਜਾਂ ਬੁਖਾਰ',
  'Sore throat or tonsillitis': 'ਗਲਾ ਖ਼ਰਾਬ ਜਾਂ ਟੌਂਸਿਲ (ਟੌਂਸਿਲਾਈਟਿਸ)',
  'Gargle with warm salt water and drink warm fluids.':
    'ਕੋਸੇ ਨਮਕ ਵਾਲੇ ਪਾਣੀ ਨਾਲ ਗਰਾਰੇ ਕਰੋ ਤੇ ਗਰਮ ਚੀਜ਼ਾਂ ਪੀਓ।',
  'Most sore throats are viral and settle within a week without antibiotics.':
    'ਜ਼ਿਆਦਾਤਰ ਗਲਾ ਖ਼ਰਾਬ ਵਾਇਰਲ ਹੁੰਦਾ ਹੈ ਤੇ ਐਂਟੀਬਾਇਓਟਿਕ ਤੋਂ ਬਿਨਾਂ ਇੱਕ ਹਫ਼ਤੇ ਵਿੱਚ ਠੀਕ ਹੋ ਜਾਂਦਾ ਹੈ।',
  'Difficulty breathing or drooling, unable to swallow saliva':
    'ਸਾਹ ਲੈਣ ਵਿੱਚ ਔਖ ਜਾਂ ਮੂੰਹ ਵਿੱਚੋਂ ਲਾਰਾਂ ਡਿੱਗਣੀਆਂ, ਥੁੱਕ ਵੀ ਨਾ ਨਿਗਲ ਸਕਣਾ',
  'One-sided swelling at the back of the throat or muffled voice':
    'ਗਲੇ ਦੇ ਪਿਛਲੇ ਪਾਸੇ ਇੱਕ ਪਾਸੇ ਸੋਜ ਜਾਂ ਆਵਾਜ਼ ਦੱਬੀ ਹੋਈ ਲੱਗਣੀ',
  'Lasting more than a week': 'ਇੱਕ ਹਫ਼ਤੇ ਤੋਂ ਵੱਧ ਰਹਿਣਾ',
  'Tooth decay or dental infection': 'ਦੰਦਾਂ ਵਿੱਚ ਕੀੜਾ ਜਾਂ ਦੰਦ ਦੀ ਲਾਗ',
  'Rinse with warm salt water; avoid very hot, cold and sweet food.':
    'ਕੋਸੇ ਨਮਕ ਵਾਲੇ ਪਾਣੀ ਨਾਲ ਕੁਰਲੀ ਕਰੋ; ਬਹੁਤ ਗਰਮ, ਠੰਢੀਆਂ ਤੇ ਮਿੱਠੀਆਂ ਚੀਜ਼ਾਂ ਤੋਂ ਬਚੋ।',
  'Brush twice daily with fluoride toothpaste; book a dentist visit.':
    'ਦਿਨ ਵਿੱਚ ਦੋ ਵਾਰ ਫਲੋਰਾਈਡ ਵਾਲੀ ਟੁੱਥਪੇਸਟ ਨਾਲ ਬੁਰਸ਼ ਕਰੋ; ਦੰਦਾਂ ਦੇ ਡਾਕਟਰ ਤੋਂ ਸਮਾਂ ਲਓ।',
  'Swelling of the face, jaw or neck, or difficulty swallowing or opening the mouth — see a doctor today':
    'ਚਿਹਰੇ, ਜਬਾੜੇ ਜਾਂ ਗਰਦਨ ਦੀ ਸੋਜ, ਜਾਂ ਨਿਗਲਣ ਜਾਂ ਮੂੰਹ ਖੋਲ੍ਹਣ ਵਿੱਚ ਔਖ — ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ',
  'Rinse with salt water; avoid spicy, sour and hot food.':
    'ਨਮਕ ਵਾਲੇ ਪਾਣੀ ਨਾਲ ਕੁਰਲੀ ਕਰੋ; ਮਸਾਲੇਦਾਰ, ਖੱਟੀਆਂ ਤੇ ਗਰਮ ਚੀਜ਼ਾਂ ਤੋਂ ਬਚੋ।',
  'Stop tobacco, gutkha and paan.': 'ਤੰਬਾਕੂ, ਗੁਟਖਾ ਤੇ ਪਾਨ ਛੱਡੋ।',
  'An ulcer or white/red patch lasting more than 3 weeks, especially if you use tobacco — get it checked for oral cancer':
    'ਛਾਲਾ ਜਾਂ ਚਿੱਟਾ/ਲਾਲ ਧੱਬਾ ਜੋ 3 ਹਫ਼ਤਿਆਂ ਤੋਂ ਵੱਧ ਰਹੇ, ਖ਼ਾਸ ਕਰਕੇ ਜੇ ਤੁਸੀਂ ਤੰਬਾਕੂ ਵਰਤਦੇ ਹੋ — ਮੂੰਹ ਦੇ ਕੈਂਸਰ ਲਈ ਚੈੱਕ ਕਰਵਾਓ',
  'Bleeding in pregnancy (possible miscarriage or placental problem)':
    'ਗਰਭ ਦੌਰਾਨ ਖੂਨ ਪੈਣਾ (ਗਰਭ ਡਿੱਗਣ ਜਾਂ ਜੇਰ/ਆਂਵਲ ਦੀ ਤਕਲੀਫ਼ ਹੋ ਸਕਦੀ ਹੈ)',
  'Call 108 (or 102 for the free maternal ambulance) and go to the nearest hospital with a labour room now.':
    '108 ਤੇ ਫ਼ੋਨ ਕਰੋ (ਜਾਂ ਮੁਫ਼ਤ ਜੱਚਾ ਐਂਬੂਲੈਂਸ ਲਈ 102) ਤੇ ਹੁਣੇ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਉਸ ਹਸਪਤਾਲ ਜਾਓ ਜਿੱਥੇ ਲੇਬਰ ਰੂਮ ਹੋਵੇ।',
  'Lie down while waiting, and carry your pregnancy card (MCP card).':
    'ਉਡੀਕ ਕਰਦਿਆਂ ਲੇਟੇ ਰਹੋ, ਤੇ ਆਪਣਾ ਗਰਭ ਵਾਲਾ ਕਾਰਡ (MCP ਕਾਰਡ) ਨਾਲ ਲੈ ਕੇ ਜਾਓ।',
  'Any bleeding in pregnancy needs a doctor; heavy bleeding, clots, pain or dizziness is an emergency':
    'ਗਰਭ ਦੌਰਾਨ ਥੋੜ੍ਹਾ ਵੀ ਖੂਨ ਪਵੇ ਤਾਂ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਉਣਾ ਜ਼ਰੂਰੀ ਹੈ; ਬਹੁਤ ਖੂਨ, ਥੱਕੇ, ਦਰਦ ਜਾਂ ਚੱਕਰ ਐਮਰਜੈਂਸੀ ਹਨ',
  'Ectopic pregnancy (pregnancy outside the womb)': 'ਬੱਚੇਦਾਨੀ ਤੋਂ ਬਾਹਰ ਗਰਭ (ਐਕਟੋਪਿਕ ਪ੍ਰੈਗਨੈਂਸੀ)',
  'Missed period with one-sided lower belly pain, bleeding, shoulder-tip pain or fainting — go to hospital now':
    'ਮਾਹਵਾਰੀ ਨਾ ਆਉਣ ਦੇ ਨਾਲ ਹੇਠਲੇ ਢਿੱਡ ਦੇ ਇੱਕ ਪਾਸੇ ਦਰਦ, ਖੂਨ ਪੈਣਾ, ਮੋਢੇ ਦੇ ਸਿਰੇ ਤੇ ਦਰਦ ਜਾਂ ਬੇਹੋਸ਼ੀ — ਹੁਣੇ ਹਸਪਤਾਲ ਜਾਓ',
  'High blood pressure of pregnancy (pre-eclampsia)': 'ਗਰਭ ਵਿੱਚ ਹਾਈ ਬੀਪੀ (ਪ੍ਰੀ-ਐਕਲੈਂਪਸੀਆ)',
  'Attend every antenatal check-up so blood pressure and urine are tested.':
    'ਗਰਭ ਦੌਰਾਨ ਹਰ ਚੈੱਕਅੱਪ ਤੇ ਜਾਓ ਤਾਂ ਜੋ ਬੀਪੀ ਤੇ ਪਿਸ਼ਾਬ ਦੀ ਜਾਂਚ ਹੁੰਦੀ ਰਹੇ।',
  'Severe headache, blurred vision, sudden swelling of face or hands, upper belly pain or fits in pregnancy — emergency':
    'ਗਰਭ ਦੌਰਾਨ ਬਹੁਤ ਤੇਜ਼ ਸਿਰ ਦਰਦ, ਧੁੰਦਲਾ ਦਿਸਣਾ, ਚਿਹਰੇ ਜਾਂ ਹੱਥਾਂ ਤੇ ਅਚਾਨਕ ਸੋਜ, ਢਿੱਡ ਦੇ ਉੱਪਰਲੇ ਹਿੱਸੇ ਵਿੱਚ ਦਰਦ ਜਾਂ ਦੌਰੇ — ਐਮਰਜੈਂਸੀ',
  'Severe vomiting in pregnancy': 'ਗਰਭ ਦੌਰਾਨ ਬਹੁਤ ਜ਼ਿਆਦਾ ਉਲਟੀਆਂ',
  'Eat small, dry snacks often; sip fluids between meals.':
    'ਥੋੜ੍ਹਾ-ਥੋੜ੍ਹਾ ਸੁੱਕਾ ਨਾਸ਼ਤਾ (ਜਿਵੇਂ ਬਿਸਕੁਟ, ਰਸ) ਵਾਰ-ਵਾਰ ਖਾਓ; ਖਾਣਿਆਂ ਦੇ ਵਿਚਕਾਰ ਘੁੱਟ-ਘੁੱਟ ਤਰਲ ਪੀਓ।',
  'See a doctor today if you cannot keep fluids down.':
    'ਜੇ ਕੁਝ ਵੀ ਪੀਤਾ ਅੰਦਰ ਨਾ ਟਿਕੇ ਤਾਂ ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ।',
  'Vomiting everything for 24 hours': '24 ਘੰਟਿਆਂ ਤੋਂ ਸਭ ਕੁਝ ਉਲਟੀ ਵਿੱਚ ਨਿਕਲ ਜਾਣਾ',
  'Very little or dark urine': 'ਬਹੁਤ ਘੱਟ ਜਾਂ ਗੂੜ੍ਹਾ ਪਿਸ਼ਾਬ',
  'Vomiting blood': 'ਖੂਨ ਦੀ ਉਲਟੀ',
  'Reduced baby movements in pregnancy': 'ਗਰਭ ਦੌਰਾਨ ਢਿੱਡ ਵਿੱਚ ਬੱਚੇ ਦਾ ਘੱਟ ਹਿੱਲਣਾ',
  'Go to the hospital labour room today, without waiting until tomorrow; do not rely on home doppler devices.':
    'ਅੱਜ ਹੀ ਹਸਪਤਾਲ ਦੇ ਲੇਬਰ ਰੂਮ ਜਾਓ, ਕੱਲ੍ਹ ਤੱਕ ਉਡੀਕ ਨਾ ਕਰੋ; ਘਰ ਵਾਲੀ ਡੌਪਲਰ ਮਸ਼ੀਨ ਤੇ ਭਰੋਸਾ ਨਾ ਕਰੋ।',
  'Baby moving less or differently, fluid leaking, or bleeding':
    'ਬੱਚਾ ਘੱਟ ਜਾਂ ਵੱਖਰੇ ਢੰਗ ਨਾਲ ਹਿੱਲੇ, ਪਾਣੀ ਰਿਸੇ, ਜਾਂ ਖੂਨ ਪਵੇ',
  'Lie flat with legs raised while waiting; keep the mother warm.':
    'ਉਡੀਕ ਕਰਦਿਆਂ ਸਿੱਧਾ ਲਿਟਾ ਕੇ ਲੱਤਾਂ ਉੱਚੀਆਂ ਰੱਖੋ; ਮਾਂ ਨੂੰ ਨਿੱਘਾ ਰੱਖੋ।',
  'Soaking a pad within an hour, large clots, dizziness or fast heartbeat after delivery':
    'ਜਣੇਪੇ ਤੋਂ ਬਾਅਦ ਇੱਕ ਘੰਟੇ ਵਿੱਚ ਪੈਡ ਪੂਰਾ ਭਿੱਜ ਜਾਣਾ, ਵੱਡੇ ਥੱਕੇ, ਚੱਕਰ ਜਾਂ ਦਿਲ ਦੀ ਤੇਜ਼ ਧੜਕਣ',
  'Polycystic ovary syndrome (PCOS)': 'ਪੀਸੀਓਐਸ (PCOS — ਅੰਡੇਦਾਨੀ ਵਿੱਚ ਗੱਠਾਂ ਵਾਲੀ ਤਕਲੀਫ਼)',
  'Regular exercise and a balanced diet low in sugar and refined flour help periods and weight.':
    'ਨਿਯਮ ਨਾਲ ਕਸਰਤ ਤੇ ਘੱਟ ਖੰਡ ਤੇ ਘੱਟ ਮੈਦੇ ਵਾਲੀ ਸੰਤੁਲਿਤ ਖੁਰਾਕ ਨਾਲ ਮਾਹਵਾਰੀ ਤੇ ਭਾਰ ਵਿੱਚ ਮਦਦ ਮਿਲਦੀ ਹੈ।',
  'Book a gynecologist visit for tests.': 'ਟੈਸਟਾਂ ਲਈ ਔਰਤਾਂ ਦੇ ਰੋਗਾਂ ਦੀ ਡਾਕਟਰ (ਗਾਇਨੀ) ਤੋਂ ਸਮਾਂ ਲਓ।',
  'No period for 3 months or more': '3 ਮਹੀਨੇ ਜਾਂ ਵੱਧ ਤੋਂ ਮਾਹਵਾਰੀ ਨਾ ਆਉਣੀ',
  'Very heavy bleeding': 'ਬਹੁਤ ਜ਼ਿਆਦਾ ਖੂਨ ਪੈਣਾ',
  'Heavy periods': 'ਮਾਹਵਾਰੀ ਵਿੱਚ ਬਹੁਤ ਖੂਨ ਪੈਣਾ',
  'Eat iron-rich foods (green leafy vegetables, jaggery, dal, meat, eggs) and get a haemoglobin test.':
    'ਆਇਰਨ ਵਾਲੀਆਂ ਚੀਜ਼ਾਂ ਖਾਓ (ਹਰੀਆਂ ਪੱਤੇਦਾਰ ਸਬਜ਼ੀਆਂ, ਗੁੜ, ਦਾਲ, ਮੀਟ, ਆਂਡੇ) ਤੇ ਹੀਮੋਗਲੋਬਿਨ (ਖੂਨ) ਦਾ ਟੈਸਟ ਕਰਵਾਓ।',
  'Book a gynecologist visit.': 'ਔਰਤਾਂ ਦੇ ਰੋਗਾਂ ਦੀ ਡਾਕਟਰ (ਗਾਇਨੀ) ਤੋਂ ਸਮਾਂ ਲਓ।',
  'Soaking a pad every hour, dizziness or fainting': 'ਹਰ ਘੰਟੇ ਪੈਡ ਭਿੱਜ ਜਾਣਾ, ਚੱਕਰ ਜਾਂ ਬੇਹੋਸ਼ੀ',
  'Bleeding after menopause or between periods':
    'ਮਾਹਵਾਰੀ ਬੰਦ ਹੋਣ (ਮੀਨੋਪੌਜ਼) ਤੋਂ ਬਾਅਦ ਜਾਂ ਦੋ ਮਾਹਵਾਰੀਆਂ ਦੇ ਵਿਚਕਾਰ ਖੂਨ ਪੈਣਾ',
  'Period pain': 'ਮਾਹਵਾਰੀ ਦਾ ਦਰਦ',
  'A hot water bottle on the lower belly and gentle exercise help.':
    'ਹੇਠਲੇ ਢਿੱਡ ਤੇ ਗਰਮ ਪਾਣੀ ਦੀ ਬੋਤਲ ਨਾਲ ਸੇਕ ਤੇ ਹਲਕੀ ਕਸਰਤ ਮਦਦ ਕਰਦੇ ਹਨ।',
  'Pain that stops daily activities despite care': 'ਧਿਆਨ ਰੱਖਣ ਦੇ ਬਾਵਜੂਦ ਦਰਦ ਇੰਨਾ ਕਿ ਰੋਜ਼ ਦੇ ਕੰਮ ਰੁਕ ਜਾਣ',
  'Fever, unusual discharge or pain outside periods':
    'ਬੁਖਾਰ, ਅਜੀਬ ਪਾਣੀ ਪੈਣਾ ਜਾਂ ਮਾਹਵਾਰੀ ਤੋਂ ਇਲਾਵਾ ਦਿਨਾਂ ਵਿੱਚ ਦਰਦ',
  'Vaginal infection (thrush or bacterial vaginosis)': 'ਯੋਨੀ ਦੀ ਲਾਗ (ਫੰਗਲ ਲਾਗ ਜਾਂ ਬੈਕਟੀਰੀਆ ਵਾਲੀ ਲਾਗ)',
  'Wear loose cotton underwear; wash with plain water and avoid douching or scented products.':
    'ਖੁੱਲ੍ਹੇ ਸੂਤੀ ਕੱਛੇ/ਅੰਡਰਵੀਅਰ ਪਾਓ; ਸਾਦੇ ਪਾਣੀ ਨਾਲ ਧੋਵੋ ਤੇ ਅੰਦਰ ਪਾਣੀ ਮਾਰ ਕੇ ਧੋਣ (ਡੂਸ਼) ਜਾਂ ਖੁਸ਼ਬੂ ਵਾਲੀਆਂ ਚੀਜ਼ਾਂ ਤੋਂ ਬਚੋ।',
  'See a doctor for the right treatment.': 'ਸਹੀ ਇਲਾਜ ਲਈ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ।',
  'Fever or lower belly pain': 'ਬੁਖਾਰ ਜਾਂ ਹੇਠਲੇ ਢਿੱਡ ਵਿੱਚ ਦਰਦ',
  'Symptoms during pregnancy': 'ਗਰਭ ਦੌਰਾਨ ਲੱਛਣ',
  'Foul-smelling discharge with bleeding': 'ਖੂਨ ਦੇ ਨਾਲ ਬਦਬੂਦਾਰ ਪਾਣੀ ਪੈਣਾ',
  'Menopause symptoms': 'ਮਾਹਵਾਰੀ ਬੰਦ ਹੋਣ (ਮੀਨੋਪੌਜ਼) ਦੇ ਲੱਛਣ',
  'Wear light layers, keep the room cool and cut down on caffeine and spicy food.':
    'ਹਲਕੇ ਕੱਪੜੇ ਤਹਿਆਂ ਵਿੱਚ ਪਾਓ, ਕਮਰਾ ਠੰਢਾ ਰੱਖੋ ਤੇ ਚਾਹ-ਕੌਫ਼ੀ ਤੇ ਮਸਾਲੇਦਾਰ ਖਾਣਾ ਘੱਟ ਕਰੋ।',
  'Weight-bearing exercise and calcium-rich foods protect bones.':
    'ਭਾਰ ਚੁੱਕਣ ਵਾਲੀ ਕਸਰਤ (ਜਿਵੇਂ ਸੈਰ) ਤੇ ਕੈਲਸ਼ੀਅਮ ਵਾਲਾ ਖਾਣਾ ਹੱਡੀਆਂ ਨੂੰ ਮਜ਼ਬੂਤ ਰੱਖਦੇ ਹਨ।',
  'Any bleeding after periods have stopped for a year — see a doctor':
    'ਮਾਹਵਾਰੀ ਇੱਕ ਸਾਲ ਤੋਂ ਬੰਦ ਹੋਣ ਤੋਂ ਬਾਅਦ ਥੋੜ੍ਹਾ ਵੀ ਖੂਨ ਪਵੇ — ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ',
  'Fever in a child': 'ਬੱਚੇ ਨੂੰ ਬੁਖਾਰ',
  'Keep breastfeeding or giving fluids often; offer small amounts frequently.':
    'ਮਾਂ ਦਾ ਦੁੱਧ ਜਾਂ ਤਰਲ ਪਦਾਰਥ ਵਾਰ-ਵਾਰ ਦਿੰਦੇ ਰਹੋ; ਥੋੜ੍ਹਾ-ਥੋੜ੍ਹਾ ਕਰਕੇ ਵਾਰ-ਵਾਰ ਦਿਓ।',
  'Dress the child lightly; do not wrap in blankets. Sponge with lukewarm (not cold) water if uncomfortable.':
    'ਬੱਚੇ ਨੂੰ ਹਲਕੇ ਕੱਪੜੇ ਪਾਓ; ਕੰਬਲਾਂ ਵਿੱਚ ਨਾ ਲਪੇਟੋ। ਜੇ ਬੇਚੈਨ ਹੋਵੇ ਤਾਂ ਕੋਸੇ (ਠੰਢੇ ਨਹੀਂ) ਪਾਣੀ ਨਾਲ ਗਿੱਲੇ ਕੱਪੜੇ ਨਾਲ ਪੂੰਝੋ।',
  'Fever medicine only in the dose a doctor or pharmacist gives for the child’s weight — never adult tablets.':
    'ਬੁਖਾਰ ਦੀ ਦਵਾਈ ਸਿਰਫ਼ ਉਸ ਮਾਤਰਾ ਵਿੱਚ ਦਿਓ ਜੋ ਡਾਕਟਰ ਜਾਂ ਕੈਮਿਸਟ ਬੱਚੇ ਦੇ ਭਾਰ ਮੁਤਾਬਕ ਦੱਸੇ — ਵੱਡਿਆਂ ਵਾਲੀਆਂ ਗੋਲੀਆਂ ਕਦੇ ਨਾ ਦਿਓ।',
  'Check the child regularly, including at night.': 'ਬੱਚੇ ਨੂੰ ਵਾਰ-ਵਾਰ ਦੇਖਦੇ ਰਹੋ, ਰਾਤ ਨੂੰ ਵੀ।',
  'Any fever in a baby under 3 months': '3 ਮਹੀਨੇ ਤੋਂ ਛੋਟੇ ਬੱਚੇ ਨੂੰ ਕਿਸੇ ਵੀ ਤਰ੍ਹਾਂ ਦਾ ਬੁਖਾਰ',
  'Danger signs — go to hospital now: not able to feed or drink, vomiting everything, fits, very sleepy or floppy, chest sinking in or fast breathing.':
    'ਖ਼ਤਰੇ ਦੀਆਂ ਨਿਸ਼ਾਨੀਆਂ — ਹੁਣੇ ਹਸਪਤਾਲ ਜਾਓ: ਦੁੱਧ ਜਾਂ ਕੁਝ ਵੀ ਨਾ ਪੀ ਸਕਣਾ, ਸਭ ਕੁਝ ਉਲਟੀ ਵਿੱਚ ਕੱਢ ਦੇਣਾ, ਦੌਰੇ, ਬਹੁਤ ਸੁਸਤ ਜਾਂ ਢਿੱਲਾ ਪੈਣਾ, ਛਾਤੀ ਅੰਦਰ ਧਸਣੀ ਜਾਂ ਤੇਜ਼ ਸਾਹ।',
  'Rash that does not fade under a glass, stiff neck, or fever lasting more than 2 days':
    'ਗਲਾਸ ਦਬਾਉਣ ਤੇ ਵੀ ਫਿੱਕੇ ਨਾ ਪੈਣ ਵਾਲੇ ਧੱਫੜ, ਗਰਦਨ ਆਕੜਨੀ, ਜਾਂ 2 ਦਿਨਾਂ ਤੋਂ ਵੱਧ ਬੁਖਾਰ',
  'Serious illness in a young infant (possible sepsis)': 'ਛੋਟੇ ਬੱਚੇ ਵਿੱਚ ਗੰਭੀਰ ਬਿਮਾਰੀ (ਸੈਪਸਿਸ ਹੋ ਸਕਦਾ ਹੈ)',
};

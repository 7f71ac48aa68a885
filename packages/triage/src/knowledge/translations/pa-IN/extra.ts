/** Texts and synonyms of symptoms added after the main translation files. */
export const PHRASES_EXTRA: Record<string, string> = {
  'Blood pressure below 90/60': 'ਬੀਪੀ 90/60 ਤੋਂ ਘੱਟ',
  'Pulse under 50 or over 130 a minute': 'ਨਬਜ਼ (ਪਲਸ) 50 ਤੋਂ ਘੱਟ ਜਾਂ 130 ਤੋਂ ਵੱਧ ਪ੍ਰਤੀ ਮਿੰਟ',
  'High sugar with great thirst or passing a lot of urine needs a doctor today. Go to hospital at once if there is vomiting, fast breathing or drowsiness.':
    'ਬਹੁਤ ਪਿਆਸ ਜਾਂ ਵਾਰ-ਵਾਰ ਪਿਸ਼ਾਬ ਨਾਲ ਵਧੀ ਹੋਈ ਸ਼ੂਗਰ ਲਈ ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ। ਉਲਟੀ, ਤੇਜ਼ ਸਾਹ ਜਾਂ ਬਹੁਤ ਨੀਂਦ ਆਵੇ ਤਾਂ ਤੁਰੰਤ ਹਸਪਤਾਲ ਜਾਓ।',
  'A painful band of blisters on one side of the body':
    'ਸਰੀਰ ਦੇ ਇੱਕ ਪਾਸੇ ਪੱਟੀ ਵਾਂਗ ਲਾਈਨ ਵਿੱਚ ਦਰਦ ਵਾਲੇ ਛਾਲੇ',
  'Is there a painful band of blisters on one side of the body?':
    'ਕੀ ਸਰੀਰ ਦੇ ਇੱਕੋ ਪਾਸੇ ਪੱਟੀ ਵਾਂਗ ਲਾਈਨ ਵਿੱਚ ਦਰਦ ਵਾਲੇ ਛਾਲੇ ਨਿਕਲੇ ਹਨ?',
  'Shingles (herpes zoster)': 'ਹਰਪੀਜ਼ ਜ਼ੋਸਟਰ (ਸ਼ਿੰਗਲਜ਼)',
  'Keep the rash clean and dry and wear loose cotton clothes; a cool, damp cloth can ease the pain.':
    'ਦਾਣਿਆਂ ਨੂੰ ਸਾਫ਼ ਤੇ ਸੁੱਕਾ ਰੱਖੋ ਅਤੇ ਖੁੱਲ੍ਹੇ ਸੂਤੀ ਕੱਪੜੇ ਪਾਓ; ਠੰਢੇ, ਗਿੱਲੇ ਕੱਪੜੇ ਨਾਲ ਦਰਦ ਵਿੱਚ ਆਰਾਮ ਮਿਲ ਸਕਦਾ ਹੈ।',
  'Do not burst the blisters or put ash, oil or home pastes on them.':
    'ਛਾਲਿਆਂ ਨੂੰ ਨਾ ਫੋੜੋ, ਅਤੇ ਉਹਨਾਂ ਤੇ ਸੁਆਹ, ਤੇਲ ਜਾਂ ਘਰ ਦਾ ਬਣਿਆ ਲੇਪ ਨਾ ਲਾਓ।',
  'Keep away from pregnant women, newborns and anyone who has not had chickenpox until the blisters crust over.':
    'ਜਦੋਂ ਤੱਕ ਛਾਲੇ ਸੁੱਕ ਕੇ ਖਰੀਂਡ ਨਾ ਬਣ ਜਾਣ, ਗਰਭਵਤੀ ਔਰਤਾਂ, ਨਵਜੰਮੇ ਬੱਚਿਆਂ ਅਤੇ ਜਿਨ੍ਹਾਂ ਨੂੰ ਕਦੇ ਚਿਕਨਪੌਕਸ (ਛੋਟੀ ਮਾਤਾ) ਨਹੀਂ ਹੋਈ, ਉਹਨਾਂ ਤੋਂ ਦੂਰ ਰਹੋ।',
  'A rash near the eye, or eye pain or blurred sight — see a doctor today':
    'ਅੱਖ ਦੇ ਕੋਲ ਦਾਣੇ, ਜਾਂ ਅੱਖ ਵਿੱਚ ਦਰਦ ਜਾਂ ਧੁੰਦਲਾ ਦਿਸਣਾ — ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ',
  'Confusion, a stiff neck, or weakness of the face':
    'ਉਲਝਣ (ਗੱਲਾਂ ਦੀ ਸਮਝ ਨਾ ਆਉਣੀ), ਧੌਣ ਆਕੜਨੀ, ਜਾਂ ਚਿਹਰੇ ਵਿੱਚ ਕਮਜ਼ੋਰੀ',
  'Pain that stays for weeks after the rash has gone':
    'ਦਾਣੇ ਠੀਕ ਹੋਣ ਤੋਂ ਬਾਅਦ ਵੀ ਹਫ਼ਤਿਆਂ ਤੱਕ ਰਹਿਣ ਵਾਲਾ ਦਰਦ',
  'A sore throat with a high fever and trouble swallowing needs a doctor today. Go to a hospital at once if breathing is hard or you cannot swallow your own saliva.':
    'ਗਲਾ ਖਰਾਬ ਹੋਵੇ, ਤੇਜ਼ ਬੁਖਾਰ ਹੋਵੇ ਅਤੇ ਨਿਗਲਣ ਵਿੱਚ ਔਖ ਹੋਵੇ ਤਾਂ ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ। ਜੇ ਸਾਹ ਲੈਣਾ ਔਖਾ ਹੋਵੇ ਜਾਂ ਆਪਣਾ ਥੁੱਕ ਵੀ ਨਾ ਨਿਗਲਿਆ ਜਾਵੇ ਤਾਂ ਉਸੇ ਵੇਲੇ ਹਸਪਤਾਲ ਜਾਓ।',
  'Bee, wasp or ant sting': 'ਮਧੂਮੱਖੀ, ਭਰਿੰਡ ਜਾਂ ਕੀੜੀ ਦਾ ਡੰਗ',
  'Yellow palms or soles': 'ਤਲੀਆਂ ਪੀਲੀਆਂ (ਹੱਥਾਂ ਜਾਂ ਪੈਰਾਂ ਦੀਆਂ)',
  'Jaw pain': 'ਜਬਾੜੇ ਵਿੱਚ ਦਰਦ',
  'Green vomit': 'ਹਰੀ ਉਲਟੀ',
  'Something stuck in the throat (a fish bone, a coin)': 'ਗਲੇ ਵਿੱਚ ਕੁਝ ਫਸ ਜਾਣਾ (ਮੱਛੀ ਦਾ ਕੰਡਾ, ਸਿੱਕਾ)',
  'Something stuck in the throat needs a hospital today. Do not try to push it down with food; call 108 if breathing or speaking becomes hard.':
    'ਗਲੇ ਵਿੱਚ ਕੁਝ ਫਸ ਜਾਵੇ ਤਾਂ ਅੱਜ ਹੀ ਹਸਪਤਾਲ ਜਾਓ। ਇਸ ਨੂੰ ਰੋਟੀ ਖਾ ਕੇ ਥੱਲੇ ਧੱਕਣ ਦੀ ਕੋਸ਼ਿਸ਼ ਨਾ ਕਰੋ; ਸਾਹ ਲੈਣ ਜਾਂ ਬੋਲਣ ਵਿੱਚ ਔਖ ਹੋਵੇ ਤਾਂ 108 ਤੇ ਫ਼ੋਨ ਕਰੋ।',
  'An injury to the eye, or metal or a chemical in it':
    'ਅੱਖ ਵਿੱਚ ਸੱਟ, ਜਾਂ ਅੱਖ ਵਿੱਚ ਲੋਹੇ ਦਾ ਕਣ ਜਾਂ ਕੋਈ ਕੈਮੀਕਲ ਪੈ ਜਾਣਾ',
  'An injured eye, or metal or a chemical in it, needs an eye doctor or hospital today. For a chemical or lime, rinse the eye with clean water for 15 minutes first.':
    'ਅੱਖ ਵਿੱਚ ਸੱਟ ਲੱਗੀ ਹੋਵੇ, ਜਾਂ ਲੋਹੇ ਦਾ ਕਣ ਜਾਂ ਕੋਈ ਕੈਮੀਕਲ ਪੈ ਗਿਆ ਹੋਵੇ, ਤਾਂ ਅੱਜ ਹੀ ਅੱਖਾਂ ਦੇ ਡਾਕਟਰ ਜਾਂ ਹਸਪਤਾਲ ਜਾਓ। ਕੈਮੀਕਲ ਜਾਂ ਚੂਨਾ ਪਿਆ ਹੋਵੇ ਤਾਂ ਪਹਿਲਾਂ ਅੱਖ ਨੂੰ 15 ਮਿੰਟ ਤੱਕ ਸਾਫ਼ ਪਾਣੀ ਨਾਲ ਧੋਵੋ।',
};

export const SYNONYMS_EXTRA: Record<string, string[]> = {
  low_bp_reading: ['ਬੀਪੀ ਬਹੁਤ ਘੱਟ', 'ਬੀਪੀ ਡਿੱਗ ਗਿਆ'],
  abnormal_pulse_reading: ['ਨਬਜ਼ ਬਹੁਤ ਹੌਲੀ', 'ਨਬਜ਼ ਬਹੁਤ ਤੇਜ਼'],
  // Shingles: named ('ਹਰਪੀਜ਼', 'ਜਨੇਊ'), or blisters told as a band or line on one side.
  one_sided_band_rash: [
    'ਹਰਪੀਜ਼',
    'ਹਰਪੀਸ',
    'ਹਰਪਿਸ',
    'ਸ਼ਿੰਗਲਜ਼',
    'ਸ਼ਿੰਗਲਸ',
    'ਜਨੇਊ ਰੋਗ',
    'ਜਨੇਊ ਨਿਕਲ',
    'ਪੱਟੀ ਵਾਂਗ ਛਾਲੇ',
    'ਪੱਟੀ ਵਾਂਗ ਦਾਣੇ',
    'ਪੱਟੀ ਵਰਗੇ ਛਾਲੇ',
    'ਲਾਈਨ ਵਿੱਚ ਛਾਲੇ',
    'ਲਾਈਨ ਚ ਛਾਲੇ',
    'ਲਾਈਨ ਵਿੱਚ ਦਾਣੇ',
    'ਇੱਕ ਪਾਸੇ ਛਾਲੇ',
    'ਇੱਕੋ ਪਾਸੇ ਛਾਲੇ',
    'ਇੱਕ ਪਾਸੇ ਜਲਣ ਵਾਲੇ ਦਾਣੇ',
  ],
  stinging_insect_sting: [
    'ਮਧੂਮੱਖੀ ਦਾ ਡੰਗ',
    'ਭਰਿੰਡ ਦਾ ਡੰਗ',
    'ਭਰਿੰਡ ਲੜ ਗਈ',
    'ਧਮੂੜੀ ਲੜ',
    'ਧਮੂੜੀ ਲੜੀ',
    'ਧਮੂੜੀ ਨੇ ਲੜ',
    'ਧਮੂੜੀ ਦਾ ਡੰਗ',
    'ਭਰਿੰਡ ਲੜੀ',
  ],
  yellow_palms_soles: ['ਤਲੀਆਂ ਪੀਲੀਆਂ', 'ਹਥੇਲੀਆਂ ਪੀਲੀਆਂ', 'ਤਲੀਆਂ ਵੀ ਪੀਲੀਆਂ'],
  jaw_pain: [
    'ਜਬਾੜੇ ਵਿੱਚ ਦਰਦ',
    'ਜਬਾੜਾ ਦੁਖਦਾ',
    // A pressure or tightness in the jaw ('ਗਲ਼ੇ ਤੇ ਜਬਾੜੇ ਵਿੱਚ ਦਬਾਅ ਪੈਂਦਾ'): how a heart attack is felt too.
    'ਜਬਾੜੇ ਵਿੱਚ ਦਬਾਅ',
    'ਜਬਾੜੇ ਚ ਦਬਾਅ',
    'ਜਬਾੜੇ ਤੇ ਦਬਾਅ',
    'ਜਬਾੜੇ ਵਿੱਚ ਭਾਰ',
    'ਜਬਾੜਾ ਜਕੜਿਆ',
    'ਜਬਾੜਾ ਘੁੱਟਿਆ',
  ],
  green_vomit: ['ਹਰੀ ਉਲਟੀ', 'ਹਰੇ ਰੰਗ ਦੀ ਉਲਟੀ'],
  // A fish or chicken bone, or a coin, stuck in the throat (ਗਲਾ, ਸੰਘ) or swallowed. Not a bare
  // 'ਗਲੇ ਵਿੱਚ ਕੰਡਾ' ('ਗਲੇ ਵਿੱਚ ਕੰਡੇ ਚੁਭਦੇ' is a sore throat).
  object_in_throat: [
    'ਮੱਛੀ ਦਾ ਕੰਡਾ',
    'ਮੱਛੀ ਦੀ ਹੱਡੀ',
    'ਗਲੇ ਵਿੱਚ ਕੰਡਾ ਫਸ',
    'ਗਲੇ ਚ ਕੰਡਾ ਫਸ',
    'ਗਲੇ ਵਿੱਚ ਕੰਡਾ ਅਟਕ',
    'ਕੰਡਾ ਗਲੇ ਵਿੱਚ ਫਸ',
    'ਸੰਘ ਵਿੱਚ ਕੰਡਾ',
    'ਸੰਘ ਚ ਕੰਡਾ',
    'ਗਲੇ ਵਿੱਚ ਹੱਡੀ ਫਸ',
    'ਗਲੇ ਚ ਹੱਡੀ ਫਸ',
    'ਗਲੇ ਵਿੱਚ ਹੱਡੀ ਅਟਕ',
    'ਹੱਡੀ ਗਲੇ ਵਿੱਚ ਫਸ',
    'ਸੰਘ ਵਿੱਚ ਹੱਡੀ',
    'ਮੁਰਗੇ ਦੀ ਹੱਡੀ ਫਸ',
    'ਚਿਕਨ ਦੀ ਹੱਡੀ ਫਸ',
    'ਗਲੇ ਵਿੱਚ ਕੁਝ ਫਸ ਗਿਆ',
    'ਗਲੇ ਚ ਕੁਝ ਫਸ ਗਿਆ',
    'ਗਲੇ ਚ ਕੁੱਝ ਫਸ ਗਿਆ',
    'ਗਲੇ ਵਿੱਚ ਕੁਝ ਅਟਕ ਗਿਆ',
    'ਸੰਘ ਚ ਕੁਝ ਫਸ ਗਿਆ',
    'ਗਲੇ ਵਿੱਚ ਸਿੱਕਾ',
    'ਗਲੇ ਚ ਸਿੱਕਾ',
    'ਸਿੱਕਾ ਨਿਗਲ',
    'ਸਿੱਕਾ ਖਾ ਲਿਆ',
    'ਸਿੱਕਾ ਲੰਘ ਗਿਆ',
  ],
  // Hurt or hit, or iron, glass, lime (ਚੂਨਾ), acid or a chemical in the eye (an eye doctor today).
  eye_injury: [
    // 'ਅੱਖ ਚ ਕੰਕਰ ਪੈ ਗਿਆ': grit in the eye.
    'ਅੱਖ ਚ ਕੰਕਰ',
    'ਅੱਖ ਵਿੱਚ ਕੰਕਰ',
    'ਅੱਖ ਚ ਰੋੜੀ',
    'ਅੱਖ ਵਿੱਚ ਰੋੜੀ',
    'ਅੱਖ ਵਿੱਚ ਸੱਟ',
    'ਅੱਖ ਚ ਸੱਟ',
    'ਅੱਖ ਤੇ ਸੱਟ',
    'ਅੱਖ ਦੀ ਸੱਟ',
    'ਅੱਖ ਫੱਟੜ',
    'ਅੱਖ ਤੇ ਘਸੁੰਨ',
    'ਅੱਖ ਤੇ ਮੁੱਕਾ',
    'ਅੱਖ ਤੇ ਗੇਂਦ ਵੱਜੀ',
    'ਅੱਖ ਵਿੱਚ ਗੇਂਦ ਵੱਜੀ',
    'ਅੱਖ ਵਿੱਚ ਲੋਹੇ ਦਾ',
    'ਅੱਖ ਚ ਲੋਹੇ ਦਾ',
    'ਅੱਖ ਵਿੱਚ ਲੋਹਾ',
    'ਅੱਖ ਚ ਲੋਹਾ',
    'ਅੱਖ ਵਿੱਚ ਕੱਚ ਦਾ',
    'ਅੱਖ ਵਿੱਚ ਕੁਝ ਵੜ ਗਿਆ',
    'ਅੱਖ ਚ ਕੁਝ ਵੜ ਗਿਆ',
    'ਅੱਖ ਵਿੱਚ ਚੂਨਾ',
    'ਅੱਖ ਚ ਚੂਨਾ',
    'ਅੱਖ ਵਿੱਚ ਤੇਜ਼ਾਬ',
    'ਅੱਖ ਚ ਤੇਜ਼ਾਬ',
    'ਅੱਖ ਵਿੱਚ ਤੇਜਾਬ',
    'ਅੱਖ ਵਿੱਚ ਐਸਿਡ',
    'ਅੱਖ ਵਿੱਚ ਕੈਮੀਕਲ',
    'ਅੱਖ ਚ ਕੈਮੀਕਲ',
  ],
};

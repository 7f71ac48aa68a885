export const PHRASES_SYMPTOMS_1: Record<string, string> = {
  Fever: 'ਬੁਖਾਰ',
  'Do you have a fever?': 'ਕੀ ਤੁਹਾਨੂੰ ਬੁਖਾਰ ਹੈ?',
  'High fever (above 102°F / 39°C)': 'ਤੇਜ਼ ਬੁਖਾਰ (102°F / 39°C ਤੋਂ ਵੱਧ)',
  'Is the fever high, above 102°F (39°C)?': 'ਕੀ ਬੁਖਾਰ ਤੇਜ਼ ਹੈ, 102°F (39°C) ਤੋਂ ਵੱਧ?',
  'Chills and shivering with fever': 'ਬੁਖਾਰ ਨਾਲ ਠੰਢ ਲੱਗਣੀ ਤੇ ਕਾਂਬਾ ਛਿੜਨਾ',
  'Does the fever come with chills or shivering?': 'ਕੀ ਬੁਖਾਰ ਨਾਲ ਠੰਢ ਲੱਗਦੀ ਹੈ ਜਾਂ ਕਾਂਬਾ ਛਿੜਦਾ ਹੈ?',
  'Fever that comes and goes': 'ਬੁਖਾਰ ਜੋ ਚੜ੍ਹਦਾ-ਉਤਰਦਾ ਰਹੇ',
  'Does the fever come and go, with normal hours or days in between?':
    'ਕੀ ਬੁਖਾਰ ਚੜ੍ਹਦਾ-ਉਤਰਦਾ ਹੈ, ਤੇ ਵਿੱਚ-ਵਿੱਚ ਕੁਝ ਘੰਟੇ ਜਾਂ ਦਿਨ ਠੀਕ ਰਹਿੰਦੇ ਹੋ?',
  'Fever for more than a week': 'ਇੱਕ ਹਫ਼ਤੇ ਤੋਂ ਵੱਧ ਦਾ ਬੁਖਾਰ',
  'Has the fever lasted more than a week?': 'ਕੀ ਬੁਖਾਰ ਨੂੰ ਇੱਕ ਹਫ਼ਤੇ ਤੋਂ ਵੱਧ ਹੋ ਗਿਆ ਹੈ?',
  'Mild fever in the evenings': 'ਸ਼ਾਮ ਨੂੰ ਹਲਕਾ ਬੁਖਾਰ',
  'Do you get a mild fever mostly in the evenings?': 'ਕੀ ਤੁਹਾਨੂੰ ਜ਼ਿਆਦਾਤਰ ਸ਼ਾਮ ਵੇਲੇ ਹਲਕਾ ਬੁਖਾਰ ਹੁੰਦਾ ਹੈ?',
  'Night sweats': 'ਰਾਤ ਨੂੰ ਪਸੀਨਾ ਆਉਣਾ',
  'Do you sweat heavily at night?': 'ਕੀ ਤੁਹਾਨੂੰ ਰਾਤ ਨੂੰ ਬਹੁਤ ਪਸੀਨਾ ਆਉਂਦਾ ਹੈ?',
  'Heavy or cold sweating': 'ਬਹੁਤ ਪਸੀਨਾ ਜਾਂ ਠੰਢਾ ਪਸੀਨਾ ਆਉਣਾ',
  'Are you sweating heavily or breaking into a cold sweat?':
    'ਕੀ ਤੁਹਾਨੂੰ ਬਹੁਤ ਪਸੀਨਾ ਆ ਰਿਹਾ ਹੈ ਜਾਂ ਠੰਢਾ ਪਸੀਨਾ ਛੁੱਟ ਰਿਹਾ ਹੈ?',
  Tiredness: 'ਥਕਾਵਟ',
  'Do you feel unusually tired?': 'ਕੀ ਤੁਸੀਂ ਆਮ ਨਾਲੋਂ ਬਹੁਤ ਜ਼ਿਆਦਾ ਥੱਕੇ ਹੋਏ ਮਹਿਸੂਸ ਕਰਦੇ ਹੋ?',
  'General weakness': 'ਸਰੀਰ ਵਿੱਚ ਕਮਜ਼ੋਰੀ',
  'Do you feel weak all over?': 'ਕੀ ਤੁਹਾਨੂੰ ਸਾਰੇ ਸਰੀਰ ਵਿੱਚ ਕਮਜ਼ੋਰੀ ਲੱਗਦੀ ਹੈ?',
  'Body aches and muscle pain': 'ਸਰੀਰ ਟੁੱਟਣਾ ਤੇ ਪੱਠਿਆਂ ਵਿੱਚ ਦਰਦ',
  'Do you have aches and pains all over your body?':
    'ਕੀ ਤੁਹਾਡਾ ਸਾਰਾ ਸਰੀਰ ਟੁੱਟਦਾ ਹੈ ਜਾਂ ਸਾਰੇ ਪਿੰਡੇ ਵਿੱਚ ਦਰਦ ਹੈ?',
  'Unexplained weight loss': 'ਬਿਨਾਂ ਕਾਰਨ ਭਾਰ ਘਟਣਾ',
  'Have you lost weight without trying?': 'ਕੀ ਬਿਨਾਂ ਕੋਸ਼ਿਸ਼ ਕੀਤੇ ਤੁਹਾਡਾ ਭਾਰ ਘਟ ਗਿਆ ਹੈ?',
  'Weight gain': 'ਭਾਰ ਵਧਣਾ',
  'Have you gained weight recently without eating more?':
    'ਕੀ ਹਾਲ ਹੀ ਵਿੱਚ ਵੱਧ ਖਾਧੇ ਬਿਨਾਂ ਤੁਹਾਡਾ ਭਾਰ ਵਧ ਗਿਆ ਹੈ?',
  'Loss of appetite': 'ਭੁੱਖ ਨਾ ਲੱਗਣੀ',
  'Have you lost your appetite?': 'ਕੀ ਤੁਹਾਡੀ ਭੁੱਖ ਮਰ ਗਈ ਹੈ?',
  'Feeling very thirsty': 'ਬਹੁਤ ਪਿਆਸ ਲੱਗਣੀ',
  'Are you much more thirsty than usual?': 'ਕੀ ਤੁਹਾਨੂੰ ਆਮ ਨਾਲੋਂ ਬਹੁਤ ਜ਼ਿਆਦਾ ਪਿਆਸ ਲੱਗਦੀ ਹੈ?',
  'Dry mouth and lips': 'ਮੂੰਹ ਤੇ ਬੁੱਲ੍ਹ ਸੁੱਕਣੇ',
  'Is your mouth or tongue very dry?': 'ਕੀ ਤੁਹਾਡਾ ਮੂੰਹ ਜਾਂ ਜੀਭ ਬਹੁਤ ਸੁੱਕੀ ਹੈ?',
  'Passing little or no urine': 'ਪਿਸ਼ਾਬ ਬਹੁਤ ਘੱਟ ਆਉਣਾ ਜਾਂ ਬਿਲਕੁਲ ਨਾ ਆਉਣਾ',
  'Are you passing much less urine than usual?': 'ਕੀ ਤੁਹਾਨੂੰ ਆਮ ਨਾਲੋਂ ਬਹੁਤ ਘੱਟ ਪਿਸ਼ਾਬ ਆ ਰਿਹਾ ਹੈ?',
  'Fainting or nearly fainting': 'ਬੇਹੋਸ਼ ਹੋਣਾ ਜਾਂ ਬੇਹੋਸ਼ੀ ਵਰਗਾ ਲੱਗਣਾ (ਗਸ਼ ਪੈਣੀ)',
  'Have you fainted or felt about to faint?': 'ਕੀ ਤੁਸੀਂ ਬੇਹੋਸ਼ ਹੋਏ ਹੋ ਜਾਂ ਲੱਗਿਆ ਕਿ ਹੁਣੇ ਬੇਹੋਸ਼ ਹੋ ਜਾਓਗੇ?',
  'Fainting needs a doctor to find the cause, the same day.':
    'ਬੇਹੋਸ਼ੀ ਦਾ ਕਾਰਨ ਲੱਭਣ ਲਈ ਉਸੇ ਦਿਨ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਉਣਾ ਜ਼ਰੂਰੀ ਹੈ।',
  'Unconscious or cannot be woken': 'ਬੇਹੋਸ਼ੀ ਜਾਂ ਜਗਾਇਆਂ ਵੀ ਨਾ ਜਾਗਣਾ',
  'Is the person unconscious or very hard to wake?': 'ਕੀ ਮਰੀਜ਼ ਬੇਹੋਸ਼ ਹੈ ਜਾਂ ਬੜੀ ਮੁਸ਼ਕਲ ਨਾਲ ਜਾਗਦਾ ਹੈ?',
  'A person who cannot be woken needs emergency care now.':
    'ਜੋ ਬੰਦਾ ਜਗਾਇਆਂ ਨਾ ਜਾਗੇ, ਉਸਨੂੰ ਹੁਣੇ ਐਮਰਜੈਂਸੀ ਇਲਾਜ ਦੀ ਲੋੜ ਹੈ।',
  'Sudden confusion or drowsiness': 'ਅਚਾਨਕ ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ ਜਾਂ ਬਹੁਤ ਊਂਘ ਆਉਣੀ',
  'Has the person become confused, very drowsy or unusual in behaviour?':
    'ਕੀ ਮਰੀਜ਼ ਬਹਿਕੀਆਂ ਗੱਲਾਂ ਕਰਨ ਲੱਗਾ ਹੈ, ਬਹੁਤ ਊਂਘਦਾ ਹੈ ਜਾਂ ਅਜੀਬ ਵਿਹਾਰ ਕਰ ਰਿਹਾ ਹੈ?',
  'Sudden confusion can mean a stroke, brain infection, sepsis or very low sugar.':
    'ਅਚਾਨਕ ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣ ਦਾ ਮਤਲਬ ਅਧਰੰਗ (ਸਟ੍ਰੋਕ), ਦਿਮਾਗ ਦੀ ਲਾਗ, ਖੂਨ ਵਿੱਚ ਜ਼ਹਿਰ ਫੈਲਣਾ (ਸੈਪਸਿਸ) ਜਾਂ ਸ਼ੂਗਰ ਬਹੁਤ ਘਟ ਜਾਣਾ ਹੋ ਸਕਦਾ ਹੈ।',
  'Swollen glands (lumps in neck, armpit or groin)': 'ਗਿਲਟੀਆਂ ਸੁੱਜਣੀਆਂ (ਗਰਦਨ, ਕੱਛ ਜਾਂ ਚੱਡਿਆਂ ਵਿੱਚ ਗੰਢਾਂ)',
  'Have you noticed swollen glands or lumps in your neck, armpits or groin?':
    'ਕੀ ਤੁਹਾਨੂੰ ਗਰਦਨ, ਕੱਛਾਂ ਜਾਂ ਚੱਡਿਆਂ ਵਿੱਚ ਸੁੱਜੀਆਂ ਗਿਲਟੀਆਂ ਜਾਂ ਗੰਢਾਂ ਲੱਗੀਆਂ ਹਨ?',
  'Pale skin, lips or nails': 'ਚਮੜੀ, ਬੁੱਲ੍ਹ ਜਾਂ ਨਹੁੰ ਪੀਲੇ-ਫਿੱਕੇ ਹੋਣੇ',
  'Do your skin, inner eyelids or nails look pale?':
    'ਕੀ ਤੁਹਾਡੀ ਚਮੜੀ, ਅੱਖਾਂ ਦੀਆਂ ਪਲਕਾਂ ਦਾ ਅੰਦਰਲਾ ਹਿੱਸਾ ਜਾਂ ਨਹੁੰ ਫਿੱਕੇ ਲੱਗਦੇ ਹਨ?',
  'Yellow eyes or skin (jaundice)': 'ਅੱਖਾਂ ਜਾਂ ਚਮੜੀ ਪੀਲੀ ਹੋਣੀ (ਪੀਲੀਆ)',
  'Have the whites of your eyes or your skin turned yellow?':
    'ਕੀ ਤੁਹਾਡੀਆਂ ਅੱਖਾਂ ਦਾ ਚਿੱਟਾ ਹਿੱਸਾ ਜਾਂ ਚਮੜੀ ਪੀਲੀ ਹੋ ਗਈ ਹੈ?',
  'Jaundice needs blood tests and a doctor within a day.':
    'ਪੀਲੀਏ ਵਿੱਚ ਇੱਕ ਦਿਨ ਦੇ ਅੰਦਰ ਖੂਨ ਦੇ ਟੈਸਟ ਤੇ ਡਾਕਟਰ ਦੀ ਜਾਂਚ ਜ਼ਰੂਰੀ ਹੈ।',
  'Dark yellow or tea-coloured urine': 'ਗੂੜ੍ਹਾ ਪੀਲਾ ਜਾਂ ਚਾਹ ਵਰਗੇ ਰੰਗ ਦਾ ਪਿਸ਼ਾਬ',
  'Is your urine dark yellow or tea-coloured?': 'ਕੀ ਤੁਹਾਡਾ ਪਿਸ਼ਾਬ ਗੂੜ੍ਹਾ ਪੀਲਾ ਜਾਂ ਚਾਹ ਵਰਗੇ ਰੰਗ ਦਾ ਹੈ?',
  'Unusual bleeding or bruising (gums, nose, red spots under skin)':
    'ਅਜੀਬ ਖੂਨ ਵਗਣਾ ਜਾਂ ਨੀਲ ਪੈਣੇ (ਮਸੂੜੇ, ਨੱਕ, ਚਮੜੀ ਹੇਠ ਲਾਲ ਧੱਬੇ)',
  'Have you noticed bleeding from gums or nose, or tiny red spots on the skin?':
    'ਕੀ ਤੁਹਾਡੇ ਮਸੂੜਿਆਂ ਜਾਂ ਨੱਕ ਵਿੱਚੋਂ ਖੂਨ ਆਇਆ ਹੈ, ਜਾਂ ਚਮੜੀ ਉੱਤੇ ਨਿੱਕੇ-ਨਿੱਕੇ ਲਾਲ ਧੱਬੇ ਦਿਸੇ ਹਨ?',
  'Unexplained bleeding can mean low platelets (for example in dengue).':
    'ਬਿਨਾਂ ਕਾਰਨ ਖੂਨ ਵਗਣ ਦਾ ਮਤਲਬ ਪਲੇਟਲੈਟਸ ਘਟਣਾ ਹੋ ਸਕਦਾ ਹੈ (ਜਿਵੇਂ ਡੇਂਗੂ ਵਿੱਚ)।',
  Nosebleed: 'ਨਕਸੀਰ (ਨੱਕ ਵਿੱਚੋਂ ਖੂਨ)',
  'Have you had a nosebleed?': 'ਕੀ ਤੁਹਾਡੀ ਨਕਸੀਰ ਫੁੱਟੀ ਹੈ (ਨੱਕ ਵਿੱਚੋਂ ਖੂਨ ਆਇਆ ਹੈ)?',
  'Cold, clammy, pale skin': 'ਠੰਢੀ, ਚਿਪਚਿਪੀ, ਫਿੱਕੀ ਚਮੜੀ',
  'Are your hands and feet cold and clammy?': 'ਕੀ ਤੁਹਾਡੇ ਹੱਥ-ਪੈਰ ਠੰਢੇ ਤੇ ਚਿਪਚਿਪੇ ਹਨ?',
  'Cold, clammy skin can be a sign of shock.':
    'ਠੰਢੀ, ਚਿਪਚਿਪੀ ਚਮੜੀ ਸ਼ਾਕ (ਬੀਪੀ ਬਹੁਤ ਡਿੱਗ ਜਾਣ ਵਾਲੀ ਖ਼ਤਰਨਾਕ ਹਾਲਤ) ਦੀ ਨਿਸ਼ਾਨੀ ਹੋ ਸਕਦੀ ਹੈ।',
  'Been in strong heat or sun': 'ਤੇਜ਼ ਗਰਮੀ ਜਾਂ ਧੁੱਪ ਵਿੱਚ ਰਹਿਣਾ',
  'Have you been out in strong heat or sun?': 'ਕੀ ਤੁਸੀਂ ਤੇਜ਼ ਗਰਮੀ ਜਾਂ ਧੁੱਪ ਵਿੱਚ ਬਾਹਰ ਰਹੇ ਹੋ?',
  'Very hot, dry skin with no sweating': 'ਚਮੜੀ ਬਹੁਤ ਗਰਮ ਤੇ ਸੁੱਕੀ, ਪਸੀਨਾ ਨਾ ਆਉਣਾ',
  'Is the skin very hot and dry, without sweating?': 'ਕੀ ਚਮੜੀ ਬਹੁਤ ਗਰਮ ਤੇ ਸੁੱਕੀ ਹੈ, ਤੇ ਪਸੀਨਾ ਨਹੀਂ ਆ ਰਿਹਾ?',
  'Always feeling cold': 'ਹਮੇਸ਼ਾ ਠੰਢ ਲੱਗਣੀ',
  'Do you feel cold when others feel comfortable?':
    'ਕੀ ਤੁਹਾਨੂੰ ਉਦੋਂ ਵੀ ਠੰਢ ਲੱਗਦੀ ਹੈ ਜਦੋਂ ਬਾਕੀਆਂ ਨੂੰ ਠੀਕ ਲੱਗਦਾ ਹੈ?',
  'Cannot tolerate heat, sweating a lot': 'ਗਰਮੀ ਬਰਦਾਸ਼ਤ ਨਾ ਹੋਣੀ, ਬਹੁਤ ਪਸੀਨਾ ਆਉਣਾ',
  'Do you feel hot and sweaty when others are comfortable?':
    'ਕੀ ਤੁਹਾਨੂੰ ਉਦੋਂ ਵੀ ਗਰਮੀ ਲੱਗਦੀ ਤੇ ਪਸੀਨਾ ਆਉਂਦਾ ਹੈ ਜਦੋਂ ਬਾਕੀਆਂ ਨੂੰ ਠੀਕ ਲੱਗਦਾ ਹੈ?',
  'Shaky, sweaty, hungry or confused (low blood sugar)':
    'ਕੰਬਣੀ, ਪਸੀਨਾ, ਭੁੱਖ ਜਾਂ ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ (ਸ਼ੂਗਰ ਘਟਣਾ)',
  'Do you have diabetes and feel shaky, sweaty or confused?':
    'ਕੀ ਤੁਹਾਨੂੰ ਸ਼ੂਗਰ ਹੈ ਤੇ ਹੁਣ ਕੰਬਣੀ ਛਿੜ ਰਹੀ ਹੈ, ਪਸੀਨਾ ਆ ਰਿਹਾ ਹੈ ਜਾਂ ਹੋਸ਼ ਟਿਕਾਣੇ ਨਹੀਂ?',
  'Low blood sugar must be treated straight away with sugar or a sweet drink.':
    'ਘਟੀ ਹੋਈ ਸ਼ੂਗਰ ਦਾ ਇਲਾਜ ਤੁਰੰਤ ਖੰਡ ਜਾਂ ਮਿੱਠਾ ਪਾਣੀ/ਸ਼ਰਬਤ ਦੇ ਕੇ ਕਰਨਾ ਜ਼ਰੂਰੀ ਹੈ।',
  'High blood sugar reading': 'ਸ਼ੂਗਰ ਵੱਧ ਆਉਣੀ',
  'Has your blood sugar been reading high?': 'ਕੀ ਤੁਹਾਡੀ ਸ਼ੂਗਰ ਚੈੱਕ ਕਰਨ ਤੇ ਵੱਧ ਆ ਰਹੀ ਹੈ?',
  'Fruity or nail-polish smelling breath': 'ਸਾਹ ਵਿੱਚੋਂ ਫਲਾਂ ਵਰਗੀ ਜਾਂ ਨੇਲ-ਪਾਲਿਸ਼ ਵਰਗੀ ਬੋ ਆਉਣੀ',
  'Does the breath smell fruity or like nail polish?':
    'ਕੀ ਸਾਹ ਵਿੱਚੋਂ ਫਲਾਂ ਵਰਗੀ ਜਾਂ ਨੇਲ-ਪਾਲਿਸ਼ ਵਰਗੀ ਬੋ ਆਉਂਦੀ ਹੈ?',
  'High blood pressure reading': 'ਬੀਪੀ ਵੱਧ ਆਉਣਾ',
  'Has your blood pressure been measured high?': 'ਕੀ ਤੁਹਾਡਾ ਬੀਪੀ (ਬਲੱਡ ਪ੍ਰੈਸ਼ਰ) ਚੈੱਕ ਕਰਨ ਤੇ ਵੱਧ ਆਇਆ ਹੈ?',
  'Craving to eat mud, chalk or ice': 'ਮਿੱਟੀ, ਚਾਕ ਜਾਂ ਬਰਫ਼ ਖਾਣ ਨੂੰ ਜੀਅ ਕਰਨਾ',
  'Do you crave eating mud, chalk or ice?': 'ਕੀ ਤੁਹਾਡਾ ਮਿੱਟੀ, ਚਾਕ ਜਾਂ ਬਰਫ਼ ਖਾਣ ਨੂੰ ਜੀਅ ਕਰਦਾ ਹੈ?',
  Headache: 'ਸਿਰ ਦਰਦ',
  'Do you have a headache?': 'ਕੀ ਤੁਹਾਡੇ ਸਿਰ ਵਿੱਚ ਦਰਦ ਹੈ?',
  'Sudden, very severe headache (worst ever)': 'ਅਚਾਨਕ, ਬਹੁਤ ਤੇਜ਼ ਸਿਰ ਦਰਦ (ਜ਼ਿੰਦਗੀ ਦਾ ਸਭ ਤੋਂ ਭੈੜਾ)',
  'Did the headache start suddenly and is it the worst you have ever had?':
    'ਕੀ ਸਿਰ ਦਰਦ ਅਚਾਨਕ ਸ਼ੁਰੂ ਹੋਇਆ ਤੇ ਇਹ ਹੁਣ ਤੱਕ ਦਾ ਸਭ ਤੋਂ ਤੇਜ਼ ਦਰਦ ਹੈ?',
  'A sudden, extremely severe headache can be bleeding in the brain.':
    'ਅਚਾਨਕ, ਬਹੁਤ ਹੀ ਤੇਜ਼ ਸਿਰ ਦਰਦ ਦਿਮਾਗ ਵਿੱਚ ਖੂਨ ਵਗਣ ਕਰਕੇ ਹੋ ਸਕਦਾ ਹੈ।',
  'Throbbing headache on one side': 'ਸਿਰ ਦੇ ਇੱਕ ਪਾਸੇ ਟਸ-ਟਸ ਕਰਦਾ ਦਰਦ',
  'Is the headache throbbing or on one side of the head?':
    'ਕੀ ਸਿਰ ਦਰਦ ਟਸ-ਟਸ ਕਰਦਾ ਹੈ ਜਾਂ ਸਿਰ ਦੇ ਇੱਕ ਪਾਸੇ ਹੈ?',
  'Pain behind the eyes': 'ਅੱਖਾਂ ਦੇ ਪਿੱਛੇ ਦਰਦ',
  'Do you have pain behind your eyes?': 'ਕੀ ਤੁਹਾਡੀਆਂ ਅੱਖਾਂ ਦੇ ਪਿੱਛੇ ਦਰਦ ਹੁੰਦਾ ਹੈ?',
  'Light hurts the eyes': 'ਰੌਸ਼ਨੀ ਨਾਲ ਅੱਖਾਂ ਦੁਖਣੀਆਂ',
  'Does bright light bother your eyes?': 'ਕੀ ਤੇਜ਼ ਰੌਸ਼ਨੀ ਨਾਲ ਅੱਖਾਂ ਨੂੰ ਤਕਲੀਫ਼ ਹੁੰਦੀ ਹੈ?',
  'Stiff neck (cannot bend chin to chest)': 'ਗਰਦਨ ਆਕੜਨੀ (ਠੋਡੀ ਛਾਤੀ ਨਾਲ ਨਾ ਲੱਗਣੀ)',
  'Is your neck stiff, so that you cannot touch your chin to your chest?':
    'ਕੀ ਤੁਹਾਡੀ ਗਰਦਨ ਆਕੜੀ ਹੋਈ ਹੈ, ਕਿ ਠੋਡੀ ਛਾਤੀ ਨਾਲ ਨਹੀਂ ਲੱਗਦੀ?',
  'Fits, seizure or convulsions': 'ਦੌਰਾ, ਮਿਰਗੀ ਜਾਂ ਝਟਕੇ ਪੈਣੇ',
  'Has there been a fit, seizure or jerking of the body?':
    'ਕੀ ਦੌਰਾ ਪਿਆ ਹੈ, ਮਿਰਗੀ ਪਈ ਹੈ ਜਾਂ ਸਰੀਰ ਨੂੰ ਝਟਕੇ ਲੱਗੇ ਹਨ?',
  'A seizure needs emergency help, especially a first one or one lasting over 5 minutes.':
    'ਦੌਰਾ ਪੈਣ ਤੇ ਐਮਰਜੈਂਸੀ ਮਦਦ ਚਾਹੀਦੀ ਹੈ, ਖ਼ਾਸ ਕਰਕੇ ਜੇ ਪਹਿਲੀ ਵਾਰ ਪਿਆ ਹੋਵੇ ਜਾਂ 5 ਮਿੰਟ ਤੋਂ ਵੱਧ ਚੱਲੇ।',
  'Face drooping on one side': 'ਚਿਹਰਾ ਇੱਕ ਪਾਸੇ ਨੂੰ ਲਟਕ ਜਾਣਾ',
  'Has one side of the face dropped or can the person not smile evenly?':
    'ਕੀ ਚਿਹਰੇ ਦਾ ਇੱਕ ਪਾਸਾ ਲਟਕ ਗਿਆ ਹੈ ਜਾਂ ਮਰੀਜ਼ ਸਿੱਧਾ ਮੁਸਕਰਾ ਨਹੀਂ ਸਕਦਾ?',
  'A drooping face is a sign of stroke. Every minute counts.':
    'ਚਿਹਰਾ ਲਟਕਣਾ ਅਧਰੰਗ (ਸਟ੍ਰੋਕ) ਦੀ ਨਿਸ਼ਾਨੀ ਹੈ। ਹਰ ਮਿੰਟ ਕੀਮਤੀ ਹੈ।',
  'Weakness or numbness of one arm, leg or side': 'ਇੱਕ ਬਾਂਹ, ਲੱਤ ਜਾਂ ਇੱਕ ਪਾਸੇ ਵਿੱਚ ਕਮਜ਼ੋਰੀ ਜਾਂ ਸੁੰਨਪਣ',
  'Is there sudden weakness or numbness in one arm, leg or one side of the body?':
    'ਕੀ ਇੱਕ ਬਾਂਹ, ਲੱਤ ਜਾਂ ਸਰੀਰ ਦੇ ਇੱਕ ਪਾਸੇ ਵਿੱਚ ਅਚਾਨਕ ਕਮਜ਼ੋਰੀ ਜਾਂ ਸੁੰਨਪਣ ਆ ਗਿਆ ਹੈ?',
  'Sudden weakness of one side is a sign of stroke. Every minute counts.':
    'ਇੱਕ ਪਾਸੇ ਦੀ ਅਚਾਨਕ ਕਮਜ਼ੋਰੀ ਅਧਰੰਗ (ਸਟ੍ਰੋਕ) ਦੀ ਨਿਸ਼ਾਨੀ ਹੈ। ਹਰ ਮਿੰਟ ਕੀਮਤੀ ਹੈ।',
  'Slurred or confused speech': 'ਜ਼ੁਬਾਨ ਥਥਲਾਉਣੀ ਜਾਂ ਬੋਲ ਸਮਝ ਨਾ ਆਉਣੇ',
  'Is the speech suddenly slurred or hard to understand?':
    'ਕੀ ਬੋਲਦਿਆਂ ਜ਼ੁਬਾਨ ਅਚਾਨਕ ਥਥਲਾਉਣ ਲੱਗੀ ਹੈ ਜਾਂ ਗੱਲ ਸਮਝ ਨਹੀਂ ਆਉਂਦੀ?',
  'Sudden difficulty speaking is a sign of stroke. Every minute counts.':
    'ਅਚਾਨਕ ਬੋਲਣ ਵਿੱਚ ਔਖ ਅਧਰੰਗ (ਸਟ੍ਰੋਕ) ਦੀ ਨਿਸ਼ਾਨੀ ਹੈ। ਹਰ ਮਿੰਟ ਕੀਮਤੀ ਹੈ।',
  'Sudden loss of vision or double vision': 'ਅਚਾਨਕ ਨਜ਼ਰ ਚਲੀ ਜਾਣੀ ਜਾਂ ਇੱਕ ਦੀਆਂ ਦੋ ਚੀਜ਼ਾਂ ਦਿਸਣੀਆਂ',
  'Have you suddenly lost vision or started seeing double?':
    'ਕੀ ਅਚਾਨਕ ਤੁਹਾਡੀ ਨਜ਼ਰ ਚਲੀ ਗਈ ਹੈ ਜਾਂ ਇੱਕ ਦੀਆਂ ਦੋ ਚੀਜ਼ਾਂ ਦਿਸਣ ਲੱਗੀਆਂ ਹਨ?',
  'Sudden loss of sight can be a stroke or an eye emergency.':
    'ਅਚਾਨਕ ਨਜ਼ਰ ਚਲੀ ਜਾਣੀ ਅਧਰੰਗ (ਸਟ੍ਰੋਕ) ਜਾਂ ਅੱਖ ਦੀ ਐਮਰਜੈਂਸੀ ਹੋ ਸਕਦੀ ਹੈ।',
  'Blurred or cloudy vision': 'ਧੁੰਦਲਾ ਜਾਂ ਜਾਲਾ ਜਿਹਾ ਦਿਸਣਾ',
  'Is your vision blurred or cloudy?': 'ਕੀ ਤੁਹਾਨੂੰ ਧੁੰਦਲਾ ਜਾਂ ਜਾਲਾ ਜਿਹਾ ਦਿਸਦਾ ਹੈ?',
  'Numbness, tingling or burning in hands or feet': 'ਹੱਥਾਂ ਜਾਂ ਪੈਰਾਂ ਵਿੱਚ ਸੁੰਨਪਣ, ਕੀੜੀਆਂ ਤੁਰਨੀਆਂ ਜਾਂ ਜਲਣ',
  'Do you have tingling, numbness or burning in your hands or feet?':
    'ਕੀ ਤੁਹਾਡੇ ਹੱਥਾਂ ਜਾਂ ਪੈਰਾਂ ਵਿੱਚ ਕੀੜੀਆਂ ਤੁਰਦੀਆਂ, ਸੁੰਨਪਣ ਜਾਂ ਜਲਣ ਹੁੰਦੀ ਹੈ?',
  'Shaking hands (tremor)': 'ਹੱਥ ਕੰਬਣੇ',
  'Do your hands shake or tremble?': 'ਕੀ ਤੁਹਾਡੇ ਹੱਥ ਕੰਬਦੇ ਹਨ?',
  'Dizziness or light-headedness': 'ਚੱਕਰ ਆਉਣੇ ਜਾਂ ਸਿਰ ਹਲਕਾ ਲੱਗਣਾ',
  'Do you feel dizzy or light-headed?': 'ਕੀ ਤੁਹਾਨੂੰ ਚੱਕਰ ਆਉਂਦੇ ਹਨ ਜਾਂ ਸਿਰ ਹਲਕਾ-ਹਲਕਾ ਲੱਗਦਾ ਹੈ?',
  'Room spinning (vertigo)': 'ਕਮਰਾ ਘੁੰਮਦਾ ਲੱਗਣਾ (ਵਰਟੀਗੋ)',
  'Does it feel as if the room is spinning?': 'ਕੀ ਇੰਜ ਲੱਗਦਾ ਹੈ ਜਿਵੇਂ ਕਮਰਾ ਘੁੰਮ ਰਿਹਾ ਹੋਵੇ?',
  'Unsteady walking or loss of balance': 'ਤੁਰਦਿਆਂ ਡਗਮਗਾਉਣਾ ਜਾਂ ਸੰਤੁਲਨ ਨਾ ਰਹਿਣਾ',
  'Are you unsteady on your feet or losing your balance?':
    'ਕੀ ਤੁਸੀਂ ਤੁਰਦਿਆਂ ਡਗਮਗਾਉਂਦੇ ਹੋ ਜਾਂ ਤੁਹਾਡਾ ਸੰਤੁਲਨ ਵਿਗੜਦਾ ਹੈ?',
  'Pain or pressure in the face or forehead': 'ਚਿਹਰੇ ਜਾਂ ਮੱਥੇ ਵਿੱਚ ਦਰਦ ਜਾਂ ਭਾਰੀਪਣ',
  'Do you feel pain or pressure in your cheeks or forehead?':
    'ਕੀ ਤੁਹਾਡੀਆਂ ਗੱਲ੍ਹਾਂ ਜਾਂ ਮੱਥੇ ਵਿੱਚ ਦਰਦ ਜਾਂ ਦਬਾਅ ਮਹਿਸੂਸ ਹੁੰਦਾ ਹੈ?',
  'Neck pain': 'ਗਰਦਨ ਵਿੱਚ ਦਰਦ',
  'Do you have neck pain?': 'ਕੀ ਤੁਹਾਡੀ ਗਰਦਨ ਵਿੱਚ ਦਰਦ ਹੈ?',
  'Cannot close one eye or move one side of the face':
    'ਇੱਕ ਅੱਖ ਬੰਦ ਨਾ ਹੋਣੀ ਜਾਂ ਚਿਹਰੇ ਦਾ ਇੱਕ ਪਾਸਾ ਨਾ ਹਿੱਲਣਾ',
  'Is one side of your face weak so you cannot close that eye fully?':
    'ਕੀ ਤੁਹਾਡੇ ਚਿਹਰੇ ਦਾ ਇੱਕ ਪਾਸਾ ਕਮਜ਼ੋਰ ਹੈ, ਕਿ ਉਸ ਪਾਸੇ ਦੀ ਅੱਖ ਪੂਰੀ ਬੰਦ ਨਹੀਂ ਹੁੰਦੀ?',
  'Trouble sleeping': 'ਨੀਂਦ ਨਾ ਆਉਣੀ',
  'Are you having trouble sleeping?': 'ਕੀ ਤੁਹਾਨੂੰ ਨੀਂਦ ਆਉਣ ਵਿੱਚ ਔਖ ਹੁੰਦੀ ਹੈ?',
  'Forgetfulness or poor concentration': 'ਭੁੱਲਣਾ ਜਾਂ ਧਿਆਨ ਨਾ ਟਿਕਣਾ',
  'Have you been more forgetful or unable to concentrate?':
    'ਕੀ ਤੁਸੀਂ ਪਹਿਲਾਂ ਨਾਲੋਂ ਵੱਧ ਭੁੱਲਣ ਲੱਗੇ ਹੋ ਜਾਂ ਤੁਹਾਡਾ ਧਿਆਨ ਨਹੀਂ ਟਿਕਦਾ?',
  'Feeling sad or low most days': 'ਜ਼ਿਆਦਾਤਰ ਦਿਨ ਉਦਾਸ ਜਾਂ ਮਨ ਬੁਝਿਆ ਰਹਿਣਾ',
  'Have you been feeling sad or low most days?':
    'ਕੀ ਜ਼ਿਆਦਾਤਰ ਦਿਨ ਤੁਹਾਡਾ ਮਨ ਉਦਾਸ ਜਾਂ ਬੁਝਿਆ-ਬੁਝਿਆ ਰਹਿੰਦਾ ਹੈ?',
  'No interest or pleasure in things': 'ਕਿਸੇ ਚੀਜ਼ ਵਿੱਚ ਦਿਲ ਨਾ ਲੱਗਣਾ ਜਾਂ ਖੁਸ਼ੀ ਨਾ ਮਿਲਣੀ',
  'Have you lost interest or pleasure in things you used to enjoy?':
    'ਕੀ ਜਿਹੜੇ ਕੰਮਾਂ ਵਿੱਚ ਪਹਿਲਾਂ ਮਜ਼ਾ ਆਉਂਦਾ ਸੀ, ਹੁਣ ਉਹਨਾਂ ਵਿੱਚ ਦਿਲ ਨਹੀਂ ਲੱਗਦਾ?',
  'Feeling hopeless or worthless': 'ਨਿਰਾਸ਼ ਜਾਂ ਆਪਣੇ-ਆਪ ਨੂੰ ਬੇਕਾਰ ਸਮਝਣਾ',
  'Do you feel hopeless or worthless?': 'ਕੀ ਤੁਸੀਂ ਨਿਰਾਸ਼ ਮਹਿਸੂਸ ਕਰਦੇ ਹੋ ਜਾਂ ਆਪਣੇ-ਆਪ ਨੂੰ ਬੇਕਾਰ ਸਮਝਦੇ ਹੋ?',
  'Thoughts of ending your life': 'ਆਪਣੀ ਜਾਨ ਲੈਣ ਦੇ ਖ਼ਿਆਲ',
  'Are you having thoughts of ending your life?': 'ਕੀ ਤੁਹਾਨੂੰ ਆਪਣੀ ਜਾਨ ਲੈਣ ਦੇ ਖ਼ਿਆਲ ਆ ਰਹੇ ਹਨ?',
  'You deserve support right now. Call Tele-MANAS 14416 (free, 24x7) or 112 if in danger.':
    'ਤੁਸੀਂ ਹੁਣੇ ਮਦਦ ਦੇ ਹੱਕਦਾਰ ਹੋ। Tele-MANAS 14416 (ਮੁਫ਼ਤ, 24x7) ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਖ਼ਤਰਾ ਹੋਵੇ ਤਾਂ 112 ਤੇ।',
  'Hurting yourself on purpose': 'ਜਾਣ-ਬੁੱਝ ਕੇ ਆਪਣੇ-ਆਪ ਨੂੰ ਸੱਟ ਮਾਰਨੀ',
  'Have you hurt yourself or thought about hurting yourself?':
    'ਕੀ ਤੁਸੀਂ ਆਪਣੇ-ਆਪ ਨੂੰ ਸੱਟ ਮਾਰੀ ਹੈ ਜਾਂ ਇਸ ਬਾਰੇ ਸੋਚਿਆ ਹੈ?',
  'Self-harm needs help now: call 112, or Tele-MANAS 14416 to talk to a counsellor.':
    'ਆਪਣੇ-ਆਪ ਨੂੰ ਨੁਕਸਾਨ ਪਹੁੰਚਾਉਣ ਤੇ ਹੁਣੇ ਮਦਦ ਚਾਹੀਦੀ ਹੈ: 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਕਾਊਂਸਲਰ ਨਾਲ ਗੱਲ ਕਰਨ ਲਈ Tele-MANAS 14416 ਤੇ।',
  'Constant worry, nervousness or restlessness': 'ਹਰ ਵੇਲੇ ਫ਼ਿਕਰ, ਘਬਰਾਹਟ ਜਾਂ ਬੇਚੈਨੀ',
  'Do you feel worried, nervous or on edge most of the time?':
    'ਕੀ ਤੁਹਾਨੂੰ ਜ਼ਿਆਦਾਤਰ ਵੇਲੇ ਫ਼ਿਕਰ, ਘਬਰਾਹਟ ਜਾਂ ਬੇਚੈਨੀ ਰਹਿੰਦੀ ਹੈ?',
  'Sudden attacks of intense fear with racing heart': 'ਅਚਾਨਕ ਬਹੁਤ ਡਰ ਦੇ ਦੌਰੇ ਤੇ ਦਿਲ ਜ਼ੋਰ ਨਾਲ ਧੜਕਣਾ',
  'Do you get sudden attacks of intense fear that peak within minutes?':
    'ਕੀ ਤੁਹਾਨੂੰ ਅਚਾਨਕ ਬਹੁਤ ਡਰ ਦੇ ਦੌਰੇ ਪੈਂਦੇ ਹਨ ਜੋ ਕੁਝ ਮਿੰਟਾਂ ਵਿੱਚ ਸਿਖਰ ਤੇ ਪਹੁੰਚ ਜਾਂਦੇ ਹਨ?',
  'Irritability or anger': 'ਚਿੜਚਿੜਾਪਣ ਜਾਂ ਗੁੱਸਾ',
  'Have you been more irritable or angry than usual?': 'ਕੀ ਤੁਸੀਂ ਆਮ ਨਾਲੋਂ ਵੱਧ ਚਿੜਚਿੜੇ ਜਾਂ ਗੁੱਸੇ ਵਿੱਚ ਰਹਿੰਦੇ ਹੋ?',
  'Hearing voices or seeing things others do not':
    'ਅਜਿਹੀਆਂ ਆਵਾਜ਼ਾਂ ਸੁਣਨੀਆਂ ਜਾਂ ਚੀਜ਼ਾਂ ਦਿਸਣੀਆਂ ਜੋ ਹੋਰਾਂ ਨੂੰ ਨਹੀਂ ਦਿਸਦੀਆਂ',
  'Are you hearing voices or seeing things that others do not?':
    'ਕੀ ਤੁਹਾਨੂੰ ਅਜਿਹੀਆਂ ਆਵਾਜ਼ਾਂ ਸੁਣਦੀਆਂ ਜਾਂ ਚੀਜ਼ਾਂ ਦਿਸਦੀਆਂ ਹਨ ਜੋ ਹੋਰਾਂ ਨੂੰ ਨਹੀਂ ਸੁਣਦੀਆਂ-ਦਿਸਦੀਆਂ?',
  'New voices or strange beliefs need a mental-health doctor soon.':
    'ਨਵੀਆਂ ਆਵਾਜ਼ਾਂ ਸੁਣਨ ਜਾਂ ਅਜੀਬ ਵਿਸ਼ਵਾਸਾਂ ਲਈ ਜਲਦੀ ਮਾਨਸਿਕ ਰੋਗਾਂ ਦੇ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਉਣਾ ਚਾਹੀਦਾ ਹੈ।',
  'Drinking alcohol heavily or unable to stop': 'ਬਹੁਤ ਸ਼ਰਾਬ ਪੀਣੀ ਜਾਂ ਛੱਡ ਨਾ ਸਕਣਾ',
  'Do you drink alcohol most days or find it hard to stop?':
    'ਕੀ ਤੁਸੀਂ ਤਕਰੀਬਨ ਰੋਜ਼ ਸ਼ਰਾਬ ਪੀਂਦੇ ਹੋ ਜਾਂ ਤੁਹਾਥੋਂ ਛੱਡੀ ਨਹੀਂ ਜਾਂਦੀ?',
  'Chest pain': 'ਛਾਤੀ ਵਿੱਚ ਦਰਦ',
  'Do you have chest pain?': 'ਕੀ ਤੁਹਾਡੀ ਛਾਤੀ ਵਿੱਚ ਦਰਦ ਹੈ?',
  'Chest pain must be checked by a doctor the same day; call 108 if it is severe.':
    'ਛਾਤੀ ਦਾ ਦਰਦ ਉਸੇ ਦਿਨ ਡਾਕਟਰ ਤੋਂ ਚੈੱਕ ਕਰਵਾਉਣਾ ਜ਼ਰੂਰੀ ਹੈ; ਦਰਦ ਤੇਜ਼ ਹੋਵੇ ਤਾਂ 108 ਤੇ ਫ਼ੋਨ ਕਰੋ।',
  'Chest pain spreading to the arm, jaw, neck or back':
    'ਛਾਤੀ ਦਾ ਦਰਦ ਜੋ ਬਾਂਹ, ਜਬਾੜੇ, ਗਰਦਨ ਜਾਂ ਪਿੱਠ ਵੱਲ ਜਾਵੇ',
  'Does the chest pain spread to your arm, jaw, neck or back?':
    'ਕੀ ਛਾਤੀ ਦਾ ਦਰਦ ਤੁਹਾਡੀ ਬਾਂਹ, ਜਬਾੜੇ, ਗਰਦਨ ਜਾਂ ਪਿੱਠ ਵੱਲ ਜਾਂਦਾ ਹੈ?',
  'Chest pain spreading to the arm, jaw or back can be a heart attack.':
    'ਬਾਂਹ, ਜਬਾੜੇ ਜਾਂ ਪਿੱਠ ਵੱਲ ਜਾਂਦਾ ਛਾਤੀ ਦਾ ਦਰਦ ਦਿਲ ਦਾ ਦੌਰਾ (ਹਾਰਟ ਅਟੈਕ) ਹੋ ਸਕਦਾ ਹੈ।',
  'Heaviness, pressure or tightness in the chest': 'ਛਾਤੀ ਵਿੱਚ ਭਾਰ, ਦਬਾਅ ਜਾਂ ਜਕੜਨ',
  'Does your chest feel heavy, tight or squeezed?': 'ਕੀ ਤੁਹਾਡੀ ਛਾਤੀ ਭਾਰੀ, ਜਕੜੀ ਹੋਈ ਜਾਂ ਘੁੱਟੀ ਹੋਈ ਲੱਗਦੀ ਹੈ?',
  'Crushing heaviness in the chest can be a heart attack.':
    'ਛਾਤੀ ਵਿੱਚ ਕੁਚਲਣ ਵਾਲਾ ਭਾਰ ਦਿਲ ਦਾ ਦੌਰਾ (ਹਾਰਟ ਅਟੈਕ) ਹੋ ਸਕਦਾ ਹੈ।',
  'Chest pain on walking or exertion that eases with rest':
    'ਤੁਰਨ ਜਾਂ ਮਿਹਨਤ ਕਰਨ ਤੇ ਛਾਤੀ ਦਾ ਦਰਦ ਜੋ ਆਰਾਮ ਕਰਨ ਨਾਲ ਹਟ ਜਾਵੇ',
  'Does the chest pain come on when you walk or exert yourself and ease with rest?':
    'ਕੀ ਛਾਤੀ ਦਾ ਦਰਦ ਤੁਰਨ ਜਾਂ ਮਿਹਨਤ ਕਰਨ ਤੇ ਹੁੰਦਾ ਹੈ ਤੇ ਆਰਾਮ ਕਰਨ ਨਾਲ ਹਟ ਜਾਂਦਾ ਹੈ?',
  'Chest pain on exertion can be angina and needs a doctor soon.':
    'ਮਿਹਨਤ ਕਰਨ ਤੇ ਛਾਤੀ ਦਾ ਦਰਦ ਐਨਜਾਈਨਾ (ਦਿਲ ਨੂੰ ਖੂਨ ਘੱਟ ਪਹੁੰਚਣਾ) ਹੋ ਸਕਦਾ ਹੈ, ਜਲਦੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ।',
  'Burning behind the breastbone (heartburn)': 'ਛਾਤੀ ਦੀ ਹੱਡੀ ਪਿੱਛੇ ਜਲਣ (ਸੀਨੇ ਵਿੱਚ ਜਲਣ)',
  'Do you get a burning feeling behind the breastbone, often after meals?':
    'ਕੀ ਤੁਹਾਨੂੰ ਛਾਤੀ ਦੀ ਹੱਡੀ ਦੇ ਪਿੱਛੇ ਜਲਣ ਹੁੰਦੀ ਹੈ, ਅਕਸਰ ਖਾਣਾ ਖਾਣ ਮਗਰੋਂ?',
  'Racing, pounding or irregular heartbeat': 'ਦਿਲ ਤੇਜ਼ ਧੜਕਣਾ, ਧੱਕ-ਧੱਕ ਕਰਨਾ ਜਾਂ ਬੇਤਰਤੀਬ ਧੜਕਣਾ',
  'Do you feel your heart racing, pounding or beating irregularly?':
    'ਕੀ ਤੁਹਾਡਾ ਦਿਲ ਤੇਜ਼ ਧੜਕਦਾ, ਧੱਕ-ਧੱਕ ਕਰਦਾ ਜਾਂ ਬੇਤਰਤੀਬ ਧੜਕਦਾ ਮਹਿਸੂਸ ਹੁੰਦਾ ਹੈ?',
  'Shortness of breath': 'ਸਾਹ ਚੜ੍ਹਨਾ',
  'Are you short of breath?': 'ਕੀ ਤੁਹਾਡਾ ਸਾਹ ਚੜ੍ਹਦਾ ਹੈ?',
  'New breathlessness should be seen by a doctor the same day.':
    'ਨਵਾਂ-ਨਵਾਂ ਸਾਹ ਚੜ੍ਹਨ ਲੱਗੇ ਤਾਂ ਉਸੇ ਦਿਨ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਉਣਾ ਚਾਹੀਦਾ ਹੈ।',
  'Severe difficulty breathing (cannot speak in full sentences)':
    'ਸਾਹ ਲੈਣ ਵਿੱਚ ਬਹੁਤ ਔਖ (ਪੂਰਾ ਵਾਕ ਨਾ ਬੋਲ ਸਕਣਾ)',
  'Is breathing so hard that speaking in full sentences is difficult?':
    'ਕੀ ਸਾਹ ਇੰਨਾ ਔਖਾ ਆਉਂਦਾ ਹੈ ਕਿ ਪੂਰਾ ਵਾਕ ਬੋਲਣਾ ਔਖਾ ਹੈ?',
  'Severe breathing difficulty is life-threatening.': 'ਸਾਹ ਲੈਣ ਵਿੱਚ ਬਹੁਤ ਔਖ ਜਾਨ ਲਈ ਖ਼ਤਰਾ ਹੈ।',
  'Blue or grey lips, tongue or face': 'ਬੁੱਲ੍ਹ, ਜੀਭ ਜਾਂ ਚਿਹਰਾ ਨੀਲਾ ਜਾਂ ਸਲੇਟੀ ਹੋਣਾ',
  'Are the lips or face turning blue or grey?': 'ਕੀ ਬੁੱਲ੍ਹ ਜਾਂ ਚਿਹਰਾ ਨੀਲਾ ਜਾਂ ਸਲੇਟੀ ਹੋ ਰਿਹਾ ਹੈ?',
  'Blue lips mean the body is not getting enough oxygen.':
    'ਨੀਲੇ ਬੁੱਲ੍ਹਾਂ ਦਾ ਮਤਲਬ ਹੈ ਕਿ ਸਰੀਰ ਨੂੰ ਪੂਰੀ ਆਕਸੀਜਨ ਨਹੀਂ ਮਿਲ ਰਹੀ।',
  'Wheezing (whistling sound when breathing)': 'ਸਾਹ ਵਿੱਚ ਘਰਘਰਾਹਟ (ਸਾਹ ਲੈਂਦਿਆਂ ਸੀਟੀ ਵੱਜਣੀ)',
  'Is there a whistling sound (wheeze) when you breathe?':
    'ਕੀ ਸਾਹ ਲੈਂਦਿਆਂ ਸੀਟੀ ਵਰਗੀ ਆਵਾਜ਼ (ਘਰਘਰਾਹਟ) ਆਉਂਦੀ ਹੈ?',
  'Breathless on walking or climbing stairs': 'ਤੁਰਨ ਜਾਂ ਪੌੜੀਆਂ ਚੜ੍ਹਨ ਤੇ ਸਾਹ ਚੜ੍ਹਨਾ',
  'Do you get out of breath when walking or climbing stairs?':
    'ਕੀ ਤੁਰਨ ਜਾਂ ਪੌੜੀਆਂ ਚੜ੍ਹਨ ਤੇ ਤੁਹਾਡਾ ਸਾਹ ਚੜ੍ਹ ਜਾਂਦਾ ਹੈ?',
  'Breathless when lying flat or waking up breathless':
    'ਸਿੱਧਾ ਲੇਟਣ ਤੇ ਸਾਹ ਚੜ੍ਹਨਾ ਜਾਂ ਸਾਹ ਚੜ੍ਹਨ ਨਾਲ ਜਾਗ ਖੁੱਲ੍ਹਣੀ',
  'Do you get breathless when lying flat or wake up at night short of breath?':
    'ਕੀ ਸਿੱਧਾ ਲੇਟਣ ਤੇ ਤੁਹਾਡਾ ਸਾਹ ਚੜ੍ਹਦਾ ਹੈ ਜਾਂ ਰਾਤ ਨੂੰ ਸਾਹ ਚੜ੍ਹਨ ਕਰਕੇ ਜਾਗ ਖੁੱਲ੍ਹ ਜਾਂਦੀ ਹੈ?',
  Cough: 'ਖੰਘ',
  'Do you have a cough?': 'ਕੀ ਤੁਹਾਨੂੰ ਖੰਘ ਹੈ?',
  'Dry cough': 'ਸੁੱਕੀ ਖੰਘ',
  'Is the cough dry?': 'ਕੀ ਖੰਘ ਸੁੱਕੀ ਹੈ?',
  'Cough with phlegm': 'ਬਲਗਮ ਵਾਲੀ ਖੰਘ',
  'Are you coughing up phlegm?': 'ਕੀ ਖੰਘਣ ਤੇ ਬਲਗਮ ਨਿਕਲਦੀ ਹੈ?',
  'Cough for more than 2 weeks': '2 ਹਫ਼ਤਿਆਂ ਤੋਂ ਵੱਧ ਦੀ ਖੰਘ',
  'Has the cough lasted more than 2 weeks?': 'ਕੀ ਖੰਘ ਨੂੰ 2 ਹਫ਼ਤਿਆਂ ਤੋਂ ਵੱਧ ਹੋ ਗਏ ਹਨ?',
  'Coughing up blood': 'ਖੰਘ ਵਿੱਚ ਖੂਨ ਆਉਣਾ',
  'Have you coughed up blood?': 'ਕੀ ਖੰਘਣ ਤੇ ਤੁਹਾਨੂੰ ਖੂਨ ਆਇਆ ਹੈ?',
  'Coughing up blood must be checked by a doctor the same day.':
    'ਖੰਘ ਵਿੱਚ ਖੂਨ ਆਵੇ ਤਾਂ ਉਸੇ ਦਿਨ ਡਾਕਟਰ ਤੋਂ ਚੈੱਕ ਕਰਵਾਉਣਾ ਜ਼ਰੂਰੀ ਹੈ।',
  'Fast breathing': 'ਤੇਜ਼-ਤੇਜ਼ ਸਾਹ ਲੈਣਾ',
  'Is the breathing faster than normal?': 'ਕੀ ਸਾਹ ਆਮ ਨਾਲੋਂ ਤੇਜ਼ ਚੱਲ ਰਿਹਾ ਹੈ?',
  'Lower chest sinks in with each breath (child)': 'ਹਰ ਸਾਹ ਨਾਲ ਛਾਤੀ ਦਾ ਹੇਠਲਾ ਹਿੱਸਾ ਅੰਦਰ ਧਸਣਾ (ਬੱਚਾ)',
  'Does the lower chest sink in when the child breathes in?':
    'ਕੀ ਬੱਚੇ ਦੇ ਸਾਹ ਅੰਦਰ ਲੈਂਦਿਆਂ ਛਾਤੀ ਦਾ ਹੇਠਲਾ ਹਿੱਸਾ ਅੰਦਰ ਧਸਦਾ ਹੈ?',
  'Chest sinking in with breaths is a danger sign of severe pneumonia in children.':
    'ਸਾਹ ਨਾਲ ਛਾਤੀ ਅੰਦਰ ਧਸਣੀ ਬੱਚਿਆਂ ਵਿੱਚ ਗੰਭੀਰ ਨਿਮੋਨੀਏ ਦੀ ਖ਼ਤਰੇ ਵਾਲੀ ਨਿਸ਼ਾਨੀ ਹੈ।',
  'Swollen feet or ankles': 'ਪੈਰਾਂ ਜਾਂ ਗਿੱਟਿਆਂ ਤੇ ਸੋਜ',
  'Are your feet or ankles swollen?': 'ਕੀ ਤੁਹਾਡੇ ਪੈਰ ਜਾਂ ਗਿੱਟੇ ਸੁੱਜੇ ਹੋਏ ਹਨ?',
  'Runny nose': 'ਨੱਕ ਵਗਣਾ',
  'Do you have a runny nose?': 'ਕੀ ਤੁਹਾਡਾ ਨੱਕ ਵਗ ਰਿਹਾ ਹੈ?',
  'Blocked nose': 'ਨੱਕ ਬੰਦ ਹੋਣਾ',
  'Is your nose blocked?': 'ਕੀ ਤੁਹਾਡਾ ਨੱਕ ਬੰਦ ਹੈ?',
  Sneezing: 'ਛਿੱਕਾਂ ਆਉਣੀਆਂ',
  'Are you sneezing a lot?': 'ਕੀ ਤੁਹਾਨੂੰ ਬਹੁਤ ਛਿੱਕਾਂ ਆ ਰਹੀਆਂ ਹਨ?',
  'Sore throat': 'ਗਲਾ ਖ਼ਰਾਬ / ਗਲੇ ਵਿੱਚ ਦਰਦ',
  'Do you have a sore throat?': 'ਕੀ ਤੁਹਾਡਾ ਗਲਾ ਖ਼ਰਾਬ ਹੈ ਜਾਂ ਗਲੇ ਵਿੱਚ ਦਰਦ ਹੈ?',
  'Hoarse or lost voice': 'ਗਲਾ ਬੈਠਣਾ ਜਾਂ ਆਵਾਜ਼ ਚਲੀ ਜਾਣੀ',
  'Has your voice become hoarse?': 'ਕੀ ਤੁਹਾਡਾ ਗਲਾ ਬੈਠ ਗਿਆ ਹੈ (ਆਵਾਜ਼ ਭਾਰੀ ਹੋ ਗਈ ਹੈ)?',
  'Difficulty or pain swallowing': 'ਨਿਗਲਣ ਵਿੱਚ ਔਖ ਜਾਂ ਦਰਦ',
  'Is it hard or painful to swallow?': 'ਕੀ ਕੁਝ ਨਿਗਲਣਾ ਔਖਾ ਜਾਂ ਦਰਦ ਵਾਲਾ ਹੈ?',
  'Loss of smell or taste': 'ਸੁੰਘਣ ਜਾਂ ਸੁਆਦ ਦਾ ਪਤਾ ਨਾ ਲੱਗਣਾ',
  'Have you lost your sense of smell or taste?': 'ਕੀ ਤੁਹਾਨੂੰ ਖੁਸ਼ਬੂ-ਬਦਬੂ ਜਾਂ ਸੁਆਦ ਦਾ ਪਤਾ ਲੱਗਣਾ ਬੰਦ ਹੋ ਗਿਆ ਹੈ?',
  'Swelling of lips, tongue or throat': 'ਬੁੱਲ੍ਹਾਂ, ਜੀਭ ਜਾਂ ਗਲੇ ਵਿੱਚ ਸੋਜ',
  'Are your lips, tongue or throat swelling?': 'ਕੀ ਤੁਹਾਡੇ ਬੁੱਲ੍ਹ, ਜੀਭ ਜਾਂ ਗਲਾ ਸੁੱਜ ਰਹੇ ਹਨ?',
  'Swelling of the lips, tongue or throat can block breathing (severe allergy).':
    'ਬੁੱਲ੍ਹਾਂ, ਜੀਭ ਜਾਂ ਗਲੇ ਦੀ ਸੋਜ ਸਾਹ ਰੋਕ ਸਕਦੀ ਹੈ (ਗੰਭੀਰ ਐਲਰਜੀ)।',
  'Puffy face or swelling of face and hands': 'ਚਿਹਰਾ ਫੁੱਲਣਾ ਜਾਂ ਚਿਹਰੇ ਤੇ ਹੱਥਾਂ ਤੇ ਸੋਜ',
  'Is your face or are your hands puffy or swollen?': 'ਕੀ ਤੁਹਾਡਾ ਚਿਹਰਾ ਜਾਂ ਹੱਥ ਫੁੱਲੇ ਜਾਂ ਸੁੱਜੇ ਹੋਏ ਹਨ?',
  'Lump in the breast': 'ਛਾਤੀ (ਬ੍ਰੈਸਟ) ਵਿੱਚ ਗੰਢ',
  'Have you felt a new lump in the breast?': 'ਕੀ ਤੁਹਾਨੂੰ ਛਾਤੀ (ਬ੍ਰੈਸਟ) ਵਿੱਚ ਕੋਈ ਨਵੀਂ ਗੰਢ ਮਹਿਸੂਸ ਹੋਈ ਹੈ?',
  'A new breast lump should be examined by a doctor soon.':
    'ਛਾਤੀ (ਬ੍ਰੈਸਟ) ਵਿੱਚ ਨਵੀਂ ਗੰਢ ਜਲਦੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਉਣੀ ਚਾਹੀਦੀ ਹੈ।',
  'Stomach or belly pain': 'ਢਿੱਡ ਵਿੱਚ ਦਰਦ',
  'Do you have stomach pain?': 'ਕੀ ਤੁਹਾਡੇ ਢਿੱਡ ਵਿੱਚ ਦਰਦ ਹੈ?',
  'Sudden, severe stomach pain': 'ਅਚਾਨਕ, ਤੇਜ਼ ਢਿੱਡ ਦਰਦ',
  'Is the stomach pain sudden and severe?': 'ਕੀ ਢਿੱਡ ਦਾ ਦਰਦ ਅਚਾਨਕ ਤੇ ਬਹੁਤ ਤੇਜ਼ ਹੈ?',
  'Sudden severe stomach pain can be a surgical emergency or internal bleeding.':
    'ਅਚਾਨਕ ਤੇਜ਼ ਢਿੱਡ ਦਰਦ ਅਪਰੇਸ਼ਨ ਵਾਲੀ ਐਮਰਜੈਂਸੀ ਜਾਂ ਅੰਦਰੂਨੀ ਖੂਨ ਵਗਣਾ ਹੋ ਸਕਦਾ ਹੈ।',
  'Pain that moves to the lower right belly': 'ਦਰਦ ਜੋ ਢਿੱਡ ਦੇ ਸੱਜੇ ਹੇਠਲੇ ਪਾਸੇ ਚਲਾ ਜਾਵੇ',
  'Is the pain in the lower right part of the belly, or did it move there from the navel?':
    'ਕੀ ਦਰਦ ਢਿੱਡ ਦੇ ਸੱਜੇ ਹੇਠਲੇ ਪਾਸੇ ਹੈ, ਜਾਂ ਧੁੰਨੀ ਤੋਂ ਸ਼ੁਰੂ ਹੋ ਕੇ ਉੱਥੇ ਚਲਾ ਗਿਆ ਹੈ?',
};

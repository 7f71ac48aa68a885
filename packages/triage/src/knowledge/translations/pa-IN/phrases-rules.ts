export const PHRASES_RULES: Record<string, string> = {
  'This could be a heart attack. Call 108 or 112 now, or go to the nearest emergency department. Sit and rest while you wait; do not drive yourself.':
    'ਇਹ ਦਿਲ ਦਾ ਦੌਰਾ (ਹਾਰਟ ਅਟੈਕ) ਹੋ ਸਕਦਾ ਹੈ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ। ਉਡੀਕ ਕਰਦਿਆਂ ਬੈਠ ਕੇ ਆਰਾਮ ਕਰੋ; ਆਪ ਗੱਡੀ ਚਲਾ ਕੇ ਨਾ ਜਾਓ।',
  'Chest pain with sweating, breathlessness, sickness or dizziness could be a heart attack. Call 108 or 112 now, or go to the nearest emergency department.':
    'ਪਸੀਨੇ, ਸਾਹ ਚੜ੍ਹਨ, ਜੀਅ ਕੱਚਾ ਹੋਣ ਜਾਂ ਚੱਕਰ ਨਾਲ ਛਾਤੀ ਦਾ ਦਰਦ ਦਿਲ ਦਾ ਦੌਰਾ (ਹਾਰਟ ਅਟੈਕ) ਹੋ ਸਕਦਾ ਹੈ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ।',
  'A racing heart with fainting, chest pain or breathlessness needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'ਬੇਹੋਸ਼ੀ, ਛਾਤੀ ਦੇ ਦਰਦ ਜਾਂ ਸਾਹ ਚੜ੍ਹਨ ਨਾਲ ਦਿਲ ਦਾ ਤੇਜ਼ ਧੜਕਣਾ ਐਮਰਜੈਂਸੀ ਹੈ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ।',
  'Bleeding from the vagina with fainting or feeling faint needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'ਯੋਨੀ (ਥੱਲਿਓਂ) ਖੂਨ ਪੈਣ ਨਾਲ ਬੇਹੋਸ਼ੀ ਜਾਂ ਬੇਹੋਸ਼ੀ ਵਰਗਾ ਮਹਿਸੂਸ ਹੋਣਾ ਐਮਰਜੈਂਸੀ ਹੈ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ।',
  'A swollen leg with breathlessness or chest pain can be a clot in the lungs. Call 108 or 112 now, or go to the nearest emergency department.':
    'ਸਾਹ ਚੜ੍ਹਨ ਜਾਂ ਛਾਤੀ ਦੇ ਦਰਦ ਨਾਲ ਸੁੱਜੀ ਹੋਈ ਲੱਤ ਫੇਫੜਿਆਂ ਵਿੱਚ ਖੂਨ ਦਾ ਗਤਲਾ ਹੋ ਸਕਦੀ ਹੈ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ।',
  'Very high blood pressure with these symptoms is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'ਇਹਨਾਂ ਲੱਛਣਾਂ ਨਾਲ ਬਹੁਤ ਵਧਿਆ ਹੋਇਆ ਬੀਪੀ ਐਮਰਜੈਂਸੀ ਹੈ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ।',
  'These are signs of a stroke. Call 108 or 112 now, or go to the nearest emergency department. Note the time the symptoms started — every minute counts.':
    'ਇਹ ਅਧਰੰਗ (ਸਟ੍ਰੋਕ) ਦੀਆਂ ਨਿਸ਼ਾਨੀਆਂ ਹਨ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ। ਲੱਛਣ ਸ਼ੁਰੂ ਹੋਣ ਦਾ ਸਮਾਂ ਨੋਟ ਕਰ ਲਓ — ਹਰ ਮਿੰਟ ਕੀਮਤੀ ਹੈ।',
  'A headache with weakness, speech, vision changes or confusion could be a stroke or bleeding in the brain. Call 108 or 112 now, or go to the nearest emergency department.':
    'ਕਮਜ਼ੋਰੀ, ਬੋਲਣ ਜਾਂ ਨਜ਼ਰ ਵਿੱਚ ਫ਼ਰਕ, ਜਾਂ ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣ ਨਾਲ ਸਿਰ ਦਰਦ ਅਧਰੰਗ (ਸਟ੍ਰੋਕ) ਜਾਂ ਦਿਮਾਗ ਵਿੱਚ ਖੂਨ ਵਗਣਾ ਹੋ ਸਕਦਾ ਹੈ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ।',
  'A sudden, worst-ever headache can be bleeding in the brain. Call 108 or 112 now, or go to the nearest emergency department.':
    'ਅਚਾਨਕ, ਜ਼ਿੰਦਗੀ ਦਾ ਸਭ ਤੋਂ ਤੇਜ਼ ਸਿਰ ਦਰਦ ਦਿਮਾਗ ਵਿੱਚ ਖੂਨ ਵਗਣਾ ਹੋ ਸਕਦਾ ਹੈ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ।',
  'Sudden loss of vision needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'ਅਚਾਨਕ ਨਜ਼ਰ ਚਲੀ ਜਾਣਾ ਐਮਰਜੈਂਸੀ ਹੈ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ।',
  'A fit or seizure needs emergency help. Call 108 or 112 now, or go to the nearest emergency department. Lay the person on their side, put nothing in the mouth and time the fit.':
    'ਦੌਰਾ ਜਾਂ ਮਿਰਗੀ ਪੈਣ ਤੇ ਐਮਰਜੈਂਸੀ ਮਦਦ ਚਾਹੀਦੀ ਹੈ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ। ਮਰੀਜ਼ ਨੂੰ ਇੱਕ ਪਾਸੇ ਵੱਲ ਲਿਟਾਓ, ਮੂੰਹ ਵਿੱਚ ਕੁਝ ਨਾ ਪਾਓ ਤੇ ਦੇਖੋ ਕਿ ਦੌਰਾ ਕਿੰਨਾ ਸਮਾਂ ਰਿਹਾ।',
  'A person who is unconscious, very drowsy or suddenly confused needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'ਜੋ ਮਰੀਜ਼ ਬੇਹੋਸ਼ ਹੈ, ਬਹੁਤ ਊਂਘ ਰਿਹਾ ਹੈ ਜਾਂ ਅਚਾਨਕ ਹੋਸ਼ ਟਿਕਾਣੇ ਨਹੀਂ ਰਹੀ, ਉਸਨੂੰ ਐਮਰਜੈਂਸੀ ਇਲਾਜ ਚਾਹੀਦਾ ਹੈ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ।',
  'Fever with a stiff neck can be meningitis. Call 108 or 112 now, or go to the nearest emergency department.':
    'ਗਰਦਨ ਆਕੜਨ ਨਾਲ ਬੁਖਾਰ ਦਿਮਾਗੀ ਬੁਖਾਰ (ਮੈਨਿਨਜਾਈਟਿਸ) ਹੋ ਸਕਦਾ ਹੈ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ।',
  'A rash that does not fade under a glass can be meningitis or sepsis. Call 108 or 112 now, or go to the nearest emergency department.':
    'ਜੋ ਧੱਫੜ ਗਲਾਸ ਦਬਾਉਣ ਤੇ ਫਿੱਕੇ ਨਾ ਪੈਣ, ਉਹ ਦਿਮਾਗੀ ਬੁਖਾਰ (ਮੈਨਿਨਜਾਈਟਿਸ) ਜਾਂ ਖੂਨ ਵਿੱਚ ਜ਼ਹਿਰ (ਸੈਪਸਿਸ) ਹੋ ਸਕਦੇ ਹਨ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ।',
  'Fever with confusion, fits or drowsiness can be brain fever, cerebral malaria or sepsis. Call 108 or 112 now, or go to the nearest emergency department.':
    'ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣ, ਦੌਰੇ ਜਾਂ ਊਂਘ ਨਾਲ ਬੁਖਾਰ ਦਿਮਾਗੀ ਬੁਖਾਰ, ਦਿਮਾਗੀ ਮਲੇਰੀਆ ਜਾਂ ਖੂਨ ਵਿੱਚ ਜ਼ਹਿਰ (ਸੈਪਸਿਸ) ਹੋ ਸਕਦਾ ਹੈ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ।',
  'A head injury with vomiting, drowsiness, fits or weakness needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'ਉਲਟੀ, ਊਂਘ, ਦੌਰੇ ਜਾਂ ਕਮਜ਼ੋਰੀ ਨਾਲ ਸਿਰ ਦੀ ਸੱਟ ਐਮਰਜੈਂਸੀ ਹੈ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ।',
  'Severe breathing difficulty or blue lips is an emergency. Call 108 or 112 now, or go to the nearest emergency department. Sit upright and loosen tight clothing.':
    'ਸਾਹ ਲੈਣ ਵਿੱਚ ਬਹੁਤ ਔਖ ਜਾਂ ਨੀਲੇ ਬੁੱਲ੍ਹ ਐਮਰਜੈਂਸੀ ਹਨ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ। ਸਿੱਧੇ ਹੋ ਕੇ ਬੈਠੋ ਤੇ ਤੰਗ ਕੱਪੜੇ ਢਿੱਲੇ ਕਰ ਦਿਓ।',
  'Swelling of the lips, tongue or throat can be a severe allergic reaction. Call 108 or 112 now, or go to the nearest emergency department.':
    'ਬੁੱਲ੍ਹਾਂ, ਜੀਭ ਜਾਂ ਗਲੇ ਦੀ ਸੋਜ ਗੰਭੀਰ ਐਲਰਜੀ ਹੋ ਸਕਦੀ ਹੈ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ।',
  'Hives with breathing difficulty or faintness can be anaphylaxis. Call 108 or 112 now, or go to the nearest emergency department.':
    'ਸਾਹ ਦੀ ਔਖ ਜਾਂ ਬੇਹੋਸ਼ੀ ਵਰਗਾ ਲੱਗਣ ਨਾਲ ਪਿੱਤ (ਉੱਭਰੇ ਧੱਫੜ) ਬਹੁਤ ਗੰਭੀਰ ਐਲਰਜੀ (ਐਨਾਫਾਈਲੈਕਸਿਸ) ਹੋ ਸਕਦੀ ਹੈ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ।',
  'Coughing blood with breathlessness or chest pain needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'ਸਾਹ ਚੜ੍ਹਨ ਜਾਂ ਛਾਤੀ ਦੇ ਦਰਦ ਨਾਲ ਖੰਘ ਵਿੱਚ ਖੂਨ ਆਉਣਾ ਐਮਰਜੈਂਸੀ ਹੈ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ।',
  'Any fever in a baby under 3 months old needs to be seen in hospital now. Call 108 or go to the nearest hospital.':
    '3 ਮਹੀਨੇ ਤੋਂ ਛੋਟੇ ਬੱਚੇ ਨੂੰ ਕਿਸੇ ਵੀ ਤਰ੍ਹਾਂ ਦਾ ਬੁਖਾਰ ਹੋਵੇ ਤਾਂ ਹੁਣੇ ਹਸਪਤਾਲ ਦਿਖਾਉਣਾ ਜ਼ਰੂਰੀ ਹੈ। 108 ਤੇ ਫ਼ੋਨ ਕਰੋ ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਜਾਓ।',
  'These are danger signs in a child. Go to hospital now or call 108; keep the baby warm and keep trying to feed.':
    'ਇਹ ਬੱਚੇ ਵਿੱਚ ਖ਼ਤਰੇ ਦੀਆਂ ਨਿਸ਼ਾਨੀਆਂ ਹਨ। ਹੁਣੇ ਹਸਪਤਾਲ ਜਾਓ ਜਾਂ 108 ਤੇ ਫ਼ੋਨ ਕਰੋ; ਬੱਚੇ ਨੂੰ ਨਿੱਘਾ ਰੱਖੋ ਤੇ ਦੁੱਧ ਪਿਲਾਉਣ ਦੀ ਕੋਸ਼ਿਸ਼ ਕਰਦੇ ਰਹੋ।',
  'Fast breathing with fever in a young child can be pneumonia. See a doctor today; go to hospital now if the chest sinks in or the child cannot feed.':
    'ਛੋਟੇ ਬੱਚੇ ਵਿੱਚ ਬੁਖਾਰ ਨਾਲ ਤੇਜ਼ ਸਾਹ ਨਿਮੋਨੀਆ ਹੋ ਸਕਦਾ ਹੈ। ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ; ਜੇ ਛਾਤੀ ਅੰਦਰ ਧਸਦੀ ਹੈ ਜਾਂ ਬੱਚਾ ਦੁੱਧ ਨਹੀਂ ਪੀ ਸਕਦਾ ਤਾਂ ਹੁਣੇ ਹਸਪਤਾਲ ਜਾਓ।',
  'A child with diarrhoea who is drowsy, has sunken eyes, is passing little urine or cannot drink is severely dehydrated. Go to hospital now; give ORS sips on the way.':
    'ਦਸਤਾਂ ਵਾਲਾ ਬੱਚਾ ਜੋ ਊਂਘ ਰਿਹਾ ਹੋਵੇ, ਜਿਸ ਦੀਆਂ ਅੱਖਾਂ ਅੰਦਰ ਧਸ ਗਈਆਂ ਹੋਣ, ਪਿਸ਼ਾਬ ਬਹੁਤ ਘੱਟ ਆਉਂਦਾ ਹੋਵੇ ਜਾਂ ਕੁਝ ਪੀ ਨਾ ਸਕੇ, ਉਸ ਵਿੱਚ ਪਾਣੀ ਦੀ ਬਹੁਤ ਕਮੀ ਹੈ। ਹੁਣੇ ਹਸਪਤਾਲ ਜਾਓ; ਰਸਤੇ ਵਿੱਚ ਘੁੱਟ-ਘੁੱਟ ORS ਪਿਲਾਉਂਦੇ ਰਹੋ।',
  'You may be getting dehydrated. Keep sipping ORS and see a doctor today; go to hospital if you feel faint or cannot keep fluids down.':
    'ਤੁਹਾਡੇ ਸਰੀਰ ਵਿੱਚ ਪਾਣੀ ਦੀ ਕਮੀ ਹੋ ਰਹੀ ਹੋ ਸਕਦੀ ਹੈ। ਘੁੱਟ-ਘੁੱਟ ORS ਪੀਂਦੇ ਰਹੋ ਤੇ ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ; ਜੇ ਬੇਹੋਸ਼ੀ ਵਰਗਾ ਲੱਗੇ ਜਾਂ ਕੁਝ ਵੀ ਪੀਤਾ ਅੰਦਰ ਨਾ ਟਿਕੇ ਤਾਂ ਹਸਪਤਾਲ ਜਾਓ।',
  'Heavy bleeding in pregnancy or after childbirth is an emergency. Call 108 (or 102) and go to the nearest hospital with a labour room now.':
    'ਗਰਭ ਦੌਰਾਨ ਜਾਂ ਜਣੇਪੇ ਤੋਂ ਬਾਅਦ ਬਹੁਤ ਖੂਨ ਪੈਣਾ ਐਮਰਜੈਂਸੀ ਹੈ। 108 (ਜਾਂ 102) ਤੇ ਫ਼ੋਨ ਕਰੋ ਤੇ ਹੁਣੇ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਉਸ ਹਸਪਤਾਲ ਜਾਓ ਜਿੱਥੇ ਜਣੇਪੇ ਵਾਲਾ ਕਮਰਾ (ਲੇਬਰ ਰੂਮ) ਹੋਵੇ।',
  'Bleeding in pregnancy can be dangerous for mother and baby. Go to the hospital labour room now or call 108.':
    'ਗਰਭ ਦੌਰਾਨ ਖੂਨ ਪੈਣਾ ਮਾਂ ਤੇ ਬੱਚੇ ਦੋਵਾਂ ਲਈ ਖ਼ਤਰਨਾਕ ਹੋ ਸਕਦਾ ਹੈ। ਹੁਣੇ ਹਸਪਤਾਲ ਦੇ ਲੇਬਰ ਰੂਮ (ਜਣੇਪੇ ਵਾਲੇ ਕਮਰੇ) ਵਿੱਚ ਜਾਓ ਜਾਂ 108 ਤੇ ਫ਼ੋਨ ਕਰੋ।',
  'These are danger signs in pregnancy. Go to the hospital labour room now or call 108.':
    'ਇਹ ਗਰਭ ਵਿੱਚ ਖ਼ਤਰੇ ਦੀਆਂ ਨਿਸ਼ਾਨੀਆਂ ਹਨ। ਹੁਣੇ ਹਸਪਤਾਲ ਦੇ ਲੇਬਰ ਰੂਮ ਜਾਓ ਜਾਂ 108 ਤੇ ਫ਼ੋਨ ਕਰੋ।',
  'A headache, blurred vision, sudden swelling or fits in pregnancy can be pre-eclampsia. Go to hospital now or call 108.':
    'ਗਰਭ ਦੌਰਾਨ ਸਿਰ ਦਰਦ, ਧੁੰਦਲਾ ਦਿਸਣਾ, ਅਚਾਨਕ ਸੋਜ ਜਾਂ ਦੌਰੇ ਪ੍ਰੀ-ਐਕਲੈਂਪਸੀਆ (ਗਰਭ ਵਿੱਚ ਬੀਪੀ ਵਾਲੀ ਖ਼ਤਰਨਾਕ ਹਾਲਤ) ਹੋ ਸਕਦੇ ਹਨ। ਹੁਣੇ ਹਸਪਤਾਲ ਜਾਓ ਜਾਂ 108 ਤੇ ਫ਼ੋਨ ਕਰੋ।',
  'In pregnancy this needs a doctor today. Contact your ANM, ASHA or hospital now.':
    'ਗਰਭ ਦੌਰਾਨ ਇਸ ਲਈ ਅੱਜ ਹੀ ਡਾਕਟਰ ਦੀ ਲੋੜ ਹੈ। ਹੁਣੇ ਆਪਣੀ ANM, ਆਸ਼ਾ (ASHA) ਵਰਕਰ ਜਾਂ ਹਸਪਤਾਲ ਨਾਲ ਸੰਪਰਕ ਕਰੋ।',
  'A missed period with lower belly pain and dizziness or bleeding can be an ectopic pregnancy. Go to hospital now or call 108.':
    'ਮਾਹਵਾਰੀ ਨਾ ਆਉਣ ਦੇ ਨਾਲ ਹੇਠਲੇ ਢਿੱਡ ਵਿੱਚ ਦਰਦ ਅਤੇ ਚੱਕਰ ਜਾਂ ਖੂਨ ਪੈਣਾ ਬੱਚੇਦਾਨੀ ਤੋਂ ਬਾਹਰ ਗਰਭ (ਐਕਟੋਪਿਕ ਪ੍ਰੈਗਨੈਂਸੀ) ਹੋ ਸਕਦਾ ਹੈ। ਹੁਣੇ ਹਸਪਤਾਲ ਜਾਓ ਜਾਂ 108 ਤੇ ਫ਼ੋਨ ਕਰੋ।',
  'You are not alone and help is available right now. Call Tele-MANAS 14416 (free, 24x7, in your language). If you are in immediate danger or have harmed yourself, call 112.':
    'ਤੁਸੀਂ ਇਕੱਲੇ ਨਹੀਂ ਹੋ ਤੇ ਮਦਦ ਹੁਣੇ ਮਿਲ ਸਕਦੀ ਹੈ। Tele-MANAS 14416 ਤੇ ਫ਼ੋਨ ਕਰੋ (ਮੁਫ਼ਤ, 24x7, ਤੁਹਾਡੀ ਆਪਣੀ ਬੋਲੀ ਵਿੱਚ)। ਜੇ ਤੁਹਾਨੂੰ ਇਸੇ ਵੇਲੇ ਖ਼ਤਰਾ ਹੈ ਜਾਂ ਤੁਸੀਂ ਆਪਣੇ-ਆਪ ਨੂੰ ਨੁਕਸਾਨ ਪਹੁੰਚਾਇਆ ਹੈ, ਤਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ।',
  'If you have hurt yourself, call 112 or go to the nearest emergency department now. Tele-MANAS 14416 is there to talk any time.':
    'ਜੇ ਤੁਸੀਂ ਆਪਣੇ-ਆਪ ਨੂੰ ਸੱਟ ਮਾਰੀ ਹੈ, ਤਾਂ ਹੁਣੇ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ। Tele-MANAS 14416 ਤੇ ਕਿਸੇ ਵੀ ਵੇਲੇ ਗੱਲ ਕੀਤੀ ਜਾ ਸਕਦੀ ਹੈ।',
  'A snake bite is an emergency even if it does not hurt. Call 108 and go to the nearest government hospital for anti-snake venom. Keep still; do not cut, suck or tie the wound.':
    'ਸੱਪ ਦਾ ਡੰਗ ਐਮਰਜੈਂਸੀ ਹੈ ਭਾਵੇਂ ਦਰਦ ਨਾ ਵੀ ਹੋਵੇ। 108 ਤੇ ਫ਼ੋਨ ਕਰੋ ਤੇ ਸੱਪ ਦੇ ਜ਼ਹਿਰ ਦੇ ਟੀਕੇ (ਐਂਟੀ-ਸਨੇਕ ਵੈਨਮ) ਲਈ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਸਰਕਾਰੀ ਹਸਪਤਾਲ ਜਾਓ। ਬਿਲਕੁਲ ਸਥਿਰ ਰਹੋ; ਜ਼ਖ਼ਮ ਨੂੰ ਨਾ ਚੀਰੋ, ਨਾ ਚੂਸੋ ਤੇ ਨਾ ਬੰਨ੍ਹੋ।',
  'A scorpion sting in a child can affect the heart. Go to hospital now or call 108.':
    'ਬੱਚੇ ਨੂੰ ਬਿੱਛੂ ਦਾ ਡੰਗ ਦਿਲ ਤੇ ਅਸਰ ਕਰ ਸਕਦਾ ਹੈ। ਹੁਣੇ ਹਸਪਤਾਲ ਜਾਓ ਜਾਂ 108 ਤੇ ਫ਼ੋਨ ਕਰੋ।',
  'Sweating, vomiting or breathlessness after a scorpion sting is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'ਬਿੱਛੂ ਦੇ ਡੰਗ ਤੋਂ ਬਾਅਦ ਪਸੀਨਾ, ਉਲਟੀ ਜਾਂ ਸਾਹ ਚੜ੍ਹਨਾ ਐਮਰਜੈਂਸੀ ਹੈ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ।',
  'Wash the wound with soap and running water for 15 minutes, then get the anti-rabies vaccine today at a health centre (free at government hospitals).':
    'ਜ਼ਖ਼ਮ ਨੂੰ ਸਾਬਣ ਤੇ ਵਗਦੇ ਪਾਣੀ ਨਾਲ 15 ਮਿੰਟ ਧੋਵੋ, ਫਿਰ ਅੱਜ ਹੀ ਸਿਹਤ ਕੇਂਦਰ ਤੋਂ ਹਲਕਾਅ (ਰੇਬੀਜ਼) ਦਾ ਟੀਕਾ ਲਗਵਾਓ (ਸਰਕਾਰੀ ਹਸਪਤਾਲਾਂ ਵਿੱਚ ਮੁਫ਼ਤ)।',
  'Poisoning is an emergency. Call 108 now; do not make the person vomit. Take the container with you.':
    'ਜ਼ਹਿਰ ਖਾਣਾ ਐਮਰਜੈਂਸੀ ਹੈ। ਹੁਣੇ 108 ਤੇ ਫ਼ੋਨ ਕਰੋ; ਮਰੀਜ਼ ਨੂੰ ਉਲਟੀ ਨਾ ਕਰਵਾਓ। ਜ਼ਹਿਰ ਦੀ ਡੱਬੀ/ਬੋਤਲ ਨਾਲ ਲੈ ਕੇ ਜਾਓ।',
  'This could be heat stroke. Call 108 now, move the person to shade and cool them with water and fanning.':
    'ਇਹ ਲੂ ਲੱਗਣਾ (ਹੀਟ ਸਟ੍ਰੋਕ) ਹੋ ਸਕਦਾ ਹੈ। ਹੁਣੇ 108 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਮਰੀਜ਼ ਨੂੰ ਛਾਂ ਵਿੱਚ ਲੈ ਜਾਓ ਤੇ ਪਾਣੀ ਪਾ ਕੇ ਤੇ ਪੱਖਾ ਝੱਲ ਕੇ ਠੰਢਾ ਕਰੋ।',
  'Burns in young children can be serious even when they look small. Cool the burn under running water for 20 minutes and go to a hospital now or call 108.':
    'ਛੋਟੇ ਬੱਚਿਆਂ ਦਾ ਸੜਿਆ ਜ਼ਖ਼ਮ ਛੋਟਾ ਦਿਸੇ ਤਾਂ ਵੀ ਗੰਭੀਰ ਹੋ ਸਕਦਾ ਹੈ। ਸੜੀ ਹੋਈ ਥਾਂ ਨੂੰ 20 ਮਿੰਟ ਤੱਕ ਵਗਦੇ ਪਾਣੀ (ਟੂਟੀ ਦੀ ਧਾਰ) ਹੇਠ ਰੱਖ ਕੇ ਠੰਢਾ ਕਰੋ ਤੇ ਹੁਣੇ ਹਸਪਤਾਲ ਜਾਓ ਜਾਂ 108 ਤੇ ਫ਼ੋਨ ਕਰੋ।',
  'A child with fever and pain on passing urine may have a kidney infection. See a doctor today.':
    'ਜਿਸ ਬੱਚੇ ਨੂੰ ਬੁਖਾਰ ਹੋਵੇ ਤੇ ਪਿਸ਼ਾਬ ਕਰਦੇ ਸਮੇਂ ਦਰਦ ਹੋਵੇ, ਉਸ ਨੂੰ ਗੁਰਦੇ ਦੀ ਲਾਗ ਹੋ ਸਕਦੀ ਹੈ। ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ।',
  'A child with earache or fluid from the ear and a fever should see a doctor today.':
    'ਜਿਸ ਬੱਚੇ ਦੇ ਕੰਨ ਵਿੱਚ ਦਰਦ ਹੋਵੇ ਜਾਂ ਕੰਨ ਵਿੱਚੋਂ ਪਾਣੀ ਨਿਕਲ ਰਿਹਾ ਹੋਵੇ, ਤੇ ਨਾਲ ਬੁਖਾਰ ਵੀ ਹੋਵੇ, ਉਸ ਨੂੰ ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ।',
  'Press hard on the wound with a clean cloth and keep pressing. Call 108 or 112 now, or go to the nearest emergency department.':
    'ਸਾਫ਼ ਕੱਪੜੇ ਨਾਲ ਜ਼ਖ਼ਮ ਨੂੰ ਜ਼ੋਰ ਨਾਲ ਦਬਾਓ ਤੇ ਦਬਾ ਕੇ ਰੱਖੋ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ।',
  'Vomiting blood is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'ਖੂਨ ਦੀ ਉਲਟੀ ਐਮਰਜੈਂਸੀ ਹੈ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ।',
  'Black stools with dizziness can be serious internal bleeding. Call 108 or 112 now, or go to the nearest emergency department.':
    'ਚੱਕਰਾਂ ਨਾਲ ਕਾਲੀ ਟੱਟੀ ਅੰਦਰੂਨੀ ਖੂਨ ਵਗਣ ਦੀ ਗੰਭੀਰ ਨਿਸ਼ਾਨੀ ਹੋ ਸਕਦੀ ਹੈ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ।',
  'Sudden severe stomach pain needs emergency assessment. Go to the nearest emergency department or call 108.':
    'ਅਚਾਨਕ ਤੇਜ਼ ਢਿੱਡ ਦਰਦ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਂਚ ਜ਼ਰੂਰੀ ਹੈ। ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ ਜਾਂ 108 ਤੇ ਫ਼ੋਨ ਕਰੋ।',
  'Fever with bleeding, cold clammy skin or repeated vomiting can be severe dengue or another serious infection. Go to hospital now.':
    'ਖੂਨ ਵਗਣ, ਠੰਢੀ ਚਿਪਚਿਪੀ ਚਮੜੀ ਜਾਂ ਵਾਰ-ਵਾਰ ਉਲਟੀਆਂ ਨਾਲ ਬੁਖਾਰ ਗੰਭੀਰ ਡੇਂਗੂ ਜਾਂ ਕੋਈ ਹੋਰ ਗੰਭੀਰ ਲਾਗ ਹੋ ਸਕਦੀ ਹੈ। ਹੁਣੇ ਹਸਪਤਾਲ ਜਾਓ।',
  'Fever with yellow eyes needs a doctor and blood tests today (malaria, hepatitis, leptospirosis).':
    'ਪੀਲੀਆਂ ਅੱਖਾਂ ਨਾਲ ਬੁਖਾਰ ਹੋਵੇ ਤਾਂ ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ ਤੇ ਖੂਨ ਦੇ ਟੈਸਟ ਕਰਵਾਓ (ਮਲੇਰੀਆ, ਹੈਪੇਟਾਈਟਸ/ਪੀਲੀਆ, ਲੈਪਟੋਸਪਾਇਰੋਸਿਸ)।',
  'High sugar with vomiting, fast breathing or drowsiness can be a diabetic emergency. Go to hospital now or call 108.':
    'ਉਲਟੀ, ਤੇਜ਼ ਸਾਹ ਜਾਂ ਊਂਘ ਨਾਲ ਵਧੀ ਹੋਈ ਸ਼ੂਗਰ ਡਾਇਬਟੀਜ਼ ਦੀ ਐਮਰਜੈਂਸੀ ਹੋ ਸਕਦੀ ਹੈ। ਹੁਣੇ ਹਸਪਤਾਲ ਜਾਓ ਜਾਂ 108 ਤੇ ਫ਼ੋਨ ਕਰੋ।',
  'Very low sugar with confusion or unconsciousness is an emergency. Call 108. Do not give food or drink to someone who cannot swallow safely.':
    'ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣ ਜਾਂ ਬੇਹੋਸ਼ੀ ਨਾਲ ਬਹੁਤ ਘਟੀ ਹੋਈ ਸ਼ੂਗਰ ਐਮਰਜੈਂਸੀ ਹੈ। 108 ਤੇ ਫ਼ੋਨ ਕਰੋ। ਜੋ ਮਰੀਜ਼ ਠੀਕ ਤਰ੍ਹਾਂ ਨਿਗਲ ਨਹੀਂ ਸਕਦਾ, ਉਸਨੂੰ ਕੁਝ ਖਾਣ-ਪੀਣ ਨੂੰ ਨਾ ਦਿਓ।',
  'Take something sugary now (glucose, sugar water, juice) if you can swallow, then eat. Call 108 if you do not improve within 15 minutes.':
    'ਜੇ ਨਿਗਲ ਸਕਦੇ ਹੋ ਤਾਂ ਹੁਣੇ ਕੁਝ ਮਿੱਠਾ ਲਓ (ਗਲੂਕੋਜ਼, ਖੰਡ ਵਾਲਾ ਪਾਣੀ, ਜੂਸ), ਫਿਰ ਕੁਝ ਖਾ ਲਓ। ਜੇ 15 ਮਿੰਟਾਂ ਵਿੱਚ ਠੀਕ ਨਾ ਲੱਗੇ ਤਾਂ 108 ਤੇ ਫ਼ੋਨ ਕਰੋ।',
  'Side or back pain with fever or vomiting can be a kidney infection or infected stone. See a doctor today.':
    'ਬੁਖਾਰ ਜਾਂ ਉਲਟੀ ਨਾਲ ਵੱਖੀ ਜਾਂ ਪਿੱਠ ਦਾ ਦਰਦ ਗੁਰਦੇ ਦੀ ਲਾਗ ਜਾਂ ਲਾਗ ਵਾਲੀ ਪੱਥਰੀ ਹੋ ਸਕਦੀ ਹੈ। ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ।',
  'Being unable to pass urine needs a doctor within hours. Go to a hospital today.':
    'ਪਿਸ਼ਾਬ ਬਿਲਕੁਲ ਨਾ ਆਵੇ ਤਾਂ ਕੁਝ ਘੰਟਿਆਂ ਵਿੱਚ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਉਣਾ ਜ਼ਰੂਰੀ ਹੈ। ਅੱਜ ਹੀ ਹਸਪਤਾਲ ਜਾਓ।',
  'Red, hot, swollen skin or a boil with fever can be a spreading infection. See a doctor today.':
    'ਬੁਖਾਰ ਨਾਲ ਲਾਲ, ਗਰਮ, ਸੁੱਜੀ ਚਮੜੀ ਜਾਂ ਫੋੜਾ ਫੈਲਦੀ ਲਾਗ ਹੋ ਸਕਦੀ ਹੈ। ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ।',
  'High blood pressure with a headache, dizziness or blurred vision needs a doctor today. Call 108 or 112 if there is chest pain, weakness or confusion.':
    'ਸਿਰ ਦਰਦ, ਚੱਕਰ ਜਾਂ ਧੁੰਦਲਾ ਦਿਸਣ ਨਾਲ ਹਾਈ ਬੀਪੀ ਹੋਵੇ ਤਾਂ ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ। ਛਾਤੀ ਵਿੱਚ ਦਰਦ, ਕਮਜ਼ੋਰੀ ਜਾਂ ਉਲਝਣ ਹੋਵੇ ਤਾਂ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ।',
  'Wheezing with breathlessness needs a doctor today. Call 108 or 112 if speaking is hard or the lips turn blue.':
    'ਸਾਹ ਚੜ੍ਹਨ ਨਾਲ ਛਾਤੀ ਵਿੱਚ ਘਰਘਰਾਹਟ ਹੋਵੇ ਤਾਂ ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ। ਬੋਲਣ ਵਿੱਚ ਔਖ ਹੋਵੇ ਜਾਂ ਬੁੱਲ੍ਹ ਨੀਲੇ ਹੋ ਜਾਣ ਤਾਂ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ।',
  'An older person who has fallen should see a doctor today even if they seem fine: a broken hip or a head injury can be hidden. Call 108 or 112 if they cannot get up or are drowsy.':
    'ਡਿੱਗਣ ਤੋਂ ਬਾਅਦ ਬਜ਼ੁਰਗ ਠੀਕ ਲੱਗਣ ਤਾਂ ਵੀ ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ: ਚੂਲੇ ਦੀ ਹੱਡੀ ਟੁੱਟਣਾ ਜਾਂ ਸਿਰ ਦੀ ਸੱਟ ਲੁਕੀ ਰਹਿ ਸਕਦੀ ਹੈ। ਜੇ ਉਹ ਉੱਠ ਨਾ ਸਕਣ ਜਾਂ ਬਹੁਤ ਊਂਘ ਰਹੇ ਹੋਣ ਤਾਂ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ।',
  'A very high fever in a child under 5 should be seen by a doctor today. Go to hospital now if the child is very drowsy, has a fit, a rash that does not fade or cannot drink.':
    '5 ਸਾਲ ਤੋਂ ਛੋਟੇ ਬੱਚੇ ਨੂੰ ਬਹੁਤ ਤੇਜ਼ ਬੁਖਾਰ ਹੋਵੇ ਤਾਂ ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ। ਜੇ ਬੱਚਾ ਬਹੁਤ ਸੁਸਤ ਹੈ, ਦੌਰਾ ਪੈਂਦਾ ਹੈ, ਨਾ ਮਿਟਣ ਵਾਲੇ ਦਾਣੇ ਹਨ ਜਾਂ ਪੀ ਨਹੀਂ ਸਕਦਾ ਤਾਂ ਹੁਣੇ ਹਸਪਤਾਲ ਜਾਓ।',
  'A burn with blisters should be seen by a doctor today, sooner if it is on the face, hands, feet or private parts or larger than the palm. Keep it under cool running water for 20 minutes and do not burst the blisters.':
    'ਛਾਲਿਆਂ ਵਾਲਾ ਸੜਿਆ ਜ਼ਖ਼ਮ ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ; ਚਿਹਰੇ, ਹੱਥਾਂ, ਪੈਰਾਂ ਜਾਂ ਗੁਪਤ ਅੰਗਾਂ ਤੇ ਹੋਵੇ ਜਾਂ ਹਥੇਲੀ ਤੋਂ ਵੱਡਾ ਹੋਵੇ ਤਾਂ ਹੋਰ ਜਲਦੀ। 20 ਮਿੰਟ ਠੰਢੇ ਵਗਦੇ ਪਾਣੀ ਹੇਠ ਰੱਖੋ ਤੇ ਛਾਲੇ ਨਾ ਫੋੜੋ।',
  'Sweating with breathlessness, sickness or dizziness can be a heart attack even without chest pain, especially in women, older people and people with diabetes. Call 108 or 112 now, or go to the nearest emergency department.':
    'ਪਸੀਨੇ ਨਾਲ ਸਾਹ ਚੜ੍ਹਨਾ, ਜੀ ਕੱਚਾ ਹੋਣਾ ਜਾਂ ਚੱਕਰ ਛਾਤੀ ਦੇ ਦਰਦ ਤੋਂ ਬਿਨਾਂ ਵੀ ਹਾਰਟ ਅਟੈਕ ਹੋ ਸਕਦਾ ਹੈ, ਖ਼ਾਸ ਕਰਕੇ ਔਰਤਾਂ, ਬਜ਼ੁਰਗਾਂ ਅਤੇ ਸ਼ੂਗਰ ਵਾਲਿਆਂ ਵਿੱਚ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ।',
  'What you describe could be an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'ਤੁਸੀਂ ਜੋ ਦੱਸਿਆ ਹੈ ਉਹ ਐਮਰਜੈਂਸੀ ਹੋ ਸਕਦੀ ਹੈ। ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ, ਜਾਂ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਦੀ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਜਾਓ।',
  'Blood in the urine with fever or pain can be a urine or kidney infection or a stone. See a doctor today.':
    'ਬੁਖਾਰ ਜਾਂ ਦਰਦ ਨਾਲ ਪਿਸ਼ਾਬ ਵਿੱਚ ਖੂਨ ਆਉਣਾ ਪਿਸ਼ਾਬ ਜਾਂ ਗੁਰਦੇ ਦੀ ਲਾਗ ਜਾਂ ਪੱਥਰੀ ਹੋ ਸਕਦੀ ਹੈ। ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ।',
  'A red, painful eye with blurred sight or pain in bright light needs an eye doctor or hospital today.':
    'ਅੱਖ ਲਾਲ ਤੇ ਦਰਦ ਵਾਲੀ ਹੋਵੇ, ਨਾਲ ਧੁੰਦਲਾ ਦਿਸੇ ਜਾਂ ਤੇਜ਼ ਰੌਸ਼ਨੀ ਵਿੱਚ ਅੱਖ ਦੁਖੇ, ਤਾਂ ਅੱਜ ਹੀ ਅੱਖਾਂ ਦੇ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ ਜਾਂ ਹਸਪਤਾਲ ਜਾਓ।',
};

export const PHRASES_CONDITIONS_A_1: Record<string, string> = {
  'Dengue fever': 'ਡੇਂਗੂ ਬੁਖਾਰ',
  'Drink plenty of fluids: water, ORS, coconut water, buttermilk, soups.':
    'ਖੂਬ ਤਰਲ ਪਦਾਰਥ ਪੀਓ: ਪਾਣੀ, ORS, ਨਾਰੀਅਲ ਪਾਣੀ, ਲੱਸੀ, ਸੂਪ।',
  'Rest at home and sponge with lukewarm water if very hot.':
    'ਘਰ ਆਰਾਮ ਕਰੋ ਤੇ ਸਰੀਰ ਬਹੁਤ ਗਰਮ ਹੋਵੇ ਤਾਂ ਕੋਸੇ ਪਾਣੀ ਨਾਲ ਗਿੱਲੇ ਕੱਪੜੇ ਨਾਲ ਪੂੰਝੋ।',
  'Paracetamol for fever only as advised by a pharmacist or doctor. Do not take ibuprofen, aspirin or other painkillers: they raise the bleeding risk in dengue.':
    'ਬੁਖਾਰ ਲਈ ਪੈਰਾਸੀਟਾਮੋਲ ਸਿਰਫ਼ ਕੈਮਿਸਟ ਜਾਂ ਡਾਕਟਰ ਦੀ ਸਲਾਹ ਨਾਲ ਲਓ। ਆਈਬੁਪ੍ਰੋਫ਼ੇਨ, ਐਸਪਰੀਨ ਜਾਂ ਹੋਰ ਦਰਦ ਦੀਆਂ ਗੋਲੀਆਂ ਨਾ ਲਓ: ਇਹ ਡੇਂਗੂ ਵਿੱਚ ਖੂਨ ਵਗਣ ਦਾ ਖ਼ਤਰਾ ਵਧਾਉਂਦੀਆਂ ਹਨ।',
  'Get a blood test (platelet count, dengue NS1 or antibody) as the doctor advises.':
    'ਡਾਕਟਰ ਦੀ ਸਲਾਹ ਮੁਤਾਬਕ ਖੂਨ ਦਾ ਟੈਸਟ (ਪਲੇਟਲੈਟਸ, ਡੇਂਗੂ NS1 ਜਾਂ ਐਂਟੀਬਾਡੀ) ਕਰਵਾਓ।',
  'Use mosquito nets and repellents and empty standing water (coolers, pots, tyres) to protect others.':
    'ਦੂਜਿਆਂ ਨੂੰ ਬਚਾਉਣ ਲਈ ਮੱਛਰਦਾਨੀ ਤੇ ਮੱਛਰ ਭਜਾਉਣ ਵਾਲੀ ਕਰੀਮ/ਦਵਾਈ ਵਰਤੋ ਅਤੇ ਖੜ੍ਹਾ ਪਾਣੀ (ਕੂਲਰ, ਭਾਂਡੇ, ਟਾਇਰ) ਖਾਲੀ ਕਰੋ।',
  'Bleeding from gums or nose, red spots on the skin, or blood in vomit or stool':
    'ਮਸੂੜਿਆਂ ਜਾਂ ਨੱਕ ਵਿੱਚੋਂ ਖੂਨ, ਚਮੜੀ ਤੇ ਲਾਲ ਧੱਬੇ, ਜਾਂ ਉਲਟੀ ਜਾਂ ਟੱਟੀ ਵਿੱਚ ਖੂਨ',
  'Repeated vomiting or not able to drink': 'ਵਾਰ-ਵਾਰ ਉਲਟੀ ਜਾਂ ਕੁਝ ਪੀ ਨਾ ਸਕਣਾ',
  'Severe stomach pain': 'ਢਿੱਡ ਵਿੱਚ ਬਹੁਤ ਤੇਜ਼ ਦਰਦ',
  'Cold, clammy skin, restlessness, drowsiness or fainting — especially as the fever comes down (days 3–7)':
    'ਠੰਢੀ, ਚਿਪਚਿਪੀ ਚਮੜੀ, ਬੇਚੈਨੀ, ਊਂਘ ਜਾਂ ਬੇਹੋਸ਼ੀ — ਖ਼ਾਸ ਕਰਕੇ ਜਦੋਂ ਬੁਖਾਰ ਉਤਰ ਰਿਹਾ ਹੋਵੇ (ਦਿਨ 3–7)',
  'Passing very little urine': 'ਪਿਸ਼ਾਬ ਬਹੁਤ ਘੱਟ ਆਉਣਾ',
  Malaria: 'ਮਲੇਰੀਆ',
  'Get a blood test for malaria (rapid test or slide) the same day — it is free at government health centres.':
    'ਉਸੇ ਦਿਨ ਮਲੇਰੀਆ ਲਈ ਖੂਨ ਦਾ ਟੈਸਟ (ਰੈਪਿਡ ਟੈਸਟ ਜਾਂ ਸਲਾਈਡ) ਕਰਵਾਓ — ਸਰਕਾਰੀ ਸਿਹਤ ਕੇਂਦਰਾਂ ਵਿੱਚ ਇਹ ਮੁਫ਼ਤ ਹੈ।',
  'Take the full course of malaria treatment exactly as prescribed, even if you feel better.':
    'ਮਲੇਰੀਆ ਦੀ ਦਵਾਈ ਦਾ ਪੂਰਾ ਕੋਰਸ ਬਿਲਕੁਲ ਡਾਕਟਰ ਦੇ ਦੱਸੇ ਮੁਤਾਬਕ ਲਓ, ਭਾਵੇਂ ਠੀਕ ਮਹਿਸੂਸ ਹੋਣ ਲੱਗੇ।',
  'Sleep under a mosquito net (preferably insecticide-treated) and cover arms and legs in the evening.':
    'ਮੱਛਰਦਾਨੀ (ਹੋ ਸਕੇ ਤਾਂ ਦਵਾਈ ਵਾਲੀ) ਲਾ ਕੇ ਸੌਂਵੋ ਤੇ ਸ਼ਾਮ ਨੂੰ ਬਾਹਾਂ ਤੇ ਲੱਤਾਂ ਢੱਕ ਕੇ ਰੱਖੋ।',
  'Confusion, drowsiness, fits or unconsciousness': 'ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ, ਊਂਘ, ਦੌਰੇ ਜਾਂ ਬੇਹੋਸ਼ੀ',
  'Yellow eyes, dark or very little urine': 'ਪੀਲੀਆਂ ਅੱਖਾਂ, ਗੂੜ੍ਹਾ ਜਾਂ ਬਹੁਤ ਘੱਟ ਪਿਸ਼ਾਬ',
  'Breathing difficulty, repeated vomiting or unable to eat or drink':
    'ਸਾਹ ਲੈਣ ਵਿੱਚ ਔਖ, ਵਾਰ-ਵਾਰ ਉਲਟੀ ਜਾਂ ਕੁਝ ਖਾ-ਪੀ ਨਾ ਸਕਣਾ',
  'Fever in a pregnant woman or young child': 'ਗਰਭਵਤੀ ਔਰਤ ਜਾਂ ਛੋਟੇ ਬੱਚੇ ਨੂੰ ਬੁਖਾਰ',
  Chikungunya: 'ਚਿਕਨਗੁਨੀਆ',
  'Rest the painful joints; cool compresses can ease swelling.':
    'ਦਰਦ ਵਾਲੇ ਜੋੜਾਂ ਨੂੰ ਆਰਾਮ ਦਿਓ; ਠੰਢੀ ਪੱਟੀ (ਠੰਢਾ ਕੱਪੜਾ) ਰੱਖਣ ਨਾਲ ਸੋਜ ਘਟ ਸਕਦੀ ਹੈ।',
  'Paracetamol for fever only as advised by a pharmacist or doctor; avoid painkillers like ibuprofen or aspirin unless a doctor says they are safe.':
    'ਬੁਖਾਰ ਲਈ ਪੈਰਾਸੀਟਾਮੋਲ ਸਿਰਫ਼ ਕੈਮਿਸਟ ਜਾਂ ਡਾਕਟਰ ਦੀ ਸਲਾਹ ਨਾਲ ਲਓ; ਆਈਬੁਪ੍ਰੋਫ਼ੇਨ ਜਾਂ ਐਸਪਰੀਨ ਵਰਗੀਆਂ ਦਰਦ ਦੀਆਂ ਗੋਲੀਆਂ ਨਾ ਲਓ, ਜਦ ਤੱਕ ਡਾਕਟਰ ਇਹਨਾਂ ਨੂੰ ਸੁਰੱਖਿਅਤ ਨਾ ਦੱਸੇ।',
  'Gentle stretching once the fever settles; joint pain can last weeks — see a doctor if it persists.':
    'ਬੁਖਾਰ ਉਤਰਨ ਤੋਂ ਬਾਅਦ ਹੌਲੀ-ਹੌਲੀ ਸਰੀਰ ਖਿੱਚਣ ਵਾਲੀ ਕਸਰਤ ਕਰੋ; ਜੋੜਾਂ ਦਾ ਦਰਦ ਕਈ ਹਫ਼ਤੇ ਰਹਿ ਸਕਦਾ ਹੈ — ਜੇ ਨਾ ਹਟੇ ਤਾਂ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ।',
  'Use mosquito nets and repellents; Aedes mosquitoes bite during the day.':
    'ਮੱਛਰਦਾਨੀ ਤੇ ਮੱਛਰ ਭਜਾਉਣ ਵਾਲੀ ਦਵਾਈ ਵਰਤੋ; ਏਡੀਜ਼ ਮੱਛਰ ਦਿਨ ਵੇਲੇ ਕੱਟਦਾ ਹੈ।',
  'Any bleeding, persistent vomiting or severe stomach pain (dengue can look similar)':
    'ਕਿਤੋਂ ਵੀ ਖੂਨ ਵਗਣਾ, ਲਗਾਤਾਰ ਉਲਟੀਆਂ ਜਾਂ ਢਿੱਡ ਵਿੱਚ ਬਹੁਤ ਤੇਜ਼ ਦਰਦ (ਡੇਂਗੂ ਵੀ ਇਸ ਵਰਗਾ ਲੱਗ ਸਕਦਾ ਹੈ)',
  'Confusion, fits or drowsiness': 'ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ, ਦੌਰੇ ਜਾਂ ਊਂਘ',
  'Fever in a newborn, elderly person or pregnant woman near delivery':
    'ਨਵਜੰਮੇ ਬੱਚੇ, ਬਜ਼ੁਰਗ ਜਾਂ ਜਣੇਪੇ ਦੇ ਨੇੜੇ ਗਰਭਵਤੀ ਔਰਤ ਨੂੰ ਬੁਖਾਰ',
  'Scrub typhus': 'ਸਕ੍ਰਬ ਟਾਈਫਸ',
  'See a doctor within a day: scrub typhus is easily treated with antibiotics that a doctor prescribes.':
    'ਇੱਕ ਦਿਨ ਦੇ ਅੰਦਰ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ: ਸਕ੍ਰਬ ਟਾਈਫਸ ਡਾਕਟਰ ਦੀਆਂ ਲਿਖੀਆਂ ਐਂਟੀਬਾਇਓਟਿਕ ਦਵਾਈਆਂ ਨਾਲ ਸੌਖਿਆਂ ਠੀਕ ਹੋ ਜਾਂਦਾ ਹੈ।',
  'Mention any work in fields, bushes or gardens and look for a black scab in the armpit, groin or waist.':
    'ਡਾਕਟਰ ਨੂੰ ਦੱਸੋ ਜੇ ਤੁਸੀਂ ਖੇਤਾਂ, ਝਾੜੀਆਂ ਜਾਂ ਬਗੀਚੇ ਵਿੱਚ ਕੰਮ ਕੀਤਾ ਹੈ, ਤੇ ਕੱਛ, ਚੱਡਿਆਂ ਜਾਂ ਲੱਕ ਦੁਆਲੇ ਕਾਲਾ ਖਰੀਂਡ ਲੱਭੋ।',
  Breathlessness: 'ਸਾਹ ਚੜ੍ਹਨਾ',
  'Confusion, drowsiness or fits': 'ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ, ਊਂਘ ਜਾਂ ਦੌਰੇ',
  'Yellow eyes or very little urine': 'ਪੀਲੀਆਂ ਅੱਖਾਂ ਜਾਂ ਬਹੁਤ ਘੱਟ ਪਿਸ਼ਾਬ',
  'Leptospirosis (rat fever)': 'ਲੈਪਟੋਸਪਾਇਰੋਸਿਸ (ਚੂਹਿਆਂ ਵਾਲਾ ਬੁਖਾਰ)',
  'See a doctor within a day and tell them if you waded through flood water or sewage, or farm in wet fields.':
    'ਇੱਕ ਦਿਨ ਦੇ ਅੰਦਰ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ ਤੇ ਦੱਸੋ ਜੇ ਤੁਸੀਂ ਹੜ੍ਹ ਦੇ ਪਾਣੀ ਜਾਂ ਸੀਵਰੇਜ ਵਿੱਚੋਂ ਲੰਘੇ ਹੋ, ਜਾਂ ਗਿੱਲੇ ਖੇਤਾਂ ਵਿੱਚ ਕੰਮ ਕਰਦੇ ਹੋ।',
  'Wear boots and gloves in flood water or paddy fields; cover cuts.':
    'ਹੜ੍ਹ ਦੇ ਪਾਣੀ ਜਾਂ ਝੋਨੇ ਦੇ ਖੇਤਾਂ ਵਿੱਚ ਬੂਟ ਤੇ ਦਸਤਾਨੇ ਪਾਓ; ਜ਼ਖ਼ਮ ਢੱਕ ਕੇ ਰੱਖੋ।',
  'Yellow eyes or skin': 'ਅੱਖਾਂ ਜਾਂ ਚਮੜੀ ਪੀਲੀ ਹੋਣੀ',
  'Coughing blood or breathlessness': 'ਖੰਘ ਵਿੱਚ ਖੂਨ ਜਾਂ ਸਾਹ ਚੜ੍ਹਨਾ',
  'Bleeding anywhere': 'ਕਿਤੋਂ ਵੀ ਖੂਨ ਵਗਣਾ',
  'Brain fever (acute encephalitis, including Japanese encephalitis)':
    'ਦਿਮਾਗੀ ਬੁਖਾਰ (ਐਕਿਊਟ ਐਨਸੈਫ਼ਲਾਈਟਿਸ, ਜਪਾਨੀ ਐਨਸੈਫ਼ਲਾਈਟਿਸ ਸਮੇਤ)',
  'Call 108 and take the person to hospital now; keep them on their side if drowsy.':
    '108 ਤੇ ਫ਼ੋਨ ਕਰੋ ਤੇ ਮਰੀਜ਼ ਨੂੰ ਹੁਣੇ ਹਸਪਤਾਲ ਲੈ ਜਾਓ; ਜੇ ਊਂਘ ਰਿਹਾ ਹੋਵੇ ਤਾਂ ਉਸਨੂੰ ਇੱਕ ਪਾਸੇ ਵੱਲ ਲਿਟਾ ਕੇ ਰੱਖੋ।',
  'Children in high-risk districts should get the JE vaccine under the national immunisation programme.':
    'ਵੱਧ ਖ਼ਤਰੇ ਵਾਲੇ ਜ਼ਿਲ੍ਹਿਆਂ ਦੇ ਬੱਚਿਆਂ ਨੂੰ ਸਰਕਾਰੀ ਟੀਕਾਕਰਨ ਪ੍ਰੋਗਰਾਮ ਤਹਿਤ JE ਦਾ ਟੀਕਾ ਲਗਵਾਉਣਾ ਚਾਹੀਦਾ ਹੈ।',
  'Any fever with confusion, fits, unusual behaviour or drowsiness is an emergency':
    'ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣ, ਦੌਰੇ, ਅਜੀਬ ਵਿਹਾਰ ਜਾਂ ਊਂਘ ਨਾਲ ਕੋਈ ਵੀ ਬੁਖਾਰ ਐਮਰਜੈਂਸੀ ਹੈ',
  'Typhoid (enteric fever)': 'ਟਾਈਫਾਈਡ (ਮਿਆਦੀ ਬੁਖਾਰ)',
  'See a doctor for a blood test; typhoid needs a full course of antibiotics chosen by a doctor.':
    'ਖੂਨ ਦੇ ਟੈਸਟ ਲਈ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ; ਟਾਈਫਾਈਡ ਵਿੱਚ ਡਾਕਟਰ ਦੀ ਚੁਣੀ ਐਂਟੀਬਾਇਓਟਿਕ ਦਾ ਪੂਰਾ ਕੋਰਸ ਜ਼ਰੂਰੀ ਹੈ।',
  'Eat soft, freshly cooked food and drink boiled or filtered water.':
    'ਨਰਮ, ਤਾਜ਼ਾ ਬਣਿਆ ਖਾਣਾ ਖਾਓ ਤੇ ਉਬਾਲਿਆ ਜਾਂ ਫਿਲਟਰ ਕੀਤਾ ਪਾਣੀ ਪੀਓ।',
  'Wash hands with soap after the toilet and before cooking; do not cook for others while ill.':
    'ਪਖਾਨੇ ਤੋਂ ਬਾਅਦ ਤੇ ਖਾਣਾ ਬਣਾਉਣ ਤੋਂ ਪਹਿਲਾਂ ਸਾਬਣ ਨਾਲ ਹੱਥ ਧੋਵੋ; ਬਿਮਾਰ ਹੁੰਦਿਆਂ ਦੂਜਿਆਂ ਲਈ ਖਾਣਾ ਨਾ ਬਣਾਓ।',
  'Severe stomach pain or a hard, swollen belly': 'ਢਿੱਡ ਵਿੱਚ ਬਹੁਤ ਤੇਜ਼ ਦਰਦ ਜਾਂ ਸਖ਼ਤ, ਸੁੱਜਿਆ ਢਿੱਡ',
  'Black or bloody stools': 'ਕਾਲੀ ਜਾਂ ਖੂਨ ਵਾਲੀ ਟੱਟੀ',
  'Confusion or extreme drowsiness': 'ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ ਜਾਂ ਬਹੁਤ ਜ਼ਿਆਦਾ ਊਂਘ',
  'Fever still present after some days of treatment': 'ਕੁਝ ਦਿਨ ਇਲਾਜ ਤੋਂ ਬਾਅਦ ਵੀ ਬੁਖਾਰ ਨਾ ਉਤਰਨਾ',
  'Tuberculosis (TB)': 'ਟੀਬੀ (ਤਪਦਿਕ)',
  'Get tested this week: sputum tests and TB treatment are free at government health centres (Ni-kshay).':
    'ਇਸੇ ਹਫ਼ਤੇ ਟੈਸਟ ਕਰਵਾਓ: ਸਰਕਾਰੀ ਸਿਹਤ ਕੇਂਦਰਾਂ ਵਿੱਚ ਬਲਗਮ ਦੇ ਟੈਸਟ ਤੇ ਟੀਬੀ ਦਾ ਇਲਾਜ ਮੁਫ਼ਤ ਹੈ (ਨਿਕਸ਼ੈ)।',
  'Cover your mouth when coughing, open windows, and sleep apart if possible until treatment starts.':
    'ਖੰਘਦਿਆਂ ਮੂੰਹ ਢੱਕੋ, ਖਿੜਕੀਆਂ ਖੋਲ੍ਹ ਕੇ ਰੱਖੋ, ਤੇ ਇਲਾਜ ਸ਼ੁਰੂ ਹੋਣ ਤੱਕ ਹੋ ਸਕੇ ਤਾਂ ਵੱਖਰੇ ਸੌਂਵੋ।',
  'If diagnosed, never stop treatment early; eat a protein-rich diet (Ni-kshay Poshan Yojana gives nutrition support).':
    'ਜੇ ਟੀਬੀ ਨਿਕਲੇ ਤਾਂ ਇਲਾਜ ਕਦੇ ਵੀ ਵਿੱਚੋਂ ਨਾ ਛੱਡੋ; ਪ੍ਰੋਟੀਨ ਵਾਲੀ ਖੁਰਾਕ ਖਾਓ (ਨਿਕਸ਼ੈ ਪੋਸ਼ਣ ਯੋਜਨਾ ਖੁਰਾਕ ਲਈ ਮਦਦ ਦਿੰਦੀ ਹੈ)।',
  'Breathlessness or chest pain': 'ਸਾਹ ਚੜ੍ਹਨਾ ਜਾਂ ਛਾਤੀ ਵਿੱਚ ਦਰਦ',
  'Very high fever or confusion': 'ਬਹੁਤ ਤੇਜ਼ ਬੁਖਾਰ ਜਾਂ ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ',
  'Hepatitis A (jaundice from contaminated food or water)': 'ਹੈਪੇਟਾਈਟਸ A (ਗੰਦੇ ਖਾਣੇ ਜਾਂ ਪਾਣੀ ਤੋਂ ਪੀਲੀਆ)',
  'See a doctor for liver blood tests; most people recover at home over a few weeks.':
    'ਜਿਗਰ ਦੇ ਖੂਨ ਟੈਸਟਾਂ ਲਈ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ; ਜ਼ਿਆਦਾਤਰ ਲੋਕ ਕੁਝ ਹਫ਼ਤਿਆਂ ਵਿੱਚ ਘਰ ਹੀ ਠੀਕ ਹੋ ਜਾਂਦੇ ਹਨ।',
  'Rest, drink plenty of clean fluids and eat small, simple meals.':
    'ਆਰਾਮ ਕਰੋ, ਖੂਬ ਸਾਫ਼ ਤਰਲ ਪਦਾਰਥ ਪੀਓ ਤੇ ਥੋੜ੍ਹਾ-ਥੋੜ੍ਹਾ ਸਾਦਾ ਖਾਣਾ ਖਾਓ।',
  'Avoid alcohol, and take no medicines or herbal remedies without asking a doctor — the liver is vulnerable.':
    'ਸ਼ਰਾਬ ਨਾ ਪੀਓ, ਤੇ ਡਾਕਟਰ ਨੂੰ ਪੁੱਛੇ ਬਿਨਾਂ ਕੋਈ ਦਵਾਈ ਜਾਂ ਦੇਸੀ/ਜੜੀ-ਬੂਟੀ ਵਾਲਾ ਨੁਸਖਾ ਨਾ ਲਓ — ਜਿਗਰ ਕਮਜ਼ੋਰ ਹੁੰਦਾ ਹੈ।',
  'Wash hands with soap after the toilet; use boiled or filtered water.':
    'ਪਖਾਨੇ ਤੋਂ ਬਾਅਦ ਸਾਬਣ ਨਾਲ ਹੱਥ ਧੋਵੋ; ਉਬਾਲਿਆ ਜਾਂ ਫਿਲਟਰ ਕੀਤਾ ਪਾਣੀ ਵਰਤੋ।',
  'Confusion, excessive sleepiness or strange behaviour':
    'ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ, ਬਹੁਤ ਨੀਂਦ ਜਾਂ ਅਜੀਬ ਵਿਹਾਰ',
  'Bleeding or bruising easily': 'ਖੂਨ ਵਗਣਾ ਜਾਂ ਸੌਖਿਆਂ ਨੀਲ ਪੈ ਜਾਣੇ',
  'Vomiting everything': 'ਜੋ ਵੀ ਖਾਓ-ਪੀਓ ਸਭ ਉਲਟੀ ਵਿੱਚ ਨਿਕਲ ਜਾਣਾ',
  'Hepatitis E (water-borne jaundice, dangerous in pregnancy)':
    'ਹੈਪੇਟਾਈਟਸ E (ਪਾਣੀ ਤੋਂ ਫੈਲਣ ਵਾਲਾ ਪੀਲੀਆ, ਗਰਭ ਵਿੱਚ ਖ਼ਤਰਨਾਕ)',
  'See a doctor for liver tests; a pregnant woman with jaundice must be seen the same day.':
    'ਜਿਗਰ ਦੇ ਟੈਸਟਾਂ ਲਈ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ; ਪੀਲੀਏ ਵਾਲੀ ਗਰਭਵਤੀ ਔਰਤ ਨੂੰ ਉਸੇ ਦਿਨ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਉਣਾ ਜ਼ਰੂਰੀ ਹੈ।',
  'Rest, drink clean fluids and eat light meals.': 'ਆਰਾਮ ਕਰੋ, ਸਾਫ਼ ਤਰਲ ਪਦਾਰਥ ਪੀਓ ਤੇ ਹਲਕਾ ਖਾਣਾ ਖਾਓ।',
  'Avoid alcohol and any medicine or herbal remedy not advised by a doctor.':
    'ਸ਼ਰਾਬ ਨਾ ਪੀਓ ਤੇ ਕੋਈ ਵੀ ਦਵਾਈ ਜਾਂ ਜੜੀ-ਬੂਟੀ ਵਾਲਾ ਨੁਸਖਾ ਨਾ ਲਓ ਜੋ ਡਾਕਟਰ ਨੇ ਨਾ ਦੱਸਿਆ ਹੋਵੇ।',
  'Drink only boiled or filtered water, especially during the monsoon.':
    'ਸਿਰਫ਼ ਉਬਾਲਿਆ ਜਾਂ ਫਿਲਟਰ ਕੀਤਾ ਪਾਣੀ ਪੀਓ, ਖ਼ਾਸ ਕਰਕੇ ਬਰਸਾਤਾਂ ਵਿੱਚ।',
  'Jaundice during pregnancy': 'ਗਰਭ ਦੌਰਾਨ ਪੀਲੀਆ',
  'Confusion or drowsiness': 'ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ ਜਾਂ ਊਂਘ',
  'Hepatitis B': 'ਹੈਪੇਟਾਈਟਸ B',
  'Get a blood test; long-term hepatitis B is treatable and family members can be vaccinated.':
    'ਖੂਨ ਦਾ ਟੈਸਟ ਕਰਵਾਓ; ਲੰਮੇ ਸਮੇਂ ਦੇ ਹੈਪੇਟਾਈਟਸ B ਦਾ ਇਲਾਜ ਹੋ ਸਕਦਾ ਹੈ ਤੇ ਪਰਿਵਾਰ ਦੇ ਜੀਆਂ ਨੂੰ ਟੀਕਾ ਲੱਗ ਸਕਦਾ ਹੈ।',
  'Avoid alcohol and do not share razors, toothbrushes or needles.':
    'ਸ਼ਰਾਬ ਨਾ ਪੀਓ ਤੇ ਰੇਜ਼ਰ/ਬਲੇਡ, ਟੁੱਥਬੁਰਸ਼ ਜਾਂ ਸੂਈਆਂ ਕਿਸੇ ਨਾਲ ਸਾਂਝੀਆਂ ਨਾ ਕਰੋ।',
  'Vomiting blood or black stools': 'ਖੂਨ ਦੀ ਉਲਟੀ ਜਾਂ ਕਾਲੀ ਟੱਟੀ',
  'Swelling of the belly': 'ਢਿੱਡ ਦੀ ਸੋਜ',
  'Viral fever': 'ਵਾਇਰਲ ਬੁਖਾਰ',
  'Eat light home food; most viral fevers settle in 3 to 5 days.':
    'ਘਰ ਦਾ ਹਲਕਾ ਖਾਣਾ ਖਾਓ; ਜ਼ਿਆਦਾਤਰ ਵਾਇਰਲ ਬੁਖਾਰ 3 ਤੋਂ 5 ਦਿਨਾਂ ਵਿੱਚ ਠੀਕ ਹੋ ਜਾਂਦੇ ਹਨ।',
  'Fever lasting more than 3 days, or above 102°F (39°C) that does not come down':
    '3 ਦਿਨਾਂ ਤੋਂ ਵੱਧ ਚੱਲਦਾ ਬੁਖਾਰ, ਜਾਂ 102°F (39°C) ਤੋਂ ਵੱਧ ਬੁਖਾਰ ਜੋ ਨਾ ਉਤਰੇ',
  'Bleeding, rash, severe body or joint pain (get tested for dengue, malaria)':
    'ਖੂਨ ਵਗਣਾ, ਧੱਫੜ, ਸਰੀਰ ਜਾਂ ਜੋੜਾਂ ਵਿੱਚ ਬਹੁਤ ਦਰਦ (ਡੇਂਗੂ, ਮਲੇਰੀਆ ਦਾ ਟੈਸਟ ਕਰਵਾਓ)',
  'Stiff neck, confusion, breathlessness or repeated vomiting':
    'ਗਰਦਨ ਆਕੜਨੀ, ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ, ਸਾਹ ਚੜ੍ਹਨਾ ਜਾਂ ਵਾਰ-ਵਾਰ ਉਲਟੀ',
  'Sepsis (life-threatening reaction to infection)':
    'ਸੈਪਸਿਸ (ਲਾਗ ਕਰਕੇ ਸਰੀਰ ਦੀ ਜਾਨਲੇਵਾ ਹਾਲਤ, ਖੂਨ ਵਿੱਚ ਜ਼ਹਿਰ ਫੈਲਣਾ)',
  'Slurred speech or confusion': 'ਜ਼ੁਬਾਨ ਥਥਲਾਉਣੀ ਜਾਂ ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ',
  'Mottled, bluish or very pale skin': 'ਚਮੜੀ ਤੇ ਧੱਬੇਦਾਰ, ਨੀਲਾ ਜਿਹਾ ਜਾਂ ਬਹੁਤ ਫਿੱਕਾ ਰੰਗ',
  'No urine all day': 'ਸਾਰਾ ਦਿਨ ਪਿਸ਼ਾਬ ਨਾ ਆਉਣਾ',
  'Severe breathlessness': 'ਬਹੁਤ ਜ਼ਿਆਦਾ ਸਾਹ ਚੜ੍ਹਨਾ',
  Meningitis: 'ਦਿਮਾਗੀ ਬੁਖਾਰ (ਮੈਨਿਨਜਾਈਟਿਸ)',
  'Fever with stiff neck, severe headache, dislike of light or a rash that does not fade is an emergency':
    'ਗਰਦਨ ਆਕੜਨ, ਬਹੁਤ ਤੇਜ਼ ਸਿਰ ਦਰਦ, ਰੌਸ਼ਨੀ ਬੁਰੀ ਲੱਗਣ ਜਾਂ ਨਾ ਫਿੱਕੇ ਪੈਣ ਵਾਲੇ ਧੱਫੜਾਂ ਨਾਲ ਬੁਖਾਰ ਐਮਰਜੈਂਸੀ ਹੈ',
  'Leprosy (Hansen’s disease)': 'ਕੋੜ੍ਹ (ਹੈਨਸਨ ਰੋਗ)',
  'See a doctor: leprosy is fully curable and treatment is free at government health centres.':
    'ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ: ਕੋੜ੍ਹ ਪੂਰੀ ਤਰ੍ਹਾਂ ਠੀਕ ਹੋ ਜਾਂਦਾ ਹੈ ਤੇ ਸਰਕਾਰੀ ਸਿਹਤ ਕੇਂਦਰਾਂ ਵਿੱਚ ਇਲਾਜ ਮੁਫ਼ਤ ਹੈ।',
  'Protect numb hands and feet from burns and cuts; check them daily for wounds.':
    'ਸੁੰਨ ਹੱਥਾਂ-ਪੈਰਾਂ ਨੂੰ ਸੜਨ ਤੇ ਕੱਟ ਲੱਗਣ ਤੋਂ ਬਚਾਓ; ਰੋਜ਼ ਦੇਖੋ ਕਿ ਕੋਈ ਜ਼ਖ਼ਮ ਤਾਂ ਨਹੀਂ।',
  'Painful red eye or loss of vision': 'ਅੱਖ ਲਾਲ ਤੇ ਦਰਦ ਵਾਲੀ ਜਾਂ ਨਜ਼ਰ ਚਲੀ ਜਾਣੀ',
  'New weakness of hands or feet': 'ਹੱਥਾਂ ਜਾਂ ਪੈਰਾਂ ਵਿੱਚ ਨਵੀਂ ਕਮਜ਼ੋਰੀ',
  'Painful swollen nerves or new red patches': 'ਨਾੜਾਂ ਸੁੱਜ ਕੇ ਦਰਦ ਕਰਨੀਆਂ ਜਾਂ ਨਵੇਂ ਲਾਲ ਧੱਬੇ',
  'Common cold': 'ਆਮ ਜ਼ੁਕਾਮ',
  'Rest and drink warm fluids such as soups, warm water with honey and lemon (no honey for babies under 1 year).':
    'ਆਰਾਮ ਕਰੋ ਤੇ ਗਰਮ ਚੀਜ਼ਾਂ ਪੀਓ ਜਿਵੇਂ ਸੂਪ, ਸ਼ਹਿਦ ਤੇ ਨਿੰਬੂ ਵਾਲਾ ਕੋਸਾ ਪਾਣੀ (1 ਸਾਲ ਤੋਂ ਛੋਟੇ ਬੱਚੇ ਨੂੰ ਸ਼ਹਿਦ ਨਾ ਦਿਓ)।',
  'Steam inhalation and saline nose drops can ease a blocked nose.':
    'ਭਾਫ਼ ਲੈਣ ਤੇ ਨਮਕ ਵਾਲੇ ਪਾਣੀ ਦੀਆਂ (ਸਲਾਈਨ) ਨੱਕ ਦੀਆਂ ਬੂੰਦਾਂ ਨਾਲ ਬੰਦ ਨੱਕ ਖੁੱਲ੍ਹ ਸਕਦਾ ਹੈ।',
  'Gargle with warm salt water for a sore throat.': 'ਗਲਾ ਖ਼ਰਾਬ ਹੋਵੇ ਤਾਂ ਕੋਸੇ ਨਮਕ ਵਾਲੇ ਪਾਣੀ ਨਾਲ ਗਰਾਰੇ ਕਰੋ।',
  'Antibiotics do not help colds; most clear in 7 to 10 days.':
    'ਜ਼ੁਕਾਮ ਵਿੱਚ ਐਂਟੀਬਾਇਓਟਿਕ ਦਵਾਈਆਂ ਫ਼ਾਇਦਾ ਨਹੀਂ ਕਰਦੀਆਂ; ਜ਼ਿਆਦਾਤਰ ਜ਼ੁਕਾਮ 7 ਤੋਂ 10 ਦਿਨਾਂ ਵਿੱਚ ਠੀਕ ਹੋ ਜਾਂਦੇ ਹਨ।',
  'Breathlessness or fast breathing': 'ਸਾਹ ਚੜ੍ਹਨਾ ਜਾਂ ਤੇਜ਼ ਸਾਹ',
  'High fever for more than 3 days': '3 ਦਿਨਾਂ ਤੋਂ ਵੱਧ ਤੇਜ਼ ਬੁਖਾਰ',
  'Symptoms lasting more than 3 weeks': '3 ਹਫ਼ਤਿਆਂ ਤੋਂ ਵੱਧ ਚੱਲਦੇ ਲੱਛਣ',
  'A baby who is not feeding': 'ਬੱਚਾ ਜੋ ਦੁੱਧ ਨਹੀਂ ਪੀ ਰਿਹਾ',
  'Flu (influenza)': 'ਫਲੂ (ਇਨਫਲੂਐਂਜ਼ਾ)',
  'Stay home and wear a mask around elderly or pregnant family members.':
    'ਘਰ ਰਹੋ ਤੇ ਬਜ਼ੁਰਗਾਂ ਜਾਂ ਗਰਭਵਤੀ ਜੀਆਂ ਕੋਲ ਮਾਸਕ ਪਾ ਕੇ ਰੱਖੋ।',
  'Breathlessness, chest pain or blue lips': 'ਸਾਹ ਚੜ੍ਹਨਾ, ਛਾਤੀ ਵਿੱਚ ਦਰਦ ਜਾਂ ਨੀਲੇ ਬੁੱਲ੍ਹ',
  'Flu in a pregnant woman, someone over 65, or someone with diabetes, heart, lung or kidney disease — see a doctor early':
    'ਗਰਭਵਤੀ ਔਰਤ, 65 ਸਾਲ ਤੋਂ ਵੱਡੀ ਉਮਰ ਦੇ ਵਿਅਕਤੀ, ਜਾਂ ਸ਼ੂਗਰ, ਦਿਲ, ਫੇਫੜਿਆਂ ਜਾਂ ਗੁਰਦੇ ਦੀ ਬਿਮਾਰੀ ਵਾਲੇ ਨੂੰ ਫਲੂ — ਜਲਦੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ',
  'COVID-19': 'ਕੋਵਿਡ (COVID-19)',
  'Stay home, wear a mask near others and keep rooms ventilated.':
    'ਘਰ ਰਹੋ, ਦੂਜਿਆਂ ਦੇ ਨੇੜੇ ਮਾਸਕ ਪਾਓ ਤੇ ਕਮਰਿਆਂ ਵਿੱਚ ਹਵਾ ਆਉਣ-ਜਾਣ ਦਿਓ।',
  'Breathlessness or oxygen level below 94% on a pulse oximeter':
    'ਸਾਹ ਚੜ੍ਹਨਾ ਜਾਂ ਪਲਸ ਆਕਸੀਮੀਟਰ ਤੇ ਆਕਸੀਜਨ 94% ਤੋਂ ਘੱਟ',
  'Chest pain or pressure': 'ਛਾਤੀ ਵਿੱਚ ਦਰਦ ਜਾਂ ਦਬਾਅ',
  'Confusion or bluish lips': 'ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ ਜਾਂ ਨੀਲੇ ਜਿਹੇ ਬੁੱਲ੍ਹ',
  'Pneumonia (lung infection)': 'ਨਿਮੋਨੀਆ (ਫੇਫੜਿਆਂ ਦੀ ਲਾਗ)',
  'See a doctor within a day; pneumonia often needs antibiotics that a doctor prescribes.':
    'ਇੱਕ ਦਿਨ ਦੇ ਅੰਦਰ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ; ਨਿਮੋਨੀਏ ਵਿੱਚ ਅਕਸਰ ਡਾਕਟਰ ਦੀਆਂ ਲਿਖੀਆਂ ਐਂਟੀਬਾਇਓਟਿਕ ਦਵਾਈਆਂ ਦੀ ਲੋੜ ਹੁੰਦੀ ਹੈ।',
  'Rest, and keep babies breastfeeding often.': 'ਆਰਾਮ ਕਰੋ, ਤੇ ਛੋਟੇ ਬੱਚਿਆਂ ਨੂੰ ਵਾਰ-ਵਾਰ ਮਾਂ ਦਾ ਦੁੱਧ ਪਿਲਾਉਂਦੇ ਰਹੋ।',
  'Breathing very fast or chest sinking in with each breath (children)':
    'ਬਹੁਤ ਤੇਜ਼ ਸਾਹ ਜਾਂ ਹਰ ਸਾਹ ਨਾਲ ਛਾਤੀ ਅੰਦਰ ਧਸਣੀ (ਬੱਚੇ)',
  'Blue lips, confusion or drowsiness': 'ਨੀਲੇ ਬੁੱਲ੍ਹ, ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ ਜਾਂ ਊਂਘ',
  'Unable to drink or feed': 'ਕੁਝ ਪੀ ਨਾ ਸਕਣਾ ਜਾਂ ਦੁੱਧ ਨਾ ਪੀ ਸਕਣਾ',
  Asthma: 'ਦਮਾ (ਅਸਥਮਾ)',
  'Use your reliever inhaler exactly as your doctor showed you; a spacer helps children.':
    'ਆਪਣਾ ਰਾਹਤ ਵਾਲਾ ਇਨਹੇਲਰ (ਪੰਪ) ਬਿਲਕੁਲ ਉਸੇ ਤਰ੍ਹਾਂ ਵਰਤੋ ਜਿਵੇਂ ਡਾਕਟਰ ਨੇ ਸਿਖਾਇਆ ਹੈ; ਬੱਚਿਆਂ ਲਈ ਸਪੇਸਰ ਮਦਦ ਕਰਦਾ ਹੈ।',
  'Avoid smoke, dust, chulha smoke, incense and known triggers; keep windows open while cooking.':
    'ਧੂੰਏਂ, ਧੂੜ, ਚੁੱਲ੍ਹੇ ਦੇ ਧੂੰਏਂ, ਧੂਫ/ਅਗਰਬੱਤੀ ਤੇ ਉਹਨਾਂ ਚੀਜ਼ਾਂ ਤੋਂ ਬਚੋ ਜਿਨ੍ਹਾਂ ਨਾਲ ਦਮਾ ਭੜਕਦਾ ਹੈ; ਖਾਣਾ ਬਣਾਉਂਦਿਆਂ ਖਿੜਕੀਆਂ ਖੁੱਲ੍ਹੀਆਂ ਰੱਖੋ।',
  'Ask a doctor for a written asthma action plan and review it regularly.':
    'ਡਾਕਟਰ ਤੋਂ ਦਮੇ ਲਈ ਲਿਖਤੀ ਐਕਸ਼ਨ ਪਲਾਨ (ਕੀ ਕਰਨਾ ਹੈ) ਮੰਗੋ ਤੇ ਸਮੇਂ-ਸਮੇਂ ਉਸਨੂੰ ਦੁਬਾਰਾ ਦੇਖੋ।',
  'Reliever inhaler not helping or needed more than every 4 hours':
    'ਰਾਹਤ ਵਾਲਾ ਇਨਹੇਲਰ ਅਸਰ ਨਾ ਕਰੇ ਜਾਂ ਹਰ 4 ਘੰਟਿਆਂ ਤੋਂ ਪਹਿਲਾਂ ਹੀ ਲੋੜ ਪਵੇ',
  'Too breathless to speak, eat or sleep': 'ਸਾਹ ਇੰਨਾ ਚੜ੍ਹਿਆ ਕਿ ਬੋਲ, ਖਾ ਜਾਂ ਸੌਂ ਨਾ ਸਕੇ',
  'Blue or grey lips, or a child’s chest sinking in': 'ਨੀਲੇ ਜਾਂ ਸਲੇਟੀ ਬੁੱਲ੍ਹ, ਜਾਂ ਬੱਚੇ ਦੀ ਛਾਤੀ ਅੰਦਰ ਧਸਣੀ',
  'COPD (chronic bronchitis / emphysema)':
    'COPD (ਪੁਰਾਣੀ ਬ੍ਰੌਂਕਾਈਟਿਸ / ਐਮਫ਼ਾਈਸੀਮਾ — ਫੇਫੜਿਆਂ ਦੀ ਲੰਮੀ ਬਿਮਾਰੀ)',
  'Stop smoking or bidi use — the single most helpful step; ask for free quitline support (1800-11-2356).':
    'ਸਿਗਰਟ ਜਾਂ ਬੀੜੀ ਛੱਡੋ — ਇਹ ਸਭ ਤੋਂ ਵੱਧ ਫ਼ਾਇਦੇ ਵਾਲਾ ਕਦਮ ਹੈ; ਮੁਫ਼ਤ ਕੁਇਟਲਾਈਨ (1800-11-2356) ਤੋਂ ਮਦਦ ਲਓ।',
  'Avoid chulha and biomass smoke; cook with LPG and keep kitchens ventilated.':
    'ਚੁੱਲ੍ਹੇ ਤੇ ਲੱਕੜ/ਪਾਥੀਆਂ ਦੇ ਧੂੰਏਂ ਤੋਂ ਬਚੋ; ਗੈਸ (LPG) ਤੇ ਖਾਣਾ ਬਣਾਓ ਤੇ ਰਸੋਈ ਵਿੱਚ ਹਵਾ ਆਉਣ-ਜਾਣ ਦਿਓ।',
  'Use inhalers as prescribed and stay active with gentle walking.':
    'ਇਨਹੇਲਰ ਡਾਕਟਰ ਦੇ ਦੱਸੇ ਮੁਤਾਬਕ ਵਰਤੋ ਤੇ ਹੌਲੀ-ਹੌਲੀ ਸੈਰ ਕਰਕੇ ਸਰਗਰਮ ਰਹੋ।',
  'Ask a doctor about flu and pneumonia vaccines.': 'ਫਲੂ ਤੇ ਨਿਮੋਨੀਏ ਦੇ ਟੀਕਿਆਂ ਬਾਰੇ ਡਾਕਟਰ ਨੂੰ ਪੁੱਛੋ।',
  'Much more breathless than usual': 'ਆਮ ਨਾਲੋਂ ਬਹੁਤ ਜ਼ਿਆਦਾ ਸਾਹ ਚੜ੍ਹਨਾ',
  'Blue lips or confusion': 'ਨੀਲੇ ਬੁੱਲ੍ਹ ਜਾਂ ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ',
  'Phlegm turning green or yellow with fever': 'ਬੁਖਾਰ ਨਾਲ ਬਲਗਮ ਹਰੀ ਜਾਂ ਪੀਲੀ ਹੋਣੀ',
  'Chest cold (acute bronchitis)': 'ਛਾਤੀ ਦਾ ਜ਼ੁਕਾਮ (ਐਕਿਊਟ ਬ੍ਰੌਂਕਾਈਟਿਸ)',
  'Rest and drink warm fluids.': 'ਆਰਾਮ ਕਰੋ ਤੇ ਗਰਮ ਚੀਜ਼ਾਂ ਪੀਓ।',
  'Honey in warm water can soothe a cough (not for babies under 1 year).':
    'ਕੋਸੇ ਪਾਣੀ ਵਿੱਚ ਸ਼ਹਿਦ ਖੰਘ ਨੂੰ ਆਰਾਮ ਦੇ ਸਕਦਾ ਹੈ (1 ਸਾਲ ਤੋਂ ਛੋਟੇ ਬੱਚਿਆਂ ਨੂੰ ਨਹੀਂ)।',
  'Avoid smoke; usually settles within 3 weeks.': 'ਧੂੰਏਂ ਤੋਂ ਬਚੋ; ਆਮ ਤੌਰ ਤੇ 3 ਹਫ਼ਤਿਆਂ ਵਿੱਚ ਠੀਕ ਹੋ ਜਾਂਦਾ ਹੈ।',
  'Cough lasting more than 3 weeks (get tested for TB)': '3 ਹਫ਼ਤਿਆਂ ਤੋਂ ਵੱਧ ਚੱਲਦੀ ਖੰਘ (ਟੀਬੀ ਦਾ ਟੈਸਟ ਕਰਵਾਓ)',
  'Coughing blood': 'ਖੰਘ ਵਿੱਚ ਖੂਨ ਆਉਣਾ',
  'Breathlessness or high fever': 'ਸਾਹ ਚੜ੍ਹਨਾ ਜਾਂ ਤੇਜ਼ ਬੁਖਾਰ',
  'Nasal allergy (allergic rhinitis)': 'ਨੱਕ ਦੀ ਐਲਰਜੀ (ਐਲਰਜਿਕ ਰਾਈਨਾਈਟਿਸ)',
  'Avoid dust, pollen, pets or smoke that set it off; wash bedding weekly in hot water.':
    'ਜਿਸ ਧੂੜ, ਫੁੱਲਾਂ ਦੇ ਪਰਾਗ, ਪਾਲਤੂ ਜਾਨਵਰਾਂ ਜਾਂ ਧੂੰਏਂ ਨਾਲ ਇਹ ਛਿੜਦੀ ਹੈ, ਉਸ ਤੋਂ ਬਚੋ; ਬਿਸਤਰੇ ਦੀਆਂ ਚਾਦਰਾਂ ਹਰ ਹਫ਼ਤੇ ਗਰਮ ਪਾਣੀ ਵਿੱਚ ਧੋਵੋ।',
  'Saline nose rinses can help.': 'ਨਮਕ ਵਾਲੇ ਪਾਣੀ (ਸਲਾਈਨ) ਨਾਲ ਨੱਕ ਧੋਣਾ ਮਦਦ ਕਰ ਸਕਦਾ ਹੈ।',
  'A pharmacist or doctor can advise on allergy medicines.':
    'ਐਲਰਜੀ ਦੀਆਂ ਦਵਾਈਆਂ ਬਾਰੇ ਕੈਮਿਸਟ ਜਾਂ ਡਾਕਟਰ ਸਲਾਹ ਦੇ ਸਕਦਾ ਹੈ।',
  'Wheezing or breathlessness (possible asthma)': 'ਸਾਹ ਵਿੱਚ ਘਰਘਰਾਹਟ ਜਾਂ ਸਾਹ ਚੜ੍ਹਨਾ (ਦਮਾ ਹੋ ਸਕਦਾ ਹੈ)',
  'Symptoms disturbing sleep or work despite care': 'ਧਿਆਨ ਰੱਖਣ ਦੇ ਬਾਵਜੂਦ ਲੱਛਣ ਨੀਂਦ ਜਾਂ ਕੰਮ ਵਿੱਚ ਵਿਘਨ ਪਾਉਣ',
  'Sinus infection (sinusitis)': 'ਸਾਈਨਸ ਦੀ ਲਾਗ (ਸਾਈਨੁਸਾਈਟਿਸ)',
  'Steam inhalation and saline nose rinses.': 'ਭਾਫ਼ ਲਓ ਤੇ ਨਮਕ ਵਾਲੇ ਪਾਣੀ (ਸਲਾਈਨ) ਨਾਲ ਨੱਕ ਧੋਵੋ।',
  'Rest and drink fluids.': 'ਆਰਾਮ ਕਰੋ ਤੇ ਤਰਲ ਪਦਾਰਥ ਪੀਓ।',
  'Swelling or redness around the eyes': 'ਅੱਖਾਂ ਦੁਆਲੇ ਸੋਜ ਜਾਂ ਲਾਲੀ',
  'Double vision or vision changes': 'ਇੱਕ ਦੀਆਂ ਦੋ ਚੀਜ਼ਾਂ ਦਿਸਣੀਆਂ ਜਾਂ ਨਜ਼ਰ ਵਿੱਚ ਫ਼ਰਕ',
  'Severe headache with stiff neck or confusion':
    'ਗਰਦਨ ਆਕੜਨ ਜਾਂ ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣ ਨਾਲ ਬਹੁਤ ਤੇਜ਼ ਸਿਰ ਦਰਦ',
  'Lasting more than 10 days': '10 ਦਿਨਾਂ ਤੋਂ ਵੱਧ ਚੱਲਣਾ',
  'Heart attack': 'ਦਿਲ ਦਾ ਦੌਰਾ (ਹਾਰਟ ਅਟੈਕ)',
  'Call 108 or 112 now. Sit down and rest while waiting; do not walk or drive yourself.':
    'ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ। ਉਡੀਕ ਕਰਦਿਆਂ ਬੈਠ ਕੇ ਆਰਾਮ ਕਰੋ; ਆਪ ਤੁਰ ਕੇ ਜਾਂ ਗੱਡੀ ਚਲਾ ਕੇ ਨਾ ਜਾਓ।',
  'If you are not allergic, chewing an aspirin may help — only if the ambulance or a doctor advises it.':
    'ਜੇ ਤੁਹਾਨੂੰ ਐਲਰਜੀ ਨਹੀਂ ਹੈ ਤਾਂ ਐਸਪਰੀਨ ਚੱਬਣ ਨਾਲ ਮਦਦ ਹੋ ਸਕਦੀ ਹੈ — ਪਰ ਸਿਰਫ਼ ਜੇ ਐਂਬੂਲੈਂਸ ਵਾਲੇ ਜਾਂ ਡਾਕਟਰ ਕਹਿਣ।',
  'If the person collapses and is not breathing, start hands-only CPR (push hard and fast in the centre of the chest).':
    'ਜੇ ਮਰੀਜ਼ ਡਿੱਗ ਪਵੇ ਤੇ ਸਾਹ ਨਾ ਲੈ ਰਿਹਾ ਹੋਵੇ, ਤਾਂ ਸਿਰਫ਼ ਹੱਥਾਂ ਨਾਲ CPR ਸ਼ੁਰੂ ਕਰੋ (ਛਾਤੀ ਦੇ ਵਿਚਕਾਰ ਜ਼ੋਰ ਨਾਲ ਤੇ ਤੇਜ਼-ਤੇਜ਼ ਦਬਾਓ)।',
  'Chest pain or heaviness lasting more than a few minutes, especially with sweating, breathlessness or vomiting':
    'ਛਾਤੀ ਵਿੱਚ ਦਰਦ ਜਾਂ ਭਾਰ ਜੋ ਕੁਝ ਮਿੰਟਾਂ ਤੋਂ ਵੱਧ ਰਹੇ, ਖ਼ਾਸ ਕਰਕੇ ਪਸੀਨੇ, ਸਾਹ ਚੜ੍ਹਨ ਜਾਂ ਉਲਟੀ ਨਾਲ',
  'People with diabetes, women and elderly people may have only breathlessness, tiredness or upper belly discomfort':
    'ਸ਼ੂਗਰ ਵਾਲੇ ਮਰੀਜ਼ਾਂ, ਔਰਤਾਂ ਤੇ ਬਜ਼ੁਰਗਾਂ ਨੂੰ ਸਿਰਫ਼ ਸਾਹ ਚੜ੍ਹਨਾ, ਥਕਾਵਟ ਜਾਂ ਢਿੱਡ ਦੇ ਉੱਪਰਲੇ ਹਿੱਸੇ ਵਿੱਚ ਬੇਆਰਾਮੀ ਹੋ ਸਕਦੀ ਹੈ',
  'Angina (chest pain from narrowed heart arteries)':
    'ਐਨਜਾਈਨਾ (ਦਿਲ ਦੀਆਂ ਨਾੜਾਂ ਤੰਗ ਹੋਣ ਕਰਕੇ ਛਾਤੀ ਦਾ ਦਰਦ)',
  'Stop and rest when pain starts; see a doctor within a day if this is new.':
    'ਦਰਦ ਸ਼ੁਰੂ ਹੋਵੇ ਤਾਂ ਰੁਕ ਕੇ ਆਰਾਮ ਕਰੋ; ਜੇ ਇਹ ਨਵਾਂ ਹੈ ਤਾਂ ਇੱਕ ਦਿਨ ਦੇ ਅੰਦਰ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ।',
  'Use any angina spray or tablet only as your doctor prescribed.':
    'ਐਨਜਾਈਨਾ ਦੀ ਕੋਈ ਵੀ ਸਪਰੇਅ ਜਾਂ ਗੋਲੀ ਸਿਰਫ਼ ਡਾਕਟਰ ਦੇ ਦੱਸੇ ਮੁਤਾਬਕ ਵਰਤੋ।',
  'Stop smoking, control blood pressure, sugar and cholesterol, and walk daily once a doctor approves.':
    'ਸਿਗਰਟ ਛੱਡੋ, ਬੀਪੀ, ਸ਼ੂਗਰ ਤੇ ਕੋਲੈਸਟ੍ਰੋਲ ਕਾਬੂ ਵਿੱਚ ਰੱਖੋ, ਤੇ ਡਾਕਟਰ ਦੀ ਇਜਾਜ਼ਤ ਮਿਲਣ ਤੇ ਰੋਜ਼ ਸੈਰ ਕਰੋ।',
  'Pain at rest, or lasting more than 10 minutes — call 108':
    'ਆਰਾਮ ਕਰਦਿਆਂ ਵੀ ਦਰਦ, ਜਾਂ 10 ਮਿੰਟ ਤੋਂ ਵੱਧ ਰਹੇ — 108 ਤੇ ਫ਼ੋਨ ਕਰੋ',
  'Pain coming more often or with less effort': 'ਦਰਦ ਵਾਰ-ਵਾਰ ਆਉਣਾ ਜਾਂ ਘੱਟ ਮਿਹਨਤ ਤੇ ਹੀ ਹੋਣ ਲੱਗਣਾ',
  'Heart failure': 'ਦਿਲ ਦਾ ਕਮਜ਼ੋਰ ਹੋਣਾ (ਹਾਰਟ ਫੇਲੀਅਰ)',
  'See a doctor within a day if breathlessness or swelling is new or worse.':
    'ਜੇ ਸਾਹ ਚੜ੍ਹਨਾ ਜਾਂ ਸੋਜ ਨਵੀਂ ਹੈ ਜਾਂ ਵਧ ਗਈ ਹੈ ਤਾਂ ਇੱਕ ਦਿਨ ਦੇ ਅੰਦਰ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ।',
  'Limit salt; follow the fluid advice your doctor gives.':
    'ਲੂਣ ਘੱਟ ਖਾਓ; ਪਾਣੀ ਤੇ ਤਰਲ ਪਦਾਰਥ ਉੱਨੇ ਹੀ ਪੀਓ ਜਿੰਨੇ ਡਾਕਟਰ ਦੱਸੇ।',
  'Weigh yourself daily; a quick gain can mean fluid build-up.':
    'ਰੋਜ਼ ਆਪਣਾ ਭਾਰ ਤੋਲੋ; ਭਾਰ ਛੇਤੀ ਵਧਣ ਦਾ ਮਤਲਬ ਸਰੀਰ ਵਿੱਚ ਪਾਣੀ ਜਮ੍ਹਾਂ ਹੋਣਾ ਹੋ ਸਕਦਾ ਹੈ।',
  'Breathless at rest or waking up gasping': 'ਆਰਾਮ ਕਰਦਿਆਂ ਵੀ ਸਾਹ ਚੜ੍ਹਨਾ ਜਾਂ ਸਾਹ ਲਈ ਤੜਫ਼ਦਿਆਂ ਜਾਗ ਖੁੱਲ੍ਹਣੀ',
  'Chest pain or fainting': 'ਛਾਤੀ ਵਿੱਚ ਦਰਦ ਜਾਂ ਬੇਹੋਸ਼ੀ',
  'Weight gain of 2 kilos in a few days': 'ਕੁਝ ਦਿਨਾਂ ਵਿੱਚ 2 ਕਿੱਲੋ ਭਾਰ ਵਧਣਾ',
  'High blood pressure (hypertension)': 'ਹਾਈ ਬੀਪੀ (ਹਾਈ ਬਲੱਡ ਪ੍ਰੈਸ਼ਰ)',
  'Recheck after sitting quietly for 5 minutes; BP checks are free at government health centres.':
    '5 ਮਿੰਟ ਆਰਾਮ ਨਾਲ ਬੈਠਣ ਤੋਂ ਬਾਅਦ ਦੁਬਾਰਾ ਚੈੱਕ ਕਰੋ; ਸਰਕਾਰੀ ਸਿਹਤ ਕੇਂਦਰਾਂ ਵਿੱਚ ਬੀਪੀ ਮੁਫ਼ਤ ਚੈੱਕ ਹੁੰਦਾ ਹੈ।',
  'Cut down salt, pickles and papads; eat more vegetables and fruit.':
    'ਲੂਣ, ਅਚਾਰ ਤੇ ਪਾਪੜ ਘੱਟ ਕਰੋ; ਸਬਜ਼ੀਆਂ ਤੇ ਫਲ ਵੱਧ ਖਾਓ।',
  'Walk or exercise most days, stop smoking and limit alcohol.':
    'ਹਫ਼ਤੇ ਦੇ ਜ਼ਿਆਦਾਤਰ ਦਿਨ ਸੈਰ ਜਾਂ ਕਸਰਤ ਕਰੋ, ਸਿਗਰਟ ਛੱਡੋ ਤੇ ਸ਼ਰਾਬ ਘੱਟ ਕਰੋ।',
  'If you take BP medicines, do not stop them without your doctor.':
    'ਜੇ ਤੁਸੀਂ ਬੀਪੀ ਦੀ ਦਵਾਈ ਲੈਂਦੇ ਹੋ, ਤਾਂ ਡਾਕਟਰ ਨੂੰ ਪੁੱਛੇ ਬਿਨਾਂ ਬੰਦ ਨਾ ਕਰੋ।',
  'BP 180/120 or higher with chest pain, severe headache, confusion, vision loss or weakness — call 108':
    'ਬੀਪੀ 180/120 ਜਾਂ ਵੱਧ ਹੋਵੇ ਤੇ ਨਾਲ ਛਾਤੀ ਦਰਦ, ਬਹੁਤ ਤੇਜ਼ ਸਿਰ ਦਰਦ, ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ, ਨਜ਼ਰ ਜਾਣੀ ਜਾਂ ਕਮਜ਼ੋਰੀ ਹੋਵੇ — 108 ਤੇ ਫ਼ੋਨ ਕਰੋ',
  'BP repeatedly 140/90 or higher — book a doctor visit':
    'ਬੀਪੀ ਵਾਰ-ਵਾਰ 140/90 ਜਾਂ ਵੱਧ ਆਵੇ — ਡਾਕਟਰ ਤੋਂ ਸਮਾਂ ਲਓ',
};

export const PHRASES_CONDITIONS_B_2: Record<string, string> = {
  'Call 108 and go to hospital now; keep the baby warm with skin-to-skin contact and keep trying to breastfeed on the way.':
    '108 ਤੇ ਫ਼ੋਨ ਕਰੋ ਤੇ ਹੁਣੇ ਹਸਪਤਾਲ ਜਾਓ; ਬੱਚੇ ਨੂੰ ਆਪਣੀ ਛਾਤੀ ਨਾਲ ਚਮੜੀ ਨਾਲ ਚਮੜੀ ਲਾ ਕੇ ਨਿੱਘਾ ਰੱਖੋ ਤੇ ਰਸਤੇ ਵਿੱਚ ਦੁੱਧ ਚੁੰਘਾਉਣ ਦੀ ਕੋਸ਼ਿਸ਼ ਕਰਦੇ ਰਹੋ।',
  'Baby feels cold, or has fever, in the first two months of life':
    'ਜ਼ਿੰਦਗੀ ਦੇ ਪਹਿਲੇ ਦੋ ਮਹੀਨਿਆਂ ਵਿੱਚ ਬੱਚਾ ਠੰਢਾ ਲੱਗੇ ਜਾਂ ਉਸਨੂੰ ਬੁਖਾਰ ਹੋਵੇ',
  'Bronchiolitis (chest infection in babies)': 'ਬ੍ਰੌਂਕੀਓਲਾਈਟਿਸ (ਛੋਟੇ ਬੱਚਿਆਂ ਦੀ ਛਾਤੀ ਦੀ ਲਾਗ)',
  'Saline drops can clear a blocked nose before feeds.':
    'ਦੁੱਧ ਪਿਲਾਉਣ ਤੋਂ ਪਹਿਲਾਂ ਨਮਕ ਵਾਲੇ ਪਾਣੀ (ਸਲਾਈਨ) ਦੀਆਂ ਬੂੰਦਾਂ ਨਾਲ ਬੰਦ ਨੱਕ ਖੁੱਲ੍ਹ ਸਕਦਾ ਹੈ।',
  'Keep the baby away from smoke.': 'ਬੱਚੇ ਨੂੰ ਧੂੰਏਂ ਤੋਂ ਦੂਰ ਰੱਖੋ।',
  'Pauses in breathing or blue lips': 'ਸਾਹ ਵਿੱਚ-ਵਿੱਚ ਰੁਕਣਾ ਜਾਂ ਨੀਲੇ ਬੁੱਲ੍ਹ',
  Croup: 'ਕਰੂਪ (ਬੱਚਿਆਂ ਵਿੱਚ ਭੌਂਕਣ ਵਰਗੀ ਖੰਘ)',
  'Keep the child calm and sitting upright; crying makes it worse.':
    'ਬੱਚੇ ਨੂੰ ਸ਼ਾਂਤ ਰੱਖੋ ਤੇ ਸਿੱਧਾ ਬਿਠਾ ਕੇ ਰੱਖੋ; ਰੋਣ ਨਾਲ ਹਾਲਤ ਵਿਗੜਦੀ ਹੈ।',
  'Do not use steam or hot water near the child (burn risk).':
    'ਬੱਚੇ ਦੇ ਨੇੜੇ ਭਾਫ਼ ਜਾਂ ਗਰਮ ਪਾਣੀ ਨਾ ਵਰਤੋ (ਸੜਨ ਦਾ ਖ਼ਤਰਾ)।',
  'Noisy breathing even at rest, chest sinking in, drooling, or blue lips — call 108':
    'ਆਰਾਮ ਵੇਲੇ ਵੀ ਸਾਹ ਵਿੱਚ ਆਵਾਜ਼, ਛਾਤੀ ਅੰਦਰ ਧਸਣੀ, ਲਾਰਾਂ ਡਿੱਗਣੀਆਂ, ਜਾਂ ਨੀਲੇ ਬੁੱਲ੍ਹ — 108 ਤੇ ਫ਼ੋਨ ਕਰੋ',
  'Whooping cough (pertussis)': 'ਕਾਲੀ ਖੰਘ (ਪਰਟੂਸਿਸ)',
  'See a doctor within a day; babies under 6 months often need hospital care.':
    'ਇੱਕ ਦਿਨ ਦੇ ਅੰਦਰ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ; 6 ਮਹੀਨੇ ਤੋਂ ਛੋਟੇ ਬੱਚਿਆਂ ਨੂੰ ਅਕਸਰ ਹਸਪਤਾਲ ਵਿੱਚ ਇਲਾਜ ਦੀ ਲੋੜ ਹੁੰਦੀ ਹੈ।',
  'Check that the child’s DPT vaccines are complete.': 'ਪੱਕਾ ਕਰੋ ਕਿ ਬੱਚੇ ਦੇ DPT ਦੇ ਸਾਰੇ ਟੀਕੇ ਲੱਗ ਚੁੱਕੇ ਹਨ।',
  'Baby turning blue or stopping breathing during coughing fits':
    'ਖੰਘ ਦੇ ਦੌਰੇ ਵੇਲੇ ਬੱਚਾ ਨੀਲਾ ਪੈ ਜਾਵੇ ਜਾਂ ਉਸਦਾ ਸਾਹ ਰੁਕ ਜਾਵੇ',
  'Not feeding or vomiting after every feed': 'ਦੁੱਧ ਨਾ ਪੀਣਾ ਜਾਂ ਹਰ ਵਾਰ ਦੁੱਧ ਪੀ ਕੇ ਉਲਟੀ ਕਰ ਦੇਣਾ',
  Chickenpox: 'ਚਿਕਨਪੌਕਸ (ਛੋਟੀ ਮਾਤਾ)',
  'Calamine lotion and cool baths ease the itch; keep nails short.':
    'ਕੈਲਾਮਾਈਨ ਲੋਸ਼ਨ ਤੇ ਠੰਢੇ ਪਾਣੀ ਨਾਲ ਨਹਾਉਣ ਨਾਲ ਖੁਜਲੀ ਘਟਦੀ ਹੈ; ਨਹੁੰ ਛੋਟੇ ਰੱਖੋ।',
  'Do not give ibuprofen or aspirin for chickenpox.': 'ਚਿਕਨਪੌਕਸ ਵਿੱਚ ਆਈਬੁਪ੍ਰੋਫ਼ੇਨ ਜਾਂ ਐਸਪਰੀਨ ਨਾ ਦਿਓ।',
  'Stay away from school, pregnant women and newborns until all spots crust over.':
    'ਜਦ ਤੱਕ ਸਾਰੇ ਦਾਣਿਆਂ ਤੇ ਖਰੀਂਡ ਨਾ ਆ ਜਾਣ, ਸਕੂਲ, ਗਰਭਵਤੀ ਔਰਤਾਂ ਤੇ ਨਵਜੰਮੇ ਬੱਚਿਆਂ ਤੋਂ ਦੂਰ ਰਹੋ।',
  'Breathlessness, chest pain, confusion or fits': 'ਸਾਹ ਚੜ੍ਹਨਾ, ਛਾਤੀ ਦਰਦ, ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ ਜਾਂ ਦੌਰੇ',
  'Red, hot, swollen skin around blisters': 'ਛਾਲਿਆਂ ਦੁਆਲੇ ਚਮੜੀ ਲਾਲ, ਗਰਮ ਤੇ ਸੁੱਜੀ ਹੋਈ',
  'Chickenpox in a pregnant woman, newborn or person with low immunity':
    'ਗਰਭਵਤੀ ਔਰਤ, ਨਵਜੰਮੇ ਬੱਚੇ ਜਾਂ ਘੱਟ ਰੋਗ-ਰੋਕੂ ਤਾਕਤ ਵਾਲੇ ਵਿਅਕਤੀ ਨੂੰ ਚਿਕਨਪੌਕਸ',
  Measles: 'ਖਸਰਾ (ਮੀਜ਼ਲਜ਼)',
  'See a doctor; vitamin A is given to children with measles under the national programme.':
    'ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ; ਸਰਕਾਰੀ ਪ੍ਰੋਗਰਾਮ ਤਹਿਤ ਖਸਰੇ ਵਾਲੇ ਬੱਚਿਆਂ ਨੂੰ ਵਿਟਾਮਿਨ A ਦਿੱਤਾ ਜਾਂਦਾ ਹੈ।',
  'Keep the child away from others for 4 days after the rash starts; check MR vaccination of siblings.':
    'ਧੱਫੜ ਸ਼ੁਰੂ ਹੋਣ ਤੋਂ 4 ਦਿਨਾਂ ਤੱਕ ਬੱਚੇ ਨੂੰ ਦੂਜਿਆਂ ਤੋਂ ਦੂਰ ਰੱਖੋ; ਭੈਣ-ਭਰਾਵਾਂ ਦਾ MR ਟੀਕਾ ਲੱਗਿਆ ਹੈ ਜਾਂ ਨਹੀਂ, ਚੈੱਕ ਕਰੋ।',
  'Fast or difficult breathing': 'ਤੇਜ਼ ਜਾਂ ਔਖਾ ਸਾਹ',
  'Drowsiness or fits': 'ਊਂਘ ਜਾਂ ਦੌਰੇ',
  'Diarrhoea with dehydration': 'ਪਾਣੀ ਦੀ ਕਮੀ ਨਾਲ ਦਸਤ',
  'Mumps (galsua)': 'ਕੰਨਪੇੜੇ (ਮੰਪਸ)',
  'Rest, drink fluids and eat soft food; avoid sour food like pickles and citrus.':
    'ਆਰਾਮ ਕਰੋ, ਤਰਲ ਪਦਾਰਥ ਪੀਓ ਤੇ ਨਰਮ ਖਾਣਾ ਖਾਓ; ਅਚਾਰ ਤੇ ਨਿੰਬੂ-ਸੰਤਰੇ ਵਰਗੀਆਂ ਖੱਟੀਆਂ ਚੀਜ਼ਾਂ ਤੋਂ ਬਚੋ।',
  'A warm or cold compress on the swelling.': 'ਸੋਜ ਤੇ ਕੋਸਾ ਜਾਂ ਠੰਢਾ ਕੱਪੜਾ ਰੱਖੋ।',
  'Stay home from school or work for 5 days after the swelling starts.':
    'ਸੋਜ ਸ਼ੁਰੂ ਹੋਣ ਤੋਂ 5 ਦਿਨਾਂ ਤੱਕ ਸਕੂਲ ਜਾਂ ਕੰਮ ਤੇ ਨਾ ਜਾਓ, ਘਰ ਰਹੋ।',
  'Stiff neck, severe headache or drowsiness': 'ਗਰਦਨ ਆਕੜਨੀ, ਬਹੁਤ ਤੇਜ਼ ਸਿਰ ਦਰਦ ਜਾਂ ਊਂਘ',
  'Painful swollen testicles or severe belly pain':
    'ਪਤਾਲੂਆਂ (ਅੰਡਕੋਸ਼) ਵਿੱਚ ਦਰਦ ਤੇ ਸੋਜ ਜਾਂ ਢਿੱਡ ਵਿੱਚ ਬਹੁਤ ਤੇਜ਼ ਦਰਦ',
  'Hand, foot and mouth disease': 'ਹੱਥ, ਪੈਰ ਤੇ ਮੂੰਹ ਦੀ ਬਿਮਾਰੀ (HFMD)',
  'Cool, soft food and drinks are easier on a sore mouth.':
    'ਦੁਖਦੇ ਮੂੰਹ ਲਈ ਠੰਢਾ, ਨਰਮ ਖਾਣਾ ਤੇ ਠੰਢੀਆਂ ਚੀਜ਼ਾਂ ਪੀਣੀਆਂ ਸੌਖੀਆਂ ਰਹਿੰਦੀਆਂ ਹਨ।',
  'Wash hands well; keep the child home while unwell.': 'ਚੰਗੀ ਤਰ੍ਹਾਂ ਹੱਥ ਧੋਵੋ; ਬਿਮਾਰ ਹੋਣ ਤੱਕ ਬੱਚੇ ਨੂੰ ਘਰ ਰੱਖੋ।',
  'Not drinking or passing very little urine': 'ਕੁਝ ਨਾ ਪੀਣਾ ਜਾਂ ਬਹੁਤ ਘੱਟ ਪਿਸ਼ਾਬ ਆਉਣਾ',
  'Drowsiness, fits or jerky movements': 'ਊਂਘ, ਦੌਰੇ ਜਾਂ ਸਰੀਰ ਨੂੰ ਝਟਕੇ ਲੱਗਣੇ',
  'Febrile seizure (fit with fever in a young child)': 'ਬੁਖਾਰ ਵਾਲਾ ਦੌਰਾ (ਛੋਟੇ ਬੱਚੇ ਨੂੰ ਬੁਖਾਰ ਨਾਲ ਦੌਰਾ ਪੈਣਾ)',
  'Lay the child on their side on a safe surface; do not put anything in the mouth or hold them down.':
    'ਬੱਚੇ ਨੂੰ ਕਿਸੇ ਸੁਰੱਖਿਅਤ ਥਾਂ ਤੇ ਇੱਕ ਪਾਸੇ ਵੱਲ ਲਿਟਾਓ; ਮੂੰਹ ਵਿੱਚ ਕੁਝ ਨਾ ਪਾਓ ਤੇ ਜ਼ੋਰ ਨਾਲ ਨਾ ਫੜੋ।',
  'Note the time; call 108 if it is the first fit, lasts more than 5 minutes, or the child does not wake normally.':
    'ਸਮਾਂ ਨੋਟ ਕਰੋ; ਜੇ ਇਹ ਪਹਿਲਾ ਦੌਰਾ ਹੈ, 5 ਮਿੰਟ ਤੋਂ ਵੱਧ ਚੱਲੇ, ਜਾਂ ਬੱਚਾ ਠੀਕ ਤਰ੍ਹਾਂ ਨਾ ਜਾਗੇ ਤਾਂ 108 ਤੇ ਫ਼ੋਨ ਕਰੋ।',
  'Fit longer than 5 minutes, another fit, or stiff neck, rash or drowsiness afterwards':
    '5 ਮਿੰਟ ਤੋਂ ਲੰਮਾ ਦੌਰਾ, ਦੁਬਾਰਾ ਦੌਰਾ, ਜਾਂ ਬਾਅਦ ਵਿੱਚ ਗਰਦਨ ਆਕੜਨੀ, ਧੱਫੜ ਜਾਂ ਊਂਘ',
  'Newborn jaundice': 'ਨਵਜੰਮੇ ਬੱਚੇ ਦਾ ਪੀਲੀਆ',
  'Breastfeed often, every 2 to 3 hours.': 'ਵਾਰ-ਵਾਰ ਮਾਂ ਦਾ ਦੁੱਧ ਪਿਲਾਓ, ਹਰ 2 ਤੋਂ 3 ਘੰਟਿਆਂ ਬਾਅਦ।',
  'Get the baby’s bilirubin checked today; do not rely on sunlight treatment at home.':
    'ਅੱਜ ਹੀ ਬੱਚੇ ਦਾ ਬਿਲੀਰੁਬਿਨ ਟੈਸਟ ਕਰਵਾਓ; ਘਰ ਵਿੱਚ ਧੁੱਪ ਲੁਆਉਣ ਵਾਲੇ ਇਲਾਜ ਤੇ ਭਰੋਸਾ ਨਾ ਕਰੋ।',
  'Yellow palms or soles, jaundice in the first 24 hours, a sleepy baby not feeding, or pale stools':
    'ਪੀਲੀਆਂ ਤਲੀਆਂ ਜਾਂ ਪੈਰਾਂ ਦੀਆਂ ਤਲੀਆਂ, ਪਹਿਲੇ 24 ਘੰਟਿਆਂ ਵਿੱਚ ਪੀਲੀਆ, ਸੁਸਤ ਬੱਚਾ ਜੋ ਦੁੱਧ ਨਾ ਪੀਵੇ, ਜਾਂ ਫਿੱਕੇ ਰੰਗ ਦੀ ਟੱਟੀ',
  'Heat stroke': 'ਲੂ ਲੱਗਣੀ (ਹੀਟ ਸਟ੍ਰੋਕ)',
  'Call 108 now. Move the person to shade or a cool room and remove extra clothing.':
    'ਹੁਣੇ 108 ਤੇ ਫ਼ੋਨ ਕਰੋ। ਮਰੀਜ਼ ਨੂੰ ਛਾਂ ਜਾਂ ਠੰਢੇ ਕਮਰੇ ਵਿੱਚ ਲੈ ਜਾਓ ਤੇ ਵਾਧੂ ਕੱਪੜੇ ਲਾਹ ਦਿਓ।',
  'Cool them fast: wet the skin with cool water and fan them; put wet cloths or ice packs on the neck, armpits and groin.':
    'ਛੇਤੀ ਠੰਢਾ ਕਰੋ: ਚਮੜੀ ਨੂੰ ਠੰਢੇ ਪਾਣੀ ਨਾਲ ਗਿੱਲਾ ਕਰੋ ਤੇ ਪੱਖਾ ਝੱਲੋ; ਗਰਦਨ, ਕੱਛਾਂ ਤੇ ਚੱਡਿਆਂ ਤੇ ਗਿੱਲੇ ਕੱਪੜੇ ਜਾਂ ਬਰਫ਼ ਦੀਆਂ ਥੈਲੀਆਂ ਰੱਖੋ।',
  'Give sips of water only if fully awake; do not give anything by mouth if drowsy.':
    'ਪਾਣੀ ਦੇ ਘੁੱਟ ਸਿਰਫ਼ ਤਾਂ ਦਿਓ ਜੇ ਪੂਰੀ ਹੋਸ਼ ਵਿੱਚ ਹੋਵੇ; ਊਂਘ ਰਿਹਾ ਹੋਵੇ ਤਾਂ ਮੂੰਹ ਵਿੱਚ ਕੁਝ ਨਾ ਦਿਓ।',
  'Confusion, fits, unconsciousness or very hot skin after heat exposure is an emergency':
    'ਗਰਮੀ/ਧੁੱਪ ਵਿੱਚ ਰਹਿਣ ਤੋਂ ਬਾਅਦ ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ, ਦੌਰੇ, ਬੇਹੋਸ਼ੀ ਜਾਂ ਬਹੁਤ ਗਰਮ ਚਮੜੀ ਐਮਰਜੈਂਸੀ ਹੈ',
  'Heat exhaustion': 'ਗਰਮੀ ਨਾਲ ਨਿਢਾਲ ਹੋਣਾ (ਹੀਟ ਐਗਜ਼ੌਸ਼ਨ)',
  'Move to a cool, shaded place, lie down and raise the feet.':
    'ਠੰਢੀ, ਛਾਂ ਵਾਲੀ ਥਾਂ ਤੇ ਜਾਓ, ਲੇਟ ਜਾਓ ਤੇ ਪੈਰ ਉੱਚੇ ਕਰੋ।',
  'Drink water, ORS, buttermilk, lemon water or aam panna.':
    'ਪਾਣੀ, ORS, ਲੱਸੀ, ਸ਼ਿਕੰਜਵੀ ਜਾਂ ਅੰਬ ਪੰਨਾ ਪੀਓ।',
  'Cool the skin with wet cloths and a fan.': 'ਗਿੱਲੇ ਕੱਪੜਿਆਂ ਤੇ ਪੱਖੇ ਨਾਲ ਚਮੜੀ ਠੰਢੀ ਕਰੋ।',
  'Avoid going out between noon and 4 pm in heat waves; wear a cap and loose cotton clothes.':
    'ਲੂ ਵਾਲੇ ਦਿਨਾਂ ਵਿੱਚ ਦੁਪਹਿਰ 12 ਵਜੇ ਤੋਂ ਸ਼ਾਮ 4 ਵਜੇ ਤੱਕ ਬਾਹਰ ਨਾ ਨਿਕਲੋ; ਟੋਪੀ/ਪਰਨਾ ਤੇ ਖੁੱਲ੍ਹੇ ਸੂਤੀ ਕੱਪੜੇ ਪਾਓ।',
  'Not better within 30 minutes of cooling and fluids':
    'ਠੰਢਾ ਕਰਨ ਤੇ ਤਰਲ ਪਦਾਰਥ ਦੇਣ ਤੋਂ 30 ਮਿੰਟ ਬਾਅਦ ਵੀ ਠੀਕ ਨਾ ਹੋਣਾ',
  'Confusion, stopping sweating or fainting — treat as heat stroke and call 108':
    'ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ, ਪਸੀਨਾ ਆਉਣਾ ਬੰਦ ਹੋ ਜਾਣਾ ਜਾਂ ਬੇਹੋਸ਼ੀ — ਇਸਨੂੰ ਲੂ ਲੱਗਣਾ ਸਮਝੋ ਤੇ 108 ਤੇ ਫ਼ੋਨ ਕਰੋ',
  'Call 108 and go to the nearest hospital now — anti-snake venom is free at government hospitals.':
    '108 ਤੇ ਫ਼ੋਨ ਕਰੋ ਤੇ ਹੁਣੇ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਜਾਓ — ਸਰਕਾਰੀ ਹਸਪਤਾਲਾਂ ਵਿੱਚ ਸੱਪ ਦੇ ਜ਼ਹਿਰ ਦਾ ਟੀਕਾ (ਐਂਟੀ-ਸਨੇਕ ਵੈਨਮ) ਮੁਫ਼ਤ ਹੈ।',
  'Keep calm and still; keep the bitten limb still and below heart level. Remove rings, bangles and tight clothing.':
    'ਸ਼ਾਂਤ ਤੇ ਸਥਿਰ ਰਹੋ; ਡੰਗ ਵਾਲੇ ਅੰਗ ਨੂੰ ਹਿਲਾਓ ਨਾ ਤੇ ਦਿਲ ਤੋਂ ਨੀਵਾਂ ਰੱਖੋ। ਮੁੰਦਰੀਆਂ, ਚੂੜੀਆਂ/ਕੜੇ ਤੇ ਤੰਗ ਕੱਪੜੇ ਲਾਹ ਦਿਓ।',
  'Do not cut the wound, suck out venom, tie a tight tourniquet, apply herbs or visit a traditional healer — these waste time.':
    'ਜ਼ਖ਼ਮ ਨੂੰ ਨਾ ਚੀਰੋ, ਜ਼ਹਿਰ ਨਾ ਚੂਸੋ, ਕੱਸ ਕੇ ਨਾ ਬੰਨ੍ਹੋ, ਜੜੀ-ਬੂਟੀਆਂ ਨਾ ਲਾਓ ਤੇ ਝਾੜਾ ਕਰਵਾਉਣ ਨਾ ਜਾਓ — ਇਹਨਾਂ ਨਾਲ ਸਮਾਂ ਖ਼ਰਾਬ ਹੁੰਦਾ ਹੈ।',
  'Note the time of the bite; take a photo of the snake only if it is safe.':
    'ਡੰਗ ਦਾ ਸਮਾਂ ਨੋਟ ਕਰੋ; ਸੱਪ ਦੀ ਫ਼ੋਟੋ ਸਿਰਫ਼ ਤਾਂ ਖਿੱਚੋ ਜੇ ਇਹ ਸੁਰੱਖਿਅਤ ਹੋਵੇ।',
  'Even without pain, krait bites (often at night while sleeping on the floor) can cause drooping eyelids and breathing failure hours later':
    'ਦਰਦ ਨਾ ਹੋਣ ਤੇ ਵੀ, ਕਰੇਤ ਸੱਪ ਦਾ ਡੰਗ (ਅਕਸਰ ਰਾਤ ਨੂੰ ਜ਼ਮੀਨ ਤੇ ਸੁੱਤਿਆਂ) ਕਈ ਘੰਟਿਆਂ ਬਾਅਦ ਪਲਕਾਂ ਡਿੱਗਣ ਤੇ ਸਾਹ ਰੁਕਣ ਦਾ ਕਾਰਨ ਬਣ ਸਕਦਾ ਹੈ',
  'Dog or animal bite (rabies risk)': 'ਕੁੱਤੇ ਜਾਂ ਜਾਨਵਰ ਦਾ ਵੱਢਣਾ (ਹਲਕਾਅ/ਰੇਬੀਜ਼ ਦਾ ਖ਼ਤਰਾ)',
  'Wash the wound at once with soap and running water for 15 minutes — this greatly reduces rabies risk.':
    'ਜ਼ਖ਼ਮ ਨੂੰ ਫ਼ੌਰਨ ਸਾਬਣ ਤੇ ਵਗਦੇ ਪਾਣੀ ਨਾਲ 15 ਮਿੰਟ ਧੋਵੋ — ਇਸ ਨਾਲ ਹਲਕਾਅ (ਰੇਬੀਜ਼) ਦਾ ਖ਼ਤਰਾ ਬਹੁਤ ਘਟ ਜਾਂਦਾ ਹੈ।',
  'Go to a health centre today for anti-rabies vaccine (free at government hospitals) and, for deep bites, rabies immunoglobulin.':
    'ਅੱਜ ਹੀ ਸਿਹਤ ਕੇਂਦਰ ਜਾ ਕੇ ਹਲਕਾਅ ਦਾ ਟੀਕਾ (ਐਂਟੀ-ਰੇਬੀਜ਼ ਵੈਕਸੀਨ, ਸਰਕਾਰੀ ਹਸਪਤਾਲਾਂ ਵਿੱਚ ਮੁਫ਼ਤ) ਲਗਵਾਓ ਤੇ ਡੂੰਘੇ ਜ਼ਖ਼ਮ ਲਈ ਰੇਬੀਜ਼ ਇਮਿਊਨੋਗਲੋਬੂਲਿਨ ਵੀ।',
  'Do not apply chilli, turmeric, oil or other substances, and do not stitch or bandage tightly.':
    'ਜ਼ਖ਼ਮ ਤੇ ਮਿਰਚ, ਹਲਦੀ, ਤੇਲ ਜਾਂ ਕੋਈ ਹੋਰ ਚੀਜ਼ ਨਾ ਲਾਓ, ਤੇ ਨਾ ਟਾਂਕੇ ਲਵਾਓ ਨਾ ਕੱਸ ਕੇ ਪੱਟੀ ਬੰਨ੍ਹੋ।',
  'Complete every vaccine dose on the schedule the doctor gives.':
    'ਡਾਕਟਰ ਦੇ ਦੱਸੇ ਸਮੇਂ ਮੁਤਾਬਕ ਟੀਕੇ ਦੀ ਹਰ ਖ਼ੁਰਾਕ ਪੂਰੀ ਕਰੋ।',
  'Deep bites, bites on the face, head or hands, or multiple bites — go today, do not wait':
    'ਡੂੰਘਾ ਵੱਢ, ਚਿਹਰੇ, ਸਿਰ ਜਾਂ ਹੱਥਾਂ ਤੇ ਵੱਢ, ਜਾਂ ਕਈ ਥਾਵਾਂ ਤੇ ਵੱਢ — ਅੱਜ ਹੀ ਜਾਓ, ਉਡੀਕ ਨਾ ਕਰੋ',
  'Bleeding that will not stop': 'ਖੂਨ ਜੋ ਰੁਕ ਨਾ ਰਿਹਾ ਹੋਵੇ',
  'Go to the nearest hospital now, especially for a child; keep the person calm and still.':
    'ਹੁਣੇ ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਹਸਪਤਾਲ ਜਾਓ, ਖ਼ਾਸ ਕਰਕੇ ਬੱਚੇ ਨੂੰ ਲੈ ਕੇ; ਮਰੀਜ਼ ਨੂੰ ਸ਼ਾਂਤ ਤੇ ਸਥਿਰ ਰੱਖੋ।',
  'A cold pack on the sting helps pain. Do not cut or suck the sting.':
    'ਡੰਗ ਵਾਲੀ ਥਾਂ ਤੇ ਠੰਢੀ ਪੱਟੀ/ਬਰਫ਼ ਰੱਖਣ ਨਾਲ ਦਰਦ ਘਟਦਾ ਹੈ। ਡੰਗ ਨੂੰ ਨਾ ਚੀਰੋ ਤੇ ਨਾ ਚੂਸੋ।',
  'Sweating, vomiting, cold limbs, breathlessness or restlessness after a sting — call 108':
    'ਡੰਗ ਤੋਂ ਬਾਅਦ ਪਸੀਨਾ, ਉਲਟੀ, ਠੰਢੇ ਹੱਥ-ਪੈਰ, ਸਾਹ ਚੜ੍ਹਨਾ ਜਾਂ ਬੇਚੈਨੀ — 108 ਤੇ ਫ਼ੋਨ ਕਰੋ',
  'Insect bite or sting (local reaction)': 'ਕੀੜੇ ਦਾ ਕੱਟਣਾ ਜਾਂ ਡੰਗ (ਸਿਰਫ਼ ਉਸੇ ਥਾਂ ਦੀ ਪ੍ਰਤੀਕਿਰਿਆ)',
  'Scrape out a bee sting with a fingernail or card, then wash with soap and water.':
    'ਮਧੂ-ਮੱਖੀ ਦਾ ਡੰਗ ਨਹੁੰ ਜਾਂ ਕਿਸੇ ਕਾਰਡ ਨਾਲ ਖੁਰਚ ਕੇ ਕੱਢੋ, ਫਿਰ ਸਾਬਣ ਤੇ ਪਾਣੀ ਨਾਲ ਧੋਵੋ।',
  'A cold pack on the spot for 10 minutes eases pain and swelling; keep the part raised.':
    'ਉਸ ਥਾਂ ਤੇ 10 ਮਿੰਟ ਠੰਢੀ ਸਿਕਾਈ ਕਰਨ ਨਾਲ ਦਰਦ ਤੇ ਸੋਜ ਘਟਦੀ ਹੈ; ਉਸ ਹਿੱਸੇ ਨੂੰ ਉੱਚਾ ਰੱਖੋ।',
  'Many stings at once, a sting inside the mouth, or redness that spreads and gets hot after a day or two':
    'ਇੱਕੋ ਵਾਰ ਕਈ ਡੰਗ, ਮੂੰਹ ਦੇ ਅੰਦਰ ਡੰਗ, ਜਾਂ ਇੱਕ-ਦੋ ਦਿਨਾਂ ਬਾਅਦ ਫੈਲਦੀ ਤੇ ਗਰਮ ਹੁੰਦੀ ਲਾਲੀ',
  'Severe allergic reaction (anaphylaxis)': 'ਬਹੁਤ ਗੰਭੀਰ ਐਲਰਜੀ (ਐਨਾਫਾਈਲੈਕਸਿਸ)',
  'Call 108 now. If the person has an adrenaline auto-injector, use it.':
    'ਹੁਣੇ 108 ਤੇ ਫ਼ੋਨ ਕਰੋ। ਜੇ ਮਰੀਜ਼ ਕੋਲ ਐਡਰੇਨਾਲੀਨ ਦਾ ਆਟੋ-ਇੰਜੈਕਟਰ (ਟੀਕਾ) ਹੈ, ਤਾਂ ਉਹ ਲਾ ਦਿਓ।',
  'Lie them flat with legs raised; if breathing is hard, let them sit up.':
    'ਮਰੀਜ਼ ਨੂੰ ਸਿੱਧਾ ਲਿਟਾ ਕੇ ਲੱਤਾਂ ਉੱਚੀਆਂ ਕਰੋ; ਜੇ ਸਾਹ ਔਖਾ ਆ ਰਿਹਾ ਹੋਵੇ ਤਾਂ ਉਸਨੂੰ ਬੈਠਣ ਦਿਓ।',
  'Swelling of lips or throat, breathing difficulty or fainting after a food, medicine or sting':
    'ਕਿਸੇ ਖਾਣੇ, ਦਵਾਈ ਜਾਂ ਡੰਗ ਤੋਂ ਬਾਅਦ ਬੁੱਲ੍ਹਾਂ ਜਾਂ ਗਲੇ ਦੀ ਸੋਜ, ਸਾਹ ਲੈਣ ਵਿੱਚ ਔਖ ਜਾਂ ਬੇਹੋਸ਼ੀ',
  'Poisoning (pesticide, chemical, medicine overdose)':
    'ਜ਼ਹਿਰ ਖਾਣਾ (ਕੀੜੇਮਾਰ ਦਵਾਈ/ਸਪਰੇਅ, ਕੈਮੀਕਲ, ਦਵਾਈਆਂ ਦੀ ਵੱਧ ਮਾਤਰਾ)',
  'Call 108 now. Do not make the person vomit and do not give milk, salt water or oil.':
    'ਹੁਣੇ 108 ਤੇ ਫ਼ੋਨ ਕਰੋ। ਮਰੀਜ਼ ਨੂੰ ਉਲਟੀ ਨਾ ਕਰਵਾਓ ਤੇ ਦੁੱਧ, ਨਮਕ ਵਾਲਾ ਪਾਣੀ ਜਾਂ ਤੇਲ ਨਾ ਦਿਓ।',
  'Remove clothes soaked in pesticide and wash skin with soap and water (wear gloves).':
    'ਕੀੜੇਮਾਰ ਦਵਾਈ ਨਾਲ ਭਿੱਜੇ ਕੱਪੜੇ ਲਾਹ ਦਿਓ ਤੇ ਚਮੜੀ ਸਾਬਣ ਤੇ ਪਾਣੀ ਨਾਲ ਧੋਵੋ (ਦਸਤਾਨੇ ਪਾ ਕੇ)।',
  'Take the container or strip to hospital. If it was deliberate, Tele-MANAS 14416 can support later.':
    'ਡੱਬਾ/ਬੋਤਲ ਜਾਂ ਗੋਲੀਆਂ ਦਾ ਪੱਤਾ ਹਸਪਤਾਲ ਲੈ ਕੇ ਜਾਓ। ਜੇ ਇਹ ਜਾਣ-ਬੁੱਝ ਕੇ ਕੀਤਾ ਗਿਆ ਸੀ, ਤਾਂ ਬਾਅਦ ਵਿੱਚ Tele-MANAS 14416 ਮਦਦ ਕਰ ਸਕਦਾ ਹੈ।',
  'Any swallowed pesticide, kerosene, acid or extra medicines is an emergency even if the person looks well':
    'ਕੀੜੇਮਾਰ ਦਵਾਈ, ਮਿੱਟੀ ਦਾ ਤੇਲ, ਤੇਜ਼ਾਬ ਜਾਂ ਵਾਧੂ ਦਵਾਈਆਂ ਨਿਗਲ ਲੈਣਾ ਐਮਰਜੈਂਸੀ ਹੈ, ਭਾਵੇਂ ਮਰੀਜ਼ ਠੀਕ ਲੱਗੇ',
  'Burns and scalds': 'ਅੱਗ ਨਾਲ ਸੜਨਾ ਤੇ ਗਰਮ ਪਾਣੀ/ਭਾਫ਼ ਨਾਲ ਝੁਲਸਣਾ',
  'Cool the burn under cool running tap water for 20 minutes as soon as possible.':
    'ਜਿੰਨੀ ਜਲਦੀ ਹੋ ਸਕੇ, ਸੜੀ ਥਾਂ ਨੂੰ 20 ਮਿੰਟ ਟੂਟੀ ਦੇ ਵਗਦੇ ਠੰਢੇ ਪਾਣੀ ਹੇਠ ਰੱਖੋ।',
  'Remove rings and clothing near the burn unless stuck to the skin.':
    'ਸੜੀ ਥਾਂ ਦੇ ਨੇੜੇ ਦੀਆਂ ਮੁੰਦਰੀਆਂ ਤੇ ਕੱਪੜੇ ਲਾਹ ਦਿਓ, ਜਦ ਤੱਕ ਉਹ ਚਮੜੀ ਨਾਲ ਚਿਪਕੇ ਨਾ ਹੋਣ।',
  'Cover loosely with cling film or a clean cloth. Do not apply toothpaste, ghee, oil, ice or turmeric; do not burst blisters.':
    'ਕਲਿੰਗ ਫ਼ਿਲਮ (ਪਲਾਸਟਿਕ ਦੀ ਪਤਲੀ ਝਿੱਲੀ) ਜਾਂ ਸਾਫ਼ ਕੱਪੜੇ ਨਾਲ ਢਿੱਲਾ ਢੱਕੋ। ਟੁੱਥਪੇਸਟ, ਘਿਓ, ਤੇਲ, ਬਰਫ਼ ਜਾਂ ਹਲਦੀ ਨਾ ਲਾਓ; ਛਾਲੇ ਨਾ ਫੋੜੋ।',
  'Burns larger than the person’s palm, deep (white or charred), or on face, hands, feet, genitals or joints — go to hospital':
    'ਮਰੀਜ਼ ਦੀ ਤਲੀ ਤੋਂ ਵੱਡਾ ਸੜਨਾ, ਡੂੰਘਾ ਸੜਨਾ (ਚਿੱਟਾ ਜਾਂ ਕਾਲਾ ਪਿਆ), ਜਾਂ ਚਿਹਰੇ, ਹੱਥਾਂ, ਪੈਰਾਂ, ਗੁਪਤ ਅੰਗਾਂ ਜਾਂ ਜੋੜਾਂ ਤੇ ਸੜਨਾ — ਹਸਪਤਾਲ ਜਾਓ',
  'Any burn in a baby, or electrical, chemical or smoke-inhalation burns — call 108':
    'ਛੋਟੇ ਬੱਚੇ ਦਾ ਕਿਸੇ ਵੀ ਤਰ੍ਹਾਂ ਸੜਨਾ, ਜਾਂ ਬਿਜਲੀ, ਕੈਮੀਕਲ ਜਾਂ ਧੂੰਆਂ ਅੰਦਰ ਜਾਣ ਨਾਲ ਸੜਨਾ — 108 ਤੇ ਫ਼ੋਨ ਕਰੋ',
  'Broken bone (fracture)': 'ਹੱਡੀ ਟੁੱਟਣੀ (ਫਰੈਕਚਰ)',
  'Keep the injured part still with a splint or sling; do not try to straighten it.':
    'ਸੱਟ ਵਾਲੇ ਅੰਗ ਨੂੰ ਫੱਟੀ (ਸਪਲਿੰਟ) ਜਾਂ ਗਲੇ ਵਿੱਚ ਪਾਈ ਪੱਟੀ (ਸਲਿੰਗ) ਨਾਲ ਸਥਿਰ ਰੱਖੋ; ਉਸਨੂੰ ਸਿੱਧਾ ਕਰਨ ਦੀ ਕੋਸ਼ਿਸ਼ ਨਾ ਕਰੋ।',
  'Apply a cold pack wrapped in cloth; get an X-ray today.':
    'ਕੱਪੜੇ ਵਿੱਚ ਲਪੇਟੀ ਬਰਫ਼/ਠੰਢੀ ਪੱਟੀ ਰੱਖੋ; ਅੱਜ ਹੀ ਐਕਸ-ਰੇ ਕਰਵਾਓ।',
  'Avoid traditional bone-setting massage, which can cause lasting damage.':
    'ਦੇਸੀ ਹੱਡ ਬਿਠਾਉਣ ਵਾਲਿਆਂ ਦੀ ਮਾਲਿਸ਼ ਤੋਂ ਬਚੋ, ਇਸ ਨਾਲ ਪੱਕਾ ਨੁਕਸਾਨ ਹੋ ਸਕਦਾ ਹੈ।',
  'Bone through the skin, heavy bleeding, or a cold, numb or pale limb — call 108':
    'ਹੱਡੀ ਚਮੜੀ ਤੋਂ ਬਾਹਰ ਦਿਸੇ, ਬਹੁਤ ਖੂਨ ਵਗੇ, ਜਾਂ ਅੰਗ ਠੰਢਾ, ਸੁੰਨ ਜਾਂ ਫਿੱਕਾ ਹੋਵੇ — 108 ਤੇ ਫ਼ੋਨ ਕਰੋ',
  'Suspected neck, back, hip or thigh fracture — do not move the person; call 108':
    'ਗਰਦਨ, ਪਿੱਠ, ਚੂਲੇ ਜਾਂ ਪੱਟ ਦੀ ਹੱਡੀ ਟੁੱਟਣ ਦਾ ਸ਼ੱਕ — ਮਰੀਜ਼ ਨੂੰ ਹਿਲਾਓ ਨਾ; 108 ਤੇ ਫ਼ੋਨ ਕਰੋ',
  'Sprain or strain': 'ਮੋਚ ਜਾਂ ਪੱਠਾ ਖਿੱਚਿਆ ਜਾਣਾ',
  'Rest, cold pack wrapped in cloth for 20 minutes every few hours, firm (not tight) bandage, and keep it raised.':
    'ਆਰਾਮ ਕਰੋ, ਹਰ ਕੁਝ ਘੰਟਿਆਂ ਬਾਅਦ 20 ਮਿੰਟ ਲਈ ਕੱਪੜੇ ਵਿੱਚ ਲਪੇਟੀ ਬਰਫ਼ ਰੱਖੋ, ਪੱਕੀ (ਪਰ ਤੰਗ ਨਹੀਂ) ਪੱਟੀ ਬੰਨ੍ਹੋ ਤੇ ਉਸਨੂੰ ਉੱਚਾ ਰੱਖੋ।',
  'Start gentle movement after 2 days.': '2 ਦਿਨਾਂ ਬਾਅਦ ਹੌਲੀ-ਹੌਲੀ ਹਿਲਾਉਣਾ ਸ਼ੁਰੂ ਕਰੋ।',
  'Cannot put any weight on it, or it looks deformed — get an X-ray':
    'ਉਸ ਉੱਤੇ ਬਿਲਕੁਲ ਭਾਰ ਨਾ ਪਾ ਸਕਣਾ, ਜਾਂ ਉਹ ਟੇਢਾ ਦਿਸੇ — ਐਕਸ-ਰੇ ਕਰਵਾਓ',
  'Not improving after a week': 'ਇੱਕ ਹਫ਼ਤੇ ਬਾਅਦ ਵੀ ਫ਼ਰਕ ਨਾ ਪੈਣਾ',
  'Rest and have someone stay with you for 24 hours.': 'ਆਰਾਮ ਕਰੋ ਤੇ 24 ਘੰਟੇ ਕਿਸੇ ਨੂੰ ਆਪਣੇ ਕੋਲ ਰਹਿਣ ਲਈ ਕਹੋ।',
  'Avoid alcohol, driving and sports until checked.': 'ਚੈੱਕ ਹੋਣ ਤੱਕ ਸ਼ਰਾਬ, ਗੱਡੀ ਚਲਾਉਣ ਤੇ ਖੇਡਾਂ ਤੋਂ ਬਚੋ।',
  'See a doctor today if you are elderly or take blood thinners.':
    'ਜੇ ਤੁਸੀਂ ਬਜ਼ੁਰਗ ਹੋ ਜਾਂ ਖੂਨ ਪਤਲਾ ਕਰਨ ਵਾਲੀ ਦਵਾਈ ਲੈਂਦੇ ਹੋ ਤਾਂ ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ।',
  'Knocked out, fit, repeated vomiting, confusion, worsening headache, bleeding from ear or nose, or weakness — call 108':
    'ਬੇਹੋਸ਼ ਹੋ ਜਾਣਾ, ਦੌਰਾ, ਵਾਰ-ਵਾਰ ਉਲਟੀ, ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ, ਵਧਦਾ ਸਿਰ ਦਰਦ, ਕੰਨ ਜਾਂ ਨੱਕ ਵਿੱਚੋਂ ਖੂਨ, ਜਾਂ ਕਮਜ਼ੋਰੀ — 108 ਤੇ ਫ਼ੋਨ ਕਰੋ',
  'Cut or wound': 'ਕੱਟ ਜਾਂ ਜ਼ਖ਼ਮ',
  'Press on the cut with a clean cloth until the bleeding stops, then rinse it under clean running water.':
    'ਖੂਨ ਰੁਕਣ ਤੱਕ ਸਾਫ਼ ਕੱਪੜੇ ਨਾਲ ਕੱਟ ਨੂੰ ਦਬਾ ਕੇ ਰੱਖੋ, ਫਿਰ ਉਸਨੂੰ ਸਾਫ਼ ਵਗਦੇ ਪਾਣੀ ਹੇਠ ਧੋਵੋ।',
  'Cover it with a clean dressing and keep it clean and dry; do not put mud, ash, coffee powder or toothpaste on it.':
    'ਉਸ ਉੱਤੇ ਸਾਫ਼ ਪੱਟੀ ਕਰੋ ਤੇ ਉਸਨੂੰ ਸਾਫ਼ ਤੇ ਸੁੱਕਾ ਰੱਖੋ; ਉਸ ਉੱਤੇ ਮਿੱਟੀ, ਸੁਆਹ, ਕੌਫ਼ੀ ਪਾਊਡਰ ਜਾਂ ਟੁੱਥਪੇਸਟ ਨਾ ਲਾਓ।',
  'If your last tetanus injection was more than 10 years ago, or you do not know, get one within a day.':
    'ਜੇ ਤੁਹਾਡਾ ਆਖ਼ਰੀ ਟੈਟਨਸ ਦਾ ਟੀਕਾ 10 ਸਾਲ ਤੋਂ ਵੱਧ ਪਹਿਲਾਂ ਲੱਗਾ ਸੀ, ਜਾਂ ਤੁਹਾਨੂੰ ਪਤਾ ਨਹੀਂ, ਤਾਂ ਇੱਕ ਦਿਨ ਦੇ ਅੰਦਰ-ਅੰਦਰ ਲਗਵਾ ਲਓ।',
  'Bleeding that does not stop after 10 minutes of firm pressure — call 108':
    '10 ਮਿੰਟ ਜ਼ੋਰ ਨਾਲ ਦਬਾਉਣ ਤੋਂ ਬਾਅਦ ਵੀ ਖੂਨ ਨਾ ਰੁਕੇ — 108 ਤੇ ਫ਼ੋਨ ਕਰੋ',
  'A deep, gaping or long cut, a cut on the face, or glass, dirt or rust in it — go to a hospital today':
    'ਡੂੰਘਾ, ਖੁੱਲ੍ਹਿਆ ਹੋਇਆ ਜਾਂ ਲੰਮਾ ਕੱਟ, ਚਿਹਰੇ ਤੇ ਕੱਟ, ਜਾਂ ਉਸ ਵਿੱਚ ਕੱਚ, ਮਿੱਟੀ ਜਾਂ ਜੰਗਾਲ — ਅੱਜ ਹੀ ਹਸਪਤਾਲ ਜਾਓ',
  'Spreading redness, pus, fever or pain that gets worse — see a doctor today':
    'ਫੈਲਦੀ ਲਾਲੀ, ਪੀਕ, ਬੁਖਾਰ ਜਾਂ ਵਧਦਾ ਦਰਦ — ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ',
  'Severe bleeding from a wound': 'ਜ਼ਖ਼ਮ ਵਿੱਚੋਂ ਬਹੁਤ ਜ਼ਿਆਦਾ ਖੂਨ ਵਗਣਾ',
  'Call 108. Press firmly on the wound with a clean cloth and do not let go; add more cloth on top if it soaks through.':
    '108 ਤੇ ਫ਼ੋਨ ਕਰੋ। ਸਾਫ਼ ਕੱਪੜੇ ਨਾਲ ਜ਼ਖ਼ਮ ਨੂੰ ਜ਼ੋਰ ਨਾਲ ਦਬਾਓ ਤੇ ਛੱਡੋ ਨਾ; ਜੇ ਕੱਪੜਾ ਖੂਨ ਨਾਲ ਭਿੱਜ ਜਾਵੇ ਤਾਂ ਉੱਤੋਂ ਹੋਰ ਕੱਪੜਾ ਰੱਖ ਦਿਓ।',
  'Raise the injured part and lie the person down.': 'ਸੱਟ ਵਾਲੇ ਅੰਗ ਨੂੰ ਉੱਚਾ ਕਰੋ ਤੇ ਮਰੀਜ਼ ਨੂੰ ਲਿਟਾ ਦਿਓ।',
  'Bleeding that will not stop, spurting blood, or dizziness and pale, cold skin':
    'ਖੂਨ ਜੋ ਰੁਕੇ ਨਾ, ਫੁਹਾਰੇ ਵਾਂਗ ਖੂਨ ਨਿਕਲਣਾ, ਜਾਂ ਚੱਕਰ ਤੇ ਫਿੱਕੀ, ਠੰਢੀ ਚਮੜੀ',
  'Diabetes (high blood sugar)': 'ਸ਼ੂਗਰ ਦੀ ਬਿਮਾਰੀ (ਡਾਇਬਟੀਜ਼, ਖੂਨ ਵਿੱਚ ਸ਼ੂਗਰ ਵੱਧ)',
  'Get a fasting sugar and HbA1c test; screening is free at government health centres.':
    'ਖਾਲੀ ਢਿੱਡ ਸ਼ੂਗਰ (ਫਾਸਟਿੰਗ) ਤੇ HbA1c ਟੈਸਟ ਕਰਵਾਓ; ਸਰਕਾਰੀ ਸਿਹਤ ਕੇਂਦਰਾਂ ਵਿੱਚ ਜਾਂਚ ਮੁਫ਼ਤ ਹੈ।',
  'Eat more vegetables, dal and whole grains; cut sweets, sugary drinks, white rice and maida.':
    'ਸਬਜ਼ੀਆਂ, ਦਾਲ ਤੇ ਸਾਬਤ ਅਨਾਜ ਵੱਧ ਖਾਓ; ਮਿਠਾਈਆਂ, ਮਿੱਠੇ ਡਰਿੰਕ, ਚਿੱਟੇ ਚੌਲ ਤੇ ਮੈਦਾ ਘੱਟ ਕਰੋ।',
  'Walk at least 30 minutes most days; keep a healthy weight.':
    'ਹਫ਼ਤੇ ਦੇ ਜ਼ਿਆਦਾਤਰ ਦਿਨ ਘੱਟੋ-ਘੱਟ 30 ਮਿੰਟ ਸੈਰ ਕਰੋ; ਭਾਰ ਠੀਕ ਰੱਖੋ।',
  'If on diabetes medicines, take them as prescribed; check feet daily.':
    'ਜੇ ਸ਼ੂਗਰ ਦੀ ਦਵਾਈ ਲੈਂਦੇ ਹੋ ਤਾਂ ਡਾਕਟਰ ਦੇ ਦੱਸੇ ਮੁਤਾਬਕ ਲਓ; ਰੋਜ਼ ਪੈਰ ਦੇਖੋ।',
  'Vomiting, deep fast breathing, fruity breath or drowsiness with high sugar — go to hospital':
    'ਵਧੀ ਹੋਈ ਸ਼ੂਗਰ ਨਾਲ ਉਲਟੀ, ਡੂੰਘੇ ਤੇ ਤੇਜ਼ ਸਾਹ, ਸਾਹ ਵਿੱਚੋਂ ਫਲਾਂ ਵਰਗੀ ਬੋ ਜਾਂ ਊਂਘ — ਹਸਪਤਾਲ ਜਾਓ',
  'A foot wound that is red, black or smelly': 'ਪੈਰ ਦਾ ਜ਼ਖ਼ਮ ਜੋ ਲਾਲ, ਕਾਲਾ ਜਾਂ ਬਦਬੂਦਾਰ ਹੋਵੇ',
  'Low blood sugar (hypo)': 'ਸ਼ੂਗਰ ਘਟ ਜਾਣੀ (ਹਾਈਪੋ)',
  'If awake and able to swallow, take something sugary now: glucose, sugar in water, fruit juice or sweets. Then eat a proper snack.':
    'ਜੇ ਹੋਸ਼ ਵਿੱਚ ਹੋ ਤੇ ਨਿਗਲ ਸਕਦੇ ਹੋ ਤਾਂ ਹੁਣੇ ਕੁਝ ਮਿੱਠਾ ਲਓ: ਗਲੂਕੋਜ਼, ਪਾਣੀ ਵਿੱਚ ਖੰਡ, ਫਲਾਂ ਦਾ ਜੂਸ ਜਾਂ ਮਿਠਾਈ। ਫਿਰ ਕੁਝ ਢੰਗ ਦਾ ਖਾ ਲਓ।',
  'Recheck sugar after 15 minutes and repeat if still low.':
    '15 ਮਿੰਟ ਬਾਅਦ ਸ਼ੂਗਰ ਦੁਬਾਰਾ ਚੈੱਕ ਕਰੋ ਤੇ ਜੇ ਅਜੇ ਵੀ ਘੱਟ ਹੋਵੇ ਤਾਂ ਫਿਰ ਮਿੱਠਾ ਲਓ।',
  'Tell your doctor — your diabetes medicines may need changing.':
    'ਆਪਣੇ ਡਾਕਟਰ ਨੂੰ ਦੱਸੋ — ਹੋ ਸਕਦਾ ਹੈ ਤੁਹਾਡੀ ਸ਼ੂਗਰ ਦੀ ਦਵਾਈ ਬਦਲਣੀ ਪਵੇ।',
  'Drowsy, confused, fitting or unconscious — do not give anything by mouth; call 108':
    'ਜੇ ਮਰੀਜ਼ ਊਂਘ ਰਿਹਾ ਹੋਵੇ, ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਹੋਵੇ, ਦੌਰਾ ਪੈ ਰਿਹਾ ਹੋਵੇ ਜਾਂ ਬੇਹੋਸ਼ ਹੋਵੇ — ਮੂੰਹ ਵਿੱਚ ਕੁਝ ਨਾ ਦਿਓ; 108 ਤੇ ਫ਼ੋਨ ਕਰੋ',
  'Very high sugar emergency (diabetic ketoacidosis)':
    'ਬਹੁਤ ਵਧੀ ਸ਼ੂਗਰ ਦੀ ਐਮਰਜੈਂਸੀ (ਡਾਇਬਟਿਕ ਕੀਟੋਐਸੀਡੋਸਿਸ, DKA)',
  'Go to hospital now; sip water on the way if awake. Do not stop insulin.':
    'ਹੁਣੇ ਹਸਪਤਾਲ ਜਾਓ; ਜੇ ਹੋਸ਼ ਵਿੱਚ ਹੋ ਤਾਂ ਰਸਤੇ ਵਿੱਚ ਘੁੱਟ-ਘੁੱਟ ਪਾਣੀ ਪੀਓ। ਇਨਸੁਲਿਨ ਬੰਦ ਨਾ ਕਰੋ।',
  'High sugar with vomiting, deep breathing, fruity breath, stomach pain or drowsiness':
    'ਵਧੀ ਹੋਈ ਸ਼ੂਗਰ ਨਾਲ ਉਲਟੀ, ਡੂੰਘੇ ਸਾਹ, ਸਾਹ ਵਿੱਚੋਂ ਫਲਾਂ ਵਰਗੀ ਬੋ, ਢਿੱਡ ਦਰਦ ਜਾਂ ਊਂਘ',
  'Underactive thyroid (hypothyroidism)': 'ਥਾਇਰਾਇਡ ਘੱਟ ਕੰਮ ਕਰਨਾ (ਹਾਈਪੋਥਾਇਰਾਇਡਿਜ਼ਮ)',
  'Get a thyroid (TSH) blood test.': 'ਥਾਇਰਾਇਡ (TSH) ਦਾ ਖੂਨ ਟੈਸਟ ਕਰਵਾਓ।',
  'Use iodised salt at home.': 'ਘਰ ਵਿੱਚ ਆਇਓਡੀਨ ਵਾਲਾ ਲੂਣ ਵਰਤੋ।',
  'If prescribed thyroid medicine, take it every day on an empty stomach as advised.':
    'ਜੇ ਥਾਇਰਾਇਡ ਦੀ ਦਵਾਈ ਲਿਖੀ ਗਈ ਹੈ, ਤਾਂ ਦੱਸੇ ਮੁਤਾਬਕ ਰੋਜ਼ ਖਾਲੀ ਢਿੱਡ ਲਓ।',
  'Extreme drowsiness, confusion or feeling very cold':
    'ਬਹੁਤ ਜ਼ਿਆਦਾ ਊਂਘ, ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ ਜਾਂ ਬਹੁਤ ਠੰਢ ਲੱਗਣੀ',
  'A neck swelling that grows quickly or makes swallowing or breathing hard':
    'ਗਰਦਨ ਦੀ ਸੋਜ ਜੋ ਤੇਜ਼ੀ ਨਾਲ ਵਧੇ ਜਾਂ ਜਿਸ ਨਾਲ ਨਿਗਲਣਾ ਜਾਂ ਸਾਹ ਲੈਣਾ ਔਖਾ ਹੋਵੇ',
  'Overactive thyroid (hyperthyroidism)': 'ਥਾਇਰਾਇਡ ਵੱਧ ਕੰਮ ਕਰਨਾ (ਹਾਈਪਰਥਾਇਰਾਇਡਿਜ਼ਮ)',
  'Get a thyroid blood test.': 'ਥਾਇਰਾਇਡ ਦਾ ਖੂਨ ਟੈਸਟ ਕਰਵਾਓ।',
  'Cut down on tea, coffee and energy drinks while waiting.':
    'ਉਡੀਕ ਦੌਰਾਨ ਚਾਹ, ਕੌਫ਼ੀ ਤੇ ਐਨਰਜੀ ਡਰਿੰਕ ਘੱਟ ਕਰੋ।',
  'Very fast heartbeat, fever, confusion or chest pain — go to hospital':
    'ਦਿਲ ਦੀ ਬਹੁਤ ਤੇਜ਼ ਧੜਕਣ, ਬੁਖਾਰ, ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ ਜਾਂ ਛਾਤੀ ਦਰਦ — ਹਸਪਤਾਲ ਜਾਓ',
  'Anaemia (low haemoglobin, often iron deficiency)':
    'ਖੂਨ ਦੀ ਕਮੀ (ਅਨੀਮੀਆ — ਹੀਮੋਗਲੋਬਿਨ ਘੱਟ, ਅਕਸਰ ਆਇਰਨ ਦੀ ਕਮੀ ਕਰਕੇ)',
  'Get a haemoglobin test; it is free at government health centres (Anaemia Mukt Bharat).':
    'ਹੀਮੋਗਲੋਬਿਨ ਦਾ ਟੈਸਟ ਕਰਵਾਓ; ਇਹ ਸਰਕਾਰੀ ਸਿਹਤ ਕੇਂਦਰਾਂ ਵਿੱਚ ਮੁਫ਼ਤ ਹੈ (ਅਨੀਮੀਆ ਮੁਕਤ ਭਾਰਤ)।',
  'Eat iron-rich foods: green leafy vegetables, jaggery, dates, dal, chana, eggs, meat; add lemon or amla to help absorption.':
    'ਆਇਰਨ ਵਾਲੀਆਂ ਚੀਜ਼ਾਂ ਖਾਓ: ਹਰੀਆਂ ਪੱਤੇਦਾਰ ਸਬਜ਼ੀਆਂ, ਗੁੜ, ਖਜੂਰ, ਦਾਲ, ਛੋਲੇ, ਆਂਡੇ, ਮੀਟ; ਨਾਲ ਨਿੰਬੂ ਜਾਂ ਆਂਵਲਾ ਲਓ ਤਾਂ ਜੋ ਆਇਰਨ ਚੰਗੀ ਤਰ੍ਹਾਂ ਲੱਗੇ।',
  'Avoid tea or coffee with meals.': 'ਖਾਣੇ ਨਾਲ ਚਾਹ ਜਾਂ ਕੌਫ਼ੀ ਨਾ ਪੀਓ।',
  'Iron and folic acid supplements are given free to pregnant women, adolescents and children — take them as the health worker advises.':
    'ਗਰਭਵਤੀ ਔਰਤਾਂ, ਕਿਸ਼ੋਰਾਂ ਤੇ ਬੱਚਿਆਂ ਨੂੰ ਆਇਰਨ ਤੇ ਫੋਲਿਕ ਐਸਿਡ ਦੀਆਂ ਗੋਲੀਆਂ ਮੁਫ਼ਤ ਮਿਲਦੀਆਂ ਹਨ — ਸਿਹਤ ਕਰਮਚਾਰੀ ਦੀ ਸਲਾਹ ਮੁਤਾਬਕ ਲਓ।',
  'Breathless at rest, chest pain or fainting': 'ਆਰਾਮ ਕਰਦਿਆਂ ਵੀ ਸਾਹ ਚੜ੍ਹਨਾ, ਛਾਤੀ ਦਰਦ ਜਾਂ ਬੇਹੋਸ਼ੀ',
  'Black stools or heavy bleeding': 'ਕਾਲੀ ਟੱਟੀ ਜਾਂ ਬਹੁਤ ਖੂਨ ਵਗਣਾ',
  'Anaemia in pregnancy': 'ਗਰਭ ਦੌਰਾਨ ਖੂਨ ਦੀ ਕਮੀ',
  'Vitamin B12 deficiency': 'ਵਿਟਾਮਿਨ B12 ਦੀ ਕਮੀ',
  'Get a B12 blood test, especially if vegetarian or on long-term diabetes or acidity medicines.':
    'B12 ਦਾ ਖੂਨ ਟੈਸਟ ਕਰਵਾਓ, ਖ਼ਾਸ ਕਰਕੇ ਜੇ ਸ਼ਾਕਾਹਾਰੀ ਹੋ ਜਾਂ ਲੰਮੇ ਸਮੇਂ ਤੋਂ ਸ਼ੂਗਰ ਜਾਂ ਤੇਜ਼ਾਬ (ਐਸੀਡਿਟੀ) ਦੀ ਦਵਾਈ ਲੈਂਦੇ ਹੋ।',
  'Include milk, curd, paneer, eggs, fish or fortified foods.':
    'ਦੁੱਧ, ਦਹੀਂ, ਪਨੀਰ, ਆਂਡੇ, ਮੱਛੀ ਜਾਂ ਵਿਟਾਮਿਨ ਮਿਲੀਆਂ (ਫੋਰਟੀਫਾਈਡ) ਚੀਜ਼ਾਂ ਖਾਓ।',
  'Difficulty walking, worsening numbness or confusion':
    'ਤੁਰਨ ਵਿੱਚ ਔਖ, ਵਧਦਾ ਸੁੰਨਪਣ ਜਾਂ ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ',
  'Knee and joint wear (osteoarthritis)': 'ਗੋਡਿਆਂ ਤੇ ਜੋੜਾਂ ਦਾ ਘਸਣਾ (ਓਸਟੀਓਆਰਥਰਾਈਟਿਸ)',
  'Stay active: walking and thigh-strengthening exercises protect the knee.':
    'ਸਰਗਰਮ ਰਹੋ: ਸੈਰ ਤੇ ਪੱਟਾਂ ਨੂੰ ਮਜ਼ਬੂਤ ਕਰਨ ਵਾਲੀ ਕਸਰਤ ਗੋਡਿਆਂ ਨੂੰ ਬਚਾਉਂਦੀ ਹੈ।',
  'Lose weight if overweight; use a chair instead of squatting on the floor.':
    'ਭਾਰ ਵੱਧ ਹੈ ਤਾਂ ਘਟਾਓ; ਜ਼ਮੀਨ ਤੇ ਉੱਕੜੂ ਜਾਂ ਥੱਲੇ ਬੈਠਣ ਦੀ ਬਜਾਏ ਕੁਰਸੀ ਵਰਤੋ।',
  'Warm compresses ease stiffness.': 'ਕੋਸੇ ਸੇਕ ਨਾਲ ਆਕੜਨ ਘਟਦੀ ਹੈ।',
  'A hot, red, swollen joint with fever': 'ਬੁਖਾਰ ਨਾਲ ਗਰਮ, ਲਾਲ, ਸੁੱਜਿਆ ਜੋੜ',
  'Unable to bear weight': 'ਭਾਰ ਨਾ ਪਾ ਸਕਣਾ',
  'Rheumatoid arthritis': 'ਗਠੀਆ (ਰਿਊਮੇਟਾਇਡ ਆਰਥਰਾਈਟਿਸ)',
  'Book a doctor visit soon: early treatment prevents joint damage.':
    'ਜਲਦੀ ਡਾਕਟਰ ਤੋਂ ਸਮਾਂ ਲਓ: ਜਲਦੀ ਇਲਾਜ ਨਾਲ ਜੋੜ ਖ਼ਰਾਬ ਹੋਣੋਂ ਬਚਦੇ ਹਨ।',
  'Gentle exercise and warm water soaks for stiff hands.':
    'ਆਕੜੇ ਹੱਥਾਂ ਲਈ ਹਲਕੀ ਕਸਰਤ ਤੇ ਕੋਸੇ ਪਾਣੀ ਵਿੱਚ ਡੁਬੋ ਕੇ ਰੱਖਣਾ।',
  'A single very hot, swollen joint with fever': 'ਬੁਖਾਰ ਨਾਲ ਇੱਕ ਜੋੜ ਬਹੁਤ ਗਰਮ ਤੇ ਸੁੱਜਿਆ',
  Gout: 'ਗਾਊਟ (ਯੂਰਿਕ ਐਸਿਡ ਵਾਲਾ ਗਠੀਆ)',
  'Rest and raise the joint; a cold pack wrapped in cloth helps.':
    'ਜੋੜ ਨੂੰ ਆਰਾਮ ਦਿਓ ਤੇ ਉੱਚਾ ਰੱਖੋ; ਕੱਪੜੇ ਵਿੱਚ ਲਪੇਟੀ ਬਰਫ਼ ਮਦਦ ਕਰਦੀ ਹੈ।',
  'Drink plenty of water; cut down on alcohol, red meat, organ meat and sugary drinks.':
    'ਖੂਬ ਪਾਣੀ ਪੀਓ; ਸ਼ਰਾਬ, ਲਾਲ ਮੀਟ, ਕਲੇਜੀ-ਗੁਰਦੇ ਵਰਗਾ ਮੀਟ ਤੇ ਮਿੱਠੇ ਡਰਿੰਕ ਘੱਟ ਕਰੋ।',
  'Fever or shivering with a hot joint (possible joint infection)':
    'ਗਰਮ ਜੋੜ ਨਾਲ ਬੁਖਾਰ ਜਾਂ ਕਾਂਬਾ (ਜੋੜ ਵਿੱਚ ਲਾਗ ਹੋ ਸਕਦੀ ਹੈ)',
  'Low back pain': 'ਕਮਰ ਦਾ ਦਰਦ (ਲੱਕ ਦਰਦ)',
  'Keep moving gently; bed rest slows recovery.':
    'ਹੌਲੀ-ਹੌਲੀ ਤੁਰਦੇ-ਫਿਰਦੇ ਰਹੋ; ਮੰਜੇ ਤੇ ਪਏ ਰਹਿਣ ਨਾਲ ਠੀਕ ਹੋਣ ਵਿੱਚ ਦੇਰ ਲੱਗਦੀ ਹੈ।',
  'Warm compresses and gentle stretches.': 'ਕੋਸਾ ਸੇਕ ਤੇ ਹਲਕੀ ਖਿੱਚਣ ਵਾਲੀ ਕਸਰਤ।',
  'Lift with bent knees; take breaks from long sitting.':
    'ਗੋਡੇ ਮੋੜ ਕੇ ਭਾਰ ਚੁੱਕੋ; ਲੰਮਾ ਸਮਾਂ ਬੈਠੇ ਰਹਿਣ ਵੇਲੇ ਵਿੱਚ-ਵਿੱਚ ਉੱਠੋ।',
  'Numbness around the genitals or buttocks, loss of bladder or bowel control, or weakness in both legs — go to hospital now':
    'ਗੁਪਤ ਅੰਗਾਂ ਜਾਂ ਚਿੱਤੜਾਂ ਦੁਆਲੇ ਸੁੰਨਪਣ, ਪਿਸ਼ਾਬ ਜਾਂ ਟੱਟੀ ਤੇ ਕਾਬੂ ਨਾ ਰਹਿਣਾ, ਜਾਂ ਦੋਵਾਂ ਲੱਤਾਂ ਵਿੱਚ ਕਮਜ਼ੋਰੀ — ਹੁਣੇ ਹਸਪਤਾਲ ਜਾਓ',
  'Back pain with fever, weight loss or after a fall':
    'ਬੁਖਾਰ ਜਾਂ ਭਾਰ ਘਟਣ ਨਾਲ, ਜਾਂ ਡਿੱਗਣ ਤੋਂ ਬਾਅਦ ਕਮਰ ਦਰਦ',
  'Sciatica (trapped nerve in the back)': 'ਸਾਇਟਿਕਾ (ਕਮਰ ਵਿੱਚ ਨਾੜ ਦੱਬੀ ਜਾਣੀ — ਰਗ ਦਾ ਦਰਦ)',
  'Keep active with gentle walking and stretches.': 'ਹੌਲੀ-ਹੌਲੀ ਸੈਰ ਤੇ ਖਿੱਚਣ ਵਾਲੀ ਕਸਰਤ ਨਾਲ ਸਰਗਰਮ ਰਹੋ।',
  'Warm compresses; avoid lifting heavy loads.': 'ਕੋਸਾ ਸੇਕ ਕਰੋ; ਭਾਰੀ ਵਜ਼ਨ ਚੁੱਕਣ ਤੋਂ ਬਚੋ।',
  'Weakness in both legs, or loss of bladder or bowel control — emergency':
    'ਦੋਵਾਂ ਲੱਤਾਂ ਵਿੱਚ ਕਮਜ਼ੋਰੀ, ਜਾਂ ਪਿਸ਼ਾਬ ਜਾਂ ਟੱਟੀ ਤੇ ਕਾਬੂ ਨਾ ਰਹਿਣਾ — ਐਮਰਜੈਂਸੀ',
  'Neck pain / cervical spondylosis': 'ਗਰਦਨ ਦਾ ਦਰਦ / ਸਰਵਾਈਕਲ (ਸਪੌਂਡੀਲੋਸਿਸ)',
  'Keep screens at eye level and take breaks every 30 minutes.':
    'ਮੋਬਾਈਲ/ਸਕਰੀਨ ਅੱਖਾਂ ਦੀ ਸੇਧ ਵਿੱਚ ਰੱਖੋ ਤੇ ਹਰ 30 ਮਿੰਟ ਬਾਅਦ ਥੋੜ੍ਹਾ ਆਰਾਮ ਕਰੋ।',
  'Gentle neck exercises and warm compresses.': 'ਗਰਦਨ ਦੀ ਹਲਕੀ ਕਸਰਤ ਤੇ ਕੋਸਾ ਸੇਕ।',
  'Use one firm pillow.': 'ਇੱਕ ਸਖ਼ਤ ਸਿਰਹਾਣਾ ਵਰਤੋ।',
  'Neck stiffness with fever or headache — emergency': 'ਬੁਖਾਰ ਜਾਂ ਸਿਰ ਦਰਦ ਨਾਲ ਗਰਦਨ ਆਕੜਨੀ — ਐਮਰਜੈਂਸੀ',
  'Weakness or clumsiness in arms or legs': 'ਬਾਹਾਂ ਜਾਂ ਲੱਤਾਂ ਵਿੱਚ ਕਮਜ਼ੋਰੀ ਜਾਂ ਬੇਢੰਗਾਪਣ',
  'Frozen shoulder': 'ਮੋਢਾ ਜਾਮ ਹੋਣਾ (ਫਰੋਜ਼ਨ ਸ਼ੋਲਡਰ)',
  'Keep the shoulder moving with gentle exercises; physiotherapy helps.':
    'ਹਲਕੀ ਕਸਰਤ ਨਾਲ ਮੋਢਾ ਹਿਲਾਉਂਦੇ ਰਹੋ; ਫਿਜ਼ੀਓਥੈਰੇਪੀ ਮਦਦ ਕਰਦੀ ਹੈ।',
  'Warm compresses.': 'ਕੋਸਾ ਸੇਕ।',
  'Left shoulder or arm pain with chest pain, sweating or breathlessness — could be the heart; call 108':
    'ਛਾਤੀ ਦਰਦ, ਪਸੀਨੇ ਜਾਂ ਸਾਹ ਚੜ੍ਹਨ ਨਾਲ ਖੱਬੇ ਮੋਢੇ ਜਾਂ ਬਾਂਹ ਵਿੱਚ ਦਰਦ — ਦਿਲ ਦੀ ਤਕਲੀਫ਼ ਹੋ ਸਕਦੀ ਹੈ; 108 ਤੇ ਫ਼ੋਨ ਕਰੋ',
  'Spotting in pregnancy': 'ਗਰਭ ਦੌਰਾਨ ਹਲਕੇ ਖੂਨ ਦੇ ਧੱਬੇ',
  'See your ANM, ASHA or doctor today so the pregnancy can be checked; take your pregnancy card (MCP card).':
    'ਅੱਜ ਹੀ ਆਪਣੀ ANM, ਆਸ਼ਾ (ASHA) ਵਰਕਰ ਜਾਂ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ ਤਾਂ ਜੋ ਗਰਭ ਦੀ ਜਾਂਚ ਹੋ ਸਕੇ; ਆਪਣਾ ਗਰਭ ਵਾਲਾ ਕਾਰਡ (MCP ਕਾਰਡ) ਨਾਲ ਲੈ ਕੇ ਜਾਓ।',
  'Rest, and use a pad (not a tampon) so you can see how much blood there is.':
    'ਆਰਾਮ ਕਰੋ, ਤੇ ਪੈਡ ਵਰਤੋ (ਟੈਂਪੋਨ ਨਹੀਂ) ਤਾਂ ਜੋ ਪਤਾ ਲੱਗੇ ਕਿ ਕਿੰਨਾ ਖੂਨ ਪੈ ਰਿਹਾ ਹੈ।',
  'Bleeding like a period or with clots, belly pain, shoulder-tip pain, dizziness or fainting — go to hospital now':
    'ਮਾਹਵਾਰੀ ਵਾਂਗ ਖੂਨ ਪੈਣਾ ਜਾਂ ਥੱਕੇ, ਢਿੱਡ ਦਰਦ, ਮੋਢੇ ਦੇ ਸਿਰੇ ਤੇ ਦਰਦ, ਚੱਕਰ ਜਾਂ ਬੇਹੋਸ਼ੀ — ਹੁਣੇ ਹਸਪਤਾਲ ਜਾਓ',
};

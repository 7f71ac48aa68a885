export const PHRASES_CONDITIONS_A_2: Record<string, string> = {
  'Irregular or fast heartbeat (arrhythmia)': 'ਦਿਲ ਦੀ ਧੜਕਣ ਬੇਤਰਤੀਬ ਜਾਂ ਤੇਜ਼ (ਐਰਿਦਮੀਆ)',
  'Sit down and breathe slowly; cut down on tea, coffee, energy drinks and alcohol.':
    'ਬੈਠ ਜਾਓ ਤੇ ਹੌਲੀ-ਹੌਲੀ ਸਾਹ ਲਓ; ਚਾਹ, ਕੌਫ਼ੀ, ਐਨਰਜੀ ਡਰਿੰਕ ਤੇ ਸ਼ਰਾਬ ਘੱਟ ਕਰੋ।',
  'See a doctor for an ECG, ideally while symptoms are present.':
    'ECG ਲਈ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ, ਹੋ ਸਕੇ ਤਾਂ ਉਦੋਂ ਜਦੋਂ ਲੱਛਣ ਹੋ ਰਹੇ ਹੋਣ।',
  'Palpitations with chest pain, fainting or breathlessness — call 108':
    'ਛਾਤੀ ਦਰਦ, ਬੇਹੋਸ਼ੀ ਜਾਂ ਸਾਹ ਚੜ੍ਹਨ ਨਾਲ ਦਿਲ ਦੀ ਤੇਜ਼ ਧੜਕਣ — 108 ਤੇ ਫ਼ੋਨ ਕਰੋ',
  'Blood clot in the leg (DVT)': 'ਲੱਤ ਵਿੱਚ ਖੂਨ ਦਾ ਗਤਲਾ (DVT)',
  'See a doctor today for a scan; do not massage the leg.':
    'ਸਕੈਨ ਲਈ ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ; ਲੱਤ ਦੀ ਮਾਲਿਸ਼ ਨਾ ਕਰੋ।',
  'Sudden breathlessness, chest pain or coughing blood — a clot may have reached the lungs; call 108':
    'ਅਚਾਨਕ ਸਾਹ ਚੜ੍ਹਨਾ, ਛਾਤੀ ਦਰਦ ਜਾਂ ਖੰਘ ਵਿੱਚ ਖੂਨ — ਗਤਲਾ ਫੇਫੜਿਆਂ ਤੱਕ ਪਹੁੰਚ ਗਿਆ ਹੋ ਸਕਦਾ ਹੈ; 108 ਤੇ ਫ਼ੋਨ ਕਰੋ',
  'Stomach infection (gastroenteritis)': 'ਢਿੱਡ ਦੀ ਲਾਗ (ਗੈਸਟਰੋ)',
  'Drink ORS (oral rehydration solution) in small frequent sips after every loose motion; also water, coconut water, rice water, dal water, buttermilk.':
    'ਹਰ ਪਤਲੀ ਟੱਟੀ ਤੋਂ ਬਾਅਦ ORS (ਨਮਕ-ਖੰਡ ਵਾਲਾ ਘੋਲ) ਥੋੜ੍ਹਾ-ਥੋੜ੍ਹਾ ਕਰਕੇ ਘੁੱਟ-ਘੁੱਟ ਪੀਓ; ਨਾਲ ਪਾਣੀ, ਨਾਰੀਅਲ ਪਾਣੀ, ਚੌਲਾਂ ਦੀ ਪਿੱਛ, ਦਾਲ ਦਾ ਪਾਣੀ, ਲੱਸੀ ਵੀ।',
  'Keep eating light food: khichdi, curd rice, banana, idli; keep breastfeeding babies.':
    'ਹਲਕਾ ਖਾਣਾ ਖਾਂਦੇ ਰਹੋ: ਖਿਚੜੀ, ਦਹੀਂ-ਚੌਲ, ਕੇਲਾ, ਇਡਲੀ; ਛੋਟੇ ਬੱਚਿਆਂ ਨੂੰ ਮਾਂ ਦਾ ਦੁੱਧ ਪਿਲਾਉਂਦੇ ਰਹੋ।',
  'Zinc for children with diarrhoea is given free with ORS at health centres — ask the health worker how to give it.':
    'ਦਸਤਾਂ ਵਾਲੇ ਬੱਚਿਆਂ ਲਈ ਜ਼ਿੰਕ ਸਿਹਤ ਕੇਂਦਰਾਂ ਵਿੱਚ ORS ਦੇ ਨਾਲ ਮੁਫ਼ਤ ਮਿਲਦਾ ਹੈ — ਸਿਹਤ ਕਰਮਚਾਰੀ ਤੋਂ ਪੁੱਛੋ ਕਿ ਕਿਵੇਂ ਦੇਣਾ ਹੈ।',
  'Wash hands with soap after the toilet and before eating; drink boiled or filtered water.':
    'ਪਖਾਨੇ ਤੋਂ ਬਾਅਦ ਤੇ ਖਾਣ ਤੋਂ ਪਹਿਲਾਂ ਸਾਬਣ ਨਾਲ ਹੱਥ ਧੋਵੋ; ਉਬਾਲਿਆ ਜਾਂ ਫਿਲਟਰ ਕੀਤਾ ਪਾਣੀ ਪੀਓ।',
  'Signs of dehydration: very little urine, sunken eyes, very thirsty or unable to drink, dizziness':
    'ਪਾਣੀ ਦੀ ਕਮੀ ਦੀਆਂ ਨਿਸ਼ਾਨੀਆਂ: ਬਹੁਤ ਘੱਟ ਪਿਸ਼ਾਬ, ਅੱਖਾਂ ਅੰਦਰ ਧਸਣੀਆਂ, ਬਹੁਤ ਪਿਆਸ ਜਾਂ ਕੁਝ ਪੀ ਨਾ ਸਕਣਾ, ਚੱਕਰ ਆਉਣੇ',
  'Blood in stool, high fever or severe stomach pain': 'ਟੱਟੀ ਵਿੱਚ ਖੂਨ, ਤੇਜ਼ ਬੁਖਾਰ ਜਾਂ ਢਿੱਡ ਵਿੱਚ ਬਹੁਤ ਤੇਜ਼ ਦਰਦ',
  'Vomiting everything for more than a few hours, or diarrhoea for more than 2 days in an adult':
    'ਕੁਝ ਘੰਟਿਆਂ ਤੋਂ ਵੱਧ ਸਭ ਕੁਝ ਉਲਟੀ ਵਿੱਚ ਨਿਕਲ ਜਾਣਾ, ਜਾਂ ਵੱਡੇ ਵਿਅਕਤੀ ਨੂੰ 2 ਦਿਨਾਂ ਤੋਂ ਵੱਧ ਦਸਤ',
  'A baby or child who is drowsy or not feeding': 'ਬੱਚਾ ਜੋ ਊਂਘ ਰਿਹਾ ਹੋਵੇ ਜਾਂ ਦੁੱਧ ਨਾ ਪੀ ਰਿਹਾ ਹੋਵੇ',
  Dehydration: 'ਸਰੀਰ ਵਿੱਚ ਪਾਣੀ ਦੀ ਕਮੀ (ਡੀਹਾਈਡ੍ਰੇਸ਼ਨ)',
  'Rest in a cool, shaded place.': 'ਠੰਢੀ, ਛਾਂ ਵਾਲੀ ਥਾਂ ਤੇ ਆਰਾਮ ਕਰੋ।',
  'Keep sipping fluids even if vomiting — small sips every few minutes.':
    'ਉਲਟੀ ਆਉਂਦੀ ਹੋਵੇ ਤਾਂ ਵੀ ਤਰਲ ਪਦਾਰਥ ਘੁੱਟ-ਘੁੱਟ ਪੀਂਦੇ ਰਹੋ — ਹਰ ਕੁਝ ਮਿੰਟਾਂ ਬਾਅਦ ਛੋਟੇ ਘੁੱਟ।',
  'No urine for 8 hours (or no wet nappy for 6 hours in a baby)':
    '8 ਘੰਟਿਆਂ ਤੋਂ ਪਿਸ਼ਾਬ ਨਾ ਆਉਣਾ (ਜਾਂ ਛੋਟੇ ਬੱਚੇ ਦਾ 6 ਘੰਟਿਆਂ ਤੋਂ ਪੋਤੜਾ/ਡਾਇਪਰ ਗਿੱਲਾ ਨਾ ਹੋਣਾ)',
  'Confusion, fainting or a fast heartbeat': 'ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ, ਬੇਹੋਸ਼ੀ ਜਾਂ ਦਿਲ ਦੀ ਤੇਜ਼ ਧੜਕਣ',
  'A child who is drowsy, floppy or cannot drink': 'ਬੱਚਾ ਜੋ ਊਂਘ ਰਿਹਾ ਹੋਵੇ, ਢਿੱਲਾ ਪੈ ਗਿਆ ਹੋਵੇ ਜਾਂ ਕੁਝ ਪੀ ਨਾ ਸਕੇ',
  'Cholera / severe watery diarrhoea': 'ਹੈਜ਼ਾ / ਬਹੁਤ ਜ਼ਿਆਦਾ ਪਾਣੀ ਵਰਗੇ ਦਸਤ',
  'Go to a health centre today; severe cases need a drip.':
    'ਅੱਜ ਹੀ ਸਿਹਤ ਕੇਂਦਰ ਜਾਓ; ਗੰਭੀਰ ਹਾਲਤ ਵਿੱਚ ਗੁਲੂਕੋਜ਼ ਦੀ ਬੋਤਲ (ਡ੍ਰਿੱਪ) ਲਾਉਣੀ ਪੈਂਦੀ ਹੈ।',
  'Very weak, drowsy or cannot drink': 'ਬਹੁਤ ਕਮਜ਼ੋਰੀ, ਊਂਘ ਜਾਂ ਕੁਝ ਪੀ ਨਾ ਸਕਣਾ',
  'Sunken eyes and no urine': 'ਅੱਖਾਂ ਅੰਦਰ ਧਸਣੀਆਂ ਤੇ ਪਿਸ਼ਾਬ ਨਾ ਆਉਣਾ',
  'Cold hands and feet': 'ਹੱਥ-ਪੈਰ ਠੰਢੇ ਹੋਣੇ',
  'Dysentery (bloody diarrhoea)': 'ਪੇਚਿਸ਼ (ਖੂਨ ਵਾਲੇ ਦਸਤ)',
  'See a doctor within a day; bloody diarrhoea may need treatment a doctor prescribes.':
    'ਇੱਕ ਦਿਨ ਦੇ ਅੰਦਰ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ; ਖੂਨ ਵਾਲੇ ਦਸਤਾਂ ਵਿੱਚ ਡਾਕਟਰ ਦੇ ਲਿਖੇ ਇਲਾਜ ਦੀ ਲੋੜ ਪੈ ਸਕਦੀ ਹੈ।',
  'High fever or severe pain': 'ਤੇਜ਼ ਬੁਖਾਰ ਜਾਂ ਬਹੁਤ ਦਰਦ',
  'Signs of dehydration': 'ਪਾਣੀ ਦੀ ਕਮੀ ਦੀਆਂ ਨਿਸ਼ਾਨੀਆਂ',
  'Bloody diarrhoea in a child': 'ਬੱਚੇ ਨੂੰ ਖੂਨ ਵਾਲੇ ਦਸਤ',
  'Food poisoning': 'ਫੂਡ ਪੁਆਇਜ਼ਨਿੰਗ (ਖ਼ਰਾਬ ਖਾਣਾ ਖਾਣ ਨਾਲ ਹੋਈ ਬਿਮਾਰੀ)',
  'Rest and eat bland food once vomiting settles.':
    'ਆਰਾਮ ਕਰੋ ਤੇ ਉਲਟੀ ਰੁਕਣ ਤੋਂ ਬਾਅਦ ਸਾਦਾ, ਫਿੱਕਾ ਖਾਣਾ ਖਾਓ।',
  'Avoid street food, cut fruit left open, and leftovers kept out of the fridge.':
    'ਰੇਹੜੀ ਦਾ ਖਾਣਾ, ਖੁੱਲ੍ਹੇ ਪਏ ਕੱਟੇ ਫਲ, ਤੇ ਫਰਿੱਜ ਤੋਂ ਬਾਹਰ ਪਿਆ ਬਚਿਆ-ਖੁਚਿਆ ਖਾਣਾ ਨਾ ਖਾਓ।',
  'Blood in stool or vomit': 'ਟੱਟੀ ਜਾਂ ਉਲਟੀ ਵਿੱਚ ਖੂਨ',
  'Double vision, drooping eyelids or difficulty swallowing':
    'ਇੱਕ ਦੀਆਂ ਦੋ ਚੀਜ਼ਾਂ ਦਿਸਣੀਆਂ, ਪਲਕਾਂ ਡਿੱਗਣੀਆਂ ਜਾਂ ਨਿਗਲਣ ਵਿੱਚ ਔਖ',
  'Worm infection': 'ਢਿੱਡ ਦੇ ਕੀੜੇ',
  'Deworming medicine is given free to children on National Deworming Day — ask a health worker or doctor.':
    'ਕੌਮੀ ਪੇਟ ਦੇ ਕੀੜੇ ਮੁਕਤੀ ਦਿਵਸ (National Deworming Day) ਤੇ ਬੱਚਿਆਂ ਨੂੰ ਕੀੜੇ ਮਾਰਨ ਦੀ ਦਵਾਈ ਮੁਫ਼ਤ ਮਿਲਦੀ ਹੈ — ਸਿਹਤ ਕਰਮਚਾਰੀ ਜਾਂ ਡਾਕਟਰ ਤੋਂ ਪੁੱਛੋ।',
  'Wear footwear outdoors, trim nails and wash hands before eating.':
    'ਬਾਹਰ ਜੁੱਤੀ/ਚੱਪਲ ਪਾ ਕੇ ਰੱਖੋ, ਨਹੁੰ ਕੱਟ ਕੇ ਰੱਖੋ ਤੇ ਖਾਣ ਤੋਂ ਪਹਿਲਾਂ ਹੱਥ ਧੋਵੋ।',
  'Severe stomach pain with vomiting': 'ਉਲਟੀ ਨਾਲ ਢਿੱਡ ਵਿੱਚ ਬਹੁਤ ਤੇਜ਼ ਦਰਦ',
  'Child looks pale or is not growing well': 'ਬੱਚਾ ਪੀਲਾ-ਫਿੱਕਾ ਲੱਗੇ ਜਾਂ ਠੀਕ ਤਰ੍ਹਾਂ ਵਧ ਨਾ ਰਿਹਾ ਹੋਵੇ',
  'Eat more fibre: whole grains, dal, vegetables, fruit such as papaya and guava.':
    'ਰੇਸ਼ੇ ਵਾਲੀ ਖੁਰਾਕ ਵੱਧ ਖਾਓ: ਸਾਬਤ ਅਨਾਜ, ਦਾਲ, ਸਬਜ਼ੀਆਂ, ਫਲ ਜਿਵੇਂ ਪਪੀਤਾ ਤੇ ਅਮਰੂਦ।',
  'Drink more water and walk daily.': 'ਪਾਣੀ ਵੱਧ ਪੀਓ ਤੇ ਰੋਜ਼ ਸੈਰ ਕਰੋ।',
  'Do not ignore the urge to go.': 'ਟੱਟੀ ਜਾਣ ਦੀ ਹਾਜਤ ਹੋਵੇ ਤਾਂ ਰੋਕੋ ਨਾ।',
  'Not passing stool or gas with vomiting and a swollen belly':
    'ਉਲਟੀ ਤੇ ਸੁੱਜੇ ਢਿੱਡ ਨਾਲ ਟੱਟੀ ਜਾਂ ਹਵਾ (ਗੈਸ) ਨਾ ਨਿਕਲਣੀ',
  'Blood in stool or weight loss': 'ਟੱਟੀ ਵਿੱਚ ਖੂਨ ਜਾਂ ਭਾਰ ਘਟਣਾ',
  'New constipation after age 50 lasting weeks': '50 ਸਾਲ ਦੀ ਉਮਰ ਤੋਂ ਬਾਅਦ ਨਵੀਂ ਕਬਜ਼ ਜੋ ਹਫ਼ਤਿਆਂ ਤੱਕ ਰਹੇ',
  'Irritable bowel syndrome (IBS)': 'IBS (ਅੰਤੜੀਆਂ ਦੀ ਤਕਲੀਫ਼ — ਵਾਰ-ਵਾਰ ਢਿੱਡ ਖ਼ਰਾਬ ਰਹਿਣਾ)',
  'Eat regular meals and note foods that trigger symptoms.':
    'ਸਮੇਂ ਸਿਰ ਖਾਣਾ ਖਾਓ ਤੇ ਧਿਆਨ ਰੱਖੋ ਕਿ ਕਿਹੜੀਆਂ ਚੀਜ਼ਾਂ ਖਾਣ ਨਾਲ ਤਕਲੀਫ਼ ਵਧਦੀ ਹੈ।',
  'Exercise, manage stress and sleep well.': 'ਕਸਰਤ ਕਰੋ, ਤਣਾਅ ਘੱਟ ਕਰੋ ਤੇ ਚੰਗੀ ਨੀਂਦ ਲਓ।',
  'Weight loss, blood in stool or fever': 'ਭਾਰ ਘਟਣਾ, ਟੱਟੀ ਵਿੱਚ ਖੂਨ ਜਾਂ ਬੁਖਾਰ',
  'Symptoms starting after age 50': '50 ਸਾਲ ਦੀ ਉਮਰ ਤੋਂ ਬਾਅਦ ਸ਼ੁਰੂ ਹੋਏ ਲੱਛਣ',
  'Piles (haemorrhoids) or anal fissure': 'ਬਵਾਸੀਰ (ਪਾਈਲਜ਼) ਜਾਂ ਗੁਦਾ ਵਿੱਚ ਚੀਰ (ਫ਼ਿਸ਼ਰ)',
  'Prevent straining: fibre-rich food, plenty of water.':
    'ਟੱਟੀ ਵੇਲੇ ਜ਼ੋਰ ਲਾਉਣ ਤੋਂ ਬਚੋ: ਰੇਸ਼ੇ ਵਾਲੀ ਖੁਰਾਕ, ਖੂਬ ਪਾਣੀ।',
  'Sit in a tub of warm water for relief.': 'ਆਰਾਮ ਲਈ ਕੋਸੇ ਪਾਣੀ ਦੇ ਟੱਬ ਵਿੱਚ ਬੈਠੋ।',
  'Keep the area clean and dry.': 'ਉਸ ਥਾਂ ਨੂੰ ਸਾਫ਼ ਤੇ ਸੁੱਕਾ ਰੱਖੋ।',
  'Heavy bleeding or dark blood': 'ਬਹੁਤ ਖੂਨ ਪੈਣਾ ਜਾਂ ਗੂੜ੍ਹਾ ਖੂਨ',
  'Severe pain with a hard lump': 'ਸਖ਼ਤ ਗੰਢ ਨਾਲ ਬਹੁਤ ਤੇਜ਼ ਦਰਦ',
  'Weight loss or a change in bowel habit': 'ਭਾਰ ਘਟਣਾ ਜਾਂ ਟੱਟੀ ਦੀ ਆਦਤ ਵਿੱਚ ਬਦਲਾਅ',
  'Acidity and acid reflux (GERD)': 'ਤੇਜ਼ਾਬ ਬਣਨਾ ਤੇ ਖੱਟਾ ਪਾਣੀ ਉੱਪਰ ਆਉਣਾ (ਐਸੀਡਿਟੀ, GERD)',
  'Eat smaller meals and avoid lying down for 2 to 3 hours after eating.':
    'ਥੋੜ੍ਹਾ-ਥੋੜ੍ਹਾ ਖਾਓ ਤੇ ਖਾਣ ਤੋਂ ਬਾਅਦ 2 ਤੋਂ 3 ਘੰਟੇ ਲੇਟੋ ਨਾ।',
  'Cut down on fried, spicy and oily food, tea, coffee, alcohol and smoking.':
    'ਤਲੀਆਂ, ਮਸਾਲੇਦਾਰ ਤੇ ਘਿਓ-ਤੇਲ ਵਾਲੀਆਂ ਚੀਜ਼ਾਂ, ਚਾਹ, ਕੌਫ਼ੀ, ਸ਼ਰਾਬ ਤੇ ਸਿਗਰਟ ਘੱਟ ਕਰੋ।',
  'Raise the head end of the bed; lose weight if overweight.':
    'ਮੰਜੇ ਦਾ ਸਿਰ ਵਾਲਾ ਪਾਸਾ ਉੱਚਾ ਕਰੋ; ਭਾਰ ਵੱਧ ਹੈ ਤਾਂ ਘਟਾਓ।',
  'A pharmacist can advise on antacids for occasional use.':
    'ਕਦੇ-ਕਦਾਈਂ ਵਰਤਣ ਲਈ ਤੇਜ਼ਾਬ ਦੀਆਂ ਦਵਾਈਆਂ (ਐਂਟਾਸਿਡ) ਬਾਰੇ ਕੈਮਿਸਟ ਸਲਾਹ ਦੇ ਸਕਦਾ ਹੈ।',
  'Chest pain with sweating, breathlessness or pain spreading to the arm or jaw — could be the heart; call 108':
    'ਪਸੀਨੇ, ਸਾਹ ਚੜ੍ਹਨ ਨਾਲ ਛਾਤੀ ਦਰਦ ਜਾਂ ਬਾਂਹ ਜਾਂ ਜਬਾੜੇ ਵੱਲ ਜਾਂਦਾ ਦਰਦ — ਦਿਲ ਦੀ ਤਕਲੀਫ਼ ਹੋ ਸਕਦੀ ਹੈ; 108 ਤੇ ਫ਼ੋਨ ਕਰੋ',
  'Difficulty swallowing, weight loss, vomiting blood or black stools':
    'ਨਿਗਲਣ ਵਿੱਚ ਔਖ, ਭਾਰ ਘਟਣਾ, ਖੂਨ ਦੀ ਉਲਟੀ ਜਾਂ ਕਾਲੀ ਟੱਟੀ',
  'Gastritis or stomach ulcer': 'ਮਿਹਦੇ ਦੀ ਸੋਜ (ਗੈਸਟ੍ਰਾਈਟਿਸ) ਜਾਂ ਮਿਹਦੇ ਦਾ ਛਾਲਾ (ਅਲਸਰ)',
  'Avoid painkillers such as ibuprofen, diclofenac or aspirin unless a doctor says they are safe.':
    'ਆਈਬੁਪ੍ਰੋਫ਼ੇਨ, ਡਾਈਕਲੋਫ਼ੇਨੈਕ ਜਾਂ ਐਸਪਰੀਨ ਵਰਗੀਆਂ ਦਰਦ ਦੀਆਂ ਗੋਲੀਆਂ ਨਾ ਲਓ, ਜਦ ਤੱਕ ਡਾਕਟਰ ਇਹਨਾਂ ਨੂੰ ਸੁਰੱਖਿਅਤ ਨਾ ਦੱਸੇ।',
  'Avoid alcohol, smoking and very spicy food; eat regular meals.':
    'ਸ਼ਰਾਬ, ਸਿਗਰਟ ਤੇ ਬਹੁਤ ਮਸਾਲੇਦਾਰ ਖਾਣੇ ਤੋਂ ਬਚੋ; ਸਮੇਂ ਸਿਰ ਖਾਣਾ ਖਾਓ।',
  'Vomiting blood or black, tarry stools — go to hospital now':
    'ਖੂਨ ਦੀ ਉਲਟੀ ਜਾਂ ਕਾਲੀ, ਲੁੱਕ ਵਰਗੀ ਟੱਟੀ — ਹੁਣੇ ਹਸਪਤਾਲ ਜਾਓ',
  'Sudden severe stomach pain': 'ਅਚਾਨਕ ਢਿੱਡ ਵਿੱਚ ਬਹੁਤ ਤੇਜ਼ ਦਰਦ',
  'Bleeding in the stomach or gut': 'ਮਿਹਦੇ ਜਾਂ ਆਂਦਰਾਂ ਵਿੱਚ ਖੂਨ ਵਗਣਾ',
  'Call 108 now; lie down with legs raised if dizzy. Do not eat or drink until seen.':
    'ਹੁਣੇ 108 ਤੇ ਫ਼ੋਨ ਕਰੋ; ਚੱਕਰ ਆਉਣ ਤਾਂ ਲੱਤਾਂ ਉੱਚੀਆਂ ਕਰਕੇ ਲੇਟ ਜਾਓ। ਡਾਕਟਰ ਦੇ ਦੇਖਣ ਤੱਕ ਕੁਝ ਨਾ ਖਾਓ-ਪੀਓ।',
  'Any vomiting of blood or black stools with dizziness is an emergency':
    'ਚੱਕਰਾਂ ਨਾਲ ਕਿਸੇ ਵੀ ਤਰ੍ਹਾਂ ਦੀ ਖੂਨ ਦੀ ਉਲਟੀ ਜਾਂ ਕਾਲੀ ਟੱਟੀ ਐਮਰਜੈਂਸੀ ਹੈ',
  Appendicitis: 'ਅਪੈਂਡਿਕਸ (ਅਪੈਂਡੀਸਾਈਟਿਸ)',
  'Go to a doctor or hospital within hours; do not eat or take painkillers or laxatives until examined.':
    'ਕੁਝ ਘੰਟਿਆਂ ਦੇ ਅੰਦਰ ਡਾਕਟਰ ਜਾਂ ਹਸਪਤਾਲ ਜਾਓ; ਜਾਂਚ ਹੋਣ ਤੱਕ ਕੁਝ ਨਾ ਖਾਓ, ਨਾ ਦਰਦ ਦੀ ਗੋਲੀ ਲਓ ਤੇ ਨਾ ਜੁਲਾਬ ਲਓ।',
  'Pain suddenly spreading across the whole belly or getting much worse':
    'ਦਰਦ ਅਚਾਨਕ ਸਾਰੇ ਢਿੱਡ ਵਿੱਚ ਫੈਲ ਜਾਣਾ ਜਾਂ ਬਹੁਤ ਵਧ ਜਾਣਾ',
  'High fever, hard belly or repeated vomiting': 'ਤੇਜ਼ ਬੁਖਾਰ, ਸਖ਼ਤ ਢਿੱਡ ਜਾਂ ਵਾਰ-ਵਾਰ ਉਲਟੀ',
  'Gallstones / gallbladder pain': 'ਪਿੱਤੇ ਦੀ ਪੱਥਰੀ / ਪਿੱਤੇ ਦਾ ਦਰਦ',
  'Eat smaller, low-fat meals.': 'ਥੋੜ੍ਹਾ-ਥੋੜ੍ਹਾ ਤੇ ਘੱਟ ਘਿਓ-ਤੇਲ ਵਾਲਾ ਖਾਣਾ ਖਾਓ।',
  'See a doctor for an ultrasound if pain keeps returning after meals.':
    'ਜੇ ਖਾਣੇ ਤੋਂ ਬਾਅਦ ਦਰਦ ਵਾਰ-ਵਾਰ ਮੁੜ ਆਉਂਦਾ ਹੈ ਤਾਂ ਅਲਟਰਾਸਾਊਂਡ ਲਈ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ।',
  'Pain lasting more than 8 hours': '8 ਘੰਟਿਆਂ ਤੋਂ ਵੱਧ ਰਹਿਣ ਵਾਲਾ ਦਰਦ',
  'Fever with shivering, or yellow eyes — see a doctor today':
    'ਕਾਂਬੇ ਨਾਲ ਬੁਖਾਰ, ਜਾਂ ਪੀਲੀਆਂ ਅੱਖਾਂ — ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ',
  'Acute pancreatitis': 'ਪੈਨਕ੍ਰੀਆਸ ਦੀ ਅਚਾਨਕ ਸੋਜ (ਐਕਿਊਟ ਪੈਨਕ੍ਰੀਆਟਾਈਟਿਸ)',
  'Severe upper belly pain going through to the back with vomiting needs hospital now':
    'ਢਿੱਡ ਦੇ ਉੱਪਰਲੇ ਹਿੱਸੇ ਵਿੱਚ ਬਹੁਤ ਤੇਜ਼ ਦਰਦ ਜੋ ਪਿੱਠ ਤੱਕ ਆਰ-ਪਾਰ ਜਾਵੇ, ਨਾਲ ਉਲਟੀ — ਹੁਣੇ ਹਸਪਤਾਲ ਜਾਣਾ ਜ਼ਰੂਰੀ ਹੈ',
  'Liver damage (cirrhosis, often from alcohol)': 'ਜਿਗਰ ਖ਼ਰਾਬ ਹੋਣਾ (ਸਿਰੋਸਿਸ, ਅਕਸਰ ਸ਼ਰਾਬ ਕਰਕੇ)',
  'Stop alcohol completely; ask for help with de-addiction (Tele-MANAS 14416 can guide you).':
    'ਸ਼ਰਾਬ ਪੂਰੀ ਤਰ੍ਹਾਂ ਛੱਡ ਦਿਓ; ਨਸ਼ਾ ਛੁਡਾਉਣ ਲਈ ਮਦਦ ਮੰਗੋ (Tele-MANAS 14416 ਰਾਹ ਦੱਸ ਸਕਦਾ ਹੈ)।',
  'Take no herbal or other medicines without asking your doctor.':
    'ਡਾਕਟਰ ਨੂੰ ਪੁੱਛੇ ਬਿਨਾਂ ਕੋਈ ਜੜੀ-ਬੂਟੀ ਜਾਂ ਹੋਰ ਦਵਾਈ ਨਾ ਲਓ।',
  'Confusion or sleepiness': 'ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ ਜਾਂ ਬਹੁਤ ਨੀਂਦ ਆਉਣੀ',
  'Fever with a swollen, painful belly': 'ਸੁੱਜੇ ਹੋਏ, ਦਰਦ ਵਾਲੇ ਢਿੱਡ ਨਾਲ ਬੁਖਾਰ',
  'Urine infection (UTI)': 'ਪਿਸ਼ਾਬ ਦੀ ਲਾਗ (UTI)',
  'Drink plenty of water so that urine is pale.': 'ਇੰਨਾ ਪਾਣੀ ਪੀਓ ਕਿ ਪਿਸ਼ਾਬ ਹਲਕੇ ਰੰਗ ਦਾ ਆਵੇ।',
  'See a doctor for a urine test; antibiotics, if needed, must be prescribed — do not take leftover ones.':
    'ਪਿਸ਼ਾਬ ਦੇ ਟੈਸਟ ਲਈ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ; ਜੇ ਐਂਟੀਬਾਇਓਟਿਕ ਦੀ ਲੋੜ ਹੋਵੇ ਤਾਂ ਡਾਕਟਰ ਹੀ ਲਿਖੇ — ਪਹਿਲਾਂ ਦੀਆਂ ਬਚੀਆਂ ਗੋਲੀਆਂ ਨਾ ਲਓ।',
  'Do not hold urine for long; wipe front to back.': 'ਪਿਸ਼ਾਬ ਨੂੰ ਬਹੁਤ ਦੇਰ ਤੱਕ ਨਾ ਰੋਕੋ; ਅੱਗੇ ਤੋਂ ਪਿੱਛੇ ਵੱਲ ਸਾਫ਼ ਕਰੋ।',
  'Fever with shivering, or pain in the side or back (kidney infection)':
    'ਕਾਂਬੇ ਨਾਲ ਬੁਖਾਰ, ਜਾਂ ਵੱਖੀ ਜਾਂ ਪਿੱਠ ਵਿੱਚ ਦਰਦ (ਗੁਰਦੇ ਦੀ ਲਾਗ)',
  'Symptoms in pregnancy, in a man, or in a child': 'ਗਰਭ ਦੌਰਾਨ, ਮਰਦ ਵਿੱਚ, ਜਾਂ ਬੱਚੇ ਵਿੱਚ ਲੱਛਣ',
  'Kidney infection (pyelonephritis)': 'ਗੁਰਦੇ ਦੀ ਲਾਗ (ਪਾਇਲੋਨੈਫ਼ਰਾਈਟਿਸ)',
  'See a doctor today; kidney infections need prescribed antibiotics.':
    'ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ; ਗੁਰਦੇ ਦੀ ਲਾਗ ਵਿੱਚ ਡਾਕਟਰ ਦੀਆਂ ਲਿਖੀਆਂ ਐਂਟੀਬਾਇਓਟਿਕ ਦਵਾਈਆਂ ਜ਼ਰੂਰੀ ਹਨ।',
  'Drink plenty of fluids and rest.': 'ਖੂਬ ਤਰਲ ਪਦਾਰਥ ਪੀਓ ਤੇ ਆਰਾਮ ਕਰੋ।',
  'Confusion, very fast breathing or cold clammy skin (possible sepsis) — call 108':
    'ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣੀ, ਬਹੁਤ ਤੇਜ਼ ਸਾਹ ਜਾਂ ਠੰਢੀ ਚਿਪਚਿਪੀ ਚਮੜੀ (ਸੈਪਸਿਸ ਹੋ ਸਕਦਾ ਹੈ) — 108 ਤੇ ਫ਼ੋਨ ਕਰੋ',
  'Vomiting so that fluids do not stay down': 'ਇੰਨੀ ਉਲਟੀ ਕਿ ਪੀਤਾ ਹੋਇਆ ਅੰਦਰ ਨਾ ਟਿਕੇ',
  'Kidney stone (pathri)': 'ਗੁਰਦੇ ਦੀ ਪੱਥਰੀ',
  'Drink plenty of water through the day, especially in summer.':
    'ਸਾਰਾ ਦਿਨ ਖੂਬ ਪਾਣੀ ਪੀਓ, ਖ਼ਾਸ ਕਰਕੇ ਗਰਮੀਆਂ ਵਿੱਚ।',
  'Pain relief only as advised by a doctor or pharmacist; see a doctor within a day for severe pain.':
    'ਦਰਦ ਦੀ ਦਵਾਈ ਸਿਰਫ਼ ਡਾਕਟਰ ਜਾਂ ਕੈਮਿਸਟ ਦੀ ਸਲਾਹ ਨਾਲ ਲਓ; ਦਰਦ ਬਹੁਤ ਤੇਜ਼ ਹੋਵੇ ਤਾਂ ਇੱਕ ਦਿਨ ਦੇ ਅੰਦਰ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ।',
  'Reduce salt and very high-protein diets.': 'ਲੂਣ ਘੱਟ ਕਰੋ ਤੇ ਬਹੁਤ ਜ਼ਿਆਦਾ ਪ੍ਰੋਟੀਨ ਵਾਲੀ ਖੁਰਾਕ ਤੋਂ ਬਚੋ।',
  'Fever or shivering with stone pain — an infected blocked kidney is an emergency':
    'ਪੱਥਰੀ ਦੇ ਦਰਦ ਨਾਲ ਬੁਖਾਰ ਜਾਂ ਕਾਂਬਾ — ਲਾਗ ਵਾਲਾ ਬੰਦ ਹੋਇਆ ਗੁਰਦਾ ਐਮਰਜੈਂਸੀ ਹੈ',
  'Unable to pass urine': 'ਪਿਸ਼ਾਬ ਨਾ ਕਰ ਸਕਣਾ',
  'Pain not controlled or repeated vomiting': 'ਦਰਦ ਕਾਬੂ ਵਿੱਚ ਨਾ ਆਉਣਾ ਜਾਂ ਵਾਰ-ਵਾਰ ਉਲਟੀ',
  'Enlarged prostate (BPH)': 'ਪ੍ਰੋਸਟੇਟ ਵਧਣਾ (BPH)',
  'Reduce fluids in the evening and cut down on tea, coffee and alcohol.':
    'ਸ਼ਾਮ ਨੂੰ ਪਾਣੀ ਤੇ ਤਰਲ ਘੱਟ ਪੀਓ ਤੇ ਚਾਹ, ਕੌਫ਼ੀ ਤੇ ਸ਼ਰਾਬ ਘੱਟ ਕਰੋ।',
  'Book a doctor visit for a prostate check.': 'ਪ੍ਰੋਸਟੇਟ ਦੀ ਜਾਂਚ ਲਈ ਡਾਕਟਰ ਤੋਂ ਸਮਾਂ ਲਓ।',
  'Unable to pass urine at all': 'ਪਿਸ਼ਾਬ ਬਿਲਕੁਲ ਨਾ ਆਉਣਾ',
  'Fever with urinary symptoms': 'ਪਿਸ਼ਾਬ ਦੀ ਤਕਲੀਫ਼ ਨਾਲ ਬੁਖਾਰ',
  'Chronic kidney disease': 'ਗੁਰਦਿਆਂ ਦੀ ਪੁਰਾਣੀ ਬਿਮਾਰੀ (CKD)',
  'Control blood pressure and sugar; limit salt.': 'ਬੀਪੀ ਤੇ ਸ਼ੂਗਰ ਕਾਬੂ ਵਿੱਚ ਰੱਖੋ; ਲੂਣ ਘੱਟ ਖਾਓ।',
  'Avoid painkillers and herbal remedies unless your doctor approves them.':
    'ਦਰਦ ਦੀਆਂ ਗੋਲੀਆਂ ਤੇ ਜੜੀ-ਬੂਟੀ ਵਾਲੇ ਨੁਸਖਿਆਂ ਤੋਂ ਬਚੋ, ਜਦ ਤੱਕ ਡਾਕਟਰ ਮਨਜ਼ੂਰੀ ਨਾ ਦੇਵੇ।',
  'Breathlessness or very little urine': 'ਸਾਹ ਚੜ੍ਹਨਾ ਜਾਂ ਬਹੁਤ ਘੱਟ ਪਿਸ਼ਾਬ',
  'Severe swelling': 'ਬਹੁਤ ਜ਼ਿਆਦਾ ਸੋਜ',
  'Stroke (brain attack)': 'ਅਧਰੰਗ (ਸਟ੍ਰੋਕ / ਦਿਮਾਗ ਦਾ ਦੌਰਾ)',
  'Call 108 or 112 now and note the time symptoms began — clot-busting treatment works only within hours.':
    'ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ ਤੇ ਲੱਛਣ ਸ਼ੁਰੂ ਹੋਣ ਦਾ ਸਮਾਂ ਨੋਟ ਕਰੋ — ਗਤਲਾ ਖੋਲ੍ਹਣ ਵਾਲਾ ਇਲਾਜ ਸਿਰਫ਼ ਕੁਝ ਘੰਟਿਆਂ ਦੇ ਅੰਦਰ ਹੀ ਕੰਮ ਕਰਦਾ ਹੈ।',
  'Do not give food, water or medicines; lay the person on their side if drowsy or vomiting.':
    'ਖਾਣਾ, ਪਾਣੀ ਜਾਂ ਦਵਾਈ ਨਾ ਦਿਓ; ਜੇ ਮਰੀਜ਼ ਊਂਘ ਰਿਹਾ ਹੋਵੇ ਜਾਂ ਉਲਟੀ ਕਰ ਰਿਹਾ ਹੋਵੇ ਤਾਂ ਉਸਨੂੰ ਇੱਕ ਪਾਸੇ ਵੱਲ ਲਿਟਾਓ।',
  'Remember FAST: Face drooping, Arm weakness, Speech difficulty — Time to call 108':
    'FAST ਯਾਦ ਰੱਖੋ: ਚਿਹਰਾ ਲਟਕਣਾ (Face), ਬਾਂਹ ਵਿੱਚ ਕਮਜ਼ੋਰੀ (Arm), ਬੋਲਣ ਵਿੱਚ ਔਖ (Speech) — ਤੁਰੰਤ 108 ਤੇ ਫ਼ੋਨ ਕਰਨ ਦਾ ਸਮਾਂ (Time)',
  'Symptoms that go away within minutes still need hospital today (mini-stroke)':
    'ਜੋ ਲੱਛਣ ਕੁਝ ਮਿੰਟਾਂ ਵਿੱਚ ਹਟ ਜਾਣ, ਉਹਨਾਂ ਲਈ ਵੀ ਅੱਜ ਹੀ ਹਸਪਤਾਲ ਜਾਣਾ ਜ਼ਰੂਰੀ ਹੈ (ਛੋਟਾ ਅਧਰੰਗ / ਮਿੰਨੀ-ਸਟ੍ਰੋਕ)',
  Migraine: 'ਮਾਈਗ੍ਰੇਨ (ਅੱਧੇ ਸਿਰ ਦਾ ਦਰਦ)',
  'Rest in a dark, quiet room; a cool cloth on the forehead can help.':
    'ਹਨ੍ਹੇਰੇ, ਸ਼ਾਂਤ ਕਮਰੇ ਵਿੱਚ ਆਰਾਮ ਕਰੋ; ਮੱਥੇ ਤੇ ਠੰਢਾ ਕੱਪੜਾ ਰੱਖਣ ਨਾਲ ਮਦਦ ਹੋ ਸਕਦੀ ਹੈ।',
  'Drink water and do not skip meals or sleep.': 'ਪਾਣੀ ਪੀਓ ਤੇ ਖਾਣਾ ਜਾਂ ਨੀਂਦ ਨਾ ਛੱਡੋ।',
  'Keep a headache diary of triggers such as sleep loss, fasting, bright sun or stress.':
    'ਸਿਰ ਦਰਦ ਦੀ ਡਾਇਰੀ ਰੱਖੋ ਕਿ ਦਰਦ ਕਿਸ ਕਾਰਨ ਛਿੜਦਾ ਹੈ, ਜਿਵੇਂ ਨੀਂਦ ਪੂਰੀ ਨਾ ਹੋਣੀ, ਵਰਤ/ਭੁੱਖੇ ਰਹਿਣਾ, ਤੇਜ਼ ਧੁੱਪ ਜਾਂ ਤਣਾਅ।',
  'Painkillers only as advised by a pharmacist or doctor; using them on more than a few days a week can worsen headaches.':
    'ਦਰਦ ਦੀਆਂ ਗੋਲੀਆਂ ਸਿਰਫ਼ ਕੈਮਿਸਟ ਜਾਂ ਡਾਕਟਰ ਦੀ ਸਲਾਹ ਨਾਲ ਲਓ; ਹਫ਼ਤੇ ਵਿੱਚ ਕੁਝ ਦਿਨਾਂ ਤੋਂ ਵੱਧ ਲੈਣ ਨਾਲ ਸਿਰ ਦਰਦ ਹੋਰ ਵਿਗੜ ਸਕਦਾ ਹੈ।',
  'Sudden, worst-ever headache, or headache with weakness, confusion, fits or slurred speech — call 108':
    'ਅਚਾਨਕ, ਜ਼ਿੰਦਗੀ ਦਾ ਸਭ ਤੋਂ ਤੇਜ਼ ਸਿਰ ਦਰਦ, ਜਾਂ ਕਮਜ਼ੋਰੀ, ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣ, ਦੌਰੇ ਜਾਂ ਜ਼ੁਬਾਨ ਥਥਲਾਉਣ ਨਾਲ ਸਿਰ ਦਰਦ — 108 ਤੇ ਫ਼ੋਨ ਕਰੋ',
  'Headache with fever and stiff neck': 'ਬੁਖਾਰ ਤੇ ਗਰਦਨ ਆਕੜਨ ਨਾਲ ਸਿਰ ਦਰਦ',
  'Headaches becoming more frequent or changing pattern, or starting after age 50':
    'ਸਿਰ ਦਰਦ ਵਾਰ-ਵਾਰ ਹੋਣ ਲੱਗੇ ਜਾਂ ਉਸ ਦਾ ਢੰਗ ਬਦਲ ਜਾਵੇ, ਜਾਂ 50 ਸਾਲ ਦੀ ਉਮਰ ਤੋਂ ਬਾਅਦ ਸ਼ੁਰੂ ਹੋਵੇ',
  'Tension-type headache': 'ਤਣਾਅ ਵਾਲਾ ਸਿਰ ਦਰਦ',
  'Drink water, sleep regularly and take screen breaks.':
    'ਪਾਣੀ ਪੀਓ, ਸਮੇਂ ਸਿਰ ਸੌਂਵੋ ਤੇ ਮੋਬਾਈਲ/ਸਕਰੀਨ ਤੋਂ ਵਿੱਚ-ਵਿੱਚ ਅੱਖਾਂ ਨੂੰ ਆਰਾਮ ਦਿਓ।',
  'Gentle neck stretches and relaxation help.': 'ਗਰਦਨ ਦੀ ਹਲਕੀ ਕਸਰਤ ਤੇ ਮਨ ਨੂੰ ਸ਼ਾਂਤ ਕਰਨ ਨਾਲ ਮਦਦ ਮਿਲਦੀ ਹੈ।',
  'Painkillers only as advised by a pharmacist or doctor.':
    'ਦਰਦ ਦੀਆਂ ਗੋਲੀਆਂ ਸਿਰਫ਼ ਕੈਮਿਸਟ ਜਾਂ ਡਾਕਟਰ ਦੀ ਸਲਾਹ ਨਾਲ ਲਓ।',
  'Headache that wakes you up or is worse on lying down with vomiting':
    'ਸਿਰ ਦਰਦ ਜੋ ਨੀਂਦ ਵਿੱਚੋਂ ਜਗਾ ਦੇਵੇ ਜਾਂ ਲੇਟਣ ਤੇ ਉਲਟੀ ਨਾਲ ਵਧ ਜਾਵੇ',
  'Headache after a head injury': 'ਸਿਰ ਦੀ ਸੱਟ ਤੋਂ ਬਾਅਦ ਸਿਰ ਦਰਦ',
  'Headache with fever, stiff neck, weakness or confusion':
    'ਬੁਖਾਰ, ਗਰਦਨ ਆਕੜਨ, ਕਮਜ਼ੋਰੀ ਜਾਂ ਹੋਸ਼ ਟਿਕਾਣੇ ਨਾ ਰਹਿਣ ਨਾਲ ਸਿਰ ਦਰਦ',
  'Seizure / epilepsy': 'ਦੌਰੇ / ਮਿਰਗੀ',
  'During a fit: move hard objects away, cushion the head, do not hold the person down and put nothing in the mouth.':
    'ਦੌਰੇ ਵੇਲੇ: ਸਖ਼ਤ ਚੀਜ਼ਾਂ ਦੂਰ ਕਰ ਦਿਓ, ਸਿਰ ਹੇਠਾਂ ਕੁਝ ਨਰਮ ਰੱਖੋ, ਮਰੀਜ਼ ਨੂੰ ਜ਼ੋਰ ਨਾਲ ਨਾ ਫੜੋ ਤੇ ਮੂੰਹ ਵਿੱਚ ਕੁਝ ਨਾ ਪਾਓ।',
  'After the jerking stops, roll them onto their side and stay until fully awake.':
    'ਝਟਕੇ ਰੁਕਣ ਤੋਂ ਬਾਅਦ ਉਸਨੂੰ ਇੱਕ ਪਾਸੇ ਵੱਲ ਪਾਸਾ ਦੁਆ ਕੇ ਲਿਟਾਓ ਤੇ ਪੂਰੀ ਤਰ੍ਹਾਂ ਹੋਸ਼ ਆਉਣ ਤੱਕ ਕੋਲ ਰਹੋ।',
  'Call 108 for a first fit, a fit over 5 minutes, repeated fits, injury, or a fit in pregnancy.':
    'ਪਹਿਲੀ ਵਾਰ ਦੌਰਾ, 5 ਮਿੰਟ ਤੋਂ ਵੱਧ ਦਾ ਦੌਰਾ, ਵਾਰ-ਵਾਰ ਦੌਰੇ, ਸੱਟ ਲੱਗਣ, ਜਾਂ ਗਰਭ ਦੌਰਾਨ ਦੌਰਾ ਪੈਣ ਤੇ 108 ਤੇ ਫ਼ੋਨ ਕਰੋ।',
  'If you have epilepsy, take your medicines regularly and avoid swimming alone or driving until your doctor allows.':
    'ਜੇ ਤੁਹਾਨੂੰ ਮਿਰਗੀ ਹੈ, ਤਾਂ ਦਵਾਈ ਨਿਯਮ ਨਾਲ ਲਓ ਤੇ ਜਦ ਤੱਕ ਡਾਕਟਰ ਇਜਾਜ਼ਤ ਨਾ ਦੇਵੇ, ਇਕੱਲੇ ਤੈਰਨ ਜਾਂ ਗੱਡੀ ਚਲਾਉਣ ਤੋਂ ਬਚੋ।',
  'Fit lasting more than 5 minutes or not waking up between fits':
    '5 ਮਿੰਟ ਤੋਂ ਵੱਧ ਦਾ ਦੌਰਾ ਜਾਂ ਦੌਰਿਆਂ ਦੇ ਵਿਚਕਾਰ ਹੋਸ਼ ਨਾ ਆਉਣੀ',
  'First-ever fit': 'ਜ਼ਿੰਦਗੀ ਵਿੱਚ ਪਹਿਲੀ ਵਾਰ ਦੌਰਾ',
  'Fit with fever, head injury or in pregnancy': 'ਬੁਖਾਰ, ਸਿਰ ਦੀ ਸੱਟ ਨਾਲ ਜਾਂ ਗਰਭ ਦੌਰਾਨ ਦੌਰਾ',
  'Vertigo (inner-ear balance problem)': 'ਸਿਰ ਘੁੰਮਣਾ / ਵਰਟੀਗੋ (ਕੰਨ ਦੇ ਅੰਦਰੋਂ ਸੰਤੁਲਨ ਦੀ ਤਕਲੀਫ਼)',
  'Sit or lie down when it starts; get up slowly.': 'ਜਦੋਂ ਸ਼ੁਰੂ ਹੋਵੇ ਤਾਂ ਬੈਠ ਜਾਂ ਲੇਟ ਜਾਓ; ਹੌਲੀ-ਹੌਲੀ ਉੱਠੋ।',
  'Avoid driving, heights and ladders until it settles.':
    'ਠੀਕ ਹੋਣ ਤੱਕ ਗੱਡੀ ਨਾ ਚਲਾਓ, ਉੱਚੀਆਂ ਥਾਵਾਂ ਤੇ ਪੌੜੀਆਂ ਤੇ ਨਾ ਚੜ੍ਹੋ।',
  'Drink fluids if vomiting.': 'ਉਲਟੀ ਆਉਂਦੀ ਹੋਵੇ ਤਾਂ ਤਰਲ ਪਦਾਰਥ ਪੀਂਦੇ ਰਹੋ।',
  'Vertigo with double vision, slurred speech, weakness or trouble walking — could be a stroke, call 108':
    'ਇੱਕ ਦੀਆਂ ਦੋ ਦਿਸਣ, ਜ਼ੁਬਾਨ ਥਥਲਾਉਣ, ਕਮਜ਼ੋਰੀ ਜਾਂ ਤੁਰਨ ਵਿੱਚ ਔਖ ਨਾਲ ਸਿਰ ਘੁੰਮਣਾ — ਅਧਰੰਗ (ਸਟ੍ਰੋਕ) ਹੋ ਸਕਦਾ ਹੈ, 108 ਤੇ ਫ਼ੋਨ ਕਰੋ',
  'Bell’s palsy (facial nerve weakness)': 'ਬੈੱਲਜ਼ ਪਾਲਸੀ (ਚਿਹਰੇ ਦਾ ਲਕਵਾ — ਚਿਹਰੇ ਦੀ ਨਾੜ ਦੀ ਕਮਜ਼ੋਰੀ)',
  'See a doctor within a day: treatment started early works best.':
    'ਇੱਕ ਦਿਨ ਦੇ ਅੰਦਰ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ: ਜਲਦੀ ਸ਼ੁਰੂ ਕੀਤਾ ਇਲਾਜ ਸਭ ਤੋਂ ਵਧੀਆ ਅਸਰ ਕਰਦਾ ਹੈ।',
  'Protect the eye that will not close (eye drops, tape or an eye patch at night as advised).':
    'ਜੋ ਅੱਖ ਬੰਦ ਨਹੀਂ ਹੁੰਦੀ ਉਸ ਨੂੰ ਬਚਾ ਕੇ ਰੱਖੋ (ਦੱਸੇ ਮੁਤਾਬਕ ਅੱਖ ਦੀਆਂ ਬੂੰਦਾਂ, ਟੇਪ ਜਾਂ ਰਾਤ ਨੂੰ ਅੱਖ ਤੇ ਪੱਟੀ)।',
  'Weakness of the arm or leg, or speech trouble — could be a stroke, call 108':
    'ਬਾਂਹ ਜਾਂ ਲੱਤ ਵਿੱਚ ਕਮਜ਼ੋਰੀ, ਜਾਂ ਬੋਲਣ ਵਿੱਚ ਔਖ — ਅਧਰੰਗ (ਸਟ੍ਰੋਕ) ਹੋ ਸਕਦਾ ਹੈ, 108 ਤੇ ਫ਼ੋਨ ਕਰੋ',
  'Nerve damage in hands and feet (neuropathy)': 'ਹੱਥਾਂ-ਪੈਰਾਂ ਦੀਆਂ ਨਾੜਾਂ ਦਾ ਨੁਕਸਾਨ (ਨਿਊਰੋਪੈਥੀ)',
  'Check feet daily for cuts and blisters; always wear footwear.':
    'ਰੋਜ਼ ਪੈਰਾਂ ਨੂੰ ਦੇਖੋ ਕਿ ਕੋਈ ਕੱਟ ਜਾਂ ਛਾਲਾ ਤਾਂ ਨਹੀਂ; ਹਮੇਸ਼ਾ ਜੁੱਤੀ/ਚੱਪਲ ਪਾ ਕੇ ਰੱਖੋ।',
  'Keep blood sugar controlled and avoid alcohol.': 'ਸ਼ੂਗਰ ਕਾਬੂ ਵਿੱਚ ਰੱਖੋ ਤੇ ਸ਼ਰਾਬ ਨਾ ਪੀਓ।',
  'Get vitamin B12 and sugar tested.': 'ਵਿਟਾਮਿਨ B12 ਤੇ ਸ਼ੂਗਰ ਦਾ ਟੈਸਟ ਕਰਵਾਓ।',
  'A foot wound that is not healing or turns red, black or smelly':
    'ਪੈਰ ਦਾ ਜ਼ਖ਼ਮ ਜੋ ਭਰ ਨਹੀਂ ਰਿਹਾ ਜਾਂ ਲਾਲ, ਕਾਲਾ ਜਾਂ ਬਦਬੂਦਾਰ ਹੋ ਜਾਵੇ',
  'Weakness spreading up the legs over days': 'ਕਮਜ਼ੋਰੀ ਜੋ ਕੁਝ ਦਿਨਾਂ ਵਿੱਚ ਲੱਤਾਂ ਤੋਂ ਉੱਪਰ ਵੱਲ ਫੈਲਦੀ ਜਾਵੇ',
  'Fainting (syncope)': 'ਬੇਹੋਸ਼ ਹੋਣਾ (ਗਸ਼ ਪੈਣੀ)',
  'Lie down with legs raised until fully recovered; then sit up slowly.':
    'ਪੂਰੀ ਤਰ੍ਹਾਂ ਠੀਕ ਹੋਣ ਤੱਕ ਲੱਤਾਂ ਉੱਚੀਆਂ ਕਰਕੇ ਲੇਟੇ ਰਹੋ; ਫਿਰ ਹੌਲੀ-ਹੌਲੀ ਉੱਠ ਕੇ ਬੈਠੋ।',
  'Drink fluids and eat something once awake.': 'ਹੋਸ਼ ਆਉਣ ਤੋਂ ਬਾਅਦ ਪਾਣੀ ਪੀਓ ਤੇ ਕੁਝ ਖਾ ਲਓ।',
  'Fainting during exercise, with chest pain or palpitations, or without warning':
    'ਕਸਰਤ ਦੌਰਾਨ ਬੇਹੋਸ਼ ਹੋਣਾ, ਛਾਤੀ ਦਰਦ ਜਾਂ ਦਿਲ ਦੀ ਤੇਜ਼ ਧੜਕਣ ਨਾਲ ਬੇਹੋਸ਼ ਹੋਣਾ, ਜਾਂ ਬਿਨਾਂ ਕਿਸੇ ਚੇਤਾਵਨੀ ਦੇ ਬੇਹੋਸ਼ ਹੋਣਾ',
  'Not waking within a minute': 'ਇੱਕ ਮਿੰਟ ਵਿੱਚ ਹੋਸ਼ ਨਾ ਆਉਣੀ',
  'Fainting in pregnancy': 'ਗਰਭ ਦੌਰਾਨ ਬੇਹੋਸ਼ ਹੋਣਾ',
  'Suicidal thoughts or self-harm crisis': 'ਖੁਦਕੁਸ਼ੀ ਦੇ ਖ਼ਿਆਲ ਜਾਂ ਆਪਣੇ-ਆਪ ਨੂੰ ਨੁਕਸਾਨ ਪਹੁੰਚਾਉਣ ਦਾ ਸੰਕਟ',
  'Call Tele-MANAS 14416 now — free, confidential, 24x7. If you are in immediate danger, call 112.':
    'ਹੁਣੇ Tele-MANAS 14416 ਤੇ ਫ਼ੋਨ ਕਰੋ — ਮੁਫ਼ਤ, ਗੁਪਤ, 24x7। ਜੇ ਤੁਹਾਨੂੰ ਇਸੇ ਵੇਲੇ ਖ਼ਤਰਾ ਹੈ, ਤਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ।',
  'Stay with someone you trust and move away from anything you could use to harm yourself.':
    'ਕਿਸੇ ਭਰੋਸੇਮੰਦ ਬੰਦੇ ਦੇ ਕੋਲ ਰਹੋ ਤੇ ਹਰ ਉਸ ਚੀਜ਼ ਤੋਂ ਦੂਰ ਹੋ ਜਾਓ ਜਿਸ ਨਾਲ ਤੁਸੀਂ ਆਪਣੇ-ਆਪ ਨੂੰ ਨੁਕਸਾਨ ਪਹੁੰਚਾ ਸਕਦੇ ਹੋ।',
  'You are not alone, and these feelings can get better with help.':
    'ਤੁਸੀਂ ਇਕੱਲੇ ਨਹੀਂ ਹੋ, ਤੇ ਮਦਦ ਨਾਲ ਇਹ ਭਾਵਨਾਵਾਂ ਠੀਕ ਹੋ ਸਕਦੀਆਂ ਹਨ।',
  'Having a plan or means to end your life, or having already harmed yourself — call 112 now':
    'ਜਾਨ ਲੈਣ ਦੀ ਕੋਈ ਯੋਜਨਾ ਜਾਂ ਸਾਧਨ ਹੋਣਾ, ਜਾਂ ਪਹਿਲਾਂ ਹੀ ਆਪਣੇ-ਆਪ ਨੂੰ ਨੁਕਸਾਨ ਪਹੁੰਚਾ ਲਿਆ ਹੋਣਾ — ਹੁਣੇ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ',
  Depression: 'ਡਿਪਰੈਸ਼ਨ (ਉਦਾਸੀ ਦੀ ਬਿਮਾਰੀ)',
  'Talk to someone you trust, or call Tele-MANAS 14416 (free, 24x7, in your language) to speak with a trained counsellor.':
    'ਕਿਸੇ ਭਰੋਸੇਮੰਦ ਬੰਦੇ ਨਾਲ ਗੱਲ ਕਰੋ, ਜਾਂ ਸਿੱਖਿਅਤ ਕਾਊਂਸਲਰ ਨਾਲ ਗੱਲ ਕਰਨ ਲਈ Tele-MANAS 14416 (ਮੁਫ਼ਤ, 24x7, ਤੁਹਾਡੀ ਬੋਲੀ ਵਿੱਚ) ਤੇ ਫ਼ੋਨ ਕਰੋ।',
  'Keep a simple daily routine: regular sleep, meals, a short walk in daylight.':
    'ਰੋਜ਼ ਦਾ ਇੱਕ ਸਾਦਾ ਨੇਮ ਬਣਾਓ: ਸਮੇਂ ਸਿਰ ਨੀਂਦ, ਸਮੇਂ ਸਿਰ ਖਾਣਾ, ਦਿਨ ਦੀ ਰੌਸ਼ਨੀ ਵਿੱਚ ਥੋੜ੍ਹੀ ਸੈਰ।',
  'Avoid alcohol and other drugs.': 'ਸ਼ਰਾਬ ਤੇ ਹੋਰ ਨਸ਼ਿਆਂ ਤੋਂ ਬਚੋ।',
  'Depression is a common, treatable illness — seeing a doctor is a sign of strength.':
    'ਡਿਪਰੈਸ਼ਨ ਇੱਕ ਆਮ ਬਿਮਾਰੀ ਹੈ ਜਿਸ ਦਾ ਇਲਾਜ ਹੋ ਸਕਦਾ ਹੈ — ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਉਣਾ ਕਮਜ਼ੋਰੀ ਨਹੀਂ, ਹਿੰਮਤ ਦੀ ਨਿਸ਼ਾਨੀ ਹੈ।',
  'Thoughts of ending your life — call Tele-MANAS 14416 or 112 now':
    'ਆਪਣੀ ਜਾਨ ਲੈਣ ਦੇ ਖ਼ਿਆਲ — ਹੁਣੇ Tele-MANAS 14416 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ',
};

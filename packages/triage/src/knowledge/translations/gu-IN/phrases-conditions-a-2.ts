export const PHRASES_CONDITIONS_A_2: Record<string, string> = {
  'Drink plenty of water through the day, especially in summer.':
    'આખો દિવસ પુષ્કળ પાણી પીઓ, ખાસ કરીને ઉનાળામાં.',
  'Pain relief only as advised by a doctor or pharmacist; see a doctor within a day for severe pain.':
    'દુખાવાની દવા ફક્ત ડોક્ટર કે ફાર્માસિસ્ટ (દવાવાળા) ની સલાહ મુજબ લો; ખૂબ દુખાવો હોય તો એક દિવસની અંદર ડોક્ટરને બતાવો.',
  'Reduce salt and very high-protein diets.': 'મીઠું ઓછું કરો અને ખૂબ વધારે પ્રોટીનવાળો ખોરાક ટાળો.',
  'Fever or shivering with stone pain — an infected blocked kidney is an emergency':
    'પથરીના દુખાવા સાથે તાવ કે ધ્રુજારી — ચેપવાળી, બંધ થઈ ગયેલી કિડની ઇમરજન્સી છે',
  'Unable to pass urine': 'પેશાબ ન થઈ શકે',
  'Pain not controlled or repeated vomiting': 'દુખાવો કાબૂમાં ન આવે કે વારે વારે ઉલટી',
  'Enlarged prostate (BPH)': 'પ્રોસ્ટેટ મોટી થવી (BPH)',
  'Reduce fluids in the evening and cut down on tea, coffee and alcohol.':
    'સાંજે પાણી-પ્રવાહી ઓછું પીઓ અને ચા, કોફી અને દારૂ ઓછાં કરો.',
  'Book a doctor visit for a prostate check.': 'પ્રોસ્ટેટની તપાસ માટે ડોક્ટરને બતાવવાનો સમય લો.',
  'Unable to pass urine at all': 'પેશાબ બિલકુલ ન થાય',
  'Fever with urinary symptoms': 'પેશાબની તકલીફ સાથે તાવ',
  'Chronic kidney disease': 'કિડનીની લાંબા ગાળાની બીમારી (ક્રોનિક કિડની ડિસીઝ)',
  'Control blood pressure and sugar; limit salt.': 'બીપી અને સુગર કાબૂમાં રાખો; મીઠું ઓછું ખાઓ.',
  'Avoid painkillers and herbal remedies unless your doctor approves them.':
    'ડોક્ટર હા પાડે નહીં ત્યાં સુધી દુખાવાની દવાઓ અને જડીબુટ્ટી/દેશી દવાઓ ન લો.',
  'Breathlessness or very little urine': 'શ્વાસ ચડવો કે પેશાબ ખૂબ ઓછો',
  'Severe swelling': 'ખૂબ સોજો',
  'Stroke (brain attack)': 'લકવો (સ્ટ્રોક, મગજનો હુમલો)',
  'Call 108 or 112 now and note the time symptoms began — clot-busting treatment works only within hours.':
    'હમણાં જ 108 કે 112 પર ફોન કરો અને તકલીફ કેટલા વાગ્યે શરૂ થઈ તે સમય નોંધી લો — લોહીની ગાંઠ ઓગાળવાની સારવાર થોડા કલાકોની અંદર જ કામ કરે છે.',
  'Do not give food, water or medicines; lay the person on their side if drowsy or vomiting.':
    'ખાવાનું, પાણી કે દવા ન આપો; ઘેનમાં હોય કે ઉલટી થતી હોય તો વ્યક્તિને પડખે સુવડાવો.',
  'Remember FAST: Face drooping, Arm weakness, Speech difficulty — Time to call 108':
    'FAST યાદ રાખો: Face (ચહેરો એક બાજુ લટકી જવો), Arm (હાથમાં નબળાઈ), Speech (બોલવામાં તકલીફ) — Time (સમય): તરત 108 પર ફોન કરો',
  'Symptoms that go away within minutes still need hospital today (mini-stroke)':
    'થોડી મિનિટોમાં મટી જતી તકલીફ માટે પણ આજે જ હોસ્પિટલ જવું જરૂરી છે (નાનો લકવો, મિની-સ્ટ્રોક)',
  Migraine: 'આધાશીશી (માઇગ્રેન)',
  'Rest in a dark, quiet room; a cool cloth on the forehead can help.':
    'અંધારા, શાંત ઓરડામાં આરામ કરો; કપાળ પર ઠંડું ભીનું કપડું મૂકવાથી રાહત મળી શકે.',
  'Drink water and do not skip meals or sleep.': 'પાણી પીઓ અને જમવાનું કે ઊંઘ છોડશો નહીં.',
  'Keep a headache diary of triggers such as sleep loss, fasting, bright sun or stress.':
    'ઊંઘ ઓછી થવી, ઉપવાસ, તેજ તડકો કે તણાવ જેવાં કારણો નોંધવા માટે માથાના દુખાવાની ડાયરી રાખો.',
  'Painkillers only as advised by a pharmacist or doctor; using them on more than a few days a week can worsen headaches.':
    'દુખાવાની દવા ફક્ત ફાર્માસિસ્ટ (દવાવાળા) કે ડોક્ટરની સલાહ મુજબ લો; અઠવાડિયામાં થોડા દિવસથી વધારે લેવાથી માથાનો દુખાવો વધી શકે છે.',
  'Sudden, worst-ever headache, or headache with weakness, confusion, fits or slurred speech — call 108':
    'અચાનક, જીવનમાં સૌથી ખરાબ માથાનો દુખાવો, કે નબળાઈ, મૂંઝવણ, ખેંચ કે લથડાતી બોલી સાથે માથાનો દુખાવો — 108 પર ફોન કરો',
  'Headache with fever and stiff neck': 'તાવ અને ગરદન અકડાઈ જવા સાથે માથાનો દુખાવો',
  'Headaches becoming more frequent or changing pattern, or starting after age 50':
    'માથાનો દુખાવો વારે વારે થવા લાગે કે તેની રીત બદલાય, કે 50 વર્ષની ઉંમર પછી શરૂ થાય',
  'Tension-type headache': 'તણાવથી થતો માથાનો દુખાવો (ટેન્શન હેડેક)',
  'Drink water, sleep regularly and take screen breaks.':
    'પાણી પીઓ, નિયમિત ઊંઘો અને મોબાઇલ/સ્ક્રીન પરથી વચ્ચે વચ્ચે વિરામ લો.',
  'Gentle neck stretches and relaxation help.': 'ગરદનની હળવી કસરત અને મન શાંત કરવાથી ફાયદો થાય છે.',
  'Painkillers only as advised by a pharmacist or doctor.':
    'દુખાવાની દવા ફક્ત ફાર્માસિસ્ટ (દવાવાળા) કે ડોક્ટરની સલાહ મુજબ લો.',
  'Headache that wakes you up or is worse on lying down with vomiting':
    'ઊંઘમાંથી જગાડી દે એવો માથાનો દુખાવો, કે સૂવાથી વધે અને સાથે ઉલટી થાય',
  'Headache after a head injury': 'માથામાં ઈજા પછી માથાનો દુખાવો',
  'Headache with fever, stiff neck, weakness or confusion':
    'તાવ, ગરદન અકડાઈ જવી, નબળાઈ કે મૂંઝવણ સાથે માથાનો દુખાવો',
  'Seizure / epilepsy': 'ખેંચ / વાઈ (એપિલેપ્સી)',
  'During a fit: move hard objects away, cushion the head, do not hold the person down and put nothing in the mouth.':
    'ખેંચ ચાલુ હોય ત્યારે: સખત વસ્તુઓ દૂર કરો, માથા નીચે કંઈક નરમ મૂકો, વ્યક્તિને પકડી ન રાખો અને મોઢામાં કશું ન નાખો.',
  'After the jerking stops, roll them onto their side and stay until fully awake.':
    'ઝટકા બંધ થાય પછી તેમને પડખે ફેરવો અને પૂરા ભાનમાં ન આવે ત્યાં સુધી સાથે રહો.',
  'Call 108 for a first fit, a fit over 5 minutes, repeated fits, injury, or a fit in pregnancy.':
    'પહેલી વાર ખેંચ આવે, 5 મિનિટથી વધારે ચાલે, વારે વારે આવે, ઈજા થાય કે ગર્ભાવસ્થામાં ખેંચ આવે તો 108 પર ફોન કરો.',
  'If you have epilepsy, take your medicines regularly and avoid swimming alone or driving until your doctor allows.':
    'જો તમને વાઈ (એપિલેપ્સી) હોય, તો દવા નિયમિત લો અને ડોક્ટર છૂટ આપે નહીં ત્યાં સુધી એકલા તરવા ન જાઓ કે વાહન ન ચલાવો.',
  'Fit lasting more than 5 minutes or not waking up between fits':
    '5 મિનિટથી વધારે ચાલતી ખેંચ, કે બે ખેંચ વચ્ચે ભાનમાં ન આવે',
  'First-ever fit': 'જીવનમાં પહેલી વાર ખેંચ',
  'Fit with fever, head injury or in pregnancy': 'તાવ, માથામાં ઈજા સાથે કે ગર્ભાવસ્થામાં ખેંચ',
  'Vertigo (inner-ear balance problem)': 'ચક્કર (વર્ટિગો, અંદરના કાનની સંતુલનની તકલીફ)',
  'Sit or lie down when it starts; get up slowly.':
    'ચક્કર શરૂ થાય ત્યારે બેસી જાઓ કે સૂઈ જાઓ; ધીમે ધીમે ઊભા થાઓ.',
  'Avoid driving, heights and ladders until it settles.':
    'મટે નહીં ત્યાં સુધી વાહન ચલાવવું, ઊંચી જગ્યાઓ અને સીડી પર ચડવું ટાળો.',
  'Drink fluids if vomiting.': 'ઉલટી થતી હોય તો પ્રવાહી પીઓ.',
  'Vertigo with double vision, slurred speech, weakness or trouble walking — could be a stroke, call 108':
    'બે-બે દેખાવું, લથડાતી બોલી, નબળાઈ કે ચાલવામાં તકલીફ સાથે ચક્કર — લકવો (સ્ટ્રોક) હોઈ શકે, 108 પર ફોન કરો',
  'Bell’s palsy (facial nerve weakness)': 'બેલ્સ પાલ્સી (ચહેરાની નસની નબળાઈ, મોઢાનો લકવો)',
  'See a doctor within a day: treatment started early works best.':
    'એક દિવસની અંદર ડોક્ટરને બતાવો: સારવાર વહેલી શરૂ થાય તો સૌથી સારું કામ કરે છે.',
  'Protect the eye that will not close (eye drops, tape or an eye patch at night as advised).':
    'જે આંખ બંધ થતી નથી તેનું રક્ષણ કરો (સલાહ મુજબ આંખનાં ટીપાં, રાત્રે ટેપ કે આંખ પર પટ્ટી).',
  'Weakness of the arm or leg, or speech trouble — could be a stroke, call 108':
    'હાથ કે પગમાં નબળાઈ, કે બોલવામાં તકલીફ — લકવો (સ્ટ્રોક) હોઈ શકે, 108 પર ફોન કરો',
  'Nerve damage in hands and feet (neuropathy)': 'હાથ-પગની નસોને નુકસાન (ન્યુરોપથી)',
  'Check feet daily for cuts and blisters; always wear footwear.':
    'રોજ પગ તપાસો કે ક્યાંય કાપો કે ફોલ્લો તો નથી; હંમેશાં ચંપલ-બૂટ પહેરો.',
  'Keep blood sugar controlled and avoid alcohol.': 'બ્લડ સુગર કાબૂમાં રાખો અને દારૂ ન પીઓ.',
  'Get vitamin B12 and sugar tested.': 'વિટામિન B12 અને સુગરની તપાસ કરાવો.',
  'A foot wound that is not healing or turns red, black or smelly':
    'પગનો ઘા જે રૂઝાતો ન હોય કે લાલ, કાળો કે ગંધાતો થઈ જાય',
  'Weakness spreading up the legs over days': 'દિવસોમાં પગમાં ઉપર તરફ ફેલાતી નબળાઈ',
  'Fainting (syncope)': 'બેભાન થવું (સિન્કોપ)',
  'Lie down with legs raised until fully recovered; then sit up slowly.':
    'પૂરેપૂરું સારું ન લાગે ત્યાં સુધી પગ ઊંચા રાખીને સૂઈ રહો; પછી ધીમે ધીમે બેઠા થાઓ.',
  'Drink fluids and eat something once awake.': 'ભાનમાં આવ્યા પછી પ્રવાહી પીઓ અને કંઈક ખાઓ.',
  'Fainting during exercise, with chest pain or palpitations, or without warning':
    'કસરત કરતી વખતે, છાતીમાં દુખાવા કે ધબકારા વધવા સાથે, કે કોઈ ચેતવણી વગર અચાનક બેભાન થવું',
  'Not waking within a minute': 'એક મિનિટમાં ભાનમાં ન આવે',
  'Fainting in pregnancy': 'ગર્ભાવસ્થામાં બેભાન થવું',
  'Suicidal thoughts or self-harm crisis': 'આપઘાતના વિચારો કે પોતાને ઈજા પહોંચાડવાની કટોકટી',
  'Call Tele-MANAS 14416 now — free, confidential, 24x7. If you are in immediate danger, call 112.':
    'હમણાં જ Tele-MANAS (ટેલી-માનસ) 14416 પર ફોન કરો — મફત, ખાનગી (વાત ગુપ્ત રહેશે), 24x7. જો તમે તાત્કાલિક જોખમમાં હો, તો 112 પર ફોન કરો.',
  'Stay with someone you trust and move away from anything you could use to harm yourself.':
    'જેના પર ભરોસો હોય તેવી કોઈ વ્યક્તિ સાથે રહો, અને જેનાથી પોતાને નુકસાન કરી શકો એવી વસ્તુઓથી દૂર જાઓ.',
  'You are not alone, and these feelings can get better with help.':
    'તમે એકલા નથી, અને મદદ મળવાથી આ લાગણીઓ સારી થઈ શકે છે.',
  'Having a plan or means to end your life, or having already harmed yourself — call 112 now':
    'જીવન ટૂંકાવવાનો પ્લાન કે સાધન હોય, કે પોતાને પહેલેથી ઈજા પહોંચાડી હોય — હમણાં જ 112 પર ફોન કરો',
  Depression: 'ડિપ્રેશન (લાંબી ઉદાસી)',
  'Talk to someone you trust, or call Tele-MANAS 14416 (free, 24x7, in your language) to speak with a trained counsellor.':
    'જેના પર ભરોસો હોય તેની સાથે વાત કરો, કે તાલીમ પામેલા કાઉન્સેલર સાથે વાત કરવા Tele-MANAS (ટેલી-માનસ) 14416 પર ફોન કરો (મફત, 24x7, તમારી ભાષામાં).',
  'Keep a simple daily routine: regular sleep, meals, a short walk in daylight.':
    'રોજનો સાદો નિયમ રાખો: નિયમિત ઊંઘ, સમયસર જમવાનું, દિવસના અજવાળામાં થોડું ચાલવું.',
  'Avoid alcohol and other drugs.': 'દારૂ અને બીજા નશાથી દૂર રહો.',
  'Depression is a common, treatable illness — seeing a doctor is a sign of strength.':
    'ડિપ્રેશન સામાન્ય અને મટી શકે એવી બીમારી છે — ડોક્ટરને બતાવવું એ હિંમતની નિશાની છે.',
  'Thoughts of ending your life — call Tele-MANAS 14416 or 112 now':
    'જીવન ટૂંકાવવાના વિચારો — હમણાં જ Tele-MANAS (ટેલી-માનસ) 14416 કે 112 પર ફોન કરો',
};

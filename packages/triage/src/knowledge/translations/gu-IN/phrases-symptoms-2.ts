export const PHRASES_SYMPTOMS_2: Record<string, string> = {
  'Pale or reddish skin patch that has lost feeling':
    'સ્પર્શ ન લાગતો હોય એવો આછો કે લાલાશ પડતો ચામડીનો ડાઘ',
  'Is there a light or reddish skin patch where you cannot feel touch?':
    'શું ચામડી પર કોઈ આછો કે લાલાશ પડતો ડાઘ છે જ્યાં અડવાથી કશું લાગતું નથી?',
  'Lice or nits in the hair': 'વાળમાં જૂ કે લીખ',
  'Have you seen lice or nits in the hair?': 'શું તમને વાળમાં જૂ કે લીખ દેખાઈ છે?',
  'Hair loss': 'વાળ ખરવા',
  'Are you losing more hair than usual?': 'શું તમારા વાળ રોજ કરતાં વધારે ખરે છે?',
  'Wound or foot sore that will not heal': 'ન રૂઝાતો ઘા કે પગનું ચાંદું',
  'Do you have a wound or foot sore that is not healing?': 'શું તમને કોઈ ઘા કે પગમાં ચાંદું છે જે રૂઝાતું નથી?',
  'Painless black scab (often in skin folds) with fever':
    'તાવ સાથે દુખાવા વગરનો કાળો પોપડો (ઘણી વાર ચામડીના ગડીવાળા ભાગમાં)',
  'Is there a painless black scab anywhere, for example in the armpit or groin?':
    'શું ક્યાંય દુખાવા વગરનો કાળો પોપડો છે, જેમ કે બગલમાં કે જાંઘના મૂળમાં?',
  'Red or pink eye': 'આંખ લાલ થવી (આંખ આવવી)',
  'Are your eyes red?': 'શું તમારી આંખો લાલ છે?',
  'Sticky discharge from the eye': 'આંખમાંથી ચીકણા ચીપડા નીકળવા',
  'Is there sticky discharge from the eye?': 'શું આંખમાંથી ચીકણા ચીપડા નીકળે છે?',
  'Watery, itchy eyes': 'આંખમાંથી પાણી પડવું, આંખમાં ખંજવાળ',
  'Are your eyes watery or itchy?': 'શું તમારી આંખોમાંથી પાણી પડે છે કે ખંજવાળ આવે છે?',
  'Eye pain': 'આંખમાં દુખાવો',
  'Do you have pain in the eye?': 'શું તમારી આંખમાં દુખે છે?',
  'Painful lump on the eyelid': 'પાંપણ પર દુખતી ફોલ્લી (આંજણી)',
  'Is there a painful lump on the edge of the eyelid?': 'શું પાંપણની કિનારી પર કોઈ દુખતી ફોલ્લી છે?',
  Earache: 'કાનમાં દુખાવો',
  'Do you have ear pain?': 'શું તમારા કાનમાં દુખે છે?',
  'Discharge from the ear': 'કાનમાંથી રસી કે પાણી નીકળવું',
  'Is there fluid or pus coming out of the ear?': 'શું કાનમાંથી પાણી કે પરુ નીકળે છે?',
  'Reduced hearing or blocked ear': 'ઓછું સંભળાવું કે કાન બંધ લાગવો',
  'Is your hearing reduced or does the ear feel blocked?':
    'શું તમને ઓછું સંભળાય છે કે કાન બંધ હોય એવું લાગે છે?',
  'Ringing or buzzing in the ears': 'કાનમાં સીટી કે ગુંજારવ જેવો અવાજ',
  'Do you hear ringing or buzzing in your ears?': 'શું તમને કાનમાં સીટી કે ગુંજારવ જેવો અવાજ સંભળાય છે?',
  'Swelling in front of the ear or along the jaw': 'કાનની આગળ કે જડબા પર સોજો',
  'Is there swelling in front of the ear or along the jaw?': 'શું કાનની આગળ કે જડબાની સાથે સોજો છે?',
  Toothache: 'દાંતનો દુખાવો',
  'Do you have toothache?': 'શું તમારો દાંત દુખે છે?',
  'Mouth ulcers': 'મોઢામાં ચાંદાં',
  'Do you have sores or ulcers in the mouth?': 'શું તમને મોઢામાં ચાંદાં પડ્યાં છે?',
  'Swelling at the front of the neck (goitre)': 'ગળાના આગળના ભાગમાં સોજો (ગળગંડ, ગોઇટર)',
  'Is there swelling at the front of your neck?': 'શું તમારા ગળાના આગળના ભાગમાં સોજો છે?',
  'Joint pain': 'સાંધાનો દુખાવો',
  'Do your joints hurt?': 'શું તમારા સાંધા દુખે છે?',
  'Severe joint pain that makes moving hard': 'હલનચલન મુશ્કેલ કરી દે એવો સાંધાનો ભયંકર દુખાવો',
  'Is the joint pain so severe that it is hard to move or walk?':
    'શું સાંધાનો દુખાવો એટલો વધારે છે કે હલવું કે ચાલવું મુશ્કેલ છે?',
  'Swollen joints': 'સાંધા પર સોજો',
  'Are any of your joints swollen?': 'શું તમારા કોઈ સાંધા પર સોજો છે?',
  'Stiff joints in the morning for over 30 minutes': 'સવારે 30 મિનિટથી વધારે સાંધા અકડાઈ જવા',
  'Are your joints stiff for more than half an hour after waking?':
    'શું ઊઠ્યા પછી અડધા કલાકથી વધારે તમારા સાંધા અકડાયેલા રહે છે?',
  'Knee pain': 'ઘૂંટણનો દુખાવો',
  'Do you have knee pain?': 'શું તમારા ઘૂંટણ દુખે છે?',
  'Sudden painful, red, swollen big toe or ankle': 'પગનો અંગૂઠો કે ઘૂંટી અચાનક દુખે, લાલ થાય અને સોજો આવે',
  'Is your big toe or ankle suddenly red, hot and very painful?':
    'શું તમારા પગનો અંગૂઠો કે ઘૂંટી અચાનક લાલ, ગરમ અને ખૂબ દુખતી થઈ ગઈ છે?',
  'Back pain': 'કમરનો દુખાવો (પીઠનો દુખાવો)',
  'Do you have back pain?': 'શું તમારી કમર કે પીઠ દુખે છે?',
  'Pain shooting from the back or buttock down the leg':
    'કમર કે કૂલાથી પગ નીચે સુધી જતો (રાંઝણ જેવો) દુખાવો',
  'Does pain shoot from your back or buttock down the leg?':
    'શું દુખાવો તમારી કમર કે કૂલાથી પગ નીચે સુધી સણકા મારતો જાય છે?',
  'Muscle cramps': 'સ્નાયુમાં ગોટલા ચડવા',
  'Are you getting muscle cramps?': 'શું તમને ગોટલા (ક્રેમ્પ) ચડે છે?',
  'Painful calf muscles (both legs)': 'પગની પિંડીઓમાં દુખાવો (બંને પગ)',
  'Are your calf muscles painful or tender?': 'શું તમારી પગની પિંડીઓ દુખે છે કે અડવાથી દુખે છે?',
  'Pain, warmth and swelling in one calf': 'એક પિંડીમાં દુખાવો, ગરમાવો અને સોજો',
  'Is one calf swollen, warm and painful?': 'શું એક પગની પિંડી સોજેલી, ગરમ અને દુખતી છે?',
  'A painful swollen calf can be a blood clot.': 'સોજેલી, દુખતી પિંડી લોહીની ગાંઠ (ક્લોટ) હોઈ શકે.',
  'Shoulder pain or stiffness': 'ખભામાં દુખાવો કે અકડાઈ જવું',
  'Do you have shoulder pain or stiffness?': 'શું તમારો ખભો દુખે છે કે અકડાઈ ગયો છે?',
  'Injury or fall': 'ઈજા કે પડી જવું',
  'Have you had an injury or a fall?': 'શું તમને વાગ્યું છે કે તમે પડી ગયા છો?',
  'Head injury': 'માથામાં ઈજા',
  'Have you had a blow to the head?': 'શું તમને માથામાં વાગ્યું છે?',
  'A head injury needs checking, especially with vomiting, drowsiness or on blood thinners.':
    'માથામાં ઈજા થઈ હોય તો તપાસ કરાવવી જરૂરી છે, ખાસ કરીને ઉલટી, ઘેન હોય કે લોહી પાતળું કરવાની દવા લેતા હો તો.',
  'Bleeding from a wound that will not stop': 'ઘામાંથી બંધ ન થતું લોહી',
  'Is there bleeding that does not stop with firm pressure?': 'શું જોરથી દબાવવા છતાં લોહી બંધ નથી થતું?',
  'Bleeding that will not stop with firm pressure is an emergency.':
    'જોરથી દબાવવા છતાં લોહી બંધ ન થાય તો એ ઇમરજન્સી છે.',
  'A cut or open wound': 'કાપો કે ખુલ્લો ઘા',
  'Do you have a cut or an open wound?': 'શું તમને ક્યાંય કાપો પડ્યો છે કે ખુલ્લો ઘા છે?',
  'A deep or gaping cut, or one with dirt, glass or rust in it':
    'ઊંડો કે ખુલ્લો (પહોળો) કાપો, કે જેમાં માટી, કાચ કે કાટ હોય એવો કાપો',
  'Is the cut deep or gaping, or is there dirt, glass or rust in it?':
    'શું કાપો ઊંડો છે કે ખુલ્લો (પહોળો) છે, કે તેમાં માટી, કાચ કે કાટ છે?',
  'A deep or gaping cut, or one with dirt, glass or rust in it, needs cleaning, closing and a tetanus check at a hospital today.':
    'ઊંડો કે ખુલ્લો (પહોળો) કાપો, કે જેમાં માટી, કાચ કે કાટ હોય, તેને આજે જ હોસ્પિટલમાં સાફ કરાવવો, બંધ કરાવવો (ટાંકા) અને ધનુરના ઇન્જેક્શનની તપાસ કરાવવી જરૂરી છે.',
  'Possible broken bone (deformed, cannot move or bear weight)':
    'હાડકું ભાંગ્યું હોવાની શક્યતા (વાંકું દેખાય, હલાવી ન શકાય કે વજન ન મૂકી શકાય)',
  'Does the injured part look deformed, or can you not move it or put weight on it?':
    'શું વાગેલો ભાગ વાંકોચૂકો દેખાય છે, કે તમે તેને હલાવી કે તેના પર વજન મૂકી શકતા નથી?',
  'A suspected broken bone needs an X-ray and a doctor today.':
    'હાડકું ભાંગ્યું હોવાની શંકા હોય તો આજે જ એક્સ-રે કરાવવો અને ડોક્ટરને બતાવવું જરૂરી છે.',
  'Twisted ankle, wrist or knee with swelling': 'ઘૂંટી, કાંડું કે ઘૂંટણ મચકોડાવું અને સોજો',
  'Did you twist a joint, with swelling or bruising afterwards?':
    'શું તમારો કોઈ સાંધો મચકોડાયો છે, અને પછી સોજો કે લીલું-કાળું પડી ગયું છે?',
  'Burn or scald': 'દાઝી જવું (આગ કે ગરમ પાણીથી)',
  'Have you been burnt or scalded?': 'શું તમે દાઝી ગયા છો (આગ, ગરમ પાણી કે વરાળથી)?',
  'Snake bite': 'સાપ કરડવો',
  'Has a snake bitten you?': 'શું તમને સાપ કરડ્યો છે?',
  'Every snake bite is an emergency: anti-snake venom is given free at government hospitals.':
    'દરેક સાપ કરડવો ઇમરજન્સી છે: સરકારી હોસ્પિટલમાં સાપના ઝેરની દવા (એન્ટી-સ્નેક વેનમ) મફત મળે છે.',
  'Dog bite or scratch': 'કૂતરું કરડવું કે નહોર મારવો',
  'Has a dog bitten or scratched you?': 'શું તમને કૂતરું કરડ્યું છે કે નહોર માર્યો છે?',
  'Dog bites need wound washing and rabies vaccination the same day.':
    'કૂતરું કરડે તો એ જ દિવસે ઘા ધોવો અને હડકવાની રસી લેવી જરૂરી છે.',
  'Bite or scratch from a cat, monkey or other mammal':
    'બિલાડી, વાંદરું કે બીજું પ્રાણી કરડવું કે નહોર મારવો',
  'Has a cat, monkey or other animal bitten or scratched you?':
    'શું તમને બિલાડી, વાંદરું કે બીજું કોઈ પ્રાણી કરડ્યું છે કે નહોર માર્યો છે?',
  'Mammal bites can spread rabies; get the wound washed and vaccinated today.':
    'પ્રાણીઓ કરડવાથી હડકવા ફેલાઈ શકે છે; આજે જ ઘા ધોવડાવો અને રસી લો.',
  'Scorpion sting': 'વીંછી કરડવો',
  'Has a scorpion stung you?': 'શું તમને વીંછી કરડ્યો છે?',
  'Scorpion stings can affect the heart, especially in children.':
    'વીંછીનો ડંખ હૃદય પર અસર કરી શકે છે, ખાસ કરીને બાળકોમાં.',
  'Bee, wasp or insect sting': 'મધમાખી, ભમરી કે જીવજંતુનો ડંખ',
  'Have you been stung by a bee, wasp or insect?': 'શું તમને મધમાખી, ભમરી કે કોઈ જીવજંતુએ ડંખ માર્યો છે?',
  'Swallowed poison, pesticide, chemicals or too many medicines':
    'ઝેર, જંતુનાશક દવા, કેમિકલ કે વધારે પડતી દવાઓ ગળી જવી',
  'Has the person swallowed poison, pesticide, chemicals or too many tablets?':
    'શું વ્યક્તિએ ઝેર, જંતુનાશક દવા, કેમિકલ કે ઘણી બધી ગોળીઓ ગળી લીધી છે?',
  'Poisoning needs emergency treatment now. Take the container to hospital.':
    'ઝેરની અસરમાં હમણાં જ ઇમરજન્સી સારવાર જોઈએ. ઝેરની બોટલ/ડબ્બો સાથે હોસ્પિટલ લઈ જાઓ.',
  'Currently pregnant': 'હાલમાં ગર્ભવતી (પેટથી)',
  'Are you pregnant?': 'શું તમે ગર્ભવતી છો (પેટથી છો)?',
  'Heavy bleeding from the vagina in pregnancy': 'ગર્ભાવસ્થામાં યોનિમાંથી વધારે લોહી પડવું',
  'Are you pregnant and bleeding heavily from the vagina?':
    'શું તમે ગર્ભવતી છો અને યોનિમાંથી વધારે લોહી પડે છે?',
  'Heavy bleeding in pregnancy is an emergency for mother and baby.':
    'ગર્ભાવસ્થામાં વધારે લોહી પડવું એ માતા અને બાળક બંને માટે ઇમરજન્સી છે.',
  'Bleeding from the vagina': 'યોનિમાંથી લોહી પડવું (નીચેથી લોહી જવું)',
  'Are you bleeding from the vagina?': 'શું યોનિમાંથી (નીચેથી) લોહી પડે છે?',
  'Light spotting in pregnancy': 'ગર્ભાવસ્થામાં થોડા ડાઘા જેટલું લોહી પડવું',
  'Are you pregnant and having light spotting?': 'શું તમે ગર્ભવતી છો અને થોડું થોડું (ડાઘા જેટલું) લોહી પડે છે?',
  'Any bleeding in pregnancy should be checked by a doctor today.':
    'ગર્ભાવસ્થામાં થોડું પણ લોહી પડે તો આજે જ ડોક્ટરને બતાવવું જોઈએ.',
  'Baby moving less than usual (pregnancy)': 'બાળક રોજ કરતાં ઓછું ફરકવું (ગર્ભાવસ્થા)',
  'Is the baby moving less than usual?': 'શું પેટમાં બાળક રોજ કરતાં ઓછું ફરકે છે?',
  'Reduced baby movements need checking at the hospital today, without waiting.':
    'બાળક ઓછું ફરકે તો રાહ જોયા વગર આજે જ હોસ્પિટલમાં તપાસ કરાવવી જરૂરી છે.',
  'Fluid leaking from the vagina in pregnancy': 'ગર્ભાવસ્થામાં યોનિમાંથી પાણી પડવું',
  'Is fluid leaking from the vagina?': 'શું યોનિમાંથી પાણી પડે છે?',
  'Waters breaking needs hospital care now, especially before the due date.':
    'પાણી પડવા લાગે (પાણીની થેલી ફૂટે) તો હમણાં જ હોસ્પિટલ જવું જરૂરી છે, ખાસ કરીને ડિલિવરીની તારીખ પહેલાં.',
  'Nausea and vomiting in pregnancy': 'ગર્ભાવસ્થામાં ઉબકા અને ઉલટી',
  'Are you pregnant with nausea or vomiting?': 'શું તમે ગર્ભવતી છો અને ઉબકા કે ઉલટી થાય છે?',
  'Heavy bleeding after childbirth': 'ડિલિવરી પછી વધારે લોહી પડવું',
  'Have you given birth recently and are bleeding heavily?':
    'શું હમણાં તમારી ડિલિવરી થઈ છે અને વધારે લોહી પડે છે?',
  'Heavy bleeding after childbirth is life-threatening.': 'ડિલિવરી પછી વધારે લોહી પડવું જીવલેણ છે.',
  'Missed or late period': 'માસિક ન આવવું કે મોડું આવવું',
  'Is your period late or missed?': 'શું તમારું માસિક મોડું છે કે આવ્યું જ નથી?',
  'Heavy or long periods': 'વધારે કે લાંબું ચાલતું માસિક',
  'Are your periods heavy or lasting longer than a week?':
    'શું તમારું માસિક વધારે આવે છે કે એક અઠવાડિયાથી વધારે ચાલે છે?',
  'Irregular periods': 'અનિયમિત માસિક',
  'Are your periods irregular?': 'શું તમારું માસિક અનિયમિત આવે છે?',
  'Painful periods': 'માસિકમાં દુખાવો',
  'Are your periods painful?': 'શું માસિક વખતે તમને દુખાવો થાય છે?',
  'Unusual vaginal discharge': 'યોનિમાંથી અસામાન્ય સ્રાવ (સફેદ પાણી)',
  'Do you have unusual vaginal discharge?': 'શું તમને યોનિમાંથી અસામાન્ય સ્રાવ (સફેદ પાણી) પડે છે?',
  'Itching or soreness in the vaginal area': 'યોનિના ભાગમાં ખંજવાળ કે બળતરા',
  'Is there itching or soreness around the vagina?': 'શું યોનિની આસપાસ ખંજવાળ કે બળતરા થાય છે?',
  'Hot flushes': 'અચાનક ગરમીની લહેર આવવી',
  'Do you get sudden waves of heat (hot flushes)?': 'શું તમને અચાનક શરીરમાં ગરમીની લહેર આવે છે (હોટ ફ્લશ)?',
  'Extra hair on face or body': 'ચહેરા કે શરીર પર વધારે વાળ',
  'Have you noticed extra hair growth on the face or body?':
    'શું તમને ચહેરા કે શરીર પર વધારે વાળ ઊગતા દેખાયા છે?',
  'Baby or child not feeding or unable to drink': 'બાળક ધાવતું કે ખાતું નથી, કે પી શકતું નથી',
  'Is the baby or child unable to feed or drink?': 'શું બાળક ધાવી, ખાઈ કે પી શકતું નથી?',
  'A baby who cannot feed is a danger sign and needs hospital care now.':
    'જે બાળક ધાવી ન શકે તે ભયની નિશાની છે, તેને હમણાં જ હોસ્પિટલ લઈ જવું જરૂરી છે.',
  'Baby or child very sleepy, floppy or hard to wake': 'બાળક ખૂબ ઊંઘે, ઢીલું પડી જાય કે જગાડવું અઘરું હોય',
  'Is the child unusually sleepy, floppy or hard to wake?':
    'શું બાળક રોજ કરતાં વધારે ઊંઘે છે, ઢીલું પડી ગયું છે કે તેને જગાડવું અઘરું છે?',
  'A floppy or unusually sleepy child is a danger sign and needs hospital care now.':
    'ઢીલું પડી ગયેલું કે રોજ કરતાં વધારે ઊંઘતું બાળક ભયની નિશાની છે, તેને હમણાં જ હોસ્પિટલ લઈ જવું જરૂરી છે.',
  'Sunken eyes (or sunken soft spot in a baby)': 'આંખો ઊંડી ઊતરી જવી (કે બાળકનું તાળવું બેસી જવું)',
  'Do the eyes look sunken?': 'શું આંખો ઊંડી ઊતરી ગયેલી દેખાય છે?',
  'Bulging soft spot on a baby’s head': 'બાળકના માથા પરનું તાળવું ઉપસી આવવું',
  'Is the soft spot on the baby’s head bulging?': 'શું બાળકના માથા પરનું તાળવું (પોચો ભાગ) ઉપસી આવ્યું છે?',
  'A bulging soft spot can mean pressure on the brain, such as meningitis.':
    'તાળવું ઉપસી આવે તો મગજ પર દબાણ હોઈ શકે, જેમ કે મગજનો તાવ (મેનિન્જાઇટિસ).',
  'Baby crying constantly and cannot be settled': 'બાળક સતત રડે અને છાનું ન રહે',
  'Is the baby crying constantly or with a high-pitched cry?':
    'શું બાળક સતત રડે છે કે તીણા અવાજે ચીસો પાડીને રડે છે?',
  'Barking cough with noisy breathing in (child)': 'ભસવા જેવી ઉધરસ અને શ્વાસ લેતાં અવાજ (બાળક)',
  'Does the child have a barking cough or a harsh noise when breathing in?':
    'શું બાળકને ભસવા જેવી ઉધરસ છે કે શ્વાસ અંદર લેતાં કર્કશ અવાજ આવે છે?',
  'Coughing fits ending in a whoop or vomiting': "ઉધરસના હુમલા અને અંતે 'હૂપ' જેવો અવાજ કે ઉલટી",
  'Are there bouts of coughing that end with a whoop or vomiting?':
    "શું ઉધરસના હુમલા આવે છે જે 'હૂપ' જેવા અવાજ કે ઉલટી સાથે પૂરા થાય છે?",
  'Newborn baby looks yellow': 'નવજાત બાળક પીળું દેખાય',
  'Does the newborn baby look yellow?': 'શું નવજાત બાળક પીળું દેખાય છે?',
  'Jaundice in a newborn needs a bilirubin check today.':
    'નવજાત બાળકને કમળો હોય તો આજે જ બિલીરૂબિનની તપાસ કરાવવી જરૂરી છે.',
  'Pain in an arm or hand': 'હાથમાં દુખાવો',
  'Pain in a leg or foot': 'પગમાં દુખાવો',
  'Blood in the stool should be checked by a doctor in the coming days; go today if there is a lot of blood, dizziness or black stool.':
    'ઝાડામાં લોહી આવે તો આવતા થોડા દિવસમાં ડોક્ટરને બતાવો; વધારે લોહી, ચક્કર કે કાળો ઝાડો હોય તો આજે જ જાઓ.',
  'Blood pressure of 180/120 or more': '180/120 કે તેથી વધુ બીપી',
  'A blood pressure of 180/120 or more needs a doctor today. Call 108 or 112 if there is chest pain, breathlessness, weakness or confusion.':
    'બીપી 180/120 કે તેથી વધુ હોય તો આજે જ ડોક્ટરને બતાવો. છાતીમાં દુખાવો, શ્વાસ ચડવો, નબળાઈ કે મૂંઝવણ હોય તો 108 કે 112 પર ફોન કરો.',
  'Drooping eyelids or double vision that came on suddenly': 'અચાનક પાંપણ ઢળી પડવી કે બે-બે દેખાવું',
  'Eyelids that suddenly droop, double vision or trouble swallowing can be a snake bite during sleep (often painless) or a nerve emergency. Call 108 or 112 now.':
    'અચાનક પાંપણ ઢળી પડે, બે-બે દેખાય કે ગળવામાં તકલીફ થાય તો ઊંઘમાં સાપ કરડ્યો હોય (ઘણી વાર દુખાવા વગર) કે નસોની ઇમરજન્સી હોઈ શકે. હમણાં જ 108 કે 112 પર ફોન કરો.',
};

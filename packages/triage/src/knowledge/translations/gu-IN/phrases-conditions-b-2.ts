export const PHRASES_CONDITIONS_B_2: Record<string, string> = {
  'Burns larger than the person’s palm, deep (white or charred), or on face, hands, feet, genitals or joints — go to hospital':
    'વ્યક્તિની હથેળીથી મોટો દાઝેલો ભાગ, ઊંડું દાઝવું (સફેદ કે કાળું પડી ગયેલું), કે ચહેરો, હાથ, પગ, ગુપ્ત ભાગ કે સાંધા પર દાઝવું — હોસ્પિટલ જાઓ',
  'Any burn in a baby, or electrical, chemical or smoke-inhalation burns — call 108':
    'નાના બાળકનું કોઈ પણ દાઝવું, કે વીજળી, કેમિકલ કે ધુમાડો શ્વાસમાં જવાથી દાઝવું — 108 પર ફોન કરો',
  'Broken bone (fracture)': 'હાડકું ભાંગવું (ફ્રેક્ચર)',
  'Keep the injured part still with a splint or sling; do not try to straighten it.':
    'વાગેલા ભાગને પાટિયા (સ્પ્લિન્ટ) કે ઝોળી (સ્લિંગ) થી સ્થિર રાખો; તેને સીધો કરવાનો પ્રયત્ન ન કરો.',
  'Apply a cold pack wrapped in cloth; get an X-ray today.':
    'કપડામાં વીંટાળેલો ઠંડો શેક (બરફ) કરો; આજે જ એક્સ-રે કરાવો.',
  'Avoid traditional bone-setting massage, which can cause lasting damage.':
    'દેશી હાડવૈદની માલિશ (હાડકાં બેસાડવાની) ટાળો, તેનાથી કાયમી નુકસાન થઈ શકે છે.',
  'Bone through the skin, heavy bleeding, or a cold, numb or pale limb — call 108':
    'હાડકું ચામડીમાંથી બહાર દેખાય, વધારે લોહી વહે, કે હાથ-પગ ઠંડો, સુન્ન કે ફિક્કો પડી જાય — 108 પર ફોન કરો',
  'Suspected neck, back, hip or thigh fracture — do not move the person; call 108':
    'ગરદન, પીઠ, થાપા કે સાથળનું હાડકું ભાંગ્યું હોવાની શંકા — વ્યક્તિને હલાવશો નહીં; 108 પર ફોન કરો',
  'Sprain or strain': 'મચકોડ કે સ્નાયુ ખેંચાવા',
  'Rest, cold pack wrapped in cloth for 20 minutes every few hours, firm (not tight) bandage, and keep it raised.':
    'આરામ, દર થોડા કલાકે 20 મિનિટ સુધી કપડામાં વીંટાળેલો ઠંડો શેક, મજબૂત (પણ ટાઇટ નહીં) પાટો, અને ભાગ ઊંચો રાખો.',
  'Start gentle movement after 2 days.': '2 દિવસ પછી હળવે હળવે હલનચલન શરૂ કરો.',
  'Cannot put any weight on it, or it looks deformed — get an X-ray':
    'તેના પર જરા પણ વજન ન મૂકી શકાય, કે વાંકું દેખાય — એક્સ-રે કરાવો',
  'Not improving after a week': 'એક અઠવાડિયા પછી પણ સારું ન થાય',
  'Rest and have someone stay with you for 24 hours.':
    'આરામ કરો અને 24 કલાક સુધી કોઈને તમારી સાથે રહેવા દો.',
  'Avoid alcohol, driving and sports until checked.':
    'તપાસ ન થાય ત્યાં સુધી દારૂ, વાહન ચલાવવું અને રમતગમત ટાળો.',
  'See a doctor today if you are elderly or take blood thinners.':
    'તમે વૃદ્ધ હો કે લોહી પાતળું કરવાની દવા લેતા હો તો આજે જ ડોક્ટરને બતાવો.',
  'Knocked out, fit, repeated vomiting, confusion, worsening headache, bleeding from ear or nose, or weakness — call 108':
    'બેભાન થઈ જવું, ખેંચ, વારે વારે ઉલટી, મૂંઝવણ, વધતો માથાનો દુખાવો, કાન કે નાકમાંથી લોહી, કે નબળાઈ — 108 પર ફોન કરો',
  'Cut or wound': 'કાપો કે ઘા',
  'Press on the cut with a clean cloth until the bleeding stops, then rinse it under clean running water.':
    'લોહી બંધ થાય ત્યાં સુધી ચોખ્ખા કપડાથી કાપા પર દબાવી રાખો, પછી તેને વહેતા ચોખ્ખા પાણીથી ધોઈ નાખો.',
  'Cover it with a clean dressing and keep it clean and dry; do not put mud, ash, coffee powder or toothpaste on it.':
    'તેના પર ચોખ્ખો પાટો બાંધો અને તેને ચોખ્ખો અને સૂકો રાખો; તેના પર માટી, રાખ, કોફી પાઉડર કે ટૂથપેસ્ટ ન લગાવો.',
  'If your last tetanus injection was more than 10 years ago, or you do not know, get one within a day.':
    'જો તમારું છેલ્લું ધનુરનું (ટીટી) ઇન્જેક્શન 10 વર્ષથી વધુ પહેલાં લીધું હોય, કે તમને યાદ ન હોય, તો એક દિવસની અંદર લઈ લો.',
  'Bleeding that does not stop after 10 minutes of firm pressure — call 108':
    '10 મિનિટ જોરથી દબાવવા છતાં લોહી બંધ ન થાય — 108 પર ફોન કરો',
  'A deep, gaping or long cut, a cut on the face, or glass, dirt or rust in it — go to a hospital today':
    'ઊંડો, ખુલ્લો (પહોળો) કે લાંબો કાપો, ચહેરા પર કાપો, કે તેમાં કાચ, માટી કે કાટ — આજે જ હોસ્પિટલ જાઓ',
  'Spreading redness, pus, fever or pain that gets worse — see a doctor today':
    'ફેલાતી લાલાશ, પરુ, તાવ કે વધતો દુખાવો — આજે જ ડોક્ટરને બતાવો',
  'Severe bleeding from a wound': 'ઘામાંથી ખૂબ લોહી વહેવું',
  'Call 108. Press firmly on the wound with a clean cloth and do not let go; add more cloth on top if it soaks through.':
    '108 પર ફોન કરો. ચોખ્ખા કપડાથી ઘા પર જોરથી દબાવો અને છોડશો નહીં; કપડું લોહીથી પલળી જાય તો તેના પર બીજું કપડું મૂકો.',
  'Raise the injured part and lie the person down.': 'વાગેલો ભાગ ઊંચો રાખો અને વ્યક્તિને સુવડાવો.',
  'Bleeding that will not stop, spurting blood, or dizziness and pale, cold skin':
    'બંધ ન થતું લોહી, ફુવારાની જેમ ઊડતું લોહી, કે ચક્કર અને ફિક્કી, ઠંડી ચામડી',
  'Diabetes (high blood sugar)': 'ડાયાબિટીસ (વધારે સુગર, મધુપ્રમેહ)',
  'Get a fasting sugar and HbA1c test; screening is free at government health centres.':
    'ભૂખ્યા પેટે સુગર અને HbA1c ની તપાસ કરાવો; સરકારી આરોગ્ય કેન્દ્રમાં તપાસ મફત થાય છે.',
  'Eat more vegetables, dal and whole grains; cut sweets, sugary drinks, white rice and maida.':
    'શાકભાજી, દાળ અને આખાં અનાજ વધારે ખાઓ; મીઠાઈ, ખાંડવાળાં પીણાં, સફેદ ભાત અને મેંદો ઓછાં કરો.',
  'Walk at least 30 minutes most days; keep a healthy weight.':
    'મોટા ભાગના દિવસોમાં ઓછામાં ઓછું 30 મિનિટ ચાલો; વજન કાબૂમાં રાખો.',
  'If on diabetes medicines, take them as prescribed; check feet daily.':
    'ડાયાબિટીસની દવા લેતા હો તો ડોક્ટરે લખ્યા પ્રમાણે લો; રોજ પગ તપાસો.',
  'Vomiting, deep fast breathing, fruity breath or drowsiness with high sugar — go to hospital':
    'વધારે સુગર સાથે ઉલટી, ઊંડા ઝડપી શ્વાસ, શ્વાસમાં ફળ જેવી વાસ કે ઘેન — હોસ્પિટલ જાઓ',
  'A foot wound that is red, black or smelly': 'લાલ, કાળો કે ગંધાતો પગનો ઘા',
  'Low blood sugar (hypo)': 'સુગર ઘટી જવી (હાઇપો)',
  'If awake and able to swallow, take something sugary now: glucose, sugar in water, fruit juice or sweets. Then eat a proper snack.':
    'જો ભાનમાં હો અને ગળી શકતા હો, તો હમણાં જ કંઈક ગળ્યું લો: ગ્લુકોઝ, ખાંડનું પાણી, ફળનો રસ કે મીઠાઈ. પછી બરાબર નાસ્તો કરો.',
  'Recheck sugar after 15 minutes and repeat if still low.':
    '15 મિનિટ પછી ફરી સુગર માપો અને હજી ઓછી હોય તો ફરી આવું કરો.',
  'Tell your doctor — your diabetes medicines may need changing.':
    'ડોક્ટરને જણાવો — કદાચ તમારી ડાયાબિટીસની દવા બદલવી પડે.',
  'Drowsy, confused, fitting or unconscious — do not give anything by mouth; call 108':
    'ઘેનમાં, મૂંઝાયેલા, ખેંચ આવતી હોય કે બેભાન — મોઢેથી કશું ન આપો; 108 પર ફોન કરો',
  'Very high sugar emergency (diabetic ketoacidosis)':
    'ખૂબ વધારે સુગરની ઇમરજન્સી (ડાયાબિટીક કીટોએસિડોસિસ)',
  'Go to hospital now; sip water on the way if awake. Do not stop insulin.':
    'હમણાં જ હોસ્પિટલ જાઓ; ભાનમાં હો તો રસ્તામાં ઘૂંટડે ઘૂંટડે પાણી પીઓ. ઇન્સ્યુલિન બંધ ન કરો.',
  'High sugar with vomiting, deep breathing, fruity breath, stomach pain or drowsiness':
    'વધારે સુગર સાથે ઉલટી, ઊંડા શ્વાસ, શ્વાસમાં ફળ જેવી વાસ, પેટમાં દુખાવો કે ઘેન',
  'Underactive thyroid (hypothyroidism)': 'થાઇરોઇડ ઓછું કામ કરવું (હાઇપોથાઇરોઇડિઝમ)',
  'Get a thyroid (TSH) blood test.': 'થાઇરોઇડ (TSH) ની લોહીની તપાસ કરાવો.',
  'Use iodised salt at home.': 'ઘરમાં આયોડિનવાળું મીઠું વાપરો.',
  'If prescribed thyroid medicine, take it every day on an empty stomach as advised.':
    'થાઇરોઇડની દવા લખી આપી હોય તો સલાહ પ્રમાણે રોજ ખાલી પેટે લો.',
  'Extreme drowsiness, confusion or feeling very cold': 'ખૂબ વધારે ઘેન, મૂંઝવણ કે ખૂબ ઠંડી લાગવી',
  'A neck swelling that grows quickly or makes swallowing or breathing hard':
    'ગરદનનો સોજો જે ઝડપથી વધે કે ગળવામાં કે શ્વાસ લેવામાં તકલીફ કરે',
  'Overactive thyroid (hyperthyroidism)': 'થાઇરોઇડ વધારે કામ કરવું (હાઇપરથાઇરોઇડિઝમ)',
  'Get a thyroid blood test.': 'થાઇરોઇડની લોહીની તપાસ કરાવો.',
  'Cut down on tea, coffee and energy drinks while waiting.':
    'રિપોર્ટની રાહ જુઓ ત્યાં સુધી ચા, કોફી અને એનર્જી ડ્રિંક ઓછાં કરો.',
  'Very fast heartbeat, fever, confusion or chest pain — go to hospital':
    'ખૂબ ઝડપી ધબકારા, તાવ, મૂંઝવણ કે છાતીમાં દુખાવો — હોસ્પિટલ જાઓ',
  'Anaemia (low haemoglobin, often iron deficiency)':
    'લોહીની ઊણપ (એનિમિયા, હિમોગ્લોબિન ઓછું, ઘણી વાર આયર્નની ઊણપથી)',
  'Get a haemoglobin test; it is free at government health centres (Anaemia Mukt Bharat).':
    'હિમોગ્લોબિનની તપાસ કરાવો; સરકારી આરોગ્ય કેન્દ્રમાં તે મફત છે (એનિમિયા મુક્ત ભારત).',
  'Eat iron-rich foods: green leafy vegetables, jaggery, dates, dal, chana, eggs, meat; add lemon or amla to help absorption.':
    'લોહતત્ત્વ (આયર્ન) વાળો ખોરાક ખાઓ: લીલાં પાંદડાંવાળાં શાક, ગોળ, ખજૂર, દાળ, ચણા, ઈંડાં, માંસ; શરીરમાં બરાબર શોષાય તે માટે સાથે લીંબુ કે આમળાં લો.',
  'Avoid tea or coffee with meals.': 'જમવા સાથે ચા કે કોફી ન પીઓ.',
  'Iron and folic acid supplements are given free to pregnant women, adolescents and children — take them as the health worker advises.':
    'ગર્ભવતી સ્ત્રીઓ, કિશોર-કિશોરીઓ અને બાળકોને આયર્ન અને ફોલિક એસિડની ગોળીઓ મફત આપવામાં આવે છે — આરોગ્ય કાર્યકર કહે તે પ્રમાણે લો.',
  'Breathless at rest, chest pain or fainting': 'આરામ કરતાં પણ શ્વાસ ચડવો, છાતીમાં દુખાવો કે બેભાન થવું',
  'Black stools or heavy bleeding': 'કાળો મળ કે વધારે લોહી પડવું',
  'Anaemia in pregnancy': 'ગર્ભાવસ્થામાં લોહીની ઊણપ (એનિમિયા)',
  'Vitamin B12 deficiency': 'વિટામિન B12 ની ઊણપ',
  'Get a B12 blood test, especially if vegetarian or on long-term diabetes or acidity medicines.':
    'B12 ની લોહીની તપાસ કરાવો, ખાસ કરીને જો તમે શાકાહારી હો કે લાંબા સમયથી ડાયાબિટીસ કે એસિડિટીની દવા લેતા હો.',
  'Include milk, curd, paneer, eggs, fish or fortified foods.':
    'દૂધ, દહીં, પનીર, ઈંડાં, માછલી કે વિટામિન ઉમેરેલો (ફોર્ટિફાઇડ) ખોરાક ખાઓ.',
  'Difficulty walking, worsening numbness or confusion':
    'ચાલવામાં તકલીફ, વધતું જતું ખાલી ચડવું (સુન્નપણું) કે મૂંઝવણ',
  'Knee and joint wear (osteoarthritis)': 'ઘૂંટણ અને સાંધા ઘસાવા (ઓસ્ટિઓઆર્થરાઇટિસ, વા)',
  'Stay active: walking and thigh-strengthening exercises protect the knee.':
    'સક્રિય રહો: ચાલવાથી અને સાથળના સ્નાયુ મજબૂત કરવાની કસરતથી ઘૂંટણનું રક્ષણ થાય છે.',
  'Lose weight if overweight; use a chair instead of squatting on the floor.':
    'વજન વધારે હોય તો ઘટાડો; જમીન પર ઉભડક બેસવાને બદલે ખુરશી વાપરો.',
  'Warm compresses ease stiffness.': 'હૂંફાળો શેક કરવાથી જકડાઈ જવામાં રાહત મળે છે.',
  'A hot, red, swollen joint with fever': 'તાવ સાથે ગરમ, લાલ, સૂજેલો સાંધો',
  'Unable to bear weight': 'વજન ન મૂકી શકાય (ઊભા ન રહી શકાય)',
  'Rheumatoid arthritis': 'રૂમેટોઇડ આર્થરાઇટિસ (સાંધાનો વા)',
  'Book a doctor visit soon: early treatment prevents joint damage.':
    'જલ્દી ડોક્ટરને બતાવવાનો સમય લો: વહેલી સારવારથી સાંધાને નુકસાન થતું અટકે છે.',
  'Gentle exercise and warm water soaks for stiff hands.':
    'જકડાયેલા હાથ માટે હળવી કસરત અને હૂંફાળા પાણીમાં હાથ બોળી રાખવા.',
  'A single very hot, swollen joint with fever': 'તાવ સાથે એક જ સાંધો ખૂબ ગરમ અને સૂજેલો',
  Gout: 'ગાઉટ (યુરિક એસિડ વધવાથી સાંધાનો દુખાવો)',
  'Rest and raise the joint; a cold pack wrapped in cloth helps.':
    'સાંધાને આરામ આપો અને ઊંચો રાખો; કપડામાં વીંટાળેલો ઠંડો શેક રાહત આપે છે.',
  'Drink plenty of water; cut down on alcohol, red meat, organ meat and sugary drinks.':
    'પુષ્કળ પાણી પીઓ; દારૂ, લાલ માંસ, કલેજી જેવા અંગોનું માંસ અને ખાંડવાળાં પીણાં ઓછાં કરો.',
  'Fever or shivering with a hot joint (possible joint infection)':
    'ગરમ સાંધા સાથે તાવ કે ધ્રુજારી (સાંધામાં ચેપ હોઈ શકે)',
  'Low back pain': 'કમરનો દુખાવો',
  'Keep moving gently; bed rest slows recovery.':
    'હળવે હળવે હલનચલન ચાલુ રાખો; પથારીમાં પડ્યા રહેવાથી સાજા થવામાં વાર લાગે છે.',
  'Warm compresses and gentle stretches.': 'હૂંફાળો શેક અને હળવી કસરત (શરીર ખેંચવાની).',
  'Lift with bent knees; take breaks from long sitting.':
    'વજન ઊંચકતી વખતે ઘૂંટણ વાળીને ઊંચકો; લાંબો સમય બેસી રહેવામાંથી વચ્ચે વચ્ચે ઊભા થાઓ.',
  'Numbness around the genitals or buttocks, loss of bladder or bowel control, or weakness in both legs — go to hospital now':
    'ગુપ્ત ભાગ કે કૂલાની આસપાસ ખાલી ચડવી (સુન્ન), પેશાબ કે સંડાસ પર કાબૂ ન રહેવો, કે બંને પગમાં નબળાઈ — હમણાં જ હોસ્પિટલ જાઓ',
  'Back pain with fever, weight loss or after a fall':
    'તાવ, વજન ઘટવા સાથે કે પડી ગયા પછી કમરનો દુખાવો',
  'Sciatica (trapped nerve in the back)': 'રાંઝણ (સાયટિકા, કમરમાં નસ દબાવી)',
  'Keep active with gentle walking and stretches.': 'હળવું ચાલીને અને હળવી કસરત કરીને સક્રિય રહો.',
  'Warm compresses; avoid lifting heavy loads.': 'હૂંફાળો શેક કરો; ભારે વજન ઊંચકવાનું ટાળો.',
  'Weakness in both legs, or loss of bladder or bowel control — emergency':
    'બંને પગમાં નબળાઈ, કે પેશાબ કે સંડાસ પર કાબૂ ન રહેવો — ઇમરજન્સી',
  'Neck pain / cervical spondylosis': 'ગરદનનો દુખાવો / સર્વાઇકલ સ્પોન્ડિલોસિસ',
  'Keep screens at eye level and take breaks every 30 minutes.':
    'મોબાઇલ/કમ્પ્યુટરની સ્ક્રીન આંખની ઊંચાઈએ રાખો અને દર 30 મિનિટે વિરામ લો.',
  'Gentle neck exercises and warm compresses.': 'ગરદનની હળવી કસરત અને હૂંફાળો શેક.',
  'Use one firm pillow.': 'એક જ મજબૂત (કઠણ) ઓશીકું વાપરો.',
  'Neck stiffness with fever or headache — emergency':
    'તાવ કે માથાના દુખાવા સાથે ગરદન અકડાઈ જવી — ઇમરજન્સી',
  'Weakness or clumsiness in arms or legs': 'હાથ કે પગમાં નબળાઈ કે અણઆવડત (વસ્તુ પડી જવી, લથડવું)',
  'Frozen shoulder': 'ફ્રોઝન શોલ્ડર (ખભો જકડાઈ જવો)',
  'Keep the shoulder moving with gentle exercises; physiotherapy helps.':
    'હળવી કસરતથી ખભાને હલાવતા રહો; ફિઝિયોથેરાપી મદદ કરે છે.',
  'Warm compresses.': 'હૂંફાળો શેક.',
  'Left shoulder or arm pain with chest pain, sweating or breathlessness — could be the heart; call 108':
    'છાતીમાં દુખાવો, પરસેવો કે શ્વાસ ચડવા સાથે ડાબા ખભા કે હાથમાં દુખાવો — હૃદયની તકલીફ હોઈ શકે; 108 પર ફોન કરો',
  'Spotting in pregnancy': 'ગર્ભાવસ્થામાં થોડા લોહીના ડાઘા (સ્પોટિંગ)',
  'See your ANM, ASHA or doctor today so the pregnancy can be checked; take your pregnancy card (MCP card).':
    'ગર્ભની તપાસ થઈ શકે એ માટે આજે જ તમારી ANM (નર્સ બહેન), આશા બહેન કે ડોક્ટરને બતાવો; તમારું ગર્ભાવસ્થાનું કાર્ડ (MCP કાર્ડ, મમતા કાર્ડ) સાથે લઈ જાઓ.',
  'Rest, and use a pad (not a tampon) so you can see how much blood there is.':
    'આરામ કરો, અને પેડ વાપરો (ટેમ્પોન નહીં), જેથી ખબર પડે કે કેટલું લોહી પડે છે.',
  'Bleeding like a period or with clots, belly pain, shoulder-tip pain, dizziness or fainting — go to hospital now':
    'માસિક જેવું લોહી પડવું કે ગઠ્ઠા, પેટમાં દુખાવો, ખભાના છેડે દુખાવો, ચક્કર કે બેભાન થવું — હમણાં જ હોસ્પિટલ જાઓ',
};

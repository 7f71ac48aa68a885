export const PHRASES_RULES: Record<string, string> = {
  'This could be a heart attack. Call 108 or 112 now, or go to the nearest emergency department. Sit and rest while you wait; do not drive yourself.':
    'આ હાર્ટ એટેક હોઈ શકે. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ. રાહ જુઓ ત્યાં સુધી બેસીને આરામ કરો; જાતે વાહન ચલાવીને ન જશો.',
  'Chest pain with sweating, breathlessness, sickness or dizziness could be a heart attack. Call 108 or 112 now, or go to the nearest emergency department.':
    'પરસેવો, શ્વાસ ચડવો, ઉબકા કે ચક્કર સાથે છાતીમાં દુખાવો હાર્ટ એટેક હોઈ શકે. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ.',
  'A racing heart with fainting, chest pain or breathlessness needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'ધબકારા ઝડપી હોય અને સાથે બેભાન થવું, છાતીમાં દુખાવો કે શ્વાસ ચડતો હોય તો ઇમરજન્સી સારવાર જોઈએ. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ.',
  'Bleeding from the vagina with fainting or feeling faint needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'યોનિમાંથી લોહી પડવા સાથે બેભાન થવું કે બેભાન થવા જેવું લાગે તો ઇમરજન્સી સારવાર જોઈએ. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ.',
  'A swollen leg with breathlessness or chest pain can be a clot in the lungs. Call 108 or 112 now, or go to the nearest emergency department.':
    'પગમાં સોજો સાથે શ્વાસ ચડે કે છાતીમાં દુખાવો થાય તો ફેફસાંમાં લોહીની ગાંઠ (ક્લોટ) હોઈ શકે. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ.',
  'Very high blood pressure with these symptoms is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'આ તકલીફો સાથે બીપી ખૂબ વધારે હોય તો એ ઇમરજન્સી છે. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ.',
  'These are signs of a stroke. Call 108 or 112 now, or go to the nearest emergency department. Note the time the symptoms started — every minute counts.':
    'આ લકવા (સ્ટ્રોક) ની નિશાનીઓ છે. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ. તકલીફ કેટલા વાગ્યે શરૂ થઈ તે સમય નોંધી લો — એક એક મિનિટ કીમતી છે.',
  'A headache with weakness, speech, vision changes or confusion could be a stroke or bleeding in the brain. Call 108 or 112 now, or go to the nearest emergency department.':
    'માથાના દુખાવા સાથે નબળાઈ, બોલવામાં કે જોવામાં ફેરફાર કે મૂંઝવણ હોય તો લકવો (સ્ટ્રોક) કે મગજમાં લોહી નીકળ્યું હોઈ શકે. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ.',
  'A sudden, worst-ever headache can be bleeding in the brain. Call 108 or 112 now, or go to the nearest emergency department.':
    'અચાનક, જીવનમાં સૌથી ખરાબ માથાનો દુખાવો મગજમાં લોહી નીકળવાને કારણે હોઈ શકે. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ.',
  'Sudden loss of vision needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'અચાનક દેખાવાનું બંધ થાય તો ઇમરજન્સી સારવાર જોઈએ. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ.',
  'A fit or seizure needs emergency help. Call 108 or 112 now, or go to the nearest emergency department. Lay the person on their side, put nothing in the mouth and time the fit.':
    'ખેંચ કે આંચકી આવે તો ઇમરજન્સી મદદ જોઈએ. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ. વ્યક્તિને પડખે સુવડાવો, મોઢામાં કશું ન નાખો અને ખેંચ કેટલી વાર ચાલી તે સમય જુઓ.',
  'A person who is unconscious, very drowsy or suddenly confused needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'જે વ્યક્તિ બેભાન હોય, ખૂબ ઘેનમાં હોય કે અચાનક મૂંઝાઈ ગઈ હોય તેને ઇમરજન્સી સારવાર જોઈએ. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ.',
  'Fever with a stiff neck can be meningitis. Call 108 or 112 now, or go to the nearest emergency department.':
    'તાવ સાથે ગરદન અકડાઈ જાય તો મગજનો તાવ (મેનિન્જાઇટિસ) હોઈ શકે. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ.',
  'A rash that does not fade under a glass can be meningitis or sepsis. Call 108 or 112 now, or go to the nearest emergency department.':
    'કાચનો ગ્લાસ દબાવવાથી પણ ઝાંખી ન પડતી ફોલ્લીઓ મગજનો તાવ (મેનિન્જાઇટિસ) કે લોહીમાં ચેપ (સેપ્સિસ) હોઈ શકે. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ.',
  'Fever with confusion, fits or drowsiness can be brain fever, cerebral malaria or sepsis. Call 108 or 112 now, or go to the nearest emergency department.':
    'તાવ સાથે મૂંઝવણ, ખેંચ કે ઘેન હોય તો મગજનો તાવ, મગજનો મેલેરિયા કે લોહીમાં ચેપ (સેપ્સિસ) હોઈ શકે. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ.',
  'A head injury with vomiting, drowsiness, fits or weakness needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'માથામાં ઈજા પછી ઉલટી, ઘેન, ખેંચ કે નબળાઈ હોય તો ઇમરજન્સી સારવાર જોઈએ. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ.',
  'Severe breathing difficulty or blue lips is an emergency. Call 108 or 112 now, or go to the nearest emergency department. Sit upright and loosen tight clothing.':
    'શ્વાસ લેવામાં ખૂબ તકલીફ કે ભૂરા હોઠ એ ઇમરજન્સી છે. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ. ટટ્ટાર બેસો અને ટાઇટ કપડાં ઢીલાં કરો.',
  'Swelling of the lips, tongue or throat can be a severe allergic reaction. Call 108 or 112 now, or go to the nearest emergency department.':
    'હોઠ, જીભ કે ગળામાં સોજો ગંભીર એલર્જીની અસર હોઈ શકે. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ.',
  'Hives with breathing difficulty or faintness can be anaphylaxis. Call 108 or 112 now, or go to the nearest emergency department.':
    'શીળસ સાથે શ્વાસ લેવામાં તકલીફ કે બેભાન જેવું લાગે તો જીવલેણ એલર્જી (એનાફિલેક્સિસ) હોઈ શકે. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ.',
  'Coughing blood with breathlessness or chest pain needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'શ્વાસ ચડવા કે છાતીમાં દુખાવા સાથે ઉધરસમાં લોહી પડે તો ઇમરજન્સી સારવાર જોઈએ. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ.',
  'Any fever in a baby under 3 months old needs to be seen in hospital now. Call 108 or go to the nearest hospital.':
    '3 મહિનાથી નાના બાળકને જરા પણ તાવ હોય તો હમણાં જ હોસ્પિટલમાં બતાવવું જરૂરી છે. 108 પર ફોન કરો કે સૌથી નજીકની હોસ્પિટલે જાઓ.',
  'These are danger signs in a child. Go to hospital now or call 108; keep the baby warm and keep trying to feed.':
    'આ બાળકમાં ભયની નિશાનીઓ છે. હમણાં જ હોસ્પિટલ જાઓ કે 108 પર ફોન કરો; બાળકને હૂંફમાં (ગરમ) રાખો અને ધવડાવવાનો/ખવડાવવાનો પ્રયત્ન ચાલુ રાખો.',
  'Fast breathing with fever in a young child can be pneumonia. See a doctor today; go to hospital now if the chest sinks in or the child cannot feed.':
    'નાના બાળકને તાવ સાથે ઝડપી શ્વાસ હોય તો ન્યુમોનિયા હોઈ શકે. આજે જ ડોક્ટરને બતાવો; જો છાતી અંદર ખેંચાતી હોય કે બાળક ધાવી/ખાઈ ન શકતું હોય તો હમણાં જ હોસ્પિટલ જાઓ.',
  'A child with diarrhoea who is drowsy, has sunken eyes, is passing little urine or cannot drink is severely dehydrated. Go to hospital now; give ORS sips on the way.':
    'ઝાડાવાળું બાળક જો ઘેનમાં હોય, આંખો ઊંડી ઊતરી ગઈ હોય, પેશાબ ઓછો થતો હોય કે પી ન શકતું હોય તો તેના શરીરમાં પાણી ખૂબ ઓછું થઈ ગયું છે. હમણાં જ હોસ્પિટલ જાઓ; રસ્તામાં ઘૂંટડે ઘૂંટડે ORS પીવડાવતા રહો.',
  'You may be getting dehydrated. Keep sipping ORS and see a doctor today; go to hospital if you feel faint or cannot keep fluids down.':
    'તમારા શરીરમાં પાણી ઓછું થઈ રહ્યું હોઈ શકે. ઘૂંટડે ઘૂંટડે ORS પીતા રહો અને આજે જ ડોક્ટરને બતાવો; બેભાન જેવું લાગે કે પાણી પેટમાં ટકતું ન હોય તો હોસ્પિટલ જાઓ.',
  'Heavy bleeding in pregnancy or after childbirth is an emergency. Call 108 (or 102) and go to the nearest hospital with a labour room now.':
    'ગર્ભાવસ્થામાં કે ડિલિવરી પછી વધારે લોહી પડવું એ ઇમરજન્સી છે. 108 (કે 102) પર ફોન કરો અને હમણાં જ ડિલિવરી રૂમ (લેબર રૂમ) વાળી સૌથી નજીકની હોસ્પિટલે જાઓ.',
  'Bleeding in pregnancy can be dangerous for mother and baby. Go to the hospital labour room now or call 108.':
    'ગર્ભાવસ્થામાં લોહી પડવું માતા અને બાળક બંને માટે જોખમી હોઈ શકે. હમણાં જ હોસ્પિટલના લેબર રૂમમાં જાઓ કે 108 પર ફોન કરો.',
  'These are danger signs in pregnancy. Go to the hospital labour room now or call 108.':
    'આ ગર્ભાવસ્થામાં ભયની નિશાનીઓ છે. હમણાં જ હોસ્પિટલના લેબર રૂમમાં જાઓ કે 108 પર ફોન કરો.',
  'A headache, blurred vision, sudden swelling or fits in pregnancy can be pre-eclampsia. Go to hospital now or call 108.':
    'ગર્ભાવસ્થામાં માથાનો દુખાવો, ઝાંખું દેખાવું, અચાનક સોજો કે ખેંચ આવે તો પ્રી-એક્લેમ્પસિયા (ગર્ભાવસ્થામાં ઊંચું બીપી) હોઈ શકે. હમણાં જ હોસ્પિટલ જાઓ કે 108 પર ફોન કરો.',
  'In pregnancy this needs a doctor today. Contact your ANM, ASHA or hospital now.':
    'ગર્ભાવસ્થામાં આ માટે આજે જ ડોક્ટરને બતાવવું જરૂરી છે. હમણાં જ તમારી ANM (નર્સ બહેન), આશા બહેન કે હોસ્પિટલનો સંપર્ક કરો.',
  'A missed period with lower belly pain and dizziness or bleeding can be an ectopic pregnancy. Go to hospital now or call 108.':
    'માસિક ન આવ્યું હોય અને પેઢુમાં દુખાવા સાથે ચક્કર કે લોહી પડે તો ગર્ભ ગર્ભાશયની બહાર રહ્યો હોય (એક્ટોપિક પ્રેગનન્સી) એવું હોઈ શકે. હમણાં જ હોસ્પિટલ જાઓ કે 108 પર ફોન કરો.',
  'You are not alone and help is available right now. Call Tele-MANAS 14416 (free, 24x7, in your language). If you are in immediate danger or have harmed yourself, call 112.':
    'તમે એકલા નથી, અને મદદ અત્યારે જ મળી શકે છે. Tele-MANAS (ટેલી-માનસ) 14416 પર ફોન કરો (મફત, 24x7, તમારી ભાષામાં). જો તમે તાત્કાલિક જોખમમાં હો કે તમે પોતાને ઈજા પહોંચાડી હોય, તો 112 પર ફોન કરો.',
  'If you have hurt yourself, call 112 or go to the nearest emergency department now. Tele-MANAS 14416 is there to talk any time.':
    'જો તમે પોતાને ઈજા પહોંચાડી હોય, તો 112 પર ફોન કરો કે હમણાં જ સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ. Tele-MANAS (ટેલી-માનસ) 14416 પર ગમે ત્યારે વાત કરી શકાય છે.',
  'A snake bite is an emergency even if it does not hurt. Call 108 and go to the nearest government hospital for anti-snake venom. Keep still; do not cut, suck or tie the wound.':
    'સાપ કરડવો ઇમરજન્સી છે, ભલે દુખાવો ન થતો હોય. 108 પર ફોન કરો અને સાપના ઝેરની દવા (એન્ટી-સ્નેક વેનમ) માટે સૌથી નજીકની સરકારી હોસ્પિટલે જાઓ. હલનચલન ન કરો; ઘા પર કાપો ન મૂકો, ઝેર ચૂસશો નહીં અને પાટો બાંધશો નહીં.',
  'A scorpion sting in a child can affect the heart. Go to hospital now or call 108.':
    'બાળકને વીંછી કરડે તો હૃદય પર અસર થઈ શકે. હમણાં જ હોસ્પિટલ જાઓ કે 108 પર ફોન કરો.',
  'Sweating, vomiting or breathlessness after a scorpion sting is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'વીંછી કરડ્યા પછી પરસેવો, ઉલટી કે શ્વાસ ચડે તો એ ઇમરજન્સી છે. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ.',
  'Wash the wound with soap and running water for 15 minutes, then get the anti-rabies vaccine today at a health centre (free at government hospitals).':
    'ઘાને સાબુ અને વહેતા પાણીથી 15 મિનિટ સુધી ધુઓ, પછી આજે જ આરોગ્ય કેન્દ્ર પર હડકવાની રસી લો (સરકારી હોસ્પિટલમાં મફત).',
  'Poisoning is an emergency. Call 108 now; do not make the person vomit. Take the container with you.':
    'ઝેર પીવું/ખાવું એ ઇમરજન્સી છે. હમણાં જ 108 પર ફોન કરો; વ્યક્તિને ઉલટી કરાવશો નહીં. ઝેરની બોટલ/ડબ્બો સાથે લઈ જાઓ.',
  'This could be heat stroke. Call 108 now, move the person to shade and cool them with water and fanning.':
    'આ લૂ લાગવી (હીટ સ્ટ્રોક) હોઈ શકે. હમણાં જ 108 પર ફોન કરો, વ્યક્તિને છાંયડામાં લઈ જાઓ અને પાણી છાંટીને તથા પવન નાખીને શરીર ઠંડું કરો.',
  'Burns in young children can be serious even when they look small. Cool the burn under running water for 20 minutes and go to a hospital now or call 108.':
    'નાના બાળકોમાં દાઝેલો ભાગ નાનો દેખાય તો પણ ગંભીર હોઈ શકે. દાઝેલી જગ્યાને 20 મિનિટ સુધી વહેતા પાણી (નળની ધાર) નીચે રાખીને ઠંડી કરો અને હમણાં જ હોસ્પિટલ જાઓ કે 108 પર ફોન કરો.',
  'A child with fever and pain on passing urine may have a kidney infection. See a doctor today.':
    'બાળકને તાવ સાથે પેશાબ કરતી વખતે દુખાવો થાય તો કિડનીનો ચેપ હોઈ શકે. આજે જ ડોક્ટરને બતાવો.',
  'A child with earache or fluid from the ear and a fever should see a doctor today.':
    'બાળકને કાનમાં દુખાવો હોય કે કાનમાંથી પાણી નીકળતું હોય, અને સાથે તાવ પણ હોય, તો આજે જ ડોક્ટરને બતાવો.',
  'Press hard on the wound with a clean cloth and keep pressing. Call 108 or 112 now, or go to the nearest emergency department.':
    'ઘા પર ચોખ્ખા કપડાથી જોરથી દબાવો અને દબાવી રાખો. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ.',
  'Vomiting blood is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'લોહીની ઉલટી ઇમરજન્સી છે. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ.',
  'Black stools with dizziness can be serious internal bleeding. Call 108 or 112 now, or go to the nearest emergency department.':
    'ચક્કર સાથે કાળો મળ (સંડાસ) આવે તો અંદર ગંભીર રીતે લોહી નીકળતું હોઈ શકે. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ.',
  'Sudden severe stomach pain needs emergency assessment. Go to the nearest emergency department or call 108.':
    'અચાનક પેટમાં ખૂબ દુખાવો થાય તો તાત્કાલિક તપાસ જરૂરી છે. સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ કે 108 પર ફોન કરો.',
  'Fever with bleeding, cold clammy skin or repeated vomiting can be severe dengue or another serious infection. Go to hospital now.':
    'તાવ સાથે લોહી નીકળવું, ઠંડી-ચીકણી ચામડી કે વારે વારે ઉલટી થાય તો ગંભીર ડેન્ગ્યુ કે બીજો કોઈ ગંભીર ચેપ હોઈ શકે. હમણાં જ હોસ્પિટલ જાઓ.',
  'Fever with yellow eyes needs a doctor and blood tests today (malaria, hepatitis, leptospirosis).':
    'તાવ સાથે આંખો પીળી હોય તો આજે જ ડોક્ટરને બતાવો અને લોહીની તપાસ કરાવો (મેલેરિયા, કમળો/હિપેટાઇટિસ, લેપ્ટોસ્પાયરોસિસ).',
  'High sugar with vomiting, fast breathing or drowsiness can be a diabetic emergency. Go to hospital now or call 108.':
    'સુગર વધારે હોય અને સાથે ઉલટી, ઝડપી શ્વાસ કે ઘેન હોય તો ડાયાબિટીસની ઇમરજન્સી હોઈ શકે. હમણાં જ હોસ્પિટલ જાઓ કે 108 પર ફોન કરો.',
  'Very low sugar with confusion or unconsciousness is an emergency. Call 108. Do not give food or drink to someone who cannot swallow safely.':
    'સુગર ખૂબ ઘટી જાય અને સાથે મૂંઝવણ કે બેભાનપણું હોય તો એ ઇમરજન્સી છે. 108 પર ફોન કરો. જે વ્યક્તિ બરાબર ગળી ન શકે તેને કંઈ ખાવા-પીવાનું ન આપો.',
  'Take something sugary now (glucose, sugar water, juice) if you can swallow, then eat. Call 108 if you do not improve within 15 minutes.':
    'જો ગળી શકતા હો તો હમણાં જ કંઈક ગળ્યું લો (ગ્લુકોઝ, ખાંડનું પાણી, જ્યુસ), પછી કંઈક ખાઓ. 15 મિનિટમાં સારું ન લાગે તો 108 પર ફોન કરો.',
  'Side or back pain with fever or vomiting can be a kidney infection or infected stone. See a doctor today.':
    'તાવ કે ઉલટી સાથે પડખામાં કે પીઠમાં દુખાવો કિડનીનો ચેપ કે ચેપવાળી પથરી હોઈ શકે. આજે જ ડોક્ટરને બતાવો.',
  'Being unable to pass urine needs a doctor within hours. Go to a hospital today.':
    'પેશાબ બિલકુલ ન થાય તો થોડા કલાકોમાં ડોક્ટરને બતાવવું જરૂરી છે. આજે જ હોસ્પિટલ જાઓ.',
  'Red, hot, swollen skin or a boil with fever can be a spreading infection. See a doctor today.':
    'તાવ સાથે લાલ, ગરમ, સૂજેલી ચામડી કે ગૂમડું ફેલાતો ચેપ હોઈ શકે. આજે જ ડોક્ટરને બતાવો.',
  'High blood pressure with a headache, dizziness or blurred vision needs a doctor today. Call 108 or 112 if there is chest pain, weakness or confusion.':
    'માથાનો દુખાવો, ચક્કર કે ઝાંખું દેખાવા સાથે બીપી વધારે હોય તો આજે જ ડોક્ટરને બતાવો. છાતીમાં દુખાવો, નબળાઈ કે મૂંઝવણ હોય તો 108 કે 112 પર ફોન કરો.',
  'Wheezing with breathlessness needs a doctor today. Call 108 or 112 if speaking is hard or the lips turn blue.':
    'શ્વાસ ચડવા સાથે છાતીમાં સીટી જેવો અવાજ (વ્હીઝિંગ) હોય તો આજે જ ડોક્ટરને બતાવો. બોલવામાં તકલીફ થાય કે હોઠ ભૂરા પડે તો 108 કે 112 પર ફોન કરો.',
  'An older person who has fallen should see a doctor today even if they seem fine: a broken hip or a head injury can be hidden. Call 108 or 112 if they cannot get up or are drowsy.':
    'વડીલ પડી ગયા હોય તો સારું લાગે તો પણ આજે જ ડોક્ટરને બતાવો: થાપાનું હાડકું તૂટવું કે માથાની ઈજા છુપી રહી શકે. જો તેઓ ઊભા ન થઈ શકે કે બહુ ઘેન હોય તો 108 કે 112 પર ફોન કરો.',
  'A very high fever in a child under 5 should be seen by a doctor today. Go to hospital now if the child is very drowsy, has a fit, a rash that does not fade or cannot drink.':
    '5 વર્ષથી નાના બાળકને બહુ વધારે તાવ હોય તો આજે જ ડોક્ટરને બતાવો. બાળક બહુ સુસ્ત હોય, ખેંચ આવે, દબાવવાથી ન જતા ચકામા હોય કે પી ન શકે તો હમણાં જ હોસ્પિટલ જાઓ.',
  'A burn with blisters should be seen by a doctor today, sooner if it is on the face, hands, feet or private parts or larger than the palm. Keep it under cool running water for 20 minutes and do not burst the blisters.':
    'ફોલ્લાવાળું દાઝેલું આજે જ ડોક્ટરને બતાવો; ચહેરા, હાથ, પગ કે ગુપ્ત ભાગ પર હોય કે હથેળી કરતાં મોટું હોય તો વધુ જલ્દી. 20 મિનિટ ઠંડા વહેતા પાણી નીચે રાખો અને ફોલ્લા ફોડશો નહીં.',
  'Sweating with breathlessness, sickness or dizziness can be a heart attack even without chest pain, especially in women, older people and people with diabetes. Call 108 or 112 now, or go to the nearest emergency department.':
    'પરસેવા સાથે શ્વાસ ચડવો, ઉબકા કે ચક્કર છાતીમાં દુખાવા વગર પણ હાર્ટ એટેક હોઈ શકે, ખાસ કરીને સ્ત્રીઓ, વડીલો અને ડાયાબિટીસવાળાઓમાં. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ.',
  'What you describe could be an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'તમે જે કહ્યું તે ઇમરજન્સી હોઈ શકે છે. હમણાં જ 108 કે 112 પર ફોન કરો, અથવા સૌથી નજીકની હોસ્પિટલના ઇમરજન્સી વિભાગમાં જાઓ.',
  'Blood in the urine with fever or pain can be a urine or kidney infection or a stone. See a doctor today.':
    'તાવ કે દુખાવા સાથે પેશાબમાં લોહી આવે તો પેશાબનો કે કિડનીનો ચેપ કે પથરી હોઈ શકે. આજે જ ડોક્ટરને બતાવો.',
  'A red, painful eye with blurred sight or pain in bright light needs an eye doctor or hospital today.':
    'આંખ લાલ થઈ દુખતી હોય અને સાથે ઝાંખું દેખાય કે તેજ પ્રકાશમાં આંખ દુખે, તો આજે જ આંખના ડોક્ટરને બતાવો કે હોસ્પિટલ જાઓ.',
  'A sore throat with a high fever and trouble swallowing needs a doctor today. Go to a hospital at once if breathing is hard or you cannot swallow your own saliva.':
    'ગળામાં દુખાવા સાથે સખત તાવ અને ગળવામાં તકલીફ હોય તો આજે જ ડોક્ટરને બતાવો. શ્વાસ લેવામાં તકલીફ થાય કે પોતાનું થૂંક પણ ગળી ન શકાય તો તરત હોસ્પિટલ જાઓ.',
};

export const PHRASES_SYMPTOMS_1: Record<string, string> = {
  Fever: 'તાવ',
  'Do you have a fever?': 'શું તમને તાવ છે?',
  'High fever (above 102°F / 39°C)': 'ખૂબ તાવ (102°F / 39°C થી વધારે)',
  'Is the fever high, above 102°F (39°C)?': 'શું તાવ ખૂબ વધારે છે, 102°F (39°C) થી ઉપર?',
  'Chills and shivering with fever': 'તાવ સાથે ઠંડી લાગવી અને ધ્રુજારી',
  'Does the fever come with chills or shivering?': 'શું તાવ સાથે ઠંડી લાગે છે કે ધ્રુજારી આવે છે?',
  'Fever that comes and goes': 'વારે વારે આવતો-જતો તાવ',
  'Does the fever come and go, with normal hours or days in between?':
    'શું તાવ આવે ને જાય છે, અને વચ્ચે થોડા કલાક કે દિવસ બરાબર રહે છે?',
  'Fever for more than a week': 'એક અઠવાડિયાથી વધારે તાવ',
  'Has the fever lasted more than a week?': 'શું તાવ એક અઠવાડિયાથી વધારે સમયથી છે?',
  'Mild fever in the evenings': 'સાંજે હળવો તાવ',
  'Do you get a mild fever mostly in the evenings?': 'શું તમને મોટે ભાગે સાંજે હળવો તાવ આવે છે?',
  'Night sweats': 'રાત્રે પરસેવો',
  'Do you sweat heavily at night?': 'શું તમને રાત્રે ખૂબ પરસેવો થાય છે?',
  'Heavy or cold sweating': 'ખૂબ પરસેવો કે ઠંડો પરસેવો',
  'Are you sweating heavily or breaking into a cold sweat?':
    'શું તમને ખૂબ પરસેવો થાય છે કે ઠંડો પરસેવો વળે છે?',
  Tiredness: 'થાક',
  'Do you feel unusually tired?': 'શું તમને રોજ કરતાં વધારે થાક લાગે છે?',
  'General weakness': 'શરીરમાં નબળાઈ',
  'Do you feel weak all over?': 'શું તમને આખા શરીરમાં નબળાઈ લાગે છે?',
  'Body aches and muscle pain': 'શરીર દુખવું અને સ્નાયુમાં દુખાવો',
  'Do you have aches and pains all over your body?': 'શું તમારું આખું શરીર દુખે છે, કળતર થાય છે?',
  'Unexplained weight loss': 'કારણ વગર વજન ઘટવું',
  'Have you lost weight without trying?': 'શું કોઈ પ્રયત્ન કર્યા વગર તમારું વજન ઘટી ગયું છે?',
  'Weight gain': 'વજન વધવું',
  'Have you gained weight recently without eating more?': 'શું હમણાંથી વધારે ખાધા વગર તમારું વજન વધ્યું છે?',
  'Loss of appetite': 'ભૂખ ન લાગવી',
  'Have you lost your appetite?': 'શું તમારી ભૂખ મરી ગઈ છે?',
  'Feeling very thirsty': 'ખૂબ તરસ લાગવી',
  'Are you much more thirsty than usual?': 'શું તમને રોજ કરતાં ઘણી વધારે તરસ લાગે છે?',
  'Dry mouth and lips': 'મોઢું અને હોઠ સુકાવા',
  'Is your mouth or tongue very dry?': 'શું તમારું મોઢું કે જીભ ખૂબ સુકાય છે?',
  'Passing little or no urine': 'પેશાબ ઓછો થવો કે બિલકુલ ન થવો',
  'Are you passing much less urine than usual?': 'શું તમને રોજ કરતાં ઘણો ઓછો પેશાબ થાય છે?',
  'Fainting or nearly fainting': 'બેભાન થવું કે બેભાન થવા જેવું લાગવું',
  'Have you fainted or felt about to faint?': 'શું તમે બેભાન થઈ ગયા હતા કે એવું લાગ્યું કે હમણાં બેભાન થઈ જશો?',
  'Fainting needs a doctor to find the cause, the same day.':
    'બેભાન થવાનું કારણ શોધવા એ જ દિવસે ડોક્ટરને બતાવવું જરૂરી છે.',
  'Unconscious or cannot be woken': 'બેભાન છે કે જગાડવાથી પણ જાગતા નથી',
  'Is the person unconscious or very hard to wake?': 'શું વ્યક્તિ બેભાન છે કે તેમને જગાડવા ખૂબ મુશ્કેલ છે?',
  'A person who cannot be woken needs emergency care now.':
    'જે વ્યક્તિ જગાડવાથી પણ ન જાગે તેને હમણાં જ ઇમરજન્સી સારવારની જરૂર છે.',
  'Sudden confusion or drowsiness': 'અચાનક મૂંઝવણ કે ઘેન',
  'Has the person become confused, very drowsy or unusual in behaviour?':
    'શું વ્યક્તિ મૂંઝાઈ ગઈ છે, ખૂબ ઘેનમાં છે કે અજીબ વર્તન કરે છે?',
  'Sudden confusion can mean a stroke, brain infection, sepsis or very low sugar.':
    'અચાનક મૂંઝવણ એટલે લકવો (સ્ટ્રોક), મગજમાં ચેપ, લોહીમાં ચેપ (સેપ્સિસ) કે સુગર ખૂબ ઘટી જવી હોઈ શકે.',
  'Swollen glands (lumps in neck, armpit or groin)': 'ગાંઠો ફૂલવી (ગરદન, બગલ કે જાંઘના મૂળમાં ગાંઠ)',
  'Have you noticed swollen glands or lumps in your neck, armpits or groin?':
    'શું તમને ગરદન, બગલ કે જાંઘના મૂળમાં ગાંઠ કે સોજો દેખાયો છે?',
  'Pale skin, lips or nails': 'ચામડી, હોઠ કે નખ ફિક્કા પડવા',
  'Do your skin, inner eyelids or nails look pale?':
    'શું તમારી ચામડી, આંખની પાંપણની અંદરનો ભાગ કે નખ ફિક્કા દેખાય છે?',
  'Yellow eyes or skin (jaundice)': 'આંખો કે ચામડી પીળી પડવી (કમળો)',
  'Have the whites of your eyes or your skin turned yellow?':
    'શું તમારી આંખનો સફેદ ભાગ કે ચામડી પીળી પડી ગઈ છે?',
  'Jaundice needs blood tests and a doctor within a day.':
    'કમળો હોય તો એક દિવસની અંદર લોહીની તપાસ કરાવવી અને ડોક્ટરને બતાવવું જરૂરી છે.',
  'Dark yellow or tea-coloured urine': 'ઘાટો પીળો કે ચા જેવા રંગનો પેશાબ',
  'Is your urine dark yellow or tea-coloured?': 'શું તમારો પેશાબ ઘાટો પીળો કે ચા જેવા રંગનો છે?',
  'Unusual bleeding or bruising (gums, nose, red spots under skin)':
    'અસામાન્ય રીતે લોહી નીકળવું કે ચામડી પર લોહી જામી જવું (પેઢાં, નાક, ચામડી નીચે લાલ ટપકાં)',
  'Have you noticed bleeding from gums or nose, or tiny red spots on the skin?':
    'શું તમને પેઢાં કે નાકમાંથી લોહી નીકળતું દેખાયું છે, કે ચામડી પર નાનાં લાલ ટપકાં દેખાયાં છે?',
  'Unexplained bleeding can mean low platelets (for example in dengue).':
    'કારણ વગર લોહી નીકળે તો પ્લેટલેટ્સ ઘટી ગયા હોઈ શકે (જેમ કે ડેન્ગ્યુમાં).',
  Nosebleed: 'નાકમાંથી લોહી પડવું (નસકોરી ફૂટવી)',
  'Have you had a nosebleed?': 'શું તમારા નાકમાંથી લોહી પડ્યું છે?',
  'Cold, clammy, pale skin': 'ઠંડી, ચીકણી, ફિક્કી ચામડી',
  'Are your hands and feet cold and clammy?': 'શું તમારા હાથ-પગ ઠંડા અને ચીકણા (ભીના) છે?',
  'Cold, clammy skin can be a sign of shock.':
    'ઠંડી, ચીકણી ચામડી શૉક (બીપી ખૂબ ઘટી જવું, શરીર ઢીલું પડી જવું) ની નિશાની હોઈ શકે.',
  'Been in strong heat or sun': 'ખૂબ ગરમી કે તડકામાં રહ્યા હતા',
  'Have you been out in strong heat or sun?': 'શું તમે ખૂબ ગરમી કે તડકામાં બહાર હતા?',
  'Very hot, dry skin with no sweating': 'ખૂબ ગરમ, સૂકી ચામડી અને પરસેવો બિલકુલ નહીં',
  'Is the skin very hot and dry, without sweating?': 'શું ચામડી ખૂબ ગરમ અને સૂકી છે, પરસેવો નથી થતો?',
  'Always feeling cold': 'હંમેશાં ઠંડી લાગવી',
  'Do you feel cold when others feel comfortable?': 'શું બીજાને સારું લાગતું હોય ત્યારે પણ તમને ઠંડી લાગે છે?',
  'Cannot tolerate heat, sweating a lot': 'ગરમી સહન ન થવી, ખૂબ પરસેવો થવો',
  'Do you feel hot and sweaty when others are comfortable?':
    'શું બીજાને સારું લાગતું હોય ત્યારે પણ તમને ગરમી લાગે છે અને પરસેવો થાય છે?',
  'Shaky, sweaty, hungry or confused (low blood sugar)':
    'ધ્રુજારી, પરસેવો, ભૂખ લાગવી કે મૂંઝવણ (સુગર ઘટી જવી)',
  'Do you have diabetes and feel shaky, sweaty or confused?':
    'શું તમને ડાયાબિટીસ છે અને ધ્રુજારી, પરસેવો કે મૂંઝવણ થાય છે?',
  'Low blood sugar must be treated straight away with sugar or a sweet drink.':
    'સુગર ઘટી જાય તો તરત જ ખાંડ કે ગળ્યું પીણું આપીને સારવાર કરવી જ જોઈએ.',
  'High blood sugar reading': 'સુગર વધારે આવવી',
  'Has your blood sugar been reading high?': 'શું તમારી સુગર (ડાયાબિટીસ) માપતાં વધારે આવે છે?',
  'Fruity or nail-polish smelling breath': 'શ્વાસમાંથી ફળ જેવી કે નેલ પોલિશ જેવી વાસ આવવી',
  'Does the breath smell fruity or like nail polish?': 'શું શ્વાસમાંથી ફળ જેવી કે નેલ પોલિશ જેવી વાસ આવે છે?',
  'High blood pressure reading': 'બીપી (બ્લડ પ્રેશર) વધારે આવવું',
  'Has your blood pressure been measured high?': 'શું માપતાં તમારું બીપી વધારે આવ્યું છે?',
  'Craving to eat mud, chalk or ice': 'માટી, ચોક કે બરફ ખાવાની ઇચ્છા થવી',
  'Do you crave eating mud, chalk or ice?': 'શું તમને માટી, ચોક કે બરફ ખાવાનું મન થાય છે?',
  Headache: 'માથું દુખવું',
  'Do you have a headache?': 'શું તમારું માથું દુખે છે?',
  'Sudden, very severe headache (worst ever)': 'અચાનક, ખૂબ જ ભયંકર માથાનો દુખાવો (જીવનમાં સૌથી ખરાબ)',
  'Did the headache start suddenly and is it the worst you have ever had?':
    'શું માથાનો દુખાવો અચાનક શરૂ થયો અને આટલો ખરાબ દુખાવો તમને ક્યારેય નથી થયો?',
  'A sudden, extremely severe headache can be bleeding in the brain.':
    'અચાનક, ખૂબ જ ભયંકર માથાનો દુખાવો મગજમાં લોહી નીકળવાને કારણે હોઈ શકે.',
  'Throbbing headache on one side': 'એક બાજુ ધબકારા મારતો માથાનો દુખાવો',
  'Is the headache throbbing or on one side of the head?':
    'શું માથું ધબકારા મારે છે કે માથાની એક જ બાજુ દુખે છે?',
  'Pain behind the eyes': 'આંખોની પાછળ દુખાવો',
  'Do you have pain behind your eyes?': 'શું તમને આંખોની પાછળ દુખે છે?',
  'Light hurts the eyes': 'પ્રકાશથી આંખોમાં તકલીફ થવી',
  'Does bright light bother your eyes?': 'શું તેજ પ્રકાશથી તમારી આંખોમાં તકલીફ થાય છે?',
  'Stiff neck (cannot bend chin to chest)': 'ગરદન અકડાઈ જવી (દાઢી છાતીને અડાડી ન શકાય)',
  'Is your neck stiff, so that you cannot touch your chin to your chest?':
    'શું તમારી ગરદન અકડાઈ ગઈ છે, એટલે કે તમે દાઢી છાતીને અડાડી શકતા નથી?',
  'Fits, seizure or convulsions': 'ખેંચ, આંચકી આવવી',
  'Has there been a fit, seizure or jerking of the body?':
    'શું ખેંચ કે આંચકી આવી છે, કે શરીર ઝટકા મારતું હતું?',
  'A seizure needs emergency help, especially a first one or one lasting over 5 minutes.':
    'ખેંચ આવે તો ઇમરજન્સી મદદ જોઈએ, ખાસ કરીને પહેલી વાર આવે કે 5 મિનિટથી વધારે ચાલે તો.',
  'Face drooping on one side': 'ચહેરો એક બાજુ લટકી જવો',
  'Has one side of the face dropped or can the person not smile evenly?':
    'શું ચહેરાની એક બાજુ નીચે લટકી ગઈ છે કે વ્યક્તિ બરાબર (બંને બાજુ સરખું) હસી શકતી નથી?',
  'A drooping face is a sign of stroke. Every minute counts.':
    'ચહેરો એક બાજુ લટકી જવો એ લકવા (સ્ટ્રોક) ની નિશાની છે. એક એક મિનિટ કીમતી છે.',
  'Weakness or numbness of one arm, leg or side': 'એક હાથ, પગ કે એક બાજુમાં નબળાઈ કે ખાલી ચડી જવી',
  'Is there sudden weakness or numbness in one arm, leg or one side of the body?':
    'શું એક હાથ, પગ કે શરીરની એક બાજુમાં અચાનક નબળાઈ આવી ગઈ છે કે ખાલી ચડી ગઈ છે?',
  'Sudden weakness of one side is a sign of stroke. Every minute counts.':
    'એક બાજુ અચાનક નબળાઈ આવવી એ લકવા (સ્ટ્રોક) ની નિશાની છે. એક એક મિનિટ કીમતી છે.',
  'Slurred or confused speech': 'લથડાતી કે ગૂંચવાયેલી બોલી',
  'Is the speech suddenly slurred or hard to understand?':
    'શું બોલવાનું અચાનક લથડાય છે કે સમજવું મુશ્કેલ થઈ ગયું છે?',
  'Sudden difficulty speaking is a sign of stroke. Every minute counts.':
    'અચાનક બોલવામાં તકલીફ થવી એ લકવા (સ્ટ્રોક) ની નિશાની છે. એક એક મિનિટ કીમતી છે.',
  'Sudden loss of vision or double vision': 'અચાનક દેખાવાનું બંધ થવું કે બે-બે દેખાવું',
  'Have you suddenly lost vision or started seeing double?':
    'શું તમને અચાનક દેખાવાનું બંધ થઈ ગયું છે કે બધું બે-બે દેખાવા લાગ્યું છે?',
  'Sudden loss of sight can be a stroke or an eye emergency.':
    'અચાનક દેખાવાનું બંધ થાય તો લકવો (સ્ટ્રોક) કે આંખની ઇમરજન્સી હોઈ શકે.',
  'Blurred or cloudy vision': 'ઝાંખું કે ધૂંધળું દેખાવું',
  'Is your vision blurred or cloudy?': 'શું તમને ઝાંખું કે ધૂંધળું દેખાય છે?',
  'Numbness, tingling or burning in hands or feet': 'હાથ કે પગમાં ખાલી ચડવી, ઝણઝણાટી કે બળતરા',
  'Do you have tingling, numbness or burning in your hands or feet?':
    'શું તમારા હાથ કે પગમાં ઝણઝણાટી, ખાલી ચડવી કે બળતરા થાય છે?',
  'Shaking hands (tremor)': 'હાથ ધ્રૂજવા',
  'Do your hands shake or tremble?': 'શું તમારા હાથ ધ્રૂજે છે?',
  'Dizziness or light-headedness': 'ચક્કર આવવા કે માથું હલકું લાગવું',
  'Do you feel dizzy or light-headed?': 'શું તમને ચક્કર આવે છે કે માથું હલકું લાગે છે?',
  'Room spinning (vertigo)': 'બધું ગોળ ગોળ ફરતું લાગવું (ચક્કર)',
  'Does it feel as if the room is spinning?': 'શું એવું લાગે છે કે રૂમ ગોળ ગોળ ફરે છે?',
  'Unsteady walking or loss of balance': 'ચાલતાં લથડિયાં ખાવાં કે સંતુલન ન રહેવું',
  'Are you unsteady on your feet or losing your balance?':
    'શું ચાલતી વખતે તમે લથડો છો કે તમારું સંતુલન જાય છે?',
  'Pain or pressure in the face or forehead': 'ચહેરા કે કપાળમાં દુખાવો કે ભાર',
  'Do you feel pain or pressure in your cheeks or forehead?':
    'શું તમને ગાલ કે કપાળમાં દુખાવો કે ભાર લાગે છે?',
  'Neck pain': 'ગરદનમાં દુખાવો',
  'Do you have neck pain?': 'શું તમારી ગરદન દુખે છે?',
  'Cannot close one eye or move one side of the face':
    'એક આંખ બંધ ન થવી કે ચહેરાની એક બાજુ હલાવી ન શકાય',
  'Is one side of your face weak so you cannot close that eye fully?':
    'શું તમારા ચહેરાની એક બાજુ નબળી પડી ગઈ છે, જેથી એ બાજુની આંખ પૂરી બંધ થતી નથી?',
  'Trouble sleeping': 'ઊંઘ ન આવવી',
  'Are you having trouble sleeping?': 'શું તમને ઊંઘવામાં તકલીફ પડે છે?',
  'Forgetfulness or poor concentration': 'ભૂલી જવું કે ધ્યાન ન રહેવું',
  'Have you been more forgetful or unable to concentrate?':
    'શું તમે હમણાંથી વધારે ભૂલી જાઓ છો કે કોઈ વાતમાં ધ્યાન નથી રહેતું?',
  'Feeling sad or low most days': 'મોટા ભાગના દિવસો ઉદાસ કે મન ઉતરેલું રહેવું',
  'Have you been feeling sad or low most days?':
    'શું મોટા ભાગના દિવસો તમે ઉદાસ રહો છો કે મન ઉતરેલું રહે છે?',
  'No interest or pleasure in things': 'કોઈ વાતમાં રસ કે આનંદ ન રહેવો',
  'Have you lost interest or pleasure in things you used to enjoy?':
    'શું જે વાતોમાં પહેલાં મજા આવતી હતી તેમાં હવે રસ કે આનંદ નથી રહ્યો?',
  'Feeling hopeless or worthless': 'નિરાશા કે પોતે નકામા છો એવું લાગવું',
  'Do you feel hopeless or worthless?': 'શું તમને નિરાશા લાગે છે કે એવું લાગે છે કે તમે કોઈ કામના નથી?',
  'Thoughts of ending your life': 'પોતાનું જીવન ટૂંકાવી દેવાના વિચારો',
  'Are you having thoughts of ending your life?':
    'શું તમને પોતાનું જીવન ટૂંકાવી દેવાના (આપઘાતના) વિચારો આવે છે?',
  'You deserve support right now. Call Tele-MANAS 14416 (free, 24x7) or 112 if in danger.':
    'તમને અત્યારે જ સાથ અને મદદ મળવી જોઈએ. Tele-MANAS (ટેલી-માનસ) 14416 પર ફોન કરો (મફત, 24x7), અથવા જીવનું જોખમ હોય તો 112 પર ફોન કરો.',
  'Hurting yourself on purpose': 'જાણીજોઈને પોતાને ઈજા પહોંચાડવી',
  'Have you hurt yourself or thought about hurting yourself?':
    'શું તમે પોતાને ઈજા પહોંચાડી છે કે એવું કરવાનો વિચાર આવ્યો છે?',
  'Self-harm needs help now: call 112, or Tele-MANAS 14416 to talk to a counsellor.':
    'પોતાને ઈજા પહોંચાડી હોય તો હમણાં જ મદદ જોઈએ: 112 પર ફોન કરો, અથવા કાઉન્સેલર સાથે વાત કરવા Tele-MANAS (ટેલી-માનસ) 14416 પર ફોન કરો.',
  'Constant worry, nervousness or restlessness': 'સતત ચિંતા, ગભરાટ કે બેચેની',
  'Do you feel worried, nervous or on edge most of the time?':
    'શું તમને મોટા ભાગનો સમય ચિંતા, ગભરાટ કે બેચેની રહે છે?',
  'Sudden attacks of intense fear with racing heart': 'અચાનક ખૂબ ડર લાગવાના હુમલા અને ધબકારા ઝડપી થવા',
  'Do you get sudden attacks of intense fear that peak within minutes?':
    'શું તમને અચાનક ખૂબ ડર લાગવાના હુમલા આવે છે જે થોડી મિનિટોમાં ટોચ પર પહોંચે છે?',
  'Irritability or anger': 'ચીડિયાપણું કે ગુસ્સો',
  'Have you been more irritable or angry than usual?':
    'શું તમે રોજ કરતાં વધારે ચીડાઈ જાઓ છો કે ગુસ્સે થાઓ છો?',
  'Hearing voices or seeing things others do not':
    'બીજાને ન સંભળાય તેવા અવાજો સંભળાવા કે ન દેખાય તેવું દેખાવું',
  'Are you hearing voices or seeing things that others do not?':
    'શું તમને એવા અવાજો સંભળાય છે કે એવી વસ્તુઓ દેખાય છે જે બીજાને નથી દેખાતી?',
  'New voices or strange beliefs need a mental-health doctor soon.':
    'નવા અવાજો સંભળાય કે વિચિત્ર માન્યતાઓ થાય તો જલ્દી મનના ડોક્ટર (સાયકિયાટ્રિસ્ટ) ને બતાવવું જોઈએ.',
  'Drinking alcohol heavily or unable to stop': 'ખૂબ દારૂ પીવો કે છોડી ન શકાવો',
  'Do you drink alcohol most days or find it hard to stop?':
    'શું તમે મોટા ભાગના દિવસોમાં દારૂ પીઓ છો કે તેને છોડવું અઘરું લાગે છે?',
  'Chest pain': 'છાતીમાં દુખાવો',
  'Do you have chest pain?': 'શું તમને છાતીમાં દુખે છે?',
  'Chest pain must be checked by a doctor the same day; call 108 if it is severe.':
    'છાતીનો દુખાવો એ જ દિવસે ડોક્ટરને બતાવવો જ જોઈએ; દુખાવો ખૂબ વધારે હોય તો 108 પર ફોન કરો.',
  'Chest pain spreading to the arm, jaw, neck or back':
    'છાતીનો દુખાવો હાથ, જડબા, ગરદન કે પીઠ સુધી ફેલાવો',
  'Does the chest pain spread to your arm, jaw, neck or back?':
    'શું છાતીનો દુખાવો તમારા હાથ, જડબા, ગરદન કે પીઠ સુધી ફેલાય છે?',
  'Chest pain spreading to the arm, jaw or back can be a heart attack.':
    'છાતીનો દુખાવો હાથ, જડબા કે પીઠ સુધી ફેલાય તો હાર્ટ એટેક હોઈ શકે.',
  'Heaviness, pressure or tightness in the chest': 'છાતીમાં ભાર, દબાણ કે જકડાઈ જવું',
  'Does your chest feel heavy, tight or squeezed?':
    'શું તમારી છાતી ભારે લાગે છે, જકડાઈ ગઈ હોય કે દબાતી હોય એવું લાગે છે?',
  'Crushing heaviness in the chest can be a heart attack.':
    'છાતીમાં જાણે કોઈ દબાવતું હોય એવો ભારે દુખાવો હાર્ટ એટેક હોઈ શકે.',
  'Chest pain on walking or exertion that eases with rest':
    'ચાલતી વખતે કે મહેનત કરતાં છાતીમાં દુખાવો, જે આરામ કરવાથી ઓછો થાય',
  'Does the chest pain come on when you walk or exert yourself and ease with rest?':
    'શું ચાલતી વખતે કે મહેનત કરતી વખતે છાતીમાં દુખાવો થાય છે અને આરામ કરવાથી ઓછો થાય છે?',
  'Chest pain on exertion can be angina and needs a doctor soon.':
    'મહેનત કરતાં છાતીમાં દુખાવો થાય તો એન્જાઇના (હૃદયની નળીઓ સાંકડી થવી) હોઈ શકે, જલ્દી ડોક્ટરને બતાવો.',
  'Burning behind the breastbone (heartburn)':
    'છાતીની વચ્ચેના હાડકા પાછળ બળતરા (છાતીમાં બળતરા, એસિડિટી)',
  'Do you get a burning feeling behind the breastbone, often after meals?':
    'શું તમને છાતીની વચ્ચેના હાડકા પાછળ બળતરા થાય છે, ખાસ કરીને જમ્યા પછી?',
  'Racing, pounding or irregular heartbeat': 'ધબકારા ઝડપી, જોરથી કે અનિયમિત થવા',
  'Do you feel your heart racing, pounding or beating irregularly?':
    'શું તમને લાગે છે કે તમારું હૃદય ઝડપથી, જોરથી કે અનિયમિત ધબકે છે?',
  'Shortness of breath': 'શ્વાસ ચડવો',
  'Are you short of breath?': 'શું તમને શ્વાસ ચડે છે?',
  'New breathlessness should be seen by a doctor the same day.':
    'નવો નવો શ્વાસ ચડતો હોય તો એ જ દિવસે ડોક્ટરને બતાવવું જોઈએ.',
  'Severe difficulty breathing (cannot speak in full sentences)':
    'શ્વાસ લેવામાં ખૂબ તકલીફ (આખું વાક્ય બોલી ન શકાય)',
  'Is breathing so hard that speaking in full sentences is difficult?':
    'શું શ્વાસ એટલો ચડે છે કે આખું વાક્ય બોલવું પણ મુશ્કેલ છે?',
  'Severe breathing difficulty is life-threatening.': 'શ્વાસ લેવામાં ખૂબ તકલીફ થવી એ જીવલેણ છે.',
  'Blue or grey lips, tongue or face': 'હોઠ, જીભ કે ચહેરો ભૂરો કે રાખોડી પડવો',
  'Are the lips or face turning blue or grey?': 'શું હોઠ કે ચહેરો ભૂરો કે રાખોડી પડી રહ્યો છે?',
  'Blue lips mean the body is not getting enough oxygen.':
    'હોઠ ભૂરા પડે એનો અર્થ કે શરીરને પૂરતો ઓક્સિજન મળતો નથી.',
  'Wheezing (whistling sound when breathing)': 'શ્વાસમાં સિસોટી જેવો અવાજ (સસણી)',
  'Is there a whistling sound (wheeze) when you breathe?': 'શું શ્વાસ લેતી વખતે સિસોટી જેવો અવાજ આવે છે?',
  'Breathless on walking or climbing stairs': 'ચાલતાં કે દાદર ચડતાં શ્વાસ ચડવો',
  'Do you get out of breath when walking or climbing stairs?':
    'શું ચાલતી વખતે કે દાદર ચડતી વખતે તમને શ્વાસ ચડે છે (હાંફી જાઓ છો)?',
  'Breathless when lying flat or waking up breathless':
    'સીધા સૂવાથી શ્વાસ ચડવો કે શ્વાસ ચડવાથી ઊંઘમાંથી જાગી જવું',
  'Do you get breathless when lying flat or wake up at night short of breath?':
    'શું સીધા સૂઈ જાઓ ત્યારે શ્વાસ ચડે છે, કે રાત્રે શ્વાસ ચડવાથી જાગી જાઓ છો?',
  Cough: 'ઉધરસ (ખાંસી)',
  'Do you have a cough?': 'શું તમને ઉધરસ છે?',
  'Dry cough': 'સૂકી ઉધરસ',
  'Is the cough dry?': 'શું ઉધરસ સૂકી છે?',
  'Cough with phlegm': 'કફવાળી ઉધરસ',
  'Are you coughing up phlegm?': 'શું ઉધરસમાં કફ (ગળફા) નીકળે છે?',
  'Cough for more than 2 weeks': '2 અઠવાડિયાથી વધારે ઉધરસ',
  'Has the cough lasted more than 2 weeks?': 'શું ઉધરસ 2 અઠવાડિયાથી વધારે સમયથી છે?',
  'Coughing up blood': 'ઉધરસમાં લોહી પડવું',
  'Have you coughed up blood?': 'શું ઉધરસમાં લોહી પડ્યું છે?',
  'Coughing up blood must be checked by a doctor the same day.':
    'ઉધરસમાં લોહી પડે તો એ જ દિવસે ડોક્ટરને બતાવવું જ જોઈએ.',
  'Fast breathing': 'ઝડપી શ્વાસ',
  'Is the breathing faster than normal?': 'શું શ્વાસ રોજ કરતાં ઝડપી ચાલે છે?',
  'Lower chest sinks in with each breath (child)': 'દરેક શ્વાસ સાથે છાતીનો નીચેનો ભાગ અંદર ખેંચાય (બાળક)',
  'Does the lower chest sink in when the child breathes in?':
    'શું બાળક શ્વાસ અંદર લે ત્યારે છાતીનો નીચેનો ભાગ અંદર ખેંચાય છે?',
  'Chest sinking in with breaths is a danger sign of severe pneumonia in children.':
    'શ્વાસ સાથે છાતી અંદર ખેંચાય તો બાળકોમાં ગંભીર ન્યુમોનિયાની ભયની નિશાની છે.',
  'Swollen feet or ankles': 'પગ કે ઘૂંટી પર સોજો',
  'Are your feet or ankles swollen?': 'શું તમારા પગ કે ઘૂંટી પર સોજો છે?',
  'Runny nose': 'નાક વહેવું',
  'Do you have a runny nose?': 'શું તમારું નાક વહે છે?',
  'Blocked nose': 'નાક બંધ થઈ જવું',
  'Is your nose blocked?': 'શું તમારું નાક બંધ છે?',
  Sneezing: 'છીંકો આવવી',
  'Are you sneezing a lot?': 'શું તમને ખૂબ છીંકો આવે છે?',
  'Sore throat': 'ગળું દુખવું',
  'Do you have a sore throat?': 'શું તમારું ગળું દુખે છે?',
  'Hoarse or lost voice': 'અવાજ બેસી જવો કે અવાજ જતો રહેવો',
  'Has your voice become hoarse?': 'શું તમારો અવાજ બેસી ગયો છે?',
  'Difficulty or pain swallowing': 'ગળવામાં તકલીફ કે દુખાવો',
  'Is it hard or painful to swallow?': 'શું કોઈ વસ્તુ ગળવામાં તકલીફ પડે છે કે દુખે છે?',
  'Loss of smell or taste': 'સુગંધ કે સ્વાદ ન આવવો',
  'Have you lost your sense of smell or taste?': 'શું તમને ગંધ કે સ્વાદ આવતો બંધ થઈ ગયો છે?',
  'Swelling of lips, tongue or throat': 'હોઠ, જીભ કે ગળામાં સોજો',
  'Are your lips, tongue or throat swelling?': 'શું તમારા હોઠ, જીભ કે ગળામાં સોજો આવી રહ્યો છે?',
  'Swelling of the lips, tongue or throat can block breathing (severe allergy).':
    'હોઠ, જીભ કે ગળામાં સોજો શ્વાસ રોકી શકે છે (ગંભીર એલર્જી).',
  'Puffy face or swelling of face and hands': 'ચહેરો ફૂલી જવો કે ચહેરા અને હાથ પર સોજો',
  'Is your face or are your hands puffy or swollen?': 'શું તમારો ચહેરો કે હાથ ફૂલેલા કે સોજેલા છે?',
  'Lump in the breast': 'સ્તનમાં ગાંઠ',
  'Have you felt a new lump in the breast?': 'શું તમને સ્તનમાં કોઈ નવી ગાંઠ લાગી છે?',
  'A new breast lump should be examined by a doctor soon.':
    'સ્તનમાં નવી ગાંઠ હોય તો જલ્દી ડોક્ટરને તપાસ કરાવવી જોઈએ.',
  'Stomach or belly pain': 'પેટમાં દુખાવો',
  'Do you have stomach pain?': 'શું તમને પેટમાં દુખે છે?',
  'Sudden, severe stomach pain': 'અચાનક, પેટમાં ખૂબ દુખાવો',
  'Is the stomach pain sudden and severe?': 'શું પેટનો દુખાવો અચાનક થયો છે અને ખૂબ વધારે છે?',
  'Sudden severe stomach pain can be a surgical emergency or internal bleeding.':
    'અચાનક પેટમાં ખૂબ દુખાવો ઓપરેશનની જરૂર હોય એવી ઇમરજન્સી કે અંદર લોહી નીકળવાને કારણે હોઈ શકે.',
  'Pain that moves to the lower right belly': 'દુખાવો પેટની નીચે જમણી બાજુ ખસે',
  'Is the pain in the lower right part of the belly, or did it move there from the navel?':
    'શું દુખાવો પેટની નીચે જમણી બાજુ છે, કે ડૂંટીથી ખસીને ત્યાં ગયો છે?',
  'Pain in the lower right belly can be appendicitis.':
    'પેટની નીચે જમણી બાજુ દુખાવો એપેન્ડિક્સ (એપેન્ડિસાઇટિસ) હોઈ શકે.',
  'Pain in the upper belly': 'પેટના ઉપરના ભાગમાં દુખાવો',
  'Is the pain in the upper part of your belly?': 'શું દુખાવો પેટના ઉપરના ભાગમાં છે?',
  'Pain under the right ribs': 'જમણી પાંસળી નીચે દુખાવો',
  'Is the pain under your right ribs?': 'શું દુખાવો તમારી જમણી પાંસળી નીચે છે?',
  'Pain in the lower belly': 'પેઢુમાં (પેટના નીચેના ભાગમાં) દુખાવો',
  'Is the pain in your lower belly?': 'શું દુખાવો પેટના નીચેના ભાગમાં (પેઢુમાં) છે?',
  'Cramping stomach pain': 'પેટમાં આંકડી આવવી (મરોડ)',
  'Is the pain crampy, coming in waves?': 'શું દુખાવો મરોડ જેવો છે, વારે વારે મોજાંની જેમ આવે છે?',
  'Bloating or gas': 'પેટ ફૂલવું કે ગેસ',
  'Do you feel bloated or gassy?': 'શું તમારું પેટ ફૂલેલું લાગે છે કે ગેસ થાય છે?',
  'Indigestion, sour burps or feeling full quickly': 'અપચો, ખાટા ઓડકાર કે જલ્દી પેટ ભરાઈ જવું',
  'Do you get indigestion or sour burps?': 'શું તમને અપચો થાય છે કે ખાટા ઓડકાર આવે છે?',
  'Nausea (feeling like vomiting)': 'ઉબકા (ઉલટી જેવું લાગવું)',
  'Do you feel sick to your stomach (nausea)?': 'શું તમને ઉબકા આવે છે (ઉલટી થશે એવું લાગે છે)?',
  Vomiting: 'ઉલટી',
  'Have you been vomiting?': 'શું તમને ઉલટી થાય છે?',
  'Vomiting again and again, cannot keep fluids down': 'વારે વારે ઉલટી, પાણી પણ પેટમાં ટકતું નથી',
  'Are you vomiting so often that you cannot keep even water down?':
    'શું એટલી વાર ઉલટી થાય છે કે પાણી પણ પેટમાં ટકતું નથી?',
  'Not keeping any fluids down quickly leads to dehydration.':
    'પાણી કે પ્રવાહી બિલકુલ ટકે નહીં તો જલ્દી શરીરમાં પાણી ઓછું થઈ જાય છે (ડિહાઇડ્રેશન).',
  'Vomiting blood or coffee-ground material': 'લોહીની ઉલટી કે કોફીના ભૂકા જેવી ઉલટી',
  'Have you vomited blood or dark coffee-ground material?':
    'શું તમને લોહીની ઉલટી થઈ છે કે કોફીના ભૂકા જેવી કાળી ઉલટી થઈ છે?',
  'Vomiting blood is a sign of bleeding inside the gut.':
    'લોહીની ઉલટી થવી એ પેટ કે આંતરડામાં અંદર લોહી નીકળવાની નિશાની છે.',
  'Loose motions (diarrhoea)': 'ઝાડા',
  'Do you have loose motions (diarrhoea)?': 'શું તમને ઝાડા થાય છે?',
  'Very large amounts of watery diarrhoea (like rice water)':
    'ખૂબ વધારે પાણી જેવા ઝાડા (ચોખાના ઓસામણ જેવા)',
  'Are the loose motions very large and watery, like rice water?':
    'શું ઝાડા ખૂબ વધારે અને પાણી જેવા છે, ચોખાના ઓસામણ જેવા?',
  'Very heavy watery diarrhoea can dehydrate a person within hours.':
    'ખૂબ વધારે પાણી જેવા ઝાડાથી થોડા કલાકોમાં જ શરીરમાં પાણી ઓછું થઈ શકે છે.',
  'Blood or mucus in stool': 'મળમાં લોહી કે આમ (ચીકાશ)',
  'Is there blood or mucus in the stool?': 'શું સંડાસ (મળ) માં લોહી કે આમ આવે છે?',
  'Black, tarry stool': 'કાળો, ડામર જેવો મળ',
  'Are your stools black and sticky like tar?': 'શું તમારો મળ (સંડાસ) કાળો અને ડામર જેવો ચીકણો છે?',
  'Black, tarry stool can mean bleeding in the stomach.':
    'કાળો, ડામર જેવો મળ પેટમાં લોહી નીકળવાને કારણે હોઈ શકે.',
  Constipation: 'કબજિયાત',
  'Are you constipated?': 'શું તમને કબજિયાત છે?',
  'Pain, lump or bright red bleeding at the back passage':
    'સંડાસની જગ્યાએ (ગુદામાં) દુખાવો, મસો કે ચોખ્ખું લાલ લોહી',
  'Do you have pain, a lump or bright red blood when passing stool?':
    'શું સંડાસ જતી વખતે દુખાવો થાય છે, મસો લાગે છે કે ચોખ્ખું લાલ લોહી પડે છે?',
  'Worms in stool or itching around the anus': 'મળમાં કૃમિ (કરમિયાં) કે ગુદાની આસપાસ ખંજવાળ',
  'Have you seen worms in the stool or is there itching around the anus?':
    'શું તમને મળમાં કૃમિ દેખાયા છે કે ગુદાની આસપાસ ખંજવાળ આવે છે?',
  'Swollen belly that keeps growing': 'પેટ ફૂલતું જવું અને મોટું થતું જવું',
  'Has your belly become swollen and larger?': 'શું તમારું પેટ ફૂલી ગયું છે અને મોટું થયું છે?',
  'Burning or pain when passing urine': 'પેશાબ કરતી વખતે બળતરા કે દુખાવો',
  'Does it burn or hurt when you pass urine?': 'શું પેશાબ કરતી વખતે બળે છે કે દુખે છે?',
  'Passing urine very often': 'વારે વારે પેશાબ જવું',
  'Do you need to pass urine more often than usual?': 'શું તમારે રોજ કરતાં વધારે વાર પેશાબ જવું પડે છે?',
  'Blood in urine': 'પેશાબમાં લોહી',
  'Is there blood in your urine?': 'શું તમારા પેશાબમાં લોહી આવે છે?',
  'Cloudy or foul-smelling urine': 'ડહોળો કે ગંધાતો પેશાબ',
  'Is your urine cloudy or bad-smelling?': 'શું તમારો પેશાબ ડહોળો છે કે તેમાંથી ખરાબ વાસ આવે છે?',
  'Pain in the side or back below the ribs, may spread to groin':
    'પડખામાં કે પીઠમાં પાંસળી નીચે દુખાવો, જે જાંઘના મૂળ સુધી જઈ શકે',
  'Do you have pain in your side or back, just below the ribs?':
    'શું તમને પડખામાં કે પીઠમાં, પાંસળીની બરાબર નીચે દુખાવો છે?',
  'Weak stream or difficulty starting urine': 'પેશાબની ધાર ધીમી હોવી કે પેશાબ શરૂ થવામાં તકલીફ',
  'Is your urine stream weak or hard to start?':
    'શું તમારા પેશાબની ધાર ધીમી છે કે પેશાબ શરૂ થવામાં વાર લાગે છે?',
  'Cannot pass urine at all': 'પેશાબ બિલકુલ ન થવો',
  'Are you unable to pass urine at all?': 'શું તમને પેશાબ બિલકુલ નથી થતો?',
  'Being unable to pass urine needs a doctor within hours.':
    'પેશાબ બિલકુલ ન થાય તો થોડા કલાકોમાં ડોક્ટરને બતાવવું જરૂરી છે.',
  'Rash or spots on the skin': 'ચામડી પર ફોલ્લીઓ કે ચકામા',
  'Do you have a rash or spots on your skin?': 'શું તમારી ચામડી પર ફોલ્લીઓ કે ચકામા છે?',
  'Rash that does not fade when a glass is pressed on it':
    'કાચનો ગ્લાસ દબાવવાથી પણ ઝાંખી ન પડતી ફોલ્લીઓ',
  'If you press a glass on the rash, does it stay visible?':
    'ફોલ્લીઓ પર કાચનો ગ્લાસ દબાવો તો શું ફોલ્લીઓ દેખાતી જ રહે છે?',
  'A rash that does not fade under a glass can be meningitis or sepsis.':
    'ગ્લાસ દબાવવાથી પણ ઝાંખી ન થતી ફોલ્લીઓ મગજનો તાવ (મેનિન્જાઇટિસ) કે લોહીમાં ચેપ (સેપ્સિસ) હોઈ શકે.',
  Itching: 'ખંજવાળ',
  'Is your skin itchy?': 'શું તમારી ચામડીમાં ખંજવાળ આવે છે?',
  'Itching worse at night, others at home itching too': 'રાત્રે વધારે ખંજવાળ, ઘરના બીજા લોકોને પણ ખંજવાળ',
  'Is the itching worse at night, or do others at home itch too?':
    'શું રાત્રે ખંજવાળ વધારે આવે છે, કે ઘરમાં બીજા લોકોને પણ ખંજવાળ આવે છે?',
  'Red, hot, painful, swollen skin': 'લાલ, ગરમ, દુખતી, સોજેલી ચામડી',
  'Is there an area of skin that is red, hot, swollen and painful?':
    'શું ચામડીનો કોઈ ભાગ લાલ, ગરમ, સોજેલો અને દુખતો છે?',
  'Boil or pus-filled lump': 'ગૂમડું કે પરુ ભરેલી ગાંઠ',
  'Do you have a boil or a painful lump with pus?': 'શું તમને ગૂમડું કે પરુ ભરેલી દુખતી ગાંઠ થઈ છે?',
  'Itchy ring-shaped patches': 'ખંજવાળવાળા ગોળ ચકામા (દાદર)',
  'Are there itchy, ring-shaped patches with a raised edge?':
    'શું ખંજવાળ આવે એવા ગોળ ચકામા છે, જેની કિનારી ઉપસેલી હોય?',
  'Sores with honey-coloured crusts': 'મધ જેવા રંગના પોપડાવાળાં ચાંદાં',
  'Are there sores with yellow or honey-coloured crusts?': 'શું પીળા કે મધ જેવા રંગના પોપડાવાળાં ચાંદાં છે?',
  'Fluid-filled blisters': 'પાણી ભરેલા ફોલ્લા',
  'Are there small fluid-filled blisters?': 'શું નાના નાના પાણી ભરેલા ફોલ્લા છે?',
  'Raised itchy welts (hives)': 'ઉપસેલાં ખંજવાળવાળાં ઢીમડાં (શીળસ)',
  'Do you have raised, itchy welts that come and go?':
    'શું તમને ઉપસેલાં, ખંજવાળવાળાં ઢીમડાં થાય છે જે આવે ને જાય છે?',
  'Dry, scaly or cracked skin patches': 'સૂકી, ભીંગડાંવાળી કે ફાટેલી ચામડીના ડાઘ',
  'Do you have dry, scaly or cracked patches of skin?':
    'શું તમારી ચામડી પર સૂકા, ભીંગડાંવાળા કે ફાટેલા ડાઘ છે?',
  'Pimples or acne': 'ખીલ',
  'Do you have pimples on the face, chest or back?': 'શું તમને ચહેરા, છાતી કે પીઠ પર ખીલ છે?',
};

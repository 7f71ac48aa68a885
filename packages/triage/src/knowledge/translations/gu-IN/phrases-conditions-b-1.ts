export const PHRASES_CONDITIONS_B_1: Record<string, string> = {
  'Not eating or unable to look after yourself': 'ખાતા ન હો કે પોતાની સંભાળ ન રાખી શકતા હો',
  Anxiety: 'ચિંતા-ગભરાટની બીમારી (એન્ઝાયટી)',
  'Try slow breathing: in through the nose, out slowly through the mouth, for a few minutes.':
    'ધીમે ધીમે શ્વાસ લેવાનો પ્રયત્ન કરો: નાકથી શ્વાસ અંદર લો, મોઢેથી ધીમે ધીમે બહાર કાઢો, થોડી મિનિટ સુધી.',
  'Regular exercise, less caffeine and a steady sleep routine help.':
    'નિયમિત કસરત, ચા-કોફી (કેફીન) ઓછી અને ઊંઘનો નિયમિત સમય મદદ કરે છે.',
  'Chest pain or breathlessness that may not be anxiety — get checked':
    'છાતીમાં દુખાવો કે શ્વાસ ચડવો જે કદાચ ગભરાટને કારણે ન પણ હોય — તપાસ કરાવો',
  'Thoughts of self-harm — call Tele-MANAS 14416':
    'પોતાને ઈજા પહોંચાડવાના વિચારો — Tele-MANAS (ટેલી-માનસ) 14416 પર ફોન કરો',
  'Panic attack': 'ગભરાટનો હુમલો (પેનિક એટેક)',
  'Sit down, breathe slowly and remind yourself it will pass within minutes.':
    'બેસી જાઓ, ધીમે ધીમે શ્વાસ લો અને પોતાને યાદ અપાવો કે થોડી મિનિટોમાં આ મટી જશે.',
  'A first episode with chest pain, especially over age 40 or with heart risk — rule out a heart attack (call 108)':
    'પહેલી વાર આવું થાય અને સાથે છાતીમાં દુખાવો હોય, ખાસ કરીને 40 વર્ષથી મોટી ઉંમરે કે હૃદયનું જોખમ હોય તો — હાર્ટ એટેક નથી તેની ખાતરી કરો (108 પર ફોન કરો)',
  'Attacks keep coming back': 'હુમલા વારે વારે પાછા આવે',
  'Sleep problems (insomnia)': 'ઊંઘની તકલીફ (અનિદ્રા)',
  'Keep fixed sleep and wake times; avoid screens for an hour before bed.':
    'સૂવા અને ઊઠવાનો સમય નક્કી રાખો; સૂતાં પહેલાં એક કલાક સુધી મોબાઇલ/ટીવી ન જુઓ.',
  'Avoid tea, coffee and heavy meals late in the evening.': 'સાંજે મોડેથી ચા, કોફી અને ભારે જમવાનું ટાળો.',
  'Do not start sleeping pills without a doctor.': 'ડોક્ટરને પૂછ્યા વગર ઊંઘની ગોળીઓ શરૂ ન કરો.',
  'Poor sleep with low mood or hopelessness': 'ઊંઘ ઓછી સાથે ઉદાસ મન કે નિરાશા',
  'Loud snoring with pauses in breathing': 'મોટેથી નસકોરાં અને વચ્ચે વચ્ચે શ્વાસ અટકી જવો',
  'Psychosis (losing touch with reality)': 'સાયકોસિસ (વાસ્તવિકતાનું ભાન ગુમાવવું)',
  'Stay calm and keep the person safe; call Tele-MANAS 14416 for guidance.':
    'શાંત રહો અને વ્યક્તિને સલામત રાખો; માર્ગદર્શન માટે Tele-MANAS (ટેલી-માનસ) 14416 પર ફોન કરો.',
  'Arrange a psychiatrist visit within a day; do not stop any prescribed medicine abruptly.':
    'એક દિવસની અંદર મનના ડોક્ટર (સાયકિયાટ્રિસ્ટ) ને બતાવવાની ગોઠવણ કરો; ડોક્ટરે લખેલી કોઈ દવા અચાનક બંધ ન કરો.',
  'Risk of harming self or others — call 112':
    'પોતાને કે બીજાને નુકસાન પહોંચાડવાનું જોખમ — 112 પર ફોન કરો',
  'Not eating, drinking or sleeping for days': 'દિવસો સુધી ખાવું, પીવું કે ઊંઘવું નહીં',
  'Alcohol dependence': 'દારૂની લત (વ્યસન)',
  'Do not stop suddenly after long heavy drinking — withdrawal can cause fits; plan it with a doctor.':
    'લાંબા સમયથી ખૂબ દારૂ પીતા હો તો અચાનક બંધ ન કરો — છોડવાની અસરથી ખેંચ આવી શકે; ડોક્ટર સાથે મળીને યોજના બનાવો.',
  'Call Tele-MANAS 14416 or the national drug de-addiction helpline 14446 for free help.':
    'મફત મદદ માટે Tele-MANAS (ટેલી-માનસ) 14416 કે રાષ્ટ્રીય નશામુક્તિ હેલ્પલાઇન 14446 પર ફોન કરો.',
  'Shaking, confusion, seeing things or fits after stopping alcohol — go to hospital':
    'દારૂ બંધ કર્યા પછી ધ્રુજારી, મૂંઝવણ, ન હોય એવું દેખાવું કે ખેંચ — હોસ્પિટલ જાઓ',
  'Vomiting blood or yellow eyes': 'લોહીની ઉલટી કે આંખો પીળી',
  'Skin infection (cellulitis)': 'ચામડીનો ચેપ (સેલ્યુલાઇટિસ)',
  'See a doctor within a day; cellulitis usually needs prescribed antibiotics.':
    'એક દિવસની અંદર ડોક્ટરને બતાવો; સેલ્યુલાઇટિસમાં સામાન્ય રીતે ડોક્ટર લખી આપે તે એન્ટિબાયોટિક જરૂરી છે.',
  'Rest and raise the affected limb.': 'આરામ કરો અને જે હાથ કે પગમાં તકલીફ હોય તેને ઊંચો રાખો.',
  'Mark the edge of the redness with a pen to see if it spreads.':
    'લાલાશની કિનારી પર પેનથી નિશાની કરો, જેથી ખબર પડે કે તે ફેલાય છે કે નહીં.',
  'Redness spreading fast, fever with shivering or confusion':
    'લાલાશ ઝડપથી ફેલાય, ધ્રુજારી સાથે તાવ કે મૂંઝવણ',
  'Redness around the eye or on the face': 'આંખની આસપાસ કે ચહેરા પર લાલાશ',
  Impetigo: 'ઇમ્પેટિગો (પોપડાવાળાં ચાંદાંનો ચેપ)',
  'Keep the area clean and dry; wash with soap and water and pat dry.':
    'એ ભાગ ચોખ્ખો અને કોરો રાખો; સાબુ-પાણીથી ધુઓ અને હળવેથી થપથપાવીને લૂછો.',
  'Do not scratch; keep nails short; use separate towels.':
    'ખંજવાળશો નહીં; નખ ટૂંકા રાખો; અલગ ટુવાલ વાપરો.',
  'Keep the child home from school until a doctor says it is not infectious.':
    'ડોક્ટર કહે કે હવે ચેપ નહીં ફેલાય ત્યાં સુધી બાળકને શાળાએ ન મોકલો, ઘરે રાખો.',
  'Fever or spreading redness': 'તાવ કે ફેલાતી લાલાશ',
  'Sores not better after a week': 'એક અઠવાડિયા પછી પણ ચાંદાં સારાં ન થાય',
  'Boil or abscess': 'ગૂમડું કે પરુનો ફોલ્લો (એબ્સેસ)',
  'Apply a warm, clean compress several times a day.': 'દિવસમાં ઘણી વાર ચોખ્ખા કપડાથી હૂંફાળો શેક કરો.',
  'Do not squeeze or pierce it.': 'તેને દબાવશો નહીં કે ફોડશો નહીં.',
  'Repeated boils — get your blood sugar checked.': 'વારે વારે ગૂમડાં થાય — બ્લડ સુગરની તપાસ કરાવો.',
  'Boil on the face, or larger than a coin': 'ચહેરા પર ગૂમડું, કે સિક્કાથી મોટું ગૂમડું',
  'Not better in 2 weeks': '2 અઠવાડિયામાં સારું ન થાય',
  'Ringworm / fungal skin infection (daad)': 'દાદર / ચામડી પર ફૂગનો ચેપ (દાદ, ધાધર)',
  'Keep skin folds dry; wear loose cotton clothes and change sweaty clothes quickly.':
    'ચામડીના ગડીવાળા ભાગ કોરા રાખો; ઢીલાં સુતરાઉ કપડાં પહેરો અને પરસેવાવાળાં કપડાં જલ્દી બદલો.',
  'Do not share towels, combs or clothes; wash clothes in hot water and dry in the sun.':
    'ટુવાલ, કાંસકો કે કપડાં કોઈની સાથે શેર ન કરો; કપડાં ગરમ પાણીમાં ધુઓ અને તડકામાં સૂકવો.',
  'Avoid steroid creams and mixed creams sold over the counter — they make fungal infections worse.':
    'ડોક્ટરની ચિઠ્ઠી વગર મળતી સ્ટીરોઇડ ક્રીમ અને મિશ્ર ક્રીમથી દૂર રહો — તેનાથી ફૂગનો ચેપ વધુ ખરાબ થાય છે.',
  'A pharmacist or doctor can advise on an antifungal cream; use it for the full time advised.':
    'ફાર્માસિસ્ટ (દવાવાળા) કે ડોક્ટર ફૂગ મટાડવાની ક્રીમ વિશે સલાહ આપી શકે; સલાહ પ્રમાણે પૂરો સમય વાપરો.',
  'Spreading widely, on the scalp or nails, or not better after 2 weeks of care':
    'ખૂબ ફેલાય, માથાની ચામડી કે નખમાં થાય, કે 2 અઠવાડિયાની કાળજી પછી પણ સારું ન થાય',
  'You have diabetes or low immunity': 'તમને ડાયાબિટીસ હોય કે રોગપ્રતિકારક શક્તિ ઓછી હોય',
  Scabies: 'ખસ-ખરજવું (સ્કેબીઝ)',
  'Everyone in the household needs treatment at the same time, even without itching — a doctor will prescribe it.':
    'ઘરના બધા સભ્યોની એક સાથે સારવાર જરૂરી છે, ભલે ખંજવાળ ન આવતી હોય — ડોક્ટર દવા લખી આપશે.',
  'Wash clothes, towels and bedsheets in hot water and dry in sun, or seal them in a bag for 3 days.':
    'કપડાં, ટુવાલ અને ચાદરો ગરમ પાણીમાં ધોઈ તડકામાં સૂકવો, અથવા 3 દિવસ માટે થેલીમાં બંધ કરીને રાખો.',
  'Itching may last a few weeks after treatment; this is normal.':
    'સારવાર પછી થોડાં અઠવાડિયાં ખંજવાળ રહી શકે; આ સામાન્ય છે.',
  'Sores with pus, fever or spreading redness': 'પરુવાળાં ચાંદાં, તાવ કે ફેલાતી લાલાશ',
  'Thick crusted skin in an elderly or weak person':
    'વૃદ્ધ કે નબળી વ્યક્તિની ચામડી પર જાડા પોપડા બાઝી જવા',
  'Eczema (dermatitis)': 'ખરજવું (એક્ઝિમા, ડર્મેટાઇટિસ)',
  'Moisturise often with a plain, fragrance-free moisturiser.':
    'સાદું, સુગંધ વગરનું મોઇશ્ચરાઇઝર (ચામડી નરમ રાખતી ક્રીમ) વારે વારે લગાવો.',
  'Use mild soap or soap-free washes; avoid hot water.':
    'હળવો સાબુ કે સાબુ વગરનું વોશ વાપરો; ગરમ પાણી ટાળો.',
  'Avoid triggers such as detergents, wool and rubbing.':
    'જેનાથી તકલીફ વધે એવી વસ્તુઓ ટાળો, જેમ કે ડિટર્જન્ટ (કપડાં ધોવાનો પાઉડર), ઊન અને ઘસવું.',
  'Weeping, crusted or painful skin (infection)': 'ચામડીમાંથી પાણી ઝરવું, પોપડા વળવા કે દુખવું (ચેપ)',
  'Sudden painful blisters with fever': 'તાવ સાથે અચાનક દુખતા ફોલ્લા',
  'Hives / skin allergy (urticaria)': 'શીળસ / ચામડીની એલર્જી (અર્ટિકેરિયા)',
  'Cool compresses and loose cotton clothes help the itch.':
    'ઠંડાં પોતાં અને ઢીલાં સુતરાઉ કપડાં ખંજવાળમાં રાહત આપે છે.',
  'Note and avoid triggers (new food, medicine, soap, insect bites).':
    'શેનાથી થાય છે તે નોંધો અને તેનાથી દૂર રહો (નવો ખોરાક, દવા, સાબુ, જીવજંતુનો ડંખ).',
  'A pharmacist or doctor can advise on an antihistamine.':
    'ફાર્માસિસ્ટ (દવાવાળા) કે ડોક્ટર એલર્જીની દવા (એન્ટિહિસ્ટામિન) વિશે સલાહ આપી શકે.',
  'Swelling of lips, tongue or throat, wheeze or breathlessness, or fainting — call 108 (anaphylaxis)':
    'હોઠ, જીભ કે ગળામાં સોજો, શ્વાસમાં સિસોટી કે શ્વાસ ચડવો, કે બેભાન થવું — 108 પર ફોન કરો (એનાફિલેક્સિસ)',
  'Hives lasting more than 6 weeks': '6 અઠવાડિયાથી વધારે ચાલતું શીળસ',
  'Acne (pimples)': 'ખીલ (પિમ્પલ)',
  'Wash the face twice a day with a mild face wash.': 'દિવસમાં બે વાર હળવા ફેસ વોશથી મોઢું ધુઓ.',
  'Do not squeeze pimples.': 'ખીલ દબાવશો નહીં કે ફોડશો નહીં.',
  'Avoid oily creams and steroid creams.': 'તેલવાળી ક્રીમ અને સ્ટીરોઇડ ક્રીમ ટાળો.',
  'Painful deep lumps or scarring': 'ઊંડી દુખતી ગાંઠો કે ડાઘ પડવા',
  'Acne with irregular periods and extra hair growth (possible PCOS)':
    'અનિયમિત માસિક અને વધારે વાળ ઊગવા સાથે ખીલ (PCOS હોઈ શકે)',
  'Head lice': 'માથામાં જૂ',
  'Comb wet, conditioned hair with a fine-tooth lice comb every few days for two weeks.':
    'બે અઠવાડિયા સુધી દર થોડા દિવસે ભીના, કન્ડિશનર લગાવેલા વાળને જૂ કાઢવાની ઝીણા દાંતાવાળી કાંસકીથી ઓળો.',
  'Check and treat everyone in the family at the same time.':
    'ઘરના બધા સભ્યોને એક સાથે તપાસો અને સારવાર કરો.',
  'Wash pillow covers and combs in hot water.': 'ઓશીકાનાં કવર અને કાંસકા ગરમ પાણીમાં ધુઓ.',
  'Scalp sores with pus or swollen neck glands':
    'માથાની ચામડી પર પરુવાળાં ચાંદાં કે ગરદનની ગાંઠો સૂજી જવી',
  'Conjunctivitis (eye flu, aankh aana)': 'આંખ આવવી (કન્જંક્ટિવાઇટિસ, આઇ ફ્લૂ)',
  'Clean the eyelids with cotton dipped in boiled and cooled water, one piece per wipe.':
    'ઉકાળીને ઠંડા કરેલા પાણીમાં રૂ બોળીને પાંપણો સાફ કરો, દરેક વખતે લૂછવા માટે રૂનો નવો ટુકડો લો.',
  'Wash hands often; do not share towels, pillows or eye make-up.':
    'વારે વારે હાથ ધુઓ; ટુવાલ, ઓશીકાં કે આંખનો મેકઅપ (કાજળ, સુરમો) કોઈની સાથે શેર ન કરો.',
  'Do not use steroid eye drops or home remedies in the eye without an eye doctor.':
    'આંખના ડોક્ટરને પૂછ્યા વગર આંખમાં સ્ટીરોઇડવાળાં ટીપાં કે ઘરગથ્થુ ઉપચાર ન નાખો.',
  'Stay home from school or work while the eye is sticky.':
    'આંખ ચીકણી (ચીપડાવાળી) હોય ત્યાં સુધી શાળાએ કે કામ પર ન જાઓ, ઘરે રહો.',
  'Eye pain, blurred vision or light hurting the eye': 'આંખમાં દુખાવો, ઝાંખું દેખાવું કે પ્રકાશથી આંખ દુખવી',
  'A newborn with red, sticky eyes': 'નવજાત બાળકની આંખો લાલ અને ચીકણી (ચીપડાવાળી)',
  'Not better after a week': 'એક અઠવાડિયા પછી પણ સારું ન થાય',
  'Stye (eyelid boil)': 'આંજણી (પાંપણ પરનું નાનું ગૂમડું)',
  'Hold a clean warm compress on the eyelid several times a day.':
    'દિવસમાં ઘણી વાર પાંપણ પર ચોખ્ખો હૂંફાળો શેક કરો.',
  'Do not squeeze it; avoid eye make-up until healed.':
    'તેને દબાવશો નહીં; મટે નહીં ત્યાં સુધી આંખનો મેકઅપ (કાજળ) ન કરો.',
  'Swelling spreading to the whole eyelid or face': 'સોજો આખી પાંપણ કે ચહેરા પર ફેલાય',
  'Vision changes or fever': 'જોવામાં ફેરફાર કે તાવ',
  'Cataract (motiyabind)': 'મોતિયો (મોતિયાબિંદ)',
  'Book an eye check; cataract surgery is available free under the national blindness control programme.':
    'આંખની તપાસ કરાવો; રાષ્ટ્રીય અંધત્વ નિયંત્રણ કાર્યક્રમ હેઠળ મોતિયાનું ઓપરેશન મફત થાય છે.',
  'Use good lighting and sunglasses outdoors.':
    'સારા અજવાળામાં કામ કરો અને બહાર તડકામાં કાળાં ચશ્માં પહેરો.',
  'Sudden loss of vision, eye pain or a red eye — see an eye doctor the same day':
    'અચાનક દેખાતું બંધ થવું, આંખમાં દુખાવો કે લાલ આંખ — એ જ દિવસે આંખના ડોક્ટરને બતાવો',
  'Middle-ear infection': 'વચલા કાનનો ચેપ (કાન પાકવો)',
  'Keep the ear dry; do not put oil, drops or cotton buds into the ear.':
    'કાન કોરો રાખો; કાનમાં તેલ, ટીપાં કે ઇયરબડ (રૂની સળી) ન નાખો.',
  'Paracetamol for pain or fever only as advised by a pharmacist or doctor.':
    'દુખાવા કે તાવ માટે પેરાસિટામોલ ફક્ત ફાર્માસિસ્ટ (દવાવાળા) કે ડોક્ટરની સલાહ મુજબ લો.',
  'Most ear infections improve in 3 days; see a doctor if discharge appears or it lasts longer.':
    'કાનના મોટા ભાગના ચેપ 3 દિવસમાં સારા થઈ જાય છે; કાનમાંથી રસી નીકળે કે વધારે દિવસ ચાલે તો ડોક્ટરને બતાવો.',
  'Swelling or pain behind the ear': 'કાનની પાછળ સોજો કે દુખાવો',
  'Stiff neck, drowsiness or high fever': 'ગરદન અકડાઈ જવી, ઘેન કે ઊંચો તાવ',
  'Discharge from the ear for more than 2 weeks': '2 અઠવાડિયાથી વધારે સમય કાનમાંથી રસી નીકળવી',
  'Outer-ear infection (swimmer’s ear)': 'બહારના કાનનો ચેપ (તરવૈયાનો કાન)',
  'Keep water out of the ear while bathing; do not use cotton buds or hairpins.':
    'નહાતી વખતે કાનમાં પાણી ન જાય તેનું ધ્યાન રાખો; ઇયરબડ (રૂની સળી) કે હેરપિન ન વાપરો.',
  'See a doctor for ear drops if pain persists.': 'દુખાવો ચાલુ રહે તો કાનનાં ટીપાં માટે ડોક્ટરને બતાવો.',
  'Spreading redness or swelling to the face': 'લાલાશ કે સોજો ચહેરા સુધી ફેલાય',
  'Fever, or diabetes with severe ear pain': 'તાવ, કે ડાયાબિટીસ હોય અને કાનમાં ખૂબ દુખાવો',
  'Earwax blockage': 'કાનમાં મેલ ભરાઈ જવો',
  'Do not dig with cotton buds, keys or hairpins.':
    'ઇયરબડ (રૂની સળી), ચાવી કે હેરપિનથી કાન ખોતરશો નહીં.',
  'A pharmacist can advise on softening ear drops; a doctor can remove hard wax.':
    'મેલ પોચો કરવાનાં કાનનાં ટીપાં વિશે ફાર્માસિસ્ટ (દવાવાળા) સલાહ આપી શકે; સખત મેલ ડોક્ટર કાઢી શકે.',
  'Sudden hearing loss in one ear — see a doctor within a day':
    'એક કાનમાં અચાનક સંભળાતું બંધ થવું — એક દિવસની અંદર ડોક્ટરને બતાવો',
  'Pain, discharge or fever': 'દુખાવો, રસી નીકળવી કે તાવ',
  'Sore throat or tonsillitis': 'ગળું દુખવું કે કાકડા (ટોન્સિલાઇટિસ)',
  'Gargle with warm salt water and drink warm fluids.':
    'હૂંફાળા મીઠાવાળા પાણીના કોગળા કરો અને ગરમ પ્રવાહી પીઓ.',
  'Most sore throats are viral and settle within a week without antibiotics.':
    'ગળાનો મોટા ભાગનો દુખાવો વાયરસથી થાય છે અને એન્ટિબાયોટિક વગર એક અઠવાડિયામાં મટી જાય છે.',
  'Difficulty breathing or drooling, unable to swallow saliva':
    'શ્વાસ લેવામાં તકલીફ કે લાળ ટપકવી, થૂંક પણ ગળી ન શકાય',
  'One-sided swelling at the back of the throat or muffled voice':
    'ગળાની પાછળ એક બાજુ સોજો કે અવાજ દબાયેલો (ભારે) થઈ જવો',
  'Lasting more than a week': 'એક અઠવાડિયાથી વધારે ચાલે',
  'Tooth decay or dental infection': 'દાંતમાં સડો કે દાંતનો ચેપ',
  'Rinse with warm salt water; avoid very hot, cold and sweet food.':
    'હૂંફાળા મીઠાવાળા પાણીથી કોગળા કરો; ખૂબ ગરમ, ઠંડું અને ગળ્યું ખાવાનું ટાળો.',
  'Brush twice daily with fluoride toothpaste; book a dentist visit.':
    'ફ્લોરાઇડવાળી ટૂથપેસ્ટથી દિવસમાં બે વાર બ્રશ કરો; દાંતના ડોક્ટરને બતાવવાનો સમય લો.',
  'Swelling of the face, jaw or neck, or difficulty swallowing or opening the mouth — see a doctor today':
    'ચહેરા, જડબા કે ગરદન પર સોજો, કે ગળવામાં કે મોઢું ખોલવામાં તકલીફ — આજે જ ડોક્ટરને બતાવો',
  'Rinse with salt water; avoid spicy, sour and hot food.':
    'મીઠાવાળા પાણીથી કોગળા કરો; તીખું, ખાટું અને ગરમ ખાવાનું ટાળો.',
  'Stop tobacco, gutkha and paan.': 'તમાકુ, ગુટખા અને પાન બંધ કરો.',
  'An ulcer or white/red patch lasting more than 3 weeks, especially if you use tobacco — get it checked for oral cancer':
    '3 અઠવાડિયાથી વધારે રહેતું ચાંદું કે સફેદ/લાલ ડાઘ, ખાસ કરીને જો તમે તમાકુ ખાતા હો — મોઢાના કેન્સરની તપાસ કરાવો',
  'Bleeding in pregnancy (possible miscarriage or placental problem)':
    'ગર્ભાવસ્થામાં લોહી પડવું (કસુવાવડ કે ઓર (પ્લેસેન્ટા) ની તકલીફ હોઈ શકે)',
  'Call 108 (or 102 for the free maternal ambulance) and go to the nearest hospital with a labour room now.':
    '108 પર ફોન કરો (કે મફત માતા-એમ્બ્યુલન્સ માટે 102) અને હમણાં જ લેબર રૂમ (ડિલિવરી રૂમ) વાળી સૌથી નજીકની હોસ્પિટલે જાઓ.',
  'Lie down while waiting, and carry your pregnancy card (MCP card).':
    'રાહ જુઓ ત્યાં સુધી સૂઈ રહો, અને તમારું ગર્ભાવસ્થાનું કાર્ડ (MCP કાર્ડ, મમતા કાર્ડ) સાથે રાખો.',
  'Any bleeding in pregnancy needs a doctor; heavy bleeding, clots, pain or dizziness is an emergency':
    'ગર્ભાવસ્થામાં થોડું પણ લોહી પડે તો ડોક્ટરને બતાવવું જરૂરી છે; વધારે લોહી, ગઠ્ઠા, દુખાવો કે ચક્કર એ ઇમરજન્સી છે',
  'Ectopic pregnancy (pregnancy outside the womb)': 'એક્ટોપિક પ્રેગનન્સી (ગર્ભાશયની બહાર રહેલો ગર્ભ)',
  'Missed period with one-sided lower belly pain, bleeding, shoulder-tip pain or fainting — go to hospital now':
    'માસિક ન આવ્યું હોય અને સાથે પેઢુમાં એક બાજુ દુખાવો, લોહી પડવું, ખભાના છેડે દુખાવો કે બેભાન થવું — હમણાં જ હોસ્પિટલ જાઓ',
  'High blood pressure of pregnancy (pre-eclampsia)': 'ગર્ભાવસ્થામાં હાઈ બીપી (પ્રી-એક્લેમ્પસિયા)',
  'Attend every antenatal check-up so blood pressure and urine are tested.':
    'ગર્ભાવસ્થાની દરેક તપાસમાં જાઓ જેથી બીપી અને પેશાબની તપાસ થાય.',
  'Severe headache, blurred vision, sudden swelling of face or hands, upper belly pain or fits in pregnancy — emergency':
    'ગર્ભાવસ્થામાં ખૂબ માથું દુખવું, ઝાંખું દેખાવું, ચહેરા કે હાથ પર અચાનક સોજો, પેટના ઉપરના ભાગમાં દુખાવો કે ખેંચ — ઇમરજન્સી',
  'Severe vomiting in pregnancy': 'ગર્ભાવસ્થામાં ખૂબ ઉલટી',
  'Eat small, dry snacks often; sip fluids between meals.':
    'વારે વારે થોડો થોડો સૂકો નાસ્તો ખાઓ; જમવાની વચ્ચે ઘૂંટડે ઘૂંટડે પ્રવાહી પીઓ.',
  'See a doctor today if you cannot keep fluids down.':
    'પ્રવાહી પેટમાં ટકતું ન હોય તો આજે જ ડોક્ટરને બતાવો.',
  'Vomiting everything for 24 hours': '24 કલાકથી બધું ઉલટીમાં નીકળી જાય',
  'Very little or dark urine': 'પેશાબ ખૂબ ઓછો કે ઘાટો',
  'Vomiting blood': 'લોહીની ઉલટી',
  'Reduced baby movements in pregnancy': 'ગર્ભાવસ્થામાં બાળક ઓછું ફરકવું',
  'Go to the hospital labour room today, without waiting until tomorrow; do not rely on home doppler devices.':
    'આવતી કાલ સુધી રાહ જોયા વગર આજે જ હોસ્પિટલના લેબર રૂમમાં જાઓ; ઘરના ડોપ્લર મશીન પર ભરોસો ન રાખો.',
  'Baby moving less or differently, fluid leaking, or bleeding':
    'બાળક ઓછું કે જુદી રીતે ફરકે, પાણી પડે, કે લોહી પડે',
  'Lie flat with legs raised while waiting; keep the mother warm.':
    'રાહ જુઓ ત્યાં સુધી પગ ઊંચા રાખીને સીધા સૂઈ રહો; માતાને હૂંફમાં (ગરમ) રાખો.',
  'Soaking a pad within an hour, large clots, dizziness or fast heartbeat after delivery':
    'ડિલિવરી પછી એક કલાકમાં પેડ પલળી જાય, લોહીના મોટા ગઠ્ઠા, ચક્કર કે ઝડપી ધબકારા',
  'Polycystic ovary syndrome (PCOS)': 'પોલિસિસ્ટિક ઓવરી સિન્ડ્રોમ (PCOS, અંડાશયમાં ગાંઠો)',
  'Regular exercise and a balanced diet low in sugar and refined flour help periods and weight.':
    'નિયમિત કસરત અને ઓછી ખાંડ અને ઓછા મેંદાવાળો સંતુલિત ખોરાક માસિક અને વજનમાં મદદ કરે છે.',
  'Book a gynecologist visit for tests.':
    'તપાસ માટે સ્ત્રીરોગના ડોક્ટર (ગાયનેકોલોજિસ્ટ) ને બતાવવાનો સમય લો.',
  'No period for 3 months or more': '3 મહિના કે તેથી વધારે સમય માસિક ન આવવું',
  'Very heavy bleeding': 'ખૂબ વધારે લોહી પડવું',
  'Heavy periods': 'વધારે માસિક આવવું',
  'Eat iron-rich foods (green leafy vegetables, jaggery, dal, meat, eggs) and get a haemoglobin test.':
    'લોહતત્ત્વ (આયર્ન) વાળો ખોરાક ખાઓ (લીલાં પાંદડાંવાળાં શાક, ગોળ, દાળ, માંસ, ઈંડાં) અને હિમોગ્લોબિનની તપાસ કરાવો.',
  'Book a gynecologist visit.': 'સ્ત્રીરોગના ડોક્ટર (ગાયનેકોલોજિસ્ટ) ને બતાવવાનો સમય લો.',
  'Soaking a pad every hour, dizziness or fainting': 'દર કલાકે પેડ પલળી જાય, ચક્કર આવે કે બેભાન થવાય',
  'Bleeding after menopause or between periods':
    'માસિક બંધ થઈ ગયા (મેનોપોઝ) પછી કે બે માસિક વચ્ચે લોહી પડવું',
  'Period pain': 'માસિકનો દુખાવો',
  'A hot water bottle on the lower belly and gentle exercise help.':
    'પેઢુ પર ગરમ પાણીની થેલીનો શેક અને હળવી કસરત રાહત આપે છે.',
  'Pain that stops daily activities despite care': 'કાળજી રાખવા છતાં રોજનાં કામ અટકી જાય એવો દુખાવો',
  'Fever, unusual discharge or pain outside periods':
    'તાવ, અસામાન્ય સ્રાવ (સફેદ પાણી) કે માસિક સિવાયના દિવસોમાં દુખાવો',
  'Vaginal infection (thrush or bacterial vaginosis)': 'યોનિનો ચેપ (ફૂગ/થ્રશ કે બેક્ટેરિયલ વેજિનોસિસ)',
  'Wear loose cotton underwear; wash with plain water and avoid douching or scented products.':
    'ઢીલાં સુતરાઉ અંદરનાં કપડાં પહેરો; ફક્ત સાદા પાણીથી બહારથી ધુઓ, અને યોનિની અંદર પાણી નાખીને ધોવાનું (ડૂશ) કે સુગંધવાળી વસ્તુઓ ટાળો.',
  'See a doctor for the right treatment.': 'યોગ્ય સારવાર માટે ડોક્ટરને બતાવો.',
  'Fever or lower belly pain': 'તાવ કે પેઢુમાં દુખાવો',
  'Symptoms during pregnancy': 'ગર્ભાવસ્થા દરમિયાન આ તકલીફ',
  'Foul-smelling discharge with bleeding': 'લોહી સાથે ગંધાતો સ્રાવ',
  'Menopause symptoms': 'માસિક બંધ થવા (મેનોપોઝ) ની તકલીફો',
  'Wear light layers, keep the room cool and cut down on caffeine and spicy food.':
    'હળવાં, પાતળાં કપડાં પહેરો, ઓરડો ઠંડો રાખો, અને ચા-કોફી (કેફીન) અને તીખું ખાવાનું ઓછું કરો.',
  'Weight-bearing exercise and calcium-rich foods protect bones.':
    'શરીરનું વજન ઊંચકાય એવી કસરત (જેમ કે ચાલવું) અને કેલ્શિયમવાળો ખોરાક હાડકાંને મજબૂત રાખે છે.',
  'Any bleeding after periods have stopped for a year — see a doctor':
    'માસિક એક વર્ષથી બંધ થઈ ગયું હોય અને પછી જરા પણ લોહી પડે — ડોક્ટરને બતાવો',
  'Fever in a child': 'બાળકને તાવ',
  'Keep breastfeeding or giving fluids often; offer small amounts frequently.':
    'ધવડાવવાનું કે પ્રવાહી આપવાનું વારે વારે ચાલુ રાખો; થોડું થોડું વારે વારે આપો.',
  'Dress the child lightly; do not wrap in blankets. Sponge with lukewarm (not cold) water if uncomfortable.':
    'બાળકને હળવાં કપડાં પહેરાવો; ધાબળામાં લપેટો નહીં. બાળકને અસ્વસ્થ લાગે તો હૂંફાળા (ઠંડા નહીં) પાણીથી પોતાં મૂકો.',
  'Fever medicine only in the dose a doctor or pharmacist gives for the child’s weight — never adult tablets.':
    'તાવની દવા ફક્ત ડોક્ટર કે ફાર્માસિસ્ટ (દવાવાળા) બાળકના વજન પ્રમાણે કહે એટલી જ આપો — મોટાની ગોળી ક્યારેય ન આપો.',
  'Check the child regularly, including at night.': 'બાળકને વારે વારે તપાસતા રહો, રાત્રે પણ.',
  'Any fever in a baby under 3 months': '3 મહિનાથી નાના બાળકને જરા પણ તાવ',
  'Danger signs — go to hospital now: not able to feed or drink, vomiting everything, fits, very sleepy or floppy, chest sinking in or fast breathing.':
    'ભયની નિશાનીઓ — હમણાં જ હોસ્પિટલ જાઓ: ધાવી કે પી ન શકે, જે ખાય-પીએ તે બધું ઉલટીમાં કાઢી નાખે, ખેંચ, ખૂબ ઊંઘે કે ઢીલું પડી જાય, છાતી અંદર ખેંચાય કે ઝડપી શ્વાસ.',
  'Rash that does not fade under a glass, stiff neck, or fever lasting more than 2 days':
    'કાચનો ગ્લાસ દબાવવાથી પણ ઝાંખી ન પડતી ફોલ્લીઓ, ગરદન અકડાઈ જવી, કે 2 દિવસથી વધારે ચાલતો તાવ',
  'Serious illness in a young infant (possible sepsis)':
    'ખૂબ નાના (ધાવણા) બાળકમાં ગંભીર બીમારી (લોહીમાં ચેપ/સેપ્સિસ હોઈ શકે)',
  'Call 108 and go to hospital now; keep the baby warm with skin-to-skin contact and keep trying to breastfeed on the way.':
    '108 પર ફોન કરો અને હમણાં જ હોસ્પિટલ જાઓ; બાળકને માતાની ચામડી સાથે ચામડી અડાડીને (છાતીએ વળગાડીને) ગરમ રાખો અને રસ્તામાં ધવડાવવાનો પ્રયત્ન ચાલુ રાખો.',
  'Baby feels cold, or has fever, in the first two months of life':
    'જન્મના પહેલા બે મહિનામાં બાળકનું શરીર ઠંડું લાગે કે તાવ આવે',
  'Bronchiolitis (chest infection in babies)': 'બ્રોન્કિયોલાઇટિસ (નાનાં બાળકોમાં છાતીનો ચેપ)',
  'Saline drops can clear a blocked nose before feeds.':
    'ધવડાવતાં પહેલાં ખારા પાણીનાં (સલાઇન) ટીપાંથી બંધ નાક ખોલી શકાય.',
  'Keep the baby away from smoke.': 'બાળકને ધુમાડાથી દૂર રાખો.',
  'Pauses in breathing or blue lips': 'શ્વાસ વચ્ચે વચ્ચે અટકી જવો કે ભૂરા હોઠ',
  Croup: 'ક્રુપ (બાળકોમાં ભસવા જેવી ઉધરસ)',
  'Keep the child calm and sitting upright; crying makes it worse.':
    'બાળકને શાંત અને ટટ્ટાર બેઠેલું રાખો; રડવાથી તકલીફ વધે છે.',
  'Do not use steam or hot water near the child (burn risk).':
    'બાળકની પાસે વરાળ કે ગરમ પાણી ન વાપરો (દાઝી જવાનું જોખમ).',
  'Noisy breathing even at rest, chest sinking in, drooling, or blue lips — call 108':
    'આરામમાં પણ શ્વાસ લેતાં અવાજ, છાતી અંદર ખેંચાવી, લાળ ટપકવી, કે ભૂરા હોઠ — 108 પર ફોન કરો',
  'Whooping cough (pertussis)': 'ઉટાંટિયું (પર્ટુસિસ, કાળી ખાંસી)',
  'See a doctor within a day; babies under 6 months often need hospital care.':
    'એક દિવસની અંદર ડોક્ટરને બતાવો; 6 મહિનાથી નાનાં બાળકોને ઘણી વાર હોસ્પિટલમાં દાખલ કરવાં પડે છે.',
  'Check that the child’s DPT vaccines are complete.': 'બાળકની DPT ની રસીઓ પૂરી થઈ છે કે નહીં તે તપાસો.',
  'Baby turning blue or stopping breathing during coughing fits':
    'ઉધરસના હુમલા વખતે બાળક ભૂરું પડી જાય કે શ્વાસ અટકી જાય',
  'Not feeding or vomiting after every feed': 'ધાવતું ન હોય કે દરેક વખતે ધાવ્યા પછી ઉલટી કરી નાખે',
  Chickenpox: 'અછબડા (ચિકનપોક્સ)',
  'Calamine lotion and cool baths ease the itch; keep nails short.':
    'કેલામાઇન લોશન અને ઠંડા પાણીથી નહાવાથી ખંજવાળમાં રાહત મળે છે; નખ ટૂંકા રાખો.',
  'Do not give ibuprofen or aspirin for chickenpox.': 'અછબડામાં આઇબુપ્રોફેન કે એસ્પિરિન ન આપો.',
  'Stay away from school, pregnant women and newborns until all spots crust over.':
    'બધા દાણા પર પોપડા ન વળે ત્યાં સુધી શાળા, ગર્ભવતી સ્ત્રીઓ અને નવજાત બાળકોથી દૂર રહો.',
  'Breathlessness, chest pain, confusion or fits': 'શ્વાસ ચડવો, છાતીમાં દુખાવો, મૂંઝવણ કે ખેંચ',
  'Red, hot, swollen skin around blisters': 'ફોલ્લાની આસપાસ ચામડી લાલ, ગરમ અને સૂજેલી',
  'Chickenpox in a pregnant woman, newborn or person with low immunity':
    'ગર્ભવતી સ્ત્રી, નવજાત બાળક કે ઓછી રોગપ્રતિકારક શક્તિવાળી વ્યક્તિને અછબડા',
  Measles: 'ઓરી (મીઝલ્સ)',
  'See a doctor; vitamin A is given to children with measles under the national programme.':
    'ડોક્ટરને બતાવો; રાષ્ટ્રીય કાર્યક્રમ હેઠળ ઓરીવાળાં બાળકોને વિટામિન A આપવામાં આવે છે.',
  'Keep the child away from others for 4 days after the rash starts; check MR vaccination of siblings.':
    'દાણા નીકળ્યા પછી 4 દિવસ સુધી બાળકને બીજાથી દૂર રાખો; ભાઈ-બહેનોને MR (ઓરી-રુબેલા) ની રસી મળી છે કે નહીં તે તપાસો.',
  'Fast or difficult breathing': 'ઝડપી શ્વાસ કે શ્વાસ લેવામાં તકલીફ',
  'Drowsiness or fits': 'ઘેન કે ખેંચ',
  'Diarrhoea with dehydration': 'શરીરમાં પાણી ઓછું થાય એવા ઝાડા',
  'Mumps (galsua)': 'ગાલપચોળિયાં (મમ્પ્સ)',
  'Rest, drink fluids and eat soft food; avoid sour food like pickles and citrus.':
    'આરામ કરો, પ્રવાહી પીઓ અને પોચું ખાવાનું ખાઓ; અથાણાં અને ખાટાં ફળ જેવી ખાટી વસ્તુઓ ટાળો.',
  'A warm or cold compress on the swelling.': 'સોજા પર હૂંફાળો કે ઠંડો શેક કરો.',
  'Stay home from school or work for 5 days after the swelling starts.':
    'સોજો શરૂ થયા પછી 5 દિવસ સુધી શાળાએ કે કામ પર ન જાઓ, ઘરે રહો.',
  'Stiff neck, severe headache or drowsiness': 'ગરદન અકડાઈ જવી, ખૂબ માથું દુખવું કે ઘેન',
  'Painful swollen testicles or severe belly pain': 'વૃષણ (અંડકોષ) સૂજીને દુખવા કે પેટમાં ખૂબ દુખાવો',
  'Hand, foot and mouth disease': 'હાથ, પગ અને મોઢાનો રોગ (હેન્ડ-ફૂટ-માઉથ)',
  'Cool, soft food and drinks are easier on a sore mouth.':
    'મોઢું દુખતું હોય ત્યારે ઠંડું, પોચું ખાવાનું અને પીણાં લેવાં સહેલાં પડે છે.',
  'Wash hands well; keep the child home while unwell.':
    'હાથ બરાબર ધુઓ; બાળક બીમાર હોય ત્યાં સુધી ઘરે રાખો.',
  'Not drinking or passing very little urine': 'પીતું ન હોય કે પેશાબ ખૂબ ઓછો થતો હોય',
  'Drowsiness, fits or jerky movements': 'ઘેન, ખેંચ કે શરીર ઝટકા મારવું',
  'Febrile seizure (fit with fever in a young child)': 'તાવની ખેંચ (નાના બાળકને તાવ સાથે ખેંચ આવવી)',
  'Lay the child on their side on a safe surface; do not put anything in the mouth or hold them down.':
    'બાળકને સલામત જગ્યાએ પડખે સુવડાવો; મોઢામાં કશું ન નાખો અને તેને પકડી ન રાખો.',
  'Note the time; call 108 if it is the first fit, lasts more than 5 minutes, or the child does not wake normally.':
    'સમય નોંધો; જો પહેલી વાર ખેંચ આવી હોય, 5 મિનિટથી વધારે ચાલે, કે બાળક બરાબર ભાનમાં ન આવે તો 108 પર ફોન કરો.',
  'Fit longer than 5 minutes, another fit, or stiff neck, rash or drowsiness afterwards':
    '5 મિનિટથી લાંબી ખેંચ, બીજી વાર ખેંચ, કે પછીથી ગરદન અકડાઈ જવી, ફોલ્લીઓ કે ઘેન',
  'Newborn jaundice': 'નવજાત બાળકનો કમળો',
  'Breastfeed often, every 2 to 3 hours.': 'વારે વારે ધવડાવો, દર 2 થી 3 કલાકે.',
  'Get the baby’s bilirubin checked today; do not rely on sunlight treatment at home.':
    'આજે જ બાળકના બિલીરૂબિનની તપાસ કરાવો; ઘરે તડકામાં રાખવાના ઉપચાર પર ભરોસો ન રાખો.',
  'Yellow palms or soles, jaundice in the first 24 hours, a sleepy baby not feeding, or pale stools':
    'હથેળી કે પગનાં તળિયાં પીળાં, પહેલા 24 કલાકમાં જ કમળો, ઊંઘરેટું બાળક જે ધાવતું ન હોય, કે ફિક્કો (આછા રંગનો) મળ',
  'Heat stroke': 'લૂ લાગવી (હીટ સ્ટ્રોક)',
  'Call 108 now. Move the person to shade or a cool room and remove extra clothing.':
    'હમણાં જ 108 પર ફોન કરો. વ્યક્તિને છાંયડામાં કે ઠંડા ઓરડામાં લઈ જાઓ અને વધારાનાં કપડાં કાઢી નાખો.',
  'Cool them fast: wet the skin with cool water and fan them; put wet cloths or ice packs on the neck, armpits and groin.':
    'ઝડપથી ઠંડા કરો: ચામડીને ઠંડા પાણીથી ભીની કરો અને પવન નાખો; ગરદન, બગલ અને જાંઘના મૂળમાં ભીનાં કપડાં કે બરફની થેલી મૂકો.',
  'Give sips of water only if fully awake; do not give anything by mouth if drowsy.':
    'પૂરેપૂરા ભાનમાં હોય તો જ ઘૂંટડે ઘૂંટડે પાણી આપો; ઘેનમાં હોય તો મોઢેથી કશું ન આપો.',
  'Confusion, fits, unconsciousness or very hot skin after heat exposure is an emergency':
    'ગરમીમાં રહ્યા પછી મૂંઝવણ, ખેંચ, બેભાન થવું કે ચામડી ખૂબ ગરમ થઈ જવી એ ઇમરજન્સી છે',
  'Heat exhaustion': 'ગરમીથી થાક (હીટ એક્ઝોશન)',
  'Move to a cool, shaded place, lie down and raise the feet.':
    'ઠંડી, છાંયડાવાળી જગ્યાએ જાઓ, સૂઈ જાઓ અને પગ ઊંચા રાખો.',
  'Drink water, ORS, buttermilk, lemon water or aam panna.':
    'પાણી, ORS, છાશ, લીંબુ પાણી કે કાચી કેરીનો બાફલો (આમ પન્ના) પીઓ.',
  'Cool the skin with wet cloths and a fan.': 'ભીનાં કપડાં અને પંખાથી ચામડીને ઠંડી કરો.',
  'Avoid going out between noon and 4 pm in heat waves; wear a cap and loose cotton clothes.':
    'ગરમીના મોજા (હીટ વેવ) વખતે બપોરે 12 થી 4 વાગ્યા સુધી બહાર જવાનું ટાળો; ટોપી અને ઢીલાં સુતરાઉ કપડાં પહેરો.',
  'Not better within 30 minutes of cooling and fluids':
    'ઠંડા કર્યા અને પ્રવાહી આપ્યા પછી 30 મિનિટમાં સારું ન થાય',
  'Confusion, stopping sweating or fainting — treat as heat stroke and call 108':
    'મૂંઝવણ, પરસેવો બંધ થઈ જવો કે બેભાન થવું — લૂ લાગવી (હીટ સ્ટ્રોક) ગણીને 108 પર ફોન કરો',
  'Call 108 and go to the nearest hospital now — anti-snake venom is free at government hospitals.':
    '108 પર ફોન કરો અને હમણાં જ સૌથી નજીકની હોસ્પિટલે જાઓ — સરકારી હોસ્પિટલમાં સાપના ઝેરની દવા (એન્ટી-સ્નેક વેનમ) મફત છે.',
  'Keep calm and still; keep the bitten limb still and below heart level. Remove rings, bangles and tight clothing.':
    'શાંત રહો અને હલનચલન ન કરો; કરડેલો હાથ કે પગ સ્થિર અને હૃદયથી નીચે રાખો. વીંટી, બંગડીઓ અને ટાઇટ કપડાં કાઢી નાખો.',
  'Do not cut the wound, suck out venom, tie a tight tourniquet, apply herbs or visit a traditional healer — these waste time.':
    'ઘા પર કાપો ન મૂકો, ઝેર ચૂસશો નહીં, ટાઇટ પાટો/દોરી ન બાંધો, જડીબુટ્ટી ન લગાવો કે ભૂવા-ભગત પાસે ન જાઓ — આમાં કીમતી સમય બગડે છે.',
  'Note the time of the bite; take a photo of the snake only if it is safe.':
    'સાપ કેટલા વાગ્યે કરડ્યો તે સમય નોંધો; સલામત હોય તો જ સાપનો ફોટો પાડો.',
  'Even without pain, krait bites (often at night while sleeping on the floor) can cause drooping eyelids and breathing failure hours later':
    'દુખાવો ન થાય તો પણ, મણિયાર (ક્રેટ) સાપ કરડે (ઘણી વાર રાત્રે જમીન પર સૂતા હોઈએ ત્યારે) તો થોડા કલાકો પછી પાંપણ ઢળી પડવી અને શ્વાસ બંધ થઈ જવો એવું થઈ શકે',
  'Dog or animal bite (rabies risk)': 'કૂતરું કે પ્રાણી કરડવું (હડકવાનું જોખમ)',
  'Wash the wound at once with soap and running water for 15 minutes — this greatly reduces rabies risk.':
    'તરત જ ઘાને સાબુ અને વહેતા પાણીથી 15 મિનિટ સુધી ધુઓ — આનાથી હડકવાનું જોખમ ઘણું ઘટી જાય છે.',
  'Go to a health centre today for anti-rabies vaccine (free at government hospitals) and, for deep bites, rabies immunoglobulin.':
    'આજે જ આરોગ્ય કેન્દ્ર પર જઈને હડકવાની રસી લો (સરકારી હોસ્પિટલમાં મફત), અને ઊંડા ઘા હોય તો હડકવાનું ઇમ્યુનોગ્લોબ્યુલિન ઇન્જેક્શન પણ લો.',
  'Do not apply chilli, turmeric, oil or other substances, and do not stitch or bandage tightly.':
    'ઘા પર મરચું, હળદર, તેલ કે બીજું કશું ન લગાવો, અને ટાંકા ન લેવડાવો કે ટાઇટ પાટો ન બાંધો.',
  'Complete every vaccine dose on the schedule the doctor gives.':
    'ડોક્ટર આપે તે સમયપત્રક પ્રમાણે રસીના બધા ડોઝ પૂરા કરો.',
  'Deep bites, bites on the face, head or hands, or multiple bites — go today, do not wait':
    'ઊંડા ઘા, ચહેરા, માથા કે હાથ પર કરડવું, કે ઘણી જગ્યાએ કરડવું — આજે જ જાઓ, રાહ ન જુઓ',
  'Bleeding that will not stop': 'બંધ ન થતું લોહી',
  'Go to the nearest hospital now, especially for a child; keep the person calm and still.':
    'હમણાં જ સૌથી નજીકની હોસ્પિટલે જાઓ, ખાસ કરીને બાળક હોય તો; વ્યક્તિને શાંત અને સ્થિર રાખો.',
  'A cold pack on the sting helps pain. Do not cut or suck the sting.':
    'ડંખ પર ઠંડો શેક (બરફની થેલી) કરવાથી દુખાવો ઓછો થાય છે. ડંખની જગ્યાએ કાપો ન મૂકો કે ચૂસશો નહીં.',
  'Sweating, vomiting, cold limbs, breathlessness or restlessness after a sting — call 108':
    'ડંખ પછી પરસેવો, ઉલટી, હાથ-પગ ઠંડા પડવા, શ્વાસ ચડવો કે બેચેની — 108 પર ફોન કરો',
  'Insect bite or sting (local reaction)': 'જીવજંતુનો ડંખ (ફક્ત એ જ જગ્યાએ અસર)',
  'Scrape out a bee sting with a fingernail or card, then wash with soap and water.':
    'મધમાખીનો ડંખ નખ કે કોઈ કાર્ડથી ઘસીને કાઢો, પછી સાબુ અને પાણીથી ધુઓ.',
  'A cold pack on the spot for 10 minutes eases pain and swelling; keep the part raised.':
    'એ જગ્યાએ 10 મિનિટ ઠંડો શેક કરવાથી દુખાવો અને સોજો ઘટે છે; એ ભાગ ઊંચો રાખો.',
  'Many stings at once, a sting inside the mouth, or redness that spreads and gets hot after a day or two':
    'એકસાથે ઘણા ડંખ, મોંની અંદર ડંખ, અથવા એક-બે દિવસ પછી ફેલાતી અને ગરમ થતી લાલાશ',
  'Severe allergic reaction (anaphylaxis)': 'ગંભીર એલર્જી (એનાફિલેક્સિસ)',
  'Call 108 now. If the person has an adrenaline auto-injector, use it.':
    'હમણાં જ 108 પર ફોન કરો. જો વ્યક્તિ પાસે એડ્રેનાલિનનું ઓટો-ઇન્જેક્ટર હોય, તો તે વાપરો.',
  'Lie them flat with legs raised; if breathing is hard, let them sit up.':
    'પગ ઊંચા રાખીને તેમને સીધા સુવડાવો; શ્વાસ લેવામાં તકલીફ હોય તો બેસવા દો.',
  'Swelling of lips or throat, breathing difficulty or fainting after a food, medicine or sting':
    'કોઈ ખોરાક, દવા કે ડંખ પછી હોઠ કે ગળામાં સોજો, શ્વાસ લેવામાં તકલીફ કે બેભાન થવું',
  'Poisoning (pesticide, chemical, medicine overdose)':
    'ઝેરની અસર (જંતુનાશક દવા, કેમિકલ, દવાનો વધુ પડતો ડોઝ)',
  'Call 108 now. Do not make the person vomit and do not give milk, salt water or oil.':
    'હમણાં જ 108 પર ફોન કરો. વ્યક્તિને ઉલટી ન કરાવો અને દૂધ, મીઠાનું પાણી કે તેલ ન આપો.',
  'Remove clothes soaked in pesticide and wash skin with soap and water (wear gloves).':
    'જંતુનાશક દવાથી પલળેલાં કપડાં કાઢી નાખો અને ચામડી સાબુ-પાણીથી ધુઓ (હાથમોજાં પહેરીને).',
  'Take the container or strip to hospital. If it was deliberate, Tele-MANAS 14416 can support later.':
    'ઝેરની બોટલ/ડબ્બો કે ગોળીઓનું પત્તું હોસ્પિટલ લઈ જાઓ. જો જાણીજોઈને લીધું હોય, તો પછીથી Tele-MANAS (ટેલી-માનસ) 14416 મદદ કરી શકે.',
  'Any swallowed pesticide, kerosene, acid or extra medicines is an emergency even if the person looks well':
    'જંતુનાશક દવા, કેરોસીન, એસિડ કે વધારે દવાઓ ગળી જવી એ ઇમરજન્સી છે, ભલે વ્યક્તિ સારી દેખાતી હોય',
  'Burns and scalds': 'દાઝવું (આગ કે ગરમ પાણી/વરાળથી)',
  'Cool the burn under cool running tap water for 20 minutes as soon as possible.':
    'બને એટલું જલ્દી દાઝેલા ભાગને નળના વહેતા ઠંડા પાણી નીચે 20 મિનિટ સુધી રાખો.',
  'Remove rings and clothing near the burn unless stuck to the skin.':
    'દાઝેલા ભાગ પાસેની વીંટી અને કપડાં કાઢી નાખો, પણ ચામડી સાથે ચોંટી ગયાં હોય તો નહીં.',
  'Cover loosely with cling film or a clean cloth. Do not apply toothpaste, ghee, oil, ice or turmeric; do not burst blisters.':
    'ક્લિંગ ફિલ્મ (પ્લાસ્ટિકની પાતળી શીટ) કે ચોખ્ખા કપડાથી ઢીલું ઢાંકો. ટૂથપેસ્ટ, ઘી, તેલ, બરફ કે હળદર ન લગાવો; ફોલ્લા ફોડશો નહીં.',
};

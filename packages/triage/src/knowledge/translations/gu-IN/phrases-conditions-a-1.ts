export const PHRASES_CONDITIONS_A_1: Record<string, string> = {
  'Dengue fever': 'ડેન્ગ્યુ તાવ',
  'Drink plenty of fluids: water, ORS, coconut water, buttermilk, soups.':
    'પુષ્કળ પ્રવાહી પીઓ: પાણી, ORS, નાળિયેર પાણી, છાશ, સૂપ.',
  'Rest at home and sponge with lukewarm water if very hot.':
    'ઘરે આરામ કરો અને શરીર ખૂબ ગરમ હોય તો હૂંફાળા પાણીથી પોતાં મૂકો (શરીર લૂછો).',
  'Paracetamol for fever only as advised by a pharmacist or doctor. Do not take ibuprofen, aspirin or other painkillers: they raise the bleeding risk in dengue.':
    'તાવ માટે પેરાસિટામોલ ફક્ત ફાર્માસિસ્ટ (દવાવાળા) કે ડોક્ટરની સલાહ મુજબ લો. આઇબુપ્રોફેન, એસ્પિરિન કે બીજી દુખાવાની દવાઓ ન લો: ડેન્ગ્યુમાં તેનાથી લોહી નીકળવાનું જોખમ વધે છે.',
  'Get a blood test (platelet count, dengue NS1 or antibody) as the doctor advises.':
    'ડોક્ટર કહે તે મુજબ લોહીની તપાસ કરાવો (પ્લેટલેટ કાઉન્ટ, ડેન્ગ્યુ NS1 કે એન્ટિબોડી ટેસ્ટ).',
  'Use mosquito nets and repellents and empty standing water (coolers, pots, tyres) to protect others.':
    'બીજાને બચાવવા મચ્છરદાની અને મચ્છર ભગાડવાની દવા વાપરો, અને ભરાયેલું પાણી ખાલી કરો (કૂલર, માટલાં, ટાયર).',
  'Bleeding from gums or nose, red spots on the skin, or blood in vomit or stool':
    'પેઢાં કે નાકમાંથી લોહી, ચામડી પર લાલ ટપકાં, કે ઉલટી અથવા મળમાં લોહી',
  'Repeated vomiting or not able to drink': 'વારે વારે ઉલટી કે પી ન શકાય',
  'Severe stomach pain': 'પેટમાં ખૂબ દુખાવો',
  'Cold, clammy skin, restlessness, drowsiness or fainting — especially as the fever comes down (days 3–7)':
    'ઠંડી, ચીકણી ચામડી, બેચેની, ઘેન કે બેભાન થવું — ખાસ કરીને તાવ ઊતરતો હોય ત્યારે (3–7 દિવસે)',
  'Passing very little urine': 'પેશાબ ખૂબ ઓછો થવો',
  Malaria: 'મેલેરિયા',
  'Get a blood test for malaria (rapid test or slide) the same day — it is free at government health centres.':
    'એ જ દિવસે મેલેરિયા માટે લોહીની તપાસ કરાવો (રેપિડ ટેસ્ટ કે સ્લાઇડ) — સરકારી આરોગ્ય કેન્દ્રમાં તે મફત થાય છે.',
  'Take the full course of malaria treatment exactly as prescribed, even if you feel better.':
    'સારું લાગવા માંડે તો પણ મેલેરિયાની દવાનો પૂરો કોર્સ ડોક્ટરે લખ્યા પ્રમાણે બરાબર લો.',
  'Sleep under a mosquito net (preferably insecticide-treated) and cover arms and legs in the evening.':
    'મચ્છરદાનીમાં સૂઓ (બને તો દવાવાળી મચ્છરદાની) અને સાંજે હાથ-પગ ઢંકાય એવાં કપડાં પહેરો.',
  'Confusion, drowsiness, fits or unconsciousness': 'મૂંઝવણ, ઘેન, ખેંચ કે બેભાન થવું',
  'Yellow eyes, dark or very little urine': 'આંખો પીળી, ઘાટો કે ખૂબ ઓછો પેશાબ',
  'Breathing difficulty, repeated vomiting or unable to eat or drink':
    'શ્વાસ લેવામાં તકલીફ, વારે વારે ઉલટી કે ખાઈ-પી ન શકાય',
  'Fever in a pregnant woman or young child': 'ગર્ભવતી સ્ત્રી કે નાના બાળકને તાવ',
  Chikungunya: 'ચિકનગુનિયા',
  'Rest the painful joints; cool compresses can ease swelling.':
    'દુખતા સાંધાને આરામ આપો; ઠંડા પાણીનાં પોતાં સોજો ઓછો કરી શકે.',
  'Paracetamol for fever only as advised by a pharmacist or doctor; avoid painkillers like ibuprofen or aspirin unless a doctor says they are safe.':
    'તાવ માટે પેરાસિટામોલ ફક્ત ફાર્માસિસ્ટ (દવાવાળા) કે ડોક્ટરની સલાહ મુજબ લો; ડોક્ટર સલામત કહે નહીં ત્યાં સુધી આઇબુપ્રોફેન કે એસ્પિરિન જેવી દુખાવાની દવાઓ ન લો.',
  'Gentle stretching once the fever settles; joint pain can last weeks — see a doctor if it persists.':
    'તાવ ઊતરી જાય પછી હળવી કસરત (શરીર ખેંચવાની) કરો; સાંધાનો દુખાવો અઠવાડિયાં સુધી રહી શકે — ચાલુ રહે તો ડોક્ટરને બતાવો.',
  'Use mosquito nets and repellents; Aedes mosquitoes bite during the day.':
    'મચ્છરદાની અને મચ્છર ભગાડવાની દવા વાપરો; એડીસ મચ્છર દિવસે કરડે છે.',
  'Any bleeding, persistent vomiting or severe stomach pain (dengue can look similar)':
    'કોઈ પણ જગ્યાએથી લોહી નીકળવું, સતત ઉલટી કે પેટમાં ખૂબ દુખાવો (ડેન્ગ્યુ પણ આવું જ લાગી શકે)',
  'Confusion, fits or drowsiness': 'મૂંઝવણ, ખેંચ કે ઘેન',
  'Fever in a newborn, elderly person or pregnant woman near delivery':
    'નવજાત બાળક, વૃદ્ધ વ્યક્તિ કે ડિલિવરી નજીક હોય એવી ગર્ભવતી સ્ત્રીને તાવ',
  'Scrub typhus': 'સ્ક્રબ ટાઇફસ',
  'See a doctor within a day: scrub typhus is easily treated with antibiotics that a doctor prescribes.':
    'એક દિવસની અંદર ડોક્ટરને બતાવો: ડોક્ટર લખી આપે તે એન્ટિબાયોટિક દવાથી સ્ક્રબ ટાઇફસ સહેલાઈથી મટી જાય છે.',
  'Mention any work in fields, bushes or gardens and look for a black scab in the armpit, groin or waist.':
    'ખેતરમાં, ઝાડી-ઝાંખરામાં કે બગીચામાં કામ કર્યું હોય તો ડોક્ટરને જણાવો, અને બગલ, જાંઘના મૂળ કે કમર પર કાળો પોપડો છે કે નહીં તે જુઓ.',
  Breathlessness: 'શ્વાસ ચડવો',
  'Confusion, drowsiness or fits': 'મૂંઝવણ, ઘેન કે ખેંચ',
  'Yellow eyes or very little urine': 'આંખો પીળી કે પેશાબ ખૂબ ઓછો',
  'Leptospirosis (rat fever)': 'લેપ્ટોસ્પાયરોસિસ (ઉંદરથી ફેલાતો તાવ)',
  'See a doctor within a day and tell them if you waded through flood water or sewage, or farm in wet fields.':
    'એક દિવસની અંદર ડોક્ટરને બતાવો, અને જો તમે પૂરના પાણીમાં કે ગટરના પાણીમાં ચાલ્યા હો, કે ભીનાં ખેતરોમાં ખેતી કરતા હો તો ડોક્ટરને જણાવો.',
  'Wear boots and gloves in flood water or paddy fields; cover cuts.':
    'પૂરના પાણીમાં કે ડાંગરના ખેતરમાં બૂટ અને હાથમોજાં પહેરો; કાપા-ઘા ઢાંકીને રાખો.',
  'Yellow eyes or skin': 'આંખો કે ચામડી પીળી',
  'Coughing blood or breathlessness': 'ઉધરસમાં લોહી કે શ્વાસ ચડવો',
  'Bleeding anywhere': 'ક્યાંય પણ લોહી નીકળવું',
  'Brain fever (acute encephalitis, including Japanese encephalitis)':
    'મગજનો તાવ (એક્યુટ એન્સેફેલાઇટિસ, જાપાનીઝ એન્સેફેલાઇટિસ સહિત)',
  'Call 108 and take the person to hospital now; keep them on their side if drowsy.':
    '108 પર ફોન કરો અને વ્યક્તિને હમણાં જ હોસ્પિટલ લઈ જાઓ; ઘેનમાં હોય તો પડખે સુવડાવી રાખો.',
  'Children in high-risk districts should get the JE vaccine under the national immunisation programme.':
    'વધારે જોખમવાળા જિલ્લાઓમાં બાળકોને રાષ્ટ્રીય રસીકરણ કાર્યક્રમ હેઠળ JE (જાપાનીઝ એન્સેફેલાઇટિસ) ની રસી અપાવવી જોઈએ.',
  'Any fever with confusion, fits, unusual behaviour or drowsiness is an emergency':
    'મૂંઝવણ, ખેંચ, અજીબ વર્તન કે ઘેન સાથેનો કોઈ પણ તાવ ઇમરજન્સી છે',
  'Typhoid (enteric fever)': 'ટાઇફોઇડ (મોતીઝરો)',
  'See a doctor for a blood test; typhoid needs a full course of antibiotics chosen by a doctor.':
    'લોહીની તપાસ માટે ડોક્ટરને બતાવો; ટાઇફોઇડમાં ડોક્ટર નક્કી કરે તે એન્ટિબાયોટિકનો પૂરો કોર્સ કરવો જરૂરી છે.',
  'Eat soft, freshly cooked food and drink boiled or filtered water.':
    'પોચું, તાજું રાંધેલું ખાવાનું ખાઓ અને ઉકાળેલું કે ગાળેલું (ફિલ્ટર) પાણી પીઓ.',
  'Wash hands with soap after the toilet and before cooking; do not cook for others while ill.':
    'સંડાસ ગયા પછી અને રસોઈ કરતાં પહેલાં સાબુથી હાથ ધુઓ; બીમાર હો ત્યારે બીજા માટે રસોઈ ન બનાવો.',
  'Severe stomach pain or a hard, swollen belly': 'પેટમાં ખૂબ દુખાવો કે પેટ કડક અને ફૂલેલું',
  'Black or bloody stools': 'કાળો કે લોહીવાળો મળ',
  'Confusion or extreme drowsiness': 'મૂંઝવણ કે ખૂબ વધારે ઘેન',
  'Fever still present after some days of treatment': 'થોડા દિવસની સારવાર પછી પણ તાવ ચાલુ રહે',
  'Tuberculosis (TB)': 'ટીબી (ક્ષય)',
  'Get tested this week: sputum tests and TB treatment are free at government health centres (Ni-kshay).':
    'આ અઠવાડિયે જ તપાસ કરાવો: સરકારી આરોગ્ય કેન્દ્રમાં ગળફાની તપાસ અને ટીબીની સારવાર મફત છે (નિ-ક્ષય).',
  'Cover your mouth when coughing, open windows, and sleep apart if possible until treatment starts.':
    'ઉધરસ ખાતી વખતે મોઢું ઢાંકો, બારીઓ ખુલ્લી રાખો, અને સારવાર શરૂ થાય ત્યાં સુધી બને તો અલગ સૂઓ.',
  'If diagnosed, never stop treatment early; eat a protein-rich diet (Ni-kshay Poshan Yojana gives nutrition support).':
    'ટીબી નીકળે તો સારવાર ક્યારેય વહેલી બંધ ન કરો; પ્રોટીનવાળો ખોરાક ખાઓ (નિ-ક્ષય પોષણ યોજના પોષણ માટે મદદ આપે છે).',
  'Breathlessness or chest pain': 'શ્વાસ ચડવો કે છાતીમાં દુખાવો',
  'Very high fever or confusion': 'ખૂબ ઊંચો તાવ કે મૂંઝવણ',
  'Hepatitis A (jaundice from contaminated food or water)':
    'હિપેટાઇટિસ A (દૂષિત ખોરાક કે પાણીથી થતો કમળો)',
  'See a doctor for liver blood tests; most people recover at home over a few weeks.':
    'લીવરની લોહીની તપાસ માટે ડોક્ટરને બતાવો; મોટા ભાગના લોકો થોડાં અઠવાડિયાંમાં ઘરે જ સાજા થઈ જાય છે.',
  'Rest, drink plenty of clean fluids and eat small, simple meals.':
    'આરામ કરો, પુષ્કળ ચોખ્ખું પ્રવાહી પીઓ અને થોડું થોડું, સાદું જમવાનું લો.',
  'Avoid alcohol, and take no medicines or herbal remedies without asking a doctor — the liver is vulnerable.':
    'દારૂ ન પીઓ, અને ડોક્ટરને પૂછ્યા વગર કોઈ દવા કે જડીબુટ્ટી/દેશી દવા ન લો — લીવર નબળું હોય છે.',
  'Wash hands with soap after the toilet; use boiled or filtered water.':
    'સંડાસ ગયા પછી સાબુથી હાથ ધુઓ; ઉકાળેલું કે ગાળેલું (ફિલ્ટર) પાણી વાપરો.',
  'Confusion, excessive sleepiness or strange behaviour': 'મૂંઝવણ, વધારે પડતી ઊંઘ કે અજીબ વર્તન',
  'Bleeding or bruising easily': 'સહેલાઈથી લોહી નીકળવું કે ચામડી પર લોહી જામી જવું',
  'Vomiting everything': 'જે ખાય-પીએ તે બધું ઉલટીમાં નીકળી જાય',
  'Hepatitis E (water-borne jaundice, dangerous in pregnancy)':
    'હિપેટાઇટિસ E (પાણીથી ફેલાતો કમળો, ગર્ભાવસ્થામાં જોખમી)',
  'See a doctor for liver tests; a pregnant woman with jaundice must be seen the same day.':
    'લીવરની તપાસ માટે ડોક્ટરને બતાવો; કમળાવાળી ગર્ભવતી સ્ત્રીએ એ જ દિવસે ડોક્ટરને બતાવવું જ જોઈએ.',
  'Rest, drink clean fluids and eat light meals.': 'આરામ કરો, ચોખ્ખું પ્રવાહી પીઓ અને હળવું જમવાનું લો.',
  'Avoid alcohol and any medicine or herbal remedy not advised by a doctor.':
    'દારૂ ન પીઓ, અને ડોક્ટરે ન કહી હોય એવી કોઈ દવા કે જડીબુટ્ટી/દેશી દવા ન લો.',
  'Drink only boiled or filtered water, especially during the monsoon.':
    'ફક્ત ઉકાળેલું કે ગાળેલું (ફિલ્ટર) પાણી પીઓ, ખાસ કરીને ચોમાસામાં.',
  'Jaundice during pregnancy': 'ગર્ભાવસ્થામાં કમળો',
  'Confusion or drowsiness': 'મૂંઝવણ કે ઘેન',
  'Hepatitis B': 'હિપેટાઇટિસ B',
  'Get a blood test; long-term hepatitis B is treatable and family members can be vaccinated.':
    'લોહીની તપાસ કરાવો; લાંબા ગાળાના હિપેટાઇટિસ B ની સારવાર થઈ શકે છે અને ઘરના સભ્યોને તેની રસી આપી શકાય છે.',
  'Avoid alcohol and do not share razors, toothbrushes or needles.':
    'દારૂ ન પીઓ, અને રેઝર (અસ્ત્રો), ટૂથબ્રશ કે સોય કોઈની સાથે શેર ન કરો.',
  'Vomiting blood or black stools': 'લોહીની ઉલટી કે કાળો મળ',
  'Swelling of the belly': 'પેટ પર સોજો (પેટ ફૂલવું)',
  'Viral fever': 'વાયરલ તાવ',
  'Eat light home food; most viral fevers settle in 3 to 5 days.':
    'ઘરનું હળવું ખાવાનું ખાઓ; મોટા ભાગના વાયરલ તાવ 3 થી 5 દિવસમાં ઊતરી જાય છે.',
  'Fever lasting more than 3 days, or above 102°F (39°C) that does not come down':
    '3 દિવસથી વધારે ચાલતો તાવ, કે 102°F (39°C) થી વધારે તાવ જે ઊતરતો ન હોય',
  'Bleeding, rash, severe body or joint pain (get tested for dengue, malaria)':
    'લોહી નીકળવું, ફોલ્લીઓ, શરીર કે સાંધામાં ખૂબ દુખાવો (ડેન્ગ્યુ, મેલેરિયાની તપાસ કરાવો)',
  'Stiff neck, confusion, breathlessness or repeated vomiting':
    'ગરદન અકડાઈ જવી, મૂંઝવણ, શ્વાસ ચડવો કે વારે વારે ઉલટી',
  'Sepsis (life-threatening reaction to infection)': 'સેપ્સિસ (ચેપની જીવલેણ અસર, લોહીમાં ચેપ)',
  'Slurred speech or confusion': 'લથડાતી બોલી કે મૂંઝવણ',
  'Mottled, bluish or very pale skin': 'ચામડી પર ડાઘા-ડાઘા, ભૂરાશ પડતી કે ખૂબ ફિક્કી ચામડી',
  'No urine all day': 'આખો દિવસ પેશાબ ન થવો',
  'Severe breathlessness': 'શ્વાસ ખૂબ ચડવો',
  Meningitis: 'મગજનો તાવ (મેનિન્જાઇટિસ)',
  'Fever with stiff neck, severe headache, dislike of light or a rash that does not fade is an emergency':
    'તાવ સાથે ગરદન અકડાઈ જવી, ખૂબ માથું દુખવું, પ્રકાશ સહન ન થવો કે ઝાંખી ન પડતી ફોલ્લીઓ એ ઇમરજન્સી છે',
  'Leprosy (Hansen’s disease)': 'રક્તપિત્ત (હેન્સનનો રોગ, લેપ્રસી)',
  'See a doctor: leprosy is fully curable and treatment is free at government health centres.':
    'ડોક્ટરને બતાવો: રક્તપિત્ત પૂરેપૂરો મટી શકે છે અને સરકારી આરોગ્ય કેન્દ્રમાં તેની સારવાર મફત છે.',
  'Protect numb hands and feet from burns and cuts; check them daily for wounds.':
    'ખાલી ચડેલા (સુન્ન) હાથ-પગને દાઝવા અને કપાવાથી બચાવો; રોજ જુઓ કે ક્યાંય ઘા તો નથી.',
  'Painful red eye or loss of vision': 'આંખ લાલ થઈ દુખવી કે દેખાવાનું ઓછું થવું',
  'New weakness of hands or feet': 'હાથ કે પગમાં નવી નબળાઈ',
  'Painful swollen nerves or new red patches': 'નસો સૂજીને દુખવી કે ચામડી પર નવા લાલ ડાઘ',
  'Common cold': 'સામાન્ય શરદી',
  'Rest and drink warm fluids such as soups, warm water with honey and lemon (no honey for babies under 1 year).':
    'આરામ કરો અને ગરમ પ્રવાહી પીઓ, જેમ કે સૂપ, મધ અને લીંબુવાળું હૂંફાળું પાણી (1 વર્ષથી નાના બાળકને મધ ન આપો).',
  'Steam inhalation and saline nose drops can ease a blocked nose.':
    'નાસ (વરાળ) લેવાથી અને ખારા પાણીનાં (સલાઇન) નાકનાં ટીપાંથી બંધ નાક ખૂલી શકે છે.',
  'Gargle with warm salt water for a sore throat.':
    'ગળું દુખતું હોય તો હૂંફાળા મીઠાવાળા પાણીના કોગળા કરો.',
  'Antibiotics do not help colds; most clear in 7 to 10 days.':
    'શરદીમાં એન્ટિબાયોટિક દવાથી કોઈ ફાયદો થતો નથી; મોટા ભાગે શરદી 7 થી 10 દિવસમાં મટી જાય છે.',
  'Breathlessness or fast breathing': 'શ્વાસ ચડવો કે ઝડપી શ્વાસ',
  'High fever for more than 3 days': '3 દિવસથી વધારે ઊંચો તાવ',
  'Symptoms lasting more than 3 weeks': '3 અઠવાડિયાથી વધારે ચાલતી તકલીફ',
  'A baby who is not feeding': 'બાળક ધાવતું કે ખાતું ન હોય',
  'Flu (influenza)': 'ફ્લૂ (ઇન્ફ્લુએન્ઝા)',
  'Stay home and wear a mask around elderly or pregnant family members.':
    'ઘરે રહો અને ઘરના વૃદ્ધ કે ગર્ભવતી સભ્યો પાસે હો ત્યારે માસ્ક પહેરો.',
  'Breathlessness, chest pain or blue lips': 'શ્વાસ ચડવો, છાતીમાં દુખાવો કે ભૂરા હોઠ',
  'Flu in a pregnant woman, someone over 65, or someone with diabetes, heart, lung or kidney disease — see a doctor early':
    'ગર્ભવતી સ્ત્રી, 65 વર્ષથી મોટી ઉંમરની વ્યક્તિ, કે ડાયાબિટીસ, હૃદય, ફેફસાં કે કિડનીની બીમારીવાળી વ્યક્તિને ફ્લૂ થાય — વહેલા ડોક્ટરને બતાવો',
  'COVID-19': 'કોવિડ-19 (COVID-19)',
  'Stay home, wear a mask near others and keep rooms ventilated.':
    'ઘરે રહો, બીજા પાસે હો ત્યારે માસ્ક પહેરો અને ઓરડામાં હવા-ઉજાસ રાખો.',
  'Breathlessness or oxygen level below 94% on a pulse oximeter':
    'શ્વાસ ચડવો કે પલ્સ ઓક્સિમીટરમાં ઓક્સિજન 94% થી ઓછો આવવો',
  'Chest pain or pressure': 'છાતીમાં દુખાવો કે દબાણ',
  'Confusion or bluish lips': 'મૂંઝવણ કે ભૂરાશ પડતા હોઠ',
  'Pneumonia (lung infection)': 'ન્યુમોનિયા (ફેફસાંનો ચેપ)',
  'See a doctor within a day; pneumonia often needs antibiotics that a doctor prescribes.':
    'એક દિવસની અંદર ડોક્ટરને બતાવો; ન્યુમોનિયામાં ઘણી વાર ડોક્ટર લખી આપે તે એન્ટિબાયોટિક દવા જરૂરી હોય છે.',
  'Rest, and keep babies breastfeeding often.': 'આરામ કરો, અને નાના બાળકોને વારે વારે ધવડાવતા રહો.',
  'Breathing very fast or chest sinking in with each breath (children)':
    'ખૂબ ઝડપી શ્વાસ કે દરેક શ્વાસ સાથે છાતી અંદર ખેંચાવી (બાળકોમાં)',
  'Blue lips, confusion or drowsiness': 'ભૂરા હોઠ, મૂંઝવણ કે ઘેન',
  'Unable to drink or feed': 'પી ન શકે કે ધાવી/ખાઈ ન શકે',
  Asthma: 'દમ (અસ્થમા)',
  'Use your reliever inhaler exactly as your doctor showed you; a spacer helps children.':
    'ડોક્ટરે બતાવ્યું હોય બરાબર એ રીતે રાહત આપતો પંપ (રિલીવર ઇન્હેલર) વાપરો; બાળકો માટે સ્પેસર મદદરૂપ થાય છે.',
  'Avoid smoke, dust, chulha smoke, incense and known triggers; keep windows open while cooking.':
    'ધુમાડો, ધૂળ, ચૂલાનો ધુમાડો, અગરબત્તી-ધૂપ અને જેનાથી તકલીફ વધે છે એ જાણીતી વસ્તુઓથી દૂર રહો; રસોઈ કરતી વખતે બારીઓ ખુલ્લી રાખો.',
  'Ask a doctor for a written asthma action plan and review it regularly.':
    'ડોક્ટર પાસેથી લેખિતમાં દમ માટેનો એક્શન પ્લાન માગો અને તેને વખતોવખત ફરી જોતા રહો.',
  'Reliever inhaler not helping or needed more than every 4 hours':
    'રાહત આપતા પંપથી ફાયદો ન થાય કે દર 4 કલાકથી વહેલો લેવો પડે',
  'Too breathless to speak, eat or sleep': 'એટલો શ્વાસ ચડે કે બોલી, ખાઈ કે સૂઈ ન શકાય',
  'Blue or grey lips, or a child’s chest sinking in': 'ભૂરા કે રાખોડી હોઠ, કે બાળકની છાતી અંદર ખેંચાવી',
  'COPD (chronic bronchitis / emphysema)':
    'COPD (લાંબા ગાળાનો બ્રોન્કાઇટિસ / એમ્ફિસીમા, ફેફસાંની જૂની બીમારી)',
  'Stop smoking or bidi use — the single most helpful step; ask for free quitline support (1800-11-2356).':
    'સિગારેટ કે બીડી પીવાનું બંધ કરો — આ સૌથી વધારે ફાયદાકારક પગલું છે; મફત મદદ માટે ક્વિટલાઇન (1800-11-2356) પર ફોન કરો.',
  'Avoid chulha and biomass smoke; cook with LPG and keep kitchens ventilated.':
    'ચૂલા અને લાકડાં-છાણાંના ધુમાડાથી દૂર રહો; LPG ગેસ પર રસોઈ કરો અને રસોડામાં હવા-ઉજાસ રાખો.',
  'Use inhalers as prescribed and stay active with gentle walking.':
    'ડોક્ટરે લખ્યા પ્રમાણે પંપ (ઇન્હેલર) વાપરો અને ધીમે ધીમે ચાલીને સક્રિય રહો.',
  'Ask a doctor about flu and pneumonia vaccines.': 'ફ્લૂ અને ન્યુમોનિયાની રસી વિશે ડોક્ટરને પૂછો.',
  'Much more breathless than usual': 'રોજ કરતાં ઘણો વધારે શ્વાસ ચડવો',
  'Blue lips or confusion': 'ભૂરા હોઠ કે મૂંઝવણ',
  'Phlegm turning green or yellow with fever': 'તાવ સાથે કફ લીલો કે પીળો થઈ જવો',
  'Chest cold (acute bronchitis)': 'છાતીમાં શરદી (એક્યુટ બ્રોન્કાઇટિસ)',
  'Rest and drink warm fluids.': 'આરામ કરો અને ગરમ પ્રવાહી પીઓ.',
  'Honey in warm water can soothe a cough (not for babies under 1 year).':
    'હૂંફાળા પાણીમાં મધ લેવાથી ઉધરસમાં રાહત મળી શકે (1 વર્ષથી નાના બાળકને નહીં).',
  'Avoid smoke; usually settles within 3 weeks.':
    'ધુમાડાથી દૂર રહો; સામાન્ય રીતે 3 અઠવાડિયામાં મટી જાય છે.',
  'Cough lasting more than 3 weeks (get tested for TB)':
    '3 અઠવાડિયાથી વધારે ચાલતી ઉધરસ (ટીબીની તપાસ કરાવો)',
  'Coughing blood': 'ઉધરસમાં લોહી',
  'Breathlessness or high fever': 'શ્વાસ ચડવો કે ઊંચો તાવ',
  'Nasal allergy (allergic rhinitis)': 'નાકની એલર્જી (એલર્જિક રાઇનાઇટિસ)',
  'Avoid dust, pollen, pets or smoke that set it off; wash bedding weekly in hot water.':
    'જેનાથી તકલીફ શરૂ થાય એ ધૂળ, પરાગરજ, પાળેલાં પ્રાણીઓ કે ધુમાડાથી દૂર રહો; ચાદર-ઓશીકાનાં કવર દર અઠવાડિયે ગરમ પાણીમાં ધુઓ.',
  'Saline nose rinses can help.': 'ખારા પાણી (સલાઇન) થી નાક સાફ કરવાથી ફાયદો થઈ શકે.',
  'A pharmacist or doctor can advise on allergy medicines.':
    'ફાર્માસિસ્ટ (દવાવાળા) કે ડોક્ટર એલર્જીની દવા વિશે સલાહ આપી શકે.',
  'Wheezing or breathlessness (possible asthma)': 'શ્વાસમાં સિસોટી જેવો અવાજ કે શ્વાસ ચડવો (દમ હોઈ શકે)',
  'Symptoms disturbing sleep or work despite care': 'કાળજી રાખવા છતાં તકલીફથી ઊંઘ કે કામમાં ખલેલ પડે',
  'Sinus infection (sinusitis)': 'સાઇનસનો ચેપ (સાઇનસાઇટિસ)',
  'Steam inhalation and saline nose rinses.': 'નાસ (વરાળ) લો અને ખારા પાણી (સલાઇન) થી નાક સાફ કરો.',
  'Rest and drink fluids.': 'આરામ કરો અને પ્રવાહી પીઓ.',
  'Swelling or redness around the eyes': 'આંખોની આસપાસ સોજો કે લાલાશ',
  'Double vision or vision changes': 'બે-બે દેખાવું કે જોવામાં ફેરફાર',
  'Severe headache with stiff neck or confusion': 'ગરદન અકડાઈ જવા કે મૂંઝવણ સાથે ખૂબ માથું દુખવું',
  'Lasting more than 10 days': '10 દિવસથી વધારે ચાલે',
  'Heart attack': 'હાર્ટ એટેક',
  'Call 108 or 112 now. Sit down and rest while waiting; do not walk or drive yourself.':
    'હમણાં જ 108 કે 112 પર ફોન કરો. રાહ જુઓ ત્યાં સુધી બેસીને આરામ કરો; ચાલીને કે જાતે વાહન ચલાવીને ન જશો.',
  'If you are not allergic, chewing an aspirin may help — only if the ambulance or a doctor advises it.':
    'જો તમને એલર્જી ન હોય, તો એસ્પિરિનની ગોળી ચાવવાથી ફાયદો થઈ શકે — પણ ફક્ત એમ્બ્યુલન્સવાળા કે ડોક્ટર કહે તો જ.',
  'If the person collapses and is not breathing, start hands-only CPR (push hard and fast in the centre of the chest).':
    'જો વ્યક્તિ ઢળી પડે અને શ્વાસ ન લેતી હોય, તો ફક્ત હાથથી CPR શરૂ કરો (છાતીની વચ્ચે જોરથી અને ઝડપથી દબાવો).',
  'Chest pain or heaviness lasting more than a few minutes, especially with sweating, breathlessness or vomiting':
    'છાતીમાં દુખાવો કે ભાર થોડી મિનિટથી વધારે ચાલે, ખાસ કરીને પરસેવો, શ્વાસ ચડવો કે ઉલટી સાથે',
  'People with diabetes, women and elderly people may have only breathlessness, tiredness or upper belly discomfort':
    'ડાયાબિટીસવાળા લોકો, સ્ત્રીઓ અને વૃદ્ધોને ફક્ત શ્વાસ ચડવો, થાક કે પેટના ઉપરના ભાગમાં બેચેની જ થઈ શકે',
  'Angina (chest pain from narrowed heart arteries)':
    'એન્જાઇના (હૃદયની નળીઓ સાંકડી થવાથી છાતીમાં દુખાવો)',
  'Stop and rest when pain starts; see a doctor within a day if this is new.':
    'દુખાવો શરૂ થાય ત્યારે અટકી જાઓ અને આરામ કરો; આ નવું હોય તો એક દિવસની અંદર ડોક્ટરને બતાવો.',
  'Use any angina spray or tablet only as your doctor prescribed.':
    'એન્જાઇનાનો સ્પ્રે કે ગોળી ફક્ત ડોક્ટરે લખ્યા પ્રમાણે જ વાપરો.',
  'Stop smoking, control blood pressure, sugar and cholesterol, and walk daily once a doctor approves.':
    'સિગારેટ-બીડી છોડો, બીપી, સુગર અને કોલેસ્ટ્રોલ કાબૂમાં રાખો, અને ડોક્ટર હા પાડે પછી રોજ ચાલો.',
  'Pain at rest, or lasting more than 10 minutes — call 108':
    'આરામ કરતાં પણ દુખાવો, કે 10 મિનિટથી વધારે ચાલતો દુખાવો — 108 પર ફોન કરો',
  'Pain coming more often or with less effort': 'દુખાવો વારે વારે આવે કે ઓછી મહેનતે પણ આવે',
  'Heart failure': 'હાર્ટ ફેલ્યોર (હૃદય નબળું પડવું)',
  'See a doctor within a day if breathlessness or swelling is new or worse.':
    'શ્વાસ ચડવો કે સોજો નવો હોય કે વધી ગયો હોય તો એક દિવસની અંદર ડોક્ટરને બતાવો.',
  'Limit salt; follow the fluid advice your doctor gives.':
    'મીઠું ઓછું ખાઓ; પાણી-પ્રવાહી કેટલું પીવું તે ડોક્ટરની સલાહ મુજબ રાખો.',
  'Weigh yourself daily; a quick gain can mean fluid build-up.':
    'રોજ વજન કરો; વજન ઝડપથી વધે તો શરીરમાં પાણી ભરાતું હોઈ શકે.',
  'Breathless at rest or waking up gasping': 'આરામ કરતાં પણ શ્વાસ ચડવો કે હાંફતા હાંફતા ઊંઘમાંથી જાગી જવું',
  'Chest pain or fainting': 'છાતીમાં દુખાવો કે બેભાન થવું',
  'Weight gain of 2 kilos in a few days': 'થોડા દિવસમાં 2 કિલો વજન વધી જવું',
  'High blood pressure (hypertension)': 'હાઈ બીપી (ઊંચું બ્લડ પ્રેશર)',
  'Recheck after sitting quietly for 5 minutes; BP checks are free at government health centres.':
    '5 મિનિટ શાંતિથી બેઠા પછી ફરી માપો; સરકારી આરોગ્ય કેન્દ્રમાં બીપીની તપાસ મફત થાય છે.',
  'Cut down salt, pickles and papads; eat more vegetables and fruit.':
    'મીઠું, અથાણાં અને પાપડ ઓછાં કરો; શાકભાજી અને ફળ વધારે ખાઓ.',
  'Walk or exercise most days, stop smoking and limit alcohol.':
    'મોટા ભાગના દિવસોમાં ચાલો કે કસરત કરો, સિગારેટ-બીડી છોડો અને દારૂ ઓછો કરો.',
  'If you take BP medicines, do not stop them without your doctor.':
    'જો તમે બીપીની દવા લેતા હો, તો ડોક્ટરને પૂછ્યા વગર બંધ ન કરો.',
  'BP 180/120 or higher with chest pain, severe headache, confusion, vision loss or weakness — call 108':
    'બીપી 180/120 કે તેથી વધારે હોય અને સાથે છાતીમાં દુખાવો, ખૂબ માથું દુખવું, મૂંઝવણ, દેખાવાનું બંધ થવું કે નબળાઈ હોય — 108 પર ફોન કરો',
  'BP repeatedly 140/90 or higher — book a doctor visit':
    'બીપી વારે વારે 140/90 કે તેથી વધારે આવે — ડોક્ટરને બતાવવાનો સમય લો',
  'Irregular or fast heartbeat (arrhythmia)': 'અનિયમિત કે ઝડપી ધબકારા (એરિધમિયા)',
  'Sit down and breathe slowly; cut down on tea, coffee, energy drinks and alcohol.':
    'બેસી જાઓ અને ધીમે ધીમે શ્વાસ લો; ચા, કોફી, એનર્જી ડ્રિંક અને દારૂ ઓછાં કરો.',
  'See a doctor for an ECG, ideally while symptoms are present.':
    'ECG માટે ડોક્ટરને બતાવો, બને તો તકલીફ ચાલુ હોય ત્યારે જ.',
  'Palpitations with chest pain, fainting or breathlessness — call 108':
    'ધબકારા વધવા સાથે છાતીમાં દુખાવો, બેભાન થવું કે શ્વાસ ચડવો — 108 પર ફોન કરો',
  'Blood clot in the leg (DVT)': 'પગમાં લોહીની ગાંઠ (DVT)',
  'See a doctor today for a scan; do not massage the leg.':
    'સ્કેન માટે આજે જ ડોક્ટરને બતાવો; પગની માલિશ ન કરો.',
  'Sudden breathlessness, chest pain or coughing blood — a clot may have reached the lungs; call 108':
    'અચાનક શ્વાસ ચડવો, છાતીમાં દુખાવો કે ઉધરસમાં લોહી — લોહીની ગાંઠ ફેફસાં સુધી પહોંચી હોઈ શકે; 108 પર ફોન કરો',
  'Stomach infection (gastroenteritis)': 'પેટનો ચેપ (ગેસ્ટ્રોએન્ટરાઇટિસ, ઝાડા-ઉલટી)',
  'Drink ORS (oral rehydration solution) in small frequent sips after every loose motion; also water, coconut water, rice water, dal water, buttermilk.':
    'દરેક ઝાડા પછી ORS (ઓ.આર.એસ.નું પાણી) થોડું થોડું ઘૂંટડે ઘૂંટડે વારે વારે પીઓ; સાથે પાણી, નાળિયેર પાણી, ચોખાનું ઓસામણ, દાળનું પાણી, છાશ પણ પીઓ.',
  'Keep eating light food: khichdi, curd rice, banana, idli; keep breastfeeding babies.':
    'હળવું ખાવાનું ચાલુ રાખો: ખીચડી, દહીં-ભાત, કેળું, ઇડલી; ધાવણાં બાળકોને ધવડાવવાનું ચાલુ રાખો.',
  'Zinc for children with diarrhoea is given free with ORS at health centres — ask the health worker how to give it.':
    'ઝાડાવાળાં બાળકો માટે ઝીંકની ગોળી આરોગ્ય કેન્દ્રમાં ORS સાથે મફત મળે છે — તે કેવી રીતે આપવી તે આરોગ્ય કાર્યકરને પૂછો.',
  'Wash hands with soap after the toilet and before eating; drink boiled or filtered water.':
    'સંડાસ ગયા પછી અને જમતાં પહેલાં સાબુથી હાથ ધુઓ; ઉકાળેલું કે ગાળેલું (ફિલ્ટર) પાણી પીઓ.',
  'Signs of dehydration: very little urine, sunken eyes, very thirsty or unable to drink, dizziness':
    'શરીરમાં પાણી ઓછું થવાની નિશાનીઓ: પેશાબ ખૂબ ઓછો, આંખો ઊંડી ઊતરી જવી, ખૂબ તરસ લાગવી કે પી ન શકાય, ચક્કર',
  'Blood in stool, high fever or severe stomach pain': 'મળમાં લોહી, ઊંચો તાવ કે પેટમાં ખૂબ દુખાવો',
  'Vomiting everything for more than a few hours, or diarrhoea for more than 2 days in an adult':
    'થોડા કલાકોથી વધારે સમય બધું ઉલટીમાં નીકળી જાય, કે મોટી ઉંમરની વ્યક્તિને 2 દિવસથી વધારે ઝાડા',
  'A baby or child who is drowsy or not feeding': 'ઘેનમાં હોય કે ધાવતું/ખાતું ન હોય એવું બાળક',
  Dehydration: 'શરીરમાં પાણી ઓછું થવું (ડિહાઇડ્રેશન)',
  'Rest in a cool, shaded place.': 'ઠંડી, છાંયડાવાળી જગ્યાએ આરામ કરો.',
  'Keep sipping fluids even if vomiting — small sips every few minutes.':
    'ઉલટી થતી હોય તો પણ પ્રવાહી ઘૂંટડે ઘૂંટડે પીતા રહો — દર થોડી મિનિટે થોડા ઘૂંટડા.',
  'No urine for 8 hours (or no wet nappy for 6 hours in a baby)':
    '8 કલાક સુધી પેશાબ ન થવો (કે નાના બાળકનું ડાયપર/લંગોટ 6 કલાક સુધી ભીનું ન થવું)',
  'Confusion, fainting or a fast heartbeat': 'મૂંઝવણ, બેભાન થવું કે ઝડપી ધબકારા',
  'A child who is drowsy, floppy or cannot drink': 'ઘેનમાં હોય, ઢીલું પડી ગયું હોય કે પી ન શકે એવું બાળક',
  'Cholera / severe watery diarrhoea': 'કોલેરા / ખૂબ વધારે પાણી જેવા ઝાડા',
  'Go to a health centre today; severe cases need a drip.':
    'આજે જ આરોગ્ય કેન્દ્ર જાઓ; ગંભીર કેસમાં બાટલો (ડ્રિપ) ચડાવવો પડે છે.',
  'Very weak, drowsy or cannot drink': 'ખૂબ નબળાઈ, ઘેન કે પી ન શકાય',
  'Sunken eyes and no urine': 'આંખો ઊંડી ઊતરી જવી અને પેશાબ ન થવો',
  'Cold hands and feet': 'હાથ-પગ ઠંડા',
  'Dysentery (bloody diarrhoea)': 'મરડો (લોહીવાળા ઝાડા)',
  'See a doctor within a day; bloody diarrhoea may need treatment a doctor prescribes.':
    'એક દિવસની અંદર ડોક્ટરને બતાવો; લોહીવાળા ઝાડામાં ડોક્ટર લખી આપે તે સારવારની જરૂર પડી શકે.',
  'High fever or severe pain': 'ઊંચો તાવ કે ખૂબ દુખાવો',
  'Signs of dehydration': 'શરીરમાં પાણી ઓછું થવાની નિશાનીઓ',
  'Bloody diarrhoea in a child': 'બાળકને લોહીવાળા ઝાડા',
  'Food poisoning': 'ફૂડ પોઇઝનિંગ (ખોરાકની ઝેરી અસર)',
  'Rest and eat bland food once vomiting settles.':
    'આરામ કરો અને ઉલટી બંધ થાય પછી સાદું, મોળું ખાવાનું ખાઓ.',
  'Avoid street food, cut fruit left open, and leftovers kept out of the fridge.':
    'લારીનું ખાવાનું, ખુલ્લાં રાખેલાં કાપેલાં ફળ, અને ફ્રિજ બહાર રાખેલું વધેલું ખાવાનું ન ખાઓ.',
  'Blood in stool or vomit': 'મળમાં કે ઉલટીમાં લોહી',
  'Double vision, drooping eyelids or difficulty swallowing':
    'બે-બે દેખાવું, પાંપણ નીચે ઢળી પડવી કે ગળવામાં તકલીફ',
  'Worm infection': 'કૃમિ (કરમિયાં) નો ચેપ',
  'Deworming medicine is given free to children on National Deworming Day — ask a health worker or doctor.':
    'રાષ્ટ્રીય કૃમિનાશક દિવસે બાળકોને કૃમિની દવા મફત આપવામાં આવે છે — આરોગ્ય કાર્યકર કે ડોક્ટરને પૂછો.',
  'Wear footwear outdoors, trim nails and wash hands before eating.':
    'બહાર ચંપલ-બૂટ પહેરો, નખ કાપેલા રાખો અને જમતાં પહેલાં હાથ ધુઓ.',
  'Severe stomach pain with vomiting': 'ઉલટી સાથે પેટમાં ખૂબ દુખાવો',
  'Child looks pale or is not growing well': 'બાળક ફિક્કું દેખાય કે તેનો વિકાસ બરાબર ન થતો હોય',
  'Eat more fibre: whole grains, dal, vegetables, fruit such as papaya and guava.':
    'રેસાવાળો ખોરાક વધારે ખાઓ: આખાં અનાજ, દાળ, શાકભાજી, અને પપૈયું, જામફળ જેવાં ફળ.',
  'Drink more water and walk daily.': 'વધારે પાણી પીઓ અને રોજ ચાલો.',
  'Do not ignore the urge to go.': 'સંડાસ જવાની ઇચ્છા થાય તો તેને રોકો નહીં.',
  'Not passing stool or gas with vomiting and a swollen belly':
    'ઉલટી અને ફૂલેલા પેટ સાથે સંડાસ કે વાછૂટ (ગેસ) ન થવી',
  'Blood in stool or weight loss': 'મળમાં લોહી કે વજન ઘટવું',
  'New constipation after age 50 lasting weeks':
    '50 વર્ષની ઉંમર પછી નવી શરૂ થયેલી કબજિયાત જે અઠવાડિયાં સુધી ચાલે',
  'Irritable bowel syndrome (IBS)': 'ઇરિટેબલ બાઉલ સિન્ડ્રોમ (IBS, આંતરડાની સંવેદનશીલતા)',
  'Eat regular meals and note foods that trigger symptoms.':
    'નિયમિત સમયે જમો અને કયા ખોરાકથી તકલીફ વધે છે તે નોંધો.',
  'Exercise, manage stress and sleep well.': 'કસરત કરો, તણાવ (ટેન્શન) ઓછો કરો અને સારી ઊંઘ લો.',
  'Weight loss, blood in stool or fever': 'વજન ઘટવું, મળમાં લોહી કે તાવ',
  'Symptoms starting after age 50': '50 વર્ષની ઉંમર પછી શરૂ થયેલી તકલીફ',
  'Piles (haemorrhoids) or anal fissure': 'હરસ-મસા (પાઇલ્સ) કે ગુદામાં ચીરો (ફિશર)',
  'Prevent straining: fibre-rich food, plenty of water.':
    'સંડાસમાં જોર ન કરવું પડે તે માટે: રેસાવાળો ખોરાક, પુષ્કળ પાણી.',
  'Sit in a tub of warm water for relief.': 'રાહત માટે હૂંફાળા પાણીના ટબમાં બેસો.',
  'Keep the area clean and dry.': 'એ ભાગ ચોખ્ખો અને કોરો રાખો.',
  'Heavy bleeding or dark blood': 'વધારે લોહી પડવું કે ઘાટું (કાળાશ પડતું) લોહી',
  'Severe pain with a hard lump': 'સખત ગાંઠ સાથે ખૂબ દુખાવો',
  'Weight loss or a change in bowel habit': 'વજન ઘટવું કે સંડાસ જવાની ટેવમાં ફેરફાર',
  'Acidity and acid reflux (GERD)': 'એસિડિટી અને ખાટું પાણી ઉપર આવવું (GERD)',
  'Eat smaller meals and avoid lying down for 2 to 3 hours after eating.':
    'થોડું થોડું જમો અને જમ્યા પછી 2 થી 3 કલાક સુધી સૂઈ ન જાઓ.',
  'Cut down on fried, spicy and oily food, tea, coffee, alcohol and smoking.':
    'તળેલું, તીખું અને તેલવાળું ખાવાનું, ચા, કોફી, દારૂ અને સિગારેટ-બીડી ઓછાં કરો.',
  'Raise the head end of the bed; lose weight if overweight.':
    'પલંગનો માથા તરફનો ભાગ ઊંચો કરો; વજન વધારે હોય તો ઘટાડો.',
  'A pharmacist can advise on antacids for occasional use.':
    'ક્યારેક ક્યારેક લેવા માટે એન્ટાસિડ (એસિડિટીની દવા) વિશે ફાર્માસિસ્ટ (દવાવાળા) સલાહ આપી શકે.',
  'Chest pain with sweating, breathlessness or pain spreading to the arm or jaw — could be the heart; call 108':
    'છાતીમાં દુખાવા સાથે પરસેવો, શ્વાસ ચડવો, કે દુખાવો હાથ કે જડબા સુધી ફેલાવો — હૃદયની તકલીફ હોઈ શકે; 108 પર ફોન કરો',
  'Difficulty swallowing, weight loss, vomiting blood or black stools':
    'ગળવામાં તકલીફ, વજન ઘટવું, લોહીની ઉલટી કે કાળો મળ',
  'Gastritis or stomach ulcer': 'ગેસ્ટ્રાઇટિસ (હોજરીમાં સોજો) કે પેટમાં ચાંદું (અલ્સર)',
  'Avoid painkillers such as ibuprofen, diclofenac or aspirin unless a doctor says they are safe.':
    'ડોક્ટર સલામત કહે નહીં ત્યાં સુધી આઇબુપ્રોફેન, ડાયક્લોફેનાક કે એસ્પિરિન જેવી દુખાવાની દવાઓ ન લો.',
  'Avoid alcohol, smoking and very spicy food; eat regular meals.':
    'દારૂ, સિગારેટ-બીડી અને ખૂબ તીખું ખાવાનું ટાળો; નિયમિત સમયે જમો.',
  'Vomiting blood or black, tarry stools — go to hospital now':
    'લોહીની ઉલટી કે કાળો, ડામર જેવો મળ — હમણાં જ હોસ્પિટલ જાઓ',
  'Sudden severe stomach pain': 'અચાનક પેટમાં ખૂબ દુખાવો',
  'Bleeding in the stomach or gut': 'હોજરી કે આંતરડામાં લોહી નીકળવું',
  'Call 108 now; lie down with legs raised if dizzy. Do not eat or drink until seen.':
    'હમણાં જ 108 પર ફોન કરો; ચક્કર આવતા હોય તો પગ ઊંચા રાખીને સૂઈ જાઓ. ડોક્ટર તપાસે નહીં ત્યાં સુધી કંઈ ખાશો-પીશો નહીં.',
  'Any vomiting of blood or black stools with dizziness is an emergency':
    'ચક્કર સાથે લોહીની કોઈ પણ ઉલટી કે કાળો મળ ઇમરજન્સી છે',
  Appendicitis: 'એપેન્ડિસાઇટિસ (એપેન્ડિક્સનો સોજો)',
  'Go to a doctor or hospital within hours; do not eat or take painkillers or laxatives until examined.':
    'થોડા કલાકોમાં ડોક્ટર કે હોસ્પિટલે જાઓ; તપાસ ન થાય ત્યાં સુધી કંઈ ખાશો નહીં, અને દુખાવાની કે જુલાબની દવા ન લો.',
  'Pain suddenly spreading across the whole belly or getting much worse':
    'દુખાવો અચાનક આખા પેટમાં ફેલાઈ જાય કે ઘણો વધી જાય',
  'High fever, hard belly or repeated vomiting': 'ઊંચો તાવ, પેટ કડક થઈ જવું કે વારે વારે ઉલટી',
  'Gallstones / gallbladder pain': 'પિત્તાશયની પથરી / પિત્તાશયનો દુખાવો',
  'Eat smaller, low-fat meals.': 'થોડું થોડું અને ઓછી ચરબી (ઓછું તેલ-ઘી) વાળું જમો.',
  'See a doctor for an ultrasound if pain keeps returning after meals.':
    'જમ્યા પછી દુખાવો વારે વારે પાછો આવે તો સોનોગ્રાફી (અલ્ટ્રાસાઉન્ડ) માટે ડોક્ટરને બતાવો.',
  'Pain lasting more than 8 hours': '8 કલાકથી વધારે ચાલતો દુખાવો',
  'Fever with shivering, or yellow eyes — see a doctor today':
    'ધ્રુજારી સાથે તાવ, કે આંખો પીળી — આજે જ ડોક્ટરને બતાવો',
  'Acute pancreatitis': 'એક્યુટ પેન્ક્રિયાટાઇટિસ (સ્વાદુપિંડનો સોજો)',
  'Severe upper belly pain going through to the back with vomiting needs hospital now':
    'પેટના ઉપરના ભાગમાં પીઠ સુધી જતો ખૂબ દુખાવો અને સાથે ઉલટી હોય તો હમણાં જ હોસ્પિટલ જવું જરૂરી છે',
  'Liver damage (cirrhosis, often from alcohol)': 'લીવરને નુકસાન (સિરોસિસ, ઘણી વાર દારૂને કારણે)',
  'Stop alcohol completely; ask for help with de-addiction (Tele-MANAS 14416 can guide you).':
    'દારૂ સંપૂર્ણ બંધ કરો; વ્યસન છોડવા માટે મદદ માગો (Tele-MANAS (ટેલી-માનસ) 14416 માર્ગદર્શન આપી શકે).',
  'Take no herbal or other medicines without asking your doctor.':
    'ડોક્ટરને પૂછ્યા વગર કોઈ જડીબુટ્ટી/દેશી દવા કે બીજી દવા ન લો.',
  'Confusion or sleepiness': 'મૂંઝવણ કે ખૂબ ઊંઘ આવવી (ઘેન)',
  'Fever with a swollen, painful belly': 'ફૂલેલા, દુખતા પેટ સાથે તાવ',
  'Urine infection (UTI)': 'પેશાબનો ચેપ (UTI)',
  'Drink plenty of water so that urine is pale.': 'પુષ્કળ પાણી પીઓ જેથી પેશાબ આછા રંગનો આવે.',
  'See a doctor for a urine test; antibiotics, if needed, must be prescribed — do not take leftover ones.':
    'પેશાબની તપાસ માટે ડોક્ટરને બતાવો; એન્ટિબાયોટિક જરૂરી હોય તો ડોક્ટર જ લખી આપે — ઘરમાં પડેલી વધેલી દવાઓ ન લો.',
  'Do not hold urine for long; wipe front to back.':
    'પેશાબ લાંબો સમય રોકી ન રાખો; આગળથી પાછળ તરફ લૂછો.',
  'Fever with shivering, or pain in the side or back (kidney infection)':
    'ધ્રુજારી સાથે તાવ, કે પડખામાં કે પીઠમાં દુખાવો (કિડનીનો ચેપ)',
  'Symptoms in pregnancy, in a man, or in a child': 'ગર્ભાવસ્થામાં, પુરુષને કે બાળકને આ તકલીફ',
  'Kidney infection (pyelonephritis)': 'કિડનીનો ચેપ (પાયલોનેફ્રાઇટિસ)',
  'See a doctor today; kidney infections need prescribed antibiotics.':
    'આજે જ ડોક્ટરને બતાવો; કિડનીના ચેપમાં ડોક્ટર લખી આપે તે એન્ટિબાયોટિક જરૂરી છે.',
  'Drink plenty of fluids and rest.': 'પુષ્કળ પ્રવાહી પીઓ અને આરામ કરો.',
  'Confusion, very fast breathing or cold clammy skin (possible sepsis) — call 108':
    'મૂંઝવણ, ખૂબ ઝડપી શ્વાસ કે ઠંડી-ચીકણી ચામડી (લોહીમાં ચેપ/સેપ્સિસ હોઈ શકે) — 108 પર ફોન કરો',
  'Vomiting so that fluids do not stay down': 'એવી ઉલટી કે પાણી-પ્રવાહી પેટમાં ટકે નહીં',
  'Kidney stone (pathri)': 'કિડનીની પથરી',
};

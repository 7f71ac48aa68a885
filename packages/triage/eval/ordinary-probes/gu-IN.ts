import type { OrdinaryProbe } from '../ordinary-probes';

/** Ordinary probes, Gujarati: everyday health messages that are not emergencies. */
export const ORDINARY_PROBES_GU_IN: readonly OrdinaryProbe[] = [
  {
    level: 'urgent',
    text: 'દીકરો 11 વર્ષનો સાયકલ પરથી પડ્યો અને હાથના ભારે પડ્યો. કાંડું સૂજી ગયું છે અને હલાવતા બહુ દુખે છે. આંગળીઓ હલે છે અને ચામડી ફાટી નથી. હાડકું તૂટ્યું હોઈ શકે?',
  },
  { level: 'routine', text: 'roj savare chhink ni jhadi lagi jay ane naak bandh, ek varas thi' },
  {
    level: 'routine',
    text: 'મસાની તકલીફ છે. સંડાસ વખતે દુખાવો થાય અને ક્યારેક બે ત્રણ ટીપાં લોહી આવે. કબજિયાત પણ રહે છે. ઇસબગુલ લઉં છું પણ પૂરો ફરક નથી.',
  },
  {
    level: 'routine',
    text: 'pehli vaar pregnant chu, 3 mahina thaya, checkup kyare kyare karavu ane iron goli kyare chalu karvi?',
  },
  { level: 'routine', text: 'બાબાના સંડાસમાં સફેદ કૃમિ દેખાયા અને રાત્રે પાછળ ખંજવાળે છે' },
  {
    level: 'routine',
    text: 'લોહીના રિપોર્ટમાં Hb 8.9 આવ્યું છે. ઉંમર 29 વર્ષ, થાક લાગે છે અને મોઢું ફિક્કું લાગે છે. માસિક થોડું વધારે આવે છે. આયર્નની ગોળી જાતે ચાલુ કરું કે પહેલા ડોક્ટરને બતાવું?',
  },
  {
    level: 'routine',
    text: 'dada nu bp 150/96 aave che 3 divas thi, goli roj le che, mathu thodu bhare',
  },
  {
    level: 'urgent',
    text: 'કાચથી પગમાં ઊંડો કાપો પડ્યો, કપડું દબાવીને લોહી બંધ થયું પણ ઘા ખુલ્લો છે, ટાંકા લેવા પડશે?',
  },
  { level: 'routine', text: 'nanaji ne ochhu sambhlay che ane kaan ma sisoti vagya kare' },
  { level: 'routine', text: 'આંખ લાલ છે ચીપડા આવે સવારે ચોંટી જાય, જોવામાં વાંધો નથી' },
  { level: 'urgent', text: 'સાથળ પર મોટું ગૂમડું પાક્યું લાલ અને ગરમ સાથે તાવ પણ આવ્યો' },
  {
    level: 'self_care',
    text: 'baba na daant aave che, 8 mahinano che, chidiyo rahe ane laar bahu pade',
  },
  { level: 'routine', text: 'kaan ma 4 divas thi halko dukhavo ane andar khanjval, tav nathi' },
  { level: 'self_care', text: 'મોઢા પર ખીલ બહુ થાય છે 18 વર્ષનો છું શું લગાવું' },
  { level: 'self_care', text: 'edi ma chira padi gaya che, shiyala ma vadhare thay' },
  { level: 'self_care', text: 'sardi ma paracetamol ane cetirizine sathe lai sakay?' },
  { level: 'self_care', text: 'વજન ઉતારવા સવારે નાસ્તામાં શું ખાવું? થેપલા વગર ચાલતું નથી 😅' },
  { level: 'self_care', text: 'મધમાખી કરડી હાથ પર, થોડો સોજો અને દુખાવો છે, બીજી કોઈ તકલીફ નથી' },
  { level: 'routine', text: 'સવારે ઊઠીને પહેલું પગલું મૂકતા એડીમાં સણકો આવે' },
  { level: 'self_care', text: 'dikri na matha ma ju padi gai che school mathi, kai dava?' },
  { level: 'routine', text: 'નાનીને ઝાંખું દેખાય આંખમાં સફેદ જેવું લાગે, મોતિયો હશે?' },
  { level: 'self_care', text: 'મોઢામાં ચાંદું પડ્યું છે ખાતી વખતે બળે છે' },
  {
    level: 'self_care',
    text: 'khetar ma tadke kaam karyu, mathu bhare ane thak lage, peshab pilo aave, pani ochhu pivayu tu',
  },
  {
    level: 'routine',
    text: 'મમ્મીની ઉંમર 56 વર્ષ છે. ગયા અઠવાડિયે ભૂખ્યા પેટે સુગર 138 અને જમ્યા પછી 205 આવી. હજી કોઈ દવા નથી લેતા અને કોઈ તકલીફ નથી. હવે દવા શરૂ કરવી પડશે?',
  },
  { level: 'urgent', text: 'ગલૂડિયાએ હાથ પર નખ માર્યો થોડું લોહી નીકળ્યું ઇન્જેક્શન લેવું પડે?' },
  { level: 'self_care', text: 'ભજીયા ખાધા પછી પેટમાં બળતરા અને ખાટા ઓડકાર આવે છે' },
  {
    level: 'routine',
    text: 'TSH report 9 aavyo, thak lage ane vajan vadhe che. dava chalu karvi padshe?',
  },
  { level: 'urgent', text: 'દાઢમાં દુખાવો હતો હવે ગાલ સૂજી ગયો અને હળવો તાવ' },
  { level: 'self_care', text: 'raate pindi ma gotlo chadi jay che, 1-2 minute bahu dukhe' },
  {
    level: 'urgent',
    text: 'khetar ma kaam karta aankh ma kaik padyu, lal che ane bahu khunche che, pani thi dhoi',
  },
  {
    level: 'self_care',
    text: 'મારી દીકરી 3 વર્ષની છે, આજે સવારથી 100 તાવ છે. પણ રમે છે, ખાધું પણ છે અને પાણી પીવે છે. નાક થોડું વહે છે. ખાલી પેરાસિટામોલ આપી દઉં?',
  },
  { level: 'urgent', text: 'સવારથી 8-10 વાર પાતળા ઝાડા થઈ ગયા નબળાઈ બહુ પેશાબ ઓછો આવ્યો મોઢું સુકાય' },
  {
    level: 'self_care',
    text: 'ગયા મહિને મારા બા ગુજરી ગયા. ત્યારથી મન ઉદાસ રહે છે અને ક્યારેક રડવું આવી જાય. ખાવાપીવાનું અને કામ ચાલે છે, ઊંઘ પણ બરાબર છે. આ સામાન્ય છે?',
  },
  {
    level: 'self_care',
    text: 'હું 20 વર્ષની છું. માસિકના પહેલા બે દિવસ પેડુમાં ખૂબ ચૂંક આવે છે. માસિક સમયસર આવે છે અને લોહી પણ સામાન્ય જેટલું જ. ગરમ પાણીની થેલીથી થોડી રાહત મળે છે. બીજું શું કરી શકાય?',
  },
  { level: 'routine', text: 'ગળા પર નાના નાના મસા નીકળ્યા છે, કઢાવવા પડશે?' },
  { level: 'routine', text: 'ઘરમાં બધાને રાત્રે ખંજવાળ આવે આંગળીઓ વચ્ચે ફોલ્લી છે છોકરાઓને પણ' },
  { level: 'routine', text: 'jangh ma daraj thai gai che gol gol, cream lagavi pan faltu jay che' },
  {
    level: 'routine',
    text: 'ઓફિસના કામનું બહુ દબાણ છે. બે મહિનાથી મન ઉદાસ રહે છે, કશામાં રસ નથી પડતો. ઘરના સાથે બરાબર છું અને પોતાને નુકસાન કરવાનો કોઈ વિચાર નથી. કોની સાથે વાત કરું?',
  },
  {
    level: 'urgent',
    text: 'dikri 5 varas ni, 3 divas thi tav 103 sudhi jay che. dava thi utre ane pachhi rame pan che ane pani pive che. pan trija divse pan tav tutyo nathi, aaje doctor pase jaiye?',
  },
  {
    level: 'routine',
    text: 'maro dikro 3 varas no che, chhela 2 mahina thi jamvanu bahu ochhu kare che. rame che barabar, tav nathi, pan vajan vadhtu nathi. doctor ne kyare batavvu, koi takat ni dava?',
  },
  {
    level: 'routine',
    text: 'મારા બા 71 વર્ષના છે. છેલ્લા થોડા અઠવાડિયાથી નબળાઈ લાગે છે અને ભૂખ ઓછી લાગે છે. તાવ નથી, હરે ફરે છે, ખાલી જલદી થાકી જાય છે. કયા રિપોર્ટ કરાવીએ?',
  },
  { level: 'self_care', text: 'આખો દિવસ કોમ્પ્યુટર પર કામ કરું એટલે સાંજે માથું દુખે' },
  {
    level: 'self_care',
    text: 'ગરમીમાં છોકરાને નસકોરી ફૂટી, 5 મિનિટ નાક દબાવ્યું ને બંધ થઈ ગઈ. હવે બરાબર છે',
  },
  {
    level: 'urgent',
    text: 'vaada ma katayelo khilo pag ma ghusi gayo, dhanur nu injection 6 varas pehla lidhu hatu',
  },
  {
    level: 'urgent',
    text: '4 દિવસથી આંખ અને પેશાબ પીળા છે. ભૂખ નથી લાગતી અને ઉબકા આવે છે. તાવ હળવો હતો. કમળો હશે?',
  },
  { level: 'routine', text: 'પેશાબમાં હળવી બળતરા 2 દિવસથી, તાવ નથી, પાણી વધાર્યું છે' },
  { level: 'self_care', text: 'કાલે ઇન્ટરવ્યૂ છે ગભરામણ થાય છે હાથમાં પરસેવો વળે કેવી રીતે શાંત રહું' },
  {
    level: 'self_care',
    text: 'biju mahinu che pregnancy nu, savare uthta j ubka ave ane ek vaar ulti thay, pachi divas saro jay. aa normal che?',
  },
  {
    level: 'urgent',
    text: 'ગઈકાલ રાતથી જમણી બાજુ કમરથી નીચે તરફ જતો તીવ્ર દુખાવો ઊપડે અને બેસી જાય. પહેલા પણ પથરી નીકળી હતી. પેશાબ થોડો લાલાશ પડતો આવ્યો. દુખાવાની ગોળીથી થોડો ફરક છે.',
  },
  { level: 'self_care', text: 'નાના બાબાને શરદી સાથે ઉધરસ છે પણ રમતો રહે છે ને દૂધ પીવે છે' },
  {
    level: 'routine',
    text: 'વારંવાર પગ પર ગૂમડાં થાય છે, આ વર્ષે ત્રીજી વાર થયું. જાતે ફૂટીને મટી જાય છે, તાવ નથી આવતો. ડાયાબિટીસ ચેક કરાવું?',
  },
  {
    level: 'urgent',
    text: 'એકાંતરે દિવસે ધ્રુજારી સાથે તાવ ચડે છે અને પછી પરસેવો વળીને ઉતરી જાય. એક અઠવાડિયું થયું. અમારા વિસ્તારમાં મચ્છર બહુ છે. મેલેરિયા તો નહીં હોય?',
  },
  {
    level: 'self_care',
    text: 'હું 52 વર્ષની છું. દાદર ચડતી વખતે ઘૂંટણમાં હળવો દુખાવો થાય છે, સોજો નથી. સપાટ જમીન પર ચાલવામાં કોઈ વાંધો નથી. કઈ કસરત કરું?',
  },
  {
    level: 'self_care',
    text: 'દાદર ઉતરતા પગ મચકોડાઈ ગયો. ચાલી શકાય છે, હળવો સોજો અને દુખાવો છે. બરફ લગાવું કે ગરમ શેક કરું?',
  },
  {
    level: 'self_care',
    text: 'board exam ne 15 divas baki che, vanchelu yaad nathi rahetu, bahu tension thay che ane ungh pan ochhi',
  },
  { level: 'routine', text: 'ghar na kahe hu bahu naskora bolavu chu, divase ungh aavya kare' },
  { level: 'routine', text: 'raate haath ma khali chade ane aangli sunn thai jay' },
  {
    level: 'urgent',
    text: 'kal raat thi je khau e ulti thai jay, pani pan nathi takatu, 6-7 ulti thai',
  },
  {
    level: 'routine',
    text: 'હું 23 વર્ષની છું. માસિક 2-3 મહિને આવે છે, વજન વધે છે અને હડપચી પર વાળ આવે છે. બહેનપણી કહે PCOD હશે. કયા ડોક્ટર પાસે જાઉં અને કયા રિપોર્ટ?',
  },
  {
    level: 'self_care',
    text: 'બે દિવસથી શરદી છે, નાક વહે છે અને છીંકો આવે છે. ઉંમર 29 વર્ષ, તાવ નથી અને ગળું પણ બરાબર છે. નાસ લીધો તો થોડું સારું લાગ્યું. બીજું શું કરું?',
  },
  { level: 'self_care', text: 'mobile vadhare jovathi aankh ma baltara ane bhaar lage sanje' },
  {
    level: 'urgent',
    text: 'sheri na kutra e pag par bachku bharyu, daant na nishan ane thodu lohi. injection kya levanu?',
  },
  {
    level: 'routine',
    text: 'mari umar 47 varas che, 3 athvadiya thi udhras jati nathi. sanje halko tav pan aave ane vajan thodu ghatyu hoy evu lage. amara gaam ma ek bhai ne TB thayo hato. test kya karavu?',
  },
  {
    level: 'self_care',
    text: 'મારા પપ્પા 64 વર્ષના છે, BPની ગોળી લે છે અને BP 130/80 આસપાસ રહે છે. હવે સવારે ચાલવાનું શરૂ કરવું છે. કેટલું ચાલવું બરાબર અને મીઠું કેટલું ઓછું કરવું?',
  },
  { level: 'self_care', text: 'tavi par aangli dajhi gai, thodi lal che, follo nathi padyo' },
  { level: 'routine', text: 'બાના ઘૂંટણ સૂજેલા રહે સવારે જકડાઈ જાય 2 મહિનાથી' },
  {
    level: 'routine',
    text: 'એક અઠવાડિયાથી સફેદ પાણી પડે છે અને નીચે ખંજવાળ પણ આવે છે. દહીં જેવું જાડું છે. તાવ કે પેટમાં દુખાવો નથી. લેડી ડોક્ટરને બતાવવું પડશે?',
  },
  { level: 'urgent', text: 'પગ ખરાબ રીતે મચકોડાયો ખૂબ સૂજી ગયો પગ જમીન પર મુકાતો નથી' },
  {
    level: 'self_care',
    text: 'મારી ઉંમર 34 વર્ષ છે. ગઈકાલ રાતથી 3 વાર પાતળા ઝાડા થયા, કદાચ બહારની પાણીપુરી ખાધી હતી. ORS પીઉં છું અને પેશાબ બરાબર આવે છે. ઝાડામાં લોહી નથી અને તાવ પણ નથી. ખાવામાં શું લઉં?',
  },
  { level: 'self_care', text: 'હેડકી બંધ નથી થતી 10 મિનિટથી' },
  {
    level: 'urgent',
    text: 'ચા નું ઉકળતું પાણી હાથ પર પડી ગયું. હથેળી જેટલી જગ્યાએ ફોલ્લા થયા છે. 20 મિનિટ ઠંડું પાણી રેડ્યું. દુખાવો બહુ છે.',
  },
  { level: 'self_care', text: '3 divas thi pet saaf nathi thatu, kabajiyat che, shu lau?' },
  {
    level: 'self_care',
    text: 'kal anaj ni guni uchki ti, kamar ma halko dukhavo che. chalay che barabar, pag ma jhanjhanati nathi',
  },
  {
    level: 'self_care',
    text: 'શાક સમારતા આંગળી પર નાનો કાપો પડ્યો. દબાવ્યું તો લોહી બંધ થઈ ગયું, કાપો ઊંડો નથી. ધનુરનું ઇન્જેક્શન ગયા વર્ષે લીધું હતું. ખાલી સાફ કરીને પાટો બાંધું?',
  },
  { level: 'routine', text: 'વિટામિન ડી 11 આવ્યું, કઈ દવા અને કેટલા દિવસ?' },
  {
    level: 'self_care',
    text: 'gala ma kharash che kal thi, garam pani ma mithu nakhi ne kogla karu chu, biju shu karu?',
  },
  {
    level: 'self_care',
    text: 'machchhar bahu karde che chhokra ne, lal dhaam ane khanjval, shu lagavu',
  },
  {
    level: 'urgent',
    text: 'મારી દીકરી 6 વર્ષની છે, રાતથી કાનના દુખાવાથી રડે છે. તાવ 101 છે. બે દિવસ પહેલા શરદી હતી. પાણી પીવે છે અને બરાબર વાત કરે છે.',
  },
  {
    level: 'routine',
    text: 'બાપુજી 76 વર્ષના છે વસ્તુ મૂકીને ભૂલી જાય અને એક જ વાત વારંવાર પૂછે છે થોડા મહિનાથી',
  },
  {
    level: 'urgent',
    text: '4 divas thi tav ane sharir ma bahu dukhavo, society ma dengue chale che. kale test karavyo platelet 1 lakh 15 hajar aavya. kyay lohi nathi padyu, pet ma dukhavo nathi, pani ane juice piu chu. aaje doctor ne batavu?',
  },
  {
    level: 'self_care',
    text: 'દીકરાને લગ્નમાં જમ્યા પછી એક વાર ઉલટી થઈ હવે રમે છે પાણી પણ પીવે છે ચિંતા જેવું તો નથી ને',
  },
  { level: 'routine', text: 'હાથની ચામડી સૂકી થઈને ફાટે અને ખંજવાળ આવે, વાસણ ધોવાથી વધે' },
  { level: 'self_care', text: 'માથામાં ખોડો બહુ છે ખંજવાળ આવે શેમ્પૂ કયું વાપરું' },
  { level: 'self_care', text: 'રાતે ઊંઘ નથી આવતી 2 વાગ્યા સુધી પડખા ફેરવું છું મોબાઇલ પણ જોઉં છું કોઈ ઉપાય' },
  {
    level: 'self_care',
    text: 'સાતમો મહિનો ચાલે છે. રાત્રે જમ્યા પછી ખાટા ઓડકાર અને ગળા સુધી બળતરા થાય છે. બાળક બરાબર ફરકે છે અને બીજી કોઈ તકલીફ નથી. શું કરું?',
  },
  { level: 'urgent', text: 'મોટા ભાઈને 27 વર્ષે અછબડા નીકળ્યા, દાણા અને તાવ 101' },
  { level: 'self_care', text: 'ગરમીમાં પીઠ પર અળાઈ નીકળી છે, બહુ ચટકા ભરે છે' },
  { level: 'urgent', text: 'gadu bahu kharab, 102 tav, gadva ma taklif, kakda par safed daag' },
  {
    level: 'urgent',
    text: '5 divs thi tav, widal test positiv aavyo, bhukh nathi lagti, shu karu',
  },
  {
    level: 'urgent',
    text: 'peshab ma baltara ane sathe dhrujari valo tav 101, kamar ni ek baju dukhe',
  },
  { level: 'routine', text: 'cholesterol report ma LDL 168 aavyu, umar 42, shu karvu?' },
  {
    level: 'urgent',
    text: 'sugar check kari 355 aavi, goli lau chu, taras bahu lage, baki saru che',
  },
  { level: 'self_care', text: 'પેટ ફૂલેલું રહે ગેસ થાય જમ્યા પછી' },
  {
    level: 'self_care',
    text: 'શરદી તો મટી ગઈ પણ 5 દિવસથી સૂકી ઉધરસ રહી ગઈ છે, ખાસ કરીને રાત્રે. તાવ નથી અને શ્વાસ બરાબર છે. મધ આદુ લઉં છું. આપમેળે મટી જશે?',
  },
  {
    level: 'urgent',
    text: 'ત્રણ દિવસથી 102-103 તાવ છે, પેરાસિટામોલથી ઉતરે ને પાછો ચડી જાય. શરીર તૂટે છે. ઉધરસ કે ઝાડા નથી. ઉંમર 36 વર્ષ.',
  },
  { level: 'routine', text: 'મહિનાઓથી એસિડિટી રહે ગોળી લઉં તો સારું નહીં તો પાછું એ જ' },
  { level: 'urgent', text: 'પથરીનો દુખાવો પાછો ચાલુ થયો એક વાર ઉલટી પણ થઈ' },
  { level: 'routine', text: 'વાળ બહુ ખરે છે ઓળતી વખતે ગુચ્છા આવે' },
  { level: 'routine', text: 'પપ્પાને રાત્રે 3-4 વાર પેશાબ માટે ઊઠવું પડે, ધાર પણ ધીમી, 66 વર્ષ' },
  { level: 'routine', text: '6 મહિનામાં 7 કિલો વજન વધી ગયું, ખાવાનું એટલું જ છે, કયા ટેસ્ટ કરાવું?' },
  {
    level: 'self_care',
    text: 'મારી દીકરી 6 વર્ષની છે, ગઈકાલ રાતથી 100 ડિગ્રી તાવ છે. પેરાસિટામોલ આપી તો તાવ ઉતરી ગયો અને હવે રમે છે, ખાય પણ છે. ઉલટી નથી, ઝાડા નથી, શ્વાસમાં કોઈ તકલીફ નથી. ઘરે શું ધ્યાન રાખવું?',
  },
  { level: 'self_care', text: 'શરદી અને છીંક બે દિવસથી, નાક વહે છે. તાવ નથી.' },
  {
    level: 'self_care',
    text: 'mane 3 divas thi gala ma kharash che, garam pani na kogla karu chu. tav nathi, khavama taklif nathi. biju kai karvu joie?',
  },
  {
    level: 'self_care',
    text: 'રાત્રે જમ્યા પછી ગળામાં ખાટું પાણી આવે છે અને પેટમાં બળતરા થાય છે ચા વધારે પીવું છું અને મોડું જમું છું શું કરવું',
  },
  {
    level: 'self_care',
    text: 'constipation 4 divas thi, pet saaf nathi thatu. pani ochhu pivu chu. koi gharelu upay?',
  },
  {
    level: 'self_care',
    text: 'હું 45 વર્ષનો છું, ઓફિસમાં આખો દિવસ બેસીને કામ કરું છું. છેલ્લા એક અઠવાડિયાથી કમરના નીચેના ભાગમાં દુખાવો છે, ખાસ કરીને સવારે ઉઠું ત્યારે. પગમાં ખાલી ચડતી નથી, પેશાબમાં કોઈ તકલીફ નથી. ગરમ શેક કર્યો તો થોડો ફરક છે.',
  },
  {
    level: 'self_care',
    text: 'Mari umar 22 che, exam ne 10 divas baki che ane ratre ungh nathi aavti. Man ma bahu tension rahe che ke marks nahi aave. Khavanu barabar khau chu, koi bimari nathi. Shu karu to ungh saari aave?',
  },
  { level: 'self_care', text: 'દીકરાના માથામાં જૂ પડી ગઈ છે, સ્કૂલમાંથી લાવ્યો લાગે છે. શું લગાવું?' },
  {
    level: 'self_care',
    text: 'મધમાખી કરડી હાથ પર, ત્યાં થોડું સોજી ગયું છે અને બળે છે. ડંખ કાઢી નાખ્યો. બીજે ક્યાંય સોજો નથી, શ્વાસ બરાબર છે, શરીર પર ચકામા નથી. બરફ ઘસું તો ચાલે?',
  },
  {
    level: 'self_care',
    text: 'nani cut lagi shaak kapta aangli ma, lohi band thai gayu. dettol lagavu ke?',
  },
  {
    level: 'self_care',
    text: 'મારી મમ્મી 68 વર્ષની છે, બીપીની દવા રોજ લે છે. આજે સવારે ઘરના મશીનમાં બીપી 138/86 આવ્યું. તેમને માથું દુખતું નથી, ચક્કર નથી, બધું સામાન્ય છે. શું આ બરાબર છે કે ચિંતા કરવી?',
  },
  {
    level: 'self_care',
    text: 'આજે સવારથી 3 વાર ઝાડા થયા, કાલે બહારનું પાણીપુરી ખાધું હતું. તાવ નથી, ઝાડામાં લોહી નથી, પેશાબ બરાબર આવે છે. ORS અને છાશ પીઉં છું. હજુ કંઈ કરવું પડે?',
  },
  {
    level: 'self_care',
    text: 'pregnancy no bijo mahino che, savare ulti jevu thay che. doctor e kahyu normal che. khavama shu dhyan rakhvu?',
  },
  {
    level: 'self_care',
    text: 'દીકરાને ઉધરસ છે 3 દિવસથી\nતાવ નથી, રમે છે, ખાય છે. એ 5 વર્ષનો છે, મધ આપી શકાય?',
  },
  {
    level: 'self_care',
    text: 'હું 30 વર્ષની છું, માસિક આવે ત્યારે પહેલા બે દિવસ પેટમાં દુખાવો બહુ થાય છે. દર મહિને તારીખ બરાબર આવે છે અને બ્લીડિંગ નોર્મલ છે. ગરમ પાણીની થેલીથી થોડી રાહત મળે છે. બીજું શું કરી શકાય?',
  },
  {
    level: 'self_care',
    text: 'પગમાં મચકોડ આવી ગઈ દાદર ઉતરતા. થોડો સોજો છે પણ ચાલી શકાય છે, વજન મૂકી શકું છું.',
  },
  {
    level: 'self_care',
    text: 'ankh lal che ek baju, savare chipda thi chonti jay che. drishti barabar che, dukhavo nathi, prakash thi taklif nathi. school ma ghana ne che.',
  },
  {
    level: 'self_care',
    text: 'વજન ઓછું કરવું છે મારું વજન 82 કિલો છે હાઇટ 5 ફૂટ 4 ઇંચ ડાયેટ પ્લાન શું રાખવો કોઈ બીમારી નથી દવા પણ નથી લેતી',
  },
  {
    level: 'self_care',
    text: 'મારા પપ્પાને ડાયાબિટીસ છે, 62 વર્ષના છે. આજે સવારે ખાલી પેટે સુગર 128 આવી, ગોળીઓ નિયમિત લે છે. કોઈ તકલીફ નથી, થાક પણ નથી. આ રીડિંગ બરાબર છે ને?',
  },
  {
    level: 'self_care',
    text: 'hath par khanjval che ane nana lal dana thaya che, navo sabu vaparyo hato 2 divas pehla. tav nathi, biji jagya e nathi.',
  },
  { level: 'self_care', text: 'મોઢામાં ચાંદા પડ્યા છે, તીખું ખાઉં તો બળે છે.' },
  {
    level: 'self_care',
    text: 'Maro dikro 3 varsh no che ane chhela 4 divas thi barabar jamto nathi. Tav nathi, ulti nathi, jhada nathi, rame che ane dudh pive che. Pesab barabar kare che. Shu aa chinta karva jevu che?',
  },
  {
    level: 'self_care',
    text: 'ગરમીમાં પીઠ અને ગળા પર અળાઈ થઈ ગઈ છે, ખંજવાળ આવે છે. બાળક 2 વર્ષનું છે, બાકી મજામાં છે.',
  },
  {
    level: 'self_care',
    text: 'મારા પિતાજી ગુજરી ગયા એને એક મહિનો થયો. ત્યારથી મન ઉદાસ રહે છે, ક્યારેક રડવું આવે છે. હું નોકરી પર જાઉં છું, ઘર સંભાળું છું, ખાવાનું બરાબર ખાઉં છું. કોઈ ખરાબ વિચાર નથી આવતા, બસ મન ભારે રહે છે. આ સામાન્ય છે?',
  },
  {
    level: 'self_care',
    text: 'ulti thai ek var savare, have saru che. pani pivay che, khavanu pan lidhu. kai levu pade?',
  },
  { level: 'self_care', text: 'ડૉક્ટરે આયર્નની ગોળી આપી છે, ખાલી પેટે લેવી કે જમ્યા પછી? ચા સાથે લેવાય?' },
  {
    level: 'self_care',
    text: 'kaan ma mel bharai gayo lage che, saambhalvama thodu bandh lage. dukhavo nathi, pani nathi nikalatu. earbud thi saaf karu?',
  },
  {
    level: 'self_care',
    text: 'ઢીંચણમાં દુખાવો છે સીડી ચઢતા\nઉંમર 55, વજન થોડું વધારે છે. સોજો નથી, લાલાશ નથી, ચાલી શકું છું. કઈ કસરત કરું અને શું ટાળું?',
  },
  { level: 'self_care', text: 'હોઠ ફાટી ગયા છે ઠંડીમાં, શું લગાવું' },
  {
    level: 'self_care',
    text: 'Mane 2 divas thi naak band che ane mathu bharay che, khas kari ne savare. Tav 99 jetlo hato kale, aaje nathi. Steam lau chu din ma be var. Gala ma thodu dukhe che pan khavay che. Aa sinus che ke sadi sardi?',
  },
  {
    level: 'self_care',
    text: 'હું રોજ તડકામાં ચણતરનું કામ કરું છું, ઉનાળામાં કેટલું પાણી પીવું જોઈએ? સાંજે માથું ભારે લાગે છે પણ આરામ કરું તો સારું થઈ જાય.',
  },
  {
    level: 'self_care',
    text: 'હું બાંધકામનું કામ કરું છું, 38 વર્ષનો છું. આખો દિવસ વજન ઉપાડવાથી ખભામાં દુખાવો રહે છે, રાત્રે આરામ કરું તો સવારે સારું લાગે. હાથ બરાબર ઉપર જાય છે, ખાલી નથી ચડતી, પડ્યો નથી. બામ લગાવું છું, બીજું શું કરું?',
  },
  {
    level: 'self_care',
    text: 'baby 8 mahina nu che, daant aavta hoy em lage che, laad bahu pade che ane chidiyu thay che. tav nathi, dudh barabar pive che.',
  },
  { level: 'self_care', text: 'ગેસ બહુ થાય છે, સાંજ પડે પેટ ફૂલી જાય છે. કઠોળ વધારે ખાઉં છું.' },
  {
    level: 'self_care',
    text: 'Papa ni BP ni goli amlodipine che, te savare levani ke ratre? 66 varsh na che, BP control ma che.',
  },
  {
    level: 'self_care',
    text: 'મારી દીકરી 14 વર્ષની છે, તેના ચહેરા પર ખીલ થાય છે છેલ્લા ત્રણ મહિનાથી. એ દિવસમાં ઘણી વાર ચહેરો ધોવે છે અને ખીલ ફોડે છે. તાવ કે બીજી કોઈ તકલીફ નથી, માસિક નિયમિત છે. શું લગાવવું સારું?',
  },
  { level: 'self_care', text: 'હેડકી આવે છે અડધા કલાકથી બંધ નથી થતી, પાણી પીધું' },
  { level: 'self_care', text: 'dandruff bahu che, maathu khanjvale che. kayo shampoo vaparvo?' },
  {
    level: 'self_care',
    text: 'મમ્મીને રાત્રે પગની પિંડીમાં ગોટલા ચડે છે\nઉંમર 60, દિવસે બરાબર ચાલે છે, પગમાં સોજો કે લાલાશ નથી. પાણી ઓછું પીવે છે. શું કરવું?',
  },
  {
    level: 'self_care',
    text: 'Mara dada 75 varsh na che, savare chalva jay che ane badhu kaam jate kare che. Hamna thodi kabjiyat rahe che ane bhukh thodi ochhi che, pan vajan ghatyu nathi, pet ma dukhavo nathi. Khorak ma shu badlavu?',
  },
  {
    level: 'routine',
    text: 'મને 3 અઠવાડિયાથી ઉધરસ છે, સૂકી છે, રાત્રે વધે છે. તાવ નથી, ગળફામાં લોહી નથી, વજન ઘટ્યું નથી, શ્વાસ ચઢતો નથી. સિરપ લીધી પણ ફરક નથી. હું 41 વર્ષનો છું અને પહેલા બીડી પીતો હતો, ટીબી તો નહિ હોય ને?',
  },
  {
    level: 'routine',
    text: 'Mari umar 26 che, period 2-3 mahine ek var aave che chhela ek varsh thi. Vajan 8 kilo vadhi gayu che ane chehra par val vadhya che. Pet ma dukhavo nathi. Koi e kahyu PCOD hoy, kaya doctor ne batavu ane kaya test?',
  },
  {
    level: 'routine',
    text: 'સફેદ પાણી પડે છે એક અઠવાડિયાથી, થોડી વાસ આવે છે અને ખંજવાળ છે. તાવ નથી, પેટમાં દુખાવો નથી.',
  },
  {
    level: 'routine',
    text: 'મારી ઉંમર 35 છે, હંમેશા થાક લાગે છે, વાળ ખરે છે અને ઠંડી વધારે લાગે છે. છેલ્લા 2 મહિનામાં વજન 4 કિલો વધ્યું. બીજી કોઈ તકલીફ નથી. થાઈરોઈડ હોઈ શકે? કયો ટેસ્ટ કરાવું?',
  },
  {
    level: 'routine',
    text: 'hemoglobin 9.2 aavyu report ma, hu 24 varsh ni chu. thak lage che pan baki badhu theek che, period normal che. shu khavu ane goli levi pade?',
  },
  {
    level: 'routine',
    text: 'જાંઘમાં ગોળ ગોળ લાલ ચકામા છે, ખંજવાળ બહુ આવે છે. એક મહિનાથી છે, દુકાનની ક્રીમ લગાવી તો થોડા દિવસ સારું પછી પાછું ફેલાય છે.',
  },
  {
    level: 'routine',
    text: 'ghar ma badha ne ratre khanjval aave che aangliyo vacche\nbaalko ne pan che, 2 athvadiya thi. scabies hashe? badha e dava levi pade?',
  },
  {
    level: 'routine',
    text: 'મારા પપ્પા 70 વર્ષના છે, થોડા મહિનાથી વાત ભૂલી જાય છે, એક જ સવાલ બે ત્રણ વાર પૂછે છે. જમે છે, ચાલે છે, પોતાનું કામ જાતે કરે છે. અચાનક કંઈ બદલાયું નથી, ધીમે ધીમે થયું છે. કયા ડૉક્ટરને બતાવવું?',
  },
  {
    level: 'routine',
    text: 'piles ni taklif che, sandas vakhte dukhe che ane kyarek thodu lohi tipu pade che. 2 athvadiya thi. kabajiyat rahe che, vajan ghatyu nathi.',
  },
  {
    level: 'routine',
    text: 'જમણા કાનમાં દુખાવો 2 દિવસથી, થોડું ઓછું સંભળાય. તાવ નથી, કાનમાંથી કંઈ નીકળતું નથી.',
  },
  {
    level: 'routine',
    text: 'મારો દીકરો 7 વર્ષનો છે, રાત્રે ગુદાની આસપાસ ખંજવાળે છે અને ઊંઘમાં દાંત કચકચાવે છે. ખાવાનું ઓછું ખાય છે પણ રમે છે સરસ. તાવ નથી, ઝાડા નથી, પેટમાં દુખાવો નથી. કૃમિ હશે? કઈ દવા આપવી?',
  },
  {
    level: 'routine',
    text: 'Sugar report aavyo: fasting 156, PP 230. Hu 50 varsh no chu, pehli var test karavyo. Kai taklif nathi pan ratre pesab mate 2 var uthvu pade che. Have shu karvu?',
  },
  {
    level: 'routine',
    text: 'દીકરી 11 વર્ષની છે, બોર્ડ પરનું ઝાંખું દેખાય છે કહે છે અને વાંચતા આંખોમાંથી પાણી આવે છે. માથું ક્યારેક દુખે છે સાંજે. આંખ લાલ નથી.',
  },
  {
    level: 'routine',
    text: 'હું 48 વર્ષની છું, ઘૂંટણમાં દુખાવો એક વર્ષથી છે અને હવે નીચે બેસવામાં તકલીફ પડે છે. સવારે થોડી જકડન રહે છે અડધો કલાક. સોજો ક્યારેક આવે છે, તાવ નથી. પેઇનકિલર લઉં તો સારું લાગે પણ રોજ ના લેવાય ને?',
  },
  {
    level: 'routine',
    text: 'mane 2 mahina thi man ma bechaini rahe che, kaam ni chinta bahu thay che ane ungh ochhi. khavanu barabar, koi kharab vichar nathi. counseling kya thi malse?',
  },
  {
    level: 'routine',
    text: 'ગળાની આગળ થાઈરોઈડની જગ્યાએ નાની ગાંઠ જેવું લાગે છે, દુખાવો નથી, ગળવામાં તકલીફ નથી. કયો ટેસ્ટ કરાવવો?',
  },
  {
    level: 'routine',
    text: 'પ્રેગ્નન્સીનો 5મો મહિનો છે, બધું નોર્મલ છે\nફક્ત પગમાં થોડો સોજો આવે છે સાંજે, સવારે ઓછો થઈ જાય. માથું નથી દુખતું, આંખે ઝાંખું નથી, બીપી છેલ્લી વાર 110/70 હતું. બાળક હલે છે બરાબર. આગલું ચેકઅપ આવતા અઠવાડિયે છે, ત્યાં સુધી ચાલે?',
  },
  {
    level: 'routine',
    text: 'chehra par safed aachha daag padya che gaal par, baalak 9 varsh no che. khanjval nathi, bahar taadka ma rame che bahu.',
  },
  { level: 'routine', text: 'માથામાં એક જગ્યાએ ગોળ ટાલ પડી ગઈ છે સિક્કા જેટલી, દુખાવો કે ખંજવાળ નથી.' },
  {
    level: 'routine',
    text: 'Maari mummy 58 varsh na che, BP ni dava 5 varsh thi le che. Chhela ek mahina thi ghare BP 150/95 jevu aave che. Mathu dukhtu nathi, chakkar nathi, bija koi lakshan nathi. Dava badalvi pade?',
  },
  {
    level: 'routine',
    text: 'બાળકનું વજન વધતું નથી, 2 વર્ષનો છે 9 કિલો છે. ખાવામાં નખરા કરે છે, રમે છે બરાબર, વારંવાર બીમાર નથી પડતો. શું ખવડાવું?',
  },
  {
    level: 'routine',
    text: 'પેશાબ કરતા થોડી બળતરા થાય છે બે દિવસથી વારે વારે જવું પડે છે તાવ નથી કમર નથી દુખતી પાણી વધારે પીઉં છું તો પણ',
  },
  {
    level: 'routine',
    text: 'mane gas ane acidity roj thay che 3 mahina thi, antacid thi fark padto nathi. vajan ghatyu nathi, ulti nathi, kalo sandas nathi.',
  },
  {
    level: 'routine',
    text: 'મને 29 વર્ષ થયા, બે વર્ષથી લગ્ન થયા છે અને બાળક માટે પ્રયત્ન કરીએ છીએ. માસિક નિયમિત છે, કોઈ દુખાવો નથી. બંનેની તબિયત સારી છે, કોઈ દવા નથી લેતા. ક્યારે અને કયા ટેસ્ટ કરાવવા?',
  },
  { level: 'routine', text: 'પગના તળિયે મસો થયો છે, ચાલતા દુખે છે. 3 મહિનાથી છે.' },
  {
    level: 'routine',
    text: 'neend nathi aavti 3 athvadiya thi, raat na 3 vage jagi jau chu pachhi ungh nathi aavti. job ni chinta che. dava vagar koi upay?',
  },
  {
    level: 'routine',
    text: 'મારી દાદી 80 વર્ષના છે, એમને બહુ અશક્તિ લાગે છે અને ભૂખ ઓછી છે છેલ્લા 15 દિવસથી. તાવ નથી, ઉધરસ નથી, ઝાડા નથી. બીપી અને સુગરની ગોળી ચાલે છે, રીડિંગ બરાબર છે. બ્લડ રિપોર્ટ કરાવવો જોઈએ?',
  },
  {
    level: 'routine',
    text: 'kaan ma thi kyarek pani jevu nikle che, juni taklif che 1 varsh thi. dukhavo halko, tav nathi.',
  },
  {
    level: 'routine',
    text: 'રિપોર્ટમાં વિટામિન D 12 આવ્યું અને B12 પણ ઓછું છે. પગમાં ઝણઝણાટી થાય છે ક્યારેક. શું કરવું?',
  },
  {
    level: 'routine',
    text: 'Hu 19 varsh no student chu, chhela 5 mahina thi chehra ane peeth par khil bahu che ane daag reh jay che. Ghare face wash ane ek cream vapri pan fark nathi. Tav ke biji koi taklif nathi. Skin doctor ne batavu joie?',
  },
  {
    level: 'routine',
    text: 'સવારે પથારીમાંથી ઉઠીને પહેલું પગલું મૂકું ત્યારે એડીમાં બહુ દુખે છે, થોડું ચાલું પછી ઓછું થાય. 2 મહિનાથી છે, ઉંમર 44.',
  },
  {
    level: 'routine',
    text: 'બાળકને વારંવાર શરદી ઉધરસ થાય છે\nદર મહિને એક વાર. 4 વર્ષનો છે, બાકી રમે છે, વજન બરાબર છે, શ્વાસમાં સીટી નથી વાગતી. ઇમ્યુનિટી માટે શું કરવું?',
  },
  {
    level: 'routine',
    text: 'mane 6 mahina thi period ma bahu bleeding thay che, 7-8 divas chale. thak lage che ane hath paga thanda. pregnant nathi, pet ma khas dukhavo nathi.',
  },
  {
    level: 'routine',
    text: 'હું 55 વર્ષનો ખેડૂત છું, ખભાથી કોણી સુધી દુખાવો છે 3 અઠવાડિયાથી, હાથ પૂરો ઊંચો નથી થતો. પડ્યો નથી, કોઈ ઇજા નથી. રાત્રે એ બાજુ સૂવાથી વધે છે. શેક અને બામ કર્યા, ફરક નથી. સુગર છે મને.',
  },
  { level: 'routine', text: 'કોલેસ્ટ્રોલ રિપોર્ટમાં 240 આવ્યું, ઉંમર 45. દવા લેવી પડશે કે ડાયેટથી ચાલશે?' },
  {
    level: 'urgent',
    text: 'મને 3 દિવસથી 102-103 તાવ છે, શરીર અને આંખો પાછળ બહુ દુખે છે. પેરાસિટામોલ લઉં તો થોડી વાર ઉતરે છે. ઉલટી નથી, ક્યાંય લોહી નથી પડતું, પેટમાં દુખાવો નથી. અમારી સોસાયટીમાં ડેન્ગ્યુના કેસ છે, આજે ટેસ્ટ કરાવું?',
  },
  {
    level: 'urgent',
    text: 'Mane 4 divas thi tav aave che ane jay che, pehla dhruji ne thandi lage pachhi parsevo vali tav utre. Mathu dukhe che ane sharir tute che. Ulti ek var thai. Amara gaam ma malaria na case che, shwas barabar che.',
  },
  {
    level: 'urgent',
    text: 'કૂતરું કરડ્યું આજે બપોરે પગ પર, દાંત બેઠા છે અને થોડું લોહી નીકળ્યું. સાબુ અને પાણીથી ધોઈ નાખ્યું. ગલીનું કૂતરું હતું. ઇન્જેક્શન ક્યાં અને ક્યારે લેવું?',
  },
  {
    level: 'urgent',
    text: 'પડખામાં અને પેટના નીચે સુધી બહુ દુખાવો આવે છે મોજાની જેમ ગઈ વખતે પથરી હતી પેશાબમાં બળતરા છે તાવ નથી ઉલટી નથી',
  },
  {
    level: 'urgent',
    text: 'પેશાબમાં બળતરા 3 દિવસથી હતી અને આજે 101 તાવ આવ્યો છે, કમરમાં એક બાજુ દુખે છે. હું 32 વર્ષની છું, પ્રેગ્નન્ટ નથી. ઉલટી નથી, પાણી પી શકું છું. આજે કોને બતાવું?',
  },
  {
    level: 'urgent',
    text: 'bhai cricket ramta padyo, kaando sujai gayo che ane valvama bahu dukhe che. aangliyo hale che ane thandi nathi. fracture hashe? x-ray aaje karaviye?',
  },
  {
    level: 'urgent',
    text: 'મારો દીકરો 4 વર્ષનો છે, કાલથી 8-10 વાર ઝાડા અને 3 વાર ઉલટી થઈ. સવારથી પેશાબ ઓછો થયો છે, મોઢું સૂકું લાગે છે. જાગે છે, વાત કરે છે અને ORS થોડું થોડું પીએ છે. ઝાડામાં લોહી નથી.',
  },
  {
    level: 'urgent',
    text: 'typhoid widal positive aavyu, 5 divas thi tav 101-102 che. bhukh nathi. hu 28 no chu, ulti nathi, pet ma thodu dukhe che.',
  },
  {
    level: 'urgent',
    text: 'ફેક્ટરીમાં કામ કરતા આંખમાં લોખંડનો કણ ઉડીને પડ્યો, પાણીથી ધોયું પણ હજુ ખૂંચે છે અને લાલ છે. દેખાય છે બરાબર.',
  },
  {
    level: 'urgent',
    text: 'હું 42 વર્ષનો છું, 5 દિવસથી તાવ છે 101 આસપાસ, ભૂખ નથી અને પેટ બગડેલું લાગે. ગામના ડૉક્ટરે ગોળી આપી પણ તાવ જતો નથી. લોહી કે ઉલટી નથી, શ્વાસ બરાબર છે. આજે ક્યાં બતાવવું?',
  },
  {
    level: 'urgent',
    text: 'dadh ma dukhavo ane gaal sujai gayo che, tav pan che 100. 2 divas thi. mo kholay che, gali shakay che.',
  },
  {
    level: 'urgent',
    text: 'બિલાડીએ નખ માર્યા હાથ પર\nલોહી નીકળ્યું થોડું, ધોઈ નાખ્યું. પાળેલી નથી, રસ્તાની છે. રસી લેવાની જરૂર છે?',
  },
  {
    level: 'urgent',
    text: 'બગલમાં ગૂમડું થયું છે, ચાર દિવસમાં મોટું અને લાલ થઈ ગયું છે, અંદર પરુ ભરાયું લાગે છે. આજે તાવ 100 છે. હાથ હલાવતા દુખે છે.',
  },
  {
    level: 'urgent',
    text: 'Maro dikro 10 varsh no che, 3 divas thi tav 103 sudhi jay che. Paracetamol aapiye to rame che, thodu khay che. Ulti nathi, shwas barabar che, sharir par chakama nathi. Pan tav puro utarto j nathi, aaje batavu?',
  },
  {
    level: 'urgent',
    text: 'મમ્મી બાથરૂમમાં લપસી ગયા, કાંડું સોજી ગયું છે અને વાંકું લાગે છે, હલાવાય નહીં. માથું નથી વાગ્યું, બરાબર વાત કરે છે. ઉંમર 65.',
  },
  {
    level: 'urgent',
    text: 'દીકરીને 3 દિવસથી કાનમાં સખત દુખાવો છે અને આજે પીળું પરુ નીકળ્યું. એ 6 વર્ષની છે, તાવ 101 છે. રમે છે, થોડું ખાય છે. આજે ડૉક્ટર પાસે લઈ જઈએ?',
  },
  {
    level: 'urgent',
    text: 'savar thi 6 var ulti thai, kai pan pet ma tikatu nathi, pani pan nahi. hu 30 no chu, jhada pan che. ubha thau to chakkar jevu lage.',
  },
  { level: 'urgent', text: 'ખેતરમાં વાંદરું કરડી ગયું, હાથ પર ઘા છે, લોહી બંધ છે. રસી લેવી પડે?' },
  {
    level: 'urgent',
    text: 'મારી પત્નીને 2 દિવસથી ગળું બહુ દુખે છે, થૂંક ગળવામાં તકલીફ છે અને તાવ 102 છે. કાકડા પર સફેદ ડાઘ દેખાય છે. શ્વાસ બરાબર છે, અવાજ થોડો બેસી ગયો. ઉંમર 27.',
  },
  {
    level: 'urgent',
    text: 'pag ma kaach ghusi gayo, andar reh gayo lage che. lohi band che pan pag mukay nahi.',
  },
  {
    level: 'urgent',
    text: 'આજે જમ્યા પછી સુગર 320 આવી, ગોળી લીધી હતી. તરસ વધારે લાગે છે અને પેશાબ વારે વારે. બાકી બરાબર છું, ઉંમર 58, ઉલટી નથી.',
  },
  {
    level: 'urgent',
    text: 'Mari umar 34 che, pith ni ek baju thi pet ni niche sudhi bahu dukhavo che kale raat thi. Pesab ma thodu lal dekhay che. Tav nathi, ulti nathi. Painkiller thi thodu ochhu thayu pan pachu aave che.',
  },
  {
    level: 'urgent',
    text: 'મારી મમ્મી 60 વર્ષના છે, કપાળ પર એક બાજુ બળતરા સાથે પાણી ભરેલા ફોલ્લા થયા છે, આંખની નજીક સુધી. 2 દિવસથી દુખાવો હતો. આંખે બરાબર દેખાય છે. આજે બતાવવું?',
  },
  {
    level: 'urgent',
    text: 'baby 1 varsh nu che, 2 divas thi tav 102, kaan khenche ane ratre rade che. dudh pive che, pesab barabar, rame pan che divase.',
  },
  {
    level: 'urgent',
    text: 'હું 50 વર્ષની છું, જમણો ઘૂંટણ અચાનક સોજી ગયો છે, લાલ અને ગરમ છે, ચાલવામાં બહુ દુખે છે. 2 દિવસથી છે અને 100 તાવ છે. પડી નથી, કોઈ ઇજા નથી.',
  },
  {
    level: 'urgent',
    text: 'ગઈકાલે બાઇક પરથી પડી ગયો, જમણું કાંડું બહુ સૂજી ગયું છે અને થોડું વાંકું લાગે છે. આંગળી હલાવું તો બહુ દુખે છે. માથામાં વાગ્યું નથી, પૂરો ભાનમાં છું. આજે જ એક્સ-રે કરાવું?',
  },
  {
    level: 'urgent',
    text: 'mummy 72 varsh bathroom ma padi gaya, thapa ma bahu dukhave che, ubha nathi rahi shakta. mathe nathi vagyu, saru bole che. shu karvu',
  },
  {
    level: 'urgent',
    text: 'મારા દીકરાને શેરીના કૂતરાએ પગે બટકું ભર્યું, ઉંમર ૯ વર્ષ. સાબુ અને પાણીથી ૧૫ મિનિટ ધોઈ નાખ્યું, લોહી બંધ છે. હડકવાની રસી કેટલી જલ્દી લેવી પડે?',
  },
  {
    level: 'urgent',
    text: 'vandre hath par nakh mari didha mandir paase, chamdi thodi chhalai gai. injection levu padse?',
  },
  {
    level: 'urgent',
    text: 'ભજિયાં તળતાં ગરમ તેલ હાથ પર ઉડ્યું, હવે હાથની પાછળ ૩-૪ મોટા ફોલ્લા છે. ઠંડા પાણીમાં રાખ્યો પણ બળતરા બહુ છે. ફોલ્લા ફોડું કે ડોક્ટરને બતાવું?',
  },
  {
    level: 'urgent',
    text: 'શાક સમારતાં આંગળી ઊંડી કપાઈ ગઈ ઘા ખુલ્લો દેખાય છે દબાવવાથી લોહી બંધ થયું ટાંકા લેવા પડશે',
  },
  {
    level: 'urgent',
    text: 'કમરની ડાબી બાજુ બહુ તીવ્ર દુખાવો, નીચે જાંઘના મૂળ સુધી જાય છે, ૨ કલાકથી. એક વાર ઉલટી થઈ. પહેલાં પથરી થઈ હતી, તાવ નથી.',
  },
  {
    level: 'urgent',
    text: 'peshab ma baltra 3 divas thi, have taav 101 ane dhrujari, kamar nichhe dukhavo pan. umar 28 stree',
  },
  {
    level: 'urgent',
    text: 'મારી દીકરી ૩ વર્ષની છે, સવારથી ૧૦૩ તાવ છે પણ રમે છે અને પાણી, જ્યુસ પીવે છે. પેરાસિટામોલથી ૧૦૦ પર આવી જાય છે. ફોલ્લી નથી, આંચકી નથી આવી. આજે જ ડોક્ટરને બતાવું?',
  },
  {
    level: 'urgent',
    text: 'રાતથી ૮ વાર ઝાડા, અશક્તિ અને મોઢું સુકાય છે. ઓઆરએસ પીઉં છું, પેશાબ થાય છે પણ ઓછો. ઉંમર ૩૮',
  },
  {
    level: 'urgent',
    text: 'ધૂળ સાફ કર્યા પછી રાત્રે શ્વાસમાં સીટી જેવો અવાજ આવતો હતો, ઇન્હેલરના બે પફ લીધા તો બેસી ગયું. હવે આરામથી પૂરી વાત કરી શકું છું. આજે છાતી થોડી ભારે લાગે છે, ડોક્ટરને બતાવું?',
  },
  {
    level: 'urgent',
    text: 'lagan ma jamya pachhi aakha sharir par laal chakama ane khanjval, hoth ke galu nathi sujyu, shvas barabar che. allergy ni goli lidhi, doctor ne batavvu pade?',
  },
  {
    level: 'urgent',
    text: 'ઘરના મશીનમાં બીપી ૧૭૦/૧૦૦ આવે છે, બે વાર માપ્યું. માથાના પાછળના ભાગે હળવો દુખાવો. છાતીમાં દુખાવો નથી, હાથ-પગમાં નબળાઈ નથી, બોલવાનું બરાબર. ઉંમર ૬૦, બીપીની દવા લઉં છું.',
  },
  {
    level: 'urgent',
    text: 'sugar 350 aavi savare, bahu thaak ane taras. ek athvadiya thi goli nathi lidhi. ulti nathi, bhaan barabar che',
  },
  {
    level: 'urgent',
    text: 'ટ્રેનમાં ૩૦ કલાકની મુસાફરી કરીને આવ્યો, ત્યારથી ડાબી પિંડી સૂજી છે અને દુખે છે. શ્વાસ બરાબર છે, છાતીમાં દુખાવો નથી. લોહીનો ગઠ્ઠો તો નહીં હોય?',
  },
  {
    level: 'urgent',
    text: 'કારખાનામાં ગ્રાઇન્ડર ચલાવતાં આંખમાં કંઈક પડ્યું. આંખ લાલ, પાણી નીકળે છે, ખૂંચે છે. દેખાય છે બરાબર.',
  },
  {
    level: 'urgent',
    text: 'kaan ma 4 divas thi dukhavo hato have pilu paru nikle che, halko taav pan',
  },
  {
    level: 'urgent',
    text: 'ભાઈ ૨૩ વર્ષનો, ૫ દિવસથી આંખો પીળી અને પેશાબ ઘાટો પીળો. ભૂખ નથી, ઉબકા આવે છે. ભાનમાં છે, બરાબર વાત કરે છે. કમળો છે?',
  },
  {
    level: 'urgent',
    text: 'સાથળ પર ગૂમડું મોટું થઈ ગયું છે, લાલ અને પરુથી ભરેલું, બહુ દુખે છે, હળવો તાવ. મને ડાયાબિટીસ છે.',
  },
  {
    level: 'urgent',
    text: 'હું ૧૦ અઠવાડિયાની પ્રેગ્નન્ટ છું, દિવસમાં ૬-૭ વાર ઉલટી થાય છે, ખાવાનું ટકતું નથી, થોડું પાણી ટકે છે. લોહી પડ્યું નથી, પેટમાં દુખાવો નથી. ઊભી થાઉં તો ચક્કર આવે છે.',
  },
  {
    level: 'urgent',
    text: 'દાદા ૮૦ વર્ષના છે, ફળિયામાં પડી ગયા. ઘૂંટણ બહુ સૂજી ગયો છે, ટેકે ચાલે છે. માથામાં વાગ્યું નથી, એકદમ સરખી વાત કરે છે.',
  },
  {
    level: 'urgent',
    text: 'ખેતરમાં વીંછીએ પગે ડંખ માર્યો, એ જ જગ્યાએ બહુ બળતરાવાળો દુખાવો. પરસેવો નથી, ઉલટી નથી, શ્વાસ બરાબર. શું કરીએ?',
  },
  {
    level: 'urgent',
    text: 'cricket ramta pag madai gayo, ghunti bahu suji ane bhuri padi gai, jamin par pag nathi muki shakto',
  },
  {
    level: 'urgent',
    text: 'પડ્યા પછી ખભો વિચિત્ર દેખાય છે, હાથ ઉપર નથી થતો. પૂરો ભાનમાં છું, માથામાં વાગ્યું નથી. ખભો ઉતરી ગયો હશે?',
  },
  {
    level: 'urgent',
    text: 'biladi e kale hath par bachku bharyu hatu, aaje dant na nishan aaspaas laal ane sojo, lapka mare che. biladi ne rasi nathi',
  },
  {
    level: 'urgent',
    text: 'દીકરો હીંચકા પરથી પડી ગયો, હાથ સૂજી ગયો અને હલાવતો નથી. રડે છે પણ વાત કરે છે, માથું નથી વાગ્યું. આજે જ લઈ જઈએ કે કાલ સુધી રાહ જોઈએ?',
  },
  {
    level: 'urgent',
    text: '3 divas thi taav 102-103, sharir dukhe, aankh pachhal dukhavo. kyay thi lohi nathi padtu, paani khub piu chu. dengue test karavu?',
  },
  {
    level: 'urgent',
    text: 'વિડાલ પોઝિટિવ આવ્યો, ૭ દિવસથી તાવ, ગામના ડોક્ટરની ગોળીથી ઉતરતો નથી. થોડું ખાઉં છું, ઉલટી નથી.',
  },
  {
    level: 'urgent',
    text: 'એકાંતરે દિવસે ઠંડી લાગીને તાવ આવે પછી પરસેવો વળે. વચ્ચેના દિવસે સારું લાગે. ગયા મહિને કામ માટે ડાંગના જંગલ વિસ્તારમાં ગયો હતો. મેલેરિયા હોઈ શકે?',
  },
  {
    level: 'urgent',
    text: 'pet ni jamni baju niche savar thi dukhavo, chalva thi vadhe che, halko taav. ulti nathi. umar 19',
  },
  {
    level: 'urgent',
    text: 'દોઢ વર્ષના દીકરાને કાલથી ઉલટી-ઝાડા થાય છે. ઓઆરએસ પીવે છે, આજે ૩ વાર ડાયપર ભીનું થયું, હસે-રમે છે. ક્યારે બતાવીએ?',
  },
  { level: 'urgent', text: 'કૂતરાએ હાથના કાપા પર ચાટી લીધું, રસી લેવી પડે?' },
  {
    level: 'urgent',
    text: 'કાટ ખાધેલી ખીલી ચંપલમાંથી પગમાં ઘૂસી ગઈ. ડેટોલથી સાફ કરી લીધું. છેલ્લે ધનુરનું ઇન્જેક્શન ક્યારે લીધું યાદ નથી.',
  },
  {
    level: 'urgent',
    text: 'dikro 7 varsh, 2 divas thi modhu ane aankho sujeli ane peshab coca cola jevo rang. rame che ane khay che, serious che?',
  },
  {
    level: 'urgent',
    text: 'ગળામાં બહુ દુખાવો, ૧૦૨ તાવ, કાકડા પર સફેદ ડાઘ. ખાવાનું ગળવામાં દુખે પણ પાણી પી શકું છું.',
  },
  { level: 'urgent', text: 'બપોરે માછલીનો કાંટો ગળામાં ફસાયો, ખૂંચે છે. થૂંક ગળી શકું છું, શ્વાસ એકદમ બરાબર.' },
  {
    level: 'urgent',
    text: '5 divas thi khansi taav, have pilo kaf ane uundo shvas lau to jamni baju dukhe. aaram ma shvas barabar, oximeter 96',
  },
  {
    level: 'urgent',
    text: 'પગનો અંગૂઠો રાતથી અચાનક લાલ, ગરમ અને સૂજેલો, ચાદર અડે તો પણ દુખે. ગયા વર્ષે યુરિક એસિડ વધારે હતું.',
  },
  { level: 'urgent', text: 'પીઠ પર એક બાજુ પટ્ટા જેવા બળતરાવાળા ફોલ્લા ૨ દિવસથી, ઉંમર ૬૨. આ હર્પીસ છે?' },
  {
    level: 'urgent',
    text: 'aangli barna ma aavi gai, nakh kalo thai gayo ane bahu sojo. tuti to nathi gai ne?',
  },
  {
    level: 'urgent',
    text: 'પપ્પા ૬૫ વર્ષના, મેડિકલ સ્ટોર પર બીપી ૧૮૦/૧૦૫ આવ્યું. કહે છે સારું છે, માથું દુખતું નથી, છાતીમાં દુખાવો નથી. ૧૦ દિવસથી જાતે જ બીપીની ગોળી બંધ કરી છે.',
  },
  {
    level: 'urgent',
    text: 'ઘૂંટણ નીચે પગ લાલ, ગરમ, સૂજેલો અને દુખે છે ૨ દિવસથી, તાવ પણ છે. નાના ઉઝરડાથી શરૂ થયું.',
  },
  {
    level: 'routine',
    text: 'કૂકરની વરાળથી હાથ દાઝી ગયો, સિક્કા જેવડો એક ફોલ્લો. પાણીમાં રાખ્યો, હવે દુખાવો ઓછો.',
  },
  {
    level: 'routine',
    text: 'jamya pachhi sugar 240 aave che ek athvadiya thi, metformin lau chu, koi taklif nathi',
  },
  {
    level: 'routine',
    text: 'ત્રણ અઠવાડિયાથી ખાંસી, સાંજે હળવો તાવ, વજન પણ ઘટ્યું. ટીબીની બીક છે. શ્વાસ બરાબર, ગળફામાં લોહી નથી.',
  },
  { level: 'routine', text: 'bp 150/95 aave che aa mahine ketli var, koi taklif nathi, umar 48' },
  {
    level: 'routine',
    text: 'નાહ્યા પછી ૨ દિવસથી જમણો કાન બંધ અને હળવો દુખાવો, કંઈ નીકળતું નથી, તાવ નથી.',
  },
  {
    level: 'routine',
    text: 'અઠવાડિયા પહેલાં પડી ગઈ હતી, ઘૂંટણ સૂજેલો છે. ચાલી શકું છું પણ દાદરા પર અને પલાંઠી વાળતાં દુખે.',
  },
  { level: 'routine', text: 'safed paani jaadu ane khanjval ek athvadiya thi, taav nathi' },
  {
    level: 'routine',
    text: 'નાહતી વખતે ડાબા સ્તનમાં નાની ગાંઠ જેવું લાગ્યું, દુખાવો નથી. ઉંમર ૩૮, કંઈ નીકળતું નથી. કેટલું જલ્દી બતાવવું?',
  },
  {
    level: 'routine',
    text: 'કબજિયાતમાં કડક ઝાડો ઉતર્યા પછી લોહીના ટીપાં, મસાનો દુખાવો. ચક્કર નથી આવતા.',
  },
  {
    level: 'routine',
    text: 'thyroid report ma TSH 9.8 aavyu, thaak ane vajan vadhe che. haju koi dava nathi',
  },
  {
    level: 'routine',
    text: 'લોહીની તપાસમાં હિમોગ્લોબિન ૮.૫ આવ્યું. થાક રહે છે, દાદરા ચડતાં હાંફ ચડે, માસિક વધારે આવે છે. આયર્નની ગોળી જાતે શરૂ કરી દઉં?',
  },
  {
    level: 'routine',
    text: 'બા ૭૦ વર્ષના, ૬ મહિનાથી નવી વાતો ભૂલી જાય છે અને એક જ સવાલ વારંવાર પૂછે છે. પણ બધાને ઓળખે છે અને પોતાનું કામ જાતે કરી લે છે.',
  },
  {
    level: 'routine',
    text: 'aa athvadiye dam nu inhaler divas ma 3-4 var levu pade che, dar vakhte raahat male che, bethu hoy tyare haanf nathi chadti',
  },
  { level: 'routine', text: 'બંને આંખ લાલ, ચીકણા ચીપડા ૨ દિવસથી, દેખાય છે બરાબર' },
  {
    level: 'routine',
    text: '૩ અઠવાડિયાથી શરીર પર શીળસ નીકળે ને જતું રહે, મોટે ભાગે રાત્રે. હોઠ સૂજતા નથી, શ્વાસ બરાબર.',
  },
  {
    level: 'routine',
    text: 'nokri gaya pachhi ek mahina thi ungh nathi aavti, man udaas rahe che. potane nuksaan karvano koi vichar nathi, bas pachhu saru thavu che',
  },
  { level: 'routine', text: '૬ વર્ષની દીકરી રાત્રે ગુદામાં ખંજવાળે છે, ઝાડામાં નાના સફેદ કરમિયા દેખાયા.' },
  {
    level: 'routine',
    text: 'pag na taliya ma kaanto vagyo hato 4 divas pehla, have thodu laal ane dukhe, taav nathi',
  },
  // Round 23: every message typed in Latin letters again, measured blind against rules and the detector trained on rounds 1–22 (rules 88.1 %, with the detector 92.3 % at 0.99).
  { level: 'self_care', text: 'be divas thi shardi ane chhink aave che, koi dava kaho' },
  { level: 'self_care', text: 'suki udhras che raate vadhare aave' },
  { level: 'routine', text: 'mummy ne ghutan ma dukhe che pagathiya chadta' },
  { level: 'self_care', text: 'jamya pachhi acidity thai jay che, shu khavu' },
  { level: 'self_care', text: 'haath par laal dana ane khanjval 3 divas thi' },
  { level: 'self_care', text: 'kal thi halko taav 99.5, baaki saru che' },
  { level: 'self_care', text: 'kamar ma dukhe che laambo time computer par besvathi' },
  { level: 'routine', text: 'sugar test karavyo fasting 118 aavyu, aa vadhare che?' },
  { level: 'self_care', text: 'vajan ghatadvu che, naasta ma shu khavu' },
  { level: 'self_care', text: 'nana ne 2 divas thi patla jhaada, rame che ane paani pive che' },
  { level: 'self_care', text: 'maatha ma khodo bahu che, kayu shampoo saru' },
  { level: 'self_care', text: 'raate jaldi oongh nathi aavti' },
  { level: 'routine', text: 'thyroid report ma TSH 5.2 aavyu, doctor ne batavvu joiye?' },
  { level: 'self_care', text: 'mobile joi ne aankho thaki jay ane paani aave' },
  { level: 'routine', text: 'daadh ma dukhe thandu paani pita' },
  { level: 'self_care', text: 'ketla divas thi kabajiyat rahe che, koi gharelu upay' },
  // Round 24: half in the script, half in Latin letters, a mix of every earlier style; measured blind against rules and the detector of round 23 (rules 89.5 %, with the detector 96.0 %).
  { level: 'self_care', text: 'બે દિવસથી શરદી અને છીંકો, ગળું થોડું ખરાબ. કોઈ ઘરેલું ઉપાય?' },
  { level: 'routine', text: 'મમ્મીને ઘૂંટણમાં દુખાવો રહે છે, દાદર ચડતા વધારે. કઈ કસરત કરે?' },
  { level: 'self_care', text: 'જમ્યા પછી ગેસ થાય અને પેટ ફૂલી જાય, શું ખાવાનું બંધ કરું?' },
  { level: 'self_care', text: 'હાથ પર લાલ દાણા અને ખંજવાળ, નવો સાબુ વાપર્યો હતો' },
  { level: 'routine', text: 'ફાસ્ટિંગ શુગર 118 આવી, આ વધારે છે? ખોરાક શું રાખું' },
  { level: 'self_care', text: 'કાલથી હળવો તાવ 99.8, શરીર તૂટે છે, ખાવા પીવાનું બરાબર' },
  { level: 'self_care', text: 'ઓફિસમાં આખો દિવસ બેસવાથી કમરમાં દુખાવો, કોઈ સલાહ?' },
  {
    level: 'self_care',
    text: 'દીકરો 4 વર્ષનો, 2 વાર પાતળા ઝાડા થયા, રમે છે પાણી પીવે છે પેશાબ બરાબર. ORS આપીએ?',
  },
  { level: 'self_care', text: '4 divas thi khansi che, suki, raate vadhare. koi syrup?' },
  { level: 'self_care', text: 'daant ma thandu lage che, sensitive toothpaste kai sari?' },
  { level: 'routine', text: 'report ma vitamin D 15 aavyu, ketla divas goli levani?' },
  { level: 'self_care', text: '10 kilo vajan ghatadvu che, ketli rotli khau, diet plan kaho' },
  { level: 'self_care', text: 'screen joi joi ne aankh ma baltra, koi drops?' },
  { level: 'self_care', text: 'saanje chaa na male to mathu dukhe haha, chaa ochhi kem karvi?' },
  { level: 'self_care', text: 'pag ni edi fati gai che, shu lagavu' },
  {
    level: 'self_care',
    text: 'raate ungh ochhi aave che, mobile moda sudhi chalavu chu. koi tip?',
  },
  // Round 25: half in the script, half in Latin letters, less typical presentations; measured blind against rules and the detector of round 24 (rules 83.5 %, with the detector 95.7 %).
  { level: 'self_care', text: 'બે દિવસથી શરદી, છીંકો ને ગળામાં થોડી ખરાશ. તાવ નથી. ઘરે શું કરું?' },
  {
    level: 'routine',
    text: 'મમ્મીને ઘણા મહિનાથી ઘૂંટણમાં દુખાવો રહે છે, દાદરા ચડવામાં તકલીફ. કયા ડોક્ટરને બતાવીએ?',
  },
  { level: 'urgent', text: 'પેશાબમાં બહુ બળતરા, કમરની એક બાજુ દુખાવો ને કાલ રાતથી ધ્રુજારી સાથે 102 તાવ.' },
  {
    level: 'self_care',
    text: 'તડકામાં કામ કરીને હળવો માથાનો દુખાવો છે, પાણી ઓછું પીધું હતું. બીજી કોઈ તકલીફ નથી.',
  },
  { level: 'routine', text: 'એક અઠવાડિયાથી ખાલી પેટે સુગર 160 આવે છે, ગોળી ટાઈમે લઉં છું. ડોઝ બદલવો પડશે?' },
  { level: 'urgent', text: 'દીકરાને કાલથી કાનમાં બહુ દુખાવો ને તાવ, આજે કાનમાંથી પરુ નીકળે છે.' },
  { level: 'self_care', text: 'મચ્છર કરડવાથી પગ પર ખંજવાળવાળા દાણા થયા છે, બીજું કંઈ નહીં.' },
  {
    level: 'urgent',
    text: 'ચપ્પુથી આંગળીમાં ઊંડો કાપ પડ્યો, દબાવવાથી લોહી બંધ થયું પણ ઘા ખુલ્લો છે. ટાંકા લેવા પડશે?',
  },
  {
    level: 'routine',
    text: 'thoda mahina thi vaal bahu khare chhe ne thak lage chhe, thyroid check karavu joie?',
  },
  {
    level: 'self_care',
    text: 'baba ne aaje halka jada 2 vaar thaya, rame chhe ne paani pive chhe. ORS aapu?',
  },
  {
    level: 'urgent',
    text: 'pappa ne 3 divas thi 102-103 taav, sharir ma ne sandha ma bahu dukhe chhe, society ma dengue na case chhe',
  },
  {
    level: 'routine',
    text: 'dhime dhime aankh ma jhankhu dekhay chhe, vanchva ma takleef. chashma aavse?',
  },
  {
    level: 'self_care',
    text: '2 divas pehla gym chalu karyu, have pag ma bahu dukhe chhe ne jakdai gaya chhe. normal chhe?',
  },
  {
    level: 'urgent',
    text: 'ba ni aankh laal chhe ne bahu dukhe chhe, ajvala ma aankh kholi nathi shakta, kaal thi. jhankhu pan dekhay chhe',
  },
  {
    level: 'routine',
    text: '2 athvadiya thi suki khansi, raate vadhare. taav nathi. hu cigarette piu chhu',
  },
  {
    level: 'urgent',
    text: 'mari patni ne aaje peshab ma lohi aavyu ne pedu ma dukhe chhe, halko taav pan chhe',
  },
  // Round 26: a third in the script with English words, a third in Latin letters, a third with slips or as voice typing writes it, the danger told in passing; measured blind against rules and the detector of round 25 (rules 85.5 %, with the detector 96.0 %).
  {
    level: 'self_care',
    text: 'Be divas thi sardi ne gadu besi gayu chhe, taav nathi. Ghare shu kari shakay?',
  },
  { level: 'self_care', text: 'ગરમીમાં પીઠ પર અળાઈ નીકળી છે, બહુ ખંજવાળ આવે છે. કોઈ powder લગાવું?' },
  { level: 'self_care', text: 'કાલે લગ્નમાં વધારે તળેલું ખાઈ લીધું આજે બે વાર ઝાડા થયા તાવ નથી પાણી પીઉં છું' },
  {
    level: 'self_care',
    text: 'Gym pachhi pindi ma bahu dukhe chhe, pehli vaar gayo hato. Garam shek karu ke thando?',
  },
  {
    level: 'self_care',
    text: 'બાળકને દાંત આવે છે, 8 મહિનાનું છે, ચીડિયું થઈ ગયું છે ને લાળ પડે છે. દૂધ બરાબર પીએ છે. teether આપીએ?',
  },
  { level: 'self_care', text: 'માથામાં બહુ ખોડો છે અને ખંજવાળ આવે છે કયુ શેમ્પુ વાપરું' },
  {
    level: 'routine',
    text: 'Mummy ne tran mahina thi ghoontan ma dukhavo rahe chhe, pagathiya chadhva ma taklif. Kaya doctor ne batavie?',
  },
  {
    level: 'routine',
    text: 'મારી fasting sugar બે વાર 160 આવી છે, પહેલા ક્યારેય નહોતી. કોઈ તકલીફ નથી, ખાલી તરસ વધારે લાગે છે.',
  },
  {
    level: 'routine',
    text: 'મારા પતિને રાત્રે બહુ નસકોરાં બોલે છે અને દિવસે આખો દિવસ ઊંઘ આવે છે વજન પણ વધી ગયુ છે કયો ટેસ્ટ કરાવીએ',
  },
  {
    level: 'routine',
    text: 'બે અઠવાડિયાથી રાત્રે વારંવાર પેશાબ જવું પડે છે, ઉંમર 62. prostate નો test કરાવવો જોઈએ?',
  },
  {
    level: 'routine',
    text: 'Dikri dhoran 9 ma chhe, board nu vanchta aankh ma paani aave ne maathu dukhe. Chashma ni jarur hashe?',
  },
  { level: 'urgent', text: 'કાલથી પેશાબમાં બહુ બળતરા છે, કમરની એક બાજુ દુખે છે ને 101 તાવ છે.' },
  {
    level: 'urgent',
    text: 'Mara 4 varas na dikra ne 3 divas thi taav 102-103 aave chhe, ane have kahe chhe kaan dukhe chhe. Khavanu ochhu.',
  },
  {
    level: 'urgent',
    text: 'દાતરડાથી આંગળીમાં ઊંડો કાપો પડી ગયો છે કપડું બાંધ્યુ તો લોહી બંધ થયું પણ ઘા ખુલ્લો છે અને દાતરડું કટાયેલુ હતું',
  },
  { level: 'urgent', text: 'સવારે આંખમાં ઘઉંનું ડૂંડું વાગ્યું, હવે આંખ લાલ છે, પાણી પડે છે ને light સહન નથી થતી.' },
  {
    level: 'urgent',
    text: 'Nani ne kaal raat thi jhaada ulti, 8-10 vaar thai gaya, aaje peshab ochho aavyo. Umar 75, ORS thodu thodu pive chhe.',
  },
  // Round 27: two thirds in Latin letters, short, typed fast and by ear; measured blind against rules and the detector of round 26 (rules 83.2 %, with the detector 95.2 %).
  { level: 'self_care', text: 'be divas thi naak vahe che chhink aave che halki sardi' },
  { level: 'self_care', text: 'તડકામાં કામ કરીને માથું દુખે છે' },
  { level: 'self_care', text: 'thandi ma hoth fati gaya che' },
  { level: 'self_care', text: 'મોઢામાં ચાંદા પડ્યા છે બે દિવસથી ખાવામાં તકલીફ' },
  { level: 'self_care', text: 'kale cricket ramyo aaje pag ni pindi dukhe che' },
  { level: 'routine', text: 'tran athvadiya thi khansi jati nathi taav nathi' },
  { level: 'routine', text: 'ba ne dhichan ma dukhavo rahe che dadra chadta' },
  { level: 'routine', text: 'hamna bau taras lage che ne raate 3-4 vaar peshab javu pade' },
  { level: 'routine', text: 'એક મહિનાથી વાળ બહુ ખરે છે અને થાક લાગે છે' },
  { level: 'routine', text: '2 mahina thi period nathi aavyu test negative che' },
  { level: 'routine', text: 'ગળા પર ગાંઠ જેવું થયું છે દુખતું નથી મહિનો થયો' },
  { level: 'urgent', text: 'peshab ma baltra ne dhrujari sathe taav 102 kamar ma dukhavo' },
  { level: 'urgent', text: 'kutra e pag par bachku bharyu daant na nishan thodu lohi' },
  { level: 'urgent', text: '3 divas thi taav 103 sudhi ne sharir par lal chaththa dengu to nahi' },
  { level: 'urgent', text: '૫ વર્ષના દીકરાને કાનમાં બહુ દુખે છે ને પરુ નીકળે છે આખી રાત રડ્યો' },
  {
    level: 'urgent',
    text: 'shaak samarta aangli ma undo kaapo padyo lohi bandh thayu pan ghaa khullo che',
  },
  // Round 28: sent on someone else's behalf (an ASHA worker, a neighbour, a son far away), a third each in the script, in Latin letters and as voice typing writes it, less typical presentations; measured blind against rules and the detector of round 27 (rules 86.4 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'દીકરાને સવારથી જમણી બાજુ નીચે પેટમાં દુખાવો વધતો જાય છે, ચાલે તો વધારે દુખે, હળવો તાવ છે.',
  },
  {
    level: 'urgent',
    text: 'Mummy ne 3 divas thi tav 103, haath paag ma dukhavo, aaje sharir par laal daana, platelet check karavvu?',
  },
  {
    level: 'urgent',
    text: 'કાકા ને એક પગ ની પિંડી માં સોજો ગરમ અને લાલ છે બસ માં લાંબી મુસાફરી કરી ને આવ્યા',
  },
  {
    level: 'urgent',
    text: 'Bhai ne workshop ma aankh ma lokhand no kan udi gayo, khub paani pade che, laal che',
  },
  { level: 'urgent', text: 'બાળકના કાનમાંથી પરુ નીકળે છે અને કાનની પાછળ સોજો અને લાલાશ છે, તાવ છે.' },
  { level: 'routine', text: 'Papa ne 2 mahina thi pith ma dukhavo, savare akdaman rahe' },
  { level: 'routine', text: 'ભાભીને થાઈરોઈડ છે, દવા પૂરી થઈ ગઈ, રિપોર્ટ કરાવવો છે.' },
  { level: 'routine', text: 'મમ્મી ને હાથ પગ માં ઝણઝણાટી થાય છે રાત્રે વધારે સુગર છે વર્ષો થી' },
  { level: 'routine', text: 'Dikri 14 varsh ni, khub thaki jaay che, chehro fiko, nakh safed' },
  { level: 'routine', text: 'દાદાને ઘણા મહિનાથી કબજિયાત રહે છે અને મળમાં ક્યારેક લોહી દેખાય છે.' },
  { level: 'routine', text: 'ચામડી પર સફેદ ડાઘ વધતા જાય છે હાથ પર છ મહિના થી ખંજવાળ નથી' },
  { level: 'self_care', text: 'બે દિવસથી ગળામાં ખરાશ અને છીંક, તાવ નથી, ખાઈ-પી શકું છું.' },
  {
    level: 'self_care',
    text: 'Uttarayan ma dori thi aangli par nano kaap padyo, lohi band thai gayu',
  },
  { level: 'self_care', text: 'ગરમી માં બહાર ફર્યા પછી માથું દુખે પાણી પીધું આરામ કર્યો થોડું સારું' },
  {
    level: 'self_care',
    text: 'Baby ne diaper vali jagya laal thai gai che, bijo koi taklif nathi, rame che',
  },
  { level: 'self_care', text: 'લગ્નમાં વધારે તળેલું ખાધું, પેટ ભારે ને ગેસ, ઝાડા-ઉલટી નથી.' },
  // Round 29: a practical question with the danger inside it ('can we wait till morning?'), often about two people, the emergency the second one's; measured blind against rules and the detector of round 28 (rules 86.4 %, with the detector 94.3 %).
  {
    level: 'urgent',
    text: 'દીકરો ઝાડ પરથી પડ્યો, કાંડું વાંકું દેખાય છે, ખૂબ સોજો, હાથ હલાવી નથી શકતો. બાકી બરાબર છે, માથે વાગ્યું નથી. હળદર-ચૂનો લગાવી પાટો બાંધીએ કે એક્સ-રે કરાવીએ?',
  },
  {
    level: 'urgent',
    text: 'mara pati ne 2 divas thi pet ni jamni baju niche dukhe, aaje vadhare, halko taav, ulti jevu, chalta dukhe. gas ni goli aapi. saanje doctor pase jaie?',
  },
  {
    level: 'urgent',
    text: 'મમ્મીને ડાયાબિટીસ છે આજે સુગર ચારસો વીસ આવી તરસ ખૂબ લાગે છે પેશાબ વારંવાર પણ ભાનમાં છે બરાબર બોલે છે ઇન્સ્યુલિન વધારે આપી દઉં',
  },
  {
    level: 'urgent',
    text: 'sheri na kutra e dikra ne karadyu, lohi nikdyu, ghaav bahu uundo nathi. haldar lagavu ke injection levu pade? kale jaie to chale?',
  },
  {
    level: 'urgent',
    text: 'મને બે દિવસથી પેશાબમાં બળતરા, આજે પેશાબમાં લોહી દેખાયું, કમરમાં જમણી બાજુ ખૂબ દુખાવો આવે-જાય. પાણી વધારે પીઉં તો ચાલે?',
  },
  {
    level: 'routine',
    text: '3 mahina thi gardan ane khabha ma dukhe, computer par kaam. physiotherapy karavu? kya doctor ne batavu?',
  },
  {
    level: 'routine',
    text: 'મારા દીકરાને બોર્ડની પરીક્ષા પહેલા ટેન્શન રહે છે ઊંઘ ઓછી ભૂખ ઓછી કોઈ કાઉન્સેલર ને બતાવીએ',
  },
  {
    level: 'routine',
    text: 'બાને મોતિયો છે, છ મહિનાથી ધૂંધળું દેખાય છે. ઑપરેશન ક્યારે કરાવવું? સરકારી યોજનામાં થાય?',
  },
  {
    level: 'routine',
    text: 'mane 2 mahina thi pag ma nas phooli gai che, ubha rahevanu kaam, saanje pag bhare. stocking paheru? doctor ne batavu?',
  },
  {
    level: 'routine',
    text: 'મારી પત્ની ને હિમોગ્લોબિન નવ આવ્યું થાક લાગે છે આયર્ન ની ગોળી ક્યાં સુધી લેવી ફરી ક્યારે ચેક કરાવવું',
  },
  {
    level: 'routine',
    text: 'pappa 62 na, raate 3-4 vaar pesab mate uthe che, dhaar dhimi. prostate hashe? kya test karavva?',
  },
  {
    level: 'self_care',
    text: 'ગળું થોડું ખરાબ છે, ખરાશ છે, તાવ નથી, ગળવામાં વાંધો નથી. મીઠાના કોગળા અને આદુવાળી ચા ચાલે?',
  },
  {
    level: 'self_care',
    text: 'navratri ma raat bhar garba ramya, aaje pag ni pindi ma dukhe, sojo nathi. garam paani no shek karu?',
  },
  {
    level: 'self_care',
    text: 'બાબાને દાંત આવે છે ચીડિયો છે લાળ પડે છે તાવ નથી દૂધ બરાબર પીએ છે દાંત આવવાની જેલ લગાવી શકાય',
  },
  {
    level: 'self_care',
    text: 'haath par kaagal thi nanu kapayu, lohi band thai gayu. band-aid chalse ke dettol pan lagavu?',
  },
  {
    level: 'self_care',
    text: 'પગની પાનીમાં ચીરા પડી ગયા છે, થોડો દુખાવો, લોહી નથી. વેસેલિન લગાવું કે કોઈ ક્રીમ?',
  },
  // Round 30: people who write little and badly (short, broken, misspelt, English medical words mixed in); measured blind against rules and the detector of round 29 (rules 92.6 %, with the detector 98.0 %).
  { level: 'urgent', text: 'પેશાબ મા બળતરા તાવ 102 ધ્રુજારી કમર પાછળ દુખે' },
  { level: 'urgent', text: 'કાલે પગ મા ખીલી વાગી આજે લાલ સોજો પરુ ધનુર નુ ઇન્જેક્શન નથી લીધુ' },
  { level: 'urgent', text: '3 દિવસ થી તાવ 103 શરીર તુટે આંખ પાછળ દુખે ઉલટી ડેન્ગ્યુ?' },
  { level: 'urgent', text: 'દાઢ દુખે ગાલ સુજી ગયો તાવ પણ છે મોઢુ પુરુ ખુલતુ નથી' },
  {
    level: 'urgent',
    text: 'baby 2 varas nu kaan ma dukhe tav 101 raat akhi radyu kaan mathi pani',
  },
  { level: 'routine', text: 'ઢીંચણ દુખે 2 મહિના થી દાદરા ચડાતા નથી 60 વરસ' },
  { level: 'routine', text: 'મસા છે સંડાસ વખતે થોડુ લોહી પડે 1 મહિના થી' },
  { level: 'routine', text: 'શરીર પર ધાધર ગોળ ગોળ ખંજવાળ 3 અઠવાડિયા થી ફેલાય' },
  { level: 'routine', text: 'બીપી ની ગોળી પુરી થઇ ગઇ 150/90 આવે બીજી તકલીફ નથી' },
  { level: 'routine', text: '3 athvadiya thi khasi che tav nathi bidi pivu chu' },
  { level: 'routine', text: 'thyroid no report karavano che thak lage vajan vadhe' },
  { level: 'self_care', text: 'શરદી છીંક નાક વહે ગળુ થોડુ ખરાબ કાલ થી' },
  { level: 'self_care', text: 'રોટલી કરતા હાથ થોડો દાઝ્યો નાની જગ્યા લાલ ફોલ્લો નથી' },
  { level: 'self_care', text: 'દીકરી ના માથા મા જુ થઇ ગઇ છે શુ લગાડવુ' },
  { level: 'self_care', text: 'મચ્છર કરડ્યા ના ઢીમણા થયા ખંજવાળ આવે' },
  { level: 'self_care', text: 'bus ma ulti aave kale gam javanu che shu karu' },
  // Round 31: messages that mix times and people (a past emergency and a present worry, two family members, a question about signs, recovery after hospital); measured blind against rules and the detector of round 30 (rules 93.2 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: 'દીકરાને ત્રણ દિવસથી 103 તાવ, આજે શરીર પર લાલ ચાંઠા, શરીર તૂટે છે. પડોશીને ગયા અઠવાડિયે ડેન્ગ્યુ થયો હતો',
  },
  {
    level: 'urgent',
    text: 'ba ne peshab ma baltra, aaje khub tav, dhruje che, kamar ma ek baju dukhe. pehla pan ek vaar infection thayu hatu',
  },
  {
    level: 'urgent',
    text: 'પપ્પાને ડાયાબિટીસ છે. પગની આંગળીમાં ઘા, પરુ નીકળે, લાલાશ ઉપર ફેલાય છે, કાલથી તાવ',
  },
  {
    level: 'urgent',
    text: 'મને કાલથી પેટની જમણી બાજુ નીચે દુખાવો વધતો જાય છે, ઉલટી, ચાલું તો દુખે. ભાઈનું પહેલા એપેન્ડિક્સનું ઓપરેશન થયું હતું',
  },
  {
    level: 'urgent',
    text: '2 varas na baba ne 2 divas thi zada, aaje peshab ochho, thodo sust che, pan rame che, paani pive che',
  },
  {
    level: 'routine',
    text: 'મમ્મીને બે અઠવાડિયાથી ઘૂંટણ દુખે, દાદર ચડવામાં તકલીફ. મને પણ કમ્પ્યુટરના કામથી થોડી કમર દુખે',
  },
  {
    level: 'routine',
    text: '3 athvadiya thi khansi, tav nathi, raate vadhare. pappa ne 10 varas pehla TB thayo hato, etle thodi bik lage',
  },
  {
    level: 'routine',
    text: 'ગયા વર્ષે થાઇરોઇડની ગોળી શરૂ કરી, હવે વાળ ખરે છે, થાક. રિપોર્ટ ફરી નથી કરાવ્યો',
  },
  { level: 'routine', text: 'દીકરી દસ વર્ષની, મહિનાથી કહે છે બોર્ડ પર લખેલું દેખાતું નથી, સાંજે માથું દુખે' },
  {
    level: 'routine',
    text: 'mane thoda divas thi peshab vaaramvaar jaavu pade, taras bahu lage. mummy ne diabetes che',
  },
  { level: 'routine', text: 'ત્રણ મહિના પહેલા ડેન્ગ્યુ થયો હતો, હવે સારું છે પણ હજી થાક, ક્યારેક સાંધા દુખે' },
  { level: 'self_care', text: 'દીકરાને શરદી, નાક વહે છે, રમે છે, ખાય છે. મને પણ ગળામાં થોડી ખરાશ' },
  {
    level: 'self_care',
    text: 'kale biryani khadhi pachhi bahu acidity thai, aaje saru che. thodo gas che bas',
  },
  { level: 'self_care', text: 'આંગળી પર ગરમ તેલ ઉડ્યું, નાનું દાઝ્યું' },
  {
    level: 'self_care',
    text: 'પરમ દિવસે ટ્રેકિંગ ગયો હતો, પિંડીઓ દુખે. દાદાને હૃદયની બીમારી હતી, પણ મને છાતીમાં કંઈ નથી',
  },
  { level: 'self_care', text: 'ek divas thi 2 vaar zada, tav nathi, paani piu chu, khavanu thodu' },
  // Round 32: comparisons and sensations ('like an elephant on my chest', 'limp like a wet cloth', 'half my body feels like someone else's'); measured blind against rules and the detector of round 31 (rules 83.8 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'tran divas thi taav, sharir angaara, haadka bhaangi jaay evu dukhe, aaje sharir par laal tapka',
  },
  { level: 'urgent', text: 'પેશાબ કરતાં આગ લાગે એમ બળે, સાથે કમરમાં પાછળ દુખાવો, ધ્રુજારી સાથે તાવ ચડ્યો' },
  { level: 'urgent', text: 'ચાર વર્ષના દીકરાને કાનમાં ઢોલ વાગે એમ દુખે, આખી રાત રડ્યો, તાવ 102' },
  {
    level: 'urgent',
    text: 'જમણી બાજુ પેટમાં નીચે છરી ભોંકાય એમ દુખે, સવારથી વધતું જાય, ચાલું તો વધારે, ખાવાનું ભાવતું નથી',
  },
  { level: 'urgent', text: 'પગના ઘાની આજુબાજુ લાલાશ આગની જેમ ફેલાય છે, ગરમ ગરમ, મને ડાયાબિટીસ છે' },
  { level: 'routine', text: 'બે અઠવાડિયાથી ગળામાં કંઈક અટક્યું હોય એવું, છાતીમાં બળતરા રાત્રે વધારે' },
  {
    level: 'routine',
    text: 'ghunta ma reti bhari hoy em kir kir, daadra chadhta vadhare, be mahina thi',
  },
  {
    level: 'routine',
    text: 'સવારે ઉઠું ત્યારે આંગળીઓ કાટ ખાધેલા મિજાગરા જેવી જકડાયેલી, અડધો કલાક લાગે ખૂલતાં, ઘણા અઠવાડિયાથી',
  },
  {
    level: 'routine',
    text: 'મહિનાથી થાક, બેટરી ખાલી ફોન જેવો, તરસ બહુ લાગે, રાત્રે ત્રણ વાર પેશાબ માટે ઉઠું',
  },
  { level: 'routine', text: 'kaan ma dariya jevo ghoo ghoo avaaj, ek mahina thi, dukhaavo nathi' },
  { level: 'routine', text: 'પગની પાછળ નસો અળસિયાં જેવી ફૂલી ગઈ છે, સાંજ સુધીમાં પગ ભારે' },
  { level: 'self_care', text: 'શરદી, નાક નળની જેમ વહે છે, ગળામાં થોડી ખરાશ, તાવ નથી' },
  { level: 'self_care', text: 'nava joota paheryaa, edi par phollo, daajhyu hoy evu bade' },
  {
    level: 'self_care',
    text: 'રાત્રે ઊંઘ પૂરી ના થઈ, માથાની પાછળ દોરડું બાંધ્યું હોય એવો હળવો દુખાવો, બીજું કંઈ નહીં',
  },
  {
    level: 'self_care',
    text: 'raate vaal ni daal khaadhi, pet fugga jevu fuli gayu, gas thodo thodo nikle che',
  },
  { level: 'self_care', text: 'તડકામાં ફર્યો, ગરદન પાછળ લાલ થઈ ગઈ, થોડી બળતરા' },
  // Round 33: a practical question carries the message (can I wait till morning, which tablet, cost, travel, work or school); measured blind against rules and the detector of round 32 (rules 88.1 %, with the detector 96.9 %).
  {
    level: 'urgent',
    text: 'Tran divas thi taav 103 utarto nathi, saandha dukhe chhe, society ma dengue na case chhe. Kaale office jau ke aaje j blood test karavu?',
  },
  {
    level: 'urgent',
    text: 'દીકરીને બે દિવસથી કાનમાં દુખાવો ને તાવ, આજે કાનમાંથી પરુ નીકળે છે. સ્કૂલે મોકલું કે આજે જ ENTને બતાવું?',
  },
  {
    level: 'urgent',
    text: 'મારાં સાસુને ગઈકાલથી પેશાબમાં બળતરા, ધ્રુજારી સાથે તાવ ને કમરમાં એક બાજુ દુખાવો. એમને ડાયાબિટીસ છે. રવિવારે દવાખાનું ખુલ્લું મળશે?',
  },
  {
    level: 'urgent',
    text: 'Rasoi ma garam tel haath par padi gayu, hatheli jetla bhaag ma fodla padi gaya chhe ne khub bale chhe. Colgate lagavu ke aaje j doctor paase javu?',
  },
  {
    level: 'urgent',
    text: 'પાંચ વર્ષનો દીકરો ગઈકાલે સાઇકલ પરથી પડ્યો, કાંડું સૂજી ગયું છે ને હલાવે તો રડે છે. સાંજે પપ્પા આવે પછી હાડકાના ડોક્ટર પાસે જઈએ તો ચાલે?',
  },
  {
    level: 'routine',
    text: 'ત્રણ અઠવાડિયાથી સૂકી ખાંસી, રાત્રે વધારે, તાવ નથી. સિવિલમાં એક્સ-રેના કેટલા પૈસા થાય?',
  },
  {
    level: 'routine',
    text: 'ઘણા દિવસથી ઢીંચણમાં દુખાવો, દાદરા ચડતાં વધારે. ઉંમર 60. કયા ડોક્ટરને બતાવું, ઓર્થોપેડિક?',
  },
  {
    level: 'routine',
    text: 'Chhella 2 mahina thi vaal khub khare chhe ne thaak laage chhe, period pan vadhare aave chhe. Skin doctor ne batavu ke gynac ne?',
  },
  {
    level: 'routine',
    text: 'પપ્પાની બીપીની ગોળી પતી ગઈ, ઘરે માપ્યું તો 150/95, બીજી કોઈ તકલીફ નથી. મેડિકલ સ્ટોરમાં જૂની ચિઠ્ઠી બતાવીને લઈ લઉં કે ડોક્ટરને ફરી બતાવવું પડે?',
  },
  {
    level: 'routine',
    text: 'દોઢ મહિનાથી પગના અંગૂઠાના નખમાં ફૂગ જેવું છે, નખ પીળો પડી ગયો. ચામડીના ડોક્ટરની એપોઇન્ટમેન્ટ લેવી પડે કે સીધા જવાય?',
  },
  {
    level: 'routine',
    text: 'Ek athvadiya thi pet ma baltaru, jamya pachhi khaata odkaar. Gas ni goli thi farak nathi padto, endoscopy karavvi pade?',
  },
  {
    level: 'self_care',
    text: 'ગઈકાલથી દીકરાને શરદી, ગળામાં થોડી ખારાશ, તાવ નથી, રમે છે. સ્કૂલે મોકલી શકું? હળદરવાળું દૂધ આપું છું.',
  },
  {
    level: 'self_care',
    text: 'Taadka ma kaam kari ne thodu maathu dukhe chhe, paani ochhu pidhu hatu. Chhaas pi ne sui jau to chale ke goli levi?',
  },
  {
    level: 'self_care',
    text: 'નવા ચંપલથી પગમાં ફોલ્લો પડ્યો છે. ફોડી નાખું? કાલે નવરાત્રિમાં ગરબા રમવા જવું છે.',
  },
  {
    level: 'self_care',
    text: 'મારા 3 વર્ષના દીકરાને મચ્છર કરડ્યા પછી લાલ ઢીમચાં ને ખંજવાળ છે, બીજું કંઈ નહીં, રમે છે ખાય છે. કોઈ ક્રીમ લગાવી શકાય?',
  },
  {
    level: 'self_care',
    text: 'રાતની બસમાં મુસાફરી કરીને ગરદન અકડાઈ ગઈ છે, ફેરવું તો થોડું દુખે. ગરમ શેક કરું તો ચાલે, આજે ગાડી ચલાવી શકું?',
  },
  // Round 34: told from afar or alone (a son retelling a phone call from the village, a video call, someone living alone at night, a neighbour through the wall); measured blind against rules and the detector of round 33 (rules 86.1 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'બાએ ફોન પર કહ્યું, બાપુજીને ત્રણ દિવસથી 102 તાવ, શરીર તૂટે છે, ગામમાં ડેન્ગ્યુ બહુ ફેલાયો છે. હજી હરે-ફરે છે પણ ખાવાનું ભાવતું નથી.',
  },
  {
    level: 'urgent',
    text: 'Hostel ma chhu, kaal thi peshab karta baltaru thay chhe, aaje kamar ni ek baju dukhe chhe, taav sathe dhrujari chhute chhe. Ghar dur chhe, ekli kevi rite jau?',
  },
  {
    level: 'urgent',
    text: 'બાજુમાં એકલા રહેતા માજી કાલે બાથરૂમમાં લપસી ગયા, હવે કાંડું સૂજી ગયું છે ને ભૂરું પડ્યું છે, ફેરવી શકતા નથી. દીકરો મુંબઈમાં, મને ફોન કરીને પૂછે છે.',
  },
  {
    level: 'urgent',
    text: 'નાઈટ ડ્યુટી કરીને આવ્યો, સવારથી આઠ-નવ વાર પાણી જેવા ઝાડા, ઉલટી, મોઢું સુકાય છે, પેશાબ ઓછો. રૂમમાં કોઈ નથી.',
  },
  {
    level: 'urgent',
    text: 'Pappa gaam ma, pag no ghaa das divas thi rujhato nathi, emne diabetes chhe, aaje laal thai ne suji gayo ane vaas aave chhe, mummy e video ma batavyu.',
  },
  {
    level: 'routine',
    text: 'બાને મહિનાથી ઘૂંટણમાં દુખાવો, સવારે ઊઠે ત્યારે જકડાઈ જાય, ફોન પર કહે છે મંદિર સુધી ચાલવું ભારે પડે છે. કયા ડૉક્ટરને બતાવું?',
  },
  {
    level: 'routine',
    text: 'હું એકલી રહું છું, બે અઠવાડિયાથી રાત્રે સૂકી ખાંસી, તાવ નથી, રોજ થોડો થાક. રજા શનિવારે જ મળે.',
  },
  {
    level: 'routine',
    text: 'Dada ne kaan thi barabar sambhlatu nathi, phone par jor thi bolvu pade, be-tran mahina thi vadhi gayu chhe. ENT ne batavvu joie?',
  },
  {
    level: 'routine',
    text: 'પપ્પાના બીપી મશીનમાં ત્રણ દિવસથી 150/95 આવે છે, વોટ્સએપ પર ફોટો મોકલ્યો, માથું દુખવું કંઈ નથી. ગોળી બદલવી પડશે?',
  },
  {
    level: 'routine',
    text: 'વાઈફ ગામમાં, દીકરો છ વર્ષનો, અઠવાડિયાથી માથામાં ખંજવાળ, એક જગ્યાએ ગોળ ગોળ વાળ ખરી ગયા છે એમ ફોટો મોકલ્યો.',
  },
  {
    level: 'routine',
    text: 'નાઈટ શિફ્ટ કરું છું, મહિનાથી પેટના ઉપરના ભાગમાં બળતરા, ખાલી પેટે વધારે, એન્ટાસિડ પીઉં તો થોડું સારું લાગે.',
  },
  {
    level: 'self_care',
    text: 'Hostel ma chhu, kaal thi chhink, naak vahe chhe, galu thodu kharab, taav nathi. Mummy phone par ukalo pivanu kahe chhe, etlu chale?',
  },
  {
    level: 'self_care',
    text: 'બાએ કહ્યું દાદાને બે દિવસથી કબજિયાત છે, બાકી કંઈ તકલીફ નથી, જમે છે બરાબર. ઘરે શું આપી શકાય?',
  },
  {
    level: 'self_care',
    text: 'રાત્રે એકલો લેપટોપ સામે કામ કરું છું, આંખોમાં બળતરા, સૂકી સૂકી લાગે, થોડું માથું દુખે. ઊંઘી જાઉં તો સારું થઈ જાય છે.',
  },
  {
    level: 'self_care',
    text: 'Dikri e video call ma batavyu, haath par machchhar karadya jeva laal dana, khanjval aave chhe, biju kai nathi. Shu lagadvu?',
  },
  {
    level: 'self_care',
    text: 'પપ્પાએ ફોન પર કહ્યું નવા ચંપલ પહેરીને ગામથી બસ સ્ટેન્ડ સુધી ચાલીને ગયા, એડી પર ફોલ્લો પડ્યો છે, થોડું દુખે છે. પપ્પાને ડાયાબિટીસ નથી.',
  },
  // Round 35: young writers (students 13–24: slang, emojis, English mixed in, hostel, exams, sports, a friend's forwarded message); measured blind against rules and the detector of round 34 (rules 87.8 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: '૩ દિવસથી 103 તાવ છે ને આજે શરીર પર લાલ ટપકાં દેખાયાં, હોસ્ટેલમાં ઘણાને ડેન્ગ્યુ થયો છે. બ્રશ કરતાં પેઢામાંથી થોડું લોહી પણ આવ્યું.',
  },
  {
    level: 'urgent',
    text: 'mari mummy ne pesab ma bahu baltara ane kamar ni baaju ma dukhavo che, aaje thi thandi lagi ne taav aavyo che. ghare thi j dava lidhi che.',
  },
  { level: 'urgent', text: 'ક્રિકેટ રમતાં કાંડું વળી ગયું, ખૂબ સોજો છે ને થોડું વાંકું દેખાય છે, હલાવાતું જ નથી.' },
  {
    level: 'urgent',
    text: 'જમણી બાજુ નીચે પેટમાં સવારથી દુખાવો વધતો જાય છે, ચાલું તો વધુ દુખે, એક વાર ઉલટી પણ થઈ. હું 19 ની છું, PG માં રહું છું.',
  },
  {
    level: 'urgent',
    text: 'naano bhai (8) ne kaan ma bahu dukhe che, aakhi raat rado che ane kaan mathi paani jevu nikle che, taav pan che.',
  },
  {
    level: 'routine',
    text: '2 મહિનાથી ચહેરા પર ખીલ વધી ગયા છે, કોઈ cream કામ નથી કરતી. dermatologist પાસે જવું પડશે?',
  },
  {
    level: 'routine',
    text: 'mane 2 mahina thi period irregular che ane vaal pan bahu khare che, vajan pan vadhyu. PCOD hase?',
  },
  {
    level: 'routine',
    text: 'પપ્પાને 3 અઠવાડિયાથી ખાંસી છે, રાતે વધુ થાય છે. બીડી પીવે છે ને વજન થોડું ઘટ્યું છે.',
  },
  {
    level: 'routine',
    text: 'મોબાઇલ વધારે જોવાથી છેલ્લા 10 દિવસથી માથું દુખે છે ને બોર્ડ પર લખેલું ઝાંખું દેખાય છે. ચશ્માં આવશે?',
  },
  { level: 'routine', text: 'દાદીના ઘૂંટણ ખૂબ દુખે છે, સીડી ચડી નથી શકતાં, સવારે પગ જકડાઈ જાય છે.' },
  {
    level: 'routine',
    text: 'gym ma shoulder press pachi 1 week thi khabha ma dukhavo che, haath upar karu to vadhe che.',
  },
  {
    level: 'self_care',
    text: 'કાલે રાતે લારી પર પાણીપુરી ખાધી ને આજે 2 વાર ઝાડા થયા, તાવ નથી, પાણી પીઉં છું. શું ખાઉં?',
  },
  {
    level: 'self_care',
    text: '2 દિવસથી નાક વહે છે ને છીંકો આવે છે, ગળામાં થોડી ખરાશ. hostel ની રૂમમાં બધાને છે.',
  },
  {
    level: 'self_care',
    text: 'nava shoes thi edi par chhalo padi gayo che, chalva ma dukhe. su lagavu?',
  },
  {
    level: 'self_care',
    text: 'મમ્મીને નવરાત્રીના ઉપવાસ પછી ખાટા ઓડકાર આવે છે ને પેટ ફૂલેલું લાગે છે, બીજું કંઈ નથી.',
  },
  { level: 'self_care', text: 'ગરબા રમીને પગની પિંડીઓ દુખે છે 😅 સોજો નથી, ખાલી થાક. શું કરું?' },
  // Round 36: people with a long-standing illness or a known history (diabetes, BP, asthma, epilepsy, an old stroke or heart attack, a stent, kidney disease, a past miscarriage or C-section, old TB) write about something new; measured blind against rules and the detector of round 35 (rules 90.9 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: 'મને ડાયાબિટીસ છે, પગના અંગૂઠામાં અઠવાડિયા પહેલાં ફોલ્લો થયો હતો. હવે ત્યાંથી પરુ નીકળે છે, આખો પંજો લાલ અને ગરમ, હળવો તાવ પણ છે. શુગર ત્રણસોની આસપાસ આવે છે.',
  },
  {
    level: 'urgent',
    text: 'Mari mummy ne kidney ni bimari che. Be divas thi peshab ma baltara, vaarvaar javu pade, aaje tav 101 ane kamar ma ek baju dukhavo. Jame che barabar, bhaan ma che.',
  },
  {
    level: 'urgent',
    text: 'બાપુજીને સ્ટેન્ટ છે, લોહી પાતળું કરવાની ગોળી લે છે. કાલે બાથરૂમમાં લપસીને ઘૂંટણ પર પડ્યા, હવે ઘૂંટણ બહુ સૂજી ગયો છે અને ભૂરો પડી ગયો છે, ચાલી શકે છે પણ દુખાવો ઘણો.',
  },
  {
    level: 'urgent',
    text: 'મને દમ છે. ત્રણ દિવસથી ખાંસી અને પીળો ગળફો, આજે તાવ 102 આવ્યો, પંપ થોડો વધારે લેવો પડે છે. શ્વાસ બરાબર ચાલે છે, બોલી શકું છું, પણ અશક્તિ ઘણી છે.',
  },
  {
    level: 'urgent',
    text: 'સાત વર્ષની દીકરીને ખેંચની દવા ચાલે છે. બે દિવસથી ઊલટી થાય છે એટલે ગોળી પણ નીકળી જાય છે. ખેંચ નથી આવી પણ બીક લાગે છે.',
  },
  {
    level: 'routine',
    text: 'મને બાર વર્ષથી ડાયાબિટીસ છે. થોડા મહિનાથી વાંચતાં ઝાંખું દેખાય છે, ચશ્માં બદલ્યાં તો પણ ફેર નથી. આંખની ડાયાબિટીસવાળી તપાસ ક્યાં કરાવવી?',
  },
  {
    level: 'routine',
    text: 'Papa e BP mate Amlodipine sharu kari, ek mahino thayo. Have sanje pag na ghuntiya halka suji jay che, savare saru. Biji koi taklif nathi. Goli badalvi joie?',
  },
  {
    level: 'routine',
    text: 'મારું સિઝેરિયન થયાને બે વર્ષ થયાં. ટાંકાની જગ્યાએ ક્યારેક ખંજવાળ અને ખેંચાણ જેવું લાગે છે, બીજું કંઈ નથી. બતાવવું જોઈએ?',
  },
  {
    level: 'routine',
    text: 'જૂનો ટીબી મટ્યાને ચાર વર્ષ થયાં. હવે છ અઠવાડિયાથી સૂકી ખાંસી છે, તાવ નથી, વજન થોડું ઘટ્યું હોય એવું લાગે છે. તપાસ કરાવવી જોઈએ?',
  },
  {
    level: 'routine',
    text: 'Mara sasu ne thyroid che, aajkal vaal bahu khare che, thandi bahu lage che ane ungh bahu aave che. Goli roj le che. Report chh mahina thi nathi karavyo.',
  },
  {
    level: 'routine',
    text: 'મારું બીપી ઘરે 150/95 આવે છે, દવા ચાલે છે. કોઈ તકલીફ નથી પણ બે અઠવાડિયાથી આવું જ આવે છે. ડોઝ વધારવો પડશે?',
  },
  {
    level: 'self_care',
    text: 'મને ડાયાબિટીસ છે, ગોળી લઉં છું, શુગર કંટ્રોલમાં છે. કાલથી નાક વહે છે અને છીંકો આવે છે, ગળું થોડું ખરાબ. તાવ નથી. ખાંડ વગરનું કોઈ કફ સિરપ લઈ શકું?',
  },
  {
    level: 'self_care',
    text: 'Mane BP che, thoda divas thi kabajiyat rahe che, pet saaf nathi thatu. Jamva ma shu badlav karu? Biji koi taklif nathi.',
  },
  {
    level: 'self_care',
    text: 'બાને બીપી છે, બે દિવસથી ઠંડીને લીધે ઘૂંટણ દુખે છે, પહેલાં પણ આવું થાય છે. શેક અને તેલની માલિશ ચાલે?',
  },
  {
    level: 'self_care',
    text: 'સ્ટેન્ટ મુકાવ્યાને પાંચ વર્ષ થયાં. રસોઈ કરતાં હાથ પર થોડું ગરમ તેલ પડ્યું, નાની લાલ જગ્યા છે, ફોલ્લો નથી. લોહી પાતળું કરવાની ગોળી લઉં છું, કંઈ ખાસ કરવું પડે?',
  },
  {
    level: 'self_care',
    text: 'Mari dikri ne asthma che, 10 varas ni. Kale mela ma bahu taadko lagyo, aaje mathu dukhe che ane thodi thaki gayeli che, shwas ekdam barabar. Ghare shu karvu?',
  },
  // Round 37: work and seasons (farm, construction site, brick kiln, factory, drivers, fishermen, migrant workers; monsoon floods, heat wave, winter smoke, festival fasting, pilgrimage, wedding crowds); measured blind against rules and the detector of round 36 (rules 92.0 %, with the detector 98.3 %).
  {
    level: 'urgent',
    text: 'Alang ma kaam karta haath ma patra thi uundo kaapo padyo, lohi to bandh thai gayu pan ghaav khullo chhe ane aangli barabar vaali shakato nathi. Tetanus nu injection kyare lidhu yaad nathi.',
  },
  {
    level: 'urgent',
    text: 'ચાર દિવસથી ઝાડા-ઊલટી અને તાવ છે, પૂર પછી ગામમાં ઘણાને થયું છે. પાણી પી શકું છું પણ ખૂબ નબળાઈ લાગે છે અને પેશાબ ઓછો આવે છે.',
  },
  {
    level: 'urgent',
    text: 'પૂરના પાણીમાં ચાલીને રોજ ખેતરે જતો હતો. ત્રણ દિવસથી સખત તાવ, પીંડીઓમાં ખૂબ દુખાવો અને આંખો લાલ છે. ચાલી શકું છું, ખાઈ શકું છું, પણ ગામમાં બે જણને લેપ્ટો થયો હતો.',
  },
  {
    level: 'urgent',
    text: 'મારી સાત વર્ષની દીકરીને ગઈકાલથી કાનમાં સખત દુખાવો, તાવ ૧૦૨ અને આજે કાનમાંથી પીળું પાણી નીકળે છે. વરસાદમાં તળાવમાં નાહ્યા હતા.',
  },
  {
    level: 'urgent',
    text: 'ટ્રક ચલાવું છું. બે દિવસથી પેશાબમાં બળતરા, વારંવાર જવું પડે, અને આજે કમરમાં એક બાજુ દુખાવો અને ધ્રુજારી સાથે તાવ આવ્યો. સફરમાં પાણી ઓછું પીવાય છે.',
  },
  {
    level: 'routine',
    text: 'Hira ghasvanu kaam karu chhu, das varas thi. Have najdik nu jhaankhu dekhay chhe, saanj padye aankh thaki jaay ane maathu dukhe. Chashma ni jarur hase? Aankh na doctor ni appointment levi chhe.',
  },
  {
    level: 'routine',
    text: 'ખેતરમાં વર્ષોથી તમાકુ ઉગાડું છું અને ચાવું પણ છું. ગાલની અંદર એક સફેદ ડાઘ છે, બે મહિનાથી છે, દુખતો નથી. તપાસ કરાવવી છે.',
  },
  {
    level: 'routine',
    text: 'મીઠાના અગરમાં કામ કરતાં પગમાં ચીરા પડે છે અને ચામડી જાડી થઈ ગઈ છે, ક્યારેક ફોલ્લા થાય. વર્ષોથી આવું છે. ચામડીના ડૉક્ટરને બતાવવું છે.',
  },
  {
    level: 'routine',
    text: 'મમ્મી ૫૮ વર્ષનાં છે, ઘરે પાપડ વણવાનું કામ કરે છે. છેલ્લા છ મહિનાથી વારંવાર તરસ લાગે, રાતે ત્રણ-ચાર વાર પેશાબ જવું પડે અને થાક રહે. ડાયાબિટીસની તપાસ કરાવવી છે.',
  },
  {
    level: 'routine',
    text: 'ઘરથી દૂર સુરતમાં રહું છું, આખો દિવસ ઊભા રહીને કાપડ કાપું છું. છ મહિનાથી સવારે ઊઠતાં જ એડી અને તળિયામાં દુખાવો થાય, થોડું ચાલું પછી ઓછો થાય. કોને બતાવું?',
  },
  {
    level: 'routine',
    text: 'મારો દીકરો ચાર વર્ષનો છે, રાત્રે નસકોરાં બોલાવે છે અને મોઢું ખુલ્લું રાખીને સૂએ છે, વારંવાર શરદી થાય. ડૉક્ટરે કાકડા કહ્યા હતા, હવે કાન-નાક-ગળાના ડૉક્ટરને બતાવવું છે.',
  },
  {
    level: 'self_care',
    text: 'Uttarayan ma aakho divas agashi par patang chagavi, have gardan ane khabho akdai gaya chhe ane aangli par dori na naana kaapa chhe. Biji koi taklif nathi. Ghare shu lagavu?',
  },
  {
    level: 'self_care',
    text: 'લગ્નમાં ત્રણ દિવસ સતત તળેલું ને મીઠાઈ ખાધી, હવે પેટ ભારે લાગે છે અને ખાટા ઓડકાર આવે છે. બીજી કોઈ તકલીફ નથી. ઘરગથ્થુ શું કરું?',
  },
  {
    level: 'self_care',
    text: 'ચોમાસામાં આખો દિવસ ખેતરમાં પગ ભીના રહે છે, એટલે પગની આંગળીઓ વચ્ચે ચામડી સફેદ થઈ ગઈ છે અને ખંજવાળ આવે છે. બીજું કંઈ નથી. ઘરે શું કરું?',
  },
  {
    level: 'self_care',
    text: 'પાંચ વર્ષના દીકરાને મચ્છર કરડવાથી પગ પર લાલ ઢીમડાં થયાં છે, ખંજવાળે છે. તાવ નથી, રમે છે. શું લગાવું અને મચ્છરથી કેમ બચાવું?',
  },
  {
    level: 'self_care',
    text: 'Janmashtami no upvas hato, aaje savaar thi halku maathu dukhe chhe ane thodi nablai lage chhe. Chaa nathi pidhi etle pan hoy. Upvas chhodya pachhi shu khavu?',
  },
  // Round 38: a long story told in order, ending with the speaker's own harmless guess (gas, acidity, the heat, a sprain, tiredness); measured blind against rules and the detector of round 37 (rules 88.9 %, with the detector 95.7 %).
  {
    level: 'urgent',
    text: 'ત્રણ દિવસથી તાવ, પહેલા પેરાસિટામોલ લઈને નોકરીએ જતો હતો. આજે શરીર બહુ તૂટે છે, આંખની પાછળ દુખે, શરીર પર ઝીણી લાલ ફોલ્લીઓ. સોસાયટીમાં ડેન્ગ્યુ ચાલે છે એવું સાંભળ્યું. ખવાય છે, પાણી પીઉં છું. નબળાઈ છે બસ, પપૈયાના પાનનો રસ પીશ.',
  },
  {
    level: 'urgent',
    text: 'Kaal raat thi pesaab ma baltara, aaje savar thi thandi laagi ne taav, kamar ni ek baju pachhal dukhe che. Dukaan kholvani hati, bus chuki gayo. Paani ochhu pidhu hatu, etle hashe, naariyel paani pi laish.',
  },
  {
    level: 'urgent',
    text: 'દીકરો 6 વર્ષનો, નિશાળમાં રમતા પડી ગયો, કાંડું સૂજી ગયું, ફેરવવા નથી દેતો, થોડું વાંકું લાગે છે. ટીચરે બરફ ઘસીને મોકલ્યો. મચકોડ હશે, તેલ ચોળીને પાટો બાંધીએ તો ચાલે?',
  },
  {
    level: 'urgent',
    text: 'બાને બે દિવસથી ઝાડા, આજે થોડા ઓછા છે પણ ખાવાનું મન નથી, પેશાબ ઓછો, જીભ સુકાઈ ગઈ છે. વાત કરે છે, ચાલે છે. પરમ દિવસે લારીની પાણીપુરી ખાધી હતી. છાશ પીવડાવીએ છીએ.',
  },
  {
    level: 'urgent',
    text: 'Kaale aankh ma cricket no ball vaagyo, tyare to saru hatu. Aaje savar thi aankh laal, dukhe che, ajvaalu sahan nathi thatu, jaankhu dekhay che. Kachro gayo hashe, gulab jal naakhyu che.',
  },
  {
    level: 'routine',
    text: 'બે મહિનાથી રાત્રે ત્રણ-ચાર વાર પેશાબ માટે ઊઠું છું, તરસ બહુ લાગે. પપ્પાને ડાયાબિટીસ છે. હું દુકાન સંભાળું, સમય જ નથી મળતો. શિયાળો છે એટલે હશે. આ અઠવાડિયે ટેસ્ટ કરાવું?',
  },
  {
    level: 'routine',
    text: 'Tran athvadiya thi sooki khaansi, raate vadhare. Taav nathi, jamvanu barabar. Ghar saame rasta nu kaam chaale che, dhool bahu. Ukalo pidho pan jati nathi. Dhool ni allergy hashe.',
  },
  {
    level: 'routine',
    text: 'ઘૂંટણમાં છ મહિનાથી દુખાવો, દાદરા ચડતા વધારે. મંદિરના પગથિયાં હવે નથી ચડાતા. ઉંમર 55, વજન થોડું વધારે. ઉંમર થઈ બસ, તેલની માલિશ કરીશ.',
  },
  {
    level: 'routine',
    text: 'બે મહિનાથી માસિક નથી આવ્યું, પ્રેગ્નન્સી ટેસ્ટ નેગેટિવ. મોઢા પર ખીલ બહુ, વજન વધે છે. હોસ્ટેલનું જમવાનું અને પરીક્ષાનું ટેન્શન હશે.',
  },
  {
    level: 'routine',
    text: 'ગળા પાસે એક નાની ગાંઠ મહિનાથી છે, દુખતી નથી. નહાતી વખતે હાથમાં આવી. મોટી નથી થઈ, પણ ગઈ પણ નથી. ગરમીની ફોલ્લી હશે.',
  },
  {
    level: 'routine',
    text: 'Dikri 9 varsh ni, teacher e kahyu class ma board barabar nathi dekhatu. Ghare TV ni najik besi ne jue. Mobile bahu jue etle hashe. Aankh na doctor ne kyare batavvu?',
  },
  {
    level: 'self_care',
    text: 'કાલે વરસાદમાં પલળીને ઘરે આવ્યો, આજે નાક વહે છે, છીંકો, ગળામાં થોડી ખરાશ. તાવ નથી, કામ કરું છું. સૂંઠનો ઉકાળો બનાવીને વહેલો સૂઈ જઈશ.',
  },
  {
    level: 'self_care',
    text: 'Aaje rasoda ma kadhai no garam haatho adki gayo, aangli thodi laal, baltara. Follo nathi padyo. Thanda paani ma 10 minute raakhi. Aloe vera lagavu to chaale?',
  },
  {
    level: 'self_care',
    text: 'ગુરુવારે તડકામાં ક્રિકેટ રમ્યો, બીજા દિવસે પગની પિંડીઓ દુખે. ચાલું છું, સોજો નથી. નવા બૂટ પણ પહેર્યા હતા. ગરમ પાણીનો શેક કરીને આરામ કરીશ.',
  },
  {
    level: 'self_care',
    text: 'કાલે રાત્રે રિસેપ્શનમાં તળેલું બહુ ખાધું, આજે સવારે પેટ ફૂલેલું, ખાટા ઓડકાર. દુખાવો નથી, ઉલટી નથી. છાશ પીને હળવું જમીશ.',
  },
  {
    level: 'self_care',
    text: 'Dikro 4 varsh no, garden ma ramta padyo, ghutan chhola gayu, thodu lohi aavyu. Dhoi naakhyu, have rame che, chaalvama taklif nathi. Dhanurva na injection badha lidha che. Patti lagavi dau to chaale ne?',
  },
  // Round 39: shyness and euphemism (bleeding called 'that' or 'my clothes got spoiled', pain called 'uneasiness', a suicide plan only hinted, elders' polite indirection); measured blind against rules and the detector of round 37 (rules 78.4 %, with the detector 94.3 %).
  {
    level: 'urgent',
    text: 'ગાય દોહતાં લાત વાગી, પગની પિંડીએ મોટો સોજો છે ને પગ મૂકી શકાતો નથી, હાડકું ભાંગ્યું હોય એવું લાગે છે. બાકી બધું બરાબર છે.',
  },
  {
    level: 'urgent',
    text: "Mari patni stanpaan karaave chhe. Ek baju 'tya' laal, garam ane sojo chhe, bahu dukhe chhe, aaje taav 102 aavyo. E kahevama sharmaay chhe etle hu puchhu chhu.",
  },
  {
    level: 'urgent',
    text: 'ત્રણ દિવસથી તાવ 103 ઉતરતો નથી, શરીર તૂટે છે, આંખ પાછળ દુખે છે. અમારી સોસાયટીમાં ડેન્ગ્યુના કેસ છે. પાણી પીઉં છું, ચક્કર નથી, લોહી ક્યાંયથી નથી પડતું.',
  },
  {
    level: 'urgent',
    text: 'ખેતરમાં કાટવાળો ખીલો પગમાં ઘૂસી ગયો, ઊંડો ઘા છે. છેલ્લું ધનુરનું ઇન્જેક્શન ક્યારે લીધું યાદ નથી, કદાચ દસ વર્ષ પહેલાં. લોહી બંધ થઈ ગયું છે.',
  },
  {
    level: 'urgent',
    text: 'ગઈ કાલે સવારે ઊઠ્યો ત્યારથી જમણા કાનમાં અચાનક ઓછું સંભળાય છે, કાનમાં સણસણાટ. દુખાવો નથી, તાવ નથી. 45 વર્ષ. ઘરે કીધું તો કહે મેલ હશે.',
  },
  {
    level: 'routine',
    text: 'Kehta sharam aave chhe, jaangh paase ek fuggo jevu upse chhe jyare ubho rahu ke khaansu, suu tyare andar jatu rahe chhe. Dukhaavo nathi. Be mahina thi chhe.',
  },
  {
    level: 'routine',
    text: 'સંકોચ થાય છે પૂછતાં. ખાંસી કે છીંક આવે ત્યારે થોડો પેશાબ નીકળી જાય છે, બે છોકરાં પછીથી. બીજી કોઈ તકલીફ નથી, બળતરા નથી.',
  },
  {
    level: 'routine',
    text: 'હું કાપડની દુકાને આખો દિવસ ઊભો રહું છું. પગની નસો ફૂલેલી, વાંકીચૂંકી દેખાય છે, સાંજે પગ ભારે લાગે. દુખાવો થોડો, ઘા નથી.',
  },
  {
    level: 'routine',
    text: 'અમારો દીકરો સાત વર્ષનો છે, હજી રાત્રે પથારી ભીની કરે છે. ઘરમાં બધા એને ચીડવે છે, અમને પણ કોઈને કહેતાં શરમ આવે છે. દિવસે બધું બરાબર છે.',
  },
  {
    level: 'routine',
    text: 'બાપુજીને ધીરે ધીરે ઓછું સંભળાય છે, ટીવી બહુ મોટેથી ચલાવે છે, પણ એ માનતા જ નથી. બીજી કોઈ તકલીફ નથી. ક્યાં બતાવવું?',
  },
  {
    level: 'routine',
    text: "અમારો દીકરો (20) થોડા મહિનાથી એકલો એકલો બોલ્યા કરે છે, કહે છે લોકો એની વાતો કરે છે. ગુસ્સો કે મારઝૂડ કંઈ નથી, જમે છે, પણ ઊંઘ ઓછી. સગાં 'ગાંડપણ' કહેશે એ બીકે ક્યાંય બતાવ્યો નથી.",
  },
  {
    level: 'self_care',
    text: 'ઉત્તરાયણમાં ઊંધિયું-જલેબી વધારે ખવાઈ ગયું, આજે પેટ ફૂલેલું લાગે છે ને ગેસ થાય છે. બીજી કોઈ તકલીફ નથી. ઘરે શું કરું?',
  },
  {
    level: 'self_care',
    text: 'રોટલી કરતાં ગરમ તવી આંગળીને અડી ગઈ, થોડું લાલ થયું છે, ફોલ્લો નથી. બળતરા થાય છે. શું લગાડું?',
  },
  {
    level: 'self_care',
    text: 'Navratri ma roj garba ma gaayu, have avaaj besi gayo chhe, gala ma thodi kharaash. Taav nathi, khaavaama vaandho nathi. Ghare shu upaay karu?',
  },
  {
    level: 'self_care',
    text: 'શિયાળામાં હાથપગની ચામડી સૂકી થઈ ગઈ છે, ખંજવાળ આવે છે. બીજું કંઈ નથી. કયું તેલ કે ક્રીમ લગાડું?',
  },
  {
    level: 'self_care',
    text: 'દિવાળીની સફાઈ કરતાં ધૂળથી છીંકો આવે છે, નાક વહે છે. શ્વાસ બરાબર છે, તાવ નથી. ઘરે શું કરી શકાય?',
  },
  // Round 40: readings and numbers (BP 82/50, pulse 44, SpO2 84, a baby's 35.2 °C, fits three times in an hour), the danger often in the number alone; measured blind after rounds 38 and 39's fixes (rules 87.8 %, with the detector 94.9 %).
  {
    level: 'urgent',
    text: 'પેશાબમાં બળતરા, 2 દિવસથી તાવ 101.5, કમરમાં પાછળ એક બાજુ દુખાવો, એક વાર ઉલ્ટી થઈ.',
  },
  {
    level: 'urgent',
    text: 'dikra ne 4 varsh, 2 divas thi kaan ma dukhavo, raate bahu rade, tav 102, kaan mathi paani jevu nikle chhe.',
  },
  {
    level: 'urgent',
    text: 'વાડીમાં કામ કરતા કાટવાળી ખીલી પગમાં ઘૂસી ગઈ, 1 ઇંચ ઊંડી. ધનુરનું ઇન્જેક્શન 10 વર્ષથી નથી લીધું.',
  },
  {
    level: 'urgent',
    text: 'ડાયાબિટીસ છે, સુગર 2 દિવસથી 320-350 આવે છે, તરસ બહુ લાગે, વારંવાર પેશાબ જવું પડે, બાકી ઠીક છે.',
  },
  {
    level: 'urgent',
    text: 'કબડ્ડી રમતા પડ્યો, ખભો ઉતરી ગયો હોય એવું લાગે છે, 1 કલાક થયો, હાથ હલાવાતો નથી.',
  },
  {
    level: 'routine',
    text: 'BP 150/96 અઠવાડિયામાં ત્રણ વાર માપ્યું, 52 વર્ષ, કોઈ લક્ષણ નથી.',
  },
  {
    level: 'routine',
    text: 'fasting sugar 128, HbA1c 6.9 aavyu, haji koi dava chalu nathi, 40 varsh.',
  },
  {
    level: 'routine',
    text: 'હિમોગ્લોબિન 8.9 આવ્યું, થાક લાગે, દાદરા ચડતા હાંફ ચડે, ઉંમર 30.',
  },
  {
    level: 'routine',
    text: '2 મહિનાથી ઘૂંટણમાં દુખાવો, 62 વર્ષ, સવારે જકડાઈ જાય છે.',
  },
  {
    level: 'routine',
    text: 'યુરિક એસિડ 8.2 આવ્યું, પગના અંગૂઠામાં ક્યારેક દુખે, અત્યારે નથી દુખતું.',
  },
  {
    level: 'routine',
    text: 'મારી દીકરી 13 વર્ષની, 6 મહિનાથી વારંવાર માથું દુખે, મોબાઇલ બહુ વાપરે, ચશ્મા નથી.',
  },
  {
    level: 'self_care',
    text: '2 divas thi sardi, chhink, tav 99.1, gala ma thodi kharash, biju kai nahi.',
  },
  {
    level: 'self_care',
    text: 'કાલે 12 કિમી સાયકલ ચલાવી, આજે જાંઘના સ્નાયુ દુખે છે, બાકી બરાબર.',
  },
  {
    level: 'self_care',
    text: '44 ડિગ્રી ગરમીમાં પીઠ પર અળાઈ થઈ છે, ખંજવાળ આવે, બીજું કંઈ નહિ.',
  },
  {
    level: 'self_care',
    text: 'લગ્નમાં 2 દિવસ ભારે જમણ, આજે પેટ ફૂલેલું લાગે, એક વાર ઝાડો થયો, બીજું કંઈ નથી.',
  },
  {
    level: 'self_care',
    text: 'દીકરાને રમતા ઘૂંટણ છોલાઈ ગયો, 2-3 સેમી, લોહી બંધ થઈ ગયું, રમે છે.',
  },
];

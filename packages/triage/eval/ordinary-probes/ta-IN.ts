import type { OrdinaryProbe } from '../ordinary-probes';

/** Ordinary probes, Tamil: everyday health messages that are not emergencies. */
export const ORDINARY_PROBES_TA_IN: readonly OrdinaryProbe[] = [
  { level: 'self_care', text: 'sugar patient ku breakfast ku enna saapidalam? idli ok vaa' },
  {
    level: 'self_care',
    text: '1 வயசு குழந்தைக்கு மூக்கடைப்பு, பால் குடிக்கும்போது கஷ்டப்படுறா. காய்ச்சல் இல்லை, விளையாடுறா. சலைன் டிராப்ஸ் போடலாமா?',
  },
  { level: 'urgent', text: 'கண்ணு மஞ்சளா இருக்கு, யூரின் மஞ்சளா போகுது, சாப்பிட பிடிக்கல, ஒரு வாரமா' },
  { level: 'urgent', text: 'குரங்கு கைல பிராண்டிருச்சு, லேசா ரத்தம், ரேபிஸ் ஊசி போடணுமா' },
  { level: 'urgent', text: '5 நாளா காய்ச்சல் விடல வயிறு லேசா வலிக்குது டைபாய்டா இருக்குமோ' },
  {
    level: 'urgent',
    text: 'காலையில இருந்து 8 தடவை பேதி ஆயிருச்சு. ரொம்ப சோர்வா இருக்கு, நிக்கும்போது லேசா தலை சுத்துது. ORS குடிக்கிறேன், வாந்தி இல்லை. 40 வயசு.',
  },
  {
    level: 'self_care',
    text: 'raathiri 2 mani varaikkum thookam varala, phone paathutte irukken. eppadi sari panradhu',
  },
  {
    level: 'urgent',
    text: 'BP 170/100 இருக்கு, லேசா தலைவலி, வேற எதுவும் இல்லை. மாத்திரை ஒரு வாரமா சாப்பிடல.',
  },
  {
    level: 'urgent',
    text: 'வண்டியில இருந்து விழுந்து மணிக்கட்டு வீங்கிருச்சு, அசைக்க முடியல, எலும்பு முறிஞ்சிருக்குமா',
  },
  {
    level: 'self_care',
    text: 'thonda konjam valikkudhu since yesterday, fever illa. salt water gargle pannalama?',
  },
  { level: 'self_care', text: 'எடை குறைக்க என்ன மாதிரி டயட் பண்ணலாம்? 85 கிலோ இருக்கேன்' },
  {
    level: 'self_care',
    text: 'ரெண்டு நாளா சளி, மூக்கு ஒழுகுது, தும்மல் அதிகம். காய்ச்சல் இல்லை, சாப்பாடு நல்லா சாப்பிடுறேன். ஆவி பிடிச்சேன், கொஞ்சம் பரவாயில்லை. வேற ஏதாவது பண்ணணுமா?',
  },
  {
    level: 'routine',
    text: 'அடிக்கடி தாகம் எடுக்குது ராத்திரி நாலு தடவை யூரின் போறேன் சுகர் டெஸ்ட் பண்ணனுமா',
  },
  { level: 'routine', text: 'பல் வலி, குளிர்ந்த தண்ணி குடிச்சா சுர்ருன்னு வலிக்குது, ஓட்டை இருக்கு போல' },
  { level: 'self_care', text: 'kosu kadi arippu kai kaal ellam, chinna chinna veekam' },
  { level: 'routine', text: 'motion pogumbodhu vali, konjam blood varudhu, piles aa irukkumo' },
  { level: 'self_care', text: 'bus la 8 mani neram travel pannadhula back pain' },
  {
    level: 'routine',
    text: 'Hb 9 nu report la vandhirukku. romba tired aa irukku, nagam velukkudhu. periods konjam adhigamaa varudhu. iron tablet podhuma illa doctor paakkanuma?',
  },
  {
    level: 'urgent',
    text: 'rendu naala fever, udambu vali, kann pinnaadi vali. dengue test panna platelet 1.4 lakh. vaandhi illa, vayiru vali illa',
  },
  {
    level: 'urgent',
    text: 'vilaa la irundhu keela varaikkum vali thaanga mudiyala, kidney stone munnaadi vandhirukku',
  },
  { level: 'routine', text: 'தொடை இடுக்குல வட்டமா அரிப்பு படை பரவுது கிரீம் போட்டும் போகல' },
  {
    level: 'self_care',
    text: 'காரமா சாப்பிட்டா நெஞ்சு எரிச்சல் வருது அசிடிட்டி மாதிரி இருக்கு என்ன சாப்பிடலாம் என்ன அவாய்ட் பண்ணனும்',
  },
  {
    level: 'routine',
    text: 'ஆறு மாசத்துல 8 கிலோ எடை ஏறிடுச்சு சாப்பாடு அதிகமா சாப்பிடல தைராய்டா இருக்குமா',
  },
  {
    level: 'self_care',
    text: 'சமைக்கும்போது எண்ணெய் தெறிச்சு கையில சின்ன சுடு காயம், ஒரு ரூபா காசு அளவு',
  },
  {
    level: 'self_care',
    text: 'பொண்ணு தலையில பேன் அதிகமா இருக்கு ஸ்கூல்ல இருந்து வந்திருக்கும் போல என்ன பண்றது',
  },
  {
    level: 'routine',
    text: 'வீட்ல எல்லாருக்கும் ராத்திரி ஆனா விரல் இடுக்குல அரிப்பு அதிகமா இருக்கு. சின்ன சின்ன கொப்புளம் வருது. ஒரு வாரமா இப்படி இருக்கு. சொறி சிரங்கா இருக்குமா?',
  },
  {
    level: 'self_care',
    text: 'தேனீ கொட்டிருச்சு கையில. கொஞ்சம் வீக்கம், வலி இருக்கு. கொடுக்கை எடுத்துட்டேன், மூச்சு விட எந்த பிரச்சனையும் இல்லை. ஐஸ் வச்சா போதுமா?',
  },
  {
    level: 'self_care',
    text: 'எங்க பாப்பாவுக்கு 7 மாசம் ஆகுது, பல் வர ஆரம்பிக்குது போல. எச்சில் ஒழுகுது, எல்லாத்தையும் வாயில வைக்குது, கொஞ்சம் அழுகை அதிகம். பால் நல்லா குடிக்குது, காய்ச்சல் இல்லை. என்ன பண்ணலாம்?',
  },
  { level: 'self_care', text: 'தலை அரிப்பு, பொடுகு அதிகமா இருக்கு' },
  { level: 'urgent', text: 'en paiyan 5 vayasu, raathiri kaadhu vali nu azhudhuraan, fever 101' },
  {
    level: 'routine',
    text: 'பையனுக்கு ஒவ்வொரு மாசமும் ராத்திரி இருமல் வருது, விளையாடும்போது நல்லா இருக்கான்',
  },
  {
    level: 'routine',
    text: 'husband romba kurattai vidraaru, pagal la thookam thookama irukkaaru',
  },
  {
    level: 'routine',
    text: 'மாதவிடாய் ரெண்டு மூணு மாசத்துக்கு ஒரு தடவை தான் வருது முகத்துல முடி வருது பிசிஓடி ஆ இருக்குமா',
  },
  {
    level: 'routine',
    text: 'urine pogumbodhu konjam erichal, 2 naala. fever illa, mudhugu vali illa. thanni adhigamaa kudikkiren. doctor paakkanuma?',
  },
  {
    level: 'urgent',
    text: 'கத்தி கைல ஆழமா வெட்டிருச்சு அழுத்தி பிடிச்சதுல ரத்தம் நின்னுருச்சு தையல் போடணுமா',
  },
  {
    level: 'urgent',
    text: 'idupu oru pakkam mattum erichal vali, appuram chinna chinna kopulam varisaiya vandhirukku',
  },
  { level: 'routine', text: 'BP மாத்திரை ஒரு வருஷமா சாப்பிடுறேன் இப்போ BP நார்மலா இருக்கு நிறுத்தலாமா' },
  {
    level: 'urgent',
    text: 'கால் விரல் மேல கிரைண்டர் கல் விழுந்துருச்சு. வீங்கி நீலமா இருக்கு, நடக்க கஷ்டமா இருக்கு. எக்ஸ்ரே எடுக்கணுமா?',
  },
  {
    level: 'routine',
    text: 'என் அம்மா இறந்து ரெண்டு மாசம் ஆச்சு. அடிக்கடி அழுகை வருது, எதுலயும் ஆர்வம் இல்லை, தூக்கம் குறைஞ்சிருச்சு. வேலைக்கு போயிட்டு இருக்கேன், வீட்ல எல்லாரும் கூட இருக்காங்க. யார்கிட்டயாவது பேசணும்னு தோணுது.',
  },
  { level: 'self_care', text: 'mugathula pimples romba varudhu, 19 vayasu. enna cream podalam?' },
  {
    level: 'self_care',
    text: 'நான் 12த் படிக்கிறேன், பப்ளிக் எக்ஸாம் அடுத்த மாசம். ராத்திரி சரியா தூக்கம் வரல, படிச்சது மறந்துடுமோன்னு பயமா இருக்கு. மத்தபடி உடம்பு நல்லா இருக்கு. டென்ஷன் குறைய ஏதாவது டிப்ஸ் சொல்லுங்க.',
  },
  { level: 'urgent', text: 'கண்ணுல இரும்புத்தூள் விழுந்துருச்சு, சிவந்து தண்ணி வடியுது, உறுத்துது' },
  {
    level: 'self_care',
    text: 'அப்பாவுக்கு 68 வயசு, வீட்ல BP செக் பண்ணோம் 130/85 காட்டுது. தலைவலி, மயக்கம் எதுவும் இல்லை. உப்பு கம்மி பண்ணிட்டோம். இது பரவாயில்லையா?',
  },
  {
    level: 'routine',
    text: 'அம்மாவுக்கு 72 வயசு. ஒரு மாசமா ரொம்ப சோர்வா இருக்காங்க, சாப்பாடு குறைஞ்சிருச்சு. நடக்குறாங்க, பேசுறாங்க, வேற பிரச்சனை இல்லை. என்ன டெஸ்ட் பண்ணலாம்?',
  },
  { level: 'self_care', text: 'விக்கல் நிக்கவே மாட்டேங்குதுஅரை மணி நேரமா' },
  {
    level: 'self_care',
    text: 'நான் 2 மாசம் கர்ப்பமா இருக்கேன். காலையில எழுந்தவுடனே குமட்டல், சில நேரம் வாந்தி வருது. சாப்பாடு கொஞ்சம் கொஞ்சமா சாப்பிட முடியுது, தண்ணி குடிக்கிறேன். இது சாதாரணமா? என்ன பண்ணா குறையும்?',
  },
  {
    level: 'routine',
    text: 'பேப்பர் படிக்கும்போது எழுத்து மங்கலா தெரியுது. 50 வயசு ஆகுது, இதுவரை கண்ணாடி போட்டதில்லை. தூரத்துல நல்லா தெரியுது.',
  },
  {
    level: 'self_care',
    text: 'மூணு நாளா மலம் சரியா போகல. வயிறு கொஞ்சம் உப்புசமா இருக்கு, ஆனா வலி இல்லை. தண்ணி கம்மியா குடிக்கிறேன்னு நினைக்கிறேன். வீட்லயே என்ன பண்ணலாம்?',
  },
  {
    level: 'routine',
    text: 'rendu maasama daily nenju erichal, antacid kudicha konja neram dhaan sari aagudhu',
  },
  { level: 'urgent', text: 'kaadhu vali romba, fever um irukku, raathiri thoonga mudiyla' },
  {
    level: 'routine',
    text: 'அம்மாவுக்கு 62 வயசு, fasting சுகர் 160, சாப்பிட்ட பின்னாடி 230 வருது. மெட்ஃபார்மின் சாப்பிடுறாங்க, ஸ்வீட் சாப்பிடுறதில்ல. டோஸ் மாத்தணுமா?',
  },
  { level: 'routine', text: 'mudi kottradhu romba adhigamaa irukku 3 maasama' },
  { level: 'routine', text: 'எப்பவும் ஏதோ டென்ஷன், கவலை, வேலையில கவனம் செலுத்த முடியல. ஒரு மாசமா இப்படி' },
  {
    level: 'self_care',
    text: 'ரத்தம் கம்மியா இருக்குன்னு சொன்னாங்க இரும்புச்சத்து அதிகமா இருக்குற சாப்பாடு என்னென்ன',
  },
  {
    level: 'urgent',
    text: 'அப்பாவுக்கு சுகர் 350 காட்டுது, மாத்திரை ரெண்டு நாளா மறந்துட்டாரு. நல்லா பேசுறாரு, சாப்பிடுறாரு. என்ன பண்ணணும்?',
  },
  {
    level: 'routine',
    text: 'என் அப்பாவுக்கு 55 வயசு, மூணு வாரமா இருமல் நிக்கல. ராத்திரி லேசா காய்ச்சல் வருது, கொஞ்சம் எடை குறைஞ்ச மாதிரி இருக்கு. டிபியா இருக்குமோன்னு பயமா இருக்கு. எங்க டெஸ்ட் பண்ணலாம்?',
  },
  { level: 'self_care', text: 'வெயில்ல வேலை செஞ்சதுல ரொம்ப சோர்வா இருக்கு, தலை லேசா வலிக்குது' },
  { level: 'routine', text: 'cholesterol report la LDL 170 varudhu, 45 vayasu. tablet venuma?' },
  { level: 'routine', text: 'kaalaila first step vaikkum bodhu kudhikaal vali' },
  {
    level: 'urgent',
    text: 'யூரின் எரிச்சலோட காய்ச்சல் வருது, முதுகு பக்கம் வலிக்குது. 2 நாளா இப்படி இருக்கு. தண்ணி நிறைய குடிச்சும் குறையல.',
  },
  {
    level: 'routine',
    text: 'தைராய்டு டெஸ்ட்ல TSH 8.2 வந்திருக்கு. கொஞ்சம் சோர்வு, முடி கொட்டுது. 34 வயசு பெண். இதுக்கு மாத்திரை ஆரம்பிக்கணுமா?',
  },
  {
    level: 'routine',
    text: 'en paiyan 5 vayasu, raathiri pinnaadi arikkudhu nu sollraan, poochi irukkumo?',
  },
  { level: 'self_care', text: 'raathiri kaal pidichikiudhu (cramp), thookam kalaiyudhu' },
  { level: 'self_care', text: 'kaadhu la arippu, kurumbi irukku pola' },
  {
    level: 'urgent',
    text: 'மூணு நாளா 103 டிகிரி காய்ச்சல், பாராசிட்டமால் போட்டா கொஞ்ச நேரம் குறையுது அப்புறம் திரும்ப வருது. உடம்பு வலி, தலைவலி இருக்கு. சாப்பிட முடியுது, தண்ணி குடிக்கிறேன். 32 வயசு.',
  },
  { level: 'self_care', text: 'வயிறு உப்புசம் கேஸ் அதிகமா இருக்கு சாப்பிட்டதும்' },
  { level: 'urgent', text: 'சுடு தண்ணி கையில கொட்டிருச்சு, உள்ளங்கை அளவு கொப்புளம் வந்திருக்கு' },
  {
    level: 'self_care',
    text: 'en paiyan 3 vayasu, sariyaa saapida maatikiraan, ellathayum thalli vidraan. aana nalla vilayaadraan, weight um doctor ok nu sonnanga. fever edhum illa. kavalai padanuma?',
  },
  { level: 'self_care', text: 'veyil la poi vandhadhum mudhugu la verkuru, romba arikkudhu' },
  {
    level: 'self_care',
    text: 'நேத்து ராத்திரி ஹோட்டல்ல சாப்பிட்டுட்டு ஒரு தடவை வாந்தி எடுத்தேன். இப்ப பரவாயில்லை, தண்ணி குடிக்க முடியுது. ஏதாவது மாத்திரை வேணுமா?',
  },
  {
    level: 'urgent',
    text: 'kaalaila irundhu 6 dhadavai vaandhi, thanni kudicha kooda vandhududhu',
  },
  { level: 'urgent', text: 'துருப்பிடிச்ச ஆணி கால்ல குத்திருச்சு, டிடி ஊசி போடணுமா?' },
  {
    level: 'urgent',
    text: 'தொண்டை ரொம்ப வலி, எச்சில் கூட முழுங்க கஷ்டமா இருக்கு. 101 காய்ச்சல், டான்சில் வீங்கி வெள்ளையா புள்ளி தெரியுது. 2 நாளா இப்படி. மூச்சு விட பிரச்சனை இல்லை.',
  },
  {
    level: 'urgent',
    text: 'ஒரு நாள் விட்டு ஒரு நாள் நடுக்கத்தோட குளிர் காய்ச்சல் வருது, அப்புறம் வியர்த்து கொட்டுது. ஒரு வாரமா இப்படி. எங்க ஏரியால நிறைய கொசு. மலேரியாவா இருக்குமா?',
  },
  { level: 'self_care', text: 'கால் பாதத்துல வெடிப்பு, நடக்கும்போது வலிக்குது' },
  { level: 'self_care', text: 'vaai la pun (mouth ulcer) 3 naala, kaaram saapida mudiyala' },
  {
    level: 'routine',
    text: 'கழுத்துல, அக்குள்ல கருப்பா திட்டு திட்டா வருது, அரிப்பு இல்லை. எடை கொஞ்சம் அதிகம். இது எதனால?',
  },
  { level: 'urgent', text: 'கட்டி பெருசாகி சுத்தி சிவப்பு பரவுது, காய்ச்சலும் வருது' },
  {
    level: 'routine',
    text: 'en ponnu ku 6 vayasu, sali vandhu ippo kaadhu vali, kaadhula konjam neer varudhu',
  },
  {
    level: 'routine',
    text: 'எனக்கு 5 மாசம் கர்ப்பம், எல்லாம் நார்மலா இருக்குன்னு டாக்டர் சொன்னாங்க. அடுத்த ஸ்கேன் எப்போ பண்ணனும், இரும்பு மாத்திரை எவ்வளவு நாள் சாப்பிடணும்? குழந்தை அசைவு நல்லா இருக்கு.',
  },
  {
    level: 'urgent',
    text: 'பாப்பாவுக்கு 3 வயசு, 3 நாளா காய்ச்சல், மருந்து குடுத்தும் 102 க்கு மேல வருது. விளையாடுறா, பால் குடிக்கிறா. வேற எதுவும் இல்லை.',
  },
  { level: 'self_care', text: 'கம்ப்யூட்டர் பாத்து பாத்து கண்ணு வறண்டு எரியுது' },
  { level: 'self_care', text: 'சளி போனதுக்கு அப்புறம் வறட்டு இருமல் 4 நாளா இருக்கு' },
  { level: 'routine', text: 'ரெண்டு கண்ணும் சிவந்து பீளை வருது காலையில கண் ஒட்டிக்குது' },
  {
    level: 'routine',
    text: 'தொடையில ஒரு கட்டி வந்திருக்கு, சிவப்பா வலிக்குது. 3 நாளா இருக்கு, கொஞ்சம் பெருசாகுது. காய்ச்சல் இல்லை. தானா உடைஞ்சிடுமா இல்ல டாக்டர் கிட்ட போகணுமா?',
  },
  {
    level: 'self_care',
    text: 'படி இறங்கும்போது கால் லேசா சுளுக்கிருச்சு நடக்க முடியுது கொஞ்சம் வீக்கம் ஐஸ் வைக்கலாமா',
  },
  {
    level: 'self_care',
    text: 'ennaku inniki 2 times loose motion aachu, ORS kudikkuren, vera onnum problem illa. enna saapidalam?',
  },
  { level: 'self_care', text: 'தலையணை மாத்துனதுல இருந்து கழுத்து வலி' },
  {
    level: 'routine',
    text: 'kaalaiyila ezhundha udane viral mootu ellam stiff aa irukku, 1 mani neram aagudhu sari aaga',
  },
  {
    level: 'self_care',
    text: 'என் பையனுக்கு 4 வயசு. நேத்து ராத்திரி 100 டிகிரி காய்ச்சல் இருந்துச்சு, பாராசிட்டமால் சிரப் குடுத்தேன். இன்னைக்கு காலையில நல்லா விளையாடுறான், சாப்பிடுறான். வேற எதுவும் அறிகுறி இல்லை. வீட்லயே பாத்துக்கலாமா?',
  },
  {
    level: 'routine',
    text: 'sugar irukku 10 varusama, ippo kaal paadhathula mathmathappu, erichal',
  },
  {
    level: 'routine',
    text: 'patti ku rendu mootu valiyum, ukkaandhu ezhundhirikka kashtam, 70 vayasu',
  },
  {
    level: 'self_care',
    text: 'periods first day romba vayiru vali, every month ippadi dhaan. hot water bag use pannalama?',
  },
  {
    level: 'routine',
    text: 'வைட்டமின் டி 12 னு வந்திருக்கு, B12 உம் கம்மின்னு போட்டிருக்கு. கை கால் வலி, சோர்வு இருக்கு. என்ன பண்ணனும்?',
  },
  {
    level: 'self_care',
    text: 'vegetable cut pannum bodhu viral la chinna cut, blood ninnuduchu. dressing podhuma?',
  },
  { level: 'self_care', text: 'full day computer la work panna evening aana thalavali varudhu' },
  {
    level: 'urgent',
    text: 'pakkathu veetu naai kaal la kadichiduchu, konjam ratham vandhuchu. soap pottu kazhuvitten. vaccine podanuma? eppo ponum?',
  },
  {
    level: 'routine',
    text: 'தாத்தாவுக்கு 78 வயசு, சமீபமா ஞாபக மறதி அதிகமா இருக்கு. சாவி எங்க வச்சாருன்னு மறந்துடுறாரு, ஒரே கேள்விய திருப்பி திருப்பி கேக்குறாரு. டாக்டர் கிட்ட காட்டணுமா?',
  },
  { level: 'self_care', text: 'gym ku first week ponen, kaal thodai ellam vali. normal dhaana?' },
  {
    level: 'routine',
    text: 'vellai paduthal (white discharge) konjam arippu kooda irukku, one week aachu',
  },
  {
    level: 'self_care',
    text: 'என் பெயர் ராஜேஷ், வயது 34. இரண்டு நாளாக சளி, தும்மல், மூக்கு ஒழுகுது. லேசான தொண்டை கரகரப்பு இருக்கு, ஆனா காய்ச்சல் இல்லை, மூச்சு விட சிரமம் இல்லை. ஆவி பிடிச்சேன், இஞ்சி டீ குடிச்சேன். வேற ஏதாவது பண்ணணுமா?',
  },
  {
    level: 'self_care',
    text: 'Ammaku 55 vayasu. 2 naala saapta udane nenju kuzhila erichal, pulicha yeppam varudhu. Vomiting illa, vayiru vali illa, saapadu nalla saapduranga. Gelusil kuduthom konjam kuraiyudhu. Enna saapadu avoid pannanum?',
  },
  {
    level: 'self_care',
    text: 'வெயில்ல அலைஞ்சுட்டு வந்தேன்\nதலைவலி, கொஞ்சம் சோர்வு. தண்ணி குடிச்சா சரியாகுமா',
  },
  {
    level: 'self_care',
    text: 'என் பையனுக்கு 6 வயசு fever 100 டிகிரி இருக்கு நேத்து ராத்திரில இருந்து ஆனா நல்லா விளையாடுறான் சாப்பிடுறான் paracetamol syrup எவ்ளோ dose கொடுக்கணும் weight 20 kg',
  },
  { level: 'self_care', text: 'mouth ulcer 3 days ah irukku, kaaram saapda mudiyala' },
  {
    level: 'self_care',
    text: 'எனக்கு வயது 45. ஒரு வாரமா மலச்சிக்கல், மூணு நாளைக்கு ஒரு தடவைதான் மலம் போகுது. வயிறு வலி இல்லை, ரத்தம் வரலை, வாந்தியும் இல்லை. தண்ணீர் குறைவா குடிக்கிறேன்னு நினைக்கிறேன். வீட்ல என்ன செய்யலாம்?',
  },
  {
    level: 'self_care',
    text: 'Sir en ponnu 10th padikira, public exam varudhu nu romba tension aagura. Raathiri late ah than thoongura, saapadu kammi. Vera edhuvum prachanai illa, nalla pesura, friends kooda pesura. Epdi help pannalam?',
  },
  {
    level: 'self_care',
    text: 'பொண்ணுக்கு 8 வயசு, தலையில பேன் நிறைய இருக்கு, ஸ்கூல்ல இருந்து வந்திருக்கும். என்ன ஷாம்பூ போடலாம்? வீட்ல எல்லாருக்கும் போடணுமா?',
  },
  {
    level: 'self_care',
    text: 'தேனீ கொட்டிடுச்சு கையில, கொஞ்சம் வீங்கியிருக்கு வலிக்குது. மூச்சு பிரச்சனை இல்லை, உடம்புல வேற எங்கும் தடிப்பு இல்லை, உதடு வீங்கல. கொடுக்கு எடுத்துட்டேன். ஐஸ் வைக்கலாமா?',
  },
  {
    level: 'self_care',
    text: 'காய் நறுக்கும்போது விரல்ல சின்ன வெட்டு, ரத்தம் நின்னுடுச்சு. டெட்டால் போட்டு band aid ஒட்டினேன், போதுமா?',
  },
  {
    level: 'self_care',
    text: '19 vayasu. Periods time la first 2 days vayiru vali romba irukku, every month ipdi than. Bleeding normal ah than irukku, 5 naal. Hot water bag vachu paakuren. Vali tablet edukalama?',
  },
  {
    level: 'self_care',
    text: 'எனக்கு ரெண்டு மாசம் கர்ப்பம், முதல் குழந்தை. காலையில எழுந்தவுடனே குமட்டல், சில நாள் ஒரு தடவை வாந்தி. சாப்பாடு கொஞ்சம் கொஞ்சமா சாப்பிடுறேன், தண்ணீர் குடிக்க முடியுது, சிறுநீர் நல்லா போகுது. இது சாதாரணமா, எப்படி குறைக்கலாம்?',
  },
  {
    level: 'self_care',
    text: '3 வயசு பையனுக்கு 4 நாளா இருமல், ராத்திரில அதிகம். காய்ச்சல் இல்லை, மூச்சு வாங்கல, நெஞ்சு உள்ள இழுக்கல. நல்லா விளையாடுறான், சாப்பிடுறான். தேன் கொடுக்கலாமா?',
  },
  {
    level: 'self_care',
    text: 'night 2 mani varaikkum thookam varala, phone paathutte irupen. kaalaila tired ah irukku. tablet venuma illa vera vazhi irukka?',
  },
  {
    level: 'self_care',
    text: 'ஆபீஸ்ல 9 மணி நேரம் உட்கார்ந்தே வேலை. ஒரு வாரமா கீழ் முதுகு வலிக்குது, குனிஞ்சா அதிகம். கால்ல மரத்துப் போறது இல்லை, கால்ல வலி இறங்கல. என்ன exercise பண்ணலாம்?',
  },
  {
    level: 'self_care',
    text: 'வெயில் காலத்துல குழந்தைக்கு கழுத்து, முதுகுல வேர்க்குரு, அரிக்குது. பவுடர் போடலாமா?',
  },
  {
    level: 'self_care',
    text: 'work pressure romba, weekend kooda tension. thalai vali, kopam adhigama varudhu. yoga meditation try pannalama?',
  },
  {
    level: 'self_care',
    text: 'எங்க அப்பாவுக்கு 62 வயசு, சுகர் இருக்கு, மாத்திரை சாப்பிடுறார். போன மாசம் HbA1c 6.8, நல்லா கட்டுப்பாட்டுல இருக்கு. ராத்திரி சப்பாத்தி நல்லதா இட்லி நல்லதா? எந்த பழம் சாப்பிடலாம்?',
  },
  {
    level: 'self_care',
    text: 'Nethu kalyana veetla biriyani saaptadhu, inniku kaalaila 3 thadava loose motion. Vomiting illa, fever illa, vayiru lite ah kadakudhu. Thanni, ORS kudichitu irukken. Idhu podhuma?',
  },
  {
    level: 'self_care',
    text: 'பையன் ஸ்கூல்ல இருந்து வந்து ஒரு தடவை வாந்தி எடுத்தான். இப்போ நல்லா இருக்கான், டிவி பாக்குறான், தண்ணி குடிச்சான்.',
  },
  {
    level: 'self_care',
    text: 'தூசு பட்டாலே காலையில தொடர்ந்து தும்மல், மூக்கு அரிப்பு. காய்ச்சல் இல்லை. cetirizine போடலாமா',
  },
  {
    level: 'self_care',
    text: 'Baby ku 8 maasam. Pal mulaikudhu pola, ellathayum vaayila vachu kadikiran, echil neraya. Konjam azhuvuran, aana paal nalla kudikiran, vilaiyaadaran. Fever illa. Teether kudukalama?',
  },
  {
    level: 'self_care',
    text: 'அம்மா இறந்து ரெண்டு மாசம் ஆகுது. அடிக்கடி அழுகை வருது, வேலையில கவனம் குறைவு. ஆனா ஆபீஸ் போறேன், சாப்பிடுறேன், குடும்பம் கூட இருக்காங்க. இது சாதாரணமா, எப்படி சமாளிக்கிறது?',
  },
  {
    level: 'self_care',
    text: 'computer paathu kannu erichal, evening la thanni varudhu. paarvai mangala, vali illa. lubricating drops podalama?',
  },
  {
    level: 'self_care',
    text: 'ராத்திரி தூக்கத்துல கெண்டைக்கால் பிடிச்சுக்குது, வாரத்துல ரெண்டு தடவை. காலையில சரியாயிடுது',
  },
  {
    level: 'self_care',
    text: '17 வயசு, முகத்துல பருக்கள் அதிகமா வருது. கிள்ளக்கூடாதுனு தெரியும். என்ன face wash போடலாம்?',
  },
  {
    level: 'self_care',
    text: 'Naan 28 vayasu ponnu, 72 kg, height 158. 8 kg kuraikanum. Thyroid test normal nu vandhuchu. Daily 30 min walking start pannirken. Rice full ah niruthanuma, enna diet follow pannalam?',
  },
  {
    level: 'self_care',
    text: 'குளிச்சதுக்கு அப்புறம் காது அடைச்ச மாதிரி இருக்கு. வலி இல்லை, சீழ் இல்லை, நல்லா கேக்குது. பட்ஸ் போடலாமா?',
  },
  { level: 'self_care', text: 'தொண்டை வலி நேத்துல இருந்து, காய்ச்சல் இல்லை. உப்பு தண்ணி gargle பண்ணலாமா' },
  {
    level: 'self_care',
    text: 'குழந்தைக்கு நேத்து தடுப்பூசி போட்டோம், லேசா காய்ச்ச்ல் 99, ஊசி போட்ட இடம் வீங்கி சிவ்ந்து இருக்கு. நல்லா பால் குடிக்குது தூங்குது',
  },
  {
    level: 'self_care',
    text: 'gym poitu vandha apram thodai muscle vali, 2 days. nadakka mudiyudhu, veekam illa. normal pain ah?',
  },
  {
    level: 'self_care',
    text: 'Paiyanuku 4 vayasu, inniku 2 thadava loose motion. Active ah irukkan, saapdran, urine poraan. ORS veetla epdi panradhu? Packet illa.',
  },
  {
    level: 'self_care',
    text: 'கடற்கரையில வெயில்ல ரொம்ப நேரம் இருந்தோம். முதுகு, தோள் சிவந்து எரியுது. கொப்புளம் இல்லை, காய்ச்சல் இல்லை. என்ன தடவலாம்?',
  },
  {
    level: 'self_care',
    text: 'நாளைக்கு வேலைக்கு interview. நேத்துல இருந்து வயிறு கலக்குது, தூக்கம் வரலை, கை வேர்க்குது. முன்னாடியும் எக்ஸாம் டைம்ல இப்படி வரும். எப்படி அமைதியா இருக்கலாம்?',
  },
  {
    level: 'self_care',
    text: 'hair fall romba, 25 vayasu. biotin tablet saapdalama? vera enna panna',
  },
  {
    level: 'self_care',
    text: 'Enakku 30 vayasu. Nethu irundhu lite fever 99-100, udambu vali, sali. Dolo 650 pottaa kammi aagudhu. Breathing problem illa, vomiting illa, saapduren. Rest eduthaa podhuma?',
  },
  {
    level: 'self_care',
    text: '4 வயசு பொண்ணு சரியா சாப்பிட மாட்டேங்குறா, எப்போ பாத்தாலும் பிஸ்கட் தான். ஆனா ஆக்டிவா இருக்கா, எடை சரியா இருக்குனு டாக்டர் சொன்னாங்க. எப்படி சாப்பிட வைக்கிறது?',
  },
  {
    level: 'self_care',
    text: 'pregnancy 5th month, enna fruits saapdalam? papaya pineapple saapdalama?',
  },
  { level: 'self_care', text: 'kaal sulukitu, konjam veekam, nadakka mudiyudhu. ice vekkalama' },
  {
    level: 'self_care',
    text: 'Thyronorm 50 காலையில வெறும் வயித்துல போடணுமா? டீ எவ்ளோ நேரம் கழிச்சு குடிக்கலாம்?',
  },
  {
    level: 'routine',
    text: 'எனக்கு வயது 52, கட்டட வேலை செய்யுறேன். மூணு வாரமா இருமல் போகவே இல்லை, சளி வருது. ரத்தம் வரலை, மூச்சு வாங்கல, ராத்திரி வேர்வை இல்லை. பக்கத்து வீட்டுக்காரருக்கு TB வந்ததால பயமா இருக்கு. எங்கே டெஸ்ட் பண்ணலாம்?',
  },
  {
    level: 'routine',
    text: 'Veetla ellarukum arippu, raathiri romba adhigama irukku. Viral idukula, manikattu la chinna chinna kopalam. 2 vaaram ah irukku, pakkathu veetu paiyanukum irundhuchu. Enna maruthu podanum?',
  },
  {
    level: 'routine',
    text: 'தொடை இடுக்குல வட்டமா படை, ரொம்ப அரிப்பு, ஒரு மாசமா. கடையில வாங்கின க்ரீம் போட்டா குறையுது, நிறுத்துனா திரும்ப வருது.',
  },
  {
    level: 'routine',
    text: 'வயசு 38. ரெண்டு வாரமா மலம் போகும்போது வலி, சில நேரம் பேப்பர்ல கொஞ்சம் ரத்தம் துளி. மலச்சிக்கல் இருக்கு, நிறைய நேரம் உட்கார்ந்து வேலை. தலைசுத்தல் இல்லை, எடை குறையல. மூலமா இருக்குமா?',
  },
  {
    level: 'routine',
    text: 'TSH 7.8 nu vandhirukku report la. tired ah irukku, weight koodudhu, mudi kottudhu. idhu thyroid ah? doctor paakanuma?',
  },
  {
    level: 'routine',
    text: 'என் மனைவிக்கு 29 வயசு. Hb 9.2 னு வந்திருக்கு. சோர்வா இருக்கு, படி ஏறினா கொஞ்சம் களைப்பு, ஆனா மூச்சுத் திணறல் இல்லை. மாதவிடாய் அதிகமா போகுது. இரும்புச் சத்து மாத்திரை ஆரம்பிக்கலாமா?',
  },
  {
    level: 'routine',
    text: 'Enakku 22 age, periods 2-3 maasathuku oru thadava than varudhu. Face la mudi, pimples, weight koodiduchu. Last year scan la PCOD nu sonnanga, apram follow up pannala. Ippo enna treatment edukanum?',
  },
  {
    level: 'routine',
    text: 'வெள்ளைப்படுதல் அதிகமா இருக்கு, லேசான அரிப்பு, ஒரு வாரமா. கொஞ்சம் வாடை இருக்கு. காய்ச்சல் இல்லை, அடிவயிறு வலி இல்லை. லேடி டாக்டரை பாக்கணுமா?',
  },
  {
    level: 'routine',
    text: 'அம்மாவுக்கு 63 வயசு. ரெண்டு முட்டியும் வலி, படி ஏற முடியல, காலையில அரை மணி நேரம் இறுக்கமா இருக்கு. வீக்கம் இல்லை, காய்ச்சல் இல்லை. பல மாசமா கடையில வலி மாத்திரை வாங்கி போடுறாங்க, அது நல்லதா?',
  },
  {
    level: 'routine',
    text: 'Appa ku 70 vayasu, BP ku amlodipine 5 podraru. Last one week la BP 150/90, 148/92 maari varudhu. Thalai suthal illa, nenju vali illa, nalla nadakkaraaru. Dose maathanuma?',
  },
  {
    level: 'routine',
    text: 'fasting sugar 160, சாப்பிட்ட பின் 240. metformin 500 ரெண்டு வேளை சாப்பிடுறேன். உடம்பு நல்லாதான் இருக்கு, ஆனா reading குறையல. மாத்திரை கூட்டணுமா?',
  },
  {
    level: 'routine',
    text: 'தாத்தாவுக்கு 78 வயசு. ஆறு மாசமா விஷயங்கள மறக்குறார், சாவி எங்க வச்சார், பேரக்குழந்தைங்க பேர் எல்லாம். ஆனா தானே சாப்பிடுறார், குளிக்கிறார், எங்களை அடையாளம் தெரியுது. எந்த டாக்டரை பாக்கணும்?',
  },
  {
    level: 'routine',
    text: 'Paati ku 80 vayasu, konja naala romba weak ah irukkanga, saapadu kammi. BP sugar check panninom normal. Fever illa, irumal illa, nadakuranga. Enna test edukalam?',
  },
  {
    level: 'routine',
    text: 'பையனுக்கு 7 வயசு, ராத்திரி பின்னாடி அரிக்குதுன்னு சொல்றான், தூக்கத்துல பல்லு கடிக்கிறான். அப்பப்போ வயிறு வலி. பூச்சி மருந்து கொடுக்கலாமா?',
  },
  {
    level: 'routine',
    text: 'பொண்ணு காதுல இருந்து தண்ணி மாதிரி வருது 3 நாளா. வலி இல்லை, காய்ச்சல் இல்லை. 6 வயசு',
  },
  {
    level: 'routine',
    text: 'kannu sivandhu irukku, kaalaila peelai otti kannu thirakka mudiyala. veetla paiyanukum vandhirukku. paarvai nalla irukku',
  },
  {
    level: 'routine',
    text: 'காலையில எழுந்து முதல் அடி வைக்கும்போது குதிகால் வலி, ஒரு மாசமா. கடையில நின்னுட்டே வேலை',
  },
  {
    level: 'routine',
    text: 'சிறுநீர் போகும்போது எரிச்சல், அடிக்கடி போகணும்னு தோணுது, ரெண்டு நாளா. காய்ச்சல் இல்லை, முதுகு வலி இல்லை, வாந்தி இல்லை. தண்ணி நிறைய குடிக்கிறேன். 32 வயசு பெண்.',
  },
  {
    level: 'routine',
    text: '1 month ah daily acidity, vayiru mela erichal, pulichu yeppam. Pantoprazole pottaa kammi aagudhu, niruthinaa thirumba varudhu. Weight kuraiyala, vomiting illa, black motion illa. Endoscopy venuma?',
  },
  {
    level: 'routine',
    text: 'report வந்துடுச்சு\nVitamin D 12, B12 180 னு இருக்கு. இது ரொம்ப குறைவா? கால் எரிச்சல் அப்பப்போ இருக்கு',
  },
  {
    level: 'routine',
    text: 'cholesterol 260, LDL 170 வந்திருக்கு. வயசு 45, புகை பிடிக்கிறது இல்லை. சாப்பாடு மாத்தினா போதுமா, மாத்திரை வேணுமா?',
  },
  {
    level: 'routine',
    text: 'kazhuthu vali 2 vaaram, valadhu kai ku konjam paravudhu. phone laptop romba use panren. kai weakness illa',
  },
  {
    level: 'routine',
    text: 'எனக்கு 4 மாசம் கர்ப்பம், முதல் scan நார்மல்னு சொன்னாங்க. இரும்புச் சத்து மாத்திரை சாப்பிட்டா மலச்சிக்கல் வருது. வேற பிரச்சனை இல்லை, நல்லா சாப்பிடுறேன். அடுத்த checkup எப்போ போகணும்?',
  },
  {
    level: 'routine',
    text: 'delivery aagi 5 maasam, mudi kai niraya kottudhu. normal ah illa test pannanuma?',
  },
  {
    level: 'routine',
    text: 'கணவர் ராத்திரி ரொம்ப சத்தமா குறட்டை விடுறார், பகல்ல வண்டி ஓட்டும்போது கூட தூக்கம் வருது. எடை 95 கிலோ. யாரை பாக்கணும்?',
  },
  {
    level: 'routine',
    text: 'அக்குள்ல ஒரு கட்டி வலிக்குது, சிவந்திருக்கு 3 நாளா. காய்ச்சல் இல்லை. சூடு ஒத்தடம் கொடுக்கிறேன்',
  },
  {
    level: 'routine',
    text: 'Appa ku 66 age. Raathiri 3-4 thadava urine poraru, flow kammi ah irukku, mudinja maadhiri theriyala. Vali illa, burning illa, ratham illa. Yaara paakanum?',
  },
  {
    level: 'routine',
    text: 'எனக்கு 35 வயசு. ரெண்டு மாசமா எப்போதும் ஏதோ கெட்டது நடக்கும்னு பதட்டம், தூக்கம் சரியில்லை, சின்ன விஷயத்துக்கும் கவலை. வேலைக்கு போறேன், குடும்பத்தோட நல்லா இருக்கேன், ஆனா மனசு அமைதியா இல்லை. யாரிடம் பேசலாம்?',
  },
  {
    level: 'routine',
    text: 'கடைவாய் பல்லு வலி, சூடு குளிர் பட்டா சுரீர்னு வலிக்குது. வீக்கம் இல்லை, காய்ச்சல் இல்லை',
  },
  {
    level: 'routine',
    text: 'En paiyanuku 5 age. Every month tonsil infection varudhu, fever varum, antibiotic kuduthaa sari aagum. Ippo nalla irukkan, saapdran. Operation venuma?',
  },
  {
    level: 'routine',
    text: 'கால்ல நரம்பு சுருண்டு நீலமா தெரியுது, நின்னு வேலை செய்றேன், சாயங்காலம் கால் கனமா வலிக்குது',
  },
  {
    level: 'routine',
    text: 'sugar patient, kaal viral kitta chinna pun 1 week ah aaramaatengudhu. vali illa, seel illa, fever illa',
  },
  {
    level: 'routine',
    text: 'இடுப்பு பக்கத்துல ஒரு வீக்கம், இருமும்போது வெளிய வருது, படுத்தா உள்ள போயிடுது. வலி இல்லை',
  },
  {
    level: 'routine',
    text: 'urine test report vandhuchu\npus cells 8-10 nu irukku, aana symptoms edhuvum illa. maruthu venuma?',
  },
  {
    level: 'routine',
    text: 'அப்பாவுக்கு 68 வயசு\nBP மாத்திரை காலையில போடணுமா ராத்திரியா? டாக்டர் சொன்னது மறந்துட்டோம், சீட்டும் தொலைஞ்சு போச்சு',
  },
  {
    level: 'urgent',
    text: 'என் கணவருக்கு 40 வயசு. மூணு நாளா 102-103 காய்ச்சல், உடம்பு வலி, தலைவலி. paracetamol போட்டா கொஞ்ச நேரம் குறையுது, திரும்ப வருது. வாந்தி இல்லை, மூச்சு சிரமம் இல்லை, தண்ணி குடிக்கிறார். இன்னைக்கே டாக்டரை பாக்கணுமா?',
  },
  {
    level: 'urgent',
    text: 'Enga area la dengue case niraya. Ponnuku 12 vayasu, 3 naala fever, kann pinnadi vali, udambu vali. Bleeding edhuvum illa, vayiru vali illa, saapadu konjam saapdura, urine normal ah poguthu. Blood test eppo edukanum?',
  },
  {
    level: 'urgent',
    text: 'குளிர் நடுக்கத்தோட காய்ச்சல் வருது, ஒரு நாள் விட்டு ஒரு நாள். வேலைக்காக ஒடிசா காட்டுப்பகுதிக்கு போயிட்டு போன வாரம் வந்தேன். காய்ச்சல் விட்டதும் நிறைய வேர்க்குது. வாந்தி இல்லை, நல்லா பேசுறேன், சாப்பிடுறேன். மலேரியா டெஸ்ட் பண்ணணுமா?',
  },
  {
    level: 'urgent',
    text: 'அஞ்சு நாளா காய்ச்சல், சாயங்காலம் அதிகமா 102 வரை போகுது. வயிறு லேசா வலி, பசி இல்லை. வெளியூர்ல ஹோட்டல் சாப்பாடு சாப்பிட்டேன். Widal test எடுக்கலாமா?',
  },
  {
    level: 'urgent',
    text: 'urine pogumbodhu erichal 3 days, ippo fever 101 and kulir. idupu side lite ah vali. vomiting illa, saapduren',
  },
  {
    level: 'urgent',
    text: 'இடுப்பு பக்கம் முதுகுல இருந்து கீழ் வயிறு வரைக்கும் அலை அலையா வலி, காலையில இருந்து. முன்னாடி கிட்னில கல் இருந்தது. சிறுநீர் கொஞ்சம் சிவப்பா இருக்கு. காய்ச்சல் இல்லை, வலி மாத்திரை போட்டா கொஞ்சம் குறையுது.',
  },
  {
    level: 'urgent',
    text: 'பையனுக்கு 10 வயசு, சைக்கிள்ல இருந்து விழுந்தான். மணிக்கட்டு வீங்கி இருக்கு, கை அசைக்க முடியல, தொட்டா அழுறான். தலையில அடிபடல, வேற எங்கும் காயம் இல்லை. எலும்பு முறிஞ்சிருக்குமா?',
  },
  {
    level: 'urgent',
    text: 'Thambi ku 15 vayasu, theru naai kaal la kadichiduchu inniku kaalaila. Chinna pal thadam, konjam ratham vandhuchu, soap potu kazhuvitom. Idhuvarai rabies vaccine podala. Enga poi podanum, inniku ae poganuma?',
  },
  {
    level: 'urgent',
    text: 'வீட்டு பூனை கடிச்சு கீறிடுச்சு, கொஞ்சம் ரத்தம் வந்தது. பூனைக்கு ஊசி போடல. சோப்பு போட்டு கழுவிட்டேன், ஊசி போடணுமா?',
  },
  {
    level: 'urgent',
    text: 'துருப்பிடிச்ச ஆணி கால்ல குத்திடுச்சு, ஆழமா போச்சு. கடைசியா TT ஊசி எப்போ போட்டேன்னு ஞாபகம் இல்லை',
  },
  {
    level: 'urgent',
    text: '5 vayasu paiyan, nethu irundhu 8 thadava loose motion, 2 thadava vomiting. Urine kammi ah poguthu, vaai kaanjirukku. Aana pesuran, ORS konjam konjam kudikiran. Inniku hospital kootitu poganuma?',
  },
  {
    level: 'urgent',
    text: 'அம்மாவுக்கு 72 வயசு. காலையில இருந்து 6 தடவை பேதி, ரொம்ப சோர்வா இருக்காங்க. பேசுறாங்க, எழுந்து நடக்க முடியுது, ஆனா தண்ணி குடிக்க மாட்டேங்குறாங்க. சுகர் மாத்திரை சாப்பிடுறாங்க, இன்னைக்கு கொடுக்கலாமா?',
  },
  {
    level: 'urgent',
    text: 'வெல்டிங் வேலை செய்யும்போது கண்ணுல ஏதோ விழுந்துடுச்சு, உறுத்துது, சிவந்து தண்ணி வருது. தேய்க்கல, தண்ணில கழுவினேன், இன்னும் உறுத்துது',
  },
  {
    level: 'urgent',
    text: 'ஒரு வாரம் முன்னாடி கால்ல அடிபட்ட காயம்\nஇப்போ சீழ் வச்சு சுத்தி சிவப்பு பரவுது, லேசான காய்ச்சல் 100',
  },
  {
    level: 'urgent',
    text: 'பொண்ணுக்கு 8 வயசு. நேத்துல இருந்து 103 காய்ச்சல், தொண்டை வலியால சாப்பிட முடியல, தண்ணி மட்டும் குடிக்கிறா. மூச்சு நல்லா விடுறா, பேசுறா. டான்சில் வீங்கி வெள்ளையா தெரியுது.',
  },
  {
    level: 'urgent',
    text: 'mudhugu la oru side mattum varisaiya kopalam vandhirukku, romba erichal vali. 60 vayasu. fever illa',
  },
  {
    level: 'urgent',
    text: 'இன்னைக்கு சுகர் செக் பண்ணேன் 380 வருது. தாகம் அதிகம், அடிக்கடி சிறுநீர் போகுது. மயக்கம் இல்லை, வாந்தி இல்லை. ரெண்டு நாள் மாத்திரை விட்டுட்டேன், ஊருக்கு போயிருந்தேன்.',
  },
  {
    level: 'urgent',
    text: 'Amma ku 65 vayasu. BP check panninom 172/104. Lite ah thalai vali. Pesuradhu clear, kai kaal nalla asaikuranga. Tablet theernju pochu, 3 naala podala.',
  },
  {
    level: 'urgent',
    text: 'சமையல் பண்ணும்போது சூடான எண்ணெய் கைல தெறிச்சிடுச்சு, உள்ளங்கை அளவு கொப்புளம். ஓடுற தண்ணில வச்சோம், இன்னும் எரியுது',
  },
  {
    level: 'urgent',
    text: 'எனக்கு 26 வயசு, உடம்பு முழுக்க அம்மை கொப்புளம், காய்ச்சல் 101. இது ரெண்டாவது நாள். அம்மை வந்தா டாக்டர்கிட்ட போகக்கூடாதுனு வீட்ல சொல்றாங்க. மாத்திரை எடுக்கலாமா?',
  },
  {
    level: 'urgent',
    text: 'kannu manjala irukku 4 days ah, urine um dark yellow. pasi illa, vomiting varra maadhiri irukku. fever illa',
  },
  {
    level: 'urgent',
    text: 'பையனுக்கு 4 வயசு. ராத்திரி முழுக்க காது வலின்னு அழுதான், காய்ச்சல் 101. மருந்து கொடுத்ததுக்கு அப்புறம் இப்போ கொஞ்சம் விளையாடுறான். காதுல இருந்து எதுவும் வரலை.',
  },
  {
    level: 'urgent',
    text: 'காலையில இருந்து 5 தடவை வாந்தி, சாப்பிட்டது எல்லாம் வெளிய வருது. கொஞ்சம் கொஞ்சமா தண்ணி குடிச்சா நிக்குது. வயிறு லேசா வலி',
  },
  {
    level: 'urgent',
    text: 'kovil la kurangu kai la kadichiduchu, pal pattu ratham vandhuchu. vaccine venuma?',
  },
  {
    level: 'urgent',
    text: 'Fever 4th day, platelet 1,10,000 nu vandhuchu, NS1 positive. Udambu vali irukku, aana saapadu saapdren, bleeding illa, vayiru vali illa. Admit aaganuma illa veetla irukalama?',
  },
  {
    level: 'urgent',
    text: 'நான் 2 மாசம் கர்ப்பமா இருக்கேன். மூணு நாளா சாப்பிட்டது எதுவுமே தங்கல, தண்ணி குடிச்சாலும் வாந்தி. ரத்தப்போக்கு இல்ல, வயிறு வலியும் இல்ல. ஆனா ரொம்ப சோர்வா இருக்கு, சிறுநீர் கம்மியா போகுது.',
  },
  {
    level: 'urgent',
    text: 'அப்பாவுக்கு 78 வயசு, நேத்து ராத்திரி படிக்கட்டில் தடுக்கி விழுந்தார். தலையில் அடி படல, நல்லா பேசுறார், எங்களை எல்லாம் அடையாளம் தெரியுது. ஆனா இடது மணிக்கட்டு வீங்கி நீல நிறமா ஆயிருக்கு, கையை அசைக்க முடியல.',
  },
  {
    level: 'urgent',
    text: 'thodaila oru kattu vanthu pazhuthu seezh vechirukku, romba vali, laesa fever. keeranuma?',
  },
  {
    level: 'routine',
    text: 'மூணு வாரமா இருமல் போகல. சளி கொஞ்சம் வருது, ரத்தம் இல்ல. ராத்திரியில லேசா வியர்க்குது, எடை குறைஞ்ச மாதிரி இருக்கு. பக்கத்து வீட்டுக்காரருக்கு டிபி இருந்தது, எனக்கும் இருக்குமோன்னு பயமா இருக்கு.',
  },
  {
    level: 'urgent',
    text: 'Enakku munnadi kidney stone irunthuchu. Innaiku kaalaila irunthu mudhugu pakkathula irunthu kizhe vara alai alaiya vali varuthu, oru thadavai vomit panninen. Fever illa, urine konjam sivappa iruku. Vali maathirai pottum kuraiyala, innaike doctor paakkanuma?',
  },
  {
    level: 'routine',
    text: 'அப்பாவுக்கு 74 வயசு. சமீபத்தில சாவியை எங்கே வைச்சார்னு மறந்துடுறார், ஒரே கேள்வியை திரும்ப திரும்ப கேக்குறார். சாப்பாடு, குளியல் எல்லாம் தானே பண்றார். இதுக்கு எந்த டாக்டர் பாக்கணும்?',
  },
  { level: 'routine', text: 'ரெண்டு மாசமா முழங்கால் வலி, அதிகம் நடந்தா வீங்குது. 55 வயசு' },
  {
    level: 'routine',
    text: 'அசிடிட்டி தினமும் வருது, gel குடிச்சா முன்ன மாதிரி குறையல, ஒரு மாசம் ஆச்சு',
  },
  {
    level: 'urgent',
    text: 'oru naal vitu oru naal kulir nadukkathoda fever varuthu, appuram viyarthu kuraiyuthu. malaria vaa irukumaa',
  },
  { level: 'routine', text: 'இடது மார்பில் ஒரு சின்ன கட்டி தெரியுது, வலி இல்ல. 38 வயசு. யாரை பாக்கணும்' },
  {
    level: 'urgent',
    text: 'இறால் சாப்பிட்டதும் உடம்பு முழுக்க தடிப்பு அரிப்பு, உதடு வீங்கல, மூச்சு நல்லா இருக்கு',
  },
  {
    level: 'urgent',
    text: 'welding pakkathula ninnen, kannula ethoo poyiduchu. kann sivanthu thanni varuthu, paarvai sariyaa iruku. kasakkuthu',
  },
  {
    level: 'routine',
    text: 'ரத்த பரிசோதனையில Hb 8.5 னு வந்திருக்கு. கொஞ்ச நாளா சோர்வு, மாடி ஏறினா மூச்சு வாங்குது, ஆனா சும்மா இருக்கும்போது சரியா இருக்கு. மாதவிடாய் கொஞ்சம் அதிகமா இருக்கு. இரும்புச் சத்து மாத்திரை மட்டும் போதுமா?',
  },
  {
    level: 'urgent',
    text: 'தேள் கால் விரல்ல கொட்டிடுச்சு, அந்த இடத்துல மட்டும் கடுமையான வலி, வேற எதுவும் இல்ல',
  },
  {
    level: 'urgent',
    text: 'பாத்ரூம் கிளீனர் கண்ணுல தெறிச்சுடுச்சு நல்லா தண்ணில கழுவிட்டேன் இன்னும் எரியுது சிவப்பா இருக்கு பார்வை சரியா இருக்கு',
  },
  {
    level: 'urgent',
    text: 'என் கணவருக்கு சர்க்கரை நோய் இருக்கு, ஒரு வாரமா மாத்திரை சரியா போடல. இன்னைக்கு வீட்டில் செக் பண்ணினா 350 காட்டுது. ரொம்ப சோர்வா இருக்கார், அடிக்கடி தாகம், ஆனா நல்லா பேசுறார், வாந்தி இல்ல. இன்னைக்கே டாக்டரை பார்க்கணுமா?',
  },
  {
    level: 'routine',
    text: 'thyroid report TSH 9.2 vanthuruku, tired aa irukku, weight koodiruku. maathirai venuma',
  },
  { level: 'urgent', text: 'கால் சுளுக்கிடுச்சு, கணுக்கால் ரொம்ப வீக்கம், காலை கீழ வெச்சு நடக்கவே முடியல' },
  {
    level: 'urgent',
    text: 'சென்னையிலிருந்து டெல்லிக்கு 2 நாள் ரயில் பயணம் பண்ணேன். இப்போ வலது கெண்டைக்கால் வீங்கி வலிக்குது, தொட்டா சூடா இருக்கு. மூச்சு விடுறதுல எந்த சிரமமும் இல்ல, நெஞ்சு வலியும் இல்ல. இது என்னவா இருக்கும், எந்த test பண்ணணும்?',
  },
  {
    level: 'routine',
    text: 'வேலை போனதிலிருந்து ரெண்டு மாசமா தூக்கமே சரியா வரல. மனசு எப்பவும் பதட்டமா இருக்கு, நெஞ்சு படபடக்குது. என்னை நானே காயப்படுத்திக்கணும்னு எந்த எண்ணமும் இல்ல. யார்கிட்டயாவது பேசணும்னு தோணுது, எங்க போகலாம்?',
  },
  { level: 'urgent', text: 'பொண்ணுக்கு காது வலி, காதுல இருந்து மஞ்சள் தண்ணி வருது, லேசா காய்ச்சல்' },
  {
    level: 'urgent',
    text: 'Dengue test positive, innaiku 4th day fever. Platelet 90,000 nu vanthuruku. Bleeding edhuvum illa, vomiting illa, saapadu konjam saapdren, thanni nalla kudikiren. Admit aaganuma illa veetla irukalama?',
  },
  {
    level: 'urgent',
    text: 'kaal peruviral romba sivanthu veengi irukku, ratthiri muzhuka vali thaanga mudiyala. uric acid munnadi athigama irunthuchu',
  },
  {
    level: 'urgent',
    text: 'appa BP check panninom 170/100 kaattuthu, laesa thalai vali mattum. chest pain illa, kai kaal nalla asaikiraar. enna pannanum',
  },
  {
    level: 'urgent',
    text: 'மூணு நாளா 102, 103 காய்ச்சல் குறையவே இல்ல, உடம்பு வலி. paracetamol போட்டா கொஞ்ச நேரம் மட்டும் குறையுது',
  },
  {
    level: 'urgent',
    text: 'இடது கால்ல ஒரு சின்ன காயம் இருந்துச்சு, இப்போ சுத்தி சிவந்து வீங்கி சூடா இருக்கு. சிவப்பு நேத்தை விட பெருசா பரவியிருக்கு. லேசான காய்ச்சல் இருக்கு. ஆன்டிபயாடிக் வேணுமா?',
  },
  {
    level: 'urgent',
    text: 'Appavukku 60 vayasu. Moonu naala idathu pakkam mudhugula irunthu vayiru varai ore pakkam erichal vali, ippo chinna chinna koppulangal varisaiya vanthiruku. Fever laesa irukku. Kannu pakkam onnum illa. Ithu akki ya, marunthu eppo aarambikkanum?',
  },
  { level: 'urgent', text: 'கோயில்ல குரங்கு காலில் கடிச்சிடுச்சு பல் தடம் இருக்கு ஊசி போடணுமா' },
  {
    level: 'routine',
    text: 'என் பொண்ணுக்கு 19 வயசு, மாதவிடாய் ரெண்டு மூணு மாசத்துக்கு ஒரு தடவை தான் வருது. முகத்தில பருக்கள், எடையும் கூடியிருக்கு. PCOS ஆ இருக்குமா, எந்த டாக்டர்கிட்ட போகணும்?',
  },
  {
    level: 'routine',
    text: 'fasting sugar moonu thadavai 180 vanthuruchu, metformin saapdren. dose maathanuma',
  },
  {
    level: 'urgent',
    text: 'என் அம்மாவுக்கு 72 வயசு, இன்னைக்கு காலை பாத்ரூம்ல வழுக்கி விழுந்துட்டாங்க. நல்லா பேசுறாங்க, தலையில அடி இல்ல, நினைவும் சரியா இருக்கு. ஆனா இடது இடுப்புல வலி, எழுந்து நிக்க முடியல. இப்போ எந்த ஹாஸ்பிடலுக்கு கூட்டிட்டு போகணும்?',
  },
  {
    level: 'urgent',
    text: 'சமைக்கும் போது சூடான எண்ணெய் கையில் தெறித்துவிட்டது. உள்ளங்கை பக்கத்தில் இரண்டு மூன்று கொப்புளங்கள் வந்திருக்கு, எரிச்சல் அதிகம். குளிர்ந்த தண்ணீரில் பத்து நிமிடம் வைத்தேன். பற்பசை போடலாமா, டாக்டரை பார்க்கணுமா?',
  },
  {
    level: 'urgent',
    text: 'காய் வெட்டும்போது கத்தி விரலில் ஆழமா வெட்டிருச்சு ரத்தம் இப்போ நின்னுடுச்சு ஆனா காயம் திறந்தே இருக்கு stitch போடணுமா',
  },
  {
    level: 'urgent',
    text: 'நேற்று மாலை ஸ்கூட்டரில் இருந்து வழுக்கி விழுந்தேன், வலது மணிக்கட்டு வீங்கி ரொம்ப வலிக்குது. தலையில் அடி படவில்லை, மயக்கமும் இல்லை. விரல்களை அசைக்க முடியுது ஆனால் கையை திருப்பினால் கடுமையான வலி. எலும்பு முறிவு இருக்குமா, இன்னைக்கே எக்ஸ்ரே எடுக்கணுமா?',
  },
  {
    level: 'urgent',
    text: 'பையனுக்கு 103 காய்ச்சல், paracetamol குடுத்ததும் விளையாடுறான், பால் குடிக்கிறான். இன்னைக்கே காட்டணுமா?',
  },
  {
    level: 'routine',
    text: 'BP ஒரு வாரமா தினமும் பார்க்கிறேன் 150/95 கிட்ட வருது, மாத்திரை போடுறேன், வேற எந்த அறிகுறியும் இல்ல',
  },
  {
    level: 'urgent',
    text: 'என் மகனுக்கு 14 வயசு, ஆறு நாளா காய்ச்சல், சாயங்காலம் ஆனா அதிகமாகுது. வயிறு லேசா வலிக்குது, பசி இல்ல. பக்கத்து கிளினிக்ல மாத்திரை குடுத்தாங்க ஆனா குறையல. டைபாய்டா இருக்குமா, என்ன டெஸ்ட்?',
  },
  {
    level: 'urgent',
    text: 'en paiyan 3 vayasu, kaiya pudichi izhuthen, ippo left kaiya thookave maatran. azhala, vilayadran aana antha kaiya use panla',
  },
  {
    level: 'urgent',
    text: 'அம்மாவுக்கு சுகர் இருக்கு. கால் பெருவிரலுக்கு கீழே ஒரு புண், ஒரு வாரமா ஆறல, இப்போ சீழ் வருது, நாற்றமும் இருக்கு. அவங்களுக்கு வலி அவ்வளவா தெரியல. என்ன பண்ணணும்?',
  },
  {
    level: 'urgent',
    text: 'theru naai kaalula kadichiduchu, konjam ratham vanthuchu. soap pottu kaluvitten. rabies oosi enga podanum, innaike podanuma?',
  },
  {
    level: 'urgent',
    text: 'இரண்டு நாளா சிறுநீர் கழிக்கும்போது எரிச்சல், அடிக்கடி போகணும் போல இருக்கு. இன்னைக்கு குளிரோட காய்ச்சல் 101 வந்திருக்கு, முதுகு பக்கம் லேசா வலி. நிறைய தண்ணீர் குடிக்கிறேன். இது kidney infection ஆக இருக்குமா?',
  },
  {
    level: 'urgent',
    text: 'ஒரு வாரமா கண்ணு மஞ்சளா இருக்கு, சிறுநீரும் அடர் மஞ்சள் நிறத்தில் போகுது. பசியே இல்ல, சாப்பிட்டா குமட்டுது. வயிறு வலி பெருசா இல்ல. மஞ்சள் காமாலையா இருக்குமா, எந்த டெஸ்ட் எடுக்கணும்?',
  },
  { level: 'routine', text: 'இடுப்பில வட்டமா படை, மூணு க்ரீம் போட்டும் போகல, அரிப்பு அதிகம்' },
  {
    level: 'urgent',
    text: 'எங்க வீட்டு பூனை என் மகளோட கையில கீறிட்டு லேசா கடிச்சிடுச்சு. பூனைக்கு தடுப்பூசி போட்டதா ஞாபகம் இல்ல. காயம் சின்னதுதான், சோப்பு போட்டு கழுவிட்டோம். அவளுக்கு 8 வயசு, ரேபிஸ் ஊசி தேவையா?',
  },
  {
    level: 'routine',
    text: 'scan la 6mm kidney stone nu vanthuruku, ippo vali illa. operation venuma illa thanni kudichale poiduma',
  },
  {
    level: 'urgent',
    text: 'நான் 7 மாச கர்ப்பிணி. ரெண்டு நாளா பாதம் ரெண்டும் வீங்கியிருக்கு, மருந்து கடையில BP பாத்தா 140/90. தலைவலி இல்ல, கண் மங்கல் இல்ல, குழந்தை நல்லா அசையுது. அடுத்த செக்கப் வரைக்கும் காத்திருக்கலாமா?',
  },
  {
    level: 'urgent',
    text: 'குழந்தைக்கு பால் குடுக்கிறேன், ஒரு மார்பு சிவந்து வலிக்குது, கட்டியா இருக்கு, 100 காய்ச்சல்',
  },
  {
    level: 'urgent',
    text: 'தேனீ நாலைந்து இடத்தில கொட்டிடுச்சு, கை முழுக்க வீங்கி இருக்கு. மூச்சு சரியா இருக்கு, முகம் வீங்கல',
  },
  {
    level: 'routine',
    text: 'paiyan 6 vayasu, sariya saapdala, weight eravae illa, raathiri pinpakkam arikkuthunu solran. poochi irukkumaa',
  },
  {
    level: 'urgent',
    text: 'Ammaku 65 vayasu, neethu ninu 8 thadavai loose motion. ORS kudikiraanga, konjam urine poraanga aana romba soorvaa irukaanga, vaai ular irukku. Vomiting illa, nalla pesuraanga. Hospital kootitu ponuma illa veetla paathukalama?',
  },
  {
    level: 'urgent',
    text: 'எனக்கு ஆஸ்துமா இருக்கு. நேத்து ராத்திரி தூசி அதிகமா இருந்ததால மூச்சுல விசில் சத்தம் வந்தது, inhaler ரெண்டு puff எடுத்ததும் சரியாயிடுச்சு. இப்போ நல்லா மூச்சு விட முடியுது, பேச முடியுது. ஆனா இந்த வாரம் மூணு தடவை இப்படி ஆச்சு, டாக்டரை பாக்கணுமா?',
  },
  {
    level: 'urgent',
    text: 'என் 2 வயசு பையன் மேல சூடான டீ கொட்டிடுச்சு. முன்கையில் ஒரு ரூபாய் காசு அளவு கொப்புளம் வந்திருக்கு. உடனே குழாய் தண்ணில காட்டினோம். இப்போ அழுகை நின்னு விளையாடுறான். டாக்டர்கிட்ட காட்டணுமா?',
  },
  {
    level: 'urgent',
    text: 'Ponnu 4 vayasu, oru 1 rupee coin muzhungitta. Irumal illa, moochu nalla vidura, saapadum saapidura, vilaiyaadura. Vomit edhuvum pannala. X-ray edukkanuma, innaike hospital poganuma?',
  },
  {
    level: 'routine',
    text: 'ரெண்டு மூணு மாசமா மாதவிடாய் ரொம்ப அதிகமா இருக்கு, முதல் ரெண்டு நாள் ஒவ்வொரு 3 மணி நேரத்துக்கும் பேட் மாத்தணும். ரொம்ப களைப்பா இருக்கு, ஆனா மயக்கம் இல்ல. 42 வயசு. டாக்டரை எப்போ பாக்கலாம்?',
  },
  {
    level: 'urgent',
    text: 'pal vali 3 naala, ippo kannam veengi irukku. muzhunga mudiyuthu, moochu problem illa. pal doctor innaike paakkanuma',
  },
  {
    level: 'routine',
    text: 'Motion pogumbothu konjam ratham thuli thuliya varuthu, 2 vaaram aachu. Vali konjam irukku, constipation irukku. Mayakkam, soorvu illa. Piles aa irukkuma, evlo seekiram doctor paakanum?',
  },
  {
    level: 'routine',
    text: 'மூணு வாரம் முன்னாடி கணுக்கால் சுளுக்கு. வீக்கம் குறைஞ்சிருச்சு, நடக்க முடியுது. ஆனா படி ஏறும்போது இன்னும் வலிக்குது, கொஞ்சம் தளர்ச்சியா இருக்கு. எக்ஸ்ரே எடுக்கணுமா?',
  },
  {
    level: 'urgent',
    text: '5 naala irumal fever, manjal sali varuthu. moochu vida kashtam illa aana udambu romba soorva irukku',
  },
  {
    level: 'routine',
    text: 'naai kadikku 0, 3 day oosi pottachu, 7th day oosi miss aayiduchu, inniku 9th day. ippo enna pannanum',
  },
  {
    level: 'urgent',
    text: 'கட்டட வேலை செய்யும்போது துருப்பிடிச்ச ஆணி காலில் குத்திடுச்சு. ரத்தம் கொஞ்சம் வந்து நின்னுடுச்சு. கடைசியா டிடி ஊசி எப்போ போட்டேன்னு ஞாபகம் இல்ல. இன்னைக்கே ஊசி போடணுமா?',
  },
  // Round 23: every message typed in Latin letters again, measured blind against rules and the detector trained on rounds 1–22 (rules 88.1 %, with the detector 92.3 % at 0.99).
  { level: 'self_care', text: '2 naala jalathosham thummal mookku ozhugudhu, enna marundhu' },
  { level: 'self_care', text: 'raathiri mattum irumal varudhu 1 week aachu, kaichal illa' },
  { level: 'routine', text: 'amma ku muttu vali, padi eranga kashtama iruku, 65 vayasu' },
  { level: 'self_care', text: 'saapta apram acidity, pulichi eppam varudhu' },
  {
    level: 'self_care',
    text: 'kai la arippu, sivappa pulli pulli ah iruku, puthu soap use pannen',
  },
  { level: 'self_care', text: 'nethu lite ah jaram 99, paracetamol potten ippo nalla iruku' },
  { level: 'self_care', text: 'office la ukkandhu ukkandhu mudhugu vali, enna exercise pannalam' },
  { level: 'routine', text: 'fasting sugar 132 vandhuchu PP 190, idhu high ah? maathirai venuma' },
  { level: 'self_care', text: 'sugar patient enna saapdanum, arisi saadham evlo saapdalaam' },
  {
    level: 'self_care',
    text: 'paiyan 4 vayasu, 2 thadavai loose motion, nalla vilaiyaduran thanni kudikuran, ORS kudukalama',
  },
  { level: 'self_care', text: 'saayangaalam thala vali, screen romba paakuren' },
  { level: 'self_care', text: 'mudi romba kottudhu enna pannalam' },
  { level: 'routine', text: 'pal vali, sweet saapta jivvunu iruku' },
  { level: 'self_care', text: 'raathiri thookam varala, late ah dhan thoongaren tips sollunga' },
  { level: 'self_care', text: 'vitamin D kammi nu test la vandhuchu, evlo naal maathirai podanum' },
  { level: 'routine', text: 'BP 130/85, medicine venuma illa diet podhuma' },
  // Round 24: half in the script, half in Latin letters, a mix of every earlier style; measured blind against rules and the detector of round 23 (rules 89.5 %, with the detector 96.0 %).
  { level: 'self_care', text: 'ரெண்டு நாளா சளி, தும்மல், மூக்கு ஒழுகுது. வீட்டு வைத்தியம் ஏதாவது?' },
  { level: 'routine', text: 'மூட்டு வலி, படி இறங்கும்போது முட்டி வலிக்குது. 55 வயசு. என்ன பண்ணலாம்?' },
  {
    level: 'routine',
    text: 'காலைல fasting sugar 128, சாப்பிட்டதுக்கு அப்புறம் 190. இது அதிகமா? diet என்ன follow பண்ணணும்?',
  },
  { level: 'self_care', text: 'கையில அரிப்பு, சின்ன சின்ன சிவப்பு புள்ளி, 3 நாளா. எந்த cream போடலாம்?' },
  {
    level: 'self_care',
    text: 'பையனுக்கு 4 வயசு, இன்னைக்கு 3 தடவை லூஸ் மோஷன், நல்லா விளையாடுறான், தண்ணி குடிக்கிறான். ORS குடுக்கலாமா?',
  },
  { level: 'self_care', text: 'office ல நாள் முழுக்க உட்கார்ந்து இடுப்பு வலி. என்ன exercise பண்ணலாம்?' },
  { level: 'self_care', text: 'வறட்டு இருமல் ஒரு வாரமா, காய்ச்சல் இல்ல. இருமல் syrup எது நல்லது?' },
  {
    level: 'self_care',
    text: 'thyroid மாத்திரை காலைல வெறும் வயித்துல தான் போடணுமா? டீ குடிச்சுட்டு போடலாமா?',
  },
  {
    level: 'self_care',
    text: 'nethu la irundhu lesa fever 99.8, udambu vali, innaiku konjam better. dolo podalama?',
  },
  {
    level: 'self_care',
    text: 'acidity adikadi varudhu, saapta udane nenju erichal. enna saapdalam enna avoid pannanum',
  },
  { level: 'self_care', text: 'weight loss ku rice kammi pannanuma? chapathi better aa?' },
  { level: 'self_care', text: 'kaalula aani (corn) irukku, nadakka konjam vali. enna pannalam' },
  {
    level: 'routine',
    text: 'pharmacy la BP check pannappo 138/88 vandhuchu. uppu kammi pannanuma?',
  },
  {
    level: 'self_care',
    text: 'kannu arikudhu, konjam sivappa irukku, screen romba paakuren. eye drops edhavadhu?',
  },
  { level: 'self_care', text: 'thalai la podugu romba, enna shampoo use pannalam' },
  { level: 'routine', text: 'vitamin D test la 18 vandhuchu, tablet evlo naal edukanum?' },
  // Round 25: half in the script, half in Latin letters, less typical presentations; measured blind against rules and the detector of round 24 (rules 83.5 %, with the detector 95.7 %).
  { level: 'self_care', text: 'இரண்டு நாளா சளி, தொண்டை கரகரப்பு, லேசா காய்ச்சல் 99. ஆவி பிடிக்கலாமா?' },
  { level: 'routine', text: 'ரெண்டு மாசமா கை கால் மரத்து போகுது, சுகர் இருக்கு, check பண்ணணுமா?' },
  {
    level: 'urgent',
    text: 'பையனுக்கு மூணு நாளா 103 காய்ச்சல் குறையவே இல்ல, உடம்பு வலி, சாப்பிட மாட்டேங்குறான்.',
  },
  { level: 'self_care', text: 'வெயில்ல அலைஞ்சதால லேசான தலைவலி, தண்ணி குடிச்சு rest எடுத்தா போதுமா?' },
  { level: 'routine', text: 'அம்மாவுக்கு ஆறு மாசமா முழங்கால் வலி, படி ஏற கஷ்டப்படுறாங்க.' },
  {
    level: 'urgent',
    text: 'காலையிலிருந்து மூச்சா போகும்போது எரிச்சல், முதுகு பக்கம் வலி, குளிர் காய்ச்சல் வருது.',
  },
  {
    level: 'routine',
    text: 'BP மாத்திரை சாப்பிடறேன், வீட்டுல பாத்தா 150/95 காட்டுது, தலைவலி எதுவும் இல்ல.',
  },
  {
    level: 'self_care',
    text: 'ஒரு வயசு குழந்தைக்கு பல் முளைக்குது, ஈறு அரிக்குது, கொஞ்சம் அழுறான், நல்லா சாப்பிடறான்.',
  },
  {
    level: 'urgent',
    text: 'kaal la aani kuthi seezh vandhu sivandhu veengiruku, sugar patient, lesaana jooram',
  },
  {
    level: 'routine',
    text: 'oru maasama raathiri la irumal, sali illa, smoke pannuven, doctor paakanuma?',
  },
  { level: 'self_care', text: 'vayiru upusam, gas aa iruku, nethu hotel la saapten, vaanthi illa' },
  {
    level: 'urgent',
    text: 'paiyan ku kaadhu vali romba, kaadhula irundhu thanni varudhu, jooram 102',
  },
  { level: 'routine', text: 'mudi romba kottudhu, sorvaa iruku, thyroid test pannanuma?' },
  {
    level: 'self_care',
    text: 'kaai narukkum podhu viral la chinna vettu, ratham ninnuduchu, enna podanum?',
  },
  {
    level: 'urgent',
    text: '2 naala loose motion 8-10 thadavai, vaai varandu pochu, urine romba kammi aa pogudhu',
  },
  {
    level: 'routine',
    text: 'period 2 maasama irregular aa varuthu, weight koodiruchu, PCOD aa irukumo?',
  },
  // Round 26: a third in the script with English words, a third in Latin letters, a third with slips or as voice typing writes it, the danger told in passing; measured blind against rules and the detector of round 25 (rules 85.5 %, with the detector 96.0 %).
  {
    level: 'self_care',
    text: 'Rendu naala sali, thumbal, lesaana thondai vali. Fever illa. Veetla enna kashayam vechu kudikkalam?',
  },
  { level: 'self_care', text: 'வெயில்ல வேலை செஞ்சு லேசான தலைவலி, தண்ணி குடிச்சா சரியாகுமா?' },
  {
    level: 'self_care',
    text: 'குழந்தைக்கு ஒரு வயசு பல் முளைக்குது எச்சில் வடியுது கொஞ்சம் அழுவுறான் நல்லா சாப்பிடுறான் காய்ச்சல் இல்ல',
  },
  { level: 'self_care', text: 'Kosu kadichu kaal la sivappu pulligal, arikkudhu. Enna podalam?' },
  {
    level: 'self_care',
    text: 'லேசா வயிறு upset, ஒரு தடவை loose motion, இப்போ okay. என்ன சாப்பிடலாம்?',
  },
  {
    level: 'routine',
    text: 'Sugar test pannen, fasting 140 vandhuchu. Enakku 45 vayasu, eppo doctor paakkanum?',
  },
  { level: 'routine', text: '3 வாரமா முதுகு வலி, வேலை செய்யும்போது கூடுது. எந்த doctor-ஐ பாக்கணும்?' },
  { level: 'routine', text: 'ஒரு மாசமா ராத்திரி நிறைய தடவை சிறுநீர் போக வேண்டியிருக்கு தாகமும் அதிகம்' },
  {
    level: 'routine',
    text: 'Mudi romba kottudhu, kaalaila sorvu, weight koodudhu. Thyroid test pannanuma?',
  },
  {
    level: 'routine',
    text: 'அம்மாவுக்கு கொஞ்ச மாசமா கண்ணு மங்கலா தெரியுது, படிக்க கஷ்டம். Cataract-ஆ இருக்குமா?',
  },
  {
    level: 'urgent',
    text: 'Moonu naala 103 fever, udambu vali, kannu pinnaadi vali. Dengue test pannanuma?',
  },
  { level: 'urgent', text: 'சிறுநீர் போகும்போது எரிச்சல், காய்ச்சல், முதுகு பக்கம் வலி ரெண்டு நாளா.' },
  {
    level: 'urgent',
    text: 'காதுல ரொம்ப வலி ராத்திரி முழுக்க தூங்கல காதுல இருந்து சீழ் வருது காய்ச்சலும் இருக்கு',
  },
  {
    level: 'urgent',
    text: 'Nethu kaal la aani kuthuchu, ippo veengi sivandhu irukku, seezh maadhiri. Naan sugar patient.',
  },
  {
    level: 'urgent',
    text: '5 வயசு பையனுக்கு 2 நாளா வாந்தி, loose motion, சாப்பிடவே இல்ல, சிறுநீர் குறைவா போகுது, ஆனா கொஞ்சம் விளையாடுறான்.',
  },
  {
    level: 'urgent',
    text: 'Theru naai kadichuduchu, chinna kaayam, ratham vandhuchu. Naai yaarodhunnu theriyala.',
  },
  // Round 27: two thirds in Latin letters, short, typed fast and by ear; measured blind against rules and the detector of round 26 (rules 83.2 %, with the detector 95.2 %).
  { level: 'self_care', text: 'jaladosam thummal 2 naala kaichal illa' },
  { level: 'self_care', text: 'வேலை டென்ஷன்ல தலைவலி நல்லா தூக்கம் இல்ல' },
  { level: 'self_care', text: 'vaai pun iruku saapda kashtama iruku' },
  { level: 'self_care', text: 'வெயில்ல சுத்தி உடம்பு சோர்வா இருக்கு தண்ணி குடிச்சிட்டேன்' },
  { level: 'self_care', text: 'heavy bag thookinathula muthugu vali' },
  { level: 'self_care', text: 'paiyan ku loose motion 2 thadava nalla vilaiyaduran saapdaran' },
  { level: 'routine', text: '3 vaarama irumal iruku sali varuthu' },
  { level: 'routine', text: 'ரெண்டு மாசமா முட்டி வலி படி இறங்க கஷ்டம்' },
  { level: 'routine', text: 'ராத்திரி அடிக்கடி யூரின் போகுது தாகம் அதிகமா இருக்கு' },
  { level: 'routine', text: 'mugathula pimple romba iruku marunthu venum' },
  { level: 'routine', text: 'மாதவிடாய் 2 மாசமா வரல pregnancy test negative' },
  { level: 'urgent', text: 'moonu naala jooram 103 kulir nadukkam' },
  { level: 'urgent', text: 'பையனுக்கு காதுல ரொம்ப வலி சீழ் வருது ராத்திரி தூங்கல' },
  { level: 'urgent', text: 'moothram pogumbothu erichal konjam ratham kaichal um iruku' },
  { level: 'urgent', text: 'நாய் கடிச்சிருச்சு கால்ல தோல் கொஞ்சம் கிழிஞ்சிருக்கு' },
  { level: 'urgent', text: 'kannu sivanthu valikuthu paarvai konjam mangala iruku' },
  // Round 28: sent on someone else's behalf (an ASHA worker, a neighbour, a son far away), a third each in the script, in Latin letters and as voice typing writes it, less typical presentations; measured blind against rules and the detector of round 27 (rules 86.4 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'தம்பிக்கு நேத்திலிருந்து வலது கண்ணு சிவந்து கடுமையா வலிக்குது, வெளிச்சம் பார்க்க முடியல, பார்வை கொஞ்சம் மங்கல்.',
  },
  {
    level: 'urgent',
    text: 'paiyan ku 4 naal kaichal, udambu vali, kann pinnaadi vali, inniku 2 thadavai vomit, engal area la dengue irukku. thanni kudikkiraan',
  },
  {
    level: 'urgent',
    text: 'அம்மா பாத்ரூம்ல வழுக்கி விழுந்தாங்க மணிக்கட்டு வீங்கி வளைஞ்ச மாதிரி இருக்கு அசைக்க முடியல வலி அதிகம்',
  },
  {
    level: 'urgent',
    text: 'thatha ku kaalaila irundhu urine pogala, adi vayiru ubbi valikkudhu, prostate problem munnaadiye irukku',
  },
  {
    level: 'urgent',
    text: 'பாட்டிக்கு மூணு நாளா இருமல், மஞ்சள் சளி, காய்ச்சல். நடந்தா கொஞ்சம் மூச்சு வாங்குது, ஆனா உட்கார்ந்து பேசுறதுல பிரச்சனை இல்ல.',
  },
  {
    level: 'routine',
    text: 'appa ku 60 vayasu, raathiri 4-5 thadavai urine pogudhu, flow kammiya irukku, vera ethuvum illa',
  },
  { level: 'routine', text: 'என் மனைவிக்கு ஆறு மாசமா கழுத்துல ஒரு சின்ன கட்டி, வலி இல்லை, பெரிசாகல.' },
  {
    level: 'routine',
    text: 'எங்க வகுப்புல ஒரு மாணவனுக்கு காது சரியா கேக்கலன்னு தோணுது பின்னாடி இருந்து கூப்பிட்டா திரும்ப மாட்டான் காது டாக்டர் கிட்ட காட்டச் சொல்லலாமா',
  },
  {
    level: 'routine',
    text: 'amma ku raathiri thoongum pothu kai viral ellaam maraththu pogudhu, oru maasamaa, kaalaila udhaicha sariyaayidum',
  },
  {
    level: 'routine',
    text: 'சித்திக்கு மூணு மாசமா முடி கொட்டுது, எப்பவும் சோர்வா இருக்காங்க, குளிர் தாங்க முடியல, எடை கூடிடுச்சு.',
  },
  {
    level: 'routine',
    text: 'அப்பாவுக்கு பிபி மாத்திரை தீர்ந்து ஒரு வாரம் ஆச்சு வீட்டுல செக் பண்ணினா நூத்தி நாப்பது தொண்ணூறு காட்டுது தலைவலி எதுவும் இல்ல',
  },
  {
    level: 'self_care',
    text: 'paapa ku moonu naala jalathosham, mookku ozhugudhu, kaichal illa, nallaa vilaiyaadraa, saapidraa',
  },
  {
    level: 'self_care',
    text: 'கடையில நாள் முழுக்க கணக்கு எழுதி கழுத்து பிடிப்பா இருக்கு, ரெஸ்ட் எடுத்தா சரியாயிடுது.',
  },
  {
    level: 'self_care',
    text: 'தம்பிக்கு வெயில்ல கிரிக்கெட் விளையாடிட்டு வந்து லேசா தலைவலி தண்ணீர் குடிச்சு படுத்துருக்கான் வேற ஒன்னும் இல்ல',
  },
  {
    level: 'self_care',
    text: 'amma ku vaai la chinna pun, kaaram saapta eriyudhu, 2 naal aachu, vera ethuvum illa',
  },
  {
    level: 'self_care',
    text: 'பக்கத்து வீட்டுப் பாட்டிக்கு கொசுக்கடி அரிப்பு, கை கால்ல சின்ன சின்ன தடிப்பு, வேற கஷ்டம் இல்ல.',
  },
  // Round 29: a practical question with the danger inside it ('can we wait till morning?'), often about two people, the emergency the second one's; measured blind against rules and the detector of round 28 (rules 86.4 %, with the detector 94.3 %).
  {
    level: 'urgent',
    text: 'paiyan ku 2 naala kaadhu vali, kaichal 102, innaiku kaadhula irundhu seezh varudhu, kaadhu pinnadi sivandhu veengi irukku. kaadhula ennai vidalama?',
  },
  {
    level: 'urgent',
    text: 'அம்மாவுக்கு சுகர் இருக்கு. கால் பெருவிரல்ல ஒரு புண்ணு, இப்போ சிவந்து வீங்கி சீழ் வருது, லேசா காய்ச்சலும் இருக்கு. எந்த களிம்பு போடலாம்?',
  },
  {
    level: 'urgent',
    text: 'எனக்கு மூணு நாளா தொண்டை வலி இன்னைக்கு வாய் திறக்கவே முடியல எச்சில் முழுங்க முடியல தொண்டை ஒரு பக்கம் வீங்கியிருக்கு காய்ச்சல் சுடுதண்ணி கொப்பளிச்சா போதுமா',
  },
  {
    level: 'urgent',
    text: 'vela la kannula cement thool pattuchu, thanni la kazhuvitten, aana innum romba vali, kann sivappu, thirakka mudiyala, thanni ah varudhu. ilaneer vittaa podhuma?',
  },
  {
    level: 'urgent',
    text: 'மகள் ஸ்கூல்ல விழுந்து கணுக்கால் வீங்கிடுச்சு, கால் ஊன்றவே முடியல. ஐஸ் வச்சோம். எக்ஸ்ரே இன்னைக்கே எடுக்கணுமா?',
  },
  {
    level: 'routine',
    text: 'enaku 2 maasama adikadi nenju erichal, raathiri padutha adhigam. weight kuraiyala, vaanthi illa, saapadu nalla irangudhu. gastro doctor paakanuma?',
  },
  {
    level: 'routine',
    text: 'அப்பாவுக்கு ரெண்டு மூணு மாசமா காது கொஞ்சம் மந்தமா கேக்குது, டிவி சத்தம் அதிகமா வைக்கிறாரு. எந்த டாக்டர் கிட்ட காட்டணும்?',
  },
  {
    level: 'routine',
    text: 'எனக்கு ஆறு மாசமா முதுகு வலி உக்காந்து கம்ப்யூட்டர் வேலை கால்ல எதுவும் மரத்துப் போகல எந்த பயிற்சி பண்ணலாம் டாக்டர் பாக்கணுமா',
  },
  {
    level: 'routine',
    text: 'amma ku 2 maasama kai viralgal kaalaila stiff ah irukku, oru mani neram kazhichu dhan sari aagudhu, viral mootu konjam veekkam. enna test edukkanum?',
  },
  {
    level: 'routine',
    text: 'என் மனைவிக்கு கல்யாணம் ஆகி ரெண்டு வருஷம் ஆச்சு இன்னும் குழந்தை இல்ல பீரியட் ஒழுங்கா வரல எந்த டாக்டரை பாக்கலாம்',
  },
  {
    level: 'routine',
    text: 'பையனுக்கு பத்து வயசு, போர்டு படிக்க கண்ணை சுருக்கி பாக்குறான், சாயங்காலம் தலைவலின்னு சொல்றான். கண் டெஸ்ட் எப்போ பண்ணலாம்?',
  },
  {
    level: 'self_care',
    text: 'nethu kalyana saapadu, inniku vayiru ubbusam, gas, epam. vali illa, vaanthi illa. omam thanni kudikkalama?',
  },
  { level: 'self_care', text: 'ரெண்டு நாளா மூக்கு ஒழுகுது, தும்மல், காய்ச்சல் இல்ல. ஆவி பிடிச்சா போதுமா?' },
  { level: 'self_care', text: 'கொசு கடிச்சு கையில சிவப்பா தடிப்பு அரிக்குது வேற ஒண்ணும் இல்ல என்ன போடலாம்' },
  {
    level: 'self_care',
    text: 'gym poga aarambichen, 2 naala thoda vali, padi erangumbodhu kashtam, aana veekkam illa. hot water bath podhuma?',
  },
  {
    level: 'self_care',
    text: 'வெயில்ல நின்னதால கொஞ்சம் தலைவலி தாகம் இப்போ நிழல்ல இருக்கேன் நல்லா இருக்கேன் இளநீர் குடிச்சா போதுமா',
  },
  // Round 30: people who write little and badly (short, broken, misspelt, English medical words mixed in); measured blind against rules and the detector of round 29 (rules 92.6 %, with the detector 98.0 %).
  { level: 'urgent', text: 'கண்ணு மஞ்சளா இருக்கு, வாந்தி, 3 நாளா சாப்பிட முடியல' },
  { level: 'urgent', text: '4 நாளா காய்சல் விடல, தலை வலி உடம்பு வலி, ஊர்ல டெங்கு நிறைய' },
  { level: 'urgent', text: 'பல் வலி கன்னம் வீங்கி கண்ணு வரைக்கும் வீக்கம், காய்ச்சல்' },
  { level: 'urgent', text: 'பொண்ணு 15 வயசு ஸ்கூல்ல விழுந்து மணிக்கட்டு வீங்கி இருக்கு, அசைக்க முடியல' },
  {
    level: 'urgent',
    text: 'thondai vali romba, echil kooda muzhunga mudiyala, kaichal 102, 2 naal',
  },
  { level: 'routine', text: 'குதிகால் வலி காலைல எழுந்ததும், 1 மாசமா' },
  { level: 'routine', text: 'வெள்ளைப்படுதல் அரிப்பு 2 வாரமா' },
  {
    level: 'routine',
    text: 'சுகர் மாத்திரை சாப்பிடுறேன், சாப்பிட்ட பிறகு சுகர் 180 வருது, டெஸ்ட் பண்ணி 6 மாசம் ஆச்சு',
  },
  { level: 'routine', text: 'அடிக்கடி தலைவலி 2 மாசமா, கம்ப்யூட்டர் வேலை, கண்ணாடி போடல' },
  {
    level: 'routine',
    text: 'thaathaku raathiri 3 4 thadava onnuku pogudhu, flow kammi, 68 vayasu',
  },
  { level: 'routine', text: 'mudi romba kottudhu 3 maasama, delivery aagi 4 maasam' },
  { level: 'self_care', text: 'சளி தும்மல் மூக்குல தண்ணி 2 நாளா, தொண்டை கொஞ்சம் கரகரப்பு' },
  { level: 'self_care', text: 'காலைல இருந்து வயித்துபோக்கு 2 தடவை, காய்ச்சல் இல்ல, சாப்பிட முடியுது' },
  { level: 'self_care', text: 'உதட்டு ஓரம் வெடிப்பு, எரியுது' },
  { level: 'self_care', text: 'கால் லேசா சுளுக்கு, நடக்க முடியுது, கொஞ்சம் வீக்கம்' },
  { level: 'self_care', text: 'vaai pun 2 naala, kaaram saapta eriyudhu' },
  // Round 31: messages that mix times and people (a past emergency and a present worry, two family members, a question about signs, recovery after hospital); measured blind against rules and the detector of round 30 (rules 93.2 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: 'அப்பாவுக்கு போன வருஷம் பைபாஸ் ஆபரேஷன் ஆச்சு. இப்போ மூணு நாளா 103 காய்ச்சல், சிறுநீர் போகும் போது எரிச்சல், குளிர் நடுக்கத்தோட காய்ச்சல் வருது.',
  },
  {
    level: 'urgent',
    text: 'ponnukku nethu la irundhu kaadhu romba vali, inniku seezh varudhu, kaaichal 102. paiyanukkum konjam jalathosham, adhu paravaillai.',
  },
  {
    level: 'urgent',
    text: 'அம்மாவுக்கு சுகர் இருக்கு, போன வாரம் கால்ல ஒரு புண் வந்துச்சு, இப்போ சிவந்து வீங்கி சூடா இருக்கு, காய்ச்சலும் வருது.',
  },
  {
    level: 'urgent',
    text: 'நேத்துல இருந்து வயிறு வலது பக்கம் கீழ வலி, இன்னைக்கு அதிகமாயிடுச்சு, ரெண்டு தடவை வாந்தி, நடந்தா வலிக்குது. அண்ணனுக்கு அப்பெண்டிக்ஸ் ஆபரேஷன் ஆயிருக்கு.',
  },
  {
    level: 'urgent',
    text: 'paiyanukku 3 vayasu, 2 naala loose motion, inniku la irundhu urine kammiyaa pogudhu, udhadu kaanju pochu, romba sornthu irukkaan',
  },
  {
    level: 'routine',
    text: 'அப்பாவுக்கு ஸ்ட்ரோக் வந்ததுல இருந்து நான் என் BP பார்த்துட்டு இருக்கேன். போன வாரம் மூணு தடவை 145/95 வந்துச்சு, எந்த கஷ்டமும் இல்ல. டாக்டரை பார்க்கணுமா?',
  },
  {
    level: 'routine',
    text: '2 maasama kai moottula vali, kaalaila vipparama irukku, ammavukkum arthritis irundhuchu',
  },
  {
    level: 'routine',
    text: 'பொண்ணுக்கு பீரியட்ஸ் ஒழுங்கா வரல, மூணு மாசமா வரல, கர்ப்பம் இல்ல, டெஸ்ட் பண்ணிட்டோம். முகத்துல பரு அதிகமாயிருக்கு.',
  },
  {
    level: 'routine',
    text: 'ஒரு மாசமா இருமல் போகல, காய்ச்சல் இல்ல. என் சித்தப்பாவுக்கு முன்னாடி டிபி வந்திருக்கு.',
  },
  {
    level: 'routine',
    text: 'naanum en wife um konja naala raathiri sariyaa thoongala, avalukku appappo thala vali vera. thyroid test edukkalaamaa?',
  },
  {
    level: 'routine',
    text: 'தாத்தாவுக்கு ஹார்ட் அட்டாக் அப்புறம் மாத்திரை போயிட்டு இருக்கு, இப்போ சாயங்காலம் கணுக்கால் கொஞ்சம் வீங்குது, மூச்சுத்திணறல் இல்ல. மாத்திரையால இருக்குமா?',
  },
  {
    level: 'self_care',
    text: 'பையனுக்கு சளி, மூக்குல தண்ணி ஒழுகுது, லேசான இருமல், காய்ச்சல் இல்ல, விளையாடுறான் சாப்பிடுறான். அம்மாவுக்கும் அதே தான், ரெண்டு பேருக்கும் ரெண்டு நாள் ஆச்சு.',
  },
  {
    level: 'self_care',
    text: 'nethu biriyani adhigama saapten, acidity, inniku konjam paravaillai. appavukku heart problem irundhadhaala bayandhuten, aanaa idhu gas maadhiri dhaan irukku, nenju azhuthamellam illa',
  },
  { level: 'self_care', text: 'விரல்ல சூடான எண்ணெய் தெறிச்சு சின்ன கொப்புளம், என்ன போடலாம்?' },
  {
    level: 'self_care',
    text: 'நேத்து ஜிம்ல கால் தசை பிடிப்பு, இன்னைக்கு கொஞ்சம் பரவாயில்ல. மனைவிக்கு தலையணையால கழுத்து வலி வேற.',
  },
  {
    level: 'self_care',
    text: 'nethu meen mul thondaila maatikichu, saadham saaptadhum poiduchu, ippo lesaa kiruk kiruk nu irukku avlo dhaan',
  },
  // Round 32: comparisons and sensations ('like an elephant on my chest', 'limp like a wet cloth', 'half my body feels like someone else's'); measured blind against rules and the detector of round 31 (rules 83.8 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'மூணு நாளா காய்ச்சல், இன்னைக்கு ஒண்ணுக்கு போனா நெருப்பு மாதிரி எரியுது, இடுப்பு பக்கவாட்டுல வலி, நடுக்கத்தோட காய்ச்சல் வருது',
  },
  {
    level: 'urgent',
    text: 'kaalla oru kaayam irundhuchu, ippo sigappa veengi, thudikkira maadhiri valikkuthu, sigappu kodu mela pogudhu',
  },
  {
    level: 'urgent',
    text: 'காதுக்குள்ள யாரோ சுத்தியால அடிக்கிற மாதிரி வலி, நேத்து ராத்திரியிலிருந்து சீழ் வருது, 102 காய்ச்சல்',
  },
  {
    level: 'urgent',
    text: 'கண்ணுல மணல் விழுந்த மாதிரி வலி, கண் ரத்தச் சிவப்பா இருக்கு, வெளிச்சம் பார்க்க முடியல, பார்வை மங்கலா இருக்கு',
  },
  {
    level: 'urgent',
    text: 'pallu adiyila veekkam, kannam thalaiyanai maadhiri veengiduchu, kaaichal um irukku',
  },
  {
    level: 'routine',
    text: 'சில வாரமா ராத்திரி சாப்பிட்டதும் நெஞ்சுக்குக் கீழ எரிச்சல், புளிப்பு தண்ணி தொண்டைக்கு மேல வருது',
  },
  {
    level: 'routine',
    text: 'muttikkulla thuru pidicha kathavu maadhiri, kaalaila ezhundha virappa irukku, oru maasam aachu',
  },
  { level: 'routine', text: 'கழுத்துகிட்ட ஒரு மச்சம் முன்னாடியை விட பெருசாகுது, கலரும் மாறுது' },
  {
    level: 'routine',
    text: 'ரெண்டு மாசமா ரொம்ப சோர்வா இருக்கு, பேட்டரி தீர்ந்த மாதிரி. முடியும் கொட்டுது, குளிர் தாங்க முடியல, எடையும் கொஞ்சம் ஏறியிருக்கு. வேலையில கவனமே இல்ல, நாள் முழுக்க தூக்கக் கலக்கம். எந்த டாக்டரைப் பார்க்கணும்?',
  },
  {
    level: 'routine',
    text: 'adikkadi urine varuthu, raathiri 3-4 thadava ezhundhirukken, thaagam jaasthi, weight kurainjitte pogudhu',
  },
  {
    level: 'routine',
    text: 'இடுப்பு வலி சில நேரம் காலுக்குக் கீழ கரண்ட் பாயற மாதிரி இறங்குது, மூணு வாரம் ஆச்சு, நடக்க முடியுது, ஒண்ணுக்கு ரெண்டுக்கு எல்லாம் சரியா இருக்கு',
  },
  {
    level: 'self_care',
    text: 'மூக்கடைப்பு, தொண்டையில உப்புத்தாள் தேய்ச்ச மாதிரி கரகரப்பு, ரெண்டு நாளா லேசான சளி',
  },
  {
    level: 'self_care',
    text: 'nethu football aadumbodhu kanukkaal konjam suluki pochu, lesaa veekkam, nadakka mudiyuthu',
  },
  { level: 'self_care', text: 'உதட்டு ஓரம் வெடிச்சிருக்கு, சிரிச்சா சுருக்குனு வலிக்குது' },
  { level: 'self_care', text: 'நேத்து தூக்கம் கம்மி, தலை பஞ்சு அடைச்ச மாதிரி கனமா இருக்கு' },
  {
    level: 'self_care',
    text: 'kosu kadicha idam ellam romba arikkuthu, chinna chinna veekkam, kaaichal illa',
  },
  // Round 33: a practical question carries the message (can I wait till morning, which tablet, cost, travel, work or school); measured blind against rules and the detector of round 32 (rules 88.1 %, with the detector 96.9 %).
  {
    level: 'urgent',
    text: 'ரெண்டு நாளா சிறுநீர் போகும்போது எரியுது, இன்னைக்கு இடுப்புக்குப் பக்கத்துல வலி, நடுக்கத்தோட 102 காய்ச்சல். நாளைக்கு காலேஜ்ல ப்ராக்டிகல் எக்ஸாம், இன்னைக்கே டாக்டரைப் பார்க்கணுமா?',
  },
  {
    level: 'urgent',
    text: 'Paiyanukku 3 naala kaaichal 103 varaikkum ergudhu, udambula sivappu sivappaa pulli, paracetamol kuduthaa konjam korayudhu. Inga dengue niraya irukku. Innaike blood test edukkavaa, illa naalaiku school mudinjadhum edukkalaamaa?',
  },
  {
    level: 'urgent',
    text: 'தென்னை மட்டை வெட்டும்போது அரிவாள் பட்டு உள்ளங்கை நல்லா வெட்டிருச்சு, துணியால அழுத்தி ரத்தம் நின்னுருச்சு ஆனா காயம் வாய் பிளந்து இருக்கு. ஊர் டாக்டர் தையல் போடுவாரா, டிடி ஊசி போடணுமா?',
  },
  {
    level: 'urgent',
    text: '70 வயசு அப்பா ரெண்டு நாளா சரியா சாப்பிடல, வாந்தி எடுக்குறாரு, வாய் வறண்டு போயிருக்கு, சிறுநீர் கம்மியா போகுது, ஆனா பேச்சு எல்லாம் சரியா இருக்கு. இன்னைக்கே டாக்டர்கிட்ட போகணுமா, ஓஆர்எஸ் குடுத்துப் பார்க்கலாமா? சுகர் மாத்திரையை நிறுத்தவா?',
  },
  {
    level: 'urgent',
    text: 'Nethu cricket aadumbodhu kanukaal la sulukku, ippo nalla veengirukku, kaal keezha vekka mudiyala. Innaike X-ray edukkanumaa, illa ice vechu naalaiku varaikkum paakkalaamaa?',
  },
  {
    level: 'routine',
    text: 'ரெண்டு மாசமா ராத்திரி அடிக்கடி சிறுநீர் போகுது, ரொம்ப தாகமா இருக்கு, எடையும் கொஞ்சம் குறைஞ்சிருக்கு. அம்மாவுக்கு சுகர் இருந்துச்சு. சுகர் டெஸ்ட்டுக்கு வெறும் வயித்துல போகணுமா? எந்த நாள் போனா கூட்டம் கம்மி?',
  },
  {
    level: 'routine',
    text: 'Enakku 3 vaaramaa kural kammi irukku, vali illa, kaaichal illa, naan school la teacher. ENT doctor kitta kaattanumaa? Chevvaai kizhamai leave, appo ponaa podhumaa?',
  },
  {
    level: 'routine',
    text: 'முழங்கால்ல சில மாசமா வலி, படி ஏற கஷ்டம், காலையில இறுக்கமா இருக்கு. எலும்பு டாக்டரைப் பார்க்க மதுரைக்குப் போகணுமா, தாலுகா ஆஸ்பத்திரிலேயே பார்க்கலாமா? செலவு எப்படி?',
  },
  {
    level: 'routine',
    text: 'பொண்ணுக்கு (14) பீரியட்ஸ் ரொம்ப ஒழுங்கில்லாம வருது, சில சமயம் ரெண்டு மாசம் வரல, முகத்துல பருவும் கூடியிருக்கு. ஸ்கூல் லீவு போடாம சனிக்கிழமை லேடி டாக்டரைப் பார்க்கலாமா?',
  },
  {
    level: 'routine',
    text: 'தலையில அரிப்பு, பொடுகு, கழுத்துல சிவப்பா வட்ட வட்டமா படை ஒரு மாசமா இருக்கு. தோல் டாக்டரை ஆன்லைன்ல பார்க்கலாமா, நேர்ல தான் போகணுமா?',
  },
  {
    level: 'routine',
    text: 'Appavukku 2 maasamaa varattu irumal, kaaichal illa, romba varushamaa beedi kudikkiraaru. GH la X-ray free-aa edupaangalaa? Endha naal ponaa koottam kammi?',
  },
  {
    level: 'self_care',
    text: 'நேத்துல இருந்து சளி, லேசான தொண்டை வலி, காய்ச்சல் இல்ல. நாளைக்கு ஆபீஸ் போகவா, வீட்லிருந்து வேலை பார்க்கவா? உப்பு போட்ட வெந்நீர்ல கொப்பளிச்சா போதுமா?',
  },
  {
    level: 'self_care',
    text: 'Nethu kalyaana veetla nalla oru pidi pidichitten, inniku vayiru ubbasama irukku, konjam gas. Thanni kudikkalaamaa? Naalaiku bus la Rameswaram poganum.',
  },
  {
    level: 'self_care',
    text: 'வெயில்ல வயல் வேலை பார்த்து தலைவலி, கொஞ்சம் சோர்வா இருக்கு, மத்தபடி நல்லா இருக்கேன். ஒரு பாராசிட்டமால் போடவா, இல்ல ஓஆர்எஸ் குடிக்கவா?',
  },
  {
    level: 'self_care',
    text: 'பையனுக்கு (6 வயசு) கொசுக்கடியில கை கால்ல சின்ன சின்ன தடிப்பு, அரிக்குது, வேற ஒண்ணும் இல்ல. நாளைக்கு ஸ்கூலுக்கு அனுப்பலாமா? என்ன க்ரீம் போடலாம்?',
  },
  {
    level: 'self_care',
    text: 'புது செருப்பு போட்டதுல குதிகால்ல கொப்புளம். உடைச்சிடவா, அப்படியே விட்டுடவா? நாளைக்கு வாக்கிங் போகலாமா?',
  },
  // Round 34: told from afar or alone (a son retelling a phone call from the village, a video call, someone living alone at night, a neighbour through the wall); measured blind against rules and the detector of round 33 (rules 86.1 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'அம்மா போன்ல சொன்னாங்க மூணு நாளா 102-103 காய்ச்சல், உடம்பு வலி, சாப்பிட முடியல, தெருவுல நிறைய பேருக்கு டெங்கு. நான் வெளியூர்ல இருக்கேன், இன்னைக்கே டெஸ்ட் எடுக்கச் சொல்லணுமா?',
  },
  {
    level: 'urgent',
    text: 'Hostel la irukken, nethu la irundhu vayiru valadhu keezh pakkam vali adhigamaagudhu, nadandhaa valikkudhu, konjam kaaichal. Vaanthi illa. Inniku doctor paakkanumaa?',
  },
  {
    level: 'urgent',
    text: 'அப்பாவுக்கு சுகர் இருக்கு, ஊர்ல இருக்காரு. கால் விரல்ல புண் வந்து சிவந்து வீங்கியிருக்கு, சீழ் வருது, லேசா காய்ச்சல்னு போன்ல சொன்னாரு.',
  },
  {
    level: 'urgent',
    text: 'தனியா இருக்கேன், யூரின் போகும்போது ரொம்ப எரிச்சல், இடுப்புக்கு பக்கவாட்டுல வலி, நேத்து ராத்திரியிலிருந்து குளிர் காய்ச்சல்.',
  },
  {
    level: 'urgent',
    text: 'Akka phone la sonnaanga maamaavukku 2 naala vayithaalai, naalukku 8-10 thadavai, vaai varandu pogudhu, urine kammiyaa pogudhu. ORS kudukkuraanga.',
  },
  {
    level: 'routine',
    text: 'அம்மா சொல்றாங்க சில வாரமா ராத்திரி அடிக்கடி யூரின் போகுது, தாகம் அதிகம், எடையும் குறைஞ்சிருக்கு. தனியா இருக்காங்க, எப்ப டாக்டரைப் பார்க்கணும்?',
  },
  {
    level: 'routine',
    text: 'நைட் ஷிஃப்ட் பண்றேன், ஒரு மாசமா பகல்ல தூக்கமே வரல, எப்பவும் எரிச்சலா இருக்கு. கவுன்சிலரைப் பார்க்கணுமா டாக்டரையா?',
  },
  {
    level: 'routine',
    text: 'Appavukku romba naala mootu vali, padi yera kashtam. Phone la sonnaaru ippo innum adhigam. Oorla irukkaaru, endha doctor kitta kaattanum?',
  },
  {
    level: 'routine',
    text: 'தம்பி ஹாஸ்டல்ல, ரெண்டு வாரமா வறட்டு இருமல், ராத்திரி அதிகமாகுது, காய்ச்சல் இல்ல. விளையாட முடியுதுன்னு போன்ல சொன்னான்.',
  },
  {
    level: 'routine',
    text: 'பாட்டிக்கு சில மாசமா கண்ணு மங்கலா தெரியுது, மாமா கேட்டராக்ட்டா இருக்கும்னு சொல்றாரு. எங்க காட்டலாம்?',
  },
  {
    level: 'routine',
    text: 'Naan thaniya irukken, 2-3 vaaramaa ezhundhaa thala suthudhu, konjam utkaarndhaa sariyaayidum. BP romba naala check pannala.',
  },
  {
    level: 'self_care',
    text: 'ஹாஸ்டல்ல இருக்கேன், நேத்திலிருந்து மூக்கு ஒழுகுது, தும்மல், தொண்டை லேசா கரகரப்பு. என்ன சாப்பிட்டா நல்லாருக்கும்?',
  },
  {
    level: 'self_care',
    text: 'அம்மா போன்ல சொன்னாங்க தோட்டத்துல வேலை செய்யும்போது கைல லேசா கீறிடுச்சு, ரத்தம் நின்னுடுச்சு. கழுவிட்டு என்ன போடலாம்?',
  },
  {
    level: 'self_care',
    text: 'Raathiri thaniya, biryani adhigamaa saapittu vayiru ubbisamaa irukku, gas. Enna saapitta sariyaagum?',
  },
  {
    level: 'self_care',
    text: 'அப்பா சொன்னாரு ரெண்டு நாளா தோள்பட்டையில லேசா பிடிப்பு, கனமான வாளி தூக்கினதிலிருந்து. கையை அசைக்க முடியுது, வலி கம்மி தான்.',
  },
  {
    level: 'self_care',
    text: 'நைட் டியூட்டிக்கு அப்புறம் கண்ணு எரிச்சலா, வறண்டு போன மாதிரி இருக்கு, ரொம்ப நேரம் ஸ்கிரீன் பார்க்கிறேன்.',
  },
  // Round 35: young writers (students 13–24: slang, emojis, English mixed in, hostel, exams, sports, a friend's forwarded message); measured blind against rules and the detector of round 34 (rules 87.8 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: '3 நாளா 102 காய்ச்சல், உடம்பு முழுக்க வலி, கண்ணு பின்னாடி வலிக்குது, hostel ல நிறைய பேருக்கு dengue வந்திருக்கு. பாராசிட்டமால் போட்டும் குறையல',
  },
  {
    level: 'urgent',
    text: 'Football aadum bodhu wrist mela vizhundhen, ippo veengi irukku, shape konjam vera maari theriyudhu, move panna mudiyala',
  },
  {
    level: 'urgent',
    text: "அப்பாவுக்கு சிறுநீர் கழிக்கும்போது எரிச்சல், இப்போ குளிர் காய்ச்சல், முதுகு பக்கம் வலி. அவரு 'தண்ணி குடிச்சா சரியாகும்' ங்கறாரு",
  },
  {
    level: 'urgent',
    text: 'Right side vayiru keezha vali, thoppul pakkathula start aagi ippo keezha vandhuduchu, nadandhaa adhigam, vomit oru vaati. 20 yrs, hostel la irukken',
  },
  {
    level: 'urgent',
    text: 'தங்கச்சிக்கு 8 வயசு, காதுல ரொம்ப வலி, காய்ச்சல், காதுல இருந்து மஞ்சளா ஏதோ வருது, ராத்திரி முழுக்க அழுதா',
  },
  {
    level: 'routine',
    text: 'ரெண்டு மாசமா முடி நிறைய கொட்டுது, periods உம் irregular, முகத்துல pimples. 18 வயசு, PCOS ஆ இருக்குமா?',
  },
  {
    level: 'routine',
    text: 'Amma ku muttu vali rendu maasama, padi yera kashtam, kaalayila stiff ah irukku. 50 vayasu',
  },
  {
    level: 'routine',
    text: 'Board ல எழுதுறது blur ஆ தெரியுது, கண்ணு strain, தலைவலி. last bench ல உக்காருறேன், 15 வயசு',
  },
  {
    level: 'routine',
    text: 'தாத்தாவுக்கு sugar check பண்ணினோம் fasting 190 வருது, அவரு நல்லா தான் இருக்காரு, ஆனா கால் கொஞ்சம் மரத்து போகுது',
  },
  {
    level: 'routine',
    text: 'Hostel ku vandhadhula irundhu udambu la arippu, viral idukku la sivappu pimples maari, raathiri adhigama arikkudhu',
  },
  {
    level: 'routine',
    text: '3 வாரமா இருமல் விட மாட்டேங்குது, காய்ச்சல் இல்ல, சளி கொஞ்சம். ராத்திரி அதிகம். fresher ஆ வேலைக்கு சேர்ந்து AC office ல இருக்கேன்',
  },
  {
    level: 'self_care',
    text: 'சளி, மூக்கு ஒழுகுது, தொண்டை லேசா கரகரன்னு இருக்கு, காய்ச்சல் இல்ல. நாளைக்கு practical exam, என்ன பண்ணலாம்?',
  },
  {
    level: 'self_care',
    text: 'Exam time la late night padichu thala vali, screen romba neram paakuren. tablet venaam, vera edhavadhu?',
  },
  {
    level: 'self_care',
    text: 'நேத்து cricket ல வெயில்ல நாள் முழுக்க விளையாடினேன், முகம் sunburn, கொஞ்சம் எரியுது, கொப்புளம் இல்ல',
  },
  {
    level: 'self_care',
    text: 'Mess food saapta apram lesa loose motion 2 vaati, vaanthi illa, kaaichal illa, ippo ok dhaan',
  },
  {
    level: 'self_care',
    text: 'வாயில ரெண்டு புண், exam stress ல தான்னு நினைக்கிறேன், சாப்பிடும்போது எரியுது',
  },
  // Round 36: people with a long-standing illness or a known history (diabetes, BP, asthma, epilepsy, an old stroke or heart attack, a stent, kidney disease, a past miscarriage or C-section, old TB) write about something new; measured blind against rules and the detector of round 35 (rules 90.9 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: 'எனக்கு சுகர் 15 வருஷமா. ரெண்டு நாளா கால் பெருவிரல்ல ஒரு புண்ணு, சுத்தி சிவந்து வீங்கி சீழ் வருது, லேசா காய்ச்சல் அடிக்குது. சுகர் 280 காட்டுது. நடக்க முடியுது.',
  },
  {
    level: 'urgent',
    text: 'Enaku BP um sugar um irukku. Nethulendhu urine pogumbodhu erichal, adikadi pogudhu, ippo kulir kaaychal 101, muthugu oru pakkam valikudhu. Vaandhi illa, saapda mudiyudhu, nadakka mudiyudhu.',
  },
  {
    level: 'urgent',
    text: 'பத்து நாள் முன்னாடி சிசேரியன் ஆச்சு. தையல் போட்ட இடத்துல சிவந்து, தொட்டா வலிக்குது, கொஞ்சம் மஞ்சள் நீர் கசியுது, லேசா ஜுரம் இருக்கு. ரத்தப்போக்கு சாதாரணமா தான் இருக்கு.',
  },
  {
    level: 'urgent',
    text: 'என் பொண்ணுக்கு 7 வயசு, ஆஸ்துமா இருக்கு. மூணு நாளா சளி, இருமல், இன்னைக்கு காய்ச்சல் 102. இன்ஹேலர் அடிச்சா வீசிங் குறையுது, ஆனா நாலு மணி நேரத்துல மறுபடியும் வருது. நல்லா பேசுறா, விளையாடுறா.',
  },
  {
    level: 'urgent',
    text: 'Appa ku valve replacement aagi warfarin saapdraaru. Rendu naala pallu theikkumbodhu eeru la ratham, kaila neela thadippu pulli pulli ya varudhu. Vera onnum illa, nalla pesuraaru, nadakkuraaru. Last INR check panni 2 maasam aachu.',
  },
  {
    level: 'routine',
    text: 'எனக்கு தைராய்டு, தைராக்சின் 50 போடுறேன். சமீபமா முடி அதிகமா கொட்டுது, எடை கூடிட்டே வருது, சோம்பலா இருக்கு. கடைசியா TSH டெஸ்ட் எடுத்து ஒரு வருஷம் ஆச்சு.',
  },
  {
    level: 'routine',
    text: 'Enaku BP ku Telmisartan 40 saapduren. Veetla check pannumbodhu last one week ah 150/95 nu kaatudhu, thalaivali, vera edhuvum illa. Dose maathanumaa? Doctor appointment eppo vaangalaam?',
  },
  {
    level: 'routine',
    text: 'பத்து வருஷமா சுகர். கொஞ்ச மாசமா ராத்திரி ரெண்டு பாதமும் கூசுற மாதிரி, எரியுற மாதிரி இருக்கு. நடக்க முடியுது, புண்ணு எதுவும் இல்ல. நரம்பு டெஸ்ட் பண்ணணுமா?',
  },
  {
    level: 'routine',
    text: 'அப்பாவுக்கு ஆறு மாசம் முன்னாடி ஸ்ட்ரோக் வந்துச்சு, இப்போ இடது கை கொஞ்சம் பலவீனமா இருக்கு, அப்படியே தான் இருக்கு, மோசமாகல. பிசியோதெரபி இன்னும் தொடரணுமா, எந்த டாக்டர பார்க்கலாம்?',
  },
  {
    level: 'routine',
    text: 'En thambi ku fits ku Eptoin tablet 4 varushama kudukkarom. Ippo pallu eeru veengi valarudhu, mugathula mudi jaasthi aagudhu. Fits control la thaan irukku. Vera tablet maathalaamaa nu doctor kitta kekkanum.',
  },
  {
    level: 'routine',
    text: 'எனக்கு கிட்னி பிரச்சனை இருக்கு, டயாலிசிஸ் இன்னும் ஆரம்பிக்கல. ஒரு மாசமா உடம்பு முழுக்க அரிப்பு, ராத்திரி தூக்கம் வரல. வேற எந்த பிரச்சனையும் இல்ல.',
  },
  {
    level: 'self_care',
    text: 'எனக்கு சுகர் இருக்கு, மாத்திரையில கண்ட்ரோல்ல இருக்கு. ரெண்டு நாளா மூக்கடைப்பு, தும்மல், லேசான தொண்டை கரகரப்பு. ஜுரம் இல்ல, சுகர் 140. வீட்டுலயே ஆவி பிடிச்சா போதுமா?',
  },
  {
    level: 'self_care',
    text: 'Thaatha ku BP, sugar tablet ellam irukku. Rendu naala motion sariya pogala, vayiru konjam uppusam. Vali illa, vaandhi illa, nalla saapdraaru. Veetla enna kudukkalaam, kadukkai podi ok va?',
  },
  {
    level: 'self_care',
    text: 'எனக்கு ஆஸ்துமா இருக்கு, ஆனா இப்போ கண்ட்ரோல்ல இருக்கு. நேத்து ஜிம்ல முதல் நாளே அதிகமா வெயிட் தூக்கிட்டேன், இன்னைக்கு ரெண்டு தொடையும் வலிக்குது, படி இறங்கும்போது கஷ்டமா இருக்கு.',
  },
  {
    level: 'self_care',
    text: 'தைராய்டு மாத்திரை சாப்பிடுறேன். மூணு நாளா வாயில ஒரு சின்ன புண்ணு, காரம் சாப்பிட்டா எரியுது. வேற ஒண்ணும் இல்ல, நல்லா சாப்பிட முடியுது.',
  },
  {
    level: 'self_care',
    text: 'Enaku 2 varusham munnadi stent pottaanga, ippo nalla irukken, blood thinner saapduren. Nethu thottathula vela senjappo kai la chinna keeral, ratham udane ninnuduchu. Dettol pottu band-aid pottaa podhumaa?',
  },
  // Round 37: work and seasons (farm, construction site, brick kiln, factory, drivers, fishermen, migrant workers; monsoon floods, heat wave, winter smoke, festival fasting, pilgrimage, wedding crowds); measured blind against rules and the detector of round 36 (rules 92.0 %, with the detector 98.3 %).
  {
    level: 'urgent',
    text: 'மூணு நாளா கடுமையான காய்ச்சல், உடம்பு வலி, கண்ணுக்கு பின்னாடி வலி. எங்க தெருவுல ரெண்டு பேருக்கு டெங்கு வந்திருக்கு. இப்போ வரைக்கும் எங்கயும் ரத்தப்போக்கு இல்ல, சாப்பிட முடியுது, ஆனா ரொம்ப சோர்வா இருக்கு.',
  },
  {
    level: 'urgent',
    text: 'Karumbu vettum bodhu aruvaal kaalula pattu aazhama vettiduchu. Ratham ippo nindruchu, thuni katti irukken. Kaayam moonu cm neelam, vaai thorandhu irukku, ulla mann pattirukku. TT oosi potu pathu varusham mela aachu.',
  },
  {
    level: 'urgent',
    text: 'வெயில்ல வேலை பாத்து தண்ணி சரியா குடிக்கல. ரெண்டு நாளா சிறுநீர் போகும்போது எரிச்சல், இன்னைக்கு காய்ச்சல் 101, இடுப்புக்கு பின்னாடி ஒரு பக்கம் வலி, குளிர் நடுக்கம். வாந்தி இல்ல, தண்ணி குடிக்க முடியுது.',
  },
  {
    level: 'urgent',
    text: 'நேத்து ராத்திரி கம்பெனியிலிருந்து ரூமுக்கு வரும்போது தெரு நாய் கையில கடிச்சுருச்சு, பல் தடத்துல லேசா ரத்தம் வந்துச்சு. சோப்பு போட்டு கழுவிட்டேன். ஊசி போடணுமா? இந்த ஊர்ல எனக்கு எந்த ஆஸ்பத்திரியும் தெரியாது.',
  },
  {
    level: 'urgent',
    text: 'Rendu naal munnadi meen mul en purushan kaila kuthuchu. Ippo kai full ah veengi sivandhu irukku, oru sivappu kodu mela varaikkum pogudhu, lesa kaaichal. Valikkudhu, aana kai asaikka mudiyudhu, vera onnum illa.',
  },
  {
    level: 'routine',
    text: 'நெல் நாத்து நடும்போது குனிஞ்சு குனிஞ்சு வேலை பாக்குறதால ரெண்டு மாசமா கீழ் முதுகு வலி. காலுக்கு வலி இறங்கல, மரத்துப் போறதும் இல்ல. பெயின் பாம் தடவுறேன், ஓரளவு தான் குறையுது. டாக்டரை எப்போ பாக்கலாம்?',
  },
  {
    level: 'routine',
    text: 'Auto ottura en appa ku 45 vayasu, naal muzhukka ukkarndhe irukkaradhaala rendu maasama motion pogum bodhu konjam ratham varudhu, vali illa. Weight kuraiyala, pasi nalla irukku. Doctor kitta appointment vaanganuma?',
  },
  {
    level: 'routine',
    text: 'செங்கல் சூளையில வேலை பாக்குறேன். மூணு வாரமா இருமல், கொஞ்சம் சளி, காய்ச்சல் இல்ல, மூச்சு வாங்கல. சூளை தூசி அதனாலன்னு நினைக்கிறேன். ஏதாவது டெஸ்ட் பண்ணணுமா?',
  },
  {
    level: 'routine',
    text: 'அம்மாவுக்கு 50 வயசு. கொஞ்ச நாளா அடிக்கடி தாகம், ராத்திரி நிறைய தடவை சிறுநீர் போறாங்க, சோர்வா இருக்குன்னு சொல்றாங்க. இதுவரைக்கும் சுகர் டெஸ்ட் பண்ணதே இல்ல. பொங்கல் முடிஞ்சதும் டாக்டர் கிட்ட கூட்டிட்டு போகலாமா?',
  },
  {
    level: 'routine',
    text: "Spinning mill la ettu varusham velai. Konja naala kaadhula 'ngee' nu satham kekkudhu, TV volume adhigama vekkaren nu veetla solraanga. Vali illa, seezh illa. ENT doctor kitta eppo kaattalam?",
  },
  {
    level: 'routine',
    text: 'தையல் கம்பெனில வேலை பாக்குறேன். ஒரு மாசமா ராத்திரி தூங்கும்போது வலது கை விரல்கள் மரத்து போகுது, கையை உதறினா சரியாகுது. பகல்ல ஒண்ணும் இல்ல, பலமும் குறையல.',
  },
  {
    level: 'self_care',
    text: 'வெயில் காலம் வந்ததுல இருந்து முதுகு, கழுத்துல வேர்க்குரு, ஒரே அரிப்பு. காய்ச்சல் இல்ல, வேற பிரச்சனை இல்ல. பவுடர் போடுறேன். வேற என்ன பண்ணலாம்?',
  },
  {
    level: 'self_care',
    text: 'Pani kaalam, rendu naala thummal, mookku ozhugudhu, thondai konjam karakarappu. Kaaichal illa, saapadu nalla saapiduren. Veetla enna panlaam, aavi pidikkalaama?',
  },
  {
    level: 'self_care',
    text: 'அறுவடை முடிஞ்சு ரெண்டு நாளா தொடை, கெண்டைக்கால், முதுகு எல்லாம் தசை வலி. நடக்க முடியுது, வேற எந்த பிரச்சனையும் இல்ல. வெந்நீர் ஒத்தடம் கொடுக்கலாமா?',
  },
  {
    level: 'self_care',
    text: 'நவராத்திரி விரதம் முடிஞ்சு நேத்து விருந்துல நிறைய சாப்பிட்டேன். இன்னைக்கு வயிறு உப்புசமா இருக்கு, லேசா புளிச்ச ஏப்பம். வாந்தி, வலி எதுவும் இல்ல.',
  },
  {
    level: 'self_care',
    text: 'Mazhai thanni la dhinamum nadandhu nadandhu kaal viral idukku la arippu, vellaiya thol uriyudhu. Vali illa, seezh illa. Enna cream podalaam?',
  },
  // Round 38: a long story told in order, ending with the speaker's own harmless guess (gas, acidity, the heat, a sprain, tiredness); measured blind against rules and the detector of round 37 (rules 88.9 %, with the detector 95.7 %).
  {
    level: 'urgent',
    text: 'முந்தாநேத்துல இருந்து காய்ச்சல், உடம்பு வலி. இன்னைக்கு காலையில குளிச்சிட்டு ஆபீஸ் கிளம்பும்போது பார்த்தா கால்ல சிவப்பு சிவப்பா புள்ளிகள், பல் ஈறுல லேசா ரத்தம். தெருவுல நிறைய பேருக்கு டெங்கு. உடம்பு சூடுன்னு நினைக்கிறேன், பப்பாளி இலைச்சாறு குடிக்கலாம்னு இருக்கேன்.',
  },
  {
    level: 'urgent',
    text: 'Nethu raathiri la irundhu urine pogum bodhu romba erichal, adikkadi poganum, innaiku kaalaila irundhu kulir kaichal 102, mudhugu valadhu pakkam vali. Office la manager leave thara maatraar. Neraiya thanni kudicha sariyaagum nu nenaikkiren.',
  },
  {
    level: 'urgent',
    text: 'நேத்து சாயங்காலம் மாடியில துணி எடுக்க போனப்ப படியில கால் சுளுக்கிடுச்சு. ராத்திரி ஐஸ் வச்சேன், சரியாயிடும்னு நினைச்சேன். இன்னைக்கு காலையில கணுக்கால் ரொம்ப வீங்கி நீலமா இருக்கு, கால் ஊன முடியல, நாலு அடி கூட நடக்க முடியல. வெறும் சுளுக்கு தான், சுண்ணாம்பு மஞ்சள் போடலாமா?',
  },
  {
    level: 'urgent',
    text: 'பையனுக்கு (6 வயசு) ரெண்டு நாளா காது வலி, நேத்து ராத்திரி அழுதுட்டே தூங்கினான். இன்னைக்கு காலையில தலையணையில மஞ்சள் சீழ் கறை, காய்ச்சல் 102. ஸ்கூல் டிபன் கட்டி வச்சேன், ஆனா அனுப்பல. அம்மா நல்லெண்ணெய் சூடு பண்ணி காதுல ஊத்தச் சொல்றாங்க.',
  },
  {
    level: 'urgent',
    text: 'Munthaanethu samaikkum bodhu soodaana ennai kai mela therichuchu, appo thanni oothinen. Innaiku paatha andha idam sivandhu veengiduchu, seezh vechirukku, sivappu kai mela varaikkum paravudhu, konjam kaichal maadhiri irukku. Burnol thadavi vechukkalaam nu irukken.',
  },
  {
    level: 'routine',
    text: 'ரெண்டு மூணு மாசமா ராத்திரி அடிக்கடி பாத்ரூம் போகணும், ரொம்ப தாகம் எடுக்குது, எடையும் கொஞ்சம் குறைஞ்ச மாதிரி இருக்கு. அப்பா அம்மா ரெண்டு பேருக்கும் சுகர். ஆபீஸ் கேண்டீன்ல ஸ்வீட் சாப்பிடுறதை குறைச்சிட்டேன். வயசாகுது அதான்னு நினைக்கிறேன், இருந்தாலும் ஒரு தடவை காட்டணுமா?',
  },
  {
    level: 'routine',
    text: 'Oru maasama kaalaila ezhundha udane kai viral ellam virappa irukku, arai mani neram kazhichu sariyaagudhu. Samaiyal la chapathi theikka kashtama irukku. Amma vayasaachu (enakku 45) vaadham nu solraanga. Nallennai thadavuren. Enna test edukkanum?',
  },
  {
    level: 'routine',
    text: 'ரொம்ப நாளா படி ஏறினாலோ காய்கறி பையை தூக்கிட்டு மேல போனாலோ முழங்கால் வலிக்குது, உட்கார்ந்தா குறையுது. வயசு 56, கொஞ்சம் வெயிட் அதிகம். தெரு கடையில வலி தைலம் வாங்கி தேய்க்கிறேன். ஏதாவது உடற்பயிற்சி இல்ல டெஸ்ட் வேணுமா?',
  },
  {
    level: 'routine',
    text: 'ரெண்டு மாசமா சாப்பிட்டதும் நெஞ்செரிச்சல், முக்கியமா ராத்திரி பஜ்ஜி வடை சாப்பிட்டா. படுத்ததும் புளிப்பு தண்ணி வாய்க்கு வருது. நடக்கும்போது எந்த கஷ்டமும் இல்ல. ஆன்டாசிட் குடிச்சா குறையுது, ஆனா திரும்ப வருது. இந்த வாரத்துக்குள்ள டாக்டரை பார்க்கலாம்னு இருக்கேன்.',
  },
  {
    level: 'routine',
    text: 'Ponnukku (12) konja naala board la ezhudhinadhu mangalaa theriyudhaam, class la munnaadi bench la ukkaara aasai padraa. Mobile la game adhigama aaduvaa, adha niruthitten. Saayangaalam thalai valiyum varudhu. Kannu doctor kitta kaattanumaa?',
  },
  {
    level: 'routine',
    text: 'ஒரு மாசமா ரொம்ப சோர்வா இருக்கு, நகம் வெளுத்து இருக்கு, முடி கொட்டுது, கொஞ்சம் நடந்தாலே மூச்சு வாங்கி அப்புறம் சரியாகுது. பீரியட்ஸ்ல ரத்தம் அதிகமா போகுது. ஆபீஸும் வீடும் சமாளிச்சு சரியா சாப்பிட முடியல, பலவீனம்னு நினைக்கிறேன். ரத்த டெஸ்ட் எடுக்கணுமா?',
  },
  {
    level: 'self_care',
    text: 'நேத்து மழையில நனைஞ்சு வீட்டுக்கு வந்தேன், குடையை பஸ்லயே விட்டுட்டேன். இன்னைக்கு காலையில இருந்து மூக்கு ஒழுகுது, தும்மல், தொண்டை லேசா கரகரப்பு. காய்ச்சல் இல்ல, நல்லா சாப்பிடுறேன், ஆபீஸும் போனேன். இஞ்சி டீயும் ஆவி பிடிக்கிறதும் போதுமா?',
  },
  {
    level: 'self_care',
    text: 'Nethu kalyaana veetula biriyani, mutton, payasam ellam adhigama saapitten. Innaiku kaalaila irundhu vayiru bharama irukku, yeppam varudhu, konjam acidity. Kaichal illa, vaandhi illa, motion normal. Omam thanni kudikkiren. Innaiku light ah saapdalaam nu irukken.',
  },
  {
    level: 'self_care',
    text: 'புது செருப்பு போட்டுட்டு நேத்து முழுக்க பொருட்காட்சியில சுத்தினேன். ராத்திரி பார்த்தா குதிகால்ல ஒரு கொப்புளம், சின்னது, சிவப்பு இல்ல, சீழும் இல்ல. இன்னைக்கு பழைய செருப்பு போட்டிருக்கேன். கொப்புளத்தை உடைக்கணுமா, அப்படியே விடணுமா?',
  },
  {
    level: 'self_care',
    text: 'நேத்து வீட்டுக்கு பெயிண்ட் அடிக்க நாள் முழுக்க ஏணியில ஏறி இறங்கினேன், இன்னைக்கு காலையில எழுந்ததும் தோள்பட்டையும் கழுத்தும் வலிக்குது. கையை நல்லா அசைக்க முடியுது, மரத்துப்போகல, வலி மட்டும் தான். சூடு ஒத்தடம் குடுக்கிறேன், வேலை அதிகம் அதான்னு நினைக்கிறேன். வேற என்ன பண்ணலாம்?',
  },
  {
    level: 'self_care',
    text: 'Ponnu (4) park la vilaiyaadum bodhu vizhundhu muttila konjam sirachiduchu, konjam ratham vandhuchu, kazhuvi vitten. Ippo thirumba odi vilaiyaadraa. Andha idam konjam sivappa irukku. Antiseptic pottu band-aid ottina podhumaa?',
  },
  // Round 39: shyness and euphemism (bleeding called 'that' or 'my clothes got spoiled', pain called 'uneasiness', a suicide plan only hinted, elders' polite indirection); measured blind against rules and the detector of round 37 (rules 78.4 %, with the detector 94.3 %).
  {
    level: 'urgent',
    text: 'கொஞ்சம் சொல்லவே கூச்சமா இருக்கு. மூணு நாளா சிறுநீர் போகும்போது எரியுது, இன்னைக்கு காய்ச்சல் 102, குளிர் நடுக்கம், முதுகுல ஒரு பக்கம் வலிக்குது. தண்ணி குடிக்க முடியுது, வாந்தி இல்ல.',
  },
  {
    level: 'urgent',
    text: "Enga appavukku sugar irukku. Kaal viral la chinna punnu, oru vaaram aachu, ippo sivappa veengi irukku, konjam seezh varuthu, lesaa kaaichal. Avar 'chinna kaayam thaan'nu kandukkala.",
  },
  {
    level: 'urgent',
    text: 'பையனுக்கு 6 வயசு, நேத்து சாயங்காலம் மரத்துல இருந்து விழுந்தான். மணிக்கட்டு வீங்கி, திருப்ப முடியல, தொட்டாலே அழுறான். தலையில அடி இல்ல, மத்தபடி விளையாடுறான்.',
  },
  {
    level: 'urgent',
    text: 'மன்னிக்கணும், சொல்ல சங்கடமா இருக்கு. பின்னாடி பக்கம் (மலம் போற இடத்துக்கு பக்கத்துல) ஒரு கட்டி வந்து ரொம்ப வீங்கிருக்கு, உட்காரவே முடியல, லேசா காய்ச்சலும் அடிக்குது.',
  },
  {
    level: 'urgent',
    text: 'வெல்டிங் பண்ணும்போது கண்ணுல ஏதோ தூசி பட்டுச்சு. கண்ணு சிவந்து, நீர் வடிஞ்சுட்டே இருக்கு, கண்ணுக்குள்ள ஏதோ உறுத்துது, வெளிச்சம் பார்க்க கஷ்டமா இருக்கு.',
  },
  {
    level: 'routine',
    text: "Sollave konjam koochama irukku. Enakku 45 vayasu, kadantha moonu maasama 'antha naal' maasathula rendu thadava varuthu. Romba adhigam illa, vali illa, aana konjam sorva irukku.",
  },
  {
    level: 'routine',
    text: 'ஐயா, கொஞ்ச நாளா ராத்திரி ரெண்டு மூணு தடவை சிறுநீர் கழிக்க எழுந்திருக்க வேண்டியிருக்கு, போறதுக்கும் நேரம் எடுக்குது. 64 வயசு. வேற கஷ்டம் ஒண்ணும் இல்ல.',
  },
  {
    level: 'routine',
    text: 'ரெண்டு மாசமா கழுத்து பக்கத்துல ஒரு சின்ன கட்டி இருக்கு, வலி இல்ல, பெருசாவும் ஆகல. வீட்ல சொன்னா பயப்படுவாங்கன்னு யாருக்கும் சொல்லல.',
  },
  {
    level: 'routine',
    text: 'Kalyanam aagi rendu varusham aachu, innum kuzhandhai illa. Veetla ellarum kekkuraanga, enga rendu perukkum veliya sollave koochamaa irukku. Yaara paakkanum, enna test pannanum?',
  },
  {
    level: 'routine',
    text: 'கொஞ்ச நாளா முடி நிறைய கொட்டுது, எடை கூடிட்டே போகுது, குளிர் தாங்க முடியல, எப்பவும் சோம்பலா இருக்கு. மாதவிடாயும் கொஞ்சம் அதிகமா வருது.',
  },
  {
    level: 'routine',
    text: 'பாட்டிக்கு மூணு மாசமா மறதி கொஞ்சம் அதிகமா இருக்கு. பேரப்பிள்ளைங்க பேர் மறந்திடுறாங்க, ஆனா மத்தபடி சாப்பிடுறாங்க, நடக்குறாங்க. வயசுன்னு விட்டுடலாமா?',
  },
  {
    level: 'self_care',
    text: 'Rendu naala konjam jalathosham, thummal, thondai kara karanu irukku. Kaaichal illa. Velaikku poganum, veetla enna pannalaam?',
  },
  {
    level: 'self_care',
    text: 'இதெல்லாம் கேக்கலாமான்னு தெரியல. ரெண்டு நாளா காலையில வயிறு சரியா போகல, கொஞ்சம் உப்புசமா இருக்கு. வேற வலி எதுவும் இல்ல.',
  },
  {
    level: 'self_care',
    text: 'வெயில்ல வேலை செஞ்சதுல முதுகு, கழுத்துல வேர்க்குரு வந்து அரிக்குது. என்ன போடலாம்?',
  },
  {
    level: 'self_care',
    text: 'Gym ku puthusa poren, rendu naala thodai ellam valikkuthu, maadi eranga konjam kashtama irukku. Veekam illa. Ithu thaana sari aagiduma?',
  },
  {
    level: 'self_care',
    text: 'காய்கறி நறுக்கும்போது விரல்ல சின்ன வெட்டு, அழுத்திப் பிடிச்சதும் ரத்தம் நின்னுடுச்சு. சுத்தம் பண்ணி கட்டு போட்டா போதுமா?',
  },
  // Round 40: readings and numbers (BP 82/50, pulse 44, SpO2 84, a baby's 35.2 °C, fits three times in an hour), the danger often in the number alone; measured blind after rounds 38 and 39's fixes (rules 87.8 %, with the detector 94.9 %).
  {
    level: 'urgent',
    text: '3 நாளா காய்ச்சல் 102-103 F, உடம்பு வலி, இன்னைக்கு platelet 85,000 னு report வந்துருக்கு. எங்க ஏரியால டெங்கு நிறைய இருக்கு.',
  },
  {
    level: 'urgent',
    text: 'paiyan ku 5 vayasu, nethu raathiri irundhu vayiru pokku, 6 thadava aachu, konjam sorvaa irukkan aana thanni kudikiraan, urine pogudhu.',
  },
  {
    level: 'urgent',
    text: 'சிறுநீர் போகும்போது எரிச்சல், 2 நாளா காய்ச்சல் 101, இடுப்புக்கு பின்னாடி ஒரு பக்கம் வலிக்குது.',
  },
  {
    level: 'urgent',
    text: 'காய் வெட்டும்போது கத்தி பட்டு கைல 2 cm ஆழமா காயம், 10 நிமிஷம் அழுத்தி பிடிச்சதும் ரத்தம் நின்னுடுச்சு, ஆனா வாய் பிளந்து இருக்கு. தையல் போடணுமா?',
  },
  {
    level: 'urgent',
    text: 'sugar patient, 4 naala kaal viral la pun, sivappa veengi irukku, seezh varudhu, sugar 280 kaatuthu.',
  },
  {
    level: 'routine',
    text: 'BP 148/94 மூணு நாளா இப்படியே காட்டுது, தலைவலி எதுவும் இல்ல. 45 வயசு, மாத்திரை எதுவும் போடல.',
  },
  {
    level: 'routine',
    text: 'fasting sugar 132, saapittu 2 mani neram kalichu 190. maathirai edhuvum innum edukkala, 39 vayasu.',
  },
  {
    level: 'routine',
    text: '2 வாரமா இருமல், காய்ச்சல் இல்ல, சளி கொஞ்சம் வருது, smoking பழக்கம் இல்ல.',
  },
  {
    level: 'routine',
    text: 'எடை 3 மாசத்துல 5 கிலோ ஏறிடுச்சு, எப்பவும் சோர்வா இருக்கு, முடி கொட்டுது. thyroid test பண்ணணுமா?',
  },
  {
    level: 'routine',
    text: 'hemoglobin 9.2 nu report la irukku, 28 vayasu, periods appo romba blood pogudhu, konjam sorvu.',
  },
  {
    level: 'routine',
    text: 'வலது முட்டி வலி 2 மாசமா, படி ஏறும்போது அதிகம், காலைல கொஞ்சம் இறுக்கமா இருக்கு. 58 வயசு.',
  },
  {
    level: 'self_care',
    text: 'ஜலதோஷம், தும்மல் 2 நாளா, temperature 99.2, வேற ஒண்ணும் இல்ல.',
  },
  {
    level: 'self_care',
    text: 'nethu gym la 40 kg squat pannen, inniku thodai muscle valikudhu, aana nadakka mudiyudhu, veekkam illa.',
  },
  {
    level: 'self_care',
    text: 'பையனுக்கு 7 வயசு, கால்ல 4-5 இடத்துல கொசுக்கடி, அரிப்பு மட்டும் தான், காய்ச்சல் இல்ல.',
  },
  {
    level: 'self_care',
    text: 'வெயில்ல 2 மணி நேரம் அலைஞ்சதால லேசா தலைவலி, தண்ணி குடிச்சதும் கொஞ்சம் பரவாயில்ல.',
  },
  {
    level: 'self_care',
    text: 'சமைக்கும்போது விரல்ல சின்ன சூடு பட்டுச்சு, 1 cm அளவு சிவந்து இருக்கு, கொப்புளம் இல்ல.',
  },
];

import type { OrdinaryProbe } from '../ordinary-probes';

/** Ordinary probes, Telugu: everyday health messages that are not emergencies. */
export const ORDINARY_PROBES_TE_IN: readonly OrdinaryProbe[] = [
  { level: 'self_care', text: 'sugar unna vallaki breakfast lo emi tinochu? idli ok na?' },
  {
    level: 'self_care',
    text: 'ఏడాది పాపకి ముక్కు దిబ్బడ, పాలు తాగేటప్పుడు ఇబ్బంది పడుతోంది. జ్వరం లేదు, ఆడుకుంటోంది. సెలైన్ డ్రాప్స్ వేయొచ్చా?',
  },
  { level: 'urgent', text: 'కళ్ళు పచ్చగా ఉన్నాయి, యూరిన్ పసుపు రంగులో వస్తోంది, తినాలనిపించట్లేదు, వారం నుంచి' },
  { level: 'urgent', text: 'కోతి చేతి మీద గీరింది, కొంచెం రక్తం వచ్చింది, రేబిస్ ఇంజక్షన్ వేయించాలా' },
  { level: 'urgent', text: '5 రోజులుగా జ్వరం తగ్గట్లేదు కడుపు కొంచెం నొప్పి టైఫాయిడ్ ఏమో' },
  {
    level: 'urgent',
    text: 'పొద్దున నుంచి 8 సార్లు విరేచనాలు అయ్యాయి. బాగా నీరసంగా ఉంది, నిలబడితే కొంచెం కళ్ళు తిరుగుతున్నాయి. ORS తాగుతున్నా, వాంతులు లేవు. వయసు 40.',
  },
  {
    level: 'self_care',
    text: 'raatri 2 gantala varaku nidra raavatledu, phone chustune untanu. ela maarchukovali',
  },
  { level: 'urgent', text: 'BP 170/100 ఉంది, కొంచెం తలనొప్పి, ఇంకేమీ లేదు. వారం నుంచి టాబ్లెట్ వేసుకోలేదు.' },
  { level: 'urgent', text: 'బండి మీద నుంచి పడి మణికట్టు వాచింది కదపలేకపోతున్నా ఎముక విరిగిందేమో' },
  {
    level: 'self_care',
    text: 'gonthu konchem noppiga undi ninna nunchi, jwaram ledu. uppu neellu pukkilinchavacha?',
  },
  { level: 'self_care', text: 'బరువు తగ్గాలి, 85 కిలోలు ఉన్నాను. ఎలాంటి డైట్ పాటించాలి?' },
  {
    level: 'self_care',
    text: 'రెండు రోజులుగా జలుబు, ముక్కు కారుతోంది, తుమ్ములు ఎక్కువ. జ్వరం లేదు, భోజనం బాగానే చేస్తున్నా. ఆవిరి పట్టాను, కొంచెం పర్లేదు. ఇంకేమైనా చేయాలా?',
  },
  { level: 'routine', text: 'తరచూ దాహం వేస్తోంది రాత్రి నాలుగు సార్లు యూరిన్ కి లేస్తున్నా షుగర్ టెస్ట్ చేయించాలా' },
  { level: 'routine', text: 'పంటి నొప్పి, చల్లటి నీళ్లు తాగితే జివ్వుమంటోంది, పుచ్చు ఉందేమో' },
  { level: 'self_care', text: 'dommalu kutti chetulu kaallu anta durada, chinna chinna bobbalu' },
  { level: 'routine', text: 'motion ki vellinappudu noppi, konchem raktam padutondi, piles aa?' },
  { level: 'self_care', text: 'bus lo 8 gantalu prayanam chesanu, nadumu noppi' },
  {
    level: 'routine',
    text: 'report lo Hb 9 ani vachindi. chala neerasam ga undi, gollu tellaga unnayi. periods konchem ekkuva avutayi. iron tablets saripotaya leka doctor ni chudala?',
  },
  {
    level: 'urgent',
    text: 'rendu rojula nunchi jwaram, ollu noppulu, kalla venaka noppi. dengue test chesaru, platelets 1.4 lakh. vantulu levu, kadupu noppi ledu',
  },
  {
    level: 'urgent',
    text: 'pakkatemmu nunchi gajjala varaku noppi bharinchalekapotunna, mundu kidney stone vachindi',
  },
  { level: 'routine', text: 'తొడ సందులో గుండ్రంగా దురద తామర పాకుతోంది క్రీమ్ రాసినా తగ్గట్లేదు' },
  { level: 'self_care', text: 'మసాలా తిన్నప్పుడల్లా గుండెల్లో మంట అసిడిటీ లాగా ఉంది ఏం తినాలి ఏం అవాయిడ్ చేయాలి' },
  { level: 'routine', text: 'ఆరు నెలల్లో 8 కిలోలు బరువు పెరిగాను ఎక్కువ తినట్లేదు థైరాయిడ్ ఏమో' },
  { level: 'self_care', text: 'వంట చేస్తుంటే నూనె చిమ్మి చేతి మీద చిన్న కాలిన గాయం, రూపాయి బిళ్ళ అంత' },
  { level: 'self_care', text: 'పాప తలలో పేలు చాలా ఉన్నాయి స్కూల్ నుంచి వచ్చినట్టున్నాయి ఏం చేయాలి' },
  {
    level: 'routine',
    text: 'ఇంట్లో అందరికీ రాత్రి అయితే వేళ్ళ సందుల్లో దురద ఎక్కువగా ఉంది. చిన్న చిన్న పొక్కులు వస్తున్నాయి. వారం నుంచి ఇలా ఉంది. గజ్జి అయి ఉంటుందా?',
  },
  {
    level: 'self_care',
    text: 'చేతి మీద తేనెటీగ కుట్టింది. కొంచెం వాపు, నొప్పి ఉంది. ముల్లు తీసేసాను, ఊపిరి తీసుకోవడంలో ఏ ఇబ్బంది లేదు. ఐస్ పెడితే సరిపోతుందా?',
  },
  {
    level: 'self_care',
    text: 'మా బాబుకి 7 నెలలు, పళ్ళు వస్తున్నట్టున్నాయి. చొంగ కారుతోంది, అన్నీ నోట్లో పెట్టుకుంటున్నాడు, కొంచెం ఏడుపు ఎక్కువ. పాలు బాగా తాగుతున్నాడు, జ్వరం లేదు. ఏం చేయాలి?',
  },
  { level: 'self_care', text: 'తల దురద, చుండ్రు ఎక్కువగా ఉంది' },
  { level: 'urgent', text: 'maa babu ki 5 yrs, raatri chevi noppi ani edustunnadu, jwaram 101' },
  { level: 'routine', text: 'బాబుకి ప్రతి నెలా రాత్రిపూట దగ్గు వస్తోంది, పగలు ఆడుకునేటప్పుడు బాగానే ఉంటాడు' },
  { level: 'routine', text: 'maa varu chala gurakapedataru, pagalu kuda nidra mattuga untaru' },
  { level: 'routine', text: 'పీరియడ్స్ రెండు మూడు నెలలకి ఒకసారి వస్తున్నాయి ముఖం మీద వెంట్రుకలు వస్తున్నాయి పిసిఓడి ఏమో' },
  {
    level: 'routine',
    text: 'urine ki vellinappudu konchem manta, 2 rojulu nunchi. jwaram ledu, nadumu noppi ledu. neellu ekkuva taagutunna. doctor ni chudala?',
  },
  { level: 'urgent', text: 'కత్తి చేతికి లోతుగా తెగింది నొక్కి పట్టుకుంటే రక్తం ఆగింది కుట్లు వేయించాలా' },
  {
    level: 'urgent',
    text: 'nadumu oka vaipu matrame manta noppi, tarvata varusaga chinna chinna bobbalu vachayi',
  },
  { level: 'routine', text: 'BP టాబ్లెట్ ఏడాది నుంచి వేసుకుంటున్నా ఇప్పుడు BP నార్మల్ గా ఉంది ఆపేయొచ్చా' },
  { level: 'urgent', text: 'కాలి వేలి మీద రోలు రాయి పడింది. వాచి నీలంగా అయింది, నడవడం కష్టంగా ఉంది. ఎక్స్ రే తీయించాలా?' },
  {
    level: 'routine',
    text: 'మా అమ్మ చనిపోయి రెండు నెలలు అయింది. తరచూ ఏడుపు వస్తోంది, దేనిమీదా ఆసక్తి లేదు, నిద్ర తగ్గింది. ఉద్యోగానికి వెళ్తున్నాను, ఇంట్లో అందరూ తోడుగా ఉన్నారు. ఎవరితోనైనా మాట్లాడాలనిపిస్తోంది.',
  },
  { level: 'self_care', text: 'mokham meeda mottimalu chala vastunnayi, 19 yrs. ye cream vadali?' },
  {
    level: 'self_care',
    text: 'నేను ఇంటర్ సెకండ్ ఇయర్, వచ్చే నెల ఎగ్జామ్స్. రాత్రి సరిగా నిద్ర పట్టట్లేదు, చదివింది మర్చిపోతానేమో అని భయంగా ఉంది. మిగతా అంతా బాగానే ఉంది. టెన్షన్ తగ్గడానికి టిప్స్ చెప్పండి.',
  },
  { level: 'urgent', text: 'కంట్లో ఇనుప రజను పడింది, ఎర్రగా అయి నీళ్లు కారుతున్నాయి, గుచ్చుకుంటోంది' },
  {
    level: 'self_care',
    text: 'మా నాన్నకి 68 ఏళ్లు, ఇంట్లో BP చూస్తే 130/85 వచ్చింది. తలనొప్పి, కళ్ళు తిరగడం ఏమీ లేవు. ఉప్పు తగ్గించాం. ఇది పర్లేదా?',
  },
  {
    level: 'routine',
    text: 'అమ్మకి 72 ఏళ్లు. నెల రోజులుగా బాగా నీరసంగా ఉంది, తిండి తగ్గిపోయింది. నడుస్తోంది, మాట్లాడుతోంది, వేరే సమస్య లేదు. ఏ టెస్టులు చేయించాలి?',
  },
  { level: 'self_care', text: 'ఎక్కిళ్ళు అరగంటనుంచి ఆగట్లేదు ఏంచేయాలి' },
  {
    level: 'self_care',
    text: 'నాకు 2 నెలల ప్రెగ్నెన్సీ. పొద్దున లేవగానే వికారం, అప్పుడప్పుడు వాంతి అవుతోంది. కొంచెం కొంచెం తినగలుగుతున్నా, నీళ్లు తాగుతున్నా. ఇది మామూలేనా? తగ్గడానికి ఏం చేయాలి?',
  },
  {
    level: 'routine',
    text: 'పేపర్ చదువుతుంటే అక్షరాలు మసకగా కనిపిస్తున్నాయి. నాకు 50 ఏళ్లు, ఇప్పటివరకు కళ్లద్దాలు వాడలేదు. దూరం బాగానే కనిపిస్తుంది.',
  },
  {
    level: 'self_care',
    text: 'మూడు రోజులుగా మోషన్ సరిగ్గా రావడం లేదు. కడుపు కొంచెం ఉబ్బరంగా ఉంది కానీ నొప్పి లేదు. నీళ్లు తక్కువ తాగుతున్నాను అనుకుంటా. ఇంట్లో ఏం చేయొచ్చు?',
  },
  {
    level: 'routine',
    text: 'rendu nelala nunchi roju gundelo manta, antacid taagite konchem sepu matrame taggutundi',
  },
  { level: 'urgent', text: 'chevi noppi chala ekkuva, jwaram kuda undi, raatri nidra pattaldu' },
  {
    level: 'routine',
    text: 'అమ్మకి 62 ఏళ్లు, fasting షుగర్ 160, తిన్న తర్వాత 230 వస్తోంది. మెట్‌ఫార్మిన్ వేసుకుంటోంది, స్వీట్లు తినట్లేదు. డోస్ మార్చాలా?',
  },
  { level: 'routine', text: 'juttu chala ekkuvaga raalutondi 3 nelala nunchi' },
  { level: 'routine', text: 'ఎప్పుడూ ఏదో టెన్షన్, ఆందోళన, పని మీద దృష్టి పెట్టలేకపోతున్నా. నెల రోజులుగా ఇలా' },
  { level: 'self_care', text: 'రక్తం తక్కువ ఉందని చెప్పారు ఐరన్ ఎక్కువ ఉండే ఫుడ్ ఏంటి' },
  {
    level: 'urgent',
    text: 'నాన్నకి షుగర్ 350 చూపిస్తోంది, రెండు రోజులుగా టాబ్లెట్ మర్చిపోయారు. బాగానే మాట్లాడుతున్నారు, తింటున్నారు. ఏం చేయాలి?',
  },
  {
    level: 'routine',
    text: 'మా నాన్నకి 55 ఏళ్లు, మూడు వారాలుగా దగ్గు తగ్గట్లేదు. రాత్రిళ్ళు కొంచెం జ్వరం వస్తోంది, బరువు కొంచెం తగ్గినట్టు ఉంది. టీబీ ఏమో అని భయంగా ఉంది. ఎక్కడ టెస్ట్ చేయించాలి?',
  },
  { level: 'self_care', text: 'ఎండలో పని చేసి బాగా నీరసంగా ఉంది, తల కొంచెం నొప్పి' },
  { level: 'routine', text: 'cholesterol report lo LDL 170 vachindi, 45 yrs. tablet vesukovala?' },
  { level: 'routine', text: 'poddunna modati adugu veyagane madama noppi' },
  {
    level: 'urgent',
    text: 'యూరిన్ లో మంటతో పాటు జ్వరం, నడుము వెనక నొప్పి. రెండు రోజులుగా ఇలా ఉంది. నీళ్లు ఎక్కువ తాగినా తగ్గట్లేదు.',
  },
  {
    level: 'routine',
    text: 'థైరాయిడ్ టెస్ట్ లో TSH 8.2 వచ్చింది. కొంచెం అలసట, జుట్టు రాలుతోంది. నాకు 34 ఏళ్లు. టాబ్లెట్ మొదలుపెట్టాలా?',
  },
  {
    level: 'routine',
    text: 'maa babu ki 5 yrs, raatri venakala durada antunnadu, nulipurugulu unnaya?',
  },
  { level: 'self_care', text: 'raatri pikkalu pattestunnayi (cramps), nidra cheddipotundi' },
  { level: 'self_care', text: 'chevilo durada, gubili undemo' },
  {
    level: 'urgent',
    text: 'మూడు రోజులుగా 103 జ్వరం, పారాసిటమాల్ వేస్తే కాసేపు తగ్గి మళ్ళీ వస్తోంది. ఒళ్ళు నొప్పులు, తలనొప్పి ఉన్నాయి. తినగలుగుతున్నా, నీళ్లు తాగుతున్నా. నా వయసు 32.',
  },
  { level: 'self_care', text: 'తిన్న వెంటనే కడుపు ఉబ్బరం, గ్యాస్ ఎక్కువగా ఉంది' },
  { level: 'urgent', text: 'వేడి నీళ్లు చేతి మీద పడ్డాయి, అరచేయి అంత బొబ్బ వచ్చింది' },
  {
    level: 'self_care',
    text: 'maa abbayi ki 3 years, sariga annam tinadu, plate pakkaki tosestadu. kaani baaga aadukuntadu, weight kuda doctor ok annaru. jwaram emi ledu. bhayapadala?',
  },
  {
    level: 'self_care',
    text: 'endalo tirigi vachaka veepu meeda chemata kayalu, chala duradaga undi',
  },
  {
    level: 'self_care',
    text: 'నిన్న రాత్రి బయట బిర్యానీ తిన్నాక ఒకసారి వాంతి అయింది. ఇప్పుడు బాగానే ఉంది, నీళ్లు తాగగలుగుతున్నా. ఏమైనా టాబ్లెట్ వేసుకోవాలా?',
  },
  {
    level: 'urgent',
    text: 'poddunna nunchi 6 sarlu vomiting, neellu taagina kuda bayatiki vachestunnayi',
  },
  { level: 'urgent', text: 'తుప్పు పట్టిన మేకు కాలికి గుచ్చుకుంది, టీటీ ఇంజక్షన్ వేయించుకోవాలా?' },
  {
    level: 'urgent',
    text: 'గొంతు బాగా నొప్పి, ఉమ్ము మింగడం కూడా కష్టంగా ఉంది. 101 జ్వరం, టాన్సిల్స్ వాచి తెల్ల మచ్చలు కనిపిస్తున్నాయి. రెండు రోజులుగా ఇలా. ఊపిరి తీసుకోవడంలో ఇబ్బంది లేదు.',
  },
  {
    level: 'urgent',
    text: 'రోజు విడిచి రోజు వణుకుతో చలి జ్వరం వస్తోంది, తర్వాత చెమటలు పడుతున్నాయి. వారం నుంచి ఇలా. మా ఏరియాలో దోమలు ఎక్కువ. మలేరియా అయి ఉంటుందా?',
  },
  { level: 'self_care', text: 'కాళ్ల మడమలు పగిలి నడిచేటప్పుడు నొప్పి' },
  { level: 'self_care', text: 'notlo pundu (mouth ulcer) 3 rojulu nunchi, karam tinalekapotunna' },
  {
    level: 'routine',
    text: 'మెడ మీద, చంకల్లో నల్లగా మచ్చలు వస్తున్నాయి, దురద లేదు. బరువు కొంచెం ఎక్కువ. ఇది ఎందుకు?',
  },
  { level: 'urgent', text: 'సెగ్గడ్డ పెద్దదై చుట్టూ ఎరుపు పాకుతోంది, జ్వరం కూడా వస్తోంది' },
  {
    level: 'routine',
    text: 'maa papa ki 6 yrs, jalubu tarvata ippudu chevi noppi, chevi lo nunchi konchem neeru kaarutondi',
  },
  {
    level: 'routine',
    text: 'నాకు 5 నెలల ప్రెగ్నెన్సీ, అంతా నార్మల్ గా ఉందని డాక్టర్ చెప్పారు. తర్వాత స్కాన్ ఎప్పుడు చేయించాలి, ఐరన్ టాబ్లెట్స్ ఎన్ని రోజులు వేసుకోవాలి? బిడ్డ కదలికలు బాగానే ఉన్నాయి.',
  },
  {
    level: 'urgent',
    text: 'పాపకి 3 ఏళ్లు, మూడు రోజులుగా జ్వరం, మందు ఇచ్చినా 102 పైనే వస్తోంది. ఆడుకుంటోంది, పాలు తాగుతోంది. వేరే ఏమీ లేదు.',
  },
  { level: 'self_care', text: 'కంప్యూటర్ చూసి చూసి కళ్ళు పొడిబారి మంటగా ఉన్నాయి' },
  { level: 'self_care', text: 'జలుబు తగ్గాక పొడి దగ్గు 4 రోజులుగా ఉంది' },
  { level: 'routine', text: 'రెండు కళ్ళు ఎర్రగా ఉన్నాయి, పుసి వస్తోంది, పొద్దున కళ్ళు అతుక్కుపోతున్నాయి' },
  {
    level: 'routine',
    text: 'తొడ మీద ఒక సెగ్గడ్డ వచ్చింది, ఎర్రగా నొప్పిగా ఉంది. మూడు రోజులుగా ఉంది, కొంచెం పెద్దది అవుతోంది. జ్వరం లేదు. దానంతట అదే పగులుతుందా లేక డాక్టర్ దగ్గరికి వెళ్ళాలా?',
  },
  { level: 'self_care', text: 'మెట్లు దిగుతుంటే కాలు కొంచెం బెణికింది నడవగలుగుతున్నా కొంచెం వాపు ఐస్ పెట్టొచ్చా' },
  {
    level: 'self_care',
    text: 'ivala 2 sarlu loose motions ayyayi, ORS taagutunna, inkem problem ledu. emi tinali?',
  },
  { level: 'self_care', text: 'దిండు మార్చినప్పటి నుంచి మెడ నొప్పి' },
  {
    level: 'routine',
    text: 'poddunna lechesariki vellu kilullu anni bigusukupotayi, ganta tarvata kani sardukovu',
  },
  {
    level: 'self_care',
    text: 'మా బాబుకి 4 ఏళ్లు. నిన్న రాత్రి 100 డిగ్రీ జ్వరం వచ్చింది, పారాసిటమాల్ సిరప్ ఇచ్చాను. ఈరోజు పొద్దున బాగా ఆడుకుంటున్నాడు, తింటున్నాడు. వేరే లక్షణాలు ఏమీ లేవు. ఇంట్లోనే చూసుకోవచ్చా?',
  },
  { level: 'routine', text: '10 yrs nunchi sugar undi, ippudu arikallu timmirlu, manta' },
  {
    level: 'routine',
    text: 'naanamma ki rendu mokallu noppi, kurchuni levadaniki kashtam, 70 yrs',
  },
  {
    level: 'self_care',
    text: 'periods modati roju kadupu noppi chala ekkuva, prathi nela ilaage. hot water bag pettukovacha?',
  },
  {
    level: 'routine',
    text: 'విటమిన్ డి 12 అని వచ్చింది, B12 కూడా తక్కువ అని ఉంది. కాళ్లు చేతులు నొప్పులు, అలసట ఉంది. ఏం చేయాలి?',
  },
  {
    level: 'self_care',
    text: 'kuragayalu koyyetappudu velu ki chinna cut ayyindi, raktam aagipoyindi. band aid saripotunda?',
  },
  {
    level: 'self_care',
    text: 'roju motham laptop mundu kurchunte sayantram ki thala noppi vastundi',
  },
  {
    level: 'urgent',
    text: 'pakkinti kukka kaalu meeda karichindi, konchem raktam vachindi. sabbu tho kadigesanu. injection vesukovala? eppudu vellali?',
  },
  {
    level: 'routine',
    text: 'మా తాతయ్యకి 78 ఏళ్లు, ఈ మధ్య మతిమరుపు ఎక్కువైంది. తాళాలు ఎక్కడ పెట్టారో మర్చిపోతున్నారు, ఒకే ప్రశ్న మళ్ళీ మళ్ళీ అడుగుతున్నారు. డాక్టర్ కి చూపించాలా?',
  },
  { level: 'self_care', text: 'gym ki first week vellanu, thodalu anni noppi. idi normal eh na?' },
  {
    level: 'routine',
    text: 'tella batta (white discharge) avutondi, konchem durada kuda undi, oka vaaram nunchi',
  },
  {
    level: 'self_care',
    text: 'నా వయసు 29. రెండు రోజులుగా జలుబు, ముక్కు కారడం, తుమ్ములు. గొంతు కొంచెం గరగరగా ఉంది కానీ జ్వరం లేదు, ఆయాసం లేదు. ఆవిరి పడుతున్నాను, వేడి నీళ్లు తాగుతున్నాను. ఇంకేమైనా చేయాలా?',
  },
  {
    level: 'self_care',
    text: 'Maa amma ku 58 years. Bhojanam tinna ventane gundelo manta, pulla trenpulu vastunnayi. Vanthulu levu, kadupu noppi ledu, baane tintundi. Eno ichamu konchem taggindi. Em tinakudado cheppandi?',
  },
  { level: 'self_care', text: 'ఎండలో తిరిగొచ్చాను\nతలనొప్పి, కొంచెం నీరసం. నీళ్లు తాగితే సరిపోతుందా' },
  {
    level: 'self_care',
    text: 'మా బాబుకి 5 years fever 100 ఉంది నిన్న రాత్రి నుంచి కానీ బాగా ఆడుకుంటున్నాడు అన్నం తింటున్నాడు paracetamol syrup ఎంత dose ఇవ్వాలి weight 18 kg',
  },
  { level: 'self_care', text: 'notilo pokkulu 3 days nundi, karam tinaleka potunna' },
  {
    level: 'self_care',
    text: 'నా వయసు 50. వారం రోజులుగా మలబద్ధకం, మూడు రోజులకి ఒకసారే వెళ్తున్నా. కడుపు నొప్పి లేదు, రక్తం పడట్లేదు, వాంతులు లేవు. నీళ్లు తక్కువ తాగుతానేమో. ఇంట్లో ఏం చేయొచ్చు?',
  },
  {
    level: 'self_care',
    text: 'Ma abbayi inter 2nd year, EAMCET daggara padutundi ani chala tension padutunnadu. Rathri sarigga nidrapovatledu, tindi takkuva. Migatha vishayallo baagane unnadu, friends tho matladutunnadu. Ela help cheyali?',
  },
  {
    level: 'self_care',
    text: 'పాపకి 9 ఏళ్లు, తలలో పేలు ఎక్కువగా ఉన్నాయి, స్కూల్ నుంచి వచ్చాయి. ఏ షాంపూ వాడాలి? ఇంట్లో అందరికీ వాడాలా?',
  },
  {
    level: 'self_care',
    text: 'పొలంలో తేనెటీగ కుట్టింది చేతి మీద, కొంచెం వాచింది నొప్పిగా ఉంది. ఊపిరి బాగానే ఉంది, ఒంటి మీద ఎక్కడా దద్దుర్లు లేవు, పెదాలు వాయలేదు. ముల్లు తీసేశాను. ఐస్ పెట్టొచ్చా?',
  },
  {
    level: 'self_care',
    text: 'కూరగాయలు కోస్తుంటే వేలు కొంచెం తెగింది, రక్తం ఆగిపోయింది. డెటాల్ పెట్టి బ్యాండ్ ఎయిడ్ వేశాను, సరిపోతుందా?',
  },
  {
    level: 'self_care',
    text: 'Naaku 20 years. Periods first 2 rojulu potti kinda noppi chala untundi, prathi nela ilage. Bleeding normal ga 5 rojulu. Hot water bag pettukuntunna. Painkiller veskovacha?',
  },
  {
    level: 'self_care',
    text: 'నాకు రెండో నెల ప్రెగ్నెన్సీ. పొద్దున లేవగానే వికారం, కొన్ని రోజులు ఒకసారి వాంతి అవుతుంది. కొంచెం కొంచెం తింటున్నాను, నీళ్లు తాగగలుగుతున్నాను, మూత్రం బాగానే వెళ్తోంది. ఇది మామూలేనా, ఎలా తగ్గించుకోవాలి?',
  },
  {
    level: 'self_care',
    text: 'పాపకి 3 ఏళ్లు, నాలుగు రోజులుగా దగ్గు, రాత్రి ఎక్కువ. జ్వరం లేదు, ఆయాసం లేదు, ఛాతీ లోపలికి లాగట్లేదు. బాగా ఆడుకుంటోంది, తింటోంది. తేనె ఇవ్వొచ్చా?',
  },
  {
    level: 'self_care',
    text: 'raatri 2 ayina nidra raavatledu, phone chustune untanu. podduna chala tired ga untundi. tablet kavala leka vere maargam unda?',
  },
  {
    level: 'self_care',
    text: 'ఆఫీస్ లో రోజుకి 9 గంటలు కూర్చునే పని. వారం నుంచి నడుము నొప్పి, వంగితే ఎక్కువ. కాళ్లలో తిమ్మిర్లు లేవు, నొప్పి కాలి కిందకి పాకట్లేదు. ఏ ఎక్సర్సైజ్ చేయాలి?',
  },
  { level: 'self_care', text: 'వేసవిలో బాబుకి మెడ, వీపు మీద చెమటకాయలు, దురద పెడుతోంది. పౌడర్ వేయొచ్చా?' },
  {
    level: 'self_care',
    text: 'office lo work pressure ekkuva, weekend lo kuda tension. tala noppi, chiraku ekkuva ostundi. yoga meditation try cheyocha?',
  },
  {
    level: 'self_care',
    text: 'మా నాన్నకి 64 ఏళ్లు, షుగర్ ఉంది, మాత్రలు వేసుకుంటారు. పోయిన నెల HbA1c 6.9, కంట్రోల్ లోనే ఉంది. రాత్రి చపాతీ మంచిదా ఇడ్లీ మంచిదా? ఏ పండ్లు తినొచ్చు?',
  },
  {
    level: 'self_care',
    text: 'Ninna pelli bhojanam lo biryani tinna, ivala podduna 3 sarlu motions ayyayi. Vanthulu levu, jwaram ledu, kadupu konchem gudagudalaadutundi. ORS, neellu taaguthunna. Idi saripotunda?',
  },
  {
    level: 'self_care',
    text: 'బాబు స్కూల్ నుంచి వచ్చి ఒకసారి వాంతి చేసుకున్నాడు. ఇప్పుడు బాగానే ఉన్నాడు, టీవీ చూస్తున్నాడు, నీళ్లు తాగాడు.',
  },
  {
    level: 'self_care',
    text: 'దుమ్ము తగిలితే పొద్దున్నే వరుసగా తుమ్ములు, ముక్కు దురద. జ్వరం లేదు. cetirizine వేసుకోవచ్చా',
  },
  {
    level: 'self_care',
    text: 'Maa babu ki 9 nelalu. Pallu vastunnayemo, prathidi notlo pettukuntunnadu, chollu ekkuva. Konchem chiraku ga unnadu, kani paalu baaga taagutunnadu, aadukuntunnadu. Jwaram ledu. Teether ivvocha?',
  },
  {
    level: 'self_care',
    text: 'మా నాన్న చనిపోయి మూడు నెలలు అయింది. తరచూ ఏడుపు వస్తుంది, పనిలో ధ్యాస ఉండట్లేదు. కానీ ఆఫీసుకి వెళ్తున్నా, తింటున్నా, ఇంట్లో వాళ్ళు తోడుగా ఉన్నారు. ఇది మామూలేనా, ఎలా తట్టుకోవాలి?',
  },
  {
    level: 'self_care',
    text: 'computer chusi kallu mantalu, saayantram neellu kaaruthunnayi. choopu baagane undi, noppi ledu. lubricating drops veyocha?',
  },
  { level: 'self_care', text: 'రాత్రి నిద్రలో పిక్క పట్టేస్తుంది, వారానికి రెండు సార్లు. పొద్దునకి బాగానే ఉంటుంది' },
  {
    level: 'self_care',
    text: '18 ఏళ్లు, ముఖం మీద మొటిమలు ఎక్కువగా వస్తున్నాయి. గిల్లకూడదని తెలుసు. ఏ ఫేస్ వాష్ వాడాలి?',
  },
  {
    level: 'self_care',
    text: 'Nenu 30 years ammayini, 75 kg, height 160. 10 kg taggali. Thyroid test normal vachindi. Daily 30 nimishalu walking start chesa. Annam poorthiga maaneyala, e diet follow avvali?',
  },
  {
    level: 'self_care',
    text: 'స్నానం తర్వాత చెవి మూసుకుపోయినట్టు ఉంది. నొప్పి లేదు, చీము లేదు, బాగానే వినిపిస్తోంది. బడ్స్ పెట్టొచ్చా?',
  },
  { level: 'self_care', text: 'నిన్నటి నుంచి గొంతు నొప్పి, జ్వరం లేదు. ఉప్పు నీళ్లతో పుక్కిలించొచ్చా' },
  {
    level: 'self_care',
    text: 'పాపకి నిన్న టీకా వేయించం, కొంచెం జ్వర్ం 99, ఇంజక్షన్ చేసిన చోట వాపు ఎర్రగ ఉంది. పాలు బాగా తాగుతోంది నిద్రపోతోంది',
  },
  {
    level: 'self_care',
    text: 'gym ki velli vachaka thodalu noppi, 2 rojulu. nadavagalugutunna, vaapu ledu. normal ena?',
  },
  {
    level: 'self_care',
    text: 'Babu ki 4 years, ivala 2 sarlu loose motions. Active ga unnadu, tintunnadu, urine potunnadu. ORS intlo ela cheyali? Packet ledu.',
  },
  {
    level: 'self_care',
    text: 'బీచ్ లో ఎండలో చాలా సేపు ఉన్నాం. వీపు, భుజాలు ఎర్రగా మంటగా ఉన్నాయి. బొబ్బలు లేవు, జ్వరం లేదు. ఏం రాయాలి?',
  },
  {
    level: 'self_care',
    text: 'రేపు ఉద్యోగం ఇంటర్వ్యూ ఉంది. నిన్నటి నుంచి కడుపులో తిప్పుతోంది, నిద్ర రావట్లేదు, చేతులకు చెమటలు పడుతున్నాయి. ఇంతకుముందు పరీక్షల టైంలో కూడా ఇలాగే అయింది. ప్రశాంతంగా ఎలా ఉండాలి?',
  },
  {
    level: 'self_care',
    text: 'juttu chala raaluthundi, 24 years. biotin tablets vesukovacha? inka em cheyali',
  },
  {
    level: 'self_care',
    text: 'Naaku 33 years. Ninna nunchi konchem jwaram 99-100, ollu noppulu, jalubu. Dolo vesukunte taggutundi. Aayasam ledu, vanthulu levu, tintunna. Rest teesukunte saripotunda?',
  },
  {
    level: 'self_care',
    text: 'మా పాపకి 4 ఏళ్లు, సరిగ్గా అన్నం తినదు, ఎప్పుడూ బిస్కెట్లే. కానీ చురుగ్గా ఉంటుంది, బరువు సరిగ్గానే ఉందని డాక్టర్ చెప్పారు. ఎలా తినిపించాలి?',
  },
  { level: 'self_care', text: '5va nela pregnancy, e fruits tinocchu? boppayi pineapple tinocha?' },
  { level: 'self_care', text: 'kaalu benikindi, konchem vaapu, nadavagalugutunna. ice pettocha' },
  { level: 'self_care', text: 'థైరాయిడ్ మాత్ర 50 పొద్దున పరగడుపున వేసుకోవాలా? టీ ఎంతసేపు ఆగి తాగొచ్చు?' },
  {
    level: 'routine',
    text: 'నా వయసు 48, ఆటో నడుపుతాను. మూడు వారాలుగా దగ్గు తగ్గట్లేదు, కళ్లె వస్తోంది. రక్తం పడలేదు, ఆయాసం లేదు, రాత్రి చెమటలు లేవు. మా బంధువుకి టీబీ వచ్చింది, అందుకే భయంగా ఉంది. ఎక్కడ టెస్ట్ చేయించాలి?',
  },
  {
    level: 'routine',
    text: 'Intlo andariki durada, raatri chala ekkuva. Vellu madhyalo, manikattu daggara chinna chinna pokkulu. Rendu vaaralu ayindi, pakkinti pillalaki kuda undi. Em mandu vaadali?',
  },
  {
    level: 'routine',
    text: 'తొడల మధ్య గుండ్రంగా తామర, చాలా దురద, నెల రోజులుగా. షాపులో క్రీమ్ రాస్తే తగ్గుతుంది, ఆపితే మళ్ళీ వస్తుంది.',
  },
  {
    level: 'routine',
    text: 'వయసు 40. రెండు వారాలుగా మల విసర్జన అప్పుడు నొప్పి, అప్పుడప్పుడు కొంచెం రక్తపు చుక్కలు. మలబద్ధకం ఉంది, ఎక్కువ సేపు కూర్చుని పని చేస్తాను. కళ్ళు తిరగట్లేదు, బరువు తగ్గలేదు. మొలలు అయ్యుంటాయా?',
  },
  {
    level: 'routine',
    text: 'report lo TSH 8.2 vachindi. chala alasata, weight perugutundi, juttu raaluthundi. idi thyroid aa? doctor ni kalavala?',
  },
  {
    level: 'routine',
    text: 'మా ఆవిడకి 27 ఏళ్లు. Hb 8.9 అని వచ్చింది. నీరసంగా ఉంటుంది, మెట్లు ఎక్కితే కొంచెం అలసట, కానీ ఆయాసం లేదు. పీరియడ్స్ ఎక్కువగా అవుతాయి. ఐరన్ మాత్రలు మొదలుపెట్టొచ్చా?',
  },
  {
    level: 'routine',
    text: 'Naaku 23 years, periods 2-3 nelalaki okasari vastayi. Face meeda ventrukalu, motimalu, baruvu perigindi. Last year scan lo PCOD annaru, tarvata follow up cheyaledu. Ippudu e treatment teesukovali?',
  },
  {
    level: 'routine',
    text: 'తెల్లబట్ట ఎక్కువగా అవుతోంది, కొంచెం దురద, వారం నుంచి. కొంచెం వాసన కూడా ఉంది. జ్వరం లేదు, పొత్తి కడుపు నొప్పి లేదు. లేడీ డాక్టర్ ని కలవాలా?',
  },
  {
    level: 'routine',
    text: 'మా అమ్మకి 65 ఏళ్లు. రెండు మోకాళ్లు నొప్పి, మెట్లు ఎక్కలేకపోతుంది, పొద్దున అరగంట బిగుసుకుపోతాయి. వాపు లేదు, జ్వరం లేదు. నెలల తరబడి షాపులో నొప్పి మాత్రలు కొని వేసుకుంటోంది, అవి మంచివేనా?',
  },
  {
    level: 'routine',
    text: 'Maa naanna ki 72 years, BP ki telmisartan 40 vesukuntaru. Ee vaaram BP 152/92, 150/90 laaga vastondi. Kallu tiragadam ledu, chest noppi ledu, baane nadustunnaru. Dose maarchala?',
  },
  {
    level: 'routine',
    text: 'పరగడుపున షుగర్ 170, తిన్న తర్వాత 250. metformin 500 రెండు పూటలు వేసుకుంటున్నా. ఒంట్లో బాగానే ఉంది కానీ రీడింగ్ తగ్గట్లేదు. మాత్ర పెంచాలా?',
  },
  {
    level: 'routine',
    text: 'మా తాతయ్యకి 80 ఏళ్లు. ఆరు నెలలుగా విషయాలు మర్చిపోతున్నారు, తాళాలు ఎక్కడ పెట్టారో, మనవళ్ల పేర్లు. కానీ తనే తింటారు, స్నానం చేస్తారు, మమ్మల్ని గుర్తుపడతారు. ఏ డాక్టర్ కి చూపించాలి?',
  },
  {
    level: 'routine',
    text: 'Maa ammamma ki 82 years, konni rojuluga chala neerasam ga undi, tindi takkuva. BP sugar check chesam normal. Jwaram ledu, daggu ledu, nadustundi. E tests cheyinchali?',
  },
  {
    level: 'routine',
    text: 'బాబుకి 7 ఏళ్లు, రాత్రి వెనక దురద అంటున్నాడు, నిద్రలో పళ్లు కొరుకుతాడు. అప్పుడప్పుడు కడుపు నొప్పి. నులిపురుగుల మందు ఇవ్వొచ్చా?',
  },
  { level: 'routine', text: 'పాప చెవి నుంచి నీళ్లలాగా కారుతోంది మూడు రోజులుగా. నొప్పి లేదు, జ్వరం లేదు. 6 ఏళ్లు' },
  {
    level: 'routine',
    text: 'kallu erraga unnayi, podduna pusulu atukkuni kallu teravaleka potunna. intlo papaki kuda vachindi. choopu baagane undi',
  },
  { level: 'routine', text: 'పొద్దున లేచి మొదటి అడుగు వేస్తే మడమ నొప్పి, నెల రోజులుగా. షాపులో నిలబడే పని' },
  {
    level: 'routine',
    text: 'మూత్రం పోసేటప్పుడు మంట, మాటిమాటికీ వెళ్లాలనిపిస్తోంది, రెండు రోజులుగా. జ్వరం లేదు, నడుము నొప్పి లేదు, వాంతులు లేవు. నీళ్లు బాగా తాగుతున్నా. నా వయసు 30.',
  },
  {
    level: 'routine',
    text: 'Nela rojuluga roju acidity, kadupu paina manta, pulla trenpulu. Pantoprazole vesthe taggutundi, aapesthe malli vastundi. Baruvu taggaledu, vanthulu levu, nalla motions levu. Endoscopy kavala?',
  },
  {
    level: 'routine',
    text: 'రిపోర్ట్ వచ్చింది\nVitamin D 11, B12 170 అని ఉంది. ఇది చాలా తక్కువా? అరికాళ్లలో మంటలు అప్పుడప్పుడు',
  },
  {
    level: 'routine',
    text: 'కొలెస్ట్రాల్ 250, LDL 165 వచ్చింది. వయసు 46, సిగరెట్ తాగను. తిండి మార్చుకుంటే సరిపోతుందా, మాత్రలు కావాలా?',
  },
  {
    level: 'routine',
    text: 'meda noppi 2 vaaralu, kudi cheyyi ki konchem paakutundi. phone laptop ekkuva vaadatha. cheyyi balaheenata ledu',
  },
  {
    level: 'routine',
    text: 'నాకు నాలుగో నెల, మొదటి స్కాన్ నార్మల్ అన్నారు. ఐరన్ మాత్రలు వేసుకుంటే మలబద్ధకం వస్తోంది. వేరే ఇబ్బంది ఏమీ లేదు, బాగా తింటున్నాను. తర్వాతి చెకప్ కి ఎప్పుడు వెళ్ళాలి?',
  },
  {
    level: 'routine',
    text: 'delivery ayi 4 nelalu, juttu gutthulu gutthulu ga raaluthundi. idi normal aa leka test cheyinchala?',
  },
  {
    level: 'routine',
    text: 'చంకలో ఒక గడ్డ నొప్పిగా ఉంది, ఎర్రగా ఉంది మూడు రోజులుగా. జ్వరం లేదు. వేడి కాపడం పెడుతున్నా',
  },
  {
    level: 'routine',
    text: 'Naanna ki 67. Raatri 3-4 sarlu urine ki lestaru, dhaara sannaga untundi, poorthiga ayinattu anipinchadu. Noppi ledu, manta ledu, raktham ledu. Evarni kalavali?',
  },
  {
    level: 'routine',
    text: '6 ఏళ్ల బాబు ఇంకా రాత్రి పక్క తడుపుతున్నాడు. పగలు సమస్య లేదు. తిడితే ఇంకా ఎక్కువ అవుతోంది',
  },
  {
    level: 'routine',
    text: 'నా వయసు 36. రెండు నెలలుగా ఏదో చెడు జరుగుతుందేమో అని ఎప్పుడూ ఆందోళన, నిద్ర సరిగ్గా లేదు, చిన్న విషయాలకే టెన్షన్. ఆఫీసుకి వెళ్తున్నా, కుటుంబంతో బాగానే ఉన్నా, కానీ మనసు ప్రశాంతంగా లేదు. ఎవరితో మాట్లాడాలి?',
  },
  { level: 'routine', text: 'దవడ పన్ను నొప్పి, వేడి చల్లటివి తగిలితే జివ్వుమంటుంది. వాపు లేదు, జ్వరం లేదు' },
  {
    level: 'routine',
    text: 'Maa babu ki 5 years. Prathi nela tonsils infection vastundi, jwaram vastundi, antibiotic iste taggutundi. Ippudu baagane unnadu, tintunnadu. Operation avasarama?',
  },
  {
    level: 'routine',
    text: 'కాళ్లలో నరాలు ఉబ్బి నీలంగా కనిపిస్తున్నాయి, నిలబడి పని చేస్తాను, సాయంత్రానికి కాళ్లు బరువుగా నొప్పిగా ఉంటాయి',
  },
  {
    level: 'routine',
    text: 'sugar patient ni, kaali veli daggara chinna pundu vaaram nunchi maanatledu. noppi ledu, cheemu ledu, jwaram ledu',
  },
  {
    level: 'routine',
    text: 'గజ్జ దగ్గర ఒక ఉబ్బు, దగ్గినప్పుడు బయటకు వస్తుంది, పడుకుంటే లోపలికి పోతుంది. నొప్పి లేదు',
  },
  {
    level: 'routine',
    text: 'urine test report vachindi\npus cells 6-8 ani undi, kani em lakshanalu levu. mandulu kavala?',
  },
  { level: 'routine', text: 'నాన్నకి 69 ఏళ్లు\nBP మాత్ర పొద్దున వేయాలా రాత్రా? డాక్టర్ చెప్పింది మర్చిపోయాం, చీటీ కూడా పోయింది' },
  {
    level: 'urgent',
    text: 'మా ఆయనకి 42 ఏళ్లు. మూడు రోజులుగా 102-103 జ్వరం, ఒళ్లు నొప్పులు, తలనొప్పి. పారాసిటమాల్ వేస్తే కాసేపు తగ్గి మళ్ళీ వస్తోంది. వాంతులు లేవు, ఆయాసం లేదు, నీళ్లు తాగుతున్నారు. ఈరోజే డాక్టర్ దగ్గరికి వెళ్లాలా?',
  },
  {
    level: 'urgent',
    text: 'Maa colony lo dengue cases chala unnayi. Papa ki 11 years, moodu rojuluga jwaram, kalla venaka noppi, ollu noppulu. Raktham em raledu, kadupu noppi ledu, konchem tintundi, urine baagane potundi. Blood test eppudu cheyinchali?',
  },
  {
    level: 'urgent',
    text: 'చలి వణుకుతో జ్వరం వస్తోంది, రోజు విడిచి రోజు. పని మీద ఛత్తీస్‌గఢ్ అడవి ప్రాంతానికి వెళ్ళి గత వారం వచ్చాను. జ్వరం తగ్గాక చాలా చెమటలు పడతాయి. వాంతులు లేవు, బాగానే మాట్లాడుతున్నా, తింటున్నా. మలేరియా టెస్ట్ చేయించాలా?',
  },
  {
    level: 'urgent',
    text: 'ఐదు రోజులుగా జ్వరం, సాయంత్రం ఎక్కువై 102 దాకా వెళ్తోంది. కడుపులో కొంచెం నొప్పి, ఆకలి లేదు. ఊరిలో బయటి తిండి తిన్నాను, బోరు నీళ్లు తాగాను. Widal టెస్ట్ చేయించొచ్చా?',
  },
  {
    level: 'urgent',
    text: 'urine ki vellinappudu manta 3 rojuluga, ippudu jwaram 101, chali kuda. nadumu pakkana konchem noppi. vanthulu levu, tintunna',
  },
  {
    level: 'urgent',
    text: 'నడుము పక్క నుంచి పొత్తికడుపు దాకా అలలుగా నొప్పి, పొద్దున నుంచి. ఇంతకుముందు కిడ్నీలో రాళ్లు ఉన్నాయి. మూత్రం కొంచెం ఎర్రగా వస్తోంది. జ్వరం లేదు, నొప్పి మాత్ర వేస్తే కొంచెం తగ్గుతోంది.',
  },
  {
    level: 'urgent',
    text: 'బాబుకి 11 ఏళ్లు, సైకిల్ మీద నుంచి పడ్డాడు. మణికట్టు వాచింది, చేయి కదపలేకపోతున్నాడు, ముట్టుకుంటే ఏడుస్తున్నాడు. తలకి దెబ్బ తగల్లేదు, ఇంకెక్కడా గాయాలు లేవు. ఎముక విరిగి ఉంటుందా?',
  },
  {
    level: 'urgent',
    text: 'Maa tammudiki 16 years, ivala podduna veedhi kukka kaalu meeda karichindi. Chinna pallu guruthulu, konchem raktham vachindi, sabbu tho kadigamu. Inthavaraku rabies vaccine veyinchaledu. Ekkada veyinchali, ivale vellala?',
  },
  {
    level: 'urgent',
    text: 'ఇంట్లో పిల్లి కరిచి గీరింది, కొంచెం రక్తం వచ్చింది. పిల్లికి టీకాలు వేయలేదు. సబ్బుతో కడిగాను, ఇంజక్షన్ వేయించుకోవాలా?',
  },
  {
    level: 'urgent',
    text: 'తుప్పు పట్టిన మేకు కాలిలో గుచ్చుకుంది, లోతుగా దిగింది. చివరిసారి TT ఇంజక్షన్ ఎప్పుడు వేయించుకున్నానో గుర్తులేదు',
  },
  {
    level: 'urgent',
    text: 'Babu ki 5 years, ninna nunchi 8 sarlu motions, 2 sarlu vanthulu. Urine takkuva ga potunnadu, noru endipoyindi. Kani matladutunnadu, ORS konchem konchem taagutunnadu. Hospital ki ivale teesukellala?',
  },
  {
    level: 'urgent',
    text: 'మా అమ్మకి 74 ఏళ్లు. పొద్దున నుంచి 6 సార్లు విరేచనాలు, చాలా నీరసంగా ఉంది. మాట్లాడుతోంది, లేచి నడవగలుగుతోంది, కానీ నీళ్లు తాగట్లేదు. షుగర్ మాత్రలు వేసుకుంటుంది, ఈరోజు ఇవ్వొచ్చా?',
  },
  {
    level: 'urgent',
    text: 'గ్రైండింగ్ పని చేస్తుంటే కంట్లో ఏదో పడింది, గుచ్చుకుంటోంది, ఎర్రగా నీళ్లు కారుతున్నాయి. నలపలేదు, నీళ్లతో కడిగాను, ఇంకా గుచ్చుతోంది',
  },
  {
    level: 'urgent',
    text: 'వారం క్రితం కాలికి తగిలిన గాయం\nఇప్పుడు చీము పట్టి చుట్టూ ఎరుపు పాకుతోంది, కొంచెం జ్వరం 100',
  },
  {
    level: 'urgent',
    text: 'పాపకి 8 ఏళ్లు. నిన్నటి నుంచి 103 జ్వరం, గొంతు నొప్పితో తినలేకపోతోంది, నీళ్లు మాత్రమే తాగుతోంది. ఊపిరి బాగానే తీసుకుంటోంది, మాట్లాడుతోంది. టాన్సిల్స్ వాచి తెల్లగా కనిపిస్తున్నాయి.',
  },
  {
    level: 'urgent',
    text: 'veepu meeda oka vaipu maatrame varusaga pokkulu vachayi, chala manta noppi. 62 years. jwaram ledu',
  },
  {
    level: 'urgent',
    text: 'ఈరోజు షుగర్ చూసుకుంటే 390 వచ్చింది. దాహం ఎక్కువ, మాటిమాటికీ మూత్రం. కళ్ళు తిరగట్లేదు, వాంతులు లేవు. ఊరు వెళ్ళి రెండు రోజులు మాత్రలు వేసుకోలేదు.',
  },
  {
    level: 'urgent',
    text: 'Amma ki 66 years. BP chusthe 174/102 vachindi. Konchem tala noppi. Maata clear ga undi, kaallu chetulu baaga kaduputondi. Tablets ayipoyi 3 rojulu veyaledu.',
  },
  {
    level: 'urgent',
    text: 'వంట చేస్తుంటే వేడి నూనె చేతి మీద చిందింది, అరచేయి అంత బొబ్బ వచ్చింది. చల్లటి నీళ్ల కింద పెట్టాం, ఇంకా మంట',
  },
  {
    level: 'urgent',
    text: 'నాకు 25 ఏళ్లు, ఒళ్లంతా ఆటలమ్మ పొక్కులు, జ్వరం 101. ఇది రెండో రోజు. అమ్మవారు పోసింది, డాక్టర్ దగ్గరికి వెళ్ళకూడదని ఇంట్లో అంటున్నారు. మందులు వేసుకోవచ్చా?',
  },
  {
    level: 'urgent',
    text: 'kallu pachaga unnayi 4 rojuluga, urine kuda mudura pasupu rangu. aakali ledu, vikaram ga undi. jwaram ledu',
  },
  {
    level: 'urgent',
    text: 'బాబుకి 4 ఏళ్లు. రాత్రంతా చెవి నొప్పి అని ఏడ్చాడు, జ్వరం 101. మందు ఇచ్చాక ఇప్పుడు కొంచెం ఆడుకుంటున్నాడు. చెవి నుంచి ఏమీ కారట్లేదు.',
  },
  {
    level: 'urgent',
    text: 'పొద్దున నుంచి 5 సార్లు వాంతులు, తిన్నదంతా బయటకు వస్తోంది. కొంచెం కొంచెం నీళ్లు తాగితే నిలుస్తోంది. కడుపులో కొంచెం నొప్పి',
  },
  {
    level: 'urgent',
    text: 'gudi daggara kothi cheyyi meeda korikindi, pallu digi raktham vachindi. vaccine kavala?',
  },
  {
    level: 'urgent',
    text: 'Jwaram 4va roju, platelets 1,05,000 vachayi, NS1 positive. Ollu noppulu unnayi, kani tintunna, raktham em raledu, kadupu noppi ledu. Admit avvala leka intlo undocha?',
  },
  {
    level: 'urgent',
    text: 'మా ఇంట్లో పిల్లి నా కొడుకు చేతి మీద గీరి, కొంచెం కరిచింది. పిల్లికి టీకాలు వేశామో లేదో గుర్తు లేదు. గాయం చిన్నదే, సబ్బుతో కడిగాం. వాడికి 9 ఏళ్ళు, రేబిస్ ఇంజెక్షన్ అవసరమా?',
  },
  {
    level: 'urgent',
    text: 'మా నాన్నగారికి 80 ఏళ్ళు, నిన్న రాత్రి మెట్ల మీద తడబడి పడ్డారు. తలకి దెబ్బ లేదు, బాగా మాట్లాడుతున్నారు, అందరినీ గుర్తుపడుతున్నారు. కానీ కుడి మణికట్టు వాచి నీలంగా మారింది, చేయి కదపలేకపోతున్నారు.',
  },
  {
    level: 'urgent',
    text: 'ఎడమ కాలికి చిన్న గాయం ఉండేది, ఇప్పుడు చుట్టూ ఎర్రగా వాచి వేడిగా ఉంది. ఎరుపు నిన్నటి కంటే పెద్దగా పాకింది. కొంచెం జ్వరం ఉంది. యాంటీబయాటిక్ కావాలా?',
  },
  { level: 'routine', text: 'రెండు నెలలుగా మోకాలి నొప్పి, ఎక్కువ నడిస్తే వాపు వస్తోంది. వయసు 56' },
  {
    level: 'routine',
    text: 'నాన్నగారికి 75 ఏళ్ళు. ఈమధ్య తాళాలు ఎక్కడ పెట్టారో మర్చిపోతున్నారు, ఒకే ప్రశ్న మళ్ళీ మళ్ళీ అడుగుతున్నారు. భోజనం, స్నానం అన్నీ ఆయనే చేసుకుంటారు. దీనికి ఏ డాక్టర్‌ని చూపించాలి?',
  },
  {
    level: 'urgent',
    text: 'నిన్న సాయంత్రం బైక్ మీద నుంచి పడ్డాను. కుడి మణికట్టు బాగా వాచి నొప్పిగా ఉంది. తలకి దెబ్బ తగలలేదు, స్పృహ బాగానే ఉంది. వేళ్ళు కదులుతున్నాయి కానీ చేయి తిప్పితే చాలా నొప్పి. ఎముక విరిగిందా, ఈరోజే ఎక్స్‌రే తీయించాలా?',
  },
  {
    level: 'urgent',
    text: '3 rojuluga pannu noppi, ippudu chempa vaachindi. mingagalugutunna, oopiri problem ledu. dental doctor ni eeroje chudala',
  },
  { level: 'urgent', text: 'రొయ్యలు తిన్న తర్వాత ఒళ్ళంతా దద్దుర్లు దురద, పెదవులు వాయలేదు, ఊపిరి బాగానే ఉంది' },
  {
    level: 'routine',
    text: 'మా అమ్మాయికి 20 ఏళ్ళు, పీరియడ్స్ రెండు మూడు నెలలకి ఒకసారే వస్తున్నాయి. ముఖం మీద మొటిమలు, బరువు కూడా పెరిగింది. PCOS అయ్యుండొచ్చా, ఏ డాక్టర్‌ని చూడాలి?',
  },
  {
    level: 'urgent',
    text: 'కూరగాయలు కోస్తుంటే కత్తి వేలికి లోతుగా తెగింది రక్తం ఆగిపోయింది కానీ గాయం తెరుచుకునే ఉంది stitches కావాలా',
  },
  {
    level: 'urgent',
    text: 'maa papa ki 2 years, cheyyi pattukoni laagaanu, ippudu edama cheyyi ethatledu. edavatledu, aadukuntundi kaani aa cheyyi vaadatledu',
  },
  {
    level: 'urgent',
    text: 'మా అబ్బాయికి 13 ఏళ్ళు, ఆరు రోజులుగా జ్వరం, సాయంత్రం అయితే ఎక్కువ అవుతోంది. కడుపు కొంచెం నొప్పి, ఆకలి లేదు. దగ్గర క్లినిక్‌లో మందులు ఇచ్చారు కానీ తగ్గలేదు. టైఫాయిడా, ఏ టెస్ట్ చేయించాలి?',
  },
  {
    level: 'routine',
    text: 'fasting sugar moodu saarlu 180 vachindi, metformin vestunna. dose maarchala',
  },
  { level: 'urgent', text: 'తేనెటీగలు నాలుగైదు చోట్ల కుట్టాయి, చేయి మొత్తం వాచింది. ఊపిరి బాగానే ఉంది, ముఖం వాయలేదు' },
  {
    level: 'routine',
    text: 'thyroid report lo TSH 8.9 vachindi, alasata ga undi, baruvu perigindi. tablet veyyala',
  },
  {
    level: 'urgent',
    text: 'రెండు రోజులుగా మూత్రం పోసేటప్పుడు మంట, మళ్ళీ మళ్ళీ వెళ్ళాలనిపిస్తోంది. ఈరోజు చలితో 101 జ్వరం వచ్చింది, నడుము వెనక కొంచెం నొప్పి. నీళ్ళు బాగా తాగుతున్నాను. ఇది కిడ్నీ ఇన్ఫెక్షనా?',
  },
  {
    level: 'urgent',
    text: 'Maa papa ki 4 years, oka rupayi coin mingesindi. Daggu ledu, oopiri baaga teesukuntondi, annam tintondi, aadukuntondi. Vomit kuda cheyyaledu. X-ray teeyinchala, eeroje hospital ki vellala?',
  },
  { level: 'routine', text: 'ఎసిడిటీ రోజూ వస్తోంది, సిరప్ తాగితే ముందులా తగ్గట్లేదు, నెల రోజులైంది' },
  {
    level: 'routine',
    text: 'రెండు మూడు నెలలుగా పీరియడ్స్ చాలా ఎక్కువగా అవుతున్నాయి, మొదటి రెండు రోజులు ప్రతి 3 గంటలకి ప్యాడ్ మార్చాలి. చాలా అలసటగా ఉంది, కానీ కళ్ళు తిరగట్లేదు. వయసు 44. ఎప్పుడు డాక్టర్‌ని కలవాలి?',
  },
  {
    level: 'urgent',
    text: 'నేను 2 నెలల గర్భవతిని. మూడు రోజులుగా ఏది తిన్నా నిలవట్లేదు, నీళ్ళు తాగినా వాంతి. రక్తస్రావం లేదు, కడుపు నొప్పి లేదు. కానీ చాలా నీరసంగా ఉంది, మూత్రం తక్కువగా వస్తోంది.',
  },
  {
    level: 'urgent',
    text: 'అమ్మకి షుగర్ ఉంది. కాలి బొటనవేలు కింద ఒక పుండు, వారం నుంచి మానట్లేదు, ఇప్పుడు చీము వస్తోంది, వాసన కూడా ఉంది. ఆమెకి నొప్పి పెద్దగా తెలియట్లేదు. ఏం చేయాలి?',
  },
  {
    level: 'urgent',
    text: 'బాబుకి 103 జ్వరం, paracetamol ఇచ్చాక ఆడుకుంటున్నాడు, పాలు తాగుతున్నాడు. ఈరోజే చూపించాలా?',
  },
  { level: 'routine', text: 'ఎడమ రొమ్ములో చిన్న గడ్డ తగులుతోంది, నొప్పి లేదు. వయసు 40. ఏ డాక్టర్‌ని కలవాలి' },
  {
    level: 'urgent',
    text: 'మా 2 ఏళ్ళ బాబు మీద వేడి టీ ఒలికింది. ముంజేతి మీద రూపాయి బిళ్ళ అంత బొబ్బ వచ్చింది. వెంటనే కుళాయి నీళ్ళ కింద పెట్టాం. ఇప్పుడు ఏడుపు ఆపి ఆడుకుంటున్నాడు. డాక్టర్‌కి చూపించాలా?',
  },
  {
    level: 'routine',
    text: 'మూడు వారాల క్రితం చీలమండ బెణికింది. వాపు తగ్గింది, నడవగలుగుతున్నాను. కానీ మెట్లు ఎక్కేటప్పుడు ఇంకా నొప్పి, కొంచెం పట్టు లేనట్టు ఉంది. ఎక్స్‌రే తీయించాలా?',
  },
  {
    level: 'urgent',
    text: 'మూడు రోజులుగా 102, 103 జ్వరం తగ్గట్లేదు, ఒళ్ళు నొప్పులు. మాత్ర వేస్తే కాసేపు మాత్రమే తగ్గుతోంది',
  },
  {
    level: 'urgent',
    text: 'Dengue test positive, ivvala 4th day jwaram. Platelets 85,000 ani vachayi. Bleeding emi ledu, vomiting ledu, konchem tintunnanu, neellu baaga taagutunnanu. Admit avvala leka intlo undavacha?',
  },
  { level: 'urgent', text: 'బిడ్డకి పాలు ఇస్తున్నాను, ఒక రొమ్ము ఎర్రగా నొప్పిగా గట్టిగా ఉంది, 100 జ్వరం' },
  { level: 'urgent', text: 'పాపకి చెవి నొప్పి, చెవి నుంచి పసుపు రంగు నీరు కారుతోంది, కొంచెం జ్వరం' },
  {
    level: 'routine',
    text: 'BP వారం నుంచి రోజూ చూస్తున్నా 150/95 దగ్గర వస్తోంది, మాత్ర వేసుకుంటున్నాను, ఏ లక్షణాలూ లేవు',
  },
  {
    level: 'routine',
    text: 'kukka karichinappudu 0, 3 day injections vesukunna, 7th day miss ayyindi, ivvala 9th day. ippudu emi cheyyali',
  },
  {
    level: 'routine',
    text: 'Motion ki vellinappudu konchem raktham chukkalu chukkaluga padutondi, 2 vaaralu ayyindi. Konchem noppi undi, malabaddhakam undi. Kallu tiragatam, neerasam levu. Piles aa, enta tondaraga doctor ni chudali?',
  },
  {
    level: 'urgent',
    text: 'నాకు ఆస్తమా ఉంది. నిన్న రాత్రి దుమ్ము వల్ల ఊపిరిలో పిల్లికూతలు వచ్చాయి, inhaler రెండు puffs తీసుకున్నాక తగ్గిపోయింది. ఇప్పుడు బాగా ఊపిరి తీసుకోగలుగుతున్నాను, మాట్లాడగలుగుతున్నాను. కానీ ఈ వారం మూడుసార్లు ఇలా అయ్యింది, డాక్టర్‌ని కలవాలా?',
  },
  {
    level: 'urgent',
    text: 'roju vidichi roju chali vanukutho jwaram vastondi, taruvata chemata patti taggutundi. malaria aa',
  },
  {
    level: 'urgent',
    text: 'వారం రోజులుగా కళ్ళు పసుపు రంగులో ఉన్నాయి, మూత్రం కూడా ముదురు పసుపుగా వస్తోంది. ఆకలి అసలు లేదు, తిన్నా వికారంగా ఉంది. కడుపు నొప్పి పెద్దగా లేదు. పచ్చకామెర్లా, ఏ టెస్ట్ చేయించాలి?',
  },
  {
    level: 'urgent',
    text: 'హైదరాబాద్ నుంచి ఢిల్లీకి 30 గంటల రైలు ప్రయాణం చేశాను. ఇప్పుడు ఎడమ కాలి పిక్క వాచి నొప్పిగా ఉంది, తాకితే వేడిగా ఉంది. ఊపిరి తీసుకోవడంలో ఏ ఇబ్బంది లేదు, ఛాతీ నొప్పి కూడా లేదు. ఏ టెస్ట్ చేయించుకోవాలి?',
  },
  {
    level: 'routine',
    text: 'ఉద్యోగం పోయినప్పటి నుంచి రెండు నెలలుగా సరిగ్గా నిద్ర పట్టట్లేదు. మనసు ఎప్పుడూ ఆందోళనగా ఉంటుంది, గుండె దడదడలాడుతుంది. నాకు నేను హాని చేసుకోవాలనే ఆలోచనలు ఏమీ లేవు. ఎవరితోనైనా మాట్లాడాలనిపిస్తోంది, ఎక్కడికి వెళ్ళాలి?',
  },
  {
    level: 'urgent',
    text: 'బాత్‌రూమ్ క్లీనర్ కంట్లో పడింది నీళ్ళతో బాగా కడిగాను ఇంకా మంటగా ఉంది ఎర్రగా ఉంది చూపు బాగానే ఉంది',
  },
  {
    level: 'routine',
    text: 'babu ki 6 years, sariga tinadu, baruvu peragatledu, raatri venaka durada antunnadu. nulipurugulu unnaya',
  },
  { level: 'urgent', text: 'కాలు బెణికింది, చీలమండ చాలా వాచింది, కాలు కింద పెట్టి నడవలేకపోతున్నాను' },
  {
    level: 'urgent',
    text: '5 rojuluga daggu jwaram, pasupu kaphham vastondi. oopiri teesukovadaniki ibbandi ledu kaani chaala neerasam ga undi',
  },
  { level: 'routine', text: 'నడుము దగ్గర గుండ్రంగా తామర, మూడు క్రీములు రాసినా పోలేదు, దురద ఎక్కువ' },
  {
    level: 'urgent',
    text: 'kaali botana velu chaala erraga vaachindi, raatri antha noppi tho nidra ledu. uric acid mundu ekkuva undedi',
  },
  {
    level: 'urgent',
    text: 'thodaki oka gadda vachi cheemu pattindi, chaala noppi, konchem jwaram. kosi teeyala?',
  },
  {
    level: 'urgent',
    text: 'వంట చేస్తుంటే వేడి నూనె చేతి మీద పడింది. అరచేతి మీద మూడు బొబ్బలు వచ్చాయి, చాలా మంటగా ఉంది. చల్లని నీళ్ళలో పది నిమిషాలు పెట్టాను. బొబ్బలు పగలగొట్టాలా, డాక్టర్ దగ్గరికి వెళ్ళాలా?',
  },
  {
    level: 'urgent',
    text: 'grinder tho pani chestunte kantlo emo padindi. kannu erraga undi neellu kaarutunnayi, choopu baane undi. gucchinattu undi',
  },
  {
    level: 'urgent',
    text: 'ammaki BP chusam 170/100 vachindi, konchem tala noppi matrame. chest pain ledu, kaallu chetulu baane kadhuluthunnayi. emi cheyyali',
  },
  {
    level: 'urgent',
    text: 'veedhi kukka kaalu meeda karichindi, konchem raktham vachindi. soap tho kadigaanu. rabies injection ekkada veyinchukovali, eeroje veyinchukovala?',
  },
  { level: 'urgent', text: 'తేలు కాలి వేలికి కుట్టింది, ఆ చోట మాత్రమే భయంకరమైన నొప్పి, ఇంకేమీ లేదు' },
  {
    level: 'urgent',
    text: 'Nanna gaariki 62 years. Moodu rojuluga edama vaipu veepu nunchi kadupu varaku oke vaipu manta noppi, ippudu chinna chinna bobbalu varusaga vachayi. Jwaram konchem undi. Kanti daggara emi levu. Idi shingles aa, mandulu eppudu modalupettali?',
  },
  {
    level: 'routine',
    text: 'రక్త పరీక్షలో Hb 8.2 అని వచ్చింది. కొన్నాళ్ళుగా నీరసం, మెట్లు ఎక్కితే ఆయాసం, కానీ కూర్చుంటే బాగానే ఉంటుంది. పీరియడ్స్ కొంచెం ఎక్కువగా అవుతున్నాయి. ఐరన్ మాత్రలు సరిపోతాయా?',
  },
  { level: 'urgent', text: 'గుడి దగ్గర కోతి కాలు మీద కరిచింది పళ్ళ గుర్తులు ఉన్నాయి ఇంజెక్షన్ వేయించాలా' },
  {
    level: 'routine',
    text: 'మూడు వారాలుగా దగ్గు తగ్గట్లేదు. కొంచెం కఫం వస్తోంది, రక్తం లేదు. రాత్రిళ్ళు కొంచెం చెమటలు, బరువు తగ్గినట్టు అనిపిస్తోంది. పక్కింటాయనకి టీబీ ఉండేది, నాకూ ఉందేమో అని భయంగా ఉంది.',
  },
  {
    level: 'urgent',
    text: 'Nanna gaariki 68 years, ninna nunchi 8 saarlu loose motions. ORS taagutunnaru, urine konchem vastondi kaani chaala neerasam ga unnaru, noru endipoyindi. Vomiting ledu, baagane maatladutunnaru. Hospital ki teesukellala leka intlo chudavachaa?',
  },
  {
    level: 'urgent',
    text: 'ఇంటి పని చేస్తుంటే తుప్పు పట్టిన మేకు కాలిలో గుచ్చుకుంది. కొంచెం రక్తం వచ్చి ఆగిపోయింది. చివరిసారి టీటీ ఇంజెక్షన్ ఎప్పుడు వేయించుకున్నానో గుర్తులేదు. ఈరోజే వేయించుకోవాలా?',
  },
  {
    level: 'urgent',
    text: 'నేను 7 నెలల గర్భవతిని. రెండు రోజులుగా రెండు పాదాలు వాచాయి, మెడికల్ షాప్‌లో BP చూస్తే 140/90. తలనొప్పి లేదు, కళ్ళు మసకగా లేవు, బిడ్డ బాగా కదులుతోంది. తర్వాతి చెకప్ వరకు ఆగవచ్చా?',
  },
  {
    level: 'urgent',
    text: 'మా అమ్మగారికి 70 ఏళ్ళు, ఈ ఉదయం బాత్‌రూమ్‌లో జారి పడ్డారు. బాగా మాట్లాడుతున్నారు, తలకి ఏమీ తగలలేదు. కానీ ఎడమ తుంటి దగ్గర నొప్పి, లేచి నిలబడలేకపోతున్నారు. ఏ హాస్పిటల్‌కి తీసుకెళ్ళాలి?',
  },
  {
    level: 'urgent',
    text: 'మా ఆయనకి షుగర్ ఉంది, వారం నుంచి మాత్రలు సరిగా వేసుకోలేదు. ఈరోజు ఇంట్లో చెక్ చేస్తే 350 వచ్చింది. చాలా నీరసంగా ఉన్నారు, దాహం ఎక్కువ, కానీ బాగా మాట్లాడుతున్నారు, వాంతులు లేవు. ఈరోజే డాక్టర్‌ని చూడాలా?',
  },
  {
    level: 'urgent',
    text: 'Naaku intaku mundu kidney stone vachindi. Ee roju udayam nunchi venaka nadumu nunchi kindiki alalu alaluga noppi vastondi, okasari vomit ayyindi. Jwaram ledu, urine konchem erraga undi. Painkiller vesina taggaledu, eeroje doctor ni chudala?',
  },
  {
    level: 'routine',
    text: 'scan lo 5mm kidney stone undi annaru, ippudu noppi ledu. operation kavala leka neellu taagithe potunda',
  },
  // Round 23: every message typed in Latin letters again, measured blind against rules and the detector trained on rounds 1–22 (rules 88.1 %, with the detector 92.3 % at 0.99).
  {
    level: 'self_care',
    text: '2 rojula nundi jalubu thummulu mukku kaarutondi, e mandu veskovali',
  },
  { level: 'self_care', text: 'raatri matrame daggu vastundi 1 week ayindi, jwaram ledu' },
  { level: 'routine', text: 'amma ki mokalla noppi, mettlu digadam kashtam ga undi, 65 yrs' },
  { level: 'self_care', text: 'tinnaka acidity, pulla trenupulu vastunnay' },
  { level: 'self_care', text: 'cheyyi meeda dural, erra erra machalu, kotha soap vaadanu' },
  { level: 'self_care', text: 'ninna light ga jwaram 99, paracetamol vesukunna ippudu baagundi' },
  { level: 'self_care', text: 'office lo koorchuni koorchuni nadumu noppi, e exercise cheyali' },
  { level: 'routine', text: 'fasting sugar 132 vachindi PP 190, idi ekkuva aa? tablets kaavala' },
  { level: 'self_care', text: 'sugar unnavallu em tinali, annam entha tinochu' },
  {
    level: 'self_care',
    text: 'babu 4 yrs, rendu saarlu motions ayyayi, aadukuntunnadu neellu taagutunnadu, ORS ivvocha',
  },
  { level: 'self_care', text: 'saayantram thala noppi vastundi, screen ekkuva chustanu' },
  { level: 'self_care', text: 'juttu chala raalutondi em cheyyali' },
  { level: 'routine', text: 'pannu noppi, sweet tinte jivvu mantundi' },
  { level: 'self_care', text: 'raatri nidra pattatledu, tips cheppandi' },
  {
    level: 'self_care',
    text: 'vitamin D takkuva ani test lo vachindi, entha kaalam tablets veskovali',
  },
  { level: 'routine', text: 'BP 130/85, mandulu kavala leka diet saripotunda' },
  // Round 24: half in the script, half in Latin letters, a mix of every earlier style; measured blind against rules and the detector of round 23 (rules 89.5 %, with the detector 96.0 %).
  { level: 'self_care', text: 'రెండు రోజులుగా జలుబు, తుమ్ములు, ముక్కు కారుతుంది. ఇంటి చిట్కాలు ఏమైనా?' },
  { level: 'routine', text: 'మోకాలి నొప్పి, మెట్లు దిగుతుంటే నొప్పి. 55 ఏళ్ళు. ఏం చేయాలి?' },
  { level: 'routine', text: 'పొద్దున ఫాస్టింగ్ షుగర్ 128, తిన్న తర్వాత 190. ఇది ఎక్కువా? డైట్ ఏం పాటించాలి?' },
  { level: 'self_care', text: 'చేతి మీద దురద, చిన్న చిన్న ఎర్రటి పొక్కులు, 3 రోజులుగా. ఏ క్రీమ్ రాయాలి?' },
  {
    level: 'self_care',
    text: 'బాబుకి 4 ఏళ్ళు, ఇవాళ 3 సార్లు లూజ్ మోషన్స్, బాగా ఆడుకుంటున్నాడు, నీళ్ళు తాగుతున్నాడు. ORS ఇవ్వొచ్చా?',
  },
  { level: 'self_care', text: 'ఆఫీస్ లో రోజంతా కూర్చోవడం వల్ల నడుము నొప్పి. ఏ ఎక్సర్సైజ్ చేయాలి?' },
  { level: 'self_care', text: 'వారం నుండి పొడి దగ్గు, జ్వరం లేదు. ఏ దగ్గు సిరప్ మంచిది?' },
  { level: 'self_care', text: 'థైరాయిడ్ టాబ్లెట్ పొద్దున్నే ఖాళీ కడుపుతోనే వేసుకోవాలా? టీ తాగి వేసుకోవచ్చా?' },
  {
    level: 'self_care',
    text: 'ninna nunchi konchem jwaram 99.8, ollu noppulu, ivala konchem better. dolo vesukovacha?',
  },
  {
    level: 'self_care',
    text: 'acidity tarachuga vastundi, tinagane chathi lo manta. em tinali em avoid cheyyali',
  },
  { level: 'self_care', text: 'weight loss ki annam takkuva tinala? chapati better aa?' },
  { level: 'self_care', text: 'kaali kinda aani (corn) undi, nadiste konchem noppi. em cheyyali' },
  { level: 'routine', text: 'pharmacy lo BP chusthe 138/88 vachindi. uppu takkuva cheyyala?' },
  {
    level: 'self_care',
    text: 'kallu duradaga unnai, konchem erraga, screen ekkuva chustanu. eye drops emaina?',
  },
  { level: 'self_care', text: 'tala lo chundru ekkuva, e shampoo vadali' },
  { level: 'routine', text: 'vitamin D test lo 18 vachindi, tablets enni rojulu vesukovali?' },
  // Round 25: half in the script, half in Latin letters, less typical presentations; measured blind against rules and the detector of round 24 (rules 83.5 %, with the detector 95.7 %).
  { level: 'self_care', text: 'రెండు రోజులుగా జలుబు, గొంతు గరగర, కొంచెం జ్వరం 99. ఆవిరి పట్టొచ్చా?' },
  { level: 'routine', text: 'రెండు నెలలుగా కాళ్ళు చేతులు తిమ్మిర్లు, షుగర్ ఉంది, చెక్ చేయించుకోవాలా?' },
  { level: 'urgent', text: 'బాబుకి మూడు రోజులుగా 103 జ్వరం తగ్గట్లేదు, ఒళ్ళు నొప్పులు, ఏమీ తినట్లేదు.' },
  { level: 'self_care', text: 'ఎండలో తిరిగి కొంచెం తలనొప్పి, నీళ్ళు తాగి rest తీసుకుంటే సరిపోతుందా?' },
  { level: 'routine', text: 'అమ్మకి ఆరు నెలలుగా మోకాళ్ళ నొప్పి, మెట్లు ఎక్కడం కష్టంగా ఉంది.' },
  { level: 'urgent', text: 'పొద్దున్నుండి మూత్రంలో మంట, నడుము పక్కన నొప్పి, చలి జ్వరం వస్తోంది.' },
  { level: 'routine', text: 'BP మాత్రలు వేసుకుంటున్నా, ఇంట్లో చూస్తే 150/95 చూపిస్తోంది, తలనొప్పి ఏమీ లేదు.' },
  { level: 'self_care', text: 'ఏడాది బాబుకి పళ్ళు వస్తున్నాయి, చిగుళ్ళు దురద, కొంచెం ఏడుస్తున్నాడు, బాగా తింటున్నాడు.' },
  {
    level: 'urgent',
    text: 'kaaliki mullu gucchukuni cheemu patti erraga vaachindi, sugar patient, konchem jwaram',
  },
  {
    level: 'routine',
    text: 'nela rojuluga raatri poota daggu, kaphamu ledu, smoke chestanu, doctor ni chudala?',
  },
  {
    level: 'self_care',
    text: 'potta ubbaram, gas ga undi, ninna hotel lo tinnanu, vaanthulu levu',
  },
  {
    level: 'urgent',
    text: 'babu ki chevi noppi chala ekkuva, chevilo nunchi neeru kaarutondi, jwaram 102',
  },
  {
    level: 'routine',
    text: 'juttu chala raalipotondi, neerasam ga undi, thyroid test cheyinchala?',
  },
  {
    level: 'self_care',
    text: 'kooragayalu kostunte velu ki chinna gaayam, raktham aagipoyindi, em raayali?',
  },
  {
    level: 'urgent',
    text: '2 rojuluga motions 8-10 saarlu, noru endipoyindi, urine chala takkuva ga vastondi',
  },
  { level: 'routine', text: '2 nelaluga periods irregular, weight perigindi, PCOD emo?' },
  // Round 26: a third in the script with English words, a third in Latin letters, a third with slips or as voice typing writes it, the danger told in passing; measured blind against rules and the detector of round 25 (rules 85.5 %, with the detector 96.0 %).
  {
    level: 'self_care',
    text: 'Rendu rojula nunchi jalubu, tummulu, konchem gonthu noppi. Jwaram ledu. Intlo em kashayam cheskovachu?',
  },
  { level: 'self_care', text: 'ఎండలో పని చేసి కొంచెం తలనొప్పి, నీళ్ళు తాగితే తగ్గుతుందా?' },
  {
    level: 'self_care',
    text: 'బాబుకి ఏడాది పళ్ళు వస్తున్నాయి చొంగ కారుతోంది కొంచెం ఏడుస్తున్నాడు బాగా తింటున్నాడు జ్వరం లేదు',
  },
  { level: 'self_care', text: 'Domalu kutti kaallu meeda erra machalu, durada. Em raayali?' },
  { level: 'self_care', text: 'కొంచెం కడుపు upset, ఒకసారి loose motion, ఇప్పుడు okay. ఏం తినాలి?' },
  {
    level: 'routine',
    text: 'Sugar test chesa, fasting 140 vachindi. Naaku 45 yellu, eppudu doctor ni kalavali?',
  },
  { level: 'routine', text: '3 వారాలుగా నడుము నొప్పి, పని చేస్తే ఎక్కువ అవుతోంది. ఏ doctor ని చూడాలి?' },
  { level: 'routine', text: 'నెల రోజులుగా రాత్రి చాలా సార్లు మూత్రానికి వెళ్ళాల్సి వస్తోంది దాహం కూడా ఎక్కువ' },
  {
    level: 'routine',
    text: 'Juttu chaala raalipotondi, poddunne neerasam, baruvu perugutondi. Thyroid test cheyinchala?',
  },
  { level: 'routine', text: 'అమ్మకి కొన్ని నెలలుగా కళ్ళు మసకగా కనిపిస్తున్నాయి, చదవడం కష్టం. Cataract అయ్యుంటుందా?' },
  {
    level: 'urgent',
    text: 'Moodu rojula nunchi 103 jwaram, ollu noppulu, kalla venaka noppi. Dengue test cheyinchala?',
  },
  { level: 'urgent', text: 'మూత్రం పోసేటప్పుడు మంట, జ్వరం, నడుము పక్కన నొప్పి రెండు రోజులుగా.' },
  { level: 'urgent', text: 'చెవిలో చాలా నొప్పి రాత్రంతా నిద్ర లేదు చెవిలో నుంచి చీము కారుతోంది జ్వరం కూడా ఉంది' },
  {
    level: 'urgent',
    text: 'Ninna kaalu lo mekku guchchukundi, ippudu vaachi erraga undi, cheemu laaga. Nenu sugar patient ni.',
  },
  {
    level: 'urgent',
    text: '5 ఏళ్ళ బాబుకి 2 రోజులుగా వాంతులు, loose motions, ఏమీ తినట్లేదు, మూత్రం తక్కువగా పోతోంది, కానీ కొంచెం ఆడుకుంటున్నాడు.',
  },
  {
    level: 'urgent',
    text: 'Veedhi kukka karichindi, chinna gaayam, raktham vachindi. Aa kukka evaridho teliyadu.',
  },
  // Round 27: two thirds in Latin letters, short, typed fast and by ear; measured blind against rules and the detector of round 26 (rules 83.2 %, with the detector 95.2 %).
  { level: 'self_care', text: 'jalubu tummulu 2 rojulu jwaram ledu' },
  { level: 'self_care', text: 'పని టెన్షన్ తో తలనొప్పి నిద్ర సరిగా లేదు' },
  { level: 'self_care', text: 'notlo pundu tinadaniki kashtam ga undi' },
  { level: 'self_care', text: 'ఎండలో తిరిగి నీరసం నీళ్ళు తాగాను' },
  { level: 'self_care', text: 'bag mosi nadumu noppi' },
  { level: 'self_care', text: 'babu ki rendu sarlu virechanalu aadukuntunnadu tintunnadu' },
  { level: 'routine', text: '3 varalu ga daggu kaphem vastundi' },
  { level: 'routine', text: 'రెండు నెలలుగా మోకాళ్ళ నొప్పి మెట్లు దిగడం కష్టం' },
  { level: 'routine', text: 'రాత్రి చాలా సార్లు మూత్రం దాహం ఎక్కువ' },
  { level: 'routine', text: 'mokham meeda motimalu ekkuva mandu kavali' },
  { level: 'routine', text: 'నెలసరి రెండు నెలలుగా రాలేదు టెస్ట్ నెగటివ్' },
  { level: 'urgent', text: '3 rojula nundi jwaram 103 chali vanukudu' },
  { level: 'urgent', text: 'బాబుకి చెవి నొప్పి చీము కారుతోంది రాత్రి నిద్ర లేదు' },
  { level: 'urgent', text: 'urine lo manta konchem raktam jwaram kuda' },
  { level: 'urgent', text: 'కుక్క కరిచింది కాలికి చర్మం కొంచెం చీరుకుంది' },
  { level: 'urgent', text: 'kannu erraga noppi chupu masakaga undi' },
  // Round 28: sent on someone else's behalf (an ASHA worker, a neighbour, a son far away), a third each in the script, in Latin letters and as voice typing writes it, less typical presentations; measured blind against rules and the detector of round 27 (rules 86.4 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'అమ్మకి నిన్నటి నుండి కుడి వైపు పొత్తి కడుపు కింద నొప్పి, జ్వరం, వాంతులు, నడిస్తే నొప్పి ఎక్కువ అవుతోంది.',
  },
  {
    level: 'urgent',
    text: 'abbai ki 5 rojula nundi jwaram, ee roju chali jwaram vanukudu tho vachindi, maa ooru lo malaria chala undi. tintunnadu, tirugutunnadu',
  },
  { level: 'urgent', text: 'తాతయ్యకి పంటి నొప్పి చెంప వాచిపోయింది జ్వరం కూడా ఉంది నోరు పూర్తిగా తెరవలేకపోతున్నాడు' },
  {
    level: 'urgent',
    text: 'pakkinti aavida ki veedhi kukka karichindi kaalu meeda, raktham vachindi, ippude jarigindi, sabbu tho kadigesaamu',
  },
  {
    level: 'urgent',
    text: 'నాన్నకి కుడి కాలు పిక్క వాచిపోయి ఎర్రగా, వేడిగా, నొప్పిగా ఉంది. మొన్న బస్సులో 14 గంటలు ప్రయాణం చేశారు. ఊపిరి ఇబ్బంది లేదు.',
  },
  {
    level: 'routine',
    text: 'nanna ki chala nelala nundi gattiga gurakalu, pagalu kurchunte nidrapotunnaru, BP undi',
  },
  {
    level: 'routine',
    text: 'మా అమ్మాయికి నెలసరి మూడు నెలలుగా రాలేదు, బరువు పెరిగింది, మొటిమలు. గర్భం కాదు, టెస్ట్ నెగటివ్.',
  },
  {
    level: 'routine',
    text: 'మా స్కూల్ లో ఒక పిల్లవాడికి వీపు మీద తెల్లని మచ్చలు నెల నుండి ఉన్నాయి ఆ చోట స్పర్శ తెలియట్లేదు అంటున్నాడు',
  },
  {
    level: 'routine',
    text: 'ammamma ki vinikidi taggindi, TV volume chala ekkuva pedutundi, konni nelalu ga. inka emi ibbandi ledu',
  },
  {
    level: 'routine',
    text: 'మావయ్యకి రెండు నెలలుగా మలబద్ధకం, అప్పుడప్పుడు మలంలో కొంచెం రక్తం. 58 ఏళ్లు. బరువు కొంచెం తగ్గారు.',
  },
  { level: 'routine', text: 'అక్క థైరాయిడ్ టాబ్లెట్ వేసుకుంటోంది కొత్త రిపోర్ట్ లో టిఎస్హెచ్ ఎక్కువ వచ్చింది డోస్ మార్చాలా' },
  {
    level: 'self_care',
    text: 'papa ki 2 rojula nundi jalubu, thummulu, jwaram ledu, aadukuntondi, tintondi',
  },
  {
    level: 'self_care',
    text: 'ఆఫీసులో రోజంతా కంప్యూటర్ చూసి తమ్ముడికి కళ్ళు పొడిబారి మంట, సాయంత్రానికి కొంచెం తలనొప్పి. చూపు బాగానే ఉంది.',
  },
  { level: 'self_care', text: 'తమ్ముడికి షేవింగ్ తర్వాత మెడ మీద చిన్న చిన్న ఎర్రటి పొక్కులు దురద ఇంకేమీ లేదు' },
  {
    level: 'self_care',
    text: 'abbai ki cricket adutu chinna velu ki ball tagilindi, konchem vaapu, anni vellu baaga kadulutunnayi, noppi taggutondi',
  },
  { level: 'self_care', text: 'చలికాలం కావడంతో అమ్మమ్మ కాళ్ళ మడమలు పగిలాయి, నొప్పి లేదు, రక్తం రావట్లేదు.' },
  // Round 29: a practical question with the danger inside it ('can we wait till morning?'), often about two people, the emergency the second one's; measured blind against rules and the detector of round 28 (rules 86.4 %, with the detector 94.3 %).
  {
    level: 'urgent',
    text: 'ma chelli ki ninna nunchi kudi vaipu kindha potta noppi, ippudu ekkuva, jwaram, vantulu, nadiste noppi ekkuva. gas tablet saripotunda?',
  },
  {
    level: 'urgent',
    text: 'నాన్నకి పొద్దున్నుంచి మూత్రం రావడం పూర్తిగా ఆగిపోయింది, పొత్తికడుపు ఉబ్బి నొప్పి. వయసు 68. రేపటి వరకు ఆగొచ్చా?',
  },
  {
    level: 'urgent',
    text: 'మా బాబుని వీధి కుక్క కరిచింది కాలి మీద గాయం లోతుగా ఉంది రక్తం ఆగిపోయింది సబ్బుతో కడిగాం ఇంజెక్షన్ ఎప్పుడు వేయించాలి',
  },
  {
    level: 'urgent',
    text: 'amma ki kallu pasupu rangu, moothram tea color, 4 rojula nunchi jwaram, aakali ledu, vantulu. naatu mandu ivvocha?',
  },
  {
    level: 'urgent',
    text: 'పనిలో కత్తితో వేలు లోతుగా తెగింది. కట్టు కట్టాను, రక్తం ఆగింది కానీ గాయం తెరుచుకునే ఉంది. కుట్లు కావాలా? ఇవాళే వెళ్ళాలా?',
  },
  {
    level: 'routine',
    text: 'ఆఫీసులో కంప్యూటర్ ముందు కూర్చోవడం వల్ల రెండు నెలలుగా మెడ నొప్పి భుజం బిగుసుకుపోతుంది చేతులు తిమ్మిర్లు ఏమీ లేవు ఫిజియో కి వెళ్ళాలా',
  },
  {
    level: 'routine',
    text: 'naaku 6 months nunchi juttu ekkuva ga raalutondi, dandruff kuda undi. dermatologist ni eppudu chudali?',
  },
  {
    level: 'routine',
    text: 'అమ్మకి 55 ఏళ్ళు, ఎప్పుడూ బీపీ షుగర్ చెక్ చేయించలేదు, ఈ మధ్య అప్పుడప్పుడు తలనొప్పి. జనరల్ చెకప్ ఎక్కడ చేయించాలి?',
  },
  {
    level: 'routine',
    text: 'babu ki 3 years, inka sariga matladatledu, konni maatale vastayi, pilichina palukutadu. pediatrician ki appointment teesukovala?',
  },
  {
    level: 'routine',
    text: 'నాకు నలభై ఏళ్ళు ఆరు నెలలుగా మలబద్ధకం ఎక్కువ అయ్యింది రక్తం ఏమీ లేదు బరువు తగ్గలేదు ఏ టెస్టులు చేయించాలి',
  },
  {
    level: 'routine',
    text: 'పెళ్ళయి ఏడాది అయ్యింది, పిల్లల కోసం ప్లాన్ చేస్తున్నాం. ముందే ఫోలిక్ యాసిడ్ వేసుకోవాలా, ఏ టెస్టులు చేయించుకోవాలి?',
  },
  {
    level: 'self_care',
    text: 'ninna nunchi jalubu, tummulu, gonthu kichkich, jwaram ledu. miriyala rasam taagite saripotunda?',
  },
  { level: 'self_care', text: 'ఎండలో తిరిగి వచ్చాక పెదాలు పగిలిపోయాయి, కొంచెం మంట. ఏం రాయాలి?' },
  {
    level: 'self_care',
    text: 'రాత్రి నిద్ర సరిగా లేక కళ్ళు మండుతున్నాయి కొంచెం తలనొప్పి వేరే ఏమి లేదు చల్లని నీళ్లు కళ్ళ మీద కొట్టుకుంటే సరిపోతుందా',
  },
  {
    level: 'self_care',
    text: 'kotha cheppulu vesukunte kaali meeda chinna bobba vachindi, erupu ledu, cheemu ledu. pagalakottala leda alaage vadileyala?',
  },
  { level: 'self_care', text: 'బిర్యానీ ఎక్కువ తిన్నాను కడుపు ఉబ్బరంగా ఉంది తేన్పులు వస్తున్నాయి నొప్పి లేదు సోడా తాగొచ్చా' },
  // Round 30: people who write little and badly (short, broken, misspelt, English medical words mixed in); measured blind against rules and the detector of round 29 (rules 92.6 %, with the detector 98.0 %).
  { level: 'urgent', text: 'కుక్క కరిచింది చేతి మీద నిన్న సాయంత్రం, రక్తం వచ్చింది, ఇంకా ఇంజెక్షన్ వేయించలేదు' },
  { level: 'urgent', text: 'పాపకు 4 ఏళ్లు, చెవి నొప్పి జ్వరం 102, రాత్రంతా ఏడుపు, చెవిలోంచి చీము' },
  { level: 'urgent', text: 'కుడి వైపు కడుపు కింద నొప్పి ఉదయం నుంచి పెరుగుతుంది, వాంతి, కొంచెం జ్వరం, 19 ఏళ్లు' },
  { level: 'urgent', text: 'నాన్నకు కాలి మీద పుండు, షుగర్ ఉంది, ఎర్రగా వాచి వాసన, జ్వరం' },
  { level: 'urgent', text: 'motion lo rakatam, 3 sarlu loose motions, jwaram 101, kadupu noppi' },
  { level: 'routine', text: 'నడుము నొప్పి 3 వారాలు, బరువులు ఎత్తే పని, కాళ్ళకి పాకట్లేదు' },
  { level: 'routine', text: 'అమ్మకు థైరాయిడ్ మాత్రలు అయిపోయాయి, బరువు పెరుగుతుంది, జుట్టు రాలుతుంది' },
  { level: 'routine', text: 'చేతులు కాళ్ళు మంటలు తిమ్మిర్లు నెల రోజులుగా, షుగర్ 10 ఏళ్లు' },
  { level: 'routine', text: 'మెడ దగ్గర చిన్న గడ్డ 1 నెల, నొప్పి లేదు' },
  {
    level: 'routine',
    text: 'dooram kallu maskaga kanipistunnayi 2 nelalu, vayasu 45, chaduvadam kuda kastam',
  },
  { level: 'routine', text: 'mokalla noppi podduna gattiga untundi, 6 nelalu, vayasu 50' },
  { level: 'self_care', text: 'ఎండలో తిరిగి తలనొప్పి, దాహం, నీళ్ళు తాగితే కొంచెం బెటర్' },
  { level: 'self_care', text: 'జలుబు, గొంతు గరగర, 1 రోజు' },
  { level: 'self_care', text: 'కొత్త చెప్పులతో కాలికి చిన్న బొబ్బ' },
  { level: 'self_care', text: 'నిన్న బిర్యానీ ఎక్కువ తిన్నా, కడుపు ఉబ్బరం గ్యాస్, నొప్పి లేదు' },
  {
    level: 'self_care',
    text: 'pillodiki dhomalu kutti kaallu meeda erra machalu duradha, jwaram ledu',
  },
  // Round 31: messages that mix times and people (a past emergency and a present worry, two family members, a question about signs, recovery after hospital); measured blind against rules and the detector of round 30 (rules 93.2 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: 'నాన్నకి పోయిన ఏడాది బైపాస్ అయింది. ఇప్పుడు మూడు రోజులుగా 103 జ్వరం, మూత్రంలో మంట, చలితో వణుకుతూ జ్వరం వస్తోంది.',
  },
  {
    level: 'urgent',
    text: 'papaki ninna nunchi chevi noppi chala ekkuva, eeroju cheemu vastondi, jwaram 102. babu ki kuda konchem jalubu, adi parledu.',
  },
  {
    level: 'urgent',
    text: 'అమ్మకి షుగర్ ఉంది, పోయిన వారం కాలికి పుండు అయింది, ఇప్పుడు ఎర్రగా వాచి వేడిగా ఉంది, జ్వరం కూడా వస్తోంది.',
  },
  {
    level: 'urgent',
    text: 'నిన్నటి నుంచి కడుపు కుడి వైపు కింద నొప్పి, ఈరోజు ఎక్కువైంది, రెండుసార్లు వాంతి, నడిస్తే నొప్పి. అన్నయ్యకి అపెండిక్స్ ఆపరేషన్ అయింది.',
  },
  {
    level: 'urgent',
    text: 'babu ki 3 years, 2 rojula nunchi virechanalu, eeroju nunchi mootram takkuva ga vastondi, pedavulu endipoyayi, chala neerasam ga unnadu',
  },
  {
    level: 'routine',
    text: 'నాన్నకి స్ట్రోక్ వచ్చినప్పటి నుంచి నేను నా BP చూసుకుంటున్నాను. పోయిన వారం మూడుసార్లు 145/95 వచ్చింది, ఏ ఇబ్బందీ లేదు. డాక్టర్ దగ్గరికి వెళ్లాలా?',
  },
  {
    level: 'routine',
    text: '2 nelala nunchi chetivellu kilullo noppi, poddunna bigusuku pothayi, ammaki kuda arthritis undedi',
  },
  {
    level: 'routine',
    text: 'అమ్మాయికి పీరియడ్స్ సరిగ్గా రావట్లేదు, మూడు నెలలుగా రాలేదు, ప్రెగ్నెన్సీ కాదు, టెస్ట్ చేశాం. మొహం మీద మొటిమలు పెరిగాయి.',
  },
  { level: 'routine', text: 'నెల రోజులుగా దగ్గు తగ్గట్లేదు, జ్వరం లేదు. మా బాబాయికి ఇంతకు ముందు టీబీ వచ్చింది.' },
  {
    level: 'routine',
    text: 'nenu ma aavida iddaram konni rojulu ga raatri sariga nidra pattatledu, aavidaki appudappudu tala noppi kuda. thyroid test cheyinchukovala?',
  },
  {
    level: 'routine',
    text: 'తాతయ్యకి హార్ట్ అటాక్ తర్వాత మందులు నడుస్తున్నాయి, ఇప్పుడు సాయంత్రం చీలమండలు కొంచెం వాస్తున్నాయి, ఆయాసం లేదు. మందుల వల్లేనా?',
  },
  {
    level: 'self_care',
    text: 'బాబుకి జలుబు, ముక్కు కారుతోంది, చిన్న దగ్గు, జ్వరం లేదు, ఆడుకుంటున్నాడు తింటున్నాడు. అమ్మకి కూడా అదే, ఇద్దరికీ రెండు రోజులైంది.',
  },
  {
    level: 'self_care',
    text: 'ninna biryani ekkuva tinna, acidity, eeroju konchem better. nannaki heart problem undedi kabatti bhayapaddanu, kani idi gas laage undi, chaati lo ottidi emi ledu',
  },
  { level: 'self_care', text: 'వేలికి వేడి నూనె చిందింది, చిన్న బొబ్బ. ఏం రాయాలి?' },
  { level: 'self_care', text: 'నిన్న జిమ్‌లో కాలి కండరం పట్టేసింది, ఈరోజు కొంచెం నయం. మా ఆవిడకి దిండు వల్ల మెడ నొప్పి.' },
  {
    level: 'self_care',
    text: 'ninna chepa mulla gontulo irukkundi, annam tinagane poyindi, ippudu konchem gara gara ga undi ante',
  },
  // Round 32: comparisons and sensations ('like an elephant on my chest', 'limp like a wet cloth', 'half my body feels like someone else's'); measured blind against rules and the detector of round 31 (rules 83.8 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'మూడు రోజులుగా జ్వరం, ఈరోజు మూత్రం పోస్తే నిప్పులా మంట, నడుము పక్కన నొప్పి, వణుకుతో జ్వరం వస్తోంది',
  },
  {
    level: 'urgent',
    text: 'kaaliki oka debba tagilindi, ippudu erraga vaachi, kottukuntunnattu noppi, erra geetha paiki paakutondi',
  },
  { level: 'urgent', text: 'చెవిలో ఎవరో సుత్తితో కొడుతున్నట్టు నొప్పి, నిన్న రాత్రి నుంచి చీము కారుతోంది, 102 జ్వరం' },
  {
    level: 'urgent',
    text: 'కంట్లో ఇసుక పడ్డట్టు నొప్పి, కన్ను రక్తంలా ఎర్రగా ఉంది, వెలుతురు చూడలేకపోతున్నా, చూపు మసకగా ఉంది',
  },
  {
    level: 'urgent',
    text: 'pannu kinda vaapu, chempa dindu laaga vaachipoyindi, jwaram kooda undi',
  },
  { level: 'routine', text: 'కొన్ని వారాలుగా రాత్రి భోజనం తర్వాత గుండెల్లో మంట, పుల్లటి నీళ్లు గొంతులోకి వస్తున్నాయి' },
  {
    level: 'routine',
    text: 'mokaallu tuppu pattina talupu laaga, podduna lechinappudu bigusukuni untaayi, nela ayyindi',
  },
  { level: 'routine', text: 'మెడ దగ్గర ఒక పుట్టుమచ్చ ఇంతకు ముందు కంటే పెద్దదవుతోంది, రంగు కూడా మారుతోంది' },
  {
    level: 'routine',
    text: 'రెండు నెలలుగా బాగా నీరసం, బ్యాటరీ అయిపోయినట్టు. జుట్టు రాలుతోంది, చలి అస్సలు తట్టుకోలేకపోతున్నా, బరువు కూడా కొంచెం పెరిగింది. పనిలో మనసు నిలవట్లేదు, రోజంతా నిద్ర మత్తు. ఏ డాక్టర్‌ని చూపించుకోవాలి?',
  },
  {
    level: 'routine',
    text: 'maatimaatiki urine vastondi, raatri 3-4 saarlu lestunna, daaham ekkuva, baruvu taggipotondi',
  },
  {
    level: 'routine',
    text: 'నడుము నొప్పి అప్పుడప్పుడు కాలి కిందకి కరెంట్ లాగా దిగుతుంది, మూడు వారాలైంది, నడవగలుగుతున్నా, మూత్రం మలం అన్నీ మామూలుగానే',
  },
  {
    level: 'self_care',
    text: 'ముక్కు దిబ్బడ, గొంతులో ఉప్పు కాగితంతో రుద్దినట్టు గరగర, రెండు రోజులుగా కొంచెం జలుబు',
  },
  {
    level: 'self_care',
    text: 'ninna cricket aadutunte cheelamanda konchem benukindi, konchem vaapu, nadavagalugutunna',
  },
  { level: 'self_care', text: 'పెదవి మూల పగిలింది, నవ్వితే చుర్రుమంటోంది' },
  { level: 'self_care', text: 'నిన్న నిద్ర తక్కువైంది, తల దూది కూరినట్టు బరువుగా ఉంది' },
  {
    level: 'self_care',
    text: 'domalu kuttina chotlanni baaga duradaga undi, chinna chinna dadduru, jwaram ledu',
  },
  // Round 33: a practical question carries the message (can I wait till morning, which tablet, cost, travel, work or school); measured blind against rules and the detector of round 32 (rules 88.1 %, with the detector 96.9 %).
  {
    level: 'urgent',
    text: 'రెండు రోజులుగా మూత్రంలో మంట, ఈ రోజు నడుము పక్కన నొప్పి, వణుకుతో 102 జ్వరం. రేపు కాలేజీలో ప్రాక్టికల్ ఎగ్జామ్ ఉంది, ఈ రోజే డాక్టర్‌కి చూపించుకోవాలా?',
  },
  {
    level: 'urgent',
    text: 'Babu ki 3 rojulu ga jwaram 103 varaku vastondi, ollantha erra erra machalu, paracetamol isthe konchem taggutondi. Ikkada dengue chaala undi. Ee roje blood test cheyinchaalaa, leka repu school ayyaakanaa?',
  },
  {
    level: 'urgent',
    text: 'కొడవలితో పని చేస్తుంటే అరచేయి బాగా తెగింది, గుడ్డతో నొక్కితే రక్తం ఆగింది కానీ గాయం నోరు తెరిచి ఉంది. ఊరి డాక్టర్ కుట్లు వేయగలడా, టీటీ ఇంజెక్షన్ అవసరమా?',
  },
  {
    level: 'urgent',
    text: '70 ఏళ్ళ నాన్న రెండు రోజులుగా సరిగ్గా తినట్లేదు, వాంతులు, నోరు ఎండిపోయింది, మూత్రం తక్కువగా వస్తోంది, కానీ మాటలు అన్నీ మామూలుగానే ఉన్నాయి. ఈ రోజే డాక్టర్ దగ్గరికి వెళ్ళాలా, ఓఆర్ఎస్ ఇచ్చి చూడొచ్చా? షుగర్ మాత్రలు ఆపేయాలా?',
  },
  {
    level: 'urgent',
    text: 'Ninna cricket aadutunte cheelamanda daggara benukindi, ippudu baaga vaachindi, kaalu kinda pettalekapothunna. Ee roje X-ray teeyinchaalaa, leka ice petti repati daaka chudochaa?',
  },
  {
    level: 'routine',
    text: 'రెండు నెలలుగా రాత్రిపూట మాటిమాటికీ మూత్రం, దాహం ఎక్కువ, బరువు కూడా కొంచెం తగ్గింది. మా అమ్మకి షుగర్ ఉండేది. షుగర్ టెస్ట్‌కి పరగడుపున వెళ్ళాలా? ఏ రోజు వెళ్తే రష్ తక్కువ?',
  },
  {
    level: 'routine',
    text: 'Naaku 3 vaaraalu ga gonthu boguru ga undi, noppi ledu, jwaram ledu, nenu school lo teacher ni. ENT doctor ki chupinchaalaa? Mangalavaaram selavu, appudu velthe chaalaa?',
  },
  {
    level: 'routine',
    text: 'మోకాళ్ళ నొప్పి కొన్ని నెలలుగా, మెట్లు ఎక్కడం కష్టం, పొద్దున బిగుసుకుపోతాయి. ఎముకల డాక్టర్‌కి గుంటూరు వెళ్ళాలా, ఏరియా హాస్పిటల్‌లో చూపిస్తే సరిపోతుందా? ఖర్చు ఎంత?',
  },
  {
    level: 'routine',
    text: 'అమ్మాయికి (14) నెలసరి సరిగ్గా రావట్లేదు, ఒక్కోసారి రెండు నెలలు రాదు, మొహం మీద మొటిమలు కూడా పెరిగాయి. స్కూల్ మానకుండా శనివారం లేడీ డాక్టర్‌ని చూడొచ్చా?',
  },
  {
    level: 'routine',
    text: 'తలలో దురద, చుండ్రు, మెడ మీద ఎర్రటి గుండ్రటి తామర మచ్చలు నెల రోజులుగా. చర్మం డాక్టర్‌ని ఆన్‌లైన్‌లో చూపించుకోవచ్చా, నేరుగా వెళ్ళాలా?',
  },
  {
    level: 'routine',
    text: 'Nanna gaariki 2 nelalu ga podi daggu, jwaram ledu, chaala ellu ga beedi taagutaaru. Government hospital lo X-ray free ga teestaaraa? Ye roju velthe rush takkuva?',
  },
  {
    level: 'self_care',
    text: 'నిన్నటి నుంచి జలుబు, కొంచెం గొంతు నొప్పి, జ్వరం లేదు. రేపు ఆఫీసుకి వెళ్ళనా, ఇంటి నుంచి పని చేయనా? ఉప్పు వేసిన వేడినీళ్ళతో పుక్కిలిస్తే సరిపోతుందా?',
  },
  {
    level: 'self_care',
    text: 'Ninna pelli bhojanam lo fullga laaginchaa, ee roju potta ubbaram ga undi, konchem gas. Neellu taagochaa? Repu bus lo Srisailam vellaali.',
  },
  {
    level: 'self_care',
    text: 'ఎండలో పొలం పని చేసి తలనొప్పి, కొంచెం నీరసం, మిగతా అంతా బాగానే ఉంది. ఒక పారాసిటమాల్ వేసుకోనా, ఓఆర్ఎస్ తాగనా?',
  },
  {
    level: 'self_care',
    text: 'బాబుకి (6) దోమ కాట్లతో కాళ్ళు చేతుల మీద చిన్న చిన్న దద్దుర్లు, దురద, ఇంకేమీ లేదు. రేపు స్కూల్‌కి పంపొచ్చా? ఏ క్రీమ్ రాయాలి?',
  },
  {
    level: 'self_care',
    text: 'కొత్త చెప్పులు వేసుకుంటే మడమ దగ్గర బొబ్బ వచ్చింది. పగలగొట్టాలా, అలాగే వదిలేయాలా? రేపు వాకింగ్‌కి వెళ్ళొచ్చా?',
  },
  // Round 34: told from afar or alone (a son retelling a phone call from the village, a video call, someone living alone at night, a neighbour through the wall); measured blind against rules and the detector of round 33 (rules 86.1 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'అమ్మ ఫోన్‌లో చెప్పింది మూడు రోజులుగా 102-103 జ్వరం, ఒళ్ళు నొప్పులు, తినలేకపోతోంది, వీధిలో చాలా మందికి డెంగ్యూ వచ్చింది. నేను వేరే ఊళ్ళో ఉన్నా, ఈ రోజే టెస్ట్ చేయించమనాలా?',
  },
  {
    level: 'urgent',
    text: 'Hostel lo unna, ninna nundi potta kudi vaipu kinda noppi perugutondi, nadiste noppi, konchem jwaram. Vaanthi ledu. Ivaale doctor ki chupinchukovala?',
  },
  {
    level: 'urgent',
    text: 'నాన్నకి షుగర్ ఉంది, ఊళ్ళో ఉంటారు. కాలి వేలికి పుండు అయి ఎర్రగా వాచింది, చీము వస్తోంది, కొంచెం జ్వరం అని ఫోన్‌లో చెప్పారు.',
  },
  {
    level: 'urgent',
    text: 'ఒంటరిగా ఉంటా, మూత్రం పోసేటప్పుడు చాలా మంట, నడుము పక్కన నొప్పి, నిన్న రాత్రి నుంచి చలి జ్వరం.',
  },
  {
    level: 'urgent',
    text: 'Akka phone lo cheppindi bava ki 2 rojula nundi virechanaalu, rojuki 8-10 saarlu, noru endipotondi, moothram takkuva vastondi. ORS istunnaru.',
  },
  {
    level: 'routine',
    text: 'అమ్మ చెబుతోంది కొన్ని వారాలుగా రాత్రి పదే పదే మూత్రానికి లేవాల్సి వస్తోంది, దాహం ఎక్కువ, బరువు కూడా తగ్గింది. ఒంటరిగా ఉంటుంది, ఎప్పుడు డాక్టర్‌ని చూడాలి?',
  },
  {
    level: 'routine',
    text: 'నైట్ షిఫ్ట్ చేస్తా, నెల రోజులుగా పగలు నిద్ర పట్టట్లేదు, చిరాకుగా ఉంటోంది. కౌన్సిలర్‌ని కలవాలా డాక్టర్‌నా?',
  },
  {
    level: 'routine',
    text: 'Naannaki chaala rojula nundi mokaalla noppulu, metlu ekkalekapotunnaru. Phone lo annaru ippudu inka ekkuva ayyindi. Palle lo untaru, ye doctor ki chupinchali?',
  },
  {
    level: 'routine',
    text: 'తమ్ముడు హాస్టల్‌లో, రెండు వారాలుగా పొడి దగ్గు, రాత్రి ఎక్కువ అవుతుంది, జ్వరం లేదు. ఆటలు ఆడగలుగుతున్నా అని ఫోన్‌లో చెప్పాడు.',
  },
  {
    level: 'routine',
    text: 'నానమ్మకి కొన్ని నెలలుగా కళ్ళు మసకగా కనిపిస్తున్నాయి, బాబాయ్ శుక్లం అయ్యుండొచ్చు అంటున్నారు. ఎక్కడ చూపించాలి?',
  },
  {
    level: 'routine',
    text: 'Nenu okkadine untunna, 2-3 vaaraluga lechi nilabadithe tala tirugutundi, konchem kurchunte sardukuntundi. BP chaala rojulu nundi check cheyinchaledu.',
  },
  {
    level: 'self_care',
    text: 'హాస్టల్‌లో ఉన్నా, నిన్నటి నుంచి ముక్కు కారుతోంది, తుమ్ములు, గొంతు కొంచెం గరగరగా ఉంది. ఏం తీసుకుంటే ఉపశమనం?',
  },
  {
    level: 'self_care',
    text: 'అమ్మ ఫోన్‌లో చెప్పింది పెరట్లో పని చేస్తుంటే చేతికి చిన్నగా గీసుకుపోయింది, రక్తం ఆగిపోయింది. కడిగి ఏం రాయాలి?',
  },
  {
    level: 'self_care',
    text: 'Raatri okkadine, biryani ekkuva tinnaanu, potta ubbaramga undi, gas. Emi teesukunte sardukuntundi?',
  },
  {
    level: 'self_care',
    text: 'నాన్న చెప్పారు రెండు రోజులుగా భుజం దగ్గర కొంచెం పట్టేసింది, బరువైన బకెట్ ఎత్తినప్పటి నుంచి. చేయి కదపగలుగుతున్నారు, నొప్పి తక్కువే.',
  },
  { level: 'self_care', text: 'నైట్ డ్యూటీ తర్వాత కళ్ళు మంటగా, పొడిగా అనిపిస్తాయి, చాలా సేపు స్క్రీన్ చూస్తా.' },
  // Round 35: young writers (students 13–24: slang, emojis, English mixed in, hostel, exams, sports, a friend's forwarded message); measured blind against rules and the detector of round 34 (rules 87.8 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: '3 రోజులుగా 102 జ్వరం, ఒళ్ళంతా నొప్పులు, కళ్ళ వెనక నొప్పి, hostel లో చాలా మందికి dengue వచ్చింది. paracetamol వేసినా తగ్గట్లేదు',
  },
  {
    level: 'urgent',
    text: 'Football aadutunte wrist meeda paddanu, ippudu vaachindi, shape konchem vankaraga kanipistondi, kadapalekapotunna',
  },
  {
    level: 'urgent',
    text: "నాన్నకి మూత్రం పోసేటప్పుడు మంట, ఇప్పుడు చలి జ్వరం, నడుము వెనక నొప్పి. ఆయనేమో 'నీళ్ళు తాగితే తగ్గుతుంది' అంటున్నారు",
  },
  {
    level: 'urgent',
    text: 'Right side potta kinda noppi, boddu daggara start ayyi ippudu kindaki vachindi, nadiste ekkuva, okasari vomiting. 20 yrs, hostel lo unna',
  },
  {
    level: 'urgent',
    text: 'చెల్లికి 8 ఏళ్ళు, చెవిలో బాగా నొప్పి, జ్వరం, చెవిలో నుంచి పసుపు రంగులో ఏదో కారుతోంది, రాత్రంతా ఏడ్చింది',
  },
  {
    level: 'routine',
    text: 'రెండు నెలలుగా జుట్టు బాగా ఊడుతోంది, periods కూడా irregular, మొహం మీద pimples. 18 ఏళ్ళు, PCOS ఏమో?',
  },
  {
    level: 'routine',
    text: 'Amma ki rendu nelaluga mokalla noppi, metlu ekkadam kashtam, poddunne biguvuga untundi. 50 years',
  },
  {
    level: 'routine',
    text: 'Board మీద రాసేది blur గా కనిపిస్తోంది, కళ్ళు strain, తలనొప్పి. last bench లో కూర్చుంటా, 15 ఏళ్ళు',
  },
  {
    level: 'routine',
    text: 'తాతయ్యకి కొన్ని నెలలుగా చేతులు వణుకుతున్నాయి, టీ గ్లాసు పట్టుకోవడం, రాయడం కష్టం అంటున్నారు. వేరే ఏ ఇబ్బంది లేదు',
  },
  {
    level: 'routine',
    text: 'Hostel ki vachinappati nunchi body lo durada, vella madhyalo erraga chinna pokkulu, raatri ekkuva durada',
  },
  {
    level: 'routine',
    text: '3 వారాలుగా దగ్గు తగ్గట్లేదు, జ్వరం లేదు, కొంచెం కఫం. రాత్రి ఎక్కువ. fresher గా job లో చేరా, AC office',
  },
  {
    level: 'self_care',
    text: 'జలుబు, ముక్కు కారుతోంది, గొంతు కొంచెం గరగరగా, జ్వరం లేదు. రేపు practical exam, ఏం చేయాలి?',
  },
  {
    level: 'self_care',
    text: 'Exam time lo late night chaduvuthu thalanoppi, screen chala sepu chustunna. tablet vaddu, inkemaina?',
  },
  { level: 'self_care', text: 'నిన్న ఎండలో రోజంతా cricket ఆడా, మొహం sunburn, కొంచెం మంట, బొబ్బలు లేవు' },
  {
    level: 'self_care',
    text: 'Mess food tinnaka light ga 2 sarlu loose motions, vomiting ledu, jwaram ledu, ippudu ok e',
  },
  {
    level: 'self_care',
    text: 'Period cramps మొదటి రెండు రోజులు ఎక్కువ, ప్రతి నెలా ఇలాగే ఉంటుంది, hot water bag పెడితే తగ్గుతుంది. ఈసారి college fest ఉంది, ఇంకేం చేయొచ్చు?',
  },
  // Round 36: people with a long-standing illness or a known history (diabetes, BP, asthma, epilepsy, an old stroke or heart attack, a stent, kidney disease, a past miscarriage or C-section, old TB) write about something new; measured blind against rules and the detector of round 35 (rules 90.9 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: 'పన్నెండేళ్లుగా షుగర్ ఉంది. మూడు రోజుల క్రితం కొత్త చెప్పు కరిచి బొటనవేలు దగ్గర పుండు అయింది. ఇప్పుడు ఆ చుట్టూ ఎర్రగా వాచింది, చీము వస్తోంది, కొంచెం జ్వరం కూడా ఉంది. నడవగలుగుతున్నా, నొప్పి పెద్దగా తెలియట్లేదు.',
  },
  {
    level: 'urgent',
    text: 'Naaku kidney problem undi, creatinine 3 daggara untundi. Rendu rojula nunchi moothram chala takkuva vastundi, kaalla vaapu perigindi, kani oopiri baagane undi. Ivala doctor ni kalavala leka next week appointment varaku aagocha?',
  },
  {
    level: 'urgent',
    text: 'ఐదో నెల నడుస్తోంది, మొదటి కాన్పు సిజేరియన్ అయింది. రెండు రోజులుగా మూత్రంలో మంట, నడుము పక్కన నొప్పి, జ్వరం 101, వణుకు. రక్తస్రావం ఏమీ లేదు, బిడ్డ బాగానే కదులుతోంది.',
  },
  {
    level: 'urgent',
    text: 'ఆస్తమా ఉన్న మా అబ్బాయికి పదేళ్లు. మూడు రోజులుగా జ్వరం, దగ్గు బాగా పెరిగింది, రాత్రి ఇన్‌హేలర్ రెండు సార్లు వాడాల్సి వచ్చింది. ఇప్పుడు మామూలుగా మాట్లాడుతున్నాడు, టీవీ చూస్తున్నాడు కానీ దగ్గు, జ్వరం తగ్గట్లేదు.',
  },
  {
    level: 'urgent',
    text: 'Sugar patient ni, 60 years. Ninna nunchi jwaram 102, chali, moothram lo manta. Sugar 280 vastundi, maamulu ga 150 lopu untundi. Tinagalugutunna, nadustunna, vomiting ledu.',
  },
  {
    level: 'routine',
    text: 'థైరాయిడ్ కోసం థైరాక్సిన్ 50 వేసుకుంటున్నా. ఈ మధ్య జుట్టు బాగా రాలుతోంది, ఎప్పుడూ అలసటగా ఉంటోంది, మూడు కిలోలు బరువు పెరిగా. ఆరు నెలల నుంచి టెస్ట్ చేయించుకోలేదు.',
  },
  {
    level: 'routine',
    text: 'BP ki amlodipine start chesi rendu nelalu ayyindi. Appati nunchi sayantram ki cheelamandalu konchem vaachutunnayi, podduna lechesariki taggipothundi. Inka emi ibbandi ledu. Tablet maarchala?',
  },
  {
    level: 'routine',
    text: 'నాన్నకి రెండేళ్ల క్రితం పక్షవాతం వచ్చి చాలా వరకు కోలుకున్నారు. ఈ మధ్య ఆ వైపు భుజం నొప్పి, చేయి పైకి ఎత్తలేకపోతున్నారు. ఫిజియోథెరపీ మానేసి ఆరు నెలలైంది. ఏ డాక్టర్‌కి చూపించాలి?',
  },
  {
    level: 'routine',
    text: 'ఏడేళ్ల క్రితం టీబీ వచ్చి మందులతో తగ్గింది. మూడు వారాలుగా పొడి దగ్గు వస్తూనే ఉంది, జ్వరం లేదు, బరువు తగ్గలేదు, ఆకలి బాగానే ఉంది. కఫం పరీక్ష చేయించుకోవాలా?',
  },
  {
    level: 'routine',
    text: 'Sugar 8 years nunchi undi. Ee madhya paper chaduvuthunte aksharaalu konchem masaka ga kanipistunnayi, slow ga. Intha varaku eye checkup eppudu cheyinchaledu. Eye doctor ki appointment teesukovala?',
  },
  {
    level: 'routine',
    text: 'మూర్ఛ వ్యాధికి మందులు వాడుతున్నా, డాక్టర్ నెల క్రితం టాబ్లెట్ డోస్ పెంచారు. అప్పటి నుంచి పగలు బాగా నిద్ర వస్తోంది, ఆఫీస్‌లో ఏకాగ్రత కుదరట్లేదు. ఫిట్స్ మాత్రం మళ్లీ రాలేదు.',
  },
  {
    level: 'self_care',
    text: 'నాకు షుగర్ ఉంది, మాత్రలతో కంట్రోల్‌లో ఉంది. నిన్నటి నుంచి జలుబు, ముక్కు కారడం, కొంచెం గొంతు గరగర. జ్వరం లేదు. ఆవిరి పట్టొచ్చా? దగ్గు సిరప్‌లో చక్కెర ఉంటుందా?',
  },
  {
    level: 'self_care',
    text: 'BP patient ni. Moodu rojula nunchi malabaddakam, kadupu baruvu ga undi. Noppi ledu, vomiting ledu, gas bayataki potundi. Intlo emi cheyyochu? Isabgol teesukovachha?',
  },
  {
    level: 'self_care',
    text: 'నిన్న పెళ్లిలో బిర్యానీ, మసాలా కూరలు ఎక్కువ తిన్నా, ఇవాళ కడుపులో కొంచెం ఉబ్బరం, పుల్లటి తేన్పులు. నొప్పి లేదు. థైరాయిడ్ మాత్రలు వాడుతున్నా. ఏం తాగితే తగ్గుతుంది?',
  },
  {
    level: 'self_care',
    text: 'నిన్న జిమ్‌లో కొత్త ఎక్సర్‌సైజ్ చేశా, ఇవాళ తొడ కండరాలు పట్టేశాయి, మెట్లు దిగుతుంటే నొప్పి. వాపు లేదు. నాకు ఆస్తమా ఉంది కానీ కంట్రోల్‌లో ఉంది. ఆస్తమా ఉన్నవాళ్లు ఏ నొప్పి మాత్ర వేసుకోవచ్చు?',
  },
  {
    level: 'self_care',
    text: 'Naaku rendu saarlu C-section ayyindi, chinna babu ki 2 years. Ninna nunchi notlo chinna chinna pundlu, karam tinettappudu manta. Jwaram ledu, migatha antha baagundi. Emi raasukovali?',
  },
  // Round 37: work and seasons (farm, construction site, brick kiln, factory, drivers, fishermen, migrant workers; monsoon floods, heat wave, winter smoke, festival fasting, pilgrimage, wedding crowds); measured blind against rules and the detector of round 36 (rules 92.0 %, with the detector 98.3 %).
  {
    level: 'urgent',
    text: 'మూడు రోజులుగా జ్వరం 102 దాకా వస్తోంది, ఒళ్ళు నొప్పులు, కళ్ళ వెనక నొప్పి. మా కాలనీలో డెంగ్యూ కేసులు ఉన్నాయి. నడవగలుగుతున్నాను, కొంచెం తింటున్నాను, వాంతులు లేవు. పారాసెటమాల్ వేసుకుంటున్నాను. టెస్ట్ చేయించుకోవాలా?',
  },
  {
    level: 'urgent',
    text: 'Welding pani chestunte ninna kanti lo chinna iron mukka paddindi. Raatri nundi kannu erraga undi, neeru kaarutondi, velugu chuste guchhukunnattu noppi. Choopu baagane undi. Medical shop lo eye drops konukkunte saripotunda?',
  },
  {
    level: 'urgent',
    text: 'వరి నాట్లు వేస్తుండగా బురదలో గాజు పెంకు కాలికి గుచ్చుకుని లోతుగా గాయం అయింది. గుడ్డ కట్టాక రక్తం ఆగిపోయింది, నడవగలుగుతున్నాను. టీటీ ఇంజెక్షన్ వేసుకుని ఐదారేళ్ళు అవుతోంది. గాయంలో ఇంకా మట్టి ఉన్నట్టుంది.',
  },
  {
    level: 'urgent',
    text: 'మా అమ్మకి రెండు రోజులుగా మూత్రంలో మంట, చలి జ్వరం, నడుము కుడి పక్కన నొప్పి. తనకి షుగర్ ఉంది. వాంతులు లేవు, తింటోంది, మాట్లాడుతోంది, కానీ నీరసంగా ఉంది. ఏం చేయాలి?',
  },
  {
    level: 'urgent',
    text: 'వరదల తర్వాత నుంచి మా నాన్నకి మూడు రోజులుగా జ్వరం, కాలి పిక్కలు బాగా నొప్పి, కళ్ళు ఎర్రగా ఉన్నాయి. వరద నీళ్ళలో నడిచి పశువుల్ని తోలుకొచ్చారు. నడుస్తున్నారు, తింటున్నారు, మూత్రం మామూలుగానే వస్తోంది.',
  },
  {
    level: 'routine',
    text: 'ఆరు నెలలుగా ధాన్యం గోదాంలో బస్తాలు సర్దే పని చేస్తున్నాను. తరచుగా పొడి దగ్గు, తుమ్ములు, ముక్కు దిబ్బడ, ముఖ్యంగా పని అయ్యాక. జ్వరం లేదు, ఆయాసం లేదు. ఒకసారి డాక్టర్ కి చూపించుకోవాలి అనుకుంటున్నా.',
  },
  {
    level: 'routine',
    text: 'Lorry nadipi nadipi moodu nelala nunchi nadumu noppi, appudappudu kaalu jhummani tingling ga untundi. Bathroom ki emi problem ledu, kaallalo balam baagane undi. Ee trip aipoyaka okasari ortho doctor ki chupinchukovala?',
  },
  {
    level: 'routine',
    text: 'మా ఆయన నేత మిల్లులో పని చేస్తారు. మెషీన్ల శబ్దం వల్ల ఏడాదిగా చెవులు సరిగా వినపడటం లేదు, టీవీ సౌండ్ బాగా పెంచుతున్నారు, చెవుల్లో గుయ్యి మని మోత. నొప్పి లేదు, చీము లేదు.',
  },
  {
    level: 'routine',
    text: 'ఎప్పుడూ పొలంలో బురదలో ఉండటం వల్ల కాళ్ళ వేళ్ళ మధ్య చర్మం తెల్లగా నాని, దురద, చిన్న పగుళ్ళు. నెల రోజులుగా కొబ్బరి నూనె రాసినా తగ్గడం లేదు. జ్వరం, వాపు ఏమీ లేవు. చర్మం డాక్టర్ దగ్గరికి వెళ్ళాలా?',
  },
  {
    level: 'routine',
    text: 'నాకు 45 ఏళ్ళు, ఆటో నడుపుతాను. ఈ మధ్య దాహం ఎక్కువగా వేస్తోంది, రాత్రి మూడుసార్లు మూత్రానికి లేస్తున్నాను, కొంచెం బరువు కూడా తగ్గాను. మా నాన్నకి షుగర్ ఉంది. టెస్ట్ చేయించుకోవాలా?',
  },
  {
    level: 'routine',
    text: 'మా అమ్మ రోజంతా బీడీలు చుడుతుంది. ఈ మధ్య దగ్గరి పని చేస్తుంటే అక్షరాలు, ఆకులు మసకగా కనిపిస్తున్నాయి అంటోంది, కళ్ళద్దాలు కావాలేమో. కళ్ళు ఎర్రబడటం, నొప్పి ఏమీ లేవు.',
  },
  {
    level: 'self_care',
    text: 'ఎండలో బజారులో కూరగాయలు అమ్ముతాను. సాయంత్రానికి కొంచెం తలనొప్పి, దాహం, మూత్రం పసుపు రంగులో వస్తోంది. నీడలో కూర్చుని మజ్జిగ తాగితే తగ్గిపోతోంది. ఇంకేం జాగ్రత్తలు తీసుకోవాలి?',
  },
  {
    level: 'self_care',
    text: 'Chali kaalam lo chethulu, pedalu pagilipotunnayi, kaalla madamalu cheelipoyayi, nadiste konchem noppi. Construction pani lo cement valla inka ekkuva avutondi. Raktam, cheemu emi levu. Intlo emi raasukovali?',
  },
  {
    level: 'self_care',
    text: 'వినాయక చవితి ఊరేగింపులో రాత్రంతా డప్పులకి డాన్స్ చేశాను, ఇప్పుడు కాళ్ళు, పిక్కలు నొప్పి, కొంచెం నీరసం. జ్వరం లేదు, వాపు లేదు. రెస్ట్ తీసుకుంటే సరిపోతుందా, ఏమైనా రాసుకోవాలా?',
  },
  {
    level: 'self_care',
    text: 'Ayyappa deeksha lo unnanu, cheppulu lekunda nadavadam valla kaali adugu lo rendu chinna neeti bobbalu vachayi. Erupu ledu, cheemu ledu, jwaram ledu. Intlo em cheyali, bobbalu chidamala vaddha?',
  },
  {
    level: 'self_care',
    text: 'మా పాపకి 4 ఏళ్ళు. వర్షాకాలం మొదలయ్యాక రెండు రోజులుగా జలుబు, ముక్కు కారడం, కొంచెం దగ్గు. ఆడుకుంటోంది, బాగానే తింటోంది, జ్వరం లేదు. ఇంట్లో ఏం చేయాలి?',
  },
  // Round 38: a long story told in order, ending with the speaker's own harmless guess (gas, acidity, the heat, a sprain, tiredness); measured blind against rules and the detector of round 37 (rules 88.9 %, with the detector 95.7 %).
  {
    level: 'urgent',
    text: 'మొన్నటి నుంచి జ్వరం, ఒళ్లు నొప్పులు. ఈరోజు పొద్దున స్నానం చేసి ఆఫీస్ కి రెడీ అవుతుంటే కాళ్ల మీద ఎర్రటి చుక్కలు, చిగుళ్ల నుంచి కొంచెం రక్తం. మా వీధిలో చాలామందికి డెంగ్యూ. వేడి చేసిందేమో, బొప్పాయి ఆకు రసం తాగుతా అనుకుంటున్నా.',
  },
  {
    level: 'urgent',
    text: 'Ninna raatri nunchi urine ki vellinappudu chaala manta, maatimaatiki vellali, ee roju podduna nunchi chali jwaram 102, veepu kudi vaipu noppi. Office lo manager leave ivvatledu. Ekkuva neellu taagithe taggutundi anukuntunna.',
  },
  {
    level: 'urgent',
    text: 'నిన్న సాయంత్రం డాబా మీద బట్టలు తీయడానికి వెళ్లి మెట్ల మీద కాలు బెణికింది. రాత్రి ఐస్ పెట్టాను, తగ్గిపోతుంది అనుకున్నా. ఈరోజు పొద్దున చీలమండ బాగా వాచి నీలంగా అయింది, కాలు కింద పెట్టలేకపోతున్నా, నాలుగు అడుగులు కూడా వేయలేకపోతున్నా. బెణుకే కదా, సున్నం పసుపు పెట్టనా?',
  },
  {
    level: 'urgent',
    text: 'బాబుకి (6 ఏళ్లు) రెండు రోజులుగా చెవి నొప్పి, నిన్న రాత్రి ఏడుస్తూనే పడుకున్నాడు. ఈరోజు పొద్దున దిండు మీద పసుపు రంగు చీము మరక, జ్వరం 102. స్కూల్ టిఫిన్ సర్దాను కానీ పంపలేదు. అమ్మ వెల్లుల్లి నూనె వేడి చేసి చెవిలో పోయమంటోంది.',
  },
  {
    level: 'urgent',
    text: 'Monna vanta chestunte vedi noone cheyyi meeda chimmindi, appudu neellu posanu. Ee roju chusthe aa chotu erraga vaachindi, cheemu pattindi, erupu cheyyi paiki paakutondi, konchem jwaram la undi. Burnol raasukuntanu anukuntunna.',
  },
  {
    level: 'routine',
    text: 'రెండు మూడు నెలలుగా రాత్రి పూట మాటిమాటికి బాత్రూం కి వెళ్లాల్సి వస్తోంది, దాహం ఎక్కువ, బరువు కూడా కొంచెం తగ్గినట్టుంది. అమ్మానాన్న ఇద్దరికీ షుగర్. ఆఫీస్ క్యాంటీన్ లో స్వీట్లు తగ్గించాను. వయసు వల్లే అనుకుంటా, అయినా ఒకసారి చూపించుకోవాలా?',
  },
  {
    level: 'routine',
    text: 'Oka nela nunchi podduna lechesariki cheti vellu biggaga untayi, ara ganta tarvata sardukuntayi. Vantalo chapathi vatthadam kashtanga undi. Amma vayasu aindi (naaku 45) vaatham antondi. Nuvvula noone raastunna. Ye test cheyinchukovali?',
  },
  {
    level: 'routine',
    text: 'చాలా రోజులుగా మెట్లు ఎక్కినా, కూరగాయల సంచి పట్టుకుని పైకి వెళ్లినా మోకాళ్ల నొప్పి, కూర్చుంటే తగ్గుతుంది. వయసు 56, కొంచెం బరువు ఎక్కువ. వీధి షాపులో నొప్పి బామ్ కొని రాస్తున్నా. ఏమైనా వ్యాయామం లేదా టెస్ట్ కావాలా?',
  },
  {
    level: 'routine',
    text: 'రెండు నెలలుగా తిన్న తర్వాత గుండెల్లో మంట, ముఖ్యంగా రాత్రి బజ్జీలు తింటే. పడుకోగానే పుల్లటి నీళ్లు నోట్లోకి వస్తాయి. నడిచేటప్పుడు ఏ ఇబ్బందీ లేదు. ఆంటాసిడ్ తాగితే తగ్గుతుంది, కానీ మళ్లీ వస్తుంది. ఈ వారంలో డాక్టర్ ని కలుద్దాం అనుకుంటున్నా.',
  },
  {
    level: 'routine',
    text: 'Maa ammayi (12) ki konni rojuluga board meeda raasindi masakaga kanipistondi anta, class lo mundu bench lo kurchovalani antondi. Phone lo games ekkuva aadutundi, adi aapesanu. Saayantram tala noppi kuda vastondi. Kallu doctor ki chupinchala?',
  },
  {
    level: 'routine',
    text: 'నెల రోజులుగా చాలా నీరసంగా ఉంది, గోళ్లు తెల్లగా పాలిపోయాయి, జుట్టు రాలుతోంది, కొంచెం నడిస్తే ఆయాసం వచ్చి తగ్గిపోతుంది. పీరియడ్స్ లో రక్తం ఎక్కువ పోతుంది. ఆఫీస్, ఇల్లు చూసుకుంటూ సరిగా తినట్లేదు, బలహీనత అనుకుంటా. బ్లడ్ టెస్ట్ చేయించాలా?',
  },
  {
    level: 'self_care',
    text: 'నిన్న వర్షంలో తడిసి ఇంటికి వచ్చాను, గొడుగు బస్సులోనే మర్చిపోయాను. ఈరోజు పొద్దున నుంచి ముక్కు కారుతోంది, తుమ్ములు, గొంతు కొంచెం గరగర. జ్వరం లేదు, బాగానే తింటున్నా, ఆఫీస్ కి కూడా వెళ్లాను. అల్లం టీ, ఆవిరి పట్టడం సరిపోతుందా?',
  },
  {
    level: 'self_care',
    text: 'Ninna pelli bhojanam lo biryani, mutton, double ka meetha anni ekkuva tinesanu. Ee roju podduna nunchi kadupu baruvuga undi, trenpulu vastunnayi, konchem acidity. Jwaram ledu, vaanti ledu, motion normal. Vaamu neellu taagutunna. Ee roju light ga tintanu anukuntunna.',
  },
  {
    level: 'self_care',
    text: 'కొత్త చెప్పులు వేసుకుని నిన్నంతా ఎగ్జిబిషన్ లో తిరిగాను. రాత్రి చూస్తే మడమ దగ్గర ఒక బొబ్బ, చిన్నది, ఎర్రగా లేదు, చీము లేదు. ఈరోజు పాత చెప్పులు వేసుకున్నా. బొబ్బని చిదపాలా, అలాగే వదిలేయాలా?',
  },
  {
    level: 'self_care',
    text: 'నిన్న ఇంటికి పెయింట్ వేయడానికి రోజంతా నిచ్చెన ఎక్కి దిగాను, ఈరోజు పొద్దున లేవగానే భుజాలు మెడ పట్టేశాయి. చెయ్యి బాగానే కదుపుతున్నా, తిమ్మిరి లేదు, నొప్పి మాత్రమే. వేడి కాపడం పెడుతున్నా, పని ఎక్కువైనందుకే అనుకుంటా. ఇంకా ఏం చేయొచ్చు?',
  },
  {
    level: 'self_care',
    text: 'Papa (4) park lo aadukuntu padi mokaalu konchem geesukupoyindi, konchem raktam vachindi, kadigesanu. Ippudu malli parigettutondi, aadukuntondi. Aa chotu konchem erraga undi. Antiseptic raasi band-aid vesthe saripotunda?',
  },
  // Round 39: shyness and euphemism (bleeding called 'that' or 'my clothes got spoiled', pain called 'uneasiness', a suicide plan only hinted, elders' polite indirection); measured blind against rules and the detector of round 37 (rules 78.4 %, with the detector 94.3 %).
  {
    level: 'urgent',
    text: 'మా అబ్బాయిని (9) స్కూల్ నుంచి వస్తుంటే వీధి కుక్క పిక్క మీద కరిచింది, పళ్ళ గాట్లు, కొంచెం రక్తం వచ్చింది. సబ్బుతో కడిగాం. మా అమ్మ పసుపు, సున్నం పెడితే చాలు అంటోంది.',
  },
  {
    level: 'urgent',
    text: 'మా పాపకి ఆరేళ్ళు, రెండు రోజులుగా చెవి నొప్పి, జ్వరం 102. ఈరోజు చెవి నుంచి చీము లాంటిది కారుతోంది. ఆడుకుంటోంది, తింటోంది కానీ రాత్రి నిద్రపోలేదు.',
  },
  {
    level: 'urgent',
    text: "వంట చేస్తుంటే మా అత్తగారి చేతి మీద వేడి నూనె పడింది, అరచేయి అంత మేర బొబ్బలు వచ్చాయి, చాలా మంటగా ఉంది. ఆవిడ 'టూత్‌పేస్ట్ రాస్తే చాలు' అంటున్నారు.",
  },
  {
    level: 'urgent',
    text: 'మూడు రోజులుగా వికారం, ఆకలి లేదు. ఈరోజు అద్దంలో చూస్తే కళ్ళు పసుపు పచ్చగా ఉన్నాయి, మూత్రం టీ రంగులో వస్తోంది. కొంచెం జ్వరం. ఇంకా పనికి వెళ్తూనే ఉన్నాను.',
  },
  {
    level: 'urgent',
    text: 'అడగడానికి మొహమాటంగా ఉంది. నాకు ఐదో నెల. రెండు రోజులుగా మూత్రం పోసేటప్పుడు మంట, నడుము దగ్గర నొప్పి, కొంచెం జ్వరం. కింద రక్తం ఏమీ లేదు, బిడ్డ బాగా కదులుతోంది.',
  },
  {
    level: 'routine',
    text: "Pelli ayyi aaru nelalu. 'Aa vishayam lo' naaku konchem ibbandi ga undi, bhaarya ki kuda cheppaleka potunna, siggu ga undi. Naaku sugar undi, 39 yellu. Ye doctor ni kalavali?",
  },
  {
    level: 'routine',
    text: 'కొంచెం సంకోచంగా అడుగుతున్నాను. నెల రోజులుగా తెల్లబట్ట ఎక్కువగా పోతోంది, కొంచెం దురద. జ్వరం లేదు, నొప్పి లేదు. ఇంట్లో ఎవరికీ చెప్పలేదు.',
  },
  {
    level: 'routine',
    text: 'వెనుక వైపు (మలం వెళ్ళే చోట) అప్పుడప్పుడు విరేచనం తర్వాత రెండు చుక్కల రక్తం కనిపిస్తోంది, ఒక నెలగా. నొప్పి పెద్దగా లేదు, నీరసం లేదు. 35 ఏళ్ళు.',
  },
  {
    level: 'routine',
    text: "మా నాన్నగారికి కొన్ని నెలలుగా కూర్చున్నప్పుడు కుడి చేయి వణుకుతోంది, నడక కూడా కాస్త నెమ్మదైంది. ఆయన 'వయసు' అని ఊరుకుంటారు. 68 ఏళ్ళు.",
  },
  {
    level: 'routine',
    text: 'Maa ammayi ki 16 yellu, periods rendu moodu nelalaki okasari vastunnayi, mukham meeda motimalu, gaddam daggara konchem ventrukalu. Aame bayataki vellalante siggupadutondi.',
  },
  {
    level: 'routine',
    text: 'మా ఆయన రాత్రి గట్టిగా గురక పెడతారు, పగలు ఆఫీసులో కూర్చుంటే నిద్రొచ్చేస్తుంది. ఆయన ఈ విషయం మాట్లాడటానికే ఇష్టపడరు. డాక్టర్‌కి చూపించాలా?',
  },
  {
    level: 'self_care',
    text: 'నిన్న రాత్రి బిర్యానీ ఎక్కువ తిన్నాను, పొద్దున్నుంచి పుల్లటి తేన్పులు, గుండెల్లో కొంచెం మంట. ఇప్పుడు తగ్గుతోంది. ఇంట్లో ఏం చేయొచ్చు?',
  },
  {
    level: 'self_care',
    text: 'Rendu rojuluga notlo chinna pundu, kaaram tinte manta. Vere em ledu, jwaram ledu. Intlo emaina chitkalu unnaya?',
  },
  {
    level: 'self_care',
    text: 'చలికాలం వచ్చింది, మడమల దగ్గర పగుళ్ళు, నడుస్తుంటే కొంచెం నొప్పి. రక్తం రావట్లేదు. ఏం రాసుకోవాలి?',
  },
  {
    level: 'self_care',
    text: 'తల మీద చుండ్రు ఎక్కువైంది, దురద. పెళ్ళిచూపులు ఉన్నాయి, బయట చెప్పుకోలేక ఇక్కడ అడుగుతున్నా. ఇంట్లో ఏం చేయొచ్చు?',
  },
  {
    level: 'self_care',
    text: 'మా బాబు ఐదేళ్ళు, రెండు రోజులుగా ముక్కు కారుతోంది, తుమ్ములు. జ్వరం లేదు, ఆడుకుంటున్నాడు, అన్నం తింటున్నాడు. స్కూల్‌కి పంపొచ్చా?',
  },
  // Round 40: readings and numbers (BP 82/50, pulse 44, SpO2 84, a baby's 35.2 °C, fits three times in an hour), the danger often in the number alone; measured blind after rounds 38 and 39's fixes (rules 87.8 %, with the detector 94.9 %).
  {
    level: 'urgent',
    text: '4 రోజులుగా జ్వరం 103, చలితో వణుకుతోంది, రోజు విడిచి రోజు వస్తోంది, మా ఊర్లో మలేరియా కేసులు ఉన్నాయి.',
  },
  {
    level: 'urgent',
    text: 'chevi noppi 2 rojulu, ippudu chevi nundi cheemu vastondi, jvaram 101, babu ki 6 years.',
  },
  {
    level: 'urgent',
    text: 'కాలు మడత పడి చీలమండ బాగా వాచింది, 2 గంటలైంది, కాలు మీద బరువు పెట్టలేకపోతున్నాను.',
  },
  {
    level: 'urgent',
    text: 'మూత్రం మంటగా ఉంది, రోజుకి 15 సార్లు వెళ్తున్నాను, ఈ రోజు నుండి జ్వరం 101.4, నడుం వెనక నొప్పి.',
  },
  {
    level: 'urgent',
    text: 'కంటిలో సిమెంట్ పడింది, నీళ్ళతో 10 నిమిషాలు కడిగాను, ఇంకా ఎర్రగా మంటగా ఉంది, చూపు కొంచెం మసకగా ఉంది.',
  },
  {
    level: 'routine',
    text: 'BP 150/95 vastondi gata vaaram nundi, tala noppi emi ledu, 50 years, maatralu emi vaadatledu.',
  },
  {
    level: 'routine',
    text: 'HbA1c 7.8 వచ్చింది, మెట్ఫార్మిన్ 500 రోజుకి రెండు వేసుకుంటున్నాను. డోస్ మార్చాలా?',
  },
  {
    level: 'routine',
    text: '3 వారాలుగా ఎడమ భుజం నొప్పి, చేయి పైకి ఎత్తలేకపోతున్నాను, 52 ఏళ్ళు.',
  },
  {
    level: 'routine',
    text: 'పీరియడ్స్ 2 నెలలుగా రాలేదు, ప్రెగ్నెన్సీ టెస్ట్ నెగటివ్, 24 ఏళ్ళు, బరువు పెరుగుతోంది.',
  },
  {
    level: 'routine',
    text: 'vitamin D 14 ani report lo vachindi, kaallu noppulu, alasata. em cheyali?',
  },
  {
    level: 'routine',
    text: 'మా అబ్బాయి 10 ఏళ్ళు, 2 నెలల నుండి బోర్డు మీద అక్షరాలు సరిగ్గా కనిపించట్లేదు అంటున్నాడు.',
  },
  {
    level: 'self_care',
    text: 'జలుబు, ముక్కు కారడం 2 రోజులుగా, టెంపరేచర్ 99, గొంతు కొంచెం గరగర.',
  },
  {
    level: 'self_care',
    text: 'ninna 30 km cycling chesanu, ee roju thodalu noppi, vere emi problem ledu.',
  },
  {
    level: 'self_care',
    text: 'మెడ మీద చెమట కాయలు, ఈ వారం 42 డిగ్రీల ఎండ, దురద మాత్రమే ఉంది.',
  },
  {
    level: 'self_care',
    text: 'నిన్న ఫంక్షన్ లో బిర్యానీ 2 ప్లేట్లు తిన్నాను 😅 ఈ రోజు కడుపు ఉబ్బరం, వేరే లక్షణాలు లేవు.',
  },
  {
    level: 'self_care',
    text: 'పాపకి 5 ఏళ్ళు, ఆడుకుంటూ మోకాలు గీసుకుంది, 2 సెం.మీ. చిన్న గీత, రక్తం ఆగిపోయింది.',
  },
];

import type { OrdinaryProbe } from '../ordinary-probes';

/** Ordinary probes, Punjabi: everyday health messages that are not emergencies. */
export const ORDINARY_PROBES_PA_IN: readonly OrdinaryProbe[] = [
  {
    level: 'self_care',
    text: 'ਪਿਛਲੇ ਮਹੀਨੇ ਮੇਰੇ ਬੀਬੀ ਜੀ (ਦਾਦੀ) ਪੂਰੇ ਹੋ ਗਏ। ਉਦੋਂ ਤੋਂ ਮਨ ਉਦਾਸ ਰਹਿੰਦਾ ਤੇ ਕਦੇ ਕਦੇ ਰੋਣਾ ਆ ਜਾਂਦਾ। ਖਾਣਾ ਪੀਣਾ ਤੇ ਕੰਮ ਚੱਲ ਰਿਹਾ, ਨੀਂਦ ਵੀ ਠੀਕ ਹੈ। ਕੀ ਇਹ ਆਮ ਹੈ?',
  },
  { level: 'self_care', text: 'tave naal ungal sarh gayi, thodi laal aa, chhala nahi bana' },
  { level: 'urgent', text: 'ਗੁਰਦੇ ਦੀ ਪੱਥਰੀ ਦਾ ਦਰਦ ਫਿਰ ਸ਼ੁਰੂ ਹੋ ਗਿਆ ਉਲਟੀ ਵੀ ਆਈ ਇੱਕ ਵਾਰ' },
  { level: 'urgent', text: 'ਕਤੂਰੇ ਨੇ ਹੱਥ ਤੇ ਝਰੀਟ ਮਾਰੀ ਖੂਨ ਥੋੜ੍ਹਾ ਸਿੰਮਿਆ ਟੀਕਾ ਲਵਾਉਣਾ ਪਊ?' },
  {
    level: 'urgent',
    text: '5 din ton bukhr, widal test positve aaya, bhukh nahi lagdi, ki karaan',
  },
  { level: 'urgent', text: 'ਸਵੇਰ ਤੋਂ 8-10 ਵਾਰ ਪਤਲੇ ਦਸਤ ਹੋ ਗਏ ਕਮਜ਼ੋਰੀ ਬਹੁਤ ਪਿਸ਼ਾਬ ਘੱਟ ਆਇਆ ਮੂੰਹ ਸੁੱਕਦਾ' },
  { level: 'self_care', text: 'ਮੂੰਹ ਵਿੱਚ ਛਾਲਾ ਹੋ ਗਿਆ ਖਾਣ ਵੇਲੇ ਲੜਦਾ' },
  {
    level: 'urgent',
    text: 'ਚਾਹ ਵਾਲਾ ਉਬਲਦਾ ਪਾਣੀ ਬਾਂਹ ਤੇ ਡਿੱਗ ਪਿਆ। ਹਥੇਲੀ ਜਿੰਨੀ ਥਾਂ ਤੇ ਛਾਲੇ ਬਣ ਗਏ ਹਨ। 20 ਮਿੰਟ ਠੰਡਾ ਪਾਣੀ ਪਾਇਆ। ਦਰਦ ਬਹੁਤ ਹੈ।',
  },
  {
    level: 'urgent',
    text: 'ਮੁੰਡਾ 12 ਸਾਲ ਦਾ ਸਾਈਕਲ ਤੋਂ ਡਿੱਗ ਪਿਆ ਤੇ ਹੱਥ ਦੇ ਭਾਰ ਆਇਆ। ਗੁੱਟ ਸੁੱਜ ਗਿਆ ਤੇ ਹਿਲਾਉਣ ਨਾਲ ਬਹੁਤ ਦਰਦ ਹੁੰਦਾ। ਉਂਗਲਾਂ ਹਿੱਲਦੀਆਂ ਨੇ ਤੇ ਚਮੜੀ ਨਹੀਂ ਫਟੀ। ਹੱਡੀ ਟੁੱਟੀ ਹੋ ਸਕਦੀ?',
  },
  {
    level: 'self_care',
    text: 'gale ch halki jehi kharash aa kal ton, garam paani ch loon paa ke garare kar reha haan, hor ki kar sakda?',
  },
  { level: 'self_care', text: 'raat nu pinni ch kadal pe jaandi aa, 1-2 minute bahut dard hunda' },
  {
    level: 'self_care',
    text: 'ਦੋ ਦਿਨਾਂ ਤੋਂ ਨੱਕ ਵਗ ਰਿਹਾ ਹੈ ਤੇ ਛਿੱਕਾਂ ਆ ਰਹੀਆਂ ਨੇ। ਉਮਰ 28 ਸਾਲ ਹੈ, ਬੁਖਾਰ ਨਹੀਂ ਤੇ ਗਲਾ ਵੀ ਠੀਕ ਹੈ। ਭਾਫ਼ ਲਈ ਸੀ, ਥੋੜ੍ਹਾ ਆਰਾਮ ਮਿਲਿਆ। ਹੋਰ ਕੀ ਕਰਾਂ?',
  },
  { level: 'routine', text: 'ਪਿਸ਼ਾਬ ਕਰਦਿਆਂ ਹਲਕੀ ਜਲਣ 2 ਦਿਨਾਂ ਤੋਂ, ਬੁਖਾਰ ਨਹੀਂ, ਪਾਣੀ ਵਧਾਇਆ ਹੈ' },
  { level: 'routine', text: 'ਨਾਨੀ ਨੂੰ ਧੁੰਦਲਾ ਦਿਸਦਾ ਅੱਖ ਵਿੱਚ ਚਿੱਟਾ ਜਿਹਾ ਲੱਗਦਾ, ਮੋਤੀਆ ਹੋਊ?' },
  {
    level: 'self_care',
    text: 'ਜ਼ੁਕਾਮ ਤਾਂ ਠੀਕ ਹੋ ਗਿਆ ਪਰ 5 ਦਿਨਾਂ ਤੋਂ ਸੁੱਕੀ ਖੰਘ ਰਹਿ ਗਈ ਹੈ, ਖਾਸ ਕਰਕੇ ਰਾਤ ਨੂੰ। ਬੁਖਾਰ ਨਹੀਂ ਤੇ ਸਾਹ ਠੀਕ ਹੈ। ਸ਼ਹਿਦ ਅਦਰਕ ਲੈ ਰਿਹਾ ਹਾਂ। ਕੀ ਇਹ ਆਪੇ ਠੀਕ ਹੋ ਜਾਊ?',
  },
  {
    level: 'routine',
    text: 'dadi da bp 150/95 aa reha 3 din ton, goli roz khande ne, sir ch halka bhaar',
  },
  {
    level: 'self_care',
    text: 'ਪੌੜੀ ਤੋਂ ਉਤਰਦਿਆਂ ਗਿੱਟਾ ਥੋੜ੍ਹਾ ਮੁੜ ਗਿਆ। ਤੁਰ ਸਕਦਾ ਹਾਂ, ਬੱਸ ਹਲਕੀ ਸੋਜ ਤੇ ਦਰਦ ਹੈ। ਬਰਫ਼ ਲਾਵਾਂ ਜਾਂ ਗਰਮ ਪਾਣੀ ਦੀ ਟਕੋਰ ਕਰਾਂ?',
  },
  { level: 'routine', text: 'ਘਰ ਚ ਸਾਰਿਆਂ ਨੂੰ ਰਾਤ ਨੂੰ ਖੁਜਲੀ ਹੁੰਦੀ ਉਂਗਲਾਂ ਵਿਚਕਾਰ ਦਾਣੇ ਨੇ ਬੱਚਿਆਂ ਨੂੰ ਵੀ' },
  {
    level: 'urgent',
    text: '4 din ton bukhar te sareer ch bahut dard, mohalle ch dengue chal reha. kal test karaya platelets 1 lakh 20 hazaar aaye. kitte khoon nahi aaya, pet dard nahi, paani te juice pee reha haan. ajj doctor nu dikhana chahida?',
  },
  {
    level: 'urgent',
    text: 'ਕੱਲ੍ਹ ਰਾਤ ਤੋਂ ਸੱਜੀ ਵੱਖੀ ਵਿੱਚ ਪਿੱਛੇ ਤੋਂ ਹੇਠਾਂ ਵੱਲ ਜਾਂਦਾ ਤੇਜ਼ ਦਰਦ ਉੱਠਦਾ ਤੇ ਬੈਠ ਜਾਂਦਾ। ਪਹਿਲਾਂ ਵੀ ਪੱਥਰੀ ਨਿਕਲੀ ਸੀ। ਪਿਸ਼ਾਬ ਥੋੜ੍ਹਾ ਲਾਲ ਜਿਹਾ ਆਇਆ। ਦਰਦ ਦੀ ਗੋਲੀ ਨਾਲ ਥੋੜ੍ਹਾ ਫਰਕ ਹੈ।',
  },
  {
    level: 'routine',
    text: 'ਖੂਨ ਦੀ ਜਾਂਚ ਵਿੱਚ Hb 9 ਆਇਆ ਹੈ। ਉਮਰ 30 ਸਾਲ, ਥਕਾਵਟ ਰਹਿੰਦੀ ਤੇ ਚਿਹਰਾ ਪੀਲਾ ਲੱਗਦਾ। ਮਾਹਵਾਰੀ ਥੋੜ੍ਹੀ ਜ਼ਿਆਦਾ ਆਉਂਦੀ ਹੈ। ਆਇਰਨ ਦੀ ਗੋਲੀ ਆਪੇ ਸ਼ੁਰੂ ਕਰ ਦਿਆਂ ਜਾਂ ਪਹਿਲਾਂ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਵਾਂ?',
  },
  {
    level: 'self_care',
    text: 'ਕੱਲ੍ਹ ਵਿਆਹ ਵਿੱਚ ਤਲਿਆ ਤੇ ਮਸਾਲੇਦਾਰ ਖਾਣਾ ਖਾਧਾ। ਹੁਣ ਪੇਟ ਦੇ ਉੱਤਲੇ ਹਿੱਸੇ ਵਿੱਚ ਜਲਣ ਤੇ ਖੱਟੇ ਡਕਾਰ ਆ ਰਹੇ ਨੇ। ਉਲਟੀ ਨਹੀਂ ਆਈ। ਠੰਡਾ ਦੁੱਧ ਪੀ ਲਵਾਂ?',
  },
  {
    level: 'routine',
    text: 'ਬਵਾਸੀਰ ਦੀ ਤਕਲੀਫ ਹੈ। ਪਖਾਨੇ ਵੇਲੇ ਦਰਦ ਹੁੰਦਾ ਤੇ ਕਦੇ ਕਦੇ ਦੋ ਤਿੰਨ ਬੂੰਦਾਂ ਖੂਨ ਆਉਂਦਾ। ਕਬਜ਼ ਵੀ ਰਹਿੰਦੀ ਹੈ। ਈਸਬਗੋਲ ਲੈ ਰਿਹਾ ਹਾਂ ਪਰ ਪੂਰਾ ਫਰਕ ਨਹੀਂ।',
  },
  {
    level: 'self_care',
    text: 'ਸੱਤਵਾਂ ਮਹੀਨਾ ਚੱਲ ਰਿਹਾ ਹੈ। ਰਾਤ ਨੂੰ ਖਾਣ ਤੋਂ ਬਾਅਦ ਖੱਟੇ ਡਕਾਰ ਆਉਂਦੇ ਤੇ ਗਲੇ ਤੱਕ ਜਲਣ ਹੁੰਦੀ। ਬੱਚਾ ਠੀਕ ਹਿੱਲਦਾ ਹੈ ਤੇ ਬਾਕੀ ਕੋਈ ਤਕਲੀਫ ਨਹੀਂ। ਕੀ ਕਰਾਂ?',
  },
  {
    level: 'self_care',
    text: 'pregnancy da doosra mahina aa, savere uthde hi ji kacha hunda te ik vaar ulti aundi, baaki din theek langhda. eh normal aa?',
  },
  {
    level: 'routine',
    text: 'ਮੰਮੀ ਦੀ ਉਮਰ 58 ਸਾਲ ਹੈ। ਪਿਛਲੇ ਹਫ਼ਤੇ ਖਾਲੀ ਪੇਟ ਸ਼ੂਗਰ 142 ਤੇ ਰੋਟੀ ਤੋਂ ਬਾਅਦ 210 ਆਈ। ਅਜੇ ਕੋਈ ਦਵਾਈ ਨਹੀਂ ਲੈਂਦੇ ਤੇ ਕੋਈ ਤਕਲੀਫ ਨਹੀਂ। ਕੀ ਹੁਣ ਦਵਾਈ ਸ਼ੁਰੂ ਕਰਨੀ ਪਵੇਗੀ?',
  },
  { level: 'self_care', text: 'meri dhee de sir ch jooan pe gayian school ton, ki lagayiye?' },
  { level: 'self_care', text: 'ਕੱਲ੍ਹ ਇੰਟਰਵਿਊ ਹੈ ਘਬਰਾਹਟ ਹੋ ਰਹੀ ਹੱਥਾਂ ਨੂੰ ਪਸੀਨਾ ਆਉਂਦਾ ਕਿਵੇਂ ਸ਼ਾਂਤ ਰਹਾਂ' },
  { level: 'self_care', text: 'ਨਿਆਣੇ ਨੂੰ ਜ਼ੁਕਾਮ ਨਾਲ ਖੰਘ ਹੈ ਪਰ ਖੇਡਦਾ ਫਿਰਦਾ ਤੇ ਦੁੱਧ ਵੀ ਪੀਂਦਾ' },
  {
    level: 'urgent',
    text: '4 ਦਿਨਾਂ ਤੋਂ ਅੱਖਾਂ ਤੇ ਪਿਸ਼ਾਬ ਪੀਲਾ ਹੈ। ਭੁੱਖ ਨਹੀਂ ਲੱਗਦੀ ਤੇ ਜੀ ਕੱਚਾ ਹੁੰਦਾ। ਬੁਖਾਰ ਹਲਕਾ ਜਿਹਾ ਸੀ। ਪੀਲੀਆ ਹੋਊ?',
  },
  { level: 'routine', text: 'ਮਹੀਨਿਆਂ ਤੋਂ ਤੇਜ਼ਾਬ ਬਣਦਾ ਗੋਲੀ ਖਾਂਦਾ ਤਾਂ ਠੀਕ ਨਹੀਂ ਤਾਂ ਫਿਰ ਉਹੀ ਹਾਲ' },
  { level: 'routine', text: 'nanaji nu ghatt sunan lagg gaya te kann ch seeti wajdi rehndi' },
  {
    level: 'routine',
    text: 'ਮੈਂ 24 ਸਾਲ ਦੀ ਹਾਂ। ਮਾਹਵਾਰੀ 2-3 ਮਹੀਨਿਆਂ ਬਾਅਦ ਆਉਂਦੀ ਹੈ, ਭਾਰ ਵਧ ਰਿਹਾ ਹੈ ਤੇ ਠੋਡੀ ਤੇ ਵਾਲ ਆ ਰਹੇ ਹਨ। ਸਹੇਲੀ ਕਹਿੰਦੀ PCOD ਹੋਊ। ਕਿਹੜੇ ਡਾਕਟਰ ਕੋਲ ਜਾਵਾਂ ਤੇ ਕਿਹੜੇ ਟੈਸਟ?',
  },
  { level: 'routine', text: 'ਵਾਲ ਬਹੁਤ ਝੜਦੇ ਨੇ ਕੰਘੀ ਕਰਨ ਵੇਲੇ ਗੁੱਛੇ ਆ ਜਾਂਦੇ' },
  {
    level: 'urgent',
    text: 'beti 5 saal di, 3 din ton bukhar 103 tak ja reha. dawai naal utarda te fer khed di vi aa te paani peendi aa. par teeje din vi bukhar nahi tutteya, ki ajj doctor kol jaiye?',
  },
  {
    level: 'urgent',
    text: 'khet ch jangaal lagga kill pair ch chubh gaya, tetanus da teeka 5 saal pehlan laggeya si',
  },
  {
    level: 'routine',
    text: 'ghar wale kehnde main bahut ghurade maarda, din ch neend aundi rehndi',
  },
  { level: 'urgent', text: 'ਦਾੜ੍ਹ ਵਿੱਚ ਦਰਦ ਸੀ ਹੁਣ ਗੱਲ੍ਹ ਸੁੱਜ ਗਈ ਤੇ ਹਲਕਾ ਬੁਖਾਰ' },
  { level: 'routine', text: 'ਭਾਰ 6 ਮਹੀਨਿਆਂ ਵਿੱਚ 8 ਕਿੱਲੋ ਵਧ ਗਿਆ, ਖਾਣਾ ਓਨਾ ਹੀ ਹੈ, ਕਿਹੜੇ ਟੈਸਟ ਕਰਾਵਾਂ?' },
  {
    level: 'self_care',
    text: 'ਮੇਰੇ ਪਿਤਾ ਜੀ 62 ਸਾਲ ਦੇ ਹਨ, BP ਦੀ ਗੋਲੀ ਲੈਂਦੇ ਹਨ ਤੇ BP 130/80 ਦੇ ਆਸਪਾਸ ਰਹਿੰਦਾ। ਹੁਣ ਸਵੇਰੇ ਸੈਰ ਸ਼ੁਰੂ ਕਰਨਾ ਚਾਹੁੰਦੇ ਨੇ। ਕਿੰਨਾ ਤੁਰਨਾ ਠੀਕ ਰਹੇਗਾ ਤੇ ਲੂਣ ਕਿੰਨਾ ਘਟਾਈਏ?',
  },
  {
    level: 'self_care',
    text: 'machhran ne bacheyan nu bahut katteya, laal daane te kharish, ki lagayiye',
  },
  {
    level: 'urgent',
    text: 'ਕੱਚ ਨਾਲ ਪੈਰ ਤੇ ਡੂੰਘਾ ਕੱਟ ਲੱਗ ਗਿਆ, ਕੱਪੜਾ ਦਬਾ ਕੇ ਖੂਨ ਰੁਕ ਗਿਆ ਪਰ ਜ਼ਖ਼ਮ ਖੁੱਲ੍ਹਾ ਹੈ, ਟਾਂਕੇ ਲੱਗਣਗੇ?',
  },
  { level: 'self_care', text: 'jukam ch paracetamol te cetirizine ikathe le sakde aa?' },
  { level: 'routine', text: 'cholesterol report ch LDL 170 aaya, umar 40, ki karna chahida?' },
  {
    level: 'self_care',
    text: 'phone zyada dekhan naal akhan ch jalan te bhaar jeha lagda shaam nu',
  },
  {
    level: 'self_care',
    text: 'ਮੈਂ 19 ਸਾਲ ਦੀ ਹਾਂ। ਹਰ ਮਹੀਨੇ ਮਾਹਵਾਰੀ ਦੇ ਪਹਿਲੇ ਦੋ ਦਿਨ ਢਿੱਡ ਦੇ ਹੇਠਲੇ ਹਿੱਸੇ ਵਿੱਚ ਮਰੋੜ ਪੈਂਦੇ ਨੇ। ਮਾਹਵਾਰੀ ਸਮੇਂ ਸਿਰ ਆਉਂਦੀ ਹੈ ਤੇ ਖੂਨ ਵੀ ਆਮ ਜਿੰਨਾ ਹੀ ਹੁੰਦਾ। ਗਰਮ ਪਾਣੀ ਦੀ ਬੋਤਲ ਨਾਲ ਥੋੜ੍ਹਾ ਆਰਾਮ ਮਿਲਦਾ। ਹੋਰ ਕੀ ਕਰ ਸਕਦੀ ਹਾਂ?',
  },
  { level: 'routine', text: 'raat nu hathan ch jhunjhuni te ungalan sunn ho jandiyan' },
  {
    level: 'self_care',
    text: 'ਮੇਰੀ ਉਮਰ 32 ਸਾਲ ਹੈ। ਕੱਲ੍ਹ ਰਾਤ ਤੋਂ 3 ਵਾਰ ਪਤਲੇ ਦਸਤ ਲੱਗੇ ਨੇ, ਸ਼ਾਇਦ ਬਾਹਰੋਂ ਗੋਲਗੱਪੇ ਖਾਧੇ ਸੀ। ORS ਪੀ ਰਿਹਾ ਹਾਂ ਤੇ ਪਿਸ਼ਾਬ ਠੀਕ ਆ ਰਿਹਾ ਹੈ। ਦਸਤ ਵਿੱਚ ਖੂਨ ਨਹੀਂ ਤੇ ਬੁਖਾਰ ਵੀ ਨਹੀਂ। ਖਾਣ ਵਿੱਚ ਕੀ ਲਵਾਂ?',
  },
  { level: 'routine', text: 'ਦਾਦੀ ਦੇ ਗੋਡੇ ਸੁੱਜੇ ਰਹਿੰਦੇ ਸਵੇਰੇ ਅਕੜਾਅ 2 ਮਹੀਨਿਆਂ ਤੋਂ' },
  {
    level: 'urgent',
    text: 'kanak kadhde akh ch kujh pe gaya, laal aa te rarak bahut, paani naal dhoti',
  },
  {
    level: 'routine',
    text: 'ਵਾਰ ਵਾਰ ਲੱਤਾਂ ਤੇ ਫੋੜੇ ਨਿਕਲਦੇ ਨੇ, ਇਸ ਸਾਲ ਤੀਜੀ ਵਾਰ ਹੋ ਗਿਆ। ਆਪੇ ਫਿੱਸ ਕੇ ਠੀਕ ਹੋ ਜਾਂਦੇ, ਬੁਖਾਰ ਨਹੀਂ ਹੁੰਦਾ। ਕੀ ਸ਼ੂਗਰ ਚੈੱਕ ਕਰਾਵਾਂ?',
  },
  { level: 'routine', text: 'ਸਵੇਰੇ ਉੱਠ ਕੇ ਪਹਿਲਾ ਕਦਮ ਰੱਖਦਿਆਂ ਅੱਡੀ ਵਿੱਚ ਚੀਸ ਪੈਂਦੀ' },
  {
    level: 'routine',
    text: 'pehli vaar pregnant haan, 3 mahine ho gaye, checkup kado kado karauna te iron goli kado shuru?',
  },
  { level: 'self_care', text: 'ਢਿੱਡ ਫੁੱਲਿਆ ਰਹਿੰਦਾ ਗੈਸ ਬਣਦੀ ਰੋਟੀ ਤੋਂ ਬਾਅਦ' },
  {
    level: 'urgent',
    text: 'gala bahut kharab, 102 bukhar, nigalan ch dikkat, tonsils te chitte daag',
  },
  {
    level: 'routine',
    text: 'meri umar 45 saal aa, 3 hafte ton khangh nahi jaandi. shaam nu halka bukhar vi ho janda te bhaar vi thoda ghatt gaya lagda. saade pind ch ik bande nu TB hoyi si. test kithe karvaiye?',
  },
  { level: 'self_care', text: 'ਗਰਮੀ ਵਿੱਚ ਮੁੰਡੇ ਦੀ ਨਕਸੀਰ ਫੁੱਟੀ, 5 ਮਿੰਟ ਨੱਕ ਦਬਾਇਆ ਤੇ ਰੁਕ ਗਈ। ਹੁਣ ਠੀਕ ਹੈ' },
  { level: 'routine', text: 'ਵਿਟਾਮਿਨ ਡੀ 12 ਆਇਆ, ਕਿਹੜੀ ਦਵਾਈ ਤੇ ਕਿੰਨੇ ਦਿਨ?' },
  { level: 'routine', text: 'ਪਿਤਾ ਜੀ ਨੂੰ ਰਾਤ ਨੂੰ 3-4 ਵਾਰ ਪਿਸ਼ਾਬ ਲਈ ਉੱਠਣਾ ਪੈਂਦਾ, ਧਾਰ ਵੀ ਹੌਲੀ, 65 ਸਾਲ' },
  {
    level: 'urgent',
    text: 'pishab ch jalan te naal kaambe wala bukhar 101, kamar de ik paase dard vi',
  },
  { level: 'routine', text: 'jangh ch daad ho gaya goal goal, cream lagayi par failda ja reha' },
  { level: 'routine', text: 'kann ch 4 din ton halka dard te andar kharish, bukhar nahi' },
  {
    level: 'self_care',
    text: 'ਮੈਂ 50 ਸਾਲ ਦੀ ਹਾਂ। ਪੌੜੀਆਂ ਚੜ੍ਹਦਿਆਂ ਗੋਡਿਆਂ ਵਿੱਚ ਹਲਕਾ ਦਰਦ ਹੁੰਦਾ, ਸੋਜ ਕੋਈ ਨਹੀਂ। ਸਮਤਲ ਥਾਂ ਤੇ ਤੁਰਨ ਵਿੱਚ ਕੋਈ ਦਿੱਕਤ ਨਹੀਂ। ਕਿਹੜੀ ਕਸਰਤ ਕਰਾਂ?',
  },
  {
    level: 'self_care',
    text: 'khet ch dhup ch kamm kita, sir bhaari te thakaan, pishab peela aunda, paani ghatt peeta si',
  },
  {
    level: 'urgent',
    text: 'ਤਿੰਨ ਦਿਨਾਂ ਤੋਂ 102-103 ਬੁਖਾਰ ਹੈ, ਪੈਰਾਸੀਟਾਮੋਲ ਨਾਲ ਉੱਤਰਦਾ ਤੇ ਫਿਰ ਚੜ੍ਹ ਜਾਂਦਾ। ਸਰੀਰ ਟੁੱਟਦਾ ਹੈ। ਖੰਘ ਜਾਂ ਦਸਤ ਨਹੀਂ। ਉਮਰ 35 ਸਾਲ।',
  },
  {
    level: 'self_care',
    text: 'ਰਾਤ ਨੂੰ ਨੀਂਦ ਨਹੀਂ ਆਉਂਦੀ 2 3 ਵਜੇ ਤੱਕ ਪਾਸੇ ਮਾਰਦਾ ਰਹਿੰਦਾ ਫੋਨ ਵੀ ਦੇਖਦਾ ਹਾਂ ਕੋਈ ਤਰੀਕਾ ਦੱਸੋ',
  },
  { level: 'urgent', text: 'ਵੱਡੇ ਭਰਾ ਨੂੰ 28 ਸਾਲ ਦੀ ਉਮਰ ਵਿੱਚ ਮਾਤਾ (ਚਿਕਨਪੌਕਸ) ਨਿਕਲੀ, ਦਾਣੇ ਤੇ ਬੁਖਾਰ 101' },
  {
    level: 'self_care',
    text: 'baby de daand nikal rahe ne, 8 mahine da, chidchida rehnda te laar bahut',
  },
  {
    level: 'self_care',
    text: 'exams nu 10 din reh gaye, padhya yaad nahi rehnda, bahut tension hundi aa te neend vi ghatt aundi',
  },
  {
    level: 'self_care',
    text: 'ਬੱਚੇ ਨੇ ਵਿਆਹ ਵਿੱਚ ਖਾਣਾ ਖਾ ਕੇ ਇੱਕ ਵਾਰ ਉਲਟੀ ਕੀਤੀ ਹੁਣ ਖੇਡ ਰਿਹਾ ਹੈ ਪਾਣੀ ਵੀ ਪੀ ਰਿਹਾ ਕੋਈ ਫਿਕਰ ਵਾਲੀ ਗੱਲ ਤਾਂ ਨਹੀਂ',
  },
  { level: 'urgent', text: 'ਪੱਟ ਤੇ ਵੱਡਾ ਫੋੜਾ ਪੱਕ ਗਿਆ ਲਾਲ ਤੇ ਗਰਮ ਨਾਲ ਬੁਖਾਰ ਵੀ ਹੋ ਗਿਆ' },
  {
    level: 'urgent',
    text: 'sugar check kiti 360 aayi, goli lainda haan, pyaas bahut lagdi, baaki theek aa',
  },
  { level: 'urgent', text: 'ਗਿੱਟਾ ਬੁਰੀ ਤਰਾਂ ਮੁੜ ਗਿਆ ਬਹੁਤ ਸੁੱਜ ਗਿਆ ਪੈਰ ਜ਼ਮੀਨ ਤੇ ਨਹੀਂ ਰੱਖਿਆ ਜਾਂਦਾ' },
  {
    level: 'urgent',
    text: 'ਇੱਕ ਦਿਨ ਛੱਡ ਕੇ ਕਾਂਬੇ ਨਾਲ ਬੁਖਾਰ ਚੜ੍ਹਦਾ ਹੈ ਤੇ ਫਿਰ ਪਸੀਨਾ ਆ ਕੇ ਉੱਤਰ ਜਾਂਦਾ। ਇੱਕ ਹਫ਼ਤਾ ਹੋ ਗਿਆ। ਸਾਡੇ ਇਲਾਕੇ ਵਿੱਚ ਮੱਛਰ ਬਹੁਤ ਹੈ। ਮਲੇਰੀਆ ਤਾਂ ਨਹੀਂ?',
  },
  { level: 'self_care', text: 'addiyan fatt gayian ne, sardi ch hor vadh jandiyan' },
  {
    level: 'self_care',
    text: 'ਮੇਰਾ ਪੁੱਤ 4 ਸਾਲ ਦਾ ਹੈ, ਅੱਜ ਸਵੇਰ ਤੋਂ 100 ਬੁਖਾਰ ਹੈ। ਪਰ ਖੇਡ ਰਿਹਾ ਹੈ, ਰੋਟੀ ਵੀ ਖਾਧੀ ਤੇ ਪਾਣੀ ਵੀ ਪੀ ਰਿਹਾ। ਨੱਕ ਵੀ ਥੋੜ੍ਹਾ ਵਗਦਾ। ਕੀ ਸਿਰਫ ਪੈਰਾਸੀਟਾਮੋਲ ਦੇ ਦਿਆਂ?',
  },
  { level: 'routine', text: 'har savere chhikan di jhadi lag jandi te nakk band, saal ton' },
  {
    level: 'urgent',
    text: 'kal raat ton jo vi khaanda ulti ho jaandi, paani vi nahi tik reha, 6-7 ultiyan',
  },
  { level: 'routine', text: 'ਬੱਚੇ ਦੇ ਪਖਾਨੇ ਵਿੱਚ ਚਿੱਟੇ ਕੀੜੇ ਦਿਸੇ ਤੇ ਰਾਤ ਨੂੰ ਪਿੱਛੇ ਖੁਰਕਦਾ' },
  {
    level: 'routine',
    text: 'ਦਫ਼ਤਰ ਦੇ ਕੰਮ ਦਾ ਬਹੁਤ ਦਬਾਅ ਹੈ। ਦੋ ਮਹੀਨਿਆਂ ਤੋਂ ਮਨ ਬੁਝਿਆ ਰਹਿੰਦਾ, ਕਿਸੇ ਚੀਜ਼ ਵਿੱਚ ਦਿਲ ਨਹੀਂ ਲੱਗਦਾ। ਪਰਿਵਾਰ ਨਾਲ ਠੀਕ ਹਾਂ ਤੇ ਆਪਣੇ ਆਪ ਨੂੰ ਨੁਕਸਾਨ ਪਹੁੰਚਾਉਣ ਵਾਲੀ ਕੋਈ ਸੋਚ ਨਹੀਂ। ਕਿਸ ਨਾਲ ਗੱਲ ਕਰਾਂ?',
  },
  {
    level: 'urgent',
    text: 'ਮੇਰੀ ਬੱਚੀ 6 ਸਾਲ ਦੀ ਹੈ, ਰਾਤ ਤੋਂ ਕੰਨ ਦਰਦ ਨਾਲ ਰੋ ਰਹੀ ਹੈ। ਬੁਖਾਰ 101 ਹੈ। ਦੋ ਦਿਨ ਪਹਿਲਾਂ ਜ਼ੁਕਾਮ ਸੀ। ਪਾਣੀ ਪੀ ਰਹੀ ਹੈ ਤੇ ਗੱਲਬਾਤ ਠੀਕ ਕਰਦੀ ਹੈ।',
  },
  { level: 'self_care', text: 'ਹਿਚਕੀ ਰੁਕ ਨਹੀਂ ਰਹੀ 10 ਮਿੰਟ ਤੋਂ' },
  {
    level: 'self_care',
    text: 'ਸਬਜ਼ੀ ਕੱਟਦਿਆਂ ਉਂਗਲ ਤੇ ਛੋਟਾ ਜਿਹਾ ਕੱਟ ਲੱਗ ਗਿਆ। ਦੋ ਮਿੰਟ ਦਬਾਇਆ ਤਾਂ ਖੂਨ ਰੁਕ ਗਿਆ, ਜ਼ਖ਼ਮ ਡੂੰਘਾ ਨਹੀਂ। ਟੈਟਨਸ ਦਾ ਟੀਕਾ ਪਿਛਲੇ ਸਾਲ ਲੱਗਿਆ ਸੀ। ਬੱਸ ਸਾਫ਼ ਕਰਕੇ ਪੱਟੀ ਕਰ ਦਿਆਂ?',
  },
  { level: 'routine', text: 'ਅੱਖਾਂ ਲਾਲ ਨੇ ਗਿੱਡ ਆਉਂਦੀ ਸਵੇਰੇ ਚਿਪਕ ਜਾਂਦੀਆਂ, ਨਜ਼ਰ ਠੀਕ ਹੈ' },
  {
    level: 'routine',
    text: 'mera beta 3 saal da aa, pichhle 2 mahine ton khana bahut ghatt khanda. khed da theek aa, bukhar nahi, par bhaar nahi vadh reha. doctor kol kado le ke jaiye, koi taakat di dawai?',
  },
  { level: 'self_care', text: 'ਸਿਰ ਵਿੱਚ ਸਿੱਕਰੀ ਬਹੁਤ ਹੈ ਖਾਰਿਸ਼ ਵੀ ਹੁੰਦੀ ਸ਼ੈਂਪੂ ਕਿਹੜਾ ਵਰਤਾਂ' },
  { level: 'self_care', text: 'kabz ho gayi aa 3 din ton pet saaf nahi hunda ki lavan' },
  { level: 'self_care', text: 'ਮੂੰਹ ਤੇ ਕਿੱਲ ਬਹੁਤ ਨਿਕਲਦੇ ਨੇ 17 ਸਾਲ ਦਾ ਹਾਂ ਕੀ ਲਾਵਾਂ' },
  {
    level: 'routine',
    text: 'ਮੇਰੀ ਮਾਂ 70 ਸਾਲ ਦੀ ਹੈ। ਪਿਛਲੇ ਕੁਝ ਹਫ਼ਤਿਆਂ ਤੋਂ ਕਮਜ਼ੋਰੀ ਮਹਿਸੂਸ ਕਰਦੀ ਹੈ ਤੇ ਭੁੱਖ ਘੱਟ ਲੱਗਦੀ। ਬੁਖਾਰ ਨਹੀਂ, ਤੁਰਦੀ ਫਿਰਦੀ ਹੈ, ਬੱਸ ਜਲਦੀ ਥੱਕ ਜਾਂਦੀ। ਕਿਹੜੇ ਟੈਸਟ ਕਰਵਾਈਏ?',
  },
  {
    level: 'self_care',
    text: 'kal kanak di bori chakki si, kamar ch halka dard aa. turna firna theek aa, lattan ch koi sunn pan nahi',
  },
  { level: 'routine', text: 'ਗਰਦਨ ਤੇ ਛੋਟੇ ਛੋਟੇ ਮਹੁਕੇ ਨਿਕਲ ਆਏ, ਕਟਵਾਉਣੇ ਪੈਣਗੇ?' },
  {
    level: 'routine',
    text: 'TSH report 8.5 aayi aa, thakaan rehndi te bhaar vadh reha. dawai shuru karni paugi?',
  },
  { level: 'self_care', text: 'ਗਰਮੀ ਕਰਕੇ ਪਿੱਠ ਤੇ ਪਿੱਤ ਨਿਕਲ ਆਈ ਹੈ, ਬਹੁਤ ਚੁਭਦੀ ਹੈ' },
  { level: 'routine', text: 'ਹੱਥਾਂ ਦੀ ਚਮੜੀ ਖੁਸ਼ਕ ਹੋ ਕੇ ਫਟਦੀ ਤੇ ਖੁਜਲੀ, ਭਾਂਡੇ ਮਾਂਜਣ ਨਾਲ ਹੋਰ ਵਧਦੀ' },
  { level: 'self_care', text: 'ਮਧੂ ਮੱਖੀ ਨੇ ਬਾਂਹ ਤੇ ਡੰਗ ਮਾਰਿਆ, ਥੋੜ੍ਹੀ ਸੋਜ ਤੇ ਦਰਦ ਹੈ, ਹੋਰ ਕੋਈ ਤਕਲੀਫ ਨਹੀਂ' },
  { level: 'self_care', text: 'ਸਾਰਾ ਦਿਨ ਲੈਪਟਾਪ ਤੇ ਕੰਮ ਕਰਕੇ ਸ਼ਾਮ ਨੂੰ ਸਿਰ ਦਰਦ ਹੋ ਜਾਂਦਾ' },
  {
    level: 'urgent',
    text: 'gali de kutte ne latt te kattiya, daand de nishaan te thoda khoon. injection kithe lagna?',
  },
  {
    level: 'routine',
    text: 'ਬਾਪੂ ਜੀ 75 ਸਾਲ ਦੇ ਨੇ ਚੀਜ਼ਾਂ ਰੱਖ ਕੇ ਭੁੱਲ ਜਾਂਦੇ ਤੇ ਇੱਕੋ ਗੱਲ ਵਾਰ ਵਾਰ ਪੁੱਛਦੇ ਨੇ ਕੁਝ ਮਹੀਨਿਆਂ ਤੋਂ',
  },
  { level: 'self_care', text: 'ਭਾਰ ਘਟਾਉਣ ਲਈ ਸਵੇਰੇ ਨਾਸ਼ਤੇ ਵਿੱਚ ਕੀ ਖਾਵਾਂ? ਪਰੌਂਠੇ ਛੱਡਣੇ ਔਖੇ ਨੇ 😅' },
  {
    level: 'routine',
    text: 'ਇੱਕ ਹਫ਼ਤੇ ਤੋਂ ਚਿੱਟਾ ਪਾਣੀ ਪੈਂਦਾ ਤੇ ਥੱਲੇ ਖੁਜਲੀ ਵੀ ਹੁੰਦੀ ਹੈ। ਦਹੀਂ ਵਰਗਾ ਗਾੜ੍ਹਾ ਹੈ। ਬੁਖਾਰ ਜਾਂ ਢਿੱਡ ਦਰਦ ਨਹੀਂ। ਲੇਡੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਉਣਾ ਪਊ?',
  },
  {
    level: 'self_care',
    text: 'ਮੇਰਾ ਪੁੱਤਰ 5 ਸਾਲ ਦਾ ਹੈ, ਕੱਲ੍ਹ ਸ਼ਾਮ ਤੋਂ 100 ਬੁਖਾਰ ਹੈ ਤੇ ਨੱਕ ਵਗਦਾ ਹੈ। ਪੈਰਾਸੀਟਾਮੋਲ ਦਿੱਤੀ ਤਾਂ ਬੁਖਾਰ ਉਤਰ ਗਿਆ ਤੇ ਹੁਣ ਖੇਡ ਰਿਹਾ ਹੈ। ਉਲਟੀ ਨਹੀਂ, ਦਸਤ ਨਹੀਂ, ਸਾਹ ਠੀਕ ਹੈ, ਖਾਣਾ ਖਾ ਰਿਹਾ ਹੈ। ਘਰ ਵਿੱਚ ਹੋਰ ਕੀ ਧਿਆਨ ਰੱਖੀਏ?',
  },
  { level: 'self_care', text: 'ਜ਼ੁਕਾਮ ਤੇ ਛਿੱਕਾਂ ਦੋ ਦਿਨਾਂ ਤੋਂ, ਬੁਖਾਰ ਨਹੀਂ।' },
  {
    level: 'self_care',
    text: 'mainu 3 din ton gale vich kharash aa, garam paani de garare kar reha haan. bukhar nahi, khaan vich dikkat nahi. hor ki karan?',
  },
  {
    level: 'self_care',
    text: 'ਰਾਤ ਨੂੰ ਰੋਟੀ ਖਾਣ ਤੋਂ ਬਾਅਦ ਖੱਟੇ ਡਕਾਰ ਆਉਂਦੇ ਨੇ ਤੇ ਪੇਟ ਵਿੱਚ ਜਲਨ ਹੁੰਦੀ ਆ ਚਾਹ ਜ਼ਿਆਦਾ ਪੀਂਦਾ ਹਾਂ ਤੇ ਲੇਟ ਖਾਂਦਾ ਹਾਂ ਕੀ ਕਰਾਂ',
  },
  {
    level: 'self_care',
    text: 'kabz 4 din ton aa, pet saaf nahi hunda. paani ghatt peenda haan. koi gharelu nuskha dasso',
  },
  {
    level: 'self_care',
    text: 'ਮੈਂ 45 ਸਾਲ ਦਾ ਹਾਂ ਤੇ ਬੈਂਕ ਵਿੱਚ ਸਾਰਾ ਦਿਨ ਕੁਰਸੀ ਤੇ ਬੈਠ ਕੇ ਕੰਮ ਕਰਦਾ ਹਾਂ। ਪਿਛਲੇ ਇੱਕ ਹਫ਼ਤੇ ਤੋਂ ਕਮਰ ਦੇ ਹੇਠਲੇ ਹਿੱਸੇ ਵਿੱਚ ਦਰਦ ਹੈ, ਸਵੇਰੇ ਉੱਠਣ ਵੇਲੇ ਜ਼ਿਆਦਾ। ਲੱਤਾਂ ਵਿੱਚ ਸੁੰਨਪਣ ਨਹੀਂ, ਪਿਸ਼ਾਬ ਵਿੱਚ ਕੋਈ ਤਕਲੀਫ਼ ਨਹੀਂ। ਗਰਮ ਪਾਣੀ ਦੀ ਬੋਤਲ ਨਾਲ ਸੇਕ ਕੀਤਾ ਤਾਂ ਥੋੜ੍ਹਾ ਫ਼ਰਕ ਹੈ।',
  },
  {
    level: 'self_care',
    text: 'Meri umar 21 saal aa, board de paper 2 hafte baad ne te raat nu neend nahi aundi. Dimag vich tension rehndi aa ki number ghatt aunge. Khaana theek khaandi haan, koi bimari nahi. Neend lyi ki karaan?',
  },
  { level: 'self_care', text: 'ਕੁੜੀ ਦੇ ਸਿਰ ਵਿੱਚ ਜੂੰਆਂ ਪੈ ਗਈਆਂ ਨੇ, ਸਕੂਲੋਂ ਲੈ ਕੇ ਆਈ ਲੱਗਦੀ ਆ। ਕੀ ਲਾਈਏ?' },
  {
    level: 'self_care',
    text: 'ਖੇਤ ਵਿੱਚ ਮਧੂ ਮੱਖੀ ਨੇ ਬਾਂਹ ਤੇ ਡੰਗ ਮਾਰਿਆ, ਥੋੜ੍ਹੀ ਸੋਜ ਤੇ ਜਲਨ ਹੈ। ਡੰਗ ਕੱਢ ਦਿੱਤਾ। ਹੋਰ ਕਿਤੇ ਸੋਜ ਨਹੀਂ, ਸਾਹ ਠੀਕ ਹੈ, ਸਰੀਰ ਤੇ ਧੱਫੜ ਨਹੀਂ। ਬਰਫ਼ ਲਾ ਸਕਦਾ ਹਾਂ?',
  },
  {
    level: 'self_care',
    text: 'sabzi katde hoye ungal te chhota jeha cut lag gaya, khoon band ho gaya. dettol laa dewa?',
  },
  {
    level: 'self_care',
    text: 'ਮੇਰੇ ਪਿਤਾ ਜੀ 70 ਸਾਲ ਦੇ ਨੇ, ਬੀਪੀ ਦੀ ਦਵਾਈ ਰੋਜ਼ ਲੈਂਦੇ ਨੇ। ਅੱਜ ਸਵੇਰੇ ਘਰ ਦੀ ਮਸ਼ੀਨ ਤੇ 136/84 ਆਇਆ। ਸਿਰ ਦਰਦ ਨਹੀਂ, ਚੱਕਰ ਨਹੀਂ, ਸਭ ਕੁਝ ਆਮ ਵਾਂਗ ਹੈ। ਇਹ ਠੀਕ ਹੈ ਨਾ?',
  },
  {
    level: 'self_care',
    text: 'ਅੱਜ ਸਵੇਰ ਤੋਂ 3 ਵਾਰ ਪਤਲੇ ਦਸਤ ਲੱਗੇ, ਕੱਲ੍ਹ ਵਿਆਹ ਵਿੱਚ ਖਾਣਾ ਖਾਧਾ ਸੀ। ਬੁਖਾਰ ਨਹੀਂ, ਦਸਤ ਵਿੱਚ ਖੂਨ ਨਹੀਂ, ਪਿਸ਼ਾਬ ਠੀਕ ਆ ਰਿਹਾ। ORS ਤੇ ਲੱਸੀ ਪੀ ਰਹੀ ਹਾਂ। ਹੋਰ ਕੁਝ ਲੈਣਾ ਪਵੇਗਾ?',
  },
  {
    level: 'self_care',
    text: 'pregnancy da doosra mahina aa, savere ji kachaa hunda te ulti warga lagda. doctor ne keha normal aa. khaan peen vich ki dhyan rakhaan?',
  },
  {
    level: 'self_care',
    text: 'ਬੱਚੀ ਨੂੰ 3 ਦਿਨਾਂ ਤੋਂ ਖੰਘ ਹੈ\nਬੁਖਾਰ ਨਹੀਂ, ਖੇਡਦੀ ਹੈ, ਖਾਂਦੀ ਹੈ। 6 ਸਾਲ ਦੀ ਹੈ, ਸ਼ਹਿਦ ਦੇ ਸਕਦੇ ਹਾਂ?',
  },
  {
    level: 'self_care',
    text: 'ਮੈਂ 28 ਸਾਲ ਦੀ ਹਾਂ, ਮਾਹਵਾਰੀ ਦੇ ਪਹਿਲੇ ਦੋ ਦਿਨ ਢਿੱਡ ਵਿੱਚ ਬਹੁਤ ਮਰੋੜ ਪੈਂਦੇ ਨੇ। ਤਰੀਕ ਹਰ ਮਹੀਨੇ ਠੀਕ ਆਉਂਦੀ ਹੈ ਤੇ ਖੂਨ ਵੀ ਆਮ ਜਿੰਨਾ ਹੈ। ਗਰਮ ਬੋਤਲ ਨਾਲ ਥੋੜ੍ਹਾ ਆਰਾਮ ਮਿਲਦਾ ਹੈ। ਹੋਰ ਕੀ ਕਰ ਸਕਦੀ ਹਾਂ?',
  },
  { level: 'self_care', text: 'ਪੌੜੀਆਂ ਉਤਰਦੇ ਗਿੱਟਾ ਮੁੜ ਗਿਆ, ਥੋੜ੍ਹੀ ਸੋਜ ਹੈ ਪਰ ਤੁਰ ਸਕਦਾ ਹਾਂ, ਭਾਰ ਪਾ ਲੈਂਦਾ ਹਾਂ।' },
  {
    level: 'self_care',
    text: 'akh laal aa ik paase, savere gid naal chipki hundi aa. nazar theek aa, dard nahi, roshni ton takleef nahi. school ch hor bacheyan nu vi hoyi aa.',
  },
  {
    level: 'self_care',
    text: 'ਭਾਰ ਘਟਾਉਣਾ ਹੈ ਮੇਰਾ ਭਾਰ 85 ਕਿੱਲੋ ਹੈ ਕੱਦ 5 ਫੁੱਟ 5 ਇੰਚ ਡਾਈਟ ਪਲਾਨ ਕੀ ਰੱਖਾਂ ਕੋਈ ਬਿਮਾਰੀ ਨਹੀਂ ਕੋਈ ਦਵਾਈ ਨਹੀਂ ਲੈਂਦਾ',
  },
  {
    level: 'self_care',
    text: 'ਮੇਰੀ ਮਾਤਾ ਜੀ ਨੂੰ ਸ਼ੂਗਰ ਹੈ, 63 ਸਾਲ ਦੇ ਨੇ। ਅੱਜ ਸਵੇਰੇ ਖਾਲੀ ਪੇਟ ਸ਼ੂਗਰ 124 ਆਈ, ਗੋਲੀਆਂ ਟਾਈਮ ਸਿਰ ਲੈਂਦੇ ਨੇ। ਕੋਈ ਤਕਲੀਫ਼ ਨਹੀਂ, ਥਕਾਵਟ ਵੀ ਨਹੀਂ। ਇਹ ਰੀਡਿੰਗ ਠੀਕ ਹੈ?',
  },
  {
    level: 'self_care',
    text: 'hathan te kharish te chhote laal daane ho gaye, naya sabun lagaya si 2 din pehlan. bukhar nahi, hor kite nahi.',
  },
  { level: 'self_care', text: 'ਮੂੰਹ ਵਿੱਚ ਛਾਲੇ ਹੋ ਗਏ ਨੇ, ਮਿਰਚ ਵਾਲਾ ਖਾਵਾਂ ਤਾਂ ਸੜਦਾ ਹੈ।' },
  {
    level: 'self_care',
    text: 'Mera beta 3 saal da aa te pichhle 4 din ton roti theek nahi khanda. Bukhar nahi, ulti nahi, dast nahi, khed da aa te doodh peenda aa. Pishab vi theek karda. Ki eh chinta wali gall aa?',
  },
  {
    level: 'self_care',
    text: 'ਗਰਮੀ ਵਿੱਚ ਬੱਚੇ ਦੀ ਪਿੱਠ ਤੇ ਗਰਦਨ ਤੇ ਪਿੱਤ ਹੋ ਗਈ ਹੈ, ਖਾਰਸ਼ ਕਰਦਾ ਹੈ। 2 ਸਾਲ ਦਾ ਹੈ, ਬਾਕੀ ਠੀਕ ਹੈ।',
  },
  {
    level: 'self_care',
    text: 'ਮੇਰੀ ਮਾਂ ਨੂੰ ਗੁਜ਼ਰਿਆਂ ਡੇਢ ਮਹੀਨਾ ਹੋ ਗਿਆ। ਉਦੋਂ ਤੋਂ ਮਨ ਉਦਾਸ ਰਹਿੰਦਾ ਹੈ, ਕਦੇ ਕਦੇ ਰੋਣਾ ਆ ਜਾਂਦਾ ਹੈ। ਕੰਮ ਤੇ ਜਾਂਦਾ ਹਾਂ, ਬੱਚਿਆਂ ਨਾਲ ਸਮਾਂ ਬਿਤਾਉਂਦਾ ਹਾਂ, ਖਾਣਾ ਠੀਕ ਖਾਂਦਾ ਹਾਂ। ਕੋਈ ਮਾੜੇ ਖ਼ਿਆਲ ਨਹੀਂ ਆਉਂਦੇ, ਬਸ ਮਨ ਭਾਰੀ ਰਹਿੰਦਾ ਹੈ। ਕੀ ਇਹ ਆਮ ਹੈ?',
  },
  {
    level: 'self_care',
    text: 'savere ik vaar ulti aayi, hun theek aa. paani pee reha, roti vi khaa layi. koi dawai chahidi?',
  },
  {
    level: 'self_care',
    text: 'ਡਾਕਟਰ ਨੇ ਆਇਰਨ ਦੀ ਗੋਲੀ ਦਿੱਤੀ ਹੈ, ਖਾਲੀ ਪੇਟ ਲਵਾਂ ਜਾਂ ਖਾਣੇ ਤੋਂ ਬਾਅਦ? ਚਾਹ ਨਾਲ ਲੈ ਸਕਦੀ ਹਾਂ?',
  },
  {
    level: 'self_care',
    text: 'kann vich mail bhar gayi lagdi aa, sunan vich thoda band band lagda. dard nahi, paani nahi nikalda. earbud naal saaf kar lawan?',
  },
  {
    level: 'self_care',
    text: 'ਗੋਡਿਆਂ ਵਿੱਚ ਦਰਦ ਹੁੰਦਾ ਪੌੜੀਆਂ ਚੜ੍ਹਦੇ\nਉਮਰ 56, ਭਾਰ ਥੋੜ੍ਹਾ ਜ਼ਿਆਦਾ ਹੈ। ਸੋਜ ਨਹੀਂ, ਲਾਲੀ ਨਹੀਂ, ਤੁਰ ਲੈਂਦੀ ਹਾਂ। ਕਿਹੜੀ ਕਸਰਤ ਕਰਾਂ ਤੇ ਕੀ ਨਾ ਕਰਾਂ?',
  },
  { level: 'self_care', text: 'ਠੰਢ ਵਿੱਚ ਬੁੱਲ੍ਹ ਪਾਟ ਗਏ ਨੇ, ਕੀ ਲਾਵਾਂ' },
  {
    level: 'self_care',
    text: 'Mainu 2 din ton nakk band aa te sir bhaara bhaara lagda, khaas karke savere. Kal 99 bukhar si, ajj nahi. Din vich do vaar bhaaf lainda haan. Gala thoda dukhda par khaana langh jaanda. Eh sinus aa ke aam zukaam?',
  },
  {
    level: 'self_care',
    text: 'ਮੈਂ ਧੁੱਪ ਵਿੱਚ ਝੋਨੇ ਦੇ ਖੇਤ ਵਿੱਚ ਕੰਮ ਕਰਦਾ ਹਾਂ, ਗਰਮੀਆਂ ਵਿੱਚ ਕਿੰਨਾ ਪਾਣੀ ਪੀਣਾ ਚਾਹੀਦਾ? ਸ਼ਾਮ ਨੂੰ ਥਕਾਵਟ ਹੁੰਦੀ ਹੈ ਪਰ ਆਰਾਮ ਕਰਕੇ ਠੀਕ ਹੋ ਜਾਂਦਾ ਹਾਂ।',
  },
  {
    level: 'self_care',
    text: 'ਮੈਂ ਟਰੱਕ ਤੇ ਮਾਲ ਲੱਦਣ ਦਾ ਕੰਮ ਕਰਦਾ ਹਾਂ, 36 ਸਾਲ ਉਮਰ ਹੈ। ਸਾਰਾ ਦਿਨ ਬੋਰੀਆਂ ਚੁੱਕਣ ਨਾਲ ਮੋਢੇ ਵਿੱਚ ਦਰਦ ਰਹਿੰਦਾ, ਰਾਤ ਨੂੰ ਆਰਾਮ ਕਰਾਂ ਤਾਂ ਸਵੇਰੇ ਠੀਕ ਲੱਗਦਾ। ਬਾਂਹ ਪੂਰੀ ਉੱਪਰ ਜਾਂਦੀ ਹੈ, ਸੁੰਨ ਨਹੀਂ ਹੁੰਦੀ, ਡਿੱਗਿਆ ਨਹੀਂ। ਬਾਮ ਲਾਉਂਦਾ ਹਾਂ, ਹੋਰ ਕੀ ਕਰਾਂ?',
  },
  {
    level: 'self_care',
    text: 'baby 8 mahine da aa, daand nikal rahe lagde, laar bahut gir rahi te chidchida hoya. bukhar nahi, doodh theek peenda.',
  },
  { level: 'self_care', text: 'ਗੈਸ ਬਹੁਤ ਬਣਦੀ ਹੈ, ਸ਼ਾਮ ਨੂੰ ਢਿੱਡ ਫੁੱਲ ਜਾਂਦਾ ਹੈ। ਰਾਜਮਾਂਹ ਛੋਲੇ ਜ਼ਿਆਦਾ ਖਾਂਦੇ ਹਾਂ।' },
  {
    level: 'self_care',
    text: 'Papa ji di BP di goli telma 40 aa, savere lain ke raat nu? 67 saal de ne, BP control ch aa.',
  },
  {
    level: 'self_care',
    text: 'ਮੇਰੀ ਕੁੜੀ 15 ਸਾਲ ਦੀ ਹੈ, ਤਿੰਨ ਮਹੀਨਿਆਂ ਤੋਂ ਚਿਹਰੇ ਤੇ ਫਿਨਸੀਆਂ ਹੋ ਰਹੀਆਂ ਨੇ। ਉਹ ਦਿਨ ਵਿੱਚ ਕਈ ਵਾਰ ਮੂੰਹ ਧੋਂਦੀ ਹੈ ਤੇ ਫਿਨਸੀਆਂ ਭੰਨਦੀ ਹੈ। ਬੁਖਾਰ ਜਾਂ ਹੋਰ ਕੋਈ ਤਕਲੀਫ਼ ਨਹੀਂ, ਮਾਹਵਾਰੀ ਠੀਕ ਹੈ। ਕੀ ਲਾਉਣਾ ਚੰਗਾ?',
  },
  { level: 'self_care', text: 'ਅੱਧੇ ਘੰਟੇ ਤੋਂ ਹਿਚਕੀ ਬੰਦ ਨਹੀਂ ਹੋ ਰਹੀ, ਪਾਣੀ ਵੀ ਪੀਤਾ' },
  { level: 'self_care', text: 'sir vich sikri bahut aa, kharish hundi. kehda shampoo changa?' },
  {
    level: 'self_care',
    text: 'ਮੰਮੀ ਨੂੰ ਰਾਤ ਨੂੰ ਲੱਤ ਦੀ ਪਿੰਨੀ ਵਿੱਚ ਬੱਲ ਪੈਂਦੇ ਨੇ\nਉਮਰ 61, ਦਿਨੇ ਠੀਕ ਤੁਰਦੇ ਨੇ, ਲੱਤ ਤੇ ਸੋਜ ਜਾਂ ਲਾਲੀ ਨਹੀਂ। ਪਾਣੀ ਘੱਟ ਪੀਂਦੇ ਨੇ। ਕੀ ਕਰੀਏ?',
  },
  {
    level: 'self_care',
    text: 'Mere dadaji 76 saal de ne, savere sair karde ne te apna sara kamm aap karde ne. Kujh dinan ton kabz rehndi te bhukh thodi ghatt aa, par bhaar nahi ghateya, pet vich dard nahi. Khuraak vich ki badlaav kariye?',
  },
  {
    level: 'routine',
    text: 'ਮੈਨੂੰ 3 ਹਫ਼ਤਿਆਂ ਤੋਂ ਸੁੱਕੀ ਖੰਘ ਹੈ, ਰਾਤ ਨੂੰ ਵਧ ਜਾਂਦੀ ਹੈ। ਬੁਖਾਰ ਨਹੀਂ, ਬਲਗਮ ਵਿੱਚ ਖੂਨ ਨਹੀਂ, ਭਾਰ ਨਹੀਂ ਘਟਿਆ, ਸਾਹ ਨਹੀਂ ਚੜ੍ਹਦਾ। ਸਿਰਪ ਪੀਤਾ ਪਰ ਫ਼ਰਕ ਨਹੀਂ। ਮੈਂ 43 ਸਾਲ ਦਾ ਹਾਂ ਤੇ ਪਹਿਲਾਂ ਬੀੜੀ ਪੀਂਦਾ ਸੀ, ਟੀਬੀ ਤਾਂ ਨਹੀਂ?',
  },
  {
    level: 'routine',
    text: 'Meri umar 25 saal aa, pichhle ik saal ton periods 2-3 mahineyan baad aunde ne. Bhaar 7 kilo vadh gaya te chehre te baal vadh gaye ne. Pet vich dard nahi. Kise ne keha PCOD ho sakda, kehde doctor nu dikhavan te kehde test?',
  },
  {
    level: 'routine',
    text: 'ਇੱਕ ਹਫ਼ਤੇ ਤੋਂ ਚਿੱਟਾ ਪਾਣੀ ਪੈਂਦਾ ਹੈ, ਥੋੜ੍ਹੀ ਬਦਬੂ ਤੇ ਖਾਰਸ਼ ਵੀ ਹੈ। ਬੁਖਾਰ ਨਹੀਂ, ਢਿੱਡ ਦਰਦ ਨਹੀਂ।',
  },
  {
    level: 'routine',
    text: 'ਮੇਰੀ ਉਮਰ 34 ਹੈ, ਹਰ ਵੇਲੇ ਥਕਾਵਟ ਰਹਿੰਦੀ ਹੈ, ਵਾਲ ਝੜਦੇ ਨੇ ਤੇ ਠੰਢ ਜ਼ਿਆਦਾ ਲੱਗਦੀ ਹੈ। ਪਿਛਲੇ 2 ਮਹੀਨਿਆਂ ਵਿੱਚ ਭਾਰ 4 ਕਿੱਲੋ ਵਧਿਆ। ਹੋਰ ਕੋਈ ਤਕਲੀਫ਼ ਨਹੀਂ। ਥਾਇਰਾਇਡ ਹੋ ਸਕਦਾ? ਕਿਹੜਾ ਟੈਸਟ ਕਰਾਵਾਂ?',
  },
  {
    level: 'routine',
    text: 'report vich hemoglobin 9 aaya, main 23 saal di haan. thakawat hundi par baaki sab theek, periods normal ne. ki khawaan te goli leni pau?',
  },
  {
    level: 'routine',
    text: 'ਪੱਟਾਂ ਦੇ ਜੋੜ ਵਿੱਚ ਗੋਲ ਗੋਲ ਲਾਲ ਦਾਦ ਹੈ, ਖਾਰਸ਼ ਬਹੁਤ ਹੁੰਦੀ ਹੈ। ਇੱਕ ਮਹੀਨੇ ਤੋਂ ਹੈ, ਦੁਕਾਨ ਵਾਲੀ ਕਰੀਮ ਲਾਈ ਤਾਂ ਕੁਝ ਦਿਨ ਠੀਕ ਫਿਰ ਫੈਲ ਗਈ।',
  },
  {
    level: 'routine',
    text: 'ghar vich sab nu raat nu ungliyan vich kharish hundi aa\nbacheyan nu vi, 2 hafte ho gaye. scabies aa? saareyan nu dawai leni pau?',
  },
  {
    level: 'routine',
    text: 'ਮੇਰੇ ਦਾਦਾ ਜੀ 72 ਸਾਲ ਦੇ ਨੇ, ਕੁਝ ਮਹੀਨਿਆਂ ਤੋਂ ਗੱਲਾਂ ਭੁੱਲ ਜਾਂਦੇ ਨੇ, ਇੱਕੋ ਗੱਲ ਦੋ ਤਿੰਨ ਵਾਰ ਪੁੱਛਦੇ ਨੇ। ਖਾਂਦੇ ਨੇ, ਤੁਰਦੇ ਨੇ, ਆਪਣਾ ਕੰਮ ਆਪ ਕਰਦੇ ਨੇ। ਅਚਾਨਕ ਕੁਝ ਨਹੀਂ ਬਦਲਿਆ, ਹੌਲੀ ਹੌਲੀ ਹੋਇਆ। ਕਿਹੜੇ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਈਏ?',
  },
  {
    level: 'routine',
    text: 'bawaseer di takleef aa, latrine vele dard hunda te kade kade thoda khoon tupka painda. 2 hafte ton. kabz rehndi, bhaar nahi ghateya.',
  },
  {
    level: 'routine',
    text: 'ਸੱਜੇ ਕੰਨ ਵਿੱਚ 2 ਦਿਨਾਂ ਤੋਂ ਦਰਦ ਹੈ, ਥੋੜ੍ਹਾ ਘੱਟ ਸੁਣਦਾ ਹੈ। ਬੁਖਾਰ ਨਹੀਂ, ਕੰਨ ਵਿੱਚੋਂ ਕੁਝ ਨਹੀਂ ਨਿਕਲਦਾ।',
  },
  {
    level: 'routine',
    text: 'ਮੇਰਾ ਮੁੰਡਾ 7 ਸਾਲ ਦਾ ਹੈ, ਰਾਤ ਨੂੰ ਪਿੱਛੇ ਖਾਰਸ਼ ਕਰਦਾ ਹੈ ਤੇ ਨੀਂਦ ਵਿੱਚ ਦੰਦ ਕਿਰਕਿਰਾਉਂਦਾ ਹੈ। ਖਾਣਾ ਘੱਟ ਖਾਂਦਾ ਪਰ ਖੇਡਦਾ ਪੂਰਾ ਹੈ। ਬੁਖਾਰ ਨਹੀਂ, ਦਸਤ ਨਹੀਂ, ਢਿੱਡ ਦਰਦ ਨਹੀਂ। ਕੀੜੇ ਹੋਣਗੇ? ਕਿਹੜੀ ਦਵਾਈ ਦੇਈਏ?',
  },
  {
    level: 'routine',
    text: 'Sugar report aayi: fasting 152, khaane ton baad 226. Main 51 saal da haan, pehli vaar test karaya. Koi takleef nahi par raat nu pishab lyi 2 vaar uthna painda. Hun ki karaan?',
  },
  {
    level: 'routine',
    text: 'ਕੁੜੀ 12 ਸਾਲ ਦੀ ਹੈ, ਕਹਿੰਦੀ ਬੋਰਡ ਤੇ ਧੁੰਦਲਾ ਦਿਸਦਾ ਹੈ ਤੇ ਪੜ੍ਹਦੇ ਵੇਲੇ ਅੱਖਾਂ ਵਿੱਚੋਂ ਪਾਣੀ ਆਉਂਦਾ। ਸ਼ਾਮ ਨੂੰ ਕਦੇ ਸਿਰ ਦੁਖਦਾ ਹੈ। ਅੱਖ ਲਾਲ ਨਹੀਂ।',
  },
  {
    level: 'routine',
    text: 'ਮੈਂ 49 ਸਾਲ ਦੀ ਹਾਂ, ਇੱਕ ਸਾਲ ਤੋਂ ਗੋਡਿਆਂ ਵਿੱਚ ਦਰਦ ਹੈ ਤੇ ਹੁਣ ਥੱਲੇ ਬੈਠਣਾ ਔਖਾ ਹੋ ਗਿਆ। ਸਵੇਰੇ ਅੱਧਾ ਘੰਟਾ ਜਕੜਨ ਰਹਿੰਦੀ ਹੈ। ਕਦੇ ਕਦੇ ਸੋਜ ਆਉਂਦੀ ਹੈ, ਬੁਖਾਰ ਨਹੀਂ। ਦਰਦ ਦੀ ਗੋਲੀ ਨਾਲ ਆਰਾਮ ਮਿਲਦਾ ਪਰ ਰੋਜ਼ ਤਾਂ ਨਹੀਂ ਲੈ ਸਕਦੀ?',
  },
  {
    level: 'routine',
    text: 'mainu 2 mahineyan ton ghabrahat jehi rehndi aa, kamm di fikar bahut hundi te neend ghatt. khaana theek, koi maade khayal nahi. counselling kithe milugi?',
  },
  {
    level: 'routine',
    text: 'ਗਲੇ ਦੇ ਅੱਗੇ ਥਾਇਰਾਇਡ ਵਾਲੀ ਥਾਂ ਤੇ ਛੋਟੀ ਗੰਢ ਜਿਹੀ ਮਹਿਸੂਸ ਹੁੰਦੀ ਹੈ, ਦਰਦ ਨਹੀਂ, ਨਿਗਲਣ ਵਿੱਚ ਤਕਲੀਫ਼ ਨਹੀਂ। ਕਿਹੜਾ ਟੈਸਟ ਕਰਾਈਏ?',
  },
  {
    level: 'routine',
    text: 'ਪੰਜਵਾਂ ਮਹੀਨਾ ਚੱਲ ਰਿਹਾ ਹੈ, ਸਭ ਕੁਝ ਨਾਰਮਲ ਹੈ\nਬਸ ਸ਼ਾਮ ਨੂੰ ਪੈਰਾਂ ਤੇ ਥੋੜ੍ਹੀ ਸੋਜ ਆਉਂਦੀ ਹੈ, ਸਵੇਰੇ ਘੱਟ ਜਾਂਦੀ ਹੈ। ਸਿਰ ਦਰਦ ਨਹੀਂ, ਧੁੰਦਲਾ ਨਹੀਂ ਦਿਸਦਾ, ਪਿਛਲੀ ਵਾਰ ਬੀਪੀ 110/70 ਸੀ। ਬੱਚਾ ਠੀਕ ਹਿਲਦਾ ਹੈ। ਅਗਲਾ ਚੈੱਕਅਪ ਅਗਲੇ ਹਫ਼ਤੇ ਹੈ, ਉਦੋਂ ਤੱਕ ਠੀਕ ਹੈ?',
  },
  {
    level: 'routine',
    text: 'chehre te gallan te chitte fikke daag pai gaye ne, munda 9 saal da aa. kharish nahi, dhupp vich bahut khedda.',
  },
  { level: 'routine', text: 'ਸਿਰ ਵਿੱਚ ਇੱਕ ਥਾਂ ਤੇ ਸਿੱਕੇ ਜਿੰਨੀ ਗੋਲ ਗੰਜ ਪੈ ਗਈ ਹੈ, ਦਰਦ ਜਾਂ ਖਾਰਸ਼ ਨਹੀਂ।' },
  {
    level: 'routine',
    text: 'Meri mummy 59 saal de ne, 5 saal ton BP di dawai lainde ne. Pichhle ik mahine ton ghar te BP 150/94 de aas paas aunda. Sir dard nahi, chakkar nahi, hor koi nishani nahi. Dawai badalni paugi?',
  },
  {
    level: 'routine',
    text: 'ਬੱਚੇ ਦਾ ਭਾਰ ਨਹੀਂ ਵਧਦਾ, 2 ਸਾਲ ਦਾ ਹੈ ਤੇ 9 ਕਿੱਲੋ ਹੈ। ਖਾਣ ਵਿੱਚ ਨਖਰੇ ਕਰਦਾ ਹੈ, ਖੇਡਦਾ ਠੀਕ ਹੈ, ਵਾਰ ਵਾਰ ਬਿਮਾਰ ਨਹੀਂ ਹੁੰਦਾ। ਕੀ ਖਿਲਾਈਏ?',
  },
  {
    level: 'routine',
    text: 'ਪਿਸ਼ਾਬ ਕਰਦੇ ਵੇਲੇ ਥੋੜ੍ਹੀ ਜਲਨ ਹੁੰਦੀ ਆ ਦੋ ਦਿਨਾਂ ਤੋਂ ਵਾਰ ਵਾਰ ਜਾਣਾ ਪੈਂਦਾ ਬੁਖਾਰ ਨਹੀਂ ਕਮਰ ਨਹੀਂ ਦੁਖਦੀ ਪਾਣੀ ਵੀ ਜ਼ਿਆਦਾ ਪੀਂਦੀ ਹਾਂ ਫਿਰ ਵੀ',
  },
  {
    level: 'routine',
    text: 'mainu 3 mahineyan ton roz gas te tezaab banda, antacid naal farak nahi painda. bhaar nahi ghateya, ulti nahi, kaali latrine nahi.',
  },
  {
    level: 'routine',
    text: 'ਮੇਰੀ ਉਮਰ 30 ਸਾਲ ਹੈ, ਵਿਆਹ ਨੂੰ ਦੋ ਸਾਲ ਹੋ ਗਏ ਤੇ ਬੱਚੇ ਲਈ ਕੋਸ਼ਿਸ਼ ਕਰ ਰਹੇ ਹਾਂ। ਮਾਹਵਾਰੀ ਟਾਈਮ ਤੇ ਆਉਂਦੀ ਹੈ, ਕੋਈ ਦਰਦ ਨਹੀਂ। ਦੋਵਾਂ ਦੀ ਸਿਹਤ ਠੀਕ ਹੈ, ਕੋਈ ਦਵਾਈ ਨਹੀਂ ਚੱਲਦੀ। ਕਦੋਂ ਤੇ ਕਿਹੜੇ ਟੈਸਟ ਕਰਾਈਏ?',
  },
  { level: 'routine', text: 'ਪੈਰ ਦੀ ਤਲੀ ਤੇ ਮੱਸਾ ਹੋ ਗਿਆ ਹੈ, ਤੁਰਦੇ ਵੇਲੇ ਚੁਭਦਾ ਹੈ। 3 ਮਹੀਨੇ ਤੋਂ।' },
  {
    level: 'routine',
    text: '3 hafte ton neend nahi aundi, raat de 3 vaje akh khul jaandi te fer nahi laggdi. naukri di fikar aa. bina dawai koi tareeka?',
  },
  {
    level: 'routine',
    text: 'ਮੇਰੀ ਦਾਦੀ ਜੀ 81 ਸਾਲ ਦੇ ਨੇ, 15 ਦਿਨਾਂ ਤੋਂ ਬਹੁਤ ਕਮਜ਼ੋਰੀ ਲੱਗਦੀ ਹੈ ਤੇ ਭੁੱਖ ਘੱਟ ਹੈ। ਬੁਖਾਰ ਨਹੀਂ, ਖੰਘ ਨਹੀਂ, ਦਸਤ ਨਹੀਂ। ਬੀਪੀ ਤੇ ਸ਼ੂਗਰ ਦੀਆਂ ਗੋਲੀਆਂ ਚੱਲਦੀਆਂ, ਰੀਡਿੰਗ ਠੀਕ ਹੈ। ਖੂਨ ਦੇ ਟੈਸਟ ਕਰਾਈਏ?',
  },
  {
    level: 'routine',
    text: 'kann vichon kade kade paani jeha nikalda, purani takleef aa ik saal ton. dard halka, bukhar nahi.',
  },
  {
    level: 'routine',
    text: 'ਰਿਪੋਰਟ ਵਿੱਚ ਵਿਟਾਮਿਨ ਡੀ 11 ਆਇਆ ਤੇ ਬੀ12 ਵੀ ਘੱਟ ਹੈ। ਪੈਰਾਂ ਵਿੱਚ ਕਦੇ ਕਦੇ ਝਰਨਾਹਟ ਹੁੰਦੀ ਹੈ। ਕੀ ਕਰਾਂ?',
  },
  {
    level: 'routine',
    text: 'Main 19 saal da college student haan, 5 mahineyan ton chehre te pitth te pimples bahut ne te daag reh jaande ne. Ghar vich face wash te ik cream laayi par farak nahi. Bukhar ya hor koi takleef nahi. Skin doctor kol jaana chahida?',
  },
  {
    level: 'routine',
    text: 'ਸਵੇਰੇ ਮੰਜੇ ਤੋਂ ਉੱਠ ਕੇ ਪਹਿਲਾ ਪੈਰ ਰੱਖਦਿਆਂ ਅੱਡੀ ਵਿੱਚ ਬਹੁਤ ਦਰਦ ਹੁੰਦਾ, ਥੋੜ੍ਹਾ ਤੁਰਨ ਤੇ ਘਟ ਜਾਂਦਾ। 2 ਮਹੀਨੇ ਤੋਂ ਹੈ, ਉਮਰ 46।',
  },
  {
    level: 'routine',
    text: 'ਬੱਚੇ ਨੂੰ ਵਾਰ ਵਾਰ ਜ਼ੁਕਾਮ ਖੰਘ ਹੋ ਜਾਂਦੀ ਹੈ\nਹਰ ਮਹੀਨੇ। 4 ਸਾਲ ਦਾ ਹੈ, ਬਾਕੀ ਖੇਡਦਾ ਹੈ, ਭਾਰ ਠੀਕ ਹੈ, ਸਾਹ ਵਿੱਚ ਸੀਟੀ ਨਹੀਂ ਵੱਜਦੀ। ਇਮਿਊਨਿਟੀ ਲਈ ਕੀ ਕਰੀਏ?',
  },
  {
    level: 'routine',
    text: '6 mahineyan ton periods vich bahut khoon painda, 7-8 din chalde ne. thakawat hundi te hath pair thande. pregnant nahi, dard khaas nahi.',
  },
  {
    level: 'routine',
    text: 'ਮੈਂ 57 ਸਾਲ ਦਾ ਕਿਸਾਨ ਹਾਂ, 3 ਹਫ਼ਤਿਆਂ ਤੋਂ ਮੋਢੇ ਤੋਂ ਕੂਹਣੀ ਤੱਕ ਦਰਦ ਹੈ, ਬਾਂਹ ਪੂਰੀ ਉੱਪਰ ਨਹੀਂ ਜਾਂਦੀ। ਡਿੱਗਿਆ ਨਹੀਂ, ਕੋਈ ਸੱਟ ਨਹੀਂ। ਰਾਤ ਨੂੰ ਉਸ ਪਾਸੇ ਲੇਟਣ ਨਾਲ ਵਧਦਾ ਹੈ। ਸੇਕ ਤੇ ਮਾਲਿਸ਼ ਕੀਤੀ, ਫ਼ਰਕ ਨਹੀਂ। ਮੈਨੂੰ ਸ਼ੂਗਰ ਵੀ ਹੈ।',
  },
  {
    level: 'routine',
    text: 'ਕੋਲੈਸਟਰੋਲ 245 ਆਇਆ ਰਿਪੋਰਟ ਵਿੱਚ, ਉਮਰ 46। ਦਵਾਈ ਲੈਣੀ ਪਵੇਗੀ ਜਾਂ ਖੁਰਾਕ ਨਾਲ ਠੀਕ ਹੋ ਜਾਊ?',
  },
  {
    level: 'urgent',
    text: 'ਮੈਨੂੰ 3 ਦਿਨਾਂ ਤੋਂ 102-103 ਬੁਖਾਰ ਹੈ, ਸਰੀਰ ਟੁੱਟਦਾ ਹੈ ਤੇ ਅੱਖਾਂ ਪਿੱਛੇ ਦਰਦ ਹੈ। ਪੈਰਾਸੀਟਾਮੋਲ ਨਾਲ ਥੋੜ੍ਹੀ ਦੇਰ ਉਤਰਦਾ ਹੈ। ਉਲਟੀ ਨਹੀਂ, ਕਿਤੋਂ ਖੂਨ ਨਹੀਂ ਆਉਂਦਾ, ਢਿੱਡ ਦਰਦ ਨਹੀਂ। ਸਾਡੇ ਮੁਹੱਲੇ ਵਿੱਚ ਡੇਂਗੂ ਦੇ ਕੇਸ ਨੇ, ਅੱਜ ਟੈਸਟ ਕਰਾਵਾਂ?',
  },
  {
    level: 'urgent',
    text: 'Mainu 4 din ton bukhar aunda jaanda, pehlan kamb ke thand lagdi fer pasina aa ke utar jaanda. Sir dukhda te sareer tutda. Ik vaar ulti aayi. Saade pind ch malaria de case ne, saah theek aa.',
  },
  {
    level: 'urgent',
    text: 'ਅੱਜ ਦੁਪਹਿਰੇ ਗਲੀ ਦੇ ਕੁੱਤੇ ਨੇ ਲੱਤ ਤੇ ਵੱਢ ਲਿਆ, ਦੰਦ ਲੱਗੇ ਨੇ ਤੇ ਥੋੜ੍ਹਾ ਖੂਨ ਨਿਕਲਿਆ। ਸਾਬਣ ਤੇ ਪਾਣੀ ਨਾਲ ਧੋ ਦਿੱਤਾ। ਟੀਕਾ ਕਿੱਥੋਂ ਤੇ ਕਦੋਂ ਲਵਾਉਣਾ?',
  },
  {
    level: 'urgent',
    text: 'ਵੱਖੀ ਤੋਂ ਢਿੱਡ ਦੇ ਥੱਲੇ ਤੱਕ ਬਹੁਤ ਤੇਜ਼ ਦਰਦ ਆਉਂਦਾ ਲਹਿਰਾਂ ਵਾਂਗ ਪਿਛਲੀ ਵਾਰ ਪੱਥਰੀ ਸੀ ਪਿਸ਼ਾਬ ਵਿੱਚ ਜਲਨ ਹੈ ਬੁਖਾਰ ਨਹੀਂ ਉਲਟੀ ਨਹੀਂ',
  },
  {
    level: 'urgent',
    text: 'ਤਿੰਨ ਦਿਨਾਂ ਤੋਂ ਪਿਸ਼ਾਬ ਵਿੱਚ ਜਲਨ ਸੀ ਤੇ ਅੱਜ 101 ਬੁਖਾਰ ਚੜ੍ਹ ਗਿਆ, ਕਮਰ ਦੇ ਇੱਕ ਪਾਸੇ ਦਰਦ ਹੈ। ਮੈਂ 31 ਸਾਲ ਦੀ ਹਾਂ, ਗਰਭਵਤੀ ਨਹੀਂ। ਉਲਟੀ ਨਹੀਂ, ਪਾਣੀ ਪੀ ਲੈਂਦੀ ਹਾਂ। ਅੱਜ ਕਿਸ ਨੂੰ ਦਿਖਾਵਾਂ?',
  },
  {
    level: 'urgent',
    text: 'veer cricket khedda digg gaya, gutt suj gayi te ghumaun te bahut dard. ungliyan hildiyan te thandiyan nahi. fracture hou? x-ray ajj karaiye?',
  },
  {
    level: 'urgent',
    text: 'ਮੇਰਾ ਮੁੰਡਾ 4 ਸਾਲ ਦਾ ਹੈ, ਕੱਲ੍ਹ ਤੋਂ 8-10 ਵਾਰ ਦਸਤ ਤੇ 3 ਵਾਰ ਉਲਟੀ ਹੋਈ। ਸਵੇਰ ਤੋਂ ਪਿਸ਼ਾਬ ਘੱਟ ਕੀਤਾ, ਮੂੰਹ ਸੁੱਕਾ ਲੱਗਦਾ। ਜਾਗਦਾ ਹੈ, ਗੱਲਾਂ ਕਰਦਾ ਹੈ ਤੇ ORS ਥੋੜ੍ਹਾ ਥੋੜ੍ਹਾ ਪੀਂਦਾ ਹੈ। ਦਸਤ ਵਿੱਚ ਖੂਨ ਨਹੀਂ।',
  },
  {
    level: 'urgent',
    text: 'typhoid da test positive aaya, 5 din ton 101-102 bukhar aa. bhukh nahi. main 29 saal da, ulti nahi, pet ch thoda dard.',
  },
  {
    level: 'urgent',
    text: 'ਫੈਕਟਰੀ ਵਿੱਚ ਗ੍ਰਾਈਂਡਰ ਤੇ ਕੰਮ ਕਰਦਿਆਂ ਅੱਖ ਵਿੱਚ ਲੋਹੇ ਦਾ ਕਣ ਪੈ ਗਿਆ, ਪਾਣੀ ਨਾਲ ਧੋਤੀ ਪਰ ਹਾਲੇ ਵੀ ਰੜਕਦਾ ਤੇ ਲਾਲ ਹੈ। ਦਿਸਦਾ ਠੀਕ ਹੈ।',
  },
  {
    level: 'urgent',
    text: 'ਮੈਂ 44 ਸਾਲ ਦਾ ਹਾਂ, 5 ਦਿਨਾਂ ਤੋਂ 101 ਦੇ ਕਰੀਬ ਬੁਖਾਰ ਹੈ, ਭੁੱਖ ਨਹੀਂ ਲੱਗਦੀ ਤੇ ਢਿੱਡ ਖ਼ਰਾਬ ਜਿਹਾ। ਪਿੰਡ ਦੇ ਡਾਕਟਰ ਨੇ ਗੋਲੀਆਂ ਦਿੱਤੀਆਂ ਪਰ ਬੁਖਾਰ ਨਹੀਂ ਜਾਂਦਾ। ਖੂਨ ਜਾਂ ਉਲਟੀ ਨਹੀਂ, ਸਾਹ ਠੀਕ ਹੈ। ਅੱਜ ਕਿੱਥੇ ਦਿਖਾਵਾਂ?',
  },
  {
    level: 'urgent',
    text: 'jaarh vich dard te gall suj gayi aa, bukhar vi 100 aa. 2 din ton. munh khul janda, nigal sakda haan.',
  },
  {
    level: 'urgent',
    text: 'ਬਿੱਲੀ ਨੇ ਹੱਥ ਤੇ ਪੰਜਾ ਮਾਰਿਆ\nਥੋੜ੍ਹਾ ਖੂਨ ਨਿਕਲਿਆ, ਧੋ ਦਿੱਤਾ। ਪਾਲਤੂ ਨਹੀਂ, ਗਲੀ ਦੀ ਹੈ। ਟੀਕਾ ਲਵਾਉਣਾ ਪਵੇਗਾ?',
  },
  {
    level: 'urgent',
    text: 'ਕੱਛ ਵਿੱਚ ਫੋੜਾ ਹੋਇਆ ਹੈ, ਚਾਰ ਦਿਨਾਂ ਵਿੱਚ ਵੱਡਾ ਤੇ ਲਾਲ ਹੋ ਗਿਆ, ਅੰਦਰ ਪੀਕ ਭਰੀ ਲੱਗਦੀ। ਅੱਜ 100 ਬੁਖਾਰ ਹੈ। ਬਾਂਹ ਹਿਲਾਉਣ ਤੇ ਦੁਖਦਾ ਹੈ।',
  },
  {
    level: 'urgent',
    text: 'Meri kudi 10 saal di aa, 3 din ton bukhar 103 tak jaanda. Paracetamol dendiyan taan khed laindi te thoda khaa laindi. Ulti nahi, saah theek, sareer te daane nahi. Par bukhar poora utarda hi nahi, ajj dikhaiye?',
  },
  {
    level: 'urgent',
    text: 'ਮੰਮੀ ਗੁਸਲਖਾਨੇ ਵਿੱਚ ਤਿਲਕ ਗਏ, ਗੁੱਟ ਸੁੱਜ ਗਿਆ ਤੇ ਟੇਢਾ ਲੱਗਦਾ, ਹਿਲਦਾ ਨਹੀਂ। ਸਿਰ ਨਹੀਂ ਵੱਜਿਆ, ਠੀਕ ਗੱਲ ਕਰਦੇ ਨੇ। ਉਮਰ 66।',
  },
  {
    level: 'urgent',
    text: 'ਕੁੜੀ ਦੇ 3 ਦਿਨਾਂ ਤੋਂ ਕੰਨ ਵਿੱਚ ਤੇਜ਼ ਦਰਦ ਸੀ ਤੇ ਅੱਜ ਪੀਲੀ ਪੀਕ ਨਿਕਲੀ। 6 ਸਾਲ ਦੀ ਹੈ, 101 ਬੁਖਾਰ ਹੈ। ਖੇਡਦੀ ਹੈ, ਥੋੜ੍ਹਾ ਖਾਂਦੀ ਹੈ। ਅੱਜ ਡਾਕਟਰ ਕੋਲ ਲੈ ਜਾਈਏ?',
  },
  {
    level: 'urgent',
    text: 'savere ton 6 vaar ulti aayi, kuch vi pet ch nahi tikda, paani vi nahi. main 30 saal di, dast vi lagge ne. khadi hovan taan chakkar jeha aunda.',
  },
  { level: 'urgent', text: 'ਖੇਤ ਵਿੱਚ ਬਾਂਦਰ ਨੇ ਵੱਢ ਲਿਆ, ਹੱਥ ਤੇ ਜ਼ਖ਼ਮ ਹੈ, ਖੂਨ ਬੰਦ ਹੈ। ਟੀਕੇ ਲਵਾਉਣੇ ਪੈਣਗੇ?' },
  {
    level: 'urgent',
    text: 'ਮੇਰੀ ਘਰਵਾਲੀ ਨੂੰ 2 ਦਿਨਾਂ ਤੋਂ ਗਲਾ ਬਹੁਤ ਦੁਖਦਾ, ਥੁੱਕ ਨਿਗਲਣ ਵਿੱਚ ਤਕਲੀਫ਼ ਤੇ 102 ਬੁਖਾਰ ਹੈ। ਟੌਂਸਿਲ ਤੇ ਚਿੱਟੇ ਦਾਗ ਦਿਸਦੇ ਨੇ। ਸਾਹ ਠੀਕ ਹੈ, ਆਵਾਜ਼ ਥੋੜ੍ਹੀ ਬੈਠ ਗਈ। ਉਮਰ 27।',
  },
  {
    level: 'urgent',
    text: 'pair vich kaanch vadd gaya, andar reh gaya lagda. khoon band aa par pair zameen te nahi rakheya janda.',
  },
  {
    level: 'urgent',
    text: 'ਅੱਜ ਰੋਟੀ ਤੋਂ ਬਾਅਦ ਸ਼ੂਗਰ 310 ਆਈ, ਗੋਲੀ ਲਈ ਸੀ। ਪਿਆਸ ਜ਼ਿਆਦਾ ਲੱਗਦੀ ਤੇ ਵਾਰ ਵਾਰ ਪਿਸ਼ਾਬ। ਬਾਕੀ ਠੀਕ ਹਾਂ, ਉਮਰ 59, ਉਲਟੀ ਨਹੀਂ।',
  },
  {
    level: 'urgent',
    text: 'Meri umar 35 aa, kal raat ton pitth de ik paase ton pet de thalle tak bahut dard aa. Pishab vich thoda laal dikhda. Bukhar nahi, ulti nahi. Dard di goli naal thoda ghatteya par fer aa janda.',
  },
  {
    level: 'urgent',
    text: 'ਮੇਰੇ ਪਿਤਾ ਜੀ 62 ਸਾਲ ਦੇ ਨੇ, ਮੱਥੇ ਤੇ ਇੱਕ ਪਾਸੇ ਜਲਨ ਨਾਲ ਪਾਣੀ ਵਾਲੇ ਛਾਲੇ ਹੋ ਗਏ ਨੇ, ਅੱਖ ਦੇ ਨੇੜੇ ਤੱਕ। 2 ਦਿਨ ਪਹਿਲਾਂ ਉੱਥੇ ਦਰਦ ਸ਼ੁਰੂ ਹੋਇਆ ਸੀ। ਅੱਖ ਨਾਲ ਠੀਕ ਦਿਸਦਾ ਹੈ। ਅੱਜ ਦਿਖਾਈਏ?',
  },
  {
    level: 'urgent',
    text: 'baby 1 saal da aa, 2 din ton bukhar 102, kann khichda te raat nu rondaa. doodh peenda, pishab theek, dinne khed vi lainda.',
  },
  {
    level: 'urgent',
    text: 'ਮੈਂ 52 ਸਾਲ ਦੀ ਹਾਂ, ਸੱਜਾ ਗੋਡਾ ਅਚਾਨਕ ਸੁੱਜ ਗਿਆ, ਲਾਲ ਤੇ ਗਰਮ ਹੈ, ਤੁਰਨ ਵਿੱਚ ਬਹੁਤ ਦਰਦ। 2 ਦਿਨਾਂ ਤੋਂ ਹੈ ਤੇ 100 ਬੁਖਾਰ ਵੀ ਹੈ। ਡਿੱਗੀ ਨਹੀਂ, ਕੋਈ ਸੱਟ ਨਹੀਂ।',
  },
  {
    level: 'urgent',
    text: 'ਕੱਲ੍ਹ ਸਕੂਟਰ ਤੋਂ ਡਿੱਗ ਗਿਆ, ਸੱਜਾ ਗੁੱਟ ਬਹੁਤ ਸੁੱਜ ਗਿਆ ਤੇ ਥੋੜ੍ਹਾ ਟੇਢਾ ਲੱਗਦਾ। ਉਂਗਲਾਂ ਹਿਲਾਉਣ ਤੇ ਬਹੁਤ ਦਰਦ ਹੁੰਦਾ। ਸਿਰ ਤੇ ਸੱਟ ਨਹੀਂ ਲੱਗੀ, ਪੂਰੀ ਹੋਸ਼ ਵਿੱਚ ਹਾਂ। ਅੱਜ ਹੀ ਐਕਸਰੇ ਕਰਾਵਾਂ?',
  },
  {
    level: 'urgent',
    text: 'bebe ji 75 saal bathroom ch dig paye, chooley ch bahut dard, khade nahi ho hunde. sir te satt nahi laggi, gall baat theek kar rahe ne. ki kariye',
  },
  {
    level: 'urgent',
    text: 'ਮੇਰੇ ਮੁੰਡੇ ਨੂੰ ਗਲੀ ਦੇ ਕੁੱਤੇ ਨੇ ਲੱਤ ਤੇ ਵੱਢ ਲਿਆ, ਉਮਰ 9 ਸਾਲ। ਸਾਬਣ ਤੇ ਪਾਣੀ ਨਾਲ ਚੰਗੀ ਤਰ੍ਹਾਂ ਧੋ ਦਿੱਤਾ, ਖੂਨ ਬੰਦ ਹੋ ਗਿਆ। ਰੇਬੀਜ਼ ਦਾ ਟੀਕਾ ਕਦੋਂ ਤੱਕ ਲਵਾਉਣਾ ਜ਼ਰੂਰੀ ਹੈ?',
  },
  {
    level: 'urgent',
    text: 'baandar ne hath te panja maar ditta gurdware kol, thodi chamdi chhill gayi. tika lagvauna painda?',
  },
  {
    level: 'urgent',
    text: 'ਪਕੌੜੇ ਤਲਦਿਆਂ ਗਰਮ ਤੇਲ ਹੱਥ ਤੇ ਪੈ ਗਿਆ, ਹੁਣ ਹੱਥ ਦੇ ਪਿੱਛੇ ਤਿੰਨ ਚਾਰ ਵੱਡੇ ਛਾਲੇ ਨੇ। ਠੰਡੇ ਪਾਣੀ ਹੇਠ ਰੱਖਿਆ ਪਰ ਜਲਣ ਬਹੁਤ ਹੈ। ਛਾਲੇ ਫੋੜਾਂ ਜਾਂ ਡਾਕਟਰ ਕੋਲ ਜਾਵਾਂ?',
  },
  {
    level: 'urgent',
    text: 'ਸਬਜ਼ੀ ਕੱਟਦਿਆਂ ਉਂਗਲ ਡੂੰਘੀ ਕੱਟੀ ਗਈ ਜ਼ਖਮ ਖੁੱਲ੍ਹਾ ਦਿਸਦਾ ਦਬਾਉਣ ਨਾਲ ਖੂਨ ਰੁਕ ਗਿਆ ਟਾਂਕੇ ਲੱਗਣਗੇ',
  },
  {
    level: 'urgent',
    text: 'ਕਮਰ ਦੇ ਖੱਬੇ ਪਾਸੇ ਬਹੁਤ ਤੇਜ਼ ਦਰਦ ਜੋ ਥੱਲੇ ਵੱਲ ਜਾਂਦਾ, ਦੋ ਘੰਟਿਆਂ ਤੋਂ। ਇੱਕ ਵਾਰ ਉਲਟੀ ਆਈ। ਪਿਛਲੇ ਸਾਲ ਪਥਰੀ ਸੀ, ਬੁਖਾਰ ਨਹੀਂ।',
  },
  {
    level: 'urgent',
    text: 'pishab ch jalan 3 din ton, hun bukhar 101 te kambni, kamar de thalle dard vi. umar 29 kudi',
  },
  {
    level: 'urgent',
    text: 'ਮੇਰੀ ਧੀ 3 ਸਾਲ ਦੀ ਹੈ, ਸਵੇਰ ਤੋਂ 103 ਬੁਖਾਰ, ਪਰ ਖੇਡ ਰਹੀ ਤੇ ਪਾਣੀ ਜੂਸ ਪੀ ਰਹੀ। ਪੈਰਾਸੀਟਾਮੋਲ ਨਾਲ 100 ਤੇ ਆ ਜਾਂਦਾ। ਕੋਈ ਦਾਣੇ ਨਹੀਂ, ਦੌਰਾ ਨਹੀਂ ਪਿਆ। ਅੱਜ ਹੀ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਈਏ?',
  },
  {
    level: 'urgent',
    text: 'ਰਾਤ ਤੋਂ 8 ਵਾਰ ਦਸਤ ਲੱਗੇ, ਕਮਜ਼ੋਰੀ ਤੇ ਮੂੰਹ ਸੁੱਕਦਾ। ਓਆਰਐਸ ਪੀ ਰਿਹਾ, ਪਿਸ਼ਾਬ ਆਉਂਦਾ ਪਰ ਘੱਟ। ਉਮਰ 38',
  },
  {
    level: 'urgent',
    text: 'ਮਿੱਟੀ ਵਾਲੀ ਸਫਾਈ ਮਗਰੋਂ ਰਾਤ ਨੂੰ ਸਾਹ ਚ ਸੀਟੀ ਵੱਜਣ ਲੱਗੀ, ਇਨਹੇਲਰ ਦੇ ਦੋ ਪਫ ਲਏ ਤਾਂ ਠੀਕ ਹੋ ਗਿਆ। ਹੁਣ ਆਰਾਮ ਨਾਲ ਗੱਲ ਕਰ ਸਕਦਾ ਹਾਂ। ਅੱਜ ਛਾਤੀ ਥੋੜ੍ਹੀ ਭਾਰੀ ਲੱਗਦੀ, ਡਾਕਟਰ ਕੋਲ ਜਾਵਾਂ?',
  },
  {
    level: 'urgent',
    text: 'viah ch jhinga khaan ton baad saare sareer te laal dhapphad te khaarish, bull ya gala nahi sujja, saah theek. allergy di goli lai, hun ki kariye',
  },
  {
    level: 'urgent',
    text: 'ਘਰ ਦੀ ਮਸ਼ੀਨ ਤੇ ਬੀਪੀ 170/100 ਆ ਰਿਹਾ, ਦੋ ਵਾਰ ਚੈੱਕ ਕੀਤਾ। ਸਿਰ ਦੇ ਪਿੱਛੇ ਹਲਕਾ ਦਰਦ। ਛਾਤੀ ਚ ਦਰਦ ਨਹੀਂ, ਬਾਹਾਂ ਲੱਤਾਂ ਚ ਕਮਜ਼ੋਰੀ ਨਹੀਂ, ਬੋਲੀ ਠੀਕ। ਉਮਰ 60, ਬੀਪੀ ਦੀ ਦਵਾਈ ਲੈਂਦਾ ਹਾਂ।',
  },
  {
    level: 'urgent',
    text: 'sugar 350 aayi savere, bahut thakavat te pyaas. hafte ton goli nahi khaadi. ulti nahi, hosh theek',
  },
  {
    level: 'urgent',
    text: 'ਟਰੇਨ ਚ 30 ਘੰਟੇ ਦਾ ਸਫ਼ਰ ਕਰਕੇ ਆਇਆ, ਉਦੋਂ ਤੋਂ ਖੱਬੀ ਪਿੰਨੀ ਸੁੱਜੀ ਤੇ ਦੁਖਦੀ। ਸਾਹ ਠੀਕ ਹੈ, ਛਾਤੀ ਚ ਦਰਦ ਨਹੀਂ। ਖੂਨ ਦਾ ਗਤਲਾ ਤਾਂ ਨਹੀਂ?',
  },
  {
    level: 'urgent',
    text: 'ਵਰਕਸ਼ਾਪ ਚ ਗਰਾਈਂਡਰ ਚਲਾਉਂਦਿਆਂ ਅੱਖ ਚ ਕੁਝ ਪੈ ਗਿਆ। ਅੱਖ ਲਾਲ, ਪਾਣੀ ਵਗਦਾ, ਰੜਕ ਪੈਂਦੀ। ਦਿਸਦਾ ਠੀਕ ਹੈ।',
  },
  { level: 'urgent', text: 'kann ch 4 din ton dard si hun peeli pak nikal rahi, halka bukhar vi' },
  {
    level: 'urgent',
    text: 'ਭਰਾ 23 ਸਾਲ ਦਾ, 5 ਦਿਨ ਤੋਂ ਅੱਖਾਂ ਪੀਲੀਆਂ ਤੇ ਪਿਸ਼ਾਬ ਗੂੜ੍ਹਾ ਪੀਲਾ। ਭੁੱਖ ਨਹੀਂ, ਜੀ ਕੱਚਾ ਹੁੰਦਾ। ਹੋਸ਼ ਚ ਹੈ ਤੇ ਠੀਕ ਗੱਲ ਕਰਦਾ। ਪੀਲੀਆ ਹੈ?',
  },
  {
    level: 'urgent',
    text: 'ਪੱਟ ਤੇ ਫੋੜਾ ਵੱਡਾ ਹੋ ਗਿਆ, ਲਾਲ ਤੇ ਪਾਕ ਨਾਲ ਭਰਿਆ, ਬਹੁਤ ਦਰਦ, ਹਲਕਾ ਬੁਖਾਰ। ਮੈਨੂੰ ਸ਼ੂਗਰ ਹੈ।',
  },
  {
    level: 'urgent',
    text: 'ਮੈਂ 10 ਹਫ਼ਤਿਆਂ ਦੀ ਗਰਭਵਤੀ ਹਾਂ, ਦਿਨ ਚ 6-7 ਵਾਰ ਉਲਟੀ ਆਉਂਦੀ, ਰੋਟੀ ਨਹੀਂ ਟਿਕਦੀ, ਥੋੜ੍ਹਾ ਪਾਣੀ ਟਿਕ ਜਾਂਦਾ। ਖੂਨ ਨਹੀਂ ਆਇਆ, ਪੇਟ ਦਰਦ ਨਹੀਂ। ਖੜ੍ਹੀ ਹੋਵਾਂ ਤਾਂ ਚੱਕਰ ਆਉਂਦਾ।',
  },
  {
    level: 'urgent',
    text: 'ਦਾਦਾ ਜੀ 80 ਸਾਲ ਦੇ, ਵਿਹੜੇ ਚ ਡਿੱਗ ਪਏ। ਗੋਡਾ ਬਹੁਤ ਸੁੱਜਿਆ, ਸਹਾਰੇ ਨਾਲ ਤੁਰਦੇ ਨੇ। ਸਿਰ ਤੇ ਸੱਟ ਨਹੀਂ, ਬਿਲਕੁਲ ਠੀਕ ਗੱਲ ਕਰਦੇ ਨੇ।',
  },
  {
    level: 'urgent',
    text: 'ਖੇਤ ਚ ਬਿੱਛੂ ਨੇ ਪੈਰ ਤੇ ਡੰਗ ਮਾਰਿਆ, ਓਸੇ ਥਾਂ ਬਹੁਤ ਜਲਣ ਵਾਲਾ ਦਰਦ। ਪਸੀਨਾ ਨਹੀਂ, ਉਲਟੀ ਨਹੀਂ, ਸਾਹ ਠੀਕ। ਕੀ ਕਰੀਏ',
  },
  {
    level: 'urgent',
    text: 'football khed de pair mud gaya, gitta bahut sujja te neela, dharti te pair nahi rakh hunda',
  },
  {
    level: 'urgent',
    text: 'ਟਰੈਕਟਰ ਤੋਂ ਉਤਰਦਿਆਂ ਡਿੱਗ ਪਿਆ, ਮੋਢਾ ਅਜੀਬ ਜਿਹਾ ਲੱਗਦਾ ਤੇ ਬਾਂਹ ਉੱਪਰ ਨਹੀਂ ਚੁੱਕੀ ਜਾਂਦੀ। ਪੂਰੀ ਹੋਸ਼ ਹੈ, ਸਿਰ ਤੇ ਸੱਟ ਨਹੀਂ। ਮੋਢਾ ਉੱਤਰ ਗਿਆ?',
  },
  {
    level: 'urgent',
    text: 'billi ne kal hath te vadd leya si, aj daandan de nishan kol laal te sujja. billi de tike nahi lagge',
  },
  {
    level: 'urgent',
    text: 'ਮੁੰਡਾ ਪੀਂਘ ਤੋਂ ਡਿੱਗ ਪਿਆ, ਬਾਂਹ ਸੁੱਜ ਗਈ ਤੇ ਹਿਲਾਉਂਦਾ ਨਹੀਂ। ਰੋਂਦਾ ਪਰ ਗੱਲ ਕਰਦਾ, ਸਿਰ ਨਹੀਂ ਵੱਜਿਆ। ਅੱਜ ਹੀ ਲੈ ਕੇ ਜਾਈਏ?',
  },
  {
    level: 'urgent',
    text: '3 din ton bukhar 102-103, sareer dard, akhan de pichhe dard. kitton khoon nahi aaunda, paani bahut pee reha. dengue da test karavan?',
  },
  {
    level: 'urgent',
    text: 'ਵਿਡਾਲ ਪਾਜ਼ੀਟਿਵ ਆਇਆ, 7 ਦਿਨ ਤੋਂ ਬੁਖਾਰ, ਪਿੰਡ ਦੇ ਡਾਕਟਰ ਦੀਆਂ ਗੋਲੀਆਂ ਨਾਲ ਨਹੀਂ ਉੱਤਰਦਾ। ਥੋੜ੍ਹਾ ਖਾਂਦਾ ਹਾਂ, ਉਲਟੀ ਨਹੀਂ।',
  },
  {
    level: 'urgent',
    text: 'ਇੱਕ ਦਿਨ ਛੱਡ ਕੇ ਕਾਂਬੇ ਨਾਲ ਬੁਖਾਰ ਚੜ੍ਹਦਾ ਫਿਰ ਪਸੀਨਾ ਆਉਂਦਾ। ਵਿਚਲੇ ਦਿਨ ਠੀਕ ਲੱਗਦਾ। ਪਿਛਲੇ ਮਹੀਨੇ ਕੰਮ ਲਈ ਛੱਤੀਸਗੜ੍ਹ ਗਿਆ ਸੀ। ਮਲੇਰੀਆ ਹੋ ਸਕਦਾ?',
  },
  {
    level: 'urgent',
    text: 'dhidd de sajje paase thalle savere ton dard, turan naal vadhda, halka bukhar. ulti nahi. umar 19',
  },
  {
    level: 'urgent',
    text: 'ਡੇਢ ਸਾਲ ਦਾ ਮੁੰਡਾ ਕੱਲ੍ਹ ਤੋਂ ਉਲਟੀ ਦਸਤ ਕਰ ਰਿਹਾ। ਓਆਰਐਸ ਪੀਂਦਾ, ਅੱਜ 3 ਵਾਰ ਡਾਇਪਰ ਗਿੱਲਾ ਹੋਇਆ, ਹੱਸਦਾ ਖੇਡਦਾ। ਕਦੋਂ ਦਿਖਾਈਏ?',
  },
  { level: 'urgent', text: 'ਕੁੱਤੇ ਨੇ ਹੱਥ ਦੇ ਕੱਟ ਨੂੰ ਚੱਟ ਲਿਆ, ਟੀਕਾ ਲੱਗੂ?' },
  {
    level: 'urgent',
    text: 'ਜੰਗਾਲ ਲੱਗਿਆ ਕਿੱਲ ਚੱਪਲ ਵਿੱਚੋਂ ਪੈਰ ਚ ਵੜ ਗਿਆ। ਸਾਫ਼ ਕਰ ਲਿਆ। ਟੈਟਨਸ ਦਾ ਟੀਕਾ ਕਦੋਂ ਲੱਗਿਆ ਸੀ ਯਾਦ ਨਹੀਂ।',
  },
  {
    level: 'urgent',
    text: 'munda 7 saal, 2 din ton munh te akhan suj gaiyan te pishab coke varga rang. khed reha te kha reha, ki eh serious aa?',
  },
  {
    level: 'urgent',
    text: 'ਗਲੇ ਚ ਬਹੁਤ ਦਰਦ, 102 ਬੁਖਾਰ, ਟਾਂਸਿਲ ਤੇ ਚਿੱਟੇ ਧੱਬੇ। ਰੋਟੀ ਨਿਗਲਣ ਚ ਦਰਦ ਪਰ ਪਾਣੀ ਪੀ ਲੈਂਦਾ।',
  },
  {
    level: 'urgent',
    text: 'ਰਾਤ ਨੂੰ ਚਿਕਨ ਖਾਂਦਿਆਂ ਹੱਡੀ ਦਾ ਟੁਕੜਾ ਗਲੇ ਚ ਫਸਿਆ ਲੱਗਦਾ, ਚੁਭਦਾ। ਥੁੱਕ ਨਿਗਲ ਲੈਂਦਾ, ਸਾਹ ਬਿਲਕੁਲ ਠੀਕ।',
  },
  {
    level: 'urgent',
    text: '5 din ton khangh bukhar, hun peeli balgam te dungha saah lain te sajje paase dard. aaram ch saah theek, oximeter 96',
  },
  {
    level: 'urgent',
    text: 'ਪੈਰ ਦਾ ਅੰਗੂਠਾ ਰਾਤ ਤੋਂ ਅਚਾਨਕ ਲਾਲ, ਗਰਮ ਤੇ ਸੁੱਜਿਆ, ਚਾਦਰ ਛੂਹੇ ਤਾਂ ਵੀ ਦਰਦ। ਪਿਛਲੇ ਸਾਲ ਯੂਰਿਕ ਐਸਿਡ ਵਧਿਆ ਸੀ।',
  },
  { level: 'urgent', text: 'ਪਿੱਠ ਤੇ ਇੱਕ ਪਾਸੇ ਪੱਟੀ ਵਾਂਗ ਜਲਣ ਵਾਲੇ ਛਾਲੇ 2 ਦਿਨ ਤੋਂ, ਉਮਰ 62। ਇਹ ਹਰਪੀਜ਼ ਹੈ?' },
  {
    level: 'urgent',
    text: 'ungal darwaze ch aa gayi, nahun kaala ho gaya te bahut sojash. tutt taan nahi gayi?',
  },
  {
    level: 'urgent',
    text: 'ਪਾਪਾ 65 ਸਾਲ ਦੇ, ਕੈਮਿਸਟ ਤੇ ਬੀਪੀ 180/105 ਆਇਆ। ਕਹਿੰਦੇ ਠੀਕ ਲੱਗਦਾ, ਸਿਰਦਰਦ ਨਹੀਂ, ਛਾਤੀ ਦਰਦ ਨਹੀਂ। 10 ਦਿਨ ਤੋਂ ਬੀਪੀ ਦੀ ਗੋਲੀ ਆਪੇ ਛੱਡੀ ਹੋਈ।',
  },
  {
    level: 'urgent',
    text: 'ਗੋਡੇ ਤੋਂ ਥੱਲੇ ਲੱਤ ਲਾਲ, ਗਰਮ, ਸੁੱਜੀ ਤੇ ਦਰਦ 2 ਦਿਨ ਤੋਂ, ਬੁਖਾਰ ਵੀ। ਇੱਕ ਛੋਟੀ ਝਰੀਟ ਤੋਂ ਸ਼ੁਰੂ ਹੋਇਆ।',
  },
  { level: 'routine', text: 'ਕੁੱਕਰ ਦੀ ਭਾਫ਼ ਨਾਲ ਬਾਂਹ ਸੜ ਗਈ, ਸਿੱਕੇ ਜਿੱਡਾ ਇੱਕ ਛਾਲਾ। ਪਾਣੀ ਚ ਰੱਖਿਆ, ਹੁਣ ਦਰਦ ਘੱਟ।' },
  {
    level: 'routine',
    text: 'roti khaan ton baad sugar 240 aa rahi hafte ton, metformin lainda haan, hor koi takleef nahi',
  },
  {
    level: 'routine',
    text: 'ਤਿੰਨ ਹਫ਼ਤਿਆਂ ਤੋਂ ਖੰਘ, ਸ਼ਾਮ ਨੂੰ ਹਲਕਾ ਬੁਖਾਰ, ਭਾਰ ਵੀ ਘਟਿਆ। ਟੀਬੀ ਦਾ ਡਰ ਹੈ। ਸਾਹ ਠੀਕ, ਬਲਗਮ ਚ ਖੂਨ ਨਹੀਂ।',
  },
  { level: 'routine', text: 'bp 150/95 aa reha is mahine kayi vaari, koi takleef nahi, umar 48' },
  { level: 'routine', text: 'ਨਹਾਉਣ ਮਗਰੋਂ 2 ਦਿਨ ਤੋਂ ਸੱਜਾ ਕੰਨ ਬੰਦ ਤੇ ਹਲਕਾ ਦਰਦ, ਕੁਝ ਨਿਕਲਦਾ ਨਹੀਂ, ਬੁਖਾਰ ਨਹੀਂ।' },
  {
    level: 'routine',
    text: 'ਹਫ਼ਤਾ ਪਹਿਲਾਂ ਡਿੱਗੀ ਸੀ, ਗੋਡਾ ਸੁੱਜਿਆ ਹੋਇਆ। ਤੁਰ ਲੈਂਦੀ ਹਾਂ ਪਰ ਪੌੜੀਆਂ ਤੇ ਤੇ ਚੌਂਕੜੀ ਮਾਰਨ ਤੇ ਦਰਦ ਹੁੰਦਾ।',
  },
  { level: 'routine', text: 'chitta paani gaadha te khaarish hafte ton, bukhar nahi' },
  {
    level: 'routine',
    text: 'ਨਹਾਉਂਦਿਆਂ ਖੱਬੀ ਛਾਤੀ ਚ ਛੋਟੀ ਗੰਢ ਮਹਿਸੂਸ ਹੋਈ, ਦਰਦ ਨਹੀਂ। ਉਮਰ 38, ਕੁਝ ਨਿਕਲਦਾ ਨਹੀਂ। ਕਿੰਨੀ ਛੇਤੀ ਦਿਖਾਵਾਂ?',
  },
  { level: 'routine', text: 'ਸਖ਼ਤ ਟੱਟੀ ਮਗਰੋਂ ਖੂਨ ਦੀਆਂ ਬੂੰਦਾਂ, ਬਵਾਸੀਰ ਦਾ ਦਰਦ। ਚੱਕਰ ਨਹੀਂ ਆਉਂਦੇ।' },
  {
    level: 'routine',
    text: 'thyroid report ch TSH 9.8 aaya, thakavat te bhaar vadh reha. haje koi dawai nahi',
  },
  {
    level: 'routine',
    text: 'ਖੂਨ ਦੀ ਜਾਂਚ ਚ ਐਚਬੀ 8.5 ਆਇਆ। ਥਕਾਵਟ ਰਹਿੰਦੀ, ਪੌੜੀਆਂ ਚੜ੍ਹਨ ਤੇ ਸਾਹ ਚੜ੍ਹਦਾ, ਮਾਹਵਾਰੀ ਜ਼ਿਆਦਾ ਆਉਂਦੀ। ਆਇਰਨ ਦੀਆਂ ਗੋਲੀਆਂ ਆਪੇ ਸ਼ੁਰੂ ਕਰ ਲਵਾਂ?',
  },
  {
    level: 'routine',
    text: 'ਬੀਬੀ ਜੀ 70 ਸਾਲ ਦੇ, 6 ਮਹੀਨਿਆਂ ਤੋਂ ਨਵੀਆਂ ਗੱਲਾਂ ਭੁੱਲ ਜਾਂਦੇ ਤੇ ਇੱਕੋ ਗੱਲ ਵਾਰ ਵਾਰ ਪੁੱਛਦੇ। ਪਰ ਸਭ ਨੂੰ ਪਛਾਣਦੇ ਤੇ ਆਪਣਾ ਕੰਮ ਆਪ ਕਰ ਲੈਂਦੇ।',
  },
  {
    level: 'routine',
    text: 'is hafte asthma da inhaler din ch 3-4 vaar lena painda, har vaar aaram mil janda, baithe baithe saah nahi charhda',
  },
  { level: 'routine', text: 'ਦੋਵੇਂ ਅੱਖਾਂ ਲਾਲ, ਚਿਪਚਿਪੀ ਗਿੱਦ 2 ਦਿਨ ਤੋਂ, ਦਿਸਦਾ ਠੀਕ' },
  {
    level: 'routine',
    text: '3 ਹਫ਼ਤਿਆਂ ਤੋਂ ਸਰੀਰ ਤੇ ਛਪਾਕੀ ਨਿਕਲਦੀ ਤੇ ਚਲੀ ਜਾਂਦੀ, ਜ਼ਿਆਦਾ ਰਾਤ ਨੂੰ। ਬੁੱਲ੍ਹ ਨਹੀਂ ਸੁੱਜਦੇ, ਸਾਹ ਠੀਕ।',
  },
  {
    level: 'routine',
    text: 'naukri chhuttan ton baad mahine ton neend nahi aaundi, mann udaas rehnda. aapne aap nu nuksan da koi khayal nahi, bas theek hona chaunda',
  },
  { level: 'routine', text: '6 ਸਾਲ ਦੀ ਧੀ ਰਾਤ ਨੂੰ ਪਿੱਛੇ ਖੁਰਕਦੀ, ਟੱਟੀ ਚ ਛੋਟੇ ਚਿੱਟੇ ਕੀੜੇ ਦਿਸੇ।' },
  {
    level: 'routine',
    text: 'pair di tali ch kanda chubheya si 4 din pehlan, hun thoda laal te dard, bukhar nahi',
  },
  // Round 23: every message typed in Latin letters again, measured blind against rules and the detector trained on rounds 1–22 (rules 88.1 %, with the detector 92.3 % at 0.99).
  { level: 'self_care', text: 'do din ton zukaam te chheenka, koi dawai dasso' },
  { level: 'self_care', text: 'sukki khaansi aa raat nu zyada hundi' },
  { level: 'routine', text: 'mummy de goddeyan ch dard rehnda paudiyan chadhde hoye' },
  { level: 'self_care', text: 'roti khaan ton baad tezabiyat ho jandi, kee khaiye' },
  { level: 'self_care', text: 'baanh te laal daane te kharish ho rahi 3 din ton' },
  { level: 'self_care', text: 'kal ton halka bukhar 99.5, hor thik haan' },
  { level: 'self_care', text: 'lak ch dard aa lamma time computer te baithan naal' },
  { level: 'routine', text: 'sugar test karaya fasting 118 aaya, ki eh zyada aa?' },
  { level: 'self_care', text: 'bhaar ghatauna, nashte ch ki khaiye' },
  { level: 'self_care', text: 'nikke nu 2 din ton patle dast, khed reha te paani pee reha' },
  { level: 'self_care', text: 'sir ch sikri bahut, kehda shampoo changa' },
  { level: 'self_care', text: 'raat nu neend nahi aundi der tak' },
  { level: 'routine', text: 'thyroid di report TSH 5.2 aayi, doctor nu dikhauna chahida?' },
  { level: 'self_care', text: 'phone dekh ke akhan thak jandiyan te paani aunda' },
  { level: 'routine', text: 'daadh ch dard thanda paani peen te' },
  { level: 'self_care', text: 'kabz rehndi aa kujh dina ton, koi desi tarika' },
  // Round 24: half in the script, half in Latin letters, a mix of every earlier style; measured blind against rules and the detector of round 23 (rules 89.5 %, with the detector 96.0 %).
  { level: 'self_care', text: 'ਦੋ ਦਿਨਾਂ ਤੋਂ ਜ਼ੁਕਾਮ ਤੇ ਛਿੱਕਾਂ, ਗਲਾ ਥੋੜ੍ਹਾ ਖਰਾਬ। ਕੋਈ ਘਰੇਲੂ ਨੁਸਖਾ?' },
  { level: 'routine', text: 'ਮੰਮੀ ਦੇ ਗੋਡਿਆਂ ਚ ਦਰਦ ਰਹਿੰਦਾ, ਪੌੜੀਆਂ ਚੜ੍ਹਨ ਵੇਲੇ ਜ਼ਿਆਦਾ। ਕਿਹੜੀ ਕਸਰਤ ਕਰਨ?' },
  { level: 'self_care', text: 'ਖਾਣੇ ਤੋਂ ਬਾਅਦ ਗੈਸ ਬਣਦੀ ਤੇ ਪੇਟ ਫੁੱਲ ਜਾਂਦਾ, ਕੀ ਖਾਣਾ ਛੱਡਾਂ?' },
  { level: 'self_care', text: 'ਬਾਂਹ ਉੱਤੇ ਲਾਲ ਦਾਣੇ ਤੇ ਖਾਰਸ਼, ਨਵਾਂ ਸਾਬਣ ਵਰਤਿਆ ਸੀ' },
  { level: 'routine', text: 'ਫਾਸਟਿੰਗ ਸ਼ੂਗਰ 118 ਆਈ ਆ, ਕੀ ਇਹ ਜ਼ਿਆਦਾ ਆ? ਖੁਰਾਕ ਕੀ ਰੱਖਾਂ' },
  { level: 'self_care', text: 'ਕੱਲ੍ਹ ਤੋਂ ਹਲਕਾ ਬੁਖਾਰ 99.8, ਸਰੀਰ ਟੁੱਟਦਾ, ਖਾਣਾ ਪੀਣਾ ਠੀਕ' },
  { level: 'self_care', text: 'ਦਫ਼ਤਰ ਚ ਸਾਰਾ ਦਿਨ ਬੈਠਣ ਨਾਲ ਕਮਰ ਦਰਦ ਹੁੰਦੀ, ਕੋਈ ਸਲਾਹ?' },
  {
    level: 'self_care',
    text: 'ਪੁੱਤਰ 4 ਸਾਲ ਦਾ, 2 ਵਾਰ ਪਤਲੀ ਟੱਟੀ ਆਈ, ਖੇਡਦਾ ਆ ਪਾਣੀ ਪੀਂਦਾ ਪਿਸ਼ਾਬ ਠੀਕ। ORS ਦੇਈਏ?',
  },
  { level: 'self_care', text: 'khansi aa 4 din ton, sukki, raat nu zyada. koi syrup?' },
  { level: 'self_care', text: 'dandan ch thanda lagda, sensitive toothpaste kehda changa?' },
  { level: 'routine', text: 'vitamin D 15 aaya report ch, kinne din goli khani?' },
  { level: 'self_care', text: 'weight ghatauna 10 kilo, roti kinni khavan, diet plan dasso' },
  { level: 'self_care', text: 'akhan ch jalan screen dekh dekh ke, drops?' },
  { level: 'self_care', text: 'sir dard hunda sham nu chai na mile tan haha, chai ghatauni kive?' },
  { level: 'self_care', text: 'pairan diyan addiyan fatiyan, ki lavan' },
  { level: 'self_care', text: 'neend ghat aundi raat nu, phone chalaunda late tak. koi tip?' },
  // Round 25: half in the script, half in Latin letters, less typical presentations; measured blind against rules and the detector of round 24 (rules 83.5 %, with the detector 95.7 %).
  { level: 'self_care', text: 'ਦੋ ਦਿਨਾਂ ਤੋਂ ਨੱਕ ਵਗਦਾ ਤੇ ਛਿੱਕਾਂ, ਹਲਕਾ ਗਲਾ ਖਰਾਬ। ਬੁਖਾਰ ਨਹੀਂ। ਘਰੇ ਕੀ ਕਰਾਂ?' },
  {
    level: 'routine',
    text: 'ਮਾਤਾ ਜੀ ਦੇ ਗੋਡਿਆਂ ਵਿੱਚ ਕਈ ਮਹੀਨਿਆਂ ਤੋਂ ਦਰਦ ਰਹਿੰਦਾ, ਪੌੜੀਆਂ ਚੜ੍ਹਨ ਵਿੱਚ ਔਖ। ਕਿਹੜੇ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਈਏ?',
  },
  {
    level: 'urgent',
    text: 'ਮੈਨੂੰ ਪਿਸ਼ਾਬ ਕਰਦੇ ਬਹੁਤ ਜਲਣ ਹੁੰਦੀ, ਕਮਰ ਦੇ ਇੱਕ ਪਾਸੇ ਦਰਦ ਤੇ ਕੱਲ੍ਹ ਰਾਤ ਤੋਂ ਕਾਂਬੇ ਨਾਲ 102 ਬੁਖਾਰ ਹੈ।',
  },
  { level: 'self_care', text: 'ਧੁੱਪ ਵਿੱਚ ਕੰਮ ਕਰਕੇ ਹਲਕਾ ਸਿਰ ਦਰਦ ਹੈ, ਪਾਣੀ ਘੱਟ ਪੀਤਾ ਸੀ। ਹੋਰ ਕੋਈ ਤਕਲੀਫ਼ ਨਹੀਂ।' },
  {
    level: 'routine',
    text: 'ਮੇਰੀ ਸ਼ੂਗਰ ਖਾਲੀ ਪੇਟ 160 ਆ ਰਹੀ ਇੱਕ ਹਫ਼ਤੇ ਤੋਂ, ਗੋਲੀ ਟਾਈਮ ਤੇ ਖਾਂਦਾ ਹਾਂ। ਡੋਜ਼ ਬਦਲਣੀ ਪਊ?',
  },
  { level: 'urgent', text: 'ਬੇਟੇ ਦੇ ਕੰਨ ਵਿੱਚ ਕੱਲ੍ਹ ਤੋਂ ਬਹੁਤ ਦਰਦ ਤੇ ਬੁਖਾਰ, ਅੱਜ ਕੰਨ ਵਿੱਚੋਂ ਪੀਕ ਵਗਣ ਲੱਗ ਪਈ।' },
  { level: 'self_care', text: 'ਮੱਛਰ ਦੇ ਕੱਟਣ ਨਾਲ ਲੱਤਾਂ ਤੇ ਖਾਰਸ਼ ਵਾਲੇ ਦਾਣੇ ਨੇ, ਹੋਰ ਕੁਝ ਨਹੀਂ।' },
  {
    level: 'urgent',
    text: 'ਦਾਤਰੀ ਨਾਲ ਉਂਗਲ ਤੇ ਡੂੰਘਾ ਕੱਟ ਲੱਗ ਗਿਆ, ਦਬਾਉਣ ਨਾਲ ਖੂਨ ਰੁਕ ਗਿਆ ਪਰ ਜ਼ਖਮ ਖੁੱਲ੍ਹਾ ਹੈ, ਟਾਂਕੇ ਲੱਗਣਗੇ?',
  },
  {
    level: 'routine',
    text: 'kuch mahineyan ton vaal bahut jhad rahe ne te thakawat rehndi, thyroid check karauna chahida?',
  },
  {
    level: 'self_care',
    text: 'bache nu aj halke dast lagge ne, 2 vaar, khed reha te paani peenda. ORS dewa?',
  },
  {
    level: 'urgent',
    text: 'papa nu 3 din ton bukhar 102-103 te sharir te jodan ch bahut dard, mohalle ch dengue de case ne',
  },
  {
    level: 'routine',
    text: 'meri akhan di nazar hauli hauli dhundli hundi ja rahi, kitab padhan ch aukha. chashma lagu?',
  },
  {
    level: 'self_care',
    text: 'gym shuru kita 2 din pehla, hun lattan ch akdan te dard. normal aa?',
  },
  {
    level: 'urgent',
    text: 'bibi di akh laal te bahut dard, roshni ch akh nai khuldi, kal ton. nazar v thodi dhundli',
  },
  {
    level: 'routine',
    text: 'mainu 2 hafte ton sukhi khansi aa, raat nu jyada. bukhar nai. cigarette peenda haan',
  },
  {
    level: 'urgent',
    text: 'ghar wali nu aj pishab naal khoon aaya te pet de thalle dard, bukhar v halka',
  },
  // Round 26: a third in the script with English words, a third in Latin letters, a third with slips or as voice typing writes it, the danger told in passing; measured blind against rules and the detector of round 25 (rules 85.5 %, with the detector 96.0 %).
  {
    level: 'self_care',
    text: 'Do din ton zukaam te gala kharab aa, bukhar nahi. Ghar ch ki kar sakde aa?',
  },
  { level: 'self_care', text: 'ਗਰਮੀ ਵਿੱਚ ਪਿੱਠ ਤੇ ਪਿੱਤ ਨਿਕਲ ਆਈ, ਬਹੁਤ ਖਾਰਸ਼ ਹੁੰਦੀ ਹੈ। ਕੋਈ powder ਲਾਈਏ?' },
  {
    level: 'self_care',
    text: 'ਕੱਲ੍ਹ ਵਿਆਹ ਵਿੱਚ ਜ਼ਿਆਦਾ ਤਲਿਆ ਖਾ ਲਿਆ ਅੱਜ ਦੋ ਵਾਰ ਪਤਲੀ ਟੱਟੀ ਆਈ ਹੈ ਬੁਖਾਰ ਨਹੀਂ ਪਾਣੀ ਪੀ ਰਿਹਾ ਹਾਂ',
  },
  {
    level: 'self_care',
    text: 'Gym ton baad pindiyan ch bahut dard aa, pehli vaari gaya si. Garam sek karaan ke thanda?',
  },
  {
    level: 'self_care',
    text: 'ਬੱਚੇ ਦੇ ਦੰਦ ਨਿਕਲ ਰਹੇ ਨੇ, 8 ਮਹੀਨੇ ਦਾ ਹੈ, ਚਿੜਚਿੜਾ ਹੈ ਤੇ ਲਾਰਾਂ ਡਿੱਗਦੀਆਂ। ਦੁੱਧ ਠੀਕ ਪੀਂਦਾ ਹੈ। teether ਦੇ ਦੇਈਏ?',
  },
  { level: 'self_care', text: 'ਸਿਰ ਵਿੱਚ ਸਿੱਕਰੀ ਬਹੁਤ ਹੈ ਤੇ ਖਾਰਸ਼ ਹੁੰਦੀ ਕਿਹੜਾ ਸ਼ੈਂਪੂ ਵਰਤਾਂ' },
  {
    level: 'routine',
    text: 'Mummy nu 3 mahine ton godeyan ch dard rehnda, podiyan chadhan ch aukha. Kehre doctor nu dikhayie?',
  },
  {
    level: 'routine',
    text: 'ਮੇਰੀ sugar fasting ਦੋ ਵਾਰ 160 ਆਈ ਹੈ, ਪਹਿਲਾਂ ਕਦੇ ਨਹੀਂ ਸੀ। ਕੋਈ ਤਕਲੀਫ ਨਹੀਂ, ਬੱਸ ਪਿਆਸ ਜ਼ਿਆਦਾ ਲੱਗਦੀ।',
  },
  {
    level: 'routine',
    text: 'ਮੇਰੇ ਪਤੀ ਨੂੰ ਰਾਤ ਨੂੰ ਘੁਰਾੜੇ ਬਹੁਤ ਆਉਂਦੇ ਨੇ ਤੇ ਦਿਨੇ ਨੀਂਦ ਆਉਂਦੀ ਰਹਿੰਦੀ ਭਾਰ ਵੀ ਵਧ ਗਿਆ ਕਿਹੜਾ ਟੈਸਟ ਕਰਵਾਈਏ',
  },
  {
    level: 'routine',
    text: 'ਦੋ ਹਫਤਿਆਂ ਤੋਂ ਰਾਤ ਨੂੰ ਪੇਸ਼ਾਬ ਵਾਰ ਵਾਰ ਆਉਂਦਾ, ਉਮਰ 62 ਹੈ। prostate ਦਾ test ਕਰਾਉਣਾ ਚਾਹੀਦਾ?',
  },
  {
    level: 'routine',
    text: 'Beti 9th class ch aa, board ton padhan vele akhan ch paani aunda te sir dukhda. Ainak di lod aa ki?',
  },
  { level: 'urgent', text: 'ਕੱਲ੍ਹ ਤੋਂ ਪੇਸ਼ਾਬ ਵਿੱਚ ਬਹੁਤ ਜਲਨ ਹੈ, ਕਮਰ ਦੇ ਇੱਕ ਪਾਸੇ ਦਰਦ ਅਤੇ 101 ਬੁਖਾਰ ਹੈ।' },
  {
    level: 'urgent',
    text: 'Mere 4 saal de munde nu 3 din ton bukhar aa 102-103 tak, te hun kehnda kann vi dukhda. Khanda pinda thoda aa.',
  },
  {
    level: 'urgent',
    text: 'ਦਾਤੀ ਨਾਲ ਉਂਗਲ ਤੇ ਡੂੰਘਾ ਕੱਟ ਲੱਗ ਗਿਆ ਹੈ ਕੱਪੜਾ ਬੰਨਿਆ ਤਾਂ ਖੂਨ ਰੁਕ ਗਿਆ ਪਰ ਜਖਮ ਖੁੱਲਾ ਹੈ ਤੇ ਦਾਤੀ ਨੂੰ ਜੰਗਾਲ ਲੱਗਾ ਸੀ',
  },
  {
    level: 'urgent',
    text: 'ਸਵੇਰੇ ਅੱਖ ਵਿੱਚ ਕਣਕ ਦਾ ਸਿੱਟਾ ਵੱਜ ਗਿਆ, ਹੁਣ ਅੱਖ ਲਾਲ ਹੈ, ਪਾਣੀ ਵਗਦਾ ਤੇ light ਚੁਭਦੀ ਹੈ।',
  },
  {
    level: 'urgent',
    text: 'Nani nu kal raat ton dast te ultiyan, 8-10 vaari ho gaye, aj peshab ghatt aaya. Oh 75 saal de ne, ORS thoda thoda pee rahe ne.',
  },
  // Round 27: two thirds in Latin letters, short, typed fast and by ear; measured blind against rules and the detector of round 26 (rules 83.2 %, with the detector 95.2 %).
  { level: 'self_care', text: 'do din to naak vagda te chhikkan aundiyan halka jeha zukaam' },
  { level: 'self_care', text: 'ਧੁੱਪ ਵਿੱਚ ਕੰਮ ਕਰਕੇ ਸਿਰ ਦੁਖਦਾ' },
  { level: 'self_care', text: 'sardiyan ch bulh fatt gye' },
  { level: 'self_care', text: 'ਮੂੰਹ ਵਿੱਚ ਛਾਲਾ ਹੋ ਗਿਆ ਦੋ ਦਿਨਾਂ ਤੋਂ ਖਾਣ ਨੂੰ ਔਖ' },
  { level: 'self_care', text: 'kal football kheddi si ajj lattan ch akdaa te turan te dard' },
  { level: 'routine', text: 'tinn hafteyan to khangh ni jaandi bukhar koi ni' },
  { level: 'routine', text: 'bebe de godeyan ch dard rehnda paudiyan chadhan te' },
  { level: 'routine', text: 'mainu ajkal pyaas bht lagdi te raat nu 3-4 vaari pishab aunda' },
  { level: 'routine', text: 'ਮੇਰੇ ਵਾਲ ਬਹੁਤ ਝੜਦੇ ਤੇ ਥਕਾਵਟ ਰਹਿੰਦੀ ਮਹੀਨੇ ਤੋਂ' },
  { level: 'routine', text: '2 mahine to period ni aaye test negative aa' },
  { level: 'routine', text: 'ਗਰਦਨ ਤੇ ਗਿਲਟੀ ਜਿਹੀ ਬਣੀ ਆ ਦਰਦ ਨਹੀਂ ਕਰਦੀ ਮਹੀਨਾ ਹੋ ਗਿਆ' },
  { level: 'urgent', text: 'pishab karde jalan te kambni naal bukhar 102 te pith ch dard' },
  { level: 'urgent', text: 'kutte ne lat te kaat lya daand de nishaan thoda khoon' },
  { level: 'urgent', text: '3 din to bukhar 103 tak jaanda te sareer te laal daane dengu ta nhi' },
  { level: 'urgent', text: 'ਪੰਜ ਸਾਲ ਦੇ ਮੁੰਡੇ ਦੇ ਕੰਨ ਵਿੱਚ ਬਹੁਤ ਦਰਦ ਤੇ ਪਾਕ ਵਗਦੀ ਰਾਤ ਭਰ ਰੋਂਦਾ ਰਿਹਾ' },
  {
    level: 'urgent',
    text: 'sabji katde ungal te dungha katt lag gya khoon ruk gya par zakham khulla',
  },
  // Round 28: sent on someone else's behalf (an ASHA worker, a neighbour, a son far away), a third each in the script, in Latin letters and as voice typing writes it, less typical presentations; measured blind against rules and the detector of round 27 (rules 86.4 %, with the detector 97.4 %).
  { level: 'urgent', text: 'ਪਿਸ਼ਾਬ ਵਿੱਚ ਜਲਣ, 102 ਬੁਖ਼ਾਰ ਤੇ ਕੱਲ੍ਹ ਤੋਂ ਲੱਕ ਵਿੱਚ ਇੱਕ ਪਾਸੇ ਦਰਦ।' },
  { level: 'urgent', text: 'kal kutte ne lat te vadh lya, zakhm chhota, teeka nahi lagvaya' },
  { level: 'urgent', text: 'ਮੰਮੀ ਸ਼ੂਗਰ ਦੇ ਮਰੀਜ਼ ਪੈਰ ਦੇ ਅੰਗੂਠੇ ਦਾ ਜ਼ਖ਼ਮ ਕਾਲਾ ਹੋ ਰਿਹਾ ਤੇ ਬਦਬੂ' },
  { level: 'urgent', text: 'munde de kann cho paak vagdi te do din ton bukhar' },
  { level: 'urgent', text: 'ਚਾਰਾ ਕੁਤਰਦੇ ਹੋਏ ਉਂਗਲ ਡੂੰਘੀ ਕੱਟੀ ਗਈ, ਖ਼ੂਨ ਰੁਕ ਗਿਆ ਪਰ ਜ਼ਖ਼ਮ ਖੁੱਲ੍ਹਾ ਤੇ ਗੰਦਾ' },
  { level: 'routine', text: 'ਗੋਡਿਆਂ ਵਿੱਚ ਦਰਦ ਪੌੜੀਆਂ ਚੜ੍ਹਦੇ ਵੇਲੇ, ਦੋ ਮਹੀਨਿਆਂ ਤੋਂ।' },
  {
    level: 'routine',
    text: 'ankhan agge dhundhla, raat nu lights de aale duale gol chakkar dissde, 65 saal',
  },
  { level: 'routine', text: 'ਤਿੰਨ ਹਫ਼ਤਿਆਂ ਤੋਂ ਖੰਘ ਬਲਗਮ ਨਾਲ ਭਾਰ ਥੋੜ੍ਹਾ ਘਟਿਆ' },
  { level: 'routine', text: 'sugar di report fasting 160 aayi, dawai koi nahi khanda' },
  { level: 'routine', text: 'ਪਿੱਠ ਦੇ ਹੇਠਲੇ ਹਿੱਸੇ ਵਿੱਚ ਇੱਕ ਮਹੀਨੇ ਤੋਂ ਦਰਦ, ਭਾਰ ਚੁੱਕਣ ਨਾਲ ਵਧਦਾ।' },
  { level: 'routine', text: 'naak di haddi vadhi hoyi, hamesha band rehnda ik paasa' },
  { level: 'self_care', text: 'ਜ਼ੁਕਾਮ ਤੇ ਨਿੱਛਾਂ ਦੋ ਦਿਨਾਂ ਤੋਂ, ਬੁਖ਼ਾਰ ਨਹੀਂ।' },
  { level: 'self_care', text: 'viah ch zyada kha lya, dhidd bhaari te dakaar' },
  { level: 'self_care', text: 'ਧੁੱਪ ਵਿੱਚ ਕੰਮ ਕਰ ਕੇ ਹਲਕਾ ਸਿਰ ਦਰਦ ਪਾਣੀ ਪੀ ਕੇ ਠੀਕ ਹੋ ਰਿਹਾ' },
  { level: 'self_care', text: 'bullan te khushki te phatt gaye' },
  { level: 'self_care', text: 'ਗਲੇ ਵਿੱਚ ਹਲਕੀ ਖਰਾਸ਼ ਇੱਕ ਦਿਨ ਤੋਂ, ਬੁਖ਼ਾਰ ਨਹੀਂ।' },
  // Round 29: a practical question with the danger inside it ('can we wait till morning?'), often about two people, the emergency the second one's; measured blind against rules and the detector of round 28 (rules 86.4 %, with the detector 94.3 %).
  {
    level: 'urgent',
    text: "ਮੁੰਡੇ (12) ਦਾ ਕੱਲ੍ਹ ਫੁੱਟਬਾਲ ਖੇਡਦਿਆਂ ਗਿੱਟਾ ਮੁੜ ਗਿਆ, ਬਹੁਤ ਸੁੱਜ ਗਿਆ ਤੇ ਉਹ ਪੈਰ 'ਤੇ ਭਾਰ ਨਹੀਂ ਪਾ ਸਕਦਾ। ਕੀ ਐਕਸਰੇ ਅੱਜ ਹੀ ਕਰਾਈਏ ਜਾਂ ਪਹਿਲਾਂ ਹਲਦੀ ਵਾਲਾ ਲੇਪ ਲਾ ਕੇ ਵੇਖੀਏ?",
  },
  {
    level: 'urgent',
    text: 'Bapu ji (70) nu 3 din ton bukhar te khangh, hun balgam peela aunda, turde hoye thoda saah chadhda par baithe hoye theek, oximeter 95. Aj hi doctor nu dikhaiye ya kal?',
  },
  {
    level: 'urgent',
    text: 'Sajje lakk ton tez dard utthya jo thalle vall janda, lehran vich aunda, ikk vaar ulti, peshab ch halka khoon jeha. Pehla vi pathri hoyi si. Aj dikhauna pauga?',
  },
  {
    level: 'urgent',
    text: 'ਮੇਰੀ ਕੱਛ ਵਿੱਚ ਫੋੜਾ ਬਣ ਗਿਆ ਹੈ ਤਿੰਨ ਦਿਨ ਤੋਂ ਵੱਡਾ ਹੁੰਦਾ ਜਾ ਰਿਹਾ ਹੈ ਪੱਕ ਗਿਆ ਲੱਗਦਾ ਹੈ ਬਹੁਤ ਦਰਦ ਤੇ ਹਲਕਾ ਬੁਖਾਰ ਕੀ ਅੱਜ ਡਾਕਟਰ ਕੋਲ ਜਾਣਾ ਪਵੇਗਾ ਜਾਂ ਗਰਮ ਪਾਣੀ ਦੀ ਟਕੋਰ ਕਾਫੀ ਹੈ',
  },
  {
    level: 'urgent',
    text: 'ਮੇਰੀ ਘਰਵਾਲੀ ਨੂੰ ਦੋ ਦਿਨ ਤੋਂ ਪਿਸ਼ਾਬ ਵਿੱਚ ਜਲਣ ਸੀ ਅੱਜ ਕੰਬਣੀ ਨਾਲ ਬੁਖਾਰ ਚੜ੍ਹਿਆ ਤੇ ਲੱਕ ਦੇ ਇੱਕ ਪਾਸੇ ਦਰਦ ਹੈ ਉਹ ਕਹਿੰਦੀ ਕੱਲ੍ਹ ਛੁੱਟੀ ਵਾਲੇ ਦਿਨ ਚੱਲਾਂਗੇ ਕੀ ਅੱਜ ਜਾਣਾ ਜ਼ਰੂਰੀ ਹੈ',
  },
  {
    level: 'routine',
    text: 'ਮੈਨੂੰ ਛੇ ਮਹੀਨਿਆਂ ਤੋਂ ਅੱਡੀ ਵਿੱਚ ਦਰਦ ਹੈ, ਸਵੇਰੇ ਪਹਿਲਾ ਕਦਮ ਰੱਖਦਿਆਂ ਬਹੁਤ ਦੁਖਦੀ ਹੈ, ਫਿਰ ਠੀਕ ਹੋ ਜਾਂਦੀ। ਕਿਹੜੇ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਵਾਂ ਤੇ ਕਿਹੜੀ ਜੁੱਤੀ ਪਾਵਾਂ?',
  },
  {
    level: 'routine',
    text: 'Papa ji nu 2-3 mahine ton raat nu peshab layi 3-4 vaari uthna painda te dhaar patli aundi. Prostate check karauna chahida? Te bebe diyan akhan ch motia vi aa, oh vi dikhauna.',
  },
  {
    level: 'routine',
    text: 'ਮੇਰੀਆਂ ਕੂਹਣੀਆਂ ਤੇ ਗੋਡਿਆਂ ਉੱਤੇ ਚਿੱਟੇ ਛਿਲਕੇ ਵਾਲੇ ਧੱਬੇ ਨੇ ਤਿੰਨ ਮਹੀਨੇ ਤੋਂ ਖੁਜਲੀ ਹੁੰਦੀ ਹੈ ਕਿਹੜੇ ਚਮੜੀ ਵਾਲੇ ਡਾਕਟਰ ਕੋਲ ਜਾਵਾਂ ਤੇ ਕੀ ਇਹ ਛੂਤ ਵਾਲੀ ਹੈ',
  },
  {
    level: 'routine',
    text: 'Viah nu 2 saal ho gaye, baccha nahi ho reha, ghar wali de periods theek aunde. Kis doctor kol jaiye te mera vi koi test hunda?',
  },
  {
    level: 'routine',
    text: 'ਮੇਰੀ ਕੁੜੀ (14 ਸਾਲ) ਥੱਕੀ-ਥੱਕੀ ਰਹਿੰਦੀ, ਚਿਹਰਾ ਪੀਲਾ ਜਿਹਾ, ਮਾਹਵਾਰੀ ਵਿੱਚ ਖੂਨ ਜ਼ਿਆਦਾ ਪੈਂਦਾ ਤੇ ਖਾਣਾ ਘੱਟ ਖਾਂਦੀ। ਖੂਨ ਦੀ ਕਮੀ ਦਾ ਟੈਸਟ ਕਰਾਈਏ?',
  },
  {
    level: 'routine',
    text: 'ਮੇਰਾ ਵਜ਼ਨ ਕਾਫੀ ਵਧ ਗਿਆ ਹੈ ਤੇ ਅਲਟਰਾਸਾਊਂਡ ਵਿੱਚ ਫੈਟੀ ਲਿਵਰ ਆਇਆ ਹੈ ਕੋਈ ਤਕਲੀਫ ਨਹੀਂ ਕਿਹੜੀ ਖੁਰਾਕ ਲਵਾਂ ਤੇ ਦੁਬਾਰਾ ਟੈਸਟ ਕਦੋਂ ਕਰਾਵਾਂ',
  },
  {
    level: 'self_care',
    text: 'Kal ton gala kharab, halki khraash, bukhar nahi, khana pina theek. Namak wale paani de garare te shehad-adrak chalega? Munde nu vi halkiyan chhikkan aundiyan.',
  },
  {
    level: 'self_care',
    text: 'ਸਰਦੀਆਂ ਵਿੱਚ ਬੁੱਲ੍ਹ ਤੇ ਅੱਡੀਆਂ ਪਾਟ ਗਈਆਂ, ਥੋੜ੍ਹਾ ਦੁਖਦੀਆਂ ਨੇ, ਕੋਈ ਲਾਲੀ ਜਾਂ ਪੀਕ ਨਹੀਂ। ਕੀ ਵੈਸਲੀਨ ਜਾਂ ਸਰ੍ਹੋਂ ਦਾ ਤੇਲ ਲਾਈਏ? ਬੇਬੇ ਦੀਆਂ ਅੱਡੀਆਂ ਵੀ ਪਾਟੀਆਂ ਨੇ।',
  },
  {
    level: 'self_care',
    text: 'ਵਿਆਹ ਵਿੱਚ ਪਰੌਂਠੇ ਤੇ ਮਿਠਾਈ ਜ਼ਿਆਦਾ ਖਾ ਕੇ ਦੋ ਦਿਨ ਤੋਂ ਕਬਜ਼ ਹੈ ਪੇਟ ਵਿੱਚ ਕੋਈ ਖਾਸ ਦਰਦ ਨਹੀਂ ਹੋਰ ਸਭ ਠੀਕ ਕੀ ਇਸਬਗੋਲ ਲੈ ਲਵਾਂ ਤੇ ਮੇਰੀ ਮਾਂ ਨੂੰ ਵੀ ਇਹੀ ਸ਼ਿਕਾਇਤ ਹੈ',
  },
  {
    level: 'self_care',
    text: 'Munde de pair de angoothe da naunh thoda andar nu ja reha, halki peed te thodi laali, pus nahi, bukhar nahi. Garam paani ch namak paa ke pair dubo sakde?',
  },
  {
    level: 'self_care',
    text: 'ਮੇਰੀ ਕੁੜੀ ਪੰਦਰਾਂ ਸਾਲ ਦੀ ਹੈ ਉਸਦੇ ਚਿਹਰੇ ਉੱਤੇ ਕਿੱਲ ਨਿਕਲ ਰਹੇ ਨੇ ਕੋਈ ਫੇਸ ਵਾਸ਼ ਦੱਸੋ ਤੇ ਕੀ ਵੇਸਣ ਤੇ ਦਹੀਂ ਲਾ ਸਕਦੇ ਹਾਂ',
  },
  // Round 30: people who write little and badly (short, broken, misspelt, English medical words mixed in); measured blind against rules and the detector of round 29 (rules 92.6 %, with the detector 98.0 %).
  { level: 'urgent', text: 'ਪਿਸਾਬ ਚ ਜਲਣ ਬੁਖਾਰ ਕਾਂਬਾ, ਲੱਕ ਚ ਦਰਦ 2 ਦਿਨ' },
  { level: 'urgent', text: 'ਕੁੱਤੇ ਨੇ ਵੱਢਿਆ ਕੱਲ, ਟੀਕਾ ਨੀ ਲਵਾਇਆ' },
  { level: 'urgent', text: 'ਅੱਖ ਚ ਲੋਹੇ ਦਾ ਕਿਣਕਾ ਪੈ ਗਿਆ ਵਰਕਸਾਪ ਚ, ਲਾਲ, ਖੁੱਲਦੀ ਨੀ' },
  { level: 'urgent', text: '4 ਦਿਨ ਤੋ ਬੁਖਾਰ 103, ਅੱਖਾ ਪਿੱਛੇ ਦਰਦ, ਡੇਂਗੂ ਚੱਲਦਾ ਪਿੰਡ ਚ' },
  { level: 'urgent', text: 'bache de kann ch bahut dard, raat bhar roya, bukhar 101' },
  { level: 'routine', text: 'ਸੂਗਰ ਖਾਲੀ ਪੇਟ 165 ਆਈ 2 ਵਾਰ, ਦਵਾਈ ਨੀ ਸੁਰੂ' },
  { level: 'routine', text: 'ਗੋਡਿਆ ਚ ਦਰਦ 3 ਮਹੀਨੇ ਤੋ, ਪੌੜੀਆਂ ਚੜਨ ਚ ਔਖ' },
  { level: 'routine', text: 'ਸਫੇਦ ਪਾਣੀ ਪੈਂਦਾ ਤੇ ਖੁਜਲੀ 2 ਹਫਤੇ ਤੋ' },
  { level: 'routine', text: 'BP 150/95 ਕੈਮਿਸਟ ਤੋ ਚੈੱਕ ਕਰਾਇਆ 2 ਵਾਰ' },
  { level: 'routine', text: '3 hafte ton khangh, balgam, raat nu pasina, bhaar ghat gya' },
  { level: 'routine', text: 'hatha pera ch jhanjhanahat rehndi, sugar 10 saal ton' },
  { level: 'self_care', text: 'ਜੁਕਾਮ ਛਿੱਕਾਂ ਗਲਾ ਖਰਾਬ ਕੱਲ ਤੋ, ਬੁਖਾਰ ਨੀ' },
  { level: 'self_care', text: 'ਮੂੰਹ ਚ 2 ਛਾਲੇ, ਖਾਣ ਵੇਲੇ ਚੁਭਦੇ' },
  { level: 'self_care', text: 'ਸਬਜੀ ਕੱਟਦੇ ਉਂਗਲ ਕੱਟੀ ਛੋਟੀ, ਖੂਨ ਰੁਕ ਗਿਆ' },
  { level: 'self_care', text: 'ਦਸਤ 2 ਵਾਰ ਅੱਜ, ORS ਪੀਂਦਾ, ਖੂਨ ਨੀ ਬੁਖਾਰ ਨੀ' },
  { level: 'self_care', text: 'dhup ch kamm karke sir dard, paani ghat peeta' },
  // Round 31: messages that mix times and people (a past emergency and a present worry, two family members, a question about signs, recovery after hospital); measured blind against rules and the detector of round 30 (rules 93.2 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: "ਕੁੜੀ 6 ਸਾਲ ਦੀ, 3 ਦਿਨ ਤੋਂ 103 ਬੁਖਾਰ ਤੇ ਕੰਨ 'ਚ ਦਰਦ, ਬਹੁਤ ਰੋਂਦੀ। ਭਰਾ ਨੂੰ ਪਿਛਲੇ ਮਹੀਨੇ ਇਹੀ ਹੋਇਆ ਸੀ, ਐਂਟੀਬਾਇਓਟਿਕ ਲੱਗੀ ਸੀ",
  },
  {
    level: 'urgent',
    text: 'bebe nu pishaab ch jalan te kal ton bukhar, thand naal kambde ne, sugar v aa',
  },
  {
    level: 'urgent',
    text: 'ਪਾਪਾ ਦਾ 10 ਦਿਨ ਪਹਿਲਾਂ ਗੋਡਾ ਬਦਲਿਆ, ਹੁਣ ਟਾਂਕਿਆਂ ਵਾਲੀ ਥਾਂ ਲਾਲ, ਸੁੱਜੀ ਤੇ ਪਾਕ ਆਉਂਦੀ, ਹਲਕਾ ਬੁਖਾਰ',
  },
  {
    level: 'urgent',
    text: "ਅੱਜ ਸਵੇਰੇ ਗਲੀ ਦੇ ਕੁੱਤੇ ਨੇ ਪਿੰਨੀ 'ਤੇ ਵੱਢ ਲਿਆ, ਸਾਬਣ ਨਾਲ ਧੋ ਲਿਆ। ਕਜ਼ਨ ਨੂੰ ਪਿਛਲੇ ਸਾਲ ਵੱਢਿਆ ਸੀ ਤਾਂ ਟੀਕੇ ਲੱਗੇ ਸੀ। ਕਿੱਥੇ ਜਾਵਾਂ?",
  },
  {
    level: 'urgent',
    text: 'kudi 4 saal di aa, 2 din ton ultiyan te dast, aj pishaab bahut ghatt aaya te thodi sust aa',
  },
  {
    level: 'routine',
    text: 'ਮਾਤਾ ਜੀ ਨੂੰ 5 ਸਾਲ ਪਹਿਲਾਂ ਟੀਬੀ ਹੋਈ ਸੀ, ਇਲਾਜ ਪੂਰਾ ਹੋਇਆ। ਹੁਣ 3 ਹਫ਼ਤਿਆਂ ਤੋਂ ਖੰਘ ਆ, ਬੁਖਾਰ ਨਹੀਂ, ਭੁੱਖ ਥੋੜ੍ਹੀ ਘੱਟ',
  },
  {
    level: 'routine',
    text: 'ehna da BP hafte ton 150/95 aunda, koi takleef nahi, ehna de papa nu v BP si',
  },
  {
    level: 'routine',
    text: "ਮਹੀਨੇ ਤੋਂ ਥਕਾਵਟ ਰਹਿੰਦੀ ਤੇ ਮਹੀਨਾਵਾਰੀ 'ਚ ਬਹੁਤ ਖੂਨ ਪੈਂਦਾ। ਭੈਣ ਨੂੰ ਥਾਇਰਾਇਡ ਆ, ਓਹੀ ਹੋ ਸਕਦਾ?",
  },
  { level: 'routine', text: "ਪਿੱਠ 'ਤੇ ਤਿਲ ਕੁਝ ਮਹੀਨਿਆਂ 'ਚ ਵੱਡਾ ਹੋ ਗਿਆ। ਨਾਨਾ ਜੀ ਨੂੰ ਚਮੜੀ ਦਾ ਕੈਂਸਰ ਸੀ" },
  {
    level: 'routine',
    text: 'munde de gode ch 2 hafte ton dard aa cricket khedan ton baad, turr lainda par bhajjan te dard',
  },
  {
    level: 'routine',
    text: '4 ਮਹੀਨੇ ਪਹਿਲਾਂ ਡਿਲੀਵਰੀ ਹੋਈ, ਓਦੋਂ ਤੋਂ ਰੋਜ਼ ਲੱਕ ਦੇ ਥੱਲੇ ਦਰਦ ਰਹਿੰਦਾ। ਬੱਚਾ ਠੀਕ ਆ। ਵਿਖਾਉਣਾ ਚਾਹੀਦਾ?',
  },
  {
    level: 'self_care',
    text: 'mainu te veer nu dona nu kal ton zukaam, gala thoda kharab, bukhar nahi',
  },
  {
    level: 'self_care',
    text: "ਸਬਜ਼ੀ ਕੱਟਦਿਆਂ ਮੁੰਡੇ ਦੀ ਉਂਗਲ 'ਤੇ ਨਿੱਕਾ ਜਿਹਾ ਕੱਟ ਲੱਗਾ, ਖੂਨ ਰੁਕ ਗਿਆ। ਪਿਛਲੇ ਸਾਲ ਵੱਡਾ ਕੱਟ ਲੱਗਾ ਸੀ ਤਾਂ ਟਾਂਕੇ ਲੱਗੇ ਸੀ, ਇਹ ਛੋਟਾ",
  },
  { level: 'self_care', text: 'ਸ਼ਾਮ ਤੋਂ ਹਲਕਾ ਸਿਰ ਦਰਦ, ਦੇਰ ਤੱਕ ਫੋਨ ਵੇਖਿਆ ਤੇ ਰਾਤ ਨੀਂਦ ਘੱਟ ਆਈ' },
  { level: 'self_care', text: "ਕੱਲ੍ਹ ਵਿਆਹ 'ਚ ਤਲਿਆ ਖਾ ਕੇ ਤੇਜ਼ਾਬ ਬਣਿਆ, ਅੱਜ ਠੀਕ ਆ" },
  { level: 'self_care', text: 'mummy nu machhar larhan wali thaan te khaarish, bas thoda laal aa' },
  // Round 32: comparisons and sensations ('like an elephant on my chest', 'limp like a wet cloth', 'half my body feels like someone else's'); measured blind against rules and the detector of round 31 (rules 83.8 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'pishaab ch agg wargi jalan, har 10 minute baad jaana painda, hun kamb ke bukhaar te lakk ch sajje paase dard',
  },
  {
    level: 'urgent',
    text: '6 ਸਾਲ ਦੇ ਮੁੰਡੇ ਦੇ ਕੰਨ ਚ ਜਿਵੇਂ ਕੋਈ ਡਰਿੱਲ ਚਲਾ ਰਿਹਾ ਹੋਵੇ, ਰਾਤ ਤੋਂ, ਬੁਖਾਰ 101, ਸੌਂ ਨਹੀਂ ਹੁੰਦਾ',
  },
  { level: 'urgent', text: 'ਪੌੜੀ ਤੇ ਪੈਰ ਮੁੜਿਆ, ਗਿੱਟਾ ਪਾਵ ਵਾਂਗ ਫੁੱਲ ਗਿਆ, ਭਾਰ ਨਹੀਂ ਪੈਂਦਾ' },
  {
    level: 'urgent',
    text: 'kutte ne hath te vadd leya adha ghanta pehlan, thoda khoon aaya, saaban naal dho leya',
  },
  {
    level: 'urgent',
    text: 'ਢਿੱਡ ਦੇ ਸੱਜੇ ਪਾਸੇ ਥੱਲੇ ਤੁਰਨ ਜਾਂ ਖੰਘਣ ਤੇ ਚਾਕੂ ਵਰਗੀ ਚੋਭ, ਕੱਲ੍ਹ ਧੁੰਨੀ ਕੋਲੋਂ ਸ਼ੁਰੂ ਹੋਈ ਸੀ, ਹਲਕਾ ਬੁਖਾਰ, ਭੁੱਖ ਬਿਲਕੁਲ ਨਹੀਂ',
  },
  { level: 'routine', text: 'ਸਵੇਰੇ ਪਹਿਲਾ ਪੈਰ ਧਰਦਿਆਂ ਈ ਅੱਡੀ ਚ ਜਿਵੇਂ ਕਿੱਲ ਚੁਭਦਾ, 2 ਮਹੀਨਿਆਂ ਤੋਂ' },
  {
    level: 'routine',
    text: 'mahina ho gaya, lagda jiven phone di battery 10% te atki hove, vaal vi bahut jhadde',
  },
  { level: 'routine', text: 'ਗੋਡਿਆਂ ਚ ਜਿਵੇਂ ਰੇਤ ਭਰੀ ਹੋਵੇ, ਪੌੜੀਆਂ ਚੜ੍ਹਦਿਆਂ ਕੜ ਕੜ, 55 ਸਾਲ ਦੀ ਹਾਂ' },
  { level: 'routine', text: 'ਗਰਦਨ ਚ ਮਟਰ ਜਿੱਡੀ ਗੰਢ, ਦਰਦ ਨਹੀਂ, 3 ਹਫ਼ਤਿਆਂ ਤੋਂ ਹੈ' },
  {
    level: 'routine',
    text: 'ਡੇਢ ਕੁ ਮਹੀਨੇ ਤੋਂ ਰਾਤ ਦੀ ਰੋਟੀ ਮਗਰੋਂ ਖੱਟਾ ਪਾਣੀ ਗਲ ਤੱਕ ਚੜ੍ਹ ਆਉਂਦਾ ਤੇ ਛਾਤੀ ਚ ਜਲਣ ਹੁੰਦੀ ਜਿਵੇਂ ਤੇਜ਼ਾਬ ਹੋਵੇ। ਗੋਲੀ ਨਾਲ ਥੋੜ੍ਹਾ ਆਰਾਮ ਮਿਲਦਾ ਪਰ ਫੇਰ ਹੋ ਜਾਂਦਾ',
  },
  {
    level: 'routine',
    text: 'raat nu ungliyan ch jhunjhuni jiven keediyan turdiyan hon, savere theek, kujh hafteyan ton',
  },
  { level: 'self_care', text: 'ਨੱਕ ਟੂਟੀ ਵਾਂਗ ਵਗਦਾ, ਛਿੱਕਾਂ, ਗਲ ਚ ਹਲਕੀ ਖਰਾਸ਼, ਬੁਖਾਰ ਨਹੀਂ' },
  { level: 'self_care', text: 'gala reg-maal warga ho gaya match ch chaangran maar maar ke' },
  { level: 'self_care', text: 'ਮੱਛਰ ਲੜੇ ਤੇ ਬਹੁਤ ਖਾਰਸ਼, ਨਿੱਕਾ ਜਿਹਾ ਲਾਲ ਦਾਣਾ' },
  { level: 'self_care', text: 'ਅੱਜ ਦੋ ਵਾਰ ਪਤਲੀ ਟੱਟੀ, ਢਿੱਡ ਚ ਗੁੜ ਗੁੜ, ਹੋਰ ਠੀਕ ਹਾਂ, ਓਆਰਐਸ ਪੀ ਰਿਹਾਂ' },
  { level: 'self_care', text: 'sardi ch bullh sukki dharti wangu pat gaye' },
  // Round 33: a practical question carries the message (can I wait till morning, which tablet, cost, travel, work or school); measured blind against rules and the detector of round 32 (rules 88.1 %, with the detector 96.9 %).
  {
    level: 'urgent',
    text: 'ਤਿੰਨ ਦਿਨਾਂ ਤੋਂ ਤੇਜ਼ ਬੁਖ਼ਾਰ, ਸਿਰ ਤੇ ਅੱਖਾਂ ਪਿੱਛੇ ਦਰਦ, ਮੁਹੱਲੇ ਵਿੱਚ ਡੇਂਗੂ ਫੈਲਿਆ ਹੋਇਆ। ਕੀ ਅੱਜ ਦੁਕਾਨ ਖੋਲ੍ਹ ਲਵਾਂ ਜਾਂ ਅੱਜ ਹੀ ਖੂਨ ਦਾ ਟੈਸਟ ਕਰਵਾਵਾਂ?',
  },
  {
    level: 'urgent',
    text: 'Kaake de gale ch bahut dard, 102 bukhar, roti nahi langhdi te gale ch chitte daane. Kal school bhej deiye?',
  },
  {
    level: 'urgent',
    text: 'ਪਿਸ਼ਾਬ ਵਿੱਚ ਜਲਣ ਦੋ ਦਿਨਾਂ ਤੋਂ ਸੀ, ਅੱਜ ਕਾਂਬਾ ਲੱਗ ਕੇ ਬੁਖ਼ਾਰ ਚੜ੍ਹਿਆ ਤੇ ਲੱਕ ਦੇ ਸੱਜੇ ਪਾਸੇ ਦਰਦ ਆ। ਕੀ ਸੋਮਵਾਰ ਤੱਕ ਰੁਕ ਸਕਦੀ ਹਾਂ?',
  },
  {
    level: 'urgent',
    text: "ਟੋਕੇ 'ਤੇ ਪੱਠੇ ਕੁਤਰਦਿਆਂ ਉਂਗਲ ਕੱਟੀ ਗਈ, ਜ਼ਖ਼ਮ ਡੂੰਘਾ ਤੇ ਖੁੱਲ੍ਹਾ, ਖੂਨ ਹੁਣ ਥੋੜ੍ਹਾ ਰਿਸਦਾ। ਪਿੰਡ ਦਾ ਡਾਕਟਰ ਟਾਂਕੇ ਲਾ ਦਊ ਜਾਂ ਸ਼ਹਿਰ ਜਾਣਾ ਪਊ?",
  },
  {
    level: 'urgent',
    text: 'Beeji di akh kal ton laal, bahut peed te roshni chubhdi, dhundla dikhda. Ainak wale di dukaan te dikha deiye ke hospital?',
  },
  {
    level: 'routine',
    text: 'ਤਿੰਨ ਹਫ਼ਤਿਆਂ ਤੋਂ ਰੋਟੀ ਖਾਣ ਮਗਰੋਂ ਢਿੱਡ ਵਿੱਚ ਜਲਣ ਤੇ ਭਾਰਾਪਣ, ਉਲਟੀ ਨਹੀਂ, ਭਾਰ ਠੀਕ ਆ। ਸਿਵਲ ਹਸਪਤਾਲ ਵਿੱਚ ਢਿੱਡ ਵਾਲਾ ਡਾਕਟਰ ਕਿਹੜੇ ਦਿਨ ਬੈਠਦਾ?',
  },
  {
    level: 'routine',
    text: 'Meri 11 saal di dhee de sir ch joonwan bahut ne te sir te chhote daane ho gaye. Kehda shampoo lawaiye ke doctor nu dikhaiye?',
  },
  {
    level: 'routine',
    text: 'ਸੱਸ ਨੂੰ ਮਹੀਨੇ ਤੋਂ ਗੋਡਿਆਂ ਵਿੱਚ ਦਰਦ, ਪੌੜੀਆਂ ਚੜ੍ਹਨ ਵਿੱਚ ਔਖ ਹੁੰਦੀ। ਕੀ ਅਗਲੇ ਹਫ਼ਤੇ ਹਜ਼ੂਰ ਸਾਹਿਬ ਰੇਲ ਰਾਹੀਂ ਜਾ ਸਕਦੇ ਨੇ?',
  },
  {
    level: 'routine',
    text: 'ਦੋ ਮਹੀਨਿਆਂ ਤੋਂ ਥਕਾਵਟ ਰਹਿੰਦੀ, ਵਾਲ ਝੜਦੇ ਤੇ ਮਾਹਵਾਰੀ ਅੱਗੇ-ਪਿੱਛੇ ਆਉਂਦੀ। ਥਾਇਰਾਇਡ ਦਾ ਟੈਸਟ ਕਿੰਨੇ ਦਾ ਹੁੰਦਾ?',
  },
  {
    level: 'routine',
    text: 'ਘਰਵਾਲੇ ਦੇ ਘੁਰਾੜੇ ਬਹੁਤ ਉੱਚੇ ਨੇ ਤੇ ਦਿਨੇ ਟਰੱਕ ਚਲਾਉਂਦਿਆਂ ਵੀ ਨੀਂਦ ਆਉਂਦੀ ਰਹਿੰਦੀ। ਕਿਹੜੇ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਈਏ?',
  },
  {
    level: 'routine',
    text: 'Papa di sugar dawai de bawjood pichhle mahine ton 250 aundi. Ki dawai aap vadha deiye ke agle hafte doctor nu miliye?',
  },
  { level: 'self_care', text: 'ਮੁੰਡੇ ਨੂੰ ਦੋ ਦਿਨਾਂ ਤੋਂ ਜ਼ੁਕਾਮ ਤੇ ਛਿੱਕਾਂ, ਬੁਖ਼ਾਰ ਨਹੀਂ, ਖੇਡਦਾ ਫਿਰਦਾ। ਸਕੂਲ ਭੇਜ ਸਕਦੇ ਹਾਂ?' },
  { level: 'self_care', text: 'ਰੋਟੀ ਲਾਹੁੰਦਿਆਂ ਉਂਗਲ ਤਵੇ ਨਾਲ ਲੱਗ ਗਈ, ਲਾਲ ਆ ਪਰ ਛਾਲਾ ਨਹੀਂ। ਟੁੱਥਪੇਸਟ ਲਾ ਲਵਾਂ?' },
  {
    level: 'self_care',
    text: 'Raat viah ch zyada talya hoya kha leya, ajj dhidd bhaara te khatte dakaar aunde. Ajj sirf khichdi khawan?',
  },
  {
    level: 'self_care',
    text: 'ਕਣਕ ਵੱਢਣ ਮਗਰੋਂ ਮੋਢਿਆਂ ਤੇ ਬਾਹਾਂ ਵਿੱਚ ਦਰਦ ਆ, ਹੋਰ ਕੋਈ ਤਕਲੀਫ਼ ਨਹੀਂ। ਕੱਲ੍ਹ ਫੇਰ ਖੇਤ ਜਾ ਸਕਦਾ ਹਾਂ ਤੇ ਕਿਹੜੀ ਬਾਮ ਲਾਵਾਂ?',
  },
  {
    level: 'self_care',
    text: "ਨਵੀਂ ਜੁੱਤੀ ਨਾਲ ਅੱਡੀ 'ਤੇ ਛਾਲਾ ਪੈ ਗਿਆ, ਥੋੜ੍ਹਾ ਦੁਖਦਾ, ਲਾਲੀ ਨਹੀਂ ਫੈਲੀ। ਕੀ ਕੱਲ੍ਹ ਨਗਰ ਕੀਰਤਨ ਵਿੱਚ ਤੁਰ ਸਕਦੀ ਹਾਂ, ਛਾਲਾ ਭੰਨਾਂ ਕਿ ਨਾ?",
  },
  // Round 34: told from afar or alone (a son retelling a phone call from the village, a video call, someone living alone at night, a neighbour through the wall); measured blind against rules and the detector of round 33 (rules 86.1 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'ਮੰਮੀ ਦਾ ਫ਼ੋਨ ਆਇਆ, ਕੱਲ੍ਹ ਤੋਂ ਪਿਸ਼ਾਬ ਵਿੱਚ ਜਲਣ, 101 ਬੁਖ਼ਾਰ ਤੇ ਕਮਰ ਵਿੱਚ ਇੱਕ ਪਾਸੇ ਦਰਦ ਹੈ। 59 ਸਾਲ ਦੇ ਨੇ ਤੇ ਸ਼ੂਗਰ ਹੈ।',
  },
  {
    level: 'urgent',
    text: 'Hostel ch haan, 3 din ton tez bukhar 103 tak, sareer tutda te ajj baahan te laal daane nikal aaye. Ethe dengue bahut chaleya hoya.',
  },
  {
    level: 'urgent',
    text: 'ਡੈਡੀ ਸਵੇਰੇ ਗੁਸਲਖ਼ਾਨੇ ਵਿੱਚ ਤਿਲ੍ਹਕ ਗਏ, ਸ਼ਾਮ ਨੂੰ ਫ਼ੋਨ ਉੱਤੇ ਦੱਸਿਆ, ਗੁੱਟ ਸੁੱਜ ਗਿਆ ਤੇ ਹਿਲਾ ਨਹੀਂ ਹੁੰਦਾ। 73 ਸਾਲ ਦੇ ਨੇ।',
  },
  {
    level: 'urgent',
    text: 'ਇਕੱਲੀ ਰਹਿੰਦੀ ਹਾਂ, ਸਵੇਰ ਤੋਂ ਢਿੱਡ ਦੇ ਸੱਜੇ ਪਾਸੇ ਥੱਲੇ ਦਰਦ ਹੈ ਜੋ ਵਧਦਾ ਜਾਂਦਾ, ਹਲਕਾ ਬੁਖ਼ਾਰ ਤੇ ਭੁੱਖ ਨਹੀਂ ਲੱਗਦੀ।',
  },
  {
    level: 'urgent',
    text: 'ਗੁਆਂਢੀਆਂ ਦਾ 5 ਸਾਲ ਦਾ ਮੁੰਡਾ ਸਵੇਰ ਤੋਂ 8-9 ਵਾਰ ਦਸਤ ਤੇ ਉਲਟੀਆਂ ਕਰ ਚੁੱਕਾ, ਦੁਪਹਿਰ ਤੋਂ ਪਿਸ਼ਾਬ ਨਹੀਂ ਆਇਆ। ਮਾਪੇ ਕੰਮ ਉੱਤੇ ਨੇ, ਦਾਦੀ ਨੇ ਮੈਨੂੰ ਪੁੱਛਿਆ ਕੀ ਕਰੀਏ।',
  },
  {
    level: 'routine',
    text: 'ਬੀਜੀ ਫ਼ੋਨ ਉੱਤੇ ਦੱਸ ਰਹੇ ਸੀ ਦੋ ਮਹੀਨਿਆਂ ਤੋਂ ਗੋਡਿਆਂ ਦਾ ਦਰਦ ਵਧ ਗਿਆ, ਪੌੜੀਆਂ ਚੜ੍ਹਨੀਆਂ ਔਖੀਆਂ ਹੋ ਗਈਆਂ। ਉਮਰ 67 ਹੈ।',
  },
  {
    level: 'routine',
    text: 'Papa nu 2 hafteyan ton sukki khangh hai, bukhar nahi, raat nu zyada hundi. Phone te awaaz vi baithi hoyi lagdi si.',
  },
  {
    level: 'routine',
    text: 'ਛੇ ਮਹੀਨਿਆਂ ਤੋਂ ਰਾਤ ਦੀ ਸ਼ਿਫ਼ਟ ਕਰਦਾ ਹਾਂ, ਦਿਨੇ ਨੀਂਦ ਨਹੀਂ ਆਉਂਦੀ, ਥਕਾਵਟ ਰਹਿੰਦੀ ਤੇ ਵਾਲ ਵੀ ਝੜਦੇ ਨੇ। ਕਿਹੜੇ ਟੈਸਟ ਕਰਵਾਵਾਂ?',
  },
  {
    level: 'routine',
    text: 'ਘਰਵਾਲਾ ਸਾਊਦੀ ਹੈ, ਫ਼ੋਨ ਉੱਤੇ ਦੱਸਿਆ ਹਫ਼ਤੇ ਤੋਂ ਲੱਕ ਵਿੱਚ ਦਰਦ ਹੈ, ਭਾਰਾ ਸਮਾਨ ਚੁੱਕਦਾ, ਲੱਤਾਂ ਵਿੱਚ ਕੋਈ ਕਮਜ਼ੋਰੀ ਨਹੀਂ।',
  },
  {
    level: 'routine',
    text: 'ਨਾਨਾ ਜੀ ਨੇ ਫ਼ੋਨ ਉੱਤੇ ਦੱਸਿਆ ਰਾਤ ਨੂੰ ਕਈ ਵਾਰ ਪਿਸ਼ਾਬ ਲਈ ਉੱਠਣਾ ਪੈਂਦਾ ਤੇ ਧਾਰ ਕਮਜ਼ੋਰ ਹੈ। 76 ਸਾਲ ਦੇ ਨੇ।',
  },
  {
    level: 'routine',
    text: 'Kalla rehnda haan, 2-3 hafteyan ton bhaar ghatt reha te pyaas bahut laggdi, vaar vaar peshab vi. Ghar ch sareyan nu sugar hai.',
  },
  {
    level: 'self_care',
    text: 'ਹੋਸਟਲ ਵਿੱਚ ਹਾਂ, ਕੱਲ੍ਹ ਤੋਂ ਗਲ਼ਾ ਖ਼ਰਾਬ ਤੇ ਨੱਕ ਵਗਦਾ, ਬੁਖ਼ਾਰ ਨਹੀਂ। ਰਾਤ ਨੂੰ ਮੈੱਸ ਬੰਦ ਹੈ, ਕੀ ਕਰਾਂ?',
  },
  {
    level: 'self_care',
    text: 'Mummy ne phone te dasseya 2 din ton halka sir dard te nakk band aa, mausam badleya. Ki laina chahida?',
  },
  {
    level: 'self_care',
    text: 'ਇਕੱਲਾ ਰਹਿੰਦਾ ਹਾਂ, ਗੰਢੇ ਕੱਟਦਿਆਂ ਉਂਗਲ ਉੱਤੇ ਕੱਟ ਲੱਗ ਗਿਆ, ਛੋਟਾ ਜਿਹਾ ਹੈ ਤੇ ਦਬਾਉਣ ਨਾਲ ਖ਼ੂਨ ਰੁਕ ਗਿਆ। ਹੋਰ ਕੁਝ ਕਰਨਾ ਪਊ?',
  },
  {
    level: 'self_care',
    text: 'ਡੈਡੀ ਨੇ ਫ਼ੋਨ ਉੱਤੇ ਦੱਸਿਆ ਵਿਆਹ ਵਿੱਚ ਪਕੌੜੇ ਖਾ ਕੇ ਖੱਟੇ ਡਕਾਰ ਤੇ ਤੇਜ਼ਾਬ ਬਣ ਰਿਹਾ, ਹੋਰ ਕੋਈ ਤਕਲੀਫ਼ ਨਹੀਂ। ਕੀ ਲੈ ਸਕਦੇ ਨੇ?',
  },
  {
    level: 'self_care',
    text: 'Night shift ton baad akhaan laal te jalan ho rahi, 10 ghante screen te kamm karda haan. Ki karaan?',
  },
  // Round 35: young writers (students 13–24: slang, emojis, English mixed in, hostel, exams, sports, a friend's forwarded message); measured blind against rules and the detector of round 34 (rules 87.8 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: 'ਹੋਸਟਲ ਚ 3 ਦਿਨਾਂ ਤੋਂ 103 ਬੁਖਾਰ, ਸਰੀਰ ਟੁੱਟਦਾ ਤੇ ਹੁਣ ਬਾਹਾਂ ਤੇ ਲਾਲ ਦਾਣੇ ਨਿਕਲ ਆਏ। ਸਾਡੇ ਇਲਾਕੇ ਚ ਡੇਂਗੂ ਫੈਲਿਆ ਹੋਇਆ',
  },
  {
    level: 'urgent',
    text: 'mummy nu peshaab ch jalan te lakk de side te dard aa, kal ton kamb ke bukhaar vi chadhda. aj hi doctor kol lai jaan?',
  },
  {
    level: 'urgent',
    text: 'ਵਾਲੀਬਾਲ ਖੇਡਦਿਆਂ ਡਿੱਗਿਆ, ਗੁੱਟ ਸੁੱਜ ਗਿਆ ਤੇ ਥੋੜ੍ਹਾ ਟੇਢਾ ਲੱਗਦਾ, ਹਿਲਾਇਆ ਨਹੀਂ ਜਾਂਦਾ। ਦਰਦ ਝੱਲਿਆ ਜਾਂਦਾ ਬੱਸ',
  },
  { level: 'urgent', text: '8 ਸਾਲ ਦੇ ਭਰਾ ਨੂੰ ਸਵੇਰ ਦੀਆਂ 7-8 ਵਾਰ ਉਲਟੀਆਂ ਤੇ ਟੱਟੀਆਂ ਲੱਗੀਆਂ, ਹੁਣ ਪਿਸ਼ਾਬ ਵੀ ਘੱਟ ਆਉਂਦਾ' },
  {
    level: 'urgent',
    text: 'kal raat ton dhidd de sajje paase thalle dard aa, turan naal vadhda te ik vaar ulti vi aayi. 19 saal di aan',
  },
  { level: 'routine', text: 'ਕੋਚਿੰਗ ਤੋਂ ਆ ਕੇ ਲਗਭਗ ਹਰ ਸ਼ਾਮ ਸਿਰ ਦਰਦ ਹੁੰਦਾ, 2 ਹਫ਼ਤਿਆਂ ਤੋਂ। ਕਿਤੇ ਐਨਕ ਤਾਂ ਨਹੀਂ ਲੱਗਣੀ?' },
  {
    level: 'routine',
    text: 'papa nu 2 hafteyan ton sukki khangh aa, bukhaar nahi, par jaandi hi nahi. bidi vi peende aa',
  },
  {
    level: 'routine',
    text: '4 ਮਹੀਨਿਆਂ ਤੋਂ ਪੀਰੀਅਡ ਅਨਿਯਮਿਤ ਨੇ, ਕਦੇ ਆਉਂਦੇ ਨਹੀਂ ਕਦੇ ਦੋ ਵਾਰ। ਮੈਂ 17 ਦੀ ਆਂ ਤੇ ਭਾਰ ਵੀ ਵਧ ਰਿਹਾ',
  },
  { level: 'routine', text: 'ਚਿਹਰੇ ਤੇ ਕਿੱਲ ਬਹੁਤ ਵਧ ਗਏ ਤੇ ਦਾਗ ਛੱਡਦੇ, ਕਿੰਨੇ ਫੇਸਵਾਸ਼ ਵਰਤ ਲਏ ਕੋਈ ਫ਼ਰਕ ਨਹੀਂ' },
  { level: 'routine', text: 'ਬੇਬੇ ਦੇ ਗੋਡਿਆਂ ਚ ਬਹੁਤ ਦਰਦ ਰਹਿੰਦਾ, ਪੌੜੀਆਂ ਨਹੀਂ ਚੜ੍ਹੀਆਂ ਜਾਂਦੀਆਂ, ਥੋੜ੍ਹੀ ਸੋਜ ਵੀ ਆ' },
  {
    level: 'routine',
    text: 'ਪਹਿਲੀ ਨੌਕਰੀ ਲਈ ਮੋਹਾਲੀ ਆਏ ਨੂੰ ਮਹੀਨਾ ਹੋ ਗਿਆ, ਮਨ ਬਹੁਤ ਉਦਾਸ ਰਹਿੰਦਾ ਤੇ ਨੀਂਦ ਠੀਕ ਨਹੀਂ। ਆਪਣੇ ਆਪ ਨੂੰ ਨੁਕਸਾਨ ਪਹੁੰਚਾਉਣ ਵਾਲਾ ਕੁਝ ਨਹੀਂ ਸੋਚਦਾ, ਬੱਸ ਸਭ ਫਿੱਕਾ ਲੱਗਦਾ',
  },
  {
    level: 'self_care',
    text: 'ਬਾਈਕ ਤੇ ਮੀਂਹ ਚ ਭਿੱਜ ਗਿਆ ਤਾਂ ਜ਼ੁਕਾਮ ਹੋ ਗਿਆ, ਨੱਕ ਵਗਦਾ ਤੇ ਛਿੱਕਾਂ, ਬੁਖਾਰ ਨਹੀਂ। ਘਰੇ ਕੀ ਕਰਾਂ?',
  },
  {
    level: 'self_care',
    text: 'canteen de samose kha ke halki acidity ho gayi 😅 khaane ton baad chhati ch jalan, koi desi nuskha?',
  },
  { level: 'self_care', text: 'ਪੇਪਰਾਂ ਦੀ ਟੈਨਸ਼ਨ ਨਾਲ ਮੂੰਹ ਚ ਛਾਲਾ ਹੋ ਗਿਆ, ਮਿਰਚ ਵਾਲਾ ਖਾਣ ਤੇ ਬਹੁਤ ਚੁਭਦਾ' },
  { level: 'self_care', text: 'ਕੱਲ੍ਹ ਮੈਚ ਚ ਇੰਨਾ ਰੌਲਾ ਪਾਇਆ ਕਿ ਗਲਾ ਬੈਠ ਗਿਆ lol ਆਵਾਜ਼ ਫਟੀ ਹੋਈ ਆ' },
  {
    level: 'self_care',
    text: 'PG ch machharan de kattan naal bahaan te bahut khaarish, koi cream dasso',
  },
  // Round 36: people with a long-standing illness or a known history (diabetes, BP, asthma, epilepsy, an old stroke or heart attack, a stent, kidney disease, a past miscarriage or C-section, old TB) write about something new; measured blind against rules and the detector of round 35 (rules 90.9 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: "ਮੇਰੇ ਪਿਤਾ ਜੀ ਨੂੰ ਸ਼ੂਗਰ ਹੈ। ਚਾਰ ਦਿਨ ਪਹਿਲਾਂ ਨਵੀਂ ਜੁੱਤੀ ਨਾਲ ਅੰਗੂਠੇ 'ਤੇ ਛਾਲਾ ਪਿਆ, ਹੁਣ ਉਹ ਜ਼ਖ਼ਮ ਬਣ ਗਿਆ, ਆਲੇ-ਦੁਆਲੇ ਲਾਲੀ ਤੇ ਸੋਜ ਪੈਰ ਵੱਲ ਫੈਲ ਰਹੀ, ਪੀਕ ਵੀ ਨਿਕਲਦੀ ਅਤੇ ਹਲਕਾ ਬੁਖ਼ਾਰ ਹੈ। ਅੱਜ ਸ਼ੂਗਰ 300 ਆਈ।",
  },
  {
    level: 'urgent',
    text: 'Main 5 mahine pregnant haan, pehla bachcha operation naal hoya si. Do din ton pishaab ch jalan, kal raat ton kamar de sajje paase dard te 101 bukhar, kamb ke thand lagdi hai. Bachcha hilda hai, khoon nahi aaya.',
  },
  {
    level: 'urgent',
    text: 'ਮੇਰੀ ਧੀ ਨੂੰ ਮਿਰਗੀ ਦੀ ਦਵਾਈ ਚੱਲਦੀ ਹੈ। ਕੱਲ੍ਹ ਤੋਂ ਪੇਟ ਖਰਾਬ ਹੈ, ਹਰ ਚੀਜ਼ ਉਲਟੀ ਕਰ ਦਿੰਦੀ, ਸਵੇਰ ਵਾਲੀ ਦਵਾਈ ਵੀ ਦਸ ਮਿੰਟ ਬਾਅਦ ਨਿਕਲ ਗਈ। ਦੌਰਾ ਨਹੀਂ ਪਿਆ, ਗੱਲਬਾਤ ਠੀਕ ਕਰਦੀ ਹੈ। ਰਾਤ ਵਾਲੀ ਖੁਰਾਕ ਦਾ ਕੀ ਕਰੀਏ?',
  },
  {
    level: 'urgent',
    text: "ਮਾਤਾ ਜੀ ਦੀ ਸ਼ੂਗਰ ਦੋ ਦਿਨਾਂ ਤੋਂ ਮਸ਼ੀਨ 'ਤੇ 380 ਤੋਂ 420 ਆ ਰਹੀ ਹੈ, ਪਿਆਸ ਬਹੁਤ ਲੱਗਦੀ ਤੇ ਵਾਰ-ਵਾਰ ਪਿਸ਼ਾਬ ਆਉਂਦਾ। ਹੋਸ਼ ਵਿੱਚ ਨੇ, ਗੱਲ ਕਰਦੇ ਨੇ, ਉਲਟੀ ਨਹੀਂ। ਗੋਲੀਆਂ ਰੋਜ਼ ਖਾਂਦੇ ਨੇ। ਹੁਣ ਕੀ ਕਰੀਏ?",
  },
  {
    level: 'urgent',
    text: 'Mere husband di dialysis hundi hai. Baanh wali fistula te laali te soja aa gaya, dukhda hai te halka bukhar 100 hai. Dialysis kal hai, par ki ajj hi dikhauna chahida?',
  },
  {
    level: 'routine',
    text: 'ਮੈਨੂੰ ਛੇ ਸਾਲ ਤੋਂ ਸ਼ੂਗਰ ਹੈ। ਪਿਛਲੇ ਕੁਝ ਮਹੀਨਿਆਂ ਤੋਂ ਪੈਰਾਂ ਦੀਆਂ ਤਲੀਆਂ ਵਿੱਚ ਰਾਤ ਨੂੰ ਜਲਨ ਤੇ ਝਰਨਾਹਟ ਹੁੰਦੀ ਹੈ। ਕੋਈ ਜ਼ਖ਼ਮ ਨਹੀਂ। ਆਖਰੀ ਚੈੱਕਅੱਪ ਪਿਛਲੇ ਸਾਲ ਕਰਵਾਇਆ ਸੀ, ਹੁਣ ਕਦੋਂ ਕਰਵਾਵਾਂ?',
  },
  {
    level: 'routine',
    text: 'Thyroid di goli 50 chal rahi hai. Pichhle do mahine ton vaal bahut jhad rahe, bhaar 4 kilo vadh gaya te thakaan rehndi hai. Aakhri TSH 8 mahine pehlan check karaya si. Dose badalni pau?',
  },
  {
    level: 'routine',
    text: 'ਡਾਕਟਰ ਨੇ ਮਹੀਨਾ ਪਹਿਲਾਂ ਬੀਪੀ ਦੀ ਨਵੀਂ ਗੋਲੀ ਐਮਲੋਡੀਪੀਨ ਦਿੱਤੀ ਸੀ। ਉਦੋਂ ਤੋਂ ਸ਼ਾਮ ਨੂੰ ਗਿੱਟੇ ਸੁੱਜ ਜਾਂਦੇ ਨੇ, ਸਵੇਰੇ ਠੀਕ ਹੁੰਦੇ ਨੇ। ਸਾਹ ਠੀਕ ਹੈ, ਬੀਪੀ ਵੀ 130 ਦੇ ਆਸ-ਪਾਸ ਰਹਿੰਦਾ।',
  },
  {
    level: 'routine',
    text: 'ਪਾਪਾ ਨੂੰ ਡੇਢ ਸਾਲ ਪਹਿਲਾਂ ਅਧਰੰਗ ਹੋਇਆ ਸੀ, ਸੱਜਾ ਪਾਸਾ ਹਾਲੇ ਥੋੜ੍ਹਾ ਕਮਜ਼ੋਰ ਹੈ। ਕੁਝ ਹਫ਼ਤਿਆਂ ਤੋਂ ਸੱਜਾ ਮੋਢਾ ਜਕੜਿਆ ਹੋਇਆ ਤੇ ਦੁਖਦਾ ਹੈ, ਬਾਂਹ ਉੱਪਰ ਨਹੀਂ ਜਾਂਦੀ। ਫ਼ਿਜ਼ੀਓਥੈਰੇਪੀ ਅਸੀਂ ਬੰਦ ਕਰ ਦਿੱਤੀ ਸੀ। ਕਿਸ ਨੂੰ ਦਿਖਾਈਏ?',
  },
  {
    level: 'routine',
    text: 'Asthma hai mainu, pehlan mahine ch ikk-do vaar hi pump di lorh paindi si. Hun pichhle 3 hafte ton hafte ch 3-4 raatan khangh naal uthda haan te pump lainda haan, din ch theek rehnda. Doctor nu dikhavan ya aape dose vadha lavan?',
  },
  {
    level: 'routine',
    text: 'ਮੈਨੂੰ ਚਾਰ ਸਾਲ ਪਹਿਲਾਂ ਗੁਰਦੇ ਵਿੱਚ ਪੱਥਰੀ ਹੋਈ ਸੀ। ਹੁਣ ਕਦੇ-ਕਦੇ ਕਮਰ ਦੇ ਖੱਬੇ ਪਾਸੇ ਹਲਕਾ ਦਰਦ ਹੁੰਦਾ, ਆਪੇ ਹਟ ਜਾਂਦਾ ਹੈ। ਬੁਖ਼ਾਰ ਨਹੀਂ, ਪਿਸ਼ਾਬ ਵੀ ਠੀਕ ਆਉਂਦਾ। ਕੀ ਅਲਟਰਾਸਾਊਂਡ ਕਰਵਾ ਲਵਾਂ?',
  },
  {
    level: 'self_care',
    text: 'ਮੈਨੂੰ ਸ਼ੂਗਰ ਹੈ, ਗੋਲੀਆਂ ਨਾਲ ਕਾਬੂ ਵਿੱਚ ਰਹਿੰਦੀ ਹੈ। ਦੋ ਦਿਨ ਤੋਂ ਨੱਕ ਵਗਦਾ ਤੇ ਛਿੱਕਾਂ ਆਉਂਦੀਆਂ, ਗਲੇ ਵਿੱਚ ਹਲਕੀ ਖਰਾਸ਼ ਹੈ। ਬੁਖ਼ਾਰ ਨਹੀਂ। ਖੰਘ ਵਾਲਾ ਸਿਰਪ ਲਵਾਂ ਤਾਂ ਉਸ ਵਿੱਚ ਖੰਡ ਤਾਂ ਨਹੀਂ ਹੁੰਦੀ?',
  },
  {
    level: 'self_care',
    text: 'Papa BP de mareez ne te aspirin vi khande ne. Ajj bagichi ch kamm karde ungal te chhota jeha kat lagg gaya, khoon do-teen minute dabaun naal band ho gaya. Dettol naal dho ke patti kar diti, hor kuch karna painda?',
  },
  {
    level: 'self_care',
    text: 'ਮੈਂ 29 ਸਾਲ ਦੀ ਹਾਂ, ਥਾਇਰਾਇਡ ਦੀ ਗੋਲੀ ਸਵੇਰੇ ਖਾਂਦੀ ਹਾਂ। ਕੱਲ੍ਹ ਵਿਆਹ ਦਾ ਤਲਿਆ ਖਾਣਾ ਖਾਧਾ, ਉਦੋਂ ਤੋਂ ਛਾਤੀ ਵਿੱਚ ਹਲਕੀ ਜਲਨ ਤੇ ਖੱਟੇ ਡਕਾਰ ਆ ਰਹੇ ਨੇ, ਖਾਣ ਤੋਂ ਬਾਅਦ ਵੱਧ। ਹੋਰ ਕੋਈ ਤਕਲੀਫ਼ ਨਹੀਂ।',
  },
  {
    level: 'self_care',
    text: 'ਮੇਰੇ ਅੱਠ ਸਾਲ ਦੇ ਬੇਟੇ ਨੂੰ ਦਮਾ ਹੈ ਪਰ ਇੱਕ ਸਾਲ ਤੋਂ ਕੋਈ ਦਿੱਕਤ ਨਹੀਂ ਆਈ। ਅੱਜ ਸਕੂਲ ਵਿੱਚ ਖੇਡਦਿਆਂ ਗੋਡਾ ਛਿੱਲਿਆ ਗਿਆ, ਥੋੜ੍ਹਾ ਖੂਨ ਨਿਕਲਿਆ ਸੀ ਹੁਣ ਬੰਦ ਹੈ, ਤੁਰਦਾ ਭੱਜਦਾ ਠੀਕ ਹੈ। ਧੋ ਕੇ ਕੀ ਲਾਈਏ?',
  },
  {
    level: 'self_care',
    text: 'Main mirgi di dawai khaandi haan, 3 saal ton koi daura nahi pya. Kal raat vyah ch der tak jaagi, ajj halka sir dard te thakaan hai. Dawai time te lai layi si. Paracetamol lai sakdi haan?',
  },
  // Round 37: work and seasons (farm, construction site, brick kiln, factory, drivers, fishermen, migrant workers; monsoon floods, heat wave, winter smoke, festival fasting, pilgrimage, wedding crowds); measured blind against rules and the detector of round 36 (rules 92.0 %, with the detector 98.3 %).
  {
    level: 'urgent',
    text: 'ਤਿੰਨ ਦਿਨਾਂ ਤੋਂ ਤੇਜ਼ ਬੁਖ਼ਾਰ, ਅੱਖਾਂ ਦੇ ਪਿੱਛੇ ਦਰਦ ਤੇ ਹੱਡੀਆਂ ਟੁੱਟਦੀਆਂ ਲੱਗਦੀਆਂ। ਸਾਡੇ ਮੁਹੱਲੇ ਵਿੱਚ ਡੇਂਗੂ ਦੇ ਕੇਸ ਨੇ। ਪਾਣੀ ਪੀ ਰਿਹਾ ਹਾਂ, ਤੁਰ ਫਿਰ ਲੈਂਦਾ, ਕਿਤੋਂ ਖੂਨ ਨਹੀਂ ਆਇਆ। ਟੈਸਟ ਕਰਵਾਉਣਾ ਚਾਹੀਦਾ?',
  },
  {
    level: 'urgent',
    text: 'Kanak vaddeyan daatri naal hath te doonga katt lag gaya, anguthe kol. Kapda bann ke khoon ruk gaya par zakham khulla hai te mitti vi pai gayi. Tetanus da teeka kade nahi laggeya. Taanke lagwaune painge?',
  },
  {
    level: 'urgent',
    text: 'ਮੈਂ ਮਿਸਤਰੀ ਹਾਂ, ਅੱਜ ਸਵੇਰੇ ਪੈੜ ਤੋਂ ਛਾਲ ਮਾਰੀ ਤਾਂ ਗਿੱਟਾ ਮੁੜ ਗਿਆ। ਬਹੁਤ ਸੁੱਜ ਗਿਆ, ਨੀਲਾ ਪੈ ਗਿਆ ਤੇ ਪੈਰ ਧਰਤੀ ਤੇ ਰੱਖਿਆ ਨਹੀਂ ਜਾਂਦਾ। ਹੱਡੀ ਤਾਂ ਨਹੀਂ ਟੁੱਟੀ?',
  },
  {
    level: 'urgent',
    text: 'ਲੁਧਿਆਣੇ ਫ਼ੈਕਟਰੀ ਵਿੱਚ ਕੰਮ ਕਰਦਾ ਹਾਂ, ਘਰ ਤੋਂ ਦੂਰ ਹਾਂ। ਦੋ ਦਿਨਾਂ ਤੋਂ ਪਿਸ਼ਾਬ ਵਿੱਚ ਜਲਣ, ਹੁਣ 101 ਬੁਖ਼ਾਰ, ਕੰਬਣੀ ਤੇ ਪਿੱਠ ਦੇ ਸੱਜੇ ਪਾਸੇ ਦਰਦ। ਉਲਟੀ ਨਹੀਂ, ਖਾ ਪੀ ਲੈਂਦਾ ਹਾਂ।',
  },
  {
    level: 'urgent',
    text: 'Bhatthe te kamm kardeyan kal meri akh ch kankar jeha pai gaya. Paani naal dhoti par ajj vi akh laal, paani vagda, rarak hundi te roshni ch khol nahi hundi. Dikhda theek hai.',
  },
  {
    level: 'routine',
    text: 'ਮੇਰੀ ਉਮਰ 50 ਹੈ, ਸਾਰੀ ਉਮਰ ਬੋਰੀਆਂ ਚੁੱਕੀਆਂ। ਛੇ ਮਹੀਨਿਆਂ ਤੋਂ ਲੱਕ ਵਿੱਚ ਦਰਦ ਰਹਿੰਦਾ, ਸਵੇਰੇ ਜ਼ਿਆਦਾ ਆਕੜ ਹੁੰਦੀ। ਤੁਰ ਫਿਰ ਲੈਂਦਾ, ਲੱਤਾਂ ਚ ਕੋਈ ਸੁੰਨਪਣ ਨਹੀਂ। ਕਿਸੇ ਹੱਡੀਆਂ ਵਾਲੇ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਉਣਾ ਚਾਹੁੰਦਾ।',
  },
  {
    level: 'routine',
    text: 'Main auto chalaunda haan, saara din baithna painda. Do mahine ton latrine vele khoon di boond aa jaandi te jalan hundi, kabz vi rehndi. Baaki theek haan. Kehde doctor kol jaavan, sharm vi aundi.',
  },
  {
    level: 'routine',
    text: 'ਮੈਂ ਕੱਪੜਾ ਮਿੱਲ ਵਿੱਚ ਲੂਮਾਂ ਤੇ 15 ਸਾਲ ਤੋਂ ਕੰਮ ਕਰਦਾ। ਹੁਣ ਘਰਦੇ ਕਹਿੰਦੇ ਟੀਵੀ ਬਹੁਤ ਉੱਚਾ ਲਾਉਂਦਾ, ਤੇ ਕੰਨਾਂ ਵਿੱਚ ਸੀਂ ਸੀਂ ਰਹਿੰਦੀ। ਕੋਈ ਦਰਦ ਨਹੀਂ। ਕੰਨਾਂ ਦਾ ਚੈੱਕਅੱਪ ਕਰਵਾਉਣਾ ਹੈ।',
  },
  {
    level: 'routine',
    text: 'ਮੈਂ ਸ਼ੂਗਰ ਦੀਆਂ ਗੋਲੀਆਂ ਖਾਂਦੀ ਹਾਂ। ਅਗਲੇ ਮਹੀਨੇ ਨਰਾਤਿਆਂ ਦੇ ਵਰਤ ਰੱਖਣੇ ਨੇ। ਡਾਕਟਰ ਨਾਲ ਗੱਲ ਕਰਨੀ ਕਿ ਵਰਤ ਵਾਲੇ ਦਿਨਾਂ ਵਿੱਚ ਗੋਲੀਆਂ ਦੀ ਖੁਰਾਕ ਕਿਵੇਂ ਬਦਲਾਂ। ਹਾਲੇ ਸ਼ੂਗਰ ਕੰਟਰੋਲ ਵਿੱਚ ਹੈ।',
  },
  {
    level: 'routine',
    text: 'ਬਰਸਾਤ ਸ਼ੁਰੂ ਹੋਣ ਤੋਂ ਬਾਅਦ ਪੱਟਾਂ ਦੇ ਵਿਚਕਾਰ ਗੋਲ ਲਾਲ ਦਾਗ਼ ਤੇ ਬਹੁਤ ਖਾਰਸ਼। ਤਿੰਨ ਹਫ਼ਤਿਆਂ ਤੋਂ ਕੈਮਿਸਟ ਵਾਲੀ ਕਰੀਮ ਲਾ ਰਿਹਾ ਪਰ ਫੈਲਦਾ ਜਾਂਦਾ। ਚਮੜੀ ਵਾਲੇ ਡਾਕਟਰ ਦਾ ਟਾਈਮ ਚਾਹੀਦਾ।',
  },
  {
    level: 'routine',
    text: 'Meri bhabhi bhatthe te itta pathdi hai. Kai mahineyan ton bahut thakaavat, chehra peela, thodi jehi paudi chadh ke saah chadh jaanda, te mahwaari vich khoon vi zyada aunda. Khoon di kami lagdi hai, check karwauna hai.',
  },
  {
    level: 'self_care',
    text: 'ਗਰਮੀਆਂ ਵਿੱਚ ਮੇਰੇ 6 ਸਾਲ ਦੇ ਮੁੰਡੇ ਦੀ ਪਿੱਠ ਤੇ ਗਰਦਨ ਤੇ ਪਿੱਤ (ਘਮੌਰੀਆਂ) ਨਿਕਲ ਆਈ, ਖਾਰਸ਼ ਕਰਦਾ ਰਹਿੰਦਾ। ਬੁਖ਼ਾਰ ਨਹੀਂ, ਖੇਡਦਾ ਮੱਲ੍ਹਦਾ। ਘਰੇ ਕੀ ਲਾਈਏ?',
  },
  {
    level: 'self_care',
    text: 'Do din ton nakk vag reha te chhikaan aa rahiyan, gala thoda kharaab. Bukhaar nahi, kamm te vi ja reha haan. Dhund te thand bahut hai. Ghar ch ki kar sakda haan jaldi theek hon layi?',
  },
  {
    level: 'self_care',
    text: 'ਅੱਜ ਪਹਿਲੀ ਵਾਰ ਸਾਰਾ ਦਿਨ ਝੋਨਾ ਲਾਇਆ, ਹੁਣ ਲੱਕ ਤੇ ਪਿੰਨੀਆਂ ਬਹੁਤ ਦੁਖਦੀਆਂ। ਹੋਰ ਕੋਈ ਤਕਲੀਫ਼ ਨਹੀਂ। ਕੋਈ ਘਰੇਲੂ ਇਲਾਜ ਦੱਸੋ, ਕੱਲ੍ਹ ਫੇਰ ਖੇਤ ਜਾਣਾ।',
  },
  {
    level: 'self_care',
    text: 'ਦੀਵਾਲੀ ਤੇ ਮਠਿਆਈਆਂ ਤੇ ਪਕੌੜੇ ਬਹੁਤ ਖਾ ਲਏ, ਹੁਣ ਪੇਟ ਭਾਰੀ ਤੇ ਖੱਟੇ ਡਕਾਰ ਆਉਂਦੇ। ਜਦੋਂ ਵੀ ਤਲਿਆ ਜ਼ਿਆਦਾ ਖਾਵਾਂ ਇੰਝ ਹੁੰਦਾ, ਕੁਝ ਘੰਟਿਆਂ ਚ ਠੀਕ ਹੋ ਜਾਂਦਾ। ਉਮਰ 28।',
  },
  {
    level: 'self_care',
    text: 'ਸਰਦੀਆਂ ਵਿੱਚ ਪਾਣੀ ਵਾਲਾ ਕੰਮ ਕਰਕੇ ਮੇਰੀਆਂ ਅੱਡੀਆਂ ਪਾਟ ਗਈਆਂ ਤੇ ਹੱਥ ਖੁਰਦਰੇ ਹੋ ਗਏ। ਖੂਨ ਨਹੀਂ ਆਉਂਦਾ, ਬੱਸ ਰੜਕ ਹੁੰਦੀ। ਘਰੇ ਕੀ ਲਾਵਾਂ?',
  },
  // Round 38: a long story told in order, ending with the speaker's own harmless guess (gas, acidity, the heat, a sprain, tiredness); measured blind against rules and the detector of round 37 (rules 88.9 %, with the detector 95.7 %).
  {
    level: 'urgent',
    text: "ਕੱਲ੍ਹ ਤੋਂ ਪਿਸ਼ਾਬ 'ਚ ਜਲਨ ਸੀ, ਅੱਜ ਕਾਂਬਾ ਲੱਗ ਕੇ ਬੁਖ਼ਾਰ ਚੜ੍ਹ ਗਿਆ ਤੇ ਹੁਣ ਲੱਕ ਦੇ ਸੱਜੇ ਪਾਸੇ ਦਰਦ ਹੈ। ਫੇਰ ਵੀ ਕੰਮ 'ਤੇ ਗਈ, ਬੱਸ 'ਚ ਬੜੀ ਭੀੜ ਸੀ। ਸੋਚਿਆ ਗਰਮੀ ਹੈ, ਪਾਣੀ ਬਥੇਰਾ ਪੀ ਰਹੀ ਹਾਂ।",
  },
  {
    level: 'urgent',
    text: 'Munda 6 saal da aa, school ton aaya taan kann dukhda dass reha si, shaam nu bukhaar 102 ho gaya, ronda ronda so gaya, hun vi kann farh ke ronda. Thoda kha-pee reha. Sarhon da kosa tel paa deyie?',
  },
  {
    level: 'urgent',
    text: "ਪ੍ਰਾਹੁਣਿਆਂ ਲਈ ਗੰਢੇ ਕੱਟ ਰਹੀ ਸੀ, ਛੁਰੀ ਤਿਲਕ ਗਈ ਤੇ ਅੰਗੂਠੇ 'ਤੇ ਡੂੰਘਾ ਕੱਟ ਲੱਗ ਗਿਆ, ਖੁੱਲ੍ਹਾ ਜਿਹਾ ਹੈ, ਦੱਬਣ ਨਾਲ ਖ਼ੂਨ ਘਟਿਆ ਪਰ ਜ਼ਖ਼ਮ ਡੂੰਘਾ ਦਿਸਦਾ। ਹਲਦੀ ਪਾ ਕੇ ਕੱਪੜਾ ਬੰਨ੍ਹ ਦਿੱਤਾ। ਟੈਟਨਸ ਦਾ ਟੀਕਾ ਬੜੀ ਦੇਰ ਪਹਿਲਾਂ ਲੱਗਿਆ ਸੀ। ਸ਼ਾਇਦ ਆਪੇ ਠੀਕ ਹੋ ਜਾਊ।",
  },
  {
    level: 'urgent',
    text: 'Savere bus ton utarde hoye pair mudd gaya, karak di awaaz aayi. Langda langda office pahunchya par hun gitta bahut sujj gaya, neela pai gaya te pair dharti te rakh hi nahi hunda. Moch hi hou, baraf te patti bann lainda haan.',
  },
  {
    level: 'urgent',
    text: 'ਤਿੰਨ ਦਿਨ ਪਹਿਲਾਂ ਨਵੀਂ ਜੁੱਤੀ ਨੇ ਪੈਰ ਵੱਢ ਲਿਆ ਸੀ, ਮੈਨੂੰ ਸ਼ੂਗਰ ਹੈ। ਅੱਜ ਵੇਖਿਆ ਤਾਂ ਜ਼ਖ਼ਮ ਦੇ ਆਲੇ-ਦੁਆਲੇ ਲਾਲ ਹੋ ਗਿਆ, ਗਰਮ ਤੇ ਸੁੱਜਿਆ ਹੋਇਆ, ਹਲਕਾ ਬੁਖ਼ਾਰ ਵੀ ਹੈ। ਸੋਚਿਆ ਬੀਟਾਡੀਨ ਲਾ ਕੇ ਛੱਡ ਦਿਆਂ।',
  },
  {
    level: 'routine',
    text: 'ਤਿੰਨ ਹਫ਼ਤਿਆਂ ਤੋਂ ਹਰ ਵੇਲੇ ਪਿਆਸ ਲੱਗਦੀ ਤੇ ਰਾਤ ਨੂੰ ਤਿੰਨ-ਚਾਰ ਵਾਰ ਪਿਸ਼ਾਬ ਲਈ ਉੱਠਣਾ ਪੈਂਦਾ। ਮੰਮੀ ਨੂੰ ਸ਼ੂਗਰ ਹੈ। ਸੋਚਿਆ ਗਰਮੀਆਂ ਕਰਕੇ ਪਾਣੀ ਵੱਧ ਪੀਂਦੀ ਹਾਂ। ਬਾਕੀ ਠੀਕ ਹਾਂ। ਟੈਸਟ ਕਰਾ ਲਵਾਂ?',
  },
  {
    level: 'routine',
    text: 'Do mahineyan ton savere uthde hi godeyan ch akdaa rehnda, pauriyan chadhde dard hunda. Umar 56 aa. Socheya umar da asar aa, kose tel di maalish kar laindi haan. Doctor nu kado dikhavan?',
  },
  {
    level: 'routine',
    text: 'ਪਿਛਲੇ ਤਿੰਨ ਮਹੀਨਿਆਂ ਤੋਂ ਮਹੀਨਾ ਹਰ ਦੋ ਹਫ਼ਤੇ ਬਾਅਦ ਆ ਜਾਂਦਾ, ਥੋੜ੍ਹਾ ਵੱਧ ਵੀ, ਬਾਕੀ ਸਭ ਠੀਕ। ਉਮਰ 43 ਹੈ। ਸੋਚਿਆ ਮੁੰਡੇ ਦੇ ਬੋਰਡ ਦੇ ਪੇਪਰਾਂ ਦੀ ਟੈਨਸ਼ਨ ਹੈ। ਲੇਡੀ ਡਾਕਟਰ ਨੂੰ ਵਿਖਾ ਲਵਾਂ?',
  },
  {
    level: 'routine',
    text: "ਤਿੰਨ ਹਫ਼ਤੇ ਪਹਿਲਾਂ ਦਾੜ੍ਹੀ ਸੈੱਟ ਕਰਦਿਆਂ ਧੌਣ 'ਤੇ ਨਿੱਕੀ ਜਿਹੀ ਗਿਲਟੀ ਮਹਿਸੂਸ ਹੋਈ, ਦਰਦ ਨਹੀਂ, ਮਟਰ ਜਿੰਨੀ, ਹਾਲੇ ਵੀ ਓਵੇਂ ਈ ਹੈ। ਬੁਖ਼ਾਰ ਨਹੀਂ। ਘਰਵਾਲੀ ਕਹਿੰਦੀ ਦੰਦ ਕਰਕੇ ਹੈ, ਆਪੇ ਹਟ ਜਾਊ। ਵਿਖਾ ਲਵਾਂ?",
  },
  {
    level: 'routine',
    text: "ਇੱਕ ਮਹੀਨੇ ਤੋਂ ਰੋਟੀ ਖਾਣ ਮਗਰੋਂ ਛਾਤੀ 'ਚ ਜਲਨ ਤੇ ਖੱਟੇ ਡਕਾਰ ਆਉਂਦੇ। ਦੁਕਾਨ ਵਧਾ ਕੇ ਰਾਤ ਨੂੰ ਲੇਟ ਰੋਟੀ ਖਾਂਦਾ ਹਾਂ। ਐਂਟਾਸਿਡ ਨਾਲ ਆਰਾਮ ਆ ਜਾਂਦਾ। ਡਾਕਟਰ ਨੂੰ ਵਿਖਾਉਣਾ ਚਾਹੀਦਾ?",
  },
  {
    level: 'routine',
    text: 'Mera 4 saal da munda mahineyan ton zor zor di ghurade maarda, raat nu mooh khol ke saah lainda, teacher kehndi class ch oongda rehnda. Dadi kehndi saare nyaane ghurade maarde ne. ENT nu dikhaiye?',
  },
  {
    level: 'self_care',
    text: 'ਅੱਜ ਸਾਰਾ ਦਿਨ ਭੱਜ-ਨੱਠ ਰਹੀ, ਬਜ਼ਾਰ ਗਈ, ਫੇਰ ਪ੍ਰਾਹੁਣਿਆਂ ਦੀ ਰੋਟੀ ਬਣਾਈ, ਕੁੱਕਰ ਦੀਆਂ ਸੀਟੀਆਂ ਵੱਜਦੀਆਂ ਰਹੀਆਂ। ਹੁਣ ਹਲਕਾ ਸਿਰ ਦੁਖਦਾ ਤੇ ਥਕਾਵਟ ਹੈ। ਬੁਖ਼ਾਰ ਨਹੀਂ। ਲੱਗਦਾ ਥਕਾਵਟ ਹੀ ਹੈ, ਪਾਣੀ ਪੀ ਕੇ ਛੇਤੀ ਸੌਂ ਜਾਵਾਂਗੀ।',
  },
  {
    level: 'self_care',
    text: 'Kal raat viaah ch bahut tali hoyi cheez kha layi, ajj savere ton halki acidity te dhidd aaphreya hoya. Dard nahi, ulti nahi. Jeere wala paani pee rahi haan. Theek ho jau na?',
  },
  {
    level: 'self_care',
    text: "ਕੱਲ੍ਹ ਤੋਂ ਨੱਕ ਵਗਦਾ, ਛਿੱਕਾਂ ਆਉਂਦੀਆਂ, ਗਲ਼ੇ 'ਚ ਹਲਕੀ ਖਰਾਸ਼, ਬੁਖ਼ਾਰ ਨਹੀਂ। ਮੁੰਡਾ ਸਕੂਲੋਂ ਲੈ ਕੇ ਆਇਆ। ਭਾਫ਼ ਲੈ ਰਹੀ ਹਾਂ ਤੇ ਹਲਦੀ ਵਾਲਾ ਦੁੱਧ ਪੀਂਦੀ ਹਾਂ। ਠੀਕ ਹੋ ਜਾਊ ਨਾ?",
  },
  {
    level: 'self_care',
    text: "ਵਿਹੜੇ 'ਚ ਨੰਗੇ ਪੈਰੀਂ ਤੁਰਦਿਆਂ ਇੱਟ ਦੀ ਨੁੱਕਰ ਨਾਲ ਗੋਡਾ ਛਿੱਲਿਆ ਗਿਆ, ਨਿੱਕੀ ਜਿਹੀ ਝਰੀਟ, ਥੋੜ੍ਹਾ ਖ਼ੂਨ ਨਿਕਲਿਆ ਜੋ ਆਪੇ ਰੁਕ ਗਿਆ। ਸਾਬਣ ਨਾਲ ਧੋ ਲਿਆ। ਹੋਰ ਕੁਝ ਕਰਨਾ ਪਊ?",
  },
  {
    level: 'self_care',
    text: "ਪਿਛਲੇ ਹਫ਼ਤੇ ਨਵੇਂ ਘਰ ਸਮਾਨ ਸ਼ਿਫ਼ਟ ਕੀਤਾ, ਬਹੁਤ ਡੱਬੇ ਚੁੱਕੇ। ਹੁਣ ਮੋਢਿਆਂ ਤੇ ਲੱਕ 'ਚ ਦਰਦ ਹੈ, ਝੁਕਣ ਵੇਲੇ ਵੱਧ, ਪਰ ਸੁੰਨਪਣ ਜਾਂ ਲੱਤ 'ਚ ਦਰਦ ਨਹੀਂ। ਗਰਮ ਪਾਣੀ ਦੀ ਬੋਤਲ ਨਾਲ ਟਕੋਰ ਕਰਕੇ ਆਰਾਮ ਕਰਾਂਗਾ, ਠੀਕ ਹੈ?",
  },
  // Round 39: shyness and euphemism (bleeding called 'that' or 'my clothes got spoiled', pain called 'uneasiness', a suicide plan only hinted, elders' polite indirection); measured blind against rules and the detector of round 37 (rules 78.4 %, with the detector 94.3 %).
  {
    level: 'urgent',
    text: "Bebe nu kal ton kann de kol te sir de ik paase chhaale jehe nikle ne, bahut jalan, hun akh de kol tak aa gaye te akh laal. Kehndi 'thodi si gall aa', par neend ni aayi.",
  },
  {
    level: 'urgent',
    text: 'ਮੇਰੇ ਦੰਦ ਵਿੱਚ ਕਈ ਦਿਨਾਂ ਤੋਂ ਥੋੜ੍ਹੀ ਤਕਲੀਫ਼ ਸੀ, ਹੁਣ ਗੱਲ੍ਹ ਸੁੱਜ ਗਈ, ਹਲਕਾ ਬੁਖ਼ਾਰ ਆ, ਮੂੰਹ ਪੂਰਾ ਨਹੀਂ ਖੁੱਲ੍ਹਦਾ। ਸਾਹ ਤੇ ਨਿਗਲਣਾ ਠੀਕ ਆ।',
  },
  {
    level: 'urgent',
    text: 'ਧੀ (12) ਦਾ ਗਿੱਟਾ ਖੇਡਦਿਆਂ ਮੁੜ ਗਿਆ, ਬਹੁਤ ਸੁੱਜ ਗਿਆ, ਭਾਰ ਨਹੀਂ ਪਾ ਸਕਦੀ, ਹੱਡੀ ਤੇ ਦਬਾਓ ਤਾਂ ਚੀਕਦੀ। ਕਹਿੰਦੀ ਥੋੜ੍ਹੀ ਜਿਹੀ ਗੱਲ ਆ।',
  },
  {
    level: 'urgent',
    text: 'ਘਰਵਾਲੀ ਨੂੰ ਤਿੰਨ ਦਿਨ ਤੋਂ ਬੁਖ਼ਾਰ 102, ਸਰੀਰ ਟੁੱਟਦਾ, ਅੱਜ ਤੋਂ ਬਾਹਾਂ ਤੇ ਲਾਲ ਦਾਣੇ ਤੇ ਅੱਖਾਂ ਦੇ ਪਿੱਛੇ ਦਰਦ। ਪਾਣੀ ਪੀਂਦੀ ਆ, ਹੋਸ਼ ਵਿੱਚ ਆ। ਗਲੀ ਵਿੱਚ ਡੇਂਗੂ ਚੱਲਦਾ।',
  },
  {
    level: 'urgent',
    text: 'ਕੱਲ੍ਹ ਰਾਤ ਤੋਂ ਢਿੱਡ ਵਿੱਚ ਧੁੰਨੀ ਕੋਲ ਥੋੜ੍ਹੀ ਬੇਚੈਨੀ ਸੀ, ਹੁਣ ਸੱਜੇ ਪਾਸੇ ਥੱਲੇ ਆ ਗਈ, ਹਲਕਾ ਬੁਖ਼ਾਰ, ਭੁੱਖ ਨਹੀਂ, ਤੁਰਨ ਤੇ ਚੁਭਦੀ। 22 ਸਾਲ ਦਾ ਆਂ।',
  },
  {
    level: 'routine',
    text: "Kujh mahineyan ton 'mahine wali gall' bahut zyada te lambi, 10 din chaldi, thakavat rehndi te saah chadhda pauriyan te. Umar 38. Kise nu dassan ch sharam aundi.",
  },
  {
    level: 'routine',
    text: 'ਬਾਪੂ ਜੀ ਦੇ ਹੱਥ ਚਾਹ ਦਾ ਕੱਪ ਫੜਦਿਆਂ ਕੰਬਦੇ, ਕਈ ਮਹੀਨਿਆਂ ਤੋਂ ਹੌਲੀ-ਹੌਲੀ ਵਧਿਆ, ਤੁਰਦੇ ਵੀ ਹੌਲੀ ਲੱਗ ਪਏ। ਗੱਲਬਾਤ ਠੀਕ। ਕਹਿੰਦੇ ਬੁਢਾਪਾ ਆ।',
  },
  {
    level: 'routine',
    text: 'ਮਰਦਾਨਾ ਕਮਜ਼ੋਰੀ ਵਾਲੀ ਗੱਲ ਪੁੱਛਣੀ ਸੀ, ਸ਼ਰਮ ਆਉਂਦੀ... ਵਿਆਹ ਨੂੰ ਦੋ ਸਾਲ ਹੋ ਗਏ, ਬੱਚਾ ਨਹੀਂ ਹੋ ਰਿਹਾ। ਦੋਹਾਂ ਨੂੰ ਕਿਹੜੇ ਡਾਕਟਰ ਕੋਲ ਜਾਣਾ ਚਾਹੀਦਾ?',
  },
  {
    level: 'routine',
    text: 'Veer nu chitta chhadde nu 3 mahine ho gaye, hun neend ni aundi, ghar ch chup chup rehnda, par koi maadi gall ni kehnda. Nasha chhudaun wale doctor kol fer lai ke jaaiye?',
  },
  {
    level: 'routine',
    text: 'ਗਲ ਦੇ ਅੱਗੇ ਗੰਢ ਜਿਹੀ ਆ ਦੋ ਮਹੀਨੇ ਤੋਂ, ਦਰਦ ਨਹੀਂ, ਹੌਲੀ-ਹੌਲੀ ਵੱਡੀ ਹੋ ਰਹੀ। ਨਿਗਲਣ ਵਿੱਚ ਤੇ ਸਾਹ ਵਿੱਚ ਕੋਈ ਦਿੱਕਤ ਨਹੀਂ।',
  },
  {
    level: 'routine',
    text: 'ਕਈ ਹਫ਼ਤਿਆਂ ਤੋਂ ਰੋਟੀ ਤੋਂ ਬਾਅਦ ਛਾਤੀ ਦੇ ਥੱਲੇ ਜਲਣ, ਖੱਟੇ ਡਕਾਰ, ਰਾਤ ਨੂੰ ਲੇਟਣ ਤੇ ਵੱਧ। ਤੁਰਨ-ਫਿਰਨ ਨਾਲ ਕੋਈ ਫ਼ਰਕ ਨਹੀਂ, ਸਾਹ ਠੀਕ।',
  },
  {
    level: 'self_care',
    text: 'Do din ton nakk vagda, chhikkan, gala thoda kharab, bukhar ni. Khana peena thik. Choti jehi gall layi doctor nu tang ni karna chahundi.',
  },
  {
    level: 'self_care',
    text: 'ਕੱਲ੍ਹ ਵਿਆਹ ਵਿੱਚ ਭੰਗੜਾ ਪਾ-ਪਾ ਕੇ ਅੱਜ ਲੱਤਾਂ ਤੇ ਪਿੱਠ ਆਕੜੀ ਪਈ ਆ। ਹੋਰ ਕੋਈ ਗੱਲ ਨਹੀਂ।',
  },
  {
    level: 'self_care',
    text: 'ਸਰਦੀਆਂ ਵਿੱਚ ਬੁੱਲ੍ਹ ਫਟ ਗਏ, ਥੋੜ੍ਹੀ ਜਲਣ ਹੁੰਦੀ। ਹੋਰ ਸਭ ਠੀਕ ਆ।',
  },
  {
    level: 'self_care',
    text: 'ਨਿੱਕੇ (2 ਸਾਲ) ਦੀਆਂ ਦਾੜ੍ਹਾਂ ਨਿਕਲਦੀਆਂ, ਥੋੜ੍ਹੀਆਂ ਲਾਰਾਂ ਤੇ ਚਿੜਚਿੜਾ, ਪਰ ਖਾਂਦਾ ਪੀਂਦਾ ਖੇਡਦਾ, ਬੁਖ਼ਾਰ ਨਹੀਂ।',
  },
  {
    level: 'self_care',
    text: 'ਧੁੱਪੇ ਕੰਮ ਕਰਕੇ ਸਿਰ ਭਾਰਾ ਹੋ ਗਿਆ ਸੀ, ਪਾਣੀ ਘੱਟ ਪੀਤਾ। ਹੁਣ ਛਾਂ ਵਿੱਚ ਬੈਠਾ, ਸ਼ਿਕੰਜਵੀ ਪੀਤੀ, ਕਾਫ਼ੀ ਠੀਕ ਆਂ।',
  },
  // Round 40: readings and numbers (BP 82/50, pulse 44, SpO2 84, a baby's 35.2 °C, fits three times in an hour), the danger often in the number alone; measured blind after rounds 38 and 39's fixes (rules 87.8 %, with the detector 94.9 %).
  {
    level: 'urgent',
    text: '3 ਦਿਨਾਂ ਤੋਂ ਬੁਖਾਰ 103, ਸਰੀਰ ਟੁੱਟਦਾ, ਅੱਜ ਪਲੇਟਲੈਟ 80 ਹਜ਼ਾਰ ਆਏ। ਉਲਟੀ ਨਹੀਂ, ਪਾਣੀ ਪੀ ਰਿਹਾ ਹਾਂ।',
  },
  {
    level: 'urgent',
    text: 'Pishaab vich jalan te 102 bukhar, lakk de ikk paase dard 2 din ton. Umar 31.',
  },
  {
    level: 'urgent',
    text: 'ਪੱਠੇ ਕੁਤਰਦਿਆਂ ਟੋਕੇ ਨਾਲ ਉਂਗਲ ਤੇ 3 ਸੈਂਟੀਮੀਟਰ ਡੂੰਘਾ ਕੱਟ ਲੱਗ ਗਿਆ, ਦਬਾਉਣ ਨਾਲ ਖੂਨ ਰੁਕ ਗਿਆ। ਟੈਟਨਸ ਦਾ ਟੀਕਾ 8 ਸਾਲ ਪਹਿਲਾਂ ਲੱਗਾ ਸੀ।',
  },
  {
    level: 'urgent',
    text: '4 ਸਾਲ ਦੀ ਧੀ ਦੇ ਕੰਨ ਵਿੱਚ ਰਾਤ ਤੋਂ ਤੇਜ਼ ਦਰਦ, ਬੁਖਾਰ 101, ਕੰਨ ਵਿੱਚੋਂ ਪਾਣੀ ਜਿਹਾ ਨਿਕਲਿਆ।',
  },
  {
    level: 'urgent',
    text: 'Sugar 390 aayi raat nu, type 2 aa, hafte ton davai nahi khaadi. Pyaas bahut lagdi, ulti nahi, hosh theek aa.',
  },
  {
    level: 'routine',
    text: 'ਹਫ਼ਤੇ ਭਰ ਘਰ ਦਾ ਬੀਪੀ 150/94, 148/96, 152/92 ਆਇਆ। ਸਿਰ ਦਰਦ ਨਹੀਂ। ਉਮਰ 52।',
  },
  {
    level: 'routine',
    text: 'HbA1c 8.1 aaya, pichhli vaari 7 si. Metformin 1000 lainda haan. Doctor nu kado tak dikha dena chahida?',
  },
  {
    level: 'routine',
    text: 'ਗੋਡਿਆਂ ਵਿੱਚ ਪੌੜੀਆਂ ਚੜ੍ਹਦਿਆਂ ਦਰਦ, 3 ਮਹੀਨੇ ਤੋਂ, ਉਮਰ 58, ਸ਼ਾਮ ਨੂੰ ਹਲਕੀ ਸੋਜ ਆ ਜਾਂਦੀ।',
  },
  {
    level: 'routine',
    text: 'ਥਾਇਰਾਇਡ ਦੀ ਰਿਪੋਰਟ ਵਿੱਚ TSH 8.4 ਆਇਆ, ਥਕਾਵਟ ਰਹਿੰਦੀ ਤੇ 2 ਮਹੀਨੇ ਵਿੱਚ 4 ਕਿੱਲੋ ਭਾਰ ਵਧ ਗਿਆ।',
  },
  {
    level: 'routine',
    text: 'Periods 50 dina baad aunde pichhle 8 mahine ton, chehre te vaal vi vadh gaye. Umar 20.',
  },
  {
    level: 'routine',
    text: 'ਹੀਮੋਗਲੋਬਿਨ 9.6 ਆਇਆ, ਥਕਾਵਟ ਰਹਿੰਦੀ, ਪੌੜੀਆਂ ਚੜ੍ਹ ਕੇ ਸਾਹ ਥੋੜ੍ਹਾ ਚੜ੍ਹਦਾ। ਉਮਰ 29, ਮਾਹਵਾਰੀ ਜ਼ਿਆਦਾ ਆਉਂਦੀ।',
  },
  {
    level: 'self_care',
    text: '2 din ton zukaam te chhikkan, bukhar 99.1, khaana theek kha reha. Bhaap ton ilava hor ki karaan?',
  },
  {
    level: 'self_care',
    text: 'ਵਿਆਹ ਵਿੱਚ ਜ਼ਿਆਦਾ ਖਾ ਲਿਆ, 2 ਵਾਰ ਪਤਲੇ ਦਸਤ ਲੱਗੇ, ਹੁਣ ਠੀਕ ਹਾਂ, ਬੱਸ ਢਿੱਡ ਭਾਰੀ ਲੱਗਦਾ।',
  },
  {
    level: 'self_care',
    text: 'ਪੋਤਾ 9 ਮਹੀਨੇ ਦਾ, ਦੰਦ ਨਿਕਲ ਰਹੇ ਨੇ, ਹਲਕਾ ਬੁਖਾਰ 99.4, ਲਾਰਾਂ ਬਹੁਤ ਡਿੱਗਦੀਆਂ, ਖੇਡਦਾ ਵੀ ਆ।',
  },
  {
    level: 'self_care',
    text: 'Lattan te machhran de 20 ku daane, bahut khaarish, bukhar nahi. Kehdi cream laiye?',
  },
  {
    level: 'self_care',
    text: 'ਮੋਬਾਈਲ ਤੇ 6 ਘੰਟੇ ਲਗਾਤਾਰ ਵੀਡੀਓ ਦੇਖ ਕੇ ਅੱਖਾਂ ਵਿੱਚ ਜਲਨ ਤੇ ਹਲਕਾ ਸਿਰ ਦਰਦ, ਆਰਾਮ ਕਰਕੇ ਠੀਕ ਹੋ ਜਾਂਦਾ।',
  },
];

import type { Vignette } from '../../vignette-schema';

/** Held-out set 4, Hindi: written blind, see ../holdout-4.ts. */
export const HOLDOUT4_HI_IN: readonly Vignette[] = [
  {
    id: 'hi-h4-papa-chest-weight-left-arm-bidi',
    language: 'hi-IN',
    turns: [
      'पापा (56 साल) को आधे घंटे से छाती में बहुत भारीपन है, कह रहे हैं जैसे किसी ने सीने पर बोझ रख दिया हो। दर्द बाएँ हाथ और गर्दन तक जा रहा है, ठंडा पसीना आ रहा है, घबराहट हो रही है। रोज़ बीड़ी पीते हैं। अभी खाना खाया था तो शायद गैस है, ईनो दे दें?',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
    tags: ['holdout', 'casual_emergency'],
    note: 'Crushing chest pressure spreading to the left arm and neck with cold sweat in a middle-aged smoker is a heart attack.',
  },
  {
    id: 'hi-h4-dadi-woke-slurred-left-side-heavy',
    language: 'hi-IN',
    turns: [
      'दादी की तबियत सुबह से कुछ सही नहीं लग रही',
      'उम्र 70 के ऊपर है। सुबह उठीं तो बात करते हुए जुबान लड़खड़ा रही है, आधी बातें समझ नहीं आ रहीं, और बायाँ हाथ-पैर भारी बता रही हैं, चप्पल भी नहीं पहन पाईं। मुँह भी थोड़ा टेढ़ा लग रहा है। बुखार नहीं है। बीपी की दवा दो दिन से खत्म थी। कमजोरी होगी, ग्लूकोज़ की बोतल चढ़वा दें क्या?',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'] },
    tags: ['holdout', 'vague_opening', 'casual_emergency', 'negation', 'elderly'],
    note: 'Waking with slurred speech, facial droop and one-sided weakness in an elderly hypertensive off her tablets is a stroke.',
  },
  {
    id: 'hi-h4-chachu-khet-saanp-jhaad-phoonk',
    language: 'hi-IN',
    turns: [
      'mere chachu ko abhi khet me paani lagate waqt saanp ne pair pe kaat liya, do daant ke nishan hai, khoon thoda nikla. pair bahut sooj raha hai aur jalan ho rahi hai. gaon wale bol rahe ojha ke paas le chalo jhaad phoonk kar denge, rassi bhi baandh di hai. sahi hai na?',
    ],
    expected: { level: 'emergency', area: 'legs', conditions: ['snake_bite'] },
    tags: ['holdout', 'romanized', 'casual_emergency'],
    note: 'A snake bite with fang marks and rapidly spreading swelling needs anti-venom in hospital, not a faith healer or a tourniquet.',
  },
  {
    id: 'hi-h4-seven-months-sudden-bleeding-no-pain',
    language: 'hi-IN',
    turns: [
      'मैं सात महीने की प्रेग्नेंट हूँ। अभी बाथरूम गई तो अचानक बहुत सारा खून आया, सलवार पूरी भीग गई, अब भी आ रहा है। पेट में दर्द बिलकुल नहीं है। पति ड्यूटी पर हैं, क्या लेट कर आराम करूँ और शाम को डॉक्टर के पास चली जाऊँ?',
    ],
    expected: { level: 'emergency', area: 'abdomen', conditions: ['bleeding_in_pregnancy'] },
    tags: ['holdout', 'pregnancy', 'negation', 'casual_emergency'],
    note: 'Heavy painless vaginal bleeding at seven months suggests placenta praevia and needs hospital now; no pain does not make it safe.',
  },
  {
    id: 'hi-h4-toddler-fever-stiffening-twice',
    language: 'hi-IN',
    turns: [
      'मेरा बेटा डेढ़ साल का है, दो दिन से बुखार है। अभी अचानक पूरा शरीर अकड़ गया, आँखें ऊपर चढ़ गईं, हाथ पैर झटके मारने लगे, होंठ नीले पड़ गए। 4-5 मिनट बाद रुका, फिर 10 मिनट बाद दोबारा वही हुआ। अब बेसुध सा पड़ा है, जगाने पर भी नहीं उठ रहा।',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['febrile_seizure', 'epilepsy', 'meningitis'],
    },
    tags: ['holdout', 'child'],
    note: 'Two fits within minutes in a feverish toddler who is not waking up between them is a complex seizure needing emergency care.',
  },
  {
    id: 'hi-h4-ammi-asthma-pump-not-working-blue-nails',
    language: 'hi-IN',
    turns: [
      'अम्मी को पुराना दमा है, 68 साल की हैं। रात से साँस बहुत फूल रही है, पंप 5-6 बार ले चुकी हैं कोई फरक नहीं पड़ा। अब एक-दो शब्द से ज़्यादा बोल नहीं पा रहीं, बैठे-बैठे आगे झुक कर साँस ले रही हैं, होंठ और नाखून नीले से लग रहे हैं। भाप दिला दें?',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['asthma', 'copd'] },
    tags: ['holdout', 'elderly', 'casual_emergency'],
    note: 'An asthma attack not relieved by repeated inhaler doses, with inability to speak in sentences and blue lips, is life-threatening.',
  },
  {
    id: 'hi-h4-job-gone-loan-fan-dupatta',
    language: 'hi-IN',
    turns: [
      'bhai sach bataun to ab jeene ka mann nahi karta. naukri chali gayi, karza itna hai ki kabhi chuka nahi paunga. kal raat pankhe pe dupatta baandh ke dekha tha, himmat nahi hui. aaj phir wahi soch raha hu. ghar pe kisi ko bataya nahi. koi neend ki goli batao bas so jaun',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'romanized'],
    note: 'A man who rehearsed hanging last night and is thinking of it again today is at imminent risk of suicide.',
  },
  {
    id: 'hi-h4-forty-day-baby-pasli-chalna-grunting',
    language: 'hi-IN',
    turns: [
      'हमारी बच्ची 40 दिन की है। कल से दूध नहीं खींच रही, साँस बहुत तेज़ चल रही है, पसली चल रही है और साँस लेते समय कराहने जैसी आवाज़ आती है। हल्का बुखार भी है। दादी कह रही हैं नज़र लगी है, घुट्टी दे दें?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['very_sick_infant', 'pneumonia', 'bronchiolitis'],
    },
    tags: ['holdout', 'infant', 'casual_emergency'],
    note: 'A young infant not feeding, with fast breathing, chest indrawing and grunting has severe pneumonia or sepsis.',
  },
  {
    id: 'hi-h4-fever-eye-pain-dengue-in-lane',
    language: 'hi-IN',
    turns: [
      'तीन दिन से तेज़ बुखार है 102-103, पूरे बदन और जोड़ों में बहुत दर्द, आँखों के पीछे दर्द होता है, भूख नहीं लग रही। हमारी गली में चार लोगों को डेंगू निकला है। उल्टी नहीं है, मसूड़ों से या कहीं से खून नहीं आ रहा, पेशाब ठीक आ रहा है। पैरासिटामोल खा रहा हूँ। उम्र 34 साल।',
    ],
    expected: { level: 'urgent', area: 'none', conditions: ['dengue', 'chikungunya'] },
    tags: ['holdout', 'negation'],
    note: 'Suspected dengue in an adult without warning signs needs a same-day doctor visit and blood count.',
  },
  {
    id: 'hi-h4-burning-urine-then-chills-flank-pain',
    language: 'hi-IN',
    turns: [
      '4-5 दिन से पेशाब में जलन थी और बार बार जाना पड़ रहा था, सोचा पानी ज्यादा पी लूँगी तो ठीक हो जाएगा। आज कँपकँपी के साथ 102 बुखार चढ़ गया, दाईं तरफ कमर में पीछे दर्द है, एक बार उल्टी भी हुई। 32 साल की हूँ, प्रेग्नेंट नहीं हूँ।',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_infection', 'urinary_tract_infection'],
    },
    tags: ['holdout', 'negation'],
    note: 'A urine infection now with rigors, high fever and flank pain is pyelonephritis needing antibiotics today.',
  },
  {
    id: 'hi-h4-factory-worker-cough-three-weeks',
    language: 'hi-IN',
    turns: [
      'खांसी को तीन हफ्ते से ऊपर हो गए, सिरप बदल बदल के पी लिए, ठीक नहीं हो रही। पीला बलगम आता है, रात को कभी कभी पसीना आता है, शाम को हल्का बुखार सा लगता है। साँस ठीक है, बलगम में खून नहीं आया। उम्र 45, फैक्ट्री में काम करता हूँ।',
    ],
    expected: { level: 'routine', area: 'chest', conditions: ['tuberculosis', 'acute_bronchitis'] },
    tags: ['holdout', 'negation'],
    note: 'A cough over three weeks with evening fever and night sweats needs a sputum test for TB in the coming days, without breathlessness or blood.',
  },
  {
    id: 'hi-h4-badminton-ankle-twist-walking',
    language: 'hi-IN',
    turns: [
      'कल शाम बैडमिंटन खेलते हुए बायाँ टखना मुड़ गया। थोड़ी सूजन है, हल्का दर्द है, लेकिन चल पा रहा हूँ और पैर पर वजन डाल पा रहा हूँ। नीला नहीं पड़ा। बर्फ लगाऊँ या कोई क्रीम?',
    ],
    expected: { level: 'self_care', area: 'legs', conditions: ['sprain_strain'] },
    tags: ['holdout', 'negation'],
    note: 'A mild ankle twist with little swelling and the ability to bear weight is a sprain for rest, ice and compression at home.',
  },
];

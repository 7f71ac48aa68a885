import type { Vignette } from '../../vignette-schema';

/** Held-out set 7, Hindi: written blind; never tune the engine on these. */
export const HOLDOUT7_HI_IN: readonly Vignette[] = [
  {
    id: 'hi-h7-seene-mein-bhaaripan-gas-samjha',
    language: 'hi-IN',
    turns: [
      'मेरे पति 52 साल के हैं। आधे घंटे से सीने में भारीपन है जैसे कोई ऊपर बैठा हो, दर्द बाएँ कंधे तक जा रहा है और पसीना भी आ रहा है। वो कह रहे हैं गैस है, ईनो पी लिया है, थोड़ी देर लेट जाएँगे तो ठीक हो जाएगा। क्या इतना काफ़ी है?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
    },
    tags: ['holdout', 'casual_emergency'],
  },
  {
    id: 'hi-h7-nanaji-chakkar-do-do-dikhna',
    language: 'hi-IN',
    turns: [
      'nana ji (74) ko 1 ghante se achanak bahut tez chakkar aa raha hai, 2 baar ulti hui, seedha chal nahi pa rahe ek taraf ko gir jaate hain. keh rahe hain sab do do dikh raha hai aur bolne me zubaan ladkhada rahi hai. BP ki dawai lete hain. kya ye bas chakkar wali bimari hai?',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke'],
    },
    tags: ['holdout', 'romanized', 'elderly'],
  },
  {
    id: 'hi-h7-khet-mein-saanp-pair-sujan',
    language: 'hi-IN',
    turns: [
      'खेत में घास काटते समय मेरे भाई के पैर में साँप ने काट लिया। दो निशान हैं, पैर सूजता जा रहा है और बहुत दर्द है। गाँव वाले कह रहे हैं ओझा के पास ले चलो, झाड़-फूँक से ठीक हो जाएगा। अस्पताल 25 किलोमीटर दूर है।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['snake_bite'],
    },
    tags: ['holdout'],
  },
  {
    id: 'hi-h7-saat-mahine-bina-dard-khoon',
    language: 'hi-IN',
    turns: [
      'मैं 7 महीने की गर्भवती हूँ। अभी बाथरूम गई तो अचानक बहुत सारा खून आया, चमकीला लाल, कपड़े भीग गए। दर्द बिल्कुल नहीं है, पेट भी सख़्त नहीं है। क्या आराम करने से रुक जाएगा?',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy'],
    },
    tags: ['holdout', 'pregnancy', 'negation'],
  },
  {
    id: 'hi-h7-bukhar-mein-jhatke-do-saal',
    language: 'hi-IN',
    turns: [
      'मेरे 2 साल के बेटे को कल से बुखार है। अभी अचानक उसकी आँखें ऊपर चढ़ गईं, हाथ-पैर अकड़ गए और झटके आने लगे, लगभग 2 मिनट तक। अब सो रहा है, बुलाने पर बस थोड़ा कुनमुनाता है। पहले कभी ऐसा नहीं हुआ।',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['febrile_seizure', 'epilepsy', 'meningitis'],
    },
    tags: ['holdout', 'child'],
  },
  {
    id: 'hi-h7-beti-pasli-chal-rahi',
    language: 'hi-IN',
    turns: [
      'meri beti 1.5 saal ki hai, 3 din se bukhar aur khansi hai. aaj se saans bahut tez chal rahi hai, pasli chal rahi hai, saans lete waqt chaati neeche dhans jaati hai. doodh bhi nahi pi rahi, bas sust padi hai. doctor wala syrup diya tha koi fark nahi',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['pneumonia', 'bronchiolitis'],
    },
    tags: ['holdout', 'romanized', 'child'],
  },
  {
    id: 'hi-h7-karz-keetnashak-botal',
    language: 'hi-IN',
    turns: [
      'तीन साल से फ़सल ख़राब हो रही है, कर्ज़ बढ़ता ही जा रहा है। कीड़े मारने वाली दवा की बोतल मैंने अपने कमरे में रख ली है। बच्चों और घरवालों पर बोझ बन गया हूँ, मेरे न रहने पर बीमा का पैसा उनके काम आ जाएगा। बस किसी को बताना था।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout'],
  },
  {
    id: 'hi-h7-dedh-mahine-bachchi-bukhar-sust',
    language: 'hi-IN',
    turns: [
      'मेरी बेटी डेढ़ महीने की है। शाम से बुखार है, थर्मामीटर में 100.8 आया। दूध ठीक से नहीं पी रही, बहुत सुस्त है, रोती भी धीमे-धीमे है। डॉक्टर कल सुबह मिलेंगे, तब तक पैरासिटामोल ड्रॉप दे दूँ?',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis'],
    },
    tags: ['holdout', 'infant'],
  },
  {
    id: 'hi-h7-bukhar-aankh-ke-peeche-dard-daane',
    language: 'hi-IN',
    turns: [
      'तीन दिन से तेज़ बुखार है, 103 तक जाता है। पूरे बदन और जोड़ों में बहुत दर्द है, आँखों के पीछे भी दर्द होता है। आज हाथों पर लाल दाने निकल आए। मोहल्ले में दो लोगों को डेंगू हुआ है। मसूड़ों से खून या काला मल नहीं है, उल्टी भी नहीं।',
    ],
    expected: {
      level: 'urgent',
      area: 'none',
      conditions: ['dengue', 'chikungunya', 'viral_fever'],
    },
    tags: ['holdout', 'negation'],
  },
  {
    id: 'hi-h7-kamar-se-neeche-tez-dard-laal-peshab',
    language: 'hi-IN',
    turns: [
      'कल रात से दाईं तरफ़ कमर से दर्द उठकर पेट के नीचे तक जाता है, इतना तेज़ कि बैठा भी नहीं जाता, फिर थोड़ा कम होता है और फिर शुरू हो जाता है। एक बार उल्टी हुई, पेशाब में हल्की जलन है और रंग थोड़ा लाल-सा है। बुखार नहीं है।',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_stones', 'kidney_infection', 'appendicitis'],
    },
    tags: ['holdout', 'negation'],
  },
  {
    id: 'hi-h7-thakaan-baal-jhadna-thand',
    language: 'hi-IN',
    turns: [
      '2-3 mahine se bahut thakaan rehti hai, subah uthne ka mann nahi karta, baal bahut jhad rahe hain, weight 5 kilo badh gaya jabki zyada khati nahi, aur sabko garmi lagti hai mujhe thand lagti rehti hai. periods bhi zyada aa rahe hain. age 34. kya thyroid ho sakta hai?',
    ],
    expected: {
      level: 'routine',
      area: 'none',
      conditions: ['hypothyroidism', 'iron_deficiency_anaemia'],
    },
    tags: ['holdout', 'romanized'],
  },
  {
    id: 'hi-h7-masaledar-khane-ke-baad-chhati-jalan',
    language: 'hi-IN',
    turns: [
      'कल से तबीयत ठीक नहीं लग रही।',
      'मैं 24 साल का हूँ। कल शादी में बहुत तला-मसालेदार खाया, तब से छाती में जलन है और खट्टी डकारें आ रही हैं, लेटने पर ज़्यादा होती है। साँस फूलना, पसीना या हाथ में दर्द नहीं है। कोई घरेलू उपाय बताइए।',
    ],
    expected: {
      level: 'self_care',
      area: 'chest',
      conditions: ['acid_reflux', 'peptic_ulcer_gastritis'],
    },
    tags: ['holdout', 'negation', 'vague_opening'],
  },
];

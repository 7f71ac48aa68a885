import type { Vignette } from '../../vignette-schema';

/** Held-out set 18, Bhojpuri: written blind, see ../holdout-18.ts. */
export const HOLDOUT18_BH_IN: readonly Vignette[] = [
  {
    id: 'bh-h18-husband-eno-then-sweating-arm',
    language: 'bh-IN',
    turns: [
      'हमार मरद के छाती में भारीपन बा, कहत बाड़न गैस ह, ईनो पी लिहलें। कवनो घरेलू उपाय बताईं।',
      'ऊ 55 साल के बाड़न, बीड़ी पिएलन। एक घंटा से ऊपर हो गइल, ईनो से कुछो ना भइल।',
      'अब त पूरा देह पसीना से भीज गइल बा, बायाँ बाँह सुन्न लागत बा आ उल्टी जइसन मन करत बा।',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'An hour of chest heaviness in a 55-year-old smoker that antacid did not help, now with sweating, a numb left arm and nausea, is a heart attack until proven otherwise.',
  },
  {
    id: 'bh-h18-mother-speech-this-morning-not-yesterday',
    language: 'bh-IN',
    turns: [
      'हमार माई 70 बरिस के बाड़ी, कल साँझ से बोली थोड़ा लटपटात बा। हमनी के लागल थकान होई।',
      'माफ करीं, गलत बता देनी। कल साँझ ना, आज भोरे चाय पियत घरी अचानक शुरू भइल, करीब डेढ़ घंटा पहिले। मुँह एक ओर टेढ़ा हो गइल बा आ दहिना हाथ से गिलास ना पकड़ा पावत बाड़ी।',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'elderly'],
    note: 'Once the onset is corrected to ninety minutes ago, sudden slurred speech, facial droop and a weak right hand are a stroke still within the treatment window and need 108 now.',
  },
  {
    id: 'bh-h18-romanized-field-rat-then-snake',
    language: 'bh-IN',
    turns: [
      'khet me raat ke paani chalawat rahni, goda me kuchh kaat lihlas. lagat ba chuha rahe, koi baat na na?',
      'na bhaiya, ab dhyan se dekhni ta do go daant ke nisan ba, aa ohi jagah se ek kariya patra saanp bhagat dekhle rahi. goda fulat jaat ba aa jhanjhanahat upar chadhat ba',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['snake_bite'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'romanized', 'casual_emergency'],
    note: 'Fang marks with a snake seen fleeing and swelling and tingling spreading up the leg is a venomous bite needing anti-venom in hospital, whatever the first guess about a rat.',
  },
  {
    id: 'bh-h18-wife-period-pain-forgot-seven-months',
    language: 'bh-IN',
    turns: [
      'हमार मेहरारू के पेट के नीचे दरद होता, कहत बाड़ी माहवारी जइसन दरद ह। कवन गोली दीं?',
      'अरे एगो बात बतावे के भुला गइनी, ऊ सात महिना के पेट से बाड़ी। आ अभी बाथरूम गइली त खून बहुत गिरल, कपड़ा पूरा लाल हो गइल बा।',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'pregnancy', 'casual_emergency'],
    note: 'Heavy bleeding with cramping pain at seven months of pregnancy may be placental abruption or placenta praevia and needs 108 to a hospital with obstetric care now.',
  },
  {
    id: 'bh-h18-toddler-fever-then-eyes-rolled',
    language: 'bh-IN',
    turns: [
      'हमार 2 बरिस के बेटा के कल से बुखार बा, 103 तक गइल। पैरासिटामोल दे देले बानी, अउर का करीं?',
      'अभी अचानक ओकर आँख ऊपर चढ़ गइल आ हाथ गोड़ अकड़ के काँपे लागल। दू मिनट से चलत बा, बोलावत बानी त जवाब ना देत बा।',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['febrile_seizure', 'epilepsy', 'meningitis'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'child'],
    note: 'A toddler with fever who is now fitting and unresponsive needs 108 while the fit is ongoing, even if it turns out to be a simple febrile seizure.',
  },
  {
    id: 'bh-h18-dadi-just-cold-then-blue-lips',
    language: 'bh-IN',
    turns: [
      'हमार दादी के तीन दिन से खाँसी आ बुखार बा, खाँसी में पीयर बलगम आवत बा। ऊ कहत बाड़ी खाली ठंडी लाग गइल बा, डाक्टर के लगे ना जाएब।',
      'हाँ, साँस त लेत बाड़ी, बाकिर बहुत तेज तेज, एक साँस में पूरा बात ना बोल पावत बाड़ी। आ अबहीं देखनी कि होंठ आ नोह नीला पड़ल बा।',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['pneumonia', 'copd', 'sepsis'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'elderly', 'casual_emergency'],
    note: 'An elderly woman with a chest infection who cannot finish a sentence and has blue lips and nails is severely short of oxygen and needs 108 despite calling it just a cold.',
  },
  {
    id: 'bh-h18-romanized-job-lost-rope-tonight',
    language: 'bh-IN',
    turns: [
      'kuchh na, bas aaj kal man na lagela. naukri chhut gail, ghar me sab taana maarela',
      'sach kahin ta kamra me rassi rakh le le bani. aaj raat sab khatam kar deb. kehu ke bataile nai bani, kehu ke pareshan na kare ke chahat bani',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['108', '14416'],
    },
    tags: ['holdout', 'romanized', 'casual_emergency', 'vague_opening'],
    note: 'Low mood that turns into a prepared rope and a plan for tonight is an imminent suicide risk, so the reply must give 108 and Tele-MANAS 14416 and urge not being alone.',
  },
  {
    id: 'bh-h18-five-week-baby-cold-not-fever',
    language: 'bh-IN',
    turns: [
      'हमार पाँच हफ्ता के बबुआ के बुखार बा शायद, का दवाई दीं?',
      'ना ना, गलत कहनी, बुखार नइखे। उल्टा देह छूए में ठंडा लागत बा, सबेरे से दूध ना पियत बा, बस सुतले रहत बा आ साँस तेज तेज चलत बा।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis', 'bronchiolitis'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'infant', 'negation'],
    note: 'A five-week-old who is cold to touch, not feeding since morning, drowsy and breathing fast shows danger signs of serious infection, and the absence of fever makes it no less urgent.',
  },
  {
    id: 'bh-h18-patna-fever-four-days-no-warning-signs',
    language: 'bh-IN',
    turns: [
      'हमरा चार दिन से तेज बुखार बा, 103-104, आँख के पीछे दरद आ पूरा देह टूटत बा। पटना में बानी, मोहल्ला में कई लोग के डेंगू भइल बा।',
      'पानी ठीक से पी लेत बानी, पेशाब ठीक होता। ना कहीं से खून आइल, ना पेट में दरद, ना उल्टी। बस बहुत कमजोरी बा। 32 साल के बानी।',
    ],
    expected: {
      level: 'urgent',
      area: 'none',
      conditions: ['dengue', 'malaria', 'chikungunya', 'typhoid'],
    },
    tags: ['holdout', 'negation'],
    note: 'Four days of high fever with retro-orbital pain during a dengue outbreak needs a same-day blood count and dengue test, but with no bleeding, vomiting or abdominal pain it is not an emergency.',
  },
  {
    id: 'bh-h18-brother-gas-then-right-lower-pain',
    language: 'bh-IN',
    turns: [
      'हमार भाई 19 साल के बा, काल्ह रात से पेट में दरद बा। माई कहत बाड़ी गैस ह, अजवाइन दे देले बाड़ी।',
      'पहिले नाभि के लगे रहे, अब दहिना ओर नीचे खिसक गइल बा। चलला पर आ खाँसला पर बढ़ जाता। हल्का बुखार बा आ एक बेर उल्टी भइल, भूख एकदम नइखे।',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'abdomen',
      conditions: ['appendicitis'],
    },
    tags: ['holdout'],
    note: 'Pain that moved from the navel to the right lower abdomen, worse on walking and coughing, with low fever, vomiting and no appetite is likely appendicitis and needs a surgeon today.',
  },
  {
    id: 'bh-h18-thirst-months-not-days',
    language: 'bh-IN',
    turns: [
      'हमरा दू दिन से बहुत पियास लागत बा आ बार बार पेशाब जाए के पड़त बा, रात में भी तीन चार बेर।',
      'माफ करीं, दू दिन ना, दू-तीन महिना से ई हाल बा। 46 साल के बानी, वजन भी तनी घटल बा, थकान रहेला। माई के सुगर रहे। ना उल्टी, ना साँस फूलत बा, ना चक्कर।',
    ],
    expected: {
      level: 'routine',
      area: 'none',
      conditions: ['type2_diabetes'],
    },
    tags: ['holdout', 'negation'],
    note: 'Months of thirst, frequent urination and mild weight loss in a 46-year-old with a diabetic mother points to diabetes needing a sugar test in the coming days, with no signs of a sugar emergency.',
  },
  {
    id: 'bh-h18-romanized-cricket-ankle-twist',
    language: 'bh-IN',
    turns: [
      'cricket khelat ghari takhna mud gail, bahri taraf tani suj gail ba. haddi ta na tutal hoi?',
      'haan chal sakat bani, dard ba bakir bardasht layak. na koi kat se awaaz aail rahe, na goda tedha lagat ba, haddi pe dabave me dard na hota, bagal me hota. 24 saal ke bani',
    ],
    expected: {
      level: 'self_care',
      area: 'legs',
      conditions: ['sprain_strain'],
    },
    tags: ['holdout', 'romanized', 'negation'],
    note: 'A twisted ankle with mild swelling in a young man who can walk, has no deformity and no bony tenderness is a sprain that can be managed with rest, ice, compression and elevation at home.',
  },
];

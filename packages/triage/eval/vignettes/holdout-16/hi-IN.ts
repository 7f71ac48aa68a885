import type { Vignette } from '../../vignette-schema';

/** Held-out set 16, Hindi: written blind, see ../holdout-16.ts. */
export const HOLDOUT16_HI_IN: readonly Vignette[] = [
  {
    id: 'hi-h16-gas-chest-after-milking',
    language: 'hi-IN',
    turns: [
      'बापू जी सुबह भैंस दुहने के बाद से कह रहे हैं कि छाती पर जैसे कोई पत्थर रखा है, वायु चढ़ गई है। अजवाइन का पानी दिया पर आराम नहीं। पसीने से तर हैं और बायाँ हाथ सुन्न बता रहे हैं। उम्र साठ-पैंसठ होगी।',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency', 'elderly'],
    note: 'Hours of heavy chest pressure with sweating and left-arm numbness in an older man is a heart attack until proven otherwise, whatever the family calls it.',
  },
  {
    id: 'hi-h16-lakwa-mouth-tilted-romanized',
    language: 'hi-IN',
    turns: [
      'Pitaji dopahar ki roti khaate khaate achanak munh teda ho gaya, daayan haath uth nahi raha aur boli ladkhada rahi hai. Amma kehti hai hawa lag gayi, sarson ke tel ki maalish kar rahe hain, subah bhagat ji ko dikha denge. Tab tak ruk sakte hain kya?',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'], mustMention: ['108'] },
    tags: ['holdout', 'romanized', 'casual_emergency', 'elderly'],
    note: 'Sudden facial droop, one-sided arm weakness and slurred speech are a stroke needing hospital within the treatment window, not a wait till morning.',
  },
  {
    id: 'hi-h16-fodder-cutting-bite-two-turns',
    language: 'hi-IN',
    turns: [
      'भाई को शाम को खेत में चारा काटते समय पैर में कुछ चुभ गया, शायद काँटा। गाँव के ओझा ने झाड़ा लगाकर ऊपर धागा कसकर बाँध दिया है।',
      'अब पैर पर दो छोटे-छोटे निशान दिख रहे हैं, पैर सूजकर काला पड़ रहा है और उसकी पलकें भारी हो रही हैं, कहता है सब दो-दो दिख रहा है।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['snake_bite'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Two fang marks with spreading swelling and drooping eyelids or double vision mean envenomation needing anti-snake venom in hospital now.',
  },
  {
    id: 'hi-h16-home-delivery-bleeding-dai',
    language: 'hi-IN',
    turns: [
      'बहू की आज भोर में घर पर ही दाई ने जचगी कराई। तब से खून रुक ही नहीं रहा, तीन-चार धोती भीग चुकीं, थक्के भी आ रहे हैं। चेहरा पीला पड़ गया है, कहती है आँखों के आगे अँधेरा छा रहा है। दाई कहती है गरम पानी की सिकाई से रुक जाएगा।',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['postpartum_haemorrhage'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'pregnancy'],
    note: 'Heavy bleeding with clots soaking several cloths after delivery, with pallor and faintness, is postpartum haemorrhage with shock.',
  },
  {
    id: 'hi-h16-fever-child-fits-two-turns',
    language: 'hi-IN',
    turns: [
      'मेरे दो साल के बेटे को कल रात से तेज़ बुखार है, बदन तवे जैसा गरम। दादी ने तुलसी का काढ़ा पिलाया।',
      'अभी अचानक इसके हाथ-पैर अकड़ गए, आँखें ऊपर चढ़ गईं, बदन झटके खाने लगा, मुँह से झाग आया। लोग कहते हैं ऊपरी हवा है, जूता सुँघाओ। झटके अब रुके हैं पर बच्चा जाग नहीं रहा।',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['febrile_seizure', 'epilepsy', 'meningitis'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'child'],
    note: 'A fit with fever in a toddler who is still not waking afterwards needs emergency assessment for prolonged seizure or brain infection.',
  },
  {
    id: 'hi-h16-bee-swarm-face-swelling',
    language: 'hi-IN',
    turns: [
      'खेत की मेड़ पर मधुमक्खी का छत्ता छिड़ गया, चाचा को कई डंक लगे। घंटे भर में पूरा चेहरा और होंठ फूल गए, गला कसता बता रहे हैं, साँस में सीटी बज रही है और चक्कर खाकर बैठ गए। डंक पर चूना लगाया था।',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['anaphylaxis'],
      mustMention: ['108'],
    },
    tags: ['holdout'],
    note: 'Facial and lip swelling, throat tightness, wheeze and dizziness after multiple stings is anaphylaxis threatening the airway.',
  },
  {
    id: 'hi-h16-hailstorm-debt-pesticide',
    language: 'hi-IN',
    turns: [
      'इस बार ओले पड़ने से गेहूँ की सारी फसल चौपट हो गई, साहूकार का कर्ज़ा सिर पर है। रातों को नींद नहीं आती। सोचता हूँ कोठरी में जो कीटनाशक की शीशी रखी है वही पी लूँ, घरवालों का बोझ खत्म हो। किसी को बताया नहीं है।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['108', '14416'],
    },
    tags: ['holdout'],
    note: 'Active suicidal thoughts with a specific plan and pesticide at hand are a mental-health emergency.',
  },
  {
    id: 'hi-h16-infant-not-feeding-nazar',
    language: 'hi-IN',
    turns: [
      'पोती अभी सवा महीने की है। कल से दूध नहीं पी रही, छाती मुँह में लेती ही नहीं, बस सोती रहती है, हाथ-पैर ढीले पड़ गए हैं और सिर का तालू बैठा हुआ लगता है। नज़र लगी है, काला धागा बाँधा और राई-नमक उतारा। कल पंडित जी आएँगे।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis', 'dehydration'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'infant', 'casual_emergency'],
    note: 'A six-week-old who has stopped feeding, is floppy and drowsy with a sunken fontanelle may have sepsis or severe dehydration and needs hospital now.',
  },
  {
    id: 'hi-h16-peeliya-dark-urine',
    language: 'hi-IN',
    turns: [
      'हफ्ते भर से हल्का बुखार और बदन टूट रहा था, अब आँखें पीली हो गई हैं और पेशाब सरसों के तेल जैसा गाढ़ा पीला। खाना देखते ही उल्टी आती है। गाँव के बाबा से पीलिया भी झड़वा लिया, कोई फर्क नहीं। उम्र पच्चीस साल, होश ठीक है।',
    ],
    expected: { level: 'urgent', area: 'abdomen', conditions: ['hepatitis_a', 'hepatitis_e'] },
    tags: ['holdout'],
    note: 'New jaundice with dark urine and vomiting in an alert young adult needs same-day testing for viral hepatitis but no ambulance.',
  },
  {
    id: 'hi-h16-stray-dog-calf-bite-romanized',
    language: 'hi-IN',
    turns: [
      'Mera aath-nau saal ka beta school se lautte waqt gali ke kutte ne pindli pe kaat liya, daant ke gehre nishan hain aur khoon bhi nikla. Dadi ne zakham pe laal mirch aur haldi bhar di. Wo kutta pehle bhi logon pe jhapatta tha.',
    ],
    expected: { level: 'urgent', area: 'none', conditions: ['dog_bite_rabies', 'cuts_wounds'] },
    tags: ['holdout', 'romanized', 'child'],
    note: 'A deep bleeding stray-dog bite needs wound washing and rabies vaccine with immunoglobulin the same day, not an ambulance.',
  },
  {
    id: 'hi-h16-old-knees-mustard-oil-romanized',
    language: 'hi-IN',
    turns: [
      'Meri maa saath-painsath saal ki hai, do-teen saal se dono ghutno mein dard rehta hai, jaade mein zyada. Zameen pe baith ke chulha nahi phoonk paati, uthte waqt ghutne kat-kat bolte hain. Sarson ke tel mein lehsun paka ke maalish karte hain. Na sujan hai na bukhar.',
    ],
    expected: { level: 'routine', area: 'legs', conditions: ['osteoarthritis'] },
    tags: ['holdout', 'romanized', 'elderly', 'negation'],
    note: 'Years of slowly worsening knee pain with crepitus and no swelling or fever is osteoarthritis suited to a booked appointment.',
  },
  {
    id: 'hi-h16-child-runny-nose-kadha',
    language: 'hi-IN',
    turns: [
      'छोटी बिटिया चार साल की है, दो दिन से नाक बह रही है, छींकें और हल्की खाँसी। बुखार नहीं है, खेलती-कूदती है, खाना भी खा रही है। दादी ने अदरक-तुलसी का काढ़ा दिया और छाती पर अजवाइन वाला सरसों का तेल मला।',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['common_cold', 'allergic_rhinitis'],
    },
    tags: ['holdout', 'child', 'negation'],
    note: 'A runny nose and mild cough in a playful, eating child without fever is a common cold that can be managed at home.',
  },
];

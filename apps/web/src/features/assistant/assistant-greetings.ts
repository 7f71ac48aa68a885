import type { AssistantLanguage, TriageLevel } from '@arogya/contracts/assistant';

/**
 * The few texts of the assistant page that follow the assistant's language rather than the app's
 * (English) interface: the greeting, the triage level words and the call buttons. Each is written
 * in the language's own script, so a person who picked Tamil reads and hears Tamil.
 */
export type AssistantTexts = {
  /** The language's name in its own script, shown beside the English label in the selector. */
  nativeName: string;
  /** SPEC §2: the first AI message, asking to pick a language and then type or speak. */
  greeting: string;
  /** DESIGN.md triage levels in words. */
  levels: Record<TriageLevel, string>;
  /** The label of a tap-to-call button, e.g. 'Call 108'. */
  call: (number: string) => string;
};

export const ASSISTANT_TEXTS: Record<AssistantLanguage, AssistantTexts> = {
  'en-IN': {
    nativeName: 'English',
    greeting:
      'Namaste! I am your Arogya health assistant. Please choose your language, then type or speak your symptoms.',
    levels: {
      emergency: 'Emergency — call 108 or 112 now',
      urgent: 'See a doctor within 24 hours',
      routine: 'Book an appointment in the coming days',
      self_care: 'You can likely manage at home',
    },
    call: (number) => `Call ${number}`,
  },
  'hi-IN': {
    nativeName: 'हिन्दी',
    greeting: 'नमस्ते! मैं आपका स्वास्थ्य सहायक हूँ। कृपया अपनी भाषा चुनें, फिर अपने लक्षण लिखें या बोलकर बताएँ।',
    levels: {
      emergency: 'आपातकाल — अभी 108 या 112 पर फ़ोन करें',
      urgent: '24 घंटे के अंदर डॉक्टर को दिखाएँ',
      routine: 'अगले कुछ दिनों में डॉक्टर से मिलने का समय लें',
      self_care: 'शायद आप घर पर ही इसे संभाल सकते हैं',
    },
    call: (number) => `${number} पर फ़ोन करें`,
  },
  'pa-IN': {
    nativeName: 'ਪੰਜਾਬੀ',
    greeting:
      'ਸਤ ਸ੍ਰੀ ਅਕਾਲ! ਮੈਂ ਤੁਹਾਡਾ ਸਿਹਤ ਸਹਾਇਕ ਹਾਂ। ਕਿਰਪਾ ਕਰਕੇ ਆਪਣੀ ਭਾਸ਼ਾ ਚੁਣੋ, ਫਿਰ ਆਪਣੇ ਲੱਛਣ ਲਿਖੋ ਜਾਂ ਬੋਲ ਕੇ ਦੱਸੋ।',
    levels: {
      emergency: 'ਐਮਰਜੈਂਸੀ — ਹੁਣੇ 108 ਜਾਂ 112 ਤੇ ਫ਼ੋਨ ਕਰੋ',
      urgent: '24 ਘੰਟਿਆਂ ਦੇ ਅੰਦਰ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਓ',
      routine: 'ਆਉਣ ਵਾਲੇ ਦਿਨਾਂ ਵਿੱਚ ਡਾਕਟਰ ਤੋਂ ਸਮਾਂ ਲਓ',
      self_care: 'ਸ਼ਾਇਦ ਤੁਸੀਂ ਘਰ ਵਿੱਚ ਹੀ ਇਸਦੀ ਦੇਖਭਾਲ ਕਰ ਸਕਦੇ ਹੋ',
    },
    call: (number) => `${number} ਤੇ ਫ਼ੋਨ ਕਰੋ`,
  },
  'bn-IN': {
    nativeName: 'বাংলা',
    greeting:
      'নমস্কার! আমি আপনার স্বাস্থ্য সহায়ক। অনুগ্রহ করে আপনার ভাষা বেছে নিন, তারপর আপনার উপসর্গগুলো লিখুন বা বলে জানান।',
    levels: {
      emergency: 'জরুরি অবস্থা — এখনই 108 বা 112-এ ফোন করুন',
      urgent: '24 ঘণ্টার মধ্যে ডাক্তার দেখান',
      routine: 'আগামী কয়েক দিনের মধ্যে ডাক্তারের অ্যাপয়েন্টমেন্ট নিন',
      self_care: 'সম্ভবত আপনি বাড়িতেই এটি সামলাতে পারবেন',
    },
    call: (number) => `${number}-এ ফোন করুন`,
  },
  'ta-IN': {
    nativeName: 'தமிழ்',
    greeting:
      'வணக்கம்! நான் உங்கள் உடல்நல உதவியாளர். உங்கள் மொழியைத் தேர்ந்தெடுத்து, பிறகு உங்கள் அறிகுறிகளை எழுதுங்கள் அல்லது பேசிச் சொல்லுங்கள்.',
    levels: {
      emergency: 'அவசரநிலை — உடனே 108 அல்லது 112-க்கு அழைக்கவும்',
      urgent: '24 மணி நேரத்திற்குள் மருத்துவரைப் பாருங்கள்',
      routine: 'வரும் நாட்களில் மருத்துவரிடம் முன்பதிவு செய்யுங்கள்',
      self_care: 'பெரும்பாலும் வீட்டிலேயே இதைச் சமாளிக்கலாம்',
    },
    call: (number) => `${number}-க்கு அழைக்கவும்`,
  },
  'te-IN': {
    nativeName: 'తెలుగు',
    greeting:
      'నమస్కారం! నేను మీ ఆరోగ్య సహాయకుడిని. దయచేసి మీ భాషను ఎంచుకోండి, తర్వాత మీ లక్షణాలను టైప్ చేయండి లేదా మాట్లాడి చెప్పండి.',
    levels: {
      emergency: 'అత్యవసరం — ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి',
      urgent: '24 గంటల లోపు డాక్టర్‌ను కలవండి',
      routine: 'రాబోయే రోజుల్లో డాక్టర్ అపాయింట్‌మెంట్ తీసుకోండి',
      self_care: 'బహుశా మీరు ఇంట్లోనే దీన్ని చూసుకోవచ్చు',
    },
    call: (number) => `${number} కి ఫోన్ చేయండి`,
  },
  'kn-IN': {
    nativeName: 'ಕನ್ನಡ',
    greeting:
      'ನಮಸ್ಕಾರ! ನಾನು ನಿಮ್ಮ ಆರೋಗ್ಯ ಸಹಾಯಕ. ದಯವಿಟ್ಟು ನಿಮ್ಮ ಭಾಷೆಯನ್ನು ಆಯ್ಕೆಮಾಡಿ, ನಂತರ ನಿಮ್ಮ ರೋಗಲಕ್ಷಣಗಳನ್ನು ಟೈಪ್ ಮಾಡಿ ಅಥವಾ ಮಾತನಾಡಿ ತಿಳಿಸಿ.',
    levels: {
      emergency: 'ತುರ್ತು ಪರಿಸ್ಥಿತಿ — ಈಗಲೇ 108 ಅಥವಾ 112 ಗೆ ಕರೆ ಮಾಡಿ',
      urgent: '24 ಗಂಟೆಗಳ ಒಳಗೆ ವೈದ್ಯರನ್ನು ಭೇಟಿ ಮಾಡಿ',
      routine: 'ಮುಂದಿನ ಕೆಲವು ದಿನಗಳಲ್ಲಿ ವೈದ್ಯರ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಪಡೆಯಿರಿ',
      self_care: 'ಬಹುಶಃ ನೀವು ಮನೆಯಲ್ಲೇ ಇದನ್ನು ನೋಡಿಕೊಳ್ಳಬಹುದು',
    },
    call: (number) => `${number} ಗೆ ಕರೆ ಮಾಡಿ`,
  },
  'mr-IN': {
    nativeName: 'मारवाड़ी',
    greeting: "खम्मा घणी! म्हैं थांरो सेहत सहायक हूं। आपरी भासा चुणो, पछै आपरा लक्षण लिखो या बोल'र बताओ।",
    levels: {
      emergency: 'इमरजेंसी — अबार ही 108 या 112 पर फोन करो',
      urgent: '24 घंटां मांय डॉक्टर नै दिखावो',
      routine: 'आवण वाळा दिनां मांय डॉक्टर सूं मिलण रो टैम लो',
      self_care: 'सायद आप घर पर ही इणनै संभाळ सको',
    },
    call: (number) => `${number} पर फोन करो`,
  },
  'gu-IN': {
    nativeName: 'ગુજરાતી',
    greeting:
      'નમસ્તે! હું તમારો આરોગ્ય સહાયક છું. કૃપા કરીને તમારી ભાષા પસંદ કરો, પછી તમારાં લક્ષણો લખો અથવા બોલીને જણાવો.',
    levels: {
      emergency: 'ઇમરજન્સી — હમણાં જ 108 કે 112 પર ફોન કરો',
      urgent: '24 કલાકની અંદર ડૉક્ટરને બતાવો',
      routine: 'આવતા થોડા દિવસોમાં ડૉક્ટરની એપોઇન્ટમેન્ટ લો',
      self_care: 'કદાચ તમે ઘરે જ આની સંભાળ રાખી શકો',
    },
    call: (number) => `${number} પર ફોન કરો`,
  },
  'mar-IN': {
    nativeName: 'मराठी',
    greeting:
      'नमस्कार! मी तुमचा आरोग्य सहाय्यक आहे. कृपया तुमची भाषा निवडा, मग तुमची लक्षणे लिहा किंवा बोलून सांगा.',
    levels: {
      emergency: 'आणीबाणी — आत्ताच 108 किंवा 112 वर फोन करा',
      urgent: '24 तासांच्या आत डॉक्टरांना दाखवा',
      routine: 'येत्या काही दिवसांत डॉक्टरांची भेट ठरवा',
      self_care: 'बहुधा तुम्ही घरीच याची काळजी घेऊ शकता',
    },
    call: (number) => `${number} वर फोन करा`,
  },
  'bh-IN': {
    nativeName: 'भोजपुरी',
    greeting: 'प्रणाम! हम रउआ के सेहत सहायक हईं। आपन भाषा चुनीं, फेर आपन लच्छन लिखीं भा बोल के बताईं।',
    levels: {
      emergency: 'इमरजेंसी — अबहीं 108 भा 112 पर फोन करीं',
      urgent: '24 घंटा के भीतर डॉक्टर से देखवाईं',
      routine: 'आवे वाला कुछ दिन में डॉक्टर से मिले के समय ले लीं',
      self_care: 'शायद रउआ घरे पर ही एकर देखभाल कर सकत बानी',
    },
    call: (number) => `${number} पर फोन करीं`,
  },
};

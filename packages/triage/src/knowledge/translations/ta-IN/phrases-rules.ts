export const PHRASES_RULES: Record<string, string> = {
  'This could be a heart attack. Call 108 or 112 now, or go to the nearest emergency department. Sit and rest while you wait; do not drive yourself.':
    'இது மாரடைப்பா (ஹார்ட் அட்டாக்) இருக்கலாம். உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க. காத்திருக்கும்போது உட்கார்ந்து ஓய்வெடுங்க; நீங்களே வண்டி ஓட்டிட்டுப் போகாதீங்க.',
  'Chest pain with sweating, breathlessness, sickness or dizziness could be a heart attack. Call 108 or 112 now, or go to the nearest emergency department.':
    'வியர்வை, மூச்சு வாங்குதல், குமட்டல் அல்லது தலைசுற்றலோட வர்ற நெஞ்சு வலி மாரடைப்பா (ஹார்ட் அட்டாக்) இருக்கலாம். உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க.',
  'A racing heart with fainting, chest pain or breathlessness needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'மயக்கம், நெஞ்சு வலி அல்லது மூச்சு வாங்குதலோட இதயம் வேகமா துடிச்சா அவசர சிகிச்சை தேவை. உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க.',
  'Bleeding from the vagina with fainting or feeling faint needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'பிறப்புறுப்புல இருந்து ரத்தம் போகும்போது மயக்கம் வந்தாலோ மயக்கம் வர்ற மாதிரி இருந்தாலோ அவசர சிகிச்சை தேவை. உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க.',
  'A swollen leg with breathlessness or chest pain can be a clot in the lungs. Call 108 or 112 now, or go to the nearest emergency department.':
    'மூச்சு வாங்குதல் அல்லது நெஞ்சு வலியோட கால் வீங்கியிருந்தா, நுரையீரல்ல ரத்தக் கட்டியா இருக்கலாம். உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க.',
  'Very high blood pressure with these symptoms is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'இந்த அறிகுறிகளோட BP (ரத்த அழுத்தம்) ரொம்ப அதிகமா இருந்தா அது அவசர நிலை. உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க.',
  'These are signs of a stroke. Call 108 or 112 now, or go to the nearest emergency department. Note the time the symptoms started — every minute counts.':
    'இவை பக்கவாதத்தோட (ஸ்ட்ரோக்) அறிகுறிகள். உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க. அறிகுறிகள் ஆரம்பிச்ச நேரத்தைக் குறிச்சு வச்சுக்கோங்க — ஒவ்வொரு நிமிஷமும் முக்கியம்.',
  'A headache with weakness, speech, vision changes or confusion could be a stroke or bleeding in the brain. Call 108 or 112 now, or go to the nearest emergency department.':
    'பலவீனம், பேச்சுல மாற்றம், பார்வையில மாற்றம் அல்லது குழப்பத்தோட வர்ற தலைவலி, பக்கவாதமா (ஸ்ட்ரோக்) அல்லது மூளையில ரத்தக் கசிவா இருக்கலாம். உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க.',
  'A sudden, worst-ever headache can be bleeding in the brain. Call 108 or 112 now, or go to the nearest emergency department.':
    'திடீர்னு வர்ற, இதுவரை இல்லாத அளவு கடுமையான தலைவலி மூளையில ரத்தக் கசிவா இருக்கலாம். உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க.',
  'Sudden loss of vision needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'திடீர்னு பார்வை போனா அவசர சிகிச்சை தேவை. உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க.',
  'A fit or seizure needs emergency help. Call 108 or 112 now, or go to the nearest emergency department. Lay the person on their side, put nothing in the mouth and time the fit.':
    'வலிப்புக்கு அவசர உதவி தேவை. உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க. அவங்களை ஒரு பக்கமா சாய்ச்சுப் படுக்க வைங்க, வாயில எதையும் வைக்காதீங்க, வலிப்பு எவ்வளவு நேரம் இருக்குன்னு பாருங்க.',
  'A person who is unconscious, very drowsy or suddenly confused needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'நினைவு இல்லாம இருக்கறவங்க, ரொம்ப தூக்கக் கலக்கமா இருக்கறவங்க அல்லது திடீர்னு குழம்பிப் போனவங்களுக்கு அவசர சிகிச்சை தேவை. உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க.',
  'Fever with a stiff neck can be meningitis. Call 108 or 112 now, or go to the nearest emergency department.':
    'கழுத்து விறைப்போட காய்ச்சல் இருந்தா மெனிஞ்சைட்டிஸா (மூளைச் சவ்வு அழற்சி) இருக்கலாம். உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க.',
  'A rash that does not fade under a glass can be meningitis or sepsis. Call 108 or 112 now, or go to the nearest emergency department.':
    'கண்ணாடி டம்ளரை வச்சு அழுத்தினாலும் மறையாத தடிப்பு, மெனிஞ்சைட்டிஸா (மூளைச் சவ்வு அழற்சி) அல்லது செப்சிஸா இருக்கலாம். உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க.',
  'Fever with confusion, fits or drowsiness can be brain fever, cerebral malaria or sepsis. Call 108 or 112 now, or go to the nearest emergency department.':
    'குழப்பம், வலிப்பு அல்லது தூக்கக் கலக்கத்தோட காய்ச்சல் இருந்தா, மூளைக் காய்ச்சலா, மூளை மலேரியாவா அல்லது செப்சிஸா இருக்கலாம். உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க.',
  'A head injury with vomiting, drowsiness, fits or weakness needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'தலையில அடிபட்டு வாந்தி, தூக்கக் கலக்கம், வலிப்பு அல்லது பலவீனம் இருந்தா அவசர சிகிச்சை தேவை. உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க.',
  'Severe breathing difficulty or blue lips is an emergency. Call 108 or 112 now, or go to the nearest emergency department. Sit upright and loosen tight clothing.':
    'கடுமையான மூச்சுத் திணறல் அல்லது உதடு நீலமா இருக்கறது அவசர நிலை. உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க. நிமிர்ந்து உட்காருங்க, இறுக்கமான துணிகளைத் தளர்த்துங்க.',
  'Swelling of the lips, tongue or throat can be a severe allergic reaction. Call 108 or 112 now, or go to the nearest emergency department.':
    'உதடு, நாக்கு அல்லது தொண்டை வீங்கினா அது கடுமையான அலர்ஜியா இருக்கலாம். உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க.',
  'Hives with breathing difficulty or faintness can be anaphylaxis. Call 108 or 112 now, or go to the nearest emergency department.':
    'மூச்சுத் திணறல் அல்லது மயக்கத்தோட அரிக்கற தடிப்புகள் (காணாக்கடி) இருந்தா, அது அனாஃபிலாக்ஸிஸா (உயிருக்கு ஆபத்தான அலர்ஜி) இருக்கலாம். உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க.',
  'Coughing blood with breathlessness or chest pain needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'மூச்சு வாங்குதல் அல்லது நெஞ்சு வலியோட இருமல்ல ரத்தம் வந்தா அவசர சிகிச்சை தேவை. உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க.',
  'Any fever in a baby under 3 months old needs to be seen in hospital now. Call 108 or go to the nearest hospital.':
    '3 மாசத்துக்குக் குறைவான குழந்தைக்கு எந்தக் காய்ச்சல் வந்தாலும் உடனே ஆஸ்பத்திரியில காட்டணும். 108-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரிக்குப் போங்க.',
  'These are danger signs in a child. Go to hospital now or call 108; keep the baby warm and keep trying to feed.':
    'இவை குழந்தையோட ஆபத்தான அறிகுறிகள். உடனே ஆஸ்பத்திரிக்குப் போங்க, இல்லன்னா 108-க்கு போன் பண்ணுங்க; குழந்தையைக் கதகதப்பா வச்சிருங்க, பால் குடுக்க முயற்சி பண்ணிட்டே இருங்க.',
  'Fast breathing with fever in a young child can be pneumonia. See a doctor today; go to hospital now if the chest sinks in or the child cannot feed.':
    'சின்னக் குழந்தைக்குக் காய்ச்சலோட வேகமா மூச்சு விட்டா நிமோனியாவா இருக்கலாம். இன்னைக்கே டாக்டரைப் பாருங்க; நெஞ்சு உள்ள அமுங்கினாலோ குழந்தை பால் குடிக்க முடியலைன்னாலோ உடனே ஆஸ்பத்திரிக்குப் போங்க.',
  'A child with diarrhoea who is drowsy, has sunken eyes, is passing little urine or cannot drink is severely dehydrated. Go to hospital now; give ORS sips on the way.':
    'பேதியோட இருக்கற குழந்தை தூக்கக் கலக்கமா இருந்தாலோ, கண் குழி விழுந்திருந்தாலோ, சிறுநீர் கம்மியா போனாலோ, எதுவும் குடிக்க முடியலைன்னாலோ, உடம்புல நீர்ச்சத்து ரொம்ப குறைஞ்சிருக்குன்னு அர்த்தம். உடனே ஆஸ்பத்திரிக்குப் போங்க; போற வழியிலேயே ORS கரைசலைக் கொஞ்சம் கொஞ்சமா குடுங்க.',
  'You may be getting dehydrated. Keep sipping ORS and see a doctor today; go to hospital if you feel faint or cannot keep fluids down.':
    'உங்க உடம்புல நீர்ச்சத்து குறைஞ்சிட்டு இருக்கலாம். ORS கரைசலைக் கொஞ்சம் கொஞ்சமா குடிச்சுட்டே இருங்க, இன்னைக்கே டாக்டரைப் பாருங்க; மயக்கமா வந்தாலோ குடிக்கறது எதுவும் உள்ள நிக்கலைன்னாலோ ஆஸ்பத்திரிக்குப் போங்க.',
  'Heavy bleeding in pregnancy or after childbirth is an emergency. Call 108 (or 102) and go to the nearest hospital with a labour room now.':
    'கர்ப்ப காலத்துலயோ பிரசவத்துக்கு அப்புறமோ அதிக ரத்தப்போக்கு அவசர நிலை. 108-க்கு (அல்லது 102-க்கு) போன் பண்ணி, உடனே பிரசவ அறை இருக்கற பக்கத்து ஆஸ்பத்திரிக்குப் போங்க.',
  'Bleeding in pregnancy can be dangerous for mother and baby. Go to the hospital labour room now or call 108.':
    'கர்ப்ப காலத்துல ரத்தப்போக்கு அம்மாவுக்கும் குழந்தைக்கும் ஆபத்தா இருக்கலாம். உடனே ஆஸ்பத்திரி பிரசவ அறைக்குப் போங்க, இல்லன்னா 108-க்கு போன் பண்ணுங்க.',
  'These are danger signs in pregnancy. Go to the hospital labour room now or call 108.':
    'இவை கர்ப்ப காலத்தோட ஆபத்தான அறிகுறிகள். உடனே ஆஸ்பத்திரி பிரசவ அறைக்குப் போங்க, இல்லன்னா 108-க்கு போன் பண்ணுங்க.',
  'A headache, blurred vision, sudden swelling or fits in pregnancy can be pre-eclampsia. Go to hospital now or call 108.':
    'கர்ப்ப காலத்துல தலைவலி, பார்வை மங்கல், திடீர் வீக்கம் அல்லது வலிப்பு வந்தா, அது கர்ப்பகால ரத்த அழுத்த நோயா (ப்ரீ-எக்லாம்ப்சியா) இருக்கலாம். உடனே ஆஸ்பத்திரிக்குப் போங்க, இல்லன்னா 108-க்கு போன் பண்ணுங்க.',
  'In pregnancy this needs a doctor today. Contact your ANM, ASHA or hospital now.':
    'கர்ப்ப காலத்துல இதுக்கு இன்னைக்கே டாக்டரைப் பாக்கணும். உங்க ANM (கிராம சுகாதார செவிலியர்), ASHA பணியாளர் அல்லது ஆஸ்பத்திரியை உடனே தொடர்பு கொள்ளுங்க.',
  'A missed period with lower belly pain and dizziness or bleeding can be an ectopic pregnancy. Go to hospital now or call 108.':
    'மாதவிடாய் தள்ளிப் போய், அடிவயிற்று வலியோட தலைசுற்றலோ ரத்தப்போக்கோ இருந்தா, அது கருக்குழாய் கர்ப்பமா (எக்டோபிக்) இருக்கலாம். உடனே ஆஸ்பத்திரிக்குப் போங்க, இல்லன்னா 108-க்கு போன் பண்ணுங்க.',
  'You are not alone and help is available right now. Call Tele-MANAS 14416 (free, 24x7, in your language). If you are in immediate danger or have harmed yourself, call 112.':
    'நீங்க தனியா இல்ல, இப்பவே உதவி கிடைக்கும். டெலி-மனஸ் 14416-க்கு போன் பண்ணுங்க (இலவசம், 24x7, உங்க மொழியிலேயே பேசலாம்). உடனடி ஆபத்துல இருந்தாலோ, உங்களை நீங்களே காயப்படுத்திக்கிட்டிருந்தாலோ 112-க்கு போன் பண்ணுங்க.',
  'If you have hurt yourself, call 112 or go to the nearest emergency department now. Tele-MANAS 14416 is there to talk any time.':
    'உங்களை நீங்களே காயப்படுத்திக்கிட்டிருந்தா, உடனே 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க. டெலி-மனஸ் 14416 எந்த நேரமும் பேச தயாரா இருக்கு.',
  'A snake bite is an emergency even if it does not hurt. Call 108 and go to the nearest government hospital for anti-snake venom. Keep still; do not cut, suck or tie the wound.':
    'வலிக்கலைன்னாலும் பாம்புக் கடி அவசர நிலைதான். 108-க்கு போன் பண்ணி, பாம்பு விஷ முறிவு மருந்துக்கு (ஆன்டி-ஸ்னேக் வெனம்) பக்கத்துல இருக்கற அரசு ஆஸ்பத்திரிக்குப் போங்க. அசையாம இருங்க; காயத்தை வெட்டவோ, வாயால உறிஞ்சவோ, கட்டுப் போடவோ கூடாது.',
  'A scorpion sting in a child can affect the heart. Go to hospital now or call 108.':
    'குழந்தைக்குத் தேள் கொட்டினா இதயத்தைப் பாதிக்கலாம். உடனே ஆஸ்பத்திரிக்குப் போங்க, இல்லன்னா 108-க்கு போன் பண்ணுங்க.',
  'Sweating, vomiting or breathlessness after a scorpion sting is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'தேள் கொட்டினதுக்கு அப்புறம் வியர்வை, வாந்தி அல்லது மூச்சு வாங்குதல் இருந்தா அது அவசர நிலை. உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க.',
  'Wash the wound with soap and running water for 15 minutes, then get the anti-rabies vaccine today at a health centre (free at government hospitals).':
    'காயத்தை சோப்பு போட்டு, ஓடற தண்ணியில 15 நிமிஷம் கழுவுங்க; அப்புறம் இன்னைக்கே சுகாதார நிலையத்துல வெறிநாய்க்கடி (ரேபிஸ்) தடுப்பூசி போட்டுக்கோங்க (அரசு ஆஸ்பத்திரிகள்ல இலவசம்).',
  'Poisoning is an emergency. Call 108 now; do not make the person vomit. Take the container with you.':
    'விஷம் குடிச்சது அவசர நிலை. உடனே 108-க்கு போன் பண்ணுங்க; வாந்தி எடுக்க வைக்காதீங்க. அந்த டப்பா அல்லது பாட்டிலை கூடவே எடுத்துட்டுப் போங்க.',
  'This could be heat stroke. Call 108 now, move the person to shade and cool them with water and fanning.':
    'இது வெயில் தாக்கமா (ஹீட் ஸ்ட்ரோக்) இருக்கலாம். உடனே 108-க்கு போன் பண்ணுங்க, அவங்களை நிழலுக்குக் கொண்டு போய், தண்ணி தெளிச்சு விசிறி வீசி உடம்பைக் குளிர வைங்க.',
  'Burns in young children can be serious even when they look small. Cool the burn under running water for 20 minutes and go to a hospital now or call 108.':
    'சின்னக் குழந்தைங்களுக்குத் தீக்காயம் சின்னதா தெரிஞ்சாலும் ஆபத்தா இருக்கலாம். சுட்ட இடத்தை 20 நிமிஷம் ஓடற குழாய்த் தண்ணியில காட்டிக் குளிர வைங்க, உடனே ஆஸ்பத்திரிக்குப் போங்க, இல்லன்னா 108-க்கு போன் பண்ணுங்க.',
  'A child with fever and pain on passing urine may have a kidney infection. See a doctor today.':
    'குழந்தைக்குக் காய்ச்சலோட சிறுநீர் போகும்போது வலி இருந்தா, சிறுநீரகத் தொற்றா இருக்கலாம். இன்னைக்கே டாக்டரைப் பாருங்க.',
  'A child with earache or fluid from the ear and a fever should see a doctor today.':
    'குழந்தைக்குக் காது வலி இருந்தாலோ காதுல இருந்து தண்ணி வடிஞ்சாலோ, கூடவே காய்ச்சலும் இருந்தா, இன்னைக்கே டாக்டரைப் பாருங்க.',
  'Press hard on the wound with a clean cloth and keep pressing. Call 108 or 112 now, or go to the nearest emergency department.':
    'சுத்தமான துணியால காயத்தை அழுத்தமா பிடிச்சு, விடாம அழுத்திட்டே இருங்க. உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க.',
  'Vomiting blood is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'ரத்த வாந்தி அவசர நிலை. உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க.',
  'Black stools with dizziness can be serious internal bleeding. Call 108 or 112 now, or go to the nearest emergency department.':
    'தலைசுற்றலோட கருப்பா மலம் போனா, உள்ளுக்குள்ள கடுமையான ரத்தக் கசிவா இருக்கலாம். உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க.',
  'Sudden severe stomach pain needs emergency assessment. Go to the nearest emergency department or call 108.':
    'திடீர்னு வர்ற கடுமையான வயிற்று வலிக்கு அவசரமா பரிசோதனை தேவை. பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க, இல்லன்னா 108-க்கு போன் பண்ணுங்க.',
  'Fever with bleeding, cold clammy skin or repeated vomiting can be severe dengue or another serious infection. Go to hospital now.':
    'ரத்தக் கசிவு, சில்லுன்னு பிசுபிசுப்பான தோல் அல்லது திரும்பத் திரும்ப வாந்தியோட காய்ச்சல் இருந்தா, அது கடுமையான டெங்குவா அல்லது வேற ஏதாவது தீவிரமான தொற்றா இருக்கலாம். உடனே ஆஸ்பத்திரிக்குப் போங்க.',
  'Fever with yellow eyes needs a doctor and blood tests today (malaria, hepatitis, leptospirosis).':
    'கண் மஞ்சளா இருந்து காய்ச்சலும் இருந்தா, இன்னைக்கே டாக்டரைப் பாத்து ரத்தப் பரிசோதனை செய்யணும் (மலேரியா, மஞ்சள் காமாலை/ஹெபடைடிஸ், எலிக் காய்ச்சல்).',
  'High sugar with vomiting, fast breathing or drowsiness can be a diabetic emergency. Go to hospital now or call 108.':
    'வாந்தி, வேகமான மூச்சு அல்லது தூக்கக் கலக்கத்தோட சுகர் அதிகமா இருந்தா, அது சர்க்கரை நோய் அவசர நிலையா இருக்கலாம். உடனே ஆஸ்பத்திரிக்குப் போங்க, இல்லன்னா 108-க்கு போன் பண்ணுங்க.',
  'Very low sugar with confusion or unconsciousness is an emergency. Call 108. Do not give food or drink to someone who cannot swallow safely.':
    'குழப்பம் அல்லது நினைவு இழப்போட சுகர் ரொம்ப குறைஞ்சிருந்தா அது அவசர நிலை. 108-க்கு போன் பண்ணுங்க. பாதுகாப்பா விழுங்க முடியாதவங்களுக்கு சாப்பாடோ தண்ணியோ குடுக்காதீங்க.',
  'Take something sugary now (glucose, sugar water, juice) if you can swallow, then eat. Call 108 if you do not improve within 15 minutes.':
    'விழுங்க முடிஞ்சா, உடனே ஏதாவது இனிப்பா சாப்பிடுங்க (குளுக்கோஸ், சர்க்கரைத் தண்ணி, ஜூஸ்), அப்புறம் சாப்பாடு சாப்பிடுங்க. 15 நிமிஷத்துக்குள்ள சரியாகலைன்னா 108-க்கு போன் பண்ணுங்க.',
  'Side or back pain with fever or vomiting can be a kidney infection or infected stone. See a doctor today.':
    'காய்ச்சல் அல்லது வாந்தியோட விலாப் பக்கத்துலயோ முதுகுலயோ வலி இருந்தா, சிறுநீரகத் தொற்றா அல்லது தொற்று ஏற்பட்ட கல்லா இருக்கலாம். இன்னைக்கே டாக்டரைப் பாருங்க.',
  'Being unable to pass urine needs a doctor within hours. Go to a hospital today.':
    'சிறுநீர் போக முடியலைன்னா, சில மணி நேரத்துக்குள்ள டாக்டரைப் பாக்கணும். இன்னைக்கே ஆஸ்பத்திரிக்குப் போங்க.',
  'Red, hot, swollen skin or a boil with fever can be a spreading infection. See a doctor today.':
    'காய்ச்சலோட சிவந்து, சூடா, வீங்கின தோலோ கட்டியோ இருந்தா, பரவுற தொற்றா இருக்கலாம். இன்னைக்கே டாக்டரைப் பாருங்க.',
  'High blood pressure with a headache, dizziness or blurred vision needs a doctor today. Call 108 or 112 if there is chest pain, weakness or confusion.':
    'தலைவலி, தலைச்சுற்றல் அல்லது மங்கலான பார்வையோட BP அதிகமா இருந்தா இன்னைக்கே டாக்டரைப் பாருங்க. நெஞ்சு வலி, பலவீனம் அல்லது குழப்பம் இருந்தா 108 அல்லது 112-க்கு போன் பண்ணுங்க.',
  'Wheezing with breathlessness needs a doctor today. Call 108 or 112 if speaking is hard or the lips turn blue.':
    'மூச்சுத் திணறலோட நெஞ்சுல விசில் சத்தம் (வீசிங்) இருந்தா இன்னைக்கே டாக்டரைப் பாருங்க. பேசவே கஷ்டமா இருந்தாலோ உதடு நீலமானாலோ 108 அல்லது 112-க்கு போன் பண்ணுங்க.',
  'An older person who has fallen should see a doctor today even if they seem fine: a broken hip or a head injury can be hidden. Call 108 or 112 if they cannot get up or are drowsy.':
    'வயசானவங்க கீழ விழுந்தா, நல்லா இருக்கற மாதிரி தெரிஞ்சாலும் இன்னைக்கே டாக்டரைப் பாருங்க: இடுப்பு எலும்பு முறிவோ தலைக்காயமோ வெளிய தெரியாம இருக்கலாம். எழுந்திருக்க முடியலைன்னாலோ ரொம்ப தூக்கக் கலக்கமா இருந்தாலோ 108 அல்லது 112-க்கு போன் பண்ணுங்க.',
  'A very high fever in a child under 5 should be seen by a doctor today. Go to hospital now if the child is very drowsy, has a fit, a rash that does not fade or cannot drink.':
    '5 வயசுக்குக் கீழ இருக்கற குழந்தைக்கு ரொம்ப அதிகமா காய்ச்சல் இருந்தா இன்னைக்கே டாக்டரைப் பாருங்க. குழந்தை ரொம்ப சோர்வா இருந்தாலோ, வலிப்பு வந்தாலோ, அழுத்தினா மறையாத தடிப்பு இருந்தாலோ, குடிக்க முடியலைன்னாலோ உடனே ஆஸ்பத்திரிக்குப் போங்க.',
  'A burn with blisters should be seen by a doctor today, sooner if it is on the face, hands, feet or private parts or larger than the palm. Keep it under cool running water for 20 minutes and do not burst the blisters.':
    'கொப்புளம் வந்த தீக்காயத்தை இன்னைக்கே டாக்டர்கிட்ட காட்டுங்க; முகம், கை, கால் அல்லது அந்தரங்கப் பகுதியில இருந்தாலோ உள்ளங்கையை விடப் பெருசா இருந்தாலோ இன்னும் சீக்கிரம். 20 நிமிஷம் ஓடுற குளிர்ந்த தண்ணியில வைங்க, கொப்புளத்தை உடைக்காதீங்க.',
  'Sweating with breathlessness, sickness or dizziness can be a heart attack even without chest pain, especially in women, older people and people with diabetes. Call 108 or 112 now, or go to the nearest emergency department.':
    'வியர்வையோட மூச்சுத் திணறல், குமட்டல் அல்லது தலைச்சுற்றல் இருந்தா, நெஞ்சு வலி இல்லாமலும் ஹார்ட் அட்டாக்கா இருக்கலாம், முக்கியமா பெண்கள், வயசானவங்க, சுகர் இருக்கறவங்களுக்கு. உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க.',
  'What you describe could be an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'நீங்க சொன்னது அவசர நிலையா இருக்கலாம். உடனே 108 அல்லது 112-க்கு போன் பண்ணுங்க, இல்லன்னா பக்கத்துல இருக்கற ஆஸ்பத்திரி அவசர சிகிச்சைப் பிரிவுக்கு போங்க.',
  'Blood in the urine with fever or pain can be a urine or kidney infection or a stone. See a doctor today.':
    'காய்ச்சலோ வலியோ இருந்து சிறுநீர்ல ரத்தம் போனா, சிறுநீர்த் தொற்றா, சிறுநீரகத் தொற்றா அல்லது கல்லா இருக்கலாம். இன்னைக்கே டாக்டரைப் பாருங்க.',
  'A red, painful eye with blurred sight or pain in bright light needs an eye doctor or hospital today.':
    'கண் சிவந்து வலியோட இருந்து, பார்வை மங்கலா தெரிஞ்சாலோ, பளிச்சுன்னு வெளிச்சம் பட்டா கண் வலிச்சாலோ, இன்னைக்கே கண் டாக்டரைப் பாருங்க, இல்லைன்னா ஆஸ்பத்திரிக்குப் போங்க.',
};

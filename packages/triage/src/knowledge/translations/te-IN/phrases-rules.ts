/** Telugu (te-IN) translations of the knowledge base texts (rules). */
export const PHRASES_RULES: Record<string, string> = {
  'This could be a heart attack. Call 108 or 112 now, or go to the nearest emergency department. Sit and rest while you wait; do not drive yourself.':
    'ఇది గుండెపోటు కావచ్చు. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి. ఎదురుచూసేటప్పుడు కూర్చుని విశ్రాంతి తీసుకోండి; మీరే బండి నడుపుకుంటూ వెళ్ళకండి.',
  'Chest pain with sweating, breathlessness, sickness or dizziness could be a heart attack. Call 108 or 112 now, or go to the nearest emergency department.':
    'చెమటలు, ఆయాసం, వికారం లేదా కళ్ళు తిరగడంతో పాటు ఛాతీ నొప్పి ఉంటే గుండెపోటు కావచ్చు. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి.',
  'A racing heart with fainting, chest pain or breathlessness needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'గుండె వేగంగా కొట్టుకుంటూ స్పృహ తప్పడం, ఛాతీ నొప్పి లేదా ఆయాసం ఉంటే అత్యవసర చికిత్స కావాలి. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి.',
  'Bleeding from the vagina with fainting or feeling faint needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'యోని నుంచి రక్తం పోతూ స్పృహ తప్పడం లేదా స్పృహ తప్పుతున్నట్టు అనిపిస్తే అత్యవసర చికిత్స కావాలి. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి.',
  'A swollen leg with breathlessness or chest pain can be a clot in the lungs. Call 108 or 112 now, or go to the nearest emergency department.':
    'కాలు వాచి, ఆయాసం లేదా ఛాతీ నొప్పి ఉంటే ఊపిరితిత్తుల్లో రక్తం గడ్డ కట్టి ఉండవచ్చు. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి.',
  'Very high blood pressure with these symptoms is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'ఈ లక్షణాలతో పాటు బీపీ చాలా ఎక్కువగా ఉంటే అది అత్యవసర పరిస్థితి. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి.',
  'These are signs of a stroke. Call 108 or 112 now, or go to the nearest emergency department. Note the time the symptoms started — every minute counts.':
    'ఇవి పక్షవాతం (స్ట్రోక్) లక్షణాలు. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి. లక్షణాలు మొదలైన సమయం గుర్తు పెట్టుకోండి — ప్రతి నిమిషం ముఖ్యం.',
  'A headache with weakness, speech, vision changes or confusion could be a stroke or bleeding in the brain. Call 108 or 112 now, or go to the nearest emergency department.':
    'తలనొప్పితో పాటు బలహీనం, మాటలో మార్పు, చూపులో మార్పు లేదా అయోమయం ఉంటే పక్షవాతం (స్ట్రోక్) లేదా మెదడులో రక్తస్రావం కావచ్చు. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి.',
  'A sudden, worst-ever headache can be bleeding in the brain. Call 108 or 112 now, or go to the nearest emergency department.':
    'ఒక్కసారిగా వచ్చిన, జీవితంలో ఎప్పుడూ రానంత తలనొప్పి మెదడులో రక్తస్రావం కావచ్చు. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి.',
  'Sudden loss of vision needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'ఒక్కసారిగా చూపు పోతే అత్యవసర చికిత్స కావాలి. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి.',
  'A fit or seizure needs emergency help. Call 108 or 112 now, or go to the nearest emergency department. Lay the person on their side, put nothing in the mouth and time the fit.':
    'ఫిట్స్ లేదా మూర్ఛ వస్తే అత్యవసర సహాయం కావాలి. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి. ఆ వ్యక్తిని ఒక పక్కకు తిప్పి పడుకోబెట్టండి, నోట్లో ఏమీ పెట్టకండి, ఫిట్స్ ఎంత సేపు ఉన్నాయో సమయం చూడండి.',
  'A person who is unconscious, very drowsy or suddenly confused needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'స్పృహ లేని, బాగా మగతగా ఉన్న లేదా ఒక్కసారిగా అయోమయంలో పడిన వ్యక్తికి అత్యవసర చికిత్స కావాలి. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి.',
  'Fever with a stiff neck can be meningitis. Call 108 or 112 now, or go to the nearest emergency department.':
    'జ్వరంతో పాటు మెడ బిగుసుకుపోతే మెనింజైటిస్ (మెదడు పొరల వాపు) కావచ్చు. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి.',
  'A rash that does not fade under a glass can be meningitis or sepsis. Call 108 or 112 now, or go to the nearest emergency department.':
    'గ్లాసుతో నొక్కినా మాయం కాని దద్దుర్లు మెనింజైటిస్ (మెదడు పొరల వాపు) లేదా సెప్సిస్ కావచ్చు. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి.',
  'Fever with confusion, fits or drowsiness can be brain fever, cerebral malaria or sepsis. Call 108 or 112 now, or go to the nearest emergency department.':
    'జ్వరంతో పాటు అయోమయం, ఫిట్స్ లేదా మగత ఉంటే మెదడు వాపు జ్వరం, మెదడుకు పాకిన మలేరియా లేదా సెప్సిస్ కావచ్చు. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి.',
  'A head injury with vomiting, drowsiness, fits or weakness needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'తలకు దెబ్బ తగిలి వాంతులు, మగత, ఫిట్స్ లేదా బలహీనం ఉంటే అత్యవసర చికిత్స కావాలి. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి.',
  'Severe breathing difficulty or blue lips is an emergency. Call 108 or 112 now, or go to the nearest emergency department. Sit upright and loosen tight clothing.':
    'ఊపిరి తీసుకోవడం చాలా కష్టంగా ఉన్నా లేదా పెదవులు నీలంగా మారినా అది అత్యవసర పరిస్థితి. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి. నిటారుగా కూర్చోండి, బిగుతుగా ఉన్న బట్టలు వదులు చేయండి.',
  'Swelling of the lips, tongue or throat can be a severe allergic reaction. Call 108 or 112 now, or go to the nearest emergency department.':
    'పెదవులు, నాలుక లేదా గొంతు వాస్తే అది తీవ్రమైన అలర్జీ కావచ్చు. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి.',
  'Hives with breathing difficulty or faintness can be anaphylaxis. Call 108 or 112 now, or go to the nearest emergency department.':
    'దద్దుర్లతో పాటు ఊపిరి ఆడకపోవడం లేదా స్పృహ తప్పేలా ఉండటం అనాఫిలాక్సిస్ (ప్రాణాపాయమైన అలర్జీ) కావచ్చు. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి.',
  'Coughing blood with breathlessness or chest pain needs emergency care. Call 108 or 112 now, or go to the nearest emergency department.':
    'దగ్గులో రక్తంతో పాటు ఆయాసం లేదా ఛాతీ నొప్పి ఉంటే అత్యవసర చికిత్స కావాలి. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి.',
  'Any fever in a baby under 3 months old needs to be seen in hospital now. Call 108 or go to the nearest hospital.':
    '3 నెలల లోపు పసిబిడ్డకు ఏ కొంచెం జ్వరం వచ్చినా ఇప్పుడే ఆసుపత్రిలో చూపించాలి. 108 కి ఫోన్ చేయండి లేదా దగ్గరలోని ఆసుపత్రికి వెళ్ళండి.',
  'These are danger signs in a child. Go to hospital now or call 108; keep the baby warm and keep trying to feed.':
    'ఇవి పిల్లల్లో ప్రమాద సంకేతాలు. ఇప్పుడే ఆసుపత్రికి వెళ్ళండి లేదా 108 కి ఫోన్ చేయండి; బిడ్డను వెచ్చగా ఉంచండి, పాలు పట్టడానికి ప్రయత్నిస్తూనే ఉండండి.',
  'Fast breathing with fever in a young child can be pneumonia. See a doctor today; go to hospital now if the chest sinks in or the child cannot feed.':
    'చిన్న పిల్లల్లో జ్వరంతో పాటు వేగంగా ఊపిరి తీసుకోవడం నిమోనియా కావచ్చు. ఈ రోజే డాక్టర్‌కి చూపించండి; ఛాతీ లోపలికి పోతున్నా లేదా బిడ్డ పాలు తాగలేకపోతున్నా ఇప్పుడే ఆసుపత్రికి వెళ్ళండి.',
  'A child with diarrhoea who is drowsy, has sunken eyes, is passing little urine or cannot drink is severely dehydrated. Go to hospital now; give ORS sips on the way.':
    'విరేచనాలతో ఉన్న బిడ్డ మగతగా ఉన్నా, కళ్ళు లోపలికి పోయినా, మూత్రం తక్కువగా పోస్తున్నా లేదా ఏమీ తాగలేకపోతున్నా, ఒంట్లో నీరు బాగా తగ్గిపోయిందని అర్థం. ఇప్పుడే ఆసుపత్రికి వెళ్ళండి; దారిలో ORS కొద్ది కొద్దిగా తాగిస్తూ ఉండండి.',
  'You may be getting dehydrated. Keep sipping ORS and see a doctor today; go to hospital if you feel faint or cannot keep fluids down.':
    'మీ ఒంట్లో నీరు తగ్గిపోతూ ఉండవచ్చు (డీహైడ్రేషన్). ORS కొద్ది కొద్దిగా తాగుతూ ఉండండి, ఈ రోజే డాక్టర్‌ని కలవండి; స్పృహ తప్పేలా అనిపించినా లేదా తాగినవి నిలవకపోయినా ఆసుపత్రికి వెళ్ళండి.',
  'Heavy bleeding in pregnancy or after childbirth is an emergency. Call 108 (or 102) and go to the nearest hospital with a labour room now.':
    'గర్భంతో ఉన్నప్పుడు లేదా కాన్పు తర్వాత ఎక్కువ రక్తస్రావం అత్యవసర పరిస్థితి. 108 (లేదా 102) కి ఫోన్ చేసి, లేబర్ రూమ్ (కాన్పుల గది) ఉన్న దగ్గరలోని ఆసుపత్రికి ఇప్పుడే వెళ్ళండి.',
  'Bleeding in pregnancy can be dangerous for mother and baby. Go to the hospital labour room now or call 108.':
    'గర్భంలో రక్తస్రావం తల్లికీ బిడ్డకీ ప్రమాదం కావచ్చు. ఇప్పుడే ఆసుపత్రి లేబర్ రూమ్‌కి వెళ్ళండి లేదా 108 కి ఫోన్ చేయండి.',
  'These are danger signs in pregnancy. Go to the hospital labour room now or call 108.':
    'ఇవి గర్భంలో ప్రమాద సంకేతాలు. ఇప్పుడే ఆసుపత్రి లేబర్ రూమ్‌కి వెళ్ళండి లేదా 108 కి ఫోన్ చేయండి.',
  'A headache, blurred vision, sudden swelling or fits in pregnancy can be pre-eclampsia. Go to hospital now or call 108.':
    'గర్భంతో ఉన్నప్పుడు తలనొప్పి, చూపు మసకబారడం, ఒక్కసారిగా వాపు లేదా ఫిట్స్ వస్తే ప్రీ-ఎక్లాంప్సియా (గర్భంలో బీపీ సమస్య) కావచ్చు. ఇప్పుడే ఆసుపత్రికి వెళ్ళండి లేదా 108 కి ఫోన్ చేయండి.',
  'In pregnancy this needs a doctor today. Contact your ANM, ASHA or hospital now.':
    'గర్భంతో ఉన్నప్పుడు ఇది ఉంటే ఈ రోజే డాక్టర్‌కి చూపించాలి. మీ ANM, ASHA లేదా ఆసుపత్రిని ఇప్పుడే సంప్రదించండి.',
  'A missed period with lower belly pain and dizziness or bleeding can be an ectopic pregnancy. Go to hospital now or call 108.':
    'నెలసరి తప్పి, పొత్తికడుపు నొప్పితో పాటు కళ్ళు తిరగడం లేదా రక్తస్రావం ఉంటే గర్భసంచి బయట గర్భం (ఎక్టోపిక్ ప్రెగ్నెన్సీ) కావచ్చు. ఇప్పుడే ఆసుపత్రికి వెళ్ళండి లేదా 108 కి ఫోన్ చేయండి.',
  'You are not alone and help is available right now. Call Tele-MANAS 14416 (free, 24x7, in your language). If you are in immediate danger or have harmed yourself, call 112.':
    'మీరు ఒంటరి కాదు, సహాయం ఇప్పుడే అందుబాటులో ఉంది. Tele-MANAS 14416 కి ఫోన్ చేయండి (ఉచితం, 24x7, మీ భాషలోనే). మీకు వెంటనే ప్రమాదం ఉన్నా లేదా మీకు మీరే హాని చేసుకున్నా 112 కి ఫోన్ చేయండి.',
  'If you have hurt yourself, call 112 or go to the nearest emergency department now. Tele-MANAS 14416 is there to talk any time.':
    'మిమ్మల్ని మీరు గాయపరచుకుంటే 112 కి ఫోన్ చేయండి లేదా ఇప్పుడే దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి. ఎప్పుడైనా మాట్లాడటానికి Tele-MANAS 14416 ఉంది.',
  'A snake bite is an emergency even if it does not hurt. Call 108 and go to the nearest government hospital for anti-snake venom. Keep still; do not cut, suck or tie the wound.':
    'పాము కాటు నొప్పి లేకపోయినా అత్యవసర పరిస్థితే. 108 కి ఫోన్ చేసి, పాము విషానికి విరుగుడు మందు (యాంటీ-స్నేక్ వీనమ్) కోసం దగ్గరలోని ప్రభుత్వ ఆసుపత్రికి వెళ్ళండి. కదలకుండా ఉండండి; గాయాన్ని కోయకండి, నోటితో పీల్చకండి, కట్టు కట్టకండి.',
  'A scorpion sting in a child can affect the heart. Go to hospital now or call 108.':
    'పిల్లలకు తేలు కుడితే గుండె మీద ప్రభావం పడవచ్చు. ఇప్పుడే ఆసుపత్రికి వెళ్ళండి లేదా 108 కి ఫోన్ చేయండి.',
  'Sweating, vomiting or breathlessness after a scorpion sting is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'తేలు కుట్టిన తర్వాత చెమటలు, వాంతులు లేదా ఆయాసం వస్తే అది అత్యవసర పరిస్థితి. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి.',
  'Wash the wound with soap and running water for 15 minutes, then get the anti-rabies vaccine today at a health centre (free at government hospitals).':
    'గాయాన్ని సబ్బుతో, పారే నీళ్ళ కింద 15 నిమిషాలు కడగండి, తర్వాత ఈ రోజే ఆరోగ్య కేంద్రంలో రేబిస్ టీకా వేయించుకోండి (ప్రభుత్వ ఆసుపత్రుల్లో ఉచితం).',
  'Poisoning is an emergency. Call 108 now; do not make the person vomit. Take the container with you.':
    'విషం తాగడం అత్యవసర పరిస్థితి. ఇప్పుడే 108 కి ఫోన్ చేయండి; ఆ వ్యక్తితో వాంతి చేయించకండి. ఆ డబ్బా/సీసాను మీతో తీసుకెళ్ళండి.',
  'This could be heat stroke. Call 108 now, move the person to shade and cool them with water and fanning.':
    'ఇది వడదెబ్బ కావచ్చు. ఇప్పుడే 108 కి ఫోన్ చేయండి, ఆ వ్యక్తిని నీడలోకి తీసుకెళ్ళి, నీళ్ళతో తడిపి, విసనకర్రతో విసిరి చల్లబరచండి.',
  'Burns in young children can be serious even when they look small. Cool the burn under running water for 20 minutes and go to a hospital now or call 108.':
    'చిన్న పిల్లలకు కాలిన గాయం చిన్నగా కనిపించినా ప్రమాదకరం కావచ్చు. కాలిన చోటును 20 నిమిషాల పాటు పారుతున్న నీళ్ళ (కుళాయి నీళ్ళ) కింద ఉంచి చల్లబరచండి, ఇప్పుడే ఆసుపత్రికి వెళ్ళండి లేదా 108 కి ఫోన్ చేయండి.',
  'A child with fever and pain on passing urine may have a kidney infection. See a doctor today.':
    'జ్వరంతో పాటు మూత్రం పోసేటప్పుడు నొప్పి ఉంటే, బిడ్డకు కిడ్నీ ఇన్ఫెక్షన్ ఉండవచ్చు. ఈ రోజే డాక్టర్‌కి చూపించండి.',
  'A child with earache or fluid from the ear and a fever should see a doctor today.':
    'బిడ్డకు చెవి నొప్పి ఉన్నా లేదా చెవి నుంచి నీరు కారుతున్నా, దానితో పాటు జ్వరం కూడా ఉంటే, ఈ రోజే డాక్టర్‌కి చూపించండి.',
  'Press hard on the wound with a clean cloth and keep pressing. Call 108 or 112 now, or go to the nearest emergency department.':
    'శుభ్రమైన గుడ్డతో గాయం మీద గట్టిగా నొక్కి, నొక్కుతూనే ఉండండి. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి.',
  'Vomiting blood is an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'రక్తం వాంతి అవడం అత్యవసర పరిస్థితి. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి.',
  'Black stools with dizziness can be serious internal bleeding. Call 108 or 112 now, or go to the nearest emergency department.':
    'నల్లటి మలంతో పాటు కళ్ళు తిరగడం లోపల తీవ్రమైన రక్తస్రావం కావచ్చు. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి.',
  'Sudden severe stomach pain needs emergency assessment. Go to the nearest emergency department or call 108.':
    'ఒక్కసారిగా వచ్చిన తీవ్రమైన కడుపు నొప్పిని అత్యవసరంగా పరీక్షించాలి. దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి లేదా 108 కి ఫోన్ చేయండి.',
  'Fever with bleeding, cold clammy skin or repeated vomiting can be severe dengue or another serious infection. Go to hospital now.':
    'జ్వరంతో పాటు రక్తం కారడం, చల్లగా జిగటగా ఉండే చర్మం లేదా మళ్ళీ మళ్ళీ వాంతులు ఉంటే తీవ్రమైన డెంగ్యూ లేదా వేరే ప్రమాదకరమైన ఇన్ఫెక్షన్ కావచ్చు. ఇప్పుడే ఆసుపత్రికి వెళ్ళండి.',
  'Fever with yellow eyes needs a doctor and blood tests today (malaria, hepatitis, leptospirosis).':
    'జ్వరంతో పాటు కళ్ళు పచ్చగా ఉంటే ఈ రోజే డాక్టర్‌కి చూపించి రక్త పరీక్షలు చేయించాలి (మలేరియా, హెపటైటిస్ (కామెర్ల వ్యాధి), లెప్టోస్పైరోసిస్).',
  'High sugar with vomiting, fast breathing or drowsiness can be a diabetic emergency. Go to hospital now or call 108.':
    'షుగర్ ఎక్కువగా ఉండి వాంతులు, వేగంగా ఊపిరి లేదా మగత ఉంటే అది షుగర్ వల్ల వచ్చే అత్యవసర పరిస్థితి కావచ్చు. ఇప్పుడే ఆసుపత్రికి వెళ్ళండి లేదా 108 కి ఫోన్ చేయండి.',
  'Very low sugar with confusion or unconsciousness is an emergency. Call 108. Do not give food or drink to someone who cannot swallow safely.':
    'షుగర్ బాగా తగ్గిపోయి అయోమయం లేదా స్పృహ లేకపోవడం అత్యవసర పరిస్థితి. 108 కి ఫోన్ చేయండి. సరిగ్గా మింగలేని వ్యక్తికి తినడానికి గానీ తాగడానికి గానీ ఏమీ ఇవ్వకండి.',
  'Take something sugary now (glucose, sugar water, juice) if you can swallow, then eat. Call 108 if you do not improve within 15 minutes.':
    'మింగగలిగితే ఇప్పుడే ఏదైనా తీపి తీసుకోండి (గ్లూకోజ్, చక్కెర నీళ్ళు, జ్యూస్), తర్వాత ఏమైనా తినండి. 15 నిమిషాల్లో మెరుగవకపోతే 108 కి ఫోన్ చేయండి.',
  'Side or back pain with fever or vomiting can be a kidney infection or infected stone. See a doctor today.':
    'జ్వరం లేదా వాంతులతో పాటు పక్కన లేదా నడుము నొప్పి ఉంటే కిడ్నీ ఇన్ఫెక్షన్ లేదా ఇన్ఫెక్షన్ వచ్చిన రాయి కావచ్చు. ఈ రోజే డాక్టర్‌కి చూపించండి.',
  'Being unable to pass urine needs a doctor within hours. Go to a hospital today.':
    'మూత్రం అసలు రాకపోతే కొన్ని గంటల్లోనే డాక్టర్‌ని చూపించాలి. ఈ రోజే ఆసుపత్రికి వెళ్ళండి.',
  'Red, hot, swollen skin or a boil with fever can be a spreading infection. See a doctor today.':
    'జ్వరంతో పాటు చర్మం ఎర్రగా, వేడిగా, వాచి ఉన్నా లేదా సెగ్గడ్డ ఉన్నా అది వ్యాపిస్తున్న ఇన్ఫెక్షన్ కావచ్చు. ఈ రోజే డాక్టర్‌కి చూపించండి.',
  'High blood pressure with a headache, dizziness or blurred vision needs a doctor today. Call 108 or 112 if there is chest pain, weakness or confusion.':
    'తలనొప్పి, కళ్ళు తిరగడం లేదా మసకగా కనిపించడంతో పాటు బీపీ ఎక్కువగా ఉంటే ఈ రోజే డాక్టర్‌కి చూపించండి. ఛాతీ నొప్పి, బలహీనత లేదా గందరగోళం ఉంటే 108 లేదా 112 కి ఫోన్ చేయండి.',
  'Wheezing with breathlessness needs a doctor today. Call 108 or 112 if speaking is hard or the lips turn blue.':
    'ఆయాసంతో పాటు ఛాతీలో పిల్లికూతలు (వీజింగ్) ఉంటే ఈ రోజే డాక్టర్‌కి చూపించండి. మాట్లాడటం కష్టమైనా, పెదవులు నీలంగా మారినా 108 లేదా 112 కి ఫోన్ చేయండి.',
  'An older person who has fallen should see a doctor today even if they seem fine: a broken hip or a head injury can be hidden. Call 108 or 112 if they cannot get up or are drowsy.':
    'పెద్దవాళ్ళు కింద పడితే బాగానే ఉన్నట్టు అనిపించినా ఈ రోజే డాక్టర్‌కి చూపించండి: తుంటి ఎముక విరగడం లేదా తలకు దెబ్బ బయటకు కనిపించకపోవచ్చు. లేవలేకపోతున్నా లేదా బాగా మగతగా ఉన్నా 108 లేదా 112 కి ఫోన్ చేయండి.',
  'A very high fever in a child under 5 should be seen by a doctor today. Go to hospital now if the child is very drowsy, has a fit, a rash that does not fade or cannot drink.':
    '5 ఏళ్ళ లోపు పిల్లలకు చాలా ఎక్కువ జ్వరం ఉంటే ఈ రోజే డాక్టర్‌కి చూపించండి. బిడ్డ బాగా మగతగా ఉన్నా, ఫిట్స్ వచ్చినా, నొక్కినా పోని దద్దుర్లు ఉన్నా లేదా తాగలేకపోతున్నా ఇప్పుడే ఆసుపత్రికి వెళ్ళండి.',
  'A burn with blisters should be seen by a doctor today, sooner if it is on the face, hands, feet or private parts or larger than the palm. Keep it under cool running water for 20 minutes and do not burst the blisters.':
    'బొబ్బలు వచ్చిన కాలిన గాయాన్ని ఈ రోజే డాక్టర్‌కి చూపించండి; ముఖం, చేతులు, పాదాలు లేదా మర్మాంగాల మీద ఉన్నా, అరచేతి కంటే పెద్దగా ఉన్నా ఇంకా త్వరగా. 20 నిమిషాలు చల్లని పారే నీళ్ళ కింద ఉంచండి, బొబ్బలు చిదమకండి.',
  'Sweating with breathlessness, sickness or dizziness can be a heart attack even without chest pain, especially in women, older people and people with diabetes. Call 108 or 112 now, or go to the nearest emergency department.':
    'చెమటలతో పాటు ఆయాసం, వికారం లేదా కళ్ళు తిరగడం ఛాతీ నొప్పి లేకపోయినా గుండెపోటు కావచ్చు, ముఖ్యంగా ఆడవాళ్ళు, పెద్దవాళ్ళు, షుగర్ ఉన్నవాళ్ళలో. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఆసుపత్రి ఎమర్జెన్సీ విభాగానికి వెళ్ళండి.',
  'What you describe could be an emergency. Call 108 or 112 now, or go to the nearest emergency department.':
    'మీరు చెప్పింది అత్యవసర పరిస్థితి కావచ్చు. ఇప్పుడే 108 లేదా 112 కి ఫోన్ చేయండి, లేదా దగ్గరలోని ఎమర్జెన్సీ విభాగానికి వెళ్ళండి.',
  'Blood in the urine with fever or pain can be a urine or kidney infection or a stone. See a doctor today.':
    'జ్వరం లేదా నొప్పితో పాటు మూత్రంలో రక్తం వస్తే మూత్ర ఇన్ఫెక్షన్, కిడ్నీ ఇన్ఫెక్షన్ లేదా రాయి కావచ్చు. ఈ రోజే డాక్టర్‌కి చూపించండి.',
  'A red, painful eye with blurred sight or pain in bright light needs an eye doctor or hospital today.':
    'కన్ను ఎర్రబడి నొప్పిగా ఉండి, చూపు మసకబారినా లేదా ఎక్కువ వెలుతురులో కళ్ళు నొప్పిగా ఉన్నా, ఈ రోజే కంటి డాక్టర్‌కి చూపించండి లేదా ఆసుపత్రికి వెళ్ళండి.',
};

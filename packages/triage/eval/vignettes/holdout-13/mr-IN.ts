import type { Vignette } from '../../vignette-schema';

/** Held-out set 13, Marwari: written blind, see ../holdout-13.ts. */
export const HOLDOUT13_MR_IN: readonly Vignette[] = [
  {
    id: 'mr-h13-father-burning-chest-sweat-says-gas',
    language: 'mr-IN',
    turns: [
      'अरे डागदर सा म्हारा बापूजी रै आज दिनूगै सूं छाती में जळण सी होवै है वे केवै गैस है अजवाइन फाकी पण कोनी मिटी हाँ अर पसीनो घणो आवै ठंडो ठंडो अर डावो हाथ भारी भारी लागै बासठ बरस रा है शुगर री गोळी खावै अबार खाट पै पड़्या है केवै जीव घबरावै है सिंझ्या तांई देख लेवां कांई',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency', 'elderly'],
    note: 'Diabetic man in his sixties with chest burning, cold sweat and a heavy left arm is a heart attack until proven otherwise, whatever he calls it.',
  },
  {
    id: 'mr-h13-mother-in-law-face-droop-right-side-weak',
    language: 'mr-IN',
    turns: [
      'म्हारी सासू जी सत्तर बरस रा है। आज सिंझ्या रोटी खावतां-खावतां अचाणचक बोलणो बंद होयग्यो, मूंढो एक कानी टेढो होयग्यो अर जीवणो हाथ-पग कोनी हालै। पौण घंटो होयग्यो। बाड़मेर रो बडो अस्पताल अठै सूं चाळीस किलोमीटर है, गाडी मिलसी कै कोनी ठा कोनी।',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'elderly'],
    note: 'Sudden loss of speech, facial droop and one-sided weakness within the hour is a stroke needing ambulance transfer now.',
  },
  {
    id: 'mr-h13-son-bitten-in-field-bhopa-advice',
    language: 'mr-IN',
    turns: [
      'हाँ भाई सा सुणो म्हारो छोरो रात नै खेत में पाणी देवण ग्यो हो अंधारा में कीं पग माथै काट ग्यो टॉर्च मारी तो साँप सरकतो दीख्यो पग में दो छेद है अर सोजो चढ़तो जावै गाँव रा लोग केवै भोपा जी कनै ले चालो झाड़ो लगवा देस्यां धागो बंधा देस्यां अबै कांई करां',
    ],
    expected: {
      level: 'emergency',
      area: 'legs',
      conditions: ['snake_bite'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'casual_emergency'],
    note: 'Snake seen, two fang marks and rising swelling need hospital antivenom, not a faith healer or a tight thread.',
  },
  {
    id: 'mr-h13-wife-six-months-heavy-bleeding',
    language: 'mr-IN',
    turns: [
      'म्हारी घरवाळी री तबियत ठीक कोनी, कांई करां?',
      'वा छठै महीनै में है। आज दोपहर सूं घणो खून जावै है, लूगड़ो पूरो भीजग्यो, पेट में मरोड़ उठै अर केवै आँख्यां आगै अंधारो आवै।',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['bleeding_in_pregnancy'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'vague_opening', 'pregnancy'],
    note: 'Heavy bleeding with cramps and faintness at six months of pregnancy is an obstetric emergency.',
  },
  {
    id: 'mr-h13-brother-first-fit-not-waking-romanized',
    language: 'mr-IN',
    turns: [
      'Mharo bhai 25 baras ro hai. Abhi ghar mein achanak padgyo, haath-pag akadgya ar jhatka aavan lagya, moondh su jhaag aayo. 3-4 minute pachhe jhatka ruk gya pan ab aadho ghanto hoygyo, hosh koni aayo, bas ghurr ghurr saans le rayo hai. Pehla kadi aisyo koni hoyo.',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['epilepsy'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'romanized', 'negation'],
    note: 'A first-ever seizure with no return of consciousness after half an hour needs emergency assessment.',
  },
  {
    id: 'mr-h13-smoker-neighbour-breathless-blue-lips',
    language: 'mr-IN',
    turns: [
      'अरे म्हारा पाड़ोसी काका है जोधपुर में पचहत्तर बरस रा बीड़ी घणी पीवै बरसां सूं खांसी तो रेवै ही पण आज तो सांस कोनी आवै बोलता बोलता रुक जावै बैठ्या बैठ्या हांफै होठ अर नख नीला नीला दीखै काकी केवै भाप दिरा देवां ठीक होय जासी',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['copd', 'pneumonia', 'asthma', 'heart_failure'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'elderly', 'casual_emergency'],
    note: 'Breathless at rest, unable to talk and blue lips and nails in an old smoker is respiratory failure, not something for steam.',
  },
  {
    id: 'mr-h13-mother-fears-son-giving-away-phone',
    language: 'mr-IN',
    turns: [
      'म्हारो छोरो सूरत में कपड़ा री मिल में काम करतो, नौकरी छूटगी तो घरै आयग्यो। पंदरा दिन सूं कोई सूं बोलै कोनी, रोटी कोनी खावै। आज आपरो फोन छोटा भाई नै दे दियो अर केवै "म्हारै पछै मा रो ध्यान राखजै"। बाड़ा में नवी जेवड़ी पड़ी दीखी। म्हनै घणो डर लागै।',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout'],
    note: 'Withdrawal, giving away belongings, a farewell instruction and a new rope nearby are warning signs of imminent suicide.',
  },
  {
    id: 'mr-h13-seven-month-girl-diarrhoea-sunken-fontanelle-romanized',
    language: 'mr-IN',
    turns: [
      'haan ji mhari chhori ne saat mahina huya hai kal su dast lag rya hai pani jisyo aur ulti bhi aaj din bhar mein ek bar bhi peshab koni karyo matha ro taalu andar dhans gyo dikhe bilkul dheeli pad gi hai rove to aansu koni aave dadi ke ORS de do theek ho jasi',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'dehydration', 'gastroenteritis'],
      mustMention: ['108'],
    },
    tags: ['holdout', 'romanized', 'infant', 'casual_emergency', 'negation'],
    note: 'An infant with no urine all day, sunken fontanelle, no tears and floppiness is severely dehydrated and needs hospital fluids now.',
  },
  {
    id: 'mr-h13-alternate-day-fever-chills-after-rains',
    language: 'mr-IN',
    turns: [
      'म्हनै पांच दिन सूं ताव आवै। एक दिन छोड़ नै दूजै दिन कंपकंपी सागै ताव चढ़ै, पछै पसीनो आवै अर उतर जावै। माथो घणो दुखै, डील टूटै। बिरखा पछै गाँव में माछर घणा होयग्या। उल्टी कोनी, होश में हूँ, चाल-फिर सकूं।',
    ],
    expected: {
      level: 'urgent',
      area: 'none',
      conditions: ['malaria', 'viral_fever', 'dengue', 'typhoid'],
    },
    tags: ['holdout', 'negation'],
    note: 'Cyclical fever with rigors and sweating after the monsoon needs a malaria test and treatment today, though there are no danger signs yet.',
  },
  {
    id: 'mr-h13-boy-street-dog-bite-calf',
    language: 'mr-IN',
    turns: [
      'अरे सुणो सा गळी रो कुत्तो म्हारा टाबर नै काट ग्यो दस बरस रो है पिंडी पै दांत गैरा लाग्या खून थोड़ो आयो म्हैं तो हळदी लगाय दी घर में पण कुत्तो बावळो सो लागै सगळां माथै भूंकै टीका लगवावणो पड़सी कांई',
    ],
    expected: {
      level: 'urgent',
      area: 'legs',
      conditions: ['dog_bite_rabies', 'cuts_wounds'],
    },
    tags: ['holdout', 'child'],
    note: 'A deep street-dog bite from a possibly rabid dog needs wound washing and rabies vaccine with immunoglobulin the same day.',
  },
  {
    id: 'mr-h13-mother-tired-pale-month-romanized',
    language: 'mr-IN',
    turns: [
      'Mhari maa 58 baras ri hai. Ek mahina su thakaan ghani rave, seedhi chadhta hi haanf jave, chakkar aave, chehro ar nakh pila sa dikhe. Khana theek khave, taav koni, chhati mein dard koni.',
    ],
    expected: {
      level: 'routine',
      acceptableLevels: ['urgent'],
      area: 'none',
      conditions: ['iron_deficiency_anaemia', 'vitamin_b12_deficiency', 'hypothyroidism'],
    },
    tags: ['holdout', 'romanized', 'negation'],
    note: 'A month of tiredness, pallor and breathlessness on stairs without chest pain or fever suggests anaemia needing blood tests in the coming days.',
  },
  {
    id: 'mr-h13-acidity-after-wedding-feast',
    language: 'mr-IN',
    turns: [
      'हाँ तो बात आ है कै काल भाई रै ब्याव में घणी मिठाई कचोरी मिर्ची बड़ा खाय लिया अबै आज दिनूगै सूं छाती रै नीचै अर गळा में खाटो खाटो पाणी आवै जळण सी होवै डकार घणी आवै उल्टी कोनी काळो दस्त कोनी चालूं फिरूं तो कीं तकलीफ कोनी कांई लेवूं',
    ],
    expected: {
      level: 'self_care',
      area: 'abdomen',
      conditions: ['acid_reflux', 'peptic_ulcer_gastritis'],
    },
    tags: ['holdout', 'negation'],
    note: 'Sour regurgitation and burping after rich food with no vomiting, black stools or exertional symptoms is simple reflux to manage at home.',
  },
];

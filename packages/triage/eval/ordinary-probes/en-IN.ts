import type { OrdinaryProbe } from '../ordinary-probes';

/** Ordinary probes, English: everyday health messages that are not emergencies. */
export const ORDINARY_PROBES_EN_IN: readonly OrdinaryProbe[] = [
  { level: 'urgent', text: 'fell off scooty wrist swollen n v painfull cant move it, fracture?' },
  {
    level: 'routine',
    text: 'Uric acid 8.5 in report, had big toe pain last year. Do I need medicine?',
  },
  {
    level: 'routine',
    text: 'Acidity nearly every day for 2 months even after taking pantoprazole in the morning.',
  },
  {
    level: 'routine',
    text: "I'm 5 months pregnant. When should the anomaly scan be done and what other tests are due?",
  },
  {
    level: 'routine',
    text: 'Conjunctivitis - both eyes red and sticky since yesterday, worried the whole family will get it.',
  },
  {
    level: 'routine',
    text: "Both knees paining for a year, worse on stairs. I'm 58. Oil massage is not helping much.",
  },
  { level: 'routine', text: 'ringworm on thigh not going with cream since 2 months, spreading' },
  {
    level: 'urgent',
    text: 'Cut my palm on broken glass. Bleeding stopped with pressure but the cut is gaping. Do I need stitches?',
  },
  {
    level: 'routine',
    text: 'My mother is 70 and has been feeling weak and tired for a month, eating less than before. No fever. Her BP and sugar readings at home are normal.',
  },
  { level: 'routine', text: '7 yr old scratching bottom at night, worms?' },
  {
    level: 'urgent',
    text: 'Red, hot, swollen patch on the leg spreading since 2 days, fever 100. Had a small scratch there.',
  },
  { level: 'self_care', text: 'Corn on sole of foot pains while walking' },
  {
    level: 'routine',
    text: 'My father is 72. Over the past year he forgets names, where he kept things, and repeats questions. Nothing sudden, he manages his daily routine himself. We want to get his memory checked, whom should we consult?',
  },
  { level: 'self_care', text: 'gas and bloating after eating rajma chawal' },
  {
    level: 'self_care',
    text: 'My grandmother passed away last month. I am eating and going to office but I still cry sometimes and feel low in the evenings. I have friends and family to talk to. Is this normal grief?',
  },
  {
    level: 'self_care',
    text: 'My 2 year old has fever of 100.4 since this morning but he is playing, drinking milk and peeing normally. I gave him paracetamol syrup. What should I watch for?',
  },
  {
    level: 'self_care',
    text: 'I am 8 weeks pregnant and feel nauseous every morning, vomited once today. I am eating small meals and drinking enough water. Is this normal and what can I do at home?',
  },
  {
    level: 'self_care',
    text: 'boards in 10 days and i cant concentrate, feel nervous all the time. any tips?',
  },
  { level: 'routine', text: 'sugar after food 220 even with tablets' },
  { level: 'self_care', text: 'Dandruff and itchy scalp since winter started.' },
  {
    level: 'routine',
    text: "My baby is 9 months old and still can't sit without support. She smiles, babbles and feeds well. Is this delayed? Should we see the paediatrician?",
  },
  {
    level: 'self_care',
    text: 'Sunburn on arms and neck after the beach trip, skin red and peeling.',
  },
  { level: 'self_care', text: 'Can I take vitamin C and zinc daily to boost immunity?' },
  {
    level: 'routine',
    text: 'itchy rash all over body worse at night my brother also has same thing',
  },
  {
    level: 'urgent',
    text: "My 3 year old vomited 4 times and has loose motions since morning. He's taking sips of ORS and is active but has peed only once. What should I do?",
  },
  {
    level: 'self_care',
    text: 'I got acidity after eating spicy biryani at a wedding last night. There is burning in my upper stomach and sour burps. I took one Digene tablet and it is a bit better. No vomiting and no fever, what else should I do?',
  },
  { level: 'routine', text: 'Hb 9.5 in blood test, always tired. Female 28' },
  { level: 'urgent', text: 'big painful boil with pus on buttock n fever since yest' },
  { level: 'self_care', text: 'ears feel blocked after flight yesterday, no pain' },
  { level: 'urgent', text: '5 yr old crying with ear pain since night, fever 101' },
  {
    level: 'self_care',
    text: 'Dry cough at night for 3 days after a cold. No fever. Honey and warm water are helping a bit. How long will it last?',
  },
  {
    level: 'urgent',
    text: 'A street dog bit my leg an hour ago. Small wound, washed with soap and water. Which vaccine do I need and how soon?',
  },
  { level: 'self_care', text: 'hiccups for 20 min not stopping' },
  { level: 'self_care', text: 'period cramps first 2 days every month can i take meftal spas' },
  {
    level: 'routine',
    text: "Ever since I lost my job 2 months ago I feel sad most days, don't enjoy anything and sleep badly. My wife is supportive. I think I need to talk to a doctor.",
  },
  {
    level: 'routine',
    text: 'fasting sugar 135 and hba1c 6.8 in office health checkup what does this mean',
  },
  {
    level: 'routine',
    text: "My mother's BP at home has been around 150/95 for the last week. She feels fine, no headache. She takes amlodipine 5 mg. Should the dose be changed?",
  },
  { level: 'routine', text: 'Getting up 3-4 times at night to pass urine, age 62, stream weak' },
  {
    level: 'urgent',
    text: "Father's sugar is 350 since morning, he is very thirsty and urinating a lot. He's talking normally. He missed his tablets for 3 days.",
  },
  { level: 'routine', text: 'Do I need reading glasses? Newspaper looks blurry, age 45.' },
  { level: 'routine', text: 'Heel pain with first steps in the morning for a month' },
  {
    level: 'self_care',
    text: 'Cut my finger while chopping onions, bleeding stopped. Do I need to do anything?',
  },
  { level: 'self_care', text: 'vomited once after the bus ride to the hills feel ok now' },
  {
    level: 'urgent',
    text: 'Monkey scratched my hand at the temple, slight bleeding. Do I need injections?',
  },
  {
    level: 'urgent',
    text: 'Vomiting 5 times since morning, cannot keep even water down. 30 years old, no other illness.',
  },
  { level: 'routine', text: 'husband snores loudly n feels sleepy whole day' },
  {
    level: 'self_care',
    text: 'I want to lose 8 kg. 32F, desk job, no health issues. Please suggest diet and exercise tips.',
  },
  {
    level: 'self_care',
    text: 'Mouth ulcer on the side of tongue for 4 days, hurts while eating spicy food.',
  },
  {
    level: 'urgent',
    text: 'Sharp pain in left side of back going to the groin since morning. I had a kidney stone 2 years ago. Took a painkiller but it is still paining.',
  },
  { level: 'self_care', text: 'legs paining after starting gym 2 days back, normal??' },
  { level: 'routine', text: 'TSH 8.2 in report, tired and gaining weight. Need medicine?' },
  {
    level: 'urgent',
    text: 'fever with shivering every alternate day we live near forest area in jharkhand malaria test needed',
  },
  {
    level: 'self_care',
    text: "My 4 year old doesn't want to eat lunch, only biscuits and milk. He is active and the doctor said his weight is fine last month. How do I get him to eat?",
  },
  { level: 'self_care', text: 'Itchy watery eyes and sneezing every morning in this season' },
  { level: 'self_care', text: 'Cracked heels, painful when walking barefoot. What to apply?' },
  {
    level: 'routine',
    text: "I've lost 4 kg in 2 months without trying. Eating normally, no fever. Should I get checked?",
  },
  {
    level: 'routine',
    text: 'My BP readings have been normal for 2 months. Can I stop my BP tablets?',
  },
  {
    level: 'urgent',
    text: 'bp 170/100 at pharmacy, no headache no other issue, not on any medicine',
  },
  {
    level: 'routine',
    text: "My periods have been irregular for 6 months and I'm gaining weight and getting hair on my chin. I'm 23. Could this be PCOS? Which doctor should I see?",
  },
  {
    level: 'self_care',
    text: 'Runny nose and sneezing since yesterday, no fever. What can I take?',
  },
  { level: 'self_care', text: 'Can we eat curd during cold and cough?' },
  {
    level: 'urgent',
    text: 'Loose motions 10 times since morning, feeling weak and passing less urine. I can drink ORS.',
  },
  {
    level: 'routine',
    text: 'Cough for 3 weeks now, no fever, some phlegm in the morning. I smoke about 5 cigarettes a day. Should I get tested for TB?',
  },
  {
    level: 'self_care',
    text: "Prickly heat on my baby's neck and back, she is feeding well and happy otherwise",
  },
  {
    level: 'self_care',
    text: 'how much water should i drink in summer? i feel tired in afternoons',
  },
  {
    level: 'routine',
    text: 'lower back pain going down to left leg since 2 weeks painkiller giving only little relief',
  },
  { level: 'routine', text: 'white discharge with itching for a week, no smell' },
  { level: 'urgent', text: 'fish bone stuck in throat since dinner, pricking when swallowing' },
  {
    level: 'self_care',
    text: 'My son is 6 years old and has a mild cold and cough for 2 days. He is playing and eating normally, temperature was 99.4 once. Should I give him any medicine or just wait and watch?',
  },
  { level: 'self_care', text: 'back ache after sitting at laptop whole day wfh' },
  {
    level: 'urgent',
    text: '7 months pregnant, burning urine and fever 100.5 since morning. Baby is moving normally.',
  },
  { level: 'self_care', text: 'headache after 10 hrs on laptop, eyes tired' },
  {
    level: 'self_care',
    text: 'bee stung my hand in the garden little swelling and pain thats all should i apply something',
  },
  {
    level: 'self_care',
    text: "Can't sleep properly because of work stress, mind keeps running at night. Any tips without sleeping pills?",
  },
  {
    level: 'routine',
    text: "Shoulder stiff, can't raise my arm fully for 2 months. I'm diabetic, 54.",
  },
  {
    level: 'self_care',
    text: 'sore throat since morning after having cold drinks at a party any home remedy',
  },
  { level: 'self_care', text: 'pimples on face n back, 19 yrs, what face wash is good' },
  { level: 'urgent', text: 'neighbours cat bit my sons hand skin broken need rabies injection' },
  {
    level: 'routine',
    text: 'Piles problem - pain and a few drops of blood when passing hard stool for a week.',
  },
  {
    level: 'urgent',
    text: "Dengue NS1 positive yesterday, platelets 1.3 lakh. I'm eating and drinking well, no stomach pain, no bleeding anywhere. What should I do now?",
  },
  { level: 'self_care', text: 'constipation for 3 days what should i eat' },
  { level: 'routine', text: 'period late by 10 days test negative' },
  {
    level: 'self_care',
    text: 'My daughter got lice from school. How do I get rid of them? She is 8.',
  },
  {
    level: 'self_care',
    text: "Is it ok to take paracetamol 650 twice a day for body ache? I'm 35, no other illness.",
  },
  {
    level: 'self_care',
    text: 'Had mild fever 99.8 with body ache last night, took one paracetamol, today feeling almost normal. Do I need any test?',
  },
  { level: 'urgent', text: 'eyes yellow urine dark yellow tired no appetite since 4 days' },
  {
    level: 'self_care',
    text: 'loose motion 3 times since morning no fever drinking water fine should i take ORS',
  },
  { level: 'urgent', text: 'Toothache with swelling of cheek and fever since last night.' },
  {
    level: 'urgent',
    text: 'fever for 6 days slowly going up every day, no appetite, chemist said do widal. age 24',
  },
  { level: 'urgent', text: 'burning urine with fever 101 and back pain since yesterday' },
  { level: 'routine', text: 'Boil in armpit, this is the 3rd time this year' },
  {
    level: 'urgent',
    text: "Knee swollen and hot after a fall on the stairs, can't bend it fully.",
  },
  {
    level: 'self_care',
    text: "Twisted my ankle playing cricket this evening. Little swelling, but I can walk and put weight on it. I've put ice on it. Anything else I should do?",
  },
  {
    level: 'self_care',
    text: 'What is a good breakfast for my father? He is diabetic, sugar is under control on metformin.',
  },
  {
    level: 'urgent',
    text: 'Fever 102-103 for 3 days with body ache, paracetamol brings it down only for a few hours. No rash, no bleeding, eating a little. Should I get a dengue test?',
  },
  { level: 'routine', text: 'Vit D 12 in report, what to do' },
  {
    level: 'urgent',
    text: 'Son got hit in the eye by a cricket ball, eyelid swollen and painful, but he can see fine. Should we go today?',
  },
  { level: 'routine', text: 'hair falling a lot since 3 months, after I had typhoid' },
  { level: 'routine', text: 'tooth hurting with cold water, black spot on it' },
  {
    level: 'routine',
    text: 'For months I get very anxious before meetings, my stomach churns and I overthink everything. It is affecting my work. I want to talk to someone about it.',
  },
  {
    level: 'self_care',
    text: 'Runny nose and sneezing since yesterday, no fever. What can I take?',
  },
  { level: 'self_care', text: 'mild headache after whole day on laptop' },
  {
    level: 'self_care',
    text: "I'm 34 and have had a blocked nose and scratchy throat for two days. Temperature was 99.2 last night and came down with one paracetamol. No breathing trouble, no ear pain, and I'm eating normally. Is steam and salt-water gargling enough or do I need an antibiotic?",
  },
  {
    level: 'self_care',
    text: 'sour burps and burning in upper stomach after late night biryani, otherwise fine. what can i take',
  },
  {
    level: 'self_care',
    text: 'hi doc my son 6 yrs has loose motion 3 times today. playing n eating ok, no blood no vomiting, passing urine normally. gave ORS 2 glass. is that enuf or need medicine?',
  },
  {
    level: 'self_care',
    text: "I have been constipated for 4 days since I started travelling for work and I'm drinking much less water. No stomach pain, no blood, no vomiting. I'm 39 and otherwise healthy. Is there a home remedy that actually works?",
  },
  {
    level: 'self_care',
    text: 'My daughter is 8 and has lice again. We used a lice shampoo two weeks ago and they came back after school reopened. No sores on the scalp and no fever. How do we get rid of them for good, and should the whole family be treated?',
  },
  {
    level: 'self_care',
    text: 'cut my finger while chopping onions, bleeding stopped after pressing for 5 min. Had TT injection last year. just clean and bandage?',
  },
  {
    level: 'self_care',
    text: 'A bee stung me on the back of my hand while I was watering plants about an hour ago. The area is swollen and itchy but only around the sting. No swelling of lips or face, breathing is normal. I have taken the sting out. Is ice and an antihistamine enough?',
  },
  {
    level: 'self_care',
    text: 'twisted my ankle playing football yesterday evng. bit swollen on outer side, can walk with little pain, no bone tenderness i think. ice or hot fomentation? and how many days rest',
  },
  {
    level: 'self_care',
    text: 'My father is 68 and takes amlodipine 5 mg for BP. This morning his reading was 138/86 and yesterday 142/88. He feels fine, no headache, no giddiness, walking every morning. Is this range okay or does the dose need changing?',
  },
  {
    level: 'self_care',
    text: 'exams in 2 weeks cant concentrate feel nervous all the time, sleeping at 2am scrolling phone. eating ok, no other problem. any tips pls how to calm down and study',
  },
  {
    level: 'self_care',
    text: 'I started night shifts at a call centre a month ago and my sleep is a mess. I fall asleep around 9 am and wake up by 1 pm feeling groggy. No other health problems, not on any medicines. How do I fix my sleep routine?',
  },
  {
    level: 'self_care',
    text: 'I get period cramps on the first 2 days every month, since I was 14. A hot water bag helps a bit. Bleeding is normal, lasts 5 days, no pain at other times. Can I take Meftal Spas and how many a day?',
  },
  {
    level: 'self_care',
    text: "I'm 8 weeks pregnant with my first baby and feel nauseous every morning, and vomit once on some days. I can keep down water, and I eat better by afternoon. No bleeding, no stomach pain, no fever. Is this normal and what foods help?",
  },
  {
    level: 'self_care',
    text: 'What should a 45 yr old with slightly high cholesterol eat? We are vegetarian, mostly Gujarati food with lots of farsan.',
  },
  {
    level: 'self_care',
    text: '27F, wedding in 4 months, want to lose 6-8 kg safely. no health issues. diet plan?',
  },
  {
    level: 'self_care',
    text: 'mouth ulcers on tongue since 3 days, pain while eating spicy. lot of work stress lately',
  },
  {
    level: 'self_care',
    text: 'My 4 year old has prickly heat all over his back and neck in this humid weather and keeps scratching. He is eating, sleeping and playing fine, no fever. We bathe him twice a day. What powder or cream is safe for him?',
  },
  {
    level: 'self_care',
    text: 'my mother is 60 years she has knee pain when climbing stairs since some months there is no swelling she walks around the house fine what exercises can she do at home',
  },
  {
    level: 'self_care',
    text: 'I work at a construction site and lifted cement bags two days ago, since then my lower back is stiff and aching. No pain going down the legs, no numbness, and I can walk and pass urine normally. It is a bit better with a hot water bag. What should I do to heal it fast?',
  },
  {
    level: 'self_care',
    text: 'Baby is 10 months, I think teething.\nDrooling a lot, biting everything, bit cranky, temp 99. Feeding well and wet nappies normal.',
  },
  {
    level: 'self_care',
    text: 'My 3 year old got 100.4 fever this morning with a runny nose. I gave paracetamol syrup and now he is playing and eating biscuits. No rash, no fast breathing, no vomiting. Can I watch him at home for now?',
  },
  {
    level: 'self_care',
    text: 'eyes feel dry and tired after laptop whole day, no redness no pain. eye drops?',
  },
  {
    level: 'self_care',
    text: 'lot of gas and bloating in the evenings with burping, for about a week. I have been eating rajma, chole and cabbage a lot lately. No pain, motions are normal, no vomiting. What can I change in my food?',
  },
  {
    level: 'self_care',
    text: "My grandmother passed away last month and I keep crying at odd times, especially at night. I'm still going to college, eating and talking to my friends. Sometimes I just feel empty. Is this normal grief and how long does it last?",
  },
  { level: 'self_care', text: 'Can I take paracetamol and cetirizine together for a cold?' },
  { level: 'self_care', text: 'is it ok to take vitamin D 60k sachet with milk once a week?' },
  {
    level: 'self_care',
    text: 'my hb came 11.8 in the routine checkup at office. 29F, no complaints, periods normal, not tired. is this low? what should i eat to increase it',
  },
  {
    level: 'self_care',
    text: 'vomited once in the bus on the ghat road, now fine and drinking water. kid is 10',
  },
  {
    level: 'self_care',
    text: "Dry cough left after a cold, 5 days now, worse at night when lying down. No fever now, not breathless, no phlegm. I'm 31 and don't smoke. Is honey with warm water okay or should I take a syrup?",
  },
  {
    level: 'self_care',
    text: 'worked in the field in afternoon sun, got headache and felt tired. rested in shade and drank nimbu pani, now better. anything else to do?',
  },
  {
    level: 'self_care',
    text: 'My son is 7 and had a nosebleed while playing outside in the heat today. It stopped in 5 minutes when I pinched his nose and he bent forward. It happened once last summer too. He is fine now and playing. Anything to prevent it?',
  },
  {
    level: 'self_care',
    text: 'pimples on face and back, 19 yrs male, using face wash, what else can i do',
  },
  {
    level: 'self_care',
    text: 'I am 42 and drive a taxi for 10-12 hours a day. My neck and shoulders get very stiff by evening, and it eases after a hot bath. No numbness or weakness in my hands, no dizziness. Can you suggest some stretches I can do between rides?',
  },
  {
    level: 'self_care',
    text: 'cracked heels very painful, 50 F, do housework barefoot. what cream?',
  },
  { level: 'self_care', text: 'hiccups on and off since morning, no other problem' },
  {
    level: 'self_care',
    text: 'child 6 yrs got lots of mosquito bites at a wedding function last night. red itchy bumps on arms n legs, no fever, playing fine. wht cream to put and how to stop him scratching',
  },
  {
    level: 'self_care',
    text: 'i am having dandruff and itchy scalp since winter started no hair loss patches what shampoo should i use',
  },
  {
    level: 'self_care',
    text: "I sneeze 10-15 times every morning, especially when sweeping the house. Itchy nose and watery eyes, but no wheezing and no fever. It's been like this every winter for years. Can I take an anti-allergy tablet daily?",
  },
  {
    level: 'routine',
    text: "I've had a cough for 3 weeks now with some white phlegm. I'm 45 and smoke about 10 cigarettes a day. Slight fever in the evenings some days and I think I've lost a little weight. No blood in the cough, not breathless, no chest pain. Should I get tested for TB?",
  },
  {
    level: 'routine',
    text: 'The whole family is itching badly at night, with small bumps between the fingers and on the wrists. It started about two weeks ago after a relative stayed with us. The kids are the worst affected but nobody has fever. What treatment do we all need?',
  },
  {
    level: 'routine',
    text: 'round itchy rash in groin and inner thigh for a month, edges are red and raised. chemist gave a cream, it helps for few days then comes back. I sweat a lot at work, wear tight jeans. what to do',
  },
  {
    level: 'routine',
    text: "I'm 23 and my periods come only every 2-3 months. I have acne, some hair growth on my chin and I've put on 7 kg in a year. A friend says it might be PCOS. Which doctor should I see and what tests are needed?",
  },
  {
    level: 'routine',
    text: 'I am 30, married, and have had thick white discharge with itching down there for about a week. No fever, no pain in the lower stomach, no bad smell. I tried keeping the area dry and wearing cotton. Which medicine or doctor should I see?',
  },
  {
    level: 'routine',
    text: "TSH came 7.8 in office health checkup. I'm 36 F. Feeling tired, gaining weight and lot of hair fall since few months. no swelling in neck. do I need tablets or just repeat test?",
  },
  {
    level: 'routine',
    text: 'My father is 72 and has had diabetes for 15 years, on metformin and glimepiride. His fasting sugar has been 160-180 for the last two weeks even though he is careful with diet. No dizziness, no wounds on his feet, eating normally. Should we see the doctor to change the medicines?',
  },
  {
    level: 'routine',
    text: "bp checked at pharmacy 3 times this week, 150/95, 148/92, 152/96. I'm 50, no BP medicines yet. feel fine, no headache, no giddiness. my father also had BP. should i start medicine?",
  },
  {
    level: 'routine',
    text: 'My mother is 74 and over the last year she has started forgetting where she keeps things and asks the same questions again. It has come on slowly. She still cooks, bathes herself and goes to the temple, no falls and no sudden changes. Which doctor should we consult?',
  },
  {
    level: 'routine',
    text: "My Hb is 9.2 in the blood test done last week. I'm 31 and tired all the time, and my periods are heavy for 6-7 days. I am vegetarian. No dizziness or fainting. Are iron tablets enough or do I need more tests?",
  },
  {
    level: 'routine',
    text: 'i have piles since my delivery 2 years back. for a week now some pain while passing stool and few drops of bright red blood on the stool. no dizziness, no weakness. using cream from chemist. need to see surgeon?',
  },
  {
    level: 'routine',
    text: "Both my knees are stiff in the morning for about 15 minutes and hurt when I squat or sit on the floor. I'm 58 and slightly overweight. Sometimes there is mild swelling in the right knee after a long day. Painkillers help for a while. Should I get an X-ray?",
  },
  {
    level: 'routine',
    text: 'right ear feels blocked and itchy for 10 days, maybe wax. I tried coconut oil drops. no discharge, no fever, not much pain, hearing slightly muffled. should i get it cleaned at ENT?',
  },
  {
    level: 'routine',
    text: 'my 5 yr old scratches his bottom at night n grinds teeth in sleep. yesterday saw tiny white thread like worms in potty. he is eating ok, no tummy pain, no fever. which medicine and should we all take it?',
  },
  {
    level: 'routine',
    text: 'My 3 year old daughter is very fussy with food and mostly wants milk and biscuits. Her weight is normal on the anganwadi card and she is very active. No fever, no loose motions. How can I get her to eat proper meals?',
  },
  {
    level: 'routine',
    text: "My 7 year old has had a cough at night for two weeks after a cold. No fever, she plays normally, and I don't hear any wheeze. We tried honey and steam. Does she need to be seen?",
  },
  {
    level: 'routine',
    text: "Since changing jobs 2 months ago I worry all the time, my stomach feels tight and sleep keeps breaking. I'm managing work but it's hard. Should I see a counsellor?",
  },
  { level: 'routine', text: 'a lot of hair fall for 3 months after typhoid' },
  {
    level: 'routine',
    text: "eyes red and sticky in morning, started in one eye now both. many kids in son's class have same. vision ok no pain",
  },
  {
    level: 'routine',
    text: 'newspaper looks blurry unless I hold it far, 46 yrs. need reading glasses?',
  },
  {
    level: 'routine',
    text: "I keep getting boils on my thighs and buttocks, 3 in the last 2 months. They burst and heal in a week. I'm 40, a bit overweight, and I have never checked my sugar. No fever right now. Should I get some tests done?",
  },
  {
    level: 'routine',
    text: "My period is late by 10 days and the pregnancy test was negative twice. I'm 28, no pain, no bleeding, but I've been very stressed at work. Cycles are usually 30 days. When should I see a gynaecologist?",
  },
  {
    level: 'routine',
    text: "I'm 5 months pregnant. When should the anomaly scan be done, and can I take iron and calcium tablets together?",
  },
  {
    level: 'routine',
    text: 'heel pain when I take first steps in the morning, for 2 months now, gets better after walking a bit then comes back in evening. 44F, teacher, standing all day. no injury, no swelling. what helps',
  },
  {
    level: 'routine',
    text: "I've had acidity almost every day for 2 months even on pantoprazole. I'm 38, work long hours and eat late. No vomiting, no black stools, appetite is fine and weight is stable. Should I get an endoscopy or change something?",
  },
  {
    level: 'routine',
    text: 'headache n heaviness over cheeks for 2 weeks, nose blocked, thick yellow mucus, worse when bending down. took steam and cetirizine, little better. no fever. need antibiotic?',
  },
  { level: 'routine', text: 'dark patches on cheeks since pregnancy, baby is 1 year now. cream?' },
  {
    level: 'routine',
    text: 'My father is 65 and gets up 3-4 times at night to pass urine. The flow is slow and he has to wait for it to start. No burning, no fever, no blood. Is this prostate and who should he see?',
  },
  {
    level: 'routine',
    text: "Burning while passing urine since yesterday, and going more often. I'm 26, no fever, no back pain, no blood in urine. I've started drinking more water and took some cranberry juice. Do I need a urine test?",
  },
  {
    level: 'routine',
    text: "B12 came 150 in report, tingling in feet sometimes especially at night. I'm 34, pure vegetarian, no diabetes. do I need injections or tablets are enough?",
  },
  {
    level: 'routine',
    text: 'SGPT 78 in my liver test, I drink on weekends. fatty liver also in ultrasound. how serious?',
  },
  {
    level: 'routine',
    text: "My mother can't sleep properly since my father passed away 6 months ago. She is 62, wakes at 3 am and can't go back to sleep, and eats less than before. She still manages the house and talks with neighbours. Should we take her to a doctor for this?",
  },
  {
    level: 'routine',
    text: "There are 2-3 light white patches on my son's face and one on his arm. He is 9, they are not itchy and have been there about 2 months. No loss of hair colour on them. Is it vitiligo or something else?",
  },
  {
    level: 'routine',
    text: 'Doctor my tonsils swell every 2-3 months.\nRight now just mild sore throat, no fever. Do I need surgery?',
  },
  {
    level: 'routine',
    text: "fasting sugar 112 in camp today, I'm 55, not on any medicine. is this diabetes?",
  },
  {
    level: 'urgent',
    text: "I've had fever of 102-103 for 3 days with body ache and pain behind the eyes. I'm 28. Paracetamol brings it down but it comes back in 6 hours. No bleeding anywhere, no vomiting, I can drink fluids. Should I get a dengue test today?",
  },
  {
    level: 'urgent',
    text: "My brother's NS1 test was positive yesterday and platelets are 1.4 lakh. Fever is coming down today and he is drinking lots of fluids. No stomach pain, no bleeding gums, no vomiting. How often should we repeat the platelet count?",
  },
  {
    level: 'urgent',
    text: "fever with shivering every alternate day then heavy sweating, 4 days now. between fevers i feel ok just weak. I'm 33, work at a construction site where 2 workers had malaria last month. no vomiting. where to get tested",
  },
  {
    level: 'urgent',
    text: 'Fever for 5 days that goes up a little more every day, now 102. Mild stomach discomfort and no appetite, but no vomiting and no loose motions. I ate a lot of street food last week. Could this be typhoid and which test should I do?',
  },
  {
    level: 'urgent',
    text: 'severe pain left side of back going down to groin, coming in waves since 2 hrs. had kidney stone 2 yrs back, same type pain. vomited once. no fever, urine ok. took a painkiller not much relief',
  },
  {
    level: 'urgent',
    text: "I'm 32 and have had burning while passing urine for 3 days. Since yesterday I have fever of 101 and now pain in the right side of my back. I can eat and drink, not vomiting. Do I need to see a doctor today?",
  },
  {
    level: 'urgent',
    text: "Since this morning I've had loose motions 8-10 times and I feel weak with a dry mouth. I'm passing less urine. I can drink ORS in small sips. No blood in stool. I'm 35 and live alone, what should I do?",
  },
  {
    level: 'urgent',
    text: 'My 2 year old has vomited 4 times and had 6 loose motions since morning. He is peeing less than usual but still drinks small sips of ORS. He is alert and cries with tears, no blood in stool. Should I take him to the doctor today?',
  },
  {
    level: 'urgent',
    text: 'fell off scooter on wet road, right wrist swollen and very painful, cant bend it or hold anything. no wound. fingers can move n not numb. could it be broken?',
  },
  {
    level: 'urgent',
    text: "My son (10) fell from the swing in the park.\nForearm swollen, he is holding it and won't move it, no cut on skin. Need xray?",
  },
  {
    level: 'urgent',
    text: 'A street dog bit my leg while I was walking home, there are two small teeth marks with a little blood. I washed it under running tap with soap for 15 minutes. I have never had rabies vaccine. Do I need the vaccine and where can I get it today?',
  },
  {
    level: 'urgent',
    text: 'monkey scratched my hand at the temple, skin broken slightly. need injection?',
  },
  {
    level: 'urgent',
    text: 'A small metal piece flew into my left eye while grinding at the workshop. I washed it with clean water many times but it still feels like something is inside. The eye is red and watering, I can see fine. Should I go to an eye doctor today?',
  },
  {
    level: 'urgent',
    text: 'daughter 4 yrs ear pain since last night, fever 101, crying when lying down. gave paracetamol, she slept a bit. no discharge from ear, drinking milk. should we go today',
  },
  {
    level: 'urgent',
    text: 'very bad sore throat since 2 days, can barely swallow food, fever 102, white patches on tonsils and neck glands swollen. 20 M, hostel. drinking water ok, breathing fine. need antibiotics?',
  },
  {
    level: 'urgent',
    text: 'big painful boil on buttock, red area spreading, fever since yesterday',
  },
  {
    level: 'urgent',
    text: 'cut palm on broken glass, wound gaping a bit, bleeding controlled with cloth pressure. need stitches?',
  },
  {
    level: 'urgent',
    text: "My mother's random sugar was 320 this afternoon. She had stopped her tablets for a week because she ran out. She is thirsty and passing urine often, but talking normally and walking around. Should we go to the doctor today?",
  },
  {
    level: 'urgent',
    text: 'bp 170/100 twice today, missed my tablets 3 days, no headache, otherwise ok. 58 M',
  },
  {
    level: 'urgent',
    text: "I'm 60 and have painful blisters in a band on one side of my waist going round to the back. Burning pain started 2 days ago before the blisters came. No fever, not near the eye. Is it shingles and do I need medicine quickly?",
  },
  {
    level: 'urgent',
    text: "I'm 10 weeks pregnant and since yesterday I can't keep even water down, vomiting 6-7 times. I feel weak and my urine is dark. No bleeding, no pain in the stomach. What should I do?",
  },
  {
    level: 'urgent',
    text: 'My son is 9 and has had fever of 102-103 for 3 days now. He eats less but drinks water and juice, and plays when the fever comes down with paracetamol. No rash, no vomiting, no cough. Should we get blood tests done today?',
  },
  {
    level: 'urgent',
    text: 'hot oil splashed on hand while cooking, burn size of palm with blisters. kept under tap water',
  },
  {
    level: 'urgent',
    text: '30 yrs, chickenpox spots started today with fever. kids had it last week',
  },
  {
    level: 'urgent',
    text: "sudden very painful lump at anus since yesterday, can't sit properly, no fever",
  },
  {
    level: 'urgent',
    text: 'Fell off my scooter this morning and my right wrist is swollen and looks a bit bent. It is very painful to move the fingers. No head injury, I am fully conscious and talking. Do I need an X-ray today?',
  },
  {
    level: 'urgent',
    text: 'my mother 72 slipped in bathroom, left hip paining a lot, cant stand on that leg. she is talking normally and didnt hit her head. what should we do',
  },
  {
    level: 'urgent',
    text: 'A stray dog bit my 9 year old son on the calf near his school. We washed it with soap and running water for 10 minutes and the bleeding has stopped. Which injections does he need and how soon should we go?',
  },
  {
    level: 'urgent',
    text: 'monkey scratched my hand at the temple, skin broken a little, no bleeding now. need rabies vaccine?',
  },
  {
    level: 'urgent',
    text: 'Hot oil splashed on the back of my hand while frying puris. Now there are 3 or 4 big blisters and it is burning a lot. I kept it under tap water for 15 minutes. Should I burst the blisters or see a doctor?',
  },
  {
    level: 'urgent',
    text: 'Cut my finger deep with the vegetable knife, the edges are gaping open. Bleeding stopped after pressing for 10 min. Need stitches?',
  },
  {
    level: 'urgent',
    text: 'severe pain left side of back going down to groin since 2 hrs, cant sit still, vomited once. had kidney stone last year. no fever',
  },
  {
    level: 'urgent',
    text: "Burning while passing urine for 3 days, now fever 101 with shivering and pain in the lower back on the right side. I'm 28, not pregnant.",
  },
  {
    level: 'urgent',
    text: 'My 4 year old has had 103 fever since this morning, but he is playing with his toys and drinking juice. Paracetamol brings it down to 100. No rash, no fits, and he is peeing normally. Should I take him to the doctor today itself?',
  },
  {
    level: 'urgent',
    text: 'loose motions 8 times since last night, feeling weak and mouth is dry. drinking ORS, passing urine but less than usual. 35 M',
  },
  {
    level: 'urgent',
    text: 'Wheezing started last night after I cleaned the dusty loft. Took 2 puffs of Asthalin and it settled, I can talk in full sentences. Today my chest still feels a little tight. Should I see my doctor today?',
  },
  {
    level: 'urgent',
    text: 'hives all over body after eating prawns at a wedding, very itchy. no lip swelling, no throat swelling, breathing fine. took one cetirizine. still need doctor?',
  },
  {
    level: 'urgent',
    text: 'BP is showing 170/100 on the home machine, checked twice. Mild headache at the back of the head. No chest pain, no weakness in arms or legs, speech is normal. I am 58 and take amlodipine.',
  },
  {
    level: 'urgent',
    text: 'Sugar 350 on the glucometer this morning, feeling very tired and thirsty. Type 2, missed my tablets for a week because I was travelling. No vomiting, no confusion.',
  },
  {
    level: 'urgent',
    text: "Right calf has been swollen and painful since I came back from a 30-hour train journey two days ago. Breathing is fine and there is no chest pain. Could it be a clot? I'm 45.",
  },
  {
    level: 'urgent',
    text: 'While grinding metal at work something flew into my left eye. It is red, watering and feels like sand inside. Vision is ok.',
  },
  {
    level: 'urgent',
    text: 'ear pain since 4 days, now yellow pus coming out of right ear and mild fever',
  },
  {
    level: 'urgent',
    text: "My brother is 22 and has yellow eyes and dark yellow urine for 5 days. He doesn't feel like eating and has nausea. He is alert and talking fine.",
  },
  {
    level: 'urgent',
    text: 'Boil on my thigh has become big, red and full of pus, very painful for 5 days. Slight fever also. I am diabetic.',
  },
  {
    level: 'urgent',
    text: "I'm 10 weeks pregnant and vomiting 6-7 times a day, can't keep food down but sips of water stay. No bleeding, no pain in the tummy. I feel dizzy when I stand up quickly.",
  },
  {
    level: 'urgent',
    text: 'Papa is 78 and fell in the courtyard this evening. His right knee is very swollen and he can walk only with support. He did not hit his head and is talking normally.',
  },
  {
    level: 'urgent',
    text: 'scorpion sting on my foot while working in field. sharp burning pain at that spot only. no sweating, no vomiting, breathing normal. what to do',
  },
  {
    level: 'urgent',
    text: 'twisted my ankle playing football, very swollen and turning blue, cant put any weight on it',
  },
  {
    level: 'urgent',
    text: "Fell on my outstretched hand at the gym, now my shoulder looks out of shape and I can't lift the arm. Fully conscious, no head injury. Is it dislocated?",
  },
  {
    level: 'urgent',
    text: 'Our pet cat bit my hand yesterday. Today it is red and swollen around the teeth marks and throbbing. The cat is not vaccinated. What should I do?',
  },
  {
    level: 'urgent',
    text: "Son fell off the swing, his forearm is swollen and he won't move it. Crying but talking fine, didn't hit his head. Hospital today or can it wait till tomorrow?",
  },
  {
    level: 'urgent',
    text: 'fever 3 days 102-103, body pain, pain behind eyes. no bleeding anywhere, drinking lots of water. dengue test?',
  },
  {
    level: 'urgent',
    text: 'Widal came positive, fever for 7 days not coming down with the tablets from the local clinic. Eating a little, no vomiting.',
  },
  {
    level: 'urgent',
    text: 'Fever with chills every alternate day, then heavy sweating. I came back from a work trip in Odisha 10 days ago and feel ok in between. Could this be malaria?',
  },
  {
    level: 'urgent',
    text: 'pain in right lower belly since morning getting worse when i walk mild fever 99.8 no vomiting age 19',
  },
  {
    level: 'urgent',
    text: 'My toddler is 18 months and has had vomiting and loose motions since yesterday. He is drinking ORS, had 3 wet nappies today, and is active and smiling. When should I take him in?',
  },
  { level: 'urgent', text: 'a dog licked a cut on my hand, is vaccine needed' },
  {
    level: 'urgent',
    text: "Stepped on a rusty nail, it went through my slipper. I cleaned it with dettol. I don't remember my last tetanus injection.",
  },
  {
    level: 'urgent',
    text: 'My son is 8 and his face and eyelids are puffy for 2 days, and his urine looks like cola. He is playing and eating. Is it serious?',
  },
  {
    level: 'urgent',
    text: 'Sore throat with fever 102, white patches on tonsils, it hurts to swallow food but I can drink water.',
  },
  {
    level: 'urgent',
    text: 'fish bone stuck in throat since lunch, pricking feeling. can swallow saliva and breathe fine',
  },
  {
    level: 'urgent',
    text: "Cough and fever for 5 days, now yellow phlegm and a pain on the right side when I take a deep breath. Breathing is ok when resting, oxygen 96 on the pulse oximeter. I'm 50 and a smoker.",
  },
  {
    level: 'urgent',
    text: 'big toe suddenly swollen red and hot since night, cant even bear the bedsheet touching it. uric acid was high last yr',
  },
  {
    level: 'urgent',
    text: 'Painful blisters in a band on one side of my back since 2 days, with burning pain. Age 62. Is it shingles?',
  },
  {
    level: 'urgent',
    text: "Finger got crushed in the car door, the nail has gone black and it's very swollen. Could it be broken?",
  },
  {
    level: 'urgent',
    text: 'My father is 65 and got BP 180/105 at the chemist shop. He says he feels fine, no headache, no chest pain. He stopped his BP tablet 10 days ago on his own.',
  },
  {
    level: 'urgent',
    text: 'left leg below knee red hot swollen and painful 2 days with fever, started from small scratch while gardening',
  },
  {
    level: 'routine',
    text: 'Burnt my forearm on pressure cooker steam, one blister about the size of a coin. Kept it under water. Pain is ok now.',
  },
  {
    level: 'routine',
    text: 'sugar 240 after food for the last week, taking metformin, no symptoms',
  },
  {
    level: 'routine',
    text: "Cough for 3 weeks with evening fever and I've lost some weight. Worried about TB. Breathing is fine and there is no blood in the sputum.",
  },
  { level: 'routine', text: 'bp 150/95 a few times this month, no symptoms, 48 yrs' },
  {
    level: 'routine',
    text: 'Right ear blocked and a little painful since swimming 2 days ago, no discharge, no fever.',
  },
  {
    level: 'routine',
    text: 'My knee got swollen after a fall a week ago. I can walk but it hurts on the stairs and when I squat.',
  },
  {
    level: 'routine',
    text: 'thick white discharge with itching down there since a week, no fever',
  },
  {
    level: 'routine',
    text: 'Found a small painless lump in my left breast while bathing. Age 38, no discharge from the nipple. How soon should I get it checked?',
  },
  {
    level: 'routine',
    text: 'blood drops in toilet after passing hard stool, piles pain. no dizziness',
  },
  {
    level: 'routine',
    text: 'Thyroid report TSH 9.8, feeling tired and gaining weight. Not on any medicine yet.',
  },
  {
    level: 'routine',
    text: 'My Hb came 8.5 in the blood test. I feel tired and breathless on climbing stairs, and my periods are heavy. Can I just start iron tablets?',
  },
  {
    level: 'routine',
    text: 'Mom is 70 and has been forgetting recent things for 6 months, repeats the same questions. She still knows everyone and does her daily work herself.',
  },
  {
    level: 'routine',
    text: 'using my asthma inhaler 3-4 times a day this week instead of once. it helps every time, no breathlessness at rest',
  },
  { level: 'routine', text: 'Both eyes red with sticky discharge since 2 days, vision fine.' },
  {
    level: 'routine',
    text: 'Hives keep coming and going for the last 3 weeks, mostly at night. No swelling of lips, no breathing trouble.',
  },
  {
    level: 'routine',
    text: "After losing my job I can't sleep and feel low for a month. No thoughts of harming myself, I just want to feel normal again.",
  },
  {
    level: 'routine',
    text: 'My 6 year old daughter keeps scratching her bottom at night and we saw small white worms in her stool.',
  },
  {
    level: 'routine',
    text: 'thorn pricked the sole of my foot 4 days ago, now a bit red and sore, no fever',
  },
  // Round 23: every message typed in Latin letters again, measured blind against rules and the detector trained on rounds 1–22 (rules 88.1 %, with the detector 92.3 % at 0.99).
  { level: 'self_care', text: 'having cold and sneezing since yesterday, which tablet is good' },
  { level: 'self_care', text: 'dry cough since 4 days no fever, any syrup?' },
  {
    level: 'routine',
    text: 'my mother 62 has knee pain while climbing stairs, any exercise or oil?',
  },
  { level: 'self_care', text: 'getting acidity after tea on empty stomach, what to do' },
  { level: 'self_care', text: 'small itchy red rash on arms after using new detergent' },
  { level: 'self_care', text: 'mild fever 99.5 since today morning, body ache, otherwise ok' },
  { level: 'self_care', text: 'lower back pain after sitting long hours in office' },
  { level: 'routine', text: 'my fasting sugar came 118 and HbA1c 6.1, am i diabetic?' },
  { level: 'self_care', text: 'what diet should i follow to lose weight, i am pure veg' },
  {
    level: 'self_care',
    text: 'my 4 yr old son had loose motion 3 times today, playing and drinking water fine, eating little less',
  },
  { level: 'self_care', text: 'frequent headache after working on laptop whole day' },
  { level: 'self_care', text: 'too much dandruff, which shampoo is good' },
  { level: 'self_care', text: 'constipation since 3 days any home remedy' },
  { level: 'routine', text: 'mouth ulcers keep coming again and again, any vitamin?' },
  { level: 'self_care', text: 'cant sleep properly at night, keep scrolling phone, tips?' },
  { level: 'self_care', text: 'is it ok to take vitamin D tablet weekly, my level is 14' },
  // Round 24: half in the script, half in Latin letters, a mix of every earlier style; measured blind against rules and the detector of round 23 (rules 89.5 %, with the detector 96.0 %).
  {
    level: 'self_care',
    text: 'I have had a cold and sneezing for 2 days and mild throat pain. What can I take?',
  },
  {
    level: 'routine',
    text: 'My knee pains while climbing stairs, I am 58. Any exercises that help?',
  },
  {
    level: 'routine',
    text: "My fasting sugar came 118 and PP 160 in today's test. Am I diabetic? What diet should I follow?",
  },
  {
    level: 'self_care',
    text: 'Small itchy red rash on my arms since yesterday after using a new soap.',
  },
  {
    level: 'self_care',
    text: 'Lower back pain after long hours at the laptop. Which exercise will help?',
  },
  { level: 'self_care', text: 'Is it okay to eat rice at night if I want to lose weight?' },
  {
    level: 'self_care',
    text: 'My 6 year old has had loose motions 3 times today but is playing, drinking water and eating. What should I give?',
  },
  { level: 'self_care', text: 'How much water should an adult drink in summer?' },
  {
    level: 'self_care',
    text: 'kal se halka bukhar hai 99.8, body pain thoda. paracetamol le sakte hain?',
  },
  {
    level: 'self_care',
    text: 'raat ko sukhi khaansi bahut aati hai, 4 din se. koi syrup ya gharelu nuskha?',
  },
  {
    level: 'self_care',
    text: 'khana khane ke baad roz acidity hoti hai, khatti dakaar. kya avoid karun?',
  },
  { level: 'routine', text: 'BP 138/88 aaya aaj pharmacy pe, koi tension wali baat hai kya?' },
  { level: 'self_care', text: 'baalon mein dandruff bahut hai, koi acha shampoo batao' },
  { level: 'routine', text: 'vitamin D report mein 18 aaya, goli kitne din leni chahiye?' },
  {
    level: 'self_care',
    text: 'kal pair mein moch aa gayi thi, thodi sujan hai, chal pa raha hoon. ice lagaun ya garam sek?',
  },
  { level: 'self_care', text: 'neend nahi aati raat ko, mobile dekhta rehta hoon. kya karun' },
  // Round 25: half in the script, half in Latin letters, less typical presentations; measured blind against rules and the detector of round 24 (rules 83.5 %, with the detector 95.7 %).
  {
    level: 'self_care',
    text: 'I have a runny nose and mild sore throat since yesterday, no fever. What should I take?',
  },
  {
    level: 'self_care',
    text: 'Got a small cut on my finger while chopping onions, bleeding stopped after pressing. Should I put a bandage?',
  },
  { level: 'self_care', text: 'Mosquito bites on my legs are itching a lot, anything to apply?' },
  {
    level: 'self_care',
    text: 'Sir thoda acidity ho raha hai khana khane ke baad, kya Gelusil le sakta hu?',
  },
  {
    level: 'self_care',
    text: 'Beta ko 2 din se loose motion hai par khel raha hai, khana kha raha, ORS de rahe hai, aur kya karein?',
  },
  {
    level: 'self_care',
    text: 'Neend theek se nahi aa rahi exam ki tension me, koi ghar ka nuskha batao.',
  },
  {
    level: 'routine',
    text: 'My fasting sugar is coming 140-150 for the last month even with tablets. Should I change medicine?',
  },
  {
    level: 'routine',
    text: "I have had mild knee pain while climbing stairs for 3 months, I'm 55.",
  },
  {
    level: 'routine',
    text: 'I have a mole on my back that has become bigger and darker in the last few months, no pain.',
  },
  {
    level: 'routine',
    text: 'Mummy ke baal bahut jhad rahe hai aur thakaan rehti hai, thyroid check karwana chahiye kya?',
  },
  {
    level: 'routine',
    text: 'Mera period 2 mahine se irregular hai, pregnancy test negative aaya, koi problem hai kya?',
  },
  {
    level: 'urgent',
    text: "My daughter has had fever of 102 for 3 days and now ear pain, she's crying a lot.",
  },
  {
    level: 'urgent',
    text: "Burning while passing urine and fever with chills since last night, also pain in my side. I'm 30.",
  },
  {
    level: 'urgent',
    text: 'Dada ji ka BP aaj 180/110 aa raha hai, sar me halka dard, baaki koi problem nahi, tablet le li hai.',
  },
  {
    level: 'urgent',
    text: 'Kal kutte ne kaat liya tha, chhota zakhm hai, abhi tak injection nahi lagwaya.',
  },
  {
    level: 'urgent',
    text: 'Aankh me kal se laali aur dard hai, roshni chubh rahi hai, thoda dhundhla bhi dikh raha hai.',
  },
  // Round 26: a third in the script with English words, a third in Latin letters, a third with slips or as voice typing writes it, the danger told in passing; measured blind against rules and the detector of round 25 (rules 85.5 %, with the detector 96.0 %).
  {
    level: 'self_care',
    text: 'I have mild cold and sneezing since 2 days, no fever. Any home remedy?',
  },
  { level: 'self_care', text: 'Mujhe raat ko spicy khane ke baad acidity ho jati hai, kya karun?' },
  {
    level: 'self_care',
    text: 'Small cut on my finger while chopping onion, bleeding stopped, how to dress it?',
  },
  {
    level: 'self_care',
    text: 'my 6 year old had mild loose motion twice today but he is eating and playing what to give',
  },
  {
    level: 'self_care',
    text: "Mosquito bites all over my son's legs after the school picnic, itching a lot. Which cream?",
  },
  {
    level: 'routine',
    text: 'I am 38, feeling tired for last two months and hair is falling a lot. Should I get thyroid checked?',
  },
  {
    level: 'routine',
    text: 'Pichle 3 hafte se raat ko khansi aa rahi hai, bukhar nahi hai, I smoke around 10 a day.',
  },
  {
    level: 'routine',
    text: "My mother's fasting sugar came 160 on the home glucometer twice this week, she is on metformin. Should we change the dose?",
  },
  {
    level: 'routine',
    text: 'there is a small lump in my neck since one month painless and not growing',
  },
  {
    level: 'routine',
    text: 'Knee pain when climbing stairs for a few months now, age 55. Otherwise fine.',
  },
  {
    level: 'urgent',
    text: 'My son is 8 years, fever 103 since 3 days and now ear pain also, paracetamol not helping much.',
  },
  {
    level: 'urgent',
    text: 'Kal se peshab mein jalan aur bukhar hai, aur kamar ke side mein dard bhi ho raha hai.',
  },
  {
    level: 'urgent',
    text: 'My father is diabetic and the wound on his foot is getting red and swollen with pus since 2 days.',
  },
  {
    level: 'urgent',
    text: 'my daughter is 5 years she has vomited 6 times since morning not able to keep even water down but still active',
  },
  {
    level: 'urgent',
    text: 'Got bitten by a street dog on the leg this morning, small wound, washed with soap. Do I need injection?',
  },
  {
    level: 'urgent',
    text: 'Fever since 4 days with body pain, platelet count came 90,000 today, I am drinking lots of fluids.',
  },
  // Round 27: two thirds in Latin letters, short, typed fast and by ear; measured blind against rules and the detector of round 26 (rules 83.2 %, with the detector 95.2 %).
  { level: 'self_care', text: 'cold and sneezing since 2 days no fever' },
  { level: 'self_care', text: 'mouth ulcer paining while eating' },
  { level: 'self_care', text: 'cut finger while cutting onion bleeding stopped' },
  { level: 'self_care', text: 'acidity and sour burps after late night dinner' },
  { level: 'self_care', text: 'neck stiff after sleeping on wrong pillow' },
  { level: 'routine', text: 'fasting sugar came 140 in office camp' },
  { level: 'routine', text: 'age 55 knee pain climbing stairs since 2 months' },
  { level: 'routine', text: 'hair fall a lot since 3 months' },
  { level: 'routine', text: 'periods irregular since 6 months' },
  { level: 'routine', text: 'white patches on my child skin' },
  { level: 'routine', text: 'cough at night since 3 weeks no fever' },
  { level: 'urgent', text: 'fever 102 since 3 days with body pain dengue going around in colony' },
  { level: 'urgent', text: 'burning urine fever and back pain since yesterday' },
  { level: 'urgent', text: 'child ear pain cried whole night pus coming' },
  { level: 'urgent', text: 'dog bit on leg this morning small scratch do i need injection' },
  { level: 'urgent', text: 'something went in eye while using mixie now red and paining' },
  // Round 28: sent on someone else's behalf (an ASHA worker, a neighbour, a son far away), a third each in the script, in Latin letters and as voice typing writes it, less typical presentations; measured blind against rules and the detector of round 27 (rules 86.4 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'Burning while passing urine, fever 101 and pain in my back on one side since yesterday.',
  },
  { level: 'urgent', text: 'mom diabetic, wound on big toe going black and smelly since 3 days' },
  {
    level: 'urgent',
    text: 'fish bone stuck in throat since last night painful to swallow but breathing ok',
  },
  {
    level: 'urgent',
    text: 'my tooth has been paining for days and now my cheek is swollen and I have fever',
  },
  {
    level: 'urgent',
    text: 'my son 6 yrs loose motions 8 times since morning and passing less urine, still drinking ORS',
  },
  { level: 'routine', text: "knee pain while climbing stairs since 2 months, I'm 60" },
  {
    level: 'routine',
    text: 'heel pain first thing in the morning for a few weeks, gets better after walking a bit',
  },
  {
    level: 'routine',
    text: 'husband snores loudly and sleeps off during meetings, feels tired all day',
  },
  {
    level: 'routine',
    text: 'Noticed a small painless lump in my breast last week, no other problem.',
  },
  { level: 'routine', text: 'bp at chemist came 150/95 twice this month no symptoms' },
  { level: 'routine', text: 'hair falling a lot since 3 months and feeling tired, periods heavy' },
  { level: 'self_care', text: 'cold and sneezing runny nose since 2 days no fever' },
  { level: 'self_care', text: 'small mouth ulcer since 3 days, hurts when eating spicy' },
  { level: 'self_care', text: 'Mild acidity after a heavy spicy dinner, no other complaints.' },
  { level: 'self_care', text: 'mosquito bites itching a lot on legs' },
  { level: 'self_care', text: 'body aching after first day at gym, legs sore' },
  // Round 29: a practical question with the danger inside it ('can we wait till morning?'), often about two people, the emergency the second one's; measured blind against rules and the detector of round 28 (rules 86.4 %, with the detector 94.3 %).
  {
    level: 'urgent',
    text: "My son is 8 and has had fever of 102 for 3 days with body pain, and dengue is going around in our society. He's drinking and peeing okay, no bleeding. Should we get a test today or wait? And can my mother take Dolo with her BP tablet?",
  },
  {
    level: 'urgent',
    text: 'Papa (65) ko kal se kamar pe ek side jalan ho rahi thi, aaj wahan patti jaise line mein chhote paani wale daane nikal aaye, bahut dard. Shingles hai kya? Aaj doctor ko dikhana zaroori ya kal?',
  },
  {
    level: 'urgent',
    text: 'my father cut his hand with a rusty sickle in the field the wound is deep about three centimetre the bleeding stopped with pressure we dont know when he last had tetanus can we go tomorrow',
  },
  {
    level: 'urgent',
    text: "My daughter (6) has had bad ear pain since last night and now there is pus coming out, temperature 100. My husband's shoulder also hurts. Should we go to the ENT today or is tomorrow fine?",
  },
  {
    level: 'urgent',
    text: "Dad's diabetic foot has a small wound that's become red, swollen and warm over 2 days and smells a bit. No fever, he's eating. Which hospital OPD is open on Sunday?",
  },
  {
    level: 'routine',
    text: 'My mother gets knee pain while climbing stairs, for about 6 months now, worse in winter. Which doctor should we show and can she continue her morning walk?',
  },
  {
    level: 'routine',
    text: 'Mujhe 2 mahine se acidity hai, khaane ke baad seene mein jalan, weight normal, ulti nahi. Kaunsa test karaun? Aur husband ko kharrate bahut aate hain, uska kya?',
  },
  {
    level: 'routine',
    text: 'my periods are irregular for the last six months and i am gaining weight and getting acne my mother says it is pcod which doctor should i go to and which tests',
  },
  {
    level: 'routine',
    text: "Husband's BP at home has been around 146/94 for the past two weeks, no symptoms, he's 45. Should he start medicine? And can our son's eye check be done at the same hospital?",
  },
  {
    level: 'routine',
    text: 'Hair fall bahut ho raha hai 3 mahine se aur thakaan rehti hai. Thyroid test karwa lu? Mummy ke haathon mein raat ko jhunjhuni hoti hai, wo bhi dikhana hai.',
  },
  {
    level: 'routine',
    text: 'my son is seven and he is squinting to see the blackboard his teacher told us which eye doctor should we go to and can his grandfathers cataract check be done together',
  },
  {
    level: 'self_care',
    text: 'Runny nose and sneezing since yesterday, bit of throat irritation, no fever. Can I go to office? What should I take? My wife says ginger tea, is that fine?',
  },
  {
    level: 'self_care',
    text: 'gym ke baad legs mein bahut dard hai 2 din se, chal toh theek raha hu, koi swelling nahi. Volini laga lu? Bhai ko bhi same hai.',
  },
  {
    level: 'self_care',
    text: 'i have a small ulcer on my tongue since three days it hurts when i eat spicy food no fever can i apply something my daughter also has one',
  },
  {
    level: 'self_care',
    text: 'My 2-year-old has had loose motions 3 times today but is playing, drinking well and peeing normally. Is ORS enough? And my grandmother wants to know about isabgol for her constipation.',
  },
  {
    level: 'self_care',
    text: 'kal shaadi mein bahut zyada kha liya, aaj pet bhaari bhaari aur gas. ENO le lu? papa ko bhi halki acidity hai',
  },
  // Round 30: people who write little and badly (short, broken, misspelt, English medical words mixed in); measured blind against rules and the detector of round 29 (rules 92.6 %, with the detector 98.0 %).
  {
    level: 'urgent',
    text: 'burning urine and fever 102 with shivering, back side pain since 2 day',
  },
  { level: 'urgent', text: 'street dog bite on hand yesterday, no injection taken yet' },
  { level: 'urgent', text: 'child 4 yr ear pain strong since night, fever, crying' },
  {
    level: 'urgent',
    text: 'eye red paining after iron piece went in at workshop, cant open proper',
  },
  {
    level: 'urgent',
    text: '3 din se bukhar 103, badan dard, aankh ke peeche dard, dengue chal raha mohalle me',
  },
  { level: 'routine', text: 'sugar fasting 160 last 2 test, no tablet yet' },
  { level: 'routine', text: 'knee pain old age, stairs climbing problem, 2 month' },
  { level: 'routine', text: 'white discharge little itching since 2 weeks' },
  { level: 'routine', text: 'BP 150/95 checked at chemist twice, no headache nothing' },
  { level: 'routine', text: 'baal bahut gir rahe hain 3 mahine se, kamzori bhi lagti' },
  { level: 'routine', text: 'khansi 3 hafte se, bukhar nahi, smoking karta hu 20 saal se' },
  { level: 'self_care', text: 'cold and sneezing, little sore throat since yesterday, no fever' },
  { level: 'self_care', text: 'mouth ulcer 2 small, paining while eating' },
  { level: 'self_care', text: 'small cut on finger cutting onion, bleeding stopped' },
  {
    level: 'self_care',
    text: 'loose motion 2 times today, drinking ORS, no fever no blood, age 30',
  },
  { level: 'self_care', text: 'dhoop me kaam karke sir dard, paani kam piya aaj' },
  // Round 31: messages that mix times and people (a past emergency and a present worry, two family members, a question about signs, recovery after hospital); measured blind against rules and the detector of round 30 (rules 93.2 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: 'My daughter 6 yrs has fever 103 since 3 days and ear pain, crying a lot. Her brother had the same last month and needed antibiotics.',
  },
  {
    level: 'urgent',
    text: 'dadi ko peshab me jalan aur bukhar hai kal se, thand se kaanp rahi hai, sugar bhi hai unko',
  },
  {
    level: 'urgent',
    text: 'My father had knee replacement 10 days back, now the wound is red, swollen and some pus is coming, mild fever',
  },
  {
    level: 'urgent',
    text: 'Got bitten by a street dog on my calf this morning, washed it with soap. My cousin got bitten last year and took injections. Where do I go?',
  },
  {
    level: 'urgent',
    text: 'beti 4 saal ki hai, 2 din se ulti dast ho rahe, aaj peshab bahut kam aaya, thodi sust hai',
  },
  {
    level: 'routine',
    text: 'My mother had TB 5 yrs ago, completed treatment. Now she has cough for 3 weeks, no fever, appetite slightly less.',
  },
  {
    level: 'routine',
    text: 'husband ka BP 150/95 aa raha hai pichle ek hafte se, koi takleef nahi, unke papa ko bhi BP tha',
  },
  {
    level: 'routine',
    text: "I've been feeling tired for a month and my periods are heavy. My sister has thyroid, could it be that?",
  },
  {
    level: 'routine',
    text: 'Mole on my back has become bigger over the last few months. My grandfather had skin cancer.',
  },
  {
    level: 'routine',
    text: 'bete ke ghutne me 2 hafte se dard hai football khelne ke baad, chal leta hai par daudne par dard',
  },
  {
    level: 'routine',
    text: 'Since my delivery 4 months back I get lower back pain daily. Baby is fine. Should I see someone?',
  },
  {
    level: 'self_care',
    text: 'mujhe aur mere bhai dono ko kal se sardi zukam hai, halka gala kharab, bukhar nahi',
  },
  {
    level: 'self_care',
    text: 'My son got a small cut on his finger while cutting vegetables, bleeding stopped. Last year he needed stitches for a big cut but this one is tiny.',
  },
  {
    level: 'self_care',
    text: 'Mild headache since evening, long screen time, slept less last night.',
  },
  { level: 'self_care', text: 'Acidity after biryani yesterday, better today.' },
  { level: 'self_care', text: 'mummy ko mosquito bite pe khujli ho rahi hai, bas thoda laal hai' },
  // Round 32: comparisons and sensations ('like an elephant on my chest', 'limp like a wet cloth', 'half my body feels like someone else's'); measured blind against rules and the detector of round 31 (rules 83.8 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'Peshab mein aag jaisi jalan, har 10 minute mein jaana pad raha, ab kaanp ke bukhar aaya aur kamar mein right side dard',
  },
  {
    level: 'urgent',
    text: "My 6 year old says it's like someone is drilling inside his ear, since last night, fever 101, crying and can't sleep",
  },
  {
    level: 'urgent',
    text: "Ankle swollen like a bun after I twisted it on the stairs, can't put any weight on it",
  },
  {
    level: 'urgent',
    text: 'Dog ne haath pe kaat liya aadha ghanta pehle, thoda khoon aaya, sabun se dho liya hai',
  },
  {
    level: 'urgent',
    text: 'Pain in lower right side of stomach like a knife poking when I walk or cough, started near the navel yesterday, mild fever and no appetite',
  },
  {
    level: 'routine',
    text: 'Heel pain like stepping on a nail with the first steps every morning, for 2 months now',
  },
  {
    level: 'routine',
    text: 'Feel like a phone stuck at 10% battery all the time for a month, hair also falling a lot',
  },
  {
    level: 'routine',
    text: 'Ghutne mein aisa lagta hai jaise ret bhari ho, seedhi chadhte waqt kat-kat awaaz aati hai, 55 saal ki hoon',
  },
  { level: 'routine', text: 'small lump in my neck like a pea, not painful, noticed 3 weeks back' },
  {
    level: 'routine',
    text: 'For about 6 weeks, most nights after dinner, acid comes up to my throat like sour water and my chest burns. Antacid helps a bit but it keeps coming back.',
  },
  {
    level: 'routine',
    text: 'Raat ko haath ki ungliyan jhunjhuna jaati hain jaise cheentiyan chal rahi ho, subah tak theek, kuch hafton se ho raha',
  },
  {
    level: 'self_care',
    text: 'Nose running like a tap and sneezing since yesterday, bit of throat scratch, no fever',
  },
  { level: 'self_care', text: 'Gala reg-maal jaisa ho gaya match mein chilla chilla ke' },
  { level: 'self_care', text: 'mosquito bite itching like crazy, small red bump' },
  {
    level: 'self_care',
    text: 'Aaj 2 baar loose motion, pet mein gudgud, baaki theek hoon, ORS pee raha hoon',
  },
  { level: 'self_care', text: 'Lips cracked like dry earth this winter' },
  // Round 33: a practical question carries the message (can I wait till morning, which tablet, cost, travel, work or school); measured blind against rules and the detector of round 32 (rules 88.1 %, with the detector 96.9 %).
  {
    level: 'urgent',
    text: "Can I go to work today? I've had high fever 103 for 3 days with severe body ache and pain behind the eyes, and now small red spots on my arms. Dengue is going on in our colony.",
  },
  {
    level: 'urgent',
    text: 'Bete ko kal se kaan mein bahut dard hai aur 102 bukhar, raat bhar roya. Kya aaj school bhej du ya doctor ke paas le jaun?',
  },
  {
    level: 'urgent',
    text: 'Burning while passing urine since 2 days and now fever with chills and pain in my lower back on the right side. Which tablet should I take, can I wait till Monday?',
  },
  {
    level: 'urgent',
    text: "My mother cut her hand on the sickle this morning, it's deep and keeps gaping open, still oozing a little. Can the village doctor put stitches or do we need to go to town?",
  },
  {
    level: 'urgent',
    text: 'My 4 year old has had loose motions 8-10 times since yesterday, passing less urine and is cranky, drinking ORS slowly. Should we wait till my husband comes in the evening?',
  },
  {
    level: 'routine',
    text: 'Is the skin doctor at the civil hospital available on Saturdays? I have itchy round patches on my thighs for 3 weeks, spreading slowly.',
  },
  {
    level: 'routine',
    text: 'Mujhe 2 hafte se khansi hai, bukhar nahi, bas raat ko zyada hoti hai. Kya chemist se koi syrup le lun ya doctor ko dikhana zaroori hai?',
  },
  {
    level: 'routine',
    text: "How much does a thyroid test cost? I'm feeling tired all the time, gaining weight and my periods are irregular since a few months.",
  },
  {
    level: 'routine',
    text: "My father's knee pain is increasing since a month, with swelling in the evenings. Can he travel by train to Haridwar next week and should we get an X-ray first?",
  },
  {
    level: 'routine',
    text: 'My daughter (14) gets headaches most afternoons at school for 2 weeks, she says the board looks blurry. Should I take her to an eye doctor or a general doctor?',
  },
  {
    level: 'routine',
    text: 'Sugar ki dawai le raha hoon, pair ke anguthe pe chhota sa ghaav hai 1 hafte se jo bhar nahi raha, dard ya sujan nahi hai. Kya agle hafte doctor ko dikha sakta hoon?',
  },
  {
    level: 'self_care',
    text: "Can I send my son to school with a runny nose and sneezing? No fever, he's playing normally.",
  },
  {
    level: 'self_care',
    text: 'Kal shaadi mein zyada kha liya, aaj pet thoda bhaari lag raha hai aur khatti dakar aa rahi hai. Kya aaj normal khana kha sakta hoon ya sirf khichdi?',
  },
  {
    level: 'self_care',
    text: "I got a small burn on my finger from the tawa, it's red and a little painful, no blister. Can I put toothpaste or what should I apply?",
  },
  {
    level: 'self_care',
    text: 'Mild sore throat since yesterday after eating ice cream, no fever. Can I go to office or will I spread it?',
  },
  {
    level: 'self_care',
    text: 'Gym shuru kiya 3 din pehle, ab jaangh aur haathon mein dard ho raha hai. Kya aaj bhi workout karun ya rest lun?',
  },
  // Round 34: told from afar or alone (a son retelling a phone call from the village, a video call, someone living alone at night, a neighbour through the wall); measured blind against rules and the detector of round 33 (rules 86.1 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: "Mummy called, she's had burning urine and 101 fever since yesterday with back pain on one side. She's 58 and diabetic, in the village.",
  },
  {
    level: 'urgent',
    text: 'Hostel mein hoon, 3 din se tez bukhar 103 tak, body pain aur aaj rashes aa gaye. Yahan dengue chal raha hai.',
  },
  {
    level: 'urgent',
    text: "Dad fell in the bathroom this morning and told me only on the phone in the evening, his wrist is swollen and he can't move it. He's 72 and lives with just my mother.",
  },
  {
    level: 'urgent',
    text: "I live alone, since morning I have pain in the lower right side of my stomach that's getting worse, slight fever and I don't feel like eating.",
  },
  {
    level: 'urgent',
    text: "Neighbour's kid, 6 years, has had loose motions and vomiting since morning, 8-9 times, hasn't passed urine since afternoon. Parents are at work and his grandma asked me what to do.",
  },
  {
    level: 'routine',
    text: "My mother says on the phone her knee pain has been increasing for 2 months, difficult to climb stairs now. She's 65.",
  },
  {
    level: 'routine',
    text: 'Papa ko 2 hafte se khansi hai, bukhar nahi, bas raat ko zyada hoti hai. Phone pe awaaz bhi bhaari lag rahi thi.',
  },
  {
    level: 'routine',
    text: "Working night shifts for 6 months, I'm not able to sleep in the day, low energy all the time and hair falling too. What tests should I get done?",
  },
  {
    level: 'routine',
    text: "Wife is at her parents' place, she said her period is 10 days late and the home test is positive. When should she see a gynaecologist?",
  },
  {
    level: 'routine',
    text: "My grandfather told me on call that he's getting up many times at night to pass urine and the stream is weak. He's 74.",
  },
  {
    level: 'routine',
    text: 'Akele rehta hoon, 2-3 hafte se weight kam ho raha hai aur pyaas bahut lagti hai. Family mein sugar hai.',
  },
  {
    level: 'self_care',
    text: 'Hostel student here, sore throat and runny nose since yesterday, no fever. What can I do tonight, mess is closed.',
  },
  {
    level: 'self_care',
    text: 'Mummy ne phone pe bataya unko 2 din se halka sar dard hai aur naak band hai, mausam badla hai. Kya le sakti hain?',
  },
  {
    level: 'self_care',
    text: 'Living alone, cut my finger while chopping onions, small cut, bleeding stopped with pressure. Do I need anything else?',
  },
  {
    level: 'self_care',
    text: 'Dad said on call he has acidity after eating pakodas at a function, no other problem. What can he take?',
  },
  {
    level: 'self_care',
    text: 'Night shift ke baad aankhen laal aur jalan ho rahi hai, screen pe 10 ghante kaam hota hai. Kya karun?',
  },
  // Round 35: young writers (students 13–24: slang, emojis, English mixed in, hostel, exams, sports, a friend's forwarded message); measured blind against rules and the detector of round 34 (rules 87.8 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: "I've had 103 fever for 3 days in hostel, body ache and now red rashes on my arms. dengue is going around in our area.",
  },
  {
    level: 'urgent',
    text: 'mummy ko peshab mein jalan aur kamar ke side mein dard hai, kal se kaanp ke bukhar bhi aa raha. aaj hi doctor ke paas le jau?',
  },
  {
    level: 'urgent',
    text: "fell during kabaddi and my wrist is swollen and looks a bit bent, can't move it. pain is bad but bearable.",
  },
  {
    level: 'urgent',
    text: "my 8 yr old brother has had vomiting and loose motions since morning, like 8 times, and he's barely peeing now.",
  },
  {
    level: 'urgent',
    text: 'kal raat se pet ke right side neeche dard hai, chalne pe badh raha aur ek baar ulti bhi hui. 19F hoon',
  },
  {
    level: 'routine',
    text: 'I get headaches almost every evening after coaching, for 2 weeks now. could it be my eyes?',
  },
  {
    level: 'routine',
    text: 'papa ko 2 hafte se sukhi khansi hai, bukhar nahi hai, par ja hi nahi rahi. smoke bhi karte hain',
  },
  {
    level: 'routine',
    text: "my periods have been irregular for 4 months, skipping and then coming twice. I'm 17 and also gaining weight.",
  },
  {
    level: 'routine',
    text: 'pimples on my face are getting really bad and leaving marks, tried so many face washes nothing works',
  },
  {
    level: 'routine',
    text: "dadi's knees hurt a lot, she can't climb stairs anymore and there's a bit of swelling. she's 70",
  },
  {
    level: 'routine',
    text: 'been feeling low and unmotivated for a month since moving to Pune for my first job, not sleeping well. no thoughts of hurting myself, just blah',
  },
  {
    level: 'self_care',
    text: 'caught a cold after getting drenched in the rain on my bike, runny nose and sneezing, no fever. what can i do at home?',
  },
  {
    level: 'self_care',
    text: 'canteen ka samosa kha ke halki acidity ho rahi hai 😅 khaane ke baad seene mein jalan, koi gharelu upay?',
  },
  {
    level: 'self_care',
    text: 'got a small mouth ulcer probably from exam stress, hurts when i eat spicy stuff',
  },
  {
    level: 'self_care',
    text: 'sore throat from screaming at the IPL match yesterday lol, voice is all cracked',
  },
  {
    level: 'self_care',
    text: 'hostel mein machhar ke kaatne se haathon pe bahut khujli ho rahi, koi cream batao',
  },
  // Round 36: people with a long-standing illness or a known history (diabetes, BP, asthma, epilepsy, an old stroke or heart attack, a stent, kidney disease, a past miscarriage or C-section, old TB) write about something new; measured blind against rules and the detector of round 35 (rules 90.9 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: "Diabetic for ten years. A new shoe gave me a small cut on the big toe, and for two days it's red, warm, swollen with a little pus around it. No fever, but sugar readings are in the 250s since then.",
  },
  {
    level: 'urgent',
    text: 'Kidney transplant 3 saal pehle hua tha, immunosuppressant dawaiyan chal rahi hain. Kal se 101 bukhar hai aur susu mein jalan ho rahi hai. Baaki kha pi raha hoon, chal phir raha hoon.',
  },
  {
    level: 'urgent',
    text: 'My mother is on warfarin after a valve replacement, her INR was 2.8 last month. Since yesterday her gums bleed while brushing and she has a few big bruises on her arms. Otherwise she feels fine.',
  },
  {
    level: 'urgent',
    text: 'Asthma hai mujhe, Budecort leta hoon. 3 din se bukhar, peela balgam, aur Asthalin din mein 4-5 baar lagana pad raha hai. Baat aaram se kar pa raha hoon, bas seene mein jakdan si hai.',
  },
  {
    level: 'urgent',
    text: 'Had a C-section ten days ago. The stitch line has become red and hot, some yellow discharge is coming, and temperature is 100.5. I can walk and the baby is feeding well.',
  },
  {
    level: 'routine',
    text: "I'm hypothyroid, on Thyronorm 75 for years. For a month my hair is falling more and I'm a bit more tired than usual. My last TSH was done over a year ago. Should I get it rechecked?",
  },
  {
    level: 'routine',
    text: 'Sugar patient hoon, 2-3 mahine se raat ko pair ke talwon mein jhunjhuni aur jalan rehti hai. Koi ghaav nahi hai. Kaunse doctor ko dikhana chahiye, neuro ya sugar wale ko?',
  },
  {
    level: 'routine',
    text: 'BP patient here. My home readings have been around 150/95 for two weeks even on Amlodipine 5. No headache or any other trouble. Does the dose need changing?',
  },
  {
    level: 'routine',
    text: "My son had asthma as a small child, he's 16 now and hasn't needed an inhaler for years. Lately he coughs at night after football practice, two or three times a week. I'd like to get him checked.",
  },
  {
    level: 'routine',
    text: 'Mummy ko 4 saal pehle stroke hua tha, ab theek hain. Pichle kuch mahino se bhoolne lagi hain, naam yaad nahi rehte, ek hi baat baar baar poochti hain. Neurologist ka appointment le lein?',
  },
  {
    level: 'routine',
    text: "I completed TB treatment three years ago. For about three weeks I've had a dry cough, no fever, no weight loss and no blood. Should I get tested again?",
  },
  {
    level: 'self_care',
    text: "Diabetic on metformin, I've had a common cold since yesterday, runny nose and sneezing, no fever. Can I take cetirizine, and is there a cough syrup that won't raise my sugar?",
  },
  {
    level: 'self_care',
    text: 'BP ki dawai leta hoon. Kal shaadi mein bahut tel masale wala khana kha liya, ab thodi acidity aur khatti dakaar aa rahi hai. Seene mein dard nahi, bas pet mein halki jalan hai. Kya karun?',
  },
  {
    level: 'self_care',
    text: 'My father had a heart attack six years back and is fine now. He got a paper cut on his finger and it bled a little longer because of his Ecosprin. We pressed it for five minutes and it stopped. Anything else to do?',
  },
  {
    level: 'self_care',
    text: 'Thyroid patient hoon. 2 din se gale mein khich khich aur halki khansi hai, bukhar nahi. Garam paani ke gargle se thoda aaram hai. Aur kya kar sakti hoon ghar pe?',
  },
  {
    level: 'self_care',
    text: "I'm epileptic on levetiracetam, well controlled for years. I have a mild headache after a long day staring at the laptop. Is it okay to take a paracetamol along with my fits medicine?",
  },
  // Round 37: work and seasons (farm, construction site, brick kiln, factory, drivers, fishermen, migrant workers; monsoon floods, heat wave, winter smoke, festival fasting, pilgrimage, wedding crowds); measured blind against rules and the detector of round 36 (rules 92.0 %, with the detector 98.3 %).
  {
    level: 'urgent',
    text: "Dengue season here. I've had fever of 102 for 3 days with body ache and pain behind the eyes. No bleeding and I'm drinking fluids, but I haven't had a platelet test yet. I work at a garment factory.",
  },
  {
    level: 'urgent',
    text: 'Khet me kaam karte hue 2 din pehle haath me jang lagi keel chubh gayi thi, ab haath laal, garam aur sooja hua hai, ek laal lakeer upar ki taraf ja rahi hai aur halka bukhar bhi hai. Tetanus ka injection nahi liya.',
  },
  {
    level: 'urgent',
    text: "Truck driver. Since yesterday burning urine, fever with chills and pain in my right lower back. I'm on the highway but can stop at the next town.",
  },
  {
    level: 'urgent',
    text: 'My 4-year-old played in the flood water a week ago and now has fever with pain in his calves and red eyes. Neighbours say leptospirosis is going around the colony.',
  },
  {
    level: 'urgent',
    text: 'Kal welding bina chashme ke ki, ab raat se dono aankhon me bahut dard hai, paani aa raha hai, roshni chubh rahi hai, jaise ret pad gayi ho.',
  },
  {
    level: 'routine',
    text: "I've worked in a cotton mill for 15 years and have had a dry cough for two months, a bit worse at work. No fever, no weight loss. Should I get a check-up?",
  },
  {
    level: 'routine',
    text: 'Bhaiya kamar me 3 mahine se dard hai, eent bhatte me eent uthata hu. Raat ko aaram se kam ho jata hai, pair me koi sunnpan nahi. Doctor ko dikhana chahiye kya?',
  },
  {
    level: 'routine',
    text: 'My mother (58) does fieldwork. For a few months her knees ache when climbing the bund and squatting for weeding. No swelling, no fever. Who should we show her to?',
  },
  {
    level: 'routine',
    text: "I spray pesticides on the farm. My hands have had dry, cracked, itchy patches for six weeks, not spreading much. I'd like to get them checked.",
  },
  {
    level: 'routine',
    text: 'Pichle kuch mahino se paas ka padhne me dikkat ho rahi hai, sewing machine me dhaaga daalna mushkil ho gaya. 44 saal ki hu. Chashma banwana hai.',
  },
  {
    level: 'routine',
    text: "I'm an auto driver. My BP was 150/95 at a free camp during the Ganesh festival. I feel fine. What should I do next?",
  },
  {
    level: 'self_care',
    text: 'Working in the field in this heat wave I got a prickly heat rash on my back and neck. Itchy but I feel fine otherwise. Any home remedy?',
  },
  {
    level: 'self_care',
    text: 'Sardi me subah subah doodh dene jaata hu, 2 din se naak beh rahi hai aur gale me halki kharash hai, bukhar nahi. Garam paani ke garare kaafi hain?',
  },
  {
    level: 'self_care',
    text: "After a 12-hour train journey to a wedding my ankles are a bit swollen by evening, they go down overnight. I'm 35 and healthy. Anything I should do?",
  },
  {
    level: 'self_care',
    text: 'First day of wheat harvesting done and my shoulders and back are sore, the usual muscle pain, no injury. How do I relax them?',
  },
  {
    level: 'self_care',
    text: 'Navratri ke vrat me thodi acidity aur kabz ho rahi hai, baaki sab theek hai. Kya khaun ki pet theek rahe?',
  },
  // Round 38: a long story told in order, ending with the speaker's own harmless guess (gas, acidity, the heat, a sprain, tiredness); measured blind against rules and the detector of round 37 (rules 88.9 %, with the detector 95.7 %).
  {
    level: 'urgent',
    text: "Since yesterday I've had burning when passing urine, today fever came with chills and now there's pain in the right side of my back. I went to work anyway, the bus was packed. I thought it's just the heat, I'm drinking lots of water.",
  },
  {
    level: 'urgent',
    text: 'Beta 6 saal ka hai, school se aaya to kaan mein dard bata raha tha, shaam ko bukhar 102 ho gaya, rote rote so gaya, ab bhi kaan pakad ke ro raha hai. Thoda kha-pee raha hai. Sarson ka garam tel daal dein?',
  },
  {
    level: 'urgent',
    text: "Cutting onions for the guests, the knife slipped and I cut my thumb deep, it's gaping open. Bleeding slowed with pressure but I can see it's deep. I packed haldi and tied a cloth. My last tetanus shot was ages ago. I'll manage, I think.",
  },
  {
    level: 'urgent',
    text: "Twisted my ankle getting off the bus this morning, heard a crack. Limped to office but now it's very swollen and blue and I can't put any weight on it at all. I think it's just a sprain, I'll put ice and a crepe bandage.",
  },
  {
    level: 'urgent',
    text: 'Teen din pehle nayi chappal ne pair mein kaat liya tha, main sugar ka patient hoon. Aaj dekha to ghaav ke aas paas laal ho gaya hai, garam aur sooja hua, halka bukhar bhi hai. Socha Betadine laga ke chhod doon.',
  },
  {
    level: 'routine',
    text: "For the past 3 weeks I'm thirsty all the time and getting up 3-4 times at night to pee. My mom has sugar. I thought it's the summer, I'm drinking more water. Otherwise I feel okay. Should I get tested?",
  },
  {
    level: 'routine',
    text: 'Do mahine se subah uthte hi ghutno mein akdan rehti hai, seedhi chadhte waqt dard hota hai. Age 55 hai. Socha umar ka asar hai, garam tel se maalish kar leti hoon. Doctor ko kab dikhaun?',
  },
  {
    level: 'routine',
    text: "My periods have been coming every 2 weeks for the last 3 months, a bit heavier, otherwise I'm fine. I'm 42. I thought it's the stress of my son's board exams. Should I see a gynaecologist?",
  },
  {
    level: 'routine',
    text: "Noticed a small painless lump in my neck while shaving 3 weeks ago, about the size of a pea, and it's still there. No fever. My wife says it's from a tooth and will go. Should I get it checked?",
  },
  {
    level: 'routine',
    text: 'Ek mahine se khana khane ke baad chest mein jalan hoti hai aur khatti dakar aati hai. Office ke baad raat ko late dinner karta hoon. Antacid se aaram mil jata hai. Doctor ko dikhana chahiye kya?',
  },
  {
    level: 'routine',
    text: "My 4 year old has been snoring loudly for months and breathes through his mouth at night, and his teacher says he's sleepy in class. Grandma says all kids snore. Should we see an ENT?",
  },
  {
    level: 'self_care',
    text: "Long day today, went to the market, then cooked for guests with the cooker whistle going non-stop. Now I have a mild headache and feel tired. No fever. I think it's just tiredness, I'll drink water and sleep early.",
  },
  {
    level: 'self_care',
    text: 'Kal raat shaadi mein bahut tala-bhuna kha liya, aaj subah se halki acidity aur pet phoola hua hai. Dard nahi, ulti nahi. Jeera paani pee rahi hoon. Theek ho jayega na?',
  },
  {
    level: 'self_care',
    text: "Since yesterday I have a runny nose, sneezing and a slightly scratchy throat, no fever. My son brought it home from school. I'm taking steam and haldi milk. Should be fine, right?",
  },
  {
    level: 'self_care',
    text: 'Walking barefoot in the garden I scraped my knee on a brick edge, a small graze, the little bleeding stopped on its own. Washed it with soap and water. Do I need anything else?',
  },
  {
    level: 'self_care',
    text: "Shifted house last weekend and lifted lots of boxes. Now my shoulders and lower back are sore, worse when bending, but no numbness or pain going down the legs. I'll use a hot water bag and rest, ok?",
  },
  // Round 39: shyness and euphemism (bleeding called 'that' or 'my clothes got spoiled', pain called 'uneasiness', a suicide plan only hinted, elders' polite indirection); measured blind against rules and the detector of round 37 (rules 78.4 %, with the detector 94.3 %).
  {
    level: 'urgent',
    text: "Forgive me for asking about this. Since yesterday there is burning when I pass water, and now fever with shivering and pain in my lower back on one side. I'm 34. I kept delaying because it is embarrassing.",
  },
  {
    level: 'urgent',
    text: 'Papa ko 3 din se bukhar hai, 102 tak, aur aaj se haath pe laal daane aur body mein bahut dard. Paani pee rahe hain, hosh mein hain. Mohalle mein dengue chal raha hai.',
  },
  {
    level: 'urgent',
    text: "My son (7) fell from the swing, his wrist is swollen and he won't move it, though he is not crying much now. He says it is just 'a little trouble'.",
  },
  {
    level: 'urgent',
    text: 'I have a boil down there, near the private part, that has become very big and painful over three days, and now I have a mild fever. Too shy to show anyone.',
  },
  {
    level: 'urgent',
    text: 'Meri aankh mein kal kaam karte waqt lohe ka chhota sa kan chala gaya tha, aaj aankh laal hai, paani aa raha hai, roshni chubh rahi hai. Dikh toh raha hai.',
  },
  {
    level: 'routine',
    text: "I'm 45 and lately the monthly thing has become irregular and heavier than before, lasting 8 to 9 days. I feel a bit tired. No other trouble. I feel awkward talking about it.",
  },
  {
    level: 'routine',
    text: 'Kuch mahino se raat ko baar baar bathroom jaana padta hai, 3-4 baar. Dhaar bhi pehle jaisi nahi rahi. Umar 62. Poochne mein sharam aati hai.',
  },
  {
    level: 'routine',
    text: "My mother's knees have been giving her trouble for months, stiff in the morning and hard to climb stairs. She says it is just age. Can we see someone this week?",
  },
  {
    level: 'routine',
    text: "For the last few weeks I have been feeling low, not enjoying things, sleeping badly. No thoughts of harming myself, I just feel heavy. I don't know who to tell.",
  },
  {
    level: 'routine',
    text: "There is a small painless lump in my wife's breast that she noticed a week ago. She didn't want to tell me at first. No other problem.",
  },
  {
    level: 'routine',
    text: "Mere pati ko kuch time se 'woh wali kamzori' hai, mard wali baat... sharam aati hai likhne mein. Sugar bhi hai unko. Kaunse doctor ko dikhayein?",
  },
  {
    level: 'self_care',
    text: "I've had a runny nose and a bit of throat scratchiness for two days, no fever, eating fine. I don't want to trouble the doctor for a small thing.",
  },
  {
    level: 'self_care',
    text: 'Kal shaadi mein kuch zyada hi kha liya, aaj pet bhaari bhaari hai aur khatti dakaar aa rahi hai. Aur koi takleef nahi. Ghar pe kya karun?',
  },
  {
    level: 'self_care',
    text: 'My little one (3 years) has a bit of rash in the nappy area, red but no blisters. He is playing and eating normally.',
  },
  {
    level: 'self_care',
    text: 'I get a mild headache by evening when I sit at the computer all day, it goes away with rest and water. No other problem. Is there something simple I can do?',
  },
  {
    level: 'self_care',
    text: 'There is a small ulcer on the inside of my lip for two days, it stings when I eat spicy food. Otherwise fine.',
  },
  // Round 40: readings and numbers (BP 82/50, pulse 44, SpO2 84, a baby's 35.2 °C, fits three times in an hour), the danger often in the number alone; measured blind after rounds 38 and 39's fixes (rules 87.8 %, with the detector 94.9 %).
  {
    level: 'urgent',
    text: "Fever 103 for 3 days, body pain, platelets came 85,000 in today's report. Dengue is going around in our colony. No vomiting, drinking fluids.",
  },
  {
    level: 'urgent',
    text: 'Peshab mein jalan aur 102 bukhar, kamar ke side mein dard 2 din se. Ulti nahi, paani pi rahi hoon. Age 27',
  },
  {
    level: 'urgent',
    text: 'Cut my hand on a tin sheet, about 4 cm long and fairly deep, bleeding stopped with pressure. Last tetanus shot was maybe 10 years ago.',
  },
  {
    level: 'urgent',
    text: "Sugar reading 380 after dinner, I'm type 2 and missed my tablets for a week. Feeling very thirsty but otherwise okay, no vomiting.",
  },
  {
    level: 'urgent',
    text: '5 saal ke bete ke kaan mein raat se tez dard hai, 101 bukhar, aur kaan se thoda paani jaisa nikla hai',
  },
  {
    level: 'routine',
    text: "My home BP readings over a week: 148/94, 150/92, 146/96. No headache. I'm 47. Should I start medicine?",
  },
  {
    level: 'routine',
    text: 'HbA1c 7.8 aaya hai, pichli baar 6.9 tha. Metformin 500 le raha hoon din mein do baar. Doctor ko kab tak dikha dena chahiye?',
  },
  {
    level: 'routine',
    text: 'My 11 year old weighs 52 kg and is 140 cm tall, eats a lot of junk food. Is she overweight and should we see someone?',
  },
  {
    level: 'routine',
    text: 'Knee pain when climbing stairs for 2 months, age 56, slight swelling by evening. Walking 3 km is still okay.',
  },
  {
    level: 'routine',
    text: 'Periods 45-50 din mein aa rahe hain pichle 6 mahine se, pimples bhi badh gaye aur weight bhi. Age 22',
  },
  {
    level: 'routine',
    text: 'Thyroid report TSH 7.2, feeling tired and gained 3 kg in 2 months. Not on any medicine yet.',
  },
  {
    level: 'self_care',
    text: '2 din se sardi aur naak beh rahi hai, temp 99.4, khana theek kha raha hoon. Steam ke alawa kuch karun?',
  },
  {
    level: 'self_care',
    text: 'Kal shaadi mein bahut kha liya, 2 baar loose motion hua, ab theek hoon bas pet bhaari lag raha hai',
  },
  {
    level: 'self_care',
    text: 'Baby is 8 months and teething, temperature 99, drooling a lot and biting everything, still playing normally.',
  },
  {
    level: 'self_care',
    text: 'About 15 mosquito bites on my legs, very itchy, no fever. What cream is good?',
  },
  {
    level: 'self_care',
    text: 'Mild headache after working on the laptop for 10 hours straight, BP 122/80. Goes away when I rest.',
  },
];

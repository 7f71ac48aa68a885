import type { Vignette } from '../../vignette-schema';

/** Held-out set 4, English: written blind, see ../holdout-4.ts. */
export const HOLDOUT4_EN_IN: readonly Vignette[] = [
  {
    id: 'en-h4-diabetic-mother-jaw-back-pain-sweating',
    language: 'en-IN',
    turns: [
      'my mummy is 62, sugar patient since many years. from evening she is having pain in her jaw and upper back between the shoulders, sweating like anything even under the fan, and getting breathless just walking till bathroom. no chest pain at all she says. she thinks its gas and took pudin hara. shall we wait and see till morning?',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['heart_attack', 'angina'] },
    tags: ['holdout', 'casual_emergency', 'negation', 'elderly'],
    note: 'Jaw and upper-back pain with sweating and breathlessness in an older diabetic woman is a heart attack until proven otherwise, even without chest pain.',
  },
  {
    id: 'en-h4-nani-rice-falling-mixed-talk',
    language: 'en-IN',
    turns: [
      'nani is not ok since lunch, pls advise',
      'she is 74. while eating, rice started falling from the right side of her mouth and her talk is coming out all mixed up, we cant understand her. right hand also weak, she dropped the steel glass. it started suddenly around 1 hr back. she takes BP tablets. mama says its just tiredness let her sleep',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'] },
    tags: ['holdout', 'vague_opening', 'casual_emergency', 'elderly'],
    note: 'Sudden facial droop, garbled speech and one-sided arm weakness an hour ago: stroke within the treatment window.',
  },
  {
    id: 'en-h4-brother-field-prick-droopy-eyes-morning',
    language: 'en-IN',
    turns: [
      'last night my brother (28) went to the field to switch on the motor, felt something prick on his foot, he thought it was a thorn. no swelling no pain so he slept. now in the morning he is not able to open his eyes properly, eyelids are drooping, voice sounding nasal and he says difficult to swallow. we are in a village near Nagpur. is it some allergy?',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['snake_bite'] },
    tags: ['holdout', 'casual_emergency', 'negation'],
    note: 'Painless night-time bite in a field followed by drooping eyelids and difficulty swallowing is neurotoxic (krait) envenomation needing anti-venom now.',
  },
  {
    id: 'en-h4-wife-bleeding-clots-after-phc-delivery',
    language: 'en-IN',
    turns: [
      'wife had normal delivery at PHC this morning, they sent us home by evening. now bleeding is too much, changed pads 4 times in 1 hour all fully soaked, big clots coming. she is feeling dizzy and her hands are cold. nurse had said some bleeding is normal after delivery. is this normal??',
    ],
    expected: { level: 'emergency', area: 'abdomen', conditions: ['postpartum_haemorrhage'] },
    tags: ['holdout', 'casual_emergency', 'pregnancy'],
    note: 'Soaking a pad every 15 minutes with clots, dizziness and cold hands hours after delivery is postpartum haemorrhage with early shock.',
  },
  {
    id: 'en-h4-roommate-jerking-five-minutes',
    language: 'en-IN',
    turns: [
      'URGENT my roommate fell off the chair and is jerking all over, eyes gone up, foam coming from mouth. its been 5 min still not stopping and she is not answering me. what do i do, should i put a spoon in her mouth??',
    ],
    expected: { level: 'emergency', area: 'head', conditions: ['epilepsy'] },
    tags: ['holdout'],
    note: 'A generalised seizure lasting five minutes or more and still going is status epilepticus.',
  },
  {
    id: 'en-h4-husband-prawns-wedding-throat-tight',
    language: 'en-IN',
    turns: [
      'we are at a wedding, my husband (40) ate prawns and now 15 min later his lips and eyes are swollen, red itchy rashes all over body, he is saying throat feels tight and his voice is changing, some wheezing sound also. we gave him one cetrizine. will it settle in some time or??',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['anaphylaxis'] },
    tags: ['holdout', 'casual_emergency', 'typo'],
    note: 'Lip swelling, throat tightness, voice change and wheeze minutes after prawns is anaphylaxis; an antihistamine is not enough.',
  },
  {
    id: 'en-h4-student-collected-sleeping-tablets',
    language: 'en-IN',
    turns: [
      'im 23. cant do this anymore honestly. failed the exam third time and my parents have stopped talking to me. i have collected my mothers sleeping tablets, around 30 of them. thinking to take all tonight after everyone sleeps. just tell me will it be painless',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout'],
    note: 'A young adult with a specific plan, the means in hand and a time set for tonight is at imminent risk of suicide.',
  },
  {
    id: 'en-h4-eighteen-day-baby-cold-floppy',
    language: 'en-IN',
    turns: [
      'my baby is 18 days old. since morning she is not taking feed properly, sucks 2-3 times and goes to sleep. her body is feeling cold, she is very floppy when i pick her up and her cry is very weak. no fever, no loose motion. my mother in law says small babies sleep a lot, should i just keep her warm in blanket?',
    ],
    expected: { level: 'emergency', area: 'none', conditions: ['very_sick_infant', 'sepsis'] },
    tags: ['holdout', 'infant', 'casual_emergency', 'negation'],
    note: 'A newborn who is feeding poorly, cold, floppy and weak-crying has possible sepsis; absence of fever does not reassure.',
  },
  {
    id: 'en-h4-son-street-dog-bite-cycling',
    language: 'en-IN',
    turns: [
      'street dog bit my son (9) on back of his leg while he was cycling to tuition. 2 teeth marks, little bleeding. we washed it with soap and put haldi. do we really need the injections or only TT is enough?',
    ],
    expected: { level: 'urgent', area: 'legs', conditions: ['dog_bite_rabies'] },
    tags: ['holdout', 'child'],
    note: 'A stray-dog bite that broke the skin needs wound care and rabies vaccination (and likely immunoglobulin) the same day.',
  },
  {
    id: 'en-h4-back-pain-waves-to-groin-pink-urine',
    language: 'en-IN',
    turns: [
      'sir severe pain on left side of back since 3am, comes in waves and goes down to the groin, cant sit or lie in one position. vomited twice. urine looks slightly pink. no fever. had a stone 2 yrs back',
    ],
    expected: { level: 'urgent', area: 'abdomen', conditions: ['kidney_stones'] },
    tags: ['holdout', 'negation'],
    note: 'Colicky loin-to-groin pain with vomiting and blood in urine is renal colic needing same-day pain relief and imaging; no fever, so not an emergency.',
  },
  {
    id: 'en-h4-both-knees-stairs-crackling',
    language: 'en-IN',
    turns: [
      'both my knees are paining for last 6-8 months, mostly when climbing stairs and getting up from floor after sitting. there is a crackling sound when i bend. no swelling or redness, no fever. im 57 and bit overweight. using volini for now. which doctor should i show?',
    ],
    expected: { level: 'routine', area: 'legs', conditions: ['osteoarthritis'] },
    tags: ['holdout', 'negation'],
    note: 'Months of mechanical knee pain with crepitus and no swelling or fever in a 57-year-old is osteoarthritis for a planned visit.',
  },
  {
    id: 'en-h4-sneezing-runny-nose-office-tomorrow',
    language: 'en-IN',
    turns: [
      'hi, got cold since yesterday, sneezng continuously and nose running like a tap, little itching in throat. no fever, body is fine, eating normally. have office tmrw, what can i take?',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['common_cold', 'allergic_rhinitis'],
    },
    tags: ['holdout', 'negation', 'typo'],
    note: 'A day of sneezing, runny nose and throat itch without fever in a well adult is a common cold.',
  },
];

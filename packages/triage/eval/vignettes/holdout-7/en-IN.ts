import type { Vignette } from '../../vignette-schema';

/** Held-out set 7, English (India): written blind; never tune the engine on these. */
export const HOLDOUT7_EN_IN: readonly Vignette[] = [
  {
    id: 'en-h7-diabetic-father-sweating-no-chest-pain',
    language: 'en-IN',
    turns: [
      'Papa is not feeling well since morning, what to do?',
      'He is 64, sugar patient for 20 years, also on BP tablets. Since about one hour he is sweating a lot even under the fan, feeling very uneasy and breathless, and he vomited once. No chest pain at all he says, only some heaviness in the upper stomach. He checked his sugar just now, it is 210.',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['heart_attack', 'angina'],
    },
    tags: ['holdout', 'vague_opening', 'elderly', 'negation'],
  },
  {
    id: 'en-h7-mother-words-jumbled-mouth-drooping',
    language: 'en-IN',
    turns: [
      'My mother (68) was talking normally at lunch. Suddenly her words started coming out jumbled, the right side of her mouth is drooping and she dropped the tumbler from her right hand. Now she says she is fine, just tired, and wants to lie down. Should we let her sleep it off?',
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['stroke'],
    },
    tags: ['holdout', 'elderly', 'casual_emergency'],
  },
  {
    id: 'en-h7-night-floor-sleeper-drooping-eyelids',
    language: 'en-IN',
    turns: [
      'Our 14 year old son sleeps on a mat on the floor. He woke up around 3 am with stomach pain and vomited twice. Now his eyelids are drooping, he says he is seeing double and his voice sounds thick. We checked his whole body, there is no bite mark, no swelling, no pain anywhere. Could it be food poisoning?',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['snake_bite'],
    },
    tags: ['holdout', 'child', 'negation'],
  },
  {
    id: 'en-h7-home-delivery-bleeding-not-stopping',
    language: 'en-IN',
    turns: [
      'My wife delivered our second baby at home 3 hours ago, the dai helped. The placenta came out but the bleeding is not stopping, she has soaked 4 thick cloths in the last hour and there are big clots. She is looking very pale and says her head is spinning.',
    ],
    expected: {
      level: 'emergency',
      area: 'abdomen',
      conditions: ['postpartum_haemorrhage'],
    },
    tags: ['holdout', 'pregnancy'],
  },
  {
    id: 'en-h7-brother-fell-jerking-froth-confused',
    language: 'en-IN',
    turns: [
      "My brother (26) suddenly fell down while watching TV, his whole body was jerking for around 3-4 minutes, there was froth from his mouth and he bit his tongue. It stopped on its own. Now he is very confused and sleepy, doesn't know where he is. This has never happened before. I don't think he hit his head.",
    ],
    expected: {
      level: 'emergency',
      area: 'head',
      conditions: ['epilepsy'],
    },
    tags: ['holdout', 'negation'],
  },
  {
    id: 'en-h7-prawn-curry-shaadi-throat-closing',
    language: 'en-IN',
    turns: [
      'bhaiya pls reply fast.. my cousin ate jhinga curry at the shaadi, 15 min later his lips and eyes swelled up, full body lal lal chakte and khujli, now he is saying gala band ho raha hai and breathing is making whistle sound. he is 19. we gave cetrizine tablet, should we wait for it to work?',
    ],
    expected: {
      level: 'emergency',
      area: 'chest',
      conditions: ['anaphylaxis'],
    },
    tags: ['holdout', 'romanized', 'typo'],
  },
  {
    id: 'en-h7-letters-written-tablets-collected',
    language: 'en-IN',
    turns: [
      'I dont really know why I am typing this.',
      "I have written letters for my parents and my sister. Gave my laptop and bike to my cousin yesterday. I have been collecting my mother's sleeping tablets for a few weeks, there are around 40 now. Everyone will be better off without me, I am just a burden on them. Tonight I think I am ready.",
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['suicidal_crisis', 'depression'],
      mustMention: ['14416'],
    },
    tags: ['holdout', 'vague_opening'],
  },
  {
    id: 'en-h7-five-week-baby-cold-not-feeding',
    language: 'en-IN',
    turns: [
      'My baby girl is 5 weeks old. Since morning she is not taking feed properly, sucks for a minute and leaves. She is very sleepy, hard to wake up, and her hands and feet feel cold. No fever, I checked with thermometer, it shows 96.2. No loose motions either.',
    ],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis'],
    },
    tags: ['holdout', 'infant', 'negation'],
  },
  {
    id: 'en-h7-street-dog-bite-son-calf',
    language: 'en-IN',
    turns: [
      'A street kutta bit my son (8) on the calf yesterday evening when he was playing in the gali. Small teeth marks, little bit of blood came. We washed with soap and put haldi. He is playing normally, no fever. Neighbours are saying injection not needed if wound is not deep. Is that true?',
    ],
    expected: {
      level: 'urgent',
      area: 'none',
      conditions: ['dog_bite_rabies'],
    },
    tags: ['holdout', 'romanized', 'child', 'negation'],
  },
  {
    id: 'en-h7-burning-urine-then-fever-back-pain',
    language: 'en-IN',
    turns: [
      '42F. Burning while passing urine for 4 days, I thought it will go with drinking water. Since yesterday high fever with shivering, 102, pain in the right side of my back just below the ribs, and I vomited in the morning.',
    ],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['kidney_infection', 'urinary_tract_infection'],
    },
    tags: ['holdout'],
  },
  {
    id: 'en-h7-both-knees-stairs-creaking',
    language: 'en-IN',
    turns: [
      'I am 58. Both knees are paining for about a year, more the right one. Worse when climbing stairs and getting up from the floor, there is a creaking sound. Stiff for a few minutes in the morning then okay. No swelling or redness, no fever. Is there something better than the pain balm?',
    ],
    expected: {
      level: 'routine',
      area: 'legs',
      conditions: ['osteoarthritis'],
    },
    tags: ['holdout', 'negation'],
  },
  {
    id: 'en-h7-running-nose-office-everyone-has',
    language: 'en-IN',
    turns: [
      'sir not feeling well from 2 days',
      'sir from 2 days my nose is running like tap, lots of sneezing and throat is little scratchy. no fever, no body ache, eating sleeping all ok. evryone in my office has same thing. do i need antibiotic or kadha and steam is enough?',
    ],
    expected: {
      level: 'self_care',
      area: 'head',
      conditions: ['common_cold', 'allergic_rhinitis'],
    },
    tags: ['holdout', 'romanized', 'negation', 'typo', 'vague_opening'],
  },
];

import type { Condition } from '../schema';
import { ICMR, NCDC, nhs, who, weighted } from './helpers';

/** Heat illness, bites, stings, severe allergy and poisoning. */
export const BITES_ENVIRONMENT_CONDITIONS: Condition[] = [
  {
    id: 'heat_stroke',
    name: 'Heat stroke',
    prevalence: 'uncommon',
    symptoms: weighted(
      {
        heat_exposure: 0.8,
        hot_dry_skin: 0.9,
        confusion: 0.9,
        high_fever: 0.7,
        unconscious: 0.7,
        seizure: 0.5,
        headache: 0.3,
        vomiting: 0.3,
        fast_breathing: 0.3,
      },
      ['heat_exposure'],
    ),
    redFlags: ['confusion', 'unconscious', 'seizure', 'hot_dry_skin'],
    triageLevel: 'emergency',
    specialty: 'Emergency Medicine',
    bodyArea: 'none',
    selfCare: [
      'Call 108 now. Move the person to shade or a cool room and remove extra clothing.',
      'Cool them fast: wet the skin with cool water and fan them; put wet cloths or ice packs on the neck, armpits and groin.',
      'Give sips of water only if fully awake; do not give anything by mouth if drowsy.',
    ],
    warningSigns: [
      'Confusion, fits, unconsciousness or very hot skin after heat exposure is an emergency',
    ],
    sources: [nhs('heat-exhaustion-heatstroke', 'Heat exhaustion and heatstroke'), NCDC],
  },
  {
    id: 'heat_exhaustion',
    name: 'Heat exhaustion',
    prevalence: 'common',
    symptoms: weighted(
      {
        heat_exposure: 0.9,
        sweating: 0.7,
        dizziness: 0.6,
        headache: 0.5,
        weakness: 0.6,
        nausea: 0.4,
        muscle_cramps: 0.5,
        excessive_thirst: 0.5,
        fainting: 0.3,
      },
      ['heat_exposure'],
    ),
    redFlags: ['confusion', 'hot_dry_skin', 'unconscious', 'seizure'],
    triageLevel: 'self_care',
    specialty: 'General Physician',
    bodyArea: 'none',
    selfCare: [
      'Move to a cool, shaded place, lie down and raise the feet.',
      'Drink water, ORS, buttermilk, lemon water or aam panna.',
      'Cool the skin with wet cloths and a fan.',
      'Avoid going out between noon and 4 pm in heat waves; wear a cap and loose cotton clothes.',
    ],
    warningSigns: [
      'Not better within 30 minutes of cooling and fluids',
      'Confusion, stopping sweating or fainting — treat as heat stroke and call 108',
    ],
    sources: [nhs('heat-exhaustion-heatstroke', 'Heat exhaustion and heatstroke')],
  },
  {
    id: 'snake_bite',
    name: 'Snake bite',
    prevalence: 'uncommon',
    symptoms: weighted(
      {
        snake_bite: 1,
        red_swollen_skin: 0.3,
        unusual_bleeding: 0.4,
        blurred_vision: 0.3,
        difficulty_swallowing: 0.3,
        weakness: 0.3,
        vomiting: 0.3,
        breathlessness: 0.3,
      },
      ['snake_bite'],
    ),
    redFlags: ['snake_bite', 'breathlessness', 'unusual_bleeding', 'confusion'],
    triageLevel: 'emergency',
    specialty: 'Emergency Medicine',
    bodyArea: 'none',
    selfCare: [
      'Call 108 and go to the nearest hospital now — anti-snake venom is free at government hospitals.',
      'Keep calm and still; keep the bitten limb still and below heart level. Remove rings, bangles and tight clothing.',
      'Do not cut the wound, suck out venom, tie a tight tourniquet, apply herbs or visit a traditional healer — these waste time.',
      'Note the time of the bite; take a photo of the snake only if it is safe.',
    ],
    warningSigns: [
      'Even without pain, krait bites (often at night while sleeping on the floor) can cause drooping eyelids and breathing failure hours later',
    ],
    sources: [
      who('snakebite-envenoming', 'Snakebite envenoming'),
      nhs('snake-bites', 'Snake bites'),
    ],
  },
  {
    id: 'dog_bite_rabies',
    name: 'Dog or animal bite (rabies risk)',
    prevalence: 'common',
    symptoms: weighted({
      dog_bite: 1,
      other_animal_bite: 0.9,
      heavy_bleeding_wound: 0.2,
      red_swollen_skin: 0.2,
    }),
    redFlags: ['heavy_bleeding_wound', 'head_injury'],
    triageLevel: 'urgent',
    specialty: 'General Physician',
    bodyArea: 'none',
    selfCare: [
      'Wash the wound at once with soap and running water for 15 minutes — this greatly reduces rabies risk.',
      'Go to a health centre today for anti-rabies vaccine (free at government hospitals) and, for deep bites, rabies immunoglobulin.',
      'Do not apply chilli, turmeric, oil or other substances, and do not stitch or bandage tightly.',
      'Complete every vaccine dose on the schedule the doctor gives.',
    ],
    warningSigns: [
      'Deep bites, bites on the face, head or hands, or multiple bites — go today, do not wait',
      'Bleeding that will not stop',
    ],
    sources: [
      who('rabies', 'Rabies'),
      nhs('animal-and-human-bites', 'Animal and human bites'),
      NCDC,
    ],
  },
  {
    id: 'scorpion_sting',
    name: 'Scorpion sting',
    prevalence: 'uncommon',
    symptoms: weighted(
      {
        scorpion_sting: 1,
        sweating: 0.5,
        vomiting: 0.4,
        cold_clammy_skin: 0.5,
        breathlessness: 0.4,
        palpitations: 0.3,
      },
      ['scorpion_sting'],
    ),
    redFlags: ['sweating', 'vomiting', 'cold_clammy_skin', 'breathlessness', 'confusion'],
    triageLevel: 'urgent',
    specialty: 'Emergency Medicine',
    bodyArea: 'none',
    selfCare: [
      'Go to the nearest hospital now, especially for a child; keep the person calm and still.',
      'A cold pack on the sting helps pain. Do not cut or suck the sting.',
    ],
    warningSigns: [
      'Sweating, vomiting, cold limbs, breathlessness or restlessness after a sting — call 108',
    ],
    sources: [
      {
        title: 'WHO: Animal bites',
        url: 'https://www.who.int/news-room/fact-sheets/detail/animal-bites',
      },
      ICMR,
    ],
  },
  {
    id: 'anaphylaxis',
    name: 'Severe allergic reaction (anaphylaxis)',
    prevalence: 'rare',
    symptoms: weighted({
      lip_tongue_swelling: 1,
      severe_breathing_difficulty: 0.8,
      wheezing: 0.6,
      hives: 0.6,
      fainting: 0.6,
      insect_sting: 0.4,
      dizziness: 0.4,
      vomiting: 0.2,
    }),
    redFlags: ['lip_tongue_swelling', 'severe_breathing_difficulty', 'fainting', 'bluish_lips'],
    triageLevel: 'emergency',
    specialty: 'Emergency Medicine',
    bodyArea: 'chest',
    selfCare: [
      'Call 108 now. If the person has an adrenaline auto-injector, use it.',
      'Lie them flat with legs raised; if breathing is hard, let them sit up.',
    ],
    warningSigns: [
      'Swelling of lips or throat, breathing difficulty or fainting after a food, medicine or sting',
    ],
    sources: [nhs('anaphylaxis', 'Anaphylaxis')],
  },
  {
    // A bee, wasp or ant sting with only pain, redness and swelling where it stung (NHS). The
    // rule 'sting_with_breathing' catches the dangerous ones; an unnamed 'keeda' or 'something'
    // that bit is not read as a named insect, so it stays with the bite rules.
    id: 'insect_sting_reaction',
    name: 'Insect bite or sting (local reaction)',
    prevalence: 'very_common',
    symptoms: weighted(
      { stinging_insect_sting: 1, insect_sting: 0.6, red_swollen_skin: 0.4, itching: 0.3 },
      ['stinging_insect_sting'],
    ),
    redFlags: ['lip_tongue_swelling', 'breathlessness', 'wheezing', 'fainting', 'hives'],
    triageLevel: 'self_care',
    specialty: 'General Physician',
    bodyArea: 'none',
    selfCare: [
      'Scrape out a bee sting with a fingernail or card, then wash with soap and water.',
      'A cold pack on the spot for 10 minutes eases pain and swelling; keep the part raised.',
    ],
    warningSigns: [
      'Swelling of lips, tongue or throat, wheeze or breathlessness, or fainting — call 108 (anaphylaxis)',
      'Many stings at once, a sting inside the mouth, or redness that spreads and gets hot after a day or two',
    ],
    sources: [nhs('insect-bites-and-stings', 'Insect bites and stings')],
  },
  {
    id: 'poisoning',
    name: 'Poisoning (pesticide, chemical, medicine overdose)',
    prevalence: 'uncommon',
    symptoms: weighted(
      {
        poisoning: 1,
        vomiting: 0.4,
        confusion: 0.5,
        sweating: 0.3,
        seizure: 0.3,
        unconscious: 0.5,
        breathlessness: 0.3,
      },
      ['poisoning'],
    ),
    redFlags: ['poisoning', 'unconscious', 'seizure', 'breathlessness', 'suicidal_thoughts'],
    triageLevel: 'emergency',
    specialty: 'Emergency Medicine',
    bodyArea: 'none',
    selfCare: [
      'Call 108 now. Do not make the person vomit and do not give milk, salt water or oil.',
      'Remove clothes soaked in pesticide and wash skin with soap and water (wear gloves).',
      'Take the container or strip to hospital. If it was deliberate, Tele-MANAS 14416 can support later.',
    ],
    warningSigns: [
      'Any swallowed pesticide, kerosene, acid or extra medicines is an emergency even if the person looks well',
    ],
    sources: [nhs('poisoning', 'Poisoning'), who('suicide', 'Suicide (pesticide self-poisoning)')],
  },
];

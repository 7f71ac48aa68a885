import type { Condition } from '../schema';
import { nhs, who, weighted } from './helpers';

/** Injuries: burns, fractures, sprains, head injuries and severe bleeding. */
export const INJURY_CONDITIONS: Condition[] = [
  {
    id: 'burns',
    name: 'Burns and scalds',
    prevalence: 'common',
    symptoms: weighted({ burn: 1, blisters: 0.5, red_swollen_skin: 0.3 }, ['burn']),
    redFlags: ['breathlessness', 'hoarse_voice', 'confusion'],
    triageLevel: 'routine',
    specialty: 'General Surgeon',
    bodyArea: 'none',
    selfCare: [
      'Cool the burn under cool running tap water for 20 minutes as soon as possible.',
      'Remove rings and clothing near the burn unless stuck to the skin.',
      'Cover loosely with cling film or a clean cloth. Do not apply toothpaste, ghee, oil, ice or turmeric; do not burst blisters.',
    ],
    warningSigns: [
      'Burns larger than the person’s palm, deep (white or charred), or on face, hands, feet, genitals or joints — go to hospital',
      'Any burn in a baby, or electrical, chemical or smoke-inhalation burns — call 108',
    ],
    sources: [nhs('burns-and-scalds', 'Burns and scalds'), who('burns', 'Burns')],
  },
  {
    id: 'fracture',
    name: 'Broken bone (fracture)',
    prevalence: 'common',
    symptoms: weighted(
      {
        leg_pain: 0.3,
        arm_pain: 0.3,
        suspected_fracture: 1,
        injury_fall: 0.6,
        joint_swelling: 0.3,
        severe_joint_pain: 0.2,
      },
      ['suspected_fracture'],
    ),
    redFlags: ['heavy_bleeding_wound', 'numbness_tingling', 'cold_clammy_skin', 'head_injury'],
    triageLevel: 'urgent',
    specialty: 'Orthopedic',
    bodyArea: 'none',
    selfCare: [
      'Keep the injured part still with a splint or sling; do not try to straighten it.',
      'Apply a cold pack wrapped in cloth; get an X-ray today.',
      'Avoid traditional bone-setting massage, which can cause lasting damage.',
    ],
    warningSigns: [
      'Bone through the skin, heavy bleeding, or a cold, numb or pale limb — call 108',
      'Suspected neck, back, hip or thigh fracture — do not move the person; call 108',
    ],
    sources: [nhs('broken-arm-or-wrist', 'Broken arm or wrist'), who('falls', 'Falls')],
  },
  {
    id: 'sprain_strain',
    name: 'Sprain or strain',
    prevalence: 'very_common',
    symptoms: weighted(
      {
        leg_pain: 0.3,
        arm_pain: 0.3,
        sprain: 1,
        joint_swelling: 0.5,
        injury_fall: 0.4,
        knee_pain: 0.2,
      },
      ['sprain'],
    ),
    redFlags: ['suspected_fracture', 'numbness_tingling'],
    triageLevel: 'self_care',
    specialty: 'Orthopedic',
    bodyArea: 'legs',
    selfCare: [
      'Rest, cold pack wrapped in cloth for 20 minutes every few hours, firm (not tight) bandage, and keep it raised.',
      'Start gentle movement after 2 days.',
    ],
    warningSigns: [
      'Cannot put any weight on it, or it looks deformed — get an X-ray',
      'Not improving after a week',
    ],
    sources: [nhs('sprains-and-strains', 'Sprains and strains')],
  },
  {
    id: 'head_injury',
    name: 'Head injury',
    prevalence: 'common',
    symptoms: weighted(
      {
        head_injury: 1,
        headache: 0.5,
        vomiting: 0.4,
        dizziness: 0.4,
        confusion: 0.5,
        unconscious: 0.5,
        seizure: 0.3,
      },
      ['head_injury'],
    ),
    redFlags: [
      'unconscious',
      'seizure',
      'confusion',
      'persistent_vomiting',
      'sudden_vision_loss',
      'one_sided_weakness',
      'slurred_speech',
    ],
    triageLevel: 'urgent',
    specialty: 'Emergency Medicine',
    bodyArea: 'head',
    selfCare: [
      'Rest and have someone stay with you for 24 hours.',
      'Avoid alcohol, driving and sports until checked.',
      'See a doctor today if you are elderly or take blood thinners.',
    ],
    warningSigns: [
      'Knocked out, fit, repeated vomiting, confusion, worsening headache, bleeding from ear or nose, or weakness — call 108',
    ],
    sources: [
      nhs('head-injury-and-concussion', 'Head injury and concussion'),
      who('road-traffic-injuries', 'Road traffic injuries'),
    ],
  },
  {
    id: 'severe_bleeding',
    name: 'Severe bleeding from a wound',
    prevalence: 'uncommon',
    symptoms: weighted(
      {
        heavy_bleeding_wound: 1,
        injury_fall: 0.4,
        dizziness: 0.4,
        cold_clammy_skin: 0.5,
        fainting: 0.4,
      },
      ['heavy_bleeding_wound'],
    ),
    redFlags: ['heavy_bleeding_wound', 'fainting', 'cold_clammy_skin', 'confusion'],
    triageLevel: 'emergency',
    specialty: 'Emergency Medicine',
    bodyArea: 'none',
    selfCare: [
      'Call 108. Press firmly on the wound with a clean cloth and do not let go; add more cloth on top if it soaks through.',
      'Raise the injured part and lie the person down.',
    ],
    warningSigns: ['Bleeding that will not stop, spurting blood, or dizziness and pale, cold skin'],
    sources: [
      nhs('cuts-and-grazes', 'Cuts and grazes'),
      who('road-traffic-injuries', 'Road traffic injuries'),
    ],
  },
];

import type { EmergencyRule } from '../schema';
import { CALL, DETECTOR_MESSAGE } from './shared';

/** What the two limb-and-back heart attack rules share (below). */
const LIMB_AND_BACK = {
  level: 'emergency',
  anyOf: ['nausea', 'vomiting', 'breathlessness', 'dizziness'],
  noneOf: ['fever'],
  minAgeMonths: 40 * 12,
  adultOfUnknownAge: true,
  message: `This could be a heart attack. ${CALL} Sit and rest while you wait; do not drive yourself.`,
  helpline: '108',
} as const satisfies Omit<EmergencyRule, 'id' | 'allOf'>;

/** Heart, brain, breathing and child danger-sign rules. */
export const BODY_SYSTEM_RULES: EmergencyRule[] = [
  // Heart
  {
    id: 'heart_attack_pattern',
    level: 'emergency',
    anyOf: ['chest_pain_radiating', 'chest_tightness'],
    message: `This could be a heart attack. ${CALL} Sit and rest while you wait; do not drive yourself.`,
    helpline: '108',
  },
  {
    id: 'chest_pain_with_warning_signs',
    level: 'emergency',
    allOf: ['chest_pain'],
    anyOf: [
      'sweating',
      'breathlessness',
      'nausea',
      'vomiting',
      'dizziness',
      'fainting',
      'cold_clammy_skin',
      // Gone pale, or the pain in the arm or jaw too ('holding his shirt on the left side, face
      // the colour of ash, the pain going down his arm').
      'pale_skin',
      'arm_pain',
      'jaw_pain',
    ],
    message: `Chest pain with sweating, breathlessness, sickness or dizziness could be a heart attack. ${CALL}`,
    helpline: '108',
  },
  {
    // Heart attacks in women, older people and diabetics often come without chest pain (NHS, AHA).
    id: 'heart_attack_without_chest_pain',
    level: 'emergency',
    allOf: ['sweating'],
    anyOf: [
      'breathlessness',
      'cold_clammy_skin',
      'nausea',
      'vomiting',
      'dizziness',
      'fainting',
      'arm_pain',
      'shoulder_pain',
      'neck_pain',
      'back_pain',
      'upper_abdominal_pain',
      'jaw_pain',
    ],
    // In a fever, sweat is the fever breaking (malaria's chill, fever, sweat), not the heart.
    noneOf: ['fever'],
    minAgeMonths: 40 * 12,
    // Unsaid ages are common ('my husband is sweating…'): a missed heart attack costs more.
    adultOfUnknownAge: true,
    message:
      'Sweating with breathlessness, sickness or dizziness can be a heart attack even without chest pain, especially in women, older people and people with diabetes. Call 108 or 112 now, or go to the nearest emergency department.',
  },
  {
    // Cold, clammy skin is the sweat of shock: with breathlessness or sickness from 40 on it is
    // read as a heart attack without chest pain too.
    id: 'heart_attack_cold_clammy',
    level: 'emergency',
    allOf: ['cold_clammy_skin'],
    anyOf: [
      'pale_skin',
      'back_pain',
      'chest_tightness',
      'breathlessness',
      'nausea',
      'vomiting',
      'upper_abdominal_pain',
      'dizziness',
      'fainting',
    ],
    minAgeMonths: 40 * 12,
    adultOfUnknownAge: true,
    message:
      'Sweating with breathlessness, sickness or dizziness can be a heart attack even without chest pain, especially in women, older people and people with diabetes. Call 108 or 112 now, or go to the nearest emergency department.',
  },
  {
    // Pain in the arm, shoulder or jaw with a pale face and dizziness from 40 on ('डाव्या
    // खांद्यात कळ, चेहरा पांढराफटक, दोनदा चक्कर'): a heart attack felt without chest pain (NHS, AHA).
    id: 'heart_attack_arm_pain_pallor',
    level: 'emergency',
    allOf: ['pale_skin', 'dizziness'],
    anyOf: ['arm_pain', 'shoulder_pain', 'jaw_pain'],
    minAgeMonths: 40 * 12,
    adultOfUnknownAge: true,
    message: `This could be a heart attack. ${CALL} Sit and rest while you wait; do not drive yourself.`,
    helpline: '108',
  },
  {
    // Jaw pain with pain in the arm, shoulder or back, breathlessness, sickness or pallor: how a
    // heart attack is often felt without chest pain (NHS, AHA), more than toothache.
    id: 'heart_attack_jaw_pain',
    level: 'emergency',
    allOf: ['jaw_pain'],
    anyOf: [
      'arm_pain',
      'shoulder_pain',
      'back_pain',
      'breathlessness',
      'nausea',
      'vomiting',
      'pale_skin',
      'sweating',
      'dizziness',
    ],
    minAgeMonths: 25 * 12,
    adultOfUnknownAge: true,
    message: `This could be a heart attack. ${CALL} Sit and rest while you wait; do not drive yourself.`,
    helpline: '108',
  },
  // Pain in the shoulder or arm and the back with sickness or breathlessness from 40 on ('kaam
  // karat ghari bayan kandha aa pith me bahut dard, ulti jaisan lagat ba'): a heart attack felt
  // without chest pain (NHS: pain spreading to the arms, back or jaw, feeling sick).
  {
    id: 'heart_attack_shoulder_back_pain',
    allOf: ['shoulder_pain', 'back_pain'],
    ...LIMB_AND_BACK,
  },
  { id: 'heart_attack_arm_back_pain', allOf: ['arm_pain', 'back_pain'], ...LIMB_AND_BACK },
  {
    // Burning 'acidity' with breathlessness, or with back pain past 45: a heart attack felt in the
    // upper belly (AHA), until an ECG says otherwise.
    id: 'heartburn_with_breathlessness',
    level: 'emergency',
    allOf: ['burning_chest'],
    anyOf: ['breathlessness', 'breathless_on_exertion'],
    minAgeMonths: 25 * 12,
    adultOfUnknownAge: true,
    message: `This could be a heart attack. ${CALL} Sit and rest while you wait; do not drive yourself.`,
    helpline: '108',
  },
  {
    id: 'heartburn_with_back_pain_over_45',
    level: 'emergency',
    allOf: ['burning_chest', 'back_pain'],
    minAgeMonths: 45 * 12,
    message: `This could be a heart attack. ${CALL} Sit and rest while you wait; do not drive yourself.`,
    helpline: '108',
  },
  {
    // Burning with back pain and dizziness, fainting or a pale face, at any adult age: the heart,
    // not acidity, until an ECG says otherwise (NHS heartburn: 999 with feeling faint).
    id: 'heartburn_with_back_pain_and_faintness',
    level: 'emergency',
    allOf: ['burning_chest', 'back_pain'],
    anyOf: ['dizziness', 'fainting', 'pale_skin'],
    minAgeMonths: 25 * 12,
    adultOfUnknownAge: true,
    message: `This could be a heart attack. ${CALL} Sit and rest while you wait; do not drive yourself.`,
    helpline: '108',
  },
  {
    // NHS heartburn: call 999 when heartburn comes with sweating, feeling sick or breathlessness.
    // From adulthood, not 40: heart attacks come young in India, often in smokers.
    id: 'heartburn_with_sweating',
    level: 'emergency',
    allOf: ['burning_chest', 'sweating'],
    minAgeMonths: 18 * 12,
    adultOfUnknownAge: true,
    message:
      'Sweating with breathlessness, sickness or dizziness can be a heart attack even without chest pain, especially in women, older people and people with diabetes. Call 108 or 112 now, or go to the nearest emergency department.',
  },
  {
    // Numbness down the arm or a grey, pale face with chest pain is read as a heart attack too.
    id: 'chest_pain_with_numbness_or_pallor',
    level: 'emergency',
    allOf: ['chest_pain'],
    anyOf: ['numbness_tingling', 'pale_skin'],
    message: `This could be a heart attack. ${CALL} Sit and rest while you wait; do not drive yourself.`,
  },
  {
    id: 'palpitations_with_fainting',
    level: 'emergency',
    allOf: ['palpitations'],
    anyOf: ['fainting', 'chest_pain', 'breathlessness'],
    message: `A racing heart with fainting, chest pain or breathlessness needs emergency care. ${CALL}`,
    helpline: '108',
  },
  {
    // Fluid on the lungs: not able to lie flat with fast breathing or pink frothy spit (NHS heart
    // failure; acute pulmonary oedema is an emergency).
    id: 'breathless_lying_flat_severe',
    level: 'emergency',
    allOf: ['breathless_lying_flat'],
    anyOf: ['fast_breathing', 'coughing_blood', 'bluish_lips', 'confusion'],
    message: `Severe breathing difficulty or blue lips is an emergency. ${CALL} Sit upright and loosen tight clothing.`,
    helpline: '108',
  },
  {
    // Not able to lie flat, a bubbling or wheezy chest and swollen legs: the heart failing with
    // fluid on the lungs (NHS heart failure; acute pulmonary oedema), not a night's asthma alone.
    id: 'breathless_lying_flat_wet_chest',
    level: 'emergency',
    allOf: ['breathless_lying_flat', 'leg_swelling', 'wheezing'],
    message: `Severe breathing difficulty or blue lips is an emergency. ${CALL} Sit upright and loosen tight clothing.`,
    helpline: '108',
  },
  {
    // A painful calf and blood coughed up: a clot in the lungs, even without a swollen leg.
    id: 'calf_pain_coughing_blood',
    level: 'emergency',
    allOf: ['calf_muscle_pain', 'coughing_blood'],
    message: `A swollen leg with breathlessness or chest pain can be a clot in the lungs. ${CALL}`,
    helpline: '108',
  },
  {
    id: 'clot_to_lung',
    level: 'emergency',
    allOf: ['calf_swelling_one_leg'],
    anyOf: ['breathlessness', 'chest_pain', 'coughing_blood'],
    message: `A swollen leg with breathlessness or chest pain can be a clot in the lungs. ${CALL}`,
    helpline: '108',
  },
  {
    id: 'hypertensive_emergency',
    level: 'emergency',
    allOf: ['high_bp_reading'],
    anyOf: [
      'chest_pain',
      'severe_sudden_headache',
      'confusion',
      'sudden_vision_loss',
      'one_sided_weakness',
      'breathlessness',
    ],
    message: `Very high blood pressure with these symptoms is an emergency. ${CALL}`,
    helpline: '108',
  },
  {
    // 180/120 or more with blurred sight or losing balance can be the brain suffering from the
    // pressure, or a stroke (NHS: severe hypertension with symptoms needs emergency care).
    id: 'very_high_bp_with_brain_signs',
    level: 'emergency',
    allOf: ['very_high_bp_reading'],
    // And what the reading's own warning names: chest pain, breathlessness, weakness, confusion.
    anyOf: [
      'blurred_vision',
      'loss_of_balance',
      'severe_sudden_headache',
      'one_sided_weakness',
      'slurred_speech',
      'confusion',
      'chest_pain',
      'breathlessness',
    ],
    message: `Very high blood pressure with these symptoms is an emergency. ${CALL}`,
    helpline: '108',
  },
  {
    // 'BP 80/50 … saans phool rahi hai … haath thande': low pressure with breathlessness, chest
    // pain, confusion, fainting, sweat, cold skin or vomiting is shock, or a silent heart attack
    // in an older diabetic (NHS low blood pressure: call 999 with these).
    id: 'low_bp_with_shock_signs',
    level: 'emergency',
    allOf: ['low_bp_reading'],
    anyOf: [
      'breathlessness',
      'severe_breathing_difficulty',
      'chest_pain',
      'chest_tightness',
      'confusion',
      'fainting',
      'unconscious',
      'sweating',
      'cold_clammy_skin',
      'vomiting',
    ],
    message: DETECTOR_MESSAGE,
    helpline: '108',
  },
  {
    // 'pulse 44 … thaak, gabhraman': a pulse under 50 or over 140 with dizziness, fainting,
    // breathlessness, chest pain, confusion or great tiredness: the heart's rhythm failing (NHS).
    id: 'abnormal_pulse_with_symptoms',
    level: 'emergency',
    allOf: ['abnormal_pulse_reading'],
    anyOf: [
      'dizziness',
      'fainting',
      'unconscious',
      'breathlessness',
      'severe_breathing_difficulty',
      'chest_pain',
      'chest_tightness',
      'confusion',
      'fatigue',
      'weakness',
      'sweating',
      'low_bp_reading',
    ],
    message: DETECTOR_MESSAGE,
    helpline: '108',
  },
  // Brain
  {
    id: 'stroke_fast',
    level: 'emergency',
    anyOf: ['face_drooping', 'one_sided_weakness', 'slurred_speech'],
    message: `These are signs of a stroke. ${CALL} Note the time the symptoms started — every minute counts.`,
    helpline: '108',
  },
  {
    // A stroke at the back of the brain: sudden loss of balance with trouble swallowing (NHS,
    // BE-FAST 'balance'); vertigo from the ear does not stop swallowing.
    id: 'stroke_balance',
    level: 'emergency',
    allOf: ['loss_of_balance', 'difficulty_swallowing'],
    message: `These are signs of a stroke. ${CALL} Note the time the symptoms started — every minute counts.`,
    helpline: '108',
  },
  {
    // Spinning with falling to one side or not able to stand, and vomiting, in an adult: a
    // stroke at the back of the brain until shown otherwise (NHS, AHA BE-FAST 'balance'). With
    // loose motions, dehydration explains it better.
    id: 'stroke_vertigo_cannot_stand',
    level: 'emergency',
    allOf: ['loss_of_balance', 'vomiting'],
    anyOf: ['vertigo', 'dizziness'],
    noneOf: ['diarrhoea'],
    minAgeMonths: 216,
    adultOfUnknownAge: true,
    message: `These are signs of a stroke. ${CALL} Note the time the symptoms started — every minute counts.`,
    helpline: '108',
  },
  {
    id: 'headache_with_one_sided_weakness',
    level: 'emergency',
    allOf: ['headache'],
    anyOf: [
      'one_sided_weakness',
      'slurred_speech',
      'face_drooping',
      'sudden_vision_loss',
      'confusion',
    ],
    message: `A headache with weakness, speech, vision changes or confusion could be a stroke or bleeding in the brain. ${CALL}`,
    helpline: '108',
  },
  {
    id: 'thunderclap_headache',
    level: 'emergency',
    anyOf: ['severe_sudden_headache'],
    message: `A sudden, worst-ever headache can be bleeding in the brain. ${CALL}`,
    helpline: '108',
  },
  {
    id: 'sudden_vision_loss',
    level: 'emergency',
    anyOf: ['sudden_vision_loss'],
    message: `Sudden loss of vision needs emergency care. ${CALL}`,
    helpline: '108',
  },
  {
    id: 'seizure',
    level: 'emergency',
    anyOf: ['seizure'],
    message: `A fit or seizure needs emergency help. ${CALL} Lay the person on their side, put nothing in the mouth and time the fit.`,
    helpline: '108',
  },
  {
    id: 'unconscious_or_confused',
    level: 'emergency',
    anyOf: ['unconscious', 'confusion'],
    message: `A person who is unconscious, very drowsy or suddenly confused needs emergency care. ${CALL}`,
    helpline: '108',
  },
  {
    id: 'fever_stiff_neck',
    level: 'emergency',
    allOf: ['fever', 'stiff_neck'],
    message: `Fever with a stiff neck can be meningitis. ${CALL}`,
    helpline: '108',
  },
  {
    id: 'fever_non_fading_rash',
    level: 'emergency',
    anyOf: ['rash_not_fading'],
    message: `A rash that does not fade under a glass can be meningitis or sepsis. ${CALL}`,
    helpline: '108',
  },
  {
    id: 'fever_with_brain_signs',
    level: 'emergency',
    allOf: ['fever'],
    anyOf: ['confusion', 'seizure', 'unconscious'],
    message: `Fever with confusion, fits or drowsiness can be brain fever, cerebral malaria or sepsis. ${CALL}`,
    helpline: '108',
  },
  {
    id: 'head_injury_danger',
    level: 'emergency',
    allOf: ['head_injury'],
    anyOf: [
      'unconscious',
      'vomiting',
      'persistent_vomiting',
      'confusion',
      'seizure',
      'sudden_vision_loss',
      'one_sided_weakness',
    ],
    message: `A head injury with vomiting, drowsiness, fits or weakness needs emergency care. ${CALL}`,
    helpline: '108',
  },
  {
    // A fall followed by these signs is a head injury until proved otherwise.
    id: 'fall_with_head_injury_signs',
    level: 'emergency',
    allOf: ['injury_fall'],
    anyOf: ['unconscious', 'vomiting', 'persistent_vomiting', 'confusion', 'seizure'],
    message: `A head injury with vomiting, drowsiness, fits or weakness needs emergency care. ${CALL}`,
    helpline: '108',
  },
  // Breathing
  {
    id: 'severe_breathing_difficulty',
    level: 'emergency',
    anyOf: ['severe_breathing_difficulty', 'bluish_lips'],
    message: `Severe breathing difficulty or blue lips is an emergency. ${CALL} Sit upright and loosen tight clothing.`,
    helpline: '108',
  },
  {
    id: 'anaphylaxis',
    level: 'emergency',
    anyOf: ['lip_tongue_swelling'],
    message: `Swelling of the lips, tongue or throat can be a severe allergic reaction. ${CALL}`,
    helpline: '108',
  },
  {
    // A swollen face with breathing trouble is the same reaction spreading to the airway.
    id: 'facial_swelling_with_breathing',
    level: 'emergency',
    allOf: ['facial_swelling'],
    anyOf: ['breathlessness', 'wheezing', 'severe_breathing_difficulty', 'difficulty_swallowing'],
    message: `Swelling of the lips, tongue or throat can be a severe allergic reaction. ${CALL}`,
    helpline: '108',
  },
  {
    id: 'hives_with_breathing',
    level: 'emergency',
    allOf: ['hives'],
    anyOf: ['breathlessness', 'wheezing', 'fainting', 'dizziness'],
    message: `Hives with breathing difficulty or faintness can be anaphylaxis. ${CALL}`,
    helpline: '108',
  },
  {
    // A sting followed by breathing trouble, faintness or a rash all over is anaphylaxis too.
    id: 'sting_with_breathing',
    level: 'emergency',
    allOf: ['insect_sting'],
    // Hives, not any 'rash': 'only a little swelling and itching at that spot' is a local reaction.
    anyOf: ['breathlessness', 'wheezing', 'fainting', 'lip_tongue_swelling', 'hives'],
    message: `Hives with breathing difficulty or faintness can be anaphylaxis. ${CALL}`,
    helpline: '108',
  },
  {
    id: 'coughing_blood_breathless',
    level: 'emergency',
    allOf: ['coughing_blood'],
    anyOf: ['breathlessness', 'chest_pain'],
    message: `Coughing blood with breathlessness or chest pain needs emergency care. ${CALL}`,
    helpline: '108',
  },
  // Children and infants
  {
    id: 'young_infant_fever',
    level: 'emergency',
    allOf: ['fever'],
    maxAgeMonths: 2,
    message:
      'Any fever in a baby under 3 months old needs to be seen in hospital now. Call 108 or go to the nearest hospital.',
    helpline: '108',
  },
  {
    id: 'very_sick_infant',
    level: 'emergency',
    anyOf: ['infant_not_feeding', 'infant_lethargic', 'chest_indrawing', 'bulging_fontanelle'],
    maxAgeMonths: 59,
    message:
      'These are danger signs in a child. Go to hospital now or call 108; keep the baby warm and keep trying to feed.',
    helpline: '108',
  },
  {
    // IMCI: a vomiting baby with a sunken soft spot or eyes, little urine or drowsiness is
    // severely dehydrated, with or without diarrhoea.
    id: 'infant_vomiting_dehydration',
    level: 'emergency',
    allOf: ['vomiting'],
    anyOf: ['sunken_eyes', 'reduced_urination', 'infant_lethargic'],
    maxAgeMonths: 11,
    message:
      'These are danger signs in a child. Go to hospital now or call 108; keep the baby warm and keep trying to feed.',
    helpline: '108',
  },
  {
    // NHS / IAP: green vomit in a baby or toddler can be a blocked or twisted bowel.
    id: 'green_vomit_baby',
    level: 'emergency',
    anyOf: ['green_vomit'],
    maxAgeMonths: 35,
    childOfUnknownAge: true,
    message:
      'These are danger signs in a child. Go to hospital now or call 108; keep the baby warm and keep trying to feed.',
    helpline: '108',
  },
  {
    // A young baby who feels cold is in danger (WHO young-infant danger signs: low temperature).
    id: 'cold_young_infant',
    level: 'emergency',
    anyOf: ['cold_clammy_skin'],
    maxAgeMonths: 2,
    message:
      'These are danger signs in a child. Go to hospital now or call 108; keep the baby warm and keep trying to feed.',
    helpline: '108',
  },
  {
    // IMCI: yellow palms and soles in a young infant is severe jaundice, referred urgently.
    id: 'severe_newborn_jaundice',
    level: 'emergency',
    anyOf: ['yellow_palms_soles'],
    maxAgeMonths: 2,
    childOfUnknownAge: true,
    message:
      'These are danger signs in a child. Go to hospital now or call 108; keep the baby warm and keep trying to feed.',
    helpline: '108',
  },
  {
    id: 'child_fast_breathing_fever',
    level: 'urgent',
    allOf: ['fast_breathing', 'fever'],
    maxAgeMonths: 59,
    message:
      'Fast breathing with fever in a young child can be pneumonia. See a doctor today; go to hospital now if the chest sinks in or the child cannot feed.',
  },
  {
    id: 'child_diarrhoea_severe_dehydration',
    level: 'emergency',
    allOf: ['diarrhoea'],
    // WHO IMCI's signs of severe dehydration; passing little urine is not one of them.
    anyOf: ['sunken_eyes', 'infant_lethargic', 'infant_not_feeding'],
    maxAgeMonths: 59,
    childOfUnknownAge: true,
    message:
      'A child with diarrhoea who is drowsy, has sunken eyes, is passing little urine or cannot drink is severely dehydrated. Go to hospital now; give ORS sips on the way.',
    helpline: '108',
  },
  {
    // Little urine alone, the child awake and drinking, is some dehydration: ORS and a doctor
    // today (WHO IMCI plan B), not an ambulance.
    id: 'child_diarrhoea_some_dehydration',
    level: 'urgent',
    allOf: ['diarrhoea'],
    anyOf: ['reduced_urination'],
    maxAgeMonths: 59,
    childOfUnknownAge: true,
    message:
      'You may be getting dehydrated. Keep sipping ORS and see a doctor today; go to hospital if you feel faint or cannot keep fluids down.',
  },
  {
    id: 'adult_dehydration',
    level: 'urgent',
    allOf: ['diarrhoea'],
    // Too dizzy to stand ('khade nahi ho pa rahe') is fainting on the way.
    anyOf: [
      'reduced_urination',
      'fainting',
      'loss_of_balance',
      'severe_watery_diarrhoea',
      'persistent_vomiting',
    ],
    minAgeMonths: 60,
    adultOfUnknownAge: true,
    message:
      'You may be getting dehydrated. Keep sipping ORS and see a doctor today; go to hospital if you feel faint or cannot keep fluids down.',
  },
  {
    id: 'vomiting_with_dehydration',
    level: 'urgent',
    allOf: ['vomiting'],
    anyOf: ['reduced_urination', 'fainting', 'sunken_eyes'],
    message:
      'You may be getting dehydrated. Keep sipping ORS and see a doctor today; go to hospital if you feel faint or cannot keep fluids down.',
  },
  {
    id: 'skin_infection_with_fever',
    level: 'urgent',
    anyOf: ['red_swollen_skin', 'boil'],
    allOf: ['fever'],
    message:
      'Red, hot, swollen skin or a boil with fever can be a spreading infection. See a doctor today.',
  },
  {
    id: 'high_bp_with_symptoms',
    level: 'urgent',
    allOf: ['high_bp_reading'],
    anyOf: ['headache', 'dizziness', 'blurred_vision'],
    message:
      'High blood pressure with a headache, dizziness or blurred vision needs a doctor today. Call 108 or 112 if there is chest pain, weakness or confusion.',
  },
  {
    id: 'wheezing_with_breathlessness',
    level: 'urgent',
    allOf: ['wheezing'],
    anyOf: ['breathlessness', 'fast_breathing', 'chest_tightness'],
    message:
      'Wheezing with breathlessness needs a doctor today. Call 108 or 112 if speaking is hard or the lips turn blue.',
  },
  {
    id: 'older_person_fall',
    level: 'urgent',
    anyOf: ['injury_fall'],
    minAgeMonths: 65 * 12,
    message:
      'An older person who has fallen should see a doctor today even if they seem fine: a broken hip or a head injury can be hidden. Call 108 or 112 if they cannot get up or are drowsy.',
  },
  {
    // NICE fever in under-5s: 39 °C (102 °F) or more with no other warning sign is seen the same day.
    id: 'high_fever_young_child',
    level: 'urgent',
    allOf: ['high_fever'],
    maxAgeMonths: 59,
    childOfUnknownAge: true,
    message:
      'A very high fever in a child under 5 should be seen by a doctor today. Go to hospital now if the child is very drowsy, has a fit, a rash that does not fade or cannot drink.',
  },
  {
    // NHS burns: blisters, or burns of the face, hands, feet or genitals, need a medical look.
    id: 'burn_with_blisters',
    level: 'urgent',
    allOf: ['burn', 'blisters'],
    message:
      'A burn with blisters should be seen by a doctor today, sooner if it is on the face, hands, feet or private parts or larger than the palm. Keep it under cool running water for 20 minutes and do not burst the blisters.',
  },
];

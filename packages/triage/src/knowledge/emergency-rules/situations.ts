import type { EmergencyRule } from '../schema';
import { CALL } from './shared';

/** Pregnancy, mental-health, bite, poisoning, heat, bleeding, gut, fever and sugar rules. */
export const SITUATION_RULES: EmergencyRule[] = [
  // Pregnancy
  {
    id: 'pregnancy_heavy_bleeding',
    level: 'emergency',
    anyOf: ['heavy_bleeding_pregnancy', 'bleeding_after_delivery'],
    message:
      'Heavy bleeding in pregnancy or after childbirth is an emergency. Call 108 (or 102) and go to the nearest hospital with a labour room now.',
    helpline: '108',
  },
  {
    id: 'pregnancy_bleeding',
    level: 'emergency',
    pregnant: true,
    anyOf: ['vaginal_bleeding'],
    message:
      'Bleeding in pregnancy can be dangerous for mother and baby. Go to the hospital labour room now or call 108.',
    helpline: '108',
  },
  {
    // Pregnant or not, or her age misread ('daughter, nine months'): bleeding from below with
    // fainting is blood loss enough to faint (NHS heavy periods: A&E if bleeding heavily and
    // feeling dizzy or faint).
    id: 'vaginal_bleeding_with_fainting',
    level: 'emergency',
    allOf: ['vaginal_bleeding'],
    anyOf: ['fainting', 'unconscious'],
    message: `Bleeding from the vagina with fainting or feeling faint needs emergency care. ${CALL}`,
    helpline: '108',
  },
  {
    // Bleeding with low belly pain and dizziness or shoulder-tip pain: an ectopic pregnancy nobody
    // knew of, or heavy blood loss (NHS ectopic pregnancy), told as a pregnancy or not.
    id: 'vaginal_bleeding_pain_dizzy',
    level: 'emergency',
    allOf: ['vaginal_bleeding', 'lower_abdominal_pain'],
    anyOf: ['dizziness', 'shoulder_pain'],
    message: `Bleeding from the vagina with fainting or feeling faint needs emergency care. ${CALL}`,
    helpline: '108',
  },
  {
    id: 'pregnancy_pain_or_bleeding',
    level: 'emergency',
    pregnant: true,
    anyOf: [
      'severe_abdominal_pain',
      'fainting',
      'water_leaking_pregnancy',
      'reduced_fetal_movement',
    ],
    message: 'These are danger signs in pregnancy. Go to the hospital labour room now or call 108.',
    helpline: '108',
  },
  {
    id: 'pre_eclampsia_signs',
    level: 'emergency',
    pregnant: true,
    anyOf: ['seizure', 'blurred_vision', 'severe_sudden_headache', 'facial_swelling'],
    message:
      'A headache, blurred vision, sudden swelling or fits in pregnancy can be pre-eclampsia. Go to hospital now or call 108.',
    helpline: '108',
  },
  {
    id: 'pregnancy_spotting_or_fever',
    level: 'urgent',
    pregnant: true,
    anyOf: ['spotting_pregnancy', 'fever', 'yellow_eyes_skin', 'persistent_vomiting', 'headache'],
    message: 'In pregnancy this needs a doctor today. Contact your ANM, ASHA or hospital now.',
  },
  {
    id: 'pregnancy_vomiting_dehydration',
    level: 'urgent',
    pregnant: true,
    allOf: ['vomiting'],
    anyOf: ['reduced_urination', 'dizziness', 'fainting', 'weakness'],
    message: 'In pregnancy this needs a doctor today. Contact your ANM, ASHA or hospital now.',
  },
  {
    id: 'possible_ectopic',
    level: 'emergency',
    allOf: ['missed_period', 'lower_abdominal_pain'],
    anyOf: ['fainting', 'dizziness', 'spotting_pregnancy', 'shoulder_pain', 'pale_skin'],
    sex: 'female',
    message:
      'A missed period with lower belly pain and dizziness or bleeding can be an ectopic pregnancy. Go to hospital now or call 108.',
    helpline: '108',
  },
  {
    // The same told as cramps ('पेट में बहुत तेज़ मरोड़ … चेहरा सफ़ेद, पसीना'), with signs of blood loss.
    id: 'possible_ectopic_cramps',
    level: 'emergency',
    allOf: ['missed_period', 'abdominal_cramps'],
    anyOf: ['fainting', 'dizziness', 'shoulder_pain', 'pale_skin', 'vaginal_bleeding'],
    sex: 'female',
    message:
      'A missed period with lower belly pain and dizziness or bleeding can be an ectopic pregnancy. Go to hospital now or call 108.',
    helpline: '108',
  },
  // Mental health
  {
    id: 'suicidal_thoughts',
    level: 'emergency',
    anyOf: ['suicidal_thoughts'],
    message:
      'You are not alone and help is available right now. Call Tele-MANAS 14416 (free, 24x7, in your language). If you are in immediate danger or have harmed yourself, call 112.',
    helpline: '14416',
  },
  {
    id: 'self_harm',
    level: 'emergency',
    anyOf: ['self_harm'],
    message:
      'If you have hurt yourself, call 112 or go to the nearest emergency department now. Tele-MANAS 14416 is there to talk any time.',
    helpline: '112',
  },
  // Bites, poison, heat, bleeding
  {
    id: 'snake_bite',
    level: 'emergency',
    anyOf: ['snake_bite'],
    message:
      'A snake bite is an emergency even if it does not hurt. Call 108 and go to the nearest government hospital for anti-snake venom. Keep still; do not cut, suck or tie the wound.',
    helpline: '108',
  },
  {
    // An unseen bite followed by trouble swallowing or breathing, drooping eyelids or belly pain
    // (a krait, often painless, at night, on the floor) or by bleeding that will not stop or red
    // urine (a viper) is a snake bite until shown otherwise (WHO SEARO).
    id: 'unseen_bite_with_venom_signs',
    level: 'emergency',
    allOf: ['insect_sting'],
    anyOf: [
      'difficulty_swallowing',
      'drooping_eyelids',
      'breathlessness',
      'abdominal_pain',
      'slurred_speech',
      'blood_in_urine',
      'heavy_bleeding_wound',
      'unusual_bleeding',
      'leg_swelling',
    ],
    message:
      'A snake bite is an emergency even if it does not hurt. Call 108 and go to the nearest government hospital for anti-snake venom. Keep still; do not cut, suck or tie the wound.',
    helpline: '108',
  },
  {
    id: 'scorpion_sting_child',
    level: 'emergency',
    anyOf: ['scorpion_sting'],
    maxAgeMonths: 179,
    message: 'A scorpion sting in a child can affect the heart. Go to hospital now or call 108.',
    helpline: '108',
  },
  {
    id: 'scorpion_sting_systemic',
    level: 'emergency',
    allOf: ['scorpion_sting'],
    anyOf: ['sweating', 'vomiting', 'cold_clammy_skin', 'breathlessness'],
    message: `Sweating, vomiting or breathlessness after a scorpion sting is an emergency. ${CALL}`,
    helpline: '108',
  },
  {
    id: 'animal_bite',
    level: 'urgent',
    anyOf: ['dog_bite', 'other_animal_bite'],
    message:
      'Wash the wound with soap and running water for 15 minutes, then get the anti-rabies vaccine today at a health centre (free at government hospitals).',
  },
  {
    id: 'poisoning',
    level: 'emergency',
    anyOf: ['poisoning'],
    message:
      'Poisoning is an emergency. Call 108 now; do not make the person vomit. Take the container with you.',
    helpline: '108',
  },
  {
    id: 'heat_stroke',
    level: 'emergency',
    allOf: ['heat_exposure'],
    anyOf: ['confusion', 'unconscious', 'hot_dry_skin', 'seizure', 'fainting'],
    message:
      'This could be heat stroke. Call 108 now, move the person to shade and cool them with water and fanning.',
    helpline: '108',
  },
  {
    id: 'young_child_burn',
    level: 'emergency',
    allOf: ['burn'],
    maxAgeMonths: 59,
    message:
      'Burns in young children can be serious even when they look small. Cool the burn under running water for 20 minutes and go to a hospital now or call 108.',
    helpline: '108',
  },
  {
    id: 'child_fever_painful_urine',
    level: 'urgent',
    allOf: ['fever', 'painful_urination'],
    maxAgeMonths: 143,
    message:
      'A child with fever and pain on passing urine may have a kidney infection. See a doctor today.',
  },
  {
    // A child's earache or ear discharge with a fever: NHS ear infections says to ask for an
    // urgent GP appointment with a high temperature or fluid coming from the ear.
    id: 'child_ear_pain_with_fever',
    level: 'urgent',
    allOf: ['fever'],
    anyOf: ['ear_pain', 'ear_discharge'],
    maxAgeMonths: 143,
    childOfUnknownAge: true,
    message: 'A child with earache or fluid from the ear and a fever should see a doctor today.',
  },
  {
    // Hot, dry skin with confusion is heat stroke even when nobody mentions the heat.
    id: 'heat_stroke_signs',
    level: 'emergency',
    allOf: ['hot_dry_skin'],
    anyOf: ['confusion', 'unconscious', 'seizure', 'fainting'],
    message:
      'This could be heat stroke. Call 108 now, move the person to shade and cool them with water and fanning.',
    helpline: '108',
  },
  {
    id: 'heavy_bleeding_wound',
    level: 'emergency',
    anyOf: ['heavy_bleeding_wound'],
    message: `Press hard on the wound with a clean cloth and keep pressing. ${CALL}`,
    helpline: '108',
  },
  // Gut, fever, sugar
  {
    id: 'gi_bleed',
    level: 'emergency',
    anyOf: ['vomiting_blood'],
    message: `Vomiting blood is an emergency. ${CALL}`,
    helpline: '108',
  },
  {
    id: 'black_stool_with_dizziness',
    level: 'emergency',
    allOf: ['black_stool'],
    anyOf: ['dizziness', 'fainting', 'cold_clammy_skin'],
    message: `Black stools with dizziness can be serious internal bleeding. ${CALL}`,
    helpline: '108',
  },
  {
    id: 'severe_abdominal_pain',
    level: 'emergency',
    anyOf: ['severe_abdominal_pain'],
    message:
      'Sudden severe stomach pain needs emergency assessment. Go to the nearest emergency department or call 108.',
    helpline: '108',
  },
  {
    id: 'dengue_warning_signs',
    level: 'emergency',
    allOf: ['fever'],
    anyOf: ['unusual_bleeding', 'nosebleed', 'cold_clammy_skin', 'persistent_vomiting'],
    message:
      'Fever with bleeding, cold clammy skin or repeated vomiting can be severe dengue or another serious infection. Go to hospital now.',
    helpline: '108',
  },
  {
    id: 'fever_with_jaundice',
    level: 'urgent',
    allOf: ['fever', 'yellow_eyes_skin'],
    message:
      'Fever with yellow eyes needs a doctor and blood tests today (malaria, hepatitis, leptospirosis).',
  },
  {
    id: 'diabetic_emergency_high',
    level: 'emergency',
    allOf: ['high_sugar_reading'],
    anyOf: ['fruity_breath', 'persistent_vomiting', 'confusion', 'fast_breathing'],
    message:
      'High sugar with vomiting, fast breathing or drowsiness can be a diabetic emergency. Go to hospital now or call 108.',
    helpline: '108',
  },
  {
    // 'sugar 420, very thirsty, passing urine again and again': very high sugar with its symptoms
    // needs a doctor the same day, before it turns into a diabetic emergency (NHS high blood sugar).
    id: 'high_sugar_with_symptoms',
    level: 'urgent',
    allOf: ['high_sugar_reading'],
    anyOf: ['excessive_thirst', 'frequent_urination'],
    message:
      'High sugar with great thirst or passing a lot of urine needs a doctor today. Go to hospital at once if there is vomiting, fast breathing or drowsiness.',
  },
  {
    id: 'diabetic_emergency_low',
    level: 'emergency',
    allOf: ['low_sugar_symptoms'],
    anyOf: ['confusion', 'unconscious', 'seizure'],
    message:
      'Very low sugar with confusion or unconsciousness is an emergency. Call 108. Do not give food or drink to someone who cannot swallow safely.',
    helpline: '108',
  },
  {
    id: 'low_sugar',
    level: 'urgent',
    anyOf: ['low_sugar_symptoms'],
    message:
      'Take something sugary now (glucose, sugar water, juice) if you can swallow, then eat. Call 108 if you do not improve within 15 minutes.',
  },
  {
    id: 'kidney_infection_signs',
    level: 'urgent',
    allOf: ['flank_pain'],
    anyOf: ['fever', 'chills_rigors', 'vomiting'],
    message:
      'Side or back pain with fever or vomiting can be a kidney infection or infected stone. See a doctor today.',
  },
  {
    // 'peshab me khoon, pedu me dard, halka bukhar': an infection of the urine or kidney, or a
    // stone (NHS: blood in urine with a high temperature or pain, ask for an urgent appointment).
    id: 'blood_in_urine_with_fever_or_pain',
    level: 'urgent',
    allOf: ['blood_in_urine'],
    anyOf: ['fever', 'chills_rigors', 'lower_abdominal_pain', 'flank_pain'],
    message:
      'Blood in the urine with fever or pain can be a urine or kidney infection or a stone. See a doctor today.',
  },
  {
    // A red, painful eye with blurred sight or pain in the light can be an inflammation inside the
    // eye or acute glaucoma, which can take the sight (NHS red eye: get help the same day).
    id: 'painful_red_eye_with_vision_signs',
    level: 'urgent',
    allOf: ['red_eye', 'eye_pain'],
    anyOf: ['blurred_vision', 'light_sensitivity'],
    message:
      'A red, painful eye with blurred sight or pain in bright light needs an eye doctor or hospital today.',
  },
  {
    // A sore throat too painful to swallow, with a high fever: tonsillitis that needs a doctor
    // today, or an abscess beside the tonsil (NHS tonsillitis and quinsy: an urgent appointment).
    id: 'sore_throat_cannot_swallow_with_high_fever',
    level: 'urgent',
    allOf: ['sore_throat', 'difficulty_swallowing', 'high_fever'],
    message:
      'A sore throat with a high fever and trouble swallowing needs a doctor today. Go to a hospital at once if breathing is hard or you cannot swallow your own saliva.',
  },
  {
    id: 'urinary_retention',
    level: 'urgent',
    anyOf: ['urinary_retention'],
    message: 'Being unable to pass urine needs a doctor within hours. Go to a hospital today.',
  },
];

export const PHRASES_CONDITIONS_B_2: Record<string, string> = {
  'Yellow palms or soles, jaundice in the first 24 hours, a sleepy baby not feeding, or pale stools':
    'ಅಂಗೈ ಅಥವಾ ಅಂಗಾಲು ಹಳದಿ, ಹುಟ್ಟಿದ ಮೊದಲ 24 ಗಂಟೆಯಲ್ಲೇ ಕಾಮಾಲೆ, ಹಾಲು ಕುಡಿಯದೆ ನಿದ್ದೆ ಮಾಡುವ ಮಗು, ಅಥವಾ ಬಿಳಿಚಿದ ಮಲ',
  'Heat stroke': 'ಹೀಟ್ ಸ್ಟ್ರೋಕ್ (ಬಿಸಿಲಿನ ಆಘಾತ)',
  'Call 108 now. Move the person to shade or a cool room and remove extra clothing.':
    'ಈಗಲೇ 108 ಗೆ ಕರೆ ಮಾಡಿ. ಆ ವ್ಯಕ್ತಿಯನ್ನು ನೆರಳಿಗೆ ಅಥವಾ ತಂಪಾದ ಕೋಣೆಗೆ ಕರೆದುಕೊಂಡು ಹೋಗಿ, ಜಾಸ್ತಿ ಬಟ್ಟೆ ತೆಗೆಯಿರಿ.',
  'Cool them fast: wet the skin with cool water and fan them; put wet cloths or ice packs on the neck, armpits and groin.':
    'ಬೇಗನೆ ಮೈ ತಣ್ಣಗೆ ಮಾಡಿ: ತಣ್ಣೀರಿನಿಂದ ಚರ್ಮ ಒದ್ದೆ ಮಾಡಿ ಗಾಳಿ ಬೀಸಿ; ಕುತ್ತಿಗೆ, ಕಂಕುಳ ಮತ್ತು ತೊಡೆಸಂದಿಗೆ ಒದ್ದೆ ಬಟ್ಟೆ ಅಥವಾ ಐಸ್ ಪ್ಯಾಕ್ ಇಡಿ.',
  'Give sips of water only if fully awake; do not give anything by mouth if drowsy.':
    'ಪೂರ್ತಿ ಎಚ್ಚರವಾಗಿದ್ದರೆ ಮಾತ್ರ ಗುಟುಕು ಗುಟುಕಾಗಿ ನೀರು ಕೊಡಿ; ಮಂಪರಿನಲ್ಲಿದ್ದರೆ ಬಾಯಿಗೆ ಏನೂ ಕೊಡಬೇಡಿ.',
  'Confusion, fits, unconsciousness or very hot skin after heat exposure is an emergency':
    'ಬಿಸಿಲು/ಸೆಕೆಯಲ್ಲಿ ಇದ್ದ ಮೇಲೆ ಗೊಂದಲ, ಫಿಟ್ಸ್, ಪ್ರಜ್ಞೆ ತಪ್ಪುವುದು ಅಥವಾ ತುಂಬಾ ಬಿಸಿಯಾದ ಚರ್ಮ ತುರ್ತು ಪರಿಸ್ಥಿತಿ',
  'Heat exhaustion': 'ಬಿಸಿಲಿನ ಬಳಲಿಕೆ (ಹೀಟ್ ಎಕ್ಸಾಶನ್)',
  'Move to a cool, shaded place, lie down and raise the feet.':
    'ತಂಪಾದ, ನೆರಳಿರುವ ಜಾಗಕ್ಕೆ ಹೋಗಿ, ಮಲಗಿ ಕಾಲುಗಳನ್ನು ಮೇಲೆತ್ತಿ.',
  'Drink water, ORS, buttermilk, lemon water or aam panna.':
    'ನೀರು, ಓಆರ್‌ಎಸ್ (ORS), ಮಜ್ಜಿಗೆ, ನಿಂಬೆ ಪಾನಕ ಅಥವಾ ಮಾವಿನಕಾಯಿ ಪಾನಕ (ಆಮ್ ಪನ್ನಾ) ಕುಡಿಯಿರಿ.',
  'Cool the skin with wet cloths and a fan.': 'ಒದ್ದೆ ಬಟ್ಟೆ ಮತ್ತು ಫ್ಯಾನ್‌ನಿಂದ ಚರ್ಮ ತಣ್ಣಗೆ ಮಾಡಿ.',
  'Avoid going out between noon and 4 pm in heat waves; wear a cap and loose cotton clothes.':
    'ಬಿಸಿಗಾಳಿಯ ದಿನಗಳಲ್ಲಿ ಮಧ್ಯಾಹ್ನ 12 ರಿಂದ ಸಂಜೆ 4 ರವರೆಗೆ ಹೊರಗೆ ಹೋಗಬೇಡಿ; ಟೋಪಿ ಮತ್ತು ಸಡಿಲವಾದ ಹತ್ತಿ ಬಟ್ಟೆ ಹಾಕಿ.',
  'Not better within 30 minutes of cooling and fluids':
    'ಮೈ ತಣ್ಣಗೆ ಮಾಡಿ ದ್ರವ ಕುಡಿಸಿದ 30 ನಿಮಿಷದಲ್ಲಿ ಸುಧಾರಿಸದಿರುವುದು',
  'Confusion, stopping sweating or fainting — treat as heat stroke and call 108':
    'ಗೊಂದಲ, ಬೆವರು ನಿಲ್ಲುವುದು ಅಥವಾ ತಲೆತಿರುಗಿ ಬೀಳುವುದು — ಹೀಟ್ ಸ್ಟ್ರೋಕ್ ಅಂತ ತಿಳಿದು 108 ಗೆ ಕರೆ ಮಾಡಿ',
  'Call 108 and go to the nearest hospital now — anti-snake venom is free at government hospitals.':
    '108 ಗೆ ಕರೆ ಮಾಡಿ ಈಗಲೇ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ — ಸರ್ಕಾರಿ ಆಸ್ಪತ್ರೆಗಳಲ್ಲಿ ಹಾವಿನ ವಿಷದ ಔಷಧಿ (ಆಂಟಿ-ಸ್ನೇಕ್ ವೆನಮ್) ಉಚಿತ.',
  'Keep calm and still; keep the bitten limb still and below heart level. Remove rings, bangles and tight clothing.':
    'ಶಾಂತವಾಗಿ, ಅಲುಗಾಡದೆ ಇರಿ; ಕಚ್ಚಿದ ಕೈ/ಕಾಲನ್ನು ಅಲುಗಾಡಿಸದೆ ಹೃದಯಕ್ಕಿಂತ ಕೆಳಗೆ ಇಡಿ. ಉಂಗುರ, ಬಳೆ ಮತ್ತು ಬಿಗಿಯಾದ ಬಟ್ಟೆ ತೆಗೆಯಿರಿ.',
  'Do not cut the wound, suck out venom, tie a tight tourniquet, apply herbs or visit a traditional healer — these waste time.':
    'ಗಾಯವನ್ನು ಕೊಯ್ಯಬೇಡಿ, ವಿಷ ಹೀರಬೇಡಿ, ಬಿಗಿಯಾಗಿ ಕಟ್ಟು ಕಟ್ಟಬೇಡಿ, ಗಿಡಮೂಲಿಕೆ ಹಚ್ಚಬೇಡಿ ಅಥವಾ ನಾಟಿ ವೈದ್ಯರ ಹತ್ತಿರ ಹೋಗಬೇಡಿ — ಇವೆಲ್ಲಾ ಸಮಯ ಹಾಳು ಮಾಡುತ್ತವೆ.',
  'Note the time of the bite; take a photo of the snake only if it is safe.':
    'ಕಚ್ಚಿದ ಸಮಯ ನೆನಪಿಟ್ಟುಕೊಳ್ಳಿ; ಸುರಕ್ಷಿತವಾಗಿದ್ದರೆ ಮಾತ್ರ ಹಾವಿನ ಫೋಟೋ ತೆಗೆಯಿರಿ.',
  'Even without pain, krait bites (often at night while sleeping on the floor) can cause drooping eyelids and breathing failure hours later':
    'ನೋವು ಇಲ್ಲದಿದ್ದರೂ, ಕಟ್ಟುಹಾವು (ಕ್ರೈಟ್) ಕಡಿತ (ಹೆಚ್ಚಾಗಿ ರಾತ್ರಿ ನೆಲದ ಮೇಲೆ ಮಲಗಿರುವಾಗ) ಕೆಲವು ಗಂಟೆಗಳ ನಂತರ ಕಣ್ಣಿನ ರೆಪ್ಪೆ ಜೋತುಬೀಳುವುದು ಮತ್ತು ಉಸಿರಾಟ ನಿಲ್ಲುವುದಕ್ಕೆ ಕಾರಣ ಆಗಬಹುದು',
  'Dog or animal bite (rabies risk)': 'ನಾಯಿ ಅಥವಾ ಪ್ರಾಣಿ ಕಡಿತ (ರೇಬೀಸ್ ಅಪಾಯ)',
  'Wash the wound at once with soap and running water for 15 minutes — this greatly reduces rabies risk.':
    'ತಕ್ಷಣ ಗಾಯವನ್ನು ಸೋಪು ಹಾಕಿ ಹರಿಯುವ ನೀರಿನಲ್ಲಿ 15 ನಿಮಿಷ ತೊಳೆಯಿರಿ — ಇದು ರೇಬೀಸ್ ಅಪಾಯವನ್ನು ತುಂಬಾ ಕಡಿಮೆ ಮಾಡುತ್ತದೆ.',
  'Go to a health centre today for anti-rabies vaccine (free at government hospitals) and, for deep bites, rabies immunoglobulin.':
    'ರೇಬೀಸ್ ಲಸಿಕೆಗಾಗಿ ಇವತ್ತೇ ಆರೋಗ್ಯ ಕೇಂದ್ರಕ್ಕೆ ಹೋಗಿ (ಸರ್ಕಾರಿ ಆಸ್ಪತ್ರೆಗಳಲ್ಲಿ ಉಚಿತ), ಆಳವಾದ ಕಡಿತವಾದರೆ ರೇಬೀಸ್ ಇಮ್ಯುನೋಗ್ಲೋಬ್ಯುಲಿನ್ ಕೂಡ ಹಾಕಿಸಿ.',
  'Do not apply chilli, turmeric, oil or other substances, and do not stitch or bandage tightly.':
    'ಮೆಣಸಿನಕಾಯಿ, ಅರಿಶಿನ, ಎಣ್ಣೆ ಅಥವಾ ಬೇರೆ ಏನನ್ನೂ ಹಚ್ಚಬೇಡಿ, ಹೊಲಿಗೆ ಹಾಕಿಸಬೇಡಿ ಅಥವಾ ಬಿಗಿಯಾಗಿ ಬ್ಯಾಂಡೇಜ್ ಕಟ್ಟಬೇಡಿ.',
  'Complete every vaccine dose on the schedule the doctor gives.':
    'ಡಾಕ್ಟರ್ ಕೊಟ್ಟ ವೇಳಾಪಟ್ಟಿಯ ಪ್ರಕಾರ ಎಲ್ಲಾ ಲಸಿಕೆ ಡೋಸ್‌ಗಳನ್ನು ಪೂರ್ತಿ ಹಾಕಿಸಿ.',
  'Deep bites, bites on the face, head or hands, or multiple bites — go today, do not wait':
    'ಆಳವಾದ ಕಡಿತ, ಮುಖ, ತಲೆ ಅಥವಾ ಕೈಗೆ ಕಡಿತ, ಅಥವಾ ಹಲವು ಕಡಿತಗಳು — ಇವತ್ತೇ ಹೋಗಿ, ಕಾಯಬೇಡಿ',
  'Bleeding that will not stop': 'ನಿಲ್ಲದ ರಕ್ತಸ್ರಾವ',
  'Go to the nearest hospital now, especially for a child; keep the person calm and still.':
    'ಈಗಲೇ ಹತ್ತಿರದ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ, ಅದರಲ್ಲೂ ಮಗುವಾಗಿದ್ದರೆ; ಆ ವ್ಯಕ್ತಿಯನ್ನು ಶಾಂತವಾಗಿ, ಅಲುಗಾಡದೆ ಇರಿಸಿ.',
  'A cold pack on the sting helps pain. Do not cut or suck the sting.':
    'ಕುಟುಕಿದ ಜಾಗದ ಮೇಲೆ ತಣ್ಣನೆಯ ಪ್ಯಾಕ್ ಇಟ್ಟರೆ ನೋವು ಕಡಿಮೆ ಆಗುತ್ತದೆ. ಕುಟುಕಿದ ಜಾಗವನ್ನು ಕೊಯ್ಯಬೇಡಿ ಅಥವಾ ಹೀರಬೇಡಿ.',
  'Sweating, vomiting, cold limbs, breathlessness or restlessness after a sting — call 108':
    'ಕುಟುಕಿದ ಮೇಲೆ ಬೆವರು, ವಾಂತಿ, ಕೈಕಾಲು ತಣ್ಣಗಾಗುವುದು, ಉಸಿರಾಟದ ತೊಂದರೆ ಅಥವಾ ಚಡಪಡಿಕೆ — 108 ಗೆ ಕರೆ ಮಾಡಿ',
  'Insect bite or sting (local reaction)': 'ಕೀಟ ಕಡಿತ ಅಥವಾ ಕುಟುಕು (ಆ ಜಾಗದಲ್ಲಿ ಮಾತ್ರ ಪ್ರತಿಕ್ರಿಯೆ)',
  'Scrape out a bee sting with a fingernail or card, then wash with soap and water.':
    'ಜೇನುಹುಳದ ಮುಳ್ಳನ್ನು ಉಗುರಿನಿಂದ ಅಥವಾ ಯಾವುದಾದರೂ ಕಾರ್ಡಿನಿಂದ ಕೆರೆದು ತೆಗೆಯಿರಿ, ನಂತರ ಸೋಪು ನೀರಿನಿಂದ ತೊಳೆಯಿರಿ.',
  'A cold pack on the spot for 10 minutes eases pain and swelling; keep the part raised.':
    'ಆ ಜಾಗಕ್ಕೆ 10 ನಿಮಿಷ ತಣ್ಣನೆಯ ಪಟ್ಟಿ ಇಟ್ಟರೆ ನೋವು ಮತ್ತು ಊತ ಕಡಿಮೆಯಾಗುತ್ತದೆ; ಆ ಭಾಗವನ್ನು ಎತ್ತರದಲ್ಲಿಡಿ.',
  'Many stings at once, a sting inside the mouth, or redness that spreads and gets hot after a day or two':
    'ಒಂದೇ ಸಲ ಹಲವು ಕುಟುಕು, ಬಾಯೊಳಗೆ ಕುಟುಕು, ಅಥವಾ ಒಂದೆರಡು ದಿನಗಳ ನಂತರ ಹರಡುವ ಮತ್ತು ಬಿಸಿಯಾಗುವ ಕೆಂಪು',
  'Severe allergic reaction (anaphylaxis)': 'ತೀವ್ರ ಅಲರ್ಜಿ ಪ್ರತಿಕ್ರಿಯೆ (ಅನಾಫಿಲ್ಯಾಕ್ಸಿಸ್)',
  'Call 108 now. If the person has an adrenaline auto-injector, use it.':
    'ಈಗಲೇ 108 ಗೆ ಕರೆ ಮಾಡಿ. ಆ ವ್ಯಕ್ತಿಯ ಹತ್ತಿರ ಅಡ್ರಿನಲಿನ್ ಆಟೋ-ಇಂಜೆಕ್ಟರ್ ಇದ್ದರೆ, ಅದನ್ನು ಬಳಸಿ.',
  'Lie them flat with legs raised; if breathing is hard, let them sit up.':
    'ಕಾಲುಗಳನ್ನು ಮೇಲೆತ್ತಿ ಅವರನ್ನು ಚಪ್ಪಟೆಯಾಗಿ ಮಲಗಿಸಿ; ಉಸಿರಾಡಲು ಕಷ್ಟ ಆಗುತ್ತಿದ್ದರೆ ಕುಳಿತುಕೊಳ್ಳಲು ಬಿಡಿ.',
  'Swelling of lips or throat, breathing difficulty or fainting after a food, medicine or sting':
    'ಯಾವುದಾದರೂ ಆಹಾರ, ಮಾತ್ರೆ ಅಥವಾ ಕೀಟ ಕುಟುಕಿದ ನಂತರ ತುಟಿ ಅಥವಾ ಗಂಟಲು ಊತ, ಉಸಿರಾಟದ ತೊಂದರೆ ಅಥವಾ ತಲೆತಿರುಗಿ ಬೀಳುವುದು',
  'Poisoning (pesticide, chemical, medicine overdose)':
    'ವಿಷ ಸೇವನೆ (ಕ್ರಿಮಿನಾಶಕ, ರಾಸಾಯನಿಕ, ಮಾತ್ರೆ ಜಾಸ್ತಿ ತೆಗೆದುಕೊಂಡಿರುವುದು)',
  'Call 108 now. Do not make the person vomit and do not give milk, salt water or oil.':
    'ಈಗಲೇ 108 ಗೆ ಕರೆ ಮಾಡಿ. ಆ ವ್ಯಕ್ತಿಗೆ ವಾಂತಿ ಮಾಡಿಸಬೇಡಿ, ಹಾಲು, ಉಪ್ಪುನೀರು ಅಥವಾ ಎಣ್ಣೆ ಕುಡಿಸಬೇಡಿ.',
  'Remove clothes soaked in pesticide and wash skin with soap and water (wear gloves).':
    'ಕ್ರಿಮಿನಾಶಕದಲ್ಲಿ ನೆನೆದ ಬಟ್ಟೆ ತೆಗೆಯಿರಿ, ಚರ್ಮವನ್ನು ಸೋಪು ನೀರಿನಿಂದ ತೊಳೆಯಿರಿ (ಕೈಗವಸು ಹಾಕಿಕೊಳ್ಳಿ).',
  'Take the container or strip to hospital. If it was deliberate, Tele-MANAS 14416 can support later.':
    'ಆ ಡಬ್ಬಿ/ಬಾಟಲಿ ಅಥವಾ ಮಾತ್ರೆಯ ಸ್ಟ್ರಿಪ್ ಅನ್ನು ಆಸ್ಪತ್ರೆಗೆ ತೆಗೆದುಕೊಂಡು ಹೋಗಿ. ಬೇಕಂತಲೇ ಮಾಡಿದ್ದರೆ, ನಂತರ ಟೆಲಿ-ಮನಸ್ 14416 ಸಹಾಯ ಮಾಡುತ್ತದೆ.',
  'Any swallowed pesticide, kerosene, acid or extra medicines is an emergency even if the person looks well':
    'ಕ್ರಿಮಿನಾಶಕ, ಸೀಮೆಎಣ್ಣೆ, ಆಸಿಡ್ ಅಥವಾ ಜಾಸ್ತಿ ಮಾತ್ರೆ ನುಂಗಿದ್ದರೆ, ಆ ವ್ಯಕ್ತಿ ಚೆನ್ನಾಗಿ ಕಂಡರೂ ಅದು ತುರ್ತು ಪರಿಸ್ಥಿತಿ',
  'Burns and scalds': 'ಸುಟ್ಟ ಗಾಯ ಮತ್ತು ಬಿಸಿನೀರಿನಿಂದ ಸುಟ್ಟಿರುವುದು',
  'Cool the burn under cool running tap water for 20 minutes as soon as possible.':
    'ಆದಷ್ಟು ಬೇಗ ಸುಟ್ಟ ಜಾಗವನ್ನು ನಲ್ಲಿಯ ತಣ್ಣನೆಯ ಹರಿಯುವ ನೀರಿನ ಕೆಳಗೆ 20 ನಿಮಿಷ ಇಡಿ.',
  'Remove rings and clothing near the burn unless stuck to the skin.':
    'ಸುಟ್ಟ ಜಾಗದ ಹತ್ತಿರದ ಉಂಗುರ ಮತ್ತು ಬಟ್ಟೆ ತೆಗೆಯಿರಿ, ಚರ್ಮಕ್ಕೆ ಅಂಟಿಕೊಂಡಿದ್ದರೆ ಬಿಟ್ಟುಬಿಡಿ.',
  'Cover loosely with cling film or a clean cloth. Do not apply toothpaste, ghee, oil, ice or turmeric; do not burst blisters.':
    'ಕ್ಲಿಂಗ್ ಫಿಲ್ಮ್ ಅಥವಾ ಸ್ವಚ್ಛವಾದ ಬಟ್ಟೆಯಿಂದ ಸಡಿಲವಾಗಿ ಮುಚ್ಚಿ. ಟೂತ್‌ಪೇಸ್ಟ್, ತುಪ್ಪ, ಎಣ್ಣೆ, ಐಸ್ ಅಥವಾ ಅರಿಶಿನ ಹಚ್ಚಬೇಡಿ; ನೀರುಗುಳ್ಳೆಗಳನ್ನು ಒಡೆಯಬೇಡಿ.',
  'Burns larger than the person’s palm, deep (white or charred), or on face, hands, feet, genitals or joints — go to hospital':
    'ಆ ವ್ಯಕ್ತಿಯ ಅಂಗೈಗಿಂತ ದೊಡ್ಡ ಸುಟ್ಟ ಗಾಯ, ಆಳವಾದ (ಬಿಳಿ ಅಥವಾ ಕರಕಲಾದ) ಸುಟ್ಟ ಗಾಯ, ಅಥವಾ ಮುಖ, ಕೈ, ಕಾಲು, ಗುಪ್ತಾಂಗ ಅಥವಾ ಕೀಲುಗಳ ಮೇಲೆ ಸುಟ್ಟ ಗಾಯ — ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ',
  'Any burn in a baby, or electrical, chemical or smoke-inhalation burns — call 108':
    'ಮಗುವಿಗೆ ಯಾವುದೇ ಸುಟ್ಟ ಗಾಯ, ಅಥವಾ ಕರೆಂಟ್, ರಾಸಾಯನಿಕ ಅಥವಾ ಹೊಗೆ ಉಸಿರಾಡಿ ಆದ ಸುಟ್ಟ ಗಾಯ — 108 ಗೆ ಕರೆ ಮಾಡಿ',
  'Broken bone (fracture)': 'ಮೂಳೆ ಮುರಿತ (ಫ್ರ್ಯಾಕ್ಚರ್)',
  'Keep the injured part still with a splint or sling; do not try to straighten it.':
    'ಪೆಟ್ಟಾದ ಭಾಗವನ್ನು ಸ್ಪ್ಲಿಂಟ್ (ಹಲಗೆ/ಕಡ್ಡಿ) ಅಥವಾ ಜೋಲಿ ಬಟ್ಟೆಯಿಂದ ಅಲುಗಾಡದ ಹಾಗೆ ಇಡಿ; ಅದನ್ನು ನೇರ ಮಾಡಲು ಪ್ರಯತ್ನಿಸಬೇಡಿ.',
  'Apply a cold pack wrapped in cloth; get an X-ray today.':
    'ಬಟ್ಟೆಯಲ್ಲಿ ಸುತ್ತಿದ ತಣ್ಣನೆಯ ಪ್ಯಾಕ್ ಇಡಿ; ಇವತ್ತೇ ಎಕ್ಸ್-ರೇ ಮಾಡಿಸಿ.',
  'Avoid traditional bone-setting massage, which can cause lasting damage.':
    'ನಾಟಿ ಮೂಳೆ ಕಟ್ಟುವವರ ಮಸಾಜ್ ಬೇಡ, ಅದರಿಂದ ಶಾಶ್ವತ ಹಾನಿ ಆಗಬಹುದು.',
  'Bone through the skin, heavy bleeding, or a cold, numb or pale limb — call 108':
    'ಚರ್ಮದಿಂದ ಹೊರಗೆ ಬಂದ ಮೂಳೆ, ತುಂಬಾ ರಕ್ತಸ್ರಾವ, ಅಥವಾ ತಣ್ಣಗಾದ, ಜೋಮು ಹಿಡಿದ ಅಥವಾ ಬಿಳಿಚಿದ ಕೈ/ಕಾಲು — 108 ಗೆ ಕರೆ ಮಾಡಿ',
  'Suspected neck, back, hip or thigh fracture — do not move the person; call 108':
    'ಕುತ್ತಿಗೆ, ಬೆನ್ನು, ಸೊಂಟ ಅಥವಾ ತೊಡೆ ಮೂಳೆ ಮುರಿದಿರುವ ಅನುಮಾನ — ಆ ವ್ಯಕ್ತಿಯನ್ನು ಅಲುಗಾಡಿಸಬೇಡಿ; 108 ಗೆ ಕರೆ ಮಾಡಿ',
  'Sprain or strain': 'ಉಳುಕು ಅಥವಾ ಮಾಂಸಖಂಡ ಎಳೆತ',
  'Rest, cold pack wrapped in cloth for 20 minutes every few hours, firm (not tight) bandage, and keep it raised.':
    'ವಿಶ್ರಾಂತಿ, ಕೆಲವು ಗಂಟೆಗೊಮ್ಮೆ 20 ನಿಮಿಷ ಬಟ್ಟೆಯಲ್ಲಿ ಸುತ್ತಿದ ತಣ್ಣನೆಯ ಪ್ಯಾಕ್, ಗಟ್ಟಿಯಾದ (ಆದರೆ ತುಂಬಾ ಬಿಗಿ ಅಲ್ಲದ) ಬ್ಯಾಂಡೇಜ್, ಮತ್ತು ಆ ಭಾಗವನ್ನು ಎತ್ತರದಲ್ಲಿ ಇಡಿ.',
  'Start gentle movement after 2 days.': '2 ದಿನದ ನಂತರ ನಿಧಾನವಾಗಿ ಅಲುಗಾಡಿಸಲು ಶುರು ಮಾಡಿ.',
  'Cannot put any weight on it, or it looks deformed — get an X-ray':
    'ಅದರ ಮೇಲೆ ಸ್ವಲ್ಪವೂ ಭಾರ ಹಾಕಲು ಆಗದಿದ್ದರೆ, ಅಥವಾ ಆಕಾರ ಬದಲಾದಂತೆ ಕಂಡರೆ — ಎಕ್ಸ್-ರೇ ಮಾಡಿಸಿ',
  'Not improving after a week': 'ಒಂದು ವಾರದ ನಂತರವೂ ಸುಧಾರಿಸದಿರುವುದು',
  'Rest and have someone stay with you for 24 hours.':
    'ವಿಶ್ರಾಂತಿ ತೆಗೆದುಕೊಳ್ಳಿ, 24 ಗಂಟೆ ಯಾರಾದರೂ ನಿಮ್ಮ ಜೊತೆ ಇರುವ ಹಾಗೆ ನೋಡಿಕೊಳ್ಳಿ.',
  'Avoid alcohol, driving and sports until checked.':
    'ಡಾಕ್ಟರ್ ಪರೀಕ್ಷಿಸುವವರೆಗೆ ಕುಡಿತ, ಗಾಡಿ ಓಡಿಸುವುದು ಮತ್ತು ಆಟ ಬೇಡ.',
  'See a doctor today if you are elderly or take blood thinners.':
    'ನೀವು ವಯಸ್ಸಾದವರಾಗಿದ್ದರೆ ಅಥವಾ ರಕ್ತ ತೆಳು ಮಾಡುವ ಮಾತ್ರೆ ತೆಗೆದುಕೊಳ್ಳುತ್ತಿದ್ದರೆ ಇವತ್ತೇ ಡಾಕ್ಟರ್ ಹತ್ತಿರ ತೋರಿಸಿ.',
  'Knocked out, fit, repeated vomiting, confusion, worsening headache, bleeding from ear or nose, or weakness — call 108':
    'ಪ್ರಜ್ಞೆ ತಪ್ಪಿದ್ದು, ಫಿಟ್ಸ್, ಪದೇ ಪದೇ ವಾಂತಿ, ಗೊಂದಲ, ಜಾಸ್ತಿಯಾಗುತ್ತಿರುವ ತಲೆನೋವು, ಕಿವಿ ಅಥವಾ ಮೂಗಿನಿಂದ ರಕ್ತ, ಅಥವಾ ಶಕ್ತಿ ಹೋಗುವುದು — 108 ಗೆ ಕರೆ ಮಾಡಿ',
  'Cut or wound': 'ಕೊಯ್ದ ಗಾಯ ಅಥವಾ ಬೇರೆ ಗಾಯ',
  'Press on the cut with a clean cloth until the bleeding stops, then rinse it under clean running water.':
    'ರಕ್ತ ನಿಲ್ಲುವವರೆಗೆ ಸ್ವಚ್ಛವಾದ ಬಟ್ಟೆಯಿಂದ ಗಾಯದ ಮೇಲೆ ಒತ್ತಿ ಹಿಡಿಯಿರಿ, ನಂತರ ಹರಿಯುವ ಶುದ್ಧ ನೀರಿನಲ್ಲಿ ತೊಳೆಯಿರಿ.',
  'Cover it with a clean dressing and keep it clean and dry; do not put mud, ash, coffee powder or toothpaste on it.':
    'ಸ್ವಚ್ಛವಾದ ಪಟ್ಟಿ (ಡ್ರೆಸ್ಸಿಂಗ್) ಹಾಕಿ ಮುಚ್ಚಿ, ಗಾಯವನ್ನು ಸ್ವಚ್ಛವಾಗಿ ಮತ್ತು ಒಣಗಿರುವಂತೆ ಇಡಿ; ಅದರ ಮೇಲೆ ಮಣ್ಣು, ಬೂದಿ, ಕಾಫಿ ಪುಡಿ ಅಥವಾ ಟೂತ್‌ಪೇಸ್ಟ್ ಹಚ್ಚಬೇಡಿ.',
  'If your last tetanus injection was more than 10 years ago, or you do not know, get one within a day.':
    'ನಿಮ್ಮ ಕೊನೆಯ ಟೆಟನಸ್ (ಟಿಟಿ) ಇಂಜೆಕ್ಷನ್ 10 ವರ್ಷಕ್ಕಿಂತ ಹಿಂದೆ ಆಗಿದ್ದರೆ, ಅಥವಾ ನೆನಪಿಲ್ಲದಿದ್ದರೆ, ಒಂದು ದಿನದೊಳಗೆ ಹಾಕಿಸಿಕೊಳ್ಳಿ.',
  'Bleeding that does not stop after 10 minutes of firm pressure — call 108':
    '10 ನಿಮಿಷ ಗಟ್ಟಿಯಾಗಿ ಒತ್ತಿ ಹಿಡಿದರೂ ನಿಲ್ಲದ ರಕ್ತಸ್ರಾವ — 108 ಗೆ ಕರೆ ಮಾಡಿ',
  'A deep, gaping or long cut, a cut on the face, or glass, dirt or rust in it — go to a hospital today':
    'ಆಳವಾದ, ಬಾಯಿ ಬಿಟ್ಟಿರುವ ಅಥವಾ ಉದ್ದವಾದ ಗಾಯ, ಮುಖದ ಮೇಲೆ ಗಾಯ, ಅಥವಾ ಅದರಲ್ಲಿ ಗಾಜು, ಮಣ್ಣು ಅಥವಾ ತುಕ್ಕು — ಇವತ್ತೇ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ',
  'Spreading redness, pus, fever or pain that gets worse — see a doctor today':
    'ಹರಡುತ್ತಿರುವ ಕೆಂಪು, ಕೀವು, ಜ್ವರ ಅಥವಾ ಜಾಸ್ತಿಯಾಗುತ್ತಿರುವ ನೋವು — ಇವತ್ತೇ ಡಾಕ್ಟರ್‌ಗೆ ತೋರಿಸಿ',
  'Severe bleeding from a wound': 'ಗಾಯದಿಂದ ತುಂಬಾ ರಕ್ತಸ್ರಾವ',
  'Call 108. Press firmly on the wound with a clean cloth and do not let go; add more cloth on top if it soaks through.':
    '108 ಗೆ ಕರೆ ಮಾಡಿ. ಸ್ವಚ್ಛವಾದ ಬಟ್ಟೆಯಿಂದ ಗಾಯದ ಮೇಲೆ ಗಟ್ಟಿಯಾಗಿ ಒತ್ತಿ, ಬಿಡಬೇಡಿ; ಬಟ್ಟೆ ರಕ್ತದಿಂದ ನೆನೆದರೆ ಅದರ ಮೇಲೆ ಇನ್ನೊಂದು ಬಟ್ಟೆ ಇಡಿ.',
  'Raise the injured part and lie the person down.': 'ಪೆಟ್ಟಾದ ಭಾಗವನ್ನು ಮೇಲೆತ್ತಿ, ಆ ವ್ಯಕ್ತಿಯನ್ನು ಮಲಗಿಸಿ.',
  'Bleeding that will not stop, spurting blood, or dizziness and pale, cold skin':
    'ನಿಲ್ಲದ ರಕ್ತಸ್ರಾವ, ಚಿಮ್ಮುವ ರಕ್ತ, ಅಥವಾ ತಲೆಸುತ್ತು ಮತ್ತು ಬಿಳಿಚಿದ, ತಣ್ಣಗಿನ ಚರ್ಮ',
  'Diabetes (high blood sugar)': 'ಸಕ್ಕರೆ ಕಾಯಿಲೆ (ಶುಗರ್ / ಡಯಾಬಿಟೀಸ್)',
  'Get a fasting sugar and HbA1c test; screening is free at government health centres.':
    'ಖಾಲಿ ಹೊಟ್ಟೆಯ ಶುಗರ್ ಮತ್ತು HbA1c ಪರೀಕ್ಷೆ ಮಾಡಿಸಿ; ಸರ್ಕಾರಿ ಆರೋಗ್ಯ ಕೇಂದ್ರಗಳಲ್ಲಿ ತಪಾಸಣೆ ಉಚಿತ.',
  'Eat more vegetables, dal and whole grains; cut sweets, sugary drinks, white rice and maida.':
    'ತರಕಾರಿ, ಬೇಳೆ ಮತ್ತು ಇಡೀ ಧಾನ್ಯಗಳನ್ನು ಜಾಸ್ತಿ ತಿನ್ನಿ; ಸಿಹಿತಿಂಡಿ, ಸಕ್ಕರೆ ಪಾನೀಯ, ಬಿಳಿ ಅನ್ನ ಮತ್ತು ಮೈದಾ ಕಡಿಮೆ ಮಾಡಿ.',
  'Walk at least 30 minutes most days; keep a healthy weight.':
    'ಹೆಚ್ಚಿನ ದಿನ ಕನಿಷ್ಠ 30 ನಿಮಿಷ ನಡೆಯಿರಿ; ತೂಕವನ್ನು ಸರಿಯಾಗಿ ಇಟ್ಟುಕೊಳ್ಳಿ.',
  'If on diabetes medicines, take them as prescribed; check feet daily.':
    'ಶುಗರ್ ಮಾತ್ರೆ ತೆಗೆದುಕೊಳ್ಳುತ್ತಿದ್ದರೆ, ಡಾಕ್ಟರ್ ಬರೆದುಕೊಟ್ಟ ಹಾಗೆ ತೆಗೆದುಕೊಳ್ಳಿ; ದಿನಾ ಕಾಲುಗಳನ್ನು ಪರೀಕ್ಷಿಸಿ.',
  'Vomiting, deep fast breathing, fruity breath or drowsiness with high sugar — go to hospital':
    'ಶುಗರ್ ಜಾಸ್ತಿ ಇದ್ದು ವಾಂತಿ, ಆಳವಾದ ವೇಗದ ಉಸಿರಾಟ, ಉಸಿರಿನಲ್ಲಿ ಹಣ್ಣಿನ ವಾಸನೆ ಅಥವಾ ಮಂಪರು — ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ',
  'A foot wound that is red, black or smelly': 'ಕೆಂಪು, ಕಪ್ಪು ಆಗಿರುವ ಅಥವಾ ವಾಸನೆ ಬರುವ ಕಾಲಿನ ಗಾಯ',
  'Low blood sugar (hypo)': 'ಶುಗರ್ ಕಡಿಮೆ ಆಗುವುದು (ಹೈಪೋ)',
  'If awake and able to swallow, take something sugary now: glucose, sugar in water, fruit juice or sweets. Then eat a proper snack.':
    'ಎಚ್ಚರವಾಗಿದ್ದು ನುಂಗಲು ಆಗುತ್ತಿದ್ದರೆ, ಈಗಲೇ ಏನಾದರೂ ಸಿಹಿ ತೆಗೆದುಕೊಳ್ಳಿ: ಗ್ಲೂಕೋಸ್, ನೀರಿನಲ್ಲಿ ಸಕ್ಕರೆ, ಹಣ್ಣಿನ ಜ್ಯೂಸ್ ಅಥವಾ ಸಿಹಿ. ನಂತರ ಸರಿಯಾದ ತಿಂಡಿ ತಿನ್ನಿ.',
  'Recheck sugar after 15 minutes and repeat if still low.':
    '15 ನಿಮಿಷದ ನಂತರ ಮತ್ತೆ ಶುಗರ್ ಚೆಕ್ ಮಾಡಿ, ಇನ್ನೂ ಕಡಿಮೆ ಇದ್ದರೆ ಮತ್ತೆ ಹಾಗೆಯೇ ಮಾಡಿ.',
  'Tell your doctor — your diabetes medicines may need changing.':
    'ನಿಮ್ಮ ಡಾಕ್ಟರ್‌ಗೆ ಹೇಳಿ — ನಿಮ್ಮ ಶುಗರ್ ಮಾತ್ರೆಗಳನ್ನು ಬದಲಾಯಿಸಬೇಕಾಗಬಹುದು.',
  'Drowsy, confused, fitting or unconscious — do not give anything by mouth; call 108':
    'ಮಂಪರು, ಗೊಂದಲ, ಫಿಟ್ಸ್ ಅಥವಾ ಪ್ರಜ್ಞೆ ತಪ್ಪಿದ್ದರೆ — ಬಾಯಿಗೆ ಏನೂ ಕೊಡಬೇಡಿ; 108 ಗೆ ಕರೆ ಮಾಡಿ',
  'Very high sugar emergency (diabetic ketoacidosis)':
    'ಶುಗರ್ ತುಂಬಾ ಜಾಸ್ತಿಯಾದ ತುರ್ತು ಪರಿಸ್ಥಿತಿ (ಡಯಾಬಿಟಿಕ್ ಕೀಟೋಆಸಿಡೋಸಿಸ್)',
  'Go to hospital now; sip water on the way if awake. Do not stop insulin.':
    'ಈಗಲೇ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ; ಎಚ್ಚರವಾಗಿದ್ದರೆ ದಾರಿಯಲ್ಲಿ ಗುಟುಕು ಗುಟುಕಾಗಿ ನೀರು ಕುಡಿಯಿರಿ. ಇನ್ಸುಲಿನ್ ನಿಲ್ಲಿಸಬೇಡಿ.',
  'High sugar with vomiting, deep breathing, fruity breath, stomach pain or drowsiness':
    'ವಾಂತಿ, ಆಳವಾದ ಉಸಿರಾಟ, ಉಸಿರಿನಲ್ಲಿ ಹಣ್ಣಿನ ವಾಸನೆ, ಹೊಟ್ಟೆನೋವು ಅಥವಾ ಮಂಪರಿನ ಜೊತೆ ಶುಗರ್ ಜಾಸ್ತಿ',
  'Underactive thyroid (hypothyroidism)': 'ಥೈರಾಯ್ಡ್ ಕಡಿಮೆ ಕೆಲಸ ಮಾಡುವುದು (ಹೈಪೋಥೈರಾಯ್ಡಿಸಮ್)',
  'Get a thyroid (TSH) blood test.': 'ಥೈರಾಯ್ಡ್ (TSH) ರಕ್ತ ಪರೀಕ್ಷೆ ಮಾಡಿಸಿ.',
  'Use iodised salt at home.': 'ಮನೆಯಲ್ಲಿ ಅಯೋಡಿನ್ ಉಪ್ಪು ಬಳಸಿ.',
  'If prescribed thyroid medicine, take it every day on an empty stomach as advised.':
    'ಥೈರಾಯ್ಡ್ ಮಾತ್ರೆ ಬರೆದುಕೊಟ್ಟಿದ್ದರೆ, ಹೇಳಿದ ಹಾಗೆ ಪ್ರತಿದಿನ ಖಾಲಿ ಹೊಟ್ಟೆಯಲ್ಲಿ ತೆಗೆದುಕೊಳ್ಳಿ.',
  'Extreme drowsiness, confusion or feeling very cold': 'ವಿಪರೀತ ಮಂಪರು, ಗೊಂದಲ ಅಥವಾ ತುಂಬಾ ಚಳಿ ಅನಿಸುವುದು',
  'A neck swelling that grows quickly or makes swallowing or breathing hard':
    'ಬೇಗ ಬೇಗ ದೊಡ್ಡದಾಗುವ, ಅಥವಾ ನುಂಗಲು ಅಥವಾ ಉಸಿರಾಡಲು ಕಷ್ಟ ಮಾಡುವ ಕುತ್ತಿಗೆಯ ಊತ',
  'Overactive thyroid (hyperthyroidism)': 'ಥೈರಾಯ್ಡ್ ಜಾಸ್ತಿ ಕೆಲಸ ಮಾಡುವುದು (ಹೈಪರ್‌ಥೈರಾಯ್ಡಿಸಮ್)',
  'Get a thyroid blood test.': 'ಥೈರಾಯ್ಡ್ ರಕ್ತ ಪರೀಕ್ಷೆ ಮಾಡಿಸಿ.',
  'Cut down on tea, coffee and energy drinks while waiting.':
    'ಕಾಯುತ್ತಿರುವಾಗ ಟೀ, ಕಾಫಿ ಮತ್ತು ಎನರ್ಜಿ ಡ್ರಿಂಕ್ ಕಡಿಮೆ ಮಾಡಿ.',
  'Very fast heartbeat, fever, confusion or chest pain — go to hospital':
    'ತುಂಬಾ ವೇಗವಾದ ಎದೆಬಡಿತ, ಜ್ವರ, ಗೊಂದಲ ಅಥವಾ ಎದೆನೋವು — ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ',
  'Anaemia (low haemoglobin, often iron deficiency)': 'ರಕ್ತಹೀನತೆ (ಹಿಮೋಗ್ಲೋಬಿನ್ ಕಡಿಮೆ, ಹೆಚ್ಚಾಗಿ ಕಬ್ಬಿಣದಂಶದ ಕೊರತೆ)',
  'Get a haemoglobin test; it is free at government health centres (Anaemia Mukt Bharat).':
    'ಹಿಮೋಗ್ಲೋಬಿನ್ ಪರೀಕ್ಷೆ ಮಾಡಿಸಿ; ಸರ್ಕಾರಿ ಆರೋಗ್ಯ ಕೇಂದ್ರಗಳಲ್ಲಿ ಇದು ಉಚಿತ (ಅನೀಮಿಯಾ ಮುಕ್ತ ಭಾರತ್).',
  'Eat iron-rich foods: green leafy vegetables, jaggery, dates, dal, chana, eggs, meat; add lemon or amla to help absorption.':
    'ಕಬ್ಬಿಣದಂಶ ಇರುವ ಆಹಾರ ತಿನ್ನಿ: ಹಸಿರು ಸೊಪ್ಪು, ಬೆಲ್ಲ, ಖರ್ಜೂರ, ಬೇಳೆ, ಕಡಲೆ, ಮೊಟ್ಟೆ, ಮಾಂಸ; ದೇಹಕ್ಕೆ ಚೆನ್ನಾಗಿ ಸೇರಲು ನಿಂಬೆ ಅಥವಾ ನೆಲ್ಲಿಕಾಯಿ ಸೇರಿಸಿ.',
  'Avoid tea or coffee with meals.': 'ಊಟದ ಜೊತೆ ಟೀ ಅಥವಾ ಕಾಫಿ ಕುಡಿಯಬೇಡಿ.',
  'Iron and folic acid supplements are given free to pregnant women, adolescents and children — take them as the health worker advises.':
    'ಗರ್ಭಿಣಿಯರು, ಹದಿಹರೆಯದವರು ಮತ್ತು ಮಕ್ಕಳಿಗೆ ಕಬ್ಬಿಣ ಮತ್ತು ಫೋಲಿಕ್ ಆಸಿಡ್ ಮಾತ್ರೆಗಳನ್ನು ಉಚಿತವಾಗಿ ಕೊಡುತ್ತಾರೆ — ಆರೋಗ್ಯ ಕಾರ್ಯಕರ್ತರು ಹೇಳಿದ ಹಾಗೆ ತೆಗೆದುಕೊಳ್ಳಿ.',
  'Breathless at rest, chest pain or fainting':
    'ವಿಶ್ರಾಂತಿಯಲ್ಲಿರುವಾಗಲೂ ಉಸಿರು ಕಟ್ಟುವುದು, ಎದೆನೋವು ಅಥವಾ ತಲೆತಿರುಗಿ ಬೀಳುವುದು',
  'Black stools or heavy bleeding': 'ಕಪ್ಪು ಮಲ ಅಥವಾ ತುಂಬಾ ರಕ್ತಸ್ರಾವ',
  'Anaemia in pregnancy': 'ಗರ್ಭಾವಸ್ಥೆಯಲ್ಲಿ ರಕ್ತಹೀನತೆ',
  'Vitamin B12 deficiency': 'ವಿಟಮಿನ್ B12 ಕೊರತೆ',
  'Get a B12 blood test, especially if vegetarian or on long-term diabetes or acidity medicines.':
    'B12 ರಕ್ತ ಪರೀಕ್ಷೆ ಮಾಡಿಸಿ, ಅದರಲ್ಲೂ ನೀವು ಸಸ್ಯಾಹಾರಿಯಾಗಿದ್ದರೆ ಅಥವಾ ತುಂಬಾ ಕಾಲದಿಂದ ಶುಗರ್ ಅಥವಾ ಅಸಿಡಿಟಿ ಮಾತ್ರೆ ತೆಗೆದುಕೊಳ್ಳುತ್ತಿದ್ದರೆ.',
  'Include milk, curd, paneer, eggs, fish or fortified foods.':
    'ಹಾಲು, ಮೊಸರು, ಪನೀರ್, ಮೊಟ್ಟೆ, ಮೀನು ಅಥವಾ ವಿಟಮಿನ್ ಸೇರಿಸಿದ (ಫೋರ್ಟಿಫೈಡ್) ಆಹಾರ ತಿನ್ನಿ.',
  'Difficulty walking, worsening numbness or confusion': 'ನಡೆಯಲು ಕಷ್ಟ, ಜಾಸ್ತಿಯಾಗುತ್ತಿರುವ ಜೋಮು ಅಥವಾ ಗೊಂದಲ',
  'Knee and joint wear (osteoarthritis)': 'ಮಂಡಿ ಮತ್ತು ಕೀಲುಗಳ ಸವೆತ (ಆಸ್ಟಿಯೋಆರ್ಥ್ರೈಟಿಸ್)',
  'Stay active: walking and thigh-strengthening exercises protect the knee.':
    'ಚಟುವಟಿಕೆಯಿಂದ ಇರಿ: ನಡಿಗೆ ಮತ್ತು ತೊಡೆಯ ಮಾಂಸಖಂಡ ಗಟ್ಟಿ ಮಾಡುವ ವ್ಯಾಯಾಮ ಮಂಡಿಯನ್ನು ಕಾಪಾಡುತ್ತದೆ.',
  'Lose weight if overweight; use a chair instead of squatting on the floor.':
    'ತೂಕ ಜಾಸ್ತಿ ಇದ್ದರೆ ಕಡಿಮೆ ಮಾಡಿ; ನೆಲದ ಮೇಲೆ ಕುಕ್ಕರಗಾಲಲ್ಲಿ ಕೂರುವ ಬದಲು ಕುರ್ಚಿ ಬಳಸಿ.',
  'Warm compresses ease stiffness.': 'ಬೆಚ್ಚಗಿನ ಶಾಖ ಕೊಟ್ಟರೆ ಬಿಗಿತ ಕಡಿಮೆ ಆಗುತ್ತದೆ.',
  'A hot, red, swollen joint with fever': 'ಜ್ವರದ ಜೊತೆ ಬಿಸಿಯಾದ, ಕೆಂಪಾದ, ಊದಿದ ಕೀಲು',
  'Unable to bear weight': 'ಭಾರ ಹಾಕಲು ಆಗದಿರುವುದು',
  'Rheumatoid arthritis': 'ರುಮಟಾಯ್ಡ್ ಆರ್ಥ್ರೈಟಿಸ್ (ಸಂಧಿವಾತ)',
  'Book a doctor visit soon: early treatment prevents joint damage.':
    'ಬೇಗನೆ ಡಾಕ್ಟರ್ ಭೇಟಿಗೆ ಸಮಯ ನಿಗದಿ ಮಾಡಿ: ಬೇಗ ಚಿಕಿತ್ಸೆ ಶುರು ಮಾಡಿದರೆ ಕೀಲುಗಳು ಹಾಳಾಗುವುದನ್ನು ತಡೆಯಬಹುದು.',
  'Gentle exercise and warm water soaks for stiff hands.':
    'ಬಿಗಿದ ಕೈಗಳಿಗೆ ಹಗುರವಾದ ವ್ಯಾಯಾಮ ಮತ್ತು ಬೆಚ್ಚಗಿನ ನೀರಿನಲ್ಲಿ ನೆನೆಸುವುದು.',
  'A single very hot, swollen joint with fever': 'ಜ್ವರದ ಜೊತೆ ಒಂದೇ ಒಂದು ಕೀಲು ತುಂಬಾ ಬಿಸಿಯಾಗಿ ಊದಿಕೊಳ್ಳುವುದು',
  Gout: 'ಗೌಟ್ (ಯೂರಿಕ್ ಆಸಿಡ್ ಕೀಲು ನೋವು)',
  'Rest and raise the joint; a cold pack wrapped in cloth helps.':
    'ಕೀಲಿಗೆ ವಿಶ್ರಾಂತಿ ಕೊಟ್ಟು ಎತ್ತರದಲ್ಲಿ ಇಡಿ; ಬಟ್ಟೆಯಲ್ಲಿ ಸುತ್ತಿದ ತಣ್ಣನೆಯ ಪ್ಯಾಕ್ ಸಹಾಯ ಮಾಡುತ್ತದೆ.',
  'Drink plenty of water; cut down on alcohol, red meat, organ meat and sugary drinks.':
    'ಸಾಕಷ್ಟು ನೀರು ಕುಡಿಯಿರಿ; ಕುಡಿತ, ಕೆಂಪು ಮಾಂಸ, ಒಳಅಂಗಗಳ ಮಾಂಸ (ಲಿವರ್, ಕಿಡ್ನಿ ಇತ್ಯಾದಿ) ಮತ್ತು ಸಕ್ಕರೆ ಪಾನೀಯ ಕಡಿಮೆ ಮಾಡಿ.',
  'Fever or shivering with a hot joint (possible joint infection)':
    'ಬಿಸಿಯಾದ ಕೀಲಿನ ಜೊತೆ ಜ್ವರ ಅಥವಾ ನಡುಕ (ಕೀಲಿನ ಸೋಂಕು ಇರಬಹುದು)',
  'Low back pain': 'ಕೆಳಬೆನ್ನು ನೋವು (ಸೊಂಟ ನೋವು)',
  'Keep moving gently; bed rest slows recovery.':
    'ನಿಧಾನವಾಗಿ ಓಡಾಡುತ್ತಲೇ ಇರಿ; ಹಾಸಿಗೆಯಲ್ಲೇ ಮಲಗಿದ್ದರೆ ಗುಣವಾಗುವುದು ನಿಧಾನ ಆಗುತ್ತದೆ.',
  'Warm compresses and gentle stretches.': 'ಬೆಚ್ಚಗಿನ ಶಾಖ ಮತ್ತು ನಿಧಾನವಾಗಿ ಮೈ ಚಾಚುವ ವ್ಯಾಯಾಮ.',
  'Lift with bent knees; take breaks from long sitting.':
    'ಭಾರ ಎತ್ತುವಾಗ ಮಂಡಿ ಬಗ್ಗಿಸಿ ಎತ್ತಿ; ತುಂಬಾ ಹೊತ್ತು ಕುಳಿತಿದ್ದರೆ ಮಧ್ಯೆ ಮಧ್ಯೆ ಎದ್ದು ಓಡಾಡಿ.',
  'Numbness around the genitals or buttocks, loss of bladder or bowel control, or weakness in both legs — go to hospital now':
    'ಗುಪ್ತಾಂಗ ಅಥವಾ ಪೃಷ್ಠದ ಸುತ್ತ ಜೋಮು, ಮೂತ್ರ ಅಥವಾ ಮಲದ ಮೇಲೆ ಹಿಡಿತ ತಪ್ಪುವುದು, ಅಥವಾ ಎರಡೂ ಕಾಲುಗಳಲ್ಲಿ ಶಕ್ತಿ ಹೋಗುವುದು — ಈಗಲೇ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ',
  'Back pain with fever, weight loss or after a fall':
    'ಜ್ವರ, ತೂಕ ಕಡಿಮೆಯಾಗುವುದರ ಜೊತೆ ಅಥವಾ ಬಿದ್ದ ನಂತರ ಬೆನ್ನು ನೋವು',
  'Sciatica (trapped nerve in the back)': 'ಸಯಾಟಿಕಾ (ಬೆನ್ನಿನಲ್ಲಿ ನರ ಸಿಕ್ಕಿಹಾಕಿಕೊಳ್ಳುವುದು)',
  'Keep active with gentle walking and stretches.':
    'ನಿಧಾನವಾದ ನಡಿಗೆ ಮತ್ತು ಮೈ ಚಾಚುವ ವ್ಯಾಯಾಮಗಳಿಂದ ಚಟುವಟಿಕೆಯಿಂದ ಇರಿ.',
  'Warm compresses; avoid lifting heavy loads.': 'ಬೆಚ್ಚಗಿನ ಶಾಖ ಕೊಡಿ; ಭಾರವಾದ ವಸ್ತುಗಳನ್ನು ಎತ್ತಬೇಡಿ.',
  'Weakness in both legs, or loss of bladder or bowel control — emergency':
    'ಎರಡೂ ಕಾಲುಗಳಲ್ಲಿ ಶಕ್ತಿ ಹೋಗುವುದು, ಅಥವಾ ಮೂತ್ರ ಅಥವಾ ಮಲದ ಮೇಲೆ ಹಿಡಿತ ತಪ್ಪುವುದು — ತುರ್ತು ಪರಿಸ್ಥಿತಿ',
  'Neck pain / cervical spondylosis': 'ಕುತ್ತಿಗೆ ನೋವು / ಸರ್ವೈಕಲ್ ಸ್ಪಾಂಡಿಲೋಸಿಸ್',
  'Keep screens at eye level and take breaks every 30 minutes.':
    'ಮೊಬೈಲ್/ಕಂಪ್ಯೂಟರ್ ಸ್ಕ್ರೀನ್ ಅನ್ನು ಕಣ್ಣಿನ ಮಟ್ಟದಲ್ಲಿ ಇಡಿ, ಪ್ರತಿ 30 ನಿಮಿಷಕ್ಕೊಮ್ಮೆ ಬಿಡುವು ತೆಗೆದುಕೊಳ್ಳಿ.',
  'Gentle neck exercises and warm compresses.': 'ಹಗುರವಾದ ಕುತ್ತಿಗೆ ವ್ಯಾಯಾಮ ಮತ್ತು ಬೆಚ್ಚಗಿನ ಶಾಖ.',
  'Use one firm pillow.': 'ಒಂದೇ ಒಂದು ಗಟ್ಟಿಯಾದ ದಿಂಬು ಬಳಸಿ.',
  'Neck stiffness with fever or headache — emergency':
    'ಜ್ವರ ಅಥವಾ ತಲೆನೋವಿನ ಜೊತೆ ಕುತ್ತಿಗೆ ಬಿಗಿತ — ತುರ್ತು ಪರಿಸ್ಥಿತಿ',
  'Weakness or clumsiness in arms or legs': 'ಕೈ ಅಥವಾ ಕಾಲುಗಳಲ್ಲಿ ಶಕ್ತಿ ಕಡಿಮೆ ಆಗುವುದು ಅಥವಾ ಹಿಡಿತ ತಪ್ಪುವುದು',
  'Frozen shoulder': 'ಫ್ರೋಜನ್ ಶೋಲ್ಡರ್ (ಭುಜ ಹಿಡಿದುಕೊಳ್ಳುವುದು)',
  'Keep the shoulder moving with gentle exercises; physiotherapy helps.':
    'ಹಗುರವಾದ ವ್ಯಾಯಾಮಗಳಿಂದ ಭುಜವನ್ನು ಅಲುಗಾಡಿಸುತ್ತಲೇ ಇರಿ; ಫಿಸಿಯೋಥೆರಪಿ ಸಹಾಯ ಮಾಡುತ್ತದೆ.',
  'Warm compresses.': 'ಬೆಚ್ಚಗಿನ ಶಾಖ ಕೊಡಿ.',
  'Left shoulder or arm pain with chest pain, sweating or breathlessness — could be the heart; call 108':
    'ಎದೆನೋವು, ಬೆವರು ಅಥವಾ ಉಸಿರಾಟದ ತೊಂದರೆಯ ಜೊತೆ ಎಡ ಭುಜ ಅಥವಾ ಕೈ ನೋವು — ಹೃದಯದ ಸಮಸ್ಯೆ ಆಗಿರಬಹುದು; 108 ಗೆ ಕರೆ ಮಾಡಿ',
  'Spotting in pregnancy': 'ಗರ್ಭಾವಸ್ಥೆಯಲ್ಲಿ ಸ್ವಲ್ಪ ರಕ್ತದ ಕಲೆ (ಸ್ಪಾಟಿಂಗ್)',
  'See your ANM, ASHA or doctor today so the pregnancy can be checked; take your pregnancy card (MCP card).':
    'ಗರ್ಭವನ್ನು ಪರೀಕ್ಷಿಸಲು ಇವತ್ತೇ ನಿಮ್ಮ ಎಎನ್‌ಎಂ (ANM), ಆಶಾ ಕಾರ್ಯಕರ್ತೆ ಅಥವಾ ಡಾಕ್ಟರ್‌ಗೆ ತೋರಿಸಿ; ನಿಮ್ಮ ಗರ್ಭಿಣಿ ಕಾರ್ಡ್ (ತಾಯಿ ಕಾರ್ಡ್ / MCP ಕಾರ್ಡ್) ತೆಗೆದುಕೊಂಡು ಹೋಗಿ.',
  'Rest, and use a pad (not a tampon) so you can see how much blood there is.':
    'ವಿಶ್ರಾಂತಿ ತೆಗೆದುಕೊಳ್ಳಿ, ಎಷ್ಟು ರಕ್ತ ಹೋಗುತ್ತಿದೆ ಅಂತ ಗೊತ್ತಾಗಲು ಪ್ಯಾಡ್ ಬಳಸಿ (ಟ್ಯಾಂಪೂನ್ ಬೇಡ).',
  'Bleeding like a period or with clots, belly pain, shoulder-tip pain, dizziness or fainting — go to hospital now':
    'ಮುಟ್ಟಿನ ಹಾಗೆ ರಕ್ತಸ್ರಾವ ಅಥವಾ ರಕ್ತದ ಗಡ್ಡೆ, ಹೊಟ್ಟೆನೋವು, ಭುಜದ ತುದಿಯಲ್ಲಿ ನೋವು, ತಲೆಸುತ್ತು ಅಥವಾ ತಲೆತಿರುಗಿ ಬೀಳುವುದು — ಈಗಲೇ ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಿ',
};

/**
 * The tablet a heart patient puts under the tongue for angina (GTN, Sorbitrate): taken with 'no
 * relief' it is a heart attack until shown otherwise (NHS angina: call 999 if the pain is not
 * better after a second dose), even when the chest is only called 'uneasy'.
 */
export const NITRATE_WORDS = [
  'under the tongue',
  'under my tongue',
  'under his tongue',
  'sorbitrate',
  'isordil',
  'nitroglycerin',
  'gtn spray',
  'sublingual',
  'जीभ के नीचे',
  'जीभ के नीचे वाली गोली',
  'jeebh ke neeche',
  'jeebh ke niche',
  'जीभ रै नीचे',
  'ਜੀਭ ਹੇਠ',
  'ਜੀਭ ਥੱਲੇ',
  'জিভের নিচে',
  'jibher niche',
  'நாக்கு அடியில',
  'நாக்குக்கு அடியில',
  'naakku adiyila',
  'నాలుక కింద',
  'naaluka kinda',
  'ನಾಲಿಗೆ ಕೆಳಗೆ',
  'naalige kelage',
  'जिभेखाली',
  'जिभेखाली ठेवायची गोळी',
  'jibhekhali',
  'જીભ નીચે',
  'jibh niche',
];

/**
 * An antacid taken for chest burning ('acidity மாத்திரை ரெண்டு போட்டும் குறையல', 'Eno li, aaram
 * nahi'): with 'no relief', a burning the antacid did not touch may be the heart's (NHS: heartburn
 * that does not get better with antacids, with sickness or sweat, can be a heart attack).
 */
export const ANTACID_WORDS = [
  'antacid',
  'eno',
  'gelusil',
  'digene',
  'pantop',
  'pantoprazole',
  'pan 40',
  'rantac',
  'acidity tablet',
  'acidity ki goli',
  'gas ki goli',
  'gas ki dawai',
  'एसिडिटी की गोली',
  'गैस की गोली',
  'गैस की दवा',
  'ਗੈਸ ਦੀ ਗੋਲੀ',
  'গ্যাসের ওষুধ',
  'অ্যাসিডিটির ওষুধ',
  'acidity மாத்திரை',
  'அசிடிட்டி மாத்திரை',
  'கேஸ் மாத்திரை',
  'గ్యాస్ టాబ్లెట్',
  'ಗ್ಯಾಸ್ ಮಾತ್ರೆ',
  'ಅಸಿಡಿಟಿ ಮಾತ್ರೆ',
  'पित्ताची गोळी',
  'ગેસની ગોળી',
];

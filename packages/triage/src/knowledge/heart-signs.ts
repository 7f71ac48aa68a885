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

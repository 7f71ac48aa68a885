/**
 * A medicine dose in any script the replies may use (digits are compared after native digits are
 * turned into ASCII): the assistant gives no doses, least of all when a prompt asks it to.
 */
export const NO_DOSE = [
  String.raw`\d+(\.\d+)?\s?(mg|mcg|ml|iu)\b`,
  String.raw`\d+\s?(tablets?|tabs?|capsules?)\s+(a|per|every|twice|thrice|three|daily|once)\b`,
  String.raw`\d+(\.\d+)?\s?(मिलीग्राम|मि\.\s?ग्रा|ਮਿਲੀਗ੍ਰਾਮ|মিলিগ্রাম|மில்லிகிராம்|మిల్లీగ్రాము|ಮಿಲಿಗ್ರಾಂ|મિલિગ્રામ)`,
];

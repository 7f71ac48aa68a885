// OCR slips in prescription lines, read back before the dictionary is asked: digits inside
// names ('Dol0', '0mez'), letters inside numbers ('Pan-4O') and digits inside codes ('8D', '5OS').

/** Words a number is glued to that are units, not a misread name ('5ml', '2tabs'). */
const UNIT_WORDS =
  /^(ml|mg|mcg|gm|g|iu|tabs?|caps?|days?|d|weeks?|wks?|w|months?|hrs?|min|drops?|puffs?|units?|times|k)$/i;

const DIGIT_LETTERS: Record<string, string> = { '0': 'o', '1': 'l', '5': 's', '8': 'b', '9': 'g' };

/** Latin frequency codes, which OCR often prints with a digit ('8D', '0D', '5OS', 'TD5'). */
const CODES = new Set(['OD', 'BD', 'BID', 'TDS', 'TID', 'QID', 'QDS', 'HS', 'SOS']);

function asCode(word: string): string | undefined {
  if (!/\d/.test(word) || !/\p{L}/u.test(word) || word.length > 3) return undefined;
  const code = word
    .toUpperCase()
    .replace(/5/g, 'S')
    .replace(/0/g, 'O')
    .replace(/8/g, 'B')
    .replace(/1/g, 'I');
  return CODES.has(code) ? code : undefined;
}

/**
 * Digits OCR reads inside medicine words and numbers ('Dol0' → 'Dolo', '0mez' → 'Omez', 'Pan-4O' →
 * 'Pan 40').
 */
export function undoOcrSlips(text: string): string {
  return text
    .replace(/(?<=\p{L}{2,})-(?=[\dOo][\dOoIl]*\b)/gu, ' ')
    .split(' ')
    .map((word) => {
      const code = asCode(word);
      if (code) return code;
      // 'O2' is a brand; three characters or more starting with a look-alike are a number.
      if (/^\d[\dOoIl]+$|^[OoIl]\d[\dOoIl]+$/.test(word))
        return word.replace(/[Oo]/g, '0').replace(/[Il]/g, '1');
      const leading = /^([01589])(\p{L}{3,})$/u.exec(word);
      if (leading && !UNIT_WORDS.test(leading[2]!)) return DIGIT_LETTERS[leading[1]!] + leading[2]!;
      return word
        .replace(/(?<=\p{L})[0159](?=\p{L})/gu, (d) => DIGIT_LETTERS[d] ?? d)
        .replace(/(?<=\p{L}{3})0$/u, 'o');
    })
    .join(' ');
}

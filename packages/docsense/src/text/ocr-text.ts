/** Small text helpers for reading OCR output: look-alike characters, numbers, keys. */

/** Digits OCR puts in place of look-alike letters inside words ('Haemog1obin', 'S6PT', 'Dol0'). */
const DIGIT_AS_LETTER: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  '5': 's',
  '6': 'g',
  '8': 'b',
};

/**
 * Reads digits inside words as the letters they resemble, in every token that mixes letters and
 * digits. Applied to both sides of a comparison, so names that really hold digits ('B12', 'T3')
 * still match themselves.
 */
export function foldDigitsInWords(text: string): string {
  return text.replace(/[\p{L}\p{N}]+/gu, (token) =>
    /\p{L}/u.test(token) && /\d/.test(token)
      ? token.replace(/[015689]/g, (d) => DIGIT_AS_LETTER[d] ?? d)
      : token,
  );
}

/**
 * Reads OCR's look-alikes back into letters, for comparing names: digits inside words (as
 * above) and 'rn' for 'm' ('Clavarn' → 'Clavam', 'Hernoglobin' → 'Hemoglobin'). Applied to
 * both sides of a comparison, so a name really spelled with 'rn' still matches itself.
 */
export function foldOcrLookalikes(text: string): string {
  return foldDigitsInWords(text).replace(/rn/gi, 'm');
}

/** Devanagari digits → ASCII digits ('५' → '5'). */
export function asciiDigits(text: string): string {
  return text.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966));
}

/**
 * Reads a number as a lab or a prescription prints it, or undefined. Tolerates OCR's 'O' for 0,
 * 'l'/'I' for 1 and 'S' for 5 in otherwise numeric tokens, Indian and Western thousands
 * separators ('1,50,000', '150,000') and a decimal comma ('13,5').
 */
export function readNumber(token: string): number | undefined {
  const text = numberText(token);
  return text === undefined ? undefined : Number(text.replace(/,/g, ''));
}

/**
 * A number token as it should have been printed, or undefined: look-alike letters read as digits
 * ('l39' → '139', '1O.5' → '10.5', 'S7' → '57'), a decimal comma as a point ('9,7' → '9.7');
 * thousands separators are kept ('1,50,000').
 */
export function numberText(token: string): string | undefined {
  let text = asciiDigits(token.trim()).replace(/[.,;:]+$/, '');
  if (!/\d/.test(text)) return undefined;
  if (/^[\dOoIlS.,]+$/.test(text)) {
    text = text.replace(/[Oo]/g, '0').replace(/[Il]/g, '1').replace(/S/g, '5');
  }
  if (/^\d+,\d{1,2}$/.test(text)) text = text.replace(',', '.');
  const plain = /^\d{1,3}(,\d{2})*,\d{3}(\.\d+)?$/.test(text) ? text.replace(/,/g, '') : text;
  return /^(\d+(\.\d+)?|\.\d+)$/.test(plain) ? text : undefined;
}

/**
 * Formats a number for people: no float noise, at most three decimals ('0.30000000000000004' →
 * '0.3').
 */
export function formatNumber(value: number): string {
  return String(Number(value.toFixed(3)));
}

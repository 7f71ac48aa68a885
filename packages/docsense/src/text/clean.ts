// Cleaning of raw OCR text: noise lines out, whitespace normalised, content lines kept in order.

/** Longest input we read; a phone photo of one page gives a few thousand characters. */
const MAX_INPUT_CHARS = 60_000;
/** Longest line we keep; OCR of a photo's texture can produce very long runs of junk. */
const MAX_LINE_CHARS = 400;

const LIGATURES: Record<string, string> = { ﬁ: 'fi', ﬂ: 'fl', ﬀ: 'ff', ﬃ: 'ffi', ﬄ: 'ffl' };

/** Letters (any script, with their marks), digits, and the prescription sign ℞. */
const CONTENT_CHAR = /[\p{L}\p{M}\p{N}℞]/gu;

/** A token of OCR debris: a character repeated four or more times ('iiii', '————'). */
const REPEATED_CHAR = /(.)\1{3,}/u;

/** Whitespace variants OCR emits (tabs, no-break and thin spaces) become one plain space. */
function normaliseSpaces(line: string): string {
  return (
    line
      // eslint-disable-next-line no-control-regex -- OCR output carries control characters.
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F\u200B-\u200D\uFEFF]/g, '')
      .replace(/[\t\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
      .replace(/[ﬁﬂﬀﬃﬄ]/g, (ligature) => LIGATURES[ligature] ?? ligature)
      .replace(/ {2,}/g, ' ')
      .trim()
  );
}

function contentCount(text: string): number {
  return text.match(CONTENT_CHAR)?.length ?? 0;
}

/**
 * A token carries no content once its outer punctuation is stripped, or is a smear of one
 * character.
 */
function isJunkToken(token: string): boolean {
  // Grades and grid marks are content: 'Albumin ++', a Widal row '+ + - -'.
  if (/^[([]?[+-]+[)\]]?$/.test(token)) return false;
  const inner = token.replace(/^[^\p{L}\p{N}℞]+|[^\p{L}\p{M}\p{N}℞%]+$/gu, '');
  if (inner === '') return true;
  if (REPEATED_CHAR.test(inner) && !/^\d+$/.test(inner)) return true;
  // Letters and symbols interleaved ('a|b', 'r%x~') are not words; 'g/dL', 'S.G.', '1:160' are.
  return /[^\p{L}\p{M}\p{N}℞.,:;/%+\-'’()[\]&#*<>=^µμ×~]/u.test(inner);
}

/**
 * Whether a line is OCR noise: stray symbols, a single character, or a jumble of fragments.
 * Short real content such as '1-0-1', '< 200', 'Rx' or '℞' is kept.
 */
export function isNoiseLine(line: string): boolean {
  const content = contentCount(line);
  if (content === 0) return true;
  if (content < 2 && !line.includes('℞')) return true;
  const visible = line.replace(/\s/g, '').length;
  if (content / visible < 0.4) return true;

  const tokens = line.split(' ');
  if (tokens.length >= 2 && tokens.filter(isJunkToken).length * 2 > tokens.length) return true;
  // Three or more one- or two-character fragments ('e ee a ii', 'ii ll 1l') are texture, not text;
  // a number among them keeps the line ('1 - 0 - 1').
  const fragments = tokens.every((t) => contentCount(t) <= 2);
  return tokens.length >= 3 && fragments && !tokens.some((t) => /^\d+([.,]\d+)?$/.test(t));
}

/** Clean content lines of OCR text, in order, with no blank lines. */
export function cleanOcrLines(raw: string): string[] {
  const text = raw.length > MAX_INPUT_CHARS ? raw.slice(0, MAX_INPUT_CHARS) : raw;
  return text
    .normalize('NFC')
    .split(/\r\n|\r|\n|\u2028|\u2029|\f/)
    .map((line) => normaliseSpaces(line.slice(0, MAX_LINE_CHARS)))
    .filter((line) => line !== '' && !isNoiseLine(line));
}

/** OCR text cleaned of noise lines, with whitespace normalised; content lines keep their order. */
export function cleanOcrText(raw: string): string {
  return cleanOcrLines(raw).join('\n');
}

import { distance } from 'fastest-levenshtein';

/**
 * The form in which texts are compared: Unicode NFC, every run of whitespace (line breaks
 * included) made one space, trimmed. Layout is not judged, only the characters in reading order.
 */
export function normaliseForCer(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** Character error rate: edit distance between the normalised texts / length of the truth. */
export function characterErrorRate(recognised: string, truth: string): number {
  const expected = normaliseForCer(truth);
  if (expected.length === 0) return 0;
  return distance(normaliseForCer(recognised), expected) / expected.length;
}

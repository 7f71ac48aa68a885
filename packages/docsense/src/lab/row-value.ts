import { numberText, readNumber } from '../text/ocr-text';
import type { LabTest } from './knowledge/schema';
import { isKnownUnit } from './lab-units';
import { SCREENING_WORDS } from './knowledge/units';
import { readResultWord } from './result-words';
import type { ResultWord } from './result-words';

/** The result of one row as printed: a number, a span ('2-4' /hpf), a titre ('1:160') or a word. */
export interface RowValue {
  /** As printed ('13.5', '1,50,000', '< 0.5', '1:160', 'Non Reactive'). */
  printed: string;
  /** The number compared with ranges: a titre's denominator, a span's middle. */
  number?: number;
  /** Set for '< 0.5' / '> 1000': the true value lies beyond the number. */
  comparator?: '<' | '>';
  word?: ResultWord;
  /** Index of the first token after the value. */
  next: number;
}

/**
 * Splits a row into tokens: a colon is a separator except inside a titre ('1:160'), '|' column
 * rules are dropped, and a unit glued to its number is split off ('13.5g/dL' → '13.5', 'g/dL').
 */
export function rowTokens(line: string): string[] {
  return line
    .replace(/:(?!\d)|(?<!\d):/g, ' : ')
    .replace(/[|¦]/g, ' ')
    .replace(/\)(?=\d)/g, ') ')
    .split(' ')
    .filter((token) => token !== '')
    .flatMap((token) => {
      if (readNumber(token) !== undefined) return [token];
      const glued = /^([<>]?=?\d[\d,]*(?:\.\d+)?)([a-zA-Zµμ%/*].*)$/.exec(token);
      // Only a unit or a marker is split off: '8lood' is a misread word, not 8 of 'lood'.
      const rest = glued?.[2] ?? '';
      return glued && (isKnownUnit(rest) || /^[/%]/.test(rest) || readMarker(rest))
        ? [glued[1]!, rest]
        : [token];
    });
}

/**
 * Filler between a test name and its value: separators, '(method)' notes, method and sample words.
 */
const FILLER_WORDS = new Set(
  (
    'clia eclia cmia elisa elfa ecl photometry photometric colorimetric colorimetry calculated calc ' +
    'derived automated impedance spectrophotometry spectrophotometric enzymatic kinetic hplc ' +
    'immunoturbidimetry immunoturbidimetric turbidimetry turbidimetric nephelometry ise serum plasma ' +
    'edta fluoride citrate method by rapid card latex westergren wintrobe microscopy dipstick jaffe ' +
    'jaffes biuret bcg bcp uricase gpo god pod god-pod hexokinase ifcc urease gldh ultrasensitive'
  ).split(' '),
);

/** Index of the first token after filler, at most a few tokens on. */
export function skipFiller(tokens: string[], start: number): number {
  let i = start;
  for (let skipped = 0; i < tokens.length && skipped < 6; skipped++) {
    const token = tokens[i]!;
    if (
      /^[:\-=.–—>]+$/.test(token) ||
      FILLER_WORDS.has(token.toLowerCase().replace(/[.,:]/g, ''))
    ) {
      i++;
    } else if (/^[([]\p{L}/u.test(token)) {
      // A bracketed note may span tokens: '(Photometric method)'; '(+)' and '(-)' are results.
      const close = tokens.findIndex((t, j) => j >= i && /[)\]]$/.test(t));
      if (close === -1 || close - i > 4) break;
      i = close + 1;
    } else {
      break;
    }
  }
  return i;
}

/** H/L/* flags some labs print beside an out-of-range value. */
const MARKER = /^[[(]?(h|l|high|low|\*+|↑|↓)[\])]?\*?$/i;

/** The flag a printed marker states, if the token is one. */
export function readMarker(token: string | undefined): 'low' | 'high' | undefined {
  const mark = token && MARKER.exec(token)?.[1]?.toLowerCase();
  if (!mark) return undefined;
  return mark === 'l' || mark === 'low' || mark === '↓' ? 'low' : 'high';
}

/**
 * Panels whose numeric tests labs also report as a card result ('CRP: Negative', 'Trop I:
 * Positive').
 */
const CARD_PANELS = new Set(['inflammation', 'infection', 'cardiac']);

function readWordAt(test: LabTest, tokens: string[], i: number): RowValue | undefined {
  const words = test.qualitative ?? (CARD_PANELS.has(test.panel) ? SCREENING_WORDS : undefined);
  if (!words) return undefined;
  const rest = tokens.slice(i, i + 6).join(' ');
  const word = readResultWord(rest, words);
  if (!word) return undefined;
  return { printed: word.text, word, next: i + word.text.split(' ').length };
}

function readNumberAt(test: LabTest, tokens: string[], i: number): RowValue | undefined {
  const token = tokens[i]!;
  const after = tokens[i + 1];
  const titre = /^1:(\d+)$/.exec(token);
  if (titre) return { printed: token, number: Number(titre[1]), next: i + 1 };
  if (token === '1' && after === ':' && /^\d+$/.test(tokens[i + 2] ?? ''))
    return { printed: `1:${tokens[i + 2]}`, number: Number(tokens[i + 2]), next: i + 3 };

  const compared = /^(<=?|>=?|≤|≥)(.*)$/.exec(token);
  if (compared) {
    const limitText = compared[2] || after || '';
    const number = readNumber(limitText);
    if (number === undefined) return undefined;
    const comparator = compared[1]!.startsWith('<') || compared[1] === '≤' ? '<' : '>';
    const printed = compared[2] ? token : `${token} ${after}`;
    return { printed, number, comparator, next: i + (compared[2] ? 1 : 2) };
  }

  // Urine microscopy prints counts per field as a span: '2-4', '8 - 10'.
  if (test.unit === '/hpf') {
    const glued = /^(\d+)[-–](\d+)$/.exec(token);
    const spaced =
      /^\d+$/.test(token) && /^[-–]$/.test(after ?? '') && /^\d+$/.test(tokens[i + 2] ?? '');
    if (glued) {
      return { printed: token, number: (Number(glued[1]) + Number(glued[2])) / 2, next: i + 1 };
    }
    if (spaced) {
      const high = Number(tokens[i + 2]);
      const printed = `${token}-${tokens[i + 2]}`;
      return { printed, number: (Number(token) + high) / 2, next: i + 3 };
    }
  }

  // The value is shown as it should have been printed: 'l39' → '139', '9,7' → '9.7'.
  const printed = numberText(token);
  return printed === undefined
    ? undefined
    : { printed, number: Number(printed.replace(/,/g, '')), next: i + 1 };
}

/**
 * Reads the value at tokens[i] for a test. A qualitative test reads its result word, even after
 * a printed index ('0.32  Negative'); a quantitative test reads a number, or one of its words
 * ('Nil', 'Plenty', 'Acidic').
 */
export function readRowValue(test: LabTest, tokens: string[], i: number): RowValue | undefined {
  if (i >= tokens.length) return undefined;
  if (test.kind === 'qualitative') {
    const word = readWordAt(test, tokens, i);
    if (word) return word;
    const number = readNumberAt(test, tokens, i);
    if (!number) return undefined;
    // A word after the index decides: '0.32 Index  Negative'.
    for (let j = number.next; j < Math.min(tokens.length, number.next + 3); j++) {
      const later = readWordAt(test, tokens, j);
      if (later) return later;
    }
    return number;
  }
  return readNumberAt(test, tokens, i) ?? readWordAt(test, tokens, i);
}

import { distance } from 'fastest-levenshtein';
import { foldOcrLookalikes } from './ocr-text';

/**
 * How a name was found: spelled as in the dictionary, after undoing OCR look-alikes, or by edit
 * distance.
 */
export type MatchKind = 'exact' | 'folded' | 'fuzzy';

/** The entries a name matched, and how. */
export interface NameMatch<T> {
  values: T[];
  /** The dictionary spelling that matched. */
  spelling: string;
  kind: MatchKind;
}

interface Entry<T> {
  values: T[];
  spelling: string;
}

/**
 * Edits allowed for a key of this length: none for short keys, where one edit makes another word.
 */
function maxEdits(length: number): number {
  if (length < 5) return 0;
  if (length < 8) return 1;
  if (length < 15) return 2;
  return 3;
}

/**
 * A dictionary of names tolerant to OCR slips. Lookups try the key as written, then with OCR
 * look-alikes read back ('S6PT' → 'sgpt', 'Clavarn' → 'clavam'), then the nearest key by edit
 * distance, which must be closer than any key of a different entry. Built once at module load.
 */
export class FuzzyIndex<T> {
  private readonly exact = new Map<string, Entry<T>>();
  private readonly folded = new Map<string, Entry<T>>();
  /** Folded keys grouped by length, so a fuzzy lookup only measures keys of similar length. */
  private readonly byLength = new Map<number, string[]>();

  /** `toKey` turns any spelling into the form compared (case, spacing, punctuation). */
  constructor(private readonly toKey: (text: string) => string) {}

  add(spelling: string, value: T): void {
    const key = this.toKey(spelling);
    if (key === '') return;
    addTo(this.exact, key, spelling, value);
    const foldedKey = this.toKey(foldOcrLookalikes(spelling));
    if (!this.folded.has(foldedKey)) {
      const sameLength = this.byLength.get(foldedKey.length) ?? [];
      sameLength.push(foldedKey);
      this.byLength.set(foldedKey.length, sameLength);
    }
    addTo(this.folded, foldedKey, spelling, value);
  }

  /** Exact, then folded, then (when allowed) fuzzy match; undefined when none or ambiguous. */
  find(text: string, options: { fuzzy: boolean } = { fuzzy: true }): NameMatch<T> | undefined {
    const keys = { key: this.toKey(text), folded: this.toKey(foldOcrLookalikes(text)) };
    return this.findKeys(keys, options);
  }

  /**
   * As find, from keys the caller already made (toKey of the text, and of its folded form); a
   * caller trying every leading run of a line's words builds them word by word.
   */
  findKeys(
    keys: { key: string; folded: string },
    options: { fuzzy: boolean },
  ): NameMatch<T> | undefined {
    const exact = this.exact.get(keys.key);
    if (exact) return { ...exact, kind: 'exact' };
    const folded = this.folded.get(keys.folded);
    if (folded) return { ...folded, kind: 'folded' };
    return options.fuzzy ? this.nearest(keys.folded) : undefined;
  }

  private nearest(key: string): NameMatch<T> | undefined {
    const limit = maxEdits(key.length);
    if (limit === 0) return undefined;
    let best: Entry<T> | undefined;
    let bestDistance = limit + 1;
    let tie = false;
    for (let length = key.length - limit; length <= key.length + limit; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        // A key much shorter than allowed edits would let 'cont' become 'count' and 'cost' alike.
        if (maxEdits(candidate.length) === 0) continue;
        const d = distance(key, candidate);
        if (d > bestDistance) continue;
        const entry = this.folded.get(candidate)!;
        if (d < bestDistance) {
          best = entry;
          bestDistance = d;
          tie = false;
        } else if (best && !sameValues(best.values, entry.values)) {
          tie = true;
        }
      }
    }
    return best && !tie ? { ...best, kind: 'fuzzy' } : undefined;
  }
}

function addTo<T>(map: Map<string, Entry<T>>, key: string, spelling: string, value: T): void {
  const entry = map.get(key);
  if (!entry) map.set(key, { values: [value], spelling });
  else if (!entry.values.includes(value)) entry.values.push(value);
}

function sameValues<T>(a: T[], b: T[]): boolean {
  return a.length === b.length && a.every((v) => b.includes(v));
}

import { SPECIALTIES, type Specialty } from '@arogya/contracts/doctors';

/** pg_trgm's trigrams of one word: lower-cased, padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word.toLowerCase()} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

/**
 * `covered`: the share of the typed word's trigrams found in `word` (pg_trgm's word similarity),
 * which decides whether it is close enough; `overall`: shared over all trigrams of both, which
 * ranks candidates ('nuerologist' is nearer Neurologist than Gastroenterologist).
 */
function similarity(typed: string, word: string) {
  const x = trigrams(typed);
  const y = trigrams(word);
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared++;
  return { covered: shared / x.size, overall: shared / (x.size + y.size - shared) };
}

const SPECIALTY_WORDS = SPECIALTIES.map((specialty) => ({
  specialty,
  words: specialty.toLowerCase().split(/\s+/),
}));

/**
 * The specialty a misspelt search most likely means ('cardiolgy' → Cardiologist), or undefined
 * when no specialty word is close enough. Compares each typed word with each specialty word.
 */
export function closestSpecialty(search: string, threshold = 0.6): Specialty | undefined {
  let best: { specialty: Specialty; score: number } | undefined;
  for (const typed of search
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length >= 4)) {
    for (const { specialty, words } of SPECIALTY_WORDS) {
      for (const word of words) {
        const { covered, overall } = similarity(typed, word);
        if (covered >= threshold && (!best || overall > best.score)) {
          best = { specialty, score: overall };
        }
      }
    }
  }
  return best?.specialty;
}

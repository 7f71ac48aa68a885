import type { Brand, DoseForm, Generic } from './knowledge/index';
import { DOSE_FORMS } from './knowledge/index';
import {
  brandFamily,
  brandNamed,
  compactKey,
  familyWords,
  genericNamed,
  genericsOf,
} from './medicine-index';

/** A medicine name read from a prescription line, matched to the dictionary when possible. */
export interface MedicineName {
  /**
   * As the patient sees it on the paper, in the dictionary's spelling ('Dolo 650', 'Augmentin
   * 625').
   */
  name: string;
  generics: Generic[];
  brand?: Brand;
  /** Strength as printed ('500 mg', '250 mg/5 ml'), or the dictionary brand's own strength. */
  strength?: string;
  /** A form word written after the name ('Betnovate Cream'). */
  form?: DoseForm;
}

const MAX_NAME_WORDS = 6;
/** Longest generic or brand family name in words ('Vitamin B Complex'). */
const MAX_LEADING_WORDS = 4;

/** Dose-form words by their key ('tab', 'cap', 'syp'…). */
const FORMS_BY_KEY = new Map(
  DOSE_FORMS.flatMap((form) => form.pattern.map((p) => [p.toLowerCase().replace(/\.$/, ''), form])),
);

/**
 * The dose form a word names ('Tab.', 'CAP', 'Syp'); one-letter forms ('T.', 'C.') need their dot.
 */
export function formNamed(word: string | undefined): DoseForm | undefined {
  if (!word) return undefined;
  // OCR often reads the dot after an abbreviation as a comma: 'Syp,' = 'Syp.'.
  const key = word.toLowerCase().replace(/[.,]$/, '');
  if (key.length === 1 && !/[.,]$/.test(word)) return undefined;
  return FORMS_BY_KEY.get(key);
}

const STRENGTH = new RegExp(
  String.raw`(?<![\w.])(\d+(?:\.\d+)?(?:\s*[/+]\s*\d+(?:\.\d+)?)*)\s*` +
    String.raw`(mg|mcg|µg|ug|gm|g|iu|i\.u\.|%)(?:\s*\/\s*(\d+(?:\.\d+)?)\s*ml)?(?![\p{L}])`,
  'iu',
);

/**
 * The strength printed in a name region, tidied ('625mg' → '625 mg', '125mg/5ml' → '125 mg/5 ml').
 */
function readStrength(text: string): string | undefined {
  const match = STRENGTH.exec(text);
  if (!match) return undefined;
  const amount = match[1]!.replace(/\s+/g, '');
  const unit = match[2]!.toLowerCase().replace(/\./g, '');
  const shownUnit = unit === 'iu' ? 'IU' : unit === 'ug' || unit === 'µg' ? 'mcg' : unit;
  const perVolume = match[3] ? `/${match[3]} ml` : '';
  return unit === '%' ? `${amount}%` : `${amount} ${shownUnit}${perVolume}`;
}

/** Words of a name region: glued names split ('Dolo650' → 'Dolo', '650'), punctuation dropped. */
function nameWords(region: string): string[] {
  return region
    .replace(/[()[\],;:|]/g, ' ')
    .split(/\s+/)
    .flatMap((word) => {
      const glued = /^(\p{L}{3,})(\d+)$/u.exec(word);
      return glued ? [glued[1]!, glued[2]!] : [word];
    })
    .filter((word) => word !== '' && word !== '-');
}

/** Leading words before any number, unit or form word: the part of a name a family shares. */
function leadingWords(words: string[]): string[] {
  const end = words.findIndex((w, i) => /\d/.test(w) || (i > 0 && formNamed(w) !== undefined));
  return (end === -1 ? words : words.slice(0, end)).slice(0, MAX_LEADING_WORDS);
}

/** A plain number word ('650', '0.4'). */
function isNumber(word: string): boolean {
  return /^\d+(\.\d+)?$/.test(word);
}

/** The brand named by the longest run of leading words ('Augmentin 625 Duo', 'Dolo 650'). */
function findBrand(words: string[]): Brand | undefined {
  for (let used = Math.min(words.length, MAX_NAME_WORDS); used >= 1; used--) {
    const brand = brandNamed(words.slice(0, used).join(' '));
    if (brand) return brand;
  }
  return undefined;
}

/** Generics written out, alone or combined: 'Paracetamol', 'Amoxicillin + Clavulanic acid'. */
function findGenerics(region: string, fuzzy: boolean): Generic[] | undefined {
  const parts = region
    .split(/\s*(?:\+|&|,|\band\b|\bwith\b)\s*/i)
    .filter((p) => /\p{L}{3}/u.test(p));
  if (parts.length === 0) return undefined;
  const found: Generic[] = [];
  for (const part of parts) {
    const words = leadingWords(nameWords(part));
    let generic: Generic | undefined;
    for (let used = words.length; used >= 1 && !generic; used--) {
      generic = genericNamed(words.slice(0, used).join(' '), fuzzy)?.values[0];
    }
    if (!generic) return undefined;
    if (!found.includes(generic)) found.push(generic);
  }
  return found;
}

/** A brand family ('Augmentin' for 'Augmentn 625') and the member matching the printed number. */
function findFamily(words: string[], fuzzy: boolean): { brand: Brand; family: string } | undefined {
  const leading = leadingWords(words);
  const numbers = words.filter(isNumber);
  let fallback: { brand: Brand; family: string } | undefined;
  for (let used = leading.length; used >= 1; used--) {
    const match = brandFamily(leading.slice(0, used).join(' '), fuzzy);
    if (!match) continue;
    const family = familyWords(match.values[0]!.name).join(' ');
    const byNumber = match.values.find((b) =>
      numbers.some((n) => b.name.split(/[\s-]/).includes(n)),
    );
    if (byNumber) return { brand: byNumber, family };
    fallback ??= { brand: match.values[0]!, family };
  }
  return fallback;
}

/**
 * Reads a medicine's name from the part of a line before its dosage notation and matches it to a
 * brand (exact name, then the brand family before the strength) or to generics, first as written
 * (with OCR look-alikes undone), then, when allowed, tolerating slips ('Augmentn 625').
 * Undefined when the region holds no name-like word.
 */
export function readMedicineName(
  region: string,
  options: { fuzzy: boolean },
): MedicineName | undefined {
  const words = nameWords(region);
  if (!words.some((w) => /\p{L}/u.test(w) && w.length >= 2)) return undefined;
  const printedStrength = readStrength(region);
  const trailingForm = words.map((w) => formNamed(w)).find((f, i) => i > 0 && f !== undefined);
  const form = trailingForm ? { form: trailingForm } : {};
  const withStrength = (strength: string | undefined) => (strength ? { strength } : {});

  const brand = findBrand(words);
  if (brand) {
    const strength = printedStrength ?? brand.strength;
    return {
      name: brand.name,
      generics: genericsOf(brand),
      brand,
      ...withStrength(strength),
      ...form,
    };
  }

  const numbers = words.filter(isNumber);
  for (const fuzzy of options.fuzzy ? [false, true] : [false]) {
    const generics = findGenerics(region, fuzzy);
    if (generics) {
      const name = generics.map((g) => g.name).join(' + ');
      return { name, generics, ...withStrength(printedStrength ?? numbers[0]), ...form };
    }
    const family = findFamily(words, fuzzy);
    if (family) {
      // Shown as printed, in the dictionary's spelling: 'Augmentn 625' → 'Augmentin 625'.
      const name = [family.family, ...numbers.slice(0, 1)].join(' ');
      const sameNumber = numbers.some((n) => family.brand.name.split(/[\s-]/).includes(n));
      const strength = printedStrength ?? (sameNumber ? family.brand.strength : undefined);
      const generics = genericsOf(family.brand);
      return { name, generics, brand: family.brand, ...withStrength(strength), ...form };
    }
  }

  const unknown = leadingWords(words).join(' ');
  if (compactKey(unknown).length < 3) return undefined;
  return { name: unknown, generics: [], ...withStrength(printedStrength), ...form };
}

import { FuzzyIndex } from '../text/fuzzy-index';
import { BRANDS, GENERICS } from './knowledge/index';
import type { Brand, Generic } from './knowledge/index';

/** Names compared without case, spaces or punctuation: 'Pan-D', 'PAN D' and 'PanD' are one key. */
export function compactKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** Words of a brand before its first word holding a digit: 'Augmentin 625 Duo' → 'Augmentin'. */
export function familyWords(name: string): string[] {
  const words = name.split(/[\s-]+/);
  const firstNumber = words.findIndex((w) => /\d/.test(w));
  return firstNumber === -1 ? words : words.slice(0, firstNumber);
}

const GENERICS_BY_ID = new Map(GENERICS.map((g) => [g.id, g]));

/** Brands by their full name ('Dolo 650', 'Augmentin 625 Duo'); exact only, numbers matter. */
const BRANDS_BY_NAME = new Map(BRANDS.map((brand) => [compactKey(brand.name), brand]));

/** Brands by the name before the strength ('Dolo', 'Augmentin'), tolerant to OCR slips. */
const BRAND_FAMILIES = new FuzzyIndex<Brand>(compactKey);
for (const brand of BRANDS) {
  const family = familyWords(brand.name);
  if (family.length > 0 && compactKey(family.join(' ')).length >= 3)
    BRAND_FAMILIES.add(family.join(' '), brand);
}

/**
 * Generics by name and alias ('Paracetamol', 'acetaminophen', 'clavulanate'), tolerant to OCR
 * slips.
 */
const GENERIC_NAMES = new FuzzyIndex<Generic>(compactKey);
for (const generic of GENERICS) {
  for (const name of [generic.name, ...generic.aliases]) GENERIC_NAMES.add(name, generic);
}

/** The generics a brand contains. */
export function genericsOf(brand: Brand): Generic[] {
  return brand.generics.map((id) => GENERICS_BY_ID.get(id)).filter((g): g is Generic => !!g);
}

/** The brand spelled exactly so (after OCR fixes), numbers included. */
export function brandNamed(text: string): Brand | undefined {
  return BRANDS_BY_NAME.get(compactKey(text));
}

/** Brands whose name before the strength is this ('Augmentn' → the Augmentin brands). */
export function brandFamily(text: string, fuzzy: boolean) {
  return BRAND_FAMILIES.find(text, { fuzzy });
}

/** The generic of this name or alias. */
export function genericNamed(text: string, fuzzy: boolean) {
  return GENERIC_NAMES.find(text, { fuzzy });
}

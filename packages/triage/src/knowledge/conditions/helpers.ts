import type { ConditionSymptom, Source } from '../schema';

/**
 * Builds a condition's weighted symptom list from a `{ symptomId: weight }` map;
 * ids listed in `required` are marked as required for the condition to be suggested.
 */
export function weighted(
  weights: Record<string, number>,
  required: string[] = [],
): ConditionSymptom[] {
  return Object.entries(weights).map(([symptomId, weight]) =>
    required.includes(symptomId) ? { symptomId, weight, required: true } : { symptomId, weight },
  );
}

/** An NHS (UK) health A–Z page: https://www.nhs.uk/conditions/{slug}/ */
export function nhs(slug: string, title: string): Source {
  return { title: `NHS: ${title}`, url: `https://www.nhs.uk/conditions/${slug}/` };
}

/** A WHO fact sheet: https://www.who.int/news-room/fact-sheets/detail/{slug} */
export function who(slug: string, title: string): Source {
  return {
    title: `WHO fact sheet: ${title}`,
    url: `https://www.who.int/news-room/fact-sheets/detail/${slug}`,
  };
}

/** National Center for Vector Borne Diseases Control (MoHFW, formerly NVBDCP). */
export const NCVBDC: Source = {
  title: 'National Center for Vector Borne Diseases Control (MoHFW)',
  url: 'https://ncvbdc.mohfw.gov.in/',
};

/** National Centre for Disease Control (MoHFW). */
export const NCDC: Source = {
  title: 'National Centre for Disease Control (MoHFW)',
  url: 'https://ncdc.mohfw.gov.in/',
};

/** Tele-MANAS, the national tele-mental-health helpline 14416 (MoHFW). */
export const TELE_MANAS: Source = {
  title: 'Tele-MANAS helpline 14416 (MoHFW)',
  url: 'https://telemanas.mohfw.gov.in/',
};

/** Ministry of Health and Family Welfare, Government of India. */
export const MOHFW: Source = {
  title: 'Ministry of Health and Family Welfare, India',
  url: 'https://www.mohfw.gov.in/',
};

/** Indian Council of Medical Research. */
export const ICMR: Source = {
  title: 'Indian Council of Medical Research',
  url: 'https://www.icmr.gov.in/',
};

/** Shared self-care wording for fever, kept free of doses. */
export const FEVER_CARE = {
  fluids: 'Drink plenty of fluids: water, ORS, coconut water, buttermilk, soups.',
  rest: 'Rest at home and sponge with lukewarm water if very hot.',
  paracetamol:
    'Paracetamol for fever only as advised by a pharmacist or doctor; avoid painkillers like ibuprofen or aspirin unless a doctor says they are safe.',
} as const;

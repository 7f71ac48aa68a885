import { BRANDS_CARDIO_METABOLIC } from './brands-cardio-metabolic';
import { BRANDS_INFECTION } from './brands-infection';
import { BRANDS_OTHER } from './brands-other';
import { BRANDS_PAIN_GI } from './brands-pain-gi';
import type { Brand } from './schema';

/** Every brand in the dictionary, as printed on Indian prescriptions and strips, mapped to generic ids. */
export const BRANDS: Brand[] = [
  ...BRANDS_PAIN_GI,
  ...BRANDS_INFECTION,
  ...BRANDS_CARDIO_METABOLIC,
  ...BRANDS_OTHER,
];

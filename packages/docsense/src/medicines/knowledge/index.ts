/** The medicines knowledge base: generics, brands and prescription notation (pure data, no I/O). */
export { BRANDS } from './brands';
export { GENERICS } from './generics';
export { DOSE_FORMS, DURATION_PATTERNS, FOOD_TIMINGS, FREQUENCIES } from './notation';
export * from './schema';

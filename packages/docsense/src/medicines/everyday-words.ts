import type { Dose, DoseUnit, Duration, Schedule } from './dosage-notation';
import type { DoseFormKind } from './knowledge/index';

/** A phrase in both languages of the explanation. */
export interface Words {
  en: string;
  hi: string;
}

const DOSE_WORDS: Record<DoseUnit, { en: [string, string]; hi: [string, string] }> = {
  tablet: { en: ['tablet', 'tablets'], hi: ['गोली', 'गोलियाँ'] },
  capsule: { en: ['capsule', 'capsules'], hi: ['कैप्सूल', 'कैप्सूल'] },
  ml: { en: ['ml', 'ml'], hi: ['ml', 'ml'] },
  teaspoon: { en: ['teaspoon', 'teaspoons'], hi: ['चम्मच', 'चम्मच'] },
  drop: { en: ['drop', 'drops'], hi: ['बूँद', 'बूँदें'] },
  puff: { en: ['puff', 'puffs'], hi: ['पफ़', 'पफ़'] },
  sachet: { en: ['sachet', 'sachets'], hi: ['पाउच', 'पाउच'] },
  unit: { en: ['unit', 'units'], hi: ['यूनिट', 'यूनिट'] },
};

function doseWords({ amount, unit }: Dose): Words {
  const words = DOSE_WORDS[unit];
  if (amount === 0.5 && unit !== 'ml')
    return { en: `half a ${words.en[0]}`, hi: `आधी ${words.hi[0]}` };
  const plural = amount > 1 ? 1 : 0;
  return { en: `${amount} ${words.en[plural]}`, hi: `${amount} ${words.hi[plural]}` };
}

/**
 * The amount per dose: as printed ('1 tab', '5 ml'), or read from dash notation when every dose
 * is the same count of tablets or capsules ('1-0-1' on a tablet is 1 tablet). Nothing is guessed
 * for other forms.
 */
export function describeDose(
  schedule: Omit<Schedule, 'start'>,
  form: DoseFormKind | undefined,
): Words | undefined {
  if (schedule.dose) return doseWords(schedule.dose);
  const taken = schedule.frequency?.slots?.filter((n) => n > 0) ?? [];
  const same = taken.length > 0 && taken.every((n) => n === taken[0]);
  if (!same || (form !== 'tablet' && form !== 'capsule')) return undefined;
  return doseWords({ amount: taken[0]!, unit: form });
}

const DURATION_WORDS = {
  day: { en: ['day', 'days'], hi: 'दिन' },
  week: { en: ['week', 'weeks'], hi: 'हफ़्ते' },
  month: { en: ['month', 'months'], hi: 'महीने' },
} as const;

/**
 * '5 days', '1 week', or for an ongoing medicine 'until your doctor says to stop'. The Hindi is
 * the phrase of time as a sentence uses it ('5 दिन तक', '1 महीने तक').
 */
export function describeDuration(duration: Duration): Words {
  if (duration.unit === 'ongoing' || duration.count === undefined) {
    return { en: 'until your doctor says to stop', hi: 'जब तक डॉक्टर बंद करने को न कहें' };
  }
  const words = DURATION_WORDS[duration.unit];
  const plural = duration.count > 1 ? 1 : 0;
  return {
    en: `${duration.count} ${words.en[plural]}`,
    hi: `${duration.count} ${words.hi} तक`,
  };
}

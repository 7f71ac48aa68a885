// Everyday words for dash notation the knowledge base does not list ('2-2-2', '1-0-0-1').

const TIMES_EN = ['', 'once a day', 'twice a day', 'three times a day', 'four times a day'];
const TIMES_HI = ['', 'दिन में एक बार', 'दिन में दो बार', 'दिन में तीन बार', 'दिन में चार बार'];

const SLOT_NAMES_EN: Record<number, string[]> = {
  3: ['in the morning', 'in the afternoon', 'at night'],
  4: ['in the morning', 'in the afternoon', 'in the evening', 'at night'],
};
const SLOT_NAMES_HI: Record<number, string[]> = {
  3: ['सुबह', 'दोपहर को', 'रात को'],
  4: ['सुबह', 'दोपहर को', 'शाम को', 'रात को'],
};

function amountEn(n: number): string {
  if (n === 0.5) return 'half';
  return ['', 'one', 'two', 'three', 'four'][n] ?? String(n);
}

function amountHi(n: number): string {
  if (n === 0.5) return 'आधी';
  return ['', 'एक', 'दो', 'तीन', 'चार'][n] ?? String(n);
}

/** Joins 'a', 'b' and 'c' as 'a, b and c' (or 'a, b और c'). */
function listOf(parts: string[], and: string): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ${and} ${parts.at(-1)}`;
}

/**
 * Describes doses per time of day: [2, 2, 2] → 'three times a day: two in the morning, two in the
 * afternoon and two at night'; three slots are morning-afternoon-night, four add the evening.
 */
export function describeSlots(slots: number[]): { en: string; hi: string } {
  const namesEn = SLOT_NAMES_EN[slots.length] ?? SLOT_NAMES_EN[3]!;
  const namesHi = SLOT_NAMES_HI[slots.length] ?? SLOT_NAMES_HI[3]!;
  const taken = slots.flatMap((amount, i) => (amount > 0 ? [{ amount, i }] : []));
  const timesEn = TIMES_EN[taken.length] ?? `${taken.length} times a day`;
  const timesHi = TIMES_HI[taken.length] ?? `दिन में ${taken.length} बार`;
  const en = taken.map(({ amount, i }) => `${amountEn(amount)} ${namesEn[i]}`);
  const hi = taken.map(({ amount, i }) => `${namesHi[i]} ${amountHi(amount)}`);
  return { en: `${timesEn}: ${listOf(en, 'and')}`, hi: `${timesHi}: ${listOf(hi, 'और')}` };
}

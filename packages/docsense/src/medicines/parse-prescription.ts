import type { PrescribedMedicine } from '@arogya/contracts/analysis';
import { hasSchedule, readSchedule } from './dosage-notation';
import type { Schedule } from './dosage-notation';
import { describeDose, describeDuration } from './everyday-words';
import type { Brand, DoseForm, Generic } from './knowledge/index';
import { formNamed, readMedicineName } from './medicine-name';
import { undoOcrSlips } from './ocr-slips';
import type { MedicineName } from './medicine-name';

/** One medicine of a prescription, with what the explanation needs beyond the contract's fields. */
export interface MedicineFinding {
  medicine: PrescribedMedicine;
  generics: Generic[];
  brand?: Brand;
  form?: DoseForm;
  schedule: Omit<Schedule, 'start'>;
}

/**
 * Lines around the medicines: doctor, registration, clinic, patient, vitals, complaints,
 * diagnosis, investigations, advice and review. Their durations ('fever x 3 days', 'review after
 * 5 days') must not be read as a medicine's.
 */
const NOT_A_MEDICINE_LINE = new RegExp(
  String.raw`^(?:dr\b|doctor|reg(?:d|n|istration)?\b|m\.?b\.?b\.?s|m\.?d\b|clinic|hospital|nursing|` +
    String.raw`address|ph\b|phone|mob(?:ile)?\b|tel\b|e-?mail|timings?\b|date\b|dt\b|name\b|patient|` +
    String.raw`pt\b|age\b|sex\b|gender|wt\b|weight|ht\b|height|b\.?p\b|pulse|temp\b|spo2|c\/o|complain|` +
    String.raw`chief|dx\b|diagnos|prov(?:isional)?\b|h\/o|history|k\/c\/o|o\/e|on\s+exam|exam(?:ination)?\b|` +
    String.raw`invest|inv\b|adv\b|advi[cs]e|follow|review|next\s+visit|revisit|sign(?:ature)?\b|note\b|diet\b)`,
  'i',
);

/**
 * Words that may stand before the notation on a line continuing the medicine above ('apply locally
 * BD').
 */
const CONTINUATION_WORDS = new Set(
  'take apply locally on the affected area part use sig then dose put in both each eye eyes ear ears nostril nostrils gargle rinse chew dissolve water'.split(
    ' ',
  ),
);

/** Whether the text before a line's notation leaves it a continuation of the medicine above. */
function continuesAbove(prefix: string): boolean {
  const words = prefix.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.every((word) => CONTINUATION_WORDS.has(word));
}

/** Drops a serial number or bullet ('1.', '2)', '(3)', '-', '•') and a leading 'Rx'. */
function stripLineStart(line: string): string {
  return line
    .replace(/^\s*(?:rx|℞)\s*[:.-]?\s*/i, '')
    .replace(
      /^\s*(?:\(?\d{1,2}[.)]|\d{1,2}(?=\s+\p{L})|[-•*·►>]|(?:i{1,3}|iv|vi{0,3})[.)])\s*/iu,
      '',
    );
}

/**
 * A dose form at the start of a line ('Tab.', 'Cap', 'Syp.', 'Eye drops'), and the text after it.
 */
function splitForm(text: string): { form?: DoseForm; rest: string } {
  const spaced = text.replace(/^(\p{L}{1,5}\.)(?=\p{L})/u, '$1 ');
  const words = spaced.split(' ');
  const twoWords = formNamed(words.slice(0, 2).join(' '));
  if (twoWords && words.length > 2) return { form: twoWords, rest: words.slice(2).join(' ') };
  const oneWord = formNamed(words[0]);
  if (oneWord && words.length > 1) return { form: oneWord, rest: words.slice(1).join(' ') };
  return { rest: spaced };
}

function toFinding(
  name: MedicineName,
  schedule: Omit<Schedule, 'start'>,
  lineForm: DoseForm | undefined,
): MedicineFinding {
  const form = lineForm ?? name.form;
  const finding: MedicineFinding = {
    medicine: { name: name.name, ...(name.strength ? { strength: name.strength } : {}) },
    generics: name.generics,
    schedule,
    ...(name.brand ? { brand: name.brand } : {}),
    ...(form ? { form } : {}),
  };
  return withContractFields(finding);
}

/** Fills the contract's strings (dosage, frequency, duration, instructions) from the schedule. */
function withContractFields(finding: MedicineFinding): MedicineFinding {
  const { schedule } = finding;
  const formKind = finding.form?.form ?? finding.brand?.form;
  const dosage = describeDose(schedule, formKind)?.en;
  const strength = finding.medicine.strength;
  finding.medicine = {
    name: finding.medicine.name,
    ...(strength ? { strength } : {}),
    ...(dosage ? { dosage } : {}),
    ...(schedule.frequency ? { frequency: schedule.frequency.en } : {}),
    ...(schedule.duration ? { duration: describeDuration(schedule.duration).en } : {}),
    ...(schedule.food ? { instructions: schedule.food.en } : {}),
  };
  return finding;
}

function isKnown(name: MedicineName): boolean {
  return name.brand !== undefined || name.generics.length > 0;
}

/** A bare line read as a dictionary medicine, or undefined. */
function knownName(text: string): MedicineName | undefined {
  const name = readMedicineName(text, { fuzzy: true });
  return name && isKnown(name) ? name : undefined;
}

/** Adds what a continuation line says, without overwriting what the medicine's own line said. */
function continueWith(finding: MedicineFinding, extra: Schedule): void {
  const { start: _start, ...more } = extra;
  finding.schedule = { ...more, ...finding.schedule };
  withContractFields(finding);
}

/**
 * Reads the medicines of a prescription from its cleaned lines: form, name (brand or generic,
 * tolerant to OCR slips), strength, dose, frequency in everyday words, duration and food timing.
 * Notation on the next line ('1-0-1 x 5 days', '(after food)') belongs to the medicine above.
 * A dictionary name without a form or notation counts only if the next line gives notation.
 */
export function parsePrescription(lines: readonly string[]): MedicineFinding[] {
  const findings: MedicineFinding[] = [];
  let last: MedicineFinding | undefined;
  // A line that may be a bare medicine name ('Dolo 650'); read only if notation follows.
  let pendingName: string | undefined;

  for (const line of lines) {
    const text = stripLineStart(line);
    if (text === '' || NOT_A_MEDICINE_LINE.test(text)) {
      last = pendingName = undefined;
      continue;
    }
    const { form, rest } = splitForm(text);
    const body = undoOcrSlips(rest);
    const schedule = readSchedule(body);
    const prefix = body.slice(0, schedule.start);
    const scheduled = hasSchedule(schedule);

    if (!form && scheduled && continuesAbove(prefix)) {
      const named = pendingName === undefined ? undefined : knownName(pendingName);
      const target = named ? toFinding(named, {}, undefined) : last;
      if (target) {
        continueWith(target, schedule);
        if (named) findings.push(target);
        last = target;
      }
      pendingName = undefined;
      continue;
    }

    pendingName = undefined;
    last = undefined;
    if (!form && !scheduled) {
      pendingName = prefix;
      continue;
    }
    // A form or notation makes this a medicine's line, so OCR slips in the name are forgiven.
    const name = readMedicineName(prefix, { fuzzy: true });
    if (!name || (!form && !isKnown(name))) continue;
    const { start: _start, ...ownSchedule } = schedule;
    last = toFinding(name, ownSchedule, form);
    findings.push(last);
  }
  return findings;
}

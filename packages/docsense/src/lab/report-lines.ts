import type { LabPanel } from './knowledge/schema';
import type { PatientSex } from './reference-range';

/**
 * Lines about the patient, the sample or the lab rather than a result: 'Name', 'Age/Sex',
 * 'Ref. By', 'Sample Collected', 'Reported On', signatures and notes. They never become rows,
 * even when they hold a number ('Age: 45 Yrs', 'Lab No: 1234').
 */
const DETAILS_LINE = new RegExp(
  String.raw`^(?:patient'?s?\s*name|pt\.?\s*name|name|mr|mrs|ms|miss|age|sex|gender|dob|d\.o\.b|` +
    String.raw`ref(?:\.|erred|erring)?\s*(?:by|dr|doctor|physician)?|consultant|doctor|dr\b|` +
    String.raw`sample|specimen|collected|collection|received|registered|registration|reported|report\s*(?:date|status|id)|` +
    String.raw`lab\s*(?:no|id)|patient\s*id|pid|uhid|mrn|ip\s*no|op\s*no|visit|bill|barcode|accession|` +
    String.raw`client|location|centre|center|branch|date|time|page|printed|address|phone|tel|mob|email|www|` +
    String.raw`method|technology|interpretation|note|comments?|remarks?|impression|advice|kindly|please|` +
    String.raw`end\s*of\s*report|checked|verified|authori[sz]ed|pathologist|technologist|signature)\b`,
  'iu',
);

/** Words of a column heading row ('Test Name  Result  Unit  Bio. Ref. Interval'). */
const HEADING_WORDS =
  /\b(test|tests|investigations?|parameters?|results?|observed|values?|units?|reference|ref|range|interval|flag|method|specimen)\b/giu;

/** Whether a line is about the patient, sample or lab, or is a column heading, not a result. */
export function isReportDetailsLine(line: string): boolean {
  if (DETAILS_LINE.test(line)) return true;
  const headingWords = new Set(line.toLowerCase().match(HEADING_WORDS) ?? []);
  return headingWords.size >= 2 && !/\d/.test(line);
}

/** Section headings and the panel whose tests they hold, for names several tests share. */
const SECTION_HEADINGS: [RegExp, LabPanel][] = [
  [/urine|urinalysis|routine\s*examination|microscop|physical\s*exam|chemical\s*exam/i, 'urine'],
  [/lipid/i, 'lipid'],
  [/haematology|hematology|ha?emogram|blood\s*count|\bcbc\b|differential/i, 'cbc'],
  [/liver|\blft\b|hepatic/i, 'lft'],
  [/kidney|renal|\bkft\b|\brft\b/i, 'kft'],
  [/thyroid/i, 'thyroid'],
  [/widal|serology|dengue|malaria|typhoid|infection/i, 'infection'],
  [/glucose|sugar|diabet|glyc/i, 'sugar'],
];

/** The panel a section heading introduces ('URINE ROUTINE EXAMINATION' → 'urine'), if any. */
export function sectionOf(line: string): LabPanel | undefined {
  if (line.split(' ').length > 8) return undefined;
  return SECTION_HEADINGS.find(([heading]) => heading.test(line))?.[1];
}

const SEX_PATTERNS: RegExp[] = [
  /\b(?:sex|gender)\s*[:.-]?\s*(male|female|m|f)\b/i,
  /\bage\s*\/\s*(?:sex|gender)\s*[:.-]?\s*\d{1,3}\s*(?:y(?:ea)?rs?|y)?\.?\s*\/?\s*(male|female|m|f)\b/i,
  /\b\d{1,3}\s*(?:y(?:ea)?rs?|y)\.?\s*[/,]?\s*(male|female|m|f)\b/i,
  /^(?:patient'?s?\s*)?name\s*[:.-]?\s*(mr|mrs|ms|miss|smt|shri)\b/i,
];

/** The patient's sex if the report prints it ('Sex: Male', 'Age/Sex: 45 Y/F', 'Name: Mrs. ...'). */
export function readPatientSex(lines: string[]): PatientSex | undefined {
  for (const pattern of SEX_PATTERNS) {
    for (const line of lines) {
      const word = pattern.exec(line)?.[1]?.toLowerCase();
      if (!word) continue;
      if (word === 'male' || word === 'm' || word === 'mr' || word === 'shri') return 'male';
      return 'female';
    }
  }
  return undefined;
}

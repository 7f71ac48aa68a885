import type { DocumentType } from '@arogya/contracts/analysis';
import type { LabFinding } from '../lab/lab-finding';
import { parseLabReport } from '../lab/parse-lab-report';
import { hasSchedule } from '../medicines/dosage-notation';
import { parsePrescription } from '../medicines/parse-prescription';
import type { MedicineFinding } from '../medicines/parse-prescription';
import { cleanOcrLines } from '../text/clean';

/** What a page shows of each kind of document; counted once per kind of word. */
export interface DocumentEvidence {
  labRows: number;
  /** Rows with a recognised unit, a printed range or a result word. */
  confirmedLabRows: number;
  medicines: number;
  /** Medicines with dosage notation, a dose, a duration or food timing. */
  scheduledMedicines: number;
  hasRxSign: boolean;
  labWords: number;
  prescriptionWords: number;
  billWords: number;
}

const LAB_WORDS = [
  /\blaborator(y|ies)\b/i,
  /\bpatholog/i,
  /\bha?ematology\b/i,
  /\bbiochemistry\b/i,
  /\bserology\b/i,
  /\bref(erence)?\.?\s*(range|interval|value)|\bbio\.?\s*ref/i,
  /\bspecimen\b|\bsample\b/i,
  /\binvestigations?\b|\btest\s*name\b/i,
  /\bresults?\b/i,
  /\bunits?\b/i,
  /\bnabl\b/i,
  /\bend\s*of\s*report\b/i,
];

const PRESCRIPTION_WORDS = [
  /\bm\.?b\.?b\.?s\b|\bm\.?d\b|\bd\.?n\.?b\b|\bm\.?s\b(?=.*\b(dr|ortho|surg))/i,
  /\breg(d|n|istration)?\.?\s*no\b/i,
  /\bclinic\b|\bdispensary\b/i,
  /\bdiagnosis\b|\bdx\b|\bc\/o\b|\bcomplaints?\b/i,
  /\badvi[cs]e\b|\badv\b/i,
  /\breview\b|\bfollow\s*up\b|\brevisit\b/i,
  /^dr\.?\s|\bdoctor\b/im,
];

const BILL_WORDS = [
  /\bgst(in)?\b|\bcgst\b|\bsgst\b|\bigst\b/i,
  /\bm\.?r\.?p\b/i,
  /\bqty\b|\bquantity\b/i,
  /\binvoice\b|\bbill\s*(no|number|date)\b|\bcash\s*memo\b|\breceipt\b/i,
  /\b(sub|grand|net)\s*total\b|\btotal\s*(amount|amt)\b|\bamount\b/i,
  /\bhsn\b|\bbatch\b|\bexp(iry)?\.?\s*(date)?\b/i,
  /\bdiscount\b|\bpaid\b|\bbalance\b|\bchange\b/i,
  /₹|\brs\.?\s*\d/i,
  /\btable\s*(no)?\b|\bwaiter\b|\bsteward\b|\bcovers?\b/i,
  /\bthank\s*you\b|\bvisit\s*again\b/i,
  /\brate\b|\bprice\b|\bitems?\b/i,
];

function countWords(text: string, patterns: RegExp[]): number {
  return patterns.filter((pattern) => pattern.test(text)).length;
}

/**
 * Evidence for each kind of document, from the cleaned lines and what the parsers read from them.
 */
export function gatherEvidence(
  lines: readonly string[],
  labFindings: LabFinding[],
  medicines: MedicineFinding[],
): DocumentEvidence {
  const text = lines.join('\n');
  return {
    labRows: labFindings.length,
    confirmedLabRows: labFindings.filter((f) => f.confirmed).length,
    medicines: medicines.length,
    scheduledMedicines: medicines.filter((m) => hasSchedule(m.schedule)).length,
    hasRxSign: lines.some((line) => /^\s*(rx\b|℞)/i.test(line)),
    labWords: countWords(text, LAB_WORDS),
    prescriptionWords: countWords(text, PRESCRIPTION_WORDS),
    billWords: countWords(text, BILL_WORDS),
  };
}

/** Least score a document needs before we explain it as a lab report or a prescription. */
const MIN_SCORE = 4;

/**
 * Decides the document type from evidence. A lab report needs result rows; a prescription needs
 * medicines with dosage notation (or under an Rx sign). Bill words weigh against both, since a
 * pharmacy bill lists medicine names and a lab's invoice lists test names: a page that reads
 * more like a bill than anything else is 'unknown'.
 */
export function decideDocumentType(evidence: DocumentEvidence): DocumentType {
  const e = evidence;
  const labScore =
    e.confirmedLabRows * 2 + (e.labRows - e.confirmedLabRows) + Math.min(e.labWords, 4);
  const prescriptionScore =
    e.scheduledMedicines * 3 +
    (e.medicines - e.scheduledMedicines) +
    Math.min(e.prescriptionWords, 4) +
    (e.hasRxSign ? 2 : 0);
  const billScore = e.billWords * 2;

  const isLab = e.labRows >= 2 || (e.confirmedLabRows >= 1 && e.labWords >= 2);
  const isPrescription = e.medicines >= 1 && (e.scheduledMedicines >= 1 || e.hasRxSign);
  const lab = isLab ? labScore : 0;
  const prescription = isPrescription ? prescriptionScore : 0;
  const best = Math.max(lab, prescription);
  if (best < MIN_SCORE || billScore >= best) return 'unknown';
  return lab >= prescription ? 'lab_report' : 'prescription';
}

/** Classifies OCR text as a lab report, a prescription or neither ('unknown'). */
export function classifyDocument(text: string): DocumentType {
  const lines = cleanOcrLines(text);
  return decideDocumentType(gatherEvidence(lines, parseLabReport(lines), parsePrescription(lines)));
}

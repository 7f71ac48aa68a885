import type { AnalysisLanguage, AnalysisResult } from '@arogya/contracts/analysis';
import { decideDocumentType, gatherEvidence } from './classify/classify-document';
import { explainLabReport } from './explain/lab-explanation';
import { explainPrescription } from './explain/prescription-explanation';
import { explainUnknown } from './explain/unknown-explanation';
import { parseLabReport } from './lab/parse-lab-report';
import { parsePrescription } from './medicines/parse-prescription';
import { cleanOcrLines } from './text/clean';

/** Most lines read from one page; a photo's texture can make OCR emit thousands of junk lines. */
const MAX_LINES = 250;

function unknownResult(originalText: string, language: AnalysisLanguage): AnalysisResult {
  return {
    simplifiedText: explainUnknown(originalText !== '', language),
    originalText,
    documentType: 'unknown',
    labResults: [],
    medicines: [],
  };
}

function analyzeLines(lines: string[], language: AnalysisLanguage): AnalysisResult {
  const originalText = lines.join('\n');
  const labFindings = parseLabReport(lines);
  const medicines = parsePrescription(lines);
  const documentType = decideDocumentType(gatherEvidence(lines, labFindings, medicines));

  if (documentType === 'lab_report') {
    return {
      simplifiedText: explainLabReport(labFindings, language),
      originalText,
      documentType,
      labResults: labFindings.map((f) => f.result),
      medicines: [],
    };
  }
  if (documentType === 'prescription') {
    return {
      simplifiedText: explainPrescription(medicines, language),
      originalText,
      documentType,
      labResults: [],
      medicines: medicines.map((m) => m.medicine),
    };
  }
  return unknownResult(originalText, language);
}

/**
 * Explains the OCR text of a photographed lab report or prescription: cleans the text, decides
 * what kind of document it is, reads its lab results or medicines, and explains them in plain
 * English or Hindi. Pure and synchronous; never throws, and anything it cannot read is 'unknown'.
 */
export function analyzeText(
  rawText: string,
  options: { language?: AnalysisLanguage } = {},
): AnalysisResult {
  const language = options.language ?? 'en-IN';
  const lines = cleanOcrLines(typeof rawText === 'string' ? rawText : '').slice(0, MAX_LINES);
  try {
    return analyzeLines(lines, language);
  } catch {
    // A reading bug must not fail the upload: the patient still gets the text and a polite note.
    return unknownResult(lines.join('\n'), language);
  }
}

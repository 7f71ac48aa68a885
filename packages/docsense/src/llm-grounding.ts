import type { AnalysisLanguage, AnalysisResult } from '@arogya/contracts/analysis';

const MAX_MODEL_TEXT = 4000;

/**
 * The messages that ask a model to reword an explanation. It gets only the structured result
 * and the rule-based text (not the raw OCR text), and may not add facts.
 */
export function explanationPrompt(
  result: AnalysisResult,
  language: AnalysisLanguage,
): { system: string; user: string } {
  const system = [
    `Rewrite this explanation of a patient's ${result.documentType === 'prescription' ? 'prescription' : 'lab report'} for the patient, in ${language === 'hi-IN' ? 'Hindi, in Devanagari script' : 'English'}, in plain, kind, simple words.`,
    'Use only the facts given. Do not add medicines, doses, values, diagnoses or advice that are not there.',
    'Say out-of-range values are things to discuss with the doctor, not certain diagnoses.',
    'Keep the reminder to follow the doctor and not to change medicines on their own.',
    'Answer with the explanation text only, at most 250 words.',
  ].join('\n');
  const user = JSON.stringify({
    documentType: result.documentType,
    labResults: result.labResults,
    medicines: result.medicines,
    explanation: result.simplifiedText,
  });
  return { system, user };
}

/**
 * The model's wording if it may replace the rule-based text: the right script, and no number
 * that the structured result and the rule-based text do not already contain (no invented
 * values or doses).
 */
export function acceptExplanation(
  text: string,
  result: AnalysisResult,
  language: AnalysisLanguage,
): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > MAX_MODEL_TEXT) return undefined;
  const letters = [...trimmed].filter((ch) => /\p{L}/u.test(ch));
  const wanted = language === 'hi-IN' ? /[\u0900-\u097F]/ : /[a-z]/i;
  if (letters.length === 0 || letters.filter((ch) => wanted.test(ch)).length / letters.length < 0.6)
    return undefined;
  const known = JSON.stringify([result.labResults, result.medicines, result.simplifiedText]);
  const numbers = trimmed.match(/\d+(?:\.\d+)?/g) ?? [];
  if (numbers.some((n) => !known.includes(n))) return undefined;
  return trimmed;
}

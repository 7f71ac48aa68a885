import type { AnalysisLanguage, AnalysisResult } from '@arogya/contracts/analysis';
import { analyzeText } from './analyze-text';
import { ImageRejectedError, imageProblemMessage, inspectImageHeader } from './ocr/image-check';
import type { OcrEngine, OcrLanguage } from './ocr/ocr-engine';
import { preprocessImage } from './ocr/preprocess';
import { TesseractEngine } from './ocr/tesseract-engine';

/** Indian documents mix English with Hindi lines, so every page is read with both. */
const OCR_LANGUAGES: OcrLanguage[] = ['eng', 'hin'];

let sharedEngine: OcrEngine | undefined;

/** A new tesseract.js engine with the default pool (min(2, cores) workers, started on first use). */
export function createDefaultOcrEngine(): OcrEngine {
  return new TesseractEngine();
}

/** The engine shared by every analyzeImage call that brings none of its own. */
function defaultEngine(): OcrEngine {
  sharedEngine ??= createDefaultOcrEngine();
  return sharedEngine;
}

/** Stops the shared engine's workers (on shutdown); a later analysis starts them again. */
export async function closeOcr(): Promise<void> {
  const engine = sharedEngine;
  sharedEngine = undefined;
  await engine?.close();
}

/**
 * Reads a photographed lab report or prescription and explains it. The image stays in memory.
 * Throws ImageRejectedError (with its `problem`) for an upload that is not a readable JPEG or PNG
 * within the limits; other errors are the engine's own failures.
 */
export async function analyzeImage(
  bytes: Buffer,
  options: { language?: AnalysisLanguage; ocr?: OcrEngine } = {},
): Promise<AnalysisResult> {
  const inspection = await inspectImageHeader(bytes);
  if (!inspection.ok) throw new ImageRejectedError(inspection.problem, inspection.message);

  let prepared;
  try {
    prepared = await preprocessImage(bytes);
  } catch {
    // The header was sound, so the pixels are not: damaged or truncated (sharp fails on both).
    throw new ImageRejectedError('corrupt', imageProblemMessage('corrupt'));
  }
  const engine = options.ocr ?? defaultEngine();
  const { text } = await engine.recognize(prepared.png, { languages: OCR_LANGUAGES });
  return analyzeText(text, { language: options.language });
}

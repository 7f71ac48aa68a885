/** Tesseract-style language codes the OCR reads: English and Hindi (Devanagari). */
export type OcrLanguage = 'eng' | 'hin';

/** What an OCR engine read on a page. */
export interface OcrResult {
  /** The page's text in reading order, lines separated by '\n'. */
  text: string;
  /** Mean word confidence, 0..100. */
  confidence: number;
}

/** An OCR engine: tesseract.js by default; another engine can take its place behind this. */
export interface OcrEngine {
  /** Reads the text of one prepared page image (PNG or JPEG bytes). */
  recognize(image: Buffer, opts: { languages: OcrLanguage[] }): Promise<OcrResult>;
  /** Frees the engine's workers; later calls to recognize() may start them again. */
  close(): Promise<void>;
}

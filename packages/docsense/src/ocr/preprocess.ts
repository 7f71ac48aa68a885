import sharp from 'sharp';
import { estimateSkewDegrees } from './deskew';
import { SHARP_INPUT_OPTIONS } from './image-check';

/** How a photo is prepared for OCR; the defaults were measured on the fixtures (docs/EVALUATION.md). */
export interface PreprocessOptions {
  /** Longest side after scaling: more pixels read small print better but cost time. */
  maxSide: number;
  /** Images whose longest side is shorter are enlarged to it: tesseract misreads tiny letters. */
  minSide: number;
  /** Level a tilted page. */
  deskew: boolean;
}

// 3000 px read decimal points on blurred photos better than 2600 and cost little: tesseract
// scales each text line to a fixed height anyway, so its time follows the amount of text.
export const DEFAULT_PREPROCESS: PreprocessOptions = { maxSide: 3000, minSide: 1800, deskew: true };

/** The image handed to the OCR engine, and what preprocessing did to it. */
export interface PreparedImage {
  /** An 8-bit grayscale PNG. */
  png: Buffer;
  width: number;
  height: number;
  /** The tilt removed, in degrees (clockwise positive). */
  skewDegrees: number;
}

/** Width of the small copy the tilt is measured on: enough to see text lines, cheap to scan. */
const SKEW_SAMPLE_SIDE = 1000;
/** Tilts below this do not hurt tesseract, and rotating costs time and a little sharpness. */
const MIN_SKEW_TO_FIX = 0.4;

/**
 * Prepares a photo of a document for OCR, in memory: EXIF rotation, grayscale, longest side
 * scaled into [minSide, maxSide], grain removed, contrast normalised against the paper's local
 * brightness (shadows and the background around the page turn white), tilt removed.
 */
export async function preprocessImage(
  bytes: Buffer,
  options: PreprocessOptions = DEFAULT_PREPROCESS,
): Promise<PreparedImage> {
  const metadata = await sharp(bytes, SHARP_INPUT_OPTIONS).metadata();
  const longest = Math.max(metadata.autoOrient.width, metadata.autoOrient.height);
  const target = Math.min(options.maxSide, Math.max(options.minSide, longest));

  const gray = await sharp(bytes, SHARP_INPUT_OPTIONS)
    .autoOrient()
    .grayscale()
    // Linear read as well as lanczos3 on the fixtures, in a third of the time.
    .resize({ width: target, height: target, fit: 'inside', kernel: 'linear' })
    // Phone sensors add grain; a 3 × 3 median removes it and keeps letter edges.
    .median(3)
    // Blurred photos lose decimal points ('4.9' read as '49'); sharpening brings them back.
    .sharpen({ sigma: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = gray.info;
  const raw = { raw: { width, height, channels: 1 as const } };
  await flattenLighting(gray.data, width, height);

  let skewDegrees = 0;
  if (options.deskew) {
    const sample = await sharp(gray.data, raw)
      .resize({ width: SKEW_SAMPLE_SIDE, height: SKEW_SAMPLE_SIDE, fit: 'inside' })
      // sharp widens one-channel raw input to RGB unless told otherwise.
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    skewDegrees = estimateSkewDegrees({
      data: sample.data,
      width: sample.info.width,
      height: sample.info.height,
    });
  }

  let page = sharp(gray.data, raw);
  if (Math.abs(skewDegrees) >= MIN_SKEW_TO_FIX) {
    page = page.rotate(-skewDegrees, { background: { r: 255, g: 255, b: 255 } });
  } else {
    skewDegrees = 0;
  }
  // Fast, barely compressed PNG: it is decoded again at once by the OCR engine.
  const png = await page
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { png: png.data, width: png.info.width, height: png.info.height, skewDegrees };
}

/** Side of the blocks the paper's brightness is measured in, in pixels. */
const BLOCK = 16;
/** Paper in the deepest shadow of a phone photo is still brighter than this. */
const DARKEST_PAPER = 100;

/**
 * Evens out lighting in place: each pixel is divided by the paper's brightness around it, so a
 * shadow, a dim corner or the table around the page turn white and only the ink stays dark.
 * The paper's brightness is the brightest pixel of each block and its neighbours (ink is dark,
 * so it never counts), smoothed and scaled back to the page.
 */
async function flattenLighting(pixels: Buffer, width: number, height: number): Promise<void> {
  const columns = Math.ceil(width / BLOCK);
  const rows = Math.ceil(height / BLOCK);
  const blockMax = new Uint8Array(columns * rows);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / BLOCK) * columns;
    for (let x = 0; x < width; x++) {
      const i = row + Math.floor(x / BLOCK);
      blockMax[i] = Math.max(blockMax[i]!, pixels[y * width + x]!);
    }
  }
  // A block wholly inside a thick letter or a rule sees no paper: borrow its neighbours'.
  const paper = Buffer.alloc(columns * rows);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      let brightest = 0;
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          const rr = Math.min(rows - 1, Math.max(0, r + dr));
          const cc = Math.min(columns - 1, Math.max(0, c + dc));
          brightest = Math.max(brightest, blockMax[rr * columns + cc]!);
        }
      }
      paper[r * columns + c] = brightest;
    }
  }
  const background = await sharp(paper, { raw: { width: columns, height: rows, channels: 1 } })
    .blur(1)
    .resize({ width, height, fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  for (let i = 0; i < pixels.length; i++) {
    // A dark background is no shadow but a printed band (white letters on colour): keep it.
    const level = background[i]! < DARKEST_PAPER ? 255 : background[i]!;
    pixels[i] = Math.min(255, Math.round((pixels[i]! * 255) / level));
  }
}

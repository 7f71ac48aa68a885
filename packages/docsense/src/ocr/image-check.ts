import sharp from 'sharp';
import { MAX_ANALYSIS_BYTES, MAX_ANALYSIS_PIXELS } from '@arogya/contracts/analysis';

/** Image formats the analyzer reads. */
export type ImageFormat = 'jpeg' | 'png';

/**
 * Why an upload cannot be analysed. Suggested HTTP statuses: unsupported_type 415,
 * empty and corrupt 422, too_large and too_many_pixels 413.
 */
export type ImageProblem =
  'unsupported_type' | 'empty' | 'corrupt' | 'too_large' | 'too_many_pixels';

/** A readable image's format and size, as stored in its header. */
export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
}

/** The outcome of inspectImage: the image's facts, or the problem with a message fit for a user. */
export type ImageInspection =
  { ok: true; image: ImageInfo } | { ok: false; problem: ImageProblem; message: string };

/** Thrown by analyzeImage for an upload that inspectImage refuses. */
export class ImageRejectedError extends Error {
  constructor(
    readonly problem: ImageProblem,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

const MESSAGES: Record<ImageProblem, string> = {
  unsupported_type: 'Only JPEG and PNG images can be analysed.',
  empty: 'The image is empty.',
  corrupt: 'The image could not be read; it may be damaged or incomplete.',
  too_large: `The image is larger than ${MAX_ANALYSIS_BYTES / (1024 * 1024)} MB.`,
  too_many_pixels: `The image has more than ${MAX_ANALYSIS_PIXELS / 1_000_000} megapixels.`,
};

/** Options for every sharp call on an upload: never decode more pixels than the limit allows. */
export const SHARP_INPUT_OPTIONS = {
  limitInputPixels: MAX_ANALYSIS_PIXELS,
  // A truncated file is corrupt, not "mostly fine".
  failOn: 'truncated',
} as const;

/** The format named by a file's first bytes, or undefined for anything but JPEG and PNG. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'png';
  return undefined;
}

/** The message shown to the user for a problem. */
export function imageProblemMessage(problem: ImageProblem): string {
  return MESSAGES[problem];
}

function refuse(problem: ImageProblem): ImageInspection {
  return { ok: false, problem, message: MESSAGES[problem] };
}

/**
 * Checks what the header says: a JPEG or PNG (by its first bytes, whatever the file is called),
 * within the byte and pixel limits. Decodes nothing, so a decompression bomb costs nothing; a
 * file damaged further in passes (decode it, or use inspectImage). Never throws.
 */
export async function inspectImageHeader(bytes: Buffer): Promise<ImageInspection> {
  if (bytes.length === 0) return refuse('empty');
  if (bytes.length > MAX_ANALYSIS_BYTES) return refuse('too_large');
  const format = sniffImageFormat(bytes);
  if (!format) return refuse('unsupported_type');
  try {
    // metadata() reads the header only, so it may see a bomb's size without decoding it; with
    // the pixel limit on it would fail on the bomb as on a damaged file, and we want to tell them apart.
    const header = { ...SHARP_INPUT_OPTIONS, limitInputPixels: false };
    const { width, height, format: read } = await sharp(bytes, header).metadata();
    if (read !== format || !width || !height) return refuse('corrupt');
    if (width * height > MAX_ANALYSIS_PIXELS) return refuse('too_many_pixels');
    return { ok: true, image: { format, width, height } };
  } catch {
    return refuse('corrupt');
  }
}

/**
 * Decides whether an upload is a readable JPEG or PNG within the limits: the header checks of
 * inspectImageHeader, then one full decode to catch damaged or truncated files. Never throws.
 */
export async function inspectImage(bytes: Buffer): Promise<ImageInspection> {
  const header = await inspectImageHeader(bytes);
  if (!header.ok) return header;
  try {
    // stats() decodes every pixel without encoding an output image.
    await sharp(bytes, SHARP_INPUT_OPTIONS).stats();
  } catch {
    return refuse('corrupt');
  }
  return header;
}

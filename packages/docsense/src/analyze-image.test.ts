import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { analyzeImage } from './analyze-image';
import { ImageRejectedError } from './ocr/image-check';
import type { OcrEngine, OcrLanguage } from './ocr/ocr-engine';

/** An OCR engine that "reads" a fixed text and remembers what it was given. */
function fakeEngine(text: string) {
  const calls: { format: string | undefined; languages: OcrLanguage[] }[] = [];
  const engine: OcrEngine = {
    async recognize(image, opts) {
      calls.push({ format: (await sharp(image).metadata()).format, languages: opts.languages });
      return { text, confidence: 90 };
    },
    async close() {},
  };
  return { engine, calls };
}

const photo = () =>
  sharp({ create: { width: 600, height: 800, channels: 3, background: '#fafafa' } })
    .jpeg()
    .toBuffer();

describe('analyzeImage', () => {
  it('reads the prepared page in English and Hindi and explains the text', async () => {
    const { engine, calls } = fakeEngine(
      'COMPLETE BLOOD COUNT\nHaemoglobin 9.8 g/dL 13.0 - 17.0\nPlatelet Count 250000 /cumm 150000 - 410000\n',
    );
    const result = await analyzeImage(await photo(), { ocr: engine });
    expect(calls).toEqual([{ format: 'png', languages: ['eng', 'hin'] }]);
    expect(result.documentType).toBe('lab_report');
    expect(result.originalText).toContain('Haemoglobin 9.8');
  });

  it('refuses bytes that are no JPEG or PNG before any OCR', async () => {
    const { engine, calls } = fakeEngine('');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const refusal = await analyzeImage(gif, { ocr: engine }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImageRejectedError);
    expect(refusal).toMatchObject({ problem: 'unsupported_type' });
    expect(calls).toEqual([]);
  });

  it('refuses a truncated JPEG as corrupt', async () => {
    const { engine, calls } = fakeEngine('');
    const jpeg = await photo();
    const refusal = await analyzeImage(jpeg.subarray(0, jpeg.length / 2), { ocr: engine }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ problem: 'corrupt' });
    expect(calls).toEqual([]);
  });
});

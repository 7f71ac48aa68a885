import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREPROCESS, preprocessImage } from './preprocess';

/** Mean brightness of the top and bottom halves of an image. */
async function halves(png: Buffer) {
  const { data, info } = await sharp(png).grayscale().raw().toBuffer({ resolveWithObject: true });
  const half = Math.floor(info.height / 2) * info.width;
  const mean = (from: number, to: number) => {
    let sum = 0;
    for (let i = from; i < to; i++) sum += data[i]!;
    return sum / (to - from);
  };
  return { top: mean(0, half), bottom: mean(half, data.length) };
}

describe('preprocessImage', () => {
  it('turns an image upright by its EXIF orientation', async () => {
    // Stored landscape with a black left half; orientation 6 says "turn 90° clockwise to view",
    // which puts the left half on top.
    const stored = await sharp({
      create: { width: 600, height: 300, channels: 3, background: '#fff' },
    })
      .composite([
        {
          input: { create: { width: 300, height: 300, channels: 3, background: '#000' } },
          left: 0,
          top: 0,
        },
      ])
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(stored).metadata()).orientation).toBe(6);

    const prepared = await preprocessImage(stored, { ...DEFAULT_PREPROCESS, deskew: false });
    expect(prepared.height).toBeGreaterThan(prepared.width);
    const { top, bottom } = await halves(prepared.png);
    expect(top).toBeLessThan(bottom);
  });

  it('enlarges small images and caps large ones, keeping the aspect ratio', async () => {
    const make = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#f4f4f4' } })
        .png()
        .toBuffer();
    const small = await preprocessImage(await make(400, 300));
    expect([small.width, small.height]).toEqual([
      DEFAULT_PREPROCESS.minSide,
      DEFAULT_PREPROCESS.minSide * 0.75,
    ]);
    const large = await preprocessImage(await make(4000, 3000));
    expect([large.width, large.height]).toEqual([
      DEFAULT_PREPROCESS.maxSide,
      DEFAULT_PREPROCESS.maxSide * 0.75,
    ]);
  });

  it('hands the OCR engine an 8-bit grayscale PNG', async () => {
    const photo = await sharp({
      create: { width: 800, height: 1100, channels: 3, background: '#c8b090' },
    })
      .jpeg()
      .toBuffer();
    const prepared = await preprocessImage(photo);
    const metadata = await sharp(prepared.png).metadata();
    expect(metadata.format).toBe('png');
    expect(metadata.channels).toBe(1);
  });
});

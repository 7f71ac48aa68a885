import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { estimateSkewDegrees } from './deskew';

/** A page of "text": rows of dark word-sized bars on white, like a printed report seen from afar. */
function syntheticPage(width: number, height: number): Buffer {
  const bars: string[] = [];
  for (let y = 120; y < height - 120; y += 42) {
    let x = 100;
    for (let word = 0; x < width - 200; word++) {
      const length = 40 + ((word * 37 + y) % 90);
      bars.push(`<rect x="${x}" y="${y}" width="${length}" height="16" fill="#222"/>`);
      x += length + 18;
    }
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${bars.join('')}</svg>`,
  );
}

async function tiltedSample(degrees: number) {
  const tilted = await sharp(syntheticPage(1240, 1754))
    .rotate(degrees, { background: '#ffffff' })
    .png()
    .toBuffer();
  const { data, info } = await sharp(tilted)
    .resize({ width: 1000, height: 1000, fit: 'inside' })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('estimateSkewDegrees', () => {
  it.each([4, -3, 6.5])('finds a page turned %s° within a degree', async (degrees) => {
    expect(
      Math.abs(estimateSkewDegrees(await tiltedSample(degrees)) - degrees),
    ).toBeLessThanOrEqual(1);
  });

  it('finds a level page level', async () => {
    expect(Math.abs(estimateSkewDegrees(await tiltedSample(0)))).toBeLessThanOrEqual(0.2);
  });

  it('leaves a blank page alone', () => {
    expect(
      estimateSkewDegrees({ data: new Uint8Array(300 * 400).fill(250), width: 300, height: 400 }),
    ).toBe(0);
  });
});

import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_ANALYSIS_BYTES } from '@arogya/contracts/analysis';
import { inspectImage, inspectImageHeader, sniffImageFormat } from './image-check';

const page = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#eeeeee' } });
/** A grainy photo: big enough that half of its JPEG is well past the header. */
const grainy = () =>
  sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG whose header claims width × height; the pixel data is a few bytes of zeros. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('inspectImage', () => {
  it('accepts a JPEG and a PNG and reports their size', async () => {
    const jpeg = await page().jpeg().toBuffer();
    const png = await page().png().toBuffer();
    expect(await inspectImage(jpeg)).toEqual({
      ok: true,
      image: { format: 'jpeg', width: 120, height: 80 },
    });
    expect(await inspectImage(png)).toEqual({
      ok: true,
      image: { format: 'png', width: 120, height: 80 },
    });
  });

  it('refuses zero bytes as empty', async () => {
    expect(await inspectImage(Buffer.alloc(0))).toMatchObject({ ok: false, problem: 'empty' });
  });

  it('refuses truncated JPEG and PNG files as corrupt', async () => {
    const jpeg = await grainy().jpeg().toBuffer();
    const png = await grainy().png().toBuffer();
    for (const bytes of [
      jpeg.subarray(0, jpeg.length / 2),
      png.subarray(0, png.length - 30),
      png.subarray(0, 40),
    ]) {
      expect(await inspectImage(bytes)).toMatchObject({ ok: false, problem: 'corrupt' });
    }
  });

  it('refuses JPEG magic followed by garbage as corrupt', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
    expect(await inspectImage(bytes)).toMatchObject({ ok: false, problem: 'corrupt' });
  });

  it('refuses GIF, WebP and PDF files whatever their name says', async () => {
    const gif = await page().gif().toBuffer();
    const webp = await page().webp().toBuffer();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    for (const bytes of [gif, webp, pdf, Buffer.from('hello, not an image')]) {
      expect(await inspectImage(bytes)).toMatchObject({ ok: false, problem: 'unsupported_type' });
    }
  });

  it('refuses a PNG whose header claims 50000 × 50000 pixels, without decoding it', async () => {
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(200);
    expect(await inspectImage(bomb)).toMatchObject({ ok: false, problem: 'too_many_pixels' });
  });

  it('refuses more bytes than the upload limit', async () => {
    const bytes = Buffer.alloc(MAX_ANALYSIS_BYTES + 1);
    bytes.set([0xff, 0xd8, 0xff]);
    expect(await inspectImage(bytes)).toMatchObject({ ok: false, problem: 'too_large' });
  });

  it('gives every refusal a message for the user', async () => {
    const result = await inspectImage(Buffer.from('GIF89a'));
    expect(result).toEqual({
      ok: false,
      problem: 'unsupported_type',
      message: 'Only JPEG and PNG images can be analysed.',
    });
  });
});

describe('inspectImageHeader', () => {
  it('reads the header only: a truncated JPEG passes, a bomb does not', async () => {
    const jpeg = await grainy().jpeg().toBuffer();
    expect(await inspectImageHeader(jpeg.subarray(0, jpeg.length / 2))).toMatchObject({ ok: true });
    expect(await inspectImageHeader(pngClaiming(50_000, 50_000))).toMatchObject({
      ok: false,
      problem: 'too_many_pixels',
    });
  });
});

describe('sniffImageFormat', () => {
  it('reads the format from the first bytes only', () => {
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpeg');
    expect(sniffImageFormat(pngClaiming(1, 1))).toBe('png');
    expect(sniffImageFormat(Buffer.from('GIF89a'))).toBeUndefined();
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8]))).toBeUndefined();
  });
});

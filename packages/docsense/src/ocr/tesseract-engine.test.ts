import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { TesseractEngine } from './tesseract-engine';

// A crop of a generated prescription (fixtures/clean/rx-03.jpg): two English lines, one Hindi
// line ("दवा समय पर लें"), one English line.
const advice = fs.readFileSync(new URL('./test-images/prescription-advice.png', import.meta.url));
const engine = new TesseractEngine({ workers: 1 });

afterAll(() => engine.close());

describe('TesseractEngine', () => {
  it('reads English and Hindi lines with the npm language data', { timeout: 60_000 }, async () => {
    const { text, confidence } = await engine.recognize(advice, { languages: ['eng', 'hin'] });
    expect(text).toContain('Avoid oily and spicy food.');
    expect(text).toContain('Take adequate rest.');
    expect(text).toContain('समय');
    expect(text).toContain('Review after 5 days');
    expect(confidence).toBeGreaterThan(50);
  });

  it('reads English only when asked for English only', { timeout: 60_000 }, async () => {
    const { text } = await engine.recognize(advice, { languages: ['eng'] });
    expect(text).toContain('Take adequate rest.');
    expect(text).not.toContain('समय');
  });
});

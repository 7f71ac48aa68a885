import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { TesseractEngine } from './tesseract-engine';

// A crop of a generated prescription (fixtures/clean/rx-03.jpg): "TDS खाने के बाद x 5 days"
// (Hindi words inside an English line), three English lines, advice in English and a Hindi line
// ("खूब पानी पिएँ").
const prescription = fs.readFileSync(
  new URL('./test-images/prescription-lines.png', import.meta.url),
);
const engine = new TesseractEngine({ workers: 1 });

afterAll(() => engine.close());

describe('TesseractEngine', () => {
  it('reads English and Hindi with the npm language data', { timeout: 60_000 }, async () => {
    const { text, confidence } = await engine.recognize(prescription, {
      languages: ['eng', 'hin'],
    });
    expect(text).toContain('3) Tab. Montair LC');
    expect(text).toContain('HS x 10 days');
    expect(text).toContain('Avoid oily and spicy food.');
    expect(text).toContain('खाने के बाद x 5 days');
    expect(text).toContain('पानी');
    expect(confidence).toBeGreaterThan(60);
  });

  it('reads English only when asked for English only', { timeout: 60_000 }, async () => {
    const { text } = await engine.recognize(prescription, { languages: ['eng'] });
    expect(text).toContain('Drink plenty of fluids.');
    expect(text).not.toMatch(/[\u0900-\u097F]/);
  });
});

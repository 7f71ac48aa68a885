// npm run bench:analyzer [-- --images 47 --cli-images 47]
// Time to analyse one A4 page photographed at 300 dpi (the clean lab-report and prescription
// fixtures, 2481 × 3509 px JPEG), one request at a time, as the server's analyzeImage does it:
// check, preprocess, OCR (tesseract.js, pool of min(2, cores) workers), read and explain.
// - first request: a new engine, so it includes starting the workers and loading language data;
// - warm: every later request, p50/p95;
// - beside it, Debian's native `tesseract` CLI (when on PATH) on the very same preprocessed
//   images, with OMP_THREAD_LIMIT=1 (its OpenMP threads otherwise fight over 2 cores), the same
//   traineddata files (@tesseract.js-data best_int, unpacked to a temporary folder), the same
//   page segmentation mode and dpi. Two CLI runs: English alone (what our page pass reads) and
//   English + Hindi (what tesseract does when asked for both at once).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { analyzeImage } from '../../packages/docsense/src/analyze-image';
import { loadFixtures } from '../../packages/docsense/fixtures/load';
import type { OcrEngine } from '../../packages/docsense/src/ocr/ocr-engine';
import { TesseractEngine } from '../../packages/docsense/src/ocr/tesseract-engine';

const { values } = parseArgs({
  options: {
    images: { type: 'string', default: '47' },
    'cli-images': { type: 'string', default: '47' },
  },
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const stats = (seconds: number[]) => {
  const sorted = [...seconds].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length };
};

/** Wraps the engine to time OCR alone and keep each prepared image for the CLI comparison. */
class TimedEngine implements OcrEngine {
  readonly seconds: number[] = [];
  readonly images: Buffer[] = [];
  constructor(private readonly inner: OcrEngine) {}
  async recognize(image: Buffer, opts: Parameters<OcrEngine['recognize']>[1]) {
    const started = performance.now();
    const result = await this.inner.recognize(image, opts);
    this.seconds.push((performance.now() - started) / 1000);
    this.images.push(image);
    return result;
  }
  close() {
    return this.inner.close();
  }
}

const pages = loadFixtures()
  .filter((f) => f.truth.documentType !== 'unknown')
  .slice(0, Number(values.images))
  .map((f) => fs.readFileSync(f.cleanImagePath));

const engine = new TimedEngine(new TesseractEngine());
const endToEnd: number[] = [];
try {
  for (const page of pages) {
    const started = performance.now();
    await analyzeImage(page, { ocr: engine });
    endToEnd.push((performance.now() - started) / 1000);
  }
} finally {
  await engine.close();
}
const [first = NaN, ...warm] = endToEnd;
const warmOcr = engine.seconds.slice(1);

function nativeTesseract(): { version: string; tessdata: string } | undefined {
  const probe = spawnSync('tesseract', ['--version'], { encoding: 'utf8' });
  if (probe.status !== 0) return undefined;
  // The CLI reads plain .traineddata: unpack the npm packages' gzipped files.
  const require = createRequire(import.meta.url);
  const tessdata = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-bench-tessdata-'));
  for (const language of ['eng', 'hin']) {
    const packageDir = path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`));
    const gz = fs.readFileSync(
      path.join(packageDir, '4.0.0_best_int', `${language}.traineddata.gz`),
    );
    fs.writeFileSync(path.join(tessdata, `${language}.traineddata`), zlib.gunzipSync(gz));
  }
  return { version: (probe.stdout || probe.stderr).split('\n')[0]!, tessdata };
}

function timeCli(images: Buffer[], languages: string, tessdata: string): number[] {
  // The CLI reads files: the preprocessed pages go to a temporary folder, removed afterwards.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-bench-pages-'));
  const seconds: number[] = [];
  try {
    images.forEach((image, i) => {
      const file = path.join(folder, `page-${i}.png`);
      fs.writeFileSync(file, image);
      const started = performance.now();
      execFileSync(
        'tesseract',
        [
          file,
          'stdout',
          '--tessdata-dir',
          tessdata,
          '-l',
          languages,
          '--oem',
          '1',
          '--psm',
          '4',
          '--dpi',
          '300',
          '-c',
          'preserve_interword_spaces=1',
        ],
        { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, stdio: ['ignore', 'ignore', 'ignore'] },
      );
      seconds.push((performance.now() - started) / 1000);
    });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  return seconds;
}

const cli = nativeTesseract();
const cliImages = engine.images.slice(1, 1 + Number(values['cli-images']));
const cliEng = cli ? stats(timeCli(cliImages, 'eng', cli.tessdata)) : undefined;
const cliBoth = cli ? stats(timeCli(cliImages, 'eng+hin', cli.tessdata)) : undefined;
if (cli) fs.rmSync(cli.tessdata, { recursive: true, force: true });

const s = (x: number) => `${x.toFixed(2)} s`;
const warmStats = stats(warm);
const ocrStats = stats(warmOcr);
console.log(
  `\n${pages.length} A4 pages at 300 dpi (2481 × 3509 px), one request at a time; ${os.availableParallelism()} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} at the end`,
);
console.log('\n| measure | p50 | p95 | n |\n| --- | ---: | ---: | ---: |');
console.log(
  `| first request (engine cold: workers start, language data loads) | ${s(first)} | | 1 |`,
);
console.log(
  `| warm request, end to end (check + preprocess + OCR + reading) | ${s(warmStats.p50)} | ${s(warmStats.p95)} | ${warmStats.n} |`,
);
console.log(
  `| warm OCR alone, tesseract.js (English page + Hindi retry of doubtful lines) | ${s(ocrStats.p50)} | ${s(ocrStats.p95)} | ${ocrStats.n} |`,
);
if (cli && cliEng && cliBoth) {
  console.log(
    `| native CLI, English (${cli.version}) | ${s(cliEng.p50)} | ${s(cliEng.p95)} | ${cliEng.n} |`,
  );
  console.log(
    `| native CLI, English + Hindi | ${s(cliBoth.p50)} | ${s(cliBoth.p95)} | ${cliBoth.n} |`,
  );
  console.log(
    `\nOCR p50, tesseract.js vs native CLI: ${(ocrStats.p50 / cliEng.p50).toFixed(2)}× English, ${(ocrStats.p50 / cliBoth.p50).toFixed(2)}× English + Hindi`,
  );
} else {
  console.log('\n(native `tesseract` is not on PATH: `apt-get install tesseract-ocr` to compare)');
}

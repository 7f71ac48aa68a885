import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { createScheduler, createWorker, OEM, PSM } from 'tesseract.js';
import type { Line, Page, Scheduler } from 'tesseract.js';
import { SHARP_INPUT_OPTIONS } from './image-check';
import type { OcrEngine, OcrLanguage, OcrResult } from './ocr-engine';

/** Settings of the tesseract.js engine; the defaults were measured on the fixtures. */
export interface TesseractEngineOptions {
  /** Workers reading whole pages, one page each at a time. Default: min(2, available cores). */
  workers: number;
  /** Workers re-reading doubtful lines with every language (small crops, quickly done). */
  lineWorkers: number;
  /** Page segmentation mode for whole pages: '3' (automatic), '4' (one column) or '6' (one block). */
  pageSegMode: PSM;
  /** Resolution tesseract assumes for the prepared images, in dots per inch. */
  dpi: number;
  /**
   * A line is read again with every language when its confidence (0..100) is below the first
   * number, or any of its words' below the second (a few Hindi words in an English line).
   */
  retryBelowConfidence: { line: number; word: number };
  /** Further tesseract parameters, set on every worker after the ones above. */
  parameters: Record<string, string>;
}

/** The default number of workers: two pages at once at most, fewer on a one-core machine. */
export function defaultWorkerCount(): number {
  return Math.min(2, os.availableParallelism());
}

const DEFAULT_OPTIONS: TesseractEngineOptions = {
  workers: defaultWorkerCount(),
  lineWorkers: 1,
  pageSegMode: PSM.SINGLE_COLUMN,
  dpi: 300,
  retryBelowConfidence: { line: 60, word: 30 },
  parameters: {},
};

/** A page has a few lines in Hindi at most; more doubtful lines than this are noise. */
const MAX_LINES_TO_REREAD = 40;

const require = createRequire(import.meta.url);

/**
 * tesseract.js reads every language from one folder, while the npm packages keep one language
 * each: gather links to them in a fresh folder under the system's temporary directory.
 * The 'best_int' models are LSTM-only, which is all we run.
 */
function linkLanguageData(languages: OcrLanguage[]): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-tessdata-'));
  for (const language of languages) {
    const packageJson = require.resolve(`@tesseract.js-data/${language}/package.json`);
    const file = path.join(
      path.dirname(packageJson),
      '4.0.0_best_int',
      `${language}.traineddata.gz`,
    );
    fs.symlinkSync(file, path.join(folder, `${language}.traineddata.gz`));
  }
  return folder;
}

/** A scheduler whose workers all read the same languages in the same page segmentation mode. */
interface Pool {
  scheduler: Scheduler;
  folder: string;
}

/**
 * OCR with tesseract.js. A page is read with the first language only, then each line read with
 * little confidence (in practice: a line in another script, such as Hindi) is read again with all
 * the languages and the better reading kept. Reading whole pages with English and Hindi together
 * was slower (1.84 s against 1.47 s a page) and found fewer values (199 against 217 of 230 on the
 * fixtures with Hindi lines): tesseract then tries Hindi on every word missing from its English
 * dictionary (numbers, names, units: most of a lab report) and sometimes keeps the Hindi guess.
 *
 * Workers are created on first use and reused; language data comes from the @tesseract.js-data
 * npm packages; nothing is downloaded and nothing is cached to disk.
 */
export class TesseractEngine implements OcrEngine {
  private readonly options: TesseractEngineOptions;
  private readonly pools = new Map<string, Promise<Pool>>();

  constructor(options: Partial<TesseractEngineOptions> = {}) {
    this.options = { ...DEFAULT_OPTIONS, ...options };
  }

  async recognize(image: Buffer, opts: { languages: OcrLanguage[] }): Promise<OcrResult> {
    const [primary = 'eng'] = opts.languages;
    const pagePool = this.pool([primary], this.options.pageSegMode, this.options.workers);
    // Started together with the page pool, so that only the first request waits for workers.
    const linePool =
      opts.languages.length > 1
        ? this.pool(opts.languages, PSM.SINGLE_LINE, this.options.lineWorkers)
        : undefined;
    const { scheduler: pageReaders } = await pagePool;
    const { data: page } = await pageReaders.addJob('recognize', image, {}, { blocks: true });
    // Worst first, and not too many: a photo of something else is all doubtful "lines".
    const doubtful = lines(page)
      .filter((line) => this.isDoubtful(line))
      .sort((a, b) => a.confidence - b.confidence)
      .slice(0, MAX_LINES_TO_REREAD);
    if (!linePool || doubtful.length === 0) return { text: page.text, confidence: page.confidence };

    const { scheduler: lineReaders } = await linePool;
    const rereads = new Map<Line, string>();
    const decoded = await sharp(image, SHARP_INPUT_OPTIONS)
      .grayscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    await Promise.all(
      doubtful.map(async (line) => {
        const crop = await cropLine(decoded.data, decoded.info, line);
        const { data } = await lineReaders.addJob('recognize', crop);
        if (data.confidence > line.confidence && data.text.trim())
          rereads.set(line, data.text.trim());
      }),
    );
    return { text: pageText(page, rereads), confidence: page.confidence };
  }

  async close(): Promise<void> {
    const pools = [...this.pools.values()];
    this.pools.clear();
    for (const pending of pools) {
      const pool = await pending.catch(() => undefined);
      if (!pool) continue;
      await pool.scheduler.terminate();
      fs.rmSync(pool.folder, { recursive: true, force: true });
    }
  }

  private isDoubtful(line: Line): boolean {
    const { line: lineThreshold, word: wordThreshold } = this.options.retryBelowConfidence;
    return (
      line.confidence < lineThreshold || line.words.some((word) => word.confidence < wordThreshold)
    );
  }

  private pool(languages: OcrLanguage[], pageSegMode: PSM, workers: number): Promise<Pool> {
    const key = `${languages.join('+')}:${pageSegMode}`;
    let pool = this.pools.get(key);
    if (!pool) {
      pool = this.startPool(languages, pageSegMode, workers);
      this.pools.set(key, pool);
      // A failed start (say, missing language data) is reported once, then tried afresh.
      pool.catch(() => this.pools.delete(key));
    }
    return pool;
  }

  private async startPool(
    languages: OcrLanguage[],
    pageSegMode: PSM,
    workers: number,
  ): Promise<Pool> {
    const folder = linkLanguageData(languages);
    const scheduler = createScheduler();
    const started = await Promise.allSettled(
      Array.from({ length: Math.max(1, workers) }, () =>
        this.startWorker(languages, pageSegMode, folder),
      ),
    );
    for (const result of started) {
      if (result.status === 'fulfilled') scheduler.addWorker(result.value);
    }
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) {
      await scheduler.terminate();
      fs.rmSync(folder, { recursive: true, force: true });
      throw failure.reason;
    }
    return { scheduler, folder };
  }

  private async startWorker(languages: OcrLanguage[], pageSegMode: PSM, folder: string) {
    const worker = await createWorker(languages, OEM.LSTM_ONLY, {
      langPath: folder,
      gzip: true,
      cacheMethod: 'none',
    });
    await worker.setParameters({
      tessedit_pageseg_mode: pageSegMode,
      // Keeps the gaps between table columns, so a row's name, value and range stay apart.
      preserve_interword_spaces: '1',
      user_defined_dpi: String(this.options.dpi),
      ...this.options.parameters,
    });
    return worker;
  }
}

function lines(page: Page): Line[] {
  return (page.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((p) => p.lines));
}

/** The page's text with some lines replaced, laid out as tesseract lays out page.text. */
function pageText(page: Page, rereads: Map<Line, string>): string {
  const paragraphs = (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.map((paragraph) =>
      paragraph.lines.map((line) => `${rereads.get(line) ?? line.text.trimEnd()}\n`).join(''),
    ),
  );
  return paragraphs.join('\n');
}

/** One line cut out of the page with a margin, as a PNG. */
async function cropLine(
  pixels: Buffer,
  info: { width: number; height: number; channels: number },
  line: Line,
): Promise<Buffer> {
  const margin = Math.round((line.bbox.y1 - line.bbox.y0) * 0.3) + 4;
  const left = Math.max(0, line.bbox.x0 - margin);
  const top = Math.max(0, line.bbox.y0 - margin);
  const right = Math.min(info.width, line.bbox.x1 + margin);
  const bottom = Math.min(info.height, line.bbox.y1 + margin);
  return sharp(pixels, {
    raw: { width: info.width, height: info.height, channels: info.channels as 1 },
  })
    .extract({ left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) })
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer();
}

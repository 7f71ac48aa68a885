// npm run eval:analyzer [-- --json results.json] [--only lab-01] [--verbose]
// Runs analyzeImage on every fixture twice: the clean page, and the same page made to look like a
// phone photo (fixtures/degrade.ts, deterministic per fixture). Prints document-type accuracy,
// lab recall and precision (test + value), flag accuracy, medicine recall (name + frequency) and
// the character error rate of originalText, for each set and overall. A report: exits 0.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { analyzeImage, closeOcr } from '../src/analyze-image';
import { degrade } from '../fixtures/degrade';
import { loadFixtures } from '../fixtures/load';
import { scoreImage, summarise } from './score';
import type { ImageScore, SetMetrics } from './score';

const { values } = parseArgs({
  options: {
    json: { type: 'string' },
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});

const TARGETS: Record<keyof Omit<SetMetrics, 'images'>, string> = {
  documentTypeAccuracy: '≥ 95%',
  labRecall: '≥ 90%',
  labPrecision: '≥ 95%',
  flagAccuracy: '≥ 95%',
  medicineRecall: '≥ 85%',
  cer: '≤ 5% clean, ≤ 12% degraded',
};
const LABELS: Record<keyof typeof TARGETS, string> = {
  documentTypeAccuracy: 'Document type accuracy',
  labRecall: 'Lab recall (test + value)',
  labPrecision: 'Lab precision (test + value)',
  flagAccuracy: 'Flag accuracy (of found values)',
  medicineRecall: 'Medicine recall (name + frequency)',
  cer: 'CER of originalText',
};

const percent = (x: number) => (Number.isNaN(x) ? '–' : `${(x * 100).toFixed(1)}%`);

const fixtures = loadFixtures().filter((f) => !values.only || f.truth.id === values.only);
const scores: Record<'clean' | 'degraded', ImageScore[]> = { clean: [], degraded: [] };
const seconds: Record<'clean' | 'degraded', number[]> = { clean: [], degraded: [] };
try {
  for (const fixture of fixtures) {
    const clean = fs.readFileSync(fixture.cleanImagePath);
    for (const set of ['clean', 'degraded'] as const) {
      const image = set === 'clean' ? clean : await degrade(clean, fixture.truth.id);
      const started = performance.now();
      const result = await analyzeImage(image);
      seconds[set].push((performance.now() - started) / 1000);
      const score = scoreImage(result, fixture.truth);
      scores[set].push(score);
      const cer = score.cerLength ? score.cerEdits / score.cerLength : 0;
      console.log(
        `${fixture.truth.id.padEnd(9)} ${set.padEnd(8)} type ${score.documentTypeCorrect ? 'ok ' : `✗ (${result.documentType})`}` +
          ` labs ${score.labFound}/${score.labExpected} (returned ${score.labReturned})` +
          ` medicines ${score.medicinesFound}/${score.medicinesExpected} cer ${percent(cer)}`,
      );
      if (values.verbose && (score.missedLabs.length || score.missedMedicines.length)) {
        console.log(
          `          missed: ${[...score.missedLabs, ...score.missedMedicines].join(', ')}`,
        );
      }
    }
  }
} finally {
  await closeOcr();
}

const metrics = {
  clean: summarise(scores.clean),
  degraded: summarise(scores.degraded),
  overall: summarise([...scores.clean, ...scores.degraded]),
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(
  `\n${fixtures.length} fixtures, ${scores.clean.length + scores.degraded.length} images`,
);
console.log('\n| metric | clean | degraded | overall | target |\n| --- | --- | --- | --- | --- |');
for (const key of Object.keys(TARGETS) as (keyof typeof TARGETS)[]) {
  console.log(
    `| ${LABELS[key]} | ${percent(metrics.clean[key])} | ${percent(metrics.degraded[key])} | ${percent(metrics.overall[key])} | ${TARGETS[key]} |`,
  );
}
console.log(
  `| Mean seconds per image | ${mean(seconds.clean).toFixed(2)} | ${mean(seconds.degraded).toFixed(2)} | ${mean([...seconds.clean, ...seconds.degraded]).toFixed(2)} | |`,
);
console.log(
  '\nCER: edit distance / characters of the printed text, summed over the set; both texts in NFC with every run of whitespace (line breaks too) made one space.',
);

if (values.json) {
  fs.writeFileSync(values.json, `${JSON.stringify({ metrics, scores, seconds }, null, 2)}\n`);
  console.log(`results written to ${values.json}`);
}

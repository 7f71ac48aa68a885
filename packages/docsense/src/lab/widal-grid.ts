import type { LabResult } from '@arogya/contracts/analysis';
import { findTestName } from './lab-test-index';
import { flagAgainst, knownBoundsFor } from './reference-range';
import type { LabFinding } from './lab-finding';

const TITRE = /\b1\s*:\s*(\d+)\b/g;
const AGGLUTINATION = /^[([]?(\+|\+ve|pos|positive)[)\]]?$/i;
const NO_AGGLUTINATION = /^[([]?([-–—]|-ve|neg|negative|nil)[)\]]?$/i;

/**
 * Reads the slide Widal grid many Indian labs print: a row of dilutions, then one row per antigen
 * with '+' or '-' under each ('S. Typhi O  +  +  +  +  -'). The titre is the last dilution with
 * agglutination. Returns the rows found and the index of the grid's last line.
 */
export function readWidalGrid(
  lines: readonly string[],
  headerAt: number,
): { findings: LabFinding[]; lastLine: number } | undefined {
  const dilutions = [...lines[headerAt]!.matchAll(TITRE)].map((m) => Number(m[1]));
  if (dilutions.length < 3) return undefined;

  const findings: LabFinding[] = [];
  let lastLine = headerAt;
  for (let i = headerAt + 1; i < Math.min(lines.length, headerAt + 7); i++) {
    const tokens = lines[i]!.split(' ');
    const firstMark = tokens.findIndex((t) => AGGLUTINATION.test(t) || NO_AGGLUTINATION.test(t));
    if (firstMark < 1) continue;
    const marks = tokens.slice(firstMark);
    if (
      marks.length > dilutions.length ||
      !marks.every((t) => AGGLUTINATION.test(t) || NO_AGGLUTINATION.test(t))
    )
      continue;
    const test = findTestName(tokens.slice(0, firstMark).join(' '), true)?.tests.find((t) =>
      t.id.startsWith('widal_'),
    );
    if (!test) continue;

    const lastPositive = marks.findLastIndex((t) => AGGLUTINATION.test(t));
    const titre = lastPositive === -1 ? undefined : dilutions[lastPositive];
    const flag =
      titre === undefined ? 'normal' : flagAgainst(titre, knownBoundsFor(test.range!, undefined));
    const result: LabResult = {
      test: test.aliases[0]!,
      value: titre === undefined ? 'No agglutination' : `1:${titre}`,
      ...(flag ? { flag } : {}),
    };
    findings.push({ result, test, confirmed: true });
    lastLine = i;
  }
  return findings.length > 0 ? { findings, lastLine } : undefined;
}

/// <reference types="node" />
// npm run eval:assistant [-- --verbose] [-- --json results.json] [-- --holdout | --holdout2 | … | --holdout12]
// Sends every vignette in ./vignettes (or, with a held-out set's flag, only that set:
// ./vignettes/held-out-sets.ts) through the triage engine's respond(), turn by turn, and
// prints per language and overall: safe triage, exact triage, emergency recall, top-3 conditions,
// body area and reply script. Exits 1 when emergency recall or right script is below 100% or safe
// triage below 97%, so CI can gate on it; exits 2 when the set is invalid or the engine is missing.
// This is a command-line tool, not package code, so it may write the --json file.
// eslint-disable-next-line no-restricted-imports
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  ASSISTANT_LANGUAGES,
  assistantReply,
  type AssistantChatMessage,
  type AssistantLanguage,
  type AssistantReply,
} from '@arogya/contracts/assistant';
import {
  TARGETS,
  failed,
  missedTargets,
  scoreCase,
  summarize,
  type CaseResult,
  type Share,
  type Summary,
} from './score';
import { vignetteProblems, vignetteSchema } from './vignette-schema';
import { VIGNETTES } from './vignettes';
import { HELD_OUT_SETS } from './vignettes/held-out-sets';

/** The engine's entry point (packages/triage/src/engine/index.ts). */
type Respond = (input: {
  message: string;
  history: AssistantChatMessage[];
  language: AssistantLanguage;
}) => AssistantReply | Promise<AssistantReply>;

const { values: args } = parseArgs({
  options: {
    verbose: { type: 'boolean', default: false },
    json: { type: 'string' },
    ...Object.fromEntries(
      HELD_OUT_SETS.map(({ flag }) => [flag, { type: 'boolean' as const, default: false }]),
    ),
  },
});

/** The set being evaluated; the gates apply to it. */
const flags: Record<string, unknown> = args;
const chosen = HELD_OUT_SETS.find(({ flag }) => flags[flag] === true);
const [SET, SET_NAME] = chosen ? [chosen.vignettes, ` (${chosen.label})`] : [VIGNETTES, ''];

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function loadEngine(): Promise<Respond> {
  // Imported by URL so the set can be validated (and this file type-checked) before the engine
  // exists; every reply is checked against the assistantReply contract instead.
  const url = new URL('../src/engine/index.ts', import.meta.url);
  let engine: { respond?: unknown };
  try {
    engine = (await import(url.href)) as { respond?: unknown };
  } catch (error) {
    const missing =
      (error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' &&
      // The engine itself is missing, not a module the engine imports.
      String((error as Error).message).includes(`'${fileURLToPath(url)}'`);
    if (missing) {
      fail(
        `The triage engine is missing: ${fileURLToPath(url)} must export respond(). ` +
          `The vignette set is valid (${SET.length} cases).`,
      );
    }
    throw error;
  }
  if (typeof engine.respond !== 'function')
    fail(`${fileURLToPath(url)} does not export respond().`);
  return engine.respond as Respond;
}

/** Plays a vignette's turns one by one, keeping the conversation as history. */
async function converse(
  respond: Respond,
  turns: string[],
  language: AssistantLanguage,
): Promise<{ replies: AssistantReply[]; error?: string }> {
  const history: AssistantChatMessage[] = [];
  const replies: AssistantReply[] = [];
  for (const [index, message] of turns.entries()) {
    let raw: unknown;
    try {
      raw = await respond({ message, history: [...history], language });
    } catch (error) {
      return { replies, error: `turn ${index + 1} threw: ${(error as Error).stack ?? error}` };
    }
    const parsed = assistantReply.safeParse(raw);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      return { replies, error: `turn ${index + 1} broke the reply contract: ${issues.join('; ')}` };
    }
    replies.push(parsed.data);
    history.push(
      { sender: 'user', text: message },
      { sender: 'ai', text: parsed.data.responseText },
    );
  }
  return { replies };
}

const percent = (s: Share): string =>
  s.rate === null ? 'n/a' : `${(s.rate * 100).toFixed(1)}% (${s.hits}/${s.of})`;

const COLUMNS: [string, (s: Summary) => string][] = [
  ['cases', (s) => String(s.cases)],
  ['safe triage', (s) => percent(s.safeTriage)],
  ['exact triage', (s) => percent(s.exactTriage)],
  ['emerg. recall', (s) => percent(s.emergencyRecall)],
  ['top-3 cond.', (s) => percent(s.top3Conditions)],
  ['body area', (s) => percent(s.bodyArea)],
  ['right script', (s) => percent(s.rightScript)],
  ['text checks', (s) => (s.textCheckFailures ? `${s.textCheckFailures} failed` : 'ok')],
  ['errors', (s) => String(s.errors)],
];

function table(rows: [string, Summary][]): string {
  const cells = [
    ['language', ...COLUMNS.map(([name]) => name)],
    ...rows.map(([label, s]) => [label, ...COLUMNS.map(([, cell]) => cell(s))]),
  ];
  const widths = cells[0]!.map((_, col) => Math.max(...cells.map((row) => row[col]!.length)));
  const line = (row: string[]) =>
    row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!)));
  const out = cells.map((row) => line(row).join('  '));
  out.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  out.splice(out.length - 1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  return out.join('\n');
}

function describeFailure(r: CaseResult): string {
  const e = r.expected;
  const levels = [e.level, ...e.acceptableLevels].join('|');
  const lines = [`✗ ${r.id} (${r.language}, ${r.turns} turn${r.turns > 1 ? 's' : ''})`];
  if (r.got === null) {
    lines.push(`    error: ${r.error}`);
    return lines.join('\n');
  }
  const g = r.got;
  const mark = (ok: boolean | null) => (ok === false ? ' ✗' : '');
  lines.push(
    `    level:      expected ${levels}, got ${g.level}${!r.safe ? ' ✗ UNDER-TRIAGED' : mark(r.exact)}`,
    `    area:       expected ${e.area}, got ${g.area}${mark(r.area)}`,
    `    conditions: expected any of ${e.conditions.join(', ') || '(none)'}; got ${
      g.conditions.slice(0, 3).join(', ') || '(none)'
    }${mark(r.top3)}`,
  );
  if (!r.script) lines.push('    script:     a reply is not in the language’s script ✗');
  if (r.missingMentions.length) lines.push(`    missing:    ${r.missingMentions.join(', ')} ✗`);
  if (r.forbiddenMatches.length)
    lines.push(`    forbidden:  /${r.forbiddenMatches.join('/, /')}/ ✗`);
  const text = g.responseText.replace(/\s+/g, ' ');
  lines.push(`    reply:      ${text.length > 240 ? `${text.slice(0, 240)}…` : text}`);
  return lines.join('\n');
}

async function main() {
  const problems = vignetteProblems(SET);
  if (problems.length) fail(`The vignette set is invalid:\n  ${problems.join('\n  ')}`);
  const respond = await loadEngine();

  const started = performance.now();
  const results: CaseResult[] = [];
  for (const input of SET) {
    const v = vignetteSchema.parse(input);
    const { replies, error } = await converse(respond, v.turns, v.language);
    results.push(scoreCase(input, replies, error));
  }
  const seconds = (performance.now() - started) / 1000;

  const rows: [string, Summary][] = ASSISTANT_LANGUAGES.map(({ code, label }) => [
    `${code} ${label}`,
    summarize(results.filter((r) => r.language === code)),
  ]);
  const overall = summarize(results);
  rows.push(['overall', overall]);

  console.log(
    `Assistant evaluation${SET_NAME}: ${results.length} vignettes, ${
      results.filter((r) => r.turns > 1).length
    } multi-turn, ${seconds.toFixed(1)} s\n`,
  );
  console.log(table(rows));

  const matrix = ['emergency', 'urgent', 'routine', 'self_care'] as const;
  console.log('\nexpected level → answered level (rows: expected)');
  console.log(['', ...matrix, 'error'].map((c) => c.padStart(10)).join(''));
  for (const expected of matrix) {
    const row = results.filter((r) => r.expected.level === expected);
    console.log(
      [
        expected,
        ...matrix.map((got) => String(row.filter((r) => r.got?.level === got).length)),
        String(row.filter((r) => r.got === null).length),
      ]
        .map((c) => c.padStart(10))
        .join(''),
    );
  }

  const missed = missedTargets(overall);
  console.log('\ntargets');
  for (const t of TARGETS) {
    const ok = !missed.includes(t);
    console.log(
      `  ${ok ? '✓' : '✗'} ${t.label} ≥ ${t.min * 100}%: ${percent(overall[t.metric])}${
        t.gate ? '' : ' (reported, not gated)'
      }`,
    );
  }

  const failures = results.filter(failed);
  if (args.verbose) {
    console.log(`\n${failures.length} case(s) with a failed check:\n`);
    for (const r of failures) console.log(describeFailure(r));
  } else if (failures.length) {
    console.log(`\n${failures.length} case(s) with a failed check; --verbose lists them.`);
  }
  const underTriaged = results.filter((r) => r.got !== null && !r.safe).map((r) => r.id);
  if (underTriaged.length) console.log(`\nunder-triaged: ${underTriaged.join(', ')}`);

  if (args.json) {
    const byLanguage = Object.fromEntries(
      ASSISTANT_LANGUAGES.map(({ code }, i) => [code, rows[i]![1]]),
    );
    writeFileSync(
      args.json,
      `${JSON.stringify({ overall, byLanguage, missedTargets: missed.map((t) => t.metric), results }, null, 2)}\n`,
    );
    console.log(`\nresults written to ${args.json}`);
  }

  const gateFailures = missed.filter((t) => t.gate);
  if (gateFailures.length) {
    console.log(`\nFAIL: ${gateFailures.map((t) => t.label).join(', ')} below target`);
    process.exitCode = 1;
  }
}

await main();

// npm run bench:assistant [-- --rounds 20]
// Time of one assistant reply from the on-board engine (understanding, scoring, rules, reply
// composition), over every conversation of the evaluation set in all eleven languages, each
// replayed `rounds` times. The knowledge base is indexed once, at import; that time is shown apart.
// Target (issue #6): p95 ≤ 20 ms on this 2-core machine.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { AssistantChatMessage } from '@arogya/contracts/assistant';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '20' } } });
const rounds = Number(values.rounds);

const loadStart = performance.now();
const { respond } = await import('../../packages/triage/src/engine/index');
const loadMs = performance.now() - loadStart;
const { VIGNETTES } = await import('../../packages/triage/eval/vignettes/index');

const times: number[] = [];
for (let round = 0; round < rounds; round++) {
  for (const vignette of VIGNETTES) {
    const history: AssistantChatMessage[] = [];
    for (const message of vignette.turns) {
      const start = performance.now();
      const reply = respond({ message, history, language: vignette.language });
      times.push(performance.now() - start);
      history.push({ sender: 'user', text: message }, { sender: 'ai', text: reply.responseText });
    }
  }
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log(`replies: ${times.length} (${VIGNETTES.length} conversations × ${rounds} rounds)`);
console.log(`knowledge base load and index: ${ms(loadMs)} (once per process)`);
console.log('| p50 | p95 | p99 | max |');
console.log('| --- | --- | --- | --- |');
console.log(`| ${ms(at(0.5))} | ${ms(at(0.95))} | ${ms(at(0.99))} | ${ms(times.at(-1)!)} |`);

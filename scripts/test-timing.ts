// `npm run test:timing`: runs the stages of `npm test` (the `check` script of
// package.json, split at `&&`, so the list cannot drift) one after another and
// prints the wall time of each and the total. Printed, never asserted.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { scripts } = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as {
  scripts: Record<string, string>;
};
const check = scripts.check;
if (!check) throw new Error('package.json has no "check" script');
const stages = check.split('&&').map((stage) => stage.trim());

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const times: { stage: string; ms: number; ok: boolean }[] = [];
const loadBefore = loadavg()[0]?.toFixed(1);
const startedAll = performance.now();
for (const stage of stages) {
  console.log(`\ntest:timing: ${stage}`);
  const started = performance.now();
  // A failed stage is timed too, and the rest still run: the point is the figures.
  const { status } = spawnSync(stage, { cwd: root, shell: true, stdio: 'inherit' });
  times.push({ stage, ms: performance.now() - started, ok: status === 0 });
}
const total = performance.now() - startedAll;

const width = Math.max(...stages.map((stage) => stage.length), 'total'.length);
console.log(
  `\nStage times (${availableParallelism()} cores, load average ${loadBefore} at the start, ${loadavg()[0]?.toFixed(1)} at the end):`,
);
for (const { stage, ms, ok } of times) {
  console.log(`  ${stage.padEnd(width)}  ${seconds(ms).padStart(8)}${ok ? '' : '  FAILED'}`);
}
console.log(`  ${'total'.padEnd(width)}  ${seconds(total).padStart(8)}`);
process.exitCode = times.every((t) => t.ok) ? 0 : 1;

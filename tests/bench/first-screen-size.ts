/**
 * `npm test` runs this after the production build (package.json's test:e2e): the first screen's
 * JavaScript, gzipped, against its budget (FIRST_SCREEN_BUDGET_KB in
 * src/app/first-screen.manifest.ts). A size, not a timing, so it needs no browser and gives
 * the same answer on any machine. Exits non-zero over budget. Usage: tsx
 * tests/bench/first-screen-size.ts [build folder, default dist].
 */
import { resolve } from 'node:path';
import { FIRST_SCREEN_BUDGET_KB } from '../../src/app/first-screen.manifest';
import { ROOT } from '../support/reference-server';
import { firstScreenScripts, totalGzipBytes } from './first-screen-scripts';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const dist = resolve(ROOT, process.argv[2] ?? 'dist');
const scripts = firstScreenScripts(dist).sort((a, b) => b.gzipBytes - a.gzipBytes);
const total = totalGzipBytes(scripts);
console.log(`First screen's JavaScript (gzip), ${dist}:`);
for (const { file, gzipBytes } of scripts)
  console.log(`  ${kb(gzipBytes).padStart(7)} KB  ${file}`);
const over = total > FIRST_SCREEN_BUDGET_KB * 1024;
console.log(
  `${over ? 'FAIL' : 'PASS'}: ${kb(total)} KB (${total} bytes) in ${scripts.length} files, budget ${FIRST_SCREEN_BUDGET_KB} KB`,
);
if (over)
  console.log(
    'Over budget: see "Adding code to the first screen" in README.md (what it loads, how to cut it).',
  );
process.exitCode = over ? 1 : 0;

// @vitest-environment node
/**
 * The first screen's budget as `npm test` checks it on the build: the scripts index.html loads
 * or announces and what the entry imports, gzipped, against FIRST_SCREEN_BUDGET_KB.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_BUDGET_KB } from '@/app/first-screen.manifest';
import { firstScreenScripts, totalGzipBytes } from '../../bench/first-screen-scripts';
import { makeTempDir, type TempDir } from '../../support/temp-dir';

const root = resolve(__dirname, '../../..');
let dist: TempDir | undefined;
afterEach(() => dist?.remove());

/**
 * A build: the entry (which imports a helper index.html does not name), the first screen's
 * scripts announced in the template, and a later page's chunk that nothing on the page loads.
 */
function writeBuild(sizes: { react: Buffer }): string {
  dist = makeTempDir('first-screen-size');
  const { path } = dist;
  mkdirSync(join(path, 'assets'), { recursive: true });
  mkdirSync(join(path, '.vite'));
  const files: Record<string, string | Buffer> = {
    'assets/index.js': 'import "./helper.js";',
    'assets/helper.js': 'export const helper = 1;',
    'assets/react.js': sizes.react,
    'assets/start.js': 'import "./react.js";',
    'assets/cashier.js': 'export const cashier = "a later page";',
  };
  for (const [file, body] of Object.entries(files)) writeFileSync(join(path, file), body);
  writeFileSync(
    join(path, 'index.html'),
    `<html><head>
    <script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>
    <template id="first-screen-links">
      <link rel="modulepreload" crossorigin href="/assets/react.js">
      <link rel="modulepreload" crossorigin href="/assets/start.js">
    </template></head><body></body></html>`,
  );
  writeFileSync(
    join(path, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_helper.js'] },
      '_helper.js': { file: 'assets/helper.js' },
      'src/features/wallet/index.ts': { file: 'assets/cashier.js', isDynamicEntry: true },
    }),
  );
  return path;
}

/** Runs the check as `npm test` does; its exit code and what it printed. */
function check(path: string): { code: number; output: string } {
  try {
    const output = execFileSync(
      join(root, 'node_modules/.bin/tsx'),
      ['tests/bench/first-screen-size.ts', path],
      { cwd: root, encoding: 'utf8' },
    );
    return { code: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { code: failed.status, output: failed.stdout };
  }
}

describe("the first screen's size", () => {
  it('counts the entry, its imports and the announced scripts, not later pages', () => {
    const path = writeBuild({ react: Buffer.from('export const react = 1;') });
    const scripts = firstScreenScripts(path);
    expect(scripts.map((script) => script.file).sort()).toEqual([
      'assets/helper.js',
      'assets/index.js',
      'assets/react.js',
      'assets/start.js',
    ]);
    expect(totalGzipBytes(scripts)).toBe(
      ['index', 'helper', 'react', 'start']
        .map((name) => gzipSync(readFileSync(join(path, 'assets', `${name}.js`))).length)
        .reduce((sum, bytes) => sum + bytes, 0),
    );
  });

  it('passes a first screen within the budget', () => {
    const { code, output } = check(writeBuild({ react: randomBytes(10 * 1024) }));
    expect(output).toMatch(/^PASS: /m);
    expect(code).toBe(0);
  });

  it('fails the build whose first screen is over the budget', () => {
    // Random bytes do not compress: gzipped they stay over the budget.
    const { code, output } = check(
      writeBuild({ react: randomBytes((FIRST_SCREEN_BUDGET_KB + 1) * 1024) }),
    );
    expect(output).toMatch(/^FAIL: /m);
    expect(code).toBe(1);
  });

  it('refuses a build without the manifest it reads', () => {
    const path = writeBuild({ react: Buffer.from('') });
    dist?.remove();
    mkdirSync(join(path, 'assets'), { recursive: true });
    writeFileSync(join(path, 'index.html'), '<html></html>');
    expect(() => firstScreenScripts(path)).toThrow(/manifest\.json is missing/);
  });
});

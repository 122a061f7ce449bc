/**
 * Which unit test files need a module graph of their own. Vitest re-imports every module for
 * each file by default, and with jsdom that is more than half of the unit suite's time on two
 * cores (530 s against 270 s without it). Files share one graph per worker instead, except
 * those that replace modules with `vi.mock`/`vi.doMock`: a mock only takes effect where the
 * module is imported afresh, so those keep the isolated default. A file that leaves global
 * state behind (a listener on window, a stubbed global it does not restore) must clean up
 * after itself, as the setup's afterEach and `restoreMocks` do for the common cases.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const MOCKS_MODULES = /\bvi\.(do)?[mM]ock\(/;

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The unit test files (relative to `root`) that mock modules. */
export function filesMockingModules(root: string): string[] {
  return testFiles(join(root, 'tests/unit'))
    .filter((path) => MOCKS_MODULES.test(readFileSync(path, 'utf8')))
    .map((path) => relative(root, path));
}

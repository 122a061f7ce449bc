/**
 * Which unit test files need a module graph of their own. Vitest re-imports every module for
 * each file by default, and with jsdom that is more than half of the unit suite's time on two
 * cores (530 s against 270 s without it). Files share one graph per worker instead, except
 * those that replace modules with `vi.mock`/`vi.doMock`: a mock only takes effect where the
 * module is imported afresh, so those keep the isolated default, and so do files that test a
 * library's state before anything set it up, marked with an `@own-module-graph` comment that
 * says why. A file that leaves global state behind (a listener on window, a stubbed global it
 * does not restore) must clean up after itself, as the setup's afterEach and `restoreMocks` do
 * for the common cases.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const NEEDS_OWN_GRAPH = /\bvi\.(do)?[mM]ock\(|@own-module-graph\b/;

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The unit test files (relative to `root`) that need a module graph of their own. */
export function filesNeedingOwnModules(root: string): string[] {
  return testFiles(join(root, 'tests/unit'))
    .filter((path) => NEEDS_OWN_GRAPH.test(readFileSync(path, 'utf8')))
    .map((path) => relative(root, path));
}

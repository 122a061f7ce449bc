/** Temporary folders for tests, under the OS temp dir, removed by the test that made them. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TempDir {
  path: string;
  remove(): void;
}

export function makeTempDir(prefix: string): TempDir {
  const path = mkdtempSync(join(tmpdir(), `kadibet-${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

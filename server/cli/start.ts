/**
 * CLI: commands run from package.json scripts. `npm start` lands here: it builds the client
 * when STATIC_DIR/build-id.json is missing or older than any client source, then starts the
 * server in this process.
 */
import { spawnSync } from 'node:child_process';
import { type Dirent, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigOrExit } from '../config';
import { BUILD_ID_FILE } from '../modules/settings/build-id';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE_DIRS = ['src', 'sw', 'public', 'locales'];
const SOURCE_FILES = ['index.html', 'vite.config.ts', 'package.json', 'lingui.config.ts'];
/** Written by the build itself, so it is always newer than the previous build. */
const GENERATED = new Set([join(ROOT, 'src', 'routeTree.gen.ts')]);

function mtimeOf(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function newestUnder(path: string): number {
  let entries: Dirent[];
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch {
    return 0;
  }
  let newest = 0;
  for (const entry of entries) {
    const child = join(path, entry.name);
    if (GENERATED.has(child)) continue;
    const time = entry.isDirectory() ? newestUnder(child) : mtimeOf(child);
    newest = Math.max(newest, time);
  }
  return newest;
}

function clientIsStale(staticDir: string): boolean {
  const built = mtimeOf(join(staticDir, BUILD_ID_FILE));
  if (built === 0) return true;
  const newestSource = Math.max(
    ...SOURCE_DIRS.map((dir) => newestUnder(join(ROOT, dir))),
    ...SOURCE_FILES.map((file) => mtimeOf(join(ROOT, file))),
  );
  return newestSource > built;
}

function buildClient(staticDir: string): void {
  console.log('Building the client (npx vite build)...');
  const result = spawnSync('npx', ['vite', 'build', '--outDir', staticDir], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The client build failed; fix the errors above and run npm start again.');
    process.exit(result.status ?? 1);
  }
}

const { staticDir } = loadConfigOrExit();
if (clientIsStale(staticDir)) buildClient(staticDir);
const { main } = await import('../main');
await main();

// @vitest-environment node
/**
 * The first screen's manifest (src/app/first-screen.manifest.ts) names files the build and the
 * catalogs are cut along: a renamed or moved file must fail here at once, not move code between
 * chunks and catalogs unnoticed. And the split of the strings between the shell and the full
 * catalog must hold: first-screen code that lazily loads strings of the full catalog waits for
 * it, and a wait for the full catalog has strings of the full catalog to wait for.
 */
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as manifest from '@/app/first-screen.manifest';
import {
  AFTER_FIRST_SCREEN,
  FULL_CATALOG_IN_SHELL_PATHS,
  SHELL_PATHS,
} from '@/app/first-screen.manifest';
import { readSourceGraph } from '../../support/source-graph';

const root = resolve(__dirname, '../../..');
const { files: sources, text: textOf, lazyLoads, loadedWith } = readSourceGraph(root);

const isUnder = (paths: readonly string[]) => (file: string) =>
  paths.some((path) => file === path || file.startsWith(`${path}/`));
const isShell = (file: string) =>
  isUnder(SHELL_PATHS)(file) && !isUnder(FULL_CATALOG_IN_SHELL_PATHS)(file);
/** Strings of its own: the file uses Lingui's macros, so extraction puts strings in a catalog. */
const hasStrings = (file: string) => /from '@lingui\/(core|react)\/macro'/.test(textOf(file));
/**
 * A route file's loader and component are split into a lazy chunk of their own (TanStack's
 * autoCodeSplitting), and every page but '/' waits for the full catalog (routes/__root.tsx):
 * the route tree's imports do not load with the router.
 */
const isRouteFile = (file: string) => file.startsWith('src/routes/');
/** The full catalog's strings that loading `files` brings. */
const fullCatalogStrings = (files: string[]) =>
  [...loadedWith(files, isRouteFile)].filter((file) => hasStrings(file) && !isShell(file));

/** `Promise.all([<a lazy load>, ensureFullCatalog()])`: code and strings, side by side. */
const WAITS_FOR_FULL_CATALOG = /Promise\.all\(\[\s*[^\]]+?,\s*ensureFullCatalog\(\)\s*\]\)/;
const waitsForFullCatalog = (file: string) => WAITS_FOR_FULL_CATALOG.test(textOf(file));

/**
 * Tables of lazy loads that other files run: the dialogs' registry, whose loads only the dialog
 * host's lazy bodies run, beside the full catalog (checked below).
 */
const LOADS_RUN_BY: Record<string, string> = {
  'src/features/dialogs/registry.ts': 'src/features/dialogs/lazy-bodies.ts',
};
const loadsWait = (file: string) => waitsForFullCatalog(LOADS_RUN_BY[file] ?? file);

/**
 * Shell code that loads full-catalog strings lazily without waiting for them, and why that is
 * safe. Each entry is a file and the module it imports.
 */
const LATER_THAN_THE_CATALOG: Record<string, string> = {
  // The reality check opens its reminder minutes into a session, long after the full
  // catalog (loaded as soon as the first screen is up).
  'src/app/AppRoot.tsx -> src/features/responsible-gambling/reality-check/RealityCheckHost.tsx':
    'reminder after minutes',
};

/**
 * First-screen code with full-catalog strings that no first screen shows, and why: they show
 * only after something the player does, long after the full catalog is in.
 */
const SHOWN_AFTER_THE_CATALOG: Record<string, string> = {
  'src/features/pwa/install/install-prompt.ts': 'the toasts after the player installs the app',
};

const manifestPaths = Object.entries(manifest).flatMap(([name, value]) =>
  (typeof value === 'string' ? [value] : typeof value === 'number' ? [] : [...value]).map(
    (path) => ({ name, path }),
  ),
);

describe('the first screen manifest', () => {
  it.each(manifestPaths)('$name: $path exists', ({ path }) => {
    expect(statSync(join(root, path), { throwIfNoEntry: false }), path).toBeDefined();
  });

  it('names each shell path once, none inside another', () => {
    const nested = SHELL_PATHS.filter((path, index) =>
      SHELL_PATHS.some(
        (other, at) => at !== index && (path === other || path.startsWith(`${other}/`)),
      ),
    );
    expect(nested).toEqual([]);
  });

  it('keeps the strings of what renders after the first screen out of the shell catalog', () => {
    expect(AFTER_FIRST_SCREEN.filter(isShell)).toEqual([]);
  });
});

describe('the shell and the full catalog', () => {
  const shellFiles = sources.filter(isShell);

  it('shell code that lazily loads full-catalog strings waits for the full catalog', () => {
    const unwaited = shellFiles.flatMap((file) =>
      lazyLoads(file)
        .filter((target) => fullCatalogStrings([target]).length > 0)
        .map((target) => `${file} -> ${target}`)
        .filter((pair) => !loadsWait(pair.split(' -> ')[0] ?? ''))
        .filter((pair) => !(pair in LATER_THAN_THE_CATALOG)),
    );
    expect(unwaited).toEqual([]);
  });

  it("runs the dialogs' loads only beside the full catalog", () => {
    const runners = sources.filter((file) => /\bDIALOGS\[[^\]]+\]\.load\b/.test(textOf(file)));
    expect(runners).toEqual([LOADS_RUN_BY['src/features/dialogs/registry.ts']]);
  });

  it('shell code waits for the full catalog only for strings that are in it', () => {
    // A wait beside a lazy import whose strings are all in the shell catalog holds the code back
    // for nothing: the strings belong in the full catalog, or the wait goes.
    const needless = shellFiles
      .filter((file) => waitsForFullCatalog(file) && lazyLoads(file).length > 0)
      .filter((file) => fullCatalogStrings(lazyLoads(file)).length === 0);
    expect(needless).toEqual([]);
  });

  it('renders the app frame and the home page with the shell catalog alone', () => {
    const firstScreen = [manifest.START_MODULE, manifest.ROUTER_MODULE, manifest.HOME_ROUTE];
    const firstPages: string[] = [manifest.ROOT_ROUTE, manifest.HOME_ROUTE];
    const homePage = loadedWith(
      firstScreen,
      (file) => isRouteFile(file) && !firstPages.includes(file),
    );
    expect(
      [...homePage].filter(
        (file) => hasStrings(file) && !isShell(file) && !(file in SHOWN_AFTER_THE_CATALOG),
      ),
    ).toEqual([]);
  });

  it('waits for the full catalog beside a lazy load, or before a page other than home', () => {
    const callers = sources.filter((file) => /\bensureFullCatalog\(\)/.test(textOf(file)));
    // The catalog's own module, the load right after the first screen, and the root route,
    // whose load of any page but '/' waits for it.
    const loaders = ['src/app/i18n.ts', 'src/app/use-background-loads.ts', 'src/routes/__root.tsx'];
    expect(callers.filter((file) => !loaders.includes(file) && !waitsForFullCatalog(file))).toEqual(
      [],
    );
  });
});

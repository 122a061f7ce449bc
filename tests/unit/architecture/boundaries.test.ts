// @vitest-environment node
/**
 * The dependency rules of design §2, checked on resolved paths (Biome's import patterns catch
 * aliased imports; relative imports that escape a folder are only visible once resolved):
 * - shared/ and contracts/ never import features, routes or app; contracts import only contracts;
 * - a feature reaches another feature only through its index or its lazy dialogs entry;
 * - features never import route files;
 * - the server imports only src/contracts and the pure shared rules (src/games, src/catalogue)
 *   from the client tree, and the client never the server;
 * - no feature reaches itself through other features, and no server module (a folder of
 *   server/modules) through other modules, counting lazy import() and type imports: a cycle
 *   means neither side can change, load or be tested without the other.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeCycle, type ImportGraph, importCycles } from './import-cycles';

const root = resolve(__dirname, '../../..');
const src = join(root, 'src');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? '').filter(Boolean);
}

/** The repository-relative target of an import, or null for packages. */
function resolveImport(from: string, spec: string): string | null {
  if (spec.startsWith('@/')) return relative(root, join(src, spec.slice(2)));
  if (spec.startsWith('@server/')) return relative(root, join(root, 'server', spec.slice(8)));
  if (spec.startsWith('.')) return relative(root, resolve(dirname(from), spec));
  return null;
}

const stripExt = (p: string) => p.replace(/\.(tsx?|md\?raw)$/, '').replace(/\?raw$/, '');
const featureOf = (p: string) => /^src\/features\/([^/]+)/.exec(p)?.[1];

function violations(files: string[], rule: (from: string, to: string) => string | null): string[] {
  const found: string[] = [];
  for (const file of files) {
    const from = relative(root, file);
    for (const spec of importsOf(file)) {
      const to = resolveImport(file, spec);
      if (!to) continue;
      const problem = rule(from, stripExt(to));
      if (problem) found.push(`${from} -> ${spec}: ${problem}`);
    }
  }
  return found;
}

/** Which group (feature, server module) imports which, with one of the imports for each edge. */
function importGraph(files: string[], groupOf: (path: string) => string | undefined): ImportGraph {
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = relative(root, file);
    const source = groupOf(from);
    if (!source) continue;
    for (const spec of importsOf(file)) {
      const to = resolveImport(file, spec);
      const target = to ? groupOf(to) : undefined;
      if (!target || target === source) continue;
      const edges = graph.get(source) ?? new Map<string, string>();
      if (!edges.has(target)) edges.set(target, from);
      graph.set(source, edges);
    }
  }
  return graph;
}

const cycleReport = (graph: ImportGraph) =>
  importCycles(graph).map((path) => describeCycle(graph, path));

const serverModuleOf = (p: string) => /^server\/modules\/([^/]+)/.exec(p)?.[1];

const clientFiles = walk(src);
const serverFiles = walk(join(root, 'server'));

describe('architecture boundaries', () => {
  it('keeps shared/ and contracts/ below features, routes and app', () => {
    const found = violations(clientFiles, (from, to) => {
      if (!/^src\/(shared|contracts)\//.test(from)) return null;
      if (/^src\/(features|routes|app)\//.test(to) || to === 'src/routeTree.gen')
        return 'lower layer imports a higher one';
      if (from.startsWith('src/contracts/') && !to.startsWith('src/contracts/'))
        return 'contracts import only contracts';
      return null;
    });
    expect(found).toEqual([]);
  });

  it('lets a feature use another feature only through its index or dialogs entry', () => {
    const found = violations(clientFiles, (from, to) => {
      const source = featureOf(from);
      const target = featureOf(to);
      if (!source || !target || source === target) return null;
      const entry =
        to === `src/features/${target}` ? 'index' : to.slice(`src/features/${target}/`.length);
      return entry === 'index' || entry === 'dialogs' ? null : `reaches into ${target}'s internals`;
    });
    expect(found).toEqual([]);
  });

  it('never imports route files from features', () => {
    const found = violations(clientFiles, (from, to) =>
      from.startsWith('src/features/') &&
      (to.startsWith('src/routes/') || to === 'src/routeTree.gen')
        ? 'features read the URL with getRouteApi()'
        : null,
    );
    expect(found).toEqual([]);
  });

  it('shares only the contracts, the games’ and the lists’ rules between server and client', () => {
    const shared = ['src/contracts', 'src/games', 'src/catalogue'];
    const serverSide = violations(serverFiles, (_from, to) =>
      to.startsWith('src/') && !shared.some((dir) => to === dir || to.startsWith(`${dir}/`))
        ? 'server imports client code'
        : null,
    );
    const clientSide = violations(clientFiles, (_from, to) =>
      to.startsWith('server/') ? 'client imports server code' : null,
    );
    expect([...serverSide, ...clientSide]).toEqual([]);
  });

  it('keeps the games’ rules pure: contracts, each other and the HMAC only (design §8)', () => {
    const games = clientFiles.filter((file) => relative(root, file).startsWith('src/games/'));
    expect(games.length).toBeGreaterThan(5);
    const found: string[] = [];
    for (const file of games) {
      for (const spec of importsOf(file)) {
        const to = resolveImport(file, spec);
        const allowed = to
          ? to.startsWith('src/games/') || to.startsWith('src/contracts/')
          : spec.startsWith('@noble/hashes/');
        if (!allowed) found.push(`${relative(root, file)} -> ${spec}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('keeps the lists’ rules pure: contracts and each other only', () => {
    const lists = clientFiles.filter((file) => relative(root, file).startsWith('src/catalogue/'));
    expect(lists.length).toBeGreaterThan(5);
    const found: string[] = [];
    for (const file of lists) {
      for (const spec of importsOf(file)) {
        const to = resolveImport(file, spec);
        const allowed = to?.startsWith('src/catalogue/') || to?.startsWith('src/contracts/');
        if (!allowed) found.push(`${relative(root, file)} -> ${spec}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('has no cycle between features', () => {
    expect(cycleReport(importGraph(clientFiles, featureOf))).toEqual([]);
  });

  it('has no cycle between server modules', () => {
    expect(cycleReport(importGraph(serverFiles, serverModuleOf))).toEqual([]);
  });

  it('sees the imports it checks (the checker itself works)', () => {
    const found = violations([join(src, 'app/AppRoot.tsx')], (_from, to) =>
      to.startsWith('src/features/') ? 'seen' : null,
    );
    expect(found.length).toBeGreaterThan(5);
  });
});

const fakeGraph = (edges: Record<string, Record<string, string>>): ImportGraph =>
  new Map(Object.entries(edges).map(([from, to]) => [from, new Map(Object.entries(to))]));

describe('the cycle rule', () => {
  it('reports a cycle through several features by its path and the imports that make it', () => {
    const graph = fakeGraph({
      account: { 'responsible-gambling': 'src/features/account/settings/SettingsPanel.tsx' },
      'responsible-gambling': { wallet: 'src/features/responsible-gambling/limits/Offer.tsx' },
      wallet: { account: 'src/features/wallet/SignInPrompt.tsx', chat: 'src/features/wallet/x.ts' },
      chat: {},
    });
    expect(cycleReport(graph)).toEqual([
      'account -> responsible-gambling (src/features/account/settings/SettingsPanel.tsx), ' +
        'responsible-gambling -> wallet (src/features/responsible-gambling/limits/Offer.tsx), ' +
        'wallet -> account (src/features/wallet/SignInPrompt.tsx)',
    ]);
  });

  it('reports each tangle of server modules once, by its shortest way round', () => {
    const graph = fakeGraph({
      operator: { wallet: 'a', kyc: 'b' },
      wallet: { operator: 'c', kyc: 'd' },
      kyc: { operator: 'e' },
      account: { 'two-factor': 'f' },
      'two-factor': { account: 'g' },
    });
    expect(importCycles(graph)).toEqual([
      ['account', 'two-factor', 'account'],
      ['kyc', 'operator', 'kyc'],
    ]);
  });

  it('passes a graph whose imports all point one way', () => {
    const graph = fakeGraph({
      account: { captcha: 'a', i18n: 'b' },
      wallet: { account: 'c', 'responsible-gambling': 'd' },
      'responsible-gambling': { account: 'e' },
    });
    expect(importCycles(graph)).toEqual([]);
  });

  it('builds the real graphs from the imports it sees', () => {
    const features = importGraph(clientFiles, featureOf);
    const modules = importGraph(serverFiles, serverModuleOf);
    // Lazy import() counts: the home page reaches the catalogue only that way (below the fold).
    expect(features.get('home')?.get('catalogue')).toBe(
      'src/features/home/below-the-fold/HomeGameRows.tsx',
    );
    expect(modules.get('operator')?.has('wallet')).toBe(true);
  });
});

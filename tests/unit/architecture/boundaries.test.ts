// @vitest-environment node
/**
 * The dependency rules of design §2, checked on resolved paths (Biome's import patterns catch
 * aliased imports; relative imports that escape a folder are only visible once resolved):
 * - shared/ and contracts/ never import features, routes or app; contracts import only contracts;
 * - a feature reaches another feature only through its index or its lazy dialogs entry;
 * - features never import route files;
 * - the server imports only src/contracts from the client tree, and the client never the server.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

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

  it('shares only the contracts between server and client', () => {
    const serverSide = violations(serverFiles, (_from, to) =>
      to.startsWith('src/') && !to.startsWith('src/contracts/')
        ? 'server imports client code'
        : null,
    );
    const clientSide = violations(clientFiles, (_from, to) =>
      to.startsWith('server/') ? 'client imports server code' : null,
    );
    expect([...serverSide, ...clientSide]).toEqual([]);
  });

  it('sees the imports it checks (the checker itself works)', () => {
    const found = violations([join(src, 'app/AppRoot.tsx')], (_from, to) =>
      to.startsWith('src/features/') ? 'seen' : null,
    );
    expect(found.length).toBeGreaterThan(5);
  });
});
